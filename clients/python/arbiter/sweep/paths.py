"""``--vary`` specs and their paths into a request (the path language): ``parse_vary`` reads a
spec, ``resolve_axis`` checks it against a request and types its values, ``expand`` makes each
point's request (the package's docstring has the language).
"""

from __future__ import annotations

import copy
import itertools
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from google.protobuf import json_format
from google.protobuf.descriptor import Descriptor, FieldDescriptor

from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "MAX_POINTS",
    "Axis",
    "Point",
    "SweepError",
    "Value",
    "VarySpec",
    "expand",
    "parse_vary",
    "resolve_axis",
    "side_ids",
    "value_text",
]

#: Points (values, or pairs of values) one sweep may have: a typo such as 1..100000 is refused
#: rather than sent as a hundred thousand calls.
MAX_POINTS = 1000

#: A value a field is set to.
Value = int | float | bool | str

_INTEGERS = frozenset(
    {
        FieldDescriptor.TYPE_INT32,
        FieldDescriptor.TYPE_SINT32,
        FieldDescriptor.TYPE_SFIXED32,
        FieldDescriptor.TYPE_INT64,
        FieldDescriptor.TYPE_SINT64,
        FieldDescriptor.TYPE_SFIXED64,
        FieldDescriptor.TYPE_UINT32,
        FieldDescriptor.TYPE_FIXED32,
        FieldDescriptor.TYPE_UINT64,
        FieldDescriptor.TYPE_FIXED64,
    }
)
_FLOATS = frozenset({FieldDescriptor.TYPE_FLOAT, FieldDescriptor.TYPE_DOUBLE})
#: Digits of the longest number a field holds (a uint64's 18446744073709551615).
_MAX_DIGITS = 20
_RANGE = re.compile(r"(-?\d+)\.\.(-?\d+)(?::(\d+))?")
_STEP = re.compile(r"([^.\[\]]+)(?:\[([^\[\]]*)\])?")
#: A list element without this id field has, by weapon.proto, its catalog id or its definition's.
_DEFAULT_IDS = {"arbiter.v1.Weapon": (("catalogId",), ("definition", "id"))}


class SweepError(ValueError):
    """A --vary spec that cannot be read, or that does not fit the request; the message names the
    spec and the step at fault."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a path: a field (or a map key) and what is inside its ``[...]``, if any."""

    name: str
    selector: str | None

    @property
    def text(self) -> str:
        """The step as written: ``combatants[id=ana]``."""
        return self.name if self.selector is None else f"{self.name}[{self.selector}]"


@dataclass(frozen=True, slots=True)
class VarySpec:
    """A parsed ``--vary``: the path as written, its steps, and either a range of whole numbers
    (``start``, ``stop`` included, ``step``) or the listed values as written."""

    path: str
    steps: tuple[Step, ...]
    listed: tuple[str, ...] | None
    start: int = 0
    stop: int = 0
    step: int = 1

    @property
    def count(self) -> int:
        """How many values it has, counted without making them (a range may be 10**23 long)."""
        if self.listed is not None:
            return len(self.listed)
        return abs(self.stop - self.start) // self.step + 1

    def raw_values(self) -> tuple[str | int, ...]:
        """The values in order: the listed texts, or the range's numbers (down when start >
        stop). Raises SweepError for more than MAX_POINTS, before making any."""
        _check_count(self)
        if self.listed is not None:
            return self.listed
        sign = 1 if self.stop >= self.start else -1
        return tuple(range(self.start, self.stop + sign, sign * self.step))


def _check_count(spec: VarySpec) -> None:
    # Counted before the values are made: 1..1000000000 would be a MemoryError, and a range
    # longer than sys.maxsize an OverflowError, long before a check of the values made.
    if spec.count > MAX_POINTS:
        raise SweepError(
            f"--vary {spec.path!r}: {spec.count} values, and a sweep plays at most {MAX_POINTS} "
            "points (take a larger step or a shorter range)"
        )


@dataclass(frozen=True, slots=True)
class Axis:
    """A spec checked against the request: its path and its values, typed for the field."""

    path: str
    steps: tuple[Step, ...]
    values: tuple[Value, ...]

    @property
    def numeric(self) -> bool:
        """Whether its values are numbers (plotted on a number line, not as categories)."""
        return all(isinstance(v, int | float) and not isinstance(v, bool) for v in self.values)


@dataclass(frozen=True, slots=True)
class Point:
    """One combination of values and the request it makes."""

    values: tuple[Value, ...]
    request: pb.SimulateRequest
    #: The request as proto3 JSON (camelCase), for building the other requests from it.
    data: dict[str, Any]


# --- specs and paths -------------------------------------------------------------------------


def _split_spec(text: str) -> tuple[str, str]:
    """``PATH=VALUES`` at the first ``=`` outside brackets (``[id=ana]`` has one inside)."""
    path, *values = _split_outside_brackets(text, "=")
    if not values:
        raise SweepError(f"--vary {text!r}: expected PATH=FROM..TO[:STEP] or PATH=V1,V2,...")
    return path, "=".join(values)


def _split_outside_brackets(text: str, separator: str) -> list[str]:
    """``text`` cut at each ``separator`` outside ``[...]`` (a selector's value may hold one)."""
    parts, depth, start = [], 0, 0
    for at, char in enumerate(text):
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:at])
            start = at + 1
    parts.append(text[start:])
    return parts


def _steps(path: str, spec: str) -> tuple[Step, ...]:
    steps = []
    for part in _split_outside_brackets(path, "."):
        match = _STEP.fullmatch(part)
        if match is None:
            raise SweepError(
                f"--vary {spec!r}: cannot read the step {part!r} of {path!r} (a field name, "
                "optionally followed by [FIELD=VALUE] or [INDEX])"
            )
        steps.append(Step(match[1], match[2]))
    return tuple(steps)


def _clipped(text: str, most: int = 60) -> str:
    """``text``, or its start and ``...`` when longer than ``most`` (a 5,000-digit number)."""
    return text if len(text) <= most else f"{text[: most - 3]}..."


def parse_vary(text: str) -> VarySpec:
    """Read one ``--vary`` spec. Raises SweepError saying what is wrong with it."""
    path, values = _split_spec(text)
    steps = _steps(path, text)
    ranged = _RANGE.fullmatch(values)
    if ranged is not None:
        for number in ranged.groups():
            # No field holds a number of more than 20 digits (a uint64's); and int() refuses
            # more than sys.get_int_max_str_digits() with a ValueError of its own.
            digits = len((number or "").lstrip("-"))
            if digits > _MAX_DIGITS:
                raise SweepError(
                    f"--vary {_clipped(text)!r}: {_clipped(number or '')} has {digits} digits, "
                    f"and no number field holds one of more than {_MAX_DIGITS}"
                )
        step = int(ranged[3]) if ranged[3] is not None else 1
        if step < 1:
            raise SweepError(f"--vary {text!r}: the step must be 1 or more, got {step}")
        spec = VarySpec(path, steps, None, int(ranged[1]), int(ranged[2]), step)
        _check_count(spec)
        return spec
    if ".." in values:
        raise SweepError(
            f"--vary {text!r}: a range is FROM..TO[:STEP] of whole numbers (e.g. 2..9 or "
            "0..20:5); list other values with commas"
        )
    listed = tuple(v.strip() for v in values.split(","))
    if not all(listed):
        raise SweepError(f"--vary {text!r}: an empty value in the list {values!r}")
    spec = VarySpec(path, steps, listed)
    _check_count(spec)
    return spec


def _field(message: Descriptor, name: str, where: str) -> FieldDescriptor:
    for field in message.fields:
        if name in (field.json_name, field.name):
            return field
    names = ", ".join(f.json_name for f in message.fields)
    raise SweepError(f"{where}: {message.name} has no field {name!r} (its fields: {names})")


def _text(value: Any) -> str:
    """A JSON scalar as a selector compares it: ``true``, ``3``, ``ana``."""
    return json.dumps(value) if isinstance(value, bool) else str(value)


def _element_value(element: Mapping[str, Any], message: Descriptor, field: FieldDescriptor) -> Any:
    value = element.get(field.json_name, element.get(field.name))
    if value in (None, "") and field.name == "id":
        for fallback in _DEFAULT_IDS.get(message.full_name, ()):
            found: Any = element
            for key in fallback:
                found = found.get(key, {}) if isinstance(found, Mapping) else {}
            if isinstance(found, str) and found:
                return found
    return value


def _select(items: list[Any], message: Descriptor, selector: str, where: str) -> dict[str, Any]:
    """The one element of ``items`` that ``selector`` (``FIELD=VALUE`` or an index) picks."""
    if "=" not in selector:
        try:
            index = int(selector)
        except ValueError:
            raise SweepError(
                f"{where}: the selector [{selector}] is neither FIELD=VALUE nor an index"
            ) from None
        if not 0 <= index < len(items):
            raise SweepError(f"{where}: no element [{index}]: the list has {len(items)}")
        element: dict[str, Any] = items[index]
        return element
    name, wanted = selector.split("=", 1)
    field = _field(message, name.strip(), where)
    if field.type == FieldDescriptor.TYPE_MESSAGE or field.is_repeated:
        raise SweepError(f"{where}: [{selector}] must compare a scalar field, not {name!r}")
    values = [_element_value(item, message, field) for item in items]
    found = [item for item, value in zip(items, values, strict=True) if _text(value) == wanted]
    if len(found) == 1:
        chosen: dict[str, Any] = found[0]
        return chosen
    listed = ", ".join(sorted({_text(v) for v in values if v is not None})) or "none"
    if not found:
        raise SweepError(
            f"{where}: no element with {field.json_name}={wanted} (the request has: {listed})"
        )
    raise SweepError(f"{where}: {len(found)} elements have {field.json_name}={wanted}")


def _locate(
    data: dict[str, Any], message: Descriptor, steps: Sequence[Step], path: str
) -> tuple[dict[str, Any], str, FieldDescriptor]:
    """Walk ``steps`` down ``data`` (proto3 JSON of a ``message``), creating the objects on the
    way that are not there yet; return the object that holds the leaf, the leaf's key in it and
    the leaf's field (a map's value field for a map entry). Raises SweepError naming the step."""
    node = data
    at = 0
    while at < len(steps):
        step = steps[at]
        where = f"--vary {path!r}, step {step.text!r}"
        field = _field(message, step.name, where)
        key = field.json_name if field.json_name in node or field.name not in node else field.name
        if field.message_type is not None and field.message_type.GetOptions().map_entry:
            value_field = field.message_type.fields_by_name["value"]
            if step.selector is not None:
                map_key = step.selector
            elif at + 1 < len(steps) and steps[at + 1].selector is None:
                at += 1
                map_key = steps[at].name
            else:
                raise SweepError(
                    f"{where}: {field.json_name} is a map: give its key, e.g. "
                    f"{field.json_name}.KEY or {field.json_name}[KEY]"
                )
            entries: dict[str, Any] = node.setdefault(key, {})
            if value_field.message_type is None:
                if at + 1 < len(steps):
                    raise SweepError(f"{where}: {field.json_name}'s values have no fields")
                return entries, map_key, value_field
            node, message = entries.setdefault(map_key, {}), value_field.message_type
        elif field.is_repeated:
            if field.message_type is None:
                raise SweepError(f"{where}: {field.json_name} is a list of values: not varied")
            if step.selector is None:
                raise SweepError(
                    f"{where}: {field.json_name} is a list: pick one element, e.g. "
                    f"{field.json_name}[id=ID] or {field.json_name}[0]"
                )
            node = _select(node.get(key, []), field.message_type, step.selector, where)
            message = field.message_type
            if at + 1 == len(steps):
                raise SweepError(f"{where}: an element is a message ({message.name}): name a field")
        else:
            if step.selector is not None:
                raise SweepError(f"{where}: {field.json_name} is not a list or map: no [...]")
            if field.message_type is None:
                if at + 1 < len(steps):
                    raise SweepError(f"{where}: {field.json_name} is a value: nothing below it")
                return node, key, field
            if at + 1 == len(steps):
                names = ", ".join(f.json_name for f in field.message_type.fields)
                raise SweepError(
                    f"{where}: {field.json_name} is a message ({field.message_type.name}): "
                    f"name one of its fields ({names})"
                )
            node, message = node.setdefault(key, {}), field.message_type
        at += 1
    raise SweepError(f"{path!r}: an empty path")  # pragma: no cover - _steps gives one at least


def _typed(field: FieldDescriptor, raw: str | int, where: str) -> Value:
    """``raw`` as the JSON value of ``field``, checked for its type (an enum by its names)."""
    if field.enum_type is not None:
        names = [v.name for v in field.enum_type.values]
        if raw not in names:
            raise SweepError(
                f"{where}: {raw!r} is not a {field.enum_type.name}; list names: {', '.join(names)}"
            )
        return str(raw)
    if field.type == FieldDescriptor.TYPE_BOOL:
        if raw not in ("true", "false"):
            raise SweepError(f"{where}: {raw!r} is not a bool; list true,false")
        return raw == "true"
    if field.type in _INTEGERS:
        try:
            return int(raw)
        except ValueError:
            raise SweepError(f"{where}: {raw!r} is not a whole number") from None
    if field.type in _FLOATS:
        try:
            number = float(raw)
        except ValueError:
            raise SweepError(f"{where}: {raw!r} is not a number") from None
        if not math.isfinite(number):
            raise SweepError(f"{where}: {raw!r} is not a finite number")
        return number
    if isinstance(raw, int):
        raise SweepError(f"{where}: a range is for a number field; list the texts with commas")
    return raw


def resolve_axis(spec: VarySpec, request: pb.SimulateRequest) -> Axis:
    """``spec`` checked against ``request`` (the path exists there, its selectors each pick one
    element, its values fit the field) with its values typed. Raises SweepError."""
    data = json_format.MessageToDict(request)
    _, _, field = _locate(data, request.DESCRIPTOR, spec.steps, spec.path)
    where = f"--vary {spec.path!r}"
    if spec.listed is None and field.type not in _INTEGERS | _FLOATS:
        raise SweepError(
            f"{where}: a range is for a number field and this one is not; list its values with "
            "commas"
            + (f" ({', '.join(v.name for v in field.enum_type.values)})" if field.enum_type else "")
        )
    values = tuple(_typed(field, raw, where) for raw in spec.raw_values())
    if len(set(values)) != len(values):
        raise SweepError(f"{where}: a value is listed twice")
    return Axis(spec.path, spec.steps, values)


def _apply(data: dict[str, Any], axis: Axis, value: Value) -> None:
    node, key, _ = _locate(data, pb.SimulateRequest.DESCRIPTOR, axis.steps, axis.path)
    node[key] = value


def expand(axes: Sequence[Axis], request: pb.SimulateRequest) -> list[Point]:
    """Every combination of the axes' values (the first axis outermost), each with its request:
    ``request`` with the values set. Raises SweepError for one or more than two axes, a path
    given twice, more than MAX_POINTS points, or a request a value makes invalid."""
    if not 1 <= len(axes) <= 2:
        raise SweepError(f"give --vary once or twice, not {len(axes)} times")
    if len({a.path for a in axes}) != len(axes):
        raise SweepError(f"--vary {axes[0].path!r} is given twice")
    count = math.prod(len(a.values) for a in axes)
    if count > MAX_POINTS:
        raise SweepError(f"{count} points to play: at most {MAX_POINTS}")
    base = json_format.MessageToDict(request)
    points = []
    for values in itertools.product(*(a.values for a in axes)):
        data = copy.deepcopy(base)
        for axis, value in zip(axes, values, strict=True):
            _apply(data, axis, value)
        try:
            made = json_format.ParseDict(data, pb.SimulateRequest())
        except json_format.ParseError as error:
            shown = ", ".join(
                f"{a.path}={value_text(v)}" for a, v in zip(axes, values, strict=True)
            )
            raise SweepError(f"with {shown}: not a valid request: {error}") from None
        points.append(Point(tuple(values), made, data))
    return points


def side_ids(request: pb.SimulateRequest) -> list[str]:
    """The sides the request's state names: its sides, then those its combatants name."""
    ids = [s.id for s in request.state.sides]
    for combatant in request.state.combatants:
        if combatant.side_id not in ids:
            ids.append(combatant.side_id)
    return ids


def value_text(value: Value) -> str:
    """A value as a table, CSV header or plot shows it (booleans as JSON writes them)."""
    return json.dumps(value) if isinstance(value, bool) else str(value)
