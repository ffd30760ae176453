"""The AI levels' fixed ratings: rated arena games among the three levels and a random
player, on wins alone (the winner first, everyone else tied), and each player's shown
rating with its 95% interval, two ways (and, fitted, the gap between each level and the
next with its 95% interval):

- online, as the server rates people: openskill's Plackett–Luce updates game after game
  (no drift: a program's strength is fixed);
- fitted, as the AI levels' fixed ratings are set: the same likelihood (a table's winner
  is player i with odds exp(mu_i / c), c = sqrt(players) * beta for settled ratings)
  maximised over all games at once, with a weak prior (sd 3 beta) so that a player who
  never wins stays finite, and its interval from the curvature (Laplace). Online updates
  keep a wide sigma long after the games have pinned the strengths down; the fit uses
  every game fully.

``--save`` keeps the three levels' fitted ratings in the package
(src/sucker/server/ai_ratings.json), where the server reads them.

Tables of four, every seating and first player in turn:

    nice -n 10 .venv/bin/python bench/ratings.py --games 480 --think 0.02 --save
    .venv/bin/python bench/ratings.py --replay bench/ratings_games.jsonl --save  # the served fit
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from sucker.ai.arena import MatchSpec, play_match
from sucker.engine import COLORS, Rules
from sucker.server import ratings

PLAYERS = ("ai:easy", "ai:medium", "ai:hard", "random")
ANCHOR = "ai:medium"  # at 1500, where new players start: the level one-click play uses


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=480)
    ap.add_argument("--think", type=float, default=0.02, help="hard's seconds a decision")
    ap.add_argument("--chips", type=int, default=7)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", action="store_true", help="write ai_ratings.json")
    ap.add_argument("--log", type=Path, help="append each game's seating and winner (JSON lines)")
    ap.add_argument("--replay", type=Path, nargs="+", metavar="LOG",
                    help="rate the games of these --log files instead of playing")
    args = ap.parse_args()
    n = len(PLAYERS)
    model = ratings.MODEL
    skill = {p: model.rating() for p in PLAYERS}
    wins = dict.fromkeys(PLAYERS, 0)
    games: list[tuple[list[str], str]] = []
    t0 = time.perf_counter()
    for kinds, winner in (replayed(args.replay) if args.replay else played(args)):
        wins[winner] += 1
        games.append((kinds, winner))
        after = model.rate([[skill[p]] for p in kinds],
                           ranks=[1.0 if p == winner else 2.0 for p in kinds])
        for p, team in zip(kinds, after, strict=True):
            skill[p] = team[0]
    took = time.perf_counter() - t0
    if args.replay:
        print(f"{len(games)} games of {n} replayed from {', '.join(map(str, args.replay))}")
    else:
        print(f"{len(games)} games of {n} in {took:.0f} s (hard at {args.think} s, "
              f"{args.chips} chips, {args.workers} workers)")
    fitted, pairs = fit(games, n)
    print(f"{'player':<10} {'fitted':>7} {'95% interval':>14} {'online':>7} "
          f"{'95% interval':>14} {'wins':>6}")
    for p in sorted(PLAYERS, key=lambda p: -fitted[p][0]):
        cells = []
        for mu, sigma in (fitted[p], (skill[p].mu, skill[p].sigma)):
            cells.append(f"{ratings.shown(mu):>7} [{ratings.shown(mu - 1.96 * sigma):>5}, "
                         f"{ratings.shown(mu + 1.96 * sigma):>5}]")
        print(f"{p:<10} {' '.join(cells)} {wins[p] / len(games):>6.1%}")
    order = sorted(PLAYERS, key=lambda p: -fitted[p][0])
    for hi, lo in itertools.pairwise(order):
        d, sd = (x * ratings.SCALE for x in pairs[(hi, lo)])
        print(f"{hi} - {lo}: {d:.0f} points [{d - 1.96 * sd:.0f}, {d + 1.96 * sd:.0f}]")
    if args.save:
        data = {p: {"mu": round(fitted[p][0], 3), "sigma": round(fitted[p][1], 3)}
                for p in PLAYERS if ratings.is_ai(p)}
        ratings.AI_RATINGS.write_text(json.dumps(data, indent=2) + "\n")
        print(f"saved {ratings.AI_RATINGS}")


def played(args: argparse.Namespace) -> Iterator[tuple[list[str], str]]:
    """Each game's seating and winner as the games end (and in ``--log``)."""
    seatings = list(itertools.permutations(PLAYERS))
    n = len(PLAYERS)
    specs = [MatchSpec(list(seatings[g % len(seatings)]), Rules(n, args.chips),
                       first=(g // len(seatings)) % n, seed=args.seed + g, think=args.think)
             for g in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        for spec, result in zip(specs, pool.map(play_match, specs), strict=True):
            winner = spec.kinds[COLORS.index(result["record"]["result"]["winner"])]
            if args.log:
                with args.log.open("a") as out:
                    out.write(json.dumps({"seed": spec.seed, "kinds": spec.kinds,
                                          "winner": winner}) + "\n")
            yield spec.kinds, winner


def replayed(logs: list[Path]) -> Iterator[tuple[list[str], str]]:
    """The games of earlier runs' ``--log`` files, to rate (and ``--save``) them together."""
    for path in logs:
        for line in path.read_text().splitlines():
            if line.strip():
                game = json.loads(line)
                kinds, winner = game["kinds"], game["winner"]
                if sorted(kinds) != sorted(PLAYERS) or winner not in kinds:
                    raise SystemExit(f"{path}: not a game of {', '.join(PLAYERS)}: {line}")
                yield kinds, winner


def fit(games: list[tuple[list[str], str]], n: int
        ) -> tuple[dict[str, tuple[float, float]], dict[tuple[str, str], tuple[float, float]]]:
    """Each player's mu (and its sd around the players' mean) maximising the win-only
    likelihood over all games (Newton's method on the log-posterior), placed so that
    :data:`ANCHOR` is at the starting mu: a new player starts level with it. Also each
    pair's difference of mu and its sd, which no choice of where the scale sits changes
    (the sd around the mean carries every other player's uncertainty: a player who seldom
    wins widens everyone's)."""
    model = ratings.MODEL
    c = np.sqrt(n) * model.beta
    index = {p: i for i, p in enumerate(PLAYERS)}
    prior = 1 / (3 * model.beta / c) ** 2  # precision of the prior, in units of mu / c
    s = np.zeros(len(PLAYERS))
    for _ in range(50):
        grad = -prior * s
        hess = -prior * np.eye(len(PLAYERS))
        for kinds, winner in games:
            at = np.array([index[k] for k in kinds])
            p = np.exp(s[at] - s[at].max())
            p /= p.sum()
            g = np.zeros(len(PLAYERS))
            np.add.at(g, at, -p)
            g[index[winner]] += 1
            grad += g
            q = np.zeros(len(PLAYERS))
            np.add.at(q, at, p)
            hess -= np.diag(q) - np.outer(q, q)
        step = np.linalg.solve(hess, grad)
        s -= step
        if np.abs(step).max() < 1e-10:
            break
    centre = np.eye(len(PLAYERS)) - 1 / len(PLAYERS)  # the sd of each mu around their mean
    sd = np.sqrt(np.diag(centre @ np.linalg.inv(-hess) @ centre))
    cov = np.linalg.inv(-hess)
    pairs = {(p, q): (c * (s[i] - s[j]), c * np.sqrt(cov[i, i] + cov[j, j] - 2 * cov[i, j]))
             for p, i in index.items() for q, j in index.items() if i != j}
    s -= s[index[ANCHOR]]
    return {p: (model.mu + c * s[i], c * sd[i]) for p, i in index.items()}, pairs


if __name__ == "__main__":
    main()
