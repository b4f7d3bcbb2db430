"""ARRAYER attacks: one Attack Die decides hit and damage (rulings A1-A3), with the complications
the document lists: prone targets and killing blows (A5, A19), gunpowder (A6, gunpowder.py),
mounts (A10, A23, mounts.py) and every weapon special effect (effects.py).

The order of one attack: pick the weapon's profile (close quarters, alternate, fatigued: A25),
check what the options and the ground allow (entangling A21, room to wield A22, the greatsword's
follow-up A26, the arquebus's named targets behind A20), decide melee or missile and the hit
threshold (reach, range band), check training and roll the Attack Die (1d6 against a prone target
in melee, A19), let gunpowder misfire or mishap, then hit or miss, damage to whatever the blow
strikes (the rider or its horse, A10), and the effects.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

from engine.actions import ArrayerFollowUp, ArrayerMountTarget, Attack
from engine.arrayer import effects, gunpowder, mounts
from engine.arrayer.events import attack_event
from engine.arrayer.gunpowder import Shot
from engine.arrayer.strike import Strike
from engine.board import Board
from engine.catalog import builtin_catalog
from engine.dice import DiceSource, DiePurpose
from engine.errors import InvalidRequestError, RuleRefusal
from engine.movement import occupied_squares
from engine.results import (
    AttackResult,
    StrikeKind,
    StrikeResult,
    as_follow_up,
    attack_result,
    hit_strike,
    strike_result,
)
from engine.state import (
    ArrayerCombatant,
    ArrayerEffectKind,
    ArrayerRules,
    ArrayerWeaponRules,
    Combatant,
    Weapon,
    contains,
    distance,
    find_weapon,
    improvements,
    weapon_effect,
)
from engine.trace import Condition, ConditionChange, EventKind, Outcome, TraceEvent

__all__ = [
    "attack_die",
    "fatigued_profile",
    "free_squares_around",
    "new_engagement",
    "plan_strike",
    "resolve_attack",
    "weapon_rules",
]

_BANDS = ("effective", "long", "extreme")


def weapon_rules(weapon: Weapon) -> ArrayerWeaponRules:
    """The ARRAYER rules of a validated weapon."""
    rules = weapon.definition.arrayer
    assert rules is not None, "validated: ARRAYER weapons carry ARRAYER rules"
    return rules


def attack_die(
    attacker: Combatant,
    weapon: Weapon,
    rules: ArrayerRules,
    field: str,
    profile: ArrayerWeaponRules | None = None,
) -> int:
    """The Attack Die size for ``attacker`` fighting with ``profile`` (default: the weapon's own
    rules; ruling A1).

    Intuitive weapons start at Basic, specialised (S) ones at Unknown; each improvement in the
    weapon's type is one step up the ladder (``rules.proficiency_dice``: Basic, Skilled, Expert).
    """
    profile = profile or weapon_rules(weapon)
    traits = attacker.arrayer or ArrayerCombatant()
    level = improvements(traits, profile.weapon_type) - (1 if profile.specialised else 0)
    if level < 0:
        raise RuleRefusal(
            f"{weapon.id!r} is a specialised (S) weapon and {attacker.id!r} has Unknown "
            f"proficiency in {profile.weapon_type.name.lower()}",
            reason="SPECIALISED_WEAPON_UNKNOWN_PROFICIENCY",
            field=field,
            ruling="A1",
        )
    return rules.proficiency_dice[min(level, len(rules.proficiency_dice) - 1)]


def _profile(weapon_id: str, catalog_id: str, why: str, field: str) -> ArrayerWeaponRules:
    """The catalog profile a weapon fights as (close quarters, alternate, fatigued)."""
    catalog = builtin_catalog().arrayer
    try:
        definition = catalog.weapon(catalog_id, field=field)
    except InvalidRequestError:
        raise InvalidRequestError(
            f"{weapon_id!r} fights as {catalog_id!r} {why}, which the catalog lacks",
            reason="UNKNOWN_WEAPON",
            field=field,
        ) from None
    assert definition.arrayer is not None
    return definition.arrayer


def fatigued_profile(
    board: Board, attacker: Combatant, weapon: Weapon, field: str = ""
) -> ArrayerWeaponRules | None:
    """The profile of a weapon that ``attacker`` has fired to fatigue (A16: Strength-score shots
    this engagement), None while it is not fatigued (or cannot be)."""
    own = weapon_rules(weapon)
    if not (weapon_effect(own, ArrayerEffectKind.FATIGUE) and own.fatigued_as):
        return None
    traits = attacker.arrayer or ArrayerCombatant()
    strength = traits.strength if traits.strength is not None else board.arrayer_rules.default_score
    if weapon.shots_fired < strength:
        return None
    tired = _profile(weapon.id, own.fatigued_as, "once fatigued", field)
    # A25: a bow for range bands and weight only; the archer keeps the die (and every other
    # rule) of the longbow, so fatigue never improves aim.
    return own.with_range(tired.range).with_weight(tired.weight)


def plan_strike(
    board: Board, attacker: Combatant, target: Combatant, attack: Attack, field: str
) -> Strike:
    """Check the attack is allowed and decide its profile, mode and hit threshold (A1, A3, A14,
    A16). Raises RuleRefusal for what the rules forbid."""
    weapon_field = f"{field}.weapon_id"
    weapon = board.weapon(attacker, attack.weapon_id, weapon_field)
    own = weapon_rules(weapon)
    rules = board.arrayer_rules
    if weapon.broken:
        raise RuleRefusal(f"{weapon.id!r} is broken", reason="WEAPON_BROKEN", field=weapon_field)
    if weapon.thrown:
        raise RuleRefusal(
            f"{weapon.id!r} was thrown and has not been recovered",
            reason="WEAPON_THROWN",
            field=weapon_field,
        )
    if attacker.conditions.entanglement is not None:
        raise RuleRefusal(
            f"{attacker.id!r} is entangled and must get free first",
            reason="ENTANGLED",
            field=f"{field}.attacker_id",
        )
    distance = board.distance(attacker, target)
    profile, notes = own, []
    if attack.use_alternate:
        if not own.alternate_as:
            raise RuleRefusal(
                f"{weapon.id!r} has no alternate use",
                reason="NO_ALTERNATE_USE",
                field=f"{field}.use_alternate",
            )
        profile = _profile(weapon.id, own.alternate_as, "when used alternately", weapon_field)
        notes.append(f"as {own.alternate_as}")
    elif own.close_quarters_as and distance is not None and distance <= 1:
        profile = _profile(weapon.id, own.close_quarters_as, "at close quarters", weapon_field)
        notes.append(f"as {own.close_quarters_as} at close quarters")
    elif (tired := fatigued_profile(board, attacker, weapon, weapon_field)) is not None:
        profile = tired
        notes.append(f"fatigued: as {own.fatigued_as}")
    if attack.entangle and weapon_effect(profile, ArrayerEffectKind.ENTANGLE_OPTION) is None:
        # A21: refused, never silently struck instead; up close a chain weapon is its knife.
        up_close = weapon_effect(own, ArrayerEffectKind.ENTANGLE_OPTION) is not None
        if up_close:
            why = f"is a {own.close_quarters_as} at close quarters and cannot entangle"
        elif weapon_effect(profile, ArrayerEffectKind.TRIP) is not None:
            # A bola or net entangles on every hit; `entangle` is the choice to forgo damage.
            why = "entangles on every hit: entangle is the option of weapons that may forgo damage"
        else:
            why = "cannot entangle"
        raise RuleRefusal(
            f"{weapon.id!r} {why}",
            reason="CANNOT_ENTANGLE",
            field=f"{field}.entangle",
            ruling="A21",
        )
    if profile.needs_space:
        _check_space(board, attacker, weapon, weapon_field)
    if attack.follow_up is not None:
        _check_follow_up(
            board, attacker, target, attack.follow_up, own=own, reach=profile.reach, field=field
        )
    if profile.reach >= 1 and (distance is None or distance <= profile.reach):
        return Strike(
            weapon, profile, True, "melee", rules.hit_threshold_effective, False, tuple(notes)
        )
    bands = profile.range
    if attack.ammunition is not None:
        chosen = next((a for a in profile.ammunition_ranges if a.kind is attack.ammunition), None)
        if chosen is None:
            raise RuleRefusal(
                f"{weapon.id!r} cannot loose {attack.ammunition.name.lower()}",
                reason="WRONG_AMMUNITION",
                field=f"{field}.ammunition",
            )
        bands = chosen.range
        notes.append(attack.ammunition.name.lower())
    if bands is None:
        raise RuleRefusal(
            f"{target.id!r} is {distance} squares away, beyond the reach "
            f"({profile.reach}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_RANGE",
            field=f"{field}.target_id",
            ruling="A3",
        )
    limits = (bands.effective_range, bands.long_range, bands.extreme_range)
    thresholds = (
        rules.hit_threshold_effective,
        rules.hit_threshold_long,
        rules.hit_threshold_extreme,
    )
    band = next(
        (i for i, limit in enumerate(limits) if distance is None or distance <= limit), None
    )
    if band is None:
        raise RuleRefusal(
            f"{target.id!r} is {distance} squares away, beyond the extreme range "
            f"({bands.extreme_range}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_RANGE",
            field=f"{field}.target_id",
            ruling="A3",
        )
    if weapon.reload_chits > 0:
        raise RuleRefusal(
            f"{weapon.id!r} still has {weapon.reload_chits} reload chits",
            reason="WEAPON_NOT_LOADED",
            field=weapon_field,
            ruling="A14",
        )
    if profile.discharge_standing and attacker.conditions.prone:
        raise RuleRefusal(
            f"{weapon.id!r} must be discharged standing or crouching; {attacker.id!r} is prone",
            reason="MUST_STAND",
            field=weapon_field,
        )
    thrown = profile.throwable and profile.reload_chits == 0
    strike = Strike(
        weapon, profile, False, _BANDS[band], thresholds[band], thrown, tuple(notes), bands
    )
    if weapon_effect(own, ArrayerEffectKind.OVER_PENETRATION) is not None:
        _check_behind(board, attacker, target, strike, attack.extra_target_ids, field=field)
    return strike


def _check_follow_up(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    follow_up: ArrayerFollowUp,
    *,
    own: ArrayerWeaponRules,
    reach: int,
    field: str,
) -> None:
    """A26: a follow-up needs a weapon that attacks again on downing an enemy; each named extra
    attack, a standing enemy in reach (the attacker does not move during the chain)."""
    where = f"{field}.follow_up"
    if follow_up.decline and follow_up.target_ids:
        raise InvalidRequestError(
            "a follow-up either declines the extra attack or names its targets, not both",
            reason="CONFLICTING_OPTIONS",
            field=where,
        )
    if weapon_effect(own, ArrayerEffectKind.EXTRA_ATTACK_ON_DOWN) is None and (
        follow_up.decline or follow_up.target_ids
    ):
        raise RuleRefusal(
            f"{attacker.id!r}'s weapon does not attack again on downing an enemy",
            reason="NO_EXTRA_ATTACK",
            field=where,
            ruling="A26",
        )
    seen: set[str] = set()
    for i, target_id in enumerate(follow_up.target_ids):
        named = f"{where}.target_ids[{i}]"
        other = board.target(attacker, target_id, named)
        if other.id in seen:
            raise InvalidRequestError(
                f"{other.id!r} is named twice", reason="DUPLICATE_ID", field=named
            )
        seen.add(other.id)
        why = ""
        if other.id == target.id:
            why = "the attack's own target"
        elif other.side_id == attacker.side_id:
            why = "an ally"
        elif board.is_down(other):
            why = "down"
        if why:
            raise RuleRefusal(
                f"{other.id!r} is {why}: an extra attack needs a standing enemy",
                reason="NOT_A_STANDING_ENEMY",
                field=named,
                ruling="A26",
            )
        distance = board.distance(attacker, other)
        if distance is not None and distance > reach:
            raise RuleRefusal(
                f"{other.id!r} is {distance} squares away, beyond the reach ({reach}) "
                f"of {attacker.id!r}'s extra attack",
                reason="TARGET_OUT_OF_RANGE",
                field=named,
                ruling="A26",
            )


def free_squares_around(board: Board, combatant: Combatant) -> int | None:
    """A22: how many of the 8 squares around ``combatant`` are free (on the grid, no obstacle, no
    living combatant); None when it has no position (nothing to measure)."""
    here = combatant.position
    if here is None:
        return None
    # Counted, not enumerated: every attack with a ¶ weapon asks, so no Position per square.
    battlefield = board.state.battlefield
    on_grid = 8
    if battlefield is not None:
        cols = _span(here.x, battlefield.width)
        rows = _span(here.y, battlefield.height)
        on_grid = cols * rows - 1
    # Blocked neighbours on the grid (an obstacle may lie off it: already out of on_grid).
    taken = {
        p
        for p in itertools.chain(occupied_squares(board, combatant.id), board.obstacles)
        if distance(here, p) == 1 and (battlefield is None or contains(battlefield, p))
    }
    return on_grid - len(taken)


def _span(at: int, size: int) -> int:
    """How many of at - 1, at, at + 1 lie within 0..size - 1 (all 3 on an unbounded axis)."""
    if size == 0:
        return 3
    return min(at + 1, size - 1) - max(at - 1, 0) + 1


def _check_space(board: Board, attacker: Combatant, weapon: Weapon, field: str) -> None:
    """A22: a weapon marked "require 4 square metres" (¶) needs room around its wielder."""
    free = free_squares_around(board, attacker)
    need = board.arrayer_rules.space_free_squares
    if free is not None and free < need:
        raise RuleRefusal(
            f"{weapon.id!r} needs {need} free squares around {attacker.id!r} "
            f"(4 square metres); {free} are free",
            reason="NEEDS_SPACE",
            field=field,
            ruling="A22",
        )


def _check_behind(
    board: Board,
    attacker: Combatant,
    target: Combatant,
    strike: Strike,
    named: tuple[str, ...],
    *,
    field: str,
) -> None:
    """A20: each target an arquebus shot names behind its target must be on the shot's line."""
    behind = effects.line_behind(board, attacker, target, strike)
    for i, target_id in enumerate(named):
        where = f"{field}.extra_target_ids[{i}]"
        other = board.target(attacker, target_id, where)
        if behind is not None and other.id not in {c.id for c in behind}:
            assert strike.bands is not None, "a line is drawn only for a shot with range bands"
            at = f" at ({other.position.x}, {other.position.y})" if other.position else ""
            raise RuleRefusal(
                f"{other.id!r}{at} is not standing on the line of the shot behind "
                f"{target.id!r} within {strike.bands.extreme_range} squares",
                reason="NOT_ON_LINE_OF_SHOT",
                field=where,
                ruling="A20",
            )


def resolve_attack(
    board: Board, attack: Attack, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Resolve an ARRAYER attack (melee, missile or thrown) and return its trace events; its
    AttackResult is recorded on the board."""
    mark = len(board.parts)
    attacker = board.actor(attack.attacker_id, f"{field}.attacker_id")
    target = board.target(attacker, attack.target_id, f"{field}.target_id")
    strike = plan_strike(board, attacker, target, attack, field)
    own = weapon_rules(strike.weapon)
    if attack.killing_blow:
        event = _killing_blow(board, attacker, target, strike, field)
        board.record(attack_result(board.notes_since(mark)))
        return (event,)
    if weapon_effect(own, ArrayerEffectKind.ONLY_UNAWARE):
        raise RuleRefusal(
            f"{strike.weapon.id!r} is useless in open combat: only a killing blow on an unaware "
            "enemy",
            reason="ONLY_KILLING_BLOW",
            field=f"{field}.killing_blow",
            ruling="A5",
        )
    blow = _Blow(board, attacker, attack, strike, dice, field)
    spread = weapon_effect(own, ArrayerEffectKind.SPREAD)
    targets = [target]
    if spread is not None and not strike.melee:
        targets += _spread_targets(blow, target, spread.value)
    shot = Shot.FIRED
    for i, victim in enumerate(targets):
        shot = _one_attack(blow, victim, first=i == 0)
        if shot is not Shot.FIRED:
            break
    _after_discharge(board, attacker, strike, spent=shot is not Shot.MISFIRE)
    # plan_strike refuses a broken weapon: broken now, it broke in this attack.
    current = find_weapon(board.combatants[attacker.id], strike.weapon.id)
    broken = current is not None and current.broken
    board.record(attack_result(board.notes_since(mark), weapon_broken=broken))
    return tuple(blow.events)


@dataclass(slots=True)
class _Blow:
    """One attack action being resolved, and the events it has produced so far."""

    board: Board
    attacker: Combatant
    attack: Attack
    strike: Strike
    dice: DiceSource
    field: str
    events: list[TraceEvent] = dataclasses.field(default_factory=list)


def _spread_targets(blow: _Blow, target: Combatant, count: int) -> list[Combatant]:
    """The blunderbuss's further targets (A29): named, each adjacent to the first target (not to
    the shooter), each attacked with its own Attack Die in the one discharge."""
    board = blow.board
    extra: list[Combatant] = []
    for i, target_id in enumerate(blow.attack.extra_target_ids[: max(0, count - 1)]):
        where = f"{blow.field}.extra_target_ids[{i}]"
        other = board.target(blow.attacker, target_id, where)
        distance = board.distance(target, other)
        if other.id == target.id or (distance is not None and distance > 1):
            raise RuleRefusal(
                f"{other.id!r} is not adjacent to {target.id!r}",
                reason="NOT_ADJACENT",
                field=where,
            )
        extra.append(other)
    return extra


def _one_attack(blow: _Blow, target: Combatant, *, first: bool) -> Shot:
    """One Attack Die against one target; gunpowder may stop the shot (gunpowder.py)."""
    board, attacker, strike, attack, dice = (
        blow.board,
        blow.attacker,
        blow.strike,
        blow.attack,
        blow.dice,
    )
    events = blow.events
    rules = board.arrayer_rules
    profile, weapon = strike.profile, strike.weapon
    kind = StrikeKind.PRIMARY if first else StrikeKind.SPREAD
    rulings = ["A1", "A2", "A3"]
    # A19: training is checked first (a specialised weapon at Unknown is refused even against
    # the prone); the prone target's d6 (A5) then replaces only the die.
    size = attack_die(attacker, weapon, rules, f"{blow.field}.weapon_id", profile)
    if strike.melee and target.conditions.prone:
        size = rules.prone_attack_die
        rulings = ["A5", "A2"]
    roll = dice.roll(size, DiePurpose.ATTACK, attacker.id)
    face = roll.face
    how = "" if strike.melee else f" at {strike.band} range"
    notes = "".join(f" ({n})" for n in strike.notes)
    if profile.gunpowder and first:
        shot = gunpowder.check(board, attacker, target, weapon, roll, dice=dice, events=events)
        if shot is not Shot.FIRED:
            return shot
    if profile.gunpowder:
        rulings.append("A6")
    mounted = _mount_victim(target, attacker, attack, face)
    if mounted:
        rulings.append("A10")
    if face > strike.threshold:
        events.append(
            attack_event(
                board,
                attacker,
                target,
                weapon,
                roll,
                outcome=Outcome.MISS,
                rulings=tuple(rulings),
                summary=f"{attacker.id} misses {target.id} with {weapon.id}{how}{notes} "
                f"(d{size} rolled {face} > {strike.threshold})",
            )
        )
        board.note(_unhurt(board, kind, attacker, target, weapon, outcome=Outcome.MISS))
        events.extend(effects.after_miss(board, attacker, strike, face))
        _disrupt(board, target.id)
        return Shot.FIRED
    if effects.no_damage(profile, attack):
        events.append(
            attack_event(
                board,
                attacker,
                target,
                weapon,
                roll,
                outcome=Outcome.HIT,
                rulings=tuple(rulings),
                summary=f"{attacker.id} hits {target.id} with {weapon.id}{how}{notes}, "
                "dealing no damage",
            )
        )
        board.note(_unhurt(board, kind, attacker, target, weapon, outcome=Outcome.HIT))
        events.extend(effects.hold_or_entangle(board, attacker, target, profile, attack, dice=dice))
        _disrupt(board, target.id)
        return Shot.FIRED
    # A10: a blow on the horse strikes it like any other target (mounts.py).
    on_horse = mounted == "horse"
    struck = mounts.as_target(target) if on_horse else target
    damage_total, hp_floor = effects.damage(rules, profile, struck, face)
    if on_horse:
        hurt = mounts.hurt(board, target, damage_total.value)
    else:
        hurt = board.damage(target, damage_total.value)
    if hp_floor:
        rulings.append("A9")
    named = f"{target.id}'s horse" if on_horse else target.id
    events.append(
        attack_event(
            board,
            attacker,
            target,
            weapon,
            roll,
            totals=(damage_total,),
            outcome=Outcome.HIT,
            hp_changes=(hurt.hp_change,),
            condition_changes=hurt.condition_changes,
            rulings=tuple(rulings),
            summary=f"{attacker.id} hits {named} with {weapon.id}{how}{notes} "
            f"for {damage_total.value}",
        )
    )
    # A struck horse is named as the trace names it (<rider id>/mount).
    hit = hit_strike(kind, attacker.id, struck.id, weapon.id, damage=damage_total.value, hurt=hurt)
    board.note(hit.with_mount(True) if on_horse else hit)
    _disrupt(board, target.id)
    downed = any(c.condition is Condition.DOWNED and c.active for c in hurt.condition_changes)
    events.extend(
        effects.after_hit(
            board,
            attacker,
            struck,
            strike,
            attack,
            dice=dice,
            face=face,
            dealt=damage_total.value,
            downed=downed,
            carrier=target,
        )
    )
    if downed and weapon_effect(weapon_rules(weapon), ArrayerEffectKind.EXTRA_ATTACK_ON_DOWN):
        events.extend(_extra_attack(blow, struck))
    return Shot.FIRED


def _unhurt(
    board: Board,
    kind: StrikeKind,
    attacker: Combatant,
    target: Combatant,
    weapon: Weapon,
    *,
    outcome: Outcome,
) -> StrikeResult:
    """A strike that dealt no damage (a miss, a hold or entanglement)."""
    hp = board.combatants[target.id].hp
    return strike_result(kind, attacker.id, target.id, weapon.id, outcome, hp=hp)


def _mount_victim(target: Combatant, attacker: Combatant, attack: Attack, face: int) -> str:
    """A10: where a blow at a mounted target lands: "horse", "rider", or "" when not mounted."""
    mount = target.arrayer.mount if target.arrayer else None
    if mount is None or mount.hp < 0:
        return ""
    own_mount = attacker.arrayer.mount if attacker.arrayer else None
    if own_mount is not None and own_mount.hp >= 0:
        choice = attack.mount_target or ArrayerMountTarget.RIDER
        return "horse" if choice is ArrayerMountTarget.HORSE else "rider"
    return "horse" if face % 2 else "rider"


def _killing_blow(
    board: Board, attacker: Combatant, target: Combatant, strike: Strike, field: str
) -> TraceEvent:
    """A5: an unaware mortal killed without a roll when the caller says it can be ensured, with
    a weapon the attacker may use (A1)."""
    if not target.conditions.unaware:
        raise RuleRefusal(
            f"{target.id!r} is not unaware: no killing blow",
            reason="TARGET_NOT_UNAWARE",
            field=f"{field}.killing_blow",
            ruling="A5",
        )
    if not strike.melee:
        raise RuleRefusal(
            f"a killing blow needs {target.id!r} within reach",
            reason="TARGET_OUT_OF_RANGE",
            field=f"{field}.target_id",
            ruling="A5",
        )
    # A1, A19: no roll is made, but a specialised weapon still needs instruction.
    attack_die(attacker, strike.weapon, board.arrayer_rules, f"{field}.weapon_id", strike.profile)
    silent = weapon_effect(weapon_rules(strike.weapon), ArrayerEffectKind.ONLY_UNAWARE) is not None
    conditions = target.conditions.with_dead(True).with_prone(True)
    board.put(target.with_conditions(conditions))
    changes = [ConditionChange(target.id, Condition.DEAD, True)]
    if not board.is_down(target):
        changes.insert(0, ConditionChange(target.id, Condition.DOWNED, True))
    if not target.conditions.prone:
        changes.append(ConditionChange(target.id, Condition.PRONE, True))
    board.note(
        strike_result(
            StrikeKind.PRIMARY,
            attacker.id,
            target.id,
            strike.weapon.id,
            Outcome.KILLED,
            hp=target.hp,
            changes=tuple(changes),
        )
    )
    return TraceEvent(
        EventKind.ATTACK,
        board.round,
        attacker.id,
        target.id,
        strike.weapon.id,
        outcome=Outcome.KILLED,
        condition_changes=tuple(changes),
        rulings=("A5",),
        summary=f"{attacker.id} kills unaware {target.id} with {strike.weapon.id} "
        f"(killing blow{', silently' if silent else ''})",
    )


def _extra_attack(blow: _Blow, downed: Combatant) -> tuple[TraceEvent, ...]:
    """Greatsword (A26): on downing an enemy, attack again, and so on while each downs. The
    attack's follow-up may decline or name the extra attacks in order; without one, the first
    named extra target still standing and in reach, else the nearest standing enemy in reach
    (ties: lowest id)."""
    board = blow.board
    attacker = board.combatants[blow.attacker.id]
    follow_up = blow.attack.follow_up
    if board.is_down(attacker) or (follow_up is not None and follow_up.decline):
        return ()
    if follow_up is not None and follow_up.target_ids:
        first, *rest = follow_up.target_ids
        then = ArrayerFollowUp(target_ids=tuple(rest)) if rest else ArrayerFollowUp(decline=True)
        return _again(blow, blow.attack.with_target_id(first).with_follow_up(then))
    reach = blow.strike.profile.reach
    in_reach = [
        c
        for c in board.combatants.values()
        if c.side_id != attacker.side_id
        and c.id != downed.id
        and not board.is_down(c)
        and (board.distance(attacker, c) or 0) <= reach
    ]
    if not in_reach:
        return ()
    named = [c for i in blow.attack.extra_target_ids for c in in_reach if c.id == i]
    nxt = (
        named[0] if named else min(in_reach, key=lambda c: (board.distance(attacker, c) or 0, c.id))
    )
    return _again(blow, blow.attack.with_target_id(nxt.id))


def _again(blow: _Blow, again: Attack) -> tuple[TraceEvent, ...]:
    """The attack made again (A26); it records its own result, whose strikes join this
    attack's as follow-ups."""
    board = blow.board
    events = resolve_attack(board, again, blow.dice, blow.field)
    made = board.result
    assert isinstance(made, AttackResult)
    for struck in made.strikes:
        board.note(as_follow_up(struck))
    # The extra attack's own event cites the ruling that grants it.
    first, *rest = events
    return (first.with_rulings((*first.rulings, "A26")), *rest)


def _disrupt(board: Board, combatant_id: str) -> None:
    """A14: a combatant attacked while reloading loses this round's chit."""
    combatant = board.combatants[combatant_id]
    traits = combatant.arrayer
    if traits is None or traits.reload_disrupted:
        return
    if any(w.reload_chits > 0 for w in combatant.weapons):
        board.put(combatant.with_arrayer(traits.with_reload_disrupted(True)))


def new_engagement(board: Board) -> None:
    """A25: an encounter that starts at round 0 is a new engagement, so the longbow's shots
    (A16, ``Weapon.shots_fired``) count from 0 again."""
    for combatant in list(board.combatants.values()):
        if any(w.shots_fired for w in combatant.weapons):
            weapons = tuple(w.with_shots_fired(0) for w in combatant.weapons)
            board.put(combatant.with_weapons(weapons))


def _after_discharge(board: Board, attacker: Combatant, strike: Strike, *, spent: bool) -> None:
    """A missile discharged: reload chits (A14), a fatigue shot (A16), a thrown weapon gone; a
    misfire spends nothing."""
    if strike.melee or not spent:
        return
    attacker = board.combatants[attacker.id]
    current = find_weapon(attacker, strike.weapon.id)
    assert current is not None
    if current.broken:
        return
    changed = current
    if strike.thrown:
        changed = changed.with_thrown(True)
    else:
        changed = changed.with_reload_chits(
            changed.reload_chits or strike.profile.reload_chits
        ).with_shots_fired(changed.shots_fired + 1)
    weapons = tuple(changed if w.id == current.id else w for w in attacker.weapons)
    traits = attacker.arrayer or ArrayerCombatant()
    board.put(attacker.with_weapons(weapons).with_arrayer(traits.with_reload_disrupted(False)))
