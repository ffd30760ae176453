"""Command: serve (the game server and web page)."""

from __future__ import annotations

import signal

import typer

from sucker.cli.root import app


def _exit(_sig: int, _frame: object) -> None:
    raise SystemExit(0)


@app.command()
def serve(
    host: str | None = typer.Option(None, help="Address to listen on \\[env SUCKER_HOST]."),
    port: int | None = typer.Option(None, help="Port to listen on \\[env SUCKER_PORT]."),
    db: str | None = typer.Option(
        None, help="Database URL, e.g. postgresql://user@host/db \\[env SUCKER_DB; "
        "default SQLite in ./data/]."
    ),
) -> None:
    """Run the game server: lobby, tables, AI seats and the web page (see docs/server.md)."""
    import logging

    import uvicorn

    from sucker.server import Settings, create_app
    from sucker.server.config import BadSetting
    from sucker.server.httpdoor import guarded_http
    from sucker.server.limits import raise_open_files
    from sucker.server.logs import setup_logging

    try:
        settings = Settings()
    except BadSetting as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    if host is not None:
        settings.host = host
    if port is not None:
        settings.port = port
    if db is not None:
        settings.db = db
    setup_logging()
    # uvicorn stops gracefully on SIGTERM/SIGINT, then raises the signal again under its
    # previous handler: with the default one the process dies at once, skipping the exit
    # handlers that release the AI workers' semaphores. Exit normally instead.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, _exit)
    files = raise_open_files()
    logging.getLogger("sucker.server").info(
        "So Long Sucker on http://%s:%d (database %s, %d open files at most)", settings.host,
        settings.port, settings.db_url().split("@")[-1], files)
    uvicorn.run(
        create_app(settings),
        host=settings.host,
        port=settings.port,
        http=guarded_http(settings),
        ws_max_size=64 * 1024,
        ws_per_message_deflate=False,
        proxy_headers=True,
        forwarded_allow_ips=settings.proxies,
        server_header=False,
        timeout_graceful_shutdown=5,
        log_level="warning",
    )
