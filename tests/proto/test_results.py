"""ActionResult answers Action kind for kind: the same oneof field names and numbers, so a client
reads the result of the action it sent under the same name (docs/api.md, "Results")."""

from __future__ import annotations

import typing

from arbiter.v1 import action_pb2, result_pb2
from engine import results
from tests.service.reference import SCALAR_KINDS


def _oneof(descriptor: typing.Any) -> dict[str, int]:
    return {f.name: f.number for f in descriptor.oneofs_by_name["kind"].fields}


def test_action_result_mirrors_the_action_oneof() -> None:
    assert _oneof(result_pb2.ActionResult.DESCRIPTOR) == _oneof(action_pb2.Action.DESCRIPTOR)


def test_every_engine_result_has_its_proto_message() -> None:
    kinds = typing.get_args(results.ActionResult)
    assert len(kinds) == len(_oneof(action_pb2.Action.DESCRIPTOR))
    # The results converted field by field name have a proto field for each engine field.
    fields = result_pb2.ActionResult.DESCRIPTOR.fields_by_name
    for kind, name in SCALAR_KINDS.items():
        proto = fields[name].message_type
        assert proto is not None
        assert list(kind.FIELDS) == [f.name for f in proto.fields]
