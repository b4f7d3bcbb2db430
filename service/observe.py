"""Per-RPC observability shared by the servicer and the server's interceptor.

The servicer calls ``annotate`` with what it learns from the request (ruleset, seed, item counts);
the interceptor reads ``current_fields`` when the call ends and writes them into the RPC's log line.
``ResolutionCounts`` feeds the domain counters (dice rolled, actions and encounters resolved).
"""

from __future__ import annotations

import contextvars
import functools
from typing import Any

from prometheus_client import Counter

__all__ = [
    "ACTIONS_RESOLVED",
    "DICE_ROLLED",
    "HTTP_REFUSED",
    "SERVER_BUSY",
    "SIMULATION_RUNS",
    "ResolutionCounts",
    "annotate",
    "child",
    "current_fields",
    "observe_runs",
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

SIMULATION_RUNS = Counter(
    "arbiter_simulation_runs",
    "Simulate runs played, by ruleset (counted as the simulation reports its progress).",
    ["ruleset"],
)

SERVER_BUSY = Counter(
    "arbiter_server_busy",
    "Heavy calls refused at once, RESOURCE_EXHAUSTED with reason SERVER_BUSY: --max-heavy-calls "
    "were admitted already (the server is saturated; deploy/k8s alerts on their rate).",
)

HTTP_REFUSED = Counter(
    "arbiter_http_refused",
    "HTTP requests refused before any call began (service.connections.refuse_malformed), by "
    "reason: a WebSocket upgrade, Content-Length with Transfer-Encoding, a percent-encoded path, "
    "a Host not allowed (service.connections.host_guard).",
    ["reason"],
)


@functools.cache
def child(metric: Any, *labels: str) -> Any:
    """``metric.labels(*labels)``, looked up once per label tuple: ``labels()`` checks and joins
    the values and takes a lock on every call, which per call and per item added up. The cache
    holds no more than the metric itself does (one child per label tuple ever seen)."""
    return metric.labels(*labels)


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


class ResolutionCounts:
    """The resolutions completed (and their dice) while one message is answered, added to the
    counters once, when it is: an increment of prometheus_client takes a lock and a chain of
    calls, which per item came to 17k of a packed item's 160k instructions (callgrind)."""

    __slots__ = ("_counts",)

    def __init__(self) -> None:
        #: (ruleset, kind) to [resolutions, dice rolled].
        self._counts: dict[tuple[str, str], list[int]] = {}

    def add(self, ruleset: str, kind: str, dice_rolled: int) -> None:
        """Count one completed resolution and its dice."""
        counts = self._counts.get((ruleset, kind))
        if counts is None:
            self._counts[ruleset, kind] = [1, dice_rolled]
        else:
            counts[0] += 1
            counts[1] += dice_rolled

    def flush(self) -> None:
        """Add what was counted to the counters, and start again from nothing."""
        for (ruleset, kind), (resolved, dice_rolled) in self._counts.items():
            child(ACTIONS_RESOLVED, ruleset, kind).inc(resolved)
            if dice_rolled:
                child(DICE_ROLLED, ruleset).inc(dice_rolled)
        self._counts.clear()


def observe_runs(ruleset: str, runs: int, runs_done: int) -> None:
    """Count ``runs`` more Simulate runs, and note the call's ``runs_done`` for its log line."""
    child(SIMULATION_RUNS, ruleset).inc(runs)
    annotate(runs_done=runs_done)
