"""ARRAYER odds: over a fixed-seed sample of 108,000 attacks, the hit rate and the mean damage of
each Attack Die (d8, d10, d12) at each range band (effective, long, extreme: rulings A1, A3) and
weight (Light -1, Regular 0, Heavy +1: A2) match the exact values within 4 standard errors.

The exact values enumerate the die's faces: a face at or under the band's threshold hits for
max(face + weight - armour, 1); the others miss for 0. The sample runs through the engine's own
attack code (engine.arrayer.attack.resolve_attack on a Board), not a re-implementation.
"""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from engine.actions import Attack
from engine.arrayer.attack import resolve_attack
from engine.board import Board
from engine.dice import SeededDice
from engine.state import (
    Armour,
    ArrayerCombatant,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    Combatant,
    EncounterState,
    Position,
    RangeBands,
    Ruleset,
    Weapon,
    WeaponDefinition,
    WeaponProficiency,
)
from engine.trace import Outcome

ATTACKS_PER_CELL = 4_000  # 27 cells: 108,000 attacks
ARMOUR = 1
SEED = 0xA77A7E5
#: Die size -> improvements in the weapon's type (A1 ladder: d12, d10, d8).
STEPS = {12: 0, 10: 1, 8: 2}
#: Band -> (distance to the target, hit threshold) with range bands 2/4/6 (A3).
BANDS = {"effective": (2, 6), "long": (4, 5), "extreme": (6, 4)}


def exact(size: int, threshold: int, weight: int) -> tuple[Fraction, Fraction, Fraction]:
    """Hit probability, mean damage and damage variance per attack, by enumerating faces."""
    damages = [max(f + weight - ARMOUR, 1) if f <= threshold else 0 for f in range(1, size + 1)]
    p_hit = Fraction(sum(1 for f in range(1, size + 1) if f <= threshold), size)
    mean = Fraction(sum(damages), size)
    variance = Fraction(sum(d * d for d in damages), size) - mean * mean
    return p_hit, mean, variance


def sample(size: int, distance: int, weight: int, dice: SeededDice) -> tuple[int, int]:
    """Hits and total damage over ATTACKS_PER_CELL attacks through the engine."""
    rules = ArrayerWeaponRules(
        ArrayerWeaponType.BOWS, weight=weight, reach=0, range=RangeBands(2, 4, 6)
    )
    sling = Weapon("shot", WeaponDefinition("shot", "Shot", arrayer=rules))
    shooter = Combatant(
        "ana",
        "red",
        10,
        position=Position(0, 0),
        weapons=(sling,),
        arrayer=ArrayerCombatant(
            proficiencies=(WeaponProficiency(ArrayerWeaponType.BOWS, STEPS[size]),)
        ),
    )
    target = Combatant("bo", "blue", 10**9, position=Position(distance, 0), armour=Armour(ARMOUR))
    board = Board(EncounterState(Ruleset.ARRAYER, (shooter, target)))
    attack = Attack("ana", "bo")
    hits = damage = 0
    for _ in range(ATTACKS_PER_CELL):
        (event,) = resolve_attack(board, attack, dice, "action.attack")
        if event.outcome is Outcome.HIT:
            hits += 1
            damage += event.totals[0].value
    return hits, damage


@pytest.mark.parametrize("size", [8, 10, 12])
def test_hit_rate_and_mean_damage_match_the_exact_odds(size: int) -> None:
    dice = SeededDice(SEED + size, budget=10 * ATTACKS_PER_CELL * len(BANDS) * 3)
    n = ATTACKS_PER_CELL
    for band, (distance, threshold) in BANDS.items():
        for weight in (-1, 0, 1):
            p_hit, mean, variance = exact(size, threshold, weight)
            hits, damage = sample(size, distance, weight, dice)
            hit_se = math.sqrt(p_hit * (1 - p_hit) / n)
            damage_se = math.sqrt(variance / n)
            where = f"d{size} {band} weight {weight:+d}"
            assert abs(hits / n - float(p_hit)) <= 4 * hit_se, where
            assert abs(damage / n - float(mean)) <= 4 * damage_se, where


def test_exact_values_by_hand() -> None:
    # d8, effective, Heavy, armour 1: faces 1-6 hit for 1, 2, 3, 4, 5, 6 -> mean 21/8.
    assert exact(8, 6, 1)[:2] == (Fraction(6, 8), Fraction(21, 8))
    # d12, extreme, Light: faces 1-4 hit for max(f - 2, 1) = 1, 1, 1, 2 -> 5/12.
    assert exact(12, 4, -1)[:2] == (Fraction(4, 12), Fraction(5, 12))
