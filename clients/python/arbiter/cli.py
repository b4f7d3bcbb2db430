"""The ``arbiter`` command: resolve a request file against a server, its odds, simulations,
sweeps, catalog and load tests; and the commands other installed distributions add (the server's
``serve``, when it is installed: COMMANDS_GROUP).

    arbiter serve [--host H] [--port P] [--workers N]     (the server's: `arbiter serve --help`)
    arbiter resolve FILE.json [--seed N] [--detail none|summary|full] [--json] [--encounter]
    arbiter odds FILE.json [--encounter] [--plot FILE.png] [--json]
    arbiter simulate FILE.json [--runs N] [--seed S] [--parallel K [--parts N]] [--plot P] [--json]
    arbiter sweep FILE.json --vary PATH=FROM..TO[:STEP] [--vary ...] [--format text|json|csv] [...]
    arbiter catalog [--ruleset arrayer|tiered] [--json]
    arbiter loadtest --insecure [--rpc M] [--data-file F] ...   (docs/loadtest.md)

``resolve`` reads a ResolveActionRequest or ResolveEncounterRequest in the proto3 JSON mapping
(camelCase field names; snake_case is accepted too). Which one, by its top-level keys:
``--encounter`` or any field only a ResolveEncounterRequest has (``script``, ``maxRounds``,
``tactic``, ``aftermath``, ``sideTactics``, ``combatantTactics``: ``ENCOUNTER_KEYS``, read off the
proto descriptors) makes it a ResolveEncounterRequest; otherwise ``action`` makes it a
ResolveActionRequest; a file with neither is refused, not guessed.
``odds`` reads a ComputeOddsRequest, or a ResolveActionRequest file as ``resolve`` takes it (its
``dice`` and ``traceDetail`` are left out: every face is tried), and prints the attack's exact
distribution; given an encounter (told apart as ``resolve`` tells it: a ResolveEncounterRequest
or ComputeEncounterOddsRequest file), the exact distribution of its end (ComputeEncounterOdds;
docs/balance.md).
``simulate`` reads a SimulateRequest, or a ResolveEncounterRequest file (its ``dice`` and
``traceDetail`` are left out: the runs take their dice from the simulation's seed), plays it
``--runs`` times, split over ``--parallel`` calls, and prints the merged statistics
(docs/balance.md, "Simulation").
``sweep`` reads the same files as ``simulate``, sets one or two of their fields (``--vary``) to
each of a range or list of values, answers each value exactly (ComputeEncounterOdds) or, where
that is refused as too large, by Simulate with one seed for all, and prints a row per value
(arbiter.sweep; docs/balance.md, "Sweeps").
``resolve``, ``odds``, ``simulate``, ``sweep`` and ``catalog`` call a TLS server with ``--tls`` or
``--tls-ca FILE`` (plus ``--tls-cert``/``--tls-key`` for mTLS) and send the shared token of
``--token-file`` or ``ARBITER_AUTH_TOKEN`` (docs/security.md).
Exit status: 0 on success, 1 when the call fails (the status, reason and field violations are
printed), 2 for bad arguments or a bad request file.
"""

from __future__ import annotations

import argparse
import collections
import functools
import importlib.metadata
import json
import os
import queue
import secrets
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import grpc
from google.protobuf import json_format
from google.protobuf.message import Message

from arbiter.client import (
    DEFAULT_TARGET,
    DEFAULT_TIMEOUT,
    ArbiterClient,
    ArbiterRpcError,
)
from arbiter.command_line import (
    TRACE_DETAILS,
    UsageError,
    add_load_balancing_argument,
    add_security_arguments,
    progress_bar,
    require_extra,
    require_plotting,
    security_from,
)
from arbiter.loadtest.command import add_arguments, add_gate_arguments, gates_from, run_command
from arbiter.loadtest.report import format_report, merge_reports
from arbiter.odds import (
    format_encounter_odds,
    format_odds,
    write_encounter_odds_plot,
    write_odds_plot,
)
from arbiter.render import (
    format_action_response,
    format_catalog,
    format_encounter_response,
    format_error,
)
from arbiter.request_files import (
    ENCOUNTER_NAMES,
    RequestFileError,
    fields_only_in,
    json_keys,
    load_odds_request,
    load_request,
    load_simulate_request,
    read_text,
)
from arbiter.simulation import merge
from arbiter.simulation_report import format_simulation, write_simulation_plots
from arbiter.sweep import (
    DEFAULT_RUNS,
    Axis,
    Point,
    Row,
    SweepError,
    evaluate,
    expand,
    format_csv,
    format_json,
    format_text,
    parse_vary,
    resolve_axis,
    run_rows,
    side_ids,
    write_sweep_plot,
)
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2

__all__ = [
    "EXIT_FAILED",
    "EXIT_USAGE",
    "SIMULATE_TIMEOUT",
    "build_parser",
    "main",
    "split_runs",
]

#: The call failed; the error is printed.
EXIT_FAILED = 1
#: Bad arguments or a bad request file (argparse's own usage errors exit 2 as well).
EXIT_USAGE = 2
#: Attempts of one part of ``arbiter simulate`` (_play_part), and the first wait between them.
PART_ATTEMPTS = 3
PART_RETRY_WAIT = 0.2
_PART_RETRIED = frozenset({grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED})


_RULESETS = {"arrayer": state_pb2.RULESET_ARRAYER, "tiered": state_pb2.RULESET_TIERED}
_UINT64_MAX = 2**64 - 1
#: ``simulate``'s default deadline: a simulation is bounded by its runs and the server's limits
#: (its own deadline cap among them), not by the seconds a single resolution takes.
SIMULATE_TIMEOUT = 600.0


def _seed(text: str) -> int:
    """An argparse type: a uint64 seed."""
    try:
        value = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if not 0 <= value <= _UINT64_MAX:
        raise argparse.ArgumentTypeError(f"seed must be in 0..2**64-1, got {value}")
    return value


def _timeout(text: str) -> float:
    """An argparse type: a positive number of seconds."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"timeout must be positive, got {text!r}")
    return value


def _at_least(minimum: int) -> Callable[[str], int]:
    """An argparse type: a whole number, ``minimum`` or more."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, got {value}")
        return value

    return parse


def _add_connection_arguments(
    parser: argparse.ArgumentParser,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    json_help: str = "print the response as proto3 JSON instead of readable text",
) -> None:
    parser.add_argument(
        "--target",
        default=os.environ.get("ARBITER_TARGET", DEFAULT_TARGET),
        help="the service's host:port (env ARBITER_TARGET; default %(default)s)",
    )
    parser.add_argument(
        "--timeout",
        type=_timeout,
        default=timeout,
        help="seconds the call may take (default %(default)s)",
    )
    parser.add_argument("--json", action="store_true", help=json_help)
    add_load_balancing_argument(parser)
    add_security_arguments(parser)


#: The entry-point group of commands that other installed distributions add to ``arbiter``:
#: the server distribution's ``serve``. Each names a function that, given the command's
#: parser, adds its options and sets its ``handler``.
COMMANDS_GROUP = "arbiter.commands"
#: Where ``arbiter serve`` comes from, for a client installed without the server.
SERVE_INSTALL = (
    "'arbiter serve' is the server's command: install the server distribution, "
    "arbiter-combat-server (in a checkout, scripts/serve.sh sets it up and serves)"
)


def _installed_commands() -> dict[str, importlib.metadata.EntryPoint]:
    """The commands installed distributions add (COMMANDS_GROUP), by name."""
    return {p.name: p for p in importlib.metadata.entry_points(group=COMMANDS_GROUP)}


def _add_installed_commands(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], chosen: str | None
) -> None:
    """A command for each entry point of COMMANDS_GROUP; only the ``chosen`` one is loaded (a
    client command never imports another distribution's code)."""
    for point in _installed_commands().values():
        owner = point.dist.name if point.dist is not None else "another distribution"
        command = commands.add_parser(
            point.name, help=f"the command of {owner} (see {point.name} --help)"
        )
        if point.name == chosen:
            point.load()(command)


def build_parser(*, chosen: str | None = None) -> argparse.ArgumentParser:
    """The ``arbiter`` argument parser, ``chosen`` (the command about to run) loaded whole when
    an installed distribution adds it (COMMANDS_GROUP)."""
    parser = argparse.ArgumentParser(
        prog="arbiter",
        description="Arbiter: deterministic combat resolution over gRPC (ARRAYER and `tiered`).",
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_installed_commands(commands, chosen)

    resolve = commands.add_parser(
        "resolve",
        help="resolve a JSON request file and print the trace",
        description="Send a ResolveActionRequest or ResolveEncounterRequest, written in the "
        "proto3 JSON mapping (camelCase), and print the trace, the combatants after, and the "
        f"outcome. A file with any of the top-level keys {ENCOUNTER_NAMES} (or --encounter) "
        "is an encounter; otherwise one with 'action' is an action.",
    )
    resolve.set_defaults(handler=_resolve)
    resolve.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    resolve.add_argument(
        "--encounter",
        action="store_true",
        help="treat the file as a ResolveEncounterRequest even without encounter-only keys",
    )
    resolve.add_argument(
        "--seed", type=_seed, help="roll seeded dice with this seed, replacing the file's dice"
    )
    resolve.add_argument(
        "--detail",
        choices=list(TRACE_DETAILS),
        help="trace detail, replacing the file's traceDetail (the server default is full)",
    )
    _add_connection_arguments(resolve)

    odds = commands.add_parser(
        "odds",
        help="print the exact odds of one attack, or of a whole encounter",
        description="Send the state and attack of a ComputeOddsRequest or ResolveActionRequest "
        "file (proto3 JSON; dice and traceDetail are ignored) to ComputeOdds and print hit, "
        "miss, misfire and mishap probabilities, the damage distribution and its mean, and for "
        "`tiered` the contest and the counterattack, as exact fractions and percentages. An "
        f"encounter file (any of the top-level keys {ENCOUNTER_NAMES}, or --encounter) goes to "
        "ComputeEncounterOdds instead, which prints each side's win, the draw, the ends, the "
        "rounds and each combatant's survival and damage: for small encounters (a duel, a few "
        "rounds); a larger one is refused with the hint to simulate it.",
    )
    odds.set_defaults(handler=_odds)
    odds.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    odds.add_argument(
        "--encounter",
        action="store_true",
        help="treat the file as an encounter even without encounter-only keys",
    )
    odds.add_argument(
        "--plot",
        type=Path,
        metavar="FILE.png",
        help="also write the damage distribution (an encounter's: the outcome and the rounds) "
        "as a bar chart (needs matplotlib, which scripts/bootstrap.sh installs)",
    )
    _add_connection_arguments(odds)

    simulate = commands.add_parser(
        "simulate",
        help="play an encounter many times and print its statistics",
        description="Send the encounter of a SimulateRequest or ResolveEncounterRequest file "
        "(proto3 JSON; dice and traceDetail are ignored) to Simulate, show the progress, and "
        "print per side the wins, win rate with its 95 % interval and routs; the draws and "
        "how the runs ended; the rounds; per combatant the damage dealt and taken (mean and "
        'percentiles), survivals and aftermath deaths (docs/balance.md, "Simulation").',
    )
    simulate.set_defaults(handler=_simulate)
    simulate.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    simulate.add_argument(
        "--runs", type=_at_least(1), metavar="N", help="runs to play, replacing the file's runs"
    )
    simulate.add_argument(
        "--seed",
        type=_seed,
        help="the simulation's seed, replacing the file's (none: the server draws one, or "
        "this command does when --parallel splits the runs)",
    )
    simulate.add_argument(
        "--first-run",
        type=_at_least(0),
        help="index of the first run, replacing the file's firstRun: play runs "
        "FIRST..FIRST+RUNS-1 of the seed (default 0)",
    )
    simulate.add_argument(
        "--parallel",
        type=_at_least(1),
        default=1,
        metavar="K",
        help="split the runs into K consecutive ranges, each a Simulate call on its own "
        "connection (so a --workers server can play them on different workers), and merge the "
        "results: the same statistics as one call (default %(default)s)",
    )
    simulate.add_argument(
        "--parts",
        type=_at_least(1),
        metavar="N",
        help="split the runs into N ranges instead (default: K), played over the K connections: "
        "each takes the next range when its last one ends, so the runs spread over the workers "
        "however the server hands out the connections (e.g. --parallel 4 --parts 16 on "
        "--workers 2)",
    )
    simulate.add_argument(
        "--plot",
        metavar="PREFIX",
        help="also write PREFIX-win-rate.png, PREFIX-rounds.png and PREFIX-damage.png (needs "
        "matplotlib, which scripts/bootstrap.sh installs)",
    )
    simulate.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar (it is off anyway when stderr is not a terminal)",
    )
    _add_connection_arguments(
        simulate,
        timeout=SIMULATE_TIMEOUT,
        json_help="print the (merged) SimulationResult as proto3 JSON instead of the table",
    )

    sweep = commands.add_parser(
        "sweep",
        help="vary one or two fields of an encounter and print each value's win rate",
        description="Read an encounter as simulate does (a SimulateRequest or "
        "ResolveEncounterRequest file), set one or two of its fields to each of a range or list "
        "of values (--vary, once or twice), and answer each value with its exact odds "
        "(ComputeEncounterOdds) or, where they are refused as too large, with Simulate (--runs, "
        "one --seed for every value). Print a row per value: the value, the method, the first "
        "side's win rate with its 95 % interval, the draw rate, the mean rounds and the size of "
        "the answer, as a table, JSON or CSV, and optionally a plot (docs/balance.md, "
        '"Sweeps"). A value the server refuses is a row with its error, and the command then '
        "exits 1.",
    )
    sweep.set_defaults(handler=_sweep)
    sweep.add_argument("file", metavar="FILE.json", help="the request file; - reads stdin")
    sweep.add_argument(
        "--vary",
        action="append",
        required=True,
        metavar="PATH=VALUES",
        help="a field of the request (proto3 JSON, e.g. state.combatants[id=ana].hp, "
        "state.combatants[id=ana].weapons[id=axe].overrides.arrayer.weight, tactic, "
        "sideTactics.red) and its values: FROM..TO[:STEP] (whole numbers, both ends included) "
        "or V1,V2,... (enum names, true/false, numbers, texts); once or twice (two: every pair)",
    )
    method = sweep.add_mutually_exclusive_group()
    method.add_argument(
        "--exact",
        action="store_true",
        help="exact odds only: a value they refuse is an error row, not simulated",
    )
    method.add_argument(
        "--simulate",
        action="store_true",
        help="simulate every value, without trying the exact odds",
    )
    sweep.add_argument(
        "--runs",
        type=_at_least(1),
        metavar="N",
        help=f"runs per simulated value, replacing the file's runs (default {DEFAULT_RUNS})",
    )
    sweep.add_argument(
        "--seed",
        type=_seed,
        help="the seed of every simulated value (the same runs' dice for each: common random "
        "numbers), replacing the file's (none: this command draws one)",
    )
    sweep.add_argument(
        "--parallel",
        type=_at_least(1),
        default=1,
        metavar="K",
        help="values answered at once, each call on one of K connections (default %(default)s)",
    )
    sweep.add_argument(
        "--side",
        action="append",
        default=[],
        metavar="ID",
        help="the side whose win rate the table, CSV and plot show (repeatable; default the "
        "first side; JSON lists every side)",
    )
    sweep.add_argument(
        "--format", choices=("text", "json", "csv"), default="text", help="output format"
    )
    sweep.add_argument(
        "--plot",
        type=Path,
        metavar="FILE.png",
        help="also write a plot: one --vary, the win rate as a line with its interval as a "
        "band; two, a heat map of the win rate (needs matplotlib, which scripts/bootstrap.sh "
        "installs)",
    )
    sweep.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar (it is off anyway when stderr is not a terminal)",
    )
    _add_connection_arguments(
        sweep, timeout=SIMULATE_TIMEOUT, json_help="the same as --format json"
    )

    merge_parser = commands.add_parser(
        "merge",
        help="merge the JSON results of simulation parts, or of load tests, into one",
        description="Read SimulationResult files (proto3 JSON, as `arbiter simulate --json` "
        "prints them) of consecutive run ranges of one seed, in any order, and print the one "
        "result they make: the figures one call for all the runs gives (docs/deploy.md, "
        '"Simulation beyond one client"). Fails (exit 2), naming the file and field, on a part '
        "whose counts do not add up, parts of different seeds, sides or combatants, or runs "
        "missing or repeated; parts of different encounters with the same sides and combatants "
        "are not told apart (docs/balance.md). Or read the JSON reports of load tests of one RPC "
        "run side by side (`arbiter loadtest --output`) and print the report of them all: their "
        "latency histograms added, so every percentile is the one a single run over all their "
        "calls gives; the thresholds and baseline then judge the whole (docs/loadtest.md).",
    )
    merge_parser.set_defaults(handler=_merge)
    merge_parser.add_argument(
        "files", metavar="RESULT.json", nargs="+", help="the parts' results; - reads stdin"
    )
    merge_parser.add_argument(
        "--json", action="store_true", help="print the merged result as proto3 JSON, not the table"
    )
    merge_parser.add_argument(
        "--plot", metavar="PREFIX", help="also write its plots, as arbiter simulate --plot does"
    )
    merge_parser.add_argument(
        "--output", "-o", type=Path, help="load-test reports: write the merged JSON report here"
    )
    add_gate_arguments(merge_parser)

    catalog = commands.add_parser(
        "catalog",
        help="list weapons, numeric defaults and rulings",
        description="Print the service's catalog: per ruleset its weapons, numeric defaults and "
        "the rulings in force.",
    )
    catalog.set_defaults(handler=_catalog)
    catalog.add_argument("--ruleset", choices=list(_RULESETS), help="only this ruleset")
    _add_connection_arguments(catalog)

    loadtest = commands.add_parser(
        "loadtest",
        help="load-test a running service and report latency and throughput",
        description="Send a request file to one or more servers at a set concurrency or rate, "
        "for a count or a duration, and report throughput, latency percentiles, a histogram and "
        "the status codes, as text and optionally JSON and a PNG plot (docs/loadtest.md).",
    )
    loadtest.set_defaults(handler=run_command)
    add_arguments(loadtest)
    return parser


def _client(options: argparse.Namespace, *, own_connection: bool = False) -> ArbiterClient:
    """The client the connection arguments describe (see ArbiterClient's ``own_connection``)."""
    tls, token = security_from(options)
    return ArbiterClient(
        options.target,
        timeout=options.timeout,
        credentials=None if tls is None else tls.credentials(),
        token=token,
        own_connection=own_connection,
        load_balancing=options.load_balancing,
    )


def _resolve(options: argparse.Namespace) -> int:
    source = "<stdin>" if options.file == "-" else options.file
    request = load_request(read_text(options.file), source=source, encounter=options.encounter)
    if options.seed is not None:
        request.dice.seed = options.seed
    if options.detail is not None:
        request.trace_detail = TRACE_DETAILS[options.detail]
    with _client(options) as client:
        if isinstance(request, pb.ResolveActionRequest):
            action = client.resolve_action(request)
            text = _json(action) if options.json else format_action_response(action)
        else:
            encounter = client.resolve_encounter(request)
            text = _json(encounter) if options.json else format_encounter_response(encounter)
    print(text)
    return 0


def _odds(options: argparse.Namespace) -> int:
    if options.plot is not None:
        require_plotting()
    source = "<stdin>" if options.file == "-" else options.file
    request = load_odds_request(read_text(options.file), source=source, encounter=options.encounter)
    with _client(options) as client:
        if isinstance(request, pb.ComputeOddsRequest):
            response = client.compute_odds(request)
            print(_json(response) if options.json else format_odds(response))
            if options.plot is not None:
                write_odds_plot(response, options.plot, title=source)
            return 0
        encounter = client.compute_encounter_odds(request)
    print(_json(encounter) if options.json else format_encounter_odds(encounter))
    if options.plot is not None:
        write_encounter_odds_plot(encounter, options.plot, title=source)
    return 0


def split_runs(runs: int, first_run: int, parts: int) -> list[tuple[int, int]]:
    """``runs`` runs from ``first_run`` as ``parts`` consecutive (first_run, runs) ranges, the
    first ones one run longer when they do not divide evenly."""
    if not 1 <= parts <= runs:
        raise UsageError(f"cannot split {runs} runs into {parts} parts of at least one run")
    size, longer = divmod(runs, parts)
    ranges = []
    start = first_run
    for part in range(parts):
        count = size + (part < longer)
        ranges.append((start, count))
        start += count
    return ranges


#: Called with a part's index and its runs done so far, its wins so far per side, and its place
#: in the server's queue while it waits for other simulations to end (0 once its runs begin).
_Progress = Callable[[int, int, Sequence[pb.SideStatistics], int], None]


@contextmanager
def _simulation_progress(runs: int, parts: int, enabled: bool) -> Iterator[_Progress]:
    """A progress bar on stderr: runs done over all parts, and the wins so far per side; while
    parts wait in their servers' queues, the nearest place ("queued, next": nothing is hung)."""
    done = [0] * parts
    places = [0] * parts
    wins: list[dict[str, int]] = [{} for _ in range(parts)]
    lock = threading.Lock()  # the parts report from their own threads
    with progress_bar(enabled=enabled, total=runs, unit="run") as bar:

        def update(
            part: int, runs_done: int, sides: Sequence[pb.SideStatistics], place: int
        ) -> None:
            with lock:
                places[part] = place
                waiting = [p for p in places if p]
                if not waiting:
                    bar.set_description_str("", refresh=False)
                elif min(waiting) == 1:
                    bar.set_description_str("queued, next", refresh=False)
                else:
                    bar.set_description_str(f"queued, {min(waiting) - 1} ahead", refresh=False)
                if place:
                    bar.refresh()
                    return
                done[part] = runs_done
                wins[part] = {s.side_id: s.wins for s in sides}
                bar.n = sum(done)
                totals: dict[str, int] = {}
                for part_wins in wins:
                    for side, count in part_wins.items():
                        totals[side] = totals.get(side, 0) + count
                bar.set_postfix(totals, refresh=False)
                bar.refresh()

        yield update


def _play_part(
    client: ArbiterClient,
    request: pb.SimulateRequest,
    part: int,
    progress: _Progress,
    failed: threading.Event,
) -> pb.SimulationResult:
    """One part, played again from its first run when it ends UNAVAILABLE or CANCELLED while no
    other part has failed (its pod drained or went away; gRPC's own retries stop once a stream
    has sent a message): a part is a pure function of its request, so the retry gives what the
    first attempt would have. At most ``PART_ATTEMPTS`` attempts, the waits between them
    doubling from ``PART_RETRY_WAIT`` seconds."""
    for attempt in range(PART_ATTEMPTS):
        try:
            return _play_part_once(client, request, part, progress)
        except ArbiterRpcError as error:
            last = attempt == PART_ATTEMPTS - 1
            if error.code not in _PART_RETRIED or last or failed.is_set():
                raise
        if failed.wait(PART_RETRY_WAIT * 2**attempt):
            break
    raise ArbiterRpcError(grpc.StatusCode.CANCELLED, "another part failed")


def _play_part_once(
    client: ArbiterClient, request: pb.SimulateRequest, part: int, progress: _Progress
) -> pb.SimulationResult:
    result: pb.SimulationResult | None = None
    # Read to the end of the stream, past the result (its last message): stopping at the result
    # would cancel a call that succeeded, and the server would count it CANCELLED.
    for response in client.simulate(request):
        if response.HasField("result"):
            result = response.result
            progress(part, result.runs, result.sides, 0)
        else:
            told = response.progress
            progress(part, told.runs_done, told.sides, told.queue_position)
    if result is None:
        raise ArbiterRpcError(grpc.StatusCode.UNKNOWN, "the Simulate stream ended without a result")
    return result


def _run_parts(
    options: argparse.Namespace,
    requests: Sequence[pb.SimulateRequest],
    progress: _Progress,
    *,
    connections: int,
) -> list[pb.SimulationResult]:
    """The requests over ``connections`` clients at once, each taking the next request when its
    last one ends; the results in the requests' order; the first failure is raised (and no
    further request is started)."""
    # Own connections: a --workers server keeps a connection, and its calls, on one worker.
    clients = [
        _client(options, own_connection=True) for _ in range(min(connections, len(requests)))
    ]
    todo = collections.deque(enumerate(requests))
    lock = threading.Lock()
    failed = threading.Event()
    results: dict[int, pb.SimulationResult] = {}

    def play(client: ArbiterClient) -> None:
        while not failed.is_set():
            with lock:
                if not todo:
                    return
                part, request = todo.popleft()
            try:
                results[part] = _play_part(client, request, part, progress, failed)
            except BaseException:
                failed.set()
                raise

    pool = ThreadPoolExecutor(max_workers=len(clients))
    try:
        futures = [pool.submit(play, client) for client in clients]
        finished, _ = wait(futures, return_when=FIRST_EXCEPTION)
        for future in futures:
            error = future.exception() if future in finished else None
            if error is not None:
                raise error
        return [results[part] for part in range(len(requests))]
    finally:
        # Closing the channels cancels the calls still running (after a failure, or Ctrl-C in
        # the wait), so the pool's threads end.
        for client in clients:
            client.close()
        pool.shutdown(wait=True)


def _simulate(options: argparse.Namespace) -> int:
    if options.plot is not None:
        require_plotting()
    source = "<stdin>" if options.file == "-" else options.file
    request = load_simulate_request(read_text(options.file), source=source)
    if options.runs is not None:
        request.runs = options.runs
    if options.first_run is not None:
        request.first_run = options.first_run
    if options.seed is not None:
        request.seed = options.seed
    if request.runs < 1:
        raise UsageError(f"{source}: no runs to play: give --runs N (or 'runs' in the file)")
    ranges = split_runs(request.runs, request.first_run, options.parts or options.parallel)
    if len(ranges) > 1 and not request.HasField("seed"):
        # The parts must play one seed's runs; the server would draw a different one per call.
        request.seed = secrets.randbits(64)
    parts = []
    for first_run, runs in ranges:
        part = pb.SimulateRequest()
        part.CopyFrom(request)
        part.first_run, part.runs = first_run, runs
        parts.append(part)
    with _simulation_progress(request.runs, len(parts), not options.no_progress) as progress:
        # merge also for one part: the figures are derived the same way however it was split.
        result = merge(_run_parts(options, parts, progress, connections=options.parallel))
    print(_json(result) if options.json else format_simulation(result))
    if options.plot is not None:
        write_simulation_plots(result, options.plot, title=Path(source).name)
    return 0


#: Top-level keys of a SimulateRequest that a ResolveEncounterRequest lacks (``runs``, ``seed``,
#: ``firstRun``), both spellings: left out of a sweep's point for its exact odds.
_SIMULATION_ONLY_KEYS = json_keys(fields_only_in(pb.SimulateRequest, pb.ResolveEncounterRequest))


def _sweep_points(options: argparse.Namespace, source: str) -> tuple[list[Axis], list[Point]]:
    """The axes and points of ``sweep``: the file read as ``simulate`` reads it, runs and seed
    set (one seed for every point), then each --vary checked against it and expanded."""
    request = load_simulate_request(read_text(options.file), source=source)
    if options.runs is not None:
        request.runs = options.runs
    elif request.runs < 1:
        request.runs = DEFAULT_RUNS
    if options.seed is not None:
        request.seed = options.seed
    elif not request.HasField("seed"):
        request.seed = secrets.randbits(64)
    try:
        specs = [parse_vary(text) for text in options.vary]
    except SweepError as error:
        raise UsageError(str(error)) from None
    try:
        axes = [resolve_axis(spec, request) for spec in specs]
        points = expand(axes, request)
    except SweepError as error:
        raise RequestFileError(f"{source}: {error}") from None
    unknown = [side for side in options.side if side not in side_ids(request)]
    if unknown:
        raise UsageError(
            f"--side {unknown[0]!r}: {source} has the sides {', '.join(side_ids(request))}"
        )
    return axes, points


def _sweep(options: argparse.Namespace) -> int:
    if options.plot is not None:
        require_plotting()
    source = "<stdin>" if options.file == "-" else options.file
    axes, points = _sweep_points(options, source)
    odds: list[pb.ComputeEncounterOddsRequest | None] = []
    for point in points:
        data = {k: v for k, v in point.data.items() if k not in _SIMULATION_ONLY_KEYS}
        try:
            made = (
                None
                if options.simulate
                else load_odds_request(json.dumps(data), source=source, encounter=True)
            )
        except RequestFileError:
            if options.exact:  # the aftermath, which the exact odds do not count
                raise
            made = None
        assert made is None or isinstance(made, pb.ComputeEncounterOddsRequest)
        odds.append(made)
    connections: queue.Queue[ArbiterClient] = queue.Queue()
    opened = [
        _client(options, own_connection=True) for _ in range(min(options.parallel, len(points)))
    ]
    for client in opened:
        connections.put(client)
    never = threading.Event()  # _play_part's "another part failed": values do not stop others

    def exact(request: pb.ComputeEncounterOddsRequest) -> pb.ComputeEncounterOddsResponse:
        client = connections.get()
        try:
            return client.compute_encounter_odds(request)
        finally:
            connections.put(client)

    def simulate(request: pb.SimulateRequest) -> pb.SimulationResult:
        client = connections.get()
        try:
            return _play_part(client, request, 0, lambda *_: None, never)
        finally:
            connections.put(client)

    tasks = [
        functools.partial(
            evaluate,
            point.values,
            None if made is None else functools.partial(exact, made),
            None if options.exact else functools.partial(simulate, point.request),
        )
        for point, made in zip(points, odds, strict=True)
    ]
    try:
        with progress_bar(enabled=not options.no_progress, total=len(tasks), unit="value") as bar:

            def done(_: Row) -> None:
                bar.update()

            rows = run_rows(tasks, options.parallel, done)
    finally:
        # Closing the channels cancels the calls still running after a failure (or Ctrl-C).
        for client in opened:
            client.close()
    output = "json" if options.json else options.format
    if output == "json":
        print(format_json(rows, axes))
    elif output == "csv":
        print(format_csv(rows, axes, options.side))
    else:
        print(format_text(rows, axes, options.side))
    if options.plot is not None:
        write_sweep_plot(rows, axes, options.plot, sides=options.side, title=Path(source).name)
    return EXIT_FAILED if any(row.method == "error" for row in rows) else 0


def _merge(options: argparse.Namespace) -> int:
    sources = ["<stdin>" if path == "-" else path for path in options.files]
    texts = [read_text(path) for path in options.files]
    reports = [_load_test_report(text) for text in texts]
    if all(r is not None for r in reports):
        return _merge_load_tests(options, [r for r in reports if r is not None])
    if any(r is not None for r in reports):
        raise UsageError("cannot merge load-test reports with simulation results")
    judged = options.threshold or options.baseline is not None or options.allow_errors
    if judged or options.output is not None:
        raise UsageError(
            "--threshold, --allow-errors, --baseline and --output merge load-test reports, "
            "not simulation results"
        )
    if options.plot is not None:
        require_plotting()
    parts = []
    for text, source in zip(texts, sources, strict=True):
        try:
            parts.append(json_format.Parse(text, pb.SimulationResult()))
        except json_format.ParseError as error:
            raise RequestFileError(f"{source}: not a SimulationResult: {error}") from None
    try:
        result = merge(parts, sources)
    except ValueError as error:
        raise UsageError(f"cannot merge: {error}") from None
    print(_json(result) if options.json else format_simulation(result))
    if options.plot is not None:
        write_simulation_plots(result, options.plot, title="merged")
    return 0


def _load_test_report(text: str) -> dict[str, Any] | None:
    """``text`` as an ``arbiter loadtest`` JSON report; None when it is not one."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) and {"rpc", "histograms"} <= data.keys() else None


def _merge_load_tests(options: argparse.Namespace, reports: list[dict[str, Any]]) -> int:
    """``arbiter merge`` of load-test reports: the merged report and its verdict; 1 when the
    verdict fails."""
    require_extra("hdrh", "merging load-test reports", "loadtest")
    if options.plot is not None:
        raise UsageError("--plot draws a simulation's plots; a load test's needs its own run")
    try:
        merged = merge_reports(reports)
    except ValueError as error:
        raise UsageError(f"cannot merge: {error}") from None
    verdict = gates_from(options, merged["rpc"]).verdict(merged)
    merged["verdict"] = verdict.as_dict()
    if options.output is not None:
        options.output.write_text(json.dumps(merged, indent=2) + "\n")
    print(
        json.dumps(merged, indent=2)
        if options.json
        else "\n".join([format_report(merged), *verdict.text()])
    )
    return 0 if verdict.passed else EXIT_FAILED


def _catalog(options: argparse.Namespace) -> int:
    ruleset = _RULESETS[options.ruleset] if options.ruleset else state_pb2.RULESET_UNSPECIFIED
    with _client(options) as client:
        response = client.get_catalog(ruleset)
    print(_json(response) if options.json else format_catalog(response))
    return 0


def _json(message: Message) -> str:
    return json_format.MessageToJson(message, indent=2)


def _no_server_hint(target: str | None) -> str:
    where = f"at {target}" if target else "at the target"
    return (
        f"  hint: no Arbiter server answered {where}. Start one with scripts/serve.sh (in a "
        "checkout) or `arbiter serve`, or point --target (ARBITER_TARGET) at yours"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``arbiter`` command with ``argv`` (default: the process arguments)."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["serve"] and "serve" not in _installed_commands():
        print(f"arbiter: {SERVE_INSTALL}", file=sys.stderr)
        return EXIT_USAGE
    parser = build_parser(chosen=args[0] if args else None)
    options = parser.parse_args(args)
    handler: Callable[[argparse.Namespace], int] = options.handler
    try:
        return handler(options)
    except UsageError as error:
        print(f"arbiter: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ArbiterRpcError as error:
        print(f"arbiter: {format_error(error)}", file=sys.stderr)
        if error.code is grpc.StatusCode.UNAVAILABLE and error.request_id is None:
            # No server answered at all (a server's own UNAVAILABLE carries its request id).
            print(_no_server_hint(getattr(options, "target", None)), file=sys.stderr)
        return EXIT_FAILED
    except BrokenPipeError:
        # The reader (e.g. `| head`) left; point stdout at devnull so the exit flush is quiet.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_FAILED
