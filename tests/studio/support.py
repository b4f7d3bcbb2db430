"""Shared by the studio's browser tests: Debian's Chromium driven by Playwright (never a browser
Playwright downloads), the page opened against a live server, screenshots, and the board as the
page shows it and as the trace says it must be.

Playwright waits on the page's own conditions (``data-status`` of a section, ``data-step`` of
the grid), never on the clock.
"""

from __future__ import annotations

import copy
import json
import math
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, ConsoleMessage, Locator, Page, sync_playwright

from tests.proto.codegen import missing
from tests.service import connect_http
from tests.service.server_process import REPO, ServerProcess

__all__ = [
    "ARTIFACTS",
    "EXAMPLES",
    "browser",
    "call",
    "card",
    "commit",
    "edit_json",
    "example_request",
    "expected_boards",
    "open_studio",
    "page_tokens",
    "screenshot",
    "show_step",
    "shown_request",
    "simulate",
    "wait_done",
]

#: Where the tests leave their screenshots (gitignored; docs/studio.md).
ARTIFACTS = REPO / ".artifacts" / "studio"
EXAMPLES = REPO / "clients" / "python" / "examples"
#: A section's wait: a pure-Python engine on a busy two-core machine, with room to spare.
_WAIT_MS = 60_000


def _chromium() -> str:
    found = shutil.which("chromium")
    if found is None:
        missing("chromium (Debian's package)")
    assert found is not None
    return found


@contextmanager
def browser() -> Iterator[Browser]:
    """Headless Chromium: Debian's, which scripts/bootstrap.sh --dev installs."""
    executable = _chromium()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, headless=True)
        try:
            yield launched
        finally:
            launched.close()


class PageProblems:
    """What the page must never do: throw, or break its Content-Security-Policy."""

    def __init__(self, page: Page) -> None:
        self.found: list[str] = []
        page.on("pageerror", lambda error: self.found.append(f"uncaught: {error}"))
        page.on("console", self._console)

    def _console(self, message: ConsoleMessage) -> None:
        if "Content Security Policy" in message.text or "Refused to" in message.text:
            self.found.append(f"CSP: {message.text}")


@contextmanager
def open_studio(
    chromium: Browser, base_url: str, *, catalog: bool = True, fragment: str = ""
) -> Iterator[Page]:
    """A new page (its own context: its own sessionStorage) at ``base_url``/studio/ (with
    ``fragment``: a permalink's), once its catalog call has ended (``catalog``: and succeeded);
    on leaving, no uncaught error nor CSP violation."""
    context = chromium.new_context(viewport={"width": 1280, "height": 1600})
    page = context.new_page()
    page.set_default_timeout(_WAIT_MS)
    problems = PageProblems(page)
    try:
        page.goto(f"{base_url}/studio/{fragment}")
        page.wait_for_selector("body[data-ready]")
        wait_done(page, "server", ok=catalog)
        yield page
        assert problems.found == []
    finally:
        context.close()


def wait_done(page: Page, section: str, *, ok: bool = True) -> None:
    """Wait until ``#section`` has finished its work, and check how it ended."""
    page.wait_for_selector(f"#{section}[data-status=done], #{section}[data-status=failed]")
    status = page.get_attribute(f"#{section}", "data-status")
    if ok and status != "done":
        shown = page.inner_text(f"#{section} .failure")
        raise AssertionError(f"#{section} failed: {shown}")
    if not ok:
        assert status == "failed"


def example_request(name: str) -> dict[str, Any]:
    """The example request ``name`` of clients/python/examples."""
    loaded: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text())
    return loaded


def call(server: ServerProcess, rpc: str, request: dict[str, Any]) -> Any:
    """The server's own answer to ``request``, over HTTP/JSON (the Connect route); it must be OK."""
    answer = connect_http.post(server.base_url, rpc, request)
    assert answer.status == 200, answer.body
    return answer.json()


def edit_json(page: Page, text: str) -> None:
    """Replace the request in the encounter's JSON tab (the advanced one) with ``text``."""
    page.click("#tab-json")
    page.fill("#request", text)


def shown_request(page: Page) -> dict[str, Any]:
    """The request the JSON tab holds (read without opening the tab)."""
    shown: dict[str, Any] = json.loads(page.input_value("#request"))
    return shown


def card(page: Page, combatant: str) -> Locator:
    """The combatant card of ``combatant``."""
    return page.locator(f".card[data-combatant='{combatant}']")


def commit(field: Locator, text: str) -> None:
    """Type ``text`` into a card's text field and leave it (Tab), as a designer does."""
    field.fill(text)
    field.press("Tab")


def screenshot(page: Page, name: str) -> Path:
    """The whole page as .artifacts/studio/<name>.png (a record, compared with nothing)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def show_step(page: Page, step: int) -> None:
    """Move the replay's slider to ``step`` and wait for the grid to show it."""
    page.locator("#step").fill(str(step))
    page.wait_for_selector(f"#grid[data-step='{step}']")


def page_tokens(page: Page) -> dict[str, dict[str, Any]]:
    """Every token on the grid, by combatant id: its square, HP, facing and HP bar."""
    tokens: list[dict[str, Any]] = page.eval_on_selector_all(
        "#grid .token",
        """tokens => tokens.map(t => ({
            id: t.dataset.id, x: Number(t.dataset.x), y: Number(t.dataset.y),
            hp: Number(t.dataset.hp), maxHp: Number(t.dataset.maxHp), facing: t.dataset.facing,
            bar: Number(t.querySelector('.hp-bar').getAttribute('width')),
            full: Number(t.querySelector('.hp-back').getAttribute('width')),
        }))""",
    )
    return {token["id"]: token for token in tokens}


def _square(position: dict[str, int] | None) -> tuple[int, int] | None:
    return None if position is None else (position.get("x", 0), position.get("y", 0))


def _direction(start: tuple[int, int], end: tuple[int, int]) -> str | None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    divisor = math.gcd(dx, dy)
    return None if divisor == 0 else f"{dx // divisor},{dy // divisor}"


def expected_boards(request: dict[str, Any], response: dict[str, Any]) -> list[dict[str, Any]]:
    """The board at every step of ``response``'s trace from ``request``'s state, by the trace's
    own record (docs/trace.md): a move or a knock-back puts its actor on its path's last square,
    each HP change sets that HP, and a `tiered` combatant faces its last step or its attack's
    target (T13). Step 0 is the request's state; the last must be the response's."""
    state = request["state"]
    tiered = state.get("ruleset") == "RULESET_TIERED"
    board: dict[str, dict[str, Any]] = {}
    for c in state["combatants"]:
        facing = c.get("facing")
        board[c["id"]] = {
            "square": _square(c.get("position")),
            "hp": c.get("hp", 0),
            "max_hp": c.get("maxHp") or c.get("hp", 0),
            "facing": None if facing is None else f"{facing.get('x', 0)},{facing.get('y', 0)}",
        }
    boards = [copy.deepcopy(board)]
    for event in response["trace"]["events"]:
        actor = board.get(event.get("actorId", ""))
        kind = event.get("kind")
        path = [_square(p) for p in event.get("path", [])]
        if actor is not None and kind in {"EVENT_KIND_MOVE", "EVENT_KIND_SAVE"} and path:
            before = path[-2] if len(path) > 1 else actor["square"]
            if tiered and kind == "EVENT_KIND_MOVE" and before is not None:
                actor["facing"] = _direction(before, path[-1]) or actor["facing"]  # type: ignore[arg-type]
            actor["square"] = path[-1]
        if tiered and actor is not None and kind == "EVENT_KIND_ATTACK" and actor["square"]:
            target = board.get(event.get("targetId", ""), {}).get("square") or (
                path[0] if path else None
            )
            if target is not None:
                actor["facing"] = _direction(actor["square"], target) or actor["facing"]
        for change in event.get("hpChanges", []):
            if change["combatantId"] in board:
                board[change["combatantId"]]["hp"] = change.get("after", 0)
        boards.append(copy.deepcopy(board))
    return boards


def simulate(base_url: str, request: dict[str, Any], headers: dict[str, str] | None = None) -> Any:
    """A Simulate over the Connect route from Python: its progress messages and its result."""
    answer = connect_http.post(
        base_url,
        "Simulate",
        connect_http.envelope(request),
        content_type="application/connect+json",
        headers=headers,
    )
    assert answer.status == 200, answer.body
    messages = [m for flags, m in connect_http.read_envelopes(answer.body) if not flags]
    assert "result" in messages[-1], messages[-1]
    return messages[-1]["result"]
