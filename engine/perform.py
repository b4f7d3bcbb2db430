"""Dispatch an action to the rules of the encounter's ruleset."""

from __future__ import annotations

from engine.actions import Action, Attack, Move
from engine.arrayer import moving as arrayer_moving
from engine.arrayer import perform as arrayer
from engine.arrayer.attack import resolve_attack
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import InvalidRequestError
from engine.state import Ruleset
from engine.tiered import perform as tiered
from engine.trace import TraceEvent

__all__ = ["perform"]


def perform(board: Board, action: Action, dice: DiceSource, field: str) -> tuple[TraceEvent, ...]:
    """Apply ``action`` to ``board``; ``field`` is the action's path in the request."""
    if board.ruleset is Ruleset.TIERED and action.kind in arrayer.KINDS:
        raise InvalidRequestError(
            f"{action.kind} is an ARRAYER action, not allowed in a tiered encounter",
            reason="RULESET_MISMATCH",
            field=f"{field}.{action.kind}",
        )
    if board.ruleset is Ruleset.TIERED:
        return tiered.perform(board, action, dice, field)
    if isinstance(action, Attack):
        return resolve_attack(board, action, dice, f"{field}.attack")
    if isinstance(action, Move):
        return arrayer_moving.resolve_move(board, action, dice, f"{field}.move")
    if isinstance(action, arrayer.ArrayerAction):
        return arrayer.perform(board, action, dice, field)
    if action.kind in tiered.KINDS:
        raise InvalidRequestError(
            f"{action.kind} is a `tiered` action, not allowed in an arrayer encounter",
            reason="RULESET_MISMATCH",
            field=f"{field}.{action.kind}",
        )
    raise AssertionError(f"unhandled action kind: {type(action).__name__}")  # pragma: no cover
