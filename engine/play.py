"""The state of one ResolveEncounter while it is played: board, dice, trace, script and outcome.

The driver (engine/encounter.py) plays rounds; each ruleset's round structure
(engine/arrayer/rounds.py, engine/tiered/turns.py) decides who acts when, playing the script's
entries (``scripted``) or its default tactic.

The caller may pass a stop check (``StopCheck``): the driver and the round structures call
``Play.checkpoint`` before each round and each combatant's turn (`tiered`) or its part in the
movement, shooting and melee phases (ARRAYER), where a check that says stop abandons the
encounter with ``Stopped``. The engine keeps no clock: the check is the caller's (the service's
compares a deadline and a cancel flag). A check point costs one call per turn, never one per die.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import final

from engine.actions import Action, ScriptedAction
from engine.board import Board, Snapshot
from engine.dice import DiceSource
from engine.errors import InvalidRequestError, Stopped
from engine.records.combat_service import EndReason
from engine.results import ArrayerMoraleCheck
from engine.state import EncounterState, Ruleset
from engine.tactic_names import Tactic
from engine.trace import TraceDetail, TraceEvent
from engine.values import Value

__all__ = [
    "EncounterOutcome",
    "EndReason",
    "EventLog",
    "Play",
    "StopCheck",
    "Tactic",
    "index_script",
    "side_order",
]

#: Asked at each check point whether to abandon the encounter; true means stop.
StopCheck = Callable[[], bool]


@final
class EncounterOutcome(Value):
    """How an encounter ended; ``winning_side_id`` is empty when nobody won."""

    FIELDS = ("end_reason", "winning_side_id", "rounds")
    __slots__ = FIELDS

    end_reason: EndReason
    winning_side_id: str
    rounds: int

    def __init__(self, end_reason: EndReason, winning_side_id: str, rounds: int) -> None:
        self.end_reason = end_reason
        self.winning_side_id = winning_side_id
        self.rounds = rounds

    def field_values(self) -> tuple[object, ...]:
        return (self.end_reason, self.winning_side_id, self.rounds)


#: Scripted actions one turn may hold: ARRAYER one; `tiered` two actions and a free stealth
#: attack (rulings T2, T6; the turn's economy is checked as they are played).
_PER_TURN = {Ruleset.ARRAYER: 1, Ruleset.TIERED: 3}


def index_script(
    state: EncounterState, script: tuple[ScriptedAction, ...]
) -> dict[tuple[int, str], tuple[tuple[int, Action], ...]]:
    """Scripted actions by (round, actor), in script order, each with its index; checked: rounds
    from 1, actions with an actor, known actors, at most one per turn (ARRAYER) or three
    (`tiered`)."""
    ids = {c.id for c in state.combatants}
    per_turn = _PER_TURN[state.ruleset]
    scripted: dict[tuple[int, str], tuple[tuple[int, Action], ...]] = {}
    for i, entry in enumerate(script):
        where = f"script[{i}]"
        if entry.round < 1:
            raise InvalidRequestError(
                f"scripted round must be 1 or more, got {entry.round!r}",
                reason="BAD_ROUND",
                field=f"{where}.round",
            )
        if not entry.action.actor_field:
            # Aftermath and rests concern the whole state after (or between) fights, no turn.
            raise InvalidRequestError(
                f"{entry.action.kind} is no one's turn and cannot be scripted: resolve it with "
                "ResolveAction after the encounter",
                reason="NOT_SCRIPTABLE",
                field=f"{where}.action.{entry.action.kind}",
            )
        actor = entry.action.actor_id
        if actor not in ids:
            raise InvalidRequestError(
                f"unknown combatant: {actor!r}",
                reason="UNKNOWN_COMBATANT",
                field=f"{where}.action.{entry.action.kind}.{entry.action.actor_field}",
            )
        key = (entry.round, actor)
        entries = scripted.get(key, ())
        if len(entries) >= per_turn:
            raise InvalidRequestError(
                f"{actor!r} already has {len(entries)} scripted action(s) in round {entry.round}",
                reason="DUPLICATE_SCRIPTED_ACTION",
                field=where,
            )
        scripted[key] = (*entries, (i, entry.action))
    return scripted


def side_order(state: EncounterState) -> list[str]:
    """The state's sides in order: those it lists, then others as its combatants name them."""
    order = [side.id for side in state.sides]
    for combatant in state.combatants:
        if combatant.side_id not in order:
            order.append(combatant.side_id)
    return order


@final
class EventLog:
    """The trace events an encounter keeps as it is played: every one the rules add, or none at
    TraceDetail.NONE (see there)."""

    __slots__ = ("_keep", "events")

    def __init__(self, detail: TraceDetail = TraceDetail.FULL) -> None:
        self._keep = detail != TraceDetail.NONE
        self.events: list[TraceEvent] = []

    def append(self, event: TraceEvent) -> None:
        """Keep ``event`` (unless keeping none)."""
        if self._keep:
            self.events.append(event)

    def extend(self, events: Iterable[TraceEvent]) -> None:
        """Keep ``events`` in order (unless keeping none)."""
        if self._keep:
            self.events.extend(events)

    def clear(self) -> None:
        """Start an empty list (one handed out before is left as it was)."""
        self.events = []


class Play:
    """One encounter being played."""

    __slots__ = (
        "_side_ids",
        "board",
        "boundary",
        "dice",
        "events",
        "morale_checks",
        "scripted",
        "start",
        "start_hp",
        "stop",
        "tactic",
        "tactics",
    )

    def __init__(
        self,
        board: Board,
        dice: DiceSource,
        scripted: dict[tuple[int, str], tuple[tuple[int, Action], ...]],
        tactic: Tactic,
        stop: StopCheck | None = None,
        detail: TraceDetail = TraceDetail.FULL,
    ) -> None:
        self.board = board
        self.dice = dice
        self.scripted = scripted
        self.tactic = tactic
        #: Each combatant's own tactic where it differs from ``tactic``, by combatant id (the
        #: driver fills it from the request's side and combatant choices).
        self.tactics: dict[str, Tactic] = {}
        self.stop = stop
        self.events = EventLog(detail)
        #: ARRAYER morale checks made (A15), for the outcome (they exist nowhere else but the
        #: trace).
        self.morale_checks: list[ArrayerMoraleCheck] = []
        self.start = board.round
        #: HP as the encounter began: RETREAT_WHEN_HURT's measure when no max_hp is set.
        self.start_hp = {c.id: c.hp for c in board.combatants.values()}
        self._side_ids = tuple(side_order(board.state))
        #: Called between two turns of a round with what, besides the board, decides the rest
        #: of the round (engine/arrayer/rounds.py): the exact encounter odds merge the positions
        #: met within a round there (engine/encounter_odds.py). None in every other play.
        self.boundary: Callable[[Hashable], None] | None = None

    def restart(self, snapshot: Snapshot, round_: int, dice: DiceSource) -> None:
        """Put the play back at ``snapshot``'s position at ``round_``, to be played on with
        ``dice`` and nothing recorded yet: a step played again from a position met before
        (engine/replay.py, engine/encounter_odds.py)."""
        self.board.restore(snapshot, round_)
        self.dice = dice
        self.events.clear()
        self.morale_checks = []

    def tactic_of(self, combatant_id: str) -> Tactic:
        """The tactic this combatant plays by."""
        return self.tactics.get(combatant_id, self.tactic)

    def checkpoint(self) -> None:
        """Raise Stopped if the caller's stop check says stop (see the module docstring)."""
        if self.stop is not None and self.stop():
            raise Stopped(self.board.round)

    def side_ids(self) -> tuple[str, ...]:
        """Sides in order (``side_order`` of the state the encounter began with: combatants
        never change sides, so it is worked out once)."""
        return self._side_ids

    def standing_sides(self) -> list[str]:
        """Sides with at least one combatant able to fight, in side order."""
        board = self.board
        standing = {c.side_id for c in board.combatants.values() if not board.is_down(c)}
        return [side for side in self.side_ids() if side in standing]

    def ended(self) -> EncounterOutcome | None:
        """The outcome once at most one side can fight; None while the fight goes on."""
        sides = self.standing_sides()
        if len(sides) > 1:
            return None
        winner = sides[0] if sides else ""
        # A15: the losers broke rather than fell when any of their sides routed.
        routed = any(s.routed for s in self.board.sides if s.id != winner)
        reason = EndReason.SIDE_ROUTED if routed else EndReason.SIDE_DEFEATED
        return EncounterOutcome(reason, winner, self.board.round - self.start)
