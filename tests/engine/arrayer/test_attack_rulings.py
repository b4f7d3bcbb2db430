"""ARRAYER attack rulings of the second round, under forced dice: A19 (the prone target's d6 and
training), A20 (the arquebus's line), A21 (chain weapons), A22 (room to wield), A23 (mount Hit
Dice), A25 (longbow fatigue), A26 (the greatsword's extra attack) and A10 (a blow on the horse)."""

from __future__ import annotations

import itertools

import pytest

from engine import (
    Attack,
    ForcedDice,
    InvalidRequestError,
    Resolution,
    RuleRefusal,
    resolve_action,
    resolve_encounter,
)
from engine.actions import ArrayerAftermath, ArrayerBloodBath, ArrayerFollowUp
from engine.arrayer.attack import free_squares_around
from engine.board import Board
from engine.catalog import ARRAYER_DEFAULTS
from engine.options import EncounterOptions
from engine.state import (
    ArrayerCombatant,
    ArrayerWeaponType,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Mount,
    MountKind,
    Obstacle,
    Position,
    Ruleset,
)
from engine.trace import Condition, ConditionChange, EventKind, HpChange
from tests.engine.arrayer.test_rules import fighter, gunner, resolve, who

T = ArrayerWeaponType


# --- A19: the prone target's d6 replaces only the Attack Die ----------------------------------


@pytest.mark.parametrize(
    ("weapon", "at"),
    [
        ("lance", (2, 0)),
        ("flail", (1, 0)),
        ("whip", (2, 0)),
        ("mancatcher", (1, 0)),
        ("doping_spines", (1, 0)),
    ],
)
def test_prone_target_does_not_bypass_training(weapon: str, at: tuple[int, int]) -> None:
    ana = fighter("ana", "red", weapons=(weapon,), at=(0, 0))
    bo = fighter("bo", "blue", at=at, conditions=Conditions(prone=True))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, bo, faces=(3,))
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
        "A1",
        "action.attack.weapon_id",
    )


def test_prone_target_trained_specialist_rolls_the_d6() -> None:
    ana = fighter("ana", "red", weapons=("lance",), skills={T.POLEARMS: 1}, at=(0, 0))
    bo = fighter("bo", "blue", at=(2, 0), conditions=Conditions(prone=True))
    (event,) = resolve(ana, bo, faces=(6,)).events
    assert (event.dice[0].size, event.totals[0].value) == (6, 7)


# --- A21: chain weapons entangle only with the chain ------------------------------------------


def test_meteor_hammer_at_one_square_cannot_entangle() -> None:
    ana = fighter("ana", "red", weapons=("meteor_hammer",), skills={T.MECHANICAL: 1}, at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4, 20), entangle=True)
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "CANNOT_ENTANGLE",
        "A21",
        "action.attack.entangle",
    )
    assert "'meteor_hammer' is a knife at close quarters" in str(error)


@pytest.mark.parametrize("weapon", ["sword", "rope_dart"])
def test_weapon_without_a_chain_option_cannot_entangle(weapon: str) -> None:
    ana = fighter("ana", "red", weapons=(weapon,), skills={T.MECHANICAL: 1}, at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4, 20), entangle=True)
    assert (info.value.reason, info.value.field) == ("CANNOT_ENTANGLE", "action.attack.entangle")
    assert f"{weapon!r} cannot entangle" in str(info.value)


# --- A20: the arquebus's targets behind, on the shot's line -----------------------------------


def test_arquebus_follows_the_line_of_the_shot() -> None:
    # (0,0) -> (3,1) continues to (4,1), (5,2)...: cy on (4,1) is behind bo, di on (4,2) is not.
    bo = fighter("bo", "blue", at=(3, 1), hp=1)
    cy = fighter("cy", "blue", at=(4, 1))
    di = fighter("di", "blue", at=(4, 2))
    result = resolve(gunner(), bo, cy, di, faces=(3, 5))
    hit, through = result.events
    assert hit.hp_changes == (HpChange("bo", 1, -3),)
    assert (through.kind, through.target_id) == (EventKind.EFFECT, "cy")
    assert through.hp_changes == (HpChange("cy", 10, 5),)
    assert who(result, "di").hp == 10


def test_arquebus_passes_on_through_each_one_it_downs() -> None:
    bo = fighter("bo", "blue", at=(2, 0), hp=1)
    cy = fighter("cy", "blue", at=(3, 0), hp=2, armour=1)
    di = fighter("di", "blue", at=(5, 0))
    ed = fighter("ed", "blue", at=(6, 0))
    result = resolve(gunner(), bo, cy, di, ed, faces=(3, 6, 4))
    assert [(e.target_id, e.hp_changes) for e in result.events] == [
        ("bo", (HpChange("bo", 1, -3),)),
        ("cy", (HpChange("cy", 2, -3),)),
        ("di", (HpChange("di", 10, 6),)),
    ]
    assert who(result, "ed").hp == 10  # di still stands: the shot stops in it


def test_arquebus_line_ends_at_extreme_range_and_at_walls() -> None:
    bo = fighter("bo", "blue", at=(17, 0), hp=1)
    far = fighter("cy", "blue", at=(19, 0))  # beyond the extreme range, 18
    assert len(resolve(gunner(), bo, far, faces=(4,)).events) == 1
    bo = fighter("bo", "blue", at=(2, 0), hp=1)
    walled = EncounterState(
        Ruleset.ARRAYER,
        (gunner(), bo, fighter("cy", "blue", at=(4, 0))),
        battlefield=Battlefield(obstacles=(Obstacle(Position(3, 0)),)),
    )
    result = resolve_action(walled, Attack("ana", "bo"), ForcedDice((3,), budget=5))
    assert len(result.events) == 1


def test_arquebus_named_target_off_the_line_is_refused() -> None:
    bo = fighter("bo", "blue", at=(3, 1), hp=1)
    cy = fighter("cy", "blue", at=(4, 1))
    di = fighter("di", "blue", at=(4, 2))
    with pytest.raises(RuleRefusal) as info:
        resolve(gunner(), bo, cy, di, faces=(3, 5), extra_target_ids=("cy", "di"))
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "NOT_ON_LINE_OF_SHOT",
        "A20",
        "action.attack.extra_target_ids[1]",
    )
    named = resolve(gunner(), bo, cy, di, faces=(3, 5), extra_target_ids=("cy",))
    assert named.events[1].hp_changes == (HpChange("cy", 10, 5),)


# --- A25: a fatigued longbow is a bow for range and weight only; shots count per engagement --


def archer(shots: int) -> Combatant:
    """ana: Skilled in bows, Strength 2, a longbow (S: Basic, d12) that has shot ``shots`` times."""
    ana = fighter("ana", "red", weapons=("longbow",), skills={T.BOWS: 1}, at=(0, 0), hp=20)
    return ana.with_arrayer((ana.arrayer or ArrayerCombatant()).with_strength(2)).with_weapons(
        (ana.weapons[0].with_shots_fired(shots),)
    )


def test_fatigued_longbow_keeps_its_attack_die() -> None:
    # 10 squares: the bow's long range (8/16/24), threshold 5, the bow's weight 0; but the die
    # stays the longbow's d12 (the bow, intuitive, would roll d10 at Skilled).
    result = resolve(archer(2), fighter("bo", "blue", at=(10, 0)), faces=(5,))
    (event,) = result.events
    assert event.dice[0].size == 12
    assert event.summary == "ana hits bo with longbow at long range (fatigued: as bow) for 5"
    assert [(t.name, t.value) for t in event.totals[0].terms] == [
        ("roll", 5),
        ("weight", 0),
        ("armour", 0),
    ]


@pytest.mark.parametrize(
    ("start", "summary", "shots"),
    [
        (0, "ana hits bo with longbow at effective range for 4", 1),
        (3, "ana hits bo with longbow at effective range (fatigued: as bow) for 3", 3),
    ],
)
def test_longbow_shots_count_per_engagement(start: int, summary: str, shots: int) -> None:
    # An encounter starting at round 0 is a new engagement: the 2 shots carried in do not count.
    # Round 1: red wins initiative (1); bo walks to (5, 0); ana shoots (3).
    bo = fighter("bo", "blue", at=(10, 0), hp=20)
    state = EncounterState(Ruleset.ARRAYER, (archer(2), bo), round=start)
    result = resolve_encounter(state, ForcedDice((1, 3), budget=5), EncounterOptions(max_rounds=1))
    (shot,) = [e for e in result.events if e.kind is EventKind.ATTACK]
    assert shot.summary == summary
    assert who(result, "ana").weapons[0].shots_fired == shots  # type: ignore[arg-type]


# --- A22: weapons marked "require 4 square metres" need 3 free squares around ----------------


def cornered(*obstacles: tuple[int, int], width: int = 0) -> EncounterState:
    """ana (greatsword, dagger) at (5, 5) with bo next to her at (6, 5), obstacles around."""
    ana = fighter("ana", "red", weapons=("greatsword", "dagger"), at=(5, 5), hp=20)
    bo = fighter("bo", "blue", at=(6, 5), hp=20)
    field = Battlefield(width, width, tuple(Obstacle(Position(*o)) for o in obstacles))
    return EncounterState(Ruleset.ARRAYER, (ana, bo), battlefield=field)


WALLS = ((4, 4), (5, 4), (6, 4), (4, 5), (4, 6))  # with bo, 6 of the 8 squares are taken


def test_greatsword_needs_three_free_squares() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(cornered(*WALLS), Attack("ana", "bo"), ForcedDice((3,), budget=5))
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        "NEEDS_SPACE",
        "A22",
        "action.attack.weapon_id",
    )
    assert str(error) == (
        "'greatsword' needs 3 free squares around 'ana' (4 square metres); 2 are free"
    )
    room = resolve_action(cornered(*WALLS[1:]), Attack("ana", "bo"), ForcedDice((3,), budget=5))
    assert room.events[0].hp_changes == (HpChange("bo", 20, 16),)
    dagger = resolve_action(
        cornered(*WALLS), Attack("ana", "bo", "dagger"), ForcedDice((3,), budget=5)
    )
    assert dagger.events[0].hp_changes == (HpChange("bo", 20, 18),)


def test_grid_edge_takes_room_and_the_number_is_data() -> None:
    # At (0, 0) of a grid only 3 of the 8 squares are on it, and bo stands on one of them.
    ana = fighter("ana", "red", weapons=("greatsword",), at=(0, 0))
    state = EncounterState(
        Ruleset.ARRAYER,
        (ana, fighter("bo", "blue", at=(1, 0))),
        battlefield=Battlefield(10, 10),
    )
    with pytest.raises(RuleRefusal):
        resolve_action(state, Attack("ana", "bo"), ForcedDice((3,), budget=5))
    roomy = state.with_arrayer_rules(ARRAYER_DEFAULTS.with_space_free_squares(2))
    assert resolve_action(roomy, Attack("ana", "bo"), ForcedDice((3,), budget=5)).events


def test_free_squares_are_counted_as_the_squares_are() -> None:
    # A22's count (arithmetic on the grid's edges) agrees with looking at each of the 8 squares,
    # for a wielder on every square of a 4 x 3 grid with a wall and two neighbours; obstacles a
    # request puts off the grid take nothing.
    wall = frozenset({Position(1, 1), Position(3, 0)})
    off_grid = (Obstacle(Position(-1, 1)), Obstacle(Position(4, 2)), Obstacle(Position(2, -1)))
    others = (fighter("bo", "blue", at=(2, 1)), fighter("cy", "blue", at=(0, 2)))
    for x, y in itertools.product(range(4), range(3)):
        here = Position(x, y)
        if here in wall or any(o.position == here for o in others):
            continue
        ana = fighter("ana", "red", at=(x, y))
        state = EncounterState(
            Ruleset.ARRAYER,
            (ana, *others),
            battlefield=Battlefield(
                4, 3, (Obstacle(Position(1, 1)), Obstacle(Position(3, 0)), *off_grid)
            ),
        )
        board = Board(state)
        taken = wall | {o.position for o in others if o.position is not None}
        looked = sum(
            1
            for dx, dy in itertools.product((-1, 0, 1), repeat=2)
            if (dx, dy) != (0, 0)
            and 0 <= x + dx < 4
            and 0 <= y + dy < 3
            and Position(x + dx, y + dy) not in taken
        )
        assert free_squares_around(board, ana) == looked, here


def test_default_tactic_leaves_a_weapon_without_room() -> None:
    # Round 1: red first (1); ana, cornered, strikes with her dagger (3); bo misses (12).
    result = resolve_encounter(
        cornered(*WALLS), ForcedDice((1, 3, 12), budget=5), EncounterOptions(max_rounds=1)
    )
    strikes = [(e.actor_id, e.weapon_id) for e in result.events if e.kind is EventKind.ATTACK]
    assert strikes == [("ana", "dagger"), ("bo", "sword")]


# --- A10, A23: a blow on the horse is a hit like any other; mount Hit Dice ---------------------


def mounted(
    combatant_id: str,
    side: str,
    *,
    horse_hp: int = 10,
    kind: MountKind = MountKind.HORSE,
    hit_dice: int | None = None,
    at: tuple[int, int] = (1, 0),
) -> Combatant:
    base = fighter(combatant_id, side, at=at)
    return base.with_arrayer(ArrayerCombatant(mount=Mount(kind, horse_hp, hit_dice=hit_dice)))


def test_mace_floor_holds_on_a_horse() -> None:
    # Infantry, odd face: the horse. 5 + 1 would take it from 1 to -5; the mace stops at -2.
    ana = fighter("ana", "red", weapons=("mace",), at=(0, 0))
    (event,) = resolve(ana, mounted("bo", "blue", horse_hp=1), faces=(5,)).events
    assert event.hp_changes == (HpChange("bo/mount", 1, -2),)
    assert [(t.name, t.value) for t in event.totals[0].terms] == [
        ("roll", 5),
        ("weight", 1),
        ("armour", 0),
        ("hp_floor", -3),
    ]
    assert event.condition_changes == (ConditionChange("bo/mount", Condition.DOWNED, True),)
    assert "A9" in event.rulings


def test_cleaver_bonus_against_an_unarmoured_horse() -> None:
    ana = fighter("ana", "red", weapons=("cleaver",), at=(0, 0))
    (event,) = resolve(ana, mounted("bo", "blue"), faces=(3,)).events
    assert event.hp_changes == (HpChange("bo/mount", 10, 6),)  # 3 + 0 + 1 unarmoured


@pytest.mark.parametrize(
    ("kind", "hit_dice", "metres", "at"),
    [
        (MountKind.HORSE, None, 1, (2, 0)),
        (MountKind.WARHORSE, None, 0, (1, 0)),
        (MountKind.HORSE, 2, 0, (1, 0)),
    ],
)
def test_quarterstaff_knocks_the_horse_back_by_its_hit_dice(
    kind: MountKind, hit_dice: int | None, metres: int, at: tuple[int, int]
) -> None:
    # 5 damage to the horse: max(0, 2 - HD) metres (A8, A23); the Physique save fails (15 > 10)
    # and the horse carries its rider back.
    ana = fighter("ana", "red", weapons=("quarterstaff",), at=(0, 0))
    bo = mounted("bo", "blue", kind=kind, hit_dice=hit_dice)
    result = resolve(ana, bo, faces=(5, 15))
    hit, push = result.events
    assert hit.hp_changes == (HpChange("bo/mount", 10, 5),)
    assert (push.actor_id, push.totals[0].value) == ("bo/mount", metres)
    assert who(result, "bo").position == Position(*at)


def test_greatsword_downing_the_horse_attacks_again() -> None:
    # The horse (1 HP) falls to 3 + 1; the extra attack (A26) goes to the nearest standing enemy
    # in reach: its rider, now on foot (2: 2 + 1 = 3).
    ana = fighter("ana", "red", weapons=("greatsword",), at=(0, 0))
    result = resolve(ana, mounted("bo", "blue", horse_hp=1), faces=(3, 2))
    first, second = result.events
    assert first.hp_changes == (HpChange("bo/mount", 1, -3),)
    assert (second.target_id, second.hp_changes) == ("bo", (HpChange("bo", 10, 7),))


@pytest.mark.parametrize(
    ("kind", "hit_dice", "healed"), [(MountKind.WARHORSE, None, 2), (MountKind.HORSE, 3, 3)]
)
def test_bathing_in_a_mounts_blood_heals_its_hit_dice(
    kind: MountKind, hit_dice: int | None, healed: int
) -> None:
    bo = mounted("bo", "blue", horse_hp=-4, kind=kind, hit_dice=hit_dice)
    cy = fighter("cy", "blue", hp=2).with_max_hp(10)
    state = EncounterState(Ruleset.ARRAYER, (bo, cy))
    bath = ArrayerAftermath((ArrayerBloodBath("bo/mount", ("cy",)),))
    result = resolve_action(state, bath, ForcedDice((), budget=0))
    assert result.events[0].hp_changes == (HpChange("cy", 2, 2 + healed),)


# --- A26: the greatsword's extra attack is optional and scriptable ---------------------------


def melee_crowd() -> tuple[Combatant, ...]:
    """ana's greatsword at (1, 1); bo (2 HP) and three other enemies around her, all in reach;
    three squares around her stay free (A22)."""
    return (
        fighter("ana", "red", weapons=("greatsword",), at=(1, 1)),
        fighter("bo", "blue", at=(2, 1), hp=2),
        fighter("cy", "blue", at=(1, 2)),
        fighter("di", "blue", at=(0, 0), hp=2),
        fighter("ed", "blue", at=(2, 2)),
    )


def hits(result: Resolution) -> list[tuple[str, int]]:
    return [(e.target_id, e.hp_changes[0].after) for e in result.events]


def test_greatsword_extra_attack_may_be_declined() -> None:
    ana, bo, *others = melee_crowd()
    result = resolve(ana, bo, *others, faces=(3,), follow_up=ArrayerFollowUp(decline=True))
    assert hits(result) == [("bo", -2)]


def test_greatsword_extra_attack_unspecified_takes_the_nearest() -> None:
    ana, bo, *others = melee_crowd()
    assert hits(resolve(ana, bo, *others, faces=(3, 3))) == [("bo", -2), ("cy", 6)]


def test_greatsword_chain_follows_the_named_targets() -> None:
    # bo falls, then di (named first) falls, then ed: the list ends, so the chain does too.
    ana, bo, *others = melee_crowd()
    follow = ArrayerFollowUp(target_ids=("di", "ed"))
    result = resolve(ana, bo, *others, faces=(3, 3, 6), follow_up=follow)
    assert hits(result) == [("bo", -2), ("di", -2), ("ed", 3)]
    attacks = [e for e in result.events if e.kind is EventKind.ATTACK]
    assert ["A26" in e.rulings for e in attacks] == [False, True, True]
    # A named follow-up is only taken on downing: a blow that does not down ends the chain.
    result = resolve(ana, bo, *others, faces=(3, 1), follow_up=follow)
    assert hits(result) == [("bo", -2), ("di", 0)]


@pytest.mark.parametrize(
    ("named", "reason", "index"),
    [
        (("fay",), "NOT_A_STANDING_ENEMY", 0),  # an ally
        (("cy", "bo"), "NOT_A_STANDING_ENEMY", 1),  # the attack's own target
        (("cy", "gus"), "NOT_A_STANDING_ENEMY", 1),  # already down
        (("hal",), "TARGET_OUT_OF_RANGE", 0),
    ],
)
def test_greatsword_named_follow_up_must_be_a_standing_enemy_in_reach(
    named: tuple[str, ...], reason: str, index: int
) -> None:
    ana, bo, *others = melee_crowd()
    fay = fighter("fay", "red", at=(5, 5))
    gus = fighter("gus", "blue", at=(0, 1), hp=-1)
    hal = fighter("hal", "blue", at=(4, 4))
    follow = ArrayerFollowUp(target_ids=named)
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, bo, *others, fay, gus, hal, faces=(3, 3), follow_up=follow)
    error = info.value
    assert (error.reason, error.ruling, error.field) == (
        reason,
        "A26",
        f"action.attack.follow_up.target_ids[{index}]",
    )


def test_follow_up_needs_a_weapon_that_attacks_again() -> None:
    ana = fighter("ana", "red", at=(1, 1))
    with pytest.raises(RuleRefusal) as info:
        resolve(
            ana,
            fighter("bo", "blue", at=(2, 1)),
            faces=(3,),
            follow_up=ArrayerFollowUp(decline=True),
        )
    assert (info.value.reason, info.value.field) == ("NO_EXTRA_ATTACK", "action.attack.follow_up")


def test_follow_up_cannot_both_decline_and_name() -> None:
    ana, bo, *others = melee_crowd()
    with pytest.raises(InvalidRequestError) as info:
        resolve(ana, bo, *others, faces=(3,), follow_up=ArrayerFollowUp(True, ("cy",)))
    assert (info.value.reason, info.value.field) == (
        "CONFLICTING_OPTIONS",
        "action.attack.follow_up",
    )


def test_follow_up_cannot_name_a_target_twice() -> None:
    ana, bo, *others = melee_crowd()
    with pytest.raises(InvalidRequestError) as info:
        resolve(ana, bo, *others, faces=(3,), follow_up=ArrayerFollowUp(target_ids=("cy", "cy")))
    assert (info.value.reason, info.value.field) == (
        "DUPLICATE_ID",
        "action.attack.follow_up.target_ids[1]",
    )


@pytest.mark.parametrize("weapon", ["net", "bola"])
def test_a_net_or_bola_asked_to_entangle_is_told_it_always_does(weapon: str) -> None:
    # A21: refused, and the message does not claim the weapon cannot entangle.
    ana = fighter("ana", "red", weapons=(weapon,), skills={T.MECHANICAL: 1}, at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4, 20), entangle=True)
    assert (info.value.reason, info.value.field) == ("CANNOT_ENTANGLE", "action.attack.entangle")
    assert f"{weapon!r} entangles on every hit" in str(info.value)
