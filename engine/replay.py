"""Runs of one encounter, with the rounds already played looked up rather than played again.

A simulation plays the same encounter from the same state many times. The engine is pure, so a
round is a function of where everyone stands before it and the faces its dice show: played once
from a position with some run of faces, it comes out the same every time. ``EncounterReplay``
keeps, for each position met (the board's ``Snapshot``: combatants, sides, traps, turn order), a
tree of the faces each step rolled there: a die's size at each node, a child per face, and at each
leaf what the step did (the position after it, whether the encounter ended, the dice it rolled, the
damage its trace records). The steps are engine/encounter.py's ``begin``, ``play_next_round`` and
``end`` (with the aftermath), the very steps ``resolve_encounter`` takes.

A run draws its faces from its own SplitMix64 stream exactly as ``SeededDice`` would (same
outputs, same rejection; engine/dice.py) and walks the trees. Only a face no run has shown there
before plays the step with the engine, which grows the tree. So each run comes out exactly as
``resolve_encounter`` plays it with the same seed: the same final state, outcome, damage and
aftermath (tests/engine/test_replay.py checks it run by run). The walk goes in lockstep over many
runs at once with numpy (one array operation per die for all the runs, not a Python loop per
run); the rules are only ever played by the engine.

Positions leave out the round number: without a script (``replayable``), nothing the rules do
depends on it; only the trace's round fields do, and a run's tally reads none of them. Trees
grow to ``max_nodes`` before they are dropped and grown again, which changes only the speed.
Dice count against the run's roll budget as they would in one resolution.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol, final

import numpy as np

from engine.board import Snapshot
from engine.dice import (
    DICE_SIZES,
    GAMMA,
    MIX_1,
    MIX_2,
    SEED_MAX,
    NotedDice,
    SplitMix64,
    budget_exhausted,
    generator,
)
from engine.dice_native import NativeSplitMix64
from engine.encounter import begin, end, play_next_round, start
from engine.errors import LimitExceededError
from engine.options import EncounterOptions
from engine.play import EncounterOutcome, EndReason, Play, StopCheck
from engine.results import ArrayerAftermathResult
from engine.state import EncounterState, Ruleset
from engine.trace import TraceEvent
from engine.values import Value

__all__ = [
    "DEFAULT_MAX_NODES",
    "EncounterReplay",
    "ReplayStore",
    "ReplayedRun",
    "RunOverBudget",
    "Tally",
    "replay_key",
    "replayable",
]

#: A run's damage tally: dealt and taken per combatant, in the starting state's order, from a
#: step's trace events (additive over steps; it must not read the events' round).
Tally = Callable[[Sequence[TraceEvent]], tuple[Sequence[int], Sequence[int]]]

#: Tree nodes kept before the trees are dropped: about 90 bytes of arrays each, so ~45 MB.
DEFAULT_MAX_NODES = 500_000

_BEGIN, _ROUND, _AFTERMATH = 0, 1, 2
_UNBOUNDED = 1 << 62
_FACES = max(DICE_SIZES) + 1  # a node's children by face, 1..20 (0 unused)
_MASK = SEED_MAX
_GAMMA = np.uint64(GAMMA)
_M1 = np.uint64(MIX_1)
_M2 = np.uint64(MIX_2)
#: Per die size, the first 64-bit output SplitMix64.next_face rejects (0: none, a power of two).
_LIMIT = np.zeros(_FACES, np.uint64)
for _size in DICE_SIZES:
    _LIMIT[_size] = ((_MASK + 1) - ((_MASK + 1) % _size)) & _MASK

Array = Any  # a numpy array (numpy's own types say little more here)


class RunOverBudget(LimitExceededError):
    """A run rolled more dice than the budget (ROLL_BUDGET_EXHAUSTED): ``run``, the first such
    of the runs asked for, is the one a resolution run by run would have stopped at."""

    def __init__(self, run: int, budget: int) -> None:
        error = budget_exhausted(budget)
        super().__init__(str(error), reason=error.reason, field=error.field)
        self.run = run


@final
class ReplayedRun(Value):
    """One run as ``resolve_encounter`` would have ended it: the final state, the outcome, the
    damage dealt and taken per combatant (the tally of its whole trace) and the aftermath."""

    FIELDS = ("state", "outcome", "dealt", "taken", "aftermath")
    __slots__ = FIELDS

    state: EncounterState
    outcome: EncounterOutcome
    dealt: tuple[int, ...]
    taken: tuple[int, ...]
    aftermath: ArrayerAftermathResult | None

    def __init__(
        self,
        state: EncounterState,
        outcome: EncounterOutcome,
        dealt: tuple[int, ...],
        taken: tuple[int, ...],
        aftermath: ArrayerAftermathResult | None,
    ) -> None:
        self.state = state
        self.outcome = outcome
        self.dealt = dealt
        self.taken = taken
        self.aftermath = aftermath

    def field_values(self) -> tuple[object, ...]:
        return (self.state, self.outcome, self.dealt, self.taken, self.aftermath)


class ReplayStore(Protocol):
    """Where a caller keeps replays between simulations of the same encounter, and shares them
    between simulations running at once (the service keeps a few per process, so the calls of a
    simulation split over calls grow the trees once). A replay gives the same runs warm or cold,
    alone or shared: a store changes only the speed."""

    def hold(
        self, key: Hashable, build: Callable[[], EncounterReplay], stop: StopCheck | None
    ) -> AbstractContextManager[EncounterReplay]:
        """The replay kept for ``key`` (``build``'s when there is none), for the caller's sole
        use until the block ends: a replay plays one chunk of runs at a time. ``stop`` is polled
        while another caller holds it (Stopped when it says stop)."""
        ...


def replay_key(state: EncounterState, options: EncounterOptions, budget: int) -> Hashable:
    """What two replays must share to be the same (``EncounterReplay``'s arguments but the
    tally, which is a function of the state, and the stop check, set per use)."""
    return (state, options, budget)


def replayable(options: EncounterOptions) -> bool:
    """Whether runs can be replayed: a script names rounds, so with one the round matters."""
    return not options.script


@dataclass(slots=True)
class _Position:
    """The board between two steps (``state`` at the round it was first met)."""

    snapshot: Snapshot
    state: EncounterState


def _mix(z: Array) -> Array:
    """SplitMix64's output function over an array (engine/dice.py's ``_mix``)."""
    z = (z ^ (z >> np.uint64(30))) * _M1
    z = (z ^ (z >> np.uint64(27))) * _M2
    return z ^ (z >> np.uint64(31))


def _run_seeds(seed: int, first_run: int, count: int) -> Array:
    """derive_seed(seed, i) for runs i from ``first_run`` on, as an array."""
    index = np.arange(first_run + 1, first_run + count + 1, dtype=np.uint64)
    return _mix(np.uint64(seed) + _GAMMA * index)


def _grown(array: Array, size: int, fill: int) -> Array:
    """``array`` with room for ``size`` rows (doubling), new rows ``fill``."""
    if size <= len(array):
        return array
    bigger = np.full((max(size, 2 * len(array)), *array.shape[1:]), fill, array.dtype)
    bigger[: len(array)] = array
    return bigger


class _Walk:
    """Where each run of a walk is: its stream's state, position, step, node, the faces drawn in
    the step so far, rounds played and dice rolled."""

    __slots__ = ("depth", "faces", "node", "position", "rng", "rolled", "rounds", "step")

    def __init__(self, rng: Array, position: int, node: int, count: int) -> None:
        self.rng = rng
        self.position = np.full(count, position, np.int32)
        self.step = np.full(count, _BEGIN, np.int8)
        self.node = np.full(count, node, np.int32)
        self.faces = np.zeros((count, 8), np.int8)
        self.depth = np.zeros(count, np.int32)
        self.rounds = np.zeros(count, np.int64)
        self.rolled = np.zeros(count, np.int64)


class EncounterReplay:
    """Plays runs of one encounter (see the module docstring); the arguments are
    ``resolve_encounter``'s, checked once here, with ``tally`` the runs' damage tally and
    ``budget`` each run's roll budget. Options with a script are a ValueError (``replayable``)."""

    def __init__(
        self,
        state: EncounterState,
        options: EncounterOptions,
        *,
        tally: Tally,
        budget: int,
        stop: StopCheck | None = None,
        validated: bool = False,
        max_nodes: int = DEFAULT_MAX_NODES,
    ) -> None:
        if not replayable(options):
            raise ValueError(
                f"an encounter with a script cannot be replayed (its rounds differ): "
                f"{options.script!r}"
            )
        self._play: Play = start(
            state,
            NotedDice((), generator(0).next_face, _UNBOUNDED),
            options,
            stop=stop,
            validated=validated,
        )
        self._max_rounds = options.max_rounds
        self._tally = tally
        self._budget = budget
        # A11: only ARRAYER has an aftermath (resolve_encounter's ``end`` does none for `tiered`).
        self._aftermath = options.aftermath and state.ruleset is Ruleset.ARRAYER
        self._max_nodes = max_nodes
        self._start_round = state.round
        self._width = len(state.combatants)
        #: How steps ended the encounter (reason, winner), by index; and which have a winner.
        self._endings: list[EncounterOutcome] = []
        self._won = np.zeros(0, np.bool_)
        self._verdicts: list[ArrayerAftermathResult] = []
        self._finals: dict[tuple[int, int], EncounterState] = {}
        #: Steps the engine has played so far (the rest were looked up).
        self.played = 0
        self._reset()
        self._initial = self._position()

    def _reset(self) -> None:
        """Empty trees: positions, nodes and leaves."""
        self._positions: list[_Position] = []
        self._position_ids: dict[Snapshot, int] = {}
        self._roots = np.zeros((64, 3), np.int32)  # per position and step: its tree's root
        self._size = np.zeros(1024, np.int8)  # per node: the die rolled there (0: unknown)
        self._child = np.full((1024, _FACES), -1, np.int32)  # per node and face: the child
        self._leaf = np.full(1024, -1, np.int32)  # per node: the step's leaf there, if over
        self._nodes = 0
        self._next = np.zeros(256, np.int32)  # per leaf: the position after the step
        self._ended = np.zeros(256, np.int32)  # ... the ending (-1: the encounter goes on)
        self._dice = np.zeros(256, np.int64)  # ... the dice the step rolled
        self._damage = np.zeros((256, 2 * self._width), np.int64)  # ... dealt, then taken
        self._verdict = np.zeros(256, np.int32)  # ... the aftermath's verdict (-1: none)
        self._leaves = 0

    @property
    def stop(self) -> StopCheck | None:
        """The stop check polled while a step is played (see ``resolve_encounter``)."""
        return self._play.stop

    @stop.setter
    def stop(self, stop: StopCheck | None) -> None:
        self._play.stop = stop

    def runs(self, seed: int, first_run: int, count: int) -> list[ReplayedRun]:
        """Runs ``first_run`` .. ``first_run + count - 1`` of ``seed``, in order: run i's dice are
        SeededDice(derive_seed(seed, i))'s, as resolve_encounter would roll them."""
        rows = self._walk(seed, first_run, count)
        return [self._run(row) for row in rows.tolist()]

    def distinct_runs(self, seed: int, first_run: int, count: int) -> list[tuple[ReplayedRun, int]]:
        """The same runs, each distinct one once with how many of them came out so (in order
        of their outcome's numbers, not of the runs)."""
        rows, counts = np.unique(self._walk(seed, first_run, count), axis=0, return_counts=True)
        return [
            (self._run(row), count)
            for row, count in zip(rows.tolist(), counts.tolist(), strict=True)
        ]

    def _run(self, row: list[int]) -> ReplayedRun:
        position, ending, rounds, verdict = row[:4]
        damage = row[4:]
        if ending < 0:
            outcome = EncounterOutcome(EndReason.ROUND_LIMIT, "", rounds)
        else:
            ended = self._endings[ending]
            outcome = EncounterOutcome(ended.end_reason, ended.winning_side_id, rounds)
        final = self._finals.get((position, rounds))
        if final is None:
            final = self._positions[position].state.with_round(self._start_round + rounds)
            self._finals[position, rounds] = final
        return ReplayedRun(
            final,
            outcome,
            tuple(damage[: self._width]),
            tuple(damage[self._width :]),
            self._verdicts[verdict] if verdict >= 0 else None,
        )

    def _walk(self, seed: int, first_run: int, count: int) -> Array:
        """Every run asked for walked to its end: a row per run of (final position, ending,
        rounds, verdict, damage dealt..., damage taken...).

        Raises what resolve_encounter would: Stopped when the stop check says (while a step is
        played); RunOverBudget for the first run past the budget (the others walk on, so the
        first is known)."""
        seeds = _run_seeds(seed, first_run, count)
        if self._nodes > self._max_nodes:
            # Bounded memory: start the trees again (same runs, slower for a while).
            initial = self._positions[self._initial]
            self._reset()
            self._finals.clear()
            self._initial = self._add_position(initial)
        walk = _Walk(seeds.copy(), self._initial, int(self._roots[self._initial, _BEGIN]), count)
        rng, position, step, node = walk.rng, walk.position, walk.step, walk.node
        rounds, rolled, depth = walk.rounds, walk.rolled, walk.depth
        ending = np.full(count, -1, np.int32)
        verdict = np.full(count, -1, np.int32)
        exceeded = np.zeros(count, np.bool_)
        damage = np.zeros((count, 2 * self._width), np.int64)
        active = np.arange(count)
        while active.size:
            at = node[active]
            leaf = self._leaf[at]
            over = leaf >= 0
            if over.any():
                runs, leaves = active[over], leaf[over]
                rolled[runs] += self._dice[leaves]
                over = rolled[runs] > self._budget
                exceeded[runs[over]] = True  # the run ends here; _walk's caller hears of it
                damage[runs] += self._damage[leaves]
                kinds = step[runs]
                rounds[runs] += kinds == _ROUND
                after = self._next[leaves]
                position[runs] = after
                last = kinds == _AFTERMATH
                verdict[runs[last]] = self._verdict[leaves[last]]
                ended = self._ended[leaves]
                ending[runs[~last]] = ended[~last]
                finished = (~last & ((ended >= 0) | (rounds[runs] >= self._max_rounds))) | over
                going = ~last & ~finished
                if self._aftermath:  # a won encounter's last step is the aftermath (A11)
                    to_aftermath = finished & (ended >= 0) & ~over
                    to_aftermath[to_aftermath] = self._won[ended[to_aftermath]]
                    goes = runs[to_aftermath]
                    step[goes] = _AFTERMATH
                    node[goes] = self._roots[after[to_aftermath], _AFTERMATH]
                    depth[goes] = 0
                    finished &= ~to_aftermath
                goes = runs[going]
                step[goes] = _ROUND
                node[goes] = self._roots[after[going], _ROUND]
                depth[goes] = 0
                done = np.zeros(count, np.bool_)
                done[runs[last | finished]] = True
                active = active[~done[active]]
                continue  # the runs that went on take their next step's first die below
            sizes = self._size[at]
            if not sizes.all():  # a step never played from this position: play it
                for run in self._representatives(active[sizes == 0], at[sizes == 0]):
                    self._grow_from(run, walk)
                continue
            # One die for every walking run, as SplitMix64.next_face draws it.
            draws = active
            face = np.zeros(active.size, np.int64)
            pending = np.ones(active.size, np.bool_)
            while pending.any():
                runs = draws[pending]
                state = rng[runs] + _GAMMA
                rng[runs] = state
                z = _mix(state)
                die = sizes[pending].astype(np.uint64)
                limit = _LIMIT[die]
                taken = (limit == 0) | (z < limit)
                picked = np.flatnonzero(pending)[taken]
                face[picked] = (z[taken] % die[taken] + np.uint64(1)).astype(np.int64)
                pending[picked] = False
            if int(depth[active].max()) >= walk.faces.shape[1]:
                walk.faces = np.concatenate([walk.faces, np.zeros_like(walk.faces)], axis=1)
            walk.faces[active, depth[active]] = face
            depth[active] += 1
            child = self._child[at, face]
            missing = child < 0
            if missing.any():
                key = at[missing].astype(np.int64) * _FACES + face[missing]
                for run in self._representatives(active[missing], key):
                    self._grow_from(run, walk)
                child = self._child[at, face]
            node[active] = child
        if exceeded.any():
            raise RunOverBudget(first_run + int(np.flatnonzero(exceeded)[0]), self._budget)
        return np.column_stack((position, ending, rounds, verdict, damage))

    @staticmethod
    def _representatives(runs: Array, keys: Array) -> list[int]:
        """One run (the first) for each distinct key: one engine play per missing branch."""
        _, first = np.unique(keys, return_index=True)
        return [int(r) for r in runs[np.sort(first)]]

    def _grow_from(self, run: int, walk: _Walk) -> None:
        """Play ``run``'s current step with the engine from its faces so far, its stream after
        them, and add the step's path to the tree."""
        drawn = [int(f) for f in walk.faces[run, : walk.depth[run]]]
        self._grow(
            int(walk.position[run]),
            int(walk.step[run]),
            drawn,
            generator(int(walk.rng[run])),
        )

    def _grow(
        self, at: int, kind: int, drawn: list[int], rng: SplitMix64 | NativeSplitMix64
    ) -> None:
        """Play the step ``kind`` from position ``at`` with the ``drawn`` faces and then the
        stream's; add its path and leaf to the position's tree."""
        play = self._play
        # Unbounded: a step is one round (or the start, or the aftermath), and the walk counts
        # the run's dice against its budget step by step.
        dice = NotedDice(drawn, rng.next_face, _UNBOUNDED)
        play.restart(self._positions[at].snapshot, self._start_round, dice)
        verdict = -1
        if kind == _BEGIN:
            begin(play)
        elif kind == _ROUND:
            play_next_round(play)
        ended = play.ended()
        if kind == _AFTERMATH:
            assert ended is not None  # the aftermath follows a won encounter
            result = end(play, ended, aftermath=True)
            assert result is not None
            self._verdicts.append(result)
            verdict = len(self._verdicts) - 1
        self.played += 1
        dealt, taken = self._tally(play.events.events)
        leaf = self._leaves
        self._leaves += 1
        for name in ("_next", "_ended", "_dice", "_damage", "_verdict"):
            setattr(self, name, _grown(getattr(self, name), self._leaves, 0))
        self._next[leaf] = self._position()
        self._ended[leaf] = -1 if ended is None else self._ending(ended)
        self._dice[leaf] = len(dice.faces)
        self._damage[leaf] = (*dealt, *taken)
        self._verdict[leaf] = verdict
        node = int(self._roots[at, kind])
        for size, face in zip(dice.sizes, dice.faces, strict=True):
            if self._size[node] == 0:
                self._size[node] = size
            child = int(self._child[node, face])
            if child < 0:
                child = self._new_node()
                self._child[node, face] = child
            node = child
        self._leaf[node] = leaf

    def _ending(self, outcome: EncounterOutcome) -> int:
        """The index of an ending (reason and winner; the rounds are the run's)."""
        for index, known in enumerate(self._endings):
            if (known.end_reason, known.winning_side_id) == (
                outcome.end_reason,
                outcome.winning_side_id,
            ):
                return index
        self._endings.append(outcome)
        self._won = np.append(self._won, bool(outcome.winning_side_id))
        return len(self._endings) - 1

    def _new_node(self) -> int:
        node = self._nodes
        self._nodes += 1
        self._size = _grown(self._size, self._nodes, 0)
        self._child = _grown(self._child, self._nodes, -1)
        self._leaf = _grown(self._leaf, self._nodes, -1)
        return node

    def _position(self) -> int:
        """The board as it now stands, as the position met before when it was."""
        board = self._play.board
        snapshot = board.snapshot()
        found = self._position_ids.get(snapshot)
        if found is not None:
            return found
        return self._add_position(_Position(snapshot, board.to_state()))

    def _add_position(self, position: _Position) -> int:
        index = len(self._positions)
        self._positions.append(position)
        self._position_ids[position.snapshot] = index
        self._roots = _grown(self._roots, index + 1, 0)
        self._roots[index] = (self._new_node(), self._new_node(), self._new_node())
        return index
