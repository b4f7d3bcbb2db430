"""Latencies as HdrHistograms (the HdrHistogram project's Python port, the client's ``loadtest``
extra): what the report's percentiles are read from, and what makes reports merge exactly.

A histogram counts latencies in microseconds, from 1 µs to an hour, to 3 significant digits: each
value lands in a bucket no wider than 0.1 % of it, and a percentile is the highest value of its
bucket (HdrHistogram's rule, as wrk2 and Gatling report). Adding two histograms adds their
counts, so the histogram of two runs' reports added is the one a single run over both runs'
calls would have recorded, and every figure read from it is the same, exactly. The JSON report
carries each histogram in HdrHistogram's compressed, base64 encoding, which the other ports
(Java, Go, JavaScript, C, Rust) read too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hdrh.histogram import HdrHistogram

__all__ = [
    "HIGHEST_US",
    "PERCENTILES",
    "SIGNIFICANT_DIGITS",
    "added",
    "buckets_ms",
    "decode",
    "encode",
    "histogram",
    "stats_ms",
]

#: The percentiles reported, besides min, mean and max.
PERCENTILES = (50, 90, 95, 99)
#: The slowest latency counted: an hour, in µs (a call's deadline is far shorter).
HIGHEST_US = 3_600_000_000
#: Digits kept of each value: a bucket is at most 0.1 % of its values wide.
SIGNIFICANT_DIGITS = 3


def _empty() -> HdrHistogram:
    from hdrh.histogram import HdrHistogram  # noqa: PLC0415 - the loadtest extra, on demand

    return HdrHistogram(1, HIGHEST_US, SIGNIFICANT_DIGITS)


def histogram(latencies: Iterable[tuple[float, int]]) -> HdrHistogram:
    """The histogram of (seconds, count) pairs; a latency under 1 µs counts as 1 µs."""
    made = _empty()
    for seconds, count in latencies:
        if count > 0:
            made.record_value(min(HIGHEST_US, max(1, round(seconds * 1_000_000))), count)
    return made


def added(histograms: Sequence[HdrHistogram]) -> HdrHistogram:
    """One histogram holding every count of ``histograms``."""
    total = _empty()
    for part in histograms:
        total.add(part)
    return total


def encode(made: HdrHistogram) -> str:
    """HdrHistogram's compressed base64 encoding."""
    encoded: bytes = made.encode()
    return encoded.decode("ascii")


def decode(text: str) -> HdrHistogram:
    """The histogram ``encode`` wrote; ValueError when ``text`` is not one."""
    from hdrh.histogram import HdrHistogram  # noqa: PLC0415 - the loadtest extra, on demand

    try:
        return HdrHistogram.decode(text.encode("ascii"))
    except Exception as error:  # the port raises bare exceptions (zlib, struct, its own)
        raise ValueError(f"not an encoded HdrHistogram: {error}") from None


def _ms(microseconds: float) -> float:
    return round(microseconds / 1000, 4)


def stats_ms(made: HdrHistogram) -> dict[str, float] | None:
    """min, mean, the PERCENTILES and max in ms; None when nothing was recorded."""
    if made.get_total_count() == 0:
        return None
    stats = {"min": _ms(made.get_min_value()), "mean": _ms(made.get_mean_value())}
    for p in PERCENTILES:
        stats[f"p{p}"] = _ms(made.get_value_at_percentile(p))
    stats["max"] = _ms(made.get_max_value())
    return stats


def buckets_ms(made: HdrHistogram, buckets: int) -> list[dict[str, float]]:
    """The text report's histogram: ``buckets`` equal widths from the fastest to the slowest
    (one when they are equal), each with its upper bound in ms and its count."""
    recorded = [
        (i.value_iterated_to, i.count_at_value_iterated_to) for i in made.get_recorded_iterator()
    ]
    if not recorded:
        return []
    low, high = made.get_min_value(), made.get_max_value()
    if high == low:
        return [{"upper_ms": _ms(high), "count": made.get_total_count()}]
    width = (high - low) / buckets
    counts = [0] * buckets
    for value, count in recorded:
        counts[min(buckets - 1, int((value - low) / width))] += count
    return [
        {"upper_ms": _ms(high if b == buckets - 1 else low + width * (b + 1)), "count": n}
        for b, n in enumerate(counts)
    ]
