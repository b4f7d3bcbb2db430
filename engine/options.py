"""How an encounter is to be played, beside its state and dice: one value, ``EncounterOptions``.

A ResolveEncounterRequest's and a SimulateRequest's options (the round limit, the script, the
tactics, the aftermath) are converted into one (service/boundary/convert.py) and carried whole
through ``engine.encounter.resolve_encounter``, ``engine.simulate.simulate`` and engine/replay.py,
whose replay key holds it, so an option added later is added here and where it is read, not to every
signature in between. It is a module of its own, below engine/encounter.py, so that any engine
module (engine/play.py among them) can take it without an import cycle.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import final

from engine.actions import ScriptedAction
from engine.tactic_names import Tactic
from engine.values import Value

__all__ = ["EncounterOptions"]


@final
class EncounterOptions(Value):
    """How an encounter is played: the rounds, the script, the tactics and the aftermath.

    An immutable value (engine/values.py; the maps are its own copies), compared and hashed by
    value with an absent map the same as an empty one: it is part of engine/replay.py's replay
    key.
    """

    FIELDS = ("max_rounds", "script", "tactic", "side_tactics", "combatant_tactics", "aftermath")
    __slots__ = FIELDS

    def __init__(
        self,
        *,
        max_rounds: int,
        script: Sequence[ScriptedAction] = (),
        tactic: Tactic = Tactic.NEAREST_ENEMY,
        side_tactics: Mapping[str, Tactic] | None = None,
        combatant_tactics: Mapping[str, Tactic] | None = None,
        aftermath: bool = False,
    ) -> None:
        # max_rounds has no default: the engine sets no round limit of its own (the service's
        # is its configured default_max_rounds).
        #: Rounds played at most; the encounter ends with ROUND_LIMIT when they are.
        self.max_rounds = max_rounds
        #: Actions chosen for their actor and round, in request order; they replace the tactic
        #: for that turn (engine/play.py). Replayed runs (engine/replay.py) have none.
        self.script = tuple(script)
        #: What an unscripted combatant plays when neither its side nor it has a tactic of its
        #: own here.
        self.tactic = tactic
        #: Side id to the tactic its unscripted combatants play (UNKNOWN_SIDE for an id no side
        #: has); by id order.
        self.side_tactics: Mapping[str, Tactic] = dict(sorted((side_tactics or {}).items()))
        #: Combatant id to the tactic it plays, before its side's (UNKNOWN_COMBATANT for an id
        #: nobody has); by id order.
        self.combatant_tactics: Mapping[str, Tactic] = dict(
            sorted((combatant_tactics or {}).items())
        )
        #: ARRAYER: once a side has won, everyone below 0 HP rolls the aftermath (ruling A11),
        #: which ends the trace and the final state; `tiered` has none.
        self.aftermath = aftermath

    def field_values(self) -> tuple[object, ...]:
        # The maps as tuples of their (sorted) items: hashable, and equal when the maps are.
        return (
            self.max_rounds,
            self.script,
            self.tactic,
            tuple(self.side_tactics.items()),
            tuple(self.combatant_tactics.items()),
            self.aftermath,
        )
