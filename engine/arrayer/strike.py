"""How one ARRAYER attack will be made (``Strike``), decided by engine/arrayer/attack.py and read
by the weapon effects (engine/arrayer/effects.py). A module of its own, so that the effects need
not import the attack module that drives them."""

from __future__ import annotations

from typing import final

from engine.state import ArrayerWeaponRules, RangeBands, Weapon
from engine.values import Value

__all__ = ["Strike"]


@final
class Strike(Value):
    """How one attack will be made: the profile used, melee or missile, band and threshold.

    ``bands`` are the range bands the shot is measured against (the profile's, or its
    ammunition's; None in melee or for a weapon without range)."""

    FIELDS = ("weapon", "profile", "melee", "band", "threshold", "thrown", "notes", "bands")
    __slots__ = FIELDS

    weapon: Weapon
    profile: ArrayerWeaponRules
    melee: bool
    band: str
    threshold: int
    thrown: bool
    notes: tuple[str, ...]
    bands: RangeBands | None

    def __init__(
        self,
        weapon: Weapon,
        profile: ArrayerWeaponRules,
        melee: bool,
        band: str,
        threshold: int,
        thrown: bool,
        notes: tuple[str, ...],
        bands: RangeBands | None = None,
    ) -> None:
        self.weapon = weapon
        self.profile = profile
        self.melee = melee
        self.band = band
        self.threshold = threshold
        self.thrown = thrown
        self.notes = notes
        self.bands = bands

    def field_values(self) -> tuple[object, ...]:
        return (
            self.weapon,
            self.profile,
            self.melee,
            self.band,
            self.threshold,
            self.thrown,
            self.notes,
            self.bands,
        )
