"""Does talking pay? Talking seats against silent seats of the same level at mixed tables;
and with ``--temperaments``, how each temperament keeps its word.

Every table has ``--talkers`` (default 2) ``talk:LEVEL`` seats and silent ``ai:LEVEL`` ones
in the others (4 players, 7 chips), every arrangement of talkers among the seats taken in
turn and the first player rotated, so neither side gains from seat order. Prints each
side's win rate per seat (a fair share is 1/4) with its 95% Wilson interval, the share of
games a talker won (fair: talkers/4), and the public ledger's promise counts (made / kept /
broken / rescues) per side.

    .venv/bin/python bench/talk.py --games 240 --level hard --think 0.1

``--temperaments``: every table seats four ``talk:LEVEL/TEMPERAMENT`` seats, one loyal, one
opportunist, one vengeful and a fourth of each in turn, places rotated; prints per
temperament the promises made, kept and broken (the public ledger's judgement), the share
kept of those settled, rescues given and refused, and the win rate per seat.

    .venv/bin/python bench/talk.py --games 240 --level medium --temperaments
"""

from __future__ import annotations

import argparse
import itertools
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from sucker.ai.arena import MatchSpec, play_match, wilson
from sucker.ai.talk import TEMPERAMENTS, Ledger
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


def temperament_specs(games: int, level: str, think: float | None, seed: int
                      ) -> list[MatchSpec]:
    out = []
    for g in range(games):
        temps = [*TEMPERAMENTS, TEMPERAMENTS[g % 3]]
        temps = temps[g % 4:] + temps[: g % 4]
        out.append(MatchSpec([f"talk:{level}/{t}" for t in temps], Rules(4, 7),
                             first=(g // 4) % 4, seed=seed + g, think=think))
    return out


def report_temperaments(results: list[dict[str, Any]]) -> None:
    keys = ("made", "kept", "broken", "open", "rescues", "refusals")
    rows = {t: dict.fromkeys((*keys, "seats", "wins"), 0) for t in TEMPERAMENTS}
    for res in results:
        summary = Ledger.from_record(parse_record(res["record"])).summary()
        winner = res["record"]["result"]["winner"]
        for seat in res["record"]["seats"]:
            row = rows[seat["kind"].rpartition("/")[2]]
            row["seats"] += 1
            row["wins"] += seat["color"] == winner
            for key in keys:
                row[key] += summary[seat["color"]][key]
    for t, r in rows.items():
        settled = r["kept"] + r["broken"]
        lo, hi = wilson(r["wins"], r["seats"])
        print(f"  {t:11} promises made {r['made']:5}, kept {r['kept']:5}, broken "
              f"{r['broken']:4} (kept {r['kept'] / max(1, settled):.1%} of those settled), "
              f"open at end {r['open']:4}; rescues {r['rescues']:4}, refusals "
              f"{r['refusals']:4}; win rate per seat {r['wins'] / r['seats']:.3f} "
              f"[{lo:.3f}, {hi:.3f}]")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--talkers", type=int, default=2, choices=[1, 2, 3])
    ap.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    ap.add_argument("--think", type=float, default=0.1, help="seconds a decision (hard only)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--temperaments", action="store_true",
                    help="four talking seats of mixed temperaments a table")
    args = ap.parse_args()

    t0 = time.perf_counter()
    if args.temperaments:
        games = temperament_specs(args.games, args.level, args.think, args.seed)
    else:
        games = specs(args.games, args.talkers, args.level, args.think, args.seed)
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_match, games))
    elapsed = time.perf_counter() - t0
    if args.temperaments:
        lines = sum(len(r["record"].get("chat", [])) for r in results)
        print(f"{len(results)} games, 4 talk:{args.level} a table (loyal, opportunist, "
              f"vengeful + one in turn), think {args.think} s, {elapsed:.0f} s, "
              f"{lines / len(results):.1f} chat lines a game")
        report_temperaments(results)
        return

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
