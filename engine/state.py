"""Encounter state: immutable values (engine/values.py) for everything both rule documents need.

Each type mirrors the ``arbiter.v1`` message of the same name; enum values equal the proto enum
numbers (0, "unspecified", has no member: converters map it to the documented default). Optional
scores are ``None`` when the request left them unset, so the ruleset default applies
(``ArrayerRules``/``TieredRules``). The engine never mutates state: it returns new values
(``with_…`` copies).
"""

from __future__ import annotations

import enum
from typing import TypeVar, final

from engine.values import Value

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
]


class Ruleset(enum.IntEnum):
    """The rule document an encounter is resolved by."""

    ARRAYER = 1
    """ARRAYER: one die for attack and damage (rulings A1-A28)."""
    TIERED = 2
    """The tiered skill system with contested d20 rolls (rulings T1-T18)."""

    @property
    def key(self) -> str:
        """The ruleset id used in docs and logs: ``arrayer`` or ``tiered``."""
        return self.name.lower()

    @property
    def encounter(self) -> str:
        """How messages name an encounter of this ruleset: ``an arrayer encounter``."""
        return f"{'an' if self is Ruleset.ARRAYER else 'a'} {self.key} encounter"


class ArrayerWeaponType(enum.IntEnum):
    """ARRAYER Weapon Types, numbered as the 1d6 table of ruling A4."""

    BLADES = 1
    """Knives, swords, cleaver, misericorde."""
    HAFTED = 2
    """Axes, maces, clubs, hammers, flail."""
    POLEARMS = 3
    """Spear, lance, quarterstaff, mancatcher, pilum, javelin."""
    BOWS = 4
    """Bow, longbow, sling, boomerang."""
    MECHANICAL = 5
    """Crossbow, springdart, bola, net, whip."""
    GUNPOWDER = 6
    """Arquebus, blunderbuss, screw pistol."""


class ArrayerEffectKind(enum.IntEnum):
    """ARRAYER weapon special effects (the document's list); ``ArrayerEffect.value`` is each one's
    number (see arbiter.v1.ArrayerEffectKind)."""

    EXTRA_ATTACK_ON_DOWN = 1
    """Greatsword: attack again after downing an enemy."""
    BONUS_VS_UNARMOURED = 2
    """Cleaver: +value damage against the unarmoured."""
    WEIGHT_VS_PRONE = 3
    """Misericorde: weight is value against a prone target."""
    WEIGHT_VS_GRAPPLED = 4
    """Misericorde: weight is value against a grappled target."""
    DOSE_ON_HIT = 5
    """Doping spines: a hit of natural >= value doses the target."""
    BREAK_ON_MISS = 6
    """Doping spines: a miss of natural >= value breaks the weapon."""
    BREAK_IN_MELEE = 7
    """Pilum, javelin: a melee attack of natural >= value breaks the weapon."""
    HP_FLOOR = 8
    """Mace, club, brass knuckles: the hit cannot take the target below value HP (A9)."""
    KNOCK_BACK = 9
    """Quarterstaff: Physique save or thrown back (A7, A8)."""
    BONUS_VS_MEDIUM_HEAVY_ARMOUR = 10
    """Warhammer: +value damage against medium or heavy armour."""
    BONUS_VS_ARMOURED = 11
    """Crossbow: +value damage against any armour."""
    BONUS_VS_SHIELD = 12
    """Flail (+1), bow (-1): value added against a shield bearer."""
    HOLD = 13
    """Mancatcher: no damage; Dodge or be held."""
    TRIP = 14
    """Bola, net: no damage; Dodge or fall prone and entangled."""
    ENTANGLE_OPTION = 15
    """Meteor hammer: may forgo damage to entangle."""
    ONLY_UNAWARE = 16
    """Garotte: only a silent killing blow on the unaware (A5)."""
    OVER_PENETRATION = 17
    """Arquebus: on downing, d(value) - armour (min 0) to those behind."""
    SPREAD = 18
    """Blunderbuss: attacks up to value adjacent targets."""
    FATIGUE = 19
    """Longbow: counts as ``fatigued_as`` after Strength shots (A16)."""


class ArrayerWoundSeverity(enum.IntEnum):
    """ARRAYER wound severity by negative HP (A11)."""

    STUNNED = 1
    """Temporary inability to fight."""
    LIGHT = 2
    """No permanent effect."""
    MODERATE = 3
    """Minor permanent effects."""
    BAD = 4
    """A permanent debilitating effect."""


class ArrayerHitLocation(enum.IntEnum):
    """ARRAYER hit locations (A11)."""

    FACE = 1
    """Fac."""
    HEAD_NECK = 2
    """Hnk."""
    THORAX = 3
    """Thx."""
    ABDOMEN = 4
    """Abd."""
    PELVIS = 5
    """Plv."""
    UPPER_ARM = 6
    """Urm."""
    LOWER_ARM = 7
    """Lrm."""
    UPPER_LEG = 8
    """Ulg."""
    LOWER_LEG = 9
    """Llg."""


class ArrayerBodySide(enum.IntEnum):
    """Left or right, for limb wounds (A11)."""

    LEFT = 1
    """Odd location roll."""
    RIGHT = 2
    """Even location roll."""


class ArrayerMishapResult(enum.IntEnum):
    """What a gunpowder mishap does (A6)."""

    MISFIRE = 1
    """No shot; nothing spent, may fire next round."""
    DUD = 2
    """The shot is spent; the weapon must reload."""
    BURST_WEAR = 3
    """Burst: damage to the user; well maintained turns dubious, dubious is destroyed."""
    BURST = 4
    """Burst: damage to the user."""
    EXPLODE = 5
    """The weapon explodes: damage to the user, and it is destroyed."""


class TieredWeaponClass(enum.IntEnum):
    """`tiered` weapon classes; with the hand, they pick the skill used."""

    UNARMED = 1
    """Bare hands: Unarmed skill, Tier 0."""
    ONE_HANDED_MELEE = 2
    """One-handed melee; may also be thrown."""
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
    """Siege weapon."""


class Hand(enum.IntEnum):
    """The hand a `tiered` weapon is held in."""

    MAIN = 1
    """Main hand."""
    OFF = 2
    """Off hand: the Off-Hand skills apply."""
    BOTH = 3
    """Both hands."""


class AmmunitionKind(enum.IntEnum):
    """Kinds of ammunition."""

    ARROW = 1
    """Arrows."""
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


class ArmourClass(enum.IntEnum):
    """How heavy armour is (ARRAYER warhammer and cleaver)."""

    NONE = 1
    """Unarmoured."""
    LIGHT = 2
    """Light armour."""
    MEDIUM = 3
    """Medium armour."""
    HEAVY = 4
    """Heavy armour."""


class Sentiment(enum.IntEnum):
    """ARRAYER sentiment relative to the enemy (ruling A13)."""

    BETTER = 1
    """Initiative on d6 <= 4."""
    EQUAL = 2
    """Initiative on d6 <= 3."""
    WORSE = 3
    """Initiative on d6 <= 2."""


class MoraleTrigger(enum.IntEnum):
    """What prompted an ARRAYER morale check (ruling A15)."""

    FIRST_LOSS = 1
    """The side lost its first member."""
    HALF_STRENGTH = 2
    """The side fell to half its starting number."""


class EntanglementSource(enum.IntEnum):
    """What entangles a combatant."""

    BOLA = 1
    """A bola."""
    NET = 2
    """A net."""
    CHAIN = 3
    """A meteor hammer or rope dart chain."""


class MountKind(enum.IntEnum):
    """ARRAYER mounts (ruling A10)."""

    HORSE = 1
    """Horse, 1 HD by default (A23)."""
    WARHORSE = 2
    """Warhorse, 2 HD by default (A23)."""


class TieredSkill(enum.IntEnum):
    """A `tiered` skill; ``field`` is its TieredSkills attribute."""

    UNARMED = 1
    """Unarmed Melee."""
    MAIN_HAND_MELEE = 2
    """Main-Hand Melee."""
    OFF_HAND_MELEE = 3
    """Off-Hand Melee."""
    TWO_HANDED_MELEE = 4
    """Two-Handed Melee."""
    MAIN_HAND_THROWN = 5
    """Main-Hand Thrown."""
    OFF_HAND_THROWN = 6
    """Off-Hand Thrown."""
    BOW = 7
    """Bow."""
    MAIN_HAND_CROSSBOW = 8
    """Main-Hand Crossbow."""
    OFF_HAND_CROSSBOW = 9
    """Off-Hand Crossbow."""
    TWO_HANDED_CROSSBOW = 10
    """Two-Handed Crossbow."""
    MAIN_HAND_FIREARM = 11
    """Main-Hand Firearm."""
    OFF_HAND_FIREARM = 12
    """Off-Hand Firearm."""
    TWO_HANDED_FIREARM = 13
    """Two-Handed Firearm."""
    SIEGE_WEAPON = 14
    """Siege Weapon."""
    STEALTH = 15
    """Stealth."""
    TRAPS = 16
    """Traps."""
    SCHOLAR = 17
    """Scholar."""

    @property
    def field(self) -> str:
        """The attribute of TieredSkills holding this skill's level."""
        return _SKILL_FIELDS[self]


#: TieredSkill.field by skill number, built once: an exchange reads a dozen skill levels, and an
#: enum member's ``name`` is a descriptor call each time.
_SKILL_FIELDS = [""] * (max(TieredSkill) + 1)
for _skill in TieredSkill:
    _SKILL_FIELDS[_skill] = _skill.name.lower()
del _skill


@final
class Position(Value):
    """A grid square."""

    FIELDS = ("x", "y")
    __slots__ = FIELDS

    x: int
    y: int

    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def field_values(self) -> tuple[object, ...]:
        return (self.x, self.y)

    def distance(self, other: Position) -> int:
        """Chebyshev distance: diagonal neighbours are 1 apart (ruling S3)."""
        return max(abs(self.x - other.x), abs(self.y - other.y))


@final
class RangeBands(Value):
    """ARRAYER range bands, inclusive upper bounds in squares (ruling A3)."""

    FIELDS = ("effective_range", "long_range", "extreme_range")
    __slots__ = FIELDS

    effective_range: int
    long_range: int
    extreme_range: int

    def __init__(self, effective_range: int, long_range: int, extreme_range: int) -> None:
        self.effective_range = effective_range
        self.long_range = long_range
        self.extreme_range = extreme_range

    def field_values(self) -> tuple[object, ...]:
        return (self.effective_range, self.long_range, self.extreme_range)


@final
class ArrayerEffect(Value):
    """One special effect of an ARRAYER weapon and its number."""

    FIELDS = ("kind", "value")
    __slots__ = FIELDS

    kind: ArrayerEffectKind
    value: int

    def __init__(self, kind: ArrayerEffectKind, value: int = 0) -> None:
        self.kind = kind
        self.value = value

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.value)


@final
class ArrayerAmmunitionRange(Value):
    """Range bands of one kind of sling ammunition (A3)."""

    FIELDS = ("kind", "range")
    __slots__ = FIELDS

    kind: AmmunitionKind
    range: RangeBands

    def __init__(self, kind: AmmunitionKind, range: RangeBands) -> None:
        self.kind = kind
        self.range = range

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.range)


@final
class ArrayerWeaponRules(Value):
    """ARRAYER weapon rules (rulings A1-A4, A6) and special effects.

    ``close_quarters_as``/``alternate_as``/``fatigued_as`` are catalog ids of the profile the weapon
    fights as up close (distance <= 1), on request, and once fatigued.
    """

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
    weight: int
    specialised: bool
    reach: int
    range: RangeBands | None
    reload_chits: int
    throwable: bool
    discharge_standing: bool
    reload_standing: bool
    gunpowder: bool
    needs_space: bool
    concealable: bool
    effects: tuple[ArrayerEffect, ...]
    close_quarters_as: str
    alternate_as: str
    fatigued_as: str
    ammunition_ranges: tuple[ArrayerAmmunitionRange, ...]

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

    def with_weight(self, weight: int) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.weight = weight
        return copy

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

    def with_range(self, range: RangeBands | None) -> ArrayerWeaponRules:
        copy = self._copy()
        copy.range = range
        return copy

    def effect(self, kind: ArrayerEffectKind) -> ArrayerEffect | None:
        """The weapon's effect of this kind, or None."""
        for effect in self.effects:
            if effect.kind is kind:
                return effect
        return None


@final
class TieredWeaponRules(Value):
    """`tiered` weapon rules."""

    FIELDS = ("weapon_class", "tier")
    __slots__ = FIELDS

    weapon_class: TieredWeaponClass
    tier: int

    def __init__(self, weapon_class: TieredWeaponClass, tier: int) -> None:
        self.weapon_class = weapon_class
        self.tier = tier

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_class, self.tier)


@final
class WeaponDefinition(Value):
    """The rules of one weapon; exactly one of ``arrayer`` and ``tiered`` is set."""

    FIELDS = ("id", "name", "arrayer", "tiered")
    __slots__ = FIELDS

    id: str
    name: str
    arrayer: ArrayerWeaponRules | None
    tiered: TieredWeaponRules | None

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
    """Ammunition for a weapon; ``count`` None is untracked."""

    FIELDS = ("kind", "tier", "count")
    __slots__ = FIELDS

    kind: AmmunitionKind | None
    tier: int
    count: int | None

    def __init__(
        self, kind: AmmunitionKind | None = None, tier: int = 0, count: int | None = None
    ) -> None:
        self.kind = kind
        self.tier = tier
        self.count = count

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.tier, self.count)

    def _copy(self) -> Ammunition:
        return Ammunition(self.kind, self.tier, self.count)

    def with_count(self, count: int | None) -> Ammunition:
        copy = self._copy()
        copy.count = count
        return copy


@final
class Weapon(Value):
    """A weapon carried, with its wear.

    ``catalog_id`` is set when the request named a catalog weapon, so the response names it again
    instead of spelling out the definition. ``overridden`` lists the definition fields the request
    changed on that catalog entry (``name``, ``arrayer``, ``arrayer.weight``, ...; a ruleset part
    alone when it was sent empty), or is None when it sent no overrides: ``definition`` is the
    entry with the changes applied, and the response echoes the changes rather than the whole.
    """

    FIELDS = (
        "id",
        "definition",
        "catalog_id",
        "overridden",
        "hand",
        "broken",
        "dubious",
        "reload_chits",
        "shots_fired",
        "tier_loss",
        "reload_actions_needed",
        "ammunition",
        "thrown",
    )
    __slots__ = FIELDS

    id: str
    definition: WeaponDefinition
    catalog_id: str | None
    overridden: tuple[str, ...] | None
    hand: Hand | None
    broken: bool
    dubious: bool
    reload_chits: int
    shots_fired: int
    tier_loss: int
    reload_actions_needed: int
    ammunition: Ammunition | None
    thrown: bool

    def __init__(
        self,
        id: str,
        definition: WeaponDefinition,
        catalog_id: str | None = None,
        overridden: tuple[str, ...] | None = None,
        hand: Hand | None = None,
        broken: bool = False,
        dubious: bool = False,
        reload_chits: int = 0,
        shots_fired: int = 0,
        tier_loss: int = 0,
        reload_actions_needed: int = 0,
        ammunition: Ammunition | None = None,
        thrown: bool = False,
    ) -> None:
        self.id = id
        self.definition = definition
        self.catalog_id = catalog_id
        self.overridden = overridden
        self.hand = hand
        self.broken = broken
        self.dubious = dubious
        self.reload_chits = reload_chits
        self.shots_fired = shots_fired
        self.tier_loss = tier_loss
        self.reload_actions_needed = reload_actions_needed
        self.ammunition = ammunition
        self.thrown = thrown

    def field_values(self) -> tuple[object, ...]:
        return (
            self.id,
            self.definition,
            self.catalog_id,
            self.overridden,
            self.hand,
            self.broken,
            self.dubious,
            self.reload_chits,
            self.shots_fired,
            self.tier_loss,
            self.reload_actions_needed,
            self.ammunition,
            self.thrown,
        )

    def with_overridden(self, overridden: tuple[str, ...] | None) -> Weapon:
        copy = self._copy()
        copy.overridden = overridden
        return copy

    def with_catalog_id(self, catalog_id: str | None) -> Weapon:
        copy = self._copy()
        copy.catalog_id = catalog_id
        return copy

    def with_definition(self, definition: WeaponDefinition) -> Weapon:
        copy = self._copy()
        copy.definition = definition
        return copy

    def with_hand(self, hand: Hand | None) -> Weapon:
        copy = self._copy()
        copy.hand = hand
        return copy

    def _copy(self) -> Weapon:
        return Weapon(
            self.id,
            self.definition,
            self.catalog_id,
            self.overridden,
            self.hand,
            self.broken,
            self.dubious,
            self.reload_chits,
            self.shots_fired,
            self.tier_loss,
            self.reload_actions_needed,
            self.ammunition,
            self.thrown,
        )

    def with_ammunition(self, ammunition: Ammunition | None) -> Weapon:
        copy = self._copy()
        copy.ammunition = ammunition
        return copy

    def with_broken(self, broken: bool) -> Weapon:
        copy = self._copy()
        copy.broken = broken
        return copy

    def with_dubious(self, dubious: bool) -> Weapon:
        copy = self._copy()
        copy.dubious = dubious
        return copy

    def with_reload_actions_needed(self, reload_actions_needed: int) -> Weapon:
        copy = self._copy()
        copy.reload_actions_needed = reload_actions_needed
        return copy

    def with_reload_chits(self, reload_chits: int) -> Weapon:
        copy = self._copy()
        copy.reload_chits = reload_chits
        return copy

    def with_shots_fired(self, shots_fired: int) -> Weapon:
        copy = self._copy()
        copy.shots_fired = shots_fired
        return copy

    def with_thrown(self, thrown: bool) -> Weapon:
        copy = self._copy()
        copy.thrown = thrown
        return copy

    def with_tier_loss(self, tier_loss: int) -> Weapon:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy

    @property
    def tier(self) -> int:
        """`tiered`: the repaired Tier (0 for ARRAYER weapons)."""
        return self.definition.tiered.tier if self.definition.tiered else 0

    @property
    def effective_tier(self) -> int:
        """`tiered`: the Tier after critical damage (ruling T4)."""
        return max(0, self.tier - self.tier_loss)


@final
class Armour(Value):
    """Armour worn."""

    FIELDS = ("value", "armour_class", "tier_loss")
    __slots__ = FIELDS

    value: int
    armour_class: ArmourClass | None
    tier_loss: int

    def __init__(
        self, value: int = 0, armour_class: ArmourClass | None = None, tier_loss: int = 0
    ) -> None:
        self.value = value
        self.armour_class = armour_class
        self.tier_loss = tier_loss

    def field_values(self) -> tuple[object, ...]:
        return (self.value, self.armour_class, self.tier_loss)

    def _copy(self) -> Armour:
        return Armour(self.value, self.armour_class, self.tier_loss)

    def with_tier_loss(self, tier_loss: int) -> Armour:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy

    @property
    def effective_value(self) -> int:
        """The value after critical damage (ruling T4); ARRAYER armour has no tier loss."""
        return max(0, self.value - self.tier_loss)


@final
class Shield(Value):
    """A shield carried."""

    FIELDS = ("value", "tier_loss")
    __slots__ = FIELDS

    value: int
    tier_loss: int

    def __init__(self, value: int = 0, tier_loss: int = 0) -> None:
        self.value = value
        self.tier_loss = tier_loss

    def field_values(self) -> tuple[object, ...]:
        return (self.value, self.tier_loss)

    def _copy(self) -> Shield:
        return Shield(self.value, self.tier_loss)

    def with_tier_loss(self, tier_loss: int) -> Shield:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy

    @property
    def effective_value(self) -> int:
        """The value after critical damage (ruling T4)."""
        return max(0, self.value - self.tier_loss)


@final
class Entanglement(Value):
    """An entanglement and the rounds it has held."""

    FIELDS = ("source", "rounds")
    __slots__ = FIELDS

    source: EntanglementSource
    rounds: int

    def __init__(self, source: EntanglementSource, rounds: int = 0) -> None:
        self.source = source
        self.rounds = rounds

    def field_values(self) -> tuple[object, ...]:
        return (self.source, self.rounds)

    def _copy(self) -> Entanglement:
        return Entanglement(self.source, self.rounds)

    def with_rounds(self, rounds: int) -> Entanglement:
        copy = self._copy()
        copy.rounds = rounds
        return copy


@final
class Conditions(Value):
    """Conditions on a combatant."""

    FIELDS = (
        "prone",
        "grappled",
        "unaware",
        "entanglement",
        "immobilised_rounds",
        "immobilised_difficulty",
        "held_by",
        "stealthed",
        "stealth_flagged_by",
        "dead",
        "routed",
        "dosed",
        "also_held_by",
    )
    __slots__ = FIELDS

    prone: bool
    grappled: bool
    unaware: bool
    entanglement: Entanglement | None
    immobilised_rounds: int
    immobilised_difficulty: int
    held_by: str
    stealthed: bool
    stealth_flagged_by: tuple[str, ...]
    dead: bool
    routed: bool
    dosed: bool
    also_held_by: tuple[str, ...]
    """ARRAYER: further mancatcher holders besides ``held_by``."""

    def __init__(
        self,
        prone: bool = False,
        grappled: bool = False,
        unaware: bool = False,
        entanglement: Entanglement | None = None,
        immobilised_rounds: int = 0,
        immobilised_difficulty: int = 0,
        held_by: str = "",
        stealthed: bool = False,
        stealth_flagged_by: tuple[str, ...] = (),
        dead: bool = False,
        routed: bool = False,
        dosed: bool = False,
        also_held_by: tuple[str, ...] = (),
    ) -> None:
        self.prone = prone
        self.grappled = grappled
        self.unaware = unaware
        self.entanglement = entanglement
        self.immobilised_rounds = immobilised_rounds
        self.immobilised_difficulty = immobilised_difficulty
        self.held_by = held_by
        self.stealthed = stealthed
        self.stealth_flagged_by = stealth_flagged_by
        self.dead = dead
        self.routed = routed
        self.dosed = dosed
        self.also_held_by = also_held_by

    def field_values(self) -> tuple[object, ...]:
        return (
            self.prone,
            self.grappled,
            self.unaware,
            self.entanglement,
            self.immobilised_rounds,
            self.immobilised_difficulty,
            self.held_by,
            self.stealthed,
            self.stealth_flagged_by,
            self.dead,
            self.routed,
            self.dosed,
            self.also_held_by,
        )

    def with_immobilised_difficulty(self, immobilised_difficulty: int) -> Conditions:
        copy = self._copy()
        copy.immobilised_difficulty = immobilised_difficulty
        return copy

    def _copy(self) -> Conditions:
        return Conditions(
            self.prone,
            self.grappled,
            self.unaware,
            self.entanglement,
            self.immobilised_rounds,
            self.immobilised_difficulty,
            self.held_by,
            self.stealthed,
            self.stealth_flagged_by,
            self.dead,
            self.routed,
            self.dosed,
            self.also_held_by,
        )

    def with_also_held_by(self, also_held_by: tuple[str, ...]) -> Conditions:
        copy = self._copy()
        copy.also_held_by = also_held_by
        return copy

    def with_dead(self, dead: bool) -> Conditions:
        copy = self._copy()
        copy.dead = dead
        return copy

    def with_dosed(self, dosed: bool) -> Conditions:
        copy = self._copy()
        copy.dosed = dosed
        return copy

    def with_entanglement(self, entanglement: Entanglement | None) -> Conditions:
        copy = self._copy()
        copy.entanglement = entanglement
        return copy

    def with_held_by(self, held_by: str) -> Conditions:
        copy = self._copy()
        copy.held_by = held_by
        return copy

    def with_immobilised_rounds(self, immobilised_rounds: int) -> Conditions:
        copy = self._copy()
        copy.immobilised_rounds = immobilised_rounds
        return copy

    def with_prone(self, prone: bool) -> Conditions:
        copy = self._copy()
        copy.prone = prone
        return copy

    def with_routed(self, routed: bool) -> Conditions:
        copy = self._copy()
        copy.routed = routed
        return copy

    def with_stealth_flagged_by(self, stealth_flagged_by: tuple[str, ...]) -> Conditions:
        copy = self._copy()
        copy.stealth_flagged_by = stealth_flagged_by
        return copy

    def with_stealthed(self, stealthed: bool) -> Conditions:
        copy = self._copy()
        copy.stealthed = stealthed
        return copy


@final
class WeaponProficiency(Value):
    """Improvements of one ARRAYER weapon type (ruling A1)."""

    FIELDS = ("weapon_type", "improvements")
    __slots__ = FIELDS

    weapon_type: ArrayerWeaponType
    improvements: int

    def __init__(self, weapon_type: ArrayerWeaponType, improvements: int) -> None:
        self.weapon_type = weapon_type
        self.improvements = improvements

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_type, self.improvements)


@final
class Mount(Value):
    """An ARRAYER mount (ruling A10); ``hit_dice`` None takes the kind's (A23: horse 1, warhorse
    2)."""

    FIELDS = ("kind", "hp", "hit_dice")
    __slots__ = FIELDS

    kind: MountKind
    hp: int
    hit_dice: int | None

    def __init__(self, kind: MountKind, hp: int, hit_dice: int | None = None) -> None:
        self.kind = kind
        self.hp = hp
        self.hit_dice = hit_dice

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.hp, self.hit_dice)

    def _copy(self) -> Mount:
        return Mount(self.kind, self.hp, self.hit_dice)

    def with_hp(self, hp: int) -> Mount:
        copy = self._copy()
        copy.hp = hp
        return copy

    @property
    def dice(self) -> int:
        """Its Hit Dice, wherever a rule reads them (A23: knock-back A8, blood baths A12)."""
        if self.hit_dice is not None:
            return self.hit_dice
        return 1 if self.kind is MountKind.HORSE else 2


@final
class ArrayerWound(Value):
    """A wound from the aftermath roll (A11); ``side`` is None off the limbs."""

    FIELDS = ("severity", "location", "side")
    __slots__ = FIELDS

    severity: ArrayerWoundSeverity
    location: ArrayerHitLocation
    side: ArrayerBodySide | None

    def __init__(
        self,
        severity: ArrayerWoundSeverity,
        location: ArrayerHitLocation,
        side: ArrayerBodySide | None = None,
    ) -> None:
        self.severity = severity
        self.location = location
        self.side = side

    def field_values(self) -> tuple[object, ...]:
        return (self.severity, self.location, self.side)


@final
class ArrayerCombatant(Value):
    """ARRAYER scores and training; None scores take the ruleset default (ruling A7)."""

    FIELDS = (
        "hit_dice",
        "strength",
        "dexterity",
        "proficiencies",
        "mount",
        "reload_disrupted",
        "wounds",
        "recovers_at_short_rest",
    )
    __slots__ = FIELDS

    hit_dice: int
    strength: int | None
    dexterity: int | None
    proficiencies: tuple[WeaponProficiency, ...]
    mount: Mount | None
    reload_disrupted: bool
    wounds: tuple[ArrayerWound, ...]
    recovers_at_short_rest: bool

    def __init__(
        self,
        hit_dice: int = 1,
        strength: int | None = None,
        dexterity: int | None = None,
        proficiencies: tuple[WeaponProficiency, ...] = (),
        mount: Mount | None = None,
        reload_disrupted: bool = False,
        wounds: tuple[ArrayerWound, ...] = (),
        recovers_at_short_rest: bool = False,
    ) -> None:
        self.hit_dice = hit_dice
        self.strength = strength
        self.dexterity = dexterity
        self.proficiencies = proficiencies
        self.mount = mount
        self.reload_disrupted = reload_disrupted
        self.wounds = wounds
        self.recovers_at_short_rest = recovers_at_short_rest

    def field_values(self) -> tuple[object, ...]:
        return (
            self.hit_dice,
            self.strength,
            self.dexterity,
            self.proficiencies,
            self.mount,
            self.reload_disrupted,
            self.wounds,
            self.recovers_at_short_rest,
        )

    def with_strength(self, strength: int | None) -> ArrayerCombatant:
        copy = self._copy()
        copy.strength = strength
        return copy

    def _copy(self) -> ArrayerCombatant:
        return ArrayerCombatant(
            self.hit_dice,
            self.strength,
            self.dexterity,
            self.proficiencies,
            self.mount,
            self.reload_disrupted,
            self.wounds,
            self.recovers_at_short_rest,
        )

    def with_mount(self, mount: Mount | None) -> ArrayerCombatant:
        copy = self._copy()
        copy.mount = mount
        return copy

    def with_proficiencies(self, proficiencies: tuple[WeaponProficiency, ...]) -> ArrayerCombatant:
        copy = self._copy()
        copy.proficiencies = proficiencies
        return copy

    def with_recovers_at_short_rest(self, recovers_at_short_rest: bool) -> ArrayerCombatant:
        copy = self._copy()
        copy.recovers_at_short_rest = recovers_at_short_rest
        return copy

    def with_reload_disrupted(self, reload_disrupted: bool) -> ArrayerCombatant:
        copy = self._copy()
        copy.reload_disrupted = reload_disrupted
        return copy

    def with_wounds(self, wounds: tuple[ArrayerWound, ...]) -> ArrayerCombatant:
        copy = self._copy()
        copy.wounds = wounds
        return copy

    def improvements(self, weapon_type: ArrayerWeaponType) -> int:
        """Steps up the proficiency ladder in ``weapon_type`` (ruling A1)."""
        return sum(p.improvements for p in self.proficiencies if p.weapon_type == weapon_type)


@final
class TieredSkills(Value):
    """`tiered` skill levels; 0 is untrained."""

    FIELDS = (
        "unarmed",
        "main_hand_melee",
        "off_hand_melee",
        "two_handed_melee",
        "main_hand_thrown",
        "off_hand_thrown",
        "bow",
        "main_hand_crossbow",
        "off_hand_crossbow",
        "two_handed_crossbow",
        "main_hand_firearm",
        "off_hand_firearm",
        "two_handed_firearm",
        "siege_weapon",
        "stealth",
        "traps",
        "scholar",
    )
    __slots__ = FIELDS

    unarmed: int
    main_hand_melee: int
    off_hand_melee: int
    two_handed_melee: int
    main_hand_thrown: int
    off_hand_thrown: int
    bow: int
    main_hand_crossbow: int
    off_hand_crossbow: int
    two_handed_crossbow: int
    main_hand_firearm: int
    off_hand_firearm: int
    two_handed_firearm: int
    siege_weapon: int
    stealth: int
    traps: int
    scholar: int

    def __init__(
        self,
        unarmed: int = 0,
        main_hand_melee: int = 0,
        off_hand_melee: int = 0,
        two_handed_melee: int = 0,
        main_hand_thrown: int = 0,
        off_hand_thrown: int = 0,
        bow: int = 0,
        main_hand_crossbow: int = 0,
        off_hand_crossbow: int = 0,
        two_handed_crossbow: int = 0,
        main_hand_firearm: int = 0,
        off_hand_firearm: int = 0,
        two_handed_firearm: int = 0,
        siege_weapon: int = 0,
        stealth: int = 0,
        traps: int = 0,
        scholar: int = 0,
    ) -> None:
        self.unarmed = unarmed
        self.main_hand_melee = main_hand_melee
        self.off_hand_melee = off_hand_melee
        self.two_handed_melee = two_handed_melee
        self.main_hand_thrown = main_hand_thrown
        self.off_hand_thrown = off_hand_thrown
        self.bow = bow
        self.main_hand_crossbow = main_hand_crossbow
        self.off_hand_crossbow = off_hand_crossbow
        self.two_handed_crossbow = two_handed_crossbow
        self.main_hand_firearm = main_hand_firearm
        self.off_hand_firearm = off_hand_firearm
        self.two_handed_firearm = two_handed_firearm
        self.siege_weapon = siege_weapon
        self.stealth = stealth
        self.traps = traps
        self.scholar = scholar

    def field_values(self) -> tuple[object, ...]:
        return (
            self.unarmed,
            self.main_hand_melee,
            self.off_hand_melee,
            self.two_handed_melee,
            self.main_hand_thrown,
            self.off_hand_thrown,
            self.bow,
            self.main_hand_crossbow,
            self.off_hand_crossbow,
            self.two_handed_crossbow,
            self.main_hand_firearm,
            self.off_hand_firearm,
            self.two_handed_firearm,
            self.siege_weapon,
            self.stealth,
            self.traps,
            self.scholar,
        )

    def level(self, skill: TieredSkill) -> int:
        """The level of ``skill``."""
        # The table, not skill.field: an enum's property is a Python call even when compiled.
        level: int = getattr(self, _SKILL_FIELDS[skill])
        return level


@final
class TieredCombatant(Value):
    """`tiered` stats and skills (ruling T1); ``move`` None takes the default (ruling T2)."""

    FIELDS = ("body", "reflex", "mind", "presence", "skills", "move", "traps_set_today")
    __slots__ = FIELDS

    body: int
    reflex: int
    mind: int
    presence: int
    skills: TieredSkills
    move: int | None
    traps_set_today: int

    def __init__(
        self,
        body: int = 0,
        reflex: int = 0,
        mind: int = 0,
        presence: int = 0,
        skills: TieredSkills = TieredSkills(),
        move: int | None = None,
        traps_set_today: int = 0,
    ) -> None:
        self.body = body
        self.reflex = reflex
        self.mind = mind
        self.presence = presence
        self.skills = skills
        self.move = move
        self.traps_set_today = traps_set_today

    def field_values(self) -> tuple[object, ...]:
        return (
            self.body,
            self.reflex,
            self.mind,
            self.presence,
            self.skills,
            self.move,
            self.traps_set_today,
        )

    def with_move(self, move: int | None) -> TieredCombatant:
        copy = self._copy()
        copy.move = move
        return copy

    def _copy(self) -> TieredCombatant:
        return TieredCombatant(
            self.body,
            self.reflex,
            self.mind,
            self.presence,
            self.skills,
            self.move,
            self.traps_set_today,
        )

    def with_traps_set_today(self, traps_set_today: int) -> TieredCombatant:
        copy = self._copy()
        copy.traps_set_today = traps_set_today
        return copy


@final
class Combatant(Value):
    """One fighter; exactly one of ``arrayer`` and ``tiered`` is set, matching the ruleset."""

    FIELDS = (
        "id",
        "side_id",
        "hp",
        "name",
        "max_hp",
        "position",
        "weapons",
        "armour",
        "shield",
        "conditions",
        "arrayer",
        "tiered",
        "facing",
    )
    __slots__ = FIELDS

    id: str
    side_id: str
    hp: int
    name: str
    max_hp: int
    position: Position | None
    weapons: tuple[Weapon, ...]
    armour: Armour | None
    shield: Shield | None
    conditions: Conditions
    arrayer: ArrayerCombatant | None
    tiered: TieredCombatant | None
    facing: Position | None
    """`tiered`: the direction it faces, a vector (dx, dy) from its square, never (0, 0); None is
    unknown, and then nobody is behind it (T13). The engine sets it to the direction of its last
    move step or attack (engine/tiered/sight.py)."""

    def __init__(
        self,
        id: str,
        side_id: str,
        hp: int,
        name: str = "",
        max_hp: int = 0,
        position: Position | None = None,
        weapons: tuple[Weapon, ...] = (),
        armour: Armour | None = None,
        shield: Shield | None = None,
        conditions: Conditions = Conditions(),
        arrayer: ArrayerCombatant | None = None,
        tiered: TieredCombatant | None = None,
        facing: Position | None = None,
    ) -> None:
        self.id = id
        self.side_id = side_id
        self.hp = hp
        self.name = name
        self.max_hp = max_hp
        self.position = position
        self.weapons = weapons
        self.armour = armour
        self.shield = shield
        self.conditions = conditions
        self.arrayer = arrayer
        self.tiered = tiered
        self.facing = facing

    def field_values(self) -> tuple[object, ...]:
        return (
            self.id,
            self.side_id,
            self.hp,
            self.name,
            self.max_hp,
            self.position,
            self.weapons,
            self.armour,
            self.shield,
            self.conditions,
            self.arrayer,
            self.tiered,
            self.facing,
        )

    def with_id(self, id: str) -> Combatant:
        copy = self._copy()
        copy.id = id
        return copy

    def with_max_hp(self, max_hp: int) -> Combatant:
        copy = self._copy()
        copy.max_hp = max_hp
        return copy

    def _copy(self) -> Combatant:
        return Combatant(
            self.id,
            self.side_id,
            self.hp,
            self.name,
            self.max_hp,
            self.position,
            self.weapons,
            self.armour,
            self.shield,
            self.conditions,
            self.arrayer,
            self.tiered,
            self.facing,
        )

    def with_armour(self, armour: Armour | None) -> Combatant:
        copy = self._copy()
        copy.armour = armour
        return copy

    def with_arrayer(self, arrayer: ArrayerCombatant | None) -> Combatant:
        copy = self._copy()
        copy.arrayer = arrayer
        return copy

    def with_conditions(self, conditions: Conditions) -> Combatant:
        copy = self._copy()
        copy.conditions = conditions
        return copy

    def with_facing(self, facing: Position | None) -> Combatant:
        copy = self._copy()
        copy.facing = facing
        return copy

    def with_hp(self, hp: int) -> Combatant:
        copy = self._copy()
        copy.hp = hp
        return copy

    def with_position(self, position: Position | None) -> Combatant:
        copy = self._copy()
        copy.position = position
        return copy

    def with_shield(self, shield: Shield | None) -> Combatant:
        copy = self._copy()
        copy.shield = shield
        return copy

    def with_tiered(self, tiered: TieredCombatant | None) -> Combatant:
        copy = self._copy()
        copy.tiered = tiered
        return copy

    def with_weapons(self, weapons: tuple[Weapon, ...]) -> Combatant:
        copy = self._copy()
        copy.weapons = weapons
        return copy

    def weapon(self, weapon_id: str) -> Weapon | None:
        """The carried weapon with this id, or None."""
        for weapon in self.weapons:
            if weapon.id == weapon_id:
                return weapon
        return None


@final
class Obstacle(Value):
    """A square that blocks movement and line of fire."""

    FIELDS = ("position",)
    __slots__ = FIELDS

    position: Position

    def __init__(self, position: Position) -> None:
        self.position = position

    def field_values(self) -> tuple[object, ...]:
        return (self.position,)


@final
class Battlefield(Value):
    """The grid; 0 width or height is unbounded."""

    FIELDS = ("width", "height", "obstacles")
    __slots__ = FIELDS

    width: int
    height: int
    obstacles: tuple[Obstacle, ...]

    def __init__(
        self, width: int = 0, height: int = 0, obstacles: tuple[Obstacle, ...] = ()
    ) -> None:
        self.width = width
        self.height = height
        self.obstacles = obstacles

    def field_values(self) -> tuple[object, ...]:
        return (self.width, self.height, self.obstacles)

    def contains(self, position: Position) -> bool:
        """Whether ``position`` lies on the grid."""
        in_x = self.width == 0 or 0 <= position.x < self.width
        in_y = self.height == 0 or 0 <= position.y < self.height
        return in_x and in_y


@final
class Environment(Value):
    """Weather and surroundings."""

    FIELDS = ("wind_or_moisture",)
    __slots__ = FIELDS

    wind_or_moisture: bool

    def __init__(self, wind_or_moisture: bool = False) -> None:
        self.wind_or_moisture = wind_or_moisture

    def field_values(self) -> tuple[object, ...]:
        return (self.wind_or_moisture,)


@final
class Side(Value):
    """One side of the fight; ``morale`` None takes the ruleset default (ruling A15)."""

    FIELDS = (
        "id",
        "sentiment",
        "morale",
        "morale_modifier",
        "routed",
        "starting_members",
        "morale_checks_made",
        "party",
    )
    __slots__ = FIELDS

    id: str
    sentiment: Sentiment | None
    morale: int | None
    morale_modifier: int
    routed: bool
    starting_members: int
    morale_checks_made: tuple[MoraleTrigger, ...]
    party: bool
    """ARRAYER: the party, whose member rolls initiative (A27; none marked: the first side)."""

    def __init__(
        self,
        id: str,
        sentiment: Sentiment | None = None,
        morale: int | None = None,
        morale_modifier: int = 0,
        routed: bool = False,
        starting_members: int = 0,
        morale_checks_made: tuple[MoraleTrigger, ...] = (),
        party: bool = False,
    ) -> None:
        self.id = id
        self.sentiment = sentiment
        self.morale = morale
        self.morale_modifier = morale_modifier
        self.routed = routed
        self.starting_members = starting_members
        self.morale_checks_made = morale_checks_made
        self.party = party

    def field_values(self) -> tuple[object, ...]:
        return (
            self.id,
            self.sentiment,
            self.morale,
            self.morale_modifier,
            self.routed,
            self.starting_members,
            self.morale_checks_made,
            self.party,
        )

    def with_routed(self, routed: bool) -> Side:
        copy = self._copy()
        copy.routed = routed
        return copy

    def _copy(self) -> Side:
        return Side(
            self.id,
            self.sentiment,
            self.morale,
            self.morale_modifier,
            self.routed,
            self.starting_members,
            self.morale_checks_made,
            self.party,
        )

    def with_morale_checks_made(self, morale_checks_made: tuple[MoraleTrigger, ...]) -> Side:
        copy = self._copy()
        copy.morale_checks_made = morale_checks_made
        return copy

    def with_starting_members(self, starting_members: int) -> Side:
        copy = self._copy()
        copy.starting_members = starting_members
        return copy


@final
class Trap(Value):
    """A `tiered` trap on the field (ruling T7)."""

    FIELDS = (
        "id",
        "owner_id",
        "position",
        "difficulty",
        "traps_skill",
        "basic_tools",
        "deals_damage",
        "known_by",
        "setup_steps_left",
    )
    __slots__ = FIELDS

    id: str
    owner_id: str
    position: Position | None
    difficulty: int
    traps_skill: int
    basic_tools: bool
    deals_damage: bool
    known_by: tuple[str, ...]
    setup_steps_left: int

    def __init__(
        self,
        id: str,
        owner_id: str,
        position: Position | None,
        difficulty: int,
        traps_skill: int = 0,
        basic_tools: bool = False,
        deals_damage: bool = True,
        known_by: tuple[str, ...] = (),
        setup_steps_left: int = 0,
    ) -> None:
        self.id = id
        self.owner_id = owner_id
        self.position = position
        self.difficulty = difficulty
        self.traps_skill = traps_skill
        self.basic_tools = basic_tools
        self.deals_damage = deals_damage
        self.known_by = known_by
        self.setup_steps_left = setup_steps_left

    def field_values(self) -> tuple[object, ...]:
        return (
            self.id,
            self.owner_id,
            self.position,
            self.difficulty,
            self.traps_skill,
            self.basic_tools,
            self.deals_damage,
            self.known_by,
            self.setup_steps_left,
        )

    def with_basic_tools(self, basic_tools: bool) -> Trap:
        copy = self._copy()
        copy.basic_tools = basic_tools
        return copy

    def with_deals_damage(self, deals_damage: bool) -> Trap:
        copy = self._copy()
        copy.deals_damage = deals_damage
        return copy

    def with_position(self, position: Position | None) -> Trap:
        copy = self._copy()
        copy.position = position
        return copy

    def _copy(self) -> Trap:
        return Trap(
            self.id,
            self.owner_id,
            self.position,
            self.difficulty,
            self.traps_skill,
            self.basic_tools,
            self.deals_damage,
            self.known_by,
            self.setup_steps_left,
        )

    def with_difficulty(self, difficulty: int) -> Trap:
        copy = self._copy()
        copy.difficulty = difficulty
        return copy

    def with_known_by(self, known_by: tuple[str, ...]) -> Trap:
        copy = self._copy()
        copy.known_by = known_by
        return copy

    def with_setup_steps_left(self, setup_steps_left: int) -> Trap:
        copy = self._copy()
        copy.setup_steps_left = setup_steps_left
        return copy


@final
class ArrayerWoundBand(Value):
    """A11: from this |HP| up (to the next band), wounds have this severity."""

    FIELDS = ("from_depth", "severity")
    __slots__ = FIELDS

    from_depth: int
    severity: ArrayerWoundSeverity

    def __init__(self, from_depth: int, severity: ArrayerWoundSeverity) -> None:
        self.from_depth = from_depth
        self.severity = severity

    def field_values(self) -> tuple[object, ...]:
        return (self.from_depth, self.severity)


@final
class ArrayerLocationBand(Value):
    """A11: from this hit-location d20 face up (to the next band), this location; ``sided``
    locations are left on an odd face, right on an even one."""

    FIELDS = ("from_face", "location", "sided")
    __slots__ = FIELDS

    from_face: int
    location: ArrayerHitLocation
    sided: bool

    def __init__(self, from_face: int, location: ArrayerHitLocation, sided: bool = False) -> None:
        self.from_face = from_face
        self.location = location
        self.sided = sided

    def field_values(self) -> tuple[object, ...]:
        return (self.from_face, self.location, self.sided)


@final
class ArrayerMishapBand(Value):
    """A6: from this mishap-die face up (to the next band), this result and d6s to the user."""

    FIELDS = ("from_face", "result", "damage_dice")
    __slots__ = FIELDS

    from_face: int
    result: ArrayerMishapResult
    damage_dice: int

    def __init__(self, from_face: int, result: ArrayerMishapResult, damage_dice: int = 0) -> None:
        self.from_face = from_face
        self.result = result
        self.damage_dice = damage_dice

    def field_values(self) -> tuple[object, ...]:
        return (self.from_face, self.result, self.damage_dice)


_W = ArrayerWoundSeverity
_L = ArrayerHitLocation
_M = ArrayerMishapResult

#: A11 wound severity by |HP|: 1 stunned, 2-3 light, 4-6 moderate, 7+ bad.
DEFAULT_WOUND_BANDS = (
    ArrayerWoundBand(1, _W.STUNNED),
    ArrayerWoundBand(2, _W.LIGHT),
    ArrayerWoundBand(4, _W.MODERATE),
    ArrayerWoundBand(7, _W.BAD),
)
#: A11 hit location d20: 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm, 15-17 Ulg,
#: 18-20 Llg; limbs left on odd, right on even.
DEFAULT_LOCATION_BANDS = (
    ArrayerLocationBand(1, _L.FACE),
    ArrayerLocationBand(2, _L.HEAD_NECK),
    ArrayerLocationBand(3, _L.THORAX),
    ArrayerLocationBand(6, _L.ABDOMEN),
    ArrayerLocationBand(8, _L.PELVIS),
    ArrayerLocationBand(9, _L.UPPER_ARM, sided=True),
    ArrayerLocationBand(12, _L.LOWER_ARM, sided=True),
    ArrayerLocationBand(15, _L.UPPER_LEG, sided=True),
    ArrayerLocationBand(18, _L.LOWER_LEG, sided=True),
)
#: A6, the document's mishap table: 1-4 misfire, 5 dud, 6 burst (wear), 7 burst, 8-10 dud,
#: 11-12 explodes (2d6).
DEFAULT_MISHAP_BANDS = (
    ArrayerMishapBand(1, _M.MISFIRE),
    ArrayerMishapBand(5, _M.DUD),
    ArrayerMishapBand(6, _M.BURST_WEAR, 1),
    ArrayerMishapBand(7, _M.BURST, 1),
    ArrayerMishapBand(8, _M.DUD),
    ArrayerMishapBand(11, _M.EXPLODE, 2),
)


@final
class ArrayerRules(Value):
    """ARRAYER numbers the rulings pick, as data. The defaults are the rulings'; GetCatalog lists
    them and an encounter may override any of them."""

    FIELDS = (
        "proficiency_dice",
        "hit_threshold_effective",
        "hit_threshold_long",
        "hit_threshold_extreme",
        "minimum_damage",
        "default_score",
        "default_morale",
        "default_move",
        "initiative_better",
        "initiative_equal",
        "initiative_worse",
        "morale_auto",
        "mishap_die_maintained",
        "mishap_die_dubious",
        "prone_attack_die",
        "night_death_face",
        "net_escape_face",
        "wound_bands",
        "location_bands",
        "mishap_bands",
        "aftermath_recover_multiple",
        "interception",
        "space_free_squares",
    )
    __slots__ = FIELDS

    proficiency_dice: tuple[int, ...]
    """Attack Die for Basic, Skilled, Expert (A1)."""
    hit_threshold_effective: int
    """Highest natural roll hitting within effective range and in melee (A3)."""
    hit_threshold_long: int
    """Highest natural roll hitting at long range (A3)."""
    hit_threshold_extreme: int
    """Highest natural roll hitting at extreme range (A3)."""
    minimum_damage: int
    """Least damage of a hit (A2)."""
    default_score: int
    """Strength and Dexterity when unset (A7)."""
    default_morale: int
    """Side morale when unset (A15)."""
    default_move: int
    """Squares moved per round by the default tactic (project default; the document has none)."""
    initiative_better: int
    """Highest side d6 winning initiative with better sentiment (A13)."""
    initiative_equal: int
    """Highest side d6 winning initiative with equal sentiment (A13)."""
    initiative_worse: int
    """Highest side d6 winning initiative with worse sentiment (A13)."""
    morale_auto: int
    """A total morale modifier at or beyond +-this decides without rolling (A15)."""
    mishap_die_maintained: int
    """Gunpowder mishap die of a well-maintained weapon (A6)."""
    mishap_die_dubious: int
    """Gunpowder mishap die of a dubious weapon (A6)."""
    prone_attack_die: int
    """Attack Die of a melee attack on a prone target (A5)."""
    night_death_face: int
    """Nightly death check: d20 at or under this kills (A12)."""
    net_escape_face: int
    """Net escape without a blade: d6 at or under this frees (document: 1-2)."""
    wound_bands: tuple[ArrayerWoundBand, ...]
    """Wound severity by |HP|, ascending from 1 (A11)."""
    location_bands: tuple[ArrayerLocationBand, ...]
    """Hit location by d20 face, ascending from 1 (A11)."""
    mishap_bands: tuple[ArrayerMishapBand, ...]
    """Gunpowder mishap table by mishap-die face, ascending from 1 (A6)."""
    aftermath_recover_multiple: int
    """Aftermath d20 at or above this times |HP| recovers at the next short rest (A11)."""
    interception: bool
    """Movement-phase interceptions by Dexterity check (A18)."""
    space_free_squares: int
    """Free squares, of the 8 around the wielder, a weapon needing 4 square metres needs (A22)."""

    def __init__(
        self,
        proficiency_dice: tuple[int, ...] = (12, 10, 8),
        hit_threshold_effective: int = 6,
        hit_threshold_long: int = 5,
        hit_threshold_extreme: int = 4,
        minimum_damage: int = 1,
        default_score: int = 10,
        default_morale: int = 7,
        default_move: int = 5,
        initiative_better: int = 4,
        initiative_equal: int = 3,
        initiative_worse: int = 2,
        morale_auto: int = 3,
        mishap_die_maintained: int = 6,
        mishap_die_dubious: int = 12,
        prone_attack_die: int = 6,
        night_death_face: int = 1,
        net_escape_face: int = 2,
        wound_bands: tuple[ArrayerWoundBand, ...] = DEFAULT_WOUND_BANDS,
        location_bands: tuple[ArrayerLocationBand, ...] = DEFAULT_LOCATION_BANDS,
        mishap_bands: tuple[ArrayerMishapBand, ...] = DEFAULT_MISHAP_BANDS,
        aftermath_recover_multiple: int = 2,
        interception: bool = True,
        space_free_squares: int = 3,
    ) -> None:
        self.proficiency_dice = proficiency_dice
        self.hit_threshold_effective = hit_threshold_effective
        self.hit_threshold_long = hit_threshold_long
        self.hit_threshold_extreme = hit_threshold_extreme
        self.minimum_damage = minimum_damage
        self.default_score = default_score
        self.default_morale = default_morale
        self.default_move = default_move
        self.initiative_better = initiative_better
        self.initiative_equal = initiative_equal
        self.initiative_worse = initiative_worse
        self.morale_auto = morale_auto
        self.mishap_die_maintained = mishap_die_maintained
        self.mishap_die_dubious = mishap_die_dubious
        self.prone_attack_die = prone_attack_die
        self.night_death_face = night_death_face
        self.net_escape_face = net_escape_face
        self.wound_bands = wound_bands
        self.location_bands = location_bands
        self.mishap_bands = mishap_bands
        self.aftermath_recover_multiple = aftermath_recover_multiple
        self.interception = interception
        self.space_free_squares = space_free_squares

    def field_values(self) -> tuple[object, ...]:
        return (
            self.proficiency_dice,
            self.hit_threshold_effective,
            self.hit_threshold_long,
            self.hit_threshold_extreme,
            self.minimum_damage,
            self.default_score,
            self.default_morale,
            self.default_move,
            self.initiative_better,
            self.initiative_equal,
            self.initiative_worse,
            self.morale_auto,
            self.mishap_die_maintained,
            self.mishap_die_dubious,
            self.prone_attack_die,
            self.night_death_face,
            self.net_escape_face,
            self.wound_bands,
            self.location_bands,
            self.mishap_bands,
            self.aftermath_recover_multiple,
            self.interception,
            self.space_free_squares,
        )

    def wound_severity(self, depth: int) -> ArrayerWoundSeverity:
        """A11: the severity of a wound at ``depth`` = |HP| (the last band at or under it)."""
        return _band(self.wound_bands, depth).severity

    def location(self, face: int) -> ArrayerLocationBand:
        """A11: the hit location of a d20 ``face``."""
        return _band(self.location_bands, face)

    def mishap(self, face: int) -> ArrayerMishapBand:
        """A6: the mishap of a mishap-die ``face``."""
        return _band(self.mishap_bands, face)


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


@final
class TieredRules(Value):
    """`tiered` numbers the rulings pick, as data (see ArrayerRules)."""

    FIELDS = (
        "default_move",
        "critical_tier_loss",
        "unarmed_fumble_damage",
        "thrown_range",
        "ranged_max_range",
        "stealth_range",
        "trap_trigger_radius",
        "porter_reach",
    )
    __slots__ = FIELDS

    default_move: int
    """Tiles per move action (T2)."""
    critical_tier_loss: int
    """Tiers a critical takes off (T4)."""
    unarmed_fumble_damage: int
    """Damage of an unarmed natural 1 to the roller, ignoring armour (T4)."""
    thrown_range: int
    """Range of thrown weapons, in tiles (document)."""
    ranged_max_range: int
    """Longest bow shot, and crossbow/firearm shot beyond guaranteed range (T5; document)."""
    stealth_range: int
    """Stealth checks roll against opponents within this many tiles (T6; document)."""
    trap_trigger_radius: int
    """A mover entering a square within this many tiles of a trap contests it (T7)."""
    porter_reach: int
    """Porters carry a siege weapon from at most this many tiles from its bearer (T17)."""

    def __init__(
        self,
        default_move: int = 5,
        critical_tier_loss: int = 1,
        unarmed_fumble_damage: int = 10,
        thrown_range: int = 5,
        ranged_max_range: int = 15,
        stealth_range: int = 30,
        trap_trigger_radius: int = 1,
        porter_reach: int = 2,
    ) -> None:
        self.default_move = default_move
        self.critical_tier_loss = critical_tier_loss
        self.unarmed_fumble_damage = unarmed_fumble_damage
        self.thrown_range = thrown_range
        self.ranged_max_range = ranged_max_range
        self.stealth_range = stealth_range
        self.trap_trigger_radius = trap_trigger_radius
        self.porter_reach = porter_reach

    def field_values(self) -> tuple[object, ...]:
        return (
            self.default_move,
            self.critical_tier_loss,
            self.unarmed_fumble_damage,
            self.thrown_range,
            self.ranged_max_range,
            self.stealth_range,
            self.trap_trigger_radius,
            self.porter_reach,
        )


@final
class EncounterState(Value):
    """Everything needed to resolve the next action or round.

    ``arrayer_rules``/``tiered_rules`` are None unless the request overrode a default; the engine
    then uses ARRAYER_DEFAULTS / TIERED_DEFAULTS.
    """

    FIELDS = (
        "ruleset",
        "combatants",
        "round",
        "sides",
        "battlefield",
        "environment",
        "arrayer_rules",
        "tiered_rules",
        "turn_order",
        "traps",
    )
    __slots__ = FIELDS

    ruleset: Ruleset
    combatants: tuple[Combatant, ...]
    round: int
    sides: tuple[Side, ...]
    battlefield: Battlefield | None
    environment: Environment
    arrayer_rules: ArrayerRules | None
    tiered_rules: TieredRules | None
    turn_order: tuple[str, ...]
    traps: tuple[Trap, ...]

    def __init__(
        self,
        ruleset: Ruleset,
        combatants: tuple[Combatant, ...],
        round: int = 0,
        sides: tuple[Side, ...] = (),
        battlefield: Battlefield | None = None,
        environment: Environment = Environment(),
        arrayer_rules: ArrayerRules | None = None,
        tiered_rules: TieredRules | None = None,
        turn_order: tuple[str, ...] = (),
        traps: tuple[Trap, ...] = (),
    ) -> None:
        self.ruleset = ruleset
        self.combatants = combatants
        self.round = round
        self.sides = sides
        self.battlefield = battlefield
        self.environment = environment
        self.arrayer_rules = arrayer_rules
        self.tiered_rules = tiered_rules
        self.turn_order = turn_order
        self.traps = traps

    def field_values(self) -> tuple[object, ...]:
        return (
            self.ruleset,
            self.combatants,
            self.round,
            self.sides,
            self.battlefield,
            self.environment,
            self.arrayer_rules,
            self.tiered_rules,
            self.turn_order,
            self.traps,
        )

    def with_arrayer_rules(self, arrayer_rules: ArrayerRules | None) -> EncounterState:
        copy = self._copy()
        copy.arrayer_rules = arrayer_rules
        return copy

    def with_battlefield(self, battlefield: Battlefield | None) -> EncounterState:
        copy = self._copy()
        copy.battlefield = battlefield
        return copy

    def with_environment(self, environment: Environment) -> EncounterState:
        copy = self._copy()
        copy.environment = environment
        return copy

    def with_tiered_rules(self, tiered_rules: TieredRules | None) -> EncounterState:
        copy = self._copy()
        copy.tiered_rules = tiered_rules
        return copy

    def with_traps(self, traps: tuple[Trap, ...]) -> EncounterState:
        copy = self._copy()
        copy.traps = traps
        return copy

    def with_sides(self, sides: tuple[Side, ...]) -> EncounterState:
        copy = self._copy()
        copy.sides = sides
        return copy

    def with_turn_order(self, turn_order: tuple[str, ...]) -> EncounterState:
        copy = self._copy()
        copy.turn_order = turn_order
        return copy

    def _copy(self) -> EncounterState:
        return EncounterState(
            self.ruleset,
            self.combatants,
            self.round,
            self.sides,
            self.battlefield,
            self.environment,
            self.arrayer_rules,
            self.tiered_rules,
            self.turn_order,
            self.traps,
        )

    def with_combatants(self, combatants: tuple[Combatant, ...]) -> EncounterState:
        copy = self._copy()
        copy.combatants = combatants
        return copy

    def with_round(self, round: int) -> EncounterState:
        copy = self._copy()
        copy.round = round
        return copy

    def combatant(self, combatant_id: str) -> Combatant | None:
        """The combatant with this id, or None."""
        for combatant in self.combatants:
            if combatant.id == combatant_id:
                return combatant
        return None
