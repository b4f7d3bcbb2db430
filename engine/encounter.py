"""Play a whole encounter to its end: one side left standing, or the round limit.

The round structure is the ruleset's: ARRAYER in engine/arrayer/rounds.py (side initiative each
round, ruling A13), `tiered` in engine/tiered/turns.py (turn order once per encounter, ruling T2).
Scripted actions replace the tactic for their actor and round (engine/play.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import final

from engine.actions import ArrayerAftermath
from engine.arrayer import rounds
from engine.arrayer.attack import new_engagement
from engine.board import Board
from engine.dice import DiceSource, ForcedDice
from engine.errors import InvalidRequestError
from engine.options import EncounterOptions
from engine.perform import check_ruleset, perform
from engine.play import EncounterOutcome, EndReason, Play, StopCheck, Tactic, index_script
from engine.results import ArrayerAftermathResult, ArrayerMoraleCheck
from engine.state import EncounterState, Ruleset
from engine.tiered import turns
from engine.trace import EventKind, TraceDetail, TraceEvent
from engine.validate import validate_state
from engine.values import Value

__all__ = [
    "EncounterOutcome",
    "EncounterResolution",
    "EndReason",
    "Tactic",
    "begin",
    "check_encounter",
    "end",
    "play_next_round",
    "resolve_encounter",
    "start",
]


@final
class EncounterResolution(Value):
    """The final state, the trace, the outcome and the dice rolled; ARRAYER also the morale
    checks made (A15) and, when asked for, the aftermath's result (A11): what a game needs from
    the encounter beyond the state, at any trace detail."""

    FIELDS = ("state", "events", "outcome", "dice_rolled", "morale_checks", "aftermath")
    __slots__ = FIELDS

    state: EncounterState
    events: tuple[TraceEvent, ...]
    outcome: EncounterOutcome
    dice_rolled: int
    morale_checks: tuple[ArrayerMoraleCheck, ...]
    aftermath: ArrayerAftermathResult | None

    def __init__(
        self,
        state: EncounterState,
        events: tuple[TraceEvent, ...],
        outcome: EncounterOutcome,
        dice_rolled: int,
        morale_checks: tuple[ArrayerMoraleCheck, ...] = (),
        aftermath: ArrayerAftermathResult | None = None,
    ) -> None:
        self.state = state
        self.events = events
        self.outcome = outcome
        self.dice_rolled = dice_rolled
        self.morale_checks = morale_checks
        self.aftermath = aftermath

    def field_values(self) -> tuple[object, ...]:
        return (
            self.state,
            self.events,
            self.outcome,
            self.dice_rolled,
            self.morale_checks,
            self.aftermath,
        )


def resolve_encounter(
    state: EncounterState,
    dice: DiceSource,
    options: EncounterOptions,
    *,
    stop: StopCheck | None = None,
    validated: bool = False,
    detail: TraceDetail = TraceDetail.FULL,
) -> EncounterResolution:
    """Play ``state`` for at most ``options.max_rounds`` rounds, until at most one side can fight.

    Unscripted combatants play ``options.tactic``, or their side's in ``options.side_tactics``,
    or their own in ``options.combatant_tactics``, the most specific first; an id naming no side
    or combatant is refused (UNKNOWN_SIDE, UNKNOWN_COMBATANT). With ``options.aftermath``
    (ARRAYER), once a side has won, the aftermath roll of everyone below 0 HP (ruling A11)
    follows the end of the encounter in the trace and the final state (engine/options.py).

    ``stop`` is polled before each round and each combatant's turn (engine/play.py); when it says
    stop, the encounter is abandoned with Stopped. It does not change what is played.
    ``validated``: ``state`` passed ``validate_state`` already (a batch's shared state, checked
    once for all its items), so it is not checked again; engine.resolve.resolve_action takes the
    same for one action.

    Pure and deterministic for the same state, options and dice; raises an ArbiterError naming
    the request field at fault (e.g. ``script[2].round``).
    """
    play = start(state, dice, options, stop=stop, validated=validated, detail=detail)
    board = play.board
    begin(play)
    outcome = play.ended()
    while outcome is None and board.round - play.start < options.max_rounds:
        play_next_round(play)
        outcome = play.ended()
    if outcome is None:
        outcome = EncounterOutcome(EndReason.ROUND_LIMIT, "", board.round - play.start)
    verdicts = end(play, outcome, aftermath=options.aftermath)
    return EncounterResolution(
        board.to_state(),
        tuple(play.events.events),
        outcome,
        play.dice.rolled,
        tuple(play.morale_checks),
        verdicts,
    )


def check_encounter(state: EncounterState, options: EncounterOptions) -> None:
    """Raise what ``resolve_encounter`` would raise for this request before playing anything
    (the state, the script, the tactics' ids), and nothing else: a caller that plays the same
    request many times (engine/simulate.py) refuses a bad one once, before the first run."""
    start(state, ForcedDice((), 0), options, stop=None, validated=False)


def start(
    state: EncounterState,
    dice: DiceSource,
    options: EncounterOptions,
    *,
    stop: StopCheck | None = None,
    validated: bool = False,
    detail: TraceDetail = TraceDetail.FULL,
) -> Play:
    """The checks made before anything is played, and the Play they clear: the arguments as
    ``resolve_encounter`` takes them. The steps that follow are ``begin``, ``play_next_round``
    until ``Play.ended`` says or ``options.max_rounds`` come, then ``end``; engine/replay.py
    plays the same steps."""
    if not state.combatants:
        # Nobody fights: "ending" it with no winner would answer a question nobody asked.
        raise InvalidRequestError(
            "an encounter needs combatants; the state has none",
            reason="MISSING_VALUE",
            field="state.combatants",
        )
    if not validated:
        validate_state(state)
    for i, entry in enumerate(options.script):
        # Refused before anything is played, as ResolveAction refuses the same action.
        check_ruleset(state.ruleset, entry.action, f"script[{i}].action")
    play = Play(
        Board(state), dice, index_script(state, options.script), options.tactic, stop, detail
    )
    play.tactics = _tactics(play, options.side_tactics, options.combatant_tactics)
    return play


def begin(play: Play) -> None:
    """What comes before the first round: the `tiered` turn order (T2; it may roll dice), an
    ARRAYER engagement's start (A25: the longbow's shots count per engagement)."""
    board = play.board
    if board.ruleset is Ruleset.TIERED:
        turns.begin(play)
    elif board.round == 0:
        new_engagement(board)


def play_next_round(play: Play) -> None:
    """One round, after a check point: the ruleset's round structure."""
    play.checkpoint()
    board = play.board
    board.round += 1
    play.events.append(
        TraceEvent(EventKind.ROUND_START, board.round, summary=f"round {board.round}")
    )
    if board.ruleset is Ruleset.ARRAYER:
        rounds.play_round(play)
    else:
        turns.play_round(play)


def end(play: Play, outcome: EncounterOutcome, *, aftermath: bool) -> ArrayerAftermathResult | None:
    """The end in the trace and, when asked for and a side won (ARRAYER), the aftermath (A11)."""
    board = play.board
    winner = f"side {outcome.winning_side_id} wins" if outcome.winning_side_id else "no winner"
    play.events.append(
        TraceEvent(
            EventKind.ENCOUNTER_END,
            board.round,
            side_id=outcome.winning_side_id,
            summary=f"encounter ends after {outcome.rounds} "
            f"{'round' if outcome.rounds == 1 else 'rounds'}: {winner} "
            f"({outcome.end_reason.name.lower()})",
        )
    )
    if not (aftermath and board.ruleset is Ruleset.ARRAYER and outcome.winning_side_id):
        return None
    play.events.extend(perform(board, ArrayerAftermath(), play.dice, "aftermath"))
    assert isinstance(board.result, ArrayerAftermathResult)
    return board.result


def _tactics(
    play: Play, sides: Mapping[str, Tactic], combatants: Mapping[str, Tactic]
) -> dict[str, Tactic]:
    """Each combatant's tactic where a side's or its own differs from the request's; checked:
    known side and combatant ids (in sorted order, so the first bad id reported is stable)."""
    known = set(play.side_ids())
    for side_id in sorted(sides):
        if side_id not in known:
            raise InvalidRequestError(
                f"unknown side: {side_id!r}",
                reason="UNKNOWN_SIDE",
                field=f'side_tactics["{side_id}"]',
            )
    for combatant_id in sorted(combatants):
        if combatant_id not in play.board.combatants:
            raise InvalidRequestError(
                f"unknown combatant: {combatant_id!r}",
                reason="UNKNOWN_COMBATANT",
                field=f'combatant_tactics["{combatant_id}"]',
            )
    chosen: dict[str, Tactic] = {}
    for combatant in play.board.combatants.values():
        mine = combatants.get(combatant.id, sides.get(combatant.side_id, play.tactic))
        if mine != play.tactic:
            chosen[combatant.id] = mine
    return chosen
