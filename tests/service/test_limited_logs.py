"""service.logs.LimitedWarnings and truncated: the warnings a client can provoke at will are
written at a bounded rate, what was held back is counted in the next line, and a key is
forgotten in time rather than capped for ever (issue 28: after 300 preflights of random origins
a genuine misconfigured origin was never logged again)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator

import pytest
import structlog

from service.logs import (
    LIMITED_BURST,
    LIMITED_EVERY,
    LIMITED_REPEAT_AFTER,
    LOGGED_CHARS,
    LimitedWarnings,
    configure_logging,
    truncated,
)


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def out() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    configure_logging("info", stream)
    try:
        yield stream
    finally:
        structlog.reset_defaults()


def _lines(stream: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_a_flood_is_written_at_the_rate_and_the_drop_reported(out: io.StringIO) -> None:
    clock = _Clock()
    warnings = LimitedWarnings(clock=clock)
    written = [warnings.warning("refused", f"key{i}", n=i) for i in range(300)]
    assert sum(written) == LIMITED_BURST
    clock.now += LIMITED_EVERY
    # A new key after the flood: written once the bucket has a line again, with the count.
    assert warnings.warning("refused", "genuine", n=-1)
    lines = _lines(out)
    assert len(lines) == LIMITED_BURST + 1
    assert lines[-1]["n"] == -1 and lines[-1]["dropped"] == 300 - LIMITED_BURST
    assert all("dropped" not in line for line in lines[:-1])


def test_a_key_is_written_once_per_window_then_again(out: io.StringIO) -> None:
    clock = _Clock()
    warnings = LimitedWarnings(clock=clock)
    assert warnings.warning("refused", "same")
    assert not warnings.warning("refused", "same")  # a repeat: said already, not a drop
    clock.now += LIMITED_REPEAT_AFTER
    assert warnings.warning("refused", "same")
    assert [line.get("dropped") for line in _lines(out)] == [None, None]


def test_keys_are_forgotten_oldest_first_not_capped(out: io.StringIO) -> None:
    clock = _Clock()
    warnings = LimitedWarnings(clock=clock, burst=10_000)
    for i in range(1000):
        assert warnings.warning("refused", f"key{i}")
    assert warnings.warning("refused", "key0")  # forgotten by now: said again
    assert not warnings.warning("refused", "key999")


def test_a_long_value_is_cut_saying_its_length() -> None:
    origin = "https://" + "a" * 15 * 1024
    shown = truncated(origin)
    assert shown.startswith(origin[:LOGGED_CHARS]) and shown.endswith(f"({len(origin)} characters)")
    assert len(shown) < LOGGED_CHARS + 30
    real = "https://" + "a" * 253 + ":65535"
    assert truncated(real) == real
