"""The wire writers of the engine's records (service/boundary/codec/messages), from the arbiter.v1
descriptors and scripts/gen_engine.py's ``RECORDS``: each record written once, as the proto.

One module per ``.proto`` (as engine/records), one function per record,
``write_<record>(out, value)``, appending the record's protobuf encoding to ``out`` exactly as
upb's ``SerializeToString()`` writes the message holding the same values: fields in number order;
a scalar of implicit presence left out at its zero; a proto3 ``optional`` scalar, a oneof member
or a message written whenever it is set (``None`` is unset), a message the record always holds
(``present``) only when it is not its default; a repeated number packed; every entry of a
repeated string or message written, empty ones too. A union (``ActionResult``) writes its member
under that member's field. The primitives (varints, lengths) are
service/boundary/codec/primitives.py.

A oneof's members are written as proto3 allows one: the first set, in declaration order (the
engine's ``Weapon`` holds both its ``catalog_id`` and the ``definition`` it names; the wire has
the id). The writers import nothing of protobuf: mypyc compiles them with the
engine (scripts/build_engine.py), and tests/service/test_wire.py holds their bytes to upb's.

Usage: python scripts/gen_protos.py   (every generator)
"""

from __future__ import annotations

import sys
from pathlib import Path

# Modules beside this script, on the path however this script is loaded.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from gen_engine import RECORDS, VALUE_TYPES, Record, docline, local, module_of, slots
from proto_model import Field, Message, Model

__all__ = ["render"]

_IMPORT_ROOT = "service.boundary.codec.messages"
_WIRE_TYPES = {"message": 2, "string": 2, "bytes": 2, "double": 1, "fixed64": 1, "float": 5}
_NUMBERS = frozenset({"int32", "int64", "uint32", "uint64", "sint32", "bool", "enum"})


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() and i else c.lower() for i, c in enumerate(name))


def writer(name: str) -> str:
    """The writer function of record ``name``."""
    return f"write_{_snake(name)}"


def _tag(f: Field, packed: bool = False) -> int:
    wire = 2 if packed or (f.repeated and f.kind not in _NUMBERS) else _WIRE_TYPES.get(f.kind, 0)
    if f.kind in ("float", "double", "fixed64", "sint32", "sint64", "bytes", "fixed32"):
        raise SystemExit(f"{f.name}: no writer for {f.kind} fields")
    return f.number << 3 | wire


def _field(message: Message, record: Record, f: Field, name: str, type_: str) -> list[str]:
    value = f"value.{name}"
    if f.type_name in VALUE_TYPES:  # a Python value (a Fraction), by its primitive: always set
        return [f"    {VALUE_TYPES[f.type_name][2]}(out, {_tag(f)}, {value})"]
    nested = f.kind == "message"
    if f.repeated:
        if f.kind in _NUMBERS:
            return [f"    packed(out, {_tag(f, packed=True)}, {value})"]
        each = f"{name}_item"  # one variable per field: mypy types each once
        item = (
            f"length(out, {_tag(f)}, {writer(local(f.type_name))}(bytearray(), {each}))"
            if nested
            else f"text_present(out, {_tag(f)}, {each})"
        )
        return [f"    for {each} in {value}:", f"        {item}"]
    if nested:
        write = f"length(out, {_tag(f)}, {writer(local(f.type_name))}(bytearray(), {{v}}))"
        if name in record.present:
            default = f"_{_snake(local(f.type_name)).upper()}_DEFAULT"
            return [f"    if {value} != {default}:", "        " + write.format(v=value)]
        if type_.endswith("| None"):
            sub = f"{name}_value"  # one variable per field: mypy types each once
            return [
                f"    {sub} = {value}",
                f"    if {sub} is not None:",
                "        " + write.format(v=sub),
            ]
        return ["    " + write.format(v=value)]
    present = f.optional or bool(f.oneof)
    if f.kind == "string":
        call = "text_present" if present else "text"
    else:
        call = "number_present" if present else "number"
    if type_.endswith("| None"):
        return [f"    if {value} is not None:", f"        {call}(out, {_tag(f)}, {value})"]
    return [f"    {call}(out, {_tag(f)}, {value})"]


def _first_set(message: Message, f: Field) -> list[str]:
    """The members of ``f``'s oneof declared before it: it is written only when they are None."""
    before: list[str] = []
    for other in message.fields:
        if other.name == f.name:
            return before
        if other.oneof == f.oneof:
            before.append(other.name)
    return before


def _writer(message: Message, record: Record) -> list[str]:
    by_name = {f.name: f for f in message.fields}
    lines = [
        "",
        "",
        f"def {writer(message.name)}(out: bytearray, value: {message.name}) -> bytearray:",
        '    """Append the wire form of ``value`` to ``out``; return ``out``."""',
    ]
    for s in sorted(slots(message, record), key=lambda s: by_name[s.name].number):
        f = by_name[s.name]
        written = _field(message, record, f, s.name, s.type)
        before = _first_set(message, f) if f.oneof else []
        if before:  # another member set first is the one on the wire
            unset = " and ".join(f"value.{name} is None" for name in before)
            written = [f"    if {unset}:", *(f"    {line}" for line in written)]
        lines += written
    return [*lines, "    return out"]


def _union(message: Message) -> list[str]:
    lines = [
        "",
        "",
        f"def {writer(message.name)}(out: bytearray, value: {message.name}) -> bytearray:",
        '    """Append the wire form of ``value`` to ``out``, under its member\'s field."""',
    ]
    for i, f in enumerate(message.fields):
        member = local(f.type_name)
        lines += [
            f"    {'if' if i == 0 else 'elif'} isinstance(value, {member}):",
            f"        length(out, {_tag(f)}, {writer(member)}(bytearray(), value))",
        ]
    return [*lines, "    return out"]


def render(model: Model) -> dict[str, str]:
    """Every generated writer module, by file name, with the package's ``__init__.py``."""
    messages = {m.name: m for m in model.messages}
    chosen = {name: r for _, rs in RECORDS.values() for name, r in rs.items()}
    home = {name: module_of(proto) for proto, (_, rs) in RECORDS.items() for name in rs}
    files = {"__init__.py": docline("The wire writers of the engine's records", "gen_codec") + "\n"}
    for proto, (_, records) in RECORDS.items():
        names = [n for n in records if n in chosen]
        if not names:
            continue
        module = module_of(proto)
        body: list[str] = []
        records_used: set[str] = set()
        writers_used: set[str] = set()
        defaults: set[str] = set()
        for name in names:
            message, record = messages[name], records[name]
            records_used.add(name)
            body += _union(message) if record.union else _writer(message, record)
            for f in message.fields:
                if f.kind == "message" and f.type_name not in VALUE_TYPES:
                    records_used.add(local(f.type_name))
                    writers_used.add(local(f.type_name))
                    if f.name in record.present:
                        defaults.add(local(f.type_name))
        imports: dict[str, set[str]] = {}
        for n in records_used | defaults:
            imports.setdefault(f"engine.records.{home[n]}", set()).add(n)
        for n in writers_used:
            if home[n] != module:
                imports.setdefault(f"{_IMPORT_ROOT}.{home[n]}", set()).add(writer(n))
        primitives = sorted(
            p
            for p in (
                "length",
                "number",
                "number_present",
                "packed",
                "text",
                "text_present",
                *(primitive for _, _, primitive in VALUE_TYPES.values()),
            )
            if f"{p}(" in "\n".join(body)
        )
        imports.setdefault("service.boundary.codec.primitives", set()).update(primitives)
        head = [
            docline(f"The wire writers of {proto}'s records", "gen_codec"),
            "",
            "from __future__ import annotations",
            "",
            *(f"from {m} import {', '.join(sorted(ns))}" for m, ns in sorted(imports.items())),
            "",
            "__all__ = [",
            *(f'    "{writer(n)}",' for n in sorted(names)),
            "]",
        ]
        if defaults:
            head += ["", *(f"_{_snake(d).upper()}_DEFAULT = {d}()" for d in sorted(defaults))]
        files[f"{module}.py"] = "\n".join(head + body) + "\n"
    return files
