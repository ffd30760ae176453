"""Storage: guests, tables and every numbered event of a table (SQLAlchemy Core).

Calls are synchronous and run in one worker thread (see :class:`Store`), so the event loop
never waits on the database. The schema is made by the Alembic migrations beside this file.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    Boolean,
    Column,
    Engine,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    event,
    select,
    text,
)

T = TypeVar("T")

metadata = MetaData()

guests = Table(
    "guests",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("created", Float, nullable=False),
)

tables = Table(
    "tables",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("status", String(8), nullable=False, index=True),
    Column("private", Boolean, nullable=False),
    Column("invite", String(64), nullable=False),
    Column("players", Integer, nullable=False),
    Column("chips", Integer, nullable=False),
    Column("variant", String(16), nullable=False),
    Column("decision_seconds", Integer, nullable=False),
    Column("ai_level", String(16), nullable=False),
    Column("seats", Text, nullable=False),  # JSON list, see table.SeatInfo
    Column("first", Integer),
    Column("created", Float, nullable=False),
    Column("started", Float),
    Column("ended", Float),
    Column("winner", Integer),
    Column("seq", Integer, nullable=False),
    Column("deadline", Float),  # Unix time of the pending decision's deadline
    Column("rematch", String(16)),  # the id of the table made as its rematch
)

events = Table(
    "events",
    metadata,
    Column("table_id", String(16), ForeignKey("tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("type", String(8), nullable=False),
    Column("data", Text, nullable=False),  # the event as JSON
)

# One statement for every table row of a batch (executemany), "v_id" naming the row.
_UPDATE = (
    tables.update()
    .where(tables.c.id == bindparam("v_id"))
    .values({c.name: bindparam(f"v_{c.name}") for c in tables.c if c.name != "id"})
)

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def migrate(engine: Engine) -> None:
    """Bring the schema up to date (Alembic ``upgrade head``)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":  # processes starting together take turns
            conn.execute(text("SELECT pg_advisory_xact_lock(1950)"))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(conn: Any, _record: Any) -> None:
            cur = conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return engine
    return create_engine(url, pool_size=4, pool_pre_ping=True)


class Store:
    """The database, used from the event loop through :meth:`run` (one writer thread)."""

    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db")
        self.batch: list[tuple[str, dict[str, Any], list[tuple[int, str, str]],
                               asyncio.Future[None]]] = []
        self.writer: asyncio.Task[None] | None = None

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    def close(self) -> None:
        self.pool.shutdown(wait=True)
        self.engine.dispose()

    # --------------------------------------------------------------- guests

    def put_guest(self, guest_id: str, name: str, created: float) -> None:
        with self.engine.begin() as conn:
            done = conn.execute(guests.update().where(guests.c.id == guest_id).values(name=name))
            if done.rowcount == 0:
                conn.execute(guests.insert().values(id=guest_id, name=name, created=created))

    def guest_name(self, guest_id: str) -> str | None:
        with self.engine.connect() as conn:
            return conn.execute(
                select(guests.c.name).where(guests.c.id == guest_id)
            ).scalar_one_or_none()

    # --------------------------------------------------------------- tables

    def insert_table(self, row: dict[str, Any]) -> None:
        with self.engine.begin() as conn:
            conn.execute(tables.insert().values(**row))

    async def save(self, table_id: str, row: dict[str, Any],
                   new_events: list[tuple[int, str, str]]) -> None:
        """Store new events (seq, type, JSON) and the table's row; return once committed.

        Saves that arrive while a commit is under way are committed together in the next
        one (group commit): many tables, one transaction, far fewer commits under load.
        """
        fut = asyncio.get_running_loop().create_future()
        self.batch.append((table_id, row, new_events, fut))
        if self.writer is None or self.writer.done():
            self.writer = asyncio.get_running_loop().create_task(self._write())
        await fut

    async def _write(self) -> None:
        """The one writer: commits what is waiting, batch after batch, till none is left."""
        while self.batch:
            batch, self.batch = self.batch, []
            try:
                await self.run(self._save_many, batch)
            except Exception as e:
                for *_, f in batch:
                    if not f.done():
                        f.set_exception(e)
            else:
                for *_, f in batch:
                    if not f.done():
                        f.set_result(None)

    def _save_many(
        self, batch: list[tuple[str, dict[str, Any], list[tuple[int, str, str]], Any]]
    ) -> None:
        rows = [
            {"table_id": table_id, "seq": seq, "type": kind, "data": text}
            for table_id, _, new_events, _ in batch
            for seq, kind, text in new_events
        ]
        latest = {table_id: row for table_id, row, _, _ in batch}  # the last row of each
        with self.engine.begin() as conn:
            if rows:
                conn.execute(events.insert(), rows)
            conn.execute(_UPDATE, [{f"v_{k}": v for k, v in row.items()}
                                   for row in latest.values()])

    def table_row(self, table_id: str) -> dict[str, Any] | None:
        with self.engine.connect() as conn:
            row = conn.execute(select(tables).where(tables.c.id == table_id)).mappings().first()
            return dict(row) if row else None

    def table_rows(
        self, statuses: list[str], public_only: bool, limit: int
    ) -> list[dict[str, Any]]:
        query = select(tables).where(tables.c.status.in_(statuses))
        if public_only:
            query = query.where(tables.c.private.is_(False))
        query = query.order_by(tables.c.created.desc()).limit(limit)
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(query).mappings()]

    def table_events(self, table_id: str) -> list[dict[str, Any]]:
        query = select(events.c.data).where(events.c.table_id == table_id).order_by(events.c.seq)
        with self.engine.connect() as conn:
            return [json.loads(d) for d in conn.execute(query).scalars()]
