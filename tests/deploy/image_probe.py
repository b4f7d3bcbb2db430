"""What a kubelet and a client in the pod's network would do, run inside the network namespace of
the image's container (tests/deploy/test_image.py starts it under ``nsenter --net``): the image's
ports are reached on its own loopback, as a sidecar's neighbours reach them.

``python -m tests.deploy.image_probe checks``: health of both services over gRPC, one
ResolveAction over gRPC and the same over Connect, and /metrics; prints their results as JSON.
``python -m tests.deploy.image_probe drain``: starts a worst-case encounter, prints ``IN_FLIGHT``
once the server has counted it as started (its /metrics say so), then prints the call's outcome
when it ends (the test sends SIGTERM between the two).
"""

from __future__ import annotations

import json
import sys
import threading
import time
import urllib.request
from typing import Any

import grpc
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from bench.health import worst_case
from service.config import DEFAULT_HTTP_PORT, DEFAULT_METRICS_PORT, DEFAULT_PORT
from service.server import COMBAT_SERVICE
from tests.service import connect_http
from tests.service.server_process import REPO

TARGET = f"127.0.0.1:{DEFAULT_PORT}"
HTTP = f"http://127.0.0.1:{DEFAULT_HTTP_PORT}"
METRICS = f"http://127.0.0.1:{DEFAULT_METRICS_PORT}/metrics"
_TIMEOUT = 60.0  # a hang guard, per call
_STARTED = 'grpc_server_started_total{grpc_method="ResolveEncounter"'


def _attack() -> pb.ResolveActionRequest:
    text = (REPO / "clients" / "python" / "examples" / "arrayer_attack.json").read_text()
    return json_format.Parse(text, pb.ResolveActionRequest())


def _metrics() -> str:
    with urllib.request.urlopen(METRICS, timeout=_TIMEOUT) as response:
        return str(response.read().decode())


def _serving(channel: grpc.Channel) -> None:
    """Wait until the combat service says SERVING, as a startup probe does."""
    health = health_pb2_grpc.HealthStub(channel)
    request = health_pb2.HealthCheckRequest(service=COMBAT_SERVICE)
    deadline = time.monotonic() + _TIMEOUT
    while time.monotonic() < deadline:
        answer = health.Check(request, timeout=_TIMEOUT, wait_for_ready=True)
        if answer.status == health_pb2.HealthCheckResponse.SERVING:
            return
    raise TimeoutError("the combat service never said SERVING")


def checks() -> dict[str, Any]:
    with grpc.insecure_channel(TARGET) as channel:
        _serving(channel)
        health = health_pb2_grpc.HealthStub(channel)
        statuses = {
            name or "(server)": health_pb2.HealthCheckResponse.ServingStatus.Name(
                health.Check(health_pb2.HealthCheckRequest(service=name), timeout=_TIMEOUT).status
            )
            for name in ("", COMBAT_SERVICE)
        }
        request = _attack()
        answer = pb_grpc.CombatServiceStub(channel).ResolveAction(request, timeout=_TIMEOUT)
    connect = connect_http.post(HTTP, "ResolveAction", json_format.MessageToDict(request))
    return {
        "health": statuses,
        "grpc": json_format.MessageToDict(answer),
        "connect_status": connect.status,
        "connect": connect.json(),
        "metrics": _metrics(),
    }


def drain() -> None:
    outcome: dict[str, Any] = {}

    def call() -> None:
        with grpc.insecure_channel(TARGET) as channel:
            _serving(channel)
            try:
                answer = pb_grpc.CombatServiceStub(channel).ResolveEncounter(
                    worst_case(), timeout=_TIMEOUT
                )
                outcome.update(code="OK", rounds=answer.outcome.rounds)
            except grpc.RpcError as error:
                outcome.update(code=error.code().name, details=error.details())

    caller = threading.Thread(target=call)
    caller.start()
    deadline = time.monotonic() + _TIMEOUT
    while caller.is_alive() and time.monotonic() < deadline:
        try:
            scraped = _metrics()
        except OSError:  # the metrics port not open yet
            continue
        if any(
            line.startswith(_STARTED) and float(line.split()[-1]) >= 1
            for line in scraped.splitlines()
        ):
            print("IN_FLIGHT", flush=True)
            break
    else:
        print("NOT_IN_FLIGHT", flush=True)
    caller.join(_TIMEOUT)
    print(json.dumps(outcome), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "checks":
        print(json.dumps(checks()))
    else:
        drain()
