"""Actions a combatant can take (mirrors ``arbiter.v1.Action``)."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from engine.actor import ByCombatant
from engine.arrayer.actions import (
    Aftermath,
    Escape,
    FollowUp,
    MountTarget,
    NightlyRest,
    RollWeaponType,
    ShortRest,
)
from engine.state import AmmunitionKind, Position, TieredSkill
from engine.tiered.actions import (
    BreakFree,
    DisarmTrap,
    LocateStealthed,
    Reload,
    SetTrap,
    StealthCheck,
    TrapForFood,
)

__all__ = ["Action", "Attack", "CriticalTarget", "Move", "ScriptedAction"]


class CriticalTarget(enum.IntEnum):
    """What a `tiered` natural 20 degrades on the loser (ruling T4)."""

    WEAPON = 1
    """The loser's weapon (not for an unarmed winner)."""
    ARMOUR = 2
    """The loser's armour."""
    SHIELD = 3
    """The loser's shield."""


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack with one weapon against one target.

    ``weapon_id`` empty means the attacker's first weapon (`tiered`: bare hands when it has none).
    ``critical_target``/``defender_critical_target`` None pick armour, then shield, then weapon.
    ``defence_skill`` is the weapon skill the defender rolls (T10); None is its best (the skill of
    ``defence_weapon_id`` when that is named). ``defence_weapon_id`` is the weapon that goes with
    it and counterattacks (T11); empty is the best the defender has for the skill.
    `tiered` options: ``off_hand_weapon_id`` dual wields, ``thrown`` throws the weapon,
    ``stealth_attack`` is the free stealth attack (T6), ``target_position`` aims a siege weapon at a
    stationary target (then ``target_id`` is empty), ``crew_ids`` crew it (T8),
    ``defender_off_hand_weapon_id`` has the defender dual wield.
    ARRAYER options: ``killing_blow`` on the unaware (A5), ``mount_target`` for a mounted attacker
    (A10), ``use_alternate`` (the weapon's alternate profile), ``entangle`` (forgo damage),
    ``extra_target_ids`` (blunderbuss spread, arquebus targets behind), ``ammunition`` (sling),
    ``follow_up`` (the greatsword's extra attacks, A26; None takes the nearest enemy in reach).
    """

    attacker_id: str
    target_id: str
    weapon_id: str = ""
    critical_target: CriticalTarget | None = None
    defender_critical_target: CriticalTarget | None = None
    defence_skill: TieredSkill | None = None
    off_hand_weapon_id: str = ""
    thrown: bool = False
    stealth_attack: bool = False
    target_position: Position | None = None
    crew_ids: tuple[str, ...] = ()
    defender_off_hand_weapon_id: str = ""
    defence_weapon_id: str = ""
    killing_blow: bool = False
    mount_target: MountTarget | None = None
    use_alternate: bool = False
    entangle: bool = False
    extra_target_ids: tuple[str, ...] = ()
    ammunition: AmmunitionKind | None = None
    follow_up: FollowUp | None = None

    kind: ClassVar[str] = "attack"
    """The action's name in ``arbiter.v1.Action`` (for field paths)."""
    actor_field: ClassVar[str] = "attacker_id"
    """The field naming the actor."""

    @property
    def actor_id(self) -> str:
        """Who acts."""
        return self.attacker_id


@dataclass(frozen=True, slots=True)
class Move(ByCombatant):
    """A move along ``path``: adjacent squares, the first next to the mover (engine/movement.py).
    `tiered`: ``porter_ids`` carry the mover's siege weapons with it, moving in step (T8,
    engine/tiered/transport.py)."""

    combatant_id: str
    path: tuple[Position, ...]
    porter_ids: tuple[str, ...] = ()

    kind: ClassVar[str] = "move"
    """The action's name in ``arbiter.v1.Action``."""


#: Every action kind (`tiered`-only kinds are in engine/tiered/actions.py).
Action = (
    Attack
    | Move
    | Reload
    | StealthCheck
    | LocateStealthed
    | SetTrap
    | BreakFree
    | DisarmTrap
    | TrapForFood
    | Aftermath
    | NightlyRest
    | ShortRest
    | Escape
    | RollWeaponType
)


@dataclass(frozen=True, slots=True)
class ScriptedAction:
    """An action the caller chose for its actor in one round (1-based)."""

    round: int
    action: Action
