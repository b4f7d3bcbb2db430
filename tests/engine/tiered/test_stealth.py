"""Stealth (ruling T6): checks with individual and group defence rolls against the opponents the
hider is obscured from (T13: terrain, behind, declared), flags, the free stealth attack with the
document's formulas, locating a stealthed combatant (T18), flags lapsing, and full cover keeping a
combatant stealthed (T14); facing (T13) as moves and attacks set it."""

from __future__ import annotations

import pytest

from engine import (
    Attack,
    ForcedDice,
    InvalidRequestError,
    RuleRefusal,
    ScriptedAction,
    resolve_action,
    resolve_encounter,
)
from engine.actions import LocateStealthed, Move, StealthCheck
from engine.options import EncounterOptions
from engine.state import (
    AmmunitionKind,
    Combatant,
    Conditions,
    EncounterState,
    Position,
    Trap,
)
from engine.tiered.sight import behind
from engine.trace import Condition, ConditionChange, EventKind, Outcome
from tests.engine.tiered.support import arm, fighter, lines, state


def sneak(**kwargs: object) -> Combatant:
    """ana: Stealth 4, Presence 2, Reflex 2, Body 3."""
    return fighter("ana", "red", at=(0, 0), stealth=4, presence=2, **kwargs)  # type: ignore[arg-type]


def watchers(flagged: bool = False) -> tuple[Combatant, ...]:
    """bo (1, 0) faces away from ana, east; cy (5, 5) has the rock at (3, 3) between them; dee
    is 40 tiles off."""
    flags = Conditions(stealth_flagged_by=("ana",)) if flagged else None
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1, armour=2, conditions=flags)
    cy = fighter("cy", "blue", at=(5, 5), presence=3, stealth=3)
    far = fighter("dee", "blue", at=(40, 0))
    return bo.with_facing(Position(1, 0)), cy, far


ROCK = ((3, 3),)


def test_stealth_check_flags_those_who_roll_under() -> None:
    # ana 4 + 2 + 12 = 18; bo 1 + 1 + 10 = 12 (flagged); cy 3 + 3 + 14 = 20 (spots her); dee is
    # beyond 30 tiles and not rolled against; eve, who faces ana over open ground, is not either.
    eve = fighter("eve", "blue", at=(0, 3))
    result = resolve_action(
        state(sneak(), *watchers(), eve.with_facing(Position(0, -1)), obstacles=ROCK),
        StealthCheck("ana"),
        ForcedDice((12, 10, 14), 5),
    )
    assert lines(result.events) == [
        "ana rolls stealth 18: hidden from 1 of 2",
        "stealth 18 = stealth 4, presence 2, roll 12",
        "bo (12) loses sight of ana",
        "defence 12 = stealth 1, presence 1, roll 10",
        "cy (20) spots ana",
        "defence 20 = stealth 3, presence 3, roll 14",
    ]
    assert [e.outcome for e in result.events] == [Outcome.SUCCESS, Outcome.SUCCESS, Outcome.FAILURE]
    ana, bo, cy, *_ = result.state.combatants
    assert ana.conditions.stealthed
    assert bo.conditions.stealth_flagged_by == ("ana",)
    assert cy.conditions.stealth_flagged_by == ()
    assert result.events[1].condition_changes == (
        ConditionChange("bo", Condition.STEALTH_FLAGGED, True),
    )


def test_group_defence_rolls_one_die_for_everyone() -> None:
    check = StealthCheck("ana", ("bo", "cy"), group_defence=True)
    result = resolve_action(
        state(sneak(), *watchers(), obstacles=ROCK), check, ForcedDice((12, 13), 5)
    )
    assert [t.value for e in result.events for t in e.totals] == [18, 15, 19]
    assert [len(e.dice) for e in result.events] == [1, 1, 0]
    assert result.dice_rolled == 2


def test_failed_check_hides_from_nobody() -> None:
    result = resolve_action(
        state(sneak(), *watchers()), StealthCheck("ana", ("bo",)), ForcedDice((1, 20), 5)
    )
    assert result.events[0].rulings == ("T6", "T13")
    assert result.events[0].summary == "ana rolls stealth 7: hidden from 0 of 1"
    assert not result.state.combatants[0].conditions.stealthed


def test_no_one_to_hide_from() -> None:
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(state(sneak(), watchers()[2]), StealthCheck("ana"), ForcedDice((), 1))
    assert info.value.reason == "NO_STEALTH_TARGETS"


def test_melee_stealth_attack_adds_the_to_hit_total() -> None:
    # 1d20 + skill + Reflex = 10 + 3 + 2 = 15; + Body 3 + Tier 2 - armour 2 = 18. bo rolls nothing.
    ana = sneak(
        weapons=(arm("one_handed_melee_t2"),),
        main_hand_melee=3,
        conditions=Conditions(stealthed=True),
    )
    result = resolve_action(
        state(ana, *watchers(flagged=True)),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((10,), 5),
    )
    assert lines(result.events) == [
        "ana stealth-attacks bo with one_handed_melee_t2 for 18",
        "to_hit 15 = reflex 2, main_hand_melee 3, roll 10",
        "damage 18 = to_hit 15, body 3, tier 2, armour -2, shield 0",
    ]
    assert result.events[0].rulings == ("T6",)
    ana, bo, *_ = result.state.combatants
    assert bo.conditions.stealth_flagged_by == ()
    assert not ana.conditions.stealthed


def test_bow_stealth_attack() -> None:
    ana = sneak(weapons=(arm("bow_t3"),), bow=4)
    bo = watchers(flagged=True)[0].with_position(None)
    result = resolve_action(
        state(ana.with_position(None), bo),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((9,), 5),
    )
    assert lines(result.events)[1:] == [
        "to_hit 15 = reflex 2, bow 4, roll 9",
        "damage 16 = to_hit 15, tier 3, armour -2, shield 0",
    ]


def test_crossbow_stealth_attack_gains_nothing() -> None:
    # 2-Handed Crossbow: Tier - (Armour - 2 x Tier) = 3 - (8 - 6) = 1, no roll.
    ana = sneak(weapons=(arm("two_handed_crossbow_t3", ammo=(AmmunitionKind.BOLT, 0, 2)),))
    bo = fighter(
        "bo", "blue", at=(9, 0), armour=8, conditions=Conditions(stealth_flagged_by=("ana",))
    )
    result = resolve_action(
        state(ana, bo), Attack("ana", "bo", stealth_attack=True), ForcedDice((), 1)
    )
    assert lines(result.events)[1:] == ["damage 1 = tier 3, armour -8, armour_cut 6, shield 0"]
    assert result.state.combatants[0].weapons[0].reload_actions_needed == 2


def test_stealth_attack_needs_a_flag() -> None:
    ana = sneak(weapons=(arm("one_handed_melee_t2"),))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(ana, *watchers()), Attack("ana", "bo", stealth_attack=True), ForcedDice((10,), 5)
        )
    assert (info.value.reason, info.value.ruling) == ("NO_STEALTH_FLAG", "T6")


def test_flags_behind_terrain_survive_a_stealth_attack() -> None:
    ana = sneak(weapons=(arm("one_handed_melee_t1"),), conditions=Conditions(stealthed=True))
    flags = Conditions(stealth_flagged_by=("ana",))
    bo = fighter("bo", "blue", at=(1, 0), conditions=flags)
    cy = fighter("cy", "blue", at=(4, 0), conditions=flags)
    result = resolve_action(
        state(ana, bo, cy, obstacles=((2, 0),)),
        Attack("ana", "bo", stealth_attack=True),
        ForcedDice((10,), 5),
    )
    ana, bo, cy = result.state.combatants
    assert (bo.conditions.stealth_flagged_by, cy.conditions.stealth_flagged_by) == ((), ("ana",))
    assert ana.conditions.stealthed


def hidden_from_both() -> tuple[Combatant, ...]:
    """ana stealthed, flagged by bo (Stealth 1, Presence 1) and cy (Stealth 3, Presence 3)."""
    flags = Conditions(stealth_flagged_by=("ana",))
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1, conditions=flags)
    cy = fighter("cy", "blue", at=(5, 5), presence=3, stealth=3, conditions=flags)
    return sneak(conditions=Conditions(stealthed=True)), bo, cy


def test_locating_takes_the_locators_flag_only() -> None:
    # bo 1 + 1 + 15 = 17 beats ana 4 + 2 + 5 = 11: bo sees her again; cy still holds a flag, so
    # ana stays stealthed.
    result = resolve_action(
        state(*hidden_from_both()), LocateStealthed("bo", "ana"), ForcedDice((15, 5), 5)
    )
    assert lines(result.events) == [
        "bo (17) locates ana (11)",
        "search 17 = stealth 1, presence 1, roll 15",
        "stealth 11 = stealth 4, presence 2, roll 5",
    ]
    (event,) = result.events
    assert (event.kind, event.outcome, event.rulings) == (
        EventKind.LOCATE,
        Outcome.SUCCESS,
        ("T18", "S4"),
    )
    assert [(d.face, d.combatant_id) for d in event.dice] == [(15, "bo"), (5, "ana")]
    assert event.condition_changes == (ConditionChange("bo", Condition.STEALTH_FLAGGED, False),)
    ana, bo, cy = result.state.combatants
    assert (bo.conditions.stealth_flagged_by, cy.conditions.stealth_flagged_by) == ((), ("ana",))
    assert ana.conditions.stealthed
    # cy 3 + 3 + 10 = 16 beats ana 4 + 2 + 9 = 15: the last flag goes, and ana is seen.
    again = resolve_action(result.state, LocateStealthed("cy", "ana"), ForcedDice((10, 9), 5))
    assert again.events[0].condition_changes == (
        ConditionChange("cy", Condition.STEALTH_FLAGGED, False),
        ConditionChange("ana", Condition.STEALTHED, False),
    )
    assert not again.state.combatants[0].conditions.stealthed


@pytest.mark.parametrize(
    ("faces", "outcome", "summary"),
    [
        ((9, 5), Outcome.TIE, "bo (11) ties with ana (11)"),  # S4: a tie changes nothing
        ((2, 5), Outcome.FAILURE, "bo (4) fails to locate ana (11)"),
    ],
)
def test_failed_or_tied_search_changes_nothing(
    faces: tuple[int, int], outcome: Outcome, summary: str
) -> None:
    start = state(*hidden_from_both())
    result = resolve_action(start, LocateStealthed("bo", "ana"), ForcedDice(faces, 5))
    assert (result.events[0].summary, result.events[0].outcome) == (summary, outcome)
    assert result.events[0].condition_changes == ()
    assert result.state.combatants == start.combatants


def test_locating_needs_the_targets_flag() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(sneak(), *watchers()), LocateStealthed("bo", "ana"), ForcedDice((10, 10), 5)
        )
    assert (info.value.reason, info.value.field, info.value.ruling) == (
        "NO_STEALTH_FLAG",
        "action.locate_stealthed.target_id",
        "T18",
    )


def test_locating_is_the_turns_contested_action() -> None:
    # bo's turn: locating ana, then a punch (a contested exchange) is one contested too many.
    ana, bo, _ = hidden_from_both()
    start = state(ana, bo).with_turn_order(("bo", "ana"))
    script = (
        ScriptedAction(1, LocateStealthed("bo", "ana")),
        ScriptedAction(1, Attack("bo", "ana")),
    )
    with pytest.raises(RuleRefusal) as info:
        resolve_encounter(
            start, ForcedDice((15, 5), 5), EncounterOptions(max_rounds=1, script=script)
        )
    assert (info.value.reason, info.value.field) == ("ACTION_ECONOMY_EXCEEDED", "script[1]")


def test_tactic_searches_when_every_enemy_is_hidden() -> None:
    # bo sees no enemy, so its tactic tries to locate ana (17 against 11) and, finding her,
    # leaves her nothing to lapse at the start of her turn; she then punches (a 10-10 tie).
    ana, bo, _ = hidden_from_both()
    start = state(ana, bo).with_turn_order(("bo", "ana"))
    result = resolve_encounter(
        start, ForcedDice((15, 5, 10, 10), 5), EncounterOptions(max_rounds=1)
    )
    assert [(e.kind, e.actor_id, e.outcome) for e in result.events][1:3] == [
        (EventKind.LOCATE, "bo", Outcome.SUCCESS),
        (EventKind.ATTACK, "ana", Outcome.TIE),
    ]
    assert not result.state.combatants[0].conditions.stealthed


# --- T13: obscured, behind, facing -------------------------------------------------------------


def test_open_ground_adjacent_is_refused() -> None:
    # T13: bo, next to ana on open ground with no facing known, sees her: nobody to hide from.
    bo = fighter("bo", "blue", at=(1, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(state(sneak(), bo), StealthCheck("ana"), ForcedDice((12, 10), 5))
    assert (info.value.reason, info.value.field, info.value.ruling, info.value.message) == (
        "NOT_OBSCURED",
        "action.stealth_check.combatant_id",
        "T13",
        "'ana' is obscured from none of the opponents within 30 tiles ('bo'): no terrain blocks "
        "their sight, it is behind none of them, and obscured_from_ids names none",
    )


def test_a_named_opponent_not_obscured_from_is_refused() -> None:
    # cy sees ana over open ground: naming her is refused rather than silently dropped.
    cy = fighter("cy", "blue", at=(2, 2))
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(sneak(), watchers()[0], cy), StealthCheck("ana", ("bo", "cy")), ForcedDice((), 5)
        )
    assert (info.value.reason, info.value.field, info.value.ruling) == (
        "NOT_OBSCURED",
        "action.stealth_check.target_ids[1]",
        "T13",
    )


def test_declared_obscurement() -> None:
    # Shadow hides ana from bo (declared); cy, in the open, is not rolled against.
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1)
    cy = fighter("cy", "blue", at=(2, 2))
    check = StealthCheck("ana", obscured_from_ids=("bo",))
    result = resolve_action(state(sneak(), bo, cy), check, ForcedDice((12, 10), 5))
    assert [e.summary for e in result.events] == [
        "ana rolls stealth 18: hidden from 1 of 1",
        "bo (12) loses sight of ana",
    ]


@pytest.mark.parametrize(
    ("names", "reason", "field"),
    [
        (("zed",), "UNKNOWN_COMBATANT", "action.stealth_check.obscured_from_ids[0]"),
        (("bo", "bo"), "DUPLICATE_ID", "action.stealth_check.obscured_from_ids[1]"),
        (("ana",), "SELF_TARGET", "action.stealth_check.obscured_from_ids[0]"),
    ],
)
def test_declared_ids_are_checked(names: tuple[str, ...], reason: str, field: str) -> None:
    check = StealthCheck("ana", obscured_from_ids=names)
    with pytest.raises(InvalidRequestError) as info:
        resolve_action(state(sneak(), watchers()[0]), check, ForcedDice((12, 10), 5))
    assert (info.value.reason, info.value.field) == (reason, field)


@pytest.mark.parametrize(
    ("facing", "hider", "is_behind"),
    [
        ((1, 0), (4, 5), True),  # straight behind: dot -1
        ((1, 0), (4, 9), True),  # behind, far to the side: dot -1
        ((1, 0), (5, 4), False),  # abeam, on the boundary line: dot 0 is not behind
        ((1, 0), (5, 9), False),  # abeam, far: dot 0
        ((1, 0), (6, 5), False),  # in front: dot 1
        ((1, 1), (4, 5), True),  # diagonal facing: -1 + 0
        ((1, 1), (6, 4), False),  # abeam: 1 - 1
        ((1, 1), (4, 6), False),  # abeam on the other side: -1 + 1
        ((1, 1), (3, 6), True),  # -2 + 1
        ((3, 1), (4, 7), True),  # a facing toward (+3, +1): -3 + 2
        ((3, 1), (4, 8), False),  # abeam: -3 + 3
        ((3, 1), (5, 4), True),  # 0 - 1
    ],
)
def test_behind_is_the_open_half_plane_opposite_the_facing(
    facing: tuple[int, int], hider: tuple[int, int], is_behind: bool
) -> None:
    # The watcher stands at (5, 5); behind means (hider - watcher) . facing < 0.
    watcher = fighter("bo", "blue", at=(5, 5)).with_facing(Position(*facing))
    assert behind(fighter("ana", "red", at=hider), watcher) is is_behind


def test_nobody_is_behind_an_unknown_facing_or_position() -> None:
    bo = fighter("bo", "blue", at=(5, 5))
    assert not behind(fighter("ana", "red", at=(4, 5)), bo)
    facing_east = bo.with_facing(Position(1, 0))
    assert not behind(fighter("ana", "red"), facing_east)
    assert not behind(fighter("ana", "red", at=(4, 5)), facing_east.with_position(None))


@pytest.mark.parametrize(
    ("target", "facing"),
    [((6, 4), (4, 3)), ((4, 3), (1, 1)), ((2, 7), (0, 1)), ((0, 1), (-1, 0))],
)
def test_a_move_faces_its_last_step_and_an_attack_its_target(
    target: tuple[int, int], facing: tuple[int, int]
) -> None:
    bo = fighter("bo", "blue", at=target)
    moved = resolve_action(
        state(sneak(), bo), Move("ana", (Position(1, 0), Position(2, 1))), ForcedDice((), 0)
    )
    assert moved.state.combatants[0].facing == Position(1, 1)
    # From (2, 1) a bow shot faces bo's square, the vector divided by its gcd; bo does not turn.
    archer = moved.state.combatants[0].with_weapons((arm("bow_t1"),))
    start = moved.state.with_combatants((archer, moved.state.combatants[1]))
    shot = resolve_action(start, Attack("ana", "bo"), ForcedDice((10, 10), 5))
    ana, bo_after = shot.state.combatants
    assert (ana.facing, bo_after.facing) == (Position(*facing), None)


def test_porters_face_their_last_step_too() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("siege_weapon_t1"),), body=2)
    cy = fighter("cy", "red", at=(0, 2), body=2)
    move = Move("ana", (Position(0, 1), Position(-1, 1)), porter_ids=("cy",))
    result = resolve_action(state(ana, cy), move, ForcedDice((), 0))
    assert [c.facing for c in result.state.combatants] == [Position(-1, 0), Position(-1, 0)]


def test_a_move_cut_short_by_a_trap_faces_its_last_step_taken() -> None:
    # ana means to turn east at (2, 1), but bo's snare at (2, 2) catches her there (7 against
    # 16): she faces the step she took, (1, 1), not the one she did not, (1, 0).
    snare = Trap("snare", "bo", Position(2, 2), 16, traps_skill=1)
    start = state(sneak(), fighter("bo", "blue", at=(9, 9))).with_traps((snare,))
    path = (Position(1, 0), Position(2, 1), Position(3, 1))
    result = resolve_action(start, Move("ana", path), ForcedDice((5,), 1))
    ana = result.state.combatants[0]
    assert (ana.position, ana.facing) == (Position(2, 1), Position(1, 1))


def test_stealth_from_behind_after_the_watcher_moved_away() -> None:
    # bo walks east, away from ana: she is behind him, so the check is allowed (T13).
    bo = fighter("bo", "blue", at=(1, 0), presence=1, stealth=1)
    walked = resolve_action(state(sneak(), bo), Move("bo", (Position(2, 0),)), ForcedDice((), 0))
    assert walked.state.combatants[1].facing == Position(1, 0)
    hidden = resolve_action(walked.state, StealthCheck("ana"), ForcedDice((12, 10), 5))
    assert hidden.state.combatants[0].conditions.stealthed


# --- T14: fully behind cover ----------------------------------------------------------------


def hiding_behind(*obstacles: tuple[int, int]) -> EncounterState:
    """ana stealthed at (0, 0), flagged by bo (3, 0) and cy (0, 3); her turn comes first."""
    flags = Conditions(stealth_flagged_by=("ana",))
    bo = fighter("bo", "blue", at=(3, 0), conditions=flags)
    cy = fighter("cy", "blue", at=(0, 3), conditions=flags)
    ana = sneak(conditions=Conditions(stealthed=True))
    return state(ana, bo, cy, obstacles=obstacles).with_turn_order(("ana", "bo", "cy"))


def test_fully_behind_cover_stays_stealthed_without_a_check() -> None:
    # Rocks at (1, 0) and (0, 1) block both watchers' sight: the flags lapse (T6), ana stays
    # stealthed (T14) with no check; she then hides again by a check of her own choosing.
    script = (ScriptedAction(1, StealthCheck("ana", group_defence=True)),)
    result = resolve_encounter(
        hiding_behind((1, 0), (0, 1)),
        ForcedDice((12, 1) + (1,) * 4, 6),
        EncounterOptions(max_rounds=1, script=script),
    )
    lapse = result.events[1]
    assert (lapse.kind, lapse.summary, lapse.rulings) == (
        EventKind.CONDITION_LAPSES,
        "ana's stealth flags lapse at the start of its turn; fully behind cover, it stays "
        "stealthed",
        ("T6", "T14"),
    )
    assert lapse.condition_changes == (
        ConditionChange("bo", Condition.STEALTH_FLAGGED, False),
        ConditionChange("cy", Condition.STEALTH_FLAGGED, False),
    )
    # The check: both behind the rocks (T13); nothing to report for ana, already stealthed.
    assert result.events[2].condition_changes == ()
    assert result.events[2].summary == "ana rolls stealth 18: hidden from 2 of 2"


def test_partly_in_sight_loses_stealth_at_the_start_of_its_turn() -> None:
    # Only bo's sight is blocked: cy sees her, so stealth lapses with the flags (T6).
    start = hiding_behind((1, 0))
    result = resolve_encounter(start, ForcedDice((10,) * 20, 20), EncounterOptions(max_rounds=1))
    lapse = result.events[1]
    assert (lapse.summary, lapse.rulings) == (
        "ana's stealth flags lapse at the start of its turn",
        ("T6",),
    )
    assert lapse.condition_changes[-1] == ConditionChange("ana", Condition.STEALTHED, False)
