"""The wire writers of arbiter/v1/combat_service.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.action import Action
from engine.records.combat_service import CombatantOdds, ContestOdds, CriticalOdds, DamageProbability, EndReasonProbability, OutcomeProbability, RoundsProbability, ScriptedAction, SideOdds, TargetOdds
from service.boundary.codec.messages.action import write_action
from service.boundary.codec.primitives import length, number, rational, text

__all__ = [
    "write_combatant_odds",
    "write_contest_odds",
    "write_critical_odds",
    "write_damage_probability",
    "write_end_reason_probability",
    "write_outcome_probability",
    "write_rounds_probability",
    "write_scripted_action",
    "write_side_odds",
    "write_target_odds",
]


def write_scripted_action(out: bytearray, value: ScriptedAction) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.round)
    length(out, 18, write_action(bytearray(), value.action))
    return out


def write_damage_probability(out: bytearray, value: DamageProbability) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.damage)
    rational(out, 18, value.probability)
    return out


def write_outcome_probability(out: bytearray, value: OutcomeProbability) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.outcome)
    rational(out, 18, value.probability)
    return out


def write_target_odds(out: bytearray, value: TargetOdds) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    for damage_item in value.damage:
        length(out, 18, write_damage_probability(bytearray(), damage_item))
    rational(out, 26, value.mean_damage)
    return out


def write_critical_odds(out: bytearray, value: CriticalOdds) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    if value.degraded is not None:
        number(out, 16, value.degraded)
    number(out, 24, value.damage)
    rational(out, 34, value.probability)
    return out


def write_contest_odds(out: bytearray, value: ContestOdds) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    rational(out, 10, value.attacker_wins)
    rational(out, 18, value.defender_wins)
    rational(out, 26, value.tie)
    for counter_damage_item in value.counter_damage:
        length(out, 34, write_damage_probability(bytearray(), counter_damage_item))
    rational(out, 42, value.counter_mean_damage)
    return out


def write_side_odds(out: bytearray, value: SideOdds) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.side_id)
    rational(out, 18, value.win)
    return out


def write_end_reason_probability(out: bytearray, value: EndReasonProbability) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.end_reason)
    rational(out, 18, value.probability)
    return out


def write_rounds_probability(out: bytearray, value: RoundsProbability) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.rounds)
    rational(out, 18, value.probability)
    return out


def write_combatant_odds(out: bytearray, value: CombatantOdds) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    rational(out, 18, value.survival)
    for hp_lost_item in value.hp_lost:
        length(out, 26, write_damage_probability(bytearray(), hp_lost_item))
    rational(out, 34, value.mean_hp_lost)
    rational(out, 42, value.mean_damage_dealt)
    rational(out, 50, value.mean_damage_taken)
    return out
