"""ARRAYER movement: the Move action's checks and what ARRAYER adds to the ruleset-neutral
engine/movement.py. The movement phase of a round, where movers step together and may be
intercepted (A17, A18), is engine/arrayer/simultaneous.py.

- A14: moving disrupts the reload of a weapon still holding chits.
- A28, the mancatcher's hold: a held combatant may not step closer (Chebyshev, S3) to its holder;
  away or sideways is free. It is trapped, and cannot move at all, while two or more standing
  combatants hold it, or while no free square next to it (on the grid, no obstacle, nobody
  standing there: a body may be stepped over) is farther from its one holder. A hold lapses while
  its holder is down (A11), and comes back if the holder is up again.
"""

from __future__ import annotations

from typing import final

from engine.actions import Move
from engine.board import Board
from engine.errors import RuleRefusal
from engine.movement import check_move, move_along, square_is_free, standing_at
from engine.results import MoveResult
from engine.state import ArrayerCombatant, Combatant, Position, distance
from engine.trace import TraceEvent
from engine.values import Value

__all__ = ["Hold", "check_arrayer_move", "disrupt_reload", "hold", "resolve_move"]


@final
class Hold(Value):
    """The mancatcher holds on one combatant (A28), judged where everyone stands now."""

    FIELDS = ("holder", "trapped")
    __slots__ = FIELDS

    holder: Combatant
    """The standing holder it may not step closer to (the first one, when several hold it)."""
    trapped: str
    """Why it cannot move at all; empty when it may step away or sideways."""

    def __init__(self, holder: Combatant, trapped: str) -> None:
        self.holder = holder
        self.trapped = trapped

    def field_values(self) -> tuple[object, ...]:
        return (self.holder, self.trapped)

    def allows(self, here: Position, square: Position) -> bool:
        """Whether the held combatant may step from ``here`` to ``square``: not closer to its
        holder."""
        there = self.holder.position
        return there is None or distance(square, there) >= distance(here, there)


def hold(board: Board, combatant: Combatant) -> Hold | None:
    """A28: the hold on ``combatant``; None when no standing combatant holds it (a hold lapses
    while its holder is down)."""
    ids = (combatant.conditions.held_by, *combatant.conditions.also_held_by)
    found = (board.combatants.get(i) for i in dict.fromkeys(ids) if i)
    captors = [c for c in found if c is not None and not board.is_down(c)]
    if not captors:
        return None
    holder = captors[0]
    if len(captors) > 1:
        names = ", ".join(repr(c.id) for c in captors)
        return Hold(holder, f"{combatant.id!r} is held by {names}: trapped")
    here, there = combatant.position, holder.position
    if here is None or there is None:
        return Hold(holder, "")  # off the grid nothing is closer or farther
    standing = set(standing_at(board, combatant.id))
    away = (
        Position(here.x + dx, here.y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy)
        and distance(Position(here.x + dx, here.y + dy), there) > distance(here, there)
    )
    if any(square_is_free(board, square, standing) for square in away):
        return Hold(holder, "")
    return Hold(
        holder,
        f"{combatant.id!r} is held by {holder.id!r} with no free square farther away: trapped",
    )


def check_arrayer_move(
    board: Board, move: Move, field: str, passable: frozenset[str] = frozenset()
) -> Combatant:
    """Check an ARRAYER Move action: the shared checks (engine/movement.py; ``passable`` as
    there) and the mancatcher's hold (A28); return the mover. (Porters are `tiered`'s, T8:
    engine/perform.py refuses them here.)"""
    mover = board.actor(move.combatant_id, f"{field}.combatant_id")
    held = hold(board, mover)
    if held is None:
        return check_move(board, move, field, passable=passable)
    if held.trapped and move.path:
        raise RuleRefusal(
            held.trapped, reason="TRAPPED", field=f"{field}.combatant_id", ruling="A28"
        )

    def closer(who: Combatant, here: Position, square: Position, where: str) -> None:
        if not held.allows(here, square):
            raise RuleRefusal(
                f"{who.id!r} is held by {held.holder.id!r} and may not move closer to it: "
                f"square ({square.x}, {square.y})",
                reason="HELD",
                field=where,
                ruling="A28",
            )

    return check_move(board, move, field, closer, passable=passable)


def resolve_move(board: Board, move: Move, field: str) -> tuple[TraceEvent, ...]:
    """A lone ARRAYER Move action (``ResolveAction``): checked, then walked; it disrupts a
    reload (A14). Nobody intercepts it: interceptions belong to a round's movement phase (A18)."""
    mover = check_arrayer_move(board, move, field)
    moved, event = move_along(board, mover, move.path)
    disrupt_reload(board, moved)
    board.record(MoveResult(moved.position, len(move.path)))
    return (event,)


def disrupt_reload(board: Board, combatant: Combatant) -> None:
    """A14: moving while a weapon holds reload chits costs this round's chit."""
    traits = combatant.arrayer or ArrayerCombatant()
    if any(w.reload_chits > 0 for w in combatant.weapons) and not traits.reload_disrupted:
        board.put(combatant.with_arrayer(traits.with_reload_disrupted(True)))
