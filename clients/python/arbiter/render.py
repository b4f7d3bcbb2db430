"""Readable text for Arbiter responses and errors, as the ``arbiter`` command prints them.

One line per trace event (its round and summary); under it, at FULL detail, the dice as
``d12=4 (attack)`` and each total with its terms as ``damage 3 = roll 4 + weight 0 - armour 1``;
at SUMMARY detail and above, the HP and condition changes. Then the action's typed result
(printed at every detail: one line per strike, verdict or other list entry), the combatants as
they stand after, and the outcome. Everything is read from the messages: no rule is re-derived
here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from google.protobuf.descriptor import EnumDescriptor, FieldDescriptor
from google.protobuf.message import Message

from arbiter.client import ArbiterRpcError
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import dice_pb2, result_pb2, state_pb2, trace_pb2, weapon_pb2

__all__ = [
    "SUBTRACTED_TERMS",
    "describe",
    "format_action_response",
    "format_catalog",
    "format_encounter_response",
    "format_error",
    "format_events",
    "format_result",
    "format_total",
    "label",
]

_INDENT = "  "

#: The trace terms arbiter.v1 documents as always taken away (docs/trace.md; GetCatalog's
#: ``termNames`` with ``subtracted`` set). The client has no engine to ask, so it keeps this copy;
#: tests/clients/test_render.py holds it equal to the server's vocabulary.
SUBTRACTED_TERMS = frozenset(
    {"armour", "critical", "hp_floor", "regeneration", "reload", "shield", "zones_away"}
)


def label(enum: EnumDescriptor, value: int) -> str:
    """A readable enum value: ``DIE_PURPOSE_CONTEST_ATTACK`` -> ``contest attack``.

    The prefix is the one of the enum's UNSPECIFIED value; an unknown number prints as itself.
    """
    prefix = enum.values[0].name.removesuffix("UNSPECIFIED")
    value_descriptor = enum.values_by_number.get(value)
    if value_descriptor is None:
        return str(value)
    return value_descriptor.name.removeprefix(prefix).lower().replace("_", " ")


def describe(message: Message) -> list[str]:
    """The fields set on ``message``, one readable phrase each (e.g. ``reach 2``, ``prone``).

    True booleans print as their name; enums by ``label``; nested messages in parentheses.
    """
    return [_phrase(field, value) for field, value in message.ListFields()]


def _phrase(field: FieldDescriptor, value: object) -> str:
    name = field.name.replace("_", " ")
    if field.is_repeated:
        assert isinstance(value, Iterable)
        return f"{name} {', '.join(_scalar(field, v) for v in value)}"
    if field.type == FieldDescriptor.TYPE_BOOL:
        return name
    return f"{name} {_scalar(field, value)}"


def _listing(title: str, message: Message) -> list[str]:
    """``title: phrases`` of the message's plain fields, then one indented line per entry of
    each list of messages (``strike: kind primary, ...``)."""
    parts: list[str] = []
    entries: list[str] = []
    for field, value in message.ListFields():
        if field.is_repeated and field.type == FieldDescriptor.TYPE_MESSAGE:
            entry = field.name.removesuffix("s").replace("_", " ")
            entries.extend(f"{_INDENT}{entry}: {', '.join(describe(v))}" for v in value)
        else:
            parts.append(_phrase(field, value))
    return [f"{title}: {', '.join(parts)}".rstrip(": "), *entries]


def format_result(result: result_pb2.ActionResult) -> list[str]:
    """``result: <kind>: ...``, then one line per strike, verdict or other entry."""
    kind = result.WhichOneof("kind")
    if kind is None:
        return []
    return _listing(f"result: {kind.replace('_', ' ')}", getattr(result, kind))


def _scalar(field: FieldDescriptor, value: object) -> str:
    if field.type == FieldDescriptor.TYPE_ENUM and field.enum_type is not None:
        assert isinstance(value, int)
        return label(field.enum_type, value)
    if isinstance(value, Message):
        return f"({', '.join(describe(value))})"
    return str(value)


def _negative(term: trace_pb2.Term) -> bool:
    # A subtracted term of 0 (no armour) has lost its sign on the wire; its name keeps it.
    return term.value < 0 or (term.value == 0 and term.name in SUBTRACTED_TERMS)


def format_total(total: trace_pb2.Total) -> str:
    """``damage 3 = roll 4 + weight 0 - armour 1`` (a term's sign is shown as the operator; a
    subtracted term such as ``armour`` shows ``-`` even at 0)."""
    text = f"{total.name} {total.value} ="
    for i, term in enumerate(total.terms):
        magnitude = abs(term.value)
        if i == 0:
            text += f" {'-' if _negative(term) else ''}{term.name} {magnitude}"
        else:
            text += f" {'-' if _negative(term) else '+'} {term.name} {magnitude}"
    return text


def _die(roll: dice_pb2.DieRoll) -> str:
    purpose = label(dice_pb2.DiePurpose.DESCRIPTOR, roll.purpose)
    return f"d{roll.size}={roll.face} ({purpose}{', discarded' if roll.discarded else ''})"


def _changes(event: trace_pb2.TraceEvent) -> str:
    parts = [f"{c.combatant_id} hp {c.before} -> {c.after}" for c in event.hp_changes]
    parts += [
        f"{c.combatant_id} {'+' if c.active else '-'}"
        f"{label(trace_pb2.Condition.DESCRIPTOR, c.condition)}"
        for c in event.condition_changes
    ]
    return ", ".join(parts)


def format_events(events: Sequence[trace_pb2.TraceEvent]) -> list[str]:
    """One line per event (``r2  summary``; round 0 is ``--``), then its dice, totals, changes."""
    labels = [f"r{e.round}" if e.round else "--" for e in events]
    width = max((len(x) for x in labels), default=0)
    detail_indent = " " * (width + 4)
    lines: list[str] = []
    for event, round_label in zip(events, labels, strict=True):
        lines.append(f"{round_label:<{width}}  {event.summary}")
        if event.dice:
            lines.append(detail_indent + ", ".join(_die(d) for d in event.dice))
        lines.extend(detail_indent + format_total(t) for t in event.totals)
        changes = _changes(event)
        if changes:
            lines.append(detail_indent + changes)
    return lines


def _combatants(state: state_pb2.EncounterState) -> list[str]:
    ids = [c.id for c in state.combatants]
    sides = [c.side_id for c in state.combatants]
    id_width = max((len(x) for x in ids), default=0)
    side_width = max((len(x) for x in sides), default=0)
    lines = ["combatants:"]
    for combatant in state.combatants:
        hp = f"hp {combatant.hp}" + (f"/{combatant.max_hp}" if combatant.max_hp else "")
        conditions = describe(combatant.conditions)
        lines.append(
            f"{_INDENT}{combatant.id:<{id_width}}  side {combatant.side_id:<{side_width}}  {hp}"
            + (f"  {', '.join(conditions)}" if conditions else "")
        )
    return lines


def _dice_footer(seed: int | None, dice_rolled: int) -> str:
    source = f"seed {seed}" if seed is not None else "forced dice"
    return f"{source}, {dice_rolled} {'die' if dice_rolled == 1 else 'dice'} rolled"


def format_action_response(response: pb.ResolveActionResponse) -> str:
    """The trace, the combatants after, and where the dice came from."""
    seed = response.seed if response.HasField("seed") else None
    lines = [
        *format_events(response.trace.events),
        *format_result(response.result),
        *_combatants(response.state),
        _dice_footer(seed, response.dice_rolled),
    ]
    return "\n".join(lines)


def format_encounter_response(response: pb.ResolveEncounterResponse) -> str:
    """The trace, the combatants at the end, the outcome and where the dice came from."""
    outcome = response.outcome
    reason = label(pb.EndReason.DESCRIPTOR, outcome.end_reason)
    winner = f"side {outcome.winning_side_id} wins" if outcome.winning_side_id else "no winner"
    rounds = f"{outcome.rounds} round{'' if outcome.rounds == 1 else 's'}"
    seed = response.seed if response.HasField("seed") else None
    lines = [
        *format_events(response.trace.events),
        *_combatants(response.state),
        f"outcome: {winner} ({reason}) after {rounds}",
        *(f"{_INDENT}morale check: {', '.join(describe(c))}" for c in outcome.morale_checks),
        *(
            _listing(f"{_INDENT}aftermath", outcome.aftermath)
            if outcome.HasField("aftermath")
            else ()
        ),
        _dice_footer(seed, response.dice_rolled),
    ]
    return "\n".join(lines)


def _weapons(weapons: Iterable[weapon_pb2.WeaponDefinition]) -> list[str]:
    rows = []
    for weapon in weapons:
        which = weapon.WhichOneof("rules")
        rules = describe(getattr(weapon, which)) if which else []
        rows.append((weapon.id, weapon.name, ", ".join(rules)))
    id_width = max((len(r[0]) for r in rows), default=0)
    name_width = max((len(r[1]) for r in rows), default=0)
    return [f"{_INDENT * 2}{i:<{id_width}}  {n:<{name_width}}  {r}".rstrip() for i, n, r in rows]


def format_catalog(response: pb.GetCatalogResponse) -> str:
    """Per ruleset: its document, weapons, numeric defaults and rulings; then the tactics
    ResolveEncounter plays (both rulesets play each), and the rules version the server resolves
    by (a stored request replays byte for byte where its digest is the same)."""
    lines: list[str] = []
    for catalog in response.rulesets:
        if lines:
            lines.append("")
        ruleset = label(state_pb2.Ruleset.DESCRIPTOR, catalog.ruleset)
        lines.append(f"{ruleset}: {catalog.title} ({catalog.document})")
        lines.append(f"{_INDENT}weapons:")
        lines.extend(_weapons(catalog.weapons))
        which = catalog.WhichOneof("defaults")
        if which:
            lines.append(f"{_INDENT}defaults:")
            lines.extend(f"{_INDENT * 2}{part}" for part in describe(getattr(catalog, which)))
        lines.append(f"{_INDENT}rulings:")
        lines.extend(f"{_INDENT * 2}{r.id:<4} {r.text}" for r in catalog.rulings)
    if response.tactics:
        lines.extend(("", "tactics:"))
        lines.extend(f"{_INDENT}{t.name}: {t.description}" for t in response.tactics)
    if response.HasField("rules_version"):
        version = response.rules_version
        lines.extend(("", f"rules: engine {version.engine_version}, digest {version.digest}"))
    return "\n".join(lines)


def format_error(error: ArbiterRpcError) -> str:
    """``CODE: message``, then the reason (and ruling) and each field violation on its own line."""
    lines = [f"{error.code.name}: {error.message}"]
    if error.reason:
        ruling = f" (ruling {error.ruling})" if error.ruling else ""
        lines.append(f"{_INDENT}reason: {error.reason}{ruling}")
    lines.extend(f"{_INDENT}{field}: {why}" for field, why in error.field_violations)
    return "\n".join(lines)
