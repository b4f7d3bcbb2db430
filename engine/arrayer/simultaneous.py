"""The ARRAYER movement phase (document: "Movement is simultaneous. Interceptions are handled with
Dexterity checks."; rulings A17, A18).

- A17: every mover's path is planned from where everyone stood when the phase began (a scripted
  Move is its path; the default tactic heads for where its enemy stood then). Then all movers step
  together, one square per step. A square takes one mover per step, and only if nobody stands on
  it when the step begins; when several want it, the higher Dexterity (A7's score), then the lower
  id, takes it and the others wait that step. A mover blocked two steps running stops where it
  stands. Initiative does not order any of it.
- A18: a standing enemy that is not moving this phase, and was neither prone nor entangled when
  it began, next to a square a mover passes (enters, then leaves), makes one Dexterity check per
  phase (d20 <= Dexterity, A7) as the mover leaves; on a success the mover stops on that square.
  Several candidates try in id order; movers leaving in the same step are taken in id order.
  ``ArrayerRules.interception`` turns interceptions off.

A square a mover wins but does not take (it is intercepted as it leaves) stays empty that step:
the others who wanted it have already waited. Nobody stands on a fallen body (A11: a move may pass
over it, not end there), so a step onto a body goes on over it to the next square of the path, in
the same step, and is judged by that square; nobody is intercepted, or blocked, on a body.

Every MOVE event (rulings A17) comes after the stepping, one per mover in state order, with the
squares it actually moved; the INTERCEPTION events come in the steps they happen in.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import final

from engine.arrayer.effects import save, score
from engine.arrayer.moving import disrupt_reload
from engine.board import Board
from engine.dice import DiceSource
from engine.movement import fallen_squares, move_along, standing_at
from engine.state import Combatant, Position, distance
from engine.trace import EventKind, Outcome, TraceEvent
from engine.values import Value

__all__ = ["Plan", "move_together"]

#: Steps running a mover may be blocked before it stops (A17).
_BLOCKED_STOP = 2


@final
class Plan(Value):
    """One mover's path for the phase, planned from where everyone stood when it began."""

    FIELDS = ("combatant_id", "path", "toward", "away")
    __slots__ = FIELDS

    combatant_id: str
    path: tuple[Position, ...]
    toward: str
    """The enemy the tactic heads for; empty for a scripted move or a retreat."""
    away: str
    """The nearest enemy a retreating tactic moves away from (RETREAT_WHEN_HURT,
    HOLD_AT_RANGE); empty otherwise."""

    def __init__(
        self, combatant_id: str, path: tuple[Position, ...], toward: str = "", away: str = ""
    ) -> None:
        self.combatant_id = combatant_id
        self.path = path
        self.toward = toward
        self.away = away

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.path, self.toward, self.away)


@dataclasses.dataclass(slots=True)
class _Walk:
    """A mover on its way: where it is, how far along its path, how the steps went."""

    plan: Plan
    dexterity: int
    at: Position
    done: int = 0
    blocked: int = 0
    waits: list[str] = dataclasses.field(default_factory=list)
    end: str = ""
    """Why it stopped short of its path's end."""

    def stride(self, fallen: set[Position]) -> tuple[Position, ...]:
        """The squares of its next step: the next one, and on over any body there to the first
        square it could stand on (a mover never stands on a body; its path ends off one)."""
        path = self.plan.path
        end = self.done
        while path[end] in fallen and end + 1 < len(path):
            end += 1
        return path[self.done : end + 1]

    def wait(self, step: int, why: str) -> None:
        self.blocked += 1
        self.waits.append(f"step {step} ({why})")
        if self.blocked >= _BLOCKED_STOP:
            self.end = "blocked two steps running, stops"


def _square(p: Position) -> str:
    return f"({p.x}, {p.y})"


def move_together(
    board: Board,
    plans: list[Plan],
    dice: DiceSource,
    start: Mapping[str, Combatant],
) -> list[TraceEvent]:
    """Step every plan's mover together (A17) with the interceptions (A18) of the combatants that
    hold their ground; ``start`` is everyone as they stood when the phase began."""
    rules = board.arrayer_rules
    movers = {plan.combatant_id for plan in plans}
    walks = []
    for plan in plans:
        mover = board.combatants[plan.combatant_id]
        assert mover.position is not None  # checked when planned
        walks.append(_Walk(plan, score(board, mover, "Dexterity"), mover.position))
    # Nobody else moves this phase: who stands where, and who may intercept, is fixed.
    standing = standing_at(board, *movers)
    fallen = fallen_squares(board, *movers)
    interceptors = sorted(
        (
            c
            for c in start.values()
            if rules.interception
            and c.id not in movers
            and c.position is not None
            and not board.is_down(c)
            and not c.conditions.prone
            and c.conditions.entanglement is None
        ),
        key=lambda c: c.id,
    )
    tried: set[str] = set()
    events: list[TraceEvent] = []
    step = 0
    active = [w for w in walks if w.plan.path]
    while active:
        step += 1
        here = {w.at: w.plan.combatant_id for w in walks} | standing
        wanted: dict[Position, list[_Walk]] = {}
        for walk in active:
            wanted.setdefault(walk.stride(fallen)[-1], []).append(walk)
        going: list[_Walk] = []
        for square, wanting in wanted.items():
            if square in here:
                for walk in wanting:
                    walk.wait(step, f"{here[square]} stands on {_square(square)}")
                continue
            wanting.sort(key=lambda w: (-w.dexterity, w.plan.combatant_id))
            first, *rest = wanting
            going.append(first)
            for walk in rest:
                why = (
                    f"Dexterity {first.dexterity} each, lower id"
                    if walk.dexterity == first.dexterity
                    else f"Dexterity {first.dexterity} to {walk.dexterity}"
                )
                walk.wait(step, f"{first.plan.combatant_id} takes {_square(square)}, {why}")
        for walk in sorted(going, key=lambda w: w.plan.combatant_id):
            if walk.done and _intercepted(
                board, walk, interceptors=interceptors, tried=tried, dice=dice, events=events
            ):
                continue
            stride = walk.stride(fallen)
            walk.at = stride[-1]
            walk.done += len(stride)
            walk.blocked = 0
        active = [w for w in active if not w.end and w.done < len(w.plan.path)]
    for walk in walks:
        note = "; waits in " + _listed(walk.waits) if walk.waits else ""
        note += f": {walk.end}" if walk.end else ""
        mover = board.combatants[walk.plan.combatant_id]
        path = walk.plan.path[: walk.done]
        moved, event = move_along(
            board, mover, path, walk.plan.toward, away=walk.plan.away, note=note, rulings=("A17",)
        )
        events.append(event)
        if path:
            disrupt_reload(board, moved)
    return events


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _intercepted(
    board: Board,
    walk: _Walk,
    *,
    interceptors: list[Combatant],
    tried: set[str],
    dice: DiceSource,
    events: list[TraceEvent],
) -> bool:
    """A18: the enemies next to the square the mover is leaving try, in id order, each once a
    phase; True (and the mover stops there) at the first success."""
    mover = board.combatants[walk.plan.combatant_id]
    for enemy in interceptors:
        if enemy.id in tried or enemy.side_id == mover.side_id:
            continue
        assert enemy.position is not None
        if distance(walk.at, enemy.position) != 1:
            continue
        tried.add(enemy.id)
        die, stopped, line = save(board, dice, enemy, "Dexterity", f"{mover.id} slips past")
        events.append(
            TraceEvent(
                EventKind.INTERCEPTION,
                board.round,
                enemy.id,
                mover.id,
                dice=(die,),
                outcome=Outcome.SUCCESS if stopped else Outcome.FAILURE,
                rulings=("A18", "A7"),
                summary=f"{enemy.id} tries to intercept {mover.id} at {_square(walk.at)}: {line}"
                + (f": {mover.id} stops there" if stopped else ""),
            )
        )
        if stopped:
            walk.end = f"intercepted by {enemy.id}"
            return True
    return False
