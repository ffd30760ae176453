"""Command group: admin (for the operator of a server, reading its database)."""

from __future__ import annotations

import json
import time

import typer

from sucker.cli.root import app

admin = typer.Typer(help="For a server's operator: review its database.", no_args_is_help=True)
app.add_typer(admin, name="admin")


@admin.command()
def suspicious(
    db: str | None = typer.Option(
        None, help="Database URL, as for `sucker serve` \\[env SUCKER_DB; default SQLite in "
        "./data/]."),
    days: float = typer.Option(7, help="Look at rated games of the last DAYS days."),
    min_games: int = typer.Option(5, help="Pairs that met at least this often."),
    share: float = typer.Option(0.8, help="... where one won at least this share of the "
                                "games either won."),
    hours: float = typer.Option(24, help="Accounts made within HOURS of each other from one "
                                "address."),
    as_json: bool = typer.Option(False, "--json", help="One JSON object instead of text."),
) -> None:
    """List pairs of accounts that meet often with one-sided results, and accounts made
    together from one address (docs/server.md, "Fair play")."""
    from sucker.server.config import BadSetting, Settings
    from sucker.server.db import make_engine
    from sucker.server.repos import review

    try:
        settings = Settings()
    except BadSetting as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    if db is not None:
        settings.db = db
    engine = make_engine(settings.db_url())
    pairs = review.lopsided_pairs(engine, time.time() - days * 86400, min_games, share)
    groups = review.made_together(engine, hours * 3600)
    engine.dispose()
    if as_json:
        typer.echo(json.dumps({"pairs": pairs, "made_together": groups}))
        return
    typer.echo(f"Pairs with {min_games}+ rated games in {days:g} days, one-sided:")
    for p in pairs:
        typer.echo(f"  {p['players'][0]} / {p['players'][1]}: {p['games']} games, "
                   f"won {p['wins'][0]} / {p['wins'][1]}")
    if not pairs:
        typer.echo("  none")
    typer.echo(f"Accounts made within {hours:g} h from one address:")
    for g in groups:
        typer.echo(f"  {g['address']}: {', '.join(g['accounts'])}")
    if not groups:
        typer.echo("  none")
