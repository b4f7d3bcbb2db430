"""A Locust user calling Arbiter over gRPC, for load spread over many machines (docs/loadtest.md).

Locust's pattern for gRPC: a ``User`` whose calls fire ``events.request`` with request_type
``"grpc"``, the method as the name, the response time and the exception, so Locust's statistics,
web UI, CSV and distributed mode (``--master`` / ``--worker``) work unchanged. A locustfile needs
only ``from arbiter.locust import ArbiterUser`` (clients/python/examples/locustfile.py); settings
come from the environment, or from class attributes in a subclass:

    ARBITER_LOCUST_RPC          ResolveAction (default), ResolveEncounter, ResolveMany, GetCatalog
    ARBITER_LOCUST_DATA_FILE    the request file, as ``arbiter loadtest --data-file`` reads it
    ARBITER_LOCUST_BATCH_SIZE   items per ResolveMany call (default 1)
    ARBITER_LOCUST_TIMEOUT      seconds per call (default 30)
    ARBITER_LOCUST_REQUESTS     stop the run after this many requests from this process

The target is Locust's ``--host`` (``host:port``, no scheme), else ARBITER_TARGET. Importing this
module makes gRPC cooperate with gevent (``grpc.experimental.gevent.init_gevent``), as Locust's
users are greenlets: import it only in a Locust process.
"""

from __future__ import annotations

import os
import time
from typing import ClassVar

import gevent
import grpc
import grpc.experimental.gevent as grpc_gevent
from locust import User, constant, task
from locust.env import Environment
from locust.exception import StopUser

from arbiter.cli import UsageError
from arbiter.client import DEFAULT_TARGET, DEFAULT_TIMEOUT
from arbiter.loadtest.requests import RPCS, build_payload, read_request_file

__all__ = ["ArbiterUser"]

# Before any channel exists: gRPC's C core then waits by yielding to gevent, not by blocking.
grpc_gevent.init_gevent()


def _setting(name: str, default: str | None = None) -> str | None:
    return os.environ.get(f"ARBITER_LOCUST_{name}", default)


class ArbiterUser(User):
    """Calls one unary Arbiter RPC with one request, over and over, as fast as ``wait_time`` lets.

    Subclass to change ``rpc``, ``data_file``, ``batch_size``, ``timeout`` or ``wait_time``.
    """

    wait_time = constant(0)
    rpc: ClassVar[str] = _setting("RPC", "ResolveAction") or "ResolveAction"
    data_file: ClassVar[str | None] = _setting("DATA_FILE")
    batch_size: ClassVar[int] = int(_setting("BATCH_SIZE", "1") or 1)
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
        if spec.streaming:
            raise UsageError(f"{spec.name} is a stream; ArbiterUser calls unary RPCs")
        request = read_request_file(self.data_file, spec, None, encounter=False)
        self._request = build_payload(spec, request, batch_size=self.batch_size).request
        self._name = spec.name
        target = self.host or os.environ.get("ARBITER_TARGET", DEFAULT_TARGET)
        self._channel = grpc.insecure_channel(target)
        self._call: grpc.UnaryUnaryMultiCallable[bytes, bytes]
        self._call = self._channel.unary_unary(spec.method)

    def on_stop(self) -> None:
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
            gevent.spawn(runner.quit)  # not from this greenlet: quit() kills the users

    @task
    def call(self) -> None:
        """One call, reported to Locust whatever its outcome."""
        self._take_turn()
        start = time.perf_counter()
        exception: Exception | None = None
        length = 0
        try:
            response: bytes = self._call(self._request, timeout=self.timeout)
            length = len(response)
        except grpc.RpcError as error:
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
