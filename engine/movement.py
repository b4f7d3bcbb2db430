"""Movement on the grid, shared by both rulesets: how far a combatant may move, which squares are
free, moving along a path (the Move action) and the MOVE trace event."""

from __future__ import annotations

from collections.abc import Callable

from engine.actions import Move
from engine.board import Board
from engine.errors import InvalidRequestError, RuleRefusal
from engine.state import Combatant, Position, Ruleset, contains, distance
from engine.trace import EventKind, TraceEvent

__all__ = [
    "StepCheck",
    "allowance",
    "check_can_move",
    "check_move",
    "fallen_squares",
    "follow",
    "move_along",
    "occupied_squares",
    "square_is_free",
    "standing_at",
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


def occupied_squares(board: Board, *mover_ids: str) -> set[Position]:
    """Squares where a living combatant other than the movers (one, or a group moving together)
    stands."""
    return {
        c.position
        for c in board.combatants.values()
        if c.position is not None and c.id not in mover_ids and not c.conditions.dead
    }


def _fallen(board: Board, combatant: Combatant) -> bool:
    """Living and down by its ruleset's rule (A11, S5; not routed, routed ones still stand)."""
    conditions = combatant.conditions
    return not conditions.dead and not conditions.routed and board.is_down(combatant)


def fallen_squares(board: Board, *mover_ids: str) -> set[Position]:
    """Squares of fallen combatants other than the movers: a move may pass over them but not
    end there (the dead no longer count)."""
    return {
        c.position
        for c in board.combatants.values()
        if c.position is not None and c.id not in mover_ids and _fallen(board, c)
    }


def standing_at(board: Board, *mover_ids: str) -> dict[Position, str]:
    """Who stands on each square (living and not fallen: a body is stepped over), other than the
    movers."""
    return {
        c.position: c.id
        for c in board.combatants.values()
        if c.position is not None
        and c.id not in mover_ids
        and not c.conditions.dead
        and not _fallen(board, c)
    }


def square_is_free(board: Board, square: Position, occupied: set[Position]) -> bool:
    """On the grid, no obstacle, nobody standing there."""
    battlefield = board.state.battlefield
    return (
        (battlefield is None or contains(battlefield, square))
        and square not in board.obstacles
        and square not in occupied
    )


def move_along(
    board: Board,
    combatant: Combatant,
    path: tuple[Position, ...],
    toward: str = "",
    *,
    away: str = "",
    note: str = "",
    rulings: tuple[str, ...] = (),
) -> tuple[Combatant, TraceEvent]:
    """Put the combatant at the end of ``path`` (already checked) and describe the move; an
    empty path (ARRAYER: a mover blocked from its first step, A17) leaves it where it stands.
    ``away`` names the enemy a retreat moves away from (the summary says so; the event has no
    target then). ``note`` ends the summary (how the move went)."""
    end = path[-1] if path else combatant.position
    assert end is not None  # movers stand on the grid (check_can_move)
    moved = combatant.with_position(end)
    board.put(moved)
    aim = f" toward {toward}" if toward else f" away from {away}" if away else ""
    went = f"moves {len(path)}{aim}, to" if path else f"does not move{aim}, stays at"
    event = TraceEvent(
        EventKind.MOVE,
        board.round,
        combatant.id,
        toward,
        rulings=rulings,
        path=path,
        summary=f"{combatant.id} {went} ({end.x}, {end.y}){note}",
    )
    return moved, event


def follow(
    path: tuple[Position, ...], leader: Position, follower: Position
) -> tuple[Position, ...]:
    """The path of a combatant at ``follower`` keeping its offset from a leader at ``leader`` who
    walks ``path`` (`tiered` siege transport, T8)."""
    dx, dy = follower.x - leader.x, follower.y - leader.y
    return tuple(Position(square.x + dx, square.y + dy) for square in path)


def check_can_move(combatant: Combatant, field: str) -> Position:
    """Refuse a combatant that has no square or is held (immobilised, entangled); return its
    square."""
    if combatant.position is None:
        raise InvalidRequestError(
            f"{combatant.id!r} has no position to move from", reason="NO_POSITION", field=field
        )
    conditions = combatant.conditions
    if conditions.immobilised_rounds > 0 or conditions.entanglement is not None:
        why = "immobilised" if conditions.immobilised_rounds > 0 else "entangled"
        raise RuleRefusal(
            f"{combatant.id!r} is {why} and cannot move",
            reason="CANNOT_MOVE",
            field=field,
            ruling="T7" if why == "immobilised" else "",
        )
    return combatant.position


def _check_square(
    board: Board,
    square: Position,
    last: bool,
    squares: tuple[set[Position], set[Position]],
    *,
    where: str,
    who: str = "",
) -> None:
    """One square entered: free of everyone standing (``squares``: occupied, and occupied less
    the fallen), and of the fallen too when the move ends there."""
    occupied, passing = squares
    if square_is_free(board, square, occupied if last else passing):
        return
    whose = f"porter {who!r}: " if who else ""
    if last and square_is_free(board, square, passing):
        raise RuleRefusal(
            f"{whose}square ({square.x}, {square.y}) holds a fallen combatant: a move may pass "
            "over it but not end there",
            reason="PATH_ENDS_ON_FALLEN",
            field=where,
        )
    raise RuleRefusal(
        f"{whose}square ({square.x}, {square.y}) is blocked", reason="PATH_BLOCKED", field=where
    )


def check_move(
    board: Board,
    move: Move,
    field: str,
    check_step: StepCheck | None = None,
    *,
    porters: tuple[Combatant, ...] = (),
    passable: frozenset[str] = frozenset(),
) -> Combatant:
    """Check a Move action (every step adjacent and free, within the combatant's movement, and
    passing ``check_step`` if given); return the mover. ``porters`` (`tiered` siege transport,
    T8; who may be one is the caller's check) move with it in step, each keeping its offset:
    each must be able to move, and every square any of them enters is checked the same way,
    within each one's movement, the group's own squares counting as free. The squares of the
    ``passable`` combatants count as free too (ARRAYER: the other movers of a movement phase,
    who may have left them by the time the mover gets there; A17 decides then)."""
    mover = board.actor(move.combatant_id, f"{field}.combatant_id")
    here = check_can_move(mover, f"{field}.combatant_id")
    if not move.path:
        raise InvalidRequestError("a move needs a path", reason="EMPTY_PATH", field=f"{field}.path")
    for who, where in (
        (mover, f"{field}.path"),
        *((p, f"{field}.porter_ids[{j}]") for j, p in enumerate(porters)),
    ):
        limit = allowance(board, who)
        if len(move.path) > limit:
            raise RuleRefusal(
                f"a path of {len(move.path)} squares is longer than {who.id!r}'s movement "
                f"({limit})",
                reason="MOVE_TOO_FAR",
                field=where,
                ruling="T2" if board.ruleset is Ruleset.TIERED else "",
            )
    group = (mover.id, *(p.id for p in porters))
    occupied = occupied_squares(board, *group, *passable)
    squares = (occupied, occupied - fallen_squares(board, *group))  # bodies can be stepped over
    paths = [
        follow(move.path, here, check_can_move(p, f"{field}.porter_ids[{j}]"))
        for j, p in enumerate(porters)
    ]
    for i, square in enumerate(move.path):
        where = f"{field}.path[{i}]"
        if distance(here, square) != 1:
            raise InvalidRequestError(
                f"square ({square.x}, {square.y}) is not adjacent to ({here.x}, {here.y})",
                reason="PATH_NOT_ADJACENT",
                field=where,
            )
        last = i == len(move.path) - 1
        _check_square(board, square, last, squares, where=where)
        for j, (porter, path) in enumerate(zip(porters, paths, strict=True)):
            _check_square(
                board, path[i], last, squares, where=f"{field}.porter_ids[{j}]", who=porter.id
            )
        if check_step is not None:
            check_step(mover, here, square, where)
        here = square
    return mover
