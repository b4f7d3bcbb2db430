"""The valid range of every game number a request carries, as one table of named constants.

The wire types every game number as int32, but the rules give most of them no bounds at all
(ruling T1: "integers"; S5: HP is the caller's), and an extreme value either means nothing
(armour -50 "hitting for 55", round -7) or overflows int32 in the engine's sums (Reflex 2^31-1 +
d20) so that the response can no longer be written. So each number has a range here: wide enough
for any table-top game (and for every state the engine itself writes back), narrow enough that no
sum the rules make of in-range numbers leaves int32 (tests/engine/test_ranges.py sweeps the
corners). engine/validate.py checks a state and an action against them, raising
InvalidRequestError with reason OUT_OF_RANGE on the field; docs/api.md ("Valid ranges") lists them.

The sums that set the margins: a `tiered` roll is Reflex + skill + d20 (2,020 at most) and damage
the difference + Body + Tier x 10 (siege) + the stealth total, a few thousand; ARRAYER damage is
the die + weight + effect bonuses; the aftermath compares d20 with ``aftermath_recover_multiple``
x |HP| (1,000 x 1,000,000 = 10^9 < 2^31). Positions move at most ``max_move`` a round.
"""

from __future__ import annotations

from typing import final

from engine.errors import InvalidRequestError
from engine.state import EntanglementSource
from engine.tiered.traps import SETUP_STEPS
from engine.values import Value

__all__ = [
    "AFTERMATH_MULTIPLE",
    "AMMUNITION_TIER",
    "ARRAYER_RULES",
    "COORDINATE",
    "COUNT",
    "DAMAGE",
    "DIFFICULTY",
    "DISTANCE",
    "DURATION",
    "EFFECT_VALUE",
    "GRID_SIZE",
    "HIT_DICE",
    "HP",
    "MAX_HP",
    "MORALE",
    "MORALE_MODIFIER",
    "MOVE",
    "PROTECTION",
    "RANGES",
    "RELOAD",
    "ROUND",
    "SCORE",
    "SETUP_STEPS_LEFT",
    "SKILL",
    "STAT",
    "THRESHOLD",
    "TIER",
    "TIERED_RULES",
    "TIER_LOSS",
    "TRIP_SOURCE",
    "WEIGHT",
    "Range",
]


@final
class Range(Value):
    """An inclusive range of valid values, its name in docs/api.md, and what it covers and why."""

    FIELDS = ("name", "low", "high", "why")
    __slots__ = FIELDS

    name: str
    low: int
    high: int
    why: str

    def __init__(self, name: str, low: int, high: int, why: str) -> None:
        self.name = name
        self.low = low
        self.high = high
        self.why = why

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.low, self.high, self.why)

    def check(self, value: int, field: str) -> None:
        """Raise InvalidRequestError (OUT_OF_RANGE, on ``field``) unless low <= value <= high."""
        if not self.low <= value <= self.high:
            raise InvalidRequestError(
                f"{field.rsplit('.', 1)[-1]} must be {self.low} to {self.high} ({self.name}), "
                f"got {value!r}",
                reason="OUT_OF_RANGE",
                field=field,
            )


_MILLION = 1_000_000

# Each range is annotated: this module is in an import cycle with engine/validate.py (through
# engine/tiered/traps.py), whose module-level tables read these, and mypyc's type check (one pass,
# no cache) reaches validate first and cannot infer them (scripts/build_engine.py).

HP: Range = Range(
    "HP",
    -_MILLION,
    _MILLION,
    "Combatant and mount hp (S5: the caller's; negative is ARRAYER's injury depth, A11).",
)
MAX_HP: Range = Range("MAX_HP", 0, _MILLION, "Combatant max_hp (0: no maximum known).")
ROUND: Range = Range("ROUND", 0, _MILLION, "state.round: rounds played so far (0: not started).")
DURATION: Range = Range(
    "DURATION",
    0,
    _MILLION,
    "Rounds a condition has lasted or has left: entanglement rounds, immobilised_rounds (T7).",
)
COUNT: Range = Range(
    "COUNT",
    0,
    _MILLION,
    "Counts: shots fired, ammunition, starting members, traps set today, trapping-for-food days "
    "and zones (T7).",
)
COORDINATE: Range = Range(
    "COORDINATE",
    -100_000,
    100_000,
    "x and y of every position, facing, obstacle, path square and target tile (S3): a grid of "
    "200,000 squares a side, which keeps every line of fire and path short enough to walk.",
)
GRID_SIZE: Range = Range("GRID_SIZE", 0, 100_000, "Battlefield width and height (0: unbounded).")
DISTANCE: Range = Range(
    "DISTANCE",
    0,
    200_000,
    "Reach, range bands (A3) and the `tiered` ranges and radii (T5-T8, T17), in squares: the "
    "longest distance on the grid.",
)
STAT: Range = Range(
    "STAT",
    0,
    1_000,
    "`tiered` Body, Reflex, Mind and Presence (T1; the document's characters have single or low "
    "double figures).",
)
SKILL: Range = Range(
    "SKILL",
    0,
    1_000,
    "`tiered` skill levels (T1; 0 is untrained) and a trap's Traps skill (T7).",
)
SCORE: Range = Range(
    "SCORE",
    0,
    1_000,
    "ARRAYER Strength and Dexterity (A7: roll-under d20, default 10) and their default_score.",
)
HIT_DICE: Range = Range(
    "HIT_DICE",
    0,
    1_000,
    "ARRAYER combatant and mount Hit Dice (0: the default, 1 or the mount kind's, A23).",
)
TIER: Range = Range(
    "TIER", 1, 12, "`tiered` weapon Tier (the document's Tiers 1-12; unarmed is 0)."
)
AMMUNITION_TIER: Range = Range(
    "AMMUNITION_TIER", 0, 12, "`tiered` ammunition Tier (Tiers 1-12; 0: not given)."
)
TIER_LOSS: Range = Range(
    "TIER_LOSS",
    0,
    12,
    "Tiers a weapon has lost to criticals (T4; a Tier cannot fall below 0), and "
    "critical_tier_loss.",
)
PROTECTION: Range = Range(
    "PROTECTION",
    0,
    1_000,
    "Armour and shield value (T1: subtract from damage; A2 for ARRAYER armour) and the Tiers "
    "they have lost (T4).",
)
WEIGHT: Range = Range(
    "WEIGHT", -1_000, 1_000, "ARRAYER weapon weight (A2: signed; catalog -1 to +1)."
)
EFFECT_VALUE: Range = Range(
    "EFFECT_VALUE",
    -1_000,
    1_000,
    "ARRAYER special effect numbers (bonuses, natural-roll thresholds, the mace's HP floor A9); "
    "a trip's is TRIP_SOURCE and an over-penetration's a die size the rules roll (A20).",
)
TRIP_SOURCE: Range = Range(
    "TRIP_SOURCE",
    min(EntanglementSource),
    max(EntanglementSource),
    "An ARRAYER trip effect's value: the EntanglementSource it entangles with (1 bola, 2 net, "
    "3 chain).",
)
RELOAD: Range = Range(
    "RELOAD",
    0,
    1_000,
    "Reload chits of a weapon and its rules (A14), and `tiered` reload actions needed (T12).",
)
MORALE: Range = Range(
    "MORALE", 0, 1_000, "ARRAYER side morale and default_morale (A15: 2d6 against it)."
)
MORALE_MODIFIER: Range = Range(
    "MORALE_MODIFIER", -1_000, 1_000, "ARRAYER side morale modifier (A15: minor +-1, major +-2)."
)
DIFFICULTY: Range = Range(
    "DIFFICULTY",
    0,
    10_000,
    "A trap's difficulty and an immobilised combatant's (T7: a Traps + stat + d20 total).",
)
SETUP_STEPS_LEFT: Range = Range(
    "SETUP_STEPS_LEFT",
    0,
    SETUP_STEPS,
    "A trap's setup steps left (T7: the document's three actions; 0 is set).",
)
MOVE: Range = Range(
    "MOVE",
    0,
    1_000,
    "Movement rates: `tiered` move and the rulesets' default_move (T2; the server's max_move is "
    "lower still).",
)
DAMAGE: Range = Range(
    "DAMAGE",
    0,
    1_000,
    "HP amounts of the rules: ARRAYER minimum_damage (A2) and healing_per_hit_die (A12), `tiered` "
    "unarmed_fumble_damage (T4).",
)
THRESHOLD: Range = Range(
    "THRESHOLD",
    0,
    1_000,
    "ARRAYER rule numbers compared with a natural roll: hit thresholds (A3), initiative (A13), "
    "morale_auto (A15), night_death_face (A12), net_escape_face.",
)
AFTERMATH_MULTIPLE: Range = Range(
    "AFTERMATH_MULTIPLE",
    1,
    1_000,
    "ARRAYER aftermath_recover_multiple (A11: d20 >= this x |HP| recovers).",
)

#: Every range, in docs/api.md's order.
RANGES: tuple[Range, ...] = (
    HP,
    MAX_HP,
    ROUND,
    DURATION,
    COUNT,
    COORDINATE,
    GRID_SIZE,
    DISTANCE,
    STAT,
    SKILL,
    SCORE,
    HIT_DICE,
    TIER,
    AMMUNITION_TIER,
    TIER_LOSS,
    PROTECTION,
    WEIGHT,
    EFFECT_VALUE,
    TRIP_SOURCE,
    RELOAD,
    MORALE,
    MORALE_MODIFIER,
    DIFFICULTY,
    SETUP_STEPS_LEFT,
    MOVE,
    DAMAGE,
    THRESHOLD,
    AFTERMATH_MULTIPLE,
)

#: The range of each number of ArrayerRules an encounter may override (die sizes, the A11/A6
#: tables and space_free_squares have their own checks at the boundary).
ARRAYER_RULES: dict[str, Range] = {
    "hit_threshold_effective": THRESHOLD,
    "hit_threshold_long": THRESHOLD,
    "hit_threshold_extreme": THRESHOLD,
    "minimum_damage": DAMAGE,
    "default_score": SCORE,
    "default_morale": MORALE,
    "default_move": MOVE,
    "initiative_better": THRESHOLD,
    "initiative_equal": THRESHOLD,
    "initiative_worse": THRESHOLD,
    "morale_auto": THRESHOLD,
    "night_death_face": THRESHOLD,
    "net_escape_face": THRESHOLD,
    "aftermath_recover_multiple": AFTERMATH_MULTIPLE,
    "healing_per_hit_die": DAMAGE,
}

#: The range of each number of TieredRules.
TIERED_RULES: dict[str, Range] = {
    "default_move": MOVE,
    "critical_tier_loss": TIER_LOSS,
    "unarmed_fumble_damage": DAMAGE,
    "thrown_range": DISTANCE,
    "ranged_max_range": DISTANCE,
    "stealth_range": DISTANCE,
    "trap_trigger_radius": DISTANCE,
    "porter_reach": DISTANCE,
}
