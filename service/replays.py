"""The replays a worker keeps between Simulate calls (engine/replay.py's ReplayStore).

A simulation split over calls (``arbiter simulate --parallel``, parts sent to several replicas)
brings one worker several calls of the same encounter, one after another or at once. Each would
grow the same trees of rounds again: for a duel, most of a call's time. The shelf keeps the
replays of the last ``size`` encounters simulated, by engine.replay.replay_key. A call takes the
replay for its sole use (a call of the same encounter running beside it grows its own) and
puts it back when it ends, however it ends; the oldest is dropped past ``size``, so memory
stays bounded (each replay's trees by engine.replay.DEFAULT_MAX_NODES). A replay gives the
same runs warm or cold: the shelf changes only how fast they come.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable

from engine.replay import EncounterReplay

__all__ = ["DEFAULT_SIZE", "ReplayShelf"]

#: Encounters kept per worker: a split simulation and one more (each up to ~45 MB of trees).
DEFAULT_SIZE = 2


class ReplayShelf:
    """A bounded, thread-safe ReplayStore: engine threads take and keep at once."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self._size = size
        self._lock = threading.Lock()
        self._replays: OrderedDict[Hashable, EncounterReplay] = OrderedDict()

    def take(self, key: Hashable) -> EncounterReplay | None:
        """The replay kept for ``key``, now the caller's alone (None: none is kept)."""
        with self._lock:
            return self._replays.pop(key, None)

    def keep(self, key: Hashable, replay: EncounterReplay) -> None:
        """Put ``replay`` back as the newest; past ``size``, the oldest goes."""
        with self._lock:
            self._replays[key] = replay
            self._replays.move_to_end(key)
            while len(self._replays) > self._size:
                self._replays.popitem(last=False)

    def __len__(self) -> int:
        with self._lock:
            return len(self._replays)
