"""The working copy of an encounter while one request is resolved.

State is immutable; a Board holds the current combatants by id so rules can replace one combatant
at a time, then hands back a new EncounterState. Helpers shared by both rulesets live here: looking
up combatants with errors that name the request field, "down" per ruleset (rulings A11, S5),
distances (S3), weapon choice and applying damage.

The board also collects the typed result of the action being resolved (engine/results.py): the
rules record it where they decide it (``record``), an attack's strikes one by one as they are
struck (``note``, ``amend_strike``), gathered when the attack ends (``notes_since``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import final

from engine.catalog import ARRAYER_DEFAULTS, TIERED_DEFAULTS, builtin_catalog
from engine.errors import InvalidRequestError, RuleRefusal
from engine.results import ActionResult, StrikeResult
from engine.state import (
    ArrayerRules,
    Combatant,
    EncounterState,
    Ruleset,
    Side,
    TieredRules,
    Trap,
    Weapon,
    distance,
    find_weapon,
)
from engine.trace import Condition, ConditionChange, Damage, HpChange
from engine.values import Value

#: A part of the result of the action being resolved, noted as it happens (a strike, a critical,
#: a mishap, a trap met on a move) and gathered by the action when it ends.
Part = object

__all__ = [
    "UNARMED_ID",
    "Board",
    "Part",
    "Snapshot",
    "below_the_line",
    "ends_standing",
]

#: `tiered`: every combatant can fight with bare hands under this weapon id.
UNARMED_ID = "unarmed"


@functools.cache
def _unarmed() -> Weapon:
    """Bare hands, looked up in the catalog once (tactics ask for them every turn)."""
    definition = builtin_catalog().tiered.weapon(UNARMED_ID, field="")
    return Weapon(UNARMED_ID, definition, catalog_id=UNARMED_ID)


def below_the_line(ruleset: Ruleset, hp: int) -> bool:
    """HP that puts a combatant out of the fight: A11 below 0 (ARRAYER), S5 0 or less."""
    return hp < 0 if ruleset is Ruleset.ARRAYER else hp <= 0


def ends_standing(ruleset: Ruleset, combatant: Combatant) -> bool:
    """Whether ``combatant`` ends an encounter standing: not dead, not below the line (what
    Simulate's survivals and the exact odds' count)."""
    return not combatant.conditions.dead and not below_the_line(ruleset, combatant.hp)


@final
class Snapshot(Value):
    """What a step of a resolution can change on a board, but the round: the combatants (in the
    state's order), the turn order, the sides and the traps. Two boards with equal snapshots are
    the same position (engine/replay.py looks positions up by it); ``Board.restore`` puts one
    back."""

    FIELDS = ("combatants", "turn_order", "sides", "traps")
    __slots__ = FIELDS

    combatants: tuple[Combatant, ...]
    turn_order: tuple[str, ...]
    sides: tuple[Side, ...]
    traps: tuple[Trap, ...]

    def __init__(
        self,
        combatants: tuple[Combatant, ...],
        turn_order: tuple[str, ...],
        sides: tuple[Side, ...],
        traps: tuple[Trap, ...],
    ) -> None:
        self.combatants = combatants
        self.turn_order = turn_order
        self.sides = sides
        self.traps = traps

    def field_values(self) -> tuple[object, ...]:
        return (self.combatants, self.turn_order, self.sides, self.traps)


class Board:
    """Mutable view of one encounter during a single resolution."""

    __slots__ = (
        "arrayer_rules",
        "combatants",
        "obstacles",
        "parts",
        "result",
        "round",
        "ruleset",
        "sides",
        "state",
        "tiered_rules",
        "traps",
        "turn_order",
    )

    def __init__(self, state: EncounterState) -> None:
        self.state = state
        self.ruleset = state.ruleset
        self.round = state.round
        self.turn_order = state.turn_order
        #: ARRAYER sides change during a fight (starting members, morale checks, routs; A15).
        self.sides = state.sides
        self.traps = state.traps
        battlefield = state.battlefield
        #: Squares blocked by terrain, built once per resolution (moves test every step against it).
        self.obstacles = (
            frozenset(o.position for o in battlefield.obstacles) if battlefield else frozenset()
        )
        self.combatants = {c.id: c for c in state.combatants}
        self.arrayer_rules: ArrayerRules = state.arrayer_rules or ARRAYER_DEFAULTS
        self.tiered_rules: TieredRules = state.tiered_rules or TIERED_DEFAULTS
        #: The result of the last action resolved on this board (engine/results.py).
        self.result: ActionResult | None = None
        #: Parts of the result of the action being resolved, in the order they happened.
        self.parts: list[Part] = []

    def to_state(self) -> EncounterState:
        """The encounter as it now stands."""
        return (
            self.state.with_combatants(tuple(self.combatants.values()))
            .with_round(self.round)
            .with_turn_order(self.turn_order)
            .with_sides(self.sides)
            .with_traps(self.traps)
        )

    def snapshot(self) -> Snapshot:
        """The position the board is in (``Snapshot``)."""
        return Snapshot(tuple(self.combatants.values()), self.turn_order, self.sides, self.traps)

    def restore(self, snapshot: Snapshot, round_: int) -> None:
        """Put the board back in ``snapshot``'s position, at ``round_``."""
        self.combatants = {c.id: c for c in snapshot.combatants}
        self.turn_order = snapshot.turn_order
        self.sides = snapshot.sides
        self.traps = snapshot.traps
        self.round = round_

    def record(self, result: ActionResult) -> None:
        """The result of the action just resolved (each action records one as it ends)."""
        self.result = result

    def note(self, part: Part) -> None:
        """Note a part of the result of the action being resolved (a strike, a critical ...)."""
        self.parts.append(part)

    def notes_since(self, mark: int) -> list[Part]:
        """Take the parts noted since ``mark`` (``len(board.parts)`` when the action began): the
        action gathers them into its result; an action nested in another (a greatsword's
        follow-up) takes only its own."""
        taken = self.parts[mark:]
        del self.parts[mark:]
        return taken

    def amend_strike(self, target_id: str, change: Callable[[StrikeResult], StrikeResult]) -> None:
        """Apply ``change`` to the last strike noted on ``target_id`` (a weapon effect following
        the blow: a dose, a hold, a knock-back)."""
        for i in range(len(self.parts) - 1, -1, -1):
            part = self.parts[i]
            if isinstance(part, StrikeResult) and part.target_id == target_id:
                self.parts[i] = change(part)
                return

    def put(self, combatant: Combatant) -> None:
        """Replace a combatant by id."""
        self.combatants[combatant.id] = combatant

    def get(self, combatant_id: str, field: str) -> Combatant:
        """The combatant ``combatant_id``; InvalidRequestError naming ``field`` if there is none."""
        combatant = self.combatants.get(combatant_id)
        if combatant is None:
            raise InvalidRequestError(
                f"unknown combatant: {combatant_id!r}", reason="UNKNOWN_COMBATANT", field=field
            )
        return combatant

    def is_down(self, combatant: Combatant) -> bool:
        """Out of the fight: dead, routed, or below the ruleset's HP line (A11: < 0; S5: <= 0)."""
        if combatant.conditions.dead or combatant.conditions.routed:
            return True
        return below_the_line(self.ruleset, combatant.hp)

    def actor(self, combatant_id: str, field: str) -> Combatant:
        """A combatant that must be able to act."""
        combatant = self.get(combatant_id, field)
        if self.is_down(combatant):
            raise RuleRefusal(
                f"{combatant_id!r} is out of the fight (hp {combatant.hp}) and cannot act",
                reason="ACTOR_DOWN",
                field=field,
                ruling="A11" if self.ruleset is Ruleset.ARRAYER else "S5",
            )
        return combatant

    def target(self, actor: Combatant, combatant_id: str, field: str) -> Combatant:
        """A combatant ``actor`` may attack: another one, not dead."""
        target = self.get(combatant_id, field)
        if target.id == actor.id:
            raise InvalidRequestError(
                f"{actor.id!r} cannot attack itself", reason="SELF_TARGET", field=field
            )
        if target.conditions.dead:
            raise RuleRefusal(f"{target.id!r} is dead", reason="TARGET_DEAD", field=field)
        return target

    @staticmethod
    def distance(a: Combatant, b: Combatant) -> int | None:
        """Chebyshev distance (S3), or None when either has no position (everyone in reach)."""
        if a.position is None or b.position is None:
            return None
        return distance(a.position, b.position)

    def weapon(self, combatant: Combatant, weapon_id: str, field: str) -> Weapon:
        """The weapon an action names; empty is the first weapon (`tiered`: bare hands if none)."""
        if not weapon_id and combatant.weapons:
            return combatant.weapons[0]
        if weapon_id:
            weapon = find_weapon(combatant, weapon_id)
            if weapon is not None:
                return weapon
        if self.ruleset is Ruleset.TIERED and weapon_id in ("", UNARMED_ID):
            return self.unarmed()
        if not weapon_id:
            raise RuleRefusal(
                f"{combatant.id!r} carries no weapon", reason="NO_WEAPON", field=field
            )
        raise InvalidRequestError(
            f"{combatant.id!r} carries no weapon {weapon_id!r}",
            reason="UNKNOWN_WEAPON",
            field=field,
        )

    @staticmethod
    def unarmed() -> Weapon:
        """`tiered` bare hands."""
        return _unarmed()

    def damage(self, combatant: Combatant, amount: int) -> Damage:
        """Take ``amount`` HP from a combatant; report the change and a fall (A11, S5)."""
        before = combatant.hp
        was_down = self.is_down(combatant)
        hit = combatant.with_hp(before - amount)
        changes: list[ConditionChange] = []
        if not was_down and self.is_down(hit):
            changes.append(ConditionChange(hit.id, Condition.DOWNED, True))
            if self.ruleset is Ruleset.ARRAYER and not hit.conditions.prone:
                # A11: a combatant reduced to negative HP falls prone.
                hit = hit.with_conditions(hit.conditions.with_prone(True))
                changes.append(ConditionChange(hit.id, Condition.PRONE, True))
        self.put(hit)
        return Damage(HpChange(hit.id, before, hit.hp), tuple(changes))
