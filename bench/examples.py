"""The requests the benchmarks send, and the engine's work with its reference, as steps.

The requests are the examples in clients/python/examples with their forced dice replaced by seed 1
(real dice, the same every call; a pack's item k gets seed 1 + k). The engine's step resolves one
example attack, converted once, with seeded dice; its reference is PyPI ``d20`` rolling the same
dice. Both the timed figure (c) and the instruction counts (bench/cost.py) take them from here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import d20
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from engine.catalog import builtin_catalog
from engine.dice import SeededDice
from engine.resolve import resolve_action
from service.boundary.convert import action_request_from_proto
from service.limits import Limits

__all__ = ["ATTACKS", "D20", "EXAMPLES", "d20_step", "engine_step", "example"]

EXAMPLES = Path(__file__).resolve().parent.parent / "clients" / "python" / "examples"
#: The example attack of each ruleset (a request file of EXAMPLES).
ATTACKS = {"arrayer": "arrayer_attack.json", "tiered": "tiered_exchange.json"}
#: The dice each example attack rolls, as d20 notation: ARRAYER's d10 + weight - armour
#: (arrayer_attack.json: greatsword weight 1, armour 1); `tiered`'s contest, attack d20 + reflex +
#: skill against defence d20 + reflex + skill (tiered_exchange.json).
D20 = {"arrayer": "1d10+1-1", "tiered": "(1d20+2+4)-(1d20+1+3)"}

_Request = TypeVar("_Request", pb.ResolveActionRequest, pb.ResolveEncounterRequest)


def example(name: str, message: type[_Request]) -> _Request:
    """The example request ``name`` (a file of EXAMPLES), its dice replaced by seed 1."""
    request = json_format.Parse((EXAMPLES / name).read_text(), message())
    request.dice.Clear()
    request.dice.seed = 1
    return request


def engine_step(ruleset: str) -> Callable[[int], None]:
    """The engine alone: ``ruleset``'s example attack converted once; step ``i`` resolves it
    with dice of seed ``i`` (the engine always builds the full trace)."""
    limits = Limits()
    message = example(ATTACKS[ruleset], pb.ResolveActionRequest)
    request = action_request_from_proto(message, builtin_catalog(), limits)

    def step(i: int) -> None:
        resolve_action(request.state, request.action, SeededDice(i, limits.max_dice))

    return step


def d20_step(ruleset: str) -> Callable[[int], None]:
    """The engine's reference: d20 rolling ``ruleset``'s attack dice (D20) once per step, from
    a seeded generator (d20 rolls with the ``random`` module's)."""
    expression = D20[ruleset]
    random.seed(1)

    def step(_: int) -> None:
        d20.roll(expression)

    return step
