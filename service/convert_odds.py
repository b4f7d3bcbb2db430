"""ComputeOdds and ComputeEncounterOdds between ``arbiter.v1`` and the engine (engine/odds.py,
engine/encounter_odds.py): the request in, the exact distribution out. Probabilities (and means)
are ``Rational`` messages: the fraction in lowest terms, and its value as a double; a fraction
too large for 64 bits (an encounter's, over many rounds) as its value only."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from google.protobuf.internal.containers import RepeatedCompositeFieldContainer

from arbiter.v1 import combat_service_pb2
from engine.actions import Action
from engine.catalog import Catalog
from engine.encounter_odds import EncounterOdds
from engine.odds import AttackOdds, DamageProbability
from engine.options import EncounterOptions
from engine.state import EncounterState
from service.convert import action_from_proto, encounter_options_from_proto, state_from_proto
from service.limits import Limits

__all__ = [
    "EncounterOddsRequest",
    "OddsRequest",
    "encounter_odds_request_from_proto",
    "encounter_odds_to_proto",
    "odds_request_from_proto",
    "odds_response_into",
]

#: The largest numerator or denominator a Rational carries exactly (uint64).
_UINT64_MAX = 2**64 - 1


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


def _rational_into(msg: combat_service_pb2.Rational, value: Fraction) -> None:
    if value.numerator <= _UINT64_MAX and value.denominator <= _UINT64_MAX:
        msg.numerator = value.numerator
        msg.denominator = value.denominator
    # float() of a Fraction is correctly rounded, however large its terms.
    msg.value = float(value)


def _damage_into(
    into: RepeatedCompositeFieldContainer[combat_service_pb2.DamageProbability],
    points: tuple[DamageProbability, ...],
) -> None:
    for point in points:
        _rational_into(into.add(damage=point.damage).probability, point.probability)


def odds_response_into(odds: AttackOdds, into: combat_service_pb2.ComputeOddsResponse) -> None:
    """Fill ``into`` with ``odds``: ``misfire`` and ``mishap`` for ARRAYER, ``contest`` for
    `tiered` (each ruleset's fields only, as elsewhere in the API)."""
    _rational_into(into.hit, odds.hit)
    _rational_into(into.miss, odds.miss)
    _damage_into(into.damage, odds.damage)
    _rational_into(into.mean_damage, odds.mean_damage)
    for outcome in odds.outcomes:
        _rational_into(into.outcomes.add(outcome=outcome.outcome).probability, outcome.probability)
    into.branches = odds.branches
    into.dice_rolled = odds.dice_rolled
    _damage_into(into.self_damage, odds.self_damage)
    _rational_into(into.self_mean_damage, odds.self_mean_damage)
    contest = odds.contest
    if contest is None:  # ARRAYER: its fields only
        _rational_into(into.misfire, odds.misfire)
        _rational_into(into.mishap, odds.mishap)
        for further in odds.further_targets:
            target = into.further_targets.add(combatant_id=further.combatant_id)
            _damage_into(target.damage, further.damage)
            _rational_into(target.mean_damage, further.mean_damage)
    else:
        _rational_into(into.contest.attacker_wins, contest.attacker_wins)
        _rational_into(into.contest.defender_wins, contest.defender_wins)
        _rational_into(into.contest.tie, contest.tie)
        _damage_into(into.contest.counter_damage, contest.counter_damage)
        _rational_into(into.contest.counter_mean_damage, contest.counter_mean_damage)
        for critical in odds.criticals:
            entry = into.criticals.add(
                combatant_id=critical.combatant_id,
                degraded=critical.degraded or 0,  # the engine's values are the proto's
                damage=critical.damage,
            )
            _rational_into(entry.probability, critical.probability)


def encounter_odds_to_proto(odds: EncounterOdds) -> combat_service_pb2.ComputeEncounterOddsResponse:
    """``odds`` as the response: sides, ends and rounds as the engine orders them."""
    response = combat_service_pb2.ComputeEncounterOddsResponse(
        positions=odds.positions, branches=odds.branches
    )
    for side in odds.sides:
        _rational_into(response.sides.add(side_id=side.side_id).win, side.win)
    _rational_into(response.draw, odds.draw)
    for reason in odds.end_reasons:
        entry = response.end_reasons.add(
            end_reason=combat_service_pb2.EndReason.ValueType(reason.end_reason)
        )
        _rational_into(entry.probability, reason.probability)
    for rounds in odds.rounds:
        _rational_into(response.rounds.add(rounds=rounds.rounds).probability, rounds.probability)
    _rational_into(response.mean_rounds, odds.mean_rounds)
    for combatant in odds.combatants:
        end = response.combatants.add(combatant_id=combatant.combatant_id)
        _rational_into(end.survival, combatant.survival)
        _damage_into(end.hp_lost, combatant.hp_lost)
        _rational_into(end.mean_hp_lost, combatant.mean_hp_lost)
        _rational_into(end.mean_damage_dealt, combatant.mean_damage_dealt)
        _rational_into(end.mean_damage_taken, combatant.mean_damage_taken)
    return response
