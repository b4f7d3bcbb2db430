"""The C++ client (clients/cpp/arbiter_client.cc) built with Debian 12's g++, libprotobuf-dev and
libgrpc++-dev, run against a real server process: it makes the acceptance calls
(tests/clients/acceptance) over gRPC C++ and must report the exact numbers, and the error of the bad
request with its code, reason and field path decoded from the google.rpc details, as every other
client sees them. Its load mode (the benchmarks' load generator, bench/cpp_load.py) runs for a
fraction of a second against a server of its own and must report OK calls, each of which the
server logged, over as many TCP connections as it was asked for.

The build is cached by input hash (bench/cpp_build.py): a cold build takes about 50 s on two
cores, an unchanged rerun nothing. Without g++ or the libraries the test skips, and fails under
CI=true.
"""

from __future__ import annotations

import collections
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.cpp_build import CLIENT_SOURCE, client_binary
from tests.clients.acceptance import (
    CALLS,
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    rpc_line,
)
from tests.proto.codegen import cpp_toolchain
from tests.service.server_process import REPO, ServerProcess

TRANSPORTS = ("grpc",)
DOC = REPO / "docs" / "clients" / "cpp.md"
ATTACK = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"


@pytest.fixture(scope="module")
def binary() -> Path:
    return client_binary(cpp_toolchain())


@pytest.fixture(scope="module")
def records(binary: Path, server: ServerProcess) -> list[dict[str, Any]]:
    """The program's output lines, one record per call."""
    result = subprocess.run(
        [str(binary), server.target, str(MANIFEST)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_the_cpp_client_gets_the_exact_results(records: list[dict[str, Any]]) -> None:
    assert [r["call"] for r in records] == [c["call"] for c in CALLS]
    assert mismatches(records, TRANSPORTS) == []


def test_the_server_logged_each_call_by_its_request_id(
    records: list[dict[str, Any]], server: ServerProcess
) -> None:
    lines = [server.wait_for(rpc_line(f"{r['call']}-grpc")) for r in records]
    assert [line.get("protocol", "grpc") for line in lines] == ["grpc"] * len(records)
    assert [line["method"].rsplit("/", 1)[1] for line in lines] == [c["method"] for c in CALLS]


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(records: list[dict[str, Any]], name: str) -> None:
    assert mismatches_with_wrong(records, TRANSPORTS, name) == [f"{name} over grpc"]


def _lines(code: str) -> str:
    # The doc's snippets are the source's lines without their indentation.
    return "\n".join(line.strip() for line in code.strip().splitlines())


def test_the_cpp_doc_snippets_are_the_client_code() -> None:
    source = _lines(CLIENT_SOURCE.read_text())
    snippets = re.findall(r"^```cpp\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)
    assert len(snippets) == 5
    assert [s for s in snippets if _lines(s) not in source] == []


@pytest.fixture
def own_server() -> Iterator[ServerProcess]:
    """A server of the test's own: every ResolveAction it logs is the test's."""
    with ServerProcess() as process:
        yield process


def _load(binary: Path, target: str, *options: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(binary), "load", target, str(ATTACK), *options],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_load_mode_makes_ok_calls_over_separate_connections(
    binary: Path, own_server: ServerProcess
) -> None:
    run = _load(
        binary, own_server.target, "--in-flight", "8", "--connections", "2", "--seconds", "0.3"
    )
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["errors"] == {}
    assert report["ok"] == report["calls"] > 0
    assert report["calls_per_s"] == pytest.approx(report["ok"] / report["seconds"], rel=1e-3)
    assert 0 < report["p50_ms"] <= report["p99_ms"]
    assert report["cpu_seconds"] > 0
    # Every call reached the server, over two TCP connections (two peers), half the calls
    # in flight on each.
    peers: collections.Counter[str] = collections.Counter()

    def all_logged(line: dict[str, Any]) -> bool:
        if line.get("event") == "rpc" and line["method"].endswith("/ResolveAction"):
            assert line["code"] == "OK"
            peers[line["peer"]] += 1
        return peers.total() == int(report["calls"])

    own_server.wait_for(all_logged)
    assert len(peers) == 2


def test_the_load_mode_makes_the_calls_asked_for(binary: Path, own_server: ServerProcess) -> None:
    run = _load(binary, own_server.target, "--calls", "20")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert (report["calls"], report["ok"], report["errors"]) == (20, 20, {})


def test_the_load_mode_refuses_two_limits(binary: Path) -> None:
    run = _load(binary, "127.0.0.1:1", "--calls", "20", "--seconds", "1")
    assert run.returncode == 2
    assert "--seconds or --calls (one of them)" in run.stderr
