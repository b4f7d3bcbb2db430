"""The exact odds of a whole encounter: every die every round would roll, at every face, walked
over the positions the encounter can reach (issue 22, item 1; the engine's part).

No formula of its own: each step is the engine's (engine/encounter.py's ``begin``, then
``play_next_round`` until ``Play.ended`` says or the round limit comes), played from a position
once per branch of its dice tree, as engine/odds.py walks one attack's: a prefix of faces, then
face 1 of every further die (engine.dice.NotedDice), the next branch the last die that can still
go up. A branch's probability is the product of 1/size over its dice, exact.

A position is the board's ``Snapshot`` (the combatants, sides, traps and turn order: everything
a step can change but the round, engine/board.py), so a position met again is one node: a round
in which everybody misses leads back to where it began, and the walk does not multiply. Each
position's branches are walked once (its transitions: the probability of each position or ending
it leads to); the distribution over positions is then carried round by round up to
``max_rounds``, where what still fights ends ROUND_LIMIT, as ``resolve_encounter`` ends it.
Without a script nothing the rules do depends on the round, so a position's transitions serve
every round it is met in; a script names rounds, so with one a position is keyed by its round too,
up to the last round the script names.

Within a round, the engine reports the points between turns (``Play.boundary``): there the
board with the rest of the round (phase, turn, order, who has acted) is a node too, walked once
however many runs of faces reach it, so a round's branches add up over its turns instead of
multiplying. The walk is depth first over the prefixes, so a node's branches come in a row: it is
complete when the next prefix changes a die rolled before it, and a branch that reaches a
complete node ends there (``_Merged``) and takes its transitions.

Work is bounded: each branch resolves at most one round (or the start), and the branches walked
count against ``max_branches`` (the server's cost limit), with the carry's work in branches'
worth (``CARRY_PER_BRANCH`` transitions a branch, more as its numbers grow: ``_Carry``), else
LimitExceededError (LIMIT_EXCEEDED, field ``max_rounds``, with the hint to simulate instead)
before any answer; each branch's dice count against ``budget``, the roll budget of one
resolution. An optional stop check is polled before each branch, before each round's carry and
every ``POLL_EVERY`` transitions within it (Stopped).

What is reported: each side's probability of winning, draws (no winner: the round limit, or nobody
left standing), how the encounter ends, the rounds it lasts, and per combatant the probability it
ends standing, the distribution of the HP it loses (its HP at the start less its HP at the end)
and the expected damage it deals and takes. Those two are sums over a run's steps (Simulate's
``damage_tally``), so by linearity each is the sum, over the steps walked, of the probability of
reaching the step's position at its round times the step's expected tally: exact, without a
position having to remember what was dealt on the way to it (a distribution would).
With the aftermath (A11) the answer is refused for now (CONFLICTING_OPTIONS): it adds a step per
ending whose verdicts this walk does not count yet.
"""

from __future__ import annotations

import functools
import math
from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from typing import final

from engine.board import Snapshot, ends_standing
from engine.dice import NotedDice
from engine.encounter import begin, play_next_round, start
from engine.errors import InvalidRequestError, LimitExceededError, RuleRefusal, Stopped
from engine.odds import DamageProbability, first_face, next_prefix
from engine.options import EncounterOptions
from engine.play import EncounterOutcome, EndReason, Play, side_order
from engine.records.combat_service import (
    CombatantOdds,
    EndReasonProbability,
    RoundsProbability,
    SideOdds,
)
from engine.simulate import damage_tally
from engine.state import EncounterState
from engine.trace import TraceDetail, TraceEvent
from engine.values import Value

__all__ = [
    "CombatantOdds",
    "EncounterOdds",
    "EndReasonProbability",
    "RoundsProbability",
    "SideOdds",
    "compute_encounter_odds",
]

CARRY_PER_BRANCH = 256
"""Transitions carried from one round to the next (a position's probability times a leaf's,
added into where it leads) that cost about what a branch of the walk does: 0.25 us each against
0.061 ms a branch on the compiled engine (issue 28's 11-HP sword duel: 7,207 branches in
0.44 s, then 1.26 million transitions over its last 188 rounds in 0.32 s, the best of 5; the
pure engine's ratio is alike, 0.6 us against 0.2 ms), rounded down to a power of 2 so as to
charge the carry a little more than it costs. Measured with bench/encounter_odds.py."""

CARRY_BITS = 4096
"""A transition costs CARRY_BITS + b of 1/CARRY_BITS each, b the bits of its round's
denominator: integer products and sums grow with their numbers (the sword duel's reach 1,633
bits by its 200th round, which takes 30 % longer than its 20th at 163)."""

SOLVE_WEIGHT = CARRY_PER_BRANCH * CARRY_BITS // 8
"""A transition of the solve to the end (``_solve``: Fractions, a gcd in each product and sum),
in the carry's units: an eighth of a branch. Issue 28's 11-HP duel solves 6,664 transitions in
30 ms (4.5 us each: Fraction arithmetic is the same Python on both engines) against 0.04 ms a
branch on the compiled engine (7,207 in 0.30 s), about a ninth, rounded up so as to charge the
solve a little more than it costs. Measured with bench/encounter_odds.py --to-the-end."""

POLL_EVERY = 2048
"""Transitions carried between two polls of the stop check (about a millisecond)."""


@final
class EncounterOdds(Value):
    """The exact distribution of an encounter's end (see the module docstring): ``sides`` in side
    order, each side's win; ``draw`` = 1 - their sum; ``end_reasons`` and ``rounds`` ascending,
    each summing to 1, and the mean of ``rounds``; ``combatants`` in state order. ``positions``:
    the distinct positions met; ``branches``: the step resolutions walked. To the end
    (``compute_encounter_odds``' ``to_the_end``): ``rounds`` lists the first rounds only, and
    ``rounds_beyond`` is the probability of lasting longer (None within a round limit, whose
    last round holds whatever still fights)."""

    FIELDS = (
        "sides",
        "draw",
        "end_reasons",
        "rounds",
        "mean_rounds",
        "combatants",
        "positions",
        "branches",
        "rounds_beyond",
    )
    __slots__ = FIELDS

    sides: tuple[SideOdds, ...]
    draw: Fraction
    end_reasons: tuple[EndReasonProbability, ...]
    rounds: tuple[RoundsProbability, ...]
    mean_rounds: Fraction
    combatants: tuple[CombatantOdds, ...]
    positions: int
    branches: int
    rounds_beyond: Fraction | None

    def __init__(
        self,
        sides: tuple[SideOdds, ...],
        draw: Fraction,
        end_reasons: tuple[EndReasonProbability, ...],
        rounds: tuple[RoundsProbability, ...],
        mean_rounds: Fraction,
        combatants: tuple[CombatantOdds, ...],
        positions: int,
        branches: int,
        rounds_beyond: Fraction | None = None,
    ) -> None:
        self.sides = sides
        self.draw = draw
        self.end_reasons = end_reasons
        self.rounds = rounds
        self.mean_rounds = mean_rounds
        self.combatants = combatants
        self.positions = positions
        self.branches = branches
        self.rounds_beyond = rounds_beyond

    def field_values(self) -> tuple[object, ...]:
        return (
            self.sides,
            self.draw,
            self.end_reasons,
            self.rounds,
            self.mean_rounds,
            self.combatants,
            self.positions,
            self.branches,
            self.rounds_beyond,
        )


#: Where a branch leads: the position after the step (its number in the walk), and how the
#: encounter ended there, if it did.
_Leaf = tuple[int, EncounterOutcome | None]

#: The probability of each ending (final position's number, reason, winner), as a numerator.
_Ends = dict[tuple[int, EndReason, str], int]


class _Step:
    """A step's transitions from one position: each leaf (by its number in the walk: a board's
    hash is deep, so each is hashed once, when first met) with its probability, leaves to the
    same place merged, and the expected damage tally of the step, dealt then taken per
    combatant in state order; each an integer over one ``denominator`` (the lcm of the
    fractions' own), so that adding steps up, in the walk's nodes and in the carry, is integer
    arithmetic (Fractions do a gcd in every addition: most of the walk's time, 95 % of the
    carry's: issue 28)."""

    __slots__ = ("denominator", "endings", "moves", "tally", "weights")

    def __init__(
        self, denominator: int, weights: list[tuple[int, int]], tally: tuple[int, ...]
    ) -> None:
        self.denominator = denominator
        self.weights = weights
        self.tally = tally
        #: The weights as the carry reads them (``split``), once it has: to each position the
        #: encounter goes on from, and to each leaf it ends in.
        self.moves: list[tuple[int, int]] | None = None
        self.endings: list[tuple[int, int]] = []

    def split(self, leaves: Sequence[_Leaf]) -> bool:
        """Sort the weights into ``moves`` and ``endings`` by where each leaf (``leaves``, by
        number: its position, and how it ended or None) goes; True the first time, when it
        does."""
        if self.moves is not None:
            return False
        self.moves = []
        for w, number in self.weights:
            reached, ended = leaves[number]
            if ended is None:
                self.moves.append((w, reached))
            else:
                self.endings.append((w, number))
        return True


class _Open:
    """A node whose subtree the walk is in: a step's start, or the point ``where`` within a
    round the engine reported (Play.boundary), reached after ``depth`` dice (of probability
    1/``ways``: the product of their sizes), with ``events`` events recorded by then, of which
    those since the node it is in tally ``lead``; its leaves (by their number in the walk's
    ``leaves``) and tally so far, relative to it, as integers over ``denominator``: the branches
    that ended in it, and the nodes in it walked to their end."""

    __slots__ = (
        "denominator",
        "depth",
        "events",
        "key",
        "lead",
        "leaves",
        "tally",
        "ways",
        "where",
    )

    def __init__(
        self,
        key: Hashable,
        where: Hashable,
        depth: int,
        ways: int,
        events: int,
        lead: list[int],
    ) -> None:
        self.key = key
        self.where = where
        self.depth = depth
        self.ways = ways
        self.events = events
        self.lead = lead
        self.denominator = 1
        self.leaves: dict[int, int] = {}
        self.tally = [0] * len(lead)

    def add(self, ways: int, step: _Step, lead: list[int]) -> None:
        """``step``'s leaves and tally, reached with probability 1/``ways`` relative to this
        node after events tallying ``lead``, into it: over a denominator that both divide,
        this node's grown to their lcm when it does not (dice of other sizes)."""
        part = ways * step.denominator
        if self.denominator % part:
            grown = math.lcm(self.denominator, part)
            factor = grown // self.denominator
            self.leaves = {number: w * factor for number, w in self.leaves.items()}
            self.tally = [t * factor for t in self.tally]
            self.denominator = grown
        times = self.denominator // part
        leaves = self.leaves
        for w, number in step.weights:
            leaves[number] = leaves.get(number, 0) + times * w
        d = step.denominator
        for i, (hp, expected) in enumerate(zip(lead, step.tally, strict=True)):
            if hp or expected:
                self.tally[i] += times * (hp * d + expected)


class _Merged(BaseException):
    """Raised through the engine at a point within a round whose transitions are known: the
    branch ends there (a BaseException, so that no handler of the engine's takes it)."""

    def __init__(self, step: _Step) -> None:
        super().__init__()
        self.step = step


class _Walk:
    """The steps of one encounter, each walked once per position over its whole dice tree;
    within a round, at each point the engine reports (between turns: Play.boundary), a point
    met again with the same board and the same rest of the round is one node too, so a round's
    branches add up over its turns rather than multiply (its subtree is walked once: the
    depth-first order of the prefixes walks all of a node's branches in a row, so the node is
    complete when the walk leaves its prefix)."""

    def __init__(
        self,
        state: EncounterState,
        options: EncounterOptions,
        *,
        budget: int,
        max_branches: int,
        stop: Callable[[], bool] | None,
        within_rounds: bool,
    ) -> None:
        # The events without their dice: damage_tally reads their HP changes.
        self.play: Play = start(
            state,
            NotedDice((), first_face, budget),
            options,
            stop=None,
            detail=TraceDetail.SUMMARY,
        )
        if within_rounds:
            self.play.boundary = self._boundary
        self.index = {c.id: i for i, c in enumerate(state.combatants)}
        self.budget = budget
        self.max_branches = max_branches
        self.stop = stop
        self.branches = 0
        #: Transitions carried (_Carry), each weighted by the size of its numbers
        #: (CARRY_BITS).
        self.carried = 0
        #: The work is the solve to the end (``_solve``), not the rounds' carry.
        self.solving = False
        #: The last round a script names (a position is keyed by its round up to it: a script
        #: names rounds); after it, and without a script, a position's transitions serve every
        #: round it is met in.
        self.keyed_until = max((a.round for a in options.script), default=-1)
        self.transitions: dict[Hashable, _Step] = {}
        self.open: list[_Open] = []
        #: Positions and leaves met, by number.
        self.positions: list[Snapshot] = []
        self.position_numbers: dict[Snapshot, int] = {}
        self.leaves: list[_Leaf] = []
        self.leaf_numbers: dict[tuple[Snapshot, EncounterOutcome | None], int] = {}
        self.dice = NotedDice((), first_face, budget)
        self.round_key = -1
        #: The tally of no events.
        self.nothing = (0,) * (2 * len(self.index))

    def _boundary(self, where: Hashable) -> None:
        """A point within a round (Play.boundary): the branch ends here if the point's
        transitions are known, else it is a node of the walk from here on."""
        sizes = self.dice.sizes
        depth = len(sizes)
        for node in self.open:
            if node.depth == depth and node.where == where:
                # A node this branch's prefix reaches, being walked: the same dice up to here
                # make the same board (no board to compare).
                return
        key = (self.play.board.snapshot(), where, self.round_key)
        known = self.transitions.get(key)
        if known is not None:
            raise _Merged(known)
        events = self.play.events.events
        self.open.append(
            _Open(
                key,
                where,
                depth,
                math.prod(sizes),
                len(events),
                self._tally(events[self.open[-1].events :]),
            )
        )

    def position(self, snapshot: Snapshot) -> int:
        """The number of the position ``snapshot``."""
        number = self.position_numbers.setdefault(snapshot, len(self.positions))
        if number == len(self.positions):
            self.positions.append(snapshot)
        return number

    def step(self, position: int, round_: int, first: bool) -> _Step:
        """Where the step from ``position`` at ``round_`` leads (``first``: the start)."""
        self.round_key = round_ if round_ <= self.keyed_until else -1
        key: Hashable = (position, first, self.round_key)
        snapshot = self.positions[position]
        known = self.transitions.get(key)
        if known is not None:
            return known
        self.open = [_Open(key, None, 0, 1, 0, [0] * (2 * len(self.index)))]
        prefix: tuple[int, ...] | None = ()
        play = self.play
        while prefix is not None:
            _poll(self.stop, round_)
            if self.spent() >= self.max_branches:
                raise self.over()
            dice = self.dice = NotedDice(prefix, first_face, self.budget)
            play.restart(snapshot, round_, dice)
            merged: _Step | None = None
            try:
                if first:
                    begin(play)
                else:
                    play_next_round(play)
            except _Merged as hit:
                merged = hit.step
            self.branches += 1
            self._count(math.prod(dice.sizes), merged)
            prefix = next_prefix(dice)
            # The nodes reached before the die the next prefix changes stay open; the others
            # are complete.
            changed = len(prefix) if prefix is not None else 0
            while self.open and self.open[-1].depth >= changed:
                node = self.open.pop()
                done = self.transitions[node.key] = self._done(node)
                if self.open:  # what it leads to, in the node it is in
                    outer = self.open[-1]
                    outer.add(node.ways // outer.ways, done, node.lead)
        return self.transitions[key]

    def spent(self) -> int:
        """The work done, in branches: those walked, and the carry's worth of them."""
        return self.branches + self.carried // (CARRY_PER_BRANCH * CARRY_BITS)

    def over(self) -> LimitExceededError:
        """The refusal of an encounter whose work would pass ``max_branches``."""
        if self.solving:
            return LimitExceededError(
                f"the encounter's exact odds to the end need more than {self.max_branches} step "
                "resolutions or their worth (the cost limit, max_request_cost: a branch of a "
                "round's dice costs a unit per combatant, and so does solving "
                f"{CARRY_PER_BRANCH * CARRY_BITS // SOLVE_WEIGHT} transitions between the "
                "positions it can reach); ask for its odds within max_rounds, or simulate it",
                reason="LIMIT_EXCEEDED",
                field="to_the_end",
            )
        return LimitExceededError(
            f"the encounter's exact odds need more than {self.max_branches} step resolutions "
            "or their worth (the cost limit, max_request_cost: a branch of a round's dice costs "
            f"a unit per combatant, and so does carrying {CARRY_PER_BRANCH} of a round's "
            "transitions); ask for fewer rounds or combatants, or simulate it",
            reason="LIMIT_EXCEEDED",
            field="max_rounds",
        )

    def _done(self, node: _Open) -> _Step:
        """What ``node`` leads to, once every branch through it has been walked: over the
        least denominator (the carry's numbers grow by it every round)."""
        g = math.gcd(node.denominator, *node.leaves.values(), *node.tally)
        return _Step(
            node.denominator // g,
            [(w // g, number) for number, w in node.leaves.items()],
            tuple(t // g for t in node.tally),
        )

    def _tally(self, events: Sequence[TraceEvent]) -> list[int]:
        dealt, taken = damage_tally(self.index, events)
        return [*dealt, *taken]

    def _count(self, ways: int, merged: _Step | None) -> None:
        """The branch just played (of probability 1/``ways``, ended at a known point when
        ``merged``), in the innermost open node: the others take it in when that one is
        complete (``_Open.add``), once for all its branches."""
        node = self.open[-1]
        tail = self._tally(self.play.events.events[node.events :])
        if merged is None:  # played to the step's end: one leaf, nothing after it
            snapshot, outcome = self.play.board.snapshot(), self.play.ended()
            ended = self.leaf_numbers.setdefault((snapshot, outcome), len(self.leaves))
            if ended == len(self.leaves):
                self.leaves.append((self.position(snapshot), outcome))
            merged = _Step(1, [(1, ended)], self.nothing)
        # The node's dice are the first of the branch's: 1/ways relative to it.
        node.add(ways // node.ways, merged, tail)


def compute_encounter_odds(
    state: EncounterState,
    options: EncounterOptions,
    *,
    budget: int,
    max_branches: int,
    stop: Callable[[], bool] | None = None,
    within_rounds: bool = True,
    to_the_end: bool = False,
) -> EncounterOdds:
    """The exact odds of ``state`` played with ``options`` (see the module docstring);
    ``within_rounds`` False merges positions only between rounds (the reference the tests hold
    the walk to). ``to_the_end``: every run is played to its end, however many rounds it takes
    (``_solve``); ``options.max_rounds`` then says how many rounds ``rounds`` lists, and
    ``rounds_beyond`` holds the rest.

    Raises what ``resolve_encounter`` would refuse, InvalidRequestError (CONFLICTING_OPTIONS)
    with the aftermath, LimitExceededError past ``max_branches`` step resolutions or their
    worth of carrying or solving (LIMIT_EXCEEDED) or ``budget`` dice in one
    (ROLL_BUDGET_EXHAUSTED), RuleRefusal (NEVER_ENDS) when ``to_the_end`` and the encounter can
    reach a position it can never end from, Stopped when ``stop`` says.
    """
    if options.aftermath:
        raise InvalidRequestError(
            "exact encounter odds do not count the aftermath (A11) yet: simulate it",
            reason="CONFLICTING_OPTIONS",
            field="aftermath",
        )
    walk = _Walk(
        state,
        options,
        budget=budget,
        max_branches=max_branches,
        stop=stop,
        within_rounds=within_rounds,
    )
    first_round = state.round
    listed = options.max_rounds
    # To the end, the rounds a script names are carried too: after them every round's
    # transitions are the same, which the solve needs.
    carried = max(listed, walk.keyed_until - first_round + 1) if to_the_end else listed
    carry = _Carry(walk, walk.position(walk.play.board.snapshot()), carried)
    carry.round(0, first_round)
    for played in range(1, carried + 1):
        if not carry.here:  # every run has ended
            break
        carry.round(played, first_round + played - 1)
    if not to_the_end:
        ends, rounds, tally, denominator = carry.finish()
        return _odds(
            state, walk.positions, ends, rounds, tally, denominator, len(carry.seen), walk.branches
        )
    return _to_the_end(state, walk, carry, first_round + len(carry.by_round) - 1, listed)


def _to_the_end(
    state: EncounterState, walk: _Walk, carry: _Carry, round_: int, listed: int
) -> EncounterOdds:
    """The odds of the runs ended in ``carry``'s rounds, and of those still fighting there
    played to the end from round ``round_`` (``_solve``), with the rounds up to ``listed``."""
    here = carry.denominator
    solved = _solve(walk, {p: Fraction(n, here) for p, n in carry.here.items()}, round_)
    ends: defaultdict[tuple[int, EndReason, str], Fraction] = defaultdict(Fraction)
    for number, p in [*((n, Fraction(w, here)) for n, w in carry.ended.items()), *solved.ended]:
        position, outcome = walk.leaves[number]
        assert outcome is not None
        ends[position, outcome.end_reason, outcome.winning_side_id] += p
    by_round = [Fraction(n, d) for n, d in zip(carry.by_round, carry.denominators, strict=True)]
    rounds = {played: p for played, p in enumerate(by_round[: listed + 1]) if p}
    still = sum(carry.here.values(), 0) / Fraction(here)
    # A run still fighting after the carried rounds plays one round per position it visits.
    mean = sum((r * p for r, p in enumerate(by_round)), Fraction(0))
    mean += (len(by_round) - 1) * still + solved.rounds
    tally = [Fraction(t, here) + s for t, s in zip(carry.tally, solved.tally, strict=True)]
    seen = carry.seen | solved.positions
    numerators, denominator = _over_one([*ends.values(), *rounds.values(), mean, *tally])
    count = len(ends)
    after = count + len(rounds)
    return _odds(
        state,
        walk.positions,
        dict(zip(ends, numerators[:count], strict=True)),
        dict(zip(rounds, numerators[count:after], strict=True)),
        numerators[after + 1 :],
        denominator,
        len(seen),
        walk.branches,
        mean_rounds=numerators[after],
        rounds_beyond=1 - sum(rounds.values(), Fraction(0)),
    )


def _over_one(fractions: Sequence[Fraction]) -> tuple[list[int], int]:
    """``fractions`` as numerators over their least common denominator, and it."""
    denominator = math.lcm(*(f.denominator for f in fractions))
    return [f.numerator * (denominator // f.denominator) for f in fractions], denominator


class _Solved:
    """What ``_solve`` found: the probability of each leaf ended in (by number), the expected
    tally and rounds played, and the positions met."""

    __slots__ = ("ended", "positions", "rounds", "tally")

    def __init__(
        self,
        ended: list[tuple[int, Fraction]],
        tally: list[Fraction],
        rounds: Fraction,
        positions: set[int],
    ) -> None:
        self.ended = ended
        self.tally = tally
        self.rounds = rounds
        self.positions = positions


def _solve(walk: _Walk, start: dict[int, Fraction], round_: int) -> _Solved:
    """The runs at ``start``'s positions (with their probabilities) before round ``round_``,
    played to the end: an absorbing Markov chain over the positions they can reach, each round
    a step whose transitions do not depend on the round.

    The expected visits to each position (each a round played from it) solve
    v = start + v Q, Q the moves between positions; then each ending's probability is the sum
    of v times the step's probability of it, and the expected tally the sum of v times the
    step's. The positions are solved a strongly connected component at a time, in an order where
    every move leads to a component solved later or to its own: a position that leads back only
    to itself (everybody misses) is a division, v = inflow / (1 - q); a longer cycle (moves
    back and forth) is a linear system over its positions, solved exactly (``_eliminate``).
    A component no run leaves (no ending, no move out of it) is a fight that never ends:
    refused (NEVER_ENDS) before any division.

    Work: every step of every position reached counts, as the carry's do: its branches, and each
    of its transitions ``SOLVE_WEIGHT`` of the carry's units; a cycle's elimination its n^3 / 3
    products."""
    walk.solving = True
    steps: dict[int, _Step] = {}
    todo = list(start)
    while todo:
        position = todo.pop()
        if position in steps:
            continue
        step = steps[position] = walk.step(position, round_, False)
        step.split(walk.leaves)
        assert step.moves is not None  # split
        walk.carried += len(step.weights) * SOLVE_WEIGHT
        if walk.spent() > walk.max_branches:
            raise walk.over()
        todo.extend(reached for _, reached in step.moves if reached not in steps)
    components = _components({p: [r for _, r in step.moves or ()] for p, step in steps.items()})
    for component in components:
        if len(component) > 1:
            walk.carried += len(component) ** 3 // 3 * SOLVE_WEIGHT
    if walk.spent() > walk.max_branches:
        raise walk.over()
    inflow: defaultdict[int, Fraction] = defaultdict(Fraction, start)
    ended: defaultdict[int, Fraction] = defaultdict(Fraction)
    tally = [Fraction(0)] * len(walk.nothing)
    rounds = Fraction(0)
    poll = functools.partial(_poll, walk.stop, round_)
    for component in components:
        poll()
        members = set(component)
        visits = _visits(component, members, steps, inflow, poll)
        for position, v in zip(component, visits, strict=True):
            rounds += v
            step = steps[position]
            share = v / step.denominator
            for w, reached in step.moves or ():
                if reached not in members:
                    inflow[reached] += share * w
            for w, number in step.endings:
                ended[number] += share * w
            for i, t in enumerate(step.tally):
                if t:
                    tally[i] += share * t
    positions = set(steps) | {walk.leaves[number][0] for number in ended}
    return _Solved(list(ended.items()), tally, rounds, positions)


def _poll(stop: Callable[[], bool] | None, round_: int) -> None:
    """Stopped (in ``round_``) when ``stop`` says so: the walk's, the carry's and the solve's
    check."""
    if stop is not None and stop():
        raise Stopped(round_)


def _visits(
    component: list[int],
    members: set[int],
    steps: dict[int, _Step],
    inflow: dict[int, Fraction],
    poll: Callable[[], None],
) -> list[Fraction]:
    """The expected visits to each position of ``component`` (a strongly connected one, whose
    ``inflow`` from outside is known): see ``_solve``; ``poll`` is called before each row of a
    linear system's elimination."""
    if all(
        not steps[p].endings and all(r in members for _, r in steps[p].moves or ())
        for p in component
    ):
        raise RuleRefusal(
            "the encounter can reach a position it can never end from (nobody can harm "
            "anybody, and nothing else ends it): ask for its odds within max_rounds instead",
            reason="NEVER_ENDS",
            field="to_the_end",
        )
    if len(component) == 1:
        (position,) = component
        step = steps[position]
        stay = sum(w for w, reached in step.moves or () if reached == position)
        return [inflow.get(position, Fraction(0)) * step.denominator / (step.denominator - stay)]
    index = {p: i for i, p in enumerate(component)}
    # Row i: v_i - sum over j of v_j Q[j -> i] = inflow_i.
    rows = [[Fraction(int(i == j)) for j in range(len(component))] for i in range(len(component))]
    for j, p in enumerate(component):
        step = steps[p]
        for w, reached in step.moves or ():
            i = index.get(reached)
            if i is not None:
                rows[i][j] -= Fraction(w, step.denominator)
    return _eliminate(rows, [inflow.get(p, Fraction(0)) for p in component], poll)


def _eliminate(
    rows: list[list[Fraction]], right: list[Fraction], poll: Callable[[], None]
) -> list[Fraction]:
    """x with ``rows`` x = ``right``, exactly: Gaussian elimination, the pivot the first
    nonzero of its column (the system is nonsingular: every position of a component that runs
    leave is transient)."""
    n = len(rows)
    for k in range(n):
        poll()  # a row is up to n^2 products: a component of the limit's size, ~60 positions
        pivot = next(i for i in range(k, n) if rows[i][k])
        rows[k], rows[pivot] = rows[pivot], rows[k]
        right[k], right[pivot] = right[pivot], right[k]
        head = rows[k]
        for i in range(k + 1, n):
            factor = rows[i][k] / head[k]
            if factor:
                row = rows[i]
                for j in range(k, n):
                    row[j] -= factor * head[j]
                right[i] -= factor * right[k]
    x = [Fraction(0)] * n
    for k in reversed(range(n)):
        head = rows[k]
        x[k] = (right[k] - sum((head[j] * x[j] for j in range(k + 1, n)), Fraction(0))) / head[k]
    return x


def _components(edges: dict[int, list[int]]) -> list[list[int]]:
    """The strongly connected components of the graph ``edges`` (node to the nodes it leads
    to), each before every component it leads to: Tarjan's algorithm, iterative (a long fight's
    chain of positions is deeper than Python's recursion limit), whose order is the reverse."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    found: list[list[int]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, next_edge = work.pop()
            if next_edge == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            if next_edge < len(targets):
                work.append((node, next_edge + 1))
                target = targets[next_edge]
                if target not in index:
                    work.append((target, 0))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    found.reverse()
    return found


class _Carry:
    """The distribution over positions, carried round by round: the probability of being at
    each position after each round, and of each ending in it, with the expected damage tally.

    Exact in integers: each round's probabilities are numerators over one denominator, the
    last round's times the lcm of the denominators of the steps it takes (``_Step``), so a
    round is integer products and sums only; Fractions (a gcd in every addition) were 95 % of
    the time of a long duel (issue 28: 11 s for 200 rounds of an 11-HP one). The answer is made
    Fractions once, at the end (``finish``).

    Its work is a round's transitions (a position's probability times a leaf's, added into where
    it leads), each costing more as the numbers grow (by the bits of the round's denominator,
    ``CARRY_BITS``), charged against the walk's limit before the round is carried
    (``CARRY_PER_BRANCH`` of them a branch); a position that leads back to itself stays in every
    round after, so its transitions are charged for the rounds left as soon as it is met, and an
    encounter that would pass the limit is refused then, not once the limit's work is done.
    The stop check is polled before each round and every ``POLL_EVERY`` transitions in it."""

    def __init__(self, walk: _Walk, initial: int, max_rounds: int) -> None:
        self.walk = walk
        self.max_rounds = max_rounds
        #: Numerators over ``denominator``: where the encounter still fights.
        self.here: dict[int, int] = {initial: 1}
        self.denominator = 1
        #: Each leaf ended in (by number): its numerator over ``denominator``.
        self.ended: dict[int, int] = {}
        #: By rounds played: the numerator of ending in that round, over its round's
        #: denominator (``denominators``).
        self.by_round: list[int] = []
        self.denominators: list[int] = []
        self.tally = [0] * len(walk.nothing)
        self.seen = {initial}
        #: The positions that lead back to themselves, with the transitions from them.
        self.loops: dict[int, int] = {}

    def prepare(self, position: int, step: _Step, played: int) -> list[tuple[int, int]]:
        """``step``'s moves (split from its endings when first carried: ``played`` rounds, 0
        at the start, whose endings are not counted as met)."""
        leaves = self.walk.leaves
        first = step.split(leaves)
        moves = step.moves
        assert moves is not None  # split
        if first and played:
            for _, number in step.weights:
                self.seen.add(leaves[number][0])
            if any(reached == position for _, reached in moves):
                self.loops[position] = len(step.weights)
        return moves

    def round(self, played: int, round_: int) -> None:
        """Carry the positions at the start of round ``played`` (0: the encounter's start,
        whose first round is ``round_``) through round ``round_``'s steps from them."""
        walk = self.walk
        stop = walk.stop
        _poll(stop, round_)
        first = not played
        steps = [
            (n, walk.step(position, round_, first), position) for position, n in self.here.items()
        ]
        scale = math.lcm(*(step.denominator for _, step, _ in steps))
        # Each leaf ended in so far is carried too, to the new denominator.
        transitions = sum(len(step.weights) for _, step, _ in steps) + len(self.ended)
        weight = CARRY_BITS + self.denominator.bit_length() + scale.bit_length()
        walk.carried += transitions * weight
        if walk.spent() > walk.max_branches:
            raise walk.over()
        moves = [self.prepare(position, step, played) for _, step, position in steps]
        if round_ > walk.keyed_until:  # each round's transitions are the same: what will come
            looping = sum(self.loops.get(position, 0) for _, _, position in steps)
            later = looping * weight * (self.max_rounds - played)
            worth = (walk.carried + later) // (CARRY_PER_BRANCH * CARRY_BITS)
            if walk.branches + worth > walk.max_branches:
                raise walk.over()
        after = [0] * len(walk.positions)
        ended: dict[int, int] = {}
        tally = [t * scale for t in self.tally]
        carried = 0
        for (n, step, _), to in zip(steps, moves, strict=True):
            m = n * (scale // step.denominator)
            for w, reached in to:
                after[reached] += m * w
            for w, number in step.endings:
                ended[number] = ended.get(number, 0) + m * w
            for i, t in enumerate(step.tally):
                if t:
                    tally[i] += m * t
            carried += len(step.weights)
            if carried >= POLL_EVERY:
                carried = 0
                _poll(stop, round_)
        self.here = {position: n for position, n in enumerate(after) if n}
        if not played:
            self.seen.update(self.here)
        # What ended before, over this round's denominator: kept once a leaf, not once a round
        # (the numbers have thousands of digits after a few hundred rounds).
        total = self.ended
        if scale != 1:
            total = {number: n * scale for number, n in total.items()}
        for number, n in ended.items():
            total[number] = total.get(number, 0) + n
        self.ended = total
        self.by_round.append(sum(ended.values()))
        self.tally = tally
        self.denominator *= scale
        self.denominators.append(self.denominator)

    def finish(self) -> tuple[_Ends, dict[int, int], list[int], int]:
        """The numerator of each ending (final position, reason, winner) and of each number of
        rounds, and the tally's, over one denominator, and it: what still fights ends at the
        round limit."""
        last = self.denominator
        ends: defaultdict[tuple[int, EndReason, str], int] = defaultdict(int)
        leaves = self.walk.leaves
        for number, n in self.ended.items():
            position, outcome = leaves[number]
            assert outcome is not None
            ends[position, outcome.end_reason, outcome.winning_side_id] += n
        rounds = {
            played: n * (last // self.denominators[played])
            for played, n in enumerate(self.by_round)
            if n
        }
        for position, n in self.here.items():
            ends[position, EndReason.ROUND_LIMIT, ""] += n
            rounds[self.max_rounds] = rounds.get(self.max_rounds, 0) + n
        return ends, rounds, self.tally, last


def _mean(points: tuple[DamageProbability, ...]) -> Fraction:
    return sum((p.damage * p.probability for p in points), Fraction(0))


def _odds(
    state: EncounterState,
    boards: list[Snapshot],
    ends: _Ends,
    rounds: dict[int, int],
    tally: list[int],
    denominator: int,
    positions: int,
    branches: int,
    *,
    mean_rounds: int | None = None,
    rounds_beyond: Fraction | None = None,
) -> EncounterOdds:
    """The answer from the probability of each ending (final position's number in
    ``boards``, reason, winner), of each number of ``rounds``, and the expected damage tally
    (dealt, then taken, per combatant), numerators over ``denominator``: summed as integers,
    made Fractions once. ``mean_rounds``' numerator when ``rounds`` does not list every length
    (to the end: ``rounds_beyond`` is the probability of the others)."""
    wins: defaultdict[str, int] = defaultdict(int)
    reasons: defaultdict[EndReason, int] = defaultdict(int)
    standing: defaultdict[str, int] = defaultdict(int)
    lost: defaultdict[str, defaultdict[int, int]] = defaultdict(lambda: defaultdict(int))
    start_hp = {c.id: c.hp for c in state.combatants}
    for (position, reason, winner), p in ends.items():
        snapshot = boards[position]
        if winner:
            wins[winner] += p
        reasons[reason] += p
        for combatant in snapshot.combatants:
            if ends_standing(state.ruleset, combatant):
                standing[combatant.id] += p
            lost[combatant.id][start_hp[combatant.id] - combatant.hp] += p

    def exact(numerator: int) -> Fraction:
        return Fraction(numerator, denominator)

    sides = tuple(SideOdds(side_id, exact(wins[side_id])) for side_id in side_order(state))
    count = len(state.combatants)
    combatants = []
    for i, c in enumerate(state.combatants):
        hp_lost = tuple(DamageProbability(d, exact(p)) for d, p in sorted(lost[c.id].items()))
        combatants.append(
            CombatantOdds(
                c.id,
                exact(standing[c.id]),
                hp_lost,
                _mean(hp_lost),
                exact(tally[i]),
                exact(tally[count + i]),
            )
        )
    return EncounterOdds(
        sides=sides,
        draw=1 - sum((s.win for s in sides), Fraction(0)),
        end_reasons=tuple(EndReasonProbability(r, exact(p)) for r, p in sorted(reasons.items())),
        rounds=tuple(RoundsProbability(r, exact(p)) for r, p in sorted(rounds.items())),
        mean_rounds=exact(
            sum(r * p for r, p in rounds.items()) if mean_rounds is None else mean_rounds
        ),
        combatants=tuple(combatants),
        positions=positions,
        branches=branches,
        rounds_beyond=rounds_beyond,
    )
