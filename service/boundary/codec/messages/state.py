"""The wire writers of arbiter/v1/state.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.arrayer import ArrayerLocationBand, ArrayerMishapBand, ArrayerWound, ArrayerWoundBand
from engine.records.state import Armour, ArrayerCombatant, ArrayerRules, Battlefield, Combatant, Conditions, EncounterState, Entanglement, Environment, Mount, Obstacle, Position, Shield, Side, TieredCombatant, TieredRules, TieredSkills, Trap, WeaponProficiency
from engine.records.weapon import Weapon
from service.boundary.codec.messages.arrayer import write_arrayer_location_band, write_arrayer_mishap_band, write_arrayer_wound, write_arrayer_wound_band
from service.boundary.codec.messages.weapon import write_weapon
from service.boundary.codec.primitives import length, number, number_present, packed, text, text_present

__all__ = [
    "write_armour",
    "write_arrayer_combatant",
    "write_arrayer_rules",
    "write_battlefield",
    "write_combatant",
    "write_conditions",
    "write_encounter_state",
    "write_entanglement",
    "write_environment",
    "write_mount",
    "write_obstacle",
    "write_position",
    "write_shield",
    "write_side",
    "write_tiered_combatant",
    "write_tiered_rules",
    "write_tiered_skills",
    "write_trap",
    "write_weapon_proficiency",
]

_CONDITIONS_DEFAULT = Conditions()
_ENVIRONMENT_DEFAULT = Environment()
_TIERED_SKILLS_DEFAULT = TieredSkills()


def write_position(out: bytearray, value: Position) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.x)
    number(out, 16, value.y)
    return out


def write_armour(out: bytearray, value: Armour) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.value)
    if value.armour_class is not None:
        number(out, 16, value.armour_class)
    number(out, 24, value.tier_loss)
    return out


def write_shield(out: bytearray, value: Shield) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.value)
    number(out, 16, value.tier_loss)
    return out


def write_entanglement(out: bytearray, value: Entanglement) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.source)
    number(out, 16, value.rounds)
    return out


def write_conditions(out: bytearray, value: Conditions) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.prone)
    number(out, 16, value.grappled)
    number(out, 24, value.unaware)
    entanglement_value = value.entanglement
    if entanglement_value is not None:
        length(out, 34, write_entanglement(bytearray(), entanglement_value))
    number(out, 40, value.immobilised_rounds)
    number(out, 48, value.immobilised_difficulty)
    text(out, 58, value.held_by)
    number(out, 64, value.stealthed)
    for stealth_flagged_by_item in value.stealth_flagged_by:
        text_present(out, 74, stealth_flagged_by_item)
    number(out, 80, value.dead)
    number(out, 88, value.routed)
    number(out, 96, value.dosed)
    for also_held_by_item in value.also_held_by:
        text_present(out, 106, also_held_by_item)
    return out


def write_weapon_proficiency(out: bytearray, value: WeaponProficiency) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.weapon_type)
    number(out, 16, value.improvements)
    return out


def write_mount(out: bytearray, value: Mount) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.kind)
    number(out, 16, value.hp)
    if value.hit_dice is not None:
        number(out, 24, value.hit_dice)
    return out


def write_arrayer_combatant(out: bytearray, value: ArrayerCombatant) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.hit_dice)
    if value.strength is not None:
        number_present(out, 16, value.strength)
    if value.dexterity is not None:
        number_present(out, 24, value.dexterity)
    for proficiencies_item in value.proficiencies:
        length(out, 34, write_weapon_proficiency(bytearray(), proficiencies_item))
    mount_value = value.mount
    if mount_value is not None:
        length(out, 42, write_mount(bytearray(), mount_value))
    number(out, 48, value.reload_disrupted)
    for wounds_item in value.wounds:
        length(out, 58, write_arrayer_wound(bytearray(), wounds_item))
    number(out, 64, value.recovers_at_short_rest)
    return out


def write_tiered_skills(out: bytearray, value: TieredSkills) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.unarmed)
    number(out, 16, value.main_hand_melee)
    number(out, 24, value.off_hand_melee)
    number(out, 32, value.two_handed_melee)
    number(out, 40, value.main_hand_thrown)
    number(out, 48, value.off_hand_thrown)
    number(out, 56, value.bow)
    number(out, 64, value.main_hand_crossbow)
    number(out, 72, value.off_hand_crossbow)
    number(out, 80, value.two_handed_crossbow)
    number(out, 88, value.main_hand_firearm)
    number(out, 96, value.off_hand_firearm)
    number(out, 104, value.two_handed_firearm)
    number(out, 112, value.siege_weapon)
    number(out, 120, value.stealth)
    number(out, 128, value.traps)
    number(out, 136, value.scholar)
    return out


def write_tiered_combatant(out: bytearray, value: TieredCombatant) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.body)
    number(out, 16, value.reflex)
    number(out, 24, value.mind)
    number(out, 32, value.presence)
    if value.skills != _TIERED_SKILLS_DEFAULT:
        length(out, 42, write_tiered_skills(bytearray(), value.skills))
    if value.move is not None:
        number_present(out, 48, value.move)
    number(out, 56, value.traps_set_today)
    return out


def write_combatant(out: bytearray, value: Combatant) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.id)
    text(out, 18, value.side_id)
    text(out, 26, value.name)
    number(out, 32, value.hp)
    number(out, 40, value.max_hp)
    position_value = value.position
    if position_value is not None:
        length(out, 50, write_position(bytearray(), position_value))
    for weapons_item in value.weapons:
        length(out, 58, write_weapon(bytearray(), weapons_item))
    armour_value = value.armour
    if armour_value is not None:
        length(out, 66, write_armour(bytearray(), armour_value))
    shield_value = value.shield
    if shield_value is not None:
        length(out, 74, write_shield(bytearray(), shield_value))
    if value.conditions != _CONDITIONS_DEFAULT:
        length(out, 82, write_conditions(bytearray(), value.conditions))
    arrayer_value = value.arrayer
    if arrayer_value is not None:
        length(out, 90, write_arrayer_combatant(bytearray(), arrayer_value))
    if value.arrayer is None:
        tiered_value = value.tiered
        if tiered_value is not None:
            length(out, 98, write_tiered_combatant(bytearray(), tiered_value))
    facing_value = value.facing
    if facing_value is not None:
        length(out, 242, write_position(bytearray(), facing_value))
    return out


def write_obstacle(out: bytearray, value: Obstacle) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    length(out, 10, write_position(bytearray(), value.position))
    return out


def write_battlefield(out: bytearray, value: Battlefield) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.width)
    number(out, 16, value.height)
    for obstacles_item in value.obstacles:
        length(out, 26, write_obstacle(bytearray(), obstacles_item))
    return out


def write_environment(out: bytearray, value: Environment) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.wind_or_moisture)
    return out


def write_side(out: bytearray, value: Side) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.id)
    if value.sentiment is not None:
        number(out, 16, value.sentiment)
    if value.morale is not None:
        number_present(out, 24, value.morale)
    number(out, 32, value.morale_modifier)
    number(out, 40, value.routed)
    number(out, 48, value.starting_members)
    packed(out, 58, value.morale_checks_made)
    number(out, 64, value.party)
    return out


def write_trap(out: bytearray, value: Trap) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    text(out, 10, value.id)
    text(out, 18, value.owner_id)
    position_value = value.position
    if position_value is not None:
        length(out, 26, write_position(bytearray(), position_value))
    number(out, 32, value.difficulty)
    number(out, 40, value.traps_skill)
    number(out, 48, value.basic_tools)
    number(out, 56, value.deals_damage)
    for known_by_item in value.known_by:
        text_present(out, 66, known_by_item)
    number(out, 72, value.setup_steps_left)
    return out


def write_arrayer_rules(out: bytearray, value: ArrayerRules) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    packed(out, 10, value.proficiency_dice)
    number_present(out, 16, value.hit_threshold_effective)
    number_present(out, 24, value.hit_threshold_long)
    number_present(out, 32, value.hit_threshold_extreme)
    number_present(out, 40, value.minimum_damage)
    number_present(out, 48, value.default_score)
    number_present(out, 56, value.default_morale)
    number_present(out, 64, value.default_move)
    number_present(out, 72, value.initiative_better)
    number_present(out, 80, value.initiative_equal)
    number_present(out, 88, value.initiative_worse)
    number_present(out, 96, value.morale_auto)
    number_present(out, 104, value.mishap_die_maintained)
    number_present(out, 112, value.mishap_die_dubious)
    number_present(out, 120, value.prone_attack_die)
    number_present(out, 128, value.night_death_face)
    number_present(out, 136, value.net_escape_face)
    for wound_bands_item in value.wound_bands:
        length(out, 146, write_arrayer_wound_band(bytearray(), wound_bands_item))
    for location_bands_item in value.location_bands:
        length(out, 154, write_arrayer_location_band(bytearray(), location_bands_item))
    for mishap_bands_item in value.mishap_bands:
        length(out, 162, write_arrayer_mishap_band(bytearray(), mishap_bands_item))
    number_present(out, 168, value.aftermath_recover_multiple)
    number_present(out, 176, value.interception)
    number_present(out, 184, value.space_free_squares)
    number_present(out, 192, value.healing_per_hit_die)
    return out


def write_tiered_rules(out: bytearray, value: TieredRules) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number_present(out, 8, value.default_move)
    number_present(out, 16, value.critical_tier_loss)
    number_present(out, 24, value.unarmed_fumble_damage)
    number_present(out, 32, value.thrown_range)
    number_present(out, 40, value.ranged_max_range)
    number_present(out, 48, value.stealth_range)
    number_present(out, 56, value.trap_trigger_radius)
    number_present(out, 64, value.porter_reach)
    return out


def write_encounter_state(out: bytearray, value: EncounterState) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.ruleset)
    number(out, 16, value.round)
    for combatants_item in value.combatants:
        length(out, 26, write_combatant(bytearray(), combatants_item))
    for sides_item in value.sides:
        length(out, 34, write_side(bytearray(), sides_item))
    battlefield_value = value.battlefield
    if battlefield_value is not None:
        length(out, 42, write_battlefield(bytearray(), battlefield_value))
    if value.environment != _ENVIRONMENT_DEFAULT:
        length(out, 50, write_environment(bytearray(), value.environment))
    arrayer_rules_value = value.arrayer_rules
    if arrayer_rules_value is not None:
        length(out, 58, write_arrayer_rules(bytearray(), arrayer_rules_value))
    if value.arrayer_rules is None:
        tiered_rules_value = value.tiered_rules
        if tiered_rules_value is not None:
            length(out, 66, write_tiered_rules(bytearray(), tiered_rules_value))
    for turn_order_item in value.turn_order:
        text_present(out, 74, turn_order_item)
    for traps_item in value.traps:
        length(out, 82, write_trap(bytearray(), traps_item))
    return out
