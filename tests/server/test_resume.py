"""The server is killed mid-game and restarted: same state, clock and AI seats go on."""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path

import pytest

from server_kit import Client, alive, choose, make_server, my_decision, play_until_end
from sucker.server.db import Store, events
from sucker.server.repos import tables as table_repo

pytestmark = pytest.mark.anyio


async def test_a_killed_server_resumes_the_game_where_it_was(tmp_path: Path, storage: str) -> None:
    server = make_server(tmp_path, storage)
    try:
        ada, bob = Client(server, "Ada"), Client(server, "Bob")
        table = ada.post("/api/tables", {"players": 4, "chips": 3, "decision_seconds": 15})["id"]
        bob.post(f"/api/tables/{table}/join")
        seats = ada.post(f"/api/tables/{table}/ai", {"all": True, "level": "easy"})["seats"]
        assert [s["kind"] for s in seats] == ["human", "human", "ai:easy", "ai:easy"]
        for c in (ada, bob):
            await c.connect(table)
            await c.recv()
        ada.post(f"/api/tables/{table}/start")
        bob_plays = asyncio.create_task(play_until_end(bob))

        # Ada plays a few moves, then stops at one of her decisions.
        while True:
            if my_decision(ada.state, ada.clock, ada.you) and ada.state != ada.acted_on:
                if sum(m["type"] == "action" for m in ada.got) >= 3:
                    break
                assert ada.state is not None and ada.you is not None
                ada.acted_on = ada.state
                await ada.send({"type": "action", "action": choose(ada.state, ada.you)})
            if bob_plays.done():
                bob_plays.result()  # Bob's failure, if he stopped playing: the real cause
            msg = await ada.recv()
            assert msg["type"] != "error", msg
        before_state, before_clock, before_seq = ada.state, ada.clock, ada.seq
        assert before_clock is not None
        server.kill()
        bob_plays.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await bob_plays
        server.start()

        # A fresh look: the same state, the same deadline, nothing lost.
        for c in (ada, bob):
            c.seq = 0
            await c.connect(table)
        snap = await ada.until(lambda m: m["type"] == "snapshot")
        restarted = len(ada.got)
        assert snap["state"] == before_state
        assert {**snap["clock"], "now": 0} == {**before_clock, "now": 0}
        assert snap["seq"] >= before_seq
        await bob.until(lambda m: m["type"] == "snapshot")

        # The clock was resumed: Ada stays idle and the AI plays for her at the deadline.
        bob_plays = asyncio.create_task(play_until_end(bob))
        auto = await ada.until(lambda m: m["type"] == "action" and m["auto"], 20)
        assert auto["action"]["by"] == ada.you
        assert time.time() >= before_clock["deadline"] - 0.1
        seat = [s for s in ada.http.get(f"/api/tables/{table}").json()["seats"]
                if s["color"] == ada.you]
        assert seat[0]["ai_playing"]

        # Ada takes her seat back; everyone, AI seats included, plays on to the end.
        await ada.send({"type": "back"})
        await ada.until(lambda m: m["type"] == "table" and not any(
            s["ai_playing"] for s in m["table"]["seats"] if s["color"] == ada.you))
        end = await play_until_end(ada)
        assert end == await bob_plays
        after = [m["action"]["by"] for m in ada.got[restarted:]
                 if m["type"] == "action" and not m["auto"]]
        assert {"green", "yellow"} & set(after), "no AI seat played after the restart"
        await ada.close()
        await bob.close()
    finally:
        server.stop()


def test_a_killed_servers_ai_workers_exit(tmp_path: Path) -> None:
    server = make_server(tmp_path)
    try:
        deadline = time.monotonic() + 20
        while not (workers := server.children()):  # started with the server, not before it
            assert time.monotonic() < deadline, "the server started no AI worker"
            time.sleep(0.05)
        server.kill()
        deadline = time.monotonic() + 10
        while left := [pid for pid in workers if alive(pid)]:
            assert time.monotonic() < deadline, f"AI workers {left} outlived the server"
            time.sleep(0.05)
    finally:
        server.stop()


def test_a_table_that_cannot_be_resumed_keeps_no_other_from_play(tmp_path: Path) -> None:
    """A game under way whose stored events cannot be replayed is logged and left aside at
    start-up; the server starts and the other games resume."""
    server = make_server(tmp_path)
    ada = Client(server, "Ada")
    good = ada.post("/api/tables", {"players": 3})["id"]
    ada.post(f"/api/tables/{good}/ai", {"all": True, "level": "easy"})
    ada.post(f"/api/tables/{good}/start")
    server.stop()
    store = Store(f"sqlite:///{tmp_path / 'sucker.db'}")
    try:
        row = dict(table_repo.claim(store.engine, good) or {}, id="broken", fence=0)
        table_repo.insert(store.engine, row)
        with store.engine.begin() as conn:  # an event the table cannot make sense of
            conn.execute(events.insert().values(table_id="broken", seq=row["seq"] + 1,
                                                type="chat", data='{"type": "chat"}'))
    finally:
        store.close()
    server.start()
    try:
        assert "table broken could not be resumed" in server.log()
        assert ada.http.get(f"/api/tables/{good}").json()["status"] == "playing"
    finally:
        server.stop()
