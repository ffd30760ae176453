"""Only honest games move ratings: a rated table where two seats come from one address or
one browser, or where a new account sits, is played as casual, and says why before it
starts (docs/server.md, "Fair play"). Where a seat comes from is kept only as keyed hashes
of the address and of a browser id cookie, never the address itself."""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import OrderedDict
from typing import Any

from fastapi import Request, Response
from sqlalchemy import Engine

from sucker.server.db import Store, origins, upserts

BROWSER = "sucker_browser"  # a random id per browser, apart from the session cookie
BROWSER_DAYS = 400  # the longest browsers keep a cookie


def browser_id(request: Request) -> str | None:
    """The browser's id: its cookie, or the one given in this very request."""
    value = request.cookies.get(BROWSER) or getattr(request.state, "browser", None)
    return value if value and len(value) <= 64 and value.isascii() else None


def give_browser_id(request: Request, response: Response) -> None:
    """Give the browser its id if it has none yet (this request counts it already)."""
    if browser_id(request) is None:
        request.state.browser = secrets.token_urlsafe(16)
        response.set_cookie(BROWSER, request.state.browser,
                            max_age=BROWSER_DAYS * 86400, httponly=True, samesite="lax",
                            secure=request.url.scheme == "https")


def origin(secret: str, address: str, browser: str | None) -> str:
    """Where a seat comes from: ``a:HASH`` for the address, ``b:HASH`` for the browser."""

    def mark(kind: str, value: str) -> str:
        digest = hashlib.blake2b(f"{kind}:{value}".encode(), key=secret.encode()[:64],
                                 digest_size=8).hexdigest()
        return f"{kind}:{digest}"

    return " ".join([mark("a", address)] + ([mark("b", browser)] if browser else []))


def casual_reason(rated: bool, seats: list[Any]) -> str | None:
    """Why a rated table is played as casual: ``same-address`` or ``same-browser`` (two
    seats from one), ``new-account`` (an account that has not yet finished enough casual
    games); None when it counts."""
    if not rated:
        return None
    people = [s for s in seats if s.kind == "human"]
    seen: set[str] = set()
    for s in people:
        parts = set((s.origin or "").split())
        for part in sorted(parts & seen):
            return "same-address" if part.startswith("a:") else "same-browser"
        seen |= parts
    if any(s.unproven for s in people):
        return "new-account"
    return None


_NOTE = upserts(origins, [origins.c.guest_id, origins.c.origin],  # a table is joined four
                lambda new: {"last": new.last})                   # times a game


def note(engine: Engine, guest: str, where: str) -> None:
    """Remember that ``guest`` sat down from ``where`` (for ``sucker admin suspicious``)."""
    now = time.time()
    rows = [{"guest_id": guest, "origin": part, "first": now, "last": now}
            for part in where.split()]
    if not rows:
        return
    with engine.begin() as conn:
        conn.execute(_NOTE[conn.dialect.name], rows)


class Origins:
    """Where seats come from, for this server: each join's origin, and the review list's
    rows. A guest sitting down again from where this process saw them within
    ``NOTE_EVERY`` seconds is not written again (the row exists and only its ``last``
    would move), so the database is not written at every join of a session."""

    NOTE_EVERY = 3600.0
    REMEMBERED = 50_000  # (guest, origin) pairs kept in memory

    def __init__(self, store: Store, secret: str) -> None:
        self.store = store
        self.secret = secret
        self.noted: OrderedDict[tuple[str, str], float] = OrderedDict()

    async def seat(self, address: str, guest: str, request: Request) -> str:
        """Where ``guest`` sits down from in this request, remembered for the review list."""
        where = origin(self.secret, address, browser_id(request))
        key, now = (guest, where), time.monotonic()
        last = self.noted.get(key)
        if last is None or now - last >= self.NOTE_EVERY:
            await self.store.run(note, self.store.engine, guest, where)
            self.noted[key] = now
            self.noted.move_to_end(key)
            if len(self.noted) > self.REMEMBERED:
                self.noted.popitem(last=False)
        return where
