"""What ``arbiter loadtest`` sends: the RPC table, the request file, and the serialised messages.

Every message is serialised once, before the run: the tool then sends the same bytes again and
again, so its own CPU goes to gRPC and not to protobuf (a client that re-encodes per call saturates
before the server does).

ResolveBatch and ResolveMany take the *item's* request in the file (a ResolveActionRequest or a
ResolveEncounterRequest, as ``arbiter resolve`` reads). ``batch_size`` items go in each
ResolveMany call or ResolveBatch stream message (a ``BatchPack`` above one item): item *k* is the
file's request, its dice seed plus *k* when its dice are a seed (so a pack's items roll
differently, as a Monte Carlo run's do). With ``shared_state`` the file's state goes once per
message, as the pack's ``shared_state`` (ResolveMany: the request's), and the items carry only
the rest (the action, or the encounter's options) and their dice. ``state_echo`` goes in a
``BatchOptions``: the first, unanswered message of every stream, or the ResolveMany request's
options.
"""

from __future__ import annotations

import copy
import enum
from dataclasses import dataclass
from pathlib import Path

from google.protobuf import json_format
from google.protobuf.message import DecodeError, Message

from arbiter.command_line import UsageError
from arbiter.request_files import (
    RequestFileError,
    load_odds_request,
    load_request,
    load_simulate_request,
)
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2, trace_pb2

__all__ = [
    "RPCS",
    "STATE_ECHOES",
    "FileFormat",
    "Payload",
    "RpcSpec",
    "build_payload",
    "pack_items",
    "read_request_file",
]

_SERVICE = "/arbiter.v1.CombatService/"

#: ``--state-echo`` values: BatchOptions.state_echo.
STATE_ECHOES: dict[str, pb.StateEcho.ValueType] = {
    "full": pb.STATE_ECHO_FULL,
    "none": pb.STATE_ECHO_NONE,
}
#: Seeds are uint64: item k's seed wraps around.
_SEEDS = 1 << 64


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
    #: One request, a stream of answers (Simulate: progress, then the result).
    server_streaming: bool = False

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
        RpcSpec("ComputeOdds", (pb.ComputeOddsRequest,)),
        RpcSpec("ComputeEncounterOdds", (pb.ComputeEncounterOddsRequest,)),
        RpcSpec("Simulate", (pb.SimulateRequest,), server_streaming=True),
    )
}


def _read_json(text: str, path: str, spec: RpcSpec, *, encounter: bool) -> Message:
    """``text``, a JSON request file, as what ``spec`` sends: the file's own request, or one that
    ``arbiter resolve``, ``odds`` or ``simulate`` would read the same file as."""
    if spec.name == "Simulate":
        return load_simulate_request(text, source=path)
    if spec.name in ("ComputeOdds", "ComputeEncounterOdds"):
        request: Message = load_odds_request(
            text, source=path, encounter=encounter or spec.name == "ComputeEncounterOdds"
        )
    elif spec.request[0] in _ITEM_REQUESTS:
        request = load_request(text, source=path, encounter=encounter)
    else:
        request = spec.request[0]()
        try:
            json_format.Parse(text, request)
        except json_format.ParseError as error:
            raise RequestFileError(
                f"{path}: not a valid {request.DESCRIPTOR.name}: {error}"
            ) from None
    if not isinstance(request, spec.request):
        raise RequestFileError(
            f"{path}: a {request.DESCRIPTOR.name}, but {spec.name} takes "
            + " or ".join(r.DESCRIPTOR.name for r in spec.request)
        )
    return request


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

    A JSON item request tells its kind by its keys (``arbiter.request_files.load_request``), and
    the exact odds and Simulate read the files ``arbiter odds`` and ``simulate`` read (an action
    or encounter file serves them too); a binary one is a ResolveActionRequest unless
    ``encounter``, else the RPC's own request. Raises RequestFileError.
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
        return _read_json(data.decode("utf-8", errors="replace"), path, spec, encounter=encounter)
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

    ``request`` is every call's request, or every message of a ResolveBatch stream after
    ``stream_start`` (the stream's options, which get no answer; None when there are none). Each
    holds ``items_per_message`` items (1 for the non-batch RPCs).
    """

    request: bytes
    items_per_message: int
    stream_start: bytes | None = None
    #: What the report says of the batch shape: the items share one state (``--shared-state``),
    #: and the ``--state-echo`` asked for.
    shared_state: bool = False
    state_echo: pb.StateEcho.ValueType | None = None


def _item(request: Message) -> pb.BatchItem:
    if isinstance(request, pb.ResolveEncounterRequest):
        return pb.BatchItem(encounter=request)
    assert isinstance(request, pb.ResolveActionRequest)
    return pb.BatchItem(action=request)


def pack_items(
    request: pb.ResolveActionRequest | pb.ResolveEncounterRequest, size: int, *, shared: bool
) -> tuple[list[pb.BatchItem], state_pb2.EncounterState | None]:
    """The ``size`` items of one message and, if ``shared``, the state they share (module doc)."""
    inner = copy.deepcopy(request)
    state = None
    if shared:
        state = state_pb2.EncounterState()
        state.CopyFrom(inner.state)
        inner.ClearField("state")
    items = []
    for k in range(size):
        item = _item(inner)
        if inner.dice.WhichOneof("source") == "seed":
            kind = item.encounter if item.HasField("encounter") else item.action
            kind.dice.seed = (inner.dice.seed + k) % _SEEDS
        items.append(item)
    return items, state


def build_payload(
    spec: RpcSpec,
    request: Message,
    *,
    batch_size: int = 1,
    detail: trace_pb2.TraceDetail.ValueType | None = None,
    shared_state: bool = False,
    state_echo: pb.StateEcho.ValueType | None = None,
) -> Payload:
    """Serialise what ``spec`` sends: ``request``, or ``batch_size`` items made of it per call or
    stream message (module doc), with ``detail`` as the trace detail when given. Raises
    UsageError for an impossible mix."""
    if batch_size < 1:
        raise UsageError(f"--batch-size must be at least 1, got {batch_size}")
    if not spec.batched:
        for given, flag in (
            (batch_size > 1, "--batch-size"),
            (shared_state, "--shared-state"),
            (state_echo is not None, "--state-echo"),
        ):
            if given:
                raise UsageError(f"{flag} applies to ResolveBatch and ResolveMany, not {spec.name}")
    if detail is not None:
        if not isinstance(request, pb.ResolveActionRequest | pb.ResolveEncounterRequest):
            raise UsageError(f"--detail does not apply to {spec.name}")
        request.trace_detail = detail
    if not spec.batched:
        return Payload(request.SerializeToString(), 1)
    assert isinstance(request, pb.ResolveActionRequest | pb.ResolveEncounterRequest)
    items, state = pack_items(request, batch_size, shared=shared_state)
    options = None if state_echo is None else pb.BatchOptions(state_echo=state_echo)
    if not spec.streaming:
        many = pb.ResolveManyRequest(options=options, items=items, shared_state=state)
        return Payload(many.SerializeToString(), batch_size, None, shared_state, state_echo)
    if batch_size == 1 and not shared_state:
        message = pb.ResolveBatchRequest(item=items[0])
    else:
        message = pb.ResolveBatchRequest(pack=pb.BatchPack(items=items, shared_state=state))
    start = None if options is None else pb.ResolveBatchRequest(options=options).SerializeToString()
    return Payload(message.SerializeToString(), batch_size, start, shared_state, state_echo)
