"""The closed vocabulary of trace Total and Term names.

A client may switch on a total's or a term's name (``damage``, ``armour``): every name the engine
emits is listed here, once per ruleset that emits it, with what it means; docs/trace.md tables
them and GetCatalog lists them. A term marked ``subtracted`` is always taken away (its value is 0
or less), so a reader shows a 0 as ``- armour 0``.

To add a name: one line in ``TOTALS`` or ``TERMS`` (name, rulesets, description) and its row in
docs/trace.md. The test suite checks every Total built while it runs against these lists
(tests/conftest.py), at no cost to the service.
"""

from __future__ import annotations

from typing import final

from engine.reasons import ARRAYER, BOTH, TIERED
from engine.state import Ruleset, TieredSkill, skill_field
from engine.values import Value

__all__ = ["TERMS", "TOTALS", "TraceName"]


@final
class TraceName(Value):
    """A Total or Term name, the rulesets that emit it, and its meaning."""

    FIELDS = ("name", "rulesets", "description", "subtracted")
    __slots__ = FIELDS

    name: str
    rulesets: tuple[Ruleset, ...]
    description: str
    subtracted: bool

    def __init__(
        self, name: str, rulesets: tuple[Ruleset, ...], description: str, subtracted: bool = False
    ) -> None:
        self.name = name
        self.rulesets = rulesets
        self.description = description
        self.subtracted = subtracted

    def field_values(self) -> tuple[object, ...]:
        return (self.name, self.rulesets, self.description, self.subtracted)


_S = True  # subtracted

TOTALS: tuple[TraceName, ...] = (
    TraceName("armour_tier", TIERED, "The loser's armour Tier after a critical (T4)."),
    TraceName("attack", TIERED, "The attacker's contest total (T3), or a siege crew's d20 (T8)."),
    TraceName("cloth", TIERED, "Cloth fragments a day of trapping yields (T7)."),
    TraceName("contest", TIERED, "A trap's owner's total when a mover comes near it (T7)."),
    TraceName("damage", BOTH, "Damage dealt by a hit, counter, critical, shot, trap or mishap."),
    TraceName("defence", TIERED, "The defender's contest total (T3), or a stealth check's."),
    TraceName("difficulty", TIERED, "A trap's or trapping zone's difficulty (T7)."),
    TraceName("escape", TIERED, "A break-free attempt's total (T7)."),
    TraceName("feathers", TIERED, "Feathers a day of trapping yields (T7)."),
    TraceName("food", TIERED, "Food a day of trapping yields (T7)."),
    TraceName("healing", ARRAYER, "HP a night's rest or a blood bath heals (A12)."),
    TraceName("immobilised_rounds", TIERED, "Rounds a sprung trap holds its victim (T7)."),
    TraceName(
        "improvements", ARRAYER, "Weapon-type improvements after the Weapon Types roll (A4)."
    ),
    TraceName("initiative", TIERED, "A combatant's initiative (T2)."),
    TraceName("knock_back", ARRAYER, "Metres a quarterstaff throws its target back (A7, A8)."),
    TraceName("morale", ARRAYER, "A side's morale target (A15)."),
    TraceName("reload_actions_needed", TIERED, "Reload actions left after a reload (T2, T8)."),
    TraceName("search", TIERED, "A locator's total against a stealthed combatant (T18)."),
    TraceName("shield_tier", TIERED, "The loser's shield Tier after a critical (T4)."),
    TraceName("stealth", TIERED, "A stealthed combatant's total in a stealth check or search."),
    TraceName("successful_days", TIERED, "The zone's successful trapping days, after this one."),
    TraceName("to_hit", TIERED, "A stealth attack's total, standing in for the margin (T6)."),
    TraceName("trapping", TIERED, "A day of trapping's total (T7)."),
    TraceName("weapon_tier", TIERED, "The weapon's Tier after a critical (T4)."),
)

TERMS: tuple[TraceName, ...] = (
    TraceName("armour", BOTH, "The target's armour (ARRAYER: and shield) taken away.", _S),
    TraceName("armour_cut", TIERED, "The armour a crossbow bolt goes through, given back (T5)."),
    TraceName("armoured", ARRAYER, "A weapon's bonus against any armour (crossbow)."),
    TraceName("base", TIERED, "A trapping zone's base difficulty off the road (20)."),
    TraceName("basic_tools", TIERED, "What Basic trapping tools add (T7)."),
    TraceName("before", BOTH, "The value before this event (improvements, reload actions)."),
    TraceName("body", TIERED, "The Body stat (damage, T3; break free, T7)."),
    TraceName("bullet", TIERED, "A firearm shot's 2 x bullet Tier (T5)."),
    TraceName("critical", TIERED, "Tiers a critical takes off (T4).", _S),
    TraceName("days", TIERED, "Successful trapping days in the zone."),
    TraceName("difference", TIERED, "The contest margin (attack - defence) (T3)."),
    TraceName("floor", BOTH, "What a minimum adds to raise the total to it."),
    TraceName("half_damage", ARRAYER, "Half the quarterstaff's damage, rounded down (A8)."),
    TraceName("heavy_armour", ARRAYER, "A weapon's bonus against medium or heavy armour."),
    TraceName("hit_dice", ARRAYER, "Hit Dice: healed at rest (+), or resisting knock-back (-)."),
    TraceName(
        "hp_floor", ARRAYER, "Damage a mace-like weapon holds back at its HP floor (A9).", _S
    ),
    TraceName("improvement", ARRAYER, "Improvements the Weapon Types roll adds (A4)."),
    TraceName("minimum", TIERED, "What raises a trapping zone's difficulty to its minimum 1."),
    TraceName("modifier", ARRAYER, "A side's morale modifier (A15)."),
    TraceName("over", TIERED, "Points a trapping total beat the zone by."),
    TraceName("over_x5", TIERED, "5 x the points a trapping total beat the zone by."),
    TraceName(
        "per_hit_die", ARRAYER, "Healing beyond 1 HP per Hit Die: Hit Dice x (the rate - 1) (A12)."
    ),
    TraceName("regeneration", TIERED, "Trapping days the zone has regenerated (1 a month).", _S),
    TraceName("reload", TIERED, "One reload action done.", _S),
    TraceName("road", TIERED, "A trapping zone's difficulty on roads and in cities (20)."),
    TraceName("roll", BOTH, "A die's face (kept die, for advantage)."),
    TraceName("score", ARRAYER, "A side's morale score (A15)."),
    TraceName("shield", ARRAYER, "A weapon's bonus against a target with a shield (flail, bow)."),
    TraceName("shield", TIERED, "The loser's shield taken away (T1).", _S),
    TraceName("successful_days", TIERED, "Successful trapping days not yet regenerated."),
    TraceName("tier", TIERED, "A Tier: the weapon's (damage), or the item's before a critical."),
    TraceName("tier_x10", TIERED, "A siege weapon's 10 x Tier (T8)."),
    TraceName("to_hit", TIERED, "A stealth attack's to-hit total, as the margin (T6)."),
    TraceName("trap", TIERED, "The trap's difficulty."),
    TraceName("unarmed_critical", TIERED, "An unarmed winner's critical damage (T4)."),
    TraceName("unarmoured", ARRAYER, "A weapon's bonus against an unarmoured target (cleaver)."),
    TraceName("weight", ARRAYER, "The weapon's weight: Heavy +1, Regular 0, Light -1 (A2)."),
    TraceName("zones_away", TIERED, "Zones away from the road, off the difficulty.", _S),
    TraceName("mind", TIERED, "The Mind stat (break free, T7)."),
    TraceName("presence", TIERED, "The Presence stat."),
    TraceName("reflex", TIERED, "The Reflex stat."),
    # A `tiered` contest adds the level of the skill used, named by its TieredSkills field.
    *(TraceName(skill_field(s), TIERED, f"The {skill_field(s)} skill level.") for s in TieredSkill),
)
