"""Storage: the schema (SQLAlchemy Core), the engine, and the :class:`Store` that runs every
query in one worker thread and commits the tables' saves in batches.

The queries themselves live in :mod:`sucker.server.repos`, one module per aggregate (guests,
tables, ratings, sessions, names, analyses…), each function given the engine and called
through :meth:`Store.run`, so the event loop never waits on the database. The schema is made
by the Alembic migrations beside this file.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Engine,
    Float,
    ForeignKey,
    Index,
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
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import DBAPIError

from sucker.server.wire import LostTable

T = TypeVar("T")

metadata = MetaData()

guests = Table(
    "guests",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("name", String(64), nullable=False),
    Column("created", Float, nullable=False),
    Column("username_key", String(64), unique=True),  # set once the guest is an account
    Column("password", Text),  # argon2 hash
    Column("epoch", Integer, nullable=False, server_default="0"),  # unused since sessions
    Column("bot", Boolean, nullable=False, server_default="0"),  # a bot account (for good)
    Index("ix_guests_bot", "id", sqlite_where=text("bot"), postgresql_where=text("bot")),
)

sessions = Table(
    "sessions",
    metadata,
    Column("hash", String(64), primary_key=True),  # sha256 of the cookie's random id
    Column("ref", String(16), nullable=False, unique=True),  # names it on the account page
    Column("guest", String(32), nullable=False, index=True),
    Column("created", Float, nullable=False),
    Column("seen", Float, nullable=False, index=True),
    Column("agent", String(64), nullable=False),  # a summary of the User-Agent
    Column("address", String(64), nullable=False),
)

names = Table(  # taken and reserved names: an account's, kept after it is deleted
    "names",
    metadata,
    Column("skeleton", String(256), primary_key=True),  # see sucker.server.names
    Column("guest", String(32), index=True),  # the account; null once deleted
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
    Column("fence", Integer, nullable=False, server_default="0"),  # the owner's token
    Column("seen", Float),  # Unix time someone was last at the table (open tables expire)
    Column("rated", Boolean, nullable=False, server_default="0"),
    Column("lang", String(8), nullable=False, server_default="en"),  # the AIs' language
    Column("no_bots", Boolean, nullable=False, server_default="0"),  # its maker refuses bots
)

events = Table(
    "events",
    metadata,
    Column("table_id", String(16), ForeignKey("tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("type", String(8), nullable=False),
    Column("data", Text, nullable=False),  # the event as JSON
)

ratings = Table(
    "ratings",
    metadata,
    Column("player", String(32), primary_key=True),  # a guest id, or "ai:LEVEL"
    Column("name", String(64), nullable=False, index=True),
    Column("mu", Float, nullable=False, index=True),  # the leaderboard's order
    Column("sigma", Float, nullable=False),
    Column("games", Integer, nullable=False),
    Column("wins", Integer, nullable=False),
    Column("updated", Float, nullable=False),
    # The leaderboard's first part: players past their provisional games, best first.
    Index("ix_ratings_settled_mu", "mu", sqlite_where=text("games >= 10"),
          postgresql_where=text("games >= 10")),
)

rating_history = Table(
    "rating_history",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("player", String(32), nullable=False, index=True),
    Column("table_id", String(16), nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("at", Float, nullable=False),
)

results = Table(
    "results",
    metadata,
    Column("table_id", String(16), primary_key=True),
    Column("color", Integer, primary_key=True),
    Column("player", String(32), index=True),
    Column("place", Integer, nullable=False),
    Column("players", Integer, nullable=False),
    Column("rated", Boolean, nullable=False),
    Column("ended", Float, nullable=False),
    Index("ix_results_player_ended", "player", "ended"),  # a profile's latest games
)

player_games = Table(  # games (not seats) each player finished, kept as results are stored
    "player_games",
    metadata,
    Column("player", String(32), primary_key=True),  # a guest id, or "ai:LEVEL"
    Column("players", Integer, primary_key=True),  # the table's size
    Column("rated", Boolean, primary_key=True),
    Column("private", Boolean, primary_key=True),
    Column("games", Integer, nullable=False),
    Column("wins", Integer, nullable=False),
)

origins = Table(  # where a guest sat down from: keyed hashes of its address and browser id
    "origins",
    metadata,
    Column("guest_id", String(32), primary_key=True),
    Column("origin", String(24), primary_key=True),  # "a:HASH" (address), "b:HASH" (browser)
    Column("first", Float, nullable=False),
    Column("last", Float, nullable=False),
)

analyses = Table(
    "analyses",
    metadata,
    Column("table_id", String(16), primary_key=True),
    Column("data", Text, nullable=False),
    Column("think", Float, nullable=False),
    Column("created", Float, nullable=False),
)

tokens = Table(
    "tokens",
    metadata,
    Column("id", String(16), primary_key=True),
    Column("guest", String(32), nullable=False, index=True),
    Column("hash", String(64), nullable=False, unique=True),  # sha256 of the secret
    Column("scopes", String(200), nullable=False),  # space-separated, e.g. "bot:play"
    Column("created", Float, nullable=False),
    Column("last_used", Float),
)

versions = Table(  # numbers that move when what a cached page shows changes, in any process
    "versions",
    metadata,
    Column("name", String(32), primary_key=True),  # "leaderboard": rated games, deletions
    Column("value", Integer, nullable=False),
)


def upserts(table: Table, keys: list[Column[Any]],
            changes: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """``INSERT ... ON CONFLICT (keys) DO UPDATE`` for each dialect, by its name (SQLAlchemy
    builds it per dialect), to be built once: ``changes(excluded)`` gives the new values."""
    made = {}
    for name, dialect in (("postgresql", postgresql), ("sqlite", sqlite)):
        insert = dialect.insert(table)
        made[name] = insert.on_conflict_do_update(index_elements=keys,
                                                  set_=changes(insert.excluded))
    return made


def bump(conn: Connection, name: str) -> None:
    """Move a version, in the transaction of the change it stands for."""
    conn.execute(versions.update().where(versions.c.name == name)
                 .values(value=versions.c.value + 1))


def version(engine: Engine, name: str) -> int:
    with engine.connect() as conn:
        return int(conn.execute(select(versions.c.value).where(versions.c.name == name)
                                ).scalar_one())


# One statement for every table row of a batch (executemany), "v_id" naming the row; the
# fence is never written by a save, only checked (see Store.save).
_UPDATE = (
    tables.update()
    .where(tables.c.id == bindparam("v_id"))
    .values({c.name: bindparam(f"v_{c.name}") for c in tables.c
            if c.name not in ("id", "fence", "seen", "rated", "lang", "no_bots")})
)

# The fences of a batch's tables, and the rows of its events: made once (a statement made
# per save is work, and garbage for the collector, on every action).
_FENCES = select(tables.c.id, tables.c.fence).where(
    tables.c.id.in_(bindparam("ids", expanding=True)))
_FENCES_LOCKED = _FENCES.with_for_update()
_INSERT_EVENTS = events.insert()

# The same three statements for SQLite as plain SQL, run on the driver's cursor: a batch is
# committed on every few actions, and SQLAlchemy's statement work took more of the database
# thread's time (holding the interpreter's lock) than SQLite's own.
_SAVED = [c.name for c in tables.c if c.name not in ("id", "fence", "seen", "rated", "lang",
                                                      "no_bots")]
_SQLITE_UPDATE = (
    "UPDATE tables SET " + ", ".join(f'"{name}" = :{name}' for name in _SAVED)
    + ' WHERE "id" = :id'
)
_SQLITE_INSERT_EVENTS = 'INSERT INTO events ("table_id", "seq", "type", "data") VALUES (?, ?, ?, ?)'

Save = tuple[str, int, dict[str, Any], list[tuple[int, str, str]], "asyncio.Future[None]"]
Outcome = list[Exception | None]

BATCHES_PER_TURN = 8  # batches the writer commits before the thread's other calls get a turn
CHECKPOINT_EVERY = 200  # inline commits between two checkpoints of the WAL


MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    """Alembic's configuration of this schema's migrations (tests run it to older revisions)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def migrate(engine: Engine) -> None:
    """Bring the schema up to date (Alembic ``upgrade head``)."""
    cfg = alembic_config()
    with engine.begin() as conn:
        if conn.dialect.name == "postgresql":  # processes starting together take turns
            conn.execute(text("SELECT pg_advisory_xact_lock(1950)"))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


IDLE_IN_TRANSACTION_MS = 2000


def sqlite_pragmas(conn: sqlite3.Connection) -> None:
    cur = conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(conn: Any, _record: Any) -> None:
            sqlite_pragmas(conn)

        return engine
    # A process frozen inside a transaction (SIGSTOP, a stalled VM) would keep its row locks,
    # and so block the process taking its tables over at the lease: PostgreSQL ends such a
    # session after IDLE_IN_TRANSACTION_MS (no transaction here waits between statements).
    return create_engine(url, pool_size=4, pool_pre_ping=True, connect_args={
        "options": f"-c idle_in_transaction_session_timeout={IDLE_IN_TRANSACTION_MS}"})


class Store:
    """The database, used from the event loop through :meth:`run` (one writer thread)."""

    def __init__(self, url: str) -> None:
        self.engine = make_engine(url)
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db")
        self.batch: list[Save] = []
        self.lock = threading.Lock()  # guards batch and writing, shared with the thread
        self.writing = False  # a _write is queued or running in the thread
        # A file SQLite database commits the tables' saves on the loop itself: a commit
        # without fsync takes a fraction of a millisecond, less than handing it to the
        # thread and back, which waits for the GIL at every step while the loop is busy.
        self.inline = (self.engine.dialect.name == "sqlite"
                       and self.engine.url.database not in (None, "", ":memory:"))
        self.waiting: list[Save] = []  # saves for the loop's next inline commit
        self.inline_conn: Any = None
        self.inline_commits = 0

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.pool, fn, *args)

    def close(self) -> None:
        self.pool.shutdown(wait=True)
        if self.inline_conn is not None:
            self.inline_conn.close()
        self.engine.dispose()

    async def save(self, table_id: str, fence: int, row: dict[str, Any],
                   new_events: list[tuple[int, str, str]]) -> None:
        """Store new events (seq, type, JSON) and the table's row if ``fence`` is still the
        table's token (else raise LostTable); return once committed.

        Saves that arrive while a commit is under way are committed together in the next
        one (group commit): many tables, one transaction, far fewer commits under load. If
        that transaction fails, each save is tried alone, so one table's failure never fails
        another's.
        """
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        if self.inline:
            self.waiting.append((table_id, fence, row, new_events, fut))
            if len(self.waiting) == 1:
                loop.call_soon(self._write_inline, loop)
            await fut
            return
        self._hand_over([(table_id, fence, row, new_events, fut)], loop)
        await fut

    def _hand_over(self, saves: list[Save], loop: asyncio.AbstractEventLoop) -> None:
        """Queue saves for the database thread's next commit."""
        with self.lock:
            self.batch.extend(saves)
            start, self.writing = not self.writing, True
        if start:
            self.pool.submit(self._write, loop)

    def _write_inline(self, loop: asyncio.AbstractEventLoop) -> None:
        """On the loop: commit the saves made since the last turn in one transaction. If
        another connection holds the write lock, the batch goes to the thread, which may
        wait for it; the loop never does. Checkpoints (the WAL copied back into the
        database, which syncs) run in the thread, every CHECKPOINT_EVERY commits."""
        batch, self.waiting = self.waiting, []
        conn = self._inline_connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError:  # locked by another connection
            self._hand_over(batch, loop)
            return
        try:
            outcome = _save_many_sqlite(conn, batch)
            conn.commit()
        except Exception:
            conn.rollback()
            self._hand_over(batch, loop)  # the thread tries each save alone
            return
        _settle(batch, outcome)
        self.inline_commits += 1
        if self.inline_commits % CHECKPOINT_EVERY == 0:
            self.pool.submit(self._checkpoint)

    def _inline_connection(self) -> Any:
        if self.inline_conn is None:
            conn = sqlite3.connect(self.engine.url.database or "", check_same_thread=False)
            sqlite_pragmas(conn)
            conn.execute("PRAGMA busy_timeout=0")  # a locked database is handed over at once
            conn.execute("PRAGMA wal_autocheckpoint=0")  # never a checkpoint on the loop
            conn.isolation_level = None  # transactions begun and ended explicitly
            self.inline_conn = conn
        return self.inline_conn

    def _checkpoint(self) -> None:
        with contextlib.suppress(sqlite3.Error), self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    def _write(self, loop: asyncio.AbstractEventLoop) -> None:
        """In the database thread: commit what is waiting, batch after batch, each batch's
        outcome handed straight to the savers (the loop is not asked in between, so a busy
        loop does not hold the next batch back); after a few, the thread's other calls get
        their turn."""
        for _ in range(BATCHES_PER_TURN):
            with self.lock:
                batch, self.batch = self.batch, []
                if not batch:
                    self.writing = False
                    return
            try:
                outcome = self._save_many(batch)
            except Exception:
                outcome = [self._save_alone(item) for item in batch]
            try:
                loop.call_soon_threadsafe(_settle, batch, outcome)
            except RuntimeError:  # the loop is closed: nobody waits any more
                return
        try:
            self.pool.submit(self._write, loop)
        except RuntimeError as e:  # the store is closing: the saves still waiting fail
            with self.lock:
                batch, self.batch, self.writing = self.batch, [], False
            with contextlib.suppress(RuntimeError):
                failed: Outcome = [e] * len(batch)
                loop.call_soon_threadsafe(_settle, batch, failed)

    def _save_alone(self, item: Save) -> Exception | None:
        try:
            return self._save_many([item])[0]
        except Exception as e:
            return e

    def _save_many(self, batch: list[Save]) -> Outcome:
        """One transaction for the saves whose fence holds; the others get LostTable."""
        with self.engine.begin() as conn:
            if conn.dialect.name == "sqlite":
                return _save_many_sqlite(conn.connection, batch)
            ids = sorted({item[0] for item in batch})
            query = _FENCES_LOCKED if conn.dialect.name == "postgresql" else _FENCES
            fences = {r.id: r.fence for r in conn.execute(query, {"ids": ids})}
            ok = [fences.get(item[0]) == item[1] for item in batch]
            rows = [
                {"table_id": table_id, "seq": seq, "type": kind, "data": text}
                for (table_id, _, _, new_events, _), good in zip(batch, ok, strict=True) if good
                for seq, kind, text in new_events
            ]
            latest = {item[0]: item[2] for item, good in zip(batch, ok, strict=True) if good}
            updates = [{f"v_{k}": v for k, v in row.items()} for row in latest.values()]
            if conn.dialect.name == "postgresql":
                # No executemany: psycopg runs one as a pipeline, and a process frozen inside
                # a pipeline keeps its row locks for as long as it is frozen (its session is
                # not "idle in transaction", so IDLE_IN_TRANSACTION_MS never ends it), which
                # would block the process taking its tables over.
                for i in range(0, len(rows), 1000):
                    conn.execute(events.insert().values(rows[i:i + 1000]))
                for params in updates:
                    conn.execute(_UPDATE, params)
            else:
                if rows:
                    conn.execute(_INSERT_EVENTS, rows)
                if updates:
                    conn.execute(_UPDATE, updates)
        return [None if good else LostTable(item[0]) for item, good in zip(batch, ok, strict=True)]

    def ping(self) -> None:
        """Raises if the database cannot be reached (readiness)."""
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))



def _save_many_sqlite(conn: Any, batch: list[Save]) -> Outcome:
    """:meth:`Store._save_many` on SQLite, in the transaction of ``conn`` (the driver's);
    its errors are raised as SQLAlchemy's, as the other statements' are."""
    ids = sorted({item[0] for item in batch})
    cursor = conn.cursor()
    try:
        cursor.execute(f"SELECT id, fence FROM tables WHERE id IN ({', '.join('?' * len(ids))})",
                       ids)
        fences = dict(cursor.fetchall())
        ok = [fences.get(item[0]) == item[1] for item in batch]
        rows = [(table_id, seq, kind, text)
                for (table_id, _, _, new_events, _), good in zip(batch, ok, strict=True) if good
                for seq, kind, text in new_events]
        latest = {item[0]: item[2] for item, good in zip(batch, ok, strict=True) if good}
        if rows:
            cursor.executemany(_SQLITE_INSERT_EVENTS, rows)
        if latest:
            cursor.executemany(_SQLITE_UPDATE, list(latest.values()))
    except sqlite3.Error as e:
        raise DBAPIError.instance(None, None, e, sqlite3.Error) from e
    finally:
        cursor.close()
    return [None if good else LostTable(item[0]) for item, good in zip(batch, ok, strict=True)]


def _settle(batch: list[Save], outcome: Outcome) -> None:
    """On the loop: each saver gets its save's outcome."""
    for (*_, f), error in zip(batch, outcome, strict=True):
        if f.done():
            continue
        if error is None:
            f.set_result(None)
        else:
            f.set_exception(error)
