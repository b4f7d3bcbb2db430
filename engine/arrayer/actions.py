"""ARRAYER-only actions (mirror ``arbiter.v1`` ArrayerAftermath, ArrayerNightlyRest,
ArrayerShortRest, ArrayerEscape and ArrayerRollWeaponType; rulings A4, A11, A12, A24) and two
attack options: the mount-target choice (A10) and the greatsword's follow-up (A26)."""

from __future__ import annotations

import enum
from typing import ClassVar, final

from engine.actor import ByCombatant, ByNobody
from engine.values import Value

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


@final
class FollowUp(Value):
    """A26: what an attack with a weapon that attacks again on downing an enemy (greatsword)
    does when it downs one: ``decline`` takes no extra attack; ``target_ids`` are the extra
    attacks to take, in order, each only if the one before downed its target, and no more after
    them. An attack without a FollowUp takes each one against the nearest enemy in reach, as the
    default tactic does."""

    FIELDS = ("decline", "target_ids")
    __slots__ = FIELDS

    decline: bool
    target_ids: tuple[str, ...]

    def __init__(self, decline: bool = False, target_ids: tuple[str, ...] = ()) -> None:
        self.decline = decline
        self.target_ids = target_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.decline, self.target_ids)


@final
class BloodBath(Value):
    """Bathers heal 1 HP per Hit Die of the creature (A12)."""

    FIELDS = ("creature_id", "bather_ids")
    __slots__ = FIELDS

    creature_id: str
    bather_ids: tuple[str, ...]

    def __init__(self, creature_id: str, bather_ids: tuple[str, ...]) -> None:
        self.creature_id = creature_id
        self.bather_ids = bather_ids

    def field_values(self) -> tuple[object, ...]:
        return (self.creature_id, self.bather_ids)


@final
class Aftermath(ByNobody):
    """After a fight: blood baths, then the aftermath d20 of everyone below 0 HP (A11)."""

    FIELDS = ("blood_baths",)
    __slots__ = FIELDS

    blood_baths: tuple[BloodBath, ...]

    def __init__(self, blood_baths: tuple[BloodBath, ...] = ()) -> None:
        self.blood_baths = blood_baths

    def field_values(self) -> tuple[object, ...]:
        return (self.blood_baths,)

    kind: ClassVar[str] = "aftermath"
    """The action's name in ``arbiter.v1.Action``."""


@final
class NightlyRest(ByNobody):
    """A night of rest: death checks below 0 HP, then healing (A12)."""

    FIELDS = ()
    __slots__ = FIELDS

    def field_values(self) -> tuple[object, ...]:
        return ()

    kind: ClassVar[str] = "nightly_rest"
    """The action's name in ``arbiter.v1.Action``."""


@final
class ShortRest(ByNobody):
    """A short rest: whoever the aftermath marked recovers to 0 HP (A11, A24)."""

    FIELDS = ()
    __slots__ = FIELDS

    def field_values(self) -> tuple[object, ...]:
        return ()

    kind: ClassVar[str] = "short_rest"
    """The action's name in ``arbiter.v1.Action``."""


@final
class Escape(ByCombatant):
    """An entangled combatant tries to get free."""

    FIELDS = ("combatant_id",)
    __slots__ = FIELDS

    combatant_id: str

    def __init__(self, combatant_id: str) -> None:
        self.combatant_id = combatant_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id,)

    kind: ClassVar[str] = "escape"
    """The action's name in ``arbiter.v1.Action``."""


@final
class RollWeaponType(ByCombatant):
    """Character creation: 1d6 on the Weapon Types table, improve that type (A4)."""

    FIELDS = ("combatant_id",)
    __slots__ = FIELDS

    combatant_id: str

    def __init__(self, combatant_id: str) -> None:
        self.combatant_id = combatant_id

    def field_values(self) -> tuple[object, ...]:
        return (self.combatant_id,)

    kind: ClassVar[str] = "roll_weapon_type"
    """The action's name in ``arbiter.v1.Action``."""
