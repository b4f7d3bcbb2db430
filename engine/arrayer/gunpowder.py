"""ARRAYER gunpowder (ruling A6): misfires in wind or moisture, mishaps and the mishap table.

Matchlocks fail on even natural results: an even result that would miss (8, 10, 12 with the
default threshold 6) is a mishap in any weather; in wind or moisture an even result that would hit
(2, 4, 6) is a misfire. The mishap die is d6 for a well-maintained weapon, d12 for a dubious one
(``ArrayerRules.mishap_die_maintained``/``_dubious``), read on the document's table (the
default of ``ArrayerRules.mishap_bands``, which a request may override):

=======  ==========================================================================
1-4      misfire: no shot, may fire next round
5, 8-10  dud round: the shot is spent, the weapon must reload
6        burst: 1d6 to the user; a well-maintained weapon turns dubious, a dubious one
         is destroyed
7        burst: 1d6 to the user
11-12    the weapon explodes: 2d6 to the user, and it is destroyed (project ruling)
=======  ==========================================================================

Damage to the user ignores armour, as every gunpowder wound does.
"""

from __future__ import annotations

import enum

from engine.arrayer.events import attack_event
from engine.board import Board
from engine.dice import DiceSource, DiePurpose, DieRoll
from engine.results import ArrayerMishap, StrikeKind, strike_result
from engine.state import ArrayerMishapResult, Combatant, Weapon, mishap_band
from engine.trace import EventKind, Outcome, TraceEvent, total

__all__ = ["Shot", "check"]


class Shot(enum.Enum):
    """What became of a gunpowder shot."""

    FIRED = 1
    """It went off: resolve it as an attack."""
    MISFIRE = 2
    """No shot; nothing spent, may fire next round."""
    MISHAP = 3
    """A mishap spent the shot (dud, burst, explosion)."""


def check(
    board: Board,
    user: Combatant,
    target: Combatant,
    weapon: Weapon,
    roll: DieRoll,
    *,
    dice: DiceSource,
    events: list[TraceEvent],
) -> Shot:
    """Decide whether the shot goes off (A6); append the misfire or mishap events if not (and
    note the shot's strike and mishap on the board)."""
    rules = board.arrayer_rules
    face = roll.face
    threshold = rules.hit_threshold_effective
    if face % 2 or (face <= threshold and not board.state.environment.wind_or_moisture):
        return Shot.FIRED
    outcome = Outcome.MISFIRE if face <= threshold else Outcome.MISS
    hp = board.combatants[target.id].hp
    board.note(strike_result(StrikeKind.PRIMARY, user.id, target.id, weapon.id, outcome, hp=hp))
    if face <= threshold:
        events.append(
            attack_event(
                board,
                user,
                target,
                weapon,
                roll,
                outcome=Outcome.MISFIRE,
                rulings=("A6",),
                summary=f"{user.id}'s {weapon.id} misfires in the wind and moisture "
                f"(d{roll.size} rolled {face}, even)",
            )
        )
        return Shot.MISFIRE
    events.append(
        attack_event(
            board,
            user,
            target,
            weapon,
            roll,
            outcome=Outcome.MISS,
            rulings=("A6",),
            summary=f"{user.id}'s {weapon.id} suffers a mishap (d{roll.size} rolled {face})",
        )
    )
    events.append(_mishap(board, user, weapon, dice))
    return Shot.MISFIRE if events[-1].outcome is Outcome.MISFIRE else Shot.MISHAP


def _mishap(board: Board, user: Combatant, weapon: Weapon, dice: DiceSource) -> TraceEvent:
    rules = board.arrayer_rules
    size = rules.mishap_die_dubious if weapon.dubious else rules.mishap_die_maintained
    die = dice.roll(size, DiePurpose.MISHAP, user.id)
    face = die.face
    head = f"{user.id}'s {weapon.id} mishap d{size} rolled {face}"
    band = mishap_band(rules, face)
    result = band.result
    if result in (ArrayerMishapResult.MISFIRE, ArrayerMishapResult.DUD):
        board.note(ArrayerMishap(result))
    if result is ArrayerMishapResult.MISFIRE:
        return TraceEvent(
            EventKind.MISHAP,
            board.round,
            user.id,
            weapon_id=weapon.id,
            dice=(die,),
            outcome=Outcome.MISFIRE,
            rulings=("A6",),
            summary=f"{head}: misfire, may fire next round",
        )
    if result is ArrayerMishapResult.DUD:
        return TraceEvent(
            EventKind.MISHAP,
            board.round,
            user.id,
            weapon_id=weapon.id,
            dice=(die,),
            rulings=("A6",),
            summary=f"{head}: dud round, must reload",
        )
    damage_dice = tuple(dice.roll(6, DiePurpose.DAMAGE, user.id) for _ in range(band.damage_dice))
    amount = total("damage", *(("roll", d.face) for d in damage_dice))
    worn = weapon
    wear = result is ArrayerMishapResult.BURST_WEAR
    if result is ArrayerMishapResult.EXPLODE or (wear and weapon.dubious):
        worn = weapon.with_broken(True)
        what = "explodes" if result is ArrayerMishapResult.EXPLODE else "bursts and is destroyed"
    elif wear:
        worn = weapon.with_dubious(True)
        what = "bursts and is now dubious"
    else:
        what = "bursts"
    user = board.combatants[user.id]
    board.put(user.with_weapons(tuple(worn if w.id == weapon.id else w for w in user.weapons)))
    hurt = board.damage(board.combatants[user.id], amount.value)
    board.note(ArrayerMishap(result, amount.value, hurt.hp_change.before, hurt.hp_change.after))
    return TraceEvent(
        EventKind.MISHAP,
        board.round,
        user.id,
        weapon_id=weapon.id,
        dice=(die, *damage_dice),
        totals=(amount,),
        hp_changes=(hurt.hp_change,),
        condition_changes=hurt.condition_changes,
        rulings=("A6",),
        summary=f"{head}: the round {what}, {amount.value} damage to {user.id}",
    )
