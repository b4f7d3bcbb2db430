"""The derived tables the `tiered` document prints, generated from the engine's formulas
(engine/tiered/forms.py) so a game UI can show them without doing the arithmetic: firearm damage
by firearm and bullet Tier (T5), and the siege range, reload, crew and transport tables (T8)."""

from __future__ import annotations

import functools
from typing import final

from engine.tiered.forms import (
    SIEGE_MIN_SCHOLAR,
    firearm_damage,
    siege_crew,
    siege_range,
    siege_reload_turns,
    siege_transport_body,
)
from engine.values import Value

__all__ = [
    "SCHOLARS",
    "TIERS",
    "FirearmDamage",
    "SiegeRange",
    "SiegeTier",
    "TieredTables",
    "tiered_tables",
]

#: The Tiers the document's tables cover.
TIERS = range(1, 13)
#: The Scholar levels of the document's range table (Scholar 5, the prerequisite, to 12).
SCHOLARS = range(SIEGE_MIN_SCHOLAR, 13)


@final
class FirearmDamage(Value):
    """One cell of the "Arm vs Ammo" table: 2 x firearm Tier + 2 x bullet Tier."""

    FIELDS = ("arm_tier", "ammo_tier", "damage")
    __slots__ = FIELDS

    arm_tier: int
    ammo_tier: int
    damage: int

    def __init__(self, arm_tier: int, ammo_tier: int, damage: int) -> None:
        self.arm_tier = arm_tier
        self.ammo_tier = ammo_tier
        self.damage = damage

    def field_values(self) -> tuple[object, ...]:
        return (self.arm_tier, self.ammo_tier, self.damage)


@final
class SiegeRange(Value):
    """One cell of the siege range table: (Tier + Scholar) x 10 tiles."""

    FIELDS = ("tier", "scholar", "range")
    __slots__ = FIELDS

    tier: int
    scholar: int
    range: int

    def __init__(self, tier: int, scholar: int, range: int) -> None:
        self.tier = tier
        self.scholar = scholar
        self.range = range

    def field_values(self) -> tuple[object, ...]:
        return (self.tier, self.scholar, self.range)


@final
class SiegeTier(Value):
    """One row of the siege reload, crew and transport tables for a Tier."""

    FIELDS = ("tier", "reload_turns", "crew", "transport_body")
    __slots__ = FIELDS

    tier: int
    reload_turns: int
    crew: int
    transport_body: int

    def __init__(self, tier: int, reload_turns: int, crew: int, transport_body: int) -> None:
        self.tier = tier
        self.reload_turns = reload_turns
        self.crew = crew
        self.transport_body = transport_body

    def field_values(self) -> tuple[object, ...]:
        return (self.tier, self.reload_turns, self.crew, self.transport_body)


@final
class TieredTables(Value):
    """Every derived table, rows in the document's order (by Tier, then ammo Tier or Scholar)."""

    FIELDS = ("firearm_damage", "siege_range", "siege")
    __slots__ = FIELDS

    firearm_damage: tuple[FirearmDamage, ...]
    siege_range: tuple[SiegeRange, ...]
    siege: tuple[SiegeTier, ...]

    def __init__(
        self,
        firearm_damage: tuple[FirearmDamage, ...],
        siege_range: tuple[SiegeRange, ...],
        siege: tuple[SiegeTier, ...],
    ) -> None:
        self.firearm_damage = firearm_damage
        self.siege_range = siege_range
        self.siege = siege

    def field_values(self) -> tuple[object, ...]:
        return (self.firearm_damage, self.siege_range, self.siege)


@functools.cache
def tiered_tables() -> TieredTables:
    """The tables for Tiers 1-12 (the document prints every ammo Tier against every firearm
    Tier, including bullets above the firearm's Tier, which only a degraded firearm fires)."""
    return TieredTables(
        firearm_damage=tuple(
            FirearmDamage(arm, ammo, firearm_damage(arm, ammo)) for arm in TIERS for ammo in TIERS
        ),
        siege_range=tuple(
            SiegeRange(tier, scholar, siege_range(tier, scholar))
            for tier in TIERS
            for scholar in SCHOLARS
        ),
        siege=tuple(
            SiegeTier(tier, siege_reload_turns(tier), siege_crew(tier), siege_transport_body(tier))
            for tier in TIERS
        ),
    )
