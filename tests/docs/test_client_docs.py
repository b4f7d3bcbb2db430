"""Every client doc starts the server the one documented way, ``scripts/serve.sh`` (README command
(a): it sets itself up, then serves gRPC on 127.0.0.1:50051 and the Connect route on :8080), not
``python -m service``, which fails outside the project's virtualenv; and names every RPC of
CombatService as its client spells it: a method added to the service and missing from a client's
method list fails here (issue 30: ComputeEncounterOdds was in every SDK and in none of their
docs)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from arbiter.v1 import combat_service_pb2

REPO = Path(__file__).resolve().parents[2]
CLIENT_DOCS = [
    *sorted((REPO / "docs" / "clients").glob("*.md")),
    REPO / "clients" / "python" / "README.md",
]


@pytest.mark.parametrize("doc", CLIENT_DOCS, ids=lambda p: p.name)
def test_a_client_doc_starts_the_server_with_serve_sh(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    assert "scripts/serve.sh" in text
    assert "python -m service" not in text


#: The service's RPCs, from its descriptor.
METHODS = [m.name for m in combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"].methods]


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _camel(name: str) -> str:
    return name[0].lower() + name[1:]


#: Each client doc, how its client spells a method, and the RPCs it does not offer (ResolveBatch
#: streams both ways at once, which the Connect protocol carries over HTTP/2 only).
DOCS: dict[str, tuple[Callable[[str], str], frozenset[str]]] = {
    "clients/python/README.md": (_snake, frozenset()),
    "docs/clients/unity.md": (lambda m: f"{m}Async", frozenset({"ResolveBatch"})),
    "clients/unity/CHANGELOG.md": (lambda m: f"{m}Async", frozenset({"ResolveBatch"})),
    "docs/clients/godot.md": (str, frozenset()),
    "clients/godot/addons/arbiter/README.md": (_snake, frozenset({"ResolveBatch"})),
    "clients/godot4/addons/arbiter/README.md": (_snake, frozenset({"ResolveBatch"})),
    "docs/clients/cpp.md": (str, frozenset()),
}


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_each_client_doc_names_every_rpc(doc: str) -> None:
    spell, absent = DOCS[doc]
    text = (REPO / doc).read_text(encoding="utf-8")
    missing = [spell(m) for m in METHODS if m not in absent and spell(m) not in text]
    assert missing == [], f"{doc} does not name {missing}"


def test_the_client_table_counts_the_rpcs() -> None:
    # docs/clients.md's comparison: "all N" is every RPC; Unity and Godot lack ResolveBatch only.
    text = (REPO / "docs" / "clients.md").read_text(encoding="utf-8")
    count = len(METHODS)
    assert count == 8
    rows = {
        line.split("|")[1].strip(): line.split("|")[2].strip()
        for line in text.splitlines()
        if line.startswith("| ") and line.count("|") > 4
    }
    assert rows["Python `ArbiterClient` (gRPC)"] == f"all {count}"
    assert rows["Python `AsyncArbiterClient` (grpc.aio)"] == f"all {count}"
    assert rows["Unity C# (Connect JSON)"] == f"{count - 1} (no ResolveBatch)"
    assert rows["Godot 3 (Connect JSON)"] == f"{count - 1} (no ResolveBatch)"
    assert rows["Node (Connect and gRPC)"] == f"all {count} on gRPC, {count - 1} on Connect"
    node = (REPO / "docs" / "clients" / "node.md").read_text(encoding="utf-8")
    assert "it does the other seven RPCs" in node
