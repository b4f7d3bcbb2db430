"""Straight lines on the grid, shared by both rulesets: Bresenham's line between two squares
(`tiered` lines of fire and sight, ruling T9) and the same line continued beyond its end (the
ARRAYER arquebus's shot through its target, ruling A20)."""

from __future__ import annotations

from engine.state import Position, distance

__all__ = ["line", "ray"]


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


def ray(start: Position, through: Position, length: int) -> tuple[Position, ...]:
    """The line from ``start`` through ``through``, continued to ``length`` squares (Chebyshev)
    from ``start``; just ``(start,)`` when the two are the same square.

    It is the line to ``start + k * (through - start)`` for a k that reaches ``length``: every
    term of Bresenham's error scales by k, so its steps repeat those from ``start`` to
    ``through`` and the ray passes through ``through`` exactly as ``line`` does."""
    dx, dy = through.x - start.x, through.y - start.y
    span = max(abs(dx), abs(dy))
    if span == 0:
        return (start,)
    k = max(1, -(-length // span))
    squares = line(start, Position(start.x + k * dx, start.y + k * dy))
    return tuple(s for s in squares if distance(s, start) <= length)
