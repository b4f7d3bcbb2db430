"""The engine's records of arbiter/v1/combat_service.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

from typing import final

from engine.values import Value
from engine.records.action import Action

__all__ = [
    "ScriptedAction",
]


@final
class ScriptedAction(Value):
    """An action the caller scripts for one round."""

    FIELDS = ("round", "action")
    __slots__ = FIELDS

    round: int
    """The round (1-based) in which the actor takes this action instead of its tactic."""
    action: Action
    """The action; its actor (e.g. attack.attacker_id) is the combatant it is scripted for."""

    def __init__(self, round: int, action: Action) -> None:
        self.round = round
        self.action = action

    def field_values(self) -> tuple[object, ...]:
        return (self.round, self.action)
