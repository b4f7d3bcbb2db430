"""ARRAYER attacks under forced dice: rulings A1 (Attack Die ladder), A2 (damage), A3 (reach)."""

from __future__ import annotations

import pytest

from engine import Attack, ForcedDice, Resolution, RuleRefusal, resolve_action
from engine.catalog import ARRAYER_DEFAULTS
from engine.dice import DiePurpose
from engine.state import ArrayerWeaponType, Ruleset, find_combatant
from engine.trace import Condition, ConditionChange, EventKind, HpChange, Outcome, Term
from tests.engine.factories import arrayer_fighter, encounter

BLADES = ArrayerWeaponType.BLADES
POLEARMS = ArrayerWeaponType.POLEARMS


def attack(faces: tuple[int, ...], *, weapon: str = "", armour: int = 0, hp: int = 5) -> Resolution:
    """ana (no improvements) attacks bo with ``weapon`` under forced dice."""
    ana = arrayer_fighter("ana", "red", weapons=("sword", "greatsword", "dagger", "lance"))
    bo = arrayer_fighter("bo", "blue", armour=armour, hp=hp)
    state = encounter(Ruleset.ARRAYER, ana, bo)
    return resolve_action(state, Attack("ana", "bo", weapon), ForcedDice(faces, budget=10))


@pytest.mark.parametrize(
    ("improvements", "size"),
    [(0, 12), (1, 10), (2, 8), (3, 8)],
)
def test_attack_die_ladder_intuitive(improvements: int, size: int) -> None:
    # A1: Basic d12 -> Skilled d10 -> Expert d8; an intuitive weapon starts at Basic.
    ana = arrayer_fighter("ana", "red", improvements={BLADES: improvements})
    state = encounter(Ruleset.ARRAYER, ana, arrayer_fighter("bo", "blue"))
    result = resolve_action(state, Attack("ana", "bo"), ForcedDice((1,), budget=10))
    (event,) = result.events
    assert event.dice[0].size == size
    assert event.dice[0].purpose is DiePurpose.ATTACK


def test_specialised_weapon_at_unknown_is_refused() -> None:
    with pytest.raises(RuleRefusal) as info:
        attack((3,), weapon="lance")
    error = info.value
    assert error.reason == "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"
    assert error.ruling == "A1"
    assert error.field == "action.attack.weapon_id"
    assert "'lance'" in str(error)


def test_specialised_weapon_one_step_is_d12() -> None:
    ana = arrayer_fighter("ana", "red", weapons=("lance",), improvements={POLEARMS: 1})
    state = encounter(Ruleset.ARRAYER, ana, arrayer_fighter("bo", "blue"))
    result = resolve_action(state, Attack("ana", "bo"), ForcedDice((2,), budget=10))
    assert result.events[0].dice[0].size == 12


@pytest.mark.parametrize(
    ("weapon", "face", "armour", "damage", "terms"),
    [
        # A2: roll + weight, then - armour, then floor at 1.
        ("sword", 4, 2, 2, (("roll", 4), ("weight", 0), ("armour", -2))),
        ("greatsword", 4, 2, 3, (("roll", 4), ("weight", 1), ("armour", -2))),
        ("dagger", 4, 2, 1, (("roll", 4), ("weight", -1), ("armour", -2))),
        ("dagger", 1, 3, 1, (("roll", 1), ("weight", -1), ("armour", -3), ("floor", 4))),
        ("greatsword", 6, 0, 7, (("roll", 6), ("weight", 1), ("armour", 0))),
    ],
)
def test_hit_damage(
    weapon: str, face: int, armour: int, damage: int, terms: tuple[tuple[str, int], ...]
) -> None:
    result = attack((face,), weapon=weapon, armour=armour, hp=10)
    (event,) = result.events
    assert event.outcome is Outcome.HIT
    (total,) = event.totals
    assert total.name == "damage"
    assert total.value == damage
    assert total.terms == tuple(Term(n, v) for n, v in terms)
    assert event.hp_changes == (HpChange("bo", 10, 10 - damage),)
    assert event.rulings == ("A1", "A2", "A3")
    assert find_combatant(result.state, "bo").hp == 10 - damage  # type: ignore[union-attr]


@pytest.mark.parametrize("face", [7, 8, 12])
def test_roll_above_six_misses(face: int) -> None:
    result = attack((face,), weapon="sword", armour=0, hp=10)
    (event,) = result.events
    assert event.outcome is Outcome.MISS
    assert event.totals == ()
    assert event.hp_changes == ()
    assert find_combatant(result.state, "bo").hp == 10  # type: ignore[union-attr]


def test_hit_threshold_is_data() -> None:
    # Ruling numbers are data: an encounter may raise the effective threshold to 7.
    ana = arrayer_fighter("ana", "red")
    state = encounter(
        Ruleset.ARRAYER, ana, arrayer_fighter("bo", "blue", hp=10)
    ).with_arrayer_rules(ARRAYER_DEFAULTS.with_hit_threshold_effective(7))
    result = resolve_action(state, Attack("ana", "bo"), ForcedDice((7,), budget=10))
    assert result.events[0].outcome is Outcome.HIT


def test_negative_hp_downs_and_knocks_prone() -> None:
    # A11: below 0 HP a combatant falls prone and is out of the fight; exactly 0 is still standing.
    result = attack((6,), weapon="sword", hp=5)
    (event,) = result.events
    assert event.hp_changes == (HpChange("bo", 5, -1),)
    assert event.condition_changes == (
        ConditionChange("bo", Condition.DOWNED, True),
        ConditionChange("bo", Condition.PRONE, True),
    )
    bo = find_combatant(result.state, "bo")
    assert bo is not None
    assert bo.conditions.prone
    at_zero = attack((5,), weapon="sword", hp=5)
    assert at_zero.events[0].condition_changes == ()


def test_out_of_reach_is_refused() -> None:
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    bo = arrayer_fighter("bo", "blue", at=(2, 1))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"), ForcedDice((1,), budget=5)
        )
    assert info.value.reason == "TARGET_OUT_OF_RANGE"
    assert info.value.field == "action.attack.target_id"


def test_lance_reaches_two_diagonally() -> None:
    ana = arrayer_fighter("ana", "red", weapons=("lance",), at=(0, 0), improvements={POLEARMS: 1})
    bo = arrayer_fighter("bo", "blue", at=(2, 2))
    result = resolve_action(
        encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"), ForcedDice((3,), budget=5)
    )
    assert result.events[0].kind is EventKind.ATTACK


def test_thrown_dagger_at_long_range() -> None:
    # A3: a dagger (2/4/6) thrown 3 squares is at long range: 5 hits, and the dagger is gone.
    ana = arrayer_fighter("ana", "red", weapons=("dagger",), at=(0, 0))
    bo = arrayer_fighter("bo", "blue", at=(3, 0), hp=9)
    result = resolve_action(
        encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"), ForcedDice((5,), budget=5)
    )
    (event,) = result.events
    assert event.summary == "ana hits bo with dagger at long range for 4"
    assert event.hp_changes == (HpChange("bo", 9, 5),)
    thrower = find_combatant(result.state, "ana")
    assert thrower is not None and thrower.weapons[0].thrown


def test_state_is_not_mutated() -> None:
    ana = arrayer_fighter("ana", "red")
    bo = arrayer_fighter("bo", "blue", hp=5)
    state = encounter(Ruleset.ARRAYER, ana, bo)
    resolve_action(state, Attack("ana", "bo"), ForcedDice((6,), budget=5))
    assert find_combatant(state, "bo").hp == 5  # type: ignore[union-attr]
