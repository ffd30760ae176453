"""Several server processes behind one address, joined by Redis (``SUCKER_REDIS``).

Each table still has one owner: the process holding its lease ``sucker:owner:{table}``
(renewed every few seconds; it lapses if the process dies). Any process accepts any
request. One for a table owned elsewhere is relayed over Redis pub/sub:

- HTTP calls go to ``sucker:in:{owner}`` and wait for the answer on ``sucker:out:{me}``;
- a websocket's checked messages go to the owner, which handles them exactly as those of
  a local socket, through a stand-in peer whose ``send`` publishes to ``sucker:out:{edge}``;
  the edge process writes them to the socket.

When an owner dies, its sockets elsewhere are closed (1012): clients reconnect, and the
first process to touch the table takes the lease and rebuilds it from the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import secrets
from typing import TYPE_CHECKING, Any

import redis.asyncio as aioredis

from sucker.server.table import ApiError

if TYPE_CHECKING:
    from sucker.server.hub import Client, Hub

from sucker.server.hub import Peer

log = logging.getLogger("sucker.server")

RPC_TIMEOUT = 10.0


def _owner_key(table_id: str) -> str:
    return f"sucker:owner:{table_id}"


class RemotePeer(Peer):
    """At the owner: a client whose socket is in another process."""

    def __init__(self, relay: Relay, edge: str, conn: str, guest: str | None,
                 name: str | None) -> None:
        self.relay = relay
        self.edge = edge
        self.conn = conn
        self.guest = guest
        self.name = name
        self.inbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()

    def send(self, text: str) -> None:
        self.relay.publish(self.edge, {"k": "send", "conn": self.conn, "text": text})


class Link:
    """At the edge: one local socket whose table is owned elsewhere."""

    def __init__(self, relay: Relay, owner: str, table_id: str, client: Client) -> None:
        self.relay = relay
        self.owner = owner
        self.table_id = table_id
        self.client = client
        self.conn = secrets.token_hex(6)

    def forward(self, data: object) -> None:
        self.relay.publish(self.owner, {
            "k": "ws", "edge": self.relay.me, "conn": self.conn, "table": self.table_id,
            "guest": self.client.guest, "name": self.client.name, "msg": data})

    def close(self) -> None:
        self.relay.links.pop(self.conn, None)
        self.relay.publish(self.owner, {"k": "bye", "edge": self.relay.me, "conn": self.conn})


class Relay:
    def __init__(self, hub: Hub, url: str) -> None:
        self.hub = hub
        self.redis = aioredis.from_url(url, decode_responses=True)
        self.me = secrets.token_hex(6)
        self.lease = hub.settings.lease  # seconds a table's lease lasts without renewal
        self.lease_ms = int(self.lease * 1000)
        self.calls: dict[int, asyncio.Future[Any]] = {}
        self.ids = itertools.count(1)
        self.links: dict[str, Link] = {}  # edge side, by connection id
        self.peers: dict[tuple[str, str], RemotePeer] = {}  # owner side
        self.outbox: asyncio.Queue[tuple[str, str]] = asyncio.Queue()
        self.tasks: list[asyncio.Task[None]] = []

    async def open(self) -> None:
        self.pubsub = self.redis.pubsub()
        await self.pubsub.subscribe(f"sucker:in:{self.me}", f"sucker:out:{self.me}")
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(self._listen()), loop.create_task(self._publish()),
                      loop.create_task(self._renew())]

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self.hub.tables:
            await self.redis.delete(*(_owner_key(t) for t in self.hub.tables))
        await self.pubsub.aclose()  # type: ignore[no-untyped-call]
        await self.redis.aclose()

    # ------------------------------------------------------------------ leases

    async def owner_of(self, table_id: str) -> str | None:
        """The process owning the table, or None once this one owns it."""
        key = _owner_key(table_id)
        owner = await self.redis.get(key)
        if owner is None:
            if await self.redis.set(key, self.me, nx=True, px=self.lease_ms):
                return None
            owner = await self.redis.get(key)
        if owner is None or owner == self.me:
            await self.redis.set(key, self.me, px=self.lease_ms)
            return None
        return str(owner)

    async def _renew(self) -> None:
        while True:
            await asyncio.sleep(self.lease / 3)
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for table_id in self.hub.tables:
                        pipe.set(_owner_key(table_id), self.me, px=self.lease_ms)
                    await pipe.execute()
                await self._drop_orphans()
            except Exception:
                log.exception("renewing table leases failed")

    async def _drop_orphans(self) -> None:
        """Close the sockets relayed to an owner that is gone, so that they reconnect."""
        for link in list(self.links.values()):
            owner = await self.redis.get(_owner_key(link.table_id))
            if owner != link.owner:
                self.links.pop(link.conn, None)
                await link.client.ws.close(1012, "the table moved; reconnect")

    # ------------------------------------------------------------------ edge side

    def link(self, owner: str, table_id: str, client: Client) -> Link:
        link = Link(self, owner, table_id, client)
        self.links[link.conn] = link
        return link

    async def call(self, owner: str, table_id: str, op: str, guest: str | None,
                   name: str | None, args: dict[str, Any]) -> Any:
        """Run Hub.local_op at the table's owner and return its answer (or raise its error)."""
        n = next(self.ids)
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.calls[n] = fut
        self.publish(owner, {"k": "op", "id": n, "reply": self.me, "table": table_id,
                             "op": op, "guest": guest, "name": name, "args": args})
        try:
            return await asyncio.wait_for(fut, RPC_TIMEOUT)
        except TimeoutError:
            raise ApiError(503, "unavailable", "the table's server did not answer") from None
        finally:
            self.calls.pop(n, None)

    # ------------------------------------------------------------------ both

    def publish(self, process: str, message: dict[str, Any]) -> None:
        """Queue a message for a process's channel; one task sends them in order."""
        kind = "out" if message["k"] in ("send", "reply") else "in"
        self.outbox.put_nowait((f"sucker:{kind}:{process}", json.dumps(message)))

    async def _publish(self) -> None:
        while True:
            batch = [await self.outbox.get()]
            while not self.outbox.empty():
                batch.append(self.outbox.get_nowait())
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for channel, text in batch:
                        pipe.publish(channel, text)
                    await pipe.execute()
            except Exception:
                log.exception("publishing to Redis failed")

    async def _listen(self) -> None:
        async for message in self.pubsub.listen():
            if message["type"] != "message":
                continue
            try:
                self._handle(json.loads(message["data"]))
            except Exception:
                log.exception("bad relay message")

    def _handle(self, m: dict[str, Any]) -> None:
        kind = m["k"]
        if kind == "send":
            link = self.links.get(m["conn"])
            if link is not None:
                link.client.send(m["text"])
        elif kind == "reply":
            fut = self.calls.get(m["id"])
            if fut is not None and not fut.done():
                if "error" in m:
                    fut.set_exception(ApiError(*m["error"]))
                else:
                    fut.set_result(m["ok"])
        elif kind == "op":
            asyncio.get_running_loop().create_task(self._op(m))
        elif kind == "ws":
            key = (m["edge"], m["conn"])
            peer = self.peers.get(key)
            if peer is None:
                peer = self.peers[key] = RemotePeer(self, m["edge"], m["conn"], m["guest"],
                                                    m["name"])
                asyncio.get_running_loop().create_task(self._serve(peer, m["table"]))
            peer.inbox.put_nowait(m["msg"])
        elif kind == "bye":
            peer = self.peers.get((m["edge"], m["conn"]))
            if peer is not None:
                peer.inbox.put_nowait(None)

    # ------------------------------------------------------------------ owner side

    async def _op(self, m: dict[str, Any]) -> None:
        reply: dict[str, Any] = {"k": "reply", "id": m["id"]}
        try:
            table = await self.hub.get(m["table"])
            reply["ok"] = await self.hub.local_op(table, m["op"], m["guest"], m["name"],
                                                  m["args"])
        except ApiError as e:
            reply["error"] = [e.status, e.code, e.message]
        except Exception:
            log.exception("relayed %s failed", m["op"])
            reply["error"] = [500, "error", "the server failed"]
        self.publish(m["reply"], reply)

    async def _serve(self, peer: RemotePeer, table_id: str) -> None:
        """A relayed socket's messages, in order, as for a local one."""
        table = await self.hub.get(table_id)
        try:
            while (data := await peer.inbox.get()) is not None:
                try:
                    await self.hub.intent(table, peer, data)
                except ApiError as e:
                    peer.error(e.code, e.message,
                               data.get("ref") if isinstance(data, dict) else None)
        finally:
            self.peers.pop((peer.edge, peer.conn), None)
            with contextlib.suppress(Exception):
                await table.call(table.detach, peer)
