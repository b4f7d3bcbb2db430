"""Encounter state: frozen, slotted dataclasses for everything both rule documents need.

Each type mirrors the ``arbiter.v1`` message of the same name; enum values equal the proto enum
numbers (0, "unspecified", has no member: converters map it to the documented default). Optional
scores are ``None`` when the request left them unset, so the ruleset default applies
(``ArrayerRules``/``TieredRules``). The engine never mutates state: it returns new values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TypeVar

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


@dataclass(frozen=True, slots=True)
class Position:
    """A grid square."""

    x: int
    y: int

    def distance(self, other: Position) -> int:
        """Chebyshev distance: diagonal neighbours are 1 apart (ruling S3)."""
        return max(abs(self.x - other.x), abs(self.y - other.y))


@dataclass(frozen=True, slots=True)
class RangeBands:
    """ARRAYER range bands, inclusive upper bounds in squares (ruling A3)."""

    effective_range: int
    long_range: int
    extreme_range: int


@dataclass(frozen=True, slots=True)
class ArrayerEffect:
    """One special effect of an ARRAYER weapon and its number."""

    kind: ArrayerEffectKind
    value: int = 0


@dataclass(frozen=True, slots=True)
class ArrayerAmmunitionRange:
    """Range bands of one kind of sling ammunition (A3)."""

    kind: AmmunitionKind
    range: RangeBands


@dataclass(frozen=True, slots=True)
class ArrayerWeaponRules:
    """ARRAYER weapon rules (rulings A1-A4, A6) and special effects.

    ``close_quarters_as``/``alternate_as``/``fatigued_as`` are catalog ids of the profile the weapon
    fights as up close (distance <= 1), on request, and once fatigued.
    """

    weapon_type: ArrayerWeaponType
    weight: int = 0
    specialised: bool = False
    reach: int = 1
    range: RangeBands | None = None
    reload_chits: int = 0
    throwable: bool = False
    discharge_standing: bool = False
    reload_standing: bool = False
    gunpowder: bool = False
    needs_space: bool = False
    concealable: bool = False
    effects: tuple[ArrayerEffect, ...] = ()
    close_quarters_as: str = ""
    alternate_as: str = ""
    fatigued_as: str = ""
    ammunition_ranges: tuple[ArrayerAmmunitionRange, ...] = ()

    def effect(self, kind: ArrayerEffectKind) -> ArrayerEffect | None:
        """The weapon's effect of this kind, or None."""
        for effect in self.effects:
            if effect.kind is kind:
                return effect
        return None


@dataclass(frozen=True, slots=True)
class TieredWeaponRules:
    """`tiered` weapon rules."""

    weapon_class: TieredWeaponClass
    tier: int


@dataclass(frozen=True, slots=True)
class WeaponDefinition:
    """The rules of one weapon; exactly one of ``arrayer`` and ``tiered`` is set."""

    id: str
    name: str
    arrayer: ArrayerWeaponRules | None = None
    tiered: TieredWeaponRules | None = None


@dataclass(frozen=True, slots=True)
class Ammunition:
    """Ammunition for a weapon; ``count`` None is untracked."""

    kind: AmmunitionKind | None = None
    tier: int = 0
    count: int | None = None


@dataclass(frozen=True, slots=True)
class Weapon:
    """A weapon carried, with its wear.

    ``catalog_id`` is set when the request named a catalog weapon, so the response names it again
    instead of spelling out the definition. ``overridden`` lists the definition fields the request
    changed on that catalog entry (``name``, ``arrayer``, ``arrayer.weight``, ...; a ruleset part
    alone when it was sent empty), or is None when it sent no overrides: ``definition`` is the
    entry with the changes applied, and the response echoes the changes rather than the whole.
    """

    id: str
    definition: WeaponDefinition
    catalog_id: str | None = None
    overridden: tuple[str, ...] | None = None
    hand: Hand | None = None
    broken: bool = False
    dubious: bool = False
    reload_chits: int = 0
    shots_fired: int = 0
    tier_loss: int = 0
    reload_actions_needed: int = 0
    ammunition: Ammunition | None = None
    thrown: bool = False

    @property
    def tier(self) -> int:
        """`tiered`: the repaired Tier (0 for ARRAYER weapons)."""
        return self.definition.tiered.tier if self.definition.tiered else 0

    @property
    def effective_tier(self) -> int:
        """`tiered`: the Tier after critical damage (ruling T4)."""
        return max(0, self.tier - self.tier_loss)


@dataclass(frozen=True, slots=True)
class Armour:
    """Armour worn."""

    value: int = 0
    armour_class: ArmourClass | None = None
    tier_loss: int = 0

    @property
    def effective_value(self) -> int:
        """The value after critical damage (ruling T4); ARRAYER armour has no tier loss."""
        return max(0, self.value - self.tier_loss)


@dataclass(frozen=True, slots=True)
class Shield:
    """A shield carried."""

    value: int = 0
    tier_loss: int = 0

    @property
    def effective_value(self) -> int:
        """The value after critical damage (ruling T4)."""
        return max(0, self.value - self.tier_loss)


@dataclass(frozen=True, slots=True)
class Entanglement:
    """An entanglement and the rounds it has held."""

    source: EntanglementSource
    rounds: int = 0


@dataclass(frozen=True, slots=True)
class Conditions:
    """Conditions on a combatant."""

    prone: bool = False
    grappled: bool = False
    unaware: bool = False
    entanglement: Entanglement | None = None
    immobilised_rounds: int = 0
    immobilised_difficulty: int = 0
    held_by: str = ""
    stealthed: bool = False
    stealth_flagged_by: tuple[str, ...] = ()
    dead: bool = False
    routed: bool = False
    dosed: bool = False
    also_held_by: tuple[str, ...] = ()
    """ARRAYER: further mancatcher holders besides ``held_by``."""


@dataclass(frozen=True, slots=True)
class WeaponProficiency:
    """Improvements of one ARRAYER weapon type (ruling A1)."""

    weapon_type: ArrayerWeaponType
    improvements: int


@dataclass(frozen=True, slots=True)
class Mount:
    """An ARRAYER mount (ruling A10); ``hit_dice`` None takes the kind's (A23: horse 1, warhorse
    2)."""

    kind: MountKind
    hp: int
    hit_dice: int | None = None

    @property
    def dice(self) -> int:
        """Its Hit Dice, wherever a rule reads them (A23: knock-back A8, blood baths A12)."""
        if self.hit_dice is not None:
            return self.hit_dice
        return 1 if self.kind is MountKind.HORSE else 2


@dataclass(frozen=True, slots=True)
class ArrayerWound:
    """A wound from the aftermath roll (A11); ``side`` is None off the limbs."""

    severity: ArrayerWoundSeverity
    location: ArrayerHitLocation
    side: ArrayerBodySide | None = None


@dataclass(frozen=True, slots=True)
class ArrayerCombatant:
    """ARRAYER scores and training; None scores take the ruleset default (ruling A7)."""

    hit_dice: int = 1
    strength: int | None = None
    dexterity: int | None = None
    proficiencies: tuple[WeaponProficiency, ...] = ()
    mount: Mount | None = None
    reload_disrupted: bool = False
    wounds: tuple[ArrayerWound, ...] = ()
    recovers_at_short_rest: bool = False

    def improvements(self, weapon_type: ArrayerWeaponType) -> int:
        """Steps up the proficiency ladder in ``weapon_type`` (ruling A1)."""
        return sum(p.improvements for p in self.proficiencies if p.weapon_type == weapon_type)


@dataclass(frozen=True, slots=True)
class TieredSkills:
    """`tiered` skill levels; 0 is untrained."""

    unarmed: int = 0
    main_hand_melee: int = 0
    off_hand_melee: int = 0
    two_handed_melee: int = 0
    main_hand_thrown: int = 0
    off_hand_thrown: int = 0
    bow: int = 0
    main_hand_crossbow: int = 0
    off_hand_crossbow: int = 0
    two_handed_crossbow: int = 0
    main_hand_firearm: int = 0
    off_hand_firearm: int = 0
    two_handed_firearm: int = 0
    siege_weapon: int = 0
    stealth: int = 0
    traps: int = 0
    scholar: int = 0

    def level(self, skill: TieredSkill) -> int:
        """The level of ``skill``."""
        level: int = getattr(self, skill.field)
        return level


@dataclass(frozen=True, slots=True)
class TieredCombatant:
    """`tiered` stats and skills (ruling T1); ``move`` None takes the default (ruling T2)."""

    body: int = 0
    reflex: int = 0
    mind: int = 0
    presence: int = 0
    skills: TieredSkills = field(default_factory=TieredSkills)
    move: int | None = None
    traps_set_today: int = 0


@dataclass(frozen=True, slots=True)
class Combatant:
    """One fighter; exactly one of ``arrayer`` and ``tiered`` is set, matching the ruleset."""

    id: str
    side_id: str
    hp: int
    name: str = ""
    max_hp: int = 0
    position: Position | None = None
    weapons: tuple[Weapon, ...] = ()
    armour: Armour | None = None
    shield: Shield | None = None
    conditions: Conditions = field(default_factory=Conditions)
    arrayer: ArrayerCombatant | None = None
    tiered: TieredCombatant | None = None
    facing: Position | None = None
    """`tiered`: the direction it faces, a vector (dx, dy) from its square, never (0, 0); None is
    unknown, and then nobody is behind it (T13). The engine sets it to the direction of its last
    move step or attack (engine/tiered/sight.py)."""

    def weapon(self, weapon_id: str) -> Weapon | None:
        """The carried weapon with this id, or None."""
        for weapon in self.weapons:
            if weapon.id == weapon_id:
                return weapon
        return None


@dataclass(frozen=True, slots=True)
class Obstacle:
    """A square that blocks movement and line of fire."""

    position: Position


@dataclass(frozen=True, slots=True)
class Battlefield:
    """The grid; 0 width or height is unbounded."""

    width: int = 0
    height: int = 0
    obstacles: tuple[Obstacle, ...] = ()

    def contains(self, position: Position) -> bool:
        """Whether ``position`` lies on the grid."""
        in_x = self.width == 0 or 0 <= position.x < self.width
        in_y = self.height == 0 or 0 <= position.y < self.height
        return in_x and in_y


@dataclass(frozen=True, slots=True)
class Environment:
    """Weather and surroundings."""

    wind_or_moisture: bool = False


@dataclass(frozen=True, slots=True)
class Side:
    """One side of the fight; ``morale`` None takes the ruleset default (ruling A15)."""

    id: str
    sentiment: Sentiment | None = None
    morale: int | None = None
    morale_modifier: int = 0
    routed: bool = False
    starting_members: int = 0
    morale_checks_made: tuple[MoraleTrigger, ...] = ()
    party: bool = False
    """ARRAYER: the party, whose member rolls initiative (A27; none marked: the first side)."""


@dataclass(frozen=True, slots=True)
class Trap:
    """A `tiered` trap on the field (ruling T7)."""

    id: str
    owner_id: str
    position: Position | None
    difficulty: int
    traps_skill: int = 0
    basic_tools: bool = False
    deals_damage: bool = True
    known_by: tuple[str, ...] = ()
    setup_steps_left: int = 0


@dataclass(frozen=True, slots=True)
class ArrayerWoundBand:
    """A11: from this |HP| up (to the next band), wounds have this severity."""

    from_depth: int
    severity: ArrayerWoundSeverity


@dataclass(frozen=True, slots=True)
class ArrayerLocationBand:
    """A11: from this hit-location d20 face up (to the next band), this location; ``sided``
    locations are left on an odd face, right on an even one."""

    from_face: int
    location: ArrayerHitLocation
    sided: bool = False


@dataclass(frozen=True, slots=True)
class ArrayerMishapBand:
    """A6: from this mishap-die face up (to the next band), this result and d6s to the user."""

    from_face: int
    result: ArrayerMishapResult
    damage_dice: int = 0


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


@dataclass(frozen=True, slots=True)
class ArrayerRules:
    """ARRAYER numbers the rulings pick, as data. The defaults are the rulings'; GetCatalog lists
    them and an encounter may override any of them."""

    proficiency_dice: tuple[int, ...] = (12, 10, 8)
    """Attack Die for Basic, Skilled, Expert (A1)."""
    hit_threshold_effective: int = 6
    """Highest natural roll hitting within effective range and in melee (A3)."""
    hit_threshold_long: int = 5
    """Highest natural roll hitting at long range (A3)."""
    hit_threshold_extreme: int = 4
    """Highest natural roll hitting at extreme range (A3)."""
    minimum_damage: int = 1
    """Least damage of a hit (A2)."""
    default_score: int = 10
    """Strength and Dexterity when unset (A7)."""
    default_morale: int = 7
    """Side morale when unset (A15)."""
    default_move: int = 5
    """Squares moved per round by the default tactic (project default; the document has none)."""
    initiative_better: int = 4
    """Highest side d6 winning initiative with better sentiment (A13)."""
    initiative_equal: int = 3
    """Highest side d6 winning initiative with equal sentiment (A13)."""
    initiative_worse: int = 2
    """Highest side d6 winning initiative with worse sentiment (A13)."""
    morale_auto: int = 3
    """A total morale modifier at or beyond +-this decides without rolling (A15)."""
    mishap_die_maintained: int = 6
    """Gunpowder mishap die of a well-maintained weapon (A6)."""
    mishap_die_dubious: int = 12
    """Gunpowder mishap die of a dubious weapon (A6)."""
    prone_attack_die: int = 6
    """Attack Die of a melee attack on a prone target (A5)."""
    night_death_face: int = 1
    """Nightly death check: d20 at or under this kills (A12)."""
    net_escape_face: int = 2
    """Net escape without a blade: d6 at or under this frees (document: 1-2)."""
    wound_bands: tuple[ArrayerWoundBand, ...] = DEFAULT_WOUND_BANDS
    """Wound severity by |HP|, ascending from 1 (A11)."""
    location_bands: tuple[ArrayerLocationBand, ...] = DEFAULT_LOCATION_BANDS
    """Hit location by d20 face, ascending from 1 (A11)."""
    mishap_bands: tuple[ArrayerMishapBand, ...] = DEFAULT_MISHAP_BANDS
    """Gunpowder mishap table by mishap-die face, ascending from 1 (A6)."""
    aftermath_recover_multiple: int = 2
    """Aftermath d20 at or above this times |HP| recovers at the next short rest (A11)."""
    interception: bool = True
    """Movement-phase interceptions by Dexterity check (A18)."""
    space_free_squares: int = 3
    """Free squares, of the 8 around the wielder, a weapon needing 4 square metres needs (A22)."""

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


@dataclass(frozen=True, slots=True)
class TieredRules:
    """`tiered` numbers the rulings pick, as data (see ArrayerRules)."""

    default_move: int = 5
    """Tiles per move action (T2)."""
    critical_tier_loss: int = 1
    """Tiers a critical takes off (T4)."""
    unarmed_fumble_damage: int = 10
    """Damage of an unarmed natural 1 to the roller, ignoring armour (T4)."""
    thrown_range: int = 5
    """Range of thrown weapons, in tiles (document)."""
    ranged_max_range: int = 15
    """Longest bow shot, and crossbow/firearm shot beyond guaranteed range (T5; document)."""
    stealth_range: int = 30
    """Stealth checks roll against opponents within this many tiles (T6; document)."""
    trap_trigger_radius: int = 1
    """A mover entering a square within this many tiles of a trap contests it (T7)."""
    porter_reach: int = 2
    """Porters carry a siege weapon from at most this many tiles from its bearer (T17)."""


@dataclass(frozen=True, slots=True)
class EncounterState:
    """Everything needed to resolve the next action or round.

    ``arrayer_rules``/``tiered_rules`` are None unless the request overrode a default; the engine
    then uses ARRAYER_DEFAULTS / TIERED_DEFAULTS.
    """

    ruleset: Ruleset
    combatants: tuple[Combatant, ...]
    round: int = 0
    sides: tuple[Side, ...] = ()
    battlefield: Battlefield | None = None
    environment: Environment = field(default_factory=Environment)
    arrayer_rules: ArrayerRules | None = None
    tiered_rules: TieredRules | None = None
    turn_order: tuple[str, ...] = ()
    traps: tuple[Trap, ...] = ()

    def combatant(self, combatant_id: str) -> Combatant | None:
        """The combatant with this id, or None."""
        for combatant in self.combatants:
            if combatant.id == combatant_id:
                return combatant
        return None
