"""Where a call's engine work runs, and the stop check that ends it early.

Cheap work runs inline on the event loop: a hop to a thread and back costs about as much as an
attack. Work whose estimated cost reaches ``OFFLOAD_COST`` runs in one of the server's engine
threads instead, so that the loop goes on serving health checks, reflection and cheap calls
meanwhile. The estimate is known before resolving (``action_cost``, ``encounter_cost``,
``item_cost``): an upper bound in units of about one combatant's turn, or one KiB of request to
convert (0.1-0.5 ms each on the reference machine), so OFFLOAD_COST keeps an inline job to a few
milliseconds, about what an offloaded one costs the loop anyway.

Beside a busy engine thread, the GIL's switch interval bounds how long the loop waits for its turn
each time it wakes. A health check wakes it a few times, so the server lowers that interval from
CPython's 5 ms to ``SWITCH_INTERVAL`` (1 ms; measured beside 8 worst-case calls on 2 threads,
machine loaded: health p50 26 -> 5 ms, p99 140 -> 35 ms). It costs the engine threads only while
another thread waits for the GIL, a few microseconds a switch.

At most ``threads`` jobs run at once (a dedicated pool, not asyncio's default executor, which
DNS lookups and other libraries share; and every extra CPU-bound thread lengthens the loop's wait
for the GIL). The others wait for a thread in FIFO order, cancellably, so a flood of heavy calls
cannot pile up threads or queued work.

Each call's ``CallStop`` is the engine's stop check (engine/play.py): true once the call's deadline
has passed (gRPC's ``time_remaining``, Connect's Connect-Timeout-Ms) or the call was cancelled
(client gone, deadline, a shutdown's grace period over). The engine polls it before each round
and each combatant's turn, the response's trace conversion every few hundred events. When the
call's task is cancelled while its job runs, the job is told to stop and the call waits for it to
reach its next check point before ending, so the log line and metrics come once the work has
really stopped, and the thread is free for the next call.

A call running many cheap jobs inline (ResolveMany's items) yields to the loop each time they add
up to OFFLOAD_COST, so that it neither holds the loop long nor misses a cancel.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol, TypeVar

from arbiter.v1 import combat_service_pb2
from engine.errors import Stopped
from service.convert import SharedState
from service.limits import Limits
from service.observe import annotate

__all__ = [
    "DEFAULT_OFFLOAD_THREADS",
    "OFFLOAD_COST",
    "SWITCH_INTERVAL",
    "CallStop",
    "CallWork",
    "Offload",
    "action_cost",
    "encounter_cost",
    "item_cost",
    "odds_cost",
]

#: Estimated cost (see the module docstring) from which a job runs in an engine thread.
OFFLOAD_COST = 16
#: Engine threads by default: one is all the GIL lets run, a second lets a shorter heavy call
#: progress beside a long one rather than queue behind it. Each one more lengthens the loop's waits
#: for the GIL (health p99 15 ms with one thread, 35 ms with two, in the measurement above).
DEFAULT_OFFLOAD_THREADS = 2
#: The GIL switch interval (seconds) the server runs with (``sys.setswitchinterval``).
SWITCH_INTERVAL = 0.001

_KIB = 1024
_T = TypeVar("_T")


class Deadline(Protocol):
    """What a call context says of its deadline: seconds left, None when it has none (gRPC's
    ``ServicerContext.time_remaining``; the Connect route's context says the same)."""

    def time_remaining(self) -> float | None: ...


def action_cost(request: combat_service_pb2.ResolveActionRequest) -> int:
    """One action: about a turn, plus converting the state."""
    return 1 + request.ByteSize() // _KIB


def _rounds(request: combat_service_pb2.ResolveEncounterRequest, limits: Limits) -> int:
    """The rounds the encounter may last, as the server will apply them."""
    rounds = request.max_rounds if request.HasField("max_rounds") else limits.default_max_rounds
    return min(rounds, limits.max_rounds)


def encounter_cost(request: combat_service_pb2.ResolveEncounterRequest, limits: Limits) -> int:
    """Every combatant's turn in every round the encounter may last, plus converting it."""
    return _rounds(request, limits) * len(request.state.combatants) + request.ByteSize() // _KIB


def odds_cost(request: combat_service_pb2.ComputeOddsRequest) -> int:
    """ComputeOdds resolves its attack once per branch of the dice tree, which is unknown until
    walked; the smallest (a d8's eight faces) is several attacks and a `tiered` contest 400, so it
    always takes an engine thread."""
    return OFFLOAD_COST + request.ByteSize() // _KIB


def item_cost(
    item: combat_service_pb2.BatchItem, limits: Limits, shared: SharedState | None = None
) -> int:
    """A batch item's cost (0 for an item without a request, refused at once). An item on its
    batch's ``shared`` state plays that state's combatants, and pays for converting it while it
    has not been yet (once for the batch)."""
    kind = item.WhichOneof("request")
    if kind is None:
        return 0
    if kind == "encounter":
        request: (
            combat_service_pb2.ResolveEncounterRequest | combat_service_pb2.ResolveActionRequest
        )
        request = item.encounter
        cost = encounter_cost(item.encounter, limits)
    else:
        request = item.action
        cost = action_cost(item.action)
    if shared is None or request.HasField("state"):
        return cost
    if kind == "encounter":
        cost += _rounds(item.encounter, limits) * len(shared.message.combatants)
    return cost if shared.ready else cost + shared.message.ByteSize() // _KIB


class CallStop:
    """One call's stop check: true once its deadline has passed or it was cancelled.

    Polled by an engine thread while the loop may set ``cancelled``: a plain attribute, read and
    written whole under the GIL, is all the two need to share.
    """

    __slots__ = ("cancelled", "deadline")

    def __init__(self, remaining: float | None) -> None:
        self.deadline = None if remaining is None else time.monotonic() + remaining
        self.cancelled = False

    def __call__(self) -> bool:
        return self.cancelled or (self.deadline is not None and time.monotonic() >= self.deadline)


class Offload:
    """The server's engine threads, shared by every call (see the module docstring)."""

    def __init__(self, threads: int = DEFAULT_OFFLOAD_THREADS) -> None:
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="arbiter-engine")
        # Bound to the running loop on first use.
        self._slots = asyncio.Semaphore(threads)

    def call(self, context: Deadline) -> CallWork:
        """The work of one call, whose deadline ``context`` tells."""
        return CallWork(self, context)

    async def run(self, job: Callable[[], _T], stop: CallStop) -> _T:
        """Run ``job`` in an engine thread once one is free; see the module docstring for what a
        cancel does. The job sees the call's log fields (``service.observe``)."""
        async with self._slots:
            loop = asyncio.get_running_loop()
            running = loop.run_in_executor(self._pool, contextvars.copy_context().run, job)
            try:
                return await asyncio.shield(running)
            except asyncio.CancelledError:
                stop.cancelled = True
                await _outlive(running)
                outcome = running.exception()
                if isinstance(outcome, Stopped):
                    annotate(stopped_at_round=outcome.round)
                raise

    def close(self) -> None:
        """Let the threads end (every call has ended, and each waited for its job)."""
        self._pool.shutdown(wait=True)


async def _outlive(running: asyncio.Future[Any]) -> None:
    """Wait for a job told to stop, through any further cancel: it ends at its next check point,
    and holding its slot until then is what keeps the pool bounded."""
    while not running.done():
        try:
            await asyncio.wait((running,))
        except asyncio.CancelledError:
            continue


class CallWork:
    """One call's engine work: where each job runs, and the call's stop check."""

    __slots__ = ("_context", "_inline", "_offload", "_stop")

    def __init__(self, offload: Offload, context: Deadline) -> None:
        self._offload = offload
        self._context = context
        self._stop: CallStop | None = None
        self._inline = 0

    @property
    def stop(self) -> CallStop:
        """The call's stop check, made on first use (its deadline read then)."""
        if self._stop is None:
            self._stop = CallStop(self._context.time_remaining())
        return self._stop

    async def run(self, cost: int, job: Callable[[], _T]) -> _T:
        """``job``'s result, run inline or in an engine thread by its ``cost``. When the job
        stops at the deadline, the call's log line says in which round."""
        try:
            if cost >= OFFLOAD_COST:
                return await self._offload.run(job, self.stop)
            self._inline += cost
            if self._inline >= OFFLOAD_COST:
                self._inline = 0
                await asyncio.sleep(0)  # other calls (and a cancel of this one) get their turn
            return job()
        except Stopped as stopped:
            annotate(stopped_at_round=stopped.round)
            raise
