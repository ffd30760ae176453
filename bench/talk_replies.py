"""How well and how fast the talking seats hear: the share of the test corpus understood per
language, and the time from ``Seat.chat`` to its reply at each level.

Latency: for each level, ``--games`` games of four ``talk:LEVEL`` seats (hard thinking
``--think`` s a decision) are played; at ``--positions`` positions of each game (every
fourth decision from the second) every seat but the one to move hears a line drawn from the
corpus (English and French: proposals, questions, greetings, gibberish), addressed to it by
the player to move, and the time each ``chat`` call takes is measured. The reply path does
no search, so the level should not matter. Prints p50 / p95 / max in milliseconds and the
share of lines answered.

    .venv/bin/python bench/talk_replies.py --games 4 --positions 6
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from sucker.ai.kinds import LEVELS, make_seat
from sucker.ai.seat import Seat
from sucker.ai.talk.acts import color_name
from sucker.engine import COLORS, Game, Rules

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "ai" / "talk"
sys.path.insert(0, str(CORPUS))

from test_talk_corpus import corpus, share  # noqa: E402


def lines() -> list[tuple[str, str]]:
    return [(lang, text) for lang in ("en", "fr") for _, text in corpus(lang)]


def latencies(level: str, games: int, positions: int, think: float, seed: int) -> tuple[
        list[float], int]:
    """Seconds per chat() call, and how many calls got a reply."""
    rng = random.Random(seed)
    pool = lines()
    times: list[float] = []
    replies = 0
    for g in range(games):
        rules = Rules()
        game = Game(rules, g % 4)
        seats: list[Seat] = [make_seat(f"talk:{level}", seed=seed + 10 * g + i, think=think,
                                       lang=("en", "fr")[(g + i) % 2]) for i in range(4)]
        meta = [{"color": COLORS[i], "name": s.name, "kind": f"talk:{level}"}
                for i, s in enumerate(seats)]
        for i, s in enumerate(seats):
            s.start(i, rules, meta, game.copy())
        k = probed = 0
        while not game.is_over():
            you = game.deciders()[0]
            if k % 4 == 1 and probed < positions:
                probed += 1
                for j, seat in enumerate(seats):
                    if j == you or not game.alive[j]:
                        continue
                    lang, text = rng.choice(pool)
                    text = f"{color_name(j, lang)}, {text}"  # addressed to the hearer
                    t = time.perf_counter()
                    reply = seat.chat(you, text, None, game)
                    times.append(time.perf_counter() - t)
                    replies += reply is not None
            k += 1
            decision = seats[you].decide(game.copy())
            for a in decision.actions:
                game.apply(a)
                for s in seats:
                    s.event(a, game)
        for s in seats:
            s.close()
    return times, replies


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--positions", type=int, default=6)
    ap.add_argument("--think", type=float, default=0.1, help="hard's seconds a decision")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for lang in ("en", "fr"):
        rate, missed = share(lang)
        print(f"corpus {lang}: {rate:.1%} of {len(corpus(lang))} lines understood "
              f"({len(missed)} missed)")
    for level in LEVELS:
        times, replies = latencies(level, args.games, args.positions, args.think, args.seed)
        ms = sorted(t * 1000 for t in times)
        p95 = ms[int(0.95 * (len(ms) - 1))]
        print(f"talk:{level:6} {len(ms)} lines heard, {replies / len(ms):.0%} answered: "
              f"reply p50 {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {ms[-1]:.2f} ms")


if __name__ == "__main__":
    main()
