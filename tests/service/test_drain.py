"""Draining with ResolveBatch streams mid-flight, counted: several streams over both routes have
items answered, more sent and not yet answered, when the server gets SIGTERM; then they go on
sending. With a long grace every id sent (before the drain began or during it) is answered
exactly once, in order, and every stream ends OK; with no grace, what was answered is an in-order
prefix of what was sent (at least what was read before the signal), nothing twice, and every
stream ends with the documented cut-off code
(gRPC CANCELLED or UNAVAILABLE, Connect ``unavailable``), so a client knows exactly which ids to
retry elsewhere (docs/configuration.md, "Shutdown and exit codes").

test_shutdown.py checks the drain itself (health, log lines, exit code) with one item before and
one during; this counts ids across many streams. Everything waits on answers and log lines; the
only timeouts are hang guards.
"""

from __future__ import annotations

import contextlib
import queue
import signal
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import grpc
import pytest
from google.protobuf import json_format

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from tests.service.connect_http import END_STREAM, Stream
from tests.service.server_process import REPO, ServerProcess

_STREAMS_PER_ROUTE = 3
#: Items each stream has answered before the signal, then items it has sent and not read.
_ANSWERED_BEFORE = 3
_IN_FLIGHT = 3
#: Items each stream sends once the drain has begun.
_DURING = 3
_HANG_GUARD = 60.0

_ATTACK = json_format.Parse(
    (REPO / "clients/python/examples/arrayer_attack.json").read_text(),
    pb.ResolveActionRequest(),
)


def _item(item_id: str) -> pb.ResolveBatchRequest:
    request = pb.ResolveActionRequest()
    request.CopyFrom(_ATTACK)
    request.ClearField("dice")  # the batch seed decides
    return pb.ResolveBatchRequest(item=pb.BatchItem(id=item_id, action=request))


@dataclass
class _Tally:
    """One stream's count: ids sent (and how many before the drain), answers, how it ended."""

    name: str
    sent: list[str] = field(default_factory=list)
    sent_before_drain: int = 0
    answered: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    end: str = ""


class _GrpcStream:
    def __init__(self, channel: grpc.Channel, tally: _Tally) -> None:
        self.tally = tally
        self._outbox: queue.Queue[pb.ResolveBatchRequest | None] = queue.Queue()
        self._responses: Iterator[pb.ResolveBatchResponse] = pb_grpc.CombatServiceStub(
            channel
        ).ResolveBatch(iter(self._outbox.get, None), timeout=_HANG_GUARD)
        self._outbox.put(pb.ResolveBatchRequest(options=pb.BatchOptions(seed=7)))

    def send(self, item_id: str) -> None:
        self.tally.sent.append(item_id)
        self._outbox.put(_item(item_id))

    def receive(self) -> None:
        self._record(next(self._responses))

    def _record(self, response: pb.ResolveBatchResponse) -> None:
        self.tally.answered.append(response.id)
        if response.WhichOneof("result") != "action":
            self.tally.errors.append(f"{response.id}: {response.error.message}")

    def finish(self) -> None:
        self._outbox.put(None)
        try:
            for response in self._responses:
                self._record(response)
        except grpc.RpcError as err:
            assert isinstance(err, grpc.Call)
            self.tally.end = err.code().name
        else:
            self.tally.end = "OK"


class _ConnectStream:
    def __init__(self, base_url: str, tally: _Tally) -> None:
        self.tally = tally
        self._stream = Stream(base_url, "ResolveBatch")
        self._stream.send({"options": {"seed": "7"}})

    def send(self, item_id: str) -> None:
        self.tally.sent.append(item_id)
        self._stream.send(json_format.MessageToDict(_item(item_id)))

    def _next(self) -> bool:
        flags, message = self._stream.receive()
        if flags == END_STREAM:
            self.tally.end = message["error"]["code"].upper() if "error" in message else "OK"
            return False
        self.tally.answered.append(message["id"])
        if "action" not in message:
            self.tally.errors.append(f"{message['id']}: {message.get('error')}")
        return True

    def receive(self) -> None:
        assert self._next(), "the stream ended early"

    def finish(self) -> None:
        with contextlib.suppress(OSError):  # a closed connection: its answers are still read
            self._stream.close_send()
        try:
            while self._next():
                pass
        finally:
            self._stream.close()


_Batch = _GrpcStream | _ConnectStream


def _drive(batch: _Batch, ready: threading.Barrier, drained: threading.Event) -> None:
    """Answered, then in flight, then (after the drain began) more, then the end."""
    name = batch.tally.name
    for n in range(_ANSWERED_BEFORE):
        batch.send(f"{name}-{n}")
        batch.receive()
    for n in range(_ANSWERED_BEFORE, _ANSWERED_BEFORE + _IN_FLIGHT):
        batch.send(f"{name}-{n}")
    batch.tally.sent_before_drain = len(batch.tally.sent)
    ready.wait(timeout=_HANG_GUARD)
    assert drained.wait(timeout=_HANG_GUARD)
    try:
        for n in range(_ANSWERED_BEFORE + _IN_FLIGHT, _ANSWERED_BEFORE + _IN_FLIGHT + _DURING):
            batch.send(f"{name}-{n}")
    except OSError:
        pass  # a cut-off Connect stream: its connection is gone, what was answered is read next
    batch.finish()


def _drain(server: ServerProcess, workers: int) -> list[_Tally]:
    """Open the streams, SIGTERM once each has answers and items in flight, let them go on."""
    tallies: list[_Tally] = []
    with grpc.insecure_channel(server.target) as channel:
        batches: list[_Batch] = []
        for n in range(_STREAMS_PER_ROUTE):
            tallies += [_Tally(f"grpc{n}"), _Tally(f"connect{n}")]
            batches += [
                _GrpcStream(channel, tallies[-2]),
                _ConnectStream(server.base_url, tallies[-1]),
            ]
        ready = threading.Barrier(len(batches) + 1)
        drained = threading.Event()
        failures: list[BaseException] = []

        def run(batch: _Batch) -> None:
            try:
                _drive(batch, ready, drained)
            except BaseException as exc:  # reported by the test below
                failures.append(exc)
                ready.abort()

        threads = [threading.Thread(target=run, args=(b,), daemon=True) for b in batches]
        for thread in threads:
            thread.start()
        ready.wait(timeout=_HANG_GUARD)
        server.send_signal(signal.SIGTERM)
        _wait_until_draining(server, workers)
        drained.set()
        for thread in threads:
            thread.join(timeout=_HANG_GUARD)
        assert not failures, failures
        assert not any(thread.is_alive() for thread in threads)
    assert server.wait() == 0
    return tallies


def _wait_until_draining(server: ServerProcess, workers: int) -> None:
    """Until every serving process logged "shutting down" (each worker its own, with its pid)."""
    if workers == 1:
        server.wait_for(lambda line: line.get("event") == "shutting down")
        return
    draining: set[int] = set()

    def worker_draining(line: dict[str, Any]) -> bool:
        if line.get("event") == "shutting down" and "pid" in line:
            draining.add(line["pid"])
        return len(draining) == workers

    server.wait_for(worker_draining)


@pytest.mark.parametrize("workers", [1, 2])
def test_with_a_long_grace_every_id_sent_is_answered_once_in_order(workers: int) -> None:
    with ServerProcess("--grace", "60", "--workers", str(workers)) as server:
        tallies = _drain(server, workers)
    sent = sum(len(t.sent) for t in tallies)
    answered = sum(len(t.answered) for t in tallies)
    per_stream = _ANSWERED_BEFORE + _IN_FLIGHT + _DURING
    assert (sent, answered) == (len(tallies) * per_stream, len(tallies) * per_stream)
    for tally in tallies:
        assert tally.sent_before_drain == _ANSWERED_BEFORE + _IN_FLIGHT
        assert tally.answered == tally.sent, tally.name
        assert (tally.errors, tally.end) == ([], "OK"), tally.name
    # One OK line per stream, counting all its items, written after the drain began.
    lines = [line for line in server.lines if line.get("method", "").endswith("/ResolveBatch")]
    assert sorted((line["code"], line["items"]) for line in lines) == [("OK", per_stream)] * len(
        tallies
    )


def test_with_no_grace_what_was_answered_is_an_in_order_prefix_and_the_rest_is_cut_cleanly() -> (
    None
):
    with ServerProcess("--grace", "0") as server:
        tallies = _drain(server, 1)
    for tally in tallies:
        answered = tally.answered
        assert answered == tally.sent[: len(answered)], tally.name  # in order, none twice
        assert len(answered) >= _ANSWERED_BEFORE, tally.name
        assert tally.errors == [], tally.name
        cut = {"CANCELLED", "UNAVAILABLE"} if tally.name.startswith("grpc") else {"UNAVAILABLE"}
        # Every stream was open when the signal came, so each is cut off, Connect's too (its
        # cancel can be swallowed by connectrpc: _ConnectCall.stop_if_cut_off).
        assert tally.end in cut, tally
