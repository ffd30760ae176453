"""The server's shared parts: settings, storage, sessions, the live tables and their clients."""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from typing import TYPE_CHECKING, Any

from itsdangerous import BadSignature, URLSafeSerializer
from starlette.websockets import WebSocket

from sucker.engine import COLORS
from sucker.server.aipool import AiPool
from sucker.server.config import Settings
from sucker.server.db import Store, migrate
from sucker.server.table import ApiError, LiveTable, SeatInfo, iso

if TYPE_CHECKING:
    from sucker.server.relay import Relay

log = logging.getLogger("sucker.server")

COOKIE = "sucker_session"
OUT_MAX = 2000  # events queued for one slow client before it is disconnected


class Bucket:
    """A token bucket: ``rate`` per second, at most ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Peer:
    """Someone at a table: a websocket here (Client) or in another process (relay)."""

    guest: str | None
    name: str | None
    hello = False  # has it said hello yet?

    def send(self, text: str) -> None:
        raise NotImplementedError

    def error(self, code: str, message: str, ref: object = None) -> None:
        self.send(json.dumps({"type": "error", "code": code, "message": message,
                              "ref": ref if isinstance(ref, str) else None}))


class Client(Peer):
    """One websocket: who it is, and a queue of outgoing text drained by its own task."""

    def __init__(self, ws: WebSocket, guest: str | None, name: str | None, rate: float) -> None:
        self.ws = ws
        self.guest = guest
        self.name = name
        self.out: asyncio.Queue[str] = asyncio.Queue(OUT_MAX)
        self.messages = Bucket(rate, 2 * rate)
        self.last_limited = 0.0
        self.task = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str) -> None:
        if self.task.done():
            return
        try:
            self.out.put_nowait(text)
        except asyncio.QueueFull:  # too slow to follow: drop it; it can reconnect and catch up
            self.task.cancel()
            asyncio.get_running_loop().create_task(self.ws.close(1013, "too slow"))

    async def _write(self) -> None:
        try:
            while True:
                await self.ws.send_text(await self.out.get())
        except Exception:  # the socket is gone; the reader sees it too
            return


class Hub:
    """Owns the store, the AI threads and every live table of this process."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.store = Store(settings.db_url())
        migrate(self.store.engine)
        self.signer = URLSafeSerializer(settings.session_secret(), salt="sucker-session")
        self.ai_pool = AiPool(settings.ai_workers)
        self.tables: dict[str, LiveTable] = {}
        self.names: dict[str, str] = {}
        self.chat_buckets: dict[str, Bucket] = {}
        self.loading = asyncio.Lock()
        self.relay: Relay | None = None
        if settings.redis:
            from sucker.server.relay import Relay

            self.relay = Relay(self, settings.redis)

    async def open(self) -> None:
        """Load and resume every table not over (after a restart)."""
        self.ai_pool.warm()
        if self.relay is not None:
            await self.relay.open()
        rows = await self.store.run(self.store.table_rows, ["open", "playing"], False, 100000)
        mine = 0
        for row in rows:
            if await self.owner_of(row["id"]) is None:  # not another live process's
                await self.get(row["id"])
                mine += 1
        log.info("resumed %d tables", mine)

    async def close(self) -> None:
        if self.relay is not None:
            await self.relay.close()
        for table in self.tables.values():
            table.stop()
        self.ai_pool.close()
        await asyncio.get_running_loop().run_in_executor(None, self.store.close)

    # ------------------------------------------------------------------ sessions

    def guest_of(self, cookie: str | None) -> str | None:
        if not cookie:
            return None
        try:
            guest = self.signer.loads(cookie)
        except BadSignature:
            return None
        return guest if isinstance(guest, str) else None

    async def guest_name(self, guest: str) -> str | None:
        name = self.names.get(guest)
        if name is None:
            name = await self.store.run(self.store.guest_name, guest)
            if name is not None:
                self.names[guest] = name
        return name

    async def put_guest(self, guest: str | None, name: str) -> tuple[str, str]:
        """Make a guest (or rename one); returns its id and signed cookie."""
        if guest is None or await self.guest_name(guest) is None:
            guest = secrets.token_urlsafe(12)
        await self.store.run(self.store.put_guest, guest, name, time.time())
        self.names[guest] = name
        return guest, self.signer.dumps(guest)

    def chat_allowed(self, guest: str) -> bool:
        bucket = self.chat_buckets.get(guest)
        if bucket is None:
            bucket = self.chat_buckets[guest] = Bucket(0.5, 5)
        return bucket.take()

    # ------------------------------------------------------------------ tables

    async def owner_of(self, table_id: str) -> str | None:
        """The other process that owns the table, or None if it is (now) this one's."""
        if self.relay is None or table_id in self.tables:
            return None
        return await self.relay.owner_of(table_id)

    async def get(self, table_id: str) -> LiveTable:
        """The table, loaded here if need be (the caller has checked it is ours)."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        async with self.loading:
            table = self.tables.get(table_id)
            if table is None:
                row = await self.store.run(self.store.table_row, table_id)
                if row is None:
                    raise ApiError(404, "no-table", f"there is no table {table_id[:20]!r}")
                stored = await self.store.run(self.store.table_events, table_id)
                table = LiveTable(self, row, stored)
                self.tables[table_id] = table
                table.resume()
        return table

    async def table_op(self, table_id: str, op: str, guest: str | None, name: str | None,
                       args: dict[str, Any]) -> Any:
        """Run a table operation (see :meth:`local_op`) wherever the table lives."""
        owner = await self.owner_of(table_id)
        if owner is not None:
            assert self.relay is not None
            return await self.relay.call(owner, table_id, op, guest, name, args)
        return await self.local_op(await self.get(table_id), op, guest, name, args)

    async def local_op(self, table: LiveTable, op: str, guest: str | None, name: str | None,
                       args: dict[str, Any]) -> Any:
        """The operations HTTP calls make on a table; most answer the table as seen by guest."""
        if op in ("view", "record", "socket"):
            if table.private and args.get("invite") != table.invite \
                    and table.seat_of(guest) is None:
                raise ApiError(403, "invite", "this table is private: you need its invite link")
            if op == "socket":
                return None
            self.forget(table)
            if op == "record":
                if table.game is None:
                    raise ApiError(409, "not-started", "the game has not started")
                return table.record().to_json()
        elif op == "rematch":
            if table.seat_of(guest) is None:
                raise ApiError(403, "not-seated", "only players of that table may ask a rematch")
            if table.status != "over":
                raise ApiError(409, "not-over", "the game is not over")
            return {"rematch": table.rematch,
                    "options": {"players": table.rules.players, "chips": table.rules.chips,
                                "variant": table.rules.variant, "private": table.private,
                                "decision_seconds": table.decision_seconds,
                                "ai_level": table.ai_level},
                    "seats": [s.__dict__ for s in table.seats]}
        else:
            assert guest is not None and name is not None
            if op == "join":
                await table.call(table.join, guest, name, args.get("seat"), args.get("invite"))
            elif op == "leave":
                await table.call(table.leave, guest)
            elif op == "ai":
                await table.call(table.fill_ai, guest, args.get("seat"), args.get("level"),
                                 bool(args.get("all")))
            elif op == "start":
                await table.call(table.start, guest)
            elif op == "rematched":
                await table.call(table.rematched, args["id"])
            elif op == "seat_like":
                await table.call(table.seat_like, [SeatInfo(**s) for s in args["seats"]])
            else:
                raise ApiError(400, "bad-request", f"no operation {op!r}")
        return table.table_json(guest)

    async def intent(self, table: LiveTable, peer: Peer, data: object) -> None:
        """Handle one websocket message of ``peer`` (its frame already checked)."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ApiError(400, "bad-message", "a message is a JSON object with a type")
        kind = data["type"]
        if kind == "ping":
            peer.send('{"type":"pong"}')
        elif kind == "hello":
            since = data.get("since", 0) or 0
            if not isinstance(since, int) or isinstance(since, bool) or since < 0:
                raise ApiError(400, "bad-message", "since must be a seq number (an integer ≥ 0)")
            await table.call(table.attach, peer, since)
            peer.hello = True
        elif not peer.hello:
            raise ApiError(400, "bad-message", "send hello first")
        elif kind == "action":
            await table.call(table.intent_action, peer, data.get("action"))
        elif kind == "chat":
            if peer.guest is not None and not self.chat_allowed(peer.guest):
                raise ApiError(429, "rate-limited", "too many chat lines: wait a little")
            await table.call(table.intent_chat, peer, data.get("text"))
        elif kind == "back":
            await table.call(table.back, peer)
        else:
            raise ApiError(400, "bad-message", f"unknown message type {kind[:20]!r}")

    def forget(self, table: LiveTable) -> None:
        """Drop a finished table nobody watches from memory (it stays stored)."""
        if table.status == "over" and not table.clients and self.tables.get(table.id) is table:
            del self.tables[table.id]
            table.stop()

    async def create(self, guest: str, name: str, options: dict[str, Any]) -> LiveTable:
        players = options["players"]
        seats = [SeatInfo("human", guest, name)] + [SeatInfo() for _ in range(players - 1)]
        row = {
            "id": secrets.token_hex(4),
            "status": "open",
            "private": options["private"],
            "invite": secrets.token_urlsafe(12),
            "players": players,
            "chips": options["chips"],
            "variant": options["variant"],
            "decision_seconds": options["decision_seconds"],
            "ai_level": options["ai_level"],
            "seats": json.dumps([s.__dict__ for s in seats]),
            "first": None,
            "created": time.time(),
            "started": None,
            "ended": None,
            "winner": None,
            "seq": 0,
            "deadline": None,
            "rematch": None,
        }
        await self.store.run(self.store.insert_table, row)
        await self.owner_of(row["id"])  # takes the lease
        return await self.get(row["id"])

    async def listing(self, status: str | None) -> list[dict[str, Any]]:
        """Public tables, newest first: live ones from memory, finished ones from storage."""
        statuses = [status] if status else ["open", "playing", "over"]
        rows = await self.store.run(self.store.table_rows, statuses, True, 200)
        out = []
        for row in rows:
            live = self.tables.get(row["id"])
            out.append(live.table_json() if live else summary(row))
        return out


def summary(row: dict[str, Any]) -> dict[str, Any]:
    """The table object of a table not in memory (finished: nobody connected)."""
    seats = [SeatInfo(**s) for s in json.loads(row["seats"])]
    return {
        "id": row["id"],
        "status": row["status"],
        "private": row["private"],
        "rules": {"players": row["players"], "chips": row["chips"], "variant": row["variant"]},
        "decision_seconds": row["decision_seconds"],
        "ai_level": row["ai_level"],
        "seats": [
            {"color": COLORS[i], "name": s.name, "kind": s.kind, "you": False,
             "connected": False, "ai_playing": s.kind not in (None, "human")}
            for i, s in enumerate(seats)
        ],
        "created": iso(row["created"]),
        "started": iso(row["started"]),
        "ended": iso(row["ended"]),
        "winner": None if row["winner"] is None else COLORS[row["winner"]],
        "seq": row["seq"],
        "rematch": row["rematch"],
    }
