"""Accounts: sign up, log in and out, the caller's data and games, deletion."""

from __future__ import annotations

import json
import secrets
import time
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request, Response

from sucker.server import commands as c
from sucker.server import ratings
from sucker.server.context import (
    Guest,
    Who,
    limited,
    server_of,
    set_cookie,
)
from sucker.server.schemas import (
    ERRORS,
    AccountIn,
    AccountOut,
    PasswordIn,
)
from sucker.server.sessions import COOKIE
from sucker.server.table import summary

router = APIRouter()


@router.post("/api/account", response_model=AccountOut, responses=ERRORS)
async def sign_up(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
    """Take a username and password: the caller's guest (or a new one) becomes an
    account and keeps its games."""
    server = server_of(request)
    guest = who.guest
    if guest is None:
        limited(server.new_guests, who.address, "new players from this address")
        guest = secrets.token_urlsafe(12)
        await server.store.run(server.store.put_guest, guest, "?", time.time())
    name = await server.accounts.sign_up(guest, body.username, body.password)
    server.forget(guest)
    known = await server.guest(guest)
    set_cookie(request, response, server, guest, known[2] if known else 0)
    return {"id": guest, "name": name, "account": True}


@router.post("/api/account/login", response_model=AccountOut, responses=ERRORS)
async def log_in(body: AccountIn, request: Request, response: Response, who: Who) -> Any:
    server = server_of(request)
    guest = await server.accounts.log_in(body.username, body.password, who.address)
    known = await server.guest(guest)
    assert known is not None
    set_cookie(request, response, server, guest, known[2])
    return {"id": guest, "name": known[0], "account": True}


@router.post("/api/account/logout", responses=ERRORS)
async def log_out(response: Response) -> Any:
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.post("/api/account/logout-everywhere", responses=ERRORS)
async def log_out_everywhere(who: Guest, request: Request, response: Response) -> Any:
    """Every session of this account ends (in other processes within 30 s)."""
    server = server_of(request)
    assert who.guest is not None
    await server.store.run(server.store.bump_epoch, who.guest)
    server.forget(who.guest)
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.get("/api/account/data", responses=ERRORS)
async def my_data(who: Guest, request: Request) -> Response:
    """Everything kept about the caller: their row and every game they played, as
    sls-record/1."""
    server = server_of(request)
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


@router.post("/api/account/delete", responses=ERRORS)
async def delete_account(body: PasswordIn, who: Guest, request: Request,
                         response: Response) -> Any:
    """Delete the caller's account for good (their password again, to be sure); their
    seats in past games stay, nameless."""
    server = server_of(request)
    assert who.guest is not None
    await server.accounts.check(who.guest, body.password)
    await server.store.run(server.store.delete_guest, who.guest)
    server.forget(who.guest)
    response.delete_cookie(COOKIE)
    return {"ok": True}


@router.get("/api/account/games", responses=ERRORS)
async def my_games(who: Guest, request: Request,
                   limit: Annotated[int, Query(ge=1, le=200)] = 50) -> Any:
    """The caller's finished games (guests too), newest first: the table objects, seen by
    the caller (``you`` marks their seat)."""
    server = server_of(request)
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
