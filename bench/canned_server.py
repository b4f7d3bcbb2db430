"""The benchmarks' reference server: Arbiter's own server with a servicer that does no work.

``python -m bench.canned_server`` takes ``arbiter serve``'s options and runs ``service.server``'s
``start`` (the same gRPC options, interceptor, logging, health and reflection) with
``CannedServicer``: each RPC answers with the real servicer's response to the first request of
its kind and trace detail, kept and returned from then on. What is left is what gRPC, the
interceptor and the event loop cost, with responses of the real size: the ceiling Arbiter's
figures are read against. It serves until killed.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import AsyncIterator, Coroutine, Sequence
from typing import TypeVar

import grpc

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc
from service.config import SERVE_DESCRIPTION, Config, add_serve_arguments
from service.limits import Limits
from service.logs import configure_logging
from service.server import start
from service.servicer import CombatServicer

__all__ = ["CannedServicer", "main"]

_Context = grpc.aio.ServicerContext[object, object]


_K = TypeVar("_K")
_R = TypeVar("_R")


async def _cached(cache: dict[_K, _R], key: _K, compute: Coroutine[object, object, _R]) -> _R:
    """``cache[key]``, filled by awaiting ``compute`` the first time (closed unawaited after)."""
    if key in cache:
        compute.close()
        return cache[key]
    cache[key] = result = await compute
    return result


class CannedServicer(combat_service_pb2_grpc.CombatServiceServicer):
    """Answers from a cache keyed by RPC and trace detail (and for ResolveMany the item count),
    filled once by ``CombatServicer``.

    A ResolveBatch result is the cached one whatever the item's index (the reference measures
    the transport, not the numbering).
    """

    def __init__(self, limits: Limits) -> None:
        self._real = CombatServicer(limits)
        self._actions: dict[int, pb.ResolveActionResponse] = {}
        self._encounters: dict[int, pb.ResolveEncounterResponse] = {}
        self._items: dict[int, pb.ResolveBatchResponse] = {}
        self._many: dict[tuple[int, int], pb.ResolveManyResponse] = {}

    async def GetCatalog(
        self, request: pb.GetCatalogRequest, context: _Context
    ) -> pb.GetCatalogResponse:
        return await self._real.GetCatalog(request, context)  # built once by the servicer

    async def ResolveMany(
        self, request: pb.ResolveManyRequest, context: _Context
    ) -> pb.ResolveManyResponse:
        key = (len(request.items), request.options.trace_detail)
        return await _cached(self._many, key, self._real.ResolveMany(request, context))

    async def ResolveAction(
        self, request: pb.ResolveActionRequest, context: _Context
    ) -> pb.ResolveActionResponse:
        return await _cached(
            self._actions, request.trace_detail, self._real.ResolveAction(request, context)
        )

    async def ResolveEncounter(
        self, request: pb.ResolveEncounterRequest, context: _Context
    ) -> pb.ResolveEncounterResponse:
        return await _cached(
            self._encounters, request.trace_detail, self._real.ResolveEncounter(request, context)
        )

    async def ResolveBatch(
        self, request_iterator: AsyncIterator[pb.ResolveBatchRequest], context: _Context
    ) -> AsyncIterator[pb.ResolveBatchResponse]:
        async for message in request_iterator:
            if not message.HasField("item") or not message.item.HasField("action"):
                continue  # options, and encounter items, which the benchmarks do not stream
            detail = message.item.action.trace_detail
            result = self._items.get(detail)
            if result is None:
                action = await self.ResolveAction(message.item.action, context)
                result = self._items[detail] = pb.ResolveBatchResponse(action=action)
            yield result


async def _serve(config: Config) -> None:
    running = await start(config, servicer=CannedServicer(config.limits))
    await asyncio.Event().wait()  # until the benchmark kills the process
    await running.stop(config.grace)  # never reached; holds the server (a dropped one stops)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``arbiter serve``'s options and serve canned responses until killed."""
    parser = argparse.ArgumentParser(prog="python -m bench.canned_server", description=__doc__)
    parser.epilog = SERVE_DESCRIPTION
    add_serve_arguments(parser)
    config = Config.from_namespace(parser.parse_args(argv))
    configure_logging(config.log_level)
    asyncio.run(_serve(config))
    return 0


if __name__ == "__main__":
    sys.exit(main())
