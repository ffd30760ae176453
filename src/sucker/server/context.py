"""What every route shares: the :class:`Server` built at start-up, the caller as a
dependency, the session cookie, rate limits, and making a table."""

from __future__ import annotations

import asyncio
from typing import Annotated, Literal

from fastapi import Depends, Request, Response
from starlette.requests import HTTPConnection

from sucker.server import commands as c
from sucker.server import metrics
from sucker.server.accounts import Accounts
from sucker.server.aipool import AiPool
from sucker.server.analyses import Analyses
from sucker.server.config import Settings
from sucker.server.db import Store, migrate
from sucker.server.fairplay import Origins
from sucker.server.leaderboards import Leaderboards
from sucker.server.limits import Buckets, Counter
from sucker.server.schemas import (
    TableIn,
)
from sucker.server.sessions import COOKIE, DEVICE_COOKIE, DEVICE_DAYS, Session, Sessions
from sucker.server.tables import Tables
from sucker.server.tokens import TOKEN_PATHS, Tokens
from sucker.server.wire import ApiError


class Server:
    """What the routes need, made at start-up and kept in ``app.state.server``."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.db_url())
        migrate(self.store.engine)
        secret = settings.session_secret()
        self.sessions = Sessions(self.store, settings.session_days, secret)
        self.origins = Origins(self.store, secret)
        self.ai = AiPool(settings.ai_workers)
        self.tables = Tables(settings, self.store, self.ai)
        self.accounts = Accounts(self.store, settings)
        self.tokens = Tokens(self.store)
        self.leaderboards = Leaderboards(self.store)
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
        self.ai.close()
        await asyncio.get_running_loop().run_in_executor(None, self.store.close)

    async def who(self, cookie: str | None, address: str
                  ) -> tuple[c.Who, Session | None, bool]:
        """The caller of a session cookie, the session, and whether to set its cookie anew.
        The one place a caller is resolved (another kind of credential sits beside it)."""
        session, renew = await self.sessions.find(cookie)
        if session is None:
            return c.Who(address=address), None, False
        return c.Who(session.guest, session.name, address, session.account), session, renew


def limited(bucket: Buckets, key: str, what: str) -> None:
    wait = bucket.take(key)
    if wait is not None:
        metrics.refused.labels(what).inc()
        raise ApiError(429, "rate-limited", f"too many {what}: try again in a while",
                       retry_after=wait)


# ---------------------------------------------------------------------- the app


def server_of(request: HTTPConnection) -> Server:
    server: Server = request.app.state.server
    return server


def address_of(request: HTTPConnection) -> str:
    return request.client.host if request.client else ""


async def _who(request: Request, response: Response) -> c.Who:
    """The caller (maybe nobody); their session is kept in ``request.state.session``, and
    its cookie set anew now and then (it lasts SESSION_DAYS unused)."""
    server = server_of(request)
    bearer = request.headers.get("authorization")
    if bearer is not None:  # a bot's token (server/tokens.py)
        checked: c.Who | None = getattr(request.state, "bearer", None)
        return checked or await server.tokens.who(bearer, request.url.path,
                                                  address_of(request))
    token = request.cookies.get(COOKIE)
    who, session, renew = await server.who(token, address_of(request))
    request.state.session = session
    if renew and token:
        set_cookie(request, response, server, token)
    return who


async def _guest(who: Annotated[c.Who, Depends(_who)]) -> c.Who:
    """The caller, who must have a session (401 otherwise)."""
    if who.guest is None:
        raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
    return who


async def token_checked(conn: HTTPConnection) -> None:
    """A request carrying a token is refused if the token is wrong or revoked, whatever it
    asks, even what needs no caller (a websocket's handshake checks its own)."""
    bearer = conn.headers.get("authorization")
    if bearer is None or conn.scope["type"] != "http":
        return
    tokens = server_of(conn).tokens
    if conn.url.path.startswith(TOKEN_PATHS):  # the caller, looked up once (see _who)
        conn.state.bearer = await tokens.who(bearer, conn.url.path, address_of(conn))
    else:
        await tokens.check(bearer)


Who = Annotated[c.Who, Depends(_who)]
Guest = Annotated[c.Who, Depends(_guest)]


def session_of(request: Request) -> Session | None:
    """The caller's session (after the ``Who`` dependency ran)."""
    session: Session | None = getattr(request.state, "session", None)
    return session


def set_cookie(request: Request, response: Response, server: Server, token: str) -> None:
    response.set_cookie(COOKIE, token, max_age=int(server.settings.session_days * 86400),
                        httponly=True, samesite="lax", secure=request.url.scheme == "https")


async def new_session(request: Request, response: Response, guest: str) -> None:
    """A change of identity: the caller's session (if any) ends, and ``guest`` gets a new
    one with a new id, so a cookie taken before it opens nothing."""
    server = server_of(request)
    old = session_of(request)
    if old is not None:
        await server.sessions.end(old.guest, hashed=old.hashed)
    token = await server.sessions.open(guest, request.headers.get("user-agent", ""),
                                       address_of(request))
    set_cookie(request, response, server, token)


def set_device(request: Request, response: Response, server: Server, key: str) -> None:
    """The device cookie of an account (sent only to the login)."""
    response.set_cookie(DEVICE_COOKIE, server.sessions.device(key),
                        max_age=DEVICE_DAYS * 86400, path="/api/account/login",
                        httponly=True, samesite="strict",
                        secure=request.url.scheme == "https")


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
    where = await server.origins.seat(who.address, who.guest, request)
    return await server.tables.create(who, options.model_dump(), origin=where)

