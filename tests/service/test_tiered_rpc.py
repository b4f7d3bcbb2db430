"""The `tiered` ruleset over real loopback gRPC: every attack form and weapon skill under forced
dice, the `tiered`-only actions, refusals with their details, the catalog, and a mixed encounter
(melee, bow, crossbow, firearm, a stealthed attacker, a trap) resolved deterministically."""

from __future__ import annotations

import copy
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, state_pb2, trace_pb2
from tests.engine.tiered.document import (
    CREW_TABLE,
    FIREARM_TABLE,
    RANGE_TABLE,
    RELOAD_TABLE,
    TRANSPORT_TABLE,
)
from tests.service.support import rpc_error_details

Stub = combat_service_pb2_grpc.CombatServiceStub


def fighter(
    combatant_id: str, side: str, at: tuple[int, int] | None, *weapons: dict[str, Any], **rest: Any
) -> dict[str, Any]:
    """A combatant as proto3 JSON; ``rest`` holds hp, armour, conditions and `tiered` fields."""
    tiered = {k: rest.pop(k) for k in ("body", "reflex", "presence", "skills") if k in rest}
    tiered.setdefault("body", 3)
    tiered.setdefault("reflex", 2)
    combatant = {"id": combatant_id, "sideId": side, "hp": 30, "weapons": list(weapons)}
    if at is not None:
        combatant["position"] = {"x": at[0], "y": at[1]}
    combatant.update(rest)
    combatant["tiered"] = tiered
    return combatant


BO = fighter("bo", "blue", (1, 0), reflex=3, body=2, skills={"unarmed": 2}, armour={"value": 2})


def at(combatant: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    moved = copy.deepcopy(combatant)
    moved["position"] = {"x": x, "y": y}
    return moved


def resolve(
    stub: Stub, combatants: list[dict[str, Any]], action: dict[str, Any], *faces: int, **state: Any
) -> combat_service_pb2.ResolveActionResponse:
    request = json_format.ParseDict(
        {
            "state": {"ruleset": "RULESET_TIERED", "combatants": combatants, **state},
            "action": action,
            "dice": {"forced": {"faces": list(faces)}},
        },
        combat_service_pb2.ResolveActionRequest(),
    )
    response: combat_service_pb2.ResolveActionResponse = stub.ResolveAction(request)
    return response


def rendered(response: combat_service_pb2.ResolveActionResponse) -> list[str]:
    lines = []
    for event in response.trace.events:
        lines.append(event.summary)
        for total in event.totals:
            terms = ", ".join(f"{t.name} {t.value}" for t in total.terms)
            lines.append(f"{total.name} {total.value} = {terms}")
    return lines


def hp(response: combat_service_pb2.ResolveActionResponse, combatant_id: str) -> int:
    return next(c.hp for c in response.state.combatants if c.id == combatant_id)


# Each attack form and weapon skill: (name, attacker, defender, attack options, faces, trace).
FORMS = [
    (
        "main-hand melee",
        fighter(
            "ana", "red", (0, 0), {"catalogId": "one_handed_melee_t2"}, skills={"mainHandMelee": 3}
        ),
        BO,
        {},
        (15, 10),
        [
            "ana beats bo by 5 with one_handed_melee_t2 for 8",
            "attack 20 = reflex 2, main_hand_melee 3, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 8 = difference 5, body 3, tier 2, armour -2, shield 0",
        ],
    ),
    (
        "off-hand melee",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_melee_t2", "hand": "HAND_OFF"},
            skills={"offHandMelee": 1},
        ),
        BO,
        {},
        (15, 10),
        [
            "ana beats bo by 3 with one_handed_melee_t2 for 6",
            "attack 18 = reflex 2, off_hand_melee 1, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 6 = difference 3, body 3, tier 2, armour -2, shield 0",
        ],
    ),
    (
        "two-handed melee from 2 tiles",
        fighter(
            "ana", "red", (0, 0), {"catalogId": "two_handed_melee_t3"}, skills={"twoHandedMelee": 2}
        ),
        at(BO, 2, 0),
        {},
        (5, 15),
        [
            "bo beats ana by 11, but cannot reach back from 2 tiles",
            "attack 9 = reflex 2, two_handed_melee 2, roll 5",
            "defence 20 = reflex 3, unarmed 2, roll 15",
        ],
    ),
    (
        "unarmed",
        fighter("ana", "red", (0, 0), skills={"unarmed": 3}),
        BO,
        {},
        (15, 10),
        [
            "ana beats bo by 5 with unarmed for 6",
            "attack 20 = reflex 2, unarmed 3, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 6 = difference 5, body 3, tier 0, armour -2, shield 0",
        ],
    ),
    (
        "dual wield",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_melee_t3"},
            {"catalogId": "one_handed_melee_t2", "hand": "HAND_OFF"},
            skills={"mainHandMelee": 4, "offHandMelee": 2},
        ),
        BO,
        {"weaponId": "one_handed_melee_t3", "offHandWeaponId": "one_handed_melee_t2"},
        (7, 16, 10),
        [
            "ana beats bo by 5 with one_handed_melee_t3 and one_handed_melee_t2 for 8",
            "attack 20 = reflex 2, off_hand_melee 2, roll 16",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 8 = difference 5, body 3, tier 2, armour -2, shield 0",
        ],
    ),
    (
        "main-hand thrown",
        fighter(
            "ana", "red", (0, 0), {"catalogId": "one_handed_melee_t2"}, skills={"mainHandThrown": 4}
        ),
        at(BO, 5, 0),
        {"thrown": True},
        (15, 10),
        [
            "ana beats bo by 6 with one_handed_melee_t2 for 9",
            "attack 21 = reflex 2, main_hand_thrown 4, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 9 = difference 6, body 3, tier 2, armour -2, shield 0",
        ],
    ),
    (
        "off-hand thrown",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_melee_t2", "hand": "HAND_OFF"},
            skills={"offHandThrown": 1},
        ),
        at(BO, 5, 0),
        {"thrown": True},
        (15, 10),
        [
            "ana beats bo by 3 with one_handed_melee_t2 for 6",
            "attack 18 = reflex 2, off_hand_thrown 1, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 6 = difference 3, body 3, tier 2, armour -2, shield 0",
        ],
    ),
    (
        "bow",
        fighter("ana", "red", (0, 0), {"catalogId": "bow_t3"}, skills={"bow": 4}),
        at(BO, 15, 0),
        {},
        (15, 10),
        [
            "ana beats bo by 6 with bow_t3 for 7",
            "attack 21 = reflex 2, bow 4, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 7 = difference 6, tier 3, armour -2, shield 0",
        ],
    ),
    (
        "main-hand crossbow, guaranteed",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_crossbow_t3"},
            skills={"mainHandCrossbow": 5},
        ),
        at(BO, 5, 0),
        {},
        (),
        [
            "ana hits bo with one_handed_crossbow_t3 at 5 tiles (guaranteed within 5) for 3",
            "damage 3 = tier 3, armour -2, armour_cut 2, shield 0",
        ],
    ),
    (
        "off-hand crossbow, beyond guaranteed range",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_crossbow_t3", "hand": "HAND_OFF"},
            skills={"offHandCrossbow": 2, "mainHandCrossbow": 9},
        ),
        at(BO, 5, 0),
        {},
        (15, 10),
        [
            "ana beats bo by 4 with one_handed_crossbow_t3 for 3",
            "attack 19 = reflex 2, off_hand_crossbow 2, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 3 = tier 3, armour -2, armour_cut 2, shield 0",
        ],
    ),
    (
        "two-handed crossbow",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "two_handed_crossbow_t1"},
            skills={"twoHandedCrossbow": 3},
        ),
        at(BO, 3, 0),
        {},
        (),
        [
            "ana hits bo with two_handed_crossbow_t1 at 3 tiles (guaranteed within 3) for 1",
            "damage 1 = tier 1, armour -2, armour_cut 2, shield 0",
        ],
    ),
    (
        "main-hand firearm",
        fighter(
            "ana",
            "red",
            (0, 0),
            {
                "catalogId": "one_handed_firearm_t4",
                "ammunition": {"kind": "AMMUNITION_KIND_BULLET", "tier": 3},
            },
            skills={"mainHandFirearm": 5},
        ),
        at(BO, 5, 0),
        {},
        (),
        [
            "ana hits bo with one_handed_firearm_t4 at 5 tiles (guaranteed within 5) for 14",
            "damage 14 = tier 8, bullet 6",
        ],
    ),
    (
        "off-hand firearm, beyond guaranteed range",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "one_handed_firearm_t1", "hand": "HAND_OFF", "ammunition": {"tier": 1}},
            skills={"offHandFirearm": 1},
        ),
        at(BO, 4, 0),
        {},
        (15, 10),
        [
            "ana beats bo by 3 with one_handed_firearm_t1 for 4",
            "attack 18 = reflex 2, off_hand_firearm 1, roll 15",
            "defence 15 = reflex 3, unarmed 2, roll 10",
            "damage 4 = tier 2, bullet 2",
        ],
    ),
    (
        "two-handed firearm",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "two_handed_firearm_t10", "ammunition": {"tier": 10}},
            skills={"twoHandedFirearm": 3},
        ),
        at(BO, 6, 0),
        {},
        (),
        [
            "ana hits bo with two_handed_firearm_t10 at 6 tiles (guaranteed within 6) for 40",
            "damage 40 = tier 20, bullet 20",
        ],
    ),
    (
        "siege weapon",
        fighter(
            "ana",
            "red",
            (0, 0),
            {"catalogId": "siege_weapon_t2"},
            skills={"siegeWeapon": 2, "scholar": 5},
        ),
        at(BO, 70, 0),
        {},
        (18, 5),
        [
            "ana beats bo by 8 with siege_weapon_t2 for 26",
            "attack 18 = roll 18",
            "defence 10 = reflex 3, unarmed 2, roll 5",
            "damage 26 = tier_x10 20, difference 8, armour -2, shield 0",
        ],
    ),
]


Form = tuple[str, dict[str, Any], dict[str, Any], dict[str, Any], tuple[int, ...], list[str]]


@pytest.mark.parametrize("form", FORMS, ids=[case[0] for case in FORMS])
def test_attack_form(stub: Stub, form: Form) -> None:
    _, attacker, defender, options, faces, expected = form
    action = {"attack": {"attackerId": "ana", "targetId": "bo", **options}}
    response = resolve(stub, [attacker, defender], action, *faces)
    assert rendered(response) == expected
    assert response.dice_rolled == len(faces)
    hit = response.trace.events[0]
    if hit.outcome == trace_pb2.OUTCOME_HIT:
        assert hp(response, "bo") == 30 - hit.totals[-1].value


def test_shots_spend_ammunition_and_owe_reloads(stub: Stub) -> None:
    ana = fighter(
        "ana",
        "red",
        (0, 0),
        {
            "catalogId": "two_handed_firearm_t2",
            "ammunition": {"kind": "AMMUNITION_KIND_BULLET", "tier": 1, "count": 2},
        },
        skills={"twoHandedFirearm": 3},
    )
    fired = resolve(stub, [ana, at(BO, 3, 0)], {"attack": {"attackerId": "ana", "targetId": "bo"}})
    gun = fired.state.combatants[0].weapons[0]
    assert (gun.reload_actions_needed, gun.ammunition.count) == (2, 1)
    reload = {"reload": {"combatantId": "ana", "weaponId": "two_handed_firearm_t2"}}
    request = combat_service_pb2.ResolveActionRequest(state=fired.state)
    json_format.ParseDict(reload, request.action)
    request.dice.forced.SetInParent()
    once = stub.ResolveAction(request)
    assert once.trace.events[0].kind == trace_pb2.EVENT_KIND_RELOAD
    assert once.state.combatants[0].weapons[0].reload_actions_needed == 1


def test_line_of_fire_refusal_has_details(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), {"catalogId": "bow_t1"})
    with pytest.raises(grpc.RpcError) as caught:
        resolve(
            stub,
            [ana, at(BO, 6, 0)],
            {"attack": {"attackerId": "ana", "targetId": "bo"}},
            10,
            10,
            battlefield={"obstacles": [{"position": {"x": 3, "y": 0}}]},
        )
    assert caught.value.code() is grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert details.reason == "NO_LINE_OF_FIRE"
    assert details.error_info is not None
    assert dict(details.error_info.metadata) == {"ruling": "T9"}
    assert details.fields == ["action.attack.targetId"]


def test_stealth_check_then_stealth_attack(stub: Stub) -> None:
    ana = fighter(
        "ana",
        "red",
        (0, 0),
        {"catalogId": "one_handed_melee_t2"},
        presence=2,
        skills={"stealth": 4, "mainHandMelee": 3},
    )
    # T13: on open ground, next to bo who may be looking her way, there is nothing to hide behind.
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, BO], {"stealthCheck": {"combatantId": "ana"}}, 12, 10)
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("NOT_OBSCURED", ["action.stealthCheck.combatantId"])
    # bo faces east, away from her: she is behind him.
    check = resolve(
        stub,
        [ana, {**BO, "facing": {"x": 1, "y": 0}}],
        {"stealthCheck": {"combatantId": "ana"}},
        12,
        10,
    )
    assert [e.kind for e in check.trace.events] == [trace_pb2.EVENT_KIND_STEALTH_CHECK] * 2
    assert list(check.state.combatants[1].conditions.stealth_flagged_by) == ["ana"]
    assert check.state.combatants[0].conditions.stealthed
    request = combat_service_pb2.ResolveActionRequest(state=check.state)
    request.action.attack.attacker_id = "ana"
    request.action.attack.target_id = "bo"
    request.action.attack.stealth_attack = True
    request.dice.forced.faces.append(10)
    attack = stub.ResolveAction(request)
    assert rendered(attack) == [
        "ana stealth-attacks bo with one_handed_melee_t2 for 18",
        "to_hit 15 = reflex 2, main_hand_melee 3, roll 10",
        "damage 18 = to_hit 15, body 3, tier 2, armour -2, shield 0",
    ]
    assert not attack.state.combatants[0].conditions.stealthed
    # The attack turned her toward bo, (+1, 0); bo still faces east.
    assert [(c.facing.x, c.facing.y) for c in attack.state.combatants] == [(1, 0), (1, 0)]


def test_declared_obscurement_and_facing_over_grpc(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), presence=2, skills={"stealth": 4})
    hidden = resolve(
        stub,
        [ana, BO],
        {"stealthCheck": {"combatantId": "ana", "obscuredFromIds": ["bo"]}},  # darkness
        12,
        10,
    )
    assert list(hidden.state.combatants[1].conditions.stealth_flagged_by) == ["ana"]
    walk = {"move": {"combatantId": "ana", "path": [{"x": 0, "y": 1}, {"x": -1, "y": 2}]}}
    walked = resolve(stub, [ana, at(BO, 5, 5)], walk)
    assert (walked.state.combatants[0].facing.x, walked.state.combatants[0].facing.y) == (-1, 1)
    for combatant, field in (
        ({**ana, "facing": {}}, "state.combatants[0].facing"),
        ({**ana, "facing": {"x": 0, "y": 0}}, "state.combatants[0].facing"),
    ):
        with pytest.raises(grpc.RpcError) as caught:
            resolve(stub, [combatant, BO], walk)
        assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
        _, details = rpc_error_details(caught.value)
        assert (details.reason, details.fields) == ("MISSING_VALUE", [field])


def test_locate_stealthed(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), presence=2, skills={"stealth": 4})
    ana["conditions"] = {"stealthed": True}
    flagged = at(BO, 1, 0)
    flagged["conditions"] = {"stealthFlaggedBy": ["ana"]}
    locate = {"locateStealthed": {"combatantId": "bo", "targetId": "ana"}}
    # bo has no Stealth or Presence: 0 + 0 + 19 beats ana's 4 + 2 + 12.
    found = resolve(stub, [ana, flagged], locate, 19, 12)
    assert rendered(found) == [
        "bo (19) locates ana (18)",
        "search 19 = stealth 0, presence 0, roll 19",
        "stealth 18 = stealth 4, presence 2, roll 12",
    ]
    (event,) = found.trace.events
    assert (event.kind, event.outcome) == (
        trace_pb2.EVENT_KIND_LOCATE,
        trace_pb2.OUTCOME_SUCCESS,
    )
    assert list(event.rulings) == ["T18", "S4"]
    ana_after, bo_after = found.state.combatants
    assert not ana_after.conditions.stealthed
    assert list(bo_after.conditions.stealth_flagged_by) == []
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, at(BO, 1, 0)], locate, 19, 12)
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert details.reason == "NO_STEALTH_FLAG"
    assert details.fields == ["action.locateStealthed.targetId"]


def test_moves_over_the_fallen_and_with_siege_weapons(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), {"catalogId": "siege_weapon_t1"}, body=4)
    fallen = fighter("cy", "red", (1, 0), hp=0)

    def move(*squares: tuple[int, int]) -> dict[str, Any]:
        path = [{"x": x, "y": y} for x, y in squares]
        return {"move": {"combatantId": "ana", "path": path}}

    # Body 4 moves a Tier 1 siege weapon (4 x Tier), over cy who is down at 0 HP.
    moved = resolve(stub, [ana, fallen, at(BO, 5, 5)], move((1, 0), (2, 0)))
    assert (moved.state.combatants[0].position.x, moved.state.combatants[0].position.y) == (2, 0)
    for combatants, path, reason, field in (
        ([ana, fallen, at(BO, 5, 5)], ((1, 0),), "PATH_ENDS_ON_FALLEN", "move.path[0]"),
        (
            [{**ana, "tiered": {"body": 3}}, at(BO, 5, 5)],
            ((1, 0),),
            "SIEGE_TOO_HEAVY",
            "move.combatantId",
        ),
    ):
        with pytest.raises(grpc.RpcError) as caught:
            resolve(stub, combatants, move(*path))
        assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
        _, details = rpc_error_details(caught.value)
        assert (details.reason, details.fields) == (reason, [f"action.{field}"])


def test_porters_carry_a_siege_weapon_with_its_operator(stub: Stub) -> None:
    # T8 team transport: Body 10 + 6 = 16 = 4 x Tier 4; with Body 5 the group is refused.
    ana = fighter("ana", "red", (0, 0), {"catalogId": "siege_weapon_t4"}, body=10)
    carried = {"move": {"combatantId": "ana", "path": [{"x": 1, "y": 0}], "porterIds": ["cy"]}}
    moved = resolve(stub, [ana, fighter("cy", "red", (0, 1), body=6), at(BO, 5, 5)], carried)
    assert rendered(moved) == [
        "ana moves 1, to (1, 0), with 1 porter carrying",
        "cy moves 1, to (1, 1), carrying for ana",
    ]
    assert [(c.position.x, c.position.y) for c in moved.state.combatants[:2]] == [(1, 0), (1, 1)]
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, fighter("cy", "red", (0, 1), body=5), at(BO, 5, 5)], carried)
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    status, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("SIEGE_TOO_HEAVY", ["action.move.combatantId"])
    assert "Body 15 (10 + 5), below the total Body 16" in status.message


def test_sixteen_characters_of_body_1_carry_a_tier_4_siege_weapon(stub: Stub) -> None:
    # T17, the document's own example: a T4 weapon (Body 16) moved by 16 characters of Body 1;
    # the 15 porters stand up to 2 tiles from its bearer and keep their offsets.
    ana = fighter("ana", "red", (2, 2), {"catalogId": "siege_weapon_t4"}, body=1)
    squares = [(x, y) for y in range(5) for x in range(5) if (x, y) != (2, 2)][:15]
    porters = [fighter(f"p{i}", "red", xy, body=1) for i, xy in enumerate(squares, 1)]
    carried = {
        "move": {
            "combatantId": "ana",
            "path": [{"x": 3, "y": 2}],
            "porterIds": [p["id"] for p in porters],
        }
    }
    moved = resolve(stub, [ana, *porters, at(BO, 20, 20)], carried)
    assert len(moved.trace.events) == 16
    assert [(c.position.x, c.position.y) for c in moved.state.combatants[:16]] == [
        (x + 1, y) for x, y in [(2, 2), *squares]
    ]
    far = {**carried, "move": {**carried["move"], "porterIds": ["p1"]}}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, at(porters[0], 5, 2), at(BO, 20, 20)], far)
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("PORTER_TOO_FAR", ["action.move.porterIds[0]"])


def test_trap_set_sprung_and_escaped(stub: Stub) -> None:
    ana = fighter("ana", "red", (0, 0), presence=2, skills={"traps": 3})
    bo = fighter("bo", "blue", (0, 5), presence=1, skills={"traps": 1})
    set_trap = {
        "setTrap": {
            "combatantId": "ana",
            "trapId": "snare",
            "position": {"x": 0, "y": 2},
            "basicTools": True,
            "outOfCombat": True,
        }
    }
    # The trap's tile is 2 from ana's: only her own tile or an adjacent one will do.
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, bo], set_trap, 11)
    assert rpc_error_details(caught.value)[1].reason == "TRAP_TOO_FAR"
    set_trap["setTrap"]["position"] = {"x": 0, "y": 1}
    placed = resolve(stub, [ana, bo], set_trap, 11)
    assert rendered(placed) == [
        "ana sets trap snare at (0, 1), difficulty 16",
        "difficulty 16 = traps 3, presence 2, roll 11",
    ]
    assert placed.state.combatants[0].tiered.traps_set_today == 1
    walk = combat_service_pb2.ResolveActionRequest(state=placed.state)
    json_format.ParseDict(
        {
            "move": {
                "combatantId": "bo",
                "path": [{"x": 0, "y": 4}, {"x": 0, "y": 3}, {"x": 0, "y": 2}],
            }
        },
        walk.action,
    )
    walk.dice.forced.faces.append(5)
    sprung = stub.ResolveAction(walk)
    assert [e.summary for e in sprung.trace.events] == [
        "bo moves 3, to (0, 2), and is caught by trap snare",
        "trap snare (16) catches bo (7): 18 damage, immobilised 6 rounds",
    ]
    held = sprung.state.combatants[1]
    assert (
        held.hp,
        held.conditions.immobilised_rounds,
        held.conditions.immobilised_difficulty,
    ) == (12, 6, 16)
    assert not sprung.state.traps
    escape = combat_service_pb2.ResolveActionRequest(state=sprung.state)
    json_format.ParseDict(
        {"breakFree": {"combatantId": "bo", "stat": "TIERED_STAT_BODY"}}, escape.action
    )
    escape.dice.forced.faces.append(13)
    freed = stub.ResolveAction(escape)
    assert freed.trace.events[0].summary == "bo breaks free (17 against 16)"
    assert freed.state.combatants[1].conditions.immobilised_rounds == 0


def test_trap_for_food(stub: Stub) -> None:
    ana = fighter("ana", "red", None, presence=2, skills={"traps": 3})
    action = {
        "trapForFood": {
            "combatantId": "ana",
            "zonesAway": 5,
            "successfulDays": 2,
            "monthsElapsed": 1,
            "basicTools": True,
        }
    }
    response = resolve(stub, [ana], action, 15)
    assert (
        response.trace.events[0].summary == "ana traps 20 against 16: 8 food, 20 feathers, 8 cloth"
    )


def test_trap_tools(stub: Stub) -> None:
    # T16: no tools is refused; basic tools double the yield, as basicTools does; basicTools with
    # crude tools contradicts itself.
    ana = fighter("ana", "red", None, presence=2, skills={"traps": 3})

    def trap(**options: Any) -> dict[str, Any]:
        return {"trapForFood": {"combatantId": "ana", "onRoad": True, **options}}

    basic = resolve(stub, [ana], trap(tools="TRAP_TOOLS_BASIC"), 19)
    assert basic.trace.events[0].summary == "ana traps 24 against 20: 8 food, 20 feathers, 8 cloth"
    for options, code, reason in (
        ({"tools": "TRAP_TOOLS_NONE"}, grpc.StatusCode.FAILED_PRECONDITION, "TRAP_NEEDS_TOOLS"),
        (
            {"tools": "TRAP_TOOLS_CRUDE", "basicTools": True},
            grpc.StatusCode.INVALID_ARGUMENT,
            "CONFLICTING_OPTIONS",
        ),
    ):
        with pytest.raises(grpc.RpcError) as caught:
            resolve(stub, [ana], trap(**options), 19)
        assert caught.value.code() == code
        _, details = rpc_error_details(caught.value)
        assert (details.reason, details.fields) == (reason, ["action.trapForFood.tools"])
    set_trap = {
        "setTrap": {
            "combatantId": "ana",
            "trapId": "snare",
            "outOfCombat": True,
            "tools": "TRAP_TOOLS_NONE",
        }
    }
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [fighter("ana", "red", (0, 0), skills={"traps": 3})], set_trap, 11)
    assert rpc_error_details(caught.value)[1].reason == "TRAP_NEEDS_TOOLS"


def test_break_free_needs_a_stat(stub: Stub) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [BO], {"breakFree": {"combatantId": "bo"}})
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert rpc_error_details(caught.value)[1].fields == ["action.breakFree.stat"]


@pytest.mark.parametrize(
    ("action", "state", "field", "reason"),
    [
        # Merged synonyms (issue 7, item 16): each was a reason of its own before.
        (
            {"breakFree": {"combatantId": "bo", "stat": 99}},
            {},
            "action.breakFree.stat",
            "UNKNOWN_ENUM_VALUE",  # was BAD_ENUM
        ),
        (
            {"trapForFood": {"combatantId": "bo", "zonesAway": -1}},
            {},
            "action.trapForFood.zonesAway",
            "OUT_OF_RANGE",  # was NEGATIVE_VALUE
        ),
        (
            {"move": {"combatantId": "bo", "path": [{"x": 2, "y": 0}]}},
            {"tieredRules": {"stealthRange": -1}},
            "state.tieredRules.stealthRange",
            "OUT_OF_RANGE",  # was NEGATIVE_VALUE
        ),
    ],
)
def test_one_reason_for_one_refusal(
    stub: Stub, action: dict[str, Any], state: dict[str, Any], field: str, reason: str
) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [BO], action, **state)
    details = rpc_error_details(caught.value)[1]
    assert (details.fields, details.reason) == ([field], reason)


def test_a_siege_shot_at_a_tile_out_of_range_names_the_tile(stub: Stub) -> None:
    ana = fighter(
        "ana",
        "red",
        (0, 0),
        {"catalogId": "siege_weapon_t4"},
        body=4,
        skills={"scholar": 5, "siegeWeapon": 4},
    )
    crew = fighter("cy", "red", (0, 1))
    action = {
        "attack": {
            "attackerId": "ana",
            "weaponId": "siege_weapon_t4",
            "targetPosition": {"x": 91, "y": 0},
            "crewIds": ["cy"],
        }
    }
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, crew], action, 12)
    status, details = rpc_error_details(caught.value)
    # It used to say "'the target' is 91 tiles away".
    assert status.message == (
        "the tile (91, 0) is 91 tiles away, beyond the range (90) of 'siege_weapon_t4'"
    )
    assert (details.fields, details.reason) == (
        ["action.attack.targetPosition"],
        "TARGET_OUT_OF_RANGE",
    )


@pytest.mark.parametrize(
    ("option", "field"),
    [
        ({"targetId": "bo"}, "targetId"),
        ({"thrown": True}, "thrown"),
        ({"stealthAttack": True}, "stealthAttack"),
        ({"offHandWeaponId": "unarmed"}, "offHandWeaponId"),
    ],
    ids=["target", "thrown", "stealth-attack", "off-hand"],
)
def test_a_siege_shot_at_a_tile_refuses_what_it_cannot_do(
    stub: Stub, option: dict[str, Any], field: str
) -> None:
    # T8: a shot at a tile has no defender, throw, stealth or off hand; before, each was silently
    # dropped (a targetId with a targetPosition shot the tile and left bo untouched).
    ana = fighter(
        "ana",
        "red",
        (0, 0),
        {"catalogId": "siege_weapon_t2"},
        skills={"scholar": 5, "siegeWeapon": 2},
    )
    crew = fighter("cy", "red", (0, 1))
    bo = fighter("bo", "blue", (5, 0))
    shot = {"attackerId": "ana", "targetPosition": {"x": 10, "y": 0}, "crewIds": ["cy"]}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, crew, bo], {"attack": {**shot, **option}}, 7)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("CONFLICTING_OPTIONS", [f"action.attack.{field}"])


def test_a_crew_needs_a_siege_weapon(stub: Stub) -> None:
    # T8: crewIds crew a siege weapon; with a sword they were silently ignored, unknown ids too.
    cy = fighter("cy", "red", (0, 1))
    bo = fighter("bo", "blue", (1, 0))
    action = {"attack": {"attackerId": "ana", "targetId": "bo", "crewIds": ["zz"]}}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [SWORD_ANA, cy, bo], action, 7, 3)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("CONFLICTING_OPTIONS", ["action.attack.crewIds"])


def test_catalog_lists_the_new_defaults(stub: Stub) -> None:
    catalog = stub.GetCatalog(
        combat_service_pb2.GetCatalogRequest(ruleset=state_pb2.RULESET_TIERED)
    )
    defaults = catalog.rulesets[0].tiered_defaults
    assert (
        defaults.thrown_range,
        defaults.ranged_max_range,
        defaults.stealth_range,
        defaults.trap_trigger_radius,
        defaults.porter_reach,
    ) == (5, 15, 30, 1, 2)


def test_the_catalog_cites_t18_for_locating(stub: Stub) -> None:
    # T18 gives locating a stealthed combatant its ruling; the search total still cited T6.
    catalog = stub.GetCatalog(
        combat_service_pb2.GetCatalogRequest(ruleset=state_pb2.RULESET_TIERED)
    )
    search = next(t for t in catalog.total_names if t.name == "search")
    assert search.description == "A locator's total against a stealthed combatant (T18)."


def test_catalog_lists_the_documents_tables(stub: Stub) -> None:
    # GetCatalog's derived tables, rendered as the document prints them (cells run together),
    # are exactly the document's tables.
    everything = stub.GetCatalog(combat_service_pb2.GetCatalogRequest())
    tiered, arrayer = (
        next(r for r in everything.rulesets if r.ruleset == value)
        for value in (state_pb2.RULESET_TIERED, state_pb2.RULESET_ARRAYER)
    )
    assert not arrayer.HasField("tiered_tables")
    tables = tiered.tiered_tables
    damage = {(c.arm_tier, c.ammo_tier): c.damage for c in tables.firearm_damage}
    assert len(damage) == len(tables.firearm_damage) == 144
    assert damage[(3, 5)] == 16
    firearm = [
        f"Tier {ammo}" + "".join(str(damage[(arm, ammo)]) for arm in range(1, 13))
        for ammo in range(1, 13)
    ]
    assert firearm == FIREARM_TABLE.strip().splitlines()
    reach = {(c.tier, c.scholar): c.range for c in tables.siege_range}
    assert len(reach) == len(tables.siege_range) == 96
    assert reach[(4, 8)] == 120
    ranges = ["".join(f"Skill: {s}" for s in range(5, 13))]
    ranges += [
        f"Tier {t}" + "".join(str(reach[(t, s)]) for s in range(5, 13)) for t in range(1, 13)
    ]
    assert ranges == RANGE_TABLE.strip().splitlines()
    rows = {row.tier: row for row in tables.siege}
    assert sorted(rows) == list(range(1, 13))
    for table, heading, column in (
        (RELOAD_TABLE, "Tier# of TurnsTier# of Turns", "reload_turns"),
        (CREW_TABLE, "Tier# of PeopleTier# of People", "crew"),
        (TRANSPORT_TABLE, "TierTotal BodyTierTotal Body", "transport_body"),
    ):
        two_columns = [heading] + [
            f"{t}{getattr(rows[t], column)}{t + 6}{getattr(rows[t + 6], column)}"
            for t in range(1, 7)
        ]
        assert two_columns == table.strip().splitlines()


# --- a mixed encounter ---------------------------------------------------------------------


def mixed_encounter() -> combat_service_pb2.ResolveEncounterRequest:
    """Red: a swordsman, an archer, a crossbowman, a gunner and a sneak; blue: three brawlers
    and a spearman, one of whom walks past red's hidden snare."""
    red = [
        fighter(
            "sword",
            "red",
            (2, 2),
            {"catalogId": "one_handed_melee_t2"},
            skills={"mainHandMelee": 3},
            armour={"value": 1},
        ),
        fighter(
            "archer",
            "red",
            (0, 0),
            {"catalogId": "bow_t2", "ammunition": {"kind": "AMMUNITION_KIND_ARROW", "count": 6}},
            skills={"bow": 4},
        ),
        fighter(
            "xbow",
            "red",
            (0, 4),
            {
                "catalogId": "one_handed_crossbow_t3",
                "ammunition": {"kind": "AMMUNITION_KIND_BOLT", "count": 8},
            },
            skills={"mainHandCrossbow": 6},
        ),
        fighter(
            "gun",
            "red",
            (1, 6),
            {
                "catalogId": "one_handed_firearm_t2",
                "ammunition": {"kind": "AMMUNITION_KIND_BULLET", "tier": 2, "count": 3},
            },
            skills={"mainHandFirearm": 5},
        ),
        fighter(
            "sneak",
            "red",
            (4, 7),
            {"catalogId": "one_handed_melee_t1"},
            presence=3,
            skills={"stealth": 6, "mainHandMelee": 2},
        ),
    ]
    blue = [
        fighter(
            "ox",
            "blue",
            (9, 2),
            {"catalogId": "two_handed_melee_t3"},
            body=4,
            skills={"twoHandedMelee": 3},
            hp=24,
        ),
        fighter("fox", "blue", (9, 5), skills={"unarmed": 4}, reflex=3, hp=20),
        fighter(
            "owl",
            "blue",
            (5, 8),
            {"catalogId": "one_handed_melee_t2"},
            skills={"mainHandMelee": 2},
            hp=20,
            facing={"x": 1, "y": 0},  # T13: the sneak, at (4, 7), is behind owl
        ),
        fighter(
            "elk",
            "blue",
            (10, 7),
            {"catalogId": "one_handed_melee_t1"},
            skills={"mainHandMelee": 2},
            hp=20,
        ),
    ]
    state = {
        "ruleset": "RULESET_TIERED",
        "combatants": red + blue,
        "battlefield": {"width": 14, "height": 10, "obstacles": [{"position": {"x": 6, "y": 4}}]},
        "traps": [
            {
                "id": "snare",
                "ownerId": "sneak",
                "position": {"x": 7, "y": 5},
                "difficulty": 18,
                "trapsSkill": 2,
                "dealsDamage": True,
            }
        ],
    }
    script = [
        {"round": 1, "action": {"stealthCheck": {"combatantId": "sneak", "targetIds": ["owl"]}}},
        {
            "round": 1,
            "action": {"attack": {"attackerId": "sneak", "targetId": "owl", "stealthAttack": True}},
        },
        {"round": 1, "action": {"move": {"combatantId": "sneak", "path": [{"x": 4, "y": 8}]}}},
    ]
    return json_format.ParseDict(
        {"state": state, "script": script, "maxRounds": 12, "dice": {"seed": "20261130"}},
        combat_service_pb2.ResolveEncounterRequest(),
    )


def test_mixed_encounter_is_deterministic(stub: Stub) -> None:
    request = mixed_encounter()
    first = stub.ResolveEncounter(request)
    second = stub.ResolveEncounter(request)
    assert first.SerializeToString(deterministic=True) == second.SerializeToString(
        deterministic=True
    )
    kinds = {e.kind for e in first.trace.events}
    assert {
        trace_pb2.EVENT_KIND_STEALTH_CHECK,
        trace_pb2.EVENT_KIND_ATTACK,
        trace_pb2.EVENT_KIND_RELOAD,
        trace_pb2.EVENT_KIND_TRAP_CONTEST,
        trace_pb2.EVENT_KIND_ENCOUNTER_END,
    } <= kinds
    weapons = {e.weapon_id for e in first.trace.events if e.kind == trace_pb2.EVENT_KIND_ATTACK}
    assert {
        "one_handed_melee_t2",
        "bow_t2",
        "one_handed_crossbow_t3",
        "one_handed_firearm_t2",
    } <= weapons
    assert any("stealth-attacks owl" in e.summary for e in first.trace.events)
    assert first.outcome.end_reason == combat_service_pb2.END_REASON_SIDE_DEFEATED


def test_action_economy_refusal_over_grpc(stub: Stub) -> None:
    ana = fighter(
        "ana", "red", (0, 0), {"catalogId": "two_handed_crossbow_t2", "reloadActionsNeeded": 2}
    )
    reload = {"reload": {"combatantId": "ana", "weaponId": "two_handed_crossbow_t2"}}
    request = json_format.ParseDict(
        {
            "state": {
                "ruleset": "RULESET_TIERED",
                "combatants": [ana, at(BO, 20, 0)],
                "turnOrder": ["ana", "bo"],
            },
            "script": [
                {"round": 1, "action": reload},
                {"round": 1, "action": reload},
                {"round": 1, "action": {"stealthCheck": {"combatantId": "ana"}}},
            ],
            "dice": {"seed": "1"},
        },
        combat_service_pb2.ResolveEncounterRequest(),
    )
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveEncounter(request)
    assert caught.value.code() is grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("ACTION_ECONOMY_EXCEEDED", ["script[2]"])


# --- the defender's side (T10, T11, T15) -----------------------------------------------------

SWORD_ANA = fighter(
    "ana", "red", (0, 0), {"catalogId": "one_handed_melee_t2"}, skills={"mainHandMelee": 3}
)


@pytest.mark.parametrize(
    "skill", ["TIERED_SKILL_STEALTH", "TIERED_SKILL_TRAPS", "TIERED_SKILL_SCHOLAR"]
)
def test_a_non_weapon_defence_skill_is_refused(stub: Stub, skill: str) -> None:
    # T10: before it, Scholar defended (and even counterattacked).
    scholar = fighter("bo", "blue", (1, 0), skills={"scholar": 9, "stealth": 9, "traps": 9})
    action = {"attack": {"attackerId": "ana", "targetId": "bo", "defenceSkill": skill}}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [SWORD_ANA, scholar], action, 5, 15)
    assert caught.value.code() is grpc.StatusCode.FAILED_PRECONDITION
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == (
        "NOT_A_WEAPON_SKILL",
        ["action.attack.defenceSkill"],
    )
    assert details.error_info is not None
    assert dict(details.error_info.metadata) == {"ruling": "T10"}


def test_the_default_defence_is_the_best_skill(stub: Stub) -> None:
    # T10: an unarmed defender with Main-Hand Melee 2 (and Unarmed 0) rolls Main-Hand Melee and,
    # with no blade, only dodges (before: Unarmed 0, and a bare-handed counter).
    bo = fighter("bo", "blue", (1, 0), reflex=3, skills={"mainHandMelee": 2})
    response = resolve(
        stub, [SWORD_ANA, bo], {"attack": {"attackerId": "ana", "targetId": "bo"}}, 5, 12
    )
    assert rendered(response) == [
        "bo beats ana by 7, but has no weapon for main_hand_melee to strike back with",
        "attack 10 = reflex 2, main_hand_melee 3, roll 5",
        "defence 17 = reflex 3, main_hand_melee 2, roll 12",
    ]
    assert response.trace.events[0].outcome == trace_pb2.OUTCOME_DEFENDED


def test_only_a_melee_defence_counters_with_the_named_weapon(stub: Stub) -> None:
    # T11: the audit's blade-holder defending with Bow dealt 17; now it only dodges. Naming the
    # Tier 3 blade (the second weapon) as the defence weapon counters with it: 7 + 3 + 3.
    bo = fighter(
        "bo",
        "blue",
        (1, 0),
        {"catalogId": "one_handed_melee_t1"},
        {"catalogId": "one_handed_melee_t3"},
        reflex=3,
        skills={"bow": 5, "mainHandMelee": 2},
    )
    bow = {"attackerId": "ana", "targetId": "bo", "defenceSkill": "TIERED_SKILL_BOW"}
    dodged = resolve(stub, [SWORD_ANA, bo], {"attack": bow}, 5, 15)
    assert rendered(dodged)[0] == "bo beats ana by 13, but a bow defence only dodges"
    assert hp(dodged, "ana") == 30
    blade = {"attackerId": "ana", "targetId": "bo", "defenceWeaponId": "one_handed_melee_t3"}
    countered = resolve(stub, [SWORD_ANA, bo], {"attack": blade}, 5, 12)
    assert rendered(countered)[-2:] == [
        "bo counterattacks ana with one_handed_melee_t3 for 13",
        "damage 13 = difference 7, body 3, tier 3, armour 0, shield 0",
    ]
    mismatch = {**blade, "defenceSkill": "TIERED_SKILL_BOW"}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [SWORD_ANA, bo], {"attack": mismatch}, 5, 12)
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == (
        "WEAPON_NOT_FOR_SKILL",
        ["action.attack.defenceWeaponId"],
    )


def test_a_shield_needs_a_free_hand(stub: Stub) -> None:
    # T15: bo defends with its bow and its shield 3 subtracts nothing: 10 + 3 + 2 (before: - 3).
    bo = fighter(
        "bo",
        "blue",
        (1, 0),
        {"catalogId": "bow_t1"},
        reflex=3,
        skills={"bow": 2},
        shield={"value": 3},
    )
    response = resolve(
        stub, [SWORD_ANA, bo], {"attack": {"attackerId": "ana", "targetId": "bo"}}, 15, 5
    )
    assert rendered(response) == [
        "ana beats bo by 10 with one_handed_melee_t2 for 15; bo's shield, with no hand free, "
        "subtracts nothing",
        "attack 20 = reflex 2, main_hand_melee 3, roll 15",
        "defence 10 = reflex 3, bow 2, roll 5",
        "damage 15 = difference 10, body 3, tier 2, armour 0, shield 0",
    ]
    assert list(response.trace.events[0].rulings) == ["T1", "T3", "T15"]


DUAL_BO = fighter(
    "bo",
    "blue",
    (1, 0),
    {"catalogId": "one_handed_melee_t1"},
    {"catalogId": "one_handed_melee_t3", "id": "spare"},
    {"catalogId": "one_handed_melee_t2", "id": "cracked", "hand": "HAND_OFF", "broken": True},
    {"catalogId": "one_handed_melee_t5", "id": "heavy", "hand": "HAND_OFF"},
    {"catalogId": "one_handed_melee_t1", "id": "left", "hand": "HAND_OFF"},
    reflex=3,
    skills={"mainHandMelee": 2, "offHandMelee": 2},
)


@pytest.mark.parametrize(
    ("options", "code", "reason", "field"),
    [
        (
            {
                "defenceWeaponId": "one_handed_melee_t1",
                "defenderOffHandWeaponId": "one_handed_melee_t1",
            },
            grpc.StatusCode.FAILED_PRECONDITION,
            "WRONG_HAND",
            "action.attack.defenderOffHandWeaponId",
        ),
        (
            {"defenderOffHandWeaponId": "spare"},
            grpc.StatusCode.FAILED_PRECONDITION,
            "WRONG_HAND",
            "action.attack.defenderOffHandWeaponId",
        ),
        (
            {"defenderOffHandWeaponId": "cracked"},
            grpc.StatusCode.FAILED_PRECONDITION,
            "WEAPON_BROKEN",
            "action.attack.defenderOffHandWeaponId",
        ),
        (
            {"defenderOffHandWeaponId": "heavy"},
            grpc.StatusCode.FAILED_PRECONDITION,
            "BODY_BELOW_TIER",
            "action.attack.defenderOffHandWeaponId",
        ),
        (
            {"defenceWeaponId": "left", "defenderOffHandWeaponId": "unarmed"},
            grpc.StatusCode.FAILED_PRECONDITION,
            "WRONG_HAND",
            "action.attack.defenceWeaponId",
        ),
    ],
    ids=["same-weapon", "off-not-in-off-hand", "broken-off", "off-too-heavy", "main-in-off-hand"],
)
def test_a_dual_wielding_defender_pairs_its_weapons_as_an_attacker_must(
    stub: Stub, options: dict[str, str], code: grpc.StatusCode, reason: str, field: str
) -> None:
    # T3, T15: the defender's two weapons are checked like an attacker's (offHandWeaponId). Before,
    # a defender dual wielded one blade in both hands, or a broken, too heavy or main-hand one.
    action = {"attack": {"attackerId": "ana", "targetId": "bo", **options}}
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [SWORD_ANA, at(DUAL_BO, 1, 0)], action, 5, 12, 3)
    assert caught.value.code() is code
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == (reason, [field])


def test_a_dual_wielding_defender_with_a_proper_pair_counters(stub: Stub) -> None:
    # T3: its best Main-Hand blade (Tier 3) and the off-hand one (Tier 1): 2d20 keep 12, the lower
    # Tier 1 counters: 7 + 3 + 1.
    action = {"attack": {"attackerId": "ana", "targetId": "bo", "defenderOffHandWeaponId": "left"}}
    response = resolve(stub, [SWORD_ANA, DUAL_BO], action, 5, 12, 3)
    assert rendered(response)[-2:] == [
        "bo counterattacks ana with spare and left for 11",
        "damage 11 = difference 7, body 3, tier 1, armour 0, shield 0",
    ]


@pytest.mark.parametrize(
    ("state", "action", "message"),
    [
        (
            {"ruleset": "RULESET_ARRAYER"},
            {"attack": {"attackerId": "a", "targetId": "b", "defenceSkill": "TIERED_SKILL_BOW"}},
            "defence_skill is a `tiered` option, not allowed in an arrayer encounter",
        ),
        (
            {"ruleset": "RULESET_ARRAYER", "tieredRules": {}},
            {"attack": {"attackerId": "a", "targetId": "b"}},
            "tiered_rules given for an arrayer encounter",
        ),
        (
            {"ruleset": "RULESET_TIERED", "arrayerRules": {}},
            {"attack": {"attackerId": "a", "targetId": "b"}},
            "arrayer_rules given for a tiered encounter",
        ),
    ],
    ids=["option", "arrayer-given-tiered-rules", "tiered-given-arrayer-rules"],
)
def test_a_ruleset_mismatch_reads_as_english(
    stub: Stub, state: dict[str, Any], action: dict[str, Any], message: str
) -> None:
    # Before: "not allowed in a arrayer encounter", "given for a arrayer encounter".
    combatants = [{"id": "a", "sideId": "r", "hp": 5}, {"id": "b", "sideId": "b", "hp": 5}]
    request = json_format.ParseDict(
        {"state": {**state, "combatants": combatants}, "action": action},
        combat_service_pb2.ResolveActionRequest(),
    )
    with pytest.raises(grpc.RpcError) as caught:
        stub.ResolveAction(request)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert caught.value.details() == message


@pytest.mark.parametrize(
    ("weapon", "defender", "field"),
    [
        ({"tierLoss": -5}, {}, "state.combatants[0].weapons[0].tierLoss"),
        ({}, {"armour": {"value": 2, "tierLoss": -3}}, "state.combatants[1].armour.tierLoss"),
        ({}, {"shield": {"value": 1, "tierLoss": -3}}, "state.combatants[1].shield.tierLoss"),
    ],
    ids=["weapon", "armour", "shield"],
)
def test_a_negative_tier_loss_is_refused(
    stub: Stub, weapon: dict[str, Any], defender: dict[str, Any], field: str
) -> None:
    # T4: Tiers lost to criticals. Before, a tierLoss of -5 made a Tier 2 blade strike as Tier 7,
    # and -3 on armour 2 took 5 off the damage.
    ana = fighter(
        "ana",
        "red",
        (0, 0),
        {"catalogId": "one_handed_melee_t2", **weapon},
        skills={"mainHandMelee": 3},
    )
    bo = fighter("bo", "blue", (1, 0), **defender)
    with pytest.raises(grpc.RpcError) as caught:
        resolve(stub, [ana, bo], {"attack": {"attackerId": "ana", "targetId": "bo"}}, 15, 3)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("OUT_OF_RANGE", [field])
