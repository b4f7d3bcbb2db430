"""Actions a combatant can take (mirrors ``arbiter.v1.Action``)."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.actor import ByCombatant
from engine.arrayer.actions import (
    Aftermath,
    Escape,
    FollowUp,
    MountTarget,
    NightlyRest,
    RollWeaponType,
    ShortRest,
)
from engine.state import AmmunitionKind, Position, TieredSkill
from engine.tiered.actions import (
    BreakFree,
    DisarmTrap,
    LocateStealthed,
    Reload,
    SetTrap,
    StealthCheck,
    TrapForFood,
)
from engine.values import Value

__all__ = ["Action", "Attack", "CriticalTarget", "Move", "ScriptedAction"]


class CriticalTarget(enum.IntEnum):
    """What a `tiered` natural 20 degrades on the loser (ruling T4)."""

    WEAPON = 1
    """The loser's weapon (not for an unarmed winner)."""
    ARMOUR = 2
    """The loser's armour."""
    SHIELD = 3
    """The loser's shield."""


@final
class Attack(Value):
    """An attack with one weapon against one target.

    ``weapon_id`` empty means the attacker's first weapon (`tiered`: bare hands when it has none).
    ``critical_target``/``defender_critical_target`` None pick armour, then shield, then weapon.
    ``defence_skill`` is the weapon skill the defender rolls (T10); None is its best (the skill of
    ``defence_weapon_id`` when that is named). ``defence_weapon_id`` is the weapon that goes with
    it and counterattacks (T11); empty is the best the defender has for the skill.
    `tiered` options: ``off_hand_weapon_id`` dual wields, ``thrown`` throws the weapon,
    ``stealth_attack`` is the free stealth attack (T6), ``target_position`` aims a siege weapon at a
    stationary target (then ``target_id`` is empty), ``crew_ids`` crew it (T8),
    ``defender_off_hand_weapon_id`` has the defender dual wield.
    ARRAYER options: ``killing_blow`` on the unaware (A5), ``mount_target`` for a mounted attacker
    (A10), ``use_alternate`` (the weapon's alternate profile), ``entangle`` (forgo damage),
    ``extra_target_ids`` (blunderbuss spread, arquebus targets behind), ``ammunition`` (sling),
    ``follow_up`` (the greatsword's extra attacks, A26; None takes the nearest enemy in reach).
    """

    FIELDS = (
        "attacker_id",
        "target_id",
        "weapon_id",
        "critical_target",
        "defender_critical_target",
        "defence_skill",
        "off_hand_weapon_id",
        "thrown",
        "stealth_attack",
        "target_position",
        "crew_ids",
        "defender_off_hand_weapon_id",
        "defence_weapon_id",
        "killing_blow",
        "mount_target",
        "use_alternate",
        "entangle",
        "extra_target_ids",
        "ammunition",
        "follow_up",
    )
    __slots__ = FIELDS

    attacker_id: str
    target_id: str
    weapon_id: str
    critical_target: CriticalTarget | None
    defender_critical_target: CriticalTarget | None
    defence_skill: TieredSkill | None
    off_hand_weapon_id: str
    thrown: bool
    stealth_attack: bool
    target_position: Position | None
    crew_ids: tuple[str, ...]
    defender_off_hand_weapon_id: str
    defence_weapon_id: str
    killing_blow: bool
    mount_target: MountTarget | None
    use_alternate: bool
    entangle: bool
    extra_target_ids: tuple[str, ...]
    ammunition: AmmunitionKind | None
    follow_up: FollowUp | None

    def __init__(
        self,
        attacker_id: str,
        target_id: str,
        weapon_id: str = "",
        critical_target: CriticalTarget | None = None,
        defender_critical_target: CriticalTarget | None = None,
        defence_skill: TieredSkill | None = None,
        off_hand_weapon_id: str = "",
        thrown: bool = False,
        stealth_attack: bool = False,
        target_position: Position | None = None,
        crew_ids: tuple[str, ...] = (),
        defender_off_hand_weapon_id: str = "",
        defence_weapon_id: str = "",
        killing_blow: bool = False,
        mount_target: MountTarget | None = None,
        use_alternate: bool = False,
        entangle: bool = False,
        extra_target_ids: tuple[str, ...] = (),
        ammunition: AmmunitionKind | None = None,
        follow_up: FollowUp | None = None,
    ) -> None:
        self.attacker_id = attacker_id
        self.target_id = target_id
        self.weapon_id = weapon_id
        self.critical_target = critical_target
        self.defender_critical_target = defender_critical_target
        self.defence_skill = defence_skill
        self.off_hand_weapon_id = off_hand_weapon_id
        self.thrown = thrown
        self.stealth_attack = stealth_attack
        self.target_position = target_position
        self.crew_ids = crew_ids
        self.defender_off_hand_weapon_id = defender_off_hand_weapon_id
        self.defence_weapon_id = defence_weapon_id
        self.killing_blow = killing_blow
        self.mount_target = mount_target
        self.use_alternate = use_alternate
        self.entangle = entangle
        self.extra_target_ids = extra_target_ids
        self.ammunition = ammunition
        self.follow_up = follow_up

    def field_values(self) -> tuple[object, ...]:
        return (
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.critical_target,
            self.defender_critical_target,
            self.defence_skill,
            self.off_hand_weapon_id,
            self.thrown,
            self.stealth_attack,
            self.target_position,
            self.crew_ids,
            self.defender_off_hand_weapon_id,
            self.defence_weapon_id,
            self.killing_blow,
            self.mount_target,
            self.use_alternate,
            self.entangle,
            self.extra_target_ids,
            self.ammunition,
            self.follow_up,
        )

    def with_follow_up(self, follow_up: FollowUp | None) -> Attack:
        copy = self._copy()
        copy.follow_up = follow_up
        return copy

    def _copy(self) -> Attack:
        return Attack(
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.critical_target,
            self.defender_critical_target,
            self.defence_skill,
            self.off_hand_weapon_id,
            self.thrown,
            self.stealth_attack,
            self.target_position,
            self.crew_ids,
            self.defender_off_hand_weapon_id,
            self.defence_weapon_id,
            self.killing_blow,
            self.mount_target,
            self.use_alternate,
            self.entangle,
            self.extra_target_ids,
            self.ammunition,
            self.follow_up,
        )

    def with_target_id(self, target_id: str) -> Attack:
        copy = self._copy()
        copy.target_id = target_id
        return copy

    kind: ClassVar[str] = "attack"
    """The action's name in ``arbiter.v1.Action`` (for field paths)."""
    actor_field: ClassVar[str] = "attacker_id"
    """The field naming the actor."""

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.attacker_id


@final
class Move(ByCombatant):
    """A move along ``path``: adjacent squares, the first next to the mover (engine/movement.py).
    `tiered`: ``porter_ids`` carry the mover's siege weapons with it, moving in step (T8,
    engine/tiered/transport.py)."""

    FIELDS = ("combatant_id", "path", "porter_ids")
    __slots__ = FIELDS

    combatant_id: str
    path: tuple[Position, ...]
    porter_ids: tuple[str, ...]

    def __init__(
        self, combatant_id: str, path: tuple[Position, ...], porter_ids: tuple[str, ...] = ()
    ) -> None:
        self.combatant_id = combatant_id
        self.path = path
        self.porter_ids = porter_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.path, self.porter_ids)

    kind: ClassVar[str] = "move"
    """The action's name in ``arbiter.v1.Action``."""


#: Every action kind (`tiered`-only kinds are in engine/tiered/actions.py).
Action = (
    Attack
    | Move
    | Reload
    | StealthCheck
    | LocateStealthed
    | SetTrap
    | BreakFree
    | DisarmTrap
    | TrapForFood
    | Aftermath
    | NightlyRest
    | ShortRest
    | Escape
    | RollWeaponType
)


@final
class ScriptedAction(Value):
    """An action the caller chose for its actor in one round (1-based)."""

    FIELDS = ("round", "action")
    __slots__ = FIELDS

    round: int
    action: Action

    def __init__(self, round: int, action: Action) -> None:
        self.round = round
        self.action = action

    def field_values(self) -> tuple[object, ...]:
        return (self.round, self.action)
