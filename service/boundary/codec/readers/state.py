"""The readers of arbiter/v1/state.proto's records, generated from proto/ by scripts/gen_readers.py; do not edit."""

from __future__ import annotations

from typing import Any

from engine.errors import ArbiterError
from engine.records.arrayer import ArrayerWound
from engine.records.state import Armour, ArmourClass, ArrayerCombatant, ArrayerRules, Battlefield, Combatant, Conditions, EncounterState, Entanglement, EntanglementSource, Environment, MoraleTrigger, Mount, MountKind, Obstacle, Position, Ruleset, Sentiment, Shield, Side, TieredCombatant, TieredRules, TieredSkills, Trap, WeaponProficiency
from engine.records.weapon import ArrayerWeaponType, Weapon
from service.boundary.codec.readers.arrayer import read_arrayer_wound
from service.boundary.codec.reading import enum_or_none, enum_required, enums_required, members, missing, nested, out_of_range

__all__ = [
    "read_armour",
    "read_arrayer_combatant",
    "read_battlefield",
    "read_combatant",
    "read_conditions",
    "read_encounter_state",
    "read_entanglement",
    "read_environment",
    "read_mount",
    "read_obstacle",
    "read_position",
    "read_shield",
    "read_side",
    "read_tiered_combatant",
    "read_tiered_skills",
    "read_trap",
    "read_weapon_proficiency",
]

_ARMOUR_CLASS = members(ArmourClass)
_ARRAYER_WEAPON_TYPE = members(ArrayerWeaponType)
_ENTANGLEMENT_SOURCE = members(EntanglementSource)
_MORALE_TRIGGER = members(MoraleTrigger)
_MOUNT_KIND = members(MountKind)
_SENTIMENT = members(Sentiment)
_CONDITIONS_DEFAULT = Conditions()
_ENVIRONMENT_DEFAULT = Environment()
_TIERED_SKILLS_DEFAULT = TieredSkills()


def read_position(msg: Any) -> Position:
    """The record of an arbiter.v1.Position ``msg``."""
    return Position(x=msg.x, y=msg.y)


def read_armour(msg: Any) -> Armour:
    """The record of an arbiter.v1.Armour ``msg``."""
    armour_class_value = enum_or_none(_ARMOUR_CLASS, msg.armour_class, "ArmourClass", "armour_class")
    return Armour(value=msg.value, armour_class=armour_class_value, tier_loss=msg.tier_loss)


def read_shield(msg: Any) -> Shield:
    """The record of an arbiter.v1.Shield ``msg``."""
    return Shield(value=msg.value, tier_loss=msg.tier_loss)


def read_entanglement(msg: Any) -> Entanglement:
    """The record of an arbiter.v1.Entanglement ``msg``."""
    source_value = enum_required(_ENTANGLEMENT_SOURCE, msg.source, "EntanglementSource", "source")
    return Entanglement(source=source_value, rounds=msg.rounds)


def read_conditions(msg: Any) -> Conditions:
    """The record of an arbiter.v1.Conditions ``msg``."""
    entanglement_value: Entanglement | None = None
    if msg.HasField("entanglement"):
        try:
            entanglement_value = read_entanglement(msg.entanglement)
        except ArbiterError as err:
            nested(err, "entanglement")
            raise
    return Conditions(
        prone=msg.prone,
        grappled=msg.grappled,
        unaware=msg.unaware,
        entanglement=entanglement_value,
        immobilised_rounds=msg.immobilised_rounds,
        immobilised_difficulty=msg.immobilised_difficulty,
        held_by=msg.held_by,
        stealthed=msg.stealthed,
        stealth_flagged_by=tuple(msg.stealth_flagged_by),
        dead=msg.dead,
        routed=msg.routed,
        dosed=msg.dosed,
        also_held_by=tuple(msg.also_held_by),
    )


def read_weapon_proficiency(msg: Any) -> WeaponProficiency:
    """The record of an arbiter.v1.WeaponProficiency ``msg``."""
    weapon_type_value = enum_required(_ARRAYER_WEAPON_TYPE, msg.weapon_type, "ArrayerWeaponType", "weapon_type")
    if not 0 <= msg.improvements <= 3:
        raise out_of_range(msg.improvements, 0, 3, "improvements")
    return WeaponProficiency(weapon_type=weapon_type_value, improvements=msg.improvements)


def read_mount(msg: Any) -> Mount:
    """The record of an arbiter.v1.Mount ``msg``."""
    kind_value = enum_required(_MOUNT_KIND, msg.kind, "MountKind", "kind")
    return Mount(kind=kind_value, hp=msg.hp, hit_dice=msg.hit_dice or None)


def read_arrayer_combatant(msg: Any) -> ArrayerCombatant:
    """The record of an arbiter.v1.ArrayerCombatant ``msg``."""
    proficiencies_value: list[WeaponProficiency] = []
    for i, item in enumerate(msg.proficiencies):
        try:
            proficiencies_value.append(read_weapon_proficiency(item))
        except ArbiterError as err:
            nested(err, f"proficiencies[{i}]")
            raise
    mount_value: Mount | None = None
    if msg.HasField("mount"):
        try:
            mount_value = read_mount(msg.mount)
        except ArbiterError as err:
            nested(err, "mount")
            raise
    wounds_value: list[ArrayerWound] = []
    for i, item in enumerate(msg.wounds):
        try:
            wounds_value.append(read_arrayer_wound(item))
        except ArbiterError as err:
            nested(err, f"wounds[{i}]")
            raise
    return ArrayerCombatant(
        hit_dice=msg.hit_dice or 1,
        strength=msg.strength if msg.HasField("strength") else None,
        dexterity=msg.dexterity if msg.HasField("dexterity") else None,
        proficiencies=tuple(proficiencies_value),
        mount=mount_value,
        reload_disrupted=msg.reload_disrupted,
        wounds=tuple(wounds_value),
        recovers_at_short_rest=msg.recovers_at_short_rest,
    )


def read_tiered_skills(msg: Any) -> TieredSkills:
    """The record of an arbiter.v1.TieredSkills ``msg``."""
    return TieredSkills(
        unarmed=msg.unarmed,
        main_hand_melee=msg.main_hand_melee,
        off_hand_melee=msg.off_hand_melee,
        two_handed_melee=msg.two_handed_melee,
        main_hand_thrown=msg.main_hand_thrown,
        off_hand_thrown=msg.off_hand_thrown,
        bow=msg.bow,
        main_hand_crossbow=msg.main_hand_crossbow,
        off_hand_crossbow=msg.off_hand_crossbow,
        two_handed_crossbow=msg.two_handed_crossbow,
        main_hand_firearm=msg.main_hand_firearm,
        off_hand_firearm=msg.off_hand_firearm,
        two_handed_firearm=msg.two_handed_firearm,
        siege_weapon=msg.siege_weapon,
        stealth=msg.stealth,
        traps=msg.traps,
        scholar=msg.scholar,
    )


def read_tiered_combatant(msg: Any) -> TieredCombatant:
    """The record of an arbiter.v1.TieredCombatant ``msg``."""
    skills_value = _TIERED_SKILLS_DEFAULT
    if msg.HasField("skills"):
        try:
            skills_value = read_tiered_skills(msg.skills)
        except ArbiterError as err:
            nested(err, "skills")
            raise
    return TieredCombatant(
        body=msg.body,
        reflex=msg.reflex,
        mind=msg.mind,
        presence=msg.presence,
        skills=skills_value,
        move=msg.move if msg.HasField("move") else None,
        traps_set_today=msg.traps_set_today,
    )


def read_combatant(
    msg: Any,
    weapons: tuple[Weapon, ...],
    arrayer: ArrayerCombatant | None,
    tiered: TieredCombatant | None,
) -> Combatant:
    """The record of an arbiter.v1.Combatant ``msg``."""
    position_value: Position | None = None
    if msg.HasField("position"):
        try:
            position_value = read_position(msg.position)
        except ArbiterError as err:
            nested(err, "position")
            raise
    armour_value: Armour | None = None
    if msg.HasField("armour"):
        try:
            armour_value = read_armour(msg.armour)
        except ArbiterError as err:
            nested(err, "armour")
            raise
    shield_value: Shield | None = None
    if msg.HasField("shield"):
        try:
            shield_value = read_shield(msg.shield)
        except ArbiterError as err:
            nested(err, "shield")
            raise
    conditions_value = _CONDITIONS_DEFAULT
    if msg.HasField("conditions"):
        try:
            conditions_value = read_conditions(msg.conditions)
        except ArbiterError as err:
            nested(err, "conditions")
            raise
    facing_value: Position | None = None
    if msg.HasField("facing"):
        try:
            facing_value = read_position(msg.facing)
        except ArbiterError as err:
            nested(err, "facing")
            raise
    return Combatant(
        id=msg.id,
        side_id=msg.side_id,
        hp=msg.hp,
        name=msg.name,
        max_hp=msg.max_hp,
        position=position_value,
        weapons=weapons,
        armour=armour_value,
        shield=shield_value,
        conditions=conditions_value,
        arrayer=arrayer,
        tiered=tiered,
        facing=facing_value,
    )


def read_obstacle(msg: Any) -> Obstacle:
    """The record of an arbiter.v1.Obstacle ``msg``."""
    if not msg.HasField("position"):
        raise missing("obstacle", "position")
    try:
        position_value = read_position(msg.position)
    except ArbiterError as err:
        nested(err, "position")
        raise
    return Obstacle(position=position_value)


def read_battlefield(msg: Any) -> Battlefield:
    """The record of an arbiter.v1.Battlefield ``msg``."""
    obstacles_value: list[Obstacle] = []
    for i, item in enumerate(msg.obstacles):
        try:
            obstacles_value.append(read_obstacle(item))
        except ArbiterError as err:
            nested(err, f"obstacles[{i}]")
            raise
    return Battlefield(width=msg.width, height=msg.height, obstacles=tuple(obstacles_value))


def read_environment(msg: Any) -> Environment:
    """The record of an arbiter.v1.Environment ``msg``."""
    return Environment(wind_or_moisture=msg.wind_or_moisture)


def read_side(msg: Any) -> Side:
    """The record of an arbiter.v1.Side ``msg``."""
    sentiment_value = enum_or_none(_SENTIMENT, msg.sentiment, "Sentiment", "sentiment")
    morale_checks_made_value = enums_required(_MORALE_TRIGGER, msg.morale_checks_made, "MoraleTrigger", "morale_checks_made")
    return Side(
        id=msg.id,
        sentiment=sentiment_value,
        morale=msg.morale if msg.HasField("morale") else None,
        morale_modifier=msg.morale_modifier,
        routed=msg.routed,
        starting_members=msg.starting_members,
        morale_checks_made=morale_checks_made_value,
        party=msg.party,
    )


def read_trap(msg: Any) -> Trap:
    """The record of an arbiter.v1.Trap ``msg``."""
    position_value: Position | None = None
    if msg.HasField("position"):
        try:
            position_value = read_position(msg.position)
        except ArbiterError as err:
            nested(err, "position")
            raise
    return Trap(
        id=msg.id,
        owner_id=msg.owner_id,
        position=position_value,
        difficulty=msg.difficulty,
        traps_skill=msg.traps_skill,
        basic_tools=msg.basic_tools,
        deals_damage=msg.deals_damage,
        known_by=tuple(msg.known_by),
        setup_steps_left=msg.setup_steps_left,
    )


def read_encounter_state(
    msg: Any,
    ruleset: Ruleset,
    combatants: tuple[Combatant, ...],
    arrayer_rules: ArrayerRules | None,
    tiered_rules: TieredRules | None,
) -> EncounterState:
    """The record of an arbiter.v1.EncounterState ``msg``."""
    sides_value: list[Side] = []
    for i, item in enumerate(msg.sides):
        try:
            sides_value.append(read_side(item))
        except ArbiterError as err:
            nested(err, f"sides[{i}]")
            raise
    battlefield_value: Battlefield | None = None
    if msg.HasField("battlefield"):
        try:
            battlefield_value = read_battlefield(msg.battlefield)
        except ArbiterError as err:
            nested(err, "battlefield")
            raise
    environment_value = _ENVIRONMENT_DEFAULT
    if msg.HasField("environment"):
        try:
            environment_value = read_environment(msg.environment)
        except ArbiterError as err:
            nested(err, "environment")
            raise
    traps_value: list[Trap] = []
    for i, item in enumerate(msg.traps):
        try:
            traps_value.append(read_trap(item))
        except ArbiterError as err:
            nested(err, f"traps[{i}]")
            raise
    return EncounterState(
        ruleset=ruleset,
        combatants=combatants,
        round=msg.round,
        sides=tuple(sides_value),
        battlefield=battlefield_value,
        environment=environment_value,
        arrayer_rules=arrayer_rules,
        tiered_rules=tiered_rules,
        turn_order=tuple(msg.turn_order),
        traps=tuple(traps_value),
    )
