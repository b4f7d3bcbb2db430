"""Checks on an incoming encounter that every rule relies on; errors name the request field."""

from __future__ import annotations

from engine.arrayer.initiative import check_sides
from engine.errors import InvalidRequestError
from engine.state import EncounterState, Position, Ruleset
from engine.tiered.traps import SETUP_STEPS

__all__ = ["validate_state"]


def validate_state(state: EncounterState, field: str = "state") -> None:
    """Raise InvalidRequestError for a state the rules cannot work on.

    Side, combatant and weapon ids are unique and non-empty; every combatant's ruleset part and
    every weapon definition matches the encounter's ruleset; a facing is `tiered`'s and a
    direction (not (0, 0)); living combatants do not share a square or stand off the grid; trap
    ids are unique and their setup steps 0-3; a turn order names each combatant at most once.
    ARRAYER: at most one side is the party, and the sides' sentiments agree (A27).
    """
    ruleset = state.ruleset
    side_ids: set[str] = set()
    for i, side in enumerate(state.sides):
        if not side.id or side.id in side_ids:
            what = "duplicate side id" if side.id else "empty side id"
            raise InvalidRequestError(
                f"{what}: {side.id!r}",
                reason="DUPLICATE_ID" if side.id else "EMPTY_ID",
                field=f"{field}.sides[{i}].id",
            )
        side_ids.add(side.id)
    if ruleset is Ruleset.ARRAYER:
        check_sides(state.sides, f"{field}.sides")
    seen: set[str] = set()
    squares: dict[tuple[int, int], str] = {}
    for i, combatant in enumerate(state.combatants):
        where = f"{field}.combatants[{i}]"
        if not combatant.id:
            raise InvalidRequestError(
                "combatant id must not be empty", reason="EMPTY_ID", field=f"{where}.id"
            )
        if combatant.id in seen:
            raise InvalidRequestError(
                f"duplicate combatant id: {combatant.id!r}",
                reason="DUPLICATE_ID",
                field=f"{where}.id",
            )
        seen.add(combatant.id)
        if not combatant.side_id:
            raise InvalidRequestError(
                f"combatant {combatant.id!r} names no side",
                reason="EMPTY_SIDE",
                field=f"{where}.side_id",
            )
        wrong = combatant.tiered if ruleset is Ruleset.ARRAYER else combatant.arrayer
        if wrong is not None:
            other = "tiered" if ruleset is Ruleset.ARRAYER else "arrayer"
            raise InvalidRequestError(
                f"combatant {combatant.id!r} has {other} rules in {ruleset.encounter}",
                reason="RULESET_MISMATCH",
                field=f"{where}.{other}",
            )
        weapon_ids: set[str] = set()
        for j, weapon in enumerate(combatant.weapons):
            weapon_field = f"{where}.weapons[{j}]"
            if weapon.id in weapon_ids:
                raise InvalidRequestError(
                    f"combatant {combatant.id!r} carries two weapons with id {weapon.id!r}",
                    reason="DUPLICATE_ID",
                    field=f"{weapon_field}.id",
                )
            weapon_ids.add(weapon.id)
            rules = (
                weapon.definition.arrayer
                if ruleset is Ruleset.ARRAYER
                else weapon.definition.tiered
            )
            if rules is None:
                raise InvalidRequestError(
                    f"weapon {weapon.id!r} has no {ruleset.key} rules",
                    reason="RULESET_MISMATCH",
                    field=f"{weapon_field}.definition",
                )
        if combatant.facing is not None:
            if ruleset is Ruleset.ARRAYER:
                raise InvalidRequestError(
                    f"combatant {combatant.id!r} has a facing: only `tiered` reads one (T13)",
                    reason="RULESET_MISMATCH",
                    field=f"{where}.facing",
                )
            if combatant.facing == Position(0, 0):
                raise InvalidRequestError(
                    f"combatant {combatant.id!r} faces (0, 0), which is no direction: leave "
                    "facing unset when it is unknown",
                    reason="MISSING_VALUE",
                    field=f"{where}.facing",
                )
        if combatant.position is not None and not combatant.conditions.dead:
            square = (combatant.position.x, combatant.position.y)
            if square in squares:
                raise InvalidRequestError(
                    f"{combatant.id!r} and {squares[square]!r} stand on the same square {square}",
                    reason="SQUARE_OCCUPIED",
                    field=f"{where}.position",
                )
            squares[square] = combatant.id
            if state.battlefield is not None and not state.battlefield.contains(combatant.position):
                raise InvalidRequestError(
                    f"{combatant.id!r} stands off the battlefield at {square}",
                    reason="OFF_BATTLEFIELD",
                    field=f"{where}.position",
                )
    trap_ids: set[str] = set()
    for i, trap in enumerate(state.traps):
        where = f"{field}.traps[{i}]"
        if not trap.id or trap.id in trap_ids:
            what = "duplicate trap id" if trap.id else "empty trap id"
            raise InvalidRequestError(
                f"{what}: {trap.id!r}",
                reason="DUPLICATE_ID" if trap.id else "EMPTY_ID",
                field=f"{where}.id",
            )
        trap_ids.add(trap.id)
        if not 0 <= trap.setup_steps_left <= SETUP_STEPS:
            raise InvalidRequestError(
                f"setup_steps_left must be 0-{SETUP_STEPS}, got {trap.setup_steps_left!r}",
                reason="OUT_OF_RANGE",
                field=f"{where}.setup_steps_left",
            )
    ordered: set[str] = set()
    for i, combatant_id in enumerate(state.turn_order):
        if combatant_id not in seen or combatant_id in ordered:
            what = "twice" if combatant_id in ordered else "but is no combatant"
            raise InvalidRequestError(
                f"turn order names {combatant_id!r} {what}",
                reason="BAD_TURN_ORDER",
                field=f"{field}.turn_order[{i}]",
            )
        ordered.add(combatant_id)
