"""The wire writers of arbiter/v1/result.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.arrayer import ArrayerWound
from engine.records.result import ActionResult, ArrayerAftermathResult, ArrayerAftermathVerdict, ArrayerEscapeResult, ArrayerHealing, ArrayerKnockBack, ArrayerMishap, ArrayerMoraleCheck, ArrayerNightlyRestResult, ArrayerRestCheck, ArrayerRollWeaponTypeResult, ArrayerShortRestResult, AttackResult, BreakFreeResult, CriticalResult, DisarmTrapResult, LocateStealthedResult, MoveResult, MovedCombatant, ReloadResult, SetTrapResult, StealthCheckResult, StrikeResult, TrapCatch, TrapForFoodResult
from engine.records.state import Position
from service.boundary.codec.messages.arrayer import write_arrayer_wound
from service.boundary.codec.messages.state import write_position
from service.boundary.codec.primitives import length, number, packed, text, text_present

__all__ = [
    "write_action_result",
    "write_arrayer_aftermath_result",
    "write_arrayer_aftermath_verdict",
    "write_arrayer_escape_result",
    "write_arrayer_healing",
    "write_arrayer_knock_back",
    "write_arrayer_mishap",
    "write_arrayer_morale_check",
    "write_arrayer_nightly_rest_result",
    "write_arrayer_rest_check",
    "write_arrayer_roll_weapon_type_result",
    "write_arrayer_short_rest_result",
    "write_attack_result",
    "write_break_free_result",
    "write_critical_result",
    "write_disarm_trap_result",
    "write_locate_stealthed_result",
    "write_move_result",
    "write_moved_combatant",
    "write_reload_result",
    "write_set_trap_result",
    "write_stealth_check_result",
    "write_strike_result",
    "write_trap_catch",
    "write_trap_for_food_result",
]


def write_action_result(out: bytearray, value: ActionResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``, under its member's field."""
    if isinstance(value, AttackResult):
        length(out, 10, write_attack_result(bytearray(), value))
    elif isinstance(value, MoveResult):
        length(out, 18, write_move_result(bytearray(), value))
    elif isinstance(value, ArrayerAftermathResult):
        length(out, 82, write_arrayer_aftermath_result(bytearray(), value))
    elif isinstance(value, ArrayerNightlyRestResult):
        length(out, 90, write_arrayer_nightly_rest_result(bytearray(), value))
    elif isinstance(value, ArrayerShortRestResult):
        length(out, 114, write_arrayer_short_rest_result(bytearray(), value))
    elif isinstance(value, ArrayerEscapeResult):
        length(out, 98, write_arrayer_escape_result(bytearray(), value))
    elif isinstance(value, ArrayerRollWeaponTypeResult):
        length(out, 106, write_arrayer_roll_weapon_type_result(bytearray(), value))
    elif isinstance(value, ReloadResult):
        length(out, 242, write_reload_result(bytearray(), value))
    elif isinstance(value, StealthCheckResult):
        length(out, 250, write_stealth_check_result(bytearray(), value))
    elif isinstance(value, SetTrapResult):
        length(out, 258, write_set_trap_result(bytearray(), value))
    elif isinstance(value, BreakFreeResult):
        length(out, 266, write_break_free_result(bytearray(), value))
    elif isinstance(value, DisarmTrapResult):
        length(out, 274, write_disarm_trap_result(bytearray(), value))
    elif isinstance(value, TrapForFoodResult):
        length(out, 282, write_trap_for_food_result(bytearray(), value))
    elif isinstance(value, LocateStealthedResult):
        length(out, 290, write_locate_stealthed_result(bytearray(), value))
    return out


def write_attack_result(out: bytearray, value: AttackResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for strikes_item in value.strikes:
        length(out, 10, write_strike_result(bytearray(), strikes_item))
    mishap_value = value.mishap
    if mishap_value is not None:
        length(out, 82, write_arrayer_mishap(bytearray(), mishap_value))
    number(out, 88, value.weapon_broken)
    for criticals_item in value.criticals:
        length(out, 242, write_critical_result(bytearray(), criticals_item))
    return out


def write_strike_result(out: bytearray, value: StrikeResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.kind)
    text(out, 18, value.attacker_id)
    text(out, 26, value.target_id)
    text(out, 34, value.weapon_id)
    number(out, 40, value.outcome)
    number(out, 48, value.damage)
    number(out, 56, value.hp_before)
    number(out, 64, value.hp_after)
    number(out, 72, value.downed)
    number(out, 80, value.killed)
    knock_back_value = value.knock_back
    if knock_back_value is not None:
        length(out, 90, write_arrayer_knock_back(bytearray(), knock_back_value))
    number(out, 96, value.mount)
    number(out, 104, value.dodged)
    target_position_value = value.target_position
    if target_position_value is not None:
        length(out, 242, write_position(bytearray(), target_position_value))
    packed(out, 402, value.conditions)
    return out


def write_arrayer_knock_back(out: bytearray, value: ArrayerKnockBack) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.saved)
    number(out, 16, value.distance)
    number(out, 24, value.squares)
    position_value = value.position
    if position_value is not None:
        length(out, 34, write_position(bytearray(), position_value))
    return out


def write_arrayer_mishap(out: bytearray, value: ArrayerMishap) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.result)
    number(out, 16, value.damage)
    number(out, 24, value.hp_before)
    number(out, 32, value.hp_after)
    return out


def write_critical_result(out: bytearray, value: CriticalResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.roller_id)
    text(out, 18, value.combatant_id)
    number(out, 24, value.fumble)
    if value.degraded is not None:
        number(out, 32, value.degraded)
    number(out, 40, value.tier_before)
    number(out, 48, value.tier_after)
    number(out, 56, value.damage)
    number(out, 64, value.hp_before)
    number(out, 72, value.hp_after)
    return out


def write_move_result(out: bytearray, value: MoveResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    position_value = value.position
    if position_value is not None:
        length(out, 10, write_position(bytearray(), position_value))
    number(out, 16, value.squares)
    number(out, 24, value.stop)
    text(out, 34, value.stopped_by_id)
    trap_catch_value = value.trap_catch
    if trap_catch_value is not None:
        length(out, 242, write_trap_catch(bytearray(), trap_catch_value))
    for porters_item in value.porters:
        length(out, 250, write_moved_combatant(bytearray(), porters_item))
    return out


def write_trap_catch(out: bytearray, value: TrapCatch) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.trap_id)
    text(out, 18, value.combatant_id)
    number(out, 24, value.damage)
    number(out, 32, value.hp_before)
    number(out, 40, value.hp_after)
    number(out, 48, value.immobilised_rounds)
    return out


def write_moved_combatant(out: bytearray, value: MovedCombatant) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    position_value = value.position
    if position_value is not None:
        length(out, 18, write_position(bytearray(), position_value))
    number(out, 24, value.squares)
    return out


def write_arrayer_aftermath_result(out: bytearray, value: ArrayerAftermathResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for verdicts_item in value.verdicts:
        length(out, 10, write_arrayer_aftermath_verdict(bytearray(), verdicts_item))
    for blood_baths_item in value.blood_baths:
        length(out, 18, write_arrayer_healing(bytearray(), blood_baths_item))
    return out


def write_arrayer_aftermath_verdict(out: bytearray, value: ArrayerAftermathVerdict) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.outcome)
    number(out, 24, value.hp)
    wound_value = value.wound
    if wound_value is not None:
        length(out, 34, write_arrayer_wound(bytearray(), wound_value))
    return out


def write_arrayer_healing(out: bytearray, value: ArrayerHealing) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.hp_before)
    number(out, 24, value.hp_after)
    return out


def write_arrayer_nightly_rest_result(out: bytearray, value: ArrayerNightlyRestResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for combatants_item in value.combatants:
        length(out, 10, write_arrayer_rest_check(bytearray(), combatants_item))
    return out


def write_arrayer_rest_check(out: bytearray, value: ArrayerRestCheck) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    number(out, 16, value.death_check)
    number(out, 24, value.died)
    number(out, 32, value.hp_before)
    number(out, 40, value.hp_after)
    return out


def write_arrayer_short_rest_result(out: bytearray, value: ArrayerShortRestResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for recovered_item in value.recovered:
        length(out, 10, write_arrayer_healing(bytearray(), recovered_item))
    return out


def write_arrayer_escape_result(out: bytearray, value: ArrayerEscapeResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.freed)
    return out


def write_arrayer_roll_weapon_type_result(out: bytearray, value: ArrayerRollWeaponTypeResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.weapon_type)
    number(out, 16, value.improvements)
    return out


def write_reload_result(out: bytearray, value: ReloadResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.weapon_id)
    number(out, 16, value.reload_actions_needed)
    return out


def write_stealth_check_result(out: bytearray, value: StealthCheckResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.stealthed)
    for flagged_ids_item in value.flagged_ids:
        text_present(out, 18, flagged_ids_item)
    return out


def write_set_trap_result(out: bytearray, value: SetTrapResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.trap_id)
    number(out, 16, value.setup_steps_left)
    number(out, 24, value.armed)
    number(out, 32, value.difficulty)
    return out


def write_break_free_result(out: bytearray, value: BreakFreeResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.freed)
    return out


def write_disarm_trap_result(out: bytearray, value: DisarmTrapResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.trap_id)
    number(out, 16, value.removed)
    return out


def write_trap_for_food_result(out: bytearray, value: TrapForFoodResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.success)
    number(out, 16, value.food)
    number(out, 24, value.feathers)
    number(out, 32, value.cloth)
    number(out, 40, value.difficulty)
    number(out, 48, value.successful_days)
    number(out, 56, value.next_difficulty)
    return out


def write_locate_stealthed_result(out: bytearray, value: LocateStealthedResult) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.found)
    return out


def write_arrayer_morale_check(out: bytearray, value: ArrayerMoraleCheck) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.side_id)
    number(out, 16, value.trigger)
    number(out, 24, value.target)
    number(out, 32, value.roll)
    number(out, 40, value.held)
    return out
