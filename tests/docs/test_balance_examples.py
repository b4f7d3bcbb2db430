"""docs/balance.md's worked odds examples are what the service answers: each
``<!-- odds-example: name -->`` request, through the servicer's conversion and the engine, prints
(as ``arbiter odds`` prints it) exactly the text block under it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from google.protobuf import json_format

from arbiter.odds import format_odds
from arbiter.v1 import combat_service_pb2
from engine.catalog import builtin_catalog
from engine.odds import compute_odds
from service.convert_odds import odds_request_from_proto, odds_response_into
from service.limits import Limits

BALANCE = Path(__file__).resolve().parents[2] / "docs" / "balance.md"
_EXAMPLE = re.compile(
    r"<!-- odds-example: (?P<name>[\w-]+) -->\n```json\n(?P<request>.*?)```\n.*?```text\n"
    r"(?P<text>.*?)```",
    re.S,
)
EXAMPLES = {m["name"]: (m["request"], m["text"]) for m in _EXAMPLE.finditer(BALANCE.read_text())}


def test_the_page_has_its_examples() -> None:
    assert sorted(EXAMPLES) == ["arrayer-d8-sword", "tiered-exchange"]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_odds_example_prints_as_shown(name: str) -> None:
    request_json, text = EXAMPLES[name]
    request = json_format.Parse(request_json, combat_service_pb2.ComputeOddsRequest())
    limits = Limits()
    parsed = odds_request_from_proto(request, builtin_catalog(), limits)
    response = combat_service_pb2.ComputeOddsResponse()
    odds_response_into(compute_odds(parsed.state, parsed.action, budget=limits.max_dice), response)
    assert format_odds(response) + "\n" == text
