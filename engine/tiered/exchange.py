"""`tiered` contested exchanges: rolls, the winner's damage, counterattacks and criticals (T1, T3,
T4, T10, T11, T15, T20, S4).

Both sides roll Reflex + skill + d20 (a dual wielder rolls 2d20 and keeps the best; a siege weapon's
crew rolls a bare d20, T8). The attacker, on winning, deals its attack form's damage (a ``Strike``).
A defender that wins counterattacks with (difference + Body + Tier) - armour - shield only when it
defended with a melee skill and that skill's weapon reaches the attacker (T11); so a two-handed
weapon striking from 2 tiles is safe from 1-tile weapons, a shooter is safe unless it shot from
inside the defender's reach, and a Bow, Thrown, Crossbow or Firearm defence only dodges. A side
fighting with a two-handed form or dual wielding has no hand for its shield: it subtracts nothing
(T15). A tie does nothing. A natural 20 for the winner lowers a Tier of the loser's; a natural 1
(both dice with 2d20) lowers the roller's own weapon Tier, or, bare-handed, deals the roller 10
damage ignoring armour. Criticals take effect once the exchange's damage is dealt, so that damage
uses the Tiers as they were (T20).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import final

from engine.actions import CriticalTarget
from engine.board import Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.errors import RuleRefusal
from engine.results import CriticalResult, StrikeKind, hit_strike, strike_result
from engine.state import (
    Combatant,
    TieredSkill,
    TieredWeaponClass,
    Weapon,
    effective_tier,
    effective_value,
    find_weapon,
    skill_field,
    skill_level,
)
from engine.tiered.forms import MELEE_SKILLS, TWO_HANDED_SKILLS, traits, weapon_class
from engine.trace import EventKind, Outcome, Total, TraceEvent, total
from engine.values import Value

__all__ = [
    "Fighter",
    "Strike",
    "check_critical_choice",
    "contest",
    "damage_total",
    "melee_strike",
    "roll_total",
]


@final
class Fighter(Value):
    """One side of an exchange: who, with which weapon(s), rolling what.

    ``weapon`` takes criticals and fumbles; None is a defence with a skill the defender has no
    weapon for (T10: allowed, it only dodges and has no weapon to lose); ``tier`` is the Tier its
    damage adds (a dual wielder's lower one); ``skill`` None adds neither Reflex nor a skill (a
    siege weapon's attacker, T8); ``dice`` is 2 for a dual wielder inside melee reach; ``reach``
    is the melee reach it can counterattack within (0: none); ``dual`` holds two weapons (and so
    no shield, T15); ``label`` names the weapon(s) in summaries.
    """

    FIELDS = ("combatant", "weapon", "skill", "tier", "dice", "reach", "dual", "label")
    __slots__ = FIELDS

    combatant: Combatant
    weapon: Weapon | None
    skill: TieredSkill | None
    tier: int
    dice: int
    reach: int
    dual: bool
    label: str

    def __init__(
        self,
        combatant: Combatant,
        weapon: Weapon | None,
        skill: TieredSkill | None,
        tier: int,
        dice: int = 1,
        reach: int = 0,
        dual: bool = False,
        label: str = "",
    ) -> None:
        self.combatant = combatant
        self.weapon = weapon
        self.skill = skill
        self.tier = tier
        self.dice = dice
        self.reach = reach
        self.dual = dual
        self.label = label

    def field_values(self) -> tuple[object, ...]:
        return (
            self.combatant,
            self.weapon,
            self.skill,
            self.tier,
            self.dice,
            self.reach,
            self.dual,
            self.label,
        )

    @property
    def shield_held(self) -> bool:
        """T15: a hand holds the shield unless the form is two-handed or dual wields."""
        return not self.dual and self.skill not in TWO_HANDED_SKILLS

    @property
    def weapon_id(self) -> str:
        """The weapon's id, empty without one."""
        return self.weapon.id if self.weapon else ""

    @property
    def unarmed(self) -> bool:
        """Fighting with bare hands (T4: no critical on the loser's weapon, a fumble hurts)."""
        return self.weapon is not None and weapon_class(self.weapon) is TieredWeaponClass.UNARMED


@final
class Strike(Value):
    """How a winning attacker's margin becomes damage: ``terms(margin)`` before armour; armour is
    cut by ``armour_cut`` (crossbows), or armour and shield are ignored (firearms)."""

    FIELDS = ("terms", "armour_cut", "ignore_armour", "rulings")
    __slots__ = FIELDS

    terms: Callable[[int], list[tuple[str, int]]]
    armour_cut: int
    ignore_armour: bool
    rulings: tuple[str, ...]

    def __init__(
        self,
        terms: Callable[[int], list[tuple[str, int]]],
        armour_cut: int = 0,
        ignore_armour: bool = False,
        rulings: tuple[str, ...] = ("T1", "T3"),
    ) -> None:
        self.terms = terms
        self.armour_cut = armour_cut
        self.ignore_armour = ignore_armour
        self.rulings = rulings

    def field_values(self) -> tuple[object, ...]:
        return (self.terms, self.armour_cut, self.ignore_armour, self.rulings)


def melee_strike(fighter: Fighter) -> Strike:
    """(difference + Body + Tier), the melee and thrown formula (T3)."""
    body = traits(fighter.combatant).body
    return Strike(lambda margin: [("difference", margin), ("body", body), ("tier", fighter.tier)])


def roll_total(
    dice: DiceSource, fighter: Fighter, purpose: DiePurpose, name: str
) -> tuple[tuple[DieRoll, ...], DieRoll, Total]:
    """Roll the fighter's d20 (2d20 keeping the best when ``dice`` is 2); return every die, the
    kept one, and ``name`` = Reflex + skill + kept face."""
    rolls = [dice.roll(20, purpose, fighter.combatant.id) for _ in range(fighter.dice)]
    kept = max(range(len(rolls)), key=lambda i: (rolls[i].face, -i))
    rolled = tuple(r if i == kept else r.with_discarded(True) for i, r in enumerate(rolls))
    face = rolls[kept].face
    if fighter.skill is None:
        return rolled, rolls[kept], total(name, ("roll", face))
    stats = traits(fighter.combatant)
    contest_total = total(
        name,
        ("reflex", stats.reflex),
        (skill_field(fighter.skill), skill_level(stats.skills, fighter.skill)),
        ("roll", face),
    )
    return rolled, rolls[kept], contest_total


def damage_total(
    board: Board,
    loser_id: str,
    strike: Strike,
    terms: list[tuple[str, int]],
    *,
    shield_held: bool = True,
) -> Total:
    """``terms`` - armour (less the strike's ``armour_cut``) - shield, floor 0 (T1); a strike that
    ignores armour (firearms) skips both; a shield no hand holds (T15) subtracts 0."""
    loser = board.combatants[loser_id]
    terms = list(terms)
    armour_cut = strike.armour_cut
    if not strike.ignore_armour:
        armour = effective_value(loser.armour) if loser.armour else 0
        terms.append(("armour", -armour))
        if armour_cut:
            terms.append(("armour_cut", min(armour, armour_cut)))
        shield = effective_value(loser.shield) if loser.shield and shield_held else 0
        terms.append(("shield", -shield))
    raw = sum(value for _, value in terms)
    if raw < 0:
        terms.append(("floor", -raw))
    return total("damage", *terms)


def contest(
    board: Board,
    dice: DiceSource,
    offence: Fighter,
    defence: Fighter,
    strike: Strike,
    *,
    distance: int | None,
    critical_target: CriticalTarget | None,
    defender_critical_target: CriticalTarget | None,
) -> list[TraceEvent]:
    """Roll the exchange and apply its outcome; return its trace events."""
    attacker, defender = offence.combatant, defence.combatant
    attack_dice, attack_kept, attack_total = roll_total(
        dice, offence, DiePurpose.CONTEST_ATTACK, "attack"
    )
    defence_dice, defence_kept, defence_total = roll_total(
        dice, defence, DiePurpose.CONTEST_DEFENCE, "defence"
    )
    head = (EventKind.ATTACK, board.round, attacker.id, defender.id, offence.weapon_id)
    rolled = (*attack_dice, *defence_dice)
    contests = (attack_total, defence_total)
    events: list[TraceEvent] = []
    margin = attack_total.value - defence_total.value
    winner: Fighter | None = None
    loser: Fighter | None = None
    choice: CriticalTarget | None = None
    weapon_id = offence.weapon_id
    if margin == 0:
        hp = board.combatants[defender.id].hp
        board.note(
            strike_result(
                StrikeKind.PRIMARY, attacker.id, defender.id, weapon_id, Outcome.TIE, hp=hp
            )
        )
        events.append(
            TraceEvent(
                *head,
                dice=rolled,
                totals=contests,
                outcome=Outcome.TIE,
                rulings=("T1", "T3", "S4"),
                summary=f"{attacker.id} and {defender.id} tie at {attack_total.value}: "
                "nothing happens",
            )
        )
    elif margin > 0:
        damage_value = damage_total(
            board, defender.id, strike, strike.terms(margin), shield_held=defence.shield_held
        )
        damage = board.damage(board.combatants[defender.id], damage_value.value)
        unheld = _unheld_shield(board, defence, strike)
        board.note(
            hit_strike(
                StrikeKind.PRIMARY,
                attacker.id,
                defender.id,
                weapon_id,
                damage=damage_value.value,
                hurt=damage,
            )
        )
        events.append(
            TraceEvent(
                *head,
                dice=rolled,
                totals=(*contests, damage_value),
                outcome=Outcome.HIT,
                hp_changes=(damage.hp_change,),
                condition_changes=damage.condition_changes,
                rulings=(*strike.rulings, *unheld[1]),
                summary=f"{attacker.id} beats {defender.id} by {margin} with "
                f"{offence.label or offence.weapon_id} for {damage_value.value}{unheld[0]}",
            )
        )
        winner, loser, choice = offence, defence, critical_target
    else:
        why, rulings = _no_counter(defence, distance)
        outcome = Outcome.DEFENDED if why else Outcome.MISS
        hp = board.combatants[defender.id].hp
        board.note(
            strike_result(StrikeKind.PRIMARY, attacker.id, defender.id, weapon_id, outcome, hp=hp)
        )
        events.append(
            TraceEvent(
                *head,
                dice=rolled,
                totals=contests,
                outcome=outcome,
                rulings=("T1", "T3", *rulings),
                summary=f"{defender.id} beats {attacker.id} by {-margin}{why}",
            )
        )
        if not why:
            events.append(_counterattack(board, defence, offence, -margin))
        winner, loser, choice = defence, offence, defender_critical_target
    if winner is not None and loser is not None:
        kept = attack_kept if winner is offence else defence_kept
        if kept.face == 20:
            event = _critical(board, winner, loser, choice)
            if event is not None:
                events.append(event)
    for side, rolls in ((offence, attack_dice), (defence, defence_dice)):
        if all(r.face == 1 for r in rolls) and side.weapon is not None:
            events.append(_fumble(board, side, side.weapon))
    return events


def _no_counter(defence: Fighter, distance: int | None) -> tuple[str, tuple[str, ...]]:
    """Why a winning defender does not counterattack, and the ruling ("" when it does): only a
    melee skill's weapon that reaches the attacker strikes back (T11)."""
    skill = defence.skill
    assert skill is not None, "a defender always rolls a skill"
    if skill not in MELEE_SKILLS:
        return f", but a {skill_field(skill)} defence only dodges", ("T11",)
    if defence.weapon is None:
        return f", but has no weapon for {skill_field(skill)} to strike back with", ("T11",)
    if distance is not None and distance > defence.reach:
        return f", but cannot reach back from {distance} tiles", ()
    return "", ()


def _unheld_shield(board: Board, loser: Fighter, strike: Strike) -> tuple[str, tuple[str, ...]]:
    """The summary note and ruling when the loser's shield would have subtracted but no hand
    holds it (T15); nothing otherwise."""
    shield = board.combatants[loser.combatant.id].shield
    if loser.shield_held or strike.ignore_armour or not shield or effective_value(shield) <= 0:
        return "", ()
    return f"; {loser.combatant.id}'s shield, with no hand free, subtracts nothing", ("T15",)


def _counterattack(board: Board, defence: Fighter, offence: Fighter, margin: int) -> TraceEvent:
    attacker = offence.combatant
    strike = melee_strike(defence)
    damage_value = damage_total(
        board, attacker.id, strike, strike.terms(margin), shield_held=offence.shield_held
    )
    damage = board.damage(board.combatants[attacker.id], damage_value.value)
    note, rulings = _unheld_shield(board, offence, strike)
    board.note(
        hit_strike(
            StrikeKind.COUNTERATTACK,
            defence.combatant.id,
            attacker.id,
            defence.weapon_id,
            damage=damage_value.value,
            hurt=damage,
        )
    )
    return TraceEvent(
        EventKind.COUNTERATTACK,
        board.round,
        defence.combatant.id,
        attacker.id,
        defence.weapon_id,
        totals=(damage_value,),
        outcome=Outcome.HIT,
        hp_changes=(damage.hp_change,),
        condition_changes=damage.condition_changes,
        rulings=("T3", *rulings),
        summary=f"{defence.combatant.id} counterattacks {attacker.id} with "
        f"{defence.label or defence.weapon_id} for {damage_value.value}{note}",
    )


def check_critical_choice(choice: CriticalTarget | None, winner: Fighter, field: str) -> None:
    """T4: an unarmed winner may not pick the loser's weapon."""
    if choice is CriticalTarget.WEAPON and winner.unarmed:
        raise RuleRefusal(
            "an unarmed winner may not pick the weapon as its critical's target",
            reason="UNARMED_CRITICAL_ON_WEAPON",
            field=field,
            ruling="T4",
        )


def _critical(
    board: Board, winner: Fighter, loser: Fighter, choice: CriticalTarget | None
) -> TraceEvent | None:
    """A winner's natural 20 lowers one of the loser's Tiers (T4)."""
    current = board.combatants[loser.combatant.id]
    loss = board.tiered_rules.critical_tier_loss
    if choice is None:
        if current.armour and effective_value(current.armour) > 0:
            choice = CriticalTarget.ARMOUR
        elif current.shield and effective_value(current.shield) > 0:
            choice = CriticalTarget.SHIELD
        elif not winner.unarmed and loser.weapon and effective_tier(loser.weapon) > 0:
            choice = CriticalTarget.WEAPON
        else:
            return None
    head = (EventKind.CRITICAL, board.round, winner.combatant.id, current.id, winner.weapon_id)
    if choice is CriticalTarget.WEAPON and loser.unarmed:
        # T4 (Unarmed Melee): a 20 aimed at bare hands hurts like the loser's own natural 1.
        return _self_injury(
            board,
            current,
            head,
            f"{winner.combatant.id}'s natural 20 crushes {current.id}'s hands",
            fumble=False,
        )
    if choice is CriticalTarget.ARMOUR and current.armour:
        before = effective_value(current.armour)
        armour = current.armour.with_tier_loss(current.armour.tier_loss + min(loss, before))
        board.put(current.with_armour(armour))
        return _tier_event(board, head, choice, before, effective_value(armour))
    if choice is CriticalTarget.SHIELD and current.shield:
        before = effective_value(current.shield)
        shield = current.shield.with_tier_loss(current.shield.tier_loss + min(loss, before))
        board.put(current.with_shield(shield))
        return _tier_event(board, head, choice, before, effective_value(shield))
    if choice is CriticalTarget.WEAPON and loser.weapon:
        # A defence with no weapon for its skill (T10) has none to lose.
        before = effective_tier(loser.weapon)
        _lower_weapon(board, current, loser.weapon, loss)
        return _tier_event(board, head, choice, before, max(0, before - loss))
    return None


def _tier_event(
    board: Board,
    head: tuple[EventKind, int, str, str, str],
    choice: CriticalTarget,
    before: int,
    after: int,
) -> TraceEvent:
    """A natural 20's CRITICAL event; ``head`` is (kind, round, winner, loser, weapon)."""
    board.note(CriticalResult(head[2], head[3], False, choice, before, after))
    what = choice.name.lower()
    return TraceEvent(
        *head,
        totals=(total(f"{what}_tier", ("tier", before), ("critical", after - before)),),
        rulings=("T4", "T20"),
        summary=f"{head[2]}'s natural 20 lowers {head[3]}'s {what} Tier from {before} to {after}",
    )


def _lower_weapon(board: Board, combatant: Combatant, weapon: Weapon, loss: int) -> None:
    """Lower a carried weapon's Tier (bare hands have none to lose)."""
    current = find_weapon(combatant, weapon.id)
    if current is None:
        return
    taken = min(loss, effective_tier(current))
    weapons = tuple(
        w.with_tier_loss(w.tier_loss + taken) if w.id == weapon.id else w for w in combatant.weapons
    )
    board.put(combatant.with_weapons(weapons))


def _self_injury(
    board: Board,
    combatant: Combatant,
    head: tuple[EventKind, int, str, str, str],
    what: str,
    *,
    fumble: bool,
) -> TraceEvent:
    amount = board.tiered_rules.unarmed_fumble_damage
    damage = board.damage(combatant, amount)
    hp = damage.hp_change
    board.note(
        CriticalResult(head[2], combatant.id, fumble, None, 0, 0, amount, hp.before, hp.after)
    )
    return TraceEvent(
        *head,
        totals=(total("damage", ("unarmed_critical", amount)),),
        hp_changes=(damage.hp_change,),
        condition_changes=damage.condition_changes,
        rulings=("T4", "T20"),
        summary=f"{what}: {amount} damage, ignoring armour",
    )


def _fumble(board: Board, side: Fighter, rolled_with: Weapon) -> TraceEvent:
    """A natural 1 lowers the roller's own weapon Tier; unarmed, it hurts the roller (T4)."""
    current = board.combatants[side.combatant.id]
    head = (EventKind.CRITICAL, board.round, current.id, current.id, rolled_with.id)
    if side.unarmed:
        return _self_injury(
            board, current, head, f"{current.id}'s natural 1 breaks a hand", fumble=True
        )
    loss = board.tiered_rules.critical_tier_loss
    weapon = find_weapon(current, rolled_with.id) or rolled_with
    before = effective_tier(weapon)
    _lower_weapon(board, current, weapon, loss)
    board.note(
        CriticalResult(
            current.id, current.id, True, CriticalTarget.WEAPON, before, max(0, before - loss)
        )
    )
    return TraceEvent(
        *head,
        totals=(
            total("weapon_tier", ("tier", before), ("critical", max(0, before - loss) - before)),
        ),
        rulings=("T4", "T20"),
        summary=f"{current.id}'s natural 1 lowers its {rolled_with.id} Tier from {before} "
        f"to {max(0, before - loss)}",
    )
