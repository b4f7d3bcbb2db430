"""The wire writers of arbiter/v1/trace.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.dice import DieRoll
from engine.records.state import Position
from engine.records.trace import ConditionChange, HpChange, Term, Total, TraceEvent
from service.boundary.codec.messages.dice import write_die_roll
from service.boundary.codec.messages.state import write_position
from service.boundary.codec.primitives import length, number, text, text_present

__all__ = [
    "write_condition_change",
    "write_hp_change",
    "write_term",
    "write_total",
    "write_trace_event",
]


def write_trace_event(out: bytearray, value: TraceEvent) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.kind)
    number(out, 16, value.round)
    text(out, 26, value.actor_id)
    text(out, 34, value.target_id)
    text(out, 42, value.weapon_id)
    for dice_item in value.dice:
        length(out, 50, write_die_roll(bytearray(), dice_item))
    for totals_item in value.totals:
        length(out, 58, write_total(bytearray(), totals_item))
    if value.outcome is not None:
        number(out, 64, value.outcome)
    for hp_changes_item in value.hp_changes:
        length(out, 74, write_hp_change(bytearray(), hp_changes_item))
    for condition_changes_item in value.condition_changes:
        length(out, 82, write_condition_change(bytearray(), condition_changes_item))
    for rulings_item in value.rulings:
        text_present(out, 90, rulings_item)
    text(out, 98, value.summary)
    text(out, 106, value.side_id)
    for path_item in value.path:
        length(out, 114, write_position(bytearray(), path_item))
    return out


def write_total(out: bytearray, value: Total) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.name)
    number(out, 16, value.value)
    for terms_item in value.terms:
        length(out, 26, write_term(bytearray(), terms_item))
    return out


def write_term(out: bytearray, value: Term) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.name)
    number(out, 16, value.value)
    return out


def write_hp_change(out: bytearray, value: HpChange) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.before)
    number(out, 24, value.after)
    return out


def write_condition_change(out: bytearray, value: ConditionChange) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.condition)
    number(out, 24, value.active)
    return out
