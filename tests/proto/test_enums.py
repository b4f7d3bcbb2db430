"""Engine enums equal their arbiter.v1 counterparts, name for name and number for number.

The service converts enums by number, so a drift here would silently mistranslate a request.
"""

from __future__ import annotations

import enum

import pytest
from google.protobuf.descriptor import EnumDescriptor

from arbiter.v1 import (
    action_pb2,
    arrayer_pb2,
    combat_service_pb2,
    dice_pb2,
    result_pb2,
    state_pb2,
    tiered_pb2,
    trace_pb2,
    weapon_pb2,
)
from engine import actions, dice, encounter, results, state, trace

PAIRS: list[tuple[type[enum.IntEnum], EnumDescriptor]] = [
    (state.Ruleset, state_pb2.Ruleset.DESCRIPTOR),
    (state.Sentiment, state_pb2.Sentiment.DESCRIPTOR),
    (state.MoraleTrigger, state_pb2.MoraleTrigger.DESCRIPTOR),
    (state.ArmourClass, state_pb2.ArmourClass.DESCRIPTOR),
    (state.EntanglementSource, state_pb2.EntanglementSource.DESCRIPTOR),
    (state.MountKind, state_pb2.MountKind.DESCRIPTOR),
    (state.TieredSkill, state_pb2.TieredSkill.DESCRIPTOR),
    (state.ArrayerWeaponType, weapon_pb2.ArrayerWeaponType.DESCRIPTOR),
    (state.ArrayerEffectKind, weapon_pb2.ArrayerEffectKind.DESCRIPTOR),
    (state.ArrayerWoundSeverity, arrayer_pb2.ArrayerWoundSeverity.DESCRIPTOR),
    (state.ArrayerHitLocation, arrayer_pb2.ArrayerHitLocation.DESCRIPTOR),
    (state.ArrayerBodySide, arrayer_pb2.ArrayerBodySide.DESCRIPTOR),
    (state.ArrayerMishapResult, arrayer_pb2.ArrayerMishapResult.DESCRIPTOR),
    (actions.ArrayerMountTarget, arrayer_pb2.ArrayerMountTarget.DESCRIPTOR),
    (state.TieredWeaponClass, weapon_pb2.TieredWeaponClass.DESCRIPTOR),
    (state.Hand, weapon_pb2.Hand.DESCRIPTOR),
    (state.AmmunitionKind, weapon_pb2.AmmunitionKind.DESCRIPTOR),
    (dice.DiePurpose, dice_pb2.DiePurpose.DESCRIPTOR),
    (trace.EventKind, trace_pb2.EventKind.DESCRIPTOR),
    (trace.Outcome, trace_pb2.Outcome.DESCRIPTOR),
    (trace.Condition, trace_pb2.Condition.DESCRIPTOR),
    (trace.TraceDetail, trace_pb2.TraceDetail.DESCRIPTOR),
    (actions.CriticalTarget, action_pb2.CriticalTarget.DESCRIPTOR),
    (encounter.Tactic, combat_service_pb2.Tactic.DESCRIPTOR),
    (encounter.EndReason, combat_service_pb2.EndReason.DESCRIPTOR),
    (actions.TieredStat, tiered_pb2.TieredStat.DESCRIPTOR),
    (actions.TrapTools, tiered_pb2.TrapTools.DESCRIPTOR),
    (results.StrikeKind, result_pb2.StrikeKind.DESCRIPTOR),
    (results.MoveStop, result_pb2.MoveStop.DESCRIPTOR),
]


def _snake(name: str) -> str:
    return "".join(f"_{c}" if c.isupper() else c for c in name).lstrip("_").upper()


@pytest.mark.parametrize(("engine_enum", "proto_enum"), PAIRS, ids=lambda p: getattr(p, "name", ""))
def test_enum_matches_proto(engine_enum: type[enum.IntEnum], proto_enum: EnumDescriptor) -> None:
    prefix = _snake(proto_enum.name) + "_"
    proto_values = {
        v.name.removeprefix(prefix): v.number for v in proto_enum.values if v.number != 0
    }
    assert {m.name: m.value for m in engine_enum} == proto_values
