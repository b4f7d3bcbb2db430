"""scripts/proto_model.py: what the C# and GDScript generators are told about the API."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.v1 import combat_service_pb2
from tests.scripts import script

proto_model = script("proto_model")


@pytest.fixture(scope="module")
def model() -> Any:
    return proto_model.load()


def _field(model: Any, message: str, name: str) -> Any:
    return next(f for f in model.message(f"arbiter.v1.{message}").fields if f.name == name)


def test_every_message_enum_and_rpc_of_the_package(model: Any) -> None:
    service = combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"]
    assert model.service == "arbiter.v1.CombatService"
    assert [m.name for m in model.methods] == [m.name for m in service.methods]
    simulate = next(m for m in model.methods if m.name == "Simulate")
    assert (simulate.input, simulate.output) == ("SimulateRequest", "SimulateResponse")
    assert simulate.server_streaming and not simulate.client_streaming
    batch = next(m for m in model.methods if m.name == "ResolveBatch")
    assert batch.server_streaming and batch.client_streaming
    names = {m.full_name for m in model.messages}
    assert "arbiter.v1.SimulateRequest" in names
    assert not any(n.endswith("Entry") for n in names)  # map entries are folded into fields


def test_fields_say_what_proto3_json_does_with_them(model: Any) -> None:
    seed = _field(model, "SimulateRequest", "seed")
    assert (seed.json_name, seed.kind, seed.int64, seed.optional) == ("seed", "uint64", True, True)
    assert seed.oneof == ""  # proto3 optional is presence, not a oneof
    tactics = _field(model, "SimulateRequest", "side_tactics")
    assert tactics.json_name == "sideTactics" and not tactics.repeated
    assert tactics.map is not None
    key, value = tactics.map
    assert (key.kind, value.kind, value.type_name) == ("string", "enum", "arbiter.v1.Tactic")
    kind = model.message("arbiter.v1.SimulateResponse").oneofs
    assert [(o.name, [f.name for f in o.fields]) for o in kind] == [
        ("kind", ["progress", "result"])
    ]
    assert kind[0].comment == "What this message carries."
    strikes = _field(model, "AttackResult", "strikes")
    assert strikes.repeated and strikes.type_name == "arbiter.v1.StrikeResult"


def test_comments_come_with_their_element(model: Any) -> None:
    runs = _field(model, "SimulationProgress", "runs_done")
    assert runs.comment == "Runs played so far."
    tactic = next(e for e in model.enums if e.name == "Tactic")
    assert tactic.values[0].name == "TACTIC_UNSPECIFIED" and tactic.values[0].number == 0
