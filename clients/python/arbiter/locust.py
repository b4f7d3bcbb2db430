"""A Locust user calling Arbiter over gRPC, for load spread over many machines (docs/loadtest.md).

Locust's pattern for gRPC: a ``User`` whose calls fire ``events.request`` with request_type
``"grpc"``, the method as the name, the response time and the exception, so Locust's statistics,
web UI, CSV and distributed mode (``--master`` / ``--worker``) work unchanged. A locustfile needs
only ``from arbiter.locust import ArbiterUser`` (clients/python/examples/locustfile.py); settings
come from the environment, or from class attributes in a subclass:

    ARBITER_LOCUST_RPC          ResolveAction (default), ResolveEncounter, ResolveBatch,
                                ResolveMany, GetCatalog
    ARBITER_LOCUST_DATA_FILE    the request file, as ``arbiter loadtest --data-file`` reads it
    ARBITER_LOCUST_BATCH_SIZE   items per ResolveMany call or ResolveBatch message (default 1)
    ARBITER_LOCUST_SHARED_STATE 1: the items of a message share its state (--shared-state)
    ARBITER_LOCUST_STATE_ECHO   full or none: the batch's state echo (--state-echo)
    ARBITER_LOCUST_TIMEOUT      seconds per call (default 30)
    ARBITER_LOCUST_REQUESTS     stop the run after this many requests from this process

The target is Locust's ``--host`` (``host:port``, no scheme), else ARBITER_TARGET. Importing this
module makes gRPC cooperate with gevent (``grpc.experimental.gevent.init_gevent``), as Locust's
users are greenlets: import it only in a Locust process.

ResolveBatch: each user keeps one stream open and has one message on it at a time (Locust's users
are its concurrency); a message and its answer are one Locust request, failed when the answer is
an error or any item of it failed. A stream is replaced after ``stream_messages`` messages (the
server caps a stream's items, max_batch_items) or when it fails.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import ClassVar

import gevent
import gevent.queue
import grpc
import grpc.experimental.gevent as grpc_gevent
from locust import User, constant, task
from locust.env import Environment
from locust.exception import StopUser
from locust.runners import WorkerRunner

from arbiter.client import DEFAULT_TARGET, DEFAULT_TIMEOUT
from arbiter.command_line import UsageError
from arbiter.loadtest.requests import (
    RPCS,
    STATE_ECHOES,
    Payload,
    build_payload,
    read_request_file,
)
from arbiter.loadtest.runner import item_errors
from arbiter.v1 import combat_service_pb2 as pb

__all__ = ["ArbiterUser", "BatchFailure"]

# Before any channel exists: gRPC's C core then waits by yielding to gevent, not by blocking.
grpc_gevent.init_gevent()


def _setting(name: str, default: str | None = None) -> str | None:
    return os.environ.get(f"ARBITER_LOCUST_{name}", default)


class _Stream:
    """One ResolveBatch stream: messages go in through a queue its request iterator reads (gRPC
    consumes it in a greenlet of its own), answers come out of its response iterator."""

    def __init__(self, channel: grpc.Channel, method: str, payload: Payload) -> None:
        self._outbox: gevent.queue.Queue[bytes | None] = gevent.queue.Queue()
        self.sent = 0
        call: grpc.StreamStreamMultiCallable[bytes, bytes] = channel.stream_stream(method)
        self._answers = call(self._messages(payload))

    def _messages(self, payload: Payload) -> Iterator[bytes]:
        if payload.stream_start is not None:
            yield payload.stream_start  # the options: no answer
        while (message := self._outbox.get()) is not None:
            yield message

    def exchange(self, message: bytes, timeout: float) -> bytes:
        """Send ``message`` and wait for its answer: grpc.RpcError if the stream failed,
        TimeoutError (the stream cancelled) if none came in ``timeout`` seconds."""
        self.sent += 1
        self._outbox.put(message)
        try:
            with gevent.Timeout(timeout, TimeoutError(f"no answer in {timeout} s")):
                answer: bytes = next(self._answers)
        except TimeoutError:
            self._answers.cancel()
            raise
        return answer

    def close(self) -> None:
        self._outbox.put(None)
        # Read to the end, so the call finishes rather than being left half-open.
        for _ in self._answers:
            pass


class ArbiterUser(User):
    """Calls one Arbiter RPC with one request, over and over, as fast as ``wait_time`` lets (a
    ResolveBatch stream: one message at a time on a stream of its own).

    Subclass to change ``rpc``, ``data_file``, ``batch_size``, ``shared_state``, ``state_echo``,
    ``stream_messages``, ``timeout`` or ``wait_time``.
    """

    wait_time = constant(0)
    rpc: ClassVar[str] = _setting("RPC", "ResolveAction") or "ResolveAction"
    data_file: ClassVar[str | None] = _setting("DATA_FILE")
    batch_size: ClassVar[int] = int(_setting("BATCH_SIZE", "1") or 1)
    shared_state: ClassVar[bool] = _setting("SHARED_STATE", "0") == "1"
    state_echo: ClassVar[str | None] = _setting("STATE_ECHO")
    #: ResolveBatch: messages one stream carries before it is replaced.
    stream_messages: ClassVar[int] = 1_000
    timeout: ClassVar[float] = float(_setting("TIMEOUT", str(DEFAULT_TIMEOUT)) or DEFAULT_TIMEOUT)
    #: Requests this process may start before it stops the run (None: until Locust stops it).
    requests: ClassVar[int | None] = (
        None if _setting("REQUESTS") is None else int(_setting("REQUESTS") or 0)
    )
    _started: ClassVar[int] = 0
    _finished: ClassVar[int] = 0

    def __init__(self, environment: Environment) -> None:
        super().__init__(environment)
        spec = RPCS[self.rpc]
        if self.state_echo is not None and self.state_echo not in STATE_ECHOES:
            raise UsageError(f"ARBITER_LOCUST_STATE_ECHO must be full or none: {self.state_echo!r}")
        request = read_request_file(self.data_file, spec, None, encounter=False)
        self._payload = build_payload(
            spec,
            request,
            batch_size=self.batch_size,
            shared_state=self.shared_state,
            state_echo=None if self.state_echo is None else STATE_ECHOES[self.state_echo],
        )
        self._request = self._payload.request
        self._name = spec.name
        self._method = spec.method
        self._streaming = spec.streaming
        self._stream: _Stream | None = None
        target = self.host or os.environ.get("ARBITER_TARGET", DEFAULT_TARGET)
        self._channel = grpc.insecure_channel(target)
        self._call: grpc.UnaryUnaryMultiCallable[bytes, bytes]
        self._call = self._channel.unary_unary(spec.method)

    def on_stop(self) -> None:
        if self._stream is not None:
            self._stream.close()
        self._channel.close()

    def _take_turn(self) -> None:
        """Count this request against ``requests``: past them, this user stops."""
        if self.requests is not None and ArbiterUser._started >= self.requests:
            raise StopUser
        ArbiterUser._started += 1

    def _done(self) -> None:
        """After the last of ``requests`` is reported, stop the run."""
        ArbiterUser._finished += 1
        runner = self.environment.runner
        if ArbiterUser._finished == self.requests and runner is not None:
            if isinstance(runner, WorkerRunner):
                # A worker that quits on its own sends no last report (Locust's quit from the
                # master sends one the same way): without it, the master never counts this
                # worker's last requests, or any, in a run shorter than the report interval.
                runner._send_stats()
            gevent.spawn(runner.quit)  # not from this greenlet: quit() kills the users

    @task
    def call(self) -> None:
        """One call, reported to Locust whatever its outcome."""
        self._take_turn()
        start = time.perf_counter()
        exception: Exception | None = None
        length = 0
        try:
            response = self._exchange() if self._streaming else self._unary()
            length = len(response)
            if self._streaming:
                exception = _batch_failure(pb.ResolveBatchResponse.FromString(response))
        except (grpc.RpcError, TimeoutError) as error:
            exception = error
        self.environment.events.request.fire(
            request_type="grpc",
            name=self._name,
            response_time=(time.perf_counter() - start) * 1000,
            response_length=length,
            exception=exception,
            context={},
        )
        self._done()

    def _unary(self) -> bytes:
        response: bytes = self._call(self._request, timeout=self.timeout)
        return response

    def _exchange(self) -> bytes:
        """One message on this user's stream, a new stream when it is due (or the last failed)."""
        if self._stream is not None and self._stream.sent >= self.stream_messages:
            self._stream.close()
            self._stream = None
        if self._stream is None:
            self._stream = _Stream(self._channel, self._method, self._payload)
        try:
            return self._stream.exchange(self._request, self.timeout)
        except (grpc.RpcError, TimeoutError):
            self._stream = None
            raise


class BatchFailure(Exception):
    """A ResolveBatch answer that is an error, or has failed items: the Locust request fails."""


def _batch_failure(answer: pb.ResolveBatchResponse) -> BatchFailure | None:
    if answer.HasField("error"):
        return BatchFailure(f"{answer.error.code}: {answer.error.message}")
    failed = item_errors(answer.pack.results) if answer.HasField("pack") else []
    if failed:
        code, text = failed[0]
        return BatchFailure(f"{len(failed)} items failed, the first {code}: {text}")
    return None
