"""`tiered` turns in ResolveEncounter: the action economy (T2), scripted turns of several actions,
the default tactic with ranged weapons, stealth flags lapsing (T6) and immobilisation counting
down (T7)."""

from __future__ import annotations

import pytest

from engine import (
    Attack,
    ForcedDice,
    InvalidRequestError,
    RuleRefusal,
    ScriptedAction,
    resolve_encounter,
)
from engine.actions import Move, Reload, SetTrap, StealthCheck
from engine.options import EncounterOptions
from engine.state import Conditions, EncounterState, Position
from tests.engine.tiered.support import arm, fighter, state


def duel(bo_at: tuple[int, int] = (20, 0), **ana: object) -> EncounterState:
    """ana with an unloaded two-handed crossbow (Two-Handed Crossbow 5) against bare-handed bo;
    the turn order is given, so no initiative dice."""
    ana_weapons = (arm("two_handed_crossbow_t2", reload=2),)
    return state(
        fighter("ana", "red", at=(0, 0), weapons=ana_weapons, two_handed_crossbow=5, **ana),  # type: ignore[arg-type]
        fighter("bo", "blue", at=bo_at, unarmed=2),
    ).with_turn_order(("ana", "bo"))


def kinds(events: tuple[object, ...]) -> list[str]:
    return [e.kind.name for e in events]  # type: ignore[attr-defined]


def test_two_non_contested_then_a_contested_action_is_refused() -> None:
    script = tuple(
        ScriptedAction(1, a)
        for a in (
            Reload("ana", "two_handed_crossbow_t2"),
            Reload("ana", "two_handed_crossbow_t2"),
            Attack("ana", "bo"),  # 20 tiles: beyond the guaranteed 5, a contested shot
        )
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(duel(), ForcedDice((), 10), EncounterOptions(max_rounds=1, script=script))
    assert (info.value.reason, info.value.field, info.value.ruling) == (
        "ACTION_ECONOMY_EXCEEDED",
        "script[2]",
        "T2",
    )


def test_reload_then_guaranteed_shot_fit_one_turn() -> None:
    state_ = duel(bo_at=(4, 0))
    state_ = state_.with_combatants(
        (
            state_.combatants[0].with_weapons((arm("two_handed_crossbow_t2", reload=1),)),
            state_.combatants[1],
        )
    )
    script = (
        ScriptedAction(1, Reload("ana", "two_handed_crossbow_t2")),
        ScriptedAction(1, Attack("ana", "bo")),
    )
    result = resolve_encounter(
        state_, ForcedDice((10, 10), 10), EncounterOptions(max_rounds=1, script=script)
    )
    assert kinds(result.events)[:4] == ["ROUND_START", "RELOAD", "ATTACK", "MOVE"]
    assert result.events[2].summary == (
        "ana hits bo with two_handed_crossbow_t2 at 4 tiles (guaranteed within 5) for 2"
    )


def test_two_contested_actions_are_refused() -> None:
    script = (
        ScriptedAction(1, StealthCheck("ana", ("bo",), obscured_from_ids=("bo",))),
        ScriptedAction(1, StealthCheck("ana", ("bo",), obscured_from_ids=("bo",))),
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(
            duel(), ForcedDice((1, 20), 10), EncounterOptions(max_rounds=1, script=script)
        )
    assert info.value.field == "script[1]"


def test_a_turn_holds_at_most_three_scripted_actions() -> None:
    move = Move("ana", (Position(1, 0),))
    script = tuple(ScriptedAction(1, move) for _ in range(4))
    with pytest.raises(InvalidRequestError) as info:
        resolve_encounter(duel(), ForcedDice((), 10), EncounterOptions(max_rounds=1, script=script))
    assert (info.value.reason, info.value.field) == ("DUPLICATE_SCRIPTED_ACTION", "script[3]")


def test_stealth_check_and_free_stealth_attack_in_one_turn() -> None:
    ana = fighter("ana", "red", at=(0, 0), stealth=5, unarmed=1)
    bo = fighter("bo", "blue", at=(1, 0))
    state_ = state(ana, bo).with_turn_order(("ana", "bo"))
    script = (
        ScriptedAction(1, StealthCheck("ana", ("bo",), obscured_from_ids=("bo",))),
        ScriptedAction(1, Attack("ana", "bo", stealth_attack=True)),
        ScriptedAction(1, Move("ana", (Position(0, 1),))),
    )
    # ana 5 + 15 = 20 against bo 0 + 3; the stealth attack's to-hit 2 + 1 + 10 = 13.
    result = resolve_encounter(
        state_, ForcedDice((15, 3, 10, 10, 10), 10), EncounterOptions(max_rounds=1, script=script)
    )
    assert kinds(result.events)[:5] == [
        "ROUND_START",
        "STEALTH_CHECK",
        "STEALTH_CHECK",
        "ATTACK",
        "MOVE",
    ]
    assert result.events[3].summary == "ana stealth-attacks bo with unarmed for 16"


def test_failed_stealth_check_skips_the_stealth_attack() -> None:
    ana = fighter("ana", "red", at=(0, 0), stealth=5, unarmed=1)
    bo = fighter("bo", "blue", at=(1, 0), stealth=5)
    state_ = state(ana, bo).with_turn_order(("ana", "bo"))
    script = (
        ScriptedAction(1, StealthCheck("ana", ("bo",), obscured_from_ids=("bo",))),
        ScriptedAction(1, Attack("ana", "bo", stealth_attack=True)),
    )
    result = resolve_encounter(
        state_, ForcedDice((2, 19, 10, 10), 10), EncounterOptions(max_rounds=1, script=script)
    )
    assert kinds(result.events) == [
        "ROUND_START",
        "STEALTH_CHECK",
        "STEALTH_CHECK",
        "ATTACK",
        "COUNTERATTACK",
        "ENCOUNTER_END",
    ]
    assert result.events[3].actor_id == "bo"


def test_tactic_reloads_then_shoots() -> None:
    # Round 1: ana reloads twice (2 non-contested); bo closes 5 tiles to (3, 0).
    # Round 2: ana's guaranteed shot (3 <= 5) for Tier 2 and a first reload; bo closes and
    # strikes (10 vs 10: tie).
    result = resolve_encounter(
        duel(bo_at=(8, 0)), ForcedDice((10, 10), 10), EncounterOptions(max_rounds=2)
    )
    assert kinds(result.events) == [
        "ROUND_START",
        "RELOAD",
        "RELOAD",
        "MOVE",
        "ROUND_START",
        "ATTACK",
        "RELOAD",
        "MOVE",
        "ATTACK",
        "ENCOUNTER_END",
    ]
    assert result.events[5].summary == (
        "ana hits bo with two_handed_crossbow_t2 at 3 tiles (guaranteed within 5) for 2"
    )


def test_stealth_flags_lapse_and_immobilisation_counts_down() -> None:
    ana = fighter("ana", "red", at=(0, 0), conditions=Conditions(stealthed=True))
    bo = fighter(
        "bo",
        "blue",
        at=(10, 0),
        conditions=Conditions(
            stealth_flagged_by=("ana",), immobilised_rounds=1, immobilised_difficulty=12
        ),
    )
    state_ = state(ana, bo).with_turn_order(("ana", "bo"))
    result = resolve_encounter(state_, ForcedDice((), 10), EncounterOptions(max_rounds=1))
    assert [e.summary for e in result.events][1:4] == [
        "ana's stealth flags lapse at the start of its turn",
        "ana moves 5 toward bo, to (5, 0)",
        "bo is no longer immobilised",
    ]
    ana, bo = result.state.combatants
    assert not ana.conditions.stealthed
    assert bo.conditions == Conditions()
    assert bo.position == Position(10, 0)  # held: it could not move on its turn


def test_a_flagged_combatant_does_not_pick_its_stealther() -> None:
    ana = fighter("ana", "red", at=(1, 0), conditions=Conditions(stealthed=True))
    cy = fighter("cy", "red", at=(4, 0))
    bo = fighter("bo", "blue", at=(0, 0), conditions=Conditions(stealth_flagged_by=("ana",)))
    state_ = state(ana, cy, bo).with_turn_order(("bo", "ana", "cy"))
    result = resolve_encounter(state_, ForcedDice((10,) * 6, 10), EncounterOptions(max_rounds=1))
    # bo ignores ana next to it and closes on cy (the tie at 10 + 2 does nothing).
    assert [e.summary for e in result.events][1:3] == [
        "bo moves 3 toward cy, to (3, 0)",
        "bo and cy tie at 12: nothing happens",
    ]


def test_a_siege_reload_takes_the_whole_turn() -> None:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("siege_weapon_t1", reload=2),),
        siege_weapon=1,
        scholar=5,
    )
    state_ = state(ana, fighter("bo", "blue", at=(20, 0))).with_turn_order(("ana", "bo"))
    script = (
        ScriptedAction(1, Reload("ana", "siege_weapon_t1")),
        ScriptedAction(1, Move("ana", (Position(0, 1),))),
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(state_, ForcedDice((), 10), EncounterOptions(max_rounds=1, script=script))
    assert (info.value.reason, info.value.field) == ("ACTION_ECONOMY_EXCEEDED", "script[1]")


def test_setting_a_trap_in_combat_spans_turns() -> None:
    ana = fighter("ana", "red", at=(0, 0), traps=2)
    bo = fighter("bo", "blue", at=(0, 9))
    hidden = state(ana, bo, obstacles=((0, 4),)).with_turn_order(("ana", "bo"))
    setup = SetTrap("ana", "snare")
    too_much = tuple(ScriptedAction(1, setup) for _ in range(3))
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(
            hidden, ForcedDice((9,), 10), EncounterOptions(max_rounds=1, script=too_much)
        )
    assert info.value.field == "script[2]"  # prepare (non-contested) + set (contested) is the turn
    spread = (*too_much[:2], ScriptedAction(2, setup))
    assert bo.tiered is not None
    bo_stays = bo.with_tiered(bo.tiered.with_move(0))
    hidden = hidden.with_combatants((ana, bo_stays))
    result = resolve_encounter(
        hidden, ForcedDice((9,), 10), EncounterOptions(max_rounds=2, script=spread)
    )
    assert [t.setup_steps_left for t in result.state.traps] == [0]
    assert result.state.traps[0].difficulty == 11
