"""Commands about games themselves: replay, simulate, play."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from sucker.cli import app
from sucker.records import RecordError, load


@app.command()
def replay(
    file: str = typer.Argument(..., help="An sls-record/1 file, or - for standard input."),
    upto: int | None = typer.Option(None, "--upto", min=0, help="Replay only the first K actions."),
) -> None:
    """Print the state JSON after a record (or its first K actions), and nothing else."""
    try:
        text = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as e:
        typer.echo(f"error: cannot read {file}: {e.strerror}", err=True)
        raise typer.Exit(2) from None
    try:
        _, game = load(text, upto)
    except RecordError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(1) from None
    typer.echo(json.dumps(game.state_json(), indent=1))
