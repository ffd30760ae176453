"""Takeover at the lease: when the owner of tables stops renewing their leases (frozen by
SIGSTOP), a live process takes them over within about a lease, whether someone is connected
or not; a player whose socket was relayed to the frozen owner plays on there without
waiting for a timeout; a socket left at the old owner is closed to reconnect when it
wakes."""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path
from typing import Any

import pytest
import websockets
from sqlalchemy import event

from server_kit import Client, Server, choose, make_server, my_decision
from sucker.server.db import Store, migrate
from sucker.server.repos import tables as table_repo

pytestmark = pytest.mark.anyio

LEASE = 2.0
REDIS = "redis://127.0.0.1:6379/11"  # the processes' keys are their database's: no clash


async def test_a_frozen_owner_is_taken_over_within_the_lease(tmp_path: Path,
                                                             fresh_pg: str) -> None:
    env = {"SUCKER_REDIS": REDIS, "SUCKER_LEASE": str(LEASE), "SUCKER_SECRET": "shared",
           "SUCKER_GRACE": "600", "SUCKER_AI_DELAY": "0.1", "SUCKER_HELLO_SECONDS": "60"}
    servers: list[Server] = []
    try:
        for name in ("a", "b"):
            (tmp_path / name).mkdir()
            servers.append(make_server(tmp_path / name, fresh_pg, **env))
        a, b = servers
        bob = Client(a, "Bob")
        table = bob.post("/api/play/computer", {"level": "easy", "players": 3})["id"]  # A's
        bob.server = b  # Bob's socket goes to B, relayed to A
        carol = Client(a, "Carol")  # a game at A nobody is connected to
        unwatched = carol.post("/api/play/computer", {"level": "easy", "players": 3})["id"]
        await bob.connect(table)
        eve = Client(a, "Eve")  # a spectator at A who has not said hello yet
        await eve.connect(table, since=None)
        frozen: float | None = None
        resumed: float | None = None
        while resumed is None:
            try:
                if my_decision(bob.state, bob.clock, bob.you) and bob.state != bob.acted_on:
                    assert bob.state is not None and bob.clock is not None
                    if frozen is None and bob.seq >= 4 and bob.clock["to"] == [bob.you]:
                        # The game waits for Bob alone: A has no move of its own under way,
                        # so any move seen from now on was made after the takeover.
                        assert a.proc is not None
                        a.proc.send_signal(signal.SIGSTOP)
                        frozen = time.monotonic()
                    bob.acted_on = bob.state
                    assert bob.you is not None
                    await bob.send({"type": "action", "action": choose(bob.state, bob.you)})
                msg = await bob.recv(LEASE * 5)
            except websockets.ConnectionClosed as e:
                assert e.rcvd is not None and e.rcvd.code == 1012, e  # "moved": reconnect
                await bob.connect(table, since=bob.seq)
                bob.acted_on = None  # the move sent to the frozen owner is made again
                continue
            assert msg["type"] != "end", msg
            assert msg["type"] != "error" or msg["code"] == "moved", msg  # then closed
            if msg["type"] == "action" and frozen is not None:
                resumed = time.monotonic()
        assert frozen is not None
        took = resumed - frozen
        assert took < LEASE + 3, f"the game went on {took:.1f} s after the owner froze"
        print(f"frozen owner: the game went on {took:.1f} s later")
        while f"table {unwatched}: its owner stopped renewing its lease; taken over" \
                not in b.log():  # no event to wait on from here
            assert time.monotonic() < frozen + LEASE + 3, b.log()
            time.sleep(0.05)
        assert "lost to another process" not in b.log()
        # A wakes and drops the table; Eve's socket there is told so, and closed to
        # reconnect, rather than left open on a table that is gone.
        assert a.proc is not None
        a.proc.send_signal(signal.SIGCONT)
        deadline = time.monotonic() + 10
        while "lost to another process" not in a.log():  # no event to wait on from here
            assert time.monotonic() < deadline, a.log()
            time.sleep(0.05)
        await eve.send({"type": "hello", "since": 0})
        assert (await eve.recv())["code"] == "moved"
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await eve.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1012
    finally:
        for server in servers:
            if server.proc is not None:
                server.proc.send_signal(signal.SIGCONT)
            server.stop()


def test_a_postgresql_save_runs_no_pipeline(fresh_pg: str) -> None:
    """psycopg runs an executemany as a pipeline, and a process frozen inside a pipeline
    keeps its row locks for as long as it is frozen (its session is not "idle in
    transaction", so PostgreSQL's timeout never ends it): the process taking its tables
    over would wait for it to wake. A save of several tables runs statements one by one."""
    store = Store("postgresql+psycopg://" + fresh_pg.split("://", 1)[1])
    try:
        migrate(store.engine)
        ids = ["t1", "t2", "t3"]
        for table_id in ids:
            table_repo.insert(store.engine, table_row(table_id, 0))
        fences = [table_repo.claim(store.engine, table_id)["fence"] for table_id in ids]  # type: ignore[index]
        many: list[bool] = []
        event.listen(store.engine, "before_cursor_execute",
                     lambda *args: many.append(args[-1]))  # its last argument: executemany
        outcome = store._save_many([
            (table_id, fence, table_row(table_id, 2), [chat(1), chat(2)], None)  # type: ignore[misc]
            for table_id, fence in zip(ids, fences, strict=True)])
        assert outcome == [None, None, None]
        assert many and not any(many), many
        for table_id in ids:
            assert [e["seq"] for e in table_repo.events_of(store.engine, table_id)] == [1, 2]
            assert table_repo.claim(store.engine, table_id)["seq"] == 2  # type: ignore[index]
    finally:
        store.close()


def table_row(table_id: str, seq: int) -> dict[str, Any]:
    return {"id": table_id, "status": "playing", "private": False, "invite": "x", "players": 3,
            "chips": 5, "variant": "nash1950", "decision_seconds": 60, "ai_level": "easy",
            "seats": "[]", "first": 0, "created": 0.0, "started": 0.0, "ended": None,
            "winner": None, "seq": seq, "deadline": None, "rematch": None, "seen": 0.0}


def chat(seq: int) -> tuple[int, str, str]:
    return seq, "chat", json.dumps({"type": "chat", "seq": seq})
