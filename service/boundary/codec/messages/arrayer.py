"""The wire writers of arbiter/v1/arrayer.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.arrayer import ArrayerAftermath, ArrayerBloodBath, ArrayerEscape, ArrayerFollowUp, ArrayerLocationBand, ArrayerMishapBand, ArrayerNightlyRest, ArrayerRollWeaponType, ArrayerShortRest, ArrayerWound, ArrayerWoundBand
from service.boundary.codec.primitives import length, number, text, text_present

__all__ = [
    "write_arrayer_aftermath",
    "write_arrayer_blood_bath",
    "write_arrayer_escape",
    "write_arrayer_follow_up",
    "write_arrayer_location_band",
    "write_arrayer_mishap_band",
    "write_arrayer_nightly_rest",
    "write_arrayer_roll_weapon_type",
    "write_arrayer_short_rest",
    "write_arrayer_wound",
    "write_arrayer_wound_band",
]


def write_arrayer_follow_up(out: bytearray, value: ArrayerFollowUp) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.decline)
    for target_ids_item in value.target_ids:
        text_present(out, 18, target_ids_item)
    return out


def write_arrayer_aftermath(out: bytearray, value: ArrayerAftermath) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for blood_baths_item in value.blood_baths:
        length(out, 10, write_arrayer_blood_bath(bytearray(), blood_baths_item))
    return out


def write_arrayer_blood_bath(out: bytearray, value: ArrayerBloodBath) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.creature_id)
    for bather_ids_item in value.bather_ids:
        text_present(out, 18, bather_ids_item)
    return out


def write_arrayer_nightly_rest(out: bytearray, value: ArrayerNightlyRest) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    return out


def write_arrayer_short_rest(out: bytearray, value: ArrayerShortRest) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    return out


def write_arrayer_escape(out: bytearray, value: ArrayerEscape) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    return out


def write_arrayer_roll_weapon_type(out: bytearray, value: ArrayerRollWeaponType) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    return out


def write_arrayer_wound(out: bytearray, value: ArrayerWound) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.severity)
    number(out, 16, value.location)
    if value.side is not None:
        number(out, 24, value.side)
    return out


def write_arrayer_wound_band(out: bytearray, value: ArrayerWoundBand) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.from_depth)
    number(out, 16, value.severity)
    return out


def write_arrayer_location_band(out: bytearray, value: ArrayerLocationBand) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.from_face)
    number(out, 16, value.location)
    number(out, 24, value.sided)
    return out


def write_arrayer_mishap_band(out: bytearray, value: ArrayerMishapBand) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.from_face)
    number(out, 16, value.result)
    number(out, 24, value.damage_dice)
    return out
