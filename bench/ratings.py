"""Do ratings mean something? Rated arena games among the three AI levels, fed to the
server's own rating code (openskill Plackett–Luce over each game's full order), then the
leaderboard with each level's 95% interval (mu ± 1.96 sigma) and conservative rating.

Tables of three (easy, medium, hard), or of four with ``--fourth random`` (a fourth rated
player), every seating and first player in turn:

    .venv/bin/python bench/ratings.py --games 420 --think 0.05
    .venv/bin/python bench/ratings.py --games 480 --think 0.05 --fourth random
"""

from __future__ import annotations

import argparse
import itertools
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from sucker.ai.arena import MatchSpec, play_match
from sucker.engine import COLORS, Rules
from sucker.records import load
from sucker.server import ratings

LEVELS = ("easy", "medium", "hard")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=420)
    ap.add_argument("--think", type=float, default=0.05, help="hard's seconds a decision")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fourth", default=None, help="a fourth seat kind, e.g. random")
    args = ap.parse_args()
    kinds = [f"ai:{lv}" for lv in LEVELS] + ([args.fourth] if args.fourth else [])
    seatings = list(itertools.permutations(kinds))
    n = len(kinds)
    specs = [MatchSpec(list(seatings[g % len(seatings)]), Rules(n, 7),
                       first=(g // len(seatings)) % n, seed=args.seed + g, think=args.think)
             for g in range(args.games)]
    t0 = time.perf_counter()
    rows: dict[str, dict[str, Any]] = {}
    with ProcessPoolExecutor(args.workers) as pool:
        for spec, result in zip(specs, pool.map(play_match, specs), strict=True):
            record = result["record"]
            winner = COLORS.index(record["result"]["winner"])
            defeated = _defeat_order(record)
            order = [winner, *reversed(defeated)]
            places = [(spec.kinds[p], spec.kinds[p], i + 1) for i, p in enumerate(order)]
            rows.update(ratings.rate(rows, places, time.time()))
    print(f"{args.games} games in {time.perf_counter() - t0:.0f} s (hard at {args.think} s)")
    print(f"{'player':<10} {'rating':>7} {'mu':>6} {'95% interval':>16} {'wins':>6}")
    for row in sorted(rows.values(), key=lambda r: -ratings.shown(r["mu"], r["sigma"])):
        mu, sigma = row["mu"], row["sigma"]
        print(f"{row['player']:<10} {ratings.shown(mu, sigma):>7.2f} {mu:>6.2f} "
              f"[{mu - 1.96 * sigma:>6.2f}, {mu + 1.96 * sigma:>6.2f}] "
              f"{row['wins'] / row['games']:>6.1%}")


def _defeat_order(record: dict[str, Any]) -> list[int]:
    """The colours in the order they were defeated, replaying the record."""
    return list(load(record)[1].defeated)


if __name__ == "__main__":
    main()
