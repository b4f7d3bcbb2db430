"""The wire writers of arbiter/v1/dice.proto's records, generated from proto/ by scripts/gen_codec.py; do not edit."""

from __future__ import annotations

from engine.records.dice import DieRoll
from service.boundary.codec.primitives import number, text

__all__ = [
    "write_die_roll",
]


def write_die_roll(out: bytearray, value: DieRoll) -> bytearray:
    """Append the wire form of ``value`` to ``out``; return ``out``."""
    number(out, 8, value.size)
    number(out, 16, value.face)
    number(out, 24, value.purpose)
    text(out, 34, value.combatant_id)
    text(out, 42, value.side_id)
    number(out, 48, value.discarded)
    return out
