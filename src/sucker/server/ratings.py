"""Ratings: openskill's Plackett–Luce model over each rated game's full order of places
(the winner first, then the players in the reverse order of their defeat). Every player is
rated — people with an account, and each AI level as one player (``ai:easy``…) — so that
people see how strong each level is. A rating is shown as ``mu - 3 sigma`` (what the model
is fairly sure the player is at least); it is provisional for the first games.

Before each game a person's uncertainty grows by openskill's usual drift (``TAU``: people
get better or worse), an AI level's does not: a program's strength is fixed, so its rating
converges instead of tracking its last few games."""

from __future__ import annotations

import math
from typing import Any

from openskill.models import PlackettLuce

MODEL = PlackettLuce(tau=0.0)  # the drift is applied per player, below
TAU = 25 / 300  # openskill's default drift, for people
PROVISIONAL_GAMES = 10


def is_ai(player: str) -> bool:
    return player.startswith("ai:")


def _before_game(row: dict[str, Any]) -> float:
    """The sigma a player enters a game with: people's skill drifts, a program's does not."""
    return row["sigma"] if is_ai(row["player"]) else math.hypot(row["sigma"], TAU)


def shown(mu: float, sigma: float) -> float:
    return round(mu - 3 * sigma, 2)


def fresh(player: str, name: str, now: float) -> dict[str, Any]:
    r = MODEL.rating()
    return {"player": player, "name": name, "mu": r.mu, "sigma": r.sigma, "games": 0,
            "wins": 0, "updated": now}


def rate(old: dict[str, dict[str, Any]], places: list[tuple[str, str, int]],
         now: float) -> dict[str, dict[str, Any]]:
    """New rating rows after one game: ``places`` lists (player, name, place), place 1 the
    winner; ``old`` holds the players' rows so far (missing: a new player)."""
    rows = [dict(old.get(p) or fresh(p, n, now), name=n) for p, n, _ in places]
    teams = [[MODEL.rating(mu=r["mu"], sigma=_before_game(r))] for r in rows]
    after = MODEL.rate(teams, ranks=[float(place) for _, _, place in places])
    out = {}
    for row, team, (_, _, place) in zip(rows, after, places, strict=True):
        row.update(mu=team[0].mu, sigma=team[0].sigma, games=row["games"] + 1,
                   wins=row["wins"] + (place == 1), updated=now)
        out[row["player"]] = row
    return out


def public(row: dict[str, Any]) -> dict[str, Any]:
    """A rating row as the leaderboard and profiles show it."""
    return {"name": row["name"], "rating": shown(row["mu"], row["sigma"]),
            "mu": round(row["mu"], 2), "sigma": round(row["sigma"], 2), "games": row["games"],
            "wins": row["wins"], "provisional": row["games"] < PROVISIONAL_GAMES,
            "ai": is_ai(row["player"])}
