"""The store's fencing on both databases: taking a table bumps its token and hands over its
row as the last owner left it; a save with an older token changes nothing."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

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
    to that commit without waiting for the event loop, which may be busy elsewhere."""
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
