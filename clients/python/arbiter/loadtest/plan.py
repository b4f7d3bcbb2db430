"""What a load-test run is and what it records: its options (``LoadTestOptions``), the schedule
that hands out send times and holds workers back (``Schedule``), and the record of every response
(``Recorder``, ``Run``), shared by the gRPC workers (arbiter.loadtest.runner) and the Connect ones
(arbiter.loadtest.connect).
"""

from __future__ import annotations

import asyncio
import collections
import math
import time
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field

from arbiter.client import TlsFiles
from arbiter.loadtest.requests import Payload, RpcSpec
from arbiter.loadtest.schedule import Ramp

__all__ = ["LATE_AFTER", "LoadTestOptions", "Recorder", "Run", "Schedule", "error_text"]


def error_text(code: str, details: object) -> str:
    """How the report names a failure, and groups the failures by: ``CODE: details``."""
    return f"{code}: {details or ''}".rstrip(": ")


#: A request taken up this many seconds after its planned time (no free slot) is a late start.
LATE_AFTER = 0.001


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
    tls: TlsFiles | None = None
    #: ``grpc``, or ``connect``: the Connect route's JSON over HTTP/1.1 (arbiter.loadtest.connect).
    protocol: str = "grpc"
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


@dataclass(frozen=True, slots=True)
class Run:
    """What a measured phase left: its recorder, wall time and the tool's own CPU time."""

    recorder: Recorder
    wall: float
    cpu: float


class Schedule:
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
