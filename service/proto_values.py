"""Reading proto values at the service boundary, shared by service/convert.py and the ruleset
converters: fields copied by name (``Scalars``), positions, enums (0 is unspecified; unknown
numbers are a client error) and list limits."""

from __future__ import annotations

import enum
import functools
import operator
import sys
from collections.abc import Callable, Sequence
from itertools import compress
from typing import Any, TypeVar

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message

from arbiter.v1 import state_pb2
from engine.errors import InvalidRequestError, LimitExceededError
from engine.records import weapon as weapon_records
from engine.state import Position
from engine.values import Value
from service.limits import Limits

__all__ = [
    "Scalars",
    "carried_record",
    "check_limit",
    "check_move",
    "check_range",
    "combatant_ids",
    "optional_enum",
    "position_from_proto",
    "position_into",
    "required_enum",
    "unknown_enum",
]

_E = TypeVar("_E", bound=enum.IntEnum)


class Scalars:
    """Fields that hold the same plain value (a bool, number or string) under the same name in a
    message and in its engine value, copied by this one table instead of a line per field each
    way. Checked against the message's descriptor once, at import: a field with presence
    (``optional``) reads as None when unset and is written only when not None; one without reads
    as its default when unset and is written only when not the default (which writes nothing), so
    ``write``'s target must be a fresh message already present in its parent."""

    __slots__ = ("_defaults", "_get", "_names", "_optional", "_optional_at")

    def __init__(self, descriptor: Descriptor, fields: str) -> None:
        """``fields``: the field names, separated by spaces (as namedtuple takes them)."""
        # Interned, as attribute names in code are: setattr() interns a name it is given.
        names = tuple(sys.intern(name) for name in fields.split())
        for name in names:
            field = descriptor.fields_by_name[name]
            if field.message_type is not None or field.enum_type is not None or field.is_repeated:
                raise TypeError(f"{descriptor.name}.{name} is not a plain value")
        fields_ = [descriptor.fields_by_name[name] for name in names]
        self._names = names
        self._optional = frozenset(f.name for f in fields_ if f.has_presence)
        self._optional_at = tuple((i, f.name) for i, f in enumerate(fields_) if f.has_presence)
        # What an engine value holding nothing but defaults reads as: written as nothing at all.
        self._defaults = tuple(None if f.has_presence else f.default_value for f in fields_)
        get = operator.attrgetter(*names)
        self._get: Callable[[object], tuple[Any, ...]] = (
            get if len(names) > 1 else lambda value: (get(value),)
        )

    def read(self, msg: Message) -> dict[str, Any]:
        """The fields of ``msg`` as engine keyword arguments."""
        values = dict(zip(self._names, self._get(msg), strict=True))
        for name in self._optional:
            if not msg.HasField(name):
                values[name] = None
        return values

    def write(self, into: Message, value: object) -> None:
        """The attributes of ``value`` into the fresh message ``into``."""
        values = self._get(value)
        if values == self._defaults:  # the common case on a response's hot path: one compare
            return
        # Only the values that are not the default (compress keeps the true ones, at C speed):
        # each setattr costs some three times a plain assignment.
        for name, v in compress(zip(self._names, values, strict=True), values):
            setattr(into, name, v)
        for i, name in self._optional_at:  # a set optional field that holds its zero value
            if values[i] is not None and not values[i]:
                setattr(into, name, values[i])


def position_from_proto(msg: state_pb2.Position) -> Position:
    return Position(msg.x, msg.y)


def position_into(msg: state_pb2.Position, position: Position) -> None:
    msg.x = position.x
    msg.y = position.y


def unknown_enum(name: str, value: int, field: str) -> InvalidRequestError:
    """The error for a number the enum ``name`` lacks in this server's arbiter.v1 (a newer
    client's), on ``field``."""
    return InvalidRequestError(
        f"unknown {name} value: {value!r} (this server's arbiter.v1 does not define it)",
        reason="UNKNOWN_ENUM_VALUE",
        field=field,
    )


def optional_enum(kind: type[_E], value: int, field: str) -> _E | None:
    """0 (unspecified) is None; a number ``kind`` lacks is an InvalidRequestError on ``field``."""
    if value == 0:
        return None
    member: _E | None = _members(kind).get(value)
    if member is None:
        raise unknown_enum(kind.__name__, value, field)
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


def combatant_ids(ids: Sequence[str], limits: Limits, field: str) -> tuple[str, ...]:
    """A list of combatant ids, at most ``max_combatants`` of them."""
    check_limit(len(ids), limits.max_combatants, "max_combatants", field)
    return tuple(ids)


def check_range(value: int, allowed: range, field: str) -> None:
    """An OUT_OF_RANGE InvalidRequestError on ``field`` unless ``value`` is in ``allowed`` (the
    few ranges the engine's own (engine/ranges.py) do not cover)."""
    if value not in allowed:
        raise InvalidRequestError(
            f"value out of range: {value!r} ({allowed.start}..{allowed.stop - 1})",
            reason="OUT_OF_RANGE",
            field=field,
        )


def check_move(msg: Message, name: str, limits: Limits, field: str) -> None:
    """A movement rate, if set (``msg.name``): the default tactic walks it square by square, so
    it bounds the tactic's work (``max_move``)."""
    if msg.HasField(name):
        check_limit(getattr(msg, name), limits.max_move, "max_move", f"{field}.{name}", "squares")


#: The records carried_record builds, by message name: a catalog weapon's overrides.
_CARRIED: dict[str, Any] = {
    name: getattr(weapon_records, name)
    for name in (
        "WeaponOverrides",
        "ArrayerWeaponOverrides",
        "TieredWeaponOverrides",
        "ArrayerEffectList",
        "ArrayerAmmunitionRangeList",
        "ArrayerEffect",
        "ArrayerAmmunitionRange",
        "RangeBands",
    )
}


def _carried_value(descriptor: Any, value: Any) -> Any:
    if descriptor.message_type is not None:
        return carried_record(value)
    if descriptor.enum_type is not None:
        return getattr(weapon_records, descriptor.enum_type.name)(value)
    return value


def carried_record(msg: Message) -> Value:
    """``msg``, already checked, as the engine record of its name, every field as sent (unset
    ones left to the record's defaults): what the engine only carries to echo it (a catalog
    weapon's ``overrides``)."""
    fields: dict[str, Any] = {}
    for d in msg.DESCRIPTOR.fields:
        value = getattr(msg, d.name)
        if d.is_repeated:
            fields[d.name] = tuple(_carried_value(d, v) for v in value)
        elif not d.has_presence or msg.HasField(d.name):
            fields[d.name] = _carried_value(d, value)
    record: Value = _CARRIED[msg.DESCRIPTOR.name](**fields)
    return record
