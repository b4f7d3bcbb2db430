"""The engine's records of arbiter/v1/weapon.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import final

from engine.values import Value

__all__ = [
    "Ammunition",
    "AmmunitionKind",
    "ArrayerAmmunitionRange",
    "ArrayerAmmunitionRangeList",
    "ArrayerEffect",
    "ArrayerEffectKind",
    "ArrayerEffectList",
    "ArrayerWeaponOverrides",
    "ArrayerWeaponRules",
    "ArrayerWeaponType",
    "Hand",
    "RangeBands",
    "TieredWeaponClass",
    "TieredWeaponOverrides",
    "TieredWeaponRules",
    "Weapon",
    "WeaponDefinition",
    "WeaponOverrides",
]


class Hand(enum.IntEnum):
    """The hand a `tiered` weapon is held in."""

    MAIN = 1
    """Main hand."""
    OFF = 2
    """Off hand: the Off-Hand skills apply."""
    BOTH = 3
    """Both hands (two-handed weapons, bows)."""


class AmmunitionKind(enum.IntEnum):
    """Kinds of ammunition."""

    ARROW = 1
    """Arrows (bows)."""
    BOLT = 2
    """Crossbow bolts."""
    BULLET = 3
    """Firearm bullets."""
    SLING_STONE = 4
    """ARRAYER sling stones."""
    LEAD_SHOT = 5
    """ARRAYER sling lead bullets."""
    GRENADE = 6
    """ARRAYER sling grenades."""
    DART = 7
    """ARRAYER springdart darts."""


class ArrayerWeaponType(enum.IntEnum):
    """ARRAYER Weapon Types (ruling A4 default table)."""

    BLADES = 1
    """1: knives, swords, cleaver, misericorde."""
    HAFTED = 2
    """2: axes, maces, clubs, hammers, flail."""
    POLEARMS = 3
    """3: spear, lance, quarterstaff, mancatcher, pilum, javelin."""
    BOWS = 4
    """4: bow, longbow, sling, boomerang."""
    MECHANICAL = 5
    """5: crossbow, springdart, bola, net, whip."""
    GUNPOWDER = 6
    """6: gunpowder weapons."""


class ArrayerEffectKind(enum.IntEnum):
    """The special effects the ARRAYER document lists."""

    EXTRA_ATTACK_ON_DOWN = 1
    """Greatsword: on downing an enemy, attack again an enemy in reach (value unused)."""
    BONUS_VS_UNARMOURED = 2
    """Cleaver: value added to damage against an unarmoured target."""
    WEIGHT_VS_PRONE = 3
    """Misericorde: against a prone target the weight is value (0, as Regular)."""
    WEIGHT_VS_GRAPPLED = 4
    """Misericorde: against a grappled target the weight is value (+1, as Heavy)."""
    DOSE_ON_HIT = 5
    """Doping spines: a hit with a natural result >= value injects the dose (condition dosed)."""
    BREAK_ON_MISS = 6
    """Doping spines: a miss with a natural result >= value breaks the weapon."""
    BREAK_IN_MELEE = 7
    """Pilum, javelin: a melee attack with a natural result >= value breaks the weapon."""
    HP_FLOOR = 8
    """Mace, club, brass knuckles: the hit cannot take the target below value HP (-2, ruling A9)."""
    KNOCK_BACK = 9
    """Quarterstaff: the struck target makes a Physique save or is thrown back (rulings A7, A8)."""
    BONUS_VS_MEDIUM_HEAVY_ARMOUR = 10
    """Warhammer: value added to damage against medium or heavy armour."""
    BONUS_VS_ARMOURED = 11
    """Crossbow: value added to damage against a target in any armour."""
    BONUS_VS_SHIELD = 12
    """Flail (+1), bow (-1): value added to damage against a target carrying a shield."""
    HOLD = 13
    """Mancatcher: a hit deals no damage; the target must Dodge or be held (may not move closer)."""
    TRIP = 14
    """Bola, net: a hit deals no damage; the target must Dodge or fall prone and entangled."""
    ENTANGLE_OPTION = 15
    """Meteor hammer: may forgo damage to entangle as a bola does (Attack.entangle)."""
    ONLY_UNAWARE = 16
    """Garotte: useless in open combat; only a killing blow on an unaware target (ruling A5), silent."""
    OVER_PENETRATION = 17
    """Arquebus: on downing the target, a d(value) - armour (minimum 0) hits whoever stands behind it."""
    SPREAD = 18
    """Blunderbuss: one shot attacks up to value adjacent targets (target and Attack.extra_target_ids)."""
    FATIGUE = 19
    """Longbow: after Strength-score shots per engagement it counts as fatigued_as (ruling A16)."""


class TieredWeaponClass(enum.IntEnum):
    """`tiered` weapon classes."""

    UNARMED = 1
    """Bare hands: Unarmed skill, Tier 0."""
    ONE_HANDED_MELEE = 2
    """One-handed melee (Main-Hand/Off-Hand Melee; also thrown with Main-Hand/Off-Hand Thrown)."""
    TWO_HANDED_MELEE = 3
    """Two-handed melee, reach 2."""
    BOW = 4
    """Bow, 15 tiles."""
    ONE_HANDED_CROSSBOW = 5
    """One-handed crossbow."""
    TWO_HANDED_CROSSBOW = 6
    """Two-handed crossbow."""
    ONE_HANDED_FIREARM = 7
    """One-handed firearm."""
    TWO_HANDED_FIREARM = 8
    """Two-handed firearm."""
    SIEGE_WEAPON = 9
    """Siege weapon (needs Scholar 5 and Siege Weapon skill >= Tier)."""


@final
class RangeBands(Value):
    """ARRAYER range bands, in squares (ruling A3). Each band's upper bound, inclusive; they ascend
    (effective <= long <= extreme; a band below the one before is INVALID_ARGUMENT, OUT_OF_RANGE).
    """

    FIELDS = ("effective_range", "long_range", "extreme_range")
    __slots__ = FIELDS

    effective_range: int
    """Within this many squares: hit on a natural roll <= 6.
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    long_range: int
    """Beyond effective, within this: hit on <= 5.
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    extreme_range: int
    """Beyond long, within this: hit on <= 4; beyond it the shot is refused.
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(self, effective_range: int, long_range: int, extreme_range: int) -> None:
        self.effective_range = effective_range
        self.long_range = long_range
        self.extreme_range = extreme_range

    def field_values(self) -> tuple[object, ...]:
        return (self.effective_range, self.long_range, self.extreme_range)


@final
class ArrayerEffect(Value):
    """One special effect of an ARRAYER weapon (the document's "Special Effects" list). Effects are data:
    a game's own weapon may combine any of them.
    """

    FIELDS = ("kind", "value")
    __slots__ = FIELDS

    kind: ArrayerEffectKind
    """Which effect."""
    value: int
    """The effect's number: a damage bonus (+1, -1), a weight (0, +1), an HP floor (-2), a
    natural-result threshold (3, 8, 10), a die size (6) or a count of targets (3). Each kind says
    which.
    Valid range: -1000 to 1000 (EFFECT_VALUE, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE). A trip's is an EntanglementSource number (1-3); an over-penetration's a die the
    rules roll (6, 8, 10, 12, 20; else BAD_DIE_SIZE).
    """

    def __init__(self, kind: ArrayerEffectKind, value: int = 0) -> None:
        self.kind = kind
        self.value = value

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.value)


@final
class ArrayerAmmunitionRange(Value):
    """Range bands of one kind of ammunition (the document: "stones and lead bullets have different
    ranges").
    """

    FIELDS = ("kind", "range")
    __slots__ = FIELDS

    kind: AmmunitionKind
    """The ammunition."""
    range: RangeBands
    """Its range bands, in squares (ruling A3)."""

    def __init__(self, kind: AmmunitionKind, range: RangeBands) -> None:
        self.kind = kind
        self.range = range

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.range)


@final
class ArrayerWeaponRules(Value):
    """ARRAYER weapon rules (rulings A1-A4, A6)."""

    FIELDS = (
        "weapon_type",
        "weight",
        "specialised",
        "reach",
        "range",
        "reload_chits",
        "throwable",
        "discharge_standing",
        "reload_standing",
        "gunpowder",
        "needs_space",
        "concealable",
        "effects",
        "close_quarters_as",
        "alternate_as",
        "fatigued_as",
        "ammunition_ranges",
    )
    __slots__ = FIELDS

    weapon_type: ArrayerWeaponType
    """Weapon type, for proficiency (ruling A4)."""
    weight: int
    """Signed weight added to a hit's natural roll: Heavy +1, Regular 0, Light -1 (ruling A2).
    Valid range: -1000 to 1000 (WEIGHT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    specialised: bool
    """Specialised (S): useless at Unknown proficiency (ruling A1)."""
    reach: int
    """Melee reach in squares (1; 2 for whip, lance, meteor hammer, rope dart); 0 means it cannot strike
    in melee (ruling A3).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    range: RangeBands | None
    """Range bands for missile and thrown use; absent for melee-only weapons (ruling A3)."""
    reload_chits: int
    """Reload chits gained on discharge (ruling A14).
    Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    throwable: bool
    """Document marks: throwable (dagger mark)."""
    discharge_standing: bool
    """Document marks: must be discharged standing or crouching."""
    reload_standing: bool
    """Document marks: must be reloaded standing or crouching."""
    gunpowder: bool
    """Document marks: gunpowder (ignores armour, may misfire and suffer mishaps; ruling A6)."""
    needs_space: bool
    """Document marks: needs 4 square metres to wield effectively (¶, ruling A22): at least
    ArrayerRules.space_free_squares (default 3) of the 8 squares around the wielder must be free,
    else the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE). A weapon fighting as
    another profile up close or alternately (a meteor hammer's knife) follows that profile's mark.
    """
    concealable: bool
    """Document marks: concealable."""
    effects: tuple[ArrayerEffect, ...]
    """Special effects (the document's list); docs/rules/arrayer.md describes each."""
    close_quarters_as: str
    """Catalog id of the profile used against a target at distance 1 or less (meteor hammer and rope
    dart: "knife"; boomerang: "club"); empty when the weapon fights as itself up close.
    """
    alternate_as: str
    """Catalog id of the profile used when an attack sets Attack.use_alternate (mancatcher: "club")."""
    fatigued_as: str
    """Catalog id the weapon counts as once fatigued (longbow: "bow", ruling A16). Each of these three
    ids must name a catalog weapon (else INVALID_ARGUMENT, UNKNOWN_WEAPON on the field).
    """
    ammunition_ranges: tuple[ArrayerAmmunitionRange, ...]
    """Range bands per kind of ammunition (sling stones, lead bullets, grenades); an attack's
    ammunition picks one, otherwise range applies.
    """

    def __init__(
        self,
        weapon_type: ArrayerWeaponType,
        weight: int = 0,
        specialised: bool = False,
        reach: int = 1,
        range: RangeBands | None = None,
        reload_chits: int = 0,
        throwable: bool = False,
        discharge_standing: bool = False,
        reload_standing: bool = False,
        gunpowder: bool = False,
        needs_space: bool = False,
        concealable: bool = False,
        effects: tuple[ArrayerEffect, ...] = (),
        close_quarters_as: str = "",
        alternate_as: str = "",
        fatigued_as: str = "",
        ammunition_ranges: tuple[ArrayerAmmunitionRange, ...] = (),
    ) -> None:
        self.weapon_type = weapon_type
        self.weight = weight
        self.specialised = specialised
        self.reach = reach
        self.range = range
        self.reload_chits = reload_chits
        self.throwable = throwable
        self.discharge_standing = discharge_standing
        self.reload_standing = reload_standing
        self.gunpowder = gunpowder
        self.needs_space = needs_space
        self.concealable = concealable
        self.effects = effects
        self.close_quarters_as = close_quarters_as
        self.alternate_as = alternate_as
        self.fatigued_as = fatigued_as
        self.ammunition_ranges = ammunition_ranges

    def field_values(self) -> tuple[object, ...]:
        return (
            self.weapon_type,
            self.weight,
            self.specialised,
            self.reach,
            self.range,
            self.reload_chits,
            self.throwable,
            self.discharge_standing,
            self.reload_standing,
            self.gunpowder,
            self.needs_space,
            self.concealable,
            self.effects,
            self.close_quarters_as,
            self.alternate_as,
            self.fatigued_as,
            self.ammunition_ranges,
        )

    def _copy(self) -> ArrayerWeaponRules:
        return ArrayerWeaponRules(
            self.weapon_type,
            self.weight,
            self.specialised,
            self.reach,
            self.range,
            self.reload_chits,
            self.throwable,
            self.discharge_standing,
            self.reload_standing,
            self.gunpowder,
            self.needs_space,
            self.concealable,
            self.effects,
            self.close_quarters_as,
            self.alternate_as,
            self.fatigued_as,
            self.ammunition_ranges,
        )

    def with_weapon_type(self, weapon_type: ArrayerWeaponType) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.weapon_type = weapon_type
        return copy

    def with_weight(self, weight: int) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.weight = weight
        return copy

    def with_specialised(self, specialised: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.specialised = specialised
        return copy

    def with_reach(self, reach: int) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.reach = reach
        return copy

    def with_range(self, range: RangeBands | None) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.range = range
        return copy

    def with_reload_chits(self, reload_chits: int) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.reload_chits = reload_chits
        return copy

    def with_throwable(self, throwable: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.throwable = throwable
        return copy

    def with_discharge_standing(self, discharge_standing: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.discharge_standing = discharge_standing
        return copy

    def with_reload_standing(self, reload_standing: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.reload_standing = reload_standing
        return copy

    def with_gunpowder(self, gunpowder: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.gunpowder = gunpowder
        return copy

    def with_needs_space(self, needs_space: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.needs_space = needs_space
        return copy

    def with_concealable(self, concealable: bool) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.concealable = concealable
        return copy

    def with_effects(self, effects: tuple[ArrayerEffect, ...]) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.effects = effects
        return copy

    def with_close_quarters_as(self, close_quarters_as: str) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.close_quarters_as = close_quarters_as
        return copy

    def with_alternate_as(self, alternate_as: str) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.alternate_as = alternate_as
        return copy

    def with_fatigued_as(self, fatigued_as: str) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.fatigued_as = fatigued_as
        return copy

    def with_ammunition_ranges(
        self,
        ammunition_ranges: tuple[ArrayerAmmunitionRange, ...],
    ) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.ammunition_ranges = ammunition_ranges
        return copy


@final
class TieredWeaponRules(Value):
    """`tiered` weapon rules (rulings T1-T5, T8)."""

    FIELDS = ("weapon_class", "tier")
    __slots__ = FIELDS

    weapon_class: TieredWeaponClass
    """What kind of weapon it is; with the hand it is held in, this picks the skill used."""
    tier: int
    """Tier, 1-12 (0 only for unarmed).
    Valid range: 1 to 12 (TIER, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed
    is 0.
    """

    def __init__(self, weapon_class: TieredWeaponClass, tier: int) -> None:
        self.weapon_class = weapon_class
        self.tier = tier

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_class, self.tier)


@final
class WeaponDefinition(Value):
    """The rules of one weapon, as in the catalog or sent inline by a game."""

    FIELDS = ("id", "name", "arrayer", "tiered")
    __slots__ = FIELDS

    id: str
    """Stable id, lower_snake_case (e.g. "war_hammer"); catalog ids are listed by GetCatalog."""
    name: str
    """Display name."""
    arrayer: ArrayerWeaponRules | None
    """ARRAYER rules."""
    tiered: TieredWeaponRules | None
    """`tiered` rules."""

    def __init__(
        self,
        id: str,
        name: str,
        arrayer: ArrayerWeaponRules | None = None,
        tiered: TieredWeaponRules | None = None,
    ) -> None:
        self.id = id
        self.name = name
        self.arrayer = arrayer
        self.tiered = tiered

    def field_values(self) -> tuple[object, ...]:
        return (self.id, self.name, self.arrayer, self.tiered)

    def _copy(self) -> WeaponDefinition:
        return WeaponDefinition(self.id, self.name, self.arrayer, self.tiered)

    def with_id(self, id: str) -> WeaponDefinition:
        copy = self._copy()
        copy.id = id
        return copy

    def with_name(self, name: str) -> WeaponDefinition:
        copy = self._copy()
        copy.name = name
        return copy

    def with_arrayer(self, arrayer: ArrayerWeaponRules | None) -> WeaponDefinition:
        copy = self._copy()
        copy.arrayer = arrayer
        return copy

    def with_tiered(self, tiered: TieredWeaponRules | None) -> WeaponDefinition:
        copy = self._copy()
        copy.tiered = tiered
        return copy


@final
class Ammunition(Value):
    """Ammunition for a weapon."""

    FIELDS = ("kind", "tier", "count")
    __slots__ = FIELDS

    kind: AmmunitionKind | None
    """What it is."""
    tier: int
    """`tiered`: the ammunition's own Tier (bullets must not exceed the firearm's repaired Tier).
    Valid range: 0 to 12 (AMMUNITION_TIER, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE).
    """
    count: int | None
    """Rounds left; unset means not tracked (unlimited).
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(
        self,
        kind: AmmunitionKind | None = None,
        tier: int = 0,
        count: int | None = None,
    ) -> None:
        self.kind = kind
        self.tier = tier
        self.count = count

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.tier, self.count)

    def _copy(self) -> Ammunition:
        return Ammunition(self.kind, self.tier, self.count)

    def with_kind(self, kind: AmmunitionKind | None) -> Ammunition:
        copy = self._copy()
        copy.kind = kind
        return copy

    def with_tier(self, tier: int) -> Ammunition:
        copy = self._copy()
        copy.tier = tier
        return copy

    def with_count(self, count: int | None) -> Ammunition:
        copy = self._copy()
        copy.count = count
        return copy


@final
class Weapon(Value):
    """A weapon a combatant carries: which weapon (catalog id or inline definition) and its wear.

    ``catalog_id`` is set when the request named a catalog weapon, so the response names it again
    instead of spelling out the definition; ``definition`` is always the weapon's whole definition
    (the catalog entry with ``overrides`` applied), and a response echoes the one of the oneof set
    first.
    """

    FIELDS = (
        "id",
        "definition",
        "catalog_id",
        "hand",
        "broken",
        "dubious",
        "reload_chits",
        "shots_fired",
        "tier_loss",
        "reload_actions_needed",
        "ammunition",
        "thrown",
        "overrides",
    )
    __slots__ = FIELDS

    id: str
    """Identifies this weapon on its combatant (actions name it). Unique per combatant; empty means the
    catalog id or the definition's id.
    """
    definition: WeaponDefinition
    """A weapon defined by the game itself; its rules must match the encounter's ruleset."""
    catalog_id: str | None
    """Id in the ruleset's built-in catalog (GetCatalog lists them), e.g. "greatsword"."""
    hand: Hand | None
    """`tiered`: the hand it is held in; unspecified means the main hand (both hands for two-handed
    weapons). Ignored by ARRAYER.
    """
    broken: bool
    """Broken or destroyed: it can no longer attack (doping spines, pilum in melee, burst gunpowder)."""
    dubious: bool
    """ARRAYER gunpowder: badly maintained or damaged (ruling A6): the mishap die is d12, not d6."""
    reload_chits: int
    """ARRAYER: reload chits still on the weapon (ruling A14). It may fire at zero.
    Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    shots_fired: int
    """ARRAYER longbow: shots fired this engagement (ruling A16); once at the wielder's Strength the
    longbow counts as a bow for range bands and weight, keeping its own Attack Die (ruling A25).
    A ResolveEncounter whose state starts at round 0 is a new engagement: the count starts at 0.
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    tier_loss: int
    """`tiered`: Tiers lost to criticals and not yet repaired (ruling T4). The effective Tier is
    max(0, Tier - tier_loss).
    Valid range: 0 to 12 (TIER_LOSS, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    reload_actions_needed: int
    """`tiered` crossbows and firearms: reload actions still needed before it can fire; 0 is loaded.
    Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    ammunition: Ammunition | None
    """Ammunition loaded or carried for this weapon; absent for weapons that need none."""
    thrown: bool
    """ARRAYER: thrown and not yet recovered (thrown weapons, boomerangs included, do not return)."""
    overrides: WeaponOverrides | None
    """Changes to the catalog weapon named by catalog_id, e.g. a greatsword of weight 0: each field
    set replaces that rule of the catalog entry, the others keep the catalog's. Checked as strictly
    as an inline definition (same errors, field paths under `overrides`). With a definition
    instead of a catalog_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS); rules of the other
    ruleset are INVALID_ARGUMENT (RULESET_MISMATCH). Responses echo catalog_id and these overrides
    exactly as sent, so a state round-trips unchanged.
    """

    def __init__(
        self,
        id: str,
        definition: WeaponDefinition,
        catalog_id: str | None = None,
        hand: Hand | None = None,
        broken: bool = False,
        dubious: bool = False,
        reload_chits: int = 0,
        shots_fired: int = 0,
        tier_loss: int = 0,
        reload_actions_needed: int = 0,
        ammunition: Ammunition | None = None,
        thrown: bool = False,
        overrides: WeaponOverrides | None = None,
    ) -> None:
        self.id = id
        self.definition = definition
        self.catalog_id = catalog_id
        self.hand = hand
        self.broken = broken
        self.dubious = dubious
        self.reload_chits = reload_chits
        self.shots_fired = shots_fired
        self.tier_loss = tier_loss
        self.reload_actions_needed = reload_actions_needed
        self.ammunition = ammunition
        self.thrown = thrown
        self.overrides = overrides

    def field_values(self) -> tuple[object, ...]:
        return (
            self.id,
            self.definition,
            self.catalog_id,
            self.hand,
            self.broken,
            self.dubious,
            self.reload_chits,
            self.shots_fired,
            self.tier_loss,
            self.reload_actions_needed,
            self.ammunition,
            self.thrown,
            self.overrides,
        )

    def _copy(self) -> Weapon:
        return Weapon(
            self.id,
            self.definition,
            self.catalog_id,
            self.hand,
            self.broken,
            self.dubious,
            self.reload_chits,
            self.shots_fired,
            self.tier_loss,
            self.reload_actions_needed,
            self.ammunition,
            self.thrown,
            self.overrides,
        )

    def with_id(self, id: str) -> Weapon:
        copy = self._copy()
        copy.id = id
        return copy

    def with_definition(self, definition: WeaponDefinition) -> Weapon:
        copy = self._copy()
        copy.definition = definition
        return copy

    def with_catalog_id(self, catalog_id: str | None) -> Weapon:
        copy = self._copy()
        copy.catalog_id = catalog_id
        return copy

    def with_hand(self, hand: Hand | None) -> Weapon:
        copy = self._copy()
        copy.hand = hand
        return copy

    def with_broken(self, broken: bool) -> Weapon:
        copy = self._copy()
        copy.broken = broken
        return copy

    def with_dubious(self, dubious: bool) -> Weapon:
        copy = self._copy()
        copy.dubious = dubious
        return copy

    def with_reload_chits(self, reload_chits: int) -> Weapon:
        copy = self._copy()
        copy.reload_chits = reload_chits
        return copy

    def with_shots_fired(self, shots_fired: int) -> Weapon:
        copy = self._copy()
        copy.shots_fired = shots_fired
        return copy

    def with_tier_loss(self, tier_loss: int) -> Weapon:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy

    def with_reload_actions_needed(self, reload_actions_needed: int) -> Weapon:
        copy = self._copy()
        copy.reload_actions_needed = reload_actions_needed
        return copy

    def with_ammunition(self, ammunition: Ammunition | None) -> Weapon:
        copy = self._copy()
        copy.ammunition = ammunition
        return copy

    def with_thrown(self, thrown: bool) -> Weapon:
        copy = self._copy()
        copy.thrown = thrown
        return copy

    def with_overrides(self, overrides: WeaponOverrides | None) -> Weapon:
        copy = self._copy()
        copy.overrides = overrides
        return copy


@final
class WeaponOverrides(Value):
    """Named changes to a catalog weapon (Weapon.overrides). Presence decides: a field set to 0, false
    or "" overrides too; a field left out keeps the catalog's value.
    """

    FIELDS = ("name", "arrayer", "tiered")
    __slots__ = FIELDS

    name: str | None
    """Display name."""
    arrayer: ArrayerWeaponOverrides | None
    """ARRAYER rules to change."""
    tiered: TieredWeaponOverrides | None
    """`tiered` rules to change."""

    def __init__(
        self,
        name: str | None = None,
        arrayer: ArrayerWeaponOverrides | None = None,
        tiered: TieredWeaponOverrides | None = None,
    ) -> None:
        self.name = name
        self.arrayer = arrayer
        self.tiered = tiered

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.arrayer, self.tiered)


@final
class ArrayerWeaponOverrides(Value):
    """ARRAYER weapon rules to change: each field is the ArrayerWeaponRules field of the same name and
    number, with presence. Lists replace the catalog's list whole (an empty `items` removes it).
    """

    FIELDS = (
        "weight",
        "specialised",
        "weapon_type",
        "reach",
        "range",
        "reload_chits",
        "throwable",
        "discharge_standing",
        "reload_standing",
        "gunpowder",
        "needs_space",
        "concealable",
        "effects",
        "close_quarters_as",
        "alternate_as",
        "fatigued_as",
        "ammunition_ranges",
    )
    __slots__ = FIELDS

    weight: int | None
    """ArrayerWeaponRules.weight (ruling A2).
    Valid range: -1000 to 1000 (WEIGHT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    specialised: bool | None
    """ArrayerWeaponRules.specialised (ruling A1)."""
    weapon_type: ArrayerWeaponType | None
    """ArrayerWeaponRules.weapon_type (ruling A4); UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE)."""
    reach: int | None
    """ArrayerWeaponRules.reach (ruling A3).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    range: RangeBands | None
    """ArrayerWeaponRules.range, all three bands (ruling A3)."""
    reload_chits: int | None
    """ArrayerWeaponRules.reload_chits (ruling A14).
    Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    throwable: bool | None
    """ArrayerWeaponRules.throwable."""
    discharge_standing: bool | None
    """ArrayerWeaponRules.discharge_standing."""
    reload_standing: bool | None
    """ArrayerWeaponRules.reload_standing."""
    gunpowder: bool | None
    """ArrayerWeaponRules.gunpowder (ruling A6)."""
    needs_space: bool | None
    """ArrayerWeaponRules.needs_space."""
    concealable: bool | None
    """ArrayerWeaponRules.concealable."""
    effects: ArrayerEffectList | None
    """ArrayerWeaponRules.effects, replaced whole."""
    close_quarters_as: str | None
    """ArrayerWeaponRules.close_quarters_as."""
    alternate_as: str | None
    """ArrayerWeaponRules.alternate_as."""
    fatigued_as: str | None
    """ArrayerWeaponRules.fatigued_as (ruling A16)."""
    ammunition_ranges: ArrayerAmmunitionRangeList | None
    """ArrayerWeaponRules.ammunition_ranges, replaced whole."""

    def __init__(
        self,
        weight: int | None = None,
        specialised: bool | None = None,
        weapon_type: ArrayerWeaponType | None = None,
        reach: int | None = None,
        range: RangeBands | None = None,
        reload_chits: int | None = None,
        throwable: bool | None = None,
        discharge_standing: bool | None = None,
        reload_standing: bool | None = None,
        gunpowder: bool | None = None,
        needs_space: bool | None = None,
        concealable: bool | None = None,
        effects: ArrayerEffectList | None = None,
        close_quarters_as: str | None = None,
        alternate_as: str | None = None,
        fatigued_as: str | None = None,
        ammunition_ranges: ArrayerAmmunitionRangeList | None = None,
    ) -> None:
        self.weight = weight
        self.specialised = specialised
        self.weapon_type = weapon_type
        self.reach = reach
        self.range = range
        self.reload_chits = reload_chits
        self.throwable = throwable
        self.discharge_standing = discharge_standing
        self.reload_standing = reload_standing
        self.gunpowder = gunpowder
        self.needs_space = needs_space
        self.concealable = concealable
        self.effects = effects
        self.close_quarters_as = close_quarters_as
        self.alternate_as = alternate_as
        self.fatigued_as = fatigued_as
        self.ammunition_ranges = ammunition_ranges

    def field_values(self) -> tuple[object, ...]:
        return (
            self.weight,
            self.specialised,
            self.weapon_type,
            self.reach,
            self.range,
            self.reload_chits,
            self.throwable,
            self.discharge_standing,
            self.reload_standing,
            self.gunpowder,
            self.needs_space,
            self.concealable,
            self.effects,
            self.close_quarters_as,
            self.alternate_as,
            self.fatigued_as,
            self.ammunition_ranges,
        )


@final
class ArrayerEffectList(Value):
    """A list of ARRAYER effects that replaces a catalog weapon's (a message, so an empty list is
    distinguishable from no change).
    """

    FIELDS = ("items",)
    __slots__ = FIELDS

    items: tuple[ArrayerEffect, ...]
    """The effects."""

    def __init__(self, items: tuple[ArrayerEffect, ...] = ()) -> None:
        self.items = items

    def field_values(self) -> tuple[object, ...]:
        return (self.items,)


@final
class ArrayerAmmunitionRangeList(Value):
    """A list of ammunition ranges that replaces a catalog weapon's."""

    FIELDS = ("items",)
    __slots__ = FIELDS

    items: tuple[ArrayerAmmunitionRange, ...]
    """The ranges."""

    def __init__(self, items: tuple[ArrayerAmmunitionRange, ...] = ()) -> None:
        self.items = items

    def field_values(self) -> tuple[object, ...]:
        return (self.items,)


@final
class TieredWeaponOverrides(Value):
    """`tiered` weapon rules to change: each field is the TieredWeaponRules field of the same name and
    number, with presence.
    """

    FIELDS = ("weapon_class", "tier")
    __slots__ = FIELDS

    weapon_class: TieredWeaponClass | None
    """TieredWeaponRules.weapon_class; UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE)."""
    tier: int | None
    """TieredWeaponRules.tier, 1-12 (0 only for unarmed; INVALID_ARGUMENT OUT_OF_RANGE otherwise).
    Valid range: 1 to 12 (TIER, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed
    is 0.
    """

    def __init__(
        self,
        weapon_class: TieredWeaponClass | None = None,
        tier: int | None = None,
    ) -> None:
        self.weapon_class = weapon_class
        self.tier = tier

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_class, self.tier)
