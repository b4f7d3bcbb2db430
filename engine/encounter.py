"""Play a whole encounter to its end: one side left standing, or the round limit.

The round structure is the ruleset's: ARRAYER in engine/arrayer/rounds.py (side initiative each
round, ruling A13), `tiered` in engine/tiered/turns.py (turn order once per encounter, ruling T2).
Scripted actions replace the tactic for their actor and round (engine/play.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import ScriptedAction
from engine.arrayer import rounds
from engine.arrayer.actions import Aftermath
from engine.arrayer.attack import new_engagement
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import InvalidRequestError
from engine.perform import check_ruleset, perform
from engine.play import EncounterOutcome, EndReason, Play, StopCheck, Tactic, index_script
from engine.results import AftermathResult, MoraleCheckResult
from engine.state import EncounterState, Ruleset
from engine.tiered import turns
from engine.trace import EventKind, TraceEvent
from engine.validate import validate_state

__all__ = [
    "EncounterOutcome",
    "EncounterResolution",
    "EndReason",
    "Tactic",
    "resolve_encounter",
]


@dataclass(frozen=True, slots=True)
class EncounterResolution:
    """The final state, the trace, the outcome and the dice rolled; ARRAYER also the morale
    checks made (A15) and, when asked for, the aftermath's result (A11): what a game needs from
    the encounter beyond the state, at any trace detail."""

    state: EncounterState
    events: tuple[TraceEvent, ...]
    outcome: EncounterOutcome
    dice_rolled: int
    morale_checks: tuple[MoraleCheckResult, ...] = ()
    aftermath: AftermathResult | None = None


def resolve_encounter(
    state: EncounterState,
    dice: DiceSource,
    *,
    max_rounds: int,
    script: tuple[ScriptedAction, ...] = (),
    tactic: Tactic = Tactic.NEAREST_ENEMY,
    aftermath: bool = False,
    stop: StopCheck | None = None,
    validated: bool = False,
) -> EncounterResolution:
    """Play ``state`` for at most ``max_rounds`` rounds, until at most one side can fight.

    ``aftermath`` (ARRAYER): once a side has won, the aftermath roll of everyone below 0 HP
    (ruling A11) follows the end of the encounter in the trace and the final state.

    ``stop`` is polled before each round and each combatant's turn (engine/play.py); when it says
    stop, the encounter is abandoned with Stopped. It does not change what is played.
    ``validated``: ``state`` passed ``validate_state`` already (a batch's shared state, checked
    once for all its items), so it is not checked again; engine.resolve.resolve_action takes the
    same for one action.

    Pure and deterministic for the same state, script and dice; raises an ArbiterError naming the
    request field at fault (e.g. ``script[2].round``).
    """
    if not state.combatants:
        # Nobody fights: "ending" it with no winner would answer a question nobody asked.
        raise InvalidRequestError(
            "an encounter needs combatants; the state has none",
            reason="MISSING_VALUE",
            field="state.combatants",
        )
    if not validated:
        validate_state(state)
    for i, entry in enumerate(script):
        # Refused before anything is played, as ResolveAction refuses the same action.
        check_ruleset(state.ruleset, entry.action, f"script[{i}].action")
    play = Play(Board(state), dice, index_script(state, script), tactic, stop)
    board = play.board
    if board.ruleset is Ruleset.TIERED:
        turns.begin(play)
    elif board.round == 0:
        new_engagement(board)  # A25: the longbow's shots count per engagement
    play_round = rounds.play_round if board.ruleset is Ruleset.ARRAYER else turns.play_round
    outcome = play.ended()
    while outcome is None and board.round - play.start < max_rounds:
        play.checkpoint()
        board.round += 1
        play.events.append(
            TraceEvent(EventKind.ROUND_START, board.round, summary=f"round {board.round}")
        )
        play_round(play)
        outcome = play.ended()
    if outcome is None:
        outcome = EncounterOutcome(EndReason.ROUND_LIMIT, "", board.round - play.start)
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
    verdicts = None
    if aftermath and board.ruleset is Ruleset.ARRAYER and outcome.winning_side_id:
        play.events.extend(perform(board, Aftermath(), dice, "aftermath"))
        assert isinstance(board.result, AftermathResult)
        verdicts = board.result
    return EncounterResolution(
        board.to_state(),
        tuple(play.events),
        outcome,
        dice.rolled,
        tuple(play.morale_checks),
        verdicts,
    )
