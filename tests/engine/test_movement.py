"""The Move action: adjacent, free squares within the combatant's movement (rulings S3, T2)."""

from __future__ import annotations

import dataclasses

import pytest

from engine import ForcedDice, InvalidRequestError, RuleRefusal, resolve_action
from engine.actions import Move
from engine.state import (
    Battlefield,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Obstacle,
    Position,
    Ruleset,
)
from engine.trace import EventKind
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter

P = Position


def move(*path: tuple[int, int]) -> Move:
    return Move("ana", tuple(P(x, y) for x, y in path))


def arrayer_field(conditions: Conditions | None = None) -> EncounterState:
    """ana at (0, 0), bo at (2, 0), an obstacle at (1, 1), on a 6 x 6 grid."""
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    if conditions is not None:
        ana = dataclasses.replace(ana, conditions=conditions)
    state = encounter(Ruleset.ARRAYER, ana, arrayer_fighter("bo", "blue", at=(2, 0)))
    return dataclasses.replace(state, battlefield=Battlefield(6, 6, (Obstacle(P(1, 1)),)))


def test_diagonal_steps_are_one_square() -> None:
    state = arrayer_field()
    result = resolve_action(state, move((1, 0), (2, 1), (3, 2)), ForcedDice((), budget=1))
    (event,) = result.events
    assert event.kind is EventKind.MOVE
    assert event.path == (P(1, 0), P(2, 1), P(3, 2))
    assert result.state.combatant("ana").position == P(3, 2)  # type: ignore[union-attr]
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
    ana = dataclasses.replace(ana, tiered=dataclasses.replace(ana.tiered, move=1))
    state = encounter(Ruleset.TIERED, ana, tiered_fighter("bo", "blue", at=(5, 5)))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state, move((1, 0), (2, 0)), ForcedDice((), budget=1))
    assert (info.value.reason, info.value.ruling) == ("MOVE_TOO_FAR", "T2")


def test_entangled_cannot_move() -> None:
    conditions = Conditions(entanglement=Entanglement(EntanglementSource.NET))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(arrayer_field(conditions=conditions), move((1, 0)), ForcedDice((), budget=1))
    assert info.value.reason == "CANNOT_MOVE"
