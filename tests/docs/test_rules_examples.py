"""Every worked example in docs/rules/*.md resolves to exactly the trace lines the doc shows.

An example is an HTML comment ``<!-- example: NAME -->``, then a ```json block holding a
ResolveActionRequest (proto3 JSON), then a ```text block: for each event its summary, then one line
per total, ``name value = term value, term value``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2
from engine.catalog import builtin_catalog
from engine.resolve import resolve_action
from service.convert import action_request_from_proto
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


@pytest.mark.parametrize(("name", "request_json", "lines"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_example(name: str, request_json: str, lines: str) -> None:
    message = json_format.Parse(request_json, combat_service_pb2.ResolveActionRequest())
    request = action_request_from_proto(message, builtin_catalog(), Limits())
    resolution = resolve_action(request.state, request.action, request.dice)
    rendered = []
    for event in resolution.events:
        rendered.append(event.summary)
        for total in event.totals:
            terms = ", ".join(f"{t.name} {t.value}" for t in total.terms)
            rendered.append(f"{total.name} {total.value} = {terms}")
    assert rendered == lines.strip().splitlines(), name
