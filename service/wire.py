"""The answers every item gets, written as protobuf wire bytes by hand.

Building a response in upb costs a Python-to-upb call for every field set, and the echo of a
combatant cached as bytes had to be parsed back in to be serialised again: for one ARRAYER attack
item the build was 95k instructions, the size check's ByteSize() 12k and the serialisation 12k
more, against the engine's 74k (callgrind, docs/performance.md "Response wire"). So the servicer
answers ResolveAction, ResolveEncounter, ResolveBatch and ResolveMany with bytes, assembled here:

- the trace's events, written field by field (their shape is small and fixed);
- each combatant of the echoed state, as upb wrote it once (service.convert.ConvertedCombatant):
  a combatant the action left alone is the very value the request converted, so its echo is the
  same bytes again, joined, not parsed and written back; one it changed is those bytes with the
  changed fields written anew;
- what varies widely by kind (the state's fields after its combatants; a response's fields after
  its trace: an action's result, an encounter's outcome, the seed; an item's error), by upb
  (service.convert and friends), serialised and joined: upb writes fields in number order, so a
  message holding only the later fields serialises to exactly their part of the whole.

The bytes are exactly what ``SerializeToString()`` of the upb-built response writes
(service.convert's ``*_to_proto``, which stay the reference): the same fields in field-number
order, zeros of implicit-presence fields left out, a negative int32 as ten bytes. A differential
test holds the two byte for byte over the examples, the goldens and the fuzz corpus
(tests/service/test_wire.py). Field tags are taken from the descriptors, never typed out.

gRPC sends the bytes as they are (``serialized``, the CombatService handlers' serializer); the
Connect route parses them into the response message for its codecs.
"""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import Message

from arbiter.v1 import combat_service_pb2, dice_pb2, state_pb2, trace_pb2
from engine.encounter import EncounterResolution
from engine.errors import Stopped
from engine.play import StopCheck
from engine.resolve import Resolution
from engine.state import Combatant, EncounterState
from engine.trace import TraceDetail, TraceEvent
from service.convert import (
    EVENTS_PER_CHECK,
    ConvertedCombatant,
    combatant_wire,
    encounter_outcome_into,
    state_rest_into,
)
from service.convert_result import action_result_into

__all__ = [
    "action_response_wire",
    "batch_result_wire",
    "encounter_response_wire",
    "many_wire",
    "pack_wire",
    "serialized",
    "state_wire",
    "trace_wire",
]

_VARINT_TYPES = frozenset(
    {
        FieldDescriptor.TYPE_INT32,
        FieldDescriptor.TYPE_ENUM,
        FieldDescriptor.TYPE_BOOL,
    }
)
_LENGTH_TYPES = frozenset({FieldDescriptor.TYPE_STRING, FieldDescriptor.TYPE_MESSAGE})


def _tag(message: Descriptor, name: str) -> int:
    """The one-byte tag of ``message``'s field ``name``: its number and wire type."""
    field = message.fields_by_name[name]
    if field.type in _VARINT_TYPES and not field.is_repeated:
        wire_type = 0
    elif field.type in _LENGTH_TYPES:
        wire_type = 2
    else:  # a packed repeated number, a fixed width: not a shape written here
        raise ValueError(f"no hand-written encoding for {field.full_name!r} (type {field.type})")
    tag = field.number << 3 | wire_type
    if tag >= 0x80:
        raise ValueError(f"{field.full_name!r} needs a two-byte tag (field {field.number})")
    return tag


_EVENT = trace_pb2.TraceEvent.DESCRIPTOR
_EVENTS = _tag(trace_pb2.Trace.DESCRIPTOR, "events")
_KIND = _tag(_EVENT, "kind")
_ROUND = _tag(_EVENT, "round")
_ACTOR = _tag(_EVENT, "actor_id")
_TARGET = _tag(_EVENT, "target_id")
_WEAPON = _tag(_EVENT, "weapon_id")
_DICE = _tag(_EVENT, "dice")
_TOTALS = _tag(_EVENT, "totals")
_OUTCOME = _tag(_EVENT, "outcome")
_HP_CHANGES = _tag(_EVENT, "hp_changes")
_CONDITION_CHANGES = _tag(_EVENT, "condition_changes")
_RULINGS = _tag(_EVENT, "rulings")
_SUMMARY = _tag(_EVENT, "summary")
_EVENT_SIDE = _tag(_EVENT, "side_id")
_PATH = _tag(_EVENT, "path")
_DIE = dice_pb2.DieRoll.DESCRIPTOR
_DIE_SIZE = _tag(_DIE, "size")
_DIE_FACE = _tag(_DIE, "face")
_DIE_PURPOSE = _tag(_DIE, "purpose")
_DIE_COMBATANT = _tag(_DIE, "combatant_id")
_DIE_SIDE = _tag(_DIE, "side_id")
_DIE_DISCARDED = _tag(_DIE, "discarded")
_TOTAL_NAME = _tag(trace_pb2.Total.DESCRIPTOR, "name")
_TOTAL_VALUE = _tag(trace_pb2.Total.DESCRIPTOR, "value")
_TOTAL_TERMS = _tag(trace_pb2.Total.DESCRIPTOR, "terms")
_TERM_NAME = _tag(trace_pb2.Term.DESCRIPTOR, "name")
_TERM_VALUE = _tag(trace_pb2.Term.DESCRIPTOR, "value")
_HP_COMBATANT = _tag(trace_pb2.HpChange.DESCRIPTOR, "combatant_id")
_HP_BEFORE = _tag(trace_pb2.HpChange.DESCRIPTOR, "before")
_HP_AFTER = _tag(trace_pb2.HpChange.DESCRIPTOR, "after")
_CHANGE_COMBATANT = _tag(trace_pb2.ConditionChange.DESCRIPTOR, "combatant_id")
_CHANGE_CONDITION = _tag(trace_pb2.ConditionChange.DESCRIPTOR, "condition")
_CHANGE_ACTIVE = _tag(trace_pb2.ConditionChange.DESCRIPTOR, "active")
_X = _tag(state_pb2.Position.DESCRIPTOR, "x")
_Y = _tag(state_pb2.Position.DESCRIPTOR, "y")
_STATE_RULESET = _tag(state_pb2.EncounterState.DESCRIPTOR, "ruleset")
_STATE_ROUND = _tag(state_pb2.EncounterState.DESCRIPTOR, "round")
_STATE_COMBATANTS = _tag(state_pb2.EncounterState.DESCRIPTOR, "combatants")
_ACTION_RESPONSE = combat_service_pb2.ResolveActionResponse.DESCRIPTOR
_ACTION_STATE = _tag(_ACTION_RESPONSE, "state")
_ACTION_TRACE = _tag(_ACTION_RESPONSE, "trace")
_ENCOUNTER_RESPONSE = combat_service_pb2.ResolveEncounterResponse.DESCRIPTOR
_ENCOUNTER_STATE = _tag(_ENCOUNTER_RESPONSE, "state")
_ENCOUNTER_TRACE = _tag(_ENCOUNTER_RESPONSE, "trace")
_BATCH_RESPONSE = combat_service_pb2.ResolveBatchResponse.DESCRIPTOR
_BATCH_ID = _tag(_BATCH_RESPONSE, "id")
_BATCH_INDEX = _tag(_BATCH_RESPONSE, "index")
_BATCH_PACK = _tag(_BATCH_RESPONSE, "pack")
#: A batch result's field by the kind of its item's request ("action", "encounter").
BATCH_RESULT_FIELDS = {kind: _tag(_BATCH_RESPONSE, kind) for kind in ("action", "encounter")}
_PACK_RESULTS = _tag(combat_service_pb2.BatchPackResult.DESCRIPTOR, "results")
_MANY_RESULTS = _tag(combat_service_pb2.ResolveManyResponse.DESCRIPTOR, "results")

_SUMMARY_DETAIL = TraceDetail.SUMMARY
_NONE = TraceDetail.NONE
_UINT64 = 1 << 64


def _varint(out: bytearray, value: int) -> None:
    """``value`` as a base-128 varint; a negative int32 as its 64-bit two's complement (ten
    bytes), as protobuf writes it."""
    if value < 0:
        value += _UINT64
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def _number(out: bytearray, tag: int, value: int) -> None:
    """A number of implicit presence (int32, enum, bool): nothing when zero."""
    if value:
        out.append(tag)
        if 0 < value < 0x80:
            out.append(value)
        else:
            _varint(out, value)


def _text(out: bytearray, tag: int, value: str) -> None:
    """A string of implicit presence: nothing when empty."""
    if value:
        _length(out, tag, value.encode())


def _length(out: bytearray, tag: int, body: bytes | bytearray) -> None:
    """A length-delimited field (a message, a string), written even when empty."""
    out.append(tag)
    size = len(body)
    if size < 0x80:
        out.append(size)
    else:
        _varint(out, size)
    out += body


def serialized(response: bytes | Message) -> bytes:
    """A CombatService response on the wire: bytes written here as they are, a message by upb."""
    return response if isinstance(response, bytes) else response.SerializeToString()


# --- the trace -------------------------------------------------------------------------------


class _Strings:
    """One string field's wire bytes (tag, length, UTF-8) by the string, for the strings that
    repeat from event to event (ids, total and term names, ruling ids): a dict lookup of a string
    whose hash it keeps, instead of encoding it and writing its length each time. Bounded like
    service.convert's memos (emptied when full); the empty string is no bytes."""

    __slots__ = ("_tag", "chunks")

    _SIZE = 4096

    def __init__(self, tag: int) -> None:
        self._tag = tag
        self.chunks: dict[str, bytes] = {"": b""}

    def add(self, value: str) -> bytes:
        """``value``'s bytes, written and kept (the caller looked in ``chunks`` first)."""
        if not value:
            return b""
        if len(self.chunks) >= self._SIZE:
            self.chunks.clear()
            self.chunks[""] = b""
        out = bytearray()
        _length(out, self._tag, value.encode())
        chunk = self.chunks[value] = bytes(out)
        return chunk


_ACTORS = _Strings(_ACTOR)
_TARGETS = _Strings(_TARGET)
_WEAPONS = _Strings(_WEAPON)
_EVENT_SIDES = _Strings(_EVENT_SIDE)
_DIE_COMBATANTS = _Strings(_DIE_COMBATANT)
_DIE_SIDES = _Strings(_DIE_SIDE)
_TOTAL_NAMES = _Strings(_TOTAL_NAME)
_TERM_NAMES = _Strings(_TERM_NAME)
_HP_COMBATANTS = _Strings(_HP_COMBATANT)
_CHANGE_COMBATANTS = _Strings(_CHANGE_COMBATANT)
_RULING_IDS = _Strings(_RULINGS)


def _event(out: bytearray, event: TraceEvent, full: bool) -> None:
    # The hot loop of every response: the small numbers (< 128, one byte) and the strings that
    # repeat (_Strings) are written inline; _number, _text and _length do the general case.
    body = bytearray()
    value = event.kind
    if value:
        body.append(_KIND)
        if 0 < value < 0x80:
            body.append(value)
        else:
            _varint(body, value)
    _number(body, _ROUND, event.round)
    body += _ACTORS.chunks.get(event.actor_id) or _ACTORS.add(event.actor_id)
    body += _TARGETS.chunks.get(event.target_id) or _TARGETS.add(event.target_id)
    body += _WEAPONS.chunks.get(event.weapon_id) or _WEAPONS.add(event.weapon_id)
    if full:
        for die in event.dice:
            d = bytearray()
            _number(d, _DIE_SIZE, die.size)
            _number(d, _DIE_FACE, die.face)
            _number(d, _DIE_PURPOSE, die.purpose)
            d += _DIE_COMBATANTS.chunks.get(die.combatant_id) or _DIE_COMBATANTS.add(
                die.combatant_id
            )
            d += _DIE_SIDES.chunks.get(die.side_id) or _DIE_SIDES.add(die.side_id)
            if die.discarded:
                d.append(_DIE_DISCARDED)
                d.append(1)
            _length(body, _DICE, d)
        for total in event.totals:
            t = bytearray()
            t += _TOTAL_NAMES.chunks.get(total.name) or _TOTAL_NAMES.add(total.name)
            _number(t, _TOTAL_VALUE, total.value)
            for term in total.terms:
                m = bytearray()
                m += _TERM_NAMES.chunks.get(term.name) or _TERM_NAMES.add(term.name)
                _number(m, _TERM_VALUE, term.value)
                _length(t, _TOTAL_TERMS, m)
            _length(body, _TOTALS, t)
    if event.outcome is not None:
        _number(body, _OUTCOME, event.outcome)
    for hp in event.hp_changes:
        h = bytearray()
        h += _HP_COMBATANTS.chunks.get(hp.combatant_id) or _HP_COMBATANTS.add(hp.combatant_id)
        _number(h, _HP_BEFORE, hp.before)
        _number(h, _HP_AFTER, hp.after)
        _length(body, _HP_CHANGES, h)
    for change in event.condition_changes:
        c = bytearray()
        c += _CHANGE_COMBATANTS.chunks.get(change.combatant_id) or _CHANGE_COMBATANTS.add(
            change.combatant_id
        )
        _number(c, _CHANGE_CONDITION, change.condition)
        _number(c, _CHANGE_ACTIVE, change.active)
        _length(body, _CONDITION_CHANGES, c)
    rulings = _RULING_IDS.chunks
    for ruling in event.rulings:  # a repeated string: every entry written, "" too
        body += rulings.get(ruling) or _RULING_IDS.add(ruling) if ruling else bytes((_RULINGS, 0))
    _text(body, _SUMMARY, event.summary)
    body += _EVENT_SIDES.chunks.get(event.side_id) or _EVENT_SIDES.add(event.side_id)
    for square in event.path:
        p = bytearray()
        _number(p, _X, square.x)
        _number(p, _Y, square.y)
        _length(body, _PATH, p)
    _length(out, _EVENTS, body)


def trace_wire(
    events: Sequence[TraceEvent],
    detail: TraceDetail,
    stop: StopCheck | None = None,
) -> bytes:
    """The Trace of ``events`` at ``detail``, as service.convert.events_to_proto writes it
    (NONE: no events; SUMMARY: no dice or totals); ``stop`` polled as there."""
    if detail == _NONE:
        return b""
    out = bytearray()
    full = detail != _SUMMARY_DETAIL
    for i, event in enumerate(events):
        if stop is not None and not i % EVENTS_PER_CHECK and stop():
            raise Stopped(event.round)
        _event(out, event, full)
    return bytes(out)


# --- the state -------------------------------------------------------------------------------


def _combatant_echo(combatant: Combatant, converted: ConvertedCombatant | None) -> bytes:
    if converted is not None and converted.combatant.id == combatant.id:
        return converted.echo_of(combatant)
    return combatant_wire(combatant)


def state_wire(state: EncounterState, converted: Sequence[ConvertedCombatant] = ()) -> bytes:
    """The EncounterState of ``state``, as service.convert.state_to_proto writes it; a combatant
    of ``converted`` at its place (the request's, as converted) is echoed from the bytes written
    for it before: as they are when the action left it alone, else with the fields it changed
    written anew (ConvertedCombatant.echo_of)."""
    out = bytearray()
    _number(out, _STATE_RULESET, state.ruleset)
    _number(out, _STATE_ROUND, state.round)
    known = len(converted)
    for i, combatant in enumerate(state.combatants):
        _length(
            out,
            _STATE_COMBATANTS,
            _combatant_echo(combatant, converted[i] if i < known else None),
        )
    # The fields after the combatants, by upb (each their own shape; most states set few).
    rest = state_pb2.EncounterState()
    state_rest_into(rest, state)
    out += rest.SerializeToString()
    return bytes(out)


# --- the responses ---------------------------------------------------------------------------


def _resolution_head(
    out: bytearray,
    tags: tuple[int, int],
    resolution: Resolution | EncounterResolution,
    detail: TraceDetail,
    converted: Sequence[ConvertedCombatant],
    *,
    echo_state: bool,
    stop: StopCheck | None = None,
) -> None:
    """What both responses begin with: the new state (unless a batch asked for no echo) and the
    trace, under their ``tags`` (fields 1 and 2 of both)."""
    state_tag, trace_tag = tags
    if echo_state:
        _length(out, state_tag, state_wire(resolution.state, converted))
    trace = trace_wire(resolution.events, detail, stop)
    if trace:
        _length(out, trace_tag, trace)


def action_response_wire(
    resolution: Resolution,
    detail: TraceDetail,
    seed: int | None,
    converted: Sequence[ConvertedCombatant] = (),
    *,
    echo_state: bool = True,
) -> bytes:
    """A ResolveActionResponse, as service.convert.action_response_to_proto writes it."""
    out = bytearray()
    _resolution_head(
        out, (_ACTION_STATE, _ACTION_TRACE), resolution, detail, converted, echo_state=echo_state
    )
    # The fields after the trace (seed, dice rolled, result) by upb, in one message.
    tail = combat_service_pb2.ResolveActionResponse(dice_rolled=resolution.dice_rolled)
    if seed is not None:
        tail.seed = seed
    action_result_into(tail.result, resolution.result)
    out += tail.SerializeToString()
    return bytes(out)


def encounter_response_wire(
    resolution: EncounterResolution,
    detail: TraceDetail,
    seed: int | None,
    converted: Sequence[ConvertedCombatant] = (),
    *,
    echo_state: bool = True,
    stop: StopCheck | None = None,
) -> bytes:
    """A ResolveEncounterResponse, as service.convert.encounter_response_to_proto writes it;
    ``stop`` as for trace_wire."""
    out = bytearray()
    _resolution_head(
        out,
        (_ENCOUNTER_STATE, _ENCOUNTER_TRACE),
        resolution,
        detail,
        converted,
        echo_state=echo_state,
        stop=stop,
    )
    # The fields after the trace (outcome, seed, dice rolled) by upb, in one message.
    tail = combat_service_pb2.ResolveEncounterResponse(dice_rolled=resolution.dice_rolled)
    encounter_outcome_into(tail.outcome, resolution)
    if seed is not None:
        tail.seed = seed
    out += tail.SerializeToString()
    return bytes(out)


def _batch_head(item_id: str, index: int) -> bytearray:
    out = bytearray()
    _text(out, _BATCH_ID, item_id)
    _number(out, _BATCH_INDEX, index)
    return out


def batch_result_wire(item_id: str, index: int, kind: str, response: bytes) -> bytes:
    """A ResolveBatchResponse carrying an item's ``response`` of ``kind`` ("action" or
    "encounter", the item's request)."""
    out = _batch_head(item_id, index)
    _length(out, BATCH_RESULT_FIELDS[kind], response)
    return bytes(out)


def pack_wire(index: int, results: Sequence[bytes]) -> bytes:
    """The ResolveBatchResponse answering a pack whose first item is ``index``: its items'
    ``results`` (each a ResolveBatchResponse's bytes), in order."""
    body = bytearray()
    for result in results:
        _length(body, _PACK_RESULTS, result)
    out = _batch_head("", index)
    _length(out, _BATCH_PACK, body)
    return bytes(out)


def many_wire(results: Sequence[bytes]) -> bytes:
    """The ResolveManyResponse of ``results`` (each a ResolveBatchResponse's bytes)."""
    out = bytearray()
    for result in results:
        _length(out, _MANY_RESULTS, result)
    return bytes(out)
