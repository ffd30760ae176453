"""The store's fencing on both databases: taking a table bumps its token and hands over its
row as the last owner left it; a save with an older token changes nothing."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from sucker.server import db
from sucker.server.db import Store, migrate
from sucker.server.repos import tables as table_repo
from sucker.server.wire import LostTable

pytestmark = pytest.mark.anyio


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    url = (f"sqlite:///{tmp_path / 'fence.db'}" if request.param == "sqlite"
           else request.getfixturevalue("fresh_pg"))
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    s = Store(url)
    migrate(s.engine)
    yield s
    s.close()


def row(table_id: str, seq: int) -> dict:
    return {"id": table_id, "status": "playing", "private": False, "invite": "x", "players": 3,
            "chips": 5, "variant": "nash1950", "decision_seconds": 60, "ai_level": "easy",
            "seats": "[]", "first": 0, "created": 0.0, "started": 0.0, "ended": None,
            "winner": None, "seq": seq, "deadline": None, "rematch": None, "seen": 0.0}


def event(seq: int) -> tuple[int, str, str]:
    return seq, "chat", json.dumps({"type": "chat", "seq": seq})


async def test_a_claim_sees_every_save_before_it_and_fences_off_the_old_owner(
        store: Store) -> None:
    table_id = __import__("uuid").uuid4().hex[:16]
    table_repo.insert(store.engine, row(table_id, 0))
    first = table_repo.claim(store.engine, table_id)
    assert first is not None
    await store.save(table_id, first["fence"], row(table_id, 1), [event(1)])
    second = table_repo.claim(store.engine, table_id)  # another process takes the table over
    assert second is not None
    assert second["fence"] == first["fence"] + 1 and second["seq"] == 1
    with pytest.raises(LostTable):
        await store.save(table_id, first["fence"], row(table_id, 2), [event(2)])
    assert [e["seq"] for e in table_repo.events_of(store.engine, table_id)] == [1]
    assert table_repo.claim(store.engine, "no-such-table") is None


async def test_saves_waiting_behind_a_commit_go_in_the_next_even_while_the_loop_is_busy(
        store: Store) -> None:
    """Group commit: the saves made during a commit are committed together in the next one,
    each with its own outcome (a stale fence fails alone), and the database thread goes on
    to that commit without waiting for the event loop, which may be busy elsewhere. (A file
    SQLite database commits on the loop, and takes this path when it is locked.)"""
    store.inline = False
    ids = [__import__("uuid").uuid4().hex[:16] for _ in range(6)]
    fences = {}
    for table_id in ids:
        table_repo.insert(store.engine, row(table_id, 0))
        claimed = table_repo.claim(store.engine, table_id)
        assert claimed is not None
        fences[table_id] = claimed["fence"]
    held, second_done = threading.Event(), threading.Event()
    batches: list[list[str]] = []
    save_many = store._save_many

    def recording(batch: list) -> list:
        batches.append([item[0] for item in batch])
        if len(batches) == 1:
            assert held.wait(10)
        outcome = save_many(batch)
        if len(batches) == 2:
            second_done.set()
        return outcome

    store._save_many = recording  # type: ignore[method-assign]
    first = asyncio.ensure_future(store.save(ids[0], fences[ids[0]], row(ids[0], 1),
                                             [event(1)]))
    while not batches:  # yield until the first commit has begun (and is held)
        await asyncio.sleep(0)
    rest = [asyncio.ensure_future(store.save(
        t, fences[t] - (t == ids[3]), row(t, 1), [event(1)])) for t in ids[1:]]
    while len(store.batch) < len(rest):  # yield until every other save waits
        await asyncio.sleep(0)
    held.set()
    assert second_done.wait(10)  # the loop blocked here: the thread did not need it
    outcomes = await asyncio.gather(first, *rest, return_exceptions=True)
    assert batches == [ids[:1], ids[1:]]
    assert [type(o) for o in outcomes] == [type(None)] * 3 + [LostTable] + [type(None)] * 2
    assert [[e["seq"] for e in table_repo.events_of(store.engine, t)] for t in ids] == \
        [[1], [1], [1], [], [1], [1]]


async def test_a_save_writes_every_column_of_the_row_and_a_failed_one_nothing(
        store: Store) -> None:
    """Each column a save carries is stored; a save the database refuses (an event's seq
    stored already) raises SQLAlchemy's error, as every other statement does, and leaves
    the row and the events as they were."""
    from sqlalchemy.exc import IntegrityError

    table_id = __import__("uuid").uuid4().hex[:16]
    table_repo.insert(store.engine, row(table_id, 0))
    claimed = table_repo.claim(store.engine, table_id)
    assert claimed is not None
    changed = {**row(table_id, 1), "status": "over", "private": True, "seats": '[{"a":1}]',
               "first": 2, "ended": 5.5, "winner": 1, "deadline": 9.25, "rematch": "r1"}
    await store.save(table_id, claimed["fence"], changed, [event(1)])
    after = table_repo.claim(store.engine, table_id)
    assert after is not None
    assert {k: after[k] for k in changed if k != "seen"} == \
        {k: v for k, v in changed.items() if k != "seen"}
    with pytest.raises(IntegrityError):
        await store.save(table_id, after["fence"], {**changed, "seq": 2, "winner": 0},
                         [event(1)])
    again = table_repo.claim(store.engine, table_id)
    assert again is not None and again["seq"] == 1 and again["winner"] == 1
    assert [e["seq"] for e in table_repo.events_of(store.engine, table_id)] == [1]


def claimed_tables(store: Store, n: int) -> dict[str, int]:
    """``n`` new tables, claimed: their ids and fences."""
    fences = {}
    for _ in range(n):
        table_id = __import__("uuid").uuid4().hex[:16]
        table_repo.insert(store.engine, row(table_id, 0))
        claimed = table_repo.claim(store.engine, table_id)
        assert claimed is not None
        fences[table_id] = claimed["fence"]
    return fences


@pytest.fixture
def sqlite_store(tmp_path: Path) -> Iterator[Store]:
    s = Store(f"sqlite:///{tmp_path / 'inline.db'}")
    migrate(s.engine)
    yield s
    s.close()


async def test_sqlite_commits_the_saves_of_one_turn_together_on_the_loop(
        sqlite_store: Store) -> None:
    """On a file SQLite database the saves made in one turn of the loop are one commit made
    on the loop (the database thread is not used), each with its own outcome."""
    store = sqlite_store
    assert store.inline
    fences = claimed_tables(store, 5)
    ids = list(fences)
    threaded: list[object] = []
    store._hand_over = lambda saves, loop: threaded.append(saves)  # type: ignore[method-assign]
    outcomes = await asyncio.gather(*(
        store.save(t, fences[t] - (t == ids[2]), row(t, 1), [event(1), event(2)]) for t in ids),
        return_exceptions=True)
    assert [type(o) for o in outcomes] == [type(None)] * 2 + [LostTable] + [type(None)] * 2
    assert store.inline_commits == 1 and threaded == []
    assert [[e["seq"] for e in table_repo.events_of(store.engine, t)] for t in ids] == \
        [[1, 2], [1, 2], [], [1, 2], [1, 2]]


async def test_sqlite_locked_by_another_connection_hands_the_saves_to_the_thread(
        sqlite_store: Store, tmp_path: Path) -> None:
    """The loop never waits for SQLite's write lock: while another connection holds it, a
    save goes to the database thread, which waits for the lock, and is stored once it is
    free; the loop's next save is inline again."""
    import sqlite3

    store = sqlite_store
    (table_id, fence), = claimed_tables(store, 1).items()
    other = sqlite3.connect(tmp_path / "inline.db", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    handed: list[int] = []
    hand_over = store._hand_over

    def recording(saves: list, loop: asyncio.AbstractEventLoop) -> None:
        handed.append(len(saves))
        hand_over(saves, loop)

    store._hand_over = recording  # type: ignore[method-assign]
    saving = asyncio.ensure_future(store.save(table_id, fence, row(table_id, 1), [event(1)]))
    while not handed:  # yield until the inline commit has been tried
        await asyncio.sleep(0)
    assert handed == [1] and not saving.done() and store.inline_commits == 0
    other.execute("COMMIT")
    other.close()
    await saving
    await store.save(table_id, fence, row(table_id, 2), [event(2)])
    assert handed == [1] and store.inline_commits == 1
    assert [e["seq"] for e in table_repo.events_of(store.engine, table_id)] == [1, 2]


async def test_sqlite_checkpoints_run_in_the_database_thread(
        sqlite_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The loop's connection never checkpoints the WAL itself (that syncs the file): every
    CHECKPOINT_EVERY inline commits, the database thread does."""
    store = sqlite_store
    monkeypatch.setattr(db, "CHECKPOINT_EVERY", 2)
    ran: list[str] = []
    done = threading.Event()
    checkpoint = store._checkpoint

    def recording() -> None:
        checkpoint()
        ran.append(threading.current_thread().name)
        done.set()

    store._checkpoint = recording  # type: ignore[method-assign]
    (table_id, fence), = claimed_tables(store, 1).items()
    await store.save(table_id, fence, row(table_id, 1), [event(1)])
    assert not ran
    await store.save(table_id, fence, row(table_id, 2), [event(2)])
    assert done.wait(10)
    assert ran == ["db_0"]
    wal_autocheckpoint = store._inline_connection().execute("PRAGMA wal_autocheckpoint")
    assert wal_autocheckpoint.fetchone() == (0,)
