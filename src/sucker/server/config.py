"""Server settings: command-line options over SUCKER_* environment variables over defaults.

docs/server.md lists every one; each limit the server enforces is one of these.
"""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

STATIC_DIR = Path(__file__).resolve().parent.parent / "web" / "static"


def _env(name: str, default: str) -> str:
    return os.environ.get(f"SUCKER_{name}", default)


def _f(name: str, default: float) -> float:
    return float(_env(name, str(default)))


def _i(name: str, default: int) -> int:
    return int(_env(name, str(default)))


@dataclass
class Settings:
    """Everything the server can be told; docs/server.md lists the variables."""

    host: str = field(default_factory=lambda: _env("HOST", "127.0.0.1"))
    port: int = field(default_factory=lambda: _i("PORT", 8000))
    data_dir: Path = field(default_factory=lambda: Path(_env("DATA", "data")))
    db: str = field(default_factory=lambda: _env("DB", ""))
    secret: str = field(default_factory=lambda: _env("SECRET", ""))
    redis: str = field(default_factory=lambda: _env("REDIS", ""))
    # With Redis: seconds a process's claim on its tables lasts if it stops renewing it.
    lease: float = field(default_factory=lambda: _f("LEASE", 10))
    # Seconds a seated player may stay disconnected before the AI plays for them.
    grace: float = field(default_factory=lambda: _f("GRACE", 30))
    # Seconds per decision at an untimed table where other people wait on the player.
    relaxed_seconds: float = field(default_factory=lambda: _f("RELAXED_SECONDS", 300))
    # Longest time for a rescue answer (the table's own limit if that is shorter).
    rescue_seconds: float = field(default_factory=lambda: _f("RESCUE_SECONDS", 30))
    # Pause before an AI acts, so that people can follow the game.
    ai_delay: float = field(default_factory=lambda: _f("AI_DELAY", 0.8))
    # Longest an AI may think over one decision before the fallback answers.
    ai_seconds: float = field(default_factory=lambda: _f("AI_SECONDS", 10))
    # Longest a bot may take over one decision (the table's own limit if shorter) before
    # the fallback answers, and to answer a challenge before its seat is free again.
    bot_seconds: float = field(default_factory=lambda: _f("BOT_SECONDS", 10))
    bot_challenge_seconds: float = field(default_factory=lambda: _f("BOT_CHALLENGE_SECONDS", 30))
    # Worker processes the AI seats think in.
    ai_workers: int = field(default_factory=lambda: _i("AI_WORKERS", 2))
    # Seconds after the end of a game during which the talking AIs still answer the chat.
    talk_after_end: float = field(default_factory=lambda: _f("TALK_AFTER_END", 120))

    # ---- limits (docs/server.md, "Limits")
    # Websocket messages one connection may send per second (twice that in a burst).
    rate: float = field(default_factory=lambda: _f("RATE", 30))
    # Messages a bot's websocket may send per second (twice that in a burst): it plays
    # many games on one.
    bot_rate: float = field(default_factory=lambda: _f("BOT_RATE", 120))
    # Chat lines one person (or bot) may say per second, and in a burst.
    chat_rate: float = field(default_factory=lambda: _f("CHAT_RATE", 0.5))
    chat_burst: float = field(default_factory=lambda: _f("CHAT_BURST", 5))
    # Bytes of one HTTP request body, and of a request's headers.
    body_max: int = field(default_factory=lambda: _i("BODY_MAX", 64 * 1024))
    header_max: int = field(default_factory=lambda: _i("HEADER_MAX", 16 * 1024))
    # Seconds a connection may take to send its request headers.
    header_seconds: float = field(default_factory=lambda: _f("HEADER_SECONDS", 10))
    # Seconds a new socket has to say hello, and an open one may stay silent (pages ping
    # every 25 s).
    hello_seconds: float = field(default_factory=lambda: _f("HELLO_SECONDS", 10))
    idle_seconds: float = field(default_factory=lambda: _f("IDLE_SECONDS", 120))
    # Open websockets from one address, all tables together.
    sockets_per_address: int = field(default_factory=lambda: _i("SOCKETS_PER_ADDRESS", 32))
    # Open HTTP connections from one address (reverse proxies in ``proxies`` not counted).
    connections_per_address: int = field(
        default_factory=lambda: _i("CONNECTIONS_PER_ADDRESS", 100))
    # Spectators (sockets of people not seated) at one table.
    spectators: int = field(default_factory=lambda: _i("SPECTATORS", 50))
    # New tables one guest may make per hour (and at once); an address may make 3 times that.
    tables_per_hour: float = field(default_factory=lambda: _f("TABLES_PER_HOUR", 30))
    tables_burst: float = field(default_factory=lambda: _f("TABLES_BURST", 10))
    # New guests one address may make per minute (and at once).
    guests_per_minute: float = field(default_factory=lambda: _f("GUESTS_PER_MINUTE", 10))
    guests_burst: float = field(default_factory=lambda: _f("GUESTS_BURST", 20))
    # Password checks: per account from browsers it does not know, per address, and per
    # device cookie (a browser that logged in before), each per hour and at once; the
    # argon2 hashes computed at once (each takes a core for ~40 ms).
    logins_per_hour: float = field(default_factory=lambda: _f("LOGINS_PER_HOUR", 30))
    logins_burst: float = field(default_factory=lambda: _f("LOGINS_BURST", 10))
    hash_workers: int = field(default_factory=lambda: _i("HASH_WORKERS", 1))
    # Chat lines a snapshot carries (older ones: GET /api/tables/{id}/chat?before=SEQ).
    snapshot_chat: int = field(default_factory=lambda: _i("SNAPSHOT_CHAT", 100))
    # Transfers and kills of prisoners one player may make between two moves of the game.
    anytime_actions: int = field(default_factory=lambda: _i("ANYTIME_ACTIONS", 20))
    # Seconds of search per position when the server analyses a finished game, and per hint.
    analysis_think: float = field(default_factory=lambda: _f("ANALYSIS_THINK", 0.05))
    hint_think: float = field(default_factory=lambda: _f("HINT_THINK", 0.5))
    # Analyses one address may ask per hour (and at once): each costs seconds of an AI worker.
    analyses_per_hour: float = field(default_factory=lambda: _f("ANALYSES_PER_HOUR", 20))
    analyses_burst: float = field(default_factory=lambda: _f("ANALYSES_BURST", 5))
    # Casual games an account must finish before its rated games count (docs/server.md,
    # "Fair play").
    casual_before_rated: int = field(default_factory=lambda: _i("CASUAL_BEFORE_RATED", 3))
    # Hints one address may ask per minute (and at once); each costs an AI worker's time.
    hints_per_minute: float = field(default_factory=lambda: _f("HINTS_PER_MINUTE", 30))
    hints_burst: float = field(default_factory=lambda: _f("HINTS_BURST", 10))
    # Minutes an open table with nobody present stays in the lobby.
    open_minutes: float = field(default_factory=lambda: _f("OPEN_MINUTES", 10))

    # ---- the browser side
    # Host names the server answers to (comma-separated; * for any).
    hosts: str = field(default_factory=lambda: _env("HOSTS", "*"))
    # Origins allowed for websockets and state-changing requests besides the server's own
    # (comma-separated, e.g. https://sucker.example).
    origins: str = field(default_factory=lambda: _env("ORIGINS", ""))
    # Days a session cookie lasts without a visit (it is renewed at least daily).
    session_days: float = field(default_factory=lambda: _f("SESSION_DAYS", 30))
    # Addresses of reverse proxies whose X-Forwarded-For/-Proto headers are believed.
    proxies: str = field(default_factory=lambda: _env("PROXIES", "127.0.0.1"))
    static_dir: Path = STATIC_DIR

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
