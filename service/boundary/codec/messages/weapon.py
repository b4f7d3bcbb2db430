"""The wire writers of arbiter/v1/weapon.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.weapon import Ammunition, ArrayerAmmunitionRange, ArrayerAmmunitionRangeList, ArrayerEffect, ArrayerEffectList, ArrayerWeaponOverrides, ArrayerWeaponRules, RangeBands, TieredWeaponOverrides, TieredWeaponRules, Weapon, WeaponDefinition, WeaponOverrides
from service.boundary.codec.primitives import length, number, number_present, text, text_present

__all__ = [
    "write_ammunition",
    "write_arrayer_ammunition_range",
    "write_arrayer_ammunition_range_list",
    "write_arrayer_effect",
    "write_arrayer_effect_list",
    "write_arrayer_weapon_overrides",
    "write_arrayer_weapon_rules",
    "write_range_bands",
    "write_tiered_weapon_overrides",
    "write_tiered_weapon_rules",
    "write_weapon",
    "write_weapon_definition",
    "write_weapon_overrides",
]


def write_range_bands(out: bytearray, value: RangeBands) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.effective_range)
    number(out, 16, value.long_range)
    number(out, 24, value.extreme_range)
    return out


def write_arrayer_effect(out: bytearray, value: ArrayerEffect) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.kind)
    number(out, 16, value.value)
    return out


def write_arrayer_ammunition_range(out: bytearray, value: ArrayerAmmunitionRange) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.kind)
    length(out, 18, write_range_bands(bytearray(), value.range))
    return out


def write_arrayer_weapon_rules(out: bytearray, value: ArrayerWeaponRules) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.weight)
    number(out, 16, value.specialised)
    number(out, 24, value.weapon_type)
    number(out, 32, value.reach)
    range_value = value.range
    if range_value is not None:
        length(out, 42, write_range_bands(bytearray(), range_value))
    number(out, 48, value.reload_chits)
    number(out, 56, value.throwable)
    number(out, 64, value.discharge_standing)
    number(out, 72, value.reload_standing)
    number(out, 80, value.gunpowder)
    number(out, 88, value.needs_space)
    number(out, 96, value.concealable)
    for effects_item in value.effects:
        length(out, 106, write_arrayer_effect(bytearray(), effects_item))
    text(out, 114, value.close_quarters_as)
    text(out, 122, value.alternate_as)
    text(out, 130, value.fatigued_as)
    for ammunition_ranges_item in value.ammunition_ranges:
        length(out, 138, write_arrayer_ammunition_range(bytearray(), ammunition_ranges_item))
    return out


def write_tiered_weapon_rules(out: bytearray, value: TieredWeaponRules) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.weapon_class)
    number(out, 16, value.tier)
    return out


def write_weapon_definition(out: bytearray, value: WeaponDefinition) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.id)
    text(out, 18, value.name)
    arrayer_value = value.arrayer
    if arrayer_value is not None:
        length(out, 26, write_arrayer_weapon_rules(bytearray(), arrayer_value))
    if value.arrayer is None:
        tiered_value = value.tiered
        if tiered_value is not None:
            length(out, 34, write_tiered_weapon_rules(bytearray(), tiered_value))
    return out


def write_ammunition(out: bytearray, value: Ammunition) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    if value.kind is not None:
        number(out, 8, value.kind)
    number(out, 16, value.tier)
    if value.count is not None:
        number_present(out, 24, value.count)
    return out


def write_weapon(out: bytearray, value: Weapon) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.id)
    if value.catalog_id is not None:
        text_present(out, 18, value.catalog_id)
    if value.catalog_id is None:
        length(out, 26, write_weapon_definition(bytearray(), value.definition))
    if value.hand is not None:
        number(out, 32, value.hand)
    number(out, 40, value.broken)
    number(out, 48, value.dubious)
    number(out, 56, value.reload_chits)
    number(out, 64, value.shots_fired)
    number(out, 72, value.tier_loss)
    number(out, 80, value.reload_actions_needed)
    ammunition_value = value.ammunition
    if ammunition_value is not None:
        length(out, 90, write_ammunition(bytearray(), ammunition_value))
    number(out, 96, value.thrown)
    overrides_value = value.overrides
    if overrides_value is not None:
        length(out, 106, write_weapon_overrides(bytearray(), overrides_value))
    return out


def write_weapon_overrides(out: bytearray, value: WeaponOverrides) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    if value.name is not None:
        text_present(out, 10, value.name)
    arrayer_value = value.arrayer
    if arrayer_value is not None:
        length(out, 18, write_arrayer_weapon_overrides(bytearray(), arrayer_value))
    if value.arrayer is None:
        tiered_value = value.tiered
        if tiered_value is not None:
            length(out, 26, write_tiered_weapon_overrides(bytearray(), tiered_value))
    return out


def write_arrayer_weapon_overrides(out: bytearray, value: ArrayerWeaponOverrides) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    if value.weight is not None:
        number_present(out, 8, value.weight)
    if value.specialised is not None:
        number_present(out, 16, value.specialised)
    if value.weapon_type is not None:
        number_present(out, 24, value.weapon_type)
    if value.reach is not None:
        number_present(out, 32, value.reach)
    range_value = value.range
    if range_value is not None:
        length(out, 42, write_range_bands(bytearray(), range_value))
    if value.reload_chits is not None:
        number_present(out, 48, value.reload_chits)
    if value.throwable is not None:
        number_present(out, 56, value.throwable)
    if value.discharge_standing is not None:
        number_present(out, 64, value.discharge_standing)
    if value.reload_standing is not None:
        number_present(out, 72, value.reload_standing)
    if value.gunpowder is not None:
        number_present(out, 80, value.gunpowder)
    if value.needs_space is not None:
        number_present(out, 88, value.needs_space)
    if value.concealable is not None:
        number_present(out, 96, value.concealable)
    effects_value = value.effects
    if effects_value is not None:
        length(out, 106, write_arrayer_effect_list(bytearray(), effects_value))
    if value.close_quarters_as is not None:
        text_present(out, 114, value.close_quarters_as)
    if value.alternate_as is not None:
        text_present(out, 122, value.alternate_as)
    if value.fatigued_as is not None:
        text_present(out, 130, value.fatigued_as)
    ammunition_ranges_value = value.ammunition_ranges
    if ammunition_ranges_value is not None:
        length(out, 138, write_arrayer_ammunition_range_list(bytearray(), ammunition_ranges_value))
    return out


def write_arrayer_effect_list(out: bytearray, value: ArrayerEffectList) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for items_item in value.items:
        length(out, 10, write_arrayer_effect(bytearray(), items_item))
    return out


def write_arrayer_ammunition_range_list(out: bytearray, value: ArrayerAmmunitionRangeList) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    for items_item in value.items:
        length(out, 10, write_arrayer_ammunition_range(bytearray(), items_item))
    return out


def write_tiered_weapon_overrides(out: bytearray, value: TieredWeaponOverrides) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    if value.weapon_class is not None:
        number_present(out, 8, value.weapon_class)
    if value.tier is not None:
        number_present(out, 16, value.tier)
    return out
