"""The ARRAYER tactics, phase by phase. TACTIC_NEAREST_ENEMY: shooters with a ready missile weapon
shoot the nearest enemy in range; everyone else closes with the nearest enemy and strikes it. The
other tactics (engine/play.py) change whom they pick (engine/tactics.py ``rank``) and how they
move: HOLD_AT_RANGE keeps a shooter out of reach and in range, RETREAT_WHEN_HURT spends a hurt
combatant's round moving away (the movement phase's interceptions, A18, and a mancatcher's
hold, A28, apply to it as to any mover). Also the automatic steps of a round: escaping, standing
up, reloading (A14)."""

from __future__ import annotations

from engine.actions import ArrayerEscape, Attack
from engine.arrayer.aftermath import resolve_escape
from engine.arrayer.attack import fatigued_profile, resolve_attack, weapon_rules
from engine.arrayer.choice import melee_weapon, missile_weapon
from engine.arrayer.moving import hold
from engine.arrayer.simultaneous import Plan
from engine.board import Board
from engine.play import Play
from engine.state import (
    ArrayerCombatant,
    ArrayerEffectKind,
    Combatant,
    RangeBands,
    Weapon,
    weapon_effect,
)
from engine.tactic_names import Tactic
from engine.tactics import HOLD_GAP, enemies, hurt, plan_away, plan_path, rank
from engine.trace import Condition, ConditionChange, EventKind, Outcome, TraceEvent

__all__ = ["approach", "escape", "reload", "retreating", "stand_up", "strike"]


def _pick(
    board: Board, combatant: Combatant, tactic: Tactic, within: int | None
) -> Combatant | None:
    """The standing enemy the tactic picks (engine/tactics.py ``rank``; NEAREST_ENEMY: the
    nearest, ties lowest id), at most ``within`` squares away if given."""
    options = [
        c
        for c in enemies(board, combatant)
        if within is None or (board.distance(combatant, c) or 0) <= within
    ]
    ranked = rank(board, combatant, tactic, options)
    return ranked[0] if ranked else None


def _bands(board: Board, combatant: Combatant, weapon: Weapon) -> RangeBands:
    """A missile weapon's range bands as the combatant shoots it now."""
    # A25: a fatigued longbow reaches only as far as a bow. (A profile the catalog lacks is
    # reported as for the tactic's attack itself.)
    tired = fatigued_profile(board, combatant, weapon, "action.attack.weapon_id")
    bands = (tired or weapon_rules(weapon)).range
    assert bands is not None
    return bands


def _shot(board: Board, combatant: Combatant, tactic: Tactic) -> tuple[Weapon, Combatant] | None:
    """A ready missile weapon and the enemy the tactic picks within its extreme range, unless an
    enemy already stands next to a combatant that has a melee weapon (it fights instead)."""
    weapon = missile_weapon(board, combatant)
    if weapon is None:
        return None
    if (
        melee_weapon(board, combatant) is not None
        and _pick(board, combatant, Tactic.NEAREST_ENEMY, 1) is not None
    ):
        return None
    target = _pick(board, combatant, tactic, _bands(board, combatant, weapon).extreme_range)
    return None if target is None else (weapon, target)


def approach(play: Play, combatant: Combatant) -> Plan | None:
    """Movement: a shooter with a target stays put; others plan a path toward where the enemy
    the tactic picks stands now (the start of the phase, A17) until in reach of their melee
    weapon. HOLD_AT_RANGE and RETREAT_WHEN_HURT may move away instead (``_hold``,
    ``_retreat``). A held combatant never steps closer to its holder, and a trapped one stays
    put (A28). None when it does not move (engine/arrayer/simultaneous.py walks the plans)."""
    board = play.board
    tactic = play.tactic_of(combatant.id)
    held = hold(board, combatant)
    if held is not None and held.trapped:
        return None
    allows = None if held is None else held.allows
    if tactic is Tactic.RETREAT_WHEN_HURT:
        plan = _retreat(play, combatant)
        if plan is not None:
            return plan
    elif tactic is Tactic.HOLD_AT_RANGE and _missile_carried(combatant) is not None:
        return _hold(board, combatant)
    if _shot(board, combatant, tactic) is not None:
        return None
    choice = melee_weapon(board, combatant)
    enemy = _pick(board, combatant, tactic, None)
    if choice is None or enemy is None:
        return None
    path = plan_path(board, combatant, enemy, choice[1], allows)
    return Plan(combatant.id, path, enemy.id) if path else None


def retreating(play: Play, plan: Plan) -> bool:
    """Whether ``plan`` is a RETREAT_WHEN_HURT retreat, the combatant's whole round (it makes no
    attack after it)."""
    return bool(plan.away) and play.tactic_of(plan.combatant_id) is Tactic.RETREAT_WHEN_HURT


def _retreat(play: Play, combatant: Combatant) -> Plan | None:
    """RETREAT_WHEN_HURT: once hurt (engine/tactics.py ``hurt``), away from every standing enemy
    for its whole move; None when not hurt or it cannot get farther away (it fights on)."""
    board = play.board
    foes = enemies(board, combatant)
    if not foes or not hurt(play, combatant):
        return None
    held = hold(board, combatant)
    path = plan_away(board, combatant, foes, None if held is None else held.allows)
    nearest = rank(board, combatant, Tactic.NEAREST_ENEMY, foes)[0]
    return Plan(combatant.id, path, away=nearest.id) if path else None


def _missile_carried(combatant: Combatant) -> Weapon | None:
    """HOLD_AT_RANGE's missile user: the first missile weapon (range, no melee reach) it carries
    unbroken, ready or still reloading (A14)."""
    for weapon in combatant.weapons:
        rules = weapon_rules(weapon)
        if rules.range is not None and rules.reach < 1 and not (weapon.broken or weapon.thrown):
            return weapon
    return None


def _hold(board: Board, combatant: Combatant) -> Plan | None:
    """HOLD_AT_RANGE with a missile weapon (``_missile_carried``): an enemy nearer than HOLD_GAP
    squares sends it away from the enemies, never beyond its weapon's effective range of the
    nearest one (A3) nor closer to a mancatcher's holder (A28); with no enemy within the
    effective range it closes on the nearest until one is; otherwise it stands (moving would
    also disrupt a reload, A14). It shoots when its weapon is ready (``strike``)."""
    weapon = _missile_carried(combatant)
    foes = enemies(board, combatant)
    if weapon is None or not foes or combatant.position is None:
        return None
    reach = _bands(board, combatant, weapon).effective_range
    nearest = rank(board, combatant, Tactic.NEAREST_ENEMY, foes)[0]
    distance = board.distance(combatant, nearest) or 0
    held = hold(board, combatant)
    allows = None if held is None else held.allows
    if distance < HOLD_GAP and nearest.position is not None:
        path = plan_away(board, combatant, foes, allows, (nearest.position, reach))
        return Plan(combatant.id, path, away=nearest.id) if path else None
    if distance > reach:
        path = plan_path(board, combatant, nearest, reach, allows)
        return Plan(combatant.id, path, nearest.id) if path else None
    return None


def strike(play: Play, combatant: Combatant, *, missile: bool) -> bool:
    """Shooting phase (``missile``): shoot the enemy the tactic picks in range. Melee phase:
    strike the enemy it picks in reach. True when the combatant attacked."""
    board = play.board
    tactic = play.tactic_of(combatant.id)
    if missile:
        shot = _shot(board, combatant, tactic)
        if shot is None:
            return False
        weapon, target = shot
        extra: tuple[str, ...] = ()
        spread = weapon_effect(weapon_rules(weapon), ArrayerEffectKind.SPREAD)
        if spread is not None:
            near = sorted(
                (
                    c
                    for c in enemies(board, combatant)
                    if c.id != target.id and (board.distance(target, c) or 0) <= 1
                ),
                key=lambda c: c.id,
            )
            extra = tuple(c.id for c in near[: spread.value - 1])
        attack = Attack(combatant.id, target.id, weapon.id, extra_target_ids=extra)
    else:
        choice = melee_weapon(board, combatant)
        foe = None if choice is None else _pick(board, combatant, tactic, choice[1])
        if choice is None or foe is None:
            return False
        attack = Attack(combatant.id, foe.id, choice[0].id)
    play.events.extend(resolve_attack(board, attack, play.dice, "action.attack"))
    return True


def escape(play: Play, combatant: Combatant) -> None:
    """An entangled combatant spends its round getting free."""
    escape_action = ArrayerEscape(combatant.id)
    play.events.extend(resolve_escape(play.board, escape_action, play.dice, "action.escape"))


def stand_up(play: Play, combatant: Combatant) -> None:
    """A prone combatant, not downed, stands up instead of moving."""
    board = play.board
    board.put(combatant.with_conditions(combatant.conditions.with_prone(False)))
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
            weapons[i] = weapon.with_reload_chits(weapon.reload_chits - 1)
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
            combatant.with_weapons(tuple(weapons)).with_arrayer(traits.with_reload_disrupted(False))
        )
