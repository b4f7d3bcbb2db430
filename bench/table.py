"""The suite's figures and the markdown table they make (docs/performance.md takes it)."""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import engine

__all__ = [
    "BEGIN",
    "END",
    "Figure",
    "Result",
    "Sample",
    "describe_machine",
    "table",
    "write_output",
]

#: The markers of the generated block in a file ``--output`` updates in place.
BEGIN = "<!-- bench:begin (written by python -m bench --output) -->"
END = "<!-- bench:end -->"


@dataclass(frozen=True, slots=True)
class Sample:
    """One measurement: its value (a rate, a latency figure's p99 in ms, or an instruction
    count), the p50 and p99 latencies where they apply, the load generator's CPU (a share of one
    core), the server's CPU seconds per 1,000 items (its workers' included) over the measured
    load, and the calls each of its workers logged meanwhile (``rpc`` lines, worker 0 first: a
    ResolveBatch stream is one; empty for a server of one process)."""

    value: float
    p50_ms: float | None = None
    p99_ms: float | None = None
    client_cpu: float | None = None
    server_cpu: float | None = None
    worker_calls: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure and its reference, each measured by calling it; ``letter`` is its item of issue 9
    (``--only``), ``goal`` the issue's goal for it (text, for the table).

    ``reference`` None: a figure without one (its cells say "-"). ``cpu_goal``: a goal for the
    server's CPU per item, Arbiter's ÷ the reference's, which gets a row of its own below the
    figure's. ``inverse``: the value is a cost (fewer is better), so the ratio is the
    reference's ÷ Arbiter's and reads as a speed ratio. ``once``: measured in the first run only
    (an instruction count repeats, so more runs would add only time).
    """

    letter: str
    name: str
    unit: str
    subject: Callable[[], Sample]
    reference_name: str
    reference: Callable[[], Sample] | None
    goal: str = ""
    cpu_goal: str = ""
    inverse: bool = False
    once: bool = False


@dataclass(slots=True)
class Result:
    """A figure's samples, one per run."""

    figure: Figure
    subject: list[Sample] = field(default_factory=list)
    reference: list[Sample] = field(default_factory=list)


def _spread(values: Sequence[float], f: str) -> str:
    """The median, and the min-max of several ("-" for none)."""
    if not values:
        return "-"
    text = f"{statistics.median(values):{f}}"
    return text if len(values) == 1 else f"{text} ({min(values):{f}}-{max(values):{f}})"


def _summary(samples: Sequence[Sample], unit: str) -> str:
    if not samples:
        return "-"
    f = ",.1f" if unit == "ms" else ",.0f"  # latencies of a few ms; rates in the thousands
    text = _spread([s.value for s in samples], f)
    if all(s.p50_ms is not None and s.p99_ms is not None for s in samples):
        p50 = statistics.median(s.p50_ms for s in samples if s.p50_ms is not None)
        p99 = statistics.median(s.p99_ms for s in samples if s.p99_ms is not None)
        text += f", p50 {p50:.1f} ms, p99 {p99:.1f} ms"
    return text


def _cpu(samples: Sequence[Sample]) -> str:
    shares = [s.client_cpu for s in samples if s.client_cpu is not None]
    return f"{statistics.median(shares):.0%}" if shares else "-"


def _server_cpus(samples: Sequence[Sample]) -> list[float]:
    return [s.server_cpu for s in samples if s.server_cpu is not None]


def _server_cpu(result: Result) -> str:
    """The server CPU cell: the medians, Arbiter's / the reference's ("-" for neither)."""
    sides = [_server_cpus(result.subject), _server_cpus(result.reference)]
    if not any(sides):
        return "-"
    return " / ".join(f"{statistics.median(side):.3g}" if side else "-" for side in sides)


def _ratio(subject: Sequence[float], reference: Sequence[float], inverse: bool) -> str:
    """The ratio of the medians, Arbiter's over the reference's (``inverse``: the other way)."""
    if not subject or not reference:
        return "-"
    over, under = statistics.median(subject), statistics.median(reference)
    if inverse:
        over, under = under, over
    return f"{over / under:.2f}" if under else "-"


def _cpu_row(result: Result) -> str:
    """The row of a figure's ``cpu_goal``: the server's CPU per 1,000 items on each side, their
    ratio, and each run's split of the calls over Arbiter's workers."""
    figure = result.figure
    subject, reference = _server_cpus(result.subject), _server_cpus(result.reference)
    text = _spread(subject, ".3g")
    splits = [s.worker_calls for s in result.subject if len(s.worker_calls) > 1]
    if splits:
        shares = ", ".join(
            "/".join(f"{100 * calls / sum(split):.0f}" for calls in split) + " %"
            for split in splits
        )
        text += f"; calls per worker, run by run: {shares}"
    return (
        f"| {figure.name}: the server's CPU per 1,000 items | CPU s | {text} | "
        f"{figure.reference_name} | {_spread(reference, '.3g')} | "
        f"{_ratio(subject, reference, False)} | "
        f"{figure.cpu_goal} | - | - |"
    )


def describe_machine() -> str:
    """The CPU, the CPUs usable, Python, the engine (compiled or pure: the servers started
    from here inherit ARBITER_ENGINE), and the load average now."""
    model = "unknown CPU"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    usable = len(os.sched_getaffinity(0))
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    return (
        f"{model}, {os.cpu_count()} CPUs ({usable} usable by this process), Python "
        f"{platform.python_version()}, engine {engine.IMPLEMENTATION}, load average at start "
        f"{load}"
    )


def table(
    results: Sequence[Result],
    runs: int,
    command: str,
    machine: str,
    memory: Mapping[str, Sequence[int]] | None = None,
) -> str:
    """The markdown block: ``machine`` (describe_machine), the command, the date, each server's
    memory after the runs (``memory``: RSS in MB by server name, the process and then its
    workers, Servers.memory), then one row per figure."""
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"- Machine: {machine}",
        f"- Command: `{command}`",
        f"- Date: {now}",
        f"- {runs} interleaved run{'s' if runs != 1 else ''}; median (min-max) of each; ratio of "
        "the medians (of instruction counts: the reference's ÷ Arbiter's); client CPU is the load "
        "generator's, as a share of one core (Arbiter's run / the reference's); server CPU is the "
        "server's CPU seconds (its workers' included) per 1,000 items (Arbiter / the reference)",
    ]
    if memory:
        lines.append(
            "- Memory after the runs (RSS): "
            + "; ".join(f"{name} {_memory(mbs)}" for name, mbs in memory.items())
        )
    lines += [
        "",
        "| figure | unit | Arbiter | reference | reference's figure | ratio | goal | client CPU "
        "| server CPU s/1k items |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for result in results:
        figure = result.figure
        subject = [s.value for s in result.subject]
        reference = [s.value for s in result.reference]
        lines.append(
            f"| {figure.name} | {figure.unit} | {_summary(result.subject, figure.unit)} | "
            f"{figure.reference_name} | {_summary(result.reference, figure.unit)} | "
            f"{_ratio(subject, reference, figure.inverse)} | {figure.goal or '-'} | "
            f"{_cpu(result.subject)} / {_cpu(result.reference)} | {_server_cpu(result)} |"
        )
        if figure.cpu_goal:
            lines.append(_cpu_row(result))
    return "\n".join(lines)


def _memory(mbs: Sequence[int]) -> str:
    """One server's RSS: the process alone, or a supervisor and its workers."""
    if len(mbs) == 1:
        return f"{mbs[0]} MB"
    workers = ", ".join(str(mb) for mb in mbs[1:])
    return f"{mbs[0]} MB (supervisor) + {workers} MB (workers)"


def write_output(path: Path, text: str) -> None:
    """Write ``text`` to ``path``: between the BEGIN and END markers when the file has them
    (docs/performance.md does), else as the whole file."""
    if path.exists():
        old = path.read_text()
        begin, end = old.find(BEGIN), old.find(END)
        if 0 <= begin < end:
            path.write_text(f"{old[: begin + len(BEGIN)]}\n{text}\n{old[end:]}")
            return
    path.write_text(text + "\n")
