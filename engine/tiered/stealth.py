"""Stealth (ruling T6): the stealth check that flags opponents the character is obscured from
(T13), a flagged combatant's attempt to locate the stealthed one (T18), and the flags' expiry at
the start of the stealthed combatant's next turn, when full cover keeps it stealthed (T14). The
stealth attack itself is an attack form (engine/tiered/attack.py)."""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import LocateStealthed, StealthCheck
from engine.board import Board
from engine.dice import DiceSource, DiePurpose
from engine.errors import InvalidRequestError, RuleRefusal
from engine.results import LocateStealthedResult, StealthCheckResult
from engine.state import Combatant
from engine.tiered.forms import traits
from engine.tiered.sight import behind, sees
from engine.trace import Condition, ConditionChange, EventKind, Outcome, Total, TraceEvent, total

__all__ = ["drop_flags", "expire_stealth", "resolve_locate", "resolve_stealth_check"]


def _score(name: str, combatant: Combatant, face: int) -> Total:
    stats = traits(combatant)
    return total(
        name, ("stealth", stats.skills.stealth), ("presence", stats.presence), ("roll", face)
    )


def _declared(board: Board, check: StealthCheck, actor: Combatant, field: str) -> set[str]:
    """The ids ``obscured_from_ids`` declares (T13): known combatants other than the actor, each
    named once."""
    declared: set[str] = set()
    for i, watcher_id in enumerate(check.obscured_from_ids):
        where = f"{field}.obscured_from_ids[{i}]"
        watcher = board.get(watcher_id, where)
        if watcher.id == actor.id:
            raise InvalidRequestError(
                f"{actor.id!r} cannot be obscured from itself", reason="SELF_TARGET", field=where
            )
        if watcher.id in declared:
            raise InvalidRequestError(
                f"{watcher_id!r} is named twice", reason="DUPLICATE_ID", field=where
            )
        declared.add(watcher.id)
    return declared


def _obscured(board: Board, actor: Combatant, watcher: Combatant, declared: set[str]) -> bool:
    """T13: terrain blocks ``watcher``'s sight of ``actor`` (T9's line, obstacles only), or the
    actor stands behind it, or the request declares it obscured from it."""
    return watcher.id in declared or not sees(board, watcher, actor) or behind(actor, watcher)


def _targets(board: Board, check: StealthCheck, actor: Combatant, field: str) -> list[Combatant]:
    """The opponents rolled against: the named ones, each of which the actor must be obscured
    from (NOT_OBSCURED); else those within the stealth range it is obscured from, refused when
    there are none (T13)."""
    declared = _declared(board, check, actor, field)
    if check.target_ids:
        chosen: list[Combatant] = []
        for i, target_id in enumerate(check.target_ids):
            where = f"{field}.target_ids[{i}]"
            target = board.target(actor, target_id, where)
            if target in chosen:
                raise InvalidRequestError(
                    f"{target_id!r} is named twice", reason="DUPLICATE_ID", field=where
                )
            if not _obscured(board, actor, target, declared):
                raise RuleRefusal(
                    f"{actor.id!r} is not obscured from {target.id!r}: no terrain blocks its "
                    "sight, it is not behind it, and obscured_from_ids does not name it",
                    reason="NOT_OBSCURED",
                    field=where,
                    ruling="T13",
                )
            chosen.append(target)
        return chosen
    limit = board.tiered_rules.stealth_range
    near = [
        c
        for c in board.combatants.values()
        if c.side_id != actor.side_id
        and not board.is_down(c)
        and (board.distance(actor, c) or 0) <= limit
    ]
    if not near:
        raise InvalidRequestError(
            f"no opponent within {limit} tiles of {actor.id!r} to hide from",
            reason="NO_STEALTH_TARGETS",
            field=f"{field}.target_ids",
        )
    hidden = [c for c in near if _obscured(board, actor, c, declared)]
    if not hidden:
        names = ", ".join(repr(c.id) for c in near)
        raise RuleRefusal(
            f"{actor.id!r} is obscured from none of the opponents within {limit} tiles ({names}): "
            "no terrain blocks their sight, it is behind none of them, and obscured_from_ids "
            "names none",
            reason="NOT_OBSCURED",
            field=f"{field}.combatant_id",
            ruling="T13",
        )
    return hidden


def resolve_stealth_check(
    board: Board, check: StealthCheck, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Stealth + Presence + d20 against the Stealth + Presence + d20 of each opponent the
    initiator is obscured from (T13; one d20 for the group with ``group_defence``). Every opponent
    with a lower total holds the initiator's stealth flag; the initiator is stealthed when at
    least one does (T6, S4: ties flag nobody)."""
    actor = board.actor(check.combatant_id, f"{field}.combatant_id")
    targets = _targets(board, check, actor, field)
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
                    current.with_conditions(current.conditions.with_stealth_flagged_by(flags))
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
                rulings=("T6", "T13"),
                summary=f"{target.id} ({defence.value}) {verb} {actor.id}",
            )
        )
    hidden = flagged > 0
    current = board.combatants[actor.id]
    own_changes: tuple[ConditionChange, ...] = ()
    if hidden and not current.conditions.stealthed:
        board.put(current.with_conditions(current.conditions.with_stealthed(True)))
        own_changes = (ConditionChange(actor.id, Condition.STEALTHED, True),)
    holders = tuple(
        c.id for c in board.combatants.values() if actor.id in c.conditions.stealth_flagged_by
    )
    board.record(StealthCheckResult(board.combatants[actor.id].conditions.stealthed, holders))
    head = TraceEvent(
        EventKind.STEALTH_CHECK,
        board.round,
        actor.id,
        dice=(own,),
        totals=(score,),
        outcome=Outcome.SUCCESS if hidden else Outcome.FAILURE,
        condition_changes=own_changes,
        rulings=("T6", "T13"),
        summary=f"{actor.id} rolls stealth {score.value}: hidden from {flagged} of {len(targets)}",
    )
    return (head, *target_events)


def drop_flags(
    board: Board, stealthed_id: str, loses: Callable[[Combatant], bool], *, covered: bool = False
) -> list[ConditionChange]:
    """Every holder of ``stealthed_id``'s flag for which ``loses`` is true loses it; the
    stealthed combatant stays stealthed only while someone still holds one (T6), or while it is
    ``covered``: fully behind cover (T14)."""
    changes = []
    still_flagged = False
    for other in list(board.combatants.values()):
        if stealthed_id not in other.conditions.stealth_flagged_by:
            continue
        if not loses(other):
            still_flagged = True
            continue
        flags = tuple(f for f in other.conditions.stealth_flagged_by if f != stealthed_id)
        board.put(other.with_conditions(other.conditions.with_stealth_flagged_by(flags)))
        changes.append(ConditionChange(other.id, Condition.STEALTH_FLAGGED, False))
    own = board.combatants[stealthed_id]
    if own.conditions.stealthed and not still_flagged and not covered:
        board.put(own.with_conditions(own.conditions.with_stealthed(False)))
        changes.append(ConditionChange(stealthed_id, Condition.STEALTHED, False))
    return changes


def resolve_locate(
    board: Board, locate: LocateStealthed, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A flagged combatant tries to locate the stealthed one (T18): Stealth + Presence + d20 on
    both sides. A higher total removes the locator's flag; a tie or a lower one changes nothing
    (S4)."""
    actor = board.actor(locate.combatant_id, f"{field}.combatant_id")
    target = board.get(locate.target_id, f"{field}.target_id")
    if target.id not in actor.conditions.stealth_flagged_by:
        raise RuleRefusal(
            f"{actor.id!r} holds no stealth flag of {target.id!r}: it sees it already",
            reason="NO_STEALTH_FLAG",
            field=f"{field}.target_id",
            ruling="T18",
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
    board.record(LocateStealthedResult(outcome is Outcome.SUCCESS))
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
            rulings=("T18", "S4"),
            summary=f"{actor.id} ({search.value}) {verb} {target.id} ({stealth.value})",
        ),
    )


def _covered(board: Board, combatant: Combatant) -> bool:
    """T14: terrain blocks every standing opponent's sight of the combatant (fully behind cover;
    unknown positions see)."""
    return all(
        not sees(board, other, combatant)
        for other in board.combatants.values()
        if other.side_id != combatant.side_id and not board.is_down(other)
    )


def expire_stealth(board: Board, combatant_id: str) -> TraceEvent | None:
    """T6: at the start of its turn a stealthed combatant's flags lapse and it is no longer
    stealthed (a new check, its first action, hides it again), unless it begins the turn fully
    behind cover: then it stays stealthed without a check, though its flags still lapse (T14)."""
    combatant = board.combatants[combatant_id]
    hidden = combatant.conditions.stealthed and _covered(board, combatant)
    changes = drop_flags(board, combatant_id, lambda _: True, covered=hidden)
    if not changes:
        return None
    summary = f"{combatant_id}'s stealth flags lapse at the start of its turn"
    if hidden:
        summary += "; fully behind cover, it stays stealthed"
    return TraceEvent(
        EventKind.CONDITION_LAPSES,
        board.round,
        combatant_id,
        condition_changes=tuple(changes),
        rulings=("T6", "T14") if hidden else ("T6",),
        summary=summary,
    )
