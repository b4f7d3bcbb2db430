"""CombatService over the Connect protocol: the same servicer, as an ASGI app for uvicorn.

``connect_app`` builds the ASGI application of the generated ``CombatServiceASGIApplication``
(connectrpc) around ``ConnectCombatService``, which calls the very ``CombatServicer`` methods the
gRPC server calls, with a context whose ``abort_with_status`` raises the equivalent
``ConnectError``: same code, same message, same google.rpc details (BadRequest, ErrorInfo,
PreconditionFailure), which connectrpc writes as the Connect error JSON, and whose
``time_remaining`` is what is left of the call's Connect-Timeout-Ms (the servicer's stop check
reads it, service.offload).

``ConnectObserver`` (a connectrpc interceptor) gives each Connect call what the gRPC interceptor
gives a gRPC call: the request id (the client's ``x-request-id`` header when usable, else a new
one; sent back as the ``x-request-id`` response header, also on errors), the same ``rpc`` log line
(plus ``protocol: "connect"``), the same ``grpc_server_*`` metrics with the same labels, and an
unexpected exception turned into INTERNAL with the request id in the message. A call connectrpc
cancels at its Connect-Timeout-Ms (or because the client went away), or whose work stopped at
that deadline, is logged DEADLINE_EXCEEDED (or CANCELLED), as over gRPC.

With a shared token (service.auth), ``ConnectAuth`` refuses a call without it, except health's,
before its body is read: ``unauthenticated``, the same ErrorInfo as over gRPC, and the call is
logged (at warning), counted and given its request id as every call is.

The codecs defer decoding (``_Deferred``): connectrpc hands the observer an ``_Unparsed`` message,
which it takes (service.bodies) inside the observed call, so a body over the limit or one that
does not decode (corrupt binary, not JSON, JSON of the wrong shape) is refused with the request
id, the log line and the metrics, as over gRPC. connectrpc reads up to
``service.bodies.transport_limit`` bytes of a message; past that it refuses it itself.

JSON is slow to convert (json_format: about 1.5 us a byte, so a 4 MiB body took 6 s of the loop
and a 3.4 MB answer 1-3 s, while gRPC health checks timed out). A JSON request body of
``OFF_LOOP_BYTES`` or more is decoded, and an answer of that protobuf size or more is encoded,
in the converter thread (``_CONVERTER``), as the engine work of heavy calls runs in the engine
threads: the loop then waits at most a GIL switch interval at a time. A JSON answer is bounded
as its message is (``max_message_bytes``, checked on the protobuf size), and is up to about three
times that size as JSON. Binary protobuf is converted in C, in microseconds: on the loop.

CORS (``cors_origins``) wraps the app in Starlette's CORSMiddleware, allowing the Connect headers.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import inspect
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Never, TypeAlias, TypeVar, cast

import grpc
from connectrpc.code import Code
from connectrpc.codec import Codec
from connectrpc.compat import google_protobuf_binary_codec
from connectrpc.errors import ConnectError, ErrorDetail
from connectrpc.method import IdempotencyLevel, MethodInfo, StreamType
from connectrpc.request import RequestContext
from connectrpc.server import ConnectASGIApplication, Endpoint
from google.protobuf import json_format
from google.protobuf.message import Message
from google.rpc import status_pb2
from grpc_health.v1 import health_pb2
from grpc_status import rpc_status
from protobuf.wkt import Any as ConnectAny
from starlette.middleware.cors import CORSMiddleware
from starlette.routing import Mount, Router

from arbiter.v1 import combat_service_connect, combat_service_pb2, combat_service_pb2_grpc
from engine.errors import Stopped
from service.auth import AUTHORIZATION_KEY, EXEMPT_SERVICES, AuthToken, check_authorization
from service.bodies import RefusedMessage, Requests, take, transport_limit
from service.connections import peer_of, send_connect_error
from service.errors import status_from_error
from service.health import HealthServicer
from service.interceptor import (
    GRPC_TYPES,
    REQUEST_ID_KEY,
    STARTED,
    STOPPED_MESSAGES,
    InFlight,
    record_call,
    release_frames,
    request_id_from,
    stopped_code,
)
from service.logs import LimitedWarnings, truncated
from service.observe import child, start_fields
from service.servicer import CombatServicer

__all__ = [
    "CATALOG_CACHE_CONTROL",
    "CONNECT_HEADERS",
    "ConnectAuth",
    "ConnectCombatService",
    "ConnectObserver",
    "connect_app",
]

#: Request headers a browser may send cross-origin to the Connect route (besides the CORS-safe
#: ones): the Connect protocol's own and the request id.
CONNECT_HEADERS = (
    "content-type",
    "connect-protocol-version",
    "connect-timeout-ms",
    "connect-accept-encoding",
    "connect-content-encoding",
    "x-user-agent",
    REQUEST_ID_KEY,
    AUTHORIZATION_KEY,
)
#: Response headers a browser script may read.
_EXPOSED_HEADERS = (REQUEST_ID_KEY, "grpc-status", "grpc-message")

# The message of a Connect call cut off at the end of a shutdown's grace period.
_CUT_OFF = "the server is shutting down and its grace period is over: retry on another replica"

#: Cache-Control of a GET GetCatalog answer.
CATALOG_CACHE_CONTROL = "public, max-age=3600"
#: ... when calls need the token: a shared cache must not hand it to a caller without one (an
#: answer to a request with Authorization is not shared unless it says public: RFC 9111 3.5).
PRIVATE_CATALOG_CACHE_CONTROL = "private, max-age=3600"


class _ProtoJsonCodec:
    """connectrpc's codec for ``application/json``, on google.protobuf's json_format.

    It differs from connectrpc's own in two ways. Responses are written without indentation
    (``MessageToJson(indent=None)``): 44-53 % fewer bytes for the example encounters' traces, so
    less to send and for every client to parse. The reader refuses unknown fields, so a misspelt
    field (or an enum name this server does not know) is INVALID_ARGUMENT, not silently dropped.
    """

    def name(self) -> str:
        return "json"

    def encode(self, message: Message) -> bytes:
        return json_format.MessageToJson(message, indent=None).encode()

    def decode(self, data: bytes | bytearray, message_class: type[_M]) -> _M:
        message = message_class()
        json_format.Parse(bytes(data), message, ignore_unknown_fields=False)
        return message


#: JSON bodies (bytes) and answers (protobuf bytes) from this size are converted in the
#: converter thread (module doc): about 12 ms of json_format, a hundred times a thread hop.
OFF_LOOP_BYTES = 8 * 1024
#: One thread: conversions are short beside the engine's work, and each thread more lengthens
#: the loop's waits for the GIL (service.offload).
_CONVERTER = ThreadPoolExecutor(1, thread_name_prefix="arbiter-json")


async def _converted(convert: Callable[..., _T], *args: Any) -> _T:
    """``convert(*args)`` in the converter thread, in this call's context (its log fields)."""
    call = functools.partial(contextvars.copy_context().run, convert, *args)
    return await asyncio.get_running_loop().run_in_executor(_CONVERTER, call)


@dataclass(frozen=True, slots=True)
class _Encoded:
    """An answer converted already (off the loop): the codec writes its bytes as they are."""

    data: bytes


@dataclass(frozen=True, slots=True)
class _Unparsed:
    """A request message as connectrpc read it, decoded only when the observer takes it."""

    data: bytes | bytearray
    codec: Codec[Any, Any]
    message_class: type[Any]

    def take(self, limit: int, index: int | None = None) -> Any:
        """The decoded message (service.bodies.take: RefusedMessage if it cannot be taken)."""
        return take(self.data, self._decode, limit, index)

    async def taken(self, limit: int) -> Any:
        """``take``, in the converter thread for a large JSON body (module doc)."""
        if isinstance(self.codec, _ProtoJsonCodec) and len(self.data) >= OFF_LOOP_BYTES:
            return await _converted(self.take, limit)
        return self.take(limit)

    async def answer(self, response: Any) -> Any:
        """``response`` as the codec will write it: encoded already, in the converter thread,
        when it is large and the call speaks JSON (module doc)."""
        if isinstance(self.codec, _ProtoJsonCodec) and response.ByteSize() >= OFF_LOOP_BYTES:
            return _Encoded(await _converted(self.codec.encode, response))
        return response

    def _decode(self, data: bytes | bytearray) -> Any:
        return self.codec.decode(data, self.message_class)


@dataclass(frozen=True, slots=True)
class _Deferred:
    """``codec``, whose decoding is left to the observer (module doc)."""

    codec: Codec[Any, Any]

    def name(self) -> str:
        return self.codec.name()

    def encode(self, message: Any) -> bytes:
        return message.data if isinstance(message, _Encoded) else self.codec.encode(message)

    def decode(self, data: bytes | bytearray, message_class: type[Any]) -> _Unparsed:
        return _Unparsed(data, self.codec, message_class)


_CODECS: tuple[Codec[Any, Any], ...] = (
    _Deferred(google_protobuf_binary_codec()),
    _Deferred(_ProtoJsonCodec()),
)

_STATUS_DETAILS_KEY = "grpc-status-details-bin"

_Servicer: TypeAlias = CombatServicer | combat_service_pb2_grpc.CombatServiceServicer
_T = TypeVar("_T")
_M = TypeVar("_M", bound=Message)


async def _answer(result: _T | Awaitable[_T]) -> _T:
    # The generated base class types a method as sync or async; an Arbiter servicer is async.
    return await result if inspect.isawaitable(result) else result


def _message(kind: type[_M], answer: bytes | _M) -> _M:
    """An answer as its message: the servicer writes the ones every item gets as wire bytes
    (service.boundary.wire), which connectrpc's codecs take as messages."""
    return kind.FromString(answer) if isinstance(answer, bytes) else answer


async def _messages(kind: type[_M], answers: AsyncIterator[bytes | _M]) -> AsyncIterator[_M]:
    async for answer in answers:
        yield _message(kind, answer)


def _connect_code(code: grpc.StatusCode) -> Code:
    # The codes are the same list; only CANCELLED is spelled differently.
    return Code.CANCELED if code is grpc.StatusCode.CANCELLED else Code(code.name.lower())


def _grpc_code(code: Code) -> grpc.StatusCode:
    return grpc.StatusCode.CANCELLED if code is Code.CANCELED else grpc.StatusCode[code.name]


def _error_from_status(status: grpc.Status) -> ConnectError:
    """The ConnectError equivalent to a gRPC status with google.rpc details."""
    rich = status_pb2.Status()
    for key, value in status.trailing_metadata or ():
        if key == _STATUS_DETAILS_KEY and isinstance(value, bytes):
            rich.ParseFromString(value)
    details = [
        ErrorDetail(ConnectAny(type_url=detail.type_url, value=detail.value))
        for detail in rich.details
    ]
    return ConnectError(_connect_code(status.code), status.details or "", details)


@dataclass(frozen=True, slots=True)
class _Status(grpc.Status):
    code: grpc.StatusCode
    details: str
    trailing_metadata: tuple[tuple[str, str | bytes], ...]


def _remaining(ctx: RequestContext[Any, Any]) -> float | None:
    """Seconds left before the call's Connect-Timeout-Ms; None without one."""
    timeout_ms = ctx.timeout_ms
    return None if timeout_ms is None else timeout_ms / 1000


class _ConnectContext:
    """What CombatServicer uses of its gRPC context, for a Connect call: aborting with a status
    raises the equivalent ConnectError, which connectrpc sends as the Connect error; the time
    remaining is the Connect deadline's."""

    __slots__ = ("_ctx",)

    def __init__(self, ctx: RequestContext[Any, Any]) -> None:
        self._ctx = ctx

    def time_remaining(self) -> float | None:
        return _remaining(self._ctx)

    async def abort(
        self,
        code: grpc.StatusCode,
        details: str = "",
        trailing_metadata: Sequence[tuple[str, str | bytes]] = (),
    ) -> Never:
        raise _error_from_status(_Status(code, details, tuple(trailing_metadata)))

    async def abort_with_status(self, status: grpc.Status) -> Never:
        raise _error_from_status(status)


def _context(ctx: RequestContext[Any, Any]) -> Any:
    # Any: mypy-protobuf types the context as a sync-and-async hybrid no real object is.
    return _ConnectContext(ctx)


async def _client_framing(messages: AsyncIterator[_T]) -> AsyncIterator[_T]:
    """The client's stream messages, where an envelope connectrpc cannot read is the client's
    mistake: connectrpc (as connect-go) reports a compressed flag without a
    Connect-Content-Encoding as INTERNAL, which here would say Arbiter has a bug (docs/api.md)."""
    iterator = aiter(messages)
    while True:
        try:
            message = await anext(iterator)
        except StopAsyncIteration:
            return
        except ConnectError as exc:
            if exc.code is not Code.INTERNAL:
                raise
            raise ConnectError(Code.INVALID_ARGUMENT, exc.message) from None
        yield message


class ConnectCombatService(combat_service_connect.CombatService):
    """arbiter.v1.CombatService for connectrpc: each method is the CombatServicer's;
    ``token_required`` makes a GET GetCatalog answer private to the caller's cache."""

    def __init__(self, servicer: _Servicer, *, token_required: bool = False) -> None:
        self._servicer = servicer
        self._catalog_cache_control = (
            PRIVATE_CATALOG_CACHE_CONTROL if token_required else CATALOG_CACHE_CONTROL
        )

    async def resolve_action(
        self, request: combat_service_pb2.ResolveActionRequest, ctx: RequestContext[Any, Any], /
    ) -> combat_service_pb2.ResolveActionResponse:
        return _message(
            combat_service_pb2.ResolveActionResponse,
            await _answer(self._servicer.ResolveAction(request, _context(ctx))),
        )

    async def resolve_encounter(
        self,
        request: combat_service_pb2.ResolveEncounterRequest,
        ctx: RequestContext[Any, Any],
        /,
    ) -> combat_service_pb2.ResolveEncounterResponse:
        return _message(
            combat_service_pb2.ResolveEncounterResponse,
            await _answer(self._servicer.ResolveEncounter(request, _context(ctx))),
        )

    def resolve_batch(
        self,
        request: AsyncIterator[combat_service_pb2.ResolveBatchRequest],
        ctx: RequestContext[Any, Any],
        /,
    ) -> AsyncIterator[combat_service_pb2.ResolveBatchResponse]:
        return _messages(
            combat_service_pb2.ResolveBatchResponse,
            cast(
                "AsyncIterator[bytes | combat_service_pb2.ResolveBatchResponse]",
                self._servicer.ResolveBatch(cast("Any", _client_framing(request)), _context(ctx)),
            ),
        )

    async def get_catalog(
        self, request: combat_service_pb2.GetCatalogRequest, ctx: RequestContext[Any, Any], /
    ) -> combat_service_pb2.GetCatalogResponse:
        response = await _answer(self._servicer.GetCatalog(request, _context(ctx)))
        if ctx.http_method == "GET":
            # The catalog is fixed for a server's lifetime; a deploy may change it, so caches
            # keep it for a while rather than for ever.
            ctx.response_headers["cache-control"] = self._catalog_cache_control
        return response

    async def resolve_many(
        self, request: combat_service_pb2.ResolveManyRequest, ctx: RequestContext[Any, Any], /
    ) -> combat_service_pb2.ResolveManyResponse:
        return _message(
            combat_service_pb2.ResolveManyResponse,
            await _answer(self._servicer.ResolveMany(request, _context(ctx))),
        )

    async def compute_odds(
        self, request: combat_service_pb2.ComputeOddsRequest, ctx: RequestContext[Any, Any], /
    ) -> combat_service_pb2.ComputeOddsResponse:
        return _message(
            combat_service_pb2.ComputeOddsResponse,
            await _answer(self._servicer.ComputeOdds(request, _context(ctx))),
        )

    async def compute_encounter_odds(
        self,
        request: combat_service_pb2.ComputeEncounterOddsRequest,
        ctx: RequestContext[Any, Any],
        /,
    ) -> combat_service_pb2.ComputeEncounterOddsResponse:
        return _message(
            combat_service_pb2.ComputeEncounterOddsResponse,
            await _answer(self._servicer.ComputeEncounterOdds(request, _context(ctx))),
        )

    def simulate(
        self, request: combat_service_pb2.SimulateRequest, ctx: RequestContext[Any, Any], /
    ) -> AsyncIterator[combat_service_pb2.SimulateResponse]:
        return cast(
            "AsyncIterator[combat_service_pb2.SimulateResponse]",
            self._servicer.Simulate(request, _context(ctx)),
        )


# grpc.health.v1.Health/Check. grpcio-health-checking ships only gRPC code for health.proto, so
# the one unary method is declared here as generated code declares CombatService's. Check has no
# side effects (health.proto does not say so), so an HTTP probe may also GET it:
# /grpc.health.v1.Health/Check?encoding=json&message={}.
_HEALTH_CHECK = MethodInfo(
    name="Check",
    service_name="grpc.health.v1.Health",
    input=health_pb2.HealthCheckRequest,
    output=health_pb2.HealthCheckResponse,
    idempotency_level=IdempotencyLevel.NO_SIDE_EFFECTS,
    stream_type=StreamType.UNARY,
)


class _HealthASGIApplication(ConnectASGIApplication[HealthServicer]):
    """The gRPC health servicer's Check over Connect: one status for both routes."""

    def __init__(self, health: HealthServicer, **options: Any) -> None:
        async def check(
            request: health_pb2.HealthCheckRequest, ctx: RequestContext[Any, Any]
        ) -> health_pb2.HealthCheckResponse:
            return cast(
                "health_pb2.HealthCheckResponse", await health.Check(request, _context(ctx))
            )

        super().__init__(
            service=health,
            endpoints=lambda _: {f"{self.path}/Check": Endpoint.unary(_HEALTH_CHECK, check)},
            **options,
        )

    @property
    def path(self) -> str:
        return f"/{_HEALTH_CHECK.service_name}"


class _ConnectCall:
    """One Connect call being observed (the Connect twin of service.interceptor._Call)."""

    def __init__(self, grpc_type: str, ctx: RequestContext[Any, Any], in_flight: InFlight) -> None:
        # uvicorn runs each request in a task of its own; cancelling it ends the call.
        self.ctx = ctx
        self.in_flight = in_flight
        self.task = in_flight.add()
        method = ctx.method
        self.labels = (grpc_type, method.service_name, method.name)
        self.method = f"/{method.service_name}/{method.name}"
        self.request_id = request_id_from(ctx.request_headers.items())
        ctx.response_headers[REQUEST_ID_KEY] = self.request_id
        self.peer = ctx.client_address or ""
        self.fields = start_fields()
        self.started = time.perf_counter()
        child(STARTED, *self.labels).inc()

    def end(self, exc: BaseException | None) -> None:
        """Count and log the call, ended by ``exc`` (None: OK; not a ConnectError: INTERNAL)."""
        self.in_flight.discard(self.task)
        code = grpc.StatusCode.OK
        unexpected: BaseException | None = None
        if isinstance(exc, ConnectError):
            code = _grpc_code(exc.code)
        elif isinstance(exc, asyncio.CancelledError | GeneratorExit):
            # Cancelled (by the deadline, or the grace ran out), or a stream closed early (the
            # client went away).
            code = stopped_code(_remaining(self.ctx))
        elif exc is not None:
            code, unexpected = grpc.StatusCode.INTERNAL, exc
        record_call(
            self.labels,
            method=self.method,
            request_id=self.request_id,
            peer=self.peer,
            fields=self.fields,
            started=self.started,
            code=code,
            exc=unexpected,
            protocol="connect",
        )

    def stop_if_cut_off(self) -> None:
        """Raise CancelledError once a shutdown's grace period has cut this call off. The cancel
        itself can be lost: connectrpc swallows a CancelledError that lands while it writes a
        response, and the stream was then served on to its end (tests/service/test_drain.py);
        a stream checks at each message it takes and each answer it gives."""
        if self.in_flight.cut_off(self.task):
            raise asyncio.CancelledError

    @contextlib.contextmanager
    def observing(self) -> Iterator[None]:
        """Record the call when the block ends; an unexpected exception leaves it as INTERNAL
        with the request id in the message (its traceback goes to the log line only)."""
        try:
            yield
        except ConnectError as exc:
            self.end(exc)
            release_frames(exc)
            raise
        except asyncio.CancelledError as exc:
            if not self.in_flight.cut_off(self.task):
                self.end(exc)
                raise
            # The grace period of a shutdown is over: the client gets a retryable Connect error
            # rather than a dropped connection (gRPC's clients get CANCELLED or UNAVAILABLE).
            error = ConnectError(Code.UNAVAILABLE, _CUT_OFF)
            self.end(error)
            raise error from None
        except Stopped:
            # The work stopped at the deadline before connectrpc cancelled the call.
            code = stopped_code(_remaining(self.ctx))
            error = ConnectError(_connect_code(code), STOPPED_MESSAGES[code])
            self.end(error)
            raise error from None
        except RefusedMessage as refused:
            error = _error_from_status(refused.status())
            self.fields["error_reason"] = refused.error.reason
            self.end(error)
            raise error from None
        except Exception as exc:
            self.end(exc)
            raise ConnectError(
                Code.INTERNAL, f"internal error (request id {self.request_id})"
            ) from exc
        except BaseException as exc:
            self.end(exc)
            raise
        self.end(None)


# go-grpc-prometheus's grpc_type of each Connect stream type.
_GRPC_TYPES = {
    StreamType.UNARY: "unary",
    StreamType.CLIENT_STREAM: "client_stream",
    StreamType.SERVER_STREAM: "server_stream",
    StreamType.BIDI_STREAM: "bidi_stream",
}


class ConnectAuth:
    """connectrpc metadata interceptor, first in the list, so it runs before the request body
    is read: a call without ``token`` (service.auth) ends ``unauthenticated`` and is recorded as
    ``ConnectObserver`` records a call."""

    def __init__(self, token: AuthToken, in_flight: InFlight) -> None:
        self._token = token
        self._in_flight = in_flight

    async def on_start(self, ctx: RequestContext[Any, Any]) -> None:
        if ctx.method.service_name in EXEMPT_SERVICES:
            return
        refused = check_authorization(self._token, ctx.request_headers.getall(AUTHORIZATION_KEY))
        if refused is None:
            return
        call = _ConnectCall(_GRPC_TYPES[ctx.method.stream_type], ctx, self._in_flight)
        call.fields["error_reason"] = refused.reason
        error = _error_from_status(rpc_status.to_status(status_from_error(refused)))
        call.end(error)
        raise error

    async def on_end(
        self, token: None, ctx: RequestContext[Any, Any], error: Exception | None, /
    ) -> None:
        return


class ConnectObserver:
    """connectrpc interceptor: logs and counts every Connect call as the gRPC interceptor does,
    registering each in ``in_flight``; takes each request message (an ``_Unparsed``) of at most
    ``max_message_bytes``."""

    def __init__(self, in_flight: InFlight, max_message_bytes: int) -> None:
        self._in_flight = in_flight
        self._limit = max_message_bytes

    async def intercept_unary(
        self,
        call_next: Callable[[Any, RequestContext[Any, Any]], Awaitable[Any]],
        request: Any,
        ctx: RequestContext[Any, Any],
        /,
    ) -> Any:
        with _ConnectCall("unary", ctx, self._in_flight).observing():
            response = await call_next(await request.taken(self._limit), ctx)
            return await request.answer(response)

    async def intercept_server_stream(
        self,
        call_next: Callable[[Any, RequestContext[Any, Any]], AsyncIterator[Any]],
        request: Any,
        ctx: RequestContext[Any, Any],
        /,
    ) -> AsyncIterator[Any]:
        call = _ConnectCall("server_stream", ctx, self._in_flight)
        with call.observing():
            async for response in call_next(await request.taken(self._limit), ctx):
                yield await request.answer(response)
                call.stop_if_cut_off()

    async def intercept_bidi_stream(
        self,
        call_next: Callable[[AsyncIterator[Any], RequestContext[Any, Any]], AsyncIterator[Any]],
        request: AsyncIterator[Any],
        ctx: RequestContext[Any, Any],
        /,
    ) -> AsyncIterator[Any]:
        call = _ConnectCall("bidi_stream", ctx, self._in_flight)

        def take(message: _Unparsed, index: int) -> Any:
            call.stop_if_cut_off()
            return message.take(self._limit, index)

        with call.observing():
            async for response in call_next(Requests(request, take), ctx):
                yield response
                call.stop_if_cut_off()


#: The content types of a Connect call by whether its method streams (the Connect protocol): a
#: unary call's body is the bare message, a streaming call's enveloped messages.
_UNARY_TYPES = ("application/json", "application/proto")
_STREAM_TYPES = ("application/connect+json", "application/connect+proto")
#: Each Connect path's (service, method, go-grpc-prometheus grpc_type).
_METHODS = {
    f"/{service.full_name}/{method.name}": (
        service.full_name,
        method.name,
        GRPC_TYPES[method.client_streaming, method.server_streaming],
    )
    for service in (
        combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"],
        health_pb2.DESCRIPTOR.services_by_name["Health"],
    )
    for method in service.methods
    if service.name == "CombatService" or method.name == "Check"
}


def _content_type_guard(app: Any) -> Callable[..., Awaitable[None]]:
    """``app`` behind a check of each POST's content type against its method's kind: a streaming
    method called with a unary type (or the reverse) gets HTTP 415 with a Connect error body
    saying what to send, the Accept-Post of that method, and its request id; it is logged and
    counted as a call ending INVALID_ARGUMENT. (connectrpc answered 415 with no body, and an
    Accept-Post listing the unary types for every method.)"""

    async def guarded(scope: dict[str, Any], receive: Any, send: Any) -> None:
        method = _METHODS.get(scope.get("path", "")) if scope["type"] == "http" else None
        headers = dict(scope.get("headers") or ()) if method is not None else {}
        sent = headers.get(b"content-type", b"").decode("latin-1").split(";")[0].strip().lower()
        # A gRPC content type is refused whatever the HTTP method: connectrpc would take a GET
        # of one for the gRPC protocol, which needs trailers uvicorn lacks, and raise.
        if method is None or (
            scope["method"] != "POST" and not sent.startswith("application/grpc")
        ):
            await app(scope, receive, send)
            return
        service, name, grpc_type = method
        accepted = _UNARY_TYPES if grpc_type == "unary" else _STREAM_TYPES
        if sent in accepted:
            await app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = request_id_from(
            [(REQUEST_ID_KEY, headers.get(REQUEST_ID_KEY.encode(), b"").decode("latin-1"))]
        )
        kind = "unary" if grpc_type == "unary" else grpc_type.replace("_", "-") + "ing"
        message = (
            f"{name} is a {kind} method: send it as {accepted[0]} or {accepted[1]}"
            f"{' (enveloped messages)' if grpc_type != 'unary' else ''}, not "
            f'{sent or "no content type"} (docs/api.md, "Connect route")'
        )
        await send_connect_error(
            send,
            415,
            message,
            [
                (b"accept-post", ", ".join(accepted).encode()),
                (REQUEST_ID_KEY.encode(), request_id.encode()),
            ],
        )
        labels = (grpc_type, service, name)
        child(STARTED, *labels).inc()
        record_call(
            labels,
            method=f"/{service}/{name}",
            request_id=request_id,
            peer=peer_of(scope.get("client")),
            fields={"error_reason": "UNSUPPORTED_CONTENT_TYPE", "content_type": sent},
            started=started,
            code=grpc.StatusCode.INVALID_ARGUMENT,
            protocol="connect",
        )

    return guarded


def _preflight_log(app: Any, cors_origins: Sequence[str]) -> Callable[..., Awaitable[None]]:
    """``app`` with a warning when it refuses a browser's CORS preflight, with the setting that
    would admit it: without it the refusal shows only in the browser's console (a WebGL or
    HTML5 game), and the server says nothing. Once per origin (a browser repeats a refused
    preflight with every call) and at a bounded rate, the origin cut to what a real one can be
    (service.logs.LimitedWarnings): any page can send any origin."""
    warnings = LimitedWarnings()

    async def logged(scope: dict[str, Any], receive: Any, send: Any) -> None:
        headers = dict(scope.get("headers") or ()) if scope["type"] == "http" else {}
        origin = headers.get(b"origin", b"").decode("latin-1")
        if (
            scope.get("method") != "OPTIONS"
            or not origin
            or (b"access-control-request-method" not in headers)
        ):
            await app(scope, receive, send)
            return

        async def watched(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start" and message["status"] >= 300:
                shown = truncated(origin)
                warnings.warning(
                    "cors preflight refused",
                    shown,  # the key, as cut: a flood of long origins holds little memory
                    origin=shown,
                    path=truncated(scope.get("path", "")),
                    status=message["status"],
                    hint=f"to let pages from {shown} call this server, start it with "
                    f"--cors-origins {','.join([*cors_origins, shown])} (ARBITER_CORS_ORIGINS)",
                )
            await send(message)

        await app(scope, receive, watched)

    return logged


def connect_app(
    servicer: _Servicer,
    *,
    health: HealthServicer,
    in_flight: InFlight,
    max_message_bytes: int,
    cors_origins: Sequence[str] = (),
    token: AuthToken | None = None,
) -> Callable[..., Awaitable[None]]:
    """The ASGI app serving ``servicer`` and ``health``'s Check over Connect, every call
    registered in ``in_flight``; CORS for ``cors_origins`` when given; every call but health's
    refused without ``token`` when given."""
    interceptors: list[Any] = [ConnectObserver(in_flight, max_message_bytes)]
    if token is not None:
        interceptors.insert(0, ConnectAuth(token, in_flight))
    options: dict[str, Any] = {
        "interceptors": interceptors,
        # The observer enforces max_message_bytes itself, with the call's request id.
        "read_max_bytes": transport_limit(max_message_bytes),
        "codecs": _CODECS,
    }
    services: list[ConnectASGIApplication[Any]] = [
        combat_service_connect.CombatServiceASGIApplication(
            ConnectCombatService(servicer, token_required=token is not None), **options
        ),
        _HealthASGIApplication(health, **options),
    ]
    # Each service under its own path, as connectrpc mounts several (an unknown path is 404).
    app: Any = _content_type_guard(
        Router(routes=[Mount(service.path, app=service) for service in services])
    )
    if cors_origins:
        app = CORSMiddleware(
            app,
            allow_origins=list(cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=list(CONNECT_HEADERS),
            expose_headers=list(_EXPOSED_HEADERS),
            max_age=7200,
        )
    return _preflight_log(app, cors_origins)
