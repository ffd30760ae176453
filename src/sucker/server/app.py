"""The ASGI application: HTTP API (OpenAPI at /docs), the table websocket, the web page."""

from __future__ import annotations

import asyncio
import gc
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Annotated, Any, Literal

from fastapi import Body, Depends, FastAPI, Query, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from pydantic import BaseModel, Field, field_validator
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from sucker.server.config import Settings
from sucker.server.hub import COOKIE, Client, Hub
from sucker.server.table import ApiError

FRAME_MAX = 4096  # bytes in one websocket text frame

# ---------------------------------------------------------------------- models (OpenAPI)


def _clean_name(value: str) -> str:
    value = value.strip()
    if not 1 <= len(value) <= 24 or not value.isprintable():
        raise ValueError("a name has 1 to 24 printable characters")
    return value


class SessionIn(BaseModel):
    name: str = Field(description="1-24 printable characters, trimmed")

    _check = field_validator("name")(_clean_name)


class SessionOut(BaseModel):
    id: str
    name: str


class TableIn(BaseModel):
    players: int = Field(default=4, ge=3, le=6)
    chips: int = Field(default=7, ge=1, le=20)
    variant: Literal["nash1950", "sucker-bench"] = "nash1950"
    private: bool = False
    decision_seconds: int = Field(default=60, ge=1, le=3600)
    ai_level: Literal["easy", "medium", "hard"] = "medium"


class SeatOut(BaseModel):
    color: str
    name: str | None
    kind: str | None
    you: bool
    connected: bool
    ai_playing: bool


class RulesOut(BaseModel):
    players: int
    chips: int
    variant: str


class TableOut(BaseModel):
    id: str
    status: Literal["open", "playing", "over"]
    private: bool
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


class TableList(BaseModel):
    tables: list[TableOut]


class JoinIn(BaseModel):
    seat: str | None = None
    invite: str | None = None


class AiIn(BaseModel):
    seat: str | None = None
    level: Literal["easy", "medium", "hard"] | None = None
    all: bool = False


class ErrorBody(BaseModel):
    code: str
    message: str


class ErrorOut(BaseModel):
    detail: ErrorBody


ERRORS: dict[int | str, dict[str, Any]] = {
    s: {"model": ErrorOut} for s in (400, 401, 403, 404, 409, 422)
}

# ---------------------------------------------------------------------- the app


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        hub = Hub(settings)
        app.state.hub = hub
        await hub.open()
        # What exists now lives as long as the server: keep it out of the collector's
        # rounds, and run them less often; their pauses grew with the heap (100-400 ms
        # seen at 200 games; p99 latency there fell from ~300 to ~60 ms).
        gc.collect()
        gc.freeze()
        gc.set_threshold(50_000, 50, 50)
        yield
        await hub.close()

    app = FastAPI(
        title="So Long Sucker",
        summary="Tables, seats, records; the websocket protocol is in docs/protocol.md.",
        lifespan=lifespan,
    )

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, e: ApiError) -> JSONResponse:
        return JSONResponse({"detail": {"code": e.code, "message": e.message}}, e.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(_request: Request, e: RequestValidationError) -> JSONResponse:
        first = e.errors()[0] if e.errors() else {}
        where = ".".join(str(x) for x in first.get("loc", ()) if x != "body")
        message = f"{where}: {first.get('msg', 'invalid')}" if where else first.get("msg", "")
        return JSONResponse({"detail": {"code": "bad-request", "message": message}}, 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(_request: Request, e: StarletteHTTPException) -> JSONResponse:
        code = {404: "not-found", 405: "bad-method"}.get(e.status_code, "error")
        return JSONResponse({"detail": {"code": code, "message": str(e.detail)}}, e.status_code)

    _routes(app)
    _pages(app, settings)
    return app


def _hub(request: Request) -> Hub:
    hub: Hub = request.app.state.hub
    return hub


async def _guest(request: Request) -> tuple[str, str]:
    """The caller's guest id and name, or 401."""
    hub = _hub(request)
    guest = hub.guest_of(request.cookies.get(COOKIE))
    name = await hub.guest_name(guest) if guest else None
    if guest is None or name is None:
        raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
    return guest, name


Guest = Annotated[tuple[str, str], Depends(_guest)]


def _viewer(request: Request) -> str | None:
    return _hub(request).guest_of(request.cookies.get(COOKIE))


def _routes(app: FastAPI) -> None:
    @app.post("/api/session", response_model=SessionOut, responses=ERRORS)
    async def new_session(body: SessionIn, request: Request, response: Response) -> Any:
        """Make a guest (or rename the caller) and set the session cookie."""
        hub = _hub(request)
        guest, cookie = await hub.put_guest(_viewer(request), body.name)
        response.set_cookie(COOKIE, cookie, max_age=365 * 86400, httponly=True, samesite="lax")
        return {"id": guest, "name": body.name}

    @app.get("/api/session", response_model=SessionOut | None)
    async def get_session(request: Request) -> Any:
        """The caller's guest, or null without a session (not 401: browsers log those)."""
        hub = _hub(request)
        guest = _viewer(request)
        name = await hub.guest_name(guest) if guest else None
        return None if guest is None or name is None else {"id": guest, "name": name}

    @app.post("/api/tables", response_model=TableOut, responses=ERRORS)
    async def create_table(guest: Guest, request: Request,
                           body: Annotated[TableIn | None, Body()] = None) -> Any:
        """A new open table; the creator sits in the first seat."""
        options = (body or TableIn()).model_dump()
        table = await _hub(request).create(guest[0], guest[1], options)
        return table.table_json(guest[0])

    @app.get("/api/tables", response_model=TableList, responses=ERRORS)
    async def list_tables(
        request: Request, status: Literal["open", "playing", "over"] | None = None
    ) -> Any:
        """Public tables, newest first (at most 200)."""
        return {"tables": await _hub(request).listing(status)}

    @app.get("/api/tables/{table_id}", response_model=TableOut, responses=ERRORS)
    async def get_table(request: Request, table_id: str, invite: str | None = None) -> Any:
        return await _hub(request).table_op(table_id, "view", _viewer(request), None,
                                            {"invite": invite})

    @app.post("/api/tables/{table_id}/join", response_model=TableOut, responses=ERRORS)
    async def join(guest: Guest, request: Request, table_id: str,
                   body: Annotated[JoinIn | None, Body()] = None) -> Any:
        return await _hub(request).table_op(table_id, "join", *guest,
                                            (body or JoinIn()).model_dump())

    @app.post("/api/tables/{table_id}/leave", response_model=TableOut, responses=ERRORS)
    async def leave(guest: Guest, request: Request, table_id: str) -> Any:
        return await _hub(request).table_op(table_id, "leave", *guest, {})

    @app.post("/api/tables/{table_id}/ai", response_model=TableOut, responses=ERRORS)
    async def add_ai(guest: Guest, request: Request, table_id: str, body: AiIn) -> Any:
        """Seat an AI in one empty seat, or in every one (``all``)."""
        return await _hub(request).table_op(table_id, "ai", *guest, body.model_dump())

    @app.post("/api/tables/{table_id}/start", response_model=TableOut, responses=ERRORS)
    async def start(guest: Guest, request: Request, table_id: str) -> Any:
        return await _hub(request).table_op(table_id, "start", *guest, {})

    @app.post("/api/tables/{table_id}/rematch", response_model=TableOut, responses=ERRORS)
    async def rematch(guest: Guest, request: Request, table_id: str) -> Any:
        """A new open table with the same options and the same people and AIs seated; the
        finished table points to it (``rematch``). Asked again, it answers that same table."""
        hub = _hub(request)
        old = await hub.table_op(table_id, "rematch", *guest, {})
        if old["rematch"] is not None:
            return await hub.table_op(old["rematch"], "view", guest[0], None, {})
        table = await hub.create(guest[0], guest[1], old["options"])
        new = await hub.local_op(table, "seat_like", *guest, {"seats": old["seats"]})
        done = await hub.table_op(table_id, "rematched", *guest, {"id": table.id})
        if done["rematch"] != table.id:  # another player's rematch came first
            return await hub.table_op(done["rematch"], "view", guest[0], None, {})
        return new

    @app.get("/api/tables/{table_id}/record", responses=ERRORS)
    async def record(request: Request, table_id: str, invite: str | None = None) -> Response:
        """The game as an sls-record/1 file, with seats, times and chat."""
        data = await _hub(request).table_op(table_id, "record", _viewer(request), None,
                                            {"invite": invite})
        return Response(
            json.dumps(data, indent=1, ensure_ascii=False), media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="sucker-{table_id}.json"'},
        )

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(ws: WebSocket, table_id: str,
                           invite: Annotated[str | None, Query()] = None) -> None:
        await _socket(ws, table_id, invite)


async def _socket(ws: WebSocket, table_id: str, invite: str | None) -> None:
    """One client at one table: intents in, events out (docs/protocol.md).

    Frames are checked here; the messages go to the table's owner: this process, or
    another one through the relay.
    """
    hub: Hub = ws.app.state.hub
    guest = hub.guest_of(ws.cookies.get(COOKIE))
    name = await hub.guest_name(guest) if guest else None
    if name is None:
        guest = None
    await ws.accept()
    try:
        await hub.table_op(table_id, "socket", guest, name, {"invite": invite})
        owner = await hub.owner_of(table_id)
        table = None if owner is not None else await hub.get(table_id)
    except ApiError as e:
        await ws.send_text(json.dumps({"type": "error", "code": e.code, "message": e.message,
                                       "ref": None}))
        await ws.close(4000 + e.status)
        return
    client = Client(ws, guest, name, hub.settings.rate)
    link = None if table is not None else hub.relay.link(owner, table_id, client)  # type: ignore
    try:
        while True:
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                break
            text = msg.get("text")
            if text is None:
                client.error("bad-message", "send JSON in text frames")
                continue
            if len(text) > FRAME_MAX // 4 and len(text.encode()) > FRAME_MAX:
                client.error("too-large", f"a message has at most {FRAME_MAX} bytes")
                continue
            if not client.messages.take():
                client.error("rate-limited", "too many messages: slow down")
                continue
            try:
                data = json.loads(text)
            except ValueError:
                client.error("bad-json", "the message is not valid JSON")
                continue
            if link is not None:
                link.forward(data)
                continue
            try:
                assert table is not None
                await hub.intent(table, client, data)
            except ApiError as e:
                client.error(e.code, e.message, data.get("ref") if isinstance(data, dict) else None)
    except WebSocketDisconnect:
        pass
    finally:
        client.task.cancel()
        if link is not None:
            link.close()
        elif table is not None:
            await asyncio.shield(table.call(table.detach, client))
            hub.forget(table)


def _pages(app: FastAPI, settings: Settings) -> None:
    """The web page: index.html for the page's own paths, assets under /static/."""
    static = settings.static_dir
    app.mount("/static", StaticFiles(directory=static, check_dir=False), name="static")

    def index() -> FileResponse:
        page = static / "index.html"
        if not page.is_file():
            raise ApiError(404, "no-page", "the web page is not installed")
        return FileResponse(page)

    @app.get("/", include_in_schema=False)
    async def home() -> FileResponse:
        return index()

    @app.get("/rules", include_in_schema=False)
    async def rules() -> FileResponse:
        return index()

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        return index()

    @app.get("/replay", include_in_schema=False)
    async def replay_file_page() -> FileResponse:
        return index()

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> FileResponse:
        return index()
