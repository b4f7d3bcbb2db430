"""Held resources (issue 10 item 6): what a client that connects and then stalls may keep.

Real ``python -m service`` processes, spoken to with raw sockets, so the client does exactly the
stalling a well-behaved library never would. The bounds are set small by flags here; the tests
wait on the server closing the connection (a read that returns EOF), with a hang guard that is
far longer than any bound, never on the clock.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
import urllib.request
from collections.abc import Iterator

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import trace_pb2
from tests.service.server_process import REPO, ServerProcess
from tests.service.support import heavy_encounter, proc_status

# Hang guard only: every bound under test is well below it.
_GUARD = 30.0
_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
_DATA = 0x0
_HEADERS = 0x1
_RST_STREAM = 0x3
_SETTINGS = 0x4
_GOAWAY = 0x7
_END_STREAM = 0x1
_ACK = 0x1
_END_HEADERS = 0x4
_SETTINGS_MAX_CONCURRENT_STREAMS = 0x3


def _connect(port: int) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=_GUARD)
    sock.settimeout(_GUARD)
    return sock


def _read_to_eof(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (a timeout fails the test)."""
    received = b""
    while chunk := sock.recv(65536):
        received += chunk
    return received


def _frames(data: bytes) -> Iterator[tuple[int, int, int, bytes]]:
    """(type, flags, stream id, payload) of each whole HTTP/2 frame in ``data``."""
    at = 0
    while at + 9 <= len(data):
        length = int.from_bytes(data[at : at + 3], "big")
        kind, flags = data[at + 3], data[at + 4]
        (stream,) = struct.unpack(">I", data[at + 5 : at + 9])
        yield kind, flags, stream & 0x7FFFFFFF, data[at + 9 : at + 9 + length]
        at += 9 + length


def _handshake(sock: socket.socket) -> bytes:
    """Open HTTP/2 as a client library does: preface and SETTINGS, then acknowledge the
    server's SETTINGS (so no protocol timeout ends the connection); their payload."""
    sock.sendall(_PREFACE + _frame(_SETTINGS, 0, 0))
    received = b""
    while True:
        chunk = sock.recv(65536)
        assert chunk, "closed during the handshake"
        received += chunk
        for kind, flags, _, payload in _frames(received):
            if kind == _SETTINGS and not flags & _ACK:
                sock.sendall(_frame(_SETTINGS, _ACK, 0))
                return payload


def _literal(name: bytes, value: bytes) -> bytes:
    """An HPACK literal header field without indexing, raw strings (RFC 7541 6.2.2)."""
    return b"\x00" + bytes([len(name)]) + name + bytes([len(value)]) + value


def _grpc_call(method: str) -> bytes:
    """The HEADERS frame (stream 1) of a gRPC call of ``method`` (e.g. ``GetCatalog``)."""
    fields = [
        (b":method", b"POST"),
        (b":scheme", b"http"),
        (b":path", f"/arbiter.v1.CombatService/{method}".encode()),
        (b":authority", b"arbiter"),
        (b"content-type", b"application/grpc"),
        (b"te", b"trailers"),
    ]
    return _frame(_HEADERS, _END_HEADERS, 1, b"".join(_literal(n, v) for n, v in fields))


def _frame(kind: int, flags: int, stream: int, payload: bytes = b"") -> bytes:
    return (
        len(payload).to_bytes(3, "big") + bytes([kind, flags]) + struct.pack(">I", stream) + payload
    )


def _scrape(port: int) -> int:
    """The status of a GET /metrics (the body may be empty: with workers, before any call)."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=_GUARD) as response:
        response.read()
        status: int = response.status
    return status


@pytest.mark.parametrize("workers", ["1", "2"])
def test_half_sent_metrics_requests_hold_no_thread(workers: str) -> None:
    # With workers, the supervisor (the process started) serves /metrics.
    with ServerProcess("--workers", workers) as server:
        assert server.metrics_port is not None
        _scrape(server.metrics_port)
        before = proc_status(server.proc.pid, "Threads")
        stalled = [_connect(server.metrics_port) for _ in range(30)]
        try:
            for sock in stalled:
                sock.sendall(b"GET /metrics HTTP/1.1\r\nHost: arbiter\r\n")
            # Answered meanwhile; and by then every stalled connection has been accepted.
            assert _scrape(server.metrics_port) == 200
            grown = proc_status(server.proc.pid, "Threads") - before
        finally:
            for sock in stalled:
                sock.close()
    # Before: one thread per connection (30); allow the odd thread gRPC starts meanwhile.
    assert grown < 5


@pytest.mark.parametrize("route", ["http_port", "metrics_port"])
@pytest.mark.parametrize("sent", [b"", b"GET /metrics HTTP/1.1\r\nHost: arbi"])
def test_a_stalled_http_request_head_is_closed_after_the_read_timeout(
    route: str, sent: bytes
) -> None:
    with ServerProcess("--read-timeout", "0.5") as server:
        port = getattr(server, route)
        with _connect(port) as sock:
            sock.sendall(sent)
            assert _read_to_eof(sock) == b""


def test_a_stalled_connect_body_is_answered_408_and_closed() -> None:
    with ServerProcess("--read-timeout", "0.5") as server:
        assert server.http_port is not None
        with _connect(server.http_port) as sock:
            sock.sendall(
                b"POST /arbiter.v1.CombatService/GetCatalog HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
            )
            answer = _read_to_eof(sock)
        assert answer.startswith(b"HTTP/1.1 408 ")
        assert b"connection: close" in answer.lower()


def test_a_client_that_never_reads_its_answer_is_dropped() -> None:
    # Once kept its connection and the whole JSON answer (MBs) for ever: no write timeout. The
    # answer (200 rounds of 64 combatants at full detail: about 7 MB of JSON) is larger than
    # what the kernel buffers on loopback (4 MiB of send buffer at most) and the transport's.
    request = heavy_encounter()
    request.trace_detail = trace_pb2.TRACE_DETAIL_FULL
    body = json_format.MessageToJson(request).encode()
    with ServerProcess("--read-timeout", "0.5") as server:
        assert server.http_port is not None
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a small window, never read
        sock.settimeout(_GUARD)
        with sock:
            sock.connect(("127.0.0.1", server.http_port))
            sock.sendall(
                b"POST /arbiter.v1.CombatService/ResolveEncounter HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/json\r\nContent-Length: "
                + str(len(body)).encode()
                + b"\r\n\r\n"
                + body
            )
            line = server.wait_for(lambda entry: entry.get("event") == "http client not reading")
            assert line["level"] == "warning" and line["buffered_bytes"] > 0
            # Dropped: what was sent arrives, then the end (or a reset), never a hang.
            with contextlib.suppress(ConnectionResetError):
                _read_to_eof(sock)
        rpc = server.wait_for(lambda entry: entry.get("event") == "rpc")
        assert rpc["method"] == "/arbiter.v1.CombatService/ResolveEncounter"


def test_an_idle_http_keep_alive_connection_is_closed() -> None:
    with ServerProcess("--http-keepalive-timeout", "0.5") as server:
        assert server.metrics_port is not None
        with _connect(server.metrics_port) as sock:
            sock.sendall(b"GET /metrics HTTP/1.1\r\nHost: arbiter\r\n\r\n")
            assert _read_to_eof(sock).startswith(b"HTTP/1.1 200 ")


def test_a_grpc_connection_that_never_sends_the_preface_is_closed() -> None:
    with ServerProcess("--read-timeout", "0.5") as server, _connect(server.port) as sock:
        goaways = [p for kind, _, _, p in _frames(_read_to_eof(sock)) if kind == _GOAWAY]
    # Its SETTINGS, then GOAWAY with grpc core's reason as debug data; then the close.
    assert len(goaways) == 1
    assert b"handshake" in goaways[0].lower()


def test_an_idle_grpc_connection_gets_goaway_and_is_closed() -> None:
    with ServerProcess("--idle-timeout", "0.5") as server, _connect(server.port) as sock:
        _handshake(sock)
        goaways = [p for kind, _, _, p in _frames(_read_to_eof(sock)) if kind == _GOAWAY]
    # grpc core's reason as the GOAWAY's debug data (max_idle), not a protocol error.
    assert len(goaways) == 1
    assert b"idle" in goaways[0]


def test_the_grpc_settings_announce_max_concurrent_streams() -> None:
    with (
        ServerProcess("--max-concurrent-streams", "7") as server,
        _connect(server.port) as sock,
    ):
        settings = dict(struct.iter_unpack(">HI", _handshake(sock)))
    assert settings[_SETTINGS_MAX_CONCURRENT_STREAMS] == 7


def test_a_message_that_never_finishes_arriving_is_ended_by_the_connection_age() -> None:
    # A length prefix of 1,000, then 10 bytes and END_STREAM: grpc core waits for the rest
    # forever (no option bounds a stream's own wait). The connection's age does: at
    # --max-connection-age GOAWAY, --max-connection-age-grace later the call ends (UNAVAILABLE)
    # and the connection closes.
    with (
        ServerProcess("--max-connection-age", "0.5", "--max-connection-age-grace", "0.5") as server,
        _connect(server.port) as sock,
    ):
        message = b"\x00" + (1000).to_bytes(4, "big") + b"x" * 10
        _handshake(sock)
        sock.sendall(_grpc_call("GetCatalog") + _frame(_DATA, _END_STREAM, 1, message))
        frames = list(_frames(_read_to_eof(sock)))
    ends = [
        (kind, payload)
        for kind, flags, stream, payload in frames
        if stream == 1 and (kind == _RST_STREAM or (kind == _HEADERS and flags & _END_STREAM))
    ]
    assert ends, frames
    # The trailers carry grpc-status 14 (UNAVAILABLE), as grpc core writes them (raw strings).
    assert any(kind == _HEADERS and b"grpc-status\x0214" in payload for kind, payload in ends)


def test_a_call_longer_than_the_shutdown_grace_outlives_its_connections_age() -> None:
    # The age's grace was the shutdown grace (10 s by default), so a Simulate longer than that
    # ended UNAVAILABLE at a connection's age and `arbiter simulate` exited 1. Here the age and
    # the shutdown grace are a fraction of the call (200,000 duels: over a second), and the
    # call completes within the age's own grace (its default, 300 s).
    request = json_format.Parse(
        (REPO / "clients" / "python" / "examples" / "arrayer_archer_duel.json").read_text(),
        pb.ResolveEncounterRequest(),
    )
    simulate = pb.SimulateRequest(
        state=request.state, max_rounds=request.max_rounds, runs=200_000, seed=5
    )
    with ServerProcess("--max-connection-age", "0.2", "--grace", "0.05") as server:
        with grpc.insecure_channel(server.target) as channel:
            stub = pb_grpc.CombatServiceStub(channel)
            messages = list(stub.Simulate(simulate, timeout=_GUARD))
        line = server.wait_for(lambda x: str(x.get("method", "")).endswith("/Simulate"))
    assert messages[-1].WhichOneof("kind") == "result"
    assert messages[-1].result.runs == 200_000
    assert line["code"] == "OK" and line["duration_ms"] > 200 + 50, line


def test_a_client_with_many_calls_in_flight_on_one_connection_gets_them_all_answered() -> None:
    # gRPC C-core clients do not hold calls back at the server's stream limit: the calls over it
    # are refused (RST_STREAM REFUSED_STREAM, UNAVAILABLE to the caller), so the default limit
    # must be well above what a busy client keeps in flight on one connection (issue 9: 128).
    calls = 300
    request = json_format.Parse(
        (REPO / "clients" / "python" / "examples" / "arrayer_attack.json").read_text(),
        pb.ResolveActionRequest(),
    )
    with ServerProcess() as server:

        async def scenario() -> list[grpc.StatusCode]:
            async with grpc.aio.insecure_channel(server.target) as channel:
                stub = pb_grpc.CombatServiceStub(channel)

                async def one() -> grpc.StatusCode:
                    try:
                        await stub.ResolveAction(request, timeout=_GUARD)
                    except grpc.aio.AioRpcError as err:
                        return err.code()
                    return grpc.StatusCode.OK

                return await asyncio.gather(*(one() for _ in range(calls)))

        codes = asyncio.run(scenario())
    assert codes == [grpc.StatusCode.OK] * calls
