"""Resolve one action against an encounter state."""

from __future__ import annotations

from typing import final

from engine.actions import Action
from engine.board import Board
from engine.dice import DiceSource
from engine.perform import perform
from engine.results import ActionResult
from engine.state import EncounterState
from engine.trace import TraceDetail, TraceEvent
from engine.validate import validate_state
from engine.values import Value

__all__ = ["Resolution", "resolve_action"]


@final
class Resolution(Value):
    """The new state, the trace, how many dice were rolled, and what the action did (its
    typed result, engine/results.py)."""

    FIELDS = ("state", "events", "dice_rolled", "result")
    __slots__ = FIELDS

    state: EncounterState
    events: tuple[TraceEvent, ...]
    dice_rolled: int
    result: ActionResult

    def __init__(
        self,
        state: EncounterState,
        events: tuple[TraceEvent, ...],
        dice_rolled: int,
        result: ActionResult,
    ) -> None:
        self.state = state
        self.events = events
        self.dice_rolled = dice_rolled
        self.result = result

    def field_values(self) -> tuple[object, ...]:
        return (self.state, self.events, self.dice_rolled, self.result)


def resolve_action(
    state: EncounterState,
    action: Action,
    dice: DiceSource,
    *,
    validated: bool = False,
    detail: TraceDetail = TraceDetail.FULL,
) -> Resolution:
    """Resolve ``action`` against ``state`` with dice from ``dice``.

    Pure: the same state, action and dice give the same resolution. Raises an ArbiterError
    (InvalidRequestError, RuleRefusal, LimitExceededError, NotSupportedError) naming the request
    field at fault; nothing is half-applied, since the input state is never modified.
    ``validated``: ``state`` passed ``validate_state`` already (a batch's shared state, checked
    once for all its items), so it is not checked again; as for engine.encounter.resolve_encounter.
    ``detail``: at TraceDetail.NONE the resolution keeps no events (engine/trace.py).
    """
    if not validated:
        validate_state(state)
    board = Board(state)
    events = perform(board, action, dice, "action")
    result = board.result
    # Every action kind records its result (tests/engine/test_results.py holds each to it).
    assert result is not None, f"{action.kind} recorded no result"
    kept = events if detail != TraceDetail.NONE else ()
    return Resolution(board.to_state(), kept, dice.rolled, result)
