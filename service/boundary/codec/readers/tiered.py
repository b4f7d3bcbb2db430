"""The readers of arbiter/v1/tiered.proto's records, generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from engine.records.state import Position
from engine.records.tiered import BreakFree, DisarmTrap, LocateStealthed, Reload, SetTrap, StealthCheck, TieredStat, TrapForFood, TrapTools
from service.boundary.codec.readers.state import read_position
from service.boundary.codec.reading import enum_or_none, enum_required, members, nested

__all__ = [
    "read_break_free",
    "read_disarm_trap",
    "read_locate_stealthed",
    "read_reload",
    "read_set_trap",
    "read_stealth_check",
    "read_trap_for_food",
]

_TIERED_STAT = members(TieredStat)
_TRAP_TOOLS = members(TrapTools)


def read_reload(msg: Any) -> Reload:
    """The record of an arbiter.v1.Reload ``msg``."""
    return Reload(combatant_id=msg.combatant_id, weapon_id=msg.weapon_id)


def read_stealth_check(msg: Any) -> StealthCheck:
    """The record of an arbiter.v1.StealthCheck ``msg``."""
    return StealthCheck(
        combatant_id=msg.combatant_id,
        target_ids=tuple(msg.target_ids),
        group_defence=msg.group_defence,
        obscured_from_ids=tuple(msg.obscured_from_ids),
    )


def read_set_trap(msg: Any) -> SetTrap:
    """The record of an arbiter.v1.SetTrap ``msg``."""
    position_value: Position | None = None
    if msg.HasField("position"):
        try:
            position_value = read_position(msg.position)
        except ArbiterError as err:
            nested(err, "position")
            raise
    tools_value = enum_or_none(_TRAP_TOOLS, msg.tools, "TrapTools", "tools")
    return SetTrap(
        combatant_id=msg.combatant_id,
        trap_id=msg.trap_id,
        position=position_value,
        basic_tools=msg.basic_tools,
        no_damage=msg.no_damage,
        out_of_combat=msg.out_of_combat,
        tools=tools_value,
    )


def read_break_free(msg: Any) -> BreakFree:
    """The record of an arbiter.v1.BreakFree ``msg``."""
    stat_value = enum_required(_TIERED_STAT, msg.stat, "TieredStat", "stat")
    return BreakFree(combatant_id=msg.combatant_id, stat=stat_value)


def read_disarm_trap(msg: Any) -> DisarmTrap:
    """The record of an arbiter.v1.DisarmTrap ``msg``."""
    return DisarmTrap(combatant_id=msg.combatant_id, trap_id=msg.trap_id)


def read_trap_for_food(msg: Any) -> TrapForFood:
    """The record of an arbiter.v1.TrapForFood ``msg``."""
    tools_value = enum_or_none(_TRAP_TOOLS, msg.tools, "TrapTools", "tools")
    return TrapForFood(
        combatant_id=msg.combatant_id,
        on_road=msg.on_road,
        zones_away=msg.zones_away,
        successful_days=msg.successful_days,
        months_elapsed=msg.months_elapsed,
        basic_tools=msg.basic_tools,
        tools=tools_value,
    )


def read_locate_stealthed(msg: Any) -> LocateStealthed:
    """The record of an arbiter.v1.LocateStealthed ``msg``."""
    return LocateStealthed(combatant_id=msg.combatant_id, target_id=msg.target_id)
