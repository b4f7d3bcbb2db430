"""What stalled clients make a server hold, and whether its bounds give it back (issue 10 item 6).

    .venv/bin/python -m bench.held_resources [--idle 2000] [--messages 40] [--metrics 200]
        [--settle 30] [--repo DIR] [-- SERVER_ARGS...]

Starts ``python -m service --workers 1`` (from ``--repo``, default this tree, so an older
checkout can be measured with the same script; SERVER_ARGS after ``--`` are passed on, e.g.
``-- --idle-timeout 5 --max-connection-age 10 --grace 5 --read-timeout 5``), then, with raw
sockets so nothing answers for the client:

- ``--idle`` gRPC connections that send the HTTP/2 preface and SETTINGS and then no call;
- ``--messages`` gRPC calls (one connection each) whose 4 MiB message is sent but its last byte
  (flow control respected);
- ``--metrics`` HTTP requests to /metrics whose head stops half-way.

Every gRPC connection behaves as an HTTP/2 client library would (it acknowledges the server's
SETTINGS and answers its PINGs), so only the server's own bounds end it, not a protocol timeout.

It reports the server's RSS (VmRSS), open fds (/proc/PID/fd) and threads before, once all are
in place ("during"), and ``--settle`` seconds later ("after"), with how many of the client's
sockets the server had closed by then. A measurement, never a test: on a loaded machine the
figures are indicative, and RSS after may stay above "before" as the allocator keeps freed
memory.
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from bench.processes import stats

__all__ = ["main"]

_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
_DATA, _HEADERS, _SETTINGS, _PING, _WINDOW_UPDATE = 0x0, 0x1, 0x4, 0x6, 0x8
_ACK, _END_HEADERS = 0x1, 0x4
_INITIAL_WINDOW_SIZE = 0x4
_MAX_FRAME = 16384
_MESSAGE = 4 * 1024 * 1024 - 64  # under the default 4 MiB receive limit, with its prefix


def _frame(kind: int, flags: int, stream: int, payload: bytes = b"") -> bytes:
    head = len(payload).to_bytes(3, "big") + bytes([kind, flags]) + struct.pack(">I", stream)
    return head + payload


def _call_headers() -> bytes:
    fields = [
        (b":method", b"POST"),
        (b":scheme", b"http"),
        (b":path", b"/arbiter.v1.CombatService/GetCatalog"),
        (b":authority", b"arbiter"),
        (b"content-type", b"application/grpc"),
        (b"te", b"trailers"),
    ]
    block = b"".join(b"\x00" + bytes([len(n)]) + n + bytes([len(v)]) + v for n, v in fields)
    return _frame(_HEADERS, _END_HEADERS, 1, block)


def _stats(pid: int) -> dict[str, int]:
    figures = stats(pid)
    return {"rss_mb": figures.rss_mb, "fds": figures.fds, "threads": figures.threads}


def _connect(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=30)


class _Peer:
    """The client end of one gRPC connection, behaving as an HTTP/2 peer should (it acknowledges
    SETTINGS, answers PINGs, tracks flow-control windows) while making no progress."""

    def __init__(self, port: int, opening: bytes = b"") -> None:
        self.sock = _connect(port)
        self.sock.sendall(_PREFACE + _frame(_SETTINGS, 0, 0) + opening)
        self.connection_window = 65535
        self.stream_window = 65535
        self.closed = False
        self._buffer = b""

    def receive(self, chunk: bytes) -> None:
        """Handle ``chunk`` of what the server sent (b"": it closed the connection)."""
        if not chunk:
            self.closed = True
            return
        self._buffer += chunk
        while len(self._buffer) >= 9:
            length = int.from_bytes(self._buffer[:3], "big")
            if len(self._buffer) < 9 + length:
                break
            kind, flags = self._buffer[3], self._buffer[4]
            (stream,) = struct.unpack(">I", self._buffer[5:9])
            payload = self._buffer[9 : 9 + length]
            self._buffer = self._buffer[9 + length :]
            if kind == _SETTINGS and not flags & _ACK:
                for key, value in struct.iter_unpack(">HI", payload):
                    if key == _INITIAL_WINDOW_SIZE:
                        self.stream_window += value - 65535
                self.sock.sendall(_frame(_SETTINGS, _ACK, 0))
            elif kind == _PING and not flags & _ACK:
                self.sock.sendall(_frame(_PING, _ACK, 0, payload))
            elif kind == _WINDOW_UPDATE:
                (increment,) = struct.unpack(">I", payload)
                if stream == 0:
                    self.connection_window += increment
                else:
                    self.stream_window += increment

    def send_all_but_the_last_byte(self) -> int:
        """Send a gRPC message of ``_MESSAGE`` bytes on stream 1 but its last byte, as flow
        control allows; the bytes sent."""
        data = b"\x00" + _MESSAGE.to_bytes(4, "big") + b"x" * (_MESSAGE - 1)
        self.sock.settimeout(10.0)
        sent = 0
        while sent < len(data) and not self.closed:
            allowed = min(self.connection_window, self.stream_window, _MAX_FRAME, len(data) - sent)
            if allowed <= 0:
                try:
                    self.receive(self.sock.recv(65536))
                except TimeoutError:
                    break  # the server stopped opening its window
                continue
            self.sock.sendall(_frame(_DATA, 0, 1, data[sent : sent + allowed]))
            self.connection_window -= allowed
            self.stream_window -= allowed
            sent += allowed
        return sent


class _Answerer(threading.Thread):
    """Keeps every added peer answering the server (epoll: no limit of 1024 fds)."""

    def __init__(self) -> None:
        super().__init__(daemon=True)
        self._selector = selectors.DefaultSelector()

    def add(self, peer: _Peer) -> None:
        peer.sock.setblocking(False)
        self._selector.register(peer.sock, selectors.EVENT_READ, peer)

    def run(self) -> None:
        while True:
            for key, _ in self._selector.select(timeout=0.1):
                peer: _Peer = key.data
                try:
                    chunk = peer.sock.recv(65536)
                except BlockingIOError:
                    continue
                except OSError:
                    chunk = b""
                peer.receive(chunk)
                if peer.closed:
                    self._selector.unregister(peer.sock)


def _closed_by_server(sockets: Sequence[socket.socket]) -> int:
    closed = 0
    for sock in sockets:
        sock.setblocking(False)
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    closed += 1
                    break
        except BlockingIOError:
            pass
        except OSError:
            closed += 1
    return closed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--idle", type=int, default=2000)
    parser.add_argument("--messages", type=int, default=40)
    parser.add_argument("--metrics", type=int, default=200)
    parser.add_argument("--settle", type=float, default=30.0)
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parents[1])
    parser.add_argument("server_args", nargs="*")
    args = parser.parse_args(argv)
    command = [
        sys.executable, "-m", "service", "--workers", "1", "--port", "0",
        "--http-port", "0", "--metrics-port", "0", *args.server_args,
    ]  # fmt: skip
    env = {k: v for k, v in os.environ.items() if not k.startswith("ARBITER_")}
    server = subprocess.Popen(
        command,
        cwd=args.repo,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        serving = next(
            line for line in map(json.loads, server.stdout) if line.get("event") == "serving"
        )
        # The rest of the log is not read: the server's stdout is left to the pipe's buffer,
        # which its few lines (no calls complete) do not fill.
        pid, port, metrics_port = server.pid, serving["port"], serving["metrics_port"]
        figures = {"before": _stats(pid)}
        answerer = _Answerer()
        answerer.start()
        idle = [_Peer(port) for _ in range(args.idle)]
        for peer in idle:
            answerer.add(peer)
        partial = [_Peer(port, _call_headers()) for _ in range(args.messages)]
        sent = [call.send_all_but_the_last_byte() for call in partial]
        for peer in partial:
            answerer.add(peer)
        half = [_connect(metrics_port) for _ in range(args.metrics)]
        for sock in half:
            sock.sendall(b"GET /metrics HTTP/1.1\r\nHost: arb")
        figures["during"] = _stats(pid)
        time.sleep(args.settle)  # the bounds under measure are this long
        figures["after"] = _stats(pid)
        closed = {
            "idle": sum(peer.closed for peer in idle),
            "messages": sum(peer.closed for peer in partial),
            "metrics": _closed_by_server(half),
        }
    finally:
        server.kill()
        server.wait()
    print(f"server: {' '.join(command[1:])} (in {args.repo})")
    print(f"message bytes sent per call: min {min(sent, default=0)}, of {_MESSAGE + 5}")
    print("| phase | RSS MB | fds | threads |\n| --- | --- | --- | --- |")
    for phase, phase_figures in figures.items():
        rss, fds, threads = (phase_figures[k] for k in ("rss_mb", "fds", "threads"))
        print(f"| {phase} | {rss} | {fds} | {threads} |")
    print(f"closed by the server after {args.settle:g} s: " + json.dumps(closed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
