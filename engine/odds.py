"""The exact odds of one attack: every die the engine would roll, every face, each branch resolved
by the real rules.

No formula of its own: ``compute_odds`` runs ``resolve_action`` once per branch of the dice tree,
under a dice source (engine.dice.NotedDice) that replays a prefix of faces and then shows face 1
of every further die, noting each die's size. The engine is pure, so a prefix replays its branch
exactly; the next branch is the last die that can still go up, one face higher (an odometer over
a tree whose dice depend on the faces before them: a miss rolls no mishap die, a mishap's 6
rolls the burst's d6). A branch's probability is the product of 1/size over its dice, so the
probabilities are exact rationals summing to 1.

Each branch's typed result (engine/results.py) says how it came out: the primary strike's
``Outcome``, an ARRAYER mishap (A6), the damage the attack dealt its target and, `tiered`, the
counterattack's damage to the attacker (T3, T11); and every other effect the attack has: the
HP the attacker loses by its own doing or a critical (a gunpowder mishap, A6; a critical on its
bare hands, T4), the damage each further combatant takes (ARRAYER greatsword follow-ups, A26;
a blunderbuss's spread; the targets behind an arquebus shot, A20), and each critical's Tier
loss or injury (T4, taking effect after the exchange's damage, T20).

Work is bounded: the dice rolled over all branches may not exceed ``budget`` (the server passes its
roll budget, ``max_dice``), else LimitExceededError (reason ROLL_BUDGET_EXHAUSTED) before any
answer, and the branches may not exceed ``max_branches`` (the server passes its cost limit,
``max_request_cost``: a branch resolves one attack, about one combatant's turn, the unit of the
cost model), else LimitExceededError (LIMIT_EXCEEDED). The size of the tree is not known before it
is walked (a die's size depends on the faces before it), so it is counted as it is walked: a tree
too large is refused after the limit's worth of work, as an encounter would be before it. An
optional stop check is polled before each branch (Stopped, as an encounter's).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar, final

from engine.actions import Action, Attack, CriticalTarget
from engine.arrayer.mounts import mount_id
from engine.dice import NotedDice
from engine.errors import InvalidRequestError, LimitExceededError, Stopped
from engine.records.combat_service import (
    ContestOdds,
    CriticalOdds,
    DamageProbability,
    OutcomeProbability,
    TargetOdds,
)
from engine.resolve import resolve_action
from engine.results import AttackResult, StrikeKind
from engine.state import EncounterState, Ruleset
from engine.trace import Outcome
from engine.validate import validate_state
from engine.values import Value

__all__ = [
    "AttackOdds",
    "ContestOdds",
    "CriticalOdds",
    "DamageProbability",
    "OutcomeProbability",
    "TargetOdds",
    "compute_odds",
    "first_face",
    "next_prefix",
]

#: Primary-strike outcomes where the attack landed: a hit (damage, possibly 0 after `tiered`
#: armour), a killing blow (A5), an effect applied without damage (a dose, hold or entanglement).
_LANDED = frozenset({Outcome.HIT, Outcome.KILLED, Outcome.APPLIED})


@final
class AttackOdds(Value):
    """The exact distribution of one attack's outcome.

    ``hit`` + ``miss`` + ``misfire`` = 1 (``hit``: the primary strike landed, _LANDED; ``misfire``:
    ARRAYER wind and moisture, A6; ``miss``: the rest, `tiered` ties and defender wins included).
    ``mishap`` is the part of ``miss`` that is an ARRAYER gunpowder mishap (A6). ``outcomes``
    splits 1 by the primary strike's Outcome, in Outcome order. ``damage``: the HP the attack
    took from its target by its strikes (every strike on it but a counterattack; its horse's,
    A10, included), each value once, ascending, 0 included. ``self_damage``: the HP the
    attacker loses other than to a counterattack (its gunpowder mishap, A6; a critical on its
    bare hands, T4), the same way. ``further_targets``: every other combatant a strike may
    reach (ARRAYER follow-ups, spread, behind), in the order first struck. ``criticals``:
    `tiered`, every critical that can happen, by combatant (the state's order) and what it
    does. ``branches``: the dice tree's leaves resolved; ``dice_rolled``: the dice they rolled.
    """

    FIELDS = (
        "hit",
        "miss",
        "misfire",
        "mishap",
        "outcomes",
        "damage",
        "mean_damage",
        "contest",
        "self_damage",
        "self_mean_damage",
        "further_targets",
        "criticals",
        "branches",
        "dice_rolled",
    )
    __slots__ = FIELDS

    hit: Fraction
    miss: Fraction
    misfire: Fraction
    mishap: Fraction
    outcomes: tuple[OutcomeProbability, ...]
    damage: tuple[DamageProbability, ...]
    mean_damage: Fraction
    contest: ContestOdds | None
    self_damage: tuple[DamageProbability, ...]
    self_mean_damage: Fraction
    further_targets: tuple[TargetOdds, ...]
    criticals: tuple[CriticalOdds, ...]
    branches: int
    dice_rolled: int

    def __init__(
        self,
        hit: Fraction,
        miss: Fraction,
        misfire: Fraction,
        mishap: Fraction,
        outcomes: tuple[OutcomeProbability, ...],
        damage: tuple[DamageProbability, ...],
        mean_damage: Fraction,
        contest: ContestOdds | None,
        self_damage: tuple[DamageProbability, ...],
        self_mean_damage: Fraction,
        further_targets: tuple[TargetOdds, ...],
        criticals: tuple[CriticalOdds, ...],
        branches: int,
        dice_rolled: int,
    ) -> None:
        self.hit = hit
        self.miss = miss
        self.misfire = misfire
        self.mishap = mishap
        self.outcomes = outcomes
        self.damage = damage
        self.mean_damage = mean_damage
        self.contest = contest
        self.self_damage = self_damage
        self.self_mean_damage = self_mean_damage
        self.further_targets = further_targets
        self.criticals = criticals
        self.branches = branches
        self.dice_rolled = dice_rolled

    def field_values(self) -> tuple[object, ...]:
        return (
            self.hit,
            self.miss,
            self.misfire,
            self.mishap,
            self.outcomes,
            self.damage,
            self.mean_damage,
            self.contest,
            self.self_damage,
            self.self_mean_damage,
            self.further_targets,
            self.criticals,
            self.branches,
            self.dice_rolled,
        )


def first_face(size: int) -> int:
    """Past a branch's prefix, every die shows its first face."""
    del size
    return 1


def next_prefix(dice: NotedDice) -> tuple[int, ...] | None:
    """The next branch's prefix: the last die below its top face, one face up; None when
    every die of this branch shows its top face (the tree is walked). engine/encounter_odds.py
    walks a round's tree by it too."""
    for index in range(len(dice.faces) - 1, -1, -1):
        if dice.faces[index] < dice.sizes[index]:
            return (*dice.faces[:index], dice.faces[index] + 1)
    return None


_K = TypeVar("_K", int, Outcome)


def _sums(leaves: Counter[tuple[_K, int]]) -> dict[_K, Fraction]:
    """The probability of each value (ascending) from leaf counts per (value, 1/probability)."""
    sums: defaultdict[_K, Fraction] = defaultdict(Fraction)
    for (value, paths), count in leaves.items():
        sums[value] += Fraction(count, paths)
    return dict(sorted(sums.items()))


def _distribution(
    leaves: Counter[tuple[int, int]],
) -> tuple[tuple[DamageProbability, ...], Fraction]:
    """A damage PMF (ascending) and its mean from leaf counts per (damage, 1/probability)."""
    return _points(_sums(leaves))


def _points(
    sums: dict[int, Fraction],
) -> tuple[tuple[DamageProbability, ...], Fraction]:
    """A damage PMF (ascending, as ``sums`` is) and its mean."""
    points = tuple(DamageProbability(d, p) for d, p in sums.items())
    return points, sum((p.probability * p.damage for p in points), Fraction(0))


def _further(leaves: Counter[tuple[int, int]]) -> tuple[tuple[DamageProbability, ...], Fraction]:
    """A further combatant's PMF from the leaves that struck it: the rest of the probability is
    damage 0 (the branches that never reached it)."""
    sums = _sums(leaves)
    sums[0] = sums.get(0, Fraction(0)) + 1 - sum(sums.values(), Fraction(0))
    return _points(dict(sorted(sums.items())))


def compute_odds(
    state: EncounterState,
    action: Action,
    *,
    budget: int,
    max_branches: int | None = None,
    stop: Callable[[], bool] | None = None,
    validated: bool = False,
) -> AttackOdds:
    """The exact odds of ``action`` (an Attack) against ``state`` (see the module docstring).

    Raises what resolving the attack would (the first branch's refusal is every branch's: a
    refusal never depends on a face), InvalidRequestError (NOT_AN_ATTACK) for another action,
    LimitExceededError past ``budget`` dice (ROLL_BUDGET_EXHAUSTED) or ``max_branches``
    branches (LIMIT_EXCEEDED; None: no bound), Stopped when ``stop`` says.
    """
    if not isinstance(action, Attack):
        raise InvalidRequestError(
            f"odds are computed for attacks only, not a {action.kind} action",
            reason="NOT_AN_ATTACK",
            field="action",
        )
    if not validated:
        validate_state(state)
    # The target's HP, or its horse's when the blow lands on the horse (A10: named as the trace
    # names it).
    struck = {action.target_id, mount_id(action.target_id)}
    # Leaves counted per (value, product of their die sizes): integer counts while walking, one
    # Fraction per distinct pair at the end (a Fraction per leaf would cost a fifth of the walk).
    outcomes: Counter[tuple[Outcome, int]] = Counter()
    damage: Counter[tuple[int, int]] = Counter()
    counter: Counter[tuple[int, int]] = Counter()
    hurt: Counter[tuple[int, int]] = Counter()  # the attacker's own HP lost
    further: defaultdict[str, Counter[tuple[int, int]]] = defaultdict(Counter)
    criticals: Counter[tuple[str, CriticalTarget | None, int, int]] = Counter()
    mishaps: Counter[int] = Counter()
    branches = rolled = 0
    prefix: tuple[int, ...] | None = ()
    while prefix is not None:
        if stop is not None and stop():
            raise Stopped(0)
        if max_branches is not None and branches >= max_branches:
            raise LimitExceededError(
                f"the attack's dice tree has more than {max_branches} branches (the cost limit, "
                "max_request_cost: one unit a branch); odds need a smaller tree (no dual wield "
                "on both sides, fewer further targets)",
                reason="LIMIT_EXCEEDED",
                field="action",
            )
        dice = NotedDice(prefix, first_face, budget - rolled)
        try:
            result = resolve_action(state, action, dice, validated=True).result
        except LimitExceededError as err:
            if err.reason != "ROLL_BUDGET_EXHAUSTED":
                raise
            raise LimitExceededError(
                f"the attack's dice tree needs more than {budget} dice in all (the roll budget, "
                f"max_dice) after {branches} branches; odds need a smaller tree (no dual wield "
                "on both sides, fewer further targets)",
                reason="ROLL_BUDGET_EXHAUSTED",
                field="action",
            ) from err
        assert isinstance(result, AttackResult)  # an Attack's result (engine/resolve.py)
        paths = math.prod(dice.sizes)  # this leaf's probability is 1 / paths
        outcomes[result.strikes[0].outcome, paths] += 1
        dealt = countered = 0
        others: defaultdict[str, int] = defaultdict(int)
        for strike in result.strikes:
            if strike.kind is StrikeKind.COUNTERATTACK:
                countered += strike.damage
            elif strike.target_id in struck:
                dealt += strike.damage
            else:
                others[strike.target_id] += strike.damage
        damage[dealt, paths] += 1
        counter[countered, paths] += 1
        for other, amount in others.items():
            further[other][amount, paths] += 1
        own = 0
        if result.mishap is not None:
            mishaps[paths] += 1
            own += result.mishap.damage
        for critical in set((c.combatant_id, c.degraded, c.damage) for c in result.criticals):
            criticals[(*critical, paths)] += 1
            if critical[0] == action.attacker_id:
                own += critical[2]
        hurt[own, paths] += 1
        branches += 1
        rolled += dice.rolled
        prefix = next_prefix(dice)
    total = _sums(outcomes)
    hit = sum((p for o, p in total.items() if o in _LANDED), Fraction(0))
    misfire = total.get(Outcome.MISFIRE, Fraction(0))
    points, mean = _distribution(damage)
    contest = None
    if state.ruleset is Ruleset.TIERED:
        counter_points, counter_mean = _distribution(counter)
        tie = total.get(Outcome.TIE, Fraction(0))
        contest = ContestOdds(
            attacker_wins=hit,
            defender_wins=1 - hit - tie,
            tie=tie,
            counter_damage=counter_points,
            counter_mean_damage=counter_mean,
        )
    self_points, self_mean = _distribution(hurt)
    order = {c.id: i for i, c in enumerate(state.combatants)}
    critical_sums: defaultdict[tuple[str, CriticalTarget | None, int], Fraction] = defaultdict(
        Fraction
    )
    for (combatant_id, degraded, injury, paths), count in criticals.items():
        critical_sums[combatant_id, degraded, injury] += Fraction(count, paths)
    return AttackOdds(
        hit=hit,
        miss=1 - hit - misfire,
        misfire=misfire,
        mishap=sum((Fraction(n, paths) for paths, n in mishaps.items()), Fraction(0)),
        outcomes=tuple(OutcomeProbability(o, p) for o, p in total.items()),
        damage=points,
        mean_damage=mean,
        contest=contest,
        self_damage=self_points,
        self_mean_damage=self_mean,
        further_targets=tuple(
            TargetOdds(other, *_further(leaves)) for other, leaves in further.items()
        ),
        criticals=tuple(
            CriticalOdds(combatant_id, degraded, injury, probability)
            for (combatant_id, degraded, injury), probability in sorted(
                critical_sums.items(),
                key=lambda item: (order[item[0][0]], item[0][1] or 0, item[0][2]),
            )
        ),
        branches=branches,
        dice_rolled=rolled,
    )
