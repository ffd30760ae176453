"""The bots connected to this process (bot-protocol.md, "Online"): one websocket per bot
account, many games on it, each message carrying ``game`` (the table id).

Tables reach a bot through the hub: a challenge, and the :class:`RemoteSeat` of each game it
plays (registered while the game runs, so that a reconnected bot gets ``start`` again for
each). What a bot sends comes here from its socket (routes/bots.py) and goes on to its seat
(answers to ``decide``) or to the table as a command (accept, decline, say). A bot is only
ever heard for the games it sits at, and for the challenges it was sent.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from sucker.ai.answer import clean_say
from sucker.ai.remote import RemoteSeat
from sucker.server import commands as c
from sucker.server import metrics
from sucker.server.config import Settings
from sucker.server.limits import Buckets
from sucker.server.wire import ApiError, dumps

log = logging.getLogger("sucker.server")

class BotLink:
    """One bot's websocket, as the hub sees it: ``send_text`` queues a frame (and calls back,
    if asked, once it is written to the socket)."""

    def __init__(self, who: c.Who, send_text: Callable[[str, Callable[[], None] | None], None],
                 close: Callable[[int, str], None]) -> None:
        assert who.guest is not None and who.name is not None
        self.who = who
        self.guest: str = who.guest
        self.name: str = who.name
        self.send_text = send_text
        self.close = close


class BotHub:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.links: dict[str, BotLink] = {}  # bot guest id -> its socket
        self.seats: dict[tuple[str, str], RemoteSeat] = {}  # (bot, table) -> its seat
        self.challenges: set[tuple[str, str]] = set()  # (bot, table) sent, not answered
        self.chat = Buckets(settings.chat_rate, settings.chat_burst)
        # Runs a command on a table wherever it lives (set by the tables registry).
        self.run: Callable[[str, c.Command], Awaitable[Any]] | None = None
        # Tells this process's tables that a bot connected or left (set by the registry).
        self.linked: Callable[[str], None] = lambda guest: None

    # ------------------------------------------------------------------ connections

    def connect(self, link: BotLink) -> None:
        """A bot connected: a connection it had before is closed (the fallback plays what
        was asked on it); every game it plays here gets ``start`` again."""
        old = self.links.get(link.guest)
        if old is not None:
            old.close(4409, "replaced by a new connection of this bot")
        self.links[link.guest] = link
        for (guest, _), seat in list(self.seats.items()):
            if guest == link.guest:
                seat.restart()
                seat.lost()
        self.linked(link.guest)

    def revoked(self, token_id: str) -> None:
        """A token was revoked: the bot connected with it here is cut off at once."""
        for link in list(self.links.values()):
            if link.who.token == token_id:
                link.close(4401, "this token was revoked")

    def disconnect(self, link: BotLink) -> None:
        if self.links.get(link.guest) is link:
            del self.links[link.guest]
            for (guest, _), seat in list(self.seats.items()):
                if guest == link.guest:
                    seat.lost()
            self.linked(link.guest)

    def listing(self) -> list[dict[str, Any]]:
        return sorted(({"name": link.name, "games": sum(1 for g, _ in self.seats
                                                         if g == link.guest)}
                       for link in self.links.values()), key=lambda b: b["name"].casefold())

    def find(self, name: str) -> BotLink | None:
        key = name.casefold()
        return next((link for link in self.links.values() if link.name.casefold() == key),
                    None)

    def send(self, guest: str, msg: dict[str, Any],
             written: Callable[[], None] | None = None) -> bool:
        link = self.links.get(guest)
        if link is None:
            return False
        link.send_text(dumps(msg), written)
        return True

    # ------------------------------------------------------------------ the tables' side

    def challenge(self, guest: str, table_id: str, table: dict[str, Any], by: str) -> bool:
        """Ask the bot to sit at the table; False if it is not connected."""
        self.challenges.add((guest, table_id))
        if self.send(guest, {"type": "challenge", "game": table_id, "table": table,
                             "from": by}):
            return True
        self.challenges.discard((guest, table_id))
        return False

    def withdraw(self, guest: str, table_id: str) -> None:
        self.challenges.discard((guest, table_id))

    def seat(self, guest: str, table_id: str, name: str, limit: float) -> RemoteSeat:
        """The seat through which a table plays with this bot (registered till :meth:`drop`)."""
        seat = RemoteSeat(table_id, name, lambda msg, written: self.send(guest, msg, written),
                          limit, metrics.bot_share_seconds.observe)
        self.seats[(guest, table_id)] = seat
        return seat

    def drop(self, guest: str, table_id: str) -> None:
        seat = self.seats.pop((guest, table_id), None)
        if seat is not None:
            seat.close()

    # ------------------------------------------------------------------ the bot's side

    async def received(self, link: BotLink, data: dict[str, Any], at: float) -> None:
        """A message from a bot (a JSON object), received at ``at`` (time.monotonic());
        ApiError if it is refused."""
        game = data.get("game")
        if not isinstance(game, str):
            raise ApiError(400, "bad-message", "every message carries game (the table id)")
        kind = data.get("type")
        key = (link.guest, game)
        assert self.run is not None
        if kind in ("accept", "decline"):
            if key not in self.challenges:
                raise ApiError(409, "no-challenge", "no challenge of this game waits for you")
            self.challenges.discard(key)
            reason = data.get("reason")
            await self.run(game, c.BotReply(link.who, kind == "accept",
                                            reason[:200] if isinstance(reason, str) else ""))
            return
        seat = self.seats.get(key)
        if kind == "ready" and seat is not None:
            return
        if seat is None:
            raise ApiError(403, "not-at-game", "you do not play this game")
        if kind == "say":
            text = clean_say(data.get("text"))
            if text is None:
                raise ApiError(400, "bad-message", "say needs a text")
            wait = self.chat.take(link.guest)
            if wait is not None:
                raise ApiError(429, "rate-limited", "too many chat lines: slow down", wait)
            await self.run(game, c.BotSay(link.who, text))
            return
        if kind is None and "actions" in data:
            seat.answered_at = at
            seat.answered(data)
            return
        raise ApiError(400, "bad-message", f"unknown message type {str(kind)[:20]!r}")
