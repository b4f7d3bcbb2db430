"""The readers of arbiter/v1/action.proto's records, generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from engine.records.action import Action, Attack, CriticalTarget, Move
from engine.records.arrayer import ArrayerFollowUp, ArrayerMountTarget
from engine.records.state import Position, TieredSkill
from engine.records.weapon import AmmunitionKind
from service.boundary.codec.readers.arrayer import read_arrayer_aftermath, read_arrayer_escape, read_arrayer_follow_up, read_arrayer_nightly_rest, read_arrayer_roll_weapon_type, read_arrayer_short_rest
from service.boundary.codec.readers.state import read_position
from service.boundary.codec.readers.tiered import read_break_free, read_disarm_trap, read_locate_stealthed, read_reload, read_set_trap, read_stealth_check, read_trap_for_food
from service.boundary.codec.reading import enum_or_none, members, nested

__all__ = [
    "read_action",
    "read_attack",
    "read_move",
]

_AMMUNITION_KIND = members(AmmunitionKind)
_ARRAYER_MOUNT_TARGET = members(ArrayerMountTarget)
_CRITICAL_TARGET = members(CriticalTarget)
_TIERED_SKILL = members(TieredSkill)
_ARRAYER_FOLLOW_UP_DEFAULT = ArrayerFollowUp()


def read_action(msg: Any) -> Action | None:
    """The member an arbiter.v1.Action ``msg`` sets, as its record; or None."""
    kind = msg.WhichOneof("kind")
    try:
        if kind == "attack":
            return read_attack(msg.attack)
        elif kind == "move":
            return read_move(msg.move)
        elif kind == "aftermath":
            return read_arrayer_aftermath(msg.aftermath)
        elif kind == "nightly_rest":
            return read_arrayer_nightly_rest(msg.nightly_rest)
        elif kind == "escape":
            return read_arrayer_escape(msg.escape)
        elif kind == "roll_weapon_type":
            return read_arrayer_roll_weapon_type(msg.roll_weapon_type)
        elif kind == "short_rest":
            return read_arrayer_short_rest(msg.short_rest)
        elif kind == "reload":
            return read_reload(msg.reload)
        elif kind == "stealth_check":
            return read_stealth_check(msg.stealth_check)
        elif kind == "set_trap":
            return read_set_trap(msg.set_trap)
        elif kind == "break_free":
            return read_break_free(msg.break_free)
        elif kind == "disarm_trap":
            return read_disarm_trap(msg.disarm_trap)
        elif kind == "trap_for_food":
            return read_trap_for_food(msg.trap_for_food)
        elif kind == "locate_stealthed":
            return read_locate_stealthed(msg.locate_stealthed)
    except ArbiterError as err:
        nested(err, kind)
        raise
    return None


def read_move(msg: Any) -> Move:
    """The record of an arbiter.v1.Move ``msg``."""
    path_value: list[Position] = []
    for i, item in enumerate(msg.path):
        try:
            path_value.append(read_position(item))
        except ArbiterError as err:
            nested(err, f"path[{i}]")
            raise
    return Move(
        combatant_id=msg.combatant_id,
        path=tuple(path_value),
        porter_ids=tuple(msg.porter_ids),
    )


def read_attack(msg: Any) -> Attack:
    """The record of an arbiter.v1.Attack ``msg``."""
    critical_target_value = enum_or_none(_CRITICAL_TARGET, msg.critical_target, "CriticalTarget", "critical_target")
    defender_critical_target_value = enum_or_none(_CRITICAL_TARGET, msg.defender_critical_target, "CriticalTarget", "defender_critical_target")
    defence_skill_value = enum_or_none(_TIERED_SKILL, msg.defence_skill, "TieredSkill", "defence_skill")
    mount_target_value = enum_or_none(_ARRAYER_MOUNT_TARGET, msg.mount_target, "ArrayerMountTarget", "mount_target")
    ammunition_value = enum_or_none(_AMMUNITION_KIND, msg.ammunition, "AmmunitionKind", "ammunition")
    follow_up_value: ArrayerFollowUp | None = None
    if msg.HasField("follow_up"):
        try:
            follow_up_value = read_arrayer_follow_up(msg.follow_up)
        except ArbiterError as err:
            nested(err, "follow_up")
            raise
    if follow_up_value == _ARRAYER_FOLLOW_UP_DEFAULT:
        follow_up_value = None
    target_position_value: Position | None = None
    if msg.HasField("target_position"):
        try:
            target_position_value = read_position(msg.target_position)
        except ArbiterError as err:
            nested(err, "target_position")
            raise
    return Attack(
        attacker_id=msg.attacker_id,
        target_id=msg.target_id,
        weapon_id=msg.weapon_id,
        critical_target=critical_target_value,
        defender_critical_target=defender_critical_target_value,
        defence_skill=defence_skill_value,
        killing_blow=msg.killing_blow,
        mount_target=mount_target_value,
        use_alternate=msg.use_alternate,
        entangle=msg.entangle,
        extra_target_ids=tuple(msg.extra_target_ids),
        ammunition=ammunition_value,
        follow_up=follow_up_value,
        off_hand_weapon_id=msg.off_hand_weapon_id,
        thrown=msg.thrown,
        stealth_attack=msg.stealth_attack,
        target_position=target_position_value,
        crew_ids=tuple(msg.crew_ids),
        defender_off_hand_weapon_id=msg.defender_off_hand_weapon_id,
        defence_weapon_id=msg.defence_weapon_id,
    )
