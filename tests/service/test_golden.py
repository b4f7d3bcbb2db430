"""Determinism: the same request and seed give byte-identical responses from two server processes,
and the trace matches the golden file (tests/golden/) kept in the repo.

A change that alters a golden trace must be deliberate: rerun with ``ARBITER_UPDATE_GOLDENS=1`` and
review the diff of tests/golden/ like code.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2
from tests.service.server_process import REPO, ServerProcess

GOLDEN = REPO / "tests" / "golden"
EXAMPLES = REPO / "clients" / "python" / "examples"
#: tiered_siege_stealth: rulings T13/T14 (a stealthed archer behind a rock wall checks and shoots
#: from its edge), T17 (a Tier 4 siege weapon carried by 16 characters of Body 1) and a defender
#: who defends with the Bow skill and only dodges (T3; T11).
CASES = ["arrayer_encounter", "tiered_encounter", "tiered_siege_stealth"]


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[ServerProcess, ServerProcess]]:
    with ServerProcess() as one, ServerProcess() as two:
        yield one, two


def _raw_call(target: str, request: bytes) -> bytes:
    """ResolveEncounter with no (de)serialisation on the client: the response bytes as sent."""
    with grpc.insecure_channel(target) as channel:
        call: grpc.UnaryUnaryMultiCallable[bytes, bytes] = channel.unary_unary(
            "/arbiter.v1.CombatService/ResolveEncounter"
        )
        response: bytes = call(request, timeout=60)
        return response


@pytest.mark.parametrize("case", CASES)
def test_two_processes_answer_byte_for_byte(
    case: str, servers: tuple[ServerProcess, ServerProcess]
) -> None:
    request = json_format.Parse(
        (EXAMPLES / f"{case}.json").read_text(), combat_service_pb2.ResolveEncounterRequest()
    )
    assert request.dice.HasField("seed"), "golden cases must be seeded"
    payload = request.SerializeToString()
    first = _raw_call(servers[0].target, payload)
    second = _raw_call(servers[1].target, payload)
    again = _raw_call(servers[0].target, payload)
    assert first == second == again

    response = combat_service_pb2.ResolveEncounterResponse.FromString(first)
    rendered = json_format.MessageToJson(response, indent=1) + "\n"
    golden = GOLDEN / f"{case}.json"
    if os.environ.get("ARBITER_UPDATE_GOLDENS") == "1":
        golden.write_text(rendered)
    assert golden.exists(), f"no golden for {case}: run with ARBITER_UPDATE_GOLDENS=1"
    assert rendered == golden.read_text()
