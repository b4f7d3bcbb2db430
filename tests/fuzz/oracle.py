"""What the fuzzer may see: the documented status codes of each RPC (docs/api.md, the proto
comments), and what a well-formed OK answer is. ``problems`` returns what is wrong with one call's
outcome on one route, ``disagreements`` what differs between two routes' outcomes of one call.

Documented codes, per RPC (DEADLINE_EXCEEDED and CANCELLED are documented too, but the fuzzer sets
no deadline short enough and never cancels, so either is a hang or a bug here; INTERNAL is the
documented face of a bug, so it is never acceptable):

- ResolveAction, ResolveEncounter: INVALID_ARGUMENT, FAILED_PRECONDITION, RESOURCE_EXHAUSTED,
  UNIMPLEMENTED (an action kind from a newer arbiter.v1).
- ResolveBatch (the stream's own code), ResolveMany: INVALID_ARGUMENT, RESOURCE_EXHAUSTED,
  FAILED_PRECONDITION (options or request expecting another rules digest); their item errors use
  ResolveAction's codes.
- GetCatalog: INVALID_ARGUMENT.
- ComputeOdds: as ResolveAction.
- ComputeEncounterOdds: as ResolveEncounter (most seeds are over the cost limit: refused as
  RESOURCE_EXHAUSTED; a small duel among them is answered).
- Simulate: as ResolveEncounter; an OK stream is progress messages, then one result of the runs
  asked for. Its progress messages depend on timing, so the routes are compared on its result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import grpc
from google.protobuf import json_format, message_factory
from google.protobuf.message import DecodeError, Message

from arbiter.v1 import combat_service_pb2 as pb
from engine.reasons import REASONS
from tests.fuzz.protofuzz import walk
from tests.fuzz.routes import METHODS, Outcome

__all__ = ["ITEM_CODES", "RPC_CODES", "Limits", "disagreements", "parses", "problems"]

_RESOLVE = frozenset(
    {"INVALID_ARGUMENT", "FAILED_PRECONDITION", "RESOURCE_EXHAUSTED", "UNIMPLEMENTED"}
)
_BATCH = frozenset({"INVALID_ARGUMENT", "FAILED_PRECONDITION", "RESOURCE_EXHAUSTED"})
#: The error codes each RPC documents (besides OK).
RPC_CODES: dict[str, frozenset[str]] = {
    "ResolveAction": _RESOLVE,
    "ResolveEncounter": _RESOLVE,
    "ResolveBatch": _BATCH,
    "ResolveMany": _BATCH,
    "GetCatalog": frozenset({"INVALID_ARGUMENT"}),
    "ComputeOdds": _RESOLVE,
    "ComputeEncounterOdds": _RESOLVE,
    "Simulate": _RESOLVE,
}
#: The codes of a batch item's inline error.
ITEM_CODES = frozenset(grpc.StatusCode[name].value[0] for name in _RESOLVE)
_CODE_NAMES = {code.value[0]: code.name for code in grpc.StatusCode}
_REASONS = frozenset(r.code for r in REASONS)


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits the fuzzed server runs with, as far as the checks need them."""

    max_rounds: int
    max_dice: int
    max_message_bytes: int


def parses(method: str, body: bytes) -> bool:
    """Whether ``body`` is a valid serialised request of ``method``."""
    try:
        message_factory.GetMessageClass(METHODS[method].input_type).FromString(body)
    except DecodeError:
        return False
    return True


def problems(
    method: str,
    bodies: Sequence[bytes],
    outcome: Outcome,
    limits: Limits,
    *,
    corrupt: bool | None = None,
) -> list[str]:
    """What is wrong with ``outcome``, the answer to ``bodies`` (one request, or a
    stream's messages; ``corrupt``: they are not all valid messages, by default whether they
    parse as binary ones): an undocumented code, an unknown reason, no request id, or an OK
    answer that is not well formed."""
    if corrupt is None:
        corrupt = not all(parses(method, body) for body in bodies)
    found: list[str] = []
    if outcome.code not in RPC_CODES[method] | {"OK"}:
        found.append(f"{outcome.code} is not a documented code of {method}: {outcome.message!r}")
    if outcome.reason and outcome.reason not in _REASONS:
        found.append(f"reason {outcome.reason!r} is not in engine/reasons.py")
    if not outcome.request_id:
        found.append(f"no x-request-id on a {outcome.code} answer")
    if outcome.code != "OK" and outcome.code in RPC_CODES[method] and not outcome.message:
        found.append(f"{outcome.code} without a message")
    if not corrupt and (outcome.code == "OK" or method == "ResolveBatch"):
        found.extend(_answers(method, bodies, outcome, limits))
    return found


def _answers(method: str, bodies: Sequence[bytes], outcome: Outcome, limits: Limits) -> list[str]:
    response_class = message_factory.GetMessageClass(METHODS[method].output_type)
    request_class = message_factory.GetMessageClass(METHODS[method].input_type)
    found: list[str] = []
    responses: list[Message] = []
    for body in outcome.bodies:
        if len(body) > limits.max_message_bytes:
            found.append(f"a {len(body)}-byte answer, over the message limit")
        response = response_class.FromString(body)
        if response.SerializeToString() != body:
            found.append("the answer does not re-serialise to the same bytes")
        again = response_class()
        json_format.Parse(json_format.MessageToJson(response), again)
        if again != response:
            found.append("the answer does not survive a proto3 JSON round trip")
        responses.append(response)
    requests = [request_class.FromString(body) for body in bodies]
    if method == "ResolveAction":
        found.extend(_action(requests[0], responses[0], limits))
    elif method == "ResolveEncounter":
        found.extend(_encounter(requests[0], responses[0], limits))
    elif method == "ComputeOdds":
        found.extend(_odds(responses[0], limits))
    elif method == "ComputeEncounterOdds":
        found.extend(_encounter_odds(requests[0], responses[0], limits))
    elif method == "Simulate":
        found.extend(_simulation(requests[0], responses))
    elif method == "ResolveMany":
        found.extend(_many(requests[0], responses[0]))
    elif method == "ResolveBatch":
        found.extend(_batch(requests, responses, outcome.code))
    return found


def _ids(state: Message) -> list[str]:
    return sorted(c.id for c in state.combatants)  # type: ignore[attr-defined]


def _resolved(request: Any, response: Any, limits: Limits) -> list[str]:
    """What an action's and an encounter's answers share: dice counted, combatants kept."""
    found = []
    if not 0 <= response.dice_rolled <= limits.max_dice:
        found.append(f"diceRolled {response.dice_rolled} outside 0..{limits.max_dice}")
    if _ids(response.state) != _ids(request.state):
        found.append(f"combatants {_ids(request.state)} answered as {_ids(response.state)}")
    return found


def _action(request: Message, response: Message, limits: Limits) -> list[str]:
    assert isinstance(request, pb.ResolveActionRequest)
    assert isinstance(response, pb.ResolveActionResponse)
    found = _resolved(request, response, limits)
    if response.result.WhichOneof("kind") != request.action.WhichOneof("kind"):
        found.append(
            f"a {request.action.WhichOneof('kind')} action answered with a "
            f"{response.result.WhichOneof('kind')} result"
        )
    return found


def _encounter(request: Message, response: Message, limits: Limits) -> list[str]:
    assert isinstance(request, pb.ResolveEncounterRequest)
    assert isinstance(response, pb.ResolveEncounterResponse)
    found = _resolved(request, response, limits)
    if not 0 <= response.outcome.rounds <= limits.max_rounds:
        found.append(f"{response.outcome.rounds} rounds played, limit {limits.max_rounds}")
    if response.outcome.end_reason == 0:
        found.append("an encounter outcome without an endReason")
    return found


def _odds(response: Message, limits: Limits) -> list[str]:
    assert isinstance(response, pb.ComputeOddsResponse)
    found = []
    if not 0 <= response.dice_rolled <= limits.max_dice:
        found.append(f"diceRolled {response.dice_rolled} outside 0..{limits.max_dice}")
    total = sum(
        (
            Fraction(r.numerator, r.denominator or 1)
            for r in (response.hit, response.miss, response.misfire)
        ),
        Fraction(0),
    )
    if total != 1:
        found.append(f"hit + miss + misfire = {total}, not 1")
    if any(r.denominator == 0 for r in (response.hit, response.miss)):
        found.append("a probability with denominator 0")
    return found


def _probability(value: Any) -> Fraction:
    """A Rational as a fraction; one sent as its value only, as that float's exact fraction."""
    if value.denominator == 0:
        return Fraction(value.value)
    return Fraction(value.numerator, value.denominator)


def _encounter_odds(request: Message, response: Message, limits: Limits) -> list[str]:
    assert isinstance(request, pb.ComputeEncounterOddsRequest)
    assert isinstance(response, pb.ComputeEncounterOddsResponse)
    found = []
    ends = [s.win for s in response.sides] + [response.draw]
    # Values sent as floats only (too large for 64 bits) are within a few ulps of exact.
    for name, parts in (
        ("the sides' wins and the draw", ends),
        ("endReasons", [e.probability for e in response.end_reasons]),
        ("rounds", [r.probability for r in response.rounds]),
    ):
        total = sum((_probability(p) for p in parts), Fraction(0))
        if abs(total - 1) > Fraction(1, 10**12):
            found.append(f"{name} sum to {float(total)}, not 1")
    if any(not 0 <= r.rounds <= limits.max_rounds for r in response.rounds):
        found.append(f"rounds {[r.rounds for r in response.rounds]} outside 0..{limits.max_rounds}")
    if sorted(c.combatant_id for c in response.combatants) != _ids(request.state):
        found.append("the combatants' odds are not the request's combatants")
    if response.positions < 1 or response.branches < 1:
        found.append(f"{response.positions} positions, {response.branches} branches")
    return found


def _simulation(request: Message, responses: Sequence[Message]) -> list[str]:
    assert isinstance(request, pb.SimulateRequest)
    kinds = [r.WhichOneof("kind") for r in responses]
    if not kinds or kinds[-1] != "result" or set(kinds[:-1]) - {"progress"}:
        return [f"a simulation answered {kinds}, not progress messages then one result"]
    result = responses[-1].result  # type: ignore[attr-defined]
    found = []
    if (result.runs, result.first_run) != (request.runs, request.first_run):
        found.append(
            f"runs {result.first_run}+{result.runs} for {request.first_run}+{request.runs}"
        )
    if sum(s.wins for s in result.sides) + result.draws != result.runs:
        found.append("wins and draws do not add up to the runs")
    if sum(r.count for r in result.end_reasons) != result.runs:
        found.append("end reasons do not add up to the runs")
    return found


def _item_errors(results: Sequence[pb.ResolveBatchResponse]) -> list[str]:
    found = []
    for result in results:
        if result.WhichOneof("result") == "error" and result.error.code not in ITEM_CODES:
            name = _CODE_NAMES.get(result.error.code, str(result.error.code))
            found.append(f"item {result.index} failed {name}: {result.error.message!r}")
        for part in walk(result):
            if isinstance(part, pb.ResolveBatchResponse) and part.WhichOneof("result") == "pack":
                found.extend(_item_errors(list(part.pack.results)))
    return found


def _many(request: Message, response: Message) -> list[str]:
    assert isinstance(request, pb.ResolveManyRequest)
    assert isinstance(response, pb.ResolveManyResponse)
    found = []
    if [r.id for r in response.results] != [i.id for i in request.items]:
        found.append("results do not answer the items one for one, in order")
    if [r.index for r in response.results] != list(range(len(request.items))):
        found.append("result indexes are not 0, 1, 2, ...")
    return found + _item_errors(list(response.results))


def _batch(requests: Sequence[Message], responses: Sequence[Message], code: str) -> list[str]:
    found = []
    answered = [r for r in requests if r.WhichOneof("kind") != "options"]
    if code == "OK" and len(responses) != len(answered):
        found.append(f"{len(answered)} items and packs got {len(responses)} answers")
    index = 0
    for request, response in zip(answered, responses, strict=False):
        assert isinstance(request, pb.ResolveBatchRequest)
        assert isinstance(response, pb.ResolveBatchResponse)
        kind = request.WhichOneof("kind")
        if kind == "item":
            if (response.id, response.index) != (request.item.id, index):
                found.append(
                    f"item {request.item.id!r} answered as {response.id!r} {response.index}"
                )
            index += 1
        elif kind == "pack":
            if response.WhichOneof("result") == "pack" and len(response.pack.results) != len(
                request.pack.items
            ):
                found.append("a pack answered with a different number of results")
            index += len(request.pack.items)
    return found + _item_errors(list(responses))  # type: ignore[arg-type]


def _seeds(bodies: Sequence[bytes], method: str) -> list[int]:
    response_class = message_factory.GetMessageClass(METHODS[method].output_type)
    seeds = []
    for body in bodies:
        for part in walk(response_class.FromString(body)):
            seed = part.DESCRIPTOR.fields_by_name.get("seed")
            # A SimulationResult's seed is always set (no presence): the one used.
            if seed is not None and (not seed.has_presence or part.HasField("seed")):
                seeds.append(part.seed)  # type: ignore[attr-defined]
    return seeds


def disagreements(method: str, first: Outcome, second: Outcome) -> list[str]:
    """How two routes' answers to one call differ: the code and reason always match; the bodies
    match byte for byte whenever the dice were the same (a random seed differs per call)."""
    if (first.code, first.reason) != (second.code, second.reason):
        return [f"{first.code} {first.reason} vs {second.code} {second.reason}"]
    first_bodies, second_bodies = first.bodies, second.bodies
    if method == "Simulate":  # progress comes as time goes: the result is what must match
        first_bodies, second_bodies = first_bodies[-1:], second_bodies[-1:]
    same_dice = _seeds(first_bodies, method) == _seeds(second_bodies, method)
    if first.code == "OK" and same_dice and first_bodies != second_bodies:
        return ["the same call answered with different bytes"]
    return []
