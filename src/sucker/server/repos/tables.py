"""The tables' rows and events outside the writer: making a table, claiming one (its
fencing token), listing them, marking who is there, expiring the abandoned ones, and
reading a table's events back. Saving a table's play is the Store's batched writer
(:meth:`sucker.server.db.Store.save`)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Engine, select, text

from sucker.server.db import IDLE_IN_TRANSACTION_MS, events, tables

CLAIM_LOCK_MS = 2 * IDLE_IN_TRANSACTION_MS  # longest wait of a claim for a row lock


def insert(engine: Engine, row: dict[str, Any]) -> None:
    with engine.begin() as conn:
        conn.execute(tables.insert(), row)


def claim(engine: Engine, table_id: str) -> dict[str, Any] | None:
    """Take a table: bump its fencing token and return its row as it is now (None: no
    such table). Saves made with an older token fail from now on (:class:`LostTable`);
    the row is read after the bump, so it holds every save the last owner made."""
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":
            # Should the last owner's session keep the row locked anyway, give up rather
            # than hold this process's one database thread (the caller tries again).
            conn.execute(text(f"SET LOCAL lock_timeout = {CLAIM_LOCK_MS}"))
        conn.execute(tables.update().where(tables.c.id == table_id)
                     .values(fence=tables.c.fence + 1))
        row = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
        return dict(row) if row else None


def listed(
    engine: Engine, statuses: list[str], public_only: bool, limit: int,
    seen_after: float = 0.0, present: tuple[str, ...] = (),
) -> list[dict[str, Any]]:
    """Tables by status, newest first; open and playing ones only if someone was there
    after ``seen_after`` or is there now (``present``): the others are abandoned (an open
    table about to expire, a game that waits for a player who left)."""
    query = select(tables).where(tables.c.status.in_(statuses))
    if seen_after:
        query = query.where((tables.c.status == "over") | (tables.c.seen > seen_after)
                            | tables.c.id.in_(present))
    if public_only:
        query = query.where(tables.c.private.is_(False))
    query = query.order_by(tables.c.created.desc()).limit(limit)
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(query).mappings()]


def finished_of(engine: Engine, guest_id: str, limit: int) -> list[dict[str, Any]]:
    """The finished tables a guest sat at, newest first."""
    query = (select(tables).where(tables.c.seats.contains(guest_id))
             .where(tables.c.status == "over").order_by(tables.c.ended.desc()).limit(limit))
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(query).mappings()]


def mark_seen(engine: Engine, table_ids: list[str], now: float) -> None:
    """Someone is at these tables now."""
    if table_ids:
        with engine.begin() as conn:
            conn.execute(tables.update().where(tables.c.id.in_(table_ids)).values(seen=now))


def expire_open(engine: Engine, before: float) -> list[str]:
    """Delete the open tables nobody has been at since ``before`` (no game was played
    there, so nothing is lost); return their ids."""
    with engine.begin() as conn:
        ids = list(conn.execute(select(tables.c.id).where(
            (tables.c.status == "open") & (tables.c.seen < before))).scalars())
        if ids:
            conn.execute(events.delete().where(events.c.table_id.in_(ids)))
            conn.execute(tables.delete().where(tables.c.id.in_(ids)))
    return ids


def events_of(engine: Engine, table_id: str) -> list[dict[str, Any]]:
    """A table's stored events, in order."""
    query = select(events.c.data).where(events.c.table_id == table_id).order_by(events.c.seq)
    with engine.connect() as conn:
        return [json.loads(d) for d in conn.execute(query).scalars()]
