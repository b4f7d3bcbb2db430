"""GetCatalogResponse.rules_version (service.version): the server's version and a digest of what
decides an outcome, equal on every answer, process, worker and engine build of one server, and
changed by any catalog number, ruling or the default round limit."""

from __future__ import annotations

import importlib.metadata

import grpc
import pytest

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2
from engine.catalog import builtin_catalog
from service.boundary.convert import catalog_to_proto
from service.limits import Limits
from service.version import DISTRIBUTION, rules_version
from tests.service.server_process import ServerProcess


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
