"""`tiered` melee exchanges under forced dice: rulings T1, T3, T4 and S4."""

from __future__ import annotations

import pytest

from engine import Attack, CriticalTarget, ForcedDice, Resolution, RuleRefusal, resolve_action
from engine.dice import DiePurpose
from engine.state import (
    Ruleset,
    TieredSkill,
    TieredSkills,
    effective_tier,
    effective_value,
    find_combatant,
)
from engine.trace import Condition, ConditionChange, EventKind, HpChange, Outcome, Term
from tests.engine.factories import encounter, tiered_fighter
from tests.engine.tiered.support import lines


def exchange(
    attack_face: int,
    defence_face: int,
    *,
    attacker_at: tuple[int, int] | None = None,
    attacker_weapons: tuple[str, ...] = ("one_handed_melee_t2",),
    defender_weapons: tuple[str, ...] = (),
    defender_armour: int = 2,
    defender_shield: int = 0,
    defender_hp: int = 30,
    critical_target: CriticalTarget | None = None,
    defender_critical_target: CriticalTarget | None = None,
) -> Resolution:
    """ana (Reflex 2, Body 3, Main-Hand Melee 3) attacks bo (Reflex 3, Body 2, Unarmed 2,
    Main-Hand Melee 2, Two-Handed Melee 2), armour 2 by default, standing at (1, 0). bo's default
    defence (T10) is its bare hands, or the weapon it is given: all three skills are level 2."""
    ana = tiered_fighter(
        "ana",
        "red",
        weapons=attacker_weapons,
        body=3,
        reflex=2,
        skills=TieredSkills(main_hand_melee=3, two_handed_melee=4, unarmed=1),
        armour=1,
        at=attacker_at,
    )
    bo = tiered_fighter(
        "bo",
        "blue",
        hp=defender_hp,
        weapons=defender_weapons,
        body=2,
        reflex=3,
        skills=TieredSkills(unarmed=2, main_hand_melee=2, two_handed_melee=2),
        armour=defender_armour,
        shield=defender_shield,
        at=(1, 0) if attacker_at else None,
    )
    action = Attack(
        "ana",
        "bo",
        critical_target=critical_target,
        defender_critical_target=defender_critical_target,
    )
    dice = ForcedDice((attack_face, defence_face), budget=10)
    return resolve_action(encounter(Ruleset.TIERED, ana, bo), action, dice)


def test_attacker_wins() -> None:
    # 2 + 3 + 15 = 20 vs 3 + 2 + 10 = 15: difference 5 + Body 3 + Tier 2 - armour 2 = 8.
    result = exchange(15, 10)
    (event,) = result.events
    assert event.kind is EventKind.ATTACK
    assert event.outcome is Outcome.HIT
    assert [(d.size, d.face, d.purpose) for d in event.dice] == [
        (20, 15, DiePurpose.CONTEST_ATTACK),
        (20, 10, DiePurpose.CONTEST_DEFENCE),
    ]
    attack, defence, damage = event.totals
    assert (attack.name, attack.value) == ("attack", 20)
    assert attack.terms == (Term("reflex", 2), Term("main_hand_melee", 3), Term("roll", 15))
    assert (defence.name, defence.value) == ("defence", 15)
    assert defence.terms == (Term("reflex", 3), Term("unarmed", 2), Term("roll", 10))
    assert damage.value == 8
    assert damage.terms == (
        Term("difference", 5),
        Term("body", 3),
        Term("tier", 2),
        Term("armour", -2),
        Term("shield", 0),
    )
    assert event.hp_changes == (HpChange("bo", 30, 22),)
    assert event.rulings == ("T1", "T3")


def test_shield_subtracts_and_damage_floors_at_zero() -> None:
    # 2 + 3 + 11 = 16 vs 3 + 2 + 10 = 15: 1 + 3 + 2 - 2 - 5 = -1 -> 0.
    result = exchange(11, 10, defender_shield=5)
    damage = result.events[0].totals[2]
    assert damage.value == 0
    assert damage.terms[-2:] == (Term("shield", -5), Term("floor", 1))
    assert result.events[0].hp_changes == (HpChange("bo", 30, 30),)


def test_tie_does_nothing() -> None:
    # S4: 2 + 3 + 10 = 15 vs 3 + 2 + 10 = 15.
    result = exchange(10, 10)
    (event,) = result.events
    assert event.outcome is Outcome.TIE
    assert event.hp_changes == ()
    assert "S4" in event.rulings


def test_defender_counterattacks_in_reach() -> None:
    # 2 + 3 + 5 = 10 vs 3 + 2 + 12 = 17: bo counterattacks, unarmed: 7 + Body 2 + Tier 0 - armour 1.
    result = exchange(5, 12)
    attack, counter = result.events
    assert attack.outcome is Outcome.MISS
    assert counter.kind is EventKind.COUNTERATTACK
    assert (counter.actor_id, counter.target_id, counter.weapon_id) == ("bo", "ana", "unarmed")
    assert counter.totals[0].value == 8
    assert counter.hp_changes == (HpChange("ana", 30, 22),)


def test_two_handed_from_two_tiles_is_not_countered() -> None:
    # T3: a two-handed attack from 2 tiles cannot be countered by a 1-tile weapon.
    result = exchange(5, 12, attacker_at=(3, 0), attacker_weapons=("two_handed_melee_t2",))
    (event,) = result.events
    assert event.outcome is Outcome.DEFENDED
    assert event.totals[0].terms[1] == Term("two_handed_melee", 4)


def test_two_handed_defender_counters_at_two_tiles() -> None:
    ana_at = (3, 0)
    result = exchange(
        5,
        12,
        attacker_at=ana_at,
        attacker_weapons=("two_handed_melee_t2",),
        defender_weapons=("two_handed_melee_t1",),
    )
    assert [e.kind for e in result.events] == [EventKind.ATTACK, EventKind.COUNTERATTACK]


def test_natural_20_lowers_armour_by_default() -> None:
    result = exchange(20, 10)
    attack, critical = result.events
    assert critical.kind is EventKind.CRITICAL
    assert critical.rulings == ("T4", "T20")
    assert critical.totals[0].terms == (Term("tier", 2), Term("critical", -1))
    bo = find_combatant(result.state, "bo")
    assert bo is not None and bo.armour is not None
    assert (bo.armour.value, bo.armour.tier_loss, effective_value(bo.armour)) == (2, 1, 1)
    # The damage used the armour before the critical: 10 + 3 + 2 - 2.
    assert attack.totals[2].value == 13


def test_natural_20_on_chosen_weapon() -> None:
    result = exchange(
        20, 10, defender_weapons=("one_handed_melee_t1",), critical_target=CriticalTarget.WEAPON
    )
    bo = find_combatant(result.state, "bo")
    assert bo is not None
    assert bo.weapons[0].tier_loss == 1
    assert effective_tier(bo.weapons[0]) == 0


def test_unarmed_winner_may_not_pick_weapon() -> None:
    with pytest.raises(RuleRefusal) as info:
        exchange(
            10,
            10,
            attacker_weapons=(),
            defender_weapons=("one_handed_melee_t1",),
            critical_target=CriticalTarget.WEAPON,
        )
    assert info.value.reason == "UNARMED_CRITICAL_ON_WEAPON"
    assert info.value.field == "action.attack.critical_target"
    assert info.value.ruling == "T4"


def test_natural_20_on_bare_hands_hurts_like_a_fumble() -> None:
    # Unarmed Melee: a 20 declaring the loser's bare hands as target deals 10, ignoring armour.
    result = exchange(20, 10, critical_target=CriticalTarget.WEAPON)
    critical = result.events[1]
    hit = result.events[0].hp_changes[0]
    assert critical.hp_changes == (HpChange("bo", hit.after, hit.after - 10),)


def test_natural_1_lowers_own_weapon() -> None:
    # 2 + 3 + 1 = 6 vs 3 + 2 + 2 = 7: bo wins and counters; ana's blade loses a Tier.
    result = exchange(1, 2)
    kinds = [e.kind for e in result.events]
    assert kinds == [EventKind.ATTACK, EventKind.COUNTERATTACK, EventKind.CRITICAL]
    ana = find_combatant(result.state, "ana")
    assert ana is not None
    assert effective_tier(ana.weapons[0]) == 1


def test_natural_1_unarmed_deals_ten_to_roller() -> None:
    # ana unarmed: 2 + 1 + 1 = 4 vs 3 + 2 + 3 = 8: counter 4 + 2 + 0 - 1 = 5;
    # then the natural 1 deals 10, ignoring armour.
    result = exchange(1, 3, attacker_weapons=())
    fumble = result.events[-1]
    assert fumble.kind is EventKind.CRITICAL
    assert fumble.hp_changes == (HpChange("ana", 25, 15),)


def test_a_natural_20_lowers_the_tier_after_the_exchanges_damage() -> None:
    # T20: 2 + 3 + 5 = 10 vs 3 + 2 + 20 = 25: bo's counter subtracts ana's armour as it was,
    # 15 + 2 + 0 - 1 = 16; then the armour drops to 0, and the next exchange subtracts nothing.
    first = exchange(5, 20)
    _, counter, critical = first.events
    assert lines((counter, critical)) == [
        "bo counterattacks ana with unarmed for 16",
        "damage 16 = difference 15, body 2, tier 0, armour -1, shield 0",
        "bo's natural 20 lowers ana's armour Tier from 1 to 0",
        "armour_tier 0 = tier 1, critical -1",
    ]
    assert critical.rulings == ("T4", "T20")
    # 10 vs 3 + 2 + 19 = 24: 14 + 2 + 0 - 0.
    second = resolve_action(first.state, Attack("ana", "bo"), ForcedDice((5, 19), budget=10))
    assert lines(second.events)[-1] == (
        "damage 16 = difference 14, body 2, tier 0, armour 0, shield 0"
    )


def test_a_winners_natural_1_lowers_its_weapon_after_its_damage() -> None:
    # T20: 2 + 9 + 1 = 12 vs 3 + 2 + 2 = 7: ana still wins with its Tier 2 blade, 5 + 3 + 2 - 2;
    # the blade is Tier 1 from the next exchange on (2 + 9 + 10 = 21 vs 7: 14 + 3 + 1 - 2).
    ana = tiered_fighter(
        "ana", "red", weapons=("one_handed_melee_t2",), skills=TieredSkills(main_hand_melee=9)
    )
    bo = tiered_fighter("bo", "blue", body=2, reflex=3, skills=TieredSkills(unarmed=2), armour=2)
    first = resolve_action(
        encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"), ForcedDice((1, 2), budget=10)
    )
    hit, fumble = first.events
    assert [e.summary for e in first.events] == [
        "ana beats bo by 5 with one_handed_melee_t2 for 8",
        "ana's natural 1 lowers its one_handed_melee_t2 Tier from 2 to 1",
    ]
    assert hit.totals[2].terms[2] == Term("tier", 2)
    assert fumble.rulings == ("T4", "T20")
    second = resolve_action(first.state, Attack("ana", "bo"), ForcedDice((10, 2), budget=10))
    assert lines(second.events)[-1] == (
        "damage 16 = difference 14, body 3, tier 1, armour -2, shield 0"
    )


def test_a_bare_handed_natural_1_hurts_after_the_exchanges_damage() -> None:
    # T20 (a natural 1 on one's own body): bo's counter first, then ana's 10 (see below).
    result = exchange(1, 3, attacker_weapons=())
    assert [e.kind for e in result.events] == [
        EventKind.ATTACK,
        EventKind.COUNTERATTACK,
        EventKind.CRITICAL,
    ]
    assert result.events[-1].rulings == ("T4", "T20")


def test_downed_at_zero_hp() -> None:
    # S5: a `tiered` combatant is down at HP <= 0.
    result = exchange(15, 10, defender_hp=8)
    assert result.events[0].condition_changes == (ConditionChange("bo", Condition.DOWNED, True),)


def test_body_below_tier_is_refused() -> None:
    with pytest.raises(RuleRefusal) as info:
        exchange(10, 10, attacker_weapons=("one_handed_melee_t4",))
    assert info.value.reason == "BODY_BELOW_TIER"


def test_defence_skill_may_be_chosen() -> None:
    ana = tiered_fighter("ana", "red", weapons=("one_handed_melee_t1",))
    bo = tiered_fighter("bo", "blue", skills=TieredSkills(main_hand_melee=4))
    action = Attack("ana", "bo", defence_skill=TieredSkill.MAIN_HAND_MELEE)
    result = resolve_action(
        encounter(Ruleset.TIERED, ana, bo), action, ForcedDice((10, 10), budget=5)
    )
    assert result.events[0].totals[1].terms[1] == Term("main_hand_melee", 4)
