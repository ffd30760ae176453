"""What every route shares: the :class:`Server` built at start-up, the caller as a
dependency, the session cookie, rate limits, and making a table."""

from __future__ import annotations

import asyncio
from typing import Annotated, Literal

from fastapi import Depends, Request, Response

from sucker.server import commands as c
from sucker.server import metrics
from sucker.server.accounts import Accounts
from sucker.server.aipool import AiPool
from sucker.server.analyses import Analyses
from sucker.server.config import Settings
from sucker.server.db import Store, migrate
from sucker.server.limits import Buckets, Counter
from sucker.server.schemas import (
    TableIn,
)
from sucker.server.sessions import COOKIE, Sessions
from sucker.server.tables import Tables
from sucker.server.wire import ApiError


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
        self.hint_asks = Buckets(settings.hints_per_minute / 60, settings.hints_burst)

    async def open(self) -> None:
        self.ai.warm()
        await self.tables.open()

    async def close(self) -> None:
        await self.tables.close()
        await asyncio.get_running_loop().run_in_executor(None, self.ai.close)
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


def server_of(request: Request) -> Server:
    server: Server = request.app.state.server
    return server


def address_of(request: Request) -> str:
    return request.client.host if request.client else ""


async def _who(request: Request, response: Response) -> c.Who:
    """The caller (maybe nobody); a cookie in use is signed anew once a day."""
    server = server_of(request)
    who, renew = await server.who(request.cookies.get(COOKIE), address_of(request))
    if renew and who.guest is not None:
        known = await server.guest(who.guest)
        set_cookie(request, response, server, who.guest, known[2] if known else 0)
    return who


async def _guest(who: Annotated[c.Who, Depends(_who)]) -> c.Who:
    """The caller, who must have a session (401 otherwise)."""
    if who.guest is None:
        raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
    return who


Who = Annotated[c.Who, Depends(_who)]
Guest = Annotated[c.Who, Depends(_guest)]


def set_cookie(request: Request, response: Response, server: Server, guest: str,
                epoch: int = 0) -> None:
    response.set_cookie(COOKIE, server.sessions.cookie(guest, epoch),
                        max_age=int(server.settings.session_days * 86400), httponly=True,
                        samesite="lax", secure=request.url.scheme == "https")


def browser_lang(request: Request) -> Literal["en", "fr"]:
    """The first of English and French the browser asks for (Accept-Language), else English."""
    for part in request.headers.get("accept-language", "").split(","):
        tag = part.split(";")[0].strip().lower()[:2]
        if tag == "fr":
            return "fr"
        if tag == "en":
            return "en"
    return "en"


async def new_table(server: Server, who: c.Who, options: TableIn, request: Request) -> str:
    assert who.guest is not None
    if options.lang is None:
        options.lang = browser_lang(request)
    if options.rated and not who.account:
        raise ApiError(403, "no-account", "rated tables are for players with an account")
    limited(server.new_tables, who.guest, "new tables")
    limited(server.new_tables_by_address, who.address, "new tables from this address")
    return await server.tables.create(who, options.model_dump())

