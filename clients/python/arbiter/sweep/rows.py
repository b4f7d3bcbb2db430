"""A sweep's rows: each point's answer, exact odds or a simulation, and ``evaluate``, which
falls back from exact odds to Simulate where the server refuses them as too large.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

import grpc

from arbiter.client import ArbiterRpcError
from arbiter.odds import fraction
from arbiter.sweep.paths import Value
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "DEFAULT_RUNS",
    "Method",
    "Row",
    "SideRate",
    "evaluate",
    "exact_row",
    "simulated_row",
]

#: Runs per simulated value when neither --runs nor the file says.
DEFAULT_RUNS = 2000
#: How a row was answered.
Method = Literal["exact", "simulated", "error"]
#: Codes that say nothing about the value but about the connection or the server as a whole: the
#: sweep stops (exit 1) instead of recording them in a row.
_FATAL = frozenset(
    {
        grpc.StatusCode.UNAVAILABLE,
        grpc.StatusCode.UNAUTHENTICATED,
        grpc.StatusCode.PERMISSION_DENIED,
        grpc.StatusCode.CANCELLED,
        grpc.StatusCode.UNIMPLEMENTED,
    }
)


@dataclass(frozen=True, slots=True)
class SideRate:
    """A side's win rate in a row and its 95 % interval: exact, the probability itself (the
    interval is that point: no sampling error); simulated, the Wilson interval of the wins."""

    side_id: str
    rate: float
    low: float
    high: float
    #: Simulated: the runs it won.
    wins: int | None = None
    #: Exact: the probability as a fraction ``n/d``, of any size (None for a simulated row).
    fraction: str | None = None


@dataclass(frozen=True, slots=True)
class Row:
    """One point's answer (or its error)."""

    values: tuple[Value, ...]
    method: Method
    sides: tuple[SideRate, ...] = ()
    draw_rate: float = 0.0
    mean_rounds: float = 0.0
    #: Simulated: runs, their seed, the draws, and whether exact odds were tried and refused.
    runs: int | None = None
    seed: int | None = None
    draws: int | None = None
    exact_refused: bool = False
    #: Exact: the walk's positions and branches.
    positions: int | None = None
    branches: int | None = None
    error: ArbiterRpcError | None = None

    def side(self, side_id: str) -> SideRate | None:
        """The side's rate, None when the row has no such side (or is an error)."""
        return next((s for s in self.sides if s.side_id == side_id), None)


# --- rows ------------------------------------------------------------------------------------


def _fraction(value: pb.Rational) -> str:
    exact = fraction(value)
    return f"{exact.numerator}/{exact.denominator}"


def exact_row(values: tuple[Value, ...], odds: pb.ComputeEncounterOddsResponse) -> Row:
    """A row from exact odds: each rate is the probability, its interval that point."""
    return Row(
        values,
        "exact",
        tuple(
            SideRate(s.side_id, s.win.value, s.win.value, s.win.value, fraction=_fraction(s.win))
            for s in odds.sides
        ),
        draw_rate=odds.draw.value,
        mean_rounds=odds.mean_rounds.value,
        positions=odds.positions,
        branches=odds.branches,
    )


def simulated_row(
    values: tuple[Value, ...], result: pb.SimulationResult, *, exact_refused: bool = False
) -> Row:
    """A row from a simulation: its rates and Wilson intervals as arbiter.simulation.finish
    derived them (on the server), the draws over the runs and the mean rounds."""
    return Row(
        values,
        "simulated",
        tuple(
            SideRate(s.side_id, s.win_rate, s.win_rate_low, s.win_rate_high, wins=s.wins)
            for s in result.sides
        ),
        draw_rate=result.draws / result.runs if result.runs else 0.0,
        mean_rounds=result.rounds.mean,
        runs=result.runs,
        seed=result.seed,
        draws=result.draws,
        exact_refused=exact_refused,
    )


def _too_large(error: ArbiterRpcError) -> bool:
    """The exact odds' refusal of an encounter too large for them: Simulate may still play it."""
    return error.code is grpc.StatusCode.RESOURCE_EXHAUSTED and error.reason == "LIMIT_EXCEEDED"


def evaluate(
    values: tuple[Value, ...],
    exact: Callable[[], pb.ComputeEncounterOddsResponse] | None,
    simulate: Callable[[], pb.SimulationResult] | None,
) -> Row:
    """One point's row: ``exact()`` when given; its refusal as too large (RESOURCE_EXHAUSTED,
    LIMIT_EXCEEDED) falls back to ``simulate()`` when given. Any other refusal is the row's error;
    a failure of the connection or the server as a whole (UNAVAILABLE, UNAUTHENTICATED, ...) is
    raised."""
    refused = False
    if exact is not None:
        try:
            return exact_row(values, exact())
        except ArbiterRpcError as error:
            if error.code in _FATAL:
                raise
            if simulate is None or not _too_large(error):
                return Row(values, "error", error=error)
            refused = True
    assert simulate is not None, "a point needs exact odds or a simulation"
    try:
        return simulated_row(values, simulate(), exact_refused=refused)
    except ArbiterRpcError as error:
        if error.code in _FATAL:
            raise
        return Row(values, "error", error=error)
