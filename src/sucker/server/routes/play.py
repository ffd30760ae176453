"""The one-click ways to play: against the computer, with friends, find a game."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Request

from sucker.server import commands as c
from sucker.server.context import (
    Guest,
    new_table,
    server_of,
)
from sucker.server.schemas import (
    ERRORS,
    ComputerIn,
    FindIn,
    FriendsIn,
    TableIn,
    TableOut,
)
from sucker.server.wire import ApiError

router = APIRouter()


@router.post("/api/play/computer", response_model=TableOut, responses=ERRORS)
async def play_computer(who: Guest, request: Request,
                        body: Annotated[ComputerIn | None, Body()] = None) -> Any:
    """One click: a running game against AIs at the level asked (default medium); casual
    and untimed unless rated (then the standard clock)."""
    body = body or ComputerIn()
    server = server_of(request)
    options = TableIn(players=body.players, ai_level=body.level, lang=body.lang,
                      rated=body.rated, decision_seconds=60 if body.rated else 0)
    table_id = await new_table(server, who, options, request)
    await server.tables.run(table_id, c.FillAi(who, all=True))
    return await server.tables.run(table_id, c.Start(who))


@router.post("/api/play/friends", response_model=TableOut, responses=ERRORS)
async def play_friends(who: Guest, request: Request,
                       body: Annotated[FriendsIn | None, Body()] = None) -> Any:
    """A private table to invite friends to (its invite link is in the answer)."""
    server = server_of(request)
    lang = body.lang if body else None
    table_id = await new_table(server, who, TableIn(private=True, lang=lang), request)
    return await server.tables.run(table_id, c.View(who))


@router.post("/api/play/find", response_model=TableOut, responses=ERRORS)
async def find_game(who: Guest, request: Request,
                    body: Annotated[FindIn | None, Body()] = None) -> Any:
    """Join the oldest table of that size that another "find a game" made and that waits
    for players, or make one that AIs fill after ``wait`` seconds if nobody comes. Only
    those: not a table someone set up their own way, nor a rematch keeping seats for its
    players."""
    body = body or FindIn()
    server = server_of(request)
    assert who.guest is not None
    where = await server.origins.seat(who.address, who.guest, request)
    usual = TableIn(players=body.players)
    for row in reversed(await server.tables.listing("open")):
        waiting = row.get("fill_at") is not None if row["id"] in server.tables.live else (
            # made in another process, whose countdown is not in the stored row: its options
            (row["rules"]["chips"], row["rules"]["variant"], row["decision_seconds"])
            == (usual.chips, usual.variant, usual.decision_seconds))
        if (waiting and row["rules"]["players"] == body.players and not row.get("rated")
                and any(s["kind"] is None for s in row["seats"])
                and not any(s["you"] for s in row["seats"])):
            try:
                return await server.tables.run(row["id"], c.Join(who, origin=where))
            except ApiError:
                continue  # taken meanwhile: the next one
    table_id = await new_table(server, who, TableIn(players=body.players, lang=body.lang),
                                request)
    await server.tables.run(table_id, c.FillLater(who, float(body.wait)))
    return await server.tables.run(table_id, c.View(who))

