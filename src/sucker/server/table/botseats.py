"""Bot seats (``bot:NAME``): a bot account plays its seat over its websocket, through a
:class:`~sucker.ai.remote.RemoteSeat` the hub gives (the same messages as a ``cmd:`` seat).

It hears every action and chat line, and is asked each of its decisions with the bot time
limit; an answer that is late, illegal or absent (the bot away) is played by a silent AI of
the table's level, which has heard the whole game too — the game never waits on a bot.
"""

from __future__ import annotations

import asyncio
import logging
import time

from sucker.ai.answer import validate
from sucker.ai.remote import RemoteSeat
from sucker.ai.seat import Decision
from sucker.engine import COLORS, Action, Game, IllegalAction
from sucker.server import metrics
from sucker.server.table.aiseats import AiMixin
from sucker.server.table.core import is_bot

log = logging.getLogger("sucker.server")


class BotMixin(AiMixin):
    bot_seats: dict[int, RemoteSeat]
    bot_asked: dict[int, float]  # the server's own time on a bot's pending decision so far

    def seat_ais(self) -> None:
        """At the start: each bot seat gets ``start``, and a silent AI of the table's level
        that hears the game, to play when the bot does not."""
        super().seat_ais()
        hub = self.deps.bots
        if hub is None or self.game is None:
            return
        limit = min(float(self.decision_seconds), self.settings.bot_seconds)
        for p, s in enumerate(self.seats):
            if is_bot(s.kind) and s.guest is not None and p not in self.bot_seats:
                seat = hub.seat(s.guest, self.id, s.name or COLORS[p], limit)
                self.bot_seats[p] = seat
                self.ai_kinds[p] = f"ai:{self.ai_level}"
                self.ai_pending[p] = []
                seat.start(p, self.rules, self.seats_meta(), Game(self.rules, self.first or 0))

    def acted(self, action: Action) -> None:
        super().acted(action)
        assert self.game is not None
        for seat in self.bot_seats.values():
            seat.event(action, self.game)

    def heard(self, seat: int | None, text: str, lang: str | None, ai: bool) -> None:
        super().heard(seat, text, lang, ai)
        for p, bot in self.bot_seats.items():
            if p != seat:
                bot.chat(-1 if seat is None else seat, text, lang)

    def finish(self) -> None:
        super().finish()
        record = self.record().to_json()
        winner = self.winner if self.winner is not None else -1
        for p, seat in self.bot_seats.items():
            seat.end(winner, record)
            guest = self.seats[p].guest
            if self.deps.bots is not None and guest is not None:
                self.deps.bots.drop(guest, self.id)
        self.bot_seats.clear()

    def stop(self) -> None:
        super().stop()
        for p in self.bot_seats:
            guest = self.seats[p].guest
            if self.deps.bots is not None and guest is not None:
                self.deps.bots.drop(guest, self.id)

    async def _decide(self, p: int) -> Decision | None:
        """A bot seat's own answer if it comes in time and is legal, else the AI's."""
        seat = self.bot_seats.get(p)
        if seat is None or self.game is None:
            return await super()._decide(p)
        asked = time.monotonic()
        fut = seat.ask(self.game.copy())
        sent = time.monotonic()
        try:
            decision = await asyncio.wait_for(asyncio.shield(fut), seat.limit)
        except TimeoutError:
            seat.fault(f"no answer within {seat.limit:g} s")
            fut.cancel()
            decision = None
        if decision is not None and self.game is not None:
            try:
                validate(self.game, p, decision)
            except IllegalAction as e:
                seat.fault(f"bad answer ({e.message})")
                decision = None
        if decision is None:
            return await super()._decide(p)
        self.bot_asked[p] = (sent - asked) - seat.answered_at
        return decision

    async def _ai_decided(self, p: int, decision: Decision | None) -> None:
        await super()._ai_decided(p, decision)
        before = self.bot_asked.pop(p, None)
        if before is not None:  # the server's share: asking, then checking and applying
            metrics.bot_server_seconds.observe(before + time.monotonic())
