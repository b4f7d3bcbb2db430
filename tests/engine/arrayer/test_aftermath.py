"""ARRAYER outside the rounds under forced dice: aftermath (A11), blood baths and nightly rest
(A12), the short rest (A24), escaping entanglements, and the Weapon Types roll (A4)."""

from __future__ import annotations

import pytest

from engine import ForcedDice, RuleRefusal, resolve_action
from engine.actions import (
    ArrayerAftermath,
    ArrayerBloodBath,
    ArrayerEscape,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
    ArrayerShortRest,
)
from engine.arrayer.aftermath import resolve_aftermath
from engine.board import Board
from engine.catalog import ARRAYER_DEFAULTS
from engine.dice import DiePurpose
from engine.state import (
    ArrayerBodySide,
    ArrayerCombatant,
    ArrayerHitLocation,
    ArrayerLocationBand,
    ArrayerWeaponType,
    ArrayerWound,
    ArrayerWoundBand,
    ArrayerWoundSeverity,
    Combatant,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Ruleset,
    WeaponProficiency,
    find_combatant,
    hit_location,
    improvements,
    wound_severity,
)
from engine.trace import Condition, ConditionChange, EventKind, HpChange, Outcome
from tests.engine.factories import arrayer_fighter


def state(*combatants: Combatant) -> EncounterState:
    return EncounterState(Ruleset.ARRAYER, combatants)


def one(result_state: EncounterState, combatant_id: str) -> Combatant:
    combatant = find_combatant(result_state, combatant_id)
    assert combatant is not None
    return combatant


@pytest.mark.parametrize(
    ("hp", "faces", "outcome", "summary"),
    [
        (-3, (3,), Outcome.KILLED, "bo (hp -3) rolls 3 on the aftermath d20: dies (<= 3)"),
        (
            -3,
            (6,),
            Outcome.RECOVERS,
            "bo (hp -3) rolls 6 on the aftermath d20: recovers to 0 HP at the next short rest "
            "(>= 6)",
        ),
        (
            -3,
            (5, 16),
            Outcome.WOUNDED,
            "bo (hp -3) rolls 5 on the aftermath d20: light wound, right upper leg "
            "(location d20 16)",
        ),
        (
            -7,
            (9, 1),
            Outcome.WOUNDED,
            "bo (hp -7) rolls 9 on the aftermath d20: bad wound, face (location d20 1)",
        ),
    ],
)
def test_aftermath_roll(hp: int, faces: tuple[int, ...], outcome: Outcome, summary: str) -> None:
    bo = arrayer_fighter("bo", "blue", hp=hp)
    ana = arrayer_fighter("ana", "red", hp=4)  # standing: no roll
    result = resolve_action(state(ana, bo), ArrayerAftermath(), ForcedDice(faces, budget=5))
    (event,) = result.events
    assert (event.kind, event.outcome, event.summary) == (EventKind.AFTERMATH, outcome, summary)
    assert event.dice[0].purpose is DiePurpose.AFTERMATH
    after = one(result.state, "bo")
    assert after.conditions.dead is (outcome is Outcome.KILLED)
    traits = after.arrayer
    assert traits is not None
    assert traits.recovers_at_short_rest is (outcome is Outcome.RECOVERS)
    if hp == -3 and outcome is Outcome.WOUNDED:
        assert traits.wounds == (
            ArrayerWound(
                ArrayerWoundSeverity.LIGHT, ArrayerHitLocation.UPPER_LEG, ArrayerBodySide.RIGHT
            ),
        )


@pytest.mark.parametrize(
    ("depth", "severity"),
    [
        (1, "STUNNED"),
        (2, "LIGHT"),
        (3, "LIGHT"),
        (4, "MODERATE"),
        (6, "MODERATE"),
        (7, "BAD"),
        (30, "BAD"),
    ],
)
def test_default_wound_bands(depth: int, severity: str) -> None:
    assert wound_severity(ARRAYER_DEFAULTS, depth) is ArrayerWoundSeverity[severity]


def test_default_location_bands() -> None:
    # A11: 1 Fac, 2 Hnk, 3-5 Thx, 6-7 Abd, 8 Plv, 9-11 Urm, 12-14 Lrm, 15-17 Ulg, 18-20 Llg.
    names = ["F", "H", *["T"] * 3, "A", "A", "P", *["UA"] * 3, *["LA"] * 3, *["UL"] * 3]
    names += ["LL"] * 3
    short = {
        ArrayerHitLocation.FACE: "F",
        ArrayerHitLocation.HEAD_NECK: "H",
        ArrayerHitLocation.THORAX: "T",
        ArrayerHitLocation.ABDOMEN: "A",
        ArrayerHitLocation.PELVIS: "P",
        ArrayerHitLocation.UPPER_ARM: "UA",
        ArrayerHitLocation.LOWER_ARM: "LA",
        ArrayerHitLocation.UPPER_LEG: "UL",
        ArrayerHitLocation.LOWER_LEG: "LL",
    }
    rules = ARRAYER_DEFAULTS
    assert [short[hit_location(rules, face).location] for face in range(1, 21)] == names
    assert [face for face in range(1, 21) if hit_location(rules, face).sided] == list(range(9, 21))


def test_aftermath_tables_are_data() -> None:
    # Overrides: recover at 3x|HP|, every wound from |HP| 1 is bad, every location the sided thorax.
    rules = (
        ARRAYER_DEFAULTS.with_aftermath_recover_multiple(3)
        .with_wound_bands((ArrayerWoundBand(1, ArrayerWoundSeverity.BAD),))
        .with_location_bands((ArrayerLocationBand(1, ArrayerHitLocation.THORAX, sided=True),))
    )
    bo = arrayer_fighter("bo", "blue", hp=-2)
    cy = arrayer_fighter("cy", "blue", hp=-2)
    overridden = EncounterState(Ruleset.ARRAYER, (bo, cy), arrayer_rules=rules)
    # bo: 5 is under 3x2 (wounded, default rules would recover); cy: 6 recovers.
    result = resolve_action(overridden, ArrayerAftermath(), ForcedDice((5, 4, 6), budget=5))
    wounded, recovered = result.events
    assert wounded.summary == (
        "bo (hp -2) rolls 5 on the aftermath d20: bad wound, right thorax (location d20 4)"
    )
    assert recovered.summary == (
        "cy (hp -2) rolls 6 on the aftermath d20: recovers to 0 HP at the next short rest (>= 6)"
    )
    default = resolve_action(state(bo), ArrayerAftermath(), ForcedDice((5,), budget=5))
    assert default.events[0].outcome is Outcome.RECOVERS


def test_blood_bath_heals_before_the_aftermath_roll() -> None:
    # The ogre (3 HD) is dead; bo bathes from -2 to +1 and needs no roll.
    ogre = (
        arrayer_fighter("ogre", "blue", hp=-9)
        .with_conditions(Conditions(dead=True))
        .with_arrayer(ArrayerCombatant(hit_dice=3))
    )
    bo = arrayer_fighter("bo", "red", hp=-2).with_max_hp(5)
    cy = arrayer_fighter("cy", "red", hp=-1)
    bath = ArrayerAftermath((ArrayerBloodBath("ogre", ("bo",)),))
    result = resolve_action(state(ogre, bo, cy), bath, ForcedDice((2,), budget=5))
    heal, roll = result.events
    assert heal.hp_changes == (HpChange("bo", -2, 1),)
    assert heal.rulings == ("A12",)
    assert (roll.actor_id, roll.outcome) == ("cy", Outcome.RECOVERS)


def test_nightly_rest_death_check_and_healing() -> None:
    ana = arrayer_fighter("ana", "red", hp=2).with_max_hp(3)
    ana = ana.with_arrayer(ArrayerCombatant(hit_dice=2))
    bo = arrayer_fighter("bo", "red", hp=-2)
    cy = arrayer_fighter("cy", "red", hp=-1).with_max_hp(4)
    result = resolve_action(state(ana, bo, cy), ArrayerNightlyRest(), ForcedDice((1, 2), budget=5))
    rest_ana, death_bo, rest_cy = result.events
    assert rest_ana.hp_changes == (HpChange("ana", 2, 3),)  # capped at max_hp
    assert death_bo.outcome is Outcome.KILLED
    assert death_bo.condition_changes == (ConditionChange("bo", Condition.DEAD, True),)
    assert rest_cy.hp_changes == (HpChange("cy", -1, 0),)
    assert rest_cy.dice[0].purpose is DiePurpose.DEATH_CHECK


def test_healing_per_hit_die_is_data() -> None:
    # A12's "1HP per HD" is ArrayerRules.healing_per_hit_die: at 2, ana (2 HD) heals 4 at a night's
    # rest and bo heals 2 x the ogre's 3 HD in its blood; at 0 nobody heals. The total shows the
    # document's Hit Dice and what the rate adds.
    ana = arrayer_fighter("ana", "red", hp=1).with_max_hp(9)
    ana = ana.with_arrayer(ArrayerCombatant(hit_dice=2))
    bo = arrayer_fighter("bo", "red", hp=-2).with_max_hp(9)
    ogre = (
        arrayer_fighter("ogre", "blue", hp=-9)
        .with_conditions(Conditions(dead=True))
        .with_arrayer(ArrayerCombatant(hit_dice=3))
    )
    doubled = state(ana, bo, ogre).with_arrayer_rules(ARRAYER_DEFAULTS.with_healing_per_hit_die(2))
    night = resolve_action(doubled, ArrayerNightlyRest(), ForcedDice((2,), budget=5))
    rest_ana, rest_bo = night.events
    assert rest_ana.hp_changes == (HpChange("ana", 1, 5),)
    assert rest_bo.hp_changes == (HpChange("bo", -2, 0),)  # its death check (2) passed
    (healing,) = rest_ana.totals
    assert (healing.name, healing.value) == ("healing", 4)
    assert [(t.name, t.value) for t in healing.terms] == [("hit_dice", 2), ("per_hit_die", 2)]
    bath = ArrayerAftermath((ArrayerBloodBath("ogre", ("bo",)),))
    bathed = resolve_action(doubled, bath, ForcedDice((), budget=5))
    assert bathed.events[0].hp_changes == (HpChange("bo", -2, 4),)
    none = state(ana).with_arrayer_rules(ARRAYER_DEFAULTS.with_healing_per_hit_die(0))
    (rest,) = resolve_action(none, ArrayerNightlyRest(), ForcedDice((), budget=5)).events
    assert rest.hp_changes == (HpChange("ana", 1, 1),)
    assert [(t.name, t.value) for t in rest.totals[0].terms] == [
        ("hit_dice", 2),
        ("per_hit_die", -2),
    ]
    # The document's rate traces as it always did: the Hit Dice alone.
    (plain,) = resolve_action(state(ana), ArrayerNightlyRest(), ForcedDice((), budget=5)).events
    assert [(t.name, t.value) for t in plain.totals[0].terms] == [("hit_dice", 2)]


def marked(combatant: Combatant, *, dead: bool = False) -> Combatant:
    return combatant.with_arrayer(ArrayerCombatant(recovers_at_short_rest=True)).with_conditions(
        Conditions(prone=True, dead=dead)
    )


def test_short_rest_recovers_whoever_the_aftermath_marked() -> None:
    # A24: ana (marked, -2) recovers to 0 and stands in the fight again; cy (marked, already
    # healed to 1) keeps 1; bo (not marked) and the dead dy are untouched. No dice.
    ana = marked(arrayer_fighter("ana", "red", hp=-2))
    bo = arrayer_fighter("bo", "red", hp=-3)
    cy = marked(arrayer_fighter("cy", "red", hp=1))
    dy = marked(arrayer_fighter("dy", "red", hp=-5), dead=True)
    result = resolve_action(state(ana, bo, cy, dy), ArrayerShortRest(), ForcedDice((), budget=0))
    assert [
        (e.kind, e.actor_id, e.hp_changes, e.condition_changes, e.rulings, e.summary)
        for e in result.events
    ] == [
        (
            EventKind.SHORT_REST,
            "ana",
            (HpChange("ana", -2, 0),),
            (ConditionChange("ana", Condition.DOWNED, False),),
            ("A24", "A11"),
            "ana (hp -2) recovers at the short rest: hp 0",
        ),
        (
            EventKind.SHORT_REST,
            "cy",
            (HpChange("cy", 1, 1),),
            (),
            ("A24", "A11"),
            "cy (hp 1) recovers at the short rest: hp 1",
        ),
    ]
    marks = {
        c.id: (c.hp, c.arrayer is not None and c.arrayer.recovers_at_short_rest)
        for c in result.state.combatants
    }
    assert marks == {"ana": (0, False), "bo": (-3, False), "cy": (1, False), "dy": (-5, True)}
    assert result.dice_rolled == 0


def test_max_hp_zero_caps_healing_at_the_hp_given() -> None:
    # state.proto: max_hp 0 means the hp given at the start, here the request's hp.
    ana = arrayer_fighter("ana", "red", hp=3).with_max_hp(0)
    bo = arrayer_fighter("bo", "red", hp=-2).with_max_hp(0)
    result = resolve_action(state(ana, bo), ArrayerNightlyRest(), ForcedDice((9,), budget=5))
    rest_ana, rest_bo = result.events
    assert rest_ana.hp_changes == (HpChange("ana", 3, 3),)
    assert rest_bo.hp_changes == (HpChange("bo", -2, -2),)
    assert rest_bo.summary == "bo rests and heals 0 (death check d20 9)"


def test_max_hp_zero_in_an_encounter_is_the_hp_at_its_start() -> None:
    # Blood bath after a fight: the cap is the hp the encounter started with, not the hp at the end.
    ogre = (
        arrayer_fighter("ogre", "blue", hp=-9)
        .with_conditions(Conditions(dead=True))
        .with_arrayer(ArrayerCombatant(hit_dice=9))
    )
    bo = arrayer_fighter("bo", "red", hp=4)
    board = Board(state(ogre, bo))
    board.put(bo.with_hp(-1))  # as if wounded during the fight
    (event,) = resolve_aftermath(
        board,
        ArrayerAftermath((ArrayerBloodBath("ogre", ("bo",)),)),
        ForcedDice((), budget=0),
        "aftermath",
    )
    assert event.hp_changes == (HpChange("bo", -1, 4),)


def entangled(source: EntanglementSource, weapons: tuple[str, ...], rounds: int = 0) -> Combatant:
    bo = arrayer_fighter("bo", "blue", weapons=weapons)
    return bo.with_conditions(Conditions(prone=True, entanglement=Entanglement(source, rounds)))


@pytest.mark.parametrize(
    ("source", "weapons", "rounds", "faces", "free"),
    [
        (EntanglementSource.BOLA, ("dagger",), 0, (), True),  # a blade removes it
        (EntanglementSource.BOLA, ("club",), 0, (10,), True),  # Dexterity 10: 10 passes
        (EntanglementSource.BOLA, ("club",), 0, (11,), False),
        (EntanglementSource.NET, ("knife",), 0, (7,), True),  # knife and Dexterity test
        (EntanglementSource.NET, ("club",), 0, (), False),  # first round: no escape roll
        (EntanglementSource.NET, ("club",), 1, (2,), True),  # then d6 1-2
        (EntanglementSource.NET, ("club",), 1, (3,), False),
    ],
)
def test_escape(
    source: EntanglementSource,
    weapons: tuple[str, ...],
    rounds: int,
    faces: tuple[int, ...],
    free: bool,
) -> None:
    bo = entangled(source, weapons, rounds)
    result = resolve_action(state(bo), ArrayerEscape("bo"), ForcedDice(faces, budget=5))
    (event,) = result.events
    assert event.outcome is (Outcome.SUCCESS if free else Outcome.FAILURE)
    after = one(result.state, "bo").conditions.entanglement
    assert after == (None if free else Entanglement(source, rounds + 1))


def test_escape_needs_an_entanglement() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(arrayer_fighter("bo", "blue")), ArrayerEscape("bo"), ForcedDice((), budget=5)
        )
    assert (info.value.reason, info.value.field) == ("NOT_ENTANGLED", "action.escape.combatant_id")


@pytest.mark.parametrize(
    ("face", "kind"), [(1, ArrayerWeaponType.BLADES), (6, ArrayerWeaponType.GUNPOWDER)]
)
def test_weapon_type_roll_improves_one_level(face: int, kind: ArrayerWeaponType) -> None:
    ana = arrayer_fighter("ana", "red", improvements={ArrayerWeaponType.BLADES: 1})
    result = resolve_action(state(ana), ArrayerRollWeaponType("ana"), ForcedDice((face,), budget=5))
    (event,) = result.events
    assert (event.kind, event.dice[0].purpose) == (
        EventKind.WEAPON_TYPE_ROLL,
        DiePurpose.WEAPON_TYPE,
    )
    traits = one(result.state, "ana").arrayer
    assert traits is not None
    assert improvements(traits, kind) == (2 if kind is ArrayerWeaponType.BLADES else 1)
    assert WeaponProficiency(kind, improvements(traits, kind)) in traits.proficiencies
