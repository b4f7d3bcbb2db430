"""The closed vocabulary of trace names (engine/trace_names.py): listed once per ruleset, tabled in
docs/trace.md, and enforced on every total the suite builds (tests/conftest.py)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from arbiter.render import SUBTRACTED_TERMS
from engine.trace import EventKind, TraceDetail, TraceEvent, total
from engine.trace_names import TERMS, TOTALS, TraceName
from tests.conftest import UNLISTED
from tests.service import reference

TRACE_DOC = Path(__file__).resolve().parents[2] / "docs" / "trace.md"


def test_each_name_is_listed_once_per_ruleset() -> None:
    for names in (TOTALS, TERMS):
        counts = Counter((n.name, r) for n in names for r in n.rulesets)
        assert [key for key, count in counts.items() if count > 1] == []
        for name in names:
            assert re.fullmatch(r"[a-z][a-z0-9_]*", name.name), name
            assert name.description.endswith("."), name
    assert not any(t.subtracted for t in TOTALS)


def test_an_unlisted_name_is_caught() -> None:
    # Built (caught there on the pure engine) and converted (caught there on the compiled one).
    event = TraceEvent(EventKind.ATTACK, totals=(total("nonsense", ("roll", 3), ("fudge", 1)),))
    reference.events_to_proto([event], TraceDetail.NONE)
    caught = list(UNLISTED)
    UNLISTED.clear()
    assert caught == [
        'total "nonsense": add TraceName("nonsense", <rulesets>, "<meaning>") to TOTALS',
        'term "fudge" (in nonsense): add TraceName("fudge", <rulesets>, "<meaning>") to TERMS',
    ]


def _doc_names(heading: str) -> set[str]:
    text = TRACE_DOC.read_text(encoding="utf-8")
    section = text.split(f"### {heading}", 1)[1].split("\n#", 1)[0]
    return {m[1] for m in re.finditer(r"^\| `([a-z0-9_]+)` \|", section, re.MULTILINE)}


def _names(names: tuple[TraceName, ...]) -> set[str]:
    return {n.name for n in names}


def test_docs_trace_tables_every_name() -> None:
    assert _doc_names("Total names") == _names(TOTALS)
    assert _doc_names("Term names") == _names(TERMS)


def test_the_readable_trace_knows_the_subtracted_terms() -> None:
    # The client renders "- armour 0" from its own copy of the subtracted names.
    assert {t.name for t in TERMS if t.subtracted} == SUBTRACTED_TERMS
