"""How well each evaluation predicts the winner, and the fit of the learned one
(:mod:`sucker.ai.value`).

    .venv/bin/python bench/value.py                  # measure on 2000 medium self-play games
    .venv/bin/python bench/value.py --fit            # and refit src/sucker/ai/value.json
    .venv/bin/python bench/value.py --games 40       # a quick run (for `make bench`)

Games are medium against medium, seeded (70% on the standard table, the rest on other rule
sets), saved in bench/out/ and reused. Positions of one game in five are held out; on them
the script prints the log-loss (lower is better) and how often the favourite won, for: every
player alike, the hand-made :func:`sucker.ai.heuristics.evaluate`, the value of value.json,
and a value refitted on the other games. ``--fit`` then fits on every game and writes
value.json. The model is a conditional logit fitted by Newton's method (numpy).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np

from sucker.ai.arena import MatchSpec, play_match
from sucker.ai.heuristics import evaluate
from sucker.ai.value import FEATURES, features, value
from sucker.engine import COLORS, Game, Rules
from sucker.records import parse_record

OUT = Path(__file__).parent / "out"
VALUE_JSON = Path(__file__).parents[1] / "src" / "sucker" / "ai" / "value.json"
L2 = 1e-3  # ridge penalty of the fit


def rules_for(rng: random.Random) -> Rules:
    if rng.random() < 0.7:
        return Rules()
    variant = "sucker-bench" if rng.random() < 0.15 else "nash1950"
    return Rules(rng.choice([3, 4, 5, 6]), rng.choice([3, 4, 5, 6, 7, 8, 10]), variant)


def self_play(games: int, seed: int, jobs: int) -> list[dict[str, object]]:
    """``games`` medium self-play records, from bench/out/ when played before."""
    path = OUT / f"value-medium-{seed}-{games}.jsonl"
    if path.exists():
        return [json.loads(line) for line in path.read_text().splitlines()]
    rng = random.Random(seed)
    specs = []
    for g in range(games):
        rules = rules_for(rng)
        kinds = ["ai:medium"] * rules.players
        specs.append(MatchSpec(kinds, rules, rng.randrange(rules.players), seed * 100000 + g))
    records = []
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for i, result in enumerate(pool.imap(play_match, specs, chunksize=2), 1):
            records.append(result["record"])
            if i % 100 == 0 or i == games:
                print(f"  played {i}/{games}", file=sys.stderr, flush=True)
    OUT.mkdir(exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return records


def positions(records: list[dict[str, object]]) -> list[tuple[Game, int, int]]:
    """Every position before the end of each game: (position, winner, game number)."""
    out = []
    for k, doc in enumerate(records):
        record = parse_record(doc)
        assert record.result is not None
        winner = COLORS.index(str(record.result["winner"]))
        game = record.new_game()
        for action in record.actions:
            game.apply(action)
            if game.is_over():
                break
            out.append((game.copy(), winner, k))
    return out


def arrays(data: list[tuple[Game, int, int]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features (positions x 6 seats x features), who may win, the winners."""
    x = np.zeros((len(data), 6, len(FEATURES)))
    alive = np.zeros((len(data), 6), bool)
    for i, (game, _, _) in enumerate(data):
        x[i, : game.n] = features(game)
        alive[i, : game.n] = game.alive
    return x, alive, np.array([w for _, w, _ in data])


def softmax(w: np.ndarray, x: np.ndarray, alive: np.ndarray) -> np.ndarray:
    s = np.where(alive, x @ w, -np.inf)
    e = np.exp(s - s.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def fit(x: np.ndarray, alive: np.ndarray, winners: np.ndarray) -> np.ndarray:
    """The weights of largest (ridge-penalised) likelihood of the winners."""
    n, d = len(winners), x.shape[2]
    w = np.zeros(d)
    for _ in range(50):
        p = softmax(w, x, alive)
        mean = np.einsum("np,npd->nd", p, x)
        grad = (x[np.arange(n), winners] - mean).sum(0) / n - L2 * w
        second = np.einsum("np,npd,npe->de", p, x, x) - mean.T @ mean
        step = np.linalg.solve(second / n + L2 * np.eye(d), grad)
        w += step
        if np.abs(step).max() < 1e-8:
            break
    return w


def score(predict: Callable[[Game], list[float]], data: list[tuple[Game, int, int]]) -> str:
    loss = 0.0
    hits = 0.0
    for game, winner, _ in data:
        p = predict(game)
        loss -= math.log(max(p[winner], 1e-9))
        favourites = [q for q in range(game.n) if p[q] == max(p)]
        hits += (winner in favourites) / len(favourites)  # a tie: a share of a hit
    return f"log-loss {loss / len(data):.4f}  favourite won {hits / len(data):6.1%}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="self-play games (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--fit", action="store_true", help="refit and write value.json")
    args = parser.parse_args()
    records = self_play(args.games, args.seed, args.jobs)
    data = positions(records)
    held_out = [d for d in data if d[2] % 5 == 0]
    train = [d for d in data if d[2] % 5 != 0]
    refit = tuple(fit(*arrays(train)))
    print(f"value: {len(records)} medium self-play games, {len(data)} positions; "
          f"held out: {len(held_out)} positions of one game in five")
    for name, subset in (
        ("every table", held_out),
        ("standard table", [d for d in held_out if d[0].rules == Rules()]),
    ):
        print(f"  {name}:")
        uniform: Callable[[Game], list[float]] = lambda g: [  # noqa: E731
            1.0 / g.alive_count if a else 0.0 for a in g.alive
        ]
        print(f"    {'every player alike':>22}  {score(uniform, subset)}")
        print(f"    {'heuristics.evaluate':>22}  {score(evaluate, subset)}")
        try:
            print(f"    {'value.json':>22}  {score(value, subset)}")
        except RuntimeError as e:
            print(f"    {'value.json':>22}  {e}")
        print(f"    {'refitted':>22}  {score(lambda g: value(g, refit), subset)}")
    if args.fit:
        weights = fit(*arrays(data))
        VALUE_JSON.write_text(json.dumps({
            "features": FEATURES,
            "weights": [round(float(w), 4) for w in weights],
            "fitted": f"bench/value.py --fit --games {args.games} --seed {args.seed}",
        }, indent=1) + "\n")
        print(f"wrote {VALUE_JSON}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
