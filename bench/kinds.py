"""How quickly hard tells the kinds of player apart by their answers
(:meth:`sucker.ai.observed.Observed.model`), without a clock: over games of one kind of
player (``bench/games.py``, held-out seed), at each check of a player's answer, the share
of players hard would then predict by medium's answer, by the easy judgement, or search.

    .venv/bin/python bench/kinds.py --games 20
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from games import games
from sucker.ai.analysis import medium_answer
from sucker.ai.observed import Observed
from sucker.records import parse_record

SHOWN = (0, 1, 2, 3, 5, 10, 20)  # checks after which the shares are printed
NAMES = {0: "medium's", 1: "easy's", -1: "searched"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=202)
    parser.add_argument("--from-games", type=int, default=60, help="the file's game count")
    args = parser.parse_args()
    print("kind of player: share predicted by medium's / easy's / searched, after N checks")
    for population in ("medium", "easy", "hard", "random"):
        docs = games(population, args.seed, args.from_games)[: args.games]
        at: dict[int, Counter[int]] = {n: Counter() for n in SHOWN}
        for doc in docs:
            record = parse_record(doc["record"])
            observed = Observed(record.rules.players)
            rng = random.Random(0)
            for p in range(record.rules.players):
                at[0][observed.model(p)] += 1
            game = record.new_game()
            for action in record.actions:
                before = game.copy()
                game.apply(action)
                checked = observed.checked[action.by]
                observed.see(before, action, medium_answer, rng)
                n = observed.checked[action.by]
                if n != checked and n in at:
                    at[n][observed.model(action.by)] += 1
        cells = []
        for n in SHOWN:
            total = sum(at[n].values())
            if total:
                shares = "/".join(f"{at[n][m] / total:.0%}" for m in (0, 1, -1))
                cells.append(f"{n}: {shares} ({total})")
        print(f"  {population:>7}  " + "  ".join(cells), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
