"""The readers of arbiter/v1/arrayer.proto's records, generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from engine.records.arrayer import ArrayerAftermath, ArrayerBloodBath, ArrayerBodySide, ArrayerEscape, ArrayerFollowUp, ArrayerHitLocation, ArrayerLocationBand, ArrayerMishapBand, ArrayerMishapResult, ArrayerNightlyRest, ArrayerRollWeaponType, ArrayerShortRest, ArrayerWound, ArrayerWoundBand, ArrayerWoundSeverity
from service.boundary.codec.reading import enum_or_none, enum_required, members, nested

__all__ = [
    "read_arrayer_aftermath",
    "read_arrayer_blood_bath",
    "read_arrayer_escape",
    "read_arrayer_follow_up",
    "read_arrayer_location_band",
    "read_arrayer_mishap_band",
    "read_arrayer_nightly_rest",
    "read_arrayer_roll_weapon_type",
    "read_arrayer_short_rest",
    "read_arrayer_wound",
    "read_arrayer_wound_band",
]

_ARRAYER_BODY_SIDE = members(ArrayerBodySide)
_ARRAYER_HIT_LOCATION = members(ArrayerHitLocation)
_ARRAYER_MISHAP_RESULT = members(ArrayerMishapResult)
_ARRAYER_WOUND_SEVERITY = members(ArrayerWoundSeverity)


def read_arrayer_follow_up(msg: Any) -> ArrayerFollowUp:
    """The record of an arbiter.v1.ArrayerFollowUp ``msg``."""
    return ArrayerFollowUp(decline=msg.decline, target_ids=tuple(msg.target_ids))


def read_arrayer_aftermath(msg: Any) -> ArrayerAftermath:
    """The record of an arbiter.v1.ArrayerAftermath ``msg``."""
    blood_baths_value: list[ArrayerBloodBath] = []
    for i, item in enumerate(msg.blood_baths):
        try:
            blood_baths_value.append(read_arrayer_blood_bath(item))
        except ArbiterError as err:
            nested(err, f"blood_baths[{i}]")
            raise
    return ArrayerAftermath(blood_baths=tuple(blood_baths_value))


def read_arrayer_blood_bath(msg: Any) -> ArrayerBloodBath:
    """The record of an arbiter.v1.ArrayerBloodBath ``msg``."""
    return ArrayerBloodBath(creature_id=msg.creature_id, bather_ids=tuple(msg.bather_ids))


def read_arrayer_nightly_rest(msg: Any) -> ArrayerNightlyRest:
    """The record of an arbiter.v1.ArrayerNightlyRest ``msg``."""
    return ArrayerNightlyRest()


def read_arrayer_short_rest(msg: Any) -> ArrayerShortRest:
    """The record of an arbiter.v1.ArrayerShortRest ``msg``."""
    return ArrayerShortRest()


def read_arrayer_escape(msg: Any) -> ArrayerEscape:
    """The record of an arbiter.v1.ArrayerEscape ``msg``."""
    return ArrayerEscape(combatant_id=msg.combatant_id)


def read_arrayer_roll_weapon_type(msg: Any) -> ArrayerRollWeaponType:
    """The record of an arbiter.v1.ArrayerRollWeaponType ``msg``."""
    return ArrayerRollWeaponType(combatant_id=msg.combatant_id)


def read_arrayer_wound(msg: Any) -> ArrayerWound:
    """The record of an arbiter.v1.ArrayerWound ``msg``."""
    severity_value = enum_required(_ARRAYER_WOUND_SEVERITY, msg.severity, "ArrayerWoundSeverity", "severity")
    location_value = enum_required(_ARRAYER_HIT_LOCATION, msg.location, "ArrayerHitLocation", "location")
    side_value = enum_or_none(_ARRAYER_BODY_SIDE, msg.side, "ArrayerBodySide", "side")
    return ArrayerWound(severity=severity_value, location=location_value, side=side_value)


def read_arrayer_wound_band(msg: Any) -> ArrayerWoundBand:
    """The record of an arbiter.v1.ArrayerWoundBand ``msg``."""
    severity_value = enum_required(_ARRAYER_WOUND_SEVERITY, msg.severity, "ArrayerWoundSeverity", "severity")
    return ArrayerWoundBand(from_depth=msg.from_depth, severity=severity_value)


def read_arrayer_location_band(msg: Any) -> ArrayerLocationBand:
    """The record of an arbiter.v1.ArrayerLocationBand ``msg``."""
    location_value = enum_required(_ARRAYER_HIT_LOCATION, msg.location, "ArrayerHitLocation", "location")
    return ArrayerLocationBand(from_face=msg.from_face, location=location_value, sided=msg.sided)


def read_arrayer_mishap_band(msg: Any) -> ArrayerMishapBand:
    """The record of an arbiter.v1.ArrayerMishapBand ``msg``."""
    result_value = enum_required(_ARRAYER_MISHAP_RESULT, msg.result, "ArrayerMishapResult", "result")
    return ArrayerMishapBand(
        from_face=msg.from_face,
        result=result_value,
        damage_dice=msg.damage_dice,
    )
