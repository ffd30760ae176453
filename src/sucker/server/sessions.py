"""Who is calling: server-side sessions, as a bank keeps them.

The session cookie holds a random id; the database keeps only its SHA-256, with when the
session began and was last seen, a summary of the browser and the address. Every change of
identity (a new guest, sign-up, login, logout) ends the old session and makes a new id, so
a cookie taken before cannot follow. Ending a session deletes its row: it stops working at
once in this process, and in the others within ``CACHE_SECONDS`` (their cache).

Device cookies (OWASP "device cookies"): a browser that logged in to an account keeps a
signed token naming it, and logs in past the lockout that strangers' guesses cause.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass
from functools import partial
from typing import Any

from itsdangerous import BadSignature, URLSafeTimedSerializer

from sucker.server.db import Store
from sucker.server.repos import sessions as repo

COOKIE = "sucker_session"
DEVICE_COOKIE = "sucker_device"
DEVICE_DAYS = 365
CACHE_SECONDS = 10.0  # how long another process may still honour an ended session
CACHE_SIZE = 10_000
SEEN_EVERY = 3600.0  # seconds between two writes of a session's "last seen" (and cookie)


@dataclass(frozen=True)
class Session:
    hashed: str
    ref: str
    guest: str
    name: str
    account: bool
    seen: float


def hash_id(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def agent_summary(agent: str) -> str:
    """"Firefox (Linux)": enough to recognise one's browsers, nothing more, and the same
    in every language."""
    browser = next((b for b in ("Edg", "OPR", "Firefox", "Chrome", "Safari", "curl",
                                "python-httpx") if b in agent), "")
    system = next((s for s in ("Android", "iPhone", "iPad", "Windows", "Mac OS", "Linux")
                   if s in agent), "")
    browser = {"Edg": "Edge", "OPR": "Opera"}.get(browser, browser)
    words = f"{browser} ({system})" if browser and system else browser or system
    return words or re.sub(r"[^\w ./-]", "", agent)[:32] or "?"


class Sessions:
    """Session rows through the Store, with a small cache: an entry of this process is
    dropped the moment its session ends here."""

    def __init__(self, store: Store, days: float, secret: str) -> None:
        self.store = store
        self.max_age = days * 86400
        self.cache: OrderedDict[str, tuple[Session, float]] = OrderedDict()
        self.devices = URLSafeTimedSerializer(secret, salt="sucker-device")
        self.purged = 0.0

    async def open(self, guest: str, agent: str, address: str) -> str:
        """A new session of ``guest``; returns the cookie's id."""
        token = secrets.token_urlsafe(32)
        now = time.time()
        await self.store.run(repo.create, self.store.engine, {
            "hash": hash_id(token), "ref": secrets.token_hex(8), "guest": guest,
            "created": now, "seen": now, "agent": agent_summary(agent)[:64],
            "address": address[:64]})
        if now - self.purged > SEEN_EVERY:
            self.purged = now
            await self.store.run(repo.purge, self.store.engine, now - self.max_age)
        return token

    async def find(self, token: str | None) -> tuple[Session | None, bool]:
        """The session of a cookie's id (None if ended, expired or made up), and whether
        its cookie should be set anew (it was last seen long enough ago)."""
        if not token or len(token) > 128:
            return None, False
        hashed = hash_id(token)
        now = time.time()
        cached = self.cache.get(hashed)
        if cached is not None and now - cached[1] < CACHE_SECONDS:
            session = cached[0]
        else:
            row = await self.store.run(repo.find, self.store.engine, hashed,
                                       now - self.max_age)
            if row is None:
                self.cache.pop(hashed, None)
                return None, False
            session = Session(hashed, row["ref"], row["guest"], row["name"],
                              row["username_key"] is not None, row["seen"])
            self.cache[hashed] = (session, now)
            if len(self.cache) > CACHE_SIZE:
                self.cache.popitem(last=False)
        if now - session.seen < SEEN_EVERY:
            return session, False
        await self.store.run(repo.touch, self.store.engine, hashed, now)
        self.cache[hashed] = (Session(**{**session.__dict__, "seen": now}), now)
        return session, True

    async def end(self, guest: str, *, hashed: str | None = None, ref: str | None = None,
                  keep: str | None = None) -> int:
        """End one session of ``guest`` or all but ``keep``; returns how many ended."""
        ended = await self.store.run(partial(repo.revoke, self.store.engine, guest,
                                             hashed=hashed, ref=ref, keep=keep))
        for h in ended:
            self.cache.pop(h, None)
        return len(ended)

    def changed(self, guest: str) -> None:
        """The guest's name or account changed: read its sessions anew."""
        for h in [h for h, (s, _) in self.cache.items() if s.guest == guest]:
            del self.cache[h]

    async def of_guest(self, guest: str) -> list[dict[str, Any]]:
        """The guest's sessions in use, the latest seen first."""
        rows: list[dict[str, Any]] = await self.store.run(repo.of_guest, self.store.engine, guest,
                                    time.time() - self.max_age)
        return rows

    # ------------------------------------------------------------ device cookies

    def device(self, key: str) -> str:
        """A device token for the account with username key ``key``."""
        return self.devices.dumps([key, secrets.token_hex(8)])

    def read_device(self, cookie: str | None) -> tuple[str, str] | None:
        """(username key, nonce) of a valid device token, else None."""
        if not cookie or len(cookie) > 512:
            return None
        try:
            data = self.devices.loads(cookie, max_age=DEVICE_DAYS * 86400)
        except BadSignature:
            return None
        if (isinstance(data, list) and len(data) == 2
                and all(isinstance(x, str) for x in data)):
            return data[0], data[1]
        return None
