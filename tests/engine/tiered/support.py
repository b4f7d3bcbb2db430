"""Builders for `tiered` engine tests: weapons with hands, wear and ammunition, and fighters."""

from __future__ import annotations

from engine.state import (
    Ammunition,
    AmmunitionKind,
    Armour,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Hand,
    Obstacle,
    Position,
    Ruleset,
    Shield,
    TieredCombatant,
    TieredSkills,
    Weapon,
)
from engine.trace import TraceEvent
from tests.engine.factories import weapon

__all__ = ["arm", "fighter", "lines", "state"]


def arm(
    catalog_id: str,
    *,
    weapon_id: str = "",
    hand: Hand | None = None,
    tier_loss: int = 0,
    reload: int = 0,
    ammo: tuple[AmmunitionKind | None, int, int | None] | None = None,
) -> Weapon:
    """A catalog weapon held in ``hand`` with wear; ``ammo`` is (kind, tier, count)."""
    return (
        weapon(Ruleset.TIERED, catalog_id, weapon_id)
        .with_hand(hand)
        .with_tier_loss(tier_loss)
        .with_reload_actions_needed(reload)
        .with_ammunition(Ammunition(*ammo) if ammo else None)
    )


def fighter(
    combatant_id: str,
    side: str,
    *,
    at: tuple[int, int] | None = None,
    weapons: tuple[Weapon, ...] = (),
    hp: int = 30,
    body: int = 3,
    reflex: int = 2,
    presence: int = 0,
    armour: int = 0,
    shield: int = 0,
    conditions: Conditions | None = None,
    traps_set_today: int = 0,
    **skills: int,
) -> Combatant:
    """A `tiered` combatant; keyword skills are TieredSkills levels."""
    return Combatant(
        combatant_id,
        side,
        hp,
        position=Position(*at) if at else None,
        weapons=weapons,
        armour=Armour(armour) if armour else None,
        shield=Shield(shield) if shield else None,
        conditions=conditions or Conditions(),
        tiered=TieredCombatant(
            body=body,
            reflex=reflex,
            presence=presence,
            skills=TieredSkills(**skills),
            traps_set_today=traps_set_today,
        ),
    )


def lines(events: tuple[TraceEvent, ...]) -> list[str]:
    """Events as the rules docs show them: each summary, then ``name value = term v, ...``."""
    rendered = []
    for event in events:
        rendered.append(event.summary)
        for total in event.totals:
            terms = ", ".join(f"{t.name} {t.value}" for t in total.terms)
            rendered.append(f"{total.name} {total.value} = {terms}")
    return rendered


def state(*combatants: Combatant, obstacles: tuple[tuple[int, int], ...] = ()) -> EncounterState:
    """A `tiered` encounter; ``obstacles`` are blocking squares."""
    field = Battlefield(obstacles=tuple(Obstacle(Position(*o)) for o in obstacles))
    return EncounterState(Ruleset.TIERED, combatants, battlefield=field if obstacles else None)
