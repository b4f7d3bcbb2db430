"""Exact odds (engine/odds.py) against values computed by hand from the rules, both rulesets.

Each expected distribution below is worked out from the rule documents (docs/rules/arrayer.md,
docs/rules/tiered.md) in the test itself, never by calling the engine: ARRAYER faces by the
hit threshold and damage formula (A1-A3, A5, A6), `tiered` contests by summing over the two d20s
(T3, S4), a guaranteed firearm hit (T5) as one certain outcome.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction

import pytest

from engine.actions import Action, Attack, CriticalTarget, Move
from engine.errors import InvalidRequestError, LimitExceededError, RuleRefusal, Stopped
from engine.odds import AttackOdds, CriticalOdds, DamageProbability, TargetOdds, compute_odds
from engine.state import (
    AmmunitionKind,
    ArrayerCombatant,
    ArrayerWeaponType,
    Conditions,
    EncounterState,
    Environment,
    Hand,
    Mount,
    MountKind,
    Position,
    Ruleset,
)
from engine.trace import Outcome
from tests.engine.factories import arrayer_fighter, encounter
from tests.engine.tiered.support import arm, fighter

BUDGET = 100_000
F = Fraction


def pmf(weights: dict[int, Fraction]) -> tuple[DamageProbability, ...]:
    return tuple(DamageProbability(d, p) for d, p in sorted(weights.items()) if p)


def arrayer_faces(size: int, threshold: int, damage_of: dict[int, int]) -> dict[int, Fraction]:
    """ARRAYER by hand: a face at or under the band's threshold hits for ``damage_of[face]``; the
    others miss for 0. Every face has probability 1/size."""
    weights: defaultdict[int, Fraction] = defaultdict(Fraction)
    for face in range(1, size + 1):
        weights[damage_of[face] if face <= threshold else 0] += F(1, size)
    return dict(weights)


def odds(state: EncounterState, action: Action) -> AttackOdds:
    return compute_odds(state, action, budget=BUDGET)


# --- ARRAYER ----------------------------------------------------------------------------------


def test_arrayer_d8_melee_against_armour_2() -> None:
    # An Expert (2 improvements: d8, A1) with a sword (Regular, weight 0) against armour 2: faces
    # 1-6 hit (A3) for max(face + 0 - 2, 1) = 1, 1, 1, 2, 3, 4 (A2); 7 and 8 miss.
    ana = arrayer_fighter("ana", "red", improvements={ArrayerWeaponType.BLADES: 2})
    bo = arrayer_fighter("bo", "blue", hp=50, armour=2)
    result = odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    assert result.hit == F(6, 8)
    assert result.miss == F(2, 8)
    assert result.misfire == 0 and result.mishap == 0
    expected = {0: F(2, 8), 1: F(3, 8), 2: F(1, 8), 3: F(1, 8), 4: F(1, 8)}
    assert result.damage == pmf(expected)
    assert result.mean_damage == F(0 + 1 + 1 + 1 + 2 + 3 + 4 + 0, 8) - 0  # 12/8
    assert result.mean_damage == F(3, 2)
    assert [(o.outcome, o.probability) for o in result.outcomes] == [
        (Outcome.HIT, F(6, 8)),
        (Outcome.MISS, F(2, 8)),
    ]
    assert (result.branches, result.dice_rolled, result.contest) == (8, 8, None)


@pytest.mark.parametrize(
    ("weapon", "size", "improvements", "armour"),
    [("greatsword", 10, 1, 2), ("dagger", 12, 0, 3), ("sword", 12, 0, 0)],
)
def test_arrayer_weights_and_dice(weapon: str, size: int, improvements: int, armour: int) -> None:
    weight = {"greatsword": 1, "dagger": -1, "sword": 0}[weapon]  # A2: Heavy, Light, Regular
    ana = arrayer_fighter(
        "ana", "red", weapons=(weapon,), improvements={ArrayerWeaponType.BLADES: improvements}
    )
    bo = arrayer_fighter("bo", "blue", hp=50, armour=armour)
    result = odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    damage_of = {f: max(f + weight - armour, 1) for f in range(1, size + 1)}
    assert result.damage == pmf(arrayer_faces(size, 6, damage_of))
    assert result.hit == F(6, size)


@pytest.mark.parametrize(("distance", "threshold"), [(5, 6), (10, 5), (20, 4)])
def test_arrayer_bow_range_bands(distance: int, threshold: int) -> None:
    # A bow (8/16/24, Regular) at effective, long and extreme range: <= 6, 5, 4 hit (A3); d12.
    ana = arrayer_fighter("ana", "red", weapons=("bow",), at=(0, 0))
    bo = arrayer_fighter("bo", "blue", hp=50, armour=1, at=(distance, 0))
    result = odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    damage_of = {f: max(f - 1, 1) for f in range(1, 13)}
    assert result.hit == F(threshold, 12)
    assert result.damage == pmf(arrayer_faces(12, threshold, damage_of))


def test_arrayer_prone_target_is_hit_on_a_d6() -> None:
    # A5: a melee attack on a prone target rolls 1d6 whatever the proficiency: always a hit.
    ana = arrayer_fighter("ana", "red")
    bo = arrayer_fighter("bo", "blue", hp=50, armour=2).with_conditions(Conditions(prone=True))
    result = odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    assert result.hit == 1
    assert result.damage == pmf({1: F(3, 6), 2: F(1, 6), 3: F(1, 6), 4: F(1, 6)})


def test_arrayer_mounted_target_horse_on_odd_rider_on_even() -> None:
    # A10: infantry hits the horse on an odd natural roll, the rider on an even one; the horse
    # is unarmoured, the rider has armour 2. Both count as damage to the target.
    ana = arrayer_fighter("ana", "red", improvements={ArrayerWeaponType.BLADES: 2})
    bo = arrayer_fighter("bo", "blue", hp=50, armour=2).with_arrayer(
        ArrayerCombatant(mount=Mount(MountKind.HORSE, 50))
    )
    result = odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    damage_of = {f: f if f % 2 else max(f - 2, 1) for f in range(1, 9)}
    assert result.hit == F(6, 8)
    assert result.damage == pmf(arrayer_faces(8, 6, damage_of))


@pytest.mark.parametrize("wind", [False, True])
def test_arrayer_gunpowder_misfire_and_mishap(wind: bool) -> None:
    # A screw pistol with a d12 (Basic): gunpowder ignores armour (A6). 8, 10 and 12 miss with a
    # mishap; in wind or moisture 2, 4 and 6 misfire (no shot); 7, 9 and 11 miss.
    ana = arrayer_fighter("ana", "red", weapons=("screw_pistol",))
    bo = arrayer_fighter("bo", "blue", hp=50, armour=3)
    state = encounter(Ruleset.ARRAYER, ana, bo)
    if wind:
        state = state.with_environment(Environment(wind_or_moisture=True))
    result = odds(state, Attack("ana", "bo"))
    weight = ana.weapons[0].definition.arrayer.weight  # type: ignore[union-attr]
    hits = [f for f in range(1, 7) if not (wind and f % 2 == 0)]
    assert result.hit == F(len(hits), 12)
    assert result.misfire == (F(3, 12) if wind else 0)
    assert result.mishap == F(3, 12)
    assert result.miss == F(6, 12)
    expected: defaultdict[int, Fraction] = defaultdict(Fraction)
    for face in range(1, 13):
        expected[max(face + weight, 1) if face in hits else 0] += F(1, 12)
    assert result.damage == pmf(expected)
    assert sum(o.probability for o in result.outcomes) == 1
    # The mishap (3/12) rolls the well-maintained d6 (A6's table): 1-4 misfire, 5 dud, 6 bursts
    # for 1d6 to the user, armour ignored. So the user takes 1..6 with 3/12 x 1/6 x 1/6 each.
    assert result.self_damage == pmf({0: F(23, 24), **{d: F(1, 144) for d in range(1, 7)}})
    assert result.self_mean_damage == F(21, 144)
    assert result.further_targets == ()


def test_arrayer_greatsword_follow_up_is_a_further_targets_damage() -> None:
    # A26: downing an enemy, the greatsword attacks again, here cy, the one enemy left in reach.
    # d10 (Blades +1), a hit on 1-6 for face + weight 1 (no armour); bo's 1 HP falls to any hit.
    # bo: 0 on 7-10 (4/10), else face + 1. cy: struck only after a hit on bo (6/10), then the
    # same: 0 with 4/10 + 6/10 x 4/10 = 16/25, face + 1 with 6/10 x 1/10 each.
    ana = arrayer_fighter(
        "ana", "red", weapons=("greatsword",), at=(0, 0), improvements={ArrayerWeaponType.BLADES: 1}
    )
    bo = arrayer_fighter("bo", "blue", hp=1, at=(1, 0))
    cy = arrayer_fighter("cy", "blue", hp=50, at=(0, 1))
    result = odds(encounter(Ruleset.ARRAYER, ana, bo, cy), Attack("ana", "bo"))
    assert result.damage == pmf({0: F(4, 10), **{f + 1: F(1, 10) for f in range(1, 7)}})
    cy_damage = pmf({0: F(16, 25), **{f + 1: F(6, 100) for f in range(1, 7)}})
    mean = sum((p.damage * p.probability for p in cy_damage), F(0))
    assert result.further_targets == (TargetOdds("cy", cy_damage, mean),)
    assert result.self_damage == pmf({0: F(1)}) and result.criticals == ()


def test_arrayer_arquebus_over_penetration_reaches_the_target_behind() -> None:
    # A20: an arquebus (d12 at Basic, effective to 6: hits on 1-6 for face + weight 1, armour
    # ignored, A6) that downs bo (1 HP: any hit) passes on 1d6 - armour to cy, behind him on the
    # line. cy: 0 with 6/12, 1..6 with 6/12 x 1/6 each. Its mishaps (8, 10, 12) burst on the d6's
    # 6 for 1d6 to the shooter, as a screw pistol's.
    ana = arrayer_fighter("ana", "red", weapons=("arquebus",), at=(0, 0))
    bo = arrayer_fighter("bo", "blue", hp=1, at=(3, 0))
    cy = arrayer_fighter("cy", "blue", hp=50, at=(6, 0))
    result = odds(encounter(Ruleset.ARRAYER, ana, bo, cy), Attack("ana", "bo"))
    assert result.damage == pmf({0: F(6, 12), **{f + 1: F(1, 12) for f in range(1, 7)}})
    cy_damage = pmf({0: F(1, 2), **{d: F(1, 12) for d in range(1, 7)}})
    assert result.further_targets == (TargetOdds("cy", cy_damage, F(7, 4)),)
    assert result.self_damage == pmf({0: F(23, 24), **{d: F(1, 144) for d in range(1, 7)}})


# --- tiered ------------------------------------------------------------------------------------


def contest_by_hand(
    attack_bonus: int, defence_bonus: int, damage: int, counter: int | None
) -> tuple[Fraction, Fraction, Fraction, dict[int, Fraction], dict[int, Fraction]]:
    """T3 and S4 over the two d20s: margin = (bonus + d20) - (bonus + d20); the winner deals
    margin + its fixed part (Body + Tier - armour - shield), floor 0; ``counter`` None: the
    defender cannot strike back."""
    wins = losses = ties = F(0)
    dealt: defaultdict[int, Fraction] = defaultdict(Fraction)
    taken: defaultdict[int, Fraction] = defaultdict(Fraction)
    for a in range(1, 21):
        for d in range(1, 21):
            p = F(1, 400)
            margin = (attack_bonus + a) - (defence_bonus + d)
            if margin > 0:
                wins += p
                dealt[max(margin + damage, 0)] += p
                taken[0] += p
            elif margin < 0:
                losses += p
                dealt[0] += p
                taken[max(-margin + counter, 0) if counter is not None else 0] += p
            else:
                ties += p
                dealt[0] += p
                taken[0] += p
    return wins, losses, ties, dict(dealt), dict(taken)


def test_tiered_contest_with_counterattack() -> None:
    # docs/rules/tiered.md's exchange: ana Reflex 2 + Main-Hand Melee 3 with a Tier 2 weapon,
    # Body 3; bo Reflex 3 + Unarmed 2, Body 2, armour 2, bare-handed (Tier 0) and adjacent.
    # ana deals margin + 3 + 2 - 2; bo counters margin + 2 + 0 - 0.
    ana = fighter("ana", "red", weapons=(arm("one_handed_melee_t2"),), main_hand_melee=3)
    bo = fighter("bo", "blue", body=2, reflex=3, armour=2, unarmed=2)
    result = odds(encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"))
    wins, losses, ties, dealt, taken = contest_by_hand(2 + 3, 3 + 2, 3 + 2 - 2, 2 + 0)
    assert (wins, losses, ties) == (F(190, 400), F(190, 400), F(20, 400))
    contest = result.contest
    assert contest is not None
    assert (contest.attacker_wins, contest.defender_wins, contest.tie) == (wins, losses, ties)
    assert result.hit == wins and result.miss == losses + ties
    assert result.damage == pmf(dealt)
    assert contest.counter_damage == pmf(taken)
    assert result.mean_damage == sum(d * p for d, p in dealt.items())
    assert contest.counter_mean_damage == sum(d * p for d, p in taken.items())
    assert (result.branches, result.dice_rolled) == (400, 800)


def test_tiered_criticals_and_the_attackers_own_injury() -> None:
    # T4 on the exchange above (bonuses 5 and 5): ana's natural 20 when she wins (d 1-19: 19 of
    # 400) lowers bo's armour; ana's natural 1 (1 in 20) her weapon's Tier; bo's natural 1
    # hurts his bare hands for 10; bo's natural 20 when he wins finds nothing to lower (ana has
    # no armour or shield, and a bare-handed winner takes no weapon). ana, armed, loses no HP.
    ana = fighter("ana", "red", weapons=(arm("one_handed_melee_t2"),), main_hand_melee=3)
    bo = fighter("bo", "blue", body=2, reflex=3, armour=2, unarmed=2)
    result = odds(encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"))
    assert result.criticals == (
        CriticalOdds("ana", CriticalTarget.WEAPON, 0, F(1, 20)),
        CriticalOdds("bo", None, 10, F(1, 20)),
        CriticalOdds("bo", CriticalTarget.ARMOUR, 0, F(19, 400)),
    )
    assert result.self_damage == pmf({0: F(1)}) and result.self_mean_damage == 0


def test_tiered_a_bare_handed_attackers_natural_1_is_its_own_damage() -> None:
    # Both bare-handed, no armour: each natural 1 breaks the roller's hand for 10 (T4); a
    # natural 20 finds nothing to lower. ana hurts herself with 1 in 20, whatever bo rolls.
    ana = fighter("ana", "red", unarmed=2)
    bo = fighter("bo", "blue", unarmed=2)
    result = odds(encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"))
    assert result.self_damage == pmf({0: F(19, 20), 10: F(1, 20)})
    assert result.self_mean_damage == F(1, 2)
    assert result.criticals == (
        CriticalOdds("ana", None, 10, F(1, 20)),
        CriticalOdds("bo", None, 10, F(1, 20)),
    )


def test_tiered_contest_with_modifiers_and_no_counter() -> None:
    # Unequal modifiers: ana Reflex 4 + Main-Hand Melee 5 (9) against bo Reflex 1 + Bow 2 (3): a
    # Bow defence only dodges (T11), so no counterattack. ana: Body 3 + Tier 3 - armour 1.
    ana = fighter("ana", "red", reflex=4, weapons=(arm("one_handed_melee_t3"),), main_hand_melee=5)
    bo = fighter("bo", "blue", reflex=1, armour=1, weapons=(arm("bow_t1"),), bow=2)
    result = odds(encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"))
    wins, losses, ties, dealt, taken = contest_by_hand(9, 3, 3 + 3 - 1, None)
    contest = result.contest
    assert contest is not None
    assert (contest.attacker_wins, contest.defender_wins, contest.tie) == (wins, losses, ties)
    assert wins == F(sum(min(max(a + 6 - 1, 0), 20) for a in range(1, 21)), 400)  # d < a + 6
    assert result.damage == pmf(dealt)
    assert contest.counter_damage == pmf(taken) == pmf({0: F(1)})


def test_tiered_guaranteed_firearm_hit() -> None:
    # T5: a Tier 4 one-handed firearm with Tier 3 bullets at 5 tiles (Main-Hand Firearm 5):
    # a hit without a roll for 2 x 4 + 2 x 3 = 14, armour and shield ignored.
    gun = arm("one_handed_firearm_t4", ammo=(AmmunitionKind.BULLET, 3, 6))
    ana = fighter("ana", "red", at=(0, 0), weapons=(gun,), main_hand_firearm=5)
    bo = fighter("bo", "blue", at=(5, 0), armour=5, shield=2, unarmed=2)
    result = odds(encounter(Ruleset.TIERED, ana, bo), Attack("ana", "bo"))
    assert result.hit == 1
    assert result.damage == pmf({14: F(1)})
    assert result.mean_damage == 14
    assert result.contest is not None and result.contest.attacker_wins == 1
    assert (result.branches, result.dice_rolled) == (1, 0)


def test_tiered_dual_wield_keeps_the_best_of_two_d20s() -> None:
    # Dual wield (T3): 2d20 keep the best, the lower skill (2), the lower Tier (2). The best of
    # two d20s is k with probability (2k - 1)/400. bo: Reflex 3 + Unarmed 2, armour 2, counters.
    ana = fighter(
        "ana",
        "red",
        weapons=(arm("one_handed_melee_t3"), arm("one_handed_melee_t2", hand=Hand.OFF)),
        main_hand_melee=4,
        off_hand_melee=2,
    )
    bo = fighter("bo", "blue", body=2, reflex=3, armour=2, unarmed=2)
    attack = Attack(
        "ana", "bo", weapon_id="one_handed_melee_t3", off_hand_weapon_id="one_handed_melee_t2"
    )
    result = odds(encounter(Ruleset.TIERED, ana, bo), attack)
    wins = losses = ties = F(0)
    for best in range(1, 21):
        for d in range(1, 21):
            p = F(2 * best - 1, 400) * F(1, 20)
            margin = (2 + 2 + best) - (3 + 2 + d)
            wins += p if margin > 0 else 0
            losses += p if margin < 0 else 0
            ties += p if margin == 0 else 0
    contest = result.contest
    assert contest is not None
    assert (contest.attacker_wins, contest.defender_wins, contest.tie) == (wins, losses, ties)
    assert result.branches == 8000


# --- bounds and refusals --------------------------------------------------------------------


def test_only_attacks_have_odds() -> None:
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    bo = arrayer_fighter("bo", "blue", at=(3, 0))
    with pytest.raises(InvalidRequestError) as caught:
        odds(encounter(Ruleset.ARRAYER, ana, bo), Move("ana", (Position(1, 0),)))
    assert (caught.value.reason, caught.value.field) == ("NOT_AN_ATTACK", "action")


def test_a_refused_attack_is_refused() -> None:
    ana = arrayer_fighter("ana", "red", at=(0, 0))
    bo = arrayer_fighter("bo", "blue", at=(5, 0))
    with pytest.raises(RuleRefusal) as caught:
        odds(encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"))
    assert caught.value.reason == "TARGET_OUT_OF_RANGE"


def test_the_dice_of_all_branches_count_against_the_budget() -> None:
    ana = arrayer_fighter("ana", "red", improvements={ArrayerWeaponType.BLADES: 2})
    bo = arrayer_fighter("bo", "blue", hp=50)
    state = encounter(Ruleset.ARRAYER, ana, bo)
    assert compute_odds(state, Attack("ana", "bo"), budget=8).branches == 8
    with pytest.raises(LimitExceededError) as caught:
        compute_odds(state, Attack("ana", "bo"), budget=7)
    assert (caught.value.reason, caught.value.field) == ("ROLL_BUDGET_EXHAUSTED", "action")
    assert "more than 7 dice" in caught.value.message


def test_the_branches_count_against_the_cost_limit() -> None:
    # ComputeOdds once escaped max_request_cost: a dual wield against a dual wielder walked to
    # max_dice, seconds of CPU. A branch is one unit, as an attack's resolution.
    ana = arrayer_fighter("ana", "red", improvements={ArrayerWeaponType.BLADES: 2})
    bo = arrayer_fighter("bo", "blue", hp=50)
    state = encounter(Ruleset.ARRAYER, ana, bo)
    assert compute_odds(state, Attack("ana", "bo"), budget=BUDGET, max_branches=8).branches == 8
    with pytest.raises(LimitExceededError) as caught:
        compute_odds(state, Attack("ana", "bo"), budget=BUDGET, max_branches=7)
    assert (caught.value.reason, caught.value.field) == ("LIMIT_EXCEEDED", "action")
    assert "more than 7 branches" in caught.value.message
    assert "max_request_cost" in caught.value.message


def test_the_stop_check_stops_the_walk() -> None:
    ana = arrayer_fighter("ana", "red")
    bo = arrayer_fighter("bo", "blue", hp=50)
    calls: list[int] = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 3

    with pytest.raises(Stopped):
        compute_odds(
            encounter(Ruleset.ARRAYER, ana, bo), Attack("ana", "bo"), budget=BUDGET, stop=stop
        )
    assert len(calls) == 4
