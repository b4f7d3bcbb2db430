"""The `tiered` rule overrides of a request's state, merged on the catalog defaults, and the
rules and derived tables written for GetCatalog. The rest of `tiered`'s request fields are read
by the generated readers (service/boundary/codec/readers)."""

from __future__ import annotations

from arbiter.v1 import state_pb2, tiered_pb2
from engine.catalog import TIERED_DEFAULTS
from engine.state import TieredRules
from engine.tiered.tables import tiered_tables

__all__ = ["tables_into", "tiered_rules_from_proto", "tiered_rules_into"]

#: TieredRules attributes, which are also the TieredRules message's field names.
_RULES = TieredRules.FIELDS


def tiered_rules_from_proto(msg: state_pb2.TieredRules) -> TieredRules:
    """`tiered` overrides merged onto the catalog defaults: each set field replaces its default
    (the message's fields are named as TieredRules' attributes). The engine checks their ranges
    (engine/ranges.py: TIERED_RULES)."""
    return TIERED_DEFAULTS.merged(
        {descriptor.name: value for descriptor, value in msg.ListFields()}
    )


def tiered_rules_into(msg: state_pb2.TieredRules, rules: TieredRules) -> None:
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
