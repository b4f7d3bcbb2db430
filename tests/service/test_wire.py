"""service.boundary.wire against upb: the bytes written by hand are the bytes upb writes for the
same response (service.boundary.convert's ``*_to_proto``, then SerializeToString), byte for byte.

Over every seed request of the fuzz suite (every worked example of docs/rules/*.md and
clients/python/examples, the golden cases among them) at every trace detail, with and without the
state's echo; derandomized mutants of the seeds, as the fuzz suite makes them (numbers at and
near their limits, ids changed, fields cut); a negative number; then the batch shapes (an item,
a pack, a ResolveMany) that wrap them. The fuzz corpus (tests/fuzz/corpus/) is not among them:
every one of its requests is refused (each found a defect in a refusal), so nothing is written.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from google.protobuf import json_format
from hypothesis import given, settings

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import trace_pb2
from engine.catalog import builtin_catalog
from engine.encounter import resolve_encounter
from engine.encounter_odds import EncounterOdds, compute_encounter_odds
from engine.errors import ArbiterError
from engine.odds import compute_odds
from engine.resolve import resolve_action
from service.boundary.convert import (
    SharedState,
    action_request_from_proto,
    encounter_request_from_proto,
)
from service.boundary.odds import encounter_odds_request_from_proto, odds_request_from_proto
from service.boundary.wire import (
    action_response_wire,
    batch_result_wire,
    encounter_odds_wire,
    encounter_response_wire,
    many_wire,
    odds_wire,
    pack_wire,
    serialized,
)
from service.limits import Limits
from tests.fuzz.protofuzz import FUZZ_SETTINGS, mutants
from tests.fuzz.seeds import seeds
from tests.service.reference import (
    action_response_to_proto,
    encounter_odds_to_proto,
    encounter_response_to_proto,
    odds_response_into,
)

EXAMPLES = Path(__file__).resolve().parents[2] / "clients" / "python" / "examples"
CATALOG = builtin_catalog()
LIMITS = Limits()
DETAILS = [
    trace_pb2.TRACE_DETAIL_UNSPECIFIED,
    trace_pb2.TRACE_DETAIL_NONE,
    trace_pb2.TRACE_DETAIL_SUMMARY,
    trace_pb2.TRACE_DETAIL_FULL,
]


def _action_pair(request: pb.ResolveActionRequest, echo_state: bool = True) -> tuple[bytes, bytes]:
    """The response to ``request`` written by service.boundary.wire and by upb; raises ArbiterError
    for a
    request the engine refuses (neither writes a response then)."""
    req = action_request_from_proto(request, CATALOG, LIMITS)
    resolution = resolve_action(req.state, req.action, req.dice, validated=req.validated)
    wire = action_response_wire(
        resolution, req.detail, req.seed, req.converted, echo_state=echo_state
    )
    upb = action_response_to_proto(resolution, req.detail, req.seed, echo_state=echo_state)
    return wire, upb.SerializeToString()


def _encounter_pair(
    request: pb.ResolveEncounterRequest, echo_state: bool = True
) -> tuple[bytes, bytes]:
    """As _action_pair, for an encounter."""
    req = encounter_request_from_proto(request, CATALOG, LIMITS)
    resolution = resolve_encounter(req.state, req.dice, req.options, validated=req.validated)
    wire = encounter_response_wire(
        resolution, req.detail, req.seed, req.converted, echo_state=echo_state
    )
    upb = encounter_response_to_proto(resolution, req.detail, req.seed, echo_state=echo_state)
    return wire, upb.SerializeToString()


def _actions() -> list[pb.ResolveActionRequest]:
    """Copies of the ResolveAction seeds, to change."""
    return [
        pb.ResolveActionRequest.FromString(s.SerializeToString()) for s in seeds("ResolveAction")
    ]


def _encounters() -> list[pb.ResolveEncounterRequest]:
    """Copies of the ResolveEncounter seeds."""
    return [
        pb.ResolveEncounterRequest.FromString(s.SerializeToString())
        for s in seeds("ResolveEncounter")
    ]


def _at(request: pb.ResolveActionRequest | pb.ResolveEncounterRequest, detail: int) -> None:
    request.trace_detail = trace_pb2.TraceDetail.ValueType(detail)


@pytest.mark.parametrize("detail", DETAILS, ids=trace_pb2.TraceDetail.Name)
def test_every_seed_action_is_written_as_upb_writes_it(detail: int) -> None:
    for request in _actions():
        _at(request, detail)
        for echo_state in (True, False):
            wire, upb = _action_pair(request, echo_state)
            assert wire == upb, request


@pytest.mark.parametrize("detail", DETAILS, ids=trace_pb2.TraceDetail.Name)
def test_every_seed_encounter_is_written_as_upb_writes_it(detail: int) -> None:
    """The golden cases among them: long traces of every event kind."""
    for request in _encounters():
        _at(request, detail)
        wire, upb = _encounter_pair(request)
        assert wire == upb, request


@settings(FUZZ_SETTINGS, max_examples=150)
@given(mutants(seeds("ResolveAction")))
def test_mutated_actions_are_written_as_upb_writes_them(request: pb.ResolveActionRequest) -> None:
    try:
        wire, upb = _action_pair(request)
    except ArbiterError:
        return  # refused: nothing written either way
    assert wire == upb


@settings(FUZZ_SETTINGS, max_examples=40)
@given(mutants(seeds("ResolveEncounter")))
def test_mutated_encounters_are_written_as_upb_writes_them(
    request: pb.ResolveEncounterRequest,
) -> None:
    try:
        wire, upb = _encounter_pair(request)
    except ArbiterError:
        return
    assert wire == upb


def test_every_seed_attack_odds_is_written_as_upb_writes_it() -> None:
    written = set()
    for seed in seeds("ComputeOdds"):
        request = pb.ComputeOddsRequest.FromString(seed.SerializeToString())
        req = odds_request_from_proto(request, CATALOG, LIMITS)
        try:
            odds = compute_odds(req.state, req.action, budget=LIMITS.max_dice, max_branches=4_096)
        except ArbiterError:
            continue
        upb = pb.ComputeOddsResponse()
        odds_response_into(odds, upb)
        assert odds_wire(odds) == upb.SerializeToString(), request
        written.add(req.state.ruleset)
    assert len(written) == 2  # both rulesets' fields (contest and criticals, or misfire)


def _encounter_odds(
    request: pb.ComputeEncounterOddsRequest, max_branches: int = 1_000
) -> EncounterOdds | None:
    """The odds of ``request``, or None when its walk is over ``max_branches`` (a few seconds of
    the pure engine for all the seeds)."""
    req = encounter_odds_request_from_proto(request, CATALOG, LIMITS)
    try:
        return compute_encounter_odds(
            req.state, req.options, budget=LIMITS.max_dice, max_branches=max_branches
        )
    except ArbiterError:
        return None


def test_every_seed_encounter_odds_is_written_as_upb_writes_it() -> None:
    written = 0
    for seed in seeds("ComputeEncounterOdds"):
        request = pb.ComputeEncounterOddsRequest.FromString(seed.SerializeToString())
        request.max_rounds = min(request.max_rounds or 2, 2)  # the shapes, not long walks
        odds = _encounter_odds(request)
        if odds is not None:
            upb = encounter_odds_to_proto(odds)
            assert encounter_odds_wire(odds) == upb.SerializeToString(), request
            written += 1
    assert written >= 1


def test_a_fraction_over_64_bits_is_its_value_alone_as_upb_writes_it() -> None:
    # The dagger duel over 20 rounds: its win probabilities' terms do not fit 64 bits.
    duel = json_format.Parse(
        (EXAMPLES / "arrayer_dagger_duel.json").read_text(encoding="utf-8"),
        pb.ComputeEncounterOddsRequest(),
        ignore_unknown_fields=True,
    )
    duel.max_rounds = 20
    odds = _encounter_odds(duel, LIMITS.max_request_cost)
    assert odds is not None
    assert odds.sides[0].win.denominator >= 2**64
    upb = encounter_odds_to_proto(odds)
    assert encounter_odds_wire(odds) == upb.SerializeToString()
    assert upb.sides[0].win.denominator == 0 < upb.sides[0].win.value


def test_a_negative_number_is_ten_bytes_as_upb_writes_it() -> None:
    """A blow below the line: HP after it is negative, in the echo, the trace and the result."""
    request = next(s for s in _actions() if s.action.HasField("attack"))
    target = next(c for c in request.state.combatants if c.id == request.action.attack.target_id)
    target.hp = 1
    wire, upb = _action_pair(request)
    response = pb.ResolveActionResponse.FromString(wire)
    assert any(hp.after < 0 for e in response.trace.events for hp in e.hp_changes)
    assert wire == upb


def test_the_batch_shapes_are_written_as_upb_writes_them() -> None:
    """An item's result, a pack of results (and an empty one), a ResolveMany, sharing a state."""
    item = _actions()[0]
    shared = SharedState(_actions()[0].state, CATALOG, LIMITS)
    item.ClearField("state")
    req = action_request_from_proto(item, CATALOG, LIMITS, shared=shared)
    resolution = resolve_action(req.state, req.action, req.dice, validated=req.validated)
    answer = action_response_wire(resolution, req.detail, req.seed, req.converted)
    reference = pb.ResolveBatchResponse(id="a7", index=7)
    action_response_to_proto(resolution, req.detail, req.seed, reference.action)
    result = batch_result_wire("a7", 7, "action", answer)
    assert result == reference.SerializeToString()

    pack = pb.ResolveBatchResponse(index=3)
    pack.pack.results.add().CopyFrom(reference)
    pack.pack.results.add().CopyFrom(reference)
    assert pack_wire(3, [result, result]) == pack.SerializeToString()
    empty = pb.ResolveBatchResponse(index=0)
    empty.pack.SetInParent()
    assert pack_wire(0, []) == empty.SerializeToString()
    many = pb.ResolveManyResponse()
    many.results.add().CopyFrom(reference)
    assert many_wire([result]) == many.SerializeToString()


def test_gRPC_is_sent_the_bytes_as_written_and_a_message_serialised() -> None:
    assert serialized(b"\x08\x01") == b"\x08\x01"
    assert serialized(pb.ResolveBatchResponse(index=1)) == b"\x10\x01"
