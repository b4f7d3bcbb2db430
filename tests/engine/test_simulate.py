"""Monte Carlo simulation (engine/simulate.py): exact tallies where the outcome is known, runs
that are ResolveEncounter's with derived seeds, split-independence, determinism, progress, stop,
the roll budget and requests refused before any run."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from engine import (
    Attack,
    EndReason,
    InvalidRequestError,
    LimitExceededError,
    ScriptedAction,
    SeededDice,
    Stopped,
    derive_seed,
    resolve_encounter,
)
from engine.options import EncounterOptions
from engine.play import EncounterOutcome, StopCheck, Tactic
from engine.replay import EncounterReplay, ReplayStore
from engine.simulate import (
    PROGRESS_EVERY,
    RunSummary,
    SimulationTally,
    damage_tally,
    simulate,
    summarize,
)
from engine.state import EncounterState, Ruleset, Side
from engine.trace import EventKind, HpChange, Outcome, TraceEvent
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter

SEED = 2026
BUDGET = 100_000
TWENTY_ROUNDS = EncounterOptions(max_rounds=20)


def _unanswered() -> EncounterState:
    # ana's sword against bo, who carries nothing and cannot fall in one round.
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", "red"),
        arrayer_fighter("bo", "blue", hp=1000, weapons=()),
    )


def _unanswered_trio() -> EncounterState:
    return _unanswered().with_combatants((*_unanswered().combatants, arrayer_fighter("cy", "blue")))


def _duel() -> EncounterState:
    return encounter(
        Ruleset.ARRAYER, arrayer_fighter("ana", "red", hp=6), arrayer_fighter("bo", "blue", hp=6)
    )


def _tiered_duel() -> EncounterState:
    return encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", "red", hp=12, weapons=("one_handed_melee_t2",)),
        tiered_fighter("bo", "blue", hp=12),
    )


def _run(
    state: EncounterState,
    runs: int,
    first_run: int = 0,
    options: EncounterOptions = TWENTY_ROUNDS,
    *,
    budget: int = BUDGET,
    stop: StopCheck | None = None,
    progress: Callable[[int, SimulationTally], None] | None = None,
    progress_every: int = PROGRESS_EVERY,
    replays: ReplayStore | None = None,
) -> SimulationTally:
    return simulate(
        state,
        options,
        seed=SEED,
        first_run=first_run,
        runs=runs,
        budget=budget,
        stop=stop,
        progress=progress,
        progress_every=progress_every,
        replays=replays,
    )


def test_a_side_already_beaten_loses_every_run_in_round_0() -> None:
    state = encounter(
        Ruleset.ARRAYER, arrayer_fighter("ana", "red"), arrayer_fighter("bo", "blue", hp=-1)
    )
    tally = _run(state, 25)
    assert (tally.runs, tally.wins, tally.draws, tally.routs) == (25, [25, 0], 0, [0, 0])
    assert tally.end_reasons == {EndReason.SIDE_DEFEATED: 25}
    assert tally.rounds == {0: 25}
    assert tally.dealt == tally.taken == [Counter({0: 25}), Counter({0: 25})]
    assert (tally.survived, tally.aftermath_deaths) == ([25, 0], [0, 0])


def test_the_aftermath_kills_are_counted() -> None:
    # bo is below 0 HP when red has won: every run rolls bo's aftermath (A11), and each run's
    # verdict is ResolveEncounter's with that run's seed.
    state = encounter(
        Ruleset.ARRAYER, arrayer_fighter("ana", "red"), arrayer_fighter("bo", "blue", hp=-3)
    )
    tally = _run(state, 40, options=EncounterOptions(max_rounds=20, aftermath=True))
    killed = 0
    for i in range(40):
        resolution = resolve_encounter(
            state,
            SeededDice(derive_seed(SEED, i), BUDGET),
            EncounterOptions(max_rounds=20, aftermath=True),
        )
        assert resolution.aftermath is not None
        killed += any(
            v.combatant_id == "bo" and v.outcome is Outcome.KILLED
            for v in resolution.aftermath.verdicts
        )
    assert 0 < killed < 40  # the d20 decides, both ways, in 40 runs of this seed
    assert tally.aftermath_deaths == [0, killed]


def test_one_unanswered_round_tallies_each_runs_resolve_encounter() -> None:
    state = _unanswered()
    tally = _run(state, 60, 5, EncounterOptions(max_rounds=1))
    assert (tally.first_run, tally.runs, tally.wins, tally.draws) == (5, 60, [0, 0], 60)
    assert tally.end_reasons == {EndReason.ROUND_LIMIT: 60}
    assert tally.rounds == {1: 60}
    assert tally.survived == [60, 60]
    expected: Counter[int] = Counter()
    for i in range(5, 65):
        resolution = resolve_encounter(
            state, SeededDice(derive_seed(SEED, i), BUDGET), EncounterOptions(max_rounds=1)
        )
        expected[sum(c.before - c.after for e in resolution.events for c in e.hp_changes)] += 1
    # ana deals exactly what bo takes, run by run; bo deals nothing and ana takes nothing.
    assert tally.dealt == [expected, Counter({0: 60})]
    assert tally.taken == [Counter({0: 60}), expected]
    assert len(expected) > 1  # the dice vary the damage


@pytest.mark.parametrize("state", [_duel(), _tiered_duel()], ids=["arrayer", "tiered"])
def test_split_ranges_merge_into_one_calls_tally(state: EncounterState) -> None:
    whole = _run(state, 30)
    parts = [_run(state, 7), _run(state, 16, first_run=7), _run(state, 7, first_run=23)]
    merged = parts[0]
    for part in parts[1:]:
        merged.merge(part)
    assert merged.counts() == whole.counts()
    assert sum(whole.wins) + whole.draws == 30


def test_the_same_arguments_give_the_same_tally_and_another_seed_another() -> None:
    state = _tiered_duel()
    assert _run(state, 20).counts() == _run(state, 20).counts()
    other = simulate(
        state, EncounterOptions(max_rounds=20), seed=SEED + 1, first_run=0, runs=20, budget=BUDGET
    )
    assert other.counts() != _run(state, 20).counts()


def test_merge_refuses_a_gap_or_another_encounter() -> None:
    first = _run(_duel(), 3)
    with pytest.raises(ValueError, match="starts at run 4"):
        first.merge(_run(_duel(), 3, first_run=4))
    with pytest.raises(ValueError, match="different encounters"):
        first.merge(_run(_unanswered_trio(), 3, first_run=3))


def test_progress_is_reported_every_k_runs_and_after_the_last() -> None:
    seen: list[tuple[int, int]] = []

    def progress(done: int, tally: SimulationTally) -> None:
        seen.append((done, tally.runs))

    state = _duel()
    script = (ScriptedAction(1, Attack(state.combatants[0].id, state.combatants[1].id)),)
    _run(
        state,
        10,
        options=EncounterOptions(max_rounds=20, script=script),
        progress=progress,
        progress_every=4,
    )
    assert seen == [(4, 4), (8, 8), (10, 10)]


def test_replayed_runs_report_progress_after_chunks_that_double_once_warm() -> None:
    seen: list[tuple[int, int]] = []

    def progress(done: int, tally: SimulationTally) -> None:
        seen.append((done, tally.runs))

    class Store:  # one replay kept between the two simulations below
        replay: EncounterReplay | None = None

        @contextmanager
        def hold(
            self, key: object, build: Callable[[], EncounterReplay], stop: object
        ) -> Iterator[EncounterReplay]:
            self.replay = self.replay or build()
            yield self.replay

    store = Store()
    _run(_duel(), 40, progress=progress, progress_every=4, replays=store)
    assert seen[0] == (4, 4)  # cold: chunks of 4 while rounds are still being played
    assert seen[-1] == (40, 40)
    seen.clear()
    _run(_duel(), 40, progress=progress, progress_every=4, replays=store)
    assert seen == [(4, 4), (12, 12), (28, 28), (40, 40)]  # warm: 4, 8, 16, then the rest


def test_a_stop_check_abandons_the_simulation() -> None:
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        return polls > 5

    with pytest.raises(Stopped):
        _run(_duel(), 1000, stop=stop)
    assert polls == 6  # it said stop once, and nothing was polled after


def test_a_run_over_the_roll_budget_is_refused_naming_max_rounds() -> None:
    with pytest.raises(LimitExceededError) as refused:
        _run(_duel(), 5, budget=2)
    assert (refused.value.reason, refused.value.field) == ("ROLL_BUDGET_EXHAUSTED", "max_rounds")
    assert "run 0 rolled more than 2 dice" in refused.value.message


_FIVE_ROUNDS = EncounterOptions(max_rounds=5)


@pytest.mark.parametrize(
    ("seed", "first_run", "runs", "options", "refusal"),
    [
        (SEED, 0, 0, _FIVE_ROUNDS, ("runs", "OUT_OF_RANGE")),
        (SEED, -1, 5, _FIVE_ROUNDS, ("first_run", "OUT_OF_RANGE")),
        (1 << 64, 0, 5, _FIVE_ROUNDS, ("seed", "OUT_OF_RANGE")),
        (
            SEED,
            0,
            5,
            EncounterOptions(max_rounds=5, script=(ScriptedAction(1, Attack("zed", "ana")),)),
            ("script[0].action.attack.attacker_id", "UNKNOWN_COMBATANT"),
        ),
        (
            SEED,
            0,
            5,
            EncounterOptions(max_rounds=5, side_tactics={"green": Tactic.NEAREST_ENEMY}),
            ('side_tactics["green"]', "UNKNOWN_SIDE"),
        ),
    ],
)
def test_a_bad_request_is_refused_before_any_run(
    seed: int, first_run: int, runs: int, options: EncounterOptions, refusal: tuple[str, str]
) -> None:
    reported: list[int] = []
    with pytest.raises(InvalidRequestError) as refused:
        simulate(
            _duel(),
            options,
            seed=seed,
            first_run=first_run,
            runs=runs,
            budget=BUDGET,
            progress=lambda done, _: reported.append(done),
            progress_every=1,
        )
    assert (refused.value.field, refused.value.reason) == refusal
    assert reported == []


def test_a_bad_state_is_refused_before_any_run() -> None:
    state = _duel().with_combatants(())
    with pytest.raises(InvalidRequestError) as refused:
        _run(state, 3)
    assert refused.value.field == "state.combatants"


def test_damage_tally_adds_up_over_event_sequences_and_ignores_rounds() -> None:
    index = {"ana": 0, "bo": 1}
    events = [
        TraceEvent(EventKind.ATTACK, 1, "ana", "bo", hp_changes=(HpChange("bo", 9, 4),)),
        TraceEvent(EventKind.COUNTERATTACK, 1, "bo", "ana", hp_changes=(HpChange("ana", 5, 3),)),
        # A mishap hurts its own user: taken, not dealt.
        TraceEvent(EventKind.MISHAP, 2, "ana", hp_changes=(HpChange("ana", 3, 1),)),
        # A blow on bo's horse counts for the striker; the horse is no combatant of the index.
        TraceEvent(EventKind.ATTACK, 2, "ana", "bo", hp_changes=(HpChange("bo/horse", 4, 1),)),
        # Healing is not damage.
        TraceEvent(EventKind.AFTERMATH, 3, hp_changes=(HpChange("bo", 4, 6),)),
    ]
    assert damage_tally(index, events) == ([5 + 3, 2], [2 + 2, 5])
    for cut in range(len(events) + 1):
        a, b = damage_tally(index, events[:cut]), damage_tally(index, events[cut:])
        assert [[x + y for x, y in zip(p, q, strict=True)] for p, q in zip(a, b, strict=True)] == [
            [8, 2],
            [4, 5],
        ]
    moved = [e.with_round(e.round + 40) for e in events]
    assert damage_tally(index, moved) == damage_tally(index, events)


def test_a_summary_counts_a_routed_survivor_as_standing_and_the_fallen_not() -> None:
    start = _duel()
    ana, bo = start.combatants
    final = start.with_combatants(
        (
            ana.with_hp(-1),
            bo.with_conditions(bo.conditions.with_routed(True)),
        )
    ).with_sides((Side("red"), Side("blue", routed=True)))
    outcome = EncounterOutcome(EndReason.SIDE_ROUTED, "red", 2)
    summary = summarize(start, final, outcome, [0, 7], [7, 0], None)
    assert summary == RunSummary(
        outcome=outcome,
        dealt=(0, 7),
        taken=(7, 0),
        standing=(False, True),
        routed_sides=frozenset({"blue"}),
        aftermath_deaths=(False, False),
    )
    tally = SimulationTally.of(start)
    tally.add(summary)
    assert (tally.wins, tally.routs, tally.survived) == ([1, 0], [0, 1], [0, 1])
