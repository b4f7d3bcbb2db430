"""The ATTACK trace event of one ARRAYER Attack Die, shared by attacks and gunpowder."""

from __future__ import annotations

from engine.board import Board
from engine.dice import DieRoll
from engine.state import Combatant, Weapon
from engine.trace import ConditionChange, EventKind, HpChange, Outcome, Total, TraceEvent

__all__ = ["attack_event"]


def attack_event(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    weapon: Weapon,
    roll: DieRoll,
    *,
    outcome: Outcome,
    rulings: tuple[str, ...],
    summary: str,
    totals: tuple[Total, ...] = (),
    hp_changes: tuple[HpChange, ...] = (),
    condition_changes: tuple[ConditionChange, ...] = (),
) -> TraceEvent:
    """An ATTACK event for ``attacker``'s Attack Die ``roll`` against ``target``."""
    return TraceEvent(
        EventKind.ATTACK,
        board.round,
        attacker.id,
        target.id,
        weapon.id,
        dice=(roll,),
        totals=totals,
        outcome=outcome,
        hp_changes=hp_changes,
        condition_changes=condition_changes,
        rulings=rulings,
        summary=summary,
    )
