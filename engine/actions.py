"""Actions a combatant can take: the records of ``arbiter.v1.Action`` and its kinds
(engine/records, generated from proto/arbiter/v1/action.proto, arrayer.proto and tiered.proto).

Each kind has ``kind``, its field in ``Action`` (the name field paths give it), and
``actor_field``/``actor_id``, who acts (empty for the ARRAYER aftermath and rests, which concern
the whole state).
"""

from __future__ import annotations

from engine.records.action import Action, Attack, CriticalTarget, Move
from engine.records.arrayer import (
    ArrayerAftermath,
    ArrayerBloodBath,
    ArrayerEscape,
    ArrayerFollowUp,
    ArrayerMountTarget,
    ArrayerNightlyRest,
    ArrayerRollWeaponType,
    ArrayerShortRest,
)
from engine.records.combat_service import ScriptedAction
from engine.records.tiered import (
    BreakFree,
    DisarmTrap,
    LocateStealthed,
    Reload,
    SetTrap,
    StealthCheck,
    TieredStat,
    TrapForFood,
    TrapTools,
)

__all__ = [
    "Action",
    "ArrayerAftermath",
    "ArrayerBloodBath",
    "ArrayerEscape",
    "ArrayerFollowUp",
    "ArrayerMountTarget",
    "ArrayerNightlyRest",
    "ArrayerRollWeaponType",
    "ArrayerShortRest",
    "Attack",
    "BreakFree",
    "CriticalTarget",
    "DisarmTrap",
    "LocateStealthed",
    "Move",
    "Reload",
    "ScriptedAction",
    "SetTrap",
    "StealthCheck",
    "TieredStat",
    "TrapForFood",
    "TrapTools",
    "stat_field",
]


def stat_field(stat: TieredStat) -> str:
    """The attribute of TieredCombatant holding this stat."""
    return stat.name.lower()
