"""The engine's records of arbiter/v1/result.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.records.action import CriticalTarget
from engine.records.arrayer import ArrayerMishapResult, ArrayerWound
from engine.records.state import MoraleTrigger, Position
from engine.records.trace import Condition, Outcome
from engine.records.weapon import ArrayerWeaponType
from engine.values import Value

__all__ = [
    "ActionResult",
    "ArrayerAftermathResult",
    "ArrayerAftermathVerdict",
    "ArrayerEscapeResult",
    "ArrayerHealing",
    "ArrayerKnockBack",
    "ArrayerMishap",
    "ArrayerMoraleCheck",
    "ArrayerNightlyRestResult",
    "ArrayerRestCheck",
    "ArrayerRollWeaponTypeResult",
    "ArrayerShortRestResult",
    "AttackResult",
    "BreakFreeResult",
    "CriticalResult",
    "DisarmTrapResult",
    "LocateStealthedResult",
    "MoveResult",
    "MoveStop",
    "MovedCombatant",
    "ReloadResult",
    "SetTrapResult",
    "StealthCheckResult",
    "StrikeKind",
    "StrikeResult",
    "TrapCatch",
    "TrapForFoodResult",
]


class StrikeKind(enum.IntEnum):
    """Why a strike of an attack happened. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`."""

    PRIMARY = 1
    """The attack's own target (or, `tiered` siege, its stationary target: ruling T8)."""
    FOLLOW_UP = 20
    """ARRAYER greatsword: the attack made again on downing an enemy."""
    SPREAD = 21
    """ARRAYER blunderbuss: a further target adjacent to the first (extra_target_ids)."""
    BEHIND = 22
    """ARRAYER arquebus: a target behind one the shot downed (over-penetration)."""
    COUNTERATTACK = 40
    """`tiered`: the defender won within its reach and struck the attacker back (ruling T3)."""


class MoveStop(enum.IntEnum):
    """What ended a move. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`. (An ARRAYER Move
    action is never cut short: interceptions and contested squares belong to an encounter's
    movement phase, rulings A17, A18, which reports no per-action results.)
    """

    NONE = 1
    """Nothing: the whole path was walked."""
    TRAP = 40
    """`tiered`: a trap caught the mover or one of its porters (ruling T7)."""


@final
class AttackResult(Value):
    """What an Attack did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`."""

    FIELDS = ("strikes", "mishap", "weapon_broken", "criticals")
    __slots__ = FIELDS

    strikes: tuple[StrikeResult, ...]
    """Every blow the attack struck, in the order resolved: the primary target first, then each
    further blow of the same action (StrikeKind says which). A strike that missed, tied or was
    defended is listed too, with no damage.
    """
    mishap: ArrayerMishap | None
    """ARRAYER gunpowder (ruling A6): the mishap, when the shot suffered one; unset otherwise. A
    misfire in wind or moisture is the primary strike's OUTCOME_MISFIRE instead.
    """
    weapon_broken: bool
    """ARRAYER: the attacker's weapon broke in this attack (on a miss, in melee, or in a mishap)."""
    criticals: tuple[CriticalResult, ...]
    """`tiered`: every critical of the exchange (ruling T4): natural 20s and natural 1s."""

    def __init__(
        self,
        strikes: tuple[StrikeResult, ...],
        mishap: ArrayerMishap | None = None,
        weapon_broken: bool = False,
        criticals: tuple[CriticalResult, ...] = (),
    ) -> None:
        self.strikes = strikes
        self.mishap = mishap
        self.weapon_broken = weapon_broken
        self.criticals = criticals

    def field_values(self) -> tuple[object, ...]:
        return (self.strikes, self.mishap, self.weapon_broken, self.criticals)

    kind: ClassVar[str] = "attack"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class StrikeResult(Value):
    """One blow on one target and what it did to that target. Field numbers: 1-9 and 50-59 both
    rulesets, 10-29 ARRAYER, 30-49 `tiered`.
    """

    FIELDS = (
        "kind",
        "attacker_id",
        "target_id",
        "weapon_id",
        "outcome",
        "damage",
        "hp_before",
        "hp_after",
        "downed",
        "killed",
        "knock_back",
        "mount",
        "dodged",
        "target_position",
        "conditions",
    )
    __slots__ = FIELDS

    kind: StrikeKind
    """Why it happened."""
    attacker_id: str
    """Who struck (for a counterattack, the defender)."""
    target_id: str
    """Who was struck; empty for a `tiered` siege shot at target_position."""
    weapon_id: str
    """The striker's weapon (Weapon.id; `tiered` "unarmed" for bare hands)."""
    outcome: Outcome
    """How it came out: OUTCOME_HIT, OUTCOME_MISS, OUTCOME_TIE, OUTCOME_DEFENDED (a `tiered`
    defender won but could not strike back), OUTCOME_MISFIRE (ARRAYER gunpowder, ruling A6),
    OUTCOME_KILLED (ARRAYER killing blow, ruling A5).
    """
    damage: int
    """Damage dealt (after armour, floors and caps); 0 on anything but a damaging hit."""
    hp_before: int
    """The target's HP before the blow (its horse's when mount is set)."""
    hp_after: int
    """The target's HP after it; equal to hp_before when nothing was dealt."""
    downed: bool
    """The blow took the target out of the fight (ARRAYER HP below 0, ruling A11; `tiered` 0 or
    below, ruling S5).
    """
    killed: bool
    """ARRAYER: the target was killed (a killing blow, ruling A5)."""
    knock_back: ArrayerKnockBack | None
    """ARRAYER quarterstaff: the knock-back (rulings A7, A8); unset for other weapons."""
    mount: bool
    """ARRAYER: the blow struck a horse (ruling A10): target_id names it "<rider id>/mount", as the
    trace and blood baths do, and hp_before, hp_after, downed and knock_back are the horse's.
    """
    dodged: bool
    """ARRAYER: the target's Dodge save (ruling A7) escaped a hold or an entanglement."""
    target_position: Position | None
    """`tiered` siege weapons: the stationary target shot at (ruling T8); damage is dealt to it."""
    conditions: tuple[Condition, ...]
    """Conditions the target gained from this blow and the weapon's effects (e.g. DOWNED, PRONE,
    HELD, ENTANGLED, DOSED, DEAD).
    """

    def __init__(
        self,
        kind: StrikeKind,
        attacker_id: str,
        target_id: str,
        weapon_id: str,
        outcome: Outcome,
        damage: int = 0,
        hp_before: int = 0,
        hp_after: int = 0,
        downed: bool = False,
        killed: bool = False,
        knock_back: ArrayerKnockBack | None = None,
        mount: bool = False,
        dodged: bool = False,
        target_position: Position | None = None,
        conditions: tuple[Condition, ...] = (),
    ) -> None:
        self.kind = kind
        self.attacker_id = attacker_id
        self.target_id = target_id
        self.weapon_id = weapon_id
        self.outcome = outcome
        self.damage = damage
        self.hp_before = hp_before
        self.hp_after = hp_after
        self.downed = downed
        self.killed = killed
        self.knock_back = knock_back
        self.mount = mount
        self.dodged = dodged
        self.target_position = target_position
        self.conditions = conditions

    def field_values(self) -> tuple[object, ...]:
        return (
            self.kind,
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.outcome,
            self.damage,
            self.hp_before,
            self.hp_after,
            self.downed,
            self.killed,
            self.knock_back,
            self.mount,
            self.dodged,
            self.target_position,
            self.conditions,
        )

    def _copy(self) -> StrikeResult:
        return StrikeResult(
            self.kind,
            self.attacker_id,
            self.target_id,
            self.weapon_id,
            self.outcome,
            self.damage,
            self.hp_before,
            self.hp_after,
            self.downed,
            self.killed,
            self.knock_back,
            self.mount,
            self.dodged,
            self.target_position,
            self.conditions,
        )

    def with_kind(self, kind: StrikeKind) -> StrikeResult:
        copy = self._copy()
        copy.kind = kind
        return copy

    def with_attacker_id(self, attacker_id: str) -> StrikeResult:
        copy = self._copy()
        copy.attacker_id = attacker_id
        return copy

    def with_target_id(self, target_id: str) -> StrikeResult:
        copy = self._copy()
        copy.target_id = target_id
        return copy

    def with_weapon_id(self, weapon_id: str) -> StrikeResult:
        copy = self._copy()
        copy.weapon_id = weapon_id
        return copy

    def with_outcome(self, outcome: Outcome) -> StrikeResult:
        copy = self._copy()
        copy.outcome = outcome
        return copy

    def with_damage(self, damage: int) -> StrikeResult:
        copy = self._copy()
        copy.damage = damage
        return copy

    def with_hp_before(self, hp_before: int) -> StrikeResult:
        copy = self._copy()
        copy.hp_before = hp_before
        return copy

    def with_hp_after(self, hp_after: int) -> StrikeResult:
        copy = self._copy()
        copy.hp_after = hp_after
        return copy

    def with_downed(self, downed: bool) -> StrikeResult:
        copy = self._copy()
        copy.downed = downed
        return copy

    def with_killed(self, killed: bool) -> StrikeResult:
        copy = self._copy()
        copy.killed = killed
        return copy

    def with_knock_back(self, knock_back: ArrayerKnockBack | None) -> StrikeResult:
        copy = self._copy()
        copy.knock_back = knock_back
        return copy

    def with_mount(self, mount: bool) -> StrikeResult:
        copy = self._copy()
        copy.mount = mount
        return copy

    def with_dodged(self, dodged: bool) -> StrikeResult:
        copy = self._copy()
        copy.dodged = dodged
        return copy

    def with_target_position(self, target_position: Position | None) -> StrikeResult:
        copy = self._copy()
        copy.target_position = target_position
        return copy

    def with_conditions(self, conditions: tuple[Condition, ...]) -> StrikeResult:
        copy = self._copy()
        copy.conditions = conditions
        return copy


@final
class ArrayerKnockBack(Value):
    """ARRAYER quarterstaff knock-back (rulings A7, A8): a Physique save, or thrown back
    max(0, floor(damage / 2) - Hit Dice) metres, one square per metre, straight away from the
    attacker, stopping before anything in the way.
    """

    FIELDS = ("saved", "distance", "squares", "position")
    __slots__ = FIELDS

    saved: bool
    """The Physique save succeeded: not thrown."""
    distance: int
    """Metres the blow threw the target (0 when saved)."""
    squares: int
    """Squares it actually moved (fewer than distance when something was in the way)."""
    position: Position | None
    """Where it stands after; unset when it has no position."""

    def __init__(self, saved: bool, distance: int, squares: int, position: Position | None) -> None:
        self.saved = saved
        self.distance = distance
        self.squares = squares
        self.position = position

    def field_values(self) -> tuple[object, ...]:
        return (self.saved, self.distance, self.squares, self.position)


@final
class ArrayerMishap(Value):
    """ARRAYER gunpowder mishap (ruling A6)."""

    FIELDS = ("result", "damage", "hp_before", "hp_after")
    __slots__ = FIELDS

    result: ArrayerMishapResult
    """The mishap table's result."""
    damage: int
    """Damage to the user (bursts and explosions; armour does not count)."""
    hp_before: int
    """The user's HP before."""
    hp_after: int
    """The user's HP after."""

    def __init__(
        self,
        result: ArrayerMishapResult,
        damage: int = 0,
        hp_before: int = 0,
        hp_after: int = 0,
    ) -> None:
        self.result = result
        self.damage = damage
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.result, self.damage, self.hp_before, self.hp_after)


@final
class CriticalResult(Value):
    """`tiered` critical (ruling T4): a winner's natural 20 lowering a Tier of the loser's, or a
    natural 1 lowering the roller's own weapon Tier; bare hands are hurt instead.
    """

    FIELDS = (
        "roller_id",
        "combatant_id",
        "fumble",
        "degraded",
        "tier_before",
        "tier_after",
        "damage",
        "hp_before",
        "hp_after",
    )
    __slots__ = FIELDS

    roller_id: str
    """Who rolled the natural 20 or 1."""
    combatant_id: str
    """Whose Tier was lowered, or who was hurt (the loser; the roller itself on a natural 1)."""
    fumble: bool
    """A natural 1 (the roller's own loss), not a natural 20."""
    degraded: CriticalTarget | None
    """What lost a Tier; unspecified when bare hands were hurt instead (damage is set)."""
    tier_before: int
    """Its Tier before."""
    tier_after: int
    """Its Tier after."""
    damage: int
    """Damage to bare hands (ignores armour); 0 when a Tier was lowered."""
    hp_before: int
    """The hurt combatant's HP before (0 when a Tier was lowered)."""
    hp_after: int
    """Its HP after (0 when a Tier was lowered)."""

    def __init__(
        self,
        roller_id: str,
        combatant_id: str,
        fumble: bool,
        degraded: CriticalTarget | None,
        tier_before: int = 0,
        tier_after: int = 0,
        damage: int = 0,
        hp_before: int = 0,
        hp_after: int = 0,
    ) -> None:
        self.roller_id = roller_id
        self.combatant_id = combatant_id
        self.fumble = fumble
        self.degraded = degraded
        self.tier_before = tier_before
        self.tier_after = tier_after
        self.damage = damage
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (
            self.roller_id,
            self.combatant_id,
            self.fumble,
            self.degraded,
            self.tier_before,
            self.tier_after,
            self.damage,
            self.hp_before,
            self.hp_after,
        )


@final
class MoveResult(Value):
    """What a Move did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`."""

    FIELDS = ("position", "squares", "stop", "stopped_by_id", "trap_catch", "porters")
    __slots__ = FIELDS

    position: Position | None
    """Where the mover ended."""
    squares: int
    """Squares it moved (the path's length unless something stopped it)."""
    stop: MoveStop
    """What stopped it."""
    stopped_by_id: str
    """What stopped it: the trap's id; empty for none."""
    trap_catch: TrapCatch | None
    """`tiered`: the trap that caught the mover or a porter (ruling T7); unset when none did."""
    porters: tuple[MovedCombatant, ...]
    """`tiered`: the porters who moved with the mover (ruling T8), where each ended."""

    def __init__(
        self,
        position: Position | None,
        squares: int,
        stop: MoveStop = MoveStop.NONE,
        stopped_by_id: str = "",
        trap_catch: TrapCatch | None = None,
        porters: tuple[MovedCombatant, ...] = (),
    ) -> None:
        self.position = position
        self.squares = squares
        self.stop = stop
        self.stopped_by_id = stopped_by_id
        self.trap_catch = trap_catch
        self.porters = porters

    def field_values(self) -> tuple[object, ...]:
        return (
            self.position,
            self.squares,
            self.stop,
            self.stopped_by_id,
            self.trap_catch,
            self.porters,
        )

    kind: ClassVar[str] = "move"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class TrapCatch(Value):
    """`tiered` (ruling T7): what a trap did to the mover it caught."""

    FIELDS = ("trap_id", "combatant_id", "damage", "hp_before", "hp_after", "immobilised_rounds")
    __slots__ = FIELDS

    trap_id: str
    """The trap (spent)."""
    combatant_id: str
    """Who it caught."""
    damage: int
    """Damage dealt (ignores armour)."""
    hp_before: int
    """Its HP before."""
    hp_after: int
    """Its HP after."""
    immobilised_rounds: int
    """Rounds it is immobilised."""

    def __init__(
        self,
        trap_id: str,
        combatant_id: str,
        damage: int,
        hp_before: int,
        hp_after: int,
        immobilised_rounds: int,
    ) -> None:
        self.trap_id = trap_id
        self.combatant_id = combatant_id
        self.damage = damage
        self.hp_before = hp_before
        self.hp_after = hp_after
        self.immobilised_rounds = immobilised_rounds

    def field_values(self) -> tuple[object, ...]:
        return (
            self.trap_id,
            self.combatant_id,
            self.damage,
            self.hp_before,
            self.hp_after,
            self.immobilised_rounds,
        )


@final
class MovedCombatant(Value):
    """A combatant who moved with the mover."""

    FIELDS = ("combatant_id", "position", "squares")
    __slots__ = FIELDS

    combatant_id: str
    """Who."""
    position: Position | None
    """Where it ended."""
    squares: int
    """Squares it moved."""

    def __init__(self, combatant_id: str, position: Position | None, squares: int) -> None:
        self.combatant_id = combatant_id
        self.position = position
        self.squares = squares

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.position, self.squares)


@final
class ArrayerAftermathResult(Value):
    """ARRAYER: what the aftermath did (rulings A11, A12)."""

    FIELDS = ("verdicts", "blood_baths")
    __slots__ = FIELDS

    verdicts: tuple[ArrayerAftermathVerdict, ...]
    """The verdict of each combatant below 0 HP, in state order."""
    blood_baths: tuple[ArrayerHealing, ...]
    """HP healed by blood baths (ruling A12), before the verdicts."""

    def __init__(
        self,
        verdicts: tuple[ArrayerAftermathVerdict, ...],
        blood_baths: tuple[ArrayerHealing, ...] = (),
    ) -> None:
        self.verdicts = verdicts
        self.blood_baths = blood_baths

    def field_values(self) -> tuple[object, ...]:
        return (self.verdicts, self.blood_baths)

    kind: ClassVar[str] = "aftermath"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ArrayerAftermathVerdict(Value):
    """ARRAYER (ruling A11): one combatant's aftermath roll."""

    FIELDS = ("combatant_id", "outcome", "hp", "wound")
    __slots__ = FIELDS

    combatant_id: str
    """Whose."""
    outcome: Outcome
    """OUTCOME_KILLED (dies), OUTCOME_RECOVERS (to 0 HP at the next short rest) or OUTCOME_WOUNDED."""
    hp: int
    """Its HP (below 0) when it rolled."""
    wound: ArrayerWound | None
    """The wound, for OUTCOME_WOUNDED; unset otherwise."""

    def __init__(
        self,
        combatant_id: str,
        outcome: Outcome,
        hp: int,
        wound: ArrayerWound | None = None,
    ) -> None:
        self.combatant_id = combatant_id
        self.outcome = outcome
        self.hp = hp
        self.wound = wound

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.outcome, self.hp, self.wound)


@final
class ArrayerHealing(Value):
    """ARRAYER: HP healed."""

    FIELDS = ("combatant_id", "hp_before", "hp_after")
    __slots__ = FIELDS

    combatant_id: str
    """Who healed."""
    hp_before: int
    """HP before."""
    hp_after: int
    """HP after."""

    def __init__(self, combatant_id: str, hp_before: int, hp_after: int) -> None:
        self.combatant_id = combatant_id
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.hp_before, self.hp_after)


@final
class ArrayerNightlyRestResult(Value):
    """ARRAYER: what a night of rest did (ruling A12)."""

    FIELDS = ("combatants",)
    __slots__ = FIELDS

    combatants: tuple[ArrayerRestCheck, ...]
    """Every living combatant's night, in state order."""

    def __init__(self, combatants: tuple[ArrayerRestCheck, ...]) -> None:
        self.combatants = combatants

    def field_values(self) -> tuple[object, ...]:
        return (self.combatants,)

    kind: ClassVar[str] = "nightly_rest"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ArrayerRestCheck(Value):
    """ARRAYER (ruling A12): one combatant's night."""

    FIELDS = ("combatant_id", "death_check", "died", "hp_before", "hp_after")
    __slots__ = FIELDS

    combatant_id: str
    """Whose."""
    death_check: bool
    """It was below 0 HP and made the death check."""
    died: bool
    """It died in the night (and healed nothing)."""
    hp_before: int
    """HP before the night."""
    hp_after: int
    """HP after its healing."""

    def __init__(
        self,
        combatant_id: str,
        death_check: bool,
        died: bool,
        hp_before: int,
        hp_after: int,
    ) -> None:
        self.combatant_id = combatant_id
        self.death_check = death_check
        self.died = died
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.death_check, self.died, self.hp_before, self.hp_after)


@final
class ArrayerShortRestResult(Value):
    """ARRAYER: what a short rest did (ruling A24)."""

    FIELDS = ("recovered",)
    __slots__ = FIELDS

    recovered: tuple[ArrayerHealing, ...]
    """Who recovered (marked by the aftermath to recover at the next short rest), in state order."""

    def __init__(self, recovered: tuple[ArrayerHealing, ...]) -> None:
        self.recovered = recovered

    def field_values(self) -> tuple[object, ...]:
        return (self.recovered,)

    kind: ClassVar[str] = "short_rest"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ArrayerEscapeResult(Value):
    """ARRAYER: what an escape attempt did."""

    FIELDS = ("freed",)
    __slots__ = FIELDS

    freed: bool
    """Free of the entanglement; false: still entangled."""

    def __init__(self, freed: bool) -> None:
        self.freed = freed

    def field_values(self) -> tuple[object, ...]:
        return (self.freed,)

    kind: ClassVar[str] = "escape"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ArrayerRollWeaponTypeResult(Value):
    """ARRAYER (ruling A4): what the Weapon Types roll did."""

    FIELDS = ("weapon_type", "improvements")
    __slots__ = FIELDS

    weapon_type: ArrayerWeaponType
    """The type rolled."""
    improvements: int
    """Its improvements now (unchanged at the top of the ladder)."""

    def __init__(self, weapon_type: ArrayerWeaponType, improvements: int) -> None:
        self.weapon_type = weapon_type
        self.improvements = improvements

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_type, self.improvements)

    kind: ClassVar[str] = "roll_weapon_type"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ReloadResult(Value):
    """`tiered` (rulings T2, T8): what a reload step did."""

    FIELDS = ("weapon_id", "reload_actions_needed")
    __slots__ = FIELDS

    weapon_id: str
    """The weapon reloaded."""
    reload_actions_needed: int
    """Reload actions it still needs; 0: loaded."""

    def __init__(self, weapon_id: str, reload_actions_needed: int) -> None:
        self.weapon_id = weapon_id
        self.reload_actions_needed = reload_actions_needed

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_id, self.reload_actions_needed)

    kind: ClassVar[str] = "reload"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class StealthCheckResult(Value):
    """`tiered` (ruling T6): what a stealth check did."""

    FIELDS = ("stealthed", "flagged_ids")
    __slots__ = FIELDS

    stealthed: bool
    """The initiator is now stealthed."""
    flagged_ids: tuple[str, ...]
    """The opponents who now hold its stealth flag (in state order)."""

    def __init__(self, stealthed: bool, flagged_ids: tuple[str, ...]) -> None:
        self.stealthed = stealthed
        self.flagged_ids = flagged_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.stealthed, self.flagged_ids)

    kind: ClassVar[str] = "stealth_check"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class SetTrapResult(Value):
    """`tiered` (ruling T7): what setting a trap, or one in-combat setup step, did."""

    FIELDS = ("trap_id", "setup_steps_left", "armed", "difficulty")
    __slots__ = FIELDS

    trap_id: str
    """The trap."""
    setup_steps_left: int
    """In-combat setup steps left (0 when set)."""
    armed: bool
    """Set and able to catch (no setup step left)."""
    difficulty: int
    """Its difficulty (the set-and-hide roll); 0 until that step."""

    def __init__(self, trap_id: str, setup_steps_left: int, armed: bool, difficulty: int) -> None:
        self.trap_id = trap_id
        self.setup_steps_left = setup_steps_left
        self.armed = armed
        self.difficulty = difficulty

    def field_values(self) -> tuple[object, ...]:
        return (self.trap_id, self.setup_steps_left, self.armed, self.difficulty)

    kind: ClassVar[str] = "set_trap"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class BreakFreeResult(Value):
    """`tiered` (ruling T7): what breaking free did."""

    FIELDS = ("freed",)
    __slots__ = FIELDS

    freed: bool
    """Free of the trap; false: still immobilised."""

    def __init__(self, freed: bool) -> None:
        self.freed = freed

    def field_values(self) -> tuple[object, ...]:
        return (self.freed,)

    kind: ClassVar[str] = "break_free"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class DisarmTrapResult(Value):
    """`tiered` (ruling T7): what disarming did."""

    FIELDS = ("trap_id", "removed")
    __slots__ = FIELDS

    trap_id: str
    """The trap."""
    removed: bool
    """It was removed (always, when the action is not refused)."""

    def __init__(self, trap_id: str, removed: bool) -> None:
        self.trap_id = trap_id
        self.removed = removed

    def field_values(self) -> tuple[object, ...]:
        return (self.trap_id, self.removed)

    kind: ClassVar[str] = "disarm_trap"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class TrapForFoodResult(Value):
    """`tiered` (ruling T7): what a day of trapping for food yielded."""

    FIELDS = (
        "success",
        "food",
        "feathers",
        "cloth",
        "difficulty",
        "successful_days",
        "next_difficulty",
    )
    __slots__ = FIELDS

    success: bool
    """The roll beat the zone's difficulty."""
    food: int
    """Food (1 per point over; doubled with basic tools)."""
    feathers: int
    """Feathers (5 per point over)."""
    cloth: int
    """Cloth fragments (1 per point over; doubled with basic tools)."""
    difficulty: int
    """The zone's difficulty the day was against."""
    successful_days: int
    """The zone's successful days not yet regenerated, this day's included: the next day's
    TrapForFood.successful_days (with months_elapsed 0).
    """
    next_difficulty: int
    """The zone's new difficulty: what the next day's trapping there is against (with
    months_elapsed 0); 20 on a road or in a city, which never changes.
    """

    def __init__(
        self,
        success: bool,
        food: int,
        feathers: int,
        cloth: int,
        difficulty: int,
        successful_days: int,
        next_difficulty: int,
    ) -> None:
        self.success = success
        self.food = food
        self.feathers = feathers
        self.cloth = cloth
        self.difficulty = difficulty
        self.successful_days = successful_days
        self.next_difficulty = next_difficulty

    def field_values(self) -> tuple[object, ...]:
        return (
            self.success,
            self.food,
            self.feathers,
            self.cloth,
            self.difficulty,
            self.successful_days,
            self.next_difficulty,
        )

    kind: ClassVar[str] = "trap_for_food"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class LocateStealthedResult(Value):
    """`tiered` (ruling T18): what an attempt to locate a stealthed combatant did."""

    FIELDS = ("found",)
    __slots__ = FIELDS

    found: bool
    """Located: the locator no longer holds the target's stealth flag."""

    def __init__(self, found: bool) -> None:
        self.found = found

    def field_values(self) -> tuple[object, ...]:
        return (self.found,)

    kind: ClassVar[str] = "locate_stealthed"
    """Its field in ``ActionResult`` (the name field paths give it)."""


@final
class ArrayerMoraleCheck(Value):
    """ARRAYER (ruling A15): one morale check made in an encounter."""

    FIELDS = ("side_id", "trigger", "target", "roll", "held")
    __slots__ = FIELDS

    side_id: str
    """The side that checked."""
    trigger: MoraleTrigger
    """What set it off."""
    target: int
    """Its target: morale + modifier; 2d6 at or under holds."""
    roll: int
    """The 2d6 rolled; 0 when the modifier decided without a roll."""
    held: bool
    """The side held; false: it broke and routs."""

    def __init__(
        self,
        side_id: str,
        trigger: MoraleTrigger,
        target: int,
        roll: int,
        held: bool,
    ) -> None:
        self.side_id = side_id
        self.trigger = trigger
        self.target = target
        self.roll = roll
        self.held = held

    def field_values(self) -> tuple[object, ...]:
        return (self.side_id, self.trigger, self.target, self.roll, self.held)


#: What one action did: one kind per Action kind, with the same name and field number as the
#: Action it answers (1-9 kinds both rulesets use, 10-29 ARRAYER-only, 30-49 `tiered`-only).
ActionResult = (
    AttackResult
    | MoveResult
    | ArrayerAftermathResult
    | ArrayerNightlyRestResult
    | ArrayerShortRestResult
    | ArrayerEscapeResult
    | ArrayerRollWeaponTypeResult
    | ReloadResult
    | StealthCheckResult
    | SetTrapResult
    | BreakFreeResult
    | DisarmTrapResult
    | TrapForFoodResult
    | LocateStealthedResult
)
