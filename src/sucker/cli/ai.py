"""Commands about AI players: ``bot`` (speak sls-bot/1 on stdin/stdout) and ``arena`` (many
games between seats of any kind, in parallel, with a table of win rates)."""

from __future__ import annotations

import logging
import random
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from sucker.ai.arena import wilson
from sucker.ai.kinds import LEVELS, make_seat
from sucker.cli.root import app
from sucker.engine import COLORS, VARIANTS, Rules, RulesError

bot_app = typer.Typer(help="Play as a bot: on stdin/stdout, or online (connect).")
app.add_typer(bot_app, name="bot")


@bot_app.callback(invoke_without_command=True)
def bot(
    ctx: typer.Context,
    level: str = typer.Option("medium", "--level", help="easy, medium or hard."),
    think: float | None = typer.Option(
        None, "--think", min=0.01, max=600, help="Seconds to think a decision (default: the "
        "level's)."
    ),
    talk: bool = typer.Option(
        False, "--talk", help="Bargain at the table: answer with `say` lines and hear `chat`."
    ),
    lang: str = typer.Option("en", "--lang", help="The table's language with --talk: en or "
                             "fr (names, opening lines; replies follow who speaks)."),
    temperament: str | None = typer.Option(
        None, "--temperament", help="With --talk: loyal, opportunist or vengeful (default: "
        "drawn per game)."),
) -> None:
    """Play as a bot speaking sls-bot/1 on stdin/stdout (logs go to stderr)."""
    from sucker.ai.bot import run

    if ctx.invoked_subcommand is not None:
        return

    if level not in LEVELS:
        typer.echo(f"error: --level must be one of {', '.join(LEVELS)}", err=True)
        raise typer.Exit(2)
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="bot: %(message)s")
    counter = iter(range(1_000_000))
    kind = f"talk:{level}" if talk else f"ai:{level}"
    if talk and temperament:
        kind += f"/{temperament}"
    try:
        make_seat(kind, seed=0, lang=lang).close()
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    run(lambda: make_seat(kind, seed=next(counter), think=think, lang=lang), sys.stdin,
        sys.stdout)


@bot_app.command(context_settings={"allow_extra_args": True,
                                   "ignore_unknown_options": True})
def connect(
    ctx: typer.Context,
    url: str = typer.Argument(..., help="The server, e.g. https://sucker.example."),
    token: str = typer.Option(..., "--token", envvar="SUCKER_BOT_TOKEN",
                              help="A bot:play token of the bot account (or "
                              "SUCKER_BOT_TOKEN)."),
    games: int = typer.Option(8, "--games", min=1, max=1000,
                              help="Games played at once; further challenges are declined."),
) -> None:
    """Play online as a bot account: run COMMAND [ARGS...] (after --), any program speaking
    sls-bot/1 on stdin/stdout, one process per game; reconnects with backoff."""
    import asyncio

    from sucker.ai.online import Connector, Refused

    logging.basicConfig(stream=sys.stderr, level=logging.INFO,
                        format="bot connect: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # not a line for each request
    try:
        connector = Connector(url, token, list(ctx.args), games)
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    try:
        asyncio.run(connector.run_forever())
    except Refused as e:
        typer.echo(f"error: the server refused the token: {e}", err=True)
        raise typer.Exit(1) from None
    except KeyboardInterrupt:
        pass


def seat_kind(spec: str) -> str:
    """A seat kind from an arena spec: ``hard`` → ``ai:hard``, ``hard@0.5``, ``random``,
    ``ai:…``, ``cmd:…``, ``talk:…`` as they are."""
    if spec.split("@")[0] in LEVELS:
        return "ai:" + spec
    if spec == "random" or spec.split(":")[0] in ("ai", "cmd", "talk"):
        return spec
    raise typer.BadParameter(f"unknown seat kind {spec!r}")


def parse_seats(specs: list[str], players: int | None) -> list[str]:
    """``COLOR=KIND`` options to seat kinds in colour order."""
    given: dict[int, str] = {}
    for spec in specs:
        colour, eq, kind = spec.partition("=")
        if not eq or colour not in COLORS:
            raise typer.BadParameter(f"--seat wants COLOR=KIND, like red=hard, not {spec!r}")
        i = COLORS.index(colour)
        if i in given:
            raise typer.BadParameter(f"{colour} is seated twice")
        given[i] = seat_kind(kind.strip())
    n = players or len(given)
    missing = [COLORS[i] for i in range(n) if i not in given]
    extra = [COLORS[i] for i in given if i >= n]
    if missing or extra or not 3 <= n <= 6:
        raise typer.BadParameter(
            f"a {n}-player game needs exactly the seats {', '.join(COLORS[:n])}"
            + (f" (missing {', '.join(missing)})" if missing else "")
            + (f" (too many: {', '.join(extra)})" if extra else "")
        )
    return [given[i] for i in range(n)]


@app.command()
def arena(
    seat: Annotated[list[str], typer.Option(
        "--seat", help="COLOR=KIND: random, easy, medium, hard\\[@S], ai:LEVEL, cmd:PROGRAM, "
        "talk:LEVEL. One per colour.")],
    games: int = typer.Option(100, "--games", min=1, help="How many games."),
    rotate: bool = typer.Option(False, "--rotate", help="Rotate seats so every bot plays "
                                "every colour."),
    jobs: int = typer.Option(1, "--jobs", min=1, max=64, help="Games played in parallel."),
    think: float | None = typer.Option(None, "--think", min=0.01, max=600,
                                       help="Thinking seconds of hard AIs (default 1)."),
    players: int | None = typer.Option(None, "--players", min=3, max=6,
                                       help="Players (default: the seats given)."),
    chips: int = typer.Option(7, "--chips", min=1, max=20, help="Chips each."),
    variant: str = typer.Option("nash1950", "--variant", help=f"{' or '.join(VARIANTS)}."),
    seed: int = typer.Option(0, "--seed", help="Seed of first players and AI choices."),
    out: Annotated[Path | None, typer.Option(
        "--out", help="Directory for one record per game.")] = None,
    plot: Annotated[Path | None, typer.Option("--plot", help="PNG chart of win rates.")] = None,
) -> None:
    """Play many games between seats and print win rates with 95% intervals."""
    from sucker.ai.arena import MatchSpec

    kinds = parse_seats(seat, players)
    try:
        rules = Rules(len(kinds), chips, variant).check()
    except RulesError as e:
        raise typer.BadParameter(str(e)) from None
    for kind in kinds:  # fail early on a bad spec, not in a worker
        if not kind.startswith(("cmd:", "talk:")):
            make_seat(kind).close()
    rng = random.Random(seed)
    specs = []
    slots = []  # per game: the slot (original colour) playing each colour
    n = len(kinds)
    for g in range(games):
        shift = g % n if rotate else 0
        slot = [(i + shift) % n for i in range(n)]
        slots.append(slot)
        specs.append(MatchSpec([kinds[s] for s in slot], rules, rng.randrange(n),
                               seed * 100_003 + g, think))
    results = _run_all(specs, jobs)
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        width = len(str(games))
        for g, res in enumerate(results):
            path = out / f"game-{g + 1:0{width}d}.json"
            from sucker.records import parse_record

            path.write_text(parse_record(res["record"]).dumps() + "\n", encoding="utf-8")
    rows = _table(kinds, results, slots)
    _print(rows, results)
    if plot is not None:
        _plot(rows, plot)


def _run_all(specs: list[Any], jobs: int) -> list[dict[str, Any]]:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from sucker.ai.arena import play_match

    results: list[dict[str, Any] | None] = [None] * len(specs)
    columns = (*Progress.get_default_columns()[:2], BarColumn(), MofNCompleteColumn(),
               TimeRemainingColumn())
    logging.basicConfig(level=logging.ERROR)
    if jobs == 1:
        with Progress(*columns, transient=True) as bar:
            task = bar.add_task("games", total=len(specs))
            for i, spec in enumerate(specs):
                results[i] = play_match(spec)
                bar.advance(task)
    else:
        import multiprocessing

        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(jobs) as pool, Progress(*columns, transient=True) as bar:
            task = bar.add_task("games", total=len(specs))
            for i, res in pool.imap_unordered(_indexed, list(enumerate(specs))):
                results[i] = res
                bar.advance(task)
    return [r for r in results if r is not None]


def _indexed(item: tuple[int, Any]) -> tuple[int, dict[str, Any]]:
    from sucker.ai.arena import play_match

    i, spec = item
    return i, play_match(spec)


def _promises(record: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Per colour promises made/kept/broken from the talk ledger, if the talk package is
    there (zeros otherwise, or if it fails on a record: the table must still print)."""
    try:
        from sucker.ai.talk import Ledger
    except ImportError:
        return {}
    from sucker.records import parse_record

    try:
        summary: dict[str, dict[str, Any]] = Ledger.from_record(parse_record(record)).summary()
    except Exception as e:  # another module's fault must not stop the report
        logging.getLogger(__name__).warning("the talk ledger failed on a record: %r", e)
        return {}
    return summary


def _table(
    kinds: list[str], results: list[dict[str, Any]], slots: list[list[int]]
) -> list[dict[str, Any]]:
    n = len(kinds)
    rows: list[dict[str, Any]] = [
        {"bot": f"{COLORS[i]}={kinds[i]}", "games": 0, "wins": 0, "made": 0, "kept": 0,
         "broken": 0, "rescues": 0, "faults": 0, "times": []}
        for i in range(n)
    ]
    for res, slot in zip(results, slots, strict=True):
        record = res["record"]
        winner = COLORS.index(record["result"]["winner"])
        promises = _promises(record)
        for colour in range(n):
            row = rows[slot[colour]]
            row["games"] += 1
            row["wins"] += colour == winner
            p = promises.get(COLORS[colour], {})
            for key in ("made", "kept", "broken"):
                row[key] += int(p.get(key, 0))
            row["rescues"] += res["rescues"][colour]
            row["faults"] += res["faults"][colour]
            row["times"].extend(res["times"][colour])
    for row in rows:
        row["low"], row["high"] = wilson(row["wins"], row["games"])
        times = sorted(row.pop("times"))
        row["p95"] = times[int(0.95 * (len(times) - 1))] if times else 0.0
    return rows


def _print(rows: list[dict[str, Any]], results: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    plays = [sum(1 for a in r["record"]["actions"] if a["act"] == "play") for r in results]
    table = Table(title=f"{len(results)} games, mean length {sum(plays) / len(plays):.1f} "
                  "plays")
    for col in ("bot", "games", "wins", "win rate", "95% interval", "promises made",
                "kept", "broken", "rescues", "faults", "p95 decision s"):
        table.add_column(col, justify="left" if col == "bot" else "right")
    for r in rows:
        rate = r["wins"] / r["games"] if r["games"] else 0.0
        table.add_row(r["bot"], str(r["games"]), str(r["wins"]), f"{rate:.1%}",
                      f"{r['low']:.1%} – {r['high']:.1%}", str(r["made"]), str(r["kept"]),
                      str(r["broken"]), str(r["rescues"]), str(r["faults"]), f"{r['p95']:.3f}")
    Console(width=160).print(table)


def _plot(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rates = [r["wins"] / r["games"] for r in rows]
    err = [[rate - r["low"] for rate, r in zip(rates, rows, strict=True)],
           [r["high"] - rate for rate, r in zip(rates, rows, strict=True)]]
    fig, ax = plt.subplots(figsize=(1.6 * len(rows) + 2, 4))
    ax.bar([r["bot"] for r in rows], rates, yerr=err, capsize=6, color="#4c72b0")
    ax.axhline(1 / len(rows), color="grey", linestyle="--", linewidth=1, label="even share")
    ax.set_ylabel("win rate (95% Wilson interval)")
    ax.set_ylim(0, 1)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
