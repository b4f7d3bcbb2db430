"""Which ARRAYER weapon a combatant can use right now, for the default tactic (A1, A3, A14,
A22)."""

from __future__ import annotations

from engine.arrayer.attack import attack_die, free_squares_around, weapon_rules
from engine.board import Board
from engine.errors import RuleRefusal
from engine.state import ArrayerEffectKind, Combatant, Weapon, weapon_effect

__all__ = ["melee_weapon", "missile_weapon"]


def _usable(board: Board, combatant: Combatant, weapon: Weapon) -> bool:
    """Not broken or thrown, known well enough to attack with (A1), fit for open combat, and
    with room to wield it where the weapon needs 4 square metres (A22)."""
    rules = weapon_rules(weapon)
    if weapon.broken or weapon.thrown or weapon_effect(rules, ArrayerEffectKind.ONLY_UNAWARE):
        return False
    free = free_squares_around(board, combatant) if rules.needs_space else None
    if free is not None and free < board.arrayer_rules.space_free_squares:
        return False
    try:
        attack_die(combatant, weapon, board.arrayer_rules, "")
    except RuleRefusal:
        return False
    return True


def melee_weapon(board: Board, combatant: Combatant) -> tuple[Weapon, int] | None:
    """The first weapon the combatant can strike with in melee, and its reach."""
    for weapon in combatant.weapons:
        rules = weapon_rules(weapon)
        if rules.reach >= 1 and _usable(board, combatant, weapon):
            return weapon, rules.reach
    return None


def missile_weapon(board: Board, combatant: Combatant) -> Weapon | None:
    """The first missile weapon (no melee reach) ready to shoot: no reload chits (A14), and the
    shooter standing when the weapon must be discharged standing."""
    for weapon in combatant.weapons:
        rules = weapon_rules(weapon)
        if rules.reach >= 1 or rules.range is None or weapon.reload_chits > 0:
            continue
        if rules.discharge_standing and combatant.conditions.prone:
            continue
        if _usable(board, combatant, weapon):
            return weapon
    return None
