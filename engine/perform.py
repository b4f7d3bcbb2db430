"""Dispatch an action to the rules of the encounter's ruleset."""

from __future__ import annotations

from engine.actions import Action, Attack, Move
from engine.arrayer.attack import resolve_attack
from engine.board import Board
from engine.dice import DiceSource
from engine.movement import resolve_move
from engine.state import Ruleset
from engine.tiered.exchange import resolve_exchange
from engine.trace import TraceEvent

__all__ = ["perform"]


def perform(board: Board, action: Action, dice: DiceSource, field: str) -> tuple[TraceEvent, ...]:
    """Apply ``action`` to ``board``; ``field`` is the action's path in the request."""
    if isinstance(action, Attack):
        if board.ruleset is Ruleset.ARRAYER:
            return resolve_attack(board, action, dice, f"{field}.attack")
        return resolve_exchange(board, action, dice, f"{field}.attack")
    if isinstance(action, Move):
        return resolve_move(board, action, f"{field}.move")
    raise AssertionError(f"unhandled action kind: {type(action).__name__}")  # pragma: no cover
