"""An asyncio client of ``arbiter.v1.CombatService`` (grpc.aio), for game backends written in
asyncio: ``arbiter.client.ArbiterClient``'s methods as coroutines and async iterators, with the
same options (deadline per client and per call, TLS, token, load balancing and retries) and the
same errors (``ArbiterRpcError``, its details parsed).

::

    async with AsyncArbiterClient("127.0.0.1:50051") as client:
        response = await client.resolve_action(request)
        async for message in client.simulate(simulation):
            ...
"""

from __future__ import annotations

from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterable, Sequence
from types import TracebackType
from typing import Any, Self, TypeVar

import grpc
from google.protobuf.message import Message

from arbiter.client import (
    DEFAULT_TARGET,
    DEFAULT_TIMEOUT,
    ArbiterRpcError,
    CallSettings,
    ClientTimeout,
    Timeout,
    open_channel,
)
from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2

__all__ = ["AsyncArbiterClient"]

_R = TypeVar("_R")
_M = TypeVar("_M")


class AsyncArbiterClient:
    """An asyncio client of ``arbiter.v1.CombatService``; use it as an async context manager.

    The arguments are ``ArbiterClient``'s: ``target`` (or a ``grpc.aio.Channel`` of yours as
    ``channel``, left open), ``timeout`` (every call's deadline; each call may pass its own),
    ``credentials``, ``token``, ``own_connection``, ``load_balancing``. Every call raises
    ``ArbiterRpcError`` when it fails; cancelling the awaiting task cancels the call.
    """

    def __init__(
        self,
        target: str = DEFAULT_TARGET,
        *,
        timeout: float | None = DEFAULT_TIMEOUT,
        channel: grpc.aio.Channel | None = None,
        credentials: grpc.ChannelCredentials | None = None,
        token: str | None = None,
        own_connection: bool = False,
        load_balancing: str | None = None,
    ) -> None:
        self._owns_channel = channel is None
        self._channel: grpc.aio.Channel = channel or open_channel(
            grpc.aio, target, credentials, load_balancing, own_connection=own_connection
        )
        self._stub = pb_grpc.CombatServiceStub(self._channel)
        self._calls = CallSettings(timeout, token)

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    async def close(self) -> None:
        """Close the channel if this client opened it."""
        if self._owns_channel:
            await self._channel.close()

    async def _unary(
        self, method: Callable[..., Any], request: Message, timeout: Timeout, answer: type[_R]
    ) -> _R:
        """``method``'s answer to ``request``, of type ``answer`` (grpc.aio's stubs are untyped)."""
        try:
            response = await method(request, **self._calls.of(timeout))
        except grpc.RpcError as error:
            raise ArbiterRpcError.from_rpc_error(error) from None
        assert isinstance(response, answer)
        return response

    async def _streamed(self, call: Any) -> AsyncIterator[Any]:
        try:
            async for message in call:
                yield message
        except grpc.RpcError as error:
            raise ArbiterRpcError.from_rpc_error(error) from None
        finally:
            # A caller that stops reading early ends the stream instead of leaving it open.
            call.cancel()

    async def resolve_action(
        self, request: pb.ResolveActionRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ResolveActionResponse:
        """Resolve one action (CombatService.ResolveAction)."""
        return await self._unary(
            self._stub.ResolveAction, request, timeout, pb.ResolveActionResponse
        )

    async def compute_odds(
        self, request: pb.ComputeOddsRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ComputeOddsResponse:
        """The exact odds of one attack (CombatService.ComputeOdds)."""
        return await self._unary(self._stub.ComputeOdds, request, timeout, pb.ComputeOddsResponse)

    async def compute_encounter_odds(
        self, request: pb.ComputeEncounterOddsRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ComputeEncounterOddsResponse:
        """The exact odds of a whole encounter (CombatService.ComputeEncounterOdds)."""
        return await self._unary(
            self._stub.ComputeEncounterOdds, request, timeout, pb.ComputeEncounterOddsResponse
        )

    async def resolve_encounter(
        self, request: pb.ResolveEncounterRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> pb.ResolveEncounterResponse:
        """Play an encounter to its end (CombatService.ResolveEncounter)."""
        return await self._unary(
            self._stub.ResolveEncounter, request, timeout, pb.ResolveEncounterResponse
        )

    async def resolve_many(
        self,
        items: Sequence[pb.BatchItem],
        options: pb.BatchOptions | None = None,
        shared_state: state_pb2.EncounterState | None = None,
        *,
        expected_rules_digest: str = "",
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> list[pb.ResolveBatchResponse]:
        """Resolve ``items`` in one unary call (CombatService.ResolveMany), as ArbiterClient."""
        request = pb.ResolveManyRequest(
            options=options,
            items=items,
            shared_state=shared_state,
            expected_rules_digest=expected_rules_digest,
        )
        response = await self._unary(
            self._stub.ResolveMany, request, timeout, pb.ResolveManyResponse
        )
        return list(response.results)

    async def get_catalog(
        self,
        ruleset: state_pb2.Ruleset.ValueType = state_pb2.RULESET_UNSPECIFIED,
        *,
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> pb.GetCatalogResponse:
        """The catalog of ``ruleset``, or of every ruleset when unspecified."""
        request = pb.GetCatalogRequest(ruleset=ruleset)
        return await self._unary(self._stub.GetCatalog, request, timeout, pb.GetCatalogResponse)

    def resolve_batch(
        self,
        items: Iterable[pb.BatchItem | pb.BatchPack] | AsyncIterable[pb.BatchItem | pb.BatchPack],
        options: pb.BatchOptions | None = None,
        *,
        timeout: Timeout = ClientTimeout.CLIENT,
    ) -> AsyncIterator[pb.ResolveBatchResponse]:
        """Stream ``items`` (an iterable or an async iterable, consumed as the server asks for
        more) through CombatService.ResolveBatch; the answers in order, as ArbiterClient's."""

        async def requests() -> AsyncIterator[pb.ResolveBatchRequest]:
            if options is not None:
                yield pb.ResolveBatchRequest(options=options)
            async for item in _aiter(items):
                if isinstance(item, pb.BatchPack):
                    yield pb.ResolveBatchRequest(pack=item)
                else:
                    yield pb.ResolveBatchRequest(item=item)

        call = self._stub.ResolveBatch(requests(), **self._calls.of(timeout))
        return self._streamed(call)

    def simulate(
        self, request: pb.SimulateRequest, *, timeout: Timeout = ClientTimeout.CLIENT
    ) -> AsyncIterator[pb.SimulateResponse]:
        """Play ``request``'s encounter many times (CombatService.Simulate): progress at least
        once a second, then the result last; breaking out of the loop cancels the call."""
        call = self._stub.Simulate(request, **self._calls.of(timeout))
        return self._streamed(call)


async def _aiter(items: Iterable[_M] | AsyncIterable[_M]) -> AsyncIterator[_M]:
    if isinstance(items, AsyncIterable):
        async for item in items:
            yield item
    else:
        for item in items:
            yield item
