"""State checks that every rule relies on; each error names the request field."""

from __future__ import annotations

import pytest

from engine import ForcedDice, resolve_action
from engine.actions import Attack, Move
from engine.errors import InvalidRequestError
from engine.state import Battlefield, EncounterState, Position, Ruleset, Side, Trap
from engine.validate import validate_state
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter


def base() -> EncounterState:
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", at=(0, 0)),
        arrayer_fighter("bo", "blue", at=(1, 0)),
    )


@pytest.mark.parametrize(
    ("change", "field", "reason"),
    [
        ({"sides": (Side("red"), Side("red"))}, "state.sides[1].id", "DUPLICATE_ID"),
        # An empty id is EMPTY_ID, as for combatants and weapons (it was DUPLICATE_ID).
        ({"sides": (Side(""),)}, "state.sides[0].id", "EMPTY_ID"),
        ({"traps": (Trap("", "ana", None, 10),)}, "state.traps[0].id", "EMPTY_ID"),
        ({"traps": (Trap("t", "ana", None, 10),) * 2}, "state.traps[1].id", "DUPLICATE_ID"),
        ({"turn_order": ("ana", "ana")}, "state.turn_order[1]", "BAD_TURN_ORDER"),
        ({"turn_order": ("zed",)}, "state.turn_order[0]", "BAD_TURN_ORDER"),
        ({"battlefield": Battlefield(1, 1)}, "state.combatants[1].position", "OFF_BATTLEFIELD"),
    ],
)
def test_bad_state(change: dict[str, object], field: str, reason: str) -> None:
    state = base().merged(change)
    with pytest.raises(InvalidRequestError) as info:
        validate_state(state)
    assert (info.value.field, info.value.reason) == (field, reason)


def test_duplicate_combatant_and_shared_square() -> None:
    state = base()
    twin = state.combatants[0].with_position(Position(5, 5))
    with pytest.raises(InvalidRequestError) as info:
        validate_state(state.with_combatants((*state.combatants, twin)))
    assert info.value.field == "state.combatants[2].id"
    crowd = state.combatants[1].with_id("cy")
    with pytest.raises(InvalidRequestError) as info:
        validate_state(state.with_combatants((*state.combatants, crowd)))
    assert (info.value.field, info.value.reason) == (
        "state.combatants[2].position",
        "SQUARE_OCCUPIED",
    )


def test_ruleset_mismatch() -> None:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("ana", "red"), tiered_fighter("bo", "blue"))
    with pytest.raises(InvalidRequestError) as info:
        validate_state(state)
    assert info.value.field == "state.combatants[1].tiered"


@pytest.mark.parametrize(
    ("ruleset", "action", "field"),
    [
        (
            Ruleset.ARRAYER,
            Attack("ana", "bo", off_hand_weapon_id="dagger"),
            "action.attack.off_hand_weapon_id",
        ),
        (Ruleset.ARRAYER, Attack("ana", "bo", thrown=True), "action.attack.thrown"),
        (
            Ruleset.ARRAYER,
            Attack("ana", "bo", defence_weapon_id="sword"),
            "action.attack.defence_weapon_id",
        ),
        (Ruleset.TIERED, Attack("ana", "bo", killing_blow=True), "action.attack.killing_blow"),
        (
            Ruleset.TIERED,
            Attack("ana", "bo", extra_target_ids=("cy",)),
            "action.attack.extra_target_ids",
        ),
        (Ruleset.ARRAYER, Move("ana", (Position(0, 1),), ("bo",)), "action.move.porter_ids"),
    ],
)
def test_options_of_the_other_ruleset_are_refused(
    ruleset: Ruleset, action: Attack | Move, field: str
) -> None:
    # Silently ignoring them would resolve something other than what the caller asked for.
    if ruleset is Ruleset.ARRAYER:
        state = base()
    else:
        state = encounter(
            Ruleset.TIERED,
            tiered_fighter("ana", "red", at=(0, 0)),
            tiered_fighter("bo", "blue", at=(1, 0)),
        )
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(state, action, ForcedDice((10, 10), budget=5))
    assert (info.value.field, info.value.reason) == (field, "RULESET_MISMATCH")


@pytest.mark.parametrize(
    ("ruleset", "facing", "reason"),
    [
        (Ruleset.ARRAYER, Position(1, 0), "RULESET_MISMATCH"),
        (Ruleset.TIERED, Position(0, 0), "MISSING_VALUE"),
    ],
)
def test_a_facing_is_tiered_and_a_direction(
    ruleset: Ruleset, facing: Position, reason: str
) -> None:
    # T13: only `tiered` reads a facing; (0, 0) points nowhere.
    make = arrayer_fighter if ruleset is Ruleset.ARRAYER else tiered_fighter
    ana = make("ana", "red", at=(0, 0)).with_facing(facing)
    with pytest.raises(InvalidRequestError) as info:
        validate_state(encounter(ruleset, ana))
    assert (info.value.field, info.value.reason) == ("state.combatants[0].facing", reason)
