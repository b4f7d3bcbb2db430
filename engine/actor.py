"""What actions with a ``combatant_id`` actor share, and what actions with no actor share (kept
apart from engine/actions.py, which imports every ruleset's actions for the ``Action`` union)."""

from __future__ import annotations

from typing import ClassVar

from engine.values import Value

__all__ = ["ByCombatant", "ByNobody"]


class ByCombatant(Value):
    """Base of the actions whose actor is named by their ``combatant_id`` field."""

    __slots__ = ()

    combatant_id: str
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming the actor."""

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.combatant_id


class ByNobody(Value):
    """Base of the actions with no actor: they concern the whole state (ARRAYER aftermath and
    rests)."""

    __slots__ = ()

    actor_field: ClassVar[str] = ""
    """No field names an actor."""

    @property
    def actor_id(self) -> str:
        """Nobody in particular."""
        return ""
