"""The Python client's example encounters as the engine receives them (converted by the service,
as a ResolveEncounter call would be), for engine tests that play real requests."""

from __future__ import annotations

from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from engine.catalog import builtin_catalog
from engine.options import EncounterOptions
from engine.state import EncounterState
from service.boundary.convert import encounter_request_from_proto
from service.limits import Limits
from tests.service.server_process import REPO

EXAMPLES = REPO / "clients" / "python" / "examples"


def example_encounter(name: str) -> tuple[EncounterState, EncounterOptions]:
    """The state and options of the example ResolveEncounterRequest ``name`` (its file name)."""
    message = json_format.Parse((EXAMPLES / name).read_text(), pb.ResolveEncounterRequest())
    request = encounter_request_from_proto(message, builtin_catalog(), Limits())
    return request.state, request.options
