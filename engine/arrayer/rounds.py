"""ARRAYER rounds (rulings A13-A15): initiative by side, then the phases in order: movement
(simultaneous), reloading (simultaneous), shooting (initiative winners, then losers), melee
(winners, then losers), morale.

Each combatant has one action a round. A scripted action is its whole round, played in its phase
(a Move or Escape in movement, a missile attack in shooting, a melee attack in melee). Without one,
the default tactic plays each phase (engine/arrayer/tactic.py). Someone downed before their phase
comes does not act in it: the fallen don't strike back (A13).
"""

from __future__ import annotations

from collections.abc import Hashable

from engine.actions import Action, Attack, Move
from engine.arrayer import moving, tactic
from engine.arrayer.attack import plan_strike
from engine.arrayer.initiative import roll_initiative
from engine.arrayer.simultaneous import Plan, move_together
from engine.dice import DiePurpose, DieRoll
from engine.errors import RuleRefusal
from engine.perform import perform
from engine.play import Play
from engine.results import ArrayerMoraleCheck
from engine.state import Combatant, MoraleTrigger, Side
from engine.trace import Condition, ConditionChange, EventKind, Outcome, TraceEvent, total

__all__ = ["play_round"]

_PHASES = (
    (EventKind.PHASE_MOVEMENT, "movement", "A13"),
    (EventKind.PHASE_RELOADING, "reloading", "A14"),
    (EventKind.PHASE_SHOOTING, "shooting", "A13"),
    (EventKind.PHASE_MELEE, "melee", "A13"),
    (EventKind.PHASE_MORALE, "morale", "A15"),
)


def play_round(play: Play) -> None:
    """Initiative, then each phase in turn; stops as soon as the encounter has ended."""
    _count_members(play)
    order = roll_initiative(play)
    acted: set[str] = set()
    steps = (_movement, _reloading, _shooting, _melee, _morale)
    for (kind, name, ruling), step in zip(_PHASES, steps, strict=True):
        _boundary(play, name, -1, order, acted)
        play.events.append(
            TraceEvent(kind, play.board.round, rulings=(ruling,), summary=f"{name} phase")
        )
        step(play, order, acted)
        if play.ended() is not None:
            return


def _boundary(
    play: Play, phase: str, turn: Hashable, order: list[Combatant], acted: set[str]
) -> None:
    """Tell the play's boundary hook (engine/play.py) where the round stands: before ``phase``
    (``turn`` -1) or before its ``turn`` (a combatant's turn by its index in the order, a morale
    check by its side's index and its trigger). With the board, the phase, the turn, the
    initiative order and who has acted decide the rest of the round."""
    if play.boundary is not None:
        play.boundary((phase, turn, tuple(c.id for c in order), frozenset(acted)))


def _count_members(play: Play) -> None:
    """A15: every side gets a record; starting_members 0 is counted when the fight starts."""
    board = play.board
    sides = {s.id: s for s in board.sides}
    for side_id in play.side_ids():
        side = sides.get(side_id, Side(side_id))
        if side.starting_members == 0:
            members = sum(
                1
                for c in board.combatants.values()
                if c.side_id == side_id and not c.conditions.dead
            )
            side = side.with_starting_members(members)
        sides[side_id] = side
    board.sides = tuple(sides[i] for i in play.side_ids())


def _scripted(play: Play, combatant: Combatant) -> tuple[int, Action] | None:
    """The combatant's scripted action this round, unless it attacks someone already down."""
    board = play.board
    for index, action in play.scripted.get((board.round, combatant.id), ()):
        target = board.combatants.get(action.target_id) if isinstance(action, Attack) else None
        if target is None or not board.is_down(target):
            return index, action
    return None


def _is_missile(play: Play, combatant: Combatant, attack: Attack, index: int) -> bool:
    """Whether a scripted attack is a missile or thrown attack (the shooting phase)."""
    board = play.board
    target = board.combatants.get(attack.target_id)
    if target is None:
        return False  # perform reports the unknown target in the melee phase
    try:
        strike = plan_strike(board, combatant, target, attack, f"script[{index}].action.attack")
    except RuleRefusal:
        return False  # refused the same way when performed in the melee phase
    return not strike.melee


def _ready(play: Play, combatant_id: str, acted: set[str]) -> Combatant | None:
    """The combatant as it now stands, if it may still act this round."""
    combatant = play.board.combatants[combatant_id]
    if combatant_id in acted or play.board.is_down(combatant):
        return None
    return combatant


def _movement(play: Play, order: list[Combatant], acted: set[str]) -> None:
    """Simultaneous movement (A17, A18; engine/arrayer/simultaneous.py). In state order, since
    initiative does not order movement: entangled combatants try to escape, prone ones stand up,
    other scripted actions of the phase are played; every other mover's path (its scripted Move,
    or the tactic's approach) is planned from where everyone stands now, then all step together.
    Moving disrupts a reload (A14)."""
    del order  # A17: initiative does not order movement
    board = play.board
    start = dict(board.combatants)
    plans: list[Plan] = []
    scripted: list[tuple[int, Move]] = []
    for combatant_id in start:
        play.checkpoint()  # planning a path is the costliest step of a round
        combatant = _ready(play, combatant_id, acted)
        if combatant is None:
            continue
        entry = _scripted(play, combatant)
        index, action = entry if entry is not None else (-1, None)
        if isinstance(action, Move):
            scripted.append((index, action))
            acted.add(combatant.id)
        elif action is not None and not isinstance(action, Attack):
            play.events.extend(perform(board, action, play.dice, f"script[{index}].action"))
            acted.add(combatant.id)
        elif combatant.conditions.entanglement is not None:
            tactic.escape(play, combatant)
            acted.add(combatant.id)
        elif combatant.conditions.prone:
            tactic.stand_up(play, combatant)
        elif action is None:
            plan = tactic.approach(play, combatant)
            if plan is not None:
                plans.append(plan)
                if tactic.retreating(play, plan):
                    acted.add(combatant.id)  # a retreat is its round: it attacks no one
    movers = frozenset(p.combatant_id for p in plans) | {m.combatant_id for _, m in scripted}
    for index, move in scripted:
        where = f"script[{index}].action.move"
        moving.check_arrayer_move(board, move, where, passable=movers - {move.combatant_id})
        plans.append(Plan(move.combatant_id, move.path))
    rank = {combatant_id: i for i, combatant_id in enumerate(start)}
    plans.sort(key=lambda p: rank[p.combatant_id])
    play.events.extend(move_together(board, plans, play.dice, start))


def _reloading(play: Play, order: list[Combatant], acted: set[str]) -> None:
    """A14: one chit off each loaded weapon of an undisrupted wielder; then disruption clears, so
    a disruption costs that round's chit only (A14 as clarified)."""
    del acted  # reloading is not an action
    for member in order:
        tactic.reload(play, play.board.combatants[member.id])


def _attacks(play: Play, order: list[Combatant], acted: set[str], *, missile: bool) -> None:
    board = play.board
    for turn, member in enumerate(order):
        _boundary(play, "shooting" if missile else "melee", turn, order, acted)
        play.checkpoint()
        combatant = _ready(play, member.id, acted)
        if combatant is None:
            continue
        entry = _scripted(play, combatant)
        if entry is not None:
            index, action = entry
            if (
                isinstance(action, Attack)
                and _is_missile(play, combatant, action, index) is missile
            ):
                play.events.extend(perform(board, action, play.dice, f"script[{index}].action"))
                acted.add(combatant.id)
            continue
        if tactic.strike(play, combatant, missile=missile):
            acted.add(combatant.id)


def _shooting(play: Play, order: list[Combatant], acted: set[str]) -> None:
    """Winners shoot, then losers; whoever the winners' shots downed does not shoot back."""
    _attacks(play, order, acted, missile=True)


def _melee(play: Play, order: list[Combatant], acted: set[str]) -> None:
    """Winners strike, then losers; the fallen do not strike back."""
    _attacks(play, order, acted, missile=False)


def _morale(play: Play, order: list[Combatant], acted: set[str]) -> None:
    """A15: a side checks morale when it first loses a member, and when it falls to half its
    starting number; each trigger once per encounter. One loss bringing both checks the first
    loss first, and a side that breaks on it makes no second check (A30)."""
    board = play.board
    for i, side in enumerate(board.sides):
        if side.routed or play.ended() is not None:
            continue  # once one side is left, the fight is over: nobody checks
        members = [c for c in board.combatants.values() if c.side_id == side.id]
        standing = sum(1 for c in members if not board.is_down(c))
        if standing == 0:
            continue
        triggers = []
        if standing < side.starting_members:
            triggers.append(MoraleTrigger.FIRST_LOSS)
        if 2 * standing <= side.starting_members:
            triggers.append(MoraleTrigger.HALF_STRENGTH)
        for trigger in triggers:
            current = board.sides[i]
            if trigger not in current.morale_checks_made and not current.routed:
                _boundary(play, "morale", (i, trigger), order, acted)
                _check_morale(play, i, trigger)


def _check_morale(play: Play, index: int, trigger: MoraleTrigger) -> None:
    """2d6 against morale + modifier: at or under holds, above breaks; a total modifier of
    ±``morale_auto`` or beyond decides without rolling (A15)."""
    board = play.board
    rules = board.arrayer_rules
    side = board.sides[index]
    morale = side.morale if side.morale is not None else rules.default_morale
    target = total("morale", ("score", morale), ("modifier", side.morale_modifier))
    dice: tuple[DieRoll, ...] = ()
    rolled = 0
    if side.morale_modifier >= rules.morale_auto:
        held, how = True, f"modifier {side.morale_modifier:+d} holds without a roll"
    elif side.morale_modifier <= -rules.morale_auto:
        held, how = False, f"modifier {side.morale_modifier:+d} breaks without a roll"
    else:
        dice = tuple(play.dice.roll(6, DiePurpose.MORALE, side_id=side.id) for _ in range(2))
        rolled = sum(d.face for d in dice)
        held = rolled <= target.value
        how = f"2d6 {rolled} against {target.value}"
    why = trigger.name.lower().replace("_", " ")
    play.morale_checks.append(ArrayerMoraleCheck(side.id, trigger, target.value, rolled, held))
    side = side.with_morale_checks_made((*side.morale_checks_made, trigger)).with_routed(not held)
    board.sides = tuple(side if s.id == side.id else s for s in board.sides)
    changes: list[ConditionChange] = []
    if not held:
        for combatant in list(board.combatants.values()):
            if combatant.side_id != side.id or board.is_down(combatant):
                continue
            board.put(combatant.with_conditions(combatant.conditions.with_routed(True)))
            changes.append(ConditionChange(combatant.id, Condition.ROUTED, True))
    play.events.append(
        TraceEvent(
            EventKind.MORALE_CHECK,
            board.round,
            dice=dice,
            totals=(target,),
            outcome=Outcome.HELD if held else Outcome.BROKE,
            condition_changes=tuple(changes),
            rulings=("A15",),
            side_id=side.id,
            summary=f"side {side.id} checks morale ({why}): {how}: "
            f"{'holds' if held else 'breaks and routs'}",
        )
    )
