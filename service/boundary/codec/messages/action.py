"""The wire writers of arbiter/v1/action.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.action import Action, Attack, Move
from engine.records.arrayer import ArrayerAftermath, ArrayerEscape, ArrayerFollowUp, ArrayerNightlyRest, ArrayerRollWeaponType, ArrayerShortRest
from engine.records.state import Position
from engine.records.tiered import BreakFree, DisarmTrap, LocateStealthed, Reload, SetTrap, StealthCheck, TrapForFood
from service.boundary.codec.messages.arrayer import write_arrayer_aftermath, write_arrayer_escape, write_arrayer_follow_up, write_arrayer_nightly_rest, write_arrayer_roll_weapon_type, write_arrayer_short_rest
from service.boundary.codec.messages.state import write_position
from service.boundary.codec.messages.tiered import write_break_free, write_disarm_trap, write_locate_stealthed, write_reload, write_set_trap, write_stealth_check, write_trap_for_food
from service.boundary.codec.primitives import length, number, text, text_present

__all__ = [
    "write_action",
    "write_attack",
    "write_move",
]


def write_action(out: bytearray, value: Action) -> bytearray:
    """Append the wire form of ``value`` to ``out``, under its member's field."""
    if isinstance(value, Attack):
        length(out, 10, write_attack(bytearray(), value))
    elif isinstance(value, Move):
        length(out, 18, write_move(bytearray(), value))
    elif isinstance(value, ArrayerAftermath):
        length(out, 82, write_arrayer_aftermath(bytearray(), value))
    elif isinstance(value, ArrayerNightlyRest):
        length(out, 90, write_arrayer_nightly_rest(bytearray(), value))
    elif isinstance(value, ArrayerEscape):
        length(out, 98, write_arrayer_escape(bytearray(), value))
    elif isinstance(value, ArrayerRollWeaponType):
        length(out, 106, write_arrayer_roll_weapon_type(bytearray(), value))
    elif isinstance(value, ArrayerShortRest):
        length(out, 114, write_arrayer_short_rest(bytearray(), value))
    elif isinstance(value, Reload):
        length(out, 242, write_reload(bytearray(), value))
    elif isinstance(value, StealthCheck):
        length(out, 250, write_stealth_check(bytearray(), value))
    elif isinstance(value, SetTrap):
        length(out, 258, write_set_trap(bytearray(), value))
    elif isinstance(value, BreakFree):
        length(out, 266, write_break_free(bytearray(), value))
    elif isinstance(value, DisarmTrap):
        length(out, 274, write_disarm_trap(bytearray(), value))
    elif isinstance(value, TrapForFood):
        length(out, 282, write_trap_for_food(bytearray(), value))
    elif isinstance(value, LocateStealthed):
        length(out, 290, write_locate_stealthed(bytearray(), value))
    return out


def write_move(out: bytearray, value: Move) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.combatant_id)
    for path_item in value.path:
        length(out, 18, write_position(bytearray(), path_item))
    for porter_ids_item in value.porter_ids:
        text_present(out, 242, porter_ids_item)
    return out


def write_attack(out: bytearray, value: Attack) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.attacker_id)
    text(out, 18, value.target_id)
    text(out, 26, value.weapon_id)
    if value.critical_target is not None:
        number(out, 32, value.critical_target)
    if value.defender_critical_target is not None:
        number(out, 40, value.defender_critical_target)
    if value.defence_skill is not None:
        number(out, 48, value.defence_skill)
    number(out, 80, value.killing_blow)
    if value.mount_target is not None:
        number(out, 88, value.mount_target)
    number(out, 96, value.use_alternate)
    number(out, 104, value.entangle)
    for extra_target_ids_item in value.extra_target_ids:
        text_present(out, 114, extra_target_ids_item)
    if value.ammunition is not None:
        number(out, 120, value.ammunition)
    follow_up_value = value.follow_up
    if follow_up_value is not None:
        length(out, 130, write_arrayer_follow_up(bytearray(), follow_up_value))
    text(out, 242, value.off_hand_weapon_id)
    number(out, 248, value.thrown)
    number(out, 256, value.stealth_attack)
    target_position_value = value.target_position
    if target_position_value is not None:
        length(out, 266, write_position(bytearray(), target_position_value))
    for crew_ids_item in value.crew_ids:
        text_present(out, 274, crew_ids_item)
    text(out, 282, value.defender_off_hand_weapon_id)
    text(out, 290, value.defence_weapon_id)
    return out
