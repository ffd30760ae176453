"""The ``sucker`` command's root: the typer app every command module registers on, what
they share (errors, checked rules), and ``--version``. A leaf of the package, so that
command modules never import the package."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from sucker.engine import Rules

app = typer.Typer(
    help="So Long Sucker: play, serve, replay and study the 1950 negotiation game.",
    no_args_is_help=True,
    add_completion=False,
)


def fail(message: str, code: int = 2) -> typer.Exit:
    """Print a one-line error on stderr; raise the returned Exit."""
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


def checked_rules(players: int, chips: int, variant: str) -> Rules:
    """The rules of these options, or a one-line error (exit status 2)."""
    from sucker.engine import Rules, RulesError

    try:
        return Rules(players, chips, variant).check()
    except RulesError as e:
        raise fail(str(e)) from None


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


@app.command(
    context_settings={"ignore_unknown_options": True, "allow_extra_args": True},
    add_help_option=False,
)
def simulate(ctx: typer.Context) -> None:
    """Play random games (every seat a uniformly random legal answer) and sum them up."""
    # Its options are argparse's (the command starts before typer is imported, see
    # sucker.cli.simulate); registered here so that ``sucker --help`` lists it.
    from sucker.cli.simulate import run

    raise typer.Exit(run(ctx.args))
