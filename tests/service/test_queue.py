"""Heavy calls that wait for an engine thread, against a real server process (issue 28, defects 3
and 4): a request over the limits is refused before it waits, what waiting calls hold is bounded,
and a queued Simulate is told its place at once, then runs when its turn comes.

The server runs with its default two engine threads, so simulations run one at a time: an
endless one holds the simulations' share, and every further one waits. Nothing waits on the
clock: each step waits for a message or a log line, with hang guards far above any real wait."""

from __future__ import annotations

import struct
from collections.abc import Iterator

import grpc
import pytest

from arbiter.v1 import combat_service_pb2 as pb
from arbiter.v1 import combat_service_pb2_grpc as pb_grpc
from arbiter.v1 import state_pb2 as S
from service.interceptor import REQUEST_ID_KEY
from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.service.support import arrayer_fighter, encounter, proc_status, rpc_error_details

_GUARD = 60.0  # a hang guard, not a synchronisation
#: Far more runs than any test waits for: only a cancel ends them.
_ENDLESS = 5_000_000


def _simulation(runs: int = _ENDLESS) -> pb.SimulateRequest:
    state = encounter(
        S.RULESET_ARRAYER,
        arrayer_fighter("ana", "red", hp=6),
        arrayer_fighter("bo", "blue", hp=6),
    )
    return pb.SimulateRequest(state=state, runs=runs, seed=28, max_rounds=20)


@pytest.fixture
def running(
    request: pytest.FixtureRequest,
) -> Iterator[tuple[ServerProcess, pb_grpc.CombatServiceStub]]:
    """A server (with the test's extra flags, ``@pytest.mark.parametrize('running', ...,
    indirect=True)``) whose simulations' share is taken by an endless simulation."""
    args = getattr(request, "param", ())
    with ServerProcess(*args) as server, grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        endless = stub.Simulate(_simulation(), timeout=_GUARD)
        try:
            first = next(endless)
            assert first.progress.runs_done > 0 and first.progress.queue_position == 0
            yield server, stub
        finally:
            endless.cancel()


def test_a_queued_simulation_is_told_its_place_at_once_then_runs_in_its_turn() -> None:
    with ServerProcess() as server, grpc.insecure_channel(server.target) as channel:
        stub = pb_grpc.CombatServiceStub(channel)
        endless = stub.Simulate(_simulation(), timeout=_GUARD)
        assert next(endless).progress.runs_done > 0
        second = stub.Simulate(_simulation(), timeout=_GUARD)
        third = stub.Simulate(_simulation(200), timeout=_GUARD)
        # The first messages come while the endless one still runs: they can only be the queue's.
        told = next(second).progress
        assert (told.queue_position, told.runs_done, told.runs, len(told.sides)) == (
            1,
            0,
            _ENDLESS,
            0,
        )
        assert next(third).progress.queue_position == 2
        second.cancel()  # the third moves up, and is told so
        assert next(third).progress.queue_position == 1
        endless.cancel()  # its turn: its runs' progress, then its result
        rest = list(third)
        assert all(m.progress.queue_position == 0 for m in rest[:-1])
        assert rest[-1].result.runs == 200


def test_a_call_ended_while_queued_says_so_in_its_log_line(
    running: tuple[ServerProcess, pb_grpc.CombatServiceStub],
) -> None:
    server, stub = running
    with pytest.raises(grpc.RpcError) as ended:
        list(
            stub.Simulate(
                _simulation(), timeout=1.0, metadata=((REQUEST_ID_KEY, "queued-deadline"),)
            )
        )
    assert isinstance(ended.value, grpc.Call)
    assert ended.value.code() is grpc.StatusCode.DEADLINE_EXCEEDED
    line = server.wait_for(lambda line: line.get("request_id") == "queued-deadline")
    assert line["code"] == "DEADLINE_EXCEEDED"
    assert line["ended_queued"] is True
    assert 0 < line["queued_ms"] < _GUARD * 1000


@pytest.mark.parametrize("running", [("--max-queued-simulations", "1")], indirect=True)
def test_simulations_past_the_queue_bound_are_refused_busy_at_once(
    running: tuple[ServerProcess, pb_grpc.CombatServiceStub],
) -> None:
    _, stub = running
    waiting = stub.Simulate(_simulation(), timeout=_GUARD)
    try:
        assert next(waiting).progress.queue_position == 1
        with pytest.raises(grpc.RpcError) as refused:
            list(stub.Simulate(_simulation(), timeout=_GUARD))
        status, details = rpc_error_details(refused.value)
        assert status.code == grpc.StatusCode.RESOURCE_EXHAUSTED.value[0]
        assert details.reason == "SERVER_BUSY"
        assert "max_queued_simulations" in status.message
    finally:
        waiting.cancel()


def _obstacles(count: int) -> pb.SimulateRequest:
    request = _simulation()
    request.state.battlefield.width = 1000
    request.state.battlefield.height = 1000
    for i in range(count):
        request.state.battlefield.obstacles.add().position.CopyFrom(
            S.Position(x=i % 1000, y=2 + i // 1000)
        )
    return request


@pytest.mark.parametrize("route", ["grpc", "connect"])
def test_requests_over_the_limits_are_refused_before_they_queue(
    running: tuple[ServerProcess, pb_grpc.CombatServiceStub], route: str
) -> None:
    # 63 simulations each carrying ~3.9 MB of obstacles (4,000 times max_obstacles) once waited
    # behind a long one holding 30 MB each (80 MB -> 1.97 GB of RSS), refused only in their turn;
    # and a refused request outlived its call with the exception that refused it (680 MB after
    # 63 over gRPC, up to 290 MB after 30 over Connect).
    server, stub = running
    big = _obstacles(400_000)
    assert big.ByteSize() > 3_000_000
    data = big.SerializeToString()
    framed = struct.pack(">BI", 0, len(data)) + data  # a Connect stream's request envelope
    before = proc_status(server.proc.pid, "VmRSS")
    for _ in range(63):
        if route == "grpc":
            with pytest.raises(grpc.RpcError) as refused:
                list(stub.Simulate(big, timeout=_GUARD))
            status, details = rpc_error_details(refused.value)
            assert status.code == grpc.StatusCode.RESOURCE_EXHAUSTED.value[0]
            assert (details.reason, details.fields) == (
                "LIMIT_EXCEEDED",
                ["state.battlefield.obstacles"],
            )
        else:
            answer = connect_http.post(
                server.base_url, "Simulate", framed, content_type="application/connect+proto"
            )
            ((flags, end),) = connect_http.read_envelopes(answer.body)  # the end, nothing else
            assert (flags, end["error"]["code"]) == (connect_http.END_STREAM, "resource_exhausted")
    # Each refused at once, while the endless one still runs: what remains is one parse's worth.
    assert proc_status(server.proc.pid, "VmRSS") < before + 120_000  # KiB


@pytest.mark.parametrize("running", [("--max-queued-bytes", "2000")], indirect=True)
def test_what_waiting_calls_hold_is_bounded(
    running: tuple[ServerProcess, pb_grpc.CombatServiceStub],
) -> None:
    _, stub = running
    small = _simulation()
    assert small.ByteSize() < 1000
    waiting = stub.Simulate(small, timeout=_GUARD)
    try:
        assert next(waiting).progress.queue_position == 1  # it holds its bytes while it waits
        within = _obstacles(1000)  # within the limits, but over what the queue may still hold
        assert 2000 - small.ByteSize() < within.ByteSize()
        with pytest.raises(grpc.RpcError) as refused:
            list(stub.Simulate(within, timeout=_GUARD))
        status, details = rpc_error_details(refused.value)
        assert details.reason == "SERVER_BUSY"
        assert "max_queued_bytes" in status.message
    finally:
        waiting.cancel()


def test_a_simulation_refused_for_its_runs_is_refused_before_it_queues(
    running: tuple[ServerProcess, pb_grpc.CombatServiceStub],
) -> None:
    # A Godot test caught one told its place in the queue before its refusal.
    _, stub = running
    call = stub.Simulate(_simulation(runs=-1), timeout=_GUARD)
    with pytest.raises(grpc.RpcError) as refused:
        next(call)  # the refusal, not a queue place
    status, details = rpc_error_details(refused.value)
    assert status.code == grpc.StatusCode.INVALID_ARGUMENT.value[0]
    assert (details.reason, details.fields) == ("OUT_OF_RANGE", ["runs"])
