"""Runs of one encounter, with the rounds already played looked up rather than played again.

A simulation plays the same encounter from the same state many times. The engine is pure, so a
round is a function of where everyone stands before it and the faces its dice show: played once
from a position with some run of faces, it comes out the same every time. ``EncounterReplay``
keeps, for each position met (the board's combatants, sides, traps and turn order), a tree of the
faces its steps rolled: a die's size at each node, a child per face, and at each leaf what the
step did (the position after it, whether the encounter ended, the dice it rolled, the damage its
trace records). A run draws its faces from its own seeded SplitMix64 stream exactly as
``SeededDice`` would and walks the trees; only a face no run has shown there before plays the
step with the engine (engine/encounter.py's ``begin``, ``play_next_round`` and ``end``, the very
steps ``resolve_encounter`` takes), which grows the tree. So a run comes out exactly as
``resolve_encounter`` plays it with the same seed: the same final state, outcome, damage and
aftermath (tests/engine/test_replay.py checks this run by run), at the cost of a few lookups per
die once the trees have grown.

Positions leave out the round number: without a script (``replayable``), nothing the rules do
depends on it; only the trace's round fields do, and a run's tally reads none of them. The
trees' size is bounded (``max_nodes``); past it they are dropped and grown again, which changes
only the speed. Dice count against the run's roll budget as they would in one resolution.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from engine.actions import ScriptedAction
from engine.dice import DiceSource, DiePurpose, SplitMix64, budget_exhausted
from engine.encounter import begin, end, play_next_round, start
from engine.play import EncounterOutcome, EndReason, Play, StopCheck, Tactic
from engine.results import AftermathResult
from engine.state import Combatant, EncounterState, Side, Trap
from engine.trace import TraceEvent

__all__ = ["DEFAULT_MAX_NODES", "EncounterReplay", "ReplayedRun", "Tally", "replayable"]

#: What a run's damage tally is made of: dealt and taken per combatant, in the starting state's
#: order, from a step's trace events (additive over steps; it must not read the events' round).
Tally = Callable[[Sequence[TraceEvent]], tuple[Sequence[int], Sequence[int]]]

#: Tree nodes kept before the trees are dropped: about 100 bytes each.
DEFAULT_MAX_NODES = 2_000_000

_BEGIN, _ROUND, _AFTERMATH = 0, 1, 2


@dataclass(frozen=True, slots=True)
class ReplayedRun:
    """One run as ``resolve_encounter`` would have ended it: the final state, the outcome, the
    damage dealt and taken per combatant (the tally of its whole trace) and the aftermath."""

    state: EncounterState
    outcome: EncounterOutcome
    dealt: tuple[int, ...]
    taken: tuple[int, ...]
    aftermath: AftermathResult | None


def replayable(script: Sequence[ScriptedAction]) -> bool:
    """Whether runs can be replayed: a script names rounds, so with one the round matters."""
    return not script


def _key(
    combatants: Mapping[str, Combatant],
    turn_order: tuple[str, ...],
    sides: tuple[Side, ...],
    traps: tuple[Trap, ...],
) -> tuple[object, ...]:
    """What makes two boards the same position: everything a step can change but the round."""
    return (tuple(combatants.values()), turn_order, sides, traps)


class _Node:
    """A point in a step's dice: the size of the die rolled here (0 until known), a child per
    face, or, once the step is over, its leaf."""

    __slots__ = ("children", "leaf", "size")

    def __init__(self) -> None:
        self.size = 0
        self.children: list[_Node | None] = []
        self.leaf: _Leaf | None = None


class _Position:
    """The board between two steps, and the trees of the steps played from it."""

    __slots__ = ("combatants", "finals", "roots", "sides", "state", "traps", "turn_order")

    def __init__(
        self,
        combatants: dict[str, Combatant],
        turn_order: tuple[str, ...],
        sides: tuple[Side, ...],
        traps: tuple[Trap, ...],
        state: EncounterState,
    ) -> None:
        self.combatants = combatants
        self.turn_order = turn_order
        self.sides = sides
        self.traps = traps
        #: The board as a state at the round it was first met (``finals`` has the others).
        self.state = state
        self.finals: dict[int, EncounterState] = {}
        self.roots = (_Node(), _Node(), _Node())


class _Leaf:
    """What one step did along one run of faces."""

    __slots__ = ("aftermath", "dealt", "dice", "ended", "position", "taken")

    def __init__(  # noqa: PLR0917 (a record's fields, in their order)
        self,
        position: _Position,
        ended: EncounterOutcome | None,
        dice: int,
        dealt: tuple[int, ...] | None,
        taken: tuple[int, ...] | None,
        aftermath: AftermathResult | None,
    ) -> None:
        self.position = position
        self.ended = ended
        self.dice = dice
        #: None where the step dealt no damage (most misses): nothing to add.
        self.dealt = dealt
        self.taken = taken
        self.aftermath = aftermath


class _Replay(DiceSource):
    """The faces a run already drew at this step, then the rest from its stream; notes every
    die's size and face. Counts from the dice the run rolled before the step, against the run's
    budget, as the one dice source of a resolution would."""

    __slots__ = ("faces", "prefix", "rng", "sizes")

    def __init__(self, prefix: list[int], rng: SplitMix64, budget: int, rolled: int) -> None:
        super().__init__(budget)
        self.rolled = rolled
        self.prefix = prefix
        self.rng = rng
        self.faces: list[int] = []
        self.sizes: list[int] = []

    def _face(self, size: int, purpose: DiePurpose) -> int:
        index = len(self.faces)
        face = self.prefix[index] if index < len(self.prefix) else self.rng.next_face(size)
        self.faces.append(face)
        self.sizes.append(size)
        return face


class EncounterReplay:
    """Plays runs of one encounter (see the module docstring); the arguments are
    ``resolve_encounter``'s, checked once here, with ``tally`` the run's damage tally."""

    __slots__ = (
        "_aftermath",
        "_budget",
        "_initial",
        "_max_nodes",
        "_max_rounds",
        "_nodes",
        "_play",
        "_positions",
        "_start_round",
        "_tally",
        "_zero",
    )

    def __init__(
        self,
        state: EncounterState,
        *,
        max_rounds: int,
        tally: Tally,
        budget: int,
        tactic: Tactic = Tactic.NEAREST_ENEMY,
        side_tactics: Mapping[str, Tactic] | None = None,
        combatant_tactics: Mapping[str, Tactic] | None = None,
        aftermath: bool = False,
        stop: StopCheck | None = None,
        validated: bool = False,
        max_nodes: int = DEFAULT_MAX_NODES,
    ) -> None:
        self._play: Play = start(
            state,
            _Replay([], SplitMix64(0), budget, 0),
            tactic=tactic,
            side_tactics=side_tactics,
            combatant_tactics=combatant_tactics,
            stop=stop,
            validated=validated,
        )
        self._max_rounds = max_rounds
        self._tally = tally
        self._budget = budget
        self._aftermath = aftermath
        self._max_nodes = max_nodes
        self._start_round = state.round
        self._zero = (0,) * len(state.combatants)
        self._positions: dict[tuple[object, ...], _Position] = {}
        self._nodes = 0
        self._initial = self._position()

    def run(self, seed: int) -> ReplayedRun:
        """The run whose dice are SeededDice(``seed``)'s, as resolve_encounter would play it.

        Raises what that would: Stopped when the stop check says, LimitExceededError
        (ROLL_BUDGET_EXHAUSTED) past the budget."""
        rng = SplitMix64(seed)
        leaf = self._step(self._initial, _BEGIN, rng, 0)
        rolled = leaf.dice
        if rolled > self._budget:
            raise budget_exhausted(self._budget)
        dealt = list(leaf.dealt or self._zero)
        taken = list(leaf.taken or self._zero)
        ended = leaf.ended
        rounds = 0
        while ended is None and rounds < self._max_rounds:
            leaf = self._step(leaf.position, _ROUND, rng, rolled)
            rounds += 1
            rolled += leaf.dice
            if rolled > self._budget:
                raise budget_exhausted(self._budget)
            if leaf.dealt is not None:
                dealt = [a + b for a, b in zip(dealt, leaf.dealt, strict=True)]
            if leaf.taken is not None:
                taken = [a + b for a, b in zip(taken, leaf.taken, strict=True)]
            ended = leaf.ended
        outcome = (
            EncounterOutcome(EndReason.ROUND_LIMIT, "", rounds)
            if ended is None
            else EncounterOutcome(ended.end_reason, ended.winning_side_id, rounds)
        )
        verdicts = None
        if self._aftermath and outcome.winning_side_id:
            leaf = self._step(leaf.position, _AFTERMATH, rng, rolled)
            if rolled + leaf.dice > self._budget:
                raise budget_exhausted(self._budget)
            verdicts = leaf.aftermath
            if leaf.dealt is not None:
                dealt = [a + b for a, b in zip(dealt, leaf.dealt, strict=True)]
            if leaf.taken is not None:
                taken = [a + b for a, b in zip(taken, leaf.taken, strict=True)]
        return ReplayedRun(
            self._final(leaf.position, self._start_round + rounds),
            outcome,
            tuple(dealt),
            tuple(taken),
            verdicts,
        )

    def _step(self, position: _Position, kind: int, rng: SplitMix64, rolled: int) -> _Leaf:
        """The leaf this run's faces lead to in ``position``'s tree for the step ``kind``."""
        root = node = position.roots[kind]
        faces: list[int] = []
        while node.leaf is None:
            if node.size == 0:
                return self._grow(position, kind, root, faces=faces, rng=rng, rolled=rolled)
            face = rng.next_face(node.size)
            faces.append(face)
            child = node.children[face]
            if child is None:
                return self._grow(position, kind, root, faces=faces, rng=rng, rolled=rolled)
            node = child
        return node.leaf

    def _grow(
        self,
        position: _Position,
        kind: int,
        root: _Node,
        *,
        faces: list[int],
        rng: SplitMix64,
        rolled: int,
    ) -> _Leaf:
        """Play the step from ``position`` with ``faces`` and then the stream's; add the path."""
        play = self._play
        board = play.board
        board.combatants = dict(position.combatants)
        board.turn_order = position.turn_order
        board.sides = position.sides
        board.traps = position.traps
        board.round = self._start_round
        dice = _Replay(faces, rng, self._budget, rolled)
        play.dice = dice
        play.events = []
        play.morale_checks = []
        verdicts = None
        if kind == _BEGIN:
            begin(play)
            ended = play.ended()
        elif kind == _ROUND:
            play_next_round(play)
            ended = play.ended()
        else:
            outcome = play.ended()
            assert outcome is not None  # the aftermath follows a won encounter
            verdicts = end(play, outcome, aftermath=True)
            ended = outcome
        dealt, taken = self._tally(play.events)
        leaf = _Leaf(
            self._position(),
            ended,
            len(dice.faces),
            tuple(dealt) if any(dealt) else None,
            tuple(taken) if any(taken) else None,
            verdicts,
        )
        if self._nodes + len(dice.faces) + 1 > self._max_nodes:
            self._positions = {}  # bounded memory: start the trees again (same runs, slower)
            self._nodes = 0
            self._initial = self._copy(self._initial)
            return leaf
        node = root
        for size, face in zip(dice.sizes, dice.faces, strict=True):
            if node.size == 0:
                node.size = size
                node.children = [None] * (size + 1)
            child = node.children[face]
            if child is None:
                child = node.children[face] = _Node()
                self._nodes += 1
            node = child
        node.leaf = leaf
        return leaf

    def _position(self) -> _Position:
        """The board as it now stands, as a position met before when it was."""
        board = self._play.board
        key = _key(board.combatants, board.turn_order, board.sides, board.traps)
        position = self._positions.get(key)
        if position is None:
            position = _Position(
                dict(board.combatants),
                board.turn_order,
                board.sides,
                board.traps,
                board.to_state(),
            )
            self._positions[key] = position
            self._nodes += 1
        return position

    def _copy(self, position: _Position) -> _Position:
        """A fresh position (no trees) for the same board, after the trees were dropped."""
        copy = _Position(
            position.combatants,
            position.turn_order,
            position.sides,
            position.traps,
            position.state,
        )
        key = _key(position.combatants, position.turn_order, position.sides, position.traps)
        self._positions[key] = copy
        return copy

    def _final(self, position: _Position, round_: int) -> EncounterState:
        """The position as the state a run ends in, at its round."""
        state = position.finals.get(round_)
        if state is None:
            state = position.finals[round_] = replace(position.state, round=round_)
        return state
