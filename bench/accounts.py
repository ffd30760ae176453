"""Accounts under attack and at size, against a real server (fresh SQLite, or ``--db``):

- 1,000 wrong passwords for one account, and 1,000 for as many different usernames: what
  each answer was (401 wrong, 429 wait), how long an attempt took, and whether an unknown
  username is answered any differently from a known one (no enumeration);
- 10,000 accounts with ratings: p50/p95 of GET /api/leaderboard and /api/players/NAME.

    .venv/bin/python bench/accounts.py --attempts 1000 --accounts 10000
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Server  # noqa: E402
from sucker.server.db import Store, guests, ratings  # noqa: E402


def timed(fn: object, n: int) -> list[float]:
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)  # type: ignore[operator]
        out.append(time.perf_counter() - t0)
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return round(1000 * xs[min(len(xs) - 1, int(p * len(xs)))], 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--attempts", type=int, default=1000)
    ap.add_argument("--accounts", type=int, default=10000)
    ap.add_argument("--db", default="")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp), args.db, SUCKER_GUESTS_BURST="1000000")
        server.start()
        try:
            http = httpx.Client(base_url=server.url, timeout=30)
            r = http.post("/api/account", json={"username": "Victim", "password": "s3cret-pass"})
            r.raise_for_status()
            out: dict[str, object] = {}
            # Enumeration: a wrong password for a known and for an unknown name, before any
            # delay runs: the same answer, in about the same time.
            same = []
            for name in ("victim", "no-such-user-at-all"):
                t0 = time.perf_counter()
                r = httpx.post(server.url + "/api/account/login",
                               json={"username": name, "password": "x" * 8})
                same.append((r.status_code, r.json(), round(1000 * (time.perf_counter() - t0))))
            out["known_vs_unknown"] = same
            for label, names in (("one account", ["Victim"] * args.attempts),
                                 ("many usernames",
                                  [f"user{i}" for i in range(args.attempts)])):
                codes: dict[int, int] = {}
                times = timed(lambda i, names=names, codes=codes: codes.update(
                    {(s := httpx.post(server.url + "/api/account/login", json={
                        "username": names[i], "password": f"guess{i}"}).status_code):
                        codes.get(s, 0) + 1}), len(names))
                out[label] = {"answers": codes, "p50_ms": pct(times, 0.5),
                              "p95_ms": pct(times, 0.95)}
            # Size: many accounts, each with a rating, straight into the database.
            store = Store(f"sqlite:///{tmp}/sucker.db" if not args.db else
                          args.db.replace("postgresql://", "postgresql+psycopg://"))
            rng = random.Random(1)
            with store.engine.begin() as conn:
                conn.execute(guests.insert(), [
                    {"id": f"bulk{i}", "name": f"Player {i}", "created": 0.0,
                     "username_key": f"player {i}", "password": "x"}
                    for i in range(args.accounts)])
                conn.execute(ratings.insert(), [
                    {"player": f"bulk{i}", "name": f"Player {i}", "mu": rng.gauss(25, 4),
                     "sigma": rng.uniform(1, 8), "games": rng.randrange(50), "wins": 0,
                     "updated": 0.0} for i in range(args.accounts)])
            store.close()
            board = timed(lambda i: http.get("/api/leaderboard").raise_for_status(), 200)
            profile = timed(lambda i: http.get(
                f"/api/players/Player {rng.randrange(args.accounts)}").raise_for_status(), 200)
            out["accounts"] = args.accounts
            out["leaderboard_ms"] = {"p50": pct(board, 0.5), "p95": pct(board, 0.95)}
            out["profile_ms"] = {"p50": pct(profile, 0.5), "p95": pct(profile, 0.95)}
            print(json.dumps(out, indent=1))
            print(f"mean wrong-login answer: {statistics.fmean(times) * 1000:.1f} ms")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
