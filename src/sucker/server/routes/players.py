"""Players as others see them: the leaderboard and profiles."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request

from sucker.server import ratings
from sucker.server.context import (
    Server,
    server_of,
)
from sucker.server.schemas import (
    ERRORS,
)
from sucker.server.tokens import bot_ids
from sucker.server.wire import ApiError

router = APIRouter()


@router.get("/api/leaderboard", responses=ERRORS)
async def leaderboard(request: Request,
                      limit: Annotated[int, Query(ge=1, le=500)] = 100,
                      bots: bool = False) -> Any:
    """Rated players (people and AI levels), best first; with ``bots``, the bot accounts
    and AI levels instead (bots are rated apart from people)."""
    server = server_of(request)
    rows = await server.store.run(server.store.leaderboard, 4 * limit)
    machines = await server.store.run(bot_ids, server.store.engine, [r["player"] for r in rows])
    rows = [r for r in rows if ratings.is_ai(r["player"]) or (r["player"] in machines) == bots]
    return {"players": [dict(ratings.public(r), bot=r["player"] in machines)
                        for r in rows[:limit]]}


@router.get("/api/players/ai/{level}", responses=ERRORS)
async def ai_player(request: Request, level: Literal["easy", "medium", "hard"]) -> Any:
    """An AI level as a player: its own path, which no account can occupy."""
    server = server_of(request)
    rows = await server.store.run(server.store.ratings_of, [f"ai:{level}"])
    if not rows:
        raise ApiError(404, "no-player", "this level has played no rated game yet")
    return await _profile(server, f"ai:{level}", rows, f"{level.capitalize()} AI")


@router.get("/api/players/{name}", responses=ERRORS)
async def player(request: Request, name: str) -> Any:
    """A player's rating, its history, their latest games and win rate by table size
    ("Hard AI" and the like: the level's profile, as /api/players/ai/hard; no account can
    take such a name)."""
    server = server_of(request)
    if len(name) > 64:
        raise ApiError(404, "no-player", "there is no such player")
    key = name.casefold()
    guest = await server.store.run(server.store.guest_by_name, key)
    player_id = guest or (f"ai:{key.split()[0]}" if key.endswith(" ai") else None)
    rows = await server.store.run(server.store.ratings_of, [player_id]) if player_id else {}
    if player_id is None or (guest is None and player_id not in rows):
        raise ApiError(404, "no-player", "there is no such player")
    return await _profile(server, player_id, rows, name)


async def _profile(server: Server, player_id: str, rows: dict[str, dict[str, Any]],
                   name: str) -> dict[str, Any]:
    info = await server.store.run(server.store.profile, player_id, 50)
    rating = rows.get(player_id)
    machines = await server.store.run(bot_ids, server.store.engine, [player_id])
    return {"name": rating["name"] if rating else name, "bot": player_id in machines,
            "rating": ratings.public(rating) if rating else None,
            "history": [{"rating": ratings.shown(h["mu"], h["sigma"]), "at": h["at"],
                         "table": h["table_id"]} for h in info["history"]],
            "games": [{"table": g["table_id"], "place": g["place"],
                       "players": g["players"], "rated": g["rated"], "ended": g["ended"]}
                      for g in info["games"]],
            "by_players": {str(b["players"]): {"games": b["games"], "wins": b["wins"] or 0}
                           for b in info["by_players"]}}
