"""Bot seats (``bot:NAME``): a bot account plays its seat over its websocket, through a
:class:`~sucker.ai.remote.RemoteSeat` the hub gives (the same messages as a ``cmd:`` seat).

It hears every action and chat line, and is asked each of its decisions with the bot time
limit; an answer that is late, illegal or absent (the bot away) is played by a silent AI of
the table's level, which has heard the whole game too (aiseats.py) — the game never waits on
a bot.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sucker.ai.program import chat_meaning
from sucker.ai.remote import RemoteSeat
from sucker.ai.seat import Decision
from sucker.engine import COLORS, Action, Game
from sucker.server.bothub import BotHub
from sucker.server.config import Settings
from sucker.server.table.state import Said, TableState, is_bot


class BotSeats:
    """The bot seats of one table, through the hub of the bots connected to this process."""

    def __init__(self, table_id: str, hub: BotHub | None, settings: Settings) -> None:
        self.table_id = table_id
        self.hub = hub
        self.settings = settings
        self.seats: dict[int, RemoteSeat] = {}

    def seat(self, state: TableState) -> list[int]:
        """At the start: each bot seat gets ``start``; the seats, which an AI stands in for."""
        if self.hub is None or state.game is None:
            return []
        limit = self.settings.bot_seconds  # an untimed table (0) gives the bot limit
        if state.decision_seconds:
            limit = min(float(state.decision_seconds), limit)
        for p, s in enumerate(state.seats):
            if is_bot(s.kind) and s.guest is not None and p not in self.seats:
                seat = self.hub.seat(s.guest, self.table_id, s.name or COLORS[p], limit)
                self.seats[p] = seat
                seat.start(p, state.rules, state.seats_meta(), Game(state.rules, state.first or 0))
        return list(self.seats)

    @staticmethod
    def guests(state: TableState) -> set[str]:
        """The bot accounts seated at the table."""
        return {s.guest for s in state.seats if is_bot(s.kind) and s.guest is not None}

    def linked(self, guests: set[str]) -> set[str]:
        """Those of ``guests`` whose program is connected to this process."""
        return set() if self.hub is None else {g for g in guests if g in self.hub.links}

    def acted(self, action: Action, game: Game) -> None:
        for seat in self.seats.values():
            seat.event(action, game)

    def heard(self, said: Said) -> None:
        """Every other bot seat hears the line, read once for all (an AI's line: its acts)."""
        hearers = [bot for p, bot in self.seats.items() if p != said.seat]
        if not hearers:
            return
        by = -1 if said.seat is None else said.seat
        meaning = {"acts": said.acts} if said.ai and said.acts is not None \
            else chat_meaning(hearers[0].seats, by, said.text)
        for bot in hearers:
            bot.chat(by, said.text, said.lang, meaning=meaning)

    def ask(self, p: int, game: Game, done: Callable[[Decision | None], None]) -> bool:
        """Ask bot seat ``p`` about ``game``: ``done`` gets its legal answer as soon as it is
        read, or None (late, illegal, away) for the AI to play. False: no bot sits there."""
        seat = self.seats.get(p)
        if seat is None:
            return False
        seat.ask(game.copy(), done)
        return True

    def finish(self, state: TableState, record: dict[str, Any]) -> None:
        winner = state.winner if state.winner is not None else -1
        for seat in self.seats.values():
            seat.end(winner, record)
        self.stop(state)

    def stop(self, state: TableState) -> None:
        for p in self.seats:
            guest = state.seats[p].guest
            if self.hub is not None and guest is not None:
                self.hub.drop(guest, self.table_id)
        self.seats.clear()
