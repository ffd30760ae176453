"""How well each evaluation predicts the winner, and the fit of the learned one
(:mod:`sucker.ai.value`).

    .venv/bin/python bench/value.py                  # measure on 2000 medium self-play games
    .venv/bin/python bench/value.py --fit value      # and refit src/sucker/ai/value.json
    .venv/bin/python bench/value.py --fit chances    # or src/sucker/ai/chances.json
    .venv/bin/python bench/value.py --games 40       # a quick run (for `make bench`)

Games are medium against medium, seeded (70% on the standard table, the rest on other rule
sets), saved in bench/out/ and reused. Positions of one game in five are held out; on them
the script prints the log-loss (lower is better) and how often the favourite won, for: every
player alike, the hand-made :func:`sucker.ai.heuristics.evaluate`, the two fitted models
(value.json's logit, chances.json's network) and each refitted on the other games. ``--fit``
then fits one of them on every game and writes its file. Both are fitted in numpy: the logit
by Newton's method, the network by Adam on the log-likelihood of the winners.
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
from sucker.ai.value import FEATURES, Net, chances, features, inputs, value
from sucker.engine import COLORS, Game, Rules
from sucker.records import parse_record

OUT = Path(__file__).parent / "out"
MODELS = Path(__file__).parents[1] / "src" / "sucker" / "ai"
L2 = 1e-3  # ridge penalty of the linear fit
HIDDEN = 64  # units of the network
EPOCHS = 40


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


def fit_linear(x: np.ndarray, alive: np.ndarray, winners: np.ndarray) -> np.ndarray:
    """The linear weights of largest (ridge-penalised) likelihood of the winners."""
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


def fit_net(x: np.ndarray, alive: np.ndarray, winners: np.ndarray, seed: int = 0) -> Net:
    """The network fitted to the winners by Adam (minibatches of 512, a small weight decay)."""
    z = inputs(x, alive)
    rng = np.random.default_rng(seed)
    d = z.shape[2]
    net = Net(rng.normal(0, d ** -0.5, (d, HIDDEN)), np.zeros(HIDDEN),
              rng.normal(0, 0.1 * HIDDEN ** -0.5, HIDDEN), np.zeros(d))
    names = ("w1", "b1", "w2", "wl")
    first = {k: np.zeros_like(getattr(net, k)) for k in names}
    second = {k: np.zeros_like(getattr(net, k)) for k in names}
    step = 0
    for _ in range(EPOCHS):
        order = rng.permutation(len(winners))
        for start in range(0, len(order), 512):
            batch = order[start:start + 512]
            zb, ab = z[batch], alive[batch]
            hidden, s = net.forward(zb)
            s = np.where(ab, s, -np.inf)
            p = np.exp(s - s.max(1, keepdims=True))
            p /= p.sum(1, keepdims=True)
            p[np.arange(len(batch)), winners[batch]] -= 1.0  # d(loss)/d(score), summed
            p /= len(batch)
            dh = p[..., None] * net.w2 * (hidden > 0)
            grads = {
                "w1": np.einsum("bsd,bsh->dh", zb, dh),
                "b1": dh.sum((0, 1)),
                "w2": np.einsum("bs,bsh->h", p, hidden),
                "wl": np.einsum("bs,bsd->d", p, zb),
            }
            step += 1
            for k in names:
                g = grads[k] + 1e-4 * getattr(net, k)
                first[k] = 0.9 * first[k] + 0.1 * g
                second[k] = 0.999 * second[k] + 0.001 * g * g
                update = (first[k] / (1 - 0.9**step)) / (
                    np.sqrt(second[k] / (1 - 0.999**step)) + 1e-8
                )
                setattr(net, k, getattr(net, k) - 3e-3 * update)
    return net


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
    parser.add_argument("--fit", choices=("value", "chances"), help="refit one model and write "
                        "its file")
    args = parser.parse_args()
    records = self_play(args.games, args.seed, args.jobs)
    data = positions(records)
    held_out = [d for d in data if d[2] % 5 == 0]
    train = [d for d in data if d[2] % 5 != 0]
    train_arrays = arrays(train)
    linear = tuple(fit_linear(*train_arrays))
    network = fit_net(*train_arrays)
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
        for name, model in (("value.json", value), ("chances.json", chances)):
            try:
                print(f"    {name:>22}  {score(model, subset)}")
            except RuntimeError as e:
                print(f"    {name:>22}  {e}")
        print(f"    {'logit, refitted':>22}  {score(lambda g: value(g, linear), subset)}")
        print(f"    {'network, refitted':>22}  {score(lambda g: chances(g, network), subset)}")
    fitted = f"bench/value.py --fit {args.fit} --games {args.games} --seed {args.seed}"
    if args.fit == "value":
        weights = fit_linear(*arrays(data))
        doc: dict[str, object] = {
            "features": FEATURES, "weights": [round(float(w), 4) for w in weights]
        }
        (MODELS / "value.json").write_text(json.dumps({**doc, "fitted": fitted}, indent=1) + "\n")
    elif args.fit == "chances":
        doc = fit_net(*arrays(data)).to_json()
        (MODELS / "chances.json").write_text(json.dumps({**doc, "fitted": fitted}) + "\n")
    if args.fit:
        print(f"wrote {MODELS / (args.fit + '.json')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
