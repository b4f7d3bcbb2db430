"""Figure (g): Simulate over loopback, a simulation split in parts over ``--workers 2``, against
the engine playing the same runs one by one in process (what Simulate would cost without
engine/replay.py's lookups).

The duel is the issue's "ARRAYER duel": a swordsman and an axeman side by side, 8 HP each, the
axeman in armour 1, nearest enemy, up to 50 rounds. ``simulation_rate`` sends ``parts`` Simulate
calls at once, each on its own connection (so ``--workers`` spreads them over its processes;
the kernel picks the process per connection), for consecutive run ranges of one seed, reads
every stream to its end and merges the results (arbiter.simulation.merge), as ``arbiter simulate
--parallel`` does. The figure is runs per second over the wall time of the whole simulation.
"""

from __future__ import annotations

import threading
import time

import grpc
from google.protobuf import json_format

from arbiter.client import OWN_CONNECTION
from arbiter.simulation import merge
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from bench.table import Sample
from engine.catalog import builtin_catalog
from engine.dice import SeededDice, derive_seed
from engine.encounter import resolve_encounter
from service.convert_simulate import simulate_request_from_proto
from service.limits import Limits

__all__ = ["DUEL", "engine_rate", "simulation_rate"]

DUEL = json_format.Parse(
    """{
      "state": {
        "ruleset": "RULESET_ARRAYER",
        "combatants": [
          {"id": "sword", "sideId": "red", "hp": 8, "position": {"x": 0, "y": 0},
           "weapons": [{"catalogId": "sword"}]},
          {"id": "axe", "sideId": "blue", "hp": 8, "position": {"x": 1, "y": 0},
           "weapons": [{"catalogId": "axe"}], "armour": {"value": 1}}
        ]
      },
      "maxRounds": 50,
      "seed": "2026"
    }""",
    pb.SimulateRequest(),
)
"""The duel every figure (g) plays; ``runs`` and ``first_run`` are set per call."""


def _part(target: str, request: pb.SimulateRequest, out: list[pb.SimulationResult]) -> None:
    # Its own connection (by default, channels to one target share one), so that --workers can
    # hand it to any of its processes.
    with grpc.insecure_channel(target, options=OWN_CONNECTION) as channel:
        for message in pb_grpc.CombatServiceStub(channel).Simulate(request, timeout=600):
            if message.HasField("result"):
                out.append(message.result)


def simulation_rate(target: str, runs: int, parts: int) -> Sample:
    """Runs per second of one simulation of ``runs`` duels, split in ``parts`` calls at once."""
    results: list[pb.SimulationResult] = []
    threads = []
    for part in range(parts):
        first = runs * part // parts
        request = pb.SimulateRequest()
        request.CopyFrom(DUEL)
        request.first_run = first
        request.runs = runs * (part + 1) // parts - first
        threads.append(threading.Thread(target=_part, args=(target, request, results)))
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    if len(results) != parts:
        raise RuntimeError(f"{parts - len(results)} of {parts} Simulate calls failed")
    assert merge(results).runs == runs
    return Sample(runs / elapsed)


def engine_rate(seconds: float) -> Sample:
    """The same duel's runs played one by one by resolve_encounter, in process."""
    limits = Limits()
    request = simulate_request_from_proto(DUEL, builtin_catalog(), limits)
    start = time.perf_counter()
    done = 0
    while (elapsed := time.perf_counter() - start) < seconds:
        for run in range(done, done + 20):
            resolve_encounter(
                request.state,
                SeededDice(derive_seed(request.seed, run), limits.max_dice),
                max_rounds=request.max_rounds,
            )
        done += 20
    return Sample(done / elapsed)
