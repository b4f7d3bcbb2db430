"""Exact encounter odds (engine/encounter_odds.py): a duel solved by hand, a duel and a 2 against
1 against simulations by chi-square, the merging of positions within rounds against the walk
that merges only between rounds, and the bounds.

The duel: two `tiered` fighters of 1 HP, adjacent, each Reflex 2 + Main-Hand Melee 3 with a
Tier 2 weapon. Every won contest downs the loser (margin + Body + Tier >= 1 damage; S5), whoever
struck: the attacker's win, or the defender's counterattack (T3). So the first to act ends the
round unless the contest ties (equal bonuses: 20 of 400 pairs), and then the second does unless
it ties too: the encounter goes on with 1/400 a round, and by symmetry each side wins half of
the rest. Natural 20s and 1s lower Tiers (T4), which changes no outcome here but makes more
positions, which the walk must merge.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

import pytest

from engine.encounter_odds import (
    EncounterOdds,
    RoundsProbability,
    SideOdds,
    compute_encounter_odds,
)
from engine.errors import InvalidRequestError, LimitExceededError, Stopped
from engine.options import EncounterOptions
from engine.simulate import simulate
from engine.state import EncounterState, Ruleset
from tests.engine.factories import arrayer_fighter, encounter
from tests.engine.tiered.support import arm, fighter
from tests.service.frequencies import assert_frequencies_fit

BUDGET = 100_000
F = Fraction


def _duel() -> EncounterState:
    weapons = (arm("one_handed_melee_t2"),)
    return encounter(
        Ruleset.TIERED,
        fighter("ana", "red", at=(0, 0), hp=1, weapons=weapons, main_hand_melee=3),
        fighter("bo", "blue", at=(1, 0), hp=1, weapons=weapons, main_hand_melee=3),
    )


def test_a_duel_solved_by_hand() -> None:
    odds = compute_encounter_odds(
        _duel(), EncounterOptions(max_rounds=2), budget=BUDGET, max_branches=10**6
    )
    going_on = F(1, 400)  # a round in which both contests tie
    draw = going_on**2  # still fighting at the round limit
    assert odds.draw == draw
    assert odds.sides == (SideOdds("red", (1 - draw) / 2), SideOdds("blue", (1 - draw) / 2))
    assert odds.rounds == (
        RoundsProbability(1, 1 - going_on),
        RoundsProbability(2, going_on),  # ended in round 2, or at the limit after it
    )
    ana, bo = odds.combatants
    assert ana.survival == bo.survival == (1 - draw) / 2 + draw  # the winner and both at a draw
    assert sum(p.probability for p in ana.hp_lost) == 1
    assert odds.mean_rounds == 1 * (1 - going_on) + 2 * going_on
    for combatant in (ana, bo):
        # No healing, and nothing hurts its own: what it takes is what it loses.
        assert combatant.mean_damage_taken == combatant.mean_hp_lost
        assert combatant.mean_hp_lost == sum(p.damage * p.probability for p in combatant.hp_lost)
    # Each one's damage is the other's doing: dealt by one, taken by the other; by symmetry
    # the same for both.
    assert ana.mean_damage_dealt == bo.mean_damage_taken == bo.mean_damage_dealt > 0
    assert odds.positions < odds.branches  # positions met again were merged


def test_the_exact_odds_agree_with_a_simulation() -> None:
    # 20,000 seeded runs of the one-round duel against the exact odds, chi-square at p > 0.001.
    state, options = _duel(), EncounterOptions(max_rounds=1)
    odds = compute_encounter_odds(state, options, budget=BUDGET, max_branches=10**6)
    runs = 20_000
    tally = simulate(state, options, seed=22, first_run=0, runs=runs, budget=BUDGET)
    observed = Counter({0: tally.wins[0], 1: tally.wins[1], 2: tally.draws})
    exact = {0: odds.sides[0].win, 1: odds.sides[1].win, 2: odds.draw}
    assert tally.side_ids == ("red", "blue")
    assert_frequencies_fit(observed, exact, runs, "duel winners")
    _assert_means_fit(odds, tally.dealt, runs)


def _two_against_one() -> EncounterState:
    # Two 1-HP swordsmen (Unknown proficiency: d12 attack dice) flank a 3-HP one; morale checks
    # (2d6 each) when a side loses a member.
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=1, at=(0, 0)),
        arrayer_fighter("cy", "red", hp=1, at=(0, 1)),
        arrayer_fighter("bo", "blue", hp=3, at=(1, 0)),
    )


def _assert_means_fit(odds: EncounterOdds, dealt: Sequence[Counter[int]], runs: int) -> None:
    # The expected damage dealt against the runs' mean, within 4 standard errors (a fixed seed:
    # a miss by more is a wrong mean, not bad luck).
    for combatant, histogram in zip(odds.combatants, dealt, strict=True):
        mean = sum(v * n for v, n in histogram.items()) / runs
        variance = sum(n * (v - mean) ** 2 for v, n in histogram.items()) / (runs - 1)
        assert abs(mean - float(combatant.mean_damage_dealt)) <= 4 * (variance / runs) ** 0.5


def test_a_2_against_1_agrees_with_20000_simulated_runs() -> None:
    state, options = _two_against_one(), EncounterOptions(max_rounds=5)
    odds = compute_encounter_odds(state, options, budget=BUDGET, max_branches=10**6)
    runs = 20_000
    tally = simulate(state, options, seed=22, first_run=0, runs=runs, budget=BUDGET)
    assert tally.side_ids == ("red", "blue")
    observed = Counter({0: tally.wins[0], 1: tally.wins[1], 2: tally.draws})
    exact = {0: odds.sides[0].win, 1: odds.sides[1].win, 2: odds.draw}
    assert_frequencies_fit(observed, exact, runs, "2 against 1 winners")
    assert_frequencies_fit(
        Counter(tally.rounds),
        {r.rounds: r.probability for r in odds.rounds},
        runs,
        "2 against 1 rounds",
    )
    _assert_means_fit(odds, tally.dealt, runs)


@pytest.mark.parametrize(
    ("state", "max_rounds"),
    [
        pytest.param(_duel(), 1, id="tiered duel"),
        pytest.param(
            encounter(
                Ruleset.ARRAYER,
                arrayer_fighter("ana", "red", hp=2, at=(0, 0)),
                arrayer_fighter("bo", "blue", hp=2, at=(1, 0), weapons=("axe",)),
            ),
            5,
            id="arrayer duel",
        ),
    ],
)
def test_merging_positions_within_rounds_changes_no_fraction(
    state: EncounterState, max_rounds: int
) -> None:
    # The walk that merges positions only between rounds plays every branch of a round's dice
    # to its end: the reference. Merging at the points within rounds walks far fewer branches
    # and must give exactly the same answer.
    options = EncounterOptions(max_rounds=max_rounds)
    merged, reference = (
        compute_encounter_odds(
            state, options, budget=BUDGET, max_branches=10**6, within_rounds=within
        )
        for within in (True, False)
    )
    assert merged.field_values()[:6] == reference.field_values()[:6]  # all but the walk's size
    assert merged.positions == reference.positions
    assert merged.branches * 5 < reference.branches


def test_a_walk_over_the_cost_limit_is_refused_with_the_hint_to_simulate() -> None:
    with pytest.raises(LimitExceededError) as refused:
        compute_encounter_odds(
            _duel(), EncounterOptions(max_rounds=1), budget=BUDGET, max_branches=100
        )
    assert (refused.value.reason, refused.value.field) == ("LIMIT_EXCEEDED", "max_rounds")
    assert "more than 100 step resolutions" in refused.value.message
    assert "simulate" in refused.value.message


def _arrayer_duel(hp: int = 2) -> EncounterState:
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", hp=hp, at=(0, 0)),
        arrayer_fighter("bo", "blue", hp=hp, at=(1, 0)),
    )


def test_carrying_the_odds_over_the_rounds_counts_against_the_cost_limit() -> None:
    # Two 2-HP swordsmen: 457 branches (every position met within 10 rounds), then only the
    # carry grows with the rounds: its worth in branches fits a limit of 600 over 10 rounds,
    # not over 200 (issue 28: the carry was free, and took 95 % of a long duel's time).
    walked = compute_encounter_odds(
        _arrayer_duel(), EncounterOptions(max_rounds=200), budget=BUDGET, max_branches=10**6
    )
    assert walked.branches == 457
    answered = compute_encounter_odds(
        _arrayer_duel(), EncounterOptions(max_rounds=10), budget=BUDGET, max_branches=600
    )
    assert answered.branches == 457
    with pytest.raises(LimitExceededError) as refused:
        compute_encounter_odds(
            _arrayer_duel(), EncounterOptions(max_rounds=200), budget=BUDGET, max_branches=600
        )
    assert (refused.value.reason, refused.value.field) == ("LIMIT_EXCEEDED", "max_rounds")
    assert "more than 600 step resolutions or their worth" in refused.value.message
    assert "simulate" in refused.value.message


def test_the_stop_check_is_polled_while_the_odds_are_carried() -> None:
    # A stop that says so only after as many polls as the walk has branches: the walk alone
    # polled that often, once a branch, and never stopped; the carry of 200 rounds polls too
    # (it did not: issue 28, a call went on 8 s past its deadline).
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        return polls > 457

    with pytest.raises(Stopped) as stopped:
        compute_encounter_odds(
            _arrayer_duel(),
            EncounterOptions(max_rounds=200),
            budget=BUDGET,
            max_branches=10**6,
            stop=stop,
        )
    assert 0 <= stopped.value.round <= 200


def test_the_aftermath_is_refused_for_now() -> None:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("ana", "red"), arrayer_fighter("bo", "blue"))
    with pytest.raises(InvalidRequestError) as refused:
        compute_encounter_odds(
            state, EncounterOptions(max_rounds=5, aftermath=True), budget=BUDGET, max_branches=10**6
        )
    assert (refused.value.reason, refused.value.field) == ("CONFLICTING_OPTIONS", "aftermath")
