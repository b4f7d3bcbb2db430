"""scripts/gen_gdscript.py: the GDScript it writes from proto_model's view of the API, for what the
Godot runs (tests/clients/test_godot_client.py) cannot single out."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

from tests.scripts import script

proto_model = script("proto_model")
gen_gdscript = script("gen_gdscript")


@pytest.fixture(scope="module")
def model() -> Any:
    return proto_model.load()


def _class(text: str, name: str) -> str:
    """The source of inner class ``name``: from its line to the next top-level line."""
    found = re.search(rf"^class {name}:\n(.*?)(?=^\S)", text, re.M | re.S)
    assert found, name
    return found[1]


@pytest.mark.parametrize("version", [3, 4])
def test_every_message_and_enum_of_the_api_is_declared(model: Any, version: int) -> None:
    rendered = gen_gdscript.render(model, version)
    text = rendered["arbiter_v1.gd"]
    classes = set(re.findall(r"^class (\w+):", text, re.M))
    enums = set(re.findall(r"^enum (\w+) \{", text, re.M))
    expected = {m.name for m in model.messages}
    renamed = {f"{n}_" if n in gen_gdscript.RESERVED else n for n in expected}
    assert classes == renamed | {"ProtoJson"}
    assert enums == {e.name for e in model.enums}
    methods = rendered["combat_service.gd"]
    callable_rpcs = [m.name for m in model.methods if not m.client_streaming]
    functions = re.findall(r"^func (\w+)\(", methods, re.M)
    assert [f.replace("_", "") for f in functions] == [n.lower() for n in callable_rpcs]


def test_names_godot_reserves_get_an_underscore(model: Any) -> None:
    text = gen_gdscript.render(model, 3)["arbiter_v1.gd"]
    simulate = _class(text, "SimulateRequest")
    assert "\tvar seed_ = null\n" in simulate and "\tvar script_: Array = []\n" in simulate
    assert re.search(r"^\tvar (seed|script|range|round)\b", text, re.M) is None
    assert "class Environment_:" in text and "\tvar environment: Environment_ = null\n" in text


def test_the_one_cycle_of_message_types_is_broken_at_one_field(model: Any) -> None:
    # ResolveBatchResponse -> BatchPackResult -> ResolveBatchResponse: the back edge stays JSON.
    text = gen_gdscript.render(model, 4)["arbiter_v1.gd"]
    assert "\tvar results: Array[Dictionary] = []\n" in _class(text, "BatchPackResult")
    many = _class(text, "ResolveManyResponse")
    assert "\tvar results: Array[ResolveBatchResponse] = []\n" in many
    assert "\tvar pack: BatchPackResult = null\n" in _class(text, "ResolveBatchResponse")


def test_int64_enum_oneof_and_optional_fields_convert_as_proto3_json(model: Any) -> None:
    text = gen_gdscript.render(model, 3)["arbiter_v1.gd"]
    weapon = _class(text, "Weapon")
    # A oneof's scalar member is null when unset, and written only when it is the case.
    assert "\tvar catalog_id = null\n" in weapon
    assert '\t\tif source_case() == "catalog_id":\n\t\t\tdata["catalogId"] = catalog_id\n' in weapon
    assert 'hand = ProtoJson.enum_number(Hand, data["hand"])' in weapon
    result = _class(text, "SimulationResult")
    assert '\tvar seed_: String = "0"\n' in result
    assert '\t\t\tseed_ = ProtoJson.int64(data["seed"])\n' in result
    assert '\t\tif seed_ != "0":\n\t\t\tdata["seed"] = seed_\n' in result


def test_a_field_named_like_a_generated_local_is_refused(model: Any) -> None:
    position = model.message("arbiter.v1.Position")
    clash = dataclasses.replace(position.fields[0], name="data", json_name="data")
    broken = dataclasses.replace(position, fields=(clash,))
    others = tuple(m for m in model.messages if m is not position)
    with pytest.raises(SystemExit, match="fields named as generated locals"):
        gen_gdscript.render(dataclasses.replace(model, messages=(broken, *others)), 3)
