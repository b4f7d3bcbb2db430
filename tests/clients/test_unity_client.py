"""The Unity package's Connect client (clients/unity/Runtime, assembly Arbiter.Runtime) against a
live server and against small local stand-ins for a failing network.

mono's ``mcs`` compiles every C# file of Arbiter.Runtime (the files the package ships, not copies)
with tests/clients/csharp/UnityClientRunner.cs, and one run of the program makes every call below
over the HttpClient transport: the acceptance calls (exact numbers, the typed error's code, reason
and field path), a rule refusal (its ruling), a connection refused, a proxy answering 503 once and
then passing the call on, a proxy that stays down, status pages that are not Connect error JSON, and
a server that never answers (the client's timeout). The stand-ins are threads of this test that
record what reached them; nothing waits on the clock. The UnityWebRequest transport and the sample
need UnityEngine and are not compiled here (docs/clients/unity.md says so).

Without mono the tests skip, except under ``CI=true``, where a missing install step fails.
"""

from __future__ import annotations

import base64
import http.client
import http.server
import json
import re
import socket
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from google.rpc import error_details_pb2

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
from tests.clients.mono import RUNTIME, compile_csharp, runtime_sources
from tests.clients.stand_ins import SilentServer
from tests.service import connect_http
from tests.service.server_process import REPO, LogLine, ServerProcess

UNITY = REPO / "clients" / "unity"
RUNNER = Path(__file__).parent / "csharp" / "UnityClientRunner.cs"
DOC = REPO / "docs" / "clients" / "unity.md"
TRANSPORTS = ("connect",)
ATTEMPTS = 3
TIMEOUT_MS = 300
# Status pages that are not Connect error JSON, and the code the Connect spec gives each.
STATUS_CODES = {
    400: "INTERNAL",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "UNIMPLEMENTED",
    429: "UNAVAILABLE",
    500: "UNKNOWN",
    502: "UNAVAILABLE",
    504: "UNAVAILABLE",
}


class _Proxy(http.server.ThreadingHTTPServer):
    """A stand-in proxy in front of the server. A call whose request id is in ``canned`` gets
    that answer (status, content type, body); an id starting ``flaky-`` gets a 503 page the first
    time; any other call is passed on to the server. It records each call's headers."""

    def __init__(self, upstream: str, canned: dict[str, tuple[int, str, bytes]]) -> None:
        super().__init__(("127.0.0.1", 0), _ProxyHandler)
        self.upstream = upstream
        self.canned = canned
        self.seen: list[dict[str, str]] = []
        self.lock = threading.Lock()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


_PAGE = b"<html><body>upstream unavailable</body></html>"


class _ProxyHandler(http.server.BaseHTTPRequestHandler):
    # Keep-alive, as a real proxy: under HTTP/1.0 each answer closes the connection, and a client
    # may already be sending its next call on it (a failed connection, which it would retry).
    protocol_version = "HTTP/1.1"
    server: _Proxy

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        headers = {k.lower(): v for k, v in self.headers.items()}
        request_id = headers.get("x-request-id", "")
        with self.server.lock:
            earlier = [h for h in self.server.seen if h.get("x-request-id") == request_id]
            self.server.seen.append(headers)
        if request_id in self.server.canned:
            self._answer(*self.server.canned[request_id])
            return
        if request_id.startswith("flaky-") and not earlier:
            self._answer(503, "text/html", _PAGE)
            return
        host, port = self.server.upstream.removeprefix("http://").split(":")
        upstream = http.client.HTTPConnection(host, int(port), timeout=60)
        forwarded = {k: v for k, v in headers.items() if k != "host"}
        upstream.request("POST", self.path, body=body, headers=forwarded)
        reply = upstream.getresponse()
        self._answer(reply.status, reply.getheader("Content-Type", ""), reply.read())
        upstream.close()

    def _answer(self, status: int, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass  # keeps the test output clean


def _crafted_error() -> bytes:
    """Connect error JSON as another server might send it: an Any type URL, padded base64, an
    ErrorInfo with fields this client does not know (every wire type it skips), a truncated
    BadRequest, an unknown detail type and a field of the JSON it does not know."""
    info = error_details_pb2.ErrorInfo(reason="OUT_OF_AMMO", domain="example", metadata={"k": "v"})
    unknown = bytes([0x4D, 1, 2, 3, 4, 0x51, *range(8), 0x58, 0x96, 0x01])
    bad = error_details_pb2.BadRequest(
        field_violations=[error_details_pb2.BadRequest.FieldViolation(field="a.b")]
    ).SerializeToString()
    details = [
        {
            "type": "type.googleapis.com/google.rpc.ErrorInfo",
            "value": info.SerializeToString() + unknown,
        },
        {"type": "google.rpc.BadRequest", "value": bad[:-1]},
        {"type": "google.rpc.RetryInfo", "value": b"\x0a\x00"},
    ]
    body = {
        "code": "resource_exhausted",
        "message": "no more arrows",
        "details": [
            {"type": d["type"], "value": base64.b64encode(d["value"]).decode()} for d in details
        ],
        "debug": {"ignored": True},
    }
    return json.dumps(body).encode()


@pytest.fixture(scope="module")
def runner(tmp_path_factory: pytest.TempPathFactory) -> Path:
    exe = tmp_path_factory.mktemp("unity") / "UnityClientRunner.exe"
    compile_csharp(exe, RUNNER, *runtime_sources())
    return exe


def _spec(call: str, base: str, request: Path, request_id: str, **extra: Any) -> dict[str, Any]:
    spec = {
        "call": call,
        "base": base,
        "method": "ResolveAction",
        "request": str(request),
        "requestId": request_id,
        "timeoutMs": 10000,
        "maxAttempts": ATTEMPTS,
        "cancelAfterMs": 0,
    }
    return {**spec, **extra}


class Run:
    """The runner's records by call, what the stand-ins saw, and the server."""

    def __init__(
        self,
        records: list[dict[str, Any]],
        proxy: _Proxy,
        silent: SilentServer,
        server: ServerProcess,
    ) -> None:
        self.records = records
        self.by_call = {r["call"]: r for r in records}
        self.proxy = proxy
        self.silent = silent
        self.server = server

    def seen(self, request_id: str) -> list[dict[str, str]]:
        return [h for h in self.proxy.seen if h.get("x-request-id") == request_id]


@pytest.fixture(scope="module")
def run(
    runner: Path, server: ServerProcess, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Run]:
    tmp = tmp_path_factory.mktemp("unity-calls")
    attack = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
    refusal = json.loads(attack.read_text())
    refusal["state"]["combatants"][1]["position"] = {"x": 9, "y": 0}
    (tmp / "refusal.json").write_text(json.dumps(refusal))
    canned = {f"status-{s}": (s, "text/html", _PAGE) for s in (503, *STATUS_CODES)}
    canned["crafted"] = (429, "application/json", _crafted_error())
    # A JSON body with a code this client does not know: the status decides, as for a page.
    canned["unknown-code"] = (403, "application/json", b'{"code": "teapot", "message": "short"}')
    proxy = _Proxy(server.base_url, canned)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    silent = SilentServer()
    # Bound but not listening: connecting is refused, and no other process can take the port.
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))
    closed = f"http://127.0.0.1:{refusing.getsockname()[1]}"
    try:
        specs = [
            {
                **_spec(c["call"], server.base_url, MANIFEST.parent / c["request"], ""),
                "method": c["method"],
                "requestId": f"{c['call']}-connect",
            }
            for c in CALLS
        ]
        specs += [
            _spec("refusal", server.base_url, tmp / "refusal.json", "unity-refusal"),
            _spec("refused", closed, attack, "refused"),
            _spec("flaky", proxy.base_url, attack, "flaky-arrayer_attack"),
            _spec("down", proxy.base_url, attack, "status-503"),
            _spec("timeout", silent.base_url, attack, "timeout", timeoutMs=TIMEOUT_MS),
            _spec("cancelled", silent.base_url, attack, "cancelled", cancelAfterMs=TIMEOUT_MS),
            _spec("crafted", proxy.base_url, attack, "crafted"),
            _spec("unknown-code", proxy.base_url, attack, "unknown-code", maxAttempts=1),
        ]
        specs += [
            _spec(f"status-{s}", proxy.base_url, attack, f"status-{s}", maxAttempts=1)
            for s in STATUS_CODES
        ]
        (tmp / "specs.json").write_text(json.dumps(specs))
        done = subprocess.run(
            ["mono", str(runner), "run", str(tmp / "specs.json")],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        records = json.loads(done.stdout)
        assert [r["call"] for r in records] == [s["call"] for s in specs]
        yield Run(records, proxy, silent, server)
    finally:
        proxy.shutdown()
        proxy.server_close()
        silent.close()
        refusing.close()


# -- The acceptance calls -------------------------------------------------------------------------


def _acceptance(run: Run) -> list[dict[str, Any]]:
    return [run.by_call[c["call"]] for c in CALLS]


def test_the_unity_client_gives_the_expected_numbers(run: Run) -> None:
    assert mismatches(_acceptance(run), TRANSPORTS) == []


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(run: Run, name: str) -> None:
    assert mismatches_with_wrong(_acceptance(run), TRANSPORTS, name) == [f"{name} over connect"]


def test_the_response_is_the_servers_json_as_received(run: Run) -> None:
    # The runner prints the body it got; the same request over Python's client gives the same JSON.
    call = CALLS[0]
    reply = connect_http.post(
        run.server.base_url, call["method"], (MANIFEST.parent / call["request"]).read_text()
    )
    assert run.by_call[call["call"]]["response"] == reply.json()


def _logged(server: ServerProcess, request_id: str) -> list[LogLine]:
    """The server's rpc log lines of calls with this request id, waiting for the first one."""
    server.wait_for(rpc_line(request_id))
    return [line for line in server.lines if rpc_line(request_id)(line)]


def test_the_server_logged_the_calls(run: Run) -> None:
    # "<call>-connect", as every client names its acceptance calls (so other clients' calls may
    # carry the same ids); the refusal's id is this test's own.
    for call in CALLS:
        line = run.server.wait_for(rpc_line(f"{call['call']}-connect"))
        assert (line["protocol"], line["method"]) == (
            "connect",
            f"/arbiter.v1.CombatService/{call['method']}",
        )
    (line,) = _logged(run.server, "unity-refusal")
    assert line["protocol"] == "connect"


def test_the_error_carries_the_servers_details(run: Run) -> None:
    error = run.by_call["unknown_target"]["error"]
    assert (error["enum"], error["domain"], error["httpStatus"]) == (
        "InvalidArgument",
        "arbiter.v1",
        400,
    )
    assert error["attempts"] == 1  # an answer, not retried


def test_a_rule_refusal_names_its_ruling(run: Run) -> None:
    error = run.by_call["refusal"]["error"]
    assert (error["code"], error["reason"], error["metadata"]) == (
        "FAILED_PRECONDITION",
        "TARGET_OUT_OF_RANGE",
        {"ruling": "A3"},
    )
    assert error["fieldViolations"] == ["action.attack.targetId"]
    assert [v["subject"] for v in error["preconditionViolations"]] == ["A3"]
    assert error["attempts"] == 1


# -- Retries and timeouts -------------------------------------------------------------------------


def test_a_refused_connection_is_retried_then_unavailable(run: Run) -> None:
    error = run.by_call["refused"]["error"]
    assert (error["code"], error["httpStatus"], error["attempts"]) == ("UNAVAILABLE", 0, ATTEMPTS)


def test_a_503_is_retried_and_the_retry_succeeds(run: Run) -> None:
    record = run.by_call["flaky"]
    assert summary(record) == EXPECTED["arrayer_attack"]
    assert len(run.seen("flaky-arrayer_attack")) == 2
    # The retry reached the server once (the first attempt stopped at the proxy).
    assert len(_logged(run.server, "flaky-arrayer_attack")) == 1


def test_a_proxy_that_stays_down_gets_exactly_the_attempts(run: Run) -> None:
    error = run.by_call["down"]["error"]
    assert (error["code"], error["httpStatus"], error["attempts"]) == ("UNAVAILABLE", 503, ATTEMPTS)
    assert len(run.seen("status-503")) == ATTEMPTS


def test_each_attempt_sends_the_connect_headers(run: Run) -> None:
    for headers in run.seen("status-503"):
        assert headers["content-type"] == "application/json"
        assert headers["connect-protocol-version"] == "1"
        assert 0 < int(headers["connect-timeout-ms"]) <= 10000
    # Later attempts send the time left, not the whole timeout again.
    left = [int(h["connect-timeout-ms"]) for h in run.seen("status-503")]
    assert left == sorted(left, reverse=True) and left[0] > left[-1]


@pytest.mark.parametrize(("status", "code"), list(STATUS_CODES.items()))
def test_a_page_that_is_not_connect_json_maps_by_status(run: Run, status: int, code: str) -> None:
    error = run.by_call[f"status-{status}"]["error"]
    assert (error["code"], error["httpStatus"], error["attempts"]) == (code, status, 1)
    assert error["message"] == f"HTTP {status} without a Connect error body"
    assert len(run.seen(f"status-{status}")) == 1


def test_a_server_that_never_answers_is_deadline_exceeded(run: Run) -> None:
    error = run.by_call["timeout"]["error"]
    assert (error["code"], error["httpStatus"], error["attempts"]) == ("DEADLINE_EXCEEDED", 0, 1)
    assert error["message"] == f"no answer within the timeout of {TIMEOUT_MS} ms"
    # Sent once, not retried, with the call's whole timeout in the header (on a loaded machine
    # the client may give up before its request is even read: then nothing is seen).
    heads = run.silent.heads("timeout")
    assert len(heads) <= 1
    for head in heads:
        sent = re.search(rb"(?im)^connect-timeout-ms: (\d+)\r$", head)
        assert sent and 0 < int(sent[1]) <= TIMEOUT_MS


def test_a_cancelled_call_is_cancelled_not_an_error(run: Run) -> None:
    # The game's own CancellationToken: OperationCanceledException, long before the 10 s timeout.
    assert {k: v for k, v in run.by_call["cancelled"].items() if k != "call"} == {
        "transport": "connect",
        "cancelled": True,
    }
    assert len(run.silent.heads("cancelled")) <= 1


def test_details_are_decoded_leniently(run: Run) -> None:
    error = run.by_call["crafted"]["error"]
    assert (error["code"], error["message"], error["httpStatus"]) == (
        "RESOURCE_EXHAUSTED",
        "no more arrows",
        429,
    )
    # ErrorInfo read past its unknown fields; the truncated BadRequest dropped, nothing else lost.
    assert (error["reason"], error["domain"], error["metadata"]) == (
        "OUT_OF_AMMO",
        "example",
        {"k": "v"},
    )
    assert error["fieldViolations"] == []
    # Not UNAVAILABLE, so not retried, although a 429.
    assert len(run.seen("crafted")) == 1


def test_an_unknown_code_falls_back_to_the_status(run: Run) -> None:
    error = run.by_call["unknown-code"]["error"]
    assert (error["code"], error["message"], error["httpStatus"]) == (
        "PERMISSION_DENIED",
        "short",
        403,
    )


def test_the_backoff_is_capped_exponential_with_injected_jitter(runner: Path) -> None:
    # Defaults: 100 ms doubling up to 2 s; the wait is that ceiling times the random number.
    def waits(random: str) -> list[float]:
        done = subprocess.run(
            ["mono", str(runner), "backoff", random, "7"],
            capture_output=True,
            text=True,
            check=True,
        )
        return [float(w) for w in done.stdout.split()]

    assert waits("0.5") == [50, 100, 200, 400, 800, 1000, 1000]
    assert waits("0") == [0] * 7


# -- The package ---------------------------------------------------------------------------------


def test_the_compiled_files_are_the_assembly_without_unity_and_protobuf() -> None:
    names = {p.relative_to(RUNTIME).as_posix() for p in runtime_sources()}
    assert names == {
        "ArbiterClient.cs",
        "ArbiterDice.cs",
        "ArbiterException.cs",
        "ArbiterTransport.cs",
    }
    for path in runtime_sources():
        assert not re.search(r"^using (UnityEngine|Google\.Protobuf)", path.read_text(), re.M)


def test_the_unity_assembly_and_the_sample() -> None:
    asmdef = json.loads((RUNTIME / "Unity" / "Arbiter.Unity.asmdef").read_text())
    assert (asmdef["references"], asmdef["noEngineReferences"]) == (["Arbiter.Runtime"], False)
    (sample,) = json.loads((UNITY / "package.json").read_text())["samples"]
    folder = UNITY / sample["path"]
    assert sorted(p.name for p in folder.iterdir() if p.suffix != ".meta") == [
        "Arbiter.Samples.ResolveAction.asmdef",
        "ResolveActionSample.cs",
        "arrayer_attack.json",
    ]
    # The sample's request is the example the suite checks, not a drifting copy.
    example = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
    assert (folder / "arrayer_attack.json").read_text() == example.read_text()


def _blocks(language: str) -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)


def test_the_unity_doc_snippets_are_the_package_code() -> None:
    sources = "".join(p.read_text() for p in sorted(UNITY.rglob("*.cs")))
    snippets = _blocks("csharp")
    assert len(snippets) >= 4
    assert [s for s in snippets if s not in sources] == []
