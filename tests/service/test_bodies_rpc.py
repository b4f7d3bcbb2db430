"""Request bodies the server cannot take, over both routes of a real server process: a corrupt
message, and one over ``--max-message-bytes``. Each is a client mistake, refused inside the
observed call: INVALID_ARGUMENT (reason MALFORMED_MESSAGE) or RESOURCE_EXHAUSTED (reason
LIMIT_EXCEEDED) with google.rpc details, the call's request id, one ``rpc`` log line and its
metrics, never UNKNOWN or INTERNAL (issue 10 items 4 and 8).

The gRPC tests send raw bytes (a channel's multi-callables without serializers), so nothing on the
client side parses or checks what goes over the wire.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from service.bodies import HEADROOM, transport_limit
from service.interceptor import REQUEST_ID_KEY
from service.limits import Limits
from service.server import COMBAT_SERVICE
from tests.service import connect_http
from tests.service.connect_http import END_STREAM, Stream, get, post
from tests.service.server_process import LogLine, ServerProcess
from tests.service.support import (
    cheap_action,
    metric_sample,
    proc_status,
    rpc_error_details,
    scrape_metrics,
)

#: The server's --max-message-bytes here.
LIMIT = 4096
_TIMEOUT = 30.0  # a hang guard
HEALTH_CHECK = "/grpc.health.v1.Health/Check"
RESOLVE_BATCH = f"/{COMBAT_SERVICE}/ResolveBatch"
RESOLVE_ACTION = f"/{COMBAT_SERVICE}/ResolveAction"
#: Not protobuf: a field tag whose varint never ends, and a length-delimited field cut short.
GARBAGE = (b"\xff\xff\xff\xff", b"\x0a\x05ab")
#: Every unary RPC of the gRPC port.
UNARY = (
    RESOLVE_ACTION,
    f"/{COMBAT_SERVICE}/ResolveEncounter",
    f"/{COMBAT_SERVICE}/ResolveMany",
    f"/{COMBAT_SERVICE}/GetCatalog",
    f"/{COMBAT_SERVICE}/ComputeOdds",
    HEALTH_CHECK,
)


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    with ServerProcess("--max-message-bytes", str(LIMIT)) as process:
        yield process


def _padded(size: int) -> bytes:
    """A valid message of any type of exactly ``size`` bytes: one unknown length-delimited field
    (number 2047, which no request uses), which every parser keeps and every handler ignores."""
    tag = b"\xfa\x7f"  # (2047 << 3) | 2 as a varint
    for length in range(size, -1, -1):
        prefix = tag + _varint(length)
        if len(prefix) + length == size:
            return prefix + b"x" * length
    raise AssertionError(f"no padding of {size} bytes")


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def _is_rpc(request_id: str) -> Callable[[LogLine], bool]:
    return lambda line: line.get("event") == "rpc" and line.get("request_id") == request_id


def _trailers(error: Any, key: str) -> list[Any]:
    return [value for k, value in error.trailing_metadata() or () if k == key]


def _handled(server: ServerProcess, method: str, code: str) -> float:
    assert server.metrics_port is not None
    service, _, name = method.lstrip("/").rpartition("/")
    return metric_sample(
        scrape_metrics(server.metrics_port),
        "grpc_server_handled_total",
        grpc_service=service,
        grpc_method=name,
        grpc_code=code,
    )


def _unary_raw(channel: grpc.Channel, method: str, body: bytes, request_id: str) -> Any:
    """Send ``body`` as the request of ``method``; the RpcError it fails with."""
    send: grpc.UnaryUnaryMultiCallable[bytes, bytes] = channel.unary_unary(method)
    with pytest.raises(grpc.RpcError) as failed:
        send(body, metadata=((REQUEST_ID_KEY, request_id),), timeout=_TIMEOUT)
    return failed.value


@pytest.mark.parametrize("garbage", GARBAGE, ids=["endless-varint", "cut-short"])
@pytest.mark.parametrize("method", UNARY, ids=lambda method: method.rpartition("/")[2])
def test_a_corrupt_unary_body_is_invalid_argument_logged_and_counted(
    server: ServerProcess, channel: grpc.Channel, method: str, garbage: bytes
) -> None:
    request_id = f"corrupt-{method.rpartition('/')[2]}-{garbage.hex()}"
    before = _handled(server, method, "INVALID_ARGUMENT")
    error = _unary_raw(channel, method, garbage, request_id)
    assert error.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert error.details().startswith("malformed request message: Error parsing message")
    assert "<class" not in error.details()
    _, details = rpc_error_details(error)
    assert (details.reason, details.fields) == ("MALFORMED_MESSAGE", [])
    assert _trailers(error, REQUEST_ID_KEY) == [request_id]
    line = server.wait_for(_is_rpc(request_id))
    assert (line["code"], line["level"], line["method"]) == ("INVALID_ARGUMENT", "warning", method)
    assert line["error_reason"] == "MALFORMED_MESSAGE"
    assert "exception" not in line
    assert _handled(server, method, "INVALID_ARGUMENT") == before + 1


def test_a_corrupt_batch_message_ends_the_stream_invalid_argument(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    # The stream's second message cannot be parsed: it has no id, and no one can tell whether it
    # was an item or a pack of many (so how many indexes it took): the stream ends there.
    item = pb.ResolveBatchRequest(item=pb.BatchItem(id="fine", action=cheap_action()))
    stream: grpc.StreamStreamMultiCallable[bytes, bytes] = channel.stream_stream(RESOLVE_BATCH)
    answers = stream(
        iter([item.SerializeToString(), GARBAGE[0]]),
        metadata=((REQUEST_ID_KEY, "corrupt-batch"),),
        timeout=_TIMEOUT,
    )
    first = pb.ResolveBatchResponse.FromString(next(answers))
    assert (first.id, first.WhichOneof("result")) == ("fine", "action")
    with pytest.raises(grpc.RpcError) as failed:
        next(answers)
    error: Any = failed.value
    assert error.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert error.details().startswith("malformed stream message 1: Error parsing message")
    _, details = rpc_error_details(error)
    assert (details.reason, details.fields) == ("MALFORMED_MESSAGE", [])
    assert _trailers(error, REQUEST_ID_KEY) == ["corrupt-batch"]
    line = server.wait_for(_is_rpc("corrupt-batch"))
    assert (line["code"], line["level"], line["items"]) == ("INVALID_ARGUMENT", "warning", 1)
    assert "exception" not in line


def test_a_corrupt_simulate_body_is_invalid_argument_before_any_answer(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    method = f"/{COMBAT_SERVICE}/Simulate"
    before = _handled(server, method, "INVALID_ARGUMENT")
    simulate: grpc.UnaryStreamMultiCallable[bytes, bytes] = channel.unary_stream(method)
    answers = simulate(GARBAGE[0], metadata=((REQUEST_ID_KEY, "corrupt-sim"),), timeout=_TIMEOUT)
    with pytest.raises(grpc.RpcError) as failed:
        next(answers)
    error: Any = failed.value
    assert error.code() is grpc.StatusCode.INVALID_ARGUMENT
    assert error.details().startswith("malformed request message: Error parsing message")
    _, details = rpc_error_details(error)
    assert (details.reason, details.fields) == ("MALFORMED_MESSAGE", [])
    assert _trailers(error, REQUEST_ID_KEY) == ["corrupt-sim"]
    line = server.wait_for(_is_rpc("corrupt-sim"))
    assert (line["code"], line["level"]) == ("INVALID_ARGUMENT", "warning")
    assert _handled(server, method, "INVALID_ARGUMENT") == before + 1


def test_a_message_of_exactly_the_limit_is_taken(channel: grpc.Channel) -> None:
    check: grpc.UnaryUnaryMultiCallable[bytes, bytes] = channel.unary_unary(HEALTH_CHECK)
    assert check(_padded(LIMIT), timeout=_TIMEOUT) == b"\x08\x01"  # status: SERVING


@pytest.mark.parametrize("method", [RESOLVE_ACTION, HEALTH_CHECK], ids=["ResolveAction", "Health"])
def test_a_message_over_the_limit_is_resource_exhausted_with_a_request_id(
    server: ServerProcess, channel: grpc.Channel, method: str
) -> None:
    request_id = f"oversize-{method.rpartition('/')[2]}"
    before = _handled(server, method, "RESOURCE_EXHAUSTED")
    error = _unary_raw(channel, method, _padded(LIMIT + 1), request_id)
    assert error.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    assert error.details() == (
        f"request message is {LIMIT + 1} bytes, over this server's limit of {LIMIT} "
        "(max_message_bytes)"
    )
    _, details = rpc_error_details(error)
    assert (details.reason, details.fields) == ("LIMIT_EXCEEDED", [])
    assert _trailers(error, REQUEST_ID_KEY) == [request_id]
    line = server.wait_for(_is_rpc(request_id))
    assert (line["code"], line["level"]) == ("RESOURCE_EXHAUSTED", "info")
    assert line["error_reason"] == "LIMIT_EXCEEDED"
    assert _handled(server, method, "RESOURCE_EXHAUSTED") == before + 1


def test_a_batch_message_over_the_limit_ends_the_stream_with_a_request_id(
    server: ServerProcess, channel: grpc.Channel
) -> None:
    stream: grpc.StreamStreamMultiCallable[bytes, bytes] = channel.stream_stream(RESOLVE_BATCH)
    answers = stream(
        iter([_padded(LIMIT + 1)]), metadata=((REQUEST_ID_KEY, "oversize-batch"),), timeout=60
    )
    with pytest.raises(grpc.RpcError) as failed:
        next(answers)
    error: Any = failed.value
    assert error.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    assert error.details().startswith(f"stream message 0 is {LIMIT + 1} bytes, over")
    _, details = rpc_error_details(error)
    assert details.reason == "LIMIT_EXCEEDED"
    assert _trailers(error, REQUEST_ID_KEY) == ["oversize-batch"]
    line = server.wait_for(_is_rpc("oversize-batch"))
    assert (line["code"], line["items"]) == ("RESOURCE_EXHAUSTED", 0)


@pytest.mark.parametrize("size", [LIMIT + HEADROOM + 1, 64 * 1024 * 1024], ids=["just", "huge"])
def test_past_the_headroom_grpc_itself_refuses_a_message_unbuffered(
    server: ServerProcess, channel: grpc.Channel, size: int
) -> None:
    # The server receives at most LIMIT + HEADROOM of one message; a larger one is refused by
    # gRPC before any handler runs (docs/configuration.md, Limits), without a request id, and
    # without being buffered whole.
    before = proc_status(server.proc.pid, "VmHWM")  # peak RSS, KiB
    error = _unary_raw(channel, HEALTH_CHECK, _padded(size), "huge")
    assert error.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    assert _trailers(error, REQUEST_ID_KEY) == []
    assert proc_status(server.proc.pid, "VmHWM") - before < 16 * 1024


# --- the Connect route --------------------------------------------------------------------------


def _connect_refusal(response: connect_http.ConnectResponse, request_id: str) -> tuple[str, Any]:
    """A Connect error answer's code and ErrorInfo, after checking its request id header."""
    assert response.headers.get(REQUEST_ID_KEY) == request_id
    error = response.json()
    details = connect_http.error_details(error)
    assert "google.rpc.BadRequest" not in details
    return error["code"], details["google.rpc.ErrorInfo"]


@pytest.mark.parametrize(
    ("body", "content_type"),
    [
        pytest.param(GARBAGE[0], "application/proto", id="corrupt-proto"),
        pytest.param(b"{not json", "application/json", id="not-json"),
        pytest.param(b"[1, 2]", "application/json", id="a-list"),
        pytest.param(b'"attack"', "application/json", id="a-string"),
        pytest.param(b'{"state": 5}', "application/json", id="wrong-field-type"),
        pytest.param(b'{"nope": 1}', "application/json", id="unknown-field"),
        pytest.param(
            b'{"action": {"attack": {"attackerId": "\xff"}}}', "application/json", id="not-utf8"
        ),
    ],
)
def test_a_corrupt_connect_body_is_invalid_argument_logged_and_counted(
    server: ServerProcess, body: bytes, content_type: str
) -> None:
    request_id = f"connect-corrupt-{hashlib.sha256(body).hexdigest()[:12]}"
    before = _handled(server, RESOLVE_ACTION, "INVALID_ARGUMENT")
    response = post(
        server.base_url,
        "ResolveAction",
        body,
        content_type=content_type,
        headers={REQUEST_ID_KEY: request_id},
    )
    assert response.status == 400
    code, info = _connect_refusal(response, request_id)
    assert (code, info.reason) == ("invalid_argument", "MALFORMED_MESSAGE")
    assert response.json()["message"].startswith("malformed request message: ")
    line = server.wait_for(_is_rpc(request_id))
    assert (line["code"], line["level"], line["protocol"]) == (
        "INVALID_ARGUMENT",
        "warning",
        "connect",
    )
    assert _handled(server, RESOLVE_ACTION, "INVALID_ARGUMENT") == before + 1


def test_a_corrupt_connect_get_is_invalid_argument(server: ServerProcess) -> None:
    response = connect_http._request(
        server.base_url,
        "GET",
        f"{connect_http.SERVICE}GetCatalog?encoding=json&message=%7Bnot",
        None,
        {REQUEST_ID_KEY: "connect-corrupt-get"},
    )
    assert response.status == 400
    code, info = _connect_refusal(response, "connect-corrupt-get")
    assert (code, info.reason) == ("invalid_argument", "MALFORMED_MESSAGE")
    line = server.wait_for(_is_rpc("connect-corrupt-get"))
    assert (line["code"], line["level"]) == ("INVALID_ARGUMENT", "warning")


def test_a_valid_connect_get_still_answers(server: ServerProcess) -> None:
    response = get(server.base_url, "GetCatalog", {"ruleset": "RULESET_TIERED"})
    assert response.status == 200
    assert [r["ruleset"] for r in response.json()["rulesets"]] == ["RULESET_TIERED"]


def test_a_connect_body_over_the_limit_is_resource_exhausted_with_a_request_id(
    server: ServerProcess,
) -> None:
    body = b"{}" + b" " * (LIMIT - 1)  # valid JSON, one byte over
    response = post(
        server.base_url, "ResolveAction", body, headers={REQUEST_ID_KEY: "connect-oversize"}
    )
    assert response.status == 429
    code, info = _connect_refusal(response, "connect-oversize")
    assert (code, info.reason) == ("resource_exhausted", "LIMIT_EXCEEDED")
    line = server.wait_for(_is_rpc("connect-oversize"))
    assert (line["code"], line["protocol"]) == ("RESOURCE_EXHAUSTED", "connect")
    # Exactly the limit is taken (and then refused for what it says, not for its size).
    exact = post(server.base_url, "ResolveAction", b"{}" + b" " * (LIMIT - 2))
    assert exact.status == 400
    assert connect_http.error_details(exact.json())["google.rpc.ErrorInfo"].reason != (
        "LIMIT_EXCEEDED"
    )


def test_a_corrupt_connect_stream_message_ends_the_stream(server: ServerProcess) -> None:
    stream = Stream(server.base_url, "ResolveBatch", {REQUEST_ID_KEY: "connect-corrupt-batch"})
    try:
        request = json_format.MessageToDict(cheap_action())
        stream.send({"item": {"id": "fine", "action": request}})
        flags, answer = stream.receive()
        assert (flags, answer["id"]) == (0, "fine")
        assert stream.response.getheader(REQUEST_ID_KEY) == "connect-corrupt-batch"
        data = b"{not json"
        stream.send_raw(struct.pack(">BI", 0, len(data)) + data)
        stream.close_send()
        flags, end = stream.receive()
    finally:
        stream.close()
    assert flags == END_STREAM
    error = end["error"]
    assert error["code"] == "invalid_argument"
    assert error["message"].startswith("malformed stream message 1: ")
    info = connect_http.error_details(error)["google.rpc.ErrorInfo"]
    assert info.reason == "MALFORMED_MESSAGE"
    line = server.wait_for(_is_rpc("connect-corrupt-batch"))
    assert (line["code"], line["level"], line["items"]) == ("INVALID_ARGUMENT", "warning", 1)


def test_the_transport_limit_is_the_limit_plus_the_headroom_within_int32() -> None:
    # gRPC's size options are C ints: the headroom never overflows one.
    assert transport_limit(Limits().max_message_bytes) == 5 * 1024 * 1024
    assert transport_limit(2**31 - 1) == 2**31 - 1


def test_without_the_token_a_bad_body_is_unauthenticated_before_it_is_taken() -> None:
    # service.auth refuses first (its refusal takes the bytes unread), whatever the body; with
    # the token, the body is taken as usual.
    token = "corrupt-bodies-token"
    with (
        ServerProcess("--max-message-bytes", str(LIMIT), env={"ARBITER_AUTH_TOKEN": token}) as auth,
        grpc.insecure_channel(auth.target) as channel,
    ):
        send: grpc.UnaryUnaryMultiCallable[bytes, bytes] = channel.unary_unary(RESOLVE_ACTION)
        for body in (GARBAGE[0], _padded(LIMIT + 1)):
            with pytest.raises(grpc.RpcError) as refused:
                send(body, timeout=_TIMEOUT)
            assert refused.value.code() is grpc.StatusCode.UNAUTHENTICATED
        with pytest.raises(grpc.RpcError) as malformed:
            send(GARBAGE[0], metadata=(("authorization", f"Bearer {token}"),), timeout=_TIMEOUT)
        assert malformed.value.code() is grpc.StatusCode.INVALID_ARGUMENT
        assert rpc_error_details(malformed.value)[1].reason == "MALFORMED_MESSAGE"
