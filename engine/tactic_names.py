"""The tactics unscripted combatants play in ResolveEncounter, and what GetCatalog says of each
(docs/api.md, "Tactics"). engine/tactics.py and each ruleset's tactic module play them."""

from __future__ import annotations

from typing import final

from engine.records.combat_service import Tactic
from engine.values import Value

__all__ = ["TACTICS", "Tactic", "TacticInfo"]


@final
class TacticInfo(Value):
    """One tactic as GetCatalog lists it: what it does, and the rulings its moves and attacks
    follow beyond those every action follows."""

    FIELDS = ("tactic", "description", "rulings")
    __slots__ = FIELDS

    tactic: Tactic
    description: str
    rulings: tuple[str, ...]

    def __init__(self, tactic: Tactic, description: str, rulings: tuple[str, ...] = ()) -> None:
        self.tactic = tactic
        self.description = description
        self.rulings = rulings

    def field_values(self) -> tuple[object, ...]:
        return (self.tactic, self.description, self.rulings)


TACTICS = (
    TacticInfo(
        Tactic.NEAREST_ENEMY,
        "Attack the nearest standing enemy (ties: lowest id) with the first weapon that reaches "
        "it, shooting when it has a ready missile weapon and the enemy is in range; otherwise "
        "move toward it.",
    ),
    TacticInfo(
        Tactic.WEAKEST_ENEMY,
        "As nearest enemy, but pick the standing enemy with the fewest HP left (ties: nearest, "
        "then lowest id): approach it, shoot it when in range, strike it when in reach (else "
        "the weakest in reach).",
    ),
    TacticInfo(
        Tactic.HOLD_AT_RANGE,
        "Missile users keep their distance: an enemy nearer than 3 squares sends them away from "
        "the enemies (never beyond the weapon's effective range of the nearest, ARRAYER; or its "
        "guaranteed or bow range, tiered); with no enemy in that range they close until one is; "
        "otherwise they stand and shoot the nearest. Melee users play nearest enemy.",
        ("A3", "A14", "A18", "T2", "T5"),
    ),
    TacticInfo(
        Tactic.PROTECT_ALLY,
        "Guard the most hurt standing ally (fewest HP left; ties: nearest, then lowest id): "
        "attack the enemy nearest to it (ties: nearest to the guard, then lowest id), moving "
        "to intercept it; with no ally standing, play nearest enemy.",
    ),
    TacticInfo(
        Tactic.RETREAT_WHEN_HURT,
        "Play nearest enemy until hurt (HP at or below half of max_hp, or of the HP it began "
        "the encounter with when max_hp is 0); then spend the round or turn moving away from "
        "the enemies (interceptions and holds apply, ARRAYER; traps, tiered) and fight only "
        "when it cannot get farther away. Routed ARRAYER combatants leave the fight (A15).",
        ("A15", "A18", "A28", "T2", "T7"),
    ),
)
