"""`tiered` turns: order rolled once per encounter (ruling T2), then each combatant in turn with
its action economy: its scripted actions for the round (up to three: two actions and a free
stealth attack, T6), else the default tactic. A stealthed combatant's flags lapse as its turn
starts (T6); immobilisation counts down at the end of each round (T7)."""

from __future__ import annotations

from engine.actions import Attack
from engine.dice import DiePurpose
from engine.play import Play
from engine.state import Combatant
from engine.tiered import tactic
from engine.tiered.economy import Economy, cost
from engine.tiered.perform import perform
from engine.tiered.stealth import expire_stealth
from engine.trace import Condition, ConditionChange, EventKind, TraceEvent, total

__all__ = ["begin", "play_round"]


def begin(play: Play) -> None:
    """T2: unless the state already has one, roll the turn order: d20 + Reflex, highest first,
    ties by higher Reflex, then by id."""
    board = play.board
    if board.turn_order:
        return
    keys = []
    for combatant in board.combatants.values():
        reflex = combatant.tiered.reflex if combatant.tiered else 0
        roll = play.dice.roll(20, DiePurpose.INITIATIVE, combatant.id)
        initiative = total("initiative", ("roll", roll.face), ("reflex", reflex))
        play.events.append(
            TraceEvent(
                EventKind.INITIATIVE,
                board.round,
                combatant.id,
                dice=(roll,),
                totals=(initiative,),
                rulings=("T2",),
                summary=f"{combatant.id} rolls initiative {initiative.value}",
            )
        )
        keys.append((-initiative.value, -reflex, combatant.id))
    board.turn_order = tuple(key[2] for key in sorted(keys))


def play_round(play: Play) -> None:
    """Each standing combatant takes its turn in turn order (a check point before each);
    stops once the encounter ended."""
    board = play.board
    order = board.turn_order
    for turn, combatant_id in enumerate(order):
        if play.boundary is not None:
            # With the board, the turn and the order it follows decide the rest of the round
            # (engine/play.py).
            play.boundary((turn, order))
        combatant = board.combatants.get(combatant_id)
        if combatant is None or board.is_down(combatant):
            continue
        play.checkpoint()
        _turn(play, combatant)
        if play.ended() is not None:
            return
    _count_down_immobilisation(play)


def _turn(play: Play, combatant: Combatant) -> None:
    """Scripted actions within the economy (ACTION_ECONOMY_EXCEEDED names the entry), else the
    tactic. An attack on a target already down, or a stealth attack on a target holding no flag
    (the stealth check before it failed), is skipped; with nothing scripted left, the tactic
    acts."""
    board = play.board
    lapsed = expire_stealth(board, combatant.id)
    if lapsed is not None:
        play.events.append(lapsed)
    economy = Economy()
    acted = False
    for index, action in play.scripted.get((board.round, combatant.id), ()):
        if board.is_down(board.combatants[combatant.id]):
            return
        if isinstance(action, Attack) and _moot(play, action):
            continue
        where = f"script[{index}]"
        economy.spend(cost(board, action), where)
        play.events.extend(perform(board, action, play.dice, f"{where}.action"))
        acted = True
    if not acted:
        tactic.act(play, board.combatants[combatant.id], economy)


def _moot(play: Play, attack: Attack) -> bool:
    target = play.board.combatants.get(attack.target_id)
    if target is None:
        return False  # the attack itself reports the unknown id
    if play.board.is_down(target):
        return True
    return attack.stealth_attack and attack.attacker_id not in target.conditions.stealth_flagged_by


def _count_down_immobilisation(play: Play) -> None:
    """T7: a trap holds its victim for the rounds it set, counting the round it was sprung."""
    board = play.board
    for combatant in list(board.combatants.values()):
        rounds = combatant.conditions.immobilised_rounds
        if rounds <= 0:
            continue
        left = rounds - 1
        conditions = combatant.conditions.with_immobilised_rounds(left).with_immobilised_difficulty(
            combatant.conditions.immobilised_difficulty if left else 0
        )
        board.put(combatant.with_conditions(conditions))
        if left == 0:
            play.events.append(
                TraceEvent(
                    EventKind.CONDITION_LAPSES,
                    board.round,
                    combatant.id,
                    condition_changes=(
                        ConditionChange(combatant.id, Condition.IMMOBILISED, False),
                    ),
                    rulings=("T7",),
                    summary=f"{combatant.id} is no longer immobilised",
                )
            )
