"""Per-RPC observability shared by the servicer and the server's interceptor.

The servicer calls ``annotate`` with what it learns from the request (ruleset, seed, item counts);
the interceptor reads ``current_fields`` when the call ends and writes them into the RPC's log line.
``observe_resolution`` feeds the domain counters (dice rolled, actions and encounters resolved).
"""

from __future__ import annotations

import contextvars

from prometheus_client import Counter

__all__ = [
    "ACTIONS_RESOLVED",
    "DICE_ROLLED",
    "annotate",
    "current_fields",
    "observe_resolution",
    "start_fields",
]

_FIELDS: contextvars.ContextVar[dict[str, object] | None] = contextvars.ContextVar(
    "arbiter_rpc_fields", default=None
)

DICE_ROLLED = Counter(
    "arbiter_dice_rolled", "Dice rolled (or forced faces consumed), by ruleset.", ["ruleset"]
)
ACTIONS_RESOLVED = Counter(
    "arbiter_resolutions",
    "Resolutions completed, by ruleset and kind (attack, encounter, ...).",
    ["ruleset", "kind"],
)


def start_fields() -> dict[str, object]:
    """Begin a fresh set of log fields for the current RPC (called by the interceptor)."""
    fields: dict[str, object] = {}
    _FIELDS.set(fields)
    return fields


def current_fields() -> dict[str, object]:
    """The fields annotated so far in this RPC (empty outside one)."""
    return _FIELDS.get() or {}


def annotate(**fields: object) -> None:
    """Add fields to the current RPC's log line; a no-op outside an RPC."""
    current = _FIELDS.get()
    if current is not None:
        current.update(fields)


def observe_resolution(ruleset: str, kind: str, dice_rolled: int) -> None:
    """Count one completed resolution and its dice."""
    ACTIONS_RESOLVED.labels(ruleset, kind).inc()
    if dice_rolled:
        DICE_ROLLED.labels(ruleset).inc(dice_rolled)
