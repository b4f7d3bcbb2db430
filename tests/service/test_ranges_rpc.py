"""Client mistakes over real loopback gRPC never look like server bugs (issue 10 items 1-2): a
number outside its documented range (engine/ranges.py, docs/api.md "Valid ranges") is
INVALID_ARGUMENT / OUT_OF_RANGE naming the field, where extreme int32 values used to overflow into
INTERNAL and nonsense values (armour -50, round -7) resolved; ids that name nobody and an
encounter of nobody are refused too."""

from __future__ import annotations

from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc
from tests.service.support import rpc_error_details

Stub = combat_service_pb2_grpc.CombatServiceStub

INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1


def _arrayer(**ana: Any) -> list[dict[str, Any]]:
    weapons = ana.pop("weapons", [{"catalogId": "sword"}])
    return [
        {"id": "ana", "sideId": "red", "hp": 5, "position": {"x": 0, "y": 0}, "weapons": weapons}
        | ana,
        {"id": "bo", "sideId": "blue", "hp": 5, "position": {"x": 1, "y": 0}},
    ]


def _tiered(**ana: Any) -> list[dict[str, Any]]:
    rules = {"body": 3, "reflex": 2} | ana.pop("tiered", {})
    return [
        {"id": "ana", "sideId": "red", "hp": 30, "position": {"x": 0, "y": 0}, "tiered": rules}
        | ana,
        {"id": "bo", "sideId": "blue", "hp": 30, "position": {"x": 1, "y": 0}, "tiered": {}},
    ]


def _inline(**arrayer: Any) -> list[dict[str, Any]]:
    rules = {"weaponType": "ARRAYER_WEAPON_TYPE_BLADES", "reach": 1} | arrayer
    return [{"definition": {"id": "blade", "name": "Blade", "arrayer": rules}}]


def _request(ruleset: str, combatants: list[dict[str, Any]], **state: Any) -> dict[str, Any]:
    return {
        "state": {"ruleset": ruleset, "combatants": combatants, **state},
        "action": {"attack": {"attackerId": "ana", "targetId": "bo"}},
        "dice": {"forced": {"faces": [3, 3, 3, 3]}},
    }


A, T = "RULESET_ARRAYER", "RULESET_TIERED"

# (request, the field violation, reason): each failed as INTERNAL (int32 overflow in the engine's
# sums or the response writer) or resolved as if it meant something, before the ranges.
REFUSED = [
    pytest.param(
        _request(T, _tiered(hp=INT32_MIN)), "state.combatants[0].hp", "OUT_OF_RANGE", id="hp"
    ),
    pytest.param(
        _request(T, _tiered(), round=INT32_MAX), "state.round", "OUT_OF_RANGE", id="round"
    ),
    pytest.param(_request(T, _tiered(), round=-7), "state.round", "OUT_OF_RANGE", id="round-7"),
    pytest.param(
        _request(T, _tiered(tiered={"reflex": INT32_MAX})),
        "state.combatants[0].tiered.reflex",
        "OUT_OF_RANGE",
        id="reflex",
    ),
    pytest.param(
        _request(T, _tiered(tiered={"skills": {"unarmed": -4}})),
        "state.combatants[0].tiered.skills.unarmed",
        "OUT_OF_RANGE",
        id="skill",
    ),
    pytest.param(
        _request(A, _arrayer(armour={"value": INT32_MIN})),
        "state.combatants[0].armour.value",
        "OUT_OF_RANGE",
        id="armour",
    ),
    pytest.param(
        _request(A, _arrayer(armour={"value": -50})),
        "state.combatants[0].armour.value",
        "OUT_OF_RANGE",
        id="armour-50",
    ),
    pytest.param(
        _request(A, _arrayer(weapons=_inline(weight=INT32_MAX))),
        "state.combatants[0].weapons[0].definition.arrayer.weight",
        "OUT_OF_RANGE",
        id="weight",
    ),
    pytest.param(
        _request(
            A,
            _arrayer(
                weapons=_inline(
                    effects=[{"kind": "ARRAYER_EFFECT_KIND_HP_FLOOR", "value": INT32_MAX}]
                )
            ),
        ),
        "state.combatants[0].weapons[0].definition.arrayer.effects[0].value",
        "OUT_OF_RANGE",
        id="effect",
    ),
    pytest.param(
        _request(A, _arrayer(), sides=[{"id": "red", "morale": INT32_MAX}]),
        "state.sides[0].morale",
        "OUT_OF_RANGE",
        id="morale",
    ),
    pytest.param(
        _request(A, _arrayer(), sides=[{"id": "red", "moraleModifier": INT32_MIN}]),
        "state.sides[0].moraleModifier",
        "OUT_OF_RANGE",
        id="morale-modifier",
    ),
    pytest.param(
        _request(
            T, _tiered(), traps=[{"id": "pit", "ownerId": "zed", "position": {"x": 5, "y": 5}}]
        ),
        "state.traps[0].ownerId",
        "UNKNOWN_COMBATANT",
        id="trap-owner",
    ),
    pytest.param(
        _request(A, _arrayer(conditions={"heldBy": "zed"})),
        "state.combatants[0].conditions.heldBy",
        "UNKNOWN_COMBATANT",
        id="held-by",
    ),
]


@pytest.mark.parametrize(("request_json", "field", "reason"), REFUSED)
def test_a_number_out_of_range_or_an_id_of_nobody_is_invalid_argument(
    stub: Stub, request_json: dict[str, Any], field: str, reason: str
) -> None:
    request = json_format.ParseDict(request_json, combat_service_pb2.ResolveActionRequest())
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveAction(request)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT, caught.value.details()
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == (reason, [field])


def test_an_encounter_of_nobody_is_refused(stub: Stub) -> None:
    # It "ended" after 0 rounds with an empty winner before.
    request = json_format.ParseDict(
        {"state": {"ruleset": T}, "dice": {"seed": 1}},
        combat_service_pb2.ResolveEncounterRequest(),
    )
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveEncounter(request)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("MISSING_VALUE", ["state.combatants"])


def test_the_ranges_corners_resolve(stub: Stub) -> None:
    # The highest HP, Reflex, skill and armour resolve and are written back: no sum leaves int32.
    high = _tiered(
        hp=1_000_000,
        armour={"value": 1_000},
        tiered={"body": 1_000, "reflex": 1_000, "skills": {"unarmed": 1_000}},
    )
    high[1] |= {"hp": 1_000_000, "tiered": {"reflex": 1_000}}
    request = json_format.ParseDict(
        {
            "state": {"ruleset": T, "combatants": high, "round": 1_000_000},
            "action": {"attack": {"attackerId": "ana", "targetId": "bo"}},
            "dice": {"forced": {"faces": [20, 1]}},
        },
        combat_service_pb2.ResolveActionRequest(),
    )
    response = stub.ResolveAction(request)
    assert response.state.round == 1_000_000
    assert [c.hp for c in response.state.combatants] == [1_000_000, 1_000_000 - 2_019 - 10]


def _tiered_weapon(weapon_class: str, tier: int) -> list[dict[str, Any]]:
    return [{"definition": {"id": "w", "tiered": {"weaponClass": weapon_class, "tier": tier}}}]


_BOW = "TIERED_WEAPON_CLASS_BOW"
_C0 = "state.combatants[0]"

# (request, field, message): numbers the conversion layer once refused on its own, with messages
# of its own ("must not be negative", "value out of range: -1 (0..2147483647)"); the engine's
# range (engine/ranges.py) refuses each at the same field, and its message names the whole range.
# Bare hands' Tier 0 has no engine range: the conversion still checks it.
RANGE_MESSAGES = [
    pytest.param(
        _request(A, _arrayer(arrayer={"hitDice": -1})),
        f"{_C0}.arrayer.hitDice",
        "hit_dice must be 0 to 1000 (HIT_DICE), got -1",
        id="hit-dice",
    ),
    pytest.param(
        _request(A, _arrayer(arrayer={"mount": {"kind": "MOUNT_KIND_HORSE", "hitDice": -1}})),
        f"{_C0}.arrayer.mount.hitDice",
        "hit_dice must be 0 to 1000 (HIT_DICE), got -1",
        id="mount-hit-dice",
    ),
    pytest.param(
        _request(A, _arrayer(weapons=[{"catalogId": "sword", "tierLoss": -1}])),
        f"{_C0}.weapons[0].tierLoss",
        "tier_loss must be 0 to 12 (TIER_LOSS), got -1",
        id="weapon-tier-loss",
    ),
    pytest.param(
        _request(A, _arrayer(armour={"value": 1, "tierLoss": -1})),
        f"{_C0}.armour.tierLoss",
        "tier_loss must be 0 to 1000 (PROTECTION), got -1",
        id="armour-tier-loss",
    ),
    pytest.param(
        _request(A, _arrayer(shield={"value": 1, "tierLoss": -1})),
        f"{_C0}.shield.tierLoss",
        "tier_loss must be 0 to 1000 (PROTECTION), got -1",
        id="shield-tier-loss",
    ),
    pytest.param(
        _request(A, _arrayer(weapons=_inline(reach=-1))),
        f"{_C0}.weapons[0].definition.arrayer.reach",
        "reach must be 0 to 200000 (DISTANCE), got -1",
        id="reach",
    ),
    pytest.param(
        _request(
            A, _arrayer(weapons=[{"catalogId": "sword", "overrides": {"arrayer": {"reach": -1}}}])
        ),
        f"{_C0}.weapons[0].overrides.arrayer.reach",
        "reach must be 0 to 200000 (DISTANCE), got -1",
        id="overridden-reach",
    ),
    pytest.param(
        _request(A, _arrayer(), arrayerRules={"aftermathRecoverMultiple": 0}),
        "state.arrayerRules.aftermathRecoverMultiple",
        "aftermath_recover_multiple must be 1 to 1000 (AFTERMATH_MULTIPLE), got 0",
        id="recover-multiple",
    ),
    pytest.param(
        _request(T, _tiered(), tieredRules={"thrownRange": -1}),
        "state.tieredRules.thrownRange",
        "thrown_range must be 0 to 200000 (DISTANCE), got -1",
        id="thrown-range",
    ),
    pytest.param(
        _request(T, _tiered(), tieredRules={"porterReach": -1}),
        "state.tieredRules.porterReach",
        "porter_reach must be 0 to 200000 (DISTANCE), got -1",
        id="porter-reach",
    ),
    pytest.param(
        _request(T, _tiered(weapons=_tiered_weapon(_BOW, 13))),
        f"{_C0}.weapons[0].definition.tiered.tier",
        "tier must be 1 to 12 (TIER), got 13",
        id="tier",
    ),
    pytest.param(
        _request(T, _tiered(weapons=_tiered_weapon(_BOW, 0))),
        f"{_C0}.weapons[0].definition.tiered.tier",
        "tier must be 1 to 12 (TIER), got 0",
        id="tier-0",
    ),
    pytest.param(
        _request(T, _tiered(weapons=_tiered_weapon("TIERED_WEAPON_CLASS_UNARMED", 1))),
        f"{_C0}.weapons[0].definition.tiered.tier",
        "value out of range: 1 (0..0)",
        id="unarmed-tier",
    ),
]


@pytest.mark.parametrize(("request_json", "field", "message"), RANGE_MESSAGES)
def test_a_number_out_of_range_names_its_range(
    stub: Stub, request_json: dict[str, Any], field: str, message: str
) -> None:
    request = json_format.ParseDict(request_json, combat_service_pb2.ResolveActionRequest())
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveAction(request)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields, caught.value.details()) == (
        "OUT_OF_RANGE",
        [field],
        message,
    )
