"""The derived tables the `tiered` document prints, generated from the engine's formulas
(engine/tiered/forms.py) so a game UI can show them without doing the arithmetic: firearm damage
by firearm and bullet Tier (T5), and the siege range, reload, crew and transport tables (T8)."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engine.tiered.forms import (
    SIEGE_MIN_SCHOLAR,
    firearm_damage,
    siege_crew,
    siege_range,
    siege_reload_turns,
    siege_transport_body,
)

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


@dataclass(frozen=True, slots=True)
class FirearmDamage:
    """One cell of the "Arm vs Ammo" table: 2 x firearm Tier + 2 x bullet Tier."""

    arm_tier: int
    ammo_tier: int
    damage: int


@dataclass(frozen=True, slots=True)
class SiegeRange:
    """One cell of the siege range table: (Tier + Scholar) x 10 tiles."""

    tier: int
    scholar: int
    range: int


@dataclass(frozen=True, slots=True)
class SiegeTier:
    """One row of the siege reload, crew and transport tables for a Tier."""

    tier: int
    reload_turns: int
    crew: int
    transport_body: int


@dataclass(frozen=True, slots=True)
class TieredTables:
    """Every derived table, rows in the document's order (by Tier, then ammo Tier or Scholar)."""

    firearm_damage: tuple[FirearmDamage, ...]
    siege_range: tuple[SiegeRange, ...]
    siege: tuple[SiegeTier, ...]


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
