"""The readers of arbiter/v1/weapon.proto's records, generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from engine.records.weapon import Ammunition, AmmunitionKind, ArrayerAmmunitionRange, ArrayerAmmunitionRangeList, ArrayerEffect, ArrayerEffectKind, ArrayerEffectList, ArrayerWeaponOverrides, ArrayerWeaponRules, ArrayerWeaponType, Hand, RangeBands, TieredWeaponClass, TieredWeaponOverrides, TieredWeaponRules, Weapon, WeaponDefinition, WeaponOverrides
from service.boundary.codec.reading import enum_or_none, enum_required, members, nested

__all__ = [
    "read_ammunition",
    "read_arrayer_ammunition_range",
    "read_arrayer_ammunition_range_list",
    "read_arrayer_effect",
    "read_arrayer_effect_list",
    "read_arrayer_weapon_overrides",
    "read_arrayer_weapon_rules",
    "read_range_bands",
    "read_tiered_weapon_overrides",
    "read_tiered_weapon_rules",
    "read_weapon",
    "read_weapon_definition",
    "read_weapon_overrides",
]

_AMMUNITION_KIND = members(AmmunitionKind)
_ARRAYER_EFFECT_KIND = members(ArrayerEffectKind)
_ARRAYER_WEAPON_TYPE = members(ArrayerWeaponType)
_HAND = members(Hand)
_TIERED_WEAPON_CLASS = members(TieredWeaponClass)


def read_range_bands(msg: Any) -> RangeBands:
    """The record of an arbiter.v1.RangeBands ``msg``."""
    return RangeBands(
        effective_range=msg.effective_range,
        long_range=msg.long_range,
        extreme_range=msg.extreme_range,
    )


def read_arrayer_effect(msg: Any) -> ArrayerEffect:
    """The record of an arbiter.v1.ArrayerEffect ``msg``."""
    kind_value = enum_required(_ARRAYER_EFFECT_KIND, msg.kind, "ArrayerEffectKind", "kind")
    return ArrayerEffect(kind=kind_value, value=msg.value)


def read_arrayer_ammunition_range(msg: Any) -> ArrayerAmmunitionRange:
    """The record of an arbiter.v1.ArrayerAmmunitionRange ``msg``."""
    kind_value = enum_required(_AMMUNITION_KIND, msg.kind, "AmmunitionKind", "kind")
    try:
        range_value = read_range_bands(msg.range)
    except ArbiterError as err:
        nested(err, "range")
        raise
    return ArrayerAmmunitionRange(kind=kind_value, range=range_value)


def read_arrayer_weapon_rules(msg: Any) -> ArrayerWeaponRules:
    """The record of an arbiter.v1.ArrayerWeaponRules ``msg``."""
    weapon_type_value = enum_required(_ARRAYER_WEAPON_TYPE, msg.weapon_type, "ArrayerWeaponType", "weapon_type")
    range_value: RangeBands | None = None
    if msg.HasField("range"):
        try:
            range_value = read_range_bands(msg.range)
        except ArbiterError as err:
            nested(err, "range")
            raise
    effects_value: list[ArrayerEffect] = []
    for i, item in enumerate(msg.effects):
        try:
            effects_value.append(read_arrayer_effect(item))
        except ArbiterError as err:
            nested(err, f"effects[{i}]")
            raise
    ammunition_ranges_value: list[ArrayerAmmunitionRange] = []
    for i, item in enumerate(msg.ammunition_ranges):
        try:
            ammunition_ranges_value.append(read_arrayer_ammunition_range(item))
        except ArbiterError as err:
            nested(err, f"ammunition_ranges[{i}]")
            raise
    return ArrayerWeaponRules(
        weapon_type=weapon_type_value,
        weight=msg.weight,
        specialised=msg.specialised,
        reach=msg.reach,
        range=range_value,
        reload_chits=msg.reload_chits,
        throwable=msg.throwable,
        discharge_standing=msg.discharge_standing,
        reload_standing=msg.reload_standing,
        gunpowder=msg.gunpowder,
        needs_space=msg.needs_space,
        concealable=msg.concealable,
        effects=tuple(effects_value),
        close_quarters_as=msg.close_quarters_as,
        alternate_as=msg.alternate_as,
        fatigued_as=msg.fatigued_as,
        ammunition_ranges=tuple(ammunition_ranges_value),
    )


def read_tiered_weapon_rules(msg: Any) -> TieredWeaponRules:
    """The record of an arbiter.v1.TieredWeaponRules ``msg``."""
    weapon_class_value = enum_required(_TIERED_WEAPON_CLASS, msg.weapon_class, "TieredWeaponClass", "weapon_class")
    return TieredWeaponRules(weapon_class=weapon_class_value, tier=msg.tier)


def read_weapon_definition(msg: Any) -> WeaponDefinition:
    """The record of an arbiter.v1.WeaponDefinition ``msg``."""
    arrayer_value: ArrayerWeaponRules | None = None
    if msg.HasField("arrayer"):
        try:
            arrayer_value = read_arrayer_weapon_rules(msg.arrayer)
        except ArbiterError as err:
            nested(err, "arrayer")
            raise
    tiered_value: TieredWeaponRules | None = None
    if msg.HasField("tiered"):
        try:
            tiered_value = read_tiered_weapon_rules(msg.tiered)
        except ArbiterError as err:
            nested(err, "tiered")
            raise
    return WeaponDefinition(id=msg.id, name=msg.name, arrayer=arrayer_value, tiered=tiered_value)


def read_ammunition(msg: Any) -> Ammunition:
    """The record of an arbiter.v1.Ammunition ``msg``."""
    kind_value = enum_or_none(_AMMUNITION_KIND, msg.kind, "AmmunitionKind", "kind")
    return Ammunition(
        kind=kind_value,
        tier=msg.tier,
        count=msg.count if msg.HasField("count") else None,
    )


def read_weapon(
    msg: Any,
    id: str,
    definition: WeaponDefinition,
    overrides: WeaponOverrides | None,
) -> Weapon:
    """The record of an arbiter.v1.Weapon ``msg``."""
    hand_value = enum_or_none(_HAND, msg.hand, "Hand", "hand")
    ammunition_value: Ammunition | None = None
    if msg.HasField("ammunition"):
        try:
            ammunition_value = read_ammunition(msg.ammunition)
        except ArbiterError as err:
            nested(err, "ammunition")
            raise
    return Weapon(
        id=id,
        definition=definition,
        catalog_id=msg.catalog_id if msg.HasField("catalog_id") else None,
        hand=hand_value,
        broken=msg.broken,
        dubious=msg.dubious,
        reload_chits=msg.reload_chits,
        shots_fired=msg.shots_fired,
        tier_loss=msg.tier_loss,
        reload_actions_needed=msg.reload_actions_needed,
        ammunition=ammunition_value,
        thrown=msg.thrown,
        overrides=overrides,
    )


def read_weapon_overrides(msg: Any) -> WeaponOverrides:
    """The record of an arbiter.v1.WeaponOverrides ``msg``."""
    arrayer_value: ArrayerWeaponOverrides | None = None
    if msg.HasField("arrayer"):
        try:
            arrayer_value = read_arrayer_weapon_overrides(msg.arrayer)
        except ArbiterError as err:
            nested(err, "arrayer")
            raise
    tiered_value: TieredWeaponOverrides | None = None
    if msg.HasField("tiered"):
        try:
            tiered_value = read_tiered_weapon_overrides(msg.tiered)
        except ArbiterError as err:
            nested(err, "tiered")
            raise
    return WeaponOverrides(
        name=msg.name if msg.HasField("name") else None,
        arrayer=arrayer_value,
        tiered=tiered_value,
    )


def read_arrayer_weapon_overrides(msg: Any) -> ArrayerWeaponOverrides:
    """The record of an arbiter.v1.ArrayerWeaponOverrides ``msg``."""
    weapon_type_value = enum_required(_ARRAYER_WEAPON_TYPE, msg.weapon_type, "ArrayerWeaponType", "weapon_type") if msg.HasField("weapon_type") else None
    range_value: RangeBands | None = None
    if msg.HasField("range"):
        try:
            range_value = read_range_bands(msg.range)
        except ArbiterError as err:
            nested(err, "range")
            raise
    effects_value: ArrayerEffectList | None = None
    if msg.HasField("effects"):
        try:
            effects_value = read_arrayer_effect_list(msg.effects)
        except ArbiterError as err:
            nested(err, "effects")
            raise
    ammunition_ranges_value: ArrayerAmmunitionRangeList | None = None
    if msg.HasField("ammunition_ranges"):
        try:
            ammunition_ranges_value = read_arrayer_ammunition_range_list(msg.ammunition_ranges)
        except ArbiterError as err:
            nested(err, "ammunition_ranges")
            raise
    return ArrayerWeaponOverrides(
        weight=msg.weight if msg.HasField("weight") else None,
        specialised=msg.specialised if msg.HasField("specialised") else None,
        weapon_type=weapon_type_value,
        reach=msg.reach if msg.HasField("reach") else None,
        range=range_value,
        reload_chits=msg.reload_chits if msg.HasField("reload_chits") else None,
        throwable=msg.throwable if msg.HasField("throwable") else None,
        discharge_standing=msg.discharge_standing if msg.HasField("discharge_standing") else None,
        reload_standing=msg.reload_standing if msg.HasField("reload_standing") else None,
        gunpowder=msg.gunpowder if msg.HasField("gunpowder") else None,
        needs_space=msg.needs_space if msg.HasField("needs_space") else None,
        concealable=msg.concealable if msg.HasField("concealable") else None,
        effects=effects_value,
        close_quarters_as=msg.close_quarters_as if msg.HasField("close_quarters_as") else None,
        alternate_as=msg.alternate_as if msg.HasField("alternate_as") else None,
        fatigued_as=msg.fatigued_as if msg.HasField("fatigued_as") else None,
        ammunition_ranges=ammunition_ranges_value,
    )


def read_arrayer_effect_list(msg: Any) -> ArrayerEffectList:
    """The record of an arbiter.v1.ArrayerEffectList ``msg``."""
    items_value: list[ArrayerEffect] = []
    for i, item in enumerate(msg.items):
        try:
            items_value.append(read_arrayer_effect(item))
        except ArbiterError as err:
            nested(err, f"items[{i}]")
            raise
    return ArrayerEffectList(items=tuple(items_value))


def read_arrayer_ammunition_range_list(msg: Any) -> ArrayerAmmunitionRangeList:
    """The record of an arbiter.v1.ArrayerAmmunitionRangeList ``msg``."""
    items_value: list[ArrayerAmmunitionRange] = []
    for i, item in enumerate(msg.items):
        try:
            items_value.append(read_arrayer_ammunition_range(item))
        except ArbiterError as err:
            nested(err, f"items[{i}]")
            raise
    return ArrayerAmmunitionRangeList(items=tuple(items_value))


def read_tiered_weapon_overrides(msg: Any) -> TieredWeaponOverrides:
    """The record of an arbiter.v1.TieredWeaponOverrides ``msg``."""
    weapon_class_value = enum_required(_TIERED_WEAPON_CLASS, msg.weapon_class, "TieredWeaponClass", "weapon_class") if msg.HasField("weapon_class") else None
    return TieredWeaponOverrides(
        weapon_class=weapon_class_value,
        tier=msg.tier if msg.HasField("tier") else None,
    )
