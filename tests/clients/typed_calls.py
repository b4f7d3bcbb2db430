"""The acceptance calls (tests/clients/acceptance) through the Python client's typed API, sync
(``client``: ArbiterClient) and asyncio (``aio``: AsyncArbiterClient), as records: for
test_acceptance.py, and run as a script by test_distribution.py in a venv that holds the client
distribution alone. So it imports the client, protobuf and the standard library only.

    python typed_calls.py TARGET CALLS.json  -> one JSON array of records, client then aio
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

from google.protobuf import json_format

from arbiter.aio import AsyncArbiterClient
from arbiter.client import ArbiterClient, ArbiterRpcError
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["aio_records", "client_records", "request_of", "simulation_record"]

#: The typed client's method of each RPC.
_CLIENT_METHODS = {
    "ResolveAction": "resolve_action",
    "ResolveEncounter": "resolve_encounter",
    "ComputeOdds": "compute_odds",
    "Simulate": "simulate",
}


def request_of(manifest: Path, call: dict[str, str]) -> Any:
    """The request of a call of ``manifest``, read into its message."""
    text = (manifest.parent / call["request"]).read_text()
    return json_format.Parse(text, getattr(pb, f"{call['method']}Request")())


def simulation_record(messages: list[dict[str, Any]]) -> dict[str, Any]:
    """A Simulate stream as its record: the progress messages, then the result (the last)."""
    *progress, result = messages
    assert "result" in result and all("progress" in m for m in progress)
    return {"progress": [m["progress"] for m in progress], "response": result}


def _client_error(error: ArbiterRpcError) -> dict[str, Any]:
    assert error.request_id  # the server's id of the call, for its log line
    return {
        "code": error.code.name,
        "message": error.message,
        "reason": error.reason,
        "fieldViolations": [field for field, _ in error.field_violations],
    }


def _client_record(client: ArbiterClient, manifest: Path, call: dict[str, str]) -> dict[str, Any]:
    method = getattr(client, _CLIENT_METHODS[call["method"]])
    try:
        if call["method"] == "Simulate":
            stream: Iterator[Any] = method(request_of(manifest, call))
            return simulation_record([json_format.MessageToDict(m) for m in stream])
        return {"response": json_format.MessageToDict(method(request_of(manifest, call)))}
    except ArbiterRpcError as error:
        return {"error": _client_error(error)}


async def _aio_record(
    client: AsyncArbiterClient, manifest: Path, call: dict[str, str]
) -> dict[str, Any]:
    method = getattr(client, _CLIENT_METHODS[call["method"]])
    try:
        if call["method"] == "Simulate":
            stream: AsyncIterator[Any] = method(request_of(manifest, call))
            return simulation_record([json_format.MessageToDict(m) async for m in stream])
        return {"response": json_format.MessageToDict(await method(request_of(manifest, call)))}
    except ArbiterRpcError as error:
        return {"error": _client_error(error)}


def client_records(target: str, manifest: Path) -> list[dict[str, Any]]:
    """Each call of ``manifest`` through ArbiterClient, as its record."""
    calls = json.loads(manifest.read_text())
    with ArbiterClient(target, timeout=60) as client:
        return [
            {**_client_record(client, manifest, c), "call": c["call"], "transport": "client"}
            for c in calls
        ]


async def aio_records(target: str, manifest: Path) -> list[dict[str, Any]]:
    """Each call of ``manifest`` through AsyncArbiterClient, as its record."""
    calls = json.loads(manifest.read_text())
    async with AsyncArbiterClient(target, timeout=60) as client:
        return [
            {**await _aio_record(client, manifest, c), "call": c["call"], "transport": "aio"}
            for c in calls
        ]


if __name__ == "__main__":
    target, manifest = sys.argv[1], Path(sys.argv[2])
    records = client_records(target, manifest) + asyncio.run(aio_records(target, manifest))
    print(json.dumps(records))
