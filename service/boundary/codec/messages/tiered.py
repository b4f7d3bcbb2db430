"""The wire writers of arbiter/v1/tiered.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.state import Position
from engine.records.tiered import BreakFree, DisarmTrap, LocateStealthed, Reload, SetTrap, StealthCheck, TrapForFood
from service.boundary.codec.messages.state import write_position
from service.boundary.codec.primitives import length, number, text, text_present

__all__ = [
    "write_break_free",
    "write_disarm_trap",
    "write_locate_stealthed",
    "write_reload",
    "write_set_trap",
    "write_stealth_check",
    "write_trap_for_food",
]


def write_reload(out: bytearray, value: Reload) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    text(out, 18, value.weapon_id)
    return out


def write_stealth_check(out: bytearray, value: StealthCheck) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    for target_ids_item in value.target_ids:
        text_present(out, 18, target_ids_item)
    number(out, 24, value.group_defence)
    for obscured_from_ids_item in value.obscured_from_ids:
        text_present(out, 34, obscured_from_ids_item)
    return out


def write_set_trap(out: bytearray, value: SetTrap) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    text(out, 18, value.trap_id)
    position_value = value.position
    if position_value is not None:
        length(out, 26, write_position(bytearray(), position_value))
    number(out, 32, value.basic_tools)
    number(out, 40, value.no_damage)
    number(out, 48, value.out_of_combat)
    if value.tools is not None:
        number(out, 56, value.tools)
    return out


def write_break_free(out: bytearray, value: BreakFree) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.stat)
    return out


def write_disarm_trap(out: bytearray, value: DisarmTrap) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    text(out, 18, value.trap_id)
    return out


def write_trap_for_food(out: bytearray, value: TrapForFood) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.on_road)
    number(out, 24, value.zones_away)
    number(out, 32, value.successful_days)
    number(out, 40, value.months_elapsed)
    number(out, 48, value.basic_tools)
    if value.tools is not None:
        number(out, 56, value.tools)
    return out


def write_locate_stealthed(out: bytearray, value: LocateStealthed) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    text(out, 18, value.target_id)
    return out
