"""ARRAYER weapon special effects (the document's list), read from the weapon's data
(``ArrayerWeaponRules.effects``: a kind and its number). docs/rules/arrayer.md describes each."""

from __future__ import annotations

from engine.actions import Attack
from engine.arrayer.strike import Strike
from engine.board import Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.lines import ray
from engine.movement import occupied_squares, square_is_free
from engine.results import ArrayerKnockBack, StrikeKind, gaining, hit_strike
from engine.state import (
    ArmourClass,
    ArrayerCombatant,
    ArrayerEffectKind,
    ArrayerRules,
    ArrayerWeaponRules,
    Combatant,
    Entanglement,
    EntanglementSource,
    Position,
    contains,
    weapon_effect,
)
from engine.trace import Condition, ConditionChange, EventKind, Outcome, Total, TraceEvent, total

__all__ = [
    "after_hit",
    "after_miss",
    "damage",
    "hold_or_entangle",
    "line_behind",
    "no_damage",
    "save",
    "score",
]

K = ArrayerEffectKind


def _armoured(target: Combatant) -> bool:
    armour = target.armour
    if armour is None:
        return False
    return armour.value > 0 or armour.armour_class not in (None, ArmourClass.NONE)


def damage(
    rules: ArrayerRules,
    profile: ArrayerWeaponRules,
    target: Combatant,
    face: int,
) -> tuple[Total, bool]:
    """A hit's damage (A2) with effect bonuses, the floor, and the HP floor (A9).

    Terms in order: roll, weight (a misericorde's against prone/grappled), effect bonuses, armour
    (not for gunpowder, A6), floor (to ``minimum_damage``), hp_floor (what A9 holds back). Returns
    the total and whether the HP floor held anything back. ``target`` is whatever the blow
    strikes: a horse (A10) is an unarmoured target without shield or conditions (mounts.py).
    """
    weight = profile.weight
    conditions = target.conditions
    grappled = weapon_effect(profile, K.WEIGHT_VS_GRAPPLED)
    prone = weapon_effect(profile, K.WEIGHT_VS_PRONE)
    if grappled is not None and conditions.grappled:
        weight = grappled.value
    elif prone is not None and conditions.prone:
        weight = prone.value
    terms: list[tuple[str, int]] = [("roll", face), ("weight", weight)]
    armour_class = target.armour.armour_class if target.armour else None
    bonuses = (
        (K.BONUS_VS_UNARMOURED, "unarmoured", not _armoured(target)),
        (
            K.BONUS_VS_MEDIUM_HEAVY_ARMOUR,
            "heavy_armour",
            armour_class in (ArmourClass.MEDIUM, ArmourClass.HEAVY),
        ),
        (K.BONUS_VS_ARMOURED, "armoured", _armoured(target)),
        (K.BONUS_VS_SHIELD, "shield", target.shield is not None),
    )
    for kind, name, applies in bonuses:
        effect = weapon_effect(profile, kind)
        if effect is not None and applies:
            terms.append((name, effect.value))
    if not profile.gunpowder:
        # Project decision: a shield adds its value to the armour (docs/rules/arrayer.md).
        armour = (target.armour.value if target.armour else 0) + (
            target.shield.value if target.shield else 0
        )
        terms.append(("armour", -armour))
    raw = sum(v for _, v in terms)
    if raw < rules.minimum_damage:
        terms.append(("floor", rules.minimum_damage - raw))
    amount = max(raw, rules.minimum_damage)
    floor = weapon_effect(profile, K.HP_FLOOR)
    held_back = False
    if floor is not None:
        allowed = max(0, target.hp - floor.value)
        if amount > allowed:
            terms.append(("hp_floor", allowed - amount))
            held_back = True
    return total("damage", *terms), held_back


def no_damage(profile: ArrayerWeaponRules, attack: Attack) -> bool:
    """A hit that holds or entangles instead of wounding (mancatcher, bola, net, meteor hammer)."""
    return (
        weapon_effect(profile, K.HOLD) is not None
        or weapon_effect(profile, K.TRIP) is not None
        or (attack.entangle and weapon_effect(profile, K.ENTANGLE_OPTION) is not None)
    )


def score(board: Board, combatant: Combatant, name: str) -> int:
    """A7: the score a save named ``name`` rolls under: Strength for Physique, Dexterity
    otherwise (Dodge, Dexterity; also who takes a contested square, A17); unset is the default."""
    traits = combatant.arrayer or ArrayerCombatant()
    stat = traits.strength if name == "Physique" else traits.dexterity
    return stat if stat is not None else board.arrayer_rules.default_score


def save(
    board: Board, dice: DiceSource, combatant: Combatant, name: str, what: str
) -> tuple[DieRoll, bool, str]:
    """A7: a d20 roll-under save; Dodge and Dexterity against Dexterity, Physique against
    Strength. Returns the die, whether it succeeded, and a summary fragment."""
    target = score(board, combatant, name)
    die = dice.roll(20, DiePurpose.SAVE, combatant.id)
    ok = die.face <= target
    verdict = "succeeds" if ok else f"fails: {what}"
    return die, ok, f"{combatant.id}'s {name} save d20 {die.face} against {target} {verdict}"


def hold_or_entangle(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    profile: ArrayerWeaponRules,
    attack: Attack,
    *,
    dice: DiceSource,
) -> tuple[TraceEvent, ...]:
    """The target must Dodge, or be held (mancatcher) or fall prone and entangled (bola, net,
    meteor hammer). A7 decides the Dodge."""
    hold = weapon_effect(profile, K.HOLD) is not None
    trip = weapon_effect(profile, K.TRIP)
    source = EntanglementSource(trip.value) if trip is not None else EntanglementSource.CHAIN
    outcome = "held" if hold else "knocked prone and entangled"
    die, ok, line = save(board, dice, target, "Dodge", outcome)
    target = board.combatants[target.id]
    changes: list[ConditionChange] = []
    if not ok:
        conditions = target.conditions
        if hold:
            first = board.combatants.get(conditions.held_by)
            if first is None or first.id == attacker.id or board.is_down(first):
                conditions = conditions.with_held_by(attacker.id)
            elif attacker.id not in conditions.also_held_by:
                # A further mancatcher: held by two, the target is trapped (moving.py).
                also = (*conditions.also_held_by, attacker.id)
                conditions = conditions.with_also_held_by(also)
            changes.append(ConditionChange(target.id, Condition.HELD, True))
        else:
            if not conditions.prone:
                changes.append(ConditionChange(target.id, Condition.PRONE, True))
            if conditions.entanglement is None:
                changes.append(ConditionChange(target.id, Condition.ENTANGLED, True))
            conditions = conditions.with_prone(True).with_entanglement(Entanglement(source, 0))
        board.put(target.with_conditions(conditions))
    gained = tuple(c.condition for c in changes)
    board.amend_strike(target.id, lambda struck: gaining(struck, *gained).with_dodged(ok))
    return (
        TraceEvent(
            EventKind.SAVE,
            board.round,
            target.id,
            attacker.id,
            dice=(die,),
            outcome=Outcome.SUCCESS if ok else Outcome.APPLIED,
            condition_changes=tuple(changes),
            rulings=("A7",),
            summary=line,
        ),
    )


def _break(board: Board, attacker: Combatant, weapon_id: str, why: str) -> TraceEvent:
    holder = board.combatants[attacker.id]
    holder_weapons = tuple(w.with_broken(True) if w.id == weapon_id else w for w in holder.weapons)
    board.put(holder.with_weapons(holder_weapons))
    return TraceEvent(
        EventKind.EFFECT,
        board.round,
        attacker.id,
        weapon_id=weapon_id,
        summary=f"{attacker.id}'s {weapon_id} breaks ({why})",
    )


def after_miss(
    board: Board, attacker: Combatant, strike: Strike, face: int
) -> tuple[TraceEvent, ...]:
    """Breaking on a miss: doping spines at Nat10+, a pilum or javelin in melee at Nat8+."""
    own = strike.weapon.definition.arrayer
    assert own is not None
    fragile = weapon_effect(own, K.BREAK_ON_MISS)
    if fragile is not None and face >= fragile.value:
        return (_break(board, attacker, strike.weapon.id, f"a miss at Nat{face}"),)
    return _melee_break(board, attacker, strike, face)


def _melee_break(
    board: Board, attacker: Combatant, strike: Strike, face: int
) -> tuple[TraceEvent, ...]:
    own = strike.weapon.definition.arrayer
    assert own is not None
    brittle = weapon_effect(own, K.BREAK_IN_MELEE)
    if strike.melee and brittle is not None and face >= brittle.value:
        return (_break(board, attacker, strike.weapon.id, f"used in melee, Nat{face}"),)
    return ()


def after_hit(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    strike: Strike,
    attack: Attack,
    *,
    dice: DiceSource,
    face: int,
    dealt: int,
    downed: bool,
    carrier: Combatant,
) -> tuple[TraceEvent, ...]:
    """Effects of a damaging hit on ``target``: melee breaking, a dose, a knock-back, an
    over-penetration. ``carrier`` is the combatant on the board the target is: itself, or the
    rider of a struck horse (A10), whom a knock-back of the horse moves with it; a horse carries
    no conditions, so a dose has nothing to take hold of."""
    own = strike.weapon.definition.arrayer
    assert own is not None
    events = list(_melee_break(board, attacker, strike, face))
    dose = weapon_effect(own, K.DOSE_ON_HIT)
    if dose is not None and face >= dose.value and target.id == carrier.id:
        victim = board.combatants[target.id]
        changes: tuple[ConditionChange, ...] = ()
        if not victim.conditions.dosed:
            changes = (ConditionChange(victim.id, Condition.DOSED, True),)
            board.amend_strike(victim.id, lambda struck: gaining(struck, Condition.DOSED))
            board.put(victim.with_conditions(victim.conditions.with_dosed(True)))
        events.append(
            TraceEvent(
                EventKind.EFFECT,
                board.round,
                attacker.id,
                target.id,
                strike.weapon.id,
                outcome=Outcome.APPLIED,
                condition_changes=changes,
                summary=f"{attacker.id}'s {strike.weapon.id} injects its dose into {target.id} "
                f"(Nat{face} >= {dose.value})",
            )
        )
    if weapon_effect(strike.profile, K.KNOCK_BACK) is not None and not downed:
        events.append(_knock_back(board, attacker, target, carrier, dice=dice, dealt=dealt))
    piercing = weapon_effect(own, K.OVER_PENETRATION)
    if piercing is not None and downed:
        events.extend(
            _over_penetrate(board, attacker, target, strike, attack, dice=dice, size=piercing.value)
        )
    return tuple(events)


def _step(frm: Position, to: Position) -> tuple[int, int]:
    return ((to.x > frm.x) - (to.x < frm.x), (to.y > frm.y) - (to.y < frm.y))


def _knock_back(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    carrier: Combatant,
    *,
    dice: DiceSource,
    dealt: int,
) -> TraceEvent:
    """Quarterstaff: Physique save, or thrown back max(0, floor(damage / 2) - HD) metres (A7, A8).
    On a grid the target is pushed that many squares straight away from the attacker (one square
    per metre), stopping before anything in the way. A struck horse (A10) saves and resists with
    its own Hit Dice (A23) and carries its rider (``carrier``) back with it."""
    victim = board.combatants.get(target.id, target)
    traits = victim.arrayer or ArrayerCombatant()
    metres = max(0, dealt // 2 - traits.hit_dice)
    die, ok, line = save(board, dice, victim, "Physique", f"thrown back {metres} m")
    terms = [("half_damage", dealt // 2), ("hit_dice", -traits.hit_dice)]
    if metres > dealt // 2 - traits.hit_dice:
        terms.append(("floor", metres - (dealt // 2 - traits.hit_dice)))
    distance = total("knock_back", *terms)
    path: list[Position] = []
    moved = board.combatants[carrier.id]
    if not ok and moved.position is not None and attacker.position is not None:
        dx, dy = _step(attacker.position, moved.position)
        occupied = occupied_squares(board, moved.id)
        here = moved.position
        for _ in range(metres):
            nxt = Position(here.x + dx, here.y + dy)
            if not square_is_free(board, nxt, occupied):
                break
            path.append(nxt)
            here = nxt
        if path:
            board.put(moved.with_position(path[-1]))
    thrown = ArrayerKnockBack(
        ok, 0 if ok else metres, len(path), path[-1] if path else moved.position
    )
    board.amend_strike(victim.id, lambda struck: struck.with_knock_back(thrown))
    return TraceEvent(
        EventKind.SAVE,
        board.round,
        victim.id,
        attacker.id,
        dice=(die,),
        totals=(distance,),
        outcome=Outcome.SUCCESS if ok else Outcome.APPLIED,
        rulings=("A7", "A8"),
        summary=line,
        path=tuple(path),
    )


def line_behind(
    board: Board, shooter: Combatant, target: Combatant, strike: Strike
) -> tuple[Combatant, ...] | None:
    """A20: the standing combatants on the shot's line (Bresenham from the shooter through the
    target, continued beyond it) past the target and within the shot's extreme range, nearest
    first. An obstacle or the grid's edge ends the line; the fallen lie below it (project
    decision). None when the line cannot be drawn (the shooter or the target has no position)."""
    start, through = shooter.position, target.position
    if start is None or through is None or strike.bands is None:
        return None
    squares = ray(start, through, strike.bands.extreme_range)
    standing: dict[Position, list[Combatant]] = {}
    for c in board.combatants.values():
        if c.position is not None and c.id not in (shooter.id, target.id) and not board.is_down(c):
            standing.setdefault(c.position, []).append(c)
    battlefield = board.state.battlefield
    found: list[Combatant] = []
    for square in squares[squares.index(through) + 1 :]:
        if square in board.obstacles or (battlefield and not contains(battlefield, square)):
            break
        found.extend(sorted(standing.get(square, ()), key=lambda c: c.id))
    return tuple(found)


def _over_penetrate(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    strike: Strike,
    attack: Attack,
    *,
    dice: DiceSource,
    size: int,
) -> tuple[TraceEvent, ...]:
    """Arquebus (A20): the target downed, d(size) - armour (minimum 0) to the first combatant
    behind it on the shot's line; each one this downs passes it on to the next. Without
    positions, the targets behind are those the attack names, in order."""
    behind = line_behind(board, attacker, target, strike)
    if behind is None:
        behind = tuple(
            board.combatants[i]
            for i in attack.extra_target_ids
            if i in board.combatants and i not in (attacker.id, target.id)
        )
    events = []
    weapon_id = strike.weapon.id
    passed = target
    for standing in behind:
        victim = board.combatants[standing.id]
        die = dice.roll(size, DiePurpose.DAMAGE, attacker.id)
        armour = victim.armour.value if victim.armour else 0
        terms: list[tuple[str, int]] = [("roll", die.face), ("armour", -armour)]
        if die.face - armour < 0:
            terms.append(("floor", armour - die.face))
        amount = total("damage", *terms)
        hurt = board.damage(victim, amount.value)
        board.note(
            hit_strike(
                StrikeKind.BEHIND, attacker.id, victim.id, weapon_id, damage=amount.value, hurt=hurt
            )
        )
        events.append(
            TraceEvent(
                EventKind.EFFECT,
                board.round,
                attacker.id,
                victim.id,
                weapon_id,
                dice=(die,),
                totals=(amount,),
                outcome=Outcome.HIT,
                hp_changes=(hurt.hp_change,),
                condition_changes=hurt.condition_changes,
                rulings=("A20",),
                summary=f"{attacker.id}'s shot passes through {passed.id} into {victim.id} "
                f"for {amount.value}",
            )
        )
        if not any(c.condition is Condition.DOWNED and c.active for c in hurt.condition_changes):
            break
        passed = victim
    return tuple(events)
