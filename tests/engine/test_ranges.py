"""Every game number has a range (engine/ranges.py), checked by validate_state and
validate_action with OUT_OF_RANGE on the field; ids that name nobody and an encounter of nobody
are refused too (issue 10 items 1-2)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from engine import ForcedDice, resolve_action, resolve_encounter
from engine import ranges as R
from engine.actions import Attack, Move, SetTrap, TrapForFood
from engine.catalog import ARRAYER_DEFAULTS, TIERED_DEFAULTS
from engine.errors import InvalidRequestError
from engine.options import EncounterOptions
from engine.records.weapon import ArrayerEffectList, ArrayerWeaponOverrides, WeaponOverrides
from engine.state import (
    Ammunition,
    Armour,
    ArmourClass,
    ArrayerCombatant,
    ArrayerEffect,
    ArrayerEffectKind,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    Battlefield,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Mount,
    MountKind,
    Obstacle,
    Position,
    RangeBands,
    Ruleset,
    Shield,
    Side,
    TieredSkills,
    TieredWeaponClass,
    TieredWeaponRules,
    Trap,
    Weapon,
    WeaponDefinition,
)
from engine.validate import validate_action, validate_state
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter, weapon

Change = Callable[[EncounterState], EncounterState]


def _arrayer() -> EncounterState:
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", at=(0, 0)),
        arrayer_fighter("bo", "blue", at=(1, 0)),
    )


def _tiered() -> EncounterState:
    return encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", "red", at=(0, 0), weapons=("one_handed_melee_t2",)),
        tiered_fighter("bo", "blue", at=(1, 0)),
    )


def _ana(state: EncounterState, **change: object) -> EncounterState:
    ana = state.combatants[0].merged(change)
    return state.with_combatants((ana, *state.combatants[1:]))


def _tiered_ana(**change: object) -> Change:
    def apply(state: EncounterState) -> EncounterState:
        traits = state.combatants[0].tiered
        assert traits is not None
        return _ana(state, tiered=traits.merged(change))

    return apply


def _arrayer_ana(**change: object) -> Change:
    def apply(state: EncounterState) -> EncounterState:
        traits = state.combatants[0].arrayer or ArrayerCombatant()
        return _ana(state, arrayer=traits.merged(change))

    return apply


def _carrying(*weapons: Weapon) -> Change:
    return lambda state: _ana(state, weapons=weapons)


def _blade(**rules: object) -> Weapon:
    """An inline ARRAYER blade with these rules."""
    arrayer = ArrayerWeaponRules(ArrayerWeaponType.BLADES, **rules)  # type: ignore[arg-type]
    return Weapon("blade", WeaponDefinition("blade", "Blade", arrayer=arrayer))


def _state(**change: object) -> Change:
    return lambda state: state.merged(change)


_A, _T = _arrayer, _tiered
_C0 = "state.combatants[0]"
_W0 = f"{_C0}.weapons[0]"
_SWORD = weapon(Ruleset.ARRAYER, "sword")
_T2 = weapon(Ruleset.TIERED, "one_handed_melee_t2")

# (base state, change, the field refused, the range it breaks: high + 1 or low - 1)
CASES: list[tuple[Callable[[], EncounterState], Change, str, R.Range]] = [
    (_T, lambda s: _ana(s, hp=-(2**31)), f"{_C0}.hp", R.HP),
    (_A, lambda s: _ana(s, max_hp=-1), f"{_C0}.max_hp", R.MAX_HP),
    (_T, _state(round=-7), "state.round", R.ROUND),
    (_T, _state(round=2**31 - 1), "state.round", R.ROUND),
    (
        _A,
        lambda s: _ana(
            s, conditions=Conditions(entanglement=Entanglement(EntanglementSource.NET, -1))
        ),
        f"{_C0}.conditions.entanglement.rounds",
        R.DURATION,
    ),
    (
        _T,
        lambda s: _ana(s, conditions=Conditions(immobilised_rounds=1_000_001)),
        f"{_C0}.conditions.immobilised_rounds",
        R.DURATION,
    ),
    (
        _T,
        lambda s: _ana(s, weapons=(_T2.with_shots_fired(-1),)),
        f"{_W0}.shots_fired",
        R.COUNT,
    ),
    (
        _T,
        lambda s: _ana(s, weapons=(_T2.with_ammunition(Ammunition(count=-3)),)),
        f"{_W0}.ammunition.count",
        R.COUNT,
    ),
    (
        _A,
        _state(sides=(Side("red", starting_members=-1),)),
        "state.sides[0].starting_members",
        R.COUNT,
    ),
    (_T, _tiered_ana(traps_set_today=-1), f"{_C0}.tiered.traps_set_today", R.COUNT),
    (_T, lambda s: _ana(s, position=Position(100_001, 0)), f"{_C0}.position.x", R.COORDINATE),
    (_T, lambda s: _ana(s, facing=Position(0, -100_001)), f"{_C0}.facing.y", R.COORDINATE),
    (
        _A,
        _state(battlefield=Battlefield(obstacles=(Obstacle(Position(-(2**31), 0)),))),
        "state.battlefield.obstacles[0].position.x",
        R.COORDINATE,
    ),
    (_A, _state(battlefield=Battlefield(width=100_001)), "state.battlefield.width", R.GRID_SIZE),
    (_A, _state(battlefield=Battlefield(height=-1)), "state.battlefield.height", R.GRID_SIZE),
    (_A, _carrying(_blade(reach=-1)), f"{_W0}.definition.arrayer.reach", R.DISTANCE),
    (
        _A,
        _carrying(_blade(range=RangeBands(1, 2, 2**31 - 1))),
        f"{_W0}.definition.arrayer.range.extreme_range",
        R.DISTANCE,
    ),
    (
        _T,
        _state(tiered_rules=TIERED_DEFAULTS.with_stealth_range(-1)),
        "state.tiered_rules.stealth_range",
        R.DISTANCE,
    ),
    (_T, _tiered_ana(reflex=2**31 - 1), f"{_C0}.tiered.reflex", R.STAT),
    (_T, _tiered_ana(body=-1), f"{_C0}.tiered.body", R.STAT),
    (
        _T,
        _tiered_ana(skills=TieredSkills(scholar=1_001)),
        f"{_C0}.tiered.skills.scholar",
        R.SKILL,
    ),
    (_A, _arrayer_ana(dexterity=-1), f"{_C0}.arrayer.dexterity", R.SCORE),
    (_A, _arrayer_ana(hit_dice=1_001), f"{_C0}.arrayer.hit_dice", R.HIT_DICE),
    (
        _A,
        _arrayer_ana(mount=Mount(MountKind.HORSE, 5, hit_dice=-1)),
        f"{_C0}.arrayer.mount.hit_dice",
        R.HIT_DICE,
    ),
    (
        _A,
        _arrayer_ana(mount=Mount(MountKind.HORSE, 2**31 - 1)),
        f"{_C0}.arrayer.mount.hp",
        R.HP,
    ),
    (
        _T,
        lambda s: _ana(
            s,
            weapons=(
                _T2.with_catalog_id(None).with_definition(
                    _T2.definition.with_tiered(
                        TieredWeaponRules(TieredWeaponClass.ONE_HANDED_MELEE, 13)
                    )
                ),
            ),
        ),
        f"{_W0}.definition.tiered.tier",
        R.TIER,
    ),
    (
        _T,
        lambda s: _ana(s, weapons=(_T2.with_ammunition(Ammunition(tier=13)),)),
        f"{_W0}.ammunition.tier",
        R.AMMUNITION_TIER,
    ),
    (
        _T,
        lambda s: _ana(s, weapons=(_T2.with_tier_loss(-10),)),
        f"{_W0}.tier_loss",
        R.TIER_LOSS,
    ),
    (
        _T,
        _state(tiered_rules=TIERED_DEFAULTS.with_critical_tier_loss(13)),
        "state.tiered_rules.critical_tier_loss",
        R.TIER_LOSS,
    ),
    (_A, lambda s: _ana(s, armour=Armour(-50)), f"{_C0}.armour.value", R.PROTECTION),
    (
        _T,
        lambda s: _ana(s, armour=Armour(2, ArmourClass.LIGHT, tier_loss=-3)),
        f"{_C0}.armour.tier_loss",
        R.PROTECTION,
    ),
    (_T, lambda s: _ana(s, shield=Shield(2**31 - 1)), f"{_C0}.shield.value", R.PROTECTION),
    (_A, _carrying(_blade(weight=2**31 - 1)), f"{_W0}.definition.arrayer.weight", R.WEIGHT),
    (
        _A,
        _carrying(_blade(effects=(ArrayerEffect(ArrayerEffectKind.HP_FLOOR, 2**31 - 1),))),
        f"{_W0}.definition.arrayer.effects[0].value",
        R.EFFECT_VALUE,
    ),
    (
        _A,
        _carrying(_blade(effects=(ArrayerEffect(ArrayerEffectKind.TRIP, 4),))),
        f"{_W0}.definition.arrayer.effects[0].value",
        R.TRIP_SOURCE,
    ),
    (_A, _carrying(_blade(reload_chits=-1)), f"{_W0}.definition.arrayer.reload_chits", R.RELOAD),
    (
        _T,
        lambda s: _ana(s, weapons=(_T2.with_reload_actions_needed(-1),)),
        f"{_W0}.reload_actions_needed",
        R.RELOAD,
    ),
    (_A, _state(sides=(Side("red", morale=2**31 - 1),)), "state.sides[0].morale", R.MORALE),
    (
        _A,
        _state(sides=(Side("red", morale_modifier=-(2**31)),)),
        "state.sides[0].morale_modifier",
        R.MORALE_MODIFIER,
    ),
    (
        _T,
        _state(traps=(Trap("pit", "ana", Position(5, 5), difficulty=-1),)),
        "state.traps[0].difficulty",
        R.DIFFICULTY,
    ),
    (
        _T,
        lambda s: _ana(s, conditions=Conditions(immobilised_difficulty=10_001)),
        f"{_C0}.conditions.immobilised_difficulty",
        R.DIFFICULTY,
    ),
    (
        _T,
        _state(traps=(Trap("pit", "ana", Position(5, 5), 10, setup_steps_left=4),)),
        "state.traps[0].setup_steps_left",
        R.SETUP_STEPS_LEFT,
    ),
    (_T, _tiered_ana(move=-1), f"{_C0}.tiered.move", R.MOVE),
    (
        _A,
        _state(arrayer_rules=ARRAYER_DEFAULTS.with_minimum_damage(2**31 - 1)),
        "state.arrayer_rules.minimum_damage",
        R.DAMAGE,
    ),
    (
        _T,
        _state(tiered_rules=TIERED_DEFAULTS.with_unarmed_fumble_damage(-1)),
        "state.tiered_rules.unarmed_fumble_damage",
        R.DAMAGE,
    ),
    (
        _A,
        _state(arrayer_rules=ARRAYER_DEFAULTS.with_hit_threshold_long(-1)),
        "state.arrayer_rules.hit_threshold_long",
        R.THRESHOLD,
    ),
    (
        _A,
        _state(arrayer_rules=ARRAYER_DEFAULTS.with_aftermath_recover_multiple(1_001)),
        "state.arrayer_rules.aftermath_recover_multiple",
        R.AFTERMATH_MULTIPLE,
    ),
]


@pytest.mark.parametrize(
    ("base", "change", "field", "allowed"),
    CASES,
    ids=[f"{field}-{allowed.name}" for _, _, field, allowed in CASES],
)
def test_a_number_out_of_range_is_refused(
    base: Callable[[], EncounterState], change: Change, field: str, allowed: R.Range
) -> None:
    with pytest.raises(InvalidRequestError) as info:
        validate_state(change(base()))
    assert (info.value.field, info.value.reason) == (field, "OUT_OF_RANGE")
    assert f"({allowed.name})" in info.value.message


def test_every_range_is_checked_somewhere() -> None:
    assert {allowed.name for *_, allowed in CASES} == {allowed.name for allowed in R.RANGES}


def test_an_overridden_catalog_weapon_is_refused_at_its_override() -> None:
    bad = _SWORD.with_definition(
        _SWORD.definition.with_arrayer(
            ArrayerWeaponRules(
                ArrayerWeaponType.BLADES,
                effects=(ArrayerEffect(ArrayerEffectKind.BONUS_VS_SHIELD, -1_001),),
            )
        )
    ).with_overrides(
        WeaponOverrides(
            arrayer=ArrayerWeaponOverrides(
                effects=ArrayerEffectList(
                    (ArrayerEffect(ArrayerEffectKind.BONUS_VS_SHIELD, -1_001),)
                )
            )
        )
    )
    with pytest.raises(InvalidRequestError) as info:
        validate_state(_ana(_arrayer(), weapons=(bad,)))
    assert info.value.field == f"{_W0}.overrides.arrayer.effects.items[0].value"


def test_an_over_penetration_die_must_be_one_the_rules_roll() -> None:
    # A20: d(value) behind the downed target; a d0 divided by zero in the dice (INTERNAL).
    state = _carrying(_blade(effects=(ArrayerEffect(ArrayerEffectKind.OVER_PENETRATION, 0),)))(
        _arrayer()
    )
    with pytest.raises(InvalidRequestError) as info:
        validate_state(state)
    assert (info.value.field, info.value.reason) == (
        f"{_W0}.definition.arrayer.effects[0].value",
        "BAD_DIE_SIZE",
    )


def test_the_corners_are_accepted() -> None:
    low = {allowed.name: allowed.low for allowed in R.RANGES}
    high = {allowed.name: allowed.high for allowed in R.RANGES}
    for corner in (low, high):
        state = _tiered_ana(
            body=corner["STAT"], reflex=corner["STAT"], skills=TieredSkills(bow=corner["SKILL"])
        )(_tiered())
        state = _ana(
            state, hp=corner["HP"], max_hp=corner["MAX_HP"], armour=Armour(corner["PROTECTION"])
        )
        validate_state(state.with_round(corner["ROUND"]))


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (_state(traps=(Trap("pit", "zed", Position(5, 5), 10),)), "state.traps[0].owner_id"),
        (_state(traps=(Trap("pit", "", Position(5, 5), 10),)), "state.traps[0].owner_id"),
        (
            _state(traps=(Trap("pit", "ana", Position(5, 5), 10, known_by=("ana", "zed")),)),
            "state.traps[0].known_by[1]",
        ),
        (lambda s: _ana(s, conditions=Conditions(held_by="zed")), f"{_C0}.conditions.held_by"),
        (
            lambda s: _ana(s, conditions=Conditions(held_by="bo", also_held_by=("zed",))),
            f"{_C0}.conditions.also_held_by[0]",
        ),
        (
            lambda s: _ana(s, conditions=Conditions(stealth_flagged_by=("bo", "zed"))),
            f"{_C0}.conditions.stealth_flagged_by[1]",
        ),
    ],
)
def test_an_id_that_names_nobody_is_refused(change: Change, field: str) -> None:
    with pytest.raises(InvalidRequestError) as info:
        validate_state(change(_tiered()))
    assert (info.value.field, info.value.reason) == (field, "UNKNOWN_COMBATANT")


def test_an_encounter_of_nobody_is_refused() -> None:
    state = EncounterState(Ruleset.TIERED, ())
    with pytest.raises(InvalidRequestError) as info:
        resolve_encounter(
            state, ForcedDice((), budget=10), EncounterOptions(max_rounds=5), validated=True
        )
    assert (info.value.field, info.value.reason) == ("state.combatants", "MISSING_VALUE")


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (Move("ana", (Position(0, 1), Position(0, 100_001))), "action.move.path[1].y"),
        (
            Attack("ana", "", target_position=Position(-(2**31), 0)),
            "action.attack.target_position.x",
        ),
        (SetTrap("ana", "pit", position=Position(0, 2**31 - 1)), "action.set_trap.position.y"),
        (TrapForFood("ana", zones_away=-1), "action.trap_for_food.zones_away"),
        (TrapForFood("ana", months_elapsed=1_000_001), "action.trap_for_food.months_elapsed"),
    ],
)
def test_an_action_number_out_of_range_is_refused(action: object, field: str) -> None:
    with pytest.raises(InvalidRequestError) as info:
        validate_action(action, "action")  # type: ignore[arg-type]
    assert (info.value.field, info.value.reason) == (field, "OUT_OF_RANGE")
    with pytest.raises(InvalidRequestError) as performed:
        resolve_action(_tiered(), action, ForcedDice((10, 10), budget=10))  # type: ignore[arg-type]
    assert performed.value.field == field


def test_docs_list_every_range() -> None:
    api = (Path(__file__).parents[2] / "docs" / "api.md").read_text(encoding="utf-8")
    for allowed in R.RANGES:
        assert f"| `{allowed.name}` | {allowed.low:,} | {allowed.high:,} |" in api, allowed.name


@pytest.mark.parametrize(
    ("conditions", "field"),
    [
        (Conditions(held_by="ana"), f"{_C0}.conditions.held_by"),
        (Conditions(held_by="bo", also_held_by=("ana",)), f"{_C0}.conditions.also_held_by[0]"),
        (Conditions(stealth_flagged_by=("bo", "ana")), f"{_C0}.conditions.stealth_flagged_by[1]"),
    ],
)
def test_a_combatant_cannot_hold_itself(conditions: Conditions, field: str) -> None:
    # It resolved as a hold (A28) or a stealth flag (T6) of nobody else.
    with pytest.raises(InvalidRequestError) as info:
        validate_state(_ana(_tiered(), conditions=conditions))
    assert (info.value.field, info.value.reason) == (field, "SELF_TARGET")


@pytest.mark.parametrize("name", ["close_quarters_as", "alternate_as", "fatigued_as"])
def test_a_profile_naming_no_catalog_weapon_is_refused_at_the_definition(name: str) -> None:
    # It was refused only when an attack fought as it, naming action.attack.weapon_id, a field
    # that a ResolveEncounter request does not have.
    with pytest.raises(InvalidRequestError) as info:
        validate_state(_carrying(_blade(**{name: "nope"}))(_arrayer()))
    assert (info.value.field, info.value.reason) == (
        f"{_W0}.definition.arrayer.{name}",
        "UNKNOWN_WEAPON",
    )
    validate_state(_carrying(_blade(**{name: "knife"}))(_arrayer()))


def test_range_bands_ascend() -> None:
    # A3: effective <= long <= extreme; (9, 2, 1) hit everything within 9 as effective.
    with pytest.raises(InvalidRequestError) as info:
        validate_state(_carrying(_blade(range=RangeBands(9, 2, 1)))(_arrayer()))
    assert (info.value.field, info.value.reason) == (
        f"{_W0}.definition.arrayer.range.long_range",
        "OUT_OF_RANGE",
    )
    validate_state(_carrying(_blade(range=RangeBands(3, 3, 9)))(_arrayer()))
