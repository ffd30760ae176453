"""How well the analysis's chances are calibrated for each population of players
(:func:`sucker.ai.analysis.evaluate`), and their fit.

    .venv/bin/python bench/calibration.py          # measure on the held-out games
    .venv/bin/python bench/calibration.py --fit    # refit src/sucker/ai/calibration.json first
    .venv/bin/python bench/calibration.py --short  # a smoke run for `make bench` (6 and 4
                                                   # games of other seeds, no diagram)

Games come from ``bench/games.py`` (played if missing): ``--games`` a population with seed
``--seed`` to fit on, ``--held-out`` a population with seed ``--held-seed`` to measure on
(never fitted on). Over every position before each game's end, per population: the log-loss
of the winner's chance (lower is better) against a uniform guess over the players still in,
the expected calibration error (ECE: every live player's chance, in ten bins of equal width,
the gap between the mean chance and the share that won, weighted by the bin's size), the
least chance of a live player holding chips, and the same log-loss and ECE for the network
uncalibrated (value.json's sibling chances.json, as the analysis showed it before). Writes a
reliability diagram to docs/calibration.png.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from games import POPULATIONS, games
from sucker.ai.analysis import (
    CALIBRATION,
    calibration_inputs,
    floored,
    medium_answer,
    observations,
)
from sucker.ai.observed import Observed
from sucker.engine import COLORS
from sucker.records import parse_record
from value import fit_linear

MODELS = Path(__file__).parents[1] / "src" / "sucker" / "ai"
DOCS = Path(__file__).parents[1] / "docs"
OUT = Path(__file__).parent / "out"
BINS = 10

Data = dict[str, np.ndarray]


def positions(docs: list[dict[str, object]]) -> Data:
    """Every position after an action and before the end, as the analysis sees it
    (:func:`observations`, padded to 6 seats), who holds chips, and the winner."""
    names = ("score", "medium", "easy", "gifts", "alive")
    rows: dict[str, list[np.ndarray]] = {k: [] for k in (*names, "holding", "winner")}
    rng = random.Random(0)
    for doc in docs:
        record = parse_record(doc["record"])
        assert record.result is not None
        winner = COLORS.index(str(record.result["winner"]))
        observed = Observed(record.rules.players)
        game = record.new_game()
        for action in record.actions:
            before = game.copy()
            game.apply(action)
            if game.is_over():
                break
            for k, v in zip(names, observations(game, observed), strict=True):
                rows[k].append(np.pad(v, (0, 6 - game.n)))
            rows["holding"].append(np.pad(np.array([a and h > 0 for a, h in zip(
                game.alive, game.held, strict=True)]), (0, 6 - game.n)))
            rows["winner"].append(np.array(winner))
            observed.see(before, action, medium_answer, rng)
    return {k: np.array(v) for k, v in rows.items()}


def cached(population: str, seed: int, count: int) -> Data:
    """:func:`positions` of a population's games, from bench/out/ when computed before, with
    the calibration's inputs (``x``)."""
    path = OUT / f"observed-{population}-{seed}-{count}.npz"
    if path.exists():
        with np.load(path) as saved:
            data = dict(saved)
    else:
        data = positions(games(population, seed, count))
        np.savez(path, **data)
    data["x"] = calibration_inputs(*(data[k] for k in ("score", "medium", "easy", "gifts",
                                                        "alive")))
    return data


def predict(data: Data, weights: np.ndarray, floor: bool = True) -> np.ndarray:
    """Each seat's chance at every position, as :func:`evaluate` gives it."""
    z = np.where(data["alive"], data["x"] @ weights, -np.inf)
    p = np.exp(z - z.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    if floor:
        p = np.array([floored(row.tolist(), hold.tolist())
                      for row, hold in zip(p, data["holding"], strict=True)])
    return p


def measure(data: Data, p: np.ndarray) -> dict[str, float]:
    """Log-loss, uniform log-loss, ECE, and the least chance of a live player with chips."""
    n = len(data["winner"])
    won = np.zeros_like(p)
    won[np.arange(n), data["winner"]] = 1.0
    live = data["alive"]
    chance, outcome = p[live], won[live]
    bins = np.minimum((chance * BINS).astype(int), BINS - 1)
    ece = sum(abs(chance[bins == b].mean() - outcome[bins == b].mean()) * (bins == b).sum()
              for b in range(BINS) if (bins == b).any()) / len(chance)
    return {
        "loss": float(-np.log(np.maximum(p[np.arange(n), data["winner"]], 1e-9)).mean()),
        "uniform": float(np.log(live.sum(1)).mean()),
        "ece": float(ece),
        "least": float(p[data["holding"]].min()),
        "positions": n,
    }


def reliability(curves: dict[str, tuple[np.ndarray, np.ndarray]], path: Path) -> None:
    """The reliability diagram: per population, the share that won against the mean chance
    of each bin."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.5, 5.5), dpi=100)
    ax.plot([0, 1], [0, 1], color="grey", linestyle=":", label="perfect")
    for name, (mean, share) in curves.items():
        ax.plot(mean, share, marker="o", markersize=3, label=name)
    ax.set_xlabel("chance given by the analysis (bin mean)")
    ax.set_ylabel("share of those players who won")
    ax.set_title("Analysis chances on held-out games")
    ax.legend(loc="upper left", fontsize=8)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def curve(data: Data, p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    n = len(data["winner"])
    won = np.zeros_like(p)
    won[np.arange(n), data["winner"]] = 1.0
    chance, outcome = p[data["alive"]], won[data["alive"]]
    bins = np.minimum((chance * BINS).astype(int), BINS - 1)
    used = [b for b in range(BINS) if (bins == b).sum() >= 20]
    return (np.array([chance[bins == b].mean() for b in used]),
            np.array([outcome[bins == b].mean() for b in used]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fit", action="store_true", help="refit calibration.json first")
    parser.add_argument("--games", type=int, default=200, help="games a population to fit on")
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--held-out", type=int, default=60, help="games a population to "
                        "measure on")
    parser.add_argument("--held-seed", type=int, default=202)
    parser.add_argument("--short", action="store_true", help="a smoke run")
    args = parser.parse_args()
    if args.short:
        args.games, args.held_out, args.seed, args.held_seed = 6, 4, 901, 902
    OUT.mkdir(exist_ok=True)
    t = time.perf_counter()
    if args.fit:
        fit = [cached(pop, args.seed, args.games) for pop in POPULATIONS]
        data = {k: np.concatenate([d[k] for d in fit]) for k in fit[0]}
        weights = fit_linear(data["x"], data["alive"], data["winner"])
        doc = {"inputs": CALIBRATION, "weights": [round(float(w), 5) for w in weights],
               "fitted": f"bench/calibration.py --fit --games {args.games} --seed {args.seed}"}
        (MODELS / "calibration.json").write_text(json.dumps(doc, indent=1) + "\n")
        print(f"fitted on {len(data['winner'])} positions of {args.games} games a population "
              f"(seed {args.seed}): {dict(zip(CALIBRATION, doc['weights'], strict=True))}")
        from sucker.ai.analysis import calibration

        calibration.cache_clear()
    from sucker.ai.analysis import calibration

    weights = calibration()
    raw = np.zeros(len(CALIBRATION))
    raw[0] = 1.0  # the network's own chances
    print(f"held out: {args.held_out} games a population (seed {args.held_seed})")
    print(f"  {'population':>10}  {'positions':>9}  {'log-loss':>8}  {'uniform':>7}  "
          f"{'ECE':>6}  {'least':>6}  | network alone: log-loss, ECE")
    curves = {}
    ok = True
    for pop in POPULATIONS:
        data = cached(pop, args.held_seed, args.held_out)
        p = predict(data, weights)
        m = measure(data, p)
        r = measure(data, predict(data, raw, floor=False))
        good = m["loss"] < m["uniform"] and m["ece"] <= 0.05 and m["least"] >= 0.0099
        ok &= good
        curves[pop] = curve(data, p)
        print(f"  {pop:>10}  {m['positions']:9d}  {m['loss']:8.4f}  {m['uniform']:7.4f}  "
              f"{m['ece']:6.3f}  {m['least']:6.3f}  | {r['loss']:.4f}, {r['ece']:.3f}  "
              f"{'ok' if good else 'MISSED'}", flush=True)
    if not args.short:
        reliability(curves, DOCS / "calibration.png")
        print(f"wrote {DOCS / 'calibration.png'}")
    print(f"{time.perf_counter() - t:.0f} s; " + ("all targets met" if ok else
                                                  "some targets missed"))
    return 0 if ok or args.short else 1


if __name__ == "__main__":
    sys.exit(main())
