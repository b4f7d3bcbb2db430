"""What both rulesets' tactics share: whom each tactic picks (``rank``, ``ward``), when a
combatant counts as hurt (``hurt``), and planning a greedy path toward an enemy or away from the
enemies and walking it (engine/arrayer/tactic.py and engine/tiered/tactic.py decide, phase by
phase or turn by turn, what to do with them; engine/play.py names the tactics)."""

from __future__ import annotations

import functools
from collections.abc import Callable

from engine.board import Board
from engine.movement import (
    allowance,
    fallen_squares,
    occupied_squares,
    square_is_free,
)
from engine.play import Play
from engine.state import Combatant, Position, distance
from engine.tactic_names import Tactic

__all__ = [
    "HOLD_GAP",
    "enemies",
    "hurt",
    "plan_away",
    "plan_path",
    "rank",
    "ward",
]

#: HOLD_AT_RANGE: a shooter steps away from an enemy nearer than this many squares, out of the
#: longest melee reach either ruleset has (2: ARRAYER's chain weapons at 2 squares, A21; `tiered`
#: 2-handed melee weapons, T3).
HOLD_GAP = 3


def enemies(board: Board, combatant: Combatant) -> list[Combatant]:
    """Standing enemies, in state order."""
    return [
        c
        for c in board.combatants.values()
        if c.side_id != combatant.side_id and not board.is_down(c)
    ]


def ward(board: Board, combatant: Combatant) -> Combatant | None:
    """PROTECT_ALLY's ally: the standing ally (not itself) with the fewest HP left; ties: the
    nearest, then the lowest id. None when it has no standing ally."""
    allies = [
        c
        for c in board.combatants.values()
        if c.side_id == combatant.side_id and c.id != combatant.id and not board.is_down(c)
    ]
    if not allies:
        return None
    return min(allies, key=lambda c: (c.hp, board.distance(combatant, c) or 0, c.id))


def rank(
    board: Board, combatant: Combatant, tactic: Tactic, candidates: list[Combatant]
) -> list[Combatant]:
    """``candidates`` (enemies) best first for ``tactic``: the nearest (ties: lowest id); under
    WEAKEST_ENEMY the fewest HP left first (then nearest, lowest id); under PROTECT_ALLY the
    nearest to the ward first (then nearest to the combatant, lowest id). The other tactics
    pick the nearest."""
    if tactic is Tactic.WEAKEST_ENEMY:
        return sorted(candidates, key=lambda c: (c.hp, board.distance(combatant, c) or 0, c.id))
    guarded = ward(board, combatant) if tactic is Tactic.PROTECT_ALLY else None
    if guarded is not None:
        return sorted(
            candidates,
            key=lambda c: (
                board.distance(guarded, c) or 0,
                board.distance(combatant, c) or 0,
                c.id,
            ),
        )
    return sorted(candidates, key=lambda c: (board.distance(combatant, c) or 0, c.id))


def hurt(play: Play, combatant: Combatant) -> bool:
    """RETREAT_WHEN_HURT's trigger: HP at or below half its ``max_hp``, or, without one, half the
    HP it had when the encounter began (a combatant that began at 0 or less never counts)."""
    base = combatant.max_hp or play.start_hp.get(combatant.id, combatant.hp)
    return base > 0 and 2 * combatant.hp <= base


def plan_path(
    board: Board,
    combatant: Combatant,
    enemy: Combatant,
    reach: int,
    allowed: Callable[[Position, Position], bool] | None = None,
) -> tuple[Position, ...]:
    """Greedy steps toward ``enemy`` until in reach, blocked, or out of movement (empty when
    the combatant cannot or need not move).

    Each step goes to the free neighbouring square (engine/movement.py) that is nearest by
    Chebyshev distance, then straight-line distance, then row and column, so the path is
    deterministic. It may pass over a fallen combatant's square but never stops on one. It
    takes only steps (from, to) that ``allowed`` accepts, if given (ARRAYER: never closer to a
    mancatcher's holder, A28)."""
    ground = _ground(board, combatant)
    if ground is None or combatant.position is None or enemy.position is None:
        return ()
    limit, passing, fallen = ground
    here, goal = combatant.position, enemy.position
    path: list[Position] = []
    while len(path) < limit and distance(here, goal) > reach:
        options = [
            p
            for p in _neighbours(here)
            if distance(p, goal) < distance(here, goal)
            and square_is_free(board, p, passing)
            and (allowed is None or allowed(here, p))
        ]
        if not options:
            break
        last = len(path) + 1 == limit
        here = min(options, key=functools.partial(_step_rank, goal, reach, fallen, last))
        path.append(here)
    return _off_bodies(path, fallen)


def _ground(board: Board, combatant: Combatant) -> tuple[int, set[Position], set[Position]] | None:
    """What planning a walk needs: the combatant's movement, the squares where someone stands
    that a step may not enter (bodies are stepped over, so not theirs), and the bodies' squares;
    None when it cannot move (immobilised or entangled)."""
    if combatant.conditions.immobilised_rounds > 0 or combatant.conditions.entanglement:
        return None
    fallen = fallen_squares(board, combatant.id)
    return allowance(board, combatant), occupied_squares(board, combatant.id) - fallen, fallen


def _neighbours(here: Position) -> list[Position]:
    """The 8 squares around ``here``, row by row."""
    return [
        Position(here.x + dx, here.y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy
    ]


def _off_bodies(path: list[Position], fallen: set[Position]) -> tuple[Position, ...]:
    """The path, ended before the bodies it would stop on (a move never ends on one)."""
    while path and path[-1] in fallen:
        path.pop()
    return tuple(path)


def _step_rank(
    goal: Position, reach: int, fallen: set[Position], last: bool, step: Position
) -> tuple[bool, int, int, int]:
    """Nearest by straight-line distance, then row and column; a step that may end the move
    (the last one allowed, or one reaching the enemy) avoids a fallen combatant when it can."""
    ends = last or distance(step, goal) <= reach
    return (
        ends and step in fallen,
        (step.x - goal.x) ** 2 + (step.y - goal.y) ** 2,
        step.y,
        step.x,
    )


def _spread(square: Position, foes: list[Position]) -> tuple[int, int]:
    """How far ``square`` is from ``foes``: the nearest (Chebyshev), then the sum of squared
    straight-line distances (away from all of them, not only the nearest)."""
    return (
        min(distance(square, f) for f in foes),
        sum((square.x - f.x) ** 2 + (square.y - f.y) ** 2 for f in foes),
    )


def plan_away(
    board: Board,
    combatant: Combatant,
    foes: list[Combatant],
    allowed: Callable[[Position, Position], bool] | None = None,
    within: tuple[Position, int] | None = None,
) -> tuple[Position, ...]:
    """Greedy steps away from ``foes`` (empty when it cannot or need not move): each step goes to
    the free neighbouring square that is farthest from them (``_spread``; ties: lowest row,
    then column) and only if that is farther than where it stands, up to its movement; only steps
    (from, to) that ``allowed`` accepts, if given, and ending no farther than ``within``'s
    distance from its square, if given (HOLD_AT_RANGE keeps its target in range). Like
    ``plan_path`` it may pass over a fallen combatant but never stops on one."""
    targets = [f.position for f in foes if f.position is not None]
    ground = _ground(board, combatant)
    if ground is None or combatant.position is None or not targets:
        return ()
    limit, passing, fallen = ground
    here = combatant.position
    path: list[Position] = []
    while len(path) < limit:
        options = [
            p
            for p in _neighbours(here)
            if square_is_free(board, p, passing)
            and (allowed is None or allowed(here, p))
            and (within is None or distance(p, within[0]) <= within[1])
        ]
        if not options:
            break
        step = max(options, key=functools.partial(_away_rank, targets))
        if _spread(step, targets) <= _spread(here, targets):
            break
        here = step
        path.append(here)
    return _off_bodies(path, fallen)


def _away_rank(foes: list[Position], square: Position) -> tuple[tuple[int, int], int, int]:
    """Farthest from ``foes`` first (``_spread``), then the lowest row, then column."""
    return _spread(square, foes), -square.y, -square.x
