"""One vocabulary of reason codes (engine/reasons.py): every raise site in engine/ and service/
uses a registered code, every registered code is raised somewhere, and docs/api.md tables them."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.reasons import REASONS, RENAMED
from engine.state import Ruleset, ruleset_key

REPO = Path(__file__).resolve().parents[2]
API_DOC = REPO / "docs" / "api.md"

#: Calls whose ``reason=`` is a reason code: the engine's errors and the service's ErrorInfo.
_ERRORS = {
    "ArbiterError",
    "InvalidRequestError",
    "RuleRefusal",
    "LimitExceededError",
    "NotSupportedError",
    "Unauthenticated",
    "ErrorInfo",
}
_CODE = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$")


@dataclass(frozen=True)
class Site:
    """One raise of a reason code: where, with which error class."""

    code: str
    path: str
    line: int
    error: str

    @property
    def ruleset(self) -> Ruleset | None:
        """The ruleset the raising module belongs to, or None for shared code."""
        if "arrayer" in self.path:
            return Ruleset.ARRAYER
        if "tiered" in self.path:
            return Ruleset.TIERED
        return None


def _codes(value: ast.expr) -> Iterator[str] | None:
    """The literal codes of a ``reason=`` argument (a string or ``"A" if x else "B"``); None when
    it is not literal."""
    if isinstance(value, ast.Constant) and isinstance(value.value, str):
        return iter((value.value,))
    if isinstance(value, ast.IfExp):
        body, orelse = _codes(value.body), _codes(value.orelse)
        if body is not None and orelse is not None:
            return iter((*body, *orelse))
    return None


def raise_sites() -> list[Site]:
    """Every reason code passed to an error constructor in engine/ and service/."""
    sites: list[Site] = []
    for path in sorted([*REPO.glob("engine/**/*.py"), *REPO.glob("service/**/*.py")]):
        relative = str(path.relative_to(REPO))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name not in _ERRORS:
                continue
            for keyword in node.keywords:
                if keyword.arg != "reason":
                    continue
                # service/errors.py passes an engine error's own (already checked) reason on.
                if isinstance(keyword.value, ast.Attribute) and keyword.value.attr == "reason":
                    continue
                codes = _codes(keyword.value)
                assert codes is not None, (
                    f"{relative}:{node.lineno}: reason= must be a literal code (or "
                    '"A" if ... else "B"), so tests/engine/test_reasons.py can check it'
                )
                sites.extend(Site(code, relative, node.lineno, name) for code in codes)
    return sites


SITES = raise_sites()
REGISTERED = {reason.code: reason for reason in REASONS}


def test_the_scan_sees_the_raise_sites() -> None:
    assert len(SITES) > 100
    assert {"TARGET_OUT_OF_RANGE", "INTERNAL", "LIMIT_EXCEEDED"} <= {s.code for s in SITES}


def test_every_raised_reason_is_registered() -> None:
    missing = [s for s in SITES if s.code not in REGISTERED]
    hints = []
    for site in missing:
        if site.code in RENAMED:
            hints.append(
                f"{site.path}:{site.line} raises {site.code}, renamed to "
                f"{RENAMED[site.code]}: use that instead"
            )
        else:
            hints.append(
                f"{site.path}:{site.line} raises unregistered {site.code}: add the line\n"
                f'    Reason("{site.code}", ARRAYER|TIERED|BOTH, "<what happened, one line>"),\n'
                "to REASONS in engine/reasons.py (alphabetical), and its row to the reason "
                "table in docs/api.md"
            )
    assert not missing, "\n".join(hints)


def test_every_registered_reason_is_raised() -> None:
    raised = {s.code for s in SITES}
    unused = [code for code in REGISTERED if code not in raised]
    assert not unused, f"registered in engine/reasons.py but raised nowhere (remove them): {unused}"


def test_codes_are_unique_upper_snake_and_described() -> None:
    codes = [reason.code for reason in REASONS]
    assert len(codes) == len(set(codes)), "a code is registered twice in engine/reasons.py"
    for reason in REASONS:
        assert _CODE.match(reason.code), f"{reason.code!r} is not UPPER_SNAKE_CASE"
        assert reason.rulesets, f"{reason.code} names no ruleset"
        assert reason.description.endswith("."), f"{reason.code}: describe it in one sentence"
        assert reason.code not in RENAMED, f"{reason.code} was renamed: register only the new code"
    assert set(RENAMED.values()) <= set(codes)


@pytest.mark.parametrize("site", [s for s in SITES if s.ruleset is not None], ids=str)
def test_a_ruleset_module_raises_only_reasons_of_its_ruleset(site: Site) -> None:
    reason = REGISTERED.get(site.code)
    if reason is None:
        pytest.skip("unregistered: test_every_raised_reason_is_registered reports it")
    assert site.ruleset in reason.rulesets, (
        f"{site.path}:{site.line} raises {site.code}, which engine/reasons.py lists for "
        f"{[ruleset_key(r) for r in reason.rulesets]} only: add {site.ruleset}"
    )


def _doc_rows() -> dict[str, str]:
    text = API_DOC.read_text(encoding="utf-8")
    section = text.split("### Reason codes", 1)[1].split("\n#", 1)[0]
    rows = {}
    for line in section.splitlines():
        match = re.match(r"^\| `([A-Z0-9_]+)` \| (.*) \|$", line)
        if match:
            rows[match[1]] = match[2]
    return rows


_LABELS = {Ruleset.ARRAYER: "ARRAYER", Ruleset.TIERED: "`tiered`"}


def doc_row(code: str) -> str:
    """The reason's row in docs/api.md's reason table, as it must read."""
    reason = REGISTERED[code]
    rulesets = "both" if len(reason.rulesets) > 1 else _LABELS[reason.rulesets[0]]
    return f"| `{reason.code}` | {rulesets} | {reason.description} |"


def test_docs_api_tables_every_reason() -> None:
    rows = _doc_rows()
    wrong = [c for c in REGISTERED if f"| `{c}` | {rows.get(c)} |" != doc_row(c)]
    assert not wrong, "docs/api.md's reason table lacks or misstates these rows:\n" + "\n".join(
        doc_row(c) for c in wrong
    )
    extra = set(rows) - set(REGISTERED)
    assert not extra, f"docs/api.md tables reasons engine/reasons.py does not register: {extra}"


def test_docs_api_lists_every_rename() -> None:
    text = API_DOC.read_text(encoding="utf-8")
    for old, new in RENAMED.items():
        assert f"`{old}` → `{new}`" in text, f"docs/api.md must list the rename `{old}` → `{new}`"


def test_the_unimplemented_example_is_a_real_unimplemented_reason() -> None:
    text = API_DOC.read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| `UNIMPLEMENTED` |"))
    named = re.findall(r"`([A-Z][A-Z0-9_]+)`", row.split("|", 2)[2])
    assert named, f"docs/api.md's UNIMPLEMENTED row names no reason code: {row}"
    unimplemented = {s.code for s in SITES if s.error == "NotSupportedError"}
    assert set(named) <= unimplemented, (named, unimplemented)
