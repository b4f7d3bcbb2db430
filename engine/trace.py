"""The resolution trace: ordered events with every die, the terms of every total, and the rulings
applied (ruling S1). Mirrors ``arbiter.v1.Trace``; enum values equal the proto numbers."""

from __future__ import annotations

import enum
from typing import final

from engine.dice import DieRoll
from engine.state import Position
from engine.values import Value

__all__ = [
    "Condition",
    "ConditionChange",
    "Damage",
    "EventKind",
    "HpChange",
    "Outcome",
    "Term",
    "Total",
    "TraceDetail",
    "TraceEvent",
    "total",
]


class TraceDetail(enum.IntEnum):
    """How much of the trace a resolution keeps; values match ``arbiter.v1.TraceDetail``."""

    NONE = 1
    """No events: the new state, the result or outcome, and the dice rolled. An encounter still
    builds each event where its rules decide it, then drops it, so one of thousands of turns holds
    none (each event is a dozen objects the garbage collector would otherwise scan)."""
    SUMMARY = 2
    """Every event; a response leaves out their dice and totals."""
    FULL = 3
    """Every event, every die and total included."""


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
    """A combatant moved (ARRAYER movement phase: one per mover, as far as it got, A17)."""
    ENCOUNTER_END = 7
    """The encounter ended."""
    PHASE_MOVEMENT = 20
    """ARRAYER movement phase begins (A13)."""
    PHASE_RELOADING = 21
    """ARRAYER reloading phase begins (A13, A14)."""
    PHASE_SHOOTING = 22
    """ARRAYER shooting phase begins (A13)."""
    PHASE_MELEE = 23
    """ARRAYER melee phase begins (A13)."""
    PHASE_MORALE = 24
    """ARRAYER morale phase begins (A15)."""
    RELOAD_CHIT = 25
    """ARRAYER: a reload chit came off, or could not (A14)."""
    MISHAP = 26
    """ARRAYER: a gunpowder misfire or mishap (A6)."""
    MORALE_CHECK = 27
    """ARRAYER: a side's morale check (A15)."""
    AFTERMATH = 28
    """ARRAYER: an aftermath roll or a blood bath (A11, A12)."""
    NIGHTLY_REST = 29
    """ARRAYER: a night's death check and healing (A12)."""
    SAVE = 30
    """ARRAYER: a save against a weapon's effect (A7)."""
    ESCAPE = 31
    """ARRAYER: an escape attempt from an entanglement."""
    EFFECT = 32
    """ARRAYER: a weapon effect without an attack roll of its own."""
    WEAPON_TYPE_ROLL = 33
    """ARRAYER: the Weapon Types roll (A4)."""
    STAND_UP = 34
    """ARRAYER: a prone combatant stands up instead of moving."""
    INTERCEPTION = 35
    """ARRAYER: an interception attempt in the movement phase (A18)."""
    SHORT_REST = 36
    """ARRAYER: a combatant marked to recover at the next short rest does so (A24)."""
    RELOAD = 40
    """`tiered`: a weapon reloaded one step (T2)."""
    STEALTH_CHECK = 41
    """`tiered`: a stealth check (T6)."""
    TRAP_SET = 42
    """`tiered`: a trap set, or one step of its in-combat setup (T7)."""
    TRAP_CONTEST = 43
    """`tiered`: a mover came near a trap and contested it (T7)."""
    BREAK_FREE = 44
    """`tiered`: an attempt to break free of a trap (T7)."""
    TRAP_DISARMED = 45
    """`tiered`: a trap disarmed (T7)."""
    TRAP_FOR_FOOD = 46
    """`tiered`: a day of trapping for food (T7)."""
    CONDITION_LAPSES = 47
    """`tiered`: stealth flags lapse (T6, T14) or immobilisation ends (T7)."""
    LOCATE = 48
    """`tiered`: an attempt to locate a stealthed combatant (T18)."""


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
    MISFIRE = 20
    """ARRAYER gunpowder: no shot; may fire next round (A6)."""
    HELD = 21
    """ARRAYER: a morale check held (A15)."""
    BROKE = 22
    """ARRAYER: a morale check broke; the side routs (A15)."""
    KILLED = 23
    """ARRAYER: a killing blow, aftermath or nightly roll killed."""
    RECOVERS = 24
    """ARRAYER aftermath: recovers to 0 HP at the next short rest (A11)."""
    WOUNDED = 25
    """ARRAYER aftermath: wounded (A11)."""
    APPLIED = 26
    """ARRAYER: an effect applied with no damage (dose, hold, entanglement)."""
    SUCCESS = 40
    """`tiered`: a check or contest succeeded."""
    FAILURE = 41
    """`tiered`: a check or contest failed."""


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
    DOSED = 20
    """ARRAYER: dosed with chemic by doping spines."""
    STEALTH_FLAGGED = 40
    """`tiered`: holds a stealth flag of the event's actor (T6)."""


@final
class Term(Value):
    """One signed part of a total, e.g. ``Term("armour", -2)``."""

    FIELDS = ("name", "value")
    __slots__ = FIELDS

    name: str
    value: int

    def __init__(self, name: str, value: int) -> None:
        self.name = name
        self.value = value

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.value)


@final
class Total(Value):
    """A named total; ``value`` is the sum of ``terms`` (floors and caps are terms of their own)."""

    FIELDS = ("name", "value", "terms")
    __slots__ = FIELDS

    name: str
    value: int
    terms: tuple[Term, ...]

    def __init__(self, name: str, value: int, terms: tuple[Term, ...]) -> None:
        self.name = name
        self.value = value
        self.terms = terms

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.value, self.terms)


def total(name: str, *terms: tuple[str, int]) -> Total:
    """Build a Total whose value is the sum of its terms."""
    parts = tuple(Term(n, v) for n, v in terms)
    return Total(name, sum(t.value for t in parts), parts)


@final
class HpChange(Value):
    """Hit points before and after an event."""

    FIELDS = ("combatant_id", "before", "after")
    __slots__ = FIELDS

    combatant_id: str
    before: int
    after: int

    def __init__(self, combatant_id: str, before: int, after: int) -> None:
        self.combatant_id = combatant_id
        self.before = before
        self.after = after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.before, self.after)


@final
class ConditionChange(Value):
    """A condition gained (active) or lost."""

    FIELDS = ("combatant_id", "condition", "active")
    __slots__ = FIELDS

    combatant_id: str
    condition: Condition
    active: bool

    def __init__(self, combatant_id: str, condition: Condition, active: bool) -> None:
        self.combatant_id = combatant_id
        self.condition = condition
        self.active = active

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.condition, self.active)


@final
class Damage(Value):
    """What applying damage changed."""

    FIELDS = ("hp_change", "condition_changes")
    __slots__ = FIELDS

    hp_change: HpChange
    condition_changes: tuple[ConditionChange, ...]

    def __init__(self, hp_change: HpChange, condition_changes: tuple[ConditionChange, ...]) -> None:
        self.hp_change = hp_change
        self.condition_changes = condition_changes

    def field_values(self) -> tuple[object, ...]:
        return (self.hp_change, self.condition_changes)


@final
class TraceEvent(Value):
    """One thing that happened (mirrors ``arbiter.v1.TraceEvent``)."""

    FIELDS = (
        "kind",
        "round",
        "actor_id",
        "target_id",
        "weapon_id",
        "dice",
        "totals",
        "outcome",
        "hp_changes",
        "condition_changes",
        "rulings",
        "summary",
        "side_id",
        "path",
    )
    __slots__ = FIELDS

    kind: EventKind
    round: int
    actor_id: str
    target_id: str
    weapon_id: str
    dice: tuple[DieRoll, ...]
    totals: tuple[Total, ...]
    outcome: Outcome | None
    hp_changes: tuple[HpChange, ...]
    condition_changes: tuple[ConditionChange, ...]
    rulings: tuple[str, ...]
    summary: str
    side_id: str
    path: tuple[Position, ...]

    def __init__(
        self,
        kind: EventKind,
        round: int = 0,
        actor_id: str = "",
        target_id: str = "",
        weapon_id: str = "",
        dice: tuple[DieRoll, ...] = (),
        totals: tuple[Total, ...] = (),
        outcome: Outcome | None = None,
        hp_changes: tuple[HpChange, ...] = (),
        condition_changes: tuple[ConditionChange, ...] = (),
        rulings: tuple[str, ...] = (),
        summary: str = "",
        side_id: str = "",
        path: tuple[Position, ...] = (),
    ) -> None:
        self.kind = kind
        self.round = round
        self.actor_id = actor_id
        self.target_id = target_id
        self.weapon_id = weapon_id
        self.dice = dice
        self.totals = totals
        self.outcome = outcome
        self.hp_changes = hp_changes
        self.condition_changes = condition_changes
        self.rulings = rulings
        self.summary = summary
        self.side_id = side_id
        self.path = path

    def field_values(self) -> tuple[object, ...]:
        return (
            self.kind,
            self.round,
            self.actor_id,
            self.target_id,
            self.weapon_id,
            self.dice,
            self.totals,
            self.outcome,
            self.hp_changes,
            self.condition_changes,
            self.rulings,
            self.summary,
            self.side_id,
            self.path,
        )

    def with_round(self, round: int) -> TraceEvent:
        copy = self._copy()
        copy.round = round
        return copy

    def with_summary(self, summary: str) -> TraceEvent:
        copy = self._copy()
        copy.summary = summary
        return copy

    def _copy(self) -> TraceEvent:
        return TraceEvent(
            self.kind,
            self.round,
            self.actor_id,
            self.target_id,
            self.weapon_id,
            self.dice,
            self.totals,
            self.outcome,
            self.hp_changes,
            self.condition_changes,
            self.rulings,
            self.summary,
            self.side_id,
            self.path,
        )

    def with_path(self, path: tuple[Position, ...]) -> TraceEvent:
        copy = self._copy()
        copy.path = path
        return copy

    def with_rulings(self, rulings: tuple[str, ...]) -> TraceEvent:
        copy = self._copy()
        copy.rulings = rulings
        return copy
