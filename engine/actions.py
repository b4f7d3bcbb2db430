"""Actions a combatant can take (mirrors ``arbiter.v1.Action``)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.state import Position, TieredSkill

__all__ = ["Action", "Attack", "CriticalTarget", "Move", "ScriptedAction"]


class CriticalTarget(enum.IntEnum):
    """What a `tiered` natural 20 degrades on the loser (ruling T4)."""

    WEAPON = 1
    """The loser's weapon (not for an unarmed winner)."""
    ARMOUR = 2
    """The loser's armour."""
    SHIELD = 3
    """The loser's shield."""


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack with one weapon against one target.

    ``weapon_id`` empty means the attacker's first weapon (`tiered`: bare hands when it has none).
    ``critical_target``/``defender_critical_target`` None pick armour, then shield, then weapon.
    ``defence_skill`` None is the skill of the defender's first weapon.
    """

    attacker_id: str
    target_id: str
    weapon_id: str = ""
    critical_target: CriticalTarget | None = None
    defender_critical_target: CriticalTarget | None = None
    defence_skill: TieredSkill | None = None

    kind: ClassVar[str] = "attack"
    """The action's name in ``arbiter.v1.Action`` (for field paths)."""
    actor_field: ClassVar[str] = "attacker_id"
    """The field naming the actor."""

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.attacker_id


@dataclass(frozen=True, slots=True)
class Move:
    """A move along ``path``: adjacent squares, the first next to the mover (engine/movement.py)."""

    combatant_id: str
    path: tuple[Position, ...]

    kind: ClassVar[str] = "move"
    """The action's name in ``arbiter.v1.Action``."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming the actor."""

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.combatant_id


#: Every action kind.
Action = Attack | Move


@dataclass(frozen=True, slots=True)
class ScriptedAction:
    """An action the caller chose for its actor in one round (1-based)."""

    round: int
    action: Action
