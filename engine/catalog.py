"""The built-in catalogs: weapons, numeric defaults and rulings of each ruleset.

Weapons are data (``engine/data/*.toml``); the rulings are the project's copy of
``shared/rulings.md`` (``engine/data/rulings.md``; a test keeps the two identical). Both ship inside
the package, so the service needs no external files.
"""

from __future__ import annotations

import functools
import re
import tomllib
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, final

from engine.errors import InvalidRequestError
from engine.reasons import REASONS, Reason
from engine.state import (
    AmmunitionKind,
    ArrayerAmmunitionRange,
    ArrayerEffect,
    ArrayerEffectKind,
    ArrayerHitLocation,
    ArrayerLocationBand,
    ArrayerMishapBand,
    ArrayerMishapResult,
    ArrayerRules,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    ArrayerWoundBand,
    ArrayerWoundSeverity,
    RangeBands,
    Ruleset,
    TieredRules,
    TieredWeaponClass,
    TieredWeaponRules,
    Weapon,
    WeaponDefinition,
    ruleset_key,
)
from engine.tactic_names import TACTICS, TacticInfo
from engine.trace_names import TERMS, TOTALS, TraceName
from engine.values import Value

__all__ = [
    "ARRAYER_DEFAULTS",
    "TIERED_DEFAULTS",
    "Catalog",
    "RulesetCatalog",
    "Ruling",
    "builtin_catalog",
    "parse_rulings",
]

_W = ArrayerWoundSeverity
_L = ArrayerHitLocation
_M = ArrayerMishapResult

#: The numbers the rulings pick, as shipped (GetCatalog lists them; proto/arbiter/v1/state.proto
#: states each); an encounter may override any of them.
ARRAYER_DEFAULTS = ArrayerRules(
    proficiency_dice=(12, 10, 8),  # Attack Die for Basic, Skilled, Expert (A1)
    hit_threshold_effective=6,  # A3
    hit_threshold_long=5,
    hit_threshold_extreme=4,
    minimum_damage=1,  # A2
    default_score=10,  # Strength and Dexterity (A7)
    default_morale=7,  # A15
    default_move=5,  # the project's, as `tiered` (the document has none)
    initiative_better=4,  # A13
    initiative_equal=3,
    initiative_worse=2,
    morale_auto=3,  # A15
    mishap_die_maintained=6,  # A6
    mishap_die_dubious=12,
    prone_attack_die=6,  # A5
    night_death_face=1,  # A12
    healing_per_hit_die=1,  # A12: the document's "1HP per HD"
    net_escape_face=2,  # the document: 1-2
    # A11 wound severity by |HP|: 1 stunned, 2-3 light, 4-6 moderate, 7+ bad.
    wound_bands=(
        ArrayerWoundBand(1, _W.STUNNED),
        ArrayerWoundBand(2, _W.LIGHT),
        ArrayerWoundBand(4, _W.MODERATE),
        ArrayerWoundBand(7, _W.BAD),
    ),
    # A11 hit location d20: 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm,
    # 15-17 Ulg, 18-20 Llg; limbs left on odd, right on even.
    location_bands=(
        ArrayerLocationBand(1, _L.FACE),
        ArrayerLocationBand(2, _L.HEAD_NECK),
        ArrayerLocationBand(3, _L.THORAX),
        ArrayerLocationBand(6, _L.ABDOMEN),
        ArrayerLocationBand(8, _L.PELVIS),
        ArrayerLocationBand(9, _L.UPPER_ARM, sided=True),
        ArrayerLocationBand(12, _L.LOWER_ARM, sided=True),
        ArrayerLocationBand(15, _L.UPPER_LEG, sided=True),
        ArrayerLocationBand(18, _L.LOWER_LEG, sided=True),
    ),
    # A6, the document's mishap table: 1-4 misfire, 5 dud, 6 burst (wear), 7 burst, 8-10 dud,
    # 11-12 explodes (2d6).
    mishap_bands=(
        ArrayerMishapBand(1, _M.MISFIRE),
        ArrayerMishapBand(5, _M.DUD),
        ArrayerMishapBand(6, _M.BURST_WEAR, 1),
        ArrayerMishapBand(7, _M.BURST, 1),
        ArrayerMishapBand(8, _M.DUD),
        ArrayerMishapBand(11, _M.EXPLODE, 2),
    ),
    aftermath_recover_multiple=2,  # A11
    interception=True,  # A18
    space_free_squares=3,  # A22
)
TIERED_DEFAULTS = TieredRules(
    default_move=5,  # tiles per move action (T2)
    critical_tier_loss=1,  # T4
    unarmed_fumble_damage=10,  # T4
    thrown_range=5,  # the document
    ranged_max_range=15,  # T5, the document
    stealth_range=30,  # T6, the document
    trap_trigger_radius=1,  # T7
    porter_reach=2,  # T17
)

_RULING_LINE = re.compile(r"^- (?P<id>[AST]\d+) (?P<text>.*)$")
_RULING_PREFIXES = {Ruleset.ARRAYER: ("S", "A"), Ruleset.TIERED: ("S", "T")}


@final
class Ruling(Value):
    """One ruling settling a gap in a rule document (``id`` like ``"A7"``)."""

    FIELDS = ("id", "text")
    __slots__ = FIELDS

    id: str
    text: str

    def __init__(self, id: str, text: str) -> None:
        self.id = id
        self.text = text

    def field_values(self) -> tuple[object, ...]:
        return (self.id, self.text)


@dataclass(frozen=True, slots=True, eq=False)
class RulesetCatalog:
    """What one ruleset offers: weapons, rulings and numeric defaults.

    Compared and hashed by identity (a server holds one catalog), so it is a cheap cache key.
    """

    ruleset: Ruleset
    title: str
    document: str
    weapons: tuple[WeaponDefinition, ...]
    rulings: tuple[Ruling, ...]
    defaults: ArrayerRules | TieredRules
    #: ``weapons`` by id, built once: every carried catalog weapon of every request looks one up.
    by_id: dict[str, WeaponDefinition] = field(init=False, repr=False, compare=False)
    #: Each weapon as carried unworn under its own id, built once: a request that names a catalog
    #: weapon and sets nothing else about it (the usual case) gets this frozen value.
    carried: dict[str, Weapon] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Frozen: the indexes are set once here, and nothing changes them afterwards.
        by_id = {w.id: w for w in reversed(self.weapons)}  # the first of an id wins
        object.__setattr__(self, "by_id", by_id)
        carried = {i: Weapon(i, w, catalog_id=i) for i, w in by_id.items()}
        object.__setattr__(self, "carried", carried)

    def weapon(self, weapon_id: str, *, field: str) -> WeaponDefinition:
        """The catalog weapon ``weapon_id``; an InvalidRequestError naming ``field`` if unknown."""
        weapon = self.by_id.get(weapon_id)
        if weapon is None:
            raise InvalidRequestError(
                f"unknown {ruleset_key(self.ruleset)} weapon: {weapon_id!r}"
                " (GetCatalog lists them)",
                reason="UNKNOWN_WEAPON",
                field=field,
            )
        return weapon


@final
class Catalog(Value):
    """The catalogs of every ruleset, and the vocabularies they share: reason codes
    (engine/reasons.py), trace names (engine/trace_names.py) and tactics
    (engine/tactic_names.py)."""

    FIELDS = ("arrayer", "tiered", "reasons", "total_names", "term_names", "tactics")
    __slots__ = FIELDS

    arrayer: RulesetCatalog
    tiered: RulesetCatalog
    reasons: tuple[Reason, ...]
    total_names: tuple[TraceName, ...]
    term_names: tuple[TraceName, ...]
    tactics: tuple[TacticInfo, ...]

    def __init__(
        self,
        arrayer: RulesetCatalog,
        tiered: RulesetCatalog,
        reasons: tuple[Reason, ...] = REASONS,
        total_names: tuple[TraceName, ...] = TOTALS,
        term_names: tuple[TraceName, ...] = TERMS,
        tactics: tuple[TacticInfo, ...] = TACTICS,
    ) -> None:
        self.arrayer = arrayer
        self.tiered = tiered
        self.reasons = reasons
        self.total_names = total_names
        self.term_names = term_names
        self.tactics = tactics

    def field_values(self) -> tuple[object, ...]:
        return (
            self.arrayer,
            self.tiered,
            self.reasons,
            self.total_names,
            self.term_names,
            self.tactics,
        )

    def for_ruleset(self, ruleset: Ruleset) -> RulesetCatalog:
        """The catalog of ``ruleset``."""
        return self.arrayer if ruleset is Ruleset.ARRAYER else self.tiered


def parse_rulings(markdown: str) -> tuple[Ruling, ...]:
    """Rulings from rulings.md bullets: ``- A7 text`` plus indented continuation lines."""
    rulings: list[Ruling] = []
    for line in markdown.splitlines():
        match = _RULING_LINE.match(line)
        if match:
            rulings.append(Ruling(match["id"], match["text"].strip()))
        elif rulings and line.startswith("  ") and line.strip():
            last = rulings[-1]
            rulings[-1] = Ruling(last.id, f"{last.text} {line.strip()}")
    return tuple(rulings)


def _arrayer_weapon(entry: dict[str, Any]) -> WeaponDefinition:
    bands = entry.get("range")
    rules = ArrayerWeaponRules(
        weapon_type=ArrayerWeaponType[entry["weapon_type"].upper()],
        weight=entry.get("weight", 0),
        specialised=entry.get("specialised", False),
        reach=entry.get("reach", 0),
        range=RangeBands(*bands) if bands else None,
        reload_chits=entry.get("reload_chits", 0),
        throwable=entry.get("throwable", False),
        discharge_standing=entry.get("discharge_standing", False),
        reload_standing=entry.get("reload_standing", False),
        gunpowder=entry.get("gunpowder", False),
        needs_space=entry.get("needs_space", False),
        concealable=entry.get("concealable", False),
        effects=tuple(
            ArrayerEffect(ArrayerEffectKind[e["kind"].upper()], e.get("value", 0))
            for e in entry.get("effects", ())
        ),
        close_quarters_as=entry.get("close_quarters_as", ""),
        alternate_as=entry.get("alternate_as", ""),
        fatigued_as=entry.get("fatigued_as", ""),
        ammunition_ranges=tuple(
            ArrayerAmmunitionRange(AmmunitionKind[a["kind"].upper()], RangeBands(*a["range"]))
            for a in entry.get("ammunition_ranges", ())
        ),
    )
    return WeaponDefinition(entry["id"], entry["name"], arrayer=rules)


def _tiered_weapons(data: dict[str, Any]) -> tuple[WeaponDefinition, ...]:
    low, high = data["tiers"]
    weapons = []
    for entry in data["classes"]:
        weapon_class = TieredWeaponClass[entry["weapon_class"].upper()]
        if weapon_class is TieredWeaponClass.UNARMED:
            rules = TieredWeaponRules(weapon_class, 0)
            weapons.append(WeaponDefinition("unarmed", entry["name"], tiered=rules))
            continue
        for tier in range(low, high + 1):
            weapon_id = f"{entry['weapon_class']}_t{tier}"
            name = f"{entry['name']}, Tier {tier}"
            weapons.append(
                WeaponDefinition(weapon_id, name, tiered=TieredWeaponRules(weapon_class, tier))
            )
    return tuple(weapons)


def _read(name: str) -> str:
    return resources.files("engine").joinpath("data").joinpath(name).read_text(encoding="utf-8")


@functools.cache
def builtin_catalog() -> Catalog:
    """The catalogs shipped with the engine (parsed once)."""
    rulings = parse_rulings(_read("rulings.md"))

    def rulings_for(ruleset: Ruleset) -> tuple[Ruling, ...]:
        return tuple(r for r in rulings if r.id.startswith(_RULING_PREFIXES[ruleset]))

    arrayer = tomllib.loads(_read("arrayer.toml"))
    tiered = tomllib.loads(_read("tiered.toml"))
    return Catalog(
        arrayer=RulesetCatalog(
            Ruleset.ARRAYER,
            arrayer["title"],
            arrayer["document"],
            tuple(_arrayer_weapon(e) for e in arrayer["weapons"]),
            rulings_for(Ruleset.ARRAYER),
            ARRAYER_DEFAULTS,
        ),
        tiered=RulesetCatalog(
            Ruleset.TIERED,
            tiered["title"],
            tiered["document"],
            _tiered_weapons(tiered),
            rulings_for(Ruleset.TIERED),
            TIERED_DEFAULTS,
        ),
    )
