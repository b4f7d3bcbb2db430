"""Typed results (engine/results.py) into ``arbiter.v1`` (result.proto): the ActionResult of a
ResolveActionResponse, and the morale checks and aftermath of an EncounterOutcome. Outbound only;
hooked into service/convert.py. Written in place, like every response (service/convert.py)."""

from __future__ import annotations

from google.protobuf.internal.containers import RepeatedCompositeFieldContainer

from arbiter.v1 import arrayer_pb2, combat_service_pb2, result_pb2, trace_pb2
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
from engine.values import Value
from service.proto_values import Scalars, position_into

__all__ = ["SCALAR_KINDS", "action_result_into", "encounter_results_into"]

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
