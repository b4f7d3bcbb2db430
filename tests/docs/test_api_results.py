"""docs/api.md's Results example is what the service answers: the request's response (its state
left out) equals the JSON shown."""

from __future__ import annotations

import json
import re
from pathlib import Path

from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2
from engine.catalog import builtin_catalog
from engine.resolve import resolve_action
from service.boundary.convert import action_request_from_proto
from service.limits import Limits
from tests.service.reference import action_response_to_proto

API = Path(__file__).resolve().parents[2] / "docs" / "api.md"


def test_results_example_is_the_answer() -> None:
    text = API.read_text()
    section = text[text.index("\n## Results\n") : text.index("\n## Errors\n")]
    request_json, response_json, *_ = re.findall(r"```json\n(.*?)```", section, re.S)
    request = json_format.Parse(request_json, combat_service_pb2.ResolveActionRequest())
    parsed = action_request_from_proto(request, builtin_catalog(), Limits())
    resolution = resolve_action(parsed.state, parsed.action, parsed.dice)
    response = action_response_to_proto(resolution, parsed.detail, parsed.seed)
    answer = json_format.MessageToDict(response)
    del answer["state"]
    assert answer == json.loads(response_json)
