"""Plain C# classes for arbiter.v1 that read and write proto3 JSON with Newtonsoft.Json, for the
Unity package (clients/unity/Runtime/Generated), from scripts/proto_model.py's view of the API.

One ``<Proto>.g.cs`` per ``.proto`` (as protoc names them), namespace ``Arbiter.V1``: a sealed
class per message with a property per field, a C# enum per enum (value names without the enum's
prefix, as protoc's C# writes them; the JSON keeps the proto names), and per oneof a
``<Oneof>OneofCase`` enum, a ``<Oneof>Case`` property and a ``Clear<Oneof>()``, setting a member
clears the others. Each message implements ``Arbiter.IArbiterMessage`` (``ToJson``/``MergeFrom``
over ``JObject``; Runtime/ArbiterJson.cs has the scalar rules), so no reflection is involved: what
IL2CPP strips cannot break it. The JSON is proto3's: lowerCamelCase names out, either name in;
64-bit integers as strings; enums by name (a number in, an unknown number out as a number);
defaults omitted, except a set proto3 ``optional`` or oneof member; a property this version does
not know, or an enum name it does not know, kept as it came and written back (so a state from a
newer server passes through an older game unchanged). gen_protos.py writes the files and their
Unity ``.meta`` files.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import groupby

from proto_model import PACKAGE, Enum, Field, Message, Model, Oneof

__all__ = ["render"]

_NS = "global::Arbiter.V1."
_JSON = "global::Arbiter.ArbiterJson"
_LINQ = "global::Newtonsoft.Json.Linq."
_LIST = "global::System.Collections.Generic.List"
_DICT = "global::System.Collections.Generic.Dictionary"
_PAIR = "global::System.Collections.Generic.KeyValuePair"
# C# type and the ArbiterJson reader and writer of each scalar (proto3 JSON: 64-bit as strings).
_SCALARS = {
    "int32": ("int", "ReadInt32", "Number"),
    "sint32": ("int", "ReadInt32", "Number"),
    "sfixed32": ("int", "ReadInt32", "Number"),
    "uint32": ("uint", "ReadUInt32", "Number"),
    "fixed32": ("uint", "ReadUInt32", "Number"),
    "int64": ("long", "ReadInt64", "Int64"),
    "sint64": ("long", "ReadInt64", "Int64"),
    "sfixed64": ("long", "ReadInt64", "Int64"),
    "uint64": ("ulong", "ReadUInt64", "UInt64"),
    "fixed64": ("ulong", "ReadUInt64", "UInt64"),
    "double": ("double", "ReadDouble", "Double"),
    "float": ("float", "ReadFloat", "Double"),
    "bool": ("bool", "ReadBool", "Bool"),
    "string": ("string", "ReadString", "String"),
    "bytes": ("byte[]", "ReadBytes", "Bytes"),
}
#: google.protobuf.Any stays JSON ({"@type": ..., ...}): the client has no type registry.
_ANY = "google.protobuf.Any"
# Members every message has; a field named so would not compile.
_RESERVED = {"ToJson", "MergeFrom", "ToString", "Equals", "GetHashCode", "GetType"}


def _pascal(snake: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in snake.split("_"))


def _upper_snake(camel: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", camel).upper()


def _value_name(enum: Enum, value: str) -> str:
    # As protoc's C#: OUTCOME_HIT of Outcome is Outcome.Hit.
    prefix = _upper_snake(enum.name) + "_"
    name = value.removeprefix(prefix) if value.startswith(prefix) else value
    pascal = _pascal(name.lower())
    return f"_{pascal}" if pascal[:1].isdigit() else pascal


def _doc(comment: str, indent: str) -> list[str]:
    if not comment:
        return []
    text = comment.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return [
        f"{indent}/// <summary>",
        *(f"{indent}/// {line}".rstrip() for line in text.split("\n")),
        f"{indent}/// </summary>",
    ]


def _local(full_name: str) -> str:
    if not full_name.startswith(f"{PACKAGE}."):
        raise SystemExit(f"a type of another package is not supported: {full_name}")
    return _NS + full_name.removeprefix(f"{PACKAGE}.")


def _element(field: Field) -> str:
    """The C# type of one value of the field (of a repeated field's items)."""
    if field.type_name == _ANY:
        return _LINQ + "JObject"
    if field.kind in ("message", "enum"):
        return _local(field.type_name)
    return _SCALARS[field.kind][0]


def _type(field: Field) -> str:
    if field.map is not None:
        key, value = field.map
        if key.kind != "string":
            raise SystemExit(f"map keys other than strings are not supported: {field.name}")
        return f"{_DICT}<string, {_element(value)}>"
    if field.repeated:
        return f"{_LIST}<{_element(field)}>"
    element = _element(field)
    nullable = field.optional and field.kind not in ("message", "string", "bytes")
    return f"{element}?" if nullable else element


def _read(field: Field, token: str) -> str:
    """An expression reading one (non-enum) value of the field from ``token``."""
    if field.type_name == _ANY:
        return f"({_LINQ}JObject){_JSON}.ReadObject({token}).DeepClone()"
    if field.kind == "message":
        return f"{_JSON}.Read<{_local(field.type_name)}>({token})"
    return f"{_JSON}.{_SCALARS[field.kind][1]}({token})"


def _write(field: Field, value: str) -> str:
    """An expression: the JToken of one value of the field."""
    if field.type_name == _ANY:
        return value
    if field.kind == "message":
        return f"{value}.ToJson()"
    if field.kind == "enum":
        return f"{_NS}EnumJson.Write({value})"
    return f"{_JSON}.{_SCALARS[field.kind][2]}({value})"


def _is_set(field: Field, name: str) -> str:
    """A condition: the singular field is not at its default (proto3 JSON leaves those out)."""
    if field.optional or field.kind == "message":
        return f"{name} != null"
    if field.kind in ("string", "bytes"):
        return f"{name} != null && {name}.Length != 0"
    if field.kind == "bool":
        return name
    return f"{name} != 0"


def _property(field: Field, message: Message, case: tuple[Oneof, str] | None) -> list[str]:
    name = _pascal(field.name)
    out = _doc(field.comment, "        ")
    ctype = _type(field)
    if case is not None:
        oneof, member = case
        store, kind = f"_{_camel(oneof.name)}", f"{_pascal(oneof.name)}OneofCase"
        cast = f"({ctype}){store}"
        default = "null" if field.kind in ("message", "string", "bytes") else f"default({ctype})"
        clear = f"value == null ? {kind}.None : " if default == "null" else ""
        out += [
            f"        public {ctype} {name}",
            "        {",
            f"            get {{ return {store}Case == {kind}.{member} ? {cast} : {default}; }}",
            f"            set {{ {store} = value; {store}Case = {clear}{kind}.{member}; }}",
            "        }",
        ]
    elif field.map is not None or field.repeated:
        out.append(f"        public {ctype} {name} {{ get; }} = new {ctype}();")
    elif field.kind == "string" and not field.optional:
        out.append(f'        public {ctype} {name} {{ get; set; }} = "";')
    else:
        out.append(f"        public {ctype} {name} {{ get; set; }}")
    return out


def _camel(snake: str) -> str:
    pascal = _pascal(snake)
    return pascal[:1].lower() + pascal[1:]


def _oneof(oneof: Oneof) -> list[str]:
    kind, store = f"{_pascal(oneof.name)}OneofCase", f"_{_camel(oneof.name)}"
    members = [f"            {_pascal(f.name)} = {f.number}," for f in oneof.fields]
    return [
        *_doc(oneof.comment, "        "),
        f"        public enum {kind}",
        "        {",
        "            None = 0,",
        *members,
        "        }",
        "",
        f"        private object {store};",
        f"        private {kind} {store}Case;",
        "",
        "        /// <summary>Which member is set; None for none.</summary>",
        f"        public {kind} {_pascal(oneof.name)}Case {{ get {{ return {store}Case; }} }}",
        "",
        f"        public void Clear{_pascal(oneof.name)}()",
        "        {",
        f"            {store} = null;",
        f"            {store}Case = {kind}.None;",
        "        }",
    ]


def _to_json(message: Message) -> list[str]:
    out = [
        "        /// <summary>This message as proto3 JSON (defaults left out).</summary>",
        f"        public {_LINQ}JObject ToJson()",
        "        {",
        f"            {_LINQ}JObject json = new {_LINQ}JObject();",
    ]
    for field in message.fields:
        name = _pascal(field.name)
        key = f'"{field.json_name}"'
        if field.oneof:
            oneof = next(o for o in message.oneofs if o.name == field.oneof)
            kind = f"{_pascal(oneof.name)}OneofCase"
            condition = f"_{_camel(oneof.name)}Case == {kind}.{name}"
        elif field.map is not None or field.repeated:
            # The helper leaves an empty list or map out.
            helper, element = (
                ("AddMap", field.map[1]) if field.map is not None else ("AddList", field)
            )
            write = f"value => {_write(element, 'value')}"
            out.append(f"            {_JSON}.{helper}(json, {key}, {name}, {write});")
            continue
        else:
            condition = _is_set(field, name)
        current = f"{name}.Value" if _type(field).endswith("?") else name
        out += [
            f"            if ({condition})",
            "            {",
            f"                json.Add({key}, {_write(field, current)});",
            "            }",
        ]
    out += [
        f"            {_JSON}.AddUnknown(json, _unknown);",
        "            return json;",
        "        }",
    ]
    return out


def _merge_case(field: Field) -> list[str]:
    """The statements of MergeFrom's case for one field (``property`` is the JProperty)."""
    name = _pascal(field.name)
    value = "property.Value"
    element = field.map[1] if field.map is not None else field
    if (field.map is not None or field.repeated) and element.kind == "enum":
        # All known, or the whole property kept as it came (a newer server's value among them).
        helper = "TryReadEnumMap" if field.map is not None else "TryReadEnumList"
        enum = _local(element.type_name)
        return [
            f"if (!{_JSON}.{helper}<{enum}>({value}, {name}, {_NS}EnumJson.TryRead))",
            "{",
            f"    _unknown = {_JSON}.Keep(_unknown, property);",
            "}",
        ]
    if field.map is not None or field.repeated:
        helper = "ReadMap" if field.map is not None else "ReadList"
        return [f"{_JSON}.{helper}({value}, {name}, item => {_read(element, 'item')});"]
    if field.kind == "enum":
        enum = _local(field.type_name)
        return [
            "{",
            f"    {enum} read;",
            f"    if ({_NS}EnumJson.TryRead({value}, out read))",
            "    {",
            f"        {name} = read;",
            "    }",
            "    else",
            "    {",
            f"        _unknown = {_JSON}.Keep(_unknown, property);",
            "    }",
            "}",
        ]
    return [f"{name} = {_read(field, value)};"]


def _merge_from(message: Message) -> list[str]:
    out = [
        "        /// <summary>Reads proto3 JSON (as IArbiterMessage says).</summary>",
        f"        public void MergeFrom({_LINQ}JObject json)",
        "        {",
        f"            foreach ({_LINQ}JProperty property in json.Properties())",
        "            {",
        f"                if (property.Value.Type == {_LINQ}JTokenType.Null)",
        "                {",
        "                    continue;",
        "                }",
        "                switch (property.Name)",
        "                {",
    ]
    for field in message.fields:
        names = dict.fromkeys((field.json_name, field.name))
        out += [f'                    case "{n}":' for n in names]
        out += [f"                        {line}" for line in _merge_case(field)]
        out.append("                        break;")
    out += [
        "                    default:",
        f"                        _unknown = {_JSON}.Keep(_unknown, property);",
        "                        break;",
        "                }",
        "            }",
        "        }",
    ]
    return out


def _message(message: Message) -> list[str]:
    names = [_pascal(f.name) for f in message.fields]
    names += [
        n for o in message.oneofs for n in (f"{_pascal(o.name)}Case", f"Clear{_pascal(o.name)}")
    ]
    clashes = sorted({*_RESERVED, message.name} & set(names))
    if clashes or len(set(names)) != len(names):
        raise SystemExit(f"{message.name}: member names clash: {clashes or names}")
    out = _doc(message.comment, "    ")
    out += [
        f"    public sealed partial class {message.name} : global::Arbiter.IArbiterMessage",
        "    {",
        f"        private {_LINQ}JObject _unknown;",
    ]
    for oneof in message.oneofs:
        out += ["", *_oneof(oneof)]
    for field in message.fields:
        owner = next((o for o in message.oneofs if o.name == field.oneof), None)
        case = (owner, _pascal(field.name)) if owner is not None else None
        out += ["", *_property(field, message, case)]
    out += ["", *_to_json(message), "", *_merge_from(message)]
    out += [
        "",
        "        /// <summary>The proto3 JSON text, for logs.</summary>",
        "        public override string ToString()",
        "        {",
        f"            return {_JSON}.Format(this);",
        "        }",
        "    }",
    ]
    return out


def _enum(enum: Enum) -> list[str]:
    out = [*_doc(enum.comment, "    "), f"    public enum {enum.name}", "    {"]
    for value in enum.values:
        out += _doc(value.comment, "        ")
        out.append(f"        {_value_name(enum, value.name)} = {value.number},")
    out.append("    }")
    return out


def _enum_json(enums: Iterable[Enum]) -> list[str]:
    """EnumJson's overloads for the file's enums: name <-> value, switch statements (no
    reflection, so nothing for IL2CPP to strip); ArbiterJson reads lists and maps with them."""
    out = [
        "    /// <summary>The proto3 JSON names of the enums of this file.</summary>",
        "    internal static partial class EnumJson",
        "    {",
    ]
    for enum in enums:
        ctype = _NS + enum.name
        out += [
            f"        internal static {_LINQ}JToken Write({ctype} value)",
            "        {",
            "            switch (value)",
            "            {",
        ]
        for value in enum.values:
            out.append(
                f"                case {ctype}.{_value_name(enum, value.name)}:"
                f' return new {_LINQ}JValue("{value.name}");'
            )
        out += [
            "                default: return new " + _LINQ + "JValue((long)value);",
            "            }",
            "        }",
            "",
            f"        internal static bool TryRead({_LINQ}JToken token, out {ctype} value)",
            "        {",
            "            int number;",
            f"            if ({_JSON}.TryReadEnumNumber(token, out number))",
            "            {",
            f"                value = ({ctype})number;",
            "                return true;",
            "            }",
            f"            switch ({_JSON}.ReadString(token))",
            "            {",
        ]
        for value in enum.values:
            out.append(
                f'                case "{value.name}":'
                f" value = {ctype}.{_value_name(enum, value.name)}; return true;"
            )
        out += [
            f"                default: value = default({ctype}); return false;",
            "            }",
            "        }",
            "",
        ]
    out[-1] = "    }"
    return out


def _file_name(proto: str) -> str:
    return _pascal(proto.rsplit("/", 1)[-1].removesuffix(".proto")) + ".g.cs"


def render(model: Model) -> dict[str, str]:
    """Every generated file's name and text."""
    files: dict[str, list[str]] = {}
    by_file = lambda item: item.file  # noqa: E731
    for proto, enums in groupby(sorted(model.enums, key=by_file), key=by_file):
        enum_list = list(enums)
        body = files.setdefault(proto, [])
        for enum in enum_list:
            body += [*_enum(enum), ""]
        body += [*_enum_json(enum_list), ""]
    for message in model.messages:
        files.setdefault(message.file, []).extend([*_message(message), ""])
    out = {}
    for proto, body in sorted(files.items()):
        header = [
            f"// Generated from proto/{proto} by scripts/gen_protos.py (scripts/gen_csharp.py);",
            "// do not edit. Plain C# on Newtonsoft.Json's JObject: proto3 JSON without",
            "// Google.Protobuf (docs/clients/unity.md).",
            "namespace Arbiter.V1",
            "{",
        ]
        out[_file_name(proto)] = "\n".join([*header, *body[:-1], "}", ""])
    return out
