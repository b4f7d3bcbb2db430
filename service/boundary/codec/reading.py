"""What the generated readers (service/boundary/codec/readers) are made of: enums by number, limits,
ranges, and field paths built only for an error.

A reader reads one message and knows nothing of where it sits in the request: an error it raises
names the field within its message (``armour_class``), and each reader above prefixes the field
it read the message from (``nested``) as the error passes up, so that it reaches the caller as the
request path (``state.combatants[1].armour.armour_class``). A request that converts builds no path
at all. Compiled by mypyc with the engine (scripts/build_engine.py).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TypeVar

from engine.errors import ArbiterError, InvalidRequestError, LimitExceededError

__all__ = [
    "enum_or_none",
    "enum_required",
    "enums_required",
    "members",
    "missing",
    "nested",
    "out_of_range",
    "over_limit",
    "unknown_enum",
]

_E = TypeVar("_E", bound=enum.IntEnum)


def members(kind: type[_E]) -> dict[int, _E]:
    """``kind``'s members by number: a reader's lookup table, built once at import (calling the
    enum class goes through the enum machinery every time)."""
    return {member.value: member for member in kind}


def nested(err: ArbiterError, field: str) -> ArbiterError:
    """``err``, raised reading the message at ``field``, with its field path under ``field``.
    (The error is the request's own, raised a moment ago: its path is changed in place.)"""
    err.field = f"{field}.{err.field}" if err.field else field
    return err


def unknown_enum(name: str, value: int, field: str) -> InvalidRequestError:
    """The error for a number the enum ``name`` lacks in this server's arbiter.v1 (a newer
    client's), on ``field``."""
    return InvalidRequestError(
        f"unknown {name} value: {value!r} (this server's arbiter.v1 does not define it)",
        reason="UNKNOWN_ENUM_VALUE",
        field=field,
    )


def enum_or_none(known: dict[int, _E], value: int, name: str, field: str) -> _E | None:
    """0 (unspecified) is None; a number ``known`` lacks is an error on ``field`` (the enum
    ``name``'s)."""
    if not value:
        return None
    member = known.get(value)
    if member is None:
        raise unknown_enum(name, value, field)
    return member


def enum_required(known: dict[int, _E], value: int, name: str, field: str) -> _E:
    """Like enum_or_none, but unspecified is an error too."""
    member = known.get(value)
    if member is None:
        if value:
            raise unknown_enum(name, value, field)
        raise InvalidRequestError(
            f"{name} must be set, got unspecified (0)", reason="MISSING_VALUE", field=field
        )
    return member


def enums_required(
    known: dict[int, _E], values: Iterable[int], name: str, field: str
) -> tuple[_E, ...]:
    """A repeated enum field, every entry set (an error names the entry: ``field[2]``)."""
    read = []
    for i, value in enumerate(values):
        read.append(enum_required(known, value, name, f"{field}[{i}]"))
    return tuple(read)


def missing(message: str, field: str) -> InvalidRequestError:
    """The error for a message field that must be set and is not (``message`` has no ``field``)."""
    return InvalidRequestError(f"{message} has no {field}", reason="MISSING_VALUE", field=field)


def over_limit(value: int, limit: int, name: str, field: str, unit: str) -> LimitExceededError:
    """The error for ``value`` (a count, or squares) over ``limit``, the limit ``name``."""
    return LimitExceededError(
        f"{value} {unit} exceed this server's limit of {limit} ({name})",
        reason="LIMIT_EXCEEDED",
        field=field,
    )


def out_of_range(value: int, low: int, high: int, field: str) -> InvalidRequestError:
    """The error for ``value`` outside ``low..high`` (the few ranges the engine's own,
    engine/ranges.py, do not cover)."""
    return InvalidRequestError(
        f"value out of range: {value!r} ({low}..{high})", reason="OUT_OF_RANGE", field=field
    )
