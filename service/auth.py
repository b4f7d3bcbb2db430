"""Shared-token authentication: every call but health's carries ``authorization: Bearer TOKEN``.

The token is one secret shared by the server and its clients (``--auth-token-file`` or
``ARBITER_AUTH_TOKEN``; docs/security.md). It is never on a command line (the server reads it
from a file or the environment; the supervisor of ``--workers N`` hands it to its workers in
their environment, not in their arguments), never in a log line, an error message or a repr,
and it is compared in constant time (``hmac.compare_digest``).

Over gRPC, ``TokenAuth`` (a ``grpc.aio.ServerInterceptor`` inside ``RpcObserver``) swaps the
handler of a call without a valid token for one that fails it UNAUTHENTICATED before reading,
let alone parsing, any request message; over Connect, ``service.connect`` checks the same header
before the body is read. Either way the call still gets its request id, its ``rpc`` log line (at
warning) and its ``grpc_server_*`` metrics, and its error carries a google.rpc ErrorInfo whose
reason is ``TOKEN_MISSING`` or ``TOKEN_INVALID``. ``grpc.health.v1.Health`` is exempt:
orchestrators' probes carry no token, and the health status is no secret.
"""

from __future__ import annotations

import hmac
import re
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import grpc
from grpc_status import rpc_status

from service.errors import Unauthenticated, status_from_error
from service.interceptor import HANDLER_KINDS
from service.observe import annotate

__all__ = [
    "AUTHORIZATION_KEY",
    "EXEMPT_SERVICES",
    "MIN_TOKEN_LENGTH",
    "AuthToken",
    "TokenAuth",
    "check_authorization",
]

#: The metadata key (gRPC) and header (Connect) that carries ``Bearer TOKEN``.
AUTHORIZATION_KEY = "authorization"
#: Services every caller may use without a token.
EXEMPT_SERVICES = frozenset({"grpc.health.v1.Health"})
#: The shortest token accepted: 16 characters (a random 32-hex-digit token is 128 bits).
MIN_TOKEN_LENGTH = 16

# A token goes in an HTTP header and gRPC metadata as is: visible ASCII, no spaces.
_TOKEN_CHARACTERS = re.compile(r"[!-~]+")
# RFC 9110 11.6.2: the scheme is case-insensitive, one or more spaces before the credentials.
_BEARER = re.compile(r"bearer +(\S+)", re.IGNORECASE)


class AuthToken:
    """The shared token. Its repr and str hide the value, so no log line, traceback or error
    message can show it; equality is constant-time, like ``matches``."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        # The messages name the problem, never the value.
        if not _TOKEN_CHARACTERS.fullmatch(value):
            raise ValueError("the auth token must be visible ASCII characters without spaces")
        if len(value) < MIN_TOKEN_LENGTH:
            raise ValueError(
                f"the auth token must be at least {MIN_TOKEN_LENGTH} characters long (e.g. "
                "`openssl rand -hex 32`)"
            )
        self._value = value

    @classmethod
    def from_file(cls, path: str) -> AuthToken:
        """The token in the file at ``path``: its text, surrounding whitespace (a trailing
        newline) dropped."""
        try:
            with open(path, encoding="ascii") as file:
                text = file.read()
        except (OSError, UnicodeDecodeError) as exc:
            # Not str(exc) of a UnicodeDecodeError: it quotes the bytes it could not decode.
            why = exc.strerror if isinstance(exc, OSError) else "not ASCII text"
            raise ValueError(f"cannot read the auth token file {path!r}: {why}") from None
        return cls(text.strip())

    def matches(self, presented: str) -> bool:
        """Whether ``presented`` is the token, in time independent of where they differ."""
        return hmac.compare_digest(presented.encode(), self._value.encode())

    def reveal(self) -> str:
        """The value itself: only to hand it to a worker process's environment."""
        return self._value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AuthToken) and self.matches(other._value)

    def __hash__(self) -> int:
        return hash(AuthToken)

    def __repr__(self) -> str:
        return "AuthToken(<redacted>)"


def check_authorization(token: AuthToken, values: Iterable[str]) -> Unauthenticated | None:
    """The error for a call whose ``authorization`` values (metadata or headers) do not carry
    ``token``; None when one does."""
    presented = list(values)
    if not presented:
        return Unauthenticated(
            f"missing credentials: send the header '{AUTHORIZATION_KEY}: Bearer <token>'",
            reason="TOKEN_MISSING",
        )
    for value in presented:
        bearer = _BEARER.fullmatch(value.strip())
        if bearer is not None and token.matches(bearer[1]):
            return None
    return Unauthenticated(
        f"invalid credentials: the '{AUTHORIZATION_KEY}' header is not 'Bearer <token>' with "
        "this server's token",
        reason="TOKEN_INVALID",
    )


def _service(method: str) -> str:
    return method.lstrip("/").rpartition("/")[0]


def _text_values(metadata: Iterable[tuple[str, str | bytes]] | None) -> list[str]:
    return [v for k, v in metadata or () if k == AUTHORIZATION_KEY and isinstance(v, str)]


_Continuation = Callable[
    [grpc.HandlerCallDetails], Awaitable["grpc.RpcMethodHandler[Any, Any] | None"]
]


def _refusal(
    handler: grpc.RpcMethodHandler[Any, Any], error: Unauthenticated
) -> grpc.RpcMethodHandler[Any, Any]:
    """A handler of ``handler``'s kind that fails the call with ``error``; it has no request
    deserializer, so the request bytes are never parsed."""

    async def refuse(_request: Any, context: grpc.aio.ServicerContext[Any, Any]) -> None:
        annotate(error_reason=error.reason)
        await context.abort_with_status(rpc_status.to_status(status_from_error(error)))

    for attribute, _, build in HANDLER_KINDS:
        if getattr(handler, attribute) is not None:
            return build(refuse)
    raise AssertionError(f"a handler of no known kind: {handler!r}")


class TokenAuth(grpc.aio.ServerInterceptor):
    """Refuses every gRPC call without ``token``, except health's (module docstring).

    It goes inside ``RpcObserver``, which then logs, counts and ids the refused call like any.
    """

    def __init__(self, token: AuthToken) -> None:
        self._token = token

    async def intercept_service(
        self, continuation: _Continuation, handler_call_details: grpc.HandlerCallDetails
    ) -> grpc.RpcMethodHandler[Any, Any] | None:
        handler = await continuation(handler_call_details)
        # An unknown method stays UNIMPLEMENTED, uncounted: refusing it would let anyone add
        # metric series by calling made-up method names.
        if handler is None or _service(handler_call_details.method) in EXEMPT_SERVICES:
            return handler
        error = check_authorization(
            self._token, _text_values(handler_call_details.invocation_metadata)
        )
        return handler if error is None else _refusal(handler, error)
