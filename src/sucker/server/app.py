"""The ASGI application: HTTP and websocket only (OpenAPI at /docs). Tables live in
:mod:`.tables` and :mod:`.table`; this module turns requests into commands, and guards the
door (sizes, origins, hosts, limits, security headers) — see :mod:`.guard`."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import Body, Depends, FastAPI, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, Field, field_validator
from redis.exceptions import RedisError
from sqlalchemy.exc import SQLAlchemyError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from sucker.ai.kinds import KINDS, LEVELS
from sucker.ai.talk import QUICK_PHRASES
from sucker.engine import VARIANTS
from sucker.records import CHAT_MAX
from sucker.server import assets, metrics, ratings
from sucker.server import commands as c
from sucker.server.accounts import Accounts
from sucker.server.aipool import AiPool
from sucker.server.analyses import Analyses
from sucker.server.config import Settings
from sucker.server.db import Store, migrate
from sucker.server.guard import Guard, origin_allowed
from sucker.server.limits import Buckets, Counter
from sucker.server.sessions import COOKIE, NAME_MAX, Sessions, clean_name
from sucker.server.table import summary
from sucker.server.tables import Tables
from sucker.server.wire import ApiError, error_frame, loads_message

log = logging.getLogger("sucker.server")

FRAME_MAX = 4096  # bytes in one websocket text frame

# ---------------------------------------------------------------------- models (OpenAPI)


class SessionIn(BaseModel):
    name: str = Field(description=f"1-{NAME_MAX} visible characters, NFKC-normalised")

    _check = field_validator("name")(clean_name)


class SessionOut(BaseModel):
    id: str
    name: str
    account: bool = False


class TableIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    chips: int = Field(default=7, ge=1, le=20)
    variant: Literal["nash1950", "sucker-bench"] = "nash1950"
    private: bool = False
    decision_seconds: int = Field(default=60, ge=0, le=3600, description="0: untimed (no "
                                  "clock for a lone player, a relaxed one where others wait)")
    ai_level: Literal["easy", "medium", "hard"] = "medium"
    rated: bool = Field(default=False, description="rated tables need an account in every "
                        "human seat")
    lang: Literal["en", "fr"] | None = Field(default=None, description="the language the AIs "
                                             "open in and take their names from (default: "
                                             "the browser's, from Accept-Language)")


class AccountIn(BaseModel):
    username: str = Field(max_length=64)
    password: str = Field(max_length=256)


class AccountOut(BaseModel):
    id: str
    name: str
    account: bool


class PasswordIn(BaseModel):
    password: str = Field(max_length=256)


class ComputerIn(BaseModel):
    level: Literal["easy", "medium", "hard"] = "medium"
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None
    rated: bool = Field(default=False, description="rated, with the standard clock (needs an "
                        "account); else casual and untimed: the game waits for you")


class FriendsIn(BaseModel):
    lang: Literal["en", "fr"] | None = None


class FindIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    lang: Literal["en", "fr"] | None = None
    wait: int = Field(default=60, ge=5, le=600, description="seconds before AIs fill the "
                      "empty seats of a table made for you")


class PersonaOut(BaseModel):
    name: str
    temperament: str
    gender: Literal["f", "m"] | None = Field(default=None, description="grammatical gender "
                                             "the page's words agree with")


class SeatOut(BaseModel):
    color: str
    name: str | None
    kind: str | None
    you: bool
    connected: bool
    ai_playing: bool
    persona: PersonaOut | None = None


class RulesOut(BaseModel):
    players: int
    chips: int
    variant: str


class TableOut(BaseModel):
    id: str
    status: Literal["open", "playing", "over"]
    private: bool
    rated: bool = False
    lang: str = "en"
    invite: str | None = Field(default=None, description="only to those seated at a private table")
    rules: RulesOut
    decision_seconds: int
    ai_level: str
    seats: list[SeatOut]
    created: str
    started: str | None
    ended: str | None
    winner: str | None
    seq: int
    rematch: str | None = Field(default=None, description="id of this table's rematch, once made")
    hints: bool = Field(default=False, description="the caller may ask for hints here (a "
                        "casual table where every other seat is an AI)")
    fill_at: float | None = Field(default=None, description="a table made by find-a-game: the "
                                  "Unix time at which AIs take its empty seats and it starts")


class TableList(BaseModel):
    tables: list[TableOut]


class JoinIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    invite: str | None = Field(default=None, max_length=64)


class AiIn(BaseModel):
    seat: str | None = Field(default=None, max_length=16)
    level: Literal["easy", "medium", "hard"] | None = None
    all: bool = False


class ErrorBody(BaseModel):
    code: str
    message: str
    retry_after: float | None = None


class ErrorOut(BaseModel):
    detail: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    s: {"model": ErrorOut} for s in (400, 401, 403, 404, 409, 413, 422, 429, 503)
}


class Server:
    """What the routes need, made at start-up and kept in ``app.state.server``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.db_url())
        migrate(self.store.engine)
        self.sessions = Sessions(settings.session_secret(), settings.session_days)
        self.ai = AiPool(settings.ai_workers)
        self.tables = Tables(settings, self.store, self.ai)
        self.accounts = Accounts(self.store)
        self.guests: dict[str, tuple[str, bool, int]] = {}  # id -> name, account, epoch
        self.new_guests = Buckets(settings.guests_per_minute / 60, settings.guests_burst)
        self.new_tables = Buckets(settings.tables_per_hour / 3600, settings.tables_burst)
        self.new_tables_by_address = Buckets(3 * settings.tables_per_hour / 3600,
                                             3 * settings.tables_burst)
        self.chat = Buckets(settings.chat_rate, settings.chat_burst)
        self.analyses = Analyses(self.store, self.ai, settings.analysis_think)
        self.analysis_asks = Buckets(settings.analyses_per_hour / 3600, settings.analyses_burst)
        self.sockets = Counter(settings.sockets_per_address)

    async def open(self) -> None:
        self.ai.warm()
        await self.tables.open()

    async def close(self) -> None:
        await self.tables.close()
        self.ai.close()
        await asyncio.get_running_loop().run_in_executor(None, self.store.close)

    async def guest(self, guest: str) -> tuple[str, bool, int] | None:
        """A guest's name, whether it is an account, and its epoch (cached: a "log out
        everywhere" reaches other processes when their cache is renewed, every 30 s)."""
        known = self.guests.get(guest)
        if known is None:
            row = await self.store.run(self.store.guest, guest)
            if row is None:
                return None
            if len(self.guests) > 100_000:
                self.guests.clear()
            known = self.guests[guest] = (row["name"], row["username_key"] is not None,
                                          row["epoch"])
        return known

    def forget(self, guest: str) -> None:
        self.guests.pop(guest, None)

    async def who(self, cookie: str | None, address: str) -> tuple[c.Who, bool]:
        """The caller, and whether their cookie should be signed anew."""
        guest, epoch, renew = self.sessions.read(cookie)
        known = await self.guest(guest) if guest else None
        if guest is None or known is None or epoch != known[2]:
            return c.Who(address=address), False
        return c.Who(guest, known[0], address, known[1]), renew


def limited(bucket: Buckets, key: str, what: str) -> None:
    wait = bucket.take(key)
    if wait is not None:
        metrics.refused.labels(what).inc()
        raise ApiError(429, "rate-limited", f"too many {what}: try again in a while",
                       retry_after=wait)


# ---------------------------------------------------------------------- the app


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        server = Server(settings)
        app.state.server = server
        await server.open()
        # What exists now lives as long as the server: keep it out of the collector's
        # rounds, and run them less often; their pauses grew with the heap.
        gc.collect()
        gc.freeze()
        gc.set_threshold(50_000, 50, 50)
        yield
        await server.close()
        server.accounts.close()

    app = FastAPI(
        title="So Long Sucker",
        summary="Tables, seats, records; the websocket protocol is in docs/protocol.md.",
        lifespan=lifespan,
        redirect_slashes=False,
    )
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(Guard, settings=settings)

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, e: ApiError) -> JSONResponse:
        return JSONResponse(e.body(), e.status, headers=e.headers())

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, e: RequestValidationError) -> JSONResponse:
        first = e.errors()[0] if e.errors() else {}
        where = ".".join(str(x) for x in first.get("loc", ()) if x != "body")
        why = str(first.get("msg", "invalid")).removeprefix("Value error, ")
        message = f"{where}: {why}" if where else why
        return JSONResponse({"detail": {"code": "bad-request", "message": message}}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, e: StarletteHTTPException) -> JSONResponse:
        code = {404: "not-found", 405: "bad-method"}.get(e.status_code, "error")
        return JSONResponse({"detail": {"code": code, "message": str(e.detail)}}, e.status_code)

    @app.exception_handler(SQLAlchemyError)
    @app.exception_handler(RedisError)
    @app.exception_handler(OSError)
    async def _unavailable(_request: Request, e: Exception) -> JSONResponse:
        log.warning("storage unavailable: %s: %s", type(e).__name__, e)
        error = ApiError(503, "unavailable", "the server cannot reach its storage just now; "
                         "try again in a few seconds", retry_after=2)
        return JSONResponse(error.body(), 503, headers=error.headers())

    @app.exception_handler(Exception)
    async def _failed(_request: Request, e: Exception) -> JSONResponse:
        log.exception("request failed")
        return JSONResponse({"detail": {"code": "error", "message": "the server failed"}}, 500)

    _routes(app)
    _accounts(app)
    _ops(app)
    _pages(app, settings)
    return app


def _server(request: Request) -> Server:
    server: Server = request.app.state.server
    return server


def _address(request: Request) -> str:
    return request.client.host if request.client else ""


async def _who(request: Request, response: Response) -> c.Who:
    """The caller (maybe nobody); a cookie in use is signed anew once a day."""
    server = _server(request)
    who, renew = await server.who(request.cookies.get(COOKIE), _address(request))
    if renew and who.guest is not None:
        known = await server.guest(who.guest)
        _set_cookie(request, response, server, who.guest, known[2] if known else 0)
    return who


async def _guest(who: Annotated[c.Who, Depends(_who)]) -> c.Who:
    """The caller, who must have a session (401 otherwise)."""
    if who.guest is None:
        raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
    return who


Who = Annotated[c.Who, Depends(_who)]
Guest = Annotated[c.Who, Depends(_guest)]


def _set_cookie(request: Request, response: Response, server: Server, guest: str,
                epoch: int = 0) -> None:
    response.set_cookie(COOKIE, server.sessions.cookie(guest, epoch),
                        max_age=int(server.settings.session_days * 86400), httponly=True,
                        samesite="lax", secure=request.url.scheme == "https")


def _routes(app: FastAPI) -> None:
    @app.post("/api/session", response_model=SessionOut, responses=ERRORS)
    async def new_session(body: SessionIn, request: Request, response: Response,
                          who: Who) -> Any:
        """Make a guest (or rename the caller) and set the session cookie."""
        server = _server(request)
        guest = who.guest
        if guest is None:
            limited(server.new_guests, who.address, "new players from this address")
            guest = secrets.token_urlsafe(12)
            created = time.time()
        else:
            if who.account and body.name != who.name:
                raise ApiError(409, "has-account", "an account keeps its username")
            created = 0.0
        await server.store.run(server.store.put_guest, guest, body.name, created)
        server.forget(guest)
        known = await server.guest(guest)
        _set_cookie(request, response, server, guest, known[2] if known else 0)
        return {"id": guest, "name": body.name}

    @app.get("/api/session", response_model=SessionOut | None)
    async def get_session(who: Who) -> Any:
        """The caller's guest, or null without a session (not 401: browsers log those)."""
        return None if who.guest is None else {"id": who.guest, "name": who.name,
                                               "account": who.account}

    @app.get("/api/config")
    async def config() -> Any:
        """What the page shares with the server, from one source: limits, AI levels, seat
        kinds, quick chat phrases by language."""
        return {
            "chat_max": CHAT_MAX,
            "name_max": NAME_MAX,
            "levels": list(LEVELS),
            "seat_kinds": list(KINDS),
            "variants": list(VARIANTS),
            "quick_phrases": {lang: list(p) for lang, p in QUICK_PHRASES.items()},
        }

    @app.post("/api/tables", response_model=TableOut, responses=ERRORS)
    async def create_table(who: Guest, request: Request,
                           body: Annotated[TableIn | None, Body()] = None) -> Any:
        """A new open table; the creator sits in the first seat."""
        server = _server(request)
        table_id = await _new_table(server, who, body or TableIn(), request)
        return await server.tables.run(table_id, c.View(who))

    @app.get("/api/tables", response_model=TableList, responses=ERRORS)
    async def list_tables(
        request: Request, status: Literal["open", "playing", "over"] | None = None
    ) -> Any:
        """Public tables, newest first (at most 200); abandoned open tables are left out."""
        return {"tables": await _server(request).tables.listing(status)}

    @app.get("/api/tables/{table_id}", response_model=TableOut, responses=ERRORS)
    async def get_table(who: Who, request: Request, table_id: str,
                        invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
        return await _server(request).tables.run(table_id, c.View(who, invite))

    @app.get("/api/tables/{table_id}/chat", responses=ERRORS)
    async def chat_page(who: Who, request: Request, table_id: str,
                        before: Annotated[int, Query(ge=0)] = 0,
                        limit: Annotated[int, Query(ge=1, le=200)] = 100,
                        invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
        """Chat lines older than seq ``before`` (a snapshot carries only the latest ones):
        ``{"chat": [...], "before": seq of the oldest line here, or null at the start}``."""
        return await _server(request).tables.run(table_id, c.GetChat(who, before, limit,
                                                                     invite))

    @app.post("/api/tables/{table_id}/join", response_model=TableOut, responses=ERRORS)
    async def join(who: Guest, request: Request, table_id: str,
                   body: Annotated[JoinIn | None, Body()] = None) -> Any:
        body = body or JoinIn()
        return await _server(request).tables.run(table_id, c.Join(who, body.seat, body.invite))

    @app.post("/api/tables/{table_id}/leave", response_model=TableOut, responses=ERRORS)
    async def leave(who: Guest, request: Request, table_id: str) -> Any:
        return await _server(request).tables.run(table_id, c.Leave(who))

    @app.post("/api/tables/{table_id}/ai", response_model=TableOut, responses=ERRORS)
    async def add_ai(who: Guest, request: Request, table_id: str, body: AiIn) -> Any:
        """Seat an AI in one empty seat, or in every one (``all``)."""
        return await _server(request).tables.run(table_id,
                                                 c.FillAi(who, body.seat, body.level, body.all))

    @app.post("/api/tables/{table_id}/start", response_model=TableOut, responses=ERRORS)
    async def start(who: Guest, request: Request, table_id: str) -> Any:
        return await _server(request).tables.run(table_id, c.Start(who))

    @app.post("/api/tables/{table_id}/rematch", response_model=TableOut, responses=ERRORS)
    async def rematch(who: Guest, request: Request, table_id: str) -> Any:
        """The rematch: a new open table with the same options and AIs, where the caller sits
        in their seat; the finished table points to it (``rematch``), which asks the other
        players: each sits down in their old seat by asking too (if still free)."""
        tables = _server(request).tables
        made = await tables.run(table_id, c.Rematch(who))
        try:
            return await tables.run(made["rematch"], c.Join(who, made["color"], made["invite"]))
        except ApiError as e:
            if e.code not in ("seated", "taken", "not-open"):
                raise
        return await tables.run(made["rematch"], c.View(who))

    @app.post("/api/tables/{table_id}/hint", responses=ERRORS)
    async def get_hint(who: Guest, request: Request, table_id: str) -> Any:
        """What the hard AI would play now for the caller, and why in one line (``why``:
        English and French): at casual tables against AIs only."""
        return await _server(request).tables.run(table_id, c.Hint(who))

    @app.get("/api/tables/{table_id}/analysis", responses=ERRORS)
    async def get_analysis(who: Who, request: Request, table_id: str,
                           invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
        """A finished game's analysis: ``{"state": "none" | "running" | "done" |
        "failed"}``, with ``done``/``total`` positions while running and ``analysis``
        (``sucker analyze --json``) when done."""
        server = _server(request)
        await server.tables.run(table_id, c.View(who, invite))  # may they see it?
        return await server.analyses.state(table_id)

    @app.post("/api/tables/{table_id}/analysis", responses=ERRORS)
    async def start_analysis(who: Who, request: Request, table_id: str,
                             invite: Annotated[str | None, Query(max_length=64)] = None
                             ) -> Any:
        """Analyse a finished game in the AI workers (once; then it is kept)."""
        server = _server(request)
        record = await server.tables.run(table_id, c.GetRecord(who, invite))
        if "result" not in record:
            raise ApiError(409, "not-over", "only a finished game can be analysed")
        state = await server.analyses.state(table_id)
        if state["state"] in ("done", "running"):
            return state
        limited(server.analysis_asks, who.address, "analyses from this address")
        return await server.analyses.start(table_id, record)

    @app.get("/api/tables/{table_id}/record", responses=ERRORS)
    async def record(who: Who, request: Request, table_id: str,
                     invite: Annotated[str | None, Query(max_length=64)] = None) -> Response:
        """The game as an sls-record/1 file, with seats, times and chat."""
        data = await _server(request).tables.run(table_id, c.GetRecord(who, invite))
        return Response(
            json.dumps(data, indent=1, ensure_ascii=False), media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="sucker-{table_id}.json"'},
        )

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(ws: WebSocket, table_id: str,
                           invite: Annotated[str | None, Query(max_length=64)] = None) -> None:
        await _socket(ws, table_id, invite)


class Client:
    """One websocket: who it is, and a queue of outgoing text drained by its own task."""

    OUT_MAX = 2000  # events queued for one slow client before it is disconnected

    def __init__(self, ws: WebSocket, who: c.Who, rate: float) -> None:
        self.ws = ws
        self.who = who
        self.guest = who.guest
        self.name = who.name
        self.out: asyncio.Queue[str] = asyncio.Queue(self.OUT_MAX)
        self.messages = Buckets(rate, 2 * rate, keys=1)
        self.closing: tuple[int, str] | None = None
        self.task = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        if self.task.done():
            return
        try:
            self.out.put_nowait(text)
        except asyncio.QueueFull:  # too slow to follow: drop it; it can reconnect and catch up
            self.close(1013, "too slow")

    def close(self, code: int, reason: str) -> None:
        """Close once what is queued has been sent."""
        if self.closing is None:
            self.closing = (code, reason)
            with contextlib.suppress(asyncio.QueueFull):
                self.out.put_nowait("")

    async def _write(self) -> None:
        try:
            while True:
                text = await self.out.get()
                if text == "" and self.closing is not None:
                    await self.ws.close(*self.closing)
                    return
                await self.ws.send_text(text)
        except Exception:  # the socket is gone; the reader sees it too
            return


async def _refuse(ws: WebSocket, e: ApiError) -> None:
    await ws.accept()
    await ws.send_text(error_frame(e.code, e.message, None, e.retry_after))
    await ws.close(4000 + e.status)


async def _socket(ws: WebSocket, table_id: str, invite: str | None) -> None:
    """One client at one table: intents in, events out (docs/protocol.md).

    Frames are checked here (size, JSON, nesting, rate, hello first, idle time); the
    commands go to the table's owner: this process, or another one through the relay.
    """
    server: Server = ws.app.state.server
    settings = server.settings
    if not origin_allowed(ws.headers, ws.url.scheme, settings):
        await ws.close(4403, "origin not allowed")  # before accept: an HTTP 403
        return
    address = ws.client.host if ws.client else ""
    if not server.sockets.add(address):
        metrics.refused.labels("sockets per address").inc()
        await _refuse(ws, ApiError(429, "rate-limited", "too many open sockets from this "
                                   "address", retry_after=10))
        return
    metrics.sockets.inc()
    client: Client | None = None
    link = None
    table = None
    try:
        who, _ = await server.who(ws.cookies.get(COOKIE), address)
        try:
            await server.tables.run(table_id, c.View(who, invite))  # may take the table
            owner = await server.tables.owner_of(table_id)
            if owner is None:
                table = await server.tables.get(table_id)
                table.admit(who.guest, invite)
        except ApiError as e:
            await _refuse(ws, e)
            return
        await ws.accept()
        client = Client(ws, who, settings.rate)
        if table is None:
            assert server.tables.relay is not None and owner is not None
            link = server.tables.relay.link(owner, table_id, client)
        await _serve(ws, server, client, table, link)
    except WebSocketDisconnect:
        pass
    finally:
        server.sockets.remove(address)
        metrics.sockets.dec()
        if client is not None:
            if client.closing is None:
                client.task.cancel()
            if link is not None:
                link.close()
            elif table is not None and not table.gone:
                await asyncio.shield(table.call(table.detach, client))


async def _serve(ws: WebSocket, server: Server, client: Client, table: Any, link: Any) -> None:
    settings = server.settings
    said_hello = False
    while ws.client_state == WebSocketState.CONNECTED and client.closing is None:
        try:
            msg = await asyncio.wait_for(
                ws.receive(), settings.idle_seconds if said_hello else settings.hello_seconds)
        except TimeoutError:
            client.close(4408, "idle too long" if said_hello else "say hello first")
            return
        if msg["type"] == "websocket.disconnect":
            return
        text = msg.get("text")
        ref = None
        try:
            if text is None:
                raise ApiError(400, "bad-message", "send JSON in text frames")
            if len(text) > FRAME_MAX // 4 and len(text.encode()) > FRAME_MAX:
                raise ApiError(413, "too-large", f"a message has at most {FRAME_MAX} bytes")
            wait = client.messages.take("")
            if wait is not None:
                raise ApiError(429, "rate-limited", "too many messages: slow down", wait)
            data = loads_message(text)
            ref = data.get("ref") if isinstance(data, dict) else None
            cmd = c.parse_message(data, client.who)
            if isinstance(cmd, c.Chat):
                limited(server.chat, client.guest or client.who.address, "chat lines")
            if isinstance(cmd, c.Hello):
                said_hello = True
            if link is not None:
                link.forward(cmd)
            else:
                await table.handle(cmd, client)
        except ApiError as e:
            client.send(error_frame(e.code, e.message, ref, e.retry_after))


def _accounts(app: FastAPI) -> None:
    """Accounts, ratings and the one-click ways to play."""

    @app.post("/api/account", response_model=AccountOut, responses=ERRORS)
    async def sign_up(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
        """Take a username and password: the caller's guest (or a new one) becomes an
        account and keeps its games."""
        server = _server(request)
        guest = who.guest
        if guest is None:
            limited(server.new_guests, who.address, "new players from this address")
            guest = secrets.token_urlsafe(12)
            await server.store.run(server.store.put_guest, guest, "?", time.time())
        name = await server.accounts.sign_up(guest, body.username, body.password)
        server.forget(guest)
        known = await server.guest(guest)
        _set_cookie(request, response, server, guest, known[2] if known else 0)
        return {"id": guest, "name": name, "account": True}

    @app.post("/api/account/login", response_model=AccountOut, responses=ERRORS)
    async def log_in(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
        server = _server(request)
        guest = await server.accounts.log_in(body.username, body.password, who.address)
        known = await server.guest(guest)
        assert known is not None
        _set_cookie(request, response, server, guest, known[2])
        return {"id": guest, "name": known[0], "account": True}

    @app.post("/api/account/logout", responses=ERRORS)
    async def log_out(response: Response) -> Any:
        response.delete_cookie(COOKIE)
        return {"ok": True}

    @app.post("/api/account/logout-everywhere", responses=ERRORS)
    async def log_out_everywhere(who: Guest, request: Request, response: Response) -> Any:
        """Every session of this account ends (in other processes within 30 s)."""
        server = _server(request)
        assert who.guest is not None
        await server.store.run(server.store.bump_epoch, who.guest)
        server.forget(who.guest)
        response.delete_cookie(COOKIE)
        return {"ok": True}

    @app.get("/api/account/data", responses=ERRORS)
    async def my_data(who: Guest, request: Request) -> Response:
        """Everything kept about the caller: their row and every game they played, as
        sls-record/1."""
        server = _server(request)
        assert who.guest is not None
        row = await server.store.run(server.store.guest, who.guest)
        games = []
        for t in await server.store.run(server.store.tables_of, who.guest, 10_000):
            games.append(await server.tables.run(t["id"], c.GetRecord(who)))
        rating = (await server.store.run(server.store.ratings_of, [who.guest])).get(who.guest)
        data = {"id": who.guest, "name": who.name, "account": who.account,
                "created": row["created"] if row else None,
                "rating": ratings.public(rating) if rating else None, "games": games}
        return Response(json.dumps(data, indent=1, ensure_ascii=False),
                        media_type="application/json", headers={
                            "Content-Disposition": 'attachment; filename="so-long-sucker-me.json"'})

    @app.post("/api/account/delete", responses=ERRORS)
    async def delete_account(body: PasswordIn, who: Guest, request: Request,
                             response: Response) -> Any:
        """Delete the caller's account for good (their password again, to be sure); their
        seats in past games stay, nameless."""
        server = _server(request)
        assert who.guest is not None
        await server.accounts.check(who.guest, body.password)
        await server.store.run(server.store.delete_guest, who.guest)
        server.forget(who.guest)
        response.delete_cookie(COOKIE)
        return {"ok": True}

    @app.get("/api/account/games", responses=ERRORS)
    async def my_games(who: Guest, request: Request,
                       limit: Annotated[int, Query(ge=1, le=200)] = 50) -> Any:
        """The caller's finished games (guests too), newest first: the table objects, seen by
        the caller (``you`` marks their seat)."""
        server = _server(request)
        assert who.guest is not None
        rows = await server.store.run(server.store.tables_of, who.guest, limit)
        games = []
        for row in rows:
            table = summary(row)
            seats = json.loads(row["seats"])
            for seat, raw in zip(table["seats"], seats, strict=True):
                seat["you"] = raw.get("guest") == who.guest
            games.append(table)
        return {"games": games}

    @app.get("/api/leaderboard", responses=ERRORS)
    async def leaderboard(request: Request,
                          limit: Annotated[int, Query(ge=1, le=500)] = 100) -> Any:
        """Rated players (people and AI levels), best first."""
        server = _server(request)
        rows = await server.store.run(server.store.leaderboard, limit)
        return {"players": [ratings.public(r) for r in rows]}

    @app.get("/api/players/{name}", responses=ERRORS)
    async def player(request: Request, name: str) -> Any:
        """A player's rating, its history, their latest games and win rate by table size."""
        server = _server(request)
        if len(name) > 64:
            raise ApiError(404, "no-player", "there is no such player")
        key = name.casefold()
        guest = await server.store.run(server.store.guest_by_name, key)
        player_id = guest or (f"ai:{key.split()[0]}" if key.endswith(" ai") else None)
        rows = await server.store.run(server.store.ratings_of, [player_id]) if player_id else {}
        if player_id is None or (guest is None and player_id not in rows):
            raise ApiError(404, "no-player", "there is no such player")
        info = await server.store.run(server.store.profile, player_id, 50)
        rating = rows.get(player_id)
        return {"name": rating["name"] if rating else name,
                "rating": ratings.public(rating) if rating else None,
                "history": [{"rating": ratings.shown(h["mu"], h["sigma"]), "at": h["at"],
                             "table": h["table_id"]} for h in info["history"]],
                "games": [{"table": g["table_id"], "place": g["place"],
                           "players": g["players"], "rated": g["rated"], "ended": g["ended"]}
                          for g in info["games"]],
                "by_players": {str(b["players"]): {"games": b["games"], "wins": b["wins"] or 0}
                               for b in info["by_players"]}}

    @app.post("/api/play/computer", response_model=TableOut, responses=ERRORS)
    async def play_computer(who: Guest, request: Request,
                            body: Annotated[ComputerIn | None, Body()] = None) -> Any:
        """One click: a running game against AIs at the level asked (default medium); casual
        and untimed unless rated (then the standard clock)."""
        body = body or ComputerIn()
        server = _server(request)
        options = TableIn(players=body.players, ai_level=body.level, lang=body.lang,
                          rated=body.rated, decision_seconds=60 if body.rated else 0)
        table_id = await _new_table(server, who, options, request)
        await server.tables.run(table_id, c.FillAi(who, all=True))
        return await server.tables.run(table_id, c.Start(who))

    @app.post("/api/play/friends", response_model=TableOut, responses=ERRORS)
    async def play_friends(who: Guest, request: Request,
                           body: Annotated[FriendsIn | None, Body()] = None) -> Any:
        """A private table to invite friends to (its invite link is in the answer)."""
        server = _server(request)
        lang = body.lang if body else None
        table_id = await _new_table(server, who, TableIn(private=True, lang=lang), request)
        return await server.tables.run(table_id, c.View(who))

    @app.post("/api/play/find", response_model=TableOut, responses=ERRORS)
    async def find_game(who: Guest, request: Request,
                        body: Annotated[FindIn | None, Body()] = None) -> Any:
        """Join the oldest open public casual table of that size that someone is at, or
        make one that AIs fill after ``wait`` seconds if nobody comes."""
        body = body or FindIn()
        server = _server(request)
        for row in reversed(await server.tables.listing("open")):
            if (row["rules"]["players"] == body.players and not row.get("rated")
                    and any(s["kind"] is None for s in row["seats"])
                    and not any(s["you"] for s in row["seats"])):
                try:
                    return await server.tables.run(row["id"], c.Join(who))
                except ApiError:
                    continue  # taken meanwhile: the next one
        table_id = await _new_table(server, who, TableIn(players=body.players, lang=body.lang),
                                    request)
        await server.tables.run(table_id, c.FillLater(who, float(body.wait)))
        return await server.tables.run(table_id, c.View(who))


def _browser_lang(request: Request) -> Literal["en", "fr"]:
    """The first of English and French the browser asks for (Accept-Language), else English."""
    for part in request.headers.get("accept-language", "").split(","):
        tag = part.split(";")[0].strip().lower()[:2]
        if tag == "fr":
            return "fr"
        if tag == "en":
            return "en"
    return "en"


async def _new_table(server: Server, who: c.Who, options: TableIn, request: Request) -> str:
    assert who.guest is not None
    if options.lang is None:
        options.lang = _browser_lang(request)
    if options.rated and not who.account:
        raise ApiError(403, "no-account", "rated tables are for players with an account")
    limited(server.new_tables, who.guest, "new tables")
    limited(server.new_tables_by_address, who.address, "new tables from this address")
    return await server.tables.create(who, options.model_dump())


def _ops(app: FastAPI) -> None:
    """For whoever runs the server: liveness, readiness, metrics."""

    @app.get("/healthz", include_in_schema=False)
    async def healthz() -> Any:
        return {"ok": True}

    @app.get("/readyz", include_in_schema=False)
    async def readyz(request: Request) -> JSONResponse:
        """Ready when the database answers and, with Redis, the relay is subscribed."""
        server = _server(request)
        problems = []
        try:
            await server.store.run(server.store.ping)
        except Exception as e:
            problems.append(f"database: {type(e).__name__}")
        relay = server.tables.relay
        if relay is not None and not relay.listening.is_set():
            problems.append("redis: not subscribed")
        body = {"ready": not problems, "problems": problems,
                "tables": len(server.tables.live)}
        return JSONResponse(body, 200 if not problems else 503)

    @app.get("/metrics", include_in_schema=False)
    async def prometheus(request: Request) -> Response:
        metrics.ai_queue.set(_server(request).ai.waiting())
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)


def _pages(app: FastAPI, settings: Settings) -> None:
    """The web page: index.html for the page's own paths (and, with status 404, for unknown
    paths outside the API), assets under /static/ and, cached for good, /static/v/<hash>/."""
    static = settings.static_dir
    prefix = f"/static/v/{assets.version(static)}/"
    app.mount(prefix.rstrip("/"), assets.CachedFiles(directory=static, cache=assets.IMMUTABLE))
    app.mount("/static", assets.CachedFiles(directory=static, cache=assets.REVALIDATE),
              name="static")
    body = assets.page(static, prefix)

    def index() -> Response:
        if body is None:
            raise ApiError(404, "no-page", "the web page is not installed")
        return assets.page_response(body)

    for path in ("/", "/rules", "/table/{table_id}", "/replay", "/replay/{table_id}", "/account",
                 "/leaderboard", "/players/{name}"):
        app.add_api_route(path, index, methods=["GET", "HEAD"], include_in_schema=False)
    if body is not None:
        app.router.routes.append(assets.NotFoundPage(body))
