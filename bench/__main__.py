"""Arbiter's benchmark suite: each figure beside its reference, measured in the same run.

    .venv/bin/python -m bench [--runs 3] [--count 3000] [--engine-count 20000] [--output FILE]

Figures (issue 9 item 6), each against a reference measured in the same run:
(a) unary ResolveAction, 64 in flight, vs the canned-response server (bench/canned_server.py:
    Arbiter's own server and options, a servicer that does no work);
(b) ResolveBatch, 4 streams, 1 item per message, at trace none, summary and full, vs the canned
    server's stream;
(c) the engine in process, one attack per ruleset (the engine always builds the full trace), vs
    PyPI ``d20`` rolling the same dice;
(d) encounters/s over ResolveEncounter, per ruleset, vs the canned server.
Every run measures every figure and then its reference, in turn (interleaved, so a machine that
slows down slows both); the table gives the median of the runs with the spread (min-max) and
the ratio of the medians. The loopback figures use ``arbiter loadtest``'s runner, in this process;
its own CPU share is shown, as a saturated client caps what it can measure.

Output: a markdown table with the machine, the command and the date, to paste into
docs/performance.md. A measurement, never a test: nothing here passes or fails on speed.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import d20
from google.protobuf import json_format

from arbiter.cli import TRACE_DETAILS
from arbiter.loadtest import RPCS, LoadTestOptions, Report, build_payload, run_load_test
from arbiter.v1 import combat_service_pb2 as pb
from engine.catalog import builtin_catalog
from engine.dice import SeededDice
from engine.resolve import resolve_action
from service.convert import action_request_from_proto
from service.limits import Limits

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "clients" / "python" / "examples"
# The dice each example attack rolls, as d20 notation: ARRAYER's d10 + weight - armour
# (arrayer_attack.json: greatsword weight 1, armour 1); `tiered`'s contest, attack d20 + reflex +
# skill against defence d20 + reflex + skill (tiered_exchange.json).
_D20 = {
    "arrayer_attack.json": "1d10+1-1",
    "tiered_exchange.json": "(1d20+2+4)-(1d20+1+3)",
}
_READY_TIMEOUT = 60.0


@dataclass(frozen=True, slots=True)
class Sample:
    """One measurement: a rate, and for the loopback figures p99 and the client's CPU share."""

    rate: float
    p99_ms: float | None = None
    client_cpu: float | None = None


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure and its reference, each measured by calling it."""

    name: str
    unit: str
    subject: Callable[[], Sample]
    reference_name: str
    reference: Callable[[], Sample]


def _example(
    name: str, message: type[pb.ResolveActionRequest | pb.ResolveEncounterRequest]
) -> pb.ResolveActionRequest | pb.ResolveEncounterRequest:
    request = json_format.Parse((EXAMPLES / name).read_text(), message())
    request.dice.Clear()
    request.dice.seed = 1  # real dice, the same every call
    return request


@contextmanager
def _server(module: str) -> Iterator[str]:
    """``python -m module`` on an ephemeral port, logging to a file (a pipe would have to be
    drained by this process, taking CPU from the load it generates); its ``host:port``."""
    with tempfile.NamedTemporaryFile("w+", suffix=".log") as log:
        args = [sys.executable, "-m", module, "--host", "127.0.0.1", "--port", "0"]
        args += ["--metrics-port", "0", "--http-port", "0"]
        env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
        proc = subprocess.Popen(args, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            yield _wait_serving(proc, Path(log.name))
        finally:
            proc.kill()
            proc.wait()


def _wait_serving(proc: subprocess.Popen[bytes], log: Path) -> str:
    deadline = time.monotonic() + _READY_TIMEOUT
    while time.monotonic() < deadline:
        for line in log.read_text().splitlines():
            if line.startswith("{") and (entry := json.loads(line)).get("event") == "serving":
                return f"127.0.0.1:{entry['port']}"
        if proc.poll() is not None:
            break
        time.sleep(0.05)  # a benchmark, not a test: polling a log file for the ready line
    raise RuntimeError(f"server did not start: {log.read_text()}")


def _load(
    target: str,
    rpc: str,
    request: pb.ResolveActionRequest | pb.ResolveEncounterRequest,
    *,
    count: int,
    concurrency: int,
    streams: int = 1,
    detail: str | None = None,
) -> Sample:
    """One ``arbiter loadtest`` run; it must come back all OK."""
    spec = RPCS[rpc]
    payload = build_payload(
        spec, copy.deepcopy(request), detail=TRACE_DETAILS[detail] if detail else None
    )
    options = LoadTestOptions(
        targets=(target,),
        spec=spec,
        payload=payload,
        concurrency=concurrency,
        streams=streams,
        count=count,
        warmup=max(1, count // 10),
    )
    report = Report(options, asyncio.run(run_load_test(options)))
    data = report.as_dict()
    if data["status_codes"] != {"OK": count}:
        raise RuntimeError(f"{rpc} against {target} failed: {data['errors']}")
    return Sample(data["rps"], data["latency_ms"]["p99"], report.cpu_share)


def _rate(n: int, step: Callable[[int], object]) -> Sample:
    start = time.perf_counter()
    for i in range(n):
        step(i)
    return Sample(n / (time.perf_counter() - start))


def _engine(name: str, n: int) -> Callable[[], Sample]:
    """The engine alone: the request converted once, then resolved ``n`` times, seeded dice."""
    limits = Limits()
    message = _example(name, pb.ResolveActionRequest)
    assert isinstance(message, pb.ResolveActionRequest)
    request = action_request_from_proto(message, builtin_catalog(), limits)

    def step(i: int) -> None:
        resolve_action(request.state, request.action, SeededDice(i, limits.max_dice))

    return lambda: _rate(n, step)


def _d20(expression: str, n: int) -> Callable[[], Sample]:
    return lambda: _rate(n, lambda _: d20.roll(expression))


def figures(arbiter: str, canned: str, count: int, engine_count: int) -> list[Figure]:
    """Every figure with its reference (the servers already running)."""
    attack = _example("arrayer_attack.json", pb.ResolveActionRequest)
    out: list[Figure] = []

    def pair(name: str, unit: str, ref_name: str, run: Callable[[str], Sample]) -> None:
        out.append(Figure(name, unit, lambda: run(arbiter), ref_name, lambda: run(canned)))

    pair(
        "(a) unary ResolveAction, 64 in flight",
        "calls/s",
        "canned-response server",
        lambda t: _load(t, "ResolveAction", attack, count=count, concurrency=64),
    )
    for detail in TRACE_DETAILS:
        pair(
            f"(b) ResolveBatch, 4 streams, 1 item/message, trace {detail}",
            "items/s",
            "canned-response server",
            lambda t, d=detail: _load(  # type: ignore[misc]
                t, "ResolveBatch", attack, count=count, concurrency=64, streams=4, detail=d
            ),
        )
    for name, expression in _D20.items():
        ruleset = name.split("_")[0]
        out.append(
            Figure(
                f"(c) engine in process, one {ruleset} attack ({name})",
                "attacks/s",
                _engine(name, engine_count),
                f"d20 `{expression}`",
                _d20(expression, engine_count),
            )
        )
    for name in ("arrayer_encounter.json", "tiered_encounter.json"):
        encounter = _example(name, pb.ResolveEncounterRequest)
        pair(
            f"(d) ResolveEncounter {name}, 16 in flight",
            "encounters/s",
            "canned-response server",
            lambda t, e=encounter: _load(  # type: ignore[misc]
                t, "ResolveEncounter", e, count=max(1, count // 10), concurrency=16
            ),
        )
    return out


def _summary(samples: Sequence[Sample]) -> str:
    rates = [s.rate for s in samples]
    text = f"{statistics.median(rates):,.0f} ({min(rates):,.0f}-{max(rates):,.0f})"
    p99s = [s.p99_ms for s in samples if s.p99_ms is not None]
    if p99s:
        text += f", p99 {statistics.median(p99s):.1f} ms"
    return text


def _cpu(samples: Sequence[Sample]) -> str:
    shares = [s.client_cpu for s in samples if s.client_cpu is not None]
    return f"{statistics.median(shares):.0%}" if shares else "-"


def _machine() -> str:
    model = "unknown CPU"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    usable = len(os.sched_getaffinity(0))
    load = ", ".join(f"{v:.2f}" for v in os.getloadavg())
    return (
        f"{model}, {os.cpu_count()} CPUs ({usable} usable by this process), Python "
        f"{platform.python_version()}, load average at start {load}"
    )


def table(results: Sequence[tuple[Figure, list[Sample], list[Sample]]], runs: int) -> str:
    """The markdown block docs/performance.md takes."""
    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        f"- Machine: {_machine()}",
        f"- Command: `{' '.join(['.venv/bin/python -m bench', *sys.argv[1:]])}`",
        f"- Date: {now}",
        f"- {runs} interleaved runs; median (min-max) of each; ratio of the medians; client CPU "
        "is the load generator's share of one core (Arbiter's run / the reference's)",
        "",
        "| figure | unit | Arbiter | reference | reference's figure | ratio | client CPU |",
        "|---|---|---|---|---|---|---|",
    ]
    for figure, subject, reference in results:
        ratio = statistics.median(s.rate for s in subject) / statistics.median(
            s.rate for s in reference
        )
        lines.append(
            f"| {figure.name} | {figure.unit} | {_summary(subject)} | {figure.reference_name} | "
            f"{_summary(reference)} | {ratio:.2f} | {_cpu(subject)} / {_cpu(reference)} |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs (default 3)")
    parser.add_argument("--count", type=int, default=3000, help="calls or items per loopback run")
    parser.add_argument(
        "--engine-count", type=int, default=20_000, help="attacks per in-process run"
    )
    parser.add_argument("--output", type=Path, help="also write the markdown here")
    options = parser.parse_args(argv)
    with ExitStack() as stack:
        arbiter = stack.enter_context(_server("service"))
        canned = stack.enter_context(_server("bench.canned_server"))
        todo = figures(arbiter, canned, options.count, options.engine_count)
        results: list[tuple[Figure, list[Sample], list[Sample]]] = [(f, [], []) for f in todo]
        for run in range(options.runs):
            for figure, subject, reference in results:
                print(f"run {run + 1}/{options.runs}: {figure.name}", file=sys.stderr)
                subject.append(figure.subject())
                reference.append(figure.reference())
    text = table(results, options.runs)
    print(text)
    if options.output is not None:
        options.output.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
