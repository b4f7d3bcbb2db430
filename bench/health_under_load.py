"""Health-check latency while the worst requests the limits allow are running.

    .venv/bin/python bench/health_under_load.py [--load 8] [--duration 10] [--offload-threads N]
        [--workers 1]
    .venv/bin/python bench/health_under_load.py --target HOST:PORT   # a server already running

Starts ``python -m service`` on ephemeral loopback ports (unless --target is given; one worker
process unless --workers says otherwise, since one process's event loop is what is measured),
measures
grpc.health.v1.Health/Check latency first idle, then while ``--load`` clients each keep one
worst-case ResolveEncounter in flight (64 `tiered` combatants who cannot fall, far apart, 200
rounds: seconds of CPU each), and prints p50/p90/p99/max of both. Then it sends one worst-case call
with a 500 ms deadline and reports, from the server's ``rpc`` log line, its code, its duration
(timed from when the call reached the server) and the round its work stopped in (a spawned server
only). The goal (issue 9): health p99 <= 50 ms under 8 worst-case requests, and work stopped
within 50 ms of a deadline.

A measuring tool, not a test: figures depend on the machine and what else it runs (client and
server share it here). Standalone: only grpcio, grpcio-health-checking and the generated arbiter.v1
modules.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import dice_pb2, state_pb2, trace_pb2

REPO = Path(__file__).resolve().parents[1]
_DEADLINE = 0.5  # seconds, of the call whose stop is timed


def worst_case() -> pb.ResolveEncounterRequest:
    """The limits' worst encounter: 64 `tiered` combatants, 200 rounds, every turn a walk."""
    fighters = [
        state_pb2.Combatant(
            id=f"c{i}",
            side_id="blue" if i % 2 else "red",
            hp=1_000_000,
            position=state_pb2.Position(x=3 * i, y=150 * (i % 2)),
            tiered=state_pb2.TieredCombatant(body=3, reflex=2),
        )
        for i in range(64)
    ]
    return pb.ResolveEncounterRequest(
        state=state_pb2.EncounterState(ruleset=state_pb2.RULESET_TIERED, combatants=fighters),
        dice=dice_pb2.Dice(seed=7),
        max_rounds=200,
        trace_detail=trace_pb2.TRACE_DETAIL_NONE,
    )


class _Server:
    """``python -m service`` on ephemeral ports; its JSON log lines, kept as they come."""

    def __init__(self, workers: int, offload_threads: int | None) -> None:
        args = [sys.executable, "-m", "service", "--host", "127.0.0.1", "--port", "0"]
        args += ["--metrics-port", "off", "--http-port", "off", "--workers", str(workers)]
        if offload_threads is not None:
            args += ["--offload-threads", str(offload_threads)]
        env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
        self.proc = subprocess.Popen(
            args, cwd=REPO, env=env, stdout=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL
        )
        self.lines: list[dict[str, object]] = []
        self._changed = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        serving = self.wait_for(lambda line: line.get("event") == "serving")
        self.target = f"127.0.0.1:{serving['port']}"

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            with self._changed:
                self.lines.append(json.loads(raw))
                self._changed.notify_all()

    def wait_for(self, predicate: object) -> dict[str, object]:
        assert callable(predicate)
        with self._changed:
            while True:
                for line in self.lines:
                    if predicate(line):
                        return line
                if not self._changed.wait(timeout=120):
                    raise SystemExit("the server did not log what was expected")

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=60)


@contextlib.contextmanager
def _server(
    target: str | None, workers: int, offload_threads: int | None
) -> Iterator[_Server | None]:
    if target is not None:
        yield None
        return
    server = _Server(workers, offload_threads)
    try:
        yield server
    finally:
        server.close()


def _percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)

    def at(q: float) -> float:
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return (
        f"n={len(ordered)} p50={at(0.5):.1f} ms p90={at(0.9):.1f} ms p99={at(0.99):.1f} ms "
        f"max={ordered[-1] * 1000:.1f} ms"
    )


async def _health_latencies(channel: grpc.aio.Channel, duration: float) -> list[float]:
    health = health_pb2_grpc.HealthStub(channel)
    request = health_pb2.HealthCheckRequest()
    latencies: list[float] = []
    end = time.perf_counter() + duration
    while time.perf_counter() < end:
        started = time.perf_counter()
        await health.Check(request, timeout=60)
        latencies.append(time.perf_counter() - started)
    return latencies


@contextlib.asynccontextmanager
async def _load(channel: grpc.aio.Channel, clients: int) -> AsyncIterator[list[int]]:
    """``clients`` loops each keeping one worst-case call in flight; yields the finished count."""
    stub = pb_grpc.CombatServiceStub(channel)
    request = worst_case()
    finished = [0]
    started = asyncio.Event()

    async def client() -> None:
        while True:
            call = stub.ResolveEncounter(request, timeout=600)
            started.set()
            await call
            finished[0] += 1

    tasks = [asyncio.create_task(client()) for _ in range(clients)]
    await started.wait()
    try:
        yield finished
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def _measure(target: str, clients: int, duration: float) -> None:
    async with (
        grpc.aio.insecure_channel(target) as health_channel,
        grpc.aio.insecure_channel(target) as load_channel,
    ):
        await health_pb2_grpc.HealthStub(health_channel).Check(
            health_pb2.HealthCheckRequest(), timeout=60, wait_for_ready=True
        )
        idle = await _health_latencies(health_channel, min(duration, 3.0))
        print(f"health, idle:                      {_percentiles(idle)}")
        async with _load(load_channel, clients) as finished:
            loaded = await _health_latencies(health_channel, duration)
        print(f"health, {clients} worst-case calls running: {_percentiles(loaded)}")
        print(f"  (worst-case calls finished meanwhile: {finished[0]})")
        stub = pb_grpc.CombatServiceStub(load_channel)
        with contextlib.suppress(grpc.aio.AioRpcError):
            await stub.ResolveEncounter(
                worst_case(), timeout=_DEADLINE, metadata=(("x-request-id", "bench-deadline"),)
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--load", type=int, default=8, help="worst-case calls kept in flight")
    parser.add_argument("--duration", type=float, default=10.0, help="seconds of health checks")
    parser.add_argument("--offload-threads", type=int, help="the spawned server's setting")
    parser.add_argument("--workers", type=int, default=1, help="the spawned server's setting")
    parser.add_argument("--target", help="measure this server instead of spawning one")
    args = parser.parse_args()
    with _server(args.target, args.workers, args.offload_threads) as server:
        target = args.target if server is None else server.target
        asyncio.run(_measure(target, args.load, args.duration))
        if server is not None:
            line = server.wait_for(lambda line: line.get("request_id") == "bench-deadline")
            print(
                f"a worst-case call with a {_DEADLINE * 1000:.0f} ms deadline: {line['code']} "
                f"after {line['duration_ms']} ms in the server, its work stopped in round "
                f"{line.get('stopped_at_round')}"
            )


if __name__ == "__main__":
    main()
