"""ARRAYER movement under forced dice: a move disrupts a reload (A14), the mancatcher's hold and
trap (A28), simultaneous steps (A17) and movement-phase interceptions (A18,
engine/arrayer/simultaneous.py)."""

from __future__ import annotations

import pytest

from engine import ForcedDice, RuleRefusal, resolve_action, resolve_encounter
from engine.actions import Attack, Move, ScriptedAction
from engine.catalog import ARRAYER_DEFAULTS
from engine.options import EncounterOptions
from engine.state import (
    ArrayerCombatant,
    ArrayerRules,
    ArrayerWeaponType,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Obstacle,
    Position,
    Ruleset,
    find_combatant,
)
from engine.trace import EventKind, Outcome, TraceEvent
from tests.engine.factories import arrayer_fighter


def path(*squares: tuple[int, int]) -> tuple[Position, ...]:
    return tuple(Position(x, y) for x, y in squares)


def after(state: EncounterState, combatant_id: str) -> Combatant:
    combatant = find_combatant(state, combatant_id)
    assert combatant is not None
    return combatant


# --- A14: moving disrupts a reload ---------------------------------------------------------------


def archer(chits: int) -> Combatant:
    ana = arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0))
    bow = ana.weapons[0].with_reload_chits(chits)
    return ana.with_weapons((bow,))


@pytest.mark.parametrize(("chits", "disrupted"), [(1, True), (0, False)])
def test_move_action_disrupts_a_reload(chits: int, disrupted: bool) -> None:
    state = EncounterState(Ruleset.ARRAYER, (archer(chits),))
    result = resolve_action(state, Move("ana", path((1, 0))), ForcedDice((), budget=0))
    traits = after(result.state, "ana").arrayer
    assert traits is not None
    assert traits.reload_disrupted is disrupted


def test_scripted_move_costs_the_chit_in_the_reloading_phase() -> None:
    bo = arrayer_fighter("bo", "blue", weapons=(), at=(9, 9))
    state = EncounterState(Ruleset.ARRAYER, (archer(1), bo))
    script = (ScriptedAction(1, Move("ana", path((0, 1)))),)
    result = resolve_encounter(
        state, ForcedDice((1,), budget=5), EncounterOptions(max_rounds=1, script=script)
    )
    (reload,) = [e for e in result.events if e.kind is EventKind.RELOAD_CHIT]
    assert (reload.outcome, reload.summary) == (
        Outcome.FAILURE,
        "ana reloads bow: no chit off (moved or was attacked), 1 left",
    )


def test_tactic_approach_costs_the_chit() -> None:
    # ana's crossbow still holds 2 chits, so the tactic walks her to bo with her dagger (12: miss).
    ana = arrayer_fighter("ana", "red", weapons=("crossbow", "dagger"), at=(0, 0))
    crossbow = ana.weapons[0].with_reload_chits(2)
    ana = ana.with_weapons((crossbow, ana.weapons[1]))
    bo = arrayer_fighter("bo", "blue", weapons=(), at=(5, 0))
    state = EncounterState(Ruleset.ARRAYER, (ana, bo))
    result = resolve_encounter(state, ForcedDice((1, 12), budget=5), EncounterOptions(max_rounds=1))
    (move,) = [e for e in result.events if e.kind is EventKind.MOVE]
    assert move.summary == "ana moves 4 toward bo, to (4, 0)"
    (reload,) = [e for e in result.events if e.kind is EventKind.RELOAD_CHIT]
    assert reload.summary == "ana reloads crossbow: no chit off (moved or was attacked), 2 left"


# --- Mancatcher: held and trapped ----------------------------------------------------------------


def held(at: tuple[int, int], **battlefield: object) -> EncounterState:
    ana = arrayer_fighter("ana", "red", weapons=("mancatcher",), at=(0, 0))
    bo = arrayer_fighter("bo", "blue", at=at).with_conditions(Conditions(held_by="ana"))
    field = Battlefield(**battlefield) if battlefield else None  # type: ignore[arg-type]
    return EncounterState(Ruleset.ARRAYER, (ana, bo), battlefield=field)


@pytest.mark.parametrize(
    "steps",
    [
        ((3, 0), (4, 1)),  # away
        ((2, 1), (2, 2)),  # sideways (same distance), then away
    ],
)
def test_held_combatant_moves_away_or_sideways(steps: tuple[tuple[int, int], ...]) -> None:
    result = resolve_action(held((2, 0)), Move("bo", path(*steps)), ForcedDice((), budget=0))
    assert after(result.state, "bo").position == Position(*steps[-1])


@pytest.mark.parametrize(
    ("steps", "index"),
    [(((1, 0),), 0), (((3, 0), (2, 1)), 1)],
)
def test_held_combatant_may_not_close_on_its_holder(
    steps: tuple[tuple[int, int], ...], index: int
) -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(held((2, 0)), Move("bo", path(*steps)), ForcedDice((), budget=0))
    x, y = steps[index]
    assert (info.value.reason, info.value.field) == ("HELD", f"action.move.path[{index}]")
    assert info.value.message == (
        f"'bo' is held by 'ana' and may not move closer to it: square ({x}, {y})"
    )


def test_hold_lapses_when_the_holder_is_down() -> None:
    state = held((2, 0))
    ana = after(state, "ana").with_hp(-1)
    state = state.with_combatants((ana, after(state, "bo")))
    result = resolve_action(state, Move("bo", path((1, 1))), ForcedDice((), budget=0))
    assert after(result.state, "bo").position == Position(1, 1)


@pytest.mark.parametrize(
    "battlefield",
    [
        {"width": 2, "height": 1},  # the grid's edge behind
        {
            "obstacles": (
                Obstacle(Position(2, 0)),
                Obstacle(Position(2, 1)),
                Obstacle(Position(2, -1)),
            )
        },
    ],
)
def test_held_against_a_wall_is_trapped(battlefield: dict[str, object]) -> None:
    # bo at (1, 0) next to ana at (0, 0): every square farther from ana is off the grid or blocked.
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            held((1, 0), **battlefield), Move("bo", path((1, 1))), ForcedDice((), budget=0)
        )
    assert (info.value.reason, info.value.field) == ("TRAPPED", "action.move.combatant_id")


def test_held_with_room_behind_is_not_trapped() -> None:
    state = held((1, 0), width=3, height=1)
    result = resolve_action(state, Move("bo", path((2, 0))), ForcedDice((), budget=0))
    assert after(result.state, "bo").position == Position(2, 0)


def test_a_second_mancatcher_traps() -> None:
    # cy's mancatcher hits bo, already held by ana (2 hits, 15 fails the Dodge): held by two,
    # bo cannot move at all, even away.
    state = held((1, 0), width=9, height=9)
    cy = arrayer_fighter(
        "cy",
        "red",
        weapons=("mancatcher",),
        at=(2, 0),
        improvements={ArrayerWeaponType.POLEARMS: 1},
    )
    state = state.with_combatants((*state.combatants, cy))
    caught = resolve_action(state, Attack("cy", "bo"), ForcedDice((2, 15), budget=5)).state
    assert (
        after(caught, "bo").conditions.held_by,
        after(caught, "bo").conditions.also_held_by,
    ) == (
        "ana",
        ("cy",),
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_action(caught, Move("bo", path((1, 1))), ForcedDice((), budget=0))
    assert (info.value.reason, info.value.field) == ("TRAPPED", "action.move.combatant_id")
    assert info.value.message == "'bo' is held by 'ana', 'cy': trapped"
    # With cy down, only ana holds: bo may step sideways again.
    down = after(caught, "cy").with_hp(-1)
    freed = caught.with_combatants(tuple(down if c.id == "cy" else c for c in caught.combatants))
    result = resolve_action(freed, Move("bo", path((1, 1))), ForcedDice((), budget=0))
    assert after(result.state, "bo").position == Position(1, 1)


def test_a_body_behind_does_not_trap() -> None:
    # A28: "free" is what a move may enter: the fallen dy at (2, 0) is stepped over (A11).
    state = held((1, 0), width=4, height=1)
    dy = arrayer_fighter("dy", "blue", hp=-2, at=(2, 0))
    state = state.with_combatants((*state.combatants, dy))
    result = resolve_action(state, Move("bo", path((2, 0), (3, 0))), ForcedDice((), budget=0))
    assert after(result.state, "bo").position == Position(3, 0)


@pytest.mark.parametrize(
    ("conditions", "held_still"),
    [
        (Conditions(prone=True), True),  # a prone holder is not down: it still holds
        (Conditions(routed=True), False),  # a routed one is out of the fight: the hold lapses
    ],
)
def test_a_hold_lasts_while_its_holder_is_not_down(
    conditions: Conditions, held_still: bool
) -> None:
    state = held((2, 0))
    ana = after(state, "ana").with_conditions(conditions)
    state = state.with_combatants((ana, after(state, "bo")))
    move = Move("bo", path((1, 0)))
    if held_still:
        with pytest.raises(RuleRefusal) as info:
            resolve_action(state, move, ForcedDice((), budget=0))
        assert info.value.reason == "HELD"
    else:
        result = resolve_action(state, move, ForcedDice((), budget=0))
        assert after(result.state, "bo").position == Position(1, 0)


def held_chaser(dy_at: tuple[int, int], *also: str) -> EncounterState:
    """bo (sword) at (4, 0) held by ana at (0, 0); dy, its nearest enemy, at ``dy_at``; nobody
    else moves (no weapons)."""
    bo = arrayer_fighter("bo", "blue", at=(4, 0)).with_conditions(
        Conditions(held_by="ana", also_held_by=also)
    )
    others = (walker("ana", "red", (0, 0)), walker("dy", "red", dy_at), walker("cy", "red", (9, 9)))
    return EncounterState(Ruleset.ARRAYER, (bo, *others))


def test_the_tactic_moves_a_held_combatant_away_from_its_holder() -> None:
    # bo heads for dy at (6, 0): (5, 0) is farther from ana, so the hold lets it go; then it
    # strikes dy (12: a miss).
    found = moves(one_round(held_chaser((6, 0)), (1, 12)))
    assert found["bo"].summary == "bo moves 1 toward dy, to (5, 0)"


@pytest.mark.parametrize(
    ("dy_at", "also"),
    [
        ((2, 2), ()),  # the only step toward dy, (3, 1), is closer to ana
        ((6, 0), ("cy",)),  # held by two: trapped
    ],
)
def test_the_tactic_never_closes_on_the_holder_nor_moves_trapped(
    dy_at: tuple[int, int], also: tuple[str, ...]
) -> None:
    result = resolve_encounter(
        held_chaser(dy_at, *also), ForcedDice((1,), budget=5), EncounterOptions(max_rounds=1)
    )
    assert not moves(list(result.events))
    assert after(result.state, "bo").position == Position(4, 0)


def test_scripted_move_closing_on_the_holder_is_refused() -> None:
    script = (ScriptedAction(1, Move("bo", path((1, 0)))),)
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(
            held((2, 0)), ForcedDice((1,), budget=5), EncounterOptions(max_rounds=1, script=script)
        )
    assert (info.value.reason, info.value.field) == ("HELD", "script[0].action.move.path[0]")


# --- A17: simultaneous movement ------------------------------------------------------------------


def walker(
    combatant_id: str, side: str, at: tuple[int, int], *, dexterity: int | None = None
) -> Combatant:
    """A combatant without weapons: it moves only when scripted to."""
    return arrayer_fighter(combatant_id, side, weapons=(), at=at).with_arrayer(
        ArrayerCombatant(dexterity=dexterity)
    )


def one_round(
    state: EncounterState, faces: tuple[int, ...], *script: ScriptedAction
) -> list[TraceEvent]:
    return list(
        resolve_encounter(
            state, ForcedDice(faces, budget=5), EncounterOptions(max_rounds=1, script=script)
        ).events
    )


def moves(events: list[TraceEvent]) -> dict[str, TraceEvent]:
    return {e.actor_id: e for e in events if e.kind is EventKind.MOVE}


@pytest.mark.parametrize("initiative", [1, 6])
def test_a_chase_ends_the_same_whoever_wins_initiative(initiative: int) -> None:
    # ana (sword, reach 1) chases bo, who runs east: ana heads for (4, 0), where bo stood when the
    # phase began, and ends next to it, at (3, 0), while bo reaches (6, 0). Before A17 the side
    # moving second saw where the first had gone (blue first: ana ran on to (5, 0)).
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    state = EncounterState(Ruleset.ARRAYER, (ana, walker("bo", "blue", (4, 0))))
    runs = ScriptedAction(1, Move("bo", path((5, 0), (6, 0))))
    found = moves(one_round(state, (initiative,), runs))
    assert {who: (e.path, e.rulings, e.summary) for who, e in found.items()} == {
        "ana": (path((1, 0), (2, 0), (3, 0)), ("A17",), "ana moves 3 toward bo, to (3, 0)"),
        "bo": (path((5, 0), (6, 0)), ("A17",), "bo moves 2, to (6, 0)"),
    }


@pytest.mark.parametrize("initiative", [1, 6])
@pytest.mark.parametrize(
    ("ana_dexterity", "cy_dexterity", "winner", "why"),
    [
        (10, 12, "cy", "Dexterity 12 to 10"),
        (13, 12, "ana", "Dexterity 13 to 12"),
        (11, 11, "ana", "Dexterity 11 each, lower id"),
    ],
)
def test_contention_for_a_square_goes_to_dexterity_then_id(
    initiative: int, ana_dexterity: int, cy_dexterity: int, winner: str, why: str
) -> None:
    # Both want (1, 0) in step 1: the winner takes it; the loser waits, finds it taken in step 2,
    # and stops where it stood (blocked two steps running).
    state = EncounterState(
        Ruleset.ARRAYER,
        (
            walker("ana", "red", (0, 0), dexterity=ana_dexterity),
            walker("cy", "blue", (2, 0), dexterity=cy_dexterity),
        ),
    )
    script = (
        ScriptedAction(1, Move("ana", path((1, 0)))),
        ScriptedAction(1, Move("cy", path((1, 0)))),
    )
    result = resolve_encounter(
        state, ForcedDice((initiative,), budget=5), EncounterOptions(max_rounds=1, script=script)
    )
    loser, start = ("cy", (2, 0)) if winner == "ana" else ("ana", (0, 0))
    assert after(result.state, winner).position == Position(1, 0)
    assert after(result.state, loser).position == Position(*start)
    found = moves(list(result.events))
    assert found[winner].summary == f"{winner} moves 1, to (1, 0)"
    assert (found[loser].path, found[loser].summary) == (
        (),
        f"{loser} does not move, stays at ({start[0]}, {start[1]}); waits in step 1 "
        f"({winner} takes (1, 0), {why}) and step 2 ({winner} stands on (1, 0)): "
        "blocked two steps running, stops",
    )


def test_a_mover_blocked_two_steps_running_stops() -> None:
    # bo steps onto (2, 0) in step 1, when ana reaches (1, 0); ana finds bo there in steps 2 and 3
    # and stops. (Moving one at a time, red first, ana ran to (3, 0) before bo stepped in.)
    state = EncounterState(
        Ruleset.ARRAYER, (walker("ana", "red", (0, 0)), walker("bo", "blue", (2, 1)))
    )
    script = (
        ScriptedAction(1, Move("ana", path((1, 0), (2, 0), (3, 0)))),
        ScriptedAction(1, Move("bo", path((2, 0)))),
    )
    found = moves(one_round(state, (1,), *script))
    assert (found["ana"].path, found["ana"].summary) == (
        path((1, 0)),
        "ana moves 1, to (1, 0); waits in step 2 (bo stands on (2, 0)) and step 3 "
        "(bo stands on (2, 0)): blocked two steps running, stops",
    )
    assert found["bo"].summary == "bo moves 1, to (2, 0)"


def test_a_mover_follows_one_moving_off_a_step_behind() -> None:
    # ana's path starts on bo's square: bo stands there when step 1 begins, so ana waits; bo has
    # moved on by step 2, and ana follows. A path may enter a square another mover leaves.
    state = EncounterState(
        Ruleset.ARRAYER,
        (
            walker("ana", "red", (0, 0)),
            walker("bo", "red", (1, 0)),
            walker("cy", "blue", (9, 9)),
        ),
    )
    script = (
        ScriptedAction(1, Move("ana", path((1, 0), (2, 0)))),
        ScriptedAction(1, Move("bo", path((2, 0), (3, 0)))),
    )
    found = moves(one_round(state, (1,), *script))
    assert (found["ana"].path, found["ana"].summary) == (
        path((1, 0), (2, 0)),
        "ana moves 2, to (2, 0); waits in step 1 (bo stands on (1, 0))",
    )
    assert found["bo"].path == path((2, 0), (3, 0))


def test_a_path_into_a_combatant_that_stays_is_refused() -> None:
    # Only movers' squares may free up: a path through someone holding its ground is blocked.
    state = EncounterState(
        Ruleset.ARRAYER, (walker("ana", "red", (0, 0)), walker("bo", "blue", (1, 0)))
    )
    with pytest.raises(RuleRefusal) as info:
        one_round(state, (1,), ScriptedAction(1, Move("ana", path((1, 0), (2, 0)))))
    assert (info.value.reason, info.value.field) == (
        "PATH_BLOCKED",
        "script[0].action.move.path[0]",
    )


def body_at(x: int, y: int) -> Combatant:
    """dy, down: blue checks morale (first loss, half strength: 2d6 1, 1 holds each time)."""
    return arrayer_fighter("dy", "blue", weapons=(), hp=-2, at=(x, y))


def test_a_mover_never_stops_on_a_body() -> None:
    # ana's step onto dy's body at (1, 0) goes on to (2, 0) in the same step, and is judged by it:
    # bo (Dexterity 12) takes (2, 0), so ana waits where she stood, never on the body.
    bo = walker("bo", "blue", (2, 1), dexterity=12)
    state = EncounterState(Ruleset.ARRAYER, (walker("ana", "red", (0, 0)), bo, body_at(1, 0)))
    script = (
        ScriptedAction(1, Move("ana", path((1, 0), (2, 0)))),
        ScriptedAction(1, Move("bo", path((2, 0)))),
    )
    result = resolve_encounter(
        state, ForcedDice((1, 1, 1, 1, 1), budget=5), EncounterOptions(max_rounds=1, script=script)
    )
    assert moves(list(result.events))["ana"].summary == (
        "ana does not move, stays at (0, 0); waits in step 1 (bo takes (2, 0), Dexterity 12 to "
        "10) and step 2 (bo stands on (2, 0)): blocked two steps running, stops"
    )
    assert after(result.state, "ana").position == Position(0, 0)


def test_nobody_intercepts_on_a_body() -> None:
    # cy, holding its ground at (0, 1), is next to (1, 0) only: ana strides over the body there.
    cy = walker("cy", "blue", (0, 1))
    state = EncounterState(Ruleset.ARRAYER, (walker("ana", "red", (0, 0)), cy, body_at(1, 0)))
    events = one_round(
        state, (1, 1, 1, 1, 1), ScriptedAction(1, Move("ana", path((1, 0), (2, 0), (3, 0))))
    )
    assert not [e for e in events if e.kind is EventKind.INTERCEPTION]
    assert moves(events)["ana"].summary == "ana moves 3, to (3, 0)"


# --- A18: interceptions --------------------------------------------------------------------------

RUN = path((1, 0), (2, 0), (3, 0), (4, 0))


def field(*, rules: ArrayerRules | None = None, cy_dexterity: int | None = None) -> EncounterState:
    # ana runs along y = 0 past cy at (3, 1): (2, 0) is the first square she passes next to cy.
    return EncounterState(
        Ruleset.ARRAYER,
        (walker("ana", "red", (0, 0)), walker("cy", "blue", (3, 1), dexterity=cy_dexterity)),
        arrayer_rules=rules,
    )


def run(state: EncounterState, faces: tuple[int, ...], *script: ScriptedAction) -> list[TraceEvent]:
    return one_round(state, faces, ScriptedAction(1, Move("ana", RUN)), *script)


@pytest.mark.parametrize("initiative", [1, 6])
def test_interception_by_an_enemy_holding_its_ground_stops_the_mover(initiative: int) -> None:
    # cy (Dexterity 12) does not move this phase and rolls 12: ana stops at (2, 0).
    events = run(field(cy_dexterity=12), (initiative, 12))
    stop = next(e for e in events if e.kind is EventKind.INTERCEPTION)
    assert (stop.actor_id, stop.target_id, stop.outcome, stop.rulings) == (
        "cy",
        "ana",
        Outcome.SUCCESS,
        ("A18", "A7"),
    )
    assert stop.summary == (
        "cy tries to intercept ana at (2, 0): cy's Dexterity save d20 12 against 12 succeeds: "
        "ana stops there"
    )
    move = moves(events)["ana"]
    assert move.path == path((1, 0), (2, 0))
    assert move.summary == "ana moves 2, to (2, 0): intercepted by cy"


def test_failed_interception_lets_the_mover_pass_and_is_tried_once() -> None:
    # cy rolls 13 against 12 at (2, 0); (3, 0) is next to cy too, but cy has had its try.
    events = run(field(cy_dexterity=12), (1, 13))
    tries = [e for e in events if e.kind is EventKind.INTERCEPTION]
    assert [(e.outcome, e.summary) for e in tries] == [
        (
            Outcome.FAILURE,
            "cy tries to intercept ana at (2, 0): cy's Dexterity save d20 13 against 12 fails: "
            "ana slips past",
        )
    ]
    assert moves(events)["ana"].path == RUN


def test_interception_is_data() -> None:
    events = run(field(rules=ARRAYER_DEFAULTS.with_interception(False)), (1,))
    assert not [e for e in events if e.kind is EventKind.INTERCEPTION]
    assert moves(events)["ana"].path == RUN


@pytest.mark.parametrize("initiative", [1, 6])
def test_an_enemy_moving_this_phase_does_not_intercept(initiative: int) -> None:
    # cy steps to (4, 1) as ana runs: it is moving this phase, whoever won initiative.
    events = run(field(), (initiative,), ScriptedAction(1, Move("cy", path((4, 1)))))
    assert not [e for e in events if e.kind is EventKind.INTERCEPTION]
    assert {who: e.path[-1] for who, e in moves(events).items()} == {
        "ana": Position(4, 0),
        "cy": Position(4, 1),
    }


def test_a_prone_enemy_does_not_intercept() -> None:
    # cy lies prone when the phase begins: it spends the phase standing up.
    state = field()
    cy = after(state, "cy").with_conditions(Conditions(prone=True))
    state = state.with_combatants((after(state, "ana"), cy))
    events = run(state, (1,))
    assert [e.kind for e in events if e.actor_id == "cy"] == [EventKind.STAND_UP]
    assert moves(events)["ana"].path == RUN


def test_the_last_square_is_not_passed() -> None:
    # Ending next to cy is stopping there, not passing: no check.
    events = one_round(field(), (1,), ScriptedAction(1, Move("ana", path((1, 0), (2, 0)))))
    assert not [e for e in events if e.kind is EventKind.INTERCEPTION]


def test_a_lone_move_is_never_intercepted() -> None:
    result = resolve_action(field(), Move("ana", RUN), ForcedDice((), budget=0))
    assert [e.kind for e in result.events] == [EventKind.MOVE]
    assert after(result.state, "ana").position == Position(4, 0)
