"""One log line and the gRPC metrics for every RPC the server handles.

``RpcObserver`` is a ``grpc.aio.ServerInterceptor``: it wraps each method handler's behaviour so
that, when the call ends (for a stream, when the stream ends), it

- writes one ``rpc`` log line: ``request_id``, ``method``, ``code`` (status code name),
  ``duration_ms``, ``peer``, ``ruleset`` and ``seed`` (null until the servicer annotates them),
  plus whatever else the servicer annotated through ``service.observe`` (e.g. ``items``);
- counts it in the go-grpc-prometheus metrics ``grpc_server_started_total``,
  ``grpc_server_handled_total`` and the ``grpc_server_handling_seconds`` histogram.

A call refused for want of the token (service.auth) or for a request message that does not parse
(service.bodies) is logged at warning, others that end in a client's error at info, INTERNAL and
UNKNOWN at error.

The request id is the client's ``x-request-id`` metadata when it sent a usable one, else a new
UUID; it goes back in the trailing metadata, also on errors. An exception escaping a handler
becomes INTERNAL with the request id in the message, and its traceback goes to the log line.

The handlers are registered without a request deserializer: the wrapper takes each request
message (service.bodies: size check, then the deserializer the handler had) inside the observed
call, so a message over the limit or one that does not parse is refused with the request id, a
log line and the metrics, like any other refusal. A handler registered without one (service.auth's
refusals) gets the bytes as they came.

A call whose handler is cancelled (client cancel, deadline, end of the shutdown grace period) is
logged CANCELLED or DEADLINE_EXCEEDED; so is one whose engine work stopped at its deadline before
gRPC cancelled it (engine.errors.Stopped, raised by the stop check of service.offload), which the
client gets as DEADLINE_EXCEEDED. One case grpc.aio blurs: a client that cancels a stream
while the handler waits for its next request ends the request stream just as a half-close does;
see ``_Call.settle`` for how such a stream is still logged CANCELLED (best effort).
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import re
import time
import traceback
import uuid
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, Never

import grpc
from prometheus_client import Counter, Histogram

from engine.errors import Stopped
from service.bodies import RefusedMessage, Requests, take
from service.logs import bound_logger
from service.observe import child, start_fields

__all__ = [
    "GRPC_TYPES",
    "HANDLED",
    "HANDLER_KINDS",
    "HANDLING_SECONDS",
    "REQUEST_ID_KEY",
    "STARTED",
    "STOPPED_MESSAGES",
    "InFlight",
    "RpcObserver",
    "record_call",
    "release_frames",
    "request_id_from",
    "stopped_code",
    "streams_of",
]

#: Metadata key of the request id, read from the client and echoed in the trailers.
REQUEST_ID_KEY = "x-request-id"

# A client's id is taken as is when it is short, visible ASCII; anything else is replaced, so a
# client cannot push arbitrary text into the logs.
_USABLE_REQUEST_ID = re.compile(r"[!-~]{1,128}")

_LABELS = ["grpc_type", "grpc_service", "grpc_method"]
STARTED = Counter("grpc_server_started", "Total number of RPCs started on the server.", _LABELS)
HANDLED = Counter(
    "grpc_server_handled",
    "Total number of RPCs completed on the server, regardless of success or failure.",
    [*_LABELS, "grpc_code"],
)
HANDLING_SECONDS = Histogram(
    "grpc_server_handling_seconds",
    "Histogram of response latency (seconds) of gRPC that had been application-level handled "
    "by the server.",
    _LABELS,
)

# Load balancers and orchestrators probe health every few seconds; their successful checks are
# logged at debug so they do not drown the lines that matter.
_QUIET_SERVICES = frozenset({"grpc.health.v1.Health"})
_ERROR_CODES = frozenset({grpc.StatusCode.INTERNAL, grpc.StatusCode.UNKNOWN})
# A call refused for want of credentials (service.auth), or for a request message that does not
# parse (service.bodies), is the client's doing, but one an operator wants to see: a
# misconfigured or broken client, a protocol mismatch, or someone probing.
_WARNING_CODES = frozenset({grpc.StatusCode.UNAUTHENTICATED})
_WARNING_REASONS = frozenset({"MALFORMED_MESSAGE"})

#: What the client is told when its call's work stopped before the end.
STOPPED_MESSAGES = {
    grpc.StatusCode.DEADLINE_EXCEEDED: "deadline exceeded: the work stopped before its end",
    grpc.StatusCode.CANCELLED: "cancelled: the work stopped before its end",
}

# A call cancelled this close to its deadline (seconds) timed out. The client's own timer fires
# first by the network delay (the server counts the deadline from when the call arrived), and
# grpc.aio's time_remaining() is itself off by some milliseconds.
_DEADLINE_SLACK = 0.1


_Context = grpc.aio.ServicerContext[Any, Any]
_Metadata = tuple[tuple[str, str | bytes], ...]


def stopped_code(remaining: float | None) -> grpc.StatusCode:
    """How a call that was cancelled, or whose work stopped, ended: DEADLINE_EXCEEDED when it had
    (about) no time left (``remaining`` seconds; None: no deadline), else CANCELLED."""
    if remaining is not None and remaining <= _DEADLINE_SLACK:
        return grpc.StatusCode.DEADLINE_EXCEEDED
    return grpc.StatusCode.CANCELLED


def request_id_from(metadata: Iterable[tuple[str, str | bytes]] | None) -> str:
    """The client's ``x-request-id`` when it is usable (short visible ASCII), else a new one."""
    for key, value in metadata or ():
        if key == REQUEST_ID_KEY and isinstance(value, str) and _USABLE_REQUEST_ID.fullmatch(value):
            return value
    return uuid.uuid4().hex


class _HandlerContext(grpc.aio.ServicerContext[Any, Any]):
    """The handler's view of the call context.

    ``abort``/``abort_with_status`` send the status (and its trailers) at once, replacing trailers
    set before: here the request id is kept in them, and ``on_abort`` records the call first, so
    its log line and metrics exist by the time the client sees the status.
    """

    def __init__(
        self, context: _Context, request_id: str, on_abort: Callable[[grpc.StatusCode], None]
    ) -> None:
        self._context = context
        self._request_id = (REQUEST_ID_KEY, request_id)
        self._on_abort = on_abort
        #: A request-streaming call's messages, taken as read (``read`` too); set by the wrapper.
        self.requests: Requests[bytes, Any] | None = None
        context.set_trailing_metadata((self._request_id,))

    def with_request_id(self, metadata: Iterable[tuple[str, str | bytes]]) -> _Metadata:
        """``metadata`` with this call's request id (and no other)."""
        return (*((k, v) for k, v in metadata if k != REQUEST_ID_KEY), self._request_id)

    async def abort(
        self,
        code: grpc.StatusCode,
        details: str = "",
        trailing_metadata: Iterable[tuple[str, str | bytes]] = (),
    ) -> Never:
        given = tuple(trailing_metadata)
        self._on_abort(code)
        # No trailers: gRPC keeps those already set, which include the request id.
        await self._context.abort(code, details, self.with_request_id(given) if given else ())
        raise AssertionError("grpc.aio abort() returned")  # it always raises AbortError

    async def abort_with_status(self, status: grpc.Status) -> Never:
        await self.abort(status.code, status.details, status.trailing_metadata)

    def set_trailing_metadata(self, trailing_metadata: Iterable[tuple[str, str | bytes]]) -> None:
        self._context.set_trailing_metadata(self.with_request_id(trailing_metadata))

    async def read(self) -> Any:
        message = await self._context.read()
        if self.requests is None or message is grpc.aio.EOF:
            return message
        return self.requests.taken(message)

    async def write(self, message: Any) -> None:
        await self._context.write(message)

    async def send_initial_metadata(
        self, initial_metadata: Iterable[tuple[str, str | bytes]]
    ) -> None:
        await self._context.send_initial_metadata(tuple(initial_metadata))

    def add_done_callback(self, callback: Any) -> None:
        self._context.add_done_callback(callback)

    def invocation_metadata(self) -> Any:
        return self._context.invocation_metadata()

    def set_code(self, code: grpc.StatusCode) -> None:
        self._context.set_code(code)

    def set_details(self, details: str) -> None:
        self._context.set_details(details)

    def set_compression(self, compression: grpc.Compression) -> None:
        self._context.set_compression(compression)

    def disable_next_message_compression(self) -> None:
        self._context.disable_next_message_compression()

    def peer(self) -> str:
        return self._context.peer()

    def peer_identities(self) -> Iterable[bytes] | None:
        return self._context.peer_identities()

    def peer_identity_key(self) -> str | None:
        return self._context.peer_identity_key()

    def auth_context(self) -> Mapping[str, Iterable[bytes]]:
        return self._context.auth_context()

    def time_remaining(self) -> float:
        return self._context.time_remaining()

    def trailing_metadata(self) -> Any:
        return self._context.trailing_metadata()

    def code(self) -> grpc.StatusCode:
        return self._context.code()

    def details(self) -> str:
        return self._context.details()

    def cancelled(self) -> bool:
        return self._context.cancelled()

    def done(self) -> bool:
        return self._context.done()


class _Call:
    """One RPC being observed, from the handler's start to its end."""

    def __init__(self, grpc_type: str, method: str, context: _Context, in_flight: InFlight) -> None:
        # grpc.aio runs each call in a task of its own; cancelling it ends the call (RpcObserver).
        self.in_flight = in_flight
        self.task = in_flight.add()
        self.method = method
        service, _, name = method.lstrip("/").rpartition("/")
        self.labels = (grpc_type, service, name)
        self.request_streaming = grpc_type in {"client_stream", "bidi_stream"}
        self.context = context
        self.request_id = request_id_from(context.invocation_metadata())
        self.handler_context = _HandlerContext(context, self.request_id, self._finish)
        self.peer = context.peer()
        self.fields = start_fields()
        self.started = time.perf_counter()
        child(STARTED, *self.labels).inc()

    async def settle(self) -> None:
        """Let a pending client cancel reach a call whose handler has ended without error.

        grpc.aio ends the request stream alike for a client's half-close and for a cancel (the
        difference is swallowed), and on a cancel it also cancels the call's task once it has
        processed the news. One turn of the event loop lets that land first in practice, so the
        call is logged CANCELLED rather than OK. Best effort: under heavy load it can still miss.
        """
        if self.request_streaming:
            await asyncio.sleep(0)

    def succeeded(self) -> None:
        # A handler may set a code without raising (context.set_code); None means it did not.
        code = self.context.code() or grpc.StatusCode.OK
        remaining = self.context.time_remaining()
        if code is grpc.StatusCode.OK and remaining is not None and remaining <= 0:
            # Answered past the deadline: grpc core sends DEADLINE_EXCEEDED instead, and that
            # is what the client sees (a cheap call under a 1 ms deadline).
            code = grpc.StatusCode.DEADLINE_EXCEEDED
        self._finish(code)

    async def failed(self, exc: BaseException) -> None:
        """Record how the call ended; an unexpected exception is turned into INTERNAL here."""
        # An AbortError comes from the handler's abort, which recorded the call already.
        if isinstance(exc, asyncio.CancelledError):
            self._finish(stopped_code(self.context.time_remaining()))
        elif isinstance(exc, Stopped):
            code = stopped_code(self.context.time_remaining())
            self._finish(code)
            await self.context.abort(code, STOPPED_MESSAGES[code])
        elif isinstance(exc, RefusedMessage):
            status = exc.status()
            self.fields["error_reason"] = exc.error.reason
            self._finish(status.code)
            await self.context.abort(
                status.code,
                status.details,
                self.handler_context.with_request_id(status.trailing_metadata),
            )
        elif isinstance(exc, Exception) and not isinstance(exc, grpc.aio.AbortError):
            self._finish(grpc.StatusCode.INTERNAL, exc)
            # The trailers already set (the request id among them) go with the status.
            await self.context.abort(
                grpc.StatusCode.INTERNAL, f"internal error (request id {self.request_id})"
            )

    def _finish(self, code: grpc.StatusCode, exc: BaseException | None = None) -> None:
        self.in_flight.discard(self.task)
        record_call(
            self.labels,
            method=self.method,
            request_id=self.request_id,
            peer=self.peer,
            fields=self.fields,
            started=self.started,
            code=code,
            exc=exc,
        )


def release_frames(exc: BaseException) -> None:
    """Clear the locals of the frames the call's exceptions passed through (its handler's, the
    converters', ...), which the request message is among. grpc.aio keeps the exception a handler
    ends with beyond the call (measured: 16 of 30 refused requests of 3.9 MB each still alive
    after their calls, 8 MB of RSS each, until some later call freed them); on the Connect route
    the exception and its frames made a cycle only the garbage collector freed (30 such refusals:
    RSS up to 290 MB, now 127). The frames still running (this one) are left as they are."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        traceback.clear_frames(current.__traceback__)
        current = current.__cause__ or current.__context__


def record_call(
    labels: tuple[str, str, str],
    *,
    method: str,
    request_id: str,
    peer: str,
    fields: Mapping[str, object],
    started: float,
    code: grpc.StatusCode,
    exc: BaseException | None = None,
    protocol: str = "grpc",
) -> None:
    """Count one ended call in the grpc_server_* metrics and write its ``rpc`` log line.

    ``labels`` are (grpc_type, grpc_service, grpc_method); ``started`` is its perf_counter() at the
    start. Shared by the gRPC interceptor and the Connect route (service.connect), so a call is
    counted and logged the same whichever protocol carried it; only a Connect call's line also
    says ``protocol: "connect"``.
    """
    elapsed = time.perf_counter() - started
    child(HANDLED, *labels, code.name).inc()
    child(HANDLING_SECONDS, *labels).observe(elapsed)
    line: dict[str, Any] = {"ruleset": None, "seed": None, **fields}
    # uint64 seeds as decimal strings, as proto3 JSON does: JSON readers that parse numbers
    # as doubles would round them.
    if isinstance(line["seed"], int):
        line["seed"] = str(line["seed"])
    line.update(
        request_id=request_id,
        method=method,
        code=code.name,
        duration_ms=round(elapsed * 1000, 3),
        peer=peer,
    )
    if protocol != "grpc":
        line["protocol"] = protocol
    log = bound_logger()
    if exc is not None:
        log.error("rpc", exc_info=exc, **line)
    elif code in _ERROR_CODES:
        log.error("rpc", **line)
    elif code in _WARNING_CODES or line.get("error_reason") in _WARNING_REASONS:
        log.warning("rpc", **line)
    elif labels[1] in _QUIET_SERVICES and code is grpc.StatusCode.OK:
        log.debug("rpc", **line)
    else:
        log.info("rpc", **line)


_Behaviour = Callable[[Any, _Context], Any]

#: RpcMethodHandler attribute, go-grpc-prometheus grpc_type, and the factory that rebuilds it.
HANDLER_KINDS: tuple[tuple[str, str, Callable[..., grpc.RpcMethodHandler[Any, Any]]], ...] = (
    ("unary_unary", "unary", grpc.unary_unary_rpc_method_handler),
    ("unary_stream", "server_stream", grpc.unary_stream_rpc_method_handler),
    ("stream_unary", "client_stream", grpc.stream_unary_rpc_method_handler),
    ("stream_stream", "bidi_stream", grpc.stream_stream_rpc_method_handler),
)


def streams_of(attribute: str) -> tuple[bool, bool]:
    """Whether the requests and the responses of a HANDLER_KINDS attribute ("unary_stream" ...)
    stream: a method descriptor's (client_streaming, server_streaming)."""
    requests, _, responses = attribute.partition("_")
    return requests == "stream", responses == "stream"


#: The go-grpc-prometheus grpc_type of a method, by (client_streaming, server_streaming).
GRPC_TYPES = {streams_of(attribute): grpc_type for attribute, grpc_type, _ in HANDLER_KINDS}


class InFlight:
    """The calls being handled, over gRPC and Connect alike: the task of each, to count them and
    to cancel them when a shutdown's grace period ends."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()
        self._cut: set[asyncio.Task[Any]] = set()

    def __len__(self) -> int:
        return len(self._tasks)

    def add(self) -> asyncio.Task[Any]:
        """Register the running call (its current task) and return the task."""
        task = asyncio.current_task()
        assert task is not None, "a call runs in a task"
        self._tasks.add(task)
        return task

    def discard(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        self._cut.discard(task)

    def cancel_all(self) -> int:
        """Cancel every running call; each then ends, and is logged, as CANCELLED.

        gRPC's own cancellation would let a handler waiting for its next request see the stream
        end as if the client had finished, and log OK. Returns how many calls were cancelled.
        """
        tasks = list(self._tasks)
        self._cut.update(tasks)
        for task in tasks:
            task.cancel()
        return len(tasks)

    def cut_off(self, task: asyncio.Task[Any]) -> bool:
        """Whether ``cancel_all`` cancelled ``task`` (rather than someone else)."""
        return task in self._cut


class RpcObserver(grpc.aio.ServerInterceptor):
    """Logs and counts every RPC (see the module docstring), registering each in ``in_flight``;
    takes each request message of at most ``max_message_bytes`` (service.bodies)."""

    def __init__(self, in_flight: InFlight, max_message_bytes: int) -> None:
        self._in_flight = in_flight
        self._limit = max_message_bytes

    async def intercept_service(
        self,
        continuation: Callable[
            [grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler[Any, Any] | None]
        ],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = await continuation(handler_call_details)
        # None is an unknown method: gRPC answers UNIMPLEMENTED without calling any handler.
        if handler is not None:
            for attribute, grpc_type, rebuild in HANDLER_KINDS:
                behaviour = getattr(handler, attribute)
                if behaviour is not None:
                    # No request deserializer: gRPC passes the bytes, the wrapper takes them.
                    return rebuild(
                        self._observe(
                            grpc_type,
                            handler_call_details.method,
                            behaviour,
                            handler.request_deserializer,
                        ),
                        request_deserializer=None,
                        response_serializer=handler.response_serializer,
                    )
        return handler

    def _observe(
        self,
        grpc_type: str,
        method: str,
        behaviour: _Behaviour,
        parse: Callable[[bytes], Any] | None,
    ) -> _Behaviour:
        # A handler is a coroutine (returning the response, or writing with context.write) or an
        # async generator (yielding responses). The wrapper is always a coroutine: grpc.aio then
        # sends a stream handler's final status once the wrapper returns.
        in_flight = self._in_flight
        limit = self._limit

        def take_one(data: bytes, index: int) -> Any:
            assert parse is not None
            return take(data, parse, limit, index)

        def taken(raw: Any, call: _Call) -> Any:
            """The handler's first argument: the request message, or the request stream (the
            bytes as they came for a handler without a deserializer)."""
            if parse is None:
                return raw
            if not call.request_streaming:
                return take(raw, parse, limit)
            requests = call.handler_context.requests = Requests(raw, take_one)
            return requests

        if inspect.isasyncgenfunction(behaviour):

            async def observed_stream(raw: Any, context: _Context) -> None:
                call = _Call(grpc_type, method, context, in_flight)
                request = None
                try:
                    request = taken(raw, call)
                    # Written here rather than yielded to gRPC, so that a cancel landing while a
                    # response is being sent is seen here too; aclosing runs the handler's own
                    # cleanup (and its last annotations) before the line is written.
                    async with contextlib.aclosing(behaviour(request, call.handler_context)) as out:
                        async for response in out:
                            await context.write(response)
                    await call.settle()
                except BaseException as exc:
                    await call.failed(exc)
                    raw = request = None  # this frame is kept with the exception too
                    release_frames(exc)
                    raise
                call.succeeded()

            return observed_stream

        async def observed(raw: Any, context: _Context) -> Any:
            call = _Call(grpc_type, method, context, in_flight)
            try:
                response = await behaviour(taken(raw, call), call.handler_context)
                await call.settle()
            except BaseException as exc:
                await call.failed(exc)
                raw = None  # this frame is kept with the exception too (release_frames)
                release_frames(exc)
                raise
            call.succeeded()
            return response

        return observed
