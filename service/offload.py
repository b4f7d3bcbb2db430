"""Where a call's engine work runs, and the stop check that ends it early.

Cheap work runs inline on the event loop: a hop to a thread and back costs about as much as an
attack. Work whose estimated cost reaches ``OFFLOAD_COST`` runs in one of the server's engine
threads instead, so that the loop goes on serving health checks, reflection and cheap calls
meanwhile. The estimate is known before resolving (``action_cost``, ``encounter_cost``,
``item_cost``): an upper bound in units of about one combatant's turn (0.1-0.3 ms on the
reference machine), counting the rounds the encounter may last times its combatants, plus the
request's conversion, estimated from what it carries (``COMBATANTS_PER_UNIT`` combatants, with
their weapons and lists, or ``SCRIPT_PER_UNIT`` scripted actions convert in about one unit). The
counts are lengths of repeated fields, read in constant time; serialising the message to measure
its size (``ByteSize``) would walk all of it on every call: as costly as the counts on a small
request, fifteen times more on a 64-combatant one. Obstacles and forced faces are not counted:
their limits keep their conversion to a few milliseconds, and each count read costs every call.
So OFFLOAD_COST keeps an inline job to a few milliseconds, about what an offloaded one costs the
loop anyway.

Beside a busy engine thread, the GIL's switch interval bounds how long the loop waits for its turn
each time it wakes. A health check wakes it a few times, so the server lowers that interval from
CPython's 5 ms to ``SWITCH_INTERVAL`` (1 ms; measured beside 8 worst-case calls on 2 threads,
machine loaded: health p50 26 -> 5 ms, p99 140 -> 35 ms). It costs the engine threads only while
another thread waits for the GIL, a few microseconds a switch.

At most ``threads`` jobs run at once (a dedicated pool, not asyncio's default executor, which
DNS lookups and other libraries share; and every extra CPU-bound thread lengthens the loop's wait
for the GIL). The others wait for a thread, cancellably, shortest job first: the waiting job of
least estimated cost goes next (FIFO among equals), so a medium encounter does not wait behind
worst-case ones. No job starves: each time a job is started ahead of an older waiting one, that
one is passed over once, and the oldest waiting job goes next once it has been passed over
``MAX_PASSED_OVER`` times, whatever its cost. So a worst-case job waits at most that many shorter
jobs beyond its FIFO place; a count of jobs, not a clock, so the order is deterministic.

At most ``max_calls`` jobs are admitted at once, running or waiting (each call has at most one job
in flight, so this is a number of calls). One more is refused at once with RESOURCE_EXHAUSTED
(reason ``SERVER_BUSY``) instead of queueing: a flood of heavy calls cannot pile up queued work,
and it is told so rather than left to hang until its deadline. Inline jobs are not counted: they
run on the loop one at a time, never wait, and take a few milliseconds each.

``CallWork`` also enforces a call's cost limits (service.limits): a job over
``max_request_cost`` is refused (LIMIT_EXCEEDED, naming the field to lower), and so is the job
that would take a call's total over ``max_stream_cost`` (``OverBudget``: for a batch stream or
ResolveMany, it ends the call, not one item). A job is charged when it starts, so one refused
or cancelled before it ran costs its call nothing.

Each call's ``CallStop`` is the engine's stop check (engine/play.py): true once the call's deadline
has passed (gRPC's ``time_remaining``, Connect's Connect-Timeout-Ms) or the call was cancelled
(client gone, deadline, a shutdown's grace period over). The engine polls it before each round
and each combatant's turn, the response's trace conversion every few hundred events. When the
call's task is cancelled while its job runs, the job is told to stop and the call waits for it to
reach its next check point before ending, so the log line and metrics come once the work has
really stopped, and the thread is free for the next call.

A call running many cheap jobs inline (ResolveMany's items) yields to the loop each time they add
up to OFFLOAD_COST, so that it neither holds the loop long nor misses a cancel.

A job that plays many requests (a Simulate's runs: ``CallWork.run``'s ``runs``) is checked
against ``max_request_cost`` per run and placed by its total; what it has to say while it runs
(its progress) goes to the loop through ``Latest``, one value at a time, the latest winning.

A simulation may hold its thread for minutes (no deadline, millions of runs), so simulations
get a share of the threads, not all of them: with two threads or more, at most ``threads - 1``
simulations run at once, and a further one waits (cancellably, in arrival order) for a running
one to end, before it even queues for a thread. So every other heavy call always finds a thread
a simulation cannot take (two open-ended simulations once made an 8 x 10 encounter of 33 ms wait
until its own deadline). With one thread, simulations share it as every job does.
"""

from __future__ import annotations

import asyncio
import contextvars
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from arbiter.v1 import combat_service_pb2
from engine.errors import LimitExceededError, Stopped
from service.boundary.convert import HeavyRequest, SharedState, check_request_sizes
from service.limits import Limits
from service.observe import SERVER_BUSY, annotate

__all__ = [
    "COMBATANTS_PER_UNIT",
    "DEFAULT_MAX_HEAVY_CALLS",
    "DEFAULT_MAX_QUEUED_BYTES",
    "DEFAULT_MAX_QUEUED_SIMULATIONS",
    "DEFAULT_OFFLOAD_THREADS",
    "MAX_PASSED_OVER",
    "OFFLOAD_COST",
    "SCRIPT_PER_UNIT",
    "SWITCH_INTERVAL",
    "CallStop",
    "CallWork",
    "Latest",
    "Offload",
    "OverBudget",
    "Place",
    "action_cost",
    "encounter_cost",
    "encounter_odds_cost",
    "item_cost",
    "odds_cost",
    "settle",
]

#: Estimated cost (see the module docstring) from which a job runs in an engine thread.
OFFLOAD_COST = 16
#: Engine threads by default: one is all the GIL lets run, a second lets a shorter heavy call
#: progress beside a long one rather than queue behind it. Each one more lengthens the loop's waits
#: for the GIL (health p99 15 ms with one thread, 35 ms with two, in the measurement above).
DEFAULT_OFFLOAD_THREADS = 2
#: Heavy calls admitted at once by default, running or waiting for a thread: four times the 16
#: encounters in flight of the benchmarks, and at most a minute's queue of worst-case calls on two
#: threads, beyond which most queued calls would reach their deadline anyway.
DEFAULT_MAX_HEAVY_CALLS = 64
#: Bytes the requests of the jobs waiting for an engine thread may hold, together, by default.
#: A heavy request within the other limits is a few KiB on the wire, the largest they allow a few
#: hundred (10,000 scripted actions, 100,000 forced faces): this holds the 64 of max_heavy_calls
#: many times over, or 20 of the largest, while one of 4 MiB of unknown fields or long strings
#: counts what it is. A parsed request holds up to about 8 times its wire size (measured: 3.9 MB
#: of obstacles on the wire, 30 MB of RSS), so the queue holds 64 MiB of RSS at the worst.
DEFAULT_MAX_QUEUED_BYTES = 8 * 1024 * 1024
#: Simulations waiting for an engine thread, by default: each waits for every one before it to
#: end (minutes, for millions of runs), so a client told SERVER_BUSY at once does better on another
#: replica than in a long queue here; and the rest of max_heavy_calls stays for other heavy calls.
DEFAULT_MAX_QUEUED_SIMULATIONS = 8
#: Times the oldest waiting job may be passed over by shorter ones before it goes next.
MAX_PASSED_OVER = 16
#: The GIL switch interval (seconds) the server runs with (``sys.setswitchinterval``).
SWITCH_INTERVAL = 0.001
#: Combatants converted per cost unit (each with its weapons and lists: 4-50 us apiece).
COMBATANTS_PER_UNIT = 16
#: Scripted actions converted per cost unit (about 4 us apiece).
SCRIPT_PER_UNIT = 64

_T = TypeVar("_T")


class Deadline(Protocol):
    """What a call context says of its deadline: seconds left, None when it has none (gRPC's
    ``ServicerContext.time_remaining``; the Connect route's context says the same)."""

    def time_remaining(self) -> float | None: ...


def action_cost(request: combat_service_pb2.ResolveActionRequest) -> int:
    """One action: about a turn, plus converting the request (module doc)."""
    return 1 + len(request.state.combatants) // COMBATANTS_PER_UNIT


#: A request that plays an encounter: one (ResolveEncounter) or many times (Simulate), or over
#: every face of its dice (ComputeEncounterOdds).
_Encounter = (
    combat_service_pb2.ResolveEncounterRequest
    | combat_service_pb2.SimulateRequest
    | combat_service_pb2.ComputeEncounterOddsRequest
)


def _rounds(request: _Encounter, limits: Limits) -> int:
    """The rounds the encounter may last, as the server will apply them."""
    rounds = request.max_rounds if request.HasField("max_rounds") else limits.default_max_rounds
    return min(rounds, limits.max_rounds)


def encounter_cost(request: _Encounter, limits: Limits) -> int:
    """Every combatant's turn in every round the encounter may last, plus converting it: the
    cost of a ResolveEncounter, and of each run of a Simulate (``CallWork.run``'s ``runs``)."""
    combatants = len(request.state.combatants)
    converting = combatants // COMBATANTS_PER_UNIT + len(request.script) // SCRIPT_PER_UNIT
    return _rounds(request, limits) * combatants + converting


def odds_cost(request: combat_service_pb2.ComputeOddsRequest) -> int:
    """ComputeOdds resolves its attack once per branch of the dice tree, which is unknown until
    walked; the smallest (a d8's eight faces) is several attacks and a `tiered` contest 400, so it
    always takes an engine thread. Its walk is bounded as it goes, by max_request_cost (one unit
    a branch) and the roll budget (max_dice), not by this estimate (engine.odds)."""
    return OFFLOAD_COST + len(request.state.combatants) // COMBATANTS_PER_UNIT


def encounter_odds_cost(
    request: combat_service_pb2.ComputeEncounterOddsRequest, limits: Limits
) -> int:
    """ComputeEncounterOdds plays the encounter's rounds once per branch of each round's dice,
    which is unknown until walked: at least the encounter's cost, always in an engine thread. Its
    walk is bounded as it goes, by max_request_cost (a round's turns, one unit a combatant,
    per branch) and the roll budget (max_dice), not by this estimate (engine.encounter_odds)."""
    return max(OFFLOAD_COST, encounter_cost(request, limits))


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
    combatants = len(shared.message.combatants)
    if kind == "encounter":
        cost += _rounds(item.encounter, limits) * combatants
    return cost if shared.ready else cost + combatants // COMBATANTS_PER_UNIT


class Latest(Generic[_T]):
    """Values a job hands from its engine thread to the loop as it goes (a simulation's
    progress), the latest winning: ``offer`` (in the job) hands one over at most every
    ``interval`` seconds, the first at once, and ``next`` (on the loop) waits for one not taken
    yet. It holds one value at most, however slowly the loop takes them (a client reading
    slowly holds the loop's ``next`` back, never the job): what was not taken is replaced.

    The value is an immutable object set whole under the GIL (as CallStop's flag), and the loop
    is woken with ``call_soon_threadsafe``, at most once an interval.
    """

    __slots__ = ("_due", "_interval", "_loop", "_ready", "_value")

    def __init__(self, interval: float) -> None:
        self._loop = asyncio.get_running_loop()
        self._interval = interval
        self._ready = asyncio.Event()
        self._value: _T | None = None
        self._due = 0.0  # the monotonic time from which the next offer hands over

    def offer(self, make: Callable[[], _T]) -> None:
        """Hand over ``make()`` unless one was handed over less than an interval ago (``make``
        runs only when it is; the job's thread, or the loop for an inline job)."""
        now = time.monotonic()
        if now < self._due:
            return
        self._due = now + self._interval
        self._value = make()
        self._loop.call_soon_threadsafe(self._ready.set)

    def put(self, value: _T) -> None:
        """Hand ``value`` over now, whatever the interval (on the loop: a queued job's place,
        which changes seldom and must not be dropped)."""
        self._value = value
        self._ready.set()

    async def next(self, job: asyncio.Future[Any]) -> _T | None:
        """The latest value not taken yet, once there is one; None once ``job`` is done (a
        value handed over before it ended is still taken first)."""
        while True:
            if self._ready.is_set():
                self._ready.clear()
                return self._value
            if job.done():
                return None
            ready = asyncio.ensure_future(self._ready.wait())
            try:
                await asyncio.wait((job, ready), return_when=asyncio.FIRST_COMPLETED)
            finally:
                ready.cancel()


async def settle(job: asyncio.Future[Any]) -> None:
    """End ``job`` (a call's work, run as a task of its own beside the call) if it is still
    running, and wait until it has: cancelled, it tells its engine thread to stop and ends at
    the next check point (Offload.run). Its outcome is the caller's to read, or dropped."""
    if not job.done():
        job.cancel()
        await _outlive(job)
    if not job.cancelled():
        job.exception()  # read, so that an outcome nobody asks for is not reported as lost


class OverBudget(LimitExceededError):
    """A job would take its call's total cost over ``max_stream_cost``: the call ends (a batch
    stream or ResolveMany), rather than one item failing (docs/configuration.md says why)."""


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


#: Told a waiting job's place in its queue (1: next to start) each time it changes.
Place = Callable[[int], None]


@dataclass(eq=False, slots=True)
class _Waiter:
    """A job waiting for an engine thread: its cost, the future that hands it a thread, the
    times a younger, shorter job was started before it, and whom to tell its place (and the
    place last told)."""

    cost: int
    granted: asyncio.Future[None]
    tell: Place | None = None
    place: int = 0
    passed_over: int = 0


class _Threads:
    """The engine threads as slots handed out shortest job first, with the age bound of the
    module docstring. Used on the event loop only."""

    def __init__(self, threads: int) -> None:
        self._free = threads
        self._waiting: list[_Waiter] = []  # in arrival order

    @property
    def free(self) -> bool:
        """Whether a job would start at once (no waiting)."""
        return bool(self._free) and not self._waiting

    async def acquire(self, cost: int, tell: Place | None = None) -> None:
        """Wait for a slot, cancellably; ``tell`` hears the place while it waits."""
        if self.free:
            self._free -= 1
            return
        waiter = _Waiter(cost, asyncio.get_running_loop().create_future(), tell)
        self._waiting.append(waiter)
        self._tell_places()
        try:
            await waiter.granted
        except asyncio.CancelledError:
            if waiter.granted.cancelled():
                # release() may have dropped it already (it was cancelled before this ran).
                if waiter in self._waiting:
                    self._waiting.remove(waiter)
                    self._tell_places()
            else:  # handed a slot, then cancelled before it could use it: pass the slot on
                self.release()
            raise

    def release(self) -> None:
        """Give a slot back: to the next waiting job, if any.

        A waiter whose task was cancelled has its future cancelled at once, but runs its
        ``except`` only on a later turn of the loop; one met here in between is dropped, never
        handed the slot (a slot handed to it was lost for good: issue 28, defect 1)."""
        self._waiting = [w for w in self._waiting if not w.granted.done()]
        if not self._waiting:
            self._free += 1
            return
        chosen = self._waiting.index(self._start_order()[0])
        for older in self._waiting[:chosen]:
            older.passed_over += 1
        self._waiting.pop(chosen).granted.set_result(None)
        self._tell_places()

    def _start_order(self) -> list[_Waiter]:
        """The waiting jobs in the order they would start now: shortest first (arrival among
        equals), the oldest first once it has been passed over ``MAX_PASSED_OVER`` times."""
        order = sorted(self._waiting, key=lambda w: w.cost)
        oldest = self._waiting[0]
        if oldest.passed_over >= MAX_PASSED_OVER:
            order.remove(oldest)
            order.insert(0, oldest)
        return order

    def _tell_places(self) -> None:
        """Tell each waiting job that listens its place, where it changed (``_start_order``;
        later arrivals may still go before it)."""
        if not any(w.tell is not None for w in self._waiting):
            return
        for place, waiter in enumerate(self._start_order(), 1):
            if waiter.tell is not None and waiter.place != place:
                waiter.place = place
                waiter.tell(place)


class Offload:
    """The server's engine threads, shared by every call (see the module docstring)."""

    def __init__(
        self,
        threads: int = DEFAULT_OFFLOAD_THREADS,
        max_calls: int = DEFAULT_MAX_HEAVY_CALLS,
        *,
        max_queued_bytes: int = DEFAULT_MAX_QUEUED_BYTES,
        max_queued_simulations: int = DEFAULT_MAX_QUEUED_SIMULATIONS,
    ) -> None:
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="arbiter-engine")
        self._threads = _Threads(threads)
        # The simulations' share (module doc); their waiting order is FIFO: one cost for all.
        self._simulations = _Threads(threads - 1) if threads > 1 else None
        self._max_calls = max_calls
        self._admitted = 0
        self._max_queued_bytes = max_queued_bytes
        self._queued_bytes = 0
        self._max_queued_simulations = max_queued_simulations
        self._queued_simulations = 0

    @property
    def admitted(self) -> int:
        """Jobs admitted now: running in a thread, or waiting for one."""
        return self._admitted

    def call(self, context: Deadline, limits: Limits) -> CallWork:
        """The work of one call, whose deadline ``context`` tells, within ``limits``."""
        return CallWork(self, context, limits)

    async def run(
        self,
        job: Callable[[], _T],
        stop: CallStop,
        cost: int,
        *,
        simulation: bool = False,
        holds: Callable[[], int] | None = None,
        tell: Place | None = None,
    ) -> _T:
        """Run ``job`` (of estimated ``cost``) in an engine thread once one is free, or refuse it
        at once (SERVER_BUSY) when ``max_calls`` jobs are admitted already, or when it would
        wait and the waiting ones hold too much (``holds``: the bytes its request holds, measured
        only then) or, a ``simulation``, when too many simulations wait already. See the module
        docstring for what a cancel does, and for the share of the threads a simulation waits for
        first; ``tell`` hears its place while it waits. The job sees the call's log fields
        (``service.observe``), which say how long it waited, and whether it ended waiting."""
        if self._admitted >= self._max_calls:
            raise _busy(
                f"{self._admitted} heavy calls are running or waiting for an engine thread "
                f"already, this server's limit (max_heavy_calls); retry later"
            )
        share = self._simulations if simulation else None
        queued = not self._threads.free or (share is not None and not share.free)
        held = 0
        if queued:
            if simulation and self._queued_simulations >= self._max_queued_simulations:
                raise _busy(
                    f"{self._queued_simulations} simulations are waiting for an engine thread "
                    "already, this server's limit (max_queued_simulations); retry later, or on "
                    "another replica"
                )
            held = holds() if holds is not None else 0
            if self._queued_bytes + held > self._max_queued_bytes:
                raise _busy(
                    f"the calls waiting for an engine thread hold {self._queued_bytes} bytes of "
                    f"requests already; this one's {held} would go over this server's limit of "
                    f"{self._max_queued_bytes} (max_queued_bytes); retry later"
                )
        self._admitted += 1
        if queued:
            self._queued_bytes += held
            self._queued_simulations += simulation
        since = time.monotonic()

        def done_waiting(*, started: bool) -> None:
            nonlocal queued
            if not queued:
                return
            queued = False
            self._queued_bytes -= held
            self._queued_simulations -= simulation
            annotate(queued_ms=round((time.monotonic() - since) * 1000))
            if not started:
                annotate(ended_queued=True)

        try:
            if share is not None:
                await share.acquire(0, tell)
            try:
                await self._threads.acquire(cost, tell)
                done_waiting(started=True)
                try:
                    return await self._in_thread(job, stop)
                finally:
                    self._threads.release()
            finally:
                if share is not None:
                    share.release()
        finally:
            self._admitted -= 1
            done_waiting(started=False)

    async def _in_thread(self, job: Callable[[], _T], stop: CallStop) -> _T:
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


def _busy(message: str) -> LimitExceededError:
    """A refusal as SERVER_BUSY, counted (the PrometheusRule's ArbiterServerBusy alert)."""
    SERVER_BUSY.inc()
    return LimitExceededError(message, reason="SERVER_BUSY")


async def _outlive(running: asyncio.Future[Any]) -> None:
    """Wait for a job told to stop, through any further cancel: it ends at its next check point,
    and holding its slot until then is what keeps the pool bounded."""
    while not running.done():
        try:
            await asyncio.wait((running,))
        except asyncio.CancelledError:
            continue


class CallWork:
    """One call's engine work: where each job runs, the call's stop check, and its cost limits."""

    __slots__ = ("_context", "_inline", "_limits", "_offload", "_spent", "_stop")

    def __init__(self, offload: Offload, context: Deadline, limits: Limits) -> None:
        self._offload = offload
        self._context = context
        self._limits = limits
        self._stop: CallStop | None = None
        self._inline = 0
        self._spent = 0

    @property
    def stop(self) -> CallStop:
        """The call's stop check, made on first use (its deadline read then)."""
        if self._stop is None:
            self._stop = CallStop(self._context.time_remaining())
        return self._stop

    async def run(
        self,
        cost: int,
        job: Callable[[], _T],
        *,
        field: str,
        runs: int | None = None,
        request: HeavyRequest | None = None,
        tell: Place | None = None,
    ) -> _T:
        """``job``'s result, run inline or in an engine thread by its ``cost``, within the cost
        limits (``field``: the request field to lower when it is over ``max_request_cost``).
        When the job stops at the deadline, the call's log line says in which round.

        ``request``: what the job converts. Before a job goes to an engine thread, its sizes are
        checked (service.boundary.convert.check_request_sizes), so a request over the limits is
        refused at once rather than after waiting; and should it have to wait, its size counts
        against ``max_queued_bytes`` meanwhile. ``tell`` hears its place while it waits
        (Offload.run).

        ``runs``: the job is a simulation, ``runs`` requests of ``cost`` each (a Simulate's
        runs): the request limit applies to one run, the thread and its place in the queue go by
        the total, and it runs in the simulations' share of the threads (module doc).
        A simulation is its call's one job, so ``max_stream_cost`` (at least max_request_cost)
        never refuses it: it is bounded by its runs (max_simulation_runs) and its deadline
        (docs/configuration.md)."""
        self._check(cost, field)
        total = cost * max(runs or 1, 1)

        def charged() -> _T:
            # Only the call's one job in flight adds to its total: no race with the loop.
            self._spent += total
            return job()

        try:
            if total >= OFFLOAD_COST:
                if request is not None:
                    check_request_sizes(request, self._limits)
                return await self._offload.run(
                    charged,
                    self.stop,
                    total,
                    simulation=runs is not None,
                    holds=None if request is None else request.ByteSize,
                    tell=tell,
                )
            self._inline += total
            if self._inline >= OFFLOAD_COST:
                self._inline = 0
                await asyncio.sleep(0)  # other calls (and a cancel of this one) get their turn
            return charged()
        except Stopped as stopped:
            annotate(stopped_at_round=stopped.round)
            raise

    def _check(self, cost: int, field: str) -> None:
        limits = self._limits
        if cost > limits.max_request_cost:
            raise LimitExceededError(
                f"this request may cost up to {cost} units (combatant turns: rounds x "
                f"combatants, plus converting it), over this server's limit of "
                f"{limits.max_request_cost} (max_request_cost); ask for fewer rounds or combatants",
                reason="LIMIT_EXCEEDED",
                field=field,
            )
        if self._spent + cost > limits.max_stream_cost:
            raise OverBudget(
                f"this item may cost up to {cost} units, after {self._spent} spent by this call "
                f"so far: over this server's limit of {limits.max_stream_cost} per batch stream "
                "or ResolveMany (max_stream_cost); send the rest in another call",
                reason="LIMIT_EXCEEDED",
            )
