"""The ARRAYER rule overrides of a request's state, merged on the catalog defaults (with the
checks only they need: die sizes, the tables' rows), and written back for GetCatalog. The rest of
ARRAYER's request fields are read by the generated readers (service/boundary/codec/readers)."""

from __future__ import annotations

from typing import Any

from arbiter.v1 import arrayer_pb2, state_pb2, weapon_pb2
from engine.catalog import ARRAYER_DEFAULTS
from engine.dice import DICE_SIZES
from engine.errors import ArbiterError, InvalidRequestError
from engine.state import ArrayerRules, ArrayerWeaponRules, RangeBands
from service.boundary.codec.readers.arrayer import (
    read_arrayer_location_band,
    read_arrayer_mishap_band,
    read_arrayer_wound_band,
)
from service.boundary.codec.reading import nested
from service.boundary.scalars import Scalars

__all__ = [
    "MAX_DAMAGE_DICE",
    "arrayer_rules_from_proto",
    "arrayer_rules_into",
    "weapon_rules_into",
]

#: d6s one mishap row may deal to the user (bounds the dice a shot can roll).
MAX_DAMAGE_DICE = 10

#: ArrayerRules fields that name a die size.
_DIE_FIELDS = ("mishap_die_maintained", "mishap_die_dubious", "prone_attack_die")

#: Squares around a combatant (A22: ``space_free_squares`` counts free ones among them).
_SQUARES_AROUND = 8

#: ArrayerRules tables (repeated band messages): each row's reader, and the field of its start.
_TABLES: dict[str, tuple[Any, str, int | None]] = {
    "wound_bands": (read_arrayer_wound_band, "from_depth", None),
    "location_bands": (read_arrayer_location_band, "from_face", 20),
    "mishap_bands": (read_arrayer_mishap_band, "from_face", None),
}

_BANDS = Scalars(weapon_pb2.RangeBands.DESCRIPTOR, "effective_range long_range extreme_range")
_WEAPON_RULES = Scalars(
    weapon_pb2.ArrayerWeaponRules.DESCRIPTOR,
    "weight specialised reach reload_chits throwable discharge_standing reload_standing gunpowder"
    " needs_space concealable close_quarters_as alternate_as fatigued_as",
)


def _check_starts(starts: list[int], name: str, key: str, top: int | None) -> None:
    """A table's rows start at 1 and ascend strictly (up to ``top`` if given)."""
    for i, start in enumerate(starts):
        low = 1 if i == 0 else starts[i - 1] + 1
        high = 1 if i == 0 else top
        if start < low or (high is not None and start > high):
            want = "1" if i == 0 else f"above {starts[i - 1]}" + (f", at most {top}" if top else "")
            raise InvalidRequestError(
                f"{name} row {i} starts at {start!r}; it must start at {want}",
                reason="BAD_TABLE_ROW",
                field=f"{name}[{i}].{key}",
            )


def _tables(msg: state_pb2.ArrayerRules) -> dict[str, Any]:
    """The overridden A11/A6 tables (empty ones keep the default)."""
    tables: dict[str, Any] = {}
    for name, (read, key, top) in _TABLES.items():
        rows = getattr(msg, name)
        if not rows:
            continue
        _check_starts([getattr(row, key) for row in rows], name, key, top)
        read_rows = []
        for i, row in enumerate(rows):
            if name == "mishap_bands" and not 0 <= row.damage_dice <= MAX_DAMAGE_DICE:
                raise InvalidRequestError(
                    f"damage_dice must be 0 to {MAX_DAMAGE_DICE}, got {row.damage_dice!r}",
                    reason="BAD_TABLE_ROW",
                    field=f"{name}[{i}].damage_dice",
                )
            try:
                read_rows.append(read(row))
            except ArbiterError as err:
                nested(err, f"{name}[{i}]")
                raise
        tables[name] = tuple(read_rows)
    return tables


def _check_die(size: int, field: str) -> None:
    if size not in DICE_SIZES:
        raise InvalidRequestError(
            f"not a die size the rules roll: {size!r} (one of {DICE_SIZES})",
            reason="BAD_DIE_SIZE",
            field=field,
        )


def arrayer_rules_from_proto(msg: state_pb2.ArrayerRules) -> ArrayerRules:
    """ARRAYER overrides merged onto the catalog defaults: each set field replaces its default
    (the message's fields are named as ArrayerRules' attributes). The engine checks the numbers'
    ranges (engine/ranges.py: ARRAYER_RULES); die sizes, the tables and space_free_squares are
    checked here (the request's size check counted the lists)."""
    d = ARRAYER_DEFAULTS
    for i, size in enumerate(msg.proficiency_dice):
        _check_die(size, f"proficiency_dice[{i}]")
    overrides: dict[str, Any] = {
        descriptor.name: value
        for descriptor, value in msg.ListFields()
        if descriptor.name not in _TABLES and descriptor.name != "proficiency_dice"
    }
    if not 0 <= overrides.get("space_free_squares", 0) <= _SQUARES_AROUND:
        raise InvalidRequestError(
            f"space_free_squares must be 0 to {_SQUARES_AROUND}, "
            f"got {overrides['space_free_squares']!r}",
            reason="OUT_OF_RANGE",
            field="space_free_squares",
        )
    for name in _DIE_FIELDS:
        if name in overrides:
            _check_die(overrides[name], name)
    return d.merged(
        {
            "proficiency_dice": tuple(msg.proficiency_dice) or d.proficiency_dice,
            **overrides,
            **_tables(msg),
        }
    )


# --- GetCatalog ------------------------------------------------------------------------------


def _bands_into(msg: weapon_pb2.RangeBands, bands: RangeBands) -> None:
    msg.SetInParent()  # bands of all zeros are still bands
    _BANDS.write(msg, bands)


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


def arrayer_rules_into(msg: state_pb2.ArrayerRules, rules: ArrayerRules) -> None:
    """Write every ARRAYER rule number (GetCatalog's defaults, or a request's overrides)."""
    msg.proficiency_dice.extend(rules.proficiency_dice)
    for name in ArrayerRules.FIELDS:
        if name not in _TABLES and name != "proficiency_dice":
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
