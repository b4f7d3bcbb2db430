"""``arbiter simulate``: an encounter played many times by Simulate, its runs split into parts
played side by side over connections of their own (arbiter.parallel) and merged, with a progress
bar of the runs and the wins so far (docs/balance.md, "Simulation")."""

from __future__ import annotations

import argparse
import functools
import secrets
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import grpc

from arbiter.client import ArbiterClient, ArbiterRpcError
from arbiter.command_line import (
    UsageError,
    add_connection_arguments,
    at_least,
    client_from,
    json_text,
    progress_bar,
    require_plotting,
    uint64_seed,
)
from arbiter.parallel import run_parallel
from arbiter.request_files import load_simulate_request, read_text
from arbiter.simulation import merge
from arbiter.simulation_report import format_simulation, write_simulation_plots
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "PART_ATTEMPTS",
    "PART_RETRY_WAIT",
    "SIMULATE_TIMEOUT",
    "add_command",
    "play_part",
    "split_runs",
]

#: Attempts of one part of ``arbiter simulate`` (play_part), and the first wait between them.
PART_ATTEMPTS = 3
PART_RETRY_WAIT = 0.2
_PART_RETRIED = frozenset({grpc.StatusCode.UNAVAILABLE, grpc.StatusCode.CANCELLED})


#: ``simulate``'s default deadline: a simulation is bounded by its runs and the server's limits
#: (its own deadline cap among them), not by the seconds a single resolution takes.
SIMULATE_TIMEOUT = 600.0


def add_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``arbiter simulate``: its options and handler."""
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
        "--runs", type=at_least(1), metavar="N", help="runs to play, replacing the file's runs"
    )
    simulate.add_argument(
        "--seed",
        type=uint64_seed,
        help="the simulation's seed, replacing the file's (none: the server draws one, or "
        "this command does when --parallel splits the runs)",
    )
    simulate.add_argument(
        "--first-run",
        type=at_least(0),
        help="index of the first run, replacing the file's firstRun: play runs "
        "FIRST..FIRST+RUNS-1 of the seed (default 0)",
    )
    simulate.add_argument(
        "--parallel",
        type=at_least(1),
        default=1,
        metavar="K",
        help="split the runs into K consecutive ranges, each a Simulate call on its own "
        "connection (so a --workers server can play them on different workers), and merge the "
        "results: the same statistics as one call (default %(default)s)",
    )
    simulate.add_argument(
        "--parts",
        type=at_least(1),
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
    add_connection_arguments(
        simulate,
        timeout=SIMULATE_TIMEOUT,
        json_help="print the (merged) SimulationResult as proto3 JSON instead of the table",
    )


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


def play_part(
    client: ArbiterClient,
    failed: threading.Event,
    request: pb.SimulateRequest,
    part: int = 0,
    progress: _Progress = lambda *_: None,
) -> pb.SimulationResult:
    """One part (a task of arbiter.parallel: its client, and the run's ``failed`` event), played
    again from its first run when it ends UNAVAILABLE or CANCELLED while no other part has
    failed (its pod drained or went away; gRPC's own retries stop once a stream has sent a
    message): a part is a pure function of its request, so the retry gives what the first
    attempt would have. At most ``PART_ATTEMPTS`` attempts, the waits between them doubling from
    ``PART_RETRY_WAIT`` seconds."""
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
        played = run_parallel(
            [
                functools.partial(play_part, request=part, part=index, progress=progress)
                for index, part in enumerate(parts)
            ],
            connect=functools.partial(client_from, options, own_connection=True),
            parallel=options.parallel,
        )
        result = merge(played)
    print(json_text(result) if options.json else format_simulation(result))
    if options.plot is not None:
        write_simulation_plots(result, options.plot, title=Path(source).name)
    return 0
