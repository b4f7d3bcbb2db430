"""Server limits: how much work one request (or one batch stream) may ask for.

The engine's work per request is bounded by the size of the state, the round limit and the roll
budget, and by the estimated cost of a request and of a whole batch stream (service.offload);
these are the numbers, and ``SIZES`` says which field of a request each size limit bounds. The
runtime builds a ``Limits`` from its configuration; the boundary enforces it (the size checks
generated from ``SIZES``, service/boundary/codec/readers/sizes.py; ``service.boundary.convert`` and
``service.servicer`` for the rest), failing with RESOURCE_EXHAUSTED (reason ``LIMIT_EXCEEDED``)
and a field violation naming the field that is over.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["MAX_TABLE_ROWS", "MAX_WEAPON_ENTRIES", "SIZES", "Bound", "Limits"]

#: Effects and ammunition ranges one inline weapon definition may list (each attack reads them).
MAX_WEAPON_ENTRIES = 32

#: Rows one overridden ArrayerRules table (wound, location, mishap bands) may hold.
MAX_TABLE_ROWS = 32


@dataclass(frozen=True, slots=True)
class Limits:
    """Per-request and per-stream limits; every value must be positive."""

    max_combatants: int = 64
    """Combatants in one encounter state (also caps ``sides``, ``turn_order`` and every list of
    combatant ids)."""
    max_weapons_per_combatant: int = 16
    """Weapons one combatant carries."""
    max_batch_items: int = 100_000
    """Items in one ResolveBatch stream; one more aborts the stream."""
    max_rounds: int = 200
    """Hard cap on ResolveEncounter ``max_rounds``; above it is RESOURCE_EXHAUSTED, not clamped."""
    default_max_rounds: int = 50
    """Rounds played when a request leaves ``max_rounds`` unset; at most ``max_rounds``."""
    max_dice: int = 100_000
    """Roll budget of one request or batch item (docs/dice.md)."""
    max_forced_faces: int = 100_000
    """Faces in one ``dice.forced``."""
    max_script_actions: int = 10_000
    """Entries in one ResolveEncounter ``script``."""
    max_move: int = 10
    """Squares per round a request may set as a movement rate (ArrayerRules/TieredRules
    ``default_move``, TieredCombatant ``move``); twice the rulesets' default of 5. The default
    tactic walks a move square by square, so this bounds the work of every turn."""
    max_obstacles: int = 1_024
    """Obstacles on one battlefield: the default tactic scans them on every move, so they multiply
    the work of every round."""
    max_list_items: int = 256
    """Any other repeated field of the state: traps, proficiencies, wounds, morale checks,
    ArrayerRules.proficiency_dice."""
    max_message_bytes: int = 4 * 1024 * 1024
    """Largest request or response message; the runtime passes it to gRPC as the send and receive
    message size limits."""
    max_request_cost: int = 16_384
    """Estimated work of one request or batch item, in units of about one combatant's turn:
    rounds x combatants for an encounter, plus converting the request (service.offload). The
    default admits the worst request the other limits allow (64 combatants x 200 rounds, 12,800);
    lower it to bound each request's CPU (docs/configuration.md)."""
    max_simulation_runs: int = 10_000_000
    """Runs one Simulate call may ask for; more is RESOURCE_EXHAUSTED (field ``runs``). A
    simulation is bounded by this, its call's deadline, and each run's cost (max_request_cost),
    not by max_stream_cost: it is long on purpose (docs/configuration.md)."""
    max_stream_cost: int = 10_000_000
    """Estimated work of one ResolveBatch stream or ResolveMany request, its items' costs summed;
    the item that would go over ends the call. The default admits max_batch_items duels at the
    default round limit (100,000 x 2 x 50)."""

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"limit {f.name} must be a positive integer, got {value!r}")
        if self.default_max_rounds > self.max_rounds:
            raise ValueError(
                f"default_max_rounds ({self.default_max_rounds}) exceeds max_rounds "
                f"({self.max_rounds})"
            )
        if self.max_request_cost > self.max_stream_cost:
            raise ValueError(
                f"max_request_cost ({self.max_request_cost}) exceeds max_stream_cost "
                f"({self.max_stream_cost})"
            )


@dataclass(frozen=True, slots=True)
class Bound:
    """What bounds one field of a request, and how its refusal names it."""

    limit: str | int
    """A ``Limits`` field (the refusal names it), or a fixed number."""
    name: str = ""
    """How the refusal names a fixed number's limit."""
    unit: str = "entries"
    """What is counted: a repeated field's entries, or ``squares`` (a path's, a movement rate's)."""
    value: bool = False
    """The field's value is bounded (a movement rate, when set), not its length."""


_COMBATANTS = Bound("max_combatants")
_ITEMS = Bound("max_list_items")
_MOVE = Bound("max_move", unit="squares", value=True)
_TABLE_ROWS = {
    table: Bound(MAX_TABLE_ROWS, f"rows per {table}")
    for table in ("wound_bands", "location_bands", "mishap_bands")
}
_EFFECTS = Bound(MAX_WEAPON_ENTRIES, "effects per weapon")
_AMMUNITION_RANGES = Bound(MAX_WEAPON_ENTRIES, "ammunition ranges per weapon")
_SCRIPT = {"script": Bound("max_script_actions")}

#: Where each limit applies: per arbiter.v1 message, its bounded fields. scripts/gen_readers.py
#: makes of it one check per request (service/boundary/codec/readers/sizes.py) that the boundary
#: runs before it converts anything: a request over a limit does no other work, and its refusal
#: (RESOURCE_EXHAUSTED, reason LIMIT_EXCEEDED) names the field's path.
SIZES: dict[str, dict[str, Bound]] = {
    "EncounterState": {
        "combatants": _COMBATANTS,
        "sides": _COMBATANTS,
        "turn_order": _COMBATANTS,
        "traps": _ITEMS,
    },
    "Battlefield": {"obstacles": Bound("max_obstacles")},
    "Combatant": {"weapons": Bound("max_weapons_per_combatant")},
    "Conditions": {"stealth_flagged_by": _COMBATANTS, "also_held_by": _COMBATANTS},
    "ArrayerCombatant": {"proficiencies": _ITEMS, "wounds": _ITEMS},
    "TieredCombatant": {"move": _MOVE},
    "Side": {"morale_checks_made": _ITEMS},
    "Trap": {"known_by": _COMBATANTS},
    "ArrayerRules": {"default_move": _MOVE, "proficiency_dice": _ITEMS, **_TABLE_ROWS},
    "TieredRules": {"default_move": _MOVE},
    "ArrayerWeaponRules": {"effects": _EFFECTS, "ammunition_ranges": _AMMUNITION_RANGES},
    "ArrayerEffectList": {"items": _EFFECTS},
    "ArrayerAmmunitionRangeList": {"items": _AMMUNITION_RANGES},
    "Move": {"path": Bound("max_move", unit="squares"), "porter_ids": _COMBATANTS},
    "Attack": {"extra_target_ids": _COMBATANTS, "crew_ids": _COMBATANTS},
    "ArrayerFollowUp": {"target_ids": _COMBATANTS},
    "ArrayerAftermath": {"blood_baths": _COMBATANTS},
    "ArrayerBloodBath": {"bather_ids": _COMBATANTS},
    "StealthCheck": {"target_ids": _COMBATANTS, "obscured_from_ids": _COMBATANTS},
    "ForcedDice": {"faces": Bound("max_forced_faces")},
    "ResolveEncounterRequest": _SCRIPT,
    "SimulateRequest": _SCRIPT,
    "ComputeEncounterOddsRequest": _SCRIPT,
}
