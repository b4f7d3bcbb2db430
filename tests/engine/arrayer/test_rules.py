"""Every ARRAYER rule and special effect under forced dice: exact damage, HP, conditions, trace.

Rulings: A3 (range bands), A5 (prone, killing blow), A6 (gunpowder), A7-A9, A10 (mounts), A14
(reload chits), A16 (longbow), and the document's special effects (engine/arrayer/effects.py).
"""

from __future__ import annotations

import pytest

from engine import Attack, ForcedDice, Resolution, RuleRefusal, resolve_action
from engine.catalog import ARRAYER_DEFAULTS
from engine.dice import DiePurpose
from engine.state import (
    AmmunitionKind,
    Armour,
    ArmourClass,
    ArrayerCombatant,
    ArrayerMishapBand,
    ArrayerMishapResult,
    ArrayerWeaponType,
    Combatant,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Environment,
    Mount,
    MountKind,
    Position,
    Ruleset,
    Shield,
    find_combatant,
)
from engine.trace import Condition, ConditionChange, EventKind, HpChange, Outcome
from tests.engine.factories import arrayer_fighter

T = ArrayerWeaponType


def fighter(
    combatant_id: str,
    side: str,
    *,
    weapons: tuple[str, ...] = ("sword",),
    at: tuple[int, int] | None = None,
    hp: int = 10,
    armour: int = 0,
    skills: dict[ArrayerWeaponType, int] | None = None,
    **changes: object,
) -> Combatant:
    """An ARRAYER combatant; ``changes`` replace Combatant fields (conditions, shield...)."""
    base = arrayer_fighter(
        combatant_id, side, hp=hp, weapons=weapons, armour=armour, at=at, improvements=skills
    )
    return base.merged(changes)


def resolve(
    attacker: Combatant,
    *others: Combatant,
    faces: tuple[int, ...],
    weather: bool = False,
    **options: object,
) -> Resolution:
    """``attacker`` attacks the first of ``others`` with its first weapon."""
    state = EncounterState(Ruleset.ARRAYER, (attacker, *others), environment=Environment(weather))
    attack = Attack(attacker.id, others[0].id, **options)  # type: ignore[arg-type]
    return resolve_action(state, attack, ForcedDice(faces, budget=20))


def who(result: Resolution, combatant_id: str) -> Combatant:
    combatant = find_combatant(result.state, combatant_id)
    assert combatant is not None
    return combatant


def terms(result: Resolution, index: int = 0) -> list[tuple[str, int]]:
    return [(t.name, t.value) for t in result.events[index].totals[0].terms]


# --- A3 range bands, thrown weapons, A14 reload chits ------------------------------------------


@pytest.mark.parametrize(
    ("distance", "face", "outcome"),
    [(8, 6, Outcome.HIT), (9, 5, Outcome.HIT), (9, 6, Outcome.MISS), (17, 4, Outcome.HIT)],
)
def test_bow_range_bands(distance: int, face: int, outcome: Outcome) -> None:
    # Bow 8/16/24: effective hits <= 6, long <= 5, extreme <= 4 (A3).
    ana = fighter("ana", "red", weapons=("bow",), at=(0, 0))
    bo = fighter("bo", "blue", at=(distance, 0))
    result = resolve(ana, bo, faces=(face,))
    assert result.events[0].outcome is outcome


def test_beyond_extreme_range_is_refused() -> None:
    ana = fighter("ana", "red", weapons=("bow",), at=(0, 0))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(25, 0)), faces=(1,))
    assert (info.value.reason, info.value.ruling) == ("TARGET_OUT_OF_RANGE", "A3")


def test_shot_gains_reload_chits_and_an_unloaded_weapon_is_refused() -> None:
    ana = fighter("ana", "red", weapons=("crossbow",), at=(0, 0))
    bo = fighter("bo", "blue", at=(5, 0), armour=1)
    result = resolve(ana, bo, faces=(4,))
    # Crossbow: 4 + 1 weight + 1 (vs armour) - 1 armour = 5.
    assert terms(result) == [("roll", 4), ("weight", 1), ("armoured", 1), ("armour", -1)]
    crossbow = who(result, "ana").weapons[0]
    assert (crossbow.reload_chits, crossbow.shots_fired) == (2, 1)
    with pytest.raises(RuleRefusal) as info:
        resolve_action(result.state, Attack("ana", "bo"), ForcedDice((1,), budget=5))
    assert (info.value.reason, info.value.ruling) == ("WEAPON_NOT_LOADED", "A14")


def test_prone_archer_cannot_discharge_a_bow() -> None:
    ana = fighter("ana", "red", weapons=("bow",), at=(0, 0), conditions=Conditions(prone=True))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue", at=(3, 0)), faces=(1,))
    assert info.value.reason == "MUST_STAND"


def test_sling_ammunition_has_its_own_range() -> None:
    # 14 squares: lead shot (8/16/24) is at long range, stones (6/12/18) at extreme.
    ana = fighter("ana", "red", weapons=("sling",), at=(0, 0))
    bo = fighter("bo", "blue", at=(14, 0))
    lead = resolve(ana, bo, faces=(5,), ammunition=AmmunitionKind.LEAD_SHOT)
    stone = resolve(ana, bo, faces=(5,), ammunition=AmmunitionKind.SLING_STONE)
    assert (lead.events[0].outcome, stone.events[0].outcome) == (Outcome.HIT, Outcome.MISS)
    with pytest.raises(RuleRefusal):
        resolve(ana, bo, faces=(5,), ammunition=AmmunitionKind.ARROW)


# --- A5 prone targets and killing blows --------------------------------------------------------


def test_prone_target_is_struck_with_a_d6() -> None:
    bo = fighter("bo", "blue", conditions=Conditions(prone=True))
    result = resolve(fighter("ana", "red"), bo, faces=(6,))
    (event,) = result.events
    assert (event.dice[0].size, event.outcome, event.rulings) == (6, Outcome.HIT, ("A5", "A2"))
    assert event.hp_changes == (HpChange("bo", 10, 4),)


def test_killing_blow_on_the_unaware() -> None:
    bo = fighter("bo", "blue", conditions=Conditions(unaware=True))
    result = resolve(fighter("ana", "red"), bo, faces=(), killing_blow=True)
    (event,) = result.events
    assert (event.outcome, event.rulings, event.dice) == (Outcome.KILLED, ("A5",), ())
    assert event.condition_changes == (
        ConditionChange("bo", Condition.DOWNED, True),
        ConditionChange("bo", Condition.DEAD, True),
        ConditionChange("bo", Condition.PRONE, True),
    )
    assert who(result, "bo").conditions.dead


def test_killing_blow_needs_an_unaware_target() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve(fighter("ana", "red"), fighter("bo", "blue"), faces=(), killing_blow=True)
    assert (info.value.reason, info.value.field) == (
        "TARGET_NOT_UNAWARE",
        "action.attack.killing_blow",
    )


def test_garotte_only_kills_the_unaware_silently() -> None:
    ana = fighter("ana", "red", weapons=("garotte",))
    with pytest.raises(RuleRefusal) as info:
        resolve(ana, fighter("bo", "blue"), faces=(1,))
    assert info.value.reason == "ONLY_KILLING_BLOW"
    bo = fighter("bo", "blue", conditions=Conditions(unaware=True))
    result = resolve(ana, bo, faces=(), killing_blow=True)
    assert result.events[0].summary == "ana kills unaware bo with garotte (killing blow, silently)"


# --- A6 gunpowder ------------------------------------------------------------------------------


def gunner(*, dubious: bool = False) -> Combatant:
    ana = fighter("ana", "red", weapons=("arquebus",), at=(0, 0), hp=10)
    return ana.with_weapons((ana.weapons[0].with_dubious(dubious),))


def test_gunpowder_ignores_armour() -> None:
    result = resolve(gunner(), fighter("bo", "blue", at=(3, 0), armour=3), faces=(3,))
    assert terms(result) == [("roll", 3), ("weight", 1)]
    assert result.events[0].hp_changes == (HpChange("bo", 10, 6),)


def test_wind_misfires_an_even_hit_without_spending_the_shot() -> None:
    result = resolve(gunner(), fighter("bo", "blue", at=(3, 0)), faces=(4,), weather=True)
    (event,) = result.events
    assert (event.outcome, event.rulings) == (Outcome.MISFIRE, ("A6",))
    assert who(result, "ana").weapons[0].reload_chits == 0
    calm_odd = resolve(gunner(), fighter("bo", "blue", at=(3, 0)), faces=(3,), weather=True)
    assert calm_odd.events[0].outcome is Outcome.HIT


@pytest.mark.parametrize(
    ("dubious", "faces", "summary", "after"),
    [
        # after: the user's HP, the gun's reload chits, broken, dubious.
        (False, (8, 3), "misfire, may fire next round", (10, 0, False, False)),
        (False, (8, 5), "dud round, must reload", (10, 3, False, False)),
        (
            False,
            (8, 6, 4),
            "the round bursts and is now dubious, 4 damage to ana",
            (6, 3, False, True),
        ),
        (True, (10, 7, 2), "the round bursts, 2 damage to ana", (8, 3, False, True)),
        (
            True,
            (12, 6, 5),
            "the round bursts and is destroyed, 5 damage to ana",
            (5, 0, True, True),
        ),
        (True, (8, 9), "dud round, must reload", (10, 3, False, True)),
        (True, (8, 11, 3, 4), "the round explodes, 7 damage to ana", (3, 0, True, True)),
    ],
)
def test_gunpowder_mishap_table(
    dubious: bool, faces: tuple[int, ...], summary: str, after: tuple[int, int, bool, bool]
) -> None:
    # A6: an even miss (8, 10, 12) is a mishap: d6 when well maintained, d12 when dubious.
    result = resolve(gunner(dubious=dubious), fighter("bo", "blue", at=(3, 0)), faces=faces)
    attack, mishap = result.events
    assert attack.outcome is Outcome.MISS
    assert mishap.kind is EventKind.MISHAP
    assert mishap.dice[0].size == (12 if dubious else 6)
    assert mishap.dice[0].purpose is DiePurpose.MISHAP
    assert mishap.summary.endswith(summary)
    ana = who(result, "ana")
    gun = ana.weapons[0]
    assert (ana.hp, gun.reload_chits, gun.broken, gun.dubious) == after


def test_mishap_table_is_data() -> None:
    # A6's table overridden: every mishap explodes for 1d6.
    rules = ARRAYER_DEFAULTS.with_mishap_bands(
        (ArrayerMishapBand(1, ArrayerMishapResult.EXPLODE, 1),)
    )
    state = EncounterState(
        Ruleset.ARRAYER, (gunner(), fighter("bo", "blue", at=(3, 0))), arrayer_rules=rules
    )
    result = resolve_action(state, Attack("ana", "bo"), ForcedDice((8, 2, 3), budget=5))
    _, mishap = result.events
    assert (
        mishap.summary == "ana's arquebus mishap d6 rolled 2: the round explodes, 3 damage to ana"
    )
    ana = who(result, "ana")
    assert (ana.hp, ana.weapons[0].broken) == (7, True)


# --- A10 mounts --------------------------------------------------------------------------------


def rider(combatant_id: str, side: str) -> Combatant:
    base = fighter(combatant_id, side, hp=5)
    return base.with_arrayer(ArrayerCombatant(mount=Mount(MountKind.HORSE, 6)))


@pytest.mark.parametrize(("face", "horse_hp", "rider_hp"), [(3, 3, 5), (4, 6, 1)])
def test_infantry_hit_horse_on_odd_rider_on_even(face: int, horse_hp: int, rider_hp: int) -> None:
    result = resolve(fighter("ana", "red"), rider("bo", "blue"), faces=(face,))
    bo = who(result, "bo")
    assert bo.arrayer is not None and bo.arrayer.mount is not None
    assert (bo.arrayer.mount.hp, bo.hp) == (horse_hp, rider_hp)
    assert "A10" in result.events[0].rulings


def test_mounted_attacker_chooses_the_horse() -> None:
    from engine.actions import ArrayerMountTarget

    result = resolve(
        rider("ana", "red"), rider("bo", "blue"), faces=(4,), mount_target=ArrayerMountTarget.HORSE
    )
    assert result.events[0].hp_changes == (HpChange("bo/mount", 6, 2),)
    assert result.events[0].summary == "ana hits bo's horse with sword for 4"


# --- special effects ---------------------------------------------------------------------------


def test_greatsword_attacks_again_on_downing() -> None:
    ana = fighter("ana", "red", weapons=("greatsword",), at=(1, 1))
    bo = fighter("bo", "blue", at=(2, 1), hp=2)
    cy = fighter("cy", "blue", at=(1, 2), hp=10)
    result = resolve(ana, bo, cy, faces=(3, 5))
    first, second = result.events
    assert first.hp_changes == (HpChange("bo", 2, -2),)
    assert (second.target_id, second.hp_changes) == ("cy", (HpChange("cy", 10, 4),))


@pytest.mark.parametrize(("armour", "expected"), [(0, 5), (1, 3)])
def test_cleaver_bonus_against_the_unarmoured(armour: int, expected: int) -> None:
    result = resolve(
        fighter("ana", "red", weapons=("cleaver",)),
        fighter("bo", "blue", armour=armour),
        faces=(4,),
    )
    assert result.events[0].totals[0].value == expected


def test_misericorde_as_regular_vs_prone_and_heavy_vs_grappled() -> None:
    ana = fighter("ana", "red", weapons=("misericorde",))
    prone = resolve(ana, fighter("bo", "blue", conditions=Conditions(prone=True)), faces=(3,))
    grappled = resolve(ana, fighter("bo", "blue", conditions=Conditions(grappled=True)), faces=(3,))
    free = resolve(ana, fighter("bo", "blue"), faces=(3,))
    assert [r.events[0].totals[0].value for r in (prone, grappled, free)] == [3, 4, 2]


def test_doping_spines_dose_on_nat3_and_break_on_a_nat10_miss() -> None:
    ana = fighter("ana", "red", weapons=("doping_spines",), skills={T.BLADES: 1})
    dosed = resolve(ana, fighter("bo", "blue"), faces=(3,))
    assert who(dosed, "bo").conditions.dosed
    assert dosed.events[1].condition_changes == (ConditionChange("bo", Condition.DOSED, True),)
    low = resolve(ana, fighter("bo", "blue"), faces=(2,))
    assert not who(low, "bo").conditions.dosed and len(low.events) == 1
    broke = resolve(ana, fighter("bo", "blue"), faces=(10,))
    assert who(broke, "ana").weapons[0].broken
    assert broke.events[1].summary == "ana's doping_spines breaks (a miss at Nat10)"
    kept = resolve(ana, fighter("bo", "blue"), faces=(9,))
    assert not who(kept, "ana").weapons[0].broken


def test_pilum_breaks_in_melee_on_nat8() -> None:
    ana = fighter("ana", "red", weapons=("pilum",))
    result = resolve(ana, fighter("bo", "blue"), faces=(8,))
    assert who(result, "ana").weapons[0].broken
    assert not who(resolve(ana, fighter("bo", "blue"), faces=(7,)), "ana").weapons[0].broken


@pytest.mark.parametrize(("weapon", "hp", "after"), [("mace", 1, -2), ("club", -3, -3)])
def test_bludgeons_do_not_reduce_past_minus_two(weapon: str, hp: int, after: int) -> None:
    # A9: a mace's 6 + 1 on 1 HP stops at -2; HP already below -2 stays where it is.
    result = resolve(
        fighter("ana", "red", weapons=(weapon,)), fighter("bo", "blue", hp=hp), faces=(6,)
    )
    (event,) = result.events
    assert event.hp_changes == (HpChange("bo", hp, after),)
    assert "A9" in event.rulings


def test_boomerang_is_thrown_and_a_club_up_close() -> None:
    ana = fighter("ana", "red", weapons=("boomerang",), at=(0, 0))
    thrown = resolve(ana, fighter("bo", "blue", at=(4, 0)), faces=(2,))
    assert who(thrown, "ana").weapons[0].thrown
    close = resolve(ana, fighter("bo", "blue", at=(1, 0), hp=1), faces=(6,))
    assert close.events[0].summary == "ana hits bo with boomerang (as club at close quarters) for 3"
    assert close.events[0].hp_changes == (HpChange("bo", 1, -2),)  # the club's floor


@pytest.mark.parametrize(
    ("faces", "at", "outcome"),
    [((6, 11), (3, 0), Outcome.APPLIED), ((6, 10), (1, 0), Outcome.SUCCESS)],
)
def test_quarterstaff_knock_back(
    faces: tuple[int, ...], at: tuple[int, int], outcome: Outcome
) -> None:
    # 6 damage: thrown back max(0, 3 - 1 HD) = 2 metres unless the Physique save (d20 <= 10).
    ana = fighter("ana", "red", weapons=("quarterstaff",), at=(0, 0))
    result = resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=faces)
    _, push = result.events
    assert push.kind is EventKind.SAVE and push.outcome is outcome
    assert push.totals[0].value == 2
    assert who(result, "bo").position == Position(*at)


def test_warhammer_bonus_against_medium_armour() -> None:
    bo = fighter("bo", "blue", armour=2)
    bo = bo.with_armour(Armour(2, ArmourClass.MEDIUM))
    result = resolve(fighter("ana", "red", weapons=("warhammer",)), bo, faces=(4,))
    assert terms(result) == [("roll", 4), ("weight", 1), ("heavy_armour", 1), ("armour", -2)]


def test_mancatcher_holds_or_clubs() -> None:
    ana = fighter("ana", "red", weapons=("mancatcher",), skills={T.POLEARMS: 1})
    held = resolve(ana, fighter("bo", "blue"), faces=(2, 15))
    assert [e.kind for e in held.events] == [EventKind.ATTACK, EventKind.SAVE]
    assert who(held, "bo").conditions.held_by == "ana"
    assert who(held, "bo").hp == 10
    dodged = resolve(ana, fighter("bo", "blue"), faces=(2, 5))
    assert who(dodged, "bo").conditions.held_by == ""
    clubbed = resolve(ana, fighter("bo", "blue"), faces=(2,), use_alternate=True)
    assert clubbed.events[0].hp_changes == (HpChange("bo", 10, 8),)


def test_flail_bonus_against_shields_and_bow_malus() -> None:
    shielded = fighter("bo", "blue", at=(1, 0), shield=Shield(1))
    flail = resolve(
        fighter("ana", "red", weapons=("flail",), skills={T.HAFTED: 1}, at=(0, 0)),
        shielded,
        faces=(4,),
    )
    assert terms(flail) == [("roll", 4), ("weight", 1), ("shield", 1), ("armour", -1)]
    shielded = shielded.with_position(Position(5, 0))
    bow = resolve(fighter("ana", "red", weapons=("bow",), at=(0, 0)), shielded, faces=(4,))
    assert terms(bow) == [("roll", 4), ("weight", 0), ("shield", -1), ("armour", -1)]


def test_whip_reaches_two() -> None:
    ana = fighter("ana", "red", weapons=("whip",), skills={T.MECHANICAL: 1}, at=(0, 0))
    result = resolve(ana, fighter("bo", "blue", at=(2, 2)), faces=(3,))
    assert result.events[0].hp_changes == (HpChange("bo", 10, 8),)


@pytest.mark.parametrize(
    ("weapon", "source"), [("bola", EntanglementSource.BOLA), ("net", EntanglementSource.NET)]
)
def test_bola_and_net_trip_and_entangle(weapon: str, source: EntanglementSource) -> None:
    ana = fighter("ana", "red", weapons=(weapon,), at=(0, 0))
    result = resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(3, 18))
    bo = who(result, "bo")
    assert (bo.hp, bo.conditions.prone, bo.conditions.entanglement) == (
        10,
        True,
        Entanglement(source, 0),
    )
    assert result.events[1].condition_changes == (
        ConditionChange("bo", Condition.PRONE, True),
        ConditionChange("bo", Condition.ENTANGLED, True),
    )


def test_longbow_fatigue_counts_as_bow() -> None:
    # A16: Strength 2; after 2 shots the longbow (S, +1) counts as a bow (weight 0, the bow's
    # bands); A25: the die stays the longbow's (S, one improvement: d12), never the bow's d10.
    ana = fighter("ana", "red", weapons=("longbow",), skills={T.BOWS: 1}, at=(0, 0))
    ana = ana.with_arrayer((ana.arrayer or ArrayerCombatant()).with_strength(2)).with_weapons(
        (ana.weapons[0].with_shots_fired(2),)
    )
    result = resolve(ana, fighter("bo", "blue", at=(5, 0)), faces=(3,))
    (event,) = result.events
    assert event.dice[0].size == 12
    assert event.summary == "ana hits bo with longbow at effective range (fatigued: as bow) for 3"


def test_meteor_hammer_reach_knife_and_entangle() -> None:
    ana = fighter("ana", "red", weapons=("meteor_hammer",), skills={T.MECHANICAL: 1}, at=(0, 0))
    far = resolve(ana, fighter("bo", "blue", at=(2, 0)), faces=(4,))
    assert far.events[0].hp_changes == (HpChange("bo", 10, 6),)
    near = resolve(ana, fighter("bo", "blue", at=(1, 0)), faces=(4,))
    assert near.events[0].dice[0].size == 12  # the knife: blades, Basic
    assert near.events[0].hp_changes == (HpChange("bo", 10, 7),)
    tangled = resolve(ana, fighter("bo", "blue", at=(2, 0)), faces=(4, 20), entangle=True)
    assert who(tangled, "bo").conditions.entanglement == Entanglement(EntanglementSource.CHAIN)
    assert who(tangled, "bo").hp == 10


def test_rope_dart_is_a_knife_up_close() -> None:
    ana = fighter("ana", "red", weapons=("rope_dart",), skills={T.MECHANICAL: 1}, at=(0, 0))
    near = resolve(ana, fighter("bo", "blue", at=(1, 1)), faces=(4,))
    assert near.events[0].summary == "ana hits bo with rope_dart (as knife at close quarters) for 3"


def test_arquebus_over_penetrates_to_the_target_behind() -> None:
    bo = fighter("bo", "blue", at=(2, 0), hp=1)
    cy = fighter("cy", "blue", at=(3, 0), armour=1)
    result = resolve(gunner(), bo, cy, faces=(3, 5))
    hit, through = result.events
    assert hit.hp_changes == (HpChange("bo", 1, -3),)
    assert through.kind is EventKind.EFFECT
    assert [(t.name, t.value) for t in through.totals[0].terms] == [("roll", 5), ("armour", -1)]
    assert through.hp_changes == (HpChange("cy", 10, 6),)


def test_blunderbuss_attacks_three_adjacent_targets() -> None:
    ana = fighter("ana", "red", weapons=("blunderbuss",), at=(0, 0))
    bo, cy, di = (fighter(i, "blue", at=(2, y)) for i, y in (("bo", 1), ("cy", 0), ("di", 2)))
    result = resolve(ana, bo, cy, di, faces=(3, 9, 5), extra_target_ids=("cy", "di"))
    assert [(e.target_id, e.outcome) for e in result.events] == [
        ("bo", Outcome.HIT),
        ("cy", Outcome.MISS),
        ("di", Outcome.HIT),
    ]
    assert who(result, "ana").weapons[0].reload_chits == 3
    with pytest.raises(RuleRefusal) as info:
        far = fighter("di", "blue", at=(2, 3))
        resolve(ana, bo, cy, far, faces=(3, 9, 5), extra_target_ids=("cy", "di"))
    assert info.value.field == "action.attack.extra_target_ids[1]"


def test_unknown_proficiency_holds_for_specialised_profiles() -> None:
    with pytest.raises(RuleRefusal) as info:
        resolve(fighter("ana", "red", weapons=("whip",)), fighter("bo", "blue"), faces=(1,))
    assert info.value.reason == "SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY"
