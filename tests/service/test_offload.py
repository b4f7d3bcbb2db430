"""service.offload on its own: which work leaves the loop, the bound on engine threads, and what a
cancel does to a job that is running or waiting. Threads and the loop meet through events."""

from __future__ import annotations

import asyncio
import functools
import threading

import pytest
from prometheus_client import REGISTRY

from arbiter.v1 import combat_service_pb2 as pb
from engine.catalog import builtin_catalog
from engine.errors import LimitExceededError, Stopped
from service.boundary.convert import SharedState
from service.limits import Limits
from service.offload import (
    COMBATANTS_PER_UNIT,
    MAX_PASSED_OVER,
    OFFLOAD_COST,
    CallStop,
    Latest,
    Offload,
    _Threads,
    action_cost,
    encounter_cost,
    item_cost,
)
from tests.service.support import cheap_action, heavy_encounter

_TIMEOUT = 60.0  # a hang guard


async def _until(event: threading.Event) -> None:
    """Wait, without blocking the loop, until a thread sets ``event``."""
    assert await asyncio.to_thread(event.wait, _TIMEOUT)


def test_cheap_calls_stay_inline_and_heavy_ones_leave_the_loop() -> None:
    limits = Limits()
    assert action_cost(cheap_action()) < OFFLOAD_COST
    assert encounter_cost(heavy_encounter(), limits) >= OFFLOAD_COST
    duel = pb.ResolveEncounterRequest(state=cheap_action().state, max_rounds=5)
    assert encounter_cost(duel, limits) == 10 < OFFLOAD_COST  # 2 combatants x 5 rounds
    # Unset: the server's default round limit; above the hard cap counts as the cap.
    unset = pb.ResolveEncounterRequest(state=cheap_action().state)
    assert encounter_cost(unset, limits) == 2 * limits.default_max_rounds
    over = pb.ResolveEncounterRequest(state=cheap_action().state, max_rounds=10**6)
    assert encounter_cost(over, limits) == 2 * limits.max_rounds


def test_an_item_on_a_shared_state_plays_its_combatants_and_converts_it_once() -> None:
    limits = Limits()
    heavy = heavy_encounter()
    shared = SharedState(heavy.state, builtin_catalog(), limits)
    stateless = pb.BatchItem(encounter=pb.ResolveEncounterRequest(max_rounds=10))
    own_state = pb.BatchItem(encounter=pb.ResolveEncounterRequest(state=heavy.state, max_rounds=1))
    converting = len(heavy.state.combatants) // COMBATANTS_PER_UNIT
    turns = 10 * len(heavy.state.combatants)
    assert item_cost(stateless, limits) == 0
    assert item_cost(stateless, limits, shared) == turns + converting
    # An item's own state is its own cost; the shared one is not counted.
    assert item_cost(own_state, limits, shared) == item_cost(own_state, limits)
    shared.get()
    assert item_cost(stateless, limits, shared) == turns  # converted already
    assert item_cost(pb.BatchItem(id="empty"), limits, shared) == 0


def test_jobs_beyond_the_threads_wait_and_a_waiting_one_can_be_cancelled() -> None:
    first_started, release = threading.Event(), threading.Event()
    ran_second = threading.Event()

    def first() -> str:
        first_started.set()
        assert release.wait(_TIMEOUT)
        return "first"

    async def scenario() -> None:
        offload = Offload(1)
        running = asyncio.create_task(offload.run(first, CallStop(None), OFFLOAD_COST))
        await _until(first_started)
        waiting = asyncio.create_task(offload.run(ran_second.set, CallStop(None), OFFLOAD_COST))
        for _ in range(10):  # turns of the loop, not time: the one thread is taken
            await asyncio.sleep(0)
        assert not ran_second.is_set()
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        release.set()
        assert await running == "first"
        assert not ran_second.is_set()  # cancelled while waiting: never ran
        offload.close()

    asyncio.run(scenario())


def test_simulations_leave_a_thread_to_every_other_heavy_call() -> None:
    # Two open-ended simulations once took both threads, and an encounter waited until its own
    # deadline. Now the second simulation waits for the first, and the encounter runs beside it.
    release = threading.Event()
    first_started = threading.Event()
    second_ran = threading.Event()

    def first_simulation() -> str:
        first_started.set()
        assert release.wait(_TIMEOUT)
        return "first"

    async def scenario() -> None:
        offload = Offload(2)
        stop = CallStop(None)
        first = asyncio.create_task(offload.run(first_simulation, stop, 10**6, simulation=True))
        await _until(first_started)
        second = asyncio.create_task(offload.run(second_ran.set, stop, 10**6, simulation=True))
        assert await offload.run(lambda: "encounter", stop, OFFLOAD_COST) == "encounter"
        assert not second_ran.is_set()  # waiting for the simulations' share
        release.set()
        assert await first == "first"
        await second
        assert second_ran.is_set()
        offload.close()

    asyncio.run(scenario())


def test_with_one_thread_a_simulation_shares_it() -> None:
    async def scenario() -> None:
        offload = Offload(1)
        assert await offload.run(lambda: "ran", CallStop(None), 10**6, simulation=True) == "ran"
        offload.close()

    asyncio.run(scenario())


def test_a_cancel_stops_the_running_job_and_waits_for_it_to_end() -> None:
    started, ended = threading.Event(), threading.Event()
    stop = CallStop(None)

    def job() -> None:
        started.set()
        try:
            while not stop():  # an engine's check points, as fast as they come
                pass
            raise Stopped(3)
        finally:
            ended.set()

    async def scenario() -> None:
        offload = Offload(1)
        task = asyncio.create_task(offload.run(job, stop, OFFLOAD_COST))
        await _until(started)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        # The call ended only once its job had: the thread is free for the next one.
        assert ended.is_set()
        assert stop.cancelled
        assert await offload.run(lambda: "next", CallStop(None), OFFLOAD_COST) == "next"
        offload.close()

    asyncio.run(scenario())


def test_the_stop_check_says_stop_once_the_deadline_has_passed() -> None:
    assert CallStop(0.0)()
    assert not CallStop(_TIMEOUT)()
    assert not CallStop(None)()


def _queued_order(costs: list[int]) -> list[int]:
    """The order (indexes into ``costs``) in which jobs of these estimated costs start, queued in
    this order behind a job holding the one engine thread."""
    started: list[int] = []
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        holding.set()
        assert release.wait(_TIMEOUT)

    async def scenario() -> None:
        offload = Offload(1, max_calls=len(costs) + 1)
        held = asyncio.create_task(offload.run(hold, CallStop(None), OFFLOAD_COST))
        await _until(holding)
        waiting = []
        try:
            for index, cost in enumerate(costs):
                job = functools.partial(started.append, index)
                waiting.append(asyncio.create_task(offload.run(job, CallStop(None), cost)))
                await asyncio.sleep(0)  # the task reaches the queue: arrival order is fixed
            assert offload.admitted == len(costs) + 1
        finally:
            release.set()
        await held
        await asyncio.gather(*waiting)
        offload.close()

    asyncio.run(scenario())
    return started


def test_waiting_jobs_start_shortest_first_and_equal_ones_first_come() -> None:
    assert _queued_order([300, 20, 100, 20, 50]) == [1, 3, 4, 2, 0]


def test_a_job_passed_over_so_often_goes_next_whatever_its_cost() -> None:
    # The worst-case job, then more cheap ones than it may be passed over by.
    cheap = [OFFLOAD_COST] * (MAX_PASSED_OVER + 2)
    order = _queued_order([10_000, *cheap])
    passing = list(range(1, MAX_PASSED_OVER + 1))
    assert order == [*passing, 0, MAX_PASSED_OVER + 1, MAX_PASSED_OVER + 2]


def test_a_job_beyond_the_admitted_limit_is_refused_at_once() -> None:
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:
        holding.set()
        assert release.wait(_TIMEOUT)

    async def scenario() -> None:
        offload = Offload(1, max_calls=1)
        held = asyncio.create_task(offload.run(hold, CallStop(None), OFFLOAD_COST))
        await _until(holding)
        busy = REGISTRY.get_sample_value("arbiter_server_busy_total") or 0.0
        try:
            with pytest.raises(LimitExceededError) as refused:
                await offload.run(lambda: None, CallStop(None), OFFLOAD_COST)
        finally:
            release.set()
        assert refused.value.reason == "SERVER_BUSY"
        # Counted, for the PrometheusRule's ArbiterServerBusy alert (deploy/k8s).
        assert REGISTRY.get_sample_value("arbiter_server_busy_total") == busy + 1
        await held
        assert offload.admitted == 0
        offload.close()

    asyncio.run(scenario())


def test_latest_holds_one_value_and_the_latest_wins() -> None:
    async def scenario() -> None:
        latest: Latest[int] = Latest(0.0)  # every offer hands over
        job = asyncio.get_running_loop().create_future()
        for value in range(1, 4):
            latest.offer(functools.partial(int, value))
        # A slow reader finds the last value only; nothing queued behind it.
        assert await latest.next(job) == 3
        latest.offer(lambda: 4)
        # The job ends after the hand-over, as a thread's job's end reaches the loop after it.
        asyncio.get_running_loop().call_soon(job.set_result, None)
        assert await latest.next(job) == 4  # handed over before the job ended: still taken
        assert await latest.next(job) is None

    asyncio.run(scenario())


def test_latest_hands_over_at_most_once_an_interval_from_a_thread() -> None:
    async def scenario() -> None:
        latest: Latest[int] = Latest(3600.0)
        made: list[int] = []

        def make(value: int) -> int:
            made.append(value)
            return value

        def job() -> None:
            for value in range(5):
                latest.offer(functools.partial(make, value))

        running = asyncio.ensure_future(asyncio.to_thread(job))
        assert await latest.next(running) == 0  # the first at once, from the thread
        await running
        assert made == [0]  # the others came within the interval: never even made
        assert await latest.next(running) is None

    asyncio.run(scenario())


def test_a_slot_given_back_as_its_waiter_is_cancelled_goes_to_the_next_one() -> None:
    # A task's cancel cancels the future it waits on at once, but its ``except`` runs on a later
    # turn of the loop: a slot given back in between once went to the cancelled waiter
    # (InvalidStateError) and was lost for good, so every later job waited until its deadline.
    # The slots on their own (service.offload._Threads), to make that turn happen for certain.
    async def scenario() -> None:
        slots = _Threads(1)
        await slots.acquire(OFFLOAD_COST)  # the one slot, held
        cancelled = asyncio.create_task(slots.acquire(OFFLOAD_COST))
        waiting = asyncio.create_task(slots.acquire(OFFLOAD_COST))
        await asyncio.sleep(0)  # both wait
        cancelled.cancel()
        slots.release()  # the same turn: the cancelled waiter has not run its except yet
        await asyncio.wait_for(waiting, _TIMEOUT)  # handed on to the next waiter
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        slots.release()
        await asyncio.wait_for(slots.acquire(OFFLOAD_COST), _TIMEOUT)  # and free again after

    asyncio.run(scenario())


def test_a_slot_given_back_as_its_only_waiter_is_cancelled_is_free() -> None:
    async def scenario() -> None:
        slots = _Threads(1)
        await slots.acquire(OFFLOAD_COST)
        cancelled = asyncio.create_task(slots.acquire(OFFLOAD_COST))
        await asyncio.sleep(0)
        cancelled.cancel()
        slots.release()
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        await asyncio.wait_for(slots.acquire(OFFLOAD_COST), _TIMEOUT)

    asyncio.run(scenario())
