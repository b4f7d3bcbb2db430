"""Simulate over real gRPC (loopback) and Connect (a server process): progress then one result,
determinism to the byte, runs split over calls merging into one call's result, the refusals
with their fields, a deadline and a cancel that stop the runs (client, log line, metrics), and
the sampled damage agreeing with ComputeOdds's exact distribution (issue 12, item 4)."""

from __future__ import annotations

import http.client
import json
import struct
from collections import Counter
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.simulation import merge
from arbiter.v1 import combat_service_pb2, combat_service_pb2_grpc, state_pb2
from service.interceptor import REQUEST_ID_KEY
from service.limits import Limits
from service.server import COMBAT_SERVICE
from service.servicer import CombatServicer
from tests.service.connect_http import END_STREAM, post, read_envelopes
from tests.service.frequencies import assert_frequencies_fit
from tests.service.server_process import LogLine, ServerProcess
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    attack,
    encounter,
    heavy_encounter,
    rpc_error_details,
    tiered_fighter,
)

Stub = combat_service_pb2_grpc.CombatServiceStub
pb = combat_service_pb2
S = state_pb2

_TIMEOUT = 120.0  # a hang guard, not a synchronisation
SEED = 41


def _duel() -> S.EncounterState:
    return encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", hp=6),
        arrayer_fighter("bo", "blue", hp=6),
    )


def _request(runs: int, first_run: int = 0, **fields: Any) -> pb.SimulateRequest:
    chosen: dict[str, Any] = {"seed": SEED, "max_rounds": 20, **fields}
    return pb.SimulateRequest(state=_duel(), runs=runs, first_run=first_run, **chosen)


def _result(stub: Stub, request: pb.SimulateRequest) -> pb.SimulationResult:
    *_, last = stub.Simulate(request, timeout=_TIMEOUT)
    assert last.HasField("result")
    return last.result


def _bytes(result: pb.SimulationResult) -> bytes:
    return result.SerializeToString(deterministic=True)


def test_progress_messages_then_one_result(stub: Stub) -> None:
    messages = list(stub.Simulate(_request(200), timeout=_TIMEOUT))
    *progress, last = messages
    # The engine reports every few runs and the first report goes out at once, so a simulation
    # of more runs than that sends at least one progress message.
    assert progress and all(m.HasField("progress") for m in progress)
    done = [m.progress.runs_done for m in progress]
    assert done == sorted(set(done)) and done[0] > 0 and done[-1] <= 200
    for m in progress:
        assert m.progress.runs == 200
        assert [s.side_id for s in m.progress.sides] == ["red", "blue"]
        for side in m.progress.sides:
            assert side.win_rate == side.wins / m.progress.runs_done
            assert side.win_rate_low <= side.win_rate <= side.win_rate_high
    result = last.result
    assert (result.seed, result.first_run, result.runs) == (SEED, 0, 200)
    assert sum(s.wins for s in result.sides) + result.draws == 200
    assert sum(r.count for r in result.end_reasons) == 200
    assert sum(b.count for b in result.rounds.histogram) == 200
    assert result.rounds.total == sum(b.value * b.count for b in result.rounds.histogram)
    assert result.rounds.mean == result.rounds.total / 200
    assert [c.combatant_id for c in result.combatants] == ["ana", "bo"]
    # Every HP one loses, the other dealt (no mishaps, no horses in a sword duel).
    ana, bo = result.combatants
    assert ana.damage_dealt.total == bo.damage_taken.total > 0
    assert ana.survived + bo.survived >= 200 - result.draws


def test_the_same_seed_gives_the_same_bytes(stub: Stub) -> None:
    assert _bytes(_result(stub, _request(60))) == _bytes(_result(stub, _request(60)))


def test_two_calls_that_split_the_runs_merge_into_one_calls_result(stub: Stub) -> None:
    whole = _result(stub, _request(90))
    parts = [_result(stub, _request(35, first_run=55)), _result(stub, _request(55))]
    assert _bytes(merge(parts)) == _bytes(whole)
    assert len(whole.encounter_digest) == 64
    assert {p.encounter_digest for p in parts} == {whole.encounter_digest}
    assert merge(parts).rules_version == whole.rules_version and whole.rules_version.digest


def test_parts_of_servers_with_other_rules_do_not_merge(stub: Stub) -> None:
    # The same seed and encounter, resolved by other rules (a server upgrade between the parts):
    # other runs, whose counts are not one simulation's.
    first, later = _result(stub, _request(30)), _result(stub, _request(30, first_run=30))
    later.rules_version.digest = "0" * 64
    with pytest.raises(ValueError, match=r"rulesVersion.digest: .* different rules"):
        merge([first, later])


def test_parts_of_other_encounters_with_the_same_ids_do_not_merge(stub: Stub) -> None:
    # Issue 28: parts of two encounters of the same seed in consecutive runs merged, figures of
    # neither. Another HP, another digest; the round limit as applied counts, the seed does not.
    first = _result(stub, _request(30))
    stronger = _request(30, first_run=30)
    stronger.state.combatants[0].hp += 1
    other = _result(stub, stronger)
    assert other.encounter_digest != first.encounter_digest
    with pytest.raises(ValueError, match=r"encounterDigest: .* results of different encounters"):
        merge([first, other])
    unset = _request(30)
    unset.ClearField("max_rounds")
    defaulted = _request(30, seed=SEED + 1, max_rounds=Limits().default_max_rounds)
    assert _result(stub, unset).encounter_digest == _result(stub, defaulted).encounter_digest


def test_without_a_seed_one_is_drawn_and_reported(stub: Stub) -> None:
    request = _request(20)
    request.ClearField("seed")
    drawn = _result(stub, request)
    again = _result(stub, _request(20, seed=drawn.seed))
    assert _bytes(again) == _bytes(drawn)


def _refusal(stub: Stub, request: pb.SimulateRequest) -> tuple[grpc.StatusCode, str, list[str]]:
    with pytest.raises(grpc.RpcError) as caught:
        list(stub.Simulate(request, timeout=_TIMEOUT))
    assert isinstance(caught.value, grpc.Call)
    _, details = rpc_error_details(caught.value)
    return caught.value.code(), details.reason, details.fields


def test_refusals_name_their_fields(stub: Stub) -> None:
    invalid = grpc.StatusCode.INVALID_ARGUMENT
    scripted = pb.ScriptedAction(round=1, action=attack("zed", "bo"))
    cases = [
        (_request(0), (invalid, "OUT_OF_RANGE", ["runs"])),
        (_request(5, first_run=-1), (invalid, "OUT_OF_RANGE", ["firstRun"])),
        (
            _request(5, max_rounds=201),
            (grpc.StatusCode.RESOURCE_EXHAUSTED, "LIMIT_EXCEEDED", ["maxRounds"]),
        ),
        (
            _request(5, script=[scripted]),
            (invalid, "UNKNOWN_COMBATANT", ["script[0].action.attack.attackerId"]),
        ),
        (
            _request(5, side_tactics={"green": pb.TACTIC_WEAKEST_ENEMY}),
            (invalid, "UNKNOWN_SIDE", ['sideTactics["green"]']),
        ),
    ]
    for request, expected in cases:
        assert _refusal(stub, request) == expected


def test_the_servers_limits_bound_runs_each_runs_cost_and_its_dice(
    serve: Callable[[CombatServicer], LoopbackServer],
) -> None:
    limits = Limits(max_simulation_runs=50, max_request_cost=30, max_dice=3)
    channel, stub = serve(CombatServicer(limits)).stub()
    exhausted = grpc.StatusCode.RESOURCE_EXHAUSTED
    with channel:
        assert _refusal(stub, _request(51)) == (exhausted, "LIMIT_EXCEEDED", ["runs"])
        # Each run may cost 2 combatants x 20 rounds = 40 > 30: refused before any run.
        assert _refusal(stub, _request(50)) == (exhausted, "LIMIT_EXCEEDED", ["maxRounds"])
        # 10 rounds fit; a run rolls more than 3 dice.
        assert _refusal(stub, _request(50, max_rounds=10)) == (
            exhausted,
            "ROLL_BUDGET_EXHAUSTED",
            ["maxRounds"],
        )


# --- a server process: deadline, cancel, the log line and the metrics; the Connect route -----


def _rpc_line(server: ServerProcess, request_id: str) -> LogLine:
    return server.wait_for(
        lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id
    )


#: Far more runs than any test waits for: only a deadline or a cancel ends them.
_ENDLESS = 5_000_000


def _handled(server: ServerProcess, code: str) -> float:
    return server.metric("grpc_server_handled_total", grpc_method="Simulate", grpc_code=code)


def test_a_simulation_past_its_deadline_stops_and_is_logged_so(server: ServerProcess) -> None:
    before = _handled(server, "DEADLINE_EXCEEDED")
    with grpc.insecure_channel(server.target) as channel:
        stub = Stub(channel)
        with pytest.raises(grpc.RpcError) as failed:
            list(
                stub.Simulate(
                    _request(_ENDLESS),
                    timeout=0.5,
                    metadata=((REQUEST_ID_KEY, "simulate-deadline"),),
                )
            )
    assert isinstance(failed.value, grpc.Call)
    assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    line = _rpc_line(server, "simulate-deadline")
    assert (line["code"], line["ruleset"], line["runs"], line["seed"]) == (
        "DEADLINE_EXCEEDED",
        "arrayer",
        _ENDLESS,
        str(SEED),  # a uint64, as the log writes it
    )
    assert line.get("runs_done", 0) < _ENDLESS
    assert _handled(server, "DEADLINE_EXCEEDED") == before + 1


def test_a_cancelled_simulation_stops_and_its_runs_are_counted(server: ServerProcess) -> None:
    before = server.metric("arbiter_simulation_runs_total", ruleset="arrayer")
    cancelled = _handled(server, "CANCELLED")
    with grpc.insecure_channel(server.target) as channel:
        call = Stub(channel).Simulate(
            _request(_ENDLESS), timeout=_TIMEOUT, metadata=((REQUEST_ID_KEY, "simulate-cancel"),)
        )
        first = next(call)  # the runs have begun
        assert first.progress.runs_done > 0
        call.cancel()
    line = _rpc_line(server, "simulate-cancel")
    assert line["code"] == "CANCELLED"
    assert first.progress.runs_done <= line["runs_done"] < _ENDLESS
    # Counted as the engine reports them, as the log line's runs_done is.
    after = server.metric("arbiter_simulation_runs_total", ruleset="arrayer")
    assert after == before + line["runs_done"]
    assert _handled(server, "CANCELLED") == cancelled + 1


def test_two_open_ended_simulations_leave_a_thread_to_other_heavy_calls(
    server: ServerProcess,
) -> None:
    # They once took both engine threads: an 8 x 10 encounter (33 ms alone) waited until its own
    # deadline while health said SERVING. Now simulations run in a share of the threads.
    encounter_request = heavy_encounter()
    encounter_request.max_rounds = 10
    del encounter_request.state.combatants[8:]
    with grpc.insecure_channel(server.target) as channel:
        stub = Stub(channel)
        first = stub.Simulate(_request(_ENDLESS), timeout=_TIMEOUT)
        calls = [first]
        try:
            assert next(first).HasField("progress")  # its runs have begun
            # The second once took the other thread; now it waits for the first to end.
            started = server.metric("grpc_server_started_total", grpc_method="Simulate")
            calls.append(stub.Simulate(_request(_ENDLESS), timeout=_TIMEOUT))
            while server.metric("grpc_server_started_total", grpc_method="Simulate") == started:
                pass  # until the server has it: the encounter must come after it
            answer = stub.ResolveEncounter(encounter_request, timeout=10)
            assert answer.outcome.rounds == 10
        finally:
            for call in calls:
                call.cancel()


def _envelope(data: bytes) -> bytes:
    return struct.pack(">BI", 0, len(data)) + data


def _binary_envelopes(data: bytes) -> list[tuple[int, bytes]]:
    out: list[tuple[int, bytes]] = []
    while data:
        flags, length = struct.unpack(">BI", data[:5])
        out.append((flags, data[5 : 5 + length]))
        data = data[5 + length :]
    return out


def test_connect_streams_progress_and_the_result_in_json_and_binary(
    server: ServerProcess,
) -> None:
    request = _request(150)
    with grpc.insecure_channel(server.target) as channel:
        over_grpc = _result(Stub(channel), request)
    body = json_format.MessageToJson(request).encode()
    response = post(
        server.base_url,
        "Simulate",
        _envelope(body),
        content_type="application/connect+json",
        headers={REQUEST_ID_KEY: "connect-simulate"},
    )
    *messages, (end_flags, end) = read_envelopes(response.body)
    assert (end_flags, end) == (END_STREAM, {})
    assert all("progress" in m for _, m in messages[:-1]) and messages[:-1]
    result = json_format.ParseDict(messages[-1][1]["result"], pb.SimulationResult())
    assert _bytes(result) == _bytes(over_grpc)
    line = _rpc_line(server, "connect-simulate")
    assert (line["code"], line["protocol"], line["runs_done"]) == ("OK", "connect", 150)

    binary = post(
        server.base_url,
        "Simulate",
        _envelope(request.SerializeToString()),
        content_type="application/connect+proto",
    )
    *frames, (flags, trailer) = _binary_envelopes(binary.body)
    assert (flags, json.loads(trailer)) == (END_STREAM, {})
    last = pb.SimulateResponse.FromString(frames[-1][1])
    assert _bytes(last.result) == _bytes(over_grpc)


def test_a_connect_simulation_past_its_timeout_ends_deadline_exceeded(
    server: ServerProcess,
) -> None:
    body = json_format.MessageToJson(_request(_ENDLESS)).encode()
    response = post(
        server.base_url,
        "Simulate",
        _envelope(body),
        content_type="application/connect+json",
        headers={"connect-timeout-ms": "300", REQUEST_ID_KEY: "connect-simulate-deadline"},
    )
    *_, (flags, end) = read_envelopes(response.body)
    assert (flags, end["error"]["code"]) == (END_STREAM, "deadline_exceeded")
    line = _rpc_line(server, "connect-simulate-deadline")
    assert (line["code"], line["protocol"]) == ("DEADLINE_EXCEEDED", "connect")
    assert line.get("runs_done", 0) < _ENDLESS


def test_a_connect_simulation_whose_client_goes_away_is_logged_cancelled(
    server: ServerProcess,
) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", server.http_port, timeout=_TIMEOUT)
    body = _envelope(json_format.MessageToJson(_request(_ENDLESS)).encode())
    headers = {"content-type": "application/connect+json", REQUEST_ID_KEY: "connect-sim-gone"}
    connection.request("POST", f"/{COMBAT_SERVICE}/Simulate", body, headers)
    response = connection.getresponse()
    flags, length = struct.unpack(">BI", response.read(5))
    assert flags == 0 and "progress" in json.loads(response.read(length))  # the runs have begun
    connection.close()
    line = _rpc_line(server, "connect-sim-gone")
    assert (line["code"], line["protocol"]) == ("CANCELLED", "connect")
    assert 0 < line["runs_done"] < _ENDLESS


def test_a_connect_refusal_ends_the_stream_with_its_details(server: ServerProcess) -> None:
    body = json_format.MessageToJson(_request(0)).encode()
    response = post(
        server.base_url, "Simulate", _envelope(body), content_type="application/connect+json"
    )
    ((flags, end),) = read_envelopes(response.body)
    assert flags == END_STREAM
    assert end["error"]["code"] == "invalid_argument"
    assert "runs must be at least 1" in end["error"]["message"]


# --- Simulate against ComputeOdds (issue 12, item 4) ------------------------------------------

#: Runs per situation: each is one round in which only ana can strike, once.
RUNS = 1_500


def _immobilised(combatant: S.Combatant) -> S.Combatant:
    # T7: held by a trap it cannot break free of in one round, so it never closes in.
    combatant.conditions.immobilised_rounds = 5
    combatant.conditions.immobilised_difficulty = 40
    return combatant


def _situations() -> Iterator[tuple[str, S.EncounterState]]:
    yield (
        "arrayer d8 sword vs armour 2",
        encounter(
            S.RULESET_ARRAYER,
            arrayer_fighter("ana", "red", blades=2),
            arrayer_fighter("bo", "blue", hp=1000, armour=2, weapons=()),
        ),
    )
    yield (
        "arrayer bow at long range",
        encounter(
            S.RULESET_ARRAYER,
            arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0)),
            arrayer_fighter("bo", "blue", hp=1000, armour=1, weapons=(), at=(10, 0)),
        ),
    )
    yield (
        "tiered bow against a trapped swordsman",
        encounter(
            S.RULESET_TIERED,
            tiered_fighter("ana", "red", weapons=("bow_t2",), at=(0, 0)),
            _immobilised(
                tiered_fighter("bo", "blue", hp=1000, weapons=("one_handed_melee_t1",), at=(8, 0))
            ),
        ),
    )


@pytest.mark.parametrize(("name", "state"), list(_situations()), ids=[n for n, _ in _situations()])
def test_simulated_damage_agrees_with_compute_odds(
    stub: Stub, name: str, state: S.EncounterState
) -> None:
    odds = stub.ComputeOdds(pb.ComputeOddsRequest(state=state, action=attack("ana", "bo")))
    request = pb.SimulateRequest(state=state, runs=RUNS, seed=SEED, max_rounds=1)
    result = _result(stub, request)
    ana, bo = result.combatants
    taken = Counter({b.value: b.count for b in bo.damage_taken.histogram})
    exact = {
        p.damage: Fraction(p.probability.numerator, p.probability.denominator) for p in odds.damage
    }
    assert_frequencies_fit(taken, exact, RUNS, name)
    # bo never strikes back: ana takes nothing, and deals what bo takes.
    assert [(b.value, b.count) for b in ana.damage_taken.histogram] == [(0, RUNS)]
    assert ana.damage_dealt == bo.damage_taken
