"""Engine speed: random complete games, legal-action generations and state copies per second.

    python bench/engine.py            # the engine as installed (pure Python)
    python bench/engine.py --mypyc    # also the same engine compiled with mypyc, in a temp dir

One core, 4 players, 7 chips, nash1950. Each figure is the best of a few timed rounds, since
the machine may be busy with other work.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 10
ROUND_SECONDS = 0.3


def best_rate(work: Callable[[], int]) -> float:
    """The best of ROUNDS rounds of ``work`` (which returns how many units it did) per second."""
    best = 0.0
    for _ in range(ROUNDS):
        done = 0
        start = time.perf_counter()
        while time.perf_counter() - start < ROUND_SECONDS:
            done += work()
        best = max(best, done / (time.perf_counter() - start))
    return best


def measure() -> dict[str, float]:
    from sucker.engine import Game, Rules

    rules = Rules(players=4, chips=7)
    rng = random.Random(1)

    def one_game() -> int:
        game = Game(rules, rng.randrange(4))
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        return 1

    games = best_rate(one_game)
    # States met along random games, for the per-call figures.
    states: list[Game] = []
    sample = random.Random(2)
    while len(states) < 2000:
        game = Game(rules, sample.randrange(4))
        while not game.is_over():
            states.append(game.copy())
            game.apply(sample.choice(game.legal_actions()))
    states = states[:2000]

    def generate() -> int:
        for state in states:
            state.legal_actions()
        return len(states)

    def copy() -> int:
        for state in states:
            state.copy()
        return len(states)

    return {
        "games": games,
        "legal_actions": best_rate(generate),
        "copies": best_rate(copy),
    }


def compiled_figures() -> dict[str, float]:
    """Compile sucker.engine with mypyc in a temp dir and run this bench there."""
    with tempfile.TemporaryDirectory() as tmp:
        pkg = Path(tmp) / "sucker"
        shutil.copytree(ROOT / "src" / "sucker" / "engine", pkg / "engine")
        (pkg / "__init__.py").write_text("")
        build = subprocess.run(
            [sys.executable, "-m", "mypyc", "sucker/engine/game.py"],
            cwd=tmp,
            capture_output=True,
            text=True,
            check=False,
        )
        if build.returncode != 0:
            raise SystemExit(f"mypyc failed:\n{build.stdout}{build.stderr}")
        (pkg / "engine" / "game.py").unlink()  # make sure the compiled module is used
        env = dict(os.environ, PYTHONPATH=tmp)
        run = subprocess.run(
            [sys.executable, __file__, "--json"],
            cwd=tmp,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        figures: dict[str, float] = json.loads(run.stdout)
        return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mypyc", action="store_true", help="also time a mypyc-compiled engine")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure()))
        return
    rows = [("pure Python", measure())]
    if args.mypyc:
        rows.append(("mypyc", compiled_figures()))
    print(f"engine: 4 players, 7 chips, one core (best of {ROUNDS} rounds)")
    print(f"{'':12} {'games/s':>10} {'legal_actions/s':>16} {'copies/s':>10}")
    for name, f in rows:
        print(f"{name:12} {f['games']:>10,.0f} {f['legal_actions']:>16,.0f} {f['copies']:>10,.0f}")


if __name__ == "__main__":
    main()
