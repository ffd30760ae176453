"""The server in this process: the app of ``create_app(settings)`` with its lifespan
started, driven by httpx through ``ASGITransport``. For the tests whose subject is not the
process (accounts, sessions, names, tokens, the tables' HTTP API…); the door, sockets, the
relay and restarts keep server_kit's real process."""

from __future__ import annotations

import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from sucker.server import create_app
from sucker.server.config import Settings

# As server_kit's process: many players and tables from one address, so generous limits,
# except where a test sets its own (new accounts' rated games count at once, too).
TEST_SETTINGS: dict[str, Any] = {
    "ai_delay": 0, "grace": 1.5, "guests_burst": 10000, "tables_burst": 10000,
    "sockets_per_address": 10000, "logins_burst": 10000, "casual_before_rated": 0,
}


class App:
    """The app, as ``sucker serve`` runs it (behind uvicorn's trust of the proxies'
    X-Forwarded-For), answering requests from 127.0.0.1."""

    def __init__(self, data: Path, **settings: Any) -> None:
        self.data = data
        self.settings = Settings(data_dir=data, **{**TEST_SETTINGS, **settings})
        self.app = create_app(self.settings)
        self.transport = httpx.ASGITransport(
            ProxyHeadersMiddleware(self.app, trusted_hosts=self.settings.proxies),
            client=("127.0.0.1", 50000))

    def http(self, **options: Any) -> httpx.AsyncClient:
        """A new browser (cookies of its own)."""
        return httpx.AsyncClient(transport=self.transport, base_url="http://127.0.0.1:8000",
                                 **{"timeout": 10, **options})


@asynccontextmanager
async def running(data: Path, **settings: Any) -> AsyncIterator[App]:
    """An :class:`App` on ``data`` (SQLite there), started and, on leaving, stopped."""
    app = App(data, **settings)
    threshold = gc.get_threshold()
    try:
        async with app.app.router.lifespan_context(app.app):
            yield app
    finally:  # the lifespan tunes the collector for a server's life, not a test run's
        gc.unfreeze()
        gc.set_threshold(*threshold)


class Guest:
    """A browser: a guest with a session cookie once it chose a name, or nobody yet."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.http = app.http()

    async def post(self, path: str, body: object = None) -> dict[str, Any]:
        r = await self.http.post(path, json=body)
        assert r.status_code == 200, r.text
        data: dict[str, Any] = r.json()
        return data


async def guest(app: App, name: str | None) -> Guest:
    """A new browser, with a guest of this name (no session if None)."""
    g = Guest(app)
    if name is not None:
        await g.post("/api/session", {"name": name})
    return g


async def account(app: App, name: str, password: str = "correct horse",
                  address: str | None = None) -> Guest:
    """A new browser signed up as an account (from ``address``, given as X-Forwarded-For)."""
    g = Guest(app)
    if address is not None:
        g.http.headers["X-Forwarded-For"] = address
    await g.post("/api/account", {"username": name, "password": password})
    return g
