"""Facts about `tiered` weapons: the skill each is used with, reach, hands, ranges, reloads,
ammunition and the siege tables (rulings T1-T5, T8), the skills that may defend, counter and hold
a shield (T10, T11, T15), and the checks that refuse a weapon its wielder may not use."""

from __future__ import annotations

from engine.errors import RuleRefusal
from engine.state import (
    AmmunitionKind,
    Combatant,
    Hand,
    TieredCombatant,
    TieredSkill,
    TieredWeaponClass,
    Weapon,
    effective_tier,
    skill_level,
    weapon_tier,
)

__all__ = [
    "AMMUNITION",
    "CROSSBOWS",
    "FIREARMS",
    "MELEE_REACH",
    "MELEE_SKILLS",
    "RELOADED",
    "SIEGE_MIN_SCHOLAR",
    "TWO_HANDED",
    "TWO_HANDED_SKILLS",
    "WEAPON_SKILLS",
    "armour_cut",
    "body_allows",
    "check_ammunition",
    "check_usable",
    "firearm_damage",
    "goes_with",
    "guaranteed_range",
    "reload_actions",
    "siege_crew",
    "siege_range",
    "siege_reload_turns",
    "siege_transport_body",
    "skill_for",
    "skills_of",
    "traits",
    "transport_body_needed",
    "weapon_class",
]

#: Reach in tiles of the melee weapon classes (T3: two-handed reaches 2).
MELEE_REACH = {
    TieredWeaponClass.UNARMED: 1,
    TieredWeaponClass.ONE_HANDED_MELEE: 1,
    TieredWeaponClass.TWO_HANDED_MELEE: 2,
}
#: Classes held in both hands.
TWO_HANDED = frozenset(
    {
        TieredWeaponClass.TWO_HANDED_MELEE,
        TieredWeaponClass.BOW,
        TieredWeaponClass.TWO_HANDED_CROSSBOW,
        TieredWeaponClass.TWO_HANDED_FIREARM,
    }
)
CROSSBOWS = frozenset(
    {TieredWeaponClass.ONE_HANDED_CROSSBOW, TieredWeaponClass.TWO_HANDED_CROSSBOW}
)
FIREARMS = frozenset({TieredWeaponClass.ONE_HANDED_FIREARM, TieredWeaponClass.TWO_HANDED_FIREARM})
#: Classes that must be reloaded after each shot (T2, T8).
RELOADED = CROSSBOWS | FIREARMS | {TieredWeaponClass.SIEGE_WEAPON}
#: The ammunition each shooting class takes.
AMMUNITION = {
    TieredWeaponClass.BOW: AmmunitionKind.ARROW,
    TieredWeaponClass.ONE_HANDED_CROSSBOW: AmmunitionKind.BOLT,
    TieredWeaponClass.TWO_HANDED_CROSSBOW: AmmunitionKind.BOLT,
    TieredWeaponClass.ONE_HANDED_FIREARM: AmmunitionKind.BULLET,
    TieredWeaponClass.TWO_HANDED_FIREARM: AmmunitionKind.BULLET,
}
#: Scholar level a siege weapon needs (document: "Prerequisite skills - Scholar:5").
SIEGE_MIN_SCHOLAR = 5

_SKILLS = {
    (TieredWeaponClass.UNARMED, False): TieredSkill.UNARMED,
    (TieredWeaponClass.UNARMED, True): TieredSkill.UNARMED,
    (TieredWeaponClass.ONE_HANDED_MELEE, False): TieredSkill.MAIN_HAND_MELEE,
    (TieredWeaponClass.ONE_HANDED_MELEE, True): TieredSkill.OFF_HAND_MELEE,
    (TieredWeaponClass.TWO_HANDED_MELEE, False): TieredSkill.TWO_HANDED_MELEE,
    (TieredWeaponClass.BOW, False): TieredSkill.BOW,
    (TieredWeaponClass.ONE_HANDED_CROSSBOW, False): TieredSkill.MAIN_HAND_CROSSBOW,
    (TieredWeaponClass.ONE_HANDED_CROSSBOW, True): TieredSkill.OFF_HAND_CROSSBOW,
    (TieredWeaponClass.TWO_HANDED_CROSSBOW, False): TieredSkill.TWO_HANDED_CROSSBOW,
    (TieredWeaponClass.ONE_HANDED_FIREARM, False): TieredSkill.MAIN_HAND_FIREARM,
    (TieredWeaponClass.ONE_HANDED_FIREARM, True): TieredSkill.OFF_HAND_FIREARM,
    (TieredWeaponClass.TWO_HANDED_FIREARM, False): TieredSkill.TWO_HANDED_FIREARM,
    (TieredWeaponClass.SIEGE_WEAPON, False): TieredSkill.SIEGE_WEAPON,
}
_THROWN = {False: TieredSkill.MAIN_HAND_THROWN, True: TieredSkill.OFF_HAND_THROWN}

#: The document's [Weapon] skills, Unarmed included: any of them may defend, even without its
#: weapon ("opponent may technically use any weapon skill in defense - even if it is not
#: equipped"); Stealth, Traps and Scholar may not (T10).
WEAPON_SKILLS = frozenset(TieredSkill) - {
    TieredSkill.STEALTH,
    TieredSkill.TRAPS,
    TieredSkill.SCHOLAR,
}
#: The skills whose defence can counterattack (T11): a Thrown, Bow, Crossbow, Firearm or Siege
#: Weapon defence only dodges.
MELEE_SKILLS = frozenset(
    {
        TieredSkill.UNARMED,
        TieredSkill.MAIN_HAND_MELEE,
        TieredSkill.OFF_HAND_MELEE,
        TieredSkill.TWO_HANDED_MELEE,
    }
)
#: The skills of the two-handed forms: with them no hand holds a shield (T15).
TWO_HANDED_SKILLS = frozenset(_SKILLS[(weapon_class_, False)] for weapon_class_ in TWO_HANDED)


def weapon_class(weapon: Weapon) -> TieredWeaponClass:
    """The weapon's `tiered` class."""
    rules = weapon.definition.tiered
    assert rules is not None, "validated: `tiered` weapons carry `tiered` rules"
    return rules.weapon_class


def traits(combatant: Combatant) -> TieredCombatant:
    """The combatant's stats and skills (defaults when absent)."""
    return combatant.tiered or TieredCombatant()


def skill_for(weapon: Weapon, *, thrown: bool = False) -> TieredSkill:
    """The skill a weapon is used with: its class and the hand it is held in (Off-Hand skills
    for the off hand); a thrown weapon uses Main-Hand or Off-Hand Thrown."""
    off_hand = weapon.hand is Hand.OFF
    if thrown:
        return _THROWN[off_hand]
    weapon_class_ = weapon_class(weapon)
    return _SKILLS.get((weapon_class_, off_hand)) or _SKILLS[(weapon_class_, False)]


def skills_of(weapon: Weapon) -> tuple[TieredSkill, ...]:
    """The skills ``weapon`` is used with (T10, T11): the one its class and hand pick and, for a
    one-handed melee weapon, the Thrown skill of its hand."""
    if weapon_class(weapon) is TieredWeaponClass.ONE_HANDED_MELEE:
        return (skill_for(weapon), skill_for(weapon, thrown=True))
    return (skill_for(weapon),)


def goes_with(weapon: Weapon, skill: TieredSkill) -> bool:
    """Whether ``weapon`` is one ``skill`` is used with (``skills_of``)."""
    return skill in skills_of(weapon)


def body_allows(combatant: Combatant, weapon: Weapon) -> bool:
    """Melee, thrown weapons and bows need Body >= their Tier; crossbows, firearms and siege
    weapons need no stat, bare hands nothing."""
    rules = weapon.definition.tiered
    if rules is None or rules.weapon_class is TieredWeaponClass.UNARMED:
        return True
    if rules.weapon_class in RELOADED:
        return True
    return traits(combatant).body >= weapon_tier(weapon)


def check_usable(combatant: Combatant, weapon: Weapon, field: str) -> None:
    """Refuse a broken weapon, a two-handed one held in the off hand, or one the wielder's Body
    is below (T1)."""
    if weapon.broken:
        raise RuleRefusal(f"{weapon.id!r} is broken", reason="WEAPON_BROKEN", field=field)
    if weapon.hand is Hand.OFF and weapon_class(weapon) in TWO_HANDED:
        raise RuleRefusal(
            f"{weapon.id!r} needs both hands and cannot be held in the off hand",
            reason="WRONG_HAND",
            field=field,
            ruling="T1",
        )
    if not body_allows(combatant, weapon):
        raise RuleRefusal(
            f"{combatant.id!r} has Body {traits(combatant).body}, "
            f"below the Tier {weapon_tier(weapon)} of {weapon.id!r}",
            reason="BODY_BELOW_TIER",
            field=field,
        )


def check_ammunition(weapon: Weapon, field: str) -> None:
    """A shooting weapon needs a round: matching kind, a count above 0 when counted, and for
    firearms bullets of a Tier from 1 to the firearm's repaired Tier."""
    weapon_class_ = weapon_class(weapon)
    kind = AMMUNITION.get(weapon_class_)
    if kind is None:
        return
    ammunition = weapon.ammunition
    if weapon_class_ in FIREARMS and (ammunition is None or ammunition.tier < 1):
        raise RuleRefusal(
            f"{weapon.id!r} has no bullets (ammunition with a Tier)",
            reason="OUT_OF_AMMUNITION",
            field=f"{field}.ammunition",
        )
    if ammunition is None:
        return  # arrows and bolts not tracked
    if ammunition.kind is not None and ammunition.kind is not kind:
        raise RuleRefusal(
            f"{weapon.id!r} fires {kind.name.lower()}s, not {ammunition.kind.name.lower()}s",
            reason="WRONG_AMMUNITION",
            field=f"{field}.ammunition.kind",
        )
    if ammunition.count is not None and ammunition.count < 1:
        raise RuleRefusal(
            f"{weapon.id!r} is out of ammunition",
            reason="OUT_OF_AMMUNITION",
            field=f"{field}.ammunition.count",
        )
    if weapon_class_ in FIREARMS and ammunition.tier > weapon_tier(weapon):
        raise RuleRefusal(
            f"Tier {ammunition.tier} bullets exceed the repaired Tier {weapon_tier(weapon)} "
            f"of {weapon.id!r}",
            reason="BULLET_TIER_ABOVE_FIREARM",
            field=f"{field}.ammunition.tier",
        )


def reload_actions(weapon: Weapon) -> int:
    """Reload actions after a shot: one-handed crossbow/firearm 1, two-handed 2 (T2); siege
    weapon 2 x Tier turns (T8); others 0."""
    weapon_class_ = weapon_class(weapon)
    if weapon_class_ is TieredWeaponClass.SIEGE_WEAPON:
        return siege_reload_turns(weapon_tier(weapon))
    if weapon_class_ in RELOADED:
        return 2 if weapon_class_ in TWO_HANDED else 1
    return 0


def guaranteed_range(combatant: Combatant, weapon: Weapon) -> int:
    """T5: crossbows and firearms hit without a roll within the skill level in tiles, two-handed
    firearms within twice it; other weapons never do (0)."""
    weapon_class_ = weapon_class(weapon)
    if weapon_class_ not in CROSSBOWS | FIREARMS:
        return 0
    level = skill_level(traits(combatant).skills, skill_for(weapon))
    return 2 * level if weapon_class_ is TieredWeaponClass.TWO_HANDED_FIREARM else level


def armour_cut(weapon: Weapon) -> int:
    """Armour a crossbow bolt goes through: its Tier (one-handed) or twice it (two-handed)."""
    weapon_class_ = weapon_class(weapon)
    if weapon_class_ is TieredWeaponClass.ONE_HANDED_CROSSBOW:
        return effective_tier(weapon)
    if weapon_class_ is TieredWeaponClass.TWO_HANDED_CROSSBOW:
        return 2 * effective_tier(weapon)
    return 0


def firearm_damage(arm_tier: int, ammo_tier: int) -> int:
    """Firearm damage: 2 x firearm Tier + 2 x bullet Tier (ignores armour and shield)."""
    return 2 * arm_tier + 2 * ammo_tier


def siege_crew(tier: int) -> int:
    """T8: people needed to operate a siege weapon, ceil(Tier / 2)."""
    return (tier + 1) // 2


def siege_reload_turns(tier: int) -> int:
    """T8: turns to reload a siege weapon, 2 x Tier."""
    return 2 * tier


def siege_transport_body(tier: int) -> int:
    """T8: total Body to transport a siege weapon, 4 x Tier."""
    return 4 * tier


def siege_range(tier: int, scholar: int) -> int:
    """T8: maximum effective range in tiles, (Tier + Scholar) x 10."""
    return (tier + scholar) * 10


def transport_body_needed(combatant: Combatant) -> int:
    """T8: the total Body it takes to move with the siege weapons the combatant carries, 4 x Tier
    each (the repaired Tier: the weapon's size); 0 without one."""
    return sum(
        siege_transport_body(weapon_tier(w))
        for w in combatant.weapons
        if w.definition.tiered is not None
        and w.definition.tiered.weapon_class is TieredWeaponClass.SIEGE_WEAPON
    )
