"""The C++ client (clients/cpp: the library arbiter_client and its example program) built with its
CMake project, run against real server processes: the example makes the acceptance calls
(tests/clients/acceptance) with arbiter::Client's typed methods and must report the exact numbers,
every Simulate progress message, and the bad request's error with its code, reason, field path
and request id decoded from the google.rpc details, as every other client sees them. The
client's options are held to what they promise: TLS with a client certificate and the token, a
per-call deadline, retries of UNAVAILABLE (against a stand-in server that refuses the first
attempt) and cancellation. Its load mode (the benchmarks' load generator, bench/cpp_load.py)
runs for a fraction of a second against a server of its own and must report OK calls, each of
which the server logged, over as many TCP connections as it was asked for.

The build is cached by input hash (bench/cpp_build.py): a cold build takes a minute or more on
two cores, an unchanged rerun nothing. Without cmake, g++ or the libraries the test skips, and
fails under CI=true.
"""

from __future__ import annotations

import collections
import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from bench.cpp_build import CLIENT_DIR, EXAMPLE, client_build
from tests.clients.acceptance import (
    CALLS,
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    rpc_line,
)
from tests.clients.stand_ins import RefusesFirst
from tests.pki import Pki, make_pki
from tests.proto.codegen import cpp_toolchain
from tests.service.server_process import REPO, ServerProcess

TRANSPORTS = ("grpc",)
DOC = REPO / "docs" / "clients" / "cpp.md"
ATTACK = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
SIMULATE = MANIFEST.with_name("arrayer_simulate.json")
TOKEN = "cpp-test-token-" + "5e" * 12


@pytest.fixture(scope="module")
def binary() -> Path:
    return client_build(cpp_toolchain()) / EXAMPLE


def _run(binary: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(binary), *args], capture_output=True, text=True, timeout=120, check=False
    )


def _records(binary: Path, *args: str) -> list[dict[str, Any]]:
    """The example's output lines on ``args``, one record per call."""
    result = _run(binary, *args)
    assert result.returncode == 0, result.stdout + result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def _manifest(tmp_path: Path, *calls: tuple[str, str, dict[str, Any]]) -> Path:
    """A calls list of (name, method, request) in ``tmp_path``."""
    entries = []
    for name, method, request in calls:
        (tmp_path / f"{name}.json").write_text(json.dumps(request))
        entries.append({"call": name, "method": method, "request": f"{name}.json"})
    manifest = tmp_path / "calls.json"
    manifest.write_text(json.dumps(entries))
    return manifest


@pytest.fixture(scope="module")
def records(binary: Path, server: ServerProcess) -> list[dict[str, Any]]:
    return _records(binary, server.target, str(MANIFEST))


def test_the_cpp_client_gets_the_exact_results(records: list[dict[str, Any]]) -> None:
    assert [r["call"] for r in records] == [c["call"] for c in CALLS]
    assert mismatches(records, TRANSPORTS) == []


def test_the_error_carries_the_servers_request_id(records: list[dict[str, Any]]) -> None:
    (error,) = [r["error"] for r in records if "error" in r]
    assert error["requestId"] == "unknown_target-grpc"


def test_the_server_logged_each_call_by_its_request_id(
    records: list[dict[str, Any]], server: ServerProcess
) -> None:
    lines = [server.wait_for(rpc_line(f"{r['call']}-grpc")) for r in records]
    assert [line.get("protocol", "grpc") for line in lines] == ["grpc"] * len(records)
    assert [line["method"].rsplit("/", 1)[1] for line in lines] == [c["method"] for c in CALLS]


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(records: list[dict[str, Any]], name: str) -> None:
    assert mismatches_with_wrong(records, TRANSPORTS, name) == [f"{name} over grpc"]


def test_resolve_many_and_the_catalog_answer_as_the_python_stub(
    binary: Path, server: ServerProcess, tmp_path: Path
) -> None:
    actions = [json.loads((MANIFEST.parent / c["request"]).read_text()) for c in CALLS[:2]]
    many = {"items": [{"id": f"item{i}", "action": a} for i, a in enumerate(actions)]}
    catalog = {"ruleset": "RULESET_ARRAYER"}
    manifest = _manifest(
        tmp_path, ("many", "ResolveMany", many), ("catalog", "GetCatalog", catalog)
    )
    got = {r["call"]: r["response"] for r in _records(binary, server.target, str(manifest))}
    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        want = {
            "many": stub.ResolveMany(json_format.ParseDict(many, pb.ResolveManyRequest())),
            "catalog": stub.GetCatalog(json_format.ParseDict(catalog, pb.GetCatalogRequest())),
        }
    assert len(got["many"]["results"]) == 2
    assert got == {name: json_format.MessageToDict(m) for name, m in want.items()}


# --- the client's options ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> Pki:
    return make_pki(tmp_path_factory.mktemp("pki"))


@pytest.fixture(scope="module")
def locked(pki: Pki) -> Iterator[ServerProcess]:
    """A server wanting client certificates (mutual TLS) and the token."""
    with ServerProcess(*pki.server_args(mtls=True), env={"ARBITER_AUTH_TOKEN": TOKEN}) as process:
        yield process


def _tls(pki: Pki) -> list[str]:
    certificate = ["--tls-cert", str(pki.client_cert), "--tls-key", str(pki.client_key)]
    return ["--tls-ca", str(pki.ca), *certificate]


def test_over_mutual_tls_with_the_token(
    binary: Path, locked: ServerProcess, pki: Pki, tmp_path: Path
) -> None:
    (tmp_path / "token").write_text(TOKEN + "\n")
    args = [*_tls(pki), "--token-file", str(tmp_path / "token"), locked.target, str(MANIFEST)]
    assert mismatches(_records(binary, *args), TRANSPORTS) == []


def test_without_the_token_the_server_refuses(
    binary: Path, locked: ServerProcess, pki: Pki
) -> None:
    records = _records(binary, *_tls(pki), locked.target, str(MANIFEST))
    assert {r["error"]["code"] for r in records} == {"UNAUTHENTICATED"}


def test_a_call_past_its_deadline_ends_deadline_exceeded(
    binary: Path, own_server: ServerProcess, tmp_path: Path
) -> None:
    # 100,000 runs take the server seconds; the call's own 200 ms deadline ends it first.
    long_run = {**json.loads(SIMULATE.read_text()), "runs": 100_000}
    manifest = _manifest(tmp_path, ("long_simulate", "Simulate", long_run))
    (record,) = _records(binary, "--deadline-ms", "200", own_server.target, str(manifest))
    assert record["error"]["code"] == "DEADLINE_EXCEEDED"
    line = own_server.wait_for(rpc_line("long_simulate-grpc"))
    assert line["code"] in {"DEADLINE_EXCEEDED", "CANCELLED"}
    assert line["runs_done"] < 100_000


def test_a_simulate_cancelled_at_its_first_progress_stops_on_the_server(
    binary: Path, own_server: ServerProcess
) -> None:
    records = _records(binary, "--cancel-on-progress", own_server.target, str(MANIFEST))
    (record,) = [r for r in records if r["call"] == "arrayer_simulate"]
    assert len(record["progress"]) == 1
    assert record["error"]["code"] == "CANCELLED"
    line = own_server.wait_for(rpc_line("arrayer_simulate-grpc"))
    assert line["code"] == "CANCELLED"
    assert line["runs_done"] < 400


@pytest.fixture
def refuses_first() -> Iterator[RefusesFirst]:
    with RefusesFirst() as stand_in:
        yield stand_in


@pytest.mark.parametrize(("attempts", "outcome"), [("4", "response"), ("1", "error")])
def test_unavailable_is_retried_by_the_service_config(
    binary: Path,
    refuses_first: RefusesFirst,
    tmp_path: Path,
    attempts: str,
    outcome: str,
) -> None:
    target, handler = refuses_first.target, refuses_first
    manifest = _manifest(tmp_path, ("attack", "ResolveAction", json.loads(ATTACK.read_text())))
    (record,) = _records(binary, "--max-attempts", attempts, target, str(manifest))
    assert outcome in record, record
    assert handler.attempts == (2 if outcome == "response" else 1)
    if outcome == "error":
        assert record["error"]["code"] == "UNAVAILABLE"


# --- the doc and the build ---------------------------------------------------------------------


def _lines(code: str) -> str:
    # The doc's snippets are the source's lines without their indentation.
    return "\n".join(line.strip() for line in code.strip().splitlines())


def test_the_cpp_doc_snippets_are_the_client_code() -> None:
    sources = [CLIENT_DIR / "CMakeLists.txt", *(CLIENT_DIR / "arbiter").glob("*")]
    sources += (CLIENT_DIR / "example").glob("*")
    source = "\n".join(_lines(p.read_text()) for p in sources)
    snippets = re.findall(r"^```(?:cpp|cmake)\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)
    assert len(snippets) == 10
    assert [s for s in snippets if _lines(s) not in source] == []


# --- the load mode -----------------------------------------------------------------------------


@pytest.fixture
def own_server() -> Iterator[ServerProcess]:
    """A server of the test's own: every call it logs is the test's."""
    with ServerProcess() as process:
        yield process


def _load(binary: Path, target: str, *options: str) -> subprocess.CompletedProcess[str]:
    return _run(binary, "load", target, str(ATTACK), *options)


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
