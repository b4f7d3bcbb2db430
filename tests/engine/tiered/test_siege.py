"""Siege weapons (ruling T8): requirements, hit and damage, stationary targets, reloads, and the
document's range, reload, crew and transport tables regenerated from the formulas."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Attack, ForcedDice, RuleRefusal, resolve_action
from engine.state import Combatant, Position
from engine.tiered.actions import Reload
from engine.tiered.forms import siege_crew, siege_range, siege_reload_turns, siege_transport_body
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
        ({}, ("cy",), 91, "TARGET_OUT_OF_REACH"),  # (4 + 5) x 10 = 90
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


# The document's tables, as printed (cells run together).
RANGE_TABLE = """
Skill: 5Skill: 6Skill: 7Skill: 8Skill: 9Skill: 10Skill: 11Skill: 12
Tier 160708090100110120130
Tier 2708090100110120130140
Tier 38090100110120130140150
Tier 490100110120130140150160
Tier 5100110120130140150160170
Tier 6110120130140150160170180
Tier 7120130140150160170180190
Tier 8130140150160170180190200
Tier 9140150160170180190200210
Tier 10150160170180190200210220
Tier 11160170180190200210220230
Tier 12170180190200210220230240
"""
RELOAD_TABLE = """
Tier# of TurnsTier# of Turns
12714
24816
36918
481020
5101122
6121224
"""
CREW_TABLE = """
Tier# of PeopleTier# of People
1174
2184
3295
42105
53116
63126
"""
TRANSPORT_TABLE = """
TierTotal BodyTierTotal Body
14728
28832
312936
4161040
5201144
6241248
"""


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
