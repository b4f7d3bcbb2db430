"""What both rulesets' default tactics share: planning a greedy path toward an enemy and walking
it (engine/arrayer/tactic.py and engine/tiered/tactic.py decide whom to approach and what to do)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from engine.board import Board
from engine.movement import (
    allowance,
    fallen_squares,
    move_along,
    occupied_squares,
    square_is_free,
)
from engine.state import Combatant, Position

if TYPE_CHECKING:  # Play drives tactics; tactics only need its type
    from engine.play import Play

__all__ = ["move_toward", "plan_path"]


def move_toward(play: Play, combatant: Combatant, enemy: Combatant, reach: int) -> Combatant:
    """Greedy steps toward ``enemy`` until in reach, blocked, or out of movement.

    Each step goes to the free neighbouring square (engine/movement.py) that is nearest by
    Chebyshev distance, then straight-line distance, then row and column, so the path is
    deterministic. It may pass over a fallen combatant's square but never stops on one.
    Returns the combatant as it now stands.
    """
    board = play.board
    path = plan_path(board, combatant, enemy, reach)
    if not path:
        return combatant
    moved, event = move_along(board, combatant, path, toward=enemy.id)
    play.events.append(event)
    return moved


def plan_path(
    board: Board,
    combatant: Combatant,
    enemy: Combatant,
    reach: int,
    allowed: Callable[[Position, Position], bool] | None = None,
) -> tuple[Position, ...]:
    """The greedy path of ``move_toward`` (empty when the combatant cannot or need not move),
    taking only steps (from, to) that ``allowed`` accepts, if given (ARRAYER: never closer to a
    mancatcher's holder, A28)."""
    if combatant.position is None or enemy.position is None:
        return ()
    if combatant.conditions.immobilised_rounds > 0 or combatant.conditions.entanglement:
        return ()
    limit = allowance(board, combatant)
    occupied = occupied_squares(board, combatant.id)
    fallen = fallen_squares(board, combatant.id)
    passing = occupied - fallen  # bodies can be stepped over, not stopped on
    here, goal = combatant.position, enemy.position
    path: list[Position] = []
    while len(path) < limit and here.distance(goal) > reach:
        steps = [
            Position(here.x + dx, here.y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy
        ]
        options = [
            p
            for p in steps
            if p.distance(goal) < here.distance(goal)
            and square_is_free(board, p, passing)
            and (allowed is None or allowed(here, p))
        ]
        if not options:
            break
        last = len(path) + 1 == limit
        here = min(options, key=functools.partial(_step_rank, goal, reach, fallen, last))
        path.append(here)
    while path and path[-1] in fallen:  # never stop on a body: end before it
        path.pop()
    return tuple(path)


def _step_rank(
    goal: Position, reach: int, fallen: set[Position], last: bool, step: Position
) -> tuple[bool, int, int, int]:
    """Nearest by straight-line distance, then row and column; a step that may end the move
    (the last one allowed, or one reaching the enemy) avoids a fallen combatant when it can."""
    ends = last or step.distance(goal) <= reach
    return (
        ends and step in fallen,
        (step.x - goal.x) ** 2 + (step.y - goal.y) ** 2,
        step.y,
        step.x,
    )
