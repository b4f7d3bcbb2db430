"""A `tiered` Move (ruling T2) and the Body it takes to take siege weapons along (T8): alone, or
with porters within reach of the mover who carry them in step with it (the document's team
transport, T17)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import Move
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import InvalidRequestError, RuleRefusal
from engine.movement import check_move, follow, move_along
from engine.state import Combatant, Position
from engine.tiered.forms import traits, transport_body_needed
from engine.tiered.sight import face_moves
from engine.tiered.traps import after_move
from engine.trace import TraceEvent

__all__ = ["check_transport", "porters", "resolve_move", "walk"]


def porters(board: Board, move: Move, mover: Combatant, field: str) -> tuple[Combatant, ...]:
    """The combatants ``move.porter_ids`` names: each another standing combatant of the mover's
    side, named once, within TieredRules.porter_reach tiles of the mover (T17: they need not touch
    it). Whether they can move is the shared movement check's (engine/movement.py)."""
    reach = board.tiered_rules.porter_reach
    found: list[Combatant] = []
    for i, porter_id in enumerate(move.porter_ids):
        where = f"{field}.porter_ids[{i}]"
        porter = board.actor(porter_id, where)
        if porter.id == mover.id or any(p.id == porter.id for p in found):
            raise InvalidRequestError(
                f"{porter_id!r} cannot be a porter of {mover.id!r}: it is the mover or named twice",
                reason="BAD_PORTER",
                field=where,
            )
        if porter.side_id != mover.side_id:
            raise RuleRefusal(
                f"{porter_id!r} (side {porter.side_id!r}) is not on {mover.id!r}'s side "
                f"({mover.side_id!r})",
                reason="PORTER_NOT_ALLIED",
                field=where,
                ruling="T8",
            )
        distance = board.distance(porter, mover)
        if distance is not None and distance > reach:
            assert porter.position is not None and mover.position is not None
            raise RuleRefusal(
                f"{porter_id!r} at ({porter.position.x}, {porter.position.y}) is {distance} tiles "
                f"from {mover.id!r} at ({mover.position.x}, {mover.position.y}): porters carry "
                f"from at most {reach}",
                reason="PORTER_TOO_FAR",
                field=where,
                ruling="T17",
            )
        found.append(porter)
    return tuple(found)


def check_transport(mover: Combatant, carriers: tuple[Combatant, ...], field: str) -> None:
    """T8: refuse a move when the Body of the mover and its porters is below the transport Body
    (4 x Tier) of the siege weapons any of them carries (each goes where its holder goes), and
    porters with no siege weapon to carry."""
    group = (mover, *carriers)
    needed = sum(transport_body_needed(c) for c in group)
    if carriers and not needed:
        raise RuleRefusal(
            f"no siege weapon for porters to carry: neither {mover.id!r} nor its porters hold one",
            reason="NOTHING_TO_CARRY",
            field=f"{field}.porter_ids",
            ruling="T8",
        )
    bodies = [traits(c).body for c in group]
    body = sum(bodies)
    if needed <= body:
        return
    who, load = f"{mover.id!r} has Body {body}", "its siege weapon"
    if carriers:
        names = ", ".join(repr(c.id) for c in group)
        who = f"{names} have Body {body} ({' + '.join(map(str, bodies))})"
        load = "the group's siege weapons"
    raise RuleRefusal(
        f"{who}, below the total Body {needed} (4 x Tier) needed to move {load}",
        reason="SIEGE_TOO_HEAVY",
        field=f"{field}.combatant_id",
        ruling="T8",
    )


def resolve_move(board: Board, move: Move, dice: DiceSource, field: str) -> tuple[TraceEvent, ...]:
    """A `tiered` Move: the mover and its porters (all or none) walk the path in step, each
    keeping its offset from the mover, then meet the traps on their way and face their last step
    (walk). Porters move as part of the mover's action: it costs them nothing."""
    mover = board.actor(move.combatant_id, f"{field}.combatant_id")
    carriers = porters(board, move, mover, field)
    check_transport(mover, carriers, field)
    check_move(board, move, field, porters=carriers)
    assert mover.position is not None, "check_move refuses a mover without a position"
    starts: list[Position] = []
    moves: list[TraceEvent] = []
    # T8, T17: a carried move says who carries, on the bearer's event and each porter's.
    rulings = ("T8", "T17") if carriers else ()
    count = len(carriers)
    for who in (mover, *carriers):
        assert who.position is not None, "check_move refuses a porter without a position"
        starts.append(who.position)
        if not carriers:
            note = ""
        elif who is mover:
            note = f", with {count} {'porter' if count == 1 else 'porters'} carrying"
        else:
            note = f", carrying for {mover.id}"
        _, event = move_along(
            board,
            who,
            follow(move.path, mover.position, who.position),
            note=note,
            rulings=rulings,
        )
        moves.append(event)
    return tuple(walk(board, moves, dice, starts))


def walk(
    board: Board, moves: Sequence[TraceEvent], dice: DiceSource, starts: Sequence[Position]
) -> list[TraceEvent]:
    """The movers of ``moves`` (who started at ``starts``) meet the traps on their way
    (engine/tiered/traps.py), then each faces the direction of its last step (T13)."""
    events = after_move(board, moves, dice, starts)
    face_moves(board, events, [move.actor_id for move in moves], starts)
    return events
