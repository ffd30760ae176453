"""Two server processes joined by Redis: any process serves any table; one owns each."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
import websockets

from server_kit import PG_ADMIN, Client, make_server, play_until_end

pytestmark = pytest.mark.anyio

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture
def fresh_pg() -> Iterator[str]:
    name = f"sucker_relay_{__import__('uuid').uuid4().hex[:12]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    yield f"postgresql://postgres@127.0.0.1:5432/{name}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def test_two_processes_share_tables_and_survive_the_owner(
    tmp_path: Path, fresh_pg: str
) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    env = {"SUCKER_REDIS": REDIS, "SUCKER_LEASE": "3", "SUCKER_SECRET": "shared"}
    a = make_server(tmp_path / "a", fresh_pg, **env)
    b = make_server(tmp_path / "b", fresh_pg, **env)
    try:
        ada, cy = Client(a, "Ada"), Client(a, "Cy")
        bob, eve = Client(b, "Bob"), Client(b, "Eve")
        table = ada.post("/api/tables", {"players": 3, "chips": 4})["id"]
        joined = bob.post(f"/api/tables/{table}/join", {})  # relayed from B to A
        assert [s["name"] for s in joined["seats"]] == ["Ada", "Bob", None]
        assert joined["seats"][1]["you"]
        cy.post(f"/api/tables/{table}/join", {})
        for c in (ada, cy, bob, eve):
            await c.connect(table)
            await c.recv()
        assert bob.you == "blue" and eve.you is None
        bob.post(f"/api/tables/{table}/start")  # relayed
        # Bob and Eve are on B, the game lives in A: they play and follow it all the same.
        players = [asyncio.create_task(play_until_end(c, stop_after=6)) for c in (ada, bob, cy)]
        await asyncio.gather(*players)
        await eve.send({"type": "chat", "text": "from B"})
        line = await ada.until(lambda m: m["type"] == "chat")
        assert (line["name"], line["spectator"]) == ("Eve", True)

        # A dies. B's sockets to its table close; they reconnect and B takes the table over.
        before = ada.state
        a.kill()
        for c in (bob, eve):
            with pytest.raises(websockets.ConnectionClosed):
                await c.until(lambda m: False, timeout=20)
        for c in (ada, cy):
            c.server = b
            c.http.base_url = b.url  # type: ignore[assignment]
        for c in (ada, cy, bob, eve):
            c.seq = 0
            await c.connect(table)
            snap = await c.until(lambda m: m["type"] == "snapshot")
            assert snap["state"] == before
        ends = await asyncio.gather(*(play_until_end(c) for c in (ada, bob, cy)),
                                    eve.until(lambda m: m["type"] == "end", 60))
        assert all(e == ends[0] for e in ends)
        r = eve.http.get(f"/api/tables/{table}/record")
        assert r.status_code == 200 and r.json()["result"]["winner"] == ends[0]["winner"]
        for c in (ada, cy, bob, eve):
            await c.close()
    finally:
        a.stop()
        b.stop()
