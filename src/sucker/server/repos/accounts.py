"""What deleting an account must reach."""

from __future__ import annotations

from sqlalchemy import Engine, select

from sucker.server.db import tables


def unfinished_tables(engine: Engine, guest: str) -> list[str]:
    """The open and playing tables a guest sits at."""
    query = select(tables.c.id).where(tables.c.seats.contains(guest),
                                      tables.c.status != "over")
    with engine.connect() as conn:
        return list(conn.execute(query).scalars())
