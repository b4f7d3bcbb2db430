"""The resolution trace: ordered events with every die, the terms of every total, and the rulings
applied (ruling S1). The records are ``arbiter.v1``'s trace messages (engine/records/trace.py,
generated from proto/arbiter/v1/trace.proto); this module adds how the rules build them."""

from __future__ import annotations

from typing import final

from engine.records.trace import (
    Condition,
    ConditionChange,
    EventKind,
    HpChange,
    Outcome,
    Term,
    Total,
    TraceDetail,
    TraceEvent,
)
from engine.values import Value

__all__ = [
    "Condition",
    "ConditionChange",
    "Damage",
    "EventKind",
    "HpChange",
    "Outcome",
    "Term",
    "Total",
    "TraceDetail",
    "TraceEvent",
    "total",
]


def total(name: str, *terms: tuple[str, int]) -> Total:
    """Build a Total whose value is the sum of its terms."""
    parts = tuple(Term(n, v) for n, v in terms)
    return Total(name, sum(t.value for t in parts), parts)


@final
class Damage(Value):
    """What applying damage changed (engine only: a strike and a trace event are built from it)."""

    FIELDS = ("hp_change", "condition_changes")
    __slots__ = FIELDS

    hp_change: HpChange
    condition_changes: tuple[ConditionChange, ...]

    def __init__(self, hp_change: HpChange, condition_changes: tuple[ConditionChange, ...]) -> None:
        self.hp_change = hp_change
        self.condition_changes = condition_changes

    def field_values(self) -> tuple[object, ...]:
        return (self.hp_change, self.condition_changes)
