"""The engine's records of arbiter/v1/state.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import final

from engine.records.arrayer import ArrayerLocationBand, ArrayerMishapBand, ArrayerWound, ArrayerWoundBand
from engine.records.weapon import ArrayerWeaponType, Weapon
from engine.values import Value

__all__ = [
    "Armour",
    "ArmourClass",
    "ArrayerCombatant",
    "ArrayerRules",
    "Battlefield",
    "Combatant",
    "Conditions",
    "EncounterState",
    "Entanglement",
    "EntanglementSource",
    "Environment",
    "MoraleTrigger",
    "Mount",
    "MountKind",
    "Obstacle",
    "Position",
    "Ruleset",
    "Sentiment",
    "Shield",
    "Side",
    "TieredCombatant",
    "TieredRules",
    "TieredSkill",
    "TieredSkills",
    "Trap",
    "WeaponProficiency",
]


class Ruleset(enum.IntEnum):
    """The rule document an encounter is resolved by."""

    ARRAYER = 1
    """ARRAYER: one die for attack and damage (seed 000, rulings A1-A28)."""
    TIERED = 2
    """The tiered skill system with contested d20 rolls (seed 003, rulings T1-T18)."""


class ArmourClass(enum.IntEnum):
    """How heavy armour is."""

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
    """Better than the enemy: initiative on d6 <= 4."""
    EQUAL = 2
    """Equal: initiative on d6 <= 3."""
    WORSE = 3
    """Worse: initiative on d6 <= 2."""


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
    """ARRAYER mounts."""

    HORSE = 1
    """Horse, 1 HD unless Mount.hit_dice says otherwise (ruling A23)."""
    WARHORSE = 2
    """Warhorse, 2 HD unless Mount.hit_dice says otherwise (ruling A23)."""


class TieredSkill(enum.IntEnum):
    """A `tiered` skill, named as in TieredSkills."""

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


@final
class Position(Value):
    """A square on the grid. Distance is Chebyshev (ruling S3)."""

    FIELDS = ("x", "y")
    __slots__ = FIELDS

    x: int
    """Column.
    Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE). (A facing's too.)
    """
    y: int
    """Row.
    Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE).
    """

    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y

    def field_values(self) -> tuple[object, ...]:
        return (self.x, self.y)


@final
class Armour(Value):
    """Armour worn."""

    FIELDS = ("value", "armour_class", "tier_loss")
    __slots__ = FIELDS

    value: int
    """ARRAYER: points subtracted from damage (ruling A2). `tiered`: the armour's Tier, subtracted from
    damage (ruling T1).
    Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    armour_class: ArmourClass | None
    """ARRAYER: how heavy it is (warhammer, cleaver); unspecified is light when value > 0."""
    tier_loss: int
    """`tiered`: Tiers lost to criticals (ruling T4); the effective value is max(0, value - tier_loss).
    Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(
        self,
        value: int = 0,
        armour_class: ArmourClass | None = None,
        tier_loss: int = 0,
    ) -> None:
        self.value = value
        self.armour_class = armour_class
        self.tier_loss = tier_loss

    def field_values(self) -> tuple[object, ...]:
        return (self.value, self.armour_class, self.tier_loss)

    def _copy(self) -> Armour:
        return Armour(self.value, self.armour_class, self.tier_loss)

    def with_value(self, value: int) -> Armour:
        copy = self._copy()
        copy.value = value
        return copy

    def with_armour_class(self, armour_class: ArmourClass | None) -> Armour:
        copy = self._copy()
        copy.armour_class = armour_class
        return copy

    def with_tier_loss(self, tier_loss: int) -> Armour:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy


@final
class Shield(Value):
    """A shield carried."""

    FIELDS = ("value", "tier_loss")
    __slots__ = FIELDS

    value: int
    """ARRAYER: extra armour points from the shield (default 0; armour.value may already include it).
    `tiered`: the shield's Tier, subtracted from damage (ruling T1).
    Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    tier_loss: int
    """`tiered`: Tiers lost to criticals (ruling T4).
    Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(self, value: int = 0, tier_loss: int = 0) -> None:
        self.value = value
        self.tier_loss = tier_loss

    def field_values(self) -> tuple[object, ...]:
        return (self.value, self.tier_loss)

    def _copy(self) -> Shield:
        return Shield(self.value, self.tier_loss)

    def with_value(self, value: int) -> Shield:
        copy = self._copy()
        copy.value = value
        return copy

    def with_tier_loss(self, tier_loss: int) -> Shield:
        copy = self._copy()
        copy.tier_loss = tier_loss
        return copy


@final
class Entanglement(Value):
    """An entanglement and how long it has held."""

    FIELDS = ("source", "rounds")
    __slots__ = FIELDS

    source: EntanglementSource
    """What entangles."""
    rounds: int
    """Rounds already spent entangled.
    Valid range: 0 to 1000000 (DURATION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(self, source: EntanglementSource, rounds: int = 0) -> None:
        self.source = source
        self.rounds = rounds

    def field_values(self) -> tuple[object, ...]:
        return (self.source, self.rounds)

    def _copy(self) -> Entanglement:
        return Entanglement(self.source, self.rounds)

    def with_source(self, source: EntanglementSource) -> Entanglement:
        copy = self._copy()
        copy.source = source
        return copy

    def with_rounds(self, rounds: int) -> Entanglement:
        copy = self._copy()
        copy.rounds = rounds
        return copy


@final
class Conditions(Value):
    """Conditions on a combatant. All default to absent."""

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
    """Lying down: ARRAYER melee attackers roll 1d6 (ruling A5)."""
    grappled: bool
    """Held in a grapple."""
    unaware: bool
    """Unaware of the attacker: ARRAYER killing blows (ruling A5)."""
    entanglement: Entanglement | None
    """Entangled by a bola, net or chain weapon; absent when free."""
    immobilised_rounds: int
    """`tiered`: rounds left immobilised by a trap (ruling T7); 0 is free to move.
    Valid range: 0 to 1000000 (DURATION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    immobilised_difficulty: int
    """`tiered`: difficulty value to beat to break free of the trap holding it.
    Valid range: 0 to 10000 (DIFFICULTY, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    held_by: str
    """ARRAYER mancatcher: id of the combatant holding it (ruling A28: it may not move closer to them;
    pressed with no free square farther away, it is trapped; the hold lapses while the holder is
    down). An id naming no combatant is INVALID_ARGUMENT (UNKNOWN_COMBATANT), and the combatant's
    own id SELF_TARGET, as in also_held_by and stealth_flagged_by.
    """
    stealthed: bool
    """`tiered`: hidden (ruling T6): while some combatant holds its stealth flag, or, from the start
    of its turn, while it began that turn fully behind cover (ruling T14).
    """
    stealth_flagged_by: tuple[str, ...]
    """`tiered`: ids of stealthed combatants holding a stealth flag on this one (ruling T6)."""
    dead: bool
    """Dead (killing blow, aftermath, healing death check)."""
    routed: bool
    """ARRAYER: fled with a routed side."""
    dosed: bool
    """ARRAYER doping spines: a dose of chemic was injected."""
    also_held_by: tuple[str, ...]
    """ARRAYER mancatcher: ids of further combatants holding it besides held_by. Held by two or more
    standing combatants, it is trapped and cannot move at all (ruling A28).
    """

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

    def with_prone(self, prone: bool) -> Conditions:
        copy = self._copy()
        copy.prone = prone
        return copy

    def with_grappled(self, grappled: bool) -> Conditions:
        copy = self._copy()
        copy.grappled = grappled
        return copy

    def with_unaware(self, unaware: bool) -> Conditions:
        copy = self._copy()
        copy.unaware = unaware
        return copy

    def with_entanglement(self, entanglement: Entanglement | None) -> Conditions:
        copy = self._copy()
        copy.entanglement = entanglement
        return copy

    def with_immobilised_rounds(self, immobilised_rounds: int) -> Conditions:
        copy = self._copy()
        copy.immobilised_rounds = immobilised_rounds
        return copy

    def with_immobilised_difficulty(self, immobilised_difficulty: int) -> Conditions:
        copy = self._copy()
        copy.immobilised_difficulty = immobilised_difficulty
        return copy

    def with_held_by(self, held_by: str) -> Conditions:
        copy = self._copy()
        copy.held_by = held_by
        return copy

    def with_stealthed(self, stealthed: bool) -> Conditions:
        copy = self._copy()
        copy.stealthed = stealthed
        return copy

    def with_stealth_flagged_by(self, stealth_flagged_by: tuple[str, ...]) -> Conditions:
        copy = self._copy()
        copy.stealth_flagged_by = stealth_flagged_by
        return copy

    def with_dead(self, dead: bool) -> Conditions:
        copy = self._copy()
        copy.dead = dead
        return copy

    def with_routed(self, routed: bool) -> Conditions:
        copy = self._copy()
        copy.routed = routed
        return copy

    def with_dosed(self, dosed: bool) -> Conditions:
        copy = self._copy()
        copy.dosed = dosed
        return copy

    def with_also_held_by(self, also_held_by: tuple[str, ...]) -> Conditions:
        copy = self._copy()
        copy.also_held_by = also_held_by
        return copy


@final
class WeaponProficiency(Value):
    """Improvements of one ARRAYER weapon type (ruling A1). Intuitive weapons start at Basic (d12),
    specialised ones at Unknown; each improvement is one step up the ladder.
    """

    FIELDS = ("weapon_type", "improvements")
    __slots__ = FIELDS

    weapon_type: ArrayerWeaponType
    """The weapon type."""
    improvements: int
    """Steps up the ladder, 0-3."""

    def __init__(self, weapon_type: ArrayerWeaponType, improvements: int) -> None:
        self.weapon_type = weapon_type
        self.improvements = improvements

    def field_values(self) -> tuple[object, ...]:
        return (self.weapon_type, self.improvements)


@final
class Mount(Value):
    """An ARRAYER mount (ruling A10). The trace names it "<rider id>/mount" (its HP changes, its fall),
    and so may ArrayerBloodBath.creature_id. A blow that lands on it is a hit on it like any other
    target (ruling A10): it is unarmoured and carries no shield or conditions; the weapon's HP floor
    (A9), bonuses and knock-back (A8, its rider carried back with it) apply to it.
    """

    FIELDS = ("kind", "hp", "hit_dice")
    __slots__ = FIELDS

    kind: MountKind
    """Horse or warhorse."""
    hp: int
    """The mount's hit points; below 0 it is down and its rider fights on foot.
    Valid range: -1000000 to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    hit_dice: int | None
    """Hit Dice (ruling A23: knock-back A8, bathing in its blood A12); 0 is the kind's default:
    horse 1, warhorse 2.
    Valid range: 0 to 1000 (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(self, kind: MountKind, hp: int, hit_dice: int | None = None) -> None:
        self.kind = kind
        self.hp = hp
        self.hit_dice = hit_dice

    def field_values(self) -> tuple[object, ...]:
        return (self.kind, self.hp, self.hit_dice)

    def _copy(self) -> Mount:
        return Mount(self.kind, self.hp, self.hit_dice)

    def with_kind(self, kind: MountKind) -> Mount:
        copy = self._copy()
        copy.kind = kind
        return copy

    def with_hp(self, hp: int) -> Mount:
        copy = self._copy()
        copy.hp = hp
        return copy

    def with_hit_dice(self, hit_dice: int | None) -> Mount:
        copy = self._copy()
        copy.hit_dice = hit_dice
        return copy


@final
class ArrayerCombatant(Value):
    """ARRAYER scores and training."""

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
    """Hit Dice (knock-back, healing, mounts; rulings A8, A10, A12); 0 is 1.
    Valid range: 0 to 1000 (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    strength: int | None
    """Strength score; unset takes the default (10, ruling A7).
    Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    dexterity: int | None
    """Dexterity score; unset takes the default (10, ruling A7).
    Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    proficiencies: tuple[WeaponProficiency, ...]
    """Improvements per weapon type (ruling A1); types not listed have none."""
    mount: Mount | None
    """The mount ridden; absent is on foot (ruling A10)."""
    reload_disrupted: bool
    """Moved or was attacked since last discharging a weapon: no chit comes off (ruling A14)."""
    wounds: tuple[ArrayerWound, ...]
    """Wounds from aftermath rolls (ruling A11)."""
    recovers_at_short_rest: bool
    """The aftermath roll was at least twice the negative HP: back to 0 HP at the next short rest (A11),
    which the short_rest action applies (ruling A24; it clears the mark).
    """

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

    def with_hit_dice(self, hit_dice: int) -> ArrayerCombatant:
        copy = self._copy()
        copy.hit_dice = hit_dice
        return copy

    def with_strength(self, strength: int | None) -> ArrayerCombatant:
        copy = self._copy()
        copy.strength = strength
        return copy

    def with_dexterity(self, dexterity: int | None) -> ArrayerCombatant:
        copy = self._copy()
        copy.dexterity = dexterity
        return copy

    def with_proficiencies(self, proficiencies: tuple[WeaponProficiency, ...]) -> ArrayerCombatant:
        copy = self._copy()
        copy.proficiencies = proficiencies
        return copy

    def with_mount(self, mount: Mount | None) -> ArrayerCombatant:
        copy = self._copy()
        copy.mount = mount
        return copy

    def with_reload_disrupted(self, reload_disrupted: bool) -> ArrayerCombatant:
        copy = self._copy()
        copy.reload_disrupted = reload_disrupted
        return copy

    def with_wounds(self, wounds: tuple[ArrayerWound, ...]) -> ArrayerCombatant:
        copy = self._copy()
        copy.wounds = wounds
        return copy

    def with_recovers_at_short_rest(self, recovers_at_short_rest: bool) -> ArrayerCombatant:
        copy = self._copy()
        copy.recovers_at_short_rest = recovers_at_short_rest
        return copy


@final
class TieredSkills(Value):
    """`tiered` skill levels; 0 is untrained. Field names are the skill names of TieredSkill."""

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
    """Unarmed Melee.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    main_hand_melee: int
    """Main-Hand Melee.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    off_hand_melee: int
    """Off-Hand Melee.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    two_handed_melee: int
    """Two-Handed Melee.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    main_hand_thrown: int
    """Main-Hand Thrown.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    off_hand_thrown: int
    """Off-Hand Thrown.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    bow: int
    """Bow.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    main_hand_crossbow: int
    """Main-Hand Crossbow.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    off_hand_crossbow: int
    """Off-Hand Crossbow.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    two_handed_crossbow: int
    """Two-Handed Crossbow.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    main_hand_firearm: int
    """Main-Hand Firearm.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    off_hand_firearm: int
    """Off-Hand Firearm.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    two_handed_firearm: int
    """Two-Handed Firearm.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    siege_weapon: int
    """Siege Weapon.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    stealth: int
    """Stealth.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    traps: int
    """Traps.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    scholar: int
    """Scholar.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

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


@final
class TieredCombatant(Value):
    """`tiered` stats and skills (ruling T1)."""

    FIELDS = ("body", "reflex", "mind", "presence", "skills", "move", "traps_set_today")
    __slots__ = FIELDS

    body: int
    """Body: damage bonus, weapon Tier requirement.
    Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    reflex: int
    """Reflex: contested rolls, turn order.
    Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    mind: int
    """Mind.
    Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    presence: int
    """Presence: stealth and traps.
    Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    skills: TieredSkills
    """Skill levels."""
    move: int | None
    """Tiles moved per move action; unset takes the default (5, ruling T2).
    Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    traps_set_today: int
    """Traps set against opponents today; at most the Traps skill a day (ruling T7).
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

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

    def with_body(self, body: int) -> TieredCombatant:
        copy = self._copy()
        copy.body = body
        return copy

    def with_reflex(self, reflex: int) -> TieredCombatant:
        copy = self._copy()
        copy.reflex = reflex
        return copy

    def with_mind(self, mind: int) -> TieredCombatant:
        copy = self._copy()
        copy.mind = mind
        return copy

    def with_presence(self, presence: int) -> TieredCombatant:
        copy = self._copy()
        copy.presence = presence
        return copy

    def with_skills(self, skills: TieredSkills) -> TieredCombatant:
        copy = self._copy()
        copy.skills = skills
        return copy

    def with_move(self, move: int | None) -> TieredCombatant:
        copy = self._copy()
        copy.move = move
        return copy

    def with_traps_set_today(self, traps_set_today: int) -> TieredCombatant:
        copy = self._copy()
        copy.traps_set_today = traps_set_today
        return copy


@final
class Combatant(Value):
    """One fighter."""

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
    """Unique id within the encounter."""
    side_id: str
    """The side it fights for."""
    hp: int
    """Hit points now (ruling S5). ARRAYER: negative is out of the fight; `tiered`: <= 0 is down.
    Valid range: -1000000 to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    name: str
    """Display name; the engine does not read it."""
    max_hp: int
    """Maximum hit points, for healing; 0 means the hp given at the start (the hp in the request's
    state: healing then never goes above it).
    Valid range: 0 to 1000000 (MAX_HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    position: Position | None
    """Square on the grid; absent means the rules treat everyone as in reach of everyone."""
    weapons: tuple[Weapon, ...]
    """Weapons carried. `tiered` combatants always also have bare hands (weapon id "unarmed")."""
    armour: Armour | None
    """Armour worn; absent is unarmoured."""
    shield: Shield | None
    """Shield carried; absent is none."""
    conditions: Conditions
    """Current conditions."""
    arrayer: ArrayerCombatant | None
    """ARRAYER scores and training."""
    tiered: TieredCombatant | None
    """`tiered` stats and skills."""
    facing: Position | None
    """`tiered` (fields 30-49 are `tiered`-only; ARRAYER refuses them, INVALID_ARGUMENT
    RULESET_MISMATCH): the direction it faces, as a grid vector (x: columns, y: rows, as a
    Vector2Int), never (0, 0) (INVALID_ARGUMENT, MISSING_VALUE); absent is unknown, and then
    nobody is behind it. Ruling T13: the direction of its last move or attack, or as the state
    gives it. The engine sets it after each move to its last step (one of the 8 unit vectors,
    e.g. (1, 0) or (-1, 1)) and after each attack to the vector toward the target divided by its
    greatest common divisor (a target at (+2, +2) gives (1, 1), one at (+3, +1) gives (3, 1));
    defending does not turn a combatant. Another combatant is behind it when it stands strictly
    inside the half-plane opposite the facing: (its position - this position) . facing < 0; the
    line through this square perpendicular to the facing (dot product 0) is not behind.
    """

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

    def with_id(self, id: str) -> Combatant:
        copy = self._copy()
        copy.id = id
        return copy

    def with_side_id(self, side_id: str) -> Combatant:
        copy = self._copy()
        copy.side_id = side_id
        return copy

    def with_hp(self, hp: int) -> Combatant:
        copy = self._copy()
        copy.hp = hp
        return copy

    def with_name(self, name: str) -> Combatant:
        copy = self._copy()
        copy.name = name
        return copy

    def with_max_hp(self, max_hp: int) -> Combatant:
        copy = self._copy()
        copy.max_hp = max_hp
        return copy

    def with_position(self, position: Position | None) -> Combatant:
        copy = self._copy()
        copy.position = position
        return copy

    def with_weapons(self, weapons: tuple[Weapon, ...]) -> Combatant:
        copy = self._copy()
        copy.weapons = weapons
        return copy

    def with_armour(self, armour: Armour | None) -> Combatant:
        copy = self._copy()
        copy.armour = armour
        return copy

    def with_shield(self, shield: Shield | None) -> Combatant:
        copy = self._copy()
        copy.shield = shield
        return copy

    def with_conditions(self, conditions: Conditions) -> Combatant:
        copy = self._copy()
        copy.conditions = conditions
        return copy

    def with_arrayer(self, arrayer: ArrayerCombatant | None) -> Combatant:
        copy = self._copy()
        copy.arrayer = arrayer
        return copy

    def with_tiered(self, tiered: TieredCombatant | None) -> Combatant:
        copy = self._copy()
        copy.tiered = tiered
        return copy

    def with_facing(self, facing: Position | None) -> Combatant:
        copy = self._copy()
        copy.facing = facing
        return copy


@final
class Obstacle(Value):
    """Terrain that blocks movement and line of fire (ruling T9)."""

    FIELDS = ("position",)
    __slots__ = FIELDS

    position: Position
    """Where it stands."""

    def __init__(self, position: Position) -> None:
        self.position = position

    def field_values(self) -> tuple[object, ...]:
        return (self.position,)


@final
class Battlefield(Value):
    """The grid an encounter is fought on."""

    FIELDS = ("width", "height", "obstacles")
    __slots__ = FIELDS

    width: int
    """Columns; 0 means unbounded.
    Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    height: int
    """Rows; 0 means unbounded.
    Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    obstacles: tuple[Obstacle, ...]
    """Blocking squares."""

    def __init__(
        self,
        width: int = 0,
        height: int = 0,
        obstacles: tuple[Obstacle, ...] = (),
    ) -> None:
        self.width = width
        self.height = height
        self.obstacles = obstacles

    def field_values(self) -> tuple[object, ...]:
        return (self.width, self.height, self.obstacles)


@final
class Environment(Value):
    """Weather and surroundings."""

    FIELDS = ("wind_or_moisture",)
    __slots__ = FIELDS

    wind_or_moisture: bool
    """ARRAYER: wind or moisture; gunpowder misfires on every even natural result (ruling A6)."""

    def __init__(self, wind_or_moisture: bool = False) -> None:
        self.wind_or_moisture = wind_or_moisture

    def field_values(self) -> tuple[object, ...]:
        return (self.wind_or_moisture,)


@final
class Side(Value):
    """One side of the fight."""

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
    """Id that combatants name in side_id."""
    sentiment: Sentiment | None
    """ARRAYER: sentiment relative to the enemy, for initiative (rulings A13, A27). The rolling side
    (the party) uses its own; when it gives none but the enemy does, the party's is the enemy's
    mirror (the enemy's WORSE is the party's BETTER); unspecified on both is equal. With more than
    two sides, every side but the party gives its sentiment relative to the party. Sentiments that
    contradict each other (say BETTER on both sides) are INVALID_ARGUMENT (reason
    CONFLICTING_OPTIONS, field the second one's sentiment).
    """
    morale: int | None
    """ARRAYER: morale score; unset takes the ruleset default (7, ruling A15).
    Valid range: 0 to 1000 (MORALE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    morale_modifier: int
    """ARRAYER: sum of minor (+-1) and major (+-2) morale factors; positive favours the side (A15).
    Valid range: -1000 to 1000 (MORALE_MODIFIER, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE).
    """
    routed: bool
    """ARRAYER: the side has broken and left the fight."""
    starting_members: int
    """ARRAYER: members at the start of the encounter, for the half-strength morale check; 0 means
    count them when the encounter starts.
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    morale_checks_made: tuple[MoraleTrigger, ...]
    """ARRAYER: morale checks already made this encounter (each trigger is checked once, ruling A15)."""
    party: bool
    """ARRAYER: this side is the party, a member of which rolls initiative each round (rulings A13,
    A27); when no side is marked, the first listed side is the party. Two sides marked is
    INVALID_ARGUMENT (reason CONFLICTING_OPTIONS, field the second one's party). If the party has
    nobody standing (three sides or more), the first standing side rolls.
    """

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

    def with_id(self, id: str) -> Side:
        copy = self._copy()
        copy.id = id
        return copy

    def with_sentiment(self, sentiment: Sentiment | None) -> Side:
        copy = self._copy()
        copy.sentiment = sentiment
        return copy

    def with_morale(self, morale: int | None) -> Side:
        copy = self._copy()
        copy.morale = morale
        return copy

    def with_morale_modifier(self, morale_modifier: int) -> Side:
        copy = self._copy()
        copy.morale_modifier = morale_modifier
        return copy

    def with_routed(self, routed: bool) -> Side:
        copy = self._copy()
        copy.routed = routed
        return copy

    def with_starting_members(self, starting_members: int) -> Side:
        copy = self._copy()
        copy.starting_members = starting_members
        return copy

    def with_morale_checks_made(self, morale_checks_made: tuple[MoraleTrigger, ...]) -> Side:
        copy = self._copy()
        copy.morale_checks_made = morale_checks_made
        return copy

    def with_party(self, party: bool) -> Side:
        copy = self._copy()
        copy.party = party
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
    """Unique id."""
    owner_id: str
    """Who set it: a combatant's id (else INVALID_ARGUMENT, UNKNOWN_COMBATANT; known_by likewise)."""
    position: Position | None
    """Where it lies."""
    difficulty: int
    """Traps + Presence + d20 rolled when it was set.
    Valid range: 0 to 10000 (DIFFICULTY, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    traps_skill: int
    """The setter's Traps skill: rounds of immobilisation.
    Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    basic_tools: bool
    """Set with Basic tools: damage and immobilisation doubled."""
    deals_damage: bool
    """False when the setter chose a trap that deals no damage."""
    known_by: tuple[str, ...]
    """Combatants other than the owner's side who know where it is (they saw it set, or discovered
    it); they do not trigger it and may disarm it.
    """
    setup_steps_left: int
    """In-combat setup steps still to take (ruling T7: 3 actions); 0 is armed.
    Valid range: 0 to 3 (SETUP_STEPS_LEFT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

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

    def with_id(self, id: str) -> Trap:
        copy = self._copy()
        copy.id = id
        return copy

    def with_owner_id(self, owner_id: str) -> Trap:
        copy = self._copy()
        copy.owner_id = owner_id
        return copy

    def with_position(self, position: Position | None) -> Trap:
        copy = self._copy()
        copy.position = position
        return copy

    def with_difficulty(self, difficulty: int) -> Trap:
        copy = self._copy()
        copy.difficulty = difficulty
        return copy

    def with_traps_skill(self, traps_skill: int) -> Trap:
        copy = self._copy()
        copy.traps_skill = traps_skill
        return copy

    def with_basic_tools(self, basic_tools: bool) -> Trap:
        copy = self._copy()
        copy.basic_tools = basic_tools
        return copy

    def with_deals_damage(self, deals_damage: bool) -> Trap:
        copy = self._copy()
        copy.deals_damage = deals_damage
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
class ArrayerRules(Value):
    """ARRAYER numeric rulings a request may override (GetCatalog lists the defaults)."""

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
        "healing_per_hit_die",
    )
    __slots__ = FIELDS

    proficiency_dice: tuple[int, ...]
    """Attack Die sizes for Basic, Skilled, Expert (ruling A1; default 12, 10, 8)."""
    hit_threshold_effective: int
    """Highest natural roll that hits within effective range (ruling A3; default 6).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    hit_threshold_long: int
    """Highest natural roll that hits at long range (ruling A3; default 5).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    hit_threshold_extreme: int
    """Highest natural roll that hits at extreme range (ruling A3; default 4).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    minimum_damage: int
    """Least damage a hit deals (ruling A2; default 1).
    Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    default_score: int
    """Default Strength and Dexterity score (ruling A7; default 10).
    Valid range: 0 to 1000 (SCORE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    default_morale: int
    """Default side morale score (ruling A15; default 7).
    Valid range: 0 to 1000 (MORALE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    default_move: int
    """Squares a combatant moves per round under the default tactic (project default 5, as `tiered`;
    the document sets no rate).
    Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    initiative_better: int
    """Initiative: highest side d6 that wins with better sentiment (ruling A13; default 4).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    initiative_equal: int
    """Initiative: highest side d6 that wins with equal sentiment (ruling A13; default 3).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    initiative_worse: int
    """Initiative: highest side d6 that wins with worse sentiment (ruling A13; default 2).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    morale_auto: int
    """Morale: a total modifier at or beyond +-this decides without rolling (ruling A15; default 3).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    mishap_die_maintained: int
    """Gunpowder mishap die of a well-maintained weapon (ruling A6; default 6)."""
    mishap_die_dubious: int
    """Gunpowder mishap die of a dubious weapon (ruling A6; default 12)."""
    prone_attack_die: int
    """Attack Die of a melee attack on a prone target, whatever the proficiency (ruling A5; default 6)."""
    night_death_face: int
    """Nightly death check: a d20 at or under this kills a combatant below 0 HP (ruling A12; default
    1).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    net_escape_face: int
    """Net escape without a blade: a d6 at or under this frees the combatant (default 2).
    Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    wound_bands: tuple[ArrayerWoundBand, ...]
    """Wound severity by negative HP (ruling A11); empty is the default 1 stunned, 2-3 light, 4-6
    moderate, 7+ bad.
    """
    location_bands: tuple[ArrayerLocationBand, ...]
    """Hit location by d20 (ruling A11); empty is the default 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv,
    9-11 Urm, 12-14 Lrm, 15-17 Ulg, 18-20 Llg, limbs sided.
    """
    mishap_bands: tuple[ArrayerMishapBand, ...]
    """Gunpowder mishap table by mishap-die face (ruling A6); empty is the document's: 1-4 misfire, 5
    dud, 6 burst (1d6, wear), 7 burst (1d6), 8-10 dud, 11-12 explodes (2d6).
    """
    aftermath_recover_multiple: int
    """Aftermath d20 at or above this times |HP| recovers at the next short rest (ruling A11; default
    2).
    Valid range: 1 to 1000 (AFTERMATH_MULTIPLE, docs/api.md); outside it INVALID_ARGUMENT
    (OUT_OF_RANGE).
    """
    interception: bool
    """Movement-phase interceptions by Dexterity check (ruling A18: an enemy not moving this phase, not
    prone nor entangled, next to a square a mover passes; default true).
    """
    space_free_squares: int
    """Free squares (on the grid, no obstacle, no living combatant), of the 8 around the wielder,
    that a weapon marked "require 4 square metres" (ArrayerWeaponRules.needs_space) needs to
    attack; with fewer the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE, ruling A22;
    default 3; 0-8).
    """
    healing_per_hit_die: int
    """HP each Hit Die heals at a night's rest (ArrayerNightlyRest) and in a blood bath
    (ArrayerBloodBath, the creature's Hit Dice): ruling A12, the document's "1HP per HD"; default
    1; 0 heals nothing, 2 doubles it (a house rule's faster healing).
    Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(
        self,
        proficiency_dice: tuple[int, ...],
        hit_threshold_effective: int,
        hit_threshold_long: int,
        hit_threshold_extreme: int,
        minimum_damage: int,
        default_score: int,
        default_morale: int,
        default_move: int,
        initiative_better: int,
        initiative_equal: int,
        initiative_worse: int,
        morale_auto: int,
        mishap_die_maintained: int,
        mishap_die_dubious: int,
        prone_attack_die: int,
        night_death_face: int,
        net_escape_face: int,
        wound_bands: tuple[ArrayerWoundBand, ...],
        location_bands: tuple[ArrayerLocationBand, ...],
        mishap_bands: tuple[ArrayerMishapBand, ...],
        aftermath_recover_multiple: int,
        interception: bool,
        space_free_squares: int,
        healing_per_hit_die: int,
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
        self.healing_per_hit_die = healing_per_hit_die

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
            self.healing_per_hit_die,
        )

    def _copy(self) -> ArrayerRules:
        return ArrayerRules(
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
            self.healing_per_hit_die,
        )

    def with_proficiency_dice(self, proficiency_dice: tuple[int, ...]) -> ArrayerRules:
        copy = self._copy()
        copy.proficiency_dice = proficiency_dice
        return copy

    def with_hit_threshold_effective(self, hit_threshold_effective: int) -> ArrayerRules:
        copy = self._copy()
        copy.hit_threshold_effective = hit_threshold_effective
        return copy

    def with_hit_threshold_long(self, hit_threshold_long: int) -> ArrayerRules:
        copy = self._copy()
        copy.hit_threshold_long = hit_threshold_long
        return copy

    def with_hit_threshold_extreme(self, hit_threshold_extreme: int) -> ArrayerRules:
        copy = self._copy()
        copy.hit_threshold_extreme = hit_threshold_extreme
        return copy

    def with_minimum_damage(self, minimum_damage: int) -> ArrayerRules:
        copy = self._copy()
        copy.minimum_damage = minimum_damage
        return copy

    def with_default_score(self, default_score: int) -> ArrayerRules:
        copy = self._copy()
        copy.default_score = default_score
        return copy

    def with_default_morale(self, default_morale: int) -> ArrayerRules:
        copy = self._copy()
        copy.default_morale = default_morale
        return copy

    def with_default_move(self, default_move: int) -> ArrayerRules:
        copy = self._copy()
        copy.default_move = default_move
        return copy

    def with_initiative_better(self, initiative_better: int) -> ArrayerRules:
        copy = self._copy()
        copy.initiative_better = initiative_better
        return copy

    def with_initiative_equal(self, initiative_equal: int) -> ArrayerRules:
        copy = self._copy()
        copy.initiative_equal = initiative_equal
        return copy

    def with_initiative_worse(self, initiative_worse: int) -> ArrayerRules:
        copy = self._copy()
        copy.initiative_worse = initiative_worse
        return copy

    def with_morale_auto(self, morale_auto: int) -> ArrayerRules:
        copy = self._copy()
        copy.morale_auto = morale_auto
        return copy

    def with_mishap_die_maintained(self, mishap_die_maintained: int) -> ArrayerRules:
        copy = self._copy()
        copy.mishap_die_maintained = mishap_die_maintained
        return copy

    def with_mishap_die_dubious(self, mishap_die_dubious: int) -> ArrayerRules:
        copy = self._copy()
        copy.mishap_die_dubious = mishap_die_dubious
        return copy

    def with_prone_attack_die(self, prone_attack_die: int) -> ArrayerRules:
        copy = self._copy()
        copy.prone_attack_die = prone_attack_die
        return copy

    def with_night_death_face(self, night_death_face: int) -> ArrayerRules:
        copy = self._copy()
        copy.night_death_face = night_death_face
        return copy

    def with_net_escape_face(self, net_escape_face: int) -> ArrayerRules:
        copy = self._copy()
        copy.net_escape_face = net_escape_face
        return copy

    def with_wound_bands(self, wound_bands: tuple[ArrayerWoundBand, ...]) -> ArrayerRules:
        copy = self._copy()
        copy.wound_bands = wound_bands
        return copy

    def with_location_bands(self, location_bands: tuple[ArrayerLocationBand, ...]) -> ArrayerRules:
        copy = self._copy()
        copy.location_bands = location_bands
        return copy

    def with_mishap_bands(self, mishap_bands: tuple[ArrayerMishapBand, ...]) -> ArrayerRules:
        copy = self._copy()
        copy.mishap_bands = mishap_bands
        return copy

    def with_aftermath_recover_multiple(self, aftermath_recover_multiple: int) -> ArrayerRules:
        copy = self._copy()
        copy.aftermath_recover_multiple = aftermath_recover_multiple
        return copy

    def with_interception(self, interception: bool) -> ArrayerRules:
        copy = self._copy()
        copy.interception = interception
        return copy

    def with_space_free_squares(self, space_free_squares: int) -> ArrayerRules:
        copy = self._copy()
        copy.space_free_squares = space_free_squares
        return copy

    def with_healing_per_hit_die(self, healing_per_hit_die: int) -> ArrayerRules:
        copy = self._copy()
        copy.healing_per_hit_die = healing_per_hit_die
        return copy


@final
class TieredRules(Value):
    """`tiered` numeric rulings a request may override (GetCatalog lists the defaults)."""

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
    """Tiles per move action (ruling T2; default 5).
    Valid range: 0 to 1000 (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    critical_tier_loss: int
    """Tiers a critical takes off (ruling T4; default 1).
    Valid range: 0 to 12 (TIER_LOSS, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    unarmed_fumble_damage: int
    """Damage an unarmed natural 1 deals to the roller, ignoring armour (ruling T4; default 10).
    Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    thrown_range: int
    """Range in tiles of thrown weapons (document: 5).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    ranged_max_range: int
    """Longest shot of bows, and of crossbows and firearms beyond their guaranteed range (ruling T5;
    document: 15).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    stealth_range: int
    """Stealth checks roll against every opponent within this many tiles (ruling T6; document: 30).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    trap_trigger_radius: int
    """A trap is "near" a mover entering a square within this many tiles of it (ruling T7; default
    1: its own tile and the adjacent ones).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    porter_reach: int
    """Porters carry a siege weapon from at most this many tiles (Chebyshev) from its bearer, the
    mover (ruling T17; default 2). Move.porter_ids farther away are refused (FAILED_PRECONDITION,
    PORTER_TOO_FAR).
    Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """

    def __init__(
        self,
        default_move: int,
        critical_tier_loss: int,
        unarmed_fumble_damage: int,
        thrown_range: int,
        ranged_max_range: int,
        stealth_range: int,
        trap_trigger_radius: int,
        porter_reach: int,
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

    def _copy(self) -> TieredRules:
        return TieredRules(
            self.default_move,
            self.critical_tier_loss,
            self.unarmed_fumble_damage,
            self.thrown_range,
            self.ranged_max_range,
            self.stealth_range,
            self.trap_trigger_radius,
            self.porter_reach,
        )

    def with_default_move(self, default_move: int) -> TieredRules:
        copy = self._copy()
        copy.default_move = default_move
        return copy

    def with_critical_tier_loss(self, critical_tier_loss: int) -> TieredRules:
        copy = self._copy()
        copy.critical_tier_loss = critical_tier_loss
        return copy

    def with_unarmed_fumble_damage(self, unarmed_fumble_damage: int) -> TieredRules:
        copy = self._copy()
        copy.unarmed_fumble_damage = unarmed_fumble_damage
        return copy

    def with_thrown_range(self, thrown_range: int) -> TieredRules:
        copy = self._copy()
        copy.thrown_range = thrown_range
        return copy

    def with_ranged_max_range(self, ranged_max_range: int) -> TieredRules:
        copy = self._copy()
        copy.ranged_max_range = ranged_max_range
        return copy

    def with_stealth_range(self, stealth_range: int) -> TieredRules:
        copy = self._copy()
        copy.stealth_range = stealth_range
        return copy

    def with_trap_trigger_radius(self, trap_trigger_radius: int) -> TieredRules:
        copy = self._copy()
        copy.trap_trigger_radius = trap_trigger_radius
        return copy

    def with_porter_reach(self, porter_reach: int) -> TieredRules:
        copy = self._copy()
        copy.porter_reach = porter_reach
        return copy


@final
class EncounterState(Value):
    """Everything the engine needs to resolve the next action or round. Responses return it updated."""

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
    """The rule document; every combatant's rules must match it."""
    combatants: tuple[Combatant, ...]
    """Everyone in the fight. Ids must be unique. ResolveEncounter needs at least one
    (INVALID_ARGUMENT, MISSING_VALUE).
    """
    round: int
    """Rounds completed so far (0 before the first round). Every number of the state and its actions
    has a valid range (docs/api.md "Valid ranges"); ids naming a combatant (holds, stealth flags,
    trap owners) must name one of `combatants` (INVALID_ARGUMENT, UNKNOWN_COMBATANT).
    Valid range: 0 to 1000000 (ROUND, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    sides: tuple[Side, ...]
    """Sides, for initiative and morale (ARRAYER). A side a combatant names but this list omits gets
    the defaults.
    """
    battlefield: Battlefield | None
    """The grid; absent means an open, unbounded field."""
    environment: Environment
    """Weather and surroundings."""
    arrayer_rules: ArrayerRules | None
    """ARRAYER overrides."""
    tiered_rules: TieredRules | None
    """`tiered` overrides."""
    turn_order: tuple[str, ...]
    """`tiered`: combatant ids in turn order, rolled once per encounter (ruling T2); empty until rolled."""
    traps: tuple[Trap, ...]
    """`tiered`: traps set on the field (ruling T7)."""

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

    def with_ruleset(self, ruleset: Ruleset) -> EncounterState:
        copy = self._copy()
        copy.ruleset = ruleset
        return copy

    def with_combatants(self, combatants: tuple[Combatant, ...]) -> EncounterState:
        copy = self._copy()
        copy.combatants = combatants
        return copy

    def with_round(self, round: int) -> EncounterState:
        copy = self._copy()
        copy.round = round
        return copy

    def with_sides(self, sides: tuple[Side, ...]) -> EncounterState:
        copy = self._copy()
        copy.sides = sides
        return copy

    def with_battlefield(self, battlefield: Battlefield | None) -> EncounterState:
        copy = self._copy()
        copy.battlefield = battlefield
        return copy

    def with_environment(self, environment: Environment) -> EncounterState:
        copy = self._copy()
        copy.environment = environment
        return copy

    def with_arrayer_rules(self, arrayer_rules: ArrayerRules | None) -> EncounterState:
        copy = self._copy()
        copy.arrayer_rules = arrayer_rules
        return copy

    def with_tiered_rules(self, tiered_rules: TieredRules | None) -> EncounterState:
        copy = self._copy()
        copy.tiered_rules = tiered_rules
        return copy

    def with_turn_order(self, turn_order: tuple[str, ...]) -> EncounterState:
        copy = self._copy()
        copy.turn_order = turn_order
        return copy

    def with_traps(self, traps: tuple[Trap, ...]) -> EncounterState:
        copy = self._copy()
        copy.traps = traps
        return copy
