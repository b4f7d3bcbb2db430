"""The server runtime over real loopback: health, reflection, metrics, request ids, log lines.

Most tests talk to one ``python -m service`` subprocess and read its stdout; the failure paths
(a handler raising, aborting, being cancelled) use an in-process server with a test servicer.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import gc
import importlib.metadata
import io
import json
import re
import socket
import time
import urllib.request
from collections.abc import AsyncIterator, Callable
from typing import Any

import grpc
import pytest
import structlog
from google.protobuf import descriptor_pool, json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import (
    ProtoReflectionDescriptorDatabase,
)
from prometheus_client import REGISTRY

import engine
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2
from service.config import Config
from service.interceptor import REQUEST_ID_KEY
from service.limits import Limits
from service.logs import configure_logging
from service.observe import annotate
from service.server import (
    COMBAT_SERVICE,
    DISTRIBUTION,
    RunningServer,
    metrics_endpoint,
    start,
)
from tests.service import connect_http
from tests.service.server_process import REPO, LogLine, ServerProcess
from tests.service.support import metric_sample, scrape_metrics

EXAMPLES = REPO / "clients" / "python" / "examples"
GENERATED_ID = re.compile(r"[0-9a-f]{32}")
HEALTH_SERVICE = "grpc.health.v1.Health"
REFLECTION_SERVICE = "grpc.reflection.v1alpha.ServerReflection"
GET_CATALOG = f"/{COMBAT_SERVICE}/GetCatalog"
RESOLVE_BATCH = f"/{COMBAT_SERVICE}/ResolveBatch"
RPC_KEYS = {"request_id", "method", "ruleset", "seed", "duration_ms", "code", "peer"}
_TIMEOUT = 30.0  # per call and per awaited log line: a hang guard, not a synchronisation


def _example(name: str, message: Any) -> Any:
    return json_format.Parse((EXAMPLES / name).read_text(), message)


def _trailers(metadata: Any, key: str) -> list[Any]:
    return [value for k, value in metadata or () if k == key]


def _is_rpc(request_id: str) -> Callable[[LogLine], bool]:
    return lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id


# --- a subprocess serving the real CombatService ------------------------------------------------


def test_serving_line_reports_what_was_bound(server: ServerProcess) -> None:
    serving = server.serving
    assert serving["host"] == "127.0.0.1"
    assert serving["pid"] == server.proc.pid
    assert serving["level"] == "info"
    assert serving["version"] == importlib.metadata.version(DISTRIBUTION) != "unknown"
    # The server inherits ARBITER_ENGINE, so it runs the engine this process runs.
    assert serving["engine"] == str(engine.IMPLEMENTATION)
    assert (serving["grace"], serving["workers"]) == (10.0, 1)
    assert serving["limits"] == dataclasses.asdict(Limits())
    assert (serving["offload_threads"], serving["max_heavy_calls"]) == (2, 64)
    assert server.port > 0
    assert server.metrics_port is not None
    assert server.metrics_port > 0
    assert server.metrics_port != server.port


def test_health_is_serving_overall_and_per_service(channel: grpc.Channel) -> None:
    health = health_pb2_grpc.HealthStub(channel)
    for service in ("", COMBAT_SERVICE):
        response = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=_TIMEOUT)
        assert response.status == health_pb2.HealthCheckResponse.SERVING
    with pytest.raises(grpc.RpcError) as failed:
        health.Check(health_pb2.HealthCheckRequest(service="no.Such"), timeout=_TIMEOUT)
    assert failed.value.code() is grpc.StatusCode.NOT_FOUND


def test_reflection_lists_the_services_and_the_rpcs(channel: grpc.Channel) -> None:
    database = ProtoReflectionDescriptorDatabase(channel)
    assert set(database.get_services()) == {COMBAT_SERVICE, HEALTH_SERVICE, REFLECTION_SERVICE}
    service = descriptor_pool.DescriptorPool(database).FindServiceByName(COMBAT_SERVICE)
    methods = {m.name: m for m in service.methods}
    assert set(methods) == {
        "ResolveAction",
        "ResolveEncounter",
        "ResolveBatch",
        "GetCatalog",
        "ResolveMany",
        "ComputeOdds",
        "ComputeEncounterOdds",
        "Simulate",
    }
    batch = methods["ResolveBatch"]
    assert (batch.client_streaming, batch.server_streaming) == (True, True)
    assert batch.input_type.full_name == "arbiter.v1.ResolveBatchRequest"
    simulate = methods["Simulate"]
    assert (simulate.client_streaming, simulate.server_streaming) == (False, True)


def test_metrics_count_rpcs_per_method_and_code(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    assert server.metrics_port is not None
    labels = {"grpc_service": COMBAT_SERVICE, "grpc_method": "GetCatalog", "grpc_type": "unary"}
    before = scrape_metrics(server.metrics_port)
    stub = pb_grpc.CombatServiceStub(channel)
    stub.GetCatalog(pb.GetCatalogRequest(), timeout=_TIMEOUT)
    with pytest.raises(grpc.RpcError):
        stub.GetCatalog(pb.GetCatalogRequest(ruleset=99), timeout=_TIMEOUT)  # type: ignore[arg-type]
    after = scrape_metrics(server.metrics_port)

    def delta(name: str, **extra: str) -> float:
        return metric_sample(after, name, **labels, **extra) - metric_sample(
            before, name, **labels, **extra
        )

    assert delta("grpc_server_started_total") == 2
    assert delta("grpc_server_handled_total", grpc_code="OK") == 1
    assert delta("grpc_server_handled_total", grpc_code="INVALID_ARGUMENT") == 1
    assert delta("grpc_server_handling_seconds_count") == 2
    assert delta("grpc_server_handling_seconds_bucket", le="+Inf") == 2


def test_metrics_include_the_domain_counters(server: ServerProcess, channel: grpc.Channel) -> None:
    assert server.metrics_port is not None
    before = scrape_metrics(server.metrics_port)
    request = _example("arrayer_attack.json", pb.ResolveActionRequest())
    response = pb_grpc.CombatServiceStub(channel).ResolveAction(request, timeout=_TIMEOUT)
    after = scrape_metrics(server.metrics_port)
    resolved = "arbiter_resolutions_total"
    rolled = "arbiter_dice_rolled_total"
    arrayer = {"ruleset": "arrayer"}
    assert (
        metric_sample(after, resolved, **arrayer) - metric_sample(before, resolved, **arrayer) == 1
    )
    assert metric_sample(after, rolled, **arrayer) - metric_sample(before, rolled, **arrayer) == (
        response.dice_rolled
    )
    assert response.dice_rolled == 1  # the example forces one face


def test_rpc_log_line_with_the_clients_request_id(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    stub = pb_grpc.CombatServiceStub(channel)
    _, call = stub.GetCatalog.with_call(
        pb.GetCatalogRequest(ruleset=state_pb2.RULESET_TIERED),
        metadata=((REQUEST_ID_KEY, "client-id-1"),),
        timeout=_TIMEOUT,
    )
    assert _trailers(call.trailing_metadata(), REQUEST_ID_KEY) == ["client-id-1"]
    line = server.wait_for(_is_rpc("client-id-1"))
    assert line.keys() >= RPC_KEYS
    assert line["method"] == GET_CATALOG
    assert line["code"] == "OK"
    assert line["level"] == "info"
    assert line["ruleset"] == "tiered"
    assert line["seed"] is None
    assert line["peer"].startswith("ipv4:127.0.0.1:")
    assert isinstance(line["duration_ms"], float)
    assert line["duration_ms"] >= 0


def test_rpc_log_line_with_a_generated_request_id_and_the_seed(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    request = _example("arrayer_encounter.json", pb.ResolveEncounterRequest())
    stub = pb_grpc.CombatServiceStub(channel)
    _, call = stub.ResolveEncounter.with_call(request, timeout=_TIMEOUT)
    [request_id] = _trailers(call.trailing_metadata(), REQUEST_ID_KEY)
    assert GENERATED_ID.fullmatch(request_id)
    line = server.wait_for(_is_rpc(request_id))
    assert line["method"] == f"/{COMBAT_SERVICE}/ResolveEncounter"
    assert (line["code"], line["ruleset"]) == ("OK", "arrayer")
    # uint64 seeds are logged as decimal strings, as in proto3 JSON.
    assert line["seed"] == str(request.dice.seed) == "20260311"


def test_error_status_keeps_its_details_and_the_request_id(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    stub = pb_grpc.CombatServiceStub(channel)
    with pytest.raises(grpc.RpcError) as failed:
        stub.GetCatalog(
            pb.GetCatalogRequest(ruleset=99),  # type: ignore[arg-type]
            metadata=((REQUEST_ID_KEY, "client-id-2"),),
            timeout=_TIMEOUT,
        )
    error: Any = failed.value
    assert error.code() is grpc.StatusCode.INVALID_ARGUMENT
    trailers = error.trailing_metadata()
    assert _trailers(trailers, REQUEST_ID_KEY) == ["client-id-2"]
    # The servicer's google.rpc details survive next to the request id.
    assert len(_trailers(trailers, "grpc-status-details-bin")) == 1
    line = server.wait_for(_is_rpc("client-id-2"))
    assert (line["code"], line["level"], line["method"]) == (
        "INVALID_ARGUMENT",
        "info",
        GET_CATALOG,
    )


def test_stdout_is_json_lines_only(server: ServerProcess, channel: grpc.Channel) -> None:
    stub = pb_grpc.CombatServiceStub(channel)
    stub.GetCatalog(pb.GetCatalogRequest(), metadata=((REQUEST_ID_KEY, "last"),), timeout=_TIMEOUT)
    server.wait_for(_is_rpc("last"))
    lines = server.lines  # parses every line: a non-JSON line fails here
    assert lines
    for line in lines:
        assert {"event", "level", "timestamp"} <= line.keys()


@pytest.mark.parametrize("workers", ["1", "2"])
@pytest.mark.parametrize(
    ("flag", "what"),
    [("--port", "gRPC"), ("--http-port", "Connect"), ("--metrics-port", "metrics")],
)
def test_a_port_in_use_exits_1(server: ServerProcess, flag: str, what: str, workers: str) -> None:
    taken = {"--port": server.port, "--http-port": server.http_port}.get(flag, server.metrics_port)
    with ServerProcess(flag, str(taken), "--workers", workers, ready=False) as rival:
        failed = rival.wait_for(lambda line: line.get("event") == "startup failed")
        assert rival.wait() == 1
    assert failed["level"] == "error"
    assert failed["error"].startswith(f"cannot listen for {what} on '127.0.0.1:{taken}'")


# --- in-process: a test servicer for the failure paths ------------------------------------------


class _Failing(pb_grpc.CombatServiceServicer):
    """GetCatalog: sets a trailer, then ARRAYER raises, TIERED aborts with another trailer,
    else OK with a seed.
    ResolveAction: never answers (``started`` is set once it runs). ComputeOdds: answers, but
    only once its deadline has passed (as a cheap call under a 1 ms deadline does).
    ResolveEncounter, ResolveMany, Simulate: not here.
    ResolveBatch: echoes item ids; an item with id "raise" raises."""

    def __init__(self) -> None:
        self.started = asyncio.Event()

    async def ResolveAction(
        self, request: pb.ResolveActionRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ResolveActionResponse:
        self.started.set()
        await asyncio.Event().wait()
        raise AssertionError("never set")

    async def ResolveEncounter(
        self, request: pb.ResolveEncounterRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ResolveEncounterResponse:
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in the test servicer")

    async def ResolveMany(
        self, request: pb.ResolveManyRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ResolveManyResponse:
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in the test servicer")

    async def ComputeOdds(
        self, request: pb.ComputeOddsRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.ComputeOddsResponse:
        remaining = context.time_remaining()
        assert remaining is not None
        time.sleep(max(0.0, remaining) + 0.01)  # work on the loop, as a cheap call's is
        return pb.ComputeOddsResponse(branches=1)

    async def ComputeEncounterOdds(
        self,
        request: pb.ComputeEncounterOddsRequest,
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> pb.ComputeEncounterOddsResponse:
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in the test servicer")

    async def Simulate(
        self, request: pb.SimulateRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> AsyncIterator[pb.SimulateResponse]:
        await context.abort(grpc.StatusCode.UNIMPLEMENTED, "not in the test servicer")
        yield pb.SimulateResponse()  # never reached: an async generator, as the real one

    async def GetCatalog(
        self, request: pb.GetCatalogRequest, context: grpc.aio.ServicerContext[Any, Any]
    ) -> pb.GetCatalogResponse:
        context.set_trailing_metadata((("x-set", "early"),))
        if request.ruleset == state_pb2.RULESET_ARRAYER:
            raise RuntimeError("catalog exploded")
        if request.ruleset == state_pb2.RULESET_TIERED:
            await context.abort(
                grpc.StatusCode.FAILED_PRECONDITION, "refused", (("x-extra", "kept"),)
            )
        annotate(ruleset="all", seed=2**64 - 1)
        return pb.GetCatalogResponse()

    async def ResolveBatch(
        self,
        request_iterator: AsyncIterator[pb.ResolveBatchRequest],
        context: grpc.aio.ServicerContext[Any, Any],
    ) -> AsyncIterator[pb.ResolveBatchResponse]:
        items = 0
        try:
            async for request in request_iterator:
                if request.item.id == "raise":
                    raise RuntimeError("item exploded")
                yield pb.ResolveBatchResponse(id=request.item.id, index=items)
                items += 1
        finally:
            annotate(items=items)


class _LogCapture(io.StringIO):
    """The in-process server's log, awaitable line by line from the event loop."""

    def __init__(self) -> None:
        super().__init__()
        self._written = asyncio.Event()

    def write(self, text: str) -> int:
        self._written.set()
        return super().write(text)

    async def wait_for(self, predicate: Callable[[LogLine], bool]) -> LogLine:
        while True:
            for raw in self.getvalue().splitlines():
                line: LogLine = json.loads(raw)
                if predicate(line):
                    return line
            # No await between the scan and the clear: no write can slip in unseen.
            self._written.clear()
            await asyncio.wait_for(self._written.wait(), _TIMEOUT)


@dataclasses.dataclass
class _InProcess:
    running: RunningServer
    servicer: _Failing
    stub: pb_grpc.CombatServiceAsyncStub
    channel: grpc.aio.Channel
    logs: _LogCapture


@contextlib.asynccontextmanager
async def _in_process(limits: Limits | None = None) -> AsyncIterator[_InProcess]:
    """A server with the test servicer, logging (at debug) into a capture, metrics off."""
    logs = _LogCapture()
    configure_logging("debug", logs)
    servicer = _Failing()
    config = Config(port=0, metrics_port=None, http_port=0, limits=limits or Limits())
    running = await start(config, servicer=servicer)
    try:
        async with grpc.aio.insecure_channel(running.target) as channel:
            stub = pb_grpc.CombatServiceStub(channel)
            yield _InProcess(running, servicer, stub, channel, logs)
    finally:
        await running.stop(0)
        structlog.reset_defaults()


def _handled(method: str, code: str) -> float:
    """grpc_server_handled_total of a unary CombatService method, in this process."""
    labels = {"grpc_service": COMBAT_SERVICE, "grpc_method": method, "grpc_type": "unary"}
    return (
        REGISTRY.get_sample_value("grpc_server_handled_total", {**labels, "grpc_code": code}) or 0.0
    )


def test_what_the_server_built_before_serving_is_left_out_of_the_collectors_scans() -> None:
    # A full collection of this heap (about 64k objects) takes ~25 ms, paid by the event loop
    # (and its health checks) each time one runs beside a heavy call.
    async def scenario() -> None:
        gc.unfreeze()
        async with _in_process():
            assert gc.get_freeze_count() > 50_000

    asyncio.run(scenario())


def test_an_http_endpoint_stopped_without_grace_logs_no_error() -> None:
    # The metrics endpoint stops with no grace; uvicorn's wait, given a timeout of 0, timed out
    # with nothing to wait for and logged "Cancel 0 running task(s), timeout graceful shutdown
    # exceeded" at error on every shutdown.
    async def scenario() -> None:
        endpoint = metrics_endpoint(Config(port=0, metrics_port=0, http_port=None))
        await endpoint.start()
        await endpoint.stop(0.0)

    out = io.StringIO()
    configure_logging("debug", out)
    try:
        asyncio.run(scenario())
    finally:
        structlog.reset_defaults()
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line for line in lines if line["level"] not in {"debug", "info"}] == []


def test_unexpected_exception_is_internal_with_the_request_id() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            assert server.running.metrics_port is None
            before = _handled("GetCatalog", "INTERNAL")
            call = server.stub.GetCatalog(
                pb.GetCatalogRequest(ruleset=state_pb2.RULESET_ARRAYER),
                metadata=((REQUEST_ID_KEY, "boom-1"),),
                timeout=_TIMEOUT,
            )
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await call
            assert failed.value.code() is grpc.StatusCode.INTERNAL
            assert failed.value.details() == "internal error (request id boom-1)"
            trailers = failed.value.trailing_metadata()
            assert _trailers(trailers, REQUEST_ID_KEY) == ["boom-1"]
            assert _trailers(trailers, "x-set") == ["early"]
            line = await server.logs.wait_for(_is_rpc("boom-1"))
            assert (line["code"], line["level"], line["method"]) == (
                "INTERNAL",
                "error",
                GET_CATALOG,
            )
            assert line["exception"].startswith("Traceback (most recent call last):")
            assert line["exception"].endswith("RuntimeError: catalog exploded")
            assert _handled("GetCatalog", "INTERNAL") == before + 1

    asyncio.run(scenario())


def test_unexpected_exception_in_a_stream_is_internal_and_logged_when_it_ends() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.ResolveBatch(
                metadata=((REQUEST_ID_KEY, "boom-2"),), timeout=_TIMEOUT
            )
            await call.write(pb.ResolveBatchRequest(item=pb.BatchItem(id="a")))
            first = await call.read()
            assert isinstance(first, pb.ResolveBatchResponse)
            assert (first.id, first.index) == ("a", 0)
            await call.write(pb.ResolveBatchRequest(item=pb.BatchItem(id="raise")))
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await call.read()
            assert failed.value.code() is grpc.StatusCode.INTERNAL
            assert failed.value.details() == "internal error (request id boom-2)"
            line = await server.logs.wait_for(_is_rpc("boom-2"))
            assert (line["code"], line["method"], line["items"]) == ("INTERNAL", RESOLVE_BATCH, 1)
            assert line["exception"].endswith("RuntimeError: item exploded")

    asyncio.run(scenario())


def test_abort_keeps_the_handlers_trailers_and_adds_the_request_id() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.GetCatalog(
                pb.GetCatalogRequest(ruleset=state_pb2.RULESET_TIERED), timeout=_TIMEOUT
            )
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await call
            assert failed.value.code() is grpc.StatusCode.FAILED_PRECONDITION
            assert failed.value.details() == "refused"
            trailers = failed.value.trailing_metadata()
            # Trailers given to abort replace those set before, as in grpc.aio.
            assert _trailers(trailers, "x-extra") == ["kept"]
            assert _trailers(trailers, "x-set") == []
            [request_id] = _trailers(trailers, REQUEST_ID_KEY)
            assert GENERATED_ID.fullmatch(request_id)
            line = await server.logs.wait_for(_is_rpc(request_id))
            assert (line["code"], line["level"]) == ("FAILED_PRECONDITION", "info")
            assert "exception" not in line

    asyncio.run(scenario())


@pytest.mark.parametrize("sent", ["has space", "x" * 129])
def test_an_unusable_client_request_id_is_replaced(sent: str) -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.GetCatalog(
                pb.GetCatalogRequest(), metadata=((REQUEST_ID_KEY, sent),), timeout=_TIMEOUT
            )
            await call
            trailers = await call.trailing_metadata()
            assert _trailers(trailers, "x-set") == ["early"]
            [request_id] = _trailers(trailers, REQUEST_ID_KEY)
            assert GENERATED_ID.fullmatch(request_id)
            line = await server.logs.wait_for(_is_rpc(request_id))
            assert (line["code"], line["ruleset"]) == ("OK", "all")
            assert line["seed"] == "18446744073709551615"

    asyncio.run(scenario())


def test_a_call_the_client_cancels_is_logged_cancelled() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.ResolveAction(
                pb.ResolveActionRequest(), metadata=((REQUEST_ID_KEY, "gone"),), timeout=_TIMEOUT
            )
            await server.servicer.started.wait()
            call.cancel()
            with pytest.raises(asyncio.CancelledError):
                await call
            line = await server.logs.wait_for(_is_rpc("gone"))
            assert (line["code"], line["level"]) == ("CANCELLED", "info")

    asyncio.run(scenario())


def test_a_call_past_its_deadline_is_logged_deadline_exceeded() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.ResolveAction(
                pb.ResolveActionRequest(), metadata=((REQUEST_ID_KEY, "late"),), timeout=1.0
            )
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await call
            assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
            assert server.servicer.started.is_set()
            line = await server.logs.wait_for(_is_rpc("late"))
            assert (line["code"], line["level"]) == ("DEADLINE_EXCEEDED", "info")

    asyncio.run(scenario())


def test_a_call_answered_past_its_deadline_is_logged_deadline_exceeded() -> None:
    # The client sees DEADLINE_EXCEEDED, whatever the handler returned; the log once said OK.
    async def scenario() -> None:
        async with _in_process() as server:
            call = server.stub.ComputeOdds(
                pb.ComputeOddsRequest(), metadata=((REQUEST_ID_KEY, "answered-late"),), timeout=0.05
            )
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await call
            assert failed.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
            line = await server.logs.wait_for(_is_rpc("answered-late"))
            assert (line["code"], line["level"]) == ("DEADLINE_EXCEEDED", "info")

    asyncio.run(scenario())


def test_a_message_over_the_limit_is_resource_exhausted() -> None:
    async def scenario() -> None:
        async with _in_process(Limits(max_message_bytes=1024)) as server:
            # Raw bytes: gRPC refuses them by size before anything parses them.
            send_raw: grpc.aio.UnaryUnaryMultiCallable[bytes, bytes]
            send_raw = server.channel.unary_unary(GET_CATALOG)
            with pytest.raises(grpc.aio.AioRpcError) as failed:
                await send_raw(b"\x00" * 2048, timeout=_TIMEOUT)
            assert failed.value.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
            catalog = server.stub.GetCatalog
            assert (
                await catalog(pb.GetCatalogRequest(), timeout=_TIMEOUT) == pb.GetCatalogResponse()
            )

    asyncio.run(scenario())


def test_successful_health_checks_are_logged_at_debug_only() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            health = health_pb2_grpc.HealthStub(server.channel)
            for request_id, service in (("probe", ""), ("probe-unknown", "no.Such")):
                call = health.Check(
                    health_pb2.HealthCheckRequest(service=service),
                    metadata=((REQUEST_ID_KEY, request_id),),
                    timeout=_TIMEOUT,
                )
                with contextlib.suppress(grpc.aio.AioRpcError):
                    await call
            ok = await server.logs.wait_for(_is_rpc("probe"))
            assert (ok["code"], ok["level"]) == ("OK", "debug")
            assert ok["method"] == f"/{HEALTH_SERVICE}/Check"
            unknown = await server.logs.wait_for(_is_rpc("probe-unknown"))
            assert (unknown["code"], unknown["level"]) == ("NOT_FOUND", "info")

    asyncio.run(scenario())


def test_the_connect_route_reports_aborts_and_unexpected_exceptions_like_grpc() -> None:
    async def scenario() -> None:
        async with _in_process() as server:
            base_url = server.running.base_url
            assert base_url is not None
            aborted = await asyncio.to_thread(connect_http.post, base_url, "ResolveMany", {})
            assert aborted.status == 501
            assert aborted.json() == {
                "code": "unimplemented",
                "message": "not in the test servicer",
            }

            def stream() -> list[tuple[int, Any]]:
                call = connect_http.Stream(base_url, "ResolveBatch", {REQUEST_ID_KEY: "boom-c"})
                try:
                    call.send({"item": {"id": "a"}})
                    first = call.receive()
                    call.send({"item": {"id": "raise"}})
                    return [first, call.receive()]
                finally:
                    call.close()

            first, last = await asyncio.to_thread(stream)
            assert first == (0, {"id": "a"})
            assert last == (
                connect_http.END_STREAM,
                {"error": {"code": "internal", "message": "internal error (request id boom-c)"}},
            )
            line = await server.logs.wait_for(_is_rpc("boom-c"))
            assert (line["code"], line["level"], line["protocol"]) == (
                "INTERNAL",
                "error",
                "connect",
            )
            assert line["exception"].endswith("RuntimeError: item exploded")

    asyncio.run(scenario())


@pytest.mark.parametrize("workers", ["1", "2"])
def test_health_and_metrics_bind_their_own_host_so_a_sidecars_api_can_stay_on_loopback(
    workers: str,
) -> None:
    # A sidecar's API on 127.0.0.1 (only its pod may call it), its health and metrics ports
    # where the kubelet's probes and Prometheus arrive (the pod's address; 127.0.0.2 here).
    with ServerProcess(
        "--health-port",
        "0",
        "--health-host",
        "127.0.0.2",
        "--metrics-host",
        "127.0.0.2",
        "--workers",
        workers,
    ) as server:
        health_port = server.serving["health_port"]
        with urllib.request.urlopen(
            f"http://127.0.0.2:{server.metrics_port}/metrics", timeout=_TIMEOUT
        ) as scraped:
            assert scraped.status == 200
        with grpc.insecure_channel(f"127.0.0.2:{health_port}") as channel:
            status = health_pb2_grpc.HealthStub(channel).Check(
                health_pb2.HealthCheckRequest(service=COMBAT_SERVICE), timeout=_TIMEOUT
            )
        assert status.status == health_pb2.HealthCheckResponse.SERVING
        refused = (
            ("127.0.0.1", health_port),
            ("127.0.0.1", server.metrics_port),
            ("127.0.0.2", server.port),
        )
        for host, port in refused:
            with socket.socket() as probe, pytest.raises(ConnectionRefusedError):
                probe.connect((host, port))
