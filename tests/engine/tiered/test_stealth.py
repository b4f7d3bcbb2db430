"""Stealth (ruling T6): checks with individual and group defence rolls, flags, the free stealth
attack with the document's formulas, and flags lapsing."""

from __future__ import annotations

import dataclasses

import pytest

from engine import Attack, ForcedDice, InvalidRequestError, RuleRefusal, resolve_action
from engine.state import AmmunitionKind, Combatant, Conditions
from engine.tiered.actions import StealthCheck
from engine.trace import Condition, ConditionChange, Outcome
from tests.engine.tiered.support import arm, fighter, lines, state


def sneak(**kwargs: object) -> Combatant:
    """ana: Stealth 4, Presence 2, Reflex 2, Body 3."""
    return fighter("ana", "red", at=(0, 0), stealth=4, presence=2, **kwargs)  # type: ignore[arg-type]


def watchers(flagged: bool = False) -> tuple[Combatant, ...]:
    flags = Conditions(stealth_flagged_by=("ana",)) if flagged else None
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1, armour=2, conditions=flags)
    cy = fighter("cy", "blue", at=(5, 5), presence=3, stealth=3)
    far = fighter("dee", "blue", at=(40, 0))
    return bo, cy, far


def test_stealth_check_flags_those_who_roll_under() -> None:
    # ana 4 + 2 + 12 = 18; bo 1 + 1 + 10 = 12 (flagged); cy 3 + 3 + 14 = 20 (spots her); dee is
    # beyond 30 tiles and not rolled against.
    result = resolve_action(
        state(sneak(), *watchers()), StealthCheck("ana"), ForcedDice((12, 10, 14), 5)
    )
    assert lines(result.events) == [
        "ana rolls stealth 18: hidden from 1 of 2",
        "stealth 18 = stealth 4, presence 2, roll 12",
        "bo (12) loses sight of ana",
        "defence 12 = stealth 1, presence 1, roll 10",
        "cy (20) spots ana",
        "defence 20 = stealth 3, presence 3, roll 14",
    ]
    assert [e.outcome for e in result.events] == [Outcome.SUCCESS, Outcome.SUCCESS, Outcome.FAILURE]
    ana, bo, cy, _ = result.state.combatants
    assert ana.conditions.stealthed
    assert bo.conditions.stealth_flagged_by == ("ana",)
    assert cy.conditions.stealth_flagged_by == ()
    assert result.events[1].condition_changes == (
        ConditionChange("bo", Condition.STEALTH_FLAGGED, True),
    )


def test_group_defence_rolls_one_die_for_everyone() -> None:
    check = StealthCheck("ana", ("bo", "cy"), group_defence=True)
    result = resolve_action(state(sneak(), *watchers()), check, ForcedDice((12, 13), 5))
    assert [t.value for e in result.events for t in e.totals] == [18, 15, 19]
    assert [len(e.dice) for e in result.events] == [1, 1, 0]
    assert result.dice_rolled == 2


def test_failed_check_hides_from_nobody() -> None:
    result = resolve_action(
        state(sneak(), *watchers()), StealthCheck("ana", ("bo",)), ForcedDice((1, 20), 5)
    )
    assert result.events[0].summary == "ana rolls stealth 7: hidden from 0 of 1"
    assert not result.state.combatants[0].conditions.stealthed


def test_no_one_to_hide_from() -> None:
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(state(sneak(), watchers()[2]), StealthCheck("ana"), ForcedDice((), 1))
    assert info.value.reason == "NO_STEALTH_TARGETS"


def test_melee_stealth_attack_adds_the_to_hit_total() -> None:
    # 1d20 + skill + Reflex = 10 + 3 + 2 = 15; + Body 3 + Tier 2 - armour 2 = 18. bo rolls nothing.
    ana = sneak(
        weapons=(arm("one_handed_melee_t2"),),
        main_hand_melee=3,
        conditions=Conditions(stealthed=True),
    )
    result = resolve_action(
        state(ana, *watchers(flagged=True)),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((10,), 5),
    )
    assert lines(result.events) == [
        "ana stealth-attacks bo with one_handed_melee_t2 for 18",
        "to_hit 15 = reflex 2, main_hand_melee 3, roll 10",
        "damage 18 = to_hit 15, body 3, tier 2, armour -2, shield 0",
    ]
    assert result.events[0].rulings == ("T6",)
    ana, bo, *_ = result.state.combatants
    assert bo.conditions.stealth_flagged_by == ()
    assert not ana.conditions.stealthed


def test_bow_stealth_attack() -> None:
    ana = sneak(weapons=(arm("bow_t3"),), bow=4)
    bo = dataclasses.replace(watchers(flagged=True)[0], position=None)
    result = resolve_action(
        state(dataclasses.replace(ana, position=None), bo),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((9,), 5),
    )
    assert lines(result.events)[1:] == [
        "to_hit 15 = reflex 2, bow 4, roll 9",
        "damage 16 = to_hit 15, tier 3, armour -2, shield 0",
    ]


def test_crossbow_stealth_attack_gains_nothing() -> None:
    # 2-Handed Crossbow: Tier - (Armour - 2 x Tier) = 3 - (8 - 6) = 1, no roll.
    ana = sneak(weapons=(arm("two_handed_crossbow_t3", ammo=(AmmunitionKind.BOLT, 0, 2)),))
    bo = fighter(
        "bo", "blue", at=(9, 0), armour=8, conditions=Conditions(stealth_flagged_by=("ana",))
    )
    result = resolve_action(
        state(ana, bo), Attack("ana", "bo", stealth_attack=True), ForcedDice((), 1)
    )
    assert lines(result.events)[1:] == ["damage 1 = tier 3, armour -8, armour_cut 6, shield 0"]
    assert result.state.combatants[0].weapons[0].reload_actions_needed == 2


def test_stealth_attack_needs_a_flag() -> None:
    ana = sneak(weapons=(arm("one_handed_melee_t2"),))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(ana, *watchers()), Attack("ana", "bo", stealth_attack=True), ForcedDice((10,), 5)
        )
    assert (info.value.reason, info.value.ruling) == ("NO_STEALTH_FLAG", "T6")


def test_flags_behind_terrain_survive_a_stealth_attack() -> None:
    ana = sneak(weapons=(arm("one_handed_melee_t1"),), conditions=Conditions(stealthed=True))
    flags = Conditions(stealth_flagged_by=("ana",))
    bo = fighter("bo", "blue", at=(1, 0), conditions=flags)
    cy = fighter("cy", "blue", at=(4, 0), conditions=flags)
    result = resolve_action(
        state(ana, bo, cy, obstacles=((2, 0),)),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((10,), 5),
    )
    ana, bo, cy = result.state.combatants
    assert (bo.conditions.stealth_flagged_by, cy.conditions.stealth_flagged_by) == ((), ("ana",))
    assert ana.conditions.stealthed
