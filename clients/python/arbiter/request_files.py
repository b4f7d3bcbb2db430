"""Request files: the proto3 JSON (camelCase field names; snake_case is accepted too) that the
``arbiter`` commands read, each into the request message its command sends.

``load_request`` tells a ResolveActionRequest from a ResolveEncounterRequest by its top-level
keys: ``encounter`` or any field only a ResolveEncounterRequest has (``ENCOUNTER_KEYS``, read off
the proto descriptors) makes it a ResolveEncounterRequest; otherwise ``action`` makes it a
ResolveActionRequest; a file with neither is refused, not guessed. ``load_odds_request`` and
``load_simulate_request`` read the same files (or their own request messages) for the exact odds
and for Simulate. Errors are RequestFileError, naming the file and, where one does not fit, the
field.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from google.protobuf import json_format
from google.protobuf.message import Message

from arbiter.command_line import UsageError
from arbiter.odds import encounter_odds_request
from arbiter.v1 import combat_service_pb2 as pb

__all__ = [
    "ENCOUNTER_KEYS",
    "ENCOUNTER_NAMES",
    "Request",
    "RequestFileError",
    "fields_only_in",
    "json_keys",
    "json_object",
    "load_odds_request",
    "load_request",
    "load_simulate_request",
    "read_text",
]


def fields_only_in(message: type[Message], other: type[Message]) -> tuple[tuple[str, str], ...]:
    """The fields of ``message`` that ``other`` has not, in ``message``'s order, each by its two
    JSON spellings (camelCase, snake_case): read off the proto descriptors, so a field added to
    the .proto is counted without a word here."""
    theirs = {field.name for field in other.DESCRIPTOR.fields}
    return tuple(
        (field.json_name, field.name)
        for field in message.DESCRIPTOR.fields
        if field.name not in theirs
    )


def json_keys(fields: Sequence[tuple[str, str]]) -> frozenset[str]:
    """Every spelling of ``fields``, as a request file's top-level keys may be written."""
    return frozenset(name for spellings in fields for name in spellings)


_ENCOUNTER_FIELDS = fields_only_in(pb.ResolveEncounterRequest, pb.ResolveActionRequest)
#: Top-level keys only a ResolveEncounterRequest has (both JSON spellings), from the descriptors.
ENCOUNTER_KEYS = json_keys(_ENCOUNTER_FIELDS)
#: ENCOUNTER_KEYS as messages name them: camelCase, in the message's field order.
ENCOUNTER_NAMES = ", ".join(repr(camel) for camel, _ in _ENCOUNTER_FIELDS)

#: The requests ``resolve`` sends.
Request = pb.ResolveActionRequest | pb.ResolveEncounterRequest


class RequestFileError(UsageError):
    """A request file that cannot be read, is not JSON, or does not fit its request message."""


def json_object(text: str, *, source: str) -> dict[str, Any]:
    """``text`` as the JSON object a request file holds; RequestFileError naming ``source``
    when it is not JSON, or not an object."""
    try:
        data: Any = json.loads(text)
    except json.JSONDecodeError as error:
        raise RequestFileError(f"{source}: not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise RequestFileError(
            f"{source}: expected a JSON object (a request), got {type(data).__name__}"
        )
    return data


def load_request(text: str, *, source: str, encounter: bool = False) -> Request:
    """Parse ``text`` (proto3 JSON) into the request it describes; see the module docstring.

    Raises RequestFileError naming ``source`` and, for a field that does not fit, the field.
    """
    data = json_object(text, source=source)
    request: Request
    if encounter or ENCOUNTER_KEYS & data.keys():
        request = pb.ResolveEncounterRequest()
    elif "action" in data:
        request = pb.ResolveActionRequest()
    else:
        raise RequestFileError(
            f"{source}: cannot tell the request type from its keys {sorted(data)!r}: a "
            "ResolveActionRequest has 'action'; a ResolveEncounterRequest has any of "
            f"{ENCOUNTER_NAMES} (or pass --encounter)"
        )
    try:
        json_format.Parse(text, request)
    except json_format.ParseError as error:
        name = request.DESCRIPTOR.name
        raise RequestFileError(f"{source}: not a valid {name}: {error}") from None
    return request


#: Top-level keys of a ResolveEncounterRequest that a SimulateRequest lacks (``dice``,
#: ``traceDetail``: a simulation has no use for them), both spellings.
_ENCOUNTER_ONLY_KEYS = json_keys(fields_only_in(pb.ResolveEncounterRequest, pb.SimulateRequest))


def read_text(path: str) -> str:
    """The text of the request file at ``path`` (``-``: stdin); RequestFileError when it
    cannot be read."""
    if path == "-":
        return sys.stdin.read()
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RequestFileError(f"cannot read {path!r}: {error}") from None


def load_odds_request(
    text: str, *, source: str, encounter: bool = False
) -> pb.ComputeOddsRequest | pb.ComputeEncounterOddsRequest:
    """A ComputeOddsRequest from a file holding one, or a ResolveActionRequest (whose ``dice``
    and ``traceDetail`` are dropped); a ComputeEncounterOddsRequest from an encounter file
    (``load_request`` tells them apart; ``dice`` and ``traceDetail`` dropped). Raises
    RequestFileError as ``load_request`` does, and for an encounter with the aftermath, which the
    exact odds do not count."""
    loaded = load_request(text, source=source, encounter=encounter)
    if isinstance(loaded, pb.ResolveActionRequest):
        return pb.ComputeOddsRequest(state=loaded.state, action=loaded.action)
    if loaded.aftermath:
        raise RequestFileError(
            f"{source}: exact encounter odds do not count the aftermath (A11): simulate it, or "
            "leave 'aftermath' out"
        )
    return encounter_odds_request(loaded)


def load_simulate_request(text: str, *, source: str) -> pb.SimulateRequest:
    """A SimulateRequest from a file holding one, or a ResolveEncounterRequest (whose ``dice``
    and ``traceDetail`` are dropped: the other fields are the same). Raises RequestFileError as
    ``load_request`` does."""
    data = json_object(text, source=source)
    if "action" in data:
        raise RequestFileError(f"{source}: a simulation plays an encounter, not one action")
    request = pb.SimulateRequest()
    try:
        json_format.ParseDict(
            {k: v for k, v in data.items() if k not in _ENCOUNTER_ONLY_KEYS}, request
        )
    except json_format.ParseError as error:
        raise RequestFileError(f"{source}: not a valid SimulateRequest: {error}") from None
    return request
