"""The size checks of arbiter.v1 requests (service/limits.py: SIZES), generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from service.boundary.codec.reading import nested, over_limit
from service.limits import Limits

__all__ = [
    "check_action",
    "check_arrayer_aftermath",
    "check_arrayer_ammunition_range_list",
    "check_arrayer_blood_bath",
    "check_arrayer_combatant",
    "check_arrayer_effect_list",
    "check_arrayer_follow_up",
    "check_arrayer_rules",
    "check_arrayer_weapon_overrides",
    "check_arrayer_weapon_rules",
    "check_attack",
    "check_battlefield",
    "check_combatant",
    "check_compute_encounter_odds_request",
    "check_compute_odds_request",
    "check_conditions",
    "check_dice",
    "check_encounter_state",
    "check_forced_dice",
    "check_move",
    "check_resolve_action_request",
    "check_resolve_encounter_request",
    "check_scripted_action",
    "check_side",
    "check_simulate_request",
    "check_stealth_check",
    "check_tiered_combatant",
    "check_tiered_rules",
    "check_trap",
    "check_weapon",
    "check_weapon_definition",
    "check_weapon_overrides",
]


def check_resolve_action_request(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ResolveActionRequest's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("state"):
        try:
            check_encounter_state(msg.state, limits, deep)
        except ArbiterError as err:
            nested(err, "state")
            raise
    if deep:
        if msg.HasField("action"):
            try:
                check_action(msg.action, limits, deep)
            except ArbiterError as err:
                nested(err, "action")
                raise
    if msg.HasField("dice"):
        try:
            check_dice(msg.dice, limits, deep)
        except ArbiterError as err:
            nested(err, "dice")
            raise


def check_resolve_encounter_request(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ResolveEncounterRequest's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    script_items = msg.script
    if len(script_items) > limits.max_script_actions:
        raise over_limit(len(script_items), limits.max_script_actions, "max_script_actions", "script", "entries")
    if msg.HasField("state"):
        try:
            check_encounter_state(msg.state, limits, deep)
        except ArbiterError as err:
            nested(err, "state")
            raise
    for i, item in enumerate(script_items):
        try:
            check_scripted_action(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"script[{i}]")
            raise
    if msg.HasField("dice"):
        try:
            check_dice(msg.dice, limits, deep)
        except ArbiterError as err:
            nested(err, "dice")
            raise


def check_simulate_request(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.SimulateRequest's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    script_items = msg.script
    if len(script_items) > limits.max_script_actions:
        raise over_limit(len(script_items), limits.max_script_actions, "max_script_actions", "script", "entries")
    if msg.HasField("state"):
        try:
            check_encounter_state(msg.state, limits, deep)
        except ArbiterError as err:
            nested(err, "state")
            raise
    for i, item in enumerate(script_items):
        try:
            check_scripted_action(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"script[{i}]")
            raise


def check_compute_odds_request(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ComputeOddsRequest's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("state"):
        try:
            check_encounter_state(msg.state, limits, deep)
        except ArbiterError as err:
            nested(err, "state")
            raise
    if deep:
        if msg.HasField("action"):
            try:
                check_action(msg.action, limits, deep)
            except ArbiterError as err:
                nested(err, "action")
                raise


def check_compute_encounter_odds_request(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ComputeEncounterOddsRequest's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    script_items = msg.script
    if len(script_items) > limits.max_script_actions:
        raise over_limit(len(script_items), limits.max_script_actions, "max_script_actions", "script", "entries")
    if msg.HasField("state"):
        try:
            check_encounter_state(msg.state, limits, deep)
        except ArbiterError as err:
            nested(err, "state")
            raise
    for i, item in enumerate(script_items):
        try:
            check_scripted_action(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"script[{i}]")
            raise


def check_encounter_state(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.EncounterState's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    combatants_items = msg.combatants
    if len(combatants_items) > limits.max_combatants:
        raise over_limit(len(combatants_items), limits.max_combatants, "max_combatants", "combatants", "entries")
    sides_items = msg.sides
    if len(sides_items) > limits.max_combatants:
        raise over_limit(len(sides_items), limits.max_combatants, "max_combatants", "sides", "entries")
    if len(msg.turn_order) > limits.max_combatants:
        raise over_limit(len(msg.turn_order), limits.max_combatants, "max_combatants", "turn_order", "entries")
    traps_items = msg.traps
    if len(traps_items) > limits.max_list_items:
        raise over_limit(len(traps_items), limits.max_list_items, "max_list_items", "traps", "entries")
    if deep:
        for i, item in enumerate(combatants_items):
            try:
                check_combatant(item, limits, deep)
            except ArbiterError as err:
                nested(err, f"combatants[{i}]")
                raise
    for i, item in enumerate(sides_items):
        try:
            check_side(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"sides[{i}]")
            raise
    if msg.HasField("battlefield"):
        try:
            check_battlefield(msg.battlefield, limits, deep)
        except ArbiterError as err:
            nested(err, "battlefield")
            raise
    rules_set = msg.WhichOneof("rules")
    if rules_set == "arrayer_rules":
        try:
            check_arrayer_rules(msg.arrayer_rules, limits, deep)
        except ArbiterError as err:
            nested(err, "arrayer_rules")
            raise
    elif rules_set == "tiered_rules":
        try:
            check_tiered_rules(msg.tiered_rules, limits, deep)
        except ArbiterError as err:
            nested(err, "tiered_rules")
            raise
    for i, item in enumerate(traps_items):
        try:
            check_trap(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"traps[{i}]")
            raise


def check_action(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Action's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    kind_set = msg.WhichOneof("kind")
    if kind_set == "attack":
        try:
            check_attack(msg.attack, limits, deep)
        except ArbiterError as err:
            nested(err, "attack")
            raise
    elif kind_set == "move":
        try:
            check_move(msg.move, limits, deep)
        except ArbiterError as err:
            nested(err, "move")
            raise
    elif kind_set == "aftermath":
        try:
            check_arrayer_aftermath(msg.aftermath, limits, deep)
        except ArbiterError as err:
            nested(err, "aftermath")
            raise
    elif kind_set == "stealth_check":
        try:
            check_stealth_check(msg.stealth_check, limits, deep)
        except ArbiterError as err:
            nested(err, "stealth_check")
            raise


def check_dice(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Dice's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("forced"):
        try:
            check_forced_dice(msg.forced, limits, deep)
        except ArbiterError as err:
            nested(err, "forced")
            raise


def check_scripted_action(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ScriptedAction's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if deep:
        if msg.HasField("action"):
            try:
                check_action(msg.action, limits, deep)
            except ArbiterError as err:
                nested(err, "action")
                raise


def check_combatant(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Combatant's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    weapons_items = msg.weapons
    if len(weapons_items) > limits.max_weapons_per_combatant:
        raise over_limit(len(weapons_items), limits.max_weapons_per_combatant, "max_weapons_per_combatant", "weapons", "entries")
    for i, item in enumerate(weapons_items):
        try:
            check_weapon(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"weapons[{i}]")
            raise
    if msg.HasField("conditions"):
        try:
            check_conditions(msg.conditions, limits, deep)
        except ArbiterError as err:
            nested(err, "conditions")
            raise
    rules_set = msg.WhichOneof("rules")
    if rules_set == "arrayer":
        try:
            check_arrayer_combatant(msg.arrayer, limits, deep)
        except ArbiterError as err:
            nested(err, "arrayer")
            raise
    elif rules_set == "tiered":
        try:
            check_tiered_combatant(msg.tiered, limits, deep)
        except ArbiterError as err:
            nested(err, "tiered")
            raise


def check_side(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Side's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.morale_checks_made) > limits.max_list_items:
        raise over_limit(len(msg.morale_checks_made), limits.max_list_items, "max_list_items", "morale_checks_made", "entries")


def check_battlefield(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Battlefield's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.obstacles) > limits.max_obstacles:
        raise over_limit(len(msg.obstacles), limits.max_obstacles, "max_obstacles", "obstacles", "entries")


def check_arrayer_rules(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerRules's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.proficiency_dice) > limits.max_list_items:
        raise over_limit(len(msg.proficiency_dice), limits.max_list_items, "max_list_items", "proficiency_dice", "entries")
    if msg.HasField("default_move") and msg.default_move > limits.max_move:
        raise over_limit(msg.default_move, limits.max_move, "max_move", "default_move", "squares")
    if len(msg.wound_bands) > 32:
        raise over_limit(len(msg.wound_bands), 32, "rows per wound_bands", "wound_bands", "entries")
    if len(msg.location_bands) > 32:
        raise over_limit(len(msg.location_bands), 32, "rows per location_bands", "location_bands", "entries")
    if len(msg.mishap_bands) > 32:
        raise over_limit(len(msg.mishap_bands), 32, "rows per mishap_bands", "mishap_bands", "entries")


def check_tiered_rules(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.TieredRules's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("default_move") and msg.default_move > limits.max_move:
        raise over_limit(msg.default_move, limits.max_move, "max_move", "default_move", "squares")


def check_trap(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Trap's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.known_by) > limits.max_combatants:
        raise over_limit(len(msg.known_by), limits.max_combatants, "max_combatants", "known_by", "entries")


def check_attack(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Attack's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.extra_target_ids) > limits.max_combatants:
        raise over_limit(len(msg.extra_target_ids), limits.max_combatants, "max_combatants", "extra_target_ids", "entries")
    if len(msg.crew_ids) > limits.max_combatants:
        raise over_limit(len(msg.crew_ids), limits.max_combatants, "max_combatants", "crew_ids", "entries")
    if msg.HasField("follow_up"):
        try:
            check_arrayer_follow_up(msg.follow_up, limits, deep)
        except ArbiterError as err:
            nested(err, "follow_up")
            raise


def check_move(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Move's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.path) > limits.max_move:
        raise over_limit(len(msg.path), limits.max_move, "max_move", "path", "squares")
    if len(msg.porter_ids) > limits.max_combatants:
        raise over_limit(len(msg.porter_ids), limits.max_combatants, "max_combatants", "porter_ids", "entries")


def check_arrayer_aftermath(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerAftermath's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    blood_baths_items = msg.blood_baths
    if len(blood_baths_items) > limits.max_combatants:
        raise over_limit(len(blood_baths_items), limits.max_combatants, "max_combatants", "blood_baths", "entries")
    for i, item in enumerate(blood_baths_items):
        try:
            check_arrayer_blood_bath(item, limits, deep)
        except ArbiterError as err:
            nested(err, f"blood_baths[{i}]")
            raise


def check_stealth_check(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.StealthCheck's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.target_ids) > limits.max_combatants:
        raise over_limit(len(msg.target_ids), limits.max_combatants, "max_combatants", "target_ids", "entries")
    if len(msg.obscured_from_ids) > limits.max_combatants:
        raise over_limit(len(msg.obscured_from_ids), limits.max_combatants, "max_combatants", "obscured_from_ids", "entries")


def check_forced_dice(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ForcedDice's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.faces) > limits.max_forced_faces:
        raise over_limit(len(msg.faces), limits.max_forced_faces, "max_forced_faces", "faces", "entries")


def check_weapon(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Weapon's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("definition"):
        try:
            check_weapon_definition(msg.definition, limits, deep)
        except ArbiterError as err:
            nested(err, "definition")
            raise
    if msg.HasField("overrides"):
        try:
            check_weapon_overrides(msg.overrides, limits, deep)
        except ArbiterError as err:
            nested(err, "overrides")
            raise


def check_conditions(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.Conditions's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.stealth_flagged_by) > limits.max_combatants:
        raise over_limit(len(msg.stealth_flagged_by), limits.max_combatants, "max_combatants", "stealth_flagged_by", "entries")
    if len(msg.also_held_by) > limits.max_combatants:
        raise over_limit(len(msg.also_held_by), limits.max_combatants, "max_combatants", "also_held_by", "entries")


def check_arrayer_combatant(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerCombatant's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.proficiencies) > limits.max_list_items:
        raise over_limit(len(msg.proficiencies), limits.max_list_items, "max_list_items", "proficiencies", "entries")
    if len(msg.wounds) > limits.max_list_items:
        raise over_limit(len(msg.wounds), limits.max_list_items, "max_list_items", "wounds", "entries")


def check_tiered_combatant(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.TieredCombatant's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("move") and msg.move > limits.max_move:
        raise over_limit(msg.move, limits.max_move, "max_move", "move", "squares")


def check_arrayer_follow_up(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerFollowUp's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.target_ids) > limits.max_combatants:
        raise over_limit(len(msg.target_ids), limits.max_combatants, "max_combatants", "target_ids", "entries")


def check_arrayer_blood_bath(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerBloodBath's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.bather_ids) > limits.max_combatants:
        raise over_limit(len(msg.bather_ids), limits.max_combatants, "max_combatants", "bather_ids", "entries")


def check_weapon_definition(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.WeaponDefinition's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("arrayer"):
        try:
            check_arrayer_weapon_rules(msg.arrayer, limits, deep)
        except ArbiterError as err:
            nested(err, "arrayer")
            raise


def check_weapon_overrides(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.WeaponOverrides's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("arrayer"):
        try:
            check_arrayer_weapon_overrides(msg.arrayer, limits, deep)
        except ArbiterError as err:
            nested(err, "arrayer")
            raise


def check_arrayer_weapon_rules(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerWeaponRules's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.effects) > 32:
        raise over_limit(len(msg.effects), 32, "effects per weapon", "effects", "entries")
    if len(msg.ammunition_ranges) > 32:
        raise over_limit(len(msg.ammunition_ranges), 32, "ammunition ranges per weapon", "ammunition_ranges", "entries")


def check_arrayer_weapon_overrides(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerWeaponOverrides's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if msg.HasField("effects"):
        try:
            check_arrayer_effect_list(msg.effects, limits, deep)
        except ArbiterError as err:
            nested(err, "effects")
            raise
    if msg.HasField("ammunition_ranges"):
        try:
            check_arrayer_ammunition_range_list(msg.ammunition_ranges, limits, deep)
        except ArbiterError as err:
            nested(err, "ammunition_ranges")
            raise


def check_arrayer_effect_list(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerEffectList's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.items) > 32:
        raise over_limit(len(msg.items), 32, "effects per weapon", "items", "entries")


def check_arrayer_ammunition_range_list(msg: Any, limits: Limits, deep: bool = True) -> None:
    """An arbiter.v1.ArrayerAmmunitionRangeList's bounded fields against ``limits`` (``deep``: and those of the combatants and actions it holds)."""
    if len(msg.items) > 32:
        raise over_limit(len(msg.items), 32, "ammunition ranges per weapon", "items", "entries")
