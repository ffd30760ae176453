"""Fixtures of the browser tests: Debian's Chromium through Playwright, and a real server."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import Browser, Playwright, sync_playwright

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


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``sucker serve`` in a child process on a free port, with a temporary SQLite db."""

    def __init__(self, data: Path) -> None:
        self.data = data
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        env = {
            **os.environ,
            "SUCKER_DATA": str(data),
            "SUCKER_AI_DELAY": "0",
            # The test drives every seat itself: no AI may step in for a slow browser.
            "SUCKER_GRACE": "600",
            "SUCKER_RESCUE_SECONDS": "600",
        }
        self.log_path = data / "server.log"
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "sucker", "serve", "--port", str(self.port)],
                env=env,
                stdout=log,
                stderr=log,
            )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, self.log()
            try:
                if httpx.get(self.url + "/api/tables", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.05)  # polling the port until it listens: no event to wait on
        raise AssertionError("server did not start:\n" + self.log())

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-4000:]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = Server(tmp_path_factory.mktemp("web-server"))
    yield s
    s.stop()
