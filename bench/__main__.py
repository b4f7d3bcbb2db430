"""Arbiter's benchmark suite: each figure beside its reference, measured in the same run.

    .venv/bin/python -m bench                  # the full run: 3 runs, about 13 minutes when quiet
    .venv/bin/python -m bench --quick          # a smoke run: 1 run, short, no (h) (~1 minute)
    .venv/bin/python -m bench --output docs/performance.md   # also write the table there
    .venv/bin/python -m bench --only e,f       # some figures only

Figures (issue 9 item 6), each against a reference measured in the same run:
(a) unary ResolveAction, 64 in flight, vs the canned-response server (bench/canned_server.py:
    Arbiter's own server and options, a servicer that does no work); and the p99 of both paced at
    half the canned server's rate;
(b) ResolveBatch, 4 streams, 1 item per message at trace none, summary and full, and packed
    (100 items per message, trace none) with a state per item and with a shared state and no
    state echo, each vs the canned server answering the same messages (for the packs: a real pack
    answer of the same size, the transport's ceiling for 100 items per message);
(c) the engine in process, one attack per ruleset (the engine always builds the full trace), vs
    PyPI ``d20`` rolling the same dice;
(d) encounters/s over ResolveEncounter, per ruleset, vs the canned server;
(e) ``--workers 2`` vs ``--workers 1``: unary ResolveAction at 128 in flight from the C++ client's
    load mode (bench/cpp_load.py; two Python client processes when it cannot be built), with the
    server's CPU per call on both and their ratio, and the packed shapes of (b), from two Python
    client processes;
(f) health-check latency (p50/p99) while 8 worst-case requests run, while 4 ComputeOdds at the
    cost limit run, while 4 ComputeEncounterOdds at the cost limit run, and while 2 open-ended
    simulations run beside a stream of medium encounters (whose own p99 is given beside the same
    stream alone), each vs the same server idle (bench/health.py); a Simulate's first message
    behind a running one (its place in the queue) vs on the idle server; and a worst-case
    request with a 200 ms deadline: its time in the server vs the deadline;
(g) issue 12: Simulate, a million ARRAYER duels on ``--workers 2`` as ``arbiter simulate
    --parallel 4 --parts 16`` plays them, vs the engine playing the same runs one by one in
    process (bench/simulate.py);
(h) instruction counts (callgrind, bench/cost.py): the engine's attacks vs d20 rolling the same
    dice, an in-process ARRAYER item and a packed shared-state item, and a unary call in the
    server process vs in the canned server's; measured once, as counts repeat.
Arbiter runs as ``arbiter serve --workers 1`` except in (e), one process as the canned server is.
Every run measures every figure and then its reference (the other way round on every other run),
so a machine that slows down slows both; the table gives the median of the runs with the spread
(min-max) and the ratio of the medians. The loopback figures use ``arbiter loadtest``'s runner
(bench/load.py); its CPU share is shown, as a saturated client caps what it can measure, and
so is the server's CPU time per 1,000 items, which does not depend on what the client costs.

A measurement, never a test: nothing here passes or fails on speed.
"""

from __future__ import annotations

import argparse
import copy
import functools
import itertools
import sys
import time
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from pathlib import Path

from arbiter.command_line import TRACE_DETAILS
from arbiter.loadtest import RPCS, build_payload
from arbiter.v1 import combat_service_pb2 as pb
from bench.cost import instructions_per_item
from bench.cpp_load import load_generator, measure_cpp
from bench.examples import ATTACKS, D20, d20_step, engine_step, example
from bench.health import (
    LOADS,
    deadline_stop,
    health_latency,
    queued_first_message,
    reported_latency,
)
from bench.load import measure
from bench.servers import Server, Servers
from bench.simulate import engine_run, simulation_rate
from bench.table import Figure, Result, Sample, describe_machine, table, write_output

#: Items per message of the packed figures.
PACK = 100
#: The deadline of the worst-case call whose stop (f) times: well under the worst case's own time
#: (about 0.7 s on the compiled engine since its values became native classes; 500 ms, the
#: deadline before, was no longer reached).
DEADLINE = 0.2
#: (e)'s load: client processes, and each one's connections (the kernel hands each connection
#: to one worker, so a few per client spread the load over both); the C++ load generator is one
#: process with as many connections as those two.
CLIENTS = 2
#: (g): issue 12's acceptance: a million ARRAYER duels, as `arbiter simulate --parallel 4
#: --parts 16` plays them (the kernel chooses each connection's worker; docs/balance.md).
SIMULATION_RUNS = 1_000_000
SIMULATION_CONNECTIONS = 4
SIMULATION_PARTS = 16
CONNECTIONS = 4
#: (e): the goal for the server's CPU per call on --workers 2 over --workers 1's.
WORKERS_CPU_GOAL = "<= 1.1"
#: (h) with --quick: fewer items per callgrind count (the in-process cases, then the servers').
QUICK_COUNTS = ((20, 120), (40, 120))
LETTERS = "abcdefgh"


def _rate(seconds: float, step: Callable[[int], object]) -> Sample:
    """Calls of ``step`` per second over at least ``seconds`` (the clock read every 100 calls)."""
    start = time.perf_counter()
    done = 0
    while (elapsed := time.perf_counter() - start) < seconds:
        for i in range(done, done + 100):
            step(i)
        done += 100
    return Sample(done / elapsed)


def _counted(case: str, quick: bool) -> Callable[[], Sample]:
    """bench/cost.py's instructions per item of ``case`` (fewer items counted when ``quick``)."""
    counts = QUICK_COUNTS[case.startswith("server-")] if quick else (None, None)
    return lambda: Sample(instructions_per_item(case, *counts))


def _instruction_figures(quick: bool) -> list[Figure]:
    """(h): bench/cost.py's cases side by side, each measured once (the counts repeat)."""
    figure = functools.partial(Figure, "h", unit="instructions", inverse=True, once=True)
    out = [
        figure(
            name=f"(h) one {ruleset} attack, the engine alone ({ATTACKS[ruleset]}, full trace)",
            subject=_counted(f"engine-{ruleset}", quick),
            reference_name=f"d20 `{D20[ruleset]}`",
            reference=_counted(f"d20-{ruleset}", quick),
            goal="ratio >= 1 (stretch 2)",
        )
        for ruleset in ATTACKS
    ]
    out += [
        figure(
            name=f"(h) {name}, in process (scripts/cost.py {case})",
            subject=_counted(case, quick),
            reference_name="-",
            reference=None,
        )
        for name, case in (
            ("an ARRAYER item, parse to serialise, trace full", "arrayer-full"),
            ("a packed shared-state item, no state echo, trace none", "shared-none"),
        )
    ]
    out.append(
        figure(
            name="(h) unary ResolveAction, the server process's instructions per call",
            subject=_counted("server-arbiter", quick),
            reference_name="canned-response server",
            reference=_counted("server-canned", quick),
            goal="ratio >= 0.75 (stretch 0.9)",
        )
    )
    return out


def figures(servers: Servers, seconds: float, letters: str = LETTERS) -> list[Figure]:
    """Every figure of ``letters`` with its reference; a server starts when a figure first
    measures it. ``seconds`` below 1 is a smoke run (--quick): fewer items where they are fixed."""
    attack = example(ATTACKS["arrayer"], pb.ResolveActionRequest)
    unary, batch = RPCS["ResolveAction"], RPCS["ResolveBatch"]
    load = functools.partial(measure, seconds=seconds)
    out: list[Figure] = []

    def pair(
        letter: str,
        name: str,
        unit: str,
        run: Callable[[Server], Sample],
        *,
        servers_: tuple[str, str] = ("arbiter", "canned"),
        reference: str = "canned-response server",
        goal: str = "",
        cpu_goal: str = "",
    ) -> None:
        subject, ref = servers_
        out.append(
            Figure(
                letter,
                name,
                unit,
                lambda: run(servers[subject]),
                reference,
                lambda: run(servers[ref]),
                goal,
                cpu_goal,
            )
        )

    packed = {
        "a state per item": build_payload(
            batch, copy.deepcopy(attack), batch_size=PACK, detail=TRACE_DETAILS["none"]
        ),
        "a shared state, no state echo": build_payload(
            batch,
            copy.deepcopy(attack),
            batch_size=PACK,
            detail=TRACE_DETAILS["none"],
            shared_state=True,
            state_echo=pb.STATE_ECHO_NONE,
        ),
    }
    plain = build_payload(unary, copy.deepcopy(attack))
    ceiling: list[float] = []  # the canned server's (a) rates, as measured run by run

    def canned_unary() -> Sample:
        sample = load(servers["canned"], unary, plain, concurrency=64)
        ceiling.append(sample.value)
        return sample

    out.append(
        Figure(
            "a",
            "(a) unary ResolveAction, 64 in flight",
            "calls/s",
            lambda: load(servers["arbiter"], unary, plain, concurrency=64),
            "canned-response server",
            canned_unary,
            "ratio >= 0.7 (stretch 0.85)",
        )
    )
    # Half the load of the row above: paced at half the canned server's rate of this run (it
    # was just measured), the latency counted from the planned send times.
    pair(
        "a",
        "(a) unary ResolveAction paced at half the canned server's (a) rate, p99",
        "ms",
        lambda s: load(s, unary, plain, concurrency=64, rps=ceiling[-1] / 2, latency=True),
        goal="p99 <= 5 ms",
    )
    for detail, value in TRACE_DETAILS.items():
        single = build_payload(batch, copy.deepcopy(attack), detail=value)
        pair(
            "b",
            f"(b) ResolveBatch, 4 streams, 1 item/message, trace {detail}",
            "items/s",
            lambda s, p=single: load(s, batch, p, concurrency=64, streams=4),  # type: ignore[misc]
            goal="ratio >= 0.7",
        )
    for shape, pack in packed.items():
        pair(
            "b",
            f"(b) ResolveBatch, 4 streams, {PACK} items/message, trace none, {shape}",
            "items/s",
            lambda s, p=pack: load(s, batch, p, concurrency=8, streams=4),  # type: ignore[misc]
            reference=f"canned server: the transport's ceiling, {PACK} items/message",
        )
    for ruleset, name in ATTACKS.items():
        engine_, d20_ = engine_step(ruleset), d20_step(ruleset)
        out.append(
            Figure(
                "c",
                f"(c) engine in process, one {ruleset} attack ({name})",
                "attacks/s",
                lambda step=engine_: _rate(seconds, step),  # type: ignore[misc]
                f"d20 `{D20[ruleset]}`",
                lambda step=d20_: _rate(seconds, step),  # type: ignore[misc]
                "ratio >= 1 (stretch 2)",
            )
        )
    for name in ("arrayer_encounter.json", "tiered_encounter.json"):
        encounter = build_payload(
            RPCS["ResolveEncounter"], example(name, pb.ResolveEncounterRequest)
        )
        pair(
            "d",
            f"(d) ResolveEncounter {name}, 16 in flight",
            "encounters/s",
            lambda s, p=encounter: load(  # type: ignore[misc]
                s, RPCS["ResolveEncounter"], p, concurrency=16
            ),
        )
    spread = functools.partial(load, clients=CLIENTS, connections=CONNECTIONS)
    workers = ("arbiter-2", "arbiter")
    # The C++ load generator when it builds (built once, cached), else the Python one, said so.
    generator = load_generator() if "e" in letters else "not needed"
    if isinstance(generator, Path):
        binary, request = generator, pb.ResolveActionRequest.FromString(plain.request)
        how = f"the C++ load generator, {CLIENTS * CONNECTIONS} connections"

        def e_unary(server: Server) -> Sample:
            connections = CLIENTS * CONNECTIONS
            return measure_cpp(
                binary, server, request, seconds=seconds, in_flight=128, connections=connections
            )
    else:
        how = f"{CLIENTS} Python client processes: the C++ load generator {generator}"

        def e_unary(server: Server) -> Sample:
            return spread(server, unary, plain, concurrency=128 // CLIENTS)

    pair(
        "e",
        f"(e) --workers 2, unary ResolveAction, 128 in flight ({how})",
        "calls/s",
        e_unary,
        servers_=workers,
        reference="--workers 1",
        goal="ratio >= 1.4 (stretch 1.6)",
        cpu_goal=WORKERS_CPU_GOAL,
    )
    goals = {
        "a state per item": ">= 40k items/s",
        "a shared state, no state echo": ">= 80k items/s",
    }
    for shape, pack in packed.items():
        pair(
            "e",
            f"(e) --workers 2, ResolveBatch, {PACK} items/message, {shape} "
            f"({CLIENTS} client processes x 4 streams)",
            "items/s",
            lambda s, p=pack: spread(s, batch, p, concurrency=8, streams=4),  # type: ignore[misc]
            servers_=workers,
            reference="--workers 1",
            goal=goals[shape],
        )

    def target() -> str:
        return servers["arbiter"].target

    for kind, beside in (
        ("encounters", f"{LOADS['encounters'][0][0]} worst-case encounters run"),
        ("odds", "4 ComputeOdds at the cost limit run (refused after max_request_cost branches)"),
        ("encounter_odds", "4 ComputeEncounterOdds at the cost limit run (11-HP duel, 200 rounds)"),
        ("simulations", "2 open-ended Simulates run beside a stream of 8 x 10 encounters"),
    ):
        out.append(
            Figure(
                "f",
                f"(f) health check p99 while {beside}",
                "ms",
                lambda kind=kind: health_latency(target(), kind, seconds),  # type: ignore[misc]
                "the same server idle",
                lambda: health_latency(target(), None, seconds),
                "p99 <= 50 ms",
            )
        )
    out.append(
        Figure(
            "f",
            "(f) the 8 x 10 encounters' p99 beside 2 open-ended Simulates",
            "ms",
            lambda: reported_latency(target(), "simulations", seconds),
            "the same encounters alone",
            lambda: reported_latency(target(), "medium", seconds),
        )
    )
    out.append(
        Figure(
            "f",
            "(f) a Simulate's first message behind a running one (its place in the queue)",
            "ms",
            lambda: queued_first_message(target(), queued=True),
            "the first message on the idle server (its first runs)",
            lambda: queued_first_message(target(), queued=False),
            "<= 1000 ms",
        )
    )
    ids = itertools.count()
    out.append(
        Figure(
            "f",
            f"(f) a worst-case encounter with a {DEADLINE * 1000:.0f} ms deadline: its time in "
            "the server (until its work stopped)",
            "ms",
            lambda: deadline_stop(servers["arbiter"], DEADLINE, f"bench-deadline-{next(ids)}"),
            "the deadline",
            lambda: Sample(DEADLINE * 1000),
            f"<= {DEADLINE * 1000 + 50:.0f} ms",
        )
    )
    runs = SIMULATION_RUNS if seconds >= 1 else SIMULATION_RUNS // 20
    out.append(
        Figure(
            "g",
            f"(g) Simulate, {runs:,} ARRAYER duels on --workers 2: arbiter simulate --parallel "
            f"{SIMULATION_CONNECTIONS} --parts {SIMULATION_PARTS} (bench/simulate.py)",
            "runs/s",
            lambda: simulation_rate(
                servers["arbiter-2"].target, runs, SIMULATION_CONNECTIONS, SIMULATION_PARTS
            ),
            "the engine playing the same runs one by one, in process",
            lambda: _rate(seconds, engine_run()),
            f"{SIMULATION_RUNS:,} in <= 30 s (stretch 10 s): >= "
            f"{SIMULATION_RUNS // 30:,} runs/s (stretch {SIMULATION_RUNS // 10:,})",
        )
    )
    out += _instruction_figures(seconds < 1)
    return out


def _letters(text: str) -> str:
    letters = "".join(sorted(set(text.replace(",", "").strip().lower())))
    if not letters or set(letters) - set(LETTERS):
        raise argparse.ArgumentTypeError(f"figures are letters of {LETTERS!r}, got {text!r}")
    return letters


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--runs", type=int, help="interleaved runs (default 3; --quick: 1)")
    parser.add_argument(
        "--seconds",
        type=float,
        help="seconds each measurement counts (default 3; --quick: 0.3); the full run takes "
        "about 100 times this per run",
    )
    parser.add_argument(
        "--quick", action="store_true", help="a smoke run: 1 run of 0.3 s measurements"
    )
    parser.add_argument(
        "--only",
        type=_letters,
        help="figures to run, e.g. a,e (default all; --quick: all but h, whose counts take "
        "minutes however few items they count)",
    )
    parser.add_argument(
        "--output",
        type=Path,
        help="also write the table here: between the bench markers of a file that has them "
        "(docs/performance.md), else the whole file",
    )
    options = parser.parse_args(argv)
    runs = options.runs or (1 if options.quick else 3)
    seconds = options.seconds or (0.3 if options.quick else 3.0)
    args = sys.argv[1:] if argv is None else list(argv)
    command = " ".join([".venv/bin/python -m bench", *args])
    started = time.monotonic()
    machine = describe_machine()  # the load average before the suite adds its own
    with ExitStack() as stack:
        servers = Servers(stack)
        letters = options.only or (LETTERS.replace("h", "") if options.quick else LETTERS)
        todo = [f for f in figures(servers, seconds, letters) if f.letter in letters]
        results = [Result(figure) for figure in todo]
        for run in range(runs):
            for result in results:
                figure = result.figure
                if figure.once and run > 0:
                    continue
                print(f"run {run + 1}/{runs}: {figure.name}", file=sys.stderr)
                # Subject first on even runs, reference first on odd ones: a drift in the
                # machine's speed does not always favour the same side.
                sides = [(figure.subject, result.subject), (figure.reference, result.reference)]
                for measure_, samples in sides if run % 2 == 0 else reversed(sides):
                    if measure_ is not None:
                        samples.append(measure_())
        memory = {name: server.memory() for name, server in servers.running.items()}
    text = table(results, runs, command, machine, memory)
    print(text)
    print(f"({time.monotonic() - started:.0f} s)", file=sys.stderr)
    if options.output is not None:
        write_output(options.output, text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
