"""The service boundary's way in: arbiter.v1 requests to the engine's values.

A request is first checked whole against the server's limits, by its generated size check
(service/boundary/codec/readers/sizes.py, made from service/limits.py's ``SIZES``): one over a
limit is refused before anything of it is read. Then it is read: by the generated readers
(service/boundary/codec/readers) where reading is mechanical (enums by number, 0 the documented
default or None; an unset ``optional`` field None; nested messages), and here where rules live: a
catalog weapon and its overrides, rule overrides merged on the catalog defaults, the state's
combatants (each converted once for its bytes), an action's kind, the dice and the options. An enum
number this server does not know (a newer client's) is an InvalidRequestError naming the field.

Errors name fields by their snake_case request path (``state.combatants[1].weapons[0].catalog_id``),
built only for an error: each reader names the field within its message, and each caller
prefixes its own as the error passes (service.boundary.codec.reading.nested). service.errors spells
them as JSON paths. The responses are written by service.boundary.wire; what stays here is
GetCatalog's answer, a upb message (``catalog_to_proto``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, NamedTuple, TypeVar

from google.protobuf.unknown_fields import UnknownFieldSet

from arbiter.v1 import action_pb2, combat_service_pb2, dice_pb2, state_pb2, weapon_pb2
from engine.actions import Action, ScriptedAction
from engine.catalog import Catalog, RulesetCatalog
from engine.dice import DiceSource, ForcedDice, SeededDice, derive_seed
from engine.encounter import Tactic
from engine.errors import ArbiterError, InvalidRequestError, LimitExceededError, NotSupportedError
from engine.options import EncounterOptions
from engine.records.weapon import (
    ArrayerAmmunitionRangeList,
    ArrayerEffectList,
    WeaponOverrides,
)
from engine.state import (
    ArrayerCombatant,
    ArrayerRules,
    Combatant,
    EncounterState,
    Ruleset,
    TieredCombatant,
    TieredRules,
    TieredWeaponClass,
    Weapon,
    WeaponDefinition,
    ruleset_encounter,
    ruleset_key,
)
from engine.trace import TraceDetail
from engine.validate import validate_state
from service.boundary.arrayer import arrayer_rules_from_proto, arrayer_rules_into, weapon_rules_into
from service.boundary.codec.echo import ConvertedCombatant
from service.boundary.codec.readers.action import read_action
from service.boundary.codec.readers.sizes import (
    check_action,
    check_combatant,
    check_compute_encounter_odds_request,
    check_compute_odds_request,
    check_encounter_state,
    check_resolve_action_request,
    check_resolve_encounter_request,
    check_simulate_request,
)
from service.boundary.codec.readers.state import (
    read_arrayer_combatant,
    read_combatant,
    read_encounter_state,
    read_tiered_combatant,
)
from service.boundary.codec.readers.weapon import (
    read_weapon,
    read_weapon_definition,
    read_weapon_overrides,
)
from service.boundary.codec.reading import (
    enum_or_none,
    enum_required,
    members,
    nested,
    out_of_range,
    unknown_enum,
)
from service.boundary.tiered import tables_into, tiered_rules_from_proto, tiered_rules_into
from service.limits import Limits

__all__ = [
    "ActionRequest",
    "EncounterRequest",
    "HeavyRequest",
    "SharedState",
    "action_from_proto",
    "action_request_from_proto",
    "catalog_to_proto",
    "check_request_sizes",
    "converted_state_from_proto",
    "dice_from_proto",
    "encounter_request_from_proto",
    "max_rounds_from_proto",
    "read_options",
    "ruleset_from_proto",
    "state_echo_from_proto",
    "state_from_proto",
    "trace_detail_from_proto",
    "weapon_from_proto",
]

_K = TypeVar("_K")
_V = TypeVar("_V")

_RULESETS = members(Ruleset)
_TACTICS = members(Tactic)
_TRACE_DETAILS = members(TraceDetail)

#: The rules a combatant without its own takes (ARRAYER's, `tiered`'s defaults).
_ARRAYER_COMBATANT = ArrayerCombatant()
_TIERED_COMBATANT = TieredCombatant()

#: The Action kinds this server resolves, as a newer client's refusal lists them (JSON names).
_ACTION_KINDS = ", ".join(
    f.json_name for f in action_pb2.Action.DESCRIPTOR.oneofs_by_name["kind"].fields
)

_FULL = TraceDetail.FULL
_STATE_ECHOES = frozenset(combat_service_pb2.StateEcho.values())


def ruleset_from_proto(value: int, field: str) -> Ruleset | None:
    """A Ruleset; None when unspecified (GetCatalog: all rulesets)."""
    return enum_or_none(_RULESETS, value, "Ruleset", field)


# --- weapons ---------------------------------------------------------------------------------


def _check_unarmed(definition: WeaponDefinition) -> None:
    """Ruling T1: `tiered` bare hands are Tier 0 (the engine checks every other weapon's Tier,
    engine/ranges.py)."""
    tiered = definition.tiered
    if tiered is not None and tiered.weapon_class is TieredWeaponClass.UNARMED and tiered.tier:
        raise out_of_range(tiered.tier, 0, 0, "tiered.tier")


def _overridden(entry: WeaponDefinition, overrides: WeaponOverrides) -> WeaponDefinition:
    """The catalog ``entry`` with ``overrides`` (read as sent) applied: each set field replaces
    the entry's of the same name (an override list its whole list), and the result meets the
    checks of an inline definition; errors name fields under ``overrides``."""
    definition = entry if overrides.name is None else entry.with_name(overrides.name)
    for part, changes in (("arrayer", overrides.arrayer), ("tiered", overrides.tiered)):
        if changes is None:
            continue
        rules = definition.arrayer if part == "arrayer" else definition.tiered
        if rules is None:
            other = "arrayer" if entry.arrayer else "tiered" if entry.tiered else None
            raise InvalidRequestError(
                f"{part} overrides for the {other} weapon {entry.id!r}",
                reason="RULESET_MISMATCH",
                field=part,
            )
        changed: dict[str, object] = {}
        for name, value in zip(changes.FIELDS, changes.field_values(), strict=True):
            if isinstance(value, ArrayerEffectList | ArrayerAmmunitionRangeList):
                changed[name] = value.items  # a list replaced whole
            elif value is not None:
                changed[name] = value
        definition = definition.merged({part: rules.merged(changed)})
    _check_unarmed(definition)
    return definition


def _weapon(msg: weapon_pb2.Weapon, catalog: RulesetCatalog) -> Weapon:
    """A carried weapon: ``catalog_id`` resolved against ``catalog``, or an inline definition.
    An empty ``id`` takes the catalog id or the definition's id."""
    if len(msg.ListFields()) == 1 and msg.catalog_id in catalog.carried:
        # A catalog id and nothing else set: the catalog's own carried weapon, built once.
        return catalog.carried[msg.catalog_id]
    source = msg.WhichOneof("source")
    overrides: WeaponOverrides | None = None
    if msg.HasField("overrides") and source == "definition":
        raise InvalidRequestError(
            "overrides change a catalog weapon: set catalog_id, or put the rules in the definition",
            reason="CONFLICTING_OPTIONS",
            field="overrides",
        )
    if source == "catalog_id":
        definition = catalog.weapon(msg.catalog_id, field="catalog_id")
        if msg.HasField("overrides"):
            try:
                overrides = read_weapon_overrides(msg.overrides)
                definition = _overridden(definition, overrides)
            except ArbiterError as err:
                nested(err, "overrides")
                raise
    elif source == "definition":
        try:
            definition = read_weapon_definition(msg.definition)
            _check_unarmed(definition)
        except ArbiterError as err:
            nested(err, "definition")
            raise
    else:
        raise InvalidRequestError(
            "weapon names neither a catalog_id nor a definition", reason="MISSING_WEAPON_SOURCE"
        )
    weapon_id = msg.id or definition.id
    if not weapon_id:
        raise InvalidRequestError(
            "weapon id must not be empty (set id, or the definition's id)",
            reason="EMPTY_ID",
            field="id",
        )
    return read_weapon(msg, id=weapon_id, definition=definition, overrides=overrides)


def weapon_from_proto(msg: weapon_pb2.Weapon, catalog: RulesetCatalog, field: str) -> Weapon:
    """A carried weapon at ``field`` of its request (``_weapon``)."""
    try:
        return _weapon(msg, catalog)
    except ArbiterError as err:
        nested(err, field)
        raise


# --- combatants ------------------------------------------------------------------------------


class _Memo(Generic[_K, _V]):
    """Values converted already, by their key; bounded (emptied when full), for values a client
    sends again and again (a combatant in each action of a game, one attack in each item of a load
    test). Engine values are immutable, so one serves every request that sends it. Only successes
    are kept: an error names the value's path in its own request."""

    __slots__ = ("_context", "_values")

    _SIZE = 1024

    def __init__(self) -> None:
        self._values: dict[_K, _V] = {}
        self._context: tuple[object, ...] = ()

    def values(self, context: tuple[object, ...]) -> dict[_K, _V]:
        """The values checked and converted in ``context`` (what else they read: the catalog,
        the limits), to look a key up in; ``put`` a value converted the first time. The values
        kept are those of one context at a time (a server holds one catalog and one Limits for
        its life; comparing the same objects again costs an identity check each): another
        context empties the memo. Keying by the context instead would hash the Limits, a
        dataclass of 20 fields, at every lookup."""
        if context != self._context:
            self._values.clear()
            self._context = context
        return self._values

    def put(self, key: _K, value: _V) -> None:
        if len(self._values) >= self._SIZE:
            self._values.clear()
        self._values[key] = value


#: Combatants by their wire bytes, for one catalog and limits: the bytes are cheap to take where
#: the check and the conversion are not.
_COMBATANTS: _Memo[bytes, ConvertedCombatant] = _Memo()


def _combatants(
    msgs: Sequence[state_pb2.Combatant], ruleset: Ruleset, catalog: RulesetCatalog, limits: Limits
) -> tuple[ConvertedCombatant, ...]:
    """The combatants of a state, each checked against ``limits`` and converted once for its
    bytes (_COMBATANTS)."""
    known = _COMBATANTS.values((catalog, limits))
    converted = []
    for i, msg in enumerate(msgs):
        key = msg.SerializeToString()
        combatant = known.get(key)
        if combatant is None:
            try:
                check_combatant(msg, limits)
                combatant = ConvertedCombatant(_combatant(msg, ruleset, catalog))
            except ArbiterError as err:
                nested(err, f"combatants[{i}]")
                raise
            _COMBATANTS.put(key, combatant)
        converted.append(combatant)
    return tuple(converted)


def _combatant(msg: state_pb2.Combatant, ruleset: Ruleset, catalog: RulesetCatalog) -> Combatant:
    """A combatant: its weapons, then its rules (the ruleset's defaults when it sets none)."""
    weapons = []
    for i, weapon in enumerate(msg.weapons):
        try:
            weapons.append(_weapon(weapon, catalog))
        except ArbiterError as err:
            nested(err, f"weapons[{i}]")
            raise
    rules = msg.WhichOneof("rules")
    arrayer: ArrayerCombatant | None = None
    tiered: TieredCombatant | None = None
    try:
        if rules == "arrayer":
            arrayer = read_arrayer_combatant(msg.arrayer)
        elif rules == "tiered":
            tiered = read_tiered_combatant(msg.tiered)
        elif ruleset is Ruleset.ARRAYER:
            arrayer = _ARRAYER_COMBATANT
        else:
            tiered = _TIERED_COMBATANT
    except ArbiterError as err:
        nested(err, str(rules))
        raise
    return read_combatant(msg, weapons=tuple(weapons), arrayer=arrayer, tiered=tiered)


# --- encounter state -------------------------------------------------------------------------


def converted_state_from_proto(
    msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits, field: str = "state"
) -> tuple[EncounterState, tuple[ConvertedCombatant, ...]]:
    """The engine state of a request's state at ``field`` (its sizes checked already, those of
    its combatants as they are converted), and its combatants as converted (for their echo,
    service.boundary.wire). Catalog weapons resolve against
    ``catalog``; a combatant without its ``rules`` takes the ruleset's defaults; rule overrides
    are merged onto the catalog defaults. The engine validates the rest (ids, squares, ruleset
    agreement)."""
    try:
        ruleset = enum_required(_RULESETS, msg.ruleset, "Ruleset", "ruleset")
        arrayer_rules: ArrayerRules | None = None
        tiered_rules: TieredRules | None = None
        rules = msg.WhichOneof("rules")
        if rules is not None and rules != f"{ruleset_key(ruleset)}_rules":
            raise InvalidRequestError(
                f"{rules} given for {ruleset_encounter(ruleset)}",
                reason="RULESET_MISMATCH",
                field=rules,
            )
        try:
            if rules == "arrayer_rules":
                arrayer_rules = arrayer_rules_from_proto(msg.arrayer_rules)
            elif rules == "tiered_rules":
                tiered_rules = tiered_rules_from_proto(msg.tiered_rules)
        except ArbiterError as err:
            nested(err, str(rules))
            raise
        converted = _combatants(msg.combatants, ruleset, catalog.for_ruleset(ruleset), limits)
        state = read_encounter_state(
            msg,
            ruleset=ruleset,
            combatants=tuple([c.combatant for c in converted]),
            arrayer_rules=arrayer_rules,
            tiered_rules=tiered_rules,
        )
    except ArbiterError as err:
        nested(err, field)
        raise
    return state, converted


def state_from_proto(
    msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits, field: str = "state"
) -> EncounterState:
    """A request's ``state`` (at ``field``), checked against ``limits`` and converted
    (converted_state_from_proto)."""
    try:
        check_encounter_state(msg, limits, deep=False)
    except ArbiterError as err:
        nested(err, field)
        raise
    return converted_state_from_proto(msg, catalog, limits, field)[0]


# --- actions, script, dice, options ----------------------------------------------------------


#: Actions by their wire bytes, for one limits (see _Memo).
_ACTIONS: _Memo[bytes, Action] = _Memo()


def _action(msg: action_pb2.Action, limits: Limits) -> Action:
    """The engine action of an ``Action``, checked against ``limits`` the first time its bytes
    are seen. One without a kind is an InvalidRequestError; one whose kind this server does not
    know (a newer client's) is a NotSupportedError."""
    key = msg.SerializeToString()
    known = _ACTIONS.values((limits,))
    action = known.get(key)
    if action is None:
        check_action(msg, limits)
        action = read_action(msg)
        if action is None:
            if len(UnknownFieldSet(msg)):
                # A kind added to the oneof after this server was built (a newer client).
                raise NotSupportedError(
                    f"action kind not supported by this server (it knows: {_ACTION_KINDS})",
                    reason="ACTION_KIND_NOT_SUPPORTED",
                )
            raise InvalidRequestError("action sets no kind", reason="MISSING_ACTION")
        _ACTIONS.put(key, action)
    return action


def action_from_proto(msg: action_pb2.Action, limits: Limits, field: str = "action") -> Action:
    """A request's action (at ``field``), checked against ``limits`` and converted."""
    try:
        return _action(msg, limits)
    except ArbiterError as err:
        nested(err, field)
        raise


def _script(
    entries: Sequence[combat_service_pb2.ScriptedAction], limits: Limits
) -> tuple[ScriptedAction, ...]:
    """Scripted actions; the engine checks rounds and actors."""
    script = []
    for i, entry in enumerate(entries):
        try:
            script.append(ScriptedAction(entry.round, _action(entry.action, limits)))
        except ArbiterError as err:
            nested(err, f"script[{i}].action")
            raise
    return tuple(script)


def dice_from_proto(
    msg: dice_pb2.Dice,
    limits: Limits,
    *,
    batch_seed: int | None = None,
    index: int | None = None,
) -> tuple[DiceSource, int | None]:
    """The dice of one request (its forced faces counted by the request's check) and the seed
    used (None for forced dice), per docs/dice.md.

    A seed or forced faces are used as given. Without either, a batch item (``index`` set) with a
    batch seed uses ``derive_seed(batch_seed, index)``; anything else draws a fresh random seed,
    which the response reports so the result can be replayed. Every source gets the
    ``max_dice`` roll budget.
    """
    source = msg.WhichOneof("source")
    if source == "forced":
        return ForcedDice(tuple(msg.forced.faces), limits.max_dice), None
    if source == "seed":
        seed = msg.seed
    elif batch_seed is not None and index is not None:
        seed = derive_seed(batch_seed, index)
    else:
        seed = secrets.randbits(64)
    return SeededDice(seed, limits.max_dice), seed


def trace_detail_from_proto(value: int, field: str, default: TraceDetail = _FULL) -> TraceDetail:
    """A TraceDetail; unspecified takes ``default`` (full, or a batch's own default)."""
    return enum_or_none(_TRACE_DETAILS, value, "TraceDetail", field) or default


def state_echo_from_proto(value: int, field: str) -> bool:
    """Whether a batch's results echo the state: a StateEcho, unspecified as FULL."""
    if value not in _STATE_ECHOES:
        raise unknown_enum("StateEcho", value, field)
    return value != combat_service_pb2.STATE_ECHO_NONE


def _tactics_from_proto(entries: Mapping[str, int], field: str) -> dict[str, Tactic]:
    """A side_tactics or combatant_tactics map: unspecified values dropped (they keep the
    request's tactic); the engine checks the ids."""
    chosen: dict[str, Tactic] = {}
    for key in sorted(entries):
        tactic = enum_or_none(_TACTICS, entries[key], "Tactic", f'{field}["{key}"]')
        if tactic is not None:
            chosen[key] = tactic
    return chosen


#: A request that plays an encounter: once, many times, or over every face of its dice.
_EncounterMessage = (
    combat_service_pb2.ResolveEncounterRequest
    | combat_service_pb2.SimulateRequest
    | combat_service_pb2.ComputeEncounterOddsRequest
)


def max_rounds_from_proto(
    msg: _EncounterMessage,
    limits: Limits,
    field: str = "max_rounds",
) -> int:
    """The round limit: unset takes ``limits.default_max_rounds``; over ``limits.max_rounds`` is a
    LimitExceededError (not clamped, so a caller never gets fewer rounds than asked unawares)."""
    if not msg.HasField("max_rounds"):
        return limits.default_max_rounds
    rounds = msg.max_rounds
    if rounds < 0:
        raise InvalidRequestError(
            f"max_rounds must not be negative, got {rounds!r}", reason="OUT_OF_RANGE", field=field
        )
    if rounds > limits.max_rounds:
        raise LimitExceededError(
            f"max_rounds {rounds} exceeds this server's limit of {limits.max_rounds}",
            reason="LIMIT_EXCEEDED",
            field=field,
        )
    return rounds


def read_options(msg: _EncounterMessage, limits: Limits) -> EncounterOptions:
    """The options of an encounter request, a simulation or exact encounter odds (they share the
    fields; the odds have no aftermath, and to the end an unset max_rounds lists no rounds), its
    sizes checked already, read in this order: script, max_rounds, tactic, side_tactics,
    combatant_tactics (the engine checks the tactics' ids)."""
    script = _script(msg.script, limits)
    if isinstance(msg, combat_service_pb2.ComputeEncounterOddsRequest):
        aftermath, listing = False, msg.to_the_end
    else:
        aftermath, listing = msg.aftermath, False
    if listing and not msg.HasField("max_rounds"):
        # To the end, max_rounds is the rounds listed, not a limit: unset lists none (each
        # listed round costs as a round within a limit does).
        max_rounds = 0
    else:
        max_rounds = max_rounds_from_proto(msg, limits)
    tactic = enum_or_none(_TACTICS, msg.tactic, "Tactic", "tactic") or Tactic.NEAREST_ENEMY
    side_tactics = _tactics_from_proto(msg.side_tactics, "side_tactics")
    combatant_tactics = _tactics_from_proto(msg.combatant_tactics, "combatant_tactics")
    return EncounterOptions(
        max_rounds=max_rounds,
        script=script,
        tactic=tactic,
        side_tactics=side_tactics,
        combatant_tactics=combatant_tactics,
        aftermath=aftermath,
    )


class ActionRequest(NamedTuple):
    """A ResolveActionRequest in engine terms; ``kind`` is the action's oneof name ("attack").
    (A named tuple: built per request, in C, a third cheaper than a frozen dataclass.)"""

    state: EncounterState
    action: Action
    kind: str
    dice: DiceSource
    seed: int | None
    detail: TraceDetail
    #: The state's combatants as converted, for their echo (service.boundary.wire.state_wire).
    converted: tuple[ConvertedCombatant, ...] = ()
    #: The state is a batch's shared state, which SharedState checked once (validate_state).
    validated: bool = False


class EncounterRequest(NamedTuple):
    """A ResolveEncounterRequest in engine terms."""

    state: EncounterState
    options: EncounterOptions
    dice: DiceSource
    seed: int | None
    detail: TraceDetail
    #: As ActionRequest's.
    converted: tuple[ConvertedCombatant, ...] = ()
    #: As ActionRequest.validated.
    validated: bool = False


class SharedState:
    """The ``shared_state`` of a BatchPack or a ResolveManyRequest: the state of every item that
    sets none of its own, checked, converted (and checked by the engine's ``validate_state``) on
    first use and only once. Every such item gets the same frozen engine value, or, for a bad
    state, the same error, its field path under ``shared_state``; their requests say
    ``validated``, so the engine does not check it again per item."""

    __slots__ = ("_catalog", "_converted", "_error", "_limits", "_msg", "_state")

    def __init__(self, msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits) -> None:
        self._msg = msg
        self._catalog = catalog
        self._limits = limits
        self._state: EncounterState | None = None
        self._converted: tuple[ConvertedCombatant, ...] = ()
        self._error: ArbiterError | None = None

    @property
    def message(self) -> state_pb2.EncounterState:
        """The shared state as the request sent it."""
        return self._msg

    @property
    def ready(self) -> bool:
        """Whether it was converted (or found bad) already, so that using it again is free."""
        return self._state is not None or self._error is not None

    def get(self) -> tuple[EncounterState, tuple[ConvertedCombatant, ...]]:
        """The engine state and its combatants as converted; raises the conversion's
        ArbiterError, every time it is asked."""
        if self._state is not None:
            return self._state, self._converted
        if self._error is None:
            try:
                try:
                    check_encounter_state(self._msg, self._limits, deep=False)
                except ArbiterError as err:
                    nested(err, "shared_state")
                    raise
                state, converted = converted_state_from_proto(
                    self._msg, self._catalog, self._limits, "shared_state"
                )
                validate_state(state, "shared_state")
            except ArbiterError as err:
                self._error = err
                raise
            self._state, self._converted = state, converted
            return state, converted
        # A fresh traceback each time, so one bad state shared by many items does not grow one.
        raise self._error.with_traceback(None)


def _request_state(
    msg: combat_service_pb2.ResolveActionRequest | combat_service_pb2.ResolveEncounterRequest,
    catalog: Catalog,
    limits: Limits,
    shared: SharedState | None,
) -> tuple[EncounterState, tuple[ConvertedCombatant, ...], bool]:
    """A request's own state if it sets one, else the batch's shared state (if any); its
    combatants as converted; and whether it is the shared one (validated already)."""
    if shared is not None and not msg.HasField("state"):
        return *shared.get(), True
    return *converted_state_from_proto(msg.state, catalog, limits), False


def action_request_from_proto(
    msg: combat_service_pb2.ResolveActionRequest,
    catalog: Catalog,
    limits: Limits,
    *,
    default_detail: TraceDetail = _FULL,
    batch_seed: int | None = None,
    index: int | None = None,
    shared: SharedState | None = None,
) -> ActionRequest:
    """Everything ResolveAction needs; ``batch_seed``/``index`` for batch items (dice_from_proto),
    ``shared`` for a pack's items (a request without a state of its own takes it).

    Its sizes are checked first (those of its combatants and action where they are converted, the
    first time their bytes are seen), then its fields read in request order (state, action,
    dice, trace_detail), so the first bad one is the one reported.
    """
    check_resolve_action_request(msg, limits, deep=False)
    state, converted, validated = _request_state(msg, catalog, limits, shared)
    try:
        action = _action(msg.action, limits)
    except ArbiterError as err:
        nested(err, "action")
        raise
    dice, seed = dice_from_proto(msg.dice, limits, batch_seed=batch_seed, index=index)
    return ActionRequest(
        state=state,
        action=action,
        kind=action.kind,
        dice=dice,
        seed=seed,
        detail=trace_detail_from_proto(msg.trace_detail, "trace_detail", default_detail),
        converted=converted,
        validated=validated,
    )


def encounter_request_from_proto(
    msg: combat_service_pb2.ResolveEncounterRequest,
    catalog: Catalog,
    limits: Limits,
    *,
    default_detail: TraceDetail = _FULL,
    batch_seed: int | None = None,
    index: int | None = None,
    shared: SharedState | None = None,
) -> EncounterRequest:
    """Everything ResolveEncounter needs (see action_request_from_proto); its sizes checked
    first, then in order: the state, the options (read_options), dice, trace_detail."""
    check_resolve_encounter_request(msg, limits, deep=False)
    state, converted, validated = _request_state(msg, catalog, limits, shared)
    options = read_options(msg, limits)
    dice, seed = dice_from_proto(msg.dice, limits, batch_seed=batch_seed, index=index)
    return EncounterRequest(
        state=state,
        options=options,
        dice=dice,
        seed=seed,
        detail=trace_detail_from_proto(msg.trace_detail, "trace_detail", default_detail),
        converted=converted,
        validated=validated,
    )


#: The requests a call may run in an engine thread (service.offload), whose sizes are checked
#: before it waits for one (check_request_sizes).
HeavyRequest = (
    combat_service_pb2.ResolveActionRequest
    | combat_service_pb2.ResolveEncounterRequest
    | combat_service_pb2.SimulateRequest
    | combat_service_pb2.ComputeOddsRequest
    | combat_service_pb2.ComputeEncounterOddsRequest
)

#: Each heavy request's generated size check, by its message type.
_SIZE_CHECKS: dict[type, Callable[[Any, Limits, bool], None]] = {
    combat_service_pb2.ResolveActionRequest: check_resolve_action_request,
    combat_service_pb2.ResolveEncounterRequest: check_resolve_encounter_request,
    combat_service_pb2.SimulateRequest: check_simulate_request,
    combat_service_pb2.ComputeOddsRequest: check_compute_odds_request,
    combat_service_pb2.ComputeEncounterOddsRequest: check_compute_encounter_odds_request,
}


def check_request_sizes(msg: HeavyRequest, limits: Limits) -> None:
    """A heavy request's sizes against the limits, without converting it: checked so before it
    waits for an engine thread, so that one over them is refused at once instead of holding its
    request in the queue (service.offload); its conversion checks them again, first."""
    _SIZE_CHECKS[type(msg)](msg, limits, True)


# --- outbound --------------------------------------------------------------------------------


def _definition_into(msg: weapon_pb2.WeaponDefinition, definition: WeaponDefinition) -> None:
    msg.id = definition.id
    msg.name = definition.name
    if definition.arrayer is not None:
        weapon_rules_into(msg.arrayer, definition.arrayer)
    if definition.tiered is not None:
        t = msg.tiered
        t.weapon_class = weapon_pb2.TieredWeaponClass.ValueType(definition.tiered.weapon_class)
        t.tier = definition.tiered.tier


def catalog_to_proto(
    catalog: Catalog, ruleset: Ruleset | None = None
) -> combat_service_pb2.GetCatalogResponse:
    """GetCatalog's answer: every ruleset, or only ``ruleset`` (and only the reasons and trace
    names it can give)."""
    msg = combat_service_pb2.GetCatalogResponse()
    for entry in (catalog.arrayer, catalog.tiered):
        if ruleset is not None and entry.ruleset is not ruleset:
            continue
        out = msg.rulesets.add(ruleset=entry.ruleset, title=entry.title, document=entry.document)
        for definition in entry.weapons:
            _definition_into(out.weapons.add(), definition)
        for ruling in entry.rulings:
            out.rulings.add(id=ruling.id, text=ruling.text)
        if isinstance(entry.defaults, ArrayerRules):
            arrayer_rules_into(out.arrayer_defaults, entry.defaults)
        else:
            tiered_rules_into(out.tiered_defaults, entry.defaults)
            tables_into(out.tiered_tables)
    wanted = (ruleset,) if ruleset is not None else (Ruleset.ARRAYER, Ruleset.TIERED)
    for reason in catalog.reasons:
        if any(r in wanted for r in reason.rulesets):
            msg.reasons.add(
                code=reason.code,
                description=reason.description,
                rulesets=[state_pb2.Ruleset.ValueType(r) for r in reason.rulesets],
            )
    for names, into in (
        (catalog.total_names, msg.total_names),
        (catalog.term_names, msg.term_names),
    ):
        for name in names:
            if any(r in wanted for r in name.rulesets):
                into.add(
                    name=name.name,
                    description=name.description,
                    rulesets=[state_pb2.Ruleset.ValueType(r) for r in name.rulesets],
                    subtracted=name.subtracted,
                )
    for info in catalog.tactics:
        tactic = combat_service_pb2.Tactic.ValueType(info.tactic)
        msg.tactics.add(
            tactic=tactic,
            name=combat_service_pb2.Tactic.Name(tactic),
            description=info.description,
            rulings=info.rulings,
        )
    return msg
