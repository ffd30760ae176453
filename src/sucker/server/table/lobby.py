"""What the lobby needs from outside the table before state.decide rules: a new account's
standing (a seat), the players' ratings (a start), the new table (a rematch), a connected
bot's answer to be asked (a challenge)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from sucker.server import commands as c
from sucker.server.table.deps import Deps
from sucker.server.table.state import (
    Challenge,
    Env,
    Event,
    RematchMade,
    SeatsChanged,
    SitDown,
    StartGame,
    TableState,
    check_start,
    decide,
    rematch_options,
)
from sucker.server.table.view import table_json
from sucker.server.wire import ApiError


class Lobby:
    def __init__(self, table_id: str, deps: Deps) -> None:
        self.table_id = table_id
        self.deps = deps

    async def sit(self, state: TableState, join: c.Join) -> SitDown:
        """A Join, with whether the account is new at a rated table (it plays as casual)."""
        unproven = None
        if state.rated and self.deps.proven is not None and join.who.guest is not None:
            unproven = not await self.deps.proven(join.who.guest) or None
        return SitDown(join, unproven)

    async def start(self, state: TableState, guest: str) -> StartGame:
        """A Start, with the shown ratings of the players when the game counts."""
        check_start(state, guest)
        ratings = None
        if state.counts() and self.deps.ratings is not None:
            ratings = await self.deps.ratings(
                [pid for s in state.seats if (pid := s.player()) is not None])
        return StartGame(guest, ratings)

    async def rematch(self, state: TableState, guest: str) -> RematchMade | None:
        """The rematch made on the first ask (None when it is made already): the same options
        and AIs in the same seats, and the player who asked."""
        options, seats = rematch_options(state, guest)
        if state.rematch is not None:
            return None
        return RematchMade(await self.deps.create_table(options, seats))

    def challenge(self, state: TableState, challenge: Challenge, env: Env,
                  present: Collection[str | None]) -> list[Event]:
        """A connected bot challenged to a seat: shown the table with itself seated, it has
        until ``challenge.until`` to accept; ApiError ``bot-offline`` if it is away."""
        events = decide(state, challenge, env)
        seats = list(state.seats)
        for event in events:
            assert isinstance(event, SeatsChanged)
            for i, seat in event.seats:
                seats[i] = seat
        shown = table_json(replace(state, seats=seats), None, present)
        fill, hub = challenge.fill, self.deps.bots
        if hub is None or not hub.challenge(fill.bot, self.table_id, shown, fill.who.name or ""):
            raise ApiError(409, "bot-offline", f"{fill.bot_name} is not connected now")
        return events
