"""Determinism: the same request and seed give byte-identical responses from two server processes,
and the trace matches the golden file (tests/golden/) kept in the repo.

A change that alters a golden trace must be deliberate: rerun with ``ARBITER_UPDATE_GOLDENS=1`` and
review the diff of tests/golden/ like code.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2, state_pb2, trace_pb2
from tests.service.server_process import REPO, ServerProcess

GOLDEN = REPO / "tests" / "golden"
EXAMPLES = REPO / "clients" / "python" / "examples"
#: arrayer_skirmish (4 vs 4): a chase under simultaneous movement (A17), an interception by an
#: enemy holding its ground that stops the mover (A18) and a scripted greatsword chain (A26).
#: tiered_siege_stealth: rulings T13/T14 (a stealthed archer behind a rock wall checks and shoots
#: from its edge), T17 (a Tier 4 siege weapon carried with its bearer by 16 porters of Body 1) and a
#: defender who defends with the Bow skill and only dodges (T3; T11).
#: The test_<case>_* tests below check that each golden still shows what it is kept for.
CASES = ["arrayer_encounter", "arrayer_skirmish", "tiered_encounter", "tiered_siege_stealth"]


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[ServerProcess, ServerProcess]]:
    with ServerProcess() as one, ServerProcess() as two:
        yield one, two


def _raw_call(target: str, request: bytes) -> bytes:
    """ResolveEncounter with no (de)serialisation on the client: the response bytes as sent."""
    with grpc.insecure_channel(target) as channel:
        call: grpc.UnaryUnaryMultiCallable[bytes, bytes] = channel.unary_unary(
            "/arbiter.v1.CombatService/ResolveEncounter"
        )
        response: bytes = call(request, timeout=60)
        return response


@pytest.mark.parametrize("case", CASES)
def test_two_processes_answer_byte_for_byte(
    case: str, servers: tuple[ServerProcess, ServerProcess]
) -> None:
    request = json_format.Parse(
        (EXAMPLES / f"{case}.json").read_text(), combat_service_pb2.ResolveEncounterRequest()
    )
    assert request.dice.HasField("seed"), "golden cases must be seeded"
    payload = request.SerializeToString()
    first = _raw_call(servers[0].target, payload)
    second = _raw_call(servers[1].target, payload)
    again = _raw_call(servers[0].target, payload)
    assert first == second == again

    response = combat_service_pb2.ResolveEncounterResponse.FromString(first)
    # The golden pins the trace and the state; the rules version is pinned by
    # tests/service/test_rules_version.py (it changes with every release's version).
    response.ClearField("rules_version")
    rendered = json_format.MessageToJson(response, indent=1) + "\n"
    golden = GOLDEN / f"{case}.json"
    if os.environ.get("ARBITER_UPDATE_GOLDENS") == "1":
        golden.write_text(rendered)
    assert golden.exists(), f"no golden for {case}: run with ARBITER_UPDATE_GOLDENS=1"
    assert rendered == golden.read_text()


def _case(
    case: str,
) -> tuple[combat_service_pb2.ResolveEncounterRequest, combat_service_pb2.ResolveEncounterResponse]:
    """A golden case's request and its golden response (the test above keeps the two in step)."""
    request = json_format.Parse(
        (EXAMPLES / f"{case}.json").read_text(), combat_service_pb2.ResolveEncounterRequest()
    )
    response = json_format.Parse(
        (GOLDEN / f"{case}.json").read_text(), combat_service_pb2.ResolveEncounterResponse()
    )
    return request, response


def _distance(a: state_pb2.Position, b: state_pb2.Position) -> int:
    return max(abs(a.x - b.x), abs(a.y - b.y))


def _downs(event: trace_pb2.TraceEvent) -> bool:
    return any(
        c.combatant_id == event.target_id and c.condition == trace_pb2.CONDITION_DOWNED and c.active
        for c in event.condition_changes
    )


def _round_one(response: combat_service_pb2.ResolveEncounterResponse) -> list[trace_pb2.TraceEvent]:
    return [e for e in response.trace.events if e.round == 1]


def test_arrayer_skirmish_shows_a_chase_under_simultaneous_movement() -> None:
    """A17: a chaser heads for where its enemy stood when the phase began, while that enemy moves
    away in the same phase: it ends next to the square the enemy left, not next to the enemy."""
    request, response = _case("arrayer_skirmish")
    start = {c.id: c.position for c in request.state.combatants}
    moves = {e.actor_id: e for e in _round_one(response) if e.kind == trace_pb2.EVENT_KIND_MOVE}
    chases = [
        (chaser.actor_id, chaser.target_id)
        for chaser in moves.values()
        if chaser.path
        and "A17" in chaser.rulings
        and chaser.target_id in moves
        and moves[chaser.target_id].path
        and _distance(chaser.path[-1], start[chaser.target_id]) == 1
        and _distance(chaser.path[-1], moves[chaser.target_id].path[-1]) > 1
    ]
    assert chases, "no chaser heading for where its moving enemy stood at the phase start"


def test_arrayer_skirmish_shows_an_interception_that_stops_the_mover() -> None:
    """A18: an enemy that does not move this phase intercepts a mover passing next to it, with a
    Dexterity check that succeeds: the mover stops on that square."""
    request, response = _case("arrayer_skirmish")
    side = {c.id: c.side_id for c in request.state.combatants}
    start = {c.id: c.position for c in request.state.combatants}
    events = _round_one(response)
    moved = {e.actor_id for e in events if e.kind == trace_pb2.EVENT_KIND_MOVE and e.path}
    stops = [
        e
        for e in events
        if e.kind == trace_pb2.EVENT_KIND_INTERCEPTION
        and e.outcome == trace_pb2.OUTCOME_SUCCESS
        and "A18" in e.rulings
        and side[e.actor_id] != side[e.target_id]
        and e.actor_id not in moved
    ]
    assert stops, "no successful interception by an enemy holding its ground"
    (stop, *_) = stops
    (mover,) = (
        e for e in events if e.kind == trace_pb2.EVENT_KIND_MOVE and e.actor_id == stop.target_id
    )
    assert mover.summary.endswith(f"intercepted by {stop.actor_id}")
    assert _distance(mover.path[-1], start[stop.actor_id]) == 1


def test_arrayer_skirmish_shows_a_greatsword_chain() -> None:
    """A26: the greatsword downs an enemy and takes its extra attack, which downs another and
    attacks again: three attacks in a row by one wielder, the first two each downing its target."""
    _, response = _case("arrayer_skirmish")
    events = list(response.trace.events)
    chains = [
        events[i : i + 3]
        for i in range(len(events) - 2)
        if all(
            e.kind == trace_pb2.EVENT_KIND_ATTACK
            and e.weapon_id == "greatsword"
            and e.actor_id == events[i].actor_id
            and e.round == events[i].round
            for e in events[i : i + 3]
        )
        and all(_downs(e) for e in events[i : i + 2])
        and all("A26" in e.rulings for e in events[i + 1 : i + 3])
        and len({e.target_id for e in events[i : i + 3]}) == 3
    ]
    assert chains, "no greatsword attack downing two enemies in a row and attacking a third"


def test_tiered_siege_stealth_shows_a_sixteen_porter_siege_move() -> None:
    """T17: the bearer of a Tier 4 siege weapon moves with 16 porters of Body 1, each within 2 tiles
    of it, and each porter's MOVE follows the bearer's, keeping its offset."""
    request, response = _case("tiered_siege_stealth")
    people = {c.id: c for c in request.state.combatants}
    (move,) = (s.action.move for s in request.script if s.action.HasField("move"))
    bearer = people[move.combatant_id]
    assert any(w.catalog_id == "siege_weapon_t4" for w in bearer.weapons)
    assert len(move.porter_ids) == 16
    for porter_id in move.porter_ids:
        porter = people[porter_id]
        assert porter.tiered.body == 1, porter_id
        assert _distance(porter.position, bearer.position) <= 2, porter_id
    events = list(response.trace.events)
    at = next(
        i
        for i, e in enumerate(events)
        if e.kind == trace_pb2.EVENT_KIND_MOVE and e.actor_id == bearer.id
    )
    carried = events[at : at + 17]
    assert [e.actor_id for e in carried] == [bearer.id, *move.porter_ids]
    assert all(e.kind == trace_pb2.EVENT_KIND_MOVE for e in carried)
    assert [(p.x, p.y) for p in carried[0].path] == [(p.x, p.y) for p in move.path]
    end = carried[0].path[-1]
    for event in carried[1:]:
        start = people[event.actor_id].position
        last = event.path[-1]
        assert (last.x - end.x, last.y - end.y) == (
            start.x - bearer.position.x,
            start.y - bearer.position.y,
        ), event.actor_id


def test_tiered_siege_stealth_shows_a_bow_defence_that_only_dodges() -> None:
    """T11: a defence with the Bow skill that wins is DEFENDED and deals no counter-damage."""
    _, response = _case("tiered_siege_stealth")
    events = list(response.trace.events)
    dodges = [
        (i, e)
        for i, e in enumerate(events)
        if e.kind == trace_pb2.EVENT_KIND_ATTACK
        and e.outcome == trace_pb2.OUTCOME_DEFENDED
        and "T11" in e.rulings
        and any(
            t.name == "defence" and any(term.name == "bow" for term in t.terms) for t in e.totals
        )
    ]
    assert dodges, "no winning Bow defence citing T11"
    for i, dodge in dodges:
        assert not dodge.hp_changes
        after = events[i + 1] if i + 1 < len(events) else None
        assert after is None or not (
            after.kind == trace_pb2.EVENT_KIND_COUNTERATTACK and after.actor_id == dodge.target_id
        )


def test_tiered_siege_stealth_shows_a_stealthed_attacker_behind_cover() -> None:
    """T13/T14: a stealthed attacker fully behind cover stays stealthed at the start of its turn
    (T14) and attacks from stealth."""
    request, response = _case("tiered_siege_stealth")
    stealthed = {c.id for c in request.state.combatants if c.conditions.stealthed}
    events = _round_one(response)
    kept = {
        e.actor_id
        for e in events
        if e.kind == trace_pb2.EVENT_KIND_CONDITION_LAPSES
        and "T14" in e.rulings
        and e.summary.endswith("fully behind cover, it stays stealthed")
    }
    assert kept & stealthed, "no stealthed combatant kept behind cover (T14)"
    attacks = [
        e
        for e in events
        if e.kind == trace_pb2.EVENT_KIND_ATTACK
        and e.actor_id in kept & stealthed
        and "stealth-attacks" in e.summary
        and e.outcome == trace_pb2.OUTCOME_HIT
    ]
    assert attacks, "the stealthed combatant behind cover makes no stealth attack"
