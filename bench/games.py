"""Games of each population of players, for fitting and checking the analysis's chances
(``bench/calibration.py``): played once, seeded, saved in bench/out/ and reused.

    .venv/bin/python bench/games.py --games 150 --seed 101   # the games the fit sees
    .venv/bin/python bench/games.py --games 60 --seed 202    # held out: never fitted on

Populations (:mod:`population` members; hard thinks ``HARD_THINK`` here, to keep the games
cheap): four ``random``, four ``erratic``, four ``easy``, four ``medium``, four ``hard``,
and ``mixed`` tables (each seat a member drawn at random; three tables in ten on other
rules: 3 to 6 players, 3 to 10 chips, both variants).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
from pathlib import Path
from typing import Any

from population import Table, play
from sucker.engine import Rules

OUT = Path(__file__).parent / "out"
HARD_THINK = 0.02
POPULATIONS = ("random", "erratic", "easy", "medium", "hard", "mixed")
MIXED = ("random", "erratic", "easy", "medium", "noisy", "talker", "hard")


def table(population: str, seed: int, rng: random.Random) -> Table:
    """A table of ``population``, drawn from ``rng``."""
    rules = Rules()
    if population == "mixed":
        if rng.random() < 0.3:
            variant = "sucker-bench" if rng.random() < 0.15 else "nash1950"
            rules = Rules(rng.choice([3, 4, 5, 6]), rng.choice([3, 4, 5, 7, 10]), variant)
        members = [rng.choice(MIXED) for _ in range(rules.players)]
    else:
        members = [population] * rules.players
    return Table(members, rules, rng.randrange(rules.players), seed, HARD_THINK)


def path(population: str, seed: int, games: int) -> Path:
    return OUT / f"games-{population}-{seed}-{games}.jsonl"


def games(population: str, seed: int, count: int, jobs: int = 2) -> list[dict[str, Any]]:
    """``count`` games of ``population`` (each: record, members), from bench/out/ if played."""
    file = path(population, seed, count)
    if file.exists():
        return [json.loads(line) for line in file.read_text().splitlines()]
    rng = random.Random(f"{population}-{seed}")
    tables = [table(population, seed * 100000 + g, rng) for g in range(count)]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        results = pool.map(play, tables, chunksize=1)
    docs = [{"record": r["record"], "members": r["members"]} for r in results]
    OUT.mkdir(exist_ok=True)
    file.write_text("".join(json.dumps(d) + "\n" for d in docs))
    return docs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=150, help="games a population")
    parser.add_argument("--seed", type=int, default=101)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--only", default=",".join(POPULATIONS))
    args = parser.parse_args()
    for population in args.only.split(","):
        docs = games(population, args.seed, args.games, args.jobs)
        print(f"{population}: {len(docs)} games in {path(population, args.seed, args.games)}",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
