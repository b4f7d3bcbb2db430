"""A Simulate result's derived figures, and the merge of results that split one seed's runs.

A SimulationResult carries counts, histograms and exact totals; everything else in it (win rates
and their 95 % intervals, means, percentiles) is derived from those by ``finish``. The server
calls ``finish`` on what it sends and a client merging parts calls it on the merged counts, so a
simulation split over calls (``merge``) gives the figures one call would, to the last bit
(docs/balance.md, "Simulation"). ``merge`` adds up only parts whose counts add up as a server's
do (``check_part``) and that belong together by what a result carries of its simulation: its
seed, its range of runs, its side and combatant ids. Nothing else of the encounter is in it, so
parts of two encounters with the same ids are not told apart.

- Win-rate interval: the Wilson score interval at z = 1.959963984540054 (95 %), which stays
  inside [0, 1] and behaves at rates near 0 and 1, where the normal approximation does not.
- Percentile p: the smallest value v with at least p % of the runs at or below it (the inverse
  of the empirical distribution function), so it is always a value some run had.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["Z_95", "check_part", "finish", "finish_side", "merge", "percentile", "wilson"]

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
    # Only the values that happened, as the server lists them (a part may list a bin of 0 runs).
    return pb.Distribution(
        histogram=[pb.HistogramBin(value=v, count=n) for v, n in sorted(histogram.items()) if n],
        total=total,
    )


#: The most runs a result holds (SimulationResult.runs is an int32). Every other count of a merged
#: result is at most its runs, and each distribution's total, the sum of its histogram's values
#: (check_part), at most runs times the largest int32: below 2**62, inside the int64 it is.
_INT32_MAX = 2**31 - 1
#: The end reasons a run can have (EndReason without END_REASON_UNSPECIFIED, which no run ends
#: with); a file may hold any number, proto3 JSON keeping unknown enum numbers.
_END_REASONS = frozenset(pb.EndReason.values()) - {pb.END_REASON_UNSPECIFIED}


def _check_count(value: int, runs: int, where: str, field: str) -> None:
    if not 0 <= value <= runs:
        raise ValueError(f"{where}: {field}: {value!r} is not a count of runs from 0 to {runs!r}")


def _check_ids(ids: list[str], where: str, field: str, id_field: str) -> None:
    seen: set[str] = set()
    for i, id_ in enumerate(ids):
        if not id_:
            raise ValueError(f"{where}: {field}[{i}].{id_field}: empty")
        if id_ in seen:
            raise ValueError(f"{where}: {field}[{i}].{id_field}: {id_!r} is listed twice")
        seen.add(id_)


def _check_distribution(distribution: pb.Distribution, runs: int, where: str, field: str) -> None:
    """Each run counted once, at a value of 0 or more, and ``total`` the sum of the values."""
    seen: set[int] = set()
    for i, point in enumerate(distribution.histogram):
        at = f"{field}.histogram[{i}]"
        if point.value < 0:
            raise ValueError(f"{where}: {at}.value: {point.value!r} is negative")
        if point.value in seen:
            raise ValueError(f"{where}: {at}.value: {point.value!r} is listed twice")
        seen.add(point.value)
        if point.count < 0:
            raise ValueError(f"{where}: {at}.count: {point.count!r} is negative")
    counted = sum(p.count for p in distribution.histogram)
    if counted != runs:
        raise ValueError(
            f"{where}: {field}.histogram: its counts add up to {counted!r} runs, not runs {runs!r}"
        )
    summed = sum(p.value * p.count for p in distribution.histogram)
    if distribution.total != summed:
        raise ValueError(
            f"{where}: {field}.total: {distribution.total!r}, but its histogram's values add up "
            f"to {summed!r}"
        )


def check_part(part: pb.SimulationResult, where: str = "the result") -> None:
    """Raise ValueError unless ``part``'s counts add up as a server's do: every count from 0 to
    its runs, the sides' wins and the draws adding up to the runs, and the end reasons and each
    histogram too, each distribution's total the sum of its histogram, ids listed once, end
    reasons known. ``where`` names the part in the message (its file), which names the field
    (proto3 JSON names) and its value."""
    runs = part.runs
    if runs < 1:
        # SimulateRequest.runs is 1 or more: a part of 0 runs is no server's, and its lists of
        # sides and combatants would be all that it brought.
        raise ValueError(f"{where}: runs: {runs!r}, and a part has played 1 run or more")
    if part.first_run < 0:
        raise ValueError(f"{where}: firstRun: {part.first_run!r} is negative")
    _check_ids([s.side_id for s in part.sides], where, "sides", "sideId")
    for i, side in enumerate(part.sides):
        _check_count(side.wins, runs, where, f"sides[{i}].wins")
        _check_count(side.routs, runs, where, f"sides[{i}].routs")
    _check_count(part.draws, runs, where, "draws")
    wins = sum(s.wins for s in part.sides)
    if wins + part.draws != runs:
        # Every run is won by one side or drawn (engine/simulate.py, SimulationTally.add).
        raise ValueError(
            f"{where}: draws: {part.draws!r}, and the sides' wins {wins!r}: they add up to "
            f"{wins + part.draws!r} runs, not runs {runs!r}"
        )
    seen: set[int] = set()
    for i, reason in enumerate(part.end_reasons):
        at = f"endReasons[{i}]"
        if reason.end_reason not in _END_REASONS:
            known = ", ".join(pb.EndReason.Name(r) for r in sorted(_END_REASONS))
            raise ValueError(
                f"{where}: {at}.endReason: {reason.end_reason!r} is not an end reason ({known})"
            )
        if reason.end_reason in seen:
            name = pb.EndReason.Name(reason.end_reason)
            raise ValueError(f"{where}: {at}.endReason: {name} is listed twice")
        seen.add(reason.end_reason)
        if reason.count < 0:
            raise ValueError(f"{where}: {at}.count: {reason.count!r} is negative")
    ended = sum(r.count for r in part.end_reasons)
    if ended != runs:
        raise ValueError(
            f"{where}: endReasons: their counts add up to {ended!r} runs, not runs {runs!r}"
        )
    _check_distribution(part.rounds, runs, where, "rounds")
    _check_ids([c.combatant_id for c in part.combatants], where, "combatants", "combatantId")
    for i, combatant in enumerate(part.combatants):
        at = f"combatants[{i}]"
        _check_distribution(combatant.damage_dealt, runs, where, f"{at}.damageDealt")
        _check_distribution(combatant.damage_taken, runs, where, f"{at}.damageTaken")
        _check_count(combatant.survived, runs, where, f"{at}.survived")
        _check_count(combatant.aftermath_deaths, runs, where, f"{at}.aftermathDeaths")


def _first_digest(
    ordered: Sequence[tuple[pb.SimulationResult, str]],
    digest_of: Callable[[pb.SimulationResult], str],
) -> tuple[str, str] | None:
    """The first part's digest that is set, with the part's name; None when none is."""
    return next(((digest_of(p), n) for p, n in ordered if digest_of(p)), None)


def _same_digest(
    label: str, field: str, digest: str, known: tuple[str, str] | None, what: str
) -> None:
    """ValueError when the part ``label``'s ``digest`` is set and is not ``known``'s (a digest
    and the part that set it first): results of ``what``, which cannot be added."""
    if digest and known is not None and digest != known[0]:
        raise ValueError(
            f"{label}: {field}: {digest!r}, but {known[1]}'s is {known[0]!r}: results of {what}"
        )


def merge(
    parts: Iterable[pb.SimulationResult], names: Sequence[str] | None = None
) -> pb.SimulationResult:
    """One result from parts that played consecutive run ranges of the same seed and encounter
    (in any order), with its derived fields filled.

    ``names`` names the parts in errors, in the order given (their files; default ``part 1``,
    ``part 2``, ...). Raises ValueError, naming the part and the field, for no parts, a part
    whose counts do not add up (``check_part``), different seeds, encounters
    (``encounterDigest``), rules (``rulesVersion.digest``: a server that resolves otherwise
    plays other runs from the same seed), sides or combatants, ranges that overlap or leave a
    gap, or counts the merged result cannot hold. A part without a digest (a server older than
    the field) is told apart from another encounter by its sides and combatants only
    (docs/balance.md, "Splitting and merging").
    """
    given = list(parts)
    if not given:
        raise ValueError("no simulation results to merge")
    labels = list(names) if names is not None else [f"part {i + 1}" for i in range(len(given))]
    if len(labels) != len(given):
        raise ValueError(f"{len(labels)} names for {len(given)} parts")
    for part, label in zip(given, labels, strict=True):
        check_part(part, label)
    ordered = sorted(zip(given, labels, strict=True), key=lambda p: p[0].first_run)
    first, first_label = ordered[0]
    sides = [s.side_id for s in first.sides]
    combatants = [c.combatant_id for c in first.combatants]
    expected, previous = first.first_run, first_label
    # The first part with a digest: every other one with a digest must have the same.
    encounters = _first_digest(ordered, lambda p: p.encounter_digest)
    rules = _first_digest(ordered, lambda p: p.rules_version.digest)
    for part, label in ordered:
        if part.seed != first.seed:
            raise ValueError(
                f"{label}: seed: {part.seed!r}, but {first_label}'s is {first.seed!r}: results "
                "of different seeds"
            )
        _same_digest(
            label, "encounterDigest", part.encounter_digest, encounters, "different encounters"
        )
        _same_digest(
            label,
            "rulesVersion.digest",
            part.rules_version.digest,
            rules,
            "servers that resolve by different rules",
        )
        # The server lists every side and combatant of the encounter in every result, in the
        # state's order (SimulationTally.of), however few runs a part played: parts that list
        # others are of another encounter, and their counts cannot be added.
        if [s.side_id for s in part.sides] != sides:
            raise ValueError(
                f"{label}: sides: {[s.side_id for s in part.sides]!r}, but {first_label} has "
                f"{sides!r}: results of different encounters"
            )
        if [c.combatant_id for c in part.combatants] != combatants:
            raise ValueError(
                f"{label}: combatants: {[c.combatant_id for c in part.combatants]!r}, but "
                f"{first_label} has {combatants!r}: results of different encounters"
            )
        if part.first_run > expected:
            raise ValueError(
                f"{label}: firstRun: {part.first_run!r}, but the runs before it end at "
                f"{expected - 1!r} ({previous}): runs {expected!r} to {part.first_run - 1!r} are "
                "missing"
            )
        if part.first_run < expected:
            raise ValueError(
                f"{label}: firstRun: {part.first_run!r}, but {previous} played runs to "
                f"{expected - 1!r}: runs {part.first_run!r} to "
                f"{min(expected, part.first_run + part.runs) - 1!r} are played twice"
            )
        expected += part.runs
        previous = label
    runs = expected - first.first_run
    if runs > _INT32_MAX:
        raise ValueError(
            f"runs: the parts played {runs!r}, more than a result holds ({_INT32_MAX})"
        )
    wins: Counter[str] = Counter()
    routs: Counter[str] = Counter()
    rounds: Counter[int] = Counter()
    end_reasons: Counter[int] = Counter()
    dealt: dict[str, Counter[int]] = {c: Counter() for c in combatants}
    taken: dict[str, Counter[int]] = {c: Counter() for c in combatants}
    totals: Counter[tuple[str, str]] = Counter()
    survived: Counter[str] = Counter()
    deaths: Counter[str] = Counter()
    for part, _ in ordered:
        for side in part.sides:
            wins[side.side_id] += side.wins
            routs[side.side_id] += side.routs
        _add_histogram(rounds, part.rounds)
        totals["", "rounds"] += part.rounds.total
        for reason in part.end_reasons:
            end_reasons[reason.end_reason] += reason.count
        for c in part.combatants:
            _add_histogram(dealt[c.combatant_id], c.damage_dealt)
            _add_histogram(taken[c.combatant_id], c.damage_taken)
            totals[c.combatant_id, "dealt"] += c.damage_dealt.total
            totals[c.combatant_id, "taken"] += c.damage_taken.total
            survived[c.combatant_id] += c.survived
            deaths[c.combatant_id] += c.aftermath_deaths
    merged = pb.SimulationResult(
        seed=first.seed,
        # Said of the whole only when every part said it.
        encounter_digest=first.encounter_digest
        if all(p.encounter_digest for p, _ in ordered)
        else "",
        # As the digest: said of the whole only when every part said it.
        rules_version=first.rules_version
        if all(p.HasField("rules_version") for p, _ in ordered)
        else None,
        first_run=first.first_run,
        runs=runs,
        sides=[pb.SideStatistics(side_id=s, wins=wins[s], routs=routs[s]) for s in sides],
        draws=sum(p.draws for p, _ in ordered),
        rounds=_distribution(rounds, totals["", "rounds"]),
        combatants=[
            pb.CombatantStatistics(
                combatant_id=c,
                damage_dealt=_distribution(dealt[c], totals[c, "dealt"]),
                damage_taken=_distribution(taken[c], totals[c, "taken"]),
                survived=survived[c],
                aftermath_deaths=deaths[c],
            )
            for c in combatants
        ],
        end_reasons=[
            pb.EndReasonCount(end_reason=r, count=n)  # type: ignore[arg-type]
            for r, n in sorted(end_reasons.items())
            if n
        ],
    )
    return finish(merged)
