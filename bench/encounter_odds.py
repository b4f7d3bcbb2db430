"""CPU time of ComputeEncounterOdds in process: the engine's walk and carry of docs/balance.md's
encounters ("What it costs, and what fits") and issue 28's, at the server's default limits
(max_request_cost 16,384, shared by the combatants as the servicer shares it), another
``--max-request-cost`` or none (``--unlimited``), with what each was answered or refused with.

    ARBITER_ENGINE=compiled .venv/bin/python -m bench.encounter_odds [--unlimited]
        [--max-request-cost N] [--repeat N] [--only SUBSTRING]

The encounters: two 2-HP swordsmen to 10 rounds (tests/clients/test_cli.py), the bench duel
(bench/simulate.py: 8-HP sword against axe, 50 rounds), arrayer_dagger_duel.json at 20 and 200
rounds, a 2 against 1 (tests/engine/test_encounter_odds.py), the archer duel and the two
2 against 2 examples, and issue 28's duel (two swordsmen of no proficiency, 11 HP each, no
armour, 200 rounds: a 64-byte request as the issue sent it). A figure, not a test: CPU seconds
of this process (time.process_time), the best of ``--repeat`` runs.
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
from service.boundary.odds import encounter_odds_request_from_proto
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


def _example(name: str, rounds: int | None = None) -> dict[str, object]:
    text = (_REPO / "clients/python/examples" / name).read_text()
    request: dict[str, object] = json.loads(text)
    request.pop("dice", None)
    if rounds is not None:
        request["maxRounds"] = rounds
    return request


def _fighter(combatant_id: str, side: str, hp: int, x: int, y: int = 0) -> dict[str, object]:
    return {
        "id": combatant_id,
        "sideId": side,
        "hp": hp,
        "position": {"x": x, "y": y},
        "weapons": [{"catalogId": "sword"}],
    }


def _swordsmen(*fighters: dict[str, object], rounds: int) -> dict[str, object]:
    return {
        "state": {"ruleset": "RULESET_ARRAYER", "combatants": list(fighters)},
        "maxRounds": rounds,
    }


def _bench_duel() -> dict[str, object]:
    request: dict[str, object] = json.loads(DUEL)
    request.pop("seed", None)
    return request


ENCOUNTERS: dict[str, Callable[[], dict[str, object]]] = {
    "swords 2 HP, 10 rounds (test_cli)": lambda: _swordsmen(
        _fighter("ana", "red", 2, 0), _fighter("bo", "blue", 2, 1), rounds=10
    ),
    "bench duel (sword/axe 8 HP), 50 rounds": _bench_duel,
    "arrayer_dagger_duel.json, 20 rounds": lambda: _example("arrayer_dagger_duel.json", 20),
    "arrayer_dagger_duel.json, 200 rounds": lambda: _example("arrayer_dagger_duel.json", 200),
    "2 against 1 (1, 1 on 3 HP), 5 rounds": lambda: _swordsmen(
        _fighter("ana", "red", 1, 0),
        _fighter("cy", "red", 1, 0, 1),
        _fighter("bo", "blue", 3, 1),
        rounds=5,
    ),
    "arrayer_archer_duel.json, 30 rounds": lambda: _example("arrayer_archer_duel.json"),
    "arrayer_encounter.json (2 against 2)": lambda: _example("arrayer_encounter.json"),
    "tiered_encounter.json (2 against 2)": lambda: _example("tiered_encounter.json"),
    "swords 11 HP, 200 rounds (issue 28)": lambda: _SWORDS,
}


def _run(request: pb.ComputeEncounterOddsRequest, limits: Limits, units: int) -> str:
    req = encounter_odds_request_from_proto(request, builtin_catalog(), limits)
    try:
        odds: EncounterOdds = compute_encounter_odds(
            req.state,
            req.options,
            budget=limits.max_dice,
            max_branches=max(1, units // len(req.state.combatants)),
            to_the_end=req.to_the_end,
        )
    except ArbiterError as err:
        return f"refused {err.reason}"
    return f"{odds.positions} positions, {odds.branches} branches"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--unlimited", action="store_true", help="no cost limit")
    parser.add_argument("--max-request-cost", type=int, default=Limits().max_request_cost)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--only", default="", help="the encounters whose name holds this")
    parser.add_argument(
        "--to-the-end",
        type=int,
        metavar="ROUNDS",
        help="each played to its end (to_the_end), listing ROUNDS rounds",
    )
    args = parser.parse_args()
    limits = Limits()
    units = 10**9 if args.unlimited else args.max_request_cost
    print(f"engine: {IMPLEMENTATION}; max_request_cost: {'none' if args.unlimited else units}")
    for name, build in ENCOUNTERS.items():
        if args.only not in name:
            continue
        request = json_format.ParseDict(build(), pb.ComputeEncounterOddsRequest())
        if args.to_the_end is not None:
            request.to_the_end = True
            request.max_rounds = args.to_the_end
        best = float("inf")
        outcome = ""
        for _ in range(args.repeat):
            began = time.process_time()
            outcome = _run(request, limits, units)
            best = min(best, time.process_time() - began)
        print(f"{name:42} {best:7.2f} s  {outcome}")


if __name__ == "__main__":
    main()
