"""The acceptance calls (tests/clients/acceptance) made by Python over gRPC and over the Connect
route, against the same live server the other clients call: the expectations every client is held
to are themselves the server's answers, and the check can fail. The calls go through the bare
stubs and HTTP (``grpc``, ``connect``) and through the Python client's typed API, sync
(``client``: ArbiterClient) and asyncio (``aio``: AsyncArbiterClient), whose errors are its own
ArbiterRpcError with the request id.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from tests.clients.acceptance import (
    CALLS,
    EXPECTED,
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    summary,
)
from tests.clients.typed_calls import aio_records, client_records, request_of, simulation_record
from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.service.support import rpc_error_details

TRANSPORTS = ("grpc", "connect", "client", "aio")


def _request_text(call: dict[str, str]) -> str:
    return (MANIFEST.parent / call["request"]).read_text()


def _grpc_record(stub: pb_grpc.CombatServiceStub, call: dict[str, str]) -> dict[str, Any]:
    method = call["method"]
    request = request_of(MANIFEST, call)
    try:
        if method == "Simulate":
            return simulation_record(
                [json_format.MessageToDict(m) for m in stub.Simulate(request, timeout=60)]
            )
        response = getattr(stub, method)(request, timeout=60)
    except grpc.RpcError as err:
        status, details = rpc_error_details(err)
        assert details.bad_request is not None and details.error_info is not None
        error = {
            "code": err.code().name,
            "message": status.message,
            "reason": details.error_info.reason,
            "fieldViolations": [v.field for v in details.bad_request.field_violations],
        }
        return {"error": error}
    return {"response": json_format.MessageToDict(response)}


def _connect_error(body: dict[str, Any]) -> dict[str, Any]:
    """The Connect error JSON's code and message, and its base64 google.rpc details decoded."""
    error: dict[str, Any] = {"code": body["code"].upper(), "message": body["message"]}
    details = connect_http.error_details(body)
    if "google.rpc.ErrorInfo" in details:
        error["reason"] = details["google.rpc.ErrorInfo"].reason
    if "google.rpc.BadRequest" in details:
        violations = details["google.rpc.BadRequest"].field_violations
        error["fieldViolations"] = [v.field for v in violations]
    return error


def _connect_record(base_url: str, call: dict[str, str]) -> dict[str, Any]:
    if call["method"] == "Simulate":
        reply = connect_http.post(
            base_url,
            "Simulate",
            connect_http.envelope(json.loads(_request_text(call))),
            content_type="application/connect+json",
        )
        assert reply.status == 200
        *messages, (end_flags, end) = connect_http.read_envelopes(reply.body)
        assert end_flags == connect_http.END_STREAM and "error" not in end
        return simulation_record([m for _, m in messages])
    reply = connect_http.post(base_url, call["method"], _request_text(call))
    if reply.status != 200:
        return {"error": _connect_error(reply.json())}
    return {"response": reply.json()}


@pytest.fixture(scope="module")
def records(server: ServerProcess) -> list[dict[str, Any]]:
    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        over_grpc = [
            {**_grpc_record(stub, c), "call": c["call"], "transport": "grpc"} for c in CALLS
        ]
    over_connect = [
        {**_connect_record(server.base_url, c), "call": c["call"], "transport": "connect"}
        for c in CALLS
    ]
    typed = client_records(server.target, MANIFEST)
    return over_grpc + over_connect + typed + asyncio.run(aio_records(server.target, MANIFEST))


def test_the_calls_cover_both_rulesets_an_encounter_odds_a_simulation_and_a_bad_request() -> None:
    requests = [(c["method"], json.loads(_request_text(c))) for c in CALLS]
    assert {r["state"]["ruleset"] for _, r in requests} == {"RULESET_ARRAYER", "RULESET_TIERED"}
    assert {m for m, _ in requests} == {
        "ResolveAction",
        "ResolveEncounter",
        "ComputeOdds",
        "Simulate",
    }
    # Nothing left to chance: forced dice, no dice at all (odds try every face), or a seed.
    for method, request in requests:
        if method == "Simulate":
            assert request["seed"]
        elif method != "ComputeOdds":
            assert "forced" in request["dice"]
    assert [c["call"] for c in CALLS] == list(EXPECTED) == list(WRONG)


def test_python_gets_the_expected_numbers_over_both_routes(
    records: list[dict[str, Any]],
) -> None:
    assert mismatches(records, TRANSPORTS) == []


def test_every_route_and_client_gives_the_same_summaries(records: list[dict[str, Any]]) -> None:
    by_transport = {t: [summary(r) for r in records if r["transport"] == t] for t in TRANSPORTS}
    assert all(by_transport[t] == by_transport["grpc"] for t in TRANSPORTS)


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(records: list[dict[str, Any]], name: str) -> None:
    assert mismatches_with_wrong(records, TRANSPORTS, name) == [
        f"{name} over {t}" for t in TRANSPORTS
    ]


def test_a_missing_record_is_a_mismatch(records: list[dict[str, Any]]) -> None:
    found = mismatches(records[1:], TRANSPORTS)
    assert found == [f"arrayer_attack over grpc: None != {EXPECTED['arrayer_attack']!r}"]
