"""The service boundary: arbiter.v1 messages to engine values and back.

Inbound (``*_from_proto``): every field is read once into the engine's immutable values; proto
enum 0 (UNSPECIFIED) becomes None or the documented default, an enum number this server does not
know (a newer client) is an InvalidRequestError naming the field, and an unset ``optional`` field is
None. Limits are enforced here, before the engine does any work. Errors name fields by their
snake_case request path (``state.combatants[1].weapons[0].catalog_id``); service.errors spells them
as JSON paths.

Outbound, the responses every item gets are wire bytes written from engine values (service.wire,
service.codec); what stays here are the messages of the calls answered as upb messages (GetCatalog:
``catalog_to_proto``). A weapon the request named by ``catalog_id`` is echoed by that id (and the
``overrides`` it sent, carried as sent), not expanded.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, NamedTuple, TypeVar

from google.protobuf.unknown_fields import UnknownFieldSet

from arbiter.v1 import action_pb2, combat_service_pb2, dice_pb2, state_pb2, weapon_pb2
from engine.actions import Action, Attack, CriticalTarget, Move, ScriptedAction
from engine.catalog import Catalog, RulesetCatalog
from engine.dice import DiceSource, ForcedDice, SeededDice, derive_seed
from engine.encounter import Tactic
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    NotSupportedError,
)
from engine.options import EncounterOptions
from engine.records.weapon import WeaponOverrides
from engine.state import (
    Ammunition,
    AmmunitionKind,
    Armour,
    ArmourClass,
    ArrayerCombatant,
    ArrayerRules,
    ArrayerWeaponRules,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Environment,
    Hand,
    MoraleTrigger,
    Obstacle,
    Ruleset,
    Sentiment,
    Shield,
    Side,
    TieredCombatant,
    TieredRules,
    TieredSkill,
    TieredWeaponClass,
    TieredWeaponRules,
    Weapon,
    WeaponDefinition,
    ruleset_encounter,
    ruleset_key,
)
from engine.trace import TraceDetail
from engine.validate import validate_state
from service import convert_arrayer, convert_tiered
from service.codec.echo import ConvertedCombatant
from service.limits import Limits
from service.proto_values import (
    Scalars,
    carried_record,
    check_limit,
    check_range,
    combatant_ids,
    optional_enum,
    position_from_proto,
    required_enum,
    unknown_enum,
)

__all__ = [
    "ActionRequest",
    "EncounterRequest",
    "HeavyRequest",
    "SharedState",
    "action_from_proto",
    "action_request_from_proto",
    "catalog_to_proto",
    "check_request_sizes",
    "check_state_sizes",
    "check_weapons",
    "converted_state_from_proto",
    "dice_from_proto",
    "encounter_options_from_proto",
    "encounter_request_from_proto",
    "max_rounds_from_proto",
    "ruleset_from_proto",
    "script_from_proto",
    "state_echo_from_proto",
    "state_from_proto",
    "trace_detail_from_proto",
    "weapon_definition_from_proto",
    "weapon_from_proto",
]

_K = TypeVar("_K")
_V = TypeVar("_V")

_NO_CONDITIONS = Conditions()
_CALM = Environment()

#: The Tier of `tiered` bare hands (ruling T1); the engine checks every other weapon's
#: (engine/ranges.py: TIER).
_UNARMED_TIER = range(1)

#: The Action kinds this server resolves, as a newer client's refusal lists them (JSON names).
_ACTION_KINDS = ", ".join(
    f.json_name for f in action_pb2.Action.DESCRIPTOR.oneofs_by_name["kind"].fields
)

#: TraceDetail by its proto number (the same numbers), unspecified (0) left out.
_TRACE_DETAILS = {detail.value: detail for detail in TraceDetail}
_FULL = TraceDetail.FULL
_SUMMARY = TraceDetail.SUMMARY
_NONE = TraceDetail.NONE
_STATE_ECHOES = frozenset(combat_service_pb2.StateEcho.values())

# Fields of the same name in a message and its engine value (the rest are read by hand below).
_WEAPON = Scalars(
    weapon_pb2.Weapon.DESCRIPTOR,
    "broken dubious reload_chits shots_fired tier_loss reload_actions_needed thrown",
)
_AMMUNITION = Scalars(weapon_pb2.Ammunition.DESCRIPTOR, "tier count")
_COMBATANT = Scalars(state_pb2.Combatant.DESCRIPTOR, "id side_id name hp max_hp")
_ARMOUR = Scalars(state_pb2.Armour.DESCRIPTOR, "value tier_loss")
_SHIELD = Scalars(state_pb2.Shield.DESCRIPTOR, "value tier_loss")
_CONDITIONS = Scalars(
    state_pb2.Conditions.DESCRIPTOR,
    "prone grappled unaware immobilised_rounds immobilised_difficulty held_by stealthed dead routed"
    " dosed",
)
_SIDE = Scalars(
    state_pb2.Side.DESCRIPTOR, "id morale morale_modifier routed starting_members party"
)


def ruleset_from_proto(value: int, field: str) -> Ruleset | None:
    """A Ruleset; None when unspecified (GetCatalog: all rulesets)."""
    return optional_enum(Ruleset, value, field)


# --- weapons ---------------------------------------------------------------------------------

#: ArrayerWeaponOverrides lists (wrapped for presence) and the converter that checks their items.
_OVERRIDE_LISTS: dict[str, Callable[[Any, str], object]] = {
    "effects": convert_arrayer.effects_from_proto,
    "ammunition_ranges": convert_arrayer.ammunition_ranges_from_proto,
}


def weapon_definition_from_proto(msg: weapon_pb2.WeaponDefinition, field: str) -> WeaponDefinition:
    """An inline weapon definition; the engine checks its rules match the encounter's ruleset."""
    rules = msg.WhichOneof("rules")
    arrayer: ArrayerWeaponRules | None = None
    tiered: TieredWeaponRules | None = None
    if rules == "arrayer":
        arrayer = convert_arrayer.weapon_rules_from_proto(msg.arrayer, f"{field}.arrayer")
    elif rules == "tiered":
        t = msg.tiered
        weapon_class = required_enum(
            TieredWeaponClass, t.weapon_class, f"{field}.tiered.weapon_class"
        )
        if weapon_class is TieredWeaponClass.UNARMED:
            check_range(t.tier, _UNARMED_TIER, f"{field}.tiered.tier")
        tiered = TieredWeaponRules(weapon_class, t.tier)
    return WeaponDefinition(msg.id, msg.name, arrayer=arrayer, tiered=tiered)


def _overridden(
    entry: WeaponDefinition, overrides: weapon_pb2.WeaponOverrides, field: str
) -> WeaponDefinition:
    """The catalog ``entry`` with ``overrides`` applied.

    The overrides are written onto the entry's WeaponDefinition message, field by field of the
    same name, and the result goes through weapon_definition_from_proto: overridden values meet
    exactly the checks of an inline definition, and its errors name paths under ``field``.
    """
    merged = weapon_pb2.WeaponDefinition()
    _definition_into(merged, entry)
    if overrides.HasField("name"):
        merged.name = overrides.name
    part = overrides.WhichOneof("rules")
    if part is not None:
        if part != merged.WhichOneof("rules"):
            raise InvalidRequestError(
                f"{part} overrides for the {merged.WhichOneof('rules')} weapon {entry.id!r}",
                reason="RULESET_MISMATCH",
                field=f"{field}.{part}",
            )
        into = getattr(merged, part)
        for descriptor, value in getattr(overrides, part).ListFields():
            if descriptor.name in _OVERRIDE_LISTS:
                # An *List wrapper: check its items at their own path, then replace the list.
                _OVERRIDE_LISTS[descriptor.name](
                    value.items, f"{field}.{part}.{descriptor.name}.items"
                )
                del getattr(into, descriptor.name)[:]
                getattr(into, descriptor.name).extend(value.items)
            elif descriptor.message_type is not None:
                getattr(into, descriptor.name).CopyFrom(value)
            else:
                setattr(into, descriptor.name, value)
    return weapon_definition_from_proto(merged, field)


def weapon_from_proto(msg: weapon_pb2.Weapon, catalog: RulesetCatalog, field: str) -> Weapon:
    """A carried weapon: ``catalog_id`` resolved against ``catalog``, or an inline definition.

    An empty ``id`` takes the catalog id or the definition's id.
    """
    if len(msg.ListFields()) == 1 and msg.catalog_id in catalog.carried:
        # A catalog id and nothing else set: the catalog's own carried weapon, built once.
        return catalog.carried[msg.catalog_id]
    source = msg.WhichOneof("source")
    catalog_id: str | None = None
    overrides: WeaponOverrides | None = None
    if msg.HasField("overrides") and source == "definition":
        raise InvalidRequestError(
            "overrides change a catalog weapon: set catalog_id, or put the rules in the definition",
            reason="CONFLICTING_OPTIONS",
            field=f"{field}.overrides",
        )
    if source == "catalog_id":
        catalog_id = msg.catalog_id
        definition = catalog.weapon(catalog_id, field=f"{field}.catalog_id")
        if msg.HasField("overrides"):
            definition = _overridden(definition, msg.overrides, f"{field}.overrides")
            sent = carried_record(msg.overrides)  # echoed as sent
            assert isinstance(sent, WeaponOverrides)
            overrides = sent
    elif source == "definition":
        definition = weapon_definition_from_proto(msg.definition, f"{field}.definition")
    else:
        raise InvalidRequestError(
            "weapon names neither a catalog_id nor a definition",
            reason="MISSING_WEAPON_SOURCE",
            field=field,
        )
    weapon_id = msg.id or definition.id
    if not weapon_id:
        raise InvalidRequestError(
            "weapon id must not be empty (set id, or the definition's id)",
            reason="EMPTY_ID",
            field=f"{field}.id",
        )
    ammunition = None
    if msg.HasField("ammunition"):
        a = msg.ammunition
        ammunition = Ammunition(
            kind=optional_enum(AmmunitionKind, a.kind, f"{field}.ammunition.kind"),
            **_AMMUNITION.read(a),
        )
    return Weapon(
        weapon_id,
        definition,
        catalog_id=catalog_id,
        overrides=overrides,
        hand=optional_enum(Hand, msg.hand, f"{field}.hand"),
        ammunition=ammunition,
        **_WEAPON.read(msg),
    )


# --- combatants ------------------------------------------------------------------------------


def _conditions(msg: state_pb2.Conditions, limits: Limits, field: str) -> Conditions:
    stealth_flagged_by = combatant_ids(
        msg.stealth_flagged_by, limits, f"{field}.stealth_flagged_by"
    )
    also_held_by = combatant_ids(msg.also_held_by, limits, f"{field}.also_held_by")
    entanglement = None
    if msg.HasField("entanglement"):
        e = msg.entanglement
        entanglement = Entanglement(
            required_enum(EntanglementSource, e.source, f"{field}.entanglement.source"),
            e.rounds,
        )
    return Conditions(
        entanglement=entanglement,
        also_held_by=also_held_by,
        stealth_flagged_by=stealth_flagged_by,
        **_CONDITIONS.read(msg),
    )


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

    def get(self, key: _K) -> _V | None:
        return self._values.get(key)

    def put(self, key: _K, value: _V) -> None:
        if len(self._values) >= self._SIZE:
            self._values.clear()
        self._values[key] = value

    def values(self, context: tuple[object, ...]) -> dict[_K, _V]:
        """The values converted in ``context`` (what else the conversion reads: the catalog, the
        limits), to look a key up in; ``put`` a value converted the first time. The values kept
        are those of one context at a time (a server holds one catalog and one Limits for its
        life; comparing the same objects again costs an identity check each): another context
        empties the memo. Keying by the context instead would hash the Limits, a dataclass of 20
        fields, at every lookup."""
        if context != self._context:
            self._values.clear()
            self._context = context
        return self._values

    def converted(self, key: _K, context: tuple[object, ...], convert: Callable[[], _V]) -> _V:
        """The value of ``key`` in ``context`` (``values``), from ``convert()`` the first time."""
        value = self.values(context).get(key)
        if value is None:
            value = convert()
            self.put(key, value)
        return value


#: Combatants by their wire bytes, for one catalog and limits (_Memo.converted): the bytes are
#: cheap to take where the conversion is not.
_COMBATANTS: _Memo[bytes, ConvertedCombatant] = _Memo()


def _combatants(
    msgs: Sequence[state_pb2.Combatant],
    ruleset: Ruleset,
    catalog: RulesetCatalog,
    limits: Limits,
    field: str,
) -> list[ConvertedCombatant]:
    """The combatants of ``{field}.combatants``, each converted once for its bytes (_COMBATANTS;
    the path of one is built only to convert it, which may need it for an error)."""
    known = _COMBATANTS.values((catalog, limits))
    converted = []
    for i, msg in enumerate(msgs):
        key = msg.SerializeToString()
        combatant = known.get(key)
        if combatant is None:
            combatant = ConvertedCombatant(
                _convert_combatant(msg, ruleset, catalog, limits, f"{field}.combatants[{i}]")
            )
            _COMBATANTS.put(key, combatant)
        converted.append(combatant)
    return converted


def _convert_combatant(
    msg: state_pb2.Combatant,
    ruleset: Ruleset,
    catalog: RulesetCatalog,
    limits: Limits,
    field: str,
) -> Combatant:
    check_weapons(msg, limits, field)
    rules = msg.WhichOneof("rules")
    arrayer: ArrayerCombatant | None = None
    tiered: TieredCombatant | None = None
    if rules == "arrayer":
        arrayer = convert_arrayer.combatant_from_proto(msg.arrayer, limits, f"{field}.arrayer")
    elif rules == "tiered":
        tiered = convert_tiered.combatant_from_proto(msg.tiered, limits, f"{field}.tiered")
    elif ruleset is Ruleset.ARRAYER:
        arrayer = ArrayerCombatant()
    else:
        tiered = TieredCombatant()
    armour = None
    if msg.HasField("armour"):
        a = msg.armour
        armour = Armour(
            armour_class=optional_enum(ArmourClass, a.armour_class, f"{field}.armour.armour_class"),
            **_ARMOUR.read(a),
        )
    return Combatant(
        position=position_from_proto(msg.position) if msg.HasField("position") else None,
        weapons=tuple(
            weapon_from_proto(w, catalog, f"{field}.weapons[{i}]")
            for i, w in enumerate(msg.weapons)
        ),
        armour=armour,
        shield=Shield(**_SHIELD.read(msg.shield)) if msg.HasField("shield") else None,
        conditions=(
            _conditions(msg.conditions, limits, f"{field}.conditions")
            if msg.HasField("conditions")
            else _NO_CONDITIONS
        ),
        arrayer=arrayer,
        tiered=tiered,
        facing=position_from_proto(msg.facing) if msg.HasField("facing") else None,
        **_COMBATANT.read(msg),
    )


def check_weapons(msg: state_pb2.Combatant, limits: Limits, field: str) -> None:
    """A combatant's weapons (the combatant at ``field``) against ``max_weapons_per_combatant``."""
    check_limit(
        len(msg.weapons),
        limits.max_weapons_per_combatant,
        "max_weapons_per_combatant",
        f"{field}.weapons",
    )


# --- encounter state -------------------------------------------------------------------------


def _side(msg: state_pb2.Side, limits: Limits, field: str) -> Side:
    check_limit(
        len(msg.morale_checks_made),
        limits.max_list_items,
        "max_list_items",
        f"{field}.morale_checks_made",
    )
    return Side(
        sentiment=optional_enum(Sentiment, msg.sentiment, f"{field}.sentiment"),
        morale_checks_made=tuple(
            required_enum(MoraleTrigger, t, f"{field}.morale_checks_made[{i}]")
            for i, t in enumerate(msg.morale_checks_made)
        ),
        **_SIDE.read(msg),
    )


def _battlefield(msg: state_pb2.Battlefield, field: str) -> Battlefield:
    obstacles = []
    for i, obstacle in enumerate(msg.obstacles):
        if not obstacle.HasField("position"):
            raise InvalidRequestError(
                "obstacle has no position",
                reason="MISSING_VALUE",
                field=f"{field}.obstacles[{i}].position",
            )
        obstacles.append(Obstacle(position_from_proto(obstacle.position)))
    return Battlefield(msg.width, msg.height, tuple(obstacles))


def check_state_sizes(msg: state_pb2.EncounterState, limits: Limits, field: str = "state") -> None:
    """The counts of a state's largest repeated fields against the limits, before anything of it
    is converted: its combatants, sides and traps, the obstacles. Each combatant's weapons are
    checked as it is converted (``check_weapons``), where it is read anyway: reading every
    combatant again here cost every item 12k instructions (scripts/cost.py, arrayer-full)."""
    check_limit(len(msg.combatants), limits.max_combatants, "max_combatants", f"{field}.combatants")
    check_limit(len(msg.sides), limits.max_combatants, "max_combatants", f"{field}.sides")
    check_limit(len(msg.traps), limits.max_list_items, "max_list_items", f"{field}.traps")
    if msg.HasField("battlefield"):
        check_limit(
            len(msg.battlefield.obstacles),
            limits.max_obstacles,
            "max_obstacles",
            f"{field}.battlefield.obstacles",
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


def check_request_sizes(msg: HeavyRequest, limits: Limits) -> None:
    """A request's sizes against the limits, without converting it: its state's
    (check_state_sizes, and each combatant's weapons), its script's and its forced dice's. A
    heavy call is checked so before it waits for an engine thread, so that one over them is
    refused at once instead of holding its request in the queue (service.offload); its
    conversion checks them again as it goes."""
    if msg.HasField("state"):
        check_state_sizes(msg.state, limits)
        for i, combatant in enumerate(msg.state.combatants):
            check_weapons(combatant, limits, f"state.combatants[{i}]")
    if isinstance(
        msg, combat_service_pb2.ResolveActionRequest | combat_service_pb2.ResolveEncounterRequest
    ) and msg.dice.HasField("forced"):
        check_forced_size(msg.dice.forced.faces, limits)
    if not isinstance(
        msg, combat_service_pb2.ResolveActionRequest | combat_service_pb2.ComputeOddsRequest
    ):
        check_script_size(msg.script, limits)


def state_from_proto(
    msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits, field: str = "state"
) -> EncounterState:
    """The engine state of a request's ``state``; catalog weapons resolve against ``catalog``.

    A combatant without its ``rules`` takes the ruleset's defaults; rule overrides are merged onto
    the catalog defaults. The engine validates the rest (ids, squares, ruleset agreement).
    """
    return converted_state_from_proto(msg, catalog, limits, field)[0]


def converted_state_from_proto(
    msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits, field: str = "state"
) -> tuple[EncounterState, tuple[ConvertedCombatant, ...]]:
    """state_from_proto, and its combatants as converted (for their echo, service.wire)."""
    ruleset = required_enum(Ruleset, msg.ruleset, f"{field}.ruleset")
    check_state_sizes(msg, limits, field)
    turn_order = combatant_ids(msg.turn_order, limits, f"{field}.turn_order")
    weapons = catalog.for_ruleset(ruleset)
    arrayer_rules: ArrayerRules | None = None
    tiered_rules: TieredRules | None = None
    rules = msg.WhichOneof("rules")
    if rules is not None and rules != f"{ruleset_key(ruleset)}_rules":
        raise InvalidRequestError(
            f"{rules} given for {ruleset_encounter(ruleset)}",
            reason="RULESET_MISMATCH",
            field=f"{field}.{rules}",
        )
    if rules == "arrayer_rules":
        arrayer_rules = convert_arrayer.rules_from_proto(
            msg.arrayer_rules, limits, f"{field}.{rules}"
        )
    elif rules == "tiered_rules":
        tiered_rules = convert_tiered.rules_from_proto(msg.tiered_rules, limits, f"{field}.{rules}")
    converted = _combatants(msg.combatants, ruleset, weapons, limits, field)
    state = EncounterState(
        ruleset=ruleset,
        combatants=tuple([c.combatant for c in converted]),
        round=msg.round,
        sides=tuple([_side(s, limits, f"{field}.sides[{i}]") for i, s in enumerate(msg.sides)]),
        battlefield=(
            _battlefield(msg.battlefield, f"{field}.battlefield")
            if msg.HasField("battlefield")
            else None
        ),
        environment=Environment(True) if msg.environment.wind_or_moisture else _CALM,
        arrayer_rules=arrayer_rules,
        tiered_rules=tiered_rules,
        turn_order=turn_order,
        traps=tuple(
            [
                convert_tiered.trap_from_proto(t, limits, f"{field}.traps[{i}]")
                for i, t in enumerate(msg.traps)
            ]
        ),
    )
    return state, tuple(converted)


# --- actions, script, dice, options ----------------------------------------------------------


#: Actions by their wire bytes, for one limits (see _Memo).
_ACTIONS: _Memo[bytes, Action] = _Memo()


def action_from_proto(msg: action_pb2.Action, limits: Limits, field: str = "action") -> Action:
    """The engine action of an ``Action``. One without a kind is an InvalidRequestError; one
    whose kind this server does not know (a newer client's) is a NotSupportedError."""
    return _ACTIONS.converted(
        msg.SerializeToString(), (limits,), lambda: _convert_action(msg, limits, field)
    )


def _convert_action(msg: action_pb2.Action, limits: Limits, field: str) -> Action:
    kind = msg.WhichOneof("kind")
    if kind == "move":
        check_limit(
            len(msg.move.path), limits.max_move, "max_move", f"{field}.move.path", "squares"
        )
        return Move(
            combatant_id=msg.move.combatant_id,
            path=tuple(position_from_proto(p) for p in msg.move.path),
            porter_ids=convert_tiered.porter_ids_from_proto(msg.move, limits, f"{field}.move"),
        )
    if kind in convert_tiered.ACTION_KINDS:
        return convert_tiered.tiered_action_from_proto(msg, kind, limits, field)
    if kind in convert_arrayer.ACTION_KINDS:
        return convert_arrayer.arrayer_action_from_proto(msg, kind, limits, field)
    if kind != "attack":
        if len(UnknownFieldSet(msg)):
            # A kind added to the oneof after this server was built (a newer client).
            raise NotSupportedError(
                f"action kind not supported by this server (it knows: {_ACTION_KINDS})",
                reason="ACTION_KIND_NOT_SUPPORTED",
                field=field,
            )
        raise InvalidRequestError("action sets no kind", reason="MISSING_ACTION", field=field)
    a = msg.attack
    where = f"{field}.attack"
    return Attack(
        attacker_id=a.attacker_id,
        target_id=a.target_id,
        weapon_id=a.weapon_id,
        critical_target=optional_enum(
            CriticalTarget, a.critical_target, f"{where}.critical_target"
        ),
        defender_critical_target=optional_enum(
            CriticalTarget, a.defender_critical_target, f"{where}.defender_critical_target"
        ),
        defence_skill=optional_enum(TieredSkill, a.defence_skill, f"{where}.defence_skill"),
        **convert_tiered.attack_options_from_proto(a, limits, where),
        **convert_arrayer.attack_options_from_proto(a, limits, where),
    )


def script_from_proto(
    entries: Sequence[combat_service_pb2.ScriptedAction], limits: Limits, field: str = "script"
) -> tuple[ScriptedAction, ...]:
    """Scripted actions; the engine checks rounds and actors."""
    check_script_size(entries, limits, field)
    return tuple(
        ScriptedAction(e.round, action_from_proto(e.action, limits, f"{field}[{i}].action"))
        for i, e in enumerate(entries)
    )


def check_script_size(
    entries: Sequence[combat_service_pb2.ScriptedAction], limits: Limits, field: str = "script"
) -> None:
    """A script's length against ``max_script_actions``."""
    check_limit(len(entries), limits.max_script_actions, "max_script_actions", field)


def check_forced_size(faces: Sequence[int], limits: Limits, field: str = "dice") -> None:
    """Forced dice's faces against ``max_forced_faces``."""
    check_limit(len(faces), limits.max_forced_faces, "max_forced_faces", f"{field}.forced.faces")


def dice_from_proto(
    msg: dice_pb2.Dice,
    limits: Limits,
    *,
    batch_seed: int | None = None,
    index: int | None = None,
    field: str = "dice",
) -> tuple[DiceSource, int | None]:
    """The dice of one request and the seed used (None for forced dice), per docs/dice.md.

    A seed or forced faces are used as given. Without either, a batch item (``index`` set) with a
    batch seed uses ``derive_seed(batch_seed, index)``; anything else draws a fresh random seed,
    which the response reports so the result can be replayed. Every source gets the
    ``max_dice`` roll budget.
    """
    source = msg.WhichOneof("source")
    if source == "forced":
        faces = msg.forced.faces
        check_forced_size(faces, limits, field)
        return ForcedDice(tuple(faces), limits.max_dice), None
    if source == "seed":
        seed = msg.seed
    elif batch_seed is not None and index is not None:
        seed = derive_seed(batch_seed, index)
    else:
        seed = secrets.randbits(64)
    return SeededDice(seed, limits.max_dice), seed


def trace_detail_from_proto(value: int, field: str, default: TraceDetail = _FULL) -> TraceDetail:
    """A TraceDetail; unspecified takes ``default`` (full, or a batch's own default)."""
    if not value:
        return default
    detail = _TRACE_DETAILS.get(value)
    if detail is None:
        raise unknown_enum("TraceDetail", value, field)
    return detail


def state_echo_from_proto(value: int, field: str) -> bool:
    """Whether a batch's results echo the state: a StateEcho, unspecified as FULL."""
    if value not in _STATE_ECHOES:
        raise unknown_enum("StateEcho", value, field)
    return value != combat_service_pb2.STATE_ECHO_NONE


def _tactic_from_proto(value: int, field: str) -> Tactic:
    """A Tactic; unspecified is the nearest-enemy tactic."""
    return optional_enum(Tactic, value, field) or Tactic.NEAREST_ENEMY


def _tactics_from_proto(entries: Mapping[str, int], field: str) -> dict[str, Tactic]:
    """A side_tactics or combatant_tactics map: unspecified values dropped (they keep the
    request's tactic); the engine checks the ids."""
    chosen: dict[str, Tactic] = {}
    for key in sorted(entries):
        tactic = optional_enum(Tactic, entries[key], f'{field}["{key}"]')
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


def encounter_options_from_proto(
    msg: _EncounterMessage,
    limits: Limits,
) -> EncounterOptions:
    """The options of an encounter request, a simulation or exact encounter odds (they share the
    fields; the odds have no aftermath), checked in this order: script, max_rounds, tactic,
    side_tactics, combatant_tactics (the engine checks the tactics' ids)."""
    script = script_from_proto(msg.script, limits)
    max_rounds = max_rounds_from_proto(msg, limits)
    tactic = _tactic_from_proto(msg.tactic, "tactic")
    side_tactics = _tactics_from_proto(msg.side_tactics, "side_tactics")
    combatant_tactics = _tactics_from_proto(msg.combatant_tactics, "combatant_tactics")
    return EncounterOptions(
        max_rounds=max_rounds,
        script=script,
        tactic=tactic,
        side_tactics=side_tactics,
        combatant_tactics=combatant_tactics,
        aftermath=not isinstance(msg, combat_service_pb2.ComputeEncounterOddsRequest)
        and msg.aftermath,
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
    #: The state's combatants as converted, for their echo (service.wire.state_wire).
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
    sets none of its own, converted (and checked by the engine's ``validate_state``) on first use
    and only once. Every such item gets the same frozen engine value, or, for a bad state, the same
    error, its field path under ``shared_state``; their requests say ``validated``, so the engine
    does not check it again per item."""

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

    Fields are checked in request order (state, action, dice, trace_detail), so the first bad one
    is the one reported.
    """
    state, converted, validated = _request_state(msg, catalog, limits, shared)
    action = action_from_proto(msg.action, limits)
    dice, seed = dice_from_proto(msg.dice, limits, batch_seed=batch_seed, index=index)
    return ActionRequest(
        state=state,
        action=action,
        kind=msg.action.WhichOneof("kind") or "",
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
    """Everything ResolveEncounter needs (see action_request_from_proto); checked in order: the
    state, the options (encounter_options_from_proto), dice, trace_detail."""
    state, converted, validated = _request_state(msg, catalog, limits, shared)
    options = encounter_options_from_proto(msg, limits)
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


# --- outbound --------------------------------------------------------------------------------


def _definition_into(msg: weapon_pb2.WeaponDefinition, definition: WeaponDefinition) -> None:
    msg.id = definition.id
    msg.name = definition.name
    if definition.arrayer is not None:
        convert_arrayer.weapon_rules_into(msg.arrayer, definition.arrayer)
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
            convert_arrayer.rules_into(out.arrayer_defaults, entry.defaults)
        else:
            convert_tiered.rules_into(out.tiered_defaults, entry.defaults)
            convert_tiered.tables_into(out.tiered_tables)
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
