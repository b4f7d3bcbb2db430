"""ARRAYER attack rulings of the second round, under forced dice: A19 (the prone target's d6 and
training), A20 (the arquebus's line), A21 (chain weapons), A22 (room to wield), A23 (mount Hit
Dice), A25 (longbow fatigue), A26 (the greatsword's extra attack) and A10 (a blow on the horse)."""

from __future__ import annotations

import pytest

from engine import RuleRefusal
from engine.state import ArrayerWeaponType, Conditions
from tests.engine.arrayer.test_rules import fighter, resolve

T = ArrayerWeaponType


# --- A19: the prone target's d6 replaces only the Attack Die ----------------------------------


@pytest.mark.parametrize(
    ("weapon", "at"),
    [
        ("lance", (2, 0)),
        ("flail", (1, 0)),
        ("whip", (2, 0)),
        ("mancatcher", (1, 0)),
        ("doping_spines", (1, 0)),
    ],
)
def test_prone_target_does_not_bypass_training(weapon: str, at: tuple[int, int]) -> None:
    ana = fighter("ana", "red", weapons=(weapon,), at=(0, 0))
    bo = fighter("bo", "blue", at=at, conditions=Conditions(prone=True))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, bo, faces=(3,))
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
        "A1",
        "action.attack.weapon_id",
    )


def test_prone_target_trained_specialist_rolls_the_d6() -> None:
    ana = fighter("ana", "red", weapons=("lance",), skills={T.POLEARMS: 1}, at=(0, 0))
    bo = fighter("bo", "blue", at=(2, 0), conditions=Conditions(prone=True))
    (event,) = resolve(ana, bo, faces=(6,)).events
    assert (event.dice[0].size, event.totals[0].value) == (6, 7)


# --- A21: chain weapons entangle only with the chain ------------------------------------------


def test_meteor_hammer_at_one_square_cannot_entangle() -> None:
    ana = fighter("ana", "red", weapons=("meteor_hammer",), skills={T.MECHANICAL: 1}, at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4, 20), entangle=True)
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "CANNOT_ENTANGLE",
        "A21",
        "action.attack.entangle",
    )
    assert "'meteor_hammer' is a knife at close quarters" in str(error)


@pytest.mark.parametrize("weapon", ["sword", "rope_dart"])
def test_weapon_without_a_chain_option_cannot_entangle(weapon: str) -> None:
    ana = fighter("ana", "red", weapons=(weapon,), skills={T.MECHANICAL: 1}, at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4, 20), entangle=True)
    assert (info.value.reason, info.value.field) == ("CANNOT_ENTANGLE", "action.attack.entangle")
    assert f"{weapon!r} cannot entangle" in str(info.value)
