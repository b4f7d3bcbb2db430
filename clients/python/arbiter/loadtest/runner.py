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
import time
from collections.abc import Callable, Iterable

import grpc

from arbiter.client import _status_code, channel_options
from arbiter.loadtest.connect import ConnectSender
from arbiter.loadtest.connect import server_stream_worker as connect_stream_worker
from arbiter.loadtest.connect import unary_worker as connect_unary_worker
from arbiter.loadtest.plan import (
    LATE_AFTER,
    LoadTestOptions,
    Recorder,
    Run,
    Schedule,
    error_text,
)
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "LATE_AFTER",
    "LoadTestOptions",
    "Progress",
    "Recorder",
    "Run",
    "item_errors",
    "run_load_test",
]

#: Seconds between two progress callbacks.
_PROGRESS_EVERY = 0.2

Progress = Callable[[int, int, float], None]


def item_errors(results: Iterable[pb.ResolveBatchResponse]) -> list[tuple[str, str]]:
    """(code, text) of each failed result."""
    failed = []
    for result in results:
        if result.HasField("error"):
            code = _status_code(result.error.code)
            failed.append((code.name, error_text(code.name, result.error.message)))
    return failed


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
            if options.tls is None:
                return grpc.aio.insecure_channel(target, options=settings)
            return grpc.aio.secure_channel(target, options.tls.credentials(), options=settings)

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
    schedule: Schedule,
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
            text = error_text(error.code().name, error.details())
            recorder.record(planned, error.code().name, target, carried=carried, error=text)
            continue
        failed = item_errors(pb.ResolveManyResponse.FromString(response).results) if many else []
        recorder.record(planned, "OK", target, carried=carried, item_errors=failed)


async def _server_stream_worker(
    options: LoadTestOptions,
    rotation: _Rotation,
    schedule: Schedule,
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
            text = error_text(error.code().name, error.details())
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
        text = error_text(code.name, answer.error.message)
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
    schedule: Schedule,
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
            text = error_text(error.code().name, error.details())
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
    rotation: _Rotation | ConnectSender,
    schedule: Schedule,
    recorder: Recorder,
) -> None:
    ramp = schedule.concurrency
    count = options.concurrency if ramp is None else ramp.highest
    if isinstance(rotation, ConnectSender):
        connect = connect_stream_worker if options.spec.server_streaming else connect_unary_worker
        await asyncio.gather(*(connect(rotation, schedule, i) for i in range(count)))
        return
    if options.spec.streaming:
        in_flight = asyncio.Semaphore(options.concurrency)
        workers = [
            _stream_worker(options, rotation, schedule, recorder, in_flight)
            for _ in range(options.streams)
        ]
    else:
        worker = _server_stream_worker if options.spec.server_streaming else _unary_worker
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
    rotation = ConnectSender(options) if options.protocol == "connect" else _Rotation(options)
    try:
        if options.warmup:
            warmup = Recorder()
            await _phase(options, rotation, Schedule(warmup, count=options.warmup), warmup)
        recorder = Recorder()
        cpu = time.process_time()
        end = None if options.duration is None else recorder.started + options.duration
        schedule = Schedule(
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
        if isinstance(rotation, _Rotation):
            await rotation.close()
