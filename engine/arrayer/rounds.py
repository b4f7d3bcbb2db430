"""ARRAYER rounds: side initiative with sentiment (ruling A13), then every side acts in turn."""

from __future__ import annotations

from engine.dice import DiePurpose
from engine.play import Play
from engine.state import Sentiment
from engine.trace import EventKind, Outcome, TraceEvent

__all__ = ["play_round"]

_THRESHOLDS = {
    Sentiment.BETTER: "initiative_better",
    Sentiment.EQUAL: "initiative_equal",
    Sentiment.WORSE: "initiative_worse",
}


def play_round(play: Play) -> None:
    """Roll initiative, then let each standing combatant act, winners' side first.

    Stops as soon as the encounter has ended.
    """
    board = play.board
    for combatant_id in _initiative(play):
        combatant = board.combatants[combatant_id]
        if board.is_down(combatant):
            continue  # A13: the fallen do not strike back
        play.take_turn(combatant)
        if play.ended() is not None:
            return


def _initiative(play: Play) -> list[str]:
    """A13: the first side rolls a d6; at or under its sentiment's threshold it acts first."""
    board = play.board
    sides = play.standing_sides()
    if len(sides) > 1:
        first = sides[0]
        declared = next((s for s in board.state.sides if s.id == first), None)
        sentiment = (declared.sentiment if declared else None) or Sentiment.EQUAL
        threshold: int = getattr(board.arrayer_rules, _THRESHOLDS[sentiment])
        roll = play.dice.roll(6, DiePurpose.INITIATIVE, side_id=first)
        won = roll.face <= threshold
        play.events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                dice=(roll,),
                outcome=Outcome.FIRST if won else Outcome.SECOND,
                rulings=("A13",),
                side_id=first,
                summary=f"side {first} ({sentiment.name.lower()} sentiment) rolls {roll.face} "
                f"against {threshold}: acts {'first' if won else 'second'}",
            )
        )
        if not won:
            sides = [*sides[1:], first]
    rank = {side: i for i, side in enumerate(sides)}
    members = [c for c in board.combatants.values() if c.side_id in rank]
    return [c.id for c in sorted(members, key=lambda c: rank[c.side_id])]
