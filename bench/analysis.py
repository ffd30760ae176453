"""How long the analysis of a game takes, and how well its chances predict the winner
(:mod:`sucker.ai.analysis`).

    .venv/bin/python bench/analysis.py                 # 40 held-out games, default think
    .venv/bin/python bench/analysis.py --games 4       # a quick run (for `make bench`)

Time: ``analyze`` of a 100-action game (a random one: long games are the slow ones) at the
given ``--think`` (default: the analysis's own). Prediction: medium self-play games on the
standard table, seeded apart from those the learned models were fitted on (so held out from
them), saved in bench/out/ and reused; over every position before each game's end, the
log-loss of each player's chance to win (lower is better) and how often the favourite won,
for: every player alike, the search's value (value.json), the learned chances
(chances.json), and the analysis.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

from sucker.ai.analysis import DEFAULT_THINK, analyze
from sucker.ai.arena import MatchSpec, play_match
from sucker.ai.value import chances, value
from sucker.engine import COLORS, Game, Rules
from sucker.records import Record, parse_record

OUT = Path(__file__).parent / "out"
SEED = 8  # value.json was fitted on seed 1, chances.json on seed 2; seed 7 chose the blend


def held_out(games: int) -> list[Record]:
    """``games`` medium self-play records on the standard table, from bench/out/ if played."""
    path = OUT / f"analysis-medium-{SEED}-{games}.jsonl"
    if path.exists():
        return [parse_record(line) for line in path.read_text().splitlines()]
    rng = random.Random(SEED)
    docs = [
        play_match(MatchSpec(["ai:medium"] * 4, Rules(), rng.randrange(4), SEED * 100000 + g))[
            "record"]
        for g in range(games)
    ]
    OUT.mkdir(exist_ok=True)
    path.write_text("".join(json.dumps(d) + "\n" for d in docs))
    return [parse_record(d) for d in docs]


def long_game(actions: int) -> Record:
    """The first seeded random 4-player game of at least ``actions`` actions, cut there."""
    for seed in range(10000):
        rng = random.Random(seed)
        g = Game(Rules(), 0)
        record = Record(rules=g.rules, first=0)
        while not g.is_over() and len(record.actions) < actions:
            a = rng.choice(g.legal_actions())
            g.apply(a)
            record.actions.append(a)
        if len(record.actions) == actions:
            return record
    raise RuntimeError("no game that long")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="held-out games (default 40)")
    parser.add_argument("--think", type=float, default=DEFAULT_THINK)
    args = parser.parse_args()

    record = long_game(100)
    t = time.perf_counter()
    analyze(record, args.think)
    seconds = time.perf_counter() - t
    print(f"analysis: a 100-action game at think {args.think} s a position: {seconds:.1f} s "
          f"(limit 20 s) {'ok' if seconds <= 20 else 'TOO SLOW'}", flush=True)

    records = held_out(args.games)
    losses = dict.fromkeys(
        ("every player alike", "search's value (value.json)", "chances (chances.json)",
         "analysis"), 0.0)
    hits = dict.fromkeys(losses, 0.0)
    count = 0
    for record in records:
        assert record.result is not None
        winner = COLORS.index(str(record.result["winner"]))
        analysed = analyze(record, args.think).chances
        game = record.new_game()
        for k, action in enumerate(record.actions):
            game.apply(action)
            if game.is_over():
                break
            uniform = [1.0 / game.alive_count if a else 0.0 for a in game.alive]
            views = (uniform, value(game), chances(game), analysed[k + 1])
            for name, p in zip(losses, views, strict=True):
                losses[name] -= math.log(max(p[winner], 1e-9))
                favourites = [q for q in range(game.n) if p[q] == max(p)]
                hits[name] += (winner in favourites) / len(favourites)
            count += 1
    print(f"held-out prediction: {len(records)} medium self-play games (seed {SEED}), "
          f"{count} positions")
    for name in losses:
        print(f"  {name:>28}  log-loss {losses[name] / count:.4f}  "
              f"favourite won {hits[name] / count:6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
