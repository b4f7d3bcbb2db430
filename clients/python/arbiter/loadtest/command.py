"""``arbiter loadtest``: its options, the progress bar, and the reports (docs/loadtest.md)."""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from arbiter.client import DEFAULT_TARGET, DEFAULT_TIMEOUT
from arbiter.command_line import (
    TRACE_DETAILS,
    UsageError,
    add_load_balancing_argument,
    add_security_arguments,
    progress_bar,
    require_extra,
    require_plotting,
    security_from,
    uses_tls,
)
from arbiter.loadtest.gates import FIGURES, Gates, parse_threshold
from arbiter.loadtest.report import Report, format_report, write_plot
from arbiter.loadtest.requests import (
    RPCS,
    STATE_ECHOES,
    FileFormat,
    build_payload,
    read_request_file,
)
from arbiter.loadtest.runner import LoadTestOptions, Progress, run_load_test
from arbiter.loadtest.schedule import RAMPS, Ramp

__all__ = [
    "DEFAULT_COUNT",
    "STREAM_ITEMS",
    "add_arguments",
    "add_command",
    "add_gate_arguments",
    "gates_from",
    "options_from_namespace",
    "run_command",
]

#: Requests sent when neither --count nor --duration is given (ghz's default too).
DEFAULT_COUNT = 200
#: Items a ResolveBatch stream carries before it is replaced, unless --stream-messages says.
STREAM_ITEMS = 10_000

_N = TypeVar("_N", int, float)


def _number(text: str, kind: Callable[[str], _N], *, zero: bool = False) -> _N:
    """An argparse type: a number > 0 (>= 0 with ``zero``)."""
    try:
        value = kind(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value < 0 or (value == 0 and not zero):
        raise argparse.ArgumentTypeError(f"must be {'>= 0' if zero else '> 0'}, got {text!r}")
    return value


_count = functools.partial(_number, kind=int)
_seconds = functools.partial(_number, kind=float)


def _percentage(text: str) -> float:
    """An argparse type: '10%' or '0.1', as a fraction >= 0."""
    number = text.removesuffix("%")
    try:
        value = float(number) / (100 if number != text else 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a percentage: {text!r}") from None
    if not value >= 0:  # NaN too
        raise argparse.ArgumentTypeError(f"must be >= 0, got {text!r}")
    return value


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter loadtest``: its options and handler."""
    loadtest = commands.add_parser(
        "loadtest",
        help="load-test a running service and report latency and throughput",
        description="Send a request file to one or more servers at a set concurrency, rate or "
        "load schedule, over gRPC or the Connect route, for a count or a duration, and report "
        "throughput, latency percentiles, a histogram and the status codes, as text and "
        "optionally JSON and a PNG plot; thresholds, failures and a baseline decide the exit "
        "code (docs/loadtest.md).",
    )
    loadtest.set_defaults(handler=run_command)
    add_arguments(loadtest)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """``arbiter loadtest``'s options."""
    parser.add_argument(
        "--target",
        action="append",
        help="host:port of a server; repeat for several, called in turn (client-side round "
        f"robin; default env ARBITER_TARGET or {DEFAULT_TARGET})",
    )
    parser.add_argument(
        "--insecure",
        action="store_true",
        help="plaintext HTTP/2, as without TLS options (accepted so ghz-style commands run; "
        "refused beside them)",
    )
    parser.add_argument("--rpc", choices=list(RPCS), default="ResolveAction", help="the method")
    parser.add_argument(
        "--protocol",
        choices=("grpc", "connect"),
        default="grpc",
        help="grpc (HTTP/2, binary protobuf), or connect: the Connect route (--http-port) as the "
        "game engines call it, proto3 JSON over HTTP/1.1 (--target HOST:PORT of that route, or "
        "its URL)",
    )
    parser.add_argument(
        "--data-file",
        "-d",
        metavar="FILE",
        help="the request, proto3 JSON (.json) or binary (.binpb); for ResolveBatch and "
        "ResolveMany one item's ResolveActionRequest or ResolveEncounterRequest",
    )
    parser.add_argument("--format", choices=[f.value for f in FileFormat], help="file format")
    parser.add_argument(
        "--encounter",
        action="store_true",
        help="the item request is a ResolveEncounterRequest (needed for a .binpb one)",
    )
    parser.add_argument("--detail", choices=list(TRACE_DETAILS), help="trace detail to ask for")
    parser.add_argument(
        "--batch-size",
        type=_count,
        default=1,
        help="items per ResolveMany call or ResolveBatch message (above 1, a stream message is "
        "a pack); --count and --warmup then count items, whole messages of them",
    )
    parser.add_argument(
        "--shared-state",
        action="store_true",
        help="ResolveBatch and ResolveMany: the file's state once per message (shared_state), "
        "the items carrying only their action or encounter options and their dice",
    )
    parser.add_argument(
        "--state-echo",
        choices=list(STATE_ECHOES),
        help="ResolveBatch and ResolveMany: BatchOptions.state_echo (the server's default: full)",
    )
    parser.add_argument("--concurrency", "-c", type=_count, default=16, help="requests in flight")
    parser.add_argument(
        "--connections",
        type=_count,
        default=1,
        help="channels (TCP connections) per target",
    )
    add_load_balancing_argument(
        parser, "; each channel of --connections balances, no call is retried"
    )
    parser.add_argument(
        "--streams", type=_count, default=1, help="ResolveBatch streams open at once"
    )
    parser.add_argument(
        "--stream-messages",
        type=_count,
        help="messages per ResolveBatch stream before it is replaced by a new one (default: "
        f"{STREAM_ITEMS:,} items' worth; the server's max_batch_items caps a stream's items)",
    )
    parser.add_argument(
        "--rps",
        type=_seconds,
        help="requests per second, paced open loop; latency is then measured from each "
        "request's planned time (see coordinated omission in docs/loadtest.md)",
    )
    _add_schedule_arguments(parser)
    bound = parser.add_mutually_exclusive_group()
    bound.add_argument(
        "--count",
        "-n",
        type=_count,
        help=f"requests to send (items for ResolveBatch and ResolveMany; default {DEFAULT_COUNT} "
        "requests)",
    )
    bound.add_argument("--duration", "-z", type=_seconds, help="seconds to send for")
    parser.add_argument(
        "--warmup",
        type=functools.partial(_number, kind=int, zero=True),
        default=0,
        help="requests (batch RPCs: items) sent first and left out of the report",
    )
    parser.add_argument(
        "--timeout",
        type=_seconds,
        default=DEFAULT_TIMEOUT,
        help="deadline of each unary call, seconds (default %(default)s)",
    )
    parser.add_argument("--output", "-o", type=Path, help="write the JSON report here")
    parser.add_argument("--plot", type=Path, help="write a PNG latency plot here")
    parser.add_argument(
        "--no-progress", action="store_true", help="no progress bar (off anyway when not a tty)"
    )
    add_security_arguments(parser)
    add_gate_arguments(parser)


def _add_schedule_arguments(parser: argparse.ArgumentParser) -> None:
    """ghz's load and concurrency schedules (docs/loadtest.md, "Load schedules")."""
    for what, unit in (("load", "requests per second"), ("concurrency", "requests in flight")):
        # A rate may be fractional; requests in flight are whole.
        kind: Callable[[str], float] = float if what == "load" else int
        group = parser.add_argument_group(
            f"{what} schedule ({unit} that change over the run; docs/loadtest.md)"
        )
        group.add_argument(
            f"--{what}-schedule",
            choices=RAMPS,
            default="const",
            help=f"const: --{'rps' if what == 'load' else 'concurrency'} held; step: "
            f"--{what}-start, then --{what}-step more every --{what}-step-duration seconds up "
            f"(or down) to --{what}-end; line: --{what}-step more every second"
            + (", continuously" if what == "load" else ""),
        )
        group.add_argument(
            f"--{what}-start",
            type=functools.partial(_number, kind=kind, zero=True),
            help=f"the {unit} at first",
        )
        group.add_argument(
            f"--{what}-end",
            type=functools.partial(_number, kind=kind, zero=True),
            help=f"the {unit} the ramp stops at",
        )
        group.add_argument(
            f"--{what}-step",
            type=functools.partial(_signed, kind=kind),
            help="added each step (negative: a ramp down)",
        )
        group.add_argument(
            f"--{what}-step-duration",
            type=_seconds,
            default=1.0,
            help="seconds per step (default 1)",
        )


def _signed(text: str, kind: Callable[[str], float]) -> float:
    """An argparse type: any number of ``kind`` but 0."""
    try:
        value = kind(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value == 0 or not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"must be a number other than 0, got {text!r}")
    return value


def _ramp(options: argparse.Namespace, what: str) -> Ramp | None:
    """The ``what`` (load or concurrency) schedule the options give; None for const."""
    kind = getattr(options, f"{what}_schedule")
    given = {
        name: getattr(options, f"{what}_{name}")
        for name in ("start", "end", "step")
        if getattr(options, f"{what}_{name}") is not None
    }
    if kind == "const":
        if given:
            flags = ", ".join(f"--{what}-{name}" for name in given)
            raise UsageError(f"{flags} need --{what}-schedule step or line")
        return None
    missing = [f"--{what}-{name}" for name in ("start", "end", "step") if name not in given]
    if missing:
        raise UsageError(f"--{what}-schedule {kind} needs {', '.join(missing)}")
    try:
        return Ramp(
            kind,
            given["start"],
            given["end"],
            given["step"],
            getattr(options, f"{what}_step_duration"),
        )
    except ValueError as error:
        raise UsageError(f"--{what}-schedule: {error}") from None


def add_gate_arguments(parser: argparse.ArgumentParser) -> None:
    """What decides the exit code: ``arbiter loadtest``'s, and ``arbiter merge``'s for load-test
    reports (docs/loadtest.md, "Pass or fail")."""
    gates = parser.add_argument_group("pass or fail: the exit code (docs/loadtest.md)")
    gates.add_argument(
        "--threshold",
        action="append",
        default=[],
        metavar="EXPR",
        help="[RPC:]FIGURE OP VALUE[UNIT] the run must meet, e.g. 'p99<50ms', "
        f"'error_rate<0.1%%', 'rps>1000'; repeat for several. Figures: {', '.join(FIGURES)}",
    )
    gates.add_argument(
        "--allow-errors",
        action="store_true",
        help="exit 0 although responses or items failed (by default any failure exits 1)",
    )
    gates.add_argument(
        "--baseline",
        type=Path,
        metavar="FILE",
        help="an earlier JSON report (--output) of the same RPC: a latency above it, or a "
        "throughput below it, by more than --tolerance fails the run",
    )
    gates.add_argument(
        "--tolerance",
        type=_percentage,
        default=0.1,
        metavar="PERCENT",
        help="how much worse than --baseline a figure may be (default 10%%)",
    )


def options_from_namespace(options: argparse.Namespace) -> LoadTestOptions:
    """The run the parsed ``options`` describe; RequestFileError for a bad file or mix."""
    if options.insecure and uses_tls(options):
        raise UsageError("--insecure asks for plaintext, the TLS options for TLS: give one")
    tls, token = security_from(options)
    rate, concurrency = _ramp(options, "load"), _ramp(options, "concurrency")
    if rate is not None and options.rps is not None:
        raise UsageError("--rps holds one rate; --load-schedule changes it: give one")
    if rate is not None and concurrency is not None:
        raise UsageError("change the rate or the concurrency over a run, not both")
    spec = RPCS[options.rpc]
    if options.protocol == "connect":
        require_extra("pyqwest", "--protocol connect", "connect")
        if spec.streaming:
            raise UsageError(
                "ResolveBatch streams both ways, which the Connect route's HTTP/1.1 cannot "
                "carry: load ResolveMany, its unary twin, as the game engines call it"
            )
    if concurrency is not None and spec.streaming:
        raise UsageError(
            "--concurrency-schedule drives unary calls and Simulate; a ResolveBatch stream's "
            "messages in flight are --concurrency"
        )
    request = read_request_file(
        options.data_file,
        spec,
        FileFormat(options.format) if options.format else None,
        encounter=options.encounter,
    )
    detail = TRACE_DETAILS[options.detail] if options.detail else None
    payload = build_payload(
        spec,
        request,
        batch_size=options.batch_size,
        detail=detail,
        shared_state=options.shared_state,
        state_echo=STATE_ECHOES[options.state_echo] if options.state_echo else None,
    )
    count = options.count
    if count is None and options.duration is None:
        count = DEFAULT_COUNT * (options.batch_size if spec.batched else 1)
    size = payload.items_per_message
    # The runner counts requests (calls, stream messages); the options count items.
    for flag, items in (("--count", count), ("--warmup", options.warmup)):
        if items is not None and items % size:
            raise UsageError(f"{flag} {items} is not a multiple of --batch-size {size}")
    return LoadTestOptions(
        targets=tuple(options.target or [os.environ.get("ARBITER_TARGET", DEFAULT_TARGET)]),
        spec=spec,
        payload=payload,
        concurrency=options.concurrency,
        connections=options.connections,
        streams=options.streams,
        stream_messages=options.stream_messages or max(1, STREAM_ITEMS // size),
        rps=options.rps,
        count=None if count is None else count // size,
        duration=options.duration,
        warmup=options.warmup // size,
        timeout=options.timeout,
        load_balancing=options.load_balancing,
        tls=tls,
        token=token,
        protocol=options.protocol,
        rate_schedule=rate,
        concurrency_schedule=concurrency,
    )


@contextmanager
def _progress_bar(run: LoadTestOptions, enabled: bool) -> Iterator[Progress]:
    """A progress bar on stderr: requests done of ``count``, or seconds of ``duration``."""
    by_time = run.count is None
    total = run.duration if by_time else run.count
    with progress_bar(
        enabled=enabled,
        total=total,
        unit="s" if by_time else "req",
        # Seconds of a duration as "1.6/4 s", not tqdm's raw float and its meaningless s/s rate.
        bar_format="{l_bar}{bar}| {n:.1f}/{total:g} s [{elapsed}<{remaining}{postfix}]"
        if by_time
        else None,
    ) as bar:

        def update(done: int, failed: int, elapsed: float) -> None:
            bar.n = min(elapsed, run.duration or 0.0) if by_time else done
            rate = done / elapsed if elapsed > 0 else 0.0
            bar.set_postfix(rps=f"{rate:.0f}", failed=failed, refresh=False)
            bar.refresh()

        yield update


def gates_from(options: argparse.Namespace, rpc: str) -> Gates:
    """The gates add_gate_arguments' options set for reports of ``rpc``; UsageError for a bad
    threshold or baseline (before anything is sent)."""
    thresholds = tuple(parse_threshold(t, list(RPCS)) for t in options.threshold)
    baseline = None if options.baseline is None else _read_baseline(options.baseline, rpc)
    return Gates(
        thresholds,
        allow_errors=options.allow_errors,
        baseline_file=None if options.baseline is None else str(options.baseline),
        baseline=baseline,
        tolerance=options.tolerance,
    )


def _read_baseline(path: Path, rpc: str) -> dict[str, Any]:
    """The baseline report at ``path``; UsageError when it cannot be one for ``rpc``."""
    try:
        baseline = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise UsageError(f"--baseline {str(path)!r}: {error}") from None
    if not isinstance(baseline, dict) or baseline.get("rpc") != rpc:
        what = baseline.get("rpc") if isinstance(baseline, dict) else None
        raise UsageError(
            f"--baseline {str(path)!r} is not a report of {rpc}"
            + (f" (it is of {what})" if what else "")
        )
    return baseline


def run_command(options: argparse.Namespace) -> int:
    """Run ``arbiter loadtest``: print the text report and its verdict, write the JSON and the
    plot if asked; 1 when the verdict fails (a threshold, a failure, a regression), else 0."""
    # Checked before the run, not after it.
    require_extra("hdrh", "arbiter loadtest", "loadtest")
    if options.plot is not None:
        require_plotting()
    gates = gates_from(options, options.rpc)
    run = options_from_namespace(options)
    with _progress_bar(run, not options.no_progress) as progress:
        result = asyncio.run(run_load_test(run, progress))
    report = Report(run, result)
    data = report.as_dict()
    verdict = gates.verdict(data)
    print("\n".join([format_report(data), *verdict.text()]))
    if options.output is not None:
        data["verdict"] = verdict.as_dict()
        options.output.write_text(json.dumps(data, indent=2) + "\n")
    if options.plot is not None:
        write_plot(report, options.plot, data["latency_ms"])
    return 0 if verdict.passed else 1
