"""The server in this process: the app of ``create_app(settings)`` with its lifespan
started, driven by httpx through ``ASGITransport``. For the tests whose subject is not the
process (accounts, sessions, names, tokens, the tables' HTTP API…); the door, sockets, the
relay and restarts keep server_kit's real process."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from server_kit import TableReader
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

    async def socket(self, path: str, headers: dict[str, str] | None = None) -> Socket:
        """A websocket to ``path``, opened (the app accepted it)."""
        ws = Socket(self, path, headers or {})
        await ws.open()
        return ws

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


class Closed(Exception):
    """The app closed the socket, with this code."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class Socket:
    """A websocket spoken to the app in ASGI terms (what uvicorn does with the frames)."""

    def __init__(self, app: App, path: str, headers: dict[str, str]) -> None:
        route, _, query = path.partition("?")
        self.scope = {
            "type": "websocket", "asgi": {"version": "3.0"}, "scheme": "ws", "path": route,
            "raw_path": route.encode(), "query_string": query.encode(), "root_path": "",
            "headers": [(b"host", b"127.0.0.1:8000"),
                        *((k.lower().encode(), v.encode()) for k, v in headers.items())],
            "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000),
            "subprotocols": [], "state": {},
        }
        self.asgi = app.transport.app
        self.to_app: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.from_app: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.task: asyncio.Task[None] | None = None
        self.code: int | None = None  # set once the app closed it

    async def open(self) -> None:
        self.to_app.put_nowait({"type": "websocket.connect"})
        self.task = asyncio.get_running_loop().create_task(
            self.asgi(self.scope, self.to_app.get, self.from_app.put))
        first = await asyncio.wait_for(self.from_app.get(), 10)
        if first["type"] == "websocket.close":
            self.code = first.get("code", 1000)
            raise Closed(self.code or 1000)
        assert first["type"] == "websocket.accept", first

    async def send(self, text: str) -> None:
        await self.to_app.put({"type": "websocket.receive", "text": text})

    async def recv(self, timeout: float = 10) -> str:
        if self.code is not None:
            raise Closed(self.code)
        msg = await asyncio.wait_for(self.from_app.get(), timeout)
        if msg["type"] == "websocket.close":
            self.code = msg.get("code", 1000)
            raise Closed(self.code or 1000)
        text = msg.get("text")
        return text if text is not None else msg["bytes"].decode()

    async def close(self) -> None:
        if self.task is None:
            return
        await self.to_app.put({"type": "websocket.disconnect", "code": 1000})
        try:
            await asyncio.wait_for(self.task, 10)
        finally:
            self.task = None


class Guest(TableReader):
    """A browser: a guest with a session cookie once it chose a name, or nobody yet; once
    connected, a websocket to one table, read as server_kit's Client reads its own (so
    ``server_kit.play_until_end`` plays with it)."""

    def __init__(self, app: App) -> None:
        super().__init__()
        self.app = app
        self.http = app.http()

    async def connect(self, table: str, since: int | None = 0) -> None:
        """Open a websocket to ``table`` with this browser's cookie, and say hello (unless
        ``since`` is None)."""
        cookie = self.http.cookies.get("sucker_session")
        self.ws = await self.app.socket(f"/ws/tables/{table}",
                                        {"Cookie": f"sucker_session={cookie}"} if cookie else {})
        if since is not None:
            await self.send({"type": "hello", "since": since})

    async def _read(self, timeout: float) -> str:
        assert self.ws is not None
        return await self.ws.recv(timeout)

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


async def new_table(guests: list[Guest], **options: Any) -> str:
    """The first guest makes a table, the others join in order; returns its id."""
    table = await guests[0].post("/api/tables", {"players": len(guests), **options})
    for g in guests[1:]:
        await g.post(f"/api/tables/{table['id']}/join", {"invite": table.get("invite")})
    return str(table["id"])
