"""Encounter state: the records of ``arbiter.v1``'s state, weapon and ARRAYER messages
(engine/records, generated from proto/ by scripts/gen_engine.py), and what rules ask of them.

Each record is the message of the same name; enum values equal the proto enum numbers (0,
"unspecified", has no member: converters map it to the documented default). Optional scores are
``None`` when the request left them unset, so the ruleset default applies (``ArrayerRules``/
``TieredRules``, complete in the engine: engine/catalog.py has the rulings' defaults). The engine
never mutates state: it returns new values (``with_…`` copies).
"""

from __future__ import annotations

from typing import TypeVar

from engine.records.arrayer import (
    ArrayerBodySide,
    ArrayerHitLocation,
    ArrayerLocationBand,
    ArrayerMishapBand,
    ArrayerMishapResult,
    ArrayerWound,
    ArrayerWoundBand,
    ArrayerWoundSeverity,
)
from engine.records.state import (
    Armour,
    ArmourClass,
    ArrayerCombatant,
    ArrayerRules,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Environment,
    MoraleTrigger,
    Mount,
    MountKind,
    Obstacle,
    Position,
    Ruleset,
    Sentiment,
    Shield,
    Side,
    TieredCombatant,
    TieredRules,
    TieredSkill,
    TieredSkills,
    Trap,
    WeaponProficiency,
)
from engine.records.weapon import (
    Ammunition,
    AmmunitionKind,
    ArrayerAmmunitionRange,
    ArrayerEffect,
    ArrayerEffectKind,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    Hand,
    RangeBands,
    TieredWeaponClass,
    TieredWeaponRules,
    Weapon,
    WeaponDefinition,
)

__all__ = [
    "Ammunition",
    "AmmunitionKind",
    "Armour",
    "ArmourClass",
    "ArrayerAmmunitionRange",
    "ArrayerBodySide",
    "ArrayerCombatant",
    "ArrayerEffect",
    "ArrayerEffectKind",
    "ArrayerHitLocation",
    "ArrayerLocationBand",
    "ArrayerMishapBand",
    "ArrayerMishapResult",
    "ArrayerRules",
    "ArrayerWeaponRules",
    "ArrayerWeaponType",
    "ArrayerWound",
    "ArrayerWoundBand",
    "ArrayerWoundSeverity",
    "Battlefield",
    "Combatant",
    "Conditions",
    "EncounterState",
    "Entanglement",
    "EntanglementSource",
    "Environment",
    "Hand",
    "MoraleTrigger",
    "Mount",
    "MountKind",
    "Obstacle",
    "Position",
    "RangeBands",
    "Ruleset",
    "Sentiment",
    "Shield",
    "Side",
    "TieredCombatant",
    "TieredRules",
    "TieredSkill",
    "TieredSkills",
    "TieredWeaponClass",
    "TieredWeaponRules",
    "Trap",
    "Weapon",
    "WeaponDefinition",
    "WeaponProficiency",
    "contains",
    "distance",
    "effective_tier",
    "effective_value",
    "find_combatant",
    "find_weapon",
    "hit_location",
    "improvements",
    "mishap_band",
    "mount_dice",
    "ruleset_encounter",
    "ruleset_key",
    "skill_field",
    "skill_level",
    "weapon_effect",
    "weapon_tier",
    "wound_severity",
]


def ruleset_key(ruleset: Ruleset) -> str:
    """The ruleset id used in docs and logs: ``arrayer`` or ``tiered``."""
    return ruleset.name.lower()


def ruleset_encounter(ruleset: Ruleset) -> str:
    """How messages name an encounter of this ruleset: ``an arrayer encounter``."""
    return f"{'an' if ruleset is Ruleset.ARRAYER else 'a'} {ruleset_key(ruleset)} encounter"


#: skill_field by skill number, built once: an exchange reads a dozen skill levels, and an enum
#: member's ``name`` is a descriptor call each time.
_SKILL_FIELDS = [""] * (max(TieredSkill) + 1)
for _skill in TieredSkill:
    _SKILL_FIELDS[_skill] = _skill.name.lower()
del _skill


def skill_field(skill: TieredSkill) -> str:
    """The attribute of TieredSkills holding this skill's level."""
    return _SKILL_FIELDS[skill]


def skill_level(skills: TieredSkills, skill: TieredSkill) -> int:
    """The level of ``skill``."""
    level: int = getattr(skills, _SKILL_FIELDS[skill])
    return level


def distance(a: Position, b: Position) -> int:
    """Chebyshev distance: diagonal neighbours are 1 apart (ruling S3)."""
    return max(abs(a.x - b.x), abs(a.y - b.y))


def contains(battlefield: Battlefield, position: Position) -> bool:
    """Whether ``position`` lies on the grid (a width or height of 0 is unbounded)."""
    in_x = battlefield.width == 0 or 0 <= position.x < battlefield.width
    in_y = battlefield.height == 0 or 0 <= position.y < battlefield.height
    return in_x and in_y


def weapon_effect(rules: ArrayerWeaponRules, kind: ArrayerEffectKind) -> ArrayerEffect | None:
    """The ARRAYER weapon's effect of this kind, or None."""
    for effect in rules.effects:
        if effect.kind is kind:
            return effect
    return None


def weapon_tier(weapon: Weapon) -> int:
    """`tiered`: the repaired Tier (0 for ARRAYER weapons)."""
    return weapon.definition.tiered.tier if weapon.definition.tiered else 0


def effective_tier(weapon: Weapon) -> int:
    """`tiered`: the Tier after critical damage (ruling T4)."""
    return max(0, weapon_tier(weapon) - weapon.tier_loss)


def effective_value(protection: Armour | Shield) -> int:
    """The armour's or shield's value after critical damage (ruling T4); ARRAYER armour has no
    tier loss."""
    return max(0, protection.value - protection.tier_loss)


def mount_dice(mount: Mount) -> int:
    """Its Hit Dice, wherever a rule reads them (A23: knock-back A8, blood baths A12)."""
    if mount.hit_dice is not None:
        return mount.hit_dice
    return 1 if mount.kind is MountKind.HORSE else 2


def improvements(combatant: ArrayerCombatant, weapon_type: ArrayerWeaponType) -> int:
    """Steps up the proficiency ladder in ``weapon_type`` (ruling A1)."""
    return sum(p.improvements for p in combatant.proficiencies if p.weapon_type == weapon_type)


def find_weapon(combatant: Combatant, weapon_id: str) -> Weapon | None:
    """The carried weapon with this id, or None."""
    for weapon in combatant.weapons:
        if weapon.id == weapon_id:
            return weapon
    return None


def find_combatant(state: EncounterState, combatant_id: str) -> Combatant | None:
    """The combatant with this id, or None."""
    for combatant in state.combatants:
        if combatant.id == combatant_id:
            return combatant
    return None


def wound_severity(rules: ArrayerRules, depth: int) -> ArrayerWoundSeverity:
    """A11: the severity of a wound at ``depth`` = |HP| (the last band at or under it)."""
    return _band(rules.wound_bands, depth).severity


def hit_location(rules: ArrayerRules, face: int) -> ArrayerLocationBand:
    """A11: the hit location of a d20 ``face``."""
    return _band(rules.location_bands, face)


def mishap_band(rules: ArrayerRules, face: int) -> ArrayerMishapBand:
    """A6: the mishap of a mishap-die ``face``."""
    return _band(rules.mishap_bands, face)


_Band = TypeVar("_Band", ArrayerWoundBand, ArrayerLocationBand, ArrayerMishapBand)


def _band(bands: tuple[_Band, ...], value: int) -> _Band:
    """The last band starting at or under ``value`` (bands ascend from 1, checked at the
    boundary; below the first, the first)."""
    chosen = bands[0]
    for band in bands:
        if _start(band) > value:
            break
        chosen = band
    return chosen


def _start(band: ArrayerWoundBand | ArrayerLocationBand | ArrayerMishapBand) -> int:
    return band.from_depth if isinstance(band, ArrayerWoundBand) else band.from_face
