"""Unary calls/s at 128 in flight: `arbiter serve --workers 1` against `--workers 2`.

    .venv/bin/python bench/workers.py [--runs 3] [--seconds 5] [--warmup 1] [--in-flight 128]
                                      [--clients 2] [--connections 4]

Each run starts a fresh server (`python -m service`, ephemeral ports, the Connect route and the
metrics off), then `--clients` client processes, each with its share of the in-flight calls
spread over `--connections` connections of its own (the kernel hands each connection to one
worker, so one connection would keep one worker busy), call ResolveAction (the ARRAYER attack of
clients/python/examples, seeded) as fast as answers come back: `--warmup` seconds uncounted, then
`--seconds` counted, started together. Several client processes, because one Python client
process tops out below what two workers serve; their CPU use is printed (in CPUs, as a share of
the wall clock) so a saturated client is visible.

Runs are interleaved (1, 2, 1, 2, ...) so that a change in the machine's load hits both settings;
the report gives each run, the median and the spread (min-max) of each setting, and the ratio of
the medians. The server logs at its default level, as deployed: one JSON line per call, a cost
each worker pays for its own calls; the script reads the "serving" line for the port and then
throws the rest away in large reads.

A figure, not a test: nothing asserts a speed, and figures from a machine shared with other work
are indicative only. The wider benchmark suite (issue 9) lives elsewhere; this one is standalone.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from multiprocessing.synchronize import Barrier
from pathlib import Path
from typing import IO

import grpc
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc

REPO = Path(__file__).resolve().parent.parent

EXAMPLE = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
# A channel of its own (not gRPC's process-wide subchannel pool), so a connection of its own.
_OWN_CONNECTION = (("grpc.use_local_subchannel_pool", 1),)


@dataclass(frozen=True, slots=True)
class _Load:
    target: str
    in_flight: int
    connections: int
    warmup: float
    seconds: float


@dataclass(frozen=True, slots=True)
class _Counted:
    calls: int
    cpu_seconds: float


async def _drive(load: _Load, barrier: Barrier) -> _Counted:
    request = json_format.Parse(EXAMPLE.read_text(), pb.ResolveActionRequest())
    request.dice.seed = 1
    channels = [
        grpc.aio.insecure_channel(load.target, options=_OWN_CONNECTION)
        for _ in range(load.connections)
    ]
    stubs = [pb_grpc.CombatServiceStub(channel) for channel in channels]
    loop = asyncio.get_running_loop()
    counted = 0
    counting = False
    until = loop.time() + load.warmup

    async def caller(stub: pb_grpc.CombatServiceStub) -> None:
        nonlocal counted
        while loop.time() < until:
            await stub.ResolveAction(request)  # type: ignore[misc]  # the stub types sync calls
            if counting:
                counted += 1

    async def phase() -> None:
        await asyncio.gather(*(caller(stubs[i % len(stubs)]) for i in range(load.in_flight)))

    await phase()  # warm-up: connections up, both sides' code paths hot
    # Every client starts counting together (a blocking wait: nothing is in flight now).
    barrier.wait()
    cpu = time.process_time()
    counting, until = True, loop.time() + load.seconds
    await phase()
    cpu = time.process_time() - cpu
    for channel in channels:
        await channel.close()
    return _Counted(counted, cpu)


def _client(load: _Load, barrier: Barrier, results: multiprocessing.SimpleQueue[_Counted]) -> None:
    results.put(asyncio.run(_drive(load, barrier)))


def _discard(stream: IO[bytes]) -> None:
    while stream.read(1 << 16):
        pass


@contextlib.contextmanager
def _server(workers: int) -> Iterator[str]:
    """``python -m service --workers N`` on a free port until the block ends; its target."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "service",
            *("--port", "0", "--http-port", "off", "--metrics-port", "off"),
            *("--workers", str(workers)),
        ],
        cwd=REPO,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
    )
    assert process.stdout is not None
    try:
        for raw in process.stdout:
            line = json.loads(raw)
            if line["event"] == "serving":
                break
            if line["event"] == "startup failed":
                raise SystemExit(f"the server did not start: {line['error']}")
        else:
            raise SystemExit(f"the server exited ({process.wait()}) before serving")
        threading.Thread(target=_discard, args=(process.stdout,), daemon=True).start()
        yield f"127.0.0.1:{line['port']}"
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait()


def _run(workers: int, options: argparse.Namespace) -> tuple[float, float]:
    """One measurement: calls/s over every client, and the clients' CPUs used."""
    context = multiprocessing.get_context("spawn")  # no fork of a process using gRPC
    with _server(workers) as target:
        load = _Load(
            target,
            max(1, options.in_flight // options.clients),
            options.connections,
            options.warmup,
            options.seconds,
        )
        barrier = context.Barrier(options.clients)
        results: multiprocessing.SimpleQueue[_Counted] = context.SimpleQueue()
        clients = [
            context.Process(target=_client, args=(load, barrier, results))
            for _ in range(options.clients)
        ]
        for client in clients:
            client.start()
        counted = [results.get() for _ in clients]
        for client in clients:
            client.join()
    calls = sum(c.calls for c in counted)
    return calls / options.seconds, sum(c.cpu_seconds for c in counted) / options.seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each setting")
    parser.add_argument("--seconds", type=float, default=5.0, help="counted seconds per run")
    parser.add_argument("--warmup", type=float, default=1.0, help="uncounted seconds per run")
    parser.add_argument("--in-flight", type=int, default=128, help="calls in flight, in all")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--connections", type=int, default=4, help="connections per client")
    options = parser.parse_args()
    settings = (1, 2)
    rates: dict[int, list[float]] = {workers: [] for workers in settings}
    print(
        f"unary ResolveAction, {options.in_flight} in flight, {options.clients} client "
        f"processes x {options.connections} connections, {options.seconds:g} s per run, "
        f"{len(os.sched_getaffinity(0))} CPUs"
    )
    for run in range(1, options.runs + 1):
        for workers in settings:
            rate, client_cpus = _run(workers, options)
            rates[workers].append(rate)
            print(
                f"run {run}  --workers {workers}: {rate:8,.0f} calls/s  "
                f"(clients used {client_cpus:.2f} CPUs)"
            )
    medians = {workers: statistics.median(rates[workers]) for workers in settings}
    for workers in settings:
        print(
            f"--workers {workers}: median {medians[workers]:,.0f} calls/s, spread "
            f"{min(rates[workers]):,.0f}-{max(rates[workers]):,.0f}"
        )
    print(f"ratio of the medians, --workers 2 / --workers 1: {medians[2] / medians[1]:.2f}")


if __name__ == "__main__":
    main()
