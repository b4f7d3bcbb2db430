"""What an action did, typed: the result a game reads to update its view without the trace.

Mirrors ``arbiter.v1.ActionResult`` (proto/arbiter/v1/result.proto); enum values equal the proto
numbers. The rules code builds each result where it decides it, beside the trace event that
explains it (engine/board.py collects them): a response carries it at every trace detail, so
nothing a game needs exists only in the trace.

An attack is a list of strikes (the main target, then any further blow the same action strikes:
a blunderbuss's spread, an arquebus's targets behind, a greatsword's follow-up, a `tiered`
counterattack), so a rule adding or removing a kind of further blow adds a strike, not a field.
"""

from __future__ import annotations

import enum
from typing import final

from engine.actions import CriticalTarget
from engine.state import (
    ArrayerMishapResult,
    ArrayerWeaponType,
    ArrayerWound,
    MoraleTrigger,
    Position,
)
from engine.trace import Condition, ConditionChange, Damage, HpChange, Outcome
from engine.values import Value

__all__ = [
    "ActionResult",
    "AftermathResult",
    "AftermathVerdict",
    "AttackResult",
    "BreakFreeResult",
    "CriticalResult",
    "DisarmTrapResult",
    "EscapeResult",
    "Healing",
    "KnockBack",
    "LocateStealthedResult",
    "MishapResult",
    "MoraleCheckResult",
    "MoveResult",
    "MoveStop",
    "MovedCombatant",
    "NightlyRestResult",
    "ReloadResult",
    "RestCheck",
    "RollWeaponTypeResult",
    "SetTrapResult",
    "ShortRestResult",
    "StealthCheckResult",
    "StrikeKind",
    "StrikeResult",
    "TrapCatch",
    "TrapForFoodResult",
    "attack_result",
]


class StrikeKind(enum.IntEnum):
    """Why a strike of an attack happened."""

    PRIMARY = 1
    """The attack's own target (or, `tiered` siege, its stationary target)."""
    FOLLOW_UP = 20
    """ARRAYER greatsword: the attack again, on downing an enemy."""
    SPREAD = 21
    """ARRAYER blunderbuss: a further target adjacent to the first."""
    BEHIND = 22
    """ARRAYER arquebus: a target behind one the shot downed (over-penetration)."""
    COUNTERATTACK = 40
    """`tiered`: the defender won within its reach and struck back (T3)."""


@final
class KnockBack(Value):
    """ARRAYER quarterstaff (A7, A8): the Physique save, the metres the blow throws the target,
    and the squares it actually moved (fewer when something is in the way) to ``position``."""

    FIELDS = ("saved", "distance", "squares", "position")
    __slots__ = FIELDS

    saved: bool
    distance: int
    squares: int
    position: Position | None

    def __init__(self, saved: bool, distance: int, squares: int, position: Position | None) -> None:
        self.saved = saved
        self.distance = distance
        self.squares = squares
        self.position = position

    def field_values(self) -> tuple[object, ...]:
        return (self.saved, self.distance, self.squares, self.position)


@final
class StrikeResult(Value):
    """One blow on one target: how it came out and what it did to that target.

    ``hp_before``/``hp_after`` are the target's (its horse's when ``mount``); equal when nothing
    was dealt. ``conditions`` are those the target gained. ``target_position`` is a `tiered`
    siege shot's stationary target (``target_id`` then empty).
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
        "conditions",
        "killed",
        "knock_back",
        "mount",
        "dodged",
        "target_position",
    )
    __slots__ = FIELDS

    kind: StrikeKind
    attacker_id: str
    target_id: str
    weapon_id: str
    outcome: Outcome
    damage: int
    hp_before: int
    hp_after: int
    downed: bool
    conditions: tuple[Condition, ...]
    killed: bool
    knock_back: KnockBack | None
    mount: bool
    dodged: bool
    target_position: Position | None

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
        conditions: tuple[Condition, ...] = (),
        killed: bool = False,
        knock_back: KnockBack | None = None,
        mount: bool = False,
        dodged: bool = False,
        target_position: Position | None = None,
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
        self.conditions = conditions
        self.killed = killed
        self.knock_back = knock_back
        self.mount = mount
        self.dodged = dodged
        self.target_position = target_position

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
            self.conditions,
            self.killed,
            self.knock_back,
            self.mount,
            self.dodged,
            self.target_position,
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
            self.conditions,
            self.killed,
            self.knock_back,
            self.mount,
            self.dodged,
            self.target_position,
        )

    def with_conditions(self, conditions: tuple[Condition, ...]) -> StrikeResult:
        copy = self._copy()
        copy.conditions = conditions
        return copy

    def with_dodged(self, dodged: bool) -> StrikeResult:
        copy = self._copy()
        copy.dodged = dodged
        return copy

    def with_kind(self, kind: StrikeKind) -> StrikeResult:
        copy = self._copy()
        copy.kind = kind
        return copy

    def with_knock_back(self, knock_back: KnockBack | None) -> StrikeResult:
        copy = self._copy()
        copy.knock_back = knock_back
        return copy

    def with_mount(self, mount: bool) -> StrikeResult:
        copy = self._copy()
        copy.mount = mount
        return copy

    @classmethod
    def of(
        cls,
        kind: StrikeKind,
        attacker_id: str,
        target_id: str,
        weapon_id: str,
        outcome: Outcome,
        *,
        hp: HpChange | int,
        changes: tuple[ConditionChange, ...] = (),
        damage: int = 0,
    ) -> StrikeResult:
        """A strike from what applying it reported: the HP change (or, when nothing was dealt,
        the target's HP) and the condition changes (trace.Damage)."""
        before, after = (hp, hp) if isinstance(hp, int) else (hp.before, hp.after)
        if not changes:  # most blows change no condition: skip the scan
            return cls(kind, attacker_id, target_id, weapon_id, outcome, damage, before, after)
        gained = tuple(c.condition for c in changes if c.active and c.combatant_id == target_id)
        downed, killed = Condition.DOWNED in gained, Condition.DEAD in gained
        return cls(
            kind,
            attacker_id,
            target_id,
            weapon_id,
            outcome,
            damage,
            before,
            after,
            downed,
            gained,
            killed,
        )

    @classmethod
    def hit(
        cls,
        kind: StrikeKind,
        attacker_id: str,
        target_id: str,
        weapon_id: str,
        *,
        damage: int,
        hurt: Damage,
    ) -> StrikeResult:
        """A damaging hit of ``damage``, from what applying it reported (Board.damage)."""
        return cls.of(
            kind,
            attacker_id,
            target_id,
            weapon_id,
            Outcome.HIT,
            hp=hurt.hp_change,
            changes=hurt.condition_changes,
            damage=damage,
        )

    def gaining(self, *conditions: Condition) -> StrikeResult:
        """This strike, its target having gained ``conditions`` too (a weapon effect after it)."""
        new = tuple(c for c in conditions if c not in self.conditions)
        return self.with_conditions((*self.conditions, *new))

    def as_follow_up(self) -> StrikeResult:
        """This strike, struck by an attack made again (greatsword): its primary becomes a
        follow-up; the further strikes it led to keep their kind."""
        if self.kind is not StrikeKind.PRIMARY:
            return self
        return self.with_kind(StrikeKind.FOLLOW_UP)


@final
class CriticalResult(Value):
    """`tiered` (T4): a winner's natural 20 (``fumble`` False) or a roller's natural 1 lowering a
    Tier of ``combatant_id``'s (``degraded``: armour, shield or weapon), or, bare-handed, hurting
    it (``degraded`` None, ``damage`` and HP set)."""

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
    combatant_id: str
    fumble: bool
    degraded: CriticalTarget | None
    tier_before: int
    tier_after: int
    damage: int
    hp_before: int
    hp_after: int

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
class MishapResult(Value):
    """ARRAYER gunpowder mishap (A6): the table's result, and any damage to the user."""

    FIELDS = ("result", "damage", "hp_before", "hp_after")
    __slots__ = FIELDS

    result: ArrayerMishapResult
    damage: int
    hp_before: int
    hp_after: int

    def __init__(
        self, result: ArrayerMishapResult, damage: int = 0, hp_before: int = 0, hp_after: int = 0
    ) -> None:
        self.result = result
        self.damage = damage
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.result, self.damage, self.hp_before, self.hp_after)


@final
class AttackResult(Value):
    """An Attack: its strikes in the order resolved (the primary first); `tiered` criticals;
    ARRAYER gunpowder's mishap and whether the attacker's weapon broke."""

    FIELDS = ("strikes", "criticals", "mishap", "weapon_broken")
    __slots__ = FIELDS

    strikes: tuple[StrikeResult, ...]
    criticals: tuple[CriticalResult, ...]
    mishap: MishapResult | None
    weapon_broken: bool

    def __init__(
        self,
        strikes: tuple[StrikeResult, ...],
        criticals: tuple[CriticalResult, ...] = (),
        mishap: MishapResult | None = None,
        weapon_broken: bool = False,
    ) -> None:
        self.strikes = strikes
        self.criticals = criticals
        self.mishap = mishap
        self.weapon_broken = weapon_broken

    def field_values(self) -> tuple[object, ...]:
        return (self.strikes, self.criticals, self.mishap, self.weapon_broken)


class MoveStop(enum.IntEnum):
    """What ended a move."""

    NONE = 1
    """Nothing: the whole path was walked."""
    TRAP = 40
    """`tiered`: a trap caught the mover or one of its porters (T7)."""


@final
class MovedCombatant(Value):
    """A combatant who moved with the mover (a `tiered` porter, T8): where it ended, how far."""

    FIELDS = ("combatant_id", "position", "squares")
    __slots__ = FIELDS

    combatant_id: str
    position: Position | None
    squares: int

    def __init__(self, combatant_id: str, position: Position | None, squares: int) -> None:
        self.combatant_id = combatant_id
        self.position = position
        self.squares = squares

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.position, self.squares)


@final
class TrapCatch(Value):
    """`tiered` (T7): the trap that caught a mover: damage and rounds immobilised."""

    FIELDS = ("trap_id", "combatant_id", "damage", "hp_before", "hp_after", "immobilised_rounds")
    __slots__ = FIELDS

    trap_id: str
    combatant_id: str
    damage: int
    hp_before: int
    hp_after: int
    immobilised_rounds: int

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
class MoveResult(Value):
    """A Move: where the mover ended and how many squares it moved, what stopped it
    (``stopped_by_id``: the trap), and, `tiered`, what the trap did and where the porters ended
    (T7, T8). (A lone ARRAYER move is never intercepted: interceptions belong to a round's
    movement phase, A18.)"""

    FIELDS = ("position", "squares", "stop", "stopped_by_id", "trap_catch", "porters")
    __slots__ = FIELDS

    position: Position | None
    squares: int
    stop: MoveStop
    stopped_by_id: str
    trap_catch: TrapCatch | None
    porters: tuple[MovedCombatant, ...]

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


@final
class Healing(Value):
    """HP healed (an ARRAYER blood bath, A12)."""

    FIELDS = ("combatant_id", "hp_before", "hp_after")
    __slots__ = FIELDS

    combatant_id: str
    hp_before: int
    hp_after: int

    def __init__(self, combatant_id: str, hp_before: int, hp_after: int) -> None:
        self.combatant_id = combatant_id
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.hp_before, self.hp_after)


@final
class AftermathVerdict(Value):
    """ARRAYER (A11): one combatant's aftermath roll: KILLED, RECOVERS (to 0 HP at the next
    short rest) or WOUNDED (``wound``), at ``hp``."""

    FIELDS = ("combatant_id", "outcome", "hp", "wound")
    __slots__ = FIELDS

    combatant_id: str
    outcome: Outcome
    hp: int
    wound: ArrayerWound | None

    def __init__(
        self, combatant_id: str, outcome: Outcome, hp: int, wound: ArrayerWound | None = None
    ) -> None:
        self.combatant_id = combatant_id
        self.outcome = outcome
        self.hp = hp
        self.wound = wound

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.outcome, self.hp, self.wound)


@final
class AftermathResult(Value):
    """The Aftermath action: blood baths' healing, then a verdict per combatant below 0 HP."""

    FIELDS = ("verdicts", "blood_baths")
    __slots__ = FIELDS

    verdicts: tuple[AftermathVerdict, ...]
    blood_baths: tuple[Healing, ...]

    def __init__(
        self, verdicts: tuple[AftermathVerdict, ...], blood_baths: tuple[Healing, ...] = ()
    ) -> None:
        self.verdicts = verdicts
        self.blood_baths = blood_baths

    def field_values(self) -> tuple[object, ...]:
        return (self.verdicts, self.blood_baths)


@final
class RestCheck(Value):
    """ARRAYER (A12): one living combatant's night: the death check (made below 0 HP) and its
    healing (none for who died)."""

    FIELDS = ("combatant_id", "death_check", "died", "hp_before", "hp_after")
    __slots__ = FIELDS

    combatant_id: str
    death_check: bool
    died: bool
    hp_before: int
    hp_after: int

    def __init__(
        self, combatant_id: str, death_check: bool, died: bool, hp_before: int, hp_after: int
    ) -> None:
        self.combatant_id = combatant_id
        self.death_check = death_check
        self.died = died
        self.hp_before = hp_before
        self.hp_after = hp_after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.death_check, self.died, self.hp_before, self.hp_after)


@final
class NightlyRestResult(Value):
    """The NightlyRest action: every living combatant's night, in state order."""

    FIELDS = ("combatants",)
    __slots__ = FIELDS

    combatants: tuple[RestCheck, ...]

    def __init__(self, combatants: tuple[RestCheck, ...]) -> None:
        self.combatants = combatants

    def field_values(self) -> tuple[object, ...]:
        return (self.combatants,)


@final
class ShortRestResult(Value):
    """The ShortRest action (A24): who recovered, in state order, HP before and after."""

    FIELDS = ("recovered",)
    __slots__ = FIELDS

    recovered: tuple[Healing, ...]

    def __init__(self, recovered: tuple[Healing, ...]) -> None:
        self.recovered = recovered

    def field_values(self) -> tuple[object, ...]:
        return (self.recovered,)


@final
class EscapeResult(Value):
    """The Escape action: free of the entanglement, or still caught."""

    FIELDS = ("freed",)
    __slots__ = FIELDS

    freed: bool

    def __init__(self, freed: bool) -> None:
        self.freed = freed

    def field_values(self) -> tuple[object, ...]:
        return (self.freed,)


@final
class RollWeaponTypeResult(Value):
    """The RollWeaponType action (A4): the type rolled and its improvements now."""

    FIELDS = ("weapon_type", "improvements")
    __slots__ = FIELDS

    weapon_type: ArrayerWeaponType
    improvements: int

    def __init__(self, weapon_type: ArrayerWeaponType, improvements: int) -> None:
        self.weapon_type = weapon_type
        self.improvements = improvements

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_type, self.improvements)


@final
class ReloadResult(Value):
    """The Reload action (T2, T8): reload actions the weapon still needs (0: loaded)."""

    FIELDS = ("weapon_id", "reload_actions_needed")
    __slots__ = FIELDS

    weapon_id: str
    reload_actions_needed: int

    def __init__(self, weapon_id: str, reload_actions_needed: int) -> None:
        self.weapon_id = weapon_id
        self.reload_actions_needed = reload_actions_needed

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_id, self.reload_actions_needed)


@final
class StealthCheckResult(Value):
    """The StealthCheck action (T6): whether the initiator is stealthed, and the opponents who
    now hold its flag."""

    FIELDS = ("stealthed", "flagged_ids")
    __slots__ = FIELDS

    stealthed: bool
    flagged_ids: tuple[str, ...]

    def __init__(self, stealthed: bool, flagged_ids: tuple[str, ...]) -> None:
        self.stealthed = stealthed
        self.flagged_ids = flagged_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.stealthed, self.flagged_ids)


@final
class SetTrapResult(Value):
    """The SetTrap action (T7): the trap, its in-combat steps left, armed (no step left), and
    its difficulty (0 until the set-and-hide roll)."""

    FIELDS = ("trap_id", "setup_steps_left", "armed", "difficulty")
    __slots__ = FIELDS

    trap_id: str
    setup_steps_left: int
    armed: bool
    difficulty: int

    def __init__(self, trap_id: str, setup_steps_left: int, armed: bool, difficulty: int) -> None:
        self.trap_id = trap_id
        self.setup_steps_left = setup_steps_left
        self.armed = armed
        self.difficulty = difficulty

    def field_values(self) -> tuple[object, ...]:
        return (self.trap_id, self.setup_steps_left, self.armed, self.difficulty)


@final
class BreakFreeResult(Value):
    """The BreakFree action (T7)."""

    FIELDS = ("freed",)
    __slots__ = FIELDS

    freed: bool

    def __init__(self, freed: bool) -> None:
        self.freed = freed

    def field_values(self) -> tuple[object, ...]:
        return (self.freed,)


@final
class DisarmTrapResult(Value):
    """The DisarmTrap action (T7): the trap removed."""

    FIELDS = ("trap_id", "removed")
    __slots__ = FIELDS

    trap_id: str
    removed: bool

    def __init__(self, trap_id: str, removed: bool) -> None:
        self.trap_id = trap_id
        self.removed = removed

    def field_values(self) -> tuple[object, ...]:
        return (self.trap_id, self.removed)


@final
class TrapForFoodResult(Value):
    """The TrapForFood action (T7): the day's yields, the zone's difficulty it was against, the
    zone's successful days not yet regenerated (to send as the next day's ``successful_days``),
    and the zone's new difficulty (the next day's, with no month passed)."""

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
    food: int
    feathers: int
    cloth: int
    difficulty: int
    successful_days: int
    next_difficulty: int

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


@final
class LocateStealthedResult(Value):
    """The LocateStealthed action (T18): located (the flag dropped) or not."""

    FIELDS = ("found",)
    __slots__ = FIELDS

    found: bool

    def __init__(self, found: bool) -> None:
        self.found = found

    def field_values(self) -> tuple[object, ...]:
        return (self.found,)


@final
class MoraleCheckResult(Value):
    """ARRAYER (A15), in an encounter: a side's morale check: what set it off, its target
    (morale + modifier), the 2d6 (0 when the modifier decided without a roll), and held or
    broke."""

    FIELDS = ("side_id", "trigger", "target", "roll", "held")
    __slots__ = FIELDS

    side_id: str
    trigger: MoraleTrigger
    target: int
    roll: int
    held: bool

    def __init__(
        self, side_id: str, trigger: MoraleTrigger, target: int, roll: int, held: bool
    ) -> None:
        self.side_id = side_id
        self.trigger = trigger
        self.target = target
        self.roll = roll
        self.held = held

    def field_values(self) -> tuple[object, ...]:
        return (self.side_id, self.trigger, self.target, self.roll, self.held)


#: The result of each Action kind (same order as engine.actions.Action).
ActionResult = (
    AttackResult
    | MoveResult
    | ReloadResult
    | StealthCheckResult
    | LocateStealthedResult
    | SetTrapResult
    | BreakFreeResult
    | DisarmTrapResult
    | TrapForFoodResult
    | AftermathResult
    | NightlyRestResult
    | ShortRestResult
    | EscapeResult
    | RollWeaponTypeResult
)


def attack_result(parts: list[object], *, weapon_broken: bool = False) -> AttackResult:
    """An attack's result from the parts its rules noted on the board while it was resolved."""
    if len(parts) == 1 and isinstance(parts[0], StrikeResult):  # the common case: one blow
        return AttackResult((parts[0],), weapon_broken=weapon_broken)
    strikes: list[StrikeResult] = []
    criticals: list[CriticalResult] = []
    mishap: MishapResult | None = None
    for part in parts:  # one pass: this runs for every attack of every encounter
        if isinstance(part, StrikeResult):
            strikes.append(part)
        elif isinstance(part, CriticalResult):
            criticals.append(part)
        elif isinstance(part, MishapResult):
            mishap = part
    return AttackResult(tuple(strikes), tuple(criticals), mishap, weapon_broken)
