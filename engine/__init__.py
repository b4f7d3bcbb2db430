"""Arbiter's rules engine: pure, deterministic combat resolution for the ARRAYER and `tiered`
rule documents.

No transport, serialisation, logging or I/O: callers pass state and a dice source in, and get new
state and a trace back. See docs/architecture.md.
"""

from __future__ import annotations

from engine.compiled import BUILD, IMPLEMENTATION

if IMPLEMENTATION.compiled:
    # Every other module of the package loads from the mypyc build (engine/compiled.py).
    __path__ = [str(BUILD / "engine")]

from engine.actions import Action, Attack, CriticalTarget, ScriptedAction
from engine.catalog import Catalog, RulesetCatalog, Ruling, builtin_catalog
from engine.dice import DiceSource, DiePurpose, DieRoll, ForcedDice, SeededDice, derive_seed
from engine.encounter import (
    EncounterOutcome,
    EncounterResolution,
    EndReason,
    Tactic,
    resolve_encounter,
)
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    NotSupportedError,
    RuleRefusal,
    Stopped,
)
from engine.options import EncounterOptions
from engine.play import StopCheck
from engine.resolve import Resolution, resolve_action
from engine.trace import TraceDetail

__all__ = [
    "IMPLEMENTATION",
    "Action",
    "ArbiterError",
    "Attack",
    "Catalog",
    "CriticalTarget",
    "DiceSource",
    "DiePurpose",
    "DieRoll",
    "EncounterOptions",
    "EncounterOutcome",
    "EncounterResolution",
    "EndReason",
    "ForcedDice",
    "InvalidRequestError",
    "LimitExceededError",
    "NotSupportedError",
    "Resolution",
    "RuleRefusal",
    "RulesetCatalog",
    "Ruling",
    "ScriptedAction",
    "SeededDice",
    "StopCheck",
    "Stopped",
    "Tactic",
    "TraceDetail",
    "builtin_catalog",
    "derive_seed",
    "resolve_action",
    "resolve_encounter",
]
