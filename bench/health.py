"""Figure (f): health-check latency while the worst requests the limits allow are running, and
how soon such a request's work stops at its deadline.

The loads (``LOADS``): 8 worst-case encounters; 4 ComputeOdds at the cost limit (each refused
after max_request_cost branches, and sent again); 4 ComputeEncounterOdds at the cost limit (issue
28's 64-byte duel: 11 HP each, 200 rounds); 2 open-ended simulations beside a stream of medium
encounters (8 x 10, about 33 ms alone), whose own latency is reported too.
``queued_first_message`` times a Simulate's first message while another one runs (it waits,
and is told its place at once: issue 28, defect 4), or on the idle server (its first runs).

The worst case: 64 `tiered` combatants who cannot fall, far apart, 200 rounds, every turn a walk
(seconds of CPU each). ``health_latency`` keeps a load's calls in flight (one loop each,
another call as soon as one ends) on one channel and times grpc.health.v1.Health/Check on
another, one check after the other, for ``seconds``; with no load it is the idle reference.
``deadline_stop`` sends one worst-case call with a deadline and reads, from the server's ``rpc``
log line, how long the call took in the server (from when it arrived to when its work stopped).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import grpc
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import action_pb2, dice_pb2, state_pb2, trace_pb2, weapon_pb2
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from bench.servers import Server
from bench.simulate import DUEL
from bench.table import Sample

__all__ = [
    "LOADS",
    "deadline_stop",
    "health_latency",
    "medium_encounter",
    "queued_first_message",
    "reported_latency",
    "worst_case",
]

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


def medium_encounter() -> pb.ResolveEncounterRequest:
    """An 8 x 10 encounter of the worst case's kind: about 33 ms alone, a heavy call that the
    long calls of issue 21 starved."""
    request = worst_case()
    del request.state.combatants[8:]
    request.max_rounds = 10
    return request


def _long_simulation() -> pb.SimulateRequest:
    """An ARRAYER duel played the server's most runs (10 million): it runs as long as (f) does."""
    request = json_format.Parse(DUEL, pb.SimulateRequest())
    request.runs = 10_000_000
    return request


def _short_simulation() -> pb.SimulateRequest:
    """The same duel, 20,000 runs: a fraction of a second."""
    request = _long_simulation()
    request.runs = 20_000
    return request


def _duel(
    ruleset: state_pb2.Ruleset.ValueType, hp: int, weapons: list[weapon_pb2.Weapon], **rules: Any
) -> state_pb2.EncounterState:
    """ana (red) and bo (blue) face to face, alike: the state of the requests below."""
    fighters = [
        state_pb2.Combatant(
            id=name,
            side_id=side,
            hp=hp,
            position=state_pb2.Position(x=x, y=0),
            weapons=weapons,
            **rules,
        )
        for name, side, x in (("ana", "red", 0), ("bo", "blue", 1))
    ]
    return state_pb2.EncounterState(ruleset=ruleset, combatants=fighters)


def _odds_at_the_cost_limit() -> pb.ComputeOddsRequest:
    """A `tiered` dual wield against a dual wielder: a tree larger than the cost limit, refused
    after max_request_cost branches (issue 21, defect 5)."""
    weapons = [
        weapon_pb2.Weapon(catalog_id="one_handed_melee_t3"),
        weapon_pb2.Weapon(catalog_id="one_handed_melee_t2", hand=weapon_pb2.HAND_OFF),
    ]
    skills = state_pb2.TieredSkills(main_hand_melee=4, off_hand_melee=2)
    tiered = state_pb2.TieredCombatant(body=3, reflex=2, skills=skills)
    return pb.ComputeOddsRequest(
        state=_duel(state_pb2.RULESET_TIERED, 20, weapons, tiered=tiered),
        action=action_pb2.Action(
            attack=action_pb2.Attack(
                attacker_id="ana",
                target_id="bo",
                weapon_id="one_handed_melee_t3",
                off_hand_weapon_id="one_handed_melee_t2",
                defender_off_hand_weapon_id="one_handed_melee_t2",
            )
        ),
    )


def _encounter_odds_at_the_cost_limit() -> pb.ComputeEncounterOddsRequest:
    """Issue 28's 64-byte request: two swordsmen of 11 HP, no armour, 200 rounds, whose walk
    is the most the default cost limit lets through (once 11-13 s of CPU, uncharged)."""
    sword = [weapon_pb2.Weapon(catalog_id="sword")]
    return pb.ComputeEncounterOddsRequest(
        state=_duel(state_pb2.RULESET_ARRAYER, 11, sword), max_rounds=200
    )


async def _drain(call: Any) -> None:
    async for _ in call:
        pass


#: The loads health is timed beside, each a list of (calls kept in flight, the call, whether its
#: latencies are reported): the worst encounters the limits allow (issue 13), odds at the cost
#: limit, and two open-ended simulations beside a stream of medium encounters (issue 21).
#: The stub is a grpc.aio one (its calls awaitable), which the generated stub type does not say.
LOADS: dict[str, list[tuple[int, Callable[[Any], Awaitable[Any]], bool]]] = {
    "encounters": [(8, lambda stub: stub.ResolveEncounter(worst_case(), timeout=600), False)],
    "odds": [(4, lambda stub: stub.ComputeOdds(_odds_at_the_cost_limit(), timeout=600), False)],
    "encounter_odds": [
        (
            4,
            lambda stub: stub.ComputeEncounterOdds(
                _encounter_odds_at_the_cost_limit(), timeout=600
            ),
            False,
        )
    ],
    "simulations": [
        (2, lambda stub: _drain(stub.Simulate(_long_simulation(), timeout=600)), False),
        (1, lambda stub: stub.ResolveEncounter(medium_encounter(), timeout=600), True),
    ],
    # The reference of the medium encounters' latency: the same stream, alone.
    "medium": [(1, lambda stub: stub.ResolveEncounter(medium_encounter(), timeout=600), True)],
}


async def _health_latency(
    target: str, load: str | None, seconds: float
) -> tuple[list[float], list[float]]:
    """Health check latencies (s) for ``seconds`` beside ``load`` (a LOADS key; None: idle), and
    the latencies of the load's reported calls."""
    async with (
        grpc.aio.insecure_channel(target) as health_channel,
        grpc.aio.insecure_channel(target) as load_channel,
    ):
        await _checks(health_channel, 0.0)  # the connection up
        stub = pb_grpc.CombatServiceStub(load_channel)
        started = asyncio.Event()
        reported: list[float] = []

        async def client(call: Callable[[Any], Awaitable[Any]], report: bool) -> None:
            while True:
                begun = time.perf_counter()
                pending = call(stub)
                started.set()
                # A refusal (odds over the cost limit) is the load doing what it should.
                with contextlib.suppress(grpc.aio.AioRpcError):
                    await pending
                if report:
                    reported.append(time.perf_counter() - begun)

        tasks = [
            asyncio.create_task(client(call, report))
            for count, call, report in (LOADS[load] if load is not None else [])
            for _ in range(count)
        ]
        if tasks:
            await started.wait()
        try:
            return await _checks(health_channel, seconds), reported
        finally:
            # Cancelled calls: the server stops their work (item 3), so the next figure does
            # not run beside them.
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)


def _percentiles(latencies: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(latencies)
    p50, p99 = (_nearest_rank(ordered, p) * 1000 for p in (50, 99))
    return p50, p99


def health_latency(target: str, load: str | None, seconds: float) -> Sample:
    """Health/Check p99 (the value) and p50, in ms, beside ``load`` (a LOADS key; None: idle)."""
    checks, _ = asyncio.run(_health_latency(target, load, seconds))
    p50, p99 = _percentiles(checks)
    return Sample(value=p99, p50_ms=p50, p99_ms=p99)


def reported_latency(target: str, load: str, seconds: float) -> Sample:
    """The p99 (the value) and p50, in ms, of ``load``'s reported calls while health is timed
    beside it (the medium encounters among the simulations)."""
    _, reported = asyncio.run(_health_latency(target, load, seconds))
    if not reported:
        raise RuntimeError(f"no reported call of load {load!r} ended in {seconds} s")
    p50, p99 = _percentiles(reported)
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


#: Simulates whose first message ``queued_first_message`` times, one after the other.
_FIRST_MESSAGES = 5


async def _until_idle(stub: Any) -> None:
    """Until a simulation runs at once: the simulations of the figure before (cancelled) have
    ended on the server."""
    for _ in range(600):
        call = stub.Simulate(_short_simulation(), timeout=600)
        message = await call.read()
        if isinstance(message, pb.SimulateResponse) and not message.progress.queue_position:
            while await call.read() != grpc.aio.EOF:
                pass  # to its end, so that the next one finds the server idle
            return
        call.cancel()
        await asyncio.sleep(0.1)
    raise RuntimeError("the server's simulations did not end within a minute")


async def _first_messages(target: str, queued: bool) -> list[float]:
    async with grpc.aio.insecure_channel(target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        if not queued:
            await _until_idle(stub)
        running = stub.Simulate(_long_simulation(), timeout=600) if queued else None
        try:
            if running is not None:
                await running.read()  # its runs have begun: the next one waits
            times = []
            for _ in range(_FIRST_MESSAGES):
                begun = time.perf_counter()
                call = stub.Simulate(_short_simulation(), timeout=600)
                message = await call.read()
                times.append(time.perf_counter() - begun)
                assert isinstance(message, pb.SimulateResponse), message  # not the stream's end
                if queued != (message.progress.queue_position > 0):
                    raise RuntimeError(f"queued {queued}, but the first message said {message}")
                if queued:
                    call.cancel()  # it leaves the queue at once
                else:
                    while await call.read() != grpc.aio.EOF:
                        pass  # to its end on the server too, before the next one starts
            return times
        finally:
            if running is not None:
                running.cancel()


def queued_first_message(target: str, queued: bool) -> Sample:
    """The time (ms; median of ``_FIRST_MESSAGES``, with p50 and the slowest as p99) to a
    Simulate's first message: behind a running simulation (``queued``: its place in the queue)
    or on the idle server (its first runs' progress)."""
    times = sorted(asyncio.run(_first_messages(target, queued)))
    median = times[len(times) // 2] * 1000
    return Sample(value=median, p50_ms=median, p99_ms=times[-1] * 1000)
