"""arbiter.parallel, the runner of ``arbiter simulate``'s parts and ``arbiter sweep``'s rows, on
stand-in clients: results in the tasks' order whatever order they end in, a client to one task
at a time, and the first failure stopping the run. The commands over real servers are tested in
test_simulate_cli.py and test_sweep.py."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from arbiter.parallel import run_parallel

_HANG_GUARD = 30.0  # seconds; the tasks below end in microseconds


class _Client:
    """A stand-in client: which tasks it served, and whether it was closed."""

    def __init__(self) -> None:
        self.closed = False
        self.served: list[int] = []

    def close(self) -> None:
        self.closed = True


def test_results_keep_the_tasks_order_whatever_order_they_end_in() -> None:
    second_done = threading.Event()
    ended: list[int] = []

    def done(value: int) -> None:
        ended.append(value)
        if value == 2:
            second_done.set()

    def first(client: _Client, failed: threading.Event) -> int:
        # Ends only once the second's result has been handed over: the second ends first.
        assert second_done.wait(_HANG_GUARD)
        return 1

    clients: list[_Client] = []

    def connect() -> _Client:
        clients.append(_Client())
        return clients[-1]

    results = run_parallel(
        [first, lambda client, failed: 2], connect=connect, parallel=2, done=done
    )
    assert (results, ended) == ([1, 2], [2, 1])
    assert len(clients) == 2 and all(c.closed for c in clients)


def test_each_client_serves_one_task_at_a_time_and_tasks_take_them_in_turn() -> None:
    clients: list[_Client] = []

    def connect() -> _Client:
        clients.append(_Client())
        return clients[-1]

    def task(index: int) -> Callable[[_Client, threading.Event], int]:
        def run(client: _Client, failed: threading.Event) -> int:
            client.served.append(index)
            return index

        return run

    assert run_parallel([task(i) for i in range(7)], connect=connect, parallel=3) == list(range(7))
    # Three clients, no more (fewer when there are fewer tasks), seven tasks between them.
    assert len(clients) == 3 and sorted(i for c in clients for i in c.served) == list(range(7))
    assert run_parallel([task(0)], connect=connect, parallel=3) == [0]
    assert len(clients) == 4  # one more: one task needs one client


def test_the_first_failure_stops_the_run_and_closes_the_clients() -> None:
    clients: list[_Client] = []
    started: list[int] = []
    failed_seen = threading.Event()

    def connect() -> _Client:
        clients.append(_Client())
        return clients[-1]

    def failing(client: _Client, failed: threading.Event) -> int:
        started.append(0)
        raise RuntimeError("part 0 failed")

    def waiting(client: _Client, failed: threading.Event) -> int:
        # A part waiting to try again gives up once the run has failed.
        started.append(1)
        assert failed.wait(_HANG_GUARD)
        failed_seen.set()
        return 1

    def never(client: _Client, failed: threading.Event) -> int:
        started.append(2)
        return 2

    with pytest.raises(RuntimeError, match="part 0 failed"):
        run_parallel([waiting, failing, never, never], connect=connect, parallel=2)
    assert failed_seen.is_set()
    assert all(c.closed for c in clients)
    # The tasks not started were dropped: at most one took the failed task's thread before that.
    assert started.count(2) <= 1
