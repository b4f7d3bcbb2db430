"""The `tiered` part of the service boundary: its actions, attack options, traps, rule overrides
and combatant fields, proto to engine and back. Hooked into service/convert.py."""

from __future__ import annotations

from typing import Any

from arbiter.v1 import action_pb2, state_pb2, tiered_pb2
from engine.actions import Action
from engine.errors import InvalidRequestError, LimitExceededError
from engine.state import Position, TieredRules, Trap
from engine.tiered.actions import (
    BreakFree,
    DisarmTrap,
    LocateStealthed,
    Reload,
    SetTrap,
    StealthCheck,
    TieredStat,
    TrapForFood,
    TrapTools,
)
from engine.tiered.tables import tiered_tables
from service.limits import Limits
from service.proto_values import non_negative, optional_enum

__all__ = [
    "ACTION_KINDS",
    "attack_options_from_proto",
    "porter_ids_from_proto",
    "tables_into",
    "tiered_action_from_proto",
    "tiered_rules_fields_from_proto",
    "tiered_rules_into",
    "trap_from_proto",
    "trap_into",
]

#: The Action oneof kinds only `tiered` encounters take.
ACTION_KINDS = frozenset(
    {
        "reload",
        "stealth_check",
        "locate_stealthed",
        "set_trap",
        "break_free",
        "disarm_trap",
        "trap_for_food",
    }
)

#: TieredRules fields of the `tiered` ranges and radii (the first three fields are read in
#: service/convert.py).
_RULES_FIELDS = (
    "thrown_range",
    "ranged_max_range",
    "stealth_range",
    "trap_trigger_radius",
    "porter_reach",
)


def _position(msg: state_pb2.Position) -> Position:
    return Position(msg.x, msg.y)


def _check_ids(ids: Any, limits: Limits, field: str) -> tuple[str, ...]:
    if len(ids) > limits.max_combatants:
        raise LimitExceededError(
            f"{len(ids)} entries exceed this server's limit of {limits.max_combatants} "
            "(max_combatants)",
            reason="LIMIT_EXCEEDED",
            field=field,
        )
    return tuple(ids)


def attack_options_from_proto(msg: action_pb2.Attack, limits: Limits, field: str) -> dict[str, Any]:
    """The `tiered`-only Attack options (fields 30-49) as engine Attack keyword arguments."""
    return {
        "off_hand_weapon_id": msg.off_hand_weapon_id,
        "thrown": msg.thrown,
        "stealth_attack": msg.stealth_attack,
        "target_position": (
            _position(msg.target_position) if msg.HasField("target_position") else None
        ),
        "crew_ids": _check_ids(msg.crew_ids, limits, f"{field}.crew_ids"),
        "defender_off_hand_weapon_id": msg.defender_off_hand_weapon_id,
        "defence_weapon_id": msg.defence_weapon_id,
    }


def porter_ids_from_proto(msg: action_pb2.Move, limits: Limits, field: str) -> tuple[str, ...]:
    """The `tiered`-only Move field (30-49): who carries the mover's siege weapons (T8)."""
    return _check_ids(msg.porter_ids, limits, f"{field}.porter_ids")


def tiered_action_from_proto(
    msg: action_pb2.Action, kind: str, limits: Limits, field: str
) -> Action:
    """A `tiered`-only action; ``kind`` is the set oneof field (one of ACTION_KINDS)."""
    where = f"{field}.{kind}"
    if kind == "reload":
        return Reload(msg.reload.combatant_id, msg.reload.weapon_id)
    if kind == "stealth_check":
        s = msg.stealth_check
        return StealthCheck(
            s.combatant_id,
            _check_ids(s.target_ids, limits, f"{where}.target_ids"),
            s.group_defence,
            _check_ids(s.obscured_from_ids, limits, f"{where}.obscured_from_ids"),
        )
    if kind == "locate_stealthed":
        return LocateStealthed(msg.locate_stealthed.combatant_id, msg.locate_stealthed.target_id)
    if kind == "set_trap":
        t = msg.set_trap
        return SetTrap(
            t.combatant_id,
            t.trap_id,
            _position(t.position) if t.HasField("position") else None,
            basic_tools=t.basic_tools,
            no_damage=t.no_damage,
            out_of_combat=t.out_of_combat,
            tools=optional_enum(TrapTools, t.tools, f"{where}.tools"),
        )
    if kind == "break_free":
        b = msg.break_free
        if b.stat not in TieredStat._value2member_map_:
            raise InvalidRequestError(
                f"break_free needs a stat (body, reflex, mind or presence), got {b.stat!r}",
                reason="UNKNOWN_ENUM_VALUE" if b.stat else "MISSING_VALUE",
                field=f"{where}.stat",
            )
        return BreakFree(b.combatant_id, TieredStat(b.stat))
    if kind == "disarm_trap":
        return DisarmTrap(msg.disarm_trap.combatant_id, msg.disarm_trap.trap_id)
    f = msg.trap_for_food
    return TrapForFood(
        f.combatant_id,
        on_road=f.on_road,
        zones_away=f.zones_away,
        successful_days=f.successful_days,
        months_elapsed=f.months_elapsed,
        basic_tools=f.basic_tools,
        tools=optional_enum(TrapTools, f.tools, f"{where}.tools"),
    )


def trap_from_proto(msg: state_pb2.Trap, limits: Limits, field: str) -> Trap:
    """A trap on the field."""
    return Trap(
        id=msg.id,
        owner_id=msg.owner_id,
        position=_position(msg.position) if msg.HasField("position") else None,
        difficulty=msg.difficulty,
        traps_skill=msg.traps_skill,
        basic_tools=msg.basic_tools,
        deals_damage=msg.deals_damage,
        known_by=_check_ids(msg.known_by, limits, f"{field}.known_by"),
        setup_steps_left=msg.setup_steps_left,
    )


def trap_into(msg: state_pb2.Trap, trap: Trap) -> None:
    """Write ``trap`` into ``msg``."""
    msg.id = trap.id
    msg.owner_id = trap.owner_id
    msg.difficulty = trap.difficulty
    msg.traps_skill = trap.traps_skill
    msg.basic_tools = trap.basic_tools
    msg.deals_damage = trap.deals_damage
    msg.known_by.extend(trap.known_by)
    msg.setup_steps_left = trap.setup_steps_left
    if trap.position is not None:
        msg.position.x = trap.position.x
        msg.position.y = trap.position.y


def tiered_rules_fields_from_proto(
    msg: state_pb2.TieredRules, defaults: TieredRules, field: str
) -> dict[str, int]:
    """The range and radius overrides (TieredRules fields 4-8) merged onto ``defaults``;
    negative values are refused."""
    values = {}
    for name in _RULES_FIELDS:
        source = msg if msg.HasField(name) else defaults  # type: ignore[arg-type]
        values[name] = non_negative(getattr(source, name), f"{field}.{name}")
    return values


def tiered_rules_into(msg: state_pb2.TieredRules, rules: TieredRules) -> None:
    """Write the range and radius rules into ``msg``."""
    for name in _RULES_FIELDS:
        setattr(msg, name, getattr(rules, name))


def tables_into(msg: tiered_pb2.TieredTables) -> None:
    """Write the document's derived tables (engine/tiered/tables.py) into ``msg``."""
    tables = tiered_tables()
    for cell in tables.firearm_damage:
        msg.firearm_damage.add(arm_tier=cell.arm_tier, ammo_tier=cell.ammo_tier, damage=cell.damage)
    for reach in tables.siege_range:
        msg.siege_range.add(tier=reach.tier, scholar=reach.scholar, range=reach.range)
    for row in tables.siege:
        msg.siege.add(
            tier=row.tier,
            reload_turns=row.reload_turns,
            crew=row.crew,
            transport_body=row.transport_body,
        )
