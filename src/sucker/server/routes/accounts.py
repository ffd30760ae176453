"""Accounts: sign up, log in and out, the caller's data and games, deletion."""

from __future__ import annotations

import json
import secrets
import time
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request, Response

from sucker.server import commands as c
from sucker.server import ratings
from sucker.server.context import (
    Guest,
    Who,
    limited,
    new_session,
    server_of,
    session_of,
    set_device,
)
from sucker.server.repos import guests as guest_repo
from sucker.server.repos import ratings as rating_repo
from sucker.server.repos import tables as table_repo
from sucker.server.repos.accounts import unfinished_tables
from sucker.server.schemas import (
    ERRORS,
    AccountIn,
    AccountOut,
    NewPasswordIn,
    PasswordIn,
    SessionList,
)
from sucker.server.sessions import COOKIE, DEVICE_COOKIE
from sucker.server.table import summary
from sucker.server.wire import ApiError

router = APIRouter()


@router.post("/api/account", response_model=AccountOut, responses=ERRORS)
async def sign_up(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
    """Take a username and password: the caller's guest (or a new one) becomes an
    account and keeps its games, in a new session."""
    server = server_of(request)
    guest = who.guest
    if guest is None:
        limited(server.new_guests, who.address, "new players from this address")
        guest = secrets.token_urlsafe(12)
        await server.store.run(guest_repo.put, server.store.engine, guest, "?", time.time())
    name = await server.accounts.sign_up(guest, body.username, body.password, who.address)
    server.sessions.changed(guest)
    await new_session(request, response, guest)
    set_device(request, response, server, name.casefold())
    return {"id": guest, "name": name, "account": True}


@router.post("/api/account/login", response_model=AccountOut, responses=ERRORS)
async def log_in(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
    """A new session of the account; the browser keeps a device cookie that lets it in
    while strangers' guesses hold the account."""
    server = server_of(request)
    device = server.sessions.read_device(request.cookies.get(DEVICE_COOKIE))
    guest, key = await server.accounts.log_in(body.username, body.password, who.address,
                                              device)
    await new_session(request, response, guest)
    set_device(request, response, server, key)
    row = await server.store.run(guest_repo.get, server.store.engine, guest)
    return {"id": guest, "name": row["name"] if row else body.username, "account": True}


@router.post("/api/account/logout", responses=ERRORS)
async def log_out(request: Request, response: Response, who: Who) -> Any:
    """This session ends: its cookie opens nothing from now on."""
    session = session_of(request)
    if session is not None:
        await server_of(request).sessions.end(session.guest, hashed=session.hashed)
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.post("/api/account/logout-everywhere", responses=ERRORS)
async def log_out_everywhere(who: Guest, request: Request, response: Response) -> Any:
    """Every session of the caller ends, this one too."""
    assert who.guest is not None
    await server_of(request).sessions.end(who.guest)
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.get("/api/account/sessions", response_model=SessionList, responses=ERRORS)
async def my_sessions(who: Guest, request: Request) -> Any:
    """The caller's sessions in use, the latest seen first."""
    assert who.guest is not None
    session = session_of(request)
    rows = await server_of(request).sessions.of_guest(who.guest)
    return {"sessions": [{"id": r["ref"], "created": r["created"], "seen": r["seen"],
                          "agent": r["agent"], "address": r["address"],
                          "current": session is not None and r["hash"] == session.hashed}
                         for r in rows]}


@router.post("/api/account/sessions/{ref}/end", responses=ERRORS)
async def end_session(ref: Annotated[str, Path(max_length=16)], who: Guest,
                      request: Request, response: Response) -> Any:
    """End one of the caller's sessions ("log out this one")."""
    assert who.guest is not None
    session = session_of(request)
    if not await server_of(request).sessions.end(who.guest, ref=ref):
        raise ApiError(404, "no-session", "there is no such session")
    if session is not None and session.ref == ref:
        response.delete_cookie(COOKIE)
    return {"ok": True}


@router.post("/api/account/password", responses=ERRORS)
async def change_password(body: NewPasswordIn, who: Guest, request: Request) -> Any:
    """A new password (the current one to be sure); every other session ends."""
    server = server_of(request)
    assert who.guest is not None
    await server.accounts.change_password(who.guest, body.current, body.new)
    session = session_of(request)
    await server.sessions.end(who.guest, keep=session.hashed if session else None)
    return {"ok": True}


@router.get("/api/account/data", responses=ERRORS)
async def my_data(who: Guest, request: Request) -> Response:
    """Everything kept about the caller: their row and every game they played, as
    sls-record/1."""
    server = server_of(request)
    assert who.guest is not None
    row = await server.store.run(guest_repo.get, server.store.engine, who.guest)
    games = []
    for t in await server.store.run(table_repo.finished_of, server.store.engine, who.guest,
                                    10_000):
        games.append(await server.tables.run(t["id"], c.GetRecord(who)))
    rating = (await server.store.run(rating_repo.of_players, server.store.engine,
                                     [who.guest])).get(who.guest)
    data = {"id": who.guest, "name": who.name, "account": who.account,
            "created": row["created"] if row else None,
            "rating": ratings.public(rating) if rating else None, "games": games}
    return Response(json.dumps(data, indent=1, ensure_ascii=False),
                    media_type="application/json", headers={
                        "Content-Disposition": 'attachment; filename="so-long-sucker-me.json"'})


@router.post("/api/account/delete", responses=ERRORS)
async def delete_account(body: PasswordIn, who: Guest, request: Request,
                         response: Response) -> Any:
    """Delete the caller's account for good (their password again, to be sure); their
    seats in past games stay, nameless."""
    server = server_of(request)
    assert who.guest is not None
    await server.accounts.check(who.guest, body.password)
    await server.sessions.end(who.guest)
    seated = await server.store.run(unfinished_tables, server.store.engine, who.guest)
    await server.tables.forget_player(who, seated)
    await server.store.run(guest_repo.delete, server.store.engine, who.guest)
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.get("/api/account/games", responses=ERRORS)
async def my_games(who: Guest, request: Request,
                   limit: Annotated[int, Query(ge=1, le=200)] = 50) -> Any:
    """The caller's finished games (guests too), newest first: the table objects, seen by
    the caller (``you`` marks their seat)."""
    server = server_of(request)
    assert who.guest is not None
    rows = await server.store.run(table_repo.finished_of, server.store.engine, who.guest, limit)
    games = []
    for row in rows:
        table = summary(row)
        seats = json.loads(row["seats"])
        for seat, raw in zip(table["seats"], seats, strict=True):
            seat["you"] = raw.get("guest") == who.guest
        games.append(table)
    return {"games": games}
