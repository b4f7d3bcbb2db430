"""``grpc.health.v1.Health`` for the asyncio server, ending Watch streams when draining.

grpcio-health-checking's asyncio servicer keeps every Watch stream open until the server stops
them. During a graceful stop those streams count as in-flight calls, so any client doing
client-side health checking (one open Watch per connection) would hold shutdown for the whole
grace period. Here, once shutdown has begun, a Watch sends NOT_SERVING and then ends with OK;
the client's next Watch is refused and it moves on.
"""

from __future__ import annotations

import asyncio

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc

__all__ = ["HealthServicer"]

# health_pb2 is untyped; its ServingStatus values are plain ints.
_Status = int


class HealthServicer(health_pb2_grpc.HealthServicer):  # type: ignore[misc]
    """Serving status per service name ("" is the whole server)."""

    def __init__(self) -> None:
        self._statuses: dict[str, _Status] = {}
        self._changed = asyncio.Condition()
        # Bumped on every change, so a watcher can tell it missed none between waits.
        self._version = 0
        self._draining = False

    async def Check(
        self,
        request: health_pb2.HealthCheckRequest,
        context: grpc.aio.ServicerContext[
            health_pb2.HealthCheckRequest, health_pb2.HealthCheckResponse
        ],
    ) -> health_pb2.HealthCheckResponse:
        """The current status of ``request.service``; NOT_FOUND for an unknown service."""
        status = self._statuses.get(request.service)
        if status is None:
            await context.abort(grpc.StatusCode.NOT_FOUND, f"unknown service: {request.service!r}")
        return health_pb2.HealthCheckResponse(status=status)

    async def Watch(
        self,
        request: health_pb2.HealthCheckRequest,
        context: grpc.aio.ServicerContext[
            health_pb2.HealthCheckRequest, health_pb2.HealthCheckResponse
        ],
    ) -> None:
        """Streams the status of ``request.service`` (SERVICE_UNKNOWN while it has none) at once
        and on every change; ends after reporting the status it has when shutdown begins."""
        seen = -1
        last: _Status | None = None
        while True:
            async with self._changed:
                while self._version == seen:
                    await self._changed.wait()
                seen = self._version
                status = self._statuses.get(
                    request.service, health_pb2.HealthCheckResponse.SERVICE_UNKNOWN
                )
                draining = self._draining
            # Written outside the lock: a slow watcher must not hold up set() or shutdown.
            if status != last:
                await context.write(health_pb2.HealthCheckResponse(status=status))
                last = status
            if draining:
                return

    async def set(self, service: str, status: _Status) -> None:
        """Set the status of ``service``; ignored once shutdown has begun."""
        async with self._changed:
            if self._draining:
                return
            self._statuses[service] = status
            self._version += 1
            self._changed.notify_all()

    async def enter_graceful_shutdown(self) -> None:
        """Mark every service NOT_SERVING, for good, and end the Watch streams."""
        async with self._changed:
            self._draining = True
            for service in self._statuses:
                self._statuses[service] = health_pb2.HealthCheckResponse.NOT_SERVING
            self._version += 1
            self._changed.notify_all()
