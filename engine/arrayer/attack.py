"""ARRAYER attacks: one Attack Die decides hit and damage (rulings A1-A3)."""

from __future__ import annotations

from engine.actions import Attack
from engine.board import Board
from engine.dice import DiceSource, DiePurpose
from engine.errors import NotSupportedError, RuleRefusal
from engine.state import ArrayerCombatant, ArrayerRules, ArrayerWeaponRules, Combatant, Weapon
from engine.trace import EventKind, Outcome, TraceEvent, total

__all__ = ["attack_die", "resolve_attack"]


def attack_die(attacker: Combatant, weapon: Weapon, rules: ArrayerRules, field: str) -> int:
    """The Attack Die size for ``attacker`` with ``weapon`` (ruling A1).

    Intuitive weapons start at Basic, specialised (S) ones at Unknown; each improvement in the
    weapon's type is one step up the ladder (``rules.proficiency_dice``: Basic, Skilled, Expert).
    """
    weapon_rules = _rules(weapon)
    traits = attacker.arrayer or ArrayerCombatant()
    level = traits.improvements(weapon_rules.weapon_type) - (1 if weapon_rules.specialised else 0)
    if level < 0:
        raise RuleRefusal(
            f"{weapon.id!r} is a specialised (S) weapon and {attacker.id!r} has Unknown "
            f"proficiency in {weapon_rules.weapon_type.name.lower()}",
            reason="SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
            field=field,
            ruling="A1",
        )
    return rules.proficiency_dice[min(level, len(rules.proficiency_dice) - 1)]


def _rules(weapon: Weapon) -> ArrayerWeaponRules:
    rules = weapon.definition.arrayer
    assert rules is not None, "validated: ARRAYER weapons carry ARRAYER rules"
    return rules


def resolve_attack(
    board: Board, attack: Attack, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Resolve an ARRAYER melee attack and return its trace events."""
    attacker = board.actor(attack.attacker_id, f"{field}.attacker_id")
    target = board.target(attacker, attack.target_id, f"{field}.target_id")
    weapon = board.weapon(attacker, attack.weapon_id, f"{field}.weapon_id")
    weapon_rules = _rules(weapon)
    weapon_field = f"{field}.weapon_id"
    if weapon.broken:
        raise RuleRefusal(f"{weapon.id!r} is broken", reason="WEAPON_BROKEN", field=weapon_field)
    distance = board.distance(attacker, target)
    if weapon_rules.reach < 1 or (distance is not None and distance > weapon_rules.reach):
        if weapon_rules.range is not None:
            raise NotSupportedError(
                f"missile and thrown attacks (range bands, ruling A3) are not resolved yet: "
                f"{target.id!r} is {distance} squares away, beyond the reach of {weapon.id!r}",
                reason="MISSILE_ATTACK_NOT_SUPPORTED",
                field=weapon_field,
                ruling="A3",
            )
        raise RuleRefusal(
            f"{target.id!r} is {distance} squares away, beyond the reach "
            f"({weapon_rules.reach}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_REACH",
            field=f"{field}.target_id",
            ruling="A3",
        )
    rules = board.arrayer_rules
    size = attack_die(attacker, weapon, rules, weapon_field)
    roll = dice.roll(size, DiePurpose.ATTACK, attacker.id)
    if roll.face > rules.hit_threshold_effective:
        # A3: above the threshold misses; weight and armour do not apply.
        return (
            TraceEvent(
                EventKind.ATTACK,
                board.round,
                attacker.id,
                target.id,
                weapon.id,
                dice=(roll,),
                outcome=Outcome.MISS,
                rulings=("A1", "A3"),
                summary=f"{attacker.id} misses {target.id} with {weapon.id} "
                f"(d{size} rolled {roll.face} > {rules.hit_threshold_effective})",
            ),
        )
    armour = (target.armour.value if target.armour else 0) + (
        target.shield.value if target.shield else 0
    )
    # A2: natural roll + weight, then - armour, then floor (order matters).
    raw = roll.face + weapon_rules.weight - armour
    terms: list[tuple[str, int]] = [
        ("roll", roll.face),
        ("weight", weapon_rules.weight),
        ("armour", -armour),
    ]
    if raw < rules.minimum_damage:
        terms.append(("floor", rules.minimum_damage - raw))
    damage_total = total("damage", *terms)
    damage = board.damage(target, damage_total.value)
    return (
        TraceEvent(
            EventKind.ATTACK,
            board.round,
            attacker.id,
            target.id,
            weapon.id,
            dice=(roll,),
            totals=(damage_total,),
            outcome=Outcome.HIT,
            hp_changes=(damage.hp_change,),
            condition_changes=damage.condition_changes,
            rulings=("A1", "A2", "A3"),
            summary=f"{attacker.id} hits {target.id} with {weapon.id} for {damage_total.value}",
        ),
    )
