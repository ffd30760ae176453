"""The table actor: one per live table, built from the mixins beside it, taking typed
commands (:mod:`sucker.server.commands`) from HTTP calls and sockets, local or relayed."""

from __future__ import annotations

import asyncio
from typing import Any

from sucker.engine import COLORS
from sucker.server import commands as c
from sucker.server.table.core import Deps, Peer
from sucker.server.table.lobby import LobbyMixin
from sucker.server.wire import ApiError, busy

INTENTS = (c.Act, c.Chat, c.Back)


class Table(LobbyMixin):
    """The actor owning one table (see core.py for how it runs)."""

    def __init__(self, deps: Deps, row: dict[str, Any], stored: list[dict[str, Any]],
                 fence: int) -> None:
        super().__init__(deps, row, stored, fence)
        self.epoch = [0] * self.rules.players
        self.anytime = [0] * self.rules.players
        self.ai_kinds = {}
        self.ai_pending = {}
        self.ai_busy = {}
        self.thinking = set()
        self.spoke_for = {}
        self.bot_seats = {}
        self.bot_asked = {}
        self.ai_said = []
        self.answered = {}
        self.hello: set[Peer] = set()  # sockets that have said hello

    # ------------------------------------------------------------------ commands

    async def handle(self, cmd: c.Command, peer: Peer | None = None) -> Any:
        """Run one command; HTTP commands answer the table as the caller sees it."""
        self.check_here()
        guest, name = cmd.who.guest, cmd.who.name
        if isinstance(cmd, c.View):
            self.allowed(guest, cmd.invite)
            return self.table_json(guest)
        if isinstance(cmd, c.GetRecord):
            self.allowed(guest, cmd.invite)
            if self.game is None:
                raise ApiError(409, "not-started", "the game has not started")
            return self.record().to_json()
        if isinstance(cmd, c.GetChat):
            self.allowed(guest, cmd.invite)
            return self.chat_page(cmd.before, max(1, min(cmd.limit, 200)))
        if isinstance(cmd, c.Hint):
            self.allowed(guest, None)
            return await self.hint(guest)
        if isinstance(cmd, c.Ping):
            assert peer is not None
            peer.send('{"type":"pong"}')
            return None
        if isinstance(cmd, c.Hello):
            assert peer is not None
            return await self.call(self.attach, peer, cmd.since)
        if isinstance(cmd, c.Resync):
            assert peer is not None
            return await self.call(self.resend, peer, cmd.since)
        if isinstance(cmd, INTENTS):
            assert peer is not None
            if peer not in self.hello:
                raise ApiError(400, "bad-message", "send hello first")
            if isinstance(cmd, c.Act):
                return await self.call(self.intent_action, peer, cmd.action)
            if isinstance(cmd, c.Chat):
                return await self.call(self.intent_chat, peer, cmd.text, cmd.lang)
            return await self.call(self.back, peer)
        if guest is None or name is None:
            raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
        if isinstance(cmd, c.Forget):
            return await self.call(self.forget_player, guest, name)
        self.allowed(guest, cmd.invite if isinstance(cmd, c.Join) else None)
        if isinstance(cmd, c.Join):
            await self.call(self.join, guest, name, cmd.seat, cmd.invite, cmd.who.account,
                            cmd.who.bot, cmd.origin)
        elif isinstance(cmd, c.Leave):
            await self.call(self.leave, guest)
        elif isinstance(cmd, c.FillAi):
            await self.call(self.fill_ai, guest, cmd.seat, cmd.level, cmd.all)
        elif isinstance(cmd, c.FillBot):
            await self.call(self.fill_bot, guest, cmd.seat, cmd.bot, cmd.bot_name, name)
        elif isinstance(cmd, c.BotReply):
            await self.call(self.bot_reply, guest, cmd.accept, cmd.reason)
            return None
        elif isinstance(cmd, c.BotSay):
            await self.call(self.bot_say, guest, cmd.text)
            return None
        elif isinstance(cmd, c.Start):
            await self.call(self.start, guest)
        elif isinstance(cmd, c.FillLater):
            self.fill_at = self.deps.clock.time() + cmd.seconds
            self.deps.clock.call_later(cmd.seconds, self.post, self.fill_and_start, guest)
        elif isinstance(cmd, c.Rematch):
            made = await self.call(self.make_rematch, guest)
            # The rematch of a private table keeps its invite: its players may sit down.
            return {"rematch": made, "color": COLORS[self.seat_of(guest) or 0],
                    "invite": self.invite}
        else:
            raise ApiError(400, "bad-request", f"no command {type(cmd).__name__}")
        return self.table_json(guest)

    async def hint(self, guest: str | None) -> dict[str, Any]:
        """The hard AI's move for the caller's pending decision, and why in one line — for
        learners at casual tables against AIs only, never at rated tables or with people."""
        seat = self.seat_of(guest)
        if seat is None:
            raise ApiError(403, "not-seated", "hints are for the players of the table")
        if not self.hints_allowed(seat):
            raise ApiError(403, "no-hint", "hints are only given at casual tables against AIs")
        if self.status != "playing" or self.game is None or seat not in self.game.deciders():
            raise ApiError(409, "not-your-decision", "a hint is for a decision of yours")
        assert guest is not None
        # It waits behind the seats of running games; one player has one hint waiting.
        fut = self.deps.ai.hint(guest, self.game.copy(), seat, self.settings.hint_think,
                                self.seats_meta())
        try:
            result: dict[str, Any] = await asyncio.wait_for(asyncio.wrap_future(fut),
                                                            self.settings.ai_seconds)
        except TimeoutError:
            fut.cancel()
            raise busy() from None
        return result

    # ------------------------------------------------------------------ sockets

    def admit(self, guest: str | None, invite: str | None) -> None:
        """May a new socket watch this table? (Private tables; the spectators' cap.)"""
        self.allowed(guest, invite)
        if self.seat_of(guest) is None:
            watching = sum(1 for p in self.clients if self.seat_of(p.guest) is None)
            if watching >= self.settings.spectators:
                raise ApiError(429, "spectators-full", "this table has as many spectators as "
                               "it takes; try again later", retry_after=30)

    async def attach(self, client: Peer, since: int) -> None:
        """A client said hello: send what it missed (or a snapshot) and start sending it."""
        if client in self.hello:
            raise ApiError(400, "bad-message", "hello was already said")
        self.catch_up(client, since)
        seat = self.seat_of(client.guest)
        arrived = seat is not None and not self.connected(seat)
        self.clients.add(client)
        self.hello.add(client)
        if seat is not None:
            self.epoch[seat] += 1
            if self.seats[seat].ai_playing:
                self.seats[seat].ai_playing = False
                await self.commit([self.table_event()])
            elif arrived:
                self.broadcast(self.presence())

    def catch_up(self, client: Peer, since: int) -> None:
        """Send the events after ``since``, or a snapshot if they are not all at hand."""
        if 0 < since <= self.seq and since - 1 < len(self.events) and \
                self.events[since - 1].seq == since:
            for ev in self.events[since:]:
                client.send(self.render(ev, client), ev.seq)
        else:
            client.send(self.snapshot(client), self.seq, snapshot=True)

    async def resend(self, client: Peer, since: int) -> None:
        """A relayed socket lost events on the way: send them again (a socket that never
        got to say hello is attached now)."""
        if client in self.hello:
            self.catch_up(client, since)
        else:
            await self.attach(client, since)

    async def detach(self, client: Peer) -> None:
        self.hello.discard(client)
        if client not in self.clients:
            return
        self.clients.discard(client)
        seat = self.seat_of(client.guest)
        if seat is not None and not self.connected(seat):
            self.epoch[seat] += 1
            self.broadcast(self.presence())
            self.arm_grace(seat)

    async def back(self, client: Peer) -> None:
        """A player whose seat the AI plays for now takes it back; a decision of theirs whose
        time had run out gets a fresh deadline (else the clock would hand it back at once)."""
        seat = self.seat_of(client.guest)
        if seat is not None and self.seats[seat].ai_playing:
            self.seats[seat].ai_playing = False
            if self.game is not None and seat in self.game.deciders() \
                    and (self.deadline or 0) <= self.deps.clock.time():
                self.deadline = self.deadline_for(self.game)
            await self.commit([self.table_event()])
            self.schedule()

    def idle(self) -> bool:
        """Nobody is here: an open table to expire, or a finished one to drop from memory."""
        return not self.clients
