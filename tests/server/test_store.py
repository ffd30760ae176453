"""The store's fencing on both databases: taking a table bumps its token and hands over its
row as the last owner left it; a save with an older token changes nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from sucker.server.db import Store, migrate
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
    store.insert_table(row(table_id, 0))
    first = store.claim(table_id)
    assert first is not None
    await store.save(table_id, first["fence"], row(table_id, 1), [event(1)])
    second = store.claim(table_id)  # another process takes the table over
    assert second is not None
    assert second["fence"] == first["fence"] + 1 and second["seq"] == 1
    with pytest.raises(LostTable):
        await store.save(table_id, first["fence"], row(table_id, 2), [event(2)])
    assert [e["seq"] for e in store.table_events(table_id)] == [1]
    assert store.claim("no-such-table") is None
