"""Players as others see them: the leaderboard and profiles."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request

from sucker.server import ratings
from sucker.server.context import Server, Who, server_of
from sucker.server.repos import guests as guest_repo
from sucker.server.repos import ratings as rating_repo
from sucker.server.schemas import ERRORS
from sucker.server.tokens import bot_ids
from sucker.server.wire import ApiError

router = APIRouter()


@router.get("/api/leaderboard", responses=ERRORS)
async def leaderboard(who: Who, request: Request,
                      limit: Annotated[int, Query(ge=1, le=500)] = 100,
                      bots: bool = False) -> Any:
    """Rated people and the AI levels, best first; with ``bots``, the bot accounts and the
    AI levels instead (bots are rated apart from people). Counts leave out others' private
    games."""
    rows = await server_of(request).leaderboards.page(limit, bots, who.guest)
    return {"players": [dict(ratings.public(r), bot=r["bot"]) for r in rows]}


@router.get("/api/players/ai/{level}", responses=ERRORS)
async def ai_player(who: Who, request: Request,
                    level: Literal["easy", "medium", "hard"]) -> Any:
    """An AI level as a player: its own path, which no account can occupy."""
    return await _profile(server_of(request), f"ai:{level}", f"{level.capitalize()} AI",
                          who.guest)


@router.get("/api/players/{name:path}", responses=ERRORS)
async def player(who: Who, request: Request, name: str) -> Any:
    """A player's rating, its history (from the starting rating), their latest games and
    their games and wins by table size; another's private games are left out ("Hard AI"
    and the like: the level's profile, as /api/players/ai/hard; no account can take such a
    name)."""
    server = server_of(request)
    if len(name) > 64:
        raise ApiError(404, "no-player", "there is no such player")
    key = name.casefold()
    guest = await server.store.run(guest_repo.id_of_account, server.store.engine, key)
    player_id = guest or (f"ai:{key.split()[0]}" if key.endswith(" ai") else None)
    if player_id is None or (guest is None and player_id not in ratings.AI):
        raise ApiError(404, "no-player", "there is no such player")
    return await _profile(server, player_id, name, who.guest)


async def _profile(server: Server, player_id: str, name: str,
                   viewer: str | None) -> dict[str, Any]:
    info = await server.store.run(rating_repo.profile, server.store.engine, player_id, 50,
                                  viewer)
    rating = info["rating"]
    history = [{"rating": ratings.shown(h["mu"]), "at": h["at"], "table": h["table_id"]}
               for h in info["history"]]
    if history:  # the chart starts where every player starts
        history.insert(0, {"rating": ratings.START, "at": None, "table": None})
    machines = await server.store.run(bot_ids, server.store.engine, [player_id])
    return {"name": rating["name"] if rating else name, "bot": player_id in machines,
            "rating": ratings.public(rating) if rating else None,
            "history": history,
            "games": [{"table": g["table_id"], "place": g["place"],
                       "players": g["players"], "rated": g["rated"], "ended": g["ended"]}
                      for g in info["games"]],
            "total": info["total"],
            "by_players": {str(b["players"]): {"games": b["games"], "wins": b["wins"] or 0}
                           for b in info["by_players"]}}
