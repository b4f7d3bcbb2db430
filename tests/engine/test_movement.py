"""The Move action: adjacent, free squares within the combatant's movement (rulings S3, T2); fallen
combatants passed over but not stopped on, by Move and by the tactic's path."""

from __future__ import annotations

import pytest

from engine import ForcedDice, InvalidRequestError, RuleRefusal, resolve_action, resolve_encounter
from engine.actions import Move
from engine.board import Board
from engine.options import EncounterOptions
from engine.state import (
    Battlefield,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Obstacle,
    Position,
    Ruleset,
    find_combatant,
)
from engine.tactics import plan_path
from engine.trace import EventKind
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter

P = Position


def move(*path: tuple[int, int]) -> Move:
    return Move("ana", tuple(P(x, y) for x, y in path))


def arrayer_field(conditions: Conditions | None = None) -> EncounterState:
    """ana at (0, 0), bo at (2, 0), an obstacle at (1, 1), on a 6 x 6 grid."""
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    if conditions is not None:
        ana = ana.with_conditions(conditions)
    state = encounter(Ruleset.ARRAYER, ana, arrayer_fighter("bo", "blue", at=(2, 0)))
    return state.with_battlefield(Battlefield(6, 6, (Obstacle(P(1, 1)),)))


def test_diagonal_steps_are_one_square() -> None:
    state = arrayer_field()
    result = resolve_action(state, move((1, 0), (2, 1), (3, 2)), ForcedDice((), budget=1))
    (event,) = result.events
    assert event.kind is EventKind.MOVE
    assert event.path == (P(1, 0), P(2, 1), P(3, 2))
    assert find_combatant(result.state, "ana").position == P(3, 2)  # type: ignore[union-attr]
    assert result.dice_rolled == 0


@pytest.mark.parametrize(
    ("path", "field", "reason"),
    [
        (((2, 2),), "action.move.path[0]", "PATH_NOT_ADJACENT"),
        (((1, 1),), "action.move.path[0]", "PATH_BLOCKED"),  # obstacle
        (((1, 0), (2, 0)), "action.move.path[1]", "PATH_BLOCKED"),  # bo stands there
        (((0, -1),), "action.move.path[0]", "PATH_BLOCKED"),  # off the grid
        ((), "action.move.path", "EMPTY_PATH"),
    ],
)
def test_bad_paths(path: tuple[tuple[int, int], ...], field: str, reason: str) -> None:
    with pytest.raises((InvalidRequestError, RuleRefusal)) as info:
        resolve_action(arrayer_field(), move(*path), ForcedDice((), budget=1))
    assert (info.value.field, info.value.reason) == (field, reason)


def test_too_far() -> None:
    # ARRAYER default move: 5 squares.
    path = ((0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (1, 5))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(arrayer_field(), move(*path), ForcedDice((), budget=1))
    assert info.value.reason == "MOVE_TOO_FAR"


def test_tiered_move_is_the_combatants_own() -> None:
    ana = tiered_fighter("ana", "red", at=(0, 0))
    assert ana.tiered is not None
    ana = ana.with_tiered(ana.tiered.with_move(1))
    state = encounter(Ruleset.TIERED, ana, tiered_fighter("bo", "blue", at=(5, 5)))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state, move((1, 0), (2, 0)), ForcedDice((), budget=1))
    assert (info.value.reason, info.value.ruling) == ("MOVE_TOO_FAR", "T2")


def test_entangled_cannot_move() -> None:
    conditions = Conditions(entanglement=Entanglement(EntanglementSource.NET))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(arrayer_field(conditions=conditions), move((1, 0)), ForcedDice((), budget=1))
    assert info.value.reason == "CANNOT_MOVE"


# A fallen combatant's square may be passed over but not ended on; the dead no longer count.
def corridor(ruleset: Ruleset, body_hp: int) -> EncounterState:
    """A 6 x 1 corridor: ana at (0, 0), her fallen (or standing) ally cy at (1, 0), bo at (3, 0)."""
    fighter = arrayer_fighter if ruleset is Ruleset.ARRAYER else tiered_fighter
    field = Battlefield(6, 1)
    state = encounter(
        ruleset,
        fighter("ana", "red", at=(0, 0)),
        fighter("cy", "red", at=(1, 0), hp=body_hp),
        fighter("bo", "blue", at=(3, 0)),
    )
    return state.with_battlefield(field)


@pytest.mark.parametrize(
    ("ruleset", "body_hp"),
    [(Ruleset.TIERED, 0), (Ruleset.ARRAYER, -1)],  # down: S5 at HP <= 0, A11 below 0
)
def test_a_fallen_combatant_can_be_passed_but_not_stopped_on(
    ruleset: Ruleset, body_hp: int
) -> None:
    result = resolve_action(corridor(ruleset, body_hp), move((1, 0), (2, 0)), ForcedDice((), 1))
    assert find_combatant(result.state, "ana").position == P(2, 0)  # type: ignore[union-attr]
    with pytest.raises(RuleRefusal) as info:
        resolve_action(corridor(ruleset, body_hp), move((1, 0)), ForcedDice((), 1))
    assert (info.value.reason, info.value.field) == ("PATH_ENDS_ON_FALLEN", "action.move.path[0]")


def test_arrayer_at_zero_hp_still_stands_in_the_way() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(corridor(Ruleset.ARRAYER, 0), move((1, 0), (2, 0)), ForcedDice((), 1))
    assert (info.value.reason, info.value.field) == ("PATH_BLOCKED", "action.move.path[0]")


@pytest.mark.parametrize(("ruleset", "body_hp"), [(Ruleset.TIERED, 0), (Ruleset.ARRAYER, -1)])
def test_the_tactic_walks_over_a_fallen_combatant(ruleset: Ruleset, body_hp: int) -> None:
    state = corridor(ruleset, body_hp)
    board = Board(state)
    ana, bo = board.combatants["ana"], board.combatants["bo"]
    assert plan_path(board, ana, bo, 1) == (P(1, 0), P(2, 0))
    # With the body next to bo, the corridor leaves no other square: ana stops short of it.
    beside = board.combatants["cy"].with_position(P(2, 0))
    board.put(beside)
    assert plan_path(board, ana, bo, 1) == (P(1, 0),)
    # In the open she steps around it instead.
    board = Board(state.with_battlefield(None))
    board.put(beside)
    assert plan_path(board, ana, bo, 1) == (P(1, 0), P(2, -1))


def test_tiered_encounter_is_not_stuck_behind_a_fallen_ally() -> None:
    state = corridor(Ruleset.TIERED, 0).with_turn_order(("ana", "bo"))
    result = resolve_encounter(
        state, ForcedDice((10, 10, 10, 10), 4), EncounterOptions(max_rounds=1)
    )
    moves = [e for e in result.events if e.kind is EventKind.MOVE]
    assert [(e.actor_id, e.path) for e in moves] == [("ana", (P(1, 0), P(2, 0)))]
    assert [e.actor_id for e in result.events if e.kind is EventKind.ATTACK] == ["ana", "bo"]
