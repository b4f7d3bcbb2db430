"""Dispatch an ARRAYER-only action (aftermath, nightly rest, short rest, escape, Weapon Types
roll)."""

from __future__ import annotations

from engine.actions import (
    ArrayerAftermath,
    ArrayerEscape,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
    ArrayerShortRest,
)
from engine.arrayer.aftermath import (
    resolve_aftermath,
    resolve_escape,
    resolve_nightly_rest,
    resolve_roll_weapon_type,
    resolve_short_rest,
)
from engine.board import Board
from engine.dice import DiceSource
from engine.trace import TraceEvent

__all__ = ["KINDS", "ArrayerAction", "perform"]

#: ARRAYER-only actions.
ArrayerAction = (
    ArrayerAftermath | ArrayerNightlyRest | ArrayerShortRest | ArrayerEscape | ArrayerRollWeaponType
)

#: The ARRAYER-only action kinds, by their name in ``arbiter.v1.Action``.
KINDS = frozenset(
    kind.kind
    for kind in (
        ArrayerAftermath,
        ArrayerNightlyRest,
        ArrayerShortRest,
        ArrayerEscape,
        ArrayerRollWeaponType,
    )
)


def perform(
    board: Board, action: ArrayerAction, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Apply an ARRAYER-only ``action``; ``field`` is the action's path in the request."""
    where = f"{field}.{action.kind}"
    if isinstance(action, ArrayerAftermath):
        return resolve_aftermath(board, action, dice, where)
    if isinstance(action, ArrayerNightlyRest):
        return resolve_nightly_rest(board, action, dice, where)
    if isinstance(action, ArrayerShortRest):
        return resolve_short_rest(board)
    if isinstance(action, ArrayerEscape):
        return resolve_escape(board, action, dice, where)
    return resolve_roll_weapon_type(board, action, dice, where)
