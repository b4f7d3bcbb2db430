"""`tiered`-only actions (mirror ``arbiter.v1`` Reload, StealthCheck, LocateStealthed, SetTrap,
BreakFree, DisarmTrap and TrapForFood; rulings T2, T6, T7, T13, T16, T18)."""

from __future__ import annotations

import enum
from typing import ClassVar, final

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


@final
class Reload(ByCombatant):
    """Reload ``weapon_id`` one step (T2): a non-contested action."""

    FIELDS = ("combatant_id", "weapon_id")
    __slots__ = FIELDS

    combatant_id: str
    weapon_id: str

    def __init__(self, combatant_id: str, weapon_id: str) -> None:
        self.combatant_id = combatant_id
        self.weapon_id = weapon_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.weapon_id)

    kind: ClassVar[str] = "reload"
    """The action's name in ``arbiter.v1.Action``."""


@final
class StealthCheck(ByCombatant):
    """A stealth check against opponents (T6) the combatant is obscured from (T13): terrain,
    standing behind them, or ``obscured_from_ids`` (shadow, darkness, distraction). No
    ``target_ids`` means every such standing enemy within the stealth range."""

    FIELDS = ("combatant_id", "target_ids", "group_defence", "obscured_from_ids")
    __slots__ = FIELDS

    combatant_id: str
    target_ids: tuple[str, ...]
    group_defence: bool
    obscured_from_ids: tuple[str, ...]

    def __init__(
        self,
        combatant_id: str,
        target_ids: tuple[str, ...] = (),
        group_defence: bool = False,
        obscured_from_ids: tuple[str, ...] = (),
    ) -> None:
        self.combatant_id = combatant_id
        self.target_ids = target_ids
        self.group_defence = group_defence
        self.obscured_from_ids = obscured_from_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.target_ids, self.group_defence, self.obscured_from_ids)

    kind: ClassVar[str] = "stealth_check"
    """The action's name in ``arbiter.v1.Action``."""


@final
class LocateStealthed(ByCombatant):
    """Try to locate ``target_id``, whose stealth flag the combatant holds (T18: Stealth +
    Presence + d20 on both sides; a win removes the locator's flag)."""

    FIELDS = ("combatant_id", "target_id")
    __slots__ = FIELDS

    combatant_id: str
    target_id: str

    def __init__(self, combatant_id: str, target_id: str) -> None:
        self.combatant_id = combatant_id
        self.target_id = target_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.target_id)

    kind: ClassVar[str] = "locate_stealthed"
    """The action's name in ``arbiter.v1.Action``."""


@final
class SetTrap(ByCombatant):
    """Set a trap, or take the next step of an in-combat setup (T7)."""

    FIELDS = (
        "combatant_id",
        "trap_id",
        "position",
        "basic_tools",
        "no_damage",
        "out_of_combat",
        "tools",
    )
    __slots__ = FIELDS

    combatant_id: str
    trap_id: str
    position: Position | None
    basic_tools: bool
    no_damage: bool
    out_of_combat: bool
    tools: TrapTools | None

    def __init__(
        self,
        combatant_id: str,
        trap_id: str,
        position: Position | None = None,
        basic_tools: bool = False,
        no_damage: bool = False,
        out_of_combat: bool = False,
        tools: TrapTools | None = None,
    ) -> None:
        self.combatant_id = combatant_id
        self.trap_id = trap_id
        self.position = position
        self.basic_tools = basic_tools
        self.no_damage = no_damage
        self.out_of_combat = out_of_combat
        self.tools = tools

    def field_values(self) -> tuple[object, ...]:
        return (
            self.combatant_id,
            self.trap_id,
            self.position,
            self.basic_tools,
            self.no_damage,
            self.out_of_combat,
            self.tools,
        )

    kind: ClassVar[str] = "set_trap"
    """The action's name in ``arbiter.v1.Action``."""


@final
class BreakFree(ByCombatant):
    """Break free of a trap with ``stat`` + Traps + d20 against its difficulty (T7)."""

    FIELDS = ("combatant_id", "stat")
    __slots__ = FIELDS

    combatant_id: str
    stat: TieredStat

    def __init__(self, combatant_id: str, stat: TieredStat) -> None:
        self.combatant_id = combatant_id
        self.stat = stat

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.stat)

    kind: ClassVar[str] = "break_free"
    """The action's name in ``arbiter.v1.Action``."""


@final
class DisarmTrap(ByCombatant):
    """Disarm a known trap from its tile or an adjacent one (T7)."""

    FIELDS = ("combatant_id", "trap_id")
    __slots__ = FIELDS

    combatant_id: str
    trap_id: str

    def __init__(self, combatant_id: str, trap_id: str) -> None:
        self.combatant_id = combatant_id
        self.trap_id = trap_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.trap_id)

    kind: ClassVar[str] = "disarm_trap"
    """The action's name in ``arbiter.v1.Action``."""


@final
class TrapForFood(ByCombatant):
    """One day of trapping for food in a zone (T7)."""

    FIELDS = (
        "combatant_id",
        "on_road",
        "zones_away",
        "successful_days",
        "months_elapsed",
        "basic_tools",
        "tools",
    )
    __slots__ = FIELDS

    combatant_id: str
    on_road: bool
    zones_away: int
    successful_days: int
    months_elapsed: int
    basic_tools: bool
    tools: TrapTools | None

    def __init__(
        self,
        combatant_id: str,
        on_road: bool = False,
        zones_away: int = 0,
        successful_days: int = 0,
        months_elapsed: int = 0,
        basic_tools: bool = False,
        tools: TrapTools | None = None,
    ) -> None:
        self.combatant_id = combatant_id
        self.on_road = on_road
        self.zones_away = zones_away
        self.successful_days = successful_days
        self.months_elapsed = months_elapsed
        self.basic_tools = basic_tools
        self.tools = tools

    def field_values(self) -> tuple[object, ...]:
        return (
            self.combatant_id,
            self.on_road,
            self.zones_away,
            self.successful_days,
            self.months_elapsed,
            self.basic_tools,
            self.tools,
        )

    def with_months_elapsed(self, months_elapsed: int) -> TrapForFood:
        copy = self._copy()
        copy.months_elapsed = months_elapsed
        return copy

    def _copy(self) -> TrapForFood:
        return TrapForFood(
            self.combatant_id,
            self.on_road,
            self.zones_away,
            self.successful_days,
            self.months_elapsed,
            self.basic_tools,
            self.tools,
        )

    def with_successful_days(self, successful_days: int) -> TrapForFood:
        copy = self._copy()
        copy.successful_days = successful_days
        return copy

    kind: ClassVar[str] = "trap_for_food"
    """The action's name in ``arbiter.v1.Action``."""
