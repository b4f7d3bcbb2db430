"""What an action did, typed: the result a game reads to update its view without the trace.

The records are ``arbiter.v1.ActionResult``'s (engine/records/result.py, generated from
proto/arbiter/v1/result.proto). The rules code builds each result where it decides it, beside the
trace event that explains it (engine/board.py collects them): a response carries it at every trace
detail, so nothing a game needs exists only in the trace.

An attack is a list of strikes (the main target, then any further blow the same action strikes:
a blunderbuss's spread, an arquebus's targets behind, a greatsword's follow-up, a `tiered`
counterattack), so a rule adding or removing a kind of further blow adds a strike, not a field.
"""

from __future__ import annotations

from engine.records.result import (
    ActionResult,
    ArrayerAftermathResult,
    ArrayerAftermathVerdict,
    ArrayerEscapeResult,
    ArrayerHealing,
    ArrayerKnockBack,
    ArrayerMishap,
    ArrayerMoraleCheck,
    ArrayerNightlyRestResult,
    ArrayerRestCheck,
    ArrayerRollWeaponTypeResult,
    ArrayerShortRestResult,
    AttackResult,
    BreakFreeResult,
    CriticalResult,
    DisarmTrapResult,
    LocateStealthedResult,
    MovedCombatant,
    MoveResult,
    MoveStop,
    ReloadResult,
    SetTrapResult,
    StealthCheckResult,
    StrikeKind,
    StrikeResult,
    TrapCatch,
    TrapForFoodResult,
)
from engine.trace import Condition, ConditionChange, Damage, HpChange, Outcome

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
    "as_follow_up",
    "attack_result",
    "gaining",
    "hit_strike",
    "strike_result",
]


def strike_result(
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
    """A strike from what applying it reported: the HP change (or, when nothing was dealt, the
    target's HP) and the condition changes (trace.Damage)."""
    before, after = (hp, hp) if isinstance(hp, int) else (hp.before, hp.after)
    if not changes:  # most blows change no condition: skip the scan
        return StrikeResult(kind, attacker_id, target_id, weapon_id, outcome, damage, before, after)
    gained = tuple(c.condition for c in changes if c.active and c.combatant_id == target_id)
    downed, killed = Condition.DOWNED in gained, Condition.DEAD in gained
    return StrikeResult(
        kind,
        attacker_id,
        target_id,
        weapon_id,
        outcome,
        damage,
        before,
        after,
        downed,
        killed,
        conditions=gained,
    )


def hit_strike(
    kind: StrikeKind,
    attacker_id: str,
    target_id: str,
    weapon_id: str,
    *,
    damage: int,
    hurt: Damage,
) -> StrikeResult:
    """A damaging hit of ``damage``, from what applying it reported (Board.damage)."""
    return strike_result(
        kind,
        attacker_id,
        target_id,
        weapon_id,
        Outcome.HIT,
        hp=hurt.hp_change,
        changes=hurt.condition_changes,
        damage=damage,
    )


def gaining(strike: StrikeResult, *conditions: Condition) -> StrikeResult:
    """This strike, its target having gained ``conditions`` too (a weapon effect after it)."""
    new = tuple(c for c in conditions if c not in strike.conditions)
    return strike.with_conditions((*strike.conditions, *new))


def as_follow_up(strike: StrikeResult) -> StrikeResult:
    """This strike, struck by an attack made again (greatsword): its primary becomes a follow-up;
    the further strikes it led to keep their kind."""
    if strike.kind is not StrikeKind.PRIMARY:
        return strike
    return strike.with_kind(StrikeKind.FOLLOW_UP)


def attack_result(parts: list[object], *, weapon_broken: bool = False) -> AttackResult:
    """An attack's result from the parts its rules noted on the board while it was resolved."""
    if len(parts) == 1 and isinstance(parts[0], StrikeResult):  # the common case: one blow
        return AttackResult((parts[0],), weapon_broken=weapon_broken)
    strikes: list[StrikeResult] = []
    criticals: list[CriticalResult] = []
    mishap: ArrayerMishap | None = None
    for part in parts:  # one pass: this runs for every attack of every encounter
        if isinstance(part, StrikeResult):
            strikes.append(part)
        elif isinstance(part, CriticalResult):
            criticals.append(part)
        elif isinstance(part, ArrayerMishap):
            mishap = part
    return AttackResult(tuple(strikes), mishap, weapon_broken, tuple(criticals))
