"""Does talking pay? Talking seats against silent seats of the same level at mixed tables.

Every table has ``--talkers`` (default 2) ``talk:LEVEL`` seats and silent ``ai:LEVEL`` ones
in the others (4 players, 7 chips), every arrangement of talkers among the seats taken in
turn and the first player rotated, so neither side gains from seat order. Prints each
side's win rate per seat (a fair share is 1/4) with its 95% Wilson interval, the share of
games a talker won (fair: talkers/4), and the public ledger's promise counts (made / kept /
broken / rescues) per side.

    .venv/bin/python bench/talk.py --games 240 --level hard --think 0.1
"""

from __future__ import annotations

import argparse
import itertools
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from sucker.ai.arena import MatchSpec, play_match, wilson
from sucker.ai.talk import Ledger
from sucker.engine import COLORS, Rules
from sucker.records import parse_record


def specs(
    games: int, talkers: int, level: str, think: float | None, seed: int
) -> list[MatchSpec]:
    places = list(itertools.combinations(range(4), talkers))  # where the talkers sit
    out = []
    for g in range(games):
        kinds = [f"talk:{level}" if i in places[g % len(places)] else f"ai:{level}"
                 for i in range(4)]
        out.append(MatchSpec(kinds, Rules(4, 7), first=(g // len(places)) % 4,
                             seed=seed + g, think=think))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--talkers", type=int, default=2, choices=[1, 2, 3])
    ap.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    ap.add_argument("--think", type=float, default=0.1, help="seconds a decision (hard only)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    t0 = time.perf_counter()
    games = specs(args.games, args.talkers, args.level, args.think, args.seed)
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_match, games))
    elapsed = time.perf_counter() - t0

    sides = ("talking", "silent")
    wins = dict.fromkeys(sides, 0)
    seats = dict.fromkeys(sides, 0)
    promises: dict[str, dict[str, int]] = {s: dict.fromkeys(
        ("made", "kept", "broken", "open", "rescues", "refusals"), 0) for s in sides}
    faults = 0
    lines = 0
    for res in results:
        record = parse_record(res["record"])
        kinds = [s["kind"] for s in res["record"]["seats"]]
        winner = COLORS.index(res["record"]["result"]["winner"])
        summary = Ledger.from_record(record).summary()
        faults += sum(res["faults"])
        lines += len(record.chat)
        for i, kind in enumerate(kinds):
            side = "talking" if kind.startswith("talk:") else "silent"
            seats[side] += 1
            wins[side] += i == winner
            for key in promises[side]:
                promises[side][key] += summary[COLORS[i]][key]

    n = len(results)
    t = args.talkers
    print(f"{n} games, {t} talk:{args.level} + {4 - t} ai:{args.level} a table, "
          f"think {args.think} s, "
          f"{elapsed:.0f} s, {lines / n:.1f} chat lines a game, {faults} faults")
    for side in sides:
        lo, hi = wilson(wins[side], seats[side])
        p: dict[str, Any] = promises[side]
        print(f"  {side:8} win rate per seat {wins[side] / seats[side]:.3f} "
              f"[{lo:.3f}, {hi:.3f}] ({wins[side]}/{seats[side]}); promises made {p['made']}, "
              f"kept {p['kept']}, broken {p['broken']}, open at end {p['open']}; "
              f"rescues {p['rescues']}, refusals {p['refusals']}")
    lo, hi = wilson(wins["talking"], n)
    print(f"  games won by a talker {wins['talking'] / n:.3f} [{lo:.3f}, {hi:.3f}] "
          f"(fair: {t / 4})")


if __name__ == "__main__":
    main()
