"""TACTIC_NEAREST_ENEMY for `tiered` combatants, within the turn's action economy (ruling T2).

A combatant carrying a bow, crossbow or firearm it can use reloads it if needed, shoots the
nearest standing enemy it has in range and line of fire (first closing on the nearest enemy, to
its guaranteed range or bow range, when it has none), then reloads with what the turn has left.
Everyone else closes with the nearest enemy and strikes it with the first melee weapon it can
wield, as ARRAYER's tactic does. A combatant holding a stealth flag does not
pick the stealthed combatant that flagged it (T6: it is blind to it); when it sees no standing
enemy at all, it tries to locate the nearest stealthed one instead (LocateStealthed, T18). It
never makes a stealth check or a stealth attack of its own, so the obscurement a check needs (T13)
and the cover that keeps a combatant stealthed (T14) ask nothing of it; its moves and attacks set
facing like any other (T13).

The other tactics (engine/play.py) change whom it picks (engine/tactics.py ``rank``: the first
enemy of the ranking it can reach or shoot) and how it moves: HOLD_AT_RANGE first steps a
shooter away from an enemy nearer than HOLD_GAP squares, keeping the nearest within its range;
RETREAT_WHEN_HURT spends a hurt combatant's turn on moves away from the enemies it sees (two
non-contested actions, T2; traps on the way are contested as on any move, T7), and fights only
when it cannot get farther away.
"""

from __future__ import annotations

from engine.actions import Action, Attack, LocateStealthed, Reload
from engine.board import Board
from engine.errors import RuleRefusal
from engine.movement import move_along
from engine.play import Play
from engine.state import Combatant, Position, Weapon, find_weapon
from engine.tactic_names import Tactic
from engine.tactics import HOLD_GAP, hurt, plan_away, plan_path, rank
from engine.tiered.attack import plan_attack
from engine.tiered.economy import Economy, cost
from engine.tiered.forms import (
    AMMUNITION,
    MELEE_REACH,
    body_allows,
    check_ammunition,
    check_usable,
    guaranteed_range,
    traits,
    transport_body_needed,
)
from engine.tiered.perform import perform
from engine.tiered.transport import walk

__all__ = ["act"]


def act(play: Play, combatant: Combatant, economy: Economy) -> None:
    """Spend what is left of the turn on the standing enemy its tactic picks."""
    board = play.board
    tactic = play.tactic_of(combatant.id)
    unseen = combatant.conditions.stealth_flagged_by  # T6: blind to whoever flagged it
    seen = [
        c
        for c in board.combatants.values()
        if c.side_id != combatant.side_id and not board.is_down(c) and c.id not in unseen
    ]
    if not seen:
        _search(play, combatant, unseen, economy)
        return
    enemies = rank(board, combatant, tactic, seen)
    retreat = tactic is Tactic.RETREAT_WHEN_HURT and hurt(play, combatant)
    if retreat and _retreat(play, combatant, seen, economy):
        return
    enemy = enemies[0]
    shooter = _shooting_weapon(combatant)
    if shooter is not None and combatant.position is not None:
        if tactic is Tactic.HOLD_AT_RANGE:
            combatant = _keep_away(play, combatant, seen, shooter, economy)
            if board.is_down(combatant):
                return
        _shoot(play, combatant, enemies, shooter, economy)
        return
    choice = _melee_weapon(board, combatant)
    if choice is None:
        return  # pragma: no cover - bare hands always qualify
    weapon, reach = choice
    distance = board.distance(combatant, enemy)
    if distance is not None and distance > reach:
        combatant = _approach(play, combatant, enemy, reach, economy)
        distance = board.distance(combatant, enemy)
        if (distance is not None and distance > reach) or board.is_down(combatant):
            return
    _try(play, Attack(combatant.id, enemy.id, weapon.id), economy)


def _retreat(play: Play, combatant: Combatant, foes: list[Combatant], economy: Economy) -> bool:
    """RETREAT_WHEN_HURT: move away from ``foes`` while the turn has room for a move; True when
    it moved at all (the turn is spent)."""
    board = play.board
    nearest = rank(board, combatant, Tactic.NEAREST_ENEMY, foes)[0]
    moved = False
    while economy.allows((0, 1)) and not board.is_down(combatant):
        path = plan_away(board, combatant, foes)
        if not path or not _can_walk(combatant):
            break
        combatant = _move(play, combatant, path, economy, away=nearest.id)
        moved = True
    return moved


def _keep_away(
    play: Play, combatant: Combatant, foes: list[Combatant], weapon: Weapon, economy: Economy
) -> Combatant:
    """HOLD_AT_RANGE: an enemy nearer than HOLD_GAP squares sends the shooter away from
    ``foes``, never farther from the nearest than its shooting range (guaranteed range, T5, or
    the bow range)."""
    board = play.board
    nearest = rank(board, combatant, Tactic.NEAREST_ENEMY, foes)[0]
    if nearest.position is None or (board.distance(combatant, nearest) or 0) >= HOLD_GAP:
        return combatant
    reach = _shooting_reach(board, combatant, weapon)
    path = plan_away(board, combatant, foes, within=(nearest.position, reach))
    if not path or not economy.allows((0, 1)) or not _can_walk(combatant):
        return combatant
    return _move(play, combatant, path, economy, away=nearest.id)


def _search(play: Play, combatant: Combatant, unseen: tuple[str, ...], economy: Economy) -> None:
    """Try to locate the nearest standing stealthed enemy whose flag the combatant holds."""
    board = play.board
    hidden = [
        board.combatants[i]
        for i in unseen
        if i in board.combatants and not board.is_down(board.combatants[i])
    ]
    if hidden:
        nearest = min(hidden, key=lambda c: (board.distance(combatant, c) or 0, c.id))
        _try(play, LocateStealthed(combatant.id, nearest.id), economy)


def _shooting_weapon(combatant: Combatant) -> Weapon | None:
    """The first bow, crossbow or firearm the combatant can use and has ammunition for."""
    for weapon in combatant.weapons:
        rules = weapon.definition.tiered
        if rules is None or rules.weapon_class not in AMMUNITION:
            continue
        try:
            check_usable(combatant, weapon, "")
            check_ammunition(weapon, "")
        except RuleRefusal:
            continue
        return weapon
    return None


def _shoot(
    play: Play, combatant: Combatant, enemies: list[Combatant], weapon: Weapon, economy: Economy
) -> None:
    """Reload if needed, shoot the first of ``enemies`` (the tactic's ranking; NEAREST_ENEMY:
    the nearest) in range and line of fire (closing on the first of them when none is), then
    reload with what the turn has left."""
    board = play.board
    combatant = _reload(play, combatant, weapon.id, economy)
    if (find_weapon(combatant, weapon.id) or weapon).reload_actions_needed > 0:
        return
    target = _first_in_sight(play, combatant, enemies, weapon.id)
    if target is None:
        reach = _shooting_reach(board, combatant, weapon)
        distance = board.distance(combatant, enemies[0]) or 0
        # In range but without a line of fire: step closer all the same.
        reach = max(1, min(reach, distance - 1))
        combatant = _approach(play, combatant, enemies[0], reach, economy)
        if board.is_down(combatant):
            return
        target = _first_in_sight(play, combatant, enemies, weapon.id)
    if target is not None and _try(play, Attack(combatant.id, target.id, weapon.id), economy):
        _reload(play, board.combatants[combatant.id], weapon.id, economy)


def _shooting_reach(board: Board, combatant: Combatant, weapon: Weapon) -> int:
    """How far the tactic shoots from: the guaranteed range (T5), else the bow range."""
    return guaranteed_range(combatant, weapon) or board.tiered_rules.ranged_max_range


def _reload(play: Play, combatant: Combatant, weapon_id: str, economy: Economy) -> Combatant:
    """Reload ``weapon_id`` while it needs it, has ammunition and the turn has room."""
    while True:
        weapon = find_weapon(combatant, weapon_id)
        if weapon is None or weapon.reload_actions_needed <= 0:
            return combatant
        try:
            check_ammunition(weapon, "")
        except RuleRefusal:
            return combatant
        if not _try(play, Reload(combatant.id, weapon_id), economy):
            return combatant
        combatant = play.board.combatants[combatant.id]


def _first_in_sight(
    play: Play, combatant: Combatant, enemies: list[Combatant], weapon_id: str
) -> Combatant | None:
    """The first of ``enemies`` the weapon can hit from here (range, line of fire, T5, T9)."""
    for enemy in enemies:
        attack = Attack(combatant.id, enemy.id, weapon_id)
        if _can(play, combatant, play.board.combatants[enemy.id], attack):
            return enemy
    return None


def _can(play: Play, combatant: Combatant, enemy: Combatant, attack: Attack) -> bool:
    try:
        plan_attack(play.board, attack, combatant, enemy, "action.attack")
    except RuleRefusal:
        return False
    return True


def _approach(
    play: Play, combatant: Combatant, enemy: Combatant, reach: int, economy: Economy
) -> Combatant:
    """Move toward ``enemy`` until in ``reach`` (engine/tactics.py ``plan_path``)."""
    if not economy.allows((0, 1)) or not _can_walk(combatant):
        return combatant
    path = plan_path(play.board, combatant, enemy, reach)
    return _move(play, combatant, path, economy, toward=enemy.id) if path else combatant


def _can_walk(combatant: Combatant) -> bool:
    """T8: not with a siege weapon too heavy for the combatant's Body to move alone."""
    return transport_body_needed(combatant) <= traits(combatant).body


def _move(
    play: Play,
    combatant: Combatant,
    path: tuple[Position, ...],
    economy: Economy,
    *,
    toward: str = "",
    away: str = "",
) -> Combatant:
    """Walk ``path`` (a non-contested action the caller checked there is room for), contest any
    trap on the way and face the last step (T13); returns the combatant as it now stands."""
    start = combatant.position
    assert start is not None, "a combatant without a position does not move"
    economy.spend((0, 1), "action")
    moved, move = move_along(play.board, combatant, path, toward, away=away)
    play.events.extend(walk(play.board, (move,), play.dice, (start,)))
    return play.board.combatants[moved.id]


def _try(play: Play, action: Action, economy: Economy) -> bool:
    """Perform ``action`` if the turn has room for it."""
    spend = cost(play.board, action)
    if not economy.allows(spend):
        return False
    economy.spend(spend, "action")
    play.events.extend(perform(play.board, action, play.dice, "action"))
    return True


def _melee_weapon(board: Board, combatant: Combatant) -> tuple[Weapon, int] | None:
    """The first weapon the combatant can strike with in melee, and its reach; bare hands last."""
    for weapon in (*combatant.weapons, board.unarmed()):
        tiered = weapon.definition.tiered
        if tiered is None or weapon.broken or tiered.weapon_class not in MELEE_REACH:
            continue
        if body_allows(combatant, weapon):
            return weapon, MELEE_REACH[tiered.weapon_class]
    return None  # pragma: no cover - bare hands always qualify
