"""The leaderboard's pages, computed once between rated games (as lichess keeps its
leaderboards): a page is kept with the leaderboard's stored version, which every rated
game and every deleted account moves in the same transaction, in whichever process, so a
kept page is never shown after a change. A request reads that one number, and a logged-in
player on the page also their own counts (their private games, which only they see)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from sqlalchemy import Engine

from sucker.server import db
from sucker.server.db import Store
from sucker.server.repos import ratings as rating_repo

PAGES = 16  # pages kept (each limit and tab is a page); the least recently asked goes first


class Leaderboards:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.pages: OrderedDict[tuple[int, bool], tuple[int, list[dict[str, Any]]]] = \
            OrderedDict()

    async def page(self, limit: int, bots: bool, viewer: str | None) -> list[dict[str, Any]]:
        """The rows of :func:`rating_repo.leaderboard` as ``viewer`` sees them."""
        engine = self.store.engine
        key = (limit, bots)
        version = await self.store.run(db.version, engine, "leaderboard")
        kept = self.pages.get(key)
        if kept is None or kept[0] != version:
            # Computed after the version was read: a game ending in between makes the page
            # newer than its version, and the next request computes it again.
            kept = (version, await self.store.run(rating_repo.leaderboard, engine, limit,
                                                  None, bots))
            self.pages[key] = kept
        self.pages.move_to_end(key)
        while len(self.pages) > PAGES:
            self.pages.popitem(last=False)
        rows = kept[1]
        if viewer is None or all(r["player"] != viewer for r in rows):
            return rows
        games, wins = await self.store.run(_mine, engine, viewer)
        return [dict(r, games=games, wins=wins) if r["player"] == viewer else r for r in rows]


def _mine(engine: Engine, viewer: str) -> tuple[int, int]:
    """The viewer's rated games and wins, their private ones too."""
    with engine.connect() as conn:
        return rating_repo.counts(conn, [viewer], viewer).get(viewer, (0, 0))
