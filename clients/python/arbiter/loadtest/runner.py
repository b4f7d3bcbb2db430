"""The load generator: grpc.aio on one event loop, channels rotated per call, an open-loop pacer.

Concurrency means requests in flight: ``concurrency`` worker tasks for a unary RPC, or, for a
ResolveBatch stream, ``concurrency`` messages written and not yet answered, shared by ``streams``
long-lived streams. Every response is recorded (latency, status, target, and the codes of the items
it carried: a pack's answer counts each of its results); nothing is sampled, so the percentiles
are exact.

With a rate (``rps``), request *n* is planned at ``start + n / rps`` whatever the server does
(open loop), and its latency is measured from that planned time, not from when a free slot let it
go: a stalled server then shows as latency instead of silently lowering the load (coordinated
omission). A request whose planned time had passed by more than ``LATE_AFTER`` seconds before a
free slot took it up counts as a late start, so a client short of concurrency is visible. Without
a rate the loop is closed: each worker sends as soon as its previous answer came, and latency is
from the send.
"""

from __future__ import annotations

import asyncio
import collections
import itertools
import math
import time
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

import grpc

from arbiter.client import _status_code, channel_options
from arbiter.loadtest.requests import Payload, RpcSpec
from arbiter.loadtest.schedule import Ramp
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "LATE_AFTER",
    "LoadTestOptions",
    "Recorder",
    "Run",
    "item_errors",
    "run_load_test",
]

#: A request taken up this many seconds after its planned time (no free slot) is a late start.
LATE_AFTER = 0.001
#: Seconds between two progress callbacks.
_PROGRESS_EVERY = 0.2

Progress = Callable[[int, int, float], None]


@dataclass(frozen=True, slots=True)
class LoadTestOptions:
    """One run. ``count`` requests (calls, or stream messages), or as many as ``duration`` seconds
    allow; ``warmup`` requests first, closed loop and not recorded."""

    targets: Sequence[str]
    spec: RpcSpec
    payload: Payload
    concurrency: int = 16
    connections: int = 1
    streams: int = 1
    #: Messages one stream carries before it is closed and another opened (the server caps the
    #: items of one stream: max_batch_items).
    stream_messages: int = 10_000
    rps: float | None = None
    count: int | None = None
    duration: float | None = None
    warmup: int = 0
    timeout: float | None = 30.0
    #: A target's load balancing (arbiter.client.load_balancing_for: round_robin for dns:///).
    load_balancing: str | None = None
    #: TLS (and the client certificate of mTLS); None: plaintext.
    credentials: grpc.ChannelCredentials | None = None
    #: The server's shared token, sent with every call as ``authorization: Bearer TOKEN``.
    token: str | None = None
    #: A rate that changes over the run (open loop, as ``rps``); None: ``rps``, if any.
    rate_schedule: Ramp | None = None
    #: Requests in flight that change over the run (unary and Simulate); None: ``concurrency``.
    concurrency_schedule: Ramp | None = None

    @property
    def rate(self) -> Ramp | None:
        """The run's rate: its schedule, or ``rps`` held, or None (closed loop)."""
        if self.rate_schedule is not None:
            return self.rate_schedule
        return None if self.rps is None else Ramp("const", self.rps)

    @property
    def steps(self) -> Ramp | None:
        """The schedule whose steps the report gives figures for; None when the load is held."""
        for ramp in (self.rate_schedule, self.concurrency_schedule):
            if ramp is not None and ramp.window is not None:
                return ramp
        return None

    @property
    def metadata(self) -> tuple[tuple[str, str], ...]:
        """Every call's metadata: the token."""
        return () if self.token is None else (("authorization", f"Bearer {self.token}"),)


@dataclass(slots=True)
class Recorder:
    """Every response of a phase: latency (s), completion time (s since the phase began), status,
    error text, which target answered, and how many items it carried; and every item's code
    (``item_statuses``: an item of a failed call or message has that failure's code)."""

    started: float = field(default_factory=time.perf_counter)
    latencies: array[float] = field(default_factory=lambda: array("d"))
    finished_at: array[float] = field(default_factory=lambda: array("d"))
    carried: array[int] = field(default_factory=lambda: array("l"))
    statuses: collections.Counter[str] = field(default_factory=collections.Counter)
    errors: collections.Counter[str] = field(default_factory=collections.Counter)
    item_statuses: collections.Counter[str] = field(default_factory=collections.Counter)
    item_errors: collections.Counter[str] = field(default_factory=collections.Counter)
    targets: collections.Counter[str] = field(default_factory=collections.Counter)
    late_starts: int = 0
    #: A server stream's (Simulate's) time from the send to its first message, per call that
    #: got one (its latency runs to the last message, the result).
    first_message: array[float] = field(default_factory=lambda: array("d"))
    #: Per response: 1 when it did not end OK (a load schedule's steps count them).
    failed: array[int] = field(default_factory=lambda: array("b"))

    def record(
        self,
        planned: float,
        status: str,
        target: str,
        *,
        carried: int,
        error: str | None = None,
        item_errors: Sequence[tuple[str, str]] = (),
    ) -> None:
        """One response carrying ``carried`` items: all of ``status``, except (for a response
        that succeeded) the ``item_errors``, (code, text) each."""
        now = time.perf_counter()
        self.latencies.append(now - planned)
        self.finished_at.append(now - self.started)
        self.carried.append(carried)
        self.failed.append(status != "OK")
        self.statuses[status] += 1
        if error is not None:
            self.errors[error] += 1
        if carried > len(item_errors):  # no zero entries in the report
            self.item_statuses[status] += carried - len(item_errors)
        for code, text in item_errors:
            self.item_statuses[code] += 1
            self.item_errors[text] += 1
        self.targets[target] += 1

    @property
    def count(self) -> int:
        return len(self.latencies)

    @property
    def items(self) -> int:
        """Items resolved without error."""
        return self.item_statuses["OK"]


def item_errors(results: Iterable[pb.ResolveBatchResponse]) -> list[tuple[str, str]]:
    """(code, text) of each failed result."""
    failed = []
    for result in results:
        if result.HasField("error"):
            code = _status_code(result.error.code)
            failed.append((code.name, _error_text(code, result.error.message)))
    return failed


@dataclass(frozen=True, slots=True)
class Run:
    """What a measured phase left: its recorder, wall time and the tool's own CPU time."""

    recorder: Recorder
    wall: float
    cpu: float


class _Schedule:
    """Hands out planned send times: ``count`` of them, or until ``end``; paced by ``rate`` (a
    Ramp; None: closed loop), counting late starts into ``recorder``; and holds a worker back
    while a ``concurrency`` schedule is below its index."""

    def __init__(
        self,
        recorder: Recorder,
        *,
        count: int | None,
        end: float | None = None,
        rate: Ramp | None = None,
        concurrency: Ramp | None = None,
    ) -> None:
        self.recorder, self.count, self.end, self.rate = recorder, count, end, rate
        self.concurrency = concurrency
        self.start = recorder.started
        self.issued = 0

    async def turn(self, worker: int) -> bool:
        """Wait until ``worker`` may send under the concurrency schedule; False when its turn
        does not come again before the run ends."""
        if self.concurrency is None:
            return not self.exhausted
        since = time.perf_counter() - self.start
        at = self.concurrency.first_above(worker, since)
        if at is None or (self.end is not None and self.start + at >= self.end):
            return False
        if at > since:
            await asyncio.sleep(at - since)
        return not self.exhausted

    @property
    def exhausted(self) -> bool:
        if self.count is not None and self.issued >= self.count:
            return True
        return self.end is not None and time.perf_counter() >= self.end

    async def next(self) -> float | None:
        """The planned time of the next request (after sleeping until it), or None when done."""
        if self.count is not None and self.issued >= self.count:
            return None
        n = self.issued
        self.issued += 1  # claimed before sleeping, so concurrent callers get distinct slots
        if self.rate is None:
            planned = time.perf_counter()
        else:
            offset = self.rate.time_of(n)
            if offset == math.inf:
                return None  # a rate that has fallen to 0 for good
            planned = self.start + offset
            delay = planned - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            elif delay < -LATE_AFTER:
                # Asked for after its time: every sender was busy (lateness after the sleep is
                # only the timer's and is not counted).
                self.recorder.late_starts += 1
        if self.end is not None and planned >= self.end:
            return None
        return planned


def _error_text(code: grpc.StatusCode, details: str | None) -> str:
    return f"{code.name}: {details or ''}".rstrip(": ")


class _Rotation:
    """The channels of a run, picked in turn: targets interleaved, so every target gets an equal
    share whatever the concurrency (client-side round robin)."""

    def __init__(self, options: LoadTestOptions) -> None:
        # Every channel its own TCP connection (without it, channels to one target share one and
        # --connections would change nothing), and no retries: every failure is counted.
        def channel(target: str) -> grpc.aio.Channel:
            settings = channel_options(
                target, options.load_balancing, own_connection=True, retries=False
            )
            if options.credentials is None:
                return grpc.aio.insecure_channel(target, options=settings)
            return grpc.aio.secure_channel(target, options.credentials, options=settings)

        self.channels = [
            (target, channel(target))
            for _ in range(options.connections)
            for target in options.targets
        ]
        self._next = itertools.cycle(self.channels)

    def next(self) -> tuple[str, grpc.aio.Channel]:
        return next(self._next)

    async def close(self) -> None:
        await asyncio.gather(*(channel.close() for _, channel in self.channels))


async def _unary_worker(
    options: LoadTestOptions,
    rotation: _Rotation,
    schedule: _Schedule,
    recorder: Recorder,
    index: int,
) -> None:
    many = options.spec.name == "ResolveMany"
    request = options.payload.request
    carried = options.payload.items_per_message
    while await schedule.turn(index) and (planned := await schedule.next()) is not None:
        target, channel = rotation.next()
        # Raw bytes both ways: the request is serialised once; only ResolveMany's response is
        # parsed, for its per-item errors.
        call: grpc.aio.UnaryUnaryMultiCallable[bytes, bytes]
        call = channel.unary_unary(options.spec.method)
        try:
            response: bytes = await call(
                request, timeout=options.timeout, metadata=options.metadata
            )
        except grpc.aio.AioRpcError as error:
            text = _error_text(error.code(), error.details())
            recorder.record(planned, error.code().name, target, carried=carried, error=text)
            continue
        failed = item_errors(pb.ResolveManyResponse.FromString(response).results) if many else []
        recorder.record(planned, "OK", target, carried=carried, item_errors=failed)


async def _server_stream_worker(
    options: LoadTestOptions,
    rotation: _Rotation,
    schedule: _Schedule,
    recorder: Recorder,
    index: int,
) -> None:
    """Simulate: one request, a stream of messages; the call's latency runs to its last message
    (the result), and the time to its first one is recorded beside it."""
    request = options.payload.request
    while await schedule.turn(index) and (planned := await schedule.next()) is not None:
        target, channel = rotation.next()
        stream: grpc.aio.UnaryStreamMultiCallable[bytes, bytes]
        stream = channel.unary_stream(options.spec.method)
        call = stream(request, timeout=options.timeout, metadata=options.metadata)
        first = True
        try:
            async for _ in call:
                if first:
                    recorder.first_message.append(time.perf_counter() - planned)
                    first = False
        except grpc.aio.AioRpcError as error:
            text = _error_text(error.code(), error.details())
            recorder.record(planned, error.code().name, target, carried=1, error=text)
            continue
        recorder.record(planned, "OK", target, carried=1)


def _record_answer(
    recorder: Recorder, planned: float, target: str, answer: pb.ResolveBatchResponse, carried: int
) -> None:
    """One ResolveBatch answer: a pack's results each count; a message-wide error (one item's,
    or a whole pack's) is the message's status."""
    if answer.HasField("error"):
        code = _status_code(answer.error.code)
        text = _error_text(code, answer.error.message)
        recorder.record(planned, code.name, target, carried=carried, error=text)
    elif answer.HasField("pack"):
        results = answer.pack.results
        recorder.record(
            planned, "OK", target, carried=len(results), item_errors=item_errors(results)
        )
    else:
        recorder.record(planned, "OK", target, carried=carried)


async def _stream_worker(
    options: LoadTestOptions,
    rotation: _Rotation,
    schedule: _Schedule,
    recorder: Recorder,
    in_flight: asyncio.Semaphore,
) -> None:
    """Keep one ResolveBatch stream open until the schedule is done; a failed stream fails its
    unanswered messages with its status and a new one is opened."""
    carried = options.payload.items_per_message
    while not schedule.exhausted:
        target, channel = rotation.next()
        call: grpc.aio.StreamStreamCall[bytes, bytes]
        call = channel.stream_stream(options.spec.method)(metadata=options.metadata)
        pending: collections.deque[float] = collections.deque()

        async def write(
            call: grpc.aio.StreamStreamCall[bytes, bytes] = call,
            pending: collections.deque[float] = pending,
        ) -> None:
            try:
                if options.payload.stream_start is not None:
                    await call.write(options.payload.stream_start)  # options: no answer
                for _ in range(options.stream_messages):
                    if (planned := await schedule.next()) is None:
                        break
                    if in_flight.locked() and schedule.rate is not None:
                        recorder.late_starts += 1  # waits for an answer to make room
                    await in_flight.acquire()
                    pending.append(planned)
                    await call.write(options.payload.request)
                await call.done_writing()
            except (grpc.aio.AioRpcError, asyncio.InvalidStateError):
                pass  # the stream ended; the reader records why

        writer = asyncio.create_task(write())
        try:
            while (response := await call.read()) is not grpc.aio.EOF:
                planned = pending.popleft()
                in_flight.release()
                assert isinstance(response, bytes)  # no deserializer: raw bytes
                answer = pb.ResolveBatchResponse.FromString(response)
                _record_answer(recorder, planned, target, answer, carried)
        except grpc.aio.AioRpcError as error:
            text = _error_text(error.code(), error.details())
            while pending:
                recorder.record(
                    pending.popleft(), error.code().name, target, carried=carried, error=text
                )
                in_flight.release()
        finally:
            writer.cancel()
            await asyncio.gather(writer, return_exceptions=True)


async def _phase(
    options: LoadTestOptions,
    rotation: _Rotation,
    schedule: _Schedule,
    recorder: Recorder,
) -> None:
    if options.spec.streaming:
        in_flight = asyncio.Semaphore(options.concurrency)
        workers = [
            _stream_worker(options, rotation, schedule, recorder, in_flight)
            for _ in range(options.streams)
        ]
    else:
        worker = _server_stream_worker if options.spec.server_streaming else _unary_worker
        ramp = schedule.concurrency
        count = options.concurrency if ramp is None else ramp.highest
        workers = [worker(options, rotation, schedule, recorder, i) for i in range(count)]
    await asyncio.gather(*workers)


async def _report_progress(recorder: Recorder, progress: Progress) -> None:
    while True:
        await asyncio.sleep(_PROGRESS_EVERY)
        failed = recorder.count - recorder.statuses["OK"]
        progress(recorder.count, failed, time.perf_counter() - recorder.started)


async def run_load_test(options: LoadTestOptions, progress: Progress | None = None) -> Run:
    """Warm up, then run the measured phase; ``progress(done, failed, elapsed)`` is called a few
    times a second while it runs, and once at the end."""
    rotation = _Rotation(options)
    try:
        if options.warmup:
            warmup = Recorder()
            await _phase(options, rotation, _Schedule(warmup, count=options.warmup), warmup)
        recorder = Recorder()
        cpu = time.process_time()
        end = None if options.duration is None else recorder.started + options.duration
        schedule = _Schedule(
            recorder,
            count=options.count,
            end=end,
            rate=options.rate,
            concurrency=options.concurrency_schedule,
        )
        ticker = asyncio.create_task(_report_progress(recorder, progress)) if progress else None
        try:
            await _phase(options, rotation, schedule, recorder)
        finally:
            if ticker is not None:
                ticker.cancel()
        wall = time.perf_counter() - recorder.started
        run = Run(recorder, wall, time.process_time() - cpu)
        if progress is not None:
            progress(recorder.count, recorder.count - recorder.statuses["OK"], wall)
        return run
    finally:
        await rotation.close()
