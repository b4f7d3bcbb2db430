"""A deterministic sweep of the ranges' corners (engine/ranges.py) through the engine and the
response writer: states whose every number sits at its lowest or highest valid value (each
picked by a seeded coin) resolve to a response that serialises, and to a state that is a valid
request again. No engine sum of in-range numbers leaves int32 (issue 10 item 1); the extremes
of int32 itself are refused at the boundary (tests/service/test_ranges_rpc.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import (
    ArbiterError,
    InvalidRequestError,
    SeededDice,
    TraceDetail,
    builtin_catalog,
    resolve_action,
    resolve_encounter,
)
from engine import ranges as R
from engine.actions import ArrayerAftermath, ArrayerBloodBath, ArrayerNightlyRest, ArrayerShortRest
from engine.catalog import ARRAYER_DEFAULTS, TIERED_DEFAULTS
from engine.options import EncounterOptions
from engine.state import (
    Ammunition,
    AmmunitionKind,
    Armour,
    ArrayerCombatant,
    ArrayerEffect,
    ArrayerEffectKind,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    Combatant,
    Conditions,
    EncounterState,
    Mount,
    MountKind,
    Position,
    RangeBands,
    Ruleset,
    Shield,
    Side,
    TieredCombatant,
    TieredSkills,
    Weapon,
    WeaponDefinition,
    WeaponProficiency,
)
from engine.validate import validate_state
from service.boundary.convert import (
    state_from_proto,
)
from service.limits import Limits
from tests.service.reference import (
    action_response_to_proto,
    encounter_response_to_proto,
    state_to_proto,
)

SEEDS = range(24)
#: Movement rates stay within the server's default max_move (10): a rate of 1,000 is in range
#: but the server refuses it before the engine sees it.
_MOVES = (0, 10)
_TIERED_WEAPONS = (
    "one_handed_melee_t12",
    "two_handed_melee_t1",
    "bow_t12",
    "one_handed_crossbow_t12",
    "two_handed_firearm_t12",
    "siege_weapon_t12",
)
_ARRAYER_WEAPONS = ("sword", "longbow", "arquebus", "mace", "blunderbuss", "quarterstaff", "net")


class _Corners:
    """Each number at its range's low or high end, by a seeded coin."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def __call__(self, allowed: R.Range) -> int:
        return self._rng.choice((allowed.low, allowed.high))

    def coin(self) -> bool:
        return self._rng.random() < 0.5

    def choice(self, options: tuple[str, ...]) -> str:
        return self._rng.choice(options)


def _corner(pick: _Corners) -> Position:
    """A corner of the grid; the combatants stand in a row from it (_basics)."""
    return Position(R.COORDINATE.high if pick.coin() else R.COORDINATE.low, R.COORDINATE.high)


def _basics(pick: _Corners, i: int, corner: Position) -> dict[str, Any]:
    """Combatant ``i``'s id, side, HP (standing at the top half the time, to fight) and square."""
    return {
        "id": f"c{i}",
        "side_id": "red" if i % 2 else "blue",
        "hp": pick(R.HP) if pick.coin() else R.HP.high,
        "max_hp": pick(R.MAX_HP),
        "position": Position(corner.x + (i if corner.x < 0 else -i), corner.y),
    }


def _protection(pick: _Corners) -> tuple[Armour, Shield]:
    return (
        Armour(pick(R.PROTECTION), tier_loss=pick(R.PROTECTION)),
        Shield(pick(R.PROTECTION), tier_loss=pick(R.PROTECTION)),
    )


def _tiered_fighter(pick: _Corners, i: int, corner: Position) -> Combatant:
    catalog = builtin_catalog().for_ruleset(Ruleset.TIERED)
    weapons = []
    for catalog_id in (pick.choice(_TIERED_WEAPONS), "one_handed_firearm_t12"):
        carried = catalog.carried[catalog_id]
        weapons.append(
            carried.with_tier_loss(pick(R.TIER_LOSS))
            .with_shots_fired(pick(R.COUNT))
            .with_reload_actions_needed(pick(R.RELOAD) if pick.coin() else 0)
            .with_ammunition(
                Ammunition(AmmunitionKind.BULLET, tier=pick(R.AMMUNITION_TIER), count=pick(R.COUNT))
            )
        )
    armour, shield = _protection(pick)
    skills = TieredSkills(*[pick(R.SKILL) for _ in TieredSkills.FIELDS])
    return Combatant(
        **_basics(pick, i, corner),
        weapons=tuple(weapons),
        armour=armour,
        shield=shield,
        conditions=Conditions(
            immobilised_rounds=pick(R.DURATION) if pick.coin() else 0,
            immobilised_difficulty=pick(R.DIFFICULTY),
        ),
        tiered=TieredCombatant(
            pick(R.STAT),
            pick(R.STAT),
            pick(R.STAT),
            pick(R.STAT),
            skills,
            move=_MOVES[pick.coin()],
            traps_set_today=pick(R.COUNT),
        ),
    )


def _blade(pick: _Corners) -> Weapon:
    """An inline ARRAYER weapon with every number at a corner."""
    effects = (
        ArrayerEffect(ArrayerEffectKind.BONUS_VS_UNARMOURED, pick(R.EFFECT_VALUE)),
        ArrayerEffect(ArrayerEffectKind.BONUS_VS_ARMOURED, pick(R.EFFECT_VALUE)),
        ArrayerEffect(ArrayerEffectKind.BONUS_VS_SHIELD, pick(R.EFFECT_VALUE)),
        ArrayerEffect(ArrayerEffectKind.HP_FLOOR, pick(R.EFFECT_VALUE)),
        ArrayerEffect(ArrayerEffectKind.KNOCK_BACK),
        ArrayerEffect(ArrayerEffectKind.OVER_PENETRATION, 20),
        ArrayerEffect(ArrayerEffectKind.SPREAD, pick(R.EFFECT_VALUE)),
    )
    reach = pick(R.DISTANCE)
    rules = ArrayerWeaponRules(
        ArrayerWeaponType.BLADES,
        weight=pick(R.WEIGHT),
        reach=reach,
        range=RangeBands(reach, reach, reach),
        reload_chits=pick(R.RELOAD),
        effects=effects,
    )
    return Weapon("blade", WeaponDefinition("blade", "Blade", arrayer=rules))


def _arrayer_fighter(pick: _Corners, i: int, corner: Position) -> Combatant:
    catalog = builtin_catalog().for_ruleset(Ruleset.ARRAYER)
    carried = (
        catalog.carried[pick.choice(_ARRAYER_WEAPONS)]
        .with_reload_chits(pick(R.RELOAD) if pick.coin() else 0)
        .with_shots_fired(pick(R.COUNT))
    )
    armour, _ = _protection(pick)
    mount = Mount(MountKind.WARHORSE, pick(R.HP), pick(R.HIT_DICE)) if pick.coin() else None
    return Combatant(
        **_basics(pick, i, corner),
        weapons=(_blade(pick), carried) if pick.coin() else (carried, _blade(pick)),
        armour=armour,
        arrayer=ArrayerCombatant(
            hit_dice=pick(R.HIT_DICE),
            strength=pick(R.SCORE),
            dexterity=pick(R.SCORE),
            proficiencies=tuple(WeaponProficiency(kind, 3) for kind in ArrayerWeaponType),
            mount=mount,
        ),
    )


def _sides(pick: _Corners) -> tuple[Side, ...]:
    return tuple(
        Side(
            side_id,
            morale=pick(R.MORALE),
            morale_modifier=pick(R.MORALE_MODIFIER),
            starting_members=pick(R.COUNT),
        )
        for side_id in ("red", "blue")
    )


def corner_state(ruleset: Ruleset, seed: int) -> EncounterState:
    """Four combatants of ``ruleset`` and everything around them at the ranges' corners."""
    pick = _Corners(seed)
    corner = _corner(pick)
    fighter = _tiered_fighter if ruleset is Ruleset.TIERED else _arrayer_fighter
    combatants = tuple(fighter(pick, i, corner) for i in range(4))
    rules: dict[str, object] = {}
    table = R.TIERED_RULES if ruleset is Ruleset.TIERED else R.ARRAYER_RULES
    # default_move stays the server's: see _MOVES.
    values: dict[str, object] = {name: pick(allowed) for name, allowed in table.items()}
    values["default_move"] = 5
    if ruleset is Ruleset.TIERED:
        rules["tiered_rules"] = TIERED_DEFAULTS.merged(values)
    else:
        rules["arrayer_rules"] = ARRAYER_DEFAULTS.merged(values)
    return EncounterState(
        ruleset,
        combatants,
        round=pick(R.ROUND),
        sides=_sides(pick),
        **rules,  # type: ignore[arg-type]
    )


#: The counters the engine counts up, by one per round or action at most (docs/api.md "Valid
#: ranges"): a state sent at the very top of their range may come back past it.
_COUNTED_UP = ("round", "shots_fired", "traps_set_today", "entanglement.rounds")


def _round_trip(state: EncounterState) -> None:
    """The engine's state is a valid request again, through the wire form (but for a counter
    counted up past the top it started at)."""
    wire = state_to_proto(state)
    for engine_state in (state, state_from_proto(wire, builtin_catalog(), Limits())):
        try:
            validate_state(engine_state)
        except InvalidRequestError as err:
            if not err.field.endswith(_COUNTED_UP):
                raise


@pytest.mark.parametrize("ruleset", [Ruleset.ARRAYER, Ruleset.TIERED], ids=["arrayer", "tiered"])
def test_corner_encounters_resolve_and_write(ruleset: Ruleset) -> None:
    resolved = 0
    for seed in SEEDS:
        state = corner_state(ruleset, seed)
        validate_state(state)
        try:
            resolution = resolve_encounter(
                state,
                SeededDice(seed, budget=100_000),
                EncounterOptions(max_rounds=20, aftermath=ruleset is Ruleset.ARRAYER),
            )
        except ArbiterError:
            continue  # a rule refusal of a corner (e.g. a Body below the Tier) is no overflow
        response = encounter_response_to_proto(resolution, TraceDetail.FULL, seed)
        assert response.SerializeToString()
        _round_trip(resolution.state)
        resolved += 1
    assert resolved >= len(SEEDS) // 2, f"only {resolved} corner encounters resolved"


@pytest.mark.parametrize("seed", SEEDS)
def test_corner_rests_and_aftermaths_resolve_and_write(seed: int) -> None:
    # A11/A12 multiply and add HP and Hit Dice: the aftermath's 2 x |HP|, blood baths, healing.
    state = corner_state(Ruleset.ARRAYER, seed)
    ids = tuple(c.id for c in state.combatants)
    actions = (
        ArrayerAftermath((ArrayerBloodBath(ids[0], ids[1:]), ArrayerBloodBath(ids[1], ids))),
        ArrayerNightlyRest(),
        ArrayerShortRest(),
    )
    for action in actions:
        try:
            resolution = resolve_action(state, action, SeededDice(seed, budget=100_000))
        except ArbiterError:
            continue
        response = action_response_to_proto(resolution, TraceDetail.FULL, seed)
        assert response.SerializeToString()
        _round_trip(resolution.state)
        state = resolution.state
