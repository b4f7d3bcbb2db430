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

import dataclasses
import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.actions import CriticalTarget
from engine.state import (
    ArrayerMishapResult,
    ArrayerWeaponType,
    ArrayerWound,
    MoraleTrigger,
    Position,
)
from engine.trace import Condition, ConditionChange, HpChange, Outcome

if TYPE_CHECKING:  # the board holds results; a strike only reads what the board's damage reports
    from engine.board import Damage

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


@dataclass(frozen=True, slots=True)
class KnockBack:
    """ARRAYER quarterstaff (A7, A8): the Physique save, the metres the blow throws the target,
    and the squares it actually moved (fewer when something is in the way) to ``position``."""

    saved: bool
    distance: int
    squares: int
    position: Position | None


@dataclass(frozen=True, slots=True)
class StrikeResult:
    """One blow on one target: how it came out and what it did to that target.

    ``hp_before``/``hp_after`` are the target's (its horse's when ``mount``); equal when nothing
    was dealt. ``conditions`` are those the target gained. ``target_position`` is a `tiered`
    siege shot's stationary target (``target_id`` then empty).
    """

    kind: StrikeKind
    attacker_id: str
    target_id: str
    weapon_id: str
    outcome: Outcome
    damage: int = 0
    hp_before: int = 0
    hp_after: int = 0
    downed: bool = False
    conditions: tuple[Condition, ...] = ()
    killed: bool = False
    knock_back: KnockBack | None = None
    mount: bool = False
    dodged: bool = False
    target_position: Position | None = None

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
        the target's HP) and the condition changes (board.Damage)."""
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
        return dataclasses.replace(self, conditions=(*self.conditions, *new))

    def as_follow_up(self) -> StrikeResult:
        """This strike, struck by an attack made again (greatsword): its primary becomes a
        follow-up; the further strikes it led to keep their kind."""
        if self.kind is not StrikeKind.PRIMARY:
            return self
        return dataclasses.replace(self, kind=StrikeKind.FOLLOW_UP)


@dataclass(frozen=True, slots=True)
class CriticalResult:
    """`tiered` (T4): a winner's natural 20 (``fumble`` False) or a roller's natural 1 lowering a
    Tier of ``combatant_id``'s (``degraded``: armour, shield or weapon), or, bare-handed, hurting
    it (``degraded`` None, ``damage`` and HP set)."""

    roller_id: str
    combatant_id: str
    fumble: bool
    degraded: CriticalTarget | None
    tier_before: int = 0
    tier_after: int = 0
    damage: int = 0
    hp_before: int = 0
    hp_after: int = 0


@dataclass(frozen=True, slots=True)
class MishapResult:
    """ARRAYER gunpowder mishap (A6): the table's result, and any damage to the user."""

    result: ArrayerMishapResult
    damage: int = 0
    hp_before: int = 0
    hp_after: int = 0


@dataclass(frozen=True, slots=True)
class AttackResult:
    """An Attack: its strikes in the order resolved (the primary first); `tiered` criticals;
    ARRAYER gunpowder's mishap and whether the attacker's weapon broke."""

    strikes: tuple[StrikeResult, ...]
    criticals: tuple[CriticalResult, ...] = ()
    mishap: MishapResult | None = None
    weapon_broken: bool = False


class MoveStop(enum.IntEnum):
    """What ended a move."""

    NONE = 1
    """Nothing: the whole path was walked."""
    TRAP = 40
    """`tiered`: a trap caught the mover or one of its porters (T7)."""


@dataclass(frozen=True, slots=True)
class MovedCombatant:
    """A combatant who moved with the mover (a `tiered` porter, T8): where it ended, how far."""

    combatant_id: str
    position: Position | None
    squares: int


@dataclass(frozen=True, slots=True)
class TrapCatch:
    """`tiered` (T7): the trap that caught a mover: damage and rounds immobilised."""

    trap_id: str
    combatant_id: str
    damage: int
    hp_before: int
    hp_after: int
    immobilised_rounds: int


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A Move: where the mover ended and how many squares it moved, what stopped it
    (``stopped_by_id``: the trap), and, `tiered`, what the trap did and where the porters ended
    (T7, T8). (A lone ARRAYER move is never intercepted: interceptions belong to a round's
    movement phase, A18.)"""

    position: Position | None
    squares: int
    stop: MoveStop = MoveStop.NONE
    stopped_by_id: str = ""
    trap_catch: TrapCatch | None = None
    porters: tuple[MovedCombatant, ...] = ()


@dataclass(frozen=True, slots=True)
class Healing:
    """HP healed (an ARRAYER blood bath, A12)."""

    combatant_id: str
    hp_before: int
    hp_after: int


@dataclass(frozen=True, slots=True)
class AftermathVerdict:
    """ARRAYER (A11): one combatant's aftermath roll: KILLED, RECOVERS (to 0 HP at the next
    short rest) or WOUNDED (``wound``), at ``hp``."""

    combatant_id: str
    outcome: Outcome
    hp: int
    wound: ArrayerWound | None = None


@dataclass(frozen=True, slots=True)
class AftermathResult:
    """The Aftermath action: blood baths' healing, then a verdict per combatant below 0 HP."""

    verdicts: tuple[AftermathVerdict, ...]
    blood_baths: tuple[Healing, ...] = ()


@dataclass(frozen=True, slots=True)
class RestCheck:
    """ARRAYER (A12): one living combatant's night: the death check (made below 0 HP) and its
    healing (none for who died)."""

    combatant_id: str
    death_check: bool
    died: bool
    hp_before: int
    hp_after: int


@dataclass(frozen=True, slots=True)
class NightlyRestResult:
    """The NightlyRest action: every living combatant's night, in state order."""

    combatants: tuple[RestCheck, ...]


@dataclass(frozen=True, slots=True)
class ShortRestResult:
    """The ShortRest action (A24): who recovered, in state order, HP before and after."""

    recovered: tuple[Healing, ...]


@dataclass(frozen=True, slots=True)
class EscapeResult:
    """The Escape action: free of the entanglement, or still caught."""

    freed: bool


@dataclass(frozen=True, slots=True)
class RollWeaponTypeResult:
    """The RollWeaponType action (A4): the type rolled and its improvements now."""

    weapon_type: ArrayerWeaponType
    improvements: int


@dataclass(frozen=True, slots=True)
class ReloadResult:
    """The Reload action (T2, T8): reload actions the weapon still needs (0: loaded)."""

    weapon_id: str
    reload_actions_needed: int


@dataclass(frozen=True, slots=True)
class StealthCheckResult:
    """The StealthCheck action (T6): whether the initiator is stealthed, and the opponents who
    now hold its flag."""

    stealthed: bool
    flagged_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SetTrapResult:
    """The SetTrap action (T7): the trap, its in-combat steps left, armed (no step left), and
    its difficulty (0 until the set-and-hide roll)."""

    trap_id: str
    setup_steps_left: int
    armed: bool
    difficulty: int


@dataclass(frozen=True, slots=True)
class BreakFreeResult:
    """The BreakFree action (T7)."""

    freed: bool


@dataclass(frozen=True, slots=True)
class DisarmTrapResult:
    """The DisarmTrap action (T7): the trap removed."""

    trap_id: str
    removed: bool


@dataclass(frozen=True, slots=True)
class TrapForFoodResult:
    """The TrapForFood action (T7): the day's yields, the zone's difficulty it was against, the
    zone's successful days not yet regenerated (to send as the next day's ``successful_days``),
    and the zone's new difficulty (the next day's, with no month passed)."""

    success: bool
    food: int
    feathers: int
    cloth: int
    difficulty: int
    successful_days: int
    next_difficulty: int


@dataclass(frozen=True, slots=True)
class LocateStealthedResult:
    """The LocateStealthed action (T18): located (the flag dropped) or not."""

    found: bool


@dataclass(frozen=True, slots=True)
class MoraleCheckResult:
    """ARRAYER (A15), in an encounter: a side's morale check: what set it off, its target
    (morale + modifier), the 2d6 (0 when the modifier decided without a roll), and held or
    broke."""

    side_id: str
    trigger: MoraleTrigger
    target: int
    roll: int
    held: bool


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
