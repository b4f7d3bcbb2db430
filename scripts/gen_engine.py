"""The engine's records (engine/records) from the arbiter.v1 descriptors, by
scripts/proto_model.py's view of the API: each shape declared once, in proto/.

One module per ``.proto`` (``state.proto`` gives ``engine/records/state.py``; protoc refuses
import cycles between files, so the modules have none either), holding the messages and enums the
engine resolves with, as ``RECORDS`` names them. A message becomes a ``@final``
:class:`engine.values.Value` that mypyc compiles to a native class: the proto's name, fields and
comments (as docstrings), ``FIELDS``, a constructor, ``field_values`` and, for the records rules
change (``copies``), a typed ``with_<field>`` copy per field. An enum becomes an ``IntEnum``
numbered as the proto's, its values without the enum's prefix and without ``_UNSPECIFIED`` (0 is
"unset": ``None`` in a record).

How a proto field reads in the engine, unless its record says otherwise:

======================  ============================  =========
proto                   engine type                   default
======================  ============================  =========
scalar                  ``int``, ``str``, ``bool``…   its zero
``optional`` scalar     ``int | None``…               ``None``
enum                    ``E | None`` (0 is ``None``)  ``None``
message, oneof member   ``M | None``                  ``None``
``repeated``            ``tuple[T, ...]``             ``()``
======================  ============================  =========

A :class:`Record` states only where the engine's value differs from the wire's (a field the
converter always fills, a default the rules give, a type it narrows); the rest is the proto's.
The constructor takes the fields without a default first, each group in the proto's order, and
``FIELDS`` is in the constructor's order. A message that is one oneof of messages (``Action``,
``ActionResult``) is the union of its members' records, and each member knows its field there
(``kind``); an action's record names who acts (``actor``). ``Rational`` is a ``Fraction``
(``VALUE_TYPES``). Behaviour stays in the hand-written modules, as free functions over these
records.

Usage: python scripts/gen_engine.py    (or scripts/gen_protos.py, which runs every generator)
"""

from __future__ import annotations

import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

# A module beside this script, on the path however this script is loaded.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from proto_model import PACKAGE, Enum, Field, Message, Model

__all__ = [
    "RECORDS",
    "UNION",
    "VALUE_TYPES",
    "Record",
    "docline",
    "fit",
    "local",
    "module_of",
    "render",
    "slots",
]

_IMPORT_ROOT = "engine.records"


def docline(what: str, script: str = "gen_engine") -> str:
    """A generated module's docstring line: ``what`` it is, and which script wrote it."""
    return f'"""{what}, generated from proto/ by scripts/{script}.py; do not edit."""'


@dataclass(frozen=True)
class Record:
    """How one message's engine record differs from the proto's shape (module docstring)."""

    #: Fields without a default: the converter always sets them (a message or enum field is then
    #: never None).
    required: tuple[str, ...] = ()
    #: Message fields never None, defaulting to the message's own defaults (``Conditions()``).
    present: tuple[str, ...] = ()
    #: Defaults other than the proto's zero, as Python expressions (``"1"``, ``"MoveStop.NONE"``).
    defaults: dict[str, str] = field(default_factory=dict)
    #: Engine types other than the proto's (``"int | None"`` for a 0 that means "the default").
    types: dict[str, str] = field(default_factory=dict)
    #: Every field is always set (the request's values merged on the rules' defaults): all are
    #: required, and proto3 ``optional`` ones are never None.
    complete: bool = False
    #: Rules change it: ``with_<field>`` copies for every field.
    copies: bool = False
    #: A paragraph for the docstring on what the engine adds to the proto's meaning.
    note: str = ""
    #: The message is one oneof of messages: the engine's type is their union (a type alias).
    union: bool = False
    #: An action: the field naming who acts ("" for an action of the whole state), given as
    #: ``actor_field`` and read as ``actor_id``.
    actor: str | None = None


#: Messages the engine holds as a Python value, not a record: the type, its import, and the
#: primitive of service/boundary/codec/primitives.py that writes it.
VALUE_TYPES = {"arbiter.v1.Rational": ("Fraction", "from fractions import Fraction", "rational")}


#: A message that is one oneof of messages, as the union of their records.
UNION = Record(union=True)


#: Per .proto, the enums and messages the engine resolves with (by their proto names), and how
#: each message's record differs from the wire's.
RECORDS: dict[str, tuple[tuple[str, ...], dict[str, Record]]] = {
    "arbiter/v1/weapon.proto": (
        ("Hand", "AmmunitionKind", "ArrayerWeaponType", "ArrayerEffectKind", "TieredWeaponClass"),
        {
            "RangeBands": Record(required=("effective_range", "long_range", "extreme_range")),
            "ArrayerEffect": Record(required=("kind",)),
            "ArrayerAmmunitionRange": Record(required=("kind", "range")),
            "ArrayerWeaponRules": Record(
                required=("weapon_type",), defaults={"reach": "1"}, copies=True
            ),
            "TieredWeaponRules": Record(required=("weapon_class", "tier")),
            "WeaponDefinition": Record(required=("id", "name"), copies=True),
            "Ammunition": Record(copies=True),
            "Weapon": Record(
                required=("id", "definition"),
                copies=True,
                note=(
                    "``catalog_id`` is set when the request named a catalog weapon, so the response"
                    " names it again instead of spelling out the definition; ``definition`` is"
                    " always the weapon's whole definition (the catalog entry with ``overrides``"
                    " applied), and a response echoes the one of the oneof set first."
                ),
            ),
            "WeaponOverrides": Record(),
            "ArrayerWeaponOverrides": Record(),
            "ArrayerEffectList": Record(),
            "ArrayerAmmunitionRangeList": Record(),
            "TieredWeaponOverrides": Record(),
        },
    ),
    "arbiter/v1/arrayer.proto": (
        (
            "ArrayerWoundSeverity",
            "ArrayerHitLocation",
            "ArrayerBodySide",
            "ArrayerMishapResult",
            "ArrayerMountTarget",
        ),
        {
            "ArrayerFollowUp": Record(),
            "ArrayerAftermath": Record(actor=""),
            "ArrayerBloodBath": Record(complete=True),
            "ArrayerNightlyRest": Record(actor=""),
            "ArrayerShortRest": Record(actor=""),
            "ArrayerEscape": Record(complete=True, actor="combatant_id"),
            "ArrayerRollWeaponType": Record(complete=True, actor="combatant_id"),
            "ArrayerWound": Record(required=("severity", "location")),
            "ArrayerWoundBand": Record(required=("from_depth", "severity")),
            "ArrayerLocationBand": Record(required=("from_face", "location")),
            "ArrayerMishapBand": Record(required=("from_face", "result")),
        },
    ),
    "arbiter/v1/dice.proto": (
        ("DiePurpose",),
        {"DieRoll": Record(required=("size", "face", "purpose"), copies=True)},
    ),
    "arbiter/v1/trace.proto": (
        ("TraceDetail", "EventKind", "Outcome", "Condition"),
        {
            "TraceEvent": Record(required=("kind",), copies=True),
            "Total": Record(required=("name", "value", "terms")),
            "Term": Record(required=("name", "value")),
            "HpChange": Record(required=("combatant_id", "before", "after")),
            "ConditionChange": Record(required=("combatant_id", "condition", "active")),
        },
    ),
    "arbiter/v1/action.proto": (
        ("CriticalTarget",),
        {
            "Action": UNION,
            "Move": Record(required=("combatant_id", "path"), actor="combatant_id"),
            "Attack": Record(
                required=("attacker_id", "target_id"), actor="attacker_id", copies=True
            ),
        },
    ),
    "arbiter/v1/tiered.proto": (
        ("TrapTools", "TieredStat"),
        {
            "Reload": Record(complete=True, actor="combatant_id"),
            "StealthCheck": Record(required=("combatant_id",), actor="combatant_id"),
            "SetTrap": Record(required=("combatant_id", "trap_id"), actor="combatant_id"),
            "BreakFree": Record(complete=True, actor="combatant_id"),
            "DisarmTrap": Record(complete=True, actor="combatant_id"),
            "TrapForFood": Record(required=("combatant_id",), actor="combatant_id", copies=True),
            "LocateStealthed": Record(complete=True, actor="combatant_id"),
        },
    ),
    "arbiter/v1/combat_service.proto": (
        ("Tactic", "EndReason"),
        {
            "ScriptedAction": Record(required=("round", "action")),
            # The exact odds (engine/odds.py, engine/encounter_odds.py): Rational as Fraction.
            "DamageProbability": Record(complete=True),
            "OutcomeProbability": Record(complete=True),
            "TargetOdds": Record(complete=True),
            "CriticalOdds": Record(complete=True, types={"degraded": "CriticalTarget | None"}),
            "ContestOdds": Record(complete=True),
            "SideOdds": Record(complete=True),
            "EndReasonProbability": Record(complete=True),
            "RoundsProbability": Record(complete=True),
            "CombatantOdds": Record(complete=True),
        },
    ),
    "arbiter/v1/result.proto": (
        ("StrikeKind", "MoveStop"),
        {
            "ActionResult": UNION,
            "AttackResult": Record(required=("strikes",)),
            "StrikeResult": Record(
                required=("kind", "attacker_id", "target_id", "weapon_id", "outcome"), copies=True
            ),
            "ArrayerKnockBack": Record(complete=True, types={"position": "Position | None"}),
            "ArrayerMishap": Record(required=("result",)),
            "CriticalResult": Record(
                required=("roller_id", "combatant_id", "fumble", "degraded"),
                types={"degraded": "CriticalTarget | None"},
            ),
            "MoveResult": Record(
                required=("position", "squares"),
                types={"position": "Position | None", "stop": "MoveStop"},
                defaults={"stop": "MoveStop.NONE"},
            ),
            "TrapCatch": Record(complete=True),
            "MovedCombatant": Record(complete=True, types={"position": "Position | None"}),
            "ArrayerAftermathResult": Record(required=("verdicts",)),
            "ArrayerAftermathVerdict": Record(required=("combatant_id", "outcome", "hp")),
            "ArrayerHealing": Record(complete=True),
            "ArrayerNightlyRestResult": Record(complete=True),
            "ArrayerRestCheck": Record(complete=True),
            "ArrayerShortRestResult": Record(complete=True),
            "ArrayerEscapeResult": Record(complete=True),
            "ArrayerRollWeaponTypeResult": Record(complete=True),
            "ReloadResult": Record(complete=True),
            "StealthCheckResult": Record(complete=True),
            "SetTrapResult": Record(complete=True),
            "BreakFreeResult": Record(complete=True),
            "DisarmTrapResult": Record(complete=True),
            "TrapForFoodResult": Record(complete=True),
            "LocateStealthedResult": Record(complete=True),
            "ArrayerMoraleCheck": Record(complete=True),
        },
    ),
    "arbiter/v1/state.proto": (
        (
            "Ruleset",
            "ArmourClass",
            "Sentiment",
            "MoraleTrigger",
            "EntanglementSource",
            "MountKind",
            "TieredSkill",
        ),
        {
            "Position": Record(required=("x", "y")),
            "Armour": Record(copies=True),
            "Shield": Record(copies=True),
            "Entanglement": Record(required=("source",), copies=True),
            "Conditions": Record(copies=True),
            "WeaponProficiency": Record(required=("weapon_type", "improvements")),
            "Mount": Record(
                required=("kind", "hp"),
                types={"hit_dice": "int | None"},
                defaults={"hit_dice": "None"},
                copies=True,
            ),
            "ArrayerCombatant": Record(defaults={"hit_dice": "1"}, copies=True),
            "TieredSkills": Record(),
            "TieredCombatant": Record(present=("skills",), copies=True),
            "Combatant": Record(
                required=("id", "side_id", "hp"), present=("conditions",), copies=True
            ),
            "Obstacle": Record(required=("position",)),
            "Battlefield": Record(),
            "Environment": Record(),
            "Side": Record(required=("id",), copies=True),
            "Trap": Record(
                required=("id", "owner_id", "position", "difficulty"),
                types={"position": "Position | None"},
                defaults={"deals_damage": "True"},
                copies=True,
            ),
            "ArrayerRules": Record(complete=True, copies=True),
            "TieredRules": Record(complete=True, copies=True),
            "EncounterState": Record(
                required=("ruleset", "combatants"), present=("environment",), copies=True
            ),
        },
    ),
}

_SCALARS = {
    "double": ("float", "0.0"),
    "float": ("float", "0.0"),
    "bool": ("bool", "False"),
    "string": ("str", '""'),
    "bytes": ("bytes", 'b""'),
}


_WIDTH = 100


def fit(head: str, items: list[str], tail: str, indent: str) -> list[str]:
    """``head item, item tail`` on one line if it fits, else one item a line with a trailing comma
    (as ruff format writes it)."""
    one = f"{indent}{head}{', '.join(items)}{tail}"
    if len(one) <= _WIDTH:
        return [one]
    return [f"{indent}{head}", *(f"{indent}    {item}," for item in items), f"{indent}{tail}"]


def _upper_snake(camel: str) -> str:
    return "".join(f"_{c}" if c.isupper() and i else c for i, c in enumerate(camel)).upper()


def local(full_name: str) -> str:
    if not full_name.startswith(f"{PACKAGE}."):
        raise SystemExit(f"a type of another package is not supported: {full_name}")
    return full_name.removeprefix(f"{PACKAGE}.")


def _docstring(text: str, indent: str) -> list[str]:
    """``text`` as a docstring at ``indent`` (the proto's comment lines kept as written)."""
    if not text:
        return []
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = text.split("\n")
    if len(lines) == 1:
        return [f'{indent}"""{lines[0]}"""']
    rest = [f"{indent}{line}".rstrip() for line in lines[1:]]
    return [f'{indent}"""{lines[0]}', *rest, f'{indent}"""']


@dataclass(frozen=True)
class _Slot:
    """One constructor parameter of a record."""

    name: str
    type: str
    default: str | None
    comment: str


def _slot(message: Message, f: Field, record: Record) -> _Slot:
    if f.map is not None:
        raise SystemExit(f"{message.name}.{f.name}: maps are not supported in the engine")
    typed = f.kind in ("message", "enum") and f.type_name not in VALUE_TYPES
    if f.type_name in VALUE_TYPES:  # a value, as a scalar is: never None
        element, zero = VALUE_TYPES[f.type_name][0], f"{VALUE_TYPES[f.type_name][0]}(0)"
    elif typed:
        element, zero = local(f.type_name), ""
    else:
        element, zero = _SCALARS.get(f.kind, ("int", "0"))
    type_: str
    default: str | None = ""
    required = record.complete or f.name in record.required
    if f.repeated:
        type_, default = f"tuple[{element}, ...]", "()"
    elif f.name in record.present:
        type_, default = element, f"{element}()"
    elif required and (typed or f.optional):
        type_ = element
    elif typed or f.optional or f.oneof:
        type_, default = f"{element} | None", "None"
    else:
        type_, default = element, zero
    type_ = record.types.get(f.name, type_)
    default = None if required else record.defaults.get(f.name, default)
    return _Slot(f.name, type_, default, f.comment)


def slots(message: Message, record: Record) -> list[_Slot]:
    names = {f.name for f in message.fields}
    for group in (record.required, record.present, record.defaults, record.types):
        unknown = set(group) - names
        if unknown:
            raise SystemExit(f"{message.name}: no fields {sorted(unknown)} in the proto")
    slots = [_slot(message, f, record) for f in message.fields]
    return [s for s in slots if s.default is None] + [s for s in slots if s.default is not None]


def _message(message: Message, record: Record, member_of: tuple[str, str] | None) -> list[str]:
    fields = slots(message, record)
    name = message.name
    note = textwrap.fill(record.note, _WIDTH - 4) if record.note else ""
    doc = message.comment + (f"\n\n{note}" if note else "")
    lines = ["", "", "@final", f"class {name}(Value):", *_docstring(doc, "    "), ""]
    quoted = [f'"{s.name}"' for s in fields]
    lines += fit("FIELDS = (", quoted, ",)" if len(fields) == 1 else ")", "    ")
    lines += ["    __slots__ = FIELDS", ""]
    for s in fields:
        lines += [f"    {s.name}: {s.type}", *_docstring(s.comment, "    ")]
    params = ["self"] + [
        f"{s.name}: {s.type}" + ("" if s.default is None else f" = {s.default}") for s in fields
    ]
    lines += ["", *fit("def __init__(", params, ") -> None:", "    ")]
    lines += [f"        self.{s.name} = {s.name}" for s in fields] or ["        pass"]
    values = [f"self.{s.name}" for s in fields]
    lines += ["", "    def field_values(self) -> tuple[object, ...]:"]
    lines += fit("return (", values, ",)" if len(fields) == 1 else ")", "        ")
    if member_of is not None:
        union, kind = member_of
        lines += [
            "",
            f'    kind: ClassVar[str] = "{kind}"',
            f'    """Its field in ``{union}`` (the name field paths give it)."""',
        ]
    if record.actor is not None:
        lines += [
            f'    actor_field: ClassVar[str] = "{record.actor}"',
            '    """The field naming who acts ("": the action is of the whole state)."""',
            "",
            "    @property",
            "    def actor_id(self) -> str:",
            '        """Who acts ("" for nobody in particular)."""',
            f"        return self.{record.actor}" if record.actor else '        return ""',
        ]
    if record.copies:
        lines += ["", f"    def _copy(self) -> {name}:"]
        lines += fit(f"return {name}(", values, ")", "        ")
        for s in fields:
            lines += [
                "",
                *fit(
                    f"def with_{s.name}(", ["self", f"{s.name}: {s.type}"], f") -> {name}:", "    "
                ),
                "        copy = self._copy()",
                f"        copy.{s.name} = {s.name}",
                "        return copy",
            ]
    return lines


def _union(message: Message) -> list[str]:
    members = [f for f in message.fields if f.oneof and f.kind == "message"]
    if len(message.oneofs) != 1 or len(members) != len(message.fields):
        raise SystemExit(f"{message.name}: a union is one oneof of messages")
    names = [local(f.type_name) for f in members]
    lines = ["", "", *(f"#: {line}".rstrip() for line in message.comment.split("\n"))]
    one = f"{message.name} = {' | '.join(names)}"
    if len(one) <= _WIDTH:
        return [*lines, one]
    return [
        *lines,
        f"{message.name} = (",
        f"    {names[0]}",
        *(f"    | {n}" for n in names[1:]),
        ")",
    ]


def _enum(enum: Enum) -> list[str]:
    prefix = _upper_snake(enum.name) + "_"
    lines = ["", "", f"class {enum.name}(enum.IntEnum):", *_docstring(enum.comment, "    ")]
    values = [v for v in enum.values if v.number != 0]
    if enum.comment:
        lines.append("")
    for value in values:
        if not value.name.startswith(prefix):
            raise SystemExit(f"{enum.name}.{value.name}: not prefixed {prefix}")
        lines += [f"    {value.name.removeprefix(prefix)} = {value.number}"]
        lines += _docstring(value.comment, "    ")
    return lines


def _referenced(message: Message, record: Record) -> set[str]:
    """The proto type names a record's annotations and defaults name."""
    return {
        name
        for s in slots(message, record)
        for name in re.findall(r"\b[A-Z]\w*", f"{s.type} {s.default or ''}")
    }


def render(model: Model) -> dict[str, str]:
    """Every generated module, by file name, with the package's ``__init__.py``."""
    messages = {m.name: m for m in model.messages}
    enums = {e.name: e for e in model.enums}
    home: dict[str, str] = {}
    for proto, (enum_names, records) in RECORDS.items():
        for name in (*enum_names, *records):
            home[name] = module_of(proto)
    # Each union member's union and its field there.
    members = {
        local(f.type_name): (union, f.name)
        for records in (r for _, r in RECORDS.values())
        for union, record in records.items()
        if record.union
        for f in messages[union].fields
    }
    files = {"__init__.py": docline("The engine's records") + "\n"}
    for proto, (enum_names, records) in RECORDS.items():
        module = module_of(proto)
        body: list[str] = []
        for name in enum_names:
            if enums[name].file != proto:
                raise SystemExit(f"{name} is declared in {enums[name].file}, not {proto}")
            body += _enum(enums[name])
        used: set[str] = set()
        unions: list[str] = []
        for name, record in records.items():
            message = messages[name]
            if message.file != proto:
                raise SystemExit(f"{name} is declared in {message.file}, not {proto}")
            if record.union:  # last: an alias names classes defined before it
                unions += _union(message)
                used |= {local(f.type_name) for f in message.fields}
            else:
                body += _message(message, record, members.get(name))
                used |= _referenced(message, record)
        body += unions
        imports = sorted(n for n in used if n in home and home[n] != module)
        for n in used:
            if (n in messages or n in enums) and n not in home:
                raise SystemExit(f"{module}: {n} is not an engine record (add it to RECORDS)")
        froms: dict[str, list[str]] = {}
        for n in imports:
            froms.setdefault(home[n], []).append(n)
        values = sorted({imported for name, imported, _ in VALUE_TYPES.values() if name in used})
        first_party = [
            "from engine.values import Value",
            *(f"from {_IMPORT_ROOT}.{m} import {', '.join(ns)}" for m, ns in froms.items()),
        ]
        head = [
            docline(f"The engine's records of {proto}"),
            "",
            "from __future__ import annotations",
            "",
            *(["import enum"] if enum_names else []),
            *values,
            *([f"from typing import {_typing(records, members)}"] if records else []),
            "",
            *sorted(first_party),
            "",
            "__all__ = [",
            *(f'    "{n}",' for n in sorted((*enum_names, *records))),
            "]",
        ]
        files[f"{module}.py"] = "\n".join(head + body) + "\n"
    return files


def _typing(records: dict[str, Record], members: dict[str, tuple[str, str]]) -> str:
    classvars = any(r.actor is not None or name in members for name, r in records.items())
    return "ClassVar, final" if classvars else "final"


def module_of(proto: str) -> str:
    return Path(proto).stem


if __name__ == "__main__":
    import gen_protos

    for written in gen_protos.generate_engine(gen_protos.REPO / gen_protos.ENGINE_RECORDS):
        print(gen_protos.ENGINE_RECORDS / written)
