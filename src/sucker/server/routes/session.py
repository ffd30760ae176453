"""Who the caller is: a guest's name and cookie, and what the page shares with the server."""

from __future__ import annotations

import secrets
import time
from typing import Any

from fastapi import APIRouter, Request, Response

from sucker.ai.kinds import KINDS, LEVELS
from sucker.ai.talk import QUICK_PHRASES
from sucker.engine import VARIANTS
from sucker.records import CHAT_MAX
from sucker.server.context import (
    Who,
    limited,
    server_of,
)
from sucker.server.context import (
    new_session as start_session,
)
from sucker.server.names import NAME_MAX, skeletons
from sucker.server.repos import guests as guest_repo
from sucker.server.repos import names as names_repo
from sucker.server.schemas import (
    ERRORS,
    SessionIn,
    SessionOut,
)
from sucker.server.wire import ApiError

router = APIRouter()


@router.post("/api/session", response_model=SessionOut, responses=ERRORS)
async def make_session(body: SessionIn, request: Request, response: Response,
                      who: Who) -> Any:
    """Make a guest (or rename the caller) and set the session cookie."""
    server = server_of(request)
    guest = who.guest
    if guest is not None and who.account and body.name != who.name:
        raise ApiError(409, "has-account", "an account keeps its username")
    if not who.account and await server.store.run(names_repo.taken, server.store.engine,
                                                  skeletons(body.name)):
        raise ApiError(409, "name-taken", "an account has this name (or one that looks "
                       "like it): choose another")
    if guest is None:
        limited(server.new_guests, who.address, "new players from this address")
        guest = secrets.token_urlsafe(12)
        await server.store.run(guest_repo.put, server.store.engine, guest, body.name,
                               time.time())
        await start_session(request, response, guest)
    else:
        await server.store.run(guest_repo.put, server.store.engine, guest, body.name, 0.0)
        server.sessions.changed(guest)
    return {"id": guest, "name": body.name, "account": who.account}


@router.get("/api/session", response_model=SessionOut | None)
async def get_session(who: Who) -> Any:
    """The caller's guest, or null without a session (not 401: browsers log those)."""
    return None if who.guest is None else {"id": who.guest, "name": who.name,
                                           "account": who.account}


@router.get("/api/config")
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
