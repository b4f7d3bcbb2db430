"""Traps (rulings T7, T16): setting (daily limit, 3 unseen steps in combat), movers contesting them,
damage and immobilisation (doubled with Basic tools), breaking free, disarming, trapping for food,
and the tools both need (none, crude or basic)."""

from __future__ import annotations

import pytest

from engine import ForcedDice, InvalidRequestError, RuleRefusal, resolve_action
from engine.actions import (
    BreakFree,
    DisarmTrap,
    Move,
    SetTrap,
    TieredStat,
    TrapForFood,
    TrapTools,
)
from engine.results import TrapForFoodResult
from engine.state import Combatant, Conditions, EncounterState, Position, Ruleset, Trap
from engine.trace import Condition, ConditionChange, Outcome
from tests.engine.factories import arrayer_fighter
from tests.engine.tiered.support import fighter, lines, state


def trapper(**kwargs: object) -> Combatant:
    """ana: Traps 3, Presence 2."""
    return fighter("ana", "red", at=(0, 0), traps=3, presence=2, **kwargs)  # type: ignore[arg-type]


def walker(**kwargs: object) -> Combatant:
    """bo: Traps 1, Presence 1, Body 3, at (0, 5)."""
    return fighter("bo", "blue", at=(0, 5), traps=1, presence=1, **kwargs)  # type: ignore[arg-type]


def test_out_of_combat_trap_is_set_at_once() -> None:
    action = SetTrap("ana", "snare", Position(1, 0), out_of_combat=True)
    result = resolve_action(state(trapper(), walker()), action, ForcedDice((11,), 5))
    assert lines(result.events) == [
        "ana sets trap snare at (1, 0), difficulty 16",
        "difficulty 16 = traps 3, presence 2, roll 11",
    ]
    assert result.state.traps == (Trap("snare", "ana", Position(1, 0), 16, traps_skill=3),)
    ana = result.state.combatants[0]
    assert ana.tiered is not None and ana.tiered.traps_set_today == 1


def test_daily_limit_is_the_traps_skill() -> None:
    action = SetTrap("ana", "snare", out_of_combat=True)
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(trapper(traps_set_today=3), walker()), action, ForcedDice((11,), 5))
    assert (info.value.reason, info.value.ruling) == ("TRAP_DAILY_LIMIT", "T7")


def test_in_combat_only_unseen_and_in_three_steps() -> None:
    seen = state(trapper(), walker())
    with pytest.raises(RuleRefusal) as info:
        resolve_action(seen, SetTrap("ana", "snare"), ForcedDice((), 1))
    assert info.value.reason == "TRAP_SETTER_SEEN"
    hidden = state(trapper(), walker(), obstacles=((0, 3),))
    one = resolve_action(hidden, SetTrap("ana", "snare"), ForcedDice((), 1))
    two = resolve_action(one.state, SetTrap("ana", "snare"), ForcedDice((9,), 1))
    three = resolve_action(two.state, SetTrap("ana", "snare"), ForcedDice((), 1))
    assert [e.summary for r in (one, two, three) for e in r.events] == [
        "ana gets the gear ready for trap snare at (0, 0) (step 1 of 3)",
        "ana sets and hides trap snare at (0, 0), difficulty 14",
        "ana clears up after trap snare at (0, 0) (step 3 of 3)",
    ]
    assert [r.state.traps[0].setup_steps_left for r in (one, two, three)] == [2, 1, 0]


def field(trap: Trap, *combatants: Combatant) -> EncounterState:
    return state(*combatants).with_traps((trap,))


SNARE = Trap("snare", "ana", Position(0, 2), 16, traps_skill=3)


@pytest.mark.parametrize(
    ("basic", "damage", "rounds"),
    [(False, 9, 3), (True, 18, 6)],
)
def test_trap_triggers_on_a_mover_near_it(basic: bool, damage: int, rounds: int) -> None:
    # bo walks (0,4) -> (0,3): adjacent to the trap at (0,2). 1 + 1 + 5 = 7 against 16: caught.
    trap = SNARE.with_basic_tools(basic)
    move = Move("bo", (Position(0, 4), Position(0, 3), Position(1, 2)))
    result = resolve_action(field(trap, trapper(), walker()), move, ForcedDice((5,), 5))
    summaries = [e.summary for e in result.events]
    assert summaries == [
        "bo moves 2, to (0, 3), and is caught by trap snare",
        f"trap snare (16) catches bo (7): {damage} damage, immobilised {rounds} rounds",
    ]
    bo = result.state.combatants[1]
    assert bo.position == Position(0, 3)
    assert (bo.hp, bo.conditions.immobilised_rounds, bo.conditions.immobilised_difficulty) == (
        30 - damage,
        rounds,
        16,
    )
    assert result.state.traps == ()
    assert ConditionChange("bo", Condition.IMMOBILISED, True) in result.events[1].condition_changes


@pytest.mark.parametrize(
    ("fallen_at", "trap_at", "summaries", "stop"),
    [
        # Caught stepping over cy at (0, 3): bo stops on (0, 4), the last square holding nobody.
        ((0, 3), (0, 2), ["bo moves 1, to (0, 4), and is caught by trap snare"], (0, 4)),
        # Caught on its first step, over cy at (0, 4): bo stays where it started; no move shown.
        ((0, 4), (1, 4), [], (0, 5)),
    ],
)
def test_a_trap_never_stops_a_mover_on_a_fallen_combatant(
    fallen_at: tuple[int, int],
    trap_at: tuple[int, int],
    summaries: list[str],
    stop: tuple[int, int],
) -> None:
    cy = fighter("cy", "blue", at=fallen_at, hp=0)
    trap = SNARE.with_position(Position(*trap_at))
    move = Move("bo", (Position(0, 4), Position(0, 3), Position(0, 2)))
    result = resolve_action(field(trap, trapper(), walker(), cy), move, ForcedDice((5,), 5))
    assert [e.summary for e in result.events][:-1] == summaries
    assert result.events[-1].summary.startswith("trap snare (16) catches bo (7)")
    assert result.state.combatants[1].position == Position(*stop)


def test_trap_without_damage_only_holds() -> None:
    trap = SNARE.with_deals_damage(False)
    result = resolve_action(
        field(trap, trapper(), walker()),
        Move("bo", (Position(0, 4), Position(0, 3))),
        ForcedDice((5,), 5),
    )
    assert (
        result.events[1].summary == "trap snare (16) catches bo (7): 0 damage, immobilised 3 rounds"
    )


def test_mover_who_beats_the_trap_discovers_it() -> None:
    result = resolve_action(
        field(SNARE, trapper(), walker()),
        Move("bo", (Position(0, 4), Position(0, 3))),
        ForcedDice((15,), 5),
    )
    assert result.events[1].summary == "bo discovers trap snare (17 against 16)"
    assert result.events[1].outcome is Outcome.FAILURE
    assert result.state.traps[0].known_by == ("bo",)
    assert result.state.combatants[1].position == Position(0, 3)


def test_allies_and_those_who_know_pass_safely() -> None:
    ally = fighter("cy", "red", at=(0, 5))
    result = resolve_action(
        field(SNARE, trapper(), ally),
        Move("cy", (Position(0, 4), Position(0, 3))),
        ForcedDice((), 1),
    )
    assert len(result.events) == 1


def test_immobilised_cannot_move_but_can_break_free() -> None:
    held = walker(body=3, conditions=Conditions(immobilised_rounds=3, immobilised_difficulty=16))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(trapper(), held), Move("bo", (Position(0, 4),)), ForcedDice((), 1))
    assert info.value.reason == "CANNOT_MOVE"
    # Body 3 + Traps 1 + 13 = 17 > 16.
    free = resolve_action(
        state(trapper(), held), BreakFree("bo", TieredStat.BODY), ForcedDice((13,), 1)
    )
    assert lines(free.events) == [
        "bo breaks free (17 against 16)",
        "escape 17 = body 3, traps 1, roll 13",
        "difficulty 16 = trap 16",
    ]
    assert free.state.combatants[1].conditions.immobilised_rounds == 0
    stuck = resolve_action(
        state(trapper(), held), BreakFree("bo", TieredStat.PRESENCE), ForcedDice((13,), 1)
    )
    assert stuck.events[0].summary == "bo stays caught (15 against 16)"


def test_disarm_a_known_trap() -> None:
    trap = SNARE.with_known_by(("bo",))
    bo = walker().with_position(Position(0, 3))
    result = resolve_action(
        field(trap, trapper(), bo), DisarmTrap("bo", "snare"), ForcedDice((), 1)
    )
    assert result.events[0].summary == "bo disarms trap snare"
    assert result.state.traps == ()
    with pytest.raises(RuleRefusal) as info:
        resolve_action(field(SNARE, trapper(), bo), DisarmTrap("bo", "snare"), ForcedDice((), 1))
    assert info.value.reason == "TRAP_NOT_KNOWN"


@pytest.mark.parametrize(
    ("action", "face", "expected", "next_difficulty"),
    [
        # Wilderness 5 zones out, 2 successful days, 1 month of regeneration: 20 - 5 + 2 - 1 = 16.
        # 3 + 2 + 15 = 20: 4 over.
        (
            TrapForFood("ana", zones_away=5, successful_days=2, months_elapsed=1),
            15,
            [
                "ana traps 20 against 16: 4 food, 20 feathers, 4 cloth",
                "trapping 20 = traps 3, presence 2, roll 15",
                "difficulty 16 = base 20, zones_away -5, successful_days 2, regeneration -1",
                "food 4 = over 4, basic_tools 0",
                "feathers 20 = over_x5 20",
                "cloth 4 = over 4, basic_tools 0",
                "successful_days 2 = days 2",
            ],
            17,  # 20 - 5 + 2: the month's regeneration is spent
        ),
        (
            TrapForFood("ana", on_road=True, basic_tools=True),
            19,
            [
                "ana traps 24 against 20: 8 food, 20 feathers, 8 cloth",
                "trapping 24 = traps 3, presence 2, roll 19",
                "difficulty 20 = road 20",
                "food 8 = over 4, basic_tools 4",
                "feathers 20 = over_x5 20",
                "cloth 8 = over 4, basic_tools 4",
                "successful_days 0 = days 0",
            ],
            20,  # a road's difficulty never changes
        ),
        (
            TrapForFood("ana", zones_away=30),
            1,
            [
                "ana traps 6 against 1: 5 food, 25 feathers, 5 cloth",
                "trapping 6 = traps 3, presence 2, roll 1",
                "difficulty 1 = base 20, zones_away -30, minimum 11, successful_days 0",
                "food 5 = over 5, basic_tools 0",
                "feathers 25 = over_x5 25",
                "cloth 5 = over 5, basic_tools 0",
                "successful_days 1 = days 1",
            ],
            2,  # the minimum 1, and the day just had
        ),
    ],
)
def test_trapping_for_food(
    action: TrapForFood, face: int, expected: list[str], next_difficulty: int
) -> None:
    result = resolve_action(state(trapper()), action, ForcedDice((face,), 1))
    assert lines(result.events) == expected
    assert isinstance(result.result, TrapForFoodResult)
    assert result.result.next_difficulty == next_difficulty


def test_trap_ids_are_unique_and_setup_steps_bounded() -> None:
    twice = state(trapper()).with_traps((SNARE, SNARE))
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(twice, DisarmTrap("ana", "snare"), ForcedDice((), 1))
    assert (info.value.reason, info.value.field) == ("DUPLICATE_ID", "state.traps[1].id")
    odd = state(trapper()).with_traps((SNARE.with_setup_steps_left(4),))
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(odd, DisarmTrap("ana", "snare"), ForcedDice((), 1))
    assert info.value.field == "state.traps[0].setup_steps_left"


def test_tiered_actions_are_refused_in_arrayer_encounters() -> None:
    arrayer = EncounterState(Ruleset.ARRAYER, (arrayer_fighter("ana", "red"),))
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(arrayer, TrapForFood("ana"), ForcedDice((10,), 1))
    assert (info.value.reason, info.value.field) == ("RULESET_MISMATCH", "action.trap_for_food")


@pytest.mark.parametrize(
    ("action", "field"),
    [
        (SetTrap("ana", "snare", out_of_combat=True, tools=TrapTools.NONE), "set_trap"),
        (TrapForFood("ana", on_road=True, tools=TrapTools.NONE), "trap_for_food"),
    ],
)
def test_traps_need_at_least_crude_tools(action: SetTrap | TrapForFood, field: str) -> None:
    # T16: "Traps requires a minimum Crude tools to perform."
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(trapper(), walker()), action, ForcedDice((11,), 5))
    assert (info.value.reason, info.value.field, info.value.ruling, info.value.message) == (
        "TRAP_NEEDS_TOOLS",
        f"action.{field}.tools",
        "T16",
        "'ana' has no tools: traps need at least crude tools",
    )


@pytest.mark.parametrize(
    ("tools", "basic_tools", "doubled"),
    [
        (None, False, False),  # T16: unspecified is crude...
        (None, True, True),  # ... or basic where the request says so
        (TrapTools.CRUDE, False, False),
        (TrapTools.BASIC, False, True),
        (TrapTools.BASIC, True, True),
    ],
)
def test_crude_or_basic_tools(tools: TrapTools | None, basic_tools: bool, doubled: bool) -> None:
    action = SetTrap("ana", "snare", out_of_combat=True, basic_tools=basic_tools, tools=tools)
    result = resolve_action(state(trapper(), walker()), action, ForcedDice((11,), 5))
    assert result.state.traps[0].basic_tools is doubled
    food = TrapForFood("ana", on_road=True, basic_tools=basic_tools, tools=tools)
    result = resolve_action(state(trapper()), food, ForcedDice((19,), 1))
    assert result.events[0].summary == (
        "ana traps 24 against 20: "
        + ("8 food, 20 feathers, 8 cloth" if doubled else "4 food, 20 feathers, 4 cloth")
    )


@pytest.mark.parametrize("tools", [TrapTools.NONE, TrapTools.CRUDE])
def test_basic_tools_contradicting_the_tools_is_invalid(tools: TrapTools) -> None:
    for action, field in (
        (SetTrap("ana", "snare", out_of_combat=True, basic_tools=True, tools=tools), "set_trap"),
        (TrapForFood("ana", basic_tools=True, tools=tools), "trap_for_food"),
    ):
        with pytest.raises(InvalidRequestError) as info:
            resolve_action(state(trapper(), walker()), action, ForcedDice((11,), 5))
        assert (info.value.reason, info.value.field, info.value.message) == (
            "CONFLICTING_OPTIONS",
            f"action.{field}.tools",
            f"basic_tools is true but tools is {tools.name.lower()}",
        )
