"""arbiter.client against a real server over loopback: results, parsed errors, batches, channels."""

from __future__ import annotations

import itertools
import socket
from collections.abc import Callable, Iterator

import grpc
import pytest
from google.protobuf import any_pb2
from google.rpc import error_details_pb2, status_pb2

from arbiter.client import ArbiterClient, ArbiterRpcError, channel_options, packs
from arbiter.v1 import action_pb2, dice_pb2, state_pb2, trace_pb2, weapon_pb2
from arbiter.v1 import combat_service_pb2 as pb
from tests.clients.stand_ins import RefusesFirst
from tests.service.server_process import ServerProcess


def _arrayer_state(ana_weapon: str = "sword", bo_armour: int = 1) -> state_pb2.EncounterState:
    """Ana (red, the given weapon, Basic everywhere) next to Bo (blue, axe, 5 HP)."""
    return state_pb2.EncounterState(
        ruleset=state_pb2.RULESET_ARRAYER,
        combatants=[
            state_pb2.Combatant(
                id="ana",
                side_id="red",
                hp=7,
                position=state_pb2.Position(x=0, y=0),
                weapons=[weapon_pb2.Weapon(catalog_id=ana_weapon)],
            ),
            state_pb2.Combatant(
                id="bo",
                side_id="blue",
                hp=5,
                position=state_pb2.Position(x=1, y=0),
                weapons=[weapon_pb2.Weapon(catalog_id="axe")],
                armour=state_pb2.Armour(value=bo_armour),
            ),
        ],
    )


def _attack(weapon: str = "sword", *, attacker: str = "ana") -> action_pb2.Action:
    return action_pb2.Action(
        attack=action_pb2.Attack(attacker_id=attacker, target_id="bo", weapon_id=weapon)
    )


def _forced(*faces: int) -> dice_pb2.Dice:
    return dice_pb2.Dice(forced=dice_pb2.ForcedDice(faces=faces))


@pytest.fixture
def client(target: str) -> Iterator[ArbiterClient]:
    with ArbiterClient(target, timeout=30) as arbiter:
        yield arbiter


def test_resolve_action_returns_the_exact_result_of_forced_dice(client: ArbiterClient) -> None:
    response = client.resolve_action(
        pb.ResolveActionRequest(state=_arrayer_state(), action=_attack(), dice=_forced(5))
    )

    # Basic sword: d12; 5 hits (<= 6); damage 5 + weight 0 - armour 1 = 4.
    (event,) = response.trace.events
    assert event.kind == trace_pb2.EVENT_KIND_ATTACK
    assert event.outcome == trace_pb2.OUTCOME_HIT
    assert [(d.size, d.face, d.purpose, d.combatant_id) for d in event.dice] == [
        (12, 5, dice_pb2.DIE_PURPOSE_ATTACK, "ana")
    ]
    (damage,) = event.totals
    assert (damage.name, damage.value) == ("damage", 4)
    assert [(t.name, t.value) for t in damage.terms] == [("roll", 5), ("weight", 0), ("armour", -1)]
    assert [(c.combatant_id, c.before, c.after) for c in event.hp_changes] == [("bo", 5, 1)]
    assert [c.hp for c in response.state.combatants] == [7, 1]
    assert response.dice_rolled == 1
    assert not response.HasField("seed")


def test_a_specialised_weapon_at_unknown_proficiency_is_a_parsed_precondition_failure(
    client: ArbiterClient,
) -> None:
    request = pb.ResolveActionRequest(
        state=_arrayer_state(ana_weapon="lance"), action=_attack("lance"), dice=_forced(1)
    )

    with pytest.raises(ArbiterRpcError) as caught:
        client.resolve_action(request)

    error = caught.value
    assert error.code is grpc.StatusCode.FAILED_PRECONDITION
    assert error.reason == "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"
    assert error.ruling == "A1"
    assert error.field_violations == [("action.attack.weaponId", error.message)]
    assert "'lance'" in error.message and "Unknown proficiency" in error.message
    assert error.request_id  # the server's id of the call, to find its log line
    assert str(error) == f"FAILED_PRECONDITION: {error.message}"


def test_an_unknown_combatant_is_invalid_argument_naming_the_field(client: ArbiterClient) -> None:
    request = pb.ResolveActionRequest(
        state=_arrayer_state(), action=_attack(attacker="zed"), dice=_forced(1)
    )

    with pytest.raises(ArbiterRpcError) as caught:
        client.resolve_action(request)

    assert caught.value.code is grpc.StatusCode.INVALID_ARGUMENT
    assert caught.value.reason == "UNKNOWN_COMBATANT"
    assert caught.value.ruling is None
    assert [field for field, _ in caught.value.field_violations] == ["action.attack.attackerId"]


def test_too_few_forced_dice_names_the_faces_field(client: ArbiterClient) -> None:
    request = pb.ResolveActionRequest(state=_arrayer_state(), action=_attack(), dice=_forced())

    with pytest.raises(ArbiterRpcError) as caught:
        client.resolve_action(request)

    assert caught.value.code is grpc.StatusCode.INVALID_ARGUMENT
    assert caught.value.reason == "FORCED_DICE_EXHAUSTED"
    assert [field for field, _ in caught.value.field_violations] == ["dice.forced.faces"]


def test_a_seeded_encounter_is_deterministic_and_reports_its_seed(client: ArbiterClient) -> None:
    request = pb.ResolveEncounterRequest(
        state=_arrayer_state(), dice=dice_pb2.Dice(seed=2**64 - 1), max_rounds=30
    )

    first = client.resolve_encounter(request)
    second = client.resolve_encounter(request)

    assert first.SerializeToString(deterministic=True) == second.SerializeToString(
        deterministic=True
    )
    assert first.seed == 2**64 - 1
    assert first.outcome.end_reason == pb.END_REASON_SIDE_DEFEATED
    assert first.outcome.winning_side_id in {"red", "blue"}
    assert first.trace.events[-1].kind == trace_pb2.EVENT_KIND_ENCOUNTER_END
    assert first.dice_rolled == sum(len(e.dice) for e in first.trace.events)


def test_get_catalog_lists_one_or_every_ruleset(client: ArbiterClient) -> None:
    everything = client.get_catalog()
    arrayer = client.get_catalog(state_pb2.RULESET_ARRAYER)

    assert [c.ruleset for c in everything.rulesets] == [
        state_pb2.RULESET_ARRAYER,
        state_pb2.RULESET_TIERED,
    ]
    (catalog,) = arrayer.rulesets
    assert catalog == everything.rulesets[0]
    lance = next(w for w in catalog.weapons if w.id == "lance")
    assert lance.arrayer.specialised
    assert lance.arrayer.reach == 2
    assert list(catalog.arrayer_defaults.proficiency_dice) == [12, 10, 8]
    assert {"S1", "A1", "A16"} <= {r.id for r in catalog.rulings}
    assert not any(r.id.startswith("T") for r in catalog.rulings)


def test_resolve_batch_streams_results_in_order_with_inline_errors(
    client: ArbiterClient,
) -> None:
    items = [
        pb.BatchItem(
            id="hit",
            action=pb.ResolveActionRequest(
                state=_arrayer_state(), action=_attack(), dice=_forced(5)
            ),
        ),
        pb.BatchItem(
            id="refused",
            action=pb.ResolveActionRequest(
                state=_arrayer_state(ana_weapon="lance"), action=_attack("lance")
            ),
        ),
        pb.BatchItem(id="fight", encounter=pb.ResolveEncounterRequest(state=_arrayer_state())),
    ]

    results = list(client.resolve_batch(items, pb.BatchOptions(seed=99)))

    assert [(r.id, r.index, r.WhichOneof("result")) for r in results] == [
        ("hit", 0, "action"),
        ("refused", 1, "error"),
        ("fight", 2, "encounter"),
    ]
    assert results[0].action.state.combatants[1].hp == 1
    error = ArbiterRpcError.from_item_error(results[1].error)
    assert error.code is grpc.StatusCode.FAILED_PRECONDITION
    assert error.reason == "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"
    assert error.ruling == "A1"
    # Item field paths are relative to the item's own request, as the unary RPC reports them.
    assert [field for field, _ in error.field_violations] == ["action.attack.weaponId"]
    # The encounter had no dice of its own: it used the batch seed's derived stream.
    assert results[2].encounter.HasField("seed")
    assert results[2].encounter.outcome.end_reason == pb.END_REASON_SIDE_DEFEATED


def test_resolve_batch_sends_packs_sharing_a_state_and_resolve_many_too(
    client: ArbiterClient,
) -> None:
    """Five swings of one state in packs of two (and one lone item): the same results as the
    state repeated in every item, one answer per message."""
    swings = [
        pb.BatchItem(id=f"s{i}", action=pb.ResolveActionRequest(action=_attack(), dice=_forced(f)))
        for i, f in enumerate((5, 9, 5, 9, 5))
    ]
    repeated = [pb.BatchItem() for _ in swings]
    for full, swing in zip(repeated, swings, strict=True):
        full.CopyFrom(swing)
        full.action.state.CopyFrom(_arrayer_state())
    lone = pb.BatchItem(id="lone", action=repeated[0].action)
    options = pb.BatchOptions(state_echo=pb.STATE_ECHO_NONE)

    answers = list(
        client.resolve_batch([*packs(swings, 2, _arrayer_state()), lone], options=options)
    )

    assert [(a.index, a.WhichOneof("result")) for a in answers] == [
        (0, "pack"),
        (2, "pack"),
        (4, "pack"),
        (5, "action"),
    ]
    results = [r for a in answers[:3] for r in a.pack.results]
    assert [(r.id, r.index) for r in results] == [(f"s{i}", i) for i in range(5)]
    assert [r.action.result.attack.strikes[0].hp_after for r in results] == [1, 5, 1, 5, 1]
    assert not results[0].action.HasField("state")
    expected = list(client.resolve_batch(repeated, options=options))
    # The stream's first answer carries its rules version; a pack's results, as any batch
    # result, none of their own.
    assert expected[0].HasField("rules_version")
    expected[0].ClearField("rules_version")
    assert results == expected
    assert client.resolve_many(swings, options, shared_state=_arrayer_state()) == expected
    # Pinned to the rules it was resolved by: the server's digest passes, another is refused.
    digest = client.get_catalog().rules_version.digest
    pinned = client.resolve_many(
        swings, options, shared_state=_arrayer_state(), expected_rules_digest=digest
    )
    assert pinned == expected
    with pytest.raises(ArbiterRpcError) as stale:
        client.resolve_many(swings, options, expected_rules_digest="0" * 64)
    assert (stale.value.code, stale.value.reason) == (
        grpc.StatusCode.FAILED_PRECONDITION,
        "RULES_VERSION_MISMATCH",
    )
    with pytest.raises(ValueError, match="at least one item"):
        next(packs(swings, 0))


def test_closing_a_batch_early_cancels_the_stream(target: str, server: ServerProcess) -> None:
    item = pb.BatchItem(
        action=pb.ResolveActionRequest(state=_arrayer_state(), action=_attack(), dice=_forced(5))
    )
    # An endless generator: the client only pulls items as the server asks for them.
    endless = (pb.BatchItem(id=str(i), action=item.action) for i in itertools.count())

    with ArbiterClient(target) as client:
        results = client.resolve_batch(endless)
        first = [next(results) for _ in range(3)]
        results.close()

    assert [r.id for r in first] == ["0", "1", "2"]
    server.wait_for(
        lambda line: (
            line.get("event") == "rpc"
            and line.get("method") == "/arbiter.v1.CombatService/ResolveBatch"
            and line.get("code") == "CANCELLED"
        )
    )


def test_simulate_streams_progress_then_the_result_last(client: ArbiterClient) -> None:
    request = pb.SimulateRequest(state=_arrayer_state(), runs=200, seed=3, max_rounds=20)
    responses = list(client.simulate(request))
    *progress, last = responses
    assert last.WhichOneof("kind") == "result"
    assert all(r.WhichOneof("kind") == "progress" for r in progress)
    done = [r.progress.runs_done for r in progress]
    assert done == sorted(done) and all(0 <= d <= 200 for d in done)
    assert (last.result.seed, last.result.runs) == (3, 200)
    assert [s.side_id for s in last.result.sides] == ["red", "blue"]


def test_closing_a_simulation_early_cancels_it(target: str, server: ServerProcess) -> None:
    # Far more runs than play before the first progress message: the close comes first.
    request = pb.SimulateRequest(state=_arrayer_state(), runs=1_000_000, seed=11, max_rounds=20)
    with ArbiterClient(target) as client:
        responses = client.simulate(request)
        first = next(responses)
        responses.close()

    assert first.WhichOneof("kind") == "progress"
    server.wait_for(
        lambda line: (
            line.get("event") == "rpc"
            and line.get("method") == "/arbiter.v1.CombatService/Simulate"
            and line.get("seed") == "11"
            and line.get("code") == "CANCELLED"
        )
    )


def test_an_unreachable_server_is_unavailable_without_details() -> None:
    # Bound but not listening: connections are refused, and no other process can take the port.
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        with (
            ArbiterClient(f"127.0.0.1:{port}", timeout=30) as client,
            pytest.raises(ArbiterRpcError) as caught,
        ):
            client.get_catalog()

    assert caught.value.code is grpc.StatusCode.UNAVAILABLE
    assert caught.value.field_violations == []
    assert caught.value.reason is None


def test_unavailable_is_retried_and_without_retries_it_is_the_answer() -> None:
    # A call ending UNAVAILABLE (a draining pod) is sent again by gRPC's retry policy; a channel
    # without it (channel_options(retries=False), as the load tester's) gets the UNAVAILABLE.
    request = pb.ResolveActionRequest()
    with RefusesFirst() as stand_in:
        with ArbiterClient(stand_in.target, timeout=10) as client:
            assert client.resolve_action(request).dice_rolled == 1
        assert stand_in.attempts == 2
        options = channel_options(stand_in.target, retries=False)
        with (
            grpc.insecure_channel(stand_in.target, options=options) as channel,
            ArbiterClient(channel=channel, timeout=10) as client,
            pytest.raises(ArbiterRpcError) as failed,
        ):
            client.resolve_action(request)
        assert failed.value.code is grpc.StatusCode.UNAVAILABLE
        assert stand_in.attempts == 3


def test_a_channel_passed_in_stays_open_after_the_client_closes(target: str) -> None:
    with grpc.insecure_channel(target) as channel:
        with ArbiterClient(channel=channel):
            pass
        with ArbiterClient(channel=channel) as second:
            assert len(second.get_catalog().rulesets) == 2


def test_a_client_closes_the_channel_it_opened(target: str) -> None:
    client = ArbiterClient(target)
    client.close()

    # grpc refuses calls on a closed channel before anything reaches the network.
    with pytest.raises(ValueError, match="closed channel"):
        client.get_catalog()


class _ArrivedCall(grpc.RpcError, grpc.Call):
    """A finished call as a client sees it: code, message and trailers."""

    def __init__(self, code: grpc.StatusCode, message: str, status: status_pb2.Status) -> None:
        self._code, self._message = code, message
        self._trailers = (
            ("grpc-status-details-bin", status.SerializeToString()),
            ("x-request-id", "req-1"),
        )

    def code(self) -> grpc.StatusCode:
        return self._code

    def details(self) -> str:
        return self._message

    # types-grpcio gives RpcError and Call different trailing_metadata types; real calls are both.
    def trailing_metadata(self) -> tuple[tuple[str, str | bytes], ...]:  # type: ignore[override]
        return self._trailers

    def initial_metadata(self) -> tuple[tuple[str, str | bytes], ...]:
        return ()

    def is_active(self) -> bool:
        return False

    def time_remaining(self) -> float:
        return 0.0

    def cancel(self) -> bool:
        return False

    def add_callback(self, callback: Callable[[], None]) -> bool:
        return False


def test_details_that_contradict_the_call_are_dropped_not_raised() -> None:
    # A proxy that rewrites the message leaves details that no longer match the call.
    info = any_pb2.Any()
    info.Pack(error_details_pb2.ErrorInfo(reason="UNKNOWN_COMBATANT", domain="arbiter.v1"))
    status = status_pb2.Status(code=3, message="unknown combatant: 'zed'", details=[info])
    call = _ArrivedCall(grpc.StatusCode.INVALID_ARGUMENT, "rewritten by a proxy", status)

    error = ArbiterRpcError.from_rpc_error(call)

    assert (error.code, error.message) == (grpc.StatusCode.INVALID_ARGUMENT, "rewritten by a proxy")
    assert (error.reason, error.field_violations) == (None, [])
    assert error.request_id == "req-1"


def test_matching_details_are_parsed_from_the_trailers() -> None:
    info = any_pb2.Any()
    info.Pack(error_details_pb2.ErrorInfo(reason="UNKNOWN_COMBATANT", domain="arbiter.v1"))
    other_domain = any_pb2.Any()
    other_domain.Pack(error_details_pb2.ErrorInfo(reason="QUOTA", domain="proxy.example"))
    status = status_pb2.Status(code=3, message="m", details=[other_domain, info])

    error = ArbiterRpcError.from_rpc_error(
        _ArrivedCall(grpc.StatusCode.INVALID_ARGUMENT, "m", status)
    )

    # Only ErrorInfo of Arbiter's own domain sets the reason.
    assert error.reason == "UNKNOWN_COMBATANT"


def _long_duel() -> state_pb2.EncounterState:
    """A duel of 400 HP a side: hundreds of rounds, so a call on it takes milliseconds at least,
    whatever the server has cached of other duels (gRPC's deadlines are of milliseconds)."""
    state = _arrayer_state()
    for combatant in state.combatants:
        combatant.hp = 400
    return state


def test_a_call_s_own_timeout_overrides_the_client_s(client: ArbiterClient) -> None:
    # The client's deadline is 30 s; calls with a microsecond of their own end DEADLINE_EXCEEDED,
    # and the next call without one still has the client's.
    simulation = pb.SimulateRequest(state=_long_duel(), max_rounds=200, runs=10_000, seed=1)
    with pytest.raises(ArbiterRpcError) as cut:
        list(client.simulate(simulation, timeout=1e-6))
    assert cut.value.code == grpc.StatusCode.DEADLINE_EXCEEDED
    with pytest.raises(ArbiterRpcError) as unary:
        client.resolve_encounter(
            pb.ResolveEncounterRequest(state=_long_duel(), max_rounds=200), timeout=1e-6
        )
    assert unary.value.code == grpc.StatusCode.DEADLINE_EXCEEDED
    assert len(client.get_catalog(timeout=None).rulesets) == 2
