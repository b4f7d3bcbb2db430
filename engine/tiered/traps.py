"""Traps (ruling T7): setting them (in combat in 3 steps, unseen, within the daily limit), movers
contesting them, breaking free, disarming, and trapping for food; both need at least crude tools
(T16)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import BreakFree, DisarmTrap, SetTrap, TrapForFood, TrapTools, stat_field
from engine.board import Board
from engine.dice import DiceSource, DiePurpose
from engine.errors import InvalidRequestError, RuleRefusal
from engine.movement import fallen_squares
from engine.results import (
    BreakFreeResult,
    DisarmTrapResult,
    MovedCombatant,
    MoveResult,
    MoveStop,
    SetTrapResult,
    TrapCatch,
    TrapForFoodResult,
)
from engine.state import Combatant, Position, Trap, distance
from engine.tiered.forms import traits
from engine.tiered.sight import sees
from engine.trace import Condition, ConditionChange, EventKind, Outcome, Total, TraceEvent, total

__all__ = [
    "ROAD_DIFFICULTY",
    "SETUP_STEPS",
    "after_move",
    "food_difficulty",
    "knows",
    "resolve_break_free",
    "resolve_disarm",
    "resolve_set_trap",
    "resolve_trap_for_food",
]

#: Trapping difficulty in a city or on a road or trail (document).
ROAD_DIFFICULTY = 20
#: In-combat setup: prepare, set and hide (the roll), clear up (document: 3 actions).
SETUP_STEPS = 3


def knows(board: Board, combatant: Combatant, trap: Trap) -> bool:
    """The owner's side knows its traps; others only once they saw or discovered one."""
    owner = board.combatants.get(trap.owner_id)
    owner_side = owner.side_id if owner else ""
    return combatant.side_id == owner_side or combatant.id in trap.known_by


def _replace_trap(board: Board, trap: Trap | None, trap_id: str) -> None:
    """Put ``trap`` in place of the trap ``trap_id`` (remove it when None); appended if new."""
    traps = [t for t in board.traps if t.id != trap_id]
    if trap is not None:
        index = next((i for i, t in enumerate(board.traps) if t.id == trap_id), len(traps))
        traps.insert(index, trap)
    board.traps = tuple(traps)


def _basic_tools(action: SetTrap | TrapForFood, trapper: Combatant, field: str) -> bool:
    """T16: whether the trapper works with basic tools. Unspecified tools are crude, or basic
    where ``basic_tools`` says so; ``basic_tools`` with other tools contradicts them; no tools at
    all is refused (the document: "Traps requires a minimum Crude tools")."""
    tools = action.tools
    if tools is None:
        return action.basic_tools
    if action.basic_tools and tools is not TrapTools.BASIC:
        raise InvalidRequestError(
            f"basic_tools is true but tools is {tools.name.lower()}",
            reason="CONFLICTING_OPTIONS",
            field=f"{field}.tools",
        )
    if tools is TrapTools.NONE:
        raise RuleRefusal(
            f"{trapper.id!r} has no tools: traps need at least crude tools",
            reason="TRAP_NEEDS_TOOLS",
            field=f"{field}.tools",
            ruling="T16",
        )
    return tools is TrapTools.BASIC


def _trap_score(name: str, combatant: Combatant, face: int) -> Total:
    stats = traits(combatant)
    return total(name, ("traps", stats.skills.traps), ("presence", stats.presence), ("roll", face))


def resolve_set_trap(
    board: Board, action: SetTrap, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Set a trap: out of combat at once; in combat one step per action, unseen by every standing
    enemy (T7), each step with at least crude tools (T16). The set-and-hide roll, Traps + Presence
    + d20, is its difficulty."""
    setter = board.actor(action.combatant_id, f"{field}.combatant_id")
    basic = _basic_tools(action, setter, field)
    if not action.trap_id:
        raise InvalidRequestError("a trap needs an id", reason="EMPTY_ID", field=f"{field}.trap_id")
    existing = next((t for t in board.traps if t.id == action.trap_id), None)
    if existing is not None and (
        existing.owner_id != setter.id or existing.setup_steps_left == 0 or action.out_of_combat
    ):
        raise InvalidRequestError(
            f"trap {action.trap_id!r} already exists",
            reason="DUPLICATE_ID",
            field=f"{field}.trap_id",
        )
    if not action.out_of_combat:
        for enemy in board.combatants.values():
            if (
                enemy.side_id != setter.side_id
                and not board.is_down(enemy)
                and sees(board, enemy, setter)
            ):
                raise RuleRefusal(
                    f"{enemy.id!r} can see {setter.id!r}: traps are set in combat only unseen",
                    reason="TRAP_SETTER_SEEN",
                    field=f"{field}.combatant_id",
                    ruling="T7",
                )
    stats = traits(setter)
    head = (EventKind.TRAP_SET, board.round, setter.id)
    if existing is None:
        position = action.position or setter.position
        if position is None:
            raise InvalidRequestError(
                "a trap needs a position (the setter has none)",
                reason="NO_POSITION",
                field=f"{field}.position",
            )
        if setter.position is not None and distance(setter.position, position) > 1:
            raise RuleRefusal(
                f"({position.x}, {position.y}) is not the setter's tile or an adjacent one",
                reason="TRAP_TOO_FAR",
                field=f"{field}.position",
                ruling="T7",
            )
        if stats.traps_set_today >= stats.skills.traps:
            raise RuleRefusal(
                f"{setter.id!r} has set {stats.traps_set_today} traps today; Traps "
                f"{stats.skills.traps} allows no more",
                reason="TRAP_DAILY_LIMIT",
                field=f"{field}.combatant_id",
                ruling="T7",
            )
        setter = setter.with_tiered(stats.with_traps_set_today(stats.traps_set_today + 1))
        board.put(setter)
        trap = Trap(
            action.trap_id,
            setter.id,
            position,
            difficulty=0,
            traps_skill=stats.skills.traps,
            basic_tools=basic,
            deals_damage=not action.no_damage,
            setup_steps_left=SETUP_STEPS,
        )
    else:
        trap = existing
    where = f"({trap.position.x}, {trap.position.y})" if trap.position else "its place"
    step = SETUP_STEPS - trap.setup_steps_left + 1
    if action.out_of_combat or step == 2:
        roll = dice.roll(20, DiePurpose.TRAP, setter.id)
        difficulty = _trap_score("difficulty", setter, roll.face)
        left = 0 if action.out_of_combat else trap.setup_steps_left - 1
        trap = trap.with_difficulty(difficulty.value).with_setup_steps_left(left)
        _replace_trap(board, trap, trap.id)
        board.record(SetTrapResult(trap.id, left, left == 0, trap.difficulty))
        what = "sets" if action.out_of_combat else "sets and hides"
        return (
            TraceEvent(
                *head,
                dice=(roll,),
                totals=(difficulty,),
                rulings=("T7",),
                path=(trap.position,) if trap.position else (),
                summary=f"{setter.id} {what} trap {trap.id} at {where}, difficulty "
                f"{difficulty.value}",
            ),
        )
    trap = trap.with_setup_steps_left(trap.setup_steps_left - 1)
    _replace_trap(board, trap, trap.id)
    left = trap.setup_steps_left
    board.record(SetTrapResult(trap.id, left, left == 0, trap.difficulty))
    what = "gets the gear ready for" if step == 1 else "clears up after"
    return (
        TraceEvent(
            *head,
            rulings=("T7",),
            path=(trap.position,) if trap.position else (),
            summary=f"{setter.id} {what} trap {trap.id} at {where} (step {step} of 3)",
        ),
    )


def after_move(
    board: Board, moves: Sequence[TraceEvent], dice: DiceSource, starts: Sequence[Position]
) -> list[TraceEvent]:
    """Traps near the squares movers entered (within TieredRules.trap_trigger_radius): one mover,
    or a group carrying a siege weapon in step (T8), whose MOVE events ``moves`` have paths of one
    length and who started at ``starts``. Step by step in path order, each mover in turn, each
    trap contested once per mover: Traps + Presence + d20 against its difficulty. Beating it
    reveals the trap; losing triggers it: damage = the difference (ignores armour), immobilised
    for the setter's Traps level in rounds, both doubled with Basic tools; the mover stops there,
    and the group with it (keeping formation), and the trap is spent. A tie does nothing (S4).
    Returns the moves (cut short if caught) and the contests; records the MoveResult."""
    radius = board.tiered_rules.trap_trigger_radius
    events: list[TraceEvent] = []
    contested: set[tuple[str, str]] = set()
    for index in range(len(moves[0].path)):
        for move in moves:
            square = move.path[index]
            for trap in board.traps:
                mover = board.combatants[move.actor_id]
                if (
                    (mover.id, trap.id) in contested
                    or trap.setup_steps_left
                    or trap.position is None
                    or distance(trap.position, square) > radius
                    or knows(board, mover, trap)
                ):
                    continue
                contested.add((mover.id, trap.id))
                catch = _contest_trap(board, mover, trap, dice, events)
                if catch is not None:
                    shown, squares = _caught(board, moves, index, starts, catch)
                    _record_move(board, moves, squares, catch)
                    return [*shown, *events]
    _record_move(board, moves, len(moves[0].path), None)
    return [*moves, *events]


def _record_move(
    board: Board, moves: Sequence[TraceEvent], squares: int, catch: TrapCatch | None
) -> None:
    """The MoveResult: the mover (the first of ``moves``) and its porters, who all walked
    ``squares`` of the path, stopped by ``catch`` if a trap caught one of them."""
    lead, *porters = (board.combatants[move.actor_id] for move in moves)
    board.record(
        MoveResult(
            lead.position,
            squares,
            MoveStop.TRAP if catch else MoveStop.NONE,
            catch.trap_id if catch else "",
            catch,
            tuple(MovedCombatant(p.id, p.position, squares) for p in porters),
        )
    )


def _caught(
    board: Board,
    moves: Sequence[TraceEvent],
    index: int,
    starts: Sequence[Position],
    catch: TrapCatch,
) -> tuple[list[TraceEvent], int]:
    """The movers stop at step ``index``, where trap ``catch`` caught one of them; caught
    while any of them passes over a fallen combatant, they stop on the last step before where
    none does (their starts: no move left to show). Returns the moves and the squares walked."""
    group = tuple(move.actor_id for move in moves)
    fallen = fallen_squares(board, *group)
    stop = index + 1
    while stop and any(move.path[stop - 1] in fallen for move in moves):
        stop -= 1
    shown: list[TraceEvent] = []
    for move, start in zip(moves, starts, strict=True):
        path = move.path[:stop]
        moved = board.combatants[move.actor_id]
        board.put(moved.with_position(path[-1] if path else start))
        if not path:
            continue
        end = path[-1]
        why = (
            f"is caught by trap {catch.trap_id}"
            if move.actor_id == catch.combatant_id
            else f"stops with {catch.combatant_id}"
        )
        shown.append(
            move.with_path(path).with_summary(
                f"{move.actor_id} moves {len(path)}, to ({end.x}, {end.y}), and {why}"
            )
        )
    return shown, stop


def _contest_trap(
    board: Board, mover: Combatant, trap: Trap, dice: DiceSource, events: list[TraceEvent]
) -> TrapCatch | None:
    """One mover contests one trap; returns what the trap did when it caught the mover."""
    roll = dice.roll(20, DiePurpose.TRAP, mover.id)
    score = _trap_score("contest", mover, roll.face)
    margin = trap.difficulty - score.value
    head = (EventKind.TRAP_CONTEST, board.round, trap.owner_id, mover.id)
    difficulty = total("difficulty", ("trap", trap.difficulty))
    if margin < 0:
        _replace_trap(board, trap.with_known_by((*trap.known_by, mover.id)), trap.id)
        events.append(
            TraceEvent(
                *head,
                dice=(roll,),
                totals=(score, difficulty),
                outcome=Outcome.FAILURE,
                rulings=("T7",),
                summary=f"{mover.id} discovers trap {trap.id} ({score.value} against "
                f"{trap.difficulty})",
            )
        )
        return None
    if margin == 0:
        events.append(
            TraceEvent(
                *head,
                dice=(roll,),
                totals=(score, difficulty),
                outcome=Outcome.TIE,
                rulings=("T7", "S4"),
                summary=f"{mover.id} ties with trap {trap.id} at {score.value}: nothing happens",
            )
        )
        return None
    factor = 2 if trap.basic_tools else 1
    amount = margin * factor if trap.deals_damage else 0
    rounds = trap.traps_skill * factor
    damage_terms = [("difference", margin if trap.deals_damage else 0)]
    if trap.basic_tools:
        damage_terms.append(("basic_tools", amount - damage_terms[0][1]))
    damage_total = total("damage", *damage_terms)
    immobilised = total(
        "immobilised_rounds",
        ("traps", trap.traps_skill),
        *((("basic_tools", trap.traps_skill),) if trap.basic_tools else ()),
    )
    damage = board.damage(mover, amount)
    held = board.combatants[mover.id]
    board.put(
        held.with_conditions(
            held.conditions.with_immobilised_rounds(rounds).with_immobilised_difficulty(
                trap.difficulty
            )
        )
    )
    _replace_trap(board, None, trap.id)
    events.append(
        TraceEvent(
            *head,
            dice=(roll,),
            totals=(score, difficulty, damage_total, immobilised),
            outcome=Outcome.SUCCESS,
            hp_changes=(damage.hp_change,),
            condition_changes=(
                *damage.condition_changes,
                ConditionChange(mover.id, Condition.IMMOBILISED, True),
            ),
            rulings=("T7",),
            summary=f"trap {trap.id} ({trap.difficulty}) catches {mover.id} ({score.value}): "
            f"{amount} damage, immobilised {rounds} rounds",
        )
    )
    hp = damage.hp_change
    return TrapCatch(trap.id, mover.id, amount, hp.before, hp.after, rounds)


def resolve_break_free(
    board: Board, action: BreakFree, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Any stat + Traps + d20 against the trap's difficulty; beating it frees the combatant."""
    held = board.actor(action.combatant_id, f"{field}.combatant_id")
    if held.conditions.immobilised_rounds <= 0:
        raise RuleRefusal(
            f"{held.id!r} is not held by a trap",
            reason="NOT_IMMOBILISED",
            field=f"{field}.combatant_id",
            ruling="T7",
        )
    stats = traits(held)
    roll = dice.roll(20, DiePurpose.ESCAPE, held.id)
    score = total(
        "escape",
        (stat_field(action.stat), getattr(stats, stat_field(action.stat))),
        ("traps", stats.skills.traps),
        ("roll", roll.face),
    )
    difficulty = held.conditions.immobilised_difficulty
    head = (EventKind.BREAK_FREE, board.round, held.id)
    totals = (score, total("difficulty", ("trap", difficulty)))
    board.record(BreakFreeResult(score.value > difficulty))
    if score.value > difficulty:
        board.put(
            held.with_conditions(
                held.conditions.with_immobilised_rounds(0).with_immobilised_difficulty(0)
            )
        )
        return (
            TraceEvent(
                *head,
                dice=(roll,),
                totals=totals,
                outcome=Outcome.SUCCESS,
                condition_changes=(ConditionChange(held.id, Condition.IMMOBILISED, False),),
                rulings=("T7",),
                summary=f"{held.id} breaks free ({score.value} against {difficulty})",
            ),
        )
    tie = score.value == difficulty
    return (
        TraceEvent(
            *head,
            dice=(roll,),
            totals=totals,
            outcome=Outcome.TIE if tie else Outcome.FAILURE,
            rulings=("T7", "S4") if tie else ("T7",),
            summary=f"{held.id} stays caught ({score.value} against {difficulty})",
        ),
    )


def resolve_disarm(board: Board, action: DisarmTrap, field: str) -> tuple[TraceEvent, ...]:
    """A known trap, from its tile or an adjacent one, is removed (a non-contested action)."""
    actor = board.actor(action.combatant_id, f"{field}.combatant_id")
    trap = next((t for t in board.traps if t.id == action.trap_id), None)
    if trap is None:
        raise InvalidRequestError(
            f"unknown trap: {action.trap_id!r}", reason="UNKNOWN_TRAP", field=f"{field}.trap_id"
        )
    if not knows(board, actor, trap):
        raise RuleRefusal(
            f"{actor.id!r} does not know of trap {trap.id!r}",
            reason="TRAP_NOT_KNOWN",
            field=f"{field}.trap_id",
            ruling="T7",
        )
    if actor.position and trap.position and distance(actor.position, trap.position) > 1:
        raise RuleRefusal(
            f"trap {trap.id!r} is not on or next to {actor.id!r}'s tile",
            reason="TRAP_TOO_FAR",
            field=f"{field}.trap_id",
            ruling="T7",
        )
    _replace_trap(board, None, trap.id)
    board.record(DisarmTrapResult(trap.id, True))
    return (
        TraceEvent(
            EventKind.TRAP_DISARMED,
            board.round,
            actor.id,
            rulings=("T7",),
            path=(trap.position,) if trap.position else (),
            summary=f"{actor.id} disarms trap {trap.id}",
        ),
    )


def food_difficulty(action: TrapForFood) -> list[tuple[str, int]]:
    """The zone's difficulty as terms: 20 on roads and in cities; else 20 - zones away (at least
    1) + successful days not yet regenerated (1 a month)."""
    if action.on_road:
        return [("road", ROAD_DIFFICULTY)]
    terms = [("base", ROAD_DIFFICULTY), ("zones_away", -action.zones_away)]
    below = 1 - (ROAD_DIFFICULTY - action.zones_away)
    if below > 0:
        terms.append(("minimum", below))
    terms.append(("successful_days", action.successful_days))
    regenerated = min(action.months_elapsed, action.successful_days)
    if regenerated:
        terms.append(("regeneration", -regenerated))
    return terms


def resolve_trap_for_food(
    board: Board, action: TrapForFood, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """One daily task: Traps + Presence + d20 against the zone; each point over it gives 1 food,
    5 feathers and 1 cloth fragment (food and cloth doubled with Basic tools; at least crude tools,
    T16)."""
    trapper = board.actor(action.combatant_id, f"{field}.combatant_id")
    basic = _basic_tools(action, trapper, field)
    difficulty = total("difficulty", *food_difficulty(action))
    roll = dice.roll(20, DiePurpose.TRAP, trapper.id)
    score = _trap_score("trapping", trapper, roll.face)
    over = max(0, score.value - difficulty.value)
    factor = 2 if basic else 1
    yields = [
        total("food", ("over", over), ("basic_tools", over * (factor - 1))),
        total("feathers", ("over_x5", 5 * over)),
        total("cloth", ("over", over), ("basic_tools", over * (factor - 1))),
    ]
    days = action.successful_days - min(action.months_elapsed, action.successful_days)
    if over and not action.on_road:
        days += 1
    zone = total("successful_days", ("days", days))
    food, feathers, cloth = (y.value for y in yields)
    tomorrow = action.with_successful_days(days).with_months_elapsed(0)
    next_difficulty = sum(value for _, value in food_difficulty(tomorrow))
    board.record(
        TrapForFoodResult(over > 0, food, feathers, cloth, difficulty.value, days, next_difficulty)
    )
    return (
        TraceEvent(
            EventKind.TRAP_FOR_FOOD,
            board.round,
            trapper.id,
            dice=(roll,),
            totals=(score, difficulty, *yields, zone),
            outcome=Outcome.SUCCESS if over else Outcome.FAILURE,
            rulings=("T7",),
            summary=f"{trapper.id} traps {score.value} against {difficulty.value}: "
            f"{yields[0].value} food, {yields[1].value} feathers, {yields[2].value} cloth",
        ),
    )
