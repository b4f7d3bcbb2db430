"""How one ARRAYER attack will be made (``Strike``), decided by engine/arrayer/attack.py and read
by the weapon effects (engine/arrayer/effects.py). A module of its own, so that the effects need
not import the attack module that drives them."""

from __future__ import annotations

from dataclasses import dataclass

from engine.state import ArrayerWeaponRules, RangeBands, Weapon

__all__ = ["Strike"]


@dataclass(frozen=True, slots=True)
class Strike:
    """How one attack will be made: the profile used, melee or missile, band and threshold.

    ``bands`` are the range bands the shot is measured against (the profile's, or its
    ammunition's; None in melee or for a weapon without range)."""

    weapon: Weapon
    profile: ArrayerWeaponRules
    melee: bool
    band: str
    threshold: int
    thrown: bool
    notes: tuple[str, ...]
    bands: RangeBands | None = None
