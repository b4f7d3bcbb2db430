"""engine/options.py: EncounterOptions is one immutable value, equal and hashed by what it says,
so the replay key it is part of (engine/replay.py) is the same for the same options."""

from __future__ import annotations

import pytest

from engine.actions import Attack, ScriptedAction
from engine.options import EncounterOptions
from engine.replay import replay_key
from engine.state import Ruleset
from engine.tactic_names import Tactic
from tests.engine.factories import arrayer_fighter, encounter

RED, BLUE = Tactic.HOLD_AT_RANGE, Tactic.WEAKEST_ENEMY


def test_the_defaults_are_resolve_encounters() -> None:
    options = EncounterOptions(max_rounds=3)
    assert (options.script, options.tactic, options.aftermath) == ((), Tactic.NEAREST_ENEMY, False)
    assert (dict(options.side_tactics), dict(options.combatant_tactics)) == ({}, {})


def test_options_saying_the_same_are_equal_and_hash_alike() -> None:
    plain = EncounterOptions(max_rounds=3, side_tactics=None)
    assert plain == EncounterOptions(max_rounds=3, side_tactics={}, combatant_tactics={})
    sides = EncounterOptions(max_rounds=3, side_tactics={"red": RED, "blue": BLUE})
    same = EncounterOptions(max_rounds=3, side_tactics={"blue": BLUE, "red": RED})
    assert (sides, hash(sides)) == (same, hash(same))
    assert len({plain, sides, same}) == 2
    script = (ScriptedAction(1, Attack("a", "b")),)
    assert EncounterOptions(max_rounds=3, script=list(script)) == EncounterOptions(
        max_rounds=3, script=script
    )


@pytest.mark.parametrize(
    "other",
    [
        EncounterOptions(max_rounds=4),
        EncounterOptions(max_rounds=3, script=(ScriptedAction(1, Attack("a", "b")),)),
        EncounterOptions(max_rounds=3, tactic=Tactic.PROTECT_ALLY),
        EncounterOptions(max_rounds=3, side_tactics={"red": RED}),
        EncounterOptions(max_rounds=3, combatant_tactics={"red": RED}),
        EncounterOptions(max_rounds=3, aftermath=True),
    ],
)
def test_each_option_tells_options_apart(other: EncounterOptions) -> None:
    assert other != EncounterOptions(max_rounds=3)
    assert other != "options"


def test_the_options_keep_their_own_copy_of_the_maps() -> None:
    chosen = {"red": RED}
    options = EncounterOptions(max_rounds=3, side_tactics=chosen)
    before = hash(options)
    chosen["blue"] = BLUE
    assert (dict(options.side_tactics), hash(options)) == ({"red": RED}, before)


def test_the_repr_says_every_option() -> None:
    options = EncounterOptions(max_rounds=3, combatant_tactics={"a": RED}, aftermath=True)
    assert repr(options) == (
        "EncounterOptions(max_rounds=3, script=(), tactic=<Tactic.NEAREST_ENEMY: 1>, "
        "side_tactics={}, combatant_tactics={'a': <Tactic.HOLD_AT_RANGE: 3>}, aftermath=True)"
    )


def test_the_replay_key_is_the_same_for_the_same_options() -> None:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("a", "red"), arrayer_fighter("b", "blue"))
    one = replay_key(state, EncounterOptions(max_rounds=9, combatant_tactics={}), 100)
    two = replay_key(state, EncounterOptions(max_rounds=9), 100)
    assert (one, hash(one)) == (two, hash(two))
    assert one != replay_key(state, EncounterOptions(max_rounds=9), 101)
    assert one != replay_key(state, EncounterOptions(max_rounds=9, aftermath=True), 100)
