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
- ``body_read_timeout`` (ASGI middleware) bounds each wait for a piece of the request body.
  Past it the app sees the client as gone (``http.disconnect``, which it already handles) and
  the client gets ``408 Request Timeout`` with ``Connection: close`` (RFC 9110 15.5.9: the
  request did not arrive in time); a 408 tells a slow but honest client what happened, where a
  bare close looks like a crash. The connection then closes, as the rest of a half-read body
  cannot be told from a next request.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = [
    "DEFAULT_HTTP_KEEPALIVE_TIMEOUT",
    "DEFAULT_READ_TIMEOUT",
    "MAX_REQUEST_HEAD_BYTES",
    "BoundedH11Protocol",
    "body_read_timeout",
    "bounded_protocol",
]

#: Seconds a client has to send a whole request head, each piece of a body, or (over gRPC) its
#: HTTP/2 preface and SETTINGS.
DEFAULT_READ_TIMEOUT = 10.0
#: Seconds an HTTP keep-alive connection may stay idle between requests (uvicorn's default).
DEFAULT_HTTP_KEEPALIVE_TIMEOUT = 5.0
#: Largest request head (request line and headers) uvicorn buffers (its h11 default, set here
#: so it is stated): a Connect request's headers are well under 1 KiB.
MAX_REQUEST_HEAD_BYTES = 16 * 1024

_Scope = MutableMapping[str, Any]
_Message = MutableMapping[str, Any]
_Receive = Callable[[], Awaitable[_Message]]
_Send = Callable[[_Message], Awaitable[None]]
_App = Callable[[_Scope, _Receive, _Send], Awaitable[None]]


class BoundedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request head is late (module doc).

    uvicorn's Config has no field for the timeout and makes the protocol itself, so it is a
    class attribute: ``bounded_protocol`` makes the subclass with an endpoint's value."""

    read_timeout: float = DEFAULT_READ_TIMEOUT
    _head_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._await_head()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        # A head arrived when a cycle has begun that has not answered yet.
        begun = self.cycle is not None and not self.cycle.response_complete
        if self._head_deadline is not None and begun:
            self._head_deadline.cancel()
            self._head_deadline = None

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._await_head()  # the next request's head, if the client sends one

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
            self._head_deadline = None
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
    """``app`` with each wait for a piece of the request body bounded by ``timeout`` seconds
    (module doc); waits after the body is complete (for a disconnect) are not bounded."""

    async def bounded(scope: _Scope, receive: _Receive, send: _Send) -> None:
        if scope["type"] != "http":
            await app(scope, receive, send)
            return
        body_done = False
        timed_out = False
        started = False

        async def bounded_receive() -> _Message:
            nonlocal body_done, timed_out
            if body_done or timed_out:
                return await receive() if not timed_out else {"type": "http.disconnect"}
            try:
                message = await asyncio.wait_for(receive(), timeout)
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
