"""The runner of parallel parts, one for every command that splits its work over connections:
``arbiter simulate``'s parts (run ranges of one seed) and ``arbiter sweep``'s rows (one value
each).

A task is given a client of its own for as long as it runs (its own connection: a ``--workers``
server keeps a connection, and its calls, on one worker) and the run's ``failed`` event. Tasks
start in order, at most one per client at once; each result goes to ``done`` (the command's
progress) as it ends, and the results come back in the tasks' order. The first exception stops
the run: ``failed`` is set (a task waiting to try again gives up), the tasks not started are
dropped, and the clients are closed, which ends the calls still running; then it is raised.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Protocol, TypeVar

__all__ = ["Closable", "run_parallel"]


class Closable(Protocol):
    """A client: closing it ends its calls."""

    def close(self) -> None: ...


C = TypeVar("C", bound=Closable)
T = TypeVar("T")


def run_parallel(
    tasks: Sequence[Callable[[C, threading.Event], T]],
    *,
    connect: Callable[[], C],
    parallel: int,
    done: Callable[[T], None] = lambda _: None,
) -> list[T]:
    """Run ``tasks`` on ``parallel`` clients made by ``connect`` (module doc); their results in
    the tasks' order."""
    clients = [connect() for _ in range(max(1, min(parallel, len(tasks))))]
    idle: queue.Queue[C] = queue.Queue()
    for client in clients:
        idle.put(client)
    failed = threading.Event()

    def run(task: Callable[[C, threading.Event], T]) -> T:
        client = idle.get()
        try:
            return task(client, failed)
        finally:
            idle.put(client)

    pool = ThreadPoolExecutor(max_workers=len(clients))
    try:
        futures = [pool.submit(run, task) for task in tasks]
        for future in as_completed(futures):
            done(future.result())
        return [future.result() for future in futures]
    except BaseException:
        # Dropped before ``failed`` wakes the tasks waiting on it, so none takes up another.
        pool.shutdown(wait=False, cancel_futures=True)
        failed.set()
        raise
    finally:
        # Closing the channels ends the calls still running (after a failure, or Ctrl-C), so the
        # pool's threads end.
        for client in clients:
            client.close()
        pool.shutdown(wait=True)
