"""``sucker simulate``: random games played in the engine's loop, summed up in a plain table.

Most of a simulation's time is the start of the process, so this command parses its options
with argparse and :func:`sucker.cli.main` runs it before typer (and the pydantic typer builds
its options with) is imported; nor does it import rich, the AI, or records without ``--out``.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from sucker.engine import (
    COLORS,
    VARIANTS,
    Action,
    Game,
    Playout,
    Rules,
    RulesError,
    play_random,
    play_random_games,
)

if TYPE_CHECKING:
    from sucker.records import Record

BATCH = 2000  # games per call of the engine's loop between two updates of the progress bar
COUNTS = ("actions", "captures", "rescues", "refusals", "defeats")  # Playout after winner


def random_game(rules: Rules, rng: random.Random) -> tuple[Playout, Record]:
    """One game of uniformly random legal answers (no any-time actions), as
    :func:`play_random_games` plays it from the same ``rng``, and its record (records are
    imported only for ``--out``)."""
    from sucker.records import Record

    game = Game(rules, rng.randrange(rules.players))
    actions: list[Action] = []
    done = play_random(game, rng, actions)
    seats = [
        {"color": COLORS[i], "name": f"random {COLORS[i]}", "kind": "random"}
        for i in range(rules.players)
    ]
    result = {"winner": COLORS[game.winner]}
    return done, Record(rules, game.first, actions, seats=seats, result=result)


def summary(plays: list[Playout], players: int) -> str:
    """The games summed up: mean, min and max of each count per game, and each seat's wins.

    >>> print(summary([Playout(0, 40, 3, 1, 0, 2), Playout(1, 60, 5, 0, 2, 2)], 3))
    2 random games
    per game   │    mean │ min │ max
    actions    │    50.0 │  40 │  60
    captures   │     4.0 │   3 │   5
    rescues    │     0.5 │   0 │   1
    refusals   │     1.0 │   0 │   2
    defeats    │     2.0 │   2 │   2
    wins red   │ 1 (50%) │     │
    wins blue  │ 1 (50%) │     │
    wins green │  0 (0%) │     │
    """
    winners, *counts = zip(*plays, strict=True)
    rows = [("per game", "mean", "min", "max")]
    for name, values in zip(COUNTS, counts, strict=True):
        rows.append((name, f"{sum(values) / len(values):.1f}", str(min(values)), str(max(values))))
    for p in range(players):
        won = winners.count(p)
        rows.append((f"wins {COLORS[p]}", f"{won} ({100 * won / len(plays):.0f}%)", "", ""))
    widths = [max(len(row[k]) for row in rows) for k in range(4)]
    lines = [f"{len(plays)} random games"]
    for name, *cells in rows:
        right = [cell.rjust(width) for cell, width in zip(cells, widths[1:], strict=True)]
        lines.append(" │ ".join([name.ljust(widths[0]), *right]).rstrip())
    return "\n".join(lines)


HELP = "Play random games (every seat a uniformly random legal answer) and sum them up."


class _Parser(argparse.ArgumentParser):
    """Errors as one line on stderr, exit status 2, like every other command's."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message}\n")


def parser() -> argparse.ArgumentParser:
    """The command's options."""
    p = _Parser(prog="sucker simulate", description=HELP)
    p.add_argument("--games", "-n", type=int, default=100, help="How many games (1 or more).")
    p.add_argument("--players", type=int, default=4, help="3 to 6.")
    p.add_argument("--chips", type=int, default=7, help="Chips per player, 1 to 20.")
    p.add_argument("--variant", default="nash1950", help=" or ".join(VARIANTS) + ".")
    p.add_argument("--seed", type=int, default=0, help="The same seed gives the same games.")
    p.add_argument(
        "--out", type=Path, help="Save each game there as game-NNNN.json (sls-record/1)."
    )
    return p


def run(argv: Sequence[str]) -> int:
    """Run ``sucker simulate`` with these arguments; the exit status."""
    p = parser()
    args = p.parse_args(list(argv))
    if args.games < 1:
        p.error(f"--games must be 1 or more, not {args.games}")
    try:
        rules = Rules(args.players, args.chips, args.variant).check()
    except RulesError as e:
        p.error(str(e))
    out: Path | None = args.out
    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            p.error(f"cannot create {out}: {e.strerror}")
    games: int = args.games
    rng = random.Random(args.seed)
    plays: list[Playout] = []
    with ExitStack() as stack:
        bar = None
        if sys.stderr.isatty():  # rich is only imported then
            from rich.console import Console
            from rich.progress import Progress

            bar = stack.enter_context(Progress(console=Console(stderr=True), transient=True))
            task = bar.add_task("games", total=games)
        while len(plays) < games:
            if out is None:  # whole batches in the engine's loop
                plays += play_random_games(rules, rng, min(BATCH, games - len(plays)))
            else:
                done, record = random_game(rules, rng)
                plays.append(done)
                (out / f"game-{len(plays):04d}.json").write_text(record.dumps() + "\n")
            if bar is not None:
                bar.update(task, completed=len(plays))
    print(summary(plays, args.players))
    return 0
