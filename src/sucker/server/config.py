"""Server settings: command-line options over SUCKER_* environment variables over defaults."""

from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

STATIC_DIR = Path(__file__).resolve().parent.parent / "web" / "static"


def _env(name: str, default: str) -> str:
    return os.environ.get(f"SUCKER_{name}", default)


@dataclass
class Settings:
    """Everything the server can be told; docs/server.md lists the variables."""

    host: str = field(default_factory=lambda: _env("HOST", "127.0.0.1"))
    port: int = field(default_factory=lambda: int(_env("PORT", "8000")))
    data_dir: Path = field(default_factory=lambda: Path(_env("DATA", "data")))
    db: str = field(default_factory=lambda: _env("DB", ""))
    secret: str = field(default_factory=lambda: _env("SECRET", ""))
    redis: str = field(default_factory=lambda: _env("REDIS", ""))
    # With Redis: seconds a process's claim on its tables lasts if it stops renewing it.
    lease: float = field(default_factory=lambda: float(_env("LEASE", "10")))
    # Seconds a seated player may stay disconnected before the AI plays for them.
    grace: float = field(default_factory=lambda: float(_env("GRACE", "30")))
    # Longest time for a rescue answer (the table's own limit if that is shorter).
    rescue_seconds: float = field(default_factory=lambda: float(_env("RESCUE_SECONDS", "30")))
    # Pause before an AI acts, so that people can follow the game.
    ai_delay: float = field(default_factory=lambda: float(_env("AI_DELAY", "0.8")))
    # Longest an AI may think over one decision before the fallback answers.
    ai_seconds: float = field(default_factory=lambda: float(_env("AI_SECONDS", "10")))
    # Worker processes the AI seats think in.
    ai_workers: int = field(default_factory=lambda: int(_env("AI_WORKERS", "2")))
    # Websocket messages one connection may send per second (twice that in a burst).
    rate: float = field(default_factory=lambda: float(_env("RATE", "30")))
    static_dir: Path = STATIC_DIR

    def db_url(self) -> str:
        """The SQLAlchemy URL: SQLite under data_dir unless told otherwise."""
        url = self.db or f"sqlite:///{self.data_dir / 'sucker.db'}"
        if url.startswith("postgresql://") or url.startswith("postgres://"):
            url = "postgresql+psycopg://" + url.split("://", 1)[1]
        if url.startswith("sqlite:///"):
            Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        return url

    def session_secret(self) -> str:
        """SUCKER_SECRET, or a secret generated once and kept in data_dir/secret."""
        if self.secret:
            return self.secret
        path = self.data_dir / "secret"
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_urlsafe(32))
            path.chmod(0o600)
        return path.read_text().strip()
