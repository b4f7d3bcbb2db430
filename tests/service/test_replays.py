"""service/replays.py: the replays a worker keeps between Simulate calls."""

from __future__ import annotations

from engine.replay import EncounterReplay
from engine.state import Ruleset
from service.replays import ReplayShelf
from tests.engine.factories import arrayer_fighter, encounter


def _replay() -> EncounterReplay:
    state = encounter(Ruleset.ARRAYER, arrayer_fighter("a", "red"), arrayer_fighter("b", "blue"))
    return EncounterReplay(state, max_rounds=5, tally=lambda _: ((0, 0), (0, 0)), budget=100)


def test_a_taken_replay_is_the_takers_alone_until_it_is_kept_again() -> None:
    shelf = ReplayShelf()
    replay = _replay()
    shelf.keep("duel", replay)
    assert shelf.take("duel") is replay
    assert shelf.take("duel") is None  # a call beside it grows its own
    shelf.keep("duel", replay)
    assert shelf.take("duel") is replay


def test_the_shelf_keeps_the_newest_encounters_only() -> None:
    shelf = ReplayShelf(size=2)
    first, second, third = _replay(), _replay(), _replay()
    shelf.keep("first", first)
    shelf.keep("second", second)
    shelf.keep("first", shelf.take("first") or first)  # used again: now the newest
    shelf.keep("third", third)
    assert len(shelf) == 2
    assert shelf.take("second") is None
    assert shelf.take("first") is first
    assert shelf.take("third") is third
