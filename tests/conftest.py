"""Suite-wide checks: every trace Total built while the tests run uses listed names.

The trace's Total and Term names are a closed vocabulary (engine/trace_names.py). Checking them in
the engine would cost every total a lookup in production; instead every test checks the totals it
made (in-process servers included), so a new name fails the first test that emits it. On the pure
Python engine every Total built is checked as it is built; the compiled engine builds its values
in C, past any patch of ``Total.__init__``, so there every total the service writes
(``service.boundary.wire.trace_wire``, as the servicer does, or the tests' reference writer
``tests.service.reference.events_to_proto``, at any trace detail) is checked instead: the pure
pass of scripts/test.sh checks the engine's own tests.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import pytest

import service.boundary.wire
from engine import IMPLEMENTATION
from engine.trace import Term, Total, TraceEvent
from engine.trace_names import TERMS, TOTALS
from tests.service import reference

_TOTAL_NAMES = frozenset(t.name for t in TOTALS)
_TERM_NAMES = frozenset(t.name for t in TERMS)

#: Names built since the current test began that engine/trace_names.py does not list.
UNLISTED: list[str] = []

_build = Total.__init__
_convert = reference.events_to_proto
_write = service.boundary.wire.trace_wire


def _check(name: str, terms: tuple[Term, ...]) -> None:
    if name not in _TOTAL_NAMES:
        UNLISTED.append(
            f'total "{name}": add TraceName("{name}", <rulesets>, "<meaning>") to TOTALS'
        )
    UNLISTED.extend(
        f'term "{t.name}" (in {name}): add TraceName("{t.name}", <rulesets>, "<meaning>") to TERMS'
        for t in terms
        if t.name not in _TERM_NAMES
    )


def _checked_init(self: Total, name: str, value: int, terms: tuple[Term, ...]) -> None:
    _build(self, name, value, terms)
    _check(name, terms)


def _check_events(events: Sequence[TraceEvent]) -> None:
    for event in events:
        for total in event.totals:
            _check(total.name, total.terms)


def _checked_convert(events: Sequence[TraceEvent], *args: object, **kwargs: object) -> object:
    _check_events(events)
    return _convert(events, *args, **kwargs)  # type: ignore[arg-type]


def _checked_write(events: Sequence[TraceEvent], *args: object, **kwargs: object) -> bytes:
    _check_events(events)
    return _write(events, *args, **kwargs)  # type: ignore[arg-type]


@pytest.fixture(autouse=True)
def closed_trace_vocabulary(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail a test whose totals use a name engine/trace_names.py does not list."""
    UNLISTED.clear()
    if IMPLEMENTATION.compiled:
        monkeypatch.setattr(reference, "events_to_proto", _checked_convert)
        monkeypatch.setattr(service.boundary.wire, "trace_wire", _checked_write)
    else:
        monkeypatch.setattr(Total, "__init__", _checked_init)
    yield
    found = sorted(set(UNLISTED))
    UNLISTED.clear()
    assert not found, (
        "trace names missing from engine/trace_names.py (and docs/trace.md's table):\n"
        + "\n".join(found)
    )
