"""Large JSON on the Connect route is converted off the event loop (issue 21, defect 3): while a
multi-megabyte JSON body is parsed, or a multi-megabyte JSON answer written, gRPC health checks
are still answered within their deadlines. On the loop, a 4 MB body took seconds of it and health
checks with 2-5 s deadlines timed out (a liveness probe would restart the pod).

A real server; the big call runs in a thread of this test while the main thread checks health
with a 1 s deadline (ten times what any check takes beside a conversion off the loop) until the
big call has its answer.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator

import grpc
import pytest
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import trace_pb2
from service.connect import OFF_LOOP_BYTES
from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.service.support import heavy_encounter

_HEALTH_DEADLINE = 1.0


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    # Forced faces up to the huge body's: its size check (first) passes, so the request is read.
    with ServerProcess("--max-forced-faces", "2000000") as process:
        yield process


def _huge_body() -> tuple[str, str]:
    # 4 MB of JSON (the message limit): two million forced faces and no state, refused once
    # parsed (the state is missing); the parse is the work.
    faces = ",".join(["1"] * 1_900_000)
    return "ResolveAction", '{"dice": {"forced": {"faces": [' + faces + "]}}}"


def _huge_answer() -> tuple[str, str]:
    # About 7 MB of JSON: 200 rounds of 64 combatants at full detail.
    request = heavy_encounter()
    request.trace_detail = trace_pb2.TRACE_DETAIL_FULL
    return "ResolveEncounter", json_format.MessageToJson(request)


@pytest.mark.parametrize("make", [_huge_body, _huge_answer], ids=["body", "answer"])
def test_health_is_answered_while_large_json_converts(server: ServerProcess, make: object) -> None:
    assert callable(make)
    rpc, body = make()
    assert len(body) >= OFF_LOOP_BYTES
    replies: list[connect_http.ConnectResponse] = []
    big = threading.Thread(
        target=lambda: replies.append(connect_http.post(server.base_url, rpc, body)), daemon=True
    )
    failures: list[str] = []
    checks = 0
    with grpc.insecure_channel(server.target) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        health.Check(health_pb2.HealthCheckRequest(), timeout=10)  # connected
        big.start()
        while big.is_alive():
            try:
                health.Check(health_pb2.HealthCheckRequest(), timeout=_HEALTH_DEADLINE)
            except grpc.RpcError as err:
                assert isinstance(err, grpc.Call)
                failures.append(str(err.code()))
            checks += 1
        big.join()
    (reply,) = replies
    if rpc == "ResolveEncounter":
        assert reply.status == 200 and len(reply.body) > 4_000_000
    else:
        assert reply.status == 400  # parsed, then refused: not MALFORMED_MESSAGE
        assert "Ruleset must be set" in json.loads(reply.body)["message"]
    assert checks > 1 and failures == []
