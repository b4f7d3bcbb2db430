"""The resolution trace: ordered events with every die, the terms of every total, and the rulings
applied (ruling S1). Mirrors ``arbiter.v1.Trace``; enum values equal the proto numbers."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.dice import DieRoll
from engine.state import Position

__all__ = [
    "Condition",
    "ConditionChange",
    "EventKind",
    "HpChange",
    "Outcome",
    "Term",
    "Total",
    "TraceEvent",
    "total",
]


class EventKind(enum.IntEnum):
    """Kinds of trace event."""

    ATTACK = 1
    """An attack (ARRAYER Attack Die, or a `tiered` exchange from the attacker's side)."""
    COUNTERATTACK = 2
    """A `tiered` defender winning within reach and dealing damage back (T3)."""
    CRITICAL = 3
    """A critical degrading a Tier, or hurting the roller (T4)."""
    ROUND_START = 4
    """A round begins."""
    INITIATIVE = 5
    """Initiative or turn order rolled (A13, T2)."""
    MOVE = 6
    """A combatant moved."""
    ENCOUNTER_END = 7
    """The encounter ended."""


class Outcome(enum.IntEnum):
    """How an event came out."""

    HIT = 1
    """The attack hit and dealt damage."""
    MISS = 2
    """The attack missed."""
    TIE = 3
    """`tiered`: the contest tied; nothing happens (S4)."""
    DEFENDED = 4
    """`tiered`: the defender won but could not deal damage back."""
    FIRST = 5
    """Initiative won."""
    SECOND = 6
    """Initiative lost."""


class Condition(enum.IntEnum):
    """Conditions a trace reports changing."""

    PRONE = 1
    """Prone."""
    GRAPPLED = 2
    """Grappled."""
    UNAWARE = 3
    """Unaware."""
    ENTANGLED = 4
    """Entangled."""
    IMMOBILISED = 5
    """Immobilised by a trap."""
    HELD = 6
    """Held by a mancatcher."""
    STEALTHED = 7
    """Stealthed."""
    DOWNED = 8
    """Out of the fight."""
    DEAD = 9
    """Dead."""
    ROUTED = 10
    """Routed."""


@dataclass(frozen=True, slots=True)
class Term:
    """One signed part of a total, e.g. ``Term("armour", -2)``."""

    name: str
    value: int


@dataclass(frozen=True, slots=True)
class Total:
    """A named total; ``value`` is the sum of ``terms`` (floors and caps are terms of their own)."""

    name: str
    value: int
    terms: tuple[Term, ...]


def total(name: str, *terms: tuple[str, int]) -> Total:
    """Build a Total whose value is the sum of its terms."""
    parts = tuple(Term(n, v) for n, v in terms)
    return Total(name, sum(t.value for t in parts), parts)


@dataclass(frozen=True, slots=True)
class HpChange:
    """Hit points before and after an event."""

    combatant_id: str
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class ConditionChange:
    """A condition gained (active) or lost."""

    combatant_id: str
    condition: Condition
    active: bool


@dataclass(frozen=True, slots=True)
class TraceEvent:
    """One thing that happened (mirrors ``arbiter.v1.TraceEvent``)."""

    kind: EventKind
    round: int = 0
    actor_id: str = ""
    target_id: str = ""
    weapon_id: str = ""
    dice: tuple[DieRoll, ...] = ()
    totals: tuple[Total, ...] = ()
    outcome: Outcome | None = None
    hp_changes: tuple[HpChange, ...] = ()
    condition_changes: tuple[ConditionChange, ...] = ()
    rulings: tuple[str, ...] = ()
    summary: str = ""
    side_id: str = ""
    path: tuple[Position, ...] = ()
