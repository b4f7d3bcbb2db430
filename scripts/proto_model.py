"""The arbiter.v1 API as plain values, read from protoc's descriptors, for the generators of the
languages without a protobuf runtime of their own here (C# on Newtonsoft.Json, GDScript).

``load()`` runs the ``protoc`` of ``grpcio-tools`` (the one that makes the Python code) over
``proto/arbiter/v1`` into a FileDescriptorSet with source info, and returns its messages, enums
and the service in declaration order, each with its leading comment, every field with the name
proto3 JSON gives it (``json_name``). A generator then only writes text: what a field is (scalar,
enum, message, repeated, map, a oneof member, proto3 ``optional``) is decided here once, so the
languages cannot disagree about it.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from google.protobuf import descriptor_pb2
from grpc_tools import protoc

__all__ = [
    "PACKAGE",
    "Enum",
    "EnumValue",
    "Field",
    "Message",
    "Method",
    "Model",
    "Oneof",
    "load",
]

REPO = Path(__file__).resolve().parent.parent
PROTO_ROOT = REPO / "proto"
PACKAGE = "arbiter.v1"

_F = descriptor_pb2.FieldDescriptorProto
_SCALARS = {
    _F.TYPE_DOUBLE: "double",
    _F.TYPE_FLOAT: "float",
    _F.TYPE_INT64: "int64",
    _F.TYPE_UINT64: "uint64",
    _F.TYPE_INT32: "int32",
    _F.TYPE_FIXED64: "fixed64",
    _F.TYPE_FIXED32: "fixed32",
    _F.TYPE_BOOL: "bool",
    _F.TYPE_STRING: "string",
    _F.TYPE_BYTES: "bytes",
    _F.TYPE_UINT32: "uint32",
    _F.TYPE_SFIXED32: "sfixed32",
    _F.TYPE_SFIXED64: "sfixed64",
    _F.TYPE_SINT32: "sint32",
    _F.TYPE_SINT64: "sint64",
}
#: Scalars that proto3 JSON writes as strings (and reads from strings or numbers).
INT64_SCALARS = frozenset({"int64", "uint64", "fixed64", "sfixed64", "sint64"})


@dataclass(frozen=True)
class Field:
    """One field of a message (or a map's key or value)."""

    name: str  #: as in the .proto (snake_case)
    json_name: str  #: as proto3 JSON writes it (lowerCamelCase)
    number: int
    #: "message", "enum", or a scalar's proto name ("int32", "uint64", "string", ...)
    kind: str
    #: the full name of the message or enum ("arbiter.v1.Weapon", "google.protobuf.Any"); "" for
    #: scalars
    type_name: str
    repeated: bool
    #: a map's key and value, when the field is a map (``repeated`` is then False)
    map: tuple[Field, Field] | None
    #: the real oneof it belongs to ("" for none; proto3 ``optional`` is not a oneof here)
    oneof: str
    #: proto3 ``optional``: presence is tracked, unset is not the default
    optional: bool
    comment: str

    @property
    def int64(self) -> bool:
        """A 64-bit integer: a string in proto3 JSON."""
        return self.kind in INT64_SCALARS


@dataclass(frozen=True)
class Oneof:
    """A oneof: at most one of its fields is set."""

    name: str
    json_name: str
    fields: tuple[Field, ...]
    comment: str


@dataclass(frozen=True)
class Message:
    """A message type (the API has no nested ones; map entries are folded into their fields)."""

    name: str
    full_name: str
    fields: tuple[Field, ...]
    oneofs: tuple[Oneof, ...]
    comment: str
    file: str  #: the .proto it is declared in, relative to proto/


@dataclass(frozen=True)
class EnumValue:
    name: str
    number: int
    comment: str


@dataclass(frozen=True)
class Enum:
    name: str
    full_name: str
    values: tuple[EnumValue, ...]
    comment: str
    file: str


@dataclass(frozen=True)
class Method:
    """An RPC of the service."""

    name: str
    input: str  #: the request message's name
    output: str  #: the response message's name
    server_streaming: bool
    client_streaming: bool
    comment: str


@dataclass(frozen=True)
class Model:
    messages: tuple[Message, ...]
    enums: tuple[Enum, ...]
    service: str  #: the service's full name
    methods: tuple[Method, ...]

    def message(self, full_name: str) -> Message:
        return next(m for m in self.messages if m.full_name == full_name)


def _comments(proto: descriptor_pb2.FileDescriptorProto) -> dict[tuple[int, ...], str]:
    """Each element's leading comment, by its source path, trimmed of the comment markers'
    space."""
    out = {}
    for location in proto.source_code_info.location:
        text = location.leading_comments
        if text:
            lines = [line.removeprefix(" ") for line in text.rstrip("\n").split("\n")]
            out[tuple(location.path)] = "\n".join(lines).strip("\n")
    return out


def _field(
    field: _F,
    comment: str,
    entries: dict[str, descriptor_pb2.DescriptorProto],
    oneofs: list[str],
) -> Field:
    type_name = field.type_name.lstrip(".")
    repeated = field.label == _F.LABEL_REPEATED
    entry = entries.get(type_name) if repeated else None
    kind = (
        "message"
        if field.type == _F.TYPE_MESSAGE
        else "enum"
        if field.type == _F.TYPE_ENUM
        else _SCALARS[field.type]
    )
    mapped = None
    if entry is not None:
        key, value = (_field(f, "", {}, []) for f in entry.field)
        mapped = (key, value)
    optional = field.proto3_optional
    oneof = "" if optional or not field.HasField("oneof_index") else oneofs[field.oneof_index]
    return Field(
        name=field.name,
        json_name=field.json_name,
        number=field.number,
        kind=kind,
        type_name=type_name if kind in ("message", "enum") else "",
        repeated=repeated and mapped is None,
        map=mapped,
        oneof=oneof,
        optional=optional,
        comment=comment,
    )


def _json_name(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def load() -> Model:
    """The arbiter.v1 API, from the .proto files under proto/."""
    protos = sorted((PROTO_ROOT / "arbiter" / "v1").glob("*.proto"))
    well_known = str(resources.files("grpc_tools") / "_proto")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "api.binpb"
        args = [
            "grpc_tools.protoc",
            f"-I{PROTO_ROOT}",
            f"-I{well_known}",
            "--include_source_info",
            f"--descriptor_set_out={out}",
            *(str(p) for p in protos),
        ]
        if protoc.main(args) != 0:
            raise SystemExit("protoc failed")
        files = descriptor_pb2.FileDescriptorSet.FromString(out.read_bytes()).file
    messages: list[Message] = []
    enums: list[Enum] = []
    methods: list[Method] = []
    service = ""
    for proto in files:
        comments = _comments(proto)
        prefix = proto.package
        entries = {
            f"{prefix}.{m.name}.{n.name}": n
            for m in proto.message_type
            for n in m.nested_type
            if n.options.map_entry
        }
        for i, enum in enumerate(proto.enum_type):
            values = tuple(
                EnumValue(v.name, v.number, comments.get((5, i, 2, j), ""))
                for j, v in enumerate(enum.value)
            )
            enums.append(
                Enum(
                    enum.name, f"{prefix}.{enum.name}", values, comments.get((5, i), ""), proto.name
                )
            )
        for i, message in enumerate(proto.message_type):
            if any(n for n in message.nested_type if not n.options.map_entry) or message.enum_type:
                raise SystemExit(f"nested types are not supported: {message.name}")
            names = [o.name for o in message.oneof_decl]
            fields = tuple(
                _field(f, comments.get((4, i, 2, j), ""), entries, names)
                for j, f in enumerate(message.field)
            )
            oneofs = tuple(
                Oneof(
                    name,
                    _json_name(name),
                    tuple(f for f in fields if f.oneof == name),
                    comments.get((4, i, 8, k), ""),
                )
                for k, name in enumerate(names)
                if any(f.oneof == name for f in fields)
            )
            messages.append(
                Message(
                    message.name,
                    f"{prefix}.{message.name}",
                    fields,
                    oneofs,
                    comments.get((4, i), ""),
                    proto.name,
                )
            )
        for i, svc in enumerate(proto.service):
            service = f"{prefix}.{svc.name}"
            for j, method in enumerate(svc.method):
                methods.append(
                    Method(
                        method.name,
                        method.input_type.rsplit(".", 1)[-1],
                        method.output_type.rsplit(".", 1)[-1],
                        method.server_streaming,
                        method.client_streaming,
                        comments.get((6, i, 2, j), ""),
                    )
                )
    return Model(tuple(messages), tuple(enums), service, tuple(methods))
