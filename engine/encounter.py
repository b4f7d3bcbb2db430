"""Play a whole encounter: rounds, initiative, the default tactic and scripted actions.

ARRAYER: each round one side rolls a d6 for initiative against its sentiment (ruling A13); the
winners' members act first, then the losers', each in the order listed. `tiered`: turn order is
rolled once per encounter, d20 + Reflex, highest first, ties by higher Reflex then id (ruling T2).
A combatant down when its turn comes does not act. It ends when only one side can fight, or at the
round limit. Scripted actions replace the tactic for their actor and round; a scripted attack on
a target already down falls back to the tactic.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass

from engine.actions import Attack, ScriptedAction
from engine.arrayer.attack import attack_die
from engine.board import Board
from engine.dice import DiceSource, DiePurpose
from engine.errors import InvalidRequestError, RuleRefusal
from engine.perform import perform
from engine.state import Combatant, EncounterState, Position, Ruleset, Sentiment, Weapon
from engine.tiered.exchange import MELEE_REACH
from engine.trace import EventKind, Outcome, TraceEvent, total
from engine.validate import validate_state

__all__ = [
    "EncounterOutcome",
    "EncounterResolution",
    "EndReason",
    "Tactic",
    "resolve_encounter",
]


class Tactic(enum.IntEnum):
    """What combatants without a scripted action do."""

    NEAREST_ENEMY = 1
    """Attack the nearest standing enemy (ties: lowest id) with the first weapon that can; move
    toward it first when out of reach."""


class EndReason(enum.IntEnum):
    """Why an encounter stopped."""

    SIDE_DEFEATED = 1
    """Only one side has anyone able to fight."""
    SIDE_ROUTED = 2
    """Every other side routed (A15)."""
    ROUND_LIMIT = 3
    """The round limit came with more than one side fighting."""


@dataclass(frozen=True, slots=True)
class EncounterOutcome:
    """How an encounter ended; ``winning_side_id`` is empty when nobody won."""

    end_reason: EndReason
    winning_side_id: str
    rounds: int


@dataclass(frozen=True, slots=True)
class EncounterResolution:
    """The final state, the trace, the outcome and the dice rolled."""

    state: EncounterState
    events: tuple[TraceEvent, ...]
    outcome: EncounterOutcome
    dice_rolled: int


_INITIATIVE_FIELDS = {
    Sentiment.BETTER: "initiative_better",
    Sentiment.EQUAL: "initiative_equal",
    Sentiment.WORSE: "initiative_worse",
}


def resolve_encounter(
    state: EncounterState,
    dice: DiceSource,
    *,
    max_rounds: int,
    script: tuple[ScriptedAction, ...] = (),
    tactic: Tactic = Tactic.NEAREST_ENEMY,
) -> EncounterResolution:
    """Play ``state`` to its end, at most ``max_rounds`` rounds (see the module docstring)."""
    del tactic  # one tactic so far: NEAREST_ENEMY
    validate_state(state)
    scripted = _index_script(state, script)
    board = Board(state)
    events: list[TraceEvent] = []
    start = board.round
    if board.ruleset is Ruleset.TIERED and not board.turn_order:
        board.turn_order = _roll_turn_order(board, dice, events)
    outcome = _ended(board, start)
    while outcome is None and board.round - start < max_rounds:
        board.round += 1
        events.append(
            TraceEvent(EventKind.ROUND_START, board.round, summary=f"round {board.round}")
        )
        if board.ruleset is Ruleset.ARRAYER:
            order = _arrayer_order(board, dice, events)
        else:
            order = [cid for cid in board.turn_order if cid in board.combatants]
        for combatant_id in order:
            combatant = board.combatants[combatant_id]
            if board.is_down(combatant):
                continue
            _take_turn(board, combatant, scripted.get((board.round, combatant_id)), dice, events)
            outcome = _ended(board, start)
            if outcome is not None:
                break
    if outcome is None:
        outcome = EncounterOutcome(EndReason.ROUND_LIMIT, "", board.round - start)
    events.append(
        TraceEvent(
            EventKind.ENCOUNTER_END,
            board.round,
            side_id=outcome.winning_side_id,
            summary=f"encounter ends after {outcome.rounds} rounds: "
            + (f"side {outcome.winning_side_id} wins" if outcome.winning_side_id else "no winner")
            + f" ({outcome.end_reason.name.lower()})",
        )
    )
    return EncounterResolution(board.to_state(), tuple(events), outcome, dice.rolled)


def _index_script(
    state: EncounterState, script: tuple[ScriptedAction, ...]
) -> dict[tuple[int, str], tuple[int, Attack]]:
    ids = {c.id for c in state.combatants}
    scripted: dict[tuple[int, str], tuple[int, Attack]] = {}
    for i, entry in enumerate(script):
        where = f"script[{i}]"
        if entry.round < 1:
            raise InvalidRequestError(
                f"scripted round must be 1 or more, got {entry.round!r}",
                reason="BAD_ROUND",
                field=f"{where}.round",
            )
        actor = entry.action.actor_id
        if actor not in ids:
            raise InvalidRequestError(
                f"unknown combatant: {actor!r}",
                reason="UNKNOWN_COMBATANT",
                field=f"{where}.action.attack.attacker_id",
            )
        key = (entry.round, actor)
        if key in scripted:
            raise InvalidRequestError(
                f"{actor!r} already has a scripted action in round {entry.round}",
                reason="DUPLICATE_SCRIPTED_ACTION",
                field=where,
            )
        scripted[key] = (i, entry.action)
    return scripted


def _side_ids(board: Board) -> list[str]:
    """Sides in order: those listed in the state, then others as combatants name them."""
    order = [side.id for side in board.state.sides]
    for combatant in board.combatants.values():
        if combatant.side_id not in order:
            order.append(combatant.side_id)
    return order


def _standing_sides(board: Board) -> list[str]:
    standing = {c.side_id for c in board.combatants.values() if not board.is_down(c)}
    return [side for side in _side_ids(board) if side in standing]


def _ended(board: Board, start: int) -> EncounterOutcome | None:
    sides = _standing_sides(board)
    if len(sides) > 1:
        return None
    return EncounterOutcome(EndReason.SIDE_DEFEATED, sides[0] if sides else "", board.round - start)


def _arrayer_order(board: Board, dice: DiceSource, events: list[TraceEvent]) -> list[str]:
    """A13: the first side rolls a d6; at or under its sentiment's threshold it acts first."""
    sides = _standing_sides(board)
    if len(sides) > 1:
        first = sides[0]
        declared = next((s for s in board.state.sides if s.id == first), None)
        sentiment = (declared.sentiment if declared else None) or Sentiment.EQUAL
        threshold: int = getattr(board.arrayer_rules, _INITIATIVE_FIELDS[sentiment])
        roll = dice.roll(6, DiePurpose.INITIATIVE, side_id=first)
        won = roll.face <= threshold
        events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                dice=(roll,),
                outcome=Outcome.FIRST if won else Outcome.SECOND,
                rulings=("A13",),
                side_id=first,
                summary=f"side {first} ({sentiment.name.lower()} sentiment) rolls {roll.face} "
                f"against {threshold}: acts {'first' if won else 'second'}",
            )
        )
        if not won:
            sides = [*sides[1:], first]
    rank = {side: i for i, side in enumerate(sides)}
    members = [c for c in board.combatants.values() if c.side_id in rank]
    return [c.id for c in sorted(members, key=lambda c: rank[c.side_id])]


def _roll_turn_order(board: Board, dice: DiceSource, events: list[TraceEvent]) -> tuple[str, ...]:
    """T2: d20 + Reflex once per encounter; highest first, then higher Reflex, then id."""
    keys = []
    for combatant in board.combatants.values():
        reflex = combatant.tiered.reflex if combatant.tiered else 0
        roll = dice.roll(20, DiePurpose.INITIATIVE, combatant.id)
        initiative = total("initiative", ("roll", roll.face), ("reflex", reflex))
        events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                combatant.id,
                dice=(roll,),
                totals=(initiative,),
                rulings=("T2",),
                summary=f"{combatant.id} rolls initiative {initiative.value}",
            )
        )
        keys.append((-initiative.value, -reflex, combatant.id))
    return tuple(key[2] for key in sorted(keys))


def _take_turn(
    board: Board,
    combatant: Combatant,
    scripted: tuple[int, Attack] | None,
    dice: DiceSource,
    events: list[TraceEvent],
) -> None:
    if scripted is not None:
        index, action = scripted
        target = board.combatants.get(action.target_id)
        if target is None or not board.is_down(target):
            events.extend(perform(board, action, dice, f"script[{index}].action"))
            return
    _nearest_enemy(board, combatant, dice, events)


def _nearest_enemy(
    board: Board, combatant: Combatant, dice: DiceSource, events: list[TraceEvent]
) -> None:
    enemies = [
        c
        for c in board.combatants.values()
        if c.side_id != combatant.side_id and not board.is_down(c)
    ]
    if not enemies:
        return
    enemy = min(enemies, key=lambda c: (board.distance(combatant, c) or 0, c.id))
    choice = _tactic_weapon(board, combatant)
    if choice is None:
        return
    weapon, reach = choice
    distance = board.distance(combatant, enemy)
    if distance is not None and distance > reach:
        _move_toward(board, combatant, enemy, reach, events)
        combatant = board.combatants[combatant.id]
        distance = board.distance(combatant, enemy)
        if distance is not None and distance > reach:
            return
    events.extend(perform(board, Attack(combatant.id, enemy.id, weapon.id), dice, "action"))


def _tactic_weapon(board: Board, combatant: Combatant) -> tuple[Weapon, int] | None:
    """The first weapon the combatant can strike with in melee, and its reach."""
    if board.ruleset is Ruleset.ARRAYER:
        for weapon in combatant.weapons:
            rules = weapon.definition.arrayer
            if rules is None or weapon.broken or rules.reach < 1:
                continue
            try:
                attack_die(combatant, weapon, board.arrayer_rules, "")
            except RuleRefusal:
                continue
            return weapon, rules.reach
        return None
    body = combatant.tiered.body if combatant.tiered else 0
    for weapon in (*combatant.weapons, board.unarmed()):
        tiered = weapon.definition.tiered
        if tiered is None or weapon.broken or tiered.weapon_class not in MELEE_REACH:
            continue
        if body >= tiered.tier:
            return weapon, MELEE_REACH[tiered.weapon_class]
    return None  # pragma: no cover - bare hands always qualify


def _move_toward(
    board: Board, combatant: Combatant, enemy: Combatant, reach: int, events: list[TraceEvent]
) -> None:
    """Greedy steps toward ``enemy`` until in reach, blocked, or out of movement."""
    if combatant.position is None or enemy.position is None:
        return
    if combatant.conditions.immobilised_rounds > 0 or combatant.conditions.entanglement:
        return
    if board.ruleset is Ruleset.ARRAYER:
        allowance = board.arrayer_rules.default_move
    else:
        move = combatant.tiered.move if combatant.tiered else None
        allowance = board.tiered_rules.default_move if move is None else move
    battlefield = board.state.battlefield
    blocked = {o.position for o in battlefield.obstacles} if battlefield else set()
    blocked |= {
        c.position
        for c in board.combatants.values()
        if c.position is not None and c.id != combatant.id and not c.conditions.dead
    }
    here, goal = combatant.position, enemy.position
    path: list[Position] = []
    while len(path) < allowance and here.distance(goal) > reach:
        steps = [
            Position(here.x + dx, here.y + dy)
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx or dy)
        ]
        options = [
            p
            for p in steps
            if p not in blocked
            and (battlefield is None or battlefield.contains(p))
            and p.distance(goal) < here.distance(goal)
        ]
        if not options:
            break
        here = min(options, key=lambda p: ((p.x - goal.x) ** 2 + (p.y - goal.y) ** 2, p.y, p.x))
        path.append(here)
    if not path:
        return
    board.put(dataclasses.replace(combatant, position=here))
    events.append(
        TraceEvent(
            EventKind.MOVE,
            board.round,
            combatant.id,
            enemy.id,
            path=tuple(path),
            summary=f"{combatant.id} moves {len(path)} toward {enemy.id}, to ({here.x}, {here.y})",
        )
    )
