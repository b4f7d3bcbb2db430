"""Lines of fire and sight on the grid (ruling T9).

The line between two squares is Bresenham's. A shot (bow, crossbow, firearm, thrown weapon) is
blocked by any combatant (standing or fallen: the ruling says "any") or an obstacle on a square
strictly between shooter and target,
except squares adjacent to the shooter: the document lets a shooter fire "from the edge" of what
stands next to it. Sight (who can see a trap being set, who keeps a stealth flag after a stealth
attack) is blocked by obstacles only, with no edge exception.
"""

from __future__ import annotations

from engine.board import Board
from engine.state import Combatant, Position

__all__ = ["blocker", "line", "sees"]


def line(start: Position, end: Position) -> tuple[Position, ...]:
    """Bresenham's line from ``start`` to ``end``, both included."""
    x0, y0, x1, y1 = start.x, start.y, end.x, end.y
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    error = dx + dy
    squares = [Position(x0, y0)]
    while (x0, y0) != (x1, y1):
        doubled = 2 * error
        if doubled >= dy:
            error += dy
            x0 += sx
        if doubled <= dx:
            error += dx
            y0 += sy
        squares.append(Position(x0, y0))
    return tuple(squares)


def blocker(board: Board, shooter: Combatant, target: Combatant) -> Position | None:
    """The first square blocking the line of fire (T9), or None when it is clear (or positions
    are unknown)."""
    if shooter.position is None or target.position is None:
        return None
    occupied = {
        c.position
        for c in board.combatants.values()
        if c.position is not None and c.id not in (shooter.id, target.id)
    }
    for square in line(shooter.position, target.position)[1:-1]:
        if square.distance(shooter.position) <= 1:
            continue  # T9: the edge exception
        if square in board.obstacles or square in occupied:
            return square
    return None


def sees(board: Board, watcher: Combatant, watched: Combatant) -> bool:
    """Whether terrain leaves ``watcher`` a line of sight to ``watched``; unknown positions see."""
    if watcher.position is None or watched.position is None:
        return True
    between = line(watcher.position, watched.position)[1:-1]
    return not any(square in board.obstacles for square in between)
