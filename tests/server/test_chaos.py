"""Faults of several processes on Redis: Redis cut for seconds, the owner of a table frozen
(SIGSTOP) past its lease, the owner killed. Every game finishes; no accepted action is lost
or applied twice (each player's numbered events stay gapless, and the stored record is the
very list of actions everybody saw)."""

from __future__ import annotations

import asyncio
import json
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import websockets

from server_kit import Client, Server, TcpProxy, choose, make_server, my_decision
from sucker.records import load

pytestmark = pytest.mark.anyio

LEASE = 2.0
CHIPS = 7
# Seconds a player takes over each decision. The fixed strategy of ``choose`` plays a
# 3-player, 7-chip game in 22 decisions one after another, so a cut made after the first
# one is over long before the game: 21 × PACE > LEASE * 2.
PACE = 0.25


@pytest.fixture
def proxy() -> Iterator[TcpProxy]:
    p = TcpProxy(6379)
    yield p
    p.close()


def two_servers(tmp_path: Path, db: str, redis_port: int) -> tuple[Server, Server]:
    env = {"SUCKER_REDIS": f"redis://127.0.0.1:{redis_port}/3", "SUCKER_LEASE": str(LEASE),
           "SUCKER_SECRET": "shared", "SUCKER_GRACE": "600", "SUCKER_AI_DELAY": "0"}
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
    return make_server(tmp_path / "a", db, **env), make_server(tmp_path / "b", db, **env)


async def reconnect(c: Client, table: str, servers: list[Server]) -> None:
    """Reconnect to whichever server answers, from the last event seen, and catch up (all
    missed events come before the answer to a ping)."""
    for attempt in range(200):
        server = servers[attempt % len(servers)]
        try:
            c.server = server
            await c.connect(table, since=c.seq)
            await c.send({"type": "ping"})
            while (await c.recv(5))["type"] != "pong":
                pass
            c.acted_on = None
            return
        except (OSError, TimeoutError, websockets.WebSocketException):
            await asyncio.sleep(0.1)
    raise AssertionError("could not reconnect")


async def play_through(c: Client, table: str, servers: list[Server], drops: list[float],
                       played: asyncio.Event | None = None,
                       stalls: list[float] | None = None) -> dict[str, Any]:
    """Play to the end with :func:`choose`, reconnecting after every drop (noted in
    ``drops``) and after a socket silent for several leases (noted in ``stalls`` too: an
    open socket on which the game never goes on); ``played`` is set once an action has been
    seen. A refusal as ``illegal`` can only be a race with another player's any-time action,
    never a duplicate: the test checks the record for those."""
    while True:
        try:
            while True:
                if my_decision(c.state, c.clock, c.you) and c.state != c.acted_on:
                    c.acted_on = c.state
                    assert c.state is not None and c.you is not None
                    await asyncio.sleep(PACE)  # people think: the game spans the fault
                    await c.send({"type": "action", "action": choose(c.state, c.you)})
                msg = await c.recv(LEASE * 6)
                if msg["type"] == "error":
                    assert msg["code"] in ("illegal", "not-playing"), msg
                elif msg["type"] == "action" and played is not None:
                    played.set()
                elif msg["type"] == "end":
                    return msg
        except (websockets.ConnectionClosed, TimeoutError, OSError) as e:
            drops.append(time.monotonic())
            if isinstance(e, TimeoutError) and stalls is not None:
                stalls.append(time.monotonic())
            await reconnect(c, table, servers)


async def until_ready(servers: list[Server], c: Client, timeout: float = 15) -> None:
    """Poll each server's readiness until it answers 200 (its relay subscribed again)."""
    end = time.monotonic() + timeout
    for s in servers:
        while c.http.get(s.url + "/readyz").status_code != 200:
            assert time.monotonic() < end, f"{s.url} never became ready"
            await asyncio.sleep(0.1)


async def until_answered(c: Client, path: str, timeout: float = 30) -> None:
    """GET ``path`` until it answers 200; meanwhile only a 503 that says to try again (the
    relay's answer while the owner's replies are still finding their way back)."""
    end = time.monotonic() + timeout
    while (r := c.http.get(path)).status_code != 200:
        assert r.status_code == 503, r.text
        assert r.json()["detail"]["code"] in ("unavailable", "moved"), r.text
        assert time.monotonic() < end, f"{path} never answered: {r.text}"
        await asyncio.sleep(int(r.headers["retry-after"]))


async def start_game(a: Server, b: Server) -> tuple[list[Client], str]:
    ada, bob, cy = Client(a, "Ada"), Client(b, "Bob"), Client(b, "Cy")
    table = ada.post("/api/tables", {"players": 3, "chips": CHIPS,
                                          "decision_seconds": 600})["id"]
    for c in (bob, cy):
        c.post(f"/api/tables/{table}/join", {})
    for c in (ada, bob, cy):
        await c.connect(table)
        await c.recv()
    ada.post(f"/api/tables/{table}/start")
    return [ada, bob, cy], table


def check_record(players: list[Client], table: str) -> None:
    """The stored record is legal, and it is exactly the actions every player saw."""
    r = players[0].http.get(f"/api/tables/{table}/record")
    assert r.status_code == 200, r.text
    record, game = load(r.json())
    assert game.is_over()
    stored = [a["act"] for a in r.json()["actions"]]
    for c in players:
        seen = [m["action"]["act"] for m in c.got if m["type"] == "action"]
        # after a snapshot a client's own list restarts: compare the tail it saw whole
        assert stored[len(stored) - len(seen):] == seen or not seen


async def test_a_redis_outage_loses_nothing(tmp_path: Path, fresh_pg: str,
                                            proxy: TcpProxy) -> None:
    a, b = two_servers(tmp_path, fresh_pg, proxy.port)
    try:
        players, table = await start_game(a, b)
        drops: list[float] = []
        stalls: list[float] = []
        played = asyncio.Event()
        games = [asyncio.create_task(play_through(c, table, [a, b], drops, played, stalls))
                 for c in players]
        await asyncio.wait_for(played.wait(), 30)
        proxy.cut(LEASE * 2)  # longer than a lease: ownership may move
        cut = time.monotonic()
        ends = await asyncio.wait_for(asyncio.gather(*games), 120)
        assert all(e["winner"] == ends[0]["winner"] for e in ends)
        check_record(players, table)
        assert time.monotonic() - cut > LEASE * 2, "the game did not span the outage"
        assert not stalls, f"sockets left waiting after the outage, at +{stalls[0] - cut:.1f} s"
        # Relayed calls work again after the outage (the relay resubscribed).
        await until_ready([a, b], players[0])
        await until_answered(players[1], f"/api/tables/{table}")
        # No socket was closed: the relay made up for what the outage lost in place.
        assert not drops, f"sockets closed by the outage, at +{drops[0] - cut:.1f} s"
        for s in (a, b):
            assert "UniqueViolation" not in s.log() and "Traceback" not in s.log()
    finally:
        a.stop()
        b.stop()


async def test_a_frozen_owner_never_writes_for_a_table_it_lost(tmp_path: Path,
                                                               fresh_pg: str) -> None:
    a, b = two_servers(tmp_path, fresh_pg, 6379)
    try:
        players, table = await start_game(a, b)  # A made the table: A owns it
        drops: list[float] = []
        played = asyncio.Event()
        games = [asyncio.create_task(play_through(c, table, [b], drops, played))
                 for c in players]
        await asyncio.wait_for(played.wait(), 30)
        assert a.proc is not None
        a.proc.send_signal(signal.SIGSTOP)
        frozen = time.monotonic()
        await asyncio.sleep(LEASE * 3)  # past its lease: B takes the table over
        a.proc.send_signal(signal.SIGCONT)
        ends = await asyncio.wait_for(asyncio.gather(*games), 120)
        assert all(e["winner"] == ends[0]["winner"] for e in ends)
        check_record(players, table)
        assert "UniqueViolation" not in a.log() + b.log()
        assert "lost to another process" in a.log() or "Traceback" not in a.log()
        assert drops, "nobody noticed the frozen owner"
        print(f"frozen owner: {len(drops)} drops, recovered {max(drops) - frozen:.1f} s in")
    finally:
        a.stop()
        b.stop()


async def test_data_of_an_unreachable_redis_is_a_json_503(tmp_path: Path, fresh_pg: str,
                                                          proxy: TcpProxy) -> None:
    a, b = two_servers(tmp_path, fresh_pg, proxy.port)
    try:
        ada = Client(a, "Ada")
        table = ada.post("/api/tables", {"players": 3})["id"]
        proxy.cut(30)
        r = ada.http.get(f"/api/tables/{table}x")  # a table nobody owns: asks Redis
        assert r.status_code == 503 and r.json()["detail"]["code"] == "unavailable"
        assert int(r.headers["retry-after"]) >= 1
        assert ada.http.get(a.url + "/readyz").status_code in (200, 503)
        assert json.loads(ada.http.get(a.url + "/healthz").text) == {"ok": True}
    finally:
        a.stop()
        b.stop()
