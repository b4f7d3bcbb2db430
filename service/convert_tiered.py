"""The `tiered` part of the service boundary: its actions, attack options, traps, rule overrides
and combatant fields, proto to engine and back. Hooked into service/convert.py."""

from __future__ import annotations

from typing import Any

from arbiter.v1 import action_pb2, state_pb2, tiered_pb2
from engine.actions import (
    Action,
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
from engine.catalog import TIERED_DEFAULTS
from engine.errors import InvalidRequestError
from engine.state import TieredCombatant, TieredRules, TieredSkills, Trap
from engine.tiered.tables import tiered_tables
from service.limits import Limits
from service.proto_values import (
    Scalars,
    check_move,
    combatant_ids,
    optional_enum,
    position_from_proto,
)

__all__ = [
    "ACTION_KINDS",
    "attack_options_from_proto",
    "combatant_from_proto",
    "porter_ids_from_proto",
    "rules_from_proto",
    "rules_into",
    "tables_into",
    "tiered_action_from_proto",
    "trap_from_proto",
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

#: TieredRules attributes, which are also the TieredRules message's field names.
_RULES = TieredRules.FIELDS

_COMBATANT = Scalars(
    state_pb2.TieredCombatant.DESCRIPTOR, "body reflex mind presence move traps_set_today"
)
#: Every skill: TieredSkills attributes are the TieredSkills message's field names.
_SKILLS = Scalars(state_pb2.TieredSkills.DESCRIPTOR, " ".join(TieredSkills.FIELDS))
_NO_SKILLS = TieredSkills()
_ATTACK = Scalars(
    action_pb2.Attack.DESCRIPTOR,
    "off_hand_weapon_id thrown stealth_attack defender_off_hand_weapon_id defence_weapon_id",
)
_TRAP = Scalars(
    state_pb2.Trap.DESCRIPTOR,
    "id owner_id difficulty traps_skill basic_tools deals_damage setup_steps_left",
)
_SET_TRAP = Scalars(
    tiered_pb2.SetTrap.DESCRIPTOR, "combatant_id trap_id basic_tools no_damage out_of_combat"
)
_TRAP_FOR_FOOD = Scalars(
    tiered_pb2.TrapForFood.DESCRIPTOR,
    "combatant_id on_road zones_away successful_days months_elapsed basic_tools",
)


def combatant_from_proto(
    msg: state_pb2.TieredCombatant, limits: Limits, field: str
) -> TieredCombatant:
    """A combatant's `tiered` stats (``field`` is its ``tiered`` path). The engine checks the
    numbers' ranges (engine/ranges.py)."""
    check_move(msg, "move", limits, field)
    return TieredCombatant(skills=TieredSkills(**_SKILLS.read(msg.skills)), **_COMBATANT.read(msg))


def attack_options_from_proto(msg: action_pb2.Attack, limits: Limits, field: str) -> dict[str, Any]:
    """The `tiered`-only Attack options (fields 30-49) as engine Attack keyword arguments."""
    return {
        "target_position": (
            position_from_proto(msg.target_position) if msg.HasField("target_position") else None
        ),
        "crew_ids": combatant_ids(msg.crew_ids, limits, f"{field}.crew_ids"),
        **_ATTACK.read(msg),
    }


def porter_ids_from_proto(msg: action_pb2.Move, limits: Limits, field: str) -> tuple[str, ...]:
    """The `tiered`-only Move field (30-49): who carries the mover's siege weapons (T8)."""
    return combatant_ids(msg.porter_ids, limits, f"{field}.porter_ids")


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
            combatant_ids(s.target_ids, limits, f"{where}.target_ids"),
            s.group_defence,
            combatant_ids(s.obscured_from_ids, limits, f"{where}.obscured_from_ids"),
        )
    if kind == "locate_stealthed":
        return LocateStealthed(msg.locate_stealthed.combatant_id, msg.locate_stealthed.target_id)
    if kind == "set_trap":
        t = msg.set_trap
        return SetTrap(
            position=position_from_proto(t.position) if t.HasField("position") else None,
            tools=optional_enum(TrapTools, t.tools, f"{where}.tools"),
            **_SET_TRAP.read(t),
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
        tools=optional_enum(TrapTools, f.tools, f"{where}.tools"), **_TRAP_FOR_FOOD.read(f)
    )


def trap_from_proto(msg: state_pb2.Trap, limits: Limits, field: str) -> Trap:
    """A trap on the field."""
    return Trap(
        position=position_from_proto(msg.position) if msg.HasField("position") else None,
        known_by=combatant_ids(msg.known_by, limits, f"{field}.known_by"),
        **_TRAP.read(msg),
    )


def rules_from_proto(msg: state_pb2.TieredRules, limits: Limits, field: str) -> TieredRules:
    """`tiered` overrides merged onto the catalog defaults: each set field replaces its default
    (the message's fields are named as TieredRules' attributes). The engine checks their ranges
    (engine/ranges.py: TIERED_RULES)."""
    check_move(msg, "default_move", limits, field)
    return TIERED_DEFAULTS.merged(
        {descriptor.name: value for descriptor, value in msg.ListFields()}
    )


def rules_into(msg: state_pb2.TieredRules, rules: TieredRules) -> None:
    """Write every `tiered` rule number (GetCatalog's defaults, or a request's overrides)."""
    for name in _RULES:
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
