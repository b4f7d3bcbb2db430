"""``arbiter sweep``: one or two fields of an encounter varied, each value answered by its exact
odds or by Simulate, the values run side by side (arbiter.parallel), the rows printed as a
table, CSV or JSON and optionally plotted (arbiter.sweep; docs/balance.md, "Sweeps")."""

from __future__ import annotations

import argparse
import functools
import json
import secrets
import threading
from collections.abc import Callable
from pathlib import Path

from arbiter.client import ArbiterClient
from arbiter.command_line import (
    EXIT_FAILED,
    UsageError,
    add_connection_arguments,
    at_least,
    client_from,
    progress_bar,
    require_plotting,
    uint64_seed,
)
from arbiter.commands.simulate import SIMULATE_TIMEOUT, play_part
from arbiter.parallel import run_parallel
from arbiter.request_files import (
    RequestFileError,
    fields_only_in,
    json_keys,
    load_odds_request,
    load_simulate_request,
    read_text,
)
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
    side_ids,
    write_sweep_plot,
)
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["add_command"]


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter sweep``: its options and handler."""
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
        type=at_least(1),
        metavar="N",
        help=f"runs per simulated value, replacing the file's runs (default {DEFAULT_RUNS})",
    )
    sweep.add_argument(
        "--seed",
        type=uint64_seed,
        help="the seed of every simulated value (the same runs' dice for each: common random "
        "numbers), replacing the file's (none: this command draws one)",
    )
    sweep.add_argument(
        "--parallel",
        type=at_least(1),
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
    add_connection_arguments(sweep, timeout=SIMULATE_TIMEOUT, json_help="the same as --format json")


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

    def task(
        point: Point, made: pb.ComputeEncounterOddsRequest | None
    ) -> Callable[[ArbiterClient, threading.Event], Row]:
        """The point's row on a client of the runner's (arbiter.parallel)."""

        def answer(client: ArbiterClient, failed: threading.Event) -> Row:
            exact = None if made is None else functools.partial(client.compute_encounter_odds, made)
            simulate = (
                None
                if options.exact
                else functools.partial(play_part, client, failed, point.request)
            )
            return evaluate(point.values, exact, simulate)

        return answer

    tasks = [task(point, made) for point, made in zip(points, odds, strict=True)]
    with progress_bar(enabled=not options.no_progress, total=len(tasks), unit="value") as bar:
        rows = run_parallel(
            tasks,
            connect=functools.partial(client_from, options, own_connection=True),
            parallel=options.parallel,
            done=lambda _: bar.update(),
        )
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
