"""Monte Carlo simulation: one encounter played many times from one seed, its runs tallied.

Run ``i`` of a simulation of seed ``s`` plays ``resolve_encounter`` with the dice
``SeededDice(derive_seed(s, i), budget)``: the dice ResolveBatch item ``i`` of batch seed ``s``
gets (docs/dice.md), so any run can be replayed alone with ResolveEncounter. A call plays the
runs ``first_run .. first_run + runs - 1``; as each run depends on its own index only, and a
``SimulationTally`` holds counts that add up, the tallies of calls that split a range merge
(``SimulationTally.merge``) into exactly the tally of one call over the whole range.

Each run is summarised (``RunSummary``) as soon as it ends, from its outcome, its final state,
the damage its trace records (``damage_tally``) and its aftermath (ARRAYER, A11), and only the
summary is kept. ``_play`` is the one place a run is played, so a faster way of playing the same
run (a memoised replay of rounds already played) can stand in for it and must give the same
summary.

Damage, read off the trace's HP changes (every HP a combatant loses is in one, engine/board.py):

- ``taken``: every HP a combatant lost, whatever took it (strikes, counterattacks, its own
  gunpowder mishap or unarmed critical, traps); healing does not count against it.
- ``dealt``: every HP anyone else lost in an event the combatant is the actor of: its strikes
  (counterattacks included), its weapons' effects, its criticals, its traps; a blow that lands
  on a rider's horse (A10) counts for the striker, though the horse is nobody's ``taken``.

Both are sums over events, so the tally of a run's events is the sum of the tallies of its
rounds' events; neither reads an event's round.

Without a script, the runs are played by engine/replay.py, which looks up the rounds already
played from the same position with the same faces instead of playing them again: the same runs
(tests/engine/test_replay.py checks the tallies against runs played one by one), many times
faster once the common positions have been met. It walks runs in chunks: the first of
``progress_every`` runs, then twice as many each time while the engine plays few of their
rounds (``_CHUNK_WORK``), up to ``_MAX_CHUNK``. With a script (it
names rounds, so rounds at the same position differ), each run is played by ``_play``.

The engine keeps no clock: ``progress`` is called every ``progress_every`` runs with a script,
after each chunk without one, and after the last run; ``stop`` is polled before every run (or
chunk) and by the encounter at each of its check points (engine/play.py), where it abandons the
simulation with ``Stopped``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import final

from engine.board import ends_standing
from engine.dice import SeededDice, check_seed, derive_seed
from engine.encounter import check_encounter, resolve_encounter
from engine.errors import InvalidRequestError, LimitExceededError, Stopped
from engine.options import EncounterOptions
from engine.play import EncounterOutcome, EndReason, StopCheck, side_order
from engine.replay import EncounterReplay, ReplayStore, RunOverBudget, replay_key, replayable
from engine.results import ArrayerAftermathResult
from engine.state import EncounterState
from engine.trace import Outcome, TraceEvent
from engine.values import Value

__all__ = [
    "PROGRESS_EVERY",
    "RunSummary",
    "SimulationTally",
    "check_run_range",
    "damage_tally",
    "simulate",
    "summarize",
]

#: Runs between two progress reports when the caller does not say.
PROGRESS_EVERY = 64

#: The most runs engine/replay.py walks together: about 10-30 ms of walking, so the stop check
#: and progress come often enough.
_MAX_CHUNK = 8192
#: Combatant-rounds the engine may play in one chunk of replayed runs before the next chunk is
#: made smaller (about 0.3 s of a compiled duel's rounds): chunks big enough that walking them
#: costs little beside the rules, small enough that progress and the stop check come often.
_CHUNK_WORK = 4096


@final
class RunSummary(Value):
    """One run, everything the aggregates need; per-combatant tuples in the starting state's
    order."""

    FIELDS = ("outcome", "dealt", "taken", "standing", "routed_sides", "aftermath_deaths")
    __slots__ = FIELDS

    outcome: EncounterOutcome
    """How it ended (engine.play): end reason, winning side (empty: none), rounds played."""
    dealt: tuple[int, ...]
    """HP of damage each combatant dealt (module docstring)."""
    taken: tuple[int, ...]
    """HP each combatant lost."""
    standing: tuple[bool, ...]
    """Each combatant ended neither dead nor below its ruleset's HP line (A11, S5); a routed
    combatant that fled alive stands (its side's rout is counted in ``routed_sides``)."""
    routed_sides: frozenset[str]
    """Sides routed at the end (A15)."""
    aftermath_deaths: tuple[bool, ...]
    """Each combatant the aftermath killed (A11; all False without one)."""

    def __init__(
        self,
        outcome: EncounterOutcome,
        dealt: tuple[int, ...],
        taken: tuple[int, ...],
        standing: tuple[bool, ...],
        routed_sides: frozenset[str],
        aftermath_deaths: tuple[bool, ...],
    ) -> None:
        self.outcome = outcome
        self.dealt = dealt
        self.taken = taken
        self.standing = standing
        self.routed_sides = routed_sides
        self.aftermath_deaths = aftermath_deaths

    def field_values(self) -> tuple[object, ...]:
        return (
            self.outcome,
            self.dealt,
            self.taken,
            self.standing,
            self.routed_sides,
            self.aftermath_deaths,
        )


def damage_tally(
    index: Mapping[str, int], events: Iterable[TraceEvent]
) -> tuple[list[int], list[int]]:
    """HP dealt and taken per combatant (``index``: combatant id to position) over ``events``,
    by the rule of the module docstring. Additive over event sequences; reads no round."""
    dealt = [0] * len(index)
    taken = [0] * len(index)
    for event in events:
        for change in event.hp_changes:
            lost = change.before - change.after
            if lost <= 0:
                continue
            victim = index.get(change.combatant_id)
            if victim is not None:
                taken[victim] += lost
            if change.combatant_id != event.actor_id:
                striker = index.get(event.actor_id)
                if striker is not None:
                    dealt[striker] += lost
    return dealt, taken


def summarize(
    start: EncounterState,
    final: EncounterState,
    outcome: EncounterOutcome,
    dealt: Sequence[int],
    taken: Sequence[int],
    aftermath: ArrayerAftermathResult | None,
) -> RunSummary:
    """The summary of a run that began at ``start`` and ended at ``final``."""
    ruleset = start.ruleset
    # Combatants keep their places from start to end (engine/board.py keeps them by id, in order).
    ends = {c.id: c for c in final.combatants}
    standing = []
    for combatant in start.combatants:
        now = ends[combatant.id]
        standing.append(ends_standing(ruleset, now))
    killed: set[str] = set()
    if aftermath is not None:
        killed = {v.combatant_id for v in aftermath.verdicts if v.outcome is Outcome.KILLED}
    return RunSummary(
        outcome=outcome,
        dealt=tuple(dealt),
        taken=tuple(taken),
        standing=tuple(standing),
        routed_sides=frozenset(side.id for side in final.sides if side.routed),
        aftermath_deaths=tuple(c.id in killed for c in start.combatants),
    )


class SimulationTally:
    """The raw counts of a simulation's runs, which add up over runs and over tallies: wins and
    routs per side, draws, end reasons, histograms of rounds and of each combatant's damage
    dealt and taken, survivals and aftermath deaths per combatant. Means, rates and intervals
    are the caller's to derive (the service's arbiter.simulation.finish)."""

    __slots__ = (
        "aftermath_deaths",
        "combatant_ids",
        "dealt",
        "draws",
        "end_reasons",
        "first_run",
        "rounds",
        "routs",
        "runs",
        "side_ids",
        "survived",
        "taken",
        "wins",
    )

    def __init__(
        self, side_ids: Sequence[str], combatant_ids: Sequence[str], first_run: int = 0
    ) -> None:
        #: Sides in the state's side order (engine.play.side_order).
        self.side_ids = tuple(side_ids)
        #: Combatants in the state's order.
        self.combatant_ids = tuple(combatant_ids)
        #: The index of the first run tallied; ``runs`` runs from there.
        self.first_run = first_run
        self.runs = 0
        self.wins = [0] * len(self.side_ids)
        self.routs = [0] * len(self.side_ids)
        self.draws = 0
        self.end_reasons: Counter[EndReason] = Counter()
        self.rounds: Counter[int] = Counter()
        self.dealt: list[Counter[int]] = [Counter() for _ in self.combatant_ids]
        self.taken: list[Counter[int]] = [Counter() for _ in self.combatant_ids]
        self.survived = [0] * len(self.combatant_ids)
        self.aftermath_deaths = [0] * len(self.combatant_ids)

    @classmethod
    def of(cls, state: EncounterState, first_run: int = 0) -> SimulationTally:
        """An empty tally for runs of ``state``."""
        return cls(side_order(state), [c.id for c in state.combatants], first_run)

    def add(self, summary: RunSummary, times: int = 1) -> None:
        """Count ``times`` more runs that came out as ``summary`` (the next ones of the range)."""
        self.runs += times
        outcome = summary.outcome
        if outcome.winning_side_id:
            self.wins[self.side_ids.index(outcome.winning_side_id)] += times
        else:
            self.draws += times
        self.end_reasons[outcome.end_reason] += times
        self.rounds[outcome.rounds] += times
        for side, side_id in enumerate(self.side_ids):
            if side_id in summary.routed_sides:
                self.routs[side] += times
        for i in range(len(self.combatant_ids)):
            self.dealt[i][summary.dealt[i]] += times
            self.taken[i][summary.taken[i]] += times
            self.survived[i] += summary.standing[i] * times
            self.aftermath_deaths[i] += summary.aftermath_deaths[i] * times

    def merge(self, other: SimulationTally) -> None:
        """Add ``other``'s runs, which must follow this tally's (the same encounter's sides and
        combatants, its first run where this one's range ends); ValueError otherwise."""
        if (other.side_ids, other.combatant_ids) != (self.side_ids, self.combatant_ids):
            raise ValueError("tallies of different encounters cannot be merged")
        if other.first_run != self.first_run + self.runs:
            raise ValueError(
                f"the tally to merge starts at run {other.first_run!r}, not at "
                f"{self.first_run + self.runs!r} where this one's runs end"
            )
        self.runs += other.runs
        self.draws += other.draws
        self.end_reasons.update(other.end_reasons)
        self.rounds.update(other.rounds)
        for side in range(len(self.side_ids)):
            self.wins[side] += other.wins[side]
            self.routs[side] += other.routs[side]
        for i in range(len(self.combatant_ids)):
            self.dealt[i].update(other.dealt[i])
            self.taken[i].update(other.taken[i])
            self.survived[i] += other.survived[i]
            self.aftermath_deaths[i] += other.aftermath_deaths[i]

    def counts(self) -> tuple[object, ...]:
        """Everything counted, comparable with ``==`` (what split-independence is checked on)."""
        return (
            self.side_ids,
            self.combatant_ids,
            self.first_run,
            self.runs,
            tuple(self.wins),
            tuple(self.routs),
            self.draws,
            sorted(self.end_reasons.items()),
            sorted(self.rounds.items()),
            [sorted(c.items()) for c in self.dealt],
            [sorted(c.items()) for c in self.taken],
            tuple(self.survived),
            tuple(self.aftermath_deaths),
        )


@final
class _Context(Value):
    """What every run of one simulation shares: the request, checked once."""

    FIELDS = ("state", "options", "seed", "budget", "stop", "index")
    __slots__ = FIELDS

    state: EncounterState
    options: EncounterOptions
    seed: int
    budget: int
    stop: StopCheck | None
    index: Mapping[str, int]

    def __init__(
        self,
        state: EncounterState,
        options: EncounterOptions,
        seed: int,
        budget: int,
        stop: StopCheck | None,
        index: Mapping[str, int],
    ) -> None:
        self.state = state
        self.options = options
        self.seed = seed
        self.budget = budget
        self.stop = stop
        self.index = index

    def field_values(self) -> tuple[object, ...]:
        return (self.state, self.options, self.seed, self.budget, self.stop, self.index)


def _play(context: _Context, run: int) -> RunSummary:
    """Play run ``run`` of the simulation and summarise it (module docstring)."""
    resolution = resolve_encounter(
        context.state,
        SeededDice(derive_seed(context.seed, run), context.budget),
        context.options,
        stop=context.stop,
        validated=True,
    )
    dealt, taken = damage_tally(context.index, resolution.events)
    return summarize(
        context.state, resolution.state, resolution.outcome, dealt, taken, resolution.aftermath
    )


def _over_budget(run: int, budget: int) -> LimitExceededError:
    return LimitExceededError(
        f"run {run} rolled more than {budget} dice, the roll budget of each run "
        "(max_dice); ask for fewer rounds",
        reason="ROLL_BUDGET_EXHAUSTED",
        field="max_rounds",
    )


class _Own:
    """One caller's replay, in no store: held by nobody else."""

    __slots__ = ("replay",)

    def __init__(self, replay: EncounterReplay) -> None:
        self.replay = replay

    def hold(
        self, key: Hashable, build: Callable[[], EncounterReplay], stop: StopCheck | None
    ) -> AbstractContextManager[EncounterReplay]:
        del key, build, stop  # there is only the one
        return nullcontext(self.replay)


def _replay(
    context: _Context,
    tally: SimulationTally,
    runs: int,
    *,
    progress: Callable[[int, SimulationTally], None] | None,
    progress_every: int,
    replays: ReplayStore | None,
) -> None:
    """The runs played by engine/replay.py: the same runs as ``_play``'s, in chunks of runs
    walked together. The first chunk is ``progress_every`` runs; the next one doubles (up to
    ``_MAX_CHUNK``) while the rounds the engine played in a chunk stay within ``_CHUNK_WORK``
    combatant-rounds, and halves (down to ``progress_every``) when they do not: progress and
    the stop check come at least every chunk. The replay is
    ``replays``' for this encounter when given, held chunk by chunk."""
    state = context.state
    index = context.index

    def build() -> EncounterReplay:
        return EncounterReplay(
            state,
            context.options,
            tally=lambda events: damage_tally(index, events),
            budget=context.budget,
            validated=True,
        )

    key = replay_key(state, context.options, context.budget)
    store = replays if replays is not None else _Own(build())
    first = tally.first_run
    done = 0
    chunk = progress_every
    while done < runs:
        if context.stop is not None and context.stop():
            raise Stopped(state.round)
        count = min(chunk, runs - done)
        with store.hold(key, build, context.stop) as replay:
            replay.stop = context.stop
            played = replay.played
            try:
                distinct = replay.distinct_runs(context.seed, first + done, count)
            except RunOverBudget as err:
                raise _over_budget(err.run, context.budget) from err
            finally:
                replay.stop = None
            played = replay.played - played
        for run, times in distinct:
            tally.add(
                summarize(state, run.state, run.outcome, run.dealt, run.taken, run.aftermath),
                times,
            )
        done += count
        # A chunk's work is mostly the rounds the engine played, each about as costly as the
        # combatants in it: keep it near _CHUNK_WORK combatant-rounds.
        if played * len(state.combatants) <= _CHUNK_WORK:
            chunk = min(2 * chunk, _MAX_CHUNK)
        else:
            chunk = max(progress_every, chunk // 2)
        if progress is not None:
            progress(done, tally)


def check_run_range(runs: int, first_run: int) -> None:
    """``runs`` at least 1 and ``first_run`` 0 or more, else InvalidRequestError (OUT_OF_RANGE)
    naming the field: ``simulate``'s own check, which a server makes before a simulation waits
    for its turn too."""
    _at_least(runs, 1, "runs")
    _at_least(first_run, 0, "first_run")


def _at_least(value: int, low: int, field: str) -> None:
    if value < low:
        raise InvalidRequestError(
            f"{field} must be at least {low}, got {value!r}", reason="OUT_OF_RANGE", field=field
        )


def simulate(
    state: EncounterState,
    options: EncounterOptions,
    *,
    seed: int,
    first_run: int,
    runs: int,
    budget: int,
    stop: StopCheck | None = None,
    progress: Callable[[int, SimulationTally], None] | None = None,
    progress_every: int = PROGRESS_EVERY,
    replays: ReplayStore | None = None,
) -> SimulationTally:
    """Play runs ``first_run .. first_run + runs - 1`` of ``state`` from ``seed`` (module
    docstring), each as ``resolve_encounter`` plays it with ``options``, and tally them.

    The request is checked before any run (the state, the script, the tactics: what
    resolve_encounter would refuse), and so are ``runs`` (at least 1), ``first_run`` (0 or more)
    and ``seed`` (64 bits): InvalidRequestError (OUT_OF_RANGE) naming the field. A run that
    rolls more than ``budget`` dice raises LimitExceededError (ROLL_BUDGET_EXHAUSTED) naming
    ``max_rounds``, the field that bounds a run's dice. ``progress(runs_done, tally)`` and ``stop``
    as the module docstring says; ``replays`` keeps the replays of runs without a script
    between calls (engine/replay.py's ReplayStore), which changes only the speed.
    Pure and deterministic: the same arguments give the same tally.
    """
    check_run_range(runs, first_run)
    _at_least(progress_every, 1, "progress_every")
    check_seed(seed, "seed")
    check_encounter(state, options)
    context = _Context(
        state, options, seed, budget, stop, {c.id: i for i, c in enumerate(state.combatants)}
    )
    tally = SimulationTally.of(state, first_run)
    if replayable(options):
        _replay(
            context,
            tally,
            runs,
            progress=progress,
            progress_every=progress_every,
            replays=replays,
        )
        return tally
    for done, run in enumerate(range(first_run, first_run + runs), start=1):
        if stop is not None and stop():
            raise Stopped(state.round)
        try:
            summary = _play(context, run)
        except LimitExceededError as err:
            if err.reason != "ROLL_BUDGET_EXHAUSTED":
                raise
            raise _over_budget(run, budget) from err
        tally.add(summary)
        if progress is not None and (done % progress_every == 0 or done == runs):
            progress(done, tally)
    return tally
