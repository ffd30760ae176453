"""The ladder (issue 26): a hero against three of each member of the fixed population
(:mod:`population`), and at mixed tables, with 95% Wilson intervals.

    nice -n 10 .venv/bin/python bench/ladder.py --hero hard --think 0.25           # 200 a row
    .venv/bin/python bench/ladder.py --hero hard --against medium,hard-d9b9199 --games 100
    .venv/bin/python bench/ladder.py --hero hard --names cmd:x   # nobody's kind tells who
    .venv/bin/python bench/ladder.py --hero talk-hard --against talker   # hard that bargains
    .venv/bin/python bench/ladder.py --short                     # a smoke run (make bench)
    .venv/bin/python bench/ladder.py ... --doc docs/benchmarks.md  # and write the table there

Each row: the hero at one seat, three copies of a member at the others (``mixed``: three
members drawn at random, never hard), the hero's seat and the first player rotating game by
game, every game seeded. Seats are told the members' own kinds (``ai:medium``, ``random``...)
unless ``--names`` gives one kind for all (e.g. ``cmd:x``). Targets for hard and the talking
hard (issue 26):
>= 40% against three hard of d9b9199, >= 60% against three of every member that is not a
hard. ``--doc FILE`` writes the table as the section "Ladder" of FILE (replacing an earlier
one), with the command and the date.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from population import HEROES, MEMBERS, Table, play
from sucker.ai.arena import wilson
from sucker.engine import COLORS, Rules

MIXED = ("random", "erratic", "easy", "medium", "noisy", "talker")


def row(hero: str, against: str, games: int, think: float, seed: int, jobs: int,
        names: str | None) -> dict[str, Any]:
    """``games`` games of ``hero`` against three ``against`` (``mixed``: drawn)."""
    rng = random.Random(f"{against}-{seed}")
    tables = []
    for g in range(games):
        seat = g % 4
        others = [rng.choice(MIXED) if against == "mixed" else against for _ in range(3)]
        members = others[:seat] + [hero] + others[seat:]
        tables.append(Table(members, Rules(), rng.randrange(4), seed * 100000 + g, think,
                            [names] * 4 if names else None))
    t0 = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        results = pool.map(play, tables, chunksize=1)
    wins = faults = 0
    times = []
    for g, r in enumerate(results):
        seat = g % 4
        wins += r["record"]["result"]["winner"] == COLORS[seat]
        faults += r["faults"][seat]
        times += r["times"][seat]
    times.sort()
    low, high = wilson(wins, games)
    return {"against": against, "games": games, "wins": wins, "low": low, "high": high,
            "faults": faults, "p95": times[int(0.95 * (len(times) - 1))] if times else 0.0,
            "seconds": time.perf_counter() - t0}


def target(hero: str, against: str) -> float | None:
    """Issue 26's target for hard against this member (None: none set)."""
    if hero not in ("hard", "talk-hard"):
        return None
    if against == "hard-d9b9199":
        return 0.40
    return None if against.startswith("hard") else 0.60


def line(hero: str, r: dict[str, Any]) -> str:
    goal = target(hero, r["against"])
    verdict = "" if goal is None else ("✔" if r["wins"] / r["games"] >= goal else "✗") + \
        f" (target {goal:.0%})"
    return (f"| {r['against']} | {r['wins']}/{r['games']} = {r['wins'] / r['games']:.1%} "
            f"[{r['low']:.1%}, {r['high']:.1%}] | {r['faults']} | {r['p95']:.3f} s | "
            f"{r['seconds']:.0f} s | {verdict} |")


def write_doc(path: Path, command: str, hero: str, rows: list[str]) -> None:
    """The section "Ladder" of ``path``, replaced or appended."""
    text = path.read_text() if path.exists() else "# Benchmarks\n"
    head = "## Ladder"
    section = "\n".join([
        head, "",
        f"`{command}` — {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, on the shared 2-core "
        "development machine (other sessions running: times are those of a loaded machine).",
        "", f"{hero} (one seat) against three of each member (seats rotated; 95% Wilson "
        "intervals):", "",
        "| against | hero won | illegal | hero p95 | time | target |",
        "|---|---|---|---|---|---|", *rows, "",
    ])
    if head in text:
        start = text.index(head)
        end = text.find("\n## ", start + len(head))
        text = text[:start] + section + (text[end + 1:] if end >= 0 else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hero", default="hard", choices=(*MEMBERS, *HEROES))
    parser.add_argument("--against", default=",".join([*MEMBERS, "mixed"]),
                        help="comma list of members, and mixed (default: all)")
    parser.add_argument("--games", type=int, default=200, help="games a row (default 200)")
    parser.add_argument("--think", type=float, default=0.25, help="hard's seconds a decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--names", default=None, help="the seat kind every seat is told")
    parser.add_argument("--doc", type=Path, default=None, help="write the table there")
    parser.add_argument("--short", action="store_true", help="a smoke run")
    args = parser.parse_args()
    against = args.against.split(",")
    if args.short:
        args.games, args.think = 4, 0.02
        against = [a for a in against if not a.startswith("hard-")]
    unknown = [a for a in against if a not in (*MEMBERS, "mixed")]
    if unknown:
        parser.error(f"unknown members: {', '.join(unknown)}")
    command = " ".join(["bench/ladder.py", *sys.argv[1:]])
    print(f"ladder: {args.hero} @{args.think} s vs three of each, {args.games} games a row"
          + (f", every seat told {args.names}" if args.names else ""), flush=True)
    rows = []
    for member in against:
        r = row(args.hero, member, args.games, args.think, args.seed, args.jobs, args.names)
        rows.append(line(args.hero, r))
        print(rows[-1], flush=True)
    if args.doc:
        write_doc(args.doc, command, f"{args.hero} @{args.think} s", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
