"""The engine's records of arbiter/v1/trace.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import final

from engine.records.dice import DieRoll
from engine.records.state import Position
from engine.values import Value

__all__ = [
    "Condition",
    "ConditionChange",
    "EventKind",
    "HpChange",
    "Outcome",
    "Term",
    "Total",
    "TraceDetail",
    "TraceEvent",
]


class TraceDetail(enum.IntEnum):
    """How much of the trace a response carries. Lower levels cost the server and the client less."""

    NONE = 1
    """No events; only the new state and the outcome."""
    SUMMARY = 2
    """Events without dice and terms: who did what to whom, outcomes, HP and condition changes."""
    FULL = 3
    """Everything, every die included."""


class EventKind(enum.IntEnum):
    """Kinds of trace event."""

    ATTACK = 1
    """An attack (ARRAYER Attack Die, or a `tiered` contested exchange from the attacker's side)."""
    COUNTERATTACK = 2
    """A `tiered` defender winning within reach and dealing damage back (ruling T3)."""
    CRITICAL = 3
    """A critical degrading a weapon, armour or shield Tier, or hurting the roller (ruling T4)."""
    ROUND_START = 4
    """A round begins."""
    INITIATIVE = 5
    """Initiative or turn order rolled (rulings A13, T2)."""
    MOVE = 6
    """A combatant moved; path lists the squares it entered. ARRAYER movement phase (ruling A17): one
    per mover after all stepped together, the path as far as it got (empty when it never left its
    square), the summary telling the steps it waited in and why it stopped short.
    """
    ENCOUNTER_END = 7
    """The encounter ended."""
    PHASE_MOVEMENT = 20
    """ARRAYER movement phase begins (simultaneous; rulings A13, A17)."""
    PHASE_RELOADING = 21
    """ARRAYER reloading phase begins (simultaneous; rulings A13, A14)."""
    PHASE_SHOOTING = 22
    """ARRAYER shooting phase begins (initiative winners, then losers; ruling A13)."""
    PHASE_MELEE = 23
    """ARRAYER melee phase begins (initiative winners, then losers; ruling A13)."""
    PHASE_MORALE = 24
    """ARRAYER morale phase begins (ruling A15)."""
    RELOAD_CHIT = 25
    """ARRAYER: a reload chit came off a weapon, or could not (ruling A14)."""
    MISHAP = 26
    """ARRAYER: a gunpowder misfire or mishap (ruling A6)."""
    MORALE_CHECK = 27
    """ARRAYER: a side's morale check (ruling A15)."""
    AFTERMATH = 28
    """ARRAYER: the aftermath roll of one downed combatant, or a blood bath (rulings A11, A12)."""
    NIGHTLY_REST = 29
    """ARRAYER: a night's death check and healing of one combatant (ruling A12)."""
    SAVE = 30
    """ARRAYER: a save against a weapon's effect (Dodge, Physique; ruling A7)."""
    ESCAPE = 31
    """ARRAYER: an escape attempt from an entanglement."""
    EFFECT = 32
    """ARRAYER: a weapon effect with no attack roll of its own (a dose, a break, a knock-back, an
    over-penetration hit).
    """
    WEAPON_TYPE_ROLL = 33
    """ARRAYER: the Weapon Types roll at character creation (ruling A4)."""
    STAND_UP = 34
    """ARRAYER: a prone combatant (not downed) stands up instead of moving."""
    INTERCEPTION = 35
    """ARRAYER: an interception attempt in the movement phase by an enemy not moving this phase (a
    Dexterity check as the mover leaves a square next to it; on success the mover stops on that
    square; rulings A18, A7).
    """
    SHORT_REST = 36
    """ARRAYER: a combatant marked to recover at the next short rest does so (ruling A24)."""
    RELOAD = 40
    """`tiered`: a weapon reloaded one step (ruling T2)."""
    STEALTH_CHECK = 41
    """`tiered`: a stealth check (ruling T6)."""
    TRAP_SET = 42
    """`tiered`: a trap set, or one step of its in-combat setup (ruling T7)."""
    TRAP_CONTEST = 43
    """`tiered`: a mover came near a trap and contested it (ruling T7)."""
    BREAK_FREE = 44
    """`tiered`: an attempt to break free of a trap (ruling T7)."""
    TRAP_DISARMED = 45
    """`tiered`: a trap disarmed (ruling T7)."""
    TRAP_FOR_FOOD = 46
    """`tiered`: a day of trapping for food (ruling T7)."""
    CONDITION_LAPSES = 47
    """`tiered`: a condition ran out: stealth flags at the start of the stealthed combatant's turn
    (ruling T6; fully behind cover it stays stealthed, ruling T14), immobilisation when its rounds
    are over (ruling T7).
    """
    LOCATE = 48
    """`tiered`: a combatant holding a stealth flag tries to locate the stealthed combatant
    (LocateStealthed, ruling T18).
    """


class Outcome(enum.IntEnum):
    """How an event came out."""

    HIT = 1
    """The attack hit and dealt damage."""
    MISS = 2
    """The attack missed."""
    TIE = 3
    """`tiered`: the contest tied; nothing happens (ruling S4)."""
    DEFENDED = 4
    """`tiered`: the defender won but could not deal damage back (out of reach, or a bow)."""
    FIRST = 5
    """Initiative won, or a side or combatant took its turn first."""
    SECOND = 6
    """Initiative lost."""
    MISFIRE = 20
    """ARRAYER gunpowder: no shot (weather, or mishap 1-4); may fire next round (ruling A6)."""
    HELD = 21
    """ARRAYER: a morale check held (ruling A15)."""
    BROKE = 22
    """ARRAYER: a morale check broke: the side routs (ruling A15)."""
    KILLED = 23
    """ARRAYER: a killing blow, or an aftermath or nightly roll, killed."""
    RECOVERS = 24
    """ARRAYER aftermath: recovers to 0 HP at the next short rest (ruling A11)."""
    WOUNDED = 25
    """ARRAYER aftermath: wounded (ruling A11)."""
    APPLIED = 26
    """ARRAYER: the effect was applied (dose, hold, entanglement) with no damage."""
    SUCCESS = 40
    """`tiered`: a check or contest against an opponent or the environment succeeded."""
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
    """Out of the fight (ARRAYER HP < 0, `tiered` HP <= 0)."""
    DEAD = 9
    """Dead."""
    ROUTED = 10
    """Routed."""
    DOSED = 20
    """ARRAYER: dosed with chemic by doping spines."""
    STEALTH_FLAGGED = 40
    """`tiered`: holds a stealth flag of the event's actor (ruling T6)."""


@final
class TraceEvent(Value):
    """One thing that happened."""

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
    """What kind of thing."""
    round: int
    """Round it happened in (1-based; 0 outside rounds, e.g. a single ResolveAction before any round)."""
    actor_id: str
    """Who acted; empty for events of the whole encounter."""
    target_id: str
    """Who it was done to; empty when nobody."""
    weapon_id: str
    """The weapon used (the actor's Weapon.id), if any."""
    dice: tuple[DieRoll, ...]
    """Dice rolled for this event, in order (FULL detail only)."""
    totals: tuple[Total, ...]
    """Named totals and the terms that made them (FULL detail only), e.g. damage = roll 4 + weight 1 -
    armour 2.
    """
    outcome: Outcome | None
    """How it came out."""
    hp_changes: tuple[HpChange, ...]
    """Hit points that changed."""
    condition_changes: tuple[ConditionChange, ...]
    """Conditions that changed."""
    rulings: tuple[str, ...]
    """Ids of the rulings applied (rulings.md), e.g. "A2"."""
    summary: str
    """One readable line, e.g. "ana hits bo with sword for 3"."""
    side_id: str
    """The side concerned, for side events (initiative, morale)."""
    path: tuple[Position, ...]
    """For moves: the squares entered, in order (the last is where the actor stopped)."""

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

    def with_kind(self, kind: EventKind) -> TraceEvent:
        copy = self._copy()
        copy.kind = kind
        return copy

    def with_round(self, round: int) -> TraceEvent:
        copy = self._copy()
        copy.round = round
        return copy

    def with_actor_id(self, actor_id: str) -> TraceEvent:
        copy = self._copy()
        copy.actor_id = actor_id
        return copy

    def with_target_id(self, target_id: str) -> TraceEvent:
        copy = self._copy()
        copy.target_id = target_id
        return copy

    def with_weapon_id(self, weapon_id: str) -> TraceEvent:
        copy = self._copy()
        copy.weapon_id = weapon_id
        return copy

    def with_dice(self, dice: tuple[DieRoll, ...]) -> TraceEvent:
        copy = self._copy()
        copy.dice = dice
        return copy

    def with_totals(self, totals: tuple[Total, ...]) -> TraceEvent:
        copy = self._copy()
        copy.totals = totals
        return copy

    def with_outcome(self, outcome: Outcome | None) -> TraceEvent:
        copy = self._copy()
        copy.outcome = outcome
        return copy

    def with_hp_changes(self, hp_changes: tuple[HpChange, ...]) -> TraceEvent:
        copy = self._copy()
        copy.hp_changes = hp_changes
        return copy

    def with_condition_changes(self, condition_changes: tuple[ConditionChange, ...]) -> TraceEvent:
        copy = self._copy()
        copy.condition_changes = condition_changes
        return copy

    def with_rulings(self, rulings: tuple[str, ...]) -> TraceEvent:
        copy = self._copy()
        copy.rulings = rulings
        return copy

    def with_summary(self, summary: str) -> TraceEvent:
        copy = self._copy()
        copy.summary = summary
        return copy

    def with_side_id(self, side_id: str) -> TraceEvent:
        copy = self._copy()
        copy.side_id = side_id
        return copy

    def with_path(self, path: tuple[Position, ...]) -> TraceEvent:
        copy = self._copy()
        copy.path = path
        return copy


@final
class Total(Value):
    """A named total and its terms: value is the sum of the terms, after any floor or cap named as a
    term of its own.
    """

    FIELDS = ("name", "value", "terms")
    __slots__ = FIELDS

    name: str
    """What it is: "attack", "defence", "difference", "damage" (docs/trace.md lists them)."""
    value: int
    """Its value."""
    terms: tuple[Term, ...]
    """The parts, in order: e.g. roll 4, weight 1, armour -2."""

    def __init__(self, name: str, value: int, terms: tuple[Term, ...]) -> None:
        self.name = name
        self.value = value
        self.terms = terms

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.value, self.terms)


@final
class Term(Value):
    """One part of a total."""

    FIELDS = ("name", "value")
    __slots__ = FIELDS

    name: str
    """What it is: "roll", "weight", "armour", "body", "tier", "floor" ... (docs/trace.md)."""
    value: int
    """Signed contribution."""

    def __init__(self, name: str, value: int) -> None:
        self.name = name
        self.value = value

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.value)


@final
class HpChange(Value):
    """A combatant's hit points before and after an event."""

    FIELDS = ("combatant_id", "before", "after")
    __slots__ = FIELDS

    combatant_id: str
    """Whose."""
    before: int
    """Before the event."""
    after: int
    """After it."""

    def __init__(self, combatant_id: str, before: int, after: int) -> None:
        self.combatant_id = combatant_id
        self.before = before
        self.after = after

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.before, self.after)


@final
class ConditionChange(Value):
    """A condition gained or lost."""

    FIELDS = ("combatant_id", "condition", "active")
    __slots__ = FIELDS

    combatant_id: str
    """Whose."""
    condition: Condition
    """Which condition."""
    active: bool
    """True when gained, false when lost."""

    def __init__(self, combatant_id: str, condition: Condition, active: bool) -> None:
        self.combatant_id = combatant_id
        self.condition = condition
        self.active = active

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.condition, self.active)
