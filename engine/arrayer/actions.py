"""ARRAYER-only actions (mirror ``arbiter.v1`` ArrayerAftermath, ArrayerNightlyRest,
ArrayerShortRest, ArrayerEscape and ArrayerRollWeaponType; rulings A4, A11, A12, A24) and two
attack options: the mount-target choice (A10) and the greatsword's follow-up (A26)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.actor import ByCombatant, ByNobody

__all__ = [
    "Aftermath",
    "BloodBath",
    "Escape",
    "FollowUp",
    "MountTarget",
    "NightlyRest",
    "RollWeaponType",
    "ShortRest",
]


class MountTarget(enum.IntEnum):
    """What a mounted attacker strikes on a mounted target (A10)."""

    HORSE = 1
    """The horse."""
    RIDER = 2
    """The rider."""


@dataclass(frozen=True, slots=True)
class FollowUp:
    """A26: what an attack with a weapon that attacks again on downing an enemy (greatsword)
    does when it downs one: ``decline`` takes no extra attack; ``target_ids`` are the extra
    attacks to take, in order, each only if the one before downed its target, and no more after
    them. An attack without a FollowUp takes each one against the nearest enemy in reach, as the
    default tactic does."""

    decline: bool = False
    target_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BloodBath:
    """Bathers heal 1 HP per Hit Die of the creature (A12)."""

    creature_id: str
    bather_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Aftermath(ByNobody):
    """After a fight: blood baths, then the aftermath d20 of everyone below 0 HP (A11)."""

    blood_baths: tuple[BloodBath, ...] = ()

    kind: ClassVar[str] = "aftermath"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class NightlyRest(ByNobody):
    """A night of rest: death checks below 0 HP, then healing (A12)."""

    kind: ClassVar[str] = "nightly_rest"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class ShortRest(ByNobody):
    """A short rest: whoever the aftermath marked recovers to 0 HP (A11, A24)."""

    kind: ClassVar[str] = "short_rest"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class Escape(ByCombatant):
    """An entangled combatant tries to get free."""

    combatant_id: str

    kind: ClassVar[str] = "escape"
    """The action's name in ``arbiter.v1.Action``."""


@dataclass(frozen=True, slots=True)
class RollWeaponType(ByCombatant):
    """Character creation: 1d6 on the Weapon Types table, improve that type (A4)."""

    combatant_id: str

    kind: ClassVar[str] = "roll_weapon_type"
    """The action's name in ``arbiter.v1.Action``."""
