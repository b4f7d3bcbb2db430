"""engine/replay.py: every replayed run is the run resolve_encounter plays with the same seed."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

import pytest

from engine.actions import Attack, ScriptedAction
from engine.board import Board
from engine.dice import SeededDice, derive_seed
from engine.encounter import resolve_encounter
from engine.errors import LimitExceededError, Stopped
from engine.options import EncounterOptions
from engine.play import Tactic
from engine.replay import EncounterReplay, replayable
from engine.simulate import SimulationTally, damage_tally, simulate, summarize
from engine.state import EncounterState, Ruleset, Side
from engine.trace import TraceEvent
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter

_BUDGET = 10_000


def _tally_for(
    state: EncounterState,
) -> Callable[[Sequence[TraceEvent]], tuple[list[int], list[int]]]:
    """A damage tally as a simulation keeps one: HP lost per combatant, and dealt by the actor."""
    index = {c.id: i for i, c in enumerate(state.combatants)}

    def tally(events: Sequence[TraceEvent]) -> tuple[list[int], list[int]]:
        dealt = [0] * len(index)
        taken = [0] * len(index)
        for event in events:
            for change in event.hp_changes:
                lost = change.before - change.after
                if lost > 0 and change.combatant_id in index:
                    taken[index[change.combatant_id]] += lost
                    if event.actor_id in index:
                        dealt[index[event.actor_id]] += lost
        return dealt, taken

    return tally


def _shapes() -> dict[str, tuple[EncounterState, EncounterOptions]]:
    arrayer, tiered = Ruleset.ARRAYER, Ruleset.TIERED
    return {
        "arrayer melee duel": (
            encounter(
                arrayer,
                arrayer_fighter("a", "red", hp=8, at=(0, 0)),
                arrayer_fighter("b", "blue", hp=8, at=(1, 0), weapons=("axe",), armour=1),
            ),
            EncounterOptions(max_rounds=30),
        ),
        "arrayer bow against sword, held at range": (
            encounter(
                arrayer,
                arrayer_fighter("archer", "red", hp=6, at=(0, 0), weapons=("longbow", "dagger")),
                arrayer_fighter("knight", "blue", hp=9, at=(6, 0), armour=2),
            ),
            EncounterOptions(max_rounds=30, side_tactics={"red": Tactic.HOLD_AT_RANGE}),
        ),
        "arrayer two against two, morale and aftermath": (
            EncounterState(
                arrayer,
                (
                    arrayer_fighter("a1", "red", hp=4, at=(0, 0)),
                    arrayer_fighter("a2", "red", hp=4, at=(0, 1), weapons=("spear",)),
                    arrayer_fighter("b1", "blue", hp=5, at=(1, 0), weapons=("axe",)),
                    arrayer_fighter("b2", "blue", hp=3, at=(1, 1)),
                ),
                sides=(Side("red", morale=6), Side("blue", morale=8)),
            ),
            EncounterOptions(max_rounds=30, tactic=Tactic.WEAKEST_ENEMY, aftermath=True),
        ),
        "tiered duel": (
            encounter(
                tiered,
                tiered_fighter("t1", "red", hp=12, weapons=("two_handed_melee_t2",), at=(0, 0)),
                tiered_fighter(
                    "t2", "blue", hp=10, weapons=("one_handed_melee_t3",), reflex=3, at=(1, 0)
                ),
            ),
            EncounterOptions(max_rounds=30),
        ),
    }


@pytest.mark.parametrize("name", list(_shapes()))
def test_each_replayed_run_is_the_run_resolve_encounter_plays(name: str) -> None:
    state, options = _shapes()[name]
    tally = _tally_for(state)
    replay = EncounterReplay(state, options, tally=tally, budget=_BUDGET)
    for run, replayed in enumerate(replay.runs(77, 0, 250)):
        played = resolve_encounter(
            state,
            SeededDice(derive_seed(77, run), _BUDGET),
            options,
        )
        dealt, taken = tally(played.events)
        assert (replayed.state, replayed.outcome, replayed.aftermath) == (
            played.state,
            played.outcome,
            played.aftermath,
        ), f"run {run}"
        assert (list(replayed.dealt), list(replayed.taken)) == (dealt, taken), f"run {run}"


def test_runs_are_the_same_when_the_trees_are_dropped_on_the_way() -> None:
    state, _ = _shapes()["arrayer melee duel"]
    tally = _tally_for(state)
    roomy = EncounterReplay(state, EncounterOptions(max_rounds=30), tally=tally, budget=_BUDGET)
    cramped = EncounterReplay(
        state, EncounterOptions(max_rounds=30), tally=tally, budget=_BUDGET, max_nodes=40
    )
    for chunk in range(10):  # the cramped trees are dropped between the chunks
        first = 20 * chunk
        assert cramped.runs(5, first, 20) == roomy.runs(5, first, 20), f"chunk {chunk}"


def test_the_round_limit_ends_a_replayed_run_as_it_ends_a_played_one() -> None:
    state, _ = _shapes()["arrayer bow against sword, held at range"]
    replay = EncounterReplay(
        state, EncounterOptions(max_rounds=1), tally=_tally_for(state), budget=_BUDGET
    )
    for run, replayed in enumerate(replay.runs(9, 1000, 50)):
        played = resolve_encounter(
            state, SeededDice(derive_seed(9, 1000 + run), _BUDGET), EncounterOptions(max_rounds=1)
        )
        assert replayed.outcome == played.outcome


def test_the_roll_budget_counts_over_the_whole_run_replayed_or_not() -> None:
    state, _ = _shapes()["arrayer melee duel"]
    replay = EncounterReplay(
        state, EncounterOptions(max_rounds=30), tally=_tally_for(state), budget=6
    )
    outcomes = []
    for run in range(40):  # the same seeds twice: played, then looked up
        seed = derive_seed(3, run % 20)
        try:
            expected = str(
                resolve_encounter(
                    state, SeededDice(seed, 6), EncounterOptions(max_rounds=30)
                ).outcome
            )
        except LimitExceededError as err:
            expected = str(err)
        try:
            got = str(replay.runs(3, run % 20, 1)[0].outcome)
        except LimitExceededError as err:
            got = str(err)
        assert got == expected
        outcomes.append(got)
    assert "roll budget exhausted: more than 6 dice" in outcomes


def test_a_stop_check_stops_a_replayed_run() -> None:
    state, _ = _shapes()["arrayer melee duel"]
    replay = EncounterReplay(
        state,
        EncounterOptions(max_rounds=30),
        tally=_tally_for(state),
        budget=_BUDGET,
        stop=lambda: True,
    )
    with pytest.raises(Stopped):
        replay.runs(1, 0, 1)


def test_a_script_is_not_replayable() -> None:
    state, _ = _shapes()["arrayer melee duel"]
    scripted = EncounterOptions(
        max_rounds=30, script=(ScriptedAction(1, Attack("a", "b", "sword")),)
    )
    assert replayable(EncounterOptions(max_rounds=30))
    assert not replayable(scripted)
    with pytest.raises(ValueError, match="with a script cannot be replayed"):
        EncounterReplay(state, scripted, tally=_tally_for(state), budget=_BUDGET)


def test_distinct_runs_count_the_runs_that_came_out_the_same() -> None:
    state, _ = _shapes()["arrayer melee duel"]
    replay = EncounterReplay(
        state, EncounterOptions(max_rounds=30), tally=_tally_for(state), budget=_BUDGET
    )
    each = replay.runs(8, 0, 300)
    distinct = replay.distinct_runs(8, 0, 300)
    assert sum(n for _, n in distinct) == 300
    assert sorted((repr(r), n) for r, n in distinct) == sorted(
        (repr(r), each.count(r)) for r in {repr(r): r for r in each}.values()
    )


@pytest.mark.parametrize("name", list(_shapes()))
def test_a_simulation_tallies_the_runs_resolve_encounter_plays(name: str) -> None:
    """engine/simulate.py replays runs without a script: its tally is the tally of the same runs
    played one by one by resolve_encounter (the reference)."""
    state, options = _shapes()[name]
    index = {c.id: i for i, c in enumerate(state.combatants)}
    expected = SimulationTally.of(state, 40)
    for run in range(40, 340):
        played = resolve_encounter(
            state,
            SeededDice(derive_seed(21, run), _BUDGET),
            options,
        )
        dealt, taken = damage_tally(index, played.events)
        expected.add(summarize(state, played.state, played.outcome, dealt, taken, played.aftermath))
    tally = simulate(
        state,
        options,
        seed=21,
        first_run=40,
        runs=300,
        budget=_BUDGET,
        progress_every=7,  # chunks of 7, 14, 28, ...: runs split unevenly between walks
    )
    assert tally.counts() == expected.counts()


class _Store:
    """A ReplayStore keeping every replay, noting how many it built."""

    def __init__(self) -> None:
        self.replays: dict[object, EncounterReplay] = {}
        self.built = 0

    @contextmanager
    def hold(
        self, key: object, build: Callable[[], EncounterReplay], stop: object
    ) -> Iterator[EncounterReplay]:
        del stop
        if key not in self.replays:
            self.built += 1
            self.replays[key] = build()
        yield self.replays[key]


def test_a_replay_kept_between_simulations_gives_the_same_runs_warm() -> None:
    state, options = _shapes()["arrayer two against two, morale and aftermath"]
    store = _Store()

    def run(first_run: int, runs: int, stop: Callable[[], bool] | None = None) -> object:
        return simulate(
            state,
            options,
            seed=4,
            first_run=first_run,
            runs=runs,
            budget=_BUDGET,
            stop=stop,
            replays=store,
        ).counts()

    cold = simulate(state, options, seed=4, first_run=100, runs=200, budget=_BUDGET).counts()
    run(0, 300)  # grows the trees
    assert (store.built, len(store.replays)) == (1, 1)
    assert run(100, 200) == cold  # the kept replay, its stop check its own
    polls = iter([False, True])
    with pytest.raises(Stopped):
        run(0, 3000, stop=lambda: next(polls, True))
    assert (store.built, len(store.replays)) == (1, 1)  # the same one, after a stop too
    assert run(100, 200) == cold
    other = EncounterOptions(max_rounds=30, tactic=options.tactic, aftermath=False)
    simulate(state, other, seed=4, first_run=0, runs=10, budget=_BUDGET, replays=store)
    assert len(store.replays) == 2  # another encounter (no aftermath) is another replay


@pytest.mark.parametrize(
    "name",
    [
        "arrayer_encounter.json",
        "arrayer_skirmish.json",
        "tiered_encounter.json",
        "tiered_siege_stealth.json",
    ],
)
def test_the_example_encounters_replay_as_they_play(name: str) -> None:
    """The client's example encounters (ARRAYER skirmishes, `tiered` stealth and traps): runs
    replayed by a simulation tally as the same runs played one by one."""
    from tests.engine.examples import example_encounter

    state, sent = example_encounter(name)
    # The example's round limit and tactic, not its script: runs with one are not replayed.
    options = EncounterOptions(max_rounds=sent.max_rounds, tactic=sent.tactic)
    index = {c.id: i for i, c in enumerate(state.combatants)}
    expected = SimulationTally.of(state)
    for run in range(12):
        played = resolve_encounter(
            state,
            SeededDice(derive_seed(6, run), _BUDGET),
            options,
        )
        dealt, taken = damage_tally(index, played.events)
        expected.add(summarize(state, played.state, played.outcome, dealt, taken, played.aftermath))
    tally = simulate(
        state,
        options,
        seed=6,
        first_run=0,
        runs=12,
        budget=_BUDGET,
    )
    assert tally.counts() == expected.counts()


def test_a_board_snapshot_is_its_position_and_restores_it() -> None:
    # The one list of what makes a position (engine/board.py's Snapshot), which the replay looks
    # positions up by and puts back before playing a step.
    state = encounter(
        Ruleset.ARRAYER, arrayer_fighter("ana", "red", at=(0, 0)), arrayer_fighter("bo", "blue")
    )
    board = Board(state)
    before = board.snapshot()
    assert before == Board(state).snapshot() and hash(before) == hash(Board(state).snapshot())
    hurt = board.combatants["bo"].with_hp(1)
    board.put(hurt)
    board.round = 3
    assert board.snapshot() != before  # HP is part of the position
    board.restore(before, 0)
    assert board.snapshot() == before and board.to_state() == state
    board.restore(before, 7)
    assert board.snapshot() == before and board.round == 7  # the round is not
