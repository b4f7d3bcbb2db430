"""What ``arbiter loadtest`` sends: the RPC table, the request file, and the serialised messages.

Every message is serialised once, before the run: the tool then sends the same bytes again and
again, so its own CPU goes to gRPC and not to protobuf (a client that re-encodes per call saturates
before the server does).

ResolveBatch and ResolveMany take the *item's* request in the file (a ResolveActionRequest or a
ResolveEncounterRequest, as ``arbiter resolve`` reads), and ``batch_size`` copies of it go in each
ResolveMany call. A ResolveBatch stream message carries one item today (``ResolveBatchRequest`` has
one ``item``); when the packed message lands, ``stream_message`` is the one place that changes.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from google.protobuf import json_format
from google.protobuf.message import DecodeError, Message

from arbiter.cli import RequestFileError, UsageError, load_request
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import trace_pb2

__all__ = [
    "MAX_STREAM_BATCH_SIZE",
    "RPCS",
    "FileFormat",
    "Payload",
    "RpcSpec",
    "build_payload",
    "read_request_file",
    "stream_message",
]

_SERVICE = "/arbiter.v1.CombatService/"

#: Items one ResolveBatch stream message can carry with today's API (one ``item`` per message).
MAX_STREAM_BATCH_SIZE = 1


@dataclass(frozen=True, slots=True)
class RpcSpec:
    """One CombatService method as the load test calls it.

    ``request`` is the message the request file holds (for the batch RPCs: one item's request,
    either kind); ``streaming`` is a client-and-server stream; ``batched`` takes ``batch_size``.
    """

    name: str
    request: tuple[type[Message], ...]
    streaming: bool = False
    batched: bool = False
    #: The request may be left out (an empty message is a valid call).
    file_optional: bool = False

    @property
    def method(self) -> str:
        """The full gRPC method path."""
        return _SERVICE + self.name


_ITEM_REQUESTS: tuple[type[Message], ...] = (pb.ResolveActionRequest, pb.ResolveEncounterRequest)

#: Every RPC the tool can drive, by name.
RPCS: dict[str, RpcSpec] = {
    spec.name: spec
    for spec in (
        RpcSpec("ResolveAction", (pb.ResolveActionRequest,)),
        RpcSpec("ResolveEncounter", (pb.ResolveEncounterRequest,)),
        RpcSpec("ResolveBatch", _ITEM_REQUESTS, streaming=True, batched=True),
        RpcSpec("ResolveMany", _ITEM_REQUESTS, batched=True),
        RpcSpec("GetCatalog", (pb.GetCatalogRequest,), file_optional=True),
    )
}


class FileFormat(enum.StrEnum):
    """How a request file is encoded."""

    JSON = "json"  # the proto3 JSON mapping
    BINPB = "binpb"  # the protobuf wire format (buf's and protoc's .binpb)

    @classmethod
    def of(cls, path: str) -> FileFormat:
        """The format a file name says; RequestFileError when its extension says none."""
        suffix = Path(path).suffix.lower()
        if suffix == ".json":
            return cls.JSON
        if suffix == ".binpb":
            return cls.BINPB
        raise RequestFileError(
            f"{path}: cannot tell the format from the extension {suffix!r}; name the file .json "
            "or .binpb, or pass --format"
        )


def read_request_file(
    path: str | None, spec: RpcSpec, file_format: FileFormat | None, *, encounter: bool
) -> Message:
    """The request ``spec`` sends, read from ``path`` (proto3 JSON or binary).

    A JSON item request tells its kind by its keys (``arbiter.cli.load_request``); a binary one
    is a ResolveActionRequest unless ``encounter``. Raises RequestFileError.
    """
    if path is None:
        if not spec.file_optional:
            raise UsageError(f"{spec.name} needs a request file (--data-file)")
        return spec.request[0]()
    fmt = file_format or FileFormat.of(path)
    encounter = encounter or spec.request == (pb.ResolveEncounterRequest,)
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise RequestFileError(f"cannot read {path!r}: {error}") from None
    if fmt is FileFormat.JSON:
        text = data.decode("utf-8", errors="replace")
        if spec.request[0] in _ITEM_REQUESTS:
            request: Message = load_request(text, source=path, encounter=encounter)
            if not isinstance(request, spec.request):
                raise RequestFileError(
                    f"{path}: a {request.DESCRIPTOR.name}, but {spec.name} takes "
                    + " or ".join(r.DESCRIPTOR.name for r in spec.request)
                )
            return request
        request = spec.request[0]()
        try:
            json_format.Parse(text, request)
        except json_format.ParseError as error:
            raise RequestFileError(
                f"{path}: not a valid {request.DESCRIPTOR.name}: {error}"
            ) from None
        return request
    kind = pb.ResolveEncounterRequest if encounter else spec.request[0]
    if kind not in spec.request:
        raise UsageError(f"{spec.name} takes no ResolveEncounterRequest")
    request = kind()
    try:
        request.ParseFromString(data)
    except DecodeError as error:
        raise RequestFileError(
            f"{path}: not a valid binary {kind.DESCRIPTOR.name}: {error}"
        ) from None
    return request


@dataclass(frozen=True, slots=True)
class Payload:
    """The serialised messages of a run.

    ``request`` is every call's request, or every message of a ResolveBatch stream (which needs
    no options message: the trace detail is the item's own); each holds ``items_per_message``
    items (1 for the non-batch RPCs).
    """

    request: bytes
    items_per_message: int


def _item(request: Message) -> pb.BatchItem:
    if isinstance(request, pb.ResolveEncounterRequest):
        return pb.BatchItem(encounter=request)
    assert isinstance(request, pb.ResolveActionRequest)
    return pb.BatchItem(action=request)


def stream_message(item: pb.BatchItem, batch_size: int) -> pb.ResolveBatchRequest:
    """One ResolveBatch stream message carrying ``batch_size`` copies of ``item``."""
    if batch_size > MAX_STREAM_BATCH_SIZE:
        raise UsageError(
            f"--batch-size {batch_size}: a ResolveBatch message carries {MAX_STREAM_BATCH_SIZE} "
            "item with this API version"
        )
    return pb.ResolveBatchRequest(item=item)


def build_payload(
    spec: RpcSpec,
    request: Message,
    *,
    batch_size: int = 1,
    detail: trace_pb2.TraceDetail.ValueType | None = None,
) -> Payload:
    """Serialise what ``spec`` sends: ``request`` (or ``batch_size`` copies of it as items), with
    ``detail`` as the trace detail when given. Raises RequestFileError for an impossible mix."""
    if batch_size < 1:
        raise UsageError(f"--batch-size must be at least 1, got {batch_size}")
    if batch_size > 1 and not spec.batched:
        raise UsageError(f"--batch-size applies to ResolveBatch and ResolveMany, not {spec.name}")
    if detail is not None:
        if not isinstance(request, pb.ResolveActionRequest | pb.ResolveEncounterRequest):
            raise UsageError(f"--detail does not apply to {spec.name}")
        request.trace_detail = detail
    if not spec.batched:
        return Payload(request.SerializeToString(), 1)
    item = _item(request)
    if spec.streaming:
        return Payload(stream_message(item, batch_size).SerializeToString(), batch_size)
    many = pb.ResolveManyRequest(items=[item] * batch_size)
    return Payload(many.SerializeToString(), batch_size)
