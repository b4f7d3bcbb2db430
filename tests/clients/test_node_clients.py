"""The Node client (clients/node) against a live server: clients/node/src/runner.ts, compiled by
the pinned tsc, makes the acceptance calls (tests/clients/acceptance) over Connect (JSON,
@connectrpc/connect-node) and over gRPC (@grpc/grpc-js), and each transport must report the exact
numbers, and the bad request's code, reason and field path.

Without node or the npm tools the tests skip on a developer's machine and fail in CI.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.clients.acceptance import (
    CALLS,
    EXPECTED,
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    rpc_line,
)
from tests.proto.codegen import require_tool
from tests.service.server_process import REPO, ServerProcess

NODE_CLIENT = REPO / "clients" / "node"
TSC = NODE_CLIENT / "node_modules" / ".bin" / "tsc"
TRANSPORTS = ("connect", "grpc")
DOC = REPO / "docs" / "clients" / "node.md"


@pytest.fixture(scope="module")
def runner() -> Path:
    """clients/node/dist/runner.js, compiled now from src (dist/ must sit beside node_modules)."""
    require_tool("node")
    tsc = require_tool("tsc", TSC)
    build = NODE_CLIENT / "tsconfig.build.json"
    result = subprocess.run(
        [tsc, "-p", str(build)], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return NODE_CLIENT / "dist" / "runner.js"


@pytest.fixture(scope="module")
def records(runner: Path, server: ServerProcess) -> list[dict[str, Any]]:
    """The runner's records of the acceptance calls over both transports."""
    node = require_tool("node")
    args = [node, str(runner), "--connect", server.base_url, "--grpc", server.target]
    result = subprocess.run(
        [*args, str(MANIFEST)], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    found: list[dict[str, Any]] = json.loads(result.stdout)
    return found


def test_node_clients_give_the_exact_results_over_connect_and_grpc(
    records: list[dict[str, Any]],
) -> None:
    assert len(records) == len(CALLS) * len(TRANSPORTS)
    assert mismatches(records, TRANSPORTS) == []


def test_node_clients_used_both_protocols(
    records: list[dict[str, Any]], server: ServerProcess
) -> None:
    # The runner names each call "<call>-<transport>" in x-request-id; the server logs that id,
    # and the Connect route marks its log lines (gRPC's carry no protocol).
    lines = [server.wait_for(rpc_line(f"{r['call']}-{r['transport']}")) for r in records]
    protocols = [line.get("protocol", "grpc") for line in lines]
    assert protocols == [r["transport"] for r in records]
    assert sorted(protocols) == ["connect"] * len(CALLS) + ["grpc"] * len(CALLS)
    assert {line["method"].rsplit("/", 1)[1] for line in lines} == {
        "ResolveAction",
        "ResolveEncounter",
    }


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(records: list[dict[str, Any]], name: str) -> None:
    # The check can fail: one wrong number or path shows as a mismatch on both transports.
    assert mismatches_with_wrong(records, TRANSPORTS, name) == [
        f"{name} over {t}" for t in TRANSPORTS
    ]


def _blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)


def test_the_node_doc_snippets_are_the_client_code() -> None:
    sources = "".join(p.read_text() for p in sorted((NODE_CLIENT / "src").glob("*.ts")))
    snippets = _blocks("ts")
    assert len(snippets) == 9
    assert [s for s in snippets if s not in sources] == []
    (error,) = _blocks("json")
    assert json.loads(error) == EXPECTED["unknown_target"]["error"]
