"""The fixtures of the studio's page tests (test_page, test_cards): a server that serves the
page, Debian's Chromium, and a fresh page per test. A module that needs another server (a token's,
test_token; the default flags, test_serving) defines its own ``server``, which takes precedence."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page

from tests.service.server_process import ServerProcess
from tests.studio.support import browser, open_studio


@pytest.fixture(scope="module")
def server() -> Iterator[ServerProcess]:
    with ServerProcess("--studio", "on") as running:
        yield running


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    with browser() as launched:
        yield launched


@pytest.fixture
def page(chromium: Browser, server: ServerProcess) -> Iterator[Page]:
    with open_studio(chromium, server.base_url) as opened:
        yield opened
