"""Checks on an incoming encounter that every rule relies on; errors name the request field.

Every game number is held to its range (engine/ranges.py) and every id that names a combatant
must name one, so that a client's mistake is INVALID_ARGUMENT on its field, never a resolution
of nonsense or an int32 overflow in the response (issue 10).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Any

from engine import ranges as R
from engine.actions import Action, Attack, Move, SetTrap, TrapForFood
from engine.arrayer.initiative import check_sides
from engine.catalog import builtin_catalog
from engine.dice import DICE_SIZES
from engine.errors import InvalidRequestError
from engine.state import (
    ArrayerCombatant,
    ArrayerEffectKind,
    ArrayerWeaponRules,
    Combatant,
    EncounterState,
    Position,
    RangeBands,
    Ruleset,
    TieredSkills,
    TieredWeaponClass,
    Weapon,
    contains,
    ruleset_encounter,
    ruleset_key,
)

__all__ = ["validate_action", "validate_state"]


class _Fields:
    """Number attributes of one type that share a range (engine/ranges.py), read at once and
    compared as a whole: this runs on every request, nearly always in range, so the field path is
    only spelled out for a value refused."""

    __slots__ = ("_get", "_high", "_low", "_many", "_names", "allowed")

    def __init__(self, allowed: R.Range, *names: str) -> None:
        self.allowed = allowed
        self._low = allowed.low
        self._high = allowed.high
        self._names = names
        self._many = len(names) > 1
        self._get: Callable[[object], Any] = operator.attrgetter(*names)

    def check(self, obj: object, where: str, part: str = "") -> None:
        """Refuse the first value of ``obj`` out of range, at ``where + part + "." + name``."""
        values = self._get(obj)
        if self._many:
            if min(values) >= self._low and max(values) <= self._high:
                return
        elif self._low <= values <= self._high:
            return
        for name, value in zip(self._names, values if self._many else (values,), strict=True):
            self.allowed.check(value, f"{where}{part}.{name}")


_POSITION = _Fields(R.COORDINATE, "x", "y")
_PROTECTION = _Fields(R.PROTECTION, "value", "tier_loss")
_ENTANGLEMENT = _Fields(R.DURATION, "rounds")
_STATS = _Fields(R.STAT, "body", "reflex", "mind", "presence")
_SKILL_LEVELS = _Fields(R.SKILL, *TieredSkills.FIELDS)
_TRAPS_SET = _Fields(R.COUNT, "traps_set_today")
_HIT_DICE = _Fields(R.HIT_DICE, "hit_dice")
_COMBATANT = (_Fields(R.HP, "hp"), _Fields(R.MAX_HP, "max_hp"))
_CONDITIONS = (
    _Fields(R.DURATION, "immobilised_rounds"),
    _Fields(R.DIFFICULTY, "immobilised_difficulty"),
)
_WEAR = (
    _Fields(R.RELOAD, "reload_chits", "reload_actions_needed"),
    _Fields(R.COUNT, "shots_fired"),
    _Fields(R.TIER_LOSS, "tier_loss"),
)
_ARRAYER_WEAPON = (
    _Fields(R.WEIGHT, "weight"),
    _Fields(R.DISTANCE, "reach"),
    _Fields(R.RELOAD, "reload_chits"),
)
_TRAP = (
    _Fields(R.DIFFICULTY, "difficulty"),
    _Fields(R.SKILL, "traps_skill"),
    _Fields(R.SETUP_STEPS_LEFT, "setup_steps_left"),
)
_SIDE = (_Fields(R.MORALE_MODIFIER, "morale_modifier"), _Fields(R.COUNT, "starting_members"))
_BANDS = ("effective_range", "long_range", "extreme_range")
_PROFILES = ("close_quarters_as", "alternate_as", "fatigued_as")


def validate_state(state: EncounterState, field: str = "state") -> None:
    """Raise InvalidRequestError for a state the rules cannot work on.

    Side, combatant and weapon ids are unique and non-empty; every combatant's ruleset part and
    every weapon definition matches the encounter's ruleset; a facing is `tiered`'s and a
    direction (not (0, 0)); living combatants do not share a square or stand off the grid; trap
    ids are unique and their setup steps 0-3; a turn order names each combatant at most once.
    ARRAYER: at most one side is the party, and the sides' sentiments agree (A27).
    Every number lies in its range (engine/ranges.py), and every id naming a combatant (a hold, a
    stealth flag, a trap's owner and those who know of it) names one (UNKNOWN_COMBATANT), and
    not the combatant itself (SELF_TARGET).
    """
    ruleset = state.ruleset
    R.ROUND.check(state.round, f"{field}.round")
    _check_rules(state, field)
    if state.battlefield is not None:
        where = f"{field}.battlefield"
        R.GRID_SIZE.check(state.battlefield.width, f"{where}.width")
        R.GRID_SIZE.check(state.battlefield.height, f"{where}.height")
        low, high = R.COORDINATE.low, R.COORDINATE.high
        for i, obstacle in enumerate(state.battlefield.obstacles):
            at = obstacle.position  # up to --max-obstacles of them: the path only for a refusal
            if not (low <= at.x <= high and low <= at.y <= high):
                _check_position(at, f"{where}.obstacles[{i}].position")
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
        if side.morale is not None:
            R.MORALE.check(side.morale, f"{field}.sides[{i}].morale")
        for fields in _SIDE:
            fields.check(side, field, f".sides[{i}]")
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
        if _IN_RANGE.get(id(combatant)) is not combatant:
            _check_numbers(combatant, where)
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
                f"combatant {combatant.id!r} has {other} rules in {ruleset_encounter(ruleset)}",
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
                    f"weapon {weapon.id!r} has no {ruleset_key(ruleset)} rules",
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
            if state.battlefield is not None and not contains(
                state.battlefield, combatant.position
            ):
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
        _check_known([trap.owner_id], seen, f"{where}.owner_id", single=True)
        _check_known(trap.known_by, seen, f"{where}.known_by")
        if trap.position is not None:
            _check_position(trap.position, f"{where}.position")
        for fields in _TRAP:
            fields.check(trap, where)
    for i, combatant in enumerate(state.combatants):
        conditions = combatant.conditions
        if not (conditions.held_by or conditions.also_held_by or conditions.stealth_flagged_by):
            continue
        where = f"{field}.combatants[{i}].conditions"
        own = {combatant.id}
        _check_known([conditions.held_by], seen, f"{where}.held_by", single=True, empty=True)
        _check_known(conditions.also_held_by, seen, f"{where}.also_held_by")
        _check_known(conditions.stealth_flagged_by, seen, f"{where}.stealth_flagged_by")
        # Holding oneself, or holding the flag of one's own stealth, names nobody else either.
        _check_known([conditions.held_by], own, f"{where}.held_by", single=True, others=True)
        _check_known(conditions.also_held_by, own, f"{where}.also_held_by", others=True)
        _check_known(conditions.stealth_flagged_by, own, f"{where}.stealth_flagged_by", others=True)
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


def validate_action(action: Action, field: str) -> None:
    """Raise InvalidRequestError for a number of ``action`` out of its range (engine/ranges.py);
    ``field`` is the action's path. Checked wherever an action is performed (engine/perform.py)."""
    # Every action performed passes here (each turn of an encounter, each branch of odds): the
    # path is spelled out only for an action that has numbers to check.
    if isinstance(action, Move):
        for i, square in enumerate(action.path):
            _check_position(square, f"{field}.{action.kind}.path[{i}]")
    elif isinstance(action, Attack):
        if action.target_position is not None:
            _check_position(action.target_position, f"{field}.{action.kind}.target_position")
    elif isinstance(action, SetTrap):
        if action.position is not None:
            _check_position(action.position, f"{field}.{action.kind}.position")
    elif isinstance(action, TrapForFood):
        for name in ("zones_away", "successful_days", "months_elapsed"):
            R.COUNT.check(getattr(action, name), f"{field}.{action.kind}.{name}")


def _check_position(position: Position, field: str) -> None:
    _POSITION.check(position, field)


def _check_known(
    ids: Iterable[str],
    known: set[str],
    field: str,
    *,
    single: bool = False,
    empty: bool = False,
    others: bool = False,
) -> None:
    """Each of ``ids`` names a combatant of ``known`` (UNKNOWN_COMBATANT); ``empty``: an empty id
    names none, and is allowed; ``single``: the field is one id, not a list. ``others``: the
    reverse, no id may be one of ``known`` (the combatant itself: SELF_TARGET)."""
    for i, combatant_id in enumerate(ids):
        if (combatant_id in known) is not others or (empty and not combatant_id):
            continue
        name = field.rsplit(".", 1)[-1]
        raise InvalidRequestError(
            f"{name} names the combatant itself: {combatant_id!r}"
            if others
            else f"{name} names no combatant: {combatant_id!r}",
            reason="SELF_TARGET" if others else "UNKNOWN_COMBATANT",
            field=field if single else f"{field}[{i}]",
        )


def _check_rules(state: EncounterState, field: str) -> None:
    """The overridden rule numbers (None: the defaults, which are in range)."""
    checks = (
        (state.arrayer_rules, R.ARRAYER_RULES, "arrayer_rules"),
        (state.tiered_rules, R.TIERED_RULES, "tiered_rules"),
    )
    for rules, table, name in checks:
        if rules is not None:
            for number, allowed in table.items():
                allowed.check(getattr(rules, number), f"{field}.{name}.{number}")


#: Combatants whose numbers were found in range, by id(): service/boundary/convert.py hands the same
#: frozen Combatant to every request that sends the same one (a game's unchanged combatants, a
#: load test's), and these checks are most of validate_state's work. Holding the combatant keeps
#: its id from being reused; emptied when full.
_IN_RANGE: dict[int, Combatant] = {}
_IN_RANGE_SIZE = 4096


def _check_numbers(combatant: Combatant, where: str) -> None:
    """A combatant's numbers and its weapons', remembered in _IN_RANGE once they pass."""
    _check_combatant(combatant, where)
    for j, weapon in enumerate(combatant.weapons):
        _check_weapon(weapon, f"{where}.weapons[{j}]")
    if len(_IN_RANGE) >= _IN_RANGE_SIZE:
        _IN_RANGE.clear()
    _IN_RANGE[id(combatant)] = combatant


def _check_combatant(combatant: Combatant, where: str) -> None:
    """A combatant's own numbers."""
    for fields in _COMBATANT:
        fields.check(combatant, where)
    if combatant.position is not None:
        _POSITION.check(combatant.position, where, ".position")
    if combatant.facing is not None:
        _POSITION.check(combatant.facing, where, ".facing")
    if combatant.armour is not None:
        _PROTECTION.check(combatant.armour, where, ".armour")
    if combatant.shield is not None:
        _PROTECTION.check(combatant.shield, where, ".shield")
    conditions = combatant.conditions
    if conditions.entanglement is not None:
        _ENTANGLEMENT.check(conditions.entanglement, where, ".conditions.entanglement")
    for fields in _CONDITIONS:
        fields.check(conditions, where, ".conditions")
    if combatant.arrayer is not None:
        _check_arrayer(combatant.arrayer, f"{where}.arrayer")
    if combatant.tiered is not None:
        _STATS.check(combatant.tiered, where, ".tiered")
        _SKILL_LEVELS.check(combatant.tiered.skills, where, ".tiered.skills")
        _TRAPS_SET.check(combatant.tiered, where, ".tiered")
        if combatant.tiered.move is not None:
            R.MOVE.check(combatant.tiered.move, f"{where}.tiered.move")


def _check_arrayer(traits: ArrayerCombatant, where: str) -> None:
    _HIT_DICE.check(traits, where)
    for name in ("strength", "dexterity"):
        score = getattr(traits, name)
        if score is not None:
            R.SCORE.check(score, f"{where}.{name}")
    if traits.mount is not None:
        R.HP.check(traits.mount.hp, f"{where}.mount.hp")
        if traits.mount.hit_dice is not None:
            R.HIT_DICE.check(traits.mount.hit_dice, f"{where}.mount.hit_dice")


def _check_weapon(weapon: Weapon, where: str) -> None:
    """A carried weapon's wear, and the rules the request gave it: an inline definition, or the
    overrides of a catalog entry (the catalog's own numbers are in range)."""
    for fields in _WEAR:
        fields.check(weapon, where)
    if weapon.ammunition is not None:
        R.AMMUNITION_TIER.check(weapon.ammunition.tier, f"{where}.ammunition.tier")
        if weapon.ammunition.count is not None:
            R.COUNT.check(weapon.ammunition.count, f"{where}.ammunition.count")
    if weapon.catalog_id is not None and weapon.overrides is None:
        return
    rules = f"{where}.{'definition' if weapon.catalog_id is None else 'overrides'}"
    tiered = weapon.definition.tiered
    if tiered is not None and tiered.weapon_class is not TieredWeaponClass.UNARMED:
        R.TIER.check(tiered.tier, f"{rules}.tiered.tier")
    if weapon.definition.arrayer is not None:
        # An override replaces a list through its wrapper (WeaponOverrides' *List messages).
        items = "" if weapon.catalog_id is None else ".items"
        _check_arrayer_weapon(weapon.definition.arrayer, f"{rules}.arrayer", items)


def _check_arrayer_weapon(rules: ArrayerWeaponRules, where: str, items: str) -> None:
    """Inline or overridden ARRAYER weapon rules; ``items`` is the lists' path suffix."""
    for fields in _ARRAYER_WEAPON:
        fields.check(rules, where)
    if rules.range is not None:
        _check_bands(rules.range, f"{where}.range")
    for i, effect in enumerate(rules.effects):
        at = f"{where}.effects{items}[{i}].value"
        if effect.kind is ArrayerEffectKind.TRIP:
            R.TRIP_SOURCE.check(effect.value, at)
        elif effect.kind is ArrayerEffectKind.OVER_PENETRATION:
            if effect.value not in DICE_SIZES:
                raise InvalidRequestError(
                    f"not a die size the rules roll: {effect.value!r} (one of {DICE_SIZES})",
                    reason="BAD_DIE_SIZE",
                    field=at,
                )
        else:
            R.EFFECT_VALUE.check(effect.value, at)
    for i, entry in enumerate(rules.ammunition_ranges):
        _check_bands(entry.range, f"{where}.ammunition_ranges{items}[{i}].range")
    catalog = builtin_catalog().arrayer
    for name in _PROFILES:
        profile = getattr(rules, name)
        if profile and profile not in catalog.by_id:
            # The attack fights as this catalog profile (engine/arrayer/attack.py).
            raise InvalidRequestError(
                f"{name} names no catalog weapon: {profile!r} (GetCatalog lists them)",
                reason="UNKNOWN_WEAPON",
                field=f"{where}.{name}",
            )


def _check_bands(bands: RangeBands, where: str) -> None:
    """A3: each band in range, and none below the one before (effective <= long <= extreme)."""
    below = 0
    for name in _BANDS:
        value = getattr(bands, name)
        R.DISTANCE.check(value, f"{where}.{name}")
        if value < below:
            raise InvalidRequestError(
                f"{name} must not be below the band before it ({below}), got {value!r}",
                reason="OUT_OF_RANGE",
                field=f"{where}.{name}",
            )
        below = value
