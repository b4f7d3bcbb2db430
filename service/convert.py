"""The service boundary: arbiter.v1 messages to engine values and back.

Inbound (``*_from_proto``): every field is read once into the engine's frozen dataclasses; proto
enum 0 (UNSPECIFIED) becomes None or the documented default, an enum number this server does not
know (a newer client) is an InvalidRequestError naming the field, and an unset ``optional`` field is
None. Limits are enforced here, before the engine does any work. Errors name fields by their
snake_case request path (``state.combatants[1].weapons[0].catalog_id``); service.errors spells them
as JSON paths.

Outbound (``*_to_proto``): responses are built in place, top-down (``into`` is the message to fill,
e.g. ``response.state``), so the batch path creates each response message once and never copies
one into another. A weapon the request named by ``catalog_id`` is echoed by that id (and the
``overrides`` it sent), not expanded.
"""

from __future__ import annotations

import dataclasses
import enum
import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from google.protobuf.message import Message
from google.protobuf.unknown_fields import UnknownFieldSet

from arbiter.v1 import action_pb2, combat_service_pb2, dice_pb2, state_pb2, trace_pb2, weapon_pb2
from engine.actions import Action, Attack, CriticalTarget, Move, ScriptedAction
from engine.catalog import TIERED_DEFAULTS, Catalog, RulesetCatalog
from engine.dice import DiceSource, ForcedDice, SeededDice, derive_seed
from engine.encounter import EncounterResolution, Tactic
from engine.errors import (
    ArbiterError,
    InvalidRequestError,
    LimitExceededError,
    NotSupportedError,
    Stopped,
)
from engine.play import StopCheck
from engine.resolve import Resolution
from engine.state import (
    Ammunition,
    AmmunitionKind,
    Armour,
    ArmourClass,
    ArrayerCombatant,
    ArrayerRules,
    ArrayerWeaponRules,
    ArrayerWeaponType,
    Battlefield,
    Combatant,
    Conditions,
    EncounterState,
    Entanglement,
    EntanglementSource,
    Environment,
    Hand,
    MoraleTrigger,
    Mount,
    MountKind,
    Obstacle,
    Position,
    Ruleset,
    Sentiment,
    Shield,
    Side,
    TieredCombatant,
    TieredRules,
    TieredSkill,
    TieredSkills,
    TieredWeaponClass,
    TieredWeaponRules,
    Weapon,
    WeaponDefinition,
    WeaponProficiency,
)
from engine.trace import TraceEvent
from engine.validate import validate_state
from service import convert_arrayer, convert_result, convert_tiered
from service.limits import Limits
from service.proto_values import check_limit as _check_limit
from service.proto_values import non_negative as _non_negative
from service.proto_values import optional_enum as _optional_enum
from service.proto_values import required_enum as _required_enum

__all__ = [
    "ActionRequest",
    "EncounterRequest",
    "SharedState",
    "action_from_proto",
    "action_request_from_proto",
    "action_response_to_proto",
    "arrayer_rules_from_proto",
    "catalog_to_proto",
    "dice_from_proto",
    "encounter_request_from_proto",
    "encounter_response_to_proto",
    "events_to_proto",
    "max_rounds_from_proto",
    "ruleset_from_proto",
    "script_from_proto",
    "state_echo_from_proto",
    "state_from_proto",
    "state_to_proto",
    "tactic_from_proto",
    "tactics_from_proto",
    "tiered_rules_from_proto",
    "trace_detail_from_proto",
    "weapon_definition_from_proto",
    "weapon_from_proto",
]

_E = TypeVar("_E", bound=enum.IntEnum)
_K = TypeVar("_K")
_V = TypeVar("_V")

#: TieredSkills attributes, which are also the TieredSkills message's field names.
_SKILLS = tuple(f.name for f in dataclasses.fields(TieredSkills))
_NO_SKILLS = TieredSkills()
_NO_CONDITIONS = Conditions()
_CALM = Environment()

#: `tiered` weapon Tiers (ruling T1); bare hands alone are Tier 0.
_TIERS = range(1, 13)
#: ARRAYER improvements per weapon type: 0-3 steps up the ladder (ruling A1).
_IMPROVEMENTS = range(4)
#: ArrayerCombatant.hit_dice and Mount.hit_dice: 0 (the default: 1, or the mount kind's, A23) or
#: more; they heal (A12) and resist knock-back (A8), so a negative number has no meaning.
_HIT_DICE = range(1 << 31)

#: The Action kinds this server resolves, as a newer client's refusal lists them (JSON names).
_ACTION_KINDS = ", ".join(
    f.json_name for f in action_pb2.Action.DESCRIPTOR.oneofs_by_name["kind"].fields
)

_TRACE_DETAILS = frozenset(trace_pb2.TraceDetail.values())
_FULL = trace_pb2.TRACE_DETAIL_FULL
_SUMMARY = trace_pb2.TRACE_DETAIL_SUMMARY
_NONE = trace_pb2.TRACE_DETAIL_NONE
_STATE_ECHOES = frozenset(combat_service_pb2.StateEcho.values())
# Trace events converted between two polls of the stop check: a few milliseconds' worth.
_EVENTS_PER_CHECK = 256


# --- inbound helpers -------------------------------------------------------------------------


def _check_move(present: bool, squares: int, limits: Limits, field: str) -> None:
    """Movement rates: the default tactic walks them square by square, so they bound its work."""
    if present:
        _check_limit(squares, limits.max_move, "max_move", field, "squares")


def _check_range(value: int, allowed: range, field: str) -> None:
    if value not in allowed:
        raise InvalidRequestError(
            f"value out of range: {value!r} ({allowed.start}..{allowed.stop - 1})",
            reason="OUT_OF_RANGE",
            field=field,
        )


def _position(msg: state_pb2.Position) -> Position:
    return Position(msg.x, msg.y)


def ruleset_from_proto(value: int, field: str) -> Ruleset | None:
    """A Ruleset; None when unspecified (GetCatalog: all rulesets)."""
    return _optional_enum(Ruleset, value, field)


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
        weapon_class = _required_enum(
            TieredWeaponClass, t.weapon_class, f"{field}.tiered.weapon_class"
        )
        tiers = range(1) if weapon_class is TieredWeaponClass.UNARMED else _TIERS
        _check_range(t.tier, tiers, f"{field}.tiered.tier")
        tiered = TieredWeaponRules(weapon_class, t.tier)
    return WeaponDefinition(msg.id, msg.name, arrayer=arrayer, tiered=tiered)


def _overridden(
    entry: WeaponDefinition, overrides: weapon_pb2.WeaponOverrides, field: str
) -> tuple[WeaponDefinition, tuple[str, ...]]:
    """The catalog ``entry`` with ``overrides`` applied, and the paths they set.

    The overrides are written onto the entry's WeaponDefinition message, field by field of the
    same name, and the result goes through weapon_definition_from_proto: overridden values meet
    exactly the checks of an inline definition, and its errors name paths under ``field``.
    """
    merged = weapon_pb2.WeaponDefinition()
    _definition_into(merged, entry)
    paths: list[str] = []
    if overrides.HasField("name"):
        merged.name = overrides.name
        paths.append("name")
    part = overrides.WhichOneof("rules")
    if part is not None:
        if part != merged.WhichOneof("rules"):
            raise InvalidRequestError(
                f"{part} overrides for the {merged.WhichOneof('rules')} weapon {entry.id!r}",
                reason="RULESET_MISMATCH",
                field=f"{field}.{part}",
            )
        paths.append(part)
        into = getattr(merged, part)
        for descriptor, value in getattr(overrides, part).ListFields():
            paths.append(f"{part}.{descriptor.name}")
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
    return weapon_definition_from_proto(merged, field), tuple(paths)


def weapon_from_proto(msg: weapon_pb2.Weapon, catalog: RulesetCatalog, field: str) -> Weapon:
    """A carried weapon: ``catalog_id`` resolved against ``catalog``, or an inline definition.

    An empty ``id`` takes the catalog id or the definition's id.
    """
    if len(msg.ListFields()) == 1 and msg.catalog_id in catalog.carried:
        # A catalog id and nothing else set: the catalog's own carried weapon, built once.
        return catalog.carried[msg.catalog_id]
    source = msg.WhichOneof("source")
    catalog_id: str | None = None
    overridden: tuple[str, ...] | None = None
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
            definition, overridden = _overridden(definition, msg.overrides, f"{field}.overrides")
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
            kind=_optional_enum(AmmunitionKind, a.kind, f"{field}.ammunition.kind"),
            tier=a.tier,
            count=a.count if a.HasField("count") else None,
        )
    return Weapon(
        weapon_id,
        definition,
        catalog_id=catalog_id,
        overridden=overridden,
        hand=_optional_enum(Hand, msg.hand, f"{field}.hand"),
        broken=msg.broken,
        dubious=msg.dubious,
        reload_chits=msg.reload_chits,
        shots_fired=msg.shots_fired,
        tier_loss=_non_negative(msg.tier_loss, f"{field}.tier_loss"),
        reload_actions_needed=msg.reload_actions_needed,
        ammunition=ammunition,
        thrown=msg.thrown,
    )


# --- combatants ------------------------------------------------------------------------------


def _arrayer_combatant(
    msg: state_pb2.ArrayerCombatant, limits: Limits, field: str
) -> ArrayerCombatant:
    _check_limit(
        len(msg.proficiencies), limits.max_list_items, "max_list_items", f"{field}.proficiencies"
    )
    _check_range(msg.hit_dice, _HIT_DICE, f"{field}.hit_dice")
    proficiencies = []
    for i, p in enumerate(msg.proficiencies):
        where = f"{field}.proficiencies[{i}]"
        _check_range(p.improvements, _IMPROVEMENTS, f"{where}.improvements")
        proficiencies.append(
            WeaponProficiency(
                _required_enum(ArrayerWeaponType, p.weapon_type, f"{where}.weapon_type"),
                p.improvements,
            )
        )
    mount = None
    if msg.HasField("mount"):
        _check_range(msg.mount.hit_dice, _HIT_DICE, f"{field}.mount.hit_dice")
        mount = Mount(
            _required_enum(MountKind, msg.mount.kind, f"{field}.mount.kind"),
            msg.mount.hp,
            msg.mount.hit_dice or None,  # the proto documents 0 as the kind's (A23)
        )
    return ArrayerCombatant(
        hit_dice=msg.hit_dice or 1,  # the proto documents 0 as 1
        strength=msg.strength if msg.HasField("strength") else None,
        dexterity=msg.dexterity if msg.HasField("dexterity") else None,
        proficiencies=tuple(proficiencies),
        mount=mount,
        reload_disrupted=msg.reload_disrupted,
        **convert_arrayer.combatant_extras_from_proto(msg, limits, field),
    )


def _tiered_combatant(
    msg: state_pb2.TieredCombatant, limits: Limits, field: str
) -> TieredCombatant:
    _check_move(msg.HasField("move"), msg.move, limits, f"{field}.move")
    skills = msg.skills
    return TieredCombatant(
        body=msg.body,
        reflex=msg.reflex,
        mind=msg.mind,
        presence=msg.presence,
        skills=TieredSkills(*[getattr(skills, name) for name in _SKILLS]),
        move=msg.move if msg.HasField("move") else None,
        traps_set_today=msg.traps_set_today,
    )


def _conditions(msg: state_pb2.Conditions, limits: Limits, field: str) -> Conditions:
    _check_limit(
        len(msg.stealth_flagged_by),
        limits.max_combatants,
        "max_combatants",
        f"{field}.stealth_flagged_by",
    )
    _check_limit(
        len(msg.also_held_by), limits.max_combatants, "max_combatants", f"{field}.also_held_by"
    )
    entanglement = None
    if msg.HasField("entanglement"):
        e = msg.entanglement
        entanglement = Entanglement(
            _required_enum(EntanglementSource, e.source, f"{field}.entanglement.source"),
            e.rounds,
        )
    return Conditions(
        prone=msg.prone,
        grappled=msg.grappled,
        unaware=msg.unaware,
        entanglement=entanglement,
        immobilised_rounds=msg.immobilised_rounds,
        immobilised_difficulty=msg.immobilised_difficulty,
        held_by=msg.held_by,
        also_held_by=tuple(msg.also_held_by),
        stealthed=msg.stealthed,
        stealth_flagged_by=tuple(msg.stealth_flagged_by),
        dead=msg.dead,
        routed=msg.routed,
        dosed=msg.dosed,
    )


class _Memo(Generic[_K, _V]):
    """Values converted already, by their key; bounded (emptied when full), for values a client
    sends again and again (a combatant in each action of a game, one attack in each item of a load
    test). Engine values are frozen, so one serves every request that sends it. Only successes
    are kept: an error names the value's path in its own request."""

    __slots__ = ("_values",)

    _SIZE = 1024

    def __init__(self) -> None:
        self._values: dict[_K, _V] = {}

    def get(self, key: _K) -> _V | None:
        return self._values.get(key)

    def put(self, key: _K, value: _V) -> None:
        if len(self._values) >= self._SIZE:
            self._values.clear()
        self._values[key] = value

    def converted(self, key: _K, convert: Callable[[], _V]) -> _V:
        """The value of ``key``, from ``convert()`` the first time."""
        value = self._values.get(key)
        if value is None:
            value = convert()
            self.put(key, value)
        return value


#: Combatants by their wire bytes and what else their conversion reads (the ruleset's catalog,
#: the limits): the bytes are cheap to take where the conversion is not.
_COMBATANTS: _Memo[tuple[bytes, RulesetCatalog, Limits], Combatant] = _Memo()


def _combatant(
    msg: state_pb2.Combatant,
    ruleset: Ruleset,
    catalog: RulesetCatalog,
    limits: Limits,
    field: str,
    *,
    index: int,
) -> Combatant:
    """The combatant at ``{field}.combatants[{index}]`` (the path built only for a conversion,
    which may need it for an error: a combatant met before needs nothing but its bytes)."""
    return _COMBATANTS.converted(
        (msg.SerializeToString(), catalog, limits),
        lambda: _convert_combatant(msg, ruleset, catalog, limits, f"{field}.combatants[{index}]"),
    )


def _convert_combatant(
    msg: state_pb2.Combatant,
    ruleset: Ruleset,
    catalog: RulesetCatalog,
    limits: Limits,
    field: str,
) -> Combatant:
    _check_limit(
        len(msg.weapons),
        limits.max_weapons_per_combatant,
        "max_weapons_per_combatant",
        f"{field}.weapons",
    )
    rules = msg.WhichOneof("rules")
    arrayer: ArrayerCombatant | None = None
    tiered: TieredCombatant | None = None
    if rules == "arrayer":
        arrayer = _arrayer_combatant(msg.arrayer, limits, f"{field}.arrayer")
    elif rules == "tiered":
        tiered = _tiered_combatant(msg.tiered, limits, f"{field}.tiered")
    elif ruleset is Ruleset.ARRAYER:
        arrayer = ArrayerCombatant()
    else:
        tiered = TieredCombatant()
    armour = None
    if msg.HasField("armour"):
        a = msg.armour
        armour = Armour(
            a.value,
            _optional_enum(ArmourClass, a.armour_class, f"{field}.armour.armour_class"),
            _non_negative(a.tier_loss, f"{field}.armour.tier_loss"),
        )
    return Combatant(
        id=msg.id,
        side_id=msg.side_id,
        hp=msg.hp,
        name=msg.name,
        max_hp=msg.max_hp,
        position=_position(msg.position) if msg.HasField("position") else None,
        weapons=tuple(
            weapon_from_proto(w, catalog, f"{field}.weapons[{i}]")
            for i, w in enumerate(msg.weapons)
        ),
        armour=armour,
        shield=(
            Shield(
                msg.shield.value, _non_negative(msg.shield.tier_loss, f"{field}.shield.tier_loss")
            )
            if msg.HasField("shield")
            else None
        ),
        conditions=(
            _conditions(msg.conditions, limits, f"{field}.conditions")
            if msg.HasField("conditions")
            else _NO_CONDITIONS
        ),
        arrayer=arrayer,
        tiered=tiered,
        facing=_position(msg.facing) if msg.HasField("facing") else None,
    )


# --- encounter state -------------------------------------------------------------------------


def arrayer_rules_from_proto(
    msg: state_pb2.ArrayerRules, limits: Limits, field: str
) -> ArrayerRules:
    """ARRAYER overrides merged onto the catalog defaults (unset fields keep the default)."""
    _check_move(msg.HasField("default_move"), msg.default_move, limits, f"{field}.default_move")
    _check_limit(
        len(msg.proficiency_dice),
        limits.max_list_items,
        "max_list_items",
        f"{field}.proficiency_dice",
    )
    return convert_arrayer.rules_from_proto(msg, field)


def tiered_rules_from_proto(msg: state_pb2.TieredRules, limits: Limits, field: str) -> TieredRules:
    """`tiered` overrides merged onto the catalog defaults."""
    _check_move(msg.HasField("default_move"), msg.default_move, limits, f"{field}.default_move")
    d = TIERED_DEFAULTS
    return TieredRules(
        **convert_tiered.tiered_rules_fields_from_proto(msg, d, field),
        default_move=msg.default_move if msg.HasField("default_move") else d.default_move,
        critical_tier_loss=(
            msg.critical_tier_loss if msg.HasField("critical_tier_loss") else d.critical_tier_loss
        ),
        unarmed_fumble_damage=(
            msg.unarmed_fumble_damage
            if msg.HasField("unarmed_fumble_damage")
            else d.unarmed_fumble_damage
        ),
    )


def _side(msg: state_pb2.Side, limits: Limits, field: str) -> Side:
    _check_limit(
        len(msg.morale_checks_made),
        limits.max_list_items,
        "max_list_items",
        f"{field}.morale_checks_made",
    )
    return Side(
        id=msg.id,
        sentiment=_optional_enum(Sentiment, msg.sentiment, f"{field}.sentiment"),
        morale=msg.morale if msg.HasField("morale") else None,
        morale_modifier=msg.morale_modifier,
        routed=msg.routed,
        starting_members=msg.starting_members,
        morale_checks_made=tuple(
            _required_enum(MoraleTrigger, t, f"{field}.morale_checks_made[{i}]")
            for i, t in enumerate(msg.morale_checks_made)
        ),
        party=msg.party,
    )


def _battlefield(msg: state_pb2.Battlefield, limits: Limits, field: str) -> Battlefield:
    _check_limit(len(msg.obstacles), limits.max_obstacles, "max_obstacles", f"{field}.obstacles")
    obstacles = []
    for i, obstacle in enumerate(msg.obstacles):
        if not obstacle.HasField("position"):
            raise InvalidRequestError(
                "obstacle has no position",
                reason="MISSING_VALUE",
                field=f"{field}.obstacles[{i}].position",
            )
        obstacles.append(Obstacle(_position(obstacle.position)))
    return Battlefield(msg.width, msg.height, tuple(obstacles))


def state_from_proto(
    msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits, field: str = "state"
) -> EncounterState:
    """The engine state of a request's ``state``; catalog weapons resolve against ``catalog``.

    A combatant without its ``rules`` takes the ruleset's defaults; rule overrides are merged onto
    the catalog defaults. The engine validates the rest (ids, squares, ruleset agreement).
    """
    ruleset = _required_enum(Ruleset, msg.ruleset, f"{field}.ruleset")
    _check_limit(
        len(msg.combatants), limits.max_combatants, "max_combatants", f"{field}.combatants"
    )
    _check_limit(len(msg.sides), limits.max_combatants, "max_combatants", f"{field}.sides")
    _check_limit(
        len(msg.turn_order), limits.max_combatants, "max_combatants", f"{field}.turn_order"
    )
    _check_limit(len(msg.traps), limits.max_list_items, "max_list_items", f"{field}.traps")
    weapons = catalog.for_ruleset(ruleset)
    arrayer_rules: ArrayerRules | None = None
    tiered_rules: TieredRules | None = None
    rules = msg.WhichOneof("rules")
    if rules is not None and rules != f"{ruleset.key}_rules":
        raise InvalidRequestError(
            f"{rules} given for {ruleset.encounter}",
            reason="RULESET_MISMATCH",
            field=f"{field}.{rules}",
        )
    if rules == "arrayer_rules":
        arrayer_rules = arrayer_rules_from_proto(msg.arrayer_rules, limits, f"{field}.{rules}")
    elif rules == "tiered_rules":
        tiered_rules = tiered_rules_from_proto(msg.tiered_rules, limits, f"{field}.{rules}")
    return EncounterState(
        ruleset=ruleset,
        combatants=tuple(
            _combatant(c, ruleset, weapons, limits, field, index=i)
            for i, c in enumerate(msg.combatants)
        ),
        round=msg.round,
        sides=tuple(_side(s, limits, f"{field}.sides[{i}]") for i, s in enumerate(msg.sides)),
        battlefield=(
            _battlefield(msg.battlefield, limits, f"{field}.battlefield")
            if msg.HasField("battlefield")
            else None
        ),
        environment=Environment(True) if msg.environment.wind_or_moisture else _CALM,
        arrayer_rules=arrayer_rules,
        tiered_rules=tiered_rules,
        turn_order=tuple(msg.turn_order),
        traps=tuple(
            convert_tiered.trap_from_proto(t, limits, f"{field}.traps[{i}]")
            for i, t in enumerate(msg.traps)
        ),
    )


# --- actions, script, dice, options ----------------------------------------------------------


#: Actions by their wire bytes and the limits (see _Memo).
_ACTIONS: _Memo[tuple[bytes, Limits], Action] = _Memo()


def action_from_proto(msg: action_pb2.Action, limits: Limits, field: str = "action") -> Action:
    """The engine action of an ``Action``. One without a kind is an InvalidRequestError; one
    whose kind this server does not know (a newer client's) is a NotSupportedError."""
    return _ACTIONS.converted(
        (msg.SerializeToString(), limits), lambda: _convert_action(msg, limits, field)
    )


def _convert_action(msg: action_pb2.Action, limits: Limits, field: str) -> Action:
    kind = msg.WhichOneof("kind")
    if kind == "move":
        _check_limit(
            len(msg.move.path), limits.max_move, "max_move", f"{field}.move.path", "squares"
        )
        return Move(
            combatant_id=msg.move.combatant_id,
            path=tuple(_position(p) for p in msg.move.path),
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
        critical_target=_optional_enum(
            CriticalTarget, a.critical_target, f"{where}.critical_target"
        ),
        defender_critical_target=_optional_enum(
            CriticalTarget, a.defender_critical_target, f"{where}.defender_critical_target"
        ),
        defence_skill=_optional_enum(TieredSkill, a.defence_skill, f"{where}.defence_skill"),
        **convert_tiered.attack_options_from_proto(a, limits, where),
        **convert_arrayer.attack_options_from_proto(a, limits, where),
    )


def script_from_proto(
    entries: Sequence[combat_service_pb2.ScriptedAction], limits: Limits, field: str = "script"
) -> tuple[ScriptedAction, ...]:
    """Scripted actions; the engine checks rounds and actors."""
    _check_limit(len(entries), limits.max_script_actions, "max_script_actions", field)
    return tuple(
        ScriptedAction(e.round, action_from_proto(e.action, limits, f"{field}[{i}].action"))
        for i, e in enumerate(entries)
    )


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
        _check_limit(
            len(faces), limits.max_forced_faces, "max_forced_faces", f"{field}.forced.faces"
        )
        return ForcedDice(tuple(faces), limits.max_dice), None
    if source == "seed":
        seed = msg.seed
    elif batch_seed is not None and index is not None:
        seed = derive_seed(batch_seed, index)
    else:
        seed = secrets.randbits(64)
    return SeededDice(seed, limits.max_dice), seed


def trace_detail_from_proto(
    value: int, field: str, default: trace_pb2.TraceDetail.ValueType = _FULL
) -> trace_pb2.TraceDetail.ValueType:
    """A TraceDetail; unspecified takes ``default`` (full, or a batch's own default)."""
    if value not in _TRACE_DETAILS:
        raise InvalidRequestError(
            f"unknown TraceDetail value: {value!r} (this server's arbiter.v1 does not define it)",
            reason="UNKNOWN_ENUM_VALUE",
            field=field,
        )
    return trace_pb2.TraceDetail.ValueType(value) if value else default


def state_echo_from_proto(value: int, field: str) -> bool:
    """Whether a batch's results echo the state: a StateEcho, unspecified as FULL."""
    if value not in _STATE_ECHOES:
        raise InvalidRequestError(
            f"unknown StateEcho value: {value!r} (this server's arbiter.v1 does not define it)",
            reason="UNKNOWN_ENUM_VALUE",
            field=field,
        )
    return value != combat_service_pb2.STATE_ECHO_NONE


def tactic_from_proto(value: int, field: str = "tactic") -> Tactic:
    """A Tactic; unspecified is the nearest-enemy tactic."""
    return _optional_enum(Tactic, value, field) or Tactic.NEAREST_ENEMY


def tactics_from_proto(entries: Mapping[str, int], field: str) -> dict[str, Tactic]:
    """A side_tactics or combatant_tactics map: unspecified values dropped (they keep the
    request's tactic); the engine checks the ids."""
    chosen: dict[str, Tactic] = {}
    for key in sorted(entries):
        tactic = _optional_enum(Tactic, entries[key], f'{field}["{key}"]')
        if tactic is not None:
            chosen[key] = tactic
    return chosen


def max_rounds_from_proto(
    msg: combat_service_pb2.ResolveEncounterRequest | combat_service_pb2.SimulateRequest,
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


@dataclass(frozen=True, slots=True)
class ActionRequest:
    """A ResolveActionRequest in engine terms; ``kind`` is the action's oneof name ("attack")."""

    state: EncounterState
    action: Action
    kind: str
    dice: DiceSource
    seed: int | None
    detail: trace_pb2.TraceDetail.ValueType
    #: The state is a batch's shared state, which SharedState checked once (validate_state).
    validated: bool = False


@dataclass(frozen=True, slots=True)
class EncounterRequest:
    """A ResolveEncounterRequest in engine terms."""

    state: EncounterState
    script: tuple[ScriptedAction, ...]
    max_rounds: int
    tactic: Tactic
    side_tactics: dict[str, Tactic]
    combatant_tactics: dict[str, Tactic]
    aftermath: bool
    dice: DiceSource
    seed: int | None
    detail: trace_pb2.TraceDetail.ValueType
    #: As ActionRequest.validated.
    validated: bool = False


class SharedState:
    """The ``shared_state`` of a BatchPack or a ResolveManyRequest: the state of every item that
    sets none of its own, converted (and checked by the engine's ``validate_state``) on first use
    and only once. Every such item gets the same frozen engine value, or, for a bad state, the same
    error, its field path under ``shared_state``; their requests say ``validated``, so the engine
    does not check it again per item."""

    __slots__ = ("_catalog", "_error", "_limits", "_msg", "_state")

    def __init__(self, msg: state_pb2.EncounterState, catalog: Catalog, limits: Limits) -> None:
        self._msg = msg
        self._catalog = catalog
        self._limits = limits
        self._state: EncounterState | None = None
        self._error: ArbiterError | None = None

    @property
    def message(self) -> state_pb2.EncounterState:
        """The shared state as the request sent it."""
        return self._msg

    @property
    def ready(self) -> bool:
        """Whether it was converted (or found bad) already, so that using it again is free."""
        return self._state is not None or self._error is not None

    def get(self) -> EncounterState:
        """The engine state; raises the conversion's ArbiterError, every time it is asked."""
        if self._state is not None:
            return self._state
        if self._error is None:
            try:
                state = state_from_proto(self._msg, self._catalog, self._limits, "shared_state")
                validate_state(state, "shared_state")
            except ArbiterError as err:
                self._error = err
                raise
            self._state = state
            return state
        # A fresh traceback each time, so one bad state shared by many items does not grow one.
        raise self._error.with_traceback(None)


def _request_state(
    msg: combat_service_pb2.ResolveActionRequest | combat_service_pb2.ResolveEncounterRequest,
    catalog: Catalog,
    limits: Limits,
    shared: SharedState | None,
) -> tuple[EncounterState, bool]:
    """A request's own state if it sets one, else the batch's shared state (if any); and whether
    it is the shared one (validated already)."""
    if shared is not None and not msg.HasField("state"):
        return shared.get(), True
    return state_from_proto(msg.state, catalog, limits), False


def action_request_from_proto(
    msg: combat_service_pb2.ResolveActionRequest,
    catalog: Catalog,
    limits: Limits,
    *,
    default_detail: trace_pb2.TraceDetail.ValueType = _FULL,
    batch_seed: int | None = None,
    index: int | None = None,
    shared: SharedState | None = None,
) -> ActionRequest:
    """Everything ResolveAction needs; ``batch_seed``/``index`` for batch items (dice_from_proto),
    ``shared`` for a pack's items (a request without a state of its own takes it).

    Fields are checked in request order (state, action, dice, trace_detail), so the first bad one
    is the one reported.
    """
    state, validated = _request_state(msg, catalog, limits, shared)
    action = action_from_proto(msg.action, limits)
    dice, seed = dice_from_proto(msg.dice, limits, batch_seed=batch_seed, index=index)
    return ActionRequest(
        state=state,
        action=action,
        kind=msg.action.WhichOneof("kind") or "",
        dice=dice,
        seed=seed,
        detail=trace_detail_from_proto(msg.trace_detail, "trace_detail", default_detail),
        validated=validated,
    )


def encounter_request_from_proto(
    msg: combat_service_pb2.ResolveEncounterRequest,
    catalog: Catalog,
    limits: Limits,
    *,
    default_detail: trace_pb2.TraceDetail.ValueType = _FULL,
    batch_seed: int | None = None,
    index: int | None = None,
    shared: SharedState | None = None,
) -> EncounterRequest:
    """Everything ResolveEncounter needs (see action_request_from_proto)."""
    state, validated = _request_state(msg, catalog, limits, shared)
    script = script_from_proto(msg.script, limits)
    max_rounds = max_rounds_from_proto(msg, limits)
    dice, seed = dice_from_proto(msg.dice, limits, batch_seed=batch_seed, index=index)
    return EncounterRequest(
        state=state,
        script=script,
        max_rounds=max_rounds,
        tactic=tactic_from_proto(msg.tactic),
        side_tactics=tactics_from_proto(msg.side_tactics, "side_tactics"),
        combatant_tactics=tactics_from_proto(msg.combatant_tactics, "combatant_tactics"),
        aftermath=msg.aftermath,
        dice=dice,
        seed=seed,
        detail=trace_detail_from_proto(msg.trace_detail, "trace_detail", default_detail),
        validated=validated,
    )


# --- outbound --------------------------------------------------------------------------------


def _position_into(msg: state_pb2.Position, position: Position) -> None:
    msg.x = position.x
    msg.y = position.y


def _tiered_rules_into(msg: state_pb2.TieredRules, rules: TieredRules) -> None:
    msg.default_move = rules.default_move
    msg.critical_tier_loss = rules.critical_tier_loss
    msg.unarmed_fumble_damage = rules.unarmed_fumble_damage
    convert_tiered.tiered_rules_into(msg, rules)


def _definition_into(msg: weapon_pb2.WeaponDefinition, definition: WeaponDefinition) -> None:
    msg.id = definition.id
    msg.name = definition.name
    if definition.arrayer is not None:
        convert_arrayer.weapon_rules_into(msg.arrayer, definition.arrayer)
    if definition.tiered is not None:
        t = msg.tiered
        t.weapon_class = weapon_pb2.TieredWeaponClass.ValueType(definition.tiered.weapon_class)
        t.tier = definition.tiered.tier


def _overrides_into(msg: weapon_pb2.WeaponOverrides, weapon: Weapon) -> None:
    """Echo a catalog weapon's overrides: each overridden path, read off the merged definition
    (which holds the values sent), so the state goes back exactly as it came."""
    msg.SetInParent()
    merged = weapon_pb2.WeaponDefinition()
    _definition_into(merged, weapon.definition)
    for path in weapon.overridden or ():
        part, _, name = path.partition(".")
        if part == "name":
            msg.name = merged.name
            continue
        into = getattr(msg, part)
        into.SetInParent()
        if not name:
            continue
        value = getattr(getattr(merged, part), name)
        if name in _OVERRIDE_LISTS:
            getattr(into, name).items.extend(value)
        elif isinstance(value, Message):
            getattr(into, name).CopyFrom(value)
        else:
            setattr(into, name, value)


def _weapon_into(msg: weapon_pb2.Weapon, weapon: Weapon) -> None:
    msg.id = weapon.id
    if weapon.catalog_id is not None:
        msg.catalog_id = weapon.catalog_id
        if weapon.overridden is not None:
            _overrides_into(msg.overrides, weapon)
    else:
        _definition_into(msg.definition, weapon.definition)
    if weapon.hand is not None:
        msg.hand = weapon_pb2.Hand.ValueType(weapon.hand)
    msg.broken = weapon.broken
    msg.dubious = weapon.dubious
    msg.reload_chits = weapon.reload_chits
    msg.shots_fired = weapon.shots_fired
    msg.tier_loss = weapon.tier_loss
    msg.reload_actions_needed = weapon.reload_actions_needed
    if weapon.ammunition is not None:
        ammunition = weapon.ammunition
        a = msg.ammunition
        a.SetInParent()
        if ammunition.kind is not None:
            a.kind = weapon_pb2.AmmunitionKind.ValueType(ammunition.kind)
        a.tier = ammunition.tier
        if ammunition.count is not None:
            a.count = ammunition.count
    msg.thrown = weapon.thrown


def _conditions_into(msg: state_pb2.Conditions, conditions: Conditions) -> None:
    msg.prone = conditions.prone
    msg.grappled = conditions.grappled
    msg.unaware = conditions.unaware
    if conditions.entanglement is not None:
        e = msg.entanglement
        e.source = state_pb2.EntanglementSource.ValueType(conditions.entanglement.source)
        e.rounds = conditions.entanglement.rounds
    msg.immobilised_rounds = conditions.immobilised_rounds
    msg.immobilised_difficulty = conditions.immobilised_difficulty
    msg.held_by = conditions.held_by
    msg.also_held_by.extend(conditions.also_held_by)
    msg.stealthed = conditions.stealthed
    msg.stealth_flagged_by.extend(conditions.stealth_flagged_by)
    msg.dead = conditions.dead
    msg.routed = conditions.routed
    msg.dosed = conditions.dosed


def _combatant_into(msg: state_pb2.Combatant, combatant: Combatant) -> None:
    msg.id = combatant.id
    msg.side_id = combatant.side_id
    msg.name = combatant.name
    msg.hp = combatant.hp
    msg.max_hp = combatant.max_hp
    if combatant.position is not None:
        _position_into(msg.position, combatant.position)
    if combatant.facing is not None:
        _position_into(msg.facing, combatant.facing)
    for weapon in combatant.weapons:
        _weapon_into(msg.weapons.add(), weapon)
    if combatant.armour is not None:
        armour = msg.armour
        armour.SetInParent()
        armour.value = combatant.armour.value
        if combatant.armour.armour_class is not None:
            armour.armour_class = state_pb2.ArmourClass.ValueType(combatant.armour.armour_class)
        armour.tier_loss = combatant.armour.tier_loss
    if combatant.shield is not None:
        shield = msg.shield
        shield.SetInParent()
        shield.value = combatant.shield.value
        shield.tier_loss = combatant.shield.tier_loss
    if combatant.conditions != _NO_CONDITIONS:
        _conditions_into(msg.conditions, combatant.conditions)
    if combatant.arrayer is not None:
        traits = combatant.arrayer
        a = msg.arrayer
        a.SetInParent()
        a.hit_dice = traits.hit_dice
        if traits.strength is not None:
            a.strength = traits.strength
        if traits.dexterity is not None:
            a.dexterity = traits.dexterity
        for p in traits.proficiencies:
            a.proficiencies.add(weapon_type=p.weapon_type, improvements=p.improvements)
        if traits.mount is not None:
            a.mount.kind = state_pb2.MountKind.ValueType(traits.mount.kind)
            a.mount.hp = traits.mount.hp
            a.mount.hit_dice = traits.mount.hit_dice or 0
        a.reload_disrupted = traits.reload_disrupted
        convert_arrayer.combatant_extras_into(a, traits)
    if combatant.tiered is not None:
        stats = combatant.tiered
        t = msg.tiered
        t.SetInParent()
        t.body = stats.body
        t.reflex = stats.reflex
        t.mind = stats.mind
        t.presence = stats.presence
        if stats.skills != _NO_SKILLS:
            skills = t.skills
            skills.SetInParent()
            for name in _SKILLS:
                setattr(skills, name, getattr(stats.skills, name))
        if stats.move is not None:
            t.move = stats.move
        t.traps_set_today = stats.traps_set_today


#: Each combatant's wire form, by the engine value's identity (the value is kept with it, so its
#: id is not reused while cached): a combatant an action left unchanged is the very value the
#: request converted (_COMBATANTS), so its echo is the same bytes again.
_ECHOES: _Memo[int, tuple[Combatant, bytes]] = _Memo()


def _combatant_echo(msg: state_pb2.Combatant, combatant: Combatant) -> None:
    echoed = _ECHOES.get(id(combatant))
    if echoed is not None and echoed[0] is combatant:
        msg.MergeFromString(echoed[1])
        return
    _combatant_into(msg, combatant)
    _ECHOES.put(id(combatant), (combatant, msg.SerializeToString()))


def state_to_proto(
    state: EncounterState, into: state_pb2.EncounterState | None = None
) -> state_pb2.EncounterState:
    """The wire form of ``state``, written into ``into`` (e.g. ``response.state``) if given.

    Sub-messages the engine holds at their defaults (conditions, environment, skills) are left
    unset, so a request's own shape comes back unchanged.
    """
    msg = state_pb2.EncounterState() if into is None else into
    msg.ruleset = state_pb2.Ruleset.ValueType(state.ruleset)
    msg.round = state.round
    for combatant in state.combatants:
        _combatant_echo(msg.combatants.add(), combatant)
    for side in state.sides:
        msg.sides.add(
            id=side.id,
            sentiment=side.sentiment or 0,
            morale=side.morale,
            morale_modifier=side.morale_modifier,
            routed=side.routed,
            starting_members=side.starting_members,
            morale_checks_made=side.morale_checks_made,
            party=side.party,
        )
    if state.battlefield is not None:
        battlefield = msg.battlefield
        battlefield.SetInParent()
        battlefield.width = state.battlefield.width
        battlefield.height = state.battlefield.height
        for obstacle in state.battlefield.obstacles:
            _position_into(battlefield.obstacles.add().position, obstacle.position)
    if state.environment != _CALM:
        msg.environment.wind_or_moisture = state.environment.wind_or_moisture
    if state.arrayer_rules is not None:
        convert_arrayer.rules_into(msg.arrayer_rules, state.arrayer_rules)
    if state.tiered_rules is not None:
        _tiered_rules_into(msg.tiered_rules, state.tiered_rules)
    msg.turn_order.extend(state.turn_order)
    for trap in state.traps:
        convert_tiered.trap_into(msg.traps.add(), trap)
    return msg


def events_to_proto(
    events: Sequence[TraceEvent],
    detail: trace_pb2.TraceDetail.ValueType,
    into: trace_pb2.Trace | None = None,
    stop: StopCheck | None = None,
) -> trace_pb2.Trace:
    """The trace at ``detail``: NONE has no events; SUMMARY drops dice and totals; FULL (and
    unspecified) keeps everything. ``stop`` is polled every ``_EVENTS_PER_CHECK`` events (Stopped
    when it says stop): a whole encounter's trace takes as long to convert as some rounds do."""
    trace = trace_pb2.Trace() if into is None else into
    if detail == _NONE:
        return trace
    full = detail != _SUMMARY
    for i, event in enumerate(events):
        if stop is not None and not i % _EVENTS_PER_CHECK and stop():
            raise Stopped(event.round)
        e = trace.events.add(
            kind=event.kind,
            round=event.round,
            actor_id=event.actor_id,
            target_id=event.target_id,
            weapon_id=event.weapon_id,
            outcome=event.outcome or 0,
            rulings=event.rulings,
            summary=event.summary,
            side_id=event.side_id,
        )
        if full:
            for die in event.dice:
                e.dice.add(
                    size=die.size,
                    face=die.face,
                    purpose=die.purpose,
                    combatant_id=die.combatant_id,
                    side_id=die.side_id,
                    discarded=die.discarded,
                )
            for total in event.totals:
                t = e.totals.add(name=total.name, value=total.value)
                for term in total.terms:
                    t.terms.add(name=term.name, value=term.value)
        for hp in event.hp_changes:
            e.hp_changes.add(combatant_id=hp.combatant_id, before=hp.before, after=hp.after)
        for change in event.condition_changes:
            e.condition_changes.add(
                combatant_id=change.combatant_id, condition=change.condition, active=change.active
            )
        for square in event.path:
            e.path.add(x=square.x, y=square.y)
    return trace


def _resolution_into(
    msg: combat_service_pb2.ResolveActionResponse | combat_service_pb2.ResolveEncounterResponse,
    resolution: Resolution | EncounterResolution,
    detail: trace_pb2.TraceDetail.ValueType,
    seed: int | None,
    echo_state: bool,
    *,
    stop: StopCheck | None = None,
) -> None:
    """What both responses carry: the new state (unless a batch asked for no echo), the trace,
    the seed and the dice count."""
    msg.SetInParent()
    if echo_state:
        state_to_proto(resolution.state, msg.state)
    events_to_proto(resolution.events, detail, msg.trace, stop)
    if seed is not None:
        msg.seed = seed
    msg.dice_rolled = resolution.dice_rolled


def action_response_to_proto(
    resolution: Resolution,
    detail: trace_pb2.TraceDetail.ValueType,
    seed: int | None,
    into: combat_service_pb2.ResolveActionResponse | None = None,
    *,
    echo_state: bool = True,
) -> combat_service_pb2.ResolveActionResponse:
    """A ResolveActionResponse, written into ``into`` (e.g. a batch result's ``action``);
    without ``echo_state`` its ``state`` stays unset (BatchOptions.state_echo)."""
    msg = combat_service_pb2.ResolveActionResponse() if into is None else into
    _resolution_into(msg, resolution, detail, seed, echo_state)
    convert_result.action_result_into(msg.result, resolution.result)
    return msg


def encounter_response_to_proto(
    resolution: EncounterResolution,
    detail: trace_pb2.TraceDetail.ValueType,
    seed: int | None,
    into: combat_service_pb2.ResolveEncounterResponse | None = None,
    *,
    echo_state: bool = True,
    stop: StopCheck | None = None,
) -> combat_service_pb2.ResolveEncounterResponse:
    """A ResolveEncounterResponse, written into ``into`` (see action_response_to_proto);
    ``stop`` as for events_to_proto."""
    msg = combat_service_pb2.ResolveEncounterResponse() if into is None else into
    _resolution_into(msg, resolution, detail, seed, echo_state, stop=stop)
    outcome = resolution.outcome
    msg.outcome.end_reason = combat_service_pb2.EndReason.ValueType(outcome.end_reason)
    msg.outcome.winning_side_id = outcome.winning_side_id
    msg.outcome.rounds = outcome.rounds
    convert_result.encounter_results_into(
        msg.outcome, resolution.morale_checks, resolution.aftermath
    )
    return msg


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
            _tiered_rules_into(out.tiered_defaults, entry.defaults)
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
