"""A small typed client for the Arbiter gRPC service.

Thin by design: it wraps ``arbiter.v1.combat_service_pb2_grpc.CombatServiceStub``, applies one
deadline to every call, and turns a failed call into an ``ArbiterRpcError`` with the google.rpc
details (field violations, reason, ruling) already parsed. Requests and responses are the
generated ``arbiter.v1`` messages, unchanged.

    with ArbiterClient("127.0.0.1:50051") as client:
        response = client.resolve_action(request)

A server that serves TLS and wants the shared token (docs/security.md):

    credentials = tls_credentials(ca_file="ca.pem")  # + cert_file=, key_file= for mTLS
    with ArbiterClient("arbiter.example:50051", credentials=credentials, token=token) as client:
        ...
"""

from __future__ import annotations

import enum
import itertools
import json
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Protocol, Self, TypeVar

import grpc
from google.protobuf import any_pb2
from google.protobuf.message import Message
from google.rpc.error_details_pb2 import BadRequest, ErrorInfo
from grpc_status import rpc_status

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2

__all__ = [
    "DEFAULT_TARGET",
    "DEFAULT_TIMEOUT",
    "ERROR_DOMAIN",
    "LOAD_BALANCING",
    "OWN_CONNECTION",
    "REQUEST_ID_KEY",
    "RETRY_POLICY",
    "ArbiterClient",
    "ArbiterRpcError",
    "CallSettings",
    "ClientTimeout",
    "Timeout",
    "TlsFiles",
    "channel_options",
    "load_balancing_for",
    "open_channel",
    "packs",
    "read_token",
    "tls_credentials",
]

_SERVICE = pb.DESCRIPTOR.services_by_name["CombatService"].full_name


_R = TypeVar("_R")


class ClientTimeout(enum.Enum):
    """The ``timeout`` of a call that sets none of its own: the client's."""

    CLIENT = "client"


#: A call's ``timeout``: seconds, None (no deadline), or the client's (the default).
Timeout = float | None | ClientTimeout
#: Where ``arbiter serve`` listens by default.
DEFAULT_TARGET = "127.0.0.1:50051"
#: Seconds a call (a whole batch stream included) may take before it fails DEADLINE_EXCEEDED.
DEFAULT_TIMEOUT = 30.0
#: ErrorInfo domain of the service's own errors.
ERROR_DOMAIN = "arbiter.v1"
#: Trailing metadata key in which the server returns the id of every call.
REQUEST_ID_KEY = "x-request-id"
#: Channel options that give a channel its own TCP connection: without a local subchannel pool,
#: channels to one target share a single connection, and a ``--workers`` server (which keeps a
#: connection, and every call on it, on one worker) would play them all on one worker.
OWN_CONNECTION: tuple[tuple[str, int], ...] = (("grpc.use_local_subchannel_pool", 1),)
#: gRPC's load-balancing policies a channel may use: ``pick_first`` (gRPC's default) connects to
#: one address of the target and sends every call there; ``round_robin`` connects to every
#: address the name resolves to (a headless Service's pods) and sends each call to the next.
LOAD_BALANCING = ("pick_first", "round_robin")
#: Retries of a call that ended UNAVAILABLE (the pod it reached was draining or gone; another
#: may take it): every Arbiter call is a pure function of its request, so trying it again cannot
#: do anything twice. gRPC retries a streaming call only before its first response message.
RETRY_POLICY = {
    "maxAttempts": 4,
    "initialBackoff": "0.1s",
    "maxBackoff": "2s",
    "backoffMultiplier": 2,
    "retryableStatusCodes": ["UNAVAILABLE"],
}


def load_balancing_for(target: str, load_balancing: str | None = None) -> str:
    """``load_balancing``, or by default ``round_robin`` for a ``dns:`` target (``dns:///name``:
    every address the name has, as a headless Service gives each pod's) and ``pick_first``
    otherwise."""
    if load_balancing is None:
        return "round_robin" if target.startswith("dns:") else "pick_first"
    if load_balancing not in LOAD_BALANCING:
        raise ValueError(f"unknown load balancing: {load_balancing!r} (one of {LOAD_BALANCING})")
    return load_balancing


def channel_options(
    target: str,
    load_balancing: str | None = None,
    *,
    own_connection: bool = False,
    retries: bool = True,
) -> list[tuple[str, str | int]]:
    """The options of a channel to ``target``: its service config (the load balancing of
    ``load_balancing_for``, and ``RETRY_POLICY`` for every CombatService method unless not
    ``retries``: a load test counts each failure rather than hide it), and ``OWN_CONNECTION``
    when ``own_connection``."""
    config: dict[str, object] = {
        "loadBalancingConfig": [{load_balancing_for(target, load_balancing): {}}],
    }
    if retries:
        config["methodConfig"] = [{"name": [{"service": _SERVICE}], "retryPolicy": RETRY_POLICY}]
    options: list[tuple[str, str | int]] = [("grpc.service_config", json.dumps(config))]
    if not retries:
        options.append(("grpc.enable_retries", 0))
    return [*options, *(OWN_CONNECTION if own_connection else ())]


def open_channel(
    module: Any,
    target: str,
    credentials: grpc.ChannelCredentials | None,
    load_balancing: str | None,
    *,
    own_connection: bool,
) -> Any:
    """A channel to ``target`` from ``module`` (``grpc``, or ``grpc.aio`` for an asyncio one):
    TLS with ``credentials`` when given, and ``channel_options``."""
    options = channel_options(target, load_balancing, own_connection=own_connection)
    if credentials is None:
        return module.insecure_channel(target, options=options)
    return module.secure_channel(target, credentials, options=options)


class ArbiterRpcError(Exception):
    """A failed Arbiter call (or batch item), with its google.rpc details parsed.

    ``code`` is the gRPC status; ``field_violations`` the BadRequest violations as (field,
    description) pairs, the field a camelCase JSON path such as ``action.attack.weaponId``;
    ``reason`` and ``ruling`` come from the ErrorInfo of domain ``arbiter.v1`` (``ruling`` is set
    when a ruling decided it, e.g. ``"A1"``); ``request_id`` is the server's id of the call (the
    ``x-request-id`` trailer), to find its log line. Transport failures (UNAVAILABLE,
    DEADLINE_EXCEEDED raised by the client) carry no details and may carry no request id.
    """

    code: grpc.StatusCode
    message: str
    field_violations: list[tuple[str, str]]
    reason: str | None
    ruling: str | None
    request_id: str | None

    def __init__(
        self,
        code: grpc.StatusCode,
        message: str,
        *,
        field_violations: Sequence[tuple[str, str]] = (),
        reason: str | None = None,
        ruling: str | None = None,
        request_id: str | None = None,
    ) -> None:
        super().__init__(f"{code.name}: {message}")
        self.code = code
        self.message = message
        self.field_violations = list(field_violations)
        self.reason = reason
        self.ruling = ruling
        self.request_id = request_id

    @classmethod
    def from_details(
        cls,
        code: grpc.StatusCode,
        message: str,
        details: Iterable[any_pb2.Any],
        *,
        request_id: str | None = None,
    ) -> ArbiterRpcError:
        """Build one from a status code, message and google.rpc detail messages."""
        violations: list[tuple[str, str]] = []
        reason: str | None = None
        ruling: str | None = None
        for detail in details:
            # Unpack is False (and leaves the message empty) when the detail is another type.
            bad_request, info = BadRequest(), ErrorInfo()
            if detail.Unpack(bad_request):
                violations.extend((v.field, v.description) for v in bad_request.field_violations)
            elif detail.Unpack(info) and info.domain == ERROR_DOMAIN:
                reason = info.reason or None
                ruling = info.metadata.get("ruling") or None
        return cls(
            code,
            message,
            field_violations=violations,
            reason=reason,
            ruling=ruling,
            request_id=request_id,
        )

    @classmethod
    def from_rpc_error(cls, error: grpc.RpcError) -> ArbiterRpcError:
        """Build one from the exception a grpc call raised (details read from its trailers)."""
        if not isinstance(error, grpc.Call | grpc.aio.AioRpcError):
            # Every RpcError the sync stubs raise is also a Call, and grpc.aio's are AioRpcErrors
            # (code, details and trailers alike); anything else has no status.
            return cls(grpc.StatusCode.UNKNOWN, str(error))
        code = error.code()
        message = error.details() or ""
        try:
            status = rpc_status.from_call(error)
        except ValueError:
            # The details disagree with the call's own code or message (something between client
            # and server rewrote one): report the call as it arrived, without them.
            status = None
        details = list(status.details) if status is not None else []
        request_id = next(
            (v for k, v in error.trailing_metadata() or () if k == REQUEST_ID_KEY), None
        )
        return cls.from_details(
            code, message, details, request_id=request_id if isinstance(request_id, str) else None
        )

    @classmethod
    def from_item_error(cls, error: pb.BatchItemError) -> ArbiterRpcError:
        """Build one from the inline error of a failed ResolveBatch item."""
        return cls.from_details(_status_code(error.code), error.message, error.details)


def packs(
    items: Iterable[pb.BatchItem], size: int, shared_state: state_pb2.EncounterState | None = None
) -> Iterator[pb.BatchPack]:
    """``items`` in packs of ``size`` (the last may be smaller), each with ``shared_state`` if
    given: the state of every item that sets none of its own. Lazy, like ``resolve_batch``."""
    if size < 1:
        raise ValueError(f"a pack holds at least one item, got size {size!r}")
    iterator = iter(items)
    while chunk := list(itertools.islice(iterator, size)):
        yield pb.BatchPack(items=chunk, shared_state=shared_state)


def _status_code(value: int) -> grpc.StatusCode:
    """The grpc.StatusCode whose google.rpc.Code number is ``value`` (UNKNOWN if none)."""
    for code in grpc.StatusCode:
        if code.value[0] == value:
            return code
    return grpc.StatusCode.UNKNOWN


_Response_co = TypeVar("_Response_co", covariant=True)


class _ResponseStream(Protocol[_Response_co]):
    """A streaming grpc call, as the stubs return it: its responses, and a cancel."""

    def __iter__(self) -> Iterator[_Response_co]: ...

    def cancel(self) -> bool: ...


def _streamed(call: _ResponseStream[_Response_co]) -> Generator[_Response_co, None, None]:
    """The messages of a response stream, a failure raised as ArbiterRpcError."""
    try:
        yield from call
    except grpc.RpcError as error:
        raise ArbiterRpcError.from_rpc_error(error) from None
    finally:
        # A caller that stops reading early ends the stream instead of leaving it open.
        call.cancel()


@dataclass(frozen=True, slots=True)
class TlsFiles:
    """What a TLS client needs, read from PEM files: the CA bundle to trust (None: the system's
    roots), and for mTLS the client certificate and its key (both or neither)."""

    ca: bytes | None = None
    cert: bytes | None = None
    key: bytes | None = None

    @classmethod
    def read(
        cls, ca_file: str | None = None, cert_file: str | None = None, key_file: str | None = None
    ) -> TlsFiles:
        """The files' contents; ValueError for a certificate without its key, OSError for a
        file that cannot be read."""
        if (cert_file is None) != (key_file is None):
            raise ValueError("a client certificate needs its key: give both cert_file and key_file")

        def read(path: str | None) -> bytes | None:
            if path is None:
                return None
            with open(path, "rb") as file:
                return file.read()

        return cls(read(ca_file), read(cert_file), read(key_file))

    def credentials(self) -> grpc.ChannelCredentials:
        """gRPC's channel credentials for these files."""
        return grpc.ssl_channel_credentials(
            root_certificates=self.ca, private_key=self.key, certificate_chain=self.cert
        )


def tls_credentials(
    ca_file: str | None = None, cert_file: str | None = None, key_file: str | None = None
) -> grpc.ChannelCredentials:
    """Channel credentials for a TLS server: trusting the CA bundle ``ca_file`` (None: the
    system's roots), showing the client certificate ``cert_file`` with ``key_file`` when given
    (mTLS; both or neither)."""
    return TlsFiles.read(ca_file, cert_file, key_file).credentials()


def read_token(path: str) -> str:
    """The shared token in the file at ``path`` (surrounding whitespace dropped), as the server
    reads its ``--auth-token-file``."""
    with open(path, encoding="ascii") as file:
        return file.read().strip()


class CallSettings:
    """What every call of a client (ArbiterClient, arbiter.aio.AsyncArbiterClient) is made with:
    the client's deadline unless the call has its own, and the token."""

    __slots__ = ("_metadata", "_timeout")

    def __init__(self, timeout: float | None, token: str | None) -> None:
        self._timeout = timeout
        # Plain metadata rather than call credentials: gRPC sends those over TLS only, and a
        # token over plaintext is fine on loopback (a sidecar) or inside a mesh's mTLS.
        self._metadata: tuple[tuple[str, str], ...] = (
            () if token is None else (("authorization", f"Bearer {token}"),)
        )

    def of(self, timeout: Timeout) -> dict[str, Any]:
        """A stub call's ``timeout`` (the call's, else the client's) and ``metadata``."""
        deadline = self._timeout if isinstance(timeout, ClientTimeout) else timeout
        return {"timeout": deadline, "metadata": self._metadata}


class ArbiterClient:
    """A synchronous client of ``arbiter.v1.CombatService``; use it as a context manager.

    ``target`` is a gRPC target (``host:port``); pass ``channel`` instead to reuse a channel you
    own (it is then not closed by this client). ``credentials`` (e.g. ``tls_credentials``)
    makes the channel TLS; ``token`` is sent with every call as ``authorization: Bearer TOKEN``.
    ``timeout`` is the deadline, in seconds, of every call; ``None`` waits forever.
    ``own_connection`` gives the channel a TCP connection of its own (``OWN_CONNECTION``), not
    one shared with the process's other channels to ``target``. ``load_balancing`` is
    ``pick_first`` or ``round_robin`` (default: ``round_robin`` for a ``dns:///`` target, such
    as a headless Service, so the calls spread over its pods; ``load_balancing_for``). Calls
    ending UNAVAILABLE are retried by gRPC (``RETRY_POLICY``). Every method raises
    ``ArbiterRpcError`` when the call fails.
    """

    def __init__(
        self,
        target: str = DEFAULT_TARGET,
        *,
        timeout: float | None = DEFAULT_TIMEOUT,
        channel: grpc.Channel | None = None,
        credentials: grpc.ChannelCredentials | None = None,
        token: str | None = None,
        own_connection: bool = False,
        load_balancing: str | None = None,
    ) -> None:
        self._owns_channel = channel is None
        self._channel: grpc.Channel = channel or open_channel(
            grpc, target, credentials, load_balancing, own_connection=own_connection
        )
        self._stub = pb_grpc.CombatServiceStub(self._channel)
        self._calls = CallSettings(timeout, token)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Close the channel if this client opened it."""
        if self._owns_channel:
            self._channel.close()

    def _unary(self, method: Callable[..., _R], request: Message, timeout: Timeout) -> _R:
        try:
            return method(request, **self._calls.of(timeout))
        except grpc.RpcError as error:
            raise ArbiterRpcError.from_rpc_error(error) from None

    def resolve_action(
        self, request: pb.ResolveActionRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ResolveActionResponse:
        """Resolve one action (CombatService.ResolveAction). ``timeout``, here and on every
        call: this call's deadline in seconds (None: none), else the client's."""
        return self._unary(self._stub.ResolveAction, request, timeout)

    def compute_odds(
        self, request: pb.ComputeOddsRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ComputeOddsResponse:
        """The exact odds of one attack (CombatService.ComputeOdds)."""
        return self._unary(self._stub.ComputeOdds, request, timeout)

    def compute_encounter_odds(
        self, request: pb.ComputeEncounterOddsRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ComputeEncounterOddsResponse:
        """The exact odds of a whole encounter (CombatService.ComputeEncounterOdds)."""
        return self._unary(self._stub.ComputeEncounterOdds, request, timeout)

    def resolve_encounter(
        self, request: pb.ResolveEncounterRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ResolveEncounterResponse:
        """Play an encounter to its end (CombatService.ResolveEncounter)."""
        return self._unary(self._stub.ResolveEncounter, request, timeout)

    def resolve_batch(
        self,
        items: Iterable[pb.BatchItem | pb.BatchPack],
        options: pb.BatchOptions | None = None,
        *,
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> Generator[pb.ResolveBatchResponse, None, None]:
        """Stream ``items`` through CombatService.ResolveBatch and yield the answers in order.

        Each element is one stream message: a ``BatchItem``, answered by its result, or a
        ``BatchPack`` of many (see ``packs``), answered by one response whose ``pack.results``
        are its items' results in order (or whose ``error`` says the whole pack's answer was too
        large). The call starts at the first ``next()``. ``items`` is consumed lazily, as the
        server asks for more, so it may be a generator; closing the iterator early cancels the
        stream. A failed item is a result carrying ``error`` (see
        ``ArbiterRpcError.from_item_error``); a failed stream raises ``ArbiterRpcError``. The
        deadline covers the whole stream.
        """

        def requests() -> Iterator[pb.ResolveBatchRequest]:
            if options is not None:
                yield pb.ResolveBatchRequest(options=options)
            for item in items:
                if isinstance(item, pb.BatchPack):
                    yield pb.ResolveBatchRequest(pack=item)
                else:
                    yield pb.ResolveBatchRequest(item=item)

        yield from _streamed(self._stub.ResolveBatch(requests(), **self._calls.of(timeout)))

    def simulate(
        self, request: pb.SimulateRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> Generator[pb.SimulateResponse, None, None]:
        """Play ``request``'s encounter ``request.runs`` times (CombatService.Simulate) and yield
        the stream's messages: progress at least once a second, then the result last.

        The call starts at the first ``next()``; closing the iterator early (or closing this
        client's channel from another thread) cancels it, and the server stops the runs. A
        failed call raises ``ArbiterRpcError``. The deadline covers the whole stream. Parts of
        one simulation (consecutive ``first_run`` ranges of one seed) merge into the result of
        one call with ``arbiter.simulation.merge``.
        """
        yield from _streamed(self._stub.Simulate(request, **self._calls.of(timeout)))

    def resolve_many(
        self,
        items: Sequence[pb.BatchItem],
        options: pb.BatchOptions | None = None,
        shared_state: state_pb2.EncounterState | None = None,
        *,
        expected_rules_digest: str = "",
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> list[pb.ResolveBatchResponse]:
        """Resolve ``items`` in one unary call (CombatService.ResolveMany): their results in
        order, exactly as a ResolveBatch stream of them; items that set no state use
        ``shared_state``. ``expected_rules_digest``: the rules they must be resolved by (a
        server resolving by others refuses, RULES_VERSION_MISMATCH: docs/api.md)."""
        request = pb.ResolveManyRequest(
            options=options,
            items=items,
            shared_state=shared_state,
            expected_rules_digest=expected_rules_digest,
        )
        return list(self._unary(self._stub.ResolveMany, request, timeout).results)

    def get_catalog(
        self,
        ruleset: state_pb2.Ruleset.ValueType = state_pb2.RULESET_UNSPECIFIED,
        *,
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> pb.GetCatalogResponse:
        """The catalog of ``ruleset``, or of every ruleset when unspecified."""
        return self._unary(self._stub.GetCatalog, pb.GetCatalogRequest(ruleset=ruleset), timeout)
