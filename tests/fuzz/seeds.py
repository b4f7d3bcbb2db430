"""Valid requests the mutation strategies start from: every worked example of docs/rules/*.md
(one or more per rule, so every action kind of both rulesets) and clients/python/examples, and
batch messages and ResolveMany requests made of them."""

from __future__ import annotations

import functools
import json
from pathlib import Path

from google.protobuf import json_format
from google.protobuf.message import Message

from arbiter.odds import encounter_odds_request
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import state_pb2
from tests.docs.test_rules_examples import EXAMPLES

__all__ = ["Seeds", "seeds"]

_REPO = Path(__file__).resolve().parents[2]


def _parsed(text: str) -> Message:
    if "maxRounds" in json.loads(text) or '"script"' in text or '"tactic"' in text:
        return json_format.Parse(text, pb.ResolveEncounterRequest())
    return json_format.Parse(text, pb.ResolveActionRequest())


@functools.cache
def _requests() -> tuple[list[pb.ResolveActionRequest], list[pb.ResolveEncounterRequest]]:
    texts = [request for _, request, _ in EXAMPLES]
    texts += [p.read_text() for p in sorted((_REPO / "clients/python/examples").glob("*.json"))]
    actions: list[pb.ResolveActionRequest] = []
    encounters: list[pb.ResolveEncounterRequest] = []
    for text in texts:
        request = _parsed(text)
        if isinstance(request, pb.ResolveEncounterRequest):
            encounters.append(request)
        else:
            assert isinstance(request, pb.ResolveActionRequest)
            actions.append(request)
    return actions, encounters


def _items() -> list[pb.BatchItem]:
    actions, encounters = _requests()
    items = [pb.BatchItem(id=f"a{i}", action=r) for i, r in enumerate(actions)]
    return items + [pb.BatchItem(id=f"e{i}", encounter=r) for i, r in enumerate(encounters)]


class Seeds(tuple[Message, ...]):
    """Seed messages, shown by count: Hypothesis prints strategies, and the seeds are long."""

    def __repr__(self) -> str:
        return f"<{len(self)} seed messages>"


def _small_duel() -> pb.ComputeEncounterOddsRequest:
    """Two 1-HP swordsmen face to face: exact odds well within the fuzzed server's limits."""
    fighters = [
        {"id": name, "sideId": side, "hp": 1, "position": {"x": x, "y": 0},
         "weapons": [{"catalogId": "sword"}]}
        for name, side, x in (("ana", "red", 0), ("bo", "blue", 1))
    ]  # fmt: skip
    return json_format.ParseDict(
        {"state": {"ruleset": "RULESET_ARRAYER", "combatants": fighters}, "maxRounds": 5},
        pb.ComputeEncounterOddsRequest(),
    )


@functools.cache
def seeds(method: str) -> Seeds:
    """The valid requests (for ResolveBatch: stream messages) of ``method``."""
    return Seeds(_seeds(method))


def _seeds(method: str) -> tuple[Message, ...]:
    actions, encounters = _requests()
    if method == "ResolveAction":
        return tuple(actions)
    if method == "ResolveEncounter":
        return tuple(encounters)
    if method == "ComputeOdds":
        return tuple(pb.ComputeOddsRequest(state=r.state, action=r.action) for r in actions)
    if method == "ComputeEncounterOdds":
        return (_small_duel(), *(encounter_odds_request(r) for r in encounters))
    if method == "Simulate":
        # A few runs of each encounter (the fuzzed server allows 8: --max-simulation-runs).
        return tuple(
            pb.SimulateRequest(
                state=r.state,
                script=r.script,
                max_rounds=r.max_rounds,
                tactic=r.tactic,
                side_tactics=r.side_tactics,
                combatant_tactics=r.combatant_tactics,
                aftermath=r.aftermath,
                seed=7,
                runs=3,
            )
            for r in encounters
        )
    if method == "GetCatalog":
        return tuple(pb.GetCatalogRequest(ruleset=r) for r in state_pb2.Ruleset.values())
    items = _items()
    shared_item = pb.BatchItem(id="s", action=pb.ResolveActionRequest(action=actions[0].action))
    options = pb.BatchOptions(seed=7)
    if method == "ResolveMany":
        shared = actions[0].state
        return (
            pb.ResolveManyRequest(options=options, items=items[:3]),
            pb.ResolveManyRequest(options=options, items=items[-2:]),
            pb.ResolveManyRequest(
                shared_state=shared,
                items=[
                    pb.BatchItem(id="s", action=pb.ResolveActionRequest(action=actions[0].action))
                ],
            ),
        )
    assert method == "ResolveBatch", method
    pack = pb.BatchPack(shared_state=actions[0].state, items=[shared_item, shared_item])
    return (
        pb.ResolveBatchRequest(options=options),
        *(pb.ResolveBatchRequest(item=item) for item in items),
        pb.ResolveBatchRequest(pack=pack),
    )
