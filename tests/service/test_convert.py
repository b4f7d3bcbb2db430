"""The service boundary without transport: proto to engine and back, limits, and engine errors as
google.rpc statuses."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pytest
from google.rpc import code_pb2

from arbiter.v1 import (
    action_pb2,
    arrayer_pb2,
    combat_service_pb2,
    dice_pb2,
    state_pb2,
    trace_pb2,
    weapon_pb2,
)
from engine import TraceDetail, builtin_catalog
from engine.actions import Attack, Move, ScriptedAction
from engine.catalog import ARRAYER_DEFAULTS, TIERED_DEFAULTS
from engine.dice import ForcedDice, SeededDice, derive_seed
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    NotSupportedError,
    RuleRefusal,
)
from engine.state import ArrayerCombatant, Position, TieredCombatant
from engine.validate import validate_state
from service.boundary.convert import (
    action_from_proto,
    action_request_from_proto,
    dice_from_proto,
    encounter_request_from_proto,
    max_rounds_from_proto,
    state_from_proto,
    trace_detail_from_proto,
    weapon_from_proto,
)
from service.errors import INTERNAL_ITEM_MESSAGE, internal_item_error, json_path, status_from_error
from service.limits import Limits
from tests.service.reference import state_to_proto
from tests.service.support import attack, details_of

CATALOG = builtin_catalog()
LIMITS = Limits()
S = state_pb2
W = weapon_pb2
A = arrayer_pb2
ARRAYER = S.RULESET_ARRAYER
TIERED = S.RULESET_TIERED


def convert(msg: state_pb2.EncounterState, limits: Limits = LIMITS) -> state_pb2.EncounterState:
    return state_to_proto(state_from_proto(msg, CATALOG, limits))


def rejected(call: Callable[[], object]) -> ArbiterError:
    with pytest.raises(ArbiterError) as caught:
        call()
    return caught.value


# --- round trips -------------------------------------------------------------------------------


def arrayer_state() -> state_pb2.EncounterState:
    """An ARRAYER state with every field away from its default."""
    inline = W.WeaponDefinition(
        id="hand_cannon",
        name="Hand cannon",
        arrayer=W.ArrayerWeaponRules(
            weight=1,
            specialised=True,
            weapon_type=W.ARRAYER_WEAPON_TYPE_GUNPOWDER,
            reach=0,
            range=W.RangeBands(effective_range=3, long_range=6, extreme_range=9),
            reload_chits=3,
            throwable=True,
            discharge_standing=True,
            reload_standing=True,
            gunpowder=True,
            needs_space=True,
            concealable=True,
            effects=[
                W.ArrayerEffect(kind=W.ARRAYER_EFFECT_KIND_OVER_PENETRATION, value=6),
                W.ArrayerEffect(kind=W.ARRAYER_EFFECT_KIND_HP_FLOOR, value=-2),
            ],
            close_quarters_as="knife",
            alternate_as="club",
            fatigued_as="bow",
            ammunition_ranges=[
                W.ArrayerAmmunitionRange(
                    kind=W.AMMUNITION_KIND_GRENADE,
                    range=W.RangeBands(effective_range=1, long_range=2, extreme_range=3),
                )
            ],
        ),
    )
    ana = S.Combatant(
        id="ana",
        side_id="red",
        name="Ana",
        hp=7,
        max_hp=9,
        position=S.Position(x=0, y=0),
        weapons=[
            W.Weapon(id="blade", catalog_id="sword", hand=W.HAND_OFF, broken=True, tier_loss=1),
            W.Weapon(
                id="cannon",
                definition=inline,
                dubious=True,
                reload_chits=2,
                shots_fired=4,
                reload_actions_needed=1,
                ammunition=W.Ammunition(kind=W.AMMUNITION_KIND_BULLET, tier=2, count=0),
                thrown=True,
            ),
        ],
        armour=S.Armour(value=3, armour_class=S.ARMOUR_CLASS_HEAVY, tier_loss=1),
        shield=S.Shield(value=1, tier_loss=0),
        conditions=S.Conditions(
            prone=True,
            grappled=True,
            unaware=True,
            entanglement=S.Entanglement(source=S.ENTANGLEMENT_SOURCE_NET, rounds=2),
            immobilised_rounds=1,
            immobilised_difficulty=14,
            held_by="bo",
            also_held_by=["cy", "dee"],
            stealthed=True,
            stealth_flagged_by=["bo"],
            dead=False,
            routed=True,
            dosed=True,
        ),
        arrayer=S.ArrayerCombatant(
            hit_dice=2,
            strength=0,  # present though zero: must come back present
            dexterity=13,
            proficiencies=[
                S.WeaponProficiency(weapon_type=W.ARRAYER_WEAPON_TYPE_BLADES, improvements=2),
                S.WeaponProficiency(weapon_type=W.ARRAYER_WEAPON_TYPE_GUNPOWDER, improvements=1),
            ],
            mount=S.Mount(kind=S.MOUNT_KIND_WARHORSE, hp=12, hit_dice=3),
            reload_disrupted=True,
            wounds=[
                A.ArrayerWound(
                    severity=A.ARRAYER_WOUND_SEVERITY_MODERATE,
                    location=A.ARRAYER_HIT_LOCATION_UPPER_LEG,
                    side=A.ARRAYER_BODY_SIDE_LEFT,
                ),
                A.ArrayerWound(
                    severity=A.ARRAYER_WOUND_SEVERITY_STUNNED,
                    location=A.ARRAYER_HIT_LOCATION_FACE,
                ),
            ],
            recovers_at_short_rest=True,
        ),
    )
    bo = S.Combatant(
        id="bo",
        side_id="blue",
        hp=-1,
        weapons=[W.Weapon(id="lance", catalog_id="lance")],
        conditions=S.Conditions(dead=True),
        arrayer=S.ArrayerCombatant(hit_dice=1),
    )
    return S.EncounterState(
        ruleset=S.RULESET_ARRAYER,
        round=3,
        combatants=[ana, bo],
        sides=[
            S.Side(
                id="red",
                sentiment=S.SENTIMENT_BETTER,
                morale=9,
                morale_modifier=-2,
                routed=True,
                starting_members=4,
                morale_checks_made=[
                    S.MORALE_TRIGGER_FIRST_LOSS,
                    S.MORALE_TRIGGER_HALF_STRENGTH,
                ],
            ),
            S.Side(id="blue"),
        ],
        battlefield=S.Battlefield(
            width=10,
            height=8,
            obstacles=[S.Obstacle(position=S.Position(x=3, y=4))],
        ),
        environment=S.Environment(wind_or_moisture=True),
        arrayer_rules=S.ArrayerRules(
            proficiency_dice=[20, 12, 10, 8, 6],
            hit_threshold_effective=7,
            hit_threshold_long=6,
            hit_threshold_extreme=5,
            minimum_damage=0,
            default_score=11,
            default_morale=8,
            default_move=4,
            initiative_better=5,
            initiative_equal=4,
            initiative_worse=1,
            morale_auto=4,
            mishap_die_maintained=8,
            mishap_die_dubious=20,
            prone_attack_die=8,
            night_death_face=2,
            net_escape_face=3,
            wound_bands=[
                A.ArrayerWoundBand(from_depth=1, severity=A.ARRAYER_WOUND_SEVERITY_LIGHT),
                A.ArrayerWoundBand(from_depth=5, severity=A.ARRAYER_WOUND_SEVERITY_BAD),
            ],
            location_bands=[
                A.ArrayerLocationBand(from_face=1, location=A.ARRAYER_HIT_LOCATION_THORAX),
                A.ArrayerLocationBand(
                    from_face=11, location=A.ARRAYER_HIT_LOCATION_UPPER_LEG, sided=True
                ),
            ],
            mishap_bands=[
                A.ArrayerMishapBand(from_face=1, result=A.ARRAYER_MISHAP_RESULT_DUD),
                A.ArrayerMishapBand(
                    from_face=4, result=A.ARRAYER_MISHAP_RESULT_EXPLODE, damage_dice=3
                ),
            ],
            aftermath_recover_multiple=3,
            interception=False,
            space_free_squares=4,
            healing_per_hit_die=2,
        ),
        turn_order=["bo", "ana"],
        traps=[
            S.Trap(
                id="pit",
                owner_id="ana",
                position=S.Position(x=1, y=1),
                difficulty=17,
                traps_skill=3,
                basic_tools=True,
                deals_damage=True,
            )
        ],
    )


def tiered_state() -> state_pb2.EncounterState:
    """A `tiered` state with every field away from its default."""
    skills = S.TieredSkills(
        **{f.name: i + 1 for i, f in enumerate(S.TieredSkills.DESCRIPTOR.fields)}
    )
    ana = S.Combatant(
        id="ana",
        side_id="red",
        hp=30,
        weapons=[
            W.Weapon(id="axe", catalog_id="one_handed_melee_t3", hand=W.HAND_MAIN),
            W.Weapon(
                id="knuckles",
                definition=W.WeaponDefinition(
                    id="knuckles",
                    name="Brass knuckles",
                    tiered=W.TieredWeaponRules(weapon_class=W.TIERED_WEAPON_CLASS_UNARMED, tier=0),
                ),
            ),
        ],
        armour=S.Armour(value=4, tier_loss=2),
        tiered=S.TieredCombatant(
            body=4, reflex=3, mind=2, presence=1, skills=skills, move=0, traps_set_today=1
        ),
    )
    bo = S.Combatant(
        id="bo",
        side_id="blue",
        hp=12,
        position=S.Position(x=2, y=1),
        tiered=S.TieredCombatant(body=1),
    )
    return S.EncounterState(
        ruleset=S.RULESET_TIERED,
        combatants=[ana, bo],
        tiered_rules=S.TieredRules(
            default_move=6,
            critical_tier_loss=2,
            unarmed_fumble_damage=7,
            thrown_range=4,
            ranged_max_range=12,
            stealth_range=20,
            trap_trigger_radius=2,
            porter_reach=3,
        ),
        turn_order=["ana", "bo"],
        traps=[
            S.Trap(
                id="snare",
                owner_id="bo",
                difficulty=12,
                deals_damage=False,
                known_by=["ana"],
                setup_steps_left=1,
            )
        ],
    )


@pytest.mark.parametrize("make", [arrayer_state, tiered_state], ids=["arrayer", "tiered"])
def test_state_round_trips(make: Callable[[], state_pb2.EncounterState]) -> None:
    msg = make()
    back = convert(msg)
    assert back == msg
    assert back.SerializeToString(deterministic=True) == msg.SerializeToString(deterministic=True)


def test_catalog_weapons_resolve_and_echo_by_id() -> None:
    state = state_from_proto(arrayer_state(), CATALOG, LIMITS)
    blade, cannon = state.combatants[0].weapons
    assert blade.catalog_id == "sword"
    assert blade.definition == CATALOG.arrayer.weapon("sword", field="")
    assert cannon.catalog_id is None
    assert cannon.definition.arrayer is not None
    assert cannon.definition.arrayer.gunpowder
    assert state.combatants[0].arrayer is not None
    assert state.combatants[0].arrayer.strength == 0
    assert state.combatants[1].arrayer is not None
    assert state.combatants[1].arrayer.strength is None  # unset optional


def test_defaults_fill_what_the_request_leaves_out() -> None:
    msg = S.EncounterState(
        ruleset=S.RULESET_TIERED,
        combatants=[
            S.Combatant(id="ana", side_id="red", hp=5, weapons=[W.Weapon(catalog_id="bow_t2")]),
            S.Combatant(
                id="bo",
                side_id="blue",
                hp=5,
                weapons=[
                    W.Weapon(
                        definition=W.WeaponDefinition(
                            id="club",
                            tiered=W.TieredWeaponRules(
                                weapon_class=W.TIERED_WEAPON_CLASS_ONE_HANDED_MELEE, tier=1
                            ),
                        )
                    )
                ],
            ),
        ],
        tiered_rules=S.TieredRules(critical_tier_loss=3),
    )
    state = state_from_proto(msg, CATALOG, LIMITS)
    assert [c.tiered for c in state.combatants] == [TieredCombatant(), TieredCombatant()]
    assert [c.weapons[0].id for c in state.combatants] == ["bow_t2", "club"]
    assert state.tiered_rules == TIERED_DEFAULTS.with_critical_tier_loss(3)
    assert state.tiered_rules.default_move == TIERED_DEFAULTS.default_move
    back = state_to_proto(state)
    # The echo carries the effective values: resolved ids, default rules, merged overrides.
    assert [w.id for c in back.combatants for w in c.weapons] == ["bow_t2", "club"]
    assert back.combatants[0].HasField("tiered")
    assert back.tiered_rules == S.TieredRules(
        default_move=5,
        critical_tier_loss=3,
        unarmed_fumble_damage=10,
        thrown_range=5,
        ranged_max_range=15,
        stealth_range=30,
        trap_trigger_radius=1,
        porter_reach=2,
    )
    arrayer = state_from_proto(
        S.EncounterState(
            ruleset=S.RULESET_ARRAYER,
            combatants=[S.Combatant(id="cy", side_id="x", hp=1)],
            arrayer_rules=S.ArrayerRules(minimum_damage=0),
        ),
        CATALOG,
        LIMITS,
    )
    assert arrayer.combatants[0].arrayer == ArrayerCombatant()
    assert arrayer.arrayer_rules is not None
    assert arrayer.arrayer_rules.minimum_damage == 0
    assert arrayer.arrayer_rules.proficiency_dice == ARRAYER_DEFAULTS.proficiency_dice


# --- inbound errors ------------------------------------------------------------------------------


def with_weapon(weapon: weapon_pb2.Weapon) -> state_pb2.EncounterState:
    return S.EncounterState(
        ruleset=S.RULESET_ARRAYER,
        combatants=[S.Combatant(id="a", side_id="x", hp=1, weapons=[weapon])],
    )


WEAPON = "state.combatants[0].weapons[0]"


@pytest.mark.parametrize(
    ("msg", "field", "reason"),
    [
        pytest.param(S.EncounterState(), "state.ruleset", "MISSING_VALUE", id="no-ruleset"),
        pytest.param(
            S.EncounterState(ruleset=7),  # type: ignore[arg-type]
            "state.ruleset",
            "UNKNOWN_ENUM_VALUE",
            id="future-ruleset",
        ),
        pytest.param(
            S.EncounterState(ruleset=S.RULESET_ARRAYER, tiered_rules=S.TieredRules()),
            "state.tiered_rules",
            "RULESET_MISMATCH",
            id="rules-of-the-other-ruleset",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER, arrayer_rules=S.ArrayerRules(proficiency_dice=[12, 0])
            ),
            "state.arrayer_rules.proficiency_dice[1]",
            "BAD_DIE_SIZE",
            id="die-size",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER, arrayer_rules=S.ArrayerRules(space_free_squares=9)
            ),
            "state.arrayer_rules.space_free_squares",
            "OUT_OF_RANGE",
            id="more-free-squares-than-around",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                combatants=[
                    S.Combatant(
                        id="bo",
                        side_id="blue",
                        arrayer=S.ArrayerCombatant(
                            mount=S.Mount(kind=S.MOUNT_KIND_HORSE, hp=3, hit_dice=-1)
                        ),
                    )
                ],
            ),
            "state.combatants[0].arrayer.mount.hit_dice",
            "OUT_OF_RANGE",
            id="negative-mount-hit-dice",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(
                    wound_bands=[
                        A.ArrayerWoundBand(from_depth=2, severity=A.ARRAYER_WOUND_SEVERITY_LIGHT)
                    ]
                ),
            ),
            "state.arrayer_rules.wound_bands[0].from_depth",
            "BAD_TABLE_ROW",
            id="wound-table-not-from-1",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(
                    location_bands=[
                        A.ArrayerLocationBand(from_face=1, location=A.ARRAYER_HIT_LOCATION_FACE),
                        A.ArrayerLocationBand(from_face=21, location=A.ARRAYER_HIT_LOCATION_FACE),
                    ]
                ),
            ),
            "state.arrayer_rules.location_bands[1].from_face",
            "BAD_TABLE_ROW",
            id="location-table-past-d20",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(
                    mishap_bands=[
                        A.ArrayerMishapBand(from_face=1, result=A.ARRAYER_MISHAP_RESULT_DUD),
                        A.ArrayerMishapBand(from_face=1, result=A.ARRAYER_MISHAP_RESULT_BURST),
                    ]
                ),
            ),
            "state.arrayer_rules.mishap_bands[1].from_face",
            "BAD_TABLE_ROW",
            id="mishap-table-not-ascending",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(
                    mishap_bands=[
                        A.ArrayerMishapBand(
                            from_face=1, result=A.ARRAYER_MISHAP_RESULT_BURST, damage_dice=11
                        )
                    ]
                ),
            ),
            "state.arrayer_rules.mishap_bands[0].damage_dice",
            "BAD_TABLE_ROW",
            id="mishap-damage-dice",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(mishap_bands=[A.ArrayerMishapBand(from_face=1)]),
            ),
            "state.arrayer_rules.mishap_bands[0].result",
            "MISSING_VALUE",
            id="mishap-result",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                arrayer_rules=S.ArrayerRules(aftermath_recover_multiple=0),
            ),
            "state.arrayer_rules.aftermath_recover_multiple",
            "OUT_OF_RANGE",
            id="recover-multiple",
        ),
        pytest.param(with_weapon(W.Weapon(id="w")), WEAPON, "MISSING_WEAPON_SOURCE", id="source"),
        pytest.param(
            with_weapon(W.Weapon(catalog_id="laser")),
            f"{WEAPON}.catalog_id",
            "UNKNOWN_WEAPON",
            id="catalog-id",
        ),
        pytest.param(
            with_weapon(W.Weapon(catalog_id="one_handed_melee_t1")),
            f"{WEAPON}.catalog_id",
            "UNKNOWN_WEAPON",
            id="other-rulesets-catalog",
        ),
        pytest.param(
            with_weapon(
                W.Weapon(definition=W.WeaponDefinition(arrayer=W.ArrayerWeaponRules(weight=1)))
            ),
            f"{WEAPON}.definition.arrayer.weapon_type",
            "MISSING_VALUE",
            id="weapon-type",
        ),
        pytest.param(
            with_weapon(
                W.Weapon(
                    definition=W.WeaponDefinition(
                        arrayer=W.ArrayerWeaponRules(weapon_type=W.ARRAYER_WEAPON_TYPE_BLADES)
                    )
                )
            ),
            f"{WEAPON}.id",
            "EMPTY_ID",
            id="no-id",
        ),
        pytest.param(
            with_weapon(
                W.Weapon(
                    definition=W.WeaponDefinition(
                        id="big",
                        tiered=W.TieredWeaponRules(weapon_class=W.TIERED_WEAPON_CLASS_BOW, tier=13),
                    )
                )
            ),
            f"{WEAPON}.definition.tiered.tier",
            "OUT_OF_RANGE",
            id="tier",
        ),
        pytest.param(
            with_weapon(
                W.Weapon(
                    definition=W.WeaponDefinition(
                        id="fist",
                        tiered=W.TieredWeaponRules(
                            weapon_class=W.TIERED_WEAPON_CLASS_UNARMED, tier=1
                        ),
                    )
                )
            ),
            f"{WEAPON}.definition.tiered.tier",
            "OUT_OF_RANGE",
            id="unarmed-tier",
        ),
        pytest.param(
            with_weapon(W.Weapon(catalog_id="sword", hand=42)),  # type: ignore[arg-type]
            f"{WEAPON}.hand",
            "UNKNOWN_ENUM_VALUE",
            id="future-hand",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                combatants=[
                    S.Combatant(
                        arrayer=S.ArrayerCombatant(
                            proficiencies=[
                                S.WeaponProficiency(
                                    weapon_type=W.ARRAYER_WEAPON_TYPE_BOWS, improvements=4
                                )
                            ]
                        )
                    )
                ],
            ),
            "state.combatants[0].arrayer.proficiencies[0].improvements",
            "OUT_OF_RANGE",
            id="improvements",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                combatants=[S.Combatant(arrayer=S.ArrayerCombatant(mount=S.Mount(hp=3)))],
            ),
            "state.combatants[0].arrayer.mount.kind",
            "MISSING_VALUE",
            id="mount-kind",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER,
                combatants=[
                    S.Combatant(conditions=S.Conditions(entanglement=S.Entanglement(rounds=1)))
                ],
            ),
            "state.combatants[0].conditions.entanglement.source",
            "MISSING_VALUE",
            id="entanglement-source",
        ),
        pytest.param(
            S.EncounterState(ruleset=S.RULESET_ARRAYER, sides=[S.Side(sentiment=9)]),  # type: ignore[arg-type]
            "state.sides[0].sentiment",
            "UNKNOWN_ENUM_VALUE",
            id="future-sentiment",
        ),
        pytest.param(
            S.EncounterState(
                ruleset=S.RULESET_ARRAYER, battlefield=S.Battlefield(obstacles=[S.Obstacle()])
            ),
            "state.battlefield.obstacles[0].position",
            "MISSING_VALUE",
            id="obstacle-position",
        ),
    ],
)
def test_bad_state_names_the_field(msg: state_pb2.EncounterState, field: str, reason: str) -> None:
    # The conversion and then the engine's checks, as every route runs them: a number's range is
    # the engine's to check (engine/ranges.py), the rest the conversion's.
    err = rejected(lambda: validate_state(state_from_proto(msg, CATALOG, LIMITS)))
    assert isinstance(err, InvalidRequestError)
    assert (err.field, err.reason) == (field, reason)


def test_limits_name_the_field_over_them() -> None:
    tight = Limits(
        max_move=3,
        max_combatants=2,
        max_weapons_per_combatant=1,
        max_obstacles=1,
        max_list_items=1,
        max_script_actions=1,
        max_forced_faces=2,
    )
    fighter = S.Combatant(id="a", side_id="x", hp=1)
    two_weapons = [W.Weapon(catalog_id="sword")] * 2
    two_obstacles = [S.Obstacle(position=S.Position(x=i)) for i in range(2)]
    cases: list[tuple[state_pb2.EncounterState, str]] = [
        (S.EncounterState(ruleset=ARRAYER, combatants=[fighter] * 3), "state.combatants"),
        (S.EncounterState(ruleset=ARRAYER, sides=[S.Side()] * 3), "state.sides"),
        (S.EncounterState(ruleset=ARRAYER, turn_order=["a"] * 3), "state.turn_order"),
        (S.EncounterState(ruleset=ARRAYER, traps=[S.Trap()] * 2), "state.traps"),
        (
            S.EncounterState(ruleset=ARRAYER, combatants=[S.Combatant(weapons=two_weapons)]),
            "state.combatants[0].weapons",
        ),
        (
            S.EncounterState(ruleset=ARRAYER, battlefield=S.Battlefield(obstacles=two_obstacles)),
            "state.battlefield.obstacles",
        ),
        (
            S.EncounterState(
                ruleset=ARRAYER, arrayer_rules=S.ArrayerRules(proficiency_dice=[6, 8])
            ),
            "state.arrayer_rules.proficiency_dice",
        ),
        (
            S.EncounterState(
                ruleset=ARRAYER,
                sides=[S.Side(morale_checks_made=[1, 2])],  # type: ignore[list-item]
            ),
            "state.sides[0].morale_checks_made",
        ),
        (
            S.EncounterState(
                ruleset=ARRAYER,
                combatants=[S.Combatant(conditions=S.Conditions(stealth_flagged_by=["a"] * 3))],
            ),
            "state.combatants[0].conditions.stealth_flagged_by",
        ),
    ]
    fast = S.TieredCombatant(move=4)
    cases += [
        (
            S.EncounterState(ruleset=ARRAYER, arrayer_rules=S.ArrayerRules(default_move=4)),
            "state.arrayer_rules.default_move",
        ),
        (
            S.EncounterState(ruleset=TIERED, tiered_rules=S.TieredRules(default_move=4)),
            "state.tiered_rules.default_move",
        ),
        (
            S.EncounterState(ruleset=TIERED, combatants=[S.Combatant(tiered=fast)]),
            "state.combatants[0].tiered.move",
        ),
    ]
    for msg, field in cases:
        err = rejected(functools.partial(state_from_proto, msg, CATALOG, tight))
        assert isinstance(err, LimitExceededError), field
        assert (err.field, err.reason) == (field, "LIMIT_EXCEEDED")
    script = [combat_service_pb2.ScriptedAction(round=1, action=attack("a", "b"))] * 2
    err = rejected(lambda: script_from_proto(script, tight))
    assert (type(err), err.field) == (LimitExceededError, "script")
    faces = dice_pb2.Dice(forced=dice_pb2.ForcedDice(faces=[1, 2, 3]))
    action = combat_service_pb2.ResolveActionRequest(
        state=S.EncounterState(ruleset=ARRAYER), dice=faces
    )
    err = rejected(lambda: action_request_from_proto(action, CATALOG, tight))
    assert (type(err), err.field) == (LimitExceededError, "dice.forced.faces")


def script_from_proto(
    script: list[combat_service_pb2.ScriptedAction], limits: Limits
) -> tuple[ScriptedAction, ...]:
    """A script as a ResolveEncounterRequest of a good state converts it (its sizes checked first,
    as every request's)."""
    state = S.EncounterState(ruleset=ARRAYER)
    msg = combat_service_pb2.ResolveEncounterRequest(state=state, script=script)
    return encounter_request_from_proto(msg, CATALOG, limits).options.script


def test_max_rounds() -> None:
    limits = Limits(max_rounds=20, default_max_rounds=7)
    request = combat_service_pb2.ResolveEncounterRequest
    assert max_rounds_from_proto(request(), limits) == 7
    assert max_rounds_from_proto(request(max_rounds=0), limits) == 0
    assert max_rounds_from_proto(request(max_rounds=20), limits) == 20
    over = rejected(lambda: max_rounds_from_proto(request(max_rounds=21), limits))
    assert (type(over), over.field) == (LimitExceededError, "max_rounds")
    negative = rejected(lambda: max_rounds_from_proto(request(max_rounds=-1), limits))
    assert (type(negative), negative.field) == (InvalidRequestError, "max_rounds")


def test_action_kinds() -> None:
    action = action_from_proto(attack("a", "b", "sword"), Limits())
    assert isinstance(action, Attack)
    assert (action.attacker_id, action.target_id, action.weapon_id) == ("a", "b", "sword")
    assert action.critical_target is None
    missing = rejected(lambda: action_from_proto(action_pb2.Action(), Limits(), "script[0].action"))
    assert (type(missing), missing.field) == (InvalidRequestError, "script[0].action")
    # Field 99 of Action: a kind a newer client knows and this server does not.
    newer = action_pb2.Action.FromString(b"\x9a\x06\x00")
    unsupported = rejected(lambda: action_from_proto(newer, Limits()))
    assert (type(unsupported), unsupported.field) == (NotSupportedError, "action")
    assert unsupported.reason == "ACTION_KIND_NOT_SUPPORTED"
    # The message lists every kind this server resolves (it used to say only attack and move).
    assert unsupported.message.startswith("action kind not supported by this server (it knows: ")
    for kind in ("attack", "move", "nightlyRest", "trapForFood"):
        assert kind in unsupported.message


def test_move_path_is_bounded() -> None:
    path = [state_pb2.Position(x=i, y=0) for i in range(1, 4)]
    move = action_from_proto(
        action_pb2.Action(move=action_pb2.Move(combatant_id="a", path=path)), LIMITS
    )
    assert move == Move("a", (Position(1, 0), Position(2, 0), Position(3, 0)))
    long = action_pb2.Action(move=action_pb2.Move(combatant_id="a", path=path * 10))
    over = rejected(lambda: action_from_proto(long, Limits(max_move=10)))
    assert (type(over), over.field) == (LimitExceededError, "action.move.path")


def test_move_porters_are_converted_and_bounded() -> None:
    step = [state_pb2.Position(x=1, y=0)]
    carried = action_pb2.Move(combatant_id="a", path=step, porter_ids=["b", "c"])
    move = action_from_proto(action_pb2.Action(move=carried), LIMITS)
    assert move == Move("a", (Position(1, 0),), porter_ids=("b", "c"))
    crowd = action_pb2.Action(
        move=action_pb2.Move(combatant_id="a", path=step, porter_ids=["b", "c", "d"])
    )
    over = rejected(lambda: action_from_proto(crowd, Limits(max_combatants=2)))
    assert (type(over), over.field, over.reason) == (
        LimitExceededError,
        "action.move.porter_ids",
        "LIMIT_EXCEEDED",
    )
    assert "3 entries exceed" in over.message


def test_script_actions_name_their_entry() -> None:
    script = [
        combat_service_pb2.ScriptedAction(round=1, action=attack("a", "b")),
        combat_service_pb2.ScriptedAction(round=2),
    ]
    err = rejected(lambda: script_from_proto(script, LIMITS))
    assert (err.field, err.reason) == ("script[1].action", "MISSING_ACTION")


def test_trace_detail_defaults() -> None:
    full, summary = TraceDetail.FULL, TraceDetail.SUMMARY
    assert trace_detail_from_proto(0, "trace_detail") is full
    assert trace_detail_from_proto(0, "trace_detail", summary) is summary
    assert trace_detail_from_proto(trace_pb2.TRACE_DETAIL_NONE, "x", summary) is TraceDetail.NONE
    err = rejected(lambda: trace_detail_from_proto(4, "options.trace_detail"))
    assert (err.field, err.reason) == ("options.trace_detail", "UNKNOWN_ENUM_VALUE")


# --- dice ----------------------------------------------------------------------------------------


def test_dice_sources() -> None:
    limits = Limits(max_dice=9)
    seeded, seed = dice_from_proto(dice_pb2.Dice(seed=42), limits)
    assert isinstance(seeded, SeededDice)
    assert (seed, seeded.seed, seeded.budget) == (42, 42, 9)
    forced, none = dice_from_proto(dice_pb2.Dice(forced=dice_pb2.ForcedDice(faces=[3])), limits)
    assert isinstance(forced, ForcedDice)
    assert none is None
    assert forced.budget == 9
    # Own dice win over the batch seed.
    _, own = dice_from_proto(dice_pb2.Dice(seed=5), limits, batch_seed=42, index=3)
    assert own == 5
    derived, item_seed = dice_from_proto(dice_pb2.Dice(), limits, batch_seed=42, index=3)
    assert item_seed == derive_seed(42, 3)
    assert isinstance(derived, SeededDice)
    assert derived.seed == item_seed
    drawn = {dice_from_proto(dice_pb2.Dice(), limits)[1] for _ in range(3)}
    assert len(drawn) == 3
    assert all(s is not None and 0 <= s < 2**64 for s in drawn)


# --- errors as statuses --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("snake", "camel"),
    [
        ("action.attack.weapon_id", "action.attack.weaponId"),
        ("dice.forced.faces[3]", "dice.forced.faces[3]"),
        ("state.combatants[1].hp", "state.combatants[1].hp"),
        (
            "state.combatants[0].tiered.skills.main_hand_melee",
            "state.combatants[0].tiered.skills.mainHandMelee",
        ),
        (
            "script[2].action.attack.defender_critical_target",
            "script[2].action.attack.defenderCriticalTarget",
        ),
        ("max_rounds", "maxRounds"),
    ],
)
def test_json_path(snake: str, camel: str) -> None:
    assert json_path(snake) == camel


@pytest.mark.parametrize(
    ("err", "code"),
    [
        (InvalidRequestError("bad", reason="BAD", field="state"), code_pb2.INVALID_ARGUMENT),
        (RuleRefusal("no", reason="NO", field="action"), code_pb2.FAILED_PRECONDITION),
        (LimitExceededError("much", reason="MUCH", field="dice"), code_pb2.RESOURCE_EXHAUSTED),
        (NotSupportedError("later", reason="LATER", field="action"), code_pb2.UNIMPLEMENTED),
        (ArbiterError("odd", reason="ODD", field="state"), code_pb2.UNKNOWN),
    ],
)
def test_status_codes(err: ArbiterError, code: int) -> None:
    status = status_from_error(err)
    assert (status.code, status.message) == (code, err.message)
    details = details_of(status.details)
    assert details.fields == [json_path(err.field)]
    assert details.error_info is not None
    assert (details.error_info.reason, details.error_info.domain) == (err.reason, "arbiter.v1")
    assert dict(details.error_info.metadata) == {}
    assert (details.precondition is not None) == isinstance(err, RuleRefusal)


def test_rule_refusal_details() -> None:
    status = status_from_error(
        RuleRefusal(
            "too far", reason="TARGET_OUT_OF_RANGE", field="action.attack.target_id", ruling="A3"
        )
    )
    details = details_of(status.details)
    assert details.bad_request is not None
    (violation,) = details.bad_request.field_violations
    assert (violation.field, violation.description, violation.reason) == (
        "action.attack.targetId",
        "too far",
        "TARGET_OUT_OF_RANGE",
    )
    assert details.error_info is not None
    assert dict(details.error_info.metadata) == {"ruling": "A3"}
    assert details.precondition is not None
    (rule,) = details.precondition.violations
    assert (rule.type, rule.subject, rule.description) == ("RULE", "A3", "too far")
    # Without a ruling the subject is the reason; without a field there is no BadRequest.
    bare = details_of(status_from_error(RuleRefusal("no", reason="DEAD")).details)
    assert bare.bad_request is None
    assert bare.precondition is not None
    assert bare.precondition.violations[0].subject == "DEAD"


@pytest.mark.parametrize("char", ["x", "é", "漢", "😀"])
def test_long_messages_are_cut_to_fit_the_trailers(char: str) -> None:
    status = status_from_error(
        InvalidRequestError(f"unknown combatant: {char * 50_000!r}", reason="U", field="f")
    )
    assert status.message.startswith(f"unknown combatant: '{char}")
    assert status.message.endswith(f"{char}…")
    assert 509 <= len(status.message.encode()) <= 512
    assert details_of(status.details).bad_request is not None


def test_internal_item_error_discloses_nothing() -> None:
    error = combat_service_pb2.BatchItemError()
    internal_item_error(error)
    assert (error.code, error.message) == (code_pb2.INTERNAL, INTERNAL_ITEM_MESSAGE)
    details = details_of(error.details)
    assert (details.reason, details.bad_request) == ("INTERNAL", None)


# --- limits --------------------------------------------------------------------------------------


def test_limits_reject_nonsense() -> None:
    with pytest.raises(ValueError, match="max_dice must be a positive integer, got 0"):
        Limits(max_dice=0)
    with pytest.raises(ValueError, match=r"default_max_rounds \(60\) exceeds max_rounds \(50\)"):
        Limits(max_rounds=50, default_max_rounds=60)


# --- the hot path's shortcuts ------------------------------------------------------------------


def test_a_combatant_sent_again_converts_once() -> None:
    first = state_from_proto(arrayer_state(), CATALOG, LIMITS)
    again = state_from_proto(arrayer_state(), CATALOG, LIMITS)
    assert all(a is b for a, b in zip(first.combatants, again.combatants, strict=True))
    assert state_to_proto(again) == state_to_proto(first)


def test_a_converted_combatant_is_checked_again_under_other_limits() -> None:
    state_from_proto(arrayer_state(), CATALOG, LIMITS)
    err = rejected(
        lambda: state_from_proto(arrayer_state(), CATALOG, Limits(max_weapons_per_combatant=1))
    )
    assert (err.reason, err.field) == ("LIMIT_EXCEEDED", "state.combatants[0].weapons")


def test_a_bad_combatant_is_refused_each_time_at_its_own_path() -> None:
    msg = arrayer_state()
    msg.combatants[1].weapons.add(catalog_id="no_such_weapon")
    for field in ("state", "shared_state"):
        err = rejected(functools.partial(state_from_proto, msg, CATALOG, LIMITS, field))
        assert err.field == f"{field}.combatants[1].weapons[1].catalog_id"


def test_a_catalog_weapon_named_alone_is_the_catalogs_own_carried_value() -> None:
    plain = weapon_from_proto(W.Weapon(catalog_id="sword"), CATALOG.arrayer, "weapon")
    assert plain is CATALOG.arrayer.carried["sword"]
    # The same weapon read field by field (an id set too) is equal to it.
    spelled = weapon_from_proto(W.Weapon(id="sword", catalog_id="sword"), CATALOG.arrayer, "w")
    assert spelled == plain and spelled is not plain


def test_a_combatant_echoes_the_same_bytes_again_and_its_changes() -> None:
    state = state_from_proto(arrayer_state(), CATALOG, LIMITS)
    first = state_to_proto(state).SerializeToString()
    assert state_to_proto(state).SerializeToString() == first
    hurt = state.combatants[0].with_hp(-3)
    changed = state.with_combatants((hurt, *state.combatants[1:]))
    assert [c.hp for c in state_to_proto(changed).combatants] == [-3, state.combatants[1].hp]
