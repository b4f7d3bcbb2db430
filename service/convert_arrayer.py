"""The ARRAYER part of the service boundary: weapon effects and profiles, wounds, rule overrides,
attack options and the ARRAYER-only actions, proto to engine and back. Hooked into
service/convert.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arbiter.v1 import action_pb2, arrayer_pb2, state_pb2, weapon_pb2
from engine.actions import (
    Action,
    ArrayerAftermath,
    ArrayerBloodBath,
    ArrayerEscape,
    ArrayerFollowUp,
    ArrayerMountTarget,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
    ArrayerShortRest,
)
from engine.catalog import ARRAYER_DEFAULTS
from engine.dice import DICE_SIZES
from engine.errors import InvalidRequestError
from engine.state import (
    AmmunitionKind,
    ArrayerAmmunitionRange,
    ArrayerBodySide,
    ArrayerCombatant,
    ArrayerEffect,
    ArrayerEffectKind,
    ArrayerHitLocation,
    ArrayerLocationBand,
    ArrayerMishapBand,
    ArrayerMishapResult,
    ArrayerRules,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    ArrayerWound,
    ArrayerWoundBand,
    ArrayerWoundSeverity,
    Mount,
    MountKind,
    RangeBands,
    WeaponProficiency,
)
from service.limits import Limits
from service.proto_values import (
    Scalars,
    check_limit,
    check_move,
    check_range,
    combatant_ids,
    optional_enum,
    required_enum,
)

__all__ = [
    "ACTION_KINDS",
    "MAX_DAMAGE_DICE",
    "MAX_TABLE_ROWS",
    "MAX_WEAPON_ENTRIES",
    "ammunition_ranges_from_proto",
    "arrayer_action_from_proto",
    "attack_options_from_proto",
    "combatant_from_proto",
    "effects_from_proto",
    "rules_from_proto",
    "rules_into",
    "weapon_rules_from_proto",
    "weapon_rules_into",
]

#: The Action oneof kinds only ARRAYER encounters take.
ACTION_KINDS = frozenset({"aftermath", "nightly_rest", "short_rest", "escape", "roll_weapon_type"})

#: Effects and ammunition ranges one inline weapon definition may list (each attack reads them).
MAX_WEAPON_ENTRIES = 32

#: Rows one overridden ArrayerRules table (wound, location, mishap bands) may hold.
MAX_TABLE_ROWS = 32

#: d6s one mishap row may deal to the user (bounds the dice a shot can roll).
MAX_DAMAGE_DICE = 10

#: ArrayerRules fields that name a die size.
_DIE_FIELDS = ("mishap_die_maintained", "mishap_die_dubious", "prone_attack_die")

#: Squares around a combatant (A22: ``space_free_squares`` counts free ones among them).
_SQUARES_AROUND = 8

#: ArrayerRules tables (repeated band messages), converted on their own.
_TABLES = ("proficiency_dice", "wound_bands", "location_bands", "mishap_bands")

#: ARRAYER improvements per weapon type: 0-3 steps up the ladder (ruling A1).
_IMPROVEMENTS = range(4)

_BANDS = Scalars(weapon_pb2.RangeBands.DESCRIPTOR, "effective_range long_range extreme_range")
_WEAPON_RULES = Scalars(
    weapon_pb2.ArrayerWeaponRules.DESCRIPTOR,
    "weight specialised reach reload_chits throwable discharge_standing reload_standing gunpowder"
    " needs_space concealable close_quarters_as alternate_as fatigued_as",
)
_COMBATANT = Scalars(
    state_pb2.ArrayerCombatant.DESCRIPTOR,
    "strength dexterity reload_disrupted recovers_at_short_rest",
)
_ATTACK = Scalars(action_pb2.Attack.DESCRIPTOR, "killing_blow use_alternate entangle")


def _check_starts(starts: list[int], name: str, field: str, *, top: int | None = None) -> None:
    """A table's rows start at 1 and ascend strictly (up to ``top`` if given)."""
    check_limit(len(starts), MAX_TABLE_ROWS, f"rows per {name}", field)
    for i, start in enumerate(starts):
        low = 1 if i == 0 else starts[i - 1] + 1
        high = 1 if i == 0 else top
        if start < low or (high is not None and start > high):
            want = "1" if i == 0 else f"above {starts[i - 1]}" + (f", at most {top}" if top else "")
            key = "from_depth" if name == "wound_bands" else "from_face"
            raise InvalidRequestError(
                f"{name} row {i} starts at {start!r}; it must start at {want}",
                reason="BAD_TABLE_ROW",
                field=f"{field}[{i}].{key}",
            )


def _tables(msg: state_pb2.ArrayerRules, field: str) -> dict[str, Any]:
    """The overridden A11/A6 tables (empty ones keep the default)."""
    tables: dict[str, Any] = {}
    if msg.wound_bands:
        where = f"{field}.wound_bands"
        _check_starts([b.from_depth for b in msg.wound_bands], "wound_bands", where)
        tables["wound_bands"] = tuple(
            ArrayerWoundBand(
                b.from_depth,
                required_enum(ArrayerWoundSeverity, b.severity, f"{where}[{i}].severity"),
            )
            for i, b in enumerate(msg.wound_bands)
        )
    if msg.location_bands:
        where = f"{field}.location_bands"
        _check_starts([b.from_face for b in msg.location_bands], "location_bands", where, top=20)
        tables["location_bands"] = tuple(
            ArrayerLocationBand(
                b.from_face,
                required_enum(ArrayerHitLocation, b.location, f"{where}[{i}].location"),
                b.sided,
            )
            for i, b in enumerate(msg.location_bands)
        )
    if msg.mishap_bands:
        where = f"{field}.mishap_bands"
        _check_starts([b.from_face for b in msg.mishap_bands], "mishap_bands", where)
        for i, b in enumerate(msg.mishap_bands):
            if not 0 <= b.damage_dice <= MAX_DAMAGE_DICE:
                raise InvalidRequestError(
                    f"damage_dice must be 0 to {MAX_DAMAGE_DICE}, got {b.damage_dice!r}",
                    reason="BAD_TABLE_ROW",
                    field=f"{where}[{i}].damage_dice",
                )
        tables["mishap_bands"] = tuple(
            ArrayerMishapBand(
                b.from_face,
                required_enum(ArrayerMishapResult, b.result, f"{where}[{i}].result"),
                b.damage_dice,
            )
            for i, b in enumerate(msg.mishap_bands)
        )
    return tables


def _bands(msg: weapon_pb2.RangeBands) -> RangeBands:
    return RangeBands(**_BANDS.read(msg))


def _bands_into(msg: weapon_pb2.RangeBands, bands: RangeBands) -> None:
    msg.SetInParent()  # bands of all zeros are still bands
    _BANDS.write(msg, bands)


def effects_from_proto(
    effects: Sequence[weapon_pb2.ArrayerEffect], field: str
) -> tuple[ArrayerEffect, ...]:
    """A weapon's effects list (``field`` is the list's path)."""
    check_limit(len(effects), MAX_WEAPON_ENTRIES, "effects per weapon", field)
    return tuple(
        ArrayerEffect(required_enum(ArrayerEffectKind, e.kind, f"{field}[{i}].kind"), e.value)
        for i, e in enumerate(effects)
    )


def ammunition_ranges_from_proto(
    ranges: Sequence[weapon_pb2.ArrayerAmmunitionRange], field: str
) -> tuple[ArrayerAmmunitionRange, ...]:
    """A weapon's range bands per ammunition (``field`` is the list's path)."""
    check_limit(len(ranges), MAX_WEAPON_ENTRIES, "ammunition ranges per weapon", field)
    return tuple(
        ArrayerAmmunitionRange(
            required_enum(AmmunitionKind, r.kind, f"{field}[{i}].kind"), _bands(r.range)
        )
        for i, r in enumerate(ranges)
    )


def weapon_rules_from_proto(a: weapon_pb2.ArrayerWeaponRules, field: str) -> ArrayerWeaponRules:
    """An inline definition's ARRAYER rules (``field`` is its ``arrayer`` path)."""
    return ArrayerWeaponRules(
        weapon_type=required_enum(ArrayerWeaponType, a.weapon_type, f"{field}.weapon_type"),
        range=_bands(a.range) if a.HasField("range") else None,
        effects=effects_from_proto(a.effects, f"{field}.effects"),
        ammunition_ranges=ammunition_ranges_from_proto(
            a.ammunition_ranges, f"{field}.ammunition_ranges"
        ),
        **_WEAPON_RULES.read(a),
    )


def weapon_rules_into(a: weapon_pb2.ArrayerWeaponRules, rules: ArrayerWeaponRules) -> None:
    """Write ARRAYER weapon rules (GetCatalog, and inline definitions echoed back)."""
    a.weapon_type = weapon_pb2.ArrayerWeaponType.ValueType(rules.weapon_type)
    _WEAPON_RULES.write(a, rules)
    if rules.range is not None:
        _bands_into(a.range, rules.range)
    for effect in rules.effects:
        a.effects.add(kind=weapon_pb2.ArrayerEffectKind.ValueType(effect.kind), value=effect.value)
    for entry in rules.ammunition_ranges:
        r = a.ammunition_ranges.add(kind=weapon_pb2.AmmunitionKind.ValueType(entry.kind))
        _bands_into(r.range, entry.range)


def combatant_from_proto(
    msg: state_pb2.ArrayerCombatant, limits: Limits, field: str
) -> ArrayerCombatant:
    """A combatant's ARRAYER traits (``field`` is its ``arrayer`` path). The engine checks the
    numbers' ranges (engine/ranges.py)."""
    check_limit(
        len(msg.proficiencies), limits.max_list_items, "max_list_items", f"{field}.proficiencies"
    )
    proficiencies = []
    for i, p in enumerate(msg.proficiencies):
        where = f"{field}.proficiencies[{i}]"
        check_range(p.improvements, _IMPROVEMENTS, f"{where}.improvements")
        proficiencies.append(
            WeaponProficiency(
                required_enum(ArrayerWeaponType, p.weapon_type, f"{where}.weapon_type"),
                p.improvements,
            )
        )
    mount = None
    if msg.HasField("mount"):
        mount = Mount(
            required_enum(MountKind, msg.mount.kind, f"{field}.mount.kind"),
            msg.mount.hp,
            msg.mount.hit_dice or None,  # the proto documents 0 as the kind's (A23)
        )
    check_limit(len(msg.wounds), limits.max_list_items, "max_list_items", f"{field}.wounds")
    wounds = []
    for i, w in enumerate(msg.wounds):
        where = f"{field}.wounds[{i}]"
        wounds.append(
            ArrayerWound(
                required_enum(ArrayerWoundSeverity, w.severity, f"{where}.severity"),
                required_enum(ArrayerHitLocation, w.location, f"{where}.location"),
                optional_enum(ArrayerBodySide, w.side, f"{where}.side"),
            )
        )
    return ArrayerCombatant(
        hit_dice=msg.hit_dice or 1,  # the proto documents 0 as 1
        proficiencies=tuple(proficiencies),
        mount=mount,
        wounds=tuple(wounds),
        **_COMBATANT.read(msg),
    )


def _check_die(size: int, field: str) -> None:
    if size not in DICE_SIZES:
        raise InvalidRequestError(
            f"not a die size the rules roll: {size!r} (one of {DICE_SIZES})",
            reason="BAD_DIE_SIZE",
            field=field,
        )


def rules_from_proto(msg: state_pb2.ArrayerRules, limits: Limits, field: str) -> ArrayerRules:
    """ARRAYER overrides merged onto the catalog defaults: each set field replaces its default
    (the message's fields are named as ArrayerRules' attributes). The engine checks the numbers'
    ranges (engine/ranges.py: ARRAYER_RULES); die sizes, the tables and space_free_squares are
    checked here."""
    check_move(msg, "default_move", limits, field)
    check_limit(
        len(msg.proficiency_dice),
        limits.max_list_items,
        "max_list_items",
        f"{field}.proficiency_dice",
    )
    d = ARRAYER_DEFAULTS
    for i, size in enumerate(msg.proficiency_dice):
        _check_die(size, f"{field}.proficiency_dice[{i}]")
    overrides: dict[str, Any] = {
        descriptor.name: value
        for descriptor, value in msg.ListFields()
        if descriptor.name not in _TABLES
    }
    if not 0 <= overrides.get("space_free_squares", 0) <= _SQUARES_AROUND:
        raise InvalidRequestError(
            f"space_free_squares must be 0 to {_SQUARES_AROUND}, "
            f"got {overrides['space_free_squares']!r}",
            reason="OUT_OF_RANGE",
            field=f"{field}.space_free_squares",
        )
    for name in _DIE_FIELDS:
        if name in overrides:
            _check_die(overrides[name], f"{field}.{name}")
    return d.merged(
        {
            "proficiency_dice": tuple(msg.proficiency_dice) or d.proficiency_dice,
            **overrides,
            **_tables(msg, field),
        }
    )


def rules_into(msg: state_pb2.ArrayerRules, rules: ArrayerRules) -> None:
    """Write every ARRAYER rule number (GetCatalog's defaults, or a request's overrides)."""
    msg.proficiency_dice.extend(rules.proficiency_dice)
    for name in ArrayerRules.FIELDS:
        if name not in _TABLES:
            setattr(msg, name, getattr(rules, name))
    for w in rules.wound_bands:
        msg.wound_bands.add(
            from_depth=w.from_depth, severity=arrayer_pb2.ArrayerWoundSeverity.ValueType(w.severity)
        )
    for loc in rules.location_bands:
        msg.location_bands.add(
            from_face=loc.from_face,
            location=arrayer_pb2.ArrayerHitLocation.ValueType(loc.location),
            sided=loc.sided,
        )
    for m in rules.mishap_bands:
        msg.mishap_bands.add(
            from_face=m.from_face,
            result=arrayer_pb2.ArrayerMishapResult.ValueType(m.result),
            damage_dice=m.damage_dice,
        )


def attack_options_from_proto(a: action_pb2.Attack, limits: Limits, where: str) -> dict[str, Any]:
    """The ARRAYER-only Attack fields (10-29)."""
    return {
        "extra_target_ids": combatant_ids(a.extra_target_ids, limits, f"{where}.extra_target_ids"),
        "mount_target": optional_enum(ArrayerMountTarget, a.mount_target, f"{where}.mount_target"),
        "ammunition": optional_enum(AmmunitionKind, a.ammunition, f"{where}.ammunition"),
        "follow_up": _follow_up(a, limits, where),
        **_ATTACK.read(a),
    }


def _follow_up(a: action_pb2.Attack, limits: Limits, where: str) -> ArrayerFollowUp | None:
    """A26: the greatsword's follow-up; absent or empty is None (the nearest enemy in reach)."""
    msg = a.follow_up
    target_ids = combatant_ids(msg.target_ids, limits, f"{where}.follow_up.target_ids")
    if not msg.decline and not target_ids:
        return None
    return ArrayerFollowUp(msg.decline, target_ids)


def arrayer_action_from_proto(
    msg: action_pb2.Action, kind: str, limits: Limits, field: str
) -> Action:
    """An ARRAYER-only action (``kind`` in ACTION_KINDS)."""
    where = f"{field}.{kind}"
    if kind == "aftermath":
        baths = msg.aftermath.blood_baths
        check_limit(len(baths), limits.max_combatants, "max_combatants", f"{where}.blood_baths")
        return ArrayerAftermath(
            tuple(
                ArrayerBloodBath(
                    b.creature_id,
                    combatant_ids(b.bather_ids, limits, f"{where}.blood_baths[{i}].bather_ids"),
                )
                for i, b in enumerate(baths)
            )
        )
    if kind == "nightly_rest":
        return ArrayerNightlyRest()
    if kind == "short_rest":
        return ArrayerShortRest()
    if kind == "escape":
        return ArrayerEscape(msg.escape.combatant_id)
    return ArrayerRollWeaponType(msg.roll_weapon_type.combatant_id)
