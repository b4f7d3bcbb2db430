"""The exact-odds check every client makes (issue 30): ComputeEncounterOdds of the dagger duel
(clients/python/examples/arrayer_dagger_duel.json, 20 rounds), whose wins and draw do not fit 64
bits, as the engine computes them, for each client's test to hold what it read to."""

from __future__ import annotations

import functools
import json
from fractions import Fraction
from typing import Any

from google.protobuf import json_format

from arbiter.v1 import state_pb2
from engine.catalog import builtin_catalog
from engine.encounter_odds import EncounterOdds, compute_encounter_odds
from engine.options import EncounterOptions
from service.boundary.convert import state_from_proto
from service.limits import Limits
from tests.service.server_process import REPO

__all__ = ["DAGGER_DUEL", "DAGGER_ODDS_REQUEST", "dagger_duel_odds", "exact_texts"]

#: The example request file.
DAGGER_DUEL = REPO / "clients" / "python" / "examples" / "arrayer_dagger_duel.json"

#: Its ComputeEncounterOddsRequest, as proto3 JSON: the state and the round limit.
DAGGER_ODDS_REQUEST: dict[str, Any] = {
    k: v for k, v in json.loads(DAGGER_DUEL.read_text()).items() if k in ("state", "maxRounds")
}


@functools.cache
def dagger_duel_odds() -> EncounterOdds:
    """The engine's exact odds of the dagger duel, at the server's default limits."""
    state = json_format.ParseDict(DAGGER_ODDS_REQUEST["state"], state_pb2.EncounterState())
    limits = Limits()
    odds = compute_encounter_odds(
        state_from_proto(state, builtin_catalog(), limits),
        EncounterOptions(max_rounds=DAGGER_ODDS_REQUEST["maxRounds"]),
        budget=limits.max_dice,
        max_branches=limits.max_request_cost,
    )
    assert odds.draw.denominator >= 2**64, "the check is of fractions past 64 bits"
    return odds


def exact_texts() -> dict[str, str]:
    """Each side's win and the draw ("draw") as ``n/d``, every digit."""
    odds = dagger_duel_odds()
    texts = {side.side_id: _text(side.win) for side in odds.sides}
    return {**texts, "draw": _text(odds.draw)}


def _text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"
