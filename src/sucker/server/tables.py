"""The registry of tables: which are live in this process, loading and taking them (with
a fencing token), running commands on them here or at their owner through the relay,
making new ones, the lobby's listing, and the sweep that expires abandoned tables."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import re
import secrets
import time
from typing import Any

from sucker.server import commands as c
from sucker.server import metrics, ratings
from sucker.server.aipool import AiPool
from sucker.server.bothub import BotHub
from sucker.server.config import Settings
from sucker.server.db import Store
from sucker.server.relay import OwnerGone, Relay, RemotePeer
from sucker.server.repos import ratings as rating_repo
from sucker.server.repos import tables as table_repo
from sucker.server.table import Deps, SeatInfo, Table, seats_to_json, summary
from sucker.server.wire import ApiError, LostTable, Peer, table_moved

log = logging.getLogger("sucker.server")

TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,16}")
SWEEP_SECONDS = 30.0


class SystemClock:
    def time(self) -> float:
        return time.time()

    def call_later(self, delay: float, fn: Any, *args: Any) -> asyncio.TimerHandle:
        return asyncio.get_running_loop().call_later(delay, fn, *args)


def check_id(table_id: str) -> None:
    """Ids are short tokens: anything else (NUL, huge, non-ASCII) is no table, asked of no
    database."""
    if not TABLE_ID.fullmatch(table_id):
        raise ApiError(404, "no-table", "there is no such table")


class Tables:
    """This process's live tables, and the way to any table wherever it lives."""

    def __init__(self, settings: Settings, store: Store, ai: AiPool) -> None:
        self.settings = settings
        self.store = store
        self.ai = ai
        self.live: dict[str, Table] = {}
        self.loading: dict[str, asyncio.Future[Table]] = {}
        # The processes of one site share its database: their relays meet under its name.
        site = hashlib.sha256(str(store.engine.url).encode()).hexdigest()[:12]
        self.relay = (Relay(settings.redis, settings.lease, self, site) if settings.redis
                      else None)
        self.bots = BotHub(settings)
        self.bots.run = self.run
        self.bots.linked = self._bot_linked
        self.deps = Deps(store, SystemClock(), ai, settings, self._create_for_rematch,
                         self.lost, self._finished, self._ratings, self.bots, self._proven)
        self.sweeper: asyncio.Task[None] | None = None

    async def open(self) -> None:
        """Resume every game under way that no other live process owns (after a restart);
        open tables are loaded when someone comes to them."""
        if self.relay is not None:
            await self.relay.open()
        rows = await self.store.run(table_repo.listed, self.store.engine, ["playing"], False,
                                    100_000)
        mine = 0
        for row in rows:
            if await self.owner_of(row["id"]) is None:
                try:
                    await self.get(row["id"])
                except Exception:  # one table's bad data never keeps the others from play
                    log.exception("table %s could not be resumed", row["id"])
                    continue
                mine += 1
        log.info("resumed %d games", mine)
        self.sweeper = asyncio.get_running_loop().create_task(self._sweep())

    async def close(self) -> None:
        """Stop: hand the tables over (leases released, so another process takes them at
        once), then stop every actor."""
        if self.sweeper is not None:
            self.sweeper.cancel()
        if self.relay is not None:
            await self.relay.close()
        for table in self.live.values():
            table.stop()
        self.live.clear()

    # ------------------------------------------------------------------ ownership

    async def owner_of(self, table_id: str) -> str | None:
        """The other process that owns the table, or None if it is (now) this one's."""
        if self.relay is None or table_id in self.live:
            return None
        return await self.relay.owner_of(table_id)

    async def get(self, table_id: str) -> Table:
        """The table, loaded and taken here if need be (the caller has checked it is ours)."""
        table = self.live.get(table_id)
        if table is not None:
            return table
        pending = self.loading.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Table] = asyncio.get_running_loop().create_future()
        self.loading[table_id] = fut
        try:
            row = await self.store.run(table_repo.claim, self.store.engine, table_id)
            if row is None:
                raise ApiError(404, "no-table", "there is no such table")
            stored = await self.store.run(table_repo.events_of, self.store.engine, table_id)
            table = self._live(row, stored)
            fut.set_result(table)
            return table
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no warning if nobody else waited
            raise
        finally:
            del self.loading[table_id]

    def _live(self, row: dict[str, Any], stored: list[Any]) -> Table:
        """The actor of a table this process has just taken (``row["fence"]`` is its token)."""
        table = Table(self.deps, row, stored, row["fence"])
        self.live[row["id"]] = table
        if self.relay is not None:
            self.relay.track(row["id"])
        metrics.tables.set(len(self.live))
        table.resume()
        return table

    def _bot_linked(self, guest: str) -> None:
        """A bot connected or left: the live tables where it sits say who is connected."""
        for table in self.live.values():
            if guest in table.bots.guests(table.state):
                table.bot_linked()

    def lost(self, table_id: str) -> None:
        """Another process owns the table now: drop it here without writing anything."""
        table = self.live.pop(table_id, None)
        if table is not None:
            metrics.lost.inc()
            metrics.tables.set(len(self.live))
            table._lose()

    # ------------------------------------------------------------------ the relay's side

    async def forget_player(self, who: c.Who, seated: list[str]) -> None:
        """A deleted account leaves no name at the unfinished tables it sits at (``seated``,
        wherever their owner runs) nor at those this process holds (the stored tables are
        renamed by ``repos.guests.delete``, called after this)."""
        assert who.guest is not None and who.name is not None
        here = [t.id for t in self.live.values() if t.knows(who.guest, who.name)]
        for table_id in dict.fromkeys(seated + here):
            with contextlib.suppress(ApiError, LostTable):
                await self.run(table_id, c.Forget(who))

    def local(self) -> list[str]:
        """The tables whose lease this process holds: live, or being loaded (a load can wait
        on a frozen owner's row lock; its lease is renewed meanwhile, or it would run out
        and be taken back by that owner when it wakes)."""
        return list(self.live) + [t for t in self.loading if t not in self.live]

    async def adopt(self, table_id: str) -> bool | None:
        try:
            table = await self.get(table_id)
        except ApiError:  # deleted meanwhile
            return False
        except Exception as e:  # the database is busy or away: the next round tries again
            log.warning("table %s: taking it over failed (%s); trying again", table_id, e)
            return None
        return table.status == "playing"

    async def run(self, table_id: str, cmd: c.Command, peer: Peer | None = None
                  ) -> Any:
        """Run a command on the table, wherever it lives (sockets are linked beforehand)."""
        check_id(table_id)
        for _ in range(3):
            owner = await self.owner_of(table_id)
            if owner is None:
                break
            if peer is not None:
                # A socket relayed here for a table another process holds now: taking the
                # table back would only fence that process off in turn. The socket is closed
                # and its client reconnects, to be linked to the new owner.
                peer.close(1012, "the table moved; reconnect")
                raise table_moved()
            assert self.relay is not None
            try:
                return await self.relay.call(owner, table_id, cmd)
            except OwnerGone:
                continue  # its lease is free now: take the table here
        table = await self.get(table_id)
        return await table.handle(cmd, peer)

    async def gone(self, table_id: str, peer: RemotePeer) -> None:
        table = self.live.get(table_id)
        if table is not None:
            await table.handle(c.Detach(c.Who(peer.guest, peer.name)), peer)

    # ------------------------------------------------------------------ making tables

    async def create(self, who: c.Who, options: dict[str, Any],
                     seats: list[dict[str, Any]] | None = None, origin: str = "") -> str:
        """A new open table; the caller (from ``origin``, see fairplay.origin) sits in the
        first seat unless ``seats`` are given."""
        players = options["players"]
        if seats is None:
            kind = f"bot:{who.name}" if who.bot else "human"  # a bot sits as a bot
            unproven = None
            if options.get("rated") and who.guest is not None:
                unproven = not await self._proven(who.guest) or None
            seats_info = [SeatInfo(kind, who.guest, who.name, account=who.account or None,
                                   origin=origin or None, unproven=unproven)]
            seats_info += [SeatInfo() for _ in range(players - 1)]
        else:
            seats_info = [SeatInfo(**s) for s in seats]
        now = time.time()
        row = {
            "id": secrets.token_hex(4),
            "status": "open",
            "private": options["private"],
            "invite": options.get("invite") or secrets.token_urlsafe(12),
            "players": players,
            "chips": options["chips"],
            "variant": options["variant"],
            "decision_seconds": options["decision_seconds"],
            "ai_level": options["ai_level"],
            "seats": seats_to_json(seats_info),
            "first": None,
            "created": now,
            "started": None,
            "ended": None,
            "winner": None,
            "seq": 0,
            "deadline": None,
            "rematch": None,
            "seen": now,
            "rated": options.get("rated", False),
            "lang": options.get("lang", "en"),
            "no_bots": options.get("no_bots", False),
            "fence": 1,  # taken by this process as it is made (see table_repo.claim)
        }
        await self.store.run(table_repo.insert, self.store.engine, row)
        # Its actor starts here at once, rather than when first asked for (which would read
        # back the row just written): unless another process holds its lease, which only a
        # process that guessed the new id could take.
        if await self.owner_of(row["id"]) is None:
            self._live(row, [])
        return str(row["id"])

    async def _finished(self, table_id: str, places: list[tuple[int, str | None, str, int]],
                        rated: bool, players: int) -> None:
        """Store a finished game's places and, if it was rated, people's new ratings."""
        try:
            await self.store.run(rating_repo.record, self.store.engine, table_id, places,
                                 players, rated, time.time())
        except Exception:
            log.exception("table %s: storing the result failed", table_id)

    async def _ratings(self, players: list[str]) -> dict[str, float]:
        """The shown ratings of players before a rated game (AI levels: their fixed one)."""
        rows = await self.store.run(rating_repo.of_players, self.store.engine, players)
        return {p: float(ratings.shown(ratings.AI[p]["mu"] if ratings.is_ai(p)
                                       else rows[p]["mu"] if p in rows else ratings.MODEL.mu))
                for p in players}

    async def _proven(self, guest: str) -> bool:
        """Whether an account's rated games count yet: it has finished enough casual games."""
        need = self.settings.casual_before_rated
        return need <= 0 or await self.store.run(rating_repo.casual_games, self.store.engine,
                                                 guest) >= need

    async def _create_for_rematch(self, options: dict[str, Any],
                                  seats: list[dict[str, Any]]) -> str:
        return await self.create(c.Who(), options, seats)

    async def listing(self, status: str | None) -> list[dict[str, Any]]:
        """Public tables, newest first: live ones from memory, the others from storage;
        abandoned open and playing tables (nobody there for ``open_minutes``) are left
        out."""
        statuses = [status] if status else ["open", "playing", "over"]
        cutoff = time.time() - self.settings.open_minutes * 60
        present = tuple(t.id for t in self.live.values() if t.clients)
        rows = await self.store.run(table_repo.listed, self.store.engine, statuses, True, 200,
                                    cutoff, present)
        out = []
        for row in rows:
            live = self.live.get(row["id"])
            out.append(live.table_json() if live else summary(row))
        return out

    # ------------------------------------------------------------------ the sweep

    async def _sweep(self) -> None:
        """Every SWEEP_SECONDS: note the tables someone is at, expire open tables nobody has
        been at for ``open_minutes``, and drop finished tables nobody watches from memory."""
        while True:
            await asyncio.sleep(SWEEP_SECONDS)
            try:
                await self.sweep()
            except Exception:
                log.exception("sweeping tables failed")

    async def sweep(self) -> None:
        now = time.time()
        busy = [t.id for t in self.live.values() if t.clients]
        await self.store.run(table_repo.mark_seen, self.store.engine, busy, now)
        expired = await self.store.run(table_repo.expire_open, self.store.engine,
                                       now - self.settings.open_minutes * 60)
        for table_id in expired:
            table = self.live.pop(table_id, None)
            if table is not None:
                table.stop()
        dropped = list(expired)
        for table in list(self.live.values()):
            if table.status == "over" and table.idle():
                del self.live[table.id]
                table.stop()
                dropped.append(table.id)
        if self.relay is not None and dropped:
            await self.relay.untrack(dropped)
        metrics.tables.set(len(self.live))
        if expired:
            log.info("expired %d abandoned open tables", len(expired))
