"""The C++ client (clients/cpp/arbiter_client.cc) built with Debian 12's g++, libprotobuf-dev and
libgrpc++-dev, run against a real server process: it makes the acceptance calls
(tests/clients/acceptance) over gRPC C++ and must report the exact numbers, and the error of the bad
request with its code, reason and field path decoded from the google.rpc details, as every other
client sees them.

The build is cached by input hash (tests/proto/cpp_build.py): a cold build takes about 50 s on two
cores, an unchanged rerun nothing. Without g++ or the libraries the test skips, and fails under
CI=true.
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
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    rpc_line,
)
from tests.proto.cpp_build import CLIENT_SOURCE, client_binary, toolchain
from tests.service.server_process import REPO, ServerProcess

TRANSPORTS = ("grpc",)
DOC = REPO / "docs" / "clients" / "cpp.md"


@pytest.fixture(scope="module")
def binary() -> Path:
    return client_binary(toolchain())


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
