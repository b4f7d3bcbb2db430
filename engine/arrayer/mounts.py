"""ARRAYER mounts (rulings A10, A23). A mount is named ``<rider id>/mount`` in the trace and in a
blood bath's ``creature_id``. A blow that lands on it (A10) strikes it like any other target: the
attack reads it as a combatant of its own (its HP and Hit Dice, no armour, shield or conditions,
on its rider's square), and its damage is written back to the rider's ``mount``."""

from __future__ import annotations

from engine.board import Board
from engine.state import ArrayerCombatant, Combatant, mount_dice
from engine.trace import Condition, ConditionChange, Damage, HpChange

__all__ = ["as_target", "hurt", "mount_id", "rider_of"]

_SUFFIX = "/mount"


def mount_id(rider_id: str) -> str:
    """The name of ``rider_id``'s mount in the trace and in blood baths."""
    return f"{rider_id}{_SUFFIX}"


def rider_of(board: Board, creature_id: str) -> Combatant | None:
    """The combatant whose mount ``creature_id`` names, if it rides one."""
    if not creature_id.endswith(_SUFFIX):
        return None
    rider = board.combatants.get(creature_id.removesuffix(_SUFFIX))
    if rider is None or rider.arrayer is None or rider.arrayer.mount is None:
        return None
    return rider


def as_target(rider: Combatant) -> Combatant:
    """The rider's mount as the target of a blow (A10): its HP and Hit Dice (A23), unarmoured,
    without shield or conditions, where its rider is."""
    assert rider.arrayer is not None and rider.arrayer.mount is not None
    mount = rider.arrayer.mount
    return Combatant(
        mount_id(rider.id),
        rider.side_id,
        mount.hp,
        position=rider.position,
        arrayer=ArrayerCombatant(hit_dice=mount_dice(mount)),
    )


def hurt(board: Board, rider: Combatant, amount: int) -> Damage:
    """Take ``amount`` HP from the rider's mount; below 0 it is down (A11) and its rider on foot."""
    rider = board.combatants[rider.id]
    traits = rider.arrayer
    assert traits is not None and traits.mount is not None
    mount = traits.mount
    after = mount.with_hp(mount.hp - amount)
    board.put(rider.with_arrayer(traits.with_mount(after)))
    name = mount_id(rider.id)
    changes: tuple[ConditionChange, ...] = ()
    if mount.hp >= 0 > after.hp:
        changes = (ConditionChange(name, Condition.DOWNED, True),)
    return Damage(HpChange(name, mount.hp, after.hp), changes)
