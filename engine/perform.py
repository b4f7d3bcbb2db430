"""Dispatch an action to the rules of the encounter's ruleset."""

from __future__ import annotations

from engine.actions import Action, Attack, Move
from engine.arrayer import moving as arrayer_moving
from engine.arrayer import perform as arrayer
from engine.arrayer.attack import resolve_attack
from engine.board import Board
from engine.dice import DiceSource
from engine.errors import InvalidRequestError
from engine.state import Ruleset, ruleset_encounter
from engine.tiered import perform as tiered
from engine.trace import TraceEvent
from engine.validate import validate_action

__all__ = ["RULESET_OPTIONS", "check_ruleset", "perform"]

_A, _T = Ruleset.ARRAYER, Ruleset.TIERED

#: Options of the shared actions that only one ruleset reads. Sent in the other ruleset's
#: encounter they would be silently ignored, so they are refused instead.
RULESET_OPTIONS: dict[type, dict[str, Ruleset]] = {
    Attack: {
        "critical_target": _T,
        "defender_critical_target": _T,
        "defence_skill": _T,
        "off_hand_weapon_id": _T,
        "thrown": _T,
        "stealth_attack": _T,
        "target_position": _T,
        "crew_ids": _T,
        "defender_off_hand_weapon_id": _T,
        "defence_weapon_id": _T,
        "killing_blow": _A,
        "mount_target": _A,
        "use_alternate": _A,
        "entangle": _A,
        "extra_target_ids": _A,
        "ammunition": _A,
        "follow_up": _A,
    },
    Move: {"porter_ids": _T},
}


#: Each action type of RULESET_OPTIONS with every option at its default.
_DEFAULTS: dict[type, Attack | Move] = {Attack: Attack("", ""), Move: Move("", ())}

#: For each action type and ruleset, the options only the other ruleset reads, with their
#: defaults: what _check_options compares (built once, not per action).
_FOREIGN: dict[tuple[type, Ruleset], tuple[tuple[str, object], ...]] = {
    (kind, ruleset): tuple(
        (name, getattr(_DEFAULTS[kind], name))
        for name in _DEFAULTS[kind].FIELDS
        if name in options and options[name] is not ruleset
    )
    for kind, options in RULESET_OPTIONS.items()
    for ruleset in Ruleset
}


def _check_options(ruleset: Ruleset, action: Action, field: str) -> None:
    """Refuse an option that belongs to the other ruleset (set to anything but its default)."""
    for name, default in _FOREIGN.get((type(action), ruleset), ()):
        if getattr(action, name) != default:
            raise InvalidRequestError(
                f"{name} is {'a `tiered`' if ruleset is _A else 'an ARRAYER'} option, not allowed "
                f"in {ruleset_encounter(ruleset)}",
                reason="RULESET_MISMATCH",
                field=f"{field}.{action.kind}.{name}",
            )


def check_ruleset(ruleset: Ruleset, action: Action, field: str) -> None:
    """Refuse an action, or an option of it, that belongs to the other ruleset (RULESET_MISMATCH);
    ``field`` is the action's path. ResolveAction's check, and each scripted action's."""
    _check_options(ruleset, action, field)
    other = (
        (arrayer.KINDS, "an ARRAYER", "a tiered")
        if ruleset is Ruleset.TIERED
        else (tiered.KINDS, "a `tiered`", "an arrayer")
    )
    kinds, owner, encounter = other
    if action.kind in kinds:
        raise InvalidRequestError(
            f"{action.kind} is {owner} action, not allowed in {encounter} encounter",
            reason="RULESET_MISMATCH",
            field=f"{field}.{action.kind}",
        )


def perform(board: Board, action: Action, dice: DiceSource, field: str) -> tuple[TraceEvent, ...]:
    """Apply ``action`` to ``board``; ``field`` is the action's path in the request."""
    check_ruleset(board.ruleset, action, field)
    validate_action(action, field)
    if board.ruleset is Ruleset.TIERED:
        return tiered.perform(board, action, dice, field)
    if isinstance(action, Attack):
        return resolve_attack(board, action, dice, f"{field}.attack")
    if isinstance(action, Move):
        return arrayer_moving.resolve_move(board, action, f"{field}.move")
    if isinstance(action, arrayer.ArrayerAction):
        return arrayer.perform(board, action, dice, field)
    raise AssertionError(f"unhandled action kind: {type(action).__name__}")  # pragma: no cover
