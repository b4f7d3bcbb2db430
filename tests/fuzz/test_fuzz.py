"""Fuzzing every RPC of arbiter.v1 over both routes against a real ``python -m service``.

Requests are drawn from the proto descriptors (tests/fuzz/protofuzz.py): mutants of the worked
examples and messages from nothing, sent over gRPC, the Connect route in binary and in JSON;
and wire garbage (random bytes, corrupted valid bodies) over gRPC and Connect binary. Every
answer must carry a documented code of its RPC (never INTERNAL or UNKNOWN), a known reason and a
request id; an OK answer must be well formed (it re-serialises, the state keeps its combatants,
counts within the limits, batches answer each item once in order); and the routes must agree
(same code and reason; the same bytes whenever the dice were the same). tests/fuzz/oracle.py
has the rules.

Reproducible: derandomized (the examples depend only on the code), no example database. The
run is bounded by example counts, not by a clock. A longer run: scripts/fuzz_campaign.py.
"""

from __future__ import annotations

import struct

import pytest
from hypothesis import given, settings

from tests.fuzz.oracle import problems
from tests.fuzz.protofuzz import FUZZ_SETTINGS
from tests.fuzz.routes import METHODS, ConnectRoute, Route
from tests.fuzz.support import (
    FUZZ_LIMITS,
    Call,
    calls,
    check_call,
    envelopes,
    garbage,
    json_garbage,
    streaming,
)

#: Examples per RPC: about 0.02-0.1 s each here (three routes, one Hypothesis draw), so the
#: whole module takes seconds. The campaign script runs thousands.
EXAMPLES = {
    "ResolveAction": 40,
    "ResolveEncounter": 20,
    "ResolveBatch": 15,
    "ResolveMany": 12,
    "GetCatalog": 4,
    "ComputeOdds": 15,
    "ComputeEncounterOdds": 8,
    "Simulate": 12,
}
GARBAGE_EXAMPLES = 12


def test_every_rpc_is_fuzzed() -> None:
    assert set(EXAMPLES) == set(METHODS)


@pytest.mark.parametrize("method", sorted(EXAMPLES))
def test_fuzzed_requests_get_documented_answers_on_every_route(
    method: str, routes: list[Route]
) -> None:
    @settings(FUZZ_SETTINGS, max_examples=EXAMPLES[method])
    @given(calls(method))
    def fuzz(call: Call) -> None:
        findings = check_call(call, routes)
        assert not findings, "\n".join(map(str, findings))

    fuzz()


@pytest.mark.parametrize("method", sorted(EXAMPLES))
def test_wire_garbage_gets_documented_answers_on_both_routes(
    method: str, routes: list[Route]
) -> None:
    grpc_route, connect_binary, _ = routes

    @settings(FUZZ_SETTINGS, max_examples=GARBAGE_EXAMPLES)
    @given(garbage(method))
    def fuzz(call: Call) -> None:
        findings = check_call(call, [grpc_route, connect_binary])
        assert not findings, "\n".join(map(str, findings))

    fuzz()


@pytest.mark.parametrize("codec", ["proto", "json"])
def test_connect_stream_framing_garbage_gets_documented_answers(
    codec: str, routes: list[Route]
) -> None:
    route = routes[1] if codec == "proto" else routes[2]
    assert isinstance(route, ConnectRoute)

    @settings(FUZZ_SETTINGS, max_examples=GARBAGE_EXAMPLES * 2)
    @given(envelopes("ResolveBatch"))
    def fuzz(payload: bytes) -> None:
        outcome = route.raw_stream("ResolveBatch", payload)
        found = problems("ResolveBatch", [payload], outcome, FUZZ_LIMITS, corrupt=True)
        assert not found, found

    fuzz()


@pytest.mark.parametrize("method", sorted(m for m in EXAMPLES if not streaming(m)))
def test_connect_json_garbage_gets_documented_answers(method: str, routes: list[Route]) -> None:
    route = routes[2]
    assert isinstance(route, ConnectRoute)

    server_streaming = METHODS[method].server_streaming

    @settings(FUZZ_SETTINGS, max_examples=GARBAGE_EXAMPLES)
    @given(json_garbage(method))
    def fuzz(payload: bytes) -> None:
        if server_streaming:  # Simulate: its one request goes in an envelope
            outcome = route.raw_stream(method, struct.pack(">BI", 0, len(payload)) + payload)
        else:
            outcome = route.raw_unary(method, payload)
        found = problems(method, [payload], outcome, FUZZ_LIMITS, corrupt=True)
        assert not found, found

    fuzz()
