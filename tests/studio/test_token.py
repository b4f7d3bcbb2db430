"""Arbiter Studio against a server that requires the shared token (``--auth-token-file``): the
page itself loads without it (its files hold no secret), its calls are refused until the token is
entered, then work, and the token entered once lasts the tab's session (sessionStorage): a reload
needs no second entry; forgotten, the calls are refused again."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.service import connect_http
from tests.service.server_process import ServerProcess
from tests.studio.support import open_studio, screenshot, wait_done

TOKEN = "studio-token-" + "5e" * 16


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    token_file: Path = tmp_path_factory.mktemp("token") / "token"
    token_file.write_text(TOKEN + "\n")
    with ServerProcess("--studio", "on", "--auth-token-file", str(token_file)) as running:
        yield running
    output = "\n".join(running.raw_lines + running.stderr_lines)
    assert TOKEN not in output


def test_the_calls_need_the_token_entered_once(chromium: Browser, server: ServerProcess) -> None:
    assert server.serving["auth"] == "token"
    # Without the token: the page is served, its calls are not.
    assert connect_http.request(server.base_url, "GET", "/studio/").status == 200
    with open_studio(chromium, server.base_url, catalog=False) as page:
        box = page.locator("#server-error")
        assert box.get_attribute("data-code") == "UNAUTHENTICATED"
        assert "TOKEN_MISSING" in box.inner_text()
        assert box.get_attribute("data-request-id")
        page.click("#resolve-run")
        wait_done(page, "resolve", ok=False)
        assert page.get_attribute("#resolve-error", "data-code") == "UNAUTHENTICATED"
        screenshot(page, "token-missing")

        # A wrong token is refused as such.
        page.fill("#token", TOKEN[:-1] + "0")
        page.click("#token-use")
        wait_done(page, "server", ok=False)
        assert "TOKEN_INVALID" in page.inner_text("#server-error")

        # The right one, entered once: the catalog, then a resolution.
        page.fill("#token", TOKEN)
        page.click("#token-use")
        wait_done(page, "server")
        assert page.locator("#server-error").is_hidden()
        assert page.locator("select.weapon option[value=greatsword]").count() >= 1
        page.fill("#seed", "7")
        page.click("#resolve-run")
        wait_done(page, "resolve")
        assert page.get_attribute("#outcome", "data-seed") == "7"

        # A reload keeps it (sessionStorage), and nothing asks for it again.
        page.reload()
        page.wait_for_selector("body[data-ready]")
        wait_done(page, "server")
        assert page.evaluate("sessionStorage.getItem('arbiter-studio-token')") == TOKEN
        screenshot(page, "token-entered")

        # Forgotten, the calls are refused again.
        page.click("#token-forget")
        page.reload()
        page.wait_for_selector("body[data-ready]")
        wait_done(page, "server", ok=False)
        assert page.get_attribute("#server-error", "data-code") == "UNAUTHENTICATED"
