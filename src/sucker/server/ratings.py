"""Ratings on wins alone: in So Long Sucker only the winner wins (rules.md), so a rated
game ranks its winner first and everyone else tied, and openskill's Plackett–Luce model
rates that. A rating is shown on the Elo scale people know: a new player at 1500, and a gap
of 200 points means what it means in chess (the stronger wins 76% head to head, by the
model); never below 0; provisional ("?") for the first :data:`PROVISIONAL_GAMES` rated
games.

People are rated; an AI level is a program whose strength does not change, so its rating
is fixed (measured once in the arena by bench/ratings.py, kept in ``ai_ratings.json``):
people's ratings move against that value and the AI's never moves. Each person's
uncertainty grows before a game by openskill's usual drift (people get better or worse).

A result may count with a weight below 1 (see :func:`weight`): the same accounts meeting
often in a week is how ratings are farmed, so their later games move ratings less."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from openskill.models import PlackettLuce

MODEL = PlackettLuce(tau=0.0)  # the drift is applied per person, below
TAU = MODEL.mu / 300  # openskill's default drift
START = 1500  # a new player's shown rating
# Shown points per unit of mu: head to head the model wins with 1 / (1 + e^(-d / (√2 beta))),
# Elo with 1 / (1 + 10^(-D / 400)); the same odds for D = SCALE * d.
SCALE = 400 / (math.log(10) * math.sqrt(2) * MODEL.beta)
PROVISIONAL_GAMES = 10
WEEK = 7 * 86400
FULL_MEETINGS = 3  # rated games the same two accounts play in a week at full weight
AI_RATINGS = Path(__file__).resolve().parent / "ai_ratings.json"
AI: dict[str, dict[str, float]] = json.loads(AI_RATINGS.read_text())
AI_NAMES = {player: f"{player.split(':')[1].capitalize()} AI" for player in AI}


def is_ai(player: str) -> bool:
    return player.startswith("ai:")


def shown(mu: float) -> int:
    """The rating people see: Elo-like, a new player at 1500, never negative."""
    return max(0, round(START + SCALE * (mu - MODEL.mu)))


def fresh(player: str, name: str, now: float) -> dict[str, Any]:
    return {"player": player, "name": name, "mu": MODEL.mu, "sigma": MODEL.sigma,
            "games": 0, "wins": 0, "updated": now}


def ai_row(player: str) -> dict[str, Any]:
    """An AI level's fixed rating, as a rating row."""
    return {"player": player, "name": AI_NAMES[player], "mu": AI[player]["mu"],
            "sigma": AI[player]["sigma"], "games": 0, "wins": 0, "updated": 0.0}


def weight(meetings: int) -> float:
    """How much a rated result counts when the two accounts already met ``meetings`` times
    in rated games this week: fully for the first :data:`FULL_MEETINGS`, then half as much
    each time."""
    return 0.5 ** max(0, meetings - FULL_MEETINGS + 1)


def rate(old: dict[str, dict[str, Any]], places: list[tuple[str, str, int]], now: float,
         weights: dict[str, float] | None = None) -> dict[str, dict[str, Any]]:
    """People's new rating rows after one rated game: ``places`` lists (player, name,
    place), place 1 the winner; ``old`` holds people's rows so far (missing: a new
    player); ``weights`` how much the game counts for each person (1 unless said). AI
    seats play at their fixed rating and get no row."""
    weights = weights or {}
    rows = [ai_row(p) if is_ai(p) else dict(old.get(p) or fresh(p, n, now), name=n)
            for p, n, _ in places]
    teams = [[MODEL.rating(mu=r["mu"], sigma=r["sigma"] if is_ai(r["player"])
                           else math.hypot(r["sigma"], TAU))] for r in rows]
    after = MODEL.rate(teams, ranks=[1.0 if place == 1 else 2.0 for _, _, place in places])
    out = {}
    for row, team, (_, _, place) in zip(rows, after, places, strict=True):
        if is_ai(row["player"]):
            continue
        w = weights.get(row["player"], 1.0)
        row.update(mu=row["mu"] + w * (team[0].mu - row["mu"]),
                   sigma=row["sigma"] + w * (team[0].sigma - row["sigma"]),
                   games=row["games"] + 1, wins=row["wins"] + (place == 1), updated=now)
        out[row["player"]] = row
    return out


def provisional(row: dict[str, Any]) -> bool:
    """Still provisional: a person with few rated games (``rated_games`` where the shown
    ``games`` leave out private ones). An AI level's rating is measured, never provisional."""
    return not is_ai(row["player"]) and row.get("rated_games", row["games"]) < PROVISIONAL_GAMES


def public(row: dict[str, Any]) -> dict[str, Any]:
    """A rating row as the leaderboard and profiles show it."""
    return {"name": row["name"], "rating": shown(row["mu"]), "games": row["games"],
            "wins": row["wins"], "provisional": provisional(row), "ai": is_ai(row["player"])}
