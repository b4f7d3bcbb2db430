"""The engine's records of arbiter/v1/dice.proto, generated from proto/ by scripts/gen_engine.py; do not edit."""

from __future__ import annotations

import enum
from typing import final

from engine.values import Value

__all__ = [
    "DiePurpose",
    "DieRoll",
]


class DiePurpose(enum.IntEnum):
    """Why a die was rolled."""

    ATTACK = 1
    """ARRAYER Attack Die: to hit and damage in one roll."""
    CONTEST_ATTACK = 2
    """`tiered` attacker's contested d20."""
    CONTEST_DEFENCE = 3
    """`tiered` defender's contested d20."""
    DAMAGE = 4
    """A damage roll separate from the attack (e.g. ARRAYER burst round 1d6)."""
    SAVE = 5
    """A save or check (ARRAYER Dodge, Physique, Dexterity; roll under, ruling S4)."""
    INITIATIVE = 6
    """Initiative (ARRAYER side d6, ruling A13; `tiered` d20 + Reflex, ruling T2)."""
    MORALE = 7
    """ARRAYER morale 2d6 (ruling A15)."""
    MISHAP = 8
    """ARRAYER gunpowder mishap die (ruling A6)."""
    AFTERMATH = 9
    """ARRAYER aftermath d20: death, recovery or wound (ruling A11)."""
    HIT_LOCATION = 10
    """ARRAYER hit location d20 (ruling A11)."""
    DEATH_CHECK = 11
    """ARRAYER nightly death check d20 (ruling A12)."""
    WEAPON_TYPE = 12
    """ARRAYER Weapon Types roll at character creation (ruling A4)."""
    ESCAPE = 13
    """An escape attempt (net d6, trap break-free d20)."""
    STEALTH = 14
    """`tiered` stealth check d20 (ruling T6)."""
    TRAP = 15
    """`tiered` trap roll d20 (ruling T7)."""


@final
class DieRoll(Value):
    """One die as rolled: everything a client needs to animate it or replay it."""

    FIELDS = ("size", "face", "purpose", "combatant_id", "side_id", "discarded")
    __slots__ = FIELDS

    size: int
    """Number of faces (6, 8, 10, 12, 20)."""
    face: int
    """The natural face, 1..size."""
    purpose: DiePurpose
    """Why it was rolled."""
    combatant_id: str
    """Who rolled it; empty for a side's roll (see side_id)."""
    side_id: str
    """The side that rolled it (ARRAYER initiative and morale); empty otherwise."""
    discarded: bool
    """True when the rules rolled this die but did not use its face (e.g. the lower of a dual-wield
    2d20). It still counts as rolled and as consumed from forced dice.
    """

    def __init__(
        self,
        size: int,
        face: int,
        purpose: DiePurpose,
        combatant_id: str = "",
        side_id: str = "",
        discarded: bool = False,
    ) -> None:
        self.size = size
        self.face = face
        self.purpose = purpose
        self.combatant_id = combatant_id
        self.side_id = side_id
        self.discarded = discarded

    def field_values(self) -> tuple[object, ...]:
        return (self.size, self.face, self.purpose, self.combatant_id, self.side_id, self.discarded)

    def _copy(self) -> DieRoll:
        return DieRoll(
            self.size,
            self.face,
            self.purpose,
            self.combatant_id,
            self.side_id,
            self.discarded,
        )

    def with_size(self, size: int) -> DieRoll:
        copy = self._copy()
        copy.size = size
        return copy

    def with_face(self, face: int) -> DieRoll:
        copy = self._copy()
        copy.face = face
        return copy

    def with_purpose(self, purpose: DiePurpose) -> DieRoll:
        copy = self._copy()
        copy.purpose = purpose
        return copy

    def with_combatant_id(self, combatant_id: str) -> DieRoll:
        copy = self._copy()
        copy.combatant_id = combatant_id
        return copy

    def with_side_id(self, side_id: str) -> DieRoll:
        copy = self._copy()
        copy.side_id = side_id
        return copy

    def with_discarded(self, discarded: bool) -> DieRoll:
        copy = self._copy()
        copy.discarded = discarded
        return copy
