"""The load-test report: ghz's shape as text, the same figures as JSON, and a PNG latency plot.

Percentiles are exact, by the nearest-rank rule over every recorded latency: p99 is the smallest
recorded latency that at least 99 % of the responses did not exceed (as HdrHistogram and ghz
report it, without interpolation or buckets). Per item, each item's latency is that of the
response that carried it (a pack's items are answered together), so the item percentiles are the
same rule with each response weighted by its items.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbiter.loadtest.runner import LoadTestOptions, Run
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "HISTOGRAM_BUCKETS",
    "PERCENTILES",
    "SATURATED",
    "Report",
    "write_plot",
]

#: The percentiles reported, besides min, mean and max.
PERCENTILES = (50, 90, 95, 99)
#: Buckets of the text and JSON histogram (equal widths from the fastest to the slowest).
HISTOGRAM_BUCKETS = 10
#: Above this share of one core the tool itself is likely the bottleneck.
SATURATED = 0.9
_BAR = 40


def _weighted_percentile(
    ordered: Sequence[tuple[float, int]], total: int, cumulative: Sequence[int], p: float
) -> float:
    """The nearest-rank ``p``-th percentile of ``ordered`` (value, weight) pairs, ascending, with
    ``cumulative`` their running weights summing to ``total`` (> 0)."""
    rank = max(1, math.ceil(p / 100 * total))
    return ordered[bisect.bisect_left(cumulative, rank)][0]


def _stats_ms(pairs: Sequence[tuple[float, int]]) -> dict[str, float] | None:
    """min, mean, the PERCENTILES and max, in ms, of latencies each weighted by a count."""
    ordered = sorted(p for p in pairs if p[1] > 0)
    if not ordered:
        return None
    cumulative = list(itertools.accumulate(w for _, w in ordered))
    total = cumulative[-1]
    stats = {"min": ordered[0][0], "mean": sum(v * w for v, w in ordered) / total}
    for p in PERCENTILES:
        stats[f"p{p}"] = _weighted_percentile(ordered, total, cumulative, p)
    stats["max"] = ordered[-1][0]
    return {name: _ms(value) for name, value in stats.items()}


def _histogram(ordered: Sequence[float]) -> list[tuple[float, int]]:
    """(upper bound, count) for equal-width buckets from min to max; counts sum to the total."""
    low, high = ordered[0], ordered[-1]
    if high == low:
        return [(high, len(ordered))]
    width = (high - low) / HISTOGRAM_BUCKETS
    bounds = [low + width * (i + 1) for i in range(HISTOGRAM_BUCKETS)]
    bounds[-1] = high  # the float sum may fall a hair short of the slowest
    counts, done = [], 0
    for bound in bounds:
        upto = bisect.bisect_right(ordered, bound)
        counts.append(upto - done)
        done = upto
    return list(zip(bounds, counts, strict=True))


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 4)


@dataclass(frozen=True, slots=True)
class Report:
    """A finished run with its options; ``as_dict()`` is the JSON report, ``text()`` the printed
    one."""

    options: LoadTestOptions
    run: Run

    @property
    def cpu_share(self) -> float:
        """The tool's CPU time over the wall time: 1.0 is one core busy the whole run."""
        return self.run.cpu / self.run.wall if self.run.wall > 0 else 0.0

    @property
    def failed(self) -> int:
        """Items that did not end OK: a failed call's (its items), and a failed item of a batch
        whose call succeeded. For the RPCs without items, the failed calls."""
        statuses = self.run.recorder.item_statuses
        return sum(n for code, n in statuses.items() if code != "OK")

    def latency_ms(self) -> dict[str, float] | None:
        """Per response (call or stream message)."""
        return _stats_ms([(latency, 1) for latency in self.run.recorder.latencies])

    def item_latency_ms(self) -> dict[str, float] | None:
        """Per item: each response's latency weighted by the items it carried."""
        recorder = self.run.recorder
        return _stats_ms(list(zip(recorder.latencies, recorder.carried, strict=True)))

    def first_message_ms(self) -> dict[str, float] | None:
        """A server stream's (Simulate's) time to its first message; None for other RPCs."""
        if not self.options.spec.server_streaming:
            return None
        return _stats_ms([(latency, 1) for latency in self.run.recorder.first_message])

    def histogram_ms(self) -> list[dict[str, float]]:
        ordered = sorted(self.run.recorder.latencies)
        if not ordered:
            return []
        return [{"upper_ms": _ms(b), "count": c} for b, c in _histogram(ordered)]

    def as_dict(self) -> dict[str, Any]:
        """The JSON report (docs/loadtest.md lists its keys)."""
        o, r, wall = self.options, self.run.recorder, self.run.wall
        per_request = o.payload.items_per_message
        return {
            "rpc": o.spec.name,
            "targets": list(o.targets),
            "options": {
                "concurrency": o.concurrency,
                "connections": o.connections,
                "streams": o.streams if o.spec.streaming else None,
                "stream_messages": o.stream_messages if o.spec.streaming else None,
                "batch_size": o.payload.items_per_message,
                "shared_state": o.payload.shared_state,
                "state_echo": None
                if o.payload.state_echo is None
                else pb.StateEcho.Name(o.payload.state_echo),
                "rps": o.rps,
                # As given: items for the batch RPCs (whole messages of batch_size items).
                "count": None if o.count is None else o.count * per_request,
                "duration": o.duration,
                "warmup": o.warmup * per_request,
                "timeout": o.timeout,
            },
            "count": r.count,
            "items": r.items,
            "item_count": sum(r.carried),
            "total_seconds": round(wall, 6),
            "rps": round(r.count / wall, 3) if wall > 0 else 0.0,
            "items_per_second": round(r.items / wall, 3) if wall > 0 else 0.0,
            "latency_from": "planned" if o.rps is not None else "sent",
            "latency_ms": self.latency_ms(),
            "item_latency_ms": self.item_latency_ms(),
            "first_message_ms": self.first_message_ms(),
            "histogram": self.histogram_ms(),
            "status_codes": dict(r.statuses.most_common()),
            "item_status_codes": dict(r.item_statuses.most_common()),
            "errors": dict(r.errors.most_common()),
            "item_errors": dict(r.item_errors.most_common()),
            "target_counts": dict(r.targets),
            "late_starts": r.late_starts,
            "client_cpu": {
                "seconds": round(self.run.cpu, 6),
                "share_of_one_core": round(self.cpu_share, 4),
                "saturated": self.cpu_share > SATURATED,
            },
        }

    def text(self) -> str:
        """The report as ``arbiter loadtest`` prints it (ghz's layout)."""
        data = self.as_dict()
        lines = [
            "Summary:",
            f"  RPC:          {data['rpc']}",
            f"  Count:        {data['count']}",
            f"  Total:        {data['total_seconds'] * 1000:.2f} ms",
        ]
        latency = data["latency_ms"]
        if latency is not None:
            lines += [
                f"  Slowest:      {latency['max']:.2f} ms",
                f"  Fastest:      {latency['min']:.2f} ms",
                f"  Average:      {latency['mean']:.2f} ms",
            ]
        lines.append(f"  Requests/sec: {data['rps']:.2f}")
        batched = self.options.spec.batched
        if batched:
            lines.append(
                f"  Items:        {data['item_count']} in {data['count']} requests, "
                f"{data['items']} OK"
            )
            lines.append(f"  Items/sec:    {data['items_per_second']:.2f} (OK items)")
        histogram = data["histogram"]
        if histogram:
            widest = max(b["count"] for b in histogram)
            lines += ["", "Response time histogram:"]
            lines += [
                f"  {b['upper_ms']:10.3f} [{b['count']}]\t|"
                + "∎" * round(_BAR * b["count"] / widest)
                for b in histogram
            ]
        if latency is not None:
            origin = "planned send times" if data["latency_from"] == "planned" else "sends"
            lines += ["", f"Latency distribution (measured from the {origin}):"]
            lines += [f"  {p} % in {latency[f'p{p}']:.2f} ms" for p in PERCENTILES]
        first = data["first_message_ms"]
        if first is not None:
            lines += ["", "Time to the first message (the latency above runs to the result):"]
            lines.append("  " + ", ".join(f"p{p} {first[f'p{p}']:.2f} ms" for p in PERCENTILES))
        per_item = data["item_latency_ms"]
        if batched and per_item is not None:
            lines += ["", "Item latency (each item's is its response's):"]
            lines.append("  " + ", ".join(f"p{p} {per_item[f'p{p}']:.2f} ms" for p in PERCENTILES))
        lines += ["", "Status code distribution:"]
        lines += _counts(data["status_codes"], "responses")
        if batched:
            lines += ["", "Item status code distribution:"]
            lines += _counts(data["item_status_codes"], "items")
        for title, key in (("Error distribution", "errors"), ("Item errors", "item_errors")):
            if data[key]:
                lines += ["", f"{title}:"]
                lines += [f"  [{n}]\t{text}" for text, n in data[key].items()]
        lines += ["", "Targets:"]
        lines += _counts(data["target_counts"], "responses")
        cpu = data["client_cpu"]
        lines += [
            "",
            f"Client CPU:   {cpu['seconds']:.2f} s over {data['total_seconds']:.2f} s wall "
            f"= {cpu['share_of_one_core']:.0%} of one core",
        ]
        if data["late_starts"]:
            lines.append(
                f"Late starts:  {data['late_starts']} requests found no free slot at their planned "
                "time (--concurrency too low for --rps, or the server fell behind)"
            )
        if cpu["saturated"]:
            lines.append(
                f"WARNING: the load test used over {SATURATED:.0%} of a core; it, not the server, "
                "may be the limit. Spread the load (more processes, or Locust workers)."
            )
        return "\n".join(lines)


def _counts(counts: Mapping[str, int], unit: str) -> list[str]:
    return [f"  [{name}]\t{n} {unit}" for name, n in counts.items()]


def write_plot(report: Report, path: Path) -> None:
    """A PNG with each response's latency against when it finished, and the latency histogram.

    Drawn on an Agg canvas (no display, no pyplot global state); matplotlib is imported only here,
    so the tool runs without it when no plot is asked for.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415

    recorder = report.run.recorder
    latencies = [v * 1000 for v in recorder.latencies]
    figure = Figure(figsize=(10, 4), layout="constrained")
    FigureCanvasAgg(figure)
    over_time, spread = figure.subplots(1, 2)
    over_time.plot(list(recorder.finished_at), latencies, ".", markersize=2)
    over_time.set(xlabel="time since start (s)", ylabel="latency (ms)", title="Latency over time")
    spread.hist(latencies, bins=50)
    spread.set(xlabel="latency (ms)", ylabel="responses", title="Latency histogram")
    summary = report.latency_ms()
    if summary is not None:
        for i, p in enumerate(PERCENTILES, start=1):
            spread.axvline(summary[f"p{p}"], color=f"C{i}", linestyle=":", label=f"p{p}")
        spread.legend()
    figure.suptitle(
        f"{report.options.spec.name}: {recorder.count} responses, "
        f"{recorder.count / report.run.wall:.0f}/s"
        if report.run.wall > 0
        else report.options.spec.name
    )
    figure.savefig(path, format="png")
