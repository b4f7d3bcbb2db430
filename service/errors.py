"""Engine errors as gRPC statuses with google.rpc details.

Every ArbiterError becomes a google.rpc.Status: the code by kind (InvalidRequestError
INVALID_ARGUMENT, RuleRefusal FAILED_PRECONDITION, LimitExceededError RESOURCE_EXHAUSTED,
NotSupportedError UNIMPLEMENTED, Unauthenticated UNAUTHENTICATED), the message, and as details

- ``google.rpc.BadRequest``: one field violation whose ``field`` is the error's field as a camelCase
  JSON path (``action.attack.weapon_id`` becomes ``action.attack.weaponId``), when the error names
  a field;
- ``google.rpc.ErrorInfo``: ``reason`` (UPPER_SNAKE), domain ``arbiter.v1``, metadata
  ``{"ruling": id}`` when a ruling decided it;
- ``google.rpc.PreconditionFailure`` for rule refusals: type ``RULE``, subject the ruling id (or the
  reason when no ruling applies).

A message over 512 UTF-8 bytes is cut, ending in "…", so the trailers always fit. An ArbiterError
of no known kind is UNKNOWN.

Unary RPCs abort with that status; a ResolveBatch item carries the same fields in its
``BatchItemError``. An item's field paths are relative to the item's own request (e.g.
``action.attack.weaponId`` inside ``item.action``), exactly as the unary RPC would report them;
an item that carries no request is named where its message has it (``item``, ``pack.items[2]``).

Field paths are snake_case everywhere else (engine, convert); only this module spells them as JSON.
"""

from __future__ import annotations

import re
from typing import TypeAlias

from google.rpc import code_pb2, error_details_pb2, status_pb2

from arbiter.v1 import combat_service_pb2
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    NotSupportedError,
    RuleRefusal,
)

__all__ = [
    "DOMAIN",
    "INTERNAL_ITEM_MESSAGE",
    "Unauthenticated",
    "code_for",
    "internal_item_error",
    "item_error_from_error",
    "json_path",
    "status_from_error",
]

#: ErrorInfo domain of every error the service reports.
DOMAIN = "arbiter.v1"

#: Message of a batch item that failed on a server bug; the cause stays in the server's log fields.
INTERNAL_ITEM_MESSAGE = "internal error resolving item"

# Engine messages quote request values (ids, names), which a client can make arbitrarily long. The
# message travels in the status trailers up to four times (grpc-message, percent-encoded; then
# Status.message and the violation descriptions inside grpc-status-details-bin), and gRPC clients
# drop trailers over 8 KiB by default, turning the error into an opaque RESOURCE_EXHAUSTED. Cut
# messages to a UTF-8 byte budget that fits even when every byte needs percent-encoding.
_MAX_MESSAGE_BYTES = 512
_CUT = "…"


class Unauthenticated(ArbiterError):
    """A call without valid credentials (service.auth): UNAUTHENTICATED. Raised by the service
    only, never by the engine."""


_CODES: dict[type[ArbiterError], int] = {
    InvalidRequestError: code_pb2.INVALID_ARGUMENT,
    RuleRefusal: code_pb2.FAILED_PRECONDITION,
    LimitExceededError: code_pb2.RESOURCE_EXHAUSTED,
    NotSupportedError: code_pb2.UNIMPLEMENTED,
    Unauthenticated: code_pb2.UNAUTHENTICATED,
}

_SNAKE_STEP = re.compile(r"_([^_])")

_ErrorTarget: TypeAlias = status_pb2.Status | combat_service_pb2.BatchItemError


def code_for(err: ArbiterError) -> int:
    """The google.rpc.Code of an engine error; an unclassified ArbiterError is UNKNOWN."""
    for kind in type(err).__mro__:
        code = _CODES.get(kind)
        if code is not None:
            return code
    return int(code_pb2.UNKNOWN)


def json_path(field: str) -> str:
    """A snake_case request path as a camelCase JSON path (``dice.forced.faces[3]`` unchanged)."""
    return _SNAKE_STEP.sub(lambda m: m.group(1).upper(), field)


def _message(err: ArbiterError) -> str:
    encoded = err.message.encode()
    if len(encoded) <= _MAX_MESSAGE_BYTES:
        return err.message
    room = _MAX_MESSAGE_BYTES - len(_CUT.encode())
    # "ignore" drops a character cut in half at the boundary.
    return encoded[:room].decode(errors="ignore") + _CUT


def _fill(target: _ErrorTarget, err: ArbiterError) -> None:
    message = _message(err)
    target.code = code_for(err)
    target.message = message
    if err.field:
        violation = error_details_pb2.BadRequest.FieldViolation(
            field=json_path(err.field), description=message, reason=err.reason
        )
        target.details.add().Pack(error_details_pb2.BadRequest(field_violations=[violation]))
    info = error_details_pb2.ErrorInfo(reason=err.reason, domain=DOMAIN)
    if err.ruling:
        info.metadata["ruling"] = err.ruling
    target.details.add().Pack(info)
    if isinstance(err, RuleRefusal):
        refusal = error_details_pb2.PreconditionFailure.Violation(
            type="RULE", subject=err.ruling or err.reason, description=message
        )
        target.details.add().Pack(error_details_pb2.PreconditionFailure(violations=[refusal]))


def status_from_error(err: ArbiterError) -> status_pb2.Status:
    """The google.rpc.Status a unary RPC aborts with for ``err``."""
    status = status_pb2.Status()
    _fill(status, err)
    return status


def item_error_from_error(err: ArbiterError, into: combat_service_pb2.BatchItemError) -> None:
    """Fill a batch item's error (``into``, e.g. ``response.error``) from ``err``."""
    _fill(into, err)


def internal_item_error(into: combat_service_pb2.BatchItemError) -> None:
    """Fill a batch item's error for an unexpected failure: INTERNAL, no internals disclosed."""
    into.code = code_pb2.INTERNAL
    into.message = INTERNAL_ITEM_MESSAGE
    into.details.add().Pack(error_details_pb2.ErrorInfo(reason="INTERNAL", domain=DOMAIN))
