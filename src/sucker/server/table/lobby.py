"""The lobby's lookups: what a seat, a start or a rematch needs from outside the table (a
new account's standing, the players' ratings, the new table) before state.decide rules."""

from __future__ import annotations

from sucker.server import commands as c
from sucker.server.table.deps import Deps
from sucker.server.table.state import (
    RematchMade,
    SitDown,
    StartGame,
    TableState,
    check_start,
    rematch_options,
)


class Lobby:
    def __init__(self, deps: Deps) -> None:
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
