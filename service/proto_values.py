"""Reading proto values at the service boundary, shared by service/convert.py and the ruleset
converters: enums (0 is unspecified; unknown numbers are a client error), counts that cannot be
negative, and list limits."""

from __future__ import annotations

import enum
import functools
from typing import TypeVar

from engine.errors import InvalidRequestError, LimitExceededError

__all__ = ["check_limit", "non_negative", "optional_enum", "required_enum"]

_E = TypeVar("_E", bound=enum.IntEnum)


def optional_enum(kind: type[_E], value: int, field: str) -> _E | None:
    """0 (unspecified) is None; a number ``kind`` lacks is an InvalidRequestError on ``field``."""
    if value == 0:
        return None
    member: _E | None = _members(kind).get(value)
    if member is None:
        raise InvalidRequestError(
            f"unknown {kind.__name__} value: {value!r} (this server's arbiter.v1 does not "
            "define it)",
            reason="UNKNOWN_ENUM_VALUE",
            field=field,
        )
    return member


@functools.cache
def _members(kind: type[_E]) -> dict[int, _E]:
    """``kind``'s members by number, built once per enum: a dict lookup per field read, where
    calling the enum class (``kind(value)``) goes through the enum machinery every time."""
    return {member.value: member for member in kind}


def required_enum(kind: type[_E], value: int, field: str) -> _E:
    """Like optional_enum, but unspecified is an error too."""
    member = optional_enum(kind, value, field)
    if member is None:
        raise InvalidRequestError(
            f"{kind.__name__} must be set, got unspecified (0)",
            reason="MISSING_VALUE",
            field=field,
        )
    return member


def check_limit(value: int, limit: int, name: str, field: str, unit: str = "entries") -> None:
    """A LimitExceededError on ``field`` when ``value`` exceeds ``limit`` (named ``name``)."""
    if value > limit:
        raise LimitExceededError(
            f"{value} {unit} exceed this server's limit of {limit} ({name})",
            reason="LIMIT_EXCEEDED",
            field=field,
        )


def non_negative(value: int, field: str) -> int:
    """``value``, refused (OUT_OF_RANGE on ``field``) when it is below 0."""
    if value < 0:
        raise InvalidRequestError(
            f"{field.rsplit('.', 1)[-1]} must not be negative, got {value!r}",
            reason="OUT_OF_RANGE",
            field=field,
        )
    return value
