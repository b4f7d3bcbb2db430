"""The answers every item gets, written as protobuf wire bytes from engine values.

Building a response in upb costs a Python-to-upb call for every field set, and the echo of a
combatant cached as bytes had to be parsed back in to be serialised again (docs/performance.md,
"Response wire"). So the servicer answers ResolveAction, ResolveEncounter, ResolveBatch,
ResolveMany, ComputeOdds and ComputeEncounterOdds with bytes, assembled here:

- every record (the trace's events, the action's result, the state's sides, rules and traps, an
  encounter's morale checks and aftermath, the exact odds' parts) by its writer, generated from
  the proto (service/boundary/codec/messages, scripts/gen_codec.py) and compiled with the engine;
- each combatant of the echoed state, as its writer wrote it once
  (service.boundary.codec.echo.ConvertedCombatant): a combatant the action left alone is the very
  value the request converted, so its echo is the same bytes again, joined; one it changed is
  written anew;
- the few fields of the responses themselves (state, trace, seed, dice rolled, outcome), here.

The bytes are exactly what ``SerializeToString()`` of the upb-built response writes (the
reference writers in tests/service/reference.py): the same fields in field-number order, zeros of
implicit-presence fields left out, a negative int32 as ten bytes. A differential test holds the
two byte for byte over the examples, the goldens and the fuzz corpus (tests/service/test_wire.py).
Field tags are taken from the descriptors, never typed out.

gRPC sends the bytes as they are (``serialized``, the CombatService handlers' serializer); the
Connect route parses them into the response message for its codecs.
"""

from __future__ import annotations

from collections.abc import Sequence

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import Message

from arbiter.v1 import combat_service_pb2, state_pb2, trace_pb2
from engine.encounter import EncounterResolution
from engine.encounter_odds import EncounterOdds
from engine.errors import Stopped
from engine.odds import AttackOdds, DamageProbability
from engine.play import StopCheck
from engine.resolve import Resolution
from engine.state import Combatant, EncounterState, Environment
from engine.trace import TraceDetail, TraceEvent
from service.boundary.codec.echo import ConvertedCombatant
from service.boundary.codec.messages.combat_service import (
    write_combatant_odds,
    write_contest_odds,
    write_critical_odds,
    write_damage_probability,
    write_end_reason_probability,
    write_outcome_probability,
    write_rounds_probability,
    write_side_odds,
    write_target_odds,
)
from service.boundary.codec.messages.result import (
    write_action_result,
    write_arrayer_aftermath_result,
    write_arrayer_morale_check,
)
from service.boundary.codec.messages.state import (
    write_arrayer_rules,
    write_battlefield,
    write_combatant,
    write_environment,
    write_side,
    write_tiered_rules,
    write_trap,
)
from service.boundary.codec.messages.trace import write_trace_event
from service.boundary.codec.primitives import (
    length,
    number,
    number_present,
    rational,
    text,
    text_present,
)

__all__ = [
    "EVENTS_PER_CHECK",
    "action_response_wire",
    "batch_result_wire",
    "encounter_odds_wire",
    "encounter_response_wire",
    "many_wire",
    "odds_wire",
    "pack_wire",
    "serialized",
    "state_wire",
    "trace_wire",
]

_VARINT_TYPES = frozenset(
    {
        FieldDescriptor.TYPE_INT32,
        FieldDescriptor.TYPE_UINT64,
        FieldDescriptor.TYPE_ENUM,
        FieldDescriptor.TYPE_BOOL,
    }
)
_LENGTH_TYPES = frozenset({FieldDescriptor.TYPE_STRING, FieldDescriptor.TYPE_MESSAGE})


def _tag(message: Descriptor, name: str) -> int:
    """The tag of ``message``'s field ``name``: its number and wire type."""
    field = message.fields_by_name[name]
    if field.type in _VARINT_TYPES and not field.is_repeated:
        wire_type = 0
    elif field.type in _LENGTH_TYPES:
        wire_type = 2
    else:  # a packed repeated number, a fixed width: not a shape written here
        raise ValueError(f"no hand-written encoding for {field.full_name!r} (type {field.type})")
    return field.number << 3 | wire_type


_EVENTS = _tag(trace_pb2.Trace.DESCRIPTOR, "events")
_STATE = state_pb2.EncounterState.DESCRIPTOR
_STATE_RULESET = _tag(_STATE, "ruleset")
_STATE_ROUND = _tag(_STATE, "round")
_STATE_COMBATANTS = _tag(_STATE, "combatants")
_STATE_SIDES = _tag(_STATE, "sides")
_STATE_BATTLEFIELD = _tag(_STATE, "battlefield")
_STATE_ENVIRONMENT = _tag(_STATE, "environment")
_STATE_ARRAYER_RULES = _tag(_STATE, "arrayer_rules")
_STATE_TIERED_RULES = _tag(_STATE, "tiered_rules")
_STATE_TURN_ORDER = _tag(_STATE, "turn_order")
_STATE_TRAPS = _tag(_STATE, "traps")
_ACTION_RESPONSE = combat_service_pb2.ResolveActionResponse.DESCRIPTOR
_ACTION_STATE = _tag(_ACTION_RESPONSE, "state")
_ACTION_TRACE = _tag(_ACTION_RESPONSE, "trace")
_ACTION_SEED = _tag(_ACTION_RESPONSE, "seed")
_ACTION_DICE_ROLLED = _tag(_ACTION_RESPONSE, "dice_rolled")
_ACTION_RESULT = _tag(_ACTION_RESPONSE, "result")
_ENCOUNTER_RESPONSE = combat_service_pb2.ResolveEncounterResponse.DESCRIPTOR
_ENCOUNTER_STATE = _tag(_ENCOUNTER_RESPONSE, "state")
_ENCOUNTER_TRACE = _tag(_ENCOUNTER_RESPONSE, "trace")
_ENCOUNTER_OUTCOME = _tag(_ENCOUNTER_RESPONSE, "outcome")
_ENCOUNTER_SEED = _tag(_ENCOUNTER_RESPONSE, "seed")
_ENCOUNTER_DICE_ROLLED = _tag(_ENCOUNTER_RESPONSE, "dice_rolled")
_OUTCOME = combat_service_pb2.EncounterOutcome.DESCRIPTOR
_OUTCOME_END_REASON = _tag(_OUTCOME, "end_reason")
_OUTCOME_WINNER = _tag(_OUTCOME, "winning_side_id")
_OUTCOME_ROUNDS = _tag(_OUTCOME, "rounds")
_OUTCOME_MORALE_CHECKS = _tag(_OUTCOME, "morale_checks")
_OUTCOME_AFTERMATH = _tag(_OUTCOME, "aftermath")
_ODDS = combat_service_pb2.ComputeOddsResponse.DESCRIPTOR
_ENCOUNTER_ODDS = combat_service_pb2.ComputeEncounterOddsResponse.DESCRIPTOR
_BATCH_RESPONSE = combat_service_pb2.ResolveBatchResponse.DESCRIPTOR
_BATCH_ID = _tag(_BATCH_RESPONSE, "id")
_BATCH_INDEX = _tag(_BATCH_RESPONSE, "index")
_BATCH_PACK = _tag(_BATCH_RESPONSE, "pack")
#: A batch result's field by the kind of its item's request ("action", "encounter").
BATCH_RESULT_FIELDS = {kind: _tag(_BATCH_RESPONSE, kind) for kind in ("action", "encounter")}
_PACK_RESULTS = _tag(combat_service_pb2.BatchPackResult.DESCRIPTOR, "results")
_MANY_RESULTS = _tag(combat_service_pb2.ResolveManyResponse.DESCRIPTOR, "results")

#: Trace events written between two polls of the stop check: a few milliseconds' worth.
EVENTS_PER_CHECK = 256
_SUMMARY_DETAIL = TraceDetail.SUMMARY
_NONE = TraceDetail.NONE
_CALM = Environment()


def serialized(response: bytes | Message) -> bytes:
    """A CombatService response on the wire: bytes written here as they are, a message by upb."""
    return response if isinstance(response, bytes) else response.SerializeToString()


# --- the trace -------------------------------------------------------------------------------


def trace_wire(
    events: Sequence[TraceEvent],
    detail: TraceDetail,
    stop: StopCheck | None = None,
) -> bytes:
    """The Trace of ``events`` at ``detail``, as the reference writer
    (tests/service/reference.py: events_to_proto) writes it (NONE: no events; SUMMARY: no dice
    or totals); ``stop`` polled as there."""
    if detail == _NONE:
        return b""
    out = bytearray()
    summary = detail == _SUMMARY_DETAIL
    for i, event in enumerate(events):
        if stop is not None and not i % EVENTS_PER_CHECK and stop():
            raise Stopped(event.round)
        if summary and (event.dice or event.totals):
            event = event.with_dice(()).with_totals(())  # noqa: PLW2901 (SUMMARY: no dice, totals)
        length(out, _EVENTS, write_trace_event(bytearray(), event))
    return bytes(out)


# --- the state -------------------------------------------------------------------------------


def _combatant_echo(combatant: Combatant, converted: ConvertedCombatant | None) -> bytes:
    if converted is not None and converted.combatant.id == combatant.id:
        return converted.echo_of(combatant)
    return bytes(write_combatant(bytearray(), combatant))


def state_wire(state: EncounterState, converted: Sequence[ConvertedCombatant] = ()) -> bytes:
    """The EncounterState of ``state``, as the reference writer (state_to_proto) writes it; a
    combatant of ``converted`` at its place (the request's, as converted) is echoed from the bytes
    written for it before: as they are when the action left it alone, else with the fields it
    changed written anew (ConvertedCombatant.echo_of)."""
    out = bytearray()
    number(out, _STATE_RULESET, state.ruleset)
    number(out, _STATE_ROUND, state.round)
    known = len(converted)
    for i, combatant in enumerate(state.combatants):
        length(
            out,
            _STATE_COMBATANTS,
            _combatant_echo(combatant, converted[i] if i < known else None),
        )
    for side in state.sides:
        length(out, _STATE_SIDES, write_side(bytearray(), side))
    if state.battlefield is not None:
        length(out, _STATE_BATTLEFIELD, write_battlefield(bytearray(), state.battlefield))
    if state.environment != _CALM:  # a request's own shape comes back: no default written
        length(out, _STATE_ENVIRONMENT, write_environment(bytearray(), state.environment))
    if state.arrayer_rules is not None:
        length(out, _STATE_ARRAYER_RULES, write_arrayer_rules(bytearray(), state.arrayer_rules))
    if state.tiered_rules is not None:
        length(out, _STATE_TIERED_RULES, write_tiered_rules(bytearray(), state.tiered_rules))
    for combatant_id in state.turn_order:
        text_present(out, _STATE_TURN_ORDER, combatant_id)
    for trap in state.traps:
        length(out, _STATE_TRAPS, write_trap(bytearray(), trap))
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
        length(out, state_tag, state_wire(resolution.state, converted))
    trace = trace_wire(resolution.events, detail, stop)
    if trace:
        length(out, trace_tag, trace)


def action_response_wire(
    resolution: Resolution,
    detail: TraceDetail,
    seed: int | None,
    converted: Sequence[ConvertedCombatant] = (),
    *,
    echo_state: bool = True,
) -> bytes:
    """A ResolveActionResponse, as the reference writer (action_response_to_proto) writes it."""
    out = bytearray()
    _resolution_head(
        out, (_ACTION_STATE, _ACTION_TRACE), resolution, detail, converted, echo_state=echo_state
    )
    if seed is not None:
        number_present(out, _ACTION_SEED, seed)
    number(out, _ACTION_DICE_ROLLED, resolution.dice_rolled)
    length(out, _ACTION_RESULT, write_action_result(bytearray(), resolution.result))
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
    """A ResolveEncounterResponse, as the reference writer (encounter_response_to_proto) writes
    it; ``stop`` as for trace_wire."""
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
    length(out, _ENCOUNTER_OUTCOME, _outcome(resolution))
    if seed is not None:
        number_present(out, _ENCOUNTER_SEED, seed)
    number(out, _ENCOUNTER_DICE_ROLLED, resolution.dice_rolled)
    return bytes(out)


def _outcome(resolution: EncounterResolution) -> bytearray:
    """How the encounter of ``resolution`` ended (an EncounterOutcome)."""
    out = bytearray()
    outcome = resolution.outcome
    number(out, _OUTCOME_END_REASON, outcome.end_reason)
    text(out, _OUTCOME_WINNER, outcome.winning_side_id)
    number(out, _OUTCOME_ROUNDS, outcome.rounds)
    for check in resolution.morale_checks:
        length(out, _OUTCOME_MORALE_CHECKS, write_arrayer_morale_check(bytearray(), check))
    if resolution.aftermath is not None:
        body = write_arrayer_aftermath_result(bytearray(), resolution.aftermath)
        length(out, _OUTCOME_AFTERMATH, body)
    return out


def _batch_head(item_id: str, index: int) -> bytearray:
    out = bytearray()
    text(out, _BATCH_ID, item_id)
    number(out, _BATCH_INDEX, index)
    return out


def batch_result_wire(item_id: str, index: int, kind: str, response: bytes) -> bytes:
    """A ResolveBatchResponse carrying an item's ``response`` of ``kind`` ("action" or
    "encounter", the item's request)."""
    out = _batch_head(item_id, index)
    length(out, BATCH_RESULT_FIELDS[kind], response)
    return bytes(out)


def pack_wire(index: int, results: Sequence[bytes]) -> bytes:
    """The ResolveBatchResponse answering a pack whose first item is ``index``: its items'
    ``results`` (each a ResolveBatchResponse's bytes), in order."""
    body = bytearray()
    for result in results:
        length(body, _PACK_RESULTS, result)
    out = _batch_head("", index)
    length(out, _BATCH_PACK, body)
    return bytes(out)


def many_wire(results: Sequence[bytes]) -> bytes:
    """The ResolveManyResponse of ``results`` (each a ResolveBatchResponse's bytes)."""
    out = bytearray()
    for result in results:
        length(out, _MANY_RESULTS, result)
    return bytes(out)


# --- the exact odds ----------------------------------------------------------------------------


def _odds_tag(name: str) -> int:
    return _tag(_ODDS, name)


def _damage(out: bytearray, tag: int, points: Sequence[DamageProbability]) -> None:
    for point in points:
        length(out, tag, write_damage_probability(bytearray(), point))


def odds_wire(odds: AttackOdds) -> bytes:
    """A ComputeOddsResponse: ``misfire``, ``mishap`` and ``further_targets`` for ARRAYER,
    ``contest`` and ``criticals`` for `tiered` (each ruleset's fields only, as elsewhere in the
    API)."""
    out = bytearray()
    rational(out, _odds_tag("hit"), odds.hit)
    rational(out, _odds_tag("miss"), odds.miss)
    _damage(out, _odds_tag("damage"), odds.damage)
    rational(out, _odds_tag("mean_damage"), odds.mean_damage)
    for outcome in odds.outcomes:
        length(out, _odds_tag("outcomes"), write_outcome_probability(bytearray(), outcome))
    number(out, _odds_tag("branches"), odds.branches)
    number(out, _odds_tag("dice_rolled"), odds.dice_rolled)
    _damage(out, _odds_tag("self_damage"), odds.self_damage)
    rational(out, _odds_tag("self_mean_damage"), odds.self_mean_damage)
    contest = odds.contest
    if contest is None:  # ARRAYER
        rational(out, _odds_tag("misfire"), odds.misfire)
        rational(out, _odds_tag("mishap"), odds.mishap)
        for further in odds.further_targets:
            length(out, _odds_tag("further_targets"), write_target_odds(bytearray(), further))
    else:
        length(out, _odds_tag("contest"), write_contest_odds(bytearray(), contest))
        for critical in odds.criticals:
            length(out, _odds_tag("criticals"), write_critical_odds(bytearray(), critical))
    return bytes(out)


def encounter_odds_wire(odds: EncounterOdds) -> bytes:
    """A ComputeEncounterOddsResponse: sides, ends and rounds as the engine orders them."""
    out = bytearray()
    for side in odds.sides:
        length(out, _tag(_ENCOUNTER_ODDS, "sides"), write_side_odds(bytearray(), side))
    rational(out, _tag(_ENCOUNTER_ODDS, "draw"), odds.draw)
    for reason in odds.end_reasons:
        body = write_end_reason_probability(bytearray(), reason)
        length(out, _tag(_ENCOUNTER_ODDS, "end_reasons"), body)
    for rounds in odds.rounds:
        body = write_rounds_probability(bytearray(), rounds)
        length(out, _tag(_ENCOUNTER_ODDS, "rounds"), body)
    rational(out, _tag(_ENCOUNTER_ODDS, "mean_rounds"), odds.mean_rounds)
    for combatant in odds.combatants:
        body = write_combatant_odds(bytearray(), combatant)
        length(out, _tag(_ENCOUNTER_ODDS, "combatants"), body)
    number(out, _tag(_ENCOUNTER_ODDS, "positions"), odds.positions)
    number(out, _tag(_ENCOUNTER_ODDS, "branches"), odds.branches)
    if odds.rounds_beyond is not None:
        rational(out, _tag(_ENCOUNTER_ODDS, "rounds_beyond"), odds.rounds_beyond)
    return bytes(out)
