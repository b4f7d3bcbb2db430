"""The Connect route of a real server process: the same CombatService over HTTP/1.1, JSON and
binary, errors with google.rpc details, GET GetCatalog, ResolveMany, ResolveBatch streaming, CORS,
logs and metrics, and the drain on SIGTERM."""

from __future__ import annotations

import json
import re
import shlex
import signal
import struct
import subprocess
import urllib.parse
import urllib.request
from collections.abc import Iterator
from typing import Any

import grpc
import pytest
from google.protobuf import json_format
from grpc_health.v1 import health_pb2, health_pb2_grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import trace_pb2
from service.connect import CATALOG_CACHE_CONTROL
from service.interceptor import REQUEST_ID_KEY
from service.server import COMBAT_SERVICE
from tests.service import connect_http
from tests.service.connect_http import END_STREAM, Stream, get, options, post
from tests.service.server_process import REPO, ServerProcess

EXAMPLES = REPO / "clients" / "python" / "examples"
_ORIGIN = "https://game.example"


def _example(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((EXAMPLES / name).read_text())
    return loaded


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    with ServerProcess("--cors-origins", _ORIGIN) as process:
        yield process


def _strikes(body: dict[str, Any]) -> list[tuple[str, str, int, int]]:
    return [
        (s["attackerId"], s["outcome"], s.get("damage", 0), s["hpAfter"])
        for s in body["result"]["attack"]["strikes"]
    ]


def test_arrayer_attack_over_json(server: ServerProcess) -> None:
    response = post(server.base_url, "ResolveAction", _example("arrayer_attack.json"))
    assert response.status == 200
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert _strikes(body) == [("ana", "OUTCOME_HIT", 4, 1)]
    assert body["diceRolled"] == 1
    assert [c["hp"] for c in body["state"]["combatants"]] == [7, 1]
    (event,) = body["trace"]["events"]
    assert [(d["size"], d["face"]) for d in event["dice"]] == [(10, 4)]


def test_tiered_exchange_over_binary_protobuf(server: ServerProcess) -> None:
    request = json_format.ParseDict(_example("tiered_exchange.json"), pb.ResolveActionRequest())
    response = post(
        server.base_url,
        "ResolveAction",
        request.SerializeToString(),
        content_type="application/proto",
    )
    assert (response.status, response.headers["content-type"]) == (200, "application/proto")
    result = pb.ResolveActionResponse.FromString(response.body)
    strikes = [
        (s.attacker_id, s.outcome, s.damage, s.hp_after) for s in result.result.attack.strikes
    ]
    # Ana's attack misses; Bo's counterattack hits her for 7.
    assert strikes == [
        ("ana", trace_pb2.OUTCOME_MISS, 0, 20),
        ("bo", trace_pb2.OUTCOME_HIT, 7, 13),
    ]
    assert result.dice_rolled == 2
    assert [c.hp for c in result.state.combatants] == [13, 20]


@pytest.mark.parametrize("name", ["arrayer_attack.json", "tiered_exchange.json"])
def test_the_connect_json_is_the_grpc_response_in_json_format(
    server: ServerProcess, name: str
) -> None:
    request = json_format.ParseDict(_example(name), pb.ResolveActionRequest())
    with grpc.insecure_channel(server.target) as channel:
        over_grpc = pb_grpc.CombatServiceStub(channel).ResolveAction(request, timeout=60)
    over_connect = post(server.base_url, "ResolveAction", _example(name))
    # Compact: no indentation (the Connect route's codec, service.connect).
    assert over_connect.body.decode() == json_format.MessageToJson(over_grpc, indent=None)


def test_a_seed_is_an_int64_string_and_zeros_are_omitted(server: ServerProcess) -> None:
    request = _example("arrayer_attack.json")
    request["dice"] = {"seed": "18446744073709551615"}
    body = post(server.base_url, "ResolveAction", request).json()
    assert body["seed"] == "18446744073709551615"
    ana = body["state"]["combatants"][0]
    assert ana["position"] == {}  # x = y = 0: both omitted


def test_a_bad_request_is_invalid_argument_with_the_field_path(server: ServerProcess) -> None:
    request = _example("arrayer_attack.json")
    request["action"]["attack"]["weaponId"] = "spoon"
    response = post(server.base_url, "ResolveAction", request)
    assert response.status == 400
    error = response.json()
    assert error["code"] == "invalid_argument"
    details = connect_http.error_details(error)
    violation = details["google.rpc.BadRequest"].field_violations[0]
    assert violation.field == "action.attack.weaponId"
    assert details["google.rpc.ErrorInfo"].domain == "arbiter.v1"
    assert response.headers[REQUEST_ID_KEY]


def test_a_refusal_is_failed_precondition_with_the_ruling(server: ServerProcess) -> None:
    request = _example("arrayer_attack.json")
    request["state"]["combatants"][1]["position"] = {"x": 9, "y": 0}
    response = post(server.base_url, "ResolveAction", request)
    assert response.status == 400
    error = response.json()
    assert error["code"] == "failed_precondition"
    details = connect_http.error_details(error)
    assert [v.field for v in details["google.rpc.BadRequest"].field_violations] == [
        "action.attack.targetId"
    ]
    info = details["google.rpc.ErrorInfo"]
    assert (info.reason, dict(info.metadata)) == ("TARGET_OUT_OF_RANGE", {"ruling": "A3"})
    assert details["google.rpc.PreconditionFailure"].violations[0].subject == "A3"


def test_the_error_matches_grpc(server: ServerProcess) -> None:
    body = _example("arrayer_attack.json")
    body["action"]["attack"]["weaponId"] = "spoon"
    with grpc.insecure_channel(server.target) as channel, pytest.raises(grpc.RpcError) as info:
        request = json_format.ParseDict(body, pb.ResolveActionRequest())
        pb_grpc.CombatServiceStub(channel).ResolveAction(request, timeout=60)
    err = info.value
    assert isinstance(err, grpc.Call)
    error = post(server.base_url, "ResolveAction", body).json()
    assert error["code"] == err.code().name.lower()
    assert error["message"] == err.details()


def test_an_unknown_json_field_is_invalid_argument(server: ServerProcess) -> None:
    request = _example("arrayer_attack.json")
    request["action"]["attack"]["weapon"] = "greatsword"
    response = post(server.base_url, "ResolveAction", request)
    assert (response.status, response.json()["code"]) == (400, "invalid_argument")


@pytest.mark.parametrize(
    ("rpc", "sent", "accepted"),
    [
        # A Unity or Godot client posting Simulate as a unary call: 415 with no body before.
        ("Simulate", "application/json", "application/connect+json, application/connect+proto"),
        (
            "ResolveBatch",
            "application/proto",
            "application/connect+json, application/connect+proto",
        ),
        ("ResolveAction", "application/connect+json", "application/json, application/proto"),
    ],
)
def test_a_method_called_with_the_other_kinds_content_type_gets_a_connect_error_saying_what_to_send(
    server: ServerProcess, rpc: str, sent: str, accepted: str
) -> None:
    response = post(server.base_url, rpc, b"{}", content_type=sent)
    assert response.status == 415
    assert response.headers["accept-post"] == accepted
    error = response.json()
    assert error["code"] == "invalid_argument"
    assert error["message"].startswith(f"{rpc} is a ")
    assert f"send it as {accepted.replace(', ', ' or ')}" in error["message"]
    assert f"not {sent}" in error["message"]
    request_id = response.headers[REQUEST_ID_KEY]
    line = server.wait_for(lambda line: line.get("request_id") == request_id)
    assert (line["event"], line["code"], line["error_reason"], line["protocol"]) == (
        "rpc",
        "INVALID_ARGUMENT",
        "UNSUPPORTED_CONTENT_TYPE",
        "connect",
    )


def test_get_catalog_is_a_cacheable_get(server: ServerProcess) -> None:
    response = get(server.base_url, "GetCatalog", {"ruleset": "RULESET_TIERED"})
    assert response.status == 200
    assert response.headers["cache-control"] == CATALOG_CACHE_CONTROL
    body = response.json()
    assert [r["ruleset"] for r in body["rulesets"]] == ["RULESET_TIERED"]
    posted = post(server.base_url, "GetCatalog", {"ruleset": "RULESET_TIERED"})
    assert posted.body == response.body
    assert "cache-control" not in posted.headers  # a POST is not cached


def _items(*requests: tuple[str, str, dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"id": item_id, kind: request} for item_id, kind, request in requests]


def test_resolve_many_resolves_in_order_with_inline_errors(server: ServerProcess) -> None:
    bad = _example("arrayer_attack.json")
    bad["action"]["attack"]["weaponId"] = "spoon"
    request = {
        "items": _items(
            ("first", "action", _example("arrayer_attack.json")),
            ("broken", "action", bad),
            ("third", "action", _example("tiered_exchange.json")),
        )
    }
    response = post(server.base_url, "ResolveMany", request)
    assert response.status == 200
    results = response.json()["results"]
    # proto3 JSON omits index 0.
    assert [(r["id"], r.get("index", 0)) for r in results] == [
        ("first", 0),
        ("broken", 1),
        ("third", 2),
    ]
    assert _strikes(results[0]["action"]) == [("ana", "OUTCOME_HIT", 4, 1)]
    assert results[1]["error"]["code"] == 3  # google.rpc.Code INVALID_ARGUMENT, as in ResolveBatch
    assert [s[2:] for s in _strikes(results[2]["action"])] == [(0, 20), (7, 13)]


def test_compute_odds_over_json_matches_grpc(server: ServerProcess) -> None:
    request = _example("arrayer_attack.json")
    del request["dice"]
    response = post(server.base_url, "ComputeOdds", request)
    assert response.status == 200
    body = response.json()
    # A Skilled greatsword (d10, Heavy +1) against armour 1: faces 1-6 hit for the face itself.
    assert body["hit"] == {
        "numerator": "3",
        "denominator": "5",
        "value": 0.6,
        "exactNumerator": "3",
        "exactDenominator": "5",
    }
    assert [(p.get("damage", 0), p["probability"]["denominator"]) for p in body["damage"]] == [
        (0, "5"),
        *((d, "10") for d in range(1, 7)),
    ]
    with grpc.insecure_channel(server.target) as channel:
        odds = pb_grpc.CombatServiceStub(channel).ComputeOdds(
            json_format.ParseDict(request, pb.ComputeOddsRequest()), timeout=60
        )
    assert json_format.MessageToDict(odds) == body


def test_resolve_many_matches_resolve_batch_over_grpc(server: ServerProcess) -> None:
    encounter = _example("arrayer_encounter.json")
    del encounter["dice"]
    items = _items(("a", "encounter", encounter), ("b", "action", _example("arrayer_attack.json")))
    many = json_format.ParseDict(
        {"options": {"seed": "7"}, "items": items}, pb.ResolveManyRequest()
    )
    with grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        stream = [pb.ResolveBatchRequest(options=many.options)] + [
            pb.ResolveBatchRequest(item=item) for item in many.items
        ]
        batch = list(stub.ResolveBatch(iter(stream), timeout=60))
        unary = stub.ResolveMany(many, timeout=60)
    # The same results; the rules version on the response, and on the stream's first answer.
    assert batch[0].rules_version == unary.rules_version
    batch[0].ClearField("rules_version")
    assert list(unary.results) == batch
    over_connect = post(server.base_url, "ResolveMany", json_format.MessageToDict(many))
    assert over_connect.body.decode() == json_format.MessageToJson(unary, indent=None)


def test_resolve_many_with_a_shared_state_over_connect(server: ServerProcess) -> None:
    """JSON in, JSON out: items without a state take ``sharedState``; with ``STATE_ECHO_NONE``
    the results are the repeated-state results without their state."""
    attack = _example("arrayer_attack.json")
    state = attack.pop("state")
    swings = [
        {"action": attack["action"], "dice": {"forced": {"faces": [face]}}} for face in (4, 9)
    ]
    shared = {
        "options": {"stateEcho": "STATE_ECHO_NONE"},
        "sharedState": state,
        "items": _items(*((f"s{i}", "action", swing) for i, swing in enumerate(swings))),
    }
    response = post(server.base_url, "ResolveMany", shared)
    assert response.status == 200
    results = response.json()["results"]
    assert [r["id"] for r in results] == ["s0", "s1"]
    assert all("state" not in r["action"] for r in results)
    assert [_strikes(r["action"]) for r in results] == [
        [("ana", "OUTCOME_HIT", 4, 1)],
        [("ana", "OUTCOME_MISS", 0, 5)],
    ]
    repeated = json_format.ParseDict(
        {
            "items": _items(
                *((f"s{i}", "action", {**s, "state": state}) for i, s in enumerate(swings))
            )
        },
        pb.ResolveManyRequest(),
    )
    with grpc.insecure_channel(server.target) as channel:
        full = pb_grpc.CombatServiceStub(channel).ResolveMany(repeated, timeout=60)
    for result in full.results:
        result.action.ClearField("state")
    assert response.body.decode() == json_format.MessageToJson(full, indent=None)


def test_resolve_many_is_bounded_by_max_batch_items() -> None:
    with ServerProcess("--max-batch-items", "1") as small:
        items = _items(("a", "action", _example("arrayer_attack.json")))
        response = post(small.base_url, "ResolveMany", {"items": items * 2})
    assert response.status == 429
    error = response.json()
    assert error["code"] == "resource_exhausted"
    bad_request = connect_http.error_details(error)["google.rpc.BadRequest"]
    assert [v.field for v in bad_request.field_violations] == ["items"]


def test_resolve_batch_streams_over_http_1_1(server: ServerProcess) -> None:
    stream = Stream(server.base_url, "ResolveBatch", {REQUEST_ID_KEY: "connect-stream"})
    try:
        stream.send({"options": {"seed": "7"}})
        stream.send({"item": {"id": "one", "action": _example("arrayer_attack.json")}})
        # The first result arrives while the request body is still open.
        flags, first = stream.receive()
        assert (flags, first["id"]) == (0, "one")
        assert _strikes(first["action"]) == [("ana", "OUTCOME_HIT", 4, 1)]
        stream.send({"item": {"id": "two", "action": _example("tiered_exchange.json")}})
        flags, second = stream.receive()
        assert (flags, second["id"], second["index"]) == (0, "two", 1)
        pack = [{"id": f"p{i}", "action": _example("arrayer_attack.json")} for i in range(2)]
        stream.send({"pack": {"items": pack}})
        flags, packed = stream.receive()
        assert (flags, packed["index"]) == (0, 2)
        assert [(r["id"], r["index"]) for r in packed["pack"]["results"]] == [("p0", 2), ("p1", 3)]
        stream.close_send()
        assert stream.receive() == (END_STREAM, {})
    finally:
        stream.close()
    line = server.wait_for(lambda line: line.get("request_id") == "connect-stream")
    assert (line["code"], line["items"], line["protocol"]) == ("OK", 4, "connect")


def test_a_compressed_envelope_without_an_encoding_is_the_clients_mistake(
    server: ServerProcess,
) -> None:
    # Found by the fuzz suite (tests/fuzz): flags 0x01 (compressed) with no
    # Connect-Content-Encoding was INTERNAL, logged at error, as if Arbiter had a bug.
    body = json.dumps({"item": {"id": "one", "action": _example("arrayer_attack.json")}})
    response = post(
        server.base_url,
        "ResolveBatch",
        struct.pack(">BI", 1, len(body)) + body.encode(),
        content_type="application/connect+json",
        headers={REQUEST_ID_KEY: "compressed-envelope"},
    )
    assert response.status == 200  # a Connect stream's error is in its end-of-stream envelope
    ((flags, end),) = connect_http.read_envelopes(response.body)
    assert flags == END_STREAM
    assert end["error"]["code"] == "invalid_argument"
    assert "compressed" in end["error"]["message"]
    line = server.wait_for(lambda line: line.get("request_id") == "compressed-envelope")
    assert (line["code"], line["level"]) == ("INVALID_ARGUMENT", "info")


def test_a_connect_call_is_logged_and_counted(server: ServerProcess) -> None:
    def handled() -> float:
        assert server.metrics_port is not None
        text = urllib.request.urlopen(
            f"http://127.0.0.1:{server.metrics_port}/metrics", timeout=60
        ).read()
        match = re.search(
            r'^grpc_server_handled_total\{grpc_code="FAILED_PRECONDITION",'
            r'grpc_method="ResolveAction",grpc_service="arbiter.v1.CombatService",'
            r'grpc_type="unary"\} (\S+)$',
            text.decode(),
            re.MULTILINE,
        )
        return float(match.group(1)) if match else 0.0

    before = handled()
    request = _example("arrayer_attack.json")
    request["state"]["combatants"][1]["position"] = {"x": 9, "y": 0}
    response = post(
        server.base_url, "ResolveAction", request, headers={REQUEST_ID_KEY: "connect-logged"}
    )
    assert response.headers[REQUEST_ID_KEY] == "connect-logged"
    assert handled() == before + 1
    line = server.wait_for(lambda line: line.get("request_id") == "connect-logged")
    assert {k: line[k] for k in ("event", "method", "code", "ruleset", "protocol")} == {
        "event": "rpc",
        "method": "/arbiter.v1.CombatService/ResolveAction",
        "code": "FAILED_PRECONDITION",
        "ruleset": "arrayer",
        "protocol": "connect",
    }
    assert line["error_reason"] == "TARGET_OUT_OF_RANGE"
    assert line["peer"].startswith("127.0.0.1")


def test_cors_allows_the_configured_origin_only(server: ServerProcess) -> None:
    preflight = {
        "origin": _ORIGIN,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,connect-protocol-version",
    }
    allowed = options(server.base_url, "ResolveAction", preflight)
    assert allowed.status == 200
    assert allowed.headers["access-control-allow-origin"] == _ORIGIN
    other = options(
        server.base_url, "ResolveAction", {**preflight, "origin": "https://evil.example"}
    )
    assert other.status == 400
    assert "access-control-allow-origin" not in other.headers
    # The refusal is logged once per origin (the browser repeats it with every call), with the
    # setting that would admit it.
    options(server.base_url, "GetCatalog", {**preflight, "origin": "https://evil.example"})
    refused = server.wait_for(lambda line: line.get("event") == "cors preflight refused")
    assert (refused["level"], refused["origin"], refused["status"]) == (
        "warning",
        "https://evil.example",
        400,
    )
    assert f"--cors-origins {_ORIGIN},https://evil.example" in refused["hint"]
    logged = [line for line in server.lines if line.get("event") == "cors preflight refused"]
    assert len(logged) == 1
    posted = post(server.base_url, "GetCatalog", {}, headers={"origin": _ORIGIN})
    assert posted.headers["access-control-allow-origin"] == _ORIGIN
    assert REQUEST_ID_KEY in posted.headers["access-control-expose-headers"]


def test_sigterm_drains_an_in_flight_connect_stream_and_cors_is_off_by_default() -> None:
    with ServerProcess("--grace", "60") as server:
        posted = post(server.base_url, "GetCatalog", {}, headers={"origin": _ORIGIN})
        assert "access-control-allow-origin" not in posted.headers
        # A page's preflight is refused (405: CORS off) and the log says how to allow it.
        preflight = {"origin": _ORIGIN, "access-control-request-method": "POST"}
        assert options(server.base_url, "ResolveAction", preflight).status == 405
        refused = server.wait_for(lambda line: line.get("event") == "cors preflight refused")
        assert refused["hint"].endswith(f"--cors-origins {_ORIGIN} (ARBITER_CORS_ORIGINS)")
        stream = Stream(server.base_url, "ResolveBatch", {REQUEST_ID_KEY: "draining-connect"})
        try:
            stream.send({"item": {"id": "before", "action": _example("arrayer_attack.json")}})
            assert stream.receive()[1]["id"] == "before"
            server.send_signal(signal.SIGTERM)
            server.wait_for(lambda line: line.get("event") == "shutting down")
            # Shutting down, yet the open call is served to its end.
            stream.send({"item": {"id": "during", "action": _example("arrayer_attack.json")}})
            assert stream.receive()[1]["id"] == "during"
            stream.close_send()
            assert stream.receive() == (END_STREAM, {})
        finally:
            stream.close()
        assert server.wait() == 0
    line = server.wait_for(lambda line: line.get("request_id") == "draining-connect")
    assert (line["code"], line["items"]) == ("OK", 2)
    events = [line["event"] for line in server.lines]
    assert events.index("shutting down") < server.lines.index(line)
    assert events[-1] == "stopped"


def test_health_check_over_connect_is_the_grpc_health_status(server: ServerProcess) -> None:
    path = "/grpc.health.v1.Health/Check"
    for service in ("", COMBAT_SERVICE):
        over_post = connect_http.request(server.base_url, "POST", path, {"service": service})
        assert (over_post.status, over_post.json()) == (200, {"status": "SERVING"})
    # Check has no side effects, so an HTTP probe can GET it.
    query = urllib.parse.urlencode({"encoding": "json", "message": "{}"})
    over_get = connect_http.request(server.base_url, "GET", f"{path}?{query}")
    assert (over_get.status, over_get.json()) == (200, {"status": "SERVING"})
    unknown = connect_http.request(server.base_url, "POST", path, {"service": "nope"})
    assert (unknown.status, unknown.json()["code"]) == (404, "not_found")
    with grpc.insecure_channel(server.target) as channel, pytest.raises(grpc.RpcError) as over_grpc:
        health_pb2_grpc.HealthStub(channel).Check(
            health_pb2.HealthCheckRequest(service="nope"), timeout=60
        )
    assert over_grpc.value.details() == unknown.json()["message"]


def _readme_curl() -> str:
    readme = (REPO / "README.md").read_text()
    commands: list[str] = re.findall(
        r"^curl .*/arbiter\.v1\.CombatService/ResolveAction.*$", readme, re.M
    )
    (command,) = commands
    return command


def test_the_readme_curl_command_resolves_the_example(server: ServerProcess) -> None:
    command = _readme_curl().replace("127.0.0.1:8080", f"127.0.0.1:{server.http_port}")
    out = subprocess.run(
        shlex.split(command), cwd=REPO, capture_output=True, check=True, timeout=60, text=True
    ).stdout
    assert _strikes(json.loads(out)) == [("ana", "OUTCOME_HIT", 4, 1)]


def test_the_readme_health_curl_command_says_serving(server: ServerProcess) -> None:
    readme = (REPO / "README.md").read_text()
    (command,) = re.findall(r"^curl .*/grpc\.health\.v1\.Health/Check.*$", readme, re.M)
    command = command.replace("127.0.0.1:8080", f"127.0.0.1:{server.http_port}")
    out = subprocess.run(
        shlex.split(command, comments=True),
        capture_output=True,
        check=True,
        timeout=60,
        text=True,
    ).stdout
    assert json.loads(out) == {"status": "SERVING"}


def test_connect_http_envelopes_round_trip() -> None:
    data = connect_http.envelope({"a": 1}) + connect_http.envelope({}, END_STREAM)
    assert connect_http.read_envelopes(data) == [(0, {"a": 1}), (END_STREAM, {})]
