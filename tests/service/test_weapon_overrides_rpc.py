"""Catalog weapons with overrides (Weapon.overrides) over real gRPC, written as a game client
would: proto3 JSON. The overrides change the rules under forced dice, come back exactly as sent,
and are checked as strictly as an inline definition."""

from __future__ import annotations

from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, weapon_pb2
from tests.service.support import rpc_error_details

Stub = combat_service_pb2_grpc.CombatServiceStub
WEAPON = "state.combatants[0].weapons[0]"


def arrayer_request(weapon: dict[str, Any], *faces: int, bo_hp: int = 5) -> dict[str, Any]:
    """Ana (Skilled in blades and hafted weapons: d10) attacks Bo (armour 1) with ``weapon``."""
    skilled = [
        {"weaponType": t, "improvements": 1}
        for t in ("ARRAYER_WEAPON_TYPE_BLADES", "ARRAYER_WEAPON_TYPE_HAFTED")
    ]
    return {
        "state": {
            "ruleset": "RULESET_ARRAYER",
            "combatants": [
                {
                    "id": "ana",
                    "sideId": "red",
                    "hp": 7,
                    "position": {"x": 0, "y": 0},
                    "weapons": [weapon],
                    "arrayer": {"proficiencies": skilled},
                },
                {
                    "id": "bo",
                    "sideId": "blue",
                    "hp": bo_hp,
                    "position": {"x": 1, "y": 0},
                    "armour": {"value": 1, "armourClass": "ARMOUR_CLASS_LIGHT"},
                },
            ],
        },
        "action": {"attack": {"attackerId": "ana", "targetId": "bo", "weaponId": weapon["id"]}},
        "dice": {"forced": {"faces": list(faces)}},
    }


def tiered_request(weapon: dict[str, Any], *faces: int) -> dict[str, Any]:
    """Ana (Body 5, Main-Hand Melee 2) attacks Bo (unarmed, armour 2) with ``weapon``."""

    def fighter(combatant_id: str, side: str, x: int, **tiered: Any) -> dict[str, Any]:
        return {
            "id": combatant_id,
            "sideId": side,
            "hp": 30,
            "position": {"x": x, "y": 0},
            "tiered": {"reflex": 2, **tiered},
        }

    ana = fighter("ana", "red", 0, body=5, skills={"mainHandMelee": 2})
    ana["weapons"] = [weapon]
    bo = fighter("bo", "blue", 1, body=2, skills={"unarmed": 1})
    bo["armour"] = {"value": 2}
    return {
        "state": {"ruleset": "RULESET_TIERED", "combatants": [ana, bo]},
        "action": {"attack": {"attackerId": "ana", "targetId": "bo", "weaponId": weapon["id"]}},
        "dice": {"forced": {"faces": list(faces)}},
    }


def resolve(stub: Stub, request: dict[str, Any]) -> combat_service_pb2.ResolveActionResponse:
    message = json_format.ParseDict(request, combat_service_pb2.ResolveActionRequest())
    response: combat_service_pb2.ResolveActionResponse = stub.ResolveAction(message)
    return response


def refusal(stub: Stub, request: dict[str, Any]) -> tuple[grpc.StatusCode, list[str], str]:
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, request)
    details = rpc_error_details(caught.value)[1]
    return caught.value.code(), details.fields, details.reason


def totals(response: combat_service_pb2.ResolveActionResponse) -> list[str]:
    return [
        f"{t.name} {t.value} = " + ", ".join(f"{term.name} {term.value}" for term in t.terms)
        for event in response.trace.events
        for t in event.totals
    ]


def test_one_number_changed_on_a_catalog_weapon(stub: Stub) -> None:
    # A greatsword of Regular weight: 4 + 0 - 1 = 3, where the catalog's Heavy one deals 4.
    weapon = {"id": "gs", "catalogId": "greatsword", "overrides": {"arrayer": {"weight": 0}}}
    response = resolve(stub, arrayer_request(weapon, 4))
    assert totals(response) == ["damage 3 = roll 4, weight 0, armour -1"]
    assert response.state.combatants[1].hp == 2
    # Echoed as sent: the catalog id and the one override, not the whole definition.
    echoed = json_format.MessageToDict(response.state.combatants[0].weapons[0])
    assert echoed == weapon


def test_a_state_with_overrides_round_trips_byte_identically(stub: Stub) -> None:
    weapon = {
        "id": "gs",
        "catalogId": "greatsword",
        "overrides": {
            "name": "",
            "arrayer": {"weight": 0, "specialised": False, "range": {}, "effects": {}},
        },
    }
    first = resolve(stub, arrayer_request(weapon, 1, bo_hp=30))
    again = json_format.MessageToDict(first.state)
    request = arrayer_request(weapon, 1, bo_hp=30)
    request["state"] = again
    second = resolve(stub, request)
    sent = first.state.combatants[0].weapons[0]
    assert second.state.combatants[0].weapons[0].SerializeToString() == sent.SerializeToString()
    assert sent.overrides.HasField("name") and sent.overrides.arrayer.HasField("range")
    assert sent.overrides.arrayer.HasField("effects") and not sent.overrides.arrayer.effects.items


def test_an_empty_list_removes_the_catalog_effects(stub: Stub) -> None:
    # A mace without its HP floor (A9): 6 + 1 - 1 = 6 takes Bo from 1 to -5, not to -2.
    plain = {"id": "m", "catalogId": "mace"}
    floored = resolve(stub, arrayer_request(plain, 6, bo_hp=1))
    assert floored.state.combatants[1].hp == -2
    weapon = {**plain, "overrides": {"arrayer": {"effects": {"items": []}}}}
    response = resolve(stub, arrayer_request(weapon, 6, bo_hp=1))
    assert totals(response) == ["damage 6 = roll 6, weight 1, armour -1"]
    assert response.state.combatants[1].hp == -5


def test_a_tiered_tier_override(stub: Stub) -> None:
    # One-handed melee, Tier 3 raised to 5 (T1): attack 2 + 2 + 15 against defence 2 + 1 + 5.
    weapon = {"id": "w", "catalogId": "one_handed_melee_t3", "overrides": {"tiered": {"tier": 5}}}
    response = resolve(stub, tiered_request(weapon, 15, 5))
    assert totals(response)[-1] == "damage 19 = difference 11, body 5, tier 5, armour -2, shield 0"
    assert json_format.MessageToDict(response.state.combatants[0].weapons[0]) == weapon


@pytest.mark.parametrize(
    ("weapon", "field", "reason"),
    [
        pytest.param(
            {"id": "gs", "definition": {"id": "gs"}, "overrides": {"name": "x"}},
            f"{WEAPON}.overrides",
            "CONFLICTING_OPTIONS",
            id="with-a-definition",
        ),
        pytest.param(
            {"id": "gs", "catalogId": "greatsword", "overrides": {"tiered": {"tier": 2}}},
            f"{WEAPON}.overrides.tiered",
            "RULESET_MISMATCH",
            id="other-ruleset",
        ),
        pytest.param(
            {"id": "gs", "overrides": {"name": "x"}},
            WEAPON,
            "MISSING_WEAPON_SOURCE",
            id="no-catalog-id",
        ),
    ],
)
def test_overrides_only_change_a_catalog_weapon_of_the_ruleset(
    stub: Stub, weapon: dict[str, Any], field: str, reason: str
) -> None:
    assert refusal(stub, arrayer_request(weapon, 4)) == (
        grpc.StatusCode.INVALID_ARGUMENT,
        [field],
        reason,
    )


#: Bad rule values: the part, its fields, the error's paths in a definition and in overrides (an
#: override list is wrapped, {"items": [...]}, so that an empty one can clear the catalog's).
BAD_RULES = [
    pytest.param(
        "arrayer",
        {"weaponType": "ARRAYER_WEAPON_TYPE_UNSPECIFIED"},
        ("weaponType", "weaponType"),
        "MISSING_VALUE",
        id="type-unset",
    ),
    pytest.param(
        "arrayer", {"weaponType": 99}, ("weaponType", "weaponType"), "UNKNOWN_ENUM_VALUE", id="type"
    ),
    pytest.param(
        "arrayer",
        {"effects": [{"kind": 0}]},
        ("effects[0].kind", "effects.items[0].kind"),
        "MISSING_VALUE",
        id="effect-kind",
    ),
    pytest.param(
        "arrayer",
        {"ammunitionRanges": [{"kind": 99}]},
        ("ammunitionRanges[0].kind", "ammunitionRanges.items[0].kind"),
        "UNKNOWN_ENUM_VALUE",
        id="ammunition-kind",
    ),
    pytest.param(
        "arrayer",
        {"effects": [{"kind": 1}] * 33},
        ("effects", "effects.items"),
        "LIMIT_EXCEEDED",
        id="effects-limit",
    ),
    # Before, a reach of -1 was taken, and an attack without positions was then refused as
    # "'b' is None squares away, beyond the reach (-1)".
    pytest.param("arrayer", {"reach": -1}, ("reach", "reach"), "OUT_OF_RANGE", id="negative-reach"),
    pytest.param("tiered", {"tier": 13}, ("tier", "tier"), "OUT_OF_RANGE", id="tier-13"),
    # A class the catalog entry's Tier does not fit names the override that would fix it.
    pytest.param(
        "tiered",
        {"weaponClass": "TIERED_WEAPON_CLASS_UNARMED"},
        ("tier", "tier"),
        "OUT_OF_RANGE",
        id="unarmed-tier-3",
    ),
]


@pytest.mark.parametrize(("part", "rules", "paths", "reason"), BAD_RULES)
def test_overrides_are_checked_as_strictly_as_a_definition(
    stub: Stub, part: str, rules: dict[str, Any], paths: tuple[str, str], reason: str
) -> None:
    inline_path, override_path = paths
    arrayer = part == "arrayer"
    build = arrayer_request if arrayer else tiered_request
    catalog_id = "greatsword" if arrayer else "one_handed_melee_t3"
    complete = (
        {"weaponType": "ARRAYER_WEAPON_TYPE_BLADES", "reach": 1}
        if arrayer
        else {"weaponClass": "TIERED_WEAPON_CLASS_ONE_HANDED_MELEE", "tier": 3}
    )
    inline = {"id": "w", "definition": {"id": "w", part: {**complete, **rules}}}
    wrapped = {k: {"items": v} if isinstance(v, list) else v for k, v in rules.items()}
    override = {"id": "w", "catalogId": catalog_id, "overrides": {part: wrapped}}
    code = (
        grpc.StatusCode.RESOURCE_EXHAUSTED
        if reason == "LIMIT_EXCEEDED"
        else grpc.StatusCode.INVALID_ARGUMENT
    )
    assert refusal(stub, build(inline, 4, 4)) == (
        code,
        [f"{WEAPON}.definition.{part}.{inline_path}"],
        reason,
    )
    assert refusal(stub, build(override, 4, 4)) == (
        code,
        [f"{WEAPON}.overrides.{part}.{override_path}"],
        reason,
    )


def _rules_fields(message: type[Any]) -> dict[str, Any]:
    return {f.name: f for f in message.DESCRIPTOR.fields}


@pytest.mark.parametrize(
    ("rules", "overrides"),
    [
        (weapon_pb2.ArrayerWeaponRules, weapon_pb2.ArrayerWeaponOverrides),
        (weapon_pb2.TieredWeaponRules, weapon_pb2.TieredWeaponOverrides),
    ],
)
def test_every_rule_field_can_be_overridden(rules: type[Any], overrides: type[Any]) -> None:
    # service/boundary/convert.py copies overrides onto the rules by field name: a rule field added
    # without its override would silently not be overridable.
    have = _rules_fields(overrides)
    for name, field in _rules_fields(rules).items():
        hint = (
            f"{rules.__name__}.{name} has no counterpart in {overrides.__name__} "
            f"(proto/arbiter/v1/weapon.proto): add the field of the same name and number, "
            "`optional` for a scalar, a *List message with `repeated ... items = 1` for a list"
        )
        assert name in have, hint
        twin = have[name]
        assert twin.number == field.number, hint
        if field.is_repeated:
            (items,) = twin.message_type.fields
            assert (items.name, items.message_type) == ("items", field.message_type), hint
        elif field.message_type is not None:
            assert twin.message_type == field.message_type, hint
        else:
            assert (twin.type, twin.has_presence) == (field.type, True), hint
    assert set(have) == set(_rules_fields(rules))
