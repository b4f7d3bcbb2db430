# Generated from proto/arbiter/v1 by scripts/gen_protos.py (scripts/gen_gdscript.py);
# do not edit. The arbiter.v1 enums and messages, preloaded by path:
#   const V1 = preload("res://addons/arbiter/generated/arbiter_v1.gd")
#   var request := V1.ResolveActionRequest.new().from_dict(parsed_json)
# Fields are the .proto's names (snake_case; a name Godot reserves ends in _, seed_),
# from_dict and to_dict the proto3 JSON mapping (camelCase, enums by name, 64-bit
# integers as Strings, zero values left out).
# gdlint: disable=max-file-lines,max-public-methods,max-returns
# gdlint: disable=sub-class-name,class-variable-name
extends Reference

# Wound severity (ruling A11: |HP| 1 stunned, 2-3 light, 4-6 moderate, 7+ bad).
enum ArrayerWoundSeverity {
	# Not set.
	ARRAYER_WOUND_SEVERITY_UNSPECIFIED = 0,
	# Stunned: a temporary inability to fight, no permanent injury.
	ARRAYER_WOUND_SEVERITY_STUNNED = 1,
	# Light: surface cuts, heavy bruising, sprains; no permanent effect.
	ARRAYER_WOUND_SEVERITY_LIGHT = 2,
	# Moderate: serious cuts, broken bones, lost fingers or eyes; minor permanent effects.
	ARRAYER_WOUND_SEVERITY_MODERATE = 3,
	# Bad: amputations, internal organs, brain damage; a permanent debilitating effect.
	ARRAYER_WOUND_SEVERITY_BAD = 4,
}

# Hit locations (ruling A11: d20 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm, 15-17
# Ulg, 18-20 Llg).
enum ArrayerHitLocation {
	# Not set.
	ARRAYER_HIT_LOCATION_UNSPECIFIED = 0,
	# Fac: face.
	ARRAYER_HIT_LOCATION_FACE = 1,
	# Hnk: head / neck.
	ARRAYER_HIT_LOCATION_HEAD_NECK = 2,
	# Thx: thorax.
	ARRAYER_HIT_LOCATION_THORAX = 3,
	# Abd: abdomen.
	ARRAYER_HIT_LOCATION_ABDOMEN = 4,
	# Plv: pelvis / groin.
	ARRAYER_HIT_LOCATION_PELVIS = 5,
	# Urm: upper arm / shoulder.
	ARRAYER_HIT_LOCATION_UPPER_ARM = 6,
	# Lrm: lower arm / hand.
	ARRAYER_HIT_LOCATION_LOWER_ARM = 7,
	# Ulg: upper leg / hip.
	ARRAYER_HIT_LOCATION_UPPER_LEG = 8,
	# Llg: lower leg / foot.
	ARRAYER_HIT_LOCATION_LOWER_LEG = 9,
}

# Which side of the body a limb wound is on.
enum ArrayerBodySide {
	# Not set, or not a limb.
	ARRAYER_BODY_SIDE_UNSPECIFIED = 0,
	# Left (odd location roll).
	ARRAYER_BODY_SIDE_LEFT = 1,
	# Right (even location roll).
	ARRAYER_BODY_SIDE_RIGHT = 2,
}

# What a gunpowder mishap does (ruling A6).
enum ArrayerMishapResult {
	# Not set.
	ARRAYER_MISHAP_RESULT_UNSPECIFIED = 0,
	# Misfire: no shot, nothing spent, may fire next round.
	ARRAYER_MISHAP_RESULT_MISFIRE = 1,
	# Dud round: the shot is spent and the weapon must reload.
	ARRAYER_MISHAP_RESULT_DUD = 2,
	# Burst round: damage to the user; a well-maintained weapon turns dubious, a dubious one is
	# destroyed.
	ARRAYER_MISHAP_RESULT_BURST_WEAR = 3,
	# Burst round: damage to the user.
	ARRAYER_MISHAP_RESULT_BURST = 4,
	# The weapon explodes: damage to the user, and it is destroyed.
	ARRAYER_MISHAP_RESULT_EXPLODE = 5,
}

# ARRAYER Attack option: which part of a mounted target a mounted attacker strikes (ruling A10).
# Infantry cannot choose: odd natural rolls hit the horse, even ones the rider.
enum ArrayerMountTarget {
	# Not set: a mounted attacker strikes the rider.
	ARRAYER_MOUNT_TARGET_UNSPECIFIED = 0,
	# The horse.
	ARRAYER_MOUNT_TARGET_HORSE = 1,
	# The rider.
	ARRAYER_MOUNT_TARGET_RIDER = 2,
}

# The special effects the ARRAYER document lists.
enum ArrayerEffectKind {
	# Not set: invalid in a definition.
	ARRAYER_EFFECT_KIND_UNSPECIFIED = 0,
	# Greatsword: on downing an enemy, attack again an enemy in reach (value unused).
	ARRAYER_EFFECT_KIND_EXTRA_ATTACK_ON_DOWN = 1,
	# Cleaver: value added to damage against an unarmoured target.
	ARRAYER_EFFECT_KIND_BONUS_VS_UNARMOURED = 2,
	# Misericorde: against a prone target the weight is value (0, as Regular).
	ARRAYER_EFFECT_KIND_WEIGHT_VS_PRONE = 3,
	# Misericorde: against a grappled target the weight is value (+1, as Heavy).
	ARRAYER_EFFECT_KIND_WEIGHT_VS_GRAPPLED = 4,
	# Doping spines: a hit with a natural result >= value injects the dose (condition dosed).
	ARRAYER_EFFECT_KIND_DOSE_ON_HIT = 5,
	# Doping spines: a miss with a natural result >= value breaks the weapon.
	ARRAYER_EFFECT_KIND_BREAK_ON_MISS = 6,
	# Pilum, javelin: a melee attack with a natural result >= value breaks the weapon.
	ARRAYER_EFFECT_KIND_BREAK_IN_MELEE = 7,
	# Mace, club, brass knuckles: the hit cannot take the target below value HP (-2, ruling A9).
	ARRAYER_EFFECT_KIND_HP_FLOOR = 8,
	# Quarterstaff: the struck target makes a Physique save or is thrown back (rulings A7, A8).
	ARRAYER_EFFECT_KIND_KNOCK_BACK = 9,
	# Warhammer: value added to damage against medium or heavy armour.
	ARRAYER_EFFECT_KIND_BONUS_VS_MEDIUM_HEAVY_ARMOUR = 10,
	# Crossbow: value added to damage against a target in any armour.
	ARRAYER_EFFECT_KIND_BONUS_VS_ARMOURED = 11,
	# Flail (+1), bow (-1): value added to damage against a target carrying a shield.
	ARRAYER_EFFECT_KIND_BONUS_VS_SHIELD = 12,
	# Mancatcher: a hit deals no damage; the target must Dodge or be held (may not move closer).
	ARRAYER_EFFECT_KIND_HOLD = 13,
	# Bola, net: a hit deals no damage; the target must Dodge or fall prone and entangled.
	ARRAYER_EFFECT_KIND_TRIP = 14,
	# Meteor hammer: may forgo damage to entangle as a bola does (Attack.entangle).
	ARRAYER_EFFECT_KIND_ENTANGLE_OPTION = 15,
	# Garotte: useless in open combat; only a killing blow on an unaware target (ruling A5), silent.
	ARRAYER_EFFECT_KIND_ONLY_UNAWARE = 16,
	# Arquebus: on downing the target, a d(value) - armour (minimum 0) hits whoever stands behind
	# it.
	ARRAYER_EFFECT_KIND_OVER_PENETRATION = 17,
	# Blunderbuss: one shot attacks up to value adjacent targets (target and
	# Attack.extra_target_ids).
	ARRAYER_EFFECT_KIND_SPREAD = 18,
	# Longbow: after Strength-score shots per engagement it counts as fatigued_as (ruling A16).
	ARRAYER_EFFECT_KIND_FATIGUE = 19,
}

# ARRAYER Weapon Types (ruling A4 default table).
enum ArrayerWeaponType {
	# Not set: invalid in a definition.
	ARRAYER_WEAPON_TYPE_UNSPECIFIED = 0,
	# 1: knives, swords, cleaver, misericorde.
	ARRAYER_WEAPON_TYPE_BLADES = 1,
	# 2: axes, maces, clubs, hammers, flail.
	ARRAYER_WEAPON_TYPE_HAFTED = 2,
	# 3: spear, lance, quarterstaff, mancatcher, pilum, javelin.
	ARRAYER_WEAPON_TYPE_POLEARMS = 3,
	# 4: bow, longbow, sling, boomerang.
	ARRAYER_WEAPON_TYPE_BOWS = 4,
	# 5: crossbow, springdart, bola, net, whip.
	ARRAYER_WEAPON_TYPE_MECHANICAL = 5,
	# 6: gunpowder weapons.
	ARRAYER_WEAPON_TYPE_GUNPOWDER = 6,
}

# `tiered` weapon classes.
enum TieredWeaponClass {
	# Not set: invalid in a definition.
	TIERED_WEAPON_CLASS_UNSPECIFIED = 0,
	# Bare hands: Unarmed skill, Tier 0.
	TIERED_WEAPON_CLASS_UNARMED = 1,
	# One-handed melee (Main-Hand/Off-Hand Melee; also thrown with Main-Hand/Off-Hand Thrown).
	TIERED_WEAPON_CLASS_ONE_HANDED_MELEE = 2,
	# Two-handed melee, reach 2.
	TIERED_WEAPON_CLASS_TWO_HANDED_MELEE = 3,
	# Bow, 15 tiles.
	TIERED_WEAPON_CLASS_BOW = 4,
	# One-handed crossbow.
	TIERED_WEAPON_CLASS_ONE_HANDED_CROSSBOW = 5,
	# Two-handed crossbow.
	TIERED_WEAPON_CLASS_TWO_HANDED_CROSSBOW = 6,
	# One-handed firearm.
	TIERED_WEAPON_CLASS_ONE_HANDED_FIREARM = 7,
	# Two-handed firearm.
	TIERED_WEAPON_CLASS_TWO_HANDED_FIREARM = 8,
	# Siege weapon (needs Scholar 5 and Siege Weapon skill >= Tier).
	TIERED_WEAPON_CLASS_SIEGE_WEAPON = 9,
}

# The hand a `tiered` weapon is held in.
enum Hand {
	# Not set: main hand, or both for two-handed weapons.
	HAND_UNSPECIFIED = 0,
	# Main hand.
	HAND_MAIN = 1,
	# Off hand: the Off-Hand skills apply.
	HAND_OFF = 2,
	# Both hands (two-handed weapons, bows).
	HAND_BOTH = 3,
}

# Kinds of ammunition.
enum AmmunitionKind {
	# Not set.
	AMMUNITION_KIND_UNSPECIFIED = 0,
	# Arrows (bows).
	AMMUNITION_KIND_ARROW = 1,
	# Crossbow bolts.
	AMMUNITION_KIND_BOLT = 2,
	# Firearm bullets.
	AMMUNITION_KIND_BULLET = 3,
	# ARRAYER sling stones.
	AMMUNITION_KIND_SLING_STONE = 4,
	# ARRAYER sling lead bullets.
	AMMUNITION_KIND_LEAD_SHOT = 5,
	# ARRAYER sling grenades.
	AMMUNITION_KIND_GRENADE = 6,
	# ARRAYER springdart darts.
	AMMUNITION_KIND_DART = 7,
}

# The rule document an encounter is resolved by.
enum Ruleset {
	# Not set: invalid in a request.
	RULESET_UNSPECIFIED = 0,
	# ARRAYER: one die for attack and damage (seed 000, rulings A1-A28).
	RULESET_ARRAYER = 1,
	# The tiered skill system with contested d20 rolls (seed 003, rulings T1-T18).
	RULESET_TIERED = 2,
}

# ARRAYER sentiment relative to the enemy (ruling A13).
enum Sentiment {
	# Not set: equal.
	SENTIMENT_UNSPECIFIED = 0,
	# Better than the enemy: initiative on d6 <= 4.
	SENTIMENT_BETTER = 1,
	# Equal: initiative on d6 <= 3.
	SENTIMENT_EQUAL = 2,
	# Worse: initiative on d6 <= 2.
	SENTIMENT_WORSE = 3,
}

# What prompted an ARRAYER morale check (ruling A15).
enum MoraleTrigger {
	# Not set.
	MORALE_TRIGGER_UNSPECIFIED = 0,
	# The side lost its first member.
	MORALE_TRIGGER_FIRST_LOSS = 1,
	# The side fell to half its starting number.
	MORALE_TRIGGER_HALF_STRENGTH = 2,
}

# How heavy armour is.
enum ArmourClass {
	# Not set: none when the value is 0, otherwise light.
	ARMOUR_CLASS_UNSPECIFIED = 0,
	# Unarmoured.
	ARMOUR_CLASS_NONE = 1,
	# Light armour.
	ARMOUR_CLASS_LIGHT = 2,
	# Medium armour.
	ARMOUR_CLASS_MEDIUM = 3,
	# Heavy armour.
	ARMOUR_CLASS_HEAVY = 4,
}

# What entangles a combatant.
enum EntanglementSource {
	# Not set.
	ENTANGLEMENT_SOURCE_UNSPECIFIED = 0,
	# A bola.
	ENTANGLEMENT_SOURCE_BOLA = 1,
	# A net.
	ENTANGLEMENT_SOURCE_NET = 2,
	# A meteor hammer or rope dart chain.
	ENTANGLEMENT_SOURCE_CHAIN = 3,
}

# ARRAYER mounts.
enum MountKind {
	# Not set.
	MOUNT_KIND_UNSPECIFIED = 0,
	# Horse, 1 HD unless Mount.hit_dice says otherwise (ruling A23).
	MOUNT_KIND_HORSE = 1,
	# Warhorse, 2 HD unless Mount.hit_dice says otherwise (ruling A23).
	MOUNT_KIND_WARHORSE = 2,
}

# A `tiered` skill, named as in TieredSkills.
enum TieredSkill {
	# Not set.
	TIERED_SKILL_UNSPECIFIED = 0,
	# Unarmed Melee.
	TIERED_SKILL_UNARMED = 1,
	# Main-Hand Melee.
	TIERED_SKILL_MAIN_HAND_MELEE = 2,
	# Off-Hand Melee.
	TIERED_SKILL_OFF_HAND_MELEE = 3,
	# Two-Handed Melee.
	TIERED_SKILL_TWO_HANDED_MELEE = 4,
	# Main-Hand Thrown.
	TIERED_SKILL_MAIN_HAND_THROWN = 5,
	# Off-Hand Thrown.
	TIERED_SKILL_OFF_HAND_THROWN = 6,
	# Bow.
	TIERED_SKILL_BOW = 7,
	# Main-Hand Crossbow.
	TIERED_SKILL_MAIN_HAND_CROSSBOW = 8,
	# Off-Hand Crossbow.
	TIERED_SKILL_OFF_HAND_CROSSBOW = 9,
	# Two-Handed Crossbow.
	TIERED_SKILL_TWO_HANDED_CROSSBOW = 10,
	# Main-Hand Firearm.
	TIERED_SKILL_MAIN_HAND_FIREARM = 11,
	# Off-Hand Firearm.
	TIERED_SKILL_OFF_HAND_FIREARM = 12,
	# Two-Handed Firearm.
	TIERED_SKILL_TWO_HANDED_FIREARM = 13,
	# Siege Weapon.
	TIERED_SKILL_SIEGE_WEAPON = 14,
	# Stealth.
	TIERED_SKILL_STEALTH = 15,
	# Traps.
	TIERED_SKILL_TRAPS = 16,
	# Scholar.
	TIERED_SKILL_SCHOLAR = 17,
}

# The tools a trapper works with (ruling T16: "Traps requires a minimum Crude tools").
enum TrapTools {
	# Not set: crude, or basic where the action's basic_tools is true.
	TRAP_TOOLS_UNSPECIFIED = 0,
	# No tools: setting a trap or trapping for food is refused (FAILED_PRECONDITION,
	# TRAP_NEEDS_TOOLS).
	TRAP_TOOLS_NONE = 1,
	# Crude tools, the document's minimum.
	TRAP_TOOLS_CRUDE = 2,
	# Basic tools: a trap's damage and immobilisation are doubled; trapping for food yields double
	# food and cloth.
	TRAP_TOOLS_BASIC = 3,
}

# A `tiered` stat.
enum TieredStat {
	# Not set: invalid where a stat is required.
	TIERED_STAT_UNSPECIFIED = 0,
	# Body.
	TIERED_STAT_BODY = 1,
	# Reflex.
	TIERED_STAT_REFLEX = 2,
	# Mind.
	TIERED_STAT_MIND = 3,
	# Presence.
	TIERED_STAT_PRESENCE = 4,
}

# What a `tiered` critical degrades (ruling T4).
enum CriticalTarget {
	# Not set: armour, then shield, then weapon.
	CRITICAL_TARGET_UNSPECIFIED = 0,
	# The loser's weapon (not allowed for an unarmed winner).
	CRITICAL_TARGET_WEAPON = 1,
	# The loser's armour.
	CRITICAL_TARGET_ARMOUR = 2,
	# The loser's shield.
	CRITICAL_TARGET_SHIELD = 3,
}

# Why a die was rolled.
enum DiePurpose {
	# Not set; never produced by the server.
	DIE_PURPOSE_UNSPECIFIED = 0,
	# ARRAYER Attack Die: to hit and damage in one roll.
	DIE_PURPOSE_ATTACK = 1,
	# `tiered` attacker's contested d20.
	DIE_PURPOSE_CONTEST_ATTACK = 2,
	# `tiered` defender's contested d20.
	DIE_PURPOSE_CONTEST_DEFENCE = 3,
	# A damage roll separate from the attack (e.g. ARRAYER burst round 1d6).
	DIE_PURPOSE_DAMAGE = 4,
	# A save or check (ARRAYER Dodge, Physique, Dexterity; roll under, ruling S4).
	DIE_PURPOSE_SAVE = 5,
	# Initiative (ARRAYER side d6, ruling A13; `tiered` d20 + Reflex, ruling T2).
	DIE_PURPOSE_INITIATIVE = 6,
	# ARRAYER morale 2d6 (ruling A15).
	DIE_PURPOSE_MORALE = 7,
	# ARRAYER gunpowder mishap die (ruling A6).
	DIE_PURPOSE_MISHAP = 8,
	# ARRAYER aftermath d20: death, recovery or wound (ruling A11).
	DIE_PURPOSE_AFTERMATH = 9,
	# ARRAYER hit location d20 (ruling A11).
	DIE_PURPOSE_HIT_LOCATION = 10,
	# ARRAYER nightly death check d20 (ruling A12).
	DIE_PURPOSE_DEATH_CHECK = 11,
	# ARRAYER Weapon Types roll at character creation (ruling A4).
	DIE_PURPOSE_WEAPON_TYPE = 12,
	# An escape attempt (net d6, trap break-free d20).
	DIE_PURPOSE_ESCAPE = 13,
	# `tiered` stealth check d20 (ruling T6).
	DIE_PURPOSE_STEALTH = 14,
	# `tiered` trap roll d20 (ruling T7).
	DIE_PURPOSE_TRAP = 15,
}

# How much of the trace a response carries. Lower levels cost the server and the client less.
enum TraceDetail {
	# Not set: full.
	TRACE_DETAIL_UNSPECIFIED = 0,
	# No events; only the new state and the outcome.
	TRACE_DETAIL_NONE = 1,
	# Events without dice and terms: who did what to whom, outcomes, HP and condition changes.
	TRACE_DETAIL_SUMMARY = 2,
	# Everything, every die included.
	TRACE_DETAIL_FULL = 3,
}

# Kinds of trace event.
enum EventKind {
	# Not set.
	EVENT_KIND_UNSPECIFIED = 0,
	# An attack (ARRAYER Attack Die, or a `tiered` contested exchange from the attacker's side).
	EVENT_KIND_ATTACK = 1,
	# A `tiered` defender winning within reach and dealing damage back (ruling T3).
	EVENT_KIND_COUNTERATTACK = 2,
	# A critical degrading a weapon, armour or shield Tier, or hurting the roller (ruling T4).
	EVENT_KIND_CRITICAL = 3,
	# A round begins.
	EVENT_KIND_ROUND_START = 4,
	# Initiative or turn order rolled (rulings A13, T2).
	EVENT_KIND_INITIATIVE = 5,
	# A combatant moved; path lists the squares it entered. ARRAYER movement phase (ruling A17): one
	# per mover after all stepped together, the path as far as it got (empty when it never left its
	# square), the summary telling the steps it waited in and why it stopped short.
	EVENT_KIND_MOVE = 6,
	# The encounter ended.
	EVENT_KIND_ENCOUNTER_END = 7,
	# ARRAYER movement phase begins (simultaneous; rulings A13, A17).
	EVENT_KIND_PHASE_MOVEMENT = 20,
	# ARRAYER reloading phase begins (simultaneous; rulings A13, A14).
	EVENT_KIND_PHASE_RELOADING = 21,
	# ARRAYER shooting phase begins (initiative winners, then losers; ruling A13).
	EVENT_KIND_PHASE_SHOOTING = 22,
	# ARRAYER melee phase begins (initiative winners, then losers; ruling A13).
	EVENT_KIND_PHASE_MELEE = 23,
	# ARRAYER morale phase begins (ruling A15).
	EVENT_KIND_PHASE_MORALE = 24,
	# ARRAYER: a reload chit came off a weapon, or could not (ruling A14).
	EVENT_KIND_RELOAD_CHIT = 25,
	# ARRAYER: a gunpowder misfire or mishap (ruling A6).
	EVENT_KIND_MISHAP = 26,
	# ARRAYER: a side's morale check (ruling A15).
	EVENT_KIND_MORALE_CHECK = 27,
	# ARRAYER: the aftermath roll of one downed combatant, or a blood bath (rulings A11, A12).
	EVENT_KIND_AFTERMATH = 28,
	# ARRAYER: a night's death check and healing of one combatant (ruling A12).
	EVENT_KIND_NIGHTLY_REST = 29,
	# ARRAYER: a save against a weapon's effect (Dodge, Physique; ruling A7).
	EVENT_KIND_SAVE = 30,
	# ARRAYER: an escape attempt from an entanglement.
	EVENT_KIND_ESCAPE = 31,
	# ARRAYER: a weapon effect with no attack roll of its own (a dose, a break, a knock-back, an
	# over-penetration hit).
	EVENT_KIND_EFFECT = 32,
	# ARRAYER: the Weapon Types roll at character creation (ruling A4).
	EVENT_KIND_WEAPON_TYPE_ROLL = 33,
	# ARRAYER: a prone combatant (not downed) stands up instead of moving.
	EVENT_KIND_STAND_UP = 34,
	# ARRAYER: an interception attempt in the movement phase by an enemy not moving this phase (a
	# Dexterity check as the mover leaves a square next to it; on success the mover stops on that
	# square; rulings A18, A7).
	EVENT_KIND_INTERCEPTION = 35,
	# ARRAYER: a combatant marked to recover at the next short rest does so (ruling A24).
	EVENT_KIND_SHORT_REST = 36,
	# `tiered`: a weapon reloaded one step (ruling T2).
	EVENT_KIND_RELOAD = 40,
	# `tiered`: a stealth check (ruling T6).
	EVENT_KIND_STEALTH_CHECK = 41,
	# `tiered`: a trap set, or one step of its in-combat setup (ruling T7).
	EVENT_KIND_TRAP_SET = 42,
	# `tiered`: a mover came near a trap and contested it (ruling T7).
	EVENT_KIND_TRAP_CONTEST = 43,
	# `tiered`: an attempt to break free of a trap (ruling T7).
	EVENT_KIND_BREAK_FREE = 44,
	# `tiered`: a trap disarmed (ruling T7).
	EVENT_KIND_TRAP_DISARMED = 45,
	# `tiered`: a day of trapping for food (ruling T7).
	EVENT_KIND_TRAP_FOR_FOOD = 46,
	# `tiered`: a condition ran out: stealth flags at the start of the stealthed combatant's turn
	# (ruling T6; fully behind cover it stays stealthed, ruling T14), immobilisation when its rounds
	# are over (ruling T7).
	EVENT_KIND_CONDITION_LAPSES = 47,
	# `tiered`: a combatant holding a stealth flag tries to locate the stealthed combatant
	# (LocateStealthed, ruling T18).
	EVENT_KIND_LOCATE = 48,
}

# How an event came out.
enum Outcome {
	# Not set, or the event has no outcome (e.g. a round start).
	OUTCOME_UNSPECIFIED = 0,
	# The attack hit and dealt damage.
	OUTCOME_HIT = 1,
	# The attack missed.
	OUTCOME_MISS = 2,
	# `tiered`: the contest tied; nothing happens (ruling S4).
	OUTCOME_TIE = 3,
	# `tiered`: the defender won but could not deal damage back (out of reach, or a bow).
	OUTCOME_DEFENDED = 4,
	# Initiative won, or a side or combatant took its turn first.
	OUTCOME_FIRST = 5,
	# Initiative lost.
	OUTCOME_SECOND = 6,
	# ARRAYER gunpowder: no shot (weather, or mishap 1-4); may fire next round (ruling A6).
	OUTCOME_MISFIRE = 20,
	# ARRAYER: a morale check held (ruling A15).
	OUTCOME_HELD = 21,
	# ARRAYER: a morale check broke: the side routs (ruling A15).
	OUTCOME_BROKE = 22,
	# ARRAYER: a killing blow, or an aftermath or nightly roll, killed.
	OUTCOME_KILLED = 23,
	# ARRAYER aftermath: recovers to 0 HP at the next short rest (ruling A11).
	OUTCOME_RECOVERS = 24,
	# ARRAYER aftermath: wounded (ruling A11).
	OUTCOME_WOUNDED = 25,
	# ARRAYER: the effect was applied (dose, hold, entanglement) with no damage.
	OUTCOME_APPLIED = 26,
	# `tiered`: a check or contest against an opponent or the environment succeeded.
	OUTCOME_SUCCESS = 40,
	# `tiered`: a check or contest failed.
	OUTCOME_FAILURE = 41,
}

# Conditions a trace reports changing.
enum Condition {
	# Not set.
	CONDITION_UNSPECIFIED = 0,
	# Prone.
	CONDITION_PRONE = 1,
	# Grappled.
	CONDITION_GRAPPLED = 2,
	# Unaware.
	CONDITION_UNAWARE = 3,
	# Entangled.
	CONDITION_ENTANGLED = 4,
	# Immobilised by a trap.
	CONDITION_IMMOBILISED = 5,
	# Held by a mancatcher.
	CONDITION_HELD = 6,
	# Stealthed.
	CONDITION_STEALTHED = 7,
	# Out of the fight (ARRAYER HP < 0, `tiered` HP <= 0).
	CONDITION_DOWNED = 8,
	# Dead.
	CONDITION_DEAD = 9,
	# Routed.
	CONDITION_ROUTED = 10,
	# ARRAYER: dosed with chemic by doping spines.
	CONDITION_DOSED = 20,
	# `tiered`: holds a stealth flag of the event's actor (ruling T6).
	CONDITION_STEALTH_FLAGGED = 40,
}

# Why a strike of an attack happened. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`.
enum StrikeKind {
	# Not set.
	STRIKE_KIND_UNSPECIFIED = 0,
	# The attack's own target (or, `tiered` siege, its stationary target: ruling T8).
	STRIKE_KIND_PRIMARY = 1,
	# ARRAYER greatsword: the attack made again on downing an enemy.
	STRIKE_KIND_FOLLOW_UP = 20,
	# ARRAYER blunderbuss: a further target adjacent to the first (extra_target_ids).
	STRIKE_KIND_SPREAD = 21,
	# ARRAYER arquebus: a target behind one the shot downed (over-penetration).
	STRIKE_KIND_BEHIND = 22,
	# `tiered`: the defender won within its reach and struck the attacker back (ruling T3).
	STRIKE_KIND_COUNTERATTACK = 40,
}

# What ended a move. Values: 1-19 both rulesets, 20-39 ARRAYER, 40+ `tiered`. (An ARRAYER Move
# action is never cut short: interceptions and contested squares belong to an encounter's movement
# phase, rulings A17, A18, which reports no per-action results.)
enum MoveStop {
	# Not set.
	MOVE_STOP_UNSPECIFIED = 0,
	# Nothing: the whole path was walked.
	MOVE_STOP_NONE = 1,
	# `tiered`: a trap caught the mover or one of its porters (ruling T7).
	MOVE_STOP_TRAP = 40,
}

# What combatants without a scripted action do, in both rulesets; deterministic for a seed (the dice
# only decide what the chosen actions do). Every tactic moves as any move does: occupied squares,
# obstacles and the battlefield's edge block, bodies are passed over, never stopped on; ARRAYER
# movement is simultaneous with interceptions (rulings A17, A18) and a mancatcher's hold (A28);
# `tiered` moves are non-contested actions meeting the traps on their way (T2, T7) and shots need a
# line of fire (T9). GetCatalog lists them (GetCatalogResponse.tactics); docs/api.md, "Tactics", has
# the details.
enum Tactic {
	# Not set: nearest enemy.
	TACTIC_UNSPECIFIED = 0,
	# Attack the nearest standing enemy with the first weapon that reaches it; otherwise move toward
	# it. Ties go to the lowest combatant id.
	TACTIC_NEAREST_ENEMY = 1,
	# As nearest enemy, but pick the standing enemy with the fewest HP left (ties: the nearest, then
	# the lowest id); a melee attacker strikes the weakest enemy in reach.
	TACTIC_WEAKEST_ENEMY = 2,
	# Missile users keep their distance: an enemy nearer than 3 squares sends them away from the
	# enemies (keeping the nearest within the weapon's effective range, ARRAYER A3; its guaranteed
	# or bow range, `tiered` T5); with no enemy in that range they close until one is; otherwise
	# they stand and shoot the nearest. Melee users play nearest enemy.
	TACTIC_HOLD_AT_RANGE = 3,
	# Guard the most hurt standing ally (fewest HP left; ties: nearest, then lowest id): attack the
	# enemy nearest to that ally, moving to intercept it; with no ally standing, nearest enemy.
	TACTIC_PROTECT_ALLY = 4,
	# Nearest enemy until hurt (HP at or below half of max_hp, or of the HP it began the encounter
	# with when max_hp is 0); then spend the round (ARRAYER) or both actions of the turn (`tiered`,
	# T2) moving away from the enemies, attacking only when it cannot get farther away. ARRAYER
	# routed combatants leave the fight anyway (A15).
	TACTIC_RETREAT_WHEN_HURT = 5,
}

# Why an encounter stopped.
enum EndReason {
	# Not set.
	END_REASON_UNSPECIFIED = 0,
	# Only one side has anyone able to fight.
	END_REASON_SIDE_DEFEATED = 1,
	# Every other side routed (ARRAYER morale, ruling A15).
	END_REASON_SIDE_ROUTED = 2,
	# max_rounds reached with more than one side fighting.
	END_REASON_ROUND_LIMIT = 3,
}

# Whether a batch's results echo the encounter state.
enum StateEcho {
	# Not set: the full state, as STATE_ECHO_FULL.
	STATE_ECHO_UNSPECIFIED = 0,
	# Every result carries the whole state after its item.
	STATE_ECHO_FULL = 1,
	# Results carry no state; `result` (actions) and `outcome` (encounters) still say what changed.
	STATE_ECHO_NONE = 2,
}


# An enum value's name, to print or log (a GDScript enum value is its
# number): V1.enum_name(V1.Outcome, strike.outcome) is "OUTCOME_HIT";
# a number the enum lacks (a newer server's) is its number as text.
static func enum_name(values: Dictionary, number: int) -> String:
	return str(ProtoJson.enum_name(values, number))


# The proto3 JSON conversions the message classes share (an inner class:
# inner classes cannot call the outer script's functions in Godot 3).
class ProtoJson:
	# An enum value by its JSON name or number; a name this client does not know
	# (a newer server's) reads as 0, the enum's UNSPECIFIED.
	static func enum_number(values: Dictionary, value) -> int:
		if value is String:
			return int(values.get(value, 0))
		return int(value)

	# An enum value's JSON name; a number the enum lacks is written as the number.
	static func enum_name(values: Dictionary, number: int):
		for name in values:
			if values[name] == number:
				return name
		return number

	# A 64-bit integer as its decimal String; JSON may hold it as a number (a float
	# in Godot), exact up to 2^53.
	static func int64(value) -> String:
		return value if value is String else str(int(value))


# A wound left by the ARRAYER aftermath roll (ruling A11).
class ArrayerWound:
	extends Reference

	# How bad it is, by the negative HP when the combatant fell.
	# A ArrayerWoundSeverity value.
	var severity: int = 0

	# Where it is (hit location d20).
	# A ArrayerHitLocation value.
	var location: int = 0

	# Left or right for arms and legs (odd location roll left, even right); unspecified elsewhere.
	# A ArrayerBodySide value.
	var side: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("severity") != null:
			severity = ProtoJson.enum_number(ArrayerWoundSeverity, data["severity"])
		if data.get("location") != null:
			location = ProtoJson.enum_number(ArrayerHitLocation, data["location"])
		if data.get("side") != null:
			side = ProtoJson.enum_number(ArrayerBodySide, data["side"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if severity != 0:
			data["severity"] = ProtoJson.enum_name(ArrayerWoundSeverity, severity)
		if location != 0:
			data["location"] = ProtoJson.enum_name(ArrayerHitLocation, location)
		if side != 0:
			data["side"] = ProtoJson.enum_name(ArrayerBodySide, side)
		return data


# A row of the wound severity table (ruling A11; ArrayerRules.wound_bands): from this negative HP
# depth up to the next row's, wounds have this severity.
class ArrayerWoundBand:
	extends Reference

	# Lowest |HP| of the row; rows ascend strictly and the first starts at 1.
	var from_depth: int = 0

	# The severity of wounds in the row.
	# A ArrayerWoundSeverity value.
	var severity: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("fromDepth") != null:
			from_depth = int(data["fromDepth"])
		if data.get("severity") != null:
			severity = ProtoJson.enum_number(ArrayerWoundSeverity, data["severity"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if from_depth != 0:
			data["fromDepth"] = from_depth
		if severity != 0:
			data["severity"] = ProtoJson.enum_name(ArrayerWoundSeverity, severity)
		return data


# A row of the hit-location table (ruling A11; ArrayerRules.location_bands): from this d20 face up
# to the next row's, wounds are at this location.
class ArrayerLocationBand:
	extends Reference

	# Lowest d20 face of the row (1-20); rows ascend strictly and the first starts at 1.
	var from_face: int = 0

	# The location.
	# A ArrayerHitLocation value.
	var location: int = 0

	# Left on an odd face, right on an even one (arms and legs).
	var sided: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("fromFace") != null:
			from_face = int(data["fromFace"])
		if data.get("location") != null:
			location = ProtoJson.enum_number(ArrayerHitLocation, data["location"])
		if data.get("sided") != null:
			sided = bool(data["sided"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if from_face != 0:
			data["fromFace"] = from_face
		if location != 0:
			data["location"] = ProtoJson.enum_name(ArrayerHitLocation, location)
		if sided != false:
			data["sided"] = sided
		return data


# A row of the gunpowder mishap table (ruling A6; ArrayerRules.mishap_bands): from this mishap-die
# face up to the next row's, this happens.
class ArrayerMishapBand:
	extends Reference

	# Lowest mishap-die face of the row; rows ascend strictly and the first starts at 1.
	var from_face: int = 0

	# What happens.
	# A ArrayerMishapResult value.
	var result: int = 0

	# d6s of damage to the user (bursts and explosions; 0 otherwise), armour ignored.
	var damage_dice: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("fromFace") != null:
			from_face = int(data["fromFace"])
		if data.get("result") != null:
			result = ProtoJson.enum_number(ArrayerMishapResult, data["result"])
		if data.get("damageDice") != null:
			damage_dice = int(data["damageDice"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if from_face != 0:
			data["fromFace"] = from_face
		if result != 0:
			data["result"] = ProtoJson.enum_name(ArrayerMishapResult, result)
		if damage_dice != 0:
			data["damageDice"] = damage_dice
		return data


# ARRAYER Attack option (ruling A26): what an attack with a weapon that attacks again on downing an
# enemy (EXTRA_ATTACK_ON_DOWN: the greatsword) does when its blow downs one. The extra attack is
# optional and may chain: each extra attack that downs its target earns the next. Absent (or empty):
# each extra attack goes to the first Attack.extra_target_ids entry still standing in reach, else to
# the nearest standing enemy in reach (ties: lowest id), as the default tactic does. Refused with a
# weapon that has no such effect (FAILED_PRECONDITION, reason NO_EXTRA_ATTACK).
class ArrayerFollowUp:
	extends Reference

	# Take no extra attack. Setting it with target_ids is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
	var decline: bool = false

	# The extra attacks to take, in order: the first after the attack's own blow downs its target,
	# the next only if that one downs its target, and none after the last. Each must be a standing
	# enemy of the attacker, not the attack's target, in reach of the weapon from where the attacker
	# stands (FAILED_PRECONDITION, reasons NOT_A_STANDING_ENEMY, TARGET_OUT_OF_RANGE;
	# INVALID_ARGUMENT DUPLICATE_ID when named twice; field follow_up.target_ids[i]).
	var target_ids: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("decline") != null:
			decline = bool(data["decline"])
		if data.get("targetIds") != null:
			for each in data["targetIds"]:
				target_ids.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if decline != false:
			data["decline"] = decline
		if not target_ids.empty():
			var listed := []
			for each in target_ids:
				listed.append(each)
			data["targetIds"] = listed
		return data


# After a fight (ruling A11): every combatant below 0 HP and not dead rolls the aftermath d20 (dies,
# recovers at the next short rest, or is wounded with a severity and a hit-location d20). Blood
# baths listed here happen first (ruling A12).
class ArrayerAftermath:
	extends Reference

	# Blood baths taken immediately after the fight, before the aftermath rolls.
	var blood_baths: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("bloodBaths") != null:
			for each in data["bloodBaths"]:
				blood_baths.append(ArrayerBloodBath.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not blood_baths.empty():
			var listed := []
			for each in blood_baths:
				listed.append(each.to_dict())
			data["bloodBaths"] = listed
		return data


# Bathing in the blood of a creature: each bather heals 1 HP per Hit Die of the creature (A12).
class ArrayerBloodBath:
	extends Reference

	# The creature whose blood it is (a combatant of the state, usually a dead one).
	var creature_id: String = ""

	# Who bathes.
	var bather_ids: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("creatureId") != null:
			creature_id = str(data["creatureId"])
		if data.get("batherIds") != null:
			for each in data["batherIds"]:
				bather_ids.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if creature_id != "":
			data["creatureId"] = creature_id
		if not bather_ids.empty():
			var listed := []
			for each in bather_ids:
				listed.append(each)
			data["batherIds"] = listed
		return data


# A night of rest (ruling A12): everyone below 0 HP and alive makes the death check d20 (dies on 1),
# then every living combatant heals 1 HP per Hit Die, up to max_hp (0: the hp given at the start,
# i.e. in the request's state; send max_hp to heal above it).
class ArrayerNightlyRest:
	extends Reference

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(_data: Dictionary):
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		return data


# A short rest (ruling A24): every living combatant marked recovers_at_short_rest (an aftermath roll
# at least twice its negative HP, ruling A11) recovers to 0 HP (one already at 0 or more keeps its
# HP) and the mark is cleared; nobody else is affected. Like ArrayerNightlyRest it concerns the
# whole state: a rest is a time the group spends, not one combatant's act. Rolls no dice.
class ArrayerShortRest:
	extends Reference

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(_data: Dictionary):
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		return data


# An entangled combatant tries to get free (bola: a blade frees it, otherwise a Dexterity check;
# net: a Dexterity check with a blade, otherwise a d6 escaping on 1-2 after the first round).
class ArrayerEscape:
	extends Reference

	# Who tries.
	var combatant_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		return data


# Character creation (ruling A4): roll 1d6 on the Weapon Types table and improve that type one
# level.
class ArrayerRollWeaponType:
	extends Reference

	# Whose proficiency improves.
	var combatant_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		return data


# A weapon a combatant carries: which weapon (catalog id or inline definition) and its wear.
class Weapon:
	extends Reference

	# Identifies this weapon on its combatant (actions name it). Unique per combatant; empty means
	# the catalog id or the definition's id.
	var id: String = ""

	# Id in the ruleset's built-in catalog (GetCatalog lists them), e.g. "greatsword".
	# A String, or null when unset.
	var catalog_id = null

	# A weapon defined by the game itself; its rules must match the encounter's ruleset.
	var definition: WeaponDefinition = null

	# `tiered`: the hand it is held in; unspecified means the main hand (both hands for two-handed
	# weapons). Ignored by ARRAYER.
	# A Hand value.
	var hand: int = 0

	# Broken or destroyed: it can no longer attack (doping spines, pilum in melee, burst gunpowder).
	var broken: bool = false

	# ARRAYER gunpowder: badly maintained or damaged (ruling A6): the mishap die is d12, not d6.
	var dubious: bool = false

	# ARRAYER: reload chits still on the weapon (ruling A14). It may fire at zero. Valid range: 0 to
	# 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var reload_chits: int = 0

	# ARRAYER longbow: shots fired this engagement (ruling A16); once at the wielder's Strength the
	# longbow counts as a bow for range bands and weight, keeping its own Attack Die (ruling A25). A
	# ResolveEncounter whose state starts at round 0 is a new engagement: the count starts at 0.
	# Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var shots_fired: int = 0

	# `tiered`: Tiers lost to criticals and not yet repaired (ruling T4). The effective Tier is
	# max(0, Tier - tier_loss). Valid range: 0 to 12 (TIER_LOSS, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var tier_loss: int = 0

	# `tiered` crossbows and firearms: reload actions still needed before it can fire; 0 is loaded.
	# Valid range: 0 to 1000 (RELOAD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var reload_actions_needed: int = 0

	# Ammunition loaded or carried for this weapon; absent for weapons that need none.
	var ammunition: Ammunition = null

	# ARRAYER: thrown and not yet recovered (thrown weapons, boomerangs included, do not return).
	var thrown: bool = false

	# Changes to the catalog weapon named by catalog_id, e.g. a greatsword of weight 0: each field
	# set replaces that rule of the catalog entry, the others keep the catalog's. Checked as
	# strictly as an inline definition (same errors, field paths under `overrides`). With a
	# definition instead of a catalog_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS); rules of the
	# other ruleset are INVALID_ARGUMENT (RULESET_MISMATCH). Responses echo catalog_id and these
	# overrides exactly as sent, so a state round-trips unchanged.
	var overrides: WeaponOverrides = null

	# Which member of oneof source is set: one of "catalog_id", "definition", or "" for none (the
	# first one set, when several are).
	func source_case() -> String:
		if catalog_id != null:
			return "catalog_id"
		if definition != null:
			return "definition"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("catalogId") != null:
			catalog_id = str(data["catalogId"])
		if data.get("definition") != null:
			definition = WeaponDefinition.new().from_dict(data["definition"])
		if data.get("hand") != null:
			hand = ProtoJson.enum_number(Hand, data["hand"])
		if data.get("broken") != null:
			broken = bool(data["broken"])
		if data.get("dubious") != null:
			dubious = bool(data["dubious"])
		if data.get("reloadChits") != null:
			reload_chits = int(data["reloadChits"])
		if data.get("shotsFired") != null:
			shots_fired = int(data["shotsFired"])
		if data.get("tierLoss") != null:
			tier_loss = int(data["tierLoss"])
		if data.get("reloadActionsNeeded") != null:
			reload_actions_needed = int(data["reloadActionsNeeded"])
		if data.get("ammunition") != null:
			ammunition = Ammunition.new().from_dict(data["ammunition"])
		if data.get("thrown") != null:
			thrown = bool(data["thrown"])
		if data.get("overrides") != null:
			overrides = WeaponOverrides.new().from_dict(data["overrides"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if source_case() == "catalog_id":
			data["catalogId"] = catalog_id
		if source_case() == "definition":
			data["definition"] = definition.to_dict()
		if hand != 0:
			data["hand"] = ProtoJson.enum_name(Hand, hand)
		if broken != false:
			data["broken"] = broken
		if dubious != false:
			data["dubious"] = dubious
		if reload_chits != 0:
			data["reloadChits"] = reload_chits
		if shots_fired != 0:
			data["shotsFired"] = shots_fired
		if tier_loss != 0:
			data["tierLoss"] = tier_loss
		if reload_actions_needed != 0:
			data["reloadActionsNeeded"] = reload_actions_needed
		if ammunition != null:
			data["ammunition"] = ammunition.to_dict()
		if thrown != false:
			data["thrown"] = thrown
		if overrides != null:
			data["overrides"] = overrides.to_dict()
		return data


# Named changes to a catalog weapon (Weapon.overrides). Presence decides: a field set to 0, false or
# "" overrides too; a field left out keeps the catalog's value.
class WeaponOverrides:
	extends Reference

	# Display name.
	# A String, or null when unset.
	var name = null

	# ARRAYER rules to change.
	var arrayer: ArrayerWeaponOverrides = null

	# `tiered` rules to change.
	var tiered: TieredWeaponOverrides = null

	# Which member of oneof rules is set: one of "arrayer", "tiered", or "" for none (the first one
	# set, when several are).
	func rules_case() -> String:
		if arrayer != null:
			return "arrayer"
		if tiered != null:
			return "tiered"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("arrayer") != null:
			arrayer = ArrayerWeaponOverrides.new().from_dict(data["arrayer"])
		if data.get("tiered") != null:
			tiered = TieredWeaponOverrides.new().from_dict(data["tiered"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if name != null:
			data["name"] = name
		if rules_case() == "arrayer":
			data["arrayer"] = arrayer.to_dict()
		if rules_case() == "tiered":
			data["tiered"] = tiered.to_dict()
		return data


# ARRAYER weapon rules to change: each field is the ArrayerWeaponRules field of the same name and
# number, with presence. Lists replace the catalog's list whole (an empty `items` removes it).
class ArrayerWeaponOverrides:
	extends Reference

	# ArrayerWeaponRules.weight (ruling A2). Valid range: -1000 to 1000 (WEIGHT, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var weight = null

	# ArrayerWeaponRules.specialised (ruling A1).
	# A bool, or null when unset.
	var specialised = null

	# ArrayerWeaponRules.weapon_type (ruling A4); UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE).
	# A ArrayerWeaponType value.
	# A int, or null when unset.
	var weapon_type = null

	# ArrayerWeaponRules.reach (ruling A3). Valid range: 0 to 200000 (DISTANCE, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var reach = null

	# ArrayerWeaponRules.range, all three bands (ruling A3).
	var range_: RangeBands = null

	# ArrayerWeaponRules.reload_chits (ruling A14). Valid range: 0 to 1000 (RELOAD, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var reload_chits = null

	# ArrayerWeaponRules.throwable.
	# A bool, or null when unset.
	var throwable = null

	# ArrayerWeaponRules.discharge_standing.
	# A bool, or null when unset.
	var discharge_standing = null

	# ArrayerWeaponRules.reload_standing.
	# A bool, or null when unset.
	var reload_standing = null

	# ArrayerWeaponRules.gunpowder (ruling A6).
	# A bool, or null when unset.
	var gunpowder = null

	# ArrayerWeaponRules.needs_space.
	# A bool, or null when unset.
	var needs_space = null

	# ArrayerWeaponRules.concealable.
	# A bool, or null when unset.
	var concealable = null

	# ArrayerWeaponRules.effects, replaced whole.
	var effects: ArrayerEffectList = null

	# ArrayerWeaponRules.close_quarters_as.
	# A String, or null when unset.
	var close_quarters_as = null

	# ArrayerWeaponRules.alternate_as.
	# A String, or null when unset.
	var alternate_as = null

	# ArrayerWeaponRules.fatigued_as (ruling A16).
	# A String, or null when unset.
	var fatigued_as = null

	# ArrayerWeaponRules.ammunition_ranges, replaced whole.
	var ammunition_ranges: ArrayerAmmunitionRangeList = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weight") != null:
			weight = int(data["weight"])
		if data.get("specialised") != null:
			specialised = bool(data["specialised"])
		if data.get("weaponType") != null:
			weapon_type = ProtoJson.enum_number(ArrayerWeaponType, data["weaponType"])
		if data.get("reach") != null:
			reach = int(data["reach"])
		if data.get("range") != null:
			range_ = RangeBands.new().from_dict(data["range"])
		if data.get("reloadChits") != null:
			reload_chits = int(data["reloadChits"])
		if data.get("throwable") != null:
			throwable = bool(data["throwable"])
		if data.get("dischargeStanding") != null:
			discharge_standing = bool(data["dischargeStanding"])
		if data.get("reloadStanding") != null:
			reload_standing = bool(data["reloadStanding"])
		if data.get("gunpowder") != null:
			gunpowder = bool(data["gunpowder"])
		if data.get("needsSpace") != null:
			needs_space = bool(data["needsSpace"])
		if data.get("concealable") != null:
			concealable = bool(data["concealable"])
		if data.get("effects") != null:
			effects = ArrayerEffectList.new().from_dict(data["effects"])
		if data.get("closeQuartersAs") != null:
			close_quarters_as = str(data["closeQuartersAs"])
		if data.get("alternateAs") != null:
			alternate_as = str(data["alternateAs"])
		if data.get("fatiguedAs") != null:
			fatigued_as = str(data["fatiguedAs"])
		if data.get("ammunitionRanges") != null:
			ammunition_ranges = ArrayerAmmunitionRangeList.new().from_dict(data["ammunitionRanges"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weight != null:
			data["weight"] = weight
		if specialised != null:
			data["specialised"] = specialised
		if weapon_type != null:
			data["weaponType"] = ProtoJson.enum_name(ArrayerWeaponType, weapon_type)
		if reach != null:
			data["reach"] = reach
		if range_ != null:
			data["range"] = range_.to_dict()
		if reload_chits != null:
			data["reloadChits"] = reload_chits
		if throwable != null:
			data["throwable"] = throwable
		if discharge_standing != null:
			data["dischargeStanding"] = discharge_standing
		if reload_standing != null:
			data["reloadStanding"] = reload_standing
		if gunpowder != null:
			data["gunpowder"] = gunpowder
		if needs_space != null:
			data["needsSpace"] = needs_space
		if concealable != null:
			data["concealable"] = concealable
		if effects != null:
			data["effects"] = effects.to_dict()
		if close_quarters_as != null:
			data["closeQuartersAs"] = close_quarters_as
		if alternate_as != null:
			data["alternateAs"] = alternate_as
		if fatigued_as != null:
			data["fatiguedAs"] = fatigued_as
		if ammunition_ranges != null:
			data["ammunitionRanges"] = ammunition_ranges.to_dict()
		return data


# A list of ARRAYER effects that replaces a catalog weapon's (a message, so an empty list is
# distinguishable from no change).
class ArrayerEffectList:
	extends Reference

	# The effects.
	var items: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("items") != null:
			for each in data["items"]:
				items.append(ArrayerEffect.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not items.empty():
			var listed := []
			for each in items:
				listed.append(each.to_dict())
			data["items"] = listed
		return data


# A list of ammunition ranges that replaces a catalog weapon's.
class ArrayerAmmunitionRangeList:
	extends Reference

	# The ranges.
	var items: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("items") != null:
			for each in data["items"]:
				items.append(ArrayerAmmunitionRange.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not items.empty():
			var listed := []
			for each in items:
				listed.append(each.to_dict())
			data["items"] = listed
		return data


# `tiered` weapon rules to change: each field is the TieredWeaponRules field of the same name and
# number, with presence.
class TieredWeaponOverrides:
	extends Reference

	# TieredWeaponRules.weapon_class; UNSPECIFIED is INVALID_ARGUMENT (MISSING_VALUE).
	# A TieredWeaponClass value.
	# A int, or null when unset.
	var weapon_class = null

	# TieredWeaponRules.tier, 1-12 (0 only for unarmed; INVALID_ARGUMENT OUT_OF_RANGE otherwise).
	# Valid range: 1 to 12 (TIER, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed
	# is 0.
	# A int, or null when unset.
	var tier = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weaponClass") != null:
			weapon_class = ProtoJson.enum_number(TieredWeaponClass, data["weaponClass"])
		if data.get("tier") != null:
			tier = int(data["tier"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weapon_class != null:
			data["weaponClass"] = ProtoJson.enum_name(TieredWeaponClass, weapon_class)
		if tier != null:
			data["tier"] = tier
		return data


# The rules of one weapon, as in the catalog or sent inline by a game.
class WeaponDefinition:
	extends Reference

	# Stable id, lower_snake_case (e.g. "war_hammer"); catalog ids are listed by GetCatalog.
	var id: String = ""

	# Display name.
	var name: String = ""

	# ARRAYER rules.
	var arrayer: ArrayerWeaponRules = null

	# `tiered` rules.
	var tiered: TieredWeaponRules = null

	# Which member of oneof rules is set: one of "arrayer", "tiered", or "" for none (the first one
	# set, when several are).
	func rules_case() -> String:
		if arrayer != null:
			return "arrayer"
		if tiered != null:
			return "tiered"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("arrayer") != null:
			arrayer = ArrayerWeaponRules.new().from_dict(data["arrayer"])
		if data.get("tiered") != null:
			tiered = TieredWeaponRules.new().from_dict(data["tiered"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if name != "":
			data["name"] = name
		if rules_case() == "arrayer":
			data["arrayer"] = arrayer.to_dict()
		if rules_case() == "tiered":
			data["tiered"] = tiered.to_dict()
		return data


# ARRAYER weapon rules (rulings A1-A4, A6).
class ArrayerWeaponRules:
	extends Reference

	# Signed weight added to a hit's natural roll: Heavy +1, Regular 0, Light -1 (ruling A2). Valid
	# range: -1000 to 1000 (WEIGHT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var weight: int = 0

	# Specialised (S): useless at Unknown proficiency (ruling A1).
	var specialised: bool = false

	# Weapon type, for proficiency (ruling A4).
	# A ArrayerWeaponType value.
	var weapon_type: int = 0

	# Melee reach in squares (1; 2 for whip, lance, meteor hammer, rope dart); 0 means it cannot
	# strike in melee (ruling A3). Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var reach: int = 0

	# Range bands for missile and thrown use; absent for melee-only weapons (ruling A3).
	var range_: RangeBands = null

	# Reload chits gained on discharge (ruling A14). Valid range: 0 to 1000 (RELOAD, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var reload_chits: int = 0

	# Document marks: throwable (dagger mark).
	var throwable: bool = false

	# Document marks: must be discharged standing or crouching.
	var discharge_standing: bool = false

	# Document marks: must be reloaded standing or crouching.
	var reload_standing: bool = false

	# Document marks: gunpowder (ignores armour, may misfire and suffer mishaps; ruling A6).
	var gunpowder: bool = false

	# Document marks: needs 4 square metres to wield effectively (¶, ruling A22): at least
	# ArrayerRules.space_free_squares (default 3) of the 8 squares around the wielder must be free,
	# else the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE). A weapon fighting as
	# another profile up close or alternately (a meteor hammer's knife) follows that profile's mark.
	var needs_space: bool = false

	# Document marks: concealable.
	var concealable: bool = false

	# Special effects (the document's list); docs/rules/arrayer.md describes each.
	var effects: Array = []

	# Catalog id of the profile used against a target at distance 1 or less (meteor hammer and rope
	# dart: "knife"; boomerang: "club"); empty when the weapon fights as itself up close.
	var close_quarters_as: String = ""

	# Catalog id of the profile used when an attack sets Attack.use_alternate (mancatcher: "club").
	var alternate_as: String = ""

	# Catalog id the weapon counts as once fatigued (longbow: "bow", ruling A16). Each of these
	# three ids must name a catalog weapon (else INVALID_ARGUMENT, UNKNOWN_WEAPON on the field).
	var fatigued_as: String = ""

	# Range bands per kind of ammunition (sling stones, lead bullets, grenades); an attack's
	# ammunition picks one, otherwise range applies.
	var ammunition_ranges: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weight") != null:
			weight = int(data["weight"])
		if data.get("specialised") != null:
			specialised = bool(data["specialised"])
		if data.get("weaponType") != null:
			weapon_type = ProtoJson.enum_number(ArrayerWeaponType, data["weaponType"])
		if data.get("reach") != null:
			reach = int(data["reach"])
		if data.get("range") != null:
			range_ = RangeBands.new().from_dict(data["range"])
		if data.get("reloadChits") != null:
			reload_chits = int(data["reloadChits"])
		if data.get("throwable") != null:
			throwable = bool(data["throwable"])
		if data.get("dischargeStanding") != null:
			discharge_standing = bool(data["dischargeStanding"])
		if data.get("reloadStanding") != null:
			reload_standing = bool(data["reloadStanding"])
		if data.get("gunpowder") != null:
			gunpowder = bool(data["gunpowder"])
		if data.get("needsSpace") != null:
			needs_space = bool(data["needsSpace"])
		if data.get("concealable") != null:
			concealable = bool(data["concealable"])
		if data.get("effects") != null:
			for each in data["effects"]:
				effects.append(ArrayerEffect.new().from_dict(each))
		if data.get("closeQuartersAs") != null:
			close_quarters_as = str(data["closeQuartersAs"])
		if data.get("alternateAs") != null:
			alternate_as = str(data["alternateAs"])
		if data.get("fatiguedAs") != null:
			fatigued_as = str(data["fatiguedAs"])
		if data.get("ammunitionRanges") != null:
			for each in data["ammunitionRanges"]:
				ammunition_ranges.append(ArrayerAmmunitionRange.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weight != 0:
			data["weight"] = weight
		if specialised != false:
			data["specialised"] = specialised
		if weapon_type != 0:
			data["weaponType"] = ProtoJson.enum_name(ArrayerWeaponType, weapon_type)
		if reach != 0:
			data["reach"] = reach
		if range_ != null:
			data["range"] = range_.to_dict()
		if reload_chits != 0:
			data["reloadChits"] = reload_chits
		if throwable != false:
			data["throwable"] = throwable
		if discharge_standing != false:
			data["dischargeStanding"] = discharge_standing
		if reload_standing != false:
			data["reloadStanding"] = reload_standing
		if gunpowder != false:
			data["gunpowder"] = gunpowder
		if needs_space != false:
			data["needsSpace"] = needs_space
		if concealable != false:
			data["concealable"] = concealable
		if not effects.empty():
			var listed := []
			for each in effects:
				listed.append(each.to_dict())
			data["effects"] = listed
		if close_quarters_as != "":
			data["closeQuartersAs"] = close_quarters_as
		if alternate_as != "":
			data["alternateAs"] = alternate_as
		if fatigued_as != "":
			data["fatiguedAs"] = fatigued_as
		if not ammunition_ranges.empty():
			var listed := []
			for each in ammunition_ranges:
				listed.append(each.to_dict())
			data["ammunitionRanges"] = listed
		return data


# One special effect of an ARRAYER weapon (the document's "Special Effects" list). Effects are data:
# a game's own weapon may combine any of them.
class ArrayerEffect:
	extends Reference

	# Which effect.
	# A ArrayerEffectKind value.
	var kind: int = 0

	# The effect's number: a damage bonus (+1, -1), a weight (0, +1), an HP floor (-2), a
	# natural-result threshold (3, 8, 10), a die size (6) or a count of targets (3). Each kind says
	# which. Valid range: -1000 to 1000 (EFFECT_VALUE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE). A trip's is an EntanglementSource number (1-3); an over-penetration's a die
	# the rules roll (6, 8, 10, 12, 20; else BAD_DIE_SIZE).
	var value: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(ArrayerEffectKind, data["kind"])
		if data.get("value") != null:
			value = int(data["value"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(ArrayerEffectKind, kind)
		if value != 0:
			data["value"] = value
		return data


# Range bands of one kind of ammunition (the document: "stones and lead bullets have different
# ranges").
class ArrayerAmmunitionRange:
	extends Reference

	# The ammunition.
	# A AmmunitionKind value.
	var kind: int = 0

	# Its range bands, in squares (ruling A3).
	var range_: RangeBands = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(AmmunitionKind, data["kind"])
		if data.get("range") != null:
			range_ = RangeBands.new().from_dict(data["range"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(AmmunitionKind, kind)
		if range_ != null:
			data["range"] = range_.to_dict()
		return data


# ARRAYER range bands, in squares (ruling A3). Each band's upper bound, inclusive; they ascend
# (effective <= long <= extreme; a band below the one before is INVALID_ARGUMENT, OUT_OF_RANGE).
class RangeBands:
	extends Reference

	# Within this many squares: hit on a natural roll <= 6. Valid range: 0 to 200000 (DISTANCE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var effective_range: int = 0

	# Beyond effective, within this: hit on <= 5. Valid range: 0 to 200000 (DISTANCE, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var long_range: int = 0

	# Beyond long, within this: hit on <= 4; beyond it the shot is refused. Valid range: 0 to 200000
	# (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var extreme_range: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("effectiveRange") != null:
			effective_range = int(data["effectiveRange"])
		if data.get("longRange") != null:
			long_range = int(data["longRange"])
		if data.get("extremeRange") != null:
			extreme_range = int(data["extremeRange"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if effective_range != 0:
			data["effectiveRange"] = effective_range
		if long_range != 0:
			data["longRange"] = long_range
		if extreme_range != 0:
			data["extremeRange"] = extreme_range
		return data


# `tiered` weapon rules (rulings T1-T5, T8).
class TieredWeaponRules:
	extends Reference

	# What kind of weapon it is; with the hand it is held in, this picks the skill used.
	# A TieredWeaponClass value.
	var weapon_class: int = 0

	# Tier, 1-12 (0 only for unarmed). Valid range: 1 to 12 (TIER, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE). Unarmed is 0.
	var tier: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weaponClass") != null:
			weapon_class = ProtoJson.enum_number(TieredWeaponClass, data["weaponClass"])
		if data.get("tier") != null:
			tier = int(data["tier"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weapon_class != 0:
			data["weaponClass"] = ProtoJson.enum_name(TieredWeaponClass, weapon_class)
		if tier != 0:
			data["tier"] = tier
		return data


# Ammunition for a weapon.
class Ammunition:
	extends Reference

	# What it is.
	# A AmmunitionKind value.
	var kind: int = 0

	# `tiered`: the ammunition's own Tier (bullets must not exceed the firearm's repaired Tier).
	# Valid range: 0 to 12 (AMMUNITION_TIER, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var tier: int = 0

	# Rounds left; unset means not tracked (unlimited). Valid range: 0 to 1000000 (COUNT,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var count = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(AmmunitionKind, data["kind"])
		if data.get("tier") != null:
			tier = int(data["tier"])
		if data.get("count") != null:
			count = int(data["count"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(AmmunitionKind, kind)
		if tier != 0:
			data["tier"] = tier
		if count != null:
			data["count"] = count
		return data


# A square on the grid. Distance is Chebyshev (ruling S3).
class Position:
	extends Reference

	# Column. Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE). (A facing's too.)
	var x: int = 0

	# Row. Valid range: -100000 to 100000 (COORDINATE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var y: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("x") != null:
			x = int(data["x"])
		if data.get("y") != null:
			y = int(data["y"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if x != 0:
			data["x"] = x
		if y != 0:
			data["y"] = y
		return data


# Terrain that blocks movement and line of fire (ruling T9).
class Obstacle:
	extends Reference

	# Where it stands.
	var position: Position = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if position != null:
			data["position"] = position.to_dict()
		return data


# The grid an encounter is fought on.
class Battlefield:
	extends Reference

	# Columns; 0 means unbounded. Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var width: int = 0

	# Rows; 0 means unbounded. Valid range: 0 to 100000 (GRID_SIZE, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var height: int = 0

	# Blocking squares.
	var obstacles: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("width") != null:
			width = int(data["width"])
		if data.get("height") != null:
			height = int(data["height"])
		if data.get("obstacles") != null:
			for each in data["obstacles"]:
				obstacles.append(Obstacle.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if width != 0:
			data["width"] = width
		if height != 0:
			data["height"] = height
		if not obstacles.empty():
			var listed := []
			for each in obstacles:
				listed.append(each.to_dict())
			data["obstacles"] = listed
		return data


# Weather and surroundings.
class Environment_:
	extends Reference

	# ARRAYER: wind or moisture; gunpowder misfires on every even natural result (ruling A6).
	var wind_or_moisture: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("windOrMoisture") != null:
			wind_or_moisture = bool(data["windOrMoisture"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if wind_or_moisture != false:
			data["windOrMoisture"] = wind_or_moisture
		return data


# Everything the engine needs to resolve the next action or round. Responses return it updated.
class EncounterState:
	extends Reference

	# The rule document; every combatant's rules must match it.
	# A Ruleset value.
	var ruleset: int = 0

	# Rounds completed so far (0 before the first round). Every number of the state and its actions
	# has a valid range (docs/api.md "Valid ranges"); ids naming a combatant (holds, stealth flags,
	# trap owners) must name one of `combatants` (INVALID_ARGUMENT, UNKNOWN_COMBATANT). Valid range:
	# 0 to 1000000 (ROUND, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var round_: int = 0

	# Everyone in the fight. Ids must be unique. ResolveEncounter needs at least one
	# (INVALID_ARGUMENT, MISSING_VALUE).
	var combatants: Array = []

	# Sides, for initiative and morale (ARRAYER). A side a combatant names but this list omits gets
	# the defaults.
	var sides: Array = []

	# The grid; absent means an open, unbounded field.
	var battlefield: Battlefield = null

	# Weather and surroundings.
	var environment: Environment_ = null

	# ARRAYER overrides.
	var arrayer_rules: ArrayerRules = null

	# `tiered` overrides.
	var tiered_rules: TieredRules = null

	# `tiered`: combatant ids in turn order, rolled once per encounter (ruling T2); empty until
	# rolled.
	var turn_order: Array = []

	# `tiered`: traps set on the field (ruling T7).
	var traps: Array = []

	# Which member of oneof rules is set: one of "arrayer_rules", "tiered_rules", or "" for none
	# (the first one set, when several are).
	func rules_case() -> String:
		if arrayer_rules != null:
			return "arrayer_rules"
		if tiered_rules != null:
			return "tiered_rules"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("ruleset") != null:
			ruleset = ProtoJson.enum_number(Ruleset, data["ruleset"])
		if data.get("round") != null:
			round_ = int(data["round"])
		if data.get("combatants") != null:
			for each in data["combatants"]:
				combatants.append(Combatant.new().from_dict(each))
		if data.get("sides") != null:
			for each in data["sides"]:
				sides.append(Side_.new().from_dict(each))
		if data.get("battlefield") != null:
			battlefield = Battlefield.new().from_dict(data["battlefield"])
		if data.get("environment") != null:
			environment = Environment_.new().from_dict(data["environment"])
		if data.get("arrayerRules") != null:
			arrayer_rules = ArrayerRules.new().from_dict(data["arrayerRules"])
		if data.get("tieredRules") != null:
			tiered_rules = TieredRules.new().from_dict(data["tieredRules"])
		if data.get("turnOrder") != null:
			for each in data["turnOrder"]:
				turn_order.append(str(each))
		if data.get("traps") != null:
			for each in data["traps"]:
				traps.append(Trap.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if ruleset != 0:
			data["ruleset"] = ProtoJson.enum_name(Ruleset, ruleset)
		if round_ != 0:
			data["round"] = round_
		if not combatants.empty():
			var listed := []
			for each in combatants:
				listed.append(each.to_dict())
			data["combatants"] = listed
		if not sides.empty():
			var listed := []
			for each in sides:
				listed.append(each.to_dict())
			data["sides"] = listed
		if battlefield != null:
			data["battlefield"] = battlefield.to_dict()
		if environment != null:
			data["environment"] = environment.to_dict()
		if rules_case() == "arrayer_rules":
			data["arrayerRules"] = arrayer_rules.to_dict()
		if rules_case() == "tiered_rules":
			data["tieredRules"] = tiered_rules.to_dict()
		if not turn_order.empty():
			var listed := []
			for each in turn_order:
				listed.append(each)
			data["turnOrder"] = listed
		if not traps.empty():
			var listed := []
			for each in traps:
				listed.append(each.to_dict())
			data["traps"] = listed
		return data


# One side of the fight.
class Side_:
	extends Reference

	# Id that combatants name in side_id.
	var id: String = ""

	# ARRAYER: sentiment relative to the enemy, for initiative (rulings A13, A27). The rolling side
	# (the party) uses its own; when it gives none but the enemy does, the party's is the enemy's
	# mirror (the enemy's WORSE is the party's BETTER); unspecified on both is equal. With more than
	# two sides, every side but the party gives its sentiment relative to the party. Sentiments that
	# contradict each other (say BETTER on both sides) are INVALID_ARGUMENT (reason
	# CONFLICTING_OPTIONS, field the second one's sentiment).
	# A Sentiment value.
	var sentiment: int = 0

	# ARRAYER: morale score; unset takes the ruleset default (7, ruling A15). Valid range: 0 to 1000
	# (MORALE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var morale = null

	# ARRAYER: sum of minor (+-1) and major (+-2) morale factors; positive favours the side (A15).
	# Valid range: -1000 to 1000 (MORALE_MODIFIER, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var morale_modifier: int = 0

	# ARRAYER: the side has broken and left the fight.
	var routed: bool = false

	# ARRAYER: members at the start of the encounter, for the half-strength morale check; 0 means
	# count them when the encounter starts. Valid range: 0 to 1000000 (COUNT, docs/api.md); outside
	# it INVALID_ARGUMENT (OUT_OF_RANGE).
	var starting_members: int = 0

	# ARRAYER: morale checks already made this encounter (each trigger is checked once, ruling A15).
	# A MoraleTrigger value.
	var morale_checks_made: Array = []

	# ARRAYER: this side is the party, a member of which rolls initiative each round (rulings A13,
	# A27); when no side is marked, the first listed side is the party. Two sides marked is
	# INVALID_ARGUMENT (reason CONFLICTING_OPTIONS, field the second one's party). If the party has
	# nobody standing (three sides or more), the first standing side rolls.
	var party: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("sentiment") != null:
			sentiment = ProtoJson.enum_number(Sentiment, data["sentiment"])
		if data.get("morale") != null:
			morale = int(data["morale"])
		if data.get("moraleModifier") != null:
			morale_modifier = int(data["moraleModifier"])
		if data.get("routed") != null:
			routed = bool(data["routed"])
		if data.get("startingMembers") != null:
			starting_members = int(data["startingMembers"])
		if data.get("moraleChecksMade") != null:
			for each in data["moraleChecksMade"]:
				morale_checks_made.append(ProtoJson.enum_number(MoraleTrigger, each))
		if data.get("party") != null:
			party = bool(data["party"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if sentiment != 0:
			data["sentiment"] = ProtoJson.enum_name(Sentiment, sentiment)
		if morale != null:
			data["morale"] = morale
		if morale_modifier != 0:
			data["moraleModifier"] = morale_modifier
		if routed != false:
			data["routed"] = routed
		if starting_members != 0:
			data["startingMembers"] = starting_members
		if not morale_checks_made.empty():
			var listed := []
			for each in morale_checks_made:
				listed.append(ProtoJson.enum_name(MoraleTrigger, each))
			data["moraleChecksMade"] = listed
		if party != false:
			data["party"] = party
		return data


# One fighter.
class Combatant:
	extends Reference

	# Unique id within the encounter.
	var id: String = ""

	# The side it fights for.
	var side_id: String = ""

	# Display name; the engine does not read it.
	var name: String = ""

	# Hit points now (ruling S5). ARRAYER: negative is out of the fight; `tiered`: <= 0 is down.
	# Valid range: -1000000 to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var hp: int = 0

	# Maximum hit points, for healing; 0 means the hp given at the start (the hp in the request's
	# state: healing then never goes above it). Valid range: 0 to 1000000 (MAX_HP, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var max_hp: int = 0

	# Square on the grid; absent means the rules treat everyone as in reach of everyone.
	var position: Position = null

	# Weapons carried. `tiered` combatants always also have bare hands (weapon id "unarmed").
	var weapons: Array = []

	# Armour worn; absent is unarmoured.
	var armour: Armour = null

	# Shield carried; absent is none.
	var shield: Shield = null

	# Current conditions.
	var conditions: Conditions = null

	# ARRAYER scores and training.
	var arrayer: ArrayerCombatant = null

	# `tiered` stats and skills.
	var tiered: TieredCombatant = null

	# `tiered` (fields 30-49 are `tiered`-only; ARRAYER refuses them, INVALID_ARGUMENT
	# RULESET_MISMATCH): the direction it faces, as a grid vector (x: columns, y: rows, as a
	# Vector2Int), never (0, 0) (INVALID_ARGUMENT, MISSING_VALUE); absent is unknown, and then
	# nobody is behind it. Ruling T13: the direction of its last move or attack, or as the state
	# gives it. The engine sets it after each move to its last step (one of the 8 unit vectors, e.g.
	# (1, 0) or (-1, 1)) and after each attack to the vector toward the target divided by its
	# greatest common divisor (a target at (+2, +2) gives (1, 1), one at (+3, +1) gives (3, 1));
	# defending does not turn a combatant. Another combatant is behind it when it stands strictly
	# inside the half-plane opposite the facing: (its position - this position) . facing < 0; the
	# line through this square perpendicular to the facing (dot product 0) is not behind.
	var facing: Position = null

	# Which member of oneof rules is set: one of "arrayer", "tiered", or "" for none (the first one
	# set, when several are).
	func rules_case() -> String:
		if arrayer != null:
			return "arrayer"
		if tiered != null:
			return "tiered"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("hp") != null:
			hp = int(data["hp"])
		if data.get("maxHp") != null:
			max_hp = int(data["maxHp"])
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		if data.get("weapons") != null:
			for each in data["weapons"]:
				weapons.append(Weapon.new().from_dict(each))
		if data.get("armour") != null:
			armour = Armour.new().from_dict(data["armour"])
		if data.get("shield") != null:
			shield = Shield.new().from_dict(data["shield"])
		if data.get("conditions") != null:
			conditions = Conditions.new().from_dict(data["conditions"])
		if data.get("arrayer") != null:
			arrayer = ArrayerCombatant.new().from_dict(data["arrayer"])
		if data.get("tiered") != null:
			tiered = TieredCombatant.new().from_dict(data["tiered"])
		if data.get("facing") != null:
			facing = Position.new().from_dict(data["facing"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if side_id != "":
			data["sideId"] = side_id
		if name != "":
			data["name"] = name
		if hp != 0:
			data["hp"] = hp
		if max_hp != 0:
			data["maxHp"] = max_hp
		if position != null:
			data["position"] = position.to_dict()
		if not weapons.empty():
			var listed := []
			for each in weapons:
				listed.append(each.to_dict())
			data["weapons"] = listed
		if armour != null:
			data["armour"] = armour.to_dict()
		if shield != null:
			data["shield"] = shield.to_dict()
		if conditions != null:
			data["conditions"] = conditions.to_dict()
		if rules_case() == "arrayer":
			data["arrayer"] = arrayer.to_dict()
		if rules_case() == "tiered":
			data["tiered"] = tiered.to_dict()
		if facing != null:
			data["facing"] = facing.to_dict()
		return data


# Armour worn.
class Armour:
	extends Reference

	# ARRAYER: points subtracted from damage (ruling A2). `tiered`: the armour's Tier, subtracted
	# from damage (ruling T1). Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var value: int = 0

	# ARRAYER: how heavy it is (warhammer, cleaver); unspecified is light when value > 0.
	# A ArmourClass value.
	var armour_class: int = 0

	# `tiered`: Tiers lost to criticals (ruling T4); the effective value is max(0, value -
	# tier_loss). Valid range: 0 to 1000 (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var tier_loss: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("value") != null:
			value = int(data["value"])
		if data.get("armourClass") != null:
			armour_class = ProtoJson.enum_number(ArmourClass, data["armourClass"])
		if data.get("tierLoss") != null:
			tier_loss = int(data["tierLoss"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if value != 0:
			data["value"] = value
		if armour_class != 0:
			data["armourClass"] = ProtoJson.enum_name(ArmourClass, armour_class)
		if tier_loss != 0:
			data["tierLoss"] = tier_loss
		return data


# A shield carried.
class Shield:
	extends Reference

	# ARRAYER: extra armour points from the shield (default 0; armour.value may already include it).
	# `tiered`: the shield's Tier, subtracted from damage (ruling T1). Valid range: 0 to 1000
	# (PROTECTION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var value: int = 0

	# `tiered`: Tiers lost to criticals (ruling T4). Valid range: 0 to 1000 (PROTECTION,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var tier_loss: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("value") != null:
			value = int(data["value"])
		if data.get("tierLoss") != null:
			tier_loss = int(data["tierLoss"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if value != 0:
			data["value"] = value
		if tier_loss != 0:
			data["tierLoss"] = tier_loss
		return data


# Conditions on a combatant. All default to absent.
class Conditions:
	extends Reference

	# Lying down: ARRAYER melee attackers roll 1d6 (ruling A5).
	var prone: bool = false

	# Held in a grapple.
	var grappled: bool = false

	# Unaware of the attacker: ARRAYER killing blows (ruling A5).
	var unaware: bool = false

	# Entangled by a bola, net or chain weapon; absent when free.
	var entanglement: Entanglement = null

	# `tiered`: rounds left immobilised by a trap (ruling T7); 0 is free to move. Valid range: 0 to
	# 1000000 (DURATION, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var immobilised_rounds: int = 0

	# `tiered`: difficulty value to beat to break free of the trap holding it. Valid range: 0 to
	# 10000 (DIFFICULTY, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var immobilised_difficulty: int = 0

	# ARRAYER mancatcher: id of the combatant holding it (ruling A28: it may not move closer to
	# them; pressed with no free square farther away, it is trapped; the hold lapses while the
	# holder is down). An id naming no combatant is INVALID_ARGUMENT (UNKNOWN_COMBATANT), and the
	# combatant's own id SELF_TARGET, as in also_held_by and stealth_flagged_by.
	var held_by: String = ""

	# `tiered`: hidden (ruling T6): while some combatant holds its stealth flag, or, from the start
	# of its turn, while it began that turn fully behind cover (ruling T14).
	var stealthed: bool = false

	# `tiered`: ids of stealthed combatants holding a stealth flag on this one (ruling T6).
	var stealth_flagged_by: Array = []

	# Dead (killing blow, aftermath, healing death check).
	var dead: bool = false

	# ARRAYER: fled with a routed side.
	var routed: bool = false

	# ARRAYER doping spines: a dose of chemic was injected.
	var dosed: bool = false

	# ARRAYER mancatcher: ids of further combatants holding it besides held_by. Held by two or more
	# standing combatants, it is trapped and cannot move at all (ruling A28).
	var also_held_by: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("prone") != null:
			prone = bool(data["prone"])
		if data.get("grappled") != null:
			grappled = bool(data["grappled"])
		if data.get("unaware") != null:
			unaware = bool(data["unaware"])
		if data.get("entanglement") != null:
			entanglement = Entanglement.new().from_dict(data["entanglement"])
		if data.get("immobilisedRounds") != null:
			immobilised_rounds = int(data["immobilisedRounds"])
		if data.get("immobilisedDifficulty") != null:
			immobilised_difficulty = int(data["immobilisedDifficulty"])
		if data.get("heldBy") != null:
			held_by = str(data["heldBy"])
		if data.get("stealthed") != null:
			stealthed = bool(data["stealthed"])
		if data.get("stealthFlaggedBy") != null:
			for each in data["stealthFlaggedBy"]:
				stealth_flagged_by.append(str(each))
		if data.get("dead") != null:
			dead = bool(data["dead"])
		if data.get("routed") != null:
			routed = bool(data["routed"])
		if data.get("dosed") != null:
			dosed = bool(data["dosed"])
		if data.get("alsoHeldBy") != null:
			for each in data["alsoHeldBy"]:
				also_held_by.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if prone != false:
			data["prone"] = prone
		if grappled != false:
			data["grappled"] = grappled
		if unaware != false:
			data["unaware"] = unaware
		if entanglement != null:
			data["entanglement"] = entanglement.to_dict()
		if immobilised_rounds != 0:
			data["immobilisedRounds"] = immobilised_rounds
		if immobilised_difficulty != 0:
			data["immobilisedDifficulty"] = immobilised_difficulty
		if held_by != "":
			data["heldBy"] = held_by
		if stealthed != false:
			data["stealthed"] = stealthed
		if not stealth_flagged_by.empty():
			var listed := []
			for each in stealth_flagged_by:
				listed.append(each)
			data["stealthFlaggedBy"] = listed
		if dead != false:
			data["dead"] = dead
		if routed != false:
			data["routed"] = routed
		if dosed != false:
			data["dosed"] = dosed
		if not also_held_by.empty():
			var listed := []
			for each in also_held_by:
				listed.append(each)
			data["alsoHeldBy"] = listed
		return data


# An entanglement and how long it has held.
class Entanglement:
	extends Reference

	# What entangles.
	# A EntanglementSource value.
	var source: int = 0

	# Rounds already spent entangled. Valid range: 0 to 1000000 (DURATION, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var rounds: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("source") != null:
			source = ProtoJson.enum_number(EntanglementSource, data["source"])
		if data.get("rounds") != null:
			rounds = int(data["rounds"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if source != 0:
			data["source"] = ProtoJson.enum_name(EntanglementSource, source)
		if rounds != 0:
			data["rounds"] = rounds
		return data


# ARRAYER scores and training.
class ArrayerCombatant:
	extends Reference

	# Hit Dice (knock-back, healing, mounts; rulings A8, A10, A12); 0 is 1. Valid range: 0 to 1000
	# (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var hit_dice: int = 0

	# Strength score; unset takes the default (10, ruling A7). Valid range: 0 to 1000 (SCORE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var strength = null

	# Dexterity score; unset takes the default (10, ruling A7). Valid range: 0 to 1000 (SCORE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var dexterity = null

	# Improvements per weapon type (ruling A1); types not listed have none.
	var proficiencies: Array = []

	# The mount ridden; absent is on foot (ruling A10).
	var mount: Mount = null

	# Moved or was attacked since last discharging a weapon: no chit comes off (ruling A14).
	var reload_disrupted: bool = false

	# Wounds from aftermath rolls (ruling A11).
	var wounds: Array = []

	# The aftermath roll was at least twice the negative HP: back to 0 HP at the next short rest
	# (A11), which the short_rest action applies (ruling A24; it clears the mark).
	var recovers_at_short_rest: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("hitDice") != null:
			hit_dice = int(data["hitDice"])
		if data.get("strength") != null:
			strength = int(data["strength"])
		if data.get("dexterity") != null:
			dexterity = int(data["dexterity"])
		if data.get("proficiencies") != null:
			for each in data["proficiencies"]:
				proficiencies.append(WeaponProficiency.new().from_dict(each))
		if data.get("mount") != null:
			mount = Mount.new().from_dict(data["mount"])
		if data.get("reloadDisrupted") != null:
			reload_disrupted = bool(data["reloadDisrupted"])
		if data.get("wounds") != null:
			for each in data["wounds"]:
				wounds.append(ArrayerWound.new().from_dict(each))
		if data.get("recoversAtShortRest") != null:
			recovers_at_short_rest = bool(data["recoversAtShortRest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if hit_dice != 0:
			data["hitDice"] = hit_dice
		if strength != null:
			data["strength"] = strength
		if dexterity != null:
			data["dexterity"] = dexterity
		if not proficiencies.empty():
			var listed := []
			for each in proficiencies:
				listed.append(each.to_dict())
			data["proficiencies"] = listed
		if mount != null:
			data["mount"] = mount.to_dict()
		if reload_disrupted != false:
			data["reloadDisrupted"] = reload_disrupted
		if not wounds.empty():
			var listed := []
			for each in wounds:
				listed.append(each.to_dict())
			data["wounds"] = listed
		if recovers_at_short_rest != false:
			data["recoversAtShortRest"] = recovers_at_short_rest
		return data


# Improvements of one ARRAYER weapon type (ruling A1). Intuitive weapons start at Basic (d12),
# specialised ones at Unknown; each improvement is one step up the ladder.
class WeaponProficiency:
	extends Reference

	# The weapon type.
	# A ArrayerWeaponType value.
	var weapon_type: int = 0

	# Steps up the ladder, 0-3.
	var improvements: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weaponType") != null:
			weapon_type = ProtoJson.enum_number(ArrayerWeaponType, data["weaponType"])
		if data.get("improvements") != null:
			improvements = int(data["improvements"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weapon_type != 0:
			data["weaponType"] = ProtoJson.enum_name(ArrayerWeaponType, weapon_type)
		if improvements != 0:
			data["improvements"] = improvements
		return data


# An ARRAYER mount (ruling A10). The trace names it "<rider id>/mount" (its HP changes, its fall),
# and so may ArrayerBloodBath.creature_id. A blow that lands on it is a hit on it like any other
# target (ruling A10): it is unarmoured and carries no shield or conditions; the weapon's HP floor
# (A9), bonuses and knock-back (A8, its rider carried back with it) apply to it.
class Mount:
	extends Reference

	# Horse or warhorse.
	# A MountKind value.
	var kind: int = 0

	# The mount's hit points; below 0 it is down and its rider fights on foot. Valid range: -1000000
	# to 1000000 (HP, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var hp: int = 0

	# Hit Dice (ruling A23: knock-back A8, bathing in its blood A12); 0 is the kind's default: horse
	# 1, warhorse 2. Valid range: 0 to 1000 (HIT_DICE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var hit_dice: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(MountKind, data["kind"])
		if data.get("hp") != null:
			hp = int(data["hp"])
		if data.get("hitDice") != null:
			hit_dice = int(data["hitDice"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(MountKind, kind)
		if hp != 0:
			data["hp"] = hp
		if hit_dice != 0:
			data["hitDice"] = hit_dice
		return data


# `tiered` stats and skills (ruling T1).
class TieredCombatant:
	extends Reference

	# Body: damage bonus, weapon Tier requirement. Valid range: 0 to 1000 (STAT, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var body: int = 0

	# Reflex: contested rolls, turn order. Valid range: 0 to 1000 (STAT, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var reflex: int = 0

	# Mind. Valid range: 0 to 1000 (STAT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var mind: int = 0

	# Presence: stealth and traps. Valid range: 0 to 1000 (STAT, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	var presence: int = 0

	# Skill levels.
	var skills: TieredSkills = null

	# Tiles moved per move action; unset takes the default (5, ruling T2). Valid range: 0 to 1000
	# (MOVE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var move = null

	# Traps set against opponents today; at most the Traps skill a day (ruling T7). Valid range: 0
	# to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var traps_set_today: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("body") != null:
			body = int(data["body"])
		if data.get("reflex") != null:
			reflex = int(data["reflex"])
		if data.get("mind") != null:
			mind = int(data["mind"])
		if data.get("presence") != null:
			presence = int(data["presence"])
		if data.get("skills") != null:
			skills = TieredSkills.new().from_dict(data["skills"])
		if data.get("move") != null:
			move = int(data["move"])
		if data.get("trapsSetToday") != null:
			traps_set_today = int(data["trapsSetToday"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if body != 0:
			data["body"] = body
		if reflex != 0:
			data["reflex"] = reflex
		if mind != 0:
			data["mind"] = mind
		if presence != 0:
			data["presence"] = presence
		if skills != null:
			data["skills"] = skills.to_dict()
		if move != null:
			data["move"] = move
		if traps_set_today != 0:
			data["trapsSetToday"] = traps_set_today
		return data


# `tiered` skill levels; 0 is untrained. Field names are the skill names of TieredSkill.
class TieredSkills:
	extends Reference

	# Unarmed Melee. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var unarmed: int = 0

	# Main-Hand Melee. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var main_hand_melee: int = 0

	# Off-Hand Melee. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var off_hand_melee: int = 0

	# Two-Handed Melee. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var two_handed_melee: int = 0

	# Main-Hand Thrown. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var main_hand_thrown: int = 0

	# Off-Hand Thrown. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var off_hand_thrown: int = 0

	# Bow. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var bow: int = 0

	# Main-Hand Crossbow. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var main_hand_crossbow: int = 0

	# Off-Hand Crossbow. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var off_hand_crossbow: int = 0

	# Two-Handed Crossbow. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var two_handed_crossbow: int = 0

	# Main-Hand Firearm. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var main_hand_firearm: int = 0

	# Off-Hand Firearm. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var off_hand_firearm: int = 0

	# Two-Handed Firearm. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var two_handed_firearm: int = 0

	# Siege Weapon. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var siege_weapon: int = 0

	# Stealth. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var stealth: int = 0

	# Traps. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var traps: int = 0

	# Scholar. Valid range: 0 to 1000 (SKILL, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var scholar: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("unarmed") != null:
			unarmed = int(data["unarmed"])
		if data.get("mainHandMelee") != null:
			main_hand_melee = int(data["mainHandMelee"])
		if data.get("offHandMelee") != null:
			off_hand_melee = int(data["offHandMelee"])
		if data.get("twoHandedMelee") != null:
			two_handed_melee = int(data["twoHandedMelee"])
		if data.get("mainHandThrown") != null:
			main_hand_thrown = int(data["mainHandThrown"])
		if data.get("offHandThrown") != null:
			off_hand_thrown = int(data["offHandThrown"])
		if data.get("bow") != null:
			bow = int(data["bow"])
		if data.get("mainHandCrossbow") != null:
			main_hand_crossbow = int(data["mainHandCrossbow"])
		if data.get("offHandCrossbow") != null:
			off_hand_crossbow = int(data["offHandCrossbow"])
		if data.get("twoHandedCrossbow") != null:
			two_handed_crossbow = int(data["twoHandedCrossbow"])
		if data.get("mainHandFirearm") != null:
			main_hand_firearm = int(data["mainHandFirearm"])
		if data.get("offHandFirearm") != null:
			off_hand_firearm = int(data["offHandFirearm"])
		if data.get("twoHandedFirearm") != null:
			two_handed_firearm = int(data["twoHandedFirearm"])
		if data.get("siegeWeapon") != null:
			siege_weapon = int(data["siegeWeapon"])
		if data.get("stealth") != null:
			stealth = int(data["stealth"])
		if data.get("traps") != null:
			traps = int(data["traps"])
		if data.get("scholar") != null:
			scholar = int(data["scholar"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if unarmed != 0:
			data["unarmed"] = unarmed
		if main_hand_melee != 0:
			data["mainHandMelee"] = main_hand_melee
		if off_hand_melee != 0:
			data["offHandMelee"] = off_hand_melee
		if two_handed_melee != 0:
			data["twoHandedMelee"] = two_handed_melee
		if main_hand_thrown != 0:
			data["mainHandThrown"] = main_hand_thrown
		if off_hand_thrown != 0:
			data["offHandThrown"] = off_hand_thrown
		if bow != 0:
			data["bow"] = bow
		if main_hand_crossbow != 0:
			data["mainHandCrossbow"] = main_hand_crossbow
		if off_hand_crossbow != 0:
			data["offHandCrossbow"] = off_hand_crossbow
		if two_handed_crossbow != 0:
			data["twoHandedCrossbow"] = two_handed_crossbow
		if main_hand_firearm != 0:
			data["mainHandFirearm"] = main_hand_firearm
		if off_hand_firearm != 0:
			data["offHandFirearm"] = off_hand_firearm
		if two_handed_firearm != 0:
			data["twoHandedFirearm"] = two_handed_firearm
		if siege_weapon != 0:
			data["siegeWeapon"] = siege_weapon
		if stealth != 0:
			data["stealth"] = stealth
		if traps != 0:
			data["traps"] = traps
		if scholar != 0:
			data["scholar"] = scholar
		return data


# A `tiered` trap on the field (ruling T7).
class Trap:
	extends Reference

	# Unique id.
	var id: String = ""

	# Who set it: a combatant's id (else INVALID_ARGUMENT, UNKNOWN_COMBATANT; known_by likewise).
	var owner_id: String = ""

	# Where it lies.
	var position: Position = null

	# Traps + Presence + d20 rolled when it was set. Valid range: 0 to 10000 (DIFFICULTY,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var difficulty: int = 0

	# The setter's Traps skill: rounds of immobilisation. Valid range: 0 to 1000 (SKILL,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var traps_skill: int = 0

	# Set with Basic tools: damage and immobilisation doubled.
	var basic_tools: bool = false

	# False when the setter chose a trap that deals no damage.
	var deals_damage: bool = false

	# Combatants other than the owner's side who know where it is (they saw it set, or discovered
	# it); they do not trigger it and may disarm it.
	var known_by: Array = []

	# In-combat setup steps still to take (ruling T7: 3 actions); 0 is armed. Valid range: 0 to 3
	# (SETUP_STEPS_LEFT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var setup_steps_left: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("ownerId") != null:
			owner_id = str(data["ownerId"])
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		if data.get("difficulty") != null:
			difficulty = int(data["difficulty"])
		if data.get("trapsSkill") != null:
			traps_skill = int(data["trapsSkill"])
		if data.get("basicTools") != null:
			basic_tools = bool(data["basicTools"])
		if data.get("dealsDamage") != null:
			deals_damage = bool(data["dealsDamage"])
		if data.get("knownBy") != null:
			for each in data["knownBy"]:
				known_by.append(str(each))
		if data.get("setupStepsLeft") != null:
			setup_steps_left = int(data["setupStepsLeft"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if owner_id != "":
			data["ownerId"] = owner_id
		if position != null:
			data["position"] = position.to_dict()
		if difficulty != 0:
			data["difficulty"] = difficulty
		if traps_skill != 0:
			data["trapsSkill"] = traps_skill
		if basic_tools != false:
			data["basicTools"] = basic_tools
		if deals_damage != false:
			data["dealsDamage"] = deals_damage
		if not known_by.empty():
			var listed := []
			for each in known_by:
				listed.append(each)
			data["knownBy"] = listed
		if setup_steps_left != 0:
			data["setupStepsLeft"] = setup_steps_left
		return data


# ARRAYER numeric rulings a request may override (GetCatalog lists the defaults).
class ArrayerRules:
	extends Reference

	# Attack Die sizes for Basic, Skilled, Expert (ruling A1; default 12, 10, 8).
	var proficiency_dice: Array = []

	# Highest natural roll that hits within effective range (ruling A3; default 6). Valid range: 0
	# to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var hit_threshold_effective = null

	# Highest natural roll that hits at long range (ruling A3; default 5). Valid range: 0 to 1000
	# (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var hit_threshold_long = null

	# Highest natural roll that hits at extreme range (ruling A3; default 4). Valid range: 0 to 1000
	# (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var hit_threshold_extreme = null

	# Least damage a hit deals (ruling A2; default 1). Valid range: 0 to 1000 (DAMAGE, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var minimum_damage = null

	# Default Strength and Dexterity score (ruling A7; default 10). Valid range: 0 to 1000 (SCORE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var default_score = null

	# Default side morale score (ruling A15; default 7). Valid range: 0 to 1000 (MORALE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var default_morale = null

	# Squares a combatant moves per round under the default tactic (project default 5, as `tiered`;
	# the document sets no rate). Valid range: 0 to 1000 (MOVE, docs/api.md); outside it
	# INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var default_move = null

	# Initiative: highest side d6 that wins with better sentiment (ruling A13; default 4). Valid
	# range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var initiative_better = null

	# Initiative: highest side d6 that wins with equal sentiment (ruling A13; default 3). Valid
	# range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var initiative_equal = null

	# Initiative: highest side d6 that wins with worse sentiment (ruling A13; default 2). Valid
	# range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var initiative_worse = null

	# Morale: a total modifier at or beyond +-this decides without rolling (ruling A15; default 3).
	# Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var morale_auto = null

	# Gunpowder mishap die of a well-maintained weapon (ruling A6; default 6).
	# A int, or null when unset.
	var mishap_die_maintained = null

	# Gunpowder mishap die of a dubious weapon (ruling A6; default 12).
	# A int, or null when unset.
	var mishap_die_dubious = null

	# Attack Die of a melee attack on a prone target, whatever the proficiency (ruling A5; default
	# 6).
	# A int, or null when unset.
	var prone_attack_die = null

	# Nightly death check: a d20 at or under this kills a combatant below 0 HP (ruling A12; default
	# 1). Valid range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	# A int, or null when unset.
	var night_death_face = null

	# Net escape without a blade: a d6 at or under this frees the combatant (default 2). Valid
	# range: 0 to 1000 (THRESHOLD, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var net_escape_face = null

	# Wound severity by negative HP (ruling A11); empty is the default 1 stunned, 2-3 light, 4-6
	# moderate, 7+ bad.
	var wound_bands: Array = []

	# Hit location by d20 (ruling A11); empty is the default 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv,
	# 9-11 Urm, 12-14 Lrm, 15-17 Ulg, 18-20 Llg, limbs sided.
	var location_bands: Array = []

	# Gunpowder mishap table by mishap-die face (ruling A6); empty is the document's: 1-4 misfire, 5
	# dud, 6 burst (1d6, wear), 7 burst (1d6), 8-10 dud, 11-12 explodes (2d6).
	var mishap_bands: Array = []

	# Aftermath d20 at or above this times |HP| recovers at the next short rest (ruling A11; default
	# 2). Valid range: 1 to 1000 (AFTERMATH_MULTIPLE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	# A int, or null when unset.
	var aftermath_recover_multiple = null

	# Movement-phase interceptions by Dexterity check (ruling A18: an enemy not moving this phase,
	# not prone nor entangled, next to a square a mover passes; default true).
	# A bool, or null when unset.
	var interception = null

	# Free squares (on the grid, no obstacle, no living combatant), of the 8 around the wielder,
	# that a weapon marked "require 4 square metres" (ArrayerWeaponRules.needs_space) needs to
	# attack; with fewer the attack is refused (FAILED_PRECONDITION, reason NEEDS_SPACE, ruling A22;
	# default 3; 0-8).
	# A int, or null when unset.
	var space_free_squares = null

	# HP each Hit Die heals at a night's rest (ArrayerNightlyRest) and in a blood bath
	# (ArrayerBloodBath, the creature's Hit Dice): ruling A12, the document's "1HP per HD"; default
	# 1; 0 heals nothing, 2 doubles it (a house rule's faster healing). Valid range: 0 to 1000
	# (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var healing_per_hit_die = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("proficiencyDice") != null:
			for each in data["proficiencyDice"]:
				proficiency_dice.append(int(each))
		if data.get("hitThresholdEffective") != null:
			hit_threshold_effective = int(data["hitThresholdEffective"])
		if data.get("hitThresholdLong") != null:
			hit_threshold_long = int(data["hitThresholdLong"])
		if data.get("hitThresholdExtreme") != null:
			hit_threshold_extreme = int(data["hitThresholdExtreme"])
		if data.get("minimumDamage") != null:
			minimum_damage = int(data["minimumDamage"])
		if data.get("defaultScore") != null:
			default_score = int(data["defaultScore"])
		if data.get("defaultMorale") != null:
			default_morale = int(data["defaultMorale"])
		if data.get("defaultMove") != null:
			default_move = int(data["defaultMove"])
		if data.get("initiativeBetter") != null:
			initiative_better = int(data["initiativeBetter"])
		if data.get("initiativeEqual") != null:
			initiative_equal = int(data["initiativeEqual"])
		if data.get("initiativeWorse") != null:
			initiative_worse = int(data["initiativeWorse"])
		if data.get("moraleAuto") != null:
			morale_auto = int(data["moraleAuto"])
		if data.get("mishapDieMaintained") != null:
			mishap_die_maintained = int(data["mishapDieMaintained"])
		if data.get("mishapDieDubious") != null:
			mishap_die_dubious = int(data["mishapDieDubious"])
		if data.get("proneAttackDie") != null:
			prone_attack_die = int(data["proneAttackDie"])
		if data.get("nightDeathFace") != null:
			night_death_face = int(data["nightDeathFace"])
		if data.get("netEscapeFace") != null:
			net_escape_face = int(data["netEscapeFace"])
		if data.get("woundBands") != null:
			for each in data["woundBands"]:
				wound_bands.append(ArrayerWoundBand.new().from_dict(each))
		if data.get("locationBands") != null:
			for each in data["locationBands"]:
				location_bands.append(ArrayerLocationBand.new().from_dict(each))
		if data.get("mishapBands") != null:
			for each in data["mishapBands"]:
				mishap_bands.append(ArrayerMishapBand.new().from_dict(each))
		if data.get("aftermathRecoverMultiple") != null:
			aftermath_recover_multiple = int(data["aftermathRecoverMultiple"])
		if data.get("interception") != null:
			interception = bool(data["interception"])
		if data.get("spaceFreeSquares") != null:
			space_free_squares = int(data["spaceFreeSquares"])
		if data.get("healingPerHitDie") != null:
			healing_per_hit_die = int(data["healingPerHitDie"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not proficiency_dice.empty():
			var listed := []
			for each in proficiency_dice:
				listed.append(each)
			data["proficiencyDice"] = listed
		if hit_threshold_effective != null:
			data["hitThresholdEffective"] = hit_threshold_effective
		if hit_threshold_long != null:
			data["hitThresholdLong"] = hit_threshold_long
		if hit_threshold_extreme != null:
			data["hitThresholdExtreme"] = hit_threshold_extreme
		if minimum_damage != null:
			data["minimumDamage"] = minimum_damage
		if default_score != null:
			data["defaultScore"] = default_score
		if default_morale != null:
			data["defaultMorale"] = default_morale
		if default_move != null:
			data["defaultMove"] = default_move
		if initiative_better != null:
			data["initiativeBetter"] = initiative_better
		if initiative_equal != null:
			data["initiativeEqual"] = initiative_equal
		if initiative_worse != null:
			data["initiativeWorse"] = initiative_worse
		if morale_auto != null:
			data["moraleAuto"] = morale_auto
		if mishap_die_maintained != null:
			data["mishapDieMaintained"] = mishap_die_maintained
		if mishap_die_dubious != null:
			data["mishapDieDubious"] = mishap_die_dubious
		if prone_attack_die != null:
			data["proneAttackDie"] = prone_attack_die
		if night_death_face != null:
			data["nightDeathFace"] = night_death_face
		if net_escape_face != null:
			data["netEscapeFace"] = net_escape_face
		if not wound_bands.empty():
			var listed := []
			for each in wound_bands:
				listed.append(each.to_dict())
			data["woundBands"] = listed
		if not location_bands.empty():
			var listed := []
			for each in location_bands:
				listed.append(each.to_dict())
			data["locationBands"] = listed
		if not mishap_bands.empty():
			var listed := []
			for each in mishap_bands:
				listed.append(each.to_dict())
			data["mishapBands"] = listed
		if aftermath_recover_multiple != null:
			data["aftermathRecoverMultiple"] = aftermath_recover_multiple
		if interception != null:
			data["interception"] = interception
		if space_free_squares != null:
			data["spaceFreeSquares"] = space_free_squares
		if healing_per_hit_die != null:
			data["healingPerHitDie"] = healing_per_hit_die
		return data


# `tiered` numeric rulings a request may override (GetCatalog lists the defaults).
class TieredRules:
	extends Reference

	# Tiles per move action (ruling T2; default 5). Valid range: 0 to 1000 (MOVE, docs/api.md);
	# outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var default_move = null

	# Tiers a critical takes off (ruling T4; default 1). Valid range: 0 to 12 (TIER_LOSS,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var critical_tier_loss = null

	# Damage an unarmed natural 1 deals to the roller, ignoring armour (ruling T4; default 10).
	# Valid range: 0 to 1000 (DAMAGE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var unarmed_fumble_damage = null

	# Range in tiles of thrown weapons (document: 5). Valid range: 0 to 200000 (DISTANCE,
	# docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var thrown_range = null

	# Longest shot of bows, and of crossbows and firearms beyond their guaranteed range (ruling T5;
	# document: 15). Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	# A int, or null when unset.
	var ranged_max_range = null

	# Stealth checks roll against every opponent within this many tiles (ruling T6; document: 30).
	# Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var stealth_range = null

	# A trap is "near" a mover entering a square within this many tiles of it (ruling T7; default 1:
	# its own tile and the adjacent ones). Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside
	# it INVALID_ARGUMENT (OUT_OF_RANGE).
	# A int, or null when unset.
	var trap_trigger_radius = null

	# Porters carry a siege weapon from at most this many tiles (Chebyshev) from its bearer, the
	# mover (ruling T17; default 2). Move.porter_ids farther away are refused (FAILED_PRECONDITION,
	# PORTER_TOO_FAR). Valid range: 0 to 200000 (DISTANCE, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	# A int, or null when unset.
	var porter_reach = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("defaultMove") != null:
			default_move = int(data["defaultMove"])
		if data.get("criticalTierLoss") != null:
			critical_tier_loss = int(data["criticalTierLoss"])
		if data.get("unarmedFumbleDamage") != null:
			unarmed_fumble_damage = int(data["unarmedFumbleDamage"])
		if data.get("thrownRange") != null:
			thrown_range = int(data["thrownRange"])
		if data.get("rangedMaxRange") != null:
			ranged_max_range = int(data["rangedMaxRange"])
		if data.get("stealthRange") != null:
			stealth_range = int(data["stealthRange"])
		if data.get("trapTriggerRadius") != null:
			trap_trigger_radius = int(data["trapTriggerRadius"])
		if data.get("porterReach") != null:
			porter_reach = int(data["porterReach"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if default_move != null:
			data["defaultMove"] = default_move
		if critical_tier_loss != null:
			data["criticalTierLoss"] = critical_tier_loss
		if unarmed_fumble_damage != null:
			data["unarmedFumbleDamage"] = unarmed_fumble_damage
		if thrown_range != null:
			data["thrownRange"] = thrown_range
		if ranged_max_range != null:
			data["rangedMaxRange"] = ranged_max_range
		if stealth_range != null:
			data["stealthRange"] = stealth_range
		if trap_trigger_radius != null:
			data["trapTriggerRadius"] = trap_trigger_radius
		if porter_reach != null:
			data["porterReach"] = porter_reach
		return data


# Reload one crossbow, firearm or siege weapon by one step (ruling T2): a non-contested action.
# One-handed crossbows and firearms need 1 reload action, two-handed ones 2 (not necessarily
# consecutive; ruling T12: that is their whole cost, "at best every other round" adds no limit of
# its own), a siege weapon 2 x Tier turns (ruling T8), each a whole turn.
class Reload:
	extends Reference

	# Who reloads.
	var combatant_id: String = ""

	# Which of its weapons (Weapon.id); it must need reloading.
	var weapon_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("weaponId") != null:
			weapon_id = str(data["weaponId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if weapon_id != "":
			data["weaponId"] = weapon_id
		return data


# A stealth check (ruling T6): Stealth + Presence + d20 against the Stealth + Presence + d20 of each
# opponent the initiator is obscured from (ruling T13); a contested action. Every opponent whose
# total is lower holds a stealth flag of the initiator's until the start of the initiator's next
# turn, and the initiator is stealthed. Fully behind cover (terrain blocks every standing opponent's
# sight of it) at the start of its turn, a stealthed combatant stays stealthed without a check,
# though its flags lapse (ruling T14).
class StealthCheck:
	extends Reference

	# Who tries to hide.
	var combatant_id: String = ""

	# The opponents rolled against; empty means every standing enemy within
	# TieredRules.stealth_range tiles (all of them when positions are unknown) that the combatant is
	# obscured from (ruling T13: terrain blocks its sight of the combatant along T9's line,
	# obstacles only; or the combatant stands behind it, see Combatant.facing; or obscured_from_ids
	# names it). Opponents it is not obscured from are not rolled against; none at all is
	# FAILED_PRECONDITION (NOT_OBSCURED, field combatantId). A listed opponent it is not obscured
	# from is refused too (FAILED_PRECONDITION, NOT_OBSCURED, naming the entry): the caller asked
	# for a roll the rule does not allow.
	var target_ids: Array = []

	# Roll one d20 for the whole group of opponents, each adding its own Stealth + Presence (the
	# document's "group defence roll"); false rolls a d20 for each opponent.
	var group_defence: bool = false

	# Opponents the combatant is obscured from by what the grid does not model (ruling T13: shadow,
	# darkness, distraction), declared by the caller; terrain and facing are checked by the engine.
	# Unknown ids are INVALID_ARGUMENT (UNKNOWN_COMBATANT), the combatant itself (SELF_TARGET) or an
	# id named twice (DUPLICATE_ID) too.
	var obscured_from_ids: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("targetIds") != null:
			for each in data["targetIds"]:
				target_ids.append(str(each))
		if data.get("groupDefence") != null:
			group_defence = bool(data["groupDefence"])
		if data.get("obscuredFromIds") != null:
			for each in data["obscuredFromIds"]:
				obscured_from_ids.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if not target_ids.empty():
			var listed := []
			for each in target_ids:
				listed.append(each)
			data["targetIds"] = listed
		if group_defence != false:
			data["groupDefence"] = group_defence
		if not obscured_from_ids.empty():
			var listed := []
			for each in obscured_from_ids:
				listed.append(each)
			data["obscuredFromIds"] = listed
		return data


# Set a trap against opponents (ruling T7): Traps + Presence + d20 is its difficulty value. Out of
# combat one action sets it; in combat it takes 3 actions (SetTrap three times with the same
# trap_id): prepare the gear (non-contested), set and hide it (contested: the roll), clear up
# (non-contested), and only while no standing enemy has a line of sight to the setter. At most
# Traps-skill traps a day (TieredCombatant.traps_set_today).
class SetTrap:
	extends Reference

	# Who sets it.
	var combatant_id: String = ""

	# Id of the new trap (unique on the field); the same id continues an in-combat setup.
	var trap_id: String = ""

	# Where: the setter's own tile or an adjacent one.
	var position: Position = null

	# Set with Basic tools: damage and immobilisation doubled. The same as tools TRAP_TOOLS_BASIC;
	# true with tools NONE or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
	var basic_tools: bool = false

	# A trap that only immobilises and deals no damage.
	var no_damage: bool = false

	# Out of combat: set in one action, no line-of-sight check.
	var out_of_combat: bool = false

	# The setter's tools (ruling T16), checked at every setup step; the Trap records whether they
	# were basic (Trap.basic_tools). Unspecified is crude, or basic where basic_tools is true.
	# TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
	# A TrapTools value.
	var tools: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("trapId") != null:
			trap_id = str(data["trapId"])
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		if data.get("basicTools") != null:
			basic_tools = bool(data["basicTools"])
		if data.get("noDamage") != null:
			no_damage = bool(data["noDamage"])
		if data.get("outOfCombat") != null:
			out_of_combat = bool(data["outOfCombat"])
		if data.get("tools") != null:
			tools = ProtoJson.enum_number(TrapTools, data["tools"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if trap_id != "":
			data["trapId"] = trap_id
		if position != null:
			data["position"] = position.to_dict()
		if basic_tools != false:
			data["basicTools"] = basic_tools
		if no_damage != false:
			data["noDamage"] = no_damage
		if out_of_combat != false:
			data["outOfCombat"] = out_of_combat
		if tools != 0:
			data["tools"] = ProtoJson.enum_name(TrapTools, tools)
		return data


# Break free of the trap holding the combatant (ruling T7): any stat + Traps + d20 against the
# trap's difficulty value; a contested action. Beating it frees the combatant.
class BreakFree:
	extends Reference

	# Who is held.
	var combatant_id: String = ""

	# The stat used: Mind outsmarts, Body forces, Reflex slips out, Presence dismantles.
	# A TieredStat value.
	var stat: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("stat") != null:
			stat = ProtoJson.enum_number(TieredStat, data["stat"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if stat != 0:
			data["stat"] = ProtoJson.enum_name(TieredStat, stat)
		return data


# Disarm a trap the combatant knows of (ruling T7): a non-contested action from the trap's tile or
# an adjacent one. The trap is removed.
class DisarmTrap:
	extends Reference

	# Who disarms.
	var combatant_id: String = ""

	# Which trap (Trap.id).
	var trap_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("trapId") != null:
			trap_id = str(data["trapId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if trap_id != "":
			data["trapId"] = trap_id
		return data


# One day of trapping for food (ruling T7), out of combat: Traps + Presence + d20 against the zone's
# difficulty. Each point over it yields 1 food, 5 feathers and 1 cloth fragment (food and cloth
# doubled with Basic tools).
class TrapForFood:
	extends Reference

	# Who traps.
	var combatant_id: String = ""

	# In a city or on a tile with a road or trail: difficulty 20 and never changes.
	var on_road: bool = false

	# Zones (1000 x 1000 tiles) away from the nearest city or road: -1 difficulty each, minimum 1.
	# Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var zones_away: int = 0

	# Successful trapping days already had in this wilderness zone, net of regeneration: +1
	# difficulty each. Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT
	# (OUT_OF_RANGE).
	var successful_days: int = 0

	# Months since the zone was last trapped: each takes 1 off successful_days, down to 0. Valid
	# range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
	var months_elapsed: int = 0

	# Basic tools: double food and cloth. The same as tools TRAP_TOOLS_BASIC; true with tools NONE
	# or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
	var basic_tools: bool = false

	# The trapper's tools (ruling T16): unspecified is crude, or basic where basic_tools is true.
	# TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
	# A TrapTools value.
	var tools: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("onRoad") != null:
			on_road = bool(data["onRoad"])
		if data.get("zonesAway") != null:
			zones_away = int(data["zonesAway"])
		if data.get("successfulDays") != null:
			successful_days = int(data["successfulDays"])
		if data.get("monthsElapsed") != null:
			months_elapsed = int(data["monthsElapsed"])
		if data.get("basicTools") != null:
			basic_tools = bool(data["basicTools"])
		if data.get("tools") != null:
			tools = ProtoJson.enum_number(TrapTools, data["tools"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if on_road != false:
			data["onRoad"] = on_road
		if zones_away != 0:
			data["zonesAway"] = zones_away
		if successful_days != 0:
			data["successfulDays"] = successful_days
		if months_elapsed != 0:
			data["monthsElapsed"] = months_elapsed
		if basic_tools != false:
			data["basicTools"] = basic_tools
		if tools != 0:
			data["tools"] = ProtoJson.enum_name(TrapTools, tools)
		return data


# Locate a stealthed combatant (ruling T18; the document lets a flagged character "use a contested
# action to try to locate the stealthed character on their turn" without a formula): the locator's
# Stealth + Presence + d20 against the stealthed combatant's Stealth + Presence + d20. A win (a
# higher total) removes the locator's flag, and the stealthed combatant stays stealthed only while
# another combatant still holds one of its flags (T6); a tie or a lower total changes nothing (S4).
# A contested action; refused (FAILED_PRECONDITION, NO_STEALTH_FLAG, ruling T18) unless the locator
# holds the target's flag.
class LocateStealthed:
	extends Reference

	# Who searches; it must hold target_id's stealth flag (Conditions.stealth_flagged_by).
	var combatant_id: String = ""

	# The stealthed combatant searched for.
	var target_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("targetId") != null:
			target_id = str(data["targetId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if target_id != "":
			data["targetId"] = target_id
		return data


# The derived tables of the `tiered` document, generated from the engine's formulas (rulings T5,
# T8), for a game UI to show: GetCatalog's RulesetCatalog.tiered_tables.
class TieredTables:
	extends Reference

	# The firearm "Arm vs Ammo" table, firearm Tier 1-12 by bullet Tier 1-12, ordered by firearm
	# Tier then bullet Tier. Bullets above the firearm's Tier are listed as the document prints
	# them; only a degraded firearm fires those (up to its repaired Tier).
	var firearm_damage: Array = []

	# The siege weapon range table, Tier 1-12 by Scholar 5-12, ordered by Tier then Scholar.
	var siege_range: Array = []

	# The siege weapon reload, crew and transport tables, one row per Tier 1-12.
	var siege: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("firearmDamage") != null:
			for each in data["firearmDamage"]:
				firearm_damage.append(TieredFirearmDamage.new().from_dict(each))
		if data.get("siegeRange") != null:
			for each in data["siegeRange"]:
				siege_range.append(TieredSiegeRange.new().from_dict(each))
		if data.get("siege") != null:
			for each in data["siege"]:
				siege.append(TieredSiegeTier.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not firearm_damage.empty():
			var listed := []
			for each in firearm_damage:
				listed.append(each.to_dict())
			data["firearmDamage"] = listed
		if not siege_range.empty():
			var listed := []
			for each in siege_range:
				listed.append(each.to_dict())
			data["siegeRange"] = listed
		if not siege.empty():
			var listed := []
			for each in siege:
				listed.append(each.to_dict())
			data["siege"] = listed
		return data


# One cell of the firearm damage table (ruling T5).
class TieredFirearmDamage:
	extends Reference

	# The firearm's Tier.
	var arm_tier: int = 0

	# The bullets' Tier.
	var ammo_tier: int = 0

	# Damage: 2 x arm_tier + 2 x ammo_tier, ignoring armour and shield.
	var damage: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("armTier") != null:
			arm_tier = int(data["armTier"])
		if data.get("ammoTier") != null:
			ammo_tier = int(data["ammoTier"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if arm_tier != 0:
			data["armTier"] = arm_tier
		if ammo_tier != 0:
			data["ammoTier"] = ammo_tier
		if damage != 0:
			data["damage"] = damage
		return data


# One cell of the siege range table (ruling T8).
class TieredSiegeRange:
	extends Reference

	# The siege weapon's Tier.
	var tier: int = 0

	# The firing character's Scholar level.
	var scholar: int = 0

	# Maximum effective range in tiles: (tier + scholar) x 10.
	var range_: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("tier") != null:
			tier = int(data["tier"])
		if data.get("scholar") != null:
			scholar = int(data["scholar"])
		if data.get("range") != null:
			range_ = int(data["range"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if tier != 0:
			data["tier"] = tier
		if scholar != 0:
			data["scholar"] = scholar
		if range_ != 0:
			data["range"] = range_
		return data


# The siege weapon numbers of one Tier (ruling T8).
class TieredSiegeTier:
	extends Reference

	# The siege weapon's Tier.
	var tier: int = 0

	# Turns to reload after a shot: 2 x tier.
	var reload_turns: int = 0

	# People needed to operate it: ceil(tier / 2).
	var crew: int = 0

	# Total Body of the combatants needed to transport it: 4 x tier.
	var transport_body: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("tier") != null:
			tier = int(data["tier"])
		if data.get("reloadTurns") != null:
			reload_turns = int(data["reloadTurns"])
		if data.get("crew") != null:
			crew = int(data["crew"])
		if data.get("transportBody") != null:
			transport_body = int(data["transportBody"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if tier != 0:
			data["tier"] = tier
		if reload_turns != 0:
			data["reloadTurns"] = reload_turns
		if crew != 0:
			data["crew"] = crew
		if transport_body != 0:
			data["transportBody"] = transport_body
		return data


# One thing a combatant does.
#
# Field numbers of the oneof: 1-9 for kinds both rulesets use, 10-29 for ARRAYER-only kinds, 30-49
# for `tiered`-only kinds.
class Action:
	extends Reference

	# Attack one target with one weapon.
	var attack: Attack = null

	# Move along a path of squares.
	var move: Move = null

	# ARRAYER: after a fight, the aftermath roll of everyone below 0 HP (ruling A11).
	var aftermath: ArrayerAftermath = null

	# ARRAYER: a night of rest, with its death checks and healing (ruling A12).
	var nightly_rest: ArrayerNightlyRest = null

	# ARRAYER: an entangled combatant tries to get free (bola, net, chain).
	var escape: ArrayerEscape = null

	# ARRAYER: the character-creation Weapon Types roll (ruling A4).
	var roll_weapon_type: ArrayerRollWeaponType = null

	# ARRAYER: a short rest, where whoever the aftermath roll marked recovers to 0 HP (ruling A24).
	var short_rest: ArrayerShortRest = null

	# `tiered`: reload a crossbow, firearm or siege weapon one step (ruling T2).
	var reload: Reload = null

	# `tiered`: a stealth check against opponents (ruling T6).
	var stealth_check: StealthCheck = null

	# `tiered`: set a trap, or take the next in-combat setup step (ruling T7).
	var set_trap: SetTrap = null

	# `tiered`: break free of a trap (ruling T7).
	var break_free: BreakFree = null

	# `tiered`: disarm a known trap (ruling T7).
	var disarm_trap: DisarmTrap = null

	# `tiered`: a day of trapping for food, out of combat (ruling T7).
	var trap_for_food: TrapForFood = null

	# `tiered`: a combatant holding a stealth flag tries to locate the stealthed combatant (ruling
	# T18).
	var locate_stealthed: LocateStealthed = null

	# Which member of oneof kind is set: one of "attack", "move", "aftermath", "nightly_rest",
	# "escape", "roll_weapon_type", "short_rest", "reload", "stealth_check", "set_trap",
	# "break_free", "disarm_trap", "trap_for_food", "locate_stealthed", or "" for none (the first
	# one set, when several are).
	func kind_case() -> String:
		if attack != null:
			return "attack"
		if move != null:
			return "move"
		if aftermath != null:
			return "aftermath"
		if nightly_rest != null:
			return "nightly_rest"
		if escape != null:
			return "escape"
		if roll_weapon_type != null:
			return "roll_weapon_type"
		if short_rest != null:
			return "short_rest"
		if reload != null:
			return "reload"
		if stealth_check != null:
			return "stealth_check"
		if set_trap != null:
			return "set_trap"
		if break_free != null:
			return "break_free"
		if disarm_trap != null:
			return "disarm_trap"
		if trap_for_food != null:
			return "trap_for_food"
		if locate_stealthed != null:
			return "locate_stealthed"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("attack") != null:
			attack = Attack.new().from_dict(data["attack"])
		if data.get("move") != null:
			move = Move.new().from_dict(data["move"])
		if data.get("aftermath") != null:
			aftermath = ArrayerAftermath.new().from_dict(data["aftermath"])
		if data.get("nightlyRest") != null:
			nightly_rest = ArrayerNightlyRest.new().from_dict(data["nightlyRest"])
		if data.get("escape") != null:
			escape = ArrayerEscape.new().from_dict(data["escape"])
		if data.get("rollWeaponType") != null:
			roll_weapon_type = ArrayerRollWeaponType.new().from_dict(data["rollWeaponType"])
		if data.get("shortRest") != null:
			short_rest = ArrayerShortRest.new().from_dict(data["shortRest"])
		if data.get("reload") != null:
			reload = Reload.new().from_dict(data["reload"])
		if data.get("stealthCheck") != null:
			stealth_check = StealthCheck.new().from_dict(data["stealthCheck"])
		if data.get("setTrap") != null:
			set_trap = SetTrap.new().from_dict(data["setTrap"])
		if data.get("breakFree") != null:
			break_free = BreakFree.new().from_dict(data["breakFree"])
		if data.get("disarmTrap") != null:
			disarm_trap = DisarmTrap.new().from_dict(data["disarmTrap"])
		if data.get("trapForFood") != null:
			trap_for_food = TrapForFood.new().from_dict(data["trapForFood"])
		if data.get("locateStealthed") != null:
			locate_stealthed = LocateStealthed.new().from_dict(data["locateStealthed"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind_case() == "attack":
			data["attack"] = attack.to_dict()
		if kind_case() == "move":
			data["move"] = move.to_dict()
		if kind_case() == "aftermath":
			data["aftermath"] = aftermath.to_dict()
		if kind_case() == "nightly_rest":
			data["nightlyRest"] = nightly_rest.to_dict()
		if kind_case() == "escape":
			data["escape"] = escape.to_dict()
		if kind_case() == "roll_weapon_type":
			data["rollWeaponType"] = roll_weapon_type.to_dict()
		if kind_case() == "short_rest":
			data["shortRest"] = short_rest.to_dict()
		if kind_case() == "reload":
			data["reload"] = reload.to_dict()
		if kind_case() == "stealth_check":
			data["stealthCheck"] = stealth_check.to_dict()
		if kind_case() == "set_trap":
			data["setTrap"] = set_trap.to_dict()
		if kind_case() == "break_free":
			data["breakFree"] = break_free.to_dict()
		if kind_case() == "disarm_trap":
			data["disarmTrap"] = disarm_trap.to_dict()
		if kind_case() == "trap_for_food":
			data["trapForFood"] = trap_for_food.to_dict()
		if kind_case() == "locate_stealthed":
			data["locateStealthed"] = locate_stealthed.to_dict()
		return data


# A move along a path: each square adjacent (Chebyshev distance 1, ruling S3) to the one before it,
# the first adjacent to where the combatant stands. Refused (FAILED_PRECONDITION) when longer than
# the combatant's movement (ARRAYER: ArrayerRules.default_move; `tiered`: TieredCombatant.move,
# ruling T2), through an obstacle, a standing combatant or off the grid, ending on a fallen
# combatant (down by its ruleset, rulings A11, S5: it may be passed over; the dead occupy nothing),
# or when the combatant is immobilised or entangled. `tiered`: refused when the combatant (and its
# porters) carry siege weapons needing more Body than theirs to move (4 x Tier, ruling T8); porters
# walk the path in step with it, all or none. `tiered`: entering a square near a trap it does not
# know of contests the trap, and a sprung trap stops the move there, and its porters or mover with
# it (ruling T7).
class Move:
	extends Reference

	# Who moves; it must have a position.
	var combatant_id: String = ""

	# Squares entered, in order; the last is where it stops. ARRAYER, scripted in an encounter: the
	# path is checked where everyone stands when the movement phase begins (a square another mover
	# of the phase stands on counts as free) and walked in step with the other movers; it may end
	# short when blocked two steps running or intercepted (rulings A17, A18).
	var path: Array = []

	# `tiered` (fields 30-49 are `tiered`-only): the combatants who carry the mover's siege weapons
	# with it (ruling T8: their Body and the mover's together must reach 4 x Tier). Each is another
	# standing combatant of the mover's side within TieredRules.porter_reach tiles of it (ruling
	# T17: default 2, it need not touch the mover; farther is FAILED_PRECONDITION, PORTER_TOO_FAR),
	# and moves in step with it, keeping its offset, as part of the mover's action. ARRAYER refuses
	# a non-empty list (INVALID_ARGUMENT).
	var porter_ids: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("path") != null:
			for each in data["path"]:
				path.append(Position.new().from_dict(each))
		if data.get("porterIds") != null:
			for each in data["porterIds"]:
				porter_ids.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if not path.empty():
			var listed := []
			for each in path:
				listed.append(each.to_dict())
			data["path"] = listed
		if not porter_ids.empty():
			var listed := []
			for each in porter_ids:
				listed.append(each)
			data["porterIds"] = listed
		return data


# An attack with one weapon against one target. Field numbers: 1-9 for both rulesets, 10-29 for
# ARRAYER-only options, 30-49 for `tiered`-only options.
#
# ARRAYER: one Attack Die for hit and damage (rulings A1-A3). `tiered`: a contested exchange; a
# defender who wins within its weapon's reach counterattacks (rulings T3, T4, S4).
class Attack:
	extends Reference

	# Who attacks.
	var attacker_id: String = ""

	# Who is attacked (empty for a `tiered` siege shot at target_position).
	var target_id: String = ""

	# Which of the attacker's weapons (Weapon.id); empty means its first weapon (`tiered`: bare
	# hands, "unarmed", when it carries none).
	var weapon_id: String = ""

	# `tiered`: what a natural 20 of the attacker degrades on the loser (ruling T4); unspecified
	# picks armour, then shield, then weapon, the first the loser has with a Tier above 0.
	# A CriticalTarget value.
	var critical_target: int = 0

	# `tiered`: what a natural 20 of a winning defender degrades on the attacker; unspecified as
	# above.
	# A CriticalTarget value.
	var defender_critical_target: int = 0

	# `tiered`: the weapon skill the defender rolls (ruling T10: any [Weapon] skill, Unarmed
	# included, even one it carries no weapon for, which then only dodges; Stealth, Traps and
	# Scholar are refused: FAILED_PRECONDITION, NOT_A_WEAPON_SKILL). Unspecified is the skill of
	# defence_weapon_id when that is set, else the defender's best: the highest Reflex + skill, then
	# one whose weapon can counterattack (see docs/rules/tiered.md). Changed meaning: until T10 an
	# unspecified skill was the skill of the defender's first weapon.
	# A TieredSkill value.
	var defence_skill: int = 0

	# ARRAYER: a killing blow on an unaware target, which the caller says can be ensured: it kills
	# without a roll (ruling A5). Refused unless the target is unaware and in reach.
	var killing_blow: bool = false

	# ARRAYER: a mounted attacker's choice of horse or rider against a mounted target (ruling A10).
	# A ArrayerMountTarget value.
	var mount_target: int = 0

	# ARRAYER: use the weapon's alternate profile (ArrayerWeaponRules.alternate_as: a mancatcher as
	# a club).
	var use_alternate: bool = false

	# ARRAYER: forgo damage to entangle (weapons with the ENTANGLE_OPTION effect: meteor hammer).
	# Refused (FAILED_PRECONDITION, reason CANNOT_ENTANGLE, ruling A21) with a weapon that has no
	# such option, or from 1 square, where a meteor hammer fights as the knife on its handle.
	var entangle: bool = false

	# ARRAYER: further targets of one shot: the blunderbuss's other adjacent targets (SPREAD), or
	# the arquebus's targets behind (OVER_PENETRATION, ruling A20). Behind are the standing
	# combatants on the shot's line (Bresenham from the shooter through the target, continued beyond
	# it, up to the weapon's extreme range, ended by an obstacle or the grid's edge), nearest first:
	# the line decides who is hit, and each id named here must stand on it, else the attack is
	# refused (FAILED_PRECONDITION, reason NOT_ON_LINE_OF_SHOT, field extra_target_ids[i]). Only
	# without positions (no line to draw) are the named ones the targets behind, in order. (Before
	# A20 the named ones were hit wherever they stood, and unnamed only the next square, stepping by
	# sign.) Greatsword (EXTRA_ATTACK_ON_DOWN): the preferred target of the extra attack, when
	# follow_up is unset (ruling A26).
	var extra_target_ids: Array = []

	# ARRAYER: the ammunition loosed (sling stones, lead bullets, grenades); unspecified is the
	# weapon's own ammunition kind, else its plain range.
	# A AmmunitionKind value.
	var ammunition: int = 0

	# ARRAYER: whether, and at whom, to take the extra attacks of a weapon that attacks again on
	# downing an enemy (the greatsword; ruling A26). Absent: the nearest enemy in reach, as before.
	var follow_up: ArrayerFollowUp = null

	# `tiered` dual wield (ruling T3): the off-hand melee weapon (Weapon.id, or "unarmed") used with
	# weapon_id: 2d20 keep the best, the lower of the two skills, the lower Tier.
	var off_hand_weapon_id: String = ""

	# `tiered`: throw weapon_id, a one-handed melee weapon (Main-/Off-Hand Thrown, 5 tiles). It
	# leaves the thrower's weapons (a stack with an ammunition count loses one); the game may
	# recover it.
	var thrown: bool = false

	# `tiered`: the free stealth attack against a target holding the attacker's stealth flag (ruling
	# T6): the defender rolls nothing; it does not count against the turn's actions.
	var stealth_attack: bool = false

	# `tiered` siege weapons: fire at a tile, wall, door or other stationary object instead of
	# target_id (ruling T8). Stationary targets roll nothing. With target_id, thrown, stealth_attack
	# or off_hand_weapon_id it is INVALID_ARGUMENT (CONFLICTING_OPTIONS, naming that field).
	var target_position: Position = null

	# `tiered` siege weapons: the other combatants crewing it (ruling T8: ceil(Tier / 2) in all).
	# With any other weapon it is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
	var crew_ids: Array = []

	# `tiered`: the defender dual wields, defending with its defence weapon (defence_weapon_id, else
	# its best Main-Hand Melee weapon or bare hands) and this off-hand one (2d20 keep the best),
	# which it may only do against an attack from within its melee reach. Its shield then subtracts
	# nothing (ruling T15). The pair is checked as offHandWeaponId's is: FAILED_PRECONDITION
	# DUAL_WIELD_NEEDS_ONE_HANDED, WRONG_HAND (this one not in the off hand, or defence_weapon_id in
	# it), WEAPON_BROKEN or BODY_BELOW_TIER.
	var defender_off_hand_weapon_id: String = ""

	# `tiered`: the defender's weapon (Weapon.id, or "unarmed") that goes with its defence skill and
	# counterattacks with it when it wins, if it is a melee weapon that reaches the attacker (ruling
	# T11). Empty: the highest-Tier usable weapon the defender has for the skill (none: it only
	# dodges). INVALID_ARGUMENT UNKNOWN_WEAPON if not carried; FAILED_PRECONDITION
	# WEAPON_NOT_FOR_SKILL (T11) if it does not go with defence_skill, WEAPON_BROKEN, WRONG_HAND or
	# BODY_BELOW_TIER if it cannot be used. Like defence_skill and defender_off_hand_weapon_id it is
	# checked on every attack, also where the defender rolls nothing (a guaranteed hit, T5, or a
	# stealth attack, T6).
	var defence_weapon_id: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("attackerId") != null:
			attacker_id = str(data["attackerId"])
		if data.get("targetId") != null:
			target_id = str(data["targetId"])
		if data.get("weaponId") != null:
			weapon_id = str(data["weaponId"])
		if data.get("criticalTarget") != null:
			critical_target = ProtoJson.enum_number(CriticalTarget, data["criticalTarget"])
		if data.get("defenderCriticalTarget") != null:
			defender_critical_target = ProtoJson.enum_number(
				CriticalTarget, data["defenderCriticalTarget"]
			)
		if data.get("defenceSkill") != null:
			defence_skill = ProtoJson.enum_number(TieredSkill, data["defenceSkill"])
		if data.get("killingBlow") != null:
			killing_blow = bool(data["killingBlow"])
		if data.get("mountTarget") != null:
			mount_target = ProtoJson.enum_number(ArrayerMountTarget, data["mountTarget"])
		if data.get("useAlternate") != null:
			use_alternate = bool(data["useAlternate"])
		if data.get("entangle") != null:
			entangle = bool(data["entangle"])
		if data.get("extraTargetIds") != null:
			for each in data["extraTargetIds"]:
				extra_target_ids.append(str(each))
		if data.get("ammunition") != null:
			ammunition = ProtoJson.enum_number(AmmunitionKind, data["ammunition"])
		if data.get("followUp") != null:
			follow_up = ArrayerFollowUp.new().from_dict(data["followUp"])
		if data.get("offHandWeaponId") != null:
			off_hand_weapon_id = str(data["offHandWeaponId"])
		if data.get("thrown") != null:
			thrown = bool(data["thrown"])
		if data.get("stealthAttack") != null:
			stealth_attack = bool(data["stealthAttack"])
		if data.get("targetPosition") != null:
			target_position = Position.new().from_dict(data["targetPosition"])
		if data.get("crewIds") != null:
			for each in data["crewIds"]:
				crew_ids.append(str(each))
		if data.get("defenderOffHandWeaponId") != null:
			defender_off_hand_weapon_id = str(data["defenderOffHandWeaponId"])
		if data.get("defenceWeaponId") != null:
			defence_weapon_id = str(data["defenceWeaponId"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if attacker_id != "":
			data["attackerId"] = attacker_id
		if target_id != "":
			data["targetId"] = target_id
		if weapon_id != "":
			data["weaponId"] = weapon_id
		if critical_target != 0:
			data["criticalTarget"] = ProtoJson.enum_name(CriticalTarget, critical_target)
		if defender_critical_target != 0:
			data["defenderCriticalTarget"] = ProtoJson.enum_name(
				CriticalTarget, defender_critical_target
			)
		if defence_skill != 0:
			data["defenceSkill"] = ProtoJson.enum_name(TieredSkill, defence_skill)
		if killing_blow != false:
			data["killingBlow"] = killing_blow
		if mount_target != 0:
			data["mountTarget"] = ProtoJson.enum_name(ArrayerMountTarget, mount_target)
		if use_alternate != false:
			data["useAlternate"] = use_alternate
		if entangle != false:
			data["entangle"] = entangle
		if not extra_target_ids.empty():
			var listed := []
			for each in extra_target_ids:
				listed.append(each)
			data["extraTargetIds"] = listed
		if ammunition != 0:
			data["ammunition"] = ProtoJson.enum_name(AmmunitionKind, ammunition)
		if follow_up != null:
			data["followUp"] = follow_up.to_dict()
		if off_hand_weapon_id != "":
			data["offHandWeaponId"] = off_hand_weapon_id
		if thrown != false:
			data["thrown"] = thrown
		if stealth_attack != false:
			data["stealthAttack"] = stealth_attack
		if target_position != null:
			data["targetPosition"] = target_position.to_dict()
		if not crew_ids.empty():
			var listed := []
			for each in crew_ids:
				listed.append(each)
			data["crewIds"] = listed
		if defender_off_hand_weapon_id != "":
			data["defenderOffHandWeaponId"] = defender_off_hand_weapon_id
		if defence_weapon_id != "":
			data["defenceWeaponId"] = defence_weapon_id
		return data


# Where the dice of one resolution come from (ruling S1, S2).
#
# With neither field set the server draws a fresh random seed and reports it in the response, so the
# result can still be replayed.
class Dice:
	extends Reference

	# Seed of the documented SplitMix64 stream (docs/dice.md). The same request with the same seed
	# yields a byte-identical response.
	# A String, or null when unset.
	var seed_ = null

	# Dice supplied by the caller (a tabletop companion app, a test).
	var forced: ForcedDice = null

	# Which member of oneof source is set: one of "seed", "forced", or "" for none (the first one
	# set, when several are).
	func source_case() -> String:
		if seed_ != null:
			return "seed"
		if forced != null:
			return "forced"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("forced") != null:
			forced = ForcedDice.new().from_dict(data["forced"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if source_case() == "seed":
			data["seed"] = seed_
		if source_case() == "forced":
			data["forced"] = forced.to_dict()
		return data


# Faces consumed in order, one per die the rules roll (ruling S2). Too few faces, or a face out of
# range for the die it is used for, fails the request with INVALID_ARGUMENT naming the face.
class ForcedDice:
	extends Reference

	# Natural faces, 1-based, in the order the rules roll them (the trace shows that order).
	var faces: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("faces") != null:
			for each in data["faces"]:
				faces.append(int(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not faces.empty():
			var listed := []
			for each in faces:
				listed.append(each)
			data["faces"] = listed
		return data


# One die as rolled: everything a client needs to animate it or replay it.
class DieRoll:
	extends Reference

	# Number of faces (6, 8, 10, 12, 20).
	var size: int = 0

	# The natural face, 1..size.
	var face: int = 0

	# Why it was rolled.
	# A DiePurpose value.
	var purpose: int = 0

	# Who rolled it; empty for a side's roll (see side_id).
	var combatant_id: String = ""

	# The side that rolled it (ARRAYER initiative and morale); empty otherwise.
	var side_id: String = ""

	# True when the rules rolled this die but did not use its face (e.g. the lower of a dual-wield
	# 2d20). It still counts as rolled and as consumed from forced dice.
	var discarded: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("size") != null:
			size = int(data["size"])
		if data.get("face") != null:
			face = int(data["face"])
		if data.get("purpose") != null:
			purpose = ProtoJson.enum_number(DiePurpose, data["purpose"])
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("discarded") != null:
			discarded = bool(data["discarded"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if size != 0:
			data["size"] = size
		if face != 0:
			data["face"] = face
		if purpose != 0:
			data["purpose"] = ProtoJson.enum_name(DiePurpose, purpose)
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if side_id != "":
			data["sideId"] = side_id
		if discarded != false:
			data["discarded"] = discarded
		return data


# The ordered record of a resolution: enough to animate and explain it without knowing the rules,
# and to replay it (every die is in order).
class Trace:
	extends Reference

	# Events in the order they happened.
	var events: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("events") != null:
			for each in data["events"]:
				events.append(TraceEvent.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not events.empty():
			var listed := []
			for each in events:
				listed.append(each.to_dict())
			data["events"] = listed
		return data


# One thing that happened.
class TraceEvent:
	extends Reference

	# What kind of thing.
	# A EventKind value.
	var kind: int = 0

	# Round it happened in (1-based; 0 outside rounds, e.g. a single ResolveAction before any
	# round).
	var round_: int = 0

	# Who acted; empty for events of the whole encounter.
	var actor_id: String = ""

	# Who it was done to; empty when nobody.
	var target_id: String = ""

	# The weapon used (the actor's Weapon.id), if any.
	var weapon_id: String = ""

	# Dice rolled for this event, in order (FULL detail only).
	var dice: Array = []

	# Named totals and the terms that made them (FULL detail only), e.g. damage = roll 4 + weight 1
	# - armour 2.
	var totals: Array = []

	# How it came out.
	# A Outcome value.
	var outcome: int = 0

	# Hit points that changed.
	var hp_changes: Array = []

	# Conditions that changed.
	var condition_changes: Array = []

	# Ids of the rulings applied (rulings.md), e.g. "A2".
	var rulings: Array = []

	# One readable line, e.g. "ana hits bo with sword for 3".
	var summary: String = ""

	# The side concerned, for side events (initiative, morale).
	var side_id: String = ""

	# For moves: the squares entered, in order (the last is where the actor stopped).
	var path: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(EventKind, data["kind"])
		if data.get("round") != null:
			round_ = int(data["round"])
		if data.get("actorId") != null:
			actor_id = str(data["actorId"])
		if data.get("targetId") != null:
			target_id = str(data["targetId"])
		if data.get("weaponId") != null:
			weapon_id = str(data["weaponId"])
		if data.get("dice") != null:
			for each in data["dice"]:
				dice.append(DieRoll.new().from_dict(each))
		if data.get("totals") != null:
			for each in data["totals"]:
				totals.append(Total.new().from_dict(each))
		if data.get("outcome") != null:
			outcome = ProtoJson.enum_number(Outcome, data["outcome"])
		if data.get("hpChanges") != null:
			for each in data["hpChanges"]:
				hp_changes.append(HpChange.new().from_dict(each))
		if data.get("conditionChanges") != null:
			for each in data["conditionChanges"]:
				condition_changes.append(ConditionChange.new().from_dict(each))
		if data.get("rulings") != null:
			for each in data["rulings"]:
				rulings.append(str(each))
		if data.get("summary") != null:
			summary = str(data["summary"])
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("path") != null:
			for each in data["path"]:
				path.append(Position.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(EventKind, kind)
		if round_ != 0:
			data["round"] = round_
		if actor_id != "":
			data["actorId"] = actor_id
		if target_id != "":
			data["targetId"] = target_id
		if weapon_id != "":
			data["weaponId"] = weapon_id
		if not dice.empty():
			var listed := []
			for each in dice:
				listed.append(each.to_dict())
			data["dice"] = listed
		if not totals.empty():
			var listed := []
			for each in totals:
				listed.append(each.to_dict())
			data["totals"] = listed
		if outcome != 0:
			data["outcome"] = ProtoJson.enum_name(Outcome, outcome)
		if not hp_changes.empty():
			var listed := []
			for each in hp_changes:
				listed.append(each.to_dict())
			data["hpChanges"] = listed
		if not condition_changes.empty():
			var listed := []
			for each in condition_changes:
				listed.append(each.to_dict())
			data["conditionChanges"] = listed
		if not rulings.empty():
			var listed := []
			for each in rulings:
				listed.append(each)
			data["rulings"] = listed
		if summary != "":
			data["summary"] = summary
		if side_id != "":
			data["sideId"] = side_id
		if not path.empty():
			var listed := []
			for each in path:
				listed.append(each.to_dict())
			data["path"] = listed
		return data


# A named total and its terms: value is the sum of the terms, after any floor or cap named as a term
# of its own.
class Total:
	extends Reference

	# What it is: "attack", "defence", "difference", "damage" (docs/trace.md lists them).
	var name: String = ""

	# Its value.
	var value: int = 0

	# The parts, in order: e.g. roll 4, weight 1, armour -2.
	var terms: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("value") != null:
			value = int(data["value"])
		if data.get("terms") != null:
			for each in data["terms"]:
				terms.append(Term.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if name != "":
			data["name"] = name
		if value != 0:
			data["value"] = value
		if not terms.empty():
			var listed := []
			for each in terms:
				listed.append(each.to_dict())
			data["terms"] = listed
		return data


# One part of a total.
class Term:
	extends Reference

	# What it is: "roll", "weight", "armour", "body", "tier", "floor" ... (docs/trace.md).
	var name: String = ""

	# Signed contribution.
	var value: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("value") != null:
			value = int(data["value"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if name != "":
			data["name"] = name
		if value != 0:
			data["value"] = value
		return data


# A combatant's hit points before and after an event.
class HpChange:
	extends Reference

	# Whose.
	var combatant_id: String = ""

	# Before the event.
	var before: int = 0

	# After it.
	var after: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("before") != null:
			before = int(data["before"])
		if data.get("after") != null:
			after = int(data["after"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if before != 0:
			data["before"] = before
		if after != 0:
			data["after"] = after
		return data


# A condition gained or lost.
class ConditionChange:
	extends Reference

	# Whose.
	var combatant_id: String = ""

	# Which condition.
	# A Condition value.
	var condition: int = 0

	# True when gained, false when lost.
	var active: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("condition") != null:
			condition = ProtoJson.enum_number(Condition, data["condition"])
		if data.get("active") != null:
			active = bool(data["active"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if condition != 0:
			data["condition"] = ProtoJson.enum_name(Condition, condition)
		if active != false:
			data["active"] = active
		return data


# What one action did: one kind per Action kind, with the same name and field number as the Action
# it answers (1-9 kinds both rulesets use, 10-29 ARRAYER-only, 30-49 `tiered`-only).
class ActionResult:
	extends Reference

	# Result of an Attack.
	var attack: AttackResult = null

	# Result of a Move.
	var move: MoveResult = null

	# ARRAYER: result of the aftermath (ruling A11).
	var aftermath: ArrayerAftermathResult = null

	# ARRAYER: result of a night of rest (ruling A12).
	var nightly_rest: ArrayerNightlyRestResult = null

	# ARRAYER: result of a short rest (ruling A24).
	var short_rest: ArrayerShortRestResult = null

	# ARRAYER: result of an escape attempt.
	var escape: ArrayerEscapeResult = null

	# ARRAYER: result of the Weapon Types roll (ruling A4).
	var roll_weapon_type: ArrayerRollWeaponTypeResult = null

	# `tiered`: result of a reload step (rulings T2, T8).
	var reload: ReloadResult = null

	# `tiered`: result of a stealth check (ruling T6).
	var stealth_check: StealthCheckResult = null

	# `tiered`: result of setting a trap or one setup step (ruling T7).
	var set_trap: SetTrapResult = null

	# `tiered`: result of trying to break free of a trap (ruling T7).
	var break_free: BreakFreeResult = null

	# `tiered`: result of disarming a trap (ruling T7).
	var disarm_trap: DisarmTrapResult = null

	# `tiered`: result of a day of trapping for food (ruling T7).
	var trap_for_food: TrapForFoodResult = null

	# `tiered`: result of trying to locate a stealthed combatant (ruling T18).
	var locate_stealthed: LocateStealthedResult = null

	# Which member of oneof kind is set: one of "attack", "move", "aftermath", "nightly_rest",
	# "short_rest", "escape", "roll_weapon_type", "reload", "stealth_check", "set_trap",
	# "break_free", "disarm_trap", "trap_for_food", "locate_stealthed", or "" for none (the first
	# one set, when several are).
	func kind_case() -> String:
		if attack != null:
			return "attack"
		if move != null:
			return "move"
		if aftermath != null:
			return "aftermath"
		if nightly_rest != null:
			return "nightly_rest"
		if short_rest != null:
			return "short_rest"
		if escape != null:
			return "escape"
		if roll_weapon_type != null:
			return "roll_weapon_type"
		if reload != null:
			return "reload"
		if stealth_check != null:
			return "stealth_check"
		if set_trap != null:
			return "set_trap"
		if break_free != null:
			return "break_free"
		if disarm_trap != null:
			return "disarm_trap"
		if trap_for_food != null:
			return "trap_for_food"
		if locate_stealthed != null:
			return "locate_stealthed"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("attack") != null:
			attack = AttackResult.new().from_dict(data["attack"])
		if data.get("move") != null:
			move = MoveResult.new().from_dict(data["move"])
		if data.get("aftermath") != null:
			aftermath = ArrayerAftermathResult.new().from_dict(data["aftermath"])
		if data.get("nightlyRest") != null:
			nightly_rest = ArrayerNightlyRestResult.new().from_dict(data["nightlyRest"])
		if data.get("shortRest") != null:
			short_rest = ArrayerShortRestResult.new().from_dict(data["shortRest"])
		if data.get("escape") != null:
			escape = ArrayerEscapeResult.new().from_dict(data["escape"])
		if data.get("rollWeaponType") != null:
			roll_weapon_type = ArrayerRollWeaponTypeResult.new().from_dict(data["rollWeaponType"])
		if data.get("reload") != null:
			reload = ReloadResult.new().from_dict(data["reload"])
		if data.get("stealthCheck") != null:
			stealth_check = StealthCheckResult.new().from_dict(data["stealthCheck"])
		if data.get("setTrap") != null:
			set_trap = SetTrapResult.new().from_dict(data["setTrap"])
		if data.get("breakFree") != null:
			break_free = BreakFreeResult.new().from_dict(data["breakFree"])
		if data.get("disarmTrap") != null:
			disarm_trap = DisarmTrapResult.new().from_dict(data["disarmTrap"])
		if data.get("trapForFood") != null:
			trap_for_food = TrapForFoodResult.new().from_dict(data["trapForFood"])
		if data.get("locateStealthed") != null:
			locate_stealthed = LocateStealthedResult.new().from_dict(data["locateStealthed"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind_case() == "attack":
			data["attack"] = attack.to_dict()
		if kind_case() == "move":
			data["move"] = move.to_dict()
		if kind_case() == "aftermath":
			data["aftermath"] = aftermath.to_dict()
		if kind_case() == "nightly_rest":
			data["nightlyRest"] = nightly_rest.to_dict()
		if kind_case() == "short_rest":
			data["shortRest"] = short_rest.to_dict()
		if kind_case() == "escape":
			data["escape"] = escape.to_dict()
		if kind_case() == "roll_weapon_type":
			data["rollWeaponType"] = roll_weapon_type.to_dict()
		if kind_case() == "reload":
			data["reload"] = reload.to_dict()
		if kind_case() == "stealth_check":
			data["stealthCheck"] = stealth_check.to_dict()
		if kind_case() == "set_trap":
			data["setTrap"] = set_trap.to_dict()
		if kind_case() == "break_free":
			data["breakFree"] = break_free.to_dict()
		if kind_case() == "disarm_trap":
			data["disarmTrap"] = disarm_trap.to_dict()
		if kind_case() == "trap_for_food":
			data["trapForFood"] = trap_for_food.to_dict()
		if kind_case() == "locate_stealthed":
			data["locateStealthed"] = locate_stealthed.to_dict()
		return data


# What an Attack did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`.
class AttackResult:
	extends Reference

	# Every blow the attack struck, in the order resolved: the primary target first, then each
	# further blow of the same action (StrikeKind says which). A strike that missed, tied or was
	# defended is listed too, with no damage.
	var strikes: Array = []

	# ARRAYER gunpowder (ruling A6): the mishap, when the shot suffered one; unset otherwise. A
	# misfire in wind or moisture is the primary strike's OUTCOME_MISFIRE instead.
	var mishap: ArrayerMishap = null

	# ARRAYER: the attacker's weapon broke in this attack (on a miss, in melee, or in a mishap).
	var weapon_broken: bool = false

	# `tiered`: every critical of the exchange (ruling T4): natural 20s and natural 1s.
	var criticals: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("strikes") != null:
			for each in data["strikes"]:
				strikes.append(StrikeResult.new().from_dict(each))
		if data.get("mishap") != null:
			mishap = ArrayerMishap.new().from_dict(data["mishap"])
		if data.get("weaponBroken") != null:
			weapon_broken = bool(data["weaponBroken"])
		if data.get("criticals") != null:
			for each in data["criticals"]:
				criticals.append(CriticalResult.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not strikes.empty():
			var listed := []
			for each in strikes:
				listed.append(each.to_dict())
			data["strikes"] = listed
		if mishap != null:
			data["mishap"] = mishap.to_dict()
		if weapon_broken != false:
			data["weaponBroken"] = weapon_broken
		if not criticals.empty():
			var listed := []
			for each in criticals:
				listed.append(each.to_dict())
			data["criticals"] = listed
		return data


# One blow on one target and what it did to that target. Field numbers: 1-9 and 50-59 both rulesets,
# 10-29 ARRAYER, 30-49 `tiered`.
class StrikeResult:
	extends Reference

	# Why it happened.
	# A StrikeKind value.
	var kind: int = 0

	# Who struck (for a counterattack, the defender).
	var attacker_id: String = ""

	# Who was struck; empty for a `tiered` siege shot at target_position.
	var target_id: String = ""

	# The striker's weapon (Weapon.id; `tiered` "unarmed" for bare hands).
	var weapon_id: String = ""

	# How it came out: OUTCOME_HIT, OUTCOME_MISS, OUTCOME_TIE, OUTCOME_DEFENDED (a `tiered` defender
	# won but could not strike back), OUTCOME_MISFIRE (ARRAYER gunpowder, ruling A6), OUTCOME_KILLED
	# (ARRAYER killing blow, ruling A5).
	# A Outcome value.
	var outcome: int = 0

	# Damage dealt (after armour, floors and caps); 0 on anything but a damaging hit.
	var damage: int = 0

	# The target's HP before the blow (its horse's when mount is set).
	var hp_before: int = 0

	# The target's HP after it; equal to hp_before when nothing was dealt.
	var hp_after: int = 0

	# The blow took the target out of the fight (ARRAYER HP below 0, ruling A11; `tiered` 0 or
	# below, ruling S5).
	var downed: bool = false

	# ARRAYER: the target was killed (a killing blow, ruling A5).
	var killed: bool = false

	# ARRAYER quarterstaff: the knock-back (rulings A7, A8); unset for other weapons.
	var knock_back: ArrayerKnockBack = null

	# ARRAYER: the blow struck a horse (ruling A10): target_id names it "<rider id>/mount", as the
	# trace and blood baths do, and hp_before, hp_after, downed and knock_back are the horse's.
	var mount: bool = false

	# ARRAYER: the target's Dodge save (ruling A7) escaped a hold or an entanglement.
	var dodged: bool = false

	# `tiered` siege weapons: the stationary target shot at (ruling T8); damage is dealt to it.
	var target_position: Position = null

	# Conditions the target gained from this blow and the weapon's effects (e.g. DOWNED, PRONE,
	# HELD, ENTANGLED, DOSED, DEAD).
	# A Condition value.
	var conditions: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("kind") != null:
			kind = ProtoJson.enum_number(StrikeKind, data["kind"])
		if data.get("attackerId") != null:
			attacker_id = str(data["attackerId"])
		if data.get("targetId") != null:
			target_id = str(data["targetId"])
		if data.get("weaponId") != null:
			weapon_id = str(data["weaponId"])
		if data.get("outcome") != null:
			outcome = ProtoJson.enum_number(Outcome, data["outcome"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		if data.get("downed") != null:
			downed = bool(data["downed"])
		if data.get("killed") != null:
			killed = bool(data["killed"])
		if data.get("knockBack") != null:
			knock_back = ArrayerKnockBack.new().from_dict(data["knockBack"])
		if data.get("mount") != null:
			mount = bool(data["mount"])
		if data.get("dodged") != null:
			dodged = bool(data["dodged"])
		if data.get("targetPosition") != null:
			target_position = Position.new().from_dict(data["targetPosition"])
		if data.get("conditions") != null:
			for each in data["conditions"]:
				conditions.append(ProtoJson.enum_number(Condition, each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind != 0:
			data["kind"] = ProtoJson.enum_name(StrikeKind, kind)
		if attacker_id != "":
			data["attackerId"] = attacker_id
		if target_id != "":
			data["targetId"] = target_id
		if weapon_id != "":
			data["weaponId"] = weapon_id
		if outcome != 0:
			data["outcome"] = ProtoJson.enum_name(Outcome, outcome)
		if damage != 0:
			data["damage"] = damage
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		if downed != false:
			data["downed"] = downed
		if killed != false:
			data["killed"] = killed
		if knock_back != null:
			data["knockBack"] = knock_back.to_dict()
		if mount != false:
			data["mount"] = mount
		if dodged != false:
			data["dodged"] = dodged
		if target_position != null:
			data["targetPosition"] = target_position.to_dict()
		if not conditions.empty():
			var listed := []
			for each in conditions:
				listed.append(ProtoJson.enum_name(Condition, each))
			data["conditions"] = listed
		return data


# ARRAYER quarterstaff knock-back (rulings A7, A8): a Physique save, or thrown back max(0,
# floor(damage / 2) - Hit Dice) metres, one square per metre, straight away from the attacker,
# stopping before anything in the way.
class ArrayerKnockBack:
	extends Reference

	# The Physique save succeeded: not thrown.
	var saved: bool = false

	# Metres the blow threw the target (0 when saved).
	var distance: int = 0

	# Squares it actually moved (fewer than distance when something was in the way).
	var squares: int = 0

	# Where it stands after; unset when it has no position.
	var position: Position = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("saved") != null:
			saved = bool(data["saved"])
		if data.get("distance") != null:
			distance = int(data["distance"])
		if data.get("squares") != null:
			squares = int(data["squares"])
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if saved != false:
			data["saved"] = saved
		if distance != 0:
			data["distance"] = distance
		if squares != 0:
			data["squares"] = squares
		if position != null:
			data["position"] = position.to_dict()
		return data


# ARRAYER gunpowder mishap (ruling A6).
class ArrayerMishap:
	extends Reference

	# The mishap table's result.
	# A ArrayerMishapResult value.
	var result: int = 0

	# Damage to the user (bursts and explosions; armour does not count).
	var damage: int = 0

	# The user's HP before.
	var hp_before: int = 0

	# The user's HP after.
	var hp_after: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("result") != null:
			result = ProtoJson.enum_number(ArrayerMishapResult, data["result"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if result != 0:
			data["result"] = ProtoJson.enum_name(ArrayerMishapResult, result)
		if damage != 0:
			data["damage"] = damage
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		return data


# `tiered` critical (ruling T4): a winner's natural 20 lowering a Tier of the loser's, or a natural
# 1 lowering the roller's own weapon Tier; bare hands are hurt instead.
class CriticalResult:
	extends Reference

	# Who rolled the natural 20 or 1.
	var roller_id: String = ""

	# Whose Tier was lowered, or who was hurt (the loser; the roller itself on a natural 1).
	var combatant_id: String = ""

	# A natural 1 (the roller's own loss), not a natural 20.
	var fumble: bool = false

	# What lost a Tier; unspecified when bare hands were hurt instead (damage is set).
	# A CriticalTarget value.
	var degraded: int = 0

	# Its Tier before.
	var tier_before: int = 0

	# Its Tier after.
	var tier_after: int = 0

	# Damage to bare hands (ignores armour); 0 when a Tier was lowered.
	var damage: int = 0

	# The hurt combatant's HP before (0 when a Tier was lowered).
	var hp_before: int = 0

	# Its HP after (0 when a Tier was lowered).
	var hp_after: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("rollerId") != null:
			roller_id = str(data["rollerId"])
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("fumble") != null:
			fumble = bool(data["fumble"])
		if data.get("degraded") != null:
			degraded = ProtoJson.enum_number(CriticalTarget, data["degraded"])
		if data.get("tierBefore") != null:
			tier_before = int(data["tierBefore"])
		if data.get("tierAfter") != null:
			tier_after = int(data["tierAfter"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if roller_id != "":
			data["rollerId"] = roller_id
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if fumble != false:
			data["fumble"] = fumble
		if degraded != 0:
			data["degraded"] = ProtoJson.enum_name(CriticalTarget, degraded)
		if tier_before != 0:
			data["tierBefore"] = tier_before
		if tier_after != 0:
			data["tierAfter"] = tier_after
		if damage != 0:
			data["damage"] = damage
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		return data


# What a Move did. Field numbers: 1-9 both rulesets, 10-29 ARRAYER, 30-49 `tiered`.
class MoveResult:
	extends Reference

	# Where the mover ended.
	var position: Position = null

	# Squares it moved (the path's length unless something stopped it).
	var squares: int = 0

	# What stopped it.
	# A MoveStop value.
	var stop: int = 0

	# What stopped it: the trap's id; empty for none.
	var stopped_by_id: String = ""

	# `tiered`: the trap that caught the mover or a porter (ruling T7); unset when none did.
	var trap_catch: TrapCatch = null

	# `tiered`: the porters who moved with the mover (ruling T8), where each ended.
	var porters: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		if data.get("squares") != null:
			squares = int(data["squares"])
		if data.get("stop") != null:
			stop = ProtoJson.enum_number(MoveStop, data["stop"])
		if data.get("stoppedById") != null:
			stopped_by_id = str(data["stoppedById"])
		if data.get("trapCatch") != null:
			trap_catch = TrapCatch.new().from_dict(data["trapCatch"])
		if data.get("porters") != null:
			for each in data["porters"]:
				porters.append(MovedCombatant.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if position != null:
			data["position"] = position.to_dict()
		if squares != 0:
			data["squares"] = squares
		if stop != 0:
			data["stop"] = ProtoJson.enum_name(MoveStop, stop)
		if stopped_by_id != "":
			data["stoppedById"] = stopped_by_id
		if trap_catch != null:
			data["trapCatch"] = trap_catch.to_dict()
		if not porters.empty():
			var listed := []
			for each in porters:
				listed.append(each.to_dict())
			data["porters"] = listed
		return data


# `tiered` (ruling T7): what a trap did to the mover it caught.
class TrapCatch:
	extends Reference

	# The trap (spent).
	var trap_id: String = ""

	# Who it caught.
	var combatant_id: String = ""

	# Damage dealt (ignores armour).
	var damage: int = 0

	# Its HP before.
	var hp_before: int = 0

	# Its HP after.
	var hp_after: int = 0

	# Rounds it is immobilised.
	var immobilised_rounds: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("trapId") != null:
			trap_id = str(data["trapId"])
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		if data.get("immobilisedRounds") != null:
			immobilised_rounds = int(data["immobilisedRounds"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if trap_id != "":
			data["trapId"] = trap_id
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if damage != 0:
			data["damage"] = damage
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		if immobilised_rounds != 0:
			data["immobilisedRounds"] = immobilised_rounds
		return data


# A combatant who moved with the mover.
class MovedCombatant:
	extends Reference

	# Who.
	var combatant_id: String = ""

	# Where it ended.
	var position: Position = null

	# Squares it moved.
	var squares: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("position") != null:
			position = Position.new().from_dict(data["position"])
		if data.get("squares") != null:
			squares = int(data["squares"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if position != null:
			data["position"] = position.to_dict()
		if squares != 0:
			data["squares"] = squares
		return data


# ARRAYER: what the aftermath did (rulings A11, A12).
class ArrayerAftermathResult:
	extends Reference

	# The verdict of each combatant below 0 HP, in state order.
	var verdicts: Array = []

	# HP healed by blood baths (ruling A12), before the verdicts.
	var blood_baths: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("verdicts") != null:
			for each in data["verdicts"]:
				verdicts.append(ArrayerAftermathVerdict.new().from_dict(each))
		if data.get("bloodBaths") != null:
			for each in data["bloodBaths"]:
				blood_baths.append(ArrayerHealing.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not verdicts.empty():
			var listed := []
			for each in verdicts:
				listed.append(each.to_dict())
			data["verdicts"] = listed
		if not blood_baths.empty():
			var listed := []
			for each in blood_baths:
				listed.append(each.to_dict())
			data["bloodBaths"] = listed
		return data


# ARRAYER (ruling A11): one combatant's aftermath roll.
class ArrayerAftermathVerdict:
	extends Reference

	# Whose.
	var combatant_id: String = ""

	# OUTCOME_KILLED (dies), OUTCOME_RECOVERS (to 0 HP at the next short rest) or OUTCOME_WOUNDED.
	# A Outcome value.
	var outcome: int = 0

	# Its HP (below 0) when it rolled.
	var hp: int = 0

	# The wound, for OUTCOME_WOUNDED; unset otherwise.
	var wound: ArrayerWound = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("outcome") != null:
			outcome = ProtoJson.enum_number(Outcome, data["outcome"])
		if data.get("hp") != null:
			hp = int(data["hp"])
		if data.get("wound") != null:
			wound = ArrayerWound.new().from_dict(data["wound"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if outcome != 0:
			data["outcome"] = ProtoJson.enum_name(Outcome, outcome)
		if hp != 0:
			data["hp"] = hp
		if wound != null:
			data["wound"] = wound.to_dict()
		return data


# ARRAYER: HP healed.
class ArrayerHealing:
	extends Reference

	# Who healed.
	var combatant_id: String = ""

	# HP before.
	var hp_before: int = 0

	# HP after.
	var hp_after: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		return data


# ARRAYER: what a night of rest did (ruling A12).
class ArrayerNightlyRestResult:
	extends Reference

	# Every living combatant's night, in state order.
	var combatants: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatants") != null:
			for each in data["combatants"]:
				combatants.append(ArrayerRestCheck.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not combatants.empty():
			var listed := []
			for each in combatants:
				listed.append(each.to_dict())
			data["combatants"] = listed
		return data


# ARRAYER (ruling A12): one combatant's night.
class ArrayerRestCheck:
	extends Reference

	# Whose.
	var combatant_id: String = ""

	# It was below 0 HP and made the death check.
	var death_check: bool = false

	# It died in the night (and healed nothing).
	var died: bool = false

	# HP before the night.
	var hp_before: int = 0

	# HP after its healing.
	var hp_after: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("deathCheck") != null:
			death_check = bool(data["deathCheck"])
		if data.get("died") != null:
			died = bool(data["died"])
		if data.get("hpBefore") != null:
			hp_before = int(data["hpBefore"])
		if data.get("hpAfter") != null:
			hp_after = int(data["hpAfter"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if death_check != false:
			data["deathCheck"] = death_check
		if died != false:
			data["died"] = died
		if hp_before != 0:
			data["hpBefore"] = hp_before
		if hp_after != 0:
			data["hpAfter"] = hp_after
		return data


# ARRAYER: what a short rest did (ruling A24).
class ArrayerShortRestResult:
	extends Reference

	# Who recovered (marked by the aftermath to recover at the next short rest), in state order.
	var recovered: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("recovered") != null:
			for each in data["recovered"]:
				recovered.append(ArrayerHealing.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not recovered.empty():
			var listed := []
			for each in recovered:
				listed.append(each.to_dict())
			data["recovered"] = listed
		return data


# ARRAYER: what an escape attempt did.
class ArrayerEscapeResult:
	extends Reference

	# Free of the entanglement; false: still entangled.
	var freed: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("freed") != null:
			freed = bool(data["freed"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if freed != false:
			data["freed"] = freed
		return data


# ARRAYER (ruling A4): what the Weapon Types roll did.
class ArrayerRollWeaponTypeResult:
	extends Reference

	# The type rolled.
	# A ArrayerWeaponType value.
	var weapon_type: int = 0

	# Its improvements now (unchanged at the top of the ladder).
	var improvements: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weaponType") != null:
			weapon_type = ProtoJson.enum_number(ArrayerWeaponType, data["weaponType"])
		if data.get("improvements") != null:
			improvements = int(data["improvements"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weapon_type != 0:
			data["weaponType"] = ProtoJson.enum_name(ArrayerWeaponType, weapon_type)
		if improvements != 0:
			data["improvements"] = improvements
		return data


# `tiered` (rulings T2, T8): what a reload step did.
class ReloadResult:
	extends Reference

	# The weapon reloaded.
	var weapon_id: String = ""

	# Reload actions it still needs; 0: loaded.
	var reload_actions_needed: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("weaponId") != null:
			weapon_id = str(data["weaponId"])
		if data.get("reloadActionsNeeded") != null:
			reload_actions_needed = int(data["reloadActionsNeeded"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if weapon_id != "":
			data["weaponId"] = weapon_id
		if reload_actions_needed != 0:
			data["reloadActionsNeeded"] = reload_actions_needed
		return data


# `tiered` (ruling T6): what a stealth check did.
class StealthCheckResult:
	extends Reference

	# The initiator is now stealthed.
	var stealthed: bool = false

	# The opponents who now hold its stealth flag (in state order).
	var flagged_ids: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("stealthed") != null:
			stealthed = bool(data["stealthed"])
		if data.get("flaggedIds") != null:
			for each in data["flaggedIds"]:
				flagged_ids.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if stealthed != false:
			data["stealthed"] = stealthed
		if not flagged_ids.empty():
			var listed := []
			for each in flagged_ids:
				listed.append(each)
			data["flaggedIds"] = listed
		return data


# `tiered` (ruling T7): what setting a trap, or one in-combat setup step, did.
class SetTrapResult:
	extends Reference

	# The trap.
	var trap_id: String = ""

	# In-combat setup steps left (0 when set).
	var setup_steps_left: int = 0

	# Set and able to catch (no setup step left).
	var armed: bool = false

	# Its difficulty (the set-and-hide roll); 0 until that step.
	var difficulty: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("trapId") != null:
			trap_id = str(data["trapId"])
		if data.get("setupStepsLeft") != null:
			setup_steps_left = int(data["setupStepsLeft"])
		if data.get("armed") != null:
			armed = bool(data["armed"])
		if data.get("difficulty") != null:
			difficulty = int(data["difficulty"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if trap_id != "":
			data["trapId"] = trap_id
		if setup_steps_left != 0:
			data["setupStepsLeft"] = setup_steps_left
		if armed != false:
			data["armed"] = armed
		if difficulty != 0:
			data["difficulty"] = difficulty
		return data


# `tiered` (ruling T7): what breaking free did.
class BreakFreeResult:
	extends Reference

	# Free of the trap; false: still immobilised.
	var freed: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("freed") != null:
			freed = bool(data["freed"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if freed != false:
			data["freed"] = freed
		return data


# `tiered` (ruling T7): what disarming did.
class DisarmTrapResult:
	extends Reference

	# The trap.
	var trap_id: String = ""

	# It was removed (always, when the action is not refused).
	var removed: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("trapId") != null:
			trap_id = str(data["trapId"])
		if data.get("removed") != null:
			removed = bool(data["removed"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if trap_id != "":
			data["trapId"] = trap_id
		if removed != false:
			data["removed"] = removed
		return data


# `tiered` (ruling T7): what a day of trapping for food yielded.
class TrapForFoodResult:
	extends Reference

	# The roll beat the zone's difficulty.
	var success: bool = false

	# Food (1 per point over; doubled with basic tools).
	var food: int = 0

	# Feathers (5 per point over).
	var feathers: int = 0

	# Cloth fragments (1 per point over; doubled with basic tools).
	var cloth: int = 0

	# The zone's difficulty the day was against.
	var difficulty: int = 0

	# The zone's successful days not yet regenerated, this day's included: the next day's
	# TrapForFood.successful_days (with months_elapsed 0).
	var successful_days: int = 0

	# The zone's new difficulty: what the next day's trapping there is against (with months_elapsed
	# 0); 20 on a road or in a city, which never changes.
	var next_difficulty: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("success") != null:
			success = bool(data["success"])
		if data.get("food") != null:
			food = int(data["food"])
		if data.get("feathers") != null:
			feathers = int(data["feathers"])
		if data.get("cloth") != null:
			cloth = int(data["cloth"])
		if data.get("difficulty") != null:
			difficulty = int(data["difficulty"])
		if data.get("successfulDays") != null:
			successful_days = int(data["successfulDays"])
		if data.get("nextDifficulty") != null:
			next_difficulty = int(data["nextDifficulty"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if success != false:
			data["success"] = success
		if food != 0:
			data["food"] = food
		if feathers != 0:
			data["feathers"] = feathers
		if cloth != 0:
			data["cloth"] = cloth
		if difficulty != 0:
			data["difficulty"] = difficulty
		if successful_days != 0:
			data["successfulDays"] = successful_days
		if next_difficulty != 0:
			data["nextDifficulty"] = next_difficulty
		return data


# `tiered` (ruling T18): what an attempt to locate a stealthed combatant did.
class LocateStealthedResult:
	extends Reference

	# Located: the locator no longer holds the target's stealth flag.
	var found: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("found") != null:
			found = bool(data["found"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if found != false:
			data["found"] = found
		return data


# ARRAYER (ruling A15): one morale check made in an encounter.
class ArrayerMoraleCheck:
	extends Reference

	# The side that checked.
	var side_id: String = ""

	# What set it off.
	# A MoraleTrigger value.
	var trigger: int = 0

	# Its target: morale + modifier; 2d6 at or under holds.
	var target: int = 0

	# The 2d6 rolled; 0 when the modifier decided without a roll.
	var roll: int = 0

	# The side held; false: it broke and routs.
	var held: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("trigger") != null:
			trigger = ProtoJson.enum_number(MoraleTrigger, data["trigger"])
		if data.get("target") != null:
			target = int(data["target"])
		if data.get("roll") != null:
			roll = int(data["roll"])
		if data.get("held") != null:
			held = bool(data["held"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if side_id != "":
			data["sideId"] = side_id
		if trigger != 0:
			data["trigger"] = ProtoJson.enum_name(MoraleTrigger, trigger)
		if target != 0:
			data["target"] = target
		if roll != 0:
			data["roll"] = roll
		if held != false:
			data["held"] = held
		return data


# Request of ResolveAction.
class ResolveActionRequest:
	extends Reference

	# The encounter as it stands.
	var state: EncounterState = null

	# What happens.
	var action: Action = null

	# Where the dice come from; absent draws a random seed (reported in the response).
	var dice: Dice = null

	# How much trace to return; unspecified is full.
	# A TraceDetail value.
	var trace_detail: int = 0

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests (inside a batch: the item's error). Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("action") != null:
			action = Action.new().from_dict(data["action"])
		if data.get("dice") != null:
			dice = Dice.new().from_dict(data["dice"])
		if data.get("traceDetail") != null:
			trace_detail = ProtoJson.enum_number(TraceDetail, data["traceDetail"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if action != null:
			data["action"] = action.to_dict()
		if dice != null:
			data["dice"] = dice.to_dict()
		if trace_detail != 0:
			data["traceDetail"] = ProtoJson.enum_name(TraceDetail, trace_detail)
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# Response of ResolveAction.
class ResolveActionResponse:
	extends Reference

	# The encounter after the action.
	var state: EncounterState = null

	# What happened, at the requested detail.
	var trace: Trace = null

	# The seed used; unset when the dice were forced.
	# A String, or null when unset.
	var seed_ = null

	# Dice rolled (or forced faces consumed).
	var dice_rolled: int = 0

	# What the action did (its kind matches the action's), at every trace detail: the result a game
	# updates its view from without reading the trace (docs/api.md, "Results").
	var result: ActionResult = null

	# The rules this server resolved by (as GetCatalogResponse.rules_version); unset in a batch's
	# results, whose ResolveManyResponse or first ResolveBatchResponse carries it.
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("trace") != null:
			trace = Trace.new().from_dict(data["trace"])
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("diceRolled") != null:
			dice_rolled = int(data["diceRolled"])
		if data.get("result") != null:
			result = ActionResult.new().from_dict(data["result"])
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if trace != null:
			data["trace"] = trace.to_dict()
		if seed_ != null:
			data["seed"] = seed_
		if dice_rolled != 0:
			data["diceRolled"] = dice_rolled
		if result != null:
			data["result"] = result.to_dict()
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# Request of ResolveEncounter.
class ResolveEncounterRequest:
	extends Reference

	# The encounter at its start (or as it stands, to continue one).
	var state: EncounterState = null

	# Actions the caller chooses; combatants without one in a round use the tactic.
	var script_: Array = []

	# Rounds to play at most; unset takes the server default, above the server limit is
	# RESOURCE_EXHAUSTED.
	# A int, or null when unset.
	var max_rounds = null

	# Where the dice come from; absent draws a random seed (reported in the response).
	var dice: Dice = null

	# How much trace to return; unspecified is full.
	# A TraceDetail value.
	var trace_detail: int = 0

	# What combatants without a scripted action do, unless side_tactics or combatant_tactics say
	# otherwise for them.
	# A Tactic value.
	var tactic: int = 0

	# ARRAYER: when a side has won, follow the end with the aftermath roll of everyone below 0 HP
	# (ruling A11), as the Aftermath action would; the trace shows it after the end.
	var aftermath: bool = false

	# The tactic of every member of a side, by side id, in place of `tactic` (unspecified keeps
	# `tactic`). A key naming no side (listed in the state, or named by a combatant) is
	# INVALID_ARGUMENT (reason UNKNOWN_SIDE, field side_tactics["id"]); an undefined value is
	# INVALID_ARGUMENT (UNKNOWN_ENUM_VALUE).
	# A map, String -> int.
	var side_tactics: Dictionary = {}

	# One combatant's tactic, by combatant id, in place of its side's or `tactic` (unspecified keeps
	# those). A key naming no combatant is INVALID_ARGUMENT (reason UNKNOWN_COMBATANT, field
	# combatant_tactics["id"]); an undefined value is INVALID_ARGUMENT (UNKNOWN_ENUM_VALUE).
	# A map, String -> int.
	var combatant_tactics: Dictionary = {}

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests (inside a batch: the item's error). Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("script") != null:
			for each in data["script"]:
				script_.append(ScriptedAction.new().from_dict(each))
		if data.get("maxRounds") != null:
			max_rounds = int(data["maxRounds"])
		if data.get("dice") != null:
			dice = Dice.new().from_dict(data["dice"])
		if data.get("traceDetail") != null:
			trace_detail = ProtoJson.enum_number(TraceDetail, data["traceDetail"])
		if data.get("tactic") != null:
			tactic = ProtoJson.enum_number(Tactic, data["tactic"])
		if data.get("aftermath") != null:
			aftermath = bool(data["aftermath"])
		if data.get("sideTactics") != null:
			for key in data["sideTactics"]:
				side_tactics[key] = ProtoJson.enum_number(Tactic, data["sideTactics"][key])
		if data.get("combatantTactics") != null:
			for key in data["combatantTactics"]:
				combatant_tactics[key] = ProtoJson.enum_number(
					Tactic, data["combatantTactics"][key]
				)
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if not script_.empty():
			var listed := []
			for each in script_:
				listed.append(each.to_dict())
			data["script"] = listed
		if max_rounds != null:
			data["maxRounds"] = max_rounds
		if dice != null:
			data["dice"] = dice.to_dict()
		if trace_detail != 0:
			data["traceDetail"] = ProtoJson.enum_name(TraceDetail, trace_detail)
		if tactic != 0:
			data["tactic"] = ProtoJson.enum_name(Tactic, tactic)
		if aftermath != false:
			data["aftermath"] = aftermath
		if not side_tactics.empty():
			var entries := {}
			for key in side_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, side_tactics[key])
			data["sideTactics"] = entries
		if not combatant_tactics.empty():
			var entries := {}
			for key in combatant_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, combatant_tactics[key])
			data["combatantTactics"] = entries
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# An action the caller scripts for one round.
class ScriptedAction:
	extends Reference

	# The round (1-based) in which the actor takes this action instead of its tactic.
	var round_: int = 0

	# The action; its actor (e.g. attack.attacker_id) is the combatant it is scripted for.
	var action: Action = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("round") != null:
			round_ = int(data["round"])
		if data.get("action") != null:
			action = Action.new().from_dict(data["action"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if round_ != 0:
			data["round"] = round_
		if action != null:
			data["action"] = action.to_dict()
		return data


# One tactic as GetCatalog lists it.
class TacticDescription:
	extends Reference

	# The tactic.
	# A Tactic value.
	var tactic: int = 0

	# Its enum value name, e.g. "TACTIC_WEAKEST_ENEMY".
	var name: String = ""

	# What it does, a few sentences.
	var description: String = ""

	# Rulings its moves and attacks follow beyond those every action follows (ids, e.g. "A18").
	var rulings: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("tactic") != null:
			tactic = ProtoJson.enum_number(Tactic, data["tactic"])
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("description") != null:
			description = str(data["description"])
		if data.get("rulings") != null:
			for each in data["rulings"]:
				rulings.append(str(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if tactic != 0:
			data["tactic"] = ProtoJson.enum_name(Tactic, tactic)
		if name != "":
			data["name"] = name
		if description != "":
			data["description"] = description
		if not rulings.empty():
			var listed := []
			for each in rulings:
				listed.append(each)
			data["rulings"] = listed
		return data


# Response of ResolveEncounter.
class ResolveEncounterResponse:
	extends Reference

	# The encounter at its end.
	var state: EncounterState = null

	# What happened, at the requested detail.
	var trace: Trace = null

	# How it ended.
	var outcome: EncounterOutcome = null

	# The seed used; unset when the dice were forced.
	# A String, or null when unset.
	var seed_ = null

	# Dice rolled (or forced faces consumed).
	var dice_rolled: int = 0

	# The rules this server resolved by (as GetCatalogResponse.rules_version); unset in a batch's
	# results, whose ResolveManyResponse or first ResolveBatchResponse carries it.
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("trace") != null:
			trace = Trace.new().from_dict(data["trace"])
		if data.get("outcome") != null:
			outcome = EncounterOutcome.new().from_dict(data["outcome"])
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("diceRolled") != null:
			dice_rolled = int(data["diceRolled"])
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if trace != null:
			data["trace"] = trace.to_dict()
		if outcome != null:
			data["outcome"] = outcome.to_dict()
		if seed_ != null:
			data["seed"] = seed_
		if dice_rolled != 0:
			data["diceRolled"] = dice_rolled
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# How an encounter ended.
class EncounterOutcome:
	extends Reference

	# Why it stopped.
	# A EndReason value.
	var end_reason: int = 0

	# The side left standing; empty when none (round limit).
	var winning_side_id: String = ""

	# Rounds played in this call.
	var rounds: int = 0

	# ARRAYER (fields 10-29 are ARRAYER-only): every morale check made, in order (ruling A15).
	var morale_checks: Array = []

	# ARRAYER, with ResolveEncounterRequest.aftermath and a winner: what the aftermath did (ruling
	# A11); unset otherwise.
	var aftermath: ArrayerAftermathResult = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("endReason") != null:
			end_reason = ProtoJson.enum_number(EndReason, data["endReason"])
		if data.get("winningSideId") != null:
			winning_side_id = str(data["winningSideId"])
		if data.get("rounds") != null:
			rounds = int(data["rounds"])
		if data.get("moraleChecks") != null:
			for each in data["moraleChecks"]:
				morale_checks.append(ArrayerMoraleCheck.new().from_dict(each))
		if data.get("aftermath") != null:
			aftermath = ArrayerAftermathResult.new().from_dict(data["aftermath"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if end_reason != 0:
			data["endReason"] = ProtoJson.enum_name(EndReason, end_reason)
		if winning_side_id != "":
			data["winningSideId"] = winning_side_id
		if rounds != 0:
			data["rounds"] = rounds
		if not morale_checks.empty():
			var listed := []
			for each in morale_checks:
				listed.append(each.to_dict())
			data["moraleChecks"] = listed
		if aftermath != null:
			data["aftermath"] = aftermath.to_dict()
		return data


# One message of a ResolveBatch stream: options first (optional), then items and packs of items, in
# any mix.
class ResolveBatchRequest:
	extends Reference

	# Stream options; only as the first message (else INVALID_ARGUMENT, reason LATE_OPTIONS).
	var options: BatchOptions = null

	# One item to resolve; answered by one response carrying its result.
	var item: BatchItem = null

	# Many items to resolve, answered by one response carrying their results in order (its `pack`),
	# or one error for the whole pack when that answer would be over the message size limit
	# (RESOURCE_EXHAUSTED, reason RESPONSE_TOO_LARGE). Its items take the stream's next indexes, as
	# the same items sent one per message would; more items than the per-stream limit allows end the
	# stream (RESOURCE_EXHAUSTED, field pack.items) before any is resolved.
	var pack: BatchPack = null

	# Which member of oneof kind is set: one of "options", "item", "pack", or "" for none (the first
	# one set, when several are).
	func kind_case() -> String:
		if options != null:
			return "options"
		if item != null:
			return "item"
		if pack != null:
			return "pack"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("options") != null:
			options = BatchOptions.new().from_dict(data["options"])
		if data.get("item") != null:
			item = BatchItem.new().from_dict(data["item"])
		if data.get("pack") != null:
			pack = BatchPack.new().from_dict(data["pack"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind_case() == "options":
			data["options"] = options.to_dict()
		if kind_case() == "item":
			data["item"] = item.to_dict()
		if kind_case() == "pack":
			data["pack"] = pack.to_dict()
		return data


# Many items in one ResolveBatch message, optionally sharing one encounter state.
class BatchPack:
	extends Reference

	# The state of every item that sets none of its own (an action's or an encounter's `state`);
	# converted once for the whole pack. An item that sets its own state uses its own. Unset: every
	# item must carry its own. A bad shared state fails each item that uses it with the error the
	# state would have caused as the item's own, its field path starting `sharedState`
	# (INVALID_ARGUMENT, RESOURCE_EXHAUSTED over the state limits).
	var shared_state: EncounterState = null

	# The items, resolved in this order.
	var items: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("sharedState") != null:
			shared_state = EncounterState.new().from_dict(data["sharedState"])
		if data.get("items") != null:
			for each in data["items"]:
				items.append(BatchItem.new().from_dict(each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if shared_state != null:
			data["sharedState"] = shared_state.to_dict()
		if not items.empty():
			var listed := []
			for each in items:
				listed.append(each.to_dict())
			data["items"] = listed
		return data


# Options for a whole ResolveBatch stream.
class BatchOptions:
	extends Reference

	# Batch seed: an item without dice of its own uses the stream derived from this seed and the
	# item's index (docs/dice.md). Unset: each such item draws a random seed, reported in its
	# result.
	# A String, or null when unset.
	var seed_ = null

	# Trace detail for items that leave theirs unspecified. An unknown value ends the stream
	# (INVALID_ARGUMENT).
	# A TraceDetail value.
	var trace_detail: int = 0

	# Whether results carry the encounter state after the item (`state` of an action's or an
	# encounter's result); unspecified echoes it, as before this field. Echoing dominates a result's
	# size: a caller that reads only `result`, `outcome` or the trace should ask for
	# STATE_ECHO_NONE. An unknown value ends the stream (INVALID_ARGUMENT).
	# A StateEcho value.
	var state_echo: int = 0

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests (the stream ends before any item is resolved). Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("traceDetail") != null:
			trace_detail = ProtoJson.enum_number(TraceDetail, data["traceDetail"])
		if data.get("stateEcho") != null:
			state_echo = ProtoJson.enum_number(StateEcho, data["stateEcho"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if seed_ != null:
			data["seed"] = seed_
		if trace_detail != 0:
			data["traceDetail"] = ProtoJson.enum_name(TraceDetail, trace_detail)
		if state_echo != 0:
			data["stateEcho"] = ProtoJson.enum_name(StateEcho, state_echo)
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# One item of a batch.
class BatchItem:
	extends Reference

	# Caller-chosen id, echoed on the result.
	var id: String = ""

	# Resolve one action.
	var action: ResolveActionRequest = null

	# Resolve one encounter.
	var encounter: ResolveEncounterRequest = null

	# Which member of oneof request is set: one of "action", "encounter", or "" for none (the first
	# one set, when several are).
	func request_case() -> String:
		if action != null:
			return "action"
		if encounter != null:
			return "encounter"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("action") != null:
			action = ResolveActionRequest.new().from_dict(data["action"])
		if data.get("encounter") != null:
			encounter = ResolveEncounterRequest.new().from_dict(data["encounter"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if request_case() == "action":
			data["action"] = action.to_dict()
		if request_case() == "encounter":
			data["encounter"] = encounter.to_dict()
		return data


# The answer to one ResolveBatch message: the result of one batch item, or of a pack's items.
class ResolveBatchResponse:
	extends Reference

	# The item's id; empty in the answer to a pack (its results carry their items' ids).
	var id: String = ""

	# The item's 0-based index among the stream's items (counting every item of every pack); in the
	# answer to a pack, the index of its first item (for an empty pack, of the stream's next item).
	var index: int = 0

	# Result of an action item.
	var action: ResolveActionResponse = null

	# Result of an encounter item.
	var encounter: ResolveEncounterResponse = null

	# The item failed, or (answering a pack) the whole pack failed: RESOURCE_EXHAUSTED, reason
	# RESPONSE_TOO_LARGE, when its answer would be over the message size limit. The stream goes on.
	var error: BatchItemError = null

	# Answering a pack: its items' results.
	var pack: BatchPackResult = null

	# The rules this server resolved by (as GetCatalogResponse.rules_version): set on the stream's
	# first answer only, for every result of the stream.
	var rules_version: RulesVersion = null

	# Which member of oneof result is set: one of "action", "encounter", "error", "pack", or "" for
	# none (the first one set, when several are).
	func result_case() -> String:
		if action != null:
			return "action"
		if encounter != null:
			return "encounter"
		if error != null:
			return "error"
		if pack != null:
			return "pack"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("index") != null:
			index = int(data["index"])
		if data.get("action") != null:
			action = ResolveActionResponse.new().from_dict(data["action"])
		if data.get("encounter") != null:
			encounter = ResolveEncounterResponse.new().from_dict(data["encounter"])
		if data.get("error") != null:
			error = BatchItemError.new().from_dict(data["error"])
		if data.get("pack") != null:
			pack = BatchPackResult.new().from_dict(data["pack"])
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if index != 0:
			data["index"] = index
		if result_case() == "action":
			data["action"] = action.to_dict()
		if result_case() == "encounter":
			data["encounter"] = encounter.to_dict()
		if result_case() == "error":
			data["error"] = error.to_dict()
		if result_case() == "pack":
			data["pack"] = pack.to_dict()
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# The results of a pack's items.
class BatchPackResult:
	extends Reference

	# One result per item of the pack, in the order sent, each as the item sent alone would have
	# been answered (inline item errors included).
	# (proto3 JSON: a typed field would close a reference cycle of classes, which Godot 3 leaks.)
	var results: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("results") != null:
			for each in data["results"]:
				results.append(each)
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not results.empty():
			var listed := []
			for each in results:
				listed.append(each)
			data["results"] = listed
		return data


# Request of ResolveMany.
class ResolveManyRequest:
	extends Reference

	# Options for the whole request, as a ResolveBatch stream's first message.
	var options: BatchOptions = null

	# The items, resolved in this order; an item's index is its position here.
	var items: Array = []

	# The state of every item that sets none of its own, converted once for the whole request (as
	# BatchPack.shared_state, whose errors it has, with field paths starting `sharedState`).
	var shared_state: EncounterState = null

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests (before any item is resolved). Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("options") != null:
			options = BatchOptions.new().from_dict(data["options"])
		if data.get("items") != null:
			for each in data["items"]:
				items.append(BatchItem.new().from_dict(each))
		if data.get("sharedState") != null:
			shared_state = EncounterState.new().from_dict(data["sharedState"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if options != null:
			data["options"] = options.to_dict()
		if not items.empty():
			var listed := []
			for each in items:
				listed.append(each.to_dict())
			data["items"] = listed
		if shared_state != null:
			data["sharedState"] = shared_state.to_dict()
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# Response of ResolveMany.
class ResolveManyResponse:
	extends Reference

	# One result per item, in the items' order; each as ResolveBatch would have streamed it.
	var results: Array = []

	# The rules this server resolved by (as GetCatalogResponse.rules_version), for every result.
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("results") != null:
			for each in data["results"]:
				results.append(ResolveBatchResponse.new().from_dict(each))
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not results.empty():
			var listed := []
			for each in results:
				listed.append(each.to_dict())
			data["results"] = listed
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# Why one batch item failed. Wire-compatible with google.rpc.Status.
class BatchItemError:
	extends Reference

	# A google.rpc.Code value, as the unary RPC would have returned.
	var code: int = 0

	# Developer-facing message.
	var message: String = ""

	# google.rpc details (BadRequest, ErrorInfo, PreconditionFailure).
	var details: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("code") != null:
			code = int(data["code"])
		if data.get("message") != null:
			message = str(data["message"])
		if data.get("details") != null:
			for each in data["details"]:
				details.append(each)
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if code != 0:
			data["code"] = code
		if message != "":
			data["message"] = message
		if not details.empty():
			var listed := []
			for each in details:
				listed.append(each)
			data["details"] = listed
		return data


# Request of GetCatalog.
class GetCatalogRequest:
	extends Reference

	# Only this ruleset; unspecified lists all.
	# A Ruleset value.
	var ruleset: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("ruleset") != null:
			ruleset = ProtoJson.enum_number(Ruleset, data["ruleset"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if ruleset != 0:
			data["ruleset"] = ProtoJson.enum_name(Ruleset, ruleset)
		return data


# Response of GetCatalog.
class GetCatalogResponse:
	extends Reference

	# One entry per ruleset.
	var rulesets: Array = []

	# Every reason code an error can carry (google.rpc.ErrorInfo.reason and BadRequest field
	# violations): one vocabulary for both rulesets, a code means the same in each. Only the
	# requested ruleset's when the request names one. docs/api.md tables them.
	var reasons: Array = []

	# Every name a trace Total can have (a closed vocabulary; docs/trace.md), one entry per ruleset
	# meaning; only the requested ruleset's when the request names one.
	var total_names: Array = []

	# Every name a trace Term can have, as total_names.
	var term_names: Array = []

	# Every tactic ResolveEncounter plays (both rulesets play each), in enum order.
	var tactics: Array = []

	# The rules this server resolves by: its engine's version and a digest of what decides an
	# outcome, the same whichever ruleset the request names. A game that stores a request and its
	# seed to replay later compares the digest it stored with this one (docs/api.md).
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("rulesets") != null:
			for each in data["rulesets"]:
				rulesets.append(RulesetCatalog.new().from_dict(each))
		if data.get("reasons") != null:
			for each in data["reasons"]:
				reasons.append(ReasonCode.new().from_dict(each))
		if data.get("totalNames") != null:
			for each in data["totalNames"]:
				total_names.append(TraceName.new().from_dict(each))
		if data.get("termNames") != null:
			for each in data["termNames"]:
				term_names.append(TraceName.new().from_dict(each))
		if data.get("tactics") != null:
			for each in data["tactics"]:
				tactics.append(TacticDescription.new().from_dict(each))
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not rulesets.empty():
			var listed := []
			for each in rulesets:
				listed.append(each.to_dict())
			data["rulesets"] = listed
		if not reasons.empty():
			var listed := []
			for each in reasons:
				listed.append(each.to_dict())
			data["reasons"] = listed
		if not total_names.empty():
			var listed := []
			for each in total_names:
				listed.append(each.to_dict())
			data["totalNames"] = listed
		if not term_names.empty():
			var listed := []
			for each in term_names:
				listed.append(each.to_dict())
			data["termNames"] = listed
		if not tactics.empty():
			var listed := []
			for each in tactics:
				listed.append(each.to_dict())
			data["tactics"] = listed
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# The rules a server resolves by, to tell whether a stored request will replay to the same bytes.
class RulesVersion:
	extends Reference

	# The server's version (its distribution's, e.g. "0.1.0"), whose engine resolves the calls.
	var engine_version: String = ""

	# SHA-256 in lowercase hex of everything that decides an outcome: the engine version, the
	# default round limit (default_max_rounds) and every ruleset's catalog (weapons, numeric
	# defaults, rulings, derived tables). Equal on every process, worker and engine build (pure or
	# compiled) of one server; it changes when any of them does.
	var digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("engineVersion") != null:
			engine_version = str(data["engineVersion"])
		if data.get("digest") != null:
			digest = str(data["digest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if engine_version != "":
			data["engineVersion"] = engine_version
		if digest != "":
			data["digest"] = digest
		return data


# One reason code of the error vocabulary.
class ReasonCode:
	extends Reference

	# The code, UPPER_SNAKE_CASE (e.g. "TARGET_OUT_OF_RANGE").
	var code: String = ""

	# What it means, one sentence.
	var description: String = ""

	# The rulesets whose requests can be refused with it.
	# A Ruleset value.
	var rulesets: Array = []

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("code") != null:
			code = str(data["code"])
		if data.get("description") != null:
			description = str(data["description"])
		if data.get("rulesets") != null:
			for each in data["rulesets"]:
				rulesets.append(ProtoJson.enum_number(Ruleset, each))
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if code != "":
			data["code"] = code
		if description != "":
			data["description"] = description
		if not rulesets.empty():
			var listed := []
			for each in rulesets:
				listed.append(ProtoJson.enum_name(Ruleset, each))
			data["rulesets"] = listed
		return data


# One name of the trace vocabulary (TraceEvent totals and their terms).
class TraceName:
	extends Reference

	# The name, lower_snake_case (e.g. "armour").
	var name: String = ""

	# What it means there, one sentence.
	var description: String = ""

	# The rulesets that emit it with this meaning.
	# A Ruleset value.
	var rulesets: Array = []

	# Terms only: always taken away from its total (the value is 0 or less), so a 0 reads "- armour
	# 0".
	var subtracted: bool = false

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("name") != null:
			name = str(data["name"])
		if data.get("description") != null:
			description = str(data["description"])
		if data.get("rulesets") != null:
			for each in data["rulesets"]:
				rulesets.append(ProtoJson.enum_number(Ruleset, each))
		if data.get("subtracted") != null:
			subtracted = bool(data["subtracted"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if name != "":
			data["name"] = name
		if description != "":
			data["description"] = description
		if not rulesets.empty():
			var listed := []
			for each in rulesets:
				listed.append(ProtoJson.enum_name(Ruleset, each))
			data["rulesets"] = listed
		if subtracted != false:
			data["subtracted"] = subtracted
		return data


# What a ruleset offers.
class RulesetCatalog:
	extends Reference

	# Which ruleset.
	# A Ruleset value.
	var ruleset: int = 0

	# Title of its rule document.
	var title: String = ""

	# The rule document's file name.
	var document: String = ""

	# Built-in weapons; Weapon.catalog_id names them.
	var weapons: Array = []

	# Rulings in force for this ruleset (shared S rulings included).
	var rulings: Array = []

	# ARRAYER defaults.
	var arrayer_defaults: ArrayerRules = null

	# `tiered` defaults.
	var tiered_defaults: TieredRules = null

	# `tiered` only: the document's derived tables (firearm damage, siege range, reload, crew and
	# transport Body), generated from the engine's formulas. Unset for ARRAYER.
	var tiered_tables: TieredTables = null

	# Which member of oneof defaults is set: one of "arrayer_defaults", "tiered_defaults", or "" for
	# none (the first one set, when several are).
	func defaults_case() -> String:
		if arrayer_defaults != null:
			return "arrayer_defaults"
		if tiered_defaults != null:
			return "tiered_defaults"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("ruleset") != null:
			ruleset = ProtoJson.enum_number(Ruleset, data["ruleset"])
		if data.get("title") != null:
			title = str(data["title"])
		if data.get("document") != null:
			document = str(data["document"])
		if data.get("weapons") != null:
			for each in data["weapons"]:
				weapons.append(WeaponDefinition.new().from_dict(each))
		if data.get("rulings") != null:
			for each in data["rulings"]:
				rulings.append(Ruling.new().from_dict(each))
		if data.get("arrayerDefaults") != null:
			arrayer_defaults = ArrayerRules.new().from_dict(data["arrayerDefaults"])
		if data.get("tieredDefaults") != null:
			tiered_defaults = TieredRules.new().from_dict(data["tieredDefaults"])
		if data.get("tieredTables") != null:
			tiered_tables = TieredTables.new().from_dict(data["tieredTables"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if ruleset != 0:
			data["ruleset"] = ProtoJson.enum_name(Ruleset, ruleset)
		if title != "":
			data["title"] = title
		if document != "":
			data["document"] = document
		if not weapons.empty():
			var listed := []
			for each in weapons:
				listed.append(each.to_dict())
			data["weapons"] = listed
		if not rulings.empty():
			var listed := []
			for each in rulings:
				listed.append(each.to_dict())
			data["rulings"] = listed
		if defaults_case() == "arrayer_defaults":
			data["arrayerDefaults"] = arrayer_defaults.to_dict()
		if defaults_case() == "tiered_defaults":
			data["tieredDefaults"] = tiered_defaults.to_dict()
		if tiered_tables != null:
			data["tieredTables"] = tiered_tables.to_dict()
		return data


# One ruling that settles a gap in a rule document.
class Ruling:
	extends Reference

	# Id, e.g. "A7".
	var id: String = ""

	# Its text.
	var text: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("id") != null:
			id = str(data["id"])
		if data.get("text") != null:
			text = str(data["text"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if id != "":
			data["id"] = id
		if text != "":
			data["text"] = text
		return data


# Request of ComputeOdds: a ResolveActionRequest without dice (every face is tried).
class ComputeOddsRequest:
	extends Reference

	# The encounter as it stands.
	var state: EncounterState = null

	# The attack (`attack` must be set, else INVALID_ARGUMENT, reason NOT_AN_ATTACK).
	var action: Action = null

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests. Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("action") != null:
			action = Action.new().from_dict(data["action"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if action != null:
			data["action"] = action.to_dict()
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# Response of ComputeOdds: how the attack comes out, and with what probability.
#
# hit + miss + misfire = 1. Field numbers: 1-9 both rulesets, 10-29 ARRAYER-only, 30-49
# `tiered`-only.
class ComputeOddsResponse:
	extends Reference

	# The attack lands: its primary strike's outcome is OUTCOME_HIT (damage dealt; `tiered`: the
	# attacker won the contest, or hit without one, T5), OUTCOME_KILLED (a killing blow, A5) or
	# OUTCOME_APPLIED (an effect without damage: a dose, a hold, an entanglement).
	var hit: Rational = null

	# It does not land (and did not misfire): an ARRAYER miss (mishaps included), a `tiered` tie or
	# defender's win.
	var miss: Rational = null

	# The damage the attack deals its target (every strike on it but a counterattack; the target's
	# horse's included, A10): one entry per possible value, ascending, 0 (a miss) included.
	var damage: Array = []

	# The expected damage: the sum of damage times probability.
	var mean_damage: Rational = null

	# The primary strike's Outcome, one entry per outcome that can happen, in enum order; the
	# probabilities sum to 1.
	var outcomes: Array = []

	# The dice tree's branches resolved (one per leaf: a possible run of faces).
	var branches: int = 0

	# The dice all the branches rolled together (counted against max_dice).
	var dice_rolled: int = 0

	# The HP the attacker loses in the attack other than to a counterattack: an ARRAYER gunpowder
	# mishap's burst or explosion (A6), a `tiered` critical on its bare hands (its own natural 1,
	# T4): one entry per possible value, ascending, 0 included.
	var self_damage: Array = []

	# The expected value of self_damage.
	var self_mean_damage: Rational = null

	# ARRAYER (fields 10-29 are ARRAYER-only): a gunpowder weapon misfires in wind or moisture on an
	# even natural result (ruling A6); 0 for other weapons; unset for `tiered`.
	var misfire: Rational = null

	# ARRAYER: a gunpowder mishap (natural 8, 10 or 12; ruling A6), a part of `miss`; unset for
	# `tiered`.
	var mishap: Rational = null

	# ARRAYER: every other combatant a strike of the attack may reach, in the order first struck: a
	# greatsword's follow-ups (A26), a blunderbuss's spread, the targets behind an arquebus shot
	# (A20); empty for `tiered`.
	var further_targets: Array = []

	# `tiered` (fields 30-49 are `tiered`-only): the contested roll and the counterattack (T3, S4);
	# unset for ARRAYER.
	var contest: ContestOdds = null

	# `tiered`: every critical the exchange may bring (T4; it takes effect once the exchange's
	# damage is dealt, T20), by combatant in state order: a Tier lost, or bare hands hurt; empty for
	# ARRAYER.
	var criticals: Array = []

	# The rules this server resolved by (as GetCatalogResponse.rules_version).
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("hit") != null:
			hit = Rational.new().from_dict(data["hit"])
		if data.get("miss") != null:
			miss = Rational.new().from_dict(data["miss"])
		if data.get("damage") != null:
			for each in data["damage"]:
				damage.append(DamageProbability.new().from_dict(each))
		if data.get("meanDamage") != null:
			mean_damage = Rational.new().from_dict(data["meanDamage"])
		if data.get("outcomes") != null:
			for each in data["outcomes"]:
				outcomes.append(OutcomeProbability.new().from_dict(each))
		if data.get("branches") != null:
			branches = int(data["branches"])
		if data.get("diceRolled") != null:
			dice_rolled = int(data["diceRolled"])
		if data.get("selfDamage") != null:
			for each in data["selfDamage"]:
				self_damage.append(DamageProbability.new().from_dict(each))
		if data.get("selfMeanDamage") != null:
			self_mean_damage = Rational.new().from_dict(data["selfMeanDamage"])
		if data.get("misfire") != null:
			misfire = Rational.new().from_dict(data["misfire"])
		if data.get("mishap") != null:
			mishap = Rational.new().from_dict(data["mishap"])
		if data.get("furtherTargets") != null:
			for each in data["furtherTargets"]:
				further_targets.append(TargetOdds.new().from_dict(each))
		if data.get("contest") != null:
			contest = ContestOdds.new().from_dict(data["contest"])
		if data.get("criticals") != null:
			for each in data["criticals"]:
				criticals.append(CriticalOdds.new().from_dict(each))
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if hit != null:
			data["hit"] = hit.to_dict()
		if miss != null:
			data["miss"] = miss.to_dict()
		if not damage.empty():
			var listed := []
			for each in damage:
				listed.append(each.to_dict())
			data["damage"] = listed
		if mean_damage != null:
			data["meanDamage"] = mean_damage.to_dict()
		if not outcomes.empty():
			var listed := []
			for each in outcomes:
				listed.append(each.to_dict())
			data["outcomes"] = listed
		if branches != 0:
			data["branches"] = branches
		if dice_rolled != 0:
			data["diceRolled"] = dice_rolled
		if not self_damage.empty():
			var listed := []
			for each in self_damage:
				listed.append(each.to_dict())
			data["selfDamage"] = listed
		if self_mean_damage != null:
			data["selfMeanDamage"] = self_mean_damage.to_dict()
		if misfire != null:
			data["misfire"] = misfire.to_dict()
		if mishap != null:
			data["mishap"] = mishap.to_dict()
		if not further_targets.empty():
			var listed := []
			for each in further_targets:
				listed.append(each.to_dict())
			data["furtherTargets"] = listed
		if contest != null:
			data["contest"] = contest.to_dict()
		if not criticals.empty():
			var listed := []
			for each in criticals:
				listed.append(each.to_dict())
			data["criticals"] = listed
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# An exact non-negative rational number, with its value as a double for display.
#
# A fraction whose numerator or denominator does not fit in 64 bits (ComputeEncounterOdds over many
# rounds: a product of many dice) has numerator and denominator 0; `exact_numerator` and
# `exact_denominator` carry every fraction exactly, of any size, and `value` the nearest double
# (relative error at most 2^-53) for display.
class Rational:
	extends Reference

	# Numerator, in lowest terms with the denominator; 0 with a denominator of 0 when the fraction
	# does not fit 64 bits (read `exact_numerator` then).
	var numerator: String = "0"

	# Denominator, at least 1 for a fraction that fits 64 bits; 0 when it does not.
	var denominator: String = "0"

	# numerator / denominator, rounded to the nearest double.
	var value: float = 0.0

	# The numerator in lowest terms, as decimal digits ("0" for zero; never negative): always set,
	# whatever its size. Read it into the language's exact type (Python `Fraction`, C# `BigInteger`,
	# JavaScript `bigint`).
	var exact_numerator: String = ""

	# The denominator in lowest terms, as decimal digits (at least "1"): always set.
	var exact_denominator: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("numerator") != null:
			numerator = ProtoJson.int64(data["numerator"])
		if data.get("denominator") != null:
			denominator = ProtoJson.int64(data["denominator"])
		if data.get("value") != null:
			value = float(data["value"])
		if data.get("exactNumerator") != null:
			exact_numerator = str(data["exactNumerator"])
		if data.get("exactDenominator") != null:
			exact_denominator = str(data["exactDenominator"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if numerator != "0":
			data["numerator"] = numerator
		if denominator != "0":
			data["denominator"] = denominator
		if value != 0.0:
			data["value"] = value
		if exact_numerator != "":
			data["exactNumerator"] = exact_numerator
		if exact_denominator != "":
			data["exactDenominator"] = exact_denominator
		return data


# One point of a damage distribution.
class DamageProbability:
	extends Reference

	# HP taken.
	var damage: int = 0

	# The probability that exactly `damage` is taken.
	var probability: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("probability") != null:
			probability = Rational.new().from_dict(data["probability"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if damage != 0:
			data["damage"] = damage
		if probability != null:
			data["probability"] = probability.to_dict()
		return data


# The probability of one outcome of an attack's primary strike.
class OutcomeProbability:
	extends Reference

	# The outcome (as the trace and StrikeResult.outcome say it).
	# A Outcome value.
	var outcome: int = 0

	# Its probability.
	var probability: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("outcome") != null:
			outcome = ProtoJson.enum_number(Outcome, data["outcome"])
		if data.get("probability") != null:
			probability = Rational.new().from_dict(data["probability"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if outcome != 0:
			data["outcome"] = ProtoJson.enum_name(Outcome, outcome)
		if probability != null:
			data["probability"] = probability.to_dict()
		return data


# The damage one further combatant (not the attack's target) may take.
class TargetOdds:
	extends Reference

	# The combatant.
	var combatant_id: String = ""

	# The HP it takes: one entry per possible value, ascending, 0 (not struck) included.
	var damage: Array = []

	# The expected damage.
	var mean_damage: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("damage") != null:
			for each in data["damage"]:
				damage.append(DamageProbability.new().from_dict(each))
		if data.get("meanDamage") != null:
			mean_damage = Rational.new().from_dict(data["meanDamage"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if not damage.empty():
			var listed := []
			for each in damage:
				listed.append(each.to_dict())
			data["damage"] = listed
		if mean_damage != null:
			data["meanDamage"] = mean_damage.to_dict()
		return data


# `tiered`: the probability of one critical (T4) on one combatant.
class CriticalOdds:
	extends Reference

	# Whose Tier is lowered, or whose bare hands are hurt.
	var combatant_id: String = ""

	# What loses a Tier; unspecified when bare hands are hurt (damage is set).
	# A CriticalTarget value.
	var degraded: int = 0

	# The damage to bare hands (ignores armour); 0 for a Tier lost.
	var damage: int = 0

	# The probability that the attack brings it.
	var probability: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("degraded") != null:
			degraded = ProtoJson.enum_number(CriticalTarget, data["degraded"])
		if data.get("damage") != null:
			damage = int(data["damage"])
		if data.get("probability") != null:
			probability = Rational.new().from_dict(data["probability"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if degraded != 0:
			data["degraded"] = ProtoJson.enum_name(CriticalTarget, degraded)
		if damage != 0:
			data["damage"] = damage
		if probability != null:
			data["probability"] = probability.to_dict()
		return data


# `tiered`: who wins an attack's contested roll (T3, S4); attacker_wins + defender_wins + tie = 1.
class ContestOdds:
	extends Reference

	# The attacker wins (or hits without a contest: a guaranteed hit, T5): the response's `hit`.
	var attacker_wins: Rational = null

	# The defender wins: a counterattack where its weapon reaches (T3, T11), else only a defence.
	var defender_wins: Rational = null

	# A tie: nothing happens (S4).
	var tie: Rational = null

	# The counterattack's damage to the attacker, as ComputeOddsResponse.damage (0 where there is
	# none: the attacker won, a tie, a defence that only dodges).
	var counter_damage: Array = []

	# The counterattack's expected damage to the attacker.
	var counter_mean_damage: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("attackerWins") != null:
			attacker_wins = Rational.new().from_dict(data["attackerWins"])
		if data.get("defenderWins") != null:
			defender_wins = Rational.new().from_dict(data["defenderWins"])
		if data.get("tie") != null:
			tie = Rational.new().from_dict(data["tie"])
		if data.get("counterDamage") != null:
			for each in data["counterDamage"]:
				counter_damage.append(DamageProbability.new().from_dict(each))
		if data.get("counterMeanDamage") != null:
			counter_mean_damage = Rational.new().from_dict(data["counterMeanDamage"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if attacker_wins != null:
			data["attackerWins"] = attacker_wins.to_dict()
		if defender_wins != null:
			data["defenderWins"] = defender_wins.to_dict()
		if tie != null:
			data["tie"] = tie.to_dict()
		if not counter_damage.empty():
			var listed := []
			for each in counter_damage:
				listed.append(each.to_dict())
			data["counterDamage"] = listed
		if counter_mean_damage != null:
			data["counterMeanDamage"] = counter_mean_damage.to_dict()
		return data


# Request of ComputeEncounterOdds: a ResolveEncounterRequest's encounter without dice (every face is
# tried).
class ComputeEncounterOddsRequest:
	extends Reference

	# The encounter at its start (or as it stands).
	var state: EncounterState = null

	# Actions the caller chooses (as ResolveEncounterRequest.script).
	var script_: Array = []

	# Rounds to play at most; unset takes the server default, above the server limit is
	# RESOURCE_EXHAUSTED. Whatever still fights after them ends END_REASON_ROUND_LIMIT. With
	# `to_the_end`, the rounds `rounds` lists instead (unset or 0: none), each carried, and costing,
	# as a round within a limit.
	# A int, or null when unset.
	var max_rounds = null

	# What combatants without a scripted action do (as ResolveEncounterRequest.tactic).
	# A Tactic value.
	var tactic: int = 0

	# Tactics by side id (as ResolveEncounterRequest.side_tactics).
	# A map, String -> int.
	var side_tactics: Dictionary = {}

	# Tactics by combatant id (as ResolveEncounterRequest.combatant_tactics).
	# A map, String -> int.
	var combatant_tactics: Dictionary = {}

	# Play every run to its end, however many rounds it takes, with no round limit: the wins, `draw`
	# (nobody left standing), end reasons, `mean_rounds` and the combatants' figures are exact over
	# fights of every length (the positions solved as an absorbing Markov chain, docs/balance.md).
	# An encounter that can reach a position it can never end from (nobody can harm anybody) is
	# FAILED_PRECONDITION, reason NEVER_ENDS, field `to_the_end`.
	var to_the_end: bool = false

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests. Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("script") != null:
			for each in data["script"]:
				script_.append(ScriptedAction.new().from_dict(each))
		if data.get("maxRounds") != null:
			max_rounds = int(data["maxRounds"])
		if data.get("tactic") != null:
			tactic = ProtoJson.enum_number(Tactic, data["tactic"])
		if data.get("sideTactics") != null:
			for key in data["sideTactics"]:
				side_tactics[key] = ProtoJson.enum_number(Tactic, data["sideTactics"][key])
		if data.get("combatantTactics") != null:
			for key in data["combatantTactics"]:
				combatant_tactics[key] = ProtoJson.enum_number(
					Tactic, data["combatantTactics"][key]
				)
		if data.get("toTheEnd") != null:
			to_the_end = bool(data["toTheEnd"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if not script_.empty():
			var listed := []
			for each in script_:
				listed.append(each.to_dict())
			data["script"] = listed
		if max_rounds != null:
			data["maxRounds"] = max_rounds
		if tactic != 0:
			data["tactic"] = ProtoJson.enum_name(Tactic, tactic)
		if not side_tactics.empty():
			var entries := {}
			for key in side_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, side_tactics[key])
			data["sideTactics"] = entries
		if not combatant_tactics.empty():
			var entries := {}
			for key in combatant_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, combatant_tactics[key])
			data["combatantTactics"] = entries
		if to_the_end != false:
			data["toTheEnd"] = to_the_end
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# Response of ComputeEncounterOdds: how the encounter ends, and with what probability. The sides'
# wins and `draw` sum to 1, as do `end_reasons`, and `rounds` with `rounds_beyond`.
class ComputeEncounterOddsResponse:
	extends Reference

	# Per side, in side order (the state's sides, then others as combatants name them), the
	# probability that it wins.
	var sides: Array = []

	# The probability of no winner: the round limit (not with `to_the_end`), or nobody left
	# standing.
	var draw: Rational = null

	# How the encounter ends: one entry per reason that can happen, in enum order.
	var end_reasons: Array = []

	# How many rounds it lasts (0: it ended before the first round), ascending; with `to_the_end`,
	# up to `max_rounds` rounds.
	var rounds: Array = []

	# The expected number of rounds.
	var mean_rounds: Rational = null

	# Per combatant, in state order: survival, HP lost, damage dealt and taken.
	var combatants: Array = []

	# Distinct positions (board states between rounds) the walk met.
	var positions: int = 0

	# Branches walked: resolutions of one round (or of the start) from one position with one run of
	# faces.
	var branches: int = 0

	# With `to_the_end`: the probability that the encounter lasts more than `max_rounds` rounds,
	# which `rounds` does not list. Unset within a round limit (its last round in `rounds` holds
	# whatever still fights).
	var rounds_beyond: Rational = null

	# The rules this server resolved by (as GetCatalogResponse.rules_version).
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("sides") != null:
			for each in data["sides"]:
				sides.append(SideOdds.new().from_dict(each))
		if data.get("draw") != null:
			draw = Rational.new().from_dict(data["draw"])
		if data.get("endReasons") != null:
			for each in data["endReasons"]:
				end_reasons.append(EndReasonProbability.new().from_dict(each))
		if data.get("rounds") != null:
			for each in data["rounds"]:
				rounds.append(RoundsProbability.new().from_dict(each))
		if data.get("meanRounds") != null:
			mean_rounds = Rational.new().from_dict(data["meanRounds"])
		if data.get("combatants") != null:
			for each in data["combatants"]:
				combatants.append(CombatantOdds.new().from_dict(each))
		if data.get("positions") != null:
			positions = int(data["positions"])
		if data.get("branches") != null:
			branches = int(data["branches"])
		if data.get("roundsBeyond") != null:
			rounds_beyond = Rational.new().from_dict(data["roundsBeyond"])
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not sides.empty():
			var listed := []
			for each in sides:
				listed.append(each.to_dict())
			data["sides"] = listed
		if draw != null:
			data["draw"] = draw.to_dict()
		if not end_reasons.empty():
			var listed := []
			for each in end_reasons:
				listed.append(each.to_dict())
			data["endReasons"] = listed
		if not rounds.empty():
			var listed := []
			for each in rounds:
				listed.append(each.to_dict())
			data["rounds"] = listed
		if mean_rounds != null:
			data["meanRounds"] = mean_rounds.to_dict()
		if not combatants.empty():
			var listed := []
			for each in combatants:
				listed.append(each.to_dict())
			data["combatants"] = listed
		if positions != 0:
			data["positions"] = positions
		if branches != 0:
			data["branches"] = branches
		if rounds_beyond != null:
			data["roundsBeyond"] = rounds_beyond.to_dict()
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# One side's probability of winning an encounter.
class SideOdds:
	extends Reference

	# The side.
	var side_id: String = ""

	# The probability that it wins.
	var win: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("win") != null:
			win = Rational.new().from_dict(data["win"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if side_id != "":
			data["sideId"] = side_id
		if win != null:
			data["win"] = win.to_dict()
		return data


# The probability of one way an encounter ends.
class EndReasonProbability:
	extends Reference

	# The reason (as EncounterOutcome.end_reason says it).
	# A EndReason value.
	var end_reason: int = 0

	# Its probability.
	var probability: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("endReason") != null:
			end_reason = ProtoJson.enum_number(EndReason, data["endReason"])
		if data.get("probability") != null:
			probability = Rational.new().from_dict(data["probability"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if end_reason != 0:
			data["endReason"] = ProtoJson.enum_name(EndReason, end_reason)
		if probability != null:
			data["probability"] = probability.to_dict()
		return data


# The probability that an encounter lasts exactly some number of rounds.
class RoundsProbability:
	extends Reference

	# Rounds played.
	var rounds: int = 0

	# The probability that the encounter ends after exactly `rounds` rounds.
	var probability: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("rounds") != null:
			rounds = int(data["rounds"])
		if data.get("probability") != null:
			probability = Rational.new().from_dict(data["probability"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if rounds != 0:
			data["rounds"] = rounds
		if probability != null:
			data["probability"] = probability.to_dict()
		return data


# One combatant at an encounter's end.
class CombatantOdds:
	extends Reference

	# The combatant.
	var combatant_id: String = ""

	# The probability that it ends standing (not down, not dead).
	var survival: Rational = null

	# The HP it has lost by the end (its HP at the start less its HP at the end): one entry per
	# possible value, ascending, 0 included.
	var hp_lost: Array = []

	# The expected value of hp_lost.
	var mean_hp_lost: Rational = null

	# The expected HP it deals to others (its strikes, counterattacks, effects and traps), as
	# Simulate's CombatantStatistics.damage_dealt counts them.
	var mean_damage_dealt: Rational = null

	# The expected HP it takes, whatever takes it, as CombatantStatistics.damage_taken counts them
	# (healing does not count against it, so this may exceed mean_hp_lost).
	var mean_damage_taken: Rational = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("survival") != null:
			survival = Rational.new().from_dict(data["survival"])
		if data.get("hpLost") != null:
			for each in data["hpLost"]:
				hp_lost.append(DamageProbability.new().from_dict(each))
		if data.get("meanHpLost") != null:
			mean_hp_lost = Rational.new().from_dict(data["meanHpLost"])
		if data.get("meanDamageDealt") != null:
			mean_damage_dealt = Rational.new().from_dict(data["meanDamageDealt"])
		if data.get("meanDamageTaken") != null:
			mean_damage_taken = Rational.new().from_dict(data["meanDamageTaken"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if survival != null:
			data["survival"] = survival.to_dict()
		if not hp_lost.empty():
			var listed := []
			for each in hp_lost:
				listed.append(each.to_dict())
			data["hpLost"] = listed
		if mean_hp_lost != null:
			data["meanHpLost"] = mean_hp_lost.to_dict()
		if mean_damage_dealt != null:
			data["meanDamageDealt"] = mean_damage_dealt.to_dict()
		if mean_damage_taken != null:
			data["meanDamageTaken"] = mean_damage_taken.to_dict()
		return data


# Request of Simulate: a ResolveEncounterRequest's encounter, played `runs` times.
class SimulateRequest:
	extends Reference

	# The encounter every run starts from.
	var state: EncounterState = null

	# Actions the caller chooses, the same in every run (as ResolveEncounterRequest.script).
	var script_: Array = []

	# Rounds each run plays at most; unset takes the server default, above the server limit is
	# RESOURCE_EXHAUSTED.
	# A int, or null when unset.
	var max_rounds = null

	# What combatants without a scripted action do (as ResolveEncounterRequest.tactic).
	# A Tactic value.
	var tactic: int = 0

	# Tactics by side id (as ResolveEncounterRequest.side_tactics).
	# A map, String -> int.
	var side_tactics: Dictionary = {}

	# Tactics by combatant id (as ResolveEncounterRequest.combatant_tactics).
	# A map, String -> int.
	var combatant_tactics: Dictionary = {}

	# ARRAYER: each run that a side wins ends with the aftermath roll of everyone below 0 HP (ruling
	# A11), counted in CombatantStatistics.aftermath_deaths.
	var aftermath: bool = false

	# The simulation's seed; unset draws a random one (reported in SimulationResult.seed).
	# A String, or null when unset.
	var seed_ = null

	# How many runs to play: at least 1, at most the server's limit (max_simulation_runs).
	var runs: int = 0

	# The index of the first run: this call plays runs first_run .. first_run + runs - 1 of the
	# seed's sequence (0 or more), so a simulation can be split over calls.
	var first_run: String = "0"

	# The rules digest the caller expects (GetCatalogResponse.rules_version.digest, as a game stores
	# it beside a request and seed to replay later). Set and unequal to the server's:
	# FAILED_PRECONDITION, reason RULES_VERSION_MISMATCH, field `expected_rules_digest`, the message
	# naming both digests. Empty: no check.
	var expected_rules_digest: String = ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("state") != null:
			state = EncounterState.new().from_dict(data["state"])
		if data.get("script") != null:
			for each in data["script"]:
				script_.append(ScriptedAction.new().from_dict(each))
		if data.get("maxRounds") != null:
			max_rounds = int(data["maxRounds"])
		if data.get("tactic") != null:
			tactic = ProtoJson.enum_number(Tactic, data["tactic"])
		if data.get("sideTactics") != null:
			for key in data["sideTactics"]:
				side_tactics[key] = ProtoJson.enum_number(Tactic, data["sideTactics"][key])
		if data.get("combatantTactics") != null:
			for key in data["combatantTactics"]:
				combatant_tactics[key] = ProtoJson.enum_number(
					Tactic, data["combatantTactics"][key]
				)
		if data.get("aftermath") != null:
			aftermath = bool(data["aftermath"])
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("runs") != null:
			runs = int(data["runs"])
		if data.get("firstRun") != null:
			first_run = ProtoJson.int64(data["firstRun"])
		if data.get("expectedRulesDigest") != null:
			expected_rules_digest = str(data["expectedRulesDigest"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if state != null:
			data["state"] = state.to_dict()
		if not script_.empty():
			var listed := []
			for each in script_:
				listed.append(each.to_dict())
			data["script"] = listed
		if max_rounds != null:
			data["maxRounds"] = max_rounds
		if tactic != 0:
			data["tactic"] = ProtoJson.enum_name(Tactic, tactic)
		if not side_tactics.empty():
			var entries := {}
			for key in side_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, side_tactics[key])
			data["sideTactics"] = entries
		if not combatant_tactics.empty():
			var entries := {}
			for key in combatant_tactics:
				entries[key] = ProtoJson.enum_name(Tactic, combatant_tactics[key])
			data["combatantTactics"] = entries
		if aftermath != false:
			data["aftermath"] = aftermath
		if seed_ != null:
			data["seed"] = seed_
		if runs != 0:
			data["runs"] = runs
		if first_run != "0":
			data["firstRun"] = first_run
		if expected_rules_digest != "":
			data["expectedRulesDigest"] = expected_rules_digest
		return data


# One message of a Simulate stream: progress while the runs are played, then the result.
class SimulateResponse:
	extends Reference

	# How far the simulation has come; sent at least once a second while it runs.
	var progress: SimulationProgress = null

	# The aggregates over all the runs; the last message of the stream.
	var result: SimulationResult = null

	# Which member of oneof kind is set: one of "progress", "result", or "" for none (the first one
	# set, when several are).
	func kind_case() -> String:
		if progress != null:
			return "progress"
		if result != null:
			return "result"
		return ""

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("progress") != null:
			progress = SimulationProgress.new().from_dict(data["progress"])
		if data.get("result") != null:
			result = SimulationResult.new().from_dict(data["result"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if kind_case() == "progress":
			data["progress"] = progress.to_dict()
		if kind_case() == "result":
			data["result"] = result.to_dict()
		return data


# How far a simulation has come, with running estimates.
class SimulationProgress:
	extends Reference

	# Runs played so far.
	var runs_done: int = 0

	# Runs asked for (SimulateRequest.runs).
	var runs: int = 0

	# Wins so far per side, in side order (the state's sides, then others as combatants name them).
	var sides: Array = []

	# While the simulation waits for an engine thread (others run): its place in this server's
	# queue, 1 being next, with runs_done 0 and no sides yet; 0 once its runs have begun. A call
	# that has to wait gets a message saying so at once, and another each time its place changes, so
	# a client can tell a queued simulation from a hung one (and may rather retry on another
	# replica). Simulations wait in arrival order; past the server's bound on queued simulations a
	# call fails at once with RESOURCE_EXHAUSTED, reason SERVER_BUSY.
	var queue_position: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("runsDone") != null:
			runs_done = int(data["runsDone"])
		if data.get("runs") != null:
			runs = int(data["runs"])
		if data.get("sides") != null:
			for each in data["sides"]:
				sides.append(SideStatistics.new().from_dict(each))
		if data.get("queuePosition") != null:
			queue_position = int(data["queuePosition"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if runs_done != 0:
			data["runsDone"] = runs_done
		if runs != 0:
			data["runs"] = runs
		if not sides.empty():
			var listed := []
			for each in sides:
				listed.append(each.to_dict())
			data["sides"] = listed
		if queue_position != 0:
			data["queuePosition"] = queue_position
		return data


# The aggregates of a simulation's runs. Counts and histograms add up over calls that split one
# seed's runs; means, percentiles and intervals are computed from them (docs/balance.md says how, so
# a client merging parts computes the same).
class SimulationResult:
	extends Reference

	# The seed used.
	var seed_: String = "0"

	# The first run played (SimulateRequest.first_run).
	var first_run: String = "0"

	# Runs played.
	var runs: int = 0

	# Per side, in side order: wins, rate with its 95 % interval, routs.
	var sides: Array = []

	# Runs that ended with no winner (the round limit, or everyone down).
	var draws: int = 0

	# Rounds each run lasted.
	var rounds: Distribution = null

	# Per combatant, in state order: damage dealt and taken, survival, aftermath deaths.
	var combatants: Array = []

	# How the runs ended: runs per EndReason, one entry per reason that happened, in enum order.
	var end_reasons: Array = []

	# Which encounter these runs played: SHA-256 (64 hex digits) of the SimulateRequest as this
	# server played it, its seed, runs and first_run left out and max_rounds as applied. The parts
	# of one simulation split over calls (first_run) carry the same digest; parts whose digests
	# differ played different encounters (other HP, weapons, tactics, rounds) and do not merge
	# (arbiter merge refuses them). Compare digests only: they are not for clients to compute. Empty
	# from a server older than this field.
	var encounter_digest: String = ""

	# The rules this server resolved by (as GetCatalogResponse.rules_version).
	var rules_version: RulesVersion = null

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("seed") != null:
			seed_ = ProtoJson.int64(data["seed"])
		if data.get("firstRun") != null:
			first_run = ProtoJson.int64(data["firstRun"])
		if data.get("runs") != null:
			runs = int(data["runs"])
		if data.get("sides") != null:
			for each in data["sides"]:
				sides.append(SideStatistics.new().from_dict(each))
		if data.get("draws") != null:
			draws = int(data["draws"])
		if data.get("rounds") != null:
			rounds = Distribution.new().from_dict(data["rounds"])
		if data.get("combatants") != null:
			for each in data["combatants"]:
				combatants.append(CombatantStatistics.new().from_dict(each))
		if data.get("endReasons") != null:
			for each in data["endReasons"]:
				end_reasons.append(EndReasonCount.new().from_dict(each))
		if data.get("encounterDigest") != null:
			encounter_digest = str(data["encounterDigest"])
		if data.get("rulesVersion") != null:
			rules_version = RulesVersion.new().from_dict(data["rulesVersion"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if seed_ != "0":
			data["seed"] = seed_
		if first_run != "0":
			data["firstRun"] = first_run
		if runs != 0:
			data["runs"] = runs
		if not sides.empty():
			var listed := []
			for each in sides:
				listed.append(each.to_dict())
			data["sides"] = listed
		if draws != 0:
			data["draws"] = draws
		if rounds != null:
			data["rounds"] = rounds.to_dict()
		if not combatants.empty():
			var listed := []
			for each in combatants:
				listed.append(each.to_dict())
			data["combatants"] = listed
		if not end_reasons.empty():
			var listed := []
			for each in end_reasons:
				listed.append(each.to_dict())
			data["endReasons"] = listed
		if encounter_digest != "":
			data["encounterDigest"] = encounter_digest
		if rules_version != null:
			data["rulesVersion"] = rules_version.to_dict()
		return data


# One side's results over a simulation's runs.
class SideStatistics:
	extends Reference

	# The side.
	var side_id: String = ""

	# Runs the side won.
	var wins: int = 0

	# wins / runs.
	var win_rate: float = 0.0

	# The 95 % Wilson score interval of the win rate: lower bound.
	var win_rate_low: float = 0.0

	# The 95 % Wilson score interval of the win rate: upper bound.
	var win_rate_high: float = 0.0

	# ARRAYER: runs in which the side routed (ruling A15); 0 for `tiered`.
	var routs: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("sideId") != null:
			side_id = str(data["sideId"])
		if data.get("wins") != null:
			wins = int(data["wins"])
		if data.get("winRate") != null:
			win_rate = float(data["winRate"])
		if data.get("winRateLow") != null:
			win_rate_low = float(data["winRateLow"])
		if data.get("winRateHigh") != null:
			win_rate_high = float(data["winRateHigh"])
		if data.get("routs") != null:
			routs = int(data["routs"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if side_id != "":
			data["sideId"] = side_id
		if wins != 0:
			data["wins"] = wins
		if win_rate != 0.0:
			data["winRate"] = win_rate
		if win_rate_low != 0.0:
			data["winRateLow"] = win_rate_low
		if win_rate_high != 0.0:
			data["winRateHigh"] = win_rate_high
		if routs != 0:
			data["routs"] = routs
		return data


# One combatant's results over a simulation's runs.
class CombatantStatistics:
	extends Reference

	# The combatant.
	var combatant_id: String = ""

	# HP of damage it dealt per run (every strike it made on anyone, counterattacks included).
	var damage_dealt: Distribution = null

	# HP of damage it took per run.
	var damage_taken: Distribution = null

	# Runs it ended standing (not down, not dead).
	var survived: int = 0

	# ARRAYER, with SimulateRequest.aftermath: runs in which the aftermath killed it (A11).
	var aftermath_deaths: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("combatantId") != null:
			combatant_id = str(data["combatantId"])
		if data.get("damageDealt") != null:
			damage_dealt = Distribution.new().from_dict(data["damageDealt"])
		if data.get("damageTaken") != null:
			damage_taken = Distribution.new().from_dict(data["damageTaken"])
		if data.get("survived") != null:
			survived = int(data["survived"])
		if data.get("aftermathDeaths") != null:
			aftermath_deaths = int(data["aftermathDeaths"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if combatant_id != "":
			data["combatantId"] = combatant_id
		if damage_dealt != null:
			data["damageDealt"] = damage_dealt.to_dict()
		if damage_taken != null:
			data["damageTaken"] = damage_taken.to_dict()
		if survived != 0:
			data["survived"] = survived
		if aftermath_deaths != 0:
			data["aftermathDeaths"] = aftermath_deaths
		return data


# The distribution of a whole number over a simulation's runs.
class Distribution:
	extends Reference

	# Every value that happened, ascending, with the runs that had it.
	var histogram: Array = []

	# The sum over all runs (exact, so merged parts give the exact mean).
	var total: String = "0"

	# total / runs.
	var mean: float = 0.0

	# The smallest value v with at least 10 % of the runs at or below it.
	var p10: int = 0

	# The median in the same sense (50 %).
	var p50: int = 0

	# The same at 90 %.
	var p90: int = 0

	# The same at 99 %.
	var p99: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("histogram") != null:
			for each in data["histogram"]:
				histogram.append(HistogramBin.new().from_dict(each))
		if data.get("total") != null:
			total = ProtoJson.int64(data["total"])
		if data.get("mean") != null:
			mean = float(data["mean"])
		if data.get("p10") != null:
			p10 = int(data["p10"])
		if data.get("p50") != null:
			p50 = int(data["p50"])
		if data.get("p90") != null:
			p90 = int(data["p90"])
		if data.get("p99") != null:
			p99 = int(data["p99"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if not histogram.empty():
			var listed := []
			for each in histogram:
				listed.append(each.to_dict())
			data["histogram"] = listed
		if total != "0":
			data["total"] = total
		if mean != 0.0:
			data["mean"] = mean
		if p10 != 0:
			data["p10"] = p10
		if p50 != 0:
			data["p50"] = p50
		if p90 != 0:
			data["p90"] = p90
		if p99 != 0:
			data["p99"] = p99
		return data


# One bin of a histogram: a value and how many runs had it.
class HistogramBin:
	extends Reference

	# The value.
	var value: int = 0

	# Runs with that value.
	var count: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("value") != null:
			value = int(data["value"])
		if data.get("count") != null:
			count = int(data["count"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if value != 0:
			data["value"] = value
		if count != 0:
			data["count"] = count
		return data


# How many runs of a simulation ended for one reason.
class EndReasonCount:
	extends Reference

	# The reason.
	# A EndReason value.
	var end_reason: int = 0

	# Runs that ended so.
	var count: int = 0

	# Reads the message's proto3 JSON (unknown keys ignored); returns self.
	func from_dict(data: Dictionary):
		if data.get("endReason") != null:
			end_reason = ProtoJson.enum_number(EndReason, data["endReason"])
		if data.get("count") != null:
			count = int(data["count"])
		return self

	# The message as proto3 JSON: fields at their zero value left out, 64-bit integers as strings,
	# enums by name.
	func to_dict() -> Dictionary:
		var data := {}
		if end_reason != 0:
			data["endReason"] = ProtoJson.enum_name(EndReason, end_reason)
		if count != 0:
			data["count"] = count
		return data
