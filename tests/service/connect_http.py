"""A small Connect-protocol client over the standard library's http.client, for tests.

It speaks the wire protocol itself (what a GDScript or WebGL client does), so the tests check what
goes over HTTP: status, headers, the JSON or binary body, the Connect error JSON, and the
streaming envelopes (a flags byte, a 4-byte big-endian length, the message).
"""

from __future__ import annotations

import base64
import http.client
import json
import ssl
import struct
import urllib.parse
from dataclasses import dataclass
from typing import Any

from google.protobuf.message import Message
from google.rpc import error_details_pb2

__all__ = [
    "END_STREAM",
    "ConnectResponse",
    "Stream",
    "envelope",
    "error_details",
    "get",
    "post",
    "read_envelopes",
    "request",
]

_TIMEOUT = 60.0  # a hang guard
SERVICE = "/arbiter.v1.CombatService/"
#: Flags of the end-of-stream envelope.
END_STREAM = 0x02


@dataclass(frozen=True, slots=True)
class ConnectResponse:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


# The google.rpc details an Arbiter error carries, by their Connect type name.
_DETAIL_TYPES: dict[str, type[Message]] = {
    "google.rpc.BadRequest": error_details_pb2.BadRequest,
    "google.rpc.ErrorInfo": error_details_pb2.ErrorInfo,
    "google.rpc.PreconditionFailure": error_details_pb2.PreconditionFailure,
}


def error_details(error: dict[str, Any]) -> dict[str, Any]:
    """A Connect error JSON's details, decoded, by type name (an unknown type fails the test)."""
    decoded: dict[str, Any] = {}
    for detail in error.get("details", []):
        # Connect sends base64 without padding.
        raw = base64.b64decode(detail["value"] + "=" * (-len(detail["value"]) % 4))
        decoded[detail["type"]] = _DETAIL_TYPES[detail["type"]].FromString(raw)
    return decoded


def _connection(base_url: str, context: ssl.SSLContext | None = None) -> http.client.HTTPConnection:
    """A connection to ``base_url``: HTTPS (with ``context``) for an https:// URL."""
    parsed = urllib.parse.urlsplit(base_url)
    assert parsed.hostname is not None and parsed.port is not None
    if parsed.scheme == "https":
        return http.client.HTTPSConnection(
            parsed.hostname, parsed.port, timeout=_TIMEOUT, context=context
        )
    return http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=_TIMEOUT)


def _request(
    base_url: str,
    method: str,
    path: str,
    body: bytes | None,
    headers: dict[str, str],
    *,
    context: ssl.SSLContext | None = None,
) -> ConnectResponse:
    connection = _connection(base_url, context)
    try:
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        return ConnectResponse(
            response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
        )
    finally:
        connection.close()


def request(
    base_url: str,
    method: str,
    path: str,
    message: dict[str, Any] | None = None,
    *,
    context: ssl.SSLContext | None = None,
) -> ConnectResponse:
    """A JSON call to any path of the Connect port (another service than CombatService)."""
    body = None if message is None else json.dumps(message).encode()
    headers = {} if body is None else {"content-type": "application/json"}
    return _request(base_url, method, path, body, headers, context=context)


def post(
    base_url: str,
    rpc: str,
    body: bytes | str | dict[str, Any],
    *,
    content_type: str = "application/json",
    headers: dict[str, str] | None = None,
    context: ssl.SSLContext | None = None,
) -> ConnectResponse:
    """A unary Connect call: POST /arbiter.v1.CombatService/<rpc> (HTTPS with ``context``)."""
    if isinstance(body, dict):
        body = json.dumps(body)
    if isinstance(body, str):
        body = body.encode()
    return _request(
        base_url,
        "POST",
        SERVICE + rpc,
        body,
        {"content-type": content_type, **(headers or {})},
        context=context,
    )


def get(
    base_url: str,
    rpc: str,
    message: dict[str, Any],
    headers: dict[str, str] | None = None,
    *,
    context: ssl.SSLContext | None = None,
) -> ConnectResponse:
    """A Connect GET of a NO_SIDE_EFFECTS method: the message in the query string."""
    query = urllib.parse.urlencode({"encoding": "json", "message": json.dumps(message)})
    path = f"{SERVICE}{rpc}?{query}"
    return _request(base_url, "GET", path, None, headers or {}, context=context)


def options(base_url: str, rpc: str, headers: dict[str, str]) -> ConnectResponse:
    """A CORS preflight of POST /arbiter.v1.CombatService/<rpc>."""
    return _request(base_url, "OPTIONS", SERVICE + rpc, None, headers)


def envelope(message: dict[str, Any], flags: int = 0) -> bytes:
    data = json.dumps(message).encode()
    return struct.pack(">BI", flags, len(data)) + data


def read_envelopes(data: bytes) -> list[tuple[int, Any]]:
    """Every (flags, JSON message) in a streaming body."""
    out: list[tuple[int, Any]] = []
    while data:
        flags, length = struct.unpack(">BI", data[:5])
        out.append((flags, json.loads(data[5 : 5 + length])))
        data = data[5 + length :]
    return out


class Stream:
    """A Connect streaming call (application/connect+json) over HTTP/1.1 chunked encoding: the
    request body is sent message by message, and responses can be read before it ends."""

    def __init__(
        self,
        base_url: str,
        rpc: str,
        headers: dict[str, str] | None = None,
        context: ssl.SSLContext | None = None,
    ) -> None:
        self._connection = _connection(base_url, context)
        self._connection.putrequest("POST", SERVICE + rpc)
        for key, value in {
            "content-type": "application/connect+json",
            "transfer-encoding": "chunked",
            **(headers or {}),
        }.items():
            self._connection.putheader(key, value)
        self._connection.endheaders()
        self._response: http.client.HTTPResponse | None = None

    def send(self, message: dict[str, Any]) -> None:
        self.send_raw(envelope(message))

    def send_raw(self, data: bytes) -> None:
        """Send ``data`` as the next chunk of the request body, as is (e.g. a corrupt envelope)."""
        self._connection.send(b"%x\r\n%s\r\n" % (len(data), data))

    def close_send(self) -> None:
        self._connection.send(b"0\r\n\r\n")

    @property
    def response(self) -> http.client.HTTPResponse:
        if self._response is None:
            self._response = self._connection.getresponse()
        return self._response

    def receive(self) -> tuple[int, Any]:
        """The next (flags, message) envelope of the response."""
        header = self.response.read(5)
        flags, length = struct.unpack(">BI", header)
        return flags, json.loads(self.response.read(length))

    def close(self) -> None:
        self._connection.close()
