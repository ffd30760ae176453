"""``sucker analyze``: each player's chance to win at every position of a recorded game, and
its turning points (:mod:`sucker.ai.analysis`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from sucker.cli.root import app
from sucker.engine import COLORS
from sucker.records import RecordError, parse_record


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(1)


@app.command()
def analyze(
    file: Annotated[str, typer.Argument(help="An sls-record/1 file, or - for standard input.")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the analysis as JSON, and nothing else.")
    ] = False,
    think: Annotated[
        float | None,
        typer.Option("--think", min=0.001, max=60, help="Seconds of search a position "
                     "(default 0.05: a 100-action game in about 6 s)."),
    ] = None,
) -> None:
    """Judge every position of a game: each player's chance to win, the turning points (the
    actions that cost their player most) and what the hard AI would have played there.

    Errors: one line on stderr (a malformed record, or an illegal action's 0-based index
    and why), exit status 1.
    """
    from sucker.ai.analysis import DEFAULT_THINK
    from sucker.ai.analysis import analyze as run

    try:
        text = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as e:
        raise _fail(f"cannot read {file}: {e.strerror}") from None
    try:
        record = parse_record(text)
        result = run(record, DEFAULT_THINK if think is None else think)
    except RecordError as e:
        raise _fail(str(e)) from None
    if as_json:
        typer.echo(json.dumps(result.to_json(), ensure_ascii=False))
        return
    players = range(result.players)
    typer.echo("after  " + "  ".join(f"{COLORS[p]:>6}" for p in players))
    for k, chances in enumerate(result.chances):
        typer.echo(f"{k:5d}  " + "  ".join(f"{100 * chances[p]:5.1f}%" for p in players))
    typer.echo("")
    if not result.turning_points:
        typer.echo("No turning point: no action cost its player 5 points of chance or more.")
    for point in result.turning_points:
        typer.echo(point.sentence()["en"])
