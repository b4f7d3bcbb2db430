"""``arbiter sweep``: one or two fields of an encounter request varied over values, each value's
encounter answered exactly (ComputeEncounterOdds) where the server can and by Simulate where it
cannot, and the answers as a table, CSV, JSON or a plot (docs/balance.md, "Sweeps").

A ``--vary`` spec is ``PATH=FROM..TO[:STEP]`` (whole numbers, both ends included) or
``PATH=V1,V2,...`` (any field: enum values by name, ``true``/``false``, numbers, strings). PATH
is a field of the request in the proto3 JSON mapping, its steps joined by dots, camelCase or
snake_case: ``maxRounds``, ``tactic``, ``sideTactics.red`` (a map's key is the step after it, or
``sideTactics[red]``), ``state.combatants[id=ana].hp``. An element of a list is picked by
``[FIELD=VALUE]`` (``[id=ana]``, ``[catalogId=sword]``; a weapon without an id is its catalog id
or its definition's, as weapon.proto says) or by its index, ``[0]``. The path is checked against
the proto descriptors and the request before any call; each value's request is then checked as
the file itself is (proto3 JSON), and the server checks the rest.

The pieces are pure: ``parse_vary`` reads a spec, ``resolve_axis`` checks it against a request
and types its values, ``expand`` makes each point's request, ``evaluate`` turns a point's calls
into a ``Row`` (falling back from exact odds to Simulate on LIMIT_EXCEEDED), ``run_rows`` runs
points on a thread pool keeping their order, and ``format_text``/``format_csv``/``format_json``/
``write_sweep_plot`` present the rows. ``arbiter.cli`` wires them to the client.
"""

from __future__ import annotations

import copy
import csv
import io
import itertools
import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import grpc
from google.protobuf import json_format
from google.protobuf.descriptor import Descriptor, FieldDescriptor

from arbiter.client import ArbiterRpcError
from arbiter.odds import fraction
from arbiter.render import format_error
from arbiter.simulation_report import percent, suptitle, table
from arbiter.v1 import combat_service_pb2 as pb

if TYPE_CHECKING:  # matplotlib is imported only when a plot is drawn
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

__all__ = [
    "DEFAULT_RUNS",
    "MAX_POINTS",
    "Axis",
    "Method",
    "Point",
    "Row",
    "SideRate",
    "SweepError",
    "VarySpec",
    "evaluate",
    "expand",
    "format_csv",
    "format_json",
    "format_text",
    "labels",
    "parse_vary",
    "resolve_axis",
    "run_rows",
    "side_ids",
    "sweep_figure",
    "write_sweep_plot",
]

#: Runs per simulated value when neither --runs nor the file says.
DEFAULT_RUNS = 2000
#: Points (values, or pairs of values) one sweep may have: a typo such as 1..100000 is refused
#: rather than sent as a hundred thousand calls.
MAX_POINTS = 1000

#: How a row was answered.
Method = Literal["exact", "simulated", "error"]
#: A value a field is set to.
Value = int | float | bool | str

#: Codes that say nothing about the value but about the connection or the server as a whole: the
#: sweep stops (exit 1) instead of recording them in a row.
_FATAL = frozenset(
    {
        grpc.StatusCode.UNAVAILABLE,
        grpc.StatusCode.UNAUTHENTICATED,
        grpc.StatusCode.PERMISSION_DENIED,
        grpc.StatusCode.CANCELLED,
        grpc.StatusCode.UNIMPLEMENTED,
    }
)
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


@dataclass(frozen=True, slots=True)
class SideRate:
    """A side's win rate in a row and its 95 % interval: exact, the probability itself (the
    interval is that point: no sampling error); simulated, the Wilson interval of the wins."""

    side_id: str
    rate: float
    low: float
    high: float
    #: Simulated: the runs it won.
    wins: int | None = None
    #: Exact: the probability as a fraction ``n/d``, of any size (None for a simulated row).
    fraction: str | None = None


@dataclass(frozen=True, slots=True)
class Row:
    """One point's answer (or its error)."""

    values: tuple[Value, ...]
    method: Method
    sides: tuple[SideRate, ...] = ()
    draw_rate: float = 0.0
    mean_rounds: float = 0.0
    #: Simulated: runs, their seed, the draws, and whether exact odds were tried and refused.
    runs: int | None = None
    seed: int | None = None
    draws: int | None = None
    exact_refused: bool = False
    #: Exact: the walk's positions and branches.
    positions: int | None = None
    branches: int | None = None
    error: ArbiterRpcError | None = None

    def side(self, side_id: str) -> SideRate | None:
        """The side's rate, None when the row has no such side (or is an error)."""
        return next((s for s in self.sides if s.side_id == side_id), None)


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
            shown = ", ".join(f"{a.path}={_shown(v)}" for a, v in zip(axes, values, strict=True))
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


# --- rows ------------------------------------------------------------------------------------


def _fraction(value: pb.Rational) -> str:
    exact = fraction(value)
    return f"{exact.numerator}/{exact.denominator}"


def exact_row(values: tuple[Value, ...], odds: pb.ComputeEncounterOddsResponse) -> Row:
    """A row from exact odds: each rate is the probability, its interval that point."""
    return Row(
        values,
        "exact",
        tuple(
            SideRate(s.side_id, s.win.value, s.win.value, s.win.value, fraction=_fraction(s.win))
            for s in odds.sides
        ),
        draw_rate=odds.draw.value,
        mean_rounds=odds.mean_rounds.value,
        positions=odds.positions,
        branches=odds.branches,
    )


def simulated_row(
    values: tuple[Value, ...], result: pb.SimulationResult, *, exact_refused: bool = False
) -> Row:
    """A row from a simulation: its rates and Wilson intervals as arbiter.simulation.finish
    derived them (on the server), the draws over the runs and the mean rounds."""
    return Row(
        values,
        "simulated",
        tuple(
            SideRate(s.side_id, s.win_rate, s.win_rate_low, s.win_rate_high, wins=s.wins)
            for s in result.sides
        ),
        draw_rate=result.draws / result.runs if result.runs else 0.0,
        mean_rounds=result.rounds.mean,
        runs=result.runs,
        seed=result.seed,
        draws=result.draws,
        exact_refused=exact_refused,
    )


def _too_large(error: ArbiterRpcError) -> bool:
    """The exact odds' refusal of an encounter too large for them: Simulate may still play it."""
    return error.code is grpc.StatusCode.RESOURCE_EXHAUSTED and error.reason == "LIMIT_EXCEEDED"


def evaluate(
    values: tuple[Value, ...],
    exact: Callable[[], pb.ComputeEncounterOddsResponse] | None,
    simulate: Callable[[], pb.SimulationResult] | None,
) -> Row:
    """One point's row: ``exact()`` when given; its refusal as too large (RESOURCE_EXHAUSTED,
    LIMIT_EXCEEDED) falls back to ``simulate()`` when given. Any other refusal is the row's error;
    a failure of the connection or the server as a whole (UNAVAILABLE, UNAUTHENTICATED, ...) is
    raised."""
    refused = False
    if exact is not None:
        try:
            return exact_row(values, exact())
        except ArbiterRpcError as error:
            if error.code in _FATAL:
                raise
            if simulate is None or not _too_large(error):
                return Row(values, "error", error=error)
            refused = True
    assert simulate is not None, "a point needs exact odds or a simulation"
    try:
        return simulated_row(values, simulate(), exact_refused=refused)
    except ArbiterRpcError as error:
        if error.code in _FATAL:
            raise
        return Row(values, "error", error=error)


def run_rows(
    tasks: Sequence[Callable[[], Row]], parallel: int, done: Callable[[Row], None]
) -> list[Row]:
    """Run ``tasks`` at most ``parallel`` at once and return their rows in the tasks' order,
    whatever order they end in; ``done`` is called (in this thread) with each row as it ends. The
    first exception raised is raised at once, the tasks not yet started cancelled; the caller
    closes the channels of those still running (as ``arbiter simulate`` does), which ends them."""
    pool = ThreadPoolExecutor(max_workers=max(1, min(parallel, len(tasks))))
    futures = [pool.submit(task) for task in tasks]
    try:
        for future in as_completed(futures):
            done(future.result())
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return [future.result() for future in futures]


# --- presentation ----------------------------------------------------------------------------


def _shown(value: Value) -> str:
    return json.dumps(value) if isinstance(value, bool) else str(value)


def _shown_sides(rows: Sequence[Row], sides: Sequence[str]) -> list[str]:
    """The sides to show: those asked for, else the first side of the first answered row."""
    if sides:
        return list(sides)
    first = next((r for r in rows if r.sides), None)
    return [first.sides[0].side_id] if first else []


def _size(row: Row) -> str:
    if row.method == "exact":
        return f"{row.branches} branches"
    if row.method == "simulated":
        return f"{row.runs} runs"
    return ""


def labels(axes: Sequence[Axis]) -> list[str]:
    """Short names of the axes for a table's columns and a plot's axes: each path's last step
    (``hp`` for ``state.combatants[id=bo].hp``), a path of two steps or fewer whole
    (``sideTactics.red``), more steps where two would be named alike."""
    for last in range(1, max(len(a.steps) for a in axes) + 1):
        names = [
            a.path if len(a.steps) <= max(2, last) else ".".join(s.text for s in a.steps[-last:])
            for a in axes
        ]
        if len(set(names)) == len(names):
            return names
    return [a.path for a in axes]  # pragma: no cover - distinct paths have distinct ends


def format_text(rows: Sequence[Row], axes: Sequence[Axis], sides: Sequence[str] = ()) -> str:
    """A table: the values, the method, each shown side's win rate and 95 % interval, the draw
    rate, the mean rounds and the size of the answer; then the errors, and what the intervals
    are."""
    shown = _shown_sides(rows, sides)
    names = labels(axes)
    header = [*names, "method"]
    for side in shown:
        header += [f"{side} win", "95 % interval"]
    header += ["draw", "mean rounds", "answered with"]
    cells = []
    for row in rows:
        line = [_shown(v) for v in row.values] + [row.method]
        for side in shown:
            rate = row.side(side)
            line += (
                [percent(rate.rate), f"{percent(rate.low)} .. {percent(rate.high)}"]
                if rate
                else ["-", "-"]
            )
        answered = row.method != "error"
        line += [
            percent(row.draw_rate) if answered else "-",
            f"{row.mean_rounds:.3f}" if answered else "-",
            _size(row),
        ]
        cells.append(line)
    lines = [f"{n}: {a.path}" for n, a in zip(names, axes, strict=True) if n != a.path]
    lines += table(header, cells, names=len(axes) + 1)
    if any(r.method == "exact" for r in rows):
        lines.append("exact: the probability itself; its interval is that point (no sampling)")
    simulated = [r for r in rows if r.method == "simulated"]
    if simulated:
        runs = ", ".join(sorted({str(r.runs) for r in simulated}))
        seeds = ", ".join(sorted({str(r.seed) for r in simulated}))
        refused = sum(r.exact_refused for r in simulated)
        lines.append(
            f"simulated: {runs} runs of seed {seeds} each, the same dice for every value (common "
            "random numbers);"
        )
        why = f"; {refused} as the exact odds were refused as too large" if refused else ""
        lines.append(f"  Wilson 95 % intervals{why}")
    errors = [r for r in rows if r.error is not None]
    if errors:
        lines.append("errors:")
        for row in errors:
            assert row.error is not None
            where = ", ".join(
                f"{a.path}={_shown(v)}" for a, v in zip(axes, row.values, strict=True)
            )
            message = format_error(row.error).replace("\n", "\n    ")
            lines.append(f"  {where}: {message}")
    return "\n".join(lines)


def format_csv(rows: Sequence[Row], axes: Sequence[Axis], sides: Sequence[str] = ()) -> str:
    """CSV with a header: the values, the method, each shown side's rate, low and high, the draw
    rate, mean rounds, runs, seed, positions, branches and the error (its code and message)."""
    shown = _shown_sides(rows, sides)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    header = [a.path for a in axes] + ["method"]
    for side in shown:
        header += [f"{side}_win_rate", f"{side}_win_low", f"{side}_win_high"]
    header += ["draw_rate", "mean_rounds", "runs", "seed", "positions", "branches", "error"]
    writer.writerow(header)
    for row in rows:
        line: list[object] = [*(_shown(v) for v in row.values), row.method]
        for side in shown:
            rate = row.side(side)
            line += [rate.rate, rate.low, rate.high] if rate else ["", "", ""]
        answered = row.method != "error"
        line += [
            row.draw_rate if answered else "",
            row.mean_rounds if answered else "",
            *("" if v is None else v for v in (row.runs, row.seed, row.positions, row.branches)),
            f"{row.error.code.name}: {row.error.message}" if row.error else "",
        ]
        writer.writerow(line)
    return out.getvalue().rstrip("\n")


def _row_json(row: Row, axes: Sequence[Axis]) -> dict[str, Any]:
    item: dict[str, Any] = {
        "values": {a.path: v for a, v in zip(axes, row.values, strict=True)},
        "method": row.method,
    }
    if row.error is not None:
        item["error"] = {
            "code": row.error.code.name,
            "message": row.error.message,
            "reason": row.error.reason,
            "fieldViolations": [
                {"field": f, "description": d} for f, d in row.error.field_violations
            ],
        }
        return item
    sides = []
    for side in row.sides:
        entry: dict[str, Any] = {
            "sideId": side.side_id,
            "winRate": side.rate,
            "low": side.low,
            "high": side.high,
        }
        if side.wins is not None:
            entry["wins"] = side.wins
        if row.method == "exact":
            entry["win"] = side.fraction
        sides.append(entry)
    item.update(sides=sides, drawRate=row.draw_rate, meanRounds=row.mean_rounds)
    if row.method == "exact":
        item.update(positions=row.positions, branches=row.branches)
    else:
        # The seed as a string, as proto3 JSON writes 64-bit numbers.
        item.update(runs=row.runs, seed=str(row.seed), draws=row.draws)
        item["exactRefused"] = row.exact_refused
    return item


def format_json(rows: Sequence[Row], axes: Sequence[Axis]) -> str:
    """The rows as a JSON list of objects, every side in each (``win``: an exact row's fraction,
    null when too large to send exactly; ``wins``: a simulated row's count)."""
    return json.dumps([_row_json(r, axes) for r in rows], indent=2)


def write_sweep_plot(
    rows: Sequence[Row],
    axes: Sequence[Axis],
    path: Path,
    *,
    sides: Sequence[str] = (),
    title: str = "",
) -> None:
    """A PNG of ``sweep_figure``."""
    sweep_figure(rows, axes, sides=sides, title=title).savefig(path, format="png")


def sweep_figure(
    rows: Sequence[Row], axes: Sequence[Axis], *, sides: Sequence[str] = (), title: str = ""
) -> Figure:
    """One axis: each shown side's win rate as a line with its 95 % interval as a band (exact
    points filled, simulated hollow) and the draw rate dashed; two axes: a heat map of the first
    shown side's win rate, the first axis across, each cell annotated. Drawn on an Agg canvas (no
    display, no pyplot global state); matplotlib is imported only here."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415
    from matplotlib.figure import Figure  # noqa: PLC0415

    shown = _shown_sides(rows, sides)
    if len(axes) == 1:
        figure = Figure(figsize=(8, 4.5), layout="constrained")
        FigureCanvasAgg(figure)
        _line_plot(figure.subplots(), rows, axes[0], shown)
    else:
        across, down = axes
        figure = Figure(
            figsize=(
                max(5.0, 0.9 * len(across.values) + 2.5),
                max(3.5, 0.5 * len(down.values) + 2),
            ),
            layout="constrained",
        )
        FigureCanvasAgg(figure)
        _heat_map(figure, rows, across, down, shown[0] if shown else "")
    suptitle(figure, title or "sweep")
    return figure


#: A plot's axis names its path in full up to this length, else only by its label.
_PLOTTED_PATH = 48


def _axis_label(axis: Axis, axes: Sequence[Axis]) -> str:
    name = labels(axes)[list(axes).index(axis)]
    if name == axis.path or len(axis.path) > _PLOTTED_PATH:
        return name
    return f"{name} ({axis.path})"


def _positions(axis: Axis) -> list[float]:
    """Where each value goes along the axis: itself for numbers, else its index."""
    if axis.numeric:
        return [float(v) for v in axis.values]
    return [float(i) for i in range(len(axis.values))]


def _line_plot(ax: Axes, rows: Sequence[Row], axis: Axis, shown: Sequence[str]) -> None:
    from matplotlib.lines import Line2D  # noqa: PLC0415
    from matplotlib.ticker import MaxNLocator  # noqa: PLC0415

    xs = _positions(axis)
    for colour, side in enumerate(shown):
        found = [(x, r, rate) for x, r in zip(xs, rows, strict=True) if (rate := r.side(side))]
        at = [x for x, _, _ in found]
        ax.fill_between(
            at,
            [s.low for *_, s in found],
            [s.high for *_, s in found],
            alpha=0.25,
            color=f"C{colour}",
        )
        ax.plot(at, [s.rate for *_, s in found], color=f"C{colour}", label=f"{side} wins")
        # Exact points filled, simulated ones hollow.
        ax.scatter(
            at,
            [s.rate for *_, s in found],
            facecolors=[f"C{colour}" if r.method == "exact" else "white" for _, r, _ in found],
            edgecolors=f"C{colour}",
            zorder=3,
        )
    answered = [(x, r) for x, r in zip(xs, rows, strict=True) if r.method != "error"]
    ax.plot(
        [x for x, _ in answered],
        [r.draw_rate for _, r in answered],
        color="grey",
        linestyle="--",
        label="draw",
    )
    ax.axhline(0.5, color="grey", linewidth=0.5, linestyle=":")
    if not axis.numeric:
        ax.set_xticks(xs, [_shown(v) for v in axis.values], rotation=20)
    elif all(isinstance(v, int) for v in axis.values):
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # whole values: no 2.5 ticks
    ax.set(xlabel=_axis_label(axis, [axis]), ylabel="win rate, 95 % interval", ylim=(0, 1))
    handles, _ = ax.get_legend_handles_labels()
    methods = {r.method for r in rows}
    for method, face, name in (
        ("exact", "black", "exact"),
        ("simulated", "white", "simulated (band: 95 %)"),
    ):
        if method in methods:
            handles.append(
                Line2D(
                    [],
                    [],
                    marker="o",
                    linestyle="",
                    markerfacecolor=face,
                    color="black",
                    label=name,
                )
            )
    ax.legend(handles=handles, fontsize="small")


def _heat_map(figure: Figure, rows: Sequence[Row], across: Axis, down: Axis, side: str) -> None:
    ax = figure.subplots()
    grid = [[math.nan] * len(across.values) for _ in down.values]
    marks = [[""] * len(across.values) for _ in down.values]
    for index, row in enumerate(rows):
        column, line = divmod(index, len(down.values))
        rate = row.side(side)
        if rate is None:
            marks[line][column] = "error" if row.method == "error" else "-"
            continue
        grid[line][column] = rate.rate
        marks[line][column] = f"{rate.rate * 100:.1f}" + ("" if row.method == "exact" else "~")
    image = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=1, origin="lower", aspect="auto")
    for line, cells in enumerate(marks):
        for column, mark in enumerate(cells):
            value = grid[line][column]
            dark = not math.isnan(value) and abs(value - 0.5) > 0.3
            ax.text(
                column,
                line,
                mark,
                ha="center",
                va="center",
                fontsize="small",
                color="white" if dark else "black",
            )
    ax.set_xticks(range(len(across.values)), [_shown(v) for v in across.values])
    ax.set_yticks(range(len(down.values)), [_shown(v) for v in down.values])
    ax.set(
        xlabel=_axis_label(across, [across, down]),
        ylabel=_axis_label(down, [across, down]),
        title=f"{side} win rate, % (~: simulated)",
    )
    figure.colorbar(image, ax=ax, label=f"{side} win rate")
