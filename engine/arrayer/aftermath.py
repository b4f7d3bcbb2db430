"""ARRAYER outside the rounds: the aftermath roll (A11), blood baths and nightly rest (A12), the
short rest (A24), escaping an entanglement, and the character-creation Weapon Types roll (A4)."""

from __future__ import annotations

from engine.actions import (
    ArrayerAftermath,
    ArrayerBloodBath,
    ArrayerEscape,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
)
from engine.arrayer import mounts
from engine.arrayer.effects import save
from engine.board import Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.errors import RuleRefusal
from engine.results import (
    ArrayerAftermathResult,
    ArrayerAftermathVerdict,
    ArrayerEscapeResult,
    ArrayerHealing,
    ArrayerNightlyRestResult,
    ArrayerRestCheck,
    ArrayerRollWeaponTypeResult,
    ArrayerShortRestResult,
)
from engine.state import (
    ArrayerBodySide,
    ArrayerCombatant,
    ArrayerWeaponType,
    ArrayerWound,
    Combatant,
    EntanglementSource,
    WeaponProficiency,
    find_combatant,
    hit_location,
    improvements,
    wound_severity,
)
from engine.trace import (
    Condition,
    ConditionChange,
    EventKind,
    HpChange,
    Outcome,
    Total,
    TraceEvent,
    total,
)

__all__ = [
    "resolve_aftermath",
    "resolve_escape",
    "resolve_nightly_rest",
    "resolve_roll_weapon_type",
    "resolve_short_rest",
]


def _traits(combatant: Combatant) -> ArrayerCombatant:
    return combatant.arrayer or ArrayerCombatant()


def _healing(board: Board, hit_dice: int) -> tuple[int, Total]:
    """A12: what ``hit_dice`` Hit Dice heal, ``healing_per_hit_die`` HP each, and its total (the
    Hit Dice, plus what a rate other than the document's 1 adds)."""
    rate = board.arrayer_rules.healing_per_hit_die
    terms = [("hit_dice", hit_dice)]
    if rate != 1:
        terms.append(("per_hit_die", hit_dice * (rate - 1)))
    return hit_dice * rate, total("healing", *terms)


def _blood_bath(board: Board, bath: ArrayerBloodBath, field: str) -> list[TraceEvent]:
    """A12: each bather heals ``healing_per_hit_die`` HP per Hit Die of the creature; a mount
    (``<rider id>/mount``) has its own (A23)."""
    rider = mounts.rider_of(board, bath.creature_id)
    if rider is not None:
        creature = mounts.as_target(rider)
    else:
        creature = board.get(bath.creature_id, f"{field}.creature_id")
    heal, healing = _healing(board, _traits(creature).hit_dice)
    events = []
    for i, bather_id in enumerate(bath.bather_ids):
        bather = board.get(bather_id, f"{field}.bather_ids[{i}]")
        if bather.conditions.dead:
            continue
        healed = _heal(board, bather, heal)
        board.put(healed)
        board.note(ArrayerHealing(bather.id, bather.hp, healed.hp))
        events.append(
            TraceEvent(
                EventKind.AFTERMATH,
                board.round,
                bather.id,
                creature.id,
                totals=(healing,),
                hp_changes=(HpChange(bather.id, bather.hp, healed.hp),),
                rulings=("A12",),
                summary=f"{bather.id} bathes in the blood of {creature.id} and heals "
                f"{healed.hp - bather.hp}",
            )
        )
    return events


def _heal(board: Board, combatant: Combatant, amount: int) -> Combatant:
    """Heal up to max_hp; max_hp 0 means the hp given at the start (state.proto's contract): the
    hp the combatant had in the request's state. Healing never lowers HP already above the cap."""
    cap = combatant.max_hp
    if cap == 0:
        given = find_combatant(board.state, combatant.id)
        cap = combatant.hp if given is None else given.hp
    hp = min(combatant.hp + amount, max(cap, combatant.hp))
    return combatant.with_hp(hp)


def _die(board: Board, combatant: Combatant) -> tuple[ConditionChange, ...]:
    board.put(combatant.with_conditions(combatant.conditions.with_dead(True)))
    return (ConditionChange(combatant.id, Condition.DEAD, True),)


def resolve_aftermath(
    board: Board, action: ArrayerAftermath, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A11: blood baths first (A12), then per combatant below 0 HP and alive, in state order, the
    aftermath d20: at or under |HP| dies; at least ``aftermath_recover_multiple``·|HP| recovers to
    0 HP at the next short rest; otherwise a wound of severity by |HP| (``wound_bands``) at a d20
    hit location (``location_bands``; odd left, even right on sided ones)."""
    mark = len(board.parts)
    events: list[TraceEvent] = []
    for i, bath in enumerate(action.blood_baths):
        events.extend(_blood_bath(board, bath, f"{field}.blood_baths[{i}]"))
    for combatant_id in list(board.combatants):
        combatant = board.combatants[combatant_id]
        if combatant.hp >= 0 or combatant.conditions.dead:
            continue
        depth = -combatant.hp
        die = dice.roll(20, DiePurpose.AFTERMATH, combatant.id)
        head = f"{combatant.id} (hp {combatant.hp}) rolls {die.face} on the aftermath d20"
        if die.face <= depth:
            board.note(ArrayerAftermathVerdict(combatant.id, Outcome.KILLED, combatant.hp))
            events.append(
                TraceEvent(
                    EventKind.AFTERMATH,
                    board.round,
                    combatant.id,
                    dice=(die,),
                    outcome=Outcome.KILLED,
                    condition_changes=_die(board, combatant),
                    rulings=("A11",),
                    summary=f"{head}: dies (<= {depth})",
                )
            )
            continue
        traits = _traits(combatant)
        rules = board.arrayer_rules
        recovers = rules.aftermath_recover_multiple * depth
        if die.face >= recovers:
            board.note(ArrayerAftermathVerdict(combatant.id, Outcome.RECOVERS, combatant.hp))
            board.put(combatant.with_arrayer(traits.with_recovers_at_short_rest(True)))
            events.append(
                TraceEvent(
                    EventKind.AFTERMATH,
                    board.round,
                    combatant.id,
                    dice=(die,),
                    outcome=Outcome.RECOVERS,
                    rulings=("A11",),
                    summary=f"{head}: recovers to 0 HP at the next short rest (>= {recovers})",
                )
            )
            continue
        severity = wound_severity(rules, depth)
        where = dice.roll(20, DiePurpose.HIT_LOCATION, combatant.id)
        band = hit_location(rules, where.face)
        location = band.location
        side = None
        if band.sided:
            side = ArrayerBodySide.LEFT if where.face % 2 else ArrayerBodySide.RIGHT
        wound = ArrayerWound(severity, location, side)
        board.note(ArrayerAftermathVerdict(combatant.id, Outcome.WOUNDED, combatant.hp, wound))
        board.put(combatant.with_arrayer(traits.with_wounds((*traits.wounds, wound))))
        place = f"{side.name.lower()} " if side else ""
        events.append(
            TraceEvent(
                EventKind.AFTERMATH,
                board.round,
                combatant.id,
                dice=(die, where),
                outcome=Outcome.WOUNDED,
                rulings=("A11",),
                summary=f"{head}: {severity.name.lower()} wound, "
                f"{place}{location.name.lower().replace('_', ' ')} (location d20 {where.face})",
            )
        )
    parts = board.notes_since(mark)
    board.record(
        ArrayerAftermathResult(
            verdicts=tuple(p for p in parts if isinstance(p, ArrayerAftermathVerdict)),
            blood_baths=tuple(p for p in parts if isinstance(p, ArrayerHealing)),
        )
    )
    return tuple(events)


def resolve_nightly_rest(
    board: Board, action: ArrayerNightlyRest, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A12: everyone alive below 0 HP makes the death check (d20 at or under
    ``night_death_face`` dies), then every living combatant heals ``healing_per_hit_die`` HP per
    Hit Die."""
    del action, field  # a night has no options
    rules = board.arrayer_rules
    events: list[TraceEvent] = []
    nights: list[ArrayerRestCheck] = []
    for combatant in list(board.combatants.values()):
        if combatant.conditions.dead:
            continue
        dice_rolled: tuple[DieRoll, ...] = ()
        if combatant.hp < 0:
            die = dice.roll(20, DiePurpose.DEATH_CHECK, combatant.id)
            dice_rolled = (die,)
            if die.face <= rules.night_death_face:
                nights.append(
                    ArrayerRestCheck(combatant.id, True, True, combatant.hp, combatant.hp)
                )
                events.append(
                    TraceEvent(
                        EventKind.NIGHTLY_REST,
                        board.round,
                        combatant.id,
                        dice=dice_rolled,
                        outcome=Outcome.KILLED,
                        condition_changes=_die(board, combatant),
                        rulings=("A12",),
                        summary=f"{combatant.id} dies in the night (death check d20 {die.face})",
                    )
                )
                continue
        heal, healing = _healing(board, _traits(combatant).hit_dice)
        healed = _heal(board, combatant, heal)
        board.put(healed)
        nights.append(
            ArrayerRestCheck(combatant.id, bool(dice_rolled), False, combatant.hp, healed.hp)
        )
        check = f" (death check d20 {dice_rolled[0].face})" if dice_rolled else ""
        events.append(
            TraceEvent(
                EventKind.NIGHTLY_REST,
                board.round,
                combatant.id,
                dice=dice_rolled,
                totals=(healing,),
                hp_changes=(HpChange(combatant.id, combatant.hp, healed.hp),),
                rulings=("A12",),
                summary=f"{combatant.id} rests and heals {healed.hp - combatant.hp}{check}",
            )
        )
    board.record(ArrayerNightlyRestResult(tuple(nights)))
    return tuple(events)


def resolve_short_rest(board: Board) -> tuple[TraceEvent, ...]:
    """A24: in state order, every living combatant the aftermath marked to recover at the next
    short rest (A11) recovers to 0 HP (one already at 0 or more keeps its HP) and loses the
    mark; nobody else is touched (the dead keep whatever they had)."""
    events: list[TraceEvent] = []
    recovered_hp: list[ArrayerHealing] = []
    for combatant in list(board.combatants.values()):
        traits = _traits(combatant)
        if not traits.recovers_at_short_rest or combatant.conditions.dead:
            continue
        recovered = combatant.with_hp(max(combatant.hp, 0)).with_arrayer(
            traits.with_recovers_at_short_rest(False)
        )
        board.put(recovered)
        recovered_hp.append(ArrayerHealing(combatant.id, combatant.hp, recovered.hp))
        up = board.is_down(combatant) and not board.is_down(recovered)
        events.append(
            TraceEvent(
                EventKind.SHORT_REST,
                board.round,
                combatant.id,
                hp_changes=(HpChange(combatant.id, combatant.hp, recovered.hp),),
                condition_changes=(ConditionChange(combatant.id, Condition.DOWNED, False),)
                if up
                else (),
                rulings=("A24", "A11"),
                summary=f"{combatant.id} (hp {combatant.hp}) recovers at the short rest: "
                f"hp {recovered.hp}",
            )
        )
    board.record(ArrayerShortRestResult(tuple(recovered_hp)))
    return tuple(events)


def resolve_escape(
    board: Board, action: ArrayerEscape, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """Get free of an entanglement. Bola or chain: a blade frees it (taking the round), otherwise
    a Dexterity check. Net: a blade and a Dexterity check; otherwise, from the second round on,
    a d6 at or under ``net_escape_face``. Each failed attempt counts a round entangled."""
    combatant = board.actor(action.combatant_id, f"{field}.combatant_id")
    entanglement = combatant.conditions.entanglement
    if entanglement is None:
        raise RuleRefusal(
            f"{combatant.id!r} is not entangled",
            reason="NOT_ENTANGLED",
            field=f"{field}.combatant_id",
        )
    blade = any(
        w.definition.arrayer is not None
        and w.definition.arrayer.weapon_type is ArrayerWeaponType.BLADES
        and not w.broken
        and not w.thrown
        for w in combatant.weapons
    )
    dice_used: tuple[DieRoll, ...] = ()
    if entanglement.source is not EntanglementSource.NET and blade:
        free, line = True, "cuts free with a blade"
    elif entanglement.source is not EntanglementSource.NET or blade:
        die, free, line = save(board, dice, combatant, "Dexterity", "still entangled")
        dice_used = (die,)
    elif entanglement.rounds >= 1:
        die = dice.roll(6, DiePurpose.ESCAPE, combatant.id)
        limit = board.arrayer_rules.net_escape_face
        free = die.face <= limit
        line = f"{combatant.id} struggles in the net: d6 {die.face} against {limit}"
        dice_used = (die,)
    else:
        free, line = False, f"{combatant.id} is caught fast in the net"
    conditions = combatant.conditions
    changes: tuple[ConditionChange, ...] = ()
    if free:
        conditions = conditions.with_entanglement(None)
        changes = (ConditionChange(combatant.id, Condition.ENTANGLED, False),)
    else:
        conditions = conditions.with_entanglement(entanglement.with_rounds(entanglement.rounds + 1))
    board.put(combatant.with_conditions(conditions))
    board.record(ArrayerEscapeResult(free))
    subject = "" if line.startswith(combatant.id) else f"{combatant.id} "
    return (
        TraceEvent(
            EventKind.ESCAPE,
            board.round,
            combatant.id,
            dice=dice_used,
            outcome=Outcome.SUCCESS if free else Outcome.FAILURE,
            condition_changes=changes,
            rulings=("A7",) if any(d.purpose is DiePurpose.SAVE for d in dice_used) else (),
            summary=f"{subject}{line}: {'free' if free else 'still entangled'}",
        ),
    )


def resolve_roll_weapon_type(
    board: Board, action: ArrayerRollWeaponType, dice: DiceSource, field: str
) -> tuple[TraceEvent, ...]:
    """A4: 1d6 on the Weapon Types table (1 blades ... 6 gunpowder); that type improves one level
    (at most the top of the ladder: further rolls are recorded but change nothing)."""
    combatant = board.get(action.combatant_id, f"{field}.combatant_id")
    die = dice.roll(6, DiePurpose.WEAPON_TYPE, combatant.id)
    kind = ArrayerWeaponType(die.face)
    traits = _traits(combatant)
    steps = improvements(traits, kind)
    top = len(board.arrayer_rules.proficiency_dice)  # specialised: Unknown + every die
    improved = min(steps + 1, top)
    others = tuple(p for p in traits.proficiencies if p.weapon_type is not kind)
    proficiencies = (*others, WeaponProficiency(kind, improved))
    board.put(combatant.with_arrayer(traits.with_proficiencies(proficiencies)))
    board.record(ArrayerRollWeaponTypeResult(kind, improved))
    return (
        TraceEvent(
            EventKind.WEAPON_TYPE_ROLL,
            board.round,
            combatant.id,
            dice=(die,),
            totals=(total("improvements", ("before", steps), ("improvement", improved - steps)),),
            rulings=("A4",),
            summary=f"{combatant.id} rolls {die.face} on the Weapon Types table: "
            f"{kind.name.lower()} improves to {improved}",
        ),
    )
