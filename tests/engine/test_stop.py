"""The caller's stop check: polled at the encounter's check points (before each round, before each
`tiered` turn, before each combatant's part in the ARRAYER movement, shooting and melee phases), it
stops the encounter there with Stopped; a check that never stops changes nothing."""

from __future__ import annotations

import pytest

from engine import ArbiterError, ForcedDice, SeededDice, Stopped, resolve_encounter
from engine.options import EncounterOptions
from engine.state import EncounterState, Ruleset
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter


class StopOnCall:
    """A stop check that says stop on its ``n``-th call (never when ``n`` is 0)."""

    def __init__(self, n: int = 0) -> None:
        self.n = n
        self.calls = 0

    def __call__(self) -> bool:
        self.calls += 1
        return self.calls == self.n


def _tiered() -> EncounterState:
    return encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", "red", hp=500, at=(0, 0)),
        tiered_fighter("bo", "blue", hp=500, at=(1, 0)),
    )


def _arrayer() -> EncounterState:
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=500, at=(0, 0)),
        arrayer_fighter("bo", "blue", hp=500, at=(1, 0)),
    )


@pytest.mark.parametrize(
    ("n", "stopped_round"),
    [
        (1, 0),  # before round 1
        (2, 1),  # before ana's turn in round 1
        (3, 1),  # before bo's turn
        (4, 1),  # before round 2
        (5, 2),
    ],
)
def test_tiered_stops_at_the_next_check_point(n: int, stopped_round: int) -> None:
    # Per round: one check before the round, one before each of the two turns.
    stop = StopOnCall(n)
    with pytest.raises(Stopped) as stopped:
        resolve_encounter(
            _tiered(), SeededDice(1, budget=10_000), EncounterOptions(max_rounds=10), stop=stop
        )
    assert stop.calls == n  # stopped right there: nothing more was played or polled
    assert stopped.value.round == stopped_round
    assert str(stopped.value) == f"stopped in round {stopped_round}"
    # Not the client's fault: no ArbiterError (nor ValueError), so never a 4xx status.
    assert not isinstance(stopped.value, ArbiterError | ValueError)


@pytest.mark.parametrize(("n", "stopped_round"), [(1, 0), (2, 1), (7, 1), (8, 1), (9, 2)])
def test_arrayer_stops_before_a_round_or_a_combatants_part_in_a_phase(
    n: int, stopped_round: int
) -> None:
    # Per round: one check before the round, one before each of the two combatants in each of
    # the movement, shooting and melee phases.
    stop = StopOnCall(n)
    with pytest.raises(Stopped) as stopped:
        resolve_encounter(
            _arrayer(), SeededDice(1, budget=10_000), EncounterOptions(max_rounds=10), stop=stop
        )
    assert (stop.calls, stopped.value.round) == (n, stopped_round)


@pytest.mark.parametrize("state", [_tiered(), _arrayer()], ids=["tiered", "arrayer"])
def test_a_check_that_never_stops_changes_nothing(state: EncounterState) -> None:
    stop = StopOnCall()
    checked = resolve_encounter(
        state, SeededDice(42, budget=10_000), EncounterOptions(max_rounds=20), stop=stop
    )
    unchecked = resolve_encounter(
        state, SeededDice(42, budget=10_000), EncounterOptions(max_rounds=20)
    )
    assert checked == unchecked
    assert checked.outcome.rounds == 20
    assert stop.calls > 20


def test_a_stop_before_any_dice_rolls_none() -> None:
    dice = ForcedDice((), budget=10)
    with pytest.raises(Stopped):
        resolve_encounter(_arrayer(), dice, EncounterOptions(max_rounds=10), stop=StopOnCall(1))
    assert dice.rolled == 0
