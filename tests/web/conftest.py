"""Fixtures of the browser tests: Debian's Chromium through Playwright, and a real server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_kit import Problems
from playwright.sync_api import Browser, Playwright, sync_playwright

from server_kit import Server, make_server

STATIC = Path(__file__).resolve().parents[2] / "src" / "sucker" / "web" / "static"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def static_dir() -> Path:
    return STATIC


# Per module, not per session: Playwright's sync API keeps an event loop running while it is
# open, and the asyncio tests a worker runs after a browser module need none to be running.
@pytest.fixture(scope="module")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="module")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # The test drives every seat itself: no AI may step in for a slow browser.
    s = make_server(
        tmp_path_factory.mktemp("web-server"), SUCKER_GRACE="600", SUCKER_RESCUE_SECONDS="600"
    )
    yield s
    s.stop()


@pytest.fixture
def problems() -> Iterator[Problems]:
    """Fails the test if a watched page logged an error."""
    found = Problems()
    yield found
    assert found == []
