"""Actions a combatant can take (mirrors ``arbiter.v1.Action``)."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from engine.state import TieredSkill

__all__ = ["Action", "Attack", "CriticalTarget", "ScriptedAction"]


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

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.attacker_id


#: Every action kind; later kinds join this union.
Action = Attack


@dataclass(frozen=True, slots=True)
class ScriptedAction:
    """An action the caller chose for its actor in one round (1-based)."""

    round: int
    action: Action
