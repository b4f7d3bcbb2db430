"""TLS, mutual TLS, the shared token and reflection off, on both routes, against real
``python -m service`` processes and a throwaway CA (tests/pki.py).

Two servers per module: ``tls_server`` serves TLS (no client certificate) and requires the
token read from a file; ``mtls_server`` requires client certificates and the token from
``ARBITER_AUTH_TOKEN``, with reflection off and a plaintext health port. Neither may ever write
the token, or a token a client sent, to its output.
"""

from __future__ import annotations

import json
import socket
import ssl
import struct
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from google.rpc import error_details_pb2
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import (
    ProtoReflectionDescriptorDatabase,
)
from grpc_status import rpc_status

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from service.auth import AuthToken
from service.config import Config
from service.connect import PRIVATE_CATALOG_CACHE_CONTROL
from service.interceptor import REQUEST_ID_KEY
from service.logs import LIMITED_BURST, LIMITED_EVERY
from service.server import COMBAT_SERVICE
from service.worker import config_from_json, config_to_json, worker_env
from tests.pki import Pki, make_pki
from tests.service import connect_http
from tests.service.server_process import LogLine, ServerProcess
from tests.service.support import batch_item, cheap_action

_TIMEOUT = 30.0
TOKEN = "s3cret-token-" + "7f" * 16
#: A wrong token that shares a long prefix with the right one (and must not be logged either).
WRONG = TOKEN[:-1] + "0"
_OWN_CONNECTION = (("grpc.use_local_subchannel_pool", 1),)


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> Pki:
    return make_pki(tmp_path_factory.mktemp("pki"))


def _assert_no_secret(server: ServerProcess) -> None:
    output = "\n".join(server.raw_lines + server.stderr_lines)
    assert TOKEN not in output
    assert WRONG not in output
    assert TOKEN[: len(TOKEN) // 2] not in output


@pytest.fixture(scope="module")
def tls_server(pki: Pki, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    token_file = tmp_path_factory.mktemp("token") / "token"
    token_file.write_text(TOKEN + "\n")
    args = [*pki.server_args(mtls=False), "--auth-token-file", str(token_file)]
    with ServerProcess(*args) as server:
        yield server
    _assert_no_secret(server)


@pytest.fixture(scope="module")
def mtls_server(pki: Pki) -> Iterator[ServerProcess]:
    args = [*pki.server_args(mtls=True), "--reflection", "off", "--health-port", "0"]
    with ServerProcess(*args, env={"ARBITER_AUTH_TOKEN": TOKEN}) as server:
        yield server
    _assert_no_secret(server)


def _channel(server: ServerProcess, credentials: grpc.ChannelCredentials) -> grpc.Channel:
    return grpc.secure_channel(server.target, credentials, options=_OWN_CONNECTION)


def _bearer(token: str = TOKEN) -> tuple[tuple[str, str], ...]:
    return (("authorization", f"Bearer {token}"),)


def _catalog(channel: grpc.Channel, metadata: Any = ()) -> pb.GetCatalogResponse:
    return pb_grpc.CombatServiceStub(channel).GetCatalog(
        pb.GetCatalogRequest(), timeout=_TIMEOUT, metadata=metadata
    )


def _refused(call: Callable[[], object]) -> grpc.RpcError:
    with pytest.raises(grpc.RpcError) as failed:
        call()
    return failed.value


def _reason(error: grpc.RpcError) -> str:
    status = rpc_status.from_call(error)
    assert status is not None
    (detail,) = status.details
    info = error_details_pb2.ErrorInfo()
    assert detail.Unpack(info)
    assert info.domain == "arbiter.v1"
    return str(info.reason)


def _trailer(error: grpc.RpcError, key: str) -> str | None:
    trailers: Any = error.trailing_metadata()
    return next((v for k, v in trailers or () if k == key), None)


def _line(server: ServerProcess, request_id: str) -> LogLine:
    return server.wait_for(
        lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id
    )


def _handled(server: ServerProcess, **labels: str) -> float:
    return server.metric("grpc_server_handled_total", **labels)


# --- TLS ----------------------------------------------------------------------------------------


def test_grpc_over_tls_with_the_token(tls_server: ServerProcess, pki: Pki) -> None:
    assert tls_server.serving["tls"] == "tls"
    assert tls_server.serving["auth"] == "token"
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        assert _catalog(channel, _bearer()).rulesets


def test_a_plaintext_grpc_client_cannot_call_a_tls_port(tls_server: ServerProcess) -> None:
    with grpc.insecure_channel(tls_server.target, options=_OWN_CONNECTION) as channel:
        error = _refused(lambda: _catalog(channel, _bearer()))
    assert error.code() is grpc.StatusCode.UNAVAILABLE


def test_a_client_trusting_another_ca_refuses_the_server(
    tls_server: ServerProcess, pki: Pki
) -> None:
    with _channel(tls_server, pki.channel_credentials(client=None, trust="other_ca")) as channel:
        error = _refused(lambda: _catalog(channel, _bearer()))
    assert error.code() is grpc.StatusCode.UNAVAILABLE
    with pytest.raises(ssl.SSLCertVerificationError):
        connect_http.post(
            tls_server.base_url,
            "GetCatalog",
            {},
            headers={"authorization": f"Bearer {TOKEN}"},
            context=pki.ssl_context(client=None, trust="other_ca"),
        )


def test_connect_over_tls_with_the_token(tls_server: ServerProcess, pki: Pki) -> None:
    assert tls_server.base_url.startswith("https://")
    response = connect_http.post(
        tls_server.base_url,
        "GetCatalog",
        {},
        headers={"authorization": f"Bearer {TOKEN}"},
        context=pki.ssl_context(client=None),
    )
    assert response.status == 200, response.body
    assert response.json()["rulesets"]


def test_a_cacheable_catalog_behind_the_token_is_private(
    tls_server: ServerProcess, pki: Pki
) -> None:
    # "public" would let a shared cache hand the answer to a caller without the token.
    response = connect_http.get(
        tls_server.base_url,
        "GetCatalog",
        {},
        headers={"authorization": f"Bearer {TOKEN}"},
        context=pki.ssl_context(client=None),
    )
    assert response.status == 200, response.body
    assert response.headers["cache-control"] == PRIVATE_CATALOG_CACHE_CONTROL


def _tls12_handshake(port: int, cipher: str, pki: Pki, alpn: str) -> str | None:
    """The suite a TLS 1.2 handshake offering only ``cipher`` agreed on, or None if refused."""
    context = pki.ssl_context(client=None)
    context.maximum_version = ssl.TLSVersion.TLSv1_2
    context.set_ciphers(cipher)
    context.set_alpn_protocols([alpn])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as raw:
        try:
            with context.wrap_socket(raw, server_hostname="127.0.0.1") as tls:
                agreed = tls.cipher()
                return None if agreed is None else agreed[0]
        except (ssl.SSLError, ConnectionResetError):
            return None


@pytest.mark.parametrize(
    ("cipher", "taken"),
    # The test certificates have EC keys: the ECDSA suites. CBC, CBC, ChaCha20, AES-GCM.
    [
        ("ECDHE-ECDSA-AES256-SHA384", False),
        ("ECDHE-ECDSA-AES128-SHA", False),
        ("ECDHE-ECDSA-CHACHA20-POLY1305", False),
        ("ECDHE-ECDSA-AES128-GCM-SHA256", True),
    ],
)
def test_both_ports_have_one_cipher_policy(
    tls_server: ServerProcess, pki: Pki, cipher: str, taken: bool
) -> None:
    # The Connect port once took CBC suites the gRPC port refuses.
    grpc_port = _tls12_handshake(tls_server.port, cipher, pki, "h2")
    connect_port = _tls12_handshake(tls_server.http_port or 0, cipher, pki, "http/1.1")
    assert grpc_port == connect_port == (cipher if taken else None)


def test_plaintext_http_to_the_tls_connect_route_gets_no_answer(
    tls_server: ServerProcess,
) -> None:
    plain = tls_server.base_url.replace("https://", "http://")
    with pytest.raises((ConnectionError, OSError)):
        connect_http.post(plain, "GetCatalog", {}, headers={"authorization": f"Bearer {TOKEN}"})


# --- the token over gRPC ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("metadata", "reason"),
    [
        ((), "TOKEN_MISSING"),
        (_bearer(WRONG), "TOKEN_INVALID"),
        ((("authorization", TOKEN),), "TOKEN_INVALID"),  # no "Bearer" scheme
    ],
)
def test_a_unary_call_without_the_token_is_unauthenticated(
    tls_server: ServerProcess, pki: Pki, metadata: tuple[tuple[str, str], ...], reason: str
) -> None:
    request_id = f"no-token-{reason}-{len(metadata)}-{metadata[0][1][:3] if metadata else ''}"
    labels = {"grpc_method": "GetCatalog", "grpc_code": "UNAUTHENTICATED"}
    before = _handled(tls_server, **labels)
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        error = _refused(lambda: _catalog(channel, (*metadata, (REQUEST_ID_KEY, request_id))))
    assert error.code() is grpc.StatusCode.UNAUTHENTICATED
    assert _reason(error) == reason
    assert _trailer(error, REQUEST_ID_KEY) == request_id
    line = _line(tls_server, request_id)
    assert (line["level"], line["code"], line["error_reason"]) == (
        "warning",
        "UNAUTHENTICATED",
        reason,
    )
    assert _handled(tls_server, **labels) == before + 1


def test_a_stream_without_the_token_is_refused_before_any_item(
    tls_server: ServerProcess, pki: Pki
) -> None:
    items = iter([batch_item("one", cheap_action())])
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        error = _refused(
            lambda: list(
                stub.ResolveBatch(items, timeout=_TIMEOUT, metadata=((REQUEST_ID_KEY, "s-no"),))
            )
        )
        assert error.code() is grpc.StatusCode.UNAUTHENTICATED
        assert _reason(error) == "TOKEN_MISSING"
        line = _line(tls_server, "s-no")
        assert (line["method"], line["level"]) == (
            "/arbiter.v1.CombatService/ResolveBatch",
            "warning",
        )
        # With the token the same stream is served.
        served = list(
            stub.ResolveBatch(
                iter([batch_item("one", cheap_action())]), timeout=_TIMEOUT, metadata=_bearer()
            )
        )
    assert [r.id for r in served] == ["one"]


def test_health_needs_no_token_and_reflection_does(tls_server: ServerProcess, pki: Pki) -> None:
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        answer = health.Check(health_pb2.HealthCheckRequest(service=COMBAT_SERVICE), timeout=5)
        assert answer.status == health_pb2.HealthCheckResponse.SERVING
        with pytest.raises(grpc.RpcError) as refused:
            ProtoReflectionDescriptorDatabase(channel).get_services()
        assert refused.value.code() is grpc.StatusCode.UNAUTHENTICATED


# --- the token over Connect ---------------------------------------------------------------------


def test_a_connect_call_without_the_token_is_unauthenticated(
    tls_server: ServerProcess, pki: Pki
) -> None:
    before = _handled(tls_server, grpc_method="GetCatalog", grpc_code="UNAUTHENTICATED")
    response = connect_http.post(
        tls_server.base_url,
        "GetCatalog",
        {},
        headers={"authorization": f"Bearer {WRONG}", REQUEST_ID_KEY: "connect-no"},
        context=pki.ssl_context(client=None),
    )
    assert response.status == 401
    assert response.headers[REQUEST_ID_KEY] == "connect-no"
    error = response.json()
    assert error["code"] == "unauthenticated"
    info = connect_http.error_details(error)["google.rpc.ErrorInfo"]
    assert (info.reason, info.domain) == ("TOKEN_INVALID", "arbiter.v1")
    line = _line(tls_server, "connect-no")
    assert (line["level"], line["code"], line["protocol"]) == (
        "warning",
        "UNAUTHENTICATED",
        "connect",
    )
    after = _handled(tls_server, grpc_method="GetCatalog", grpc_code="UNAUTHENTICATED")
    assert after == before + 1


def test_a_simulation_without_the_token_is_refused_before_any_run(
    tls_server: ServerProcess, pki: Pki
) -> None:
    request = pb.SimulateRequest(state=cheap_action().state, runs=3, seed=1, max_rounds=2)
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        error = _refused(
            lambda: list(
                stub.Simulate(request, timeout=_TIMEOUT, metadata=((REQUEST_ID_KEY, "sim-no"),))
            )
        )
        assert error.code() is grpc.StatusCode.UNAUTHENTICATED
        assert _reason(error) == "TOKEN_MISSING"
        line = _line(tls_server, "sim-no")
        assert (line["method"], line["level"]) == (
            "/arbiter.v1.CombatService/Simulate",
            "warning",
        )
        assert "runs_done" not in line
        # With the token the same simulation is played.
        *_, last = stub.Simulate(request, timeout=_TIMEOUT, metadata=_bearer())
    assert last.result.runs == 3
    # And over Connect: refused without it, its one request in an envelope.
    body = json.dumps(json_format.MessageToDict(request)).encode()
    response = connect_http.post(
        tls_server.base_url,
        "Simulate",
        struct.pack(">BI", 0, len(body)) + body,
        content_type="application/connect+json",
        headers={REQUEST_ID_KEY: "sim-connect-no"},
        context=pki.ssl_context(client=None),
    )
    ((flags, end),) = connect_http.read_envelopes(response.body)
    assert (flags, end["error"]["code"]) == (connect_http.END_STREAM, "unauthenticated")
    assert _line(tls_server, "sim-connect-no")["code"] == "UNAUTHENTICATED"


def test_a_connect_stream_without_the_token_is_refused(tls_server: ServerProcess, pki: Pki) -> None:
    context = pki.ssl_context(client=None)
    stream = connect_http.Stream(
        tls_server.base_url, "ResolveBatch", {REQUEST_ID_KEY: "cs-no"}, context
    )
    try:
        stream.close_send()
        flags, end = stream.receive()
    finally:
        stream.close()
    assert flags == connect_http.END_STREAM
    assert end["error"]["code"] == "unauthenticated"
    assert _line(tls_server, "cs-no")["code"] == "UNAUTHENTICATED"
    stream = connect_http.Stream(
        tls_server.base_url, "ResolveBatch", {"authorization": f"Bearer {TOKEN}"}, context
    )
    try:
        stream.send({"item": {"id": "one", "action": {}}})
        stream.close_send()
        assert stream.receive()[1]["id"] == "one"
    finally:
        stream.close()


def test_connect_health_needs_no_token(tls_server: ServerProcess, pki: Pki) -> None:
    response = connect_http.request(
        tls_server.base_url,
        "POST",
        "/grpc.health.v1.Health/Check",
        {"service": COMBAT_SERVICE},
        context=pki.ssl_context(client=None),
    )
    assert (response.status, response.json()) == (200, {"status": "SERVING"})


# --- mutual TLS ---------------------------------------------------------------------------------


def test_mtls_serves_a_client_with_a_certificate_on_both_routes(
    mtls_server: ServerProcess, pki: Pki
) -> None:
    assert mtls_server.serving["tls"] == "mtls"
    with _channel(mtls_server, pki.channel_credentials()) as channel:
        assert _catalog(channel, _bearer()).rulesets
    response = connect_http.post(
        mtls_server.base_url,
        "GetCatalog",
        {},
        headers={"authorization": f"Bearer {TOKEN}"},
        context=pki.ssl_context(),
    )
    assert response.status == 200, response.body


@pytest.mark.parametrize("client", [None, "other_client"])
def test_mtls_refuses_a_client_without_a_certificate_of_its_ca(
    mtls_server: ServerProcess, pki: Pki, client: str | None
) -> None:
    with _channel(mtls_server, pki.channel_credentials(client=client)) as channel:
        error = _refused(lambda: _catalog(channel, _bearer()))
    assert error.code() is grpc.StatusCode.UNAVAILABLE
    # The handshake fails (TLS 1.3 reports it on the first read).
    with pytest.raises((ssl.SSLError, ConnectionError)):
        connect_http.post(
            mtls_server.base_url,
            "GetCatalog",
            {},
            headers={"authorization": f"Bearer {TOKEN}"},
            context=pki.ssl_context(client=client),
        )


def test_mtls_still_requires_the_token(mtls_server: ServerProcess, pki: Pki) -> None:
    with _channel(mtls_server, pki.channel_credentials()) as channel:
        error = _refused(lambda: _catalog(channel))
    assert error.code() is grpc.StatusCode.UNAUTHENTICATED


def _list_services(channel: grpc.Channel, metadata: Any) -> list[str]:
    stub = reflection_pb2_grpc.ServerReflectionStub(channel)
    requests = iter([reflection_pb2.ServerReflectionRequest(list_services="")])
    (answer,) = stub.ServerReflectionInfo(requests, timeout=_TIMEOUT, metadata=metadata)
    return [s.name for s in answer.list_services_response.service]


def test_reflection_with_the_token_and_off(
    tls_server: ServerProcess, mtls_server: ServerProcess, pki: Pki
) -> None:
    with _channel(tls_server, pki.channel_credentials(client=None)) as channel:
        assert COMBAT_SERVICE in _list_services(channel, _bearer())
    assert mtls_server.serving["reflection"] is False
    with _channel(mtls_server, pki.channel_credentials()) as channel:
        error = _refused(lambda: _list_services(channel, _bearer()))
    assert error.code() is grpc.StatusCode.UNIMPLEMENTED


def test_the_health_port_is_plaintext_and_serves_health_only(mtls_server: ServerProcess) -> None:
    port = mtls_server.health_port
    assert port is not None
    with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
        health = health_pb2_grpc.HealthStub(channel)
        for service in ("", COMBAT_SERVICE):
            answer = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
            assert answer.status == health_pb2.HealthCheckResponse.SERVING
        error = _refused(lambda: _catalog(channel, _bearer()))
    assert error.code() is grpc.StatusCode.UNIMPLEMENTED


def test_the_token_is_never_written_even_on_failures(
    tls_server: ServerProcess, mtls_server: ServerProcess, pki: Pki
) -> None:
    for server, credentials in (
        (tls_server, pki.channel_credentials(client=None)),
        (mtls_server, pki.channel_credentials()),
    ):
        with _channel(server, credentials) as channel:
            _refused(lambda: _catalog(channel, _bearer(WRONG)))
            _catalog(channel, _bearer())
        _assert_no_secret(server)
        assert json.dumps(server.serving).count("token") == 1  # "auth": "token"


def test_workers_all_serve_tls(pki: Pki, tmp_path: Path) -> None:
    args = [*pki.server_args(mtls=True), "--workers", "2"]
    with ServerProcess(*args, env={"ARBITER_AUTH_TOKEN": TOKEN}) as server:
        assert server.serving["tls"] == "mtls"
        pids: set[int] = set()
        for attempt in range(64):
            request_id = f"worker-tls-{attempt}"
            metadata = (*_bearer(), (REQUEST_ID_KEY, request_id))
            with _channel(server, pki.channel_credentials()) as channel:
                _catalog(channel, metadata)
            response = connect_http.post(
                server.base_url,
                "GetCatalog",
                {},
                headers={"authorization": f"Bearer {TOKEN}", REQUEST_ID_KEY: request_id + "c"},
                context=pki.ssl_context(),
            )
            assert response.status == 200
            pids.add(_line(server, request_id)["pid"])
            pids.add(_line(server, request_id + "c")["pid"])
            if len(pids) == 2:
                break
        assert len(pids) == 2
        with _channel(server, pki.channel_credentials()) as channel:
            assert _refused(lambda: _catalog(channel)).code() is grpc.StatusCode.UNAUTHENTICATED
        # No worker's command line carries the token.
        for pid in server.serving["worker_pids"]:
            assert TOKEN.encode() not in Path(f"/proc/{pid}/cmdline").read_bytes()
    _assert_no_secret(server)


def test_a_key_that_does_not_match_the_certificate_stops_startup(pki: Pki) -> None:
    args = ["--tls-cert", str(pki.server_cert), "--tls-key", str(pki.client_key)]
    with ServerProcess(*args, ready=False) as server:
        assert server.wait() == 1
    (failed,) = [line for line in server.lines if line.get("event") == "startup failed"]
    assert str(pki.server_cert) in failed["error"]
    assert "PRIVATE KEY" not in "\n".join(server.raw_lines + server.stderr_lines)


def test_workers_get_the_token_in_their_environment_not_their_arguments() -> None:
    config = Config(auth_token=AuthToken(TOKEN), workers=2)
    arguments = config_to_json(config)
    assert TOKEN not in arguments
    env = worker_env(config, {"ARBITER_AUTH_TOKEN": "an-older-token-0123456789", "PATH": "/bin"})
    assert env == {"PATH": "/bin", "ARBITER_AUTH_TOKEN": TOKEN}
    assert config_from_json(arguments, env) == config
    assert worker_env(Config(), env) == {"PATH": "/bin"}


_GAME = "https://game.example"


def _lines_of(server: ServerProcess, event: str) -> list[str]:
    return [raw for raw in server.raw_lines if f'"event": "{event}"' in raw]


def test_a_flood_of_refused_preflights_is_logged_at_a_rate_and_a_genuine_one_after_it() -> None:
    # 300 preflights with 15 KiB origins wrote 11.6 MB of warnings, and once 256 origins were
    # remembered a genuine misconfigured one was never logged again (issue 28).
    with ServerProcess("--cors-origins", _GAME) as server:
        assert server.base_url is not None
        preflight = {"access-control-request-method": "POST"}
        for i in range(300):
            origin = f"https://{i}.{'a' * 15 * 1024}.example"
            refused = connect_http.options(
                server.base_url, "GetCatalog", {**preflight, "origin": origin}
            )
            assert refused.status == 400
        flooded = _lines_of(server, "cors preflight refused")
        assert len(flooded) == LIMITED_BURST
        assert sum(len(raw) for raw in flooded) < LIMITED_BURST * 2 * 1024
        # The browser repeats a genuine page's preflight with every call: it is logged as soon
        # as the rate allows (a line every LIMITED_EVERY seconds), saying what was held back.
        genuine = "http://localhost:5173"
        for _ in range(int(4 * LIMITED_EVERY)):
            connect_http.options(server.base_url, "GetCatalog", {**preflight, "origin": genuine})
            if any(genuine in raw for raw in _lines_of(server, "cors preflight refused")):
                break
            time.sleep(0.5)
        line = server.wait_for(
            lambda entry: (
                entry.get("event") == "cors preflight refused" and entry["origin"] == genuine
            )
        )
        assert line["dropped"] >= 300 - LIMITED_BURST
        assert f"--cors-origins {_GAME},{genuine}" in line["hint"]


def _as_host(
    server: ServerProcess, host: str, path: str = "GetCatalog"
) -> connect_http.ConnectResponse:
    """A GetCatalog call (or a GET of ``path`` when it is one) naming ``host`` as its Host."""
    assert server.base_url is not None
    if path.startswith("/"):
        return connect_http._request(server.base_url, "GET", path, None, {"host": host})
    return connect_http.post(server.base_url, path, {}, headers={"host": host})


def test_a_loopback_server_answers_its_own_names_only() -> None:
    # DNS rebinding (issue 28, defect 5): a page on evil.example whose name then resolves to
    # 127.0.0.1 called the loopback server as its own origin; its requests name evil.example.
    with ServerProcess() as server:
        port = server.http_port
        for host in (
            f"127.0.0.1:{port}",
            "localhost",
            f"[::1]:{port}",
            "app.localhost:1",
            "10.0.0.7",
        ):
            assert _as_host(server, host).status == 200, host
        before = server.metric("arbiter_http_refused_total", reason="HOST_NOT_ALLOWED")
        refused = _as_host(server, f"evil.example:{port}")
        assert (refused.status, refused.headers["connection"]) == (403, "close")
        error = json.loads(refused.body)
        assert error["code"] == "permission_denied"
        assert f"'evil.example:{port}'" in error["message"]
        assert "--allowed-hosts evil.example (ARBITER_ALLOWED_HOSTS)" in error["message"]
        studio = _as_host(server, "evil.example", "/studio/")
        assert studio.status == 403 and studio.headers["content-type"].startswith("text/plain")
        assert b"--allowed-hosts evil.example" in studio.body
        line = server.wait_for(lambda entry: entry.get("event") == "http host refused")
        assert line["level"] == "warning" and line["host"] == f"evil.example:{port}"
        assert line["peer"].startswith("127.0.0.1:")
        assert server.metric("arbiter_http_refused_total", reason="HOST_NOT_ALLOWED") == before + 2
        # Any page may send any Host: the lines are limited as the CORS ones are.
        for i in range(3 * LIMITED_BURST):
            assert _as_host(server, f"{i}.{'x' * 4000}.example").status == 403
        lines = _lines_of(server, "http host refused")
        assert len(lines) == LIMITED_BURST
        assert max(len(raw) for raw in lines) < 2 * 1024
        assert server.serving["allowed_hosts"] == []


def test_allowed_hosts_add_names_and_a_domain() -> None:
    with ServerProcess("--allowed-hosts", "arbiter.example,.corp.example") as server:
        for host in (
            "arbiter.example:8080",
            "ARBITER.EXAMPLE.",
            "corp.example",
            "a.b.corp.example",
        ):
            assert _as_host(server, host).status == 200, host
        for host in ("evil.example", "arbiter.example.evil.example", "evilcorp.example"):
            assert _as_host(server, host).status == 403, host
        assert server.serving["allowed_hosts"] == ["arbiter.example", ".corp.example"]


def test_a_server_on_every_interface_answers_any_host_unless_names_are_given() -> None:
    # Kubernetes: clients call it by Service names and pod addresses it cannot know.
    with ServerProcess("--host", "0.0.0.0") as server:
        assert _as_host(server, "arbiter.games.svc.cluster.local").status == 200
        assert server.serving["allowed_hosts"] == "any"
    with ServerProcess("--host", "0.0.0.0", "--allowed-hosts", "arbiter.example") as server:
        assert _as_host(server, "arbiter.example").status == 200
        assert _as_host(server, "10.244.1.17:8080").status == 200  # a pod's address
        assert _as_host(server, "evil.example").status == 403


def test_the_studio_on_the_network_without_a_token_is_warned_of(tmp_path: Path) -> None:
    with ServerProcess("--host", "0.0.0.0", "--studio", "on") as server:
        line = server.wait_for(lambda entry: entry.get("event") == "studio served without a token")
        assert line["level"] == "warning" and "--auth-token-file" in line["hint"]
    token_file = tmp_path / "token"
    token_file.write_text(TOKEN)
    quiet = (
        ServerProcess("--host", "0.0.0.0", "--studio", "on", "--auth-token-file", str(token_file)),
        ServerProcess("--studio", "on"),  # loopback
    )
    for process in quiet:
        with process as server:
            assert not _lines_of(server, "studio served without a token")
