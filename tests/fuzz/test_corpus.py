"""Replays the fuzz corpus (tests/fuzz/corpus/): every input that once found a defect, over every
route, with the fuzz suite's checks. A new finding of scripts/fuzz_campaign.py lands here with
its fix."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.fuzz.corpus import entries, read
from tests.fuzz.oracle import parses
from tests.fuzz.routes import Route
from tests.fuzz.support import check_call


def test_the_corpus_is_not_empty() -> None:
    assert entries()


@pytest.mark.parametrize("path", entries(), ids=[p.stem for p in entries()])
def test_corpus_input(path: Path, routes: list[Route]) -> None:
    call = read(path)
    valid = all(parses(call.method, body) for body in call.bodies)
    # Wire garbage cannot go as JSON: gRPC and Connect binary only.
    findings = check_call(call, routes if valid else routes[:2])
    assert not findings, "\n".join(map(str, findings))
