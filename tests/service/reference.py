"""The reference writers of the responses, by upb: the oracle the wire bytes are held to.

The servicer writes its responses as wire bytes from engine values (service/boundary/wire.py and the
generated writers of service/boundary/codec). These are the same responses built field by field in
upb's messages, as the service built them before those writers existed; tests/service/test_wire.py
holds the two byte for byte over the examples, the goldens and the fuzz corpus, and tests that read
a response as a message build it here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

from google.protobuf.internal.containers import RepeatedCompositeFieldContainer
from google.protobuf.message import Message

from arbiter.v1 import arrayer_pb2, combat_service_pb2, result_pb2, state_pb2, trace_pb2, weapon_pb2
from engine.encounter import EncounterResolution
from engine.encounter_odds import EncounterOdds
from engine.errors import Stopped
from engine.odds import AttackOdds, DamageProbability
from engine.play import StopCheck
from engine.resolve import Resolution
from engine.results import (
    ActionResult,
    ArrayerAftermathResult,
    ArrayerEscapeResult,
    ArrayerHealing,
    ArrayerMoraleCheck,
    ArrayerNightlyRestResult,
    ArrayerRollWeaponTypeResult,
    ArrayerShortRestResult,
    AttackResult,
    BreakFreeResult,
    DisarmTrapResult,
    LocateStealthedResult,
    MoveResult,
    ReloadResult,
    SetTrapResult,
    StealthCheckResult,
    StrikeResult,
    TrapForFoodResult,
)
from engine.state import (
    Armour,
    ArrayerCombatant,
    Combatant,
    Conditions,
    EncounterState,
    Environment,
    Position,
    Shield,
    TieredCombatant,
    TieredSkills,
    Trap,
    Weapon,
)
from engine.trace import TraceDetail, TraceEvent
from engine.values import Value
from service.boundary.arrayer import arrayer_rules_into
from service.boundary.convert import _definition_into
from service.boundary.scalars import Scalars
from service.boundary.tiered import tiered_rules_into
from service.boundary.wire import EVENTS_PER_CHECK

__all__ = [
    "action_response_to_proto",
    "action_result_into",
    "combatant_wire",
    "encounter_odds_to_proto",
    "encounter_response_to_proto",
    "events_to_proto",
    "odds_response_into",
    "state_to_proto",
]

_NONE = TraceDetail.NONE
_SUMMARY = TraceDetail.SUMMARY
_CALM = Environment()


def position_into(msg: state_pb2.Position, position: Position) -> None:
    msg.x = position.x
    msg.y = position.y


_WEAPON = Scalars(
    weapon_pb2.Weapon.DESCRIPTOR,
    "broken dubious reload_chits shots_fired tier_loss reload_actions_needed thrown",
)
_AMMUNITION = Scalars(weapon_pb2.Ammunition.DESCRIPTOR, "tier count")
_CONDITIONS = Scalars(
    state_pb2.Conditions.DESCRIPTOR,
    "prone grappled unaware immobilised_rounds immobilised_difficulty held_by stealthed dead routed"
    " dosed",
)
_NO_CONDITIONS = Conditions()
_ARRAYER_COMBATANT = Scalars(
    state_pb2.ArrayerCombatant.DESCRIPTOR,
    "strength dexterity reload_disrupted recovers_at_short_rest",
)
_SKILLS = Scalars(state_pb2.TieredSkills.DESCRIPTOR, " ".join(TieredSkills.FIELDS))
_NO_SKILLS = TieredSkills()

_KNOCK_BACK = Scalars(result_pb2.ArrayerKnockBack.DESCRIPTOR, "saved distance squares")
_MISHAP = Scalars(result_pb2.ArrayerMishap.DESCRIPTOR, "damage hp_before hp_after")
_TRAP_CATCH = Scalars(
    result_pb2.TrapCatch.DESCRIPTOR,
    "trap_id combatant_id damage hp_before hp_after immobilised_rounds",
)


def _strike_into(
    strikes: RepeatedCompositeFieldContainer[result_pb2.StrikeResult], strike: StrikeResult
) -> None:
    """Append ``strike``; what every strike has in one call, the rest only when set (every
    attack of a response runs this, at every trace detail)."""
    msg = strikes.add(
        kind=strike.kind,
        attacker_id=strike.attacker_id,
        target_id=strike.target_id,
        weapon_id=strike.weapon_id,
        outcome=strike.outcome,
        damage=strike.damage,
        hp_before=strike.hp_before,
        hp_after=strike.hp_after,
        downed=strike.downed,
    )
    if strike.conditions:
        msg.conditions.extend(trace_pb2.Condition.ValueType(c) for c in strike.conditions)
    if strike.killed:
        msg.killed = True
    if strike.mount:
        msg.mount = True
    if strike.dodged:
        msg.dodged = True
    knock_back = strike.knock_back
    if knock_back is not None:
        msg.knock_back.SetInParent()
        _KNOCK_BACK.write(msg.knock_back, knock_back)
        if knock_back.position is not None:
            position_into(msg.knock_back.position, knock_back.position)
    if strike.target_position is not None:
        position_into(msg.target_position, strike.target_position)


def _attack_into(msg: result_pb2.ActionResult, result: AttackResult) -> None:
    out = msg.attack
    out.SetInParent()
    for strike in result.strikes:
        _strike_into(out.strikes, strike)
    for critical in result.criticals:
        out.criticals.add(
            roller_id=critical.roller_id,
            combatant_id=critical.combatant_id,
            fumble=critical.fumble,
            degraded=critical.degraded or 0,
            tier_before=critical.tier_before,
            tier_after=critical.tier_after,
            damage=critical.damage,
            hp_before=critical.hp_before,
            hp_after=critical.hp_after,
        )
    mishap = result.mishap
    if mishap is not None:
        out.mishap.result = arrayer_pb2.ArrayerMishapResult.ValueType(mishap.result)
        _MISHAP.write(out.mishap, mishap)
    if result.weapon_broken:
        out.weapon_broken = True


def _move_into(msg: result_pb2.ActionResult, result: MoveResult) -> None:
    out = msg.move
    out.SetInParent()
    if result.position is not None:
        position_into(out.position, result.position)
    out.squares = result.squares
    out.stop = result_pb2.MoveStop.ValueType(result.stop)
    out.stopped_by_id = result.stopped_by_id
    if result.trap_catch is not None:
        out.trap_catch.SetInParent()
        _TRAP_CATCH.write(out.trap_catch, result.trap_catch)
    for porter in result.porters:
        moved = out.porters.add(combatant_id=porter.combatant_id, squares=porter.squares)
        if porter.position is not None:
            position_into(moved.position, porter.position)


def _aftermath_into(out: result_pb2.ArrayerAftermathResult, result: ArrayerAftermathResult) -> None:
    out.SetInParent()
    for verdict in result.verdicts:
        entry = out.verdicts.add(
            combatant_id=verdict.combatant_id,
            outcome=verdict.outcome,
            hp=verdict.hp,
        )
        wound = verdict.wound
        if wound is not None:
            entry.wound.severity = arrayer_pb2.ArrayerWoundSeverity.ValueType(wound.severity)
            entry.wound.location = arrayer_pb2.ArrayerHitLocation.ValueType(wound.location)
            entry.wound.side = arrayer_pb2.ArrayerBodySide.ValueType(wound.side or 0)
    _healing_into(out.blood_baths, result.blood_baths)


def _healing_into(
    out: RepeatedCompositeFieldContainer[result_pb2.ArrayerHealing],
    healed: tuple[ArrayerHealing, ...],
) -> None:
    for entry in healed:
        out.add(combatant_id=entry.combatant_id, hp_before=entry.hp_before, hp_after=entry.hp_after)


def _nightly_rest_into(msg: result_pb2.ActionResult, result: ArrayerNightlyRestResult) -> None:
    out = msg.nightly_rest
    out.SetInParent()
    for night in result.combatants:
        out.combatants.add(
            combatant_id=night.combatant_id,
            death_check=night.death_check,
            died=night.died,
            hp_before=night.hp_before,
            hp_after=night.hp_after,
        )


#: Results made only of scalars (and lists of ids), by the ActionResult field they fill; each
#: engine field has the name of its proto field.
SCALAR_KINDS: dict[type[Value], str] = {
    ArrayerEscapeResult: "escape",
    ArrayerRollWeaponTypeResult: "roll_weapon_type",
    ReloadResult: "reload",
    StealthCheckResult: "stealth_check",
    SetTrapResult: "set_trap",
    BreakFreeResult: "break_free",
    DisarmTrapResult: "disarm_trap",
    TrapForFoodResult: "trap_for_food",
    LocateStealthedResult: "locate_stealthed",
}

_FIELDS = {kind: kind.FIELDS for kind in SCALAR_KINDS}


def _scalars_into(msg: result_pb2.ActionResult, result: ActionResult) -> None:
    kind = type(result)
    out = getattr(msg, SCALAR_KINDS[kind])
    out.SetInParent()  # a result of all defaults (e.g. freed false) is still this kind
    for name in _FIELDS[kind]:
        value = getattr(result, name)
        if isinstance(value, tuple):
            getattr(out, name).extend(value)
        else:
            setattr(out, name, value)


def action_result_into(msg: result_pb2.ActionResult, result: ActionResult) -> None:
    """Write an action's result into ``msg`` (ResolveActionResponse.result)."""
    if isinstance(result, AttackResult):
        _attack_into(msg, result)
    elif isinstance(result, MoveResult):
        _move_into(msg, result)
    elif isinstance(result, ArrayerAftermathResult):
        _aftermath_into(msg.aftermath, result)
    elif isinstance(result, ArrayerNightlyRestResult):
        _nightly_rest_into(msg, result)
    elif isinstance(result, ArrayerShortRestResult):
        msg.short_rest.SetInParent()
        _healing_into(msg.short_rest.recovered, result.recovered)
    else:
        _scalars_into(msg, result)


def encounter_results_into(
    msg: combat_service_pb2.EncounterOutcome,
    morale_checks: tuple[ArrayerMoraleCheck, ...],
    aftermath: ArrayerAftermathResult | None,
) -> None:
    """An encounter's ARRAYER morale checks (A15) and aftermath (A11) into its outcome."""
    for check in morale_checks:
        msg.morale_checks.add(
            side_id=check.side_id,
            trigger=check.trigger,
            target=check.target,
            roll=check.roll,
            held=check.held,
        )
    if aftermath is not None:
        _aftermath_into(msg.aftermath, aftermath)


def trap_into(msg: state_pb2.Trap, trap: Trap) -> None:
    """Write ``trap`` into ``msg``."""
    msg.id = trap.id
    msg.owner_id = trap.owner_id
    msg.difficulty = trap.difficulty
    msg.traps_skill = trap.traps_skill
    msg.basic_tools = trap.basic_tools
    msg.deals_damage = trap.deals_damage
    msg.setup_steps_left = trap.setup_steps_left
    msg.known_by.extend(trap.known_by)
    if trap.position is not None:
        position_into(msg.position, trap.position)


def state_to_proto(
    state: EncounterState, into: state_pb2.EncounterState | None = None
) -> state_pb2.EncounterState:
    """The wire form of ``state``, written into ``into`` (e.g. ``response.state``) if given.

    Sub-messages the engine holds at their defaults (conditions, environment, skills) are left
    unset, so a request's own shape comes back unchanged.
    """
    msg = state_pb2.EncounterState() if into is None else into
    msg.ruleset = state_pb2.Ruleset.ValueType(state.ruleset)
    msg.round = state.round
    for combatant in state.combatants:
        _combatant_into(msg.combatants.add(), combatant)
    state_rest_into(msg, state)
    return msg


def state_rest_into(msg: state_pb2.EncounterState, state: EncounterState) -> None:
    """The fields of ``state`` after its combatants (the sides on), into ``msg``."""
    for side in state.sides:  # in one call, as a combatant's own fields (_combatant_into)
        msg.sides.add(
            id=side.id,
            sentiment=side.sentiment or 0,
            morale=side.morale,
            morale_modifier=side.morale_modifier,
            routed=side.routed,
            starting_members=side.starting_members,
            morale_checks_made=side.morale_checks_made,
            party=side.party,
        )
    if state.battlefield is not None:
        battlefield = msg.battlefield
        battlefield.SetInParent()
        battlefield.width = state.battlefield.width
        battlefield.height = state.battlefield.height
        for obstacle in state.battlefield.obstacles:
            position_into(battlefield.obstacles.add().position, obstacle.position)
    if state.environment != _CALM:
        msg.environment.wind_or_moisture = state.environment.wind_or_moisture
    if state.arrayer_rules is not None:
        arrayer_rules_into(msg.arrayer_rules, state.arrayer_rules)
    if state.tiered_rules is not None:
        tiered_rules_into(msg.tiered_rules, state.tiered_rules)
    msg.turn_order.extend(state.turn_order)
    for trap in state.traps:
        trap_into(msg.traps.add(), trap)


def events_to_proto(
    events: Sequence[TraceEvent],
    detail: TraceDetail,
    into: trace_pb2.Trace | None = None,
    stop: StopCheck | None = None,
) -> trace_pb2.Trace:
    """The trace at ``detail``: NONE has no events; SUMMARY drops dice and totals; FULL (and
    unspecified) keeps everything. ``stop`` is polled every ``EVENTS_PER_CHECK`` events (Stopped
    when it says stop): a whole encounter's trace takes as long to convert as some rounds do."""
    trace = trace_pb2.Trace() if into is None else into
    if detail == _NONE:
        return trace
    full = detail != _SUMMARY
    for i, event in enumerate(events):
        if stop is not None and not i % EVENTS_PER_CHECK and stop():
            raise Stopped(event.round)
        e = trace.events.add(
            kind=event.kind,
            round=event.round,
            actor_id=event.actor_id,
            target_id=event.target_id,
            weapon_id=event.weapon_id,
            outcome=event.outcome or 0,
            rulings=event.rulings,
            summary=event.summary,
            side_id=event.side_id,
        )
        if full:
            for die in event.dice:
                e.dice.add(
                    size=die.size,
                    face=die.face,
                    purpose=die.purpose,
                    combatant_id=die.combatant_id,
                    side_id=die.side_id,
                    discarded=die.discarded,
                )
            for total in event.totals:
                t = e.totals.add(name=total.name, value=total.value)
                for term in total.terms:
                    t.terms.add(name=term.name, value=term.value)
        for hp in event.hp_changes:
            e.hp_changes.add(combatant_id=hp.combatant_id, before=hp.before, after=hp.after)
        for change in event.condition_changes:
            e.condition_changes.add(
                combatant_id=change.combatant_id, condition=change.condition, active=change.active
            )
        for square in event.path:
            e.path.add(x=square.x, y=square.y)
    return trace


def _resolution_into(
    msg: combat_service_pb2.ResolveActionResponse | combat_service_pb2.ResolveEncounterResponse,
    resolution: Resolution | EncounterResolution,
    detail: TraceDetail,
    seed: int | None,
    echo_state: bool,
    *,
    stop: StopCheck | None = None,
) -> None:
    """What both responses carry: the new state (unless a batch asked for no echo), the trace,
    the seed and the dice count."""
    msg.SetInParent()
    if echo_state:
        state_to_proto(resolution.state, msg.state)
    events_to_proto(resolution.events, detail, msg.trace, stop)
    if seed is not None:
        msg.seed = seed
    msg.dice_rolled = resolution.dice_rolled


def action_response_to_proto(
    resolution: Resolution,
    detail: TraceDetail,
    seed: int | None,
    into: combat_service_pb2.ResolveActionResponse | None = None,
    *,
    echo_state: bool = True,
) -> combat_service_pb2.ResolveActionResponse:
    """A ResolveActionResponse, written into ``into`` (e.g. a batch result's ``action``);
    without ``echo_state`` its ``state`` stays unset (BatchOptions.state_echo)."""
    msg = combat_service_pb2.ResolveActionResponse() if into is None else into
    _resolution_into(msg, resolution, detail, seed, echo_state)
    action_result_into(msg.result, resolution.result)
    return msg


def encounter_response_to_proto(
    resolution: EncounterResolution,
    detail: TraceDetail,
    seed: int | None,
    into: combat_service_pb2.ResolveEncounterResponse | None = None,
    *,
    echo_state: bool = True,
    stop: StopCheck | None = None,
) -> combat_service_pb2.ResolveEncounterResponse:
    """A ResolveEncounterResponse, written into ``into`` (see action_response_to_proto);
    ``stop`` as for events_to_proto."""
    msg = combat_service_pb2.ResolveEncounterResponse() if into is None else into
    _resolution_into(msg, resolution, detail, seed, echo_state, stop=stop)
    encounter_outcome_into(msg.outcome, resolution)
    return msg


def encounter_outcome_into(
    msg: combat_service_pb2.EncounterOutcome, resolution: EncounterResolution
) -> None:
    """How the encounter of ``resolution`` ended, into ``msg``."""
    outcome = resolution.outcome
    msg.end_reason = combat_service_pb2.EndReason.ValueType(outcome.end_reason)
    msg.winning_side_id = outcome.winning_side_id
    msg.rounds = outcome.rounds
    encounter_results_into(msg, resolution.morale_checks, resolution.aftermath)


def arrayer_combatant_into(a: state_pb2.ArrayerCombatant, traits: ArrayerCombatant) -> None:
    """Write a combatant's ARRAYER traits into ``a``."""
    a.SetInParent()
    a.hit_dice = traits.hit_dice
    _ARRAYER_COMBATANT.write(a, traits)
    for p in traits.proficiencies:
        a.proficiencies.add(weapon_type=p.weapon_type, improvements=p.improvements)
    if traits.mount is not None:
        a.mount.kind = state_pb2.MountKind.ValueType(traits.mount.kind)
        a.mount.hp = traits.mount.hp
        a.mount.hit_dice = traits.mount.hit_dice or 0
    for wound in traits.wounds:
        a.wounds.add(
            severity=arrayer_pb2.ArrayerWoundSeverity.ValueType(wound.severity),
            location=arrayer_pb2.ArrayerHitLocation.ValueType(wound.location),
            side=arrayer_pb2.ArrayerBodySide.ValueType(wound.side or 0),
        )


def tiered_combatant_into(t: state_pb2.TieredCombatant, stats: TieredCombatant) -> None:
    """Write a combatant's `tiered` stats into ``t``; skills all 0 stay unset."""
    t.SetInParent()
    # By hand, as a combatant's own fields (service/boundary/convert.py, _combatant_into).
    t.body = stats.body
    t.reflex = stats.reflex
    t.mind = stats.mind
    t.presence = stats.presence
    if stats.move is not None:
        t.move = stats.move
    t.traps_set_today = stats.traps_set_today
    if stats.skills != _NO_SKILLS:
        t.skills.SetInParent()
        _SKILLS.write(t.skills, stats.skills)


def _record_into(msg: Message, record: Value) -> None:
    """Every field of ``record`` that is set into ``msg``, by name (a weapon's overrides, echoed
    as the request sent them)."""
    msg.SetInParent()
    for name, value in zip(record.FIELDS, record.field_values(), strict=True):
        if value is None:
            continue
        if isinstance(value, Value):
            _record_into(getattr(msg, name), value)
        elif isinstance(value, tuple):
            for item in value:
                if isinstance(item, Value):
                    _record_into(getattr(msg, name).add(), item)
                else:
                    getattr(msg, name).append(item)
        else:
            setattr(msg, name, value)


def _weapon_into(msg: weapon_pb2.Weapon, weapon: Weapon) -> None:
    msg.id = weapon.id
    if weapon.catalog_id is not None:
        msg.catalog_id = weapon.catalog_id
        if weapon.overrides is not None:
            _record_into(msg.overrides, weapon.overrides)
    else:
        _definition_into(msg.definition, weapon.definition)
    if weapon.hand is not None:
        msg.hand = weapon_pb2.Hand.ValueType(weapon.hand)
    _WEAPON.write(msg, weapon)
    if weapon.ammunition is not None:
        ammunition = weapon.ammunition
        a = msg.ammunition
        a.SetInParent()
        if ammunition.kind is not None:
            a.kind = weapon_pb2.AmmunitionKind.ValueType(ammunition.kind)
        _AMMUNITION.write(a, ammunition)


def _conditions_into(msg: state_pb2.Conditions, conditions: Conditions) -> None:
    msg.SetInParent()
    _CONDITIONS.write(msg, conditions)
    if conditions.entanglement is not None:
        e = msg.entanglement
        e.source = state_pb2.EntanglementSource.ValueType(conditions.entanglement.source)
        e.rounds = conditions.entanglement.rounds
    msg.also_held_by.extend(conditions.also_held_by)
    msg.stealth_flagged_by.extend(conditions.stealth_flagged_by)


def _armour_into(msg: state_pb2.Combatant, armour: Armour) -> None:
    out = msg.armour
    out.SetInParent()
    out.value = armour.value
    if armour.armour_class is not None:
        out.armour_class = state_pb2.ArmourClass.ValueType(armour.armour_class)
    out.tier_loss = armour.tier_loss


def _shield_into(msg: state_pb2.Combatant, shield: Shield) -> None:
    out = msg.shield
    out.SetInParent()
    out.value = shield.value
    out.tier_loss = shield.tier_loss


def _weapons_into(msg: state_pb2.Combatant, weapons: tuple[Weapon, ...]) -> None:
    for weapon in weapons:
        _weapon_into(msg.weapons.add(), weapon)


def _combatant_conditions_into(msg: state_pb2.Combatant, conditions: Conditions) -> None:
    if conditions != _NO_CONDITIONS:
        _conditions_into(msg.conditions, conditions)


#: A combatant's fields that are messages (or lists of them) on the wire, each by its writer;
#: the engine's field names are the proto's. The others are scalars, assigned as they are.
_COMBATANT_PARTS: dict[str, Callable[[state_pb2.Combatant, Any], None]] = {
    "position": lambda msg, position: position_into(msg.position, position),
    "weapons": _weapons_into,
    "armour": _armour_into,
    "shield": _shield_into,
    "conditions": _combatant_conditions_into,
    "arrayer": lambda msg, traits: arrayer_combatant_into(msg.arrayer, traits),
    "tiered": lambda msg, stats: tiered_combatant_into(msg.tiered, stats),
    "facing": lambda msg, facing: position_into(msg.facing, facing),
}


assert set(_COMBATANT_PARTS) <= set(Combatant.FIELDS), "a writer for no field of Combatant"


def _combatant_into(msg: state_pb2.Combatant, combatant: Combatant) -> None:
    # The scalars by hand, not by the tables (Scalars.write): fields nearly every combatant sets
    # are written for each changed combatant of each response, and a plain assignment costs a
    # third of a table's setattr.
    msg.id = combatant.id
    msg.side_id = combatant.side_id
    msg.name = combatant.name
    msg.hp = combatant.hp
    msg.max_hp = combatant.max_hp
    for name, write in _COMBATANT_PARTS.items():
        value = getattr(combatant, name)
        if value is not None:
            write(msg, value)


def _combatant_patched(msg: state_pb2.Combatant, was: Combatant, combatant: Combatant) -> None:
    """Turn ``msg``, the wire form of ``was``, into that of ``combatant``: each field that is not
    the very value it was (the engine's ``with_…`` copies keep the others) is written anew."""
    for name in Combatant.FIELDS:
        value = getattr(combatant, name)
        if value is getattr(was, name):
            continue
        write = _COMBATANT_PARTS.get(name)
        if write is None:
            setattr(msg, name, value)  # a scalar: proto3 clears a field set to its zero
        else:
            msg.ClearField(name)  # type: ignore[arg-type]  # a field name of Combatant
            if value is not None:
                write(msg, value)


def combatant_wire(combatant: Combatant) -> bytes:
    """A combatant's wire bytes in a response."""
    msg = state_pb2.Combatant()
    _combatant_into(msg, combatant)
    return msg.SerializeToString()


#: The largest numerator or denominator a Rational carries exactly (uint64).
_UINT64_MAX = 2**64 - 1


def _rational_into(msg: combat_service_pb2.Rational, value: Fraction) -> None:
    if value.numerator <= _UINT64_MAX and value.denominator <= _UINT64_MAX:
        msg.numerator = value.numerator
        msg.denominator = value.denominator
    # float() of a Fraction is correctly rounded, however large its terms.
    msg.value = float(value)
    msg.exact_numerator = str(value.numerator)
    msg.exact_denominator = str(value.denominator)


def _damage_into(
    into: RepeatedCompositeFieldContainer[combat_service_pb2.DamageProbability],
    points: tuple[DamageProbability, ...],
) -> None:
    for point in points:
        _rational_into(into.add(damage=point.damage).probability, point.probability)


def odds_response_into(odds: AttackOdds, into: combat_service_pb2.ComputeOddsResponse) -> None:
    """Fill ``into`` with ``odds``: ``misfire`` and ``mishap`` for ARRAYER, ``contest`` for
    `tiered` (each ruleset's fields only, as elsewhere in the API)."""
    _rational_into(into.hit, odds.hit)
    _rational_into(into.miss, odds.miss)
    _damage_into(into.damage, odds.damage)
    _rational_into(into.mean_damage, odds.mean_damage)
    for outcome in odds.outcomes:
        _rational_into(into.outcomes.add(outcome=outcome.outcome).probability, outcome.probability)
    into.branches = odds.branches
    into.dice_rolled = odds.dice_rolled
    _damage_into(into.self_damage, odds.self_damage)
    _rational_into(into.self_mean_damage, odds.self_mean_damage)
    contest = odds.contest
    if contest is None:  # ARRAYER: its fields only
        _rational_into(into.misfire, odds.misfire)
        _rational_into(into.mishap, odds.mishap)
        for further in odds.further_targets:
            target = into.further_targets.add(combatant_id=further.combatant_id)
            _damage_into(target.damage, further.damage)
            _rational_into(target.mean_damage, further.mean_damage)
    else:
        _rational_into(into.contest.attacker_wins, contest.attacker_wins)
        _rational_into(into.contest.defender_wins, contest.defender_wins)
        _rational_into(into.contest.tie, contest.tie)
        _damage_into(into.contest.counter_damage, contest.counter_damage)
        _rational_into(into.contest.counter_mean_damage, contest.counter_mean_damage)
        for critical in odds.criticals:
            entry = into.criticals.add(
                combatant_id=critical.combatant_id,
                degraded=critical.degraded or 0,  # the engine's values are the proto's
                damage=critical.damage,
            )
            _rational_into(entry.probability, critical.probability)


def encounter_odds_to_proto(odds: EncounterOdds) -> combat_service_pb2.ComputeEncounterOddsResponse:
    """``odds`` as the response: sides, ends and rounds as the engine orders them."""
    response = combat_service_pb2.ComputeEncounterOddsResponse(
        positions=odds.positions, branches=odds.branches
    )
    for side in odds.sides:
        _rational_into(response.sides.add(side_id=side.side_id).win, side.win)
    _rational_into(response.draw, odds.draw)
    for reason in odds.end_reasons:
        entry = response.end_reasons.add(
            end_reason=combat_service_pb2.EndReason.ValueType(reason.end_reason)
        )
        _rational_into(entry.probability, reason.probability)
    for rounds in odds.rounds:
        _rational_into(response.rounds.add(rounds=rounds.rounds).probability, rounds.probability)
    _rational_into(response.mean_rounds, odds.mean_rounds)
    for combatant in odds.combatants:
        end = response.combatants.add(combatant_id=combatant.combatant_id)
        _rational_into(end.survival, combatant.survival)
        _damage_into(end.hp_lost, combatant.hp_lost)
        _rational_into(end.mean_hp_lost, combatant.mean_hp_lost)
        _rational_into(end.mean_damage_dealt, combatant.mean_damage_dealt)
        _rational_into(end.mean_damage_taken, combatant.mean_damage_taken)
    if odds.rounds_beyond is not None:
        _rational_into(response.rounds_beyond, odds.rounds_beyond)
    return response
