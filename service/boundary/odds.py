"""ComputeOdds and ComputeEncounterOdds between ``arbiter.v1`` and the engine (engine/odds.py,
engine/encounter_odds.py): the request in, the exact distribution out (written as wire bytes by
service.boundary.wire, with the records' generated writers: a Rational is
service.boundary.codec.primitives'
``rational``)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.v1 import combat_service_pb2
from engine.actions import Action
from engine.catalog import Catalog
from engine.options import EncounterOptions
from engine.state import EncounterState
from service.boundary.codec.readers.sizes import (
    check_compute_encounter_odds_request,
    check_compute_odds_request,
)
from service.boundary.convert import action_from_proto, converted_state_from_proto, read_options
from service.limits import Limits

__all__ = [
    "EncounterOddsRequest",
    "OddsRequest",
    "encounter_odds_request_from_proto",
    "odds_request_from_proto",
]


@dataclass(frozen=True, slots=True)
class OddsRequest:
    """A ComputeOddsRequest in engine terms."""

    state: EncounterState
    action: Action


def odds_request_from_proto(
    msg: combat_service_pb2.ComputeOddsRequest, catalog: Catalog, limits: Limits
) -> OddsRequest:
    """The state and the action, its sizes checked first, then read in that order (as
    ResolveAction's)."""
    check_compute_odds_request(msg, limits, deep=False)
    state, _ = converted_state_from_proto(msg.state, catalog, limits)
    return OddsRequest(state, action_from_proto(msg.action, limits))


@dataclass(frozen=True, slots=True)
class EncounterOddsRequest:
    """A ComputeEncounterOddsRequest in engine terms; ``to_the_end``: played to the end, with
    ``options.max_rounds`` the rounds listed."""

    state: EncounterState
    options: EncounterOptions
    to_the_end: bool


def encounter_odds_request_from_proto(
    msg: combat_service_pb2.ComputeEncounterOddsRequest, catalog: Catalog, limits: Limits
) -> EncounterOddsRequest:
    """Its sizes, then the state, then the options (as Simulate's, in the same order)."""
    check_compute_encounter_odds_request(msg, limits, deep=False)
    state, _ = converted_state_from_proto(msg.state, catalog, limits)
    return EncounterOddsRequest(state, read_options(msg, limits), msg.to_the_end)
