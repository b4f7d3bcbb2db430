"""GetCatalogResponse.rules_version (service.version): the server's version and a digest of what
decides an outcome, equal on every answer, process, worker and engine build of one server, and
changed by any catalog number, ruling or the default round limit; carried by every other answer
(a batch's once), and checked against a request's expected_rules_digest (RULES_VERSION_MISMATCH,
naming both)."""

from __future__ import annotations

import importlib.metadata
from collections.abc import Iterator

import grpc
import pytest
from google.protobuf.message import Message

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2
from engine.catalog import builtin_catalog
from service.boundary.convert import catalog_to_proto
from service.limits import Limits
from service.servicer import CombatServicer
from service.version import DISTRIBUTION, rules_version
from tests.service.server_process import ServerProcess
from tests.service.support import (
    LoopbackServer,
    arrayer_fighter,
    attack,
    batch_item,
    cheap_action,
    details_of,
    encounter,
    rpc_error_details,
    seeded,
)


def _catalog() -> pb.GetCatalogResponse:
    return catalog_to_proto(builtin_catalog())


def test_the_digest_is_of_the_version_the_round_limit_and_every_catalog_number() -> None:
    base = rules_version(_catalog(), Limits().default_max_rounds)
    assert base.engine_version == importlib.metadata.version(DISTRIBUTION)
    assert len(base.digest) == 64 and int(base.digest, 16) >= 0
    # The same inputs, the same digest; each change a different one.
    assert rules_version(_catalog(), Limits().default_max_rounds) == base
    heavier = _catalog()
    heavier.rulesets[0].weapons[0].arrayer.weight += 1
    ruling = _catalog()
    ruling.rulesets[1].rulings[0].text += "."
    default = _catalog()
    default.rulesets[0].arrayer_defaults.healing_per_hit_die = 2
    digests = {
        rules_version(changed, Limits().default_max_rounds).digest
        for changed in (heavier, ruling, default)
    }
    digests.add(rules_version(_catalog(), Limits().default_max_rounds - 1).digest)
    assert base.digest not in digests and len(digests) == 4


def _asked(server: ServerProcess) -> list[pb.RulesVersion]:
    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        return [
            stub.GetCatalog(pb.GetCatalogRequest(ruleset=ruleset), timeout=30).rules_version
            for ruleset in (
                state_pb2.RULESET_UNSPECIFIED,
                state_pb2.RULESET_ARRAYER,
                state_pb2.RULESET_TIERED,
            )
        ]


@pytest.mark.parametrize(
    ("args", "env"),
    [((), {}), (("--workers", "2"), {}), ((), {"ARBITER_ENGINE": "pure"})],
    ids=["one-process", "two-workers", "pure-engine"],
)
def test_every_answer_of_every_server_build_carries_the_same_rules_version(
    args: tuple[str, ...], env: dict[str, str]
) -> None:
    expected = rules_version(_catalog(), Limits().default_max_rounds)
    with ServerProcess(*args, env=env) as server:
        assert _asked(server) == [expected] * 3
        assert str(server.serving["engine"]).startswith("pure" if env else "compiled")


def test_a_server_with_another_default_round_limit_has_another_digest() -> None:
    with ServerProcess("--default-max-rounds", "20") as server:
        (version, *_) = _asked(server)
    assert version.digest == rules_version(_catalog(), 20).digest
    assert version.digest != rules_version(_catalog(), Limits().default_max_rounds).digest


# --- every answer carries it, every request may expect it -----------------------------------


@pytest.fixture(scope="module")
def loopback() -> Iterator[tuple[LoopbackServer, pb.RulesVersion]]:
    server = LoopbackServer(CombatServicer(Limits()))
    try:
        channel, stub = server.stub()
        with channel:
            version = stub.GetCatalog(pb.GetCatalogRequest(), timeout=30).rules_version
        yield server, version
    finally:
        server.stop()


def _duel() -> state_pb2.EncounterState:
    return encounter(
        state_pb2.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", hp=2, at=(0, 0)),
        arrayer_fighter("bo", "blue", hp=2, at=(1, 0)),
    )


def _requests(expected: str) -> dict[str, Message]:
    """One request of each RPC that resolves, expecting ``expected``."""
    state = _duel()
    action = cheap_action()
    action.expected_rules_digest = expected
    return {
        "ResolveAction": action,
        "ResolveEncounter": pb.ResolveEncounterRequest(
            state=state, dice=seeded(3), max_rounds=5, expected_rules_digest=expected
        ),
        "ComputeOdds": pb.ComputeOddsRequest(
            state=state, action=attack("ana", "bo"), expected_rules_digest=expected
        ),
        "ComputeEncounterOdds": pb.ComputeEncounterOddsRequest(
            state=state, max_rounds=2, to_the_end=True, expected_rules_digest=expected
        ),
        "Simulate": pb.SimulateRequest(
            state=state, runs=20, seed=5, max_rounds=5, expected_rules_digest=expected
        ),
        "ResolveMany": pb.ResolveManyRequest(
            items=[pb.BatchItem(id="one", action=cheap_action())], expected_rules_digest=expected
        ),
    }


def _call(stub: pb_grpc.CombatServiceStub, rpc: str, request: Message) -> Message:
    if isinstance(request, pb.SimulateRequest):
        *_, last = stub.Simulate(request, timeout=60)
        return last.result
    answer: Message = getattr(stub, rpc)(request, timeout=60)
    return answer


@pytest.mark.parametrize("rpc", list(_requests("")))
def test_every_answer_carries_the_rules_version(
    rpc: str, loopback: tuple[LoopbackServer, pb.RulesVersion]
) -> None:
    server, version = loopback
    channel, stub = server.stub()
    with channel:
        # No expectation, and the server's own: answered, with the version GetCatalog gives.
        for expected in ("", version.digest):
            answer = _call(stub, rpc, _requests(expected)[rpc])
            assert getattr(answer, "rules_version") == version  # noqa: B009
        if rpc == "ResolveMany":  # a batch's results share the response's
            many = _call(stub, rpc, _requests("")[rpc])
            assert isinstance(many, pb.ResolveManyResponse)
            assert not many.results[0].action.HasField("rules_version")


@pytest.mark.parametrize("rpc", list(_requests("")))
def test_a_request_expecting_other_rules_is_refused_naming_both_digests(
    rpc: str, loopback: tuple[LoopbackServer, pb.RulesVersion]
) -> None:
    server, version = loopback
    stored = "0" * 64
    channel, stub = server.stub()
    with channel, pytest.raises(grpc.RpcError) as refused:
        _call(stub, rpc, _requests(stored)[rpc])
    assert refused.value.code() == grpc.StatusCode.FAILED_PRECONDITION
    message = refused.value.details() or ""
    assert stored in message and version.digest in message and version.engine_version in message
    _, details = rpc_error_details(refused.value)
    assert (details.reason, details.fields) == ("RULES_VERSION_MISMATCH", ["expectedRulesDigest"])


def test_a_batch_stream_carries_it_once_and_checks_its_options_and_items(
    loopback: tuple[LoopbackServer, pb.RulesVersion],
) -> None:
    server, version = loopback
    good, stale = cheap_action(), cheap_action()
    stale.expected_rules_digest = "f" * 64
    channel, stub = server.stub()
    with channel:
        answers = list(
            stub.ResolveBatch(
                iter(
                    [
                        pb.ResolveBatchRequest(
                            options=pb.BatchOptions(expected_rules_digest=version.digest)
                        ),
                        batch_item("a", good),
                        batch_item("b", stale),
                        batch_item("c", good),
                    ]
                ),
                timeout=60,
            )
        )
        first, refused, third = answers
        assert first.rules_version == version
        assert not refused.HasField("rules_version") and not third.HasField("rules_version")
        assert not first.action.HasField("rules_version")  # the stream's, not the item's
        assert third.WhichOneof("result") == "action"
        assert refused.error.code == grpc.StatusCode.FAILED_PRECONDITION.value[0]
        assert version.digest in refused.error.message and "f" * 64 in refused.error.message
        assert details_of(refused.error.details).reason == "RULES_VERSION_MISMATCH"
        # Options expecting other rules end the stream before any item.
        with pytest.raises(grpc.RpcError) as ended:
            list(
                stub.ResolveBatch(
                    iter(
                        [
                            pb.ResolveBatchRequest(
                                options=pb.BatchOptions(expected_rules_digest="0" * 64)
                            ),
                            batch_item("a", good),
                        ]
                    ),
                    timeout=60,
                )
            )
    assert ended.value.code() == grpc.StatusCode.FAILED_PRECONDITION
