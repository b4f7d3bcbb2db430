"""GDScript classes of the arbiter.v1 API for the Godot 3 and Godot 4 addons, from proto_model
(scripts/gen_protos.py writes them into each addon's generated/ folder); and the addons' runtime
scripts, both from one source (``render_runtime``, below).

Each addon gets ``generated/arbiter_v1.gd`` (every enum as a GDScript ``enum``, every message as
an inner class with typed fields, ``from_dict`` and ``to_dict`` in the proto3 JSON mapping) and
``generated/combat_service.gd`` (a typed method per RPC the Connect route serves over HTTP/1.1,
extending the addon's hand-written ``arbiter_transport.gd``). Both are preloaded by path, never
found by ``class_name``: the global class list exists only after an editor has scanned the project.

What Godot 3.2 imposes (each found by running godot3-server 3.2.3):

- One file of inner classes, no ``class_name``: separate files would preload each other in cycles.
- No inner class names its own class, and no two name each other (a reference cycle between
  scripts, which Godot 3 leaks at exit with engine errors), so ``from_dict`` fills ``self`` and
  returns it, and a field that would close a cycle (``BatchPackResult.results``) stays a list of
  proto3 JSON Dictionaries. Inner classes cannot call the outer script's functions: the JSON
  helpers are the inner class ``ProtoJson``.
- Names Godot reserves get a trailing underscore (``seed_``, ``Environment_``), in both variants.

Fields: 64-bit integers are Strings (proto3 JSON writes them so, and a uint64 does not fit Godot's
int), enums ints (the enum's values), messages objects or null, repeated fields Arrays (typed in
Godot 4), maps Dictionaries. proto3 ``optional`` scalars and scalar ``oneof`` members are null
when unset; ``<oneof>_case()`` names the member set.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping
from pathlib import Path

from proto_model import Field, Message, Model, Oneof

__all__ = ["GODOT3_NAMES", "RESERVED", "RUNTIME_SOURCE", "render", "render_runtime"]

#: Names of the API that Godot 3.2 rejects as member or class names (GDScript's built-in
#: functions range, round, seed; Object's script; the native class Environment) and that Godot 4
#: has as a global enum (Side). The generated name is the name with a trailing underscore.
RESERVED = frozenset({"range", "round", "seed", "script", "Environment", "Side"})
_INT64 = "int64"
_LINE = 100
# The local variables of from_dict and to_dict, which no field may be named.
_LOCALS = frozenset({"data", "each", "key", "listed", "entries"})


def _name(name: str) -> str:
    return f"{name}_" if name in RESERVED else name


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")


def _comment(text: str, indent: str, marker: str) -> list[str]:
    # The .proto's comments are wrapped for the .proto; indented here, their paragraphs are
    # wrapped again (a blank line or a list item starts a new one).
    paragraphs: list[list[str]] = [[]]
    for line in text.split("\n"):
        if not line.strip():
            paragraphs += [[""], []]
        elif line.lstrip().startswith(("- ", "* ")):
            paragraphs.append([line.strip()])
        else:
            paragraphs[-1].append(line.strip())
    width = _LINE - len(indent.expandtabs(4)) - len(marker) - 1
    lines: list[str] = []
    for words in filter(None, paragraphs):
        wrapped = textwrap.wrap(" ".join(words), width, break_on_hyphens=False) or [""]
        lines.extend(f"{indent}{marker} {line}".rstrip() for line in wrapped)
    return lines


def _fit(line: str) -> str:
    """The line, or for one over the length limit, its last call's arguments on a line of their
    own, or, when they do not fit on one either, one argument a line (gdformat's way)."""
    close = line.rfind(")")
    if len(line.expandtabs(4)) <= _LINE or close < 0:
        return line
    indent = line[: len(line) - len(line.lstrip("\t"))]
    depth = 0
    for start in range(close, -1, -1):
        depth += {")": 1, "(": -1}.get(line[start], 0)
        if depth == 0:
            break
    inner = indent + "\t" + line[start + 1 : close]
    if len(inner.expandtabs(4)) > _LINE:
        inner = ",\n".join(indent + "\t" + argument for argument in _arguments(inner.strip()))
    return f"{line[: start + 1]}\n{inner}\n{indent}{line[close:]}"


def _arguments(text: str) -> list[str]:
    """A call's arguments, split at its top-level commas."""
    arguments, depth, begun = [], 0, 0
    for at, char in enumerate(text):
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(char, 0)
        if char == "," and depth == 0:
            arguments.append(text[begun:at].strip())
            begun = at + 1
    return [*arguments, text[begun:].strip()]


def _back_edges(model: Model) -> set[tuple[str, str]]:
    """The (message, field) pairs whose typed field would close a cycle of message types."""
    edges: dict[str, list[tuple[str, str]]] = {}
    for message in model.messages:
        edges[message.full_name] = [
            (f.name, _target(f)) for f in message.fields if _target(f) in _names(model)
        ]
    back: set[tuple[str, str]] = set()
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        path.append(name)
        for field, target in edges[name]:
            if target in path:
                back.add((name, field))
            elif target not in done:
                visit(target, path)
        path.pop()
        done.add(name)

    for message in model.messages:
        if message.full_name not in done:
            visit(message.full_name, [])
    return back


def _names(model: Model) -> set[str]:
    return {m.full_name for m in model.messages}


def _target(field: Field) -> str:
    """The message or enum a field's values are (a map's, its value's); "" for scalars."""
    target: str = field.map[1].type_name if field.map else field.type_name
    return target


class _Writer:
    """The GDScript of one Godot major version."""

    def __init__(self, model: Model, version: int) -> None:
        self.model = model
        self.version = version
        self.godot4 = version == 4
        self.back = _back_edges(model)
        self.messages = _names(model)
        self.doc = "##" if self.godot4 else "#"

    # -- types and conversions of one value (a field's, an element's, a map value's)

    def _class(self, type_name: str) -> str:
        return _name(type_name.rsplit(".", 1)[-1])

    def _typed(self, field: Field, untyped: bool) -> bool:
        """Whether the field's values are objects of a generated class (not JSON Dictionaries)."""
        return field.kind == "message" and field.type_name in self.messages and not untyped

    def _value_type(self, field: Field, untyped: bool) -> str:
        if field.kind == "message":
            return self._class(field.type_name) if self._typed(field, untyped) else "Dictionary"
        if field.int64 or field.kind in ("string", "bytes"):
            return "String"
        if field.kind in ("double", "float"):
            return "float"
        return "bool" if field.kind == "bool" else "int"

    def _read(self, field: Field, value: str, untyped: bool) -> str:
        if field.kind == "message":
            if self._typed(field, untyped):
                return f"{self._class(field.type_name)}.new().from_dict({value})"
            return value
        if field.kind == "enum":
            return f"ProtoJson.enum_number({self._class(field.type_name)}, {value})"
        if field.int64:
            return f"ProtoJson.int64({value})"
        # str() converts any Variant in both versions; Godot 4's String() takes only strings.
        scalar = self._value_type(field, untyped)
        return f"{'str' if scalar == 'String' else scalar}({value})"

    def _write(self, field: Field, value: str, untyped: bool) -> str:
        if field.kind == "message" and self._typed(field, untyped):
            return f"{value}.to_dict()"
        if field.kind == "enum":
            return f"ProtoJson.enum_name({self._class(field.type_name)}, {value})"
        return value

    def _zero(self, field: Field) -> str:
        if field.kind == "message":
            return "null"
        if field.int64:
            return '"0"'
        return {"String": '""', "float": "0.0", "bool": "false"}.get(
            self._value_type(field, False), "0"
        )

    # -- a message

    def message(self, message: Message) -> list[str]:
        name = self._class(message.full_name)
        clash = _LOCALS & {_name(f.name) for f in message.fields}
        if clash:
            raise SystemExit(f"{message.full_name}: fields named as generated locals: {clash}")
        lines = ["", ""]
        lines += _comment(message.comment or f"{message.full_name}.", "", self.doc)
        base = "RefCounted" if self.godot4 else "Reference"
        lines += [f"class {name}:", f"\textends {base}"]
        oneof_of = {f.name: o for o in message.oneofs for f in o.fields}
        for field in message.fields:
            lines.append("")
            lines += self._declaration(message, field, oneof_of.get(field.name))
        for oneof in message.oneofs:
            lines += self._case(oneof)
        lines += self._from_dict(message, name)
        lines += self._to_dict(message, oneof_of)
        return lines

    def _declaration(self, message: Message, field: Field, oneof: Oneof | None) -> list[str]:
        untyped = (message.full_name, field.name) in self.back
        lines = _comment(field.comment, "\t", self.doc) if field.comment else []
        var = f"\tvar {_name(field.name)}"
        value_type = self._value_type(field, untyped)
        if untyped:
            why = "proto3 JSON: a typed field would close a reference cycle of classes"
            lines += _comment(f"({why}, which Godot 3 leaks.)", "\t", self.doc)
        if field.kind == "enum":
            lines += _comment(f"A {self._class(field.type_name)} value.", "\t", self.doc)
        if field.map is not None:
            key, value = field.map
            what = f"{self._value_type(key, False)} -> {self._value_type(value, False)}"
            lines += _comment(f"A map, {what}.", "\t", self.doc)
            lines.append(f"{var}: Dictionary = {{}}")
        elif field.repeated:
            element = f"Array[{value_type}]" if self.godot4 else "Array"
            lines.append(f"{var}: {element} = []")
        elif field.kind == "message":
            lines.append(f"{var}: {value_type} = null")
        elif field.optional or oneof is not None:
            lines += _comment(f"A {value_type}, or null when unset.", "\t", self.doc)
            lines.append(f"{var}: Variant = null" if self.godot4 else f"{var} = null")
        else:
            lines.append(f"{var}: {value_type} = {self._zero(field)}")
        return lines

    def _case(self, oneof: Oneof) -> list[str]:
        names = ", ".join(f'"{f.name}"' for f in oneof.fields)
        lines = [""]
        lines += _comment(
            f'Which member of oneof {oneof.name} is set: one of {names}, or "" for none '
            "(the first one set, when several are).",
            "\t",
            self.doc,
        )
        lines.append(f"\tfunc {oneof.name}_case() -> String:")
        for field in oneof.fields:
            lines += [f"\t\tif {_name(field.name)} != null:", f'\t\t\treturn "{field.name}"']
        lines.append('\t\treturn ""')
        return lines

    def _from_dict(self, message: Message, name: str) -> list[str]:
        returns = f" -> {name}" if self.godot4 else ""
        lines = [""]
        lines += _comment(
            "Reads the message's proto3 JSON (unknown keys ignored); returns self.", "\t", self.doc
        )
        data = "data" if message.fields else "_data"
        lines.append(f"\tfunc from_dict({data}: Dictionary){returns}:")
        for field in message.fields:
            untyped = (message.full_name, field.name) in self.back
            member = _name(field.name)
            got = f'data["{field.json_name}"]'
            lines.append(f'\t\tif data.get("{field.json_name}") != null:')
            if field.map is not None:
                lines += [
                    f"\t\t\tfor key in {got}:",
                    f"\t\t\t\t{member}[key] = {self._read(field.map[1], got + '[key]', False)}",
                ]
            elif field.repeated:
                lines += [
                    f"\t\t\tfor each in {got}:",
                    f"\t\t\t\t{member}.append({self._read(field, 'each', untyped)})",
                ]
            else:
                lines.append(f"\t\t\t{member} = {self._read(field, got, untyped)}")
        lines.append("\t\treturn self")
        return lines

    def _to_dict(self, message: Message, oneof_of: dict[str, Oneof]) -> list[str]:
        empty = "is_empty()" if self.godot4 else "empty()"
        lines = [""]
        lines += _comment(
            "The message as proto3 JSON: fields at their zero value left out, 64-bit integers "
            "as strings, enums by name.",
            "\t",
            self.doc,
        )
        lines += ["\tfunc to_dict() -> Dictionary:", "\t\tvar data := {}"]
        for field in message.fields:
            untyped = (message.full_name, field.name) in self.back
            member = _name(field.name)
            put = f'\t\t\tdata["{field.json_name}"]'
            if field.map is not None:
                lines += [
                    f"\t\tif not {member}.{empty}:",
                    "\t\t\tvar entries := {}",
                    f"\t\t\tfor key in {member}:",
                    f"\t\t\t\tentries[key] = {self._write(field.map[1], member + '[key]', False)}",
                    f"{put} = entries",
                ]
            elif field.repeated:
                lines += [
                    f"\t\tif not {member}.{empty}:",
                    "\t\t\tvar listed := []",
                    f"\t\t\tfor each in {member}:",
                    f"\t\t\t\tlisted.append({self._write(field, 'each', untyped)})",
                    f"{put} = listed",
                ]
            else:
                oneof = oneof_of.get(field.name)
                if oneof is not None:
                    test = f'{oneof.name}_case() == "{field.name}"'
                elif field.optional or field.kind == "message":
                    test = f"{member} != null"
                else:
                    test = f"{member} != {self._zero(field)}"
                lines += [f"\t\tif {test}:", f"{put} = {self._write(field, member, untyped)}"]
        lines.append("\t\treturn data")
        return lines

    # -- the files

    def messages_file(self) -> str:
        lines = [
            "# Generated from proto/arbiter/v1 by scripts/gen_protos.py (scripts/gen_gdscript.py);",
            "# do not edit. The arbiter.v1 enums and messages, preloaded by path:",
            '#   const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")',
            "#   var request := V1.ResolveActionRequest.new().from_dict(parsed_json)",
            "# Fields are the .proto's names (snake_case; a name Godot reserves ends in _, seed_),",
            "# from_dict and to_dict the proto3 JSON mapping (camelCase, enums by name, 64-bit",
            "# integers as Strings, zero values left out).",
            # The size of the API, and the trailing _ of the names Godot reserves.
            "# gdlint: disable=max-file-lines,max-public-methods,max-returns",
            "# gdlint: disable=sub-class-name,class-variable-name",
            "extends RefCounted" if self.godot4 else "extends Reference",
        ]
        for enum in self.model.enums:
            lines.append("")
            lines += _comment(enum.comment or f"{enum.full_name}.", "", self.doc)
            lines.append(f"enum {self._class(enum.full_name)} {{")
            for value in enum.values:
                if value.comment:
                    lines += _comment(value.comment, "\t", self.doc)
                lines.append(f"\t{value.name} = {value.number},")
            lines.append("}")
        lines += [
            "",
            "",
            f"{self.doc} An enum value's name, to print or log (a GDScript enum value is its",
            f'{self.doc} number): V1.enum_name(V1.Outcome, strike.outcome) is "OUTCOME_HIT";',
            f"{self.doc} a number the enum lacks (a newer server's) is its number as text.",
            "static func enum_name(values: Dictionary, number: int) -> String:",
            "\treturn str(ProtoJson.enum_name(values, number))",
        ]
        lines += self._helpers()
        for message in self.model.messages:
            lines += self.message(message)
        return "\n".join(_fit(line) for line in lines) + "\n"

    def _helpers(self) -> list[str]:
        # Typed in Godot 4 (Variant), untyped in Godot 3, which has no Variant annotation.
        any_type = ": Variant" if self.godot4 else ""
        returns = " -> Variant" if self.godot4 else ""
        return [
            "",
            "",
            f"{self.doc} The proto3 JSON conversions the message classes share (an inner class:",
            f"{self.doc} inner classes cannot call the outer script's functions in Godot 3).",
            "class ProtoJson:",
            "\t# An enum value by its JSON name or number; a name this client does not know",
            "\t# (a newer server's) reads as 0, the enum's UNSPECIFIED.",
            f"\tstatic func enum_number(values: Dictionary, value{any_type}) -> int:",
            "\t\tif value is String:",
            "\t\t\treturn int(values.get(value, 0))",
            "\t\treturn int(value)",
            "",
            "\t# An enum value's JSON name; a number the enum lacks is written as the number.",
            f"\tstatic func enum_name(values: Dictionary, number: int){returns}:",
            "\t\tfor name in values:",
            "\t\t\tif values[name] == number:",
            "\t\t\t\treturn name",
            "\t\treturn number",
            "",
            "\t# A 64-bit integer as its decimal String; JSON may hold it as a number (a float",
            "\t# in Godot), exact up to 2^53.",
            f"\tstatic func int64(value{any_type}) -> String:",
            "\t\treturn value if value is String else str(int(value))",
        ]

    def service_file(self) -> str:
        lines = [
            "# Generated from proto/arbiter/v1 by scripts/gen_protos.py (scripts/gen_gdscript.py);",
            f"# do not edit. {self.model.service}'s RPCs as typed methods: each takes the",
            "# request message, and its call completes with the response message or an",
            "# ArbiterError. ArbiterClient (arbiter_client.gd) extends this script.",
            'extends "../arbiter_transport.gd"',
            "",
            'const V1 = preload("arbiter_v1.gd")',
        ]
        for method in self.model.methods:
            lines += ["", ""]
            if method.client_streaming:
                lines += _comment(
                    f"{method.name} streams requests (HTTP/2): not callable from Godot's "
                    "HTTP/1.1 clients; ResolveMany is the same batch in one call.",
                    "",
                    "#",
                )
                continue
            lines += _comment(method.comment, "", self.doc)
            func = _snake(method.name)
            kind = "_server_stream" if method.server_streaming else "_unary"
            request_type = f": V1.{_name(method.input)}"
            returns = f" -> {'Stream' if method.server_streaming else 'Call'}" * self.godot4
            lines += [
                f"func {func}(request{request_type}, call_headers: Dictionary = {{}}, "
                f"timeout: int = -1){returns}:",
                f'\treturn {kind}("{method.name}", request.to_dict(), '
                f"V1.{_name(method.output)}, call_headers, timeout)",
            ]
        return "\n".join(_fit(line) for line in lines) + "\n"


def render(model: Model, version: int) -> dict[str, str]:
    """The generated/ folder of the Godot ``version`` (3 or 4) addon: file name -> text."""
    writer = _Writer(model, version)
    return {"arbiter_v1.gd": writer.messages_file(), "combat_service.gd": writer.service_file()}


#: The one source of both addons' runtime scripts (the client, the transport, calls, streams,
#: errors, retries, the dice and the plugin), written once for Godot 3 and Godot 4.
RUNTIME_SOURCE = Path(__file__).resolve().parent.parent / "clients" / "godot-runtime"
#: Godot 4's names of what Godot 3 names otherwise, as the runtime's source writes them; a line
#: of the source without a version mark is Godot 3's with these names put back.
GODOT3_NAMES = {
    "PackedByteArray": "PoolByteArray",
    "PackedStringArray": "PoolStringArray",
    "RefCounted": "Reference",
}
_GODOT3_NAME = re.compile(r"\b(" + "|".join(GODOT3_NAMES) + r")\b")
#: A line of one version only: ``#3 `` or ``#4 `` after its indentation (a GDScript comment, so
#: the source is read by no Godot as it is).
_VERSION_MARK = re.compile(r"^([\t ]*)#([34])(?: |$)")


def render_runtime(source: Mapping[str, str], version: int) -> dict[str, str]:
    """The runtime scripts of the Godot ``version`` (3 or 4) addon from their one ``source``
    (file name -> text, RUNTIME_SOURCE's): lines marked ``#3`` or ``#4`` for that version only,
    the mark taken out; the other lines in both, with Godot 3's names (GODOT3_NAMES) for 3; and
    a first line saying where they come from."""
    rendered = {}
    for name, text in source.items():
        lines = []
        for line in text.splitlines():
            marked = _VERSION_MARK.match(line)
            if marked is not None:
                if int(marked[2]) == version:
                    lines.append(marked[1] + line[marked.end() :])
            elif version == 3:
                lines.append(_GODOT3_NAME.sub(lambda found: GODOT3_NAMES[found[0]], line))
            else:
                lines.append(line)
        # Said in the rendered file, which is not to be edited on its own.
        made_from = f"# From clients/godot-runtime/{name} (scripts/gen_protos.py): edit that."
        rendered[name] = "\n".join([made_from, *lines]) + "\n"
    return rendered
