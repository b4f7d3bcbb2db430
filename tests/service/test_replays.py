"""service/replays.py: the replays a worker keeps between Simulate calls."""

from __future__ import annotations

import threading

import pytest

from engine.errors import Stopped
from engine.options import EncounterOptions
from engine.replay import EncounterReplay
from engine.state import Ruleset
from service.replays import ReplayShelf
from tests.engine.factories import arrayer_fighter, encounter


def _replay() -> EncounterReplay:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("a", "red"), arrayer_fighter("b", "blue"))
    return EncounterReplay(
        state, EncounterOptions(max_rounds=5), tally=lambda _: ((0, 0), (0, 0)), budget=100
    )


def test_one_encounter_has_one_replay_built_once() -> None:
    shelf = ReplayShelf()
    built: list[EncounterReplay] = []

    def build() -> EncounterReplay:
        built.append(_replay())
        return built[-1]

    with shelf.hold("duel", build, None) as first:
        pass
    with shelf.hold("duel", build, None) as again:
        pass
    assert first is again is built[0]
    assert len(built) == 1


def test_a_held_replay_is_one_callers_and_a_waiting_caller_can_be_stopped() -> None:
    shelf = ReplayShelf()
    held, release = threading.Event(), threading.Event()

    def holder() -> None:
        with shelf.hold("duel", _replay, None):
            held.set()
            release.wait()

    thread = threading.Thread(target=holder)
    thread.start()
    held.wait()
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        return polls >= 3  # asked while waiting: the third time says stop

    with pytest.raises(Stopped), shelf.hold("duel", _replay, stop):
        pass
    assert polls == 3
    release.set()
    thread.join()
    with shelf.hold("duel", _replay, None):
        pass  # free again


def test_the_shelf_keeps_the_newest_encounters_only() -> None:
    shelf = ReplayShelf(size=2)
    replays: dict[str, EncounterReplay] = {}
    for key in ("first", "second", "first", "third"):  # "first" used again: newer than "second"
        with shelf.hold(key, _replay, None) as replay:
            replays.setdefault(key, replay)
    assert len(shelf) == 2
    for key in ("first", "third"):
        with shelf.hold(key, _replay, None) as replay:
            assert replay is replays[key]
    with shelf.hold("second", _replay, None) as replay:
        assert replay is not replays["second"]  # dropped, built again
