"""ComputeEncounterOdds over real gRPC (loopback): the engine's exact answer as the response says
it, fractions too large for 64 bits sent as their value, the cost limit counting a round's turns
per branch and the carrying of the odds from round to round, with the hint to simulate,
ResolveEncounter's refusals, and a deadline that stops the carry (gRPC and Connect, against a
server process)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from fractions import Fraction

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, state_pb2, weapon_pb2
from engine.catalog import builtin_catalog
from engine.encounter_odds import EncounterOdds, compute_encounter_odds
from engine.options import EncounterOptions
from service.boundary.codec.primitives import decimal
from service.boundary.convert import state_from_proto
from service.interceptor import REQUEST_ID_KEY
from service.limits import Limits
from service.servicer import CombatServicer
from tests.service.connect_http import post
from tests.service.server_process import LogLine, ServerProcess
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    encounter,
    rpc_error_details,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
pb = combat_service_pb2
S = state_pb2


def _duel(hp: int = 2) -> S.EncounterState:
    # Two swordsmen face to face: 385 branches over 46 positions at 2 HP, within the default
    # cost limit (2 units a branch: 770 of 16,384).
    return encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", hp=hp, at=(0, 0)),
        arrayer_fighter("bo", "blue", hp=hp, at=(1, 0)),
    )


def _exact(msg: pb.Rational) -> Fraction:
    assert msg.denominator >= 1, "sent as its value only"
    assert msg.value == float(Fraction(msg.numerator, msg.denominator))
    return Fraction(msg.numerator, msg.denominator)


def _any_size(msg: pb.Rational) -> Fraction:
    """A fraction of any size, from its digits."""
    return Fraction(int(msg.exact_numerator), int(msg.exact_denominator))


def _engine_odds(state: S.EncounterState, max_rounds: int) -> EncounterOdds:
    limits = Limits()
    return compute_encounter_odds(
        state_from_proto(state, builtin_catalog(), limits),
        EncounterOptions(max_rounds=max_rounds),
        budget=limits.max_dice,
        max_branches=10**6,
    )


def test_the_response_is_the_engines_exact_answer(stub: Stub) -> None:
    response = stub.ComputeEncounterOdds(
        pb.ComputeEncounterOddsRequest(state=_duel(), max_rounds=3), timeout=60
    )
    odds = _engine_odds(_duel(), 3)
    assert [(s.side_id, _exact(s.win)) for s in response.sides] == [
        (s.side_id, s.win) for s in odds.sides
    ]
    assert _exact(response.draw) == odds.draw
    assert sum(_exact(s.win) for s in response.sides) + _exact(response.draw) == 1
    assert [(r.rounds, _exact(r.probability)) for r in response.rounds] == [
        (r.rounds, r.probability) for r in odds.rounds
    ]
    assert sum(_exact(e.probability) for e in response.end_reasons) == 1
    assert _exact(response.mean_rounds) == odds.mean_rounds
    ana, bo = response.combatants
    assert (ana.combatant_id, bo.combatant_id) == ("ana", "bo")
    for sent, computed in zip(response.combatants, odds.combatants, strict=True):
        assert _exact(sent.survival) == computed.survival
        assert {p.damage: _exact(p.probability) for p in sent.hp_lost} == {
            p.damage: p.probability for p in computed.hp_lost
        }
        assert _exact(sent.mean_damage_dealt) == computed.mean_damage_dealt
        assert _exact(sent.mean_damage_taken) == computed.mean_damage_taken
    # Mirror images: each deals what the other takes, and they are alike.
    assert _exact(ana.mean_damage_dealt) == _exact(bo.mean_damage_taken) > 0
    assert _exact(ana.survival) == _exact(bo.survival)
    assert (response.positions, response.branches) == (46, 385)


def test_a_fraction_too_large_for_64_bits_is_sent_as_its_value(stub: Stub) -> None:
    # 50 rounds: the draw (still fighting after all of them) has a 233-bit denominator.
    response = stub.ComputeEncounterOdds(
        pb.ComputeEncounterOddsRequest(state=_duel(), max_rounds=50), timeout=60
    )
    odds = _engine_odds(_duel(), 50)
    draw = response.draw
    assert (draw.numerator, draw.denominator) == (0, 0)
    assert draw.value == float(odds.draw) > 0
    # What fits is still exact: the first round's end.
    first = response.rounds[0]
    assert first.rounds == 1 and first.probability.denominator >= 1
    # Every fraction is exact in its digits, whatever its size.
    assert odds.draw.denominator.bit_length() == 233
    assert Fraction(int(draw.exact_numerator), int(draw.exact_denominator)) == odds.draw
    assert (first.probability.exact_numerator, first.probability.exact_denominator) == (
        str(first.probability.numerator),
        str(first.probability.denominator),
    )
    for side, engine_side in zip(response.sides, odds.sides, strict=True):
        assert Fraction(int(side.win.exact_numerator), int(side.win.exact_denominator)) == (
            engine_side.win
        )


def test_digits_of_any_size() -> None:
    # Python converts at most 4,300 digits at once; the codec converts a thousand at a time.
    big = 7**20_000 + 1
    assert decimal(big) == "".join(_digits(big))
    assert decimal(10**2000) == "1" + "0" * 2000
    assert (decimal(0), decimal(1), decimal(10**1000 - 1)) == ("0", "1", "9" * 1000)


def _digits(value: int) -> list[str]:
    digits = []
    while value:
        value, digit = divmod(value, 10)
        digits.append(str(digit))
    return digits[::-1]


def test_an_encounter_over_the_cost_limit_is_refused_with_the_hint_to_simulate() -> None:
    # At 3 HP the duel needs 679 branches, 1,358 units at 2 a branch: over a limit of 1,000
    # that ComputeOdds's one unit a branch would have stayed under.
    server = LoopbackServer(CombatServicer(Limits(max_request_cost=1_000)))
    try:
        channel, stub = server.stub()
        with channel, pytest.raises(grpc.RpcError) as caught:
            stub.ComputeEncounterOdds(
                pb.ComputeEncounterOddsRequest(state=_duel(hp=3), max_rounds=5), timeout=60
            )
    finally:
        server.stop()
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    message = caught.value.details() or ""
    assert "more than 500 step resolutions" in message
    assert "simulate" in message
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("LIMIT_EXCEEDED", ["maxRounds"])


def test_a_bad_state_is_refused_as_resolve_encounter_refuses_it(stub: Stub) -> None:
    state = _duel()
    state.combatants[1].weapons[0].catalog_id = "spoon"
    with pytest.raises(grpc.RpcError) as caught:
        stub.ComputeEncounterOdds(pb.ComputeEncounterOddsRequest(state=state), timeout=60)
    with pytest.raises(grpc.RpcError) as resolved:
        stub.ResolveEncounter(pb.ResolveEncounterRequest(state=state), timeout=60)
    assert caught.value.code() == resolved.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert rpc_error_details(caught.value)[1].fields == rpc_error_details(resolved.value)[1].fields


def test_max_rounds_over_the_server_limit_is_refused(stub: Stub) -> None:
    with pytest.raises(grpc.RpcError) as caught:
        stub.ComputeEncounterOdds(
            pb.ComputeEncounterOddsRequest(state=_duel(), max_rounds=Limits().max_rounds + 1),
            timeout=60,
        )
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    assert rpc_error_details(caught.value)[1].fields == ["maxRounds"]


def _swords(hp: int = 11) -> S.EncounterState:
    # Issue 28's duel (its request 64 bytes): two swordsmen of no proficiency and no armour face
    # to face. 289 positions, 7,207 branches (14,414 units of the default 16,384), then the
    # carrying of 144 positions' odds, 6,695 transitions a round.
    def swordsman(combatant_id: str, side: str, x: int) -> S.Combatant:
        return S.Combatant(
            id=combatant_id,
            side_id=side,
            hp=hp,
            weapons=[weapon_pb2.Weapon(catalog_id="sword")],
            position=S.Position(x=x, y=0),
        )

    return encounter(S.RULESET_ARRAYER, swordsman("ana", "red", 0), swordsman("bo", "blue", 1))


def test_issue_28s_duel_of_200_rounds_is_refused_at_the_default_limit(stub: Stub) -> None:
    # Its branches fit; carrying the odds over 200 rounds is 1.26 million transitions more,
    # about 6,000 branches' worth: refused once the walk is done (0.5 s of CPU, compiled), where
    # it was answered after 9 to 13 s of uncharged Fraction arithmetic.
    request = pb.ComputeEncounterOddsRequest(state=_swords(), max_rounds=200)
    with pytest.raises(grpc.RpcError) as caught:
        stub.ComputeEncounterOdds(request, timeout=60)
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
    message = caught.value.details() or ""
    assert "more than 8192 step resolutions or their worth" in message
    assert "simulate" in message
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("LIMIT_EXCEEDED", ["maxRounds"])
    # Over 20 rounds its carry fits beside its branches.
    response = stub.ComputeEncounterOdds(
        pb.ComputeEncounterOddsRequest(state=_swords(), max_rounds=20), timeout=60
    )
    assert (response.positions, response.branches) == (289, 7207)


def test_issue_28s_duel_to_the_end_is_answered_at_the_default_limit(stub: Stub) -> None:
    # The question the round limit stood in for, who wins at all: its 289 positions solved as an
    # absorbing chain cost far less than carrying 200 rounds. Symmetric, so each side wins half;
    # the mean rounds and the rounds listed are the engine's, exactly.
    request = pb.ComputeEncounterOddsRequest(state=_swords(), max_rounds=3, to_the_end=True)
    response = stub.ComputeEncounterOdds(request, timeout=60)
    limits = Limits()
    odds = compute_encounter_odds(
        state_from_proto(_swords(), builtin_catalog(), limits),
        EncounterOptions(max_rounds=3),
        budget=limits.max_dice,
        max_branches=10**6,
        to_the_end=True,
    )
    assert [(s.side_id, _exact(s.win)) for s in response.sides] == [
        ("red", Fraction(1, 2)),
        ("blue", Fraction(1, 2)),
    ]
    assert _exact(response.draw) == odds.draw == 0
    assert _any_size(response.mean_rounds) == odds.mean_rounds
    assert [(r.rounds, _any_size(r.probability)) for r in response.rounds] == [
        (r.rounds, r.probability) for r in odds.rounds
    ]
    assert [r.rounds for r in response.rounds] == [2, 3]  # nobody falls in round 1
    assert odds.rounds_beyond is not None
    assert _any_size(response.rounds_beyond) == odds.rounds_beyond
    assert sum(_any_size(r.probability) for r in response.rounds) + odds.rounds_beyond == 1
    assert (response.positions, response.branches) == (odds.positions, odds.branches)
    # max_rounds unset lists no rounds (the server's default of 50, listed, cost as 50 rounds
    # within a limit do, and were refused): the same wins and mean, every length beyond 0.
    unlisted = stub.ComputeEncounterOdds(
        pb.ComputeEncounterOddsRequest(state=_swords(), to_the_end=True), timeout=60
    )
    assert list(unlisted.sides) == list(response.sides)
    assert unlisted.mean_rounds == response.mean_rounds
    assert not unlisted.rounds and _any_size(unlisted.rounds_beyond) == 1
    # Within a round limit it is not set.
    capped = stub.ComputeEncounterOdds(
        pb.ComputeEncounterOddsRequest(state=_duel(), max_rounds=3), timeout=60
    )
    assert not capped.HasField("rounds_beyond")


def test_odds_to_the_end_of_a_fight_that_never_ends_are_refused(stub: Stub) -> None:
    state = _duel()
    for combatant in state.combatants:
        del combatant.weapons[:]
    request = pb.ComputeEncounterOddsRequest(state=state, to_the_end=True)
    with pytest.raises(grpc.RpcError) as caught:
        stub.ComputeEncounterOdds(request, timeout=60)
    assert caught.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    assert "never end" in (caught.value.details() or "")
    _, details = rpc_error_details(caught.value)
    assert (details.reason, details.fields) == ("NEVER_ENDS", ["toTheEnd"])


#: The odds of issue 28's duel over 2,000 rounds: within the roomy server's limits, and seconds
#: of carrying (the later rounds' numbers have thousands of digits), so a deadline of 1.5 s comes
#: while it carries (or, on a slow engine, while it walks).
_LONG_ROUNDS = 2000
_DEADLINE_MS = 1500
#: How long after its deadline the server may end the call: the stop is polled every round and
#: every 2,048 transitions (a millisecond or two); the rest is a shared machine's slack. It ran
#: 8.3 s past a gRPC deadline and to its end (8 to 11 s) past a Connect timeout before.
_STOPPED_WITHIN_MS = 1000


@pytest.fixture(scope="module")
def roomy() -> Iterator[ServerProcess]:
    """A server process whose limits admit the long duel's rounds and its cost."""
    cost = str(10**9)
    with ServerProcess(
        "--max-rounds", str(_LONG_ROUNDS), "--max-request-cost", cost, "--max-stream-cost", cost
    ) as process:
        yield process


def _long_duel() -> pb.ComputeEncounterOddsRequest:
    return pb.ComputeEncounterOddsRequest(state=_swords(), max_rounds=_LONG_ROUNDS)


def _rpc_line(server: ServerProcess, request_id: str) -> LogLine:
    return server.wait_for(
        lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id
    )


def test_a_grpc_deadline_stops_the_carry(roomy: ServerProcess) -> None:
    with grpc.insecure_channel(roomy.target) as channel, pytest.raises(grpc.RpcError) as failed:
        combat_service_pb2_grpc.CombatServiceStub(channel).ComputeEncounterOdds(
            _long_duel(),
            timeout=_DEADLINE_MS / 1000,
            metadata=((REQUEST_ID_KEY, "odds-grpc-deadline"),),
        )
    assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    # The line is written once the engine's thread has stopped (service.offload outlives it).
    line = _rpc_line(roomy, "odds-grpc-deadline")
    assert line["code"] == "DEADLINE_EXCEEDED"
    assert 0 <= line["stopped_at_round"] <= _LONG_ROUNDS
    assert line["duration_ms"] < _DEADLINE_MS + _STOPPED_WITHIN_MS


def test_a_connect_timeout_stops_the_carry(roomy: ServerProcess) -> None:
    began = time.monotonic()
    response = post(
        roomy.base_url,
        "ComputeEncounterOdds",
        json_format.MessageToJson(_long_duel()),
        headers={"connect-timeout-ms": str(_DEADLINE_MS), REQUEST_ID_KEY: "odds-connect-deadline"},
    )
    answered_ms = (time.monotonic() - began) * 1000
    assert json.loads(response.body)["code"] == "deadline_exceeded"
    assert answered_ms < _DEADLINE_MS + _STOPPED_WITHIN_MS
    line = _rpc_line(roomy, "odds-connect-deadline")
    assert (line["code"], line["protocol"]) == ("DEADLINE_EXCEEDED", "connect")
    assert 0 <= line["stopped_at_round"] <= _LONG_ROUNDS
    assert line["duration_ms"] < _DEADLINE_MS + _STOPPED_WITHIN_MS
