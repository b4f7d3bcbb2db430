"""Every worked example in docs/rules/*.md resolves to exactly the trace lines the doc shows.

An example is an HTML comment ``<!-- example: NAME -->``, then a ```json block holding a
ResolveActionRequest (proto3 JSON) — or a ResolveEncounterRequest, for rules that only play out in
turns, when it has a top-level ``maxRounds`` — then a ```text block: for each event its summary,
then one line per total, ``name value = term value, term value``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2
from engine.catalog import builtin_catalog
from engine.encounter import resolve_encounter
from engine.resolve import resolve_action
from engine.trace import TraceEvent
from service.boundary.convert import action_request_from_proto, encounter_request_from_proto
from service.limits import Limits

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"
EXAMPLE = re.compile(
    r"<!-- example: (?P<name>[\w-]+) -->\s*"
    r"```json\n(?P<request>.*?)```\s*"
    r"```text\n(?P<lines>.*?)```",
    re.DOTALL,
)


def _examples() -> list[tuple[str, str, str]]:
    found = []
    for doc in sorted(DOCS.glob("*.md")):
        for match in EXAMPLE.finditer(doc.read_text()):
            found.append((f"{doc.stem}:{match['name']}", match["request"], match["lines"]))
    return found


EXAMPLES = _examples()


def test_every_rules_doc_has_examples() -> None:
    names = {name.split(":")[0] for name, _, _ in EXAMPLES}
    assert names == {"arrayer", "tiered"}


def _events(request_json: str) -> tuple[TraceEvent, ...]:
    if '"maxRounds"' in request_json:
        encounter = json_format.Parse(request_json, combat_service_pb2.ResolveEncounterRequest())
        played = encounter_request_from_proto(encounter, builtin_catalog(), Limits())
        return resolve_encounter(
            played.state,
            played.dice,
            played.options,
        ).events
    message = json_format.Parse(request_json, combat_service_pb2.ResolveActionRequest())
    request = action_request_from_proto(message, builtin_catalog(), Limits())
    return resolve_action(request.state, request.action, request.dice).events


@pytest.mark.parametrize(("name", "request_json", "lines"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_example(name: str, request_json: str, lines: str) -> None:
    rendered = []
    for event in _events(request_json):
        rendered.append(event.summary)
        for total in event.totals:
            terms = ", ".join(f"{t.name} {t.value}" for t in total.terms)
            rendered.append(f"{total.name} {total.value} = {terms}")
    assert rendered == lines.strip().splitlines(), name
