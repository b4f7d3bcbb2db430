"""Named tactics over real gRPC (loopback): sideTactics and combatantTactics in ResolveEncounter
under forced dice (both rulesets), their refusals, GetCatalog's tactics, and one seed giving the
same bytes for every tactic."""

from __future__ import annotations

import json

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, state_pb2, trace_pb2
from tests.service.support import rpc_error_details

Stub = combat_service_pb2_grpc.CombatServiceStub
PB = combat_service_pb2
E = trace_pb2

_KINDS = (
    E.EVENT_KIND_MOVE,
    E.EVENT_KIND_ATTACK,
    E.EVENT_KIND_INTERCEPTION,
    E.EVENT_KIND_COUNTERATTACK,
)


def _request(body: dict[str, object]) -> combat_service_pb2.ResolveEncounterRequest:
    return json_format.Parse(json.dumps(body), PB.ResolveEncounterRequest())


def _lines(response: combat_service_pb2.ResolveEncounterResponse) -> list[str]:
    return [e.summary for e in response.trace.events if e.kind in _KINDS]


def _arrayer_caught(tactics: dict[str, object]) -> dict[str, object]:
    """ana (4 of 10 HP) between bo and the archer cy (docs/rules/arrayer.md's example)."""
    return {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {
                    "id": "ana",
                    "sideId": "red",
                    "hp": 4,
                    "maxHp": 10,
                    "position": {"x": 3, "y": 3},
                    "weapons": [{"catalogId": "sword"}],
                },
                {
                    "id": "bo",
                    "sideId": "blue",
                    "hp": 20,
                    "position": {"x": 4, "y": 3},
                    "weapons": [{"catalogId": "sword"}],
                },
                {
                    "id": "cy",
                    "sideId": "blue",
                    "hp": 20,
                    "position": {"x": 1, "y": 3},
                    "weapons": [{"catalogId": "bow"}],
                },
            ],
        },
        "maxRounds": 1,
        "dice": {"forced": {"faces": [1, 5, 12, 12]}},
        **tactics,
    }


def test_side_tactics_retreat_over_grpc(stub: Stub) -> None:
    response = stub.ResolveEncounter(
        _request(_arrayer_caught({"sideTactics": {"red": "TACTIC_RETREAT_WHEN_HURT"}}))
    )
    assert _lines(response) == [
        "bo tries to intercept ana at (4, 2): bo's Dexterity save d20 5 against 10 succeeds: "
        "ana stops there",
        "ana moves 1 away from bo, to (4, 2): intercepted by bo",
        "cy misses ana with bow at effective range (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]
    move = next(e for e in response.trace.events if e.kind == E.EVENT_KIND_MOVE)
    assert (move.actor_id, move.target_id) == ("ana", "")
    ana = next(c for c in response.state.combatants if c.id == "ana")
    assert (ana.position.x, ana.position.y) == (4, 2)


def test_combatant_tactic_overrides_the_side_and_request_tactic_over_grpc(stub: Stub) -> None:
    # The side says retreat, ana's own entry says nearest enemy: she strikes bo (d12 12: miss)
    # and nobody intercepts anyone.
    body = _arrayer_caught(
        {
            "tactic": "TACTIC_RETREAT_WHEN_HURT",
            "sideTactics": {"red": "TACTIC_RETREAT_WHEN_HURT"},
            "combatantTactics": {"ana": "TACTIC_NEAREST_ENEMY"},
        }
    )
    body["dice"] = {"forced": {"faces": [1, 12, 12, 12]}}
    response = stub.ResolveEncounter(_request(body))
    assert _lines(response) == [
        "cy misses ana with bow at effective range (d12 rolled 12 > 6)",
        "ana misses bo with sword (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_tiered_hold_at_range_over_grpc(stub: Stub) -> None:
    response = stub.ResolveEncounter(
        _request(
            {
                "state": {
                    "ruleset": "RULESET_TIERED",
                    "combatants": [
                        {
                            "id": "ana",
                            "sideId": "red",
                            "hp": 30,
                            "position": {"x": 0, "y": 0},
                            "weapons": [{"catalogId": "bow_t1"}],
                            "tiered": {"body": 3, "reflex": 5},
                        },
                        {
                            "id": "bo",
                            "sideId": "blue",
                            "hp": 20,
                            "position": {"x": 2, "y": 0},
                            "tiered": {"body": 3, "reflex": 2},
                        },
                    ],
                },
                "maxRounds": 1,
                "combatantTactics": {"ana": "TACTIC_HOLD_AT_RANGE"},
                "dice": {"forced": {"faces": [20, 1, 10, 10]}},
            }
        )
    )
    assert _lines(response) == [
        "ana moves 5 away from bo, to (-5, -5)",
        "ana beats bo by 3 with bow_t1 for 4",
        "bo moves 5 toward ana, to (-3, -5)",
    ]


@pytest.mark.parametrize(
    ("tactics", "reason", "field"),
    [
        (
            {"sideTactics": {"green": "TACTIC_WEAKEST_ENEMY"}},
            "UNKNOWN_SIDE",
            'sideTactics["green"]',
        ),
        (
            {"combatantTactics": {"zed": "TACTIC_WEAKEST_ENEMY"}},
            "UNKNOWN_COMBATANT",
            'combatantTactics["zed"]',
        ),
        ({"sideTactics": {"red": 99}}, "UNKNOWN_ENUM_VALUE", 'sideTactics["red"]'),
    ],
)
def test_bad_tactics_are_invalid_argument_over_grpc(
    stub: Stub, tactics: dict[str, object], reason: str, field: str
) -> None:
    request = _request(_arrayer_caught({}))
    json_format.ParseDict(tactics, request)
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveEncounter(request)
    status, details = rpc_error_details(caught.value)
    assert status.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert (details.reason, details.fields) == (reason, [field])


def test_get_catalog_lists_every_tactic(stub: Stub) -> None:
    for request in (PB.GetCatalogRequest(), PB.GetCatalogRequest(ruleset=state_pb2.RULESET_TIERED)):
        tactics = stub.GetCatalog(request).tactics
        assert [(t.tactic, t.name) for t in tactics] == [
            (PB.TACTIC_NEAREST_ENEMY, "TACTIC_NEAREST_ENEMY"),
            (PB.TACTIC_WEAKEST_ENEMY, "TACTIC_WEAKEST_ENEMY"),
            (PB.TACTIC_HOLD_AT_RANGE, "TACTIC_HOLD_AT_RANGE"),
            (PB.TACTIC_PROTECT_ALLY, "TACTIC_PROTECT_ALLY"),
            (PB.TACTIC_RETREAT_WHEN_HURT, "TACTIC_RETREAT_WHEN_HURT"),
        ]
        assert all(t.description for t in tactics)
        retreat = tactics[4]
        assert list(retreat.rulings) == ["A15", "A18", "A28", "T2", "T7"]


def _skirmish(tactic: str, seed: int) -> combat_service_pb2.ResolveEncounterRequest:
    def fighter(cid: str, side: str, at: tuple[int, int], hp: int, *weapons: str) -> object:
        return {
            "id": cid,
            "sideId": side,
            "hp": hp,
            "position": {"x": at[0], "y": at[1]},
            "weapons": [{"catalogId": w} for w in weapons],
        }

    return _request(
        {
            "state": {
                "ruleset": "RULESET_ARRAYER",
                "battlefield": {"width": 16, "height": 12},
                "combatants": [
                    fighter("ana", "red", (1, 2), 8, "bow", "dagger"),
                    fighter("bea", "red", (1, 5), 3, "sword"),
                    fighter("cat", "red", (2, 8), 6, "spear", "sling"),
                    fighter("dov", "blue", (13, 3), 7, "axe"),
                    fighter("eli", "blue", (14, 6), 2, "crossbow", "club"),
                    fighter("fen", "blue", (12, 9), 5, "sword"),
                ],
            },
            "maxRounds": 12,
            "sideTactics": {"red": tactic, "blue": "TACTIC_WEAKEST_ENEMY"},
            "dice": {"seed": str(seed)},
        }
    )


def test_every_tactic_gives_the_same_bytes_for_a_seed_over_grpc(stub: Stub) -> None:
    traces = set()
    for tactic in PB.Tactic.keys()[1:]:
        request = _skirmish(tactic, 41)
        first = stub.ResolveEncounter(request).SerializeToString(deterministic=True)
        second = stub.ResolveEncounter(request).SerializeToString(deterministic=True)
        assert first == second, tactic
        traces.add(first)
    assert len(traces) == len(PB.Tactic.keys()) - 1  # each tactic plays differently
