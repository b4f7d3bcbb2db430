"""Figure (g): Simulate over loopback as users run it (``arbiter simulate --parallel K --parts
N`` against ``--workers 2``), against the engine playing the same runs one by one in process
(what Simulate would cost without engine/replay.py's lookups).

The duel is the issue's "ARRAYER duel": a swordsman and an axeman side by side, 8 HP each, the
axeman in armour 1, nearest enemy, up to 50 rounds. The command's parts go over K connections
of their own, each taking the next part when its last ends (the kernel picks each connection's
worker), and are merged (arbiter.simulation.merge); the figure is runs per second over the wall
time of the whole command. A worker keeps the trees of an encounter it has simulated, and a
second simulation of it runs several times faster; every sample here is a simulation the
server has never seen (the combatants are renamed each time), so the figure is a cold one.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from google.protobuf import json_format

from arbiter.cli import main
from arbiter.v1 import combat_service_pb2 as pb
from bench.table import Sample
from engine.catalog import builtin_catalog
from engine.dice import SeededDice, derive_seed
from engine.encounter import resolve_encounter
from service.boundary.simulate import simulate_request_from_proto
from service.limits import Limits

__all__ = ["DUEL", "engine_run", "simulation_rate"]

DUEL = """{
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
}"""
"""The SimulateRequest every figure (g) plays; ``--runs`` sets its runs."""

_SAMPLES = itertools.count()


def simulation_rate(target: str, runs: int, connections: int, parts: int) -> Sample:
    """Runs per second of ``arbiter simulate`` playing ``runs`` duels in ``parts`` over
    ``connections``."""
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "duel.json"
        request = json_format.Parse(DUEL, pb.SimulateRequest())
        sample = next(_SAMPLES)  # a new encounter for the server: nothing it kept helps
        for combatant in request.state.combatants:
            combatant.id = f"{combatant.id}-{sample}"
        path.write_text(json_format.MessageToJson(request))
        args = ["simulate", str(path), "--target", target, "--runs", str(runs), "--json"]
        args += ["--parallel", str(connections), "--parts", str(parts), "--no-progress"]
        out = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(out):
            code = main(args)
        elapsed = time.perf_counter() - start
    if code != 0:
        raise RuntimeError(f"arbiter simulate exited {code}")
    assert json_format.Parse(out.getvalue(), pb.SimulationResult()).runs == runs
    return Sample(runs / elapsed)


def engine_run() -> Callable[[int], object]:
    """Play run ``i`` of the same duel with resolve_encounter, in process (the reference: the
    suite's ``_rate`` counts these per second)."""
    limits = Limits()
    message = json_format.Parse(DUEL, pb.SimulateRequest())
    request = simulate_request_from_proto(message, builtin_catalog(), limits)

    def run(i: int) -> object:
        return resolve_encounter(
            request.state,
            SeededDice(derive_seed(request.seed, i), limits.max_dice),
            request.options,
        )

    return run
