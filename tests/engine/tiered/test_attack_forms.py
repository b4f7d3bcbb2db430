"""Every `tiered` attack form and weapon skill under forced dice: rulings T1-T5, T9."""

from __future__ import annotations

import pytest

from engine import (
    Attack,
    ForcedDice,
    InvalidRequestError,
    Resolution,
    RuleRefusal,
    resolve_action,
)
from engine.actions import Action, Reload
from engine.state import (
    AmmunitionKind,
    Combatant,
    Hand,
    Position,
    TieredCombatant,
    TieredSkills,
)
from engine.trace import EventKind, Outcome
from tests.engine.tiered.document import FIREARM_TABLE
from tests.engine.tiered.support import arm, fighter, lines, state

BOLT = AmmunitionKind.BOLT
BULLET = AmmunitionKind.BULLET


def defender(at: tuple[int, int] | None = (1, 0), armour: int = 2, shield: int = 0) -> Combatant:
    """bo: Reflex 3, Body 2, Unarmed 2, armour 2 unless given."""
    return fighter("bo", "blue", at=at, reflex=3, body=2, unarmed=2, armour=armour, shield=shield)


def run(attacker: Combatant, target: Combatant, action: Action, *faces: int) -> Resolution:
    return resolve_action(state(attacker, target), action, ForcedDice(faces, budget=10))


def refusal(attacker: Combatant, target: Combatant, action: Action, *faces: int) -> RuleRefusal:
    with pytest.raises(RuleRefusal) as info:
        run(attacker, target, action, *faces)
    return info.value


# --- melee forms (T3) ------------------------------------------------------------------------


def test_off_hand_melee_uses_its_own_skill() -> None:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("one_handed_melee_t2", hand=Hand.OFF),),
        main_hand_melee=5,
        off_hand_melee=1,
    )
    result = run(ana, defender(), Attack("ana", "bo"), 15, 10)
    assert lines(result.events) == [
        "ana beats bo by 3 with one_handed_melee_t2 for 6",
        "attack 18 = reflex 2, off_hand_melee 1, roll 15",
        "defence 15 = reflex 3, unarmed 2, roll 10",
        "damage 6 = difference 3, body 3, tier 2, armour -2, shield 0",
    ]


def test_unarmed_damage_is_difference_and_body() -> None:
    ana = fighter("ana", "red", at=(0, 0), unarmed=3)
    result = run(ana, defender(), Attack("ana", "bo"), 15, 10)
    assert (
        lines(result.events)[-1] == "damage 6 = difference 5, body 3, tier 0, armour -2, shield 0"
    )


def test_two_handed_reaches_past_a_combatant() -> None:
    # T9: two-handed melee reach is never blocked by combatants (cy stands between).
    ana = fighter(
        "ana", "red", at=(0, 0), weapons=(arm("two_handed_melee_t3"),), two_handed_melee=2
    )
    cy = fighter("cy", "blue", at=(1, 0))
    result = resolve_action(
        state(ana, defender(at=(2, 0)), cy), Attack("ana", "bo"), ForcedDice((15, 10), budget=5)
    )
    assert result.events[0].summary == "ana beats bo by 4 with two_handed_melee_t3 for 8"


def dual_wielder() -> tuple[Combatant, Attack]:
    """ana with a Tier 3 blade (Main-Hand Melee 4) and a Tier 2 one in the off hand (Off-Hand
    Melee 2), and her dual-wield attack on bo."""
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("one_handed_melee_t3"), arm("one_handed_melee_t2", hand=Hand.OFF)),
        main_hand_melee=4,
        off_hand_melee=2,
    )
    return ana, Attack("ana", "bo", "one_handed_melee_t3", off_hand_weapon_id="one_handed_melee_t2")


def test_dual_wield_keeps_the_best_die_lower_skill_lower_tier() -> None:
    ana, attack = dual_wielder()
    result = run(ana, defender(), attack, 7, 16, 10)
    assert lines(result.events) == [
        "ana beats bo by 5 with one_handed_melee_t3 and one_handed_melee_t2 for 8",
        "attack 20 = reflex 2, off_hand_melee 2, roll 16",
        "defence 15 = reflex 3, unarmed 2, roll 10",
        "damage 8 = difference 5, body 3, tier 2, armour -2, shield 0",
    ]
    assert [(d.face, d.discarded) for d in result.events[0].dice] == [
        (7, True),
        (16, False),
        (10, False),
    ]


def test_dual_wield_fumbles_only_on_two_ones() -> None:
    ana, attack = dual_wielder()
    one = run(ana, defender(), attack, 1, 12, 10)
    assert [e.kind for e in one.events] == [EventKind.ATTACK]
    both = run(ana, defender(), attack, 1, 1, 10)
    assert both.events[-1].summary == (
        "ana's natural 1 lowers its one_handed_melee_t3 Tier from 3 to 2"
    )


def test_unarmed_dual_wield_is_its_own_off_hand() -> None:
    ana = fighter("ana", "red", at=(0, 0), unarmed=3)
    attack = Attack("ana", "bo", "unarmed", off_hand_weapon_id="unarmed")
    result = run(ana, defender(), attack, 4, 15, 10)
    assert result.events[0].summary == "ana beats bo by 5 with unarmed and unarmed for 6"


def test_dual_wield_refuses_a_two_handed_weapon_and_a_main_hand_off_weapon() -> None:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("two_handed_melee_t2"), arm("one_handed_melee_t2")),
    )
    attack = Attack("ana", "bo", "two_handed_melee_t2", off_hand_weapon_id="unarmed")
    wrong = refusal(ana, defender(), attack)
    assert wrong.reason == "DUAL_WIELD_NEEDS_ONE_HANDED"
    hand = refusal(
        ana, defender(), Attack("ana", "bo", "unarmed", off_hand_weapon_id="one_handed_melee_t2")
    )
    assert (hand.reason, hand.field) == ("WRONG_HAND", "action.attack.off_hand_weapon_id")


def test_defender_dual_wields_only_inside_melee_reach() -> None:
    bo = fighter(
        "bo",
        "blue",
        at=(1, 0),
        reflex=3,
        weapons=(arm("one_handed_melee_t2"), arm("one_handed_melee_t1", hand=Hand.OFF)),
        main_hand_melee=4,
        off_hand_melee=3,
    )
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("bow_t2"),), bow=3)
    attack = Attack("ana", "bo", defender_off_hand_weapon_id="one_handed_melee_t1")
    inside = run(ana, bo, attack, 10, 4, 12)
    assert lines(inside.events)[:3] == [
        "bo beats ana by 3",
        "attack 15 = reflex 2, bow 3, roll 10",
        "defence 18 = reflex 3, off_hand_melee 3, roll 12",
    ]
    # Countered with the lower Tier: 3 + Body 3 + 1.
    assert inside.events[1].totals[0].value == 7
    far = run(ana, bo.with_position(Position(5, 0)), attack, 10, 12)
    assert lines(far.events)[:3] == [
        "bo beats ana by 4, but cannot reach back from 5 tiles",
        "attack 15 = reflex 2, bow 3, roll 10",
        "defence 19 = reflex 3, main_hand_melee 4, roll 12",
    ]


# --- thrown (5 tiles) ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "skill", "total"),
    [(None, "main_hand_thrown 4", 21), (Hand.OFF, "off_hand_thrown 1", 18)],
)
def test_thrown_weapon_hits_and_leaves_the_hand(hand: Hand | None, skill: str, total: int) -> None:
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(arm("one_handed_melee_t2", hand=hand),),
        main_hand_thrown=4,
        off_hand_thrown=1,
    )
    result = run(ana, defender(at=(5, 0)), Attack("ana", "bo", thrown=True), 15, 10)
    margin = total - 15
    assert lines(result.events) == [
        f"ana beats bo by {margin} with one_handed_melee_t2 for {margin + 3}",
        f"attack {total} = reflex 2, {skill}, roll 15",
        "defence 15 = reflex 3, unarmed 2, roll 10",
        f"damage {margin + 3} = difference {margin}, body 3, tier 2, armour -2, shield 0",
    ]
    assert result.state.combatants[0].weapons == ()


def test_thrown_stack_loses_one() -> None:
    knives = arm("one_handed_melee_t1", ammo=(None, 0, 3))
    ana = fighter("ana", "red", at=(0, 0), weapons=(knives,), main_hand_thrown=2)
    result = run(ana, defender(at=(2, 0)), Attack("ana", "bo", thrown=True), 15, 10)
    (left,) = result.state.combatants[0].weapons
    assert left.ammunition is not None and left.ammunition.count == 2


def test_thrown_range_and_throwability() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("one_handed_melee_t1"), arm("bow_t1")))
    far = refusal(ana, defender(at=(6, 0)), Attack("ana", "bo", thrown=True))
    assert (far.reason, far.field) == ("TARGET_OUT_OF_RANGE", "action.attack.target_id")
    bow = refusal(ana, defender(at=(3, 0)), Attack("ana", "bo", "bow_t1", thrown=True))
    assert bow.reason == "NOT_THROWABLE"


def test_throwing_and_dual_wielding_at_once_is_invalid() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("one_handed_melee_t1"),))
    attack = Attack("ana", "bo", thrown=True, off_hand_weapon_id="unarmed")
    with pytest.raises(InvalidRequestError) as info:
        run(ana, defender(), attack)
    assert (info.value.reason, info.value.field) == ("CONFLICTING_OPTIONS", "action.attack.thrown")


def test_thrown_inside_melee_reach_is_countered() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("one_handed_melee_t1"),))
    result = run(ana, defender(), Attack("ana", "bo", thrown=True), 5, 15)
    assert [e.kind for e in result.events] == [EventKind.ATTACK, EventKind.COUNTERATTACK]


# --- bow (15 tiles, T3, T9) ------------------------------------------------------------------


def bowman(**kwargs: object) -> Combatant:
    return fighter("ana", "red", at=(0, 0), weapons=(arm("bow_t3", **kwargs),), bow=4)  # type: ignore[arg-type]


def test_bow_hit_adds_difference_and_tier_not_body() -> None:
    result = run(bowman(), defender(at=(10, 0)), Attack("ana", "bo"), 15, 10)
    assert lines(result.events) == [
        "ana beats bo by 6 with bow_t3 for 7",
        "attack 21 = reflex 2, bow 4, roll 15",
        "defence 15 = reflex 3, unarmed 2, roll 10",
        "damage 7 = difference 6, tier 3, armour -2, shield 0",
    ]


def test_bow_defender_far_away_only_dodges() -> None:
    result = run(bowman(), defender(at=(10, 0)), Attack("ana", "bo"), 5, 15)
    assert result.events[0].summary == "bo beats ana by 9, but cannot reach back from 10 tiles"
    assert result.events[0].outcome is Outcome.DEFENDED
    assert len(result.events) == 1


def test_bow_fired_in_melee_reach_is_countered() -> None:
    result = run(bowman(), defender(), Attack("ana", "bo"), 5, 15)
    assert lines(result.events)[-2:] == [
        "bo counterattacks ana with unarmed for 11",
        "damage 11 = difference 9, body 2, tier 0, armour 0, shield 0",
    ]


def test_bow_defending_only_dodges() -> None:
    bo = fighter("bo", "blue", at=(1, 0), reflex=3, weapons=(arm("bow_t1"),), bow=2)
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("one_handed_melee_t1"),))
    result = run(ana, bo, Attack("ana", "bo"), 5, 15)
    assert result.events[0].summary == "bo beats ana by 13, but a bow defence only dodges"


def test_bow_range_is_fifteen_tiles() -> None:
    assert run(bowman(), defender(at=(15, 3)), Attack("ana", "bo"), 15, 10).events
    far = refusal(bowman(), defender(at=(16, 0)), Attack("ana", "bo"))
    assert (far.reason, far.ruling) == ("TARGET_OUT_OF_RANGE", "T5")


def test_bow_line_of_fire() -> None:
    # T9: blocked by an obstacle or a combatant strictly between, except next to the shooter.
    blocked = resolve_action
    with pytest.raises(RuleRefusal) as info:
        blocked(
            state(bowman(), defender(at=(6, 0)), obstacles=((3, 0),)),
            Attack("ana", "bo"),
            ForcedDice((15, 10), 5),
        )
    assert (info.value.reason, info.value.ruling) == ("NO_LINE_OF_FIRE", "T9")
    assert "(3, 0)" in info.value.message
    edge = resolve_action(
        state(bowman(), defender(at=(6, 0)), obstacles=((1, 0),)),
        Attack("ana", "bo"),
        ForcedDice((15, 10), 5),
    )
    assert edge.events[0].outcome is Outcome.HIT
    cy = fighter("cy", "red", at=(4, 2))
    with pytest.raises(RuleRefusal):
        resolve_action(
            state(bowman(), defender(at=(6, 3)), cy), Attack("ana", "bo"), ForcedDice((15, 10), 5)
        )
    # "Any combatant": one lying down at 0 HP blocks the shot too.
    fallen = fighter("cy", "red", at=(4, 2)).with_hp(0)
    with pytest.raises(RuleRefusal) as info:
        resolve_action(
            state(bowman(), defender(at=(6, 3)), fallen),
            Attack("ana", "bo"),
            ForcedDice((15, 10), 5),
        )
    assert info.value.reason == "NO_LINE_OF_FIRE"


def test_bow_needs_body_and_both_hands() -> None:
    weak = fighter("ana", "red", at=(0, 0), body=2, weapons=(arm("bow_t3"),))
    assert refusal(weak, defender(), Attack("ana", "bo")).reason == "BODY_BELOW_TIER"
    off = refusal(bowman(hand=Hand.OFF), defender(), Attack("ana", "bo"))
    assert (off.reason, off.ruling) == ("WRONG_HAND", "T1")


def test_arrows_are_spent() -> None:
    result = run(
        bowman(ammo=(AmmunitionKind.ARROW, 0, 3)), defender(at=(4, 0)), Attack("ana", "bo"), 15, 10
    )
    spent = result.state.combatants[0].weapons[0].ammunition
    assert spent is not None and spent.count == 2
    empty = refusal(bowman(ammo=(AmmunitionKind.ARROW, 0, 0)), defender(), Attack("ana", "bo"))
    assert (empty.reason, empty.field) == (
        "OUT_OF_AMMUNITION",
        "state.combatants[0].weapons[0].ammunition.count",
    )
    wrong = refusal(bowman(ammo=(BOLT, 0, 3)), defender(), Attack("ana", "bo"))
    assert wrong.reason == "WRONG_AMMUNITION"


# --- crossbows (T5) --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("catalog_id", "hand", "skills", "damage"),
    [
        # T3 one-handed: armour 4 cut by 3: 3 - 4 + 3 = 2.
        (
            "one_handed_crossbow_t3",
            None,
            {"main_hand_crossbow": 5},
            "damage 2 = tier 3, armour -4, armour_cut 3, shield 0",
        ),
        (
            "one_handed_crossbow_t3",
            Hand.OFF,
            {"off_hand_crossbow": 5},
            "damage 2 = tier 3, armour -4, armour_cut 3, shield 0",
        ),
        # Two-handed: armour cut by 2 x 3 = 6 (only the 4 there is).
        (
            "two_handed_crossbow_t3",
            None,
            {"two_handed_crossbow": 5},
            "damage 3 = tier 3, armour -4, armour_cut 4, shield 0",
        ),
    ],
)
def test_crossbow_guaranteed_hit_rolls_nothing(
    catalog_id: str, hand: Hand | None, skills: dict[str, int], damage: str
) -> None:
    crossbow = arm(catalog_id, hand=hand, ammo=(BOLT, 0, 3))
    ana = fighter("ana", "red", at=(0, 0), weapons=(crossbow,)).with_tiered(
        TieredCombatant(body=3, reflex=2, skills=TieredSkills(**skills))
    )
    result = run(ana, defender(at=(5, 0), armour=4), Attack("ana", "bo"))
    assert result.dice_rolled == 0
    assert lines(result.events) == [
        f"ana hits bo with {catalog_id} at 5 tiles (guaranteed within 5) for {damage.split()[1]}",
        damage,
    ]
    (spent,) = result.state.combatants[0].weapons
    assert spent.reload_actions_needed == (2 if catalog_id.startswith("two") else 1)
    assert spent.ammunition is not None and spent.ammunition.count == 2


def test_crossbow_beyond_guaranteed_range_contests_without_difference_damage() -> None:
    ana = fighter(
        "ana", "red", at=(0, 0), weapons=(arm("one_handed_crossbow_t3"),), main_hand_crossbow=5
    )
    result = run(ana, defender(at=(8, 0), armour=4), Attack("ana", "bo"), 15, 10)
    assert lines(result.events) == [
        "ana beats bo by 7 with one_handed_crossbow_t3 for 2",
        "attack 22 = reflex 2, main_hand_crossbow 5, roll 15",
        "defence 15 = reflex 3, unarmed 2, roll 10",
        "damage 2 = tier 3, armour -4, armour_cut 3, shield 0",
    ]
    far = refusal(ana, defender(at=(16, 0)), Attack("ana", "bo"))
    assert far.reason == "TARGET_OUT_OF_RANGE"


@pytest.mark.parametrize(
    ("catalog_id", "hand", "distance", "attack", "damage"),
    [
        # Off-Hand Crossbow 2, guaranteed within 2; armour 2 cut by 3, shield 2.
        (
            "one_handed_crossbow_t3",
            Hand.OFF,
            3,
            "attack 19 = reflex 2, off_hand_crossbow 2, roll 15",
            "damage 1 = tier 3, armour -2, armour_cut 2, shield -2",
        ),
        # Two-Handed Crossbow 3, guaranteed within 3: armour 2 cut by 6 (only the 2 there is).
        (
            "two_handed_crossbow_t3",
            None,
            4,
            "attack 20 = reflex 2, two_handed_crossbow 3, roll 15",
            "damage 1 = tier 3, armour -2, armour_cut 2, shield -2",
        ),
        # Two-Handed Firearm 4, guaranteed within 8: 2 x 4 + 2 x 3, armour and shield ignored.
        (
            "two_handed_firearm_t4",
            None,
            9,
            "attack 21 = reflex 2, two_handed_firearm 4, roll 15",
            "damage 14 = tier 8, bullet 6",
        ),
    ],
)
def test_beyond_guaranteed_range_the_weapons_own_skill_never_bow(
    catalog_id: str, hand: Hand | None, distance: int, attack: str, damage: str
) -> None:
    # T19: the bow's rules (a contest, 15 tiles at most), the skill of the weapon fired as held,
    # never the Bow skill (9 here), and the weapon's own damage with no difference added.
    shooter = arm(catalog_id, hand=hand, ammo=(BULLET, 3, 6) if "firearm" in catalog_id else None)
    ana = fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(shooter,),
        bow=9,
        main_hand_crossbow=7,
        off_hand_crossbow=2,
        two_handed_crossbow=3,
        two_handed_firearm=4,
    )
    result = run(ana, defender(at=(distance, 0), shield=2), Attack("ana", "bo"), 15, 10)
    assert lines(result.events)[1:] == [attack, "defence 15 = reflex 3, unarmed 2, roll 10", damage]
    assert result.events[0].rulings == ("T5", "T19")


def test_beyond_guaranteed_range_the_bows_fifteen_tiles() -> None:
    # T19: 15 tiles at most beyond the guaranteed range, even where that range is longer (a
    # two-handed firearm at 2 x 8 = 16 hits at 16 and cannot shoot at 17).
    gun = arm("two_handed_firearm_t4", ammo=(BULLET, 3, 6))
    ana = fighter("ana", "red", at=(0, 0), weapons=(gun,), two_handed_firearm=8)
    assert run(ana, defender(at=(16, 0)), Attack("ana", "bo")).dice_rolled == 0
    far = refusal(ana, defender(at=(17, 0)), Attack("ana", "bo"))
    assert (far.reason, far.ruling) == ("TARGET_OUT_OF_RANGE", "T19")
    crossbow = fighter("ana", "red", at=(0, 0), weapons=(arm("one_handed_crossbow_t3"),))
    far = refusal(crossbow, defender(at=(16, 0)), Attack("ana", "bo"))
    assert (far.reason, far.ruling) == ("TARGET_OUT_OF_RANGE", "T19")


def test_unloaded_crossbow_is_refused_and_reloads_count_down() -> None:
    ana = fighter("ana", "red", at=(0, 0), weapons=(arm("two_handed_crossbow_t2", reload=2),))
    refused = refusal(ana, defender(), Attack("ana", "bo"))
    assert (refused.reason, refused.ruling) == ("WEAPON_NOT_LOADED", "T2")
    once = run(ana, defender(), Reload("ana", "two_handed_crossbow_t2"))
    assert lines(once.events) == [
        "ana reloads two_handed_crossbow_t2 (1 to go)",
        "reload_actions_needed 1 = before 2, reload -1",
    ]
    twice = resolve_action(once.state, Reload("ana", "two_handed_crossbow_t2"), ForcedDice((), 1))
    assert twice.events[0].summary == "ana reloads two_handed_crossbow_t2 (loaded)"
    with pytest.raises(RuleRefusal) as info:
        resolve_action(twice.state, Reload("ana", "two_handed_crossbow_t2"), ForcedDice((), 1))
    assert info.value.reason == "NOTHING_TO_RELOAD"


# --- firearms (T5) ---------------------------------------------------------------------------


def gunner(
    catalog_id: str = "one_handed_firearm_t4",
    *,
    bullets: int = 3,
    tier_loss: int = 0,
    hand: Hand | None = None,
) -> Combatant:
    gun = arm(catalog_id, hand=hand, tier_loss=tier_loss, ammo=(BULLET, bullets, 6))
    return fighter(
        "ana",
        "red",
        at=(0, 0),
        weapons=(gun,),
        main_hand_firearm=5,
        off_hand_firearm=2,
        two_handed_firearm=3,
    )


def test_firearm_ignores_armour_and_shield() -> None:
    result = run(gunner(), defender(at=(5, 0), armour=5, shield=2), Attack("ana", "bo"))
    assert lines(result.events) == [
        "ana hits bo with one_handed_firearm_t4 at 5 tiles (guaranteed within 5) for 14",
        "damage 14 = tier 8, bullet 6",
    ]
    assert result.state.combatants[0].weapons[0].reload_actions_needed == 1


def test_degraded_firearm_fires_bullets_up_to_its_repaired_tier() -> None:
    result = run(gunner(bullets=4, tier_loss=1), defender(), Attack("ana", "bo"))
    assert lines(result.events)[1] == "damage 14 = tier 6, bullet 8"
    above = refusal(gunner(bullets=5), defender(), Attack("ana", "bo"))
    assert (above.reason, above.field) == (
        "BULLET_TIER_ABOVE_FIREARM",
        "state.combatants[0].weapons[0].ammunition.tier",
    )


def test_firearm_needs_bullets() -> None:
    ana = fighter("ana", "red", weapons=(arm("one_handed_firearm_t2"),))
    assert refusal(ana, defender(at=None), Attack("ana", "bo")).reason == "OUT_OF_AMMUNITION"


@pytest.mark.parametrize(
    ("catalog_id", "hand", "distance", "contested"),
    [
        ("one_handed_firearm_t4", None, 5, False),
        ("one_handed_firearm_t4", None, 6, True),
        ("one_handed_firearm_t4", Hand.OFF, 2, False),
        ("one_handed_firearm_t4", Hand.OFF, 3, True),
        ("two_handed_firearm_t4", None, 6, False),  # 2 x Two-Handed Firearm 3
        ("two_handed_firearm_t4", None, 7, True),
    ],
)
def test_firearm_guaranteed_range_per_skill(
    catalog_id: str, hand: Hand | None, distance: int, contested: bool
) -> None:
    faces = (15, 10) if contested else ()
    result = run(
        gunner(catalog_id, hand=hand), defender(at=(distance, 0)), Attack("ana", "bo"), *faces
    )
    assert result.dice_rolled == len(faces)
    # Beyond the guaranteed range: bow rules, no difference damage.
    assert result.events[0].totals[-1].value == 14


def test_firearm_damage_table_is_the_documents() -> None:
    # The document's "Arm vs Ammo" table, rows by ammo Tier, columns by firearm Tier 1-12, as
    # printed (cells run together). Every cell is a real guaranteed shot: a Tier 12 firearm
    # degraded to the column's Tier, which may still fire bullets up to Tier 12.
    rows = []
    for ammo in range(1, 13):
        cells = []
        for tier in range(1, 13):
            gun = arm("one_handed_firearm_t12", tier_loss=12 - tier, ammo=(BULLET, ammo, None))
            ana = fighter("ana", "red", weapons=(gun,))
            result = run(ana, defender(at=None, armour=12), Attack("ana", "bo"))
            cells.append(str(result.events[0].totals[-1].value))
        rows.append(f"Tier {ammo}" + "".join(cells))
    assert rows == FIREARM_TABLE.strip().splitlines()


def test_ranged_criticals_degrade_and_stay_in_the_state() -> None:
    # T4: the bowman's natural 20 cracks bo's armour; a crossbowman's natural 1 (beyond its
    # guaranteed range) lowers its own crossbow.
    crit = run(bowman(), defender(at=(8, 0)), Attack("ana", "bo"), 20, 10)
    assert lines(crit.events)[-2:] == [
        "ana's natural 20 lowers bo's armour Tier from 2 to 1",
        "armour_tier 1 = tier 2, critical -1",
    ]
    armour = crit.state.combatants[1].armour
    assert armour is not None and armour.tier_loss == 1
    ana = fighter(
        "ana", "red", at=(0, 0), weapons=(arm("one_handed_crossbow_t3"),), main_hand_crossbow=1
    )
    fumble = run(ana, defender(at=(8, 0)), Attack("ana", "bo"), 1, 10)
    assert (
        fumble.events[-1].summary
        == "ana's natural 1 lowers its one_handed_crossbow_t3 Tier from 3 to 2"
    )
    (crossbow,) = fumble.state.combatants[0].weapons
    assert (crossbow.tier_loss, crossbow.reload_actions_needed) == (1, 1)
