"""Lines of fire and sight on the grid (ruling T9), and facing: who stands behind whom (T13).

The line between two squares is Bresenham's. A shot (bow, crossbow, firearm, thrown weapon) is
blocked by any combatant (standing or fallen: the ruling says "any") or an obstacle on a square
strictly between shooter and target,
except squares adjacent to the shooter: the document lets a shooter fire "from the edge" of what
stands next to it. Sight (who can see a trap being set, who keeps a stealth flag after a stealth
attack, who a stealth check can be made against) is blocked by obstacles only, with no edge
exception.

A combatant's facing is a direction vector (dx, dy), as a game engine's Vector2Int (x columns, y
rows): the engine sets it to its last move step (one of the 8 unit directions) or, after an
attack, to the vector toward the target divided by its greatest common divisor (a target at
(+3, +1) gives (3, 1), not a rounded (1, 1); one at (+2, +2) gives (1, 1)). Another combatant is
behind it when it stands strictly inside the half-plane opposite the facing: (its square - this
square) . facing < 0. The line through the square perpendicular to the facing (dot product 0,
abeam) is not behind; without a facing nobody is (T13).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engine.board import Board
from engine.lines import line
from engine.state import Combatant, Position, distance
from engine.trace import EventKind, TraceEvent

__all__ = ["behind", "blocker", "direction", "face", "face_moves", "sees"]


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
        if distance(square, shooter.position) <= 1:
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


def direction(start: Position, end: Position) -> Position | None:
    """The facing from ``start`` toward ``end``: their difference divided by its greatest common
    divisor; None for one square."""
    dx, dy = end.x - start.x, end.y - start.y
    divisor = math.gcd(dx, dy)
    return Position(dx // divisor, dy // divisor) if divisor else None


def behind(hider: Combatant, watcher: Combatant) -> bool:
    """T13: whether ``hider`` stands behind ``watcher``, strictly inside the half-plane opposite
    the watcher's facing (abeam is not behind); unknown facing or positions are never behind."""
    facing = watcher.facing
    if facing is None or hider.position is None or watcher.position is None:
        return False
    dx, dy = hider.position.x - watcher.position.x, hider.position.y - watcher.position.y
    return dx * facing.x + dy * facing.y < 0


def face(board: Board, combatant_id: str, toward: Position | None) -> None:
    """Turn the combatant toward the square ``toward`` (its attack's target, T13); no change
    without positions or toward its own square."""
    combatant = board.combatants[combatant_id]
    if combatant.position is None or toward is None:
        return
    facing = direction(combatant.position, toward)
    if facing is not None and facing != combatant.facing:
        board.put(combatant.with_facing(facing))


def face_moves(
    board: Board, events: Sequence[TraceEvent], movers: Sequence[str], starts: Sequence[Position]
) -> None:
    """After a move (T13): each of ``movers`` (who started at ``starts``) with a MOVE event among
    ``events`` faces the direction of its last step; one whose move came to nothing keeps its
    facing."""
    start_of = dict(zip(movers, starts, strict=True))
    for event in events:
        if event.kind is not EventKind.MOVE or event.actor_id not in start_of or not event.path:
            continue
        before = event.path[-2] if len(event.path) > 1 else start_of[event.actor_id]
        combatant = board.combatants[event.actor_id]
        board.put(combatant.with_facing(direction(before, event.path[-1])))
