"""The `tiered` defender's side under forced dice: the skill it rolls and its default (T10), the
weapon that counterattacks (T11) and the shield a busy pair of hands cannot hold (T15).

ana (Reflex 2, Body 3) stands at (0, 0) and attacks bo at (1, 0) unless a test says otherwise.
"""

from __future__ import annotations

import pytest

from engine import Attack, ForcedDice, Resolution, RuleRefusal, resolve_action
from engine.errors import ArbiterError
from engine.state import AmmunitionKind, Combatant, Hand, TieredSkill, Weapon, skill_field
from engine.trace import EventKind, Outcome
from tests.engine.tiered.support import arm, fighter, lines, state


def sword_ana(shield: int = 0) -> Combatant:
    """ana with a Tier 2 one-handed weapon and Main-Hand Melee 3."""
    return fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("one_handed_melee_t2"),),
        main_hand_melee=3,
        shield=shield,
    )


def bo(*weapons: Weapon, at: tuple[int, int] = (1, 0), **kwargs: int) -> Combatant:
    """bo: Reflex 3, Body 3 and the given weapons and skills (Body 3 carries a Tier 3 weapon)."""
    return fighter("bo", "blue", at=at, weapons=weapons, reflex=3, **kwargs)  # type: ignore[arg-type]


def run(attacker: Combatant, defender: Combatant, attack: Attack, *faces: int) -> Resolution:
    return resolve_action(state(attacker, defender), attack, ForcedDice(faces, budget=10))


def refusal(attacker: Combatant, defender: Combatant, attack: Attack) -> RuleRefusal:
    with pytest.raises(RuleRefusal) as info:
        run(attacker, defender, attack, 10, 10)
    return info.value


# --- T10: which skill defends ----------------------------------------------------------------


@pytest.mark.parametrize("skill", [TieredSkill.STEALTH, TieredSkill.TRAPS, TieredSkill.SCHOLAR])
def test_a_non_weapon_skill_cannot_defend(skill: TieredSkill) -> None:
    defender = bo(arm("one_handed_melee_t1"), stealth=9, traps=9, scholar=9)
    refused = refusal(sword_ana(), defender, Attack("ana", "bo", defence_skill=skill))
    assert (refused.reason, refused.field, refused.ruling) == (
        "NOT_A_WEAPON_SKILL",
        "action.attack.defence_skill",
        "T10",
    )
    assert skill_field(skill) in refused.message


@pytest.mark.parametrize(
    "attack",
    [
        Attack("ana", "bo", defence_skill=TieredSkill.SCHOLAR),
        Attack("ana", "bo", defence_weapon_id="lance"),
    ],
    ids=["non-weapon-skill", "unknown-weapon"],
)
def test_defence_options_are_checked_when_the_defender_rolls_nothing(attack: Attack) -> None:
    # A guaranteed crossbow hit (T5) rolls no defence; its defence options are still checked,
    # never silently ignored.
    crossbow = arm("one_handed_crossbow_t2", ammo=(AmmunitionKind.BOLT, 0, 3))
    ana = fighter("ana", "red", at=(0, 0), weapons=(crossbow,), main_hand_crossbow=5)
    with pytest.raises(ArbiterError) as info:
        run(ana, bo(at=(3, 0)), attack)
    assert info.value.field.startswith("action.attack.defence_")


def test_the_default_defence_is_the_best_skill() -> None:
    # Unarmed 0, Main-Hand Melee 2 and no weapon: 3 + 2 + 12 = 17 against 2 + 3 + 5 = 10. With no
    # weapon for Main-Hand Melee bo only dodges (was: Unarmed 0 and a bare-handed counter).
    result = run(sword_ana(), bo(main_hand_melee=2), Attack("ana", "bo"), 5, 12)
    assert lines(result.events) == [
        "bo beats ana by 7, but has no weapon for main_hand_melee to strike back with",
        "attack 10 = reflex 2, main_hand_melee 3, roll 5",
        "defence 17 = reflex 3, main_hand_melee 2, roll 12",
    ]
    (event,) = result.events
    assert event.outcome is Outcome.DEFENDED
    assert event.rulings == ("T1", "T3", "T11")


def test_among_equal_skills_the_default_is_one_that_can_counter() -> None:
    # Bow 3 (the first weapon, a bow) and Main-Hand Melee 3 (a Tier 1 blade): the blade counters,
    # 8 + Body 3 + Tier 1 = 12 (was: the bow's skill, which cannot).
    defender = bo(arm("bow_t1"), arm("one_handed_melee_t1"), bow=3, main_hand_melee=3)
    result = run(sword_ana(), defender, Attack("ana", "bo"), 5, 12)
    assert lines(result.events) == [
        "bo beats ana by 8",
        "attack 10 = reflex 2, main_hand_melee 3, roll 5",
        "defence 18 = reflex 3, main_hand_melee 3, roll 12",
        "bo counterattacks ana with one_handed_melee_t1 for 12",
        "damage 12 = difference 8, body 3, tier 1, armour 0, shield 0",
    ]


def test_among_counters_the_default_takes_the_higher_tier() -> None:
    # Unarmed 2 and Main-Hand Melee 2 both counter from 1 tile: the Tier 3 blade over bare hands,
    # and over the Tier 1 blade that goes with the same skill.
    defender = bo(
        arm("one_handed_melee_t1"), arm("one_handed_melee_t3"), unarmed=2, main_hand_melee=2
    )
    result = run(sword_ana(), defender, Attack("ana", "bo"), 5, 12)
    assert lines(result.events)[-2:] == [
        "bo counterattacks ana with one_handed_melee_t3 for 13",
        "damage 13 = difference 7, body 3, tier 3, armour 0, shield 0",
    ]


@pytest.mark.parametrize(
    ("shield", "used"), [(0, "two_handed_melee_t3"), (3, "one_handed_melee_t1")]
)
def test_among_counters_a_shielded_default_keeps_its_shield_hand(shield: int, used: str) -> None:
    # Main-Hand Melee 2 (Tier 1 blade) and Two-Handed Melee 2 (Tier 3): without a shield the higher
    # Tier; with one, the one-handed blade that leaves it a hand (T15).
    defender = bo(
        arm("one_handed_melee_t1"),
        arm("two_handed_melee_t3"),
        main_hand_melee=2,
        two_handed_melee=2,
        shield=shield,
    )
    result = run(sword_ana(), defender, Attack("ana", "bo"), 5, 12)
    assert result.events[1].weapon_id == used


def test_a_named_skill_finds_the_weapon_that_goes_with_it() -> None:
    # Main-Hand Melee named: the blade, not the first weapon (a bow), counters.
    defender = bo(arm("bow_t1"), arm("one_handed_melee_t2"), bow=5, main_hand_melee=1)
    attack = Attack("ana", "bo", defence_skill=TieredSkill.MAIN_HAND_MELEE)
    result = run(sword_ana(), defender, attack, 5, 12)
    assert lines(result.events)[-2:] == [
        "bo counterattacks ana with one_handed_melee_t2 for 11",
        "damage 11 = difference 6, body 3, tier 2, armour 0, shield 0",
    ]


def test_a_skill_without_its_weapon_may_defend_but_only_dodges() -> None:
    # The document: any weapon skill "even if it is not equipped". A natural 1 with no weapon for
    # the skill lowers nothing: bo's blade keeps its Tier.
    defender = bo(arm("one_handed_melee_t2"), two_handed_melee=4)
    attack = Attack("ana", "bo", defence_skill=TieredSkill.TWO_HANDED_MELEE)
    won = run(sword_ana(), defender, attack, 5, 12)
    assert lines(won.events)[0] == (
        "bo beats ana by 9, but has no weapon for two_handed_melee to strike back with"
    )
    fumbled = run(sword_ana(), defender, attack, 15, 1)
    assert [e.kind for e in fumbled.events] == [EventKind.ATTACK]
    assert fumbled.state.combatants[1].weapons[0].tier_loss == 0


# --- T11: only melee counters, with the defending skill's weapon -----------------------------


@pytest.mark.parametrize(
    ("skill", "name"),
    [(TieredSkill.BOW, "bow"), (TieredSkill.MAIN_HAND_THROWN, "main_hand_thrown")],
)
def test_a_projectile_defence_only_dodges(skill: TieredSkill, name: str) -> None:
    # The audit: a blade-holder defending with Bow or Thrown won and counterattacked.
    defender = bo(arm("one_handed_melee_t3"), bow=5, main_hand_thrown=5)
    result = run(sword_ana(), defender, Attack("ana", "bo", defence_skill=skill), 5, 15)
    assert lines(result.events) == [
        f"bo beats ana by 13, but a {name} defence only dodges",
        "attack 10 = reflex 2, main_hand_melee 3, roll 5",
        f"defence 23 = reflex 3, {name} 5, roll 15",
    ]
    assert result.events[0].rulings == ("T1", "T3", "T11")
    assert result.state.combatants[0].hp == 30


def test_the_defence_weapon_may_be_named() -> None:
    # The second weapon counters (Tier 3), and its skill is the one rolled.
    defender = bo(arm("one_handed_melee_t1"), arm("two_handed_melee_t3"), two_handed_melee=2)
    attack = Attack("ana", "bo", defence_weapon_id="two_handed_melee_t3")
    result = run(sword_ana(), defender, attack, 5, 12)
    assert lines(result.events) == [
        "bo beats ana by 7",
        "attack 10 = reflex 2, main_hand_melee 3, roll 5",
        "defence 17 = reflex 3, two_handed_melee 2, roll 12",
        "bo counterattacks ana with two_handed_melee_t3 for 13",
        "damage 13 = difference 7, body 3, tier 3, armour 0, shield 0",
    ]


def test_a_named_defence_weapon_counters_only_where_it_reaches() -> None:
    # ana's two-handed weapon strikes from 2 tiles: bo's two-handed one reaches back, its blade
    # does not.
    ana = fighter(
        "ana", "red", at=(0, 0), weapons=(arm("two_handed_melee_t2"),), two_handed_melee=3
    )
    defender = bo(
        arm("one_handed_melee_t1"),
        arm("two_handed_melee_t1"),
        at=(2, 0),
        main_hand_melee=2,
        two_handed_melee=2,
    )
    far = Attack("ana", "bo", defence_weapon_id="one_handed_melee_t1")
    assert lines(run(ana, defender, far, 5, 12).events)[0] == (
        "bo beats ana by 7, but cannot reach back from 2 tiles"
    )
    near = Attack("ana", "bo", defence_weapon_id="two_handed_melee_t1")
    assert [e.kind for e in run(ana, defender, near, 5, 12).events] == [
        EventKind.ATTACK,
        EventKind.COUNTERATTACK,
    ]


def test_a_defence_weapon_must_go_with_the_named_skill() -> None:
    defender = bo(arm("one_handed_melee_t1", hand=Hand.OFF), main_hand_melee=2, bow=2)
    for skill in (TieredSkill.BOW, TieredSkill.MAIN_HAND_MELEE):
        attack = Attack("ana", "bo", defence_skill=skill, defence_weapon_id="one_handed_melee_t1")
        refused = refusal(sword_ana(), defender, attack)
        assert (refused.reason, refused.field, refused.ruling) == (
            "WEAPON_NOT_FOR_SKILL",
            "action.attack.defence_weapon_id",
            "T11",
        )
    # Off-Hand Melee is the skill of a blade in the off hand.
    attack = Attack(
        "ana",
        "bo",
        defence_skill=TieredSkill.OFF_HAND_MELEE,
        defence_weapon_id="one_handed_melee_t1",
    )
    assert run(sword_ana(), defender, attack, 5, 12).events[1].kind is EventKind.COUNTERATTACK


def test_a_named_defence_weapon_must_be_usable() -> None:
    heavy = bo(arm("one_handed_melee_t4"), main_hand_melee=2)
    refused = refusal(
        sword_ana(), heavy, Attack("ana", "bo", defence_weapon_id="one_handed_melee_t4")
    )
    assert (refused.reason, refused.field) == ("BODY_BELOW_TIER", "action.attack.defence_weapon_id")


# --- T15: a shield needs a free hand ---------------------------------------------------------


def test_a_two_handed_defence_drops_the_shield() -> None:
    # 2 + 3 + 15 = 20 against 3 + 2 + 5 = 10: 10 + 3 + 2 - armour 2, and no shield (was: - 3).
    defender = bo(arm("two_handed_melee_t2"), two_handed_melee=2, armour=2, shield=3)
    result = run(sword_ana(), defender, Attack("ana", "bo"), 15, 5)
    assert lines(result.events) == [
        "ana beats bo by 10 with one_handed_melee_t2 for 13; bo's shield, with no hand free, "
        "subtracts nothing",
        "attack 20 = reflex 2, main_hand_melee 3, roll 15",
        "defence 10 = reflex 3, two_handed_melee 2, roll 5",
        "damage 13 = difference 10, body 3, tier 2, armour -2, shield 0",
    ]
    assert result.events[0].rulings == ("T1", "T3", "T15")


def test_a_bow_defence_drops_the_shield() -> None:
    defender = bo(bow=2, shield=3)
    attack = Attack("ana", "bo", defence_skill=TieredSkill.BOW)
    result = run(sword_ana(), defender, attack, 15, 5)
    assert lines(result.events)[-1] == (
        "damage 15 = difference 10, body 3, tier 2, armour 0, shield 0"
    )


def test_a_dual_wielding_defender_drops_the_shield() -> None:
    defender = bo(
        arm("one_handed_melee_t2"),
        arm("one_handed_melee_t1", hand=Hand.OFF),
        main_hand_melee=2,
        off_hand_melee=2,
        shield=3,
    )
    attack = Attack("ana", "bo", defender_off_hand_weapon_id="one_handed_melee_t1")
    result = run(sword_ana(), defender, attack, 15, 5, 4)
    assert lines(result.events)[-1] == (
        "damage 15 = difference 10, body 3, tier 2, armour 0, shield 0"
    )


def test_a_one_handed_defence_keeps_the_shield() -> None:
    defender = bo(arm("one_handed_melee_t2"), main_hand_melee=2, shield=3)
    result = run(sword_ana(), defender, Attack("ana", "bo"), 15, 5)
    assert lines(result.events)[-1] == (
        "damage 12 = difference 10, body 3, tier 2, armour 0, shield -3"
    )


def test_a_two_handed_attacker_is_countered_past_its_shield() -> None:
    # ana swings a two-handed weapon from 1 tile and loses by 7: the counter 7 + 3 + 0 meets no
    # shield (was: - 2).
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("two_handed_melee_t2"),),
        two_handed_melee=3,
        shield=2,
    )
    result = run(ana, bo(unarmed=2), Attack("ana", "bo"), 5, 12)
    assert lines(result.events)[-2:] == [
        "bo counterattacks ana with unarmed for 10; ana's shield, with no hand free, subtracts "
        "nothing",
        "damage 10 = difference 7, body 3, tier 0, armour 0, shield 0",
    ]
    assert result.events[-1].rulings == ("T3", "T15")


def test_a_dual_wielding_attacker_is_countered_past_its_shield() -> None:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("one_handed_melee_t2"), arm("one_handed_melee_t1", hand=Hand.OFF)),
        main_hand_melee=3,
        off_hand_melee=3,
        shield=2,
    )
    attack = Attack("ana", "bo", off_hand_weapon_id="one_handed_melee_t1")
    result = run(ana, bo(unarmed=2), attack, 4, 5, 12)
    assert lines(result.events)[-1] == (
        "damage 10 = difference 7, body 3, tier 0, armour 0, shield 0"
    )


def test_a_one_handed_attacker_keeps_its_shield() -> None:
    result = run(sword_ana(shield=2), bo(unarmed=2), Attack("ana", "bo"), 5, 12)
    assert lines(result.events)[-1] == (
        "damage 8 = difference 7, body 3, tier 0, armour 0, shield -2"
    )
