"""The replays a worker keeps between Simulate calls, and shares between calls running at once
(engine/replay.py's ReplayStore).

A simulation split over calls (``arbiter simulate --parallel``, parts sent to several replicas)
brings one worker several calls of the same encounter, one after another or at once. Each would
grow the same trees of rounds again: for a duel, most of a call's time. The shelf keeps the
replays of the last ``size`` encounters simulated, by engine.replay.replay_key. A call holds the
replay one chunk of runs at a time (a replay plays one chunk at a time: it is not thread-safe),
so calls of one encounter running at once take turns and each grows the trees for the others.
The oldest replay is dropped past ``size`` (a call still using it keeps it until it ends), so
memory stays bounded (each replay's trees by engine.replay.DEFAULT_MAX_NODES). A replay gives
the same runs warm or cold, alone or shared: the shelf changes only how fast they come.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager

from engine.errors import Stopped
from engine.play import StopCheck
from engine.replay import EncounterReplay

__all__ = ["DEFAULT_SIZE", "ReplayShelf"]

#: Encounters kept per worker: a split simulation and one more (each up to ~45 MB of trees).
DEFAULT_SIZE = 2
#: Seconds between two polls of a waiting call's stop check (a chunk of runs takes 10-30 ms).
_POLL = 0.01


class _Entry:
    __slots__ = ("lock", "replay")

    def __init__(self, replay: EncounterReplay) -> None:
        self.replay = replay
        self.lock = threading.Lock()


class ReplayShelf:
    """A bounded, thread-safe ReplayStore: engine threads hold replays at once."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._entries: OrderedDict[Hashable, _Entry] = OrderedDict()

    @contextmanager
    def hold(
        self, key: Hashable, build: Callable[[], EncounterReplay], stop: StopCheck | None
    ) -> Iterator[EncounterReplay]:
        """The replay kept for ``key`` (``build``'s when there is none, now the newest), the
        caller's alone until the block ends; ``stop`` polled while another call holds it."""
        with self._lock:
            entry = self._entries.get(key)
            if entry is None:
                entry = self._entries[key] = _Entry(build())
            self._entries.move_to_end(key)
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)
        while not entry.lock.acquire(timeout=_POLL):
            if stop is not None and stop():
                raise Stopped(0)
        try:
            yield entry.replay
        finally:
            entry.lock.release()

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)
