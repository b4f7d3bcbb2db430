"""ComputeOdds between ``arbiter.v1`` and the engine (engine/odds.py): the request's state and
action in, the exact distribution out. Probabilities (and means) are ``Rational`` messages: the
fraction in lowest terms, and its value as a double."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from google.protobuf.internal.containers import RepeatedCompositeFieldContainer

from arbiter.v1 import combat_service_pb2
from engine.actions import Action
from engine.catalog import Catalog
from engine.odds import AttackOdds, DamageProbability
from engine.state import EncounterState
from service.convert import action_from_proto, state_from_proto
from service.limits import Limits

__all__ = ["OddsRequest", "odds_request_from_proto", "odds_response_into"]


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


def _rational_into(msg: combat_service_pb2.Rational, value: Fraction) -> None:
    msg.numerator = value.numerator
    msg.denominator = value.denominator
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
