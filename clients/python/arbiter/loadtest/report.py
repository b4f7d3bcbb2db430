"""The load-test report: ghz's shape as text, the same figures as JSON, a PNG latency plot, and
reports of several runs merged into one.

The latency figures are read from HdrHistograms (arbiter.loadtest.latencies): per response, per
item (each item's latency is that of the response that carried it, so each response counts once
per item), and, for a server stream, the time to its first message. The JSON report carries the
histograms themselves, so ``merge_reports`` adds runs made side by side (on several machines, or
an Indexed Job's pods) into the report one run over all their calls would have given, figure
for figure.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arbiter.loadtest import latencies
from arbiter.loadtest.latencies import PERCENTILES
from arbiter.loadtest.runner import LoadTestOptions, Run
from arbiter.loadtest.schedule import Ramp
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "HISTOGRAM_BUCKETS",
    "PERCENTILES",
    "SATURATED",
    "Report",
    "format_report",
    "merge_reports",
    "write_plot",
]

#: Buckets of the text and JSON histogram (equal widths from the fastest to the slowest).
HISTOGRAM_BUCKETS = 10
#: Above this share of one core the tool itself is likely the bottleneck.
SATURATED = 0.9
_BAR = 40
#: The RPCs whose calls carry several items.
_BATCHED = frozenset({"ResolveBatch", "ResolveMany"})


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

    def histograms(self) -> dict[str, Any]:
        """The run's HdrHistograms: per response, per item, and a server stream's first
        message (None for other RPCs)."""
        recorder = self.run.recorder
        return {
            "latency": latencies.histogram((v, 1) for v in recorder.latencies),
            "item_latency": latencies.histogram(
                zip(recorder.latencies, recorder.carried, strict=True)
            ),
            "first_message": latencies.histogram((v, 1) for v in recorder.first_message)
            if self.options.spec.server_streaming
            else None,
        }

    def steps(self) -> list[dict[str, Any]] | None:
        """Per step of a load schedule (None when the load is held): each response counted in
        the step it was sent (or planned) in, with the schedule's level there (its mean over
        the step, for a ``line`` rate), its rate, failures and latency figures."""
        ramp, r = self.options.steps, self.run.recorder
        if ramp is None or ramp.window is None:
            return None
        window, rated = ramp.window, ramp is self.options.rate_schedule
        by_step: dict[int, list[tuple[float, bool]]] = {}
        for latency, finished, failed in zip(r.latencies, r.finished_at, r.failed, strict=True):
            # Sent (or planned) at finished - latency; a response planned at a step's first
            # instant counts in that step, whatever the float rounding of the subtraction.
            index = max(0, math.floor((finished - latency) / window + 1e-9))
            by_step.setdefault(index, []).append((latency, bool(failed)))
        steps = []
        for index in range(max(by_step, default=-1) + 1):
            start = index * window
            responses = by_step.get(index, [])
            if rated and ramp.kind == "line":
                level = ramp.at(start + window / 2)
            else:
                level = ramp.at(start, continuous=rated)
            # The last step may be cut short by the end of the run.
            seconds = min(window, max(self.run.wall - start, 1e-9))
            steps.append(
                _step(
                    index,
                    window,
                    level,
                    latencies.histogram((latency, 1) for latency, _ in responses),
                    failed=sum(failed for _, failed in responses),
                    rps=len(responses) / seconds,
                )
            )
        return steps

    def as_dict(self) -> dict[str, Any]:
        """The JSON report (docs/loadtest.md lists its keys)."""
        o, r, wall = self.options, self.run.recorder, self.run.wall
        per_request = o.payload.items_per_message
        return _with_figures(
            {
                "rpc": o.spec.name,
                "targets": list(o.targets),
                "options": {
                    "protocol": o.protocol,
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
                    "load_schedule": _schedule(o.rate_schedule),
                    "concurrency_schedule": _schedule(o.concurrency_schedule),
                    # As given: items for the batch RPCs (whole messages of batch_size items).
                    "count": None if o.count is None else o.count * per_request,
                    "duration": o.duration,
                    "warmup": o.warmup * per_request,
                    "timeout": o.timeout,
                },
                "parts": 1,
                "count": r.count,
                "items": r.items,
                "item_count": sum(r.carried),
                "total_seconds": round(wall, 6),
                "rps": round(r.count / wall, 3) if wall > 0 else 0.0,
                "items_per_second": round(r.items / wall, 3) if wall > 0 else 0.0,
                "latency_from": "planned" if o.rps is not None else "sent",
                "status_codes": dict(r.statuses.most_common()),
                "item_status_codes": dict(r.item_statuses.most_common()),
                "errors": dict(r.errors.most_common()),
                "item_errors": dict(r.item_errors.most_common()),
                "target_counts": dict(r.targets),
                "late_starts": r.late_starts,
                "steps": self.steps(),
                "client_cpu": {
                    "seconds": round(self.run.cpu, 6),
                    "share_of_one_core": round(self.cpu_share, 4),
                    "saturated": self.cpu_share > SATURATED,
                },
            },
            self.histograms(),
        )

    def text(self) -> str:
        """The report as ``arbiter loadtest`` prints it (ghz's layout)."""
        return format_report(self.as_dict())


def _schedule(ramp: Ramp | None) -> dict[str, Any] | None:
    if ramp is None:
        return None
    return {
        "kind": ramp.kind,
        "start": ramp.start,
        "end": ramp.end,
        "step": ramp.step,
        "step_duration": ramp.step_duration,
    }


def _step(
    index: int, window: float, level: float, made: Any, *, failed: int, rps: float
) -> dict[str, Any]:
    """One step of a load schedule's figures, from its responses' histogram."""
    return {
        "step": index,
        "from_s": round(index * window, 6),
        "to_s": round((index + 1) * window, 6),
        "target": round(level, 3),
        "count": made.get_total_count(),
        "failed": failed,
        "rps": round(rps, 3),
        "latency_ms": latencies.stats_ms(made),
        "histogram": latencies.encode(made),
    }


def _merged_steps(reports: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]] | None:
    """The steps of parts run side by side: counts, failures, rates and targets added, and the
    histograms; None when the parts have none. ValueError when their steps differ."""
    all_steps = [r.get("steps") for r in reports]
    if all(steps is None for steps in all_steps):
        return None
    if any(steps is None for steps in all_steps):
        raise ValueError("some reports have a load schedule's steps and some not")
    merged = []
    for index in range(max(len(steps) for steps in all_steps if steps is not None)):
        parts = [steps[index] for steps in all_steps if steps is not None and index < len(steps)]
        window = parts[0]["to_s"] - parts[0]["from_s"]
        if any(p["to_s"] - p["from_s"] != window for p in parts):
            raise ValueError("the reports' load schedules have steps of different lengths")
        made = latencies.added([latencies.decode(p["histogram"]) for p in parts])
        merged.append(
            _step(
                index,
                window,
                sum(float(p["target"]) for p in parts),
                made,
                failed=sum(int(p["failed"]) for p in parts),
                # The parts ran side by side: their rates add.
                rps=sum(float(p["rps"]) for p in parts),
            )
        )
    return merged


def _with_figures(data: dict[str, Any], histograms: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with the figures read from ``histograms`` (and the histograms, encoded)."""
    first = histograms["first_message"]
    data["latency_ms"] = latencies.stats_ms(histograms["latency"])
    data["item_latency_ms"] = latencies.stats_ms(histograms["item_latency"])
    data["first_message_ms"] = None if first is None else latencies.stats_ms(first)
    data["histogram"] = latencies.buckets_ms(histograms["latency"], HISTOGRAM_BUCKETS)
    data["histograms"] = {
        name: None if made is None else latencies.encode(made) for name, made in histograms.items()
    }
    return data


def merge_reports(reports: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The report of runs made side by side (JSON reports of one RPC): counts, codes, errors and
    targets added, histograms added (so every latency figure is the one a single run over all
    their calls gives), throughput added (the runs overlapped: their rates add), the wall time
    the longest part's. ValueError for reports that cannot be merged."""
    if not reports:
        raise ValueError("no reports to merge")
    rpcs = {r.get("rpc") for r in reports}
    if len(rpcs) != 1:
        raise ValueError(f"reports of different RPCs cannot be merged: {sorted(map(str, rpcs))}")
    try:
        histograms: dict[str, Any] = {}
        for name in ("latency", "item_latency", "first_message"):
            encoded = [r["histograms"][name] for r in reports]
            if all(e is None for e in encoded):
                histograms[name] = None
            elif any(e is None for e in encoded):
                raise ValueError(f"some reports have a {name} histogram and some not")
            else:
                histograms[name] = latencies.added([latencies.decode(e) for e in encoded])

        def added(key: str) -> dict[str, int]:
            total: Counter[str] = Counter()
            for report in reports:
                total.update(report[key])
            return dict(total.most_common())

        targets: list[str] = []
        for report in reports:
            targets += [t for t in report["targets"] if t not in targets]
        wall = max(float(r["total_seconds"]) for r in reports)
        shares = [float(r["client_cpu"]["share_of_one_core"]) for r in reports]
        data = {
            "rpc": reports[0]["rpc"],
            "targets": targets,
            "options": reports[0]["options"],
            "parts": sum(int(r.get("parts", 1)) for r in reports),
            "count": sum(int(r["count"]) for r in reports),
            "items": sum(int(r["items"]) for r in reports),
            "item_count": sum(int(r["item_count"]) for r in reports),
            "total_seconds": round(wall, 6),
            "rps": round(sum(float(r["rps"]) for r in reports), 3),
            "items_per_second": round(sum(float(r["items_per_second"]) for r in reports), 3),
            "latency_from": reports[0]["latency_from"],
            "status_codes": added("status_codes"),
            "item_status_codes": added("item_status_codes"),
            "errors": added("errors"),
            "item_errors": added("item_errors"),
            "target_counts": added("target_counts"),
            "late_starts": sum(int(r["late_starts"]) for r in reports),
            "steps": _merged_steps(reports),
            "client_cpu": {
                "seconds": round(sum(float(r["client_cpu"]["seconds"]) for r in reports), 6),
                # Each part's own share: the busiest part says whether a load tester was the limit.
                "share_of_one_core": max(shares),
                "saturated": max(shares) > SATURATED,
            },
        }
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"not an arbiter loadtest JSON report ({error!r})") from None
    return _with_figures(data, histograms)


def format_report(data: Mapping[str, Any]) -> str:
    """A JSON report as ``arbiter loadtest`` (and ``arbiter merge``) prints it (ghz's layout)."""
    lines = [
        "Summary:",
        f"  RPC:          {data['rpc']}",
        f"  Count:        {data['count']}",
        f"  Total:        {data['total_seconds'] * 1000:.2f} ms",
    ]
    if data.get("parts", 1) > 1:
        lines.append(f"  Parts:        {data['parts']} runs side by side, merged")
    latency = data["latency_ms"]
    if latency is not None:
        lines += [
            f"  Slowest:      {latency['max']:.2f} ms",
            f"  Fastest:      {latency['min']:.2f} ms",
            f"  Average:      {latency['mean']:.2f} ms",
        ]
    lines.append(f"  Requests/sec: {data['rps']:.2f}")
    batched = data["rpc"] in _BATCHED
    if batched:
        lines.append(
            f"  Items:        {data['item_count']} in {data['count']} requests, {data['items']} OK"
        )
        lines.append(f"  Items/sec:    {data['items_per_second']:.2f} (OK items)")
    histogram = data["histogram"]
    if histogram:
        widest = max(b["count"] for b in histogram)
        lines += ["", "Response time histogram:"]
        lines += [
            f"  {b['upper_ms']:10.3f} [{b['count']}]\t|" + "∎" * round(_BAR * b["count"] / widest)
            for b in histogram
        ]
    if latency is not None:
        origin = "planned send times" if data["latency_from"] == "planned" else "sends"
        lines += ["", f"Latency distribution (measured from the {origin}):"]
        lines += [f"  {p} % in {latency[f'p{p}']:.2f} ms" for p in PERCENTILES]
    if data.get("steps"):
        lines += ["", "Steps (the schedule's level, then each step's responses by when sent):"]
        for step in data["steps"]:
            figures = step["latency_ms"]
            shown = (
                "no responses"
                if figures is None
                else f"p50 {figures['p50']:.2f} ms, p99 {figures['p99']:.2f} ms"
            )
            lines.append(
                f"  {step['from_s']:7.1f}-{step['to_s']:<7.1f}s  at {step['target']:g}: "
                f"{step['count']} responses, {step['rps']:.2f}/s, {step['failed']} failed, {shown}"
            )
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


def write_plot(report: Report, path: Path, latency_ms: Mapping[str, float] | None) -> None:
    """A PNG with each response's latency against when it finished, and the latency histogram
    with the percentiles of ``latency_ms`` (the report's, as_dict's ``latency_ms``) marked.

    Drawn on an Agg canvas (no display, no pyplot global state); matplotlib is imported only here,
    so the tool runs without it when no plot is asked for.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415

    recorder = report.run.recorder
    each_ms = [v * 1000 for v in recorder.latencies]
    figure = Figure(figsize=(10, 4), layout="constrained")
    FigureCanvasAgg(figure)
    over_time, spread = figure.subplots(1, 2)
    over_time.plot(list(recorder.finished_at), each_ms, ".", markersize=2)
    over_time.set(xlabel="time since start (s)", ylabel="latency (ms)", title="Latency over time")
    spread.hist(each_ms, bins=50)
    spread.set(xlabel="latency (ms)", ylabel="responses", title="Latency histogram")
    if latency_ms is not None:
        for i, p in enumerate(PERCENTILES, start=1):
            spread.axvline(latency_ms[f"p{p}"], color=f"C{i}", linestyle=":", label=f"p{p}")
        spread.legend()
    figure.suptitle(
        f"{report.options.spec.name}: {recorder.count} responses, "
        f"{recorder.count / report.run.wall:.0f}/s"
        if report.run.wall > 0
        else report.options.spec.name
    )
    figure.savefig(path, format="png")
