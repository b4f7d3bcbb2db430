"""The Unity package's Connect client (clients/unity/Runtime, assembly Arbiter.Runtime: the client
and the generated Arbiter.V1 classes on Newtonsoft.Json) against a live server and against small
local stand-ins for a failing network.

mono's ``mcs`` compiles every C# file of Arbiter.Runtime (the files the package ships, not copies)
with tests/clients/csharp/UnityClientRunner.cs, and one run of the program makes every call below
through the typed API over the HttpClient transport: the acceptance calls (exact numbers, the
Simulate stream's progress and result, the typed error's code, reason and field path), ResolveMany
and GetCatalog, a rule refusal (its ruling), a Simulate refused in its end message, a stream
cancelled from its progress callback, a connection refused, a proxy answering 503 once and then
passing the call on, a proxy that stays down, status pages that are not Connect error JSON, a
server that never answers (the client's timeout), and streams paced by a stand-in (one that
outlives the unary timeout, one that stalls: the stream's idle timeout). The generated classes'
proto3 JSON is held to Python's json_format. The stand-ins are threads of this test that record
what reached them; nothing waits on the clock.

The UnityWebRequest transport (Runtime/Unity) needs UnityEngine, which is not here: it is compiled
against csharp/UnityWebRequestStandIn.cs, a stand-in for the members it uses written from Unity's
scripting reference, and makes the acceptance calls, a stream cancelled from its first progress
callback (live progress) and a stream refused with an error body. That checks the transport's own
logic, not Unity's; the sample's MonoBehaviour is not compiled (docs/clients/unity.md says so).

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
from google.protobuf import descriptor_pool, json_format, message_factory
from google.protobuf.message import Message
from google.rpc import error_details_pb2

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import dice_pb2
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
from tests.clients.mono import REFERENCES, RUNTIME, compile_csharp, runtime_sources
from tests.clients.stand_ins import SilentServer
from tests.pki import make_pki
from tests.proto.codegen import require_tool
from tests.scripts import script
from tests.service import connect_http
from tests.service.server_process import REPO, LogLine, ServerProcess

UNITY = REPO / "clients" / "unity"
RUNNER = Path(__file__).parent / "csharp" / "UnityClientRunner.cs"
#: The UnityWebRequest transport, and the stand-in for the UnityEngine members it uses.
UNITY_WEB_REQUEST = RUNTIME / "Unity" / "UnityWebRequestTransport.cs"
UNITY_STAND_IN = Path(__file__).parent / "csharp" / "UnityWebRequestStandIn.cs"
# The sample's plain C# half; its MonoBehaviour half needs UnityEngine.
SAMPLE = UNITY / "Samples~" / "ResolveAction" / "AttackSample.cs"
#: The sample's request built in code, beside `using System;`.
SAMPLE_REQUEST = UNITY / "Samples~" / "ResolveAction" / "AttackRequest.cs"
DOC = REPO / "docs" / "clients" / "unity.md"
TRANSPORTS = ("connect",)
ATTEMPTS = 3
TOKEN = "unity-test-token-" + "ab" * 12
TIMEOUT_MS = 300
# The paced stand-in's stream: this many progress messages, PACE seconds apart, last longer than
# TIMEOUT_MS and each gap is far inside the default idle timeout (30 s).
PACED_MESSAGES = 6
PACE = 0.1
_GUARD = 60.0  # a stalled stream's hang guard
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


class _PacedStream(http.server.ThreadingHTTPServer):
    """A stand-in Simulate stream. To a call whose request id starts ``paced-`` it sends
    PACED_MESSAGES progress messages PACE seconds apart, then a result and the end; to one
    starting ``stalled-``, one progress message, then nothing until ``close``. It records each
    call's headers."""

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), _PacedStreamHandler)
        self.seen: list[dict[str, str]] = []
        self.done = threading.Event()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"

    def close(self) -> None:
        self.done.set()
        self.shutdown()
        self.server_close()


class _PacedStreamHandler(http.server.BaseHTTPRequestHandler):
    server: _PacedStream

    def do_POST(self) -> None:
        self.rfile.read(int(self.headers["Content-Length"]))
        headers = {k.lower(): v for k, v in self.headers.items()}
        self.server.seen.append(headers)
        # HTTP/1.0: no length, the body ends when the connection closes.
        self.send_response(200)
        self.send_header("Content-Type", "application/connect+json")
        self.end_headers()
        stalled = headers.get("x-request-id", "").startswith("stalled-")
        for done in range(1, 2 if stalled else PACED_MESSAGES + 1):
            progress = {"runsDone": done, "runs": PACED_MESSAGES}
            self.wfile.write(connect_http.envelope({"progress": progress}))
            self.wfile.flush()
            # The stand-in's pace (or its silence), not a wait for the client.
            self.server.done.wait(_GUARD if stalled else PACE)
        result = {"result": {"seed": "7", "runs": PACED_MESSAGES}}
        self.wfile.write(connect_http.envelope(result))
        self.wfile.write(connect_http.envelope({}, connect_http.END_STREAM))

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
    compile_csharp(
        exe, RUNNER, UNITY_WEB_REQUEST, UNITY_STAND_IN, SAMPLE, SAMPLE_REQUEST, *runtime_sources()
    )
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


# Calls of this test's own beyond the acceptance calls, by name, and their RPC.
EXTRA_CALLS = {
    "many": "ResolveMany",
    "catalog": "GetCatalog",
    "simulate-refused": "Simulate",
    "encounter-odds": "ComputeEncounterOdds",
}


def _extra_requests(attack: Path) -> dict[str, Any]:
    """ResolveMany with a good and a bad item, one ruleset's catalog, a Simulate of 0 runs."""
    bad = json.loads((MANIFEST.parent / "unknown_target.json").read_text())
    simulate = json.loads((MANIFEST.parent / "arrayer_simulate.json").read_text())
    return {
        "many": {
            "items": [
                {"id": "hit", "action": json.loads(attack.read_text())},
                {"id": "bad", "action": bad},
            ]
        },
        "catalog": {"ruleset": "RULESET_TIERED"},
        "simulate-refused": {**simulate, "runs": 0},
        # The dagger duel's 20 rounds: odds whose terms do not fit 64 bits.
        "encounter-odds": DAGGER_ODDS_REQUEST,
        # Far longer than any timeout here: only a stream handed over live shows progress.
        "simulate-long": {**simulate, "runs": 10_000_000},
    }


class Run:
    """The runner's records by call, what the stand-ins saw, and the server."""

    def __init__(
        self,
        records: list[dict[str, Any]],
        *,
        proxy: _Proxy,
        silent: SilentServer,
        paced: _PacedStream,
        server: ServerProcess,
        tls_server: ServerProcess,
    ) -> None:
        self.records = records
        self.by_call = {r["call"]: r for r in records}
        self.proxy = proxy
        self.silent = silent
        self.paced = paced
        self.server = server
        self.tls_server = tls_server

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
    for name, request in _extra_requests(attack).items():
        (tmp / f"{name}.json").write_text(json.dumps(request))
    canned = {f"status-{s}": (s, "text/html", _PAGE) for s in (503, *STATUS_CODES)}
    canned["crafted"] = (429, "application/json", _crafted_error())
    canned["crafted-stream"] = canned["crafted"]
    # A JSON body with a code this client does not know: the status decides, as for a page.
    canned["unknown-code"] = (403, "application/json", b'{"code": "teapot", "message": "short"}')
    proxy = _Proxy(server.base_url, canned)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    silent = SilentServer()
    paced = _PacedStream()
    threading.Thread(target=paced.serve_forever, daemon=True).start()
    pki = make_pki(tmp)
    (tmp / "token").write_text(TOKEN + "\n")
    tls_server = ServerProcess(
        *pki.server_args(mtls=False), "--auth-token-file", str(tmp / "token")
    )
    # Bound but not listening: connecting is refused, and no other process can take the port.
    refusing = socket.socket()
    refusing.bind(("127.0.0.1", 0))
    closed = f"http://127.0.0.1:{refusing.getsockname()[1]}"
    try:
        tls_server.__enter__()
        tls_base, pin = tls_server.base_url, str(pki.server_cert)
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
            *(
                _spec(name, server.base_url, tmp / f"{name}.json", f"unity-{name}", method=method)
                for name, method in EXTRA_CALLS.items()
            ),
            # No x-request-id of the caller's: the client makes one, the error carries it.
            _spec("own-id", server.base_url, MANIFEST.parent / "unknown_target.json", ""),
            _spec(
                "simulate-cancelled",
                server.base_url,
                tmp / "simulate-long.json",
                "unity-simulate-cancelled",
                method="Simulate",
                cancelOnProgress=True,
            ),
            _spec(
                "flaky-simulate",
                proxy.base_url,
                MANIFEST.parent / "arrayer_simulate.json",
                "flaky-simulate",
                method="Simulate",
            ),
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
        simulate = MANIFEST.parent / "arrayer_simulate.json"
        specs += [
            # A stream longer than the client's (unary) timeout, with no timeout of its own.
            _spec(
                "paced",
                paced.base_url,
                simulate,
                "paced-stream",
                method="Simulate",
                timeoutMs=None,
                clientTimeoutMs=TIMEOUT_MS,
            ),
            # The same stream with a timeout of its own: that bounds the whole stream.
            _spec(
                "paced-bounded",
                paced.base_url,
                simulate,
                "paced-bounded",
                method="Simulate",
                timeoutMs=TIMEOUT_MS,
            ),
            # A stream that stops sending, and one that never starts: the idle timeout ends them.
            *(
                _spec(
                    name,
                    base,
                    simulate,
                    name,
                    method="Simulate",
                    timeoutMs=None,
                    idleTimeoutMs=TIMEOUT_MS,
                )
                for name, base in (
                    ("stalled-stream", paced.base_url),
                    ("silent-stream", silent.base_url),
                )
            ),
        ]
        # The UnityWebRequest transport (on the stand-in): the acceptance calls, a stream that
        # outlives the unary timeout, live progress, and a stream refused with an error body.
        specs += [
            {
                **_spec(f"uwr-{c['call']}", server.base_url, MANIFEST.parent / c["request"], ""),
                "method": c["method"],
                "requestId": f"{c['call']}-connect",
                "unityWebRequest": True,
            }
            for c in CALLS
        ]
        specs += [
            _spec(
                "uwr-paced",
                paced.base_url,
                simulate,
                "paced-uwr",
                method="Simulate",
                timeoutMs=None,
                clientTimeoutMs=TIMEOUT_MS,
                unityWebRequest=True,
            ),
            _spec(
                "uwr-simulate-cancelled",
                server.base_url,
                tmp / "simulate-long.json",
                "unity-uwr-simulate-cancelled",
                method="Simulate",
                cancelOnProgress=True,
                unityWebRequest=True,
            ),
            _spec(
                "uwr-crafted",
                proxy.base_url,
                simulate,
                "crafted-stream",
                method="Simulate",
                maxAttempts=1,
                unityWebRequest=True,
            ),
        ]
        specs += [
            _spec("tls", tls_base, attack, "unity-tls", pin=pin, token=TOKEN),
            _spec("tls-no-token", tls_base, attack, "unity-tls-no-token", pin=pin),
            # Another certificate pinned: the handshake fails, no answer (not retried here).
            _spec("tls-other", tls_base, attack, "unity-tls-other", pin=str(pki.ca), maxAttempts=1),
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
        yield Run(
            records, proxy=proxy, silent=silent, paced=paced, server=server, tls_server=tls_server
        )
    finally:
        tls_server.__exit__(None, None, None)
        proxy.shutdown()
        proxy.server_close()
        silent.close()
        paced.close()
        refusing.close()


# -- The acceptance calls -------------------------------------------------------------------------


def _acceptance(run: Run) -> list[dict[str, Any]]:
    return [run.by_call[c["call"]] for c in CALLS]


def test_the_unity_client_gives_the_expected_numbers(run: Run) -> None:
    assert mismatches(_acceptance(run), TRANSPORTS) == []


@pytest.mark.parametrize("name", list(WRONG))
def test_a_wrong_expectation_is_caught(run: Run, name: str) -> None:
    assert mismatches_with_wrong(_acceptance(run), TRANSPORTS, name) == [f"{name} over connect"]


def _unary(method: str) -> bool:
    return method != "Simulate"


@pytest.mark.parametrize(
    "call",
    [c["call"] for c in CALLS if _unary(c["method"]) and c["call"] != "unknown_target"]
    + ["many", "catalog"],
)
def test_the_typed_answer_writes_back_the_servers_json(run: Run, call: str) -> None:
    # The runner reads the answer into its generated class and writes that back as JSON: it is
    # the server's JSON for the same request, key for key (int64 strings, enums, oneofs, Any).
    spec = next((c for c in CALLS if c["call"] == call), None)
    if spec is not None:
        method, request = spec["method"], (MANIFEST.parent / spec["request"]).read_text()
    else:
        attack = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
        method, request = EXTRA_CALLS[call], json.dumps(_extra_requests(attack)[call])
    reply = connect_http.post(run.server.base_url, method, request)
    assert reply.status == 200
    assert run.by_call[call]["response"] == reply.json()


def test_encounter_odds_past_64_bits_are_read_exactly(run: Run) -> None:
    # The dagger duel's 20 rounds: Rational.FractionNumerator and FractionDenominator read the
    # exact digits as BigIntegers, the engine's fractions, where the ulong terms are 0.
    answer = run.by_call["encounter-odds"]["response"]
    assert answer["exact"] == exact_texts()
    draw = dagger_duel_odds().draw
    assert draw.denominator >= 2**64 and "numerator" not in answer["odds"]["draw"]
    request = json.dumps(DAGGER_ODDS_REQUEST)
    reply = connect_http.post(run.server.base_url, "ComputeEncounterOdds", request)
    assert answer["odds"] == reply.json()  # the typed answer writes back the server's JSON


def test_resolve_many_carries_an_item_error_inline(run: Run) -> None:
    results = run.by_call["many"]["response"]["results"]
    assert [r["id"] for r in results] == ["hit", "bad"]
    error = results[1]["error"]
    assert error["code"] == 3  # INVALID_ARGUMENT, as a number in an item
    assert "type.googleapis.com/google.rpc.ErrorInfo" in [d["@type"] for d in error["details"]]


def test_the_simulate_stream_hands_over_progress_then_the_result(run: Run) -> None:
    record = run.by_call["arrayer_simulate"]
    assert record["progress"] and set(record["response"]) == {"result"}
    assert all(p["runs"] == 400 for p in record["progress"])
    # The same seed over the Connect route from Python gives the same result, number for number.
    body = (MANIFEST.parent / "arrayer_simulate.json").read_text()
    reply = connect_http.post(
        run.server.base_url,
        "Simulate",
        connect_http.envelope(json.loads(body)),
        content_type="application/connect+json",
    )
    *_, (_, result), (flags, end) = connect_http.read_envelopes(reply.body)
    assert (flags, end) == (connect_http.END_STREAM, {})
    assert record["response"] == result


def test_a_simulate_refused_in_its_end_message_is_a_typed_error(run: Run) -> None:
    # The stream's HTTP status is 200; the error comes in the end-stream envelope.
    error = run.by_call["simulate-refused"]["error"]
    assert (error["code"], error["reason"], error["httpStatus"], error["attempts"]) == (
        "INVALID_ARGUMENT",
        "OUT_OF_RANGE",
        200,
        1,
    )
    assert error["requestId"] == "unity-simulate-refused"


@pytest.mark.parametrize("call", ["simulate-cancelled", "uwr-simulate-cancelled"])
def test_a_stream_cancelled_from_its_progress_callback_stops_there(run: Run, call: str) -> None:
    # Ten million runs: the first progress message came while the server was still playing them
    # (either transport hands the stream over as it arrives: HttpClient's response stream,
    # UnityWebRequest's DownloadHandlerScript, where a buffered body would have come at the end,
    # if ever), and cancelling there ended the call on both sides. The client hands over nothing
    # after the callback that cancelled.
    record = run.by_call[call]
    assert record["cancelled"] is True and "response" not in record
    assert len(record["progress"]) == 1 and record["progress"][0]["runs"] == 10_000_000
    assert run.server.wait_for(rpc_line(f"unity-{call}"))["code"] == "CANCELLED"


def test_a_simulate_is_retried_before_its_first_message(run: Run) -> None:
    # The proxy's 503 came before any message, so the call was sent again and streamed in full.
    record = run.by_call["flaky-simulate"]
    assert summary(record) == EXPECTED["arrayer_simulate"]
    assert len(run.seen("flaky-simulate")) == 2
    assert [h["content-type"] for h in run.seen("flaky-simulate")] == [
        "application/connect+json"
    ] * 2


def test_every_error_carries_its_request_id(run: Run) -> None:
    # The caller's id, sent and answered; one of the client's own when the caller set none; the
    # sent one when no answer came at all.
    assert run.by_call["unknown_target"]["error"]["requestId"] == "unknown_target-connect"
    assert run.by_call["refused"]["error"]["requestId"] == "refused"
    assert run.by_call["timeout"]["error"]["requestId"] == "timeout"
    own = run.by_call["own-id"]["error"]["requestId"]
    assert re.fullmatch(r"[0-9a-f]{32}", own)
    (line,) = _logged(run.server, own)
    assert line["code"] == "INVALID_ARGUMENT"


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


def test_tls_and_the_token(run: Run) -> None:
    # HTTPS to a server with a certificate of its own (the transport pins it), the token in the
    # client's headers: the call resolves; without the token it is refused before it is read.
    assert summary(run.by_call["tls"]) == EXPECTED["arrayer_attack"]
    error = run.by_call["tls-no-token"]["error"]
    assert (error["code"], error["reason"], error["httpStatus"]) == (
        "UNAUTHENTICATED",
        "TOKEN_MISSING",
        401,
    )
    assert run.tls_server.wait_for(rpc_line("unity-tls"))["code"] == "OK"
    other = run.by_call["tls-other"]["error"]
    assert (other["code"], other["httpStatus"], other["requestId"]) == (
        "UNAVAILABLE",
        0,
        "unity-tls-other",
    )


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


# -- Streams: the idle timeout, not the unary one ----------------------------------------------


def _connect_timeout(headers: dict[str, str]) -> int | None:
    sent = headers.get("connect-timeout-ms")
    return None if sent is None else int(sent)


@pytest.mark.parametrize("call", ["paced", "uwr-paced"])
def test_a_stream_outlives_the_unary_timeout(run: Run, call: str) -> None:
    # Six messages 100 ms apart, with the client's Timeout at 300 ms: that bounds unary calls,
    # not a stream, which ran to its result with every message (on either transport). No
    # deadline went to the server either.
    record = run.by_call[call]
    assert record["response"] == {"result": {"seed": "7", "runs": PACED_MESSAGES}}
    assert [p["runsDone"] for p in record["progress"]] == list(range(1, PACED_MESSAGES + 1))
    request_id = {"paced": "paced-stream", "uwr-paced": "paced-uwr"}[call]
    (headers,) = [h for h in run.paced.seen if h["x-request-id"] == request_id]
    assert _connect_timeout(headers) is None


def test_a_stream_with_a_timeout_of_its_own_is_bounded_by_it(run: Run) -> None:
    error = run.by_call["paced-bounded"]["error"]
    assert (error["code"], error["attempts"]) == ("DEADLINE_EXCEEDED", 1)
    assert error["message"] == f"no answer within the timeout of {TIMEOUT_MS} ms"
    (headers,) = [h for h in run.paced.seen if h["x-request-id"] == "paced-bounded"]
    timeout = _connect_timeout(headers)
    assert timeout is not None and 0 < timeout <= TIMEOUT_MS


@pytest.mark.parametrize("call", ["stalled-stream", "silent-stream"])
def test_a_silent_stream_ends_at_the_idle_timeout(run: Run, call: str) -> None:
    # One that sent a message and went quiet, one whose answer never started: each ended
    # DEADLINE_EXCEEDED when nothing had arrived for the idle timeout, and was not retried.
    error = run.by_call[call]["error"]
    assert (error["code"], error["attempts"], error["requestId"]) == ("DEADLINE_EXCEEDED", 1, call)
    assert error["message"] == (
        f"nothing arrived within the stream's idle timeout of {TIMEOUT_MS} ms"
    )


# -- The UnityWebRequest transport (on the stand-in) ----------------------------------------------


def test_the_unity_web_request_transport_gives_the_expected_numbers(run: Run) -> None:
    records = [{**run.by_call[f"uwr-{c['call']}"], "call": c["call"]} for c in CALLS]
    assert mismatches(records, TRANSPORTS) == []
    # The same answers as over HttpClient, key for key (a Simulate's progress depends on the clock).
    over_http_client = _acceptance(run)
    assert [r.get("response") for r in records] == [r.get("response") for r in over_http_client]


def test_the_unity_web_request_transport_returns_a_refused_streams_body(run: Run) -> None:
    # A 429 with Connect error JSON to a stream: its body is the error, not stream bytes.
    error = run.by_call["uwr-crafted"]["error"]
    assert (error["code"], error["message"], error["httpStatus"], error["reason"]) == (
        "RESOURCE_EXHAUSTED",
        "no more arrows",
        429,
        "OUT_OF_AMMO",
    )


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


# -- The generated classes' proto3 JSON ----------------------------------------------------------

# Input the server would not send but proto3 JSON allows, each with what json_format reads it as.
_JSON_CASES: list[tuple[str, dict[str, Any]]] = [
    # 64-bit integers from numbers, 32-bit ones from strings, enums from numbers, null as unset.
    (
        "ResolveActionResponse",
        {"seed": 5, "diceRolled": "3", "state": None, "trace": {"events": [{"kind": 1}]}},
    ),
    # The proto's own field names, nested.
    ("ResolveActionResponse", {"dice_rolled": 2, "state": {"combatants": [{"side_id": "red"}]}}),
    # proto3 optional set to 0 is kept; plain zeros, false and UNSPECIFIED are left out; a map of
    # enums given by number.
    (
        "ResolveEncounterRequest",
        {
            "maxRounds": 0,
            "aftermath": False,
            "tactic": "TACTIC_UNSPECIFIED",
            "sideTactics": {"red": 2, "blue": "TACTIC_RETREAT_WHEN_HURT"},
        },
    ),
    # A oneof member at its default is still set; the largest uint64; doubles.
    ("Dice", {"seed": "0"}),
    ("ResolveActionResponse", {"seed": "18446744073709551615"}),
    ("Rational", {"numerator": "3", "denominator": "5", "value": 0.6}),
    ("SideStatistics", {"winRate": 1e-300, "winRateHigh": "NaN", "winRateLow": "-Infinity"}),
]

# Fields and an enum name a newer server might send: kept and written back, where json_format
# (ignoring unknown fields, as a game client must) drops them.
_UNKNOWN = {
    "diceRolled": 1,
    "futureField": {"x": [1, "two"]},
    "result": {"attack": {"strikes": [{"targetId": "bo", "outcome": "OUTCOME_GRAZED"}]}},
}


def _message(type_name: str, **fields: Any) -> Message:
    descriptor = descriptor_pool.Default().FindMessageTypeByName(f"arbiter.v1.{type_name}")
    return message_factory.GetMessageClass(descriptor)(**fields)


def _json_format(type_name: str, value: dict[str, Any]) -> dict[str, Any]:
    message = json_format.Parse(json.dumps(value), _message(type_name), ignore_unknown_fields=True)
    return json_format.MessageToDict(message)


def _written(runner: Path, tmp_path: Path, cases: list[tuple[str, dict[str, Any]]]) -> Any:
    (tmp_path / "cases.json").write_text(json.dumps([{"type": t, "json": j} for t, j in cases]))
    done = subprocess.run(
        ["mono", str(runner), "json", str(tmp_path / "cases.json")],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(done.stdout)


def test_the_generated_classes_write_what_json_format_writes(runner: Path, tmp_path: Path) -> None:
    written = _written(runner, tmp_path, _JSON_CASES)
    assert written == [_json_format(t, j) for t, j in _JSON_CASES]
    assert written[2]["maxRounds"] == 0 and written[0]["seed"] == "5"


def test_unknown_fields_and_enum_names_are_kept(runner: Path, tmp_path: Path) -> None:
    # A map of enums with a name it does not know is kept whole, the known entries with it.
    tactics: dict[str, Any] = {
        "sideTactics": {"red": "TACTIC_NEAREST_ENEMY", "blue": "TACTIC_FEINT"}
    }
    cases = [("ResolveActionResponse", _UNKNOWN), ("ResolveEncounterRequest", tactics)]
    assert _written(runner, tmp_path, cases) == [_UNKNOWN, tactics]
    assert _json_format("ResolveActionResponse", _UNKNOWN) == {
        "diceRolled": 1,
        "result": {"attack": {"strikes": [{"targetId": "bo"}]}},
    }


def test_messages_built_in_csharp_are_what_json_format_writes(runner: Path) -> None:
    done = subprocess.run(
        ["mono", str(runner), "built"], capture_output=True, text=True, check=True
    )
    built = json.loads(done.stdout)
    dice = dice_pb2.Dice(seed=0)  # the C# set Forced first, then Seed: the oneof holds Seed
    encounter = pb.ResolveEncounterRequest(
        max_rounds=0,
        tactic=pb.TACTIC_WEAKEST_ENEMY,
        dice=dice,
        side_tactics={"red": pb.TACTIC_HOLD_AT_RANGE},
    )
    assert built == {
        "dice": json_format.MessageToDict(dice),
        "diceCase": "Seed",
        "cleared": {},
        "clearedCase": "None",
        "encounter": json_format.MessageToDict(encounter),
        "response": json_format.MessageToDict(pb.ResolveActionResponse(seed=2**64 - 1)),
        "empty": {},
    }


# -- The package ---------------------------------------------------------------------------------


def test_the_sample_builds_its_request_in_code_beside_using_system(runner: Path) -> None:
    # AttackRequest.cs has `using System;` and `using Arbiter.V1;`, as a Unity script would: it
    # compiles (the alias settles Action) and builds arrayer_attack.json's request exactly.
    source = SAMPLE_REQUEST.read_text(encoding="utf-8")
    assert "using System;" in source and "using Action = Arbiter.V1.Action;" in source
    done = subprocess.run(
        [require_tool("mono"), runner, "built-request"], capture_output=True, text=True, check=True
    )
    built = json_format.Parse(done.stdout, pb.ResolveActionRequest())
    sample = UNITY / "Samples~" / "ResolveAction" / "arrayer_attack.json"
    assert built == json_format.Parse(sample.read_text(), pb.ResolveActionRequest())


def test_without_the_alias_the_sample_request_is_ambiguous(tmp_path: Path) -> None:
    # What the alias is for: beside `using System;`, Arbiter.V1's Action is CS0104.
    source = SAMPLE_REQUEST.read_text(encoding="utf-8")
    unaliased = tmp_path / "AttackRequest.cs"
    unaliased.write_text(source.replace("using Action = Arbiter.V1.Action;\n", ""))
    done = subprocess.run(
        [
            require_tool("mcs"),
            "-langversion:7",
            "-target:library",
            *(f"-r:{r}" for r in REFERENCES),
            f"-out:{tmp_path / 'unaliased.dll'}",
            *map(str, runtime_sources()),
            str(unaliased),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode != 0
    assert "error CS0104: `Action' is an ambiguous reference" in done.stdout + done.stderr


PACKAGE_README = REPO / "clients" / "unity" / "README.md"
MONO_SCRIPT = REPO / "clients" / "unity" / "Tools~" / "mono.sh"


def test_the_package_readme_program_runs_with_its_mono_script(
    server: ServerProcess, tmp_path: Path
) -> None:
    # clients/unity/README.md: its program, saved as Program.cs and run by Tools~/mono.sh as the
    # README says, prints what the README says.
    text = PACKAGE_README.read_text(encoding="utf-8")
    (program,) = re.findall(r"```csharp\n(.*?)```", text, re.S)
    (tmp_path / "Program.cs").write_text(program, encoding="utf-8")
    attack = REPO / "clients" / "python" / "examples" / "arrayer_attack.json"
    done = subprocess.run(
        [MONO_SCRIPT, "Program.cs", "--", server.base_url, attack],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines() == ["bo: Hit, 4 damage, 1 HP left"]
    assert "It prints `bo: Hit, 4 damage, 1 HP left`." in text


def test_the_mono_script_builds_as_the_suite_does() -> None:
    # The script's references are tests/clients/mono.py's, so the two builds cannot drift apart.
    script = MONO_SCRIPT.read_text(encoding="utf-8")
    listed = re.search(r"references=\(\n(.*?)\n\)", script, re.S)
    assert listed, "no references=( ... ) in the script"
    assert [Path(line.strip()) for line in listed[1].splitlines()] == list(REFERENCES)
    assert "-langversion:7 -warnaserror+" in script


def test_the_compiled_files_are_the_assembly_without_unity_and_protobuf() -> None:
    names = {p.relative_to(RUNTIME).as_posix() for p in runtime_sources()}
    generated = {f"Generated/{p.name}" for p in (RUNTIME / "Generated").glob("*.g.cs")}
    assert len(generated) == len(list((REPO / "proto" / "arbiter" / "v1").glob("*.proto")))
    assert names == {
        "ArbiterClient.cs",
        "ArbiterDice.cs",
        "ArbiterException.cs",
        "ArbiterJson.cs",
        "ArbiterRational.cs",
        "ArbiterTransport.cs",
        *generated,
    }
    for path in runtime_sources():
        assert not re.search(r"^using (UnityEngine|Google\.Protobuf)", path.read_text(), re.M)


def test_the_runtime_assembly_needs_newtonsoft_only() -> None:
    asmdef = json.loads((RUNTIME / "Arbiter.Runtime.asmdef").read_text())
    assert (asmdef["overrideReferences"], asmdef["precompiledReferences"]) == (
        True,
        ["Newtonsoft.Json.dll"],
    )
    assert asmdef["noEngineReferences"] is True
    # Unity installs the dependency with the package; no asmdef of Generated/ any more.
    manifest = json.loads((UNITY / "package.json").read_text())
    assert "com.unity.nuget.newtonsoft-json" in manifest["dependencies"]
    assert not list(RUNTIME.rglob("Arbiter.V1.asmdef"))


def test_every_rpc_http_1_1_can_carry_has_a_typed_method() -> None:
    source = (RUNTIME / "ArbiterClient.cs").read_text()
    for method in script("proto_model").load().methods:
        if method.client_streaming:
            # ResolveBatch streams both ways, which HTTP/1.1 cannot: ResolveMany is its batch.
            assert f"{method.name}Async" not in source
        elif method.server_streaming:
            assert re.search(
                rf"public async Task<\w+> {method.name}Async\({method.input} request, IProgress<",
                source,
            )
        else:
            assert (
                f"public Task<{method.output}> {method.name}Async({method.input} request" in source
            )


def test_the_sample_runs_against_the_server(runner: Path, server: ServerProcess) -> None:
    request = UNITY / "Samples~" / "ResolveAction" / "arrayer_attack.json"
    done = subprocess.run(
        ["mono", str(runner), "sample", server.base_url, str(request)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert lines[:2] == ["ana attacks bo: Hit, 4 damage, 1 HP left", "the odds of that hit: 3/5"]
    assert [line.split(" wins")[0] for line in lines[2:4]] == ["side red", "side blue"]
    assert re.fullmatch(r"progress messages: [1-9]\d*", lines[4])


def test_the_unity_assembly_and_the_sample() -> None:
    asmdef = json.loads((RUNTIME / "Unity" / "Arbiter.Unity.asmdef").read_text())
    assert (asmdef["references"], asmdef["noEngineReferences"]) == (["Arbiter.Runtime"], False)
    (sample,) = json.loads((UNITY / "package.json").read_text())["samples"]
    folder = UNITY / sample["path"]
    assert sorted(p.name for p in folder.iterdir() if p.suffix != ".meta") == [
        "Arbiter.Samples.ResolveAction.asmdef",
        "AttackRequest.cs",
        "AttackSample.cs",
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
