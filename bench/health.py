"""Figure (f): health-check latency while the worst requests the limits allow are running, and
how soon such a request's work stops at its deadline.

The worst case: 64 `tiered` combatants who cannot fall, far apart, 200 rounds, every turn a walk
(seconds of CPU each). ``health_latency`` keeps ``load`` of them in flight (one loop each,
another call as soon as one ends) on one channel and times grpc.health.v1.Health/Check on
another, one check after the other, for ``seconds``; with ``load=0`` it is the idle reference.
``deadline_stop`` sends one worst-case call with a deadline and reads, from the server's ``rpc``
log line, how long the call took in the server (from when it arrived to when its work stopped).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections.abc import Sequence

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import dice_pb2, state_pb2, trace_pb2
from bench.servers import Server
from bench.table import Sample

__all__ = ["deadline_stop", "health_latency", "worst_case"]

_LOG_WAIT = 60.0


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


def _nearest_rank(ordered: Sequence[float], p: float) -> float:
    return ordered[max(1, math.ceil(p / 100 * len(ordered))) - 1]


async def _checks(channel: grpc.aio.Channel, seconds: float) -> list[float]:
    health = health_pb2_grpc.HealthStub(channel)
    request = health_pb2.HealthCheckRequest()
    latencies: list[float] = []
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        started = time.perf_counter()
        await health.Check(request, timeout=60)
        latencies.append(time.perf_counter() - started)
    return latencies


async def _health_latency(target: str, load: int, seconds: float) -> list[float]:
    async with (
        grpc.aio.insecure_channel(target) as health_channel,
        grpc.aio.insecure_channel(target) as load_channel,
    ):
        await _checks(health_channel, 0.0)  # the connection up
        stub = pb_grpc.CombatServiceStub(load_channel)
        request = worst_case()
        started = asyncio.Event()

        async def client() -> None:
            while True:
                call = stub.ResolveEncounter(request, timeout=600)
                started.set()
                await call

        tasks = [asyncio.create_task(client()) for _ in range(load)]
        if tasks:
            await started.wait()
        try:
            return await _checks(health_channel, seconds)
        finally:
            # Cancelled calls: the server stops their work (item 3), so the next figure does
            # not run beside them.
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)


def health_latency(target: str, load: int, seconds: float) -> Sample:
    """Health/Check p99 (the value) and p50, in ms, with ``load`` worst-case calls running."""
    ordered = sorted(asyncio.run(_health_latency(target, load, seconds)))
    p50, p99 = (_nearest_rank(ordered, p) * 1000 for p in (50, 99))
    return Sample(value=p99, p50_ms=p50, p99_ms=p99)


async def _deadline_call(target: str, deadline: float, request_id: str) -> None:
    async with grpc.aio.insecure_channel(target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        with contextlib.suppress(grpc.aio.AioRpcError):
            await stub.ResolveEncounter(
                worst_case(), timeout=deadline, metadata=(("x-request-id", request_id),)
            )


def deadline_stop(server: Server, deadline: float, request_id: str) -> Sample:
    """The server's time (ms) for a worst-case call with a ``deadline`` (s): from its arrival to
    its work stopping, as its ``rpc`` log line says; the call must end DEADLINE_EXCEEDED."""
    since = server.size()
    asyncio.run(_deadline_call(server.target, deadline, request_id))
    line = server.wait_for(lambda line: line.get("request_id") == request_id, _LOG_WAIT, since)
    if line.get("code") != "DEADLINE_EXCEEDED":
        raise RuntimeError(f"the worst-case call ended {line.get('code')}, not at its deadline")
    return Sample(value=float(line["duration_ms"]))
