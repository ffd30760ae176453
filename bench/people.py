"""The leaderboard and profiles at size, against a real server: a fresh database (SQLite, or
``--db`` PostgreSQL) filled with ``--accounts`` rated accounts and ``--games`` finished
games of four (people and AI seats, some private, half rated, each with its results and
rating history), then p50/p95 of GET /api/leaderboard and GET /api/players/NAME, asked by
a visitor and by a logged-in player (who also sees their own private games).

    nice -n 10 .venv/bin/python bench/people.py --accounts 10000 --games 30000
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Server  # noqa: E402
from sucker.server import ratings  # noqa: E402
from sucker.server.db import (  # noqa: E402
    Store,
    guests,
    migrate,
    player_games,
    rating_history,
    results,
    tables,
)
from sucker.server.db import ratings as ratings_t  # noqa: E402

PASSWORD = "bench-password"


def timed(fn: Callable[[int], object], n: int) -> list[float]:
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)
        out.append(time.perf_counter() - t0)
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return round(1000 * xs[min(len(xs) - 1, int(p * len(xs)))], 1)


def fill(store: Store, accounts: int, games: int, rng: random.Random) -> None:
    """Accounts, games and ratings straight into the database, as the server stores them."""
    people = [f"bulk{i}" for i in range(accounts)]
    table_rows, result_rows, history_rows = [], [], []
    played: dict[str, list[int]] = {p: [0, 0] for p in people}
    counted: dict[tuple[str, int, bool, bool], list[int]] = {}
    for g in range(games):
        tid = f"b{g}"
        rated = g % 2 == 0
        ended = 1e9 + g
        seats = rng.sample(people, rng.randint(1, 3))
        seats += [f"ai:{rng.choice(['easy', 'medium', 'hard'])}" for _ in range(4 - len(seats))]
        rng.shuffle(seats)
        table_rows.append({
            "id": tid, "status": "over", "private": g % 10 == 0, "invite": "x", "players": 4,
            "chips": 7, "variant": "nash1950", "decision_seconds": 60, "ai_level": "medium",
            "seats": "[]", "first": 0, "created": ended - 600, "started": ended - 600,
            "ended": ended, "winner": 0, "seq": 100, "deadline": None, "rematch": None,
            "seen": ended, "rated": rated, "lang": "en"})
        for color, player in enumerate(seats):
            first_seat = seats.index(player) == color  # a player counts once a table
            if first_seat:
                c = counted.setdefault((player, 4, rated, g % 10 == 0), [0, 0])
                c[0] += 1
                c[1] += color == 0
            result_rows.append({"table_id": tid, "color": color, "player": player,
                                "place": color + 1, "players": 4, "rated": rated,
                                "ended": ended})
            if rated and not ratings.is_ai(player):
                played[player][0] += 1
                played[player][1] += color == 0
                history_rows.append({"player": player, "table_id": tid,
                                     "mu": rng.gauss(25, 4), "sigma": 3.0, "at": ended})
    with store.engine.begin() as conn:
        conn.execute(guests.insert(), [
            {"id": p, "name": f"Player {i}", "created": 0.0, "username_key": f"player {i}",
             "password": "x"} for i, p in enumerate(people)])
        conn.execute(ratings_t.insert(), [
            {"player": p, "name": f"Player {i}", "mu": rng.gauss(25, 4), "sigma": 3.0,
             "games": played[p][0], "wins": played[p][1], "updated": 0.0}
            for i, p in enumerate(people) if played[p][0]])
        count_rows = [{"player": p, "players": n, "rated": r, "private": x, "games": c[0],
                       "wins": c[1]} for (p, n, r, x), c in counted.items()]
        for rows, table in ((table_rows, tables), (result_rows, results),
                            (history_rows, rating_history), (count_rows, player_games)):
            for at in range(0, len(rows), 5000):
                conn.execute(table.insert(), rows[at:at + 5000])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--accounts", type=int, default=10000)
    ap.add_argument("--games", type=int, default=30000)
    ap.add_argument("--requests", type=int, default=200)
    ap.add_argument("--db", default="", help="postgresql://… (an empty database)")
    args = ap.parse_args()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        url = (args.db.replace("postgresql://", "postgresql+psycopg://") if args.db
               else f"sqlite:///{tmp}/sucker.db")
        store = Store(url)
        migrate(store.engine)
        t0 = time.perf_counter()
        fill(store, args.accounts, args.games, rng)
        store.close()
        filled = time.perf_counter() - t0
        server = Server(Path(tmp), args.db)
        try:
            for attempt in range(5):  # a busy machine: a start may miss the kit's deadline
                try:
                    server.start()
                    break
                except AssertionError:
                    if attempt == 4:
                        raise
            visitor = httpx.Client(base_url=server.url, timeout=30)
            player = httpx.Client(base_url=server.url, timeout=30)
            player.post("/api/account", json={"username": "Bench Me", "password": PASSWORD}
                        ).raise_for_status()
            out: dict[str, object] = {"accounts": args.accounts, "games": args.games,
                                      "fill_s": round(filled, 1)}
            for who, http in (("visitor", visitor), ("logged_in", player)):
                board = timed(lambda _i, h=http: h.get("/api/leaderboard").raise_for_status(),
                              args.requests)
                prof = timed(lambda _i, h=http: h.get(
                    f"/api/players/Player {rng.randrange(args.accounts)}").raise_for_status(),
                    args.requests)
                out[who] = {"leaderboard_ms": {"p50": pct(board, 0.5), "p95": pct(board, 0.95)},
                            "profile_ms": {"p50": pct(prof, 0.5), "p95": pct(prof, 0.95)}}
            print(json.dumps(out, indent=1))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
