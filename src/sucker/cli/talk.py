"""``sucker talk``: table talk tools. ``talk read`` prints what a chat line means in the
dialogue acts of bot-protocol.md, as hosts attach them to the ``chat`` messages bots get."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from sucker.cli.root import app
from sucker.engine import COLORS, NOBODY

talk = typer.Typer(help="Table talk: what a chat line means.", no_args_is_help=True)
app.add_typer(talk, name="talk")


@talk.command("read")
def read_line(
    text: Annotated[str, typer.Argument(help="The chat line, in English or French.")],
    by: Annotated[
        str | None, typer.Option("--by", help="The speaker's colour (red, blue, ...); the "
                                 "addressee is never the speaker.")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help='Print exactly {"acts": [...], "topic": ..., '
                           '"lang": ...}.')
    ] = False,
) -> None:
    """Print the line's dialogue acts (kind, to, want, give, about), its topic and its
    language. A line with neither acts nor topic is small talk."""
    from sucker.ai.talk.acts import read, reading_json

    if by is not None and by not in COLORS:
        typer.echo(f"error: --by must be one of {', '.join(COLORS)}", err=True)
        raise typer.Exit(2)
    meaning = reading_json(read(text, COLORS.index(by) if by else NOBODY))
    if as_json:
        typer.echo(json.dumps(meaning, ensure_ascii=False))
        return
    for act in meaning["acts"]:
        typer.echo("act     " + " ".join(f"{k}={v}" for k, v in act.items() if v is not None))
    typer.echo(f"topic   {meaning['topic'] or '-'}")
    typer.echo(f"lang    {meaning['lang']}")
    if not meaning["acts"] and not meaning["topic"]:
        typer.echo("(small talk)")
