"""CPU time of ComputeEncounterOdds in process: the engine's walk and carry of issue 28's
encounters, at the server's default limits (max_request_cost 16,384, shared by the combatants)
or without a limit, with what each was answered or refused with.

    ARBITER_ENGINE=compiled .venv/bin/python -m bench.encounter_odds [--unlimited] [--repeat N]

The encounters: issue 28's 64-byte duel (two Unknown swordsmen, 11 HP each, no armour, 200
rounds), arrayer_dagger_duel.json at 20 and 200 rounds, and the bench duel (bench/simulate.py:
8-HP sword against axe, 50 rounds). A figure, not a test: CPU seconds of this process
(time.process_time), the best of ``--repeat`` runs.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path

from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from bench.simulate import DUEL
from engine import IMPLEMENTATION
from engine.catalog import builtin_catalog
from engine.encounter_odds import EncounterOdds, compute_encounter_odds
from engine.errors import ArbiterError
from service.convert_odds import encounter_odds_request_from_proto
from service.limits import Limits

__all__ = ["ENCOUNTERS", "main"]

_REPO = Path(__file__).resolve().parent.parent

_SWORDS = {
    "state": {
        "ruleset": "RULESET_ARRAYER",
        "combatants": [
            {
                "id": "a",
                "sideId": "r",
                "hp": 11,
                "position": {"x": 0, "y": 0},
                "weapons": [{"catalogId": "sword"}],
            },
            {
                "id": "b",
                "sideId": "b",
                "hp": 11,
                "position": {"x": 1, "y": 0},
                "weapons": [{"catalogId": "sword"}],
            },
        ],
    },
    "maxRounds": 200,
}


def _dagger(rounds: int) -> dict[str, object]:
    text = (_REPO / "clients/python/examples/arrayer_dagger_duel.json").read_text()
    request: dict[str, object] = json.loads(text)
    request.pop("dice", None)
    request["maxRounds"] = rounds
    return request


def _bench_duel() -> dict[str, object]:
    request: dict[str, object] = json.loads(DUEL)
    request.pop("seed", None)
    return request


ENCOUNTERS: dict[str, Callable[[], dict[str, object]]] = {
    "swords 11 HP, 200 rounds (issue 28)": lambda: _SWORDS,
    "arrayer_dagger_duel.json, 20 rounds": lambda: _dagger(20),
    "arrayer_dagger_duel.json, 200 rounds": lambda: _dagger(200),
    "bench duel (sword/axe 8 HP), 50 rounds": _bench_duel,
}


def _run(request: pb.ComputeEncounterOddsRequest, limits: Limits, unlimited: bool) -> str:
    req = encounter_odds_request_from_proto(request, builtin_catalog(), limits)
    units = 10**9 if unlimited else limits.max_request_cost
    try:
        odds: EncounterOdds = compute_encounter_odds(
            req.state,
            req.options,
            budget=limits.max_dice,
            max_branches=max(1, units // len(req.state.combatants)),
        )
    except ArbiterError as err:
        return f"refused {err.reason}"
    return f"{odds.positions} positions, {odds.branches} branches"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unlimited", action="store_true", help="no cost limit")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args()
    limits = Limits()
    print(f"engine: {IMPLEMENTATION}; limit: {'none' if args.unlimited else 'default'}")
    for name, build in ENCOUNTERS.items():
        request = json_format.ParseDict(build(), pb.ComputeEncounterOddsRequest())
        best = float("inf")
        outcome = ""
        for _ in range(args.repeat):
            began = time.process_time()
            outcome = _run(request, limits, args.unlimited)
            best = min(best, time.process_time() - began)
        print(f"{name:42} {best:7.2f} s  {outcome}")


if __name__ == "__main__":
    main()
