"""The analyses of finished games, kept once made (:mod:`sucker.server.analyses`)."""

from __future__ import annotations

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError

from sucker.server.db import analyses


def get(engine: Engine, table_id: str) -> str | None:
    """A game's analysis as JSON, or None if none was kept."""
    with engine.connect() as conn:
        return conn.execute(select(analyses.c.data).where(analyses.c.table_id == table_id)
                            ).scalar_one_or_none()


def save(engine: Engine, table_id: str, data: str, think: float, created: float) -> None:
    try:
        with engine.begin() as conn:
            conn.execute(analyses.insert().values(table_id=table_id, data=data,
                                                  think=think, created=created))
    except IntegrityError:  # another process stored it first: the same game, kept
        pass
