"""The wire writers of arbiter/v1/combat_service.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.action import Action
from engine.records.combat_service import ScriptedAction
from service.codec.messages.action import write_action
from service.codec.primitives import length, number

__all__ = [
    "write_scripted_action",
]


def write_scripted_action(out: bytearray, value: ScriptedAction) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.round)
    length(out, 18, write_action(bytearray(), value.action))
    return out
