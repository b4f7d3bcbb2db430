"""A Simulate result's derived figures, and the merge of results that split one seed's runs.

A SimulationResult carries counts, histograms and exact totals; everything else in it (win rates
and their 95 % intervals, means, percentiles) is derived from those by ``finish``. The server
calls ``finish`` on what it sends and a client merging parts calls it on the merged counts, so a
simulation split over calls (``merge``) gives the figures one call would, to the last bit
(docs/balance.md, "Simulation").

- Win-rate interval: the Wilson score interval at z = 1.959963984540054 (95 %), which stays
  inside [0, 1] and behaves at rates near 0 and 1, where the normal approximation does not.
- Percentile p: the smallest value v with at least p % of the runs at or below it (the inverse
  of the empirical distribution function), so it is always a value some run had.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["Z_95", "finish", "finish_side", "merge", "percentile", "wilson"]

#: The standard normal quantile of 0.975: a two-sided 95 % interval.
Z_95 = 1.959963984540054

_PERCENTILES = (("p10", 10), ("p50", 50), ("p90", 90), ("p99", 99))


def wilson(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` in ``trials`` (0, 0 for no trials)."""
    if trials <= 0:
        return 0.0, 0.0
    rate = successes / trials
    z2 = z * z
    centre = rate + z2 / (2 * trials)
    spread = z * math.sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials))
    scale = 1 + z2 / trials
    low = 0.0 if successes <= 0 else (centre - spread) / scale
    high = 1.0 if successes >= trials else (centre + spread) / scale  # exact ends, no 1 - 1e-16
    return low, high


def percentile(histogram: Sequence[pb.HistogramBin], percent: int) -> int:
    """The smallest value with at least ``percent`` % of the histogram's runs at or below it (0
    for an empty histogram). ``histogram`` is ascending by value, as results carry it."""
    runs = sum(b.count for b in histogram)
    seen = 0
    for point in histogram:
        seen += point.count
        if 100 * seen >= percent * runs:  # integers: no rounding at the boundary
            return point.value
    return 0


def _finish_distribution(distribution: pb.Distribution, runs: int) -> None:
    distribution.mean = distribution.total / runs if runs else 0.0
    for name, percent in _PERCENTILES:
        setattr(distribution, name, percentile(distribution.histogram, percent))


def finish_side(side: pb.SideStatistics, runs: int) -> pb.SideStatistics:
    """Fill a side's win rate and its interval from its wins in ``runs`` (in place; returns it):
    a result's sides, and a progress message's running estimates."""
    side.win_rate = side.wins / runs if runs else 0.0
    side.win_rate_low, side.win_rate_high = wilson(side.wins, runs)
    return side


def finish(result: pb.SimulationResult) -> pb.SimulationResult:
    """Fill ``result``'s derived fields from its counts (in place; returns it)."""
    runs = result.runs
    for side in result.sides:
        finish_side(side, runs)
    _finish_distribution(result.rounds, runs)
    for combatant in result.combatants:
        _finish_distribution(combatant.damage_dealt, runs)
        _finish_distribution(combatant.damage_taken, runs)
    return result


def _add_histogram(into: Counter[int], distribution: pb.Distribution) -> None:
    for point in distribution.histogram:
        into[point.value] += point.count


def _distribution(histogram: Counter[int], total: int) -> pb.Distribution:
    return pb.Distribution(
        histogram=[pb.HistogramBin(value=v, count=n) for v, n in sorted(histogram.items())],
        total=total,
    )


def merge(parts: Iterable[pb.SimulationResult]) -> pb.SimulationResult:
    """One result from parts that played consecutive run ranges of the same seed and encounter
    (in any order), with its derived fields filled.

    Raises ValueError for no parts, different seeds, or ranges that overlap or leave a gap.
    """
    ordered = sorted(parts, key=lambda p: p.first_run)
    if not ordered:
        raise ValueError("no simulation results to merge")
    first = ordered[0]
    expected = first.first_run
    for part in ordered:
        if part.seed != first.seed:
            raise ValueError(f"results of different seeds: {first.seed!r} and {part.seed!r}")
        if part.first_run != expected:
            raise ValueError(
                f"runs from {expected!r} are missing or repeated: a part starts at "
                f"{part.first_run!r}"
            )
        expected += part.runs
    wins: Counter[str] = Counter()
    routs: Counter[str] = Counter()
    rounds: Counter[int] = Counter()
    end_reasons: Counter[int] = Counter()
    dealt: dict[str, Counter[int]] = {}
    taken: dict[str, Counter[int]] = {}
    totals: Counter[tuple[str, str]] = Counter()
    survived: Counter[str] = Counter()
    deaths: Counter[str] = Counter()
    for part in ordered:
        for side in part.sides:
            wins[side.side_id] += side.wins
            routs[side.side_id] += side.routs
        _add_histogram(rounds, part.rounds)
        totals["", "rounds"] += part.rounds.total
        for reason in part.end_reasons:
            end_reasons[reason.end_reason] += reason.count
        for c in part.combatants:
            _add_histogram(dealt.setdefault(c.combatant_id, Counter()), c.damage_dealt)
            _add_histogram(taken.setdefault(c.combatant_id, Counter()), c.damage_taken)
            totals[c.combatant_id, "dealt"] += c.damage_dealt.total
            totals[c.combatant_id, "taken"] += c.damage_taken.total
            survived[c.combatant_id] += c.survived
            deaths[c.combatant_id] += c.aftermath_deaths
    merged = pb.SimulationResult(
        seed=first.seed,
        first_run=first.first_run,
        runs=sum(p.runs for p in ordered),
        sides=[
            pb.SideStatistics(side_id=s.side_id, wins=wins[s.side_id], routs=routs[s.side_id])
            for s in first.sides
        ],
        draws=sum(p.draws for p in ordered),
        rounds=_distribution(rounds, totals["", "rounds"]),
        combatants=[
            pb.CombatantStatistics(
                combatant_id=c.combatant_id,
                damage_dealt=_distribution(dealt[c.combatant_id], totals[c.combatant_id, "dealt"]),
                damage_taken=_distribution(taken[c.combatant_id], totals[c.combatant_id, "taken"]),
                survived=survived[c.combatant_id],
                aftermath_deaths=deaths[c.combatant_id],
            )
            for c in first.combatants
        ],
        end_reasons=[
            pb.EndReasonCount(end_reason=r, count=n)  # type: ignore[arg-type]
            for r, n in sorted(end_reasons.items())
        ],
    )
    return finish(merged)
