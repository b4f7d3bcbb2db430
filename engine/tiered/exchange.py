"""`tiered` melee exchanges: contested d20 rolls, counterattacks and criticals (T1, T3, T4, S4).

Both sides roll Reflex + skill + d20. The winner deals (difference + Body + weapon Tier) - armour -
shield, floor 0, if its weapon reaches: an attacker always does (it must be in reach to attack); a
defender counterattacks only when its defending weapon is a melee weapon that reaches the attacker
(so a two-handed weapon striking from 2 tiles is safe from 1-tile weapons). A tie does nothing.
A natural 20 for the winner lowers a Tier of the loser's; a natural 1 lowers the roller's own weapon
Tier, or, unarmed, deals the roller 10 damage ignoring armour.
"""

from __future__ import annotations

import dataclasses

from engine.actions import Attack, CriticalTarget
from engine.board import Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.errors import NotSupportedError, RuleRefusal
from engine.state import Combatant, Hand, TieredCombatant, TieredSkill, TieredWeaponClass, Weapon
from engine.trace import EventKind, Outcome, Total, TraceEvent, total

__all__ = ["MELEE_REACH", "body_allows", "resolve_exchange", "skill_for"]

#: Reach in tiles of the melee weapon classes (T3: two-handed reaches 2).
MELEE_REACH = {
    TieredWeaponClass.UNARMED: 1,
    TieredWeaponClass.ONE_HANDED_MELEE: 1,
    TieredWeaponClass.TWO_HANDED_MELEE: 2,
}

_SKILLS = {
    (TieredWeaponClass.UNARMED, False): TieredSkill.UNARMED,
    (TieredWeaponClass.UNARMED, True): TieredSkill.UNARMED,
    (TieredWeaponClass.ONE_HANDED_MELEE, False): TieredSkill.MAIN_HAND_MELEE,
    (TieredWeaponClass.ONE_HANDED_MELEE, True): TieredSkill.OFF_HAND_MELEE,
    (TieredWeaponClass.TWO_HANDED_MELEE, False): TieredSkill.TWO_HANDED_MELEE,
    (TieredWeaponClass.BOW, False): TieredSkill.BOW,
    (TieredWeaponClass.ONE_HANDED_CROSSBOW, False): TieredSkill.MAIN_HAND_CROSSBOW,
    (TieredWeaponClass.ONE_HANDED_CROSSBOW, True): TieredSkill.OFF_HAND_CROSSBOW,
    (TieredWeaponClass.TWO_HANDED_CROSSBOW, False): TieredSkill.TWO_HANDED_CROSSBOW,
    (TieredWeaponClass.ONE_HANDED_FIREARM, False): TieredSkill.MAIN_HAND_FIREARM,
    (TieredWeaponClass.ONE_HANDED_FIREARM, True): TieredSkill.OFF_HAND_FIREARM,
    (TieredWeaponClass.TWO_HANDED_FIREARM, False): TieredSkill.TWO_HANDED_FIREARM,
    (TieredWeaponClass.SIEGE_WEAPON, False): TieredSkill.SIEGE_WEAPON,
}


def _weapon_class(weapon: Weapon) -> TieredWeaponClass:
    rules = weapon.definition.tiered
    assert rules is not None, "validated: `tiered` weapons carry `tiered` rules"
    return rules.weapon_class


def skill_for(weapon: Weapon) -> TieredSkill:
    """The skill a weapon is used with: its class and the hand it is held in."""
    weapon_class = _weapon_class(weapon)
    off_hand = weapon.hand is Hand.OFF
    return _SKILLS.get((weapon_class, off_hand)) or _SKILLS[(weapon_class, False)]


def _traits(combatant: Combatant) -> TieredCombatant:
    return combatant.tiered or TieredCombatant()


@dataclasses.dataclass(frozen=True, slots=True)
class _Side:
    """One side of the exchange: who, with what, and the roll."""

    combatant: Combatant
    weapon: Weapon
    skill: TieredSkill
    roll: DieRoll
    contest: Total


def _contest(name: str, combatant: Combatant, skill: TieredSkill, roll: DieRoll) -> Total:
    traits = _traits(combatant)
    return total(
        name,
        ("reflex", traits.reflex),
        (skill.field, traits.skills.level(skill)),
        ("roll", roll.face),
    )


def resolve_exchange(
    board: Board, attack: Attack, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Resolve a `tiered` melee exchange and return its trace events."""
    attacker = board.actor(attack.attacker_id, f"{field}.attacker_id")
    defender = board.target(attacker, attack.target_id, f"{field}.target_id")
    weapon_field = f"{field}.weapon_id"
    weapon = board.weapon(attacker, attack.weapon_id, weapon_field)
    weapon_class = _weapon_class(weapon)
    if weapon_class not in MELEE_REACH:
        raise NotSupportedError(
            f"{weapon_class.name.lower()} attacks are not resolved yet; melee exchanges are",
            reason="ATTACK_FORM_NOT_SUPPORTED",
            field=weapon_field,
        )
    _check_usable(attacker, weapon, weapon_field)
    distance = board.distance(attacker, defender)
    reach = MELEE_REACH[weapon_class]
    if distance is not None and distance > reach:
        raise RuleRefusal(
            f"{defender.id!r} is {distance} tiles away, "
            f"beyond the reach ({reach}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_REACH",
            field=f"{field}.target_id",
            ruling="T3",
        )
    defence_weapon = defender.weapons[0] if defender.weapons else board.unarmed()
    defence_skill = attack.defence_skill or skill_for(defence_weapon)
    _check_critical_choice(attack.critical_target, weapon, f"{field}.critical_target")
    _check_critical_choice(
        attack.defender_critical_target, defence_weapon, f"{field}.defender_critical_target"
    )

    attack_roll = dice.roll(20, DiePurpose.CONTEST_ATTACK, attacker.id)
    defence_roll = dice.roll(20, DiePurpose.CONTEST_DEFENCE, defender.id)
    offence = _Side(
        attacker,
        weapon,
        skill_for(weapon),
        attack_roll,
        _contest("attack", attacker, skill_for(weapon), attack_roll),
    )
    defence = _Side(
        defender,
        defence_weapon,
        defence_skill,
        defence_roll,
        _contest("defence", defender, defence_skill, defence_roll),
    )
    head = (EventKind.ATTACK, board.round, attacker.id, defender.id, weapon.id)
    dice_rolled = (attack_roll, defence_roll)
    contests = (offence.contest, defence.contest)
    events: list[TraceEvent] = []
    margin = offence.contest.value - defence.contest.value
    if margin == 0:
        events.append(
            TraceEvent(
                *head,
                dice=dice_rolled,
                totals=contests,
                outcome=Outcome.TIE,
                rulings=("T1", "T3", "S4"),
                summary=f"{attacker.id} and {defender.id} tie at {margin + defence.contest.value}: "
                "nothing happens",
            )
        )
        winner, loser, choice = None, None, None
    elif margin > 0:
        damage_total = _damage(board, offence, defender, margin)
        damage = board.damage(board.combatants[defender.id], damage_total.value)
        events.append(
            TraceEvent(
                *head,
                dice=dice_rolled,
                totals=(*contests, damage_total),
                outcome=Outcome.HIT,
                hp_changes=(damage.hp_change,),
                condition_changes=damage.condition_changes,
                rulings=("T1", "T3"),
                summary=f"{attacker.id} beats {defender.id} by {margin} with {weapon.id} "
                f"for {damage_total.value}",
            )
        )
        winner, loser, choice = offence, defence, attack.critical_target
    else:
        counter_reach = MELEE_REACH.get(_weapon_class(defence_weapon))
        can_counter = counter_reach is not None and (distance is None or distance <= counter_reach)
        events.append(
            TraceEvent(
                *head,
                dice=dice_rolled,
                totals=contests,
                outcome=Outcome.MISS if can_counter else Outcome.DEFENDED,
                rulings=("T1", "T3"),
                summary=f"{defender.id} beats {attacker.id} by {-margin}"
                + ("" if can_counter else f", but cannot reach back from {distance} tiles"),
            )
        )
        if can_counter:
            damage_total = _damage(board, defence, attacker, -margin)
            damage = board.damage(board.combatants[attacker.id], damage_total.value)
            events.append(
                TraceEvent(
                    EventKind.COUNTERATTACK,
                    board.round,
                    defender.id,
                    attacker.id,
                    defence_weapon.id,
                    totals=(damage_total,),
                    outcome=Outcome.HIT,
                    hp_changes=(damage.hp_change,),
                    condition_changes=damage.condition_changes,
                    rulings=("T3",),
                    summary=f"{defender.id} counterattacks {attacker.id} with {defence_weapon.id} "
                    f"for {damage_total.value}",
                )
            )
        winner, loser, choice = defence, offence, attack.defender_critical_target
    if winner is not None and loser is not None and winner.roll.face == 20:
        event = _critical(board, winner, loser, choice)
        if event is not None:
            events.append(event)
    for side in (offence, defence):
        if side.roll.face == 1:
            events.append(_fumble(board, side))
    return tuple(events)


def body_allows(combatant: Combatant, weapon: Weapon) -> bool:
    """Melee weapons need Body >= their Tier; bare hands need nothing (Unarmed Melee)."""
    rules = weapon.definition.tiered
    if rules is None or rules.weapon_class is TieredWeaponClass.UNARMED:
        return True
    return _traits(combatant).body >= weapon.tier


def _check_usable(combatant: Combatant, weapon: Weapon, field: str) -> None:
    if weapon.broken:
        raise RuleRefusal(f"{weapon.id!r} is broken", reason="WEAPON_BROKEN", field=field)
    if not body_allows(combatant, weapon):
        raise RuleRefusal(
            f"{combatant.id!r} has Body {_traits(combatant).body}, "
            f"below the Tier {weapon.tier} of {weapon.id!r}",
            reason="BODY_BELOW_TIER",
            field=field,
        )


def _check_critical_choice(
    choice: CriticalTarget | None, winner_weapon: Weapon, field: str
) -> None:
    if (
        choice is CriticalTarget.WEAPON
        and _weapon_class(winner_weapon) is TieredWeaponClass.UNARMED
    ):
        raise RuleRefusal(
            "an unarmed winner may not pick the weapon as its critical's target",
            reason="UNARMED_CRITICAL_ON_WEAPON",
            field=field,
            ruling="T4",
        )


def _damage(board: Board, winner: _Side, loser: Combatant, margin: int) -> Total:
    """(difference + Body + Tier) - armour - shield, floor 0 (T3, T1)."""
    loser = board.combatants[loser.id]
    armour = loser.armour.effective_value if loser.armour else 0
    shield = loser.shield.effective_value if loser.shield else 0
    terms: list[tuple[str, int]] = [
        ("difference", margin),
        ("body", _traits(winner.combatant).body),
        ("tier", winner.weapon.effective_tier),
        ("armour", -armour),
        ("shield", -shield),
    ]
    raw = sum(value for _, value in terms)
    if raw < 0:
        terms.append(("floor", -raw))
    return total("damage", *terms)


def _critical(
    board: Board, winner: _Side, loser: _Side, choice: CriticalTarget | None
) -> TraceEvent | None:
    """A winner's natural 20 lowers one of the loser's Tiers (T4)."""
    current = board.combatants[loser.combatant.id]
    loss = board.tiered_rules.critical_tier_loss
    winner_unarmed = _weapon_class(winner.weapon) is TieredWeaponClass.UNARMED
    loser_unarmed = _weapon_class(loser.weapon) is TieredWeaponClass.UNARMED
    if choice is None:
        if current.armour and current.armour.effective_value > 0:
            choice = CriticalTarget.ARMOUR
        elif current.shield and current.shield.effective_value > 0:
            choice = CriticalTarget.SHIELD
        elif not winner_unarmed and loser.weapon.effective_tier > 0:
            choice = CriticalTarget.WEAPON
        else:
            return None
    head = (EventKind.CRITICAL, board.round, winner.combatant.id, current.id, winner.weapon.id)
    if choice is CriticalTarget.WEAPON and loser_unarmed:
        # T4 (Unarmed Melee): a 20 aimed at bare hands hurts like the loser's own natural 1.
        return _self_injury(
            board, current, head, f"{winner.combatant.id}'s natural 20 crushes {current.id}'s hands"
        )
    if choice is CriticalTarget.ARMOUR and current.armour:
        before = current.armour.effective_value
        armour = dataclasses.replace(
            current.armour, tier_loss=current.armour.tier_loss + min(loss, before)
        )
        board.put(dataclasses.replace(current, armour=armour))
        return _tier_event(head, "armour", before, armour.effective_value)
    if choice is CriticalTarget.SHIELD and current.shield:
        before = current.shield.effective_value
        shield = dataclasses.replace(
            current.shield, tier_loss=current.shield.tier_loss + min(loss, before)
        )
        board.put(dataclasses.replace(current, shield=shield))
        return _tier_event(head, "shield", before, shield.effective_value)
    if choice is CriticalTarget.WEAPON:
        before = loser.weapon.effective_tier
        _lower_weapon(board, current, loser.weapon, loss)
        return _tier_event(head, "weapon", before, max(0, before - loss))
    return None


def _tier_event(
    head: tuple[EventKind, int, str, str, str], what: str, before: int, after: int
) -> TraceEvent:
    """A critical's CRITICAL event; ``head`` is (kind, round, winner, loser, weapon)."""
    return TraceEvent(
        *head,
        totals=(total(f"{what}_tier", ("tier", before), ("critical", after - before)),),
        rulings=("T4",),
        summary=f"{head[2]}'s natural 20 lowers {head[3]}'s {what} Tier from {before} to {after}",
    )


def _lower_weapon(board: Board, combatant: Combatant, weapon: Weapon, loss: int) -> None:
    """Lower a carried weapon's Tier (bare hands have none to lose)."""
    if combatant.weapon(weapon.id) is None:
        return
    taken = min(loss, weapon.effective_tier)
    weapons = tuple(
        dataclasses.replace(w, tier_loss=w.tier_loss + taken) if w.id == weapon.id else w
        for w in combatant.weapons
    )
    board.put(dataclasses.replace(combatant, weapons=weapons))


def _self_injury(
    board: Board, combatant: Combatant, head: tuple[EventKind, int, str, str, str], what: str
) -> TraceEvent:
    amount = board.tiered_rules.unarmed_fumble_damage
    damage = board.damage(combatant, amount)
    return TraceEvent(
        *head,
        totals=(total("damage", ("unarmed_critical", amount)),),
        hp_changes=(damage.hp_change,),
        condition_changes=damage.condition_changes,
        rulings=("T4",),
        summary=f"{what}: {amount} damage, ignoring armour",
    )


def _fumble(board: Board, side: _Side) -> TraceEvent:
    """A natural 1 lowers the roller's own weapon Tier; unarmed, it hurts the roller (T4)."""
    current = board.combatants[side.combatant.id]
    head = (EventKind.CRITICAL, board.round, current.id, current.id, side.weapon.id)
    if _weapon_class(side.weapon) is TieredWeaponClass.UNARMED:
        return _self_injury(board, current, head, f"{current.id}'s natural 1 breaks a hand")
    loss = board.tiered_rules.critical_tier_loss
    before = side.weapon.effective_tier
    _lower_weapon(board, current, side.weapon, loss)
    return TraceEvent(
        *head,
        totals=(
            total("weapon_tier", ("tier", before), ("critical", max(0, before - loss) - before)),
        ),
        rulings=("T4",),
        summary=f"{current.id}'s natural 1 lowers its {side.weapon.id} Tier from {before} "
        f"to {max(0, before - loss)}",
    )
