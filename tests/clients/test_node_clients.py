"""The Node client (clients/node) against a live server: clients/node/src/runner.ts, compiled by
the pinned tsc, sends the same forced-dice requests over Connect (JSON, @connectrpc/connect-node)
and over gRPC (@grpc/grpc-js), and each transport must report the exact strikes, HP and errors.

Without node or the npm tools the tests skip on a developer's machine and fail in CI.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.proto.codegen import require_tool
from tests.service.server_process import REPO, ServerProcess

NODE_CLIENT = REPO / "clients" / "node"
TSC = NODE_CLIENT / "node_modules" / ".bin" / "tsc"
EXAMPLES = REPO / "clients" / "python" / "examples"
TRANSPORTS = ("connect", "grpc")
DOC = REPO / "docs" / "clients" / "node.md"


def _strike(attacker: str, target: str, outcome: str, damage: int, hp_after: int) -> Any:
    return {
        "attackerId": attacker,
        "targetId": target,
        "outcome": outcome,
        "damage": damage,
        "hpAfter": hp_after,
    }


# What each request must give over either transport (the same numbers the Python tests check).
EXPECTED: dict[str, Any] = {
    "arrayer_attack.json": {
        "strikes": [_strike("ana", "bo", "OUTCOME_HIT", 4, 1)],
        "hp": {"ana": 7, "bo": 1},
    },
    # Ana's attack misses; Bo's counterattack hits her for 7.
    "tiered_exchange.json": {
        "strikes": [
            _strike("ana", "bo", "OUTCOME_MISS", 0, 20),
            _strike("bo", "ana", "OUTCOME_HIT", 7, 13),
        ],
        "hp": {"ana": 13, "bo": 20},
    },
    "unknown_target.json": {
        "error": {
            "code": "INVALID_ARGUMENT",
            "message": "unknown combatant: 'nobody'",
            "fieldViolations": ["action.attack.targetId"],
            "reason": "UNKNOWN_COMBATANT",
        }
    },
}


def _mismatches(results: list[Any], expected: dict[str, Any]) -> list[str]:
    """Each (request, transport) whose result is not the expected one, or that is missing."""
    seen = {(r["request"], r["transport"]): r for r in results}
    wrong = []
    for name, want in expected.items():
        for transport in TRANSPORTS:
            got = seen.get((name, transport))
            body = {k: v for k, v in (got or {}).items() if k not in ("request", "transport")}
            if body != want:
                wrong.append(f"{name} over {transport}: {body!r} != {want!r}")
    return wrong


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
def run(
    runner: Path, server: ServerProcess, tmp_path_factory: pytest.TempPathFactory
) -> tuple[list[Any], list[dict[str, Any]]]:
    """The runner's results and the server's log lines of its calls."""
    bad = json.loads((EXAMPLES / "arrayer_attack.json").read_text())
    bad["action"]["attack"]["targetId"] = "nobody"
    unknown_target = tmp_path_factory.mktemp("node") / "unknown_target.json"
    unknown_target.write_text(json.dumps(bad))
    requests = [EXAMPLES / "arrayer_attack.json", EXAMPLES / "tiered_exchange.json", unknown_target]
    node = require_tool("node")
    args = [node, str(runner), "--connect", server.base_url, "--grpc", server.target]
    result = subprocess.run(
        [*args, *map(str, requests)], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    results: list[Any] = json.loads(result.stdout)
    # The runner names each call "<file>-<transport>" in x-request-id; the server logs that id.
    calls = [server.wait_for(_is_rpc(f"{r['request']}-{r['transport']}")) for r in results]
    return results, calls


def _is_rpc(request_id: str) -> Callable[[dict[str, Any]], bool]:
    def match(line: dict[str, Any]) -> bool:
        return line.get("event") == "rpc" and line.get("request_id") == request_id

    return match


def test_node_clients_give_the_exact_results_over_connect_and_grpc(
    run: tuple[list[Any], list[dict[str, Any]]],
) -> None:
    results, _ = run
    assert len(results) == len(EXPECTED) * len(TRANSPORTS)
    assert _mismatches(results, EXPECTED) == []


def test_node_clients_used_both_protocols(run: tuple[list[Any], list[dict[str, Any]]]) -> None:
    _, calls = run
    # The Connect route marks its log lines; gRPC's carry no protocol.
    protocols = [call.get("protocol", "grpc") for call in calls]
    assert protocols == [r["transport"] for r in run[0]]
    assert sorted(protocols) == ["connect"] * 3 + ["grpc"] * 3
    assert {call["method"] for call in calls} == {"/arbiter.v1.CombatService/ResolveAction"}


@pytest.mark.parametrize(
    ("name", "key", "wrong"),
    [
        ("arrayer_attack.json", "hp", {"ana": 7, "bo": 2}),
        ("tiered_exchange.json", "strikes", [_strike("ana", "bo", "OUTCOME_HIT", 7, 13)]),
        (
            "unknown_target.json",
            "error",
            {**EXPECTED["unknown_target.json"]["error"], "fieldViolations": ["action.attack"]},
        ),
    ],
)
def test_a_wrong_expectation_is_caught(
    run: tuple[list[Any], list[dict[str, Any]]], name: str, key: str, wrong: Any
) -> None:
    # The check can fail: one wrong number or path shows as a mismatch on both transports.
    results, _ = run
    expected = {**EXPECTED, name: {**EXPECTED[name], key: wrong}}
    mismatches = _mismatches(results, expected)
    assert [m.split(":")[0] for m in mismatches] == [f"{name} over {t}" for t in TRANSPORTS]


def _blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)


def test_the_node_doc_snippets_are_the_client_code() -> None:
    sources = "".join(p.read_text() for p in sorted((NODE_CLIENT / "src").glob("*.ts")))
    snippets = _blocks("ts")
    assert len(snippets) == 9
    assert [s for s in snippets if s not in sources] == []
    (error,) = _blocks("json")
    assert json.loads(error) == EXPECTED["unknown_target.json"]["error"]
