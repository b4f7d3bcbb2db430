"""Exact encounter odds (engine/encounter_odds.py): a duel solved by hand, a duel and a 2 against
1 against simulations by chi-square, the merging of positions within rounds against the walk
that merges only between rounds, and the bounds; to the end: the duel solved by hand, capped
answers that close in on it, retreats back and forth (cycles of positions) against the capped
answers and a simulation, a fight that never ends refused.

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

from engine import Attack, ScriptedAction
from engine.encounter_odds import (
    EncounterOdds,
    RoundsProbability,
    SideOdds,
    compute_encounter_odds,
)
from engine.errors import InvalidRequestError, LimitExceededError, RuleRefusal, Stopped
from engine.options import EncounterOptions
from engine.play import EndReason
from engine.records.state import Battlefield
from engine.simulate import simulate
from engine.state import EncounterState, Ruleset
from engine.tactic_names import Tactic
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


# --- to the end ---------------------------------------------------------------------------


def test_a_duel_to_the_end_solved_by_hand() -> None:
    # The duel goes on with 1/400 a round, for ever if need be: it lasts n rounds with
    # (1/400)^(n-1) * 399/400, a mean of 1 / (1 - 1/400) = 400/399 rounds, and by symmetry each
    # side wins half. No draw: the round limit is gone, and nobody downs both.
    odds = compute_encounter_odds(
        _duel(), EncounterOptions(max_rounds=2), budget=BUDGET, max_branches=10**6, to_the_end=True
    )
    going_on = F(1, 400)
    assert odds.sides == (SideOdds("red", F(1, 2)), SideOdds("blue", F(1, 2)))
    assert odds.draw == 0
    assert odds.mean_rounds == F(400, 399)
    assert odds.rounds == (
        RoundsProbability(1, 1 - going_on),
        RoundsProbability(2, going_on * (1 - going_on)),
    )
    assert odds.rounds_beyond == going_on**2
    assert [(e.end_reason, e.probability) for e in odds.end_reasons] == [
        (EndReason.SIDE_DEFEATED, F(1))
    ]
    ana, bo = odds.combatants
    assert ana.survival == bo.survival == F(1, 2)
    for combatant in (ana, bo):
        # The winner is never struck (a won contest ends the fight): it loses nothing, and the
        # loser at least its 1 HP (a blow's damage may pass it).
        lost = {p.damage: p.probability for p in combatant.hp_lost}
        assert lost[0] == F(1, 2) and min(lost.keys() - {0}) >= 1
        assert combatant.mean_damage_taken == combatant.mean_hp_lost > F(1, 2)
    assert ana.mean_damage_dealt == bo.mean_damage_taken == bo.mean_damage_dealt


def _within(options: EncounterOptions, rounds: int) -> EncounterOptions:
    return EncounterOptions(max_rounds=rounds, tactic=options.tactic)


def _capped_and_to_the_end(
    state: EncounterState, options: EncounterOptions, rounds: int
) -> tuple[EncounterOdds, EncounterOdds]:
    return (
        compute_encounter_odds(state, _within(options, rounds), budget=BUDGET, max_branches=10**6),
        compute_encounter_odds(
            state,
            _within(options, rounds),
            budget=BUDGET,
            max_branches=10**6,
            to_the_end=True,
        ),
    )


def _retreating_duel() -> tuple[EncounterState, EncounterOptions]:
    # An archer and a swordsman, 2 HP each, on a 3-by-1 field, both retreating when hurt: a hurt
    # one steps away and the other follows, so positions lead back and forth (cycles of two the
    # solve meets as components of two positions, a linear system each).
    state = EncounterState(
        Ruleset.ARRAYER,
        (
            arrayer_fighter("ana", "red", hp=2, weapons=("bow", "knife"), at=(0, 0)),
            arrayer_fighter("bo", "blue", hp=2, at=(1, 0)),
        ),
        battlefield=Battlefield(3, 1),
    )
    return state, EncounterOptions(max_rounds=1, tactic=Tactic.RETREAT_WHEN_HURT)


@pytest.mark.parametrize(
    "encounter_and_options",
    [
        pytest.param((_two_against_one(), EncounterOptions(max_rounds=1)), id="2 against 1"),
        pytest.param(_retreating_duel(), id="retreating duel"),
    ],
)
def test_the_capped_answers_close_in_on_the_answer_to_the_end(
    encounter_and_options: tuple[EncounterState, EncounterOptions],
) -> None:
    # Within N rounds, each side's win is what it wins by then; to the end it wins that and
    # part of what is still fighting at N (the ROUND_LIMIT mass): exactly between the two, and
    # the gap shrinks as N grows. The rounds listed to the end are the capped ones before N, and
    # the last is the capped one less what the limit ended; beyond it, that mass.
    state, options = encounter_and_options
    end = None
    gaps = []
    for rounds in (1, 2, 4, 8, 16):
        capped, to_the_end = _capped_and_to_the_end(state, options, rounds)
        if end is None:
            end = to_the_end
        limited = sum(
            (e.probability for e in capped.end_reasons if e.end_reason == EndReason.ROUND_LIMIT),
            F(0),
        )
        for within, total in zip(capped.sides, end.sides, strict=True):
            assert within.win <= total.win <= within.win + limited
        assert to_the_end.field_values()[:3] == end.field_values()[:3]  # sides, draw, reasons
        assert to_the_end.mean_rounds == end.mean_rounds
        assert to_the_end.combatants == end.combatants
        assert to_the_end.rounds[:-1] == capped.rounds[:-1]
        assert to_the_end.rounds[-1].rounds == capped.rounds[-1].rounds == rounds
        assert to_the_end.rounds[-1].probability == capped.rounds[-1].probability - limited
        assert to_the_end.rounds_beyond == limited
        assert capped.rounds_beyond is None
        gaps.append(limited)
    assert gaps == sorted(gaps, reverse=True) and gaps[-1] < gaps[0] / 100
    assert end is not None
    assert sum((s.win for s in end.sides), end.draw) == 1


def test_retreats_back_and_forth_agree_with_20000_simulated_runs() -> None:
    # Simulated runs of at most 60 rounds (a run still fighting then is far rarer than 1 in
    # 20,000) against the odds to the end, chi-square at p > 0.001: winners, rounds, damage.
    state, options = _retreating_duel()
    odds = compute_encounter_odds(
        state, _within(options, 60), budget=BUDGET, max_branches=10**6, to_the_end=True
    )
    assert odds.rounds_beyond is not None and odds.rounds_beyond < F(1, 10**6)
    runs = 20_000
    tally = simulate(state, _within(options, 60), seed=32, first_run=0, runs=runs, budget=BUDGET)
    observed = Counter({0: tally.wins[0], 1: tally.wins[1], 2: tally.draws})
    exact = {0: odds.sides[0].win, 1: odds.sides[1].win, 2: odds.draw}
    assert_frequencies_fit(observed, exact, runs, "retreating duel winners")
    rounds = {r.rounds: r.probability for r in odds.rounds}
    rounds[60] += odds.rounds_beyond  # the simulation's limit ends the rest at 60
    assert_frequencies_fit(Counter(tally.rounds), rounds, runs, "retreating duel rounds")
    _assert_means_fit(odds, tally.dealt, runs)


def test_the_merged_walk_to_the_end_changes_no_fraction() -> None:
    state, options = _retreating_duel()
    merged, reference = (
        compute_encounter_odds(
            state,
            options,
            budget=BUDGET,
            max_branches=10**6,
            within_rounds=within,
            to_the_end=True,
        )
        for within in (True, False)
    )
    assert merged.field_values()[:6] == reference.field_values()[:6]
    assert merged.rounds_beyond == reference.rounds_beyond


def test_a_fight_that_never_ends_is_refused() -> None:
    # Two unarmed ARRAYER fighters: nobody can harm anybody, so the first position leads only
    # back to itself. Refused after one position's branches, not after the cost limit's worth.
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red", weapons=(), at=(0, 0)),
        arrayer_fighter("bo", "blue", weapons=(), at=(1, 0)),
    )
    with pytest.raises(RuleRefusal) as refused:
        compute_encounter_odds(
            state, EncounterOptions(max_rounds=5), budget=BUDGET, max_branches=100, to_the_end=True
        )
    assert (refused.value.reason, refused.value.field) == ("NEVER_ENDS", "to_the_end")
    assert "never end" in refused.value.message
    # Within a round limit it is answered: a draw at the limit.
    capped = compute_encounter_odds(
        state, EncounterOptions(max_rounds=5), budget=BUDGET, max_branches=100
    )
    assert capped.draw == 1


def test_odds_to_the_end_over_the_cost_limit_name_the_field_and_the_way_out() -> None:
    with pytest.raises(LimitExceededError) as refused:
        compute_encounter_odds(
            _arrayer_duel(hp=4),
            EncounterOptions(max_rounds=0),
            budget=BUDGET,
            max_branches=400,
            to_the_end=True,
        )
    assert (refused.value.reason, refused.value.field) == ("LIMIT_EXCEEDED", "to_the_end")
    assert "to the end need more than 400" in refused.value.message
    assert "within max_rounds, or simulate it" in refused.value.message


def test_a_script_is_carried_before_the_solve_to_the_end() -> None:
    # A script naming rounds 1 and 3 that plays what the tactic would (the sword at the one
    # enemy): the same fractions to the end as without it, though its rounds are carried
    # position by round first (the solve needs transitions that no longer depend on the round).
    script = (
        ScriptedAction(1, Attack("ana", "bo", "sword")),
        ScriptedAction(3, Attack("bo", "ana", "sword")),
    )
    plain, scripted = (
        compute_encounter_odds(
            _arrayer_duel(),
            EncounterOptions(max_rounds=2, script=given),
            budget=BUDGET,
            max_branches=10**6,
            to_the_end=True,
        )
        for given in ((), script)
    )
    assert scripted.field_values()[:6] == plain.field_values()[:6]
    assert scripted.rounds_beyond == plain.rounds_beyond
    assert scripted.branches > plain.branches  # rounds 1 to 3 walked per round


def test_the_stop_check_is_polled_to_the_end_of_the_solve() -> None:
    # Count the polls of a whole solve of the retreating duel (cycles: eliminations too), then
    # stop at the last of them: after every branch, in the solve's components or a cycle's
    # elimination, which must still stop.
    state, options = _retreating_duel()
    polls = 0

    def counting() -> bool:
        nonlocal polls
        polls += 1
        return False

    odds = compute_encounter_odds(
        state, options, budget=BUDGET, max_branches=10**6, stop=counting, to_the_end=True
    )
    total, polls = polls, 0
    # One poll before the start's carry, one a branch; the rest are the solve's.
    assert total > odds.branches + 1

    def at_the_last() -> bool:
        nonlocal polls
        polls += 1
        return polls == total

    with pytest.raises(Stopped):
        compute_encounter_odds(
            state, options, budget=BUDGET, max_branches=10**6, stop=at_the_last, to_the_end=True
        )
