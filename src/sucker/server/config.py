"""Server settings: command-line options over SUCKER_* environment variables over defaults.

docs/server.md lists every one; each limit the server enforces is one of these.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Annotated, Any, ClassVar

from pydantic import AliasChoices, Field, ValidationError
from pydantic_settings import BaseSettings, SettingsConfigDict

STATIC_DIR = Path(__file__).resolve().parent.parent / "web" / "static"

PREFIX = "SUCKER_"

# Every number the server is told is a duration, a rate, a size or a count: none is negative.
Number = Annotated[float, Field(ge=0)]
Count = Annotated[int, Field(ge=0)]
Workers = Annotated[int, Field(ge=1)]


class BadSetting(ValueError):
    """A SUCKER_* variable (or an option) the server cannot use, named in one line."""


class Settings(BaseSettings):
    """Everything the server can be told; docs/server.md lists the variables. Made with a
    bad value, it raises :class:`BadSetting`."""

    model_config = SettingsConfigDict(env_prefix=PREFIX, validate_by_name=True)

    host: str = "127.0.0.1"
    port: Annotated[int, Field(ge=0, le=65535)] = 8000
    data_dir: Path = Field(Path("data"), validation_alias=AliasChoices(f"{PREFIX}DATA"))
    db: str = ""
    secret: str = ""
    redis: str = ""
    # With Redis: seconds a process's claim on its tables lasts if it stops renewing it.
    lease: Number = 10
    # Seconds a seated player may stay disconnected before the AI plays for them.
    grace: Number = 30
    # Seconds per decision at an untimed table where other people wait on the player.
    relaxed_seconds: Number = 300
    # Longest time for a rescue answer (the table's own limit if that is shorter).
    rescue_seconds: Number = 30
    # Pause before an AI acts, so that people can follow the game.
    ai_delay: Number = 0.8
    # Longest an AI may think over one decision before the fallback answers.
    ai_seconds: Number = 10
    # Longest a bot may take over one decision (the table's own limit if shorter) before
    # the fallback answers, and to answer a challenge before its seat is free again.
    bot_seconds: Number = 10
    bot_challenge_seconds: Number = 30
    # Worker processes the AI seats think in.
    ai_workers: Workers = 2
    # Seconds after the end of a game during which the talking AIs still answer the chat.
    talk_after_end: Number = 120

    # ---- limits (docs/server.md, "Limits")
    # Websocket messages one connection may send per second (twice that in a burst).
    rate: Number = 30
    # Messages a bot's websocket may send per second (twice that in a burst): it plays
    # many games on one.
    bot_rate: Number = 120
    # Chat lines one person (or bot) may say per second, and in a burst.
    chat_rate: Number = 0.5
    chat_burst: Number = 5
    # Bytes of one HTTP request body, and of a request's headers.
    body_max: Count = 64 * 1024
    header_max: Count = 16 * 1024
    # Seconds a connection may take to send its request headers.
    header_seconds: Number = 10
    # Seconds a new socket has to say hello, and an open one may stay silent (pages ping
    # every 25 s).
    hello_seconds: Number = 10
    idle_seconds: Number = 120
    # Open websockets from one address, all tables together.
    sockets_per_address: Count = 32
    # Open HTTP connections from one address (reverse proxies in ``proxies`` not counted).
    connections_per_address: Count = 100
    # Spectators (sockets of people not seated) at one table.
    spectators: Count = 50
    # New tables one guest may make per hour (and at once); an address may make 3 times that.
    tables_per_hour: Number = 30
    tables_burst: Number = 10
    # New guests one address may make per minute (and at once).
    guests_per_minute: Number = 10
    guests_burst: Number = 20
    # Password checks: per account from browsers it does not know, per address, and per
    # device cookie (a browser that logged in before), each per hour and at once; the
    # argon2 hashes computed at once (each takes a core for ~40 ms).
    logins_per_hour: Number = 30
    logins_burst: Number = 10
    hash_workers: Workers = 1
    # Chat lines a snapshot carries (older ones: GET /api/tables/{id}/chat?before=SEQ).
    snapshot_chat: Count = 100
    # Transfers and kills of prisoners one player may make between two moves of the game.
    anytime_actions: Count = 20
    # Seconds of search per position when the server analyses a finished game, and per hint.
    analysis_think: Number = 0.05
    hint_think: Number = 0.5
    # Analyses one address may ask per hour (and at once): each costs seconds of an AI worker.
    analyses_per_hour: Number = 20
    analyses_burst: Number = 5
    # Casual games an account must finish before its rated games count (docs/server.md,
    # "Fair play").
    casual_before_rated: Count = 3
    # Hints one address may ask per minute (and at once); each costs an AI worker's time.
    hints_per_minute: Number = 30
    hints_burst: Number = 10
    # Minutes an open table with nobody present stays in the lobby.
    open_minutes: Number = 10

    # ---- the browser side
    # Host names the server answers to (comma-separated; * for any).
    hosts: str = "*"
    # Origins allowed for websockets and state-changing requests besides the server's own
    # (comma-separated, e.g. https://sucker.example).
    origins: str = ""
    # Days a session cookie lasts without a visit (it is renewed at least daily).
    session_days: Number = 30
    # Addresses of reverse proxies whose X-Forwarded-For/-Proto headers are believed.
    proxies: str = "127.0.0.1"
    static_dir: ClassVar[Path] = STATIC_DIR  # the page's files, not a setting

    def __init__(self, **values: Any) -> None:
        try:
            super().__init__(**values)
        except ValidationError as e:
            raise BadSetting(_explain(e)) from None

    def db_url(self) -> str:
        """The SQLAlchemy URL: SQLite under data_dir unless told otherwise."""
        url = self.db or f"sqlite:///{self.data_dir / 'sucker.db'}"
        if url.startswith("postgresql://") or url.startswith("postgres://"):
            url = "postgresql+psycopg://" + url.split("://", 1)[1]
        if url.startswith("sqlite:///"):
            private_file(Path(url.removeprefix("sqlite:///")))
        return url

    def session_secret(self) -> str:
        """SUCKER_SECRET, or a secret generated once and kept in data_dir/secret."""
        if self.secret:
            return self.secret
        path = self.data_dir / "secret"
        if not path.exists():
            private_file(path)
            path.write_text(secrets.token_urlsafe(32))
        return path.read_text().strip()


def private_file(path: Path) -> None:
    """Make ``path`` (and its missing folders) readable by the server's user only: the
    database holds password hashes, the secret signs device cookies."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path.name != ":memory:" and not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


def _explain(error: ValidationError) -> str:
    """Each bad value as ``SUCKER_NAME='value': why``, on one line."""
    parts = []
    for e in error.errors():
        name = str(e["loc"][0]) if e["loc"] else "?"
        var = name if name.startswith(PREFIX) else PREFIX + name.upper()
        parts.append(f"{var}={e.get('input')!r}: {e['msg']}")
    return "bad setting: " + "; ".join(parts)
