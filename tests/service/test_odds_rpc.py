"""ComputeOdds over real gRPC (loopback): exact fractions and their floats for both rulesets, the
same refusals as ResolveAction, the roll budget bounding the walk, and ResolveBatch's seeded
frequencies agreeing with the exact odds (a chi-square test with a fixed seed)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction

import grpc
import pytest

from arbiter.v1 import (
    action_pb2,
    combat_service_pb2,
    combat_service_pb2_grpc,
    state_pb2,
    trace_pb2,
)
from service.limits import Limits
from service.servicer import CombatServicer
from tests.service.frequencies import assert_frequencies_fit, chi_square_p
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    attack,
    dual_against_dual_odds,
    encounter,
    rpc_error_details,
    tiered_fighter,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
pb = combat_service_pb2
S = state_pb2


def _fraction(msg: pb.Rational) -> Fraction:
    assert msg.value == pytest.approx(msg.numerator / msg.denominator)
    return Fraction(msg.numerator, msg.denominator)


def _pmf(points: Sequence[pb.DamageProbability]) -> dict[int, Fraction]:
    return {p.damage: _fraction(p.probability) for p in points}


def _d8_sword() -> S.EncounterState:
    # An Expert with blades (2 improvements: d8, A1), sword (Regular), against armour 2.
    return encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", blades=2),
        arrayer_fighter("bo", "blue", hp=50, armour=2),
    )


def _tiered_exchange() -> S.EncounterState:
    # docs/rules/tiered.md's exchange: 5 + d20 against 5 + d20; ana deals margin + 3, bo
    # counters margin + 2.
    return encounter(
        S.RULESET_TIERED,
        tiered_fighter(
            "ana", "red", weapons=("one_handed_melee_t2",), skills=S.TieredSkills(main_hand_melee=3)
        ),
        tiered_fighter("bo", "blue", body=2, reflex=3, armour=2, skills=S.TieredSkills(unarmed=2)),
    )


def test_arrayer_d8_against_armour_2(stub: Stub) -> None:
    response = stub.ComputeOdds(
        pb.ComputeOddsRequest(state=_d8_sword(), action=attack("ana", "bo")), timeout=60
    )
    # Faces 1-6 hit for max(face - 2, 1) = 1, 1, 1, 2, 3, 4; 7 and 8 miss (A1-A3).
    assert (response.hit.numerator, response.hit.denominator, response.hit.value) == (3, 4, 0.75)
    assert _fraction(response.miss) == Fraction(1, 4)
    assert _pmf(response.damage) == {
        0: Fraction(2, 8),
        1: Fraction(3, 8),
        2: Fraction(1, 8),
        3: Fraction(1, 8),
        4: Fraction(1, 8),
    }
    assert _fraction(response.mean_damage) == Fraction(12, 8)
    assert [(o.outcome, _fraction(o.probability)) for o in response.outcomes] == [
        (trace_pb2.OUTCOME_HIT, Fraction(3, 4)),
        (trace_pb2.OUTCOME_MISS, Fraction(1, 4)),
    ]
    assert response.HasField("misfire") and response.HasField("mishap")
    assert _fraction(response.misfire) == _fraction(response.mishap) == 0
    assert not response.HasField("contest")
    assert (response.branches, response.dice_rolled) == (8, 8)


def test_tiered_contest(stub: Stub) -> None:
    response = stub.ComputeOdds(
        pb.ComputeOddsRequest(state=_tiered_exchange(), action=attack("ana", "bo")), timeout=60
    )
    dealt: Counter[int] = Counter()
    taken: Counter[int] = Counter()
    for a in range(1, 21):
        for d in range(1, 21):
            dealt[a - d + 3 if a > d else 0] += 1
            taken[d - a + 2 if d > a else 0] += 1
    contest = response.contest
    assert _fraction(contest.attacker_wins) == Fraction(190, 400) == _fraction(response.hit)
    assert _fraction(contest.defender_wins) == Fraction(190, 400)
    assert _fraction(contest.tie) == Fraction(20, 400)
    assert _pmf(response.damage) == {d: Fraction(n, 400) for d, n in dealt.items()}
    assert _pmf(contest.counter_damage) == {d: Fraction(n, 400) for d, n in taken.items()}
    assert _fraction(contest.counter_mean_damage) == Fraction(
        sum(d * n for d, n in taken.items()), 400
    )
    assert not response.HasField("misfire") and not response.HasField("mishap")


def test_errors_are_resolve_actions(stub: Stub) -> None:
    far = encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", at=(0, 0)),
        arrayer_fighter("bo", "blue", at=(5, 0)),
    )
    for state, action, code, reason in [
        (far, attack("ana", "bo"), grpc.StatusCode.FAILED_PRECONDITION, "TARGET_OUT_OF_RANGE"),
        (_d8_sword(), attack("ana", "zed"), grpc.StatusCode.INVALID_ARGUMENT, "UNKNOWN_COMBATANT"),
        (
            far,
            action_pb2.Action(
                move=action_pb2.Move(combatant_id="ana", path=[S.Position(x=1, y=0)])
            ),
            grpc.StatusCode.INVALID_ARGUMENT,
            "NOT_AN_ATTACK",
        ),
    ]:
        with pytest.raises(grpc.RpcError) as caught:
            stub.ComputeOdds(pb.ComputeOddsRequest(state=state, action=action), timeout=60)
        assert isinstance(caught.value, grpc.Call)
        assert caught.value.code() == code
        _, details = rpc_error_details(caught.value)
        assert details.reason == reason
        if reason == "NOT_AN_ATTACK":
            assert details.fields == ["action"]


def test_the_roll_budget_bounds_the_walk(small_stub: Stub) -> None:
    # max_dice 4: the d8's eight branches roll eight dice.
    with pytest.raises(grpc.RpcError) as caught:
        small_stub.ComputeOdds(
            pb.ComputeOddsRequest(state=_d8_sword(), action=attack("ana", "bo")), timeout=60
        )
    assert isinstance(caught.value, grpc.Call)
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("ROLL_BUDGET_EXHAUSTED", ["action"])


def test_odds_count_criticals_the_attackers_own_damage_and_further_targets(stub: Stub) -> None:
    # tests/engine/test_odds.py works these out by hand; here: they reach the client.
    tiered = stub.ComputeOdds(
        pb.ComputeOddsRequest(state=_tiered_exchange(), action=attack("ana", "bo")), timeout=60
    )
    assert [
        (c.combatant_id, c.degraded, c.damage, _fraction(c.probability)) for c in tiered.criticals
    ] == [
        ("ana", action_pb2.CRITICAL_TARGET_WEAPON, 0, Fraction(1, 20)),
        ("bo", action_pb2.CRITICAL_TARGET_UNSPECIFIED, 10, Fraction(1, 20)),
        ("bo", action_pb2.CRITICAL_TARGET_ARMOUR, 0, Fraction(19, 400)),
    ]
    assert _pmf(tiered.self_damage) == {0: Fraction(1)} and not tiered.further_targets
    follow_up = encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", weapons=("greatsword",), at=(0, 0)),
        arrayer_fighter("bo", "blue", hp=1, at=(1, 0)),
        arrayer_fighter("cy", "blue", hp=50, at=(0, 1)),
    )
    arrayer = stub.ComputeOdds(
        pb.ComputeOddsRequest(state=follow_up, action=attack("ana", "bo")), timeout=60
    )
    (cy,) = arrayer.further_targets
    assert cy.combatant_id == "cy" and _fraction(cy.mean_damage) == Fraction(81, 50)
    assert _pmf(cy.damage) == {
        0: Fraction(16, 25),
        **{f + 1: Fraction(6, 100) for f in range(1, 7)},
    }
    assert not arrayer.criticals


def test_odds_over_the_cost_limit_are_refused_after_that_much_work(
    serve: Callable[[CombatServicer], LoopbackServer],
) -> None:
    # A 192-byte request (a dual wield against a dual wielder) once walked its tree to max_dice
    # (25,000 branches, seconds of CPU) whatever --max-request-cost said: a branch is one unit.
    channel, stub = serve(CombatServicer(Limits(max_request_cost=2000))).stub()
    with channel, pytest.raises(grpc.RpcError) as caught:
        stub.ComputeOdds(dual_against_dual_odds(), timeout=60)
    assert isinstance(caught.value, grpc.Call)
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert "more than 2000 branches" in (caught.value.details() or "")
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("LIMIT_EXCEEDED", ["action"])


# --- ResolveBatch against ComputeOdds (issue 12, item 4) -------------------------------------

#: Attacks per situation and the batch seed (the threshold: tests/service/frequencies.py).
RUNS = 1_500
SEED = 12


def _situations() -> Iterator[tuple[str, S.EncounterState]]:
    yield "arrayer d8 sword vs armour 2", _d8_sword()
    yield (
        "arrayer bow at long range",
        encounter(
            S.RULESET_ARRAYER,
            arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0)),
            arrayer_fighter("bo", "blue", hp=50, armour=1, at=(10, 0)),
        ),
    )
    windy = encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", weapons=("screw_pistol",)),
        arrayer_fighter("bo", "blue", hp=50),
    )
    windy.environment.wind_or_moisture = True
    yield "arrayer screw pistol in the wind", windy
    yield "tiered exchange", _tiered_exchange()


def test_chi_square_p_known_values() -> None:
    assert chi_square_p(10.828, 1) == pytest.approx(0.001, rel=1e-3)
    assert chi_square_p(13.816, 2) == pytest.approx(0.001, rel=1e-3)
    assert chi_square_p(16.266, 3) == pytest.approx(0.001, rel=1e-3)


@pytest.mark.parametrize(("name", "state"), list(_situations()), ids=[n for n, _ in _situations()])
def test_resolve_batch_frequencies_agree_with_compute_odds(
    stub: Stub, name: str, state: S.EncounterState
) -> None:
    odds = stub.ComputeOdds(pb.ComputeOddsRequest(state=state, action=attack("ana", "bo")))
    pack = pb.BatchPack(
        shared_state=state,
        items=[
            pb.BatchItem(id=str(i), action=pb.ResolveActionRequest(action=attack("ana", "bo")))
            for i in range(RUNS)
        ],
    )
    options = pb.BatchOptions(
        seed=SEED, trace_detail=trace_pb2.TRACE_DETAIL_NONE, state_echo=pb.STATE_ECHO_NONE
    )
    (answer,) = stub.ResolveBatch(
        iter([pb.ResolveBatchRequest(options=options), pb.ResolveBatchRequest(pack=pack)]),
        timeout=120,
    )
    dealt: Counter[int] = Counter()
    outcomes: Counter[int] = Counter()
    for result in answer.pack.results:
        strikes = result.action.result.attack.strikes
        dealt[sum(s.damage for s in strikes if s.target_id == "bo")] += 1
        outcomes[strikes[0].outcome] += 1
    checks: list[tuple[Counter[int], dict[int, Fraction]]] = [
        (dealt, _pmf(odds.damage)),
        (outcomes, {o.outcome: _fraction(o.probability) for o in odds.outcomes}),
    ]
    for observed, exact in checks:
        assert_frequencies_fit(observed, exact, RUNS, name)
