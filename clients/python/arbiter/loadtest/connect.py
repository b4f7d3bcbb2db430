"""``arbiter loadtest --protocol connect``: the Connect route (``--http-port``) as the game engines
call it (Unity, Godot, the studio): proto3 JSON POSTed over HTTP/1.1, a stream as Connect's
enveloped JSON (``application/connect+json``).

The requests go out on pyqwest (the HTTP client the Connect project's Python runtime is built on,
the client's ``connect`` extra), one client for the run with its own pool of keep-alive
connections, TLS and the client certificate of mTLS as the gRPC path has them. Each request's
JSON is written once, before the run. A status other than 200 is read as the Connect error JSON it
carries (its ``code``), or by Connect's table of HTTP statuses when it carries none (a proxy's
page); a stream's error is its end message's. ResolveBatch streams both ways, which HTTP/1.1
cannot carry: its unary twin, ResolveMany, is what these clients send.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import struct
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from google.protobuf import json_format

from arbiter.client import _status_code
from arbiter.loadtest.plan import error_text
from arbiter.v1 import combat_service_pb2 as pb

if TYPE_CHECKING:
    from arbiter.loadtest.plan import LoadTestOptions, Recorder, Schedule

__all__ = ["ConnectSender", "server_stream_worker", "unary_worker"]

#: Connect's code of an HTTP status that carries no Connect error (the protocol's table).
_HTTP_CODES = {
    400: "INTERNAL",
    401: "UNAUTHENTICATED",
    403: "PERMISSION_DENIED",
    404: "UNIMPLEMENTED",
    429: "UNAVAILABLE",
    502: "UNAVAILABLE",
    503: "UNAVAILABLE",
    504: "UNAVAILABLE",
}
_END_STREAM = 0x02


def _json_request(options: LoadTestOptions) -> bytes:
    """The run's request as proto3 JSON (a stream's: in its one envelope)."""
    message = getattr(pb, f"{options.spec.name}Request").FromString(options.payload.request)
    text = json_format.MessageToJson(message, indent=None).encode()
    if options.spec.server_streaming:
        return struct.pack(">BI", 0, len(text)) + text
    return text


class ConnectSender:
    """The run's HTTP client, the URLs of its targets (taken in turn), and every request's
    headers and body (its JSON, written once for every worker)."""

    def __init__(self, options: LoadTestOptions) -> None:
        from pyqwest import Client, HTTPTransport, HTTPVersion  # noqa: PLC0415 - the connect extra

        self.options = options
        self.body = _json_request(options)
        tls = options.tls
        transport = HTTPTransport(
            tls_ca_cert=None if tls is None else tls.ca,
            tls_include_system_certs=tls is not None and tls.ca is None,
            tls_cert=None if tls is None else tls.cert,
            tls_key=None if tls is None else tls.key,
            # HTTP/1.1, as UnityWebRequest, Godot's HTTPRequest and a browser's fetch send.
            http_version=HTTPVersion.HTTP1,
            pool_max_idle_per_host=options.concurrency,
            enable_otel=False,
        )
        self.client = Client(transport)
        scheme = "https" if tls is not None else "http"
        path = f"/arbiter.v1.CombatService/{options.spec.name}"
        self._urls = itertools.cycle(
            [(target, _base_url(target, scheme) + path) for target in options.targets]
        )
        self.headers = {
            "content-type": "application/connect+json"
            if options.spec.server_streaming
            else "application/json",
            "connect-protocol-version": "1",
            **({} if options.token is None else {"authorization": f"Bearer {options.token}"}),
            **(
                {}
                if options.timeout is None
                else {"connect-timeout-ms": str(max(1, round(options.timeout * 1000)))}
            ),
        }

    def next(self) -> tuple[str, str]:
        """The next target and its URL."""
        return next(self._urls)


def _base_url(target: str, scheme: str) -> str:
    """``target`` (host:port, or a URL) as a base URL."""
    if target.startswith(("http://", "https://")):
        return target.rstrip("/")
    return f"{scheme}://{target}"


def _coded(code: str, message: object) -> tuple[str, str]:
    """(code, the error text the report groups by)."""
    return code, error_text(code, message)


def _connect_error(status: int, body: bytes) -> tuple[str, str]:
    """(code, text) of an answer that is not 200: its Connect error JSON, or the status."""
    try:
        error = json.loads(body)
        return _coded(str(error["code"]).upper(), error.get("message"))
    except (ValueError, KeyError, TypeError):
        code = _HTTP_CODES.get(status, "UNKNOWN")
        return code, f"{code}: HTTP {status} without a Connect error body"


def _item_errors(body: bytes) -> list[tuple[str, str]]:
    """(code, text) of each failed result of a ResolveMany answer's JSON."""
    failed = []
    for result in json.loads(body).get("results", ()):
        error = result.get("error")
        if error is not None:
            failed.append(
                _coded(_status_code(int(error.get("code", 2))).name, error.get("message"))
            )
    return failed


def _not_sent(error: BaseException) -> tuple[str, str]:
    """(code, text) of a request that got no answer."""
    if isinstance(error, TimeoutError):
        return "DEADLINE_EXCEEDED", "DEADLINE_EXCEEDED: no answer within the timeout"
    return _coded("UNAVAILABLE", error)


#: What a request that got no answer raises (pyqwest's errors subclass these, or are these).
def _transport_errors() -> tuple[type[BaseException], ...]:
    import pyqwest  # noqa: PLC0415 - the connect extra

    return (
        OSError,
        TimeoutError,
        pyqwest.RemoteProtocolError,
        pyqwest.ReadError,
        pyqwest.WriteError,
        pyqwest.StreamError,
    )


async def unary_worker(sender: ConnectSender, schedule: Schedule, index: int) -> None:
    """Worker ``index``'s unary calls: the JSON request POSTed, the answer's status read (and,
    for ResolveMany, its results' errors), each recorded in the schedule's recorder."""
    options, recorder = sender.options, schedule.recorder
    many = options.spec.name == "ResolveMany"
    body, carried = sender.body, options.payload.items_per_message
    failures = _transport_errors()
    while await schedule.turn(index) and (planned := await schedule.next()) is not None:
        target, url = sender.next()
        try:
            response = await asyncio.wait_for(
                sender.client.post(url, sender.headers, body), options.timeout
            )
        except failures as error:
            code, text = _not_sent(error)
            recorder.record(planned, code, target, carried=carried, error=text)
            continue
        if response.status != 200:
            code, text = _connect_error(response.status, response.content)
            recorder.record(planned, code, target, carried=carried, error=text)
            continue
        failed = _item_errors(response.content) if many else []
        recorder.record(planned, "OK", target, carried=carried, item_errors=failed)


def _envelopes(data: bytearray) -> Iterator[tuple[int, bytes]]:
    """The complete envelopes at the front of ``data``, taken out of it."""
    while len(data) >= 5:
        flags, length = struct.unpack(">BI", data[:5])
        if len(data) < 5 + length:
            return
        message = bytes(data[5 : 5 + length])
        del data[: 5 + length]
        yield flags, message


async def _stream_call(
    sender: ConnectSender, url: str, body: bytes, planned: float, recorder: Recorder
) -> tuple[str, str | None]:
    """One Simulate over Connect: (code, error text or None); its first message's time goes to
    ``recorder``."""
    async with sender.client.stream("POST", url, sender.headers, body) as response:
        if response.status != 200:
            content = bytearray()
            async for chunk in response.content:
                content += chunk
            return _connect_error(response.status, bytes(content))
        pending, first, end = bytearray(), True, None
        async for chunk in response.content:
            pending += chunk
            for flags, message in _envelopes(pending):
                if flags & _END_STREAM:
                    end = json.loads(message)
                elif first:
                    recorder.first_message.append(time.perf_counter() - planned)
                    first = False
    error: dict[str, Any] | None = None if end is None else end.get("error")
    if end is None:
        return "INTERNAL", "INTERNAL: the stream ended without its end message"
    if error is not None:
        return _coded(str(error.get("code", "unknown")).upper(), error.get("message"))
    return "OK", None


async def server_stream_worker(sender: ConnectSender, schedule: Schedule, index: int) -> None:
    """Worker ``index``'s Simulates over Connect: the latency runs to the stream's end, and the
    time to its first message is recorded beside it."""
    options, recorder = sender.options, schedule.recorder
    body, failures = sender.body, _transport_errors()
    while await schedule.turn(index) and (planned := await schedule.next()) is not None:
        target, url = sender.next()
        try:
            code, text = await asyncio.wait_for(
                _stream_call(sender, url, body, planned, recorder), options.timeout
            )
        except failures as error:
            code, text = _not_sent(error)
        recorder.record(planned, code, target, carried=1, error=text)
