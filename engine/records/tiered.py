"""The engine's records of arbiter/v1/tiered.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.records.state import Position
from engine.values import Value

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


class TrapTools(enum.IntEnum):
    """The tools a trapper works with (ruling T16: "Traps requires a minimum Crude tools")."""

    NONE = 1
    """No tools: setting a trap or trapping for food is refused (FAILED_PRECONDITION,
    TRAP_NEEDS_TOOLS).
    """
    CRUDE = 2
    """Crude tools, the document's minimum."""
    BASIC = 3
    """Basic tools: a trap's damage and immobilisation are doubled; trapping for food yields double
    food and cloth.
    """


class TieredStat(enum.IntEnum):
    """A `tiered` stat."""

    BODY = 1
    """Body."""
    REFLEX = 2
    """Reflex."""
    MIND = 3
    """Mind."""
    PRESENCE = 4
    """Presence."""


@final
class Reload(Value):
    """Reload one crossbow, firearm or siege weapon by one step (ruling T2): a non-contested action.
    One-handed crossbows and firearms need 1 reload action, two-handed ones 2 (not necessarily
    consecutive; ruling T12: that is their whole cost, "at best every other round" adds no limit of
    its own), a siege weapon 2 x Tier turns (ruling T8), each a whole turn.
    """

    FIELDS = ("combatant_id", "weapon_id")
    __slots__ = FIELDS

    combatant_id: str
    """Who reloads."""
    weapon_id: str
    """Which of its weapons (Weapon.id); it must need reloading."""

    def __init__(self, combatant_id: str, weapon_id: str) -> None:
        self.combatant_id = combatant_id
        self.weapon_id = weapon_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.weapon_id)

    kind: ClassVar[str] = "reload"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class StealthCheck(Value):
    """A stealth check (ruling T6): Stealth + Presence + d20 against the Stealth + Presence + d20 of
    each opponent the initiator is obscured from (ruling T13); a contested action. Every opponent
    whose total is lower holds a stealth flag of the initiator's until the start of the initiator's
    next turn, and the initiator is stealthed. Fully behind cover (terrain blocks every standing
    opponent's sight of it) at the start of its turn, a stealthed combatant stays stealthed without
    a check, though its flags lapse (ruling T14).
    """

    FIELDS = ("combatant_id", "target_ids", "group_defence", "obscured_from_ids")
    __slots__ = FIELDS

    combatant_id: str
    """Who tries to hide."""
    target_ids: tuple[str, ...]
    """The opponents rolled against; empty means every standing enemy within
    TieredRules.stealth_range tiles (all of them when positions are unknown) that the combatant
    is obscured from (ruling T13: terrain blocks its sight of the combatant along T9's line,
    obstacles only; or the combatant stands behind it, see Combatant.facing; or
    obscured_from_ids names it). Opponents it is not obscured from are not rolled against; none
    at all is FAILED_PRECONDITION (NOT_OBSCURED, field combatantId). A listed opponent it is not
    obscured from is refused too (FAILED_PRECONDITION, NOT_OBSCURED, naming the entry): the
    caller asked for a roll the rule does not allow.
    """
    group_defence: bool
    """Roll one d20 for the whole group of opponents, each adding its own Stealth + Presence (the
    document's "group defence roll"); false rolls a d20 for each opponent.
    """
    obscured_from_ids: tuple[str, ...]
    """Opponents the combatant is obscured from by what the grid does not model (ruling T13:
    shadow, darkness, distraction), declared by the caller; terrain and facing are checked by
    the engine. Unknown ids are INVALID_ARGUMENT (UNKNOWN_COMBATANT), the combatant itself
    (SELF_TARGET) or an id named twice (DUPLICATE_ID) too.
    """

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
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class SetTrap(Value):
    """Set a trap against opponents (ruling T7): Traps + Presence + d20 is its difficulty value. Out of
    combat one action sets it; in combat it takes 3 actions (SetTrap three times with the same
    trap_id): prepare the gear (non-contested), set and hide it (contested: the roll), clear up
    (non-contested), and only while no standing enemy has a line of sight to the setter. At most
    Traps-skill traps a day (TieredCombatant.traps_set_today).
    """

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
    """Who sets it."""
    trap_id: str
    """Id of the new trap (unique on the field); the same id continues an in-combat setup."""
    position: Position | None
    """Where: the setter's own tile or an adjacent one."""
    basic_tools: bool
    """Set with Basic tools: damage and immobilisation doubled. The same as tools
    TRAP_TOOLS_BASIC; true with tools NONE or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
    """
    no_damage: bool
    """A trap that only immobilises and deals no damage."""
    out_of_combat: bool
    """Out of combat: set in one action, no line-of-sight check."""
    tools: TrapTools | None
    """The setter's tools (ruling T16), checked at every setup step; the Trap records whether they
    were basic (Trap.basic_tools). Unspecified is crude, or basic where basic_tools is true.
    TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
    """

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
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class BreakFree(Value):
    """Break free of the trap holding the combatant (ruling T7): any stat + Traps + d20 against the
    trap's difficulty value; a contested action. Beating it frees the combatant.
    """

    FIELDS = ("combatant_id", "stat")
    __slots__ = FIELDS

    combatant_id: str
    """Who is held."""
    stat: TieredStat
    """The stat used: Mind outsmarts, Body forces, Reflex slips out, Presence dismantles."""

    def __init__(self, combatant_id: str, stat: TieredStat) -> None:
        self.combatant_id = combatant_id
        self.stat = stat

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.stat)

    kind: ClassVar[str] = "break_free"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class DisarmTrap(Value):
    """Disarm a trap the combatant knows of (ruling T7): a non-contested action from the trap's tile
    or an adjacent one. The trap is removed.
    """

    FIELDS = ("combatant_id", "trap_id")
    __slots__ = FIELDS

    combatant_id: str
    """Who disarms."""
    trap_id: str
    """Which trap (Trap.id)."""

    def __init__(self, combatant_id: str, trap_id: str) -> None:
        self.combatant_id = combatant_id
        self.trap_id = trap_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.trap_id)

    kind: ClassVar[str] = "disarm_trap"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id


@final
class TrapForFood(Value):
    """One day of trapping for food (ruling T7), out of combat: Traps + Presence + d20 against the
    zone's difficulty. Each point over it yields 1 food, 5 feathers and 1 cloth fragment (food and
    cloth doubled with Basic tools).
    """

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
    """Who traps."""
    on_road: bool
    """In a city or on a tile with a road or trail: difficulty 20 and never changes."""
    zones_away: int
    """Zones (1000 x 1000 tiles) away from the nearest city or road: -1 difficulty each, minimum 1.
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    successful_days: int
    """Successful trapping days already had in this wilderness zone, net of regeneration: +1
    difficulty each.
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    months_elapsed: int
    """Months since the zone was last trapped: each takes 1 off successful_days, down to 0.
    Valid range: 0 to 1000000 (COUNT, docs/api.md); outside it INVALID_ARGUMENT (OUT_OF_RANGE).
    """
    basic_tools: bool
    """Basic tools: double food and cloth. The same as tools TRAP_TOOLS_BASIC; true with tools NONE
    or CRUDE is INVALID_ARGUMENT (CONFLICTING_OPTIONS).
    """
    tools: TrapTools | None
    """The trapper's tools (ruling T16): unspecified is crude, or basic where basic_tools is true.
    TRAP_TOOLS_NONE is FAILED_PRECONDITION (TRAP_NEEDS_TOOLS).
    """

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

    kind: ClassVar[str] = "trap_for_food"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id

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

    def with_combatant_id(self, combatant_id: str) -> TrapForFood:
        copy = self._copy()
        copy.combatant_id = combatant_id
        return copy

    def with_on_road(self, on_road: bool) -> TrapForFood:
        copy = self._copy()
        copy.on_road = on_road
        return copy

    def with_zones_away(self, zones_away: int) -> TrapForFood:
        copy = self._copy()
        copy.zones_away = zones_away
        return copy

    def with_successful_days(self, successful_days: int) -> TrapForFood:
        copy = self._copy()
        copy.successful_days = successful_days
        return copy

    def with_months_elapsed(self, months_elapsed: int) -> TrapForFood:
        copy = self._copy()
        copy.months_elapsed = months_elapsed
        return copy

    def with_basic_tools(self, basic_tools: bool) -> TrapForFood:
        copy = self._copy()
        copy.basic_tools = basic_tools
        return copy

    def with_tools(self, tools: TrapTools | None) -> TrapForFood:
        copy = self._copy()
        copy.tools = tools
        return copy


@final
class LocateStealthed(Value):
    """Locate a stealthed combatant (ruling T18; the document lets a flagged character "use a
    contested action to try to locate the stealthed character on their turn" without a formula):
    the locator's Stealth + Presence + d20 against the stealthed combatant's Stealth + Presence +
    d20. A win (a higher total) removes the locator's flag, and the stealthed combatant stays
    stealthed only while another combatant still holds one of its flags (T6); a tie or a lower
    total changes nothing (S4). A contested action; refused (FAILED_PRECONDITION,
    NO_STEALTH_FLAG, ruling T18) unless the locator holds the target's flag.
    """

    FIELDS = ("combatant_id", "target_id")
    __slots__ = FIELDS

    combatant_id: str
    """Who searches; it must hold target_id's stealth flag (Conditions.stealth_flagged_by)."""
    target_id: str
    """The stealthed combatant searched for."""

    def __init__(self, combatant_id: str, target_id: str) -> None:
        self.combatant_id = combatant_id
        self.target_id = target_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id, self.target_id)

    kind: ClassVar[str] = "locate_stealthed"
    """Its field in ``Action`` (the name field paths give it)."""
    actor_field: ClassVar[str] = "combatant_id"
    """The field naming who acts ("": the action is of the whole state)."""

    @property
    def actor_id(self) -> str:
        """Who acts ("" for nobody in particular)."""
        return self.combatant_id
