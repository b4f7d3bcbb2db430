"""The chi-square check shared by the tests that hold sampled frequencies (ResolveBatch's,
Simulate's) to ComputeOdds's exact distributions (issue 12, item 4)."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

__all__ = ["P_MIN", "assert_frequencies_fit", "chi_square_p"]

#: The test's threshold: observed counts must not be less likely than P_MIN under the exact odds.
P_MIN = 0.001


def chi_square_p(statistic: float, df: int) -> float:
    """P(X >= statistic) for X chi-square with ``df`` degrees of freedom, in closed form."""
    x = statistic / 2
    if df % 2 == 0:
        return math.exp(-x) * math.fsum(x**i / math.factorial(i) for i in range(df // 2))
    terms = (x ** (i - 0.5) / math.gamma(i + 0.5) for i in range(1, (df + 1) // 2))
    return math.erfc(math.sqrt(x)) + math.exp(-x) * math.fsum(terms)


def _bins(pmf: dict[int, Fraction], runs: int) -> list[tuple[set[int], float]]:
    """Values grouped (ascending) so that each bin expects at least 5 of ``runs``."""
    bins: list[tuple[set[int], float]] = []
    values: set[int] = set()
    mass = 0.0
    for value, p in sorted(pmf.items()):
        values.add(value)
        mass += float(p)
        if mass * runs >= 5:
            bins.append((values, mass))
            values, mass = set(), 0.0
    if values:  # a small tail joins the last bin
        last, last_mass = bins.pop()
        bins.append((last | values, last_mass + mass))
    return bins


def assert_frequencies_fit(
    observed: Counter[int], exact: dict[int, Fraction], runs: int, name: str
) -> None:
    """``observed`` counts of ``runs`` samples agree with the ``exact`` distribution: nothing it
    calls impossible, and a chi-square p-value above P_MIN."""
    assert set(observed) <= set(exact), name  # nothing the exact odds call impossible
    bins = _bins(exact, runs)
    statistic = sum(
        (sum(observed[v] for v in values) - mass * runs) ** 2 / (mass * runs)
        for values, mass in bins
    )
    if len(bins) > 1:
        assert chi_square_p(statistic, len(bins) - 1) > P_MIN, (name, statistic, bins)
