"""Two server processes joined by Redis: any process serves any table; one owns each. And
the relay in process, on a real Redis."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

import pytest
import websockets

from server_kit import Client, TcpProxy, make_server, play_until_end
from sucker.server import commands as c
from sucker.server.relay import RESEND_FOR, Relay, RemotePeer

pytestmark = pytest.mark.anyio

REDIS = "redis://127.0.0.1:6379/0"


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


class NoTables:
    """The relay's delivery in a process that owns no table (an edge only)."""

    def local(self) -> list[str]:
        return []

    async def run(self, table_id: str, cmd: c.Command, peer: RemotePeer | None) -> None:
        raise AssertionError("this process owns no table")

    async def gone(self, table_id: str, peer: RemotePeer) -> None:
        pass

    def lost(self, table_id: str) -> None:
        pass


class Socket:
    """A local socket as the relay writes to it (a ``wire.Peer``); ``closed`` is set with
    its close code."""

    who = c.Who("g1", "Ada")
    guest, name = who.guest, who.name

    def __init__(self) -> None:
        self.closed: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        self.got: list[dict[str, Any]] = []
        self.news = asyncio.Event()

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        self.got.append(json.loads(text))
        self.news.set()

    def close(self, code: int, reason: str) -> None:
        self.closed.set_result(code)

    async def until_seq(self, seq: int, timeout: float) -> None:
        async with asyncio.timeout(timeout):
            while not self.got or self.got[-1]["seq"] < seq:
                self.news.clear()
                await self.news.wait()


class OneTable:
    """The relay's delivery in a process that owns one table, "t1", whose numbered events
    are made by :meth:`event` and sent to every relayed socket, as a table actor would."""

    def __init__(self) -> None:
        self.events: list[str] = []
        self.peers: list[RemotePeer] = []
        self.left = asyncio.Event()  # a relayed socket has left

    def local(self) -> list[str]:
        return ["t1"]

    async def run(self, table_id: str, cmd: c.Command, peer: RemotePeer | None) -> None:
        assert isinstance(cmd, c.Hello | c.Resync) and peer is not None
        if peer not in self.peers:
            self.peers.append(peer)
        for seq in range(cmd.since + 1, len(self.events) + 1):
            peer.send(self.events[seq - 1], seq)

    def event(self) -> None:
        seq = len(self.events) + 1
        self.events.append(json.dumps({"type": "chat", "seq": seq}))
        for peer in self.peers:
            peer.send(self.events[-1], seq)

    async def gone(self, table_id: str, peer: RemotePeer) -> None:
        self.peers.remove(peer)
        self.left.set()

    def lost(self, table_id: str) -> None:
        pass


async def test_a_relayed_line_nobody_hears_is_sent_again_then_closes_its_socket() -> None:
    """After an outage the owner may not be subscribed again yet: what a socket sends it
    then is sent again for a few seconds, and if still nobody hears it the socket is closed
    (1012) for its client to reconnect, rather than left waiting for an answer that will
    never come. (A lease of 30 s: the periodic sweep for dead owners, every 10 s, does not
    come into it.)"""
    edge = Relay("redis://127.0.0.1:6379/4", 30.0, NoTables())
    await edge.open()
    try:
        socket = Socket()
        link = edge.link("not-listening", "t1", socket, socket.who)
        started = time.monotonic()
        link.forward(c.Hello(socket.who, since=0))
        assert await asyncio.wait_for(socket.closed, 10) == 1012
        assert time.monotonic() - started >= RESEND_FOR
        assert link.conn not in edge.links
    finally:
        await edge.close()


async def test_relayed_sockets_outlive_a_redis_outage_and_miss_nothing() -> None:
    """Redis is cut while the owner's table goes on: each relayed socket stays open and
    gets every event once and in order (the edge has the lost ones sent again), and a line
    sent during the outage reaches the owner once Redis is back."""
    proxy = TcpProxy(6379)
    url = f"redis://127.0.0.1:{proxy.port}/4"
    table = OneTable()
    owner, edge = Relay(url, 30.0, table), Relay(url, 30.0, NoTables())
    await owner.open()
    await edge.open()
    try:
        sockets = [Socket() for _ in range(3)]
        links = [edge.link(owner.me, "t1", s, s.who) for s in sockets]
        for _ in range(2):
            table.event()
        for link in links:
            link.forward(c.Hello(Socket.who, since=0))
        for s in sockets:
            await s.until_seq(2, 5)
        proxy.cut(1.5)
        for _ in range(3):
            table.event()  # published once Redis is back, maybe before the edge listens
        links[0].forward(c.Resync(Socket.who, 5))  # a line sent during the outage
        for _ in range(40):
            if edge.listening.is_set() and owner.listening.is_set():
                break
            await asyncio.sleep(0.1)
        table.event()
        for s in sockets:
            await s.until_seq(6, 10)
            assert [m["seq"] for m in s.got] == [1, 2, 3, 4, 5, 6]
            assert not s.closed.done()
    finally:
        await edge.close()
        await owner.close()
        proxy.close()


async def test_a_socket_whose_bye_was_lost_leaves_the_owner_all_the_same() -> None:
    """A socket closed at the edge while its bye could not reach the owner: the owner's
    next frame for it is answered with a bye, so the owner does not keep it (a player
    would show as connected for good)."""
    table = OneTable()
    owner = Relay("redis://127.0.0.1:6379/4", 30.0, table)
    edge = Relay("redis://127.0.0.1:6379/4", 30.0, NoTables())
    await owner.open()
    await edge.open()
    try:
        socket = Socket()
        link = edge.link(owner.me, "t1", socket, socket.who)
        link.forward(c.Hello(Socket.who, since=0))
        table.event()
        await socket.until_seq(1, 5)
        del edge.links[link.conn]  # closed, and its bye lost
        table.event()
        await asyncio.wait_for(table.left.wait(), 5)
        assert table.peers == [] and not owner.peers
    finally:
        await edge.close()
        await owner.close()
