"""The `tiered` action economy (ruling T2): per turn 1 contested + 1 non-contested action, or 2
non-contested. Moves, reloads, disarming, guaranteed hits (T5) and the first and last step of an
in-combat trap setup are non-contested; exchanges, stealth checks, locating a stealthed combatant,
breaking free and setting and hiding a trap are contested; a stealth attack is free (T6). A siege
weapon's reload takes a whole turn (T8). ResolveAction resolves single actions and leaves the
economy to the caller; it is enforced on the turns of ResolveEncounter."""

from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Action, Attack, DisarmTrap, Move, Reload, SetTrap
from engine.board import Board
from engine.errors import RuleRefusal
from engine.state import TieredWeaponClass, find_weapon
from engine.tiered.forms import CROSSBOWS, FIREARMS, guaranteed_range, weapon_class

__all__ = ["Economy", "cost"]

_NON_CONTESTED = (0, 1)
_CONTESTED = (1, 0)


def cost(board: Board, action: Action) -> tuple[int, int]:
    """(contested, non-contested) actions ``action`` uses as things stand."""
    if isinstance(action, Attack):
        return _attack_cost(board, action)
    if isinstance(action, Move | DisarmTrap):
        return _NON_CONTESTED
    if isinstance(action, Reload):
        actor = board.combatants.get(action.combatant_id)
        weapon = find_weapon(actor, action.weapon_id) if actor else None
        rules = weapon.definition.tiered if weapon else None
        if rules is not None and rules.weapon_class is TieredWeaponClass.SIEGE_WEAPON:
            return (0, 2)
        return _NON_CONTESTED
    if isinstance(action, SetTrap):
        trap = next((t for t in board.traps if t.id == action.trap_id), None)
        if action.out_of_combat or (trap is not None and trap.setup_steps_left == 2):
            return _CONTESTED
        return _NON_CONTESTED
    return _CONTESTED  # stealth checks, locating, breaking free, trapping for food


def _attack_cost(board: Board, attack: Attack) -> tuple[int, int]:
    if attack.stealth_attack:
        return (0, 0)
    attacker = board.combatants.get(attack.attacker_id)
    target = board.combatants.get(attack.target_id)
    if attacker is None or target is None or attack.target_position is not None:
        return _CONTESTED
    weapon = find_weapon(attacker, attack.weapon_id) if attack.weapon_id else None
    if weapon is None and not attack.weapon_id and attacker.weapons:
        weapon = attacker.weapons[0]
    if weapon is None or weapon.definition.tiered is None or attack.thrown:
        return _CONTESTED
    if weapon_class(weapon) not in CROSSBOWS | FIREARMS:
        return _CONTESTED
    distance = board.distance(attacker, target)
    if distance is None or distance <= guaranteed_range(attacker, weapon):
        return _NON_CONTESTED
    return _CONTESTED


@dataclass(slots=True)
class Economy:
    """The actions one turn has used so far."""

    contested: int = 0
    non_contested: int = 0

    def allows(self, spend: tuple[int, int]) -> bool:
        """Whether the turn still has room for ``spend``."""
        contested = self.contested + spend[0]
        return contested <= 1 and contested + self.non_contested + spend[1] <= 2

    def spend(self, spend: tuple[int, int], field: str) -> None:
        """Use ``spend``, or refuse with ACTION_ECONOMY_EXCEEDED naming ``field``."""
        if not self.allows(spend):
            raise RuleRefusal(
                f"the turn has used {self.contested} contested and {self.non_contested} "
                f"non-contested actions; {spend[0]} contested and {spend[1]} non-contested more "
                "exceed 1 contested + 1 non-contested or 2 non-contested",
                reason="ACTION_ECONOMY_EXCEEDED",
                field=field,
                ruling="T2",
            )
        self.contested += spend[0]
        self.non_contested += spend[1]
