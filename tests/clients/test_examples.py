"""Every example request file parses into its request type and resolves against a real server."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.client import ArbiterClient
from arbiter.request_files import load_request
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2, trace_pb2

# Each example, the request it is, its ruleset and how many combatants it has. A new example must
# be listed here.
EXPECTED = {
    "arrayer_attack.json": (pb.ResolveActionRequest, state_pb2.RULESET_ARRAYER, 2),
    "tiered_exchange.json": (pb.ResolveActionRequest, state_pb2.RULESET_TIERED, 2),
    "arrayer_encounter.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_ARRAYER, 4),
    "arrayer_skirmish.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_ARRAYER, 8),
    "arrayer_archer_duel.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_ARRAYER, 2),
    "arrayer_dagger_duel.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_ARRAYER, 2),
    "tiered_encounter.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_TIERED, 4),
    "tiered_siege_stealth.json": (pb.ResolveEncounterRequest, state_pb2.RULESET_TIERED, 21),
}


def _load(path: Path) -> pb.ResolveActionRequest | pb.ResolveEncounterRequest:
    return load_request(path.read_text(), source=str(path))


def test_every_example_is_listed(examples: Path) -> None:
    assert sorted(p.name for p in examples.glob("*.json")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_parses_into_its_request_type(name: str, examples: Path) -> None:
    request_type, ruleset, combatants = EXPECTED[name]

    request = _load(examples / name)

    assert type(request) is request_type
    assert request.state.ruleset == ruleset
    assert len(request.state.combatants) == combatants


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_resolves_identically_twice(name: str, target: str, examples: Path) -> None:
    request = _load(examples / name)

    with ArbiterClient(target) as client:
        if isinstance(request, pb.ResolveActionRequest):
            responses: list[pb.ResolveActionResponse | pb.ResolveEncounterResponse] = [
                client.resolve_action(request) for _ in range(2)
            ]
        else:
            responses = [client.resolve_encounter(request) for _ in range(2)]

    first, second = (r.SerializeToString(deterministic=True) for r in responses)
    assert first == second
    assert responses[0].trace.events


def test_forced_examples_consume_exactly_their_faces(target: str, examples: Path) -> None:
    with ArbiterClient(target) as client:
        for name in ("arrayer_attack.json", "tiered_exchange.json"):
            request = _load(examples / name)
            assert isinstance(request, pb.ResolveActionRequest)
            response = client.resolve_action(request)
            assert response.dice_rolled == len(request.dice.forced.faces), name
            assert not response.HasField("seed"), name


@pytest.mark.parametrize(
    "name",
    [
        "arrayer_encounter.json",
        "arrayer_skirmish.json",
        "tiered_encounter.json",
        "tiered_siege_stealth.json",
    ],
)
def test_seeded_encounter_examples_fight_to_a_winner(
    name: str, target: str, examples: Path
) -> None:
    request = _load(examples / name)
    assert isinstance(request, pb.ResolveEncounterRequest)

    with ArbiterClient(target) as client:
        response = client.resolve_encounter(request)

    assert response.seed == request.dice.seed
    # An ARRAYER side may break and rout before it falls (ruling A15).
    assert response.outcome.end_reason in {pb.END_REASON_SIDE_DEFEATED, pb.END_REASON_SIDE_ROUTED}
    # Each example's sides start apart on the grid, so the default tactic moves them in first.
    events = response.trace.events
    assert any(e.kind == trace_pb2.EVENT_KIND_MOVE for e in events)
    downed = {
        change.combatant_id
        for event in events
        for change in event.condition_changes
        if change.condition == trace_pb2.CONDITION_DOWNED and change.active
    }
    winner = response.outcome.winning_side_id
    routed = {c.id for c in response.state.combatants if c.conditions.routed}
    assert {c.id for c in response.state.combatants if c.side_id != winner} <= downed | routed
    assert {c.id for c in response.state.combatants if c.side_id == winner} - downed
