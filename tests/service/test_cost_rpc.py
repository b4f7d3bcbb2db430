"""Cost limits and the concurrency limit over real gRPC calls (service.offload): a request, or a
batch item, over ``max_request_cost``; the item that takes a stream (or ResolveMany) over
``max_stream_cost``; heavy calls beyond ``max_heavy_calls`` refused at once while the admitted
ones complete; and waiting heavy jobs started shortest first.

Calls meet the engine thread through events: the test holds the server's one engine thread with
a job of its own, queues calls behind it (waiting, in turns of the server's loop, until the
offload has admitted them), then lets it go. Nothing waits for time.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import TypeVar

import grpc
import pytest
from google.protobuf import json_format
from google.rpc import code_pb2, status_pb2

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from service.limits import Limits
from service.offload import OFFLOAD_COST, CallStop, Offload, Place
from service.servicer import CombatServicer
from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.service.support import (
    ErrorDetails,
    LoopbackServer,
    batch_item,
    cheap_action,
    details_of,
    rpc_error_details,
    seeded,
)

_T = TypeVar("_T")
_TIMEOUT = 60.0  # a hang guard, not a synchronisation
_LOOP_TURNS = 1_000_000  # a hang guard for waiting in turns of the server's loop

Serve = Callable[[CombatServicer], LoopbackServer]


def _duel(rounds: int) -> pb.ResolveEncounterRequest:
    """An encounter of the two combatants of ``cheap_action``: it costs 2 x ``rounds``."""
    return pb.ResolveEncounterRequest(state=cheap_action().state, dice=seeded(5), max_rounds=rounds)


def _exhausted(call: Callable[[], object]) -> tuple[status_pb2.Status, ErrorDetails]:
    """The status and details of ``call``, which must fail RESOURCE_EXHAUSTED."""
    with pytest.raises(grpc.RpcError) as caught:
        call()
    assert caught.value.code() is grpc.StatusCode.RESOURCE_EXHAUSTED
    return rpc_error_details(caught.value)


@pytest.fixture
def costly(serve: Serve) -> Iterator[pb_grpc.CombatServiceStub]:
    """A server admitting requests of cost 100 (a duel of 50 rounds) and 104 per stream."""
    limits = Limits(max_request_cost=100, max_stream_cost=104)
    channel, stub = serve(CombatServicer(limits)).stub()
    with channel:
        yield stub


def test_an_encounter_over_the_request_cost_is_refused_naming_max_rounds(
    costly: pb_grpc.CombatServiceStub,
) -> None:
    assert costly.ResolveEncounter(_duel(50), timeout=_TIMEOUT).HasField("outcome")
    status, details = _exhausted(lambda: costly.ResolveEncounter(_duel(51), timeout=_TIMEOUT))
    assert (details.fields, details.reason) == (["maxRounds"], "LIMIT_EXCEEDED")
    assert "may cost up to 102 units" in status.message
    assert "limit of 100 (max_request_cost)" in status.message


def test_a_batch_item_over_the_request_cost_is_that_items_error(
    costly: pb_grpc.CombatServiceStub,
) -> None:
    over, after = costly.ResolveBatch(
        iter([batch_item("over", _duel(51)), batch_item("cheap", cheap_action())]),
        timeout=_TIMEOUT,
    )
    assert (over.id, over.error.code) == ("over", code_pb2.RESOURCE_EXHAUSTED)
    details = details_of(over.error.details)
    assert (details.fields, details.reason) == (["maxRounds"], "LIMIT_EXCEEDED")
    assert after.HasField("action")  # the stream goes on


def test_the_item_that_would_exceed_the_stream_cost_ends_the_stream(
    costly: pb_grpc.CombatServiceStub,
) -> None:
    # The duel's 100 and four actions' 1 each fit in 104; a fifth action would not.
    messages = [batch_item("duel", _duel(50))]
    messages += [batch_item(f"a{i}", cheap_action()) for i in range(5)]
    responses = costly.ResolveBatch(iter(messages), timeout=_TIMEOUT)
    answered = [next(responses) for _ in range(5)]
    assert [r.id for r in answered] == ["duel", "a0", "a1", "a2", "a3"]
    assert all(not r.HasField("error") for r in answered)
    status, details = _exhausted(lambda: next(responses))
    assert (details.fields, details.reason) == (["item"], "LIMIT_EXCEEDED")
    assert "after 104 spent" in status.message
    assert "limit of 104 per batch stream or ResolveMany (max_stream_cost)" in status.message


def test_a_pack_and_resolve_many_over_the_stream_cost_end_the_call(
    costly: pb_grpc.CombatServiceStub,
) -> None:
    items = [pb.BatchItem(id="duel", encounter=_duel(50))]
    items += [pb.BatchItem(id=f"a{i}", action=cheap_action()) for i in range(5)]
    pack = pb.ResolveBatchRequest(pack=pb.BatchPack(items=items))
    _, details = _exhausted(lambda: list(costly.ResolveBatch(iter([pack]), timeout=_TIMEOUT)))
    assert details.fields == ["pack.items"]
    many = pb.ResolveManyRequest(items=items)
    _, details = _exhausted(lambda: costly.ResolveMany(many, timeout=_TIMEOUT))
    assert details.fields == ["items"]
    # Each call has a budget of its own: the items that fit are answered.
    fits = costly.ResolveMany(pb.ResolveManyRequest(items=items[:5]), timeout=_TIMEOUT)
    assert [r.id for r in fits.results] == ["duel", "a0", "a1", "a2", "a3"]


def test_the_cost_limits_are_flags_and_bound_the_connect_route_too() -> None:
    with ServerProcess("--max-request-cost", "100", "--max-stream-cost", "100") as server:
        ok = connect_http.post(
            server.base_url, "ResolveEncounter", json_format.MessageToJson(_duel(50))
        )
        over = connect_http.post(
            server.base_url, "ResolveEncounter", json_format.MessageToJson(_duel(51))
        )
    assert ok.status == 200
    assert over.status == 429
    error = over.json()
    assert error["code"] == "resource_exhausted"
    assert "(max_request_cost)" in error["message"]
    details = connect_http.error_details(error)
    assert [v.field for v in details["google.rpc.BadRequest"].field_violations] == ["maxRounds"]
    assert details["google.rpc.ErrorInfo"].reason == "LIMIT_EXCEEDED"


class _Recording(Offload):
    """The server's offload, recording the estimated cost of each job as it starts in a thread."""

    def __init__(self, threads: int, max_calls: int) -> None:
        super().__init__(threads, max_calls)
        self.started: list[int] = []

    async def run(
        self,
        job: Callable[[], _T],
        stop: CallStop,
        cost: int,
        *,
        simulation: bool = False,
        holds: Callable[[], int] | None = None,
        tell: Place | None = None,
    ) -> _T:
        def recorded() -> _T:
            self.started.append(cost)
            return job()

        return await super().run(
            recorded, stop, cost, simulation=simulation, holds=holds, tell=tell
        )


class _Held:
    """The offload's one engine thread, held by a job of the test's until ``release``."""

    def __init__(self, server: LoopbackServer, offload: Offload) -> None:
        self._server, self._offload = server, offload
        started, self._release = threading.Event(), threading.Event()

        def hold() -> None:
            started.set()
            assert self._release.wait(_TIMEOUT)

        self._job = server.submit(offload.run(hold, CallStop(None), OFFLOAD_COST))
        assert started.wait(_TIMEOUT)

    def until_admitted(self, jobs: int) -> None:
        """Wait, in turns of the server's loop, until ``jobs`` jobs are admitted."""

        async def admitted() -> None:
            for _ in range(_LOOP_TURNS):
                if self._offload.admitted >= jobs:
                    return
                await asyncio.sleep(0)
            raise AssertionError(f"never {jobs} jobs admitted")

        self._server.submit(admitted()).result(_TIMEOUT)

    def release(self) -> None:
        self._release.set()
        self._job.result(_TIMEOUT)

    def __enter__(self) -> _Held:
        return self

    def __exit__(self, *exc: object) -> None:
        self._release.set()  # also when the test failed while holding the thread


def test_heavy_calls_beyond_the_limit_are_refused_at_once_while_the_admitted_complete(
    serve: Serve,
) -> None:
    offload = Offload(1, max_calls=2)
    server = serve(CombatServicer(Limits(), offload))
    channel, stub = server.stub()
    held = _Held(server, offload)  # one admitted job
    with channel, held:
        _at_the_limit(held, offload, stub)


def _at_the_limit(held: _Held, offload: Offload, stub: pb_grpc.CombatServiceStub) -> None:
    admitted = stub.ResolveEncounter.future(_duel(50), timeout=_TIMEOUT)
    held.until_admitted(2)  # the limit: the duel waits for the thread
    status, details = _exhausted(lambda: stub.ResolveEncounter(_duel(50), timeout=_TIMEOUT))
    assert (details.fields, details.reason) == ([], "SERVER_BUSY")
    assert "(max_heavy_calls)" in status.message
    # Cheap calls run inline on the loop and are not limited; in a stream, a heavy item refused
    # as busy is that item's error and the stream goes on.
    assert stub.ResolveAction(cheap_action(), timeout=_TIMEOUT).result.HasField("attack")
    busy, cheap = stub.ResolveBatch(
        iter([batch_item("heavy", _duel(50)), batch_item("cheap", cheap_action())]),
        timeout=_TIMEOUT,
    )
    assert details_of(busy.error.details).reason == "SERVER_BUSY"
    assert cheap.HasField("action")
    assert not admitted.done()
    held.release()
    assert admitted.result(timeout=_TIMEOUT).HasField("outcome")
    assert offload.admitted == 0
    # Room again: the next heavy call is admitted.
    assert stub.ResolveEncounter(_duel(50), timeout=_TIMEOUT).HasField("outcome")


def test_waiting_heavy_calls_start_shortest_first(serve: Serve) -> None:
    offload = _Recording(1, max_calls=8)
    server = serve(CombatServicer(Limits(), offload))
    channel, stub = server.stub()
    held = _Held(server, offload)
    with channel, held:
        _shortest_first(held, offload, stub)


def _shortest_first(held: _Held, offload: _Recording, stub: pb_grpc.CombatServiceStub) -> None:
    calls = []
    for jobs, rounds in enumerate((90, 60, 30, 60), start=2):  # costs 180, 120, 60, 120
        calls.append(stub.ResolveEncounter.future(_duel(rounds), timeout=_TIMEOUT))
        held.until_admitted(jobs)  # arrival order is fixed
    held.release()
    for call in calls:
        assert call.result(timeout=_TIMEOUT).HasField("outcome")
    # After the holder: shortest first, the two equal ones in arrival order.
    assert offload.started == [OFFLOAD_COST, 60, 120, 120, 180]
