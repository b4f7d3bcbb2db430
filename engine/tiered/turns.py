"""`tiered` turns: order rolled once per encounter (ruling T2), then each combatant in turn."""

from __future__ import annotations

from engine.dice import DiePurpose
from engine.play import Play
from engine.trace import EventKind, TraceEvent, total

__all__ = ["begin", "play_round"]


def begin(play: Play) -> None:
    """T2: unless the state already has one, roll the turn order: d20 + Reflex, highest first,
    ties by higher Reflex, then by id."""
    board = play.board
    if board.turn_order:
        return
    keys = []
    for combatant in board.combatants.values():
        reflex = combatant.tiered.reflex if combatant.tiered else 0
        roll = play.dice.roll(20, DiePurpose.INITIATIVE, combatant.id)
        initiative = total("initiative", ("roll", roll.face), ("reflex", reflex))
        play.events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                combatant.id,
                dice=(roll,),
                totals=(initiative,),
                rulings=("T2",),
                summary=f"{combatant.id} rolls initiative {initiative.value}",
            )
        )
        keys.append((-initiative.value, -reflex, combatant.id))
    board.turn_order = tuple(key[2] for key in sorted(keys))


def play_round(play: Play) -> None:
    """Each standing combatant takes its turn in turn order; stops once the encounter ended."""
    board = play.board
    for combatant_id in board.turn_order:
        combatant = board.combatants.get(combatant_id)
        if combatant is None or board.is_down(combatant):
            continue
        play.take_turn(combatant)
        if play.ended() is not None:
            return
