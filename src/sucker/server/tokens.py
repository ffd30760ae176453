"""Bot accounts and personal tokens (bot-protocol.md, "Online").

An account with no rated game may become a bot account, for good. A bot account makes
tokens: a random secret shown once, stored only as its SHA-256 (the secret has 256 bits, so
a slow hash adds nothing), with scopes. ``Authorization: Bearer TOKEN`` then makes the HTTP
calls its account could make at tables and in the lobby (:data:`TOKEN_PATHS`), never the
account's own settings. Every call reads the token's row, so a revoked token is refused at
once, in every process.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from typing import Any

from sqlalchemy import Engine, func, select

from sucker.server import commands as c
from sucker.server.db import Store, guests, results, tokens
from sucker.server.wire import ApiError

SCOPES = ("bot:play",)  # the scopes a token may have; others may come
PREFIX = "sls_"
TOKENS_MAX = 20  # live tokens one account may hold
TOUCH_SECONDS = 60.0  # a token's last use is written at most this often
# What a token may call: the tables, the bots, players and the one-click games; not
# /api/account or /api/session (the account's settings are for its password only).
TOKEN_PATHS = ("/api/tables", "/api/bots", "/api/bot/", "/api/leaderboard", "/api/players/",
               "/api/play/")


def digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


# ------------------------------------------------------------------ queries


def _insert(engine: Engine, row: dict[str, Any]) -> bool:
    with engine.begin() as conn:
        count = conn.execute(select(func.count()).select_from(tokens)
                             .where(tokens.c.guest == row["guest"])).scalar_one()
        if count >= TOKENS_MAX:
            return False
        conn.execute(tokens.insert().values(**row))
    return True


def _list(engine: Engine, guest: str) -> list[dict[str, Any]]:
    query = (select(tokens.c.id, tokens.c.scopes, tokens.c.created, tokens.c.last_used)
             .where(tokens.c.guest == guest).order_by(tokens.c.created))
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(query).mappings()]


def _delete(engine: Engine, guest: str, token_id: str) -> bool:
    with engine.begin() as conn:
        done = conn.execute(tokens.delete().where(
            (tokens.c.guest == guest) & (tokens.c.id == token_id)))
    return bool(done.rowcount)


def _exists(engine: Engine, token_id: str) -> bool:
    with engine.connect() as conn:
        return conn.execute(select(tokens.c.id).where(tokens.c.id == token_id)).first() is not None


def _lookup(engine: Engine, hashed: str) -> dict[str, Any] | None:
    query = (select(tokens.c.id, tokens.c.guest, tokens.c.scopes, tokens.c.last_used,
                    guests.c.name, guests.c.bot)
             .join(guests, guests.c.id == tokens.c.guest).where(tokens.c.hash == hashed))
    with engine.connect() as conn:
        row = conn.execute(query).mappings().first()
    return dict(row) if row else None


def _touch(engine: Engine, token_id: str, now: float) -> None:
    with engine.begin() as conn:
        conn.execute(tokens.update().where(tokens.c.id == token_id).values(last_used=now))


def _make_bot(engine: Engine, guest: str) -> str | None:
    """Make the account a bot; None if done, else why not."""
    with engine.begin() as conn:
        row = conn.execute(select(guests.c.username_key, guests.c.bot)
                           .where(guests.c.id == guest)).first()
        if row is None or row.username_key is None:
            return "no-account"
        if row.bot:
            return None
        rated = conn.execute(select(func.count()).select_from(results).where(
            (results.c.player == guest) & results.c.rated)).scalar_one()
        if rated:
            return "has-rated-games"
        conn.execute(guests.update().where(guests.c.id == guest).values(bot=True))
    return None


def _is_bot(engine: Engine, guest: str) -> bool:
    with engine.connect() as conn:
        return bool(conn.execute(select(guests.c.bot).where(guests.c.id == guest))
                    .scalar_one_or_none())


def bot_ids(engine: Engine, players: list[str]) -> set[str]:
    """Which of these guest ids are bot accounts."""
    with engine.connect() as conn:
        return set(conn.execute(select(guests.c.id).where(
            guests.c.id.in_(players) & guests.c.bot)).scalars())


# ------------------------------------------------------------------ the logic


class Tokens:
    """Bot accounts and their tokens, over the server's :class:`Store`."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.touched: dict[str, float] = {}  # token id -> when its last use was written

    async def make_bot(self, who: c.Who) -> None:
        assert who.guest is not None
        why = await self.store.run(_make_bot, self.store.engine, who.guest)
        if why == "no-account":
            raise ApiError(403, "no-account", "only an account can become a bot account")
        if why == "has-rated-games":
            raise ApiError(409, "has-rated-games", "an account that played rated games "
                           "cannot become a bot account: make a new account for the bot")

    async def is_bot(self, guest: str) -> bool:
        return await self.store.run(_is_bot, self.store.engine, guest)

    async def make(self, who: c.Who, scopes: list[str]) -> dict[str, Any]:
        """A new token of the caller's: its id and its secret (shown this once)."""
        assert who.guest is not None
        if not who.account or not await self.is_bot(who.guest):
            raise ApiError(403, "not-a-bot", "tokens are for bot accounts: "
                           "POST /api/account/bot first")
        unknown = [s for s in scopes if s not in SCOPES]
        if unknown or not scopes:
            raise ApiError(422, "bad-request", f"scopes are some of {', '.join(SCOPES)}")
        secret = PREFIX + secrets.token_urlsafe(32)
        granted = sorted(set(scopes))
        row = {"id": secrets.token_hex(6), "guest": who.guest, "hash": digest(secret),
               "scopes": " ".join(granted), "created": time.time(), "last_used": None}
        if not await self.store.run(_insert, self.store.engine, row):
            raise ApiError(409, "too-many-tokens", f"an account holds at most {TOKENS_MAX} "
                           "tokens: revoke one first")
        return {"id": row["id"], "token": secret, "scopes": granted}

    async def listing(self, guest: str) -> list[dict[str, Any]]:
        rows = await self.store.run(_list, self.store.engine, guest)
        return [{"id": r["id"], "scopes": r["scopes"].split(), "created": r["created"],
                 "last_used": r["last_used"]} for r in rows]

    async def revoke(self, guest: str, token_id: str) -> None:
        if len(token_id) > 16 or not await self.store.run(_delete, self.store.engine, guest,
                                                           token_id):
            raise ApiError(404, "no-token", "you have no such token")
        self.touched.pop(token_id, None)

    async def alive(self, token_id: str) -> bool:
        """Whether the token still exists (revoked in another process, it does not)."""
        return await self.store.run(_exists, self.store.engine, token_id)

    async def who(self, header: str, path: str, address: str, scope: str = "bot:play"
                  ) -> c.Who:
        """The caller an ``Authorization`` header names, or 401 / 403."""
        secret = _secret(header)
        if not path.startswith(TOKEN_PATHS):
            raise ApiError(403, "token-scope", "a token cannot be used for this: the "
                           "account's settings need its password")
        row = await self._row(secret)
        if scope not in str(row["scopes"]).split():
            raise ApiError(403, "token-scope", f"this token has no {scope} scope")
        now = time.time()
        if now - self.touched.get(row["id"], 0.0) > TOUCH_SECONDS:
            self.touched[row["id"]] = now
            if len(self.touched) > 100_000:
                self.touched.clear()
            await self.store.run(_touch, self.store.engine, row["id"], now)
        return c.Who(row["guest"], row["name"], address, True, bool(row["bot"]), row["id"])

    async def check(self, header: str) -> None:
        """401 unless the header holds a live token (a call that needs no caller)."""
        await self._row(_secret(header))

    async def _row(self, secret: str) -> dict[str, Any]:
        row = await self.store.run(_lookup, self.store.engine, digest(secret))
        if row is None:
            raise ApiError(401, "bad-token", "this token is wrong or was revoked")
        return row


def _secret(header: str) -> str:
    """The token of an ``Authorization`` header, or 401."""
    kind, _, secret = header.partition(" ")
    secret = secret.strip()
    if kind.lower() != "bearer":
        raise ApiError(401, "bad-token", "Authorization must be: Bearer TOKEN")
    if not secret.startswith(PREFIX) or len(secret) > 100:
        raise ApiError(401, "bad-token", "this is not a token of this site (they begin "
                       f"with {PREFIX})")
    return secret
