"""The readers of arbiter.v1 requests (service/boundary/codec/readers), from the descriptors, the
engine's records (scripts/gen_engine.py's ``RECORDS``) and the limits table (service/limits.py's
``SIZES``): the inbound half of the boundary, where it is mechanical.

One module per ``.proto`` (as engine/records), one function per record the requests carry,
``read_<record>(msg)``, from a message as protobuf's Python runtime holds it (gRPC's and the
HTTP route's, alike) to the engine's record:

=========================  ==============================================================
proto                      record
=========================  ==============================================================
scalar                     as is; a record's ``Reader.zero_reads`` gives 0's meaning
``optional`` scalar        ``None`` when unset
enum                       by number: 0 is ``None`` (an error where the record requires
                           it), a number this server does not know an error
message                    its reader, ``None`` when unset (``present``: the default
                           record; ``Reader.needed``: an error)
``repeated``               a tuple, messages each by its reader
=========================  ==============================================================

What is not mechanical is written by hand in service/boundary/convert.py, which calls these: a
catalog weapon, rule overrides merged on the defaults, the state's combatants (converted once for
their bytes), an action's kind. A reader's fields the hand-written caller supplies are its
parameters (``Reader.given``).

``sizes.py`` holds one check per message that holds a bounded field (``SIZES``), its counts
first, then its messages': the boundary runs a request's before it reads anything.

Errors name the field within its message; each reader prefixes its own on the way up
(service/boundary/codec/reading.py: ``nested``), so no path is built unless a request is refused.
The readers import nothing of protobuf: mypyc compiles them with the engine
(scripts/build_engine.py).

Usage: python scripts/gen_protos.py   (every generator)
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

# Modules beside this script, and the repository (service/limits.py), on the path however this
# script is loaded.
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))

from gen_engine import RECORDS, VALUE_TYPES, Record, docline, fit, local, module_of, slots
from proto_model import Field, Message, Model

from service.limits import SIZES, Bound

__all__ = ["READERS", "Reader", "render"]

_IMPORT_ROOT = "service.boundary.codec.readers"


@dataclass(frozen=True)
class Reader:
    """How one record is read where the proto's shape does not say it all."""

    #: What a 0 on the wire reads as, by field (a Python expression: ``"1"``, ``"None"``).
    zero_reads: dict[str, str] = field(default_factory=dict)
    #: Message fields that must be set (unset: MISSING_VALUE).
    needed: tuple[str, ...] = ()
    #: Numbers checked against a range (OUT_OF_RANGE), as (low, high), both allowed.
    ranges: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: Message fields read as None when they hold nothing but their defaults.
    empty_is_none: tuple[str, ...] = ()
    #: Fields the hand-written caller reads and passes in (parameters of the reader).
    given: tuple[str, ...] = ()


_PLAIN = Reader()

#: The records read from requests, by message name (a message of the engine's RECORDS).
READERS: dict[str, Reader] = {
    # weapon.proto: an inline definition's parts, a carried weapon's ammunition.
    "RangeBands": _PLAIN,
    "ArrayerEffect": _PLAIN,
    "ArrayerAmmunitionRange": _PLAIN,
    "ArrayerWeaponRules": _PLAIN,
    "TieredWeaponRules": _PLAIN,
    "Ammunition": _PLAIN,
    "WeaponDefinition": _PLAIN,
    "Weapon": Reader(given=("id", "definition", "overrides")),
    # A catalog weapon's overrides, read as sent (merged on the entry by
    # service/boundary/convert.py).
    "WeaponOverrides": _PLAIN,
    "ArrayerWeaponOverrides": _PLAIN,
    "TieredWeaponOverrides": _PLAIN,
    "ArrayerEffectList": _PLAIN,
    "ArrayerAmmunitionRangeList": _PLAIN,
    # arrayer.proto
    "ArrayerWound": _PLAIN,
    "ArrayerWoundBand": _PLAIN,
    "ArrayerLocationBand": _PLAIN,
    "ArrayerMishapBand": _PLAIN,
    "ArrayerFollowUp": _PLAIN,
    "ArrayerAftermath": _PLAIN,
    "ArrayerBloodBath": _PLAIN,
    "ArrayerNightlyRest": _PLAIN,
    "ArrayerShortRest": _PLAIN,
    "ArrayerEscape": _PLAIN,
    "ArrayerRollWeaponType": _PLAIN,
    # action.proto; A26: an empty follow-up is none (the nearest enemy in reach).
    "Action": _PLAIN,
    "Move": _PLAIN,
    "Attack": Reader(empty_is_none=("follow_up",)),
    # tiered.proto
    "Reload": _PLAIN,
    "StealthCheck": _PLAIN,
    "SetTrap": _PLAIN,
    "BreakFree": _PLAIN,
    "DisarmTrap": _PLAIN,
    "TrapForFood": _PLAIN,
    "LocateStealthed": _PLAIN,
    # state.proto; the proto documents a 0 hit_dice as 1 (a combatant's) or the kind's (A23).
    "Position": _PLAIN,
    "Armour": _PLAIN,
    "Shield": _PLAIN,
    "Entanglement": _PLAIN,
    "Conditions": _PLAIN,
    "WeaponProficiency": Reader(ranges={"improvements": (0, 3)}),  # A1: 0-3 steps up
    "Mount": Reader(zero_reads={"hit_dice": "None"}),
    "ArrayerCombatant": Reader(zero_reads={"hit_dice": "1"}),
    "TieredSkills": _PLAIN,
    "TieredCombatant": _PLAIN,
    "Combatant": Reader(given=("weapons", "arrayer", "tiered")),
    "EncounterState": Reader(given=("ruleset", "combatants", "arrayer_rules", "tiered_rules")),
    "Obstacle": Reader(needed=("position",)),
    "Battlefield": _PLAIN,
    "Environment": _PLAIN,
    "Side": _PLAIN,
    "Trap": _PLAIN,
}


#: Every record of gen_engine's RECORDS, by message name.
_RECORDS: dict[str, Record] = {n: r for _, rs in RECORDS.values() for n, r in rs.items()}


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() and i else c.lower() for i, c in enumerate(name))


def reader(name: str) -> str:
    """The reader function of record ``name``."""
    return f"read_{_snake(name)}"


def checker(name: str) -> str:
    """The size check of message ``name``."""
    return f"check_{_snake(name)}"


def _table(enum_name: str) -> str:
    return f"_{_snake(enum_name).upper()}"


def _guarded(call: str, target: str, path: str, indent: str) -> list[str]:
    """``target = call``, an error in it named under ``path`` (an f-string's body)."""
    return [
        f"{indent}try:",
        f"{indent}    {target}{call}",
        f"{indent}except ArbiterError as err:",
        f'{indent}    nested(err, {"f" if "{" in path else ""}"{path}")',
        f"{indent}    raise",
    ]


def _read(message: Message, f: Field, type_: str, spec: Reader) -> tuple[list[str], str]:
    """The lines reading field ``f`` into a local, and the expression of its value."""
    get = f"msg.{f.name}"
    optional = type_.endswith("| None")
    if f.kind == "enum":  # a local, so that fields are read in the proto's order
        enum = local(f.type_name)
        args = f'{_table(enum)}, {get}, "{enum}", "{f.name}"'
        if f.repeated:
            call = f"enums_required({args})"
        elif f.optional:  # set (an override), it must name a value: 0 is MISSING_VALUE
            call = f'enum_required({args}) if msg.HasField("{f.name}") else None'
        else:
            call = f"enum_{'or_none' if optional else 'required'}({args})"
        return [f"    {f.name}_value = {call}"], f"{f.name}_value"
    if f.kind != "message":
        if f.repeated:
            return [], f"tuple({get})"
        if f.name in spec.ranges:
            low, high = spec.ranges[f.name]
            return [
                f"    if not {low} <= {get} <= {high}:",
                f'        raise out_of_range({get}, {low}, {high}, "{f.name}")',
            ], get
        if f.name in spec.zero_reads:
            return [], f"{get} or {spec.zero_reads[f.name]}"
        if optional and (f.optional or f.oneof):
            return [], f'{get} if msg.HasField("{f.name}") else None'
        return [], get
    if f.type_name in VALUE_TYPES:
        raise SystemExit(f"{message.name}.{f.name}: no reader for {f.type_name}")
    record = local(f.type_name)
    read = reader(record)
    local_ = f"{f.name}_value"
    if f.repeated:
        return [
            f"    {local_}: list[{record}] = []",
            f"    for i, item in enumerate({get}):",
            *_guarded(f"{read}(item))", f"{local_}.append(", f"{f.name}[{{i}}]", "        "),
        ], f"tuple({local_})"
    lines: list[str] = []
    if f.name in spec.needed:
        words = _snake(message.name).replace("_", " ")
        lines = [
            f'    if not msg.HasField("{f.name}"):',
            f'        raise missing("{words}", "{f.name}")',
        ]
    elif optional or f.name in spec.empty_is_none:
        lines = [f"    {local_}: {record} | None = None", f'    if msg.HasField("{f.name}"):']
        lines += _guarded(f"{read}({get})", f"{local_} = ", f.name, "        ")
        if f.name in spec.empty_is_none:
            lines += [
                f"    if {local_} == _{_snake(record).upper()}_DEFAULT:",
                f"        {local_} = None",
            ]
        return lines, local_
    elif f.name in _RECORDS[message.name].present:  # never None: its default when unset
        lines = [
            f"    {local_} = _{_snake(record).upper()}_DEFAULT",
            f'    if msg.HasField("{f.name}"):',
        ]
        return lines + _guarded(f"{read}({get})", f"{local_} = ", f.name, "        "), local_
    return lines + _guarded(f"{read}({get})", f"{local_} = ", f.name, "    "), local_


def _union(message: Message) -> list[str]:
    """The reader of a union record: its member's, or None when the message sets no member
    this server knows (the caller says which error that is)."""
    oneof = message.oneofs[0].name
    lines = [
        "",
        "",
        f"def {reader(message.name)}(msg: Any) -> {message.name} | None:",
        f'    """The member an arbiter.v1.{message.name} ``msg`` sets, as its record; or None."""',
        f'    kind = msg.WhichOneof("{oneof}")',
        "    try:",
    ]
    for i, f in enumerate(message.fields):
        lines += [
            f'        {"if" if i == 0 else "elif"} kind == "{f.name}":',
            f"            return {reader(local(f.type_name))}(msg.{f.name})",
        ]
    return [
        *lines,
        "    except ArbiterError as err:",
        "        nested(err, kind)",
        "        raise",
        "    return None",
    ]


def _reader(message: Message, spec: Reader) -> tuple[list[str], set[str]]:
    """A record's reader, and the enums it reads."""
    record_slots = slots(message, _RECORDS[message.name])
    params = ["msg: Any"] + [f"{s.name}: {s.type}" for s in record_slots if s.name in spec.given]
    lines = [
        "",
        "",
        *fit(f"def {reader(message.name)}(", params, f") -> {message.name}:", ""),
        f'    """The record of an arbiter.v1.{message.name} ``msg``."""',
    ]
    enums: set[str] = set()
    values: dict[str, str] = {}
    for f in message.fields:  # read in the proto's order: the first bad field is reported
        s = next(s for s in record_slots if s.name == f.name)
        if f.name in spec.given:
            values[f.name] = f.name
            continue
        read, value = _read(message, f, s.type, spec)
        lines += read
        values[f.name] = value
        if f.kind == "enum":
            enums.add(local(f.type_name))
    arguments = [f"{s.name}={values[s.name]}" for s in record_slots]
    lines += fit(f"return {message.name}(", arguments, ")", "    ")
    return lines, enums


# --- sizes -------------------------------------------------------------------------------------


def _bounded(model: Model) -> dict[str, Message]:
    """The messages that hold a bounded field, themselves or in a message they hold."""
    messages = {m.name: m for m in model.messages}
    unknown = {
        f"{m}.{f}"
        for m, bounds in SIZES.items()
        for f in bounds
        if m not in messages or f not in {x.name for x in messages[m].fields}
    }
    if unknown:
        raise SystemExit(f"SIZES names fields arbiter.v1 lacks: {sorted(unknown)}")
    found: dict[str, bool] = {}

    def holds(name: str, seen: frozenset[str]) -> bool:
        if name in found:
            return found[name]
        if name in seen:  # a recursive message: what it holds is found on the way in
            return False
        children = [
            local(f.type_name)
            for f in messages[name].fields
            if f.kind == "message" and f.map is None and f.type_name.startswith("arbiter.v1.")
        ]
        result = name in SIZES
        for child in children:
            result = holds(child, seen | {name}) or result
        found[name] = result
        return result

    # What a request can hold: the messages reachable from the requests'.
    reached: list[str] = list(_ROOTS)
    for name in reached:
        for f in messages[name].fields:
            child = local(f.type_name) if f.kind == "message" and f.map is None else ""
            if child in messages and child not in reached:
                reached.append(child)
    return {name: messages[name] for name in reached if holds(name, frozenset())}


#: The requests converted whole (one each), whose checks the boundary runs first.
_ROOTS = (
    "ResolveActionRequest",
    "ResolveEncounterRequest",
    "SimulateRequest",
    "ComputeOddsRequest",
    "ComputeEncounterOddsRequest",
)


def _limit(bound: Bound) -> tuple[str, str]:
    """A bound's limit expression and the name its refusal gives."""
    if isinstance(bound.limit, int):
        return str(bound.limit), bound.name
    return f"limits.{bound.limit}", bound.limit


#: Messages the boundary converts once for their bytes (service/boundary/convert.py's memos): a
#: request's check reaches into them only when ``deep``; the boundary checks one where it converts
#: it, so that the check of a combatant or action sent again costs nothing either.
MEMOIZED = frozenset({"Combatant", "Action"})


def _checker(message: Message, bounded: dict[str, Message]) -> list[str]:
    lines = [
        "",
        "",
        f"def {checker(message.name)}(msg: Any, limits: Limits, deep: bool = True) -> None:",
        f'    """An arbiter.v1.{message.name}\'s bounded fields against ``limits`` (``deep``: and'
        ' those of the combatants and actions it holds)."""',
    ]
    bounds = SIZES.get(message.name, {})
    children = {
        f.name: local(f.type_name)
        for f in message.fields
        if f.kind == "message" and f.map is None and local(f.type_name) in bounded
    }
    containers: dict[str, str] = {}  # a repeated field read once, counted and then walked
    for f in message.fields:
        bound = bounds.get(f.name)
        if bound is None:
            continue
        limit, name = _limit(bound)
        args = f'{limit}, "{name}", "{f.name}", "{bound.unit}"'
        if bound.value:
            lines += [
                f'    if msg.HasField("{f.name}") and msg.{f.name} > {limit}:',
                f"        raise over_limit(msg.{f.name}, {args})",
            ]
            continue
        get = f"msg.{f.name}"
        if f.name in children:
            containers[f.name] = f"{f.name}_items"
            lines += [f"    {containers[f.name]} = {get}"]
            get = containers[f.name]
        lines += [
            f"    if len({get}) > {limit}:",
            f"        raise over_limit(len({get}), {args})",
        ]
    members: dict[str, list[Field]] = {}
    for f in message.fields:
        if f.name in children and f.oneof:
            members.setdefault(f.oneof, []).append(f)
    chosen: set[str] = set()
    for f in message.fields:
        child = children.get(f.name)
        if child is None:
            continue
        indent = "    "
        deep = child in MEMOIZED
        if deep:
            lines += ["    if deep:"]
            indent += "    "
        call = f"{checker(child)}({{}}, limits, deep)"
        if f.repeated:
            items = containers.get(f.name, f"msg.{f.name}")
            lines += [f"{indent}for i, item in enumerate({items}):"]
            lines += _guarded(call.format("item"), "", f"{f.name}[{{i}}]", indent + "    ")
            continue
        group = members.get(f.oneof, []) if f.oneof else []
        if len(group) > 1:  # one WhichOneof for the oneof, not a HasField per member
            keyword = "elif"
            if f.oneof not in chosen:
                chosen.add(f.oneof)
                keyword = "if"
                lines += [f'{indent}{f.oneof}_set = msg.WhichOneof("{f.oneof}")']
            test = f'{keyword} {f.oneof}_set == "{f.name}"'
        else:
            test = f'if msg.HasField("{f.name}")'
        lines += [f"{indent}{test}:"]
        lines += _guarded(call.format(f"msg.{f.name}"), "", f.name, indent + "    ")
    return lines


def _sizes(model: Model) -> str:
    bounded = _bounded(model)
    body: list[str] = []
    for message in bounded.values():
        body += _checker(message, bounded)
    head = [
        docline("The size checks of arbiter.v1 requests (service/limits.py: SIZES)", "gen_readers"),
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any",
        "",
        "from engine.errors import ArbiterError",
        "from service.boundary.codec.reading import nested, over_limit",
        "from service.limits import Limits",
        "",
        "__all__ = [",
        *(f'    "{checker(name)}",' for name in sorted(bounded)),
        "]",
    ]
    return "\n".join(head + body) + "\n"


# --- modules -----------------------------------------------------------------------------------


def render(model: Model) -> dict[str, str]:
    """Every generated reader module, by file name, with the package's ``__init__.py``."""
    messages = {m.name: m for m in model.messages}
    home = {
        name: module_of(proto)
        for proto, (enum_names, rs) in RECORDS.items()
        for name in (*enum_names, *rs)
    }
    files = {
        "__init__.py": docline("The readers of arbiter.v1 requests", "gen_readers") + "\n",
        "sizes.py": _sizes(model),
    }
    for proto, (_, proto_records) in RECORDS.items():
        names = [n for n in proto_records if n in READERS]
        if not names:
            continue
        module = module_of(proto)
        body: list[str] = []
        named: set[str] = set()  # records and enums the module's code names
        enums_used: set[str] = set()
        for name in names:
            message, spec = messages[name], READERS[name]
            if _RECORDS[name].union:
                lines = _union(message)
            else:
                lines, named_enums = _reader(message, spec)
                enums_used |= named_enums
            body += lines
            named.add(name)
        text = "\n".join(body)
        named |= {n for n in re.findall(r"\b[A-Z]\w*", text) if n in home}
        readers_used = {n for n in _RECORDS if f"{reader(n)}(" in text}
        missing_readers = readers_used - set(READERS)
        if missing_readers:
            raise SystemExit(f"{module}: no reader for {sorted(missing_readers)} (add to READERS)")
        defaults = {n for n in _RECORDS if f"_{_snake(n).upper()}_DEFAULT" in text}
        imports: dict[str, set[str]] = {}
        for n in named | enums_used:
            imports.setdefault(f"engine.records.{home[n]}", set()).add(n)
        for n in readers_used:
            if home[n] != module:
                imports.setdefault(f"{_IMPORT_ROOT}.{home[n]}", set()).add(reader(n))
        primitives = {p for p in _PRIMITIVES if f"{p}(" in text}
        imports.setdefault("service.boundary.codec.reading", set()).update(
            primitives | ({"members"} if enums_used else set())
        )
        if "ArbiterError" in text:
            imports.setdefault("engine.errors", set()).add("ArbiterError")
        head = [
            docline(f"The readers of {proto}'s records", "gen_readers"),
            "",
            "from __future__ import annotations",
            "",
            "from typing import Any",
            "",
            *(f"from {m} import {', '.join(sorted(ns))}" for m, ns in sorted(imports.items())),
            "",
            "__all__ = [",
            *(f'    "{reader(n)}",' for n in sorted(names)),
            "]",
        ]
        tables = [f"{_table(e)} = members({e})" for e in sorted(enums_used)]
        consts = [f"_{_snake(d).upper()}_DEFAULT = {d}()" for d in sorted(defaults)]
        if tables or consts:
            head += ["", *tables, *consts]
        files[f"{module}.py"] = "\n".join(head + body) + "\n"
    return files


#: service/boundary/codec/reading.py's functions a reader may call.
_PRIMITIVES = (
    "enum_or_none",
    "enum_required",
    "enums_required",
    "missing",
    "nested",
    "out_of_range",
)
