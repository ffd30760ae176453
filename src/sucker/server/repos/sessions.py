"""The session rows: one per signed-in browser, found by the hash of its cookie's id."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, select

from sucker.server.db import guests, sessions


def create(engine: Engine, row: dict[str, Any]) -> None:
    with engine.begin() as conn:
        conn.execute(sessions.insert().values(**row))


def find(engine: Engine, hashed: str, since: float) -> dict[str, Any] | None:
    """The session (used after ``since``) with its guest's name and whether it is an
    account; None if there is none."""
    query = (select(sessions, guests.c.name, guests.c.username_key)
             .join(guests, guests.c.id == sessions.c.guest)
             .where(sessions.c.hash == hashed, sessions.c.seen >= since))
    with engine.connect() as conn:
        row = conn.execute(query).mappings().first()
        return dict(row) if row else None


def touch(engine: Engine, hashed: str, now: float) -> None:
    with engine.begin() as conn:
        conn.execute(sessions.update().where(sessions.c.hash == hashed).values(seen=now))


def of_guest(engine: Engine, guest: str, since: float) -> list[dict[str, Any]]:
    """A guest's sessions in use, the most recently seen first."""
    query = (select(sessions).where(sessions.c.guest == guest, sessions.c.seen >= since)
             .order_by(sessions.c.seen.desc()))
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(query).mappings()]


def revoke(engine: Engine, guest: str, *, hashed: str | None = None,
           ref: str | None = None, keep: str | None = None) -> list[str]:
    """End one of a guest's sessions (by hash or by ref), or all of them but ``keep``;
    returns the hashes ended."""
    where = sessions.c.guest == guest
    if hashed is not None:
        where &= sessions.c.hash == hashed
    if ref is not None:
        where &= sessions.c.ref == ref
    if keep is not None:
        where &= sessions.c.hash != keep
    with engine.begin() as conn:
        ended = list(conn.execute(select(sessions.c.hash).where(where)).scalars())
        if ended:
            conn.execute(sessions.delete().where(sessions.c.hash.in_(ended)))
    return ended


def purge(engine: Engine, before: float) -> None:
    """Forget the sessions unused since ``before`` (they no longer open anything)."""
    with engine.begin() as conn:
        conn.execute(sessions.delete().where(sessions.c.seen < before))
