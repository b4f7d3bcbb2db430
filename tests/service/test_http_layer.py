"""The Connect port's HTTP layer (issue 21): what no endpoint serves is refused before any app
sees it (service.connections.refuse_malformed), with a 400, a closed connection, one warning
line and a count, never a traceback; a body trickled in is bounded as a whole; and an answer
the client never takes is dropped after the read timeout however it was written (issue 28),
and a kept-alive client calling on is not taken for one.

A real ``python -m service``, spoken to with raw sockets (a client library would never send
these). Every test reads until the server closes the connection, with a hang guard far longer
than any bound: nothing waits on the clock.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import socket
import time
from collections.abc import Iterator

import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, state_pb2, trace_pb2
from tests.service.server_process import REPO, LogLine, ServerProcess
from tests.service.support import encounter, seeded, tiered_fighter

_GUARD = 30.0
_PATH = "/arbiter.v1.CombatService/GetCatalog"
_READ_TIMEOUT = 0.5


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    with ServerProcess("--read-timeout", str(_READ_TIMEOUT)) as process:
        yield process


def _exchange(port: int, request: bytes) -> bytes:
    """Send ``request`` and read everything until the server closes."""
    with socket.create_connection(("127.0.0.1", port), timeout=_GUARD) as sock:
        sock.sendall(request)
        return _read_to_eof(sock)


def _read_to_eof(sock: socket.socket) -> bytes:
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    return received


def _status_and_body(answer: bytes) -> tuple[int, dict[str, str], bytes]:
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in header_lines)
    return int(status_line.split()[1]), headers, body


def _refusals(server: ServerProcess, reason: str) -> list[LogLine]:
    return [
        line
        for line in server.lines
        if line.get("event") == "http request refused" and line.get("reason") == reason
    ]


def _no_traceback(server: ServerProcess) -> None:
    assert not [line for line in server.lines if line.get("level") in ("error", "critical")]
    assert not [line for line in server.stderr_lines if "Traceback" in line]


_UPGRADE = (
    f"GET {_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
    "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
).encode()
_BOTH_FRAMINGS = (
    f"POST {_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    "Content-Length: 7\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
).encode()
_ENCODED = (
    b"POST /arbiter.v1.CombatService%2FGetCatalog HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    b"Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
)


@pytest.mark.parametrize(
    ("reason", "request_bytes", "said"),
    [
        ("WEBSOCKET_UPGRADE", _UPGRADE, "no WebSocket upgrade"),
        ("CONFLICTING_FRAMING", _BOTH_FRAMINGS, "RFC 9112 6.3"),
        ("ENCODED_PATH", _ENCODED, "percent-encoded"),
    ],
)
def test_a_request_no_endpoint_serves_is_refused_logged_and_counted(
    server: ServerProcess, reason: str, request_bytes: bytes, said: str
) -> None:
    before = server.metric("arbiter_http_refused_total", reason=reason)
    # Read to EOF: the server closes after the 400 (for the framing case, the rest of the
    # request would otherwise be read as a next one).
    status, headers, body = _status_and_body(_exchange(server.http_port or 0, request_bytes))
    assert (status, headers["connection"]) == (400, "close")
    error = json.loads(body)
    assert error["code"] == "invalid_argument" and said in error["message"]
    line = server.wait_for(
        lambda entry: entry.get("event") == "http request refused" and entry["reason"] == reason
    )
    assert line["level"] == "warning" and line["peer"].startswith("127.0.0.1:")
    assert server.metric("arbiter_http_refused_total", reason=reason) == before + 1
    assert len(_refusals(server, reason)) == before + 1
    _no_traceback(server)


@pytest.mark.parametrize("http_method", ["POST", "GET", "PUT"])
@pytest.mark.parametrize("content_type", ["application/grpc", "application/grpc+json"])
def test_a_grpc_content_type_is_415_whatever_the_http_method(
    server: ServerProcess, http_method: str, content_type: str
) -> None:
    # A GET of one reached connectrpc's gRPC protocol, which raised (no ASGI trailers): HTTP 200
    # with grpc-status 2, the exception's text, and a traceback in the log.
    request = (
        f"{http_method} /arbiter.v1.CombatService/ComputeOdds HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Content-Type: {content_type}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    ).encode()
    status, headers, body = _status_and_body(_exchange(server.http_port or 0, request))
    assert status == 415 and "grpc-status" not in headers
    assert json.loads(body)["code"] == "invalid_argument"
    _no_traceback(server)


def test_an_h2c_upgrade_offer_is_ignored_and_the_call_served(server: ServerProcess) -> None:
    # curl offers h2c on http:// URLs; RFC 9110 7.8 lets the server stay on HTTP/1.1.
    request = (
        f"POST {_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Connection: Upgrade, HTTP2-Settings, close\r\nUpgrade: h2c\r\n"
        "HTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n"
        "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
    ).encode()
    status, _, body = _status_and_body(_exchange(server.http_port or 0, request))
    assert status == 200 and b"rulesets" in body
    _no_traceback(server)


def _peer_logged(server: ServerProcess, forwarded_for: str, request_id: str) -> str:
    request = (
        f"POST {_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        f"X-Forwarded-For: {forwarded_for}\r\nX-Request-Id: {request_id}\r\n"
        "Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
    ).encode()
    status, _, _ = _status_and_body(_exchange(server.http_port or 0, request))
    assert status == 200
    line = server.wait_for(lambda entry: entry.get("request_id") == request_id)
    return str(line["peer"])


def test_a_client_cannot_name_its_own_peer(server: ServerProcess) -> None:
    # uvicorn trusted X-Forwarded-For from 127.0.0.1 by default: the log believed any local
    # client.
    assert _peer_logged(server, "203.0.113.9", "spoofed-peer").startswith("127.0.0.1:")


def test_a_trusted_proxy_names_the_peer() -> None:
    with ServerProcess("--trusted-proxies", "127.0.0.0/8") as server:
        assert _peer_logged(server, "203.0.113.9", "forwarded-peer") == "203.0.113.9:0"


def test_a_body_trickled_in_is_bounded_as_a_whole(server: ServerProcess) -> None:
    # Each byte comes well inside the read timeout, so only the bound on the whole body (three
    # read timeouts: service.connections.BODY_TIMEOUT_READS) ends it.
    body = b'{"ruleset": "RULESET_ARRAYER"}'
    request = (
        f"POST {_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    head, _, body = request.partition(b"\r\n\r\n")
    sent = 0
    with socket.create_connection(("127.0.0.1", server.http_port or 0), timeout=_GUARD) as sock:
        sock.sendall(head + b"\r\n\r\n")
        # A byte every fifth of the read timeout (the client's pace, not a wait for the
        # server), until the server answers: select would be the same, a peek is simpler.
        sock.setblocking(False)
        while sent < len(body):
            time.sleep(_READ_TIMEOUT / 5)
            try:
                if sock.recv(1, socket.MSG_PEEK):
                    break
            except BlockingIOError:
                pass
            sock.sendall(body[sent : sent + 1])
            sent += 1
        sock.setblocking(True)
        status, headers, _ = _status_and_body(_read_to_eof(sock))
    assert (status, headers["connection"]) == (408, "close")
    # The whole body takes 30 x 0.1 s = 3 s; its bound is 1.5 s.
    assert sent < len(body)
    _no_traceback(server)


def _full_trace_encounter() -> bytes:
    """ResolveEncounter of 16 combatants for 60 rounds with the full trace, as JSON: an answer
    of about 350 kB of JSON, which connectrpc hands to uvicorn in one write."""
    fighters = [
        tiered_fighter(f"c{i}", "blue" if i % 2 else "red", hp=1_000_000, at=(3 * i, 150 * (i % 2)))
        for i in range(16)
    ]
    request = combat_service_pb2.ResolveEncounterRequest(
        state=encounter(state_pb2.RULESET_TIERED, *fighters),
        dice=seeded(7),
        max_rounds=60,
        trace_detail=trace_pb2.TRACE_DETAIL_FULL,
    )
    body = json_format.MessageToJson(request).encode()
    return (
        b"POST /arbiter.v1.CombatService/ResolveEncounter HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Content-Type: application/json\r\nContent-Length: "
        + str(len(body)).encode()
        + b"\r\n\r\n"
        + body
    )


def _dechunked(body: bytes) -> bytes | None:
    """A chunked body's content; None until its last chunk has arrived."""
    content = b""
    while b"\r\n" in body:
        size_line, _, body = body.partition(b"\r\n")
        size = int(size_line, 16)
        if size == 0:
            return content
        content, body = content + body[:size], body[size + 2 :]
    return None


def _small_window() -> socket.socket:
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a small window
    sock.settimeout(_GUARD)
    return sock


def test_a_one_write_answer_to_a_client_that_never_reads_is_dropped() -> None:
    # The answer is one write, which the kernel's send queue on loopback took whole: no
    # pause_writing, so no clock ran, and the keep-alive timer's close (before the read
    # timeout) handed the 350 kB to the kernel, which kept the connection for as long as the
    # client lived (issue 28, defect 6: still open after 22 s with --read-timeout 10).
    read_timeout = 2.0
    with (
        ServerProcess(
            "--read-timeout", str(read_timeout), "--http-keepalive-timeout", "0.5"
        ) as server,
        _small_window() as sock,
    ):
        sock.connect(("127.0.0.1", server.http_port or 0))
        sock.sendall(_full_trace_encounter())
        sock.recv(1, socket.MSG_PEEK)  # the answer has begun to arrive
        began = time.monotonic()
        line = server.wait_for(lambda entry: entry.get("event") == "http client not reading")
        # Reset: what the client had not read is gone, and so is the connection.
        with contextlib.suppress(ConnectionResetError):
            _read_to_eof(sock)
        assert time.monotonic() - began < 2 * read_timeout  # the acceptance
    assert line["level"] == "warning" and line["buffered_bytes"] > 100_000


def test_a_client_taking_its_answer_slowly_gets_all_of_it() -> None:
    # What shrinks between two checks is a client reading: only one that takes nothing for a
    # read timeout is dropped.
    with (
        ServerProcess("--read-timeout", "0.5", "--http-keepalive-timeout", "0.2") as server,
        _small_window() as sock,
    ):
        sock.connect(("127.0.0.1", server.http_port or 0))
        sock.sendall(_full_trace_encounter())
        received = b""
        while (body := _dechunked(received.partition(b"\r\n\r\n")[2])) is None:
            received += sock.recv(8192)
            time.sleep(0.05)  # the client's pace: about 160 kB a second at most
    assert received.startswith(b"HTTP/1.1 200 ") and "trace" in json.loads(body)
    assert not [e for e in server.lines if e.get("event") == "http client not reading"]


def test_a_kept_alive_client_calling_on_is_never_taken_for_one_not_reading() -> None:
    # A client calling again as soon as it has its answer, on one connection, for many read
    # timeouts: its next answer, on its way when the write clock of the last one's remainder
    # ended, was taken for an untaken one, and the connection reset each read timeout (the
    # fuzz tests' kept-alive route met it in CI). Requests, not the clock, pace it.
    read_timeout = 0.2
    body = (REPO / "clients/python/examples/arrayer_attack.json").read_bytes()
    with ServerProcess("--read-timeout", str(read_timeout)) as server:
        connection = http.client.HTTPConnection("127.0.0.1", server.http_port, timeout=_GUARD)
        begun = time.monotonic()
        calls = 0
        while time.monotonic() - begun < 15 * read_timeout:
            connection.request(
                "POST",
                "/arbiter.v1.CombatService/ResolveAction",
                body=body,
                headers={"content-type": "application/json"},
            )
            answer = connection.getresponse()
            assert answer.status == 200, answer.read()
            answer.read()
            calls += 1
        connection.close()
    assert calls > 15
    assert not [e for e in server.lines if e.get("event") == "http client not reading"]
