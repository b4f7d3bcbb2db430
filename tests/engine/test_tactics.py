"""The named tactics (engine/tactic_names.py) in both rulesets, under forced dice: whom each picks,
where it moves, when it retreats; per-side and per-combatant choices; determinism."""

from __future__ import annotations

import pytest

from engine import ForcedDice, InvalidRequestError, SeededDice, resolve_encounter
from engine.encounter import EncounterResolution
from engine.options import EncounterOptions
from engine.state import Battlefield, Combatant, EncounterState, Obstacle, Position, Ruleset
from engine.tactic_names import TACTICS, Tactic
from engine.trace import EventKind
from tests.engine.factories import arrayer_fighter, encounter, tiered_fighter

RED = "red"


def _play(
    state: EncounterState,
    faces: tuple[int, ...],
    tactic: Tactic | None = None,
    *,
    rounds: int = 1,
    combatants: dict[str, Tactic] | None = None,
) -> EncounterResolution:
    return resolve_encounter(
        state,
        ForcedDice(faces, budget=len(faces)),
        EncounterOptions(
            max_rounds=rounds,
            side_tactics={RED: tactic} if tactic is not None else None,
            combatant_tactics=combatants,
        ),
    )


def _lines(result: EncounterResolution) -> list[str]:
    """What moved and struck, as the trace says it."""
    kinds = (EventKind.MOVE, EventKind.ATTACK, EventKind.INTERCEPTION, EventKind.COUNTERATTACK)
    return [e.summary for e in result.events if e.kind in kinds]


def _hurt(combatant: Combatant, max_hp: int) -> Combatant:
    return combatant.with_max_hp(max_hp)


def test_every_tactic_is_described_once_in_enum_order() -> None:
    assert [info.tactic for info in TACTICS] == list(Tactic)
    assert all(info.description for info in TACTICS)


# --- ARRAYER ---------------------------------------------------------------------------------


def _arrayer_crowd() -> EncounterState:
    # bo is nearest to ana, cy (2 HP) the weakest; di (red, 2 HP) is ana's most hurt ally.
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", RED, at=(0, 0), hp=10),
        arrayer_fighter("bo", "blue", at=(3, 0), hp=20),
        arrayer_fighter("cy", "blue", at=(0, 4), hp=2),
    )


def test_arrayer_nearest_enemy_is_unchanged() -> None:
    # Red wins initiative (1 <= 3); misses all round (12s).
    result = _play(_arrayer_crowd(), (1, 12, 12, 12), Tactic.NEAREST_ENEMY)
    assert _lines(result)[:1] == [
        "ana moves 1 toward bo, to (1, 0); waits in step 2 (bo stands on (2, 0)) and step 3 "
        "(bo stands on (2, 0)): blocked two steps running, stops"
    ]
    assert _lines(result) == _lines(_play(_arrayer_crowd(), (1, 12, 12, 12)))


def test_arrayer_weakest_enemy_heads_for_the_fewest_hp() -> None:
    result = _play(_arrayer_crowd(), (1, 12, 12), Tactic.WEAKEST_ENEMY)
    assert _lines(result) == [
        "ana moves 2 toward cy, to (0, 2); waits in step 3 (cy stands on (0, 3)) and step 4 "
        "(cy stands on (0, 3)): blocked two steps running, stops",
        "bo moves 2 toward ana, to (1, 0)",
        "cy moves 1 toward ana, to (0, 3); waits in step 2 (ana takes (0, 2), Dexterity 10 "
        "each, lower id) and step 3 (ana stands on (0, 2)): blocked two steps running, stops",
        "ana misses cy with sword (d12 rolled 12 > 6)",
        "cy misses ana with sword (d12 rolled 12 > 6)",
    ]


@pytest.mark.parametrize(("tactic", "target"), [(None, "bo"), (Tactic.WEAKEST_ENEMY, "cy")])
def test_arrayer_weakest_enemy_strikes_the_weakest_in_reach(
    tactic: Tactic | None, target: str
) -> None:
    # bo and cy both stand next to ana: the nearest-enemy tie goes to bo (lower id), the weakest
    # is cy (2 HP).
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", RED, at=(1, 1), hp=10),
        arrayer_fighter("bo", "blue", at=(2, 1), hp=20),
        arrayer_fighter("cy", "blue", at=(1, 2), hp=2),
    )
    result = _play(state, (1, 12, 12, 12), tactic)
    assert _lines(result)[0] == f"ana misses {target} with sword (d12 rolled 12 > 6)"


def _archer_duel(bo_at: tuple[int, int], *bo_weapons: str) -> EncounterState:
    return encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", RED, at=(0, 0), hp=10, weapons=("bow", "dagger")),
        arrayer_fighter("bo", "blue", at=bo_at, hp=20, weapons=bo_weapons or ("sword",)),
    ).with_battlefield(Battlefield(20, 20))


def test_arrayer_hold_at_range_steps_away_then_shoots() -> None:
    # bo is 2 squares off: ana walks her 5 squares away (down the grid's edge: the farthest
    # squares from bo, lowest row first), bo heads for where she stood, and she shoots him at
    # effective range instead of fighting him with her dagger.
    result = _play(_archer_duel((2, 0)), (1, 12), Tactic.HOLD_AT_RANGE)
    assert _lines(result) == [
        "ana moves 5 away from bo, to (0, 5)",
        "bo moves 1 toward ana, to (1, 0)",
        "ana misses bo with bow at effective range (d12 rolled 12 > 6)",
    ]
    move = next(e for e in result.events if e.kind is EventKind.MOVE)
    assert move.path == tuple(Position(0, y) for y in range(1, 6))
    assert move.target_id == ""
    nearest = _play(_archer_duel((2, 0)), (1, 12, 12))
    assert _lines(nearest) == [
        "bo moves 1 toward ana, to (1, 0)",
        "ana misses bo with dagger (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_arrayer_hold_at_range_closes_to_effective_range() -> None:
    # bo (an archer too, so he stays put and shoots) is 12 squares off, beyond the bow's
    # effective 8: ana closes 4 squares and shoots at effective range; nearest enemy shoots at
    # long range from where she stands.
    held = _play(_archer_duel((12, 0), "bow"), (1, 12, 12), Tactic.HOLD_AT_RANGE)
    assert _lines(held) == [
        "ana moves 4 toward bo, to (4, 0)",
        "ana misses bo with bow at effective range (d12 rolled 12 > 6)",
        "bo misses ana with bow at effective range (d12 rolled 12 > 6)",
    ]
    nearest = _play(_archer_duel((12, 0), "bow"), (1, 12, 12))
    assert _lines(nearest)[0] == "ana misses bo with bow at long range (d12 rolled 12 > 5)"


def test_arrayer_hold_at_range_stands_while_reloading() -> None:
    # ana's crossbow still holds 2 chits (A14). Nearest enemy walks her to bo with her dagger,
    # which costs the chit; holding at range she stands, bo is within the crossbow's effective
    # range, and the chit comes off.
    ana = arrayer_fighter("ana", RED, weapons=("crossbow", "dagger"), at=(0, 0))
    crossbow = ana.weapons[0].with_reload_chits(2)
    ana = ana.with_weapons((crossbow, ana.weapons[1]))
    bo = arrayer_fighter("bo", "blue", weapons=(), at=(5, 0))
    state = EncounterState(Ruleset.ARRAYER, (ana, bo))
    held = _play(state, (1,), Tactic.HOLD_AT_RANGE)
    assert [e.kind for e in held.events].count(EventKind.MOVE) == 0
    (reload,) = [e.summary for e in held.events if e.kind is EventKind.RELOAD_CHIT]
    assert reload == "ana reloads crossbow: 1 chits left"


def test_arrayer_hold_at_range_melee_user_plays_nearest() -> None:
    state = _arrayer_crowd()
    assert _lines(_play(state, (1, 12, 12, 12), Tactic.HOLD_AT_RANGE)) == _lines(
        _play(state, (1, 12, 12, 12))
    )


def test_arrayer_protect_ally_intercepts_the_enemy_nearest_the_most_hurt() -> None:
    # di (2 HP) is ana's ward: cy is 3 squares from di, bo 4; ana goes for cy although bo is
    # nearer to her (di, unassigned, plays nearest enemy).
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", RED, at=(0, 0), hp=10),
        arrayer_fighter("di", RED, at=(6, 0), hp=2),
        arrayer_fighter("bo", "blue", at=(2, 2), hp=20),
        arrayer_fighter("cy", "blue", at=(9, 0), hp=20),
    )
    result = _play(state, (1, 12, 12, 12), combatants={"ana": Tactic.PROTECT_ALLY})
    assert _lines(result)[0] == "ana moves 5 toward cy, to (5, 0)"
    alone = _play(state, (1, 12, 12, 12, 12))
    assert _lines(alone)[0] == "ana moves 1 toward bo, to (1, 1)"


def test_arrayer_protect_ally_alone_plays_nearest() -> None:
    state = _arrayer_crowd()
    assert _lines(_play(state, (1, 12, 12, 12), Tactic.PROTECT_ALLY)) == _lines(
        _play(state, (1, 12, 12, 12))
    )


def test_arrayer_retreat_when_hurt_moves_away_and_attacks_no_one() -> None:
    # ana has 4 of 10 HP (at or below half): she spends the round walking away from bo, who
    # stays to strike where she stood and finds nobody in reach.
    state = encounter(
        Ruleset.ARRAYER,
        _hurt(arrayer_fighter("ana", RED, at=(3, 3), hp=4), 10),
        arrayer_fighter("bo", "blue", at=(4, 3), hp=20),
    )
    result = _play(state, (1,), Tactic.RETREAT_WHEN_HURT)
    assert _lines(result) == ["ana moves 5 away from bo, to (-2, -2)"]
    # With 6 of 10 HP she is not hurt and fights.
    fresh = state.with_combatants(
        (_hurt(arrayer_fighter("ana", RED, at=(3, 3), hp=6), 10), state.combatants[1])
    )
    assert _lines(_play(fresh, (1, 12, 12), Tactic.RETREAT_WHEN_HURT)) == [
        "ana misses bo with sword (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_arrayer_retreat_is_intercepted_as_any_move() -> None:
    # Caught between bo and the archer cy, every square ana can reach keeps her next to one of
    # them; she edges away and bo, standing, intercepts her (A18: d20 5 <= Dexterity 10).
    state = encounter(
        Ruleset.ARRAYER,
        _hurt(arrayer_fighter("ana", RED, at=(3, 3), hp=4), 10),
        arrayer_fighter("bo", "blue", at=(4, 3), hp=20),
        arrayer_fighter("cy", "blue", at=(1, 3), hp=20, weapons=("bow",)),
    )
    result = _play(state, (1, 5, 12, 12), Tactic.RETREAT_WHEN_HURT)
    assert _lines(result) == [
        "bo tries to intercept ana at (4, 2): bo's Dexterity save d20 5 against 10 succeeds: "
        "ana stops there",
        "ana moves 1 away from bo, to (4, 2): intercepted by bo",
        "cy misses ana with bow at effective range (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_arrayer_retreat_cornered_fights() -> None:
    # In the grid's corner with bo diagonally next to her, no free square is farther from him:
    # ana strikes instead.
    state = encounter(
        Ruleset.ARRAYER,
        _hurt(arrayer_fighter("ana", RED, at=(0, 0), hp=4), 10),
        arrayer_fighter("bo", "blue", at=(1, 1), hp=20),
    ).with_battlefield(Battlefield(6, 6))
    assert _lines(_play(state, (1, 12, 12), Tactic.RETREAT_WHEN_HURT)) == [
        "ana misses bo with sword (d12 rolled 12 > 6)",
        "bo misses ana with sword (d12 rolled 12 > 6)",
    ]


def test_arrayer_retreat_goes_around_obstacles() -> None:
    # Without it ana would leave by (2, 2) (tied with (2, 4) as far from bo: lowest row first);
    # an obstacle there sends her down the other diagonal.
    wall = (Obstacle(Position(2, 2)),)
    state = encounter(
        Ruleset.ARRAYER,
        _hurt(arrayer_fighter("ana", RED, at=(3, 3), hp=4), 10),
        arrayer_fighter("bo", "blue", at=(4, 3), hp=20),
    ).with_battlefield(Battlefield(obstacles=wall))
    result = _play(state, (1, 12), Tactic.RETREAT_WHEN_HURT)
    move = next(e for e in result.events if e.kind is EventKind.MOVE)
    assert move.path == tuple(Position(2 - i, 4 + i) for i in range(5))
    assert _lines(result) == ["ana moves 5 away from bo, to (-2, 8)"]
    open_field = state.with_battlefield(None)
    assert _lines(_play(open_field, (1, 12), Tactic.RETREAT_WHEN_HURT)) == [
        "ana moves 5 away from bo, to (-2, -2)"
    ]


def test_arrayer_retreat_measures_hurt_from_the_starting_hp() -> None:
    # No max_hp: ana began with 10, bo's sword takes 5 (d12 5) in round 1, so in round 2 she
    # has 5, half of 10, and retreats.
    state = encounter(
        Ruleset.ARRAYER,
        arrayer_fighter("ana", RED, at=(1, 1), hp=10),
        arrayer_fighter("bo", "blue", at=(2, 1), hp=20),
    )
    result = _play(state, (1, 12, 5, 1), Tactic.RETREAT_WHEN_HURT, rounds=2)
    assert _lines(result) == [
        "ana misses bo with sword (d12 rolled 12 > 6)",
        "bo hits ana with sword for 5",
        "ana moves 5 away from bo, to (-4, -4)",
    ]


# --- tiered ----------------------------------------------------------------------------------


def test_tiered_weakest_enemy_heads_for_the_fewest_hp() -> None:
    # ana (initiative 20 + 5) walks to cy (2 HP) and beats her, where nearest enemy took bo.
    state = encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", RED, at=(0, 0), reflex=5),
        tiered_fighter("bo", "blue", at=(3, 0), hp=20),
        tiered_fighter("cy", "blue", at=(0, 4), hp=2),
    )
    faces = (20, 1, 1, *(10,) * 6)
    result = _play(state, faces, Tactic.WEAKEST_ENEMY)
    assert _lines(result)[:2] == [
        "ana moves 3 toward cy, to (0, 3)",
        "ana beats cy by 3 with unarmed for 6",
    ]
    nearest = _play(state, faces)
    assert _lines(nearest)[0] == "ana moves 2 toward bo, to (2, 0)"


def test_tiered_weakest_enemy_shoots_the_weakest_it_has_a_line_of_fire_to() -> None:
    # cy (2 HP) hides behind an obstacle (T9: no line of fire), so ana shoots the next weakest,
    # di (5 HP), not the nearest, bo.
    state = encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", RED, at=(0, 0), reflex=5, weapons=("bow_t1",)),
        tiered_fighter("bo", "blue", at=(4, 0), hp=20),
        tiered_fighter("cy", "blue", at=(0, 4), hp=2),
        tiered_fighter("di", "blue", at=(4, 4), hp=5),
    ).with_battlefield(Battlefield(obstacles=(Obstacle(Position(0, 2)),)))
    result = _play(state, (20, 1, 1, 1, *(10,) * 8), Tactic.WEAKEST_ENEMY)
    assert _lines(result)[0] == "ana beats di by 3 with bow_t1 for 4"


def _tiered_archer(hp: int = 30) -> EncounterState:
    return encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", RED, at=(0, 0), reflex=5, weapons=("bow_t1",), hp=hp),
        tiered_fighter("bo", "blue", at=(2, 0), hp=20),
    )


def test_tiered_hold_at_range_steps_away_then_shoots() -> None:
    result = _play(_tiered_archer(), (20, 1, 10, 10), Tactic.HOLD_AT_RANGE)
    assert _lines(result) == [
        "ana moves 5 away from bo, to (-5, -5)",
        "ana beats bo by 3 with bow_t1 for 4",
        "bo moves 5 toward ana, to (-3, -5)",
    ]
    nearest = _play(_tiered_archer(), (20, 1, 10, 10, 10, 10))
    assert _lines(nearest)[:2] == [
        "ana beats bo by 3 with bow_t1 for 4",
        "bo moves 1 toward ana, to (1, 0)",
    ]


def test_tiered_retreat_when_hurt_spends_both_actions_moving_away() -> None:
    # T2: two non-contested actions, two moves of 5.
    state = encounter(
        Ruleset.TIERED,
        _hurt(tiered_fighter("ana", RED, at=(3, 3), reflex=5, hp=10), 30),
        tiered_fighter("bo", "blue", at=(4, 3), hp=20),
    )
    result = _play(state, (20, 1), Tactic.RETREAT_WHEN_HURT)
    assert _lines(result) == [
        "ana moves 5 away from bo, to (-2, -2)",
        "ana moves 5 away from bo, to (-7, -7)",
        "bo moves 5 toward ana, to (-1, -2)",
    ]


def test_tiered_retreat_waits_until_hurt() -> None:
    # 16 of 30 HP is more than half: ana fights bo where she stands.
    state = encounter(
        Ruleset.TIERED,
        _hurt(tiered_fighter("ana", RED, at=(3, 3), reflex=5, hp=16), 30),
        tiered_fighter("bo", "blue", at=(4, 3), hp=20),
    )
    result = _play(state, (20, 1, 10, 10, 10, 10), Tactic.RETREAT_WHEN_HURT)
    assert _lines(result)[0] == "ana beats bo by 3 with unarmed for 6"
    assert not any(e.kind is EventKind.MOVE for e in result.events)


def test_tiered_protect_ally_intercepts_the_enemy_nearest_the_most_hurt() -> None:
    state = encounter(
        Ruleset.TIERED,
        tiered_fighter("ana", RED, at=(0, 0), reflex=5),
        tiered_fighter("di", RED, at=(6, 0), hp=2, reflex=4),
        tiered_fighter("bo", "blue", at=(2, 2), hp=20),
        tiered_fighter("cy", "blue", at=(9, 0), hp=20),
    )
    faces = (20, 19, 1, 1, *(10,) * 8)
    result = _play(state, faces, combatants={"ana": Tactic.PROTECT_ALLY})
    assert _lines(result)[0] == "ana moves 5 toward cy, to (5, 0)"
    assert _lines(_play(state, faces))[0] == "ana moves 1 toward bo, to (1, 1)"


# --- choosing tactics ------------------------------------------------------------------------


def test_a_combatant_tactic_beats_its_side_tactic() -> None:
    result = _play(
        _arrayer_crowd(),
        (1, 12, 12, 12),
        Tactic.WEAKEST_ENEMY,
        combatants={"ana": Tactic.NEAREST_ENEMY},
    )
    assert _lines(result)[0].startswith("ana moves 1 toward bo")


@pytest.mark.parametrize(
    ("sides", "combatants", "reason", "field"),
    [
        ({"green": Tactic.WEAKEST_ENEMY}, None, "UNKNOWN_SIDE", 'side_tactics["green"]'),
        (None, {"zed": Tactic.WEAKEST_ENEMY}, "UNKNOWN_COMBATANT", 'combatant_tactics["zed"]'),
    ],
)
def test_tactics_for_unknown_ids_are_refused(
    sides: dict[str, Tactic] | None, combatants: dict[str, Tactic] | None, reason: str, field: str
) -> None:
    with pytest.raises(InvalidRequestError) as caught:
        resolve_encounter(
            _arrayer_crowd(),
            ForcedDice((1,), budget=1),
            EncounterOptions(max_rounds=1, side_tactics=sides, combatant_tactics=combatants),
        )
    assert (caught.value.reason, caught.value.field) == (reason, field)


@pytest.mark.parametrize("ruleset", [Ruleset.ARRAYER, Ruleset.TIERED])
@pytest.mark.parametrize("tactic", list(Tactic))
def test_every_tactic_is_deterministic_for_a_seed(ruleset: Ruleset, tactic: Tactic) -> None:
    if ruleset is Ruleset.ARRAYER:
        state = encounter(
            ruleset,
            arrayer_fighter("ana", RED, at=(0, 0), hp=8, weapons=("bow", "dagger")),
            arrayer_fighter("di", RED, at=(1, 3), hp=3),
            arrayer_fighter("bo", "blue", at=(6, 1), hp=8),
            arrayer_fighter("cy", "blue", at=(7, 5), hp=4, weapons=("sling", "club")),
        )
    else:
        state = encounter(
            ruleset,
            tiered_fighter("ana", RED, at=(0, 0), hp=20, weapons=("bow_t1",)),
            tiered_fighter("di", RED, at=(1, 3), hp=8),
            tiered_fighter("bo", "blue", at=(6, 1), hp=20),
            tiered_fighter("cy", "blue", at=(7, 5), hp=10),
        )

    def run() -> EncounterResolution:
        return resolve_encounter(
            state,
            SeededDice(7, budget=10_000),
            EncounterOptions(max_rounds=8, side_tactics={RED: tactic}),
        )

    first, second = run(), run()
    assert first == second
    assert first.dice_rolled > 0
