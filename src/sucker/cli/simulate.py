"""``sucker simulate``: random games played in the engine's loop, summed up in a plain table.

A module of its own that imports neither rich nor the AI (nor records without ``--out``):
most of a simulation's time is the start of the process.
"""

from __future__ import annotations

import random
import sys
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from sucker.cli.root import app, checked_rules, fail
from sucker.engine import (
    COLORS,
    VARIANTS,
    Action,
    Game,
    Playout,
    Rules,
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


@app.command()
def simulate(
    games: Annotated[int, typer.Option("--games", "-n", help="How many games (1 or more).")] = 100,
    players: Annotated[int, typer.Option("--players", help="3 to 6.")] = 4,
    chips: Annotated[int, typer.Option("--chips", help="Chips per player, 1 to 20.")] = 7,
    variant: Annotated[
        str, typer.Option("--variant", help=" or ".join(VARIANTS) + ".")
    ] = "nash1950",
    seed: Annotated[int, typer.Option("--seed", help="The same seed gives the same games.")] = 0,
    out: Annotated[
        Path | None,
        typer.Option("--out", help="Save each game there as game-NNNN.json (sls-record/1)."),
    ] = None,
) -> None:
    """Play random games (every seat a uniformly random legal answer) and sum them up."""
    if games < 1:
        raise fail(f"--games must be 1 or more, not {games}")
    rules = checked_rules(players, chips, variant)
    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise fail(f"cannot create {out}: {e.strerror}") from None
    rng = random.Random(seed)
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
    typer.echo(summary(plays, players))
