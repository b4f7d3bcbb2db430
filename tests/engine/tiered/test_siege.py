"""Siege weapons (ruling T8): requirements, hit and damage, stationary targets, reloads, the Body
it takes to move one, and the document's range, reload, crew and transport tables regenerated from
the formulas."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Attack, ForcedDice, RuleRefusal, resolve_action, resolve_encounter
from engine.actions import Move, Reload
from engine.options import EncounterOptions
from engine.state import Combatant, Position
from engine.tiered.forms import siege_crew, siege_range, siege_reload_turns, siege_transport_body
from engine.trace import EventKind
from tests.engine.tiered.document import (
    CREW_TABLE,
    RANGE_TABLE,
    RELOAD_TABLE,
    TRANSPORT_TABLE,
)
from tests.engine.tiered.support import arm, fighter, lines, state


def crew(scholar: int = 5, skill: int = 4, tier: int = 4, reload: int = 0) -> tuple[Combatant, ...]:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm(f"siege_weapon_t{tier}", reload=reload),),
        scholar=scholar,
        siege_weapon=skill,
    )
    return ana, fighter("cy", "red", at=(0, 1))


def bo(x: int = 50) -> Combatant:
    return fighter("bo", "blue", at=(x, 0), reflex=3, unarmed=2, armour=2)


def test_siege_hit_is_a_bare_d20_against_reflex_skill_d20() -> None:
    result = resolve_action(
        state(*crew(), bo()), Attack("ana", "bo", crew_ids=("cy",)), ForcedDice((18, 5), 5)
    )
    assert lines(result.events) == [
        "ana beats bo by 8 with siege_weapon_t4 for 46",
        "attack 18 = roll 18",
        "defence 10 = reflex 3, unarmed 2, roll 5",
        "damage 46 = tier_x10 40, difference 8, armour -2, shield 0",
    ]
    # T8: reloading takes 2 x Tier turns.
    assert result.state.combatants[0].weapons[0].reload_actions_needed == 8


def test_stationary_target_rolls_nothing() -> None:
    attack = Attack("ana", "", crew_ids=("cy",), target_position=Position(30, 0))
    result = resolve_action(state(*crew()), attack, ForcedDice((12,), 5))
    assert lines(result.events) == [
        "ana hits the stationary target at (30, 0) with siege_weapon_t4 for 52",
        "attack 12 = roll 12",
        "damage 52 = tier_x10 40, difference 12",
    ]


@pytest.mark.parametrize(
    ("kwargs", "crew_ids", "x", "reason"),
    [
        ({"scholar": 4}, ("cy",), 50, "SCHOLAR_TOO_LOW"),
        ({"skill": 3}, ("cy",), 50, "SIEGE_SKILL_BELOW_TIER"),
        ({}, (), 50, "CREW_TOO_SMALL"),
        ({}, ("cy",), 91, "TARGET_OUT_OF_RANGE"),  # (4 + 5) x 10 = 90
        ({"reload": 1}, ("cy",), 50, "WEAPON_NOT_LOADED"),
    ],
)
def test_siege_requirements(
    kwargs: dict[str, int], crew_ids: tuple[str, ...], x: int, reason: str
) -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(*crew(**kwargs), bo(x)),
            Attack("ana", "bo", crew_ids=crew_ids),
            ForcedDice((10, 10), 5),
        )
    assert (info.value.reason, info.value.ruling) == (reason, "T8")


def test_a_tile_beyond_siege_range_is_named_in_the_refusal() -> None:
    attack = Attack("ana", "", crew_ids=("cy",), target_position=Position(91, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(*crew()), attack, ForcedDice((12,), 5))
    assert (info.value.field, info.value.ruling) == ("action.attack.target_position", "T8")
    assert str(info.value) == (
        "the tile (91, 0) is 91 tiles away, beyond the range (90) of 'siege_weapon_t4'"
    )


def test_siege_only_weapons_fire_at_tiles() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("bow_t1"),))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(ana), Attack("ana", "", target_position=Position(3, 0)), ForcedDice((10,), 5)
        )
    assert info.value.reason == "STATIONARY_TARGET_NEEDS_SIEGE"


def test_siege_reload_counts_turns() -> None:
    result = resolve_action(
        state(*crew(reload=8)), Reload("ana", "siege_weapon_t4"), ForcedDice((), 1)
    )
    assert lines(result.events) == [
        "ana reloads siege_weapon_t4 (7 to go)",
        "reload_actions_needed 7 = before 8, reload -1",
    ]
    assert result.events[0].rulings == ("T8",)


def test_siege_range_table() -> None:
    scholars = range(5, 13)
    rows = ["".join(f"Skill: {s}" for s in scholars)]
    rows += [f"Tier {t}" + "".join(str(siege_range(t, s)) for s in scholars) for t in range(1, 13)]
    assert rows == RANGE_TABLE.strip().splitlines()


@pytest.mark.parametrize(
    ("table", "formula", "heading"),
    [
        (RELOAD_TABLE, siege_reload_turns, "Tier# of TurnsTier# of Turns"),
        (CREW_TABLE, siege_crew, "Tier# of PeopleTier# of People"),
        (TRANSPORT_TABLE, siege_transport_body, "TierTotal BodyTierTotal Body"),
    ],
)
def test_siege_two_column_tables(table: str, formula: Callable[[int], int], heading: str) -> None:
    rows = [heading]
    rows += [f"{t}{formula(t)}{t + 6}{formula(t + 6)}" for t in range(1, 7)]
    assert rows == table.strip().splitlines()


@pytest.mark.parametrize(
    ("tier", "body", "moves"),
    [(1, 4, True), (1, 3, False), (4, 16, True), (4, 15, False)],  # 4 x Tier
)
def test_moving_with_a_siege_weapon_takes_4_x_tier_body(tier: int, body: int, moves: bool) -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm(f"siege_weapon_t{tier}"),), body=body)
    step = Move("ana", (Position(1, 0),))
    if moves:
        result = resolve_action(state(ana, bo()), step, ForcedDice((), 1))
        assert result.state.combatants[0].position == Position(1, 0)
        return
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(ana, bo()), step, ForcedDice((), 1))
    assert (info.value.reason, info.value.field, info.value.ruling) == (
        "SIEGE_TOO_HEAVY",
        "action.move.combatant_id",
        "T8",
    )
    assert info.value.message == (
        f"'ana' has Body {body}, below the total Body {4 * tier} (4 x Tier) needed to move its "
        "siege weapon"
    )


def test_the_tactic_leaves_a_siege_weapon_it_cannot_move_in_place() -> None:
    # ana (Body 3) holds a Tier 4 siege weapon (16 Body to move) and has no one in reach: she
    # stays put; bo (Body 3, nothing to carry) walks up to her.
    ana, _ = crew()
    start = state(ana, bo(x=8)).with_turn_order(("ana", "bo"))
    result = resolve_encounter(start, ForcedDice((), 1), EncounterOptions(max_rounds=1))
    assert [(e.kind, e.actor_id) for e in result.events][1:-1] == [(EventKind.MOVE, "bo")]
    assert result.state.combatants[0].position == Position(0, 0)
