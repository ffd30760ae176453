"""AI strength benchmark (issue 5): win rates of each level against the one below, the hard
level against itself at twice the budget, illegal answers, and the hard level's latency.

    .venv/bin/python bench/ai_strength.py            # full run (long: hours on 2 cores)
    .venv/bin/python bench/ai_strength.py --short    # a smoke run for `make bench`

Each level matchup puts one "hero" against three copies of the level below; the time matchup
seats two hard at 2T and two at T at every table (both sides play the same number of games
at every seat, so "2T beats T at the same table" is a plain win rate against an even 50%,
with twice the effect per game of a 1-vs-3 design); the curve (``--only curve``, not in the
default run) puts hard at growing budgets against the same 3 medium, to show where more time
stops paying; ``--only old --old DIR`` puts hard against 3 copies of an earlier version's hard
(a checkout of it in DIR, run as ``cmd:`` bots over sls-bot/1) at the same budget. The
heroes' seats and the first player rotate game by game. Figures are printed with 95% Wilson
intervals; targets: easy vs 3 random >= 80%, medium vs 3 easy >= 40%, hard vs 3 medium >=
40%, 2T's share above 50% with the whole interval above it, no illegal answer, hard's p95
decision time <= 1.1 s at 1 s, hard vs 3 of the old hard >= 35%.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path
from typing import Any

from sucker.ai.arena import MatchSpec, play_match, wilson
from sucker.engine import COLORS, Rules

CURVE = (0.002, 0.01, 0.05, 0.25, 1.0)  # hard's budgets against 3 medium in the curve
PAIRS = [(0, 1), (2, 3), (0, 2), (1, 3), (0, 3), (1, 2)]  # every two seats of four


def matchup(
    hero: str, other: str, games: int, jobs: int, seed: int, heroes: int = 1
) -> dict[str, Any]:
    """Play ``games`` 4-player games of ``heroes`` (1 or 2) ``hero`` seats against the
    ``other`` seats; the heroes' seats rotate (every seat, or every pair of seats)."""
    rng = random.Random(seed)
    specs = []
    hero_seats = []
    for g in range(games):
        seats = (g % 4,) if heroes == 1 else PAIRS[g % len(PAIRS)]
        kinds = [hero if i in seats else other for i in range(4)]
        hero_seats.append(seats)
        specs.append(MatchSpec(kinds, Rules(), rng.randrange(4), seed * 1000 + g))
    t0 = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        results = pool.map(play_match, specs, chunksize=1)
    wins = sum(
        r["record"]["result"]["winner"] in [COLORS[i] for i in seats]
        for r, seats in zip(results, hero_seats, strict=True)
    )
    faults = sum(sum(r["faults"]) for r in results)
    times = sorted(
        t
        for r, seats in zip(results, hero_seats, strict=True)
        for i in seats
        for t in r["times"][i]
    )
    return {
        "hero": hero,
        "other": other,
        "heroes": heroes,
        "games": games,
        "wins": wins,
        "faults": faults,
        "p95": times[int(0.95 * (len(times) - 1))] if times else 0.0,
        "seconds": time.perf_counter() - t0,
    }


def report(row: dict[str, Any], target: float, significant: bool = False) -> bool:
    """Print one matchup; met when the win rate reaches ``target`` (with ``significant``:
    when the whole 95% interval lies above it) and no answer was illegal."""
    low, high = wilson(row["wins"], row["games"])
    rate = row["wins"] / row["games"]
    ok = (low > target if significant else rate >= target) and row["faults"] == 0
    side = f"{row['heroes']} {row['hero']} vs {4 - row['heroes']} {row['other']}"
    print(
        f"{side:>34} {row['wins']:4d}/{row['games']:<4d} "
        f"= {rate:6.1%}  [{low:.1%}, {high:.1%}]  target {target:.0%}  "
        f"illegal {row['faults']}  hero p95 {row['p95']:.3f}s  ({row['seconds']:.0f}s) "
        f"{'ok' if ok else 'BELOW TARGET'}",
        flush=True,
    )
    return ok


def old_hard(checkout: str, think: float) -> str:
    """The seat kind of an earlier version's hard, from its checkout (its ``src`` first on
    the path, this interpreter)."""
    src = Path(checkout).resolve() / "src"
    return f"cmd:env PYTHONPATH={src} {sys.executable} -m sucker bot --level hard --think {think}"


def latency(think: float, decisions: int, seed: int) -> float:
    """p95 of hard's answer time at ``think`` seconds over real games against medium: its
    ``decide`` plus the events it took in since its last answer (it checks the others'
    answers there, and a host waits for that too)."""
    from sucker.ai.kinds import make_seat
    from sucker.engine import Game

    rng = random.Random(seed)
    times = []
    hard = make_seat(f"ai:hard@{think}", seed=seed)
    others = [make_seat("ai:medium", seed=seed + i) for i in range(4)]
    while len(times) < decisions:
        game = Game(Rules(), rng.randrange(4))
        for i, s in enumerate(others):
            s.start(i, game.rules, [])
        hard.start(0, game.rules, [])
        waited = 0.0  # in hard.event since its last answer
        while not game.is_over() and len(times) < decisions:
            you = game.deciders()[0]
            if you == 0:
                t = time.perf_counter()
                decision = hard.decide(game.copy())
                if len(game.legal_actions(0)) > 1:
                    times.append(waited + time.perf_counter() - t)
                waited = 0.0
            else:
                decision = others[you].decide(game.copy())
            for a in decision.actions:
                game.apply(a)
                t = time.perf_counter()
                hard.event(a, game)
                waited += time.perf_counter() - t
    times.sort()
    return times[int(0.95 * (len(times) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--short", action="store_true", help="a quick smoke run")
    parser.add_argument("--jobs", type=int, default=2, help="parallel games (default 2)")
    parser.add_argument("--games", type=int, default=None, help="games per matchup")
    parser.add_argument(
        "--hard-games",
        type=int,
        default=None,
        help="games per matchup with hard heroes (default 200, short 4)",
    )
    parser.add_argument(
        "--think",
        type=float,
        default=None,
        help="hard's budget T in the matchups (default 0.25, short 0.05)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--old", default="", help="a checkout of an earlier version, for "
                        "--only old")
    parser.add_argument(
        "--only",
        default="",
        help="comma list of: easy,medium,hard,time,curve,latency,old (default all but curve "
        "and old)",
    )
    args = parser.parse_args()
    games = args.games or (8 if args.short else 400)
    hard_games = args.hard_games or (4 if args.short else 200)
    think = args.think or (0.05 if args.short else 0.25)
    only = set(filter(None, args.only.split(","))) or {"easy", "medium", "hard", "time", "latency"}
    if args.short:
        only.discard("curve")
    print(
        f"AI strength: {games} games a matchup ({hard_games} with hard at T={think} s), "
        f"{args.jobs} jobs",
        flush=True,
    )
    ok = True
    if "easy" in only:
        ok &= report(matchup("ai:easy", "random", games, args.jobs, args.seed), 0.80)
    if "medium" in only:
        ok &= report(matchup("ai:medium", "ai:easy", games, args.jobs, args.seed), 0.40)
    if "hard" in only:
        ok &= report(
            matchup(f"ai:hard@{think}", "ai:medium", hard_games, args.jobs, args.seed), 0.40
        )
    if "time" in only:
        ok &= report(
            matchup(
                f"ai:hard@{2 * think}",
                f"ai:hard@{think}",
                hard_games,
                args.jobs,
                args.seed,
                heroes=2,
            ),
            0.50,
            significant=True,
        )
    if "old" in only:
        if not args.old:
            parser.error("--only old needs --old DIR")
        ok &= report(
            matchup(f"ai:hard@{think}", old_hard(args.old, think), hard_games, args.jobs,
                    args.seed),
            0.35,
        )
    if "curve" in only:  # the same field at growing budgets: where more time stops paying
        for budget in CURVE:
            report(
                matchup(f"ai:hard@{budget}", "ai:medium", hard_games, args.jobs, args.seed), 0.40
            )
    if "latency" in only:
        budget = 0.1 if args.short else 1.0
        p95 = latency(budget, 10 if args.short else 100, args.seed)
        good = p95 <= 1.1 * budget
        ok &= good
        print(
            f"hard at {budget} s: p95 decision time {p95:.3f} s (limit {1.1 * budget:.2f}) "
            f"{'ok' if good else 'TOO SLOW'}",
            flush=True,
        )
    print("all targets met" if ok else "some targets missed", flush=True)
    return 0 if args.short or ok else 1


if __name__ == "__main__":
    sys.exit(main())
