"""Bounds on what one client connection may hold on the HTTP endpoints (the Connect route and
/metrics, both uvicorn in the event loop): how long the server waits for a request that has
not (fully) arrived.

uvicorn bounds an idle keep-alive connection *after* a response (``timeout_keep_alive``) and the
size of a request head (``h11_max_incomplete_event_size``), but not time: a connection that
never sends a byte, or sends half a request head, or the head and part of a body, is held
forever. Here:

- ``BoundedH11Protocol`` closes a connection whose request head has not fully arrived
  ``read_timeout`` seconds after the connection opened or the previous response ended (a
  trickled head too: bytes arriving do not restart the clock). There is no request to answer
  yet, so it just closes, as uvicorn does for an idle keep-alive connection.
- ``BoundedH11Protocol`` also drops a connection whose client stops taking the answer: once the
  transport's write buffer is full (uvicorn then holds the app's next write), the client has
  ``read_timeout`` seconds to read some of it, else the connection is aborted (one warning
  line, ``http client not reading``) and the app's writes end as for a client gone. Without it
  a client that never read kept its connection and the answer (up to about three times
  ``max_message_bytes`` of JSON) for ever. The same holds once the answer is complete and
  part of it still waits in the buffer, however it was written: a unary answer is one write,
  which fills the buffer at once, after which uvicorn's keep-alive timer *closes* the
  transport, and a close waits to flush the very buffer the client won't take (the watch
  skipped closing transports, so such a connection stayed open for ever). A remainder below
  the high-water mark, which never pauses writing, is watched too: each ``read_timeout`` it
  must have shrunk.
- ``body_read_timeout`` (ASGI middleware) bounds each wait for a piece of the request body,
  and the whole body to ``BODY_TIMEOUT_READS`` times that (a body trickled a byte at a time
  just inside the per-piece bound is not held for ever). Past either, the app sees the client
  as gone (``http.disconnect``, which it already handles) and the client gets ``408 Request
  Timeout`` with ``Connection: close`` (RFC 9110 15.5.9: the request did not arrive in time); a
  408 tells a slow but honest client what happened, where a bare close looks like a crash. The
  connection then closes, as the rest of a half-read body cannot be told from a next request.

``host_guard`` refuses a request whose ``Host`` is not one of the server's (with ``403``, a
line and a count): a page on a DNS-rebinding domain reaches a loopback server from the
victim's browser as the same origin, and only its Host (the page's own name) tells it apart.

And what no endpoint serves is refused before any app sees it (``refuse_malformed``): each
refusal is a 400 with ``Connection: close``, one warning line and a count in
``arbiter_http_refused_total`` by reason, never a traceback:

- a WebSocket upgrade (the endpoints speak plain HTTP; uvicorn would hand it to an app that
  cannot take it, which raised). Other upgrades (``h2c``, which curl offers) are ignored, as
  RFC 9110 7.8 lets a server do, and the request is served over HTTP/1.1;
- ``Content-Length`` together with ``Transfer-Encoding``: h11 frames such a request by the
  chunked encoding and keeps the connection, while a proxy in front may frame it by the length:
  the rest would be read as a next request the proxy never saw (request smuggling). RFC 9112
  6.3 says to treat it as an error and close;
- a percent-encoded path: uvicorn decodes ``%2F`` into a ``/`` and routes the result, so a
  proxy's path rule could be passed by spelling the path otherwise. No Arbiter path needs an
  escape (``/arbiter.v1.CombatService/ResolveAction``, ``/metrics``).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import ipaddress
import json
import socket
import struct
import sys
import time
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

from service.logs import LimitedWarnings, get_logger, truncated
from service.observe import HTTP_REFUSED, child
from service.studio import PREFIX as STUDIO_PREFIX

__all__ = [
    "BODY_TIMEOUT_READS",
    "DEFAULT_HTTP_KEEPALIVE_TIMEOUT",
    "DEFAULT_READ_TIMEOUT",
    "MAX_REQUEST_HEAD_BYTES",
    "AllowedHosts",
    "BoundedH11Protocol",
    "body_read_timeout",
    "bounded_protocol",
    "host_guard",
    "peer_of",
    "refuse_malformed",
    "send_connect_error",
]

#: Seconds a client has to send a whole request head, each piece of a body, or (over gRPC) its
#: HTTP/2 preface and SETTINGS.
DEFAULT_READ_TIMEOUT = 10.0
#: Seconds an HTTP keep-alive connection may stay idle between requests (uvicorn's default).
DEFAULT_HTTP_KEEPALIVE_TIMEOUT = 5.0
#: Largest request head (request line and headers) uvicorn buffers (its h11 default, set here
#: so it is stated): a Connect request's headers are well under 1 KiB.
MAX_REQUEST_HEAD_BYTES = 16 * 1024
#: The whole request body must arrive within this many read timeouts (30 s by default: a 4 MiB
#: body, the default message limit, at about 1.1 Mbit/s).
BODY_TIMEOUT_READS = 3

#: Linux's ioctl for the bytes of a socket's send queue not yet sent (linux/sockios.h); None
#: elsewhere, where only the transport's buffer is watched.
_SIOCOUTQNSD = 0x894B if sys.platform == "linux" else None
_INT = bytes(4)
#: SO_LINGER on with no time: close() resets the connection and drops what is queued.
_RESET = struct.pack("ii", 1, 0)
#: TCP_USER_TIMEOUT (Linux): how long sent data may stay unacknowledged, or queued data unsent
#: for want of the peer's window, before the kernel drops the connection.
_TCP_USER_TIMEOUT: int | None = getattr(socket, "TCP_USER_TIMEOUT", None)

_log = get_logger()

_Scope = MutableMapping[str, Any]
_Message = MutableMapping[str, Any]
_Receive = Callable[[], Awaitable[_Message]]
_Send = Callable[[_Message], Awaitable[None]]
_App = Callable[[_Scope, _Receive, _Send], Awaitable[None]]


def peer_of(client: tuple[str, int] | None) -> str:
    """An ASGI client address as the log lines write a peer, ``host:port``; "" for none."""
    return f"{client[0]}:{client[1]}" if client and client[0] else ""


async def send_connect_error(
    send: _Send,
    status: int,
    message: str,
    headers: list[tuple[bytes, bytes]],
    code: str = "invalid_argument",
) -> None:
    """An HTTP answer with a Connect error body (``code``, ``message``) and ``headers`` besides
    its content type and length: what a request no app may see gets."""
    body = json.dumps({"code": code, "message": message}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class BoundedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request head is late, or whose client
    stops taking the answer (module doc).

    uvicorn's Config has no field for the timeout and makes the protocol itself, so it is a
    class attribute: ``bounded_protocol`` makes the subclass with an endpoint's value."""

    read_timeout: float = DEFAULT_READ_TIMEOUT
    _head_deadline: asyncio.TimerHandle | None = None
    _write_deadline: asyncio.TimerHandle | None = None
    #: What was unsent when the write clock last started, and the request being answered then.
    _write_unsent: int = 0
    _write_cycle: object = None
    #: A keep-alive close waits for the answer to be taken (or for the abort).
    _close_when_sent: bool = False

    def pause_writing(self) -> None:
        # The transport's buffer is full: the client is not reading. It has read_timeout to
        # take some, else the connection is dropped with what it holds.
        super().pause_writing()
        self._watch_writes()

    def resume_writing(self) -> None:
        # Drained to the low-water mark: the client reads. What is left of a complete answer is
        # watched afresh.
        super().resume_writing()
        if self._write_deadline is not None:
            self._write_deadline.cancel()
            self._write_deadline = None
        self._watch_remainder()

    def _unsent(self) -> int:
        """Bytes of the answers the client has not made room for: the transport's buffer and
        the kernel's send queue not yet sent (Linux's SIOCOUTQNSD; sent but unacknowledged
        bytes are the network's, not the client's, doing)."""
        unsent = self.transport.get_write_buffer_size()
        sock = self.transport.get_extra_info("socket")
        if _SIOCOUTQNSD is not None and sock is not None:
            with contextlib.suppress(OSError, ValueError):
                unsent += struct.unpack("i", fcntl.ioctl(sock.fileno(), _SIOCOUTQNSD, _INT))[0]
        return unsent

    def _watch_writes(self) -> None:
        """Start the write clock, unless it runs already (bytes trickling out do not restart
        it: a check at its end does, when they shrank what is unsent)."""
        if self._write_deadline is None:
            self._write_unsent = self._unsent()
            self._write_cycle = self.cycle
            self._write_deadline = self.loop.call_later(self.read_timeout, self._write_due)

    def _watch_remainder(self) -> None:
        """Watch what of a complete answer the client has not taken yet: nothing more is written,
        so no pause_writing says it stalls (one write the kernel took whole, or a remainder
        below the high-water mark), and a close would leave it to the kernel."""
        complete = self.cycle is None or self.cycle.response_complete
        if complete and self._unsent() > 0:
            self._watch_writes()

    def _write_due(self) -> None:
        self._write_deadline = None
        unsent = self._unsent()
        if unsent == 0:
            if self._close_when_sent:
                self.timeout_keep_alive_handler()
            return
        # Below the high-water mark, the client reads if what is unsent shrank, or if it sent
        # another request since (a kept-alive client sends the next one once it has read the
        # answer): what is unsent now may be another answer on its way, the kernel holding a
        # small write back a moment (a kept-alive client calling every few ms was reset each
        # read timeout for a 1,271-byte answer in flight). A client that sends requests and
        # reads nothing fills the buffers, and writing pauses.
        progressed = unsent < self._write_unsent or self.cycle is not self._write_cycle
        if not self.flow.write_paused and progressed:
            self._watch_writes()
            return
        _log.warning(
            "http client not reading",
            peer=peer_of(self.client),
            seconds=self.read_timeout,
            buffered_bytes=unsent,
        )
        # A reset, which also drops what the kernel holds (a close would send it first), and
        # also when closing already: a close waits to flush the very buffer the client won't
        # take.
        sock = self.transport.get_extra_info("socket")
        if sock is not None:
            with contextlib.suppress(OSError):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, _RESET)
        self.transport.abort()

    def timeout_keep_alive_handler(self) -> None:
        # Idle after an answer the client has not taken: closing would hand what is unsent to
        # the kernel, where no clock of ours bounds it; the write clock closes it once taken, or
        # aborts.
        self._close_when_sent = False
        if not self.transport.is_closing() and self._unsent() > 0:
            self._close_when_sent = True
            self._watch_writes()
            return
        super().timeout_keep_alive_handler()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        sock = transport.get_extra_info("socket")
        if _TCP_USER_TIMEOUT is not None and sock is not None:
            # The kernel's own bound on what it still holds once the socket is closed (an answer
            # with Connection: close): 2 read timeouts without the client making room, then
            # dropped; the write clock acts after one while the socket is ours.
            with contextlib.suppress(OSError):
                sock.setsockopt(
                    socket.IPPROTO_TCP, _TCP_USER_TIMEOUT, round(2000 * self.read_timeout)
                )
        self._await_head()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        # A head arrived when a cycle has begun that has not answered yet.
        begun = self.cycle is not None and not self.cycle.response_complete
        if begun:
            self._close_when_sent = False  # a next request: the connection is in use again
            if self._head_deadline is not None:
                self._head_deadline.cancel()
                self._head_deadline = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._watch_remainder()
        if not self.transport.is_closing():
            self._await_head()  # the next request's head, if the client sends one

    def _should_upgrade(self) -> bool:
        # Never: no endpoint speaks WebSocket (refuse_malformed answers that upgrade with a
        # 400), and any other upgrade is served as plain HTTP/1.1. uvicorn would also log two
        # plain-text warnings per upgrade request.
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        for timer in (self._head_deadline, self._write_deadline):
            if timer is not None:
                timer.cancel()
        self._head_deadline = self._write_deadline = None
        super().connection_lost(exc)

    def _await_head(self) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        self._head_deadline = self.loop.call_later(self.read_timeout, self._head_late)

    def _head_late(self) -> None:
        self._head_deadline = None
        if self.cycle is None or self.cycle.response_complete:
            # No request in progress: the same close as uvicorn's keep-alive timeout.
            self.timeout_keep_alive_handler()


def bounded_protocol(read_timeout: float) -> type[BoundedH11Protocol]:
    """The protocol class for uvicorn's ``http`` setting, with ``read_timeout`` seconds."""
    return type("BoundedH11Protocol", (BoundedH11Protocol,), {"read_timeout": read_timeout})


def body_read_timeout(app: _App, timeout: float) -> _App:
    """``app`` with each wait for a piece of the request body bounded by ``timeout`` seconds and
    the whole body by ``BODY_TIMEOUT_READS`` times that (module doc); waits after the body is
    complete (for a disconnect) are not bounded."""

    async def bounded(scope: _Scope, receive: _Receive, send: _Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        body_done = False
        timed_out = False
        started = False
        body_deadline = time.monotonic() + BODY_TIMEOUT_READS * timeout

        async def bounded_receive() -> _Message:
            nonlocal body_done, timed_out
            if body_done or timed_out:
                return await receive() if not timed_out else {"type": "http.disconnect"}
            try:
                # asyncio.timeout, not wait_for: 3.11's wait_for returns a result that arrives
                # as it is cancelled, and connectrpc's disconnect watch, cancelled as a GET's
                # empty body arrived, then waited for ever (tests/service/test_connections.py).
                async with asyncio.timeout(min(timeout, body_deadline - time.monotonic())):
                    message = await receive()
            except TimeoutError:
                timed_out = True
                return {"type": "http.disconnect"}
            body_done = message["type"] != "http.request" or not message.get("more_body", False)
            return message

        async def guarded_send(message: _Message) -> None:
            nonlocal started
            if timed_out:
                return  # the app answers a client it believes gone; the 408 is sent instead
            started = True
            await send(message)

        await app(scope, bounded_receive, guarded_send)
        if timed_out and not started:
            await send(
                {
                    "type": "http.response.start",
                    "status": 408,
                    "headers": [(b"content-type", b"text/plain"), (b"connection", b"close")],
                }
            )
            await send({"type": "http.response.body", "body": b"request body timed out\n"})

    return bounded


#: What of a refused request's path goes in its log line.
_PATH_LOGGED = 200


def _refusal(scope: _Scope) -> tuple[str, str] | None:
    """Why ``scope``'s request is refused (a reason and a message for the client), if it is."""
    headers = scope.get("headers") or ()
    names = [name for name, _ in headers]
    connection = b",".join(value for name, value in headers if name == b"connection")
    upgrade = b",".join(value for name, value in headers if name == b"upgrade").lower()
    if b"upgrade" in connection.lower() and b"websocket" in upgrade:
        return "WEBSOCKET_UPGRADE", "this endpoint speaks plain HTTP: no WebSocket upgrade"
    if b"content-length" in names and b"transfer-encoding" in names:
        return (
            "CONFLICTING_FRAMING",
            "Content-Length and Transfer-Encoding together frame a request two ways "
            "(RFC 9112 6.3): send one",
        )
    if b"%" in scope.get("raw_path", b""):
        return "ENCODED_PATH", "a percent-encoded path: no Arbiter path needs an escape"
    return None


def refuse_malformed(app: _App) -> _App:
    """``app`` behind the refusals of requests no endpoint serves (module doc)."""

    async def guarded(scope: _Scope, receive: _Receive, send: _Send) -> None:
        refused = _refusal(scope) if scope["type"] == "http" else None
        if refused is None:
            await app(scope, receive, send)
            return
        reason, message = refused
        child(HTTP_REFUSED, reason).inc()
        _log.warning(
            "http request refused",
            reason=reason,
            method=scope.get("method", ""),
            path=scope.get("raw_path", b"").decode("latin-1")[:_PATH_LOGGED],
            peer=peer_of(scope.get("client")),
        )
        # Whatever of the request is still unread cannot be told from a next one: close.
        await send_connect_error(send, 400, message, [(b"connection", b"close")])

    return guarded


class AllowedHosts:
    """The Hosts ``host_guard`` admits (docs/configuration.md, ``--allowed-hosts``), as Vite's
    dev server and Django's ALLOWED_HOSTS do: an IP address (a rebinding page's requests name
    the page's own domain, never an address), ``localhost`` and names under ``.localhost``
    (browsers resolve those to loopback themselves, RFC 6761), and ``names``: exact, or with
    a leading dot the domain and its subdomains. Any port; case and a trailing dot ignored. A
    request without a Host (HTTP/1.0) passes: every browser sends one."""

    def __init__(self, names: Sequence[str]) -> None:
        self._exact = frozenset(name for name in names if not name.startswith("."))
        self._domains = tuple(name for name in names if name.startswith("."))

    def admits(self, host: str | None) -> bool:
        """Whether a request with this ``Host`` header value (None: none) is served."""
        if host is None:
            return True
        name = _host_name(host)
        if name is None:
            return False
        if name == "localhost" or name.endswith(".localhost") or name in self._exact:
            return True
        if any(name == domain[1:] or name.endswith(domain) for domain in self._domains):
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True


def _host_name(host: str) -> str | None:
    """A Host header's name (an IPv6 address without its brackets), lower case, without port or
    trailing dot; None when it is not ``name[:port]`` or ``[v6][:port]``."""
    host = host.strip().lower()
    if host.startswith("["):
        name, bracket, port = host[1:].partition("]")
        if not bracket or ":" not in name:
            return None
    else:
        name, colon, digits = host.partition(":")
        port = colon + digits
    # RFC 9110 7.2: port = *DIGIT, so an empty one too.
    if port and not (port.startswith(":") and (port == ":" or port[1:].isdigit())):
        return None
    name = name.rstrip(".")
    return name or None


#: Where a refused Host gets plain text rather than a Connect error: the studio's pages (and its
#: bare path, which redirects to them).
_TEXT_PREFIX = STUDIO_PREFIX.rstrip("/")


def host_guard(app: _App, names: Sequence[str]) -> _App:
    """``app`` refusing a request whose Host ``AllowedHosts(names)`` does not admit: ``403``
    with ``Connection: close``, a Connect error (``permission_denied``) or, under /studio, plain
    text naming the Host and the setting that admits it; counted (``HOST_NOT_ALLOWED``) and
    logged at a bounded rate (``http host refused``)."""
    allowed = AllowedHosts(names)
    warnings = LimitedWarnings()

    async def guarded(scope: _Scope, receive: _Receive, send: _Send) -> None:
        headers = scope.get("headers") or () if scope["type"] == "http" else ()
        host = next((value.decode("latin-1") for name, value in headers if name == b"host"), None)
        if scope["type"] != "http" or allowed.admits(host):
            await app(scope, receive, send)
            return
        child(HTTP_REFUSED, "HOST_NOT_ALLOWED").inc()
        shown = truncated(host or "")
        name = truncated(_host_name(host or "") or "NAME")
        listed = ",".join([*names, name])
        hint = f"--allowed-hosts {listed} (ARBITER_ALLOWED_HOSTS)"
        warnings.warning(
            "http host refused",
            shown,
            host=shown,
            path=truncated(scope.get("path", "")),
            peer=peer_of(scope.get("client")),
            hint=f"if clients call this server as {name}, start it with {hint}",
        )
        message = (
            f"Host {shown!r} is not a name of this server: only addresses, localhost and "
            f"--allowed-hosts are served (a defence against DNS rebinding); to call it as "
            f"{name}, start it with {hint}"
        )
        close = [(b"connection", b"close")]
        if scope.get("path", "").startswith(_TEXT_PREFIX):
            body = (message + "\n").encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": 403,
                    "headers": [
                        (b"content-type", b"text/plain; charset=utf-8"),
                        (b"content-length", str(len(body)).encode()),
                        *close,
                    ],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        await send_connect_error(send, 403, message, close, code="permission_denied")

    return guarded
