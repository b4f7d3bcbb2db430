"""The two routes to a CombatService, as raw bytes in and an ``Outcome`` out: gRPC (a channel
with identity serialisers, so a body that is not a valid message goes over the wire as sent) and
the Connect route (binary or JSON bodies, unary and enveloped streams, on one keep-alive
connection).

An ``Outcome`` is what a client can see: the status code (gRPC's name; Connect's codes mapped to
it), the response bodies, the ErrorInfo reason, the message and the request id.
"""

from __future__ import annotations

import http.client
import json
import struct
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import grpc
from google.protobuf import json_format, message_factory
from google.protobuf.message import Message
from google.rpc import error_details_pb2
from grpc_status import rpc_status

from arbiter.v1 import combat_service_pb2
from service.interceptor import REQUEST_ID_KEY
from tests.service.connect_http import END_STREAM, error_details

__all__ = ["METHODS", "ConnectRoute", "GrpcRoute", "Outcome", "Route"]

#: Every RPC of arbiter.v1.CombatService, by name, from the descriptor.
METHODS = combat_service_pb2.DESCRIPTOR.services_by_name["CombatService"].methods_by_name
_SERVICE = "/arbiter.v1.CombatService/"
#: A hang guard per call: a healthy server answers the fuzzer's requests in milliseconds.
_TIMEOUT = 60.0
_MAX_MESSAGE = 64 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class Outcome:
    """A call's result: ``code`` is a grpc.StatusCode name ("OK", "INVALID_ARGUMENT", ...), or
    "NO_ANSWER" when the server closed the connection without one; ``bodies`` are the response
    messages received (serialised), also those a stream sent before it failed."""

    code: str
    bodies: tuple[bytes, ...] = ()
    reason: str = ""
    message: str = ""
    request_id: str = ""
    fields: tuple[str, ...] = field(default=())


def _error_info(details: Sequence[object]) -> tuple[str, tuple[str, ...]]:
    reason = ""
    fields: list[str] = []
    for detail in details:
        if isinstance(detail, error_details_pb2.ErrorInfo):
            reason = detail.reason
        elif isinstance(detail, error_details_pb2.BadRequest):
            fields.extend(v.field for v in detail.field_violations)
    return reason, tuple(fields)


class Route:
    """How a fuzz test calls the server; ``name`` tells the routes apart in failures."""

    name: str

    def unary(self, method: str, body: bytes) -> Outcome:
        raise NotImplementedError

    def stream(self, method: str, bodies: Sequence[bytes]) -> Outcome:
        raise NotImplementedError

    def server_stream(self, method: str, body: bytes) -> Outcome:
        """A server-streaming call (Simulate): one request, the stream of answers."""
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


class GrpcRoute(Route):
    name = "grpc"

    def __init__(self, target: str) -> None:
        self._channel = grpc.insecure_channel(
            target,
            options=[
                ("grpc.max_receive_message_length", _MAX_MESSAGE),
                ("grpc.max_send_message_length", _MAX_MESSAGE),
            ],
        )

    def _failed(self, err: grpc.RpcError, bodies: Sequence[bytes]) -> Outcome:
        assert isinstance(err, grpc.Call)
        status = rpc_status.from_call(err)
        details: list[object] = []
        for detail in status.details if status is not None else ():
            for kind in (error_details_pb2.ErrorInfo, error_details_pb2.BadRequest):
                if detail.Is(kind.DESCRIPTOR):
                    unpacked = kind()
                    detail.Unpack(unpacked)
                    details.append(unpacked)
        reason, fields = _error_info(details)
        return Outcome(
            err.code().name,
            tuple(bodies),
            reason,
            err.details() or "",
            _request_id(err.trailing_metadata()),
            fields,
        )

    def unary(self, method: str, body: bytes) -> Outcome:
        call: grpc.UnaryUnaryMultiCallable[bytes, bytes] = self._channel.unary_unary(
            _SERVICE + method
        )
        try:
            response, state = call.with_call(body, timeout=_TIMEOUT)
        except grpc.RpcError as err:
            return self._failed(err, ())
        return Outcome("OK", (response,), request_id=_request_id(state.trailing_metadata()))

    def stream(self, method: str, bodies: Sequence[bytes]) -> Outcome:
        call: grpc.StreamStreamMultiCallable[bytes, bytes] = self._channel.stream_stream(
            _SERVICE + method
        )
        return self._received(call(iter(bodies), timeout=_TIMEOUT))

    def server_stream(self, method: str, body: bytes) -> Outcome:
        call: grpc.UnaryStreamMultiCallable[bytes, bytes] = self._channel.unary_stream(
            _SERVICE + method
        )
        return self._received(call(body, timeout=_TIMEOUT))

    def _received(self, responses: Any) -> Outcome:
        """A response stream read to its end: OK with every answer, or its error."""
        received: list[bytes] = []
        try:
            for response in responses:
                received.append(response)
        except grpc.RpcError as err:
            return self._failed(err, received)
        return Outcome("OK", tuple(received), request_id=_request_id(responses.trailing_metadata()))

    def close(self) -> None:
        self._channel.close()


def _request_id(metadata: object) -> str:
    for key, value in metadata or ():  # type: ignore[attr-defined]
        if key == REQUEST_ID_KEY:
            return str(value)
    return ""


def _grpc_name(connect_code: str) -> str:
    return "CANCELLED" if connect_code == "canceled" else connect_code.upper()


def _envelope(data: bytes, flags: int = 0) -> bytes:
    return struct.pack(">BI", flags, len(data)) + data


class ConnectRoute(Route):
    """The Connect route over one HTTP/1.1 keep-alive connection (reopened when the server
    closes it). ``codec`` is "proto" (binary bodies as given) or "json" (bodies are serialised
    request messages, sent and answered as proto3 JSON, answers turned back into bytes)."""

    def __init__(self, base_url: str, codec: str = "proto") -> None:
        parsed = urllib.parse.urlsplit(base_url)
        assert parsed.hostname is not None and parsed.port is not None
        self._host, self._port = parsed.hostname, parsed.port
        self._codec = codec
        self.name = f"connect-{codec}"
        self._connection: http.client.HTTPConnection | None = None

    def _post(self, path: str, body: bytes, content_type: str) -> http.client.HTTPResponse | None:
        # A kept-alive connection the server closed meanwhile (its keep-alive timeout) fails at
        # once, before the server read anything: then the request goes again on a new one, as
        # HTTP clients do. A new connection that fails is the server's failure to answer.
        for reused in (self._connection is not None, False):
            if self._connection is None:
                self._connection = http.client.HTTPConnection(
                    self._host, self._port, timeout=_TIMEOUT
                )
            try:
                headers = {"content-type": content_type}
                self._connection.request("POST", path, body=body, headers=headers)
                return self._connection.getresponse()
            except (http.client.HTTPException, ConnectionError):
                self.close()
                if not reused:
                    break
        return None

    def _json_request(self, method: str, body: bytes) -> bytes:
        request = _request_class(method).FromString(body)
        return json_format.MessageToJson(request, indent=None).encode()

    def _response_bytes(self, method: str, data: bytes) -> bytes:
        if self._codec == "proto":
            return data
        message = _response_class(method)()
        json_format.Parse(data, message)
        return message.SerializeToString()

    def unary(self, method: str, body: bytes) -> Outcome:
        return self.raw_unary(
            method, self._json_request(method, body) if self._codec == "json" else body
        )

    def _exchange(
        self, method: str, payload: bytes, content_type: str
    ) -> tuple[int, bytes, str] | None:
        """POST ``payload``: the answer's HTTP status, body and request id (None: no answer)."""
        response = self._post(_SERVICE + method, payload, content_type)
        if response is None:
            return None
        data = response.read()
        if response.will_close:
            self.close()
        return response.status, data, response.getheader(REQUEST_ID_KEY) or ""

    def raw_unary(self, method: str, payload: bytes) -> Outcome:
        """A unary call whose body is ``payload`` as given, in this route's content type."""
        answer = self._exchange(method, payload, f"application/{self._codec}")
        if answer is None:
            return Outcome("NO_ANSWER")
        status, data, request_id = answer
        if status == 200:
            return Outcome("OK", (self._response_bytes(method, data),), request_id=request_id)
        return _connect_error(data, (), request_id)

    def stream(self, method: str, bodies: Sequence[bytes]) -> Outcome:
        if self._codec == "json":
            bodies = [self._json_request(method, body) for body in bodies]
        return self.raw_stream(method, b"".join(_envelope(body) for body in bodies))

    def server_stream(self, method: str, body: bytes) -> Outcome:
        # On the Connect protocol, a server stream's one request is enveloped as a stream's.
        return self.stream(method, [body])

    def raw_stream(self, method: str, payload: bytes) -> Outcome:
        """A streaming call whose whole request body (envelopes, or not) is ``payload``."""
        answer = self._exchange(method, payload, f"application/connect+{self._codec}")
        if answer is None:
            return Outcome("NO_ANSWER")
        status, data, request_id = answer
        if status != 200:
            return _connect_error(data, (), request_id)
        received: list[bytes] = []
        while data:
            if len(data) < 5:
                return Outcome("TRUNCATED_ENVELOPE", tuple(received), request_id=request_id)
            flags, length = struct.unpack(">BI", data[:5])
            chunk, data = data[5 : 5 + length], data[5 + length :]
            if flags & END_STREAM:
                end = json.loads(chunk) if chunk else {}
                if "error" in end:
                    return _connect_error(chunk, received, request_id, end["error"])
                return Outcome("OK", tuple(received), request_id=request_id)
            received.append(self._response_bytes(method, chunk))
        return Outcome("NO_END_OF_STREAM", tuple(received), request_id=request_id)

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None


def _connect_error(
    data: bytes,
    received: Sequence[bytes],
    request_id: str,
    error: dict[str, object] | None = None,
) -> Outcome:
    if error is None:
        try:
            error = json.loads(data)
        except ValueError:
            return Outcome("NOT_CONNECT_ERROR_JSON", tuple(received), message=repr(data[:200]))
    assert isinstance(error, dict)
    reason, fields = _error_info(list(error_details(error).values()))
    return Outcome(
        _grpc_name(str(error.get("code", ""))),
        tuple(received),
        reason,
        str(error.get("message", "")),
        request_id,
        fields,
    )


def _request_class(method: str) -> type[Message]:
    return message_factory.GetMessageClass(METHODS[method].input_type)


def _response_class(method: str) -> type[Message]:
    return message_factory.GetMessageClass(METHODS[method].output_type)
