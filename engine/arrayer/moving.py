"""ARRAYER movement: the Move action and the tactic's approach, with what ARRAYER adds to the
ruleset-neutral engine/movement.py.

- A14: moving disrupts the reload of a weapon still holding chits.
- Mancatcher (document): a held combatant may not step closer (Chebyshev, S3) to its holder; it
  may move freely away (or sideways). "Multiple mancatchers, or pressing the target against a
  wall, can leave them trapped" (project rule): held by two or more standing combatants, or
  pressed so that no free square next to it is farther from its holder (a wall, an obstacle, the
  grid's edge, other combatants), it is trapped and cannot move at all. A hold lapses while its
  holder is down.
- Interceptions (document: "Interceptions are handled with Dexterity checks"; project rule),
  only in an encounter's movement phase: when a mover passes (enters and leaves) a square next to a
  standing enemy that has not yet taken its movement this phase nor tried an interception, that
  enemy makes a Dexterity check (d20 <= Dexterity, A7); on success the mover stops there. Enemies
  try in id order, each at most once a phase. ``ArrayerRules.interception`` turns it off.
"""

from __future__ import annotations

import dataclasses

from engine.actions import Move
from engine.arrayer.effects import save
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import RuleRefusal
from engine.movement import check_move, move_along, occupied_squares, square_is_free
from engine.state import ArrayerCombatant, Combatant, Position
from engine.trace import EventKind, Outcome, TraceEvent

__all__ = ["Phase", "disrupt_reload", "holders", "resolve_move", "travel"]


@dataclasses.dataclass(slots=True)
class Phase:
    """One movement phase: who has taken its movement, who has tried an interception."""

    moved: set[str] = dataclasses.field(default_factory=set)
    tried: set[str] = dataclasses.field(default_factory=set)


def holders(board: Board, combatant: Combatant) -> list[Combatant]:
    """The standing combatants holding ``combatant`` with a mancatcher (a hold lapses while its
    holder is down)."""
    ids = (combatant.conditions.held_by, *combatant.conditions.also_held_by)
    found = (board.combatants.get(i) for i in dict.fromkeys(ids) if i)
    return [c for c in found if c is not None and not board.is_down(c)]


def _check_trapped(board: Board, mover: Combatant, captors: list[Combatant], field: str) -> None:
    """Refuse any move when held by two or more, or when no free square next to the mover is
    farther from its one captor."""
    if len(captors) > 1:
        names = ", ".join(repr(c.id) for c in captors)
        raise RuleRefusal(
            f"{mover.id!r} is held by {names}: trapped", reason="TRAPPED", field=field
        )
    here, there = mover.position, captors[0].position
    if here is None or there is None:
        return  # off the grid nothing is closer or farther
    occupied = occupied_squares(board, mover.id)
    away = [
        Position(here.x + dx, here.y + dy)
        for dy in (-1, 0, 1)
        for dx in (-1, 0, 1)
        if (dx or dy) and Position(here.x + dx, here.y + dy).distance(there) > here.distance(there)
    ]
    if not any(square_is_free(board, square, occupied) for square in away):
        raise RuleRefusal(
            f"{mover.id!r} is held by {captors[0].id!r} with no free square farther away: trapped",
            reason="TRAPPED",
            field=field,
        )


def resolve_move(
    board: Board, move: Move, dice: DiceSource, field: str, phase: Phase | None = None
) -> tuple[TraceEvent, ...]:
    """An ARRAYER Move action (scripted or ResolveAction): the shared checks plus the mancatcher's
    hold; interceptions when played in an encounter's movement ``phase``. (Porters are
    `tiered`'s, T8: engine/perform.py refuses them here.)"""
    mover = board.actor(move.combatant_id, f"{field}.combatant_id")
    captors = holders(board, mover)
    if captors and move.path:
        _check_trapped(board, mover, captors, f"{field}.combatant_id")
    captor = captors[0] if captors else None

    def closer(who: Combatant, here: Position, square: Position, where: str) -> None:
        assert captor is not None
        if captor.position is None:
            return
        if square.distance(captor.position) < here.distance(captor.position):
            raise RuleRefusal(
                f"{who.id!r} is held by {captor.id!r} and may not move closer to it: "
                f"square ({square.x}, {square.y})",
                reason="HELD",
                field=where,
            )

    mover = check_move(board, move, field, closer if captor is not None else None)
    return travel(board, mover, move.path, dice=dice, phase=phase)


def travel(
    board: Board,
    mover: Combatant,
    path: tuple[Position, ...],
    *,
    dice: DiceSource,
    phase: Phase | None,
    toward: str = "",
) -> tuple[TraceEvent, ...]:
    """Move along a checked ``path``, stopped by an interception in a movement ``phase``; the
    move disrupts a reload (A14)."""
    events: list[TraceEvent] = []
    if phase is not None:
        if board.arrayer_rules.interception:
            path = _intercept(board, mover, path, dice=dice, phase=phase, events=events)
        phase.moved.add(mover.id)
    moved, event = move_along(board, mover, path, toward)
    events.append(event)
    disrupt_reload(board, moved)
    return tuple(events)


def _intercept(
    board: Board,
    mover: Combatant,
    path: tuple[Position, ...],
    *,
    dice: DiceSource,
    phase: Phase,
    events: list[TraceEvent],
) -> tuple[Position, ...]:
    """The path as far as the first successful interception (the last square is not passed)."""
    enemies = sorted(
        (
            c
            for c in board.combatants.values()
            if c.side_id != mover.side_id
            and c.position is not None
            and not board.is_down(c)
            and not c.conditions.prone
            and c.conditions.entanglement is None
        ),
        key=lambda c: c.id,
    )
    for i, square in enumerate(path[:-1]):
        for enemy in enemies:
            if enemy.id in phase.moved or enemy.id in phase.tried:
                continue
            assert enemy.position is not None
            if square.distance(enemy.position) != 1:
                continue
            phase.tried.add(enemy.id)
            die, stopped, line = save(board, dice, enemy, "Dexterity", f"{mover.id} slips past")
            where = f"({square.x}, {square.y})"
            events.append(
                TraceEvent(
                    EventKind.INTERCEPTION,
                    board.round,
                    enemy.id,
                    mover.id,
                    dice=(die,),
                    outcome=Outcome.SUCCESS if stopped else Outcome.FAILURE,
                    rulings=("A7",),
                    summary=f"{enemy.id} tries to intercept {mover.id} at {where}: {line}"
                    + (f": {mover.id} stops there" if stopped else ""),
                )
            )
            if stopped:
                return path[: i + 1]
    return path


def disrupt_reload(board: Board, combatant: Combatant) -> None:
    """A14: moving while a weapon holds reload chits costs this round's chit."""
    traits = combatant.arrayer or ArrayerCombatant()
    if any(w.reload_chits > 0 for w in combatant.weapons) and not traits.reload_disrupted:
        board.put(
            dataclasses.replace(
                combatant, arrayer=dataclasses.replace(traits, reload_disrupted=True)
            )
        )
