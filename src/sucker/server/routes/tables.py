"""Tables: create, list, view, seats, start, rematch, hint, analysis, record."""

from __future__ import annotations

import contextlib
import json
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Query, Request, Response

from sucker.server import commands as c
from sucker.server.context import (
    Guest,
    Who,
    limited,
    new_table,
    server_of,
)
from sucker.server.fairplay import give_browser_id
from sucker.server.schemas import (
    ERRORS,
    AiIn,
    JoinIn,
    TableIn,
    TableList,
    TableOut,
)
from sucker.server.wire import ApiError

router = APIRouter()


@router.post("/api/tables", response_model=TableOut, responses=ERRORS)
async def create_table(who: Guest, request: Request, response: Response,
                       body: Annotated[TableIn | None, Body()] = None) -> Any:
    """A new open table; the creator sits in the first seat."""
    server = server_of(request)
    give_browser_id(request, response)
    table_id = await new_table(server, who, body or TableIn(), request)
    return await server.tables.run(table_id, c.View(who))


@router.get("/api/tables", response_model=TableList, responses=ERRORS)
async def list_tables(
    request: Request, status: Literal["open", "playing", "over"] | None = None
) -> Any:
    """Public tables, newest first (at most 200); abandoned open and playing tables are
    left out."""
    return {"tables": await server_of(request).tables.listing(status)}


@router.get("/api/tables/{table_id}", response_model=TableOut, responses=ERRORS)
async def get_table(who: Who, request: Request, table_id: str,
                    invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
    return await server_of(request).tables.run(table_id, c.View(who, invite))


@router.get("/api/tables/{table_id}/chat", responses=ERRORS)
async def chat_page(who: Who, request: Request, table_id: str,
                    before: Annotated[int, Query(ge=0)] = 0,
                    limit: Annotated[int, Query(ge=1, le=200)] = 100,
                    invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
    """Chat lines older than seq ``before`` (a snapshot carries only the latest ones):
    ``{"chat": [...], "before": seq of the oldest line here, or null at the start}``."""
    return await server_of(request).tables.run(table_id, c.GetChat(who, before, limit,
                                                                 invite))


@router.post("/api/tables/{table_id}/join", response_model=TableOut, responses=ERRORS)
async def join(who: Guest, request: Request, response: Response, table_id: str,
               body: Annotated[JoinIn | None, Body()] = None) -> Any:
    body = body or JoinIn()
    server = server_of(request)
    give_browser_id(request, response)
    assert who.guest is not None
    where = await server.origins.seat(who.address, who.guest, request)
    return await server.tables.run(table_id, c.Join(who, body.seat, body.invite, where))


@router.post("/api/tables/{table_id}/leave", response_model=TableOut, responses=ERRORS)
async def leave(who: Guest, request: Request, table_id: str) -> Any:
    return await server_of(request).tables.run(table_id, c.Leave(who))


@router.post("/api/tables/{table_id}/ai", response_model=TableOut, responses=ERRORS)
async def add_ai(who: Guest, request: Request, table_id: str, body: AiIn) -> Any:
    """Seat an AI in one empty seat, or in every one (``all``); or challenge a connected
    bot (``bot``) to take the seat, which is its once it accepts."""
    server = server_of(request)
    if body.bot is not None:
        link = server.tables.bots.find(body.bot)
        if link is None:
            raise ApiError(409, "bot-offline", f"no bot {body.bot[:64]!r} is connected now")
        return await server.tables.run(table_id, c.FillBot(who, body.seat, link.guest,
                                                           link.name))
    return await server.tables.run(table_id, c.FillAi(who, body.seat, body.level, body.all))


@router.post("/api/tables/{table_id}/start", response_model=TableOut, responses=ERRORS)
async def start(who: Guest, request: Request, table_id: str) -> Any:
    return await server_of(request).tables.run(table_id, c.Start(who))


@router.post("/api/tables/{table_id}/rematch", response_model=TableOut, responses=ERRORS)
async def rematch(who: Guest, request: Request, table_id: str) -> Any:
    """The rematch: a new open table with the same options and AIs, where the caller sits
    in their seat; the finished table points to it (``rematch``), which asks the other
    players: each sits down in their old seat by asking too (if still free). Against the
    computer alone (every other seat an AI), it starts at once, as the first game did."""
    tables = server_of(request).tables
    made = await tables.run(table_id, c.Rematch(who))
    try:
        where = await server_of(request).origins.seat(who.address, who.guest or "", request)
        table = await tables.run(made["rematch"], c.Join(who, made["color"], made["invite"],
                                                         where))
    except ApiError as e:
        if e.code not in ("seated", "taken", "not-open"):
            raise
        table = await tables.run(made["rematch"], c.View(who))
    seats = table["seats"]
    if table["status"] == "open" and any(s["you"] for s in seats) and all(
            s["you"] or s["kind"] not in (None, "human") and not s.get("bot") for s in seats):
        with contextlib.suppress(ApiError):  # "not-open": a second ask started it first
            return await tables.run(made["rematch"], c.Start(who))
        return await tables.run(made["rematch"], c.View(who))
    return table


@router.post("/api/tables/{table_id}/hint", responses=ERRORS)
async def get_hint(who: Guest, request: Request, table_id: str) -> Any:
    """What the hard AI would play now for the caller, and why in one line (``why``:
    English and French): at casual tables against AIs only. A newer request of the same
    player supersedes a waiting one (409 ``superseded``); 503 ``busy`` when the AI workers
    are taken by the games under way."""
    server = server_of(request)
    limited(server.hint_asks, who.address, "hints from this address")
    return await server.tables.run(table_id, c.Hint(who))


@router.get("/api/tables/{table_id}/analysis", responses=ERRORS)
async def get_analysis(who: Who, request: Request, table_id: str,
                       invite: Annotated[str | None, Query(max_length=64)] = None) -> Any:
    """A finished game's analysis: ``{"state": "none" | "running" | "done" |
    "failed"}``, with ``done``/``total`` positions while running and ``analysis``
    (``sucker analyze --json``) when done."""
    server = server_of(request)
    await server.tables.run(table_id, c.View(who, invite))  # may they see it?
    return await server.analyses.state(table_id)


@router.post("/api/tables/{table_id}/analysis", responses=ERRORS)
async def start_analysis(who: Who, request: Request, table_id: str,
                         invite: Annotated[str | None, Query(max_length=64)] = None
                         ) -> Any:
    """Analyse a finished game in the AI workers (once; then it is kept)."""
    server = server_of(request)
    record = await server.tables.run(table_id, c.GetRecord(who, invite))
    if "result" not in record:
        raise ApiError(409, "not-over", "only a finished game can be analysed")
    state = await server.analyses.state(table_id)
    if state["state"] in ("done", "running"):
        return state
    limited(server.analysis_asks, who.address, "analyses from this address")
    return await server.analyses.start(table_id, record)


@router.get("/api/tables/{table_id}/record", responses=ERRORS)
async def record(who: Who, request: Request, table_id: str,
                 invite: Annotated[str | None, Query(max_length=64)] = None) -> Response:
    """The game as an sls-record/1 file, with seats, times and chat."""
    data = await server_of(request).tables.run(table_id, c.GetRecord(who, invite))
    return Response(
        json.dumps(data, indent=1, ensure_ascii=False), media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="sucker-{table_id}.json"'},
    )
