"""The engine's records of arbiter/v1/action.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.records.arrayer import ArrayerAftermath, ArrayerEscape, ArrayerFollowUp, ArrayerMountTarget, ArrayerNightlyRest, ArrayerRollWeaponType, ArrayerShortRest
from engine.records.state import Position, TieredSkill
from engine.records.tiered import BreakFree, DisarmTrap, LocateStealthed, Reload, SetTrap, StealthCheck, TrapForFood
from engine.records.weapon import AmmunitionKind
from engine.values import Value

__all__ = [
    "Action",
    "Attack",
    "CriticalTarget",
    "Move",
]


class CriticalTarget(enum.IntEnum):
    """What a `tiered` critical degrades (ruling T4)."""

    WEAPON = 1
    """The loser's weapon (not allowed for an unarmed winner)."""
    ARMOUR = 2
    """The loser's armour."""
    SHIELD = 3
    """The loser's shield."""


@final
class Move(Value):
    """A move along a path: each square adjacent (Chebyshev distance 1, ruling S3) to the one before it,
    the first adjacent to where the combatant stands. Refused (FAILED_PRECONDITION) when longer than
    the combatant's movement (ARRAYER: ArrayerRules.default_move; `tiered`: TieredCombatant.move,
    ruling T2), through an obstacle, a standing combatant or off the grid, ending on a fallen
    combatant (down by its ruleset, rulings A11, S5: it may be passed over; the dead occupy
    nothing), or when the combatant is immobilised or entangled. `tiered`: refused when the
    combatant (and its porters) carry siege weapons needing more Body than theirs to move (4 x Tier,
    ruling T8); porters walk the path in step with it, all or none.
    `tiered`: entering a square near a trap it does not know of contests the trap, and a sprung trap
    stops the move there, and its porters or mover with it (ruling T7).
    """

    FIELDS = ("combatant_id", "path", "porter_ids")
    __slots__ = FIELDS

    combatant_id: str
    """Who moves; it must have a position."""
    path: tuple[Position, ...]
    """Squares entered, in order; the last is where it stops. ARRAYER, scripted in an encounter: the
    path is checked where everyone stands when the movement phase begins (a square another mover
    of the phase stands on counts as free) and walked in step with the other movers; it may end
    short when blocked two steps running or intercepted (rulings A17, A18).
    """
    porter_ids: tuple[str, ...]
    """`tiered` (fields 30-49 are `tiered`-only): the combatants who carry the mover's siege weapons
    with it (ruling T8: their Body and the mover's together must reach 4 x Tier). Each is another
    standing combatant of the mover's side within TieredRules.porter_reach tiles of it (ruling
    T17: default 2, it need not touch the mover; farther is FAILED_PRECONDITION, PORTER_TOO_FAR),
    and moves in step with it, keeping its offset, as part of the mover's action. ARRAYER refuses
    a non-empty list (INVALID_ARGUMENT).
    """

    def __init__(
        self,
        combatant_id: str,
        path: tuple[Position, ...],
        porter_ids: tuple[str, ...] = (),
    ) -> None:
        self.combatant_id = combatant_id
        self.path = path
        self.porter_ids = porter_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.path, self.porter_ids)

    kind: ClassVar[str] = "move"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class Attack(Value):
    """An attack with one weapon against one target. Field numbers: 1-9 for both rulesets, 10-29 for
    ARRAYER-only options, 30-49 for `tiered`-only options.

    ARRAYER: one Attack Die for hit and damage (rulings A1-A3). `tiered`: a contested exchange; a
    defender who wins within its weapon's reach counterattacks (rulings T3, T4, S4).
    """

    FIELDS = (
        "attacker_id",
        "target_id",
        "weapon_id",
        "critical_target",
        "defender_critical_target",
        "defence_skill",
        "killing_blow",
        "mount_target",
        "use_alternate",
        "entangle",
        "extra_target_ids",
        "ammunition",
        "follow_up",
        "off_hand_weapon_id",
        "thrown",
        "stealth_attack",
        "target_position",
        "crew_ids",
        "defender_off_hand_weapon_id",
        "defence_weapon_id",
    )
    __slots__ = FIELDS

    attacker_id: str
    """Who attacks."""
    target_id: str
    """Who is attacked (empty for a `tiered` siege shot at target_position)."""
    weapon_id: str
    """Which of the attacker's weapons (Weapon.id); empty means its first weapon (`tiered`: bare
    hands, "unarmed", when it carries none).
    """
    critical_target: CriticalTarget | None
    """`tiered`: what a natural 20 of the attacker degrades on the loser (ruling T4); unspecified picks
    armour, then shield, then weapon, the first the loser has with a Tier above 0.
    """
    defender_critical_target: CriticalTarget | None
    """`tiered`: what a natural 20 of a winning defender degrades on the attacker; unspecified as above."""
    defence_skill: TieredSkill | None
    """`tiered`: the weapon skill the defender rolls (ruling T10: any [Weapon] skill, Unarmed
    included, even one it carries no weapon for, which then only dodges; Stealth, Traps and
    Scholar are refused: FAILED_PRECONDITION, NOT_A_WEAPON_SKILL). Unspecified is the skill of
    defence_weapon_id when that is set, else the defender's best: the highest Reflex + skill, then
    one whose weapon can counterattack (see docs/rules/tiered.md). Changed meaning: until T10 an
    unspecified skill was the skill of the defender's first weapon.
    """
    killing_blow: bool
    """ARRAYER: a killing blow on an unaware target, which the caller says can be ensured: it kills
    without a roll (ruling A5). Refused unless the target is unaware and in reach.
    """
    mount_target: ArrayerMountTarget | None
    """ARRAYER: a mounted attacker's choice of horse or rider against a mounted target (ruling A10)."""
    use_alternate: bool
    """ARRAYER: use the weapon's alternate profile (ArrayerWeaponRules.alternate_as: a mancatcher as a
    club).
    """
    entangle: bool
    """ARRAYER: forgo damage to entangle (weapons with the ENTANGLE_OPTION effect: meteor hammer).
    Refused (FAILED_PRECONDITION, reason CANNOT_ENTANGLE, ruling A21) with a weapon that has no
    such option, or from 1 square, where a meteor hammer fights as the knife on its handle.
    """
    extra_target_ids: tuple[str, ...]
    """ARRAYER: further targets of one shot: the blunderbuss's other adjacent targets (SPREAD), or the
    arquebus's targets behind (OVER_PENETRATION, ruling A20). Behind are the standing combatants on
    the shot's line (Bresenham from the shooter through the target, continued beyond it, up to
    the weapon's extreme range, ended by an obstacle or the grid's edge), nearest first: the line
    decides who is hit, and each id named here must stand on it, else the attack is refused
    (FAILED_PRECONDITION, reason NOT_ON_LINE_OF_SHOT, field extra_target_ids[i]). Only without
    positions (no line to draw) are the named ones the targets behind, in order. (Before A20 the
    named ones were hit wherever they stood, and unnamed only the next square, stepping by sign.)
    Greatsword (EXTRA_ATTACK_ON_DOWN): the preferred target of the extra attack, when follow_up
    is unset (ruling A26).
    """
    ammunition: AmmunitionKind | None
    """ARRAYER: the ammunition loosed (sling stones, lead bullets, grenades); unspecified is the
    weapon's own ammunition kind, else its plain range.
    """
    follow_up: ArrayerFollowUp | None
    """ARRAYER: whether, and at whom, to take the extra attacks of a weapon that attacks again on
    downing an enemy (the greatsword; ruling A26). Absent: the nearest enemy in reach, as before.
    """
    off_hand_weapon_id: str
    """`tiered` dual wield (ruling T3): the off-hand melee weapon (Weapon.id, or "unarmed") used with
    weapon_id: 2d20 keep the best, the lower of the two skills, the lower Tier.
    """
    thrown: bool
    """`tiered`: throw weapon_id, a one-handed melee weapon (Main-/Off-Hand Thrown, 5 tiles). It
    leaves the thrower's weapons (a stack with an ammunition count loses one); the game may
    recover it.
    """
    stealth_attack: bool
    """`tiered`: the free stealth attack against a target holding the attacker's stealth flag
    (ruling T6): the defender rolls nothing; it does not count against the turn's actions.
    """
    target_position: Position | None
    """`tiered` siege weapons: fire at a tile, wall, door or other stationary object instead of
    target_id (ruling T8). Stationary targets roll nothing. With target_id, thrown, stealth_attack
    or off_hand_weapon_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS, naming that field).
    """
    crew_ids: tuple[str, ...]
    """`tiered` siege weapons: the other combatants crewing it (ruling T8: ceil(Tier / 2) in all).
    With any other weapon it is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
    """
    defender_off_hand_weapon_id: str
    """`tiered`: the defender dual wields, defending with its defence weapon (defence_weapon_id, else
    its best Main-Hand Melee weapon or bare hands) and this off-hand one (2d20 keep the best),
    which it may only do against an attack from within its melee reach. Its shield then subtracts
    nothing (ruling T15). The pair is checked as offHandWeaponId's is: FAILED_PRECONDITION
    DUAL_WIELD_NEEDS_ONE_HANDED, WRONG_HAND (this one not in the off hand, or defence_weapon_id
    in it), WEAPON_BROKEN or BODY_BELOW_TIER.
    """
    defence_weapon_id: str
    """`tiered`: the defender's weapon (Weapon.id, or "unarmed") that goes with its defence skill
    and counterattacks with it when it wins, if it is a melee weapon that reaches the attacker
    (ruling T11). Empty: the highest-Tier usable weapon the defender has for the skill (none: it
    only dodges). INVALID_ARGUMENT UNKNOWN_WEAPON if not carried; FAILED_PRECONDITION
    WEAPON_NOT_FOR_SKILL (T11) if it does not go with defence_skill, WEAPON_BROKEN, WRONG_HAND or
    BODY_BELOW_TIER if it cannot be used. Like defence_skill and defender_off_hand_weapon_id it is
    checked on every attack, also where the defender rolls nothing (a guaranteed hit, T5, or a
    stealth attack, T6).
    """

    def __init__(
        self,
        attacker_id: str,
        target_id: str,
        weapon_id: str = "",
        critical_target: CriticalTarget | None = None,
        defender_critical_target: CriticalTarget | None = None,
        defence_skill: TieredSkill | None = None,
        killing_blow: bool = False,
        mount_target: ArrayerMountTarget | None = None,
        use_alternate: bool = False,
        entangle: bool = False,
        extra_target_ids: tuple[str, ...] = (),
        ammunition: AmmunitionKind | None = None,
        follow_up: ArrayerFollowUp | None = None,
        off_hand_weapon_id: str = "",
        thrown: bool = False,
        stealth_attack: bool = False,
        target_position: Position | None = None,
        crew_ids: tuple[str, ...] = (),
        defender_off_hand_weapon_id: str = "",
        defence_weapon_id: str = "",
    ) -> None:
        self.attacker_id = attacker_id
        self.target_id = target_id
        self.weapon_id = weapon_id
        self.critical_target = critical_target
        self.defender_critical_target = defender_critical_target
        self.defence_skill = defence_skill
        self.killing_blow = killing_blow
        self.mount_target = mount_target
        self.use_alternate = use_alternate
        self.entangle = entangle
        self.extra_target_ids = extra_target_ids
        self.ammunition = ammunition
        self.follow_up = follow_up
        self.off_hand_weapon_id = off_hand_weapon_id
        self.thrown = thrown
        self.stealth_attack = stealth_attack
        self.target_position = target_position
        self.crew_ids = crew_ids
        self.defender_off_hand_weapon_id = defender_off_hand_weapon_id
        self.defence_weapon_id = defence_weapon_id

    def field_values(self) -> tuple[object, ...]:
        return (
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.critical_target,
            self.defender_critical_target,
            self.defence_skill,
            self.killing_blow,
            self.mount_target,
            self.use_alternate,
            self.entangle,
            self.extra_target_ids,
            self.ammunition,
            self.follow_up,
            self.off_hand_weapon_id,
            self.thrown,
            self.stealth_attack,
            self.target_position,
            self.crew_ids,
            self.defender_off_hand_weapon_id,
            self.defence_weapon_id,
        )

    kind: ClassVar[str] = "attack"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "attacker_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.attacker_id

    def _copy(self) -> Attack:
        return Attack(
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.critical_target,
            self.defender_critical_target,
            self.defence_skill,
            self.killing_blow,
            self.mount_target,
            self.use_alternate,
            self.entangle,
            self.extra_target_ids,
            self.ammunition,
            self.follow_up,
            self.off_hand_weapon_id,
            self.thrown,
            self.stealth_attack,
            self.target_position,
            self.crew_ids,
            self.defender_off_hand_weapon_id,
            self.defence_weapon_id,
        )

    def with_attacker_id(self, attacker_id: str) -> Attack:
        copy = self._copy()
        copy.attacker_id = attacker_id
        return copy

    def with_target_id(self, target_id: str) -> Attack:
        copy = self._copy()
        copy.target_id = target_id
        return copy

    def with_weapon_id(self, weapon_id: str) -> Attack:
        copy = self._copy()
        copy.weapon_id = weapon_id
        return copy

    def with_critical_target(self, critical_target: CriticalTarget | None) -> Attack:
        copy = self._copy()
        copy.critical_target = critical_target
        return copy

    def with_defender_critical_target(
        self,
        defender_critical_target: CriticalTarget | None,
    ) -> Attack:
        copy = self._copy()
        copy.defender_critical_target = defender_critical_target
        return copy

    def with_defence_skill(self, defence_skill: TieredSkill | None) -> Attack:
        copy = self._copy()
        copy.defence_skill = defence_skill
        return copy

    def with_killing_blow(self, killing_blow: bool) -> Attack:
        copy = self._copy()
        copy.killing_blow = killing_blow
        return copy

    def with_mount_target(self, mount_target: ArrayerMountTarget | None) -> Attack:
        copy = self._copy()
        copy.mount_target = mount_target
        return copy

    def with_use_alternate(self, use_alternate: bool) -> Attack:
        copy = self._copy()
        copy.use_alternate = use_alternate
        return copy

    def with_entangle(self, entangle: bool) -> Attack:
        copy = self._copy()
        copy.entangle = entangle
        return copy

    def with_extra_target_ids(self, extra_target_ids: tuple[str, ...]) -> Attack:
        copy = self._copy()
        copy.extra_target_ids = extra_target_ids
        return copy

    def with_ammunition(self, ammunition: AmmunitionKind | None) -> Attack:
        copy = self._copy()
        copy.ammunition = ammunition
        return copy

    def with_follow_up(self, follow_up: ArrayerFollowUp | None) -> Attack:
        copy = self._copy()
        copy.follow_up = follow_up
        return copy

    def with_off_hand_weapon_id(self, off_hand_weapon_id: str) -> Attack:
        copy = self._copy()
        copy.off_hand_weapon_id = off_hand_weapon_id
        return copy

    def with_thrown(self, thrown: bool) -> Attack:
        copy = self._copy()
        copy.thrown = thrown
        return copy

    def with_stealth_attack(self, stealth_attack: bool) -> Attack:
        copy = self._copy()
        copy.stealth_attack = stealth_attack
        return copy

    def with_target_position(self, target_position: Position | None) -> Attack:
        copy = self._copy()
        copy.target_position = target_position
        return copy

    def with_crew_ids(self, crew_ids: tuple[str, ...]) -> Attack:
        copy = self._copy()
        copy.crew_ids = crew_ids
        return copy

    def with_defender_off_hand_weapon_id(self, defender_off_hand_weapon_id: str) -> Attack:
        copy = self._copy()
        copy.defender_off_hand_weapon_id = defender_off_hand_weapon_id
        return copy

    def with_defence_weapon_id(self, defence_weapon_id: str) -> Attack:
        copy = self._copy()
        copy.defence_weapon_id = defence_weapon_id
        return copy


#: One thing a combatant does.
#:
#: Field numbers of the oneof: 1-9 for kinds both rulesets use, 10-29 for ARRAYER-only kinds,
#: 30-49 for `tiered`-only kinds.
Action = (
    Attack
    | Move
    | ArrayerAftermath
    | ArrayerNightlyRest
    | ArrayerEscape
    | ArrayerRollWeaponType
    | ArrayerShortRest
    | Reload
    | StealthCheck
    | SetTrap
    | BreakFree
    | DisarmTrap
    | TrapForFood
    | LocateStealthed
)
