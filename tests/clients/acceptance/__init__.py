"""The acceptance calls every client in another language makes against a live server (issue 8).

``calls.json`` lists them: one ARRAYER action, one ``tiered`` action, one ARRAYER encounter, one
bad request, an attack's exact odds (ComputeOdds) and a seeded simulation (Simulate, server
streaming), each a forced-dice or seeded request file (paths relative to ``calls.json``) and the
RPC to send it to. A client's runner reads the list, makes each call over each of its transports
and prints one JSON array of records::

    {"call": "arrayer_attack", "transport": "connect", "response": {...proto3 JSON...}}
    {"call": "unknown_target", "transport": "connect",
     "error": {"code": "INVALID_ARGUMENT", "message": "...", "reason": "...",
               "fieldViolations": ["..."]}}
    {"call": "arrayer_simulate", "transport": "connect",
     "progress": [{...SimulationProgress...}, ...], "response": {"result": {...}}}

A Simulate record's ``progress`` is every progress message the client's typed API handed it (its
progress callback, signal or enumeration), in order, and ``response`` the last message (the
result). How many progress messages come depends on the clock (one at least, at once, then one
every half second), so the summary holds only that there was one, that ``runsDone`` never went
down nor past ``runs``; the result's numbers are exact (a fixed seed).

The response is what the client decoded, written back as JSON; the error is the client's own typed
error, decoded by the client from the Connect error JSON or the gRPC status details. ``summary``
reduces a response to the numbers that matter and ``mismatches`` compares every record with
``EXPECTED``, so each client is held to the same exact numbers, and ``a wrong expectation is
caught`` tests prove the comparison can fail.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

__all__ = [
    "CALLS",
    "EXPECTED",
    "MANIFEST",
    "WRONG",
    "mismatches",
    "mismatches_with_wrong",
    "rpc_line",
    "summary",
]

MANIFEST = Path(__file__).with_name("calls.json")
CALLS: list[dict[str, str]] = json.loads(MANIFEST.read_text())


def _strike(attacker: str, target: str, outcome: str, damage: int, hp_after: int) -> Any:
    return {
        "attackerId": attacker,
        "targetId": target,
        "outcome": outcome,
        "damage": damage,
        "hpAfter": hp_after,
    }


# What each call must give, over every transport of every client (the numbers the Python tests of
# the same requests check).
EXPECTED: dict[str, Any] = {
    # Forced d10 of 4: Ana's greatsword hits Bo for 4 (5 HP -> 1).
    "arrayer_attack": {
        "strikes": [_strike("ana", "bo", "OUTCOME_HIT", 4, 1)],
        "hp": {"ana": 7, "bo": 1},
        "diceRolled": 1,
    },
    # Ana's attack misses; Bo's counterattack hits her for 7.
    "tiered_exchange": {
        "strikes": [
            _strike("ana", "bo", "OUTCOME_MISS", 0, 20),
            _strike("bo", "ana", "OUTCOME_HIT", 7, 13),
        ],
        "hp": {"ana": 13, "bo": 20},
        "diceRolled": 2,
    },
    # Four rounds of d6 initiative and two d12 attacks: Bo's axe hits once for 1, Ana's sword hits
    # in rounds 3 and 4 for 5 and 4 (6 HP, armour 1 -> -3).
    "arrayer_duel": {
        "outcome": {"endReason": "END_REASON_SIDE_DEFEATED", "winningSideId": "red", "rounds": 4},
        "hp": {"ana": 6, "bo": -3},
        "diceRolled": 12,
    },
    # ComputeOdds of arrayer_attack's greatsword (d10, blades +1, Bo's light armour 1): a hit on
    # 5-10 of the d10 (3/5), dealing 1..6 with 1/10 each; nothing in gunpowder.
    "arrayer_odds": {
        "odds": {
            "hit": "3/5",
            "miss": "2/5",
            "meanDamage": "21/10",
            "damage": {"0": "2/5", **{str(d): "1/10" for d in range(1, 7)}},
            "outcomes": {"OUTCOME_HIT": "3/5", "OUTCOME_MISS": "2/5"},
            "branches": 10,
        }
    },
    # 400 runs of arrayer_duel's pair from seed 2026: red 181, blue 218, one draw, 1683 rounds.
    "arrayer_simulate": {
        "progress": {"seen": True, "ordered": True},
        "simulation": {
            "runs": 400,
            "wins": {"red": 181, "blue": 218},
            "draws": 1,
            "roundsTotal": 1683,
        },
    },
    "unknown_target": {
        "error": {
            "code": "INVALID_ARGUMENT",
            "message": "unknown combatant: 'nobody'",
            "reason": "UNKNOWN_COMBATANT",
            "fieldViolations": ["action.attack.targetId"],
        }
    },
}

_ODDS = EXPECTED["arrayer_odds"]["odds"]
_SIMULATION = EXPECTED["arrayer_simulate"]["simulation"]

# One wrong number or path per call, for the tests that show a client's check can fail.
WRONG: dict[str, tuple[str, Any]] = {
    "arrayer_attack": ("hp", {"ana": 7, "bo": 2}),
    "tiered_exchange": ("strikes", [_strike("ana", "bo", "OUTCOME_HIT", 7, 13)]),
    "arrayer_duel": ("outcome", {**EXPECTED["arrayer_duel"]["outcome"], "rounds": 5}),
    "arrayer_odds": ("odds", {**_ODDS, "hit": "2/5"}),
    "arrayer_simulate": ("simulation", {**_SIMULATION, "draws": 0}),
    "unknown_target": (
        "error",
        {**EXPECTED["unknown_target"]["error"], "fieldViolations": ["action.attack"]},
    ),
}


def _number(value: Any) -> Any:
    # GDScript's JSON reads every number as a float; 4.0 and 4 are the same game number.
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _fraction(rational: Mapping[str, Any] | None) -> str:
    # proto3 JSON writes uint64 as strings and leaves a zero numerator out; a client may write
    # them back as numbers.
    rational = rational or {}
    return f"{int(rational.get('numerator', 0))}/{int(rational.get('denominator', 0))}"


def _odds(response: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "hit": _fraction(response.get("hit")),
        "miss": _fraction(response.get("miss")),
        "meanDamage": _fraction(response.get("meanDamage")),
        "damage": {
            str(_number(d.get("damage", 0))): _fraction(d.get("probability"))
            for d in response.get("damage", [])
        },
        "outcomes": {
            o.get("outcome", "OUTCOME_UNSPECIFIED"): _fraction(o.get("probability"))
            for o in response.get("outcomes", [])
        },
        "branches": _number(response.get("branches", 0)),
    }


def _simulation(record: Mapping[str, Any]) -> dict[str, Any]:
    result = record["response"].get("result", {})
    done = [_number(p.get("runsDone", 0)) for p in record.get("progress", [])]
    runs = _number(result.get("runs", 0))
    return {
        "progress": {
            "seen": bool(done),
            "ordered": done == sorted(done) and all(0 <= d <= runs for d in done),
        },
        "simulation": {
            "runs": runs,
            "wins": {s["sideId"]: _number(s.get("wins", 0)) for s in result.get("sides", [])},
            "draws": _number(result.get("draws", 0)),
            "roundsTotal": int(result.get("rounds", {}).get("total", 0)),
        },
    }


def summary(record: Mapping[str, Any]) -> dict[str, Any]:
    """The numbers of one record that ``EXPECTED`` holds (proto3 JSON omits zeros and defaults)."""
    if "error" in record:
        error = record["error"]
        return {"error": {k: error.get(k) for k in EXPECTED["unknown_target"]["error"]}}
    response = record["response"]
    if "progress" in record:
        return _simulation(record)
    if "branches" in response:
        return {"odds": _odds(response)}
    result: dict[str, Any] = {}
    attack = response.get("result", {}).get("attack")
    if attack is not None:
        result["strikes"] = [
            {
                "attackerId": s["attackerId"],
                "targetId": s["targetId"],
                "outcome": s.get("outcome", "OUTCOME_UNSPECIFIED"),
                "damage": _number(s.get("damage", 0)),
                "hpAfter": _number(s.get("hpAfter", 0)),
            }
            for s in attack.get("strikes", [])
        ]
    if "outcome" in response:
        outcome = response["outcome"]
        result["outcome"] = {
            "endReason": outcome.get("endReason", "END_REASON_UNSPECIFIED"),
            "winningSideId": outcome.get("winningSideId", ""),
            "rounds": _number(outcome.get("rounds", 0)),
        }
    combatants = response.get("state", {}).get("combatants", [])
    result["hp"] = {c["id"]: _number(c.get("hp", 0)) for c in combatants}
    result["diceRolled"] = _number(response.get("diceRolled", 0))
    return result


def mismatches(
    records: Iterable[Mapping[str, Any]],
    transports: Iterable[str],
    expected: Mapping[str, Any] = EXPECTED,
) -> list[str]:
    """Each (call, transport) whose summary is not the expected one, or that is missing."""
    seen = {(r["call"], r["transport"]): r for r in records}
    wrong = []
    for transport in transports:
        for call in CALLS:
            name = call["call"]
            record = seen.get((name, transport))
            got = summary(record) if record is not None else None
            if got != expected[name]:
                wrong.append(f"{name} over {transport}: {got!r} != {expected[name]!r}")
    return wrong


def mismatches_with_wrong(
    records: Iterable[Mapping[str, Any]], transports: Iterable[str], name: str
) -> list[str]:
    """The (call, transport) pairs ``mismatches`` reports when call ``name`` expects ``WRONG``'s
    value instead of the right one: a client's test asserts it is exactly ``name`` over each of
    its transports, which shows its check can fail."""
    key, wrong = WRONG[name]
    expected = {**EXPECTED, name: {**EXPECTED[name], key: wrong}}
    return [m.split(":")[0] for m in mismatches(records, transports, expected)]


def rpc_line(request_id: str) -> Callable[[Mapping[str, Any]], bool]:
    """Matches the server's log line of the call a runner tagged with ``x-request-id``
    (``<call>-<transport>``), for ``ServerProcess.wait_for``."""

    def match(line: Mapping[str, Any]) -> bool:
        return line.get("event") == "rpc" and line.get("request_id") == request_id

    return match
