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


def _shape(options: pb.BatchOptions, message: pb.ResolveBatchRequest) -> tuple[object, ...]:
    """What a ResolveBatch answer's size depends on: the stream's options, the message's kind,
    and for a pack its length and whether it shares a state; the first item's trace detail."""
    if message.HasField("pack"):
        items = message.pack.items
        first = items[0] if items else pb.BatchItem()
        kind: tuple[object, ...] = ("pack", len(items), message.pack.HasField("shared_state"))
    else:
        first, kind = message.item, ("item",)
    request = first.encounter if first.HasField("encounter") else first.action
    detail = (first.WhichOneof("request"), request.trace_detail)
    return (options.SerializeToString(deterministic=True), *kind, *detail)


class CannedServicer(CombatServicer):
    """Answers from a cache keyed by RPC and trace detail (for ResolveMany also the item count;
    for ResolveBatch the stream's options and the message's shape, a pack's length included),
    filled once by the real servicer (the GetCatalog, ComputeOdds and Simulate it
    inherits are real: not load-tested RPCs).

    A ResolveBatch answer is the cached one whatever the message's index (the reference measures
    the transport, not the numbering): a pack of 100 is answered by a real pack answer of 100
    results, which is the transport's ceiling for that shape.
    """

    def __init__(self, limits: Limits) -> None:
        super().__init__(limits)
        # The real servicer's answers, as the wire bytes it wrote (service.boundary.wire).
        self._actions: dict[int, bytes] = {}
        self._encounters: dict[int, bytes] = {}
        self._batches: dict[tuple[object, ...], bytes] = {}
        self._many: dict[tuple[int, int], bytes] = {}

    async def ResolveMany(self, request: pb.ResolveManyRequest, context: _Context) -> bytes:
        key = (len(request.items), request.options.trace_detail)
        return await _cached(self._many, key, super().ResolveMany(request, context))

    async def ResolveAction(self, request: pb.ResolveActionRequest, context: _Context) -> bytes:
        return await _cached(
            self._actions, request.trace_detail, super().ResolveAction(request, context)
        )

    async def ResolveEncounter(
        self, request: pb.ResolveEncounterRequest, context: _Context
    ) -> bytes:
        return await _cached(
            self._encounters, request.trace_detail, super().ResolveEncounter(request, context)
        )

    async def _real_answer(
        self, options: pb.BatchOptions, message: pb.ResolveBatchRequest, context: _Context
    ) -> bytes:
        """The real servicer's answer to ``message`` as a stream's first after ``options``."""

        async def stream() -> AsyncIterator[pb.ResolveBatchRequest]:
            yield pb.ResolveBatchRequest(options=options)
            yield message

        answers = super().ResolveBatch(stream(), context)
        try:
            return await anext(answers)
        finally:
            await answers.aclose()  # type: ignore[attr-defined]  # an async generator

    async def ResolveBatch(
        self, request_iterator: AsyncIterator[pb.ResolveBatchRequest], context: _Context
    ) -> AsyncIterator[bytes]:
        options = pb.BatchOptions()
        async for message in request_iterator:
            if message.HasField("options"):
                options = message.options
                continue
            key = _shape(options, message)
            if (answer := self._batches.get(key)) is None:
                answer = self._batches[key] = await self._real_answer(options, message, context)
            yield answer


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
