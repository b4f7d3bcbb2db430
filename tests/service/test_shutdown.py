"""Graceful shutdown of a real server process: SIGTERM/SIGINT turn health NOT_SERVING, in-flight
calls drain within the grace period (those still open at its end are cut off, over both routes),
and the process exits 0; with ``--workers 2``, the supervisor drains every worker so."""

from __future__ import annotations

import asyncio
import json
import signal
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from service.interceptor import REQUEST_ID_KEY
from service.server import COMBAT_SERVICE
from tests.service.connect_http import END_STREAM, Stream
from tests.service.server_process import REPO, ServerProcess

_SERVING = health_pb2.HealthCheckResponse.SERVING
_NOT_SERVING = health_pb2.HealthCheckResponse.NOT_SERVING
_TIMEOUT = 60.0  # per call: a hang guard
EXAMPLES = REPO / "clients" / "python" / "examples"


def _example(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((EXAMPLES / name).read_text())
    return loaded


def _encounter_item(item_id: str) -> pb.ResolveBatchRequest:
    text = (EXAMPLES / "arrayer_encounter.json").read_text()
    request = json_format.Parse(text, pb.ResolveEncounterRequest())
    request.ClearField("dice")  # the batch seed decides
    return pb.ResolveBatchRequest(item=pb.BatchItem(id=item_id, encounter=request))


_Watch = grpc.aio.UnaryStreamCall[Any, Any]


async def _next_status(watch: _Watch) -> int:
    response = await watch.read()
    assert isinstance(response, health_pb2.HealthCheckResponse)
    status: int = response.status
    return status


async def _open_watches(channel: grpc.aio.Channel) -> list[_Watch]:
    """Health Watch streams for the server and for CombatService, both seen SERVING."""
    health = health_pb2_grpc.HealthStub(channel)
    watches = [
        health.Watch(health_pb2.HealthCheckRequest(service=service), timeout=_TIMEOUT)
        for service in ("", COMBAT_SERVICE)
    ]
    for watch in watches:
        assert await _next_status(watch) == _SERVING
    return watches


async def _assert_watches_end_not_serving(watches: list[_Watch]) -> None:
    for watch in watches:
        assert await _next_status(watch) == _NOT_SERVING
        # The stream then ends, so it does not hold the drain for the whole grace period.
        assert await watch.read() is grpc.aio.EOF
        assert await watch.code() is grpc.StatusCode.OK


@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigterm_drains_an_in_flight_stream_and_exits_0(workers: str) -> None:
    with ServerProcess("--grace", "60", "--workers", workers) as server:

        async def scenario() -> None:
            async with grpc.aio.insecure_channel(server.target) as channel:
                watches = await _open_watches(channel)
                batch = pb_grpc.CombatServiceStub(channel).ResolveBatch(
                    metadata=((REQUEST_ID_KEY, "draining-batch"),), timeout=_TIMEOUT
                )
                await batch.write(pb.ResolveBatchRequest(options=pb.BatchOptions(seed=7)))
                await batch.write(_encounter_item("before"))
                before = await batch.read()
                assert isinstance(before, pb.ResolveBatchResponse)
                assert (before.id, before.index, before.WhichOneof("result")) == (
                    "before",
                    0,
                    "encounter",
                )

                server.send_signal(signal.SIGTERM)
                await _assert_watches_end_not_serving(watches)

                # Health says NOT_SERVING, yet the open stream is still served to its end.
                await batch.write(_encounter_item("during"))
                during = await batch.read()
                assert isinstance(during, pb.ResolveBatchResponse)
                assert (during.id, during.index, during.WhichOneof("result")) == (
                    "during",
                    1,
                    "encounter",
                )
                await batch.done_writing()
                assert await batch.read() is grpc.aio.EOF
                assert await batch.code() is grpc.StatusCode.OK

        asyncio.run(scenario())
        assert server.wait() == 0

    events = [line["event"] for line in server.lines]
    assert events[-1] == "stopped"
    shutting_down = server.wait_for(lambda line: line["event"] == "shutting down")
    assert (shutting_down["reason"], shutting_down["grace"]) == ("SIGTERM", 60.0)
    batch_line = server.wait_for(lambda line: line.get("request_id") == "draining-batch")
    assert (batch_line["code"], batch_line["items"], batch_line["seed"]) == ("OK", 2, "7")
    # The stream's line is written when the stream ends: after shutdown began.
    assert events.index("shutting down") < server.lines.index(batch_line)
    stopped = [line for line in server.lines if line["event"] == "stopped"]
    if workers == "2":
        # Each worker drained and stopped (its lines carry its pid), then the supervisor did.
        assert sorted(line["pid"] for line in stopped[:-1]) == sorted(server.serving["worker_pids"])
        assert "pid" not in stopped[-1]
        ended = [line for line in server.lines if line["event"] == "worker stopped"]
        assert [line["exit_code"] for line in ended] == [0, 0]
    else:
        assert len(stopped) == 1


def test_calls_over_both_routes_still_open_when_the_grace_period_ends_are_cut_off() -> None:
    with ServerProcess("--grace", "0") as server:

        async def scenario() -> None:
            async with grpc.aio.insecure_channel(server.target) as channel:
                batch = pb_grpc.CombatServiceStub(channel).ResolveBatch(
                    metadata=((REQUEST_ID_KEY, "cut-batch"),), timeout=_TIMEOUT
                )
                await batch.write(_encounter_item("only"))
                assert isinstance(await batch.read(), pb.ResolveBatchResponse)
                stream = Stream(server.base_url, "ResolveBatch", {REQUEST_ID_KEY: "cut-connect"})
                try:
                    stream.send({"item": {"id": "one", "action": _example("arrayer_attack.json")}})
                    assert stream.receive()[1]["id"] == "one"
                    server.send_signal(signal.SIGTERM)
                    # No grace: the server cuts both open streams off right away; the Connect
                    # one ends with a retryable error.
                    flags, end = stream.receive()
                finally:
                    stream.close()
                assert flags == END_STREAM
                assert end["error"]["code"] == "unavailable"
                assert "grace period is over" in end["error"]["message"]
                with pytest.raises(grpc.aio.AioRpcError) as cut:
                    await batch.read()
                assert cut.value.code() in {grpc.StatusCode.CANCELLED, grpc.StatusCode.UNAVAILABLE}

        asyncio.run(scenario())
        assert server.wait() == 0

    # One count and one cut for the calls of both routes.
    shutting_down = server.wait_for(lambda line: line["event"] == "shutting down")
    assert (shutting_down["grace"], shutting_down["in_flight"]) == (0, 2)
    over = server.wait_for(lambda line: line["event"] == "grace period over")
    assert (over["level"], over["cancelled"]) == ("warning", 2)
    batch_line = server.wait_for(lambda line: line.get("request_id") == "cut-batch")
    assert (batch_line["code"], batch_line["items"]) == ("CANCELLED", 1)
    connect = server.wait_for(lambda line: line.get("request_id") == "cut-connect")
    assert (connect["code"], connect["items"], connect["protocol"]) == ("UNAVAILABLE", 1, "connect")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_an_idle_server_stops_on_the_signal_and_exits_0(signum: signal.Signals) -> None:
    with ServerProcess() as server:
        server.send_signal(signum)
        assert server.wait() == 0
    shutting_down, stopped = server.lines[-2:]
    assert (shutting_down["event"], shutting_down["reason"]) == ("shutting down", signum.name)
    assert (stopped["event"], stopped["reason"]) == ("stopped", signum.name)
