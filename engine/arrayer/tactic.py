"""The ARRAYER default tactic, phase by phase (TACTIC_NEAREST_ENEMY): shooters with a ready
missile weapon shoot the nearest enemy in range; everyone else closes with the nearest enemy and
strikes it. Also the automatic steps of a round: escaping, standing up, reloading (A14)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from engine.actions import Attack
from engine.arrayer.actions import Escape
from engine.arrayer.aftermath import resolve_escape
from engine.arrayer.attack import fatigued_profile, resolve_attack, weapon_rules
from engine.arrayer.choice import melee_weapon, missile_weapon
from engine.arrayer.moving import hold
from engine.arrayer.simultaneous import Plan
from engine.board import Board
from engine.state import ArrayerCombatant, ArrayerEffectKind, Combatant, Weapon
from engine.tactics import plan_path
from engine.trace import Condition, ConditionChange, EventKind, Outcome, TraceEvent

if TYPE_CHECKING:  # rounds drive the tactic; it only needs the Play type
    from engine.play import Play

__all__ = ["approach", "escape", "reload", "stand_up", "strike"]


def _enemies(board: Board, combatant: Combatant) -> list[Combatant]:
    return [
        c
        for c in board.combatants.values()
        if c.side_id != combatant.side_id and not board.is_down(c)
    ]


def _nearest(board: Board, combatant: Combatant, within: int | None) -> Combatant | None:
    """The nearest standing enemy (ties: lowest id), at most ``within`` squares away if given."""
    options = [
        c
        for c in _enemies(board, combatant)
        if within is None or (board.distance(combatant, c) or 0) <= within
    ]
    if not options:
        return None
    return min(options, key=lambda c: (board.distance(combatant, c) or 0, c.id))


def _shot(board: Board, combatant: Combatant) -> tuple[Weapon, Combatant] | None:
    """A ready missile weapon and the nearest enemy within its extreme range, unless an enemy
    already stands next to a combatant that has a melee weapon (it fights instead)."""
    weapon = missile_weapon(board, combatant)
    if weapon is None:
        return None
    if melee_weapon(board, combatant) is not None and _nearest(board, combatant, 1) is not None:
        return None
    # A25: a fatigued longbow reaches only as far as a bow. (A profile the catalog lacks is
    # reported as for the tactic's attack itself.)
    tired = fatigued_profile(board, combatant, weapon, "action.attack.weapon_id")
    bands = (tired or weapon_rules(weapon)).range
    assert bands is not None
    target = _nearest(board, combatant, bands.extreme_range)
    return None if target is None else (weapon, target)


def approach(board: Board, combatant: Combatant) -> Plan | None:
    """Movement: a shooter with a target stays put; others plan a path toward where the nearest
    enemy stands now (the start of the phase, A17) until in reach of their melee weapon. A held
    combatant never steps closer to its holder, and a trapped one stays put (A28). None when it
    does not move (engine/arrayer/simultaneous.py walks the plans)."""
    if _shot(board, combatant) is not None:
        return None
    held = hold(board, combatant)
    choice = melee_weapon(board, combatant)
    enemy = _nearest(board, combatant, None)
    if choice is None or enemy is None or (held is not None and held.trapped):
        return None
    path = plan_path(board, combatant, enemy, choice[1], None if held is None else held.allows)
    return Plan(combatant.id, path, enemy.id) if path else None


def strike(play: Play, combatant: Combatant, *, missile: bool) -> bool:
    """Shooting phase (``missile``): shoot the nearest enemy in range. Melee phase: strike the
    nearest enemy in reach. True when the combatant attacked."""
    board = play.board
    if missile:
        shot = _shot(board, combatant)
        if shot is None:
            return False
        weapon, target = shot
        extra: tuple[str, ...] = ()
        spread = weapon_rules(weapon).effect(ArrayerEffectKind.SPREAD)
        if spread is not None:
            near = sorted(
                (
                    c
                    for c in _enemies(board, combatant)
                    if c.id != target.id and (board.distance(target, c) or 0) <= 1
                ),
                key=lambda c: c.id,
            )
            extra = tuple(c.id for c in near[: spread.value - 1])
        attack = Attack(combatant.id, target.id, weapon.id, extra_target_ids=extra)
    else:
        choice = melee_weapon(board, combatant)
        foe = None if choice is None else _nearest(board, combatant, choice[1])
        if choice is None or foe is None:
            return False
        attack = Attack(combatant.id, foe.id, choice[0].id)
    play.events.extend(resolve_attack(board, attack, play.dice, "action.attack"))
    return True


def escape(play: Play, combatant: Combatant) -> None:
    """An entangled combatant spends its round getting free."""
    escape_action = Escape(combatant.id)
    play.events.extend(resolve_escape(play.board, escape_action, play.dice, "action.escape"))


def stand_up(play: Play, combatant: Combatant) -> None:
    """A prone combatant, not downed, stands up instead of moving."""
    board = play.board
    board.put(
        dataclasses.replace(
            combatant, conditions=dataclasses.replace(combatant.conditions, prone=False)
        )
    )
    play.events.append(
        TraceEvent(
            EventKind.STAND_UP,
            board.round,
            combatant.id,
            condition_changes=(ConditionChange(combatant.id, Condition.PRONE, False),),
            summary=f"{combatant.id} stands up",
        )
    )


def reload(play: Play, combatant: Combatant) -> None:
    """A14: one chit comes off each weapon holding chits, unless the wielder moved or was
    attacked since (disrupted), is down, or lies prone with a weapon reloaded standing (§).
    Disruption then clears: it costs one round's chit."""
    board = play.board
    traits = combatant.arrayer or ArrayerCombatant()
    weapons = list(combatant.weapons)
    for i, weapon in enumerate(weapons):
        if weapon.reload_chits <= 0 or weapon.broken:
            continue
        rules = weapon_rules(weapon)
        blocked = ""
        if board.is_down(combatant):
            blocked = "is down"
        elif traits.reload_disrupted:
            blocked = "moved or was attacked"
        elif rules.reload_standing and combatant.conditions.prone:
            blocked = "is prone"
        if not blocked:
            weapons[i] = dataclasses.replace(weapon, reload_chits=weapon.reload_chits - 1)
        left = weapons[i].reload_chits
        play.events.append(
            TraceEvent(
                EventKind.RELOAD_CHIT,
                board.round,
                combatant.id,
                weapon_id=weapon.id,
                outcome=Outcome.FAILURE if blocked else Outcome.SUCCESS,
                rulings=("A14",),
                summary=f"{combatant.id} reloads {weapon.id}: "
                + (f"no chit off ({blocked}), {left} left" if blocked else f"{left} chits left"),
            )
        )
    if tuple(weapons) != combatant.weapons or traits.reload_disrupted:
        board.put(
            dataclasses.replace(
                combatant,
                weapons=tuple(weapons),
                arrayer=dataclasses.replace(traits, reload_disrupted=False),
            )
        )
