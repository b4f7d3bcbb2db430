"""Small builders for engine tests: catalog weapons and combatants of either ruleset."""

from __future__ import annotations

from engine.catalog import builtin_catalog
from engine.state import (
    Armour,
    ArrayerCombatant,
    ArrayerWeaponType,
    Combatant,
    EncounterState,
    Position,
    Ruleset,
    Shield,
    TieredCombatant,
    TieredSkills,
    Weapon,
    WeaponProficiency,
)

__all__ = ["arrayer_fighter", "encounter", "tiered_fighter", "weapon"]


def weapon(ruleset: Ruleset, catalog_id: str, weapon_id: str = "") -> Weapon:
    """A catalog weapon as a combatant carries it."""
    definition = builtin_catalog().for_ruleset(ruleset).weapon(catalog_id, field="")
    return Weapon(weapon_id or catalog_id, definition, catalog_id=catalog_id)


def arrayer_fighter(
    combatant_id: str,
    side: str,
    *,
    hp: int = 5,
    weapons: tuple[str, ...] = ("sword",),
    armour: int = 0,
    at: tuple[int, int] | None = None,
    improvements: dict[ArrayerWeaponType, int] | None = None,
) -> Combatant:
    """An ARRAYER combatant with catalog weapons."""
    proficiencies = tuple(
        WeaponProficiency(kind, steps) for kind, steps in (improvements or {}).items()
    )
    return Combatant(
        combatant_id,
        side,
        hp,
        weapons=tuple(weapon(Ruleset.ARRAYER, w) for w in weapons),
        armour=Armour(armour) if armour else None,
        position=Position(*at) if at else None,
        arrayer=ArrayerCombatant(proficiencies=proficiencies),
    )


def tiered_fighter(
    combatant_id: str,
    side: str,
    *,
    hp: int = 30,
    weapons: tuple[str, ...] = (),
    body: int = 3,
    reflex: int = 2,
    skills: TieredSkills | None = None,
    armour: int = 0,
    shield: int = 0,
    at: tuple[int, int] | None = None,
) -> Combatant:
    """A `tiered` combatant with catalog weapons."""
    return Combatant(
        combatant_id,
        side,
        hp,
        weapons=tuple(weapon(Ruleset.TIERED, w) for w in weapons),
        armour=Armour(armour) if armour else None,
        shield=Shield(shield) if shield else None,
        position=Position(*at) if at else None,
        tiered=TieredCombatant(body=body, reflex=reflex, skills=skills or TieredSkills()),
    )


def encounter(ruleset: Ruleset, *combatants: Combatant) -> EncounterState:
    """An encounter with these combatants and default everything else."""
    return EncounterState(ruleset, combatants)
