"""The Node client (clients/node, the npm package @arbiter-combat/client) against live servers.

clients/node/src/runner.ts, compiled by the pinned tsc, makes the acceptance calls
(tests/clients/acceptance) through the typed clients over Connect (JSON over HTTP/1.1) and over
gRPC (HTTP/2), both @connectrpc/connect-node transports: each must report the exact numbers,
Simulate's progress, and the bad request's code, reason, field path and request id. Its
scenarios show the rest of the client over both transports: a rule refusal's ruling, the dice of a
seeded encounter replayed from its seed (clients/node/src/dice.ts, also held to the dice vectors
the other ports replay), a deadline
(the call's and the client's), cancelling a stream with an AbortSignal, GetCatalog, ResolveBatch
(bidi, gRPC only) and ResolveMany, retries of UNAVAILABLE with capped backoff (a refused port; a
proxy answering 503 once), TLS with a client certificate and the token, a request built wrongly
(refused before it is sent, naming the field) and exact encounter odds past 64 bits. Last, the
package as another project gets it: ``npm pack``, installed from the tarball into an empty project
whose example builds a request in code, type-checks with tsc and resolves the attack over both
transports.

Without node or the npm tools the tests skip on a developer's machine and fail in CI.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import tarfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from tests.clients.acceptance import (
    CALLS,
    EXPECTED,
    MANIFEST,
    WRONG,
    mismatches,
    mismatches_with_wrong,
    rpc_line,
    summary,
)
from tests.clients.exact_odds import DAGGER_ODDS_REQUEST, dagger_duel_odds, exact_texts
from tests.clients.stand_ins import SilentServer
from tests.clients.test_dice_replay import _cases as _dice_cases
from tests.pki import make_pki
from tests.proto.codegen import require_tool
from tests.service.server_process import REPO, ServerProcess

NODE_CLIENT = REPO / "clients" / "node"
TSC = NODE_CLIENT / "node_modules" / ".bin" / "tsc"
TRANSPORTS = ("connect", "grpc")
DOC = REPO / "docs" / "clients" / "node.md"
PACKAGE = json.loads((NODE_CLIENT / "package.json").read_text())
TOKEN = "node-test-token-" + "cd" * 12
DEADLINE_MS = 400
# The runner's retry policy for the retry scenarios: 10 ms doubling, capped at 25 ms, the jitter
# pinned to its top, 4 attempts in all.
RETRY_DELAYS_MS = [10, 20, 25]
# Any seed but the one whose faces arrayer_duel.json forces (7), so the replay shows new dice.
REPLAY_SEED = 2**64 - 5


def _run(args: list[str | Path], cwd: Path = NODE_CLIENT) -> str:
    result = subprocess.run(
        [str(a) for a in args], cwd=cwd, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@pytest.fixture(scope="module")
def runner() -> Path:
    """clients/node/dist/runner.js, compiled now from src (dist/ must sit beside node_modules)."""
    require_tool("node")
    _run([require_tool("tsc", TSC), "-p", NODE_CLIENT / "tsconfig.build.json"])
    return NODE_CLIENT / "dist" / "runner.js"


@pytest.fixture(scope="module")
def records(runner: Path, server: ServerProcess) -> list[dict[str, Any]]:
    """The runner's records of the acceptance calls through both typed clients."""
    args: list[str | Path] = ["--connect", server.base_url, "--grpc", server.target, MANIFEST]
    found: list[dict[str, Any]] = json.loads(
        _run([require_tool("node"), runner, "acceptance", *args])
    )
    return found


def test_node_clients_give_the_exact_results_over_connect_and_grpc(
    records: list[dict[str, Any]],
) -> None:
    assert len(records) == len(CALLS) * len(TRANSPORTS)
    assert mismatches(records, TRANSPORTS) == []


def test_the_typed_error_carries_the_servers_request_id(records: list[dict[str, Any]]) -> None:
    errors = {r["transport"]: r["error"] for r in records if "error" in r}
    assert {t: e["requestId"] for t, e in errors.items()} == {
        t: f"unknown_target-{t}" for t in TRANSPORTS
    }


def test_node_clients_used_both_protocols(
    records: list[dict[str, Any]], server: ServerProcess
) -> None:
    # The runner names each call "<call>-<transport>" in x-request-id; the server logs that id,
    # and the Connect route marks its log lines (gRPC's carry no protocol).
    lines = [server.wait_for(rpc_line(f"{r['call']}-{r['transport']}")) for r in records]
    protocols = [line.get("protocol", "grpc") for line in lines]
    assert protocols == [r["transport"] for r in records]
    assert sorted(protocols) == ["connect"] * len(CALLS) + ["grpc"] * len(CALLS)
    assert {line["method"].rsplit("/", 1)[1] for line in lines} == {c["method"] for c in CALLS}


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(records: list[dict[str, Any]], name: str) -> None:
    # The check can fail: one wrong number or path shows as a mismatch on both transports.
    assert mismatches_with_wrong(records, TRANSPORTS, name) == [
        f"{name} over {t}" for t in TRANSPORTS
    ]


# -- Scenarios: deadline, cancel, catalog, batch, retries, TLS and token ---------------------------


class _FlakyProxy(SilentServer):
    """Forwards TCP connections to ``port``, except the first, which it answers with a 503 page
    once the whole (chunked) request has arrived, as a load balancer does while no pod is
    ready. (SilentServer's loop accepts each connection on a thread of its own.)"""

    def __init__(self, port: int) -> None:
        self.upstream = port
        self.refused_heads: list[bytes] = []
        self.forwarded = 0
        self._first = threading.Lock()
        super().__init__()

    def _hold(self, connection: socket.socket) -> None:
        if self._first.acquire(blocking=False):  # never released: only one connection gets it
            self._refuse(connection)
            return
        self.forwarded += 1
        upstream = socket.create_connection(("127.0.0.1", self.upstream))
        threading.Thread(target=self._pipe, args=(upstream, connection), daemon=True).start()
        self._pipe(connection, upstream)

    def _refuse(self, client: socket.socket) -> None:
        with client:
            # Node sends the body chunked: it has all arrived with the last, empty, chunk.
            data = b""
            while not data.endswith(b"\r\n0\r\n\r\n") and (chunk := client.recv(65536)):
                data += chunk
            self.refused_heads.append(data.partition(b"\r\n\r\n")[0])
            client.sendall(
                b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/html\r\n"
                b"content-length: 0\r\nconnection: close\r\n\r\n"
            )

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while chunk := source.recv(65536):
                sink.sendall(chunk)
        except OSError:
            pass  # the other side closed
        finally:
            sink.close()


class Scenarios:
    """The runner's scenario records by (name, transport), and the servers and proxy they used."""

    def __init__(
        self, records: list[dict[str, Any]], tls_server: ServerProcess, flaky: _FlakyProxy
    ) -> None:
        self.records = records
        batches = ("batch", "many")  # a record per item
        self.by_name = {(r["name"], r["transport"]): r for r in records if r["name"] not in batches}
        self.tls_server = tls_server
        self.flaky = flaky

    def each(self, name: str) -> dict[str, dict[str, Any]]:
        return {t: self.by_name[(name, t)] for t in TRANSPORTS}


@pytest.fixture(scope="module")
def scenarios(
    runner: Path, server: ServerProcess, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Scenarios]:
    tmp = tmp_path_factory.mktemp("node-scenarios")
    pki = make_pki(tmp)
    (tmp / "token").write_text(TOKEN + "\n")
    attack = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
    (tmp / "encounter_odds.json").write_text(json.dumps(DAGGER_ODDS_REQUEST))
    refusal = json.loads(attack.read_text())
    refusal["state"]["combatants"][1]["position"] = {"x": 9, "y": 0}  # out of the sword's reach
    (tmp / "refusal.json").write_text(json.dumps(refusal))
    seeded = json.loads((MANIFEST.parent / "arrayer_duel.json").read_text())
    seeded["dice"] = {"seed": str(REPLAY_SEED)}
    (tmp / "seeded.json").write_text(json.dumps(seeded))
    long_simulate = json.loads((MANIFEST.parent / "arrayer_simulate.json").read_text())
    long_simulate["runs"] = 10_000_000  # far longer than any deadline here
    (tmp / "long_simulate.json").write_text(json.dumps(long_simulate))
    # Bound but not listening: connecting is refused, and no other process can take the port.
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))
    refused = f"127.0.0.1:{refusing.getsockname()[1]}"
    assert server.http_port is not None
    flaky = _FlakyProxy(server.http_port)
    tls_args = [*pki.server_args(mtls=True), "--auth-token-file", str(tmp / "token")]
    try:
        with ServerProcess(*tls_args) as tls_server:
            spec = {
                "connect": server.base_url,
                "grpc": server.target,
                "attack": str(attack),
                "refusal": str(tmp / "refusal.json"),
                "encounterOdds": str(tmp / "encounter_odds.json"),
                "seeded": str(tmp / "seeded.json"),
                "longSimulate": str(tmp / "long_simulate.json"),
                "calls": str(MANIFEST),
                "refused": {"connect": f"http://{refused}", "grpc": refused},
                "flaky": flaky.base_url,
                "tls": {
                    "connect": f"https://127.0.0.1:{tls_server.http_port}",
                    "grpc": f"127.0.0.1:{tls_server.port}",
                    "ca": str(pki.ca),
                    "cert": str(pki.client_cert),
                    "key": str(pki.client_key),
                    "token": TOKEN,
                },
                "deadlineMs": DEADLINE_MS,
            }
            (tmp / "spec.json").write_text(json.dumps(spec))
            out = _run([require_tool("node"), runner, "scenarios", tmp / "spec.json"])
            yield Scenarios(json.loads(out), tls_server, flaky)
    finally:
        flaky.close()
        refusing.close()


@pytest.mark.parametrize("name", ["deadline", "client-deadline"])
def test_a_call_past_its_deadline_is_deadline_exceeded(
    scenarios: Scenarios, server: ServerProcess, name: str
) -> None:
    # The call's own timeoutMs, or the client's default.
    for transport, record in scenarios.each(name).items():
        assert record["error"]["code"] == "DEADLINE_EXCEEDED", transport
        # Not before the deadline, and not at the end of the ten million runs.
        assert DEADLINE_MS <= record["elapsedMs"] < DEADLINE_MS + 5_000, transport
        # The deadline went with the call: the server stopped it too (by that deadline, or on
        # the client's hang-up a moment before).
        line = server.wait_for(rpc_line(f"{name}-{transport}"))
        assert line["code"] in ("DEADLINE_EXCEEDED", "CANCELLED"), line


def test_an_aborted_stream_is_cancelled_and_the_server_stops(
    scenarios: Scenarios, server: ServerProcess
) -> None:
    for transport, record in scenarios.each("cancel").items():
        # The abort came after the first progress message, the first message of the stream.
        assert (record["error"]["code"], record["messages"]) == ("CANCELLED", 1), transport
        assert server.wait_for(rpc_line(f"cancel-{transport}"))["code"] == "CANCELLED"


def test_a_rule_refusal_names_its_ruling(scenarios: Scenarios) -> None:
    for transport, record in scenarios.each("refusal").items():
        error = record["error"]
        assert (error["code"], error["reason"], error["ruling"]) == (
            "FAILED_PRECONDITION",
            "TARGET_OUT_OF_RANGE",
            "A3",
        ), transport
        assert error["fieldViolations"] == ["action.attack.targetId"], transport
        assert record["subjects"] == ["A3"], transport  # the PreconditionFailure's violation


def test_the_dice_replay_predicts_a_seeded_encounter(scenarios: Scenarios) -> None:
    # Each die of the trace is the next face of SplitMix64 from the request's seed, replayed by
    # clients/node/src/dice.ts; the same request gives the same dice over both transports.
    replays = scenarios.each("replay")
    for transport, record in replays.items():
        assert len(record["faces"]) == record["diceRolled"] > 0, transport
        assert record["replayed"] == record["faces"], transport
    assert replays["connect"]["faces"] == replays["grpc"]["faces"]


def test_the_dice_generator_gives_the_engines_vectors(runner: Path, tmp_path: Path) -> None:
    # The cases the C# and GDScript ports replay: docs/dice.md's vectors, seeds on both sides of
    # 2^63, batch seeds at large indexes, and first outputs the rejection step must discard.
    cases = _dice_cases()
    (tmp_path / "cases.txt").write_text("".join(f"{line}\n" for line, _ in cases))
    out = _run([require_tool("node"), runner, "dice", tmp_path / "cases.txt"])
    assert out.splitlines() == [expected for _, expected in cases]


def test_a_request_built_wrongly_is_refused_before_it_is_sent(scenarios: Scenarios) -> None:
    # create() given an enum's name where its number goes: the client refuses it (it would have
    # been INTERNAL, with no reason or request id), naming the field.
    for transport, record in scenarios.each("misuse").items():
        error = record["error"]
        assert (error["code"], error["reason"]) == ("INVALID_ARGUMENT", "MALFORMED_MESSAGE")
        assert error["fieldViolations"] == ["EncounterState.ruleset"], transport
        assert error["requestId"] == f"misuse-{transport}"
        assert error["message"].startswith("request message cannot be encoded: ")


def test_encounter_odds_past_64_bits_are_read_exactly(scenarios: Scenarios) -> None:
    # The dagger duel's 20 rounds (clients/python/examples): exactFraction reads the wins and the
    # draw as bigints, the engine's fractions exactly, where the uint64 terms are 0.
    wins = exact_texts()
    draw = wins.pop("draw")
    for transport, record in scenarios.each("encounter-odds").items():
        assert record["wins"] == wins, transport
        assert record["draw"] == draw, transport
        assert record["uint64"] == ["0", "0"], transport
    assert dagger_duel_odds().draw.denominator >= 2**64


def test_get_catalog_is_the_servers(scenarios: Scenarios, server: ServerProcess) -> None:
    with grpc.insecure_channel(server.target) as channel:
        catalog = pb_grpc.CombatServiceStub(channel).GetCatalog(pb.GetCatalogRequest(), timeout=60)
    expected = json_format.MessageToDict(catalog)
    assert expected["rulesets"]  # not two empty answers
    for transport, record in scenarios.each("catalog").items():
        assert record["response"] == expected, transport


@pytest.mark.parametrize(
    ("name", "transport"), [("batch", "grpc"), ("many", "connect"), ("many", "grpc")]
)
def test_batches_resolve_the_acceptance_calls_in_order(
    scenarios: Scenarios, name: str, transport: str
) -> None:
    # ResolveBatch (a bidi stream, so gRPC only) and ResolveMany: one answer per item, in order.
    answers = [r for r in scenarios.records if (r["name"], r["transport"]) == (name, transport)]
    resolves = [c["call"] for c in CALLS if c["method"].startswith("Resolve")]
    assert [r["call"] for r in answers] == resolves
    valid = [c for c in resolves if c != "unknown_target"]
    assert {r["call"]: summary(r) for r in answers if r["call"] in valid} == {
        c: EXPECTED[c] for c in valid
    }
    # A bad item is an inline error of its own; the batch goes on.
    assert next(r for r in answers if r["call"] == "unknown_target")["other"] == "error"


@pytest.mark.parametrize("name", ["refused", "refused-stream"])
def test_a_refused_connection_is_retried_with_capped_backoff(
    scenarios: Scenarios, name: str
) -> None:
    # A unary call (ResolveAction) and a stream that fails before it starts (Simulate).
    for transport, record in scenarios.each(name).items():
        assert record["error"]["code"] == "UNAVAILABLE", transport
        assert record["retryDelaysMs"] == RETRY_DELAYS_MS, transport


def test_a_503_is_retried_and_the_retry_succeeds(
    scenarios: Scenarios, server: ServerProcess
) -> None:
    record = scenarios.by_name[("flaky", "connect")]
    assert summary(record) == EXPECTED["arrayer_attack"]
    assert record["retryDelaysMs"] == RETRY_DELAYS_MS[:1]
    # The first attempt stopped at the proxy; the retry, with the same request id, reached the
    # server.
    (head,) = scenarios.flaky.refused_heads
    assert b"\r\nx-request-id: flaky-connect\r\n" in head.lower()
    assert scenarios.flaky.forwarded == 1
    assert server.wait_for(rpc_line("flaky-connect"))["code"] == "OK"


def test_tls_with_a_client_certificate_and_the_token(scenarios: Scenarios) -> None:
    for transport, record in scenarios.each("tls").items():
        assert summary(record) == EXPECTED["arrayer_attack"], transport
    for transport, record in scenarios.each("tls-no-token").items():
        assert record["error"]["code"] == "UNAUTHENTICATED", transport
        assert record["error"]["requestId"], transport  # refused by the server, not the network
    # Both reached the TLS server, which logged each call under the runner's request id.
    for name, code in (("tls", "OK"), ("tls-no-token", "UNAUTHENTICATED")):
        for transport in TRANSPORTS:
            line = scenarios.tls_server.wait_for(rpc_line(f"{name}-{transport}"))
            assert (line["code"], line.get("protocol", "grpc")) == (code, transport)


# -- The package, as another project installs it --------------------------------------------------


@pytest.fixture(scope="module")
def package(runner: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``npm pack`` of clients/node (its prepack builds dist/): the tarball."""
    npm = require_tool("npm")
    out = tmp_path_factory.mktemp("node-pack")
    (packed,) = json.loads(_run([npm, "pack", "--json", "--pack-destination", out]))
    return out / str(packed["filename"])


def test_the_package_ships_the_built_client_and_its_types(package: Path) -> None:
    assert (PACKAGE["name"], PACKAGE.get("private")) == ("@arbiter-combat/client", None)
    assert PACKAGE["version"].startswith("0.")
    assert "@bufbuild/protobuf" in PACKAGE["dependencies"]
    with tarfile.open(package) as tar:
        names = {n.removeprefix("package/") for n in tar.getnames()}
    for entry in PACKAGE["exports"].values():
        for kind in ("types", "default"):
            shipped = entry[kind].removeprefix("./").replace("*", "combat_service")
            assert shipped in names, shipped
    # Only the client: no sources, tests' runner or examples.
    assert all(
        n.startswith("dist/") and n.endswith((".js", ".d.ts"))
        for n in names - {"package.json", "README.md"}
    ), names
    assert not {n for n in names if "runner" in n or "examples" in n}


def test_another_project_installs_the_package_and_runs_the_example(
    package: Path, server: ServerProcess, tmp_path: Path
) -> None:
    # The steps docs/clients/node.md gives a project of its own, the tsc being the pinned one.
    project = tmp_path / "game-backend"
    project.mkdir()
    (project / "package.json").write_text(
        '{"name": "game-backend", "private": true, "type": "module"}'
    )
    npm, node = require_tool("npm"), require_tool("node")
    _run([npm, "install", "--no-audit", "--no-fund", "--prefer-offline", package], cwd=project)
    example = NODE_CLIENT / "examples" / "resolve_attack.ts"
    (project / example.name).write_text(example.read_text())
    tsconfig = json.loads((NODE_CLIENT / "tsconfig.json").read_text())
    tsconfig["compilerOptions"].update(
        noEmit=False, outDir="dist", typeRoots=[str(NODE_CLIENT / "node_modules" / "@types")]
    )
    tsconfig["include"] = [example.name]
    (project / "tsconfig.json").write_text(json.dumps(tsconfig))
    _run([require_tool("tsc", TSC), "-p", project], cwd=project)
    compiled = project / "dist" / "resolve_attack.js"
    for flag, address in (("--connect", server.base_url), ("--grpc", server.target)):
        response = json.loads(_run([node, compiled, flag, address], cwd=project))
        assert summary({"response": response}) == EXPECTED["arrayer_attack"], flag


def _blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)


def test_the_node_doc_snippets_are_the_client_code() -> None:
    files = [*(NODE_CLIENT / "src").glob("*.ts"), *(NODE_CLIENT / "examples").glob("*.ts")]
    sources = "".join(p.read_text() for p in sorted(files))
    snippets = _blocks("ts")
    assert len(snippets) == 12
    assert [s for s in snippets if s not in sources] == []
    (error,) = _blocks("json")
    expected = {
        **EXPECTED["unknown_target"]["error"],
        "ruling": "",
        "requestId": "unknown_target-connect",
    }
    assert json.loads(error) == expected
