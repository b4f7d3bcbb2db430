"""Stealth (ruling T6): the stealth check that flags opponents, a flagged combatant's attempt to
locate the stealthed one, and the flags' expiry at the start of the stealthed combatant's next
turn. The stealth attack itself is an attack form (engine/tiered/attack.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.board import Board
from engine.dice import DiceSource, DiePurpose
from engine.errors import InvalidRequestError, RuleRefusal
from engine.state import Combatant
from engine.tiered.actions import LocateStealthed, StealthCheck
from engine.tiered.forms import traits
from engine.trace import Condition, ConditionChange, EventKind, Outcome, Total, TraceEvent, total

__all__ = ["drop_flags", "expire_stealth", "resolve_locate", "resolve_stealth_check"]


def _score(name: str, combatant: Combatant, face: int) -> Total:
    stats = traits(combatant)
    return total(
        name, ("stealth", stats.skills.stealth), ("presence", stats.presence), ("roll", face)
    )


def _targets(board: Board, check: StealthCheck, actor: Combatant, field: str) -> list[Combatant]:
    if check.target_ids:
        chosen = []
        for i, target_id in enumerate(check.target_ids):
            target = board.target(actor, target_id, f"{field}.target_ids[{i}]")
            if target in chosen:
                raise InvalidRequestError(
                    f"{target_id!r} is named twice",
                    reason="DUPLICATE_ID",
                    field=f"{field}.target_ids[{i}]",
                )
            chosen.append(target)
        return chosen
    limit = board.tiered_rules.stealth_range
    return [
        c
        for c in board.combatants.values()
        if c.side_id != actor.side_id
        and not board.is_down(c)
        and (board.distance(actor, c) or 0) <= limit
    ]


def resolve_stealth_check(
    board: Board, check: StealthCheck, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Stealth + Presence + d20 against each opponent's Stealth + Presence + d20 (one d20 for the
    group with ``group_defence``). Every opponent with a lower total holds the initiator's stealth
    flag; the initiator is stealthed when at least one does (T6, S4: ties flag nobody)."""
    actor = board.actor(check.combatant_id, f"{field}.combatant_id")
    targets = _targets(board, check, actor, field)
    if not targets:
        raise InvalidRequestError(
            f"no opponent within {board.tiered_rules.stealth_range} tiles of {actor.id!r} to "
            "hide from",
            reason="NO_STEALTH_TARGETS",
            field=f"{field}.target_ids",
        )
    own = dice.roll(20, DiePurpose.STEALTH, actor.id)
    score = _score("stealth", actor, own.face)
    group = dice.roll(20, DiePurpose.STEALTH) if check.group_defence else None
    target_events: list[TraceEvent] = []
    flagged = 0
    for target in targets:
        roll = group or dice.roll(20, DiePurpose.STEALTH, target.id)
        defence = _score("defence", target, roll.face)
        changes: tuple[ConditionChange, ...] = ()
        if defence.value < score.value:
            flagged += 1
            outcome, verb = Outcome.SUCCESS, "loses sight of"
            current = board.combatants[target.id]
            if actor.id not in current.conditions.stealth_flagged_by:
                flags = (*current.conditions.stealth_flagged_by, actor.id)
                board.put(
                    dataclasses.replace(
                        current,
                        conditions=dataclasses.replace(
                            current.conditions, stealth_flagged_by=flags
                        ),
                    )
                )
                changes = (ConditionChange(target.id, Condition.STEALTH_FLAGGED, True),)
        elif defence.value == score.value:
            outcome, verb = Outcome.TIE, "ties with"
        else:
            outcome, verb = Outcome.FAILURE, "spots"
        target_events.append(
            TraceEvent(
                EventKind.STEALTH_CHECK,
                board.round,
                actor.id,
                target.id,
                dice=(roll,) if roll is not group or not target_events else (),
                totals=(defence,),
                outcome=outcome,
                condition_changes=changes,
                rulings=("T6",),
                summary=f"{target.id} ({defence.value}) {verb} {actor.id}",
            )
        )
    hidden = flagged > 0
    current = board.combatants[actor.id]
    own_changes: tuple[ConditionChange, ...] = ()
    if hidden and not current.conditions.stealthed:
        board.put(
            dataclasses.replace(
                current, conditions=dataclasses.replace(current.conditions, stealthed=True)
            )
        )
        own_changes = (ConditionChange(actor.id, Condition.STEALTHED, True),)
    head = TraceEvent(
        EventKind.STEALTH_CHECK,
        board.round,
        actor.id,
        dice=(own,),
        totals=(score,),
        outcome=Outcome.SUCCESS if hidden else Outcome.FAILURE,
        condition_changes=own_changes,
        rulings=("T6",),
        summary=f"{actor.id} rolls stealth {score.value}: hidden from {flagged} of {len(targets)}",
    )
    return (head, *target_events)


def drop_flags(
    board: Board, stealthed_id: str, loses: Callable[[Combatant], bool]
) -> list[ConditionChange]:
    """Every holder of ``stealthed_id``'s flag for which ``loses`` is true loses it; the
    stealthed combatant stays stealthed only while someone still holds one (T6)."""
    changes = []
    still_flagged = False
    for other in list(board.combatants.values()):
        if stealthed_id not in other.conditions.stealth_flagged_by:
            continue
        if not loses(other):
            still_flagged = True
            continue
        flags = tuple(f for f in other.conditions.stealth_flagged_by if f != stealthed_id)
        board.put(
            dataclasses.replace(
                other, conditions=dataclasses.replace(other.conditions, stealth_flagged_by=flags)
            )
        )
        changes.append(ConditionChange(other.id, Condition.STEALTH_FLAGGED, False))
    own = board.combatants[stealthed_id]
    if own.conditions.stealthed and not still_flagged:
        board.put(
            dataclasses.replace(
                own, conditions=dataclasses.replace(own.conditions, stealthed=False)
            )
        )
        changes.append(ConditionChange(stealthed_id, Condition.STEALTHED, False))
    return changes


def resolve_locate(
    board: Board, locate: LocateStealthed, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A flagged combatant tries to locate the stealthed one (T6; project decision awaiting a
    ruling): Stealth + Presence + d20 on both sides. A higher total takes the locator's flag
    away; a tie or a lower one changes nothing (S4)."""
    actor = board.actor(locate.combatant_id, f"{field}.combatant_id")
    target = board.get(locate.target_id, f"{field}.target_id")
    if target.id not in actor.conditions.stealth_flagged_by:
        raise RuleRefusal(
            f"{actor.id!r} holds no stealth flag of {target.id!r}: it sees it already",
            reason="NO_STEALTH_FLAG",
            field=f"{field}.target_id",
            ruling="T6",
        )
    own = dice.roll(20, DiePurpose.STEALTH, actor.id)
    theirs = dice.roll(20, DiePurpose.STEALTH, target.id)
    search = _score("search", actor, own.face)
    stealth = _score("stealth", target, theirs.face)
    changes: tuple[ConditionChange, ...] = ()
    if search.value > stealth.value:
        outcome, verb = Outcome.SUCCESS, "locates"
        changes = tuple(drop_flags(board, target.id, lambda other: other.id == actor.id))
    elif search.value == stealth.value:
        outcome, verb = Outcome.TIE, "ties with"
    else:
        outcome, verb = Outcome.FAILURE, "fails to locate"
    return (
        TraceEvent(
            EventKind.LOCATE,
            board.round,
            actor.id,
            target.id,
            dice=(own, theirs),
            totals=(search, stealth),
            outcome=outcome,
            condition_changes=changes,
            rulings=("T6", "S4"),
            summary=f"{actor.id} ({search.value}) {verb} {target.id} ({stealth.value})",
        ),
    )


def expire_stealth(board: Board, combatant_id: str) -> TraceEvent | None:
    """T6: at the start of its turn a stealthed combatant's flags lapse and it is no longer
    stealthed (a new check, its first action, hides it again)."""
    changes = drop_flags(board, combatant_id, lambda _: True)
    if not changes:
        return None
    return TraceEvent(
        EventKind.CONDITION_LAPSES,
        board.round,
        combatant_id,
        condition_changes=tuple(changes),
        rulings=("T6",),
        summary=f"{combatant_id}'s stealth flags lapse at the start of its turn",
    )
