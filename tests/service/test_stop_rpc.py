"""Heavy work over a real server process: it leaves the event loop free (health and cheap calls are
answered while it runs), and it stops at a deadline or a cancel, which the client, the ``rpc`` log
line and the metrics all report.

The heavy request is the limits' worst shape (64 `tiered` combatants who never fall, far apart,
200 rounds): seconds of CPU, so a call still running is observed by order, never by the clock.
"""

from __future__ import annotations

import asyncio
import http.client
import json
import urllib.request
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc
from prometheus_client.parser import text_string_to_metric_families

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from engine.errors import Stopped
from service.interceptor import REQUEST_ID_KEY
from service.limits import Limits
from service.server import COMBAT_SERVICE
from service.servicer import CombatServicer
from tests.service.connect_http import post
from tests.service.server_process import LogLine, ServerProcess
from tests.service.support import (
    HEAVY_ROUNDS,
    cheap_action,
    dual_against_dual_odds,
    dual_wield_odds,
    heavy_encounter,
)

_TIMEOUT = 60.0  # a hang guard, not a synchronisation


def _rpc_line(server: ServerProcess, request_id: str) -> LogLine:
    return server.wait_for(
        lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id
    )


def _count(server: ServerProcess, name: str, method: str, **labels: str) -> float:
    """The server's ``name`` samples for CombatService's ``method`` (and ``labels``), summed."""
    assert server.metrics_port is not None
    url = f"http://127.0.0.1:{server.metrics_port}/metrics"
    with urllib.request.urlopen(url, timeout=_TIMEOUT) as response:
        text = response.read().decode()
    wanted = {"grpc_service": COMBAT_SERVICE, "grpc_method": method, **labels}
    return sum(
        sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name and wanted.items() <= sample.labels.items()
    )


def _started(server: ServerProcess) -> float:
    return _count(server, "grpc_server_started_total", "ResolveEncounter")


def _wait_until_started(server: ServerProcess, before: float) -> None:
    """Poll the server's own count of started encounters (the metrics endpoint answers from a
    thread of its own) until it is past ``before``: the call is then in the server."""
    for _ in range(10_000):  # a hang guard
        if _started(server) > before:
            return
    raise AssertionError("the heavy call never started")


def _start_heavy(
    channel: grpc.Channel, server: ServerProcess, request_id: str
) -> grpc.Future[pb.ResolveEncounterResponse]:
    """A heavy encounter over gRPC, once the server has started it."""
    before = _started(server)
    call = pb_grpc.CombatServiceStub(channel).ResolveEncounter.future(
        heavy_encounter(), timeout=_TIMEOUT, metadata=((REQUEST_ID_KEY, request_id),)
    )
    _wait_until_started(server, before)
    return call


def test_a_heavy_encounter_past_its_deadline_ends_deadline_exceeded_and_is_logged_so(
    channel: grpc.Channel, server: ServerProcess
) -> None:
    stub = pb_grpc.CombatServiceStub(channel)
    handled = ("grpc_server_handled_total", "ResolveEncounter")
    before = _count(server, *handled, grpc_code="DEADLINE_EXCEEDED")
    with pytest.raises(grpc.RpcError) as failed:
        stub.ResolveEncounter(
            heavy_encounter(), timeout=0.2, metadata=((REQUEST_ID_KEY, "past-deadline"),)
        )
    assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    line = _rpc_line(server, "past-deadline")
    assert line["code"] == "DEADLINE_EXCEEDED"
    assert line["ruleset"] == "tiered"  # annotated in the engine thread, logged all the same
    assert _count(server, *handled, grpc_code="DEADLINE_EXCEEDED") == before + 1
    # The engine stopped (at a check point), rather than played all the rounds.
    assert 0 <= line["stopped_at_round"] < HEAVY_ROUNDS


def test_a_heavy_encounter_cancelled_by_its_client_is_logged_cancelled(
    channel: grpc.Channel, server: ServerProcess
) -> None:
    call = _start_heavy(channel, server, "cancelled")
    assert call.cancel()
    line = _rpc_line(server, "cancelled")
    assert line["code"] == "CANCELLED"
    assert 0 <= line["stopped_at_round"] < HEAVY_ROUNDS


def test_health_and_a_cheap_call_are_answered_while_a_heavy_call_runs(
    channel: grpc.Channel, server: ServerProcess
) -> None:
    heavy = _start_heavy(channel, server, "heavy")
    try:
        health = health_pb2_grpc.HealthStub(channel).Check(
            health_pb2.HealthCheckRequest(service=COMBAT_SERVICE), timeout=_TIMEOUT
        )
        assert health.status == health_pb2.HealthCheckResponse.SERVING
        response = pb_grpc.CombatServiceStub(channel).ResolveAction(
            cheap_action(), timeout=_TIMEOUT
        )
        assert response.result.HasField("attack")
        # Both were answered while the heavy call was still being worked on.
        assert not heavy.done()
    finally:
        heavy.cancel()
    assert _rpc_line(server, "heavy")["code"] == "CANCELLED"


def test_a_heavy_connect_call_past_its_connect_timeout_ends_deadline_exceeded(
    server: ServerProcess,
) -> None:
    body = json_format.MessageToJson(heavy_encounter())
    response = post(
        server.base_url,
        "ResolveEncounter",
        body,
        headers={"connect-timeout-ms": "200", REQUEST_ID_KEY: "connect-deadline"},
    )
    assert json.loads(response.body)["code"] == "deadline_exceeded"
    line = _rpc_line(server, "connect-deadline")
    assert (line["code"], line["protocol"]) == ("DEADLINE_EXCEEDED", "connect")
    assert 0 <= line["stopped_at_round"] < HEAVY_ROUNDS


def test_a_heavy_connect_call_whose_client_goes_away_is_logged_cancelled(
    server: ServerProcess,
) -> None:
    before = _started(server)
    connection = http.client.HTTPConnection("127.0.0.1", server.http_port, timeout=_TIMEOUT)
    body = json_format.MessageToJson(heavy_encounter()).encode()
    headers = {"content-type": "application/json", REQUEST_ID_KEY: "connect-gone"}
    connection.request("POST", f"/{COMBAT_SERVICE}/ResolveEncounter", body, headers)
    _wait_until_started(server, before)
    connection.close()
    line = _rpc_line(server, "connect-gone")
    assert (line["code"], line["protocol"]) == ("CANCELLED", "connect")
    # The call had started (the server counted it), but the client may leave before its job
    # reaches an engine thread (while the request converts, or waits for a thread): then no round
    # was played, and none is logged. Once rounds were played, the engine stopped mid-way.
    if "stopped_at_round" in line:
        assert 0 <= line["stopped_at_round"] < HEAVY_ROUNDS


def test_a_heavy_batch_item_past_the_deadline_ends_the_whole_call(
    channel: grpc.Channel, server: ServerProcess
) -> None:
    request = pb.ResolveManyRequest(
        items=[
            pb.BatchItem(id="cheap", action=cheap_action()),
            pb.BatchItem(id="heavy", encounter=heavy_encounter()),
        ]
    )
    with pytest.raises(grpc.RpcError) as failed:
        pb_grpc.CombatServiceStub(channel).ResolveMany(
            request, timeout=0.2, metadata=((REQUEST_ID_KEY, "many-past-deadline"),)
        )
    assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    line = _rpc_line(server, "many-past-deadline")
    assert (line["code"], line["items"]) == ("DEADLINE_EXCEEDED", 2)
    assert 0 <= line["stopped_at_round"] < HEAVY_ROUNDS


class _PastDeadline:
    """A call context whose deadline has passed."""

    def time_remaining(self) -> float:
        return 0.0


def test_a_stopped_batch_item_is_not_an_item_error() -> None:
    # Stopped ends the call (the runtime reports it); it is not one item's INTERNAL error.
    request = pb.ResolveManyRequest(items=[pb.BatchItem(id="heavy", encounter=heavy_encounter())])
    context: Any = _PastDeadline()
    with pytest.raises(Stopped) as stopped:
        asyncio.run(CombatServicer(Limits()).ResolveMany(request, context))
    assert stopped.value.round == 0


def test_odds_past_the_deadline_stop_walking() -> None:
    # The walk polls the call's stop check before each branch: past the deadline, none is walked.
    context: Any = _PastDeadline()
    with pytest.raises(Stopped) as stopped:
        asyncio.run(CombatServicer(Limits()).ComputeOdds(dual_wield_odds(), context))
    assert stopped.value.round == 0


def test_odds_past_their_deadline_end_deadline_exceeded(
    channel: grpc.Channel, server: ServerProcess
) -> None:
    # Both sides dual wield: a tree the walk needs 0.66 s of a compiled engine (and seconds of a
    # pure one) to find over max_dice, so the 0.2 s deadline comes first. (The attacker's tree
    # alone, 8,000 branches, took 0.23 s compiled: too close to the deadline.)
    request = dual_against_dual_odds()
    with pytest.raises(grpc.RpcError) as failed:
        pb_grpc.CombatServiceStub(channel).ComputeOdds(
            request, timeout=0.2, metadata=((REQUEST_ID_KEY, "odds-past-deadline"),)
        )
    assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    line = _rpc_line(server, "odds-past-deadline")
    assert (line["code"], line["ruleset"], line["stopped_at_round"]) == (
        "DEADLINE_EXCEEDED",
        "tiered",
        0,
    )
    assert "branches" not in line  # stopped before the answer
