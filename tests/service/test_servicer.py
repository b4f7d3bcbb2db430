"""CombatService over real loopback gRPC: exact results under forced dice, errors with google.rpc
details, determinism, batches and their flow control."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import grpc
import pytest
from google.rpc import code_pb2

from arbiter.v1 import (
    combat_service_pb2,
    combat_service_pb2_grpc,
    dice_pb2,
    state_pb2,
    trace_pb2,
    weapon_pb2,
)
from engine import (
    Action,
    Attack,
    DiceSource,
    Resolution,
    TraceDetail,
    resolve_action,
    resolve_encounter,
)
from engine.dice import derive_seed
from engine.state import EncounterState
from service import servicer
from service.errors import INTERNAL_ITEM_MESSAGE
from service.limits import Limits
from service.servicer import CombatServicer
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    attack,
    batch_item,
    details_of,
    encounter,
    forced,
    rpc_error_details,
    seeded,
    tiered_fighter,
    without_rules_version,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
ARRAYER = state_pb2.RULESET_ARRAYER
TIERED = state_pb2.RULESET_TIERED
Req = combat_service_pb2.ResolveActionRequest
EncReq = combat_service_pb2.ResolveEncounterRequest


def terms(total: trace_pb2.Total) -> list[tuple[str, int]]:
    return [(t.name, t.value) for t in total.terms]


def hp_of(state: state_pb2.EncounterState, combatant_id: str) -> int:
    return next(c.hp for c in state.combatants if c.id == combatant_id)


def failure(call: Callable[[], object]) -> grpc.RpcError:
    """The RpcError ``call`` raises (the test fails if it succeeds)."""
    with pytest.raises(grpc.RpcError) as caught:
        call()
    return caught.value


# --- ARRAYER --------------------------------------------------------------------------------


def arrayer_request(*faces: int, weapon: str = "sword") -> Req:
    """ana (sword, weight 0; 1 blades improvement: Skilled, d10) attacks bo (hp 5, armour 2)."""
    state = encounter(
        ARRAYER,
        arrayer_fighter("ana", "red", weapons=(weapon,)),
        arrayer_fighter("bo", "blue", armour=2),
    )
    return Req(state=state, action=attack("ana", "bo"), dice=forced(*faces))


def test_arrayer_hit_exact_numbers(stub: Stub) -> None:
    response = stub.ResolveAction(arrayer_request(4))
    assert hp_of(response.state, "bo") == 3
    assert response.dice_rolled == 1
    assert not response.HasField("seed")
    (event,) = response.trace.events
    assert event.kind == trace_pb2.EVENT_KIND_ATTACK
    assert (event.actor_id, event.target_id, event.weapon_id) == ("ana", "bo", "sword")
    assert event.outcome == trace_pb2.OUTCOME_HIT
    (die,) = event.dice
    assert (die.size, die.face, die.purpose, die.combatant_id) == (
        10,
        4,
        dice_pb2.DIE_PURPOSE_ATTACK,
        "ana",
    )
    (damage,) = event.totals
    assert (damage.name, damage.value) == ("damage", 2)
    assert terms(damage) == [("roll", 4), ("weight", 0), ("armour", -2)]
    assert [(h.combatant_id, h.before, h.after) for h in event.hp_changes] == [("bo", 5, 3)]
    assert list(event.rulings) == ["A1", "A2", "A3"]
    # The weapon comes back by its catalog id, not expanded.
    ana = response.state.combatants[0]
    assert ana.weapons[0].WhichOneof("source") == "catalog_id"
    assert ana.weapons[0].catalog_id == "sword"


def test_arrayer_miss_above_threshold(stub: Stub) -> None:
    response = stub.ResolveAction(arrayer_request(7))
    assert hp_of(response.state, "bo") == 5
    (event,) = response.trace.events
    assert event.outcome == trace_pb2.OUTCOME_MISS
    assert [d.face for d in event.dice] == [7]
    assert not event.totals
    assert not event.hp_changes


def test_specialised_weapon_at_unknown_is_refused_with_details(stub: Stub) -> None:
    err = failure(lambda: stub.ResolveAction(arrayer_request(4, weapon="lance")))
    assert err.code() is grpc.StatusCode.FAILED_PRECONDITION
    status, details = rpc_error_details(err)
    assert "specialised" in status.message
    assert details.fields == ["action.attack.weaponId"]
    assert details.error_info is not None
    assert details.error_info.reason == "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"
    assert details.error_info.domain == "arbiter.v1"
    assert dict(details.error_info.metadata) == {"ruling": "A1"}
    assert details.precondition is not None
    (violation,) = details.precondition.violations
    assert (violation.type, violation.subject) == ("RULE", "A1")


# --- tiered ---------------------------------------------------------------------------------


def tiered_request(*faces: int) -> Req:
    """ana (Reflex 2, Body 3, Main-Hand Melee 3, one-handed Tier 2, armour 1) attacks bo (Reflex 3,
    Body 2, Unarmed 2, bare hands, armour 2); both hp 30."""
    ana = tiered_fighter(
        "ana",
        "red",
        weapons=("one_handed_melee_t2",),
        body=3,
        reflex=2,
        skills=state_pb2.TieredSkills(main_hand_melee=3),
        armour=1,
    )
    bo = tiered_fighter(
        "bo", "blue", body=2, reflex=3, skills=state_pb2.TieredSkills(unarmed=2), armour=2
    )
    return Req(state=encounter(TIERED, ana, bo), action=attack("ana", "bo"), dice=forced(*faces))


def test_tiered_exchange_exact_numbers(stub: Stub) -> None:
    response = stub.ResolveAction(tiered_request(15, 10))
    (event,) = response.trace.events
    assert event.outcome == trace_pb2.OUTCOME_HIT
    assert [(d.face, d.purpose, d.combatant_id) for d in event.dice] == [
        (15, dice_pb2.DIE_PURPOSE_CONTEST_ATTACK, "ana"),
        (10, dice_pb2.DIE_PURPOSE_CONTEST_DEFENCE, "bo"),
    ]
    attack_total, defence_total, damage = event.totals
    assert (attack_total.name, attack_total.value) == ("attack", 20)
    assert terms(attack_total) == [("reflex", 2), ("main_hand_melee", 3), ("roll", 15)]
    assert (defence_total.name, defence_total.value) == ("defence", 15)
    assert terms(defence_total) == [("reflex", 3), ("unarmed", 2), ("roll", 10)]
    assert (damage.name, damage.value) == ("damage", 8)
    assert terms(damage) == [
        ("difference", 5),
        ("body", 3),
        ("tier", 2),
        ("armour", -2),
        ("shield", 0),
    ]
    assert [(h.combatant_id, h.before, h.after) for h in event.hp_changes] == [("bo", 30, 22)]
    assert hp_of(response.state, "bo") == 22
    assert response.dice_rolled == 2


def test_tiered_counterattack(stub: Stub) -> None:
    # attack 2 + 3 + 5 = 10; defence 3 + 2 + 15 = 20; bo counters: 10 + body 2 + tier 0 - armour 1.
    response = stub.ResolveAction(tiered_request(5, 15))
    exchange, counter = response.trace.events
    assert exchange.outcome == trace_pb2.OUTCOME_MISS
    assert not exchange.hp_changes
    assert counter.kind == trace_pb2.EVENT_KIND_COUNTERATTACK
    assert (counter.actor_id, counter.target_id, counter.weapon_id) == ("bo", "ana", "unarmed")
    (damage,) = counter.totals
    assert damage.value == 11
    assert terms(damage) == [
        ("difference", 10),
        ("body", 2),
        ("tier", 0),
        ("armour", -1),
        ("shield", 0),
    ]
    assert [(h.combatant_id, h.before, h.after) for h in counter.hp_changes] == [("ana", 30, 19)]
    assert hp_of(response.state, "ana") == 19


def test_tiered_tie_does_nothing(stub: Stub) -> None:
    response = stub.ResolveAction(tiered_request(12, 12))
    (event,) = response.trace.events
    assert event.outcome == trace_pb2.OUTCOME_TIE
    assert [t.value for t in event.totals] == [17, 17]
    assert "S4" in event.rulings
    assert not event.hp_changes
    assert [hp_of(response.state, c) for c in ("ana", "bo")] == [30, 30]


def test_tiered_natural_20_lowers_armour_tier(stub: Stub) -> None:
    # attack 25 vs defence 15: 10 + 3 + 2 - 2 = 13 damage, then bo's armour loses a Tier.
    response = stub.ResolveAction(tiered_request(20, 10))
    hit, critical = response.trace.events
    assert [(h.before, h.after) for h in hit.hp_changes] == [(30, 17)]
    assert critical.kind == trace_pb2.EVENT_KIND_CRITICAL
    assert (critical.actor_id, critical.target_id) == ("ana", "bo")
    (tier,) = critical.totals
    assert (tier.name, tier.value) == ("armour_tier", 1)
    assert terms(tier) == [("tier", 2), ("critical", -1)]
    assert list(critical.rulings) == ["T4", "T20"]
    bo = response.state.combatants[1]
    assert (bo.armour.value, bo.armour.tier_loss) == (2, 1)


def test_tiered_natural_1_unarmed_hurts_the_roller(stub: Stub) -> None:
    # attack 15 vs defence 3 + 2 + 1 = 6: 9 + 3 + 2 - 2 = 12 damage; bo's natural 1 costs it 10.
    response = stub.ResolveAction(tiered_request(10, 1))
    hit, fumble = response.trace.events
    assert [(h.before, h.after) for h in hit.hp_changes] == [(30, 18)]
    assert fumble.kind == trace_pb2.EVENT_KIND_CRITICAL
    assert (fumble.actor_id, fumble.target_id, fumble.weapon_id) == ("bo", "bo", "unarmed")
    (damage,) = fumble.totals
    assert terms(damage) == [("unarmed_critical", 10)]
    assert [(h.combatant_id, h.before, h.after) for h in fumble.hp_changes] == [("bo", 18, 8)]
    assert hp_of(response.state, "bo") == 8


# --- trace detail ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("detail", "events", "dice", "totals"),
    [
        (trace_pb2.TRACE_DETAIL_NONE, 0, 0, 0),
        (trace_pb2.TRACE_DETAIL_SUMMARY, 1, 0, 0),
        (trace_pb2.TRACE_DETAIL_FULL, 1, 2, 3),
        (trace_pb2.TRACE_DETAIL_UNSPECIFIED, 1, 2, 3),
    ],
)
def test_trace_detail_shapes(
    stub: Stub, detail: trace_pb2.TraceDetail.ValueType, events: int, dice: int, totals: int
) -> None:
    request = tiered_request(15, 10)
    request.trace_detail = detail
    response = stub.ResolveAction(request)
    assert hp_of(response.state, "bo") == 22  # the state is complete at every detail
    assert response.dice_rolled == 2
    assert len(response.trace.events) == events
    for event in response.trace.events:
        assert (len(event.dice), len(event.totals)) == (dice, totals)
        assert event.outcome == trace_pb2.OUTCOME_HIT
        assert [(h.before, h.after) for h in event.hp_changes] == [(30, 22)]
        assert event.summary == "ana beats bo by 5 with one_handed_melee_t2 for 8"


# --- request errors -------------------------------------------------------------------------


def bad_requests() -> Iterator[Any]:
    """pytest params (request, JSON field path, ErrorInfo reason), each INVALID_ARGUMENT."""
    yield pytest.param(
        tiered_request(15), "dice.forced.faces", "FORCED_DICE_EXHAUSTED", id="too-few-dice"
    )
    yield pytest.param(
        arrayer_request(11), "dice.forced.faces[0]", "FORCED_FACE_OUT_OF_RANGE", id="face-range"
    )
    unknown_weapon = arrayer_request(4)
    unknown_weapon.state.combatants[1].weapons[0].catalog_id = "laser"
    yield pytest.param(
        unknown_weapon,
        "state.combatants[1].weapons[0].catalogId",
        "UNKNOWN_WEAPON",
        id="unknown-weapon",
    )
    unknown_target = arrayer_request(4)
    unknown_target.action.attack.target_id = "zed"
    yield pytest.param(
        unknown_target, "action.attack.targetId", "UNKNOWN_COMBATANT", id="unknown-combatant"
    )
    no_ruleset = arrayer_request(4)
    no_ruleset.state.ruleset = state_pb2.RULESET_UNSPECIFIED
    yield pytest.param(no_ruleset, "state.ruleset", "MISSING_VALUE", id="no-ruleset")
    future_hand = tiered_request(15, 10)
    future_hand.state.combatants[0].weapons[0].hand = 99  # type: ignore[assignment]
    yield pytest.param(
        future_hand,
        "state.combatants[0].weapons[0].hand",
        "UNKNOWN_ENUM_VALUE",
        id="unknown-enum-value",
    )
    future_detail = tiered_request(15, 10)
    future_detail.trace_detail = 99  # type: ignore[assignment]
    yield pytest.param(future_detail, "traceDetail", "UNKNOWN_ENUM_VALUE", id="unknown-detail")
    no_action = arrayer_request(4)
    no_action.ClearField("action")
    yield pytest.param(no_action, "action", "MISSING_ACTION", id="no-action")


@pytest.mark.parametrize(("request_", "field", "reason"), list(bad_requests()))
def test_bad_request_names_the_field(stub: Stub, request_: Req, field: str, reason: str) -> None:
    err = failure(lambda: stub.ResolveAction(request_))
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    status, details = rpc_error_details(err)
    assert details.fields == [field]
    assert details.reason == reason
    assert details.bad_request is not None
    assert details.bad_request.field_violations[0].description == status.message
    assert details.precondition is None


def test_action_kind_from_a_newer_client_is_unimplemented(stub: Stub) -> None:
    # An Action whose oneof holds field 99, which this server's arbiter.v1 does not define.
    request = arrayer_request(4)
    request.ClearField("action")
    request.action.MergeFromString(b"\x9a\x06\x00")  # field 99, length-delimited, empty
    err = failure(lambda: stub.ResolveAction(request))
    assert err.code() is grpc.StatusCode.UNIMPLEMENTED
    _, details = rpc_error_details(err)
    assert (details.fields, details.reason) == (["action"], "ACTION_KIND_NOT_SUPPORTED")


@pytest.mark.parametrize("char", ["x", "漢", "😀"])
def test_huge_bad_value_still_gets_its_error_with_details(stub: Stub, char: str) -> None:
    request = arrayer_request(4)
    request.action.attack.target_id = char * 50_000  # quoted in the error message
    err = failure(lambda: stub.ResolveAction(request))
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    status, details = rpc_error_details(err)
    assert status.message.startswith(f"unknown combatant: '{char}")
    assert (details.fields, details.reason) == (["action.attack.targetId"], "UNKNOWN_COMBATANT")


def test_over_the_limits_is_resource_exhausted(small_stub: Stub) -> None:
    crowd = encounter(ARRAYER, *(arrayer_fighter(f"c{i}", f"s{i}") for i in range(4)))
    cases: list[tuple[Callable[[], object], str]] = [
        (
            lambda: small_stub.ResolveAction(Req(state=crowd, action=attack("c0", "c1"))),
            "state.combatants",
        ),
        (
            lambda: small_stub.ResolveAction(
                Req(
                    state=encounter(
                        ARRAYER,
                        arrayer_fighter("a", "x", weapons=("sword", "axe", "club")),
                        arrayer_fighter("b", "y"),
                    ),
                    action=attack("a", "b"),
                )
            ),
            "state.combatants[0].weapons",
        ),
        (lambda: small_stub.ResolveAction(arrayer_request(4, 4, 4, 4)), "dice.forced.faces"),
        (
            lambda: small_stub.ResolveEncounter(
                EncReq(state=arrayer_request().state, max_rounds=11)
            ),
            "maxRounds",
        ),
    ]
    for call, field in cases:
        err = failure(call)
        assert err.code() is grpc.StatusCode.RESOURCE_EXHAUSTED, field
        _, details = rpc_error_details(err)
        assert (details.fields, details.reason) == ([field], "LIMIT_EXCEEDED")


def test_oversized_response_is_refused_with_details(
    serve: Callable[[CombatServicer], LoopbackServer],
) -> None:
    # The full trace of this exchange makes a response of about 420 bytes; without it, about 140.
    channel, stub = serve(CombatServicer(Limits(max_message_bytes=300))).stub()
    with channel:
        err = failure(lambda: stub.ResolveAction(tiered_request(15, 10)))
        assert err.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
        _, details = rpc_error_details(err)
        assert (details.fields, details.reason) == ([], "RESPONSE_TOO_LARGE")
        lean = tiered_request(15, 10)
        lean.trace_detail = trace_pb2.TRACE_DETAIL_NONE
        assert hp_of(stub.ResolveAction(lean).state, "bo") == 22
        big, small = stub.ResolveBatch(
            iter([batch_item("big", tiered_request(15, 10)), batch_item("small", lean)])
        )
        assert big.error.code == code_pb2.RESOURCE_EXHAUSTED
        assert details_of(big.error.details).reason == "RESPONSE_TOO_LARGE"
        assert hp_of(small.action.state, "bo") == 22


def test_roll_budget_is_resource_exhausted(small_stub: Stub) -> None:
    # Ten rounds of ARRAYER need more than the 4 dice the small server allows.
    sturdy = encounter(ARRAYER, arrayer_fighter("a", "x", hp=50), arrayer_fighter("b", "y", hp=50))
    err = failure(lambda: small_stub.ResolveEncounter(EncReq(state=sturdy, dice=seeded(1))))
    assert err.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    _, details = rpc_error_details(err)
    assert (details.fields, details.reason) == (["dice"], "ROLL_BUDGET_EXHAUSTED")


# --- GetCatalog ------------------------------------------------------------------------------


def test_get_catalog_lists_both_rulesets(stub: Stub) -> None:
    response = stub.GetCatalog(combat_service_pb2.GetCatalogRequest())
    arrayer, tiered = response.rulesets
    assert (arrayer.ruleset, tiered.ruleset) == (ARRAYER, TIERED)
    assert [r.id for r in arrayer.rulings] == [f"S{i}" for i in range(1, 6)] + [
        f"A{i}" for i in range(1, 31)
    ]
    assert [r.id for r in tiered.rulings] == [f"S{i}" for i in range(1, 6)] + [
        f"T{i}" for i in range(1, 22)
    ]
    assert all(r.text for r in (*arrayer.rulings, *tiered.rulings))
    lance = next(w for w in arrayer.weapons if w.id == "lance")
    assert lance.arrayer.specialised
    assert (lance.arrayer.weight, lance.arrayer.reach) == (1, 2)
    assert lance.arrayer.weapon_type == weapon_pb2.ARRAYER_WEAPON_TYPE_POLEARMS
    assert list(arrayer.arrayer_defaults.proficiency_dice) == [12, 10, 8]
    assert arrayer.arrayer_defaults.hit_threshold_effective == 6
    assert tiered.WhichOneof("defaults") == "tiered_defaults"
    assert tiered.tiered_defaults.unarmed_fumble_damage == 10
    ids = {w.id for w in tiered.weapons}
    assert {"unarmed", "one_handed_melee_t1", "one_handed_melee_t12", "siege_weapon_t7"} <= ids
    t2 = next(w for w in tiered.weapons if w.id == "two_handed_melee_t2")
    assert (t2.tiered.weapon_class, t2.tiered.tier) == (
        weapon_pb2.TIERED_WEAPON_CLASS_TWO_HANDED_MELEE,
        2,
    )


def test_get_catalog_filters_and_rejects_unknown_ruleset(stub: Stub) -> None:
    only = stub.GetCatalog(combat_service_pb2.GetCatalogRequest(ruleset=TIERED))
    assert [r.ruleset for r in only.rulesets] == [TIERED]
    err = failure(
        lambda: stub.GetCatalog(combat_service_pb2.GetCatalogRequest(ruleset=99))  # type: ignore[arg-type]
    )
    assert err.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(err)
    assert details.fields == ["ruleset"]


# --- ResolveEncounter ----------------------------------------------------------------------------


def arrayer_skirmish() -> state_pb2.EncounterState:
    return encounter(
        ARRAYER,
        arrayer_fighter("ana", "red", hp=6, at=(0, 0)),
        arrayer_fighter("cy", "red", hp=4, at=(0, 1), weapons=("axe",), blades=0),
        arrayer_fighter("bo", "blue", hp=8, at=(6, 0), armour=1),
    )


def tiered_skirmish() -> state_pb2.EncounterState:
    skills = state_pb2.TieredSkills(main_hand_melee=3, two_handed_melee=2, unarmed=1)
    return encounter(
        TIERED,
        tiered_fighter("ana", "red", weapons=("one_handed_melee_t2",), skills=skills, at=(0, 0)),
        tiered_fighter("bo", "blue", weapons=("two_handed_melee_t3",), skills=skills, at=(9, 3)),
    )


@pytest.mark.parametrize("detail", list(trace_pb2.TraceDetail.values()))
def test_the_engine_is_asked_for_the_trace_detail_the_request_asks_for(
    stub: Stub, monkeypatch: pytest.MonkeyPatch, detail: trace_pb2.TraceDetail.ValueType
) -> None:
    # At NONE the engine keeps no events: a worst-case encounter then holds none of its ~12k
    # (the garbage collector's scans of them paused health checks by 137 ms at p99, bench (f)).
    asked: list[TraceDetail] = []

    def recording(*args: Any, detail: TraceDetail, **kwargs: Any) -> Any:
        asked.append(detail)
        return resolve_encounter(*args, detail=detail, **kwargs)

    monkeypatch.setattr(servicer, "resolve_encounter", recording)
    request = EncReq(state=arrayer_skirmish(), dice=seeded(5), max_rounds=5, trace_detail=detail)
    response = stub.ResolveEncounter(request)
    assert asked == [TraceDetail(detail or TraceDetail.FULL)]
    assert bool(response.trace.events) is (detail != trace_pb2.TRACE_DETAIL_NONE)


@pytest.mark.parametrize(
    "state", [arrayer_skirmish(), tiered_skirmish()], ids=["arrayer", "tiered"]
)
def test_encounter_plays_to_the_end_and_is_deterministic(
    stub: Stub, state: state_pb2.EncounterState
) -> None:
    request = EncReq(state=state, dice=seeded(2024), max_rounds=100)
    first = stub.ResolveEncounter(request)
    second = stub.ResolveEncounter(request)
    outcome = first.outcome
    # ARRAYER sides may break and rout before they fall (ruling A15).
    assert outcome.end_reason in {
        combat_service_pb2.END_REASON_SIDE_DEFEATED,
        combat_service_pb2.END_REASON_SIDE_ROUTED,
    }
    assert outcome.winning_side_id in {"red", "blue"}
    assert first.state.round == outcome.rounds > 0
    losers = [c for c in first.state.combatants if c.side_id != outcome.winning_side_id]
    assert losers
    down = 0 if state.ruleset == ARRAYER else 1
    assert all(c.hp < down or c.conditions.routed for c in losers)
    kinds = [e.kind for e in first.trace.events]
    assert trace_pb2.EVENT_KIND_MOVE in kinds  # they start apart
    assert kinds[-1] == trace_pb2.EVENT_KIND_ENCOUNTER_END
    rolled = sum(len(e.dice) for e in first.trace.events)
    assert first.dice_rolled == rolled > 0
    assert first.seed == 2024
    assert first.SerializeToString(deterministic=True) == second.SerializeToString(
        deterministic=True
    )
    assert first.SerializeToString() == second.SerializeToString()


def test_random_seed_is_reported_and_replays(stub: Stub) -> None:
    request = EncReq(state=tiered_skirmish())
    drawn = stub.ResolveEncounter(request)
    assert drawn.HasField("seed")
    request.dice.seed = drawn.seed
    assert stub.ResolveEncounter(request) == drawn


def test_default_round_limit_applies(small_stub: Stub) -> None:
    # Far apart with bare hands, nobody reaches anybody in the small server's default 5 rounds.
    state = encounter(
        TIERED,
        tiered_fighter("ana", "red", at=(0, 0)),
        tiered_fighter("bo", "blue", at=(200, 0)),
    )
    response = small_stub.ResolveEncounter(EncReq(state=state, dice=seeded(3)))
    assert response.outcome.end_reason == combat_service_pb2.END_REASON_ROUND_LIMIT
    assert response.outcome.rounds == 5
    assert response.outcome.winning_side_id == ""


def test_scripted_action_replaces_the_tactic(stub: Stub) -> None:
    # Round 1: ana strikes bo with forced faces; bo, unscripted, strikes back by its tactic.
    state = tiered_request(15, 10).state
    state.combatants[0].tiered.reflex = 10  # ana acts first
    script = [
        combat_service_pb2.ScriptedAction(
            round=1, action=attack("ana", "bo", "one_handed_melee_t2")
        )
    ]
    request = EncReq(state=state, script=script, max_rounds=1, dice=forced(20, 1, 15, 10, 12, 12))
    response = stub.ResolveEncounter(request)
    attacks = [e for e in response.trace.events if e.kind == trace_pb2.EVENT_KIND_ATTACK]
    assert [(e.actor_id, e.target_id) for e in attacks] == [("ana", "bo"), ("bo", "ana")]
    assert response.dice_rolled == 6
    assert response.outcome.end_reason == combat_service_pb2.END_REASON_ROUND_LIMIT


# --- ResolveBatch --------------------------------------------------------------------------------


def batch_options(
    seed: int | None = None,
    detail: trace_pb2.TraceDetail.ValueType = trace_pb2.TRACE_DETAIL_UNSPECIFIED,
) -> combat_service_pb2.ResolveBatchRequest:
    return combat_service_pb2.ResolveBatchRequest(
        options=combat_service_pb2.BatchOptions(seed=seed, trace_detail=detail)
    )


def unseeded(request: Req) -> Req:
    copy = Req()
    copy.CopyFrom(request)
    copy.ClearField("dice")
    return copy


def test_batch_bad_item_gets_an_inline_error_and_the_stream_goes_on(stub: Stub) -> None:
    bad = arrayer_request(4)
    bad.action.attack.target_id = "zed"
    summary = tiered_request(15, 10)
    summary.trace_detail = trace_pb2.TRACE_DETAIL_FULL  # an item's own detail wins
    messages = [
        batch_options(seed=7, detail=trace_pb2.TRACE_DETAIL_SUMMARY),
        batch_item("first", arrayer_request(4)),
        batch_item("broken", bad),
        batch_item("third", EncReq(state=tiered_skirmish(), max_rounds=100)),
        batch_item("fourth", summary),
    ]
    first, broken, third, fourth = stub.ResolveBatch(iter(messages))
    assert [(r.id, r.index) for r in (first, broken, third, fourth)] == [
        ("first", 0),
        ("broken", 1),
        ("third", 2),
        ("fourth", 3),
    ]
    assert first.WhichOneof("result") == "action"
    assert hp_of(first.action.state, "bo") == 3
    assert not first.action.HasField("seed")  # forced dice
    assert [len(e.dice) for e in first.action.trace.events] == [0]  # the batch's SUMMARY
    assert broken.WhichOneof("result") == "error"
    assert broken.error.code == code_pb2.INVALID_ARGUMENT
    details = details_of(broken.error.details)
    assert details.fields == ["action.attack.targetId"]
    assert details.reason == "UNKNOWN_COMBATANT"
    assert "zed" in broken.error.message
    assert third.WhichOneof("result") == "encounter"
    assert third.encounter.outcome.end_reason == combat_service_pb2.END_REASON_SIDE_DEFEATED
    assert third.encounter.seed == derive_seed(7, 2)
    assert [len(e.dice) for e in fourth.action.trace.events] == [2]


def test_batch_seed_derivation_is_reproducible(stub: Stub) -> None:
    items = [
        batch_item("a", unseeded(tiered_request())),
        batch_item("b", EncReq(state=arrayer_skirmish(), max_rounds=100)),
        batch_item("c", unseeded(arrayer_request())),
    ]
    one = list(stub.ResolveBatch(iter([batch_options(seed=99), *items])))
    two = list(stub.ResolveBatch(iter([batch_options(seed=99), *items])))
    assert [r.SerializeToString(deterministic=True) for r in one] == [
        r.SerializeToString(deterministic=True) for r in two
    ]
    assert [r.WhichOneof("result") for r in one] == ["action", "encounter", "action"]
    # Item i resolves exactly like a unary call seeded with derive_seed(batch seed, i).
    unary_a = stub.ResolveAction(
        Req(
            state=tiered_request().state,
            action=attack("ana", "bo"),
            dice=seeded(derive_seed(99, 0)),
        )
    )
    unary_b = stub.ResolveEncounter(
        EncReq(state=arrayer_skirmish(), max_rounds=100, dice=seeded(derive_seed(99, 1)))
    )
    assert one[0].action == without_rules_version(unary_a)
    assert one[1].encounter == without_rules_version(unary_b)
    assert one[0].action.seed == derive_seed(99, 0)
    # Without a batch seed, each item reports the random seed it drew.
    fresh = list(stub.ResolveBatch(iter(items)))
    assert all(r.WhichOneof("result") != "error" for r in fresh)
    replay = stub.ResolveAction(
        Req(
            state=arrayer_request().state,
            action=attack("ana", "bo"),
            dice=seeded(fresh[2].action.seed),
        )
    )
    assert fresh[2].action == without_rules_version(replay)


def test_batch_options_after_the_first_message_abort_the_stream(stub: Stub) -> None:
    responses = stub.ResolveBatch(
        iter([batch_item("x", arrayer_request(4)), batch_options(seed=1)])
    )
    assert next(responses).id == "x"
    with pytest.raises(grpc.RpcError) as caught:
        next(responses)
    assert caught.value.code() is grpc.StatusCode.INVALID_ARGUMENT
    _, details = rpc_error_details(caught.value)
    assert (details.fields, details.reason) == (["options"], "LATE_OPTIONS")


def test_batch_over_the_item_limit_aborts_after_answering_the_allowed(small_stub: Stub) -> None:
    messages = [batch_item(f"i{i}", arrayer_request(4)) for i in range(3)]
    responses = small_stub.ResolveBatch(iter(messages))
    assert [next(responses).index for _ in range(2)] == [0, 1]
    with pytest.raises(grpc.RpcError) as caught:
        next(responses)
    assert caught.value.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    _, details = rpc_error_details(caught.value)
    assert (details.fields, details.reason) == (["item"], "LIMIT_EXCEEDED")


def test_batch_item_without_request_is_an_item_error_naming_the_item(stub: Stub) -> None:
    empty = combat_service_pb2.ResolveBatchRequest(item=combat_service_pb2.BatchItem(id="hollow"))
    (response, after) = stub.ResolveBatch(iter([empty, batch_item("ok", arrayer_request(4))]))
    assert response.error.code == code_pb2.INVALID_ARGUMENT
    details = details_of(response.error.details)
    assert (details.reason, details.fields) == ("MISSING_REQUEST", ["item"])
    assert after.WhichOneof("result") == "action"
    # ResolveMany names the item by its place in the request.
    items = [
        combat_service_pb2.BatchItem(id="ok", action=arrayer_request(4)),
        combat_service_pb2.BatchItem(id="hollow"),
    ]
    many = stub.ResolveMany(combat_service_pb2.ResolveManyRequest(items=items))
    assert [(r.id, r.WhichOneof("result")) for r in many.results] == [
        ("ok", "action"),
        ("hollow", "error"),
    ]
    details = details_of(many.results[1].error.details)
    assert (details.reason, details.fields) == ("MISSING_REQUEST", ["items[1]"])


def test_batch_item_bug_is_an_internal_item_error(
    stub: Stub, monkeypatch: pytest.MonkeyPatch
) -> None:
    def flaky(
        state: EncounterState,
        action: Action,
        dice: DiceSource,
        *,
        validated: bool = False,
        detail: TraceDetail = TraceDetail.FULL,
    ) -> Resolution:
        if isinstance(action, Attack) and action.target_id == "boom":
            raise RuntimeError("secret internals")
        return resolve_action(state, action, dice, validated=validated, detail=detail)

    monkeypatch.setattr(servicer, "resolve_action", flaky)
    boom = arrayer_request(4)
    boom.state.combatants[1].id = "boom"
    boom.action.attack.target_id = "boom"
    responses = list(
        stub.ResolveBatch(iter([batch_item("bad", boom), batch_item("good", arrayer_request(4))]))
    )
    bad, good = responses
    assert bad.error.code == code_pb2.INTERNAL
    assert bad.error.message == INTERNAL_ITEM_MESSAGE
    assert "secret" not in str(bad)
    assert details_of(bad.error.details).reason == "INTERNAL"
    assert hp_of(good.action.state, "bo") == 3


# --- flow control --------------------------------------------------------------------------------


class CountingServicer(CombatServicer):
    """Counts the stream messages ResolveBatch has read and the results it has yielded."""

    def __init__(self) -> None:
        super().__init__(Limits())
        self.read = 0
        self.yielded = 0
        self.most_ahead = 0

    async def ResolveBatch(
        self,
        request_iterator: AsyncIterator[combat_service_pb2.ResolveBatchRequest],
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> AsyncIterator[bytes]:
        async def counted() -> AsyncIterator[combat_service_pb2.ResolveBatchRequest]:
            async for request in request_iterator:
                self.read += 1
                self.most_ahead = max(self.most_ahead, self.read - self.yielded)
                yield request

        async for response in super().ResolveBatch(counted(), context):
            self.yielded += 1
            yield response


def bulky_item(index: int) -> combat_service_pb2.ResolveBatchRequest:
    """An item of about 64 KiB whose result echoes it all (names are state the engine ignores)."""
    request = arrayer_request(4)
    for combatant in request.state.combatants:
        combatant.name = f"{index:08d}" * 4096
    return batch_item(str(index), request)


def bulky_pack(index: int) -> combat_service_pb2.ResolveBatchRequest:
    """A pack of two bulky items (items ``2 * index`` and ``2 * index + 1``)."""
    items = [bulky_item(2 * index + i).item for i in range(2)]
    return combat_service_pb2.ResolveBatchRequest(pack=combat_service_pb2.BatchPack(items=items))


@pytest.mark.parametrize(
    ("message", "per_message"), [(bulky_item, 1), (bulky_pack, 2)], ids=["items", "packs"]
)
def test_batch_does_not_read_ahead_of_a_client_that_stops_reading(
    serve: Callable[[CombatServicer], LoopbackServer],
    message: Callable[[int], combat_service_pb2.ResolveBatchRequest],
    per_message: int,
) -> None:
    counting = CountingServicer()
    server = serve(counting)
    cap = 2_000  # 128 MiB: far more than any flow-control window

    async def scenario() -> tuple[int, int, int]:
        async with grpc.aio.insecure_channel(server.target) as channel:
            call = combat_service_pb2_grpc.CombatServiceStub(channel).ResolveBatch()
            written = 0
            blocked: asyncio.Task[None] | None = None
            while written < cap and blocked is None:
                write = asyncio.ensure_future(call.write(message(written)))
                while not write.done():
                    # Blocked by flow control: the write is stuck while the server has stopped
                    # reading items it was already sent. (The timeout only paces this check.)
                    await asyncio.wait({write}, timeout=1)
                    if not write.done() and counting.read < written:
                        blocked = write
                        break
                else:
                    write.result()
                    written += 1
            read_when_blocked = counting.read
            # Now the client reads: every item, the blocked one included, comes back in order.
            expected = written + (blocked is not None)
            for index in range(expected):
                response = await call.read()
                assert isinstance(response, combat_service_pb2.ResolveBatchResponse)
                assert response.index == per_message * index
            if blocked is not None:
                await blocked
            await call.done_writing()
            assert await call.read() is grpc.aio.EOF
            return written, read_when_blocked, counting.most_ahead

    written, read_when_blocked, most_ahead = asyncio.run(scenario())
    assert written < cap, "the client never blocked: the server reads without bound"
    assert 0 < read_when_blocked < written
    assert most_ahead == 1  # never more than the one message (item or pack) being resolved
