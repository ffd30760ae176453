"""The ``sucker`` command's root: the typer app every command module registers on, and
``--version``. A leaf of the package, so that command modules never import the package."""

from __future__ import annotations

from typing import Annotated

import typer

app = typer.Typer(
    help="So Long Sucker: play, serve, replay and study the 1950 negotiation game.",
    no_args_is_help=True,
    add_completion=False,
)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import version

        from sucker.engine import ENGINE

        typer.echo(f"sucker {version('sucker')}, engine: {ENGINE}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_version,
            is_eager=True,
            help="Print the version and which engine runs (compiled or pure Python), and exit.",
        ),
    ] = False,
) -> None:
    """So Long Sucker: play, serve, replay and study the 1950 negotiation game."""
