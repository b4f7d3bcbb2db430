"""ComputeOdds and ComputeEncounterOdds between ``arbiter.v1`` and the engine (engine/odds.py,
engine/encounter_odds.py): the request in, the exact distribution out (written as wire bytes by
service.wire, with the records' generated writers: a Rational is service.codec.primitives'
``rational``)."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.v1 import combat_service_pb2
from engine.actions import Action
from engine.catalog import Catalog
from engine.options import EncounterOptions
from engine.state import EncounterState
from service.convert import action_from_proto, encounter_options_from_proto, state_from_proto
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
    """The state and the action, checked in that order (as ResolveAction's)."""
    return OddsRequest(
        state_from_proto(msg.state, catalog, limits), action_from_proto(msg.action, limits)
    )


@dataclass(frozen=True, slots=True)
class EncounterOddsRequest:
    """A ComputeEncounterOddsRequest in engine terms."""

    state: EncounterState
    options: EncounterOptions


def encounter_odds_request_from_proto(
    msg: combat_service_pb2.ComputeEncounterOddsRequest, catalog: Catalog, limits: Limits
) -> EncounterOddsRequest:
    """The state, then the options (as Simulate's, in the same order)."""
    return EncounterOddsRequest(
        state_from_proto(msg.state, catalog, limits), encounter_options_from_proto(msg, limits)
    )
