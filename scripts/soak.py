"""Soak: mixed RPCs over both routes against a real ``python -m service`` for a bounded time,
sampling the server's RSS, open file descriptors and threads from /proc, and failing on growth.

Client threads loop over a mix of calls (ResolveAction, ResolveEncounter, a ResolveBatch stream
with a pack, ResolveMany, GetCatalog, ComputeOdds, a short Simulate stream; over gRPC, Connect
binary and Connect JSON),
every call a valid request that must answer OK; every 25th call of a thread opens a new
connection, so leaks per connection show too. The server's resources are sampled every
--interval seconds into a table. The baseline is the sample at the end of the warm-up (the
first tenth of the run, when caches and pools have filled); the run fails (exit code 1) when, at
the end, RSS has grown more than --max-rss-growth MB over it, fds more than --max-fd-growth,
threads more than --max-thread-growth, or when any call failed. With --workers N the figures are
the sums over the supervisor and its workers.

Usage: .venv/bin/python scripts/soak.py [--duration 600] [--interval 30] [--clients 4]
       [--workers 1] [--max-rss-growth 40] [--max-fd-growth 16] [--max-thread-growth 4]
"""

from __future__ import annotations

import argparse
import itertools
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from google.protobuf import json_format

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the fuzz suite's routes, and the server process helper

from arbiter.v1 import combat_service_pb2 as pb  # noqa: E402
from bench.processes import family, stats  # noqa: E402
from tests.fuzz.routes import ConnectRoute, GrpcRoute, Outcome, Route  # noqa: E402
from tests.service.server_process import ServerProcess  # noqa: E402

_EXAMPLES = REPO / "clients" / "python" / "examples"
_NEW_CONNECTION_EVERY = 25


def _request(name: str, message: pb.ResolveActionRequest | pb.ResolveEncounterRequest) -> bytes:
    return json_format.Parse((_EXAMPLES / name).read_text(), message).SerializeToString()


@dataclass(frozen=True, slots=True)
class _Call:
    method: str
    bodies: tuple[bytes, ...]
    stream: bool = False
    server_stream: bool = False


def _mix() -> list[_Call]:
    attack = pb.ResolveActionRequest.FromString(
        _request("arrayer_attack.json", pb.ResolveActionRequest())
    )
    exchange = pb.ResolveActionRequest.FromString(
        _request("tiered_exchange.json", pb.ResolveActionRequest())
    )
    encounter = _request("tiered_encounter.json", pb.ResolveEncounterRequest())
    skirmish = _request("arrayer_skirmish.json", pb.ResolveEncounterRequest())
    unseeded = pb.ResolveActionRequest()
    unseeded.CopyFrom(attack)
    unseeded.ClearField("dice")
    items = [pb.BatchItem(id=f"i{n}", action=unseeded) for n in range(10)]
    pack = pb.BatchPack(
        shared_state=attack.state,
        items=[
            pb.BatchItem(id=f"p{n}", action=pb.ResolveActionRequest(action=attack.action))
            for n in range(20)
        ],
    )
    stream = (
        pb.ResolveBatchRequest(options=pb.BatchOptions(seed=7)),
        *(pb.ResolveBatchRequest(item=item) for item in items),
        pb.ResolveBatchRequest(pack=pack),
    )
    many = pb.ResolveManyRequest(options=pb.BatchOptions(seed=9), items=items)
    return [
        _Call("ResolveAction", (attack.SerializeToString(),)),
        _Call("ResolveAction", (exchange.SerializeToString(),)),
        _Call("ResolveEncounter", (encounter,)),
        _Call("ResolveEncounter", (skirmish,)),
        _Call("ResolveBatch", tuple(m.SerializeToString() for m in stream), stream=True),
        _Call("ResolveMany", (many.SerializeToString(),)),
        _Call("GetCatalog", (pb.GetCatalogRequest().SerializeToString(),)),
        _Call(
            "ComputeOdds",
            (
                pb.ComputeOddsRequest(
                    state=exchange.state, action=exchange.action
                ).SerializeToString(),
            ),
        ),
        _Call(
            "Simulate",
            (
                pb.SimulateRequest(
                    state=pb.ResolveEncounterRequest.FromString(skirmish).state,
                    seed=11,
                    runs=20,
                ).SerializeToString(),
            ),
            server_stream=True,
        ),
    ]


@dataclass
class _Counts:
    calls: int = 0
    failures: int = 0
    first_failure: str = ""


def _client(
    number: int, server: ServerProcess, deadline: float, counts: _Counts, lock: threading.Lock
) -> None:
    factories: list[Callable[[], Route]] = [
        lambda: GrpcRoute(server.target),
        lambda: ConnectRoute(server.base_url, "proto"),
        lambda: ConnectRoute(server.base_url, "json"),
    ]
    routes = [make() for make in factories]
    mix = _mix()
    for n in itertools.count(number):
        if time.monotonic() >= deadline:
            break
        route_index = n % len(routes)
        if n % _NEW_CONNECTION_EVERY == 0:
            routes[route_index].close()
            routes[route_index] = factories[route_index]()
        call = mix[(n // len(routes)) % len(mix)]
        route = routes[route_index]
        outcome: Outcome
        if call.stream:
            outcome = route.stream(call.method, call.bodies)
        elif call.server_stream:
            outcome = route.server_stream(call.method, call.bodies[0])
        else:
            outcome = route.unary(call.method, call.bodies[0])
        with lock:
            counts.calls += 1
            if outcome.code != "OK":
                counts.failures += 1
                counts.first_failure = counts.first_failure or (
                    f"{call.method} over {route.name}: {outcome.code} {outcome.message}"
                )
    for route in routes:
        route.close()


@dataclass(frozen=True, slots=True)
class Sample:
    seconds: float
    calls: int
    rss_mb: float
    fds: int
    threads: int


def _sample(pid: int, seconds: float, calls: int) -> Sample:
    figures = [stats(process) for process in family(pid)]
    return Sample(
        seconds,
        calls,
        sum(f.rss_kb for f in figures) / 1024,
        sum(f.fds for f in figures),
        sum(f.threads for f in figures),
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--duration", type=float, default=600.0, help="seconds of load")
    parser.add_argument("--interval", type=float, default=30.0, help="seconds between samples")
    parser.add_argument("--clients", type=int, default=4, help="client threads")
    parser.add_argument("--workers", type=int, default=1, help="server processes")
    parser.add_argument("--max-rss-growth", type=float, default=40.0, help="MB over the baseline")
    parser.add_argument("--max-fd-growth", type=int, default=16)
    parser.add_argument("--max-thread-growth", type=int, default=4)
    args = parser.parse_args()

    counts = _Counts()
    lock = threading.Lock()
    samples: list[Sample] = []
    with ServerProcess("--workers", str(args.workers), "--grace", "30") as server:
        pid = server.proc.pid
        started = time.monotonic()
        deadline = started + args.duration
        threads = [
            threading.Thread(target=_client, args=(n, server, deadline, counts, lock), daemon=True)
            for n in range(args.clients)
        ]
        samples.append(_sample(pid, 0.0, 0))
        for thread in threads:
            thread.start()
        warm_up_end = started + args.duration / 10
        baseline: Sample | None = None
        print(f"{'t (s)':>7} {'calls':>8} {'calls/s':>8} {'RSS MB':>8} {'fds':>5} {'threads':>7}")
        print(f"{0:>7.0f} {0:>8} {0:>8} {samples[0].rss_mb:>8.1f} {samples[0].fds:>5} "
              f"{samples[0].threads:>7}")  # fmt: skip
        next_sample = started + min(args.interval, args.duration / 10)
        while any(thread.is_alive() for thread in threads):
            for thread in threads:
                thread.join(timeout=max(0.0, next_sample - time.monotonic()))
            now = time.monotonic()
            if now < next_sample and any(thread.is_alive() for thread in threads):
                continue
            with lock:
                calls = counts.calls
            sample = _sample(pid, now - started, calls)
            rate = (sample.calls - samples[-1].calls) / max(
                sample.seconds - samples[-1].seconds, 1e-9
            )
            samples.append(sample)
            mark = ""
            if baseline is None and now >= warm_up_end:
                baseline, mark = sample, "  <- baseline (end of warm-up)"
            print(f"{sample.seconds:>7.0f} {sample.calls:>8} {rate:>8.0f} {sample.rss_mb:>8.1f} "
                  f"{sample.fds:>5} {sample.threads:>7}{mark}", flush=True)  # fmt: skip
            next_sample = now + args.interval
        final = _sample(pid, time.monotonic() - started, counts.calls)
        server.send_signal(signal.SIGTERM)
        exit_code = server.wait()

    assert baseline is not None
    growth = (
        final.rss_mb - baseline.rss_mb,
        final.fds - baseline.fds,
        final.threads - baseline.threads,
    )
    print(
        f"\n{counts.calls} calls in {final.seconds:.0f} s ({counts.calls / final.seconds:.0f}/s), "
        f"{counts.failures} failed; server exit code {exit_code}"
    )
    print(
        f"growth after the warm-up: RSS {growth[0]:+.1f} MB (bound {args.max_rss_growth}), "
        f"fds {growth[1]:+d} (bound {args.max_fd_growth}), "
        f"threads {growth[2]:+d} (bound {args.max_thread_growth}); "
        f"peak RSS {max(s.rss_mb for s in samples):.1f} MB"
    )
    failed = []
    if counts.failures:
        failed.append(f"{counts.failures} calls failed, first: {counts.first_failure}")
    if growth[0] > args.max_rss_growth:
        failed.append("RSS grew past its bound")
    if growth[1] > args.max_fd_growth:
        failed.append("fds grew past their bound")
    if growth[2] > args.max_thread_growth:
        failed.append("threads grew past their bound")
    if exit_code != 0:
        failed.append(f"the server exited {exit_code}")
    for reason in failed:
        print(f"FAIL: {reason}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
