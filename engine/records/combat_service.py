"""The engine's records of arbiter/v1/combat_service.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from fractions import Fraction
from typing import final

from engine.records.action import Action, CriticalTarget
from engine.records.trace import Outcome
from engine.values import Value

__all__ = [
    "CombatantOdds",
    "ContestOdds",
    "CriticalOdds",
    "DamageProbability",
    "EndReason",
    "EndReasonProbability",
    "OutcomeProbability",
    "RoundsProbability",
    "ScriptedAction",
    "SideOdds",
    "Tactic",
    "TargetOdds",
]


class Tactic(enum.IntEnum):
    """What combatants without a scripted action do, in both rulesets; deterministic for a seed (the
    dice only decide what the chosen actions do). Every tactic moves as any move does: occupied
    squares, obstacles and the battlefield's edge block, bodies are passed over, never stopped on;
    ARRAYER movement is simultaneous with interceptions (rulings A17, A18) and a mancatcher's hold
    (A28); `tiered` moves are non-contested actions meeting the traps on their way (T2, T7) and
    shots need a line of fire (T9). GetCatalog lists them (GetCatalogResponse.tactics);
    docs/api.md, "Tactics", has the details.
    """

    NEAREST_ENEMY = 1
    """Attack the nearest standing enemy with the first weapon that reaches it; otherwise move toward
    it. Ties go to the lowest combatant id.
    """
    WEAKEST_ENEMY = 2
    """As nearest enemy, but pick the standing enemy with the fewest HP left (ties: the nearest, then
    the lowest id); a melee attacker strikes the weakest enemy in reach.
    """
    HOLD_AT_RANGE = 3
    """Missile users keep their distance: an enemy nearer than 3 squares sends them away from the
    enemies (keeping the nearest within the weapon's effective range, ARRAYER A3; its guaranteed
    or bow range, `tiered` T5); with no enemy in that range they close until one is; otherwise
    they stand and shoot the nearest. Melee users play nearest enemy.
    """
    PROTECT_ALLY = 4
    """Guard the most hurt standing ally (fewest HP left; ties: nearest, then lowest id): attack the
    enemy nearest to that ally, moving to intercept it; with no ally standing, nearest enemy.
    """
    RETREAT_WHEN_HURT = 5
    """Nearest enemy until hurt (HP at or below half of max_hp, or of the HP it began the encounter
    with when max_hp is 0); then spend the round (ARRAYER) or both actions of the turn (`tiered`,
    T2) moving away from the enemies, attacking only when it cannot get farther away. ARRAYER
    routed combatants leave the fight anyway (A15).
    """


class EndReason(enum.IntEnum):
    """Why an encounter stopped."""

    SIDE_DEFEATED = 1
    """Only one side has anyone able to fight."""
    SIDE_ROUTED = 2
    """Every other side routed (ARRAYER morale, ruling A15)."""
    ROUND_LIMIT = 3
    """max_rounds reached with more than one side fighting."""


@final
class ScriptedAction(Value):
    """An action the caller scripts for one round."""

    FIELDS = ("round", "action")
    __slots__ = FIELDS

    round: int
    """The round (1-based) in which the actor takes this action instead of its tactic."""
    action: Action
    """The action; its actor (e.g. attack.attacker_id) is the combatant it is scripted for."""

    def __init__(self, round: int, action: Action) -> None:
        self.round = round
        self.action = action

    def field_values(self) -> tuple[object, ...]:
        return (self.round, self.action)


@final
class DamageProbability(Value):
    """One point of a damage distribution."""

    FIELDS = ("damage", "probability")
    __slots__ = FIELDS

    damage: int
    """HP taken."""
    probability: Fraction
    """The probability that exactly `damage` is taken."""

    def __init__(self, damage: int, probability: Fraction) -> None:
        self.damage = damage
        self.probability = probability

    def field_values(self) -> tuple[object, ...]:
        return (self.damage, self.probability)


@final
class OutcomeProbability(Value):
    """The probability of one outcome of an attack's primary strike."""

    FIELDS = ("outcome", "probability")
    __slots__ = FIELDS

    outcome: Outcome
    """The outcome (as the trace and StrikeResult.outcome say it)."""
    probability: Fraction
    """Its probability."""

    def __init__(self, outcome: Outcome, probability: Fraction) -> None:
        self.outcome = outcome
        self.probability = probability

    def field_values(self) -> tuple[object, ...]:
        return (self.outcome, self.probability)


@final
class TargetOdds(Value):
    """The damage one further combatant (not the attack's target) may take."""

    FIELDS = ("combatant_id", "damage", "mean_damage")
    __slots__ = FIELDS

    combatant_id: str
    """The combatant."""
    damage: tuple[DamageProbability, ...]
    """The HP it takes: one entry per possible value, ascending, 0 (not struck) included."""
    mean_damage: Fraction
    """The expected damage."""

    def __init__(
        self,
        combatant_id: str,
        damage: tuple[DamageProbability, ...],
        mean_damage: Fraction,
    ) -> None:
        self.combatant_id = combatant_id
        self.damage = damage
        self.mean_damage = mean_damage

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.damage, self.mean_damage)


@final
class CriticalOdds(Value):
    """`tiered`: the probability of one critical (T4) on one combatant."""

    FIELDS = ("combatant_id", "degraded", "damage", "probability")
    __slots__ = FIELDS

    combatant_id: str
    """Whose Tier is lowered, or whose bare hands are hurt."""
    degraded: CriticalTarget | None
    """What loses a Tier; unspecified when bare hands are hurt (damage is set)."""
    damage: int
    """The damage to bare hands (ignores armour); 0 for a Tier lost."""
    probability: Fraction
    """The probability that the attack brings it."""

    def __init__(
        self,
        combatant_id: str,
        degraded: CriticalTarget | None,
        damage: int,
        probability: Fraction,
    ) -> None:
        self.combatant_id = combatant_id
        self.degraded = degraded
        self.damage = damage
        self.probability = probability

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.degraded, self.damage, self.probability)


@final
class ContestOdds(Value):
    """`tiered`: who wins an attack's contested roll (T3, S4); attacker_wins + defender_wins + tie = 1."""

    FIELDS = ("attacker_wins", "defender_wins", "tie", "counter_damage", "counter_mean_damage")
    __slots__ = FIELDS

    attacker_wins: Fraction
    """The attacker wins (or hits without a contest: a guaranteed hit, T5): the response's `hit`."""
    defender_wins: Fraction
    """The defender wins: a counterattack where its weapon reaches (T3, T11), else only a defence."""
    tie: Fraction
    """A tie: nothing happens (S4)."""
    counter_damage: tuple[DamageProbability, ...]
    """The counterattack's damage to the attacker, as ComputeOddsResponse.damage (0 where there is
    none: the attacker won, a tie, a defence that only dodges).
    """
    counter_mean_damage: Fraction
    """The counterattack's expected damage to the attacker."""

    def __init__(
        self,
        attacker_wins: Fraction,
        defender_wins: Fraction,
        tie: Fraction,
        counter_damage: tuple[DamageProbability, ...],
        counter_mean_damage: Fraction,
    ) -> None:
        self.attacker_wins = attacker_wins
        self.defender_wins = defender_wins
        self.tie = tie
        self.counter_damage = counter_damage
        self.counter_mean_damage = counter_mean_damage

    def field_values(self) -> tuple[object, ...]:
        return (
            self.attacker_wins,
            self.defender_wins,
            self.tie,
            self.counter_damage,
            self.counter_mean_damage,
        )


@final
class SideOdds(Value):
    """One side's probability of winning an encounter."""

    FIELDS = ("side_id", "win")
    __slots__ = FIELDS

    side_id: str
    """The side."""
    win: Fraction
    """The probability that it wins."""

    def __init__(self, side_id: str, win: Fraction) -> None:
        self.side_id = side_id
        self.win = win

    def field_values(self) -> tuple[object, ...]:
        return (self.side_id, self.win)


@final
class EndReasonProbability(Value):
    """The probability of one way an encounter ends."""

    FIELDS = ("end_reason", "probability")
    __slots__ = FIELDS

    end_reason: EndReason
    """The reason (as EncounterOutcome.end_reason says it)."""
    probability: Fraction
    """Its probability."""

    def __init__(self, end_reason: EndReason, probability: Fraction) -> None:
        self.end_reason = end_reason
        self.probability = probability

    def field_values(self) -> tuple[object, ...]:
        return (self.end_reason, self.probability)


@final
class RoundsProbability(Value):
    """The probability that an encounter lasts exactly some number of rounds."""

    FIELDS = ("rounds", "probability")
    __slots__ = FIELDS

    rounds: int
    """Rounds played."""
    probability: Fraction
    """The probability that the encounter ends after exactly `rounds` rounds."""

    def __init__(self, rounds: int, probability: Fraction) -> None:
        self.rounds = rounds
        self.probability = probability

    def field_values(self) -> tuple[object, ...]:
        return (self.rounds, self.probability)


@final
class CombatantOdds(Value):
    """One combatant at an encounter's end."""

    FIELDS = (
        "combatant_id",
        "survival",
        "hp_lost",
        "mean_hp_lost",
        "mean_damage_dealt",
        "mean_damage_taken",
    )
    __slots__ = FIELDS

    combatant_id: str
    """The combatant."""
    survival: Fraction
    """The probability that it ends standing (not down, not dead)."""
    hp_lost: tuple[DamageProbability, ...]
    """The HP it has lost by the end (its HP at the start less its HP at the end): one entry per
    possible value, ascending, 0 included.
    """
    mean_hp_lost: Fraction
    """The expected value of hp_lost."""
    mean_damage_dealt: Fraction
    """The expected HP it deals to others (its strikes, counterattacks, effects and traps), as
    Simulate's CombatantStatistics.damage_dealt counts them.
    """
    mean_damage_taken: Fraction
    """The expected HP it takes, whatever takes it, as CombatantStatistics.damage_taken counts
    them (healing does not count against it, so this may exceed mean_hp_lost).
    """

    def __init__(
        self,
        combatant_id: str,
        survival: Fraction,
        hp_lost: tuple[DamageProbability, ...],
        mean_hp_lost: Fraction,
        mean_damage_dealt: Fraction,
        mean_damage_taken: Fraction,
    ) -> None:
        self.combatant_id = combatant_id
        self.survival = survival
        self.hp_lost = hp_lost
        self.mean_hp_lost = mean_hp_lost
        self.mean_damage_dealt = mean_damage_dealt
        self.mean_damage_taken = mean_damage_taken

    def field_values(self) -> tuple[object, ...]:
        return (
            self.combatant_id,
            self.survival,
            self.hp_lost,
            self.mean_hp_lost,
            self.mean_damage_dealt,
            self.mean_damage_taken,
        )
