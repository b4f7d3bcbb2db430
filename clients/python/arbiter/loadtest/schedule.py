"""Load schedules (ghz's ``--load-schedule`` and ``--concurrency-schedule``): how the rate of
requests, or the requests in flight, change over a run.

A ``Ramp`` holds ``start`` (``const``), or moves from ``start`` towards ``end`` and stays there:
``step`` adds ``step`` every ``step_duration`` seconds, ``line`` adds ``step`` per second,
continuously for a rate, once a second for a concurrency. ``step`` may be negative (a ramp down).
A rate ramp plans request *n* at the time its integral reaches *n* (open loop, as ``--rps``); a
concurrency ramp lets worker *i* send only while the level is above *i*.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["RAMPS", "Ramp"]

#: The schedule kinds, as the options name them.
RAMPS = ("const", "step", "line")


@dataclass(frozen=True, slots=True)
class Ramp:
    """One schedule; ValueError for one that cannot run (module doc)."""

    kind: str
    start: float
    end: float = 0.0
    step: float = 0.0
    step_duration: float = 1.0

    def __post_init__(self) -> None:
        if self.kind not in RAMPS:
            raise ValueError(f"a schedule is one of {RAMPS}, not {self.kind!r}")
        if self.start < 0 or self.end < 0 or self.step_duration <= 0:
            raise ValueError("a schedule's start, end and step duration cannot be negative")
        if self.kind != "const" and (self.step == 0 or (self.end - self.start) * self.step < 0):
            raise ValueError(
                f"a {self.kind} schedule from {self.start:g} to {self.end:g} needs a step of "
                "that sign"
            )

    @property
    def window(self) -> float | None:
        """The seconds of one step of the report's per-step figures; None for ``const``."""
        if self.kind == "const":
            return None
        return self.step_duration if self.kind == "step" else 1.0

    @property
    def ramp_seconds(self) -> float:
        """When the ramp reaches ``end`` (0 for ``const``)."""
        if self.kind == "const":
            return 0.0
        steps = abs(self.end - self.start) / abs(self.step)
        return math.ceil(steps) * self.step_duration if self.kind == "step" else steps

    def _toward_end(self, value: float) -> float:
        return min(value, self.end) if self.step > 0 else max(value, self.end)

    def at(self, seconds: float, *, continuous: bool = True) -> float:
        """The level ``seconds`` into the run: a ``line`` rate moves continuously, a ``line``
        concurrency (``continuous`` false) once a second."""
        if self.kind == "const":
            return self.start
        moves: float
        if self.kind == "step":
            moves = math.floor(seconds / self.step_duration)
        else:
            moves = seconds if continuous else math.floor(seconds)
        return self._toward_end(self.start + self.step * moves)

    def time_of(self, n: int) -> float:
        """When, in seconds into the run, request ``n`` (from 0) is planned at this rate: the
        time the integral of the rate reaches ``n``; inf when the rate never gets there."""
        if self.kind == "const":
            return n / self.start if self.start > 0 else math.inf
        if self.kind == "line":
            return self._line_time_of(n)
        sent, at, rate = 0.0, 0.0, self.start
        while at < self.ramp_seconds:
            if rate > 0 and sent + rate * self.step_duration > n:
                return at + (n - sent) / rate
            sent += rate * self.step_duration
            at += self.step_duration
            rate = self._toward_end(rate + self.step)
        return at + (n - sent) / self.end if self.end > 0 else math.inf

    def _line_time_of(self, n: int) -> float:
        ramp = self.ramp_seconds
        sent_by_end = self.start * ramp + self.step * ramp * ramp / 2
        if n < sent_by_end:
            # start * t + step * t^2 / 2 = n, the root within the ramp.
            return (math.sqrt(self.start**2 + 2 * self.step * n) - self.start) / self.step
        return ramp + (n - sent_by_end) / self.end if self.end > 0 else math.inf

    def first_above(self, level: int, since: float) -> float | None:
        """The first time from ``since`` at which this concurrency is above ``level`` (worker
        ``level`` may send); None when it never is again."""
        if self.at(since, continuous=False) > level:
            return since
        if self.kind == "const" or self.step < 0 or self.end <= level:
            return None
        window = self.step_duration if self.kind == "step" else 1.0
        moves = math.ceil((level + 1 - self.start) / self.step)
        return max(since, moves * window)

    @property
    def highest(self) -> int:
        """The most requests in flight this concurrency ever asks for."""
        return math.ceil(max(self.start, self.end if self.kind != "const" else self.start))
