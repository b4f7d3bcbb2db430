"""Movement on the grid, shared by both rulesets: how far a combatant may move, which squares are
free, moving along a path (the Move action) and the MOVE trace event."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engine.actions import Move
from engine.board import Board
from engine.errors import InvalidRequestError, RuleRefusal
from engine.state import Combatant, Position, Ruleset
from engine.trace import EventKind, TraceEvent

__all__ = [
    "StepCheck",
    "allowance",
    "check_move",
    "fallen_squares",
    "move_along",
    "occupied_squares",
    "resolve_move",
    "square_is_free",
]

#: A ruleset's own test of one step of a Move (mover, from, to, the step's request field); it
#: raises a RuleRefusal to refuse the move (ARRAYER: a mancatcher's hold).
StepCheck = Callable[[Combatant, Position, Position, str], None]


def allowance(board: Board, combatant: Combatant) -> int:
    """Squares the combatant may move in one move: ARRAYER's default_move (the document sets no
    rate), `tiered` the combatant's move or the default (ruling T2)."""
    if board.ruleset is Ruleset.ARRAYER:
        return board.arrayer_rules.default_move
    move = combatant.tiered.move if combatant.tiered else None
    return board.tiered_rules.default_move if move is None else move


def occupied_squares(board: Board, mover_id: str) -> set[Position]:
    """Squares where a living combatant other than the mover stands."""
    return {
        c.position
        for c in board.combatants.values()
        if c.position is not None and c.id != mover_id and not c.conditions.dead
    }


def fallen_squares(board: Board, mover_id: str) -> set[Position]:
    """Squares of living combatants down by their ruleset's rule (A11, S5; not routed ones, who
    still stand): a move may pass over them but not end there (the dead no longer count)."""
    return {
        c.position
        for c in board.combatants.values()
        if c.position is not None
        and c.id != mover_id
        and not c.conditions.dead
        and not c.conditions.routed
        and board.is_down(c)
    }


def square_is_free(board: Board, square: Position, occupied: set[Position]) -> bool:
    """On the grid, no obstacle, nobody standing there."""
    battlefield = board.state.battlefield
    return (
        (battlefield is None or battlefield.contains(square))
        and square not in board.obstacles
        and square not in occupied
    )


def move_along(
    board: Board, combatant: Combatant, path: tuple[Position, ...], toward: str = ""
) -> tuple[Combatant, TraceEvent]:
    """Put the combatant at the end of ``path`` (already checked) and describe the move."""
    end = path[-1]
    moved = dataclasses.replace(combatant, position=end)
    board.put(moved)
    aim = f" toward {toward}" if toward else ""
    event = TraceEvent(
        EventKind.MOVE,
        board.round,
        combatant.id,
        toward,
        path=path,
        summary=f"{combatant.id} moves {len(path)}{aim}, to ({end.x}, {end.y})",
    )
    return moved, event


def check_move(
    board: Board, move: Move, field: str, check_step: StepCheck | None = None
) -> Combatant:
    """Check a Move action (every step adjacent and free, within the combatant's movement, and
    passing ``check_step`` if given); return the mover."""
    mover = board.actor(move.combatant_id, f"{field}.combatant_id")
    if mover.position is None:
        raise InvalidRequestError(
            f"{mover.id!r} has no position to move from",
            reason="NO_POSITION",
            field=f"{field}.combatant_id",
        )
    if not move.path:
        raise InvalidRequestError("a move needs a path", reason="EMPTY_PATH", field=f"{field}.path")
    conditions = mover.conditions
    if conditions.immobilised_rounds > 0 or conditions.entanglement is not None:
        why = "immobilised" if conditions.immobilised_rounds > 0 else "entangled"
        raise RuleRefusal(
            f"{mover.id!r} is {why} and cannot move",
            reason="CANNOT_MOVE",
            field=f"{field}.combatant_id",
            ruling="T7" if why == "immobilised" else "",
        )
    limit = allowance(board, mover)
    if len(move.path) > limit:
        raise RuleRefusal(
            f"a path of {len(move.path)} squares is longer than {mover.id!r}'s movement ({limit})",
            reason="MOVE_TOO_FAR",
            field=f"{field}.path",
            ruling="T2" if board.ruleset is Ruleset.TIERED else "",
        )
    occupied = occupied_squares(board, mover.id)
    passing = occupied - fallen_squares(board, mover.id)  # bodies can be stepped over
    here = mover.position
    for i, square in enumerate(move.path):
        where = f"{field}.path[{i}]"
        if here.distance(square) != 1:
            raise InvalidRequestError(
                f"square ({square.x}, {square.y}) is not adjacent to ({here.x}, {here.y})",
                reason="PATH_NOT_ADJACENT",
                field=where,
            )
        last = i == len(move.path) - 1
        if not square_is_free(board, square, occupied if last else passing):
            if last and square_is_free(board, square, passing):
                raise RuleRefusal(
                    f"square ({square.x}, {square.y}) holds a fallen combatant: a move may pass "
                    "over it but not end there",
                    reason="PATH_ENDS_ON_FALLEN",
                    field=where,
                )
            raise RuleRefusal(
                f"square ({square.x}, {square.y}) is blocked", reason="PATH_BLOCKED", field=where
            )
        if check_step is not None:
            check_step(mover, here, square, where)
        here = square
    return mover


def resolve_move(board: Board, move: Move, field: str) -> tuple[TraceEvent, ...]:
    """Resolve a Move action: every step adjacent and free, within the combatant's movement."""
    mover = check_move(board, move, field)
    _, event = move_along(board, mover, move.path)
    return (event,)
