"""Fuzzing the Connect port's HTTP layer (issue 21): raw HTTP/1.1 requests drawn from the
content types, upgrades, framing headers, paths and body timings a client (or an attacker) can
send, against a real ``python -m service``. Every request gets an answer, and every answer is
one the docs name (docs/configuration.md, "Connections"; docs/api.md, "Connect route"): no 5xx
(a 500 was a traceback reaching the client), and nothing at error level in the log (the
package's autouse check).

The server has a short read timeout, so that a body that never completes is answered 408 within
a second; each request asks to close the connection, so the answer is read to its end.
Derandomized and bounded by an example count, not a clock.
"""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzz.protofuzz import FUZZ_SETTINGS
from tests.fuzz.routes import METHODS
from tests.service.server_process import ServerProcess

_GUARD = 30.0  # a hang guard: every bound under test is far below it
#: Statuses the Connect port answers with (docs): success, a Connect error's (invalid_argument,
#: unauthenticated, not_found, resource_exhausted, ...), a refused request (400, 405, 408, 415),
#: a Host the server does not answer to (403).
#: A 5xx other than a Connect error's own mapping would be an unexpected failure.
DOCUMENTED = frozenset({200, 400, 401, 403, 404, 405, 408, 409, 412, 413, 415, 429, 499, 504})

_PATHS = [f"/arbiter.v1.CombatService/{method}" for method in sorted(METHODS)] + [
    "/grpc.health.v1.Health/Check",
    "/",
    "/arbiter.v1.CombatService/Nope",
    "/arbiter.v1.CombatService%2FResolveAction",
    "/arbiter.v1.CombatService/GetCatalog?encoding=json&message=%7B%7D",
    "/arbiter.v1.CombatService/GetCatalog?encoding=proto&message=%FF",
    "//arbiter.v1.CombatService/GetCatalog",
]
_CONTENT_TYPES = [
    "application/json",
    "application/proto",
    "application/connect+json",
    "application/connect+proto",
    "application/grpc",
    "application/grpc+proto",
    "application/grpc+json",
    "application/grpc-web+proto",
    "application/json; charset=utf-8",
    "text/plain",
    "",
]
_EXTRA_HEADERS = [
    ("Upgrade", "websocket"),
    ("Upgrade", "h2c"),
    ("Sec-WebSocket-Version", "13"),
    ("Connect-Protocol-Version", "1"),
    ("Connect-Protocol-Version", "2"),
    ("Connect-Timeout-Ms", "1"),
    ("Connect-Timeout-Ms", "-5"),
    ("Content-Encoding", "gzip"),
    ("Connect-Content-Encoding", "br"),
    ("Expect", "100-continue"),
    ("Authorization", "Bearer nope"),
    ("X-Forwarded-For", "203.0.113.9"),
    ("Origin", "https://evil.example"),
]


_BAD_HOSTS = ["evil.example", "a b:c"]


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    with ServerProcess("--read-timeout", "0.5") as process:
        yield process


@st.composite
def _requests(draw: st.DrawFn) -> bytes:
    method = draw(st.sampled_from(["POST", "POST", "GET", "PUT", "OPTIONS", "HEAD", "DELETE"]))
    path = draw(st.sampled_from(_PATHS))
    body = draw(st.binary(max_size=64) | st.sampled_from([b"{}", b'{"state": {}}', b"\x00" * 5]))
    framing = draw(st.sampled_from(["length", "chunked", "both", "short", "none"]))
    # Mostly names the server answers to; evil.example and a malformed one are refused (403).
    host = draw(st.sampled_from(["127.0.0.1", "127.0.0.1", "localhost:80", "[::1]", *_BAD_HOSTS]))
    headers = [("Host", host)]
    content_type = draw(st.sampled_from(_CONTENT_TYPES))
    if content_type:
        headers.append(("Content-Type", content_type))
    headers += draw(st.lists(st.sampled_from(_EXTRA_HEADERS), max_size=3, unique=True))
    upgrading = any(name == "Upgrade" for name, _ in headers)
    headers.append(("Connection", "Upgrade, close" if upgrading else "close"))
    if framing in ("length", "both"):
        headers.append(("Content-Length", str(len(body))))
    if framing == "short":  # promises more than it sends: the body never completes
        headers.append(("Content-Length", str(len(body) + 10)))
    if framing in ("chunked", "both"):
        headers.append(("Transfer-Encoding", "chunked"))
        body = (f"{len(body):x}\r\n".encode() + body + b"\r\n" if body else b"") + b"0\r\n\r\n"
    head = f"{method} {path} HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers)
    return head.encode() + b"\r\n" + (b"" if framing == "none" else body)


def _answer(port: int, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=_GUARD) as sock:
        # Refused before it was all sent: the answer says why.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(request)
        received = b""
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass  # closed with unread request bytes: what came before the reset is the answer
    return received


@settings(FUZZ_SETTINGS, max_examples=150)
@given(_requests())
def test_every_raw_request_gets_a_documented_answer(server: ServerProcess, request: bytes) -> None:
    logged = len(server.lines)
    answer = _answer(server.http_port or 0, request)
    while answer.startswith(b"HTTP/1.1 100 "):
        # The interim answer to "Expect: 100-continue" (RFC 9110 15.2.1); the final one follows.
        answer = answer.split(b"\r\n\r\n", 1)[1]
    status_line = answer.split(b"\r\n", 1)[0]
    assert status_line.startswith(b"HTTP/1.1 "), (request, answer[:200])
    status = int(status_line.split()[1])
    assert status in DOCUMENTED, (request, answer[:300])
    if any(f"\r\nHost: {bad}\r\n".encode() in request for bad in _BAD_HOSTS):
        # Refused before anything else looks at it; unless h11 refused the request's framing
        # first (400), as it does before any app runs.
        assert status in {400, 403}, (request, answer[:300])
    # Logged by the time of the answer (or just after: a warning for the close comes later).
    errors = [e for e in server.lines[logged:] if e.get("level") in {"error", "critical"}]
    assert not errors, (request, errors[:1])
    assert not [line for line in server.stderr_lines if "Traceback" in line]
