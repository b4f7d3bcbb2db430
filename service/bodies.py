"""Request messages as the server takes them in: checked for size, then parsed, inside the call.

Both routes hand their RPC observer each request message's bytes unparsed (service.interceptor
registers the gRPC handlers without a request deserializer; service.connect's codecs defer the
decoding), and the observer calls ``take``. A message the server cannot take is thus refused
inside the observed call, with the call's request id, its ``rpc`` log line and its metrics, and
google.rpc details like every other refusal, instead of by the transport (gRPC answered a
corrupt message UNKNOWN, with a Python class name and nothing logged, or INTERNAL in a stream;
an oversize one RESOURCE_EXHAUSTED without a request id):

- a message over ``max_message_bytes``: RESOURCE_EXHAUSTED, reason LIMIT_EXCEEDED, no field (the
  message as a whole is over);
- a message that does not parse (corrupt protobuf; for JSON, not JSON, the wrong shape, an
  unknown field or enum name, invalid UTF-8): INVALID_ARGUMENT, reason MALFORMED_MESSAGE, no
  field (there is no parsed message to name one in), the parser's own message after ours.

Parsing is what the transport's deserializer did anyway (``FromString`` on the same bytes): no
copy is added. The transports still receive at most ``transport_limit`` bytes of a message, the
configured limit plus ``HEADROOM``; past that they refuse it themselves, before any handler runs
(docs/configuration.md, Limits).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Generic, TypeVar

import grpc
from grpc_status import rpc_status

from engine.errors import ArbiterError, InvalidRequestError, LimitExceededError
from service.errors import status_from_error

__all__ = ["HEADROOM", "RefusedMessage", "Requests", "take", "transport_limit"]

#: How far past ``max_message_bytes`` the transports still receive a message, so that ``take``
#: refuses it with a request id. It bounds what an oversize message can make the server buffer
#: (1 MiB more, whatever the limit), where no headroom at all would leave every oversize refusal
#: to the transport, without a request id.
HEADROOM = 1024 * 1024

# gRPC's message size options are C ints.
_MAX_TRANSPORT_LIMIT = 2**31 - 1

_M = TypeVar("_M")
_B = TypeVar("_B", bound=bytes | bytearray)


def transport_limit(max_message_bytes: int) -> int:
    """The receive limit to give the transports for a server limit of ``max_message_bytes``."""
    return min(max_message_bytes + HEADROOM, _MAX_TRANSPORT_LIMIT)


class RefusedMessage(Exception):
    """A request message the server did not take: ``error`` says why."""

    def __init__(self, error: ArbiterError) -> None:
        super().__init__(error.message)
        self.error = error

    def status(self) -> grpc.Status:
        """The gRPC status to end the call with (code, message, google.rpc details trailer)."""
        status: grpc.Status = rpc_status.to_status(status_from_error(self.error))
        return status


def take(data: _B, parse: Callable[[_B], _M], limit: int, index: int | None = None) -> _M:
    """``parse(data)``, a unary call's request message (or message ``index`` of a request
    stream), unless it is over ``limit`` bytes or does not parse: then RefusedMessage."""
    if len(data) > limit:
        raise RefusedMessage(
            LimitExceededError(
                f"{_what(index)} is {len(data)} bytes, over this server's limit of {limit} "
                "(max_message_bytes)",
                reason="LIMIT_EXCEEDED",
            )
        )
    try:
        return parse(data)
    # Parsers raise what they like: DecodeError (protobuf), ParseError (JSON), and for some input
    # ValueError, UnicodeDecodeError or RecursionError. Whatever it is, the bytes did not parse.
    except Exception as exc:
        raise RefusedMessage(
            InvalidRequestError(f"malformed {_what(index)}: {exc}", reason="MALFORMED_MESSAGE")
        ) from exc


def _what(index: int | None) -> str:
    return "request message" if index is None else f"stream message {index}"


_R = TypeVar("_R")


class Requests(Generic[_R, _M]):
    """A request stream's messages, each taken (``take_one(raw, index)``: checked and parsed, its
    0-based index in the stream for the error message) as the handler reads it."""

    __slots__ = ("_raw", "_take_one", "count")

    def __init__(self, raw: AsyncIterator[_R], take_one: Callable[[_R, int], _M]) -> None:
        self._raw = raw
        self._take_one = take_one
        #: Messages read so far.
        self.count = 0

    def __aiter__(self) -> Requests[_R, _M]:
        return self

    async def __anext__(self) -> _M:
        return self.taken(await anext(self._raw))

    def taken(self, raw: _R) -> _M:
        """``raw``, the stream's next message, taken."""
        index = self.count
        self.count += 1
        return self._take_one(raw, index)
