"""Hypothesis strategies for protobuf messages, driven by the message descriptors alone.

Nothing here names an arbiter.v1 field: every field, oneof, enum and nested message is found in
the descriptors at draw time, so a field added to the protos is fuzzed without an edit here.

- ``messages(descriptor)`` draws a message from nothing: each field set or not, oneofs one member
  at most, enums known or unknown numbers, nested messages to a bounded depth.
- ``mutants(seeds)`` draws a valid request and mutates it in 1-4 places (set a field anywhere in
  the tree to a new value, clear it, add or drop a list element, switch a oneof): a valid request
  gets past the first checks, so a mutant reaches the engine where a message from nothing would
  stop at "state.ruleset missing". Strings are drawn mostly from the ids the seed already uses,
  numbers mostly near the seed's, so references resolve and rules get exercised.
- ``corrupted(data)`` mutates serialised bytes: flips, truncations, insertions, splices.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from google.protobuf import message_factory
from google.protobuf.descriptor import Descriptor, FieldDescriptor, OneofDescriptor
from google.protobuf.message import Message
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

__all__ = [
    "FUZZ_SETTINGS",
    "corrupted",
    "field_values",
    "messages",
    "mutants",
    "strings_in",
    "walk",
]

#: What every test drawing from these strategies runs under: reproducible (derandomized, the
#: examples depend only on the code; no example database), no deadline.
FUZZ_SETTINGS = settings(
    derandomize=True,
    database=None,
    deadline=None,
    # The seed requests are big, and the server's answers take milliseconds: neither is a
    # problem of the strategy.
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=False,
)

_M = TypeVar("_M", bound=Message)

_INT32 = (-(2**31), 2**31 - 1)
_RANGES: dict[int, tuple[int, int]] = {
    FieldDescriptor.TYPE_INT32: _INT32,
    FieldDescriptor.TYPE_SINT32: _INT32,
    FieldDescriptor.TYPE_SFIXED32: _INT32,
    FieldDescriptor.TYPE_INT64: (-(2**63), 2**63 - 1),
    FieldDescriptor.TYPE_SINT64: (-(2**63), 2**63 - 1),
    FieldDescriptor.TYPE_SFIXED64: (-(2**63), 2**63 - 1),
    FieldDescriptor.TYPE_UINT32: (0, 2**32 - 1),
    FieldDescriptor.TYPE_FIXED32: (0, 2**32 - 1),
    FieldDescriptor.TYPE_UINT64: (0, 2**64 - 1),
    FieldDescriptor.TYPE_FIXED64: (0, 2**64 - 1),
}
#: Most mutated lists stay short: long ones are the cost limits' business, not the fuzzer's.
_MAX_LIST = 4
_MAX_DEPTH = 4


def _int_range(field: FieldDescriptor) -> tuple[int, int]:
    return _RANGES[field.type]


def _integers(field: FieldDescriptor, near: Sequence[int]) -> st.SearchStrategy[int]:
    low, high = _int_range(field)
    corners = sorted(
        {v for v in (low, high, low + 1, high - 1, 0, 1, -1, 2, 20, 100) if low <= v <= high}
    )
    nearby = [v + d for v in near for d in (-1, 0, 1) if low <= v + d <= high]
    return st.one_of(
        st.sampled_from([low, high]),  # the extremes, once more: overflow lives there
        st.sampled_from(corners),
        st.integers(max(low, -3), min(high, 30)),
        *([st.sampled_from(sorted(set(nearby)))] if nearby else []),
        st.integers(low, high),
    )


def field_values(
    field: FieldDescriptor, strings: Sequence[str] = (), ints: Sequence[int] = (), depth: int = 0
) -> st.SearchStrategy[Any]:
    """One value for ``field`` (an element, for a repeated field): ``strings`` and ``ints`` are
    the values the message around it already uses, drawn from more often than not."""
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        assert field.message_type is not None
        return messages(field.message_type, strings, ints, depth + 1)
    if field.type == FieldDescriptor.TYPE_ENUM:
        assert field.enum_type is not None
        known = [v.number for v in list(field.enum_type.values)]
        return st.one_of(st.sampled_from(known), st.integers(-2, 60))
    if field.type == FieldDescriptor.TYPE_BOOL:
        return st.booleans()
    if field.type == FieldDescriptor.TYPE_STRING:
        text = st.text(max_size=12)
        return st.one_of(st.sampled_from(sorted(set(strings))), text) if strings else text
    if field.type == FieldDescriptor.TYPE_BYTES:
        return st.binary(max_size=16)
    if field.type in (FieldDescriptor.TYPE_FLOAT, FieldDescriptor.TYPE_DOUBLE):
        return st.floats(width=32 if field.type == FieldDescriptor.TYPE_FLOAT else 64)
    return _integers(field, ints)


def _set(message: Message, field: FieldDescriptor, value: Any) -> None:
    if field.type == FieldDescriptor.TYPE_MESSAGE:
        getattr(message, field.name).CopyFrom(value)
    else:
        setattr(message, field.name, value)


def _append(message: Message, field: FieldDescriptor, value: Any) -> None:
    """Add ``value`` to a repeated field; for a map, ``value`` is an entry (key and value)."""
    if _is_map(field):
        container = getattr(message, field.name)
        if _map_value(field).type == FieldDescriptor.TYPE_MESSAGE:
            container[value.key].CopyFrom(value.value)
        else:
            container[value.key] = value.value
    elif field.type == FieldDescriptor.TYPE_MESSAGE:
        getattr(message, field.name).add().CopyFrom(value)
    else:
        getattr(message, field.name).append(value)


def _synthetic(oneof: OneofDescriptor) -> bool:
    """The oneof protoc makes for one proto3 ``optional`` field (it is that field's presence)."""
    return len(oneof.fields) == 1 and oneof.name == f"_{oneof.fields[0].name}"


def _is_repeated(field: FieldDescriptor) -> bool:
    return bool(field.is_repeated)


def _is_map(field: FieldDescriptor) -> bool:
    """A map field: to the descriptors, a repeated field of generated key/value entry messages."""
    entry = field.message_type
    return entry is not None and bool(entry.GetOptions().map_entry)


def _map_value(field: FieldDescriptor) -> FieldDescriptor:
    assert field.message_type is not None
    value: FieldDescriptor = field.message_type.fields_by_name["value"]
    return value


def _elements(field: FieldDescriptor, value: Any) -> list[Any]:
    """A field's values as a list: a repeated field's elements, a map's values, or the one."""
    if _is_map(field):
        return [value[key] for key in sorted(value)]
    return list(value) if _is_repeated(field) else [value]


@st.composite
def messages(
    draw: st.DrawFn,
    descriptor: Descriptor,
    strings: Sequence[str] = (),
    ints: Sequence[int] = (),
    depth: int = 0,
) -> Message:
    """A message of ``descriptor``'s type with any of its fields set (nested messages down to a
    bounded depth, past which only scalars are set)."""
    message = message_factory.GetMessageClass(descriptor)()
    chosen_oneofs = {
        oneof.name: draw(st.sampled_from([None, *list(oneof.fields)]))
        for oneof in descriptor.oneofs
        if not _synthetic(oneof)
    }
    for field in descriptor.fields:
        oneof = field.containing_oneof
        if oneof is not None and oneof.name in chosen_oneofs:
            if chosen_oneofs[oneof.name] is not field:
                continue
        elif not draw(st.booleans()):
            continue
        if field.type == FieldDescriptor.TYPE_MESSAGE and depth >= _MAX_DEPTH:
            continue
        values = field_values(field, strings, ints, depth)
        if _is_repeated(field):
            for value in draw(st.lists(values, max_size=3 if depth else _MAX_LIST)):
                _append(message, field, value)
        else:
            _set(message, field, draw(values))
    return message


def walk(message: Message) -> list[Message]:
    """``message`` and every message set inside it, parents before children."""
    found = [message]
    for field, value in message.ListFields():
        kind = _map_value(field).type if _is_map(field) else field.type
        if kind != FieldDescriptor.TYPE_MESSAGE:
            continue
        for child in _elements(field, value):
            found.extend(walk(child))
    return found


def strings_in(message: Message) -> tuple[list[str], list[int]]:
    """Every string and integer value set anywhere in ``message``."""
    strings: list[str] = []
    ints: list[int] = []
    for part in walk(message):
        for field, value in part.ListFields():
            kind = field
            if _is_map(field):
                strings.extend(k for k in value if isinstance(k, str))
                kind = _map_value(field)
            values = _elements(field, value)
            if kind.type == FieldDescriptor.TYPE_STRING:
                strings.extend(values)
            elif kind.cpp_type in (
                FieldDescriptor.CPPTYPE_INT32,
                FieldDescriptor.CPPTYPE_INT64,
                FieldDescriptor.CPPTYPE_UINT32,
                FieldDescriptor.CPPTYPE_UINT64,
            ):
                ints.extend(values)
    return strings, ints


@st.composite
def _mutate(draw: st.DrawFn, message: Message, strings: list[str], ints: list[int]) -> None:
    target = draw(st.sampled_from(walk(message)))
    fields: list[FieldDescriptor] = list(target.DESCRIPTOR.fields)  # type: ignore[arg-type]
    if not fields:
        return
    field = draw(st.sampled_from(fields))
    values = field_values(field, strings, ints, depth=1)
    if _is_map(field):
        entries = getattr(target, field.name)
        operation = draw(st.sampled_from(["add", "drop", "clear"]))
        if operation == "add" or not len(entries):
            _append(target, field, draw(values))  # a new key, or a new value for an old one
        elif operation == "drop":
            del entries[draw(st.sampled_from(sorted(entries)))]
        else:
            target.ClearField(field.name)
    elif _is_repeated(field):
        items = getattr(target, field.name)
        operation = draw(st.sampled_from(["add", "drop", "replace", "clear", "duplicate"]))
        if operation == "add" or not len(items):
            _append(target, field, draw(values))
        elif operation == "drop":
            del items[draw(st.integers(0, len(items) - 1))]
        elif operation == "replace":
            index = draw(st.integers(0, len(items) - 1))
            if field.type == FieldDescriptor.TYPE_MESSAGE:
                items[index].CopyFrom(draw(values))
            else:
                items[index] = draw(values)
        elif operation == "duplicate":
            _append(target, field, items[draw(st.integers(0, len(items) - 1))])
        else:
            target.ClearField(field.name)
    elif draw(st.integers(0, 5)) == 0:
        target.ClearField(field.name)
    else:
        _set(target, field, draw(values))


def mutants(seeds: Sequence[_M]) -> st.SearchStrategy[_M]:
    """One of ``seeds``, copied and changed in one to four places anywhere in its tree."""
    pools = [strings_in(seed) for seed in seeds]  # once, not per draw
    return _mutant(seeds, pools)


@st.composite
def _mutant(
    draw: st.DrawFn, seeds: Sequence[_M], pools: Sequence[tuple[list[str], list[int]]]
) -> _M:
    index = draw(st.integers(0, len(seeds) - 1))
    message = type(seeds[index])()
    message.CopyFrom(seeds[index])
    strings, ints = pools[index]
    for _ in range(draw(st.integers(1, 4))):
        draw(_mutate(message, strings, ints))
    return message


@st.composite
def corrupted(draw: st.DrawFn, data: bytes) -> bytes:
    """``data`` with one to three byte-level changes: a flipped byte, a cut, an insertion of
    random bytes, or a slice of itself spliced in (which repeats field tags and length prefixes)."""
    out = bytearray(data)
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["flip", "cut", "insert", "splice"]))
        at = draw(st.integers(0, len(out)))
        if kind == "flip" and out:
            index = min(at, len(out) - 1)
            out[index] ^= draw(st.integers(1, 255))
        elif kind == "cut":
            del out[at : at + draw(st.integers(1, 16))]
        elif kind == "insert":
            out[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif out:
            start = draw(st.integers(0, len(out) - 1))
            out[at:at] = out[start : start + draw(st.integers(1, 32))]
    return bytes(out)
