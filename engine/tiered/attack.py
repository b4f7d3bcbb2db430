"""Every `tiered` attack form: one- and two-handed melee, unarmed, dual wield, thrown weapons, bows,
crossbows, firearms and siege weapons, and the free stealth attack (rulings T1-T6, T8, T9, T19); and
the defender's side: the weapon skill it rolls and the weapon that goes with it (T10, T11).

Each form decides the attacker's roll, its reach or range and how a win becomes damage; the contest
itself is engine/tiered/exchange.py. Crossbows and firearms within their guaranteed range hit
without a roll (T5); beyond it they are contested as bows are, with their own skill (T19). After a
shot, ammunition is spent and reloads are owed; a thrown weapon leaves the thrower's hand. After any
attack the attacker faces its target (T13).
"""

from __future__ import annotations

from typing import final

from engine.actions import Attack
from engine.board import UNARMED_ID, Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.errors import InvalidRequestError, RuleRefusal
from engine.results import StrikeKind, StrikeResult, attack_result, hit_strike
from engine.state import (
    Combatant,
    Hand,
    TieredSkill,
    TieredWeaponClass,
    Weapon,
    distance,
    effective_tier,
    effective_value,
    find_weapon,
    skill_field,
    skill_level,
    weapon_tier,
)
from engine.tiered.exchange import (
    Fighter,
    Strike,
    check_critical_choice,
    contest,
    damage_total,
    melee_strike,
    roll_total,
)
from engine.tiered.forms import (
    AMMUNITION,
    CROSSBOWS,
    FIREARMS,
    MELEE_REACH,
    MELEE_SKILLS,
    RELOADED,
    SIEGE_MIN_SCHOLAR,
    TWO_HANDED_SKILLS,
    WEAPON_SKILLS,
    armour_cut,
    check_ammunition,
    check_usable,
    goes_with,
    guaranteed_range,
    reload_actions,
    siege_crew,
    siege_range,
    skill_for,
    skills_of,
    traits,
    weapon_class,
)
from engine.tiered.sight import blocker, face, sees
from engine.tiered.stealth import drop_flags
from engine.trace import ConditionChange, Damage, EventKind, Outcome, Total, TraceEvent, total
from engine.values import Value

__all__ = ["Plan", "plan_attack", "resolve_attack"]

_DUAL = frozenset({TieredWeaponClass.UNARMED, TieredWeaponClass.ONE_HANDED_MELEE})


@final
class Plan(Value):
    """An attack checked and ready: the attacker's side, how a win hurts, and whether it is a
    guaranteed hit (no roll, T5), a projectile (line of fire, ammunition) or a throw."""

    FIELDS = ("offence", "strike", "guaranteed", "thrown", "guaranteed_range")
    __slots__ = FIELDS

    offence: Fighter
    strike: Strike
    guaranteed: bool
    thrown: bool
    guaranteed_range: int

    def __init__(
        self,
        offence: Fighter,
        strike: Strike,
        guaranteed: bool = False,
        thrown: bool = False,
        guaranteed_range: int = 0,
    ) -> None:
        self.offence = offence
        self.strike = strike
        self.guaranteed = guaranteed
        self.thrown = thrown
        self.guaranteed_range = guaranteed_range

    def field_values(self) -> tuple[object, ...]:
        return (self.offence, self.strike, self.guaranteed, self.thrown, self.guaranteed_range)

    @property
    def weapon(self) -> Weapon:
        """The attacking weapon: an attacker always has one (bare hands at least)."""
        assert self.offence.weapon is not None, "an attack is made with a weapon"
        return self.offence.weapon


def resolve_attack(
    board: Board, attack: Attack, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Resolve a `tiered` attack of any form and return its trace events; its AttackResult is
    recorded on the board."""
    mark = len(board.parts)
    attacker = board.actor(attack.attacker_id, f"{field}.attacker_id")
    if attack.target_position is not None:
        shot = _at_position(board, attack, attacker, dice, field)
        board.record(attack_result(board.notes_since(mark)))
        return shot
    defender = board.target(attacker, attack.target_id, f"{field}.target_id")
    plan = plan_attack(board, attack, attacker, defender, field)
    weapon = plan.weapon
    distance = board.distance(attacker, defender)
    # Checked even where the defender rolls nothing (T5, T6): options are never silently ignored.
    defence = _defence(board, attack, defender, distance, field)
    if attack.stealth_attack:
        events = _stealth_attack(board, plan=plan, defender=defender, dice=dice, field=field)
    elif plan.guaranteed:
        events = [_guaranteed_hit(board, plan, defender, distance)]
    else:
        check_critical_choice(attack.critical_target, plan.offence, f"{field}.critical_target")
        check_critical_choice(
            attack.defender_critical_target, defence, f"{field}.defender_critical_target"
        )
        events = contest(
            board,
            dice,
            plan.offence,
            defence,
            plan.strike,
            distance=distance,
            critical_target=attack.critical_target,
            defender_critical_target=attack.defender_critical_target,
        )
    _spend(board, attacker.id, weapon, plan.thrown)
    face(board, attacker.id, defender.position)  # T13: it faces what it attacked
    board.record(attack_result(board.notes_since(mark)))
    return tuple(events)


def plan_attack(
    board: Board, attack: Attack, attacker: Combatant, defender: Combatant, field: str
) -> Plan:
    """Check the attack against the rules of its form and work out how it is rolled."""
    weapon_field = f"{field}.weapon_id"
    weapon = board.weapon(attacker, attack.weapon_id, weapon_field)
    check_usable(attacker, weapon, weapon_field)
    weapon_class_ = weapon_class(weapon)
    distance = board.distance(attacker, defender)
    rules = board.tiered_rules
    if attack.crew_ids and weapon_class_ is not TieredWeaponClass.SIEGE_WEAPON:
        raise InvalidRequestError(
            f"crew_ids crew a siege weapon, and {weapon.id!r} is none",
            reason="CONFLICTING_OPTIONS",
            field=f"{field}.crew_ids",
        )
    if attack.off_hand_weapon_id:
        if attack.thrown:
            raise InvalidRequestError(
                "an attack either throws a weapon or dual wields, not both",
                reason="CONFLICTING_OPTIONS",
                field=f"{field}.thrown",
            )
        offence = _dual(board, attack, attacker, weapon, field)
        _within(distance, 1, defender, weapon, field=f"{field}.target_id", ruling="T3")
        return Plan(offence, melee_strike(offence))
    if attack.thrown:
        if weapon_class_ is not TieredWeaponClass.ONE_HANDED_MELEE:
            raise RuleRefusal(
                f"only one-handed melee weapons can be thrown, not {weapon.id!r}",
                reason="NOT_THROWABLE",
                field=f"{field}.thrown",
            )
        offence = Fighter(attacker, weapon, skill_for(weapon, thrown=True), effective_tier(weapon))
        _within(
            distance, rules.thrown_range, defender, weapon, field=f"{field}.target_id", ruling=""
        )
        _line_of_fire(board, attacker, defender, f"{field}.target_id")
        return Plan(offence, melee_strike(offence), thrown=True)
    skill = skill_for(weapon)
    if weapon_class_ in MELEE_REACH:
        offence = Fighter(attacker, weapon, skill, effective_tier(weapon))
        _within(
            distance,
            MELEE_REACH[weapon_class_],
            defender,
            weapon,
            field=f"{field}.target_id",
            ruling="T3",
        )
        return Plan(offence, melee_strike(offence))
    if weapon_class_ in RELOADED and weapon.reload_actions_needed > 0:
        raise RuleRefusal(
            f"{weapon.id!r} needs {weapon.reload_actions_needed} more reload action(s)",
            reason="WEAPON_NOT_LOADED",
            field=weapon_field,
            ruling="T8" if weapon_class_ is TieredWeaponClass.SIEGE_WEAPON else "T2",
        )
    if weapon_class_ is TieredWeaponClass.SIEGE_WEAPON:
        return _siege_plan(
            board, attack, attacker, weapon, distance=distance, defender=defender, field=field
        )
    check_ammunition(weapon, _weapon_path(board, attacker, weapon))
    tier = effective_tier(weapon)
    offence = Fighter(attacker, weapon, skill, tier)
    guaranteed = guaranteed_range(attacker, weapon)
    sure = weapon_class_ is not TieredWeaponClass.BOW and (
        distance is None or distance <= guaranteed
    )
    if not sure:
        # T19: beyond its guaranteed range a crossbow or firearm takes the bow's maximum.
        _within(
            distance,
            rules.ranged_max_range,
            defender,
            weapon,
            field=f"{field}.target_id",
            ruling="T5" if weapon_class_ is TieredWeaponClass.BOW else "T19",
        )
    _line_of_fire(board, attacker, defender, f"{field}.target_id")
    if weapon_class_ is TieredWeaponClass.BOW:
        strike = Strike(
            lambda margin: [("difference", margin), ("tier", tier)], rulings=("T1", "T3")
        )
    elif weapon_class_ in CROSSBOWS:
        strike = Strike(
            lambda _: [("tier", tier)], armour_cut=armour_cut(weapon), rulings=("T5", "T19")
        )
    else:
        bullet = weapon.ammunition.tier if weapon.ammunition else 0
        strike = Strike(
            lambda _: [("tier", 2 * tier), ("bullet", 2 * bullet)],
            ignore_armour=True,
            rulings=("T5", "T19"),
        )
    return Plan(offence, strike, guaranteed=sure, guaranteed_range=guaranteed)


def _weapon_path(board: Board, combatant: Combatant, weapon: Weapon) -> str:
    """The request path of a carried weapon, for refusals about its ammunition."""
    i = list(board.combatants).index(combatant.id)
    j = next(j for j, w in enumerate(combatant.weapons) if w.id == weapon.id)
    return f"state.combatants[{i}].weapons[{j}]"


def _within(
    distance: int | None,
    limit: int,
    defender: Combatant,
    weapon: Weapon,
    *,
    field: str,
    ruling: str,
) -> None:
    if distance is not None and distance > limit:
        raise RuleRefusal(
            f"{defender.id!r} is {distance} tiles away, "
            f"beyond the reach ({limit}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_RANGE",
            field=field,
            ruling=ruling,
        )


def _line_of_fire(board: Board, attacker: Combatant, defender: Combatant, field: str) -> None:
    square = blocker(board, attacker, defender)
    if square is not None:
        raise RuleRefusal(
            f"no line of fire from {attacker.id!r} to {defender.id!r}: "
            f"({square.x}, {square.y}) is in the way",
            reason="NO_LINE_OF_FIRE",
            field=field,
            ruling="T9",
        )


def _dual(board: Board, attack: Attack, attacker: Combatant, main: Weapon, field: str) -> Fighter:
    """Dual wield (T3): two one-handed melee weapons (or bare hands), 2d20 keep the best, the
    lower skill, the lower Tier."""
    off_field = f"{field}.off_hand_weapon_id"
    off = board.weapon(attacker, attack.off_hand_weapon_id, off_field)
    _check_pair(attacker, main, off, f"{field}.weapon_id", off_field)
    return Fighter(
        attacker,
        main,
        _lower_skill(attacker, skill_for(main), off),
        min(effective_tier(main), effective_tier(off)),
        dice=2,
        dual=True,
        label=f"{main.id} and {off.id}",
    )


def _check_pair(
    combatant: Combatant, main: Weapon, off: Weapon, main_field: str, off_field: str
) -> None:
    """T3: a dual wielder's pair, attacking or defending: a usable off-hand weapon, both
    one-handed melee weapons (or bare hands) in their own hands, and not one weapon twice."""
    check_usable(combatant, off, off_field)
    for weapon, where, hand in ((main, main_field, Hand.OFF), (off, off_field, None)):
        if weapon_class(weapon) not in _DUAL:
            raise RuleRefusal(
                f"dual wielding takes one-handed melee weapons or bare hands, not {weapon.id!r}",
                reason="DUAL_WIELD_NEEDS_ONE_HANDED",
                field=where,
                ruling="T3",
            )
        unarmed = weapon_class(weapon) is TieredWeaponClass.UNARMED
        wrong = weapon.hand is hand if hand else weapon.hand is not Hand.OFF
        if not unarmed and wrong:
            side = "main" if hand else "off"
            raise RuleRefusal(
                f"{weapon.id!r} is not held in the {side} hand",
                reason="WRONG_HAND",
                field=where,
                ruling="T3",
            )
    if main.id == off.id and main.id != UNARMED_ID:
        raise InvalidRequestError(
            f"{main.id!r} cannot be wielded in both hands",
            reason="SAME_WEAPON_TWICE",
            field=off_field,
        )


def _lower_skill(combatant: Combatant, main_skill: TieredSkill, off: Weapon) -> TieredSkill:
    """T3 dual wield: the lower of the main skill and the off hand's (Off-Hand Melee, or Unarmed
    for bare hands); the main one among equals."""
    skills = traits(combatant).skills
    off_skill = (
        TieredSkill.UNARMED
        if weapon_class(off) is TieredWeaponClass.UNARMED
        else TieredSkill.OFF_HAND_MELEE
    )
    return min((main_skill, off_skill), key=lambda s: (skill_level(skills, s), s is not main_skill))


def _defence(
    board: Board, attack: Attack, defender: Combatant, distance: int | None, field: str
) -> Fighter:
    """The defender's side: the weapon skill it rolls and that skill's weapon (T10, T11); dual
    wielding (2d20) only against an attack from within its melee reach (T3); from farther, its
    one die with its best defending skill, not the lower of its two (T21). A two-handed skill
    or a second weapon leaves no hand for its shield (T15)."""
    dual = bool(attack.defender_off_hand_weapon_id)
    skill, weapon = _defending_with(board, attack, defender, distance, field, dual=dual)
    if not dual:
        tier = effective_tier(weapon) if weapon else 0
        return Fighter(defender, weapon, skill, tier, reach=_counter_reach(skill, weapon))
    off_field = f"{field}.defender_off_hand_weapon_id"
    off = board.weapon(defender, attack.defender_off_hand_weapon_id, off_field)
    if weapon is None:
        raise RuleRefusal(
            "a dual-wielding defender needs one-handed melee weapons or bare hands",
            reason="DUAL_WIELD_NEEDS_ONE_HANDED",
            field=off_field,
            ruling="T3",
        )
    # The main weapon is the named one, or the named skill's, or the best Main-Hand Melee one.
    if attack.defence_weapon_id:
        main_field = f"{field}.defence_weapon_id"
    elif attack.defence_skill is not None:
        main_field = f"{field}.defence_skill"
    else:
        main_field = off_field
    _check_pair(defender, weapon, off, main_field, off_field)
    inside = distance is None or distance <= 1
    return Fighter(
        defender,
        weapon,
        _lower_skill(defender, skill, off) if inside else skill,
        min(effective_tier(weapon), effective_tier(off)),
        dice=2 if inside else 1,
        reach=1,
        dual=True,
        label=f"{weapon.id} and {off.id}",
    )


def _defending_with(
    board: Board,
    attack: Attack,
    defender: Combatant,
    distance: int | None,
    field: str,
    *,
    dual: bool,
) -> tuple[TieredSkill, Weapon | None]:
    """The defence skill and its weapon (T10, T11): as named (a weapon named alone brings its
    skill; a skill named alone its best weapon, or none), else the defender's best: the highest
    skill (Reflex is the same for all), then one whose weapon can counter, then (with a shield)
    one that leaves a hand for it (T15), then the higher Tier, then the skill order of
    TieredSkill. A dual-wielding
    defender's main weapon is a Main-Hand Melee weapon or bare hands (T3)."""
    skill = attack.defence_skill
    if skill is not None and skill not in WEAPON_SKILLS:
        raise RuleRefusal(
            f"{skill_field(skill)!r} is not a weapon skill: a defender rolls a weapon skill,"
            " Unarmed included",
            reason="NOT_A_WEAPON_SKILL",
            field=f"{field}.defence_skill",
            ruling="T10",
        )
    if attack.defence_weapon_id:
        weapon_field = f"{field}.defence_weapon_id"
        weapon = board.weapon(defender, attack.defence_weapon_id, weapon_field)
        check_usable(defender, weapon, weapon_field)
        if skill is None:
            return skill_for(weapon), weapon
        if not goes_with(weapon, skill):
            raise RuleRefusal(
                f"{weapon.id!r} is not used with {skill_field(skill)!r} (its skill is "
                f"{skill_field(skill_for(weapon))!r})",
                reason="WEAPON_NOT_FOR_SKILL",
                field=weapon_field,
                ruling="T11",
            )
        return skill, weapon
    weapons = _weapons_by_skill(board, defender)
    if skill is not None:
        return skill, weapons.get(skill)
    candidates = (TieredSkill.UNARMED, TieredSkill.MAIN_HAND_MELEE) if dual else WEAPON_SKILLS
    options = [(s, weapons.get(s)) for s in sorted(candidates)]
    levels = traits(defender).skills
    shielded = defender.shield is not None and effective_value(defender.shield) > 0

    def rank(option: tuple[TieredSkill, Weapon | None]) -> tuple[int, bool, bool, int]:
        skill_, weapon = option
        reach = _counter_reach(skill_, weapon)
        counters = reach > 0 and (distance is None or distance <= reach)
        keeps_shield = not shielded or skill_ not in TWO_HANDED_SKILLS
        tier = effective_tier(weapon) if weapon else 0
        return (skill_level(levels, skill_), counters, keeps_shield, tier)

    return max((o for o in options if o[1] is not None or not dual), key=rank)


def _weapons_by_skill(board: Board, defender: Combatant) -> dict[TieredSkill, Weapon]:
    """The usable weapon each skill is used with (T11): the highest Tier, the first carried among
    equals; bare hands for Unarmed when no carried weapon is one. A skill with none is absent."""
    best: dict[TieredSkill, Weapon] = {}
    for weapon in defender.weapons:
        try:
            check_usable(defender, weapon, "")
        except RuleRefusal:
            continue
        for skill in skills_of(weapon):
            held = best.get(skill)
            if held is None or effective_tier(weapon) > effective_tier(held):
                best[skill] = weapon
    if TieredSkill.UNARMED not in best:
        best[TieredSkill.UNARMED] = board.unarmed()
    return best


def _counter_reach(skill: TieredSkill, weapon: Weapon | None) -> int:
    """T11: only a melee skill's weapon counterattacks, within its reach."""
    if weapon is None or skill not in MELEE_SKILLS:
        return 0
    return MELEE_REACH[weapon_class(weapon)]


def _siege_plan(
    board: Board,
    attack: Attack,
    attacker: Combatant,
    weapon: Weapon,
    *,
    distance: int | None,
    defender: Combatant | None,
    field: str,
) -> Plan:
    """T8: Scholar 5, Siege Weapon skill >= Tier, ceil(Tier / 2) crew, (Tier + Scholar) x 10
    tiles; the crew's d20 against the target's Reflex + skill + d20; damage Tier x 10 + margin."""
    weapon_field = f"{field}.weapon_id"
    skills = traits(attacker).skills
    if skills.scholar < SIEGE_MIN_SCHOLAR:
        raise RuleRefusal(
            f"{attacker.id!r} has Scholar {skills.scholar}; siege weapons need {SIEGE_MIN_SCHOLAR}",
            reason="SCHOLAR_TOO_LOW",
            field=weapon_field,
            ruling="T8",
        )
    if skills.siege_weapon < weapon_tier(weapon):
        raise RuleRefusal(
            f"{attacker.id!r} has Siege Weapon {skills.siege_weapon}, below the Tier "
            f"{weapon_tier(weapon)} of {weapon.id!r}",
            reason="SIEGE_SKILL_BELOW_TIER",
            field=weapon_field,
            ruling="T8",
        )
    crew = {attacker.id}
    for i, crew_id in enumerate(attack.crew_ids):
        where = f"{field}.crew_ids[{i}]"
        member = board.actor(crew_id, where)
        if member.side_id != attacker.side_id or member.id in crew:
            raise InvalidRequestError(
                f"{crew_id!r} cannot crew {attacker.id!r}'s siege weapon (another side, or "
                "named twice)",
                reason="BAD_CREW",
                field=where,
            )
        crew.add(member.id)
    needed = siege_crew(weapon_tier(weapon))
    if len(crew) < needed:
        raise RuleRefusal(
            f"{weapon.id!r} needs a crew of {needed}, has {len(crew)}",
            reason="CREW_TOO_SMALL",
            field=f"{field}.crew_ids",
            ruling="T8",
        )
    reach = siege_range(weapon_tier(weapon), skills.scholar)
    if distance is not None and distance > reach:
        if defender is not None:
            target = repr(defender.id)
        else:
            tile = attack.target_position
            assert tile is not None  # no defender: _at_position's shot at a tile
            target = f"the tile ({tile.x}, {tile.y})"
        raise RuleRefusal(
            f"{target} is {distance} tiles away, beyond the range ({reach}) of {weapon.id!r}",
            reason="TARGET_OUT_OF_RANGE",
            field=f"{field}.target_id" if defender else f"{field}.target_position",
            ruling="T8",
        )
    tier = effective_tier(weapon)
    offence = Fighter(attacker, weapon, None, tier)
    strike = Strike(
        lambda margin: [("tier_x10", 10 * tier), ("difference", margin)], rulings=("T8",)
    )
    return Plan(offence, strike)


def _at_position(
    board: Board, attack: Attack, attacker: Combatant, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A siege shot at a stationary target: it rolls nothing, so the crew's d20 is the margin."""
    # What only an attack on a combatant can do is refused, not dropped: a target_id given with
    # target_position would otherwise leave that combatant silently untouched.
    for name, given in (
        ("target_id", bool(attack.target_id)),
        ("thrown", attack.thrown),
        ("stealth_attack", attack.stealth_attack),
        ("off_hand_weapon_id", bool(attack.off_hand_weapon_id)),
    ):
        if given:
            raise InvalidRequestError(
                f"{name} does not go with target_position: a shot at a tile or object has no "
                "defender, throw, stealth attack or off hand",
                reason="CONFLICTING_OPTIONS",
                field=f"{field}.{name}",
            )
    weapon = board.weapon(attacker, attack.weapon_id, f"{field}.weapon_id")
    check_usable(attacker, weapon, f"{field}.weapon_id")
    if weapon_class(weapon) is not TieredWeaponClass.SIEGE_WEAPON:
        raise RuleRefusal(
            f"only siege weapons fire at tiles and objects, not {weapon.id!r}",
            reason="STATIONARY_TARGET_NEEDS_SIEGE",
            field=f"{field}.target_position",
            ruling="T8",
        )
    if weapon.reload_actions_needed > 0:
        raise RuleRefusal(
            f"{weapon.id!r} needs {weapon.reload_actions_needed} more reload turn(s)",
            reason="WEAPON_NOT_LOADED",
            field=f"{field}.weapon_id",
            ruling="T8",
        )
    target = attack.target_position
    assert target is not None
    away = None if attacker.position is None else distance(attacker.position, target)
    plan = _siege_plan(board, attack, attacker, weapon, distance=away, defender=None, field=field)
    rolls, kept, hit = roll_total(dice, plan.offence, DiePurpose.CONTEST_ATTACK, "attack")
    damage = total("damage", *plan.strike.terms(kept.face))
    board.note(
        StrikeResult(
            StrikeKind.PRIMARY,
            attacker.id,
            "",
            weapon.id,
            Outcome.HIT,
            damage.value,
            target_position=target,
        )
    )
    event = TraceEvent(
        EventKind.ATTACK,
        board.round,
        attacker.id,
        weapon_id=weapon.id,
        dice=rolls,
        totals=(hit, damage),
        outcome=Outcome.HIT,
        rulings=("T8",),
        path=(target,),
        summary=f"{attacker.id} hits the stationary target at ({target.x}, {target.y}) with "
        f"{weapon.id} for {damage.value}",
    )
    _spend(board, attacker.id, weapon, thrown=False)
    face(board, attacker.id, target)
    return (event,)


def _guaranteed_hit(
    board: Board, plan: Plan, defender: Combatant, distance: int | None
) -> TraceEvent:
    """T5: a crossbow or firearm within its guaranteed range hits without a roll."""
    strike = plan.strike
    damage_value = damage_total(board, defender.id, strike, strike.terms(0))
    damage = board.damage(board.combatants[defender.id], damage_value.value)
    attacker = plan.offence.combatant
    board.note(_uncontested_hit(plan, defender.id, damage_value.value, damage))
    where = "" if distance is None else f" at {distance} tiles"
    return TraceEvent(
        EventKind.ATTACK,
        board.round,
        attacker.id,
        defender.id,
        plan.weapon.id,
        totals=(damage_value,),
        outcome=Outcome.HIT,
        hp_changes=(damage.hp_change,),
        condition_changes=damage.condition_changes,
        rulings=("T5",),
        summary=f"{attacker.id} hits {defender.id} with {plan.weapon.id}{where} "
        f"(guaranteed within {plan.guaranteed_range}) for {damage_value.value}",
    )


def _stealth_attack(
    board: Board,
    *,
    plan: Plan,
    defender: Combatant,
    dice: DiceSource,
    field: str,
) -> list[TraceEvent]:
    """T6: the defender rolls nothing; the attacker's to-hit total (Reflex + skill + d20; a siege
    crew's bare d20) stands in for the margin. Crossbows and firearms roll nothing and gain
    nothing. Afterwards every combatant that can see the attacker loses its flag."""
    attacker = plan.offence.combatant
    if attacker.id not in defender.conditions.stealth_flagged_by:
        raise RuleRefusal(
            f"{defender.id!r} holds no stealth flag of {attacker.id!r}",
            reason="NO_STEALTH_FLAG",
            field=f"{field}.stealth_attack",
            ruling="T6",
        )
    weapon_class_ = weapon_class(plan.weapon)
    rolls: tuple[DieRoll, ...] = ()
    totals: list[Total] = []
    terms = plan.strike.terms(0)
    if weapon_class_ not in CROSSBOWS | FIREARMS:
        rolls, _, to_hit = roll_total(dice, plan.offence, DiePurpose.CONTEST_ATTACK, "to_hit")
        totals.append(to_hit)
        terms = [
            ("to_hit", value) if name == "difference" else (name, value)
            for name, value in plan.strike.terms(to_hit.value)
        ]
    damage_value = damage_total(board, defender.id, plan.strike, terms)
    totals.append(damage_value)
    damage = board.damage(board.combatants[defender.id], damage_value.value)
    board.note(_uncontested_hit(plan, defender.id, damage_value.value, damage))
    changes = [*damage.condition_changes, *_reveal(board, attacker.id)]
    return [
        TraceEvent(
            EventKind.ATTACK,
            board.round,
            attacker.id,
            defender.id,
            plan.weapon.id,
            dice=rolls,
            totals=tuple(totals),
            outcome=Outcome.HIT,
            hp_changes=(damage.hp_change,),
            condition_changes=tuple(changes),
            rulings=("T6",),
            summary=f"{attacker.id} stealth-attacks {defender.id} with "
            f"{plan.offence.label or plan.weapon.id} for {damage_value.value}",
        )
    ]


def _uncontested_hit(plan: Plan, defender_id: str, amount: int, hurt: Damage) -> StrikeResult:
    """The primary strike of an attack that hits without a contest (T5, T6)."""
    attacker_id = plan.offence.combatant.id
    return hit_strike(
        StrikeKind.PRIMARY, attacker_id, defender_id, plan.weapon.id, damage=amount, hurt=hurt
    )


def _reveal(board: Board, attacker_id: str) -> list[ConditionChange]:
    """After a stealth attack, everyone whose sight of the attacker terrain does not block loses
    its flag; the attacker stays stealthed only while someone still holds one (T6)."""
    attacker = board.combatants[attacker_id]
    return drop_flags(board, attacker_id, lambda other: sees(board, other, attacker))


def _spend(board: Board, attacker_id: str, weapon: Weapon, thrown: bool) -> None:
    """After the attack: a thrown weapon leaves the hand (a counted stack loses one); a shot spends
    a round of counted ammunition and owes its reloads (T2, T8)."""
    current = board.combatants[attacker_id]
    carried = find_weapon(current, weapon.id)
    if carried is None:
        return  # bare hands
    ammunition = carried.ammunition
    if thrown:
        if ammunition is not None and ammunition.count is not None and ammunition.count > 1:
            kept = carried.with_ammunition(ammunition.with_count(ammunition.count - 1))
            weapons = tuple(kept if w.id == weapon.id else w for w in current.weapons)
        else:
            weapons = tuple(w for w in current.weapons if w.id != weapon.id)
        board.put(current.with_weapons(weapons))
        return
    weapon_class_ = weapon_class(carried)
    if weapon_class_ not in AMMUNITION and weapon_class_ not in RELOADED:
        return
    if ammunition is not None and ammunition.count is not None:
        ammunition = ammunition.with_count(ammunition.count - 1)
    spent = carried.with_ammunition(ammunition).with_reload_actions_needed(reload_actions(carried))
    board.put(
        current.with_weapons(tuple(spent if w.id == weapon.id else w for w in current.weapons))
    )
