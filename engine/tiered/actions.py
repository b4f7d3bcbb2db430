"""`tiered`-only actions (mirror ``arbiter.v1`` Reload, StealthCheck, LocateStealthed, SetTrap,
BreakFree, DisarmTrap and TrapForFood; rulings T2, T6, T7, T13, T16, T18)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.actor import ByCombatant
from engine.state import Position

__all__ = [
    "BreakFree",
    "DisarmTrap",
    "LocateStealthed",
    "Reload",
    "SetTrap",
    "StealthCheck",
    "TieredStat",
    "TrapForFood",
    "TrapTools",
]


class TieredStat(enum.IntEnum):
    """A `tiered` stat; ``field`` is its TieredCombatant attribute."""

    BODY = 1
    """Body."""
    REFLEX = 2
    """Reflex."""
    MIND = 3
    """Mind."""
    PRESENCE = 4
    """Presence."""

    @property
    def field(self) -> str:
        """The attribute of TieredCombatant holding this stat."""
        return self.name.lower()


class TrapTools(enum.IntEnum):
    """The tools a trapper works with (T16); unset (None) is crude, or basic where the action's
    ``basic_tools`` says so."""

    NONE = 1
    """No tools: refused, traps need at least crude ones."""
    CRUDE = 2
    """Crude tools: the document's minimum."""
    BASIC = 3
    """Basic tools: damage and immobilisation doubled (SetTrap), food and cloth (TrapForFood)."""


@dataclass(frozen=True, slots=True)
class Reload(ByCombatant):
    """Reload ``weapon_id`` one step (T2): a non-contested action."""

    combatant_id: str
    weapon_id: str

    kind: ClassVar[str] = "reload"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class StealthCheck(ByCombatant):
    """A stealth check against opponents (T6) the combatant is obscured from (T13): terrain,
    standing behind them, or ``obscured_from_ids`` (shadow, darkness, distraction). No
    ``target_ids`` means every such standing enemy within the stealth range."""

    combatant_id: str
    target_ids: tuple[str, ...] = ()
    group_defence: bool = False
    obscured_from_ids: tuple[str, ...] = ()

    kind: ClassVar[str] = "stealth_check"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class LocateStealthed(ByCombatant):
    """Try to locate ``target_id``, whose stealth flag the combatant holds (T18: Stealth +
    Presence + d20 on both sides; a win removes the locator's flag)."""

    combatant_id: str
    target_id: str

    kind: ClassVar[str] = "locate_stealthed"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class SetTrap(ByCombatant):
    """Set a trap, or take the next step of an in-combat setup (T7)."""

    combatant_id: str
    trap_id: str
    position: Position | None = None
    basic_tools: bool = False
    no_damage: bool = False
    out_of_combat: bool = False
    tools: TrapTools | None = None

    kind: ClassVar[str] = "set_trap"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class BreakFree(ByCombatant):
    """Break free of a trap with ``stat`` + Traps + d20 against its difficulty (T7)."""

    combatant_id: str
    stat: TieredStat

    kind: ClassVar[str] = "break_free"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class DisarmTrap(ByCombatant):
    """Disarm a known trap from its tile or an adjacent one (T7)."""

    combatant_id: str
    trap_id: str

    kind: ClassVar[str] = "disarm_trap"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class TrapForFood(ByCombatant):
    """One day of trapping for food in a zone (T7)."""

    combatant_id: str
    on_road: bool = False
    zones_away: int = 0
    successful_days: int = 0
    months_elapsed: int = 0
    basic_tools: bool = False
    tools: TrapTools | None = None

    kind: ClassVar[str] = "trap_for_food"
    """The action's name in ``arbiter.v1.Action``."""
