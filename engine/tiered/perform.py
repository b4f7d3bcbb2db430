"""Dispatch a `tiered` action to its rules; reloading lives here (ruling T2, T8)."""

from __future__ import annotations

from engine.actions import (
    Action,
    Attack,
    BreakFree,
    DisarmTrap,
    LocateStealthed,
    Move,
    Reload,
    SetTrap,
    StealthCheck,
    TrapForFood,
)
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import RuleRefusal
from engine.results import ReloadResult
from engine.state import TieredWeaponClass
from engine.tiered.attack import resolve_attack
from engine.tiered.forms import RELOADED, check_ammunition, weapon_class
from engine.tiered.stealth import resolve_locate, resolve_stealth_check
from engine.tiered.transport import resolve_move
from engine.tiered.traps import (
    resolve_break_free,
    resolve_disarm,
    resolve_set_trap,
    resolve_trap_for_food,
)
from engine.trace import EventKind, TraceEvent, total

__all__ = ["KINDS", "perform", "resolve_reload"]

#: The `tiered`-only action kinds, by their name in ``arbiter.v1.Action``.
KINDS = frozenset(
    kind.kind
    for kind in (
        Reload,
        StealthCheck,
        LocateStealthed,
        SetTrap,
        BreakFree,
        DisarmTrap,
        TrapForFood,
    )
)


def perform(board: Board, action: Action, dice: DiceSource, field: str) -> tuple[TraceEvent, ...]:
    """Apply a `tiered` ``action``; ``field`` is the action's path in the request."""
    where = f"{field}.{action.kind}"
    if isinstance(action, Attack):
        return resolve_attack(board, action, dice, where)
    if isinstance(action, Move):
        return resolve_move(board, action, dice, where)
    if isinstance(action, Reload):
        return resolve_reload(board, action, where)
    if isinstance(action, StealthCheck):
        return resolve_stealth_check(board, action, dice, where)
    if isinstance(action, LocateStealthed):
        return resolve_locate(board, action, dice, where)
    if isinstance(action, SetTrap):
        return resolve_set_trap(board, action, dice, where)
    if isinstance(action, BreakFree):
        return resolve_break_free(board, action, dice, where)
    if isinstance(action, DisarmTrap):
        return resolve_disarm(board, action, where)
    if isinstance(action, TrapForFood):
        return resolve_trap_for_food(board, action, dice, where)
    raise AssertionError(f"unhandled action kind: {type(action).__name__}")  # pragma: no cover


def resolve_reload(board: Board, action: Reload, field: str) -> tuple[TraceEvent, ...]:
    """One reload step on a crossbow, firearm or siege weapon that needs it (T2, T8)."""
    actor = board.actor(action.combatant_id, f"{field}.combatant_id")
    weapon_field = f"{field}.weapon_id"
    weapon = board.weapon(actor, action.weapon_id, weapon_field)
    if weapon_class(weapon) not in RELOADED or weapon.reload_actions_needed <= 0:
        raise RuleRefusal(
            f"{weapon.id!r} does not need reloading",
            reason="NOTHING_TO_RELOAD",
            field=weapon_field,
            ruling="T2",
        )
    check_ammunition(weapon, weapon_field)
    before = weapon.reload_actions_needed
    loaded = weapon.with_reload_actions_needed(before - 1)
    board.put(actor.with_weapons(tuple(loaded if w.id == weapon.id else w for w in actor.weapons)))
    board.record(ReloadResult(weapon.id, before - 1))
    siege = weapon_class(weapon) is TieredWeaponClass.SIEGE_WEAPON
    state = "loaded" if before == 1 else f"{before - 1} to go"
    return (
        TraceEvent(
            EventKind.RELOAD,
            board.round,
            actor.id,
            weapon_id=weapon.id,
            totals=(total("reload_actions_needed", ("before", before), ("reload", -1)),),
            rulings=("T8",) if siege else ("T2",),
            summary=f"{actor.id} reloads {weapon.id} ({state})",
        ),
    )
