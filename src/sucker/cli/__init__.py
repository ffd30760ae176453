"""The ``sucker`` command. Each group of commands lives in its own module of this package."""

from __future__ import annotations

import typer

app = typer.Typer(
    help="So Long Sucker: play, serve, replay and study the 1950 negotiation game.",
    no_args_is_help=True,
    add_completion=False,
)


@app.callback()
def _root() -> None:
    """So Long Sucker: play, serve, replay and study the 1950 negotiation game."""


def main() -> None:
    # Importing a module registers its commands on `app`.
    from sucker.cli import ai, game, serve  # noqa: F401

    app()
