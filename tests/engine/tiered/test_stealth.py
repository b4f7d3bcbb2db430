"""Stealth (ruling T6): checks with individual and group defence rolls, flags, the free stealth
attack with the document's formulas, locating a stealthed combatant, and flags lapsing."""

from __future__ import annotations

import dataclasses

import pytest

from engine import (
    Attack,
    ForcedDice,
    InvalidRequestError,
    RuleRefusal,
    ScriptedAction,
    resolve_action,
    resolve_encounter,
)
from engine.state import AmmunitionKind, Combatant, Conditions
from engine.tiered.actions import LocateStealthed, StealthCheck
from engine.trace import Condition, ConditionChange, EventKind, Outcome
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


def hidden_from_both() -> tuple[Combatant, ...]:
    """ana stealthed, flagged by bo (Stealth 1, Presence 1) and cy (Stealth 3, Presence 3)."""
    flags = Conditions(stealth_flagged_by=("ana",))
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1, conditions=flags)
    cy = fighter("cy", "blue", at=(5, 5), presence=3, stealth=3, conditions=flags)
    return sneak(conditions=Conditions(stealthed=True)), bo, cy


def test_locating_takes_the_locators_flag_only() -> None:
    # bo 1 + 1 + 15 = 17 beats ana 4 + 2 + 5 = 11: bo sees her again; cy still holds a flag, so
    # ana stays stealthed.
    result = resolve_action(
        state(*hidden_from_both()), LocateStealthed("bo", "ana"), ForcedDice((15, 5), 5)
    )
    assert lines(result.events) == [
        "bo (17) locates ana (11)",
        "search 17 = stealth 1, presence 1, roll 15",
        "stealth 11 = stealth 4, presence 2, roll 5",
    ]
    (event,) = result.events
    assert (event.kind, event.outcome, event.rulings) == (
        EventKind.LOCATE,
        Outcome.SUCCESS,
        ("T6", "S4"),
    )
    assert [(d.face, d.combatant_id) for d in event.dice] == [(15, "bo"), (5, "ana")]
    assert event.condition_changes == (ConditionChange("bo", Condition.STEALTH_FLAGGED, False),)
    ana, bo, cy = result.state.combatants
    assert (bo.conditions.stealth_flagged_by, cy.conditions.stealth_flagged_by) == ((), ("ana",))
    assert ana.conditions.stealthed
    # cy 3 + 3 + 10 = 16 beats ana 4 + 2 + 9 = 15: the last flag goes, and ana is seen.
    again = resolve_action(result.state, LocateStealthed("cy", "ana"), ForcedDice((10, 9), 5))
    assert again.events[0].condition_changes == (
        ConditionChange("cy", Condition.STEALTH_FLAGGED, False),
        ConditionChange("ana", Condition.STEALTHED, False),
    )
    assert not again.state.combatants[0].conditions.stealthed


@pytest.mark.parametrize(
    ("faces", "outcome", "summary"),
    [
        ((9, 5), Outcome.TIE, "bo (11) ties with ana (11)"),  # S4: a tie changes nothing
        ((2, 5), Outcome.FAILURE, "bo (4) fails to locate ana (11)"),
    ],
)
def test_failed_or_tied_search_changes_nothing(
    faces: tuple[int, int], outcome: Outcome, summary: str
) -> None:
    start = state(*hidden_from_both())
    result = resolve_action(start, LocateStealthed("bo", "ana"), ForcedDice(faces, 5))
    assert (result.events[0].summary, result.events[0].outcome) == (summary, outcome)
    assert result.events[0].condition_changes == ()
    assert result.state.combatants == start.combatants


def test_locating_needs_the_targets_flag() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(sneak(), *watchers()), LocateStealthed("bo", "ana"), ForcedDice((10, 10), 5)
        )
    assert (info.value.reason, info.value.field, info.value.ruling) == (
        "NO_STEALTH_FLAG",
        "action.locate_stealthed.target_id",
        "T6",
    )


def test_locating_is_the_turns_contested_action() -> None:
    # bo's turn: locating ana, then a punch (a contested exchange) is one contested too many.
    ana, bo, _ = hidden_from_both()
    start = dataclasses.replace(state(ana, bo), turn_order=("bo", "ana"))
    script = (
        ScriptedAction(1, LocateStealthed("bo", "ana")),
        ScriptedAction(1, Attack("bo", "ana")),
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(start, ForcedDice((15, 5), 5), max_rounds=1, script=script)
    assert (info.value.reason, info.value.field) == ("ACTION_ECONOMY_EXCEEDED", "script[1]")


def test_tactic_searches_when_every_enemy_is_hidden() -> None:
    # bo sees no enemy, so its tactic tries to locate ana (17 against 11) and, finding her,
    # leaves her nothing to lapse at the start of her turn; she then punches (a 10-10 tie).
    ana, bo, _ = hidden_from_both()
    start = dataclasses.replace(state(ana, bo), turn_order=("bo", "ana"))
    result = resolve_encounter(start, ForcedDice((15, 5, 10, 10), 5), max_rounds=1)
    assert [(e.kind, e.actor_id, e.outcome) for e in result.events][1:3] == [
        (EventKind.LOCATE, "bo", Outcome.SUCCESS),
        (EventKind.ATTACK, "ana", Outcome.TIE),
    ]
    assert not result.state.combatants[0].conditions.stealthed
