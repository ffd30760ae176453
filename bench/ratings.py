"""The AI levels' fixed ratings: rated arena games among the three levels and a random
player, rated on wins alone by the server's own model (the winner first, everyone else
tied; no drift, a program's strength is fixed), then each player's shown rating with its
95% interval. ``--save`` keeps the three levels' ratings in the package
(src/sucker/server/ai_ratings.json), where the server reads them.

Tables of four, every seating and first player in turn:

    nice -n 10 .venv/bin/python bench/ratings.py --games 480 --think 0.02 --save
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from concurrent.futures import ProcessPoolExecutor

from sucker.ai.arena import MatchSpec, play_match
from sucker.engine import COLORS, Rules
from sucker.server import ratings

PLAYERS = ("ai:easy", "ai:medium", "ai:hard", "random")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=480)
    ap.add_argument("--think", type=float, default=0.02, help="hard's seconds a decision")
    ap.add_argument("--chips", type=int, default=7)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", action="store_true", help="write ai_ratings.json")
    args = ap.parse_args()
    seatings = list(itertools.permutations(PLAYERS))
    n = len(PLAYERS)
    specs = [MatchSpec(list(seatings[g % len(seatings)]), Rules(n, args.chips),
                       first=(g // len(seatings)) % n, seed=args.seed + g, think=args.think)
             for g in range(args.games)]
    model = ratings.MODEL
    skill = {p: model.rating() for p in PLAYERS}
    wins = dict.fromkeys(PLAYERS, 0)
    t0 = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for spec, result in zip(specs, pool.map(play_match, specs), strict=True):
            winner = spec.kinds[COLORS.index(result["record"]["result"]["winner"])]
            wins[winner] += 1
            after = model.rate([[skill[p]] for p in spec.kinds],
                               ranks=[1.0 if p == winner else 2.0 for p in spec.kinds])
            for p, team in zip(spec.kinds, after, strict=True):
                skill[p] = team[0]
    took = time.perf_counter() - t0
    print(f"{args.games} games of {n} in {took:.0f} s (hard at {args.think} s, "
          f"{args.chips} chips, {args.workers} workers)")
    print(f"{'player':<10} {'rating':>7} {'95% interval':>14} {'wins':>6}")
    for p in sorted(PLAYERS, key=lambda p: -skill[p].mu):
        mu, sigma = skill[p].mu, skill[p].sigma
        print(f"{p:<10} {ratings.shown(mu):>7} [{ratings.shown(mu - 1.96 * sigma):>5}, "
              f"{ratings.shown(mu + 1.96 * sigma):>5}] {wins[p] / args.games:>6.1%}")
    if args.save:
        data = {p: {"mu": round(skill[p].mu, 3), "sigma": round(skill[p].sigma, 3)}
                for p in PLAYERS if ratings.is_ai(p)}
        ratings.AI_RATINGS.write_text(json.dumps(data, indent=2) + "\n")
        print(f"saved {ratings.AI_RATINGS}")


if __name__ == "__main__":
    main()
