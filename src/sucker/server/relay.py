"""Several server processes behind one address, joined by Redis (``SUCKER_REDIS``).

Each table has one owner: the process holding its lease ``sucker:owner:{table}`` in Redis
(taken and renewed only by compare-and-set scripts, so a process never takes back a lease
another one holds). The lease says who *should* own a table; the fencing token in the
database (``repos.tables.claim``) guarantees that only the latest owner can write for it.

Any process accepts any request. One for a table owned elsewhere is relayed over Redis
pub/sub: commands go to ``sucker:in:{owner}`` and their answers come back on
``sucker:out:{me}``; a websocket's messages go to the owner, which handles them as those of
a local socket through a stand-in peer whose output comes back on ``sucker:out:{edge}``.

A process that stops renewing its leases (frozen, cut off) loses its tables at the lease:
every process lists the tables live anywhere in its site (``sucker:live:{site}``, the site
being the database they share) and takes over, within a fraction of a lease, any whose
lease ran out; a relayed command waiting for such an owner gives up at once and takes the
table too (fencing keeps the old owner from writing if it wakes). Sockets relayed to it are
closed, and reconnect to the new owner.

Redis pub/sub keeps nothing for a process that is not subscribed, so the relay makes up for
outages itself, without closing sockets (a few thousand clients reconnecting at once would
take longer than the outage): the listener resubscribes with a growing pause; the edge keeps
each relayed socket's numbered events whole and in order, and asks the owner to send again
what it lost (after an outage of its own listener, or on a gap); a socket's line that no
owner heard (its listener was still away) is sent again, in order, for a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import secrets
import time
from typing import Any, Protocol

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from sucker.server import commands as c
from sucker.server.wire import ApiError, Peer, error_frame, owner_silent

log = logging.getLogger("sucker.server")

RPC_TIMEOUT = 10.0
POOL_SIZE = 64  # connections to Redis of one process
POOL_WAIT = 5.0
# Longest pause between two tries to reach Redis again: short, since every relayed socket
# waits for the listener to be back (a try costs one refused connection).
RETRY_MAX = 0.25
RESEND_FOR = 3.0  # seconds a socket's unheard lines are sent again before it is closed
RESEND_EVERY = 0.25
RESYNC_WAIT = 1.0  # seconds before a gap asks the owner again
# Nobody listening on a process's channel means it is dead, except just after an outage
# (for RESEND_FOR), when it may be resubscribing: then only once silent for SILENT_DEAD.
SILENT_DEAD = 2.0
LIVE_KEEP = 10  # leases a site's list of live tables outlasts the last renewal

# KEYS[1] the lease, ARGV[1] me, ARGV[2] lease ms: the owner after the call.
_ACQUIRE = """
local v = redis.call('get', KEYS[1])
if not v then
  redis.call('set', KEYS[1], ARGV[1], 'px', ARGV[2])
  return ARGV[1]
end
if v == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) end
return v
"""
# KEYS the leases, ARGV[1] me, ARGV[2] lease ms: the 1-based indexes of leases another
# process holds. A lease that ran out (Redis was out of reach longer than a lease) and that
# nobody took is taken again: fencing still keeps out a process that lost its table.
_RENEW = """
local lost = {}
for i, key in ipairs(KEYS) do
  local v = redis.call('get', key)
  if v == ARGV[1] or not v then
    redis.call('set', key, ARGV[1], 'px', ARGV[2])
  else
    table.insert(lost, i)
  end
end
return lost
"""
_RELEASE = """
for _, key in ipairs(KEYS) do
  if redis.call('get', key) == ARGV[1] then redis.call('del', key) end
end
return 0
"""


class OwnerGone(Exception):
    """The process that held a table's lease no longer listens; the lease was freed."""


def owner_key(table_id: str) -> str:
    return f"sucker:owner:{table_id}"


class Delivery(Protocol):
    """What the relay is given: this process's own tables."""

    def local(self) -> list[str]:
        """The ids of the tables this process owns."""

    async def run(self, table_id: str, cmd: c.Command, peer: RemotePeer | None) -> Any:
        """Run a command on a table this process owns (for a relayed socket: ``peer``)."""

    async def gone(self, table_id: str, peer: RemotePeer) -> None:
        """A relayed socket has closed."""

    def lost(self, table_id: str) -> None:
        """Another process holds this table's lease now."""

    async def adopt(self, table_id: str) -> bool | None:
        """Take over a table whose owner let its lease run out (this process holds the
        lease now): True if it is a game under way (taken), False if it is none (no longer
        to list), None if it could not be loaded just now (to try again)."""


class RemotePeer:
    """At the owner: a client whose socket is in another process."""

    def __init__(self, relay: Relay, edge: str, conn: str, guest: str | None,
                 name: str | None) -> None:
        self.relay = relay
        self.edge = edge
        self.conn = conn
        self.guest = guest
        self.name = name
        self.inbox: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        message: dict[str, Any] = {"k": "send", "conn": self.conn, "text": text,
                                   "from": self.relay.me}
        if seq:
            message["seq"] = seq
            if snapshot:
                message["snap"] = True
        self.relay.publish(self.edge, message)

    def close(self, code: int, reason: str) -> None:
        self.relay.publish(self.edge, {"k": "close", "conn": self.conn, "code": code,
                                       "reason": reason})


class Link:
    """At the edge: one local socket whose table is owned elsewhere."""

    def __init__(self, relay: Relay, owner: str, table_id: str, client: Peer,
                 who: c.Who) -> None:
        self.relay = relay
        self.owner = owner
        self.table_id = table_id
        self.client = client
        self.who = who
        self.conn = secrets.token_hex(6)
        self.seq = 0  # the last numbered event forwarded to the client
        self.asked = 0.0  # when the owner was last asked to send events again
        self.held: list[str] | None = None  # lines to send again, in order, once heard
        self.held_since = 0.0

    def forward(self, cmd: c.Command) -> None:
        if isinstance(cmd, c.Hello):
            self.seq = cmd.since  # the owner answers from there
            self.asked = time.monotonic()
        self.relay.publish(self.owner, {
            "k": "ws", "edge": self.relay.me, "conn": self.conn, "table": self.table_id,
            "cmd": c.to_json(cmd)})

    def resync(self) -> None:
        """Ask the owner for the events after the last one forwarded."""
        self.forward(c.Resync(self.who, self.seq))
        self.asked = time.monotonic()

    def deliver(self, text: str, seq: int, snapshot: bool) -> None:
        """Forward a frame from the owner: numbered events once each and in order; on a
        gap (events lost on the way) hold back and have them sent again."""
        if snapshot:
            self.seq = seq
        elif seq:
            if seq <= self.seq:
                return  # sent again, already forwarded
            if seq > self.seq + 1:
                if time.monotonic() - self.asked > RESYNC_WAIT:
                    self.resync()
                return
            self.seq = seq
        self.client.send(text)

    def close(self) -> None:
        self.relay.links.pop(self.conn, None)
        self.relay.publish(self.owner, {"k": "bye", "edge": self.relay.me, "conn": self.conn,
                                        "table": self.table_id})


class Relay:
    def __init__(self, url: str, lease: float, delivery: Delivery, site: str = "") -> None:
        # A burst of reconnections after an outage asks for many connections at once: they
        # wait for one of the pool's (up to POOL_WAIT seconds) rather than fail.
        pool = aioredis.BlockingConnectionPool.from_url(
            url, max_connections=POOL_SIZE, timeout=POOL_WAIT, decode_responses=True,
            socket_timeout=5, socket_connect_timeout=2, health_check_interval=5)
        self.redis = aioredis.Redis.from_pool(pool)  # closed with it
        self.me = secrets.token_hex(6)
        self.delivery = delivery
        self.lease = lease
        self.lease_ms = int(lease * 1000)
        # The tables live in the processes sharing this database: processes of another site
        # on the same Redis (or a test's) never see them, so never take their leases.
        self.live_key = f"sucker:live:{site}"
        self.calls: dict[int, asyncio.Future[Any]] = {}
        self.ids = itertools.count(1)
        self.links: dict[str, Link] = {}  # edge side, by connection id
        self.peers: dict[tuple[str, str], RemotePeer] = {}  # owner side
        # (channel, message, the connection id of a socket's line or "")
        self.outbox: asyncio.Queue[tuple[str, str, str]] = asyncio.Queue()
        self.tasks: list[asyncio.Task[None]] = []
        self.tracking: set[asyncio.Task[None]] = set()  # tables being listed as live
        self.listening = asyncio.Event()  # subscribed (readiness)
        self.back_at = -RESEND_FOR  # when the listener last came back from an outage
        self.silent: dict[str, float] = {}  # process -> when its channel was found unheard
        self.renew_now = asyncio.Event()
        self.acquire = self.redis.register_script(_ACQUIRE)
        self.renew = self.redis.register_script(_RENEW)
        self.release = self.redis.register_script(_RELEASE)

    async def open(self) -> None:
        loop = asyncio.get_running_loop()
        self.tasks = [loop.create_task(self._listen()), loop.create_task(self._publish()),
                      loop.create_task(self._renew()), loop.create_task(self._watch())]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.listening.wait(), 5)

    async def close(self) -> None:
        """Stop, handing this process's tables over: their leases are released at once."""
        for task in self.tasks:
            task.cancel()
        with contextlib.suppress(RedisError, OSError):
            mine = self.delivery.local()
            if mine:
                await self.release(keys=[owner_key(t) for t in mine], args=[self.me])
        await self.redis.aclose()

    # ------------------------------------------------------------------ leases

    async def owner_of(self, table_id: str) -> str | None:
        """The process owning the table, or None once this one owns it (taking a free lease)."""
        owner = await self.acquire(keys=[owner_key(table_id)], args=[self.me, self.lease_ms])
        return None if owner == self.me else str(owner)

    async def _renew(self) -> None:
        while True:
            with contextlib.suppress(TimeoutError):  # at once after an outage
                await asyncio.wait_for(self.renew_now.wait(), self.lease / 3)
            self.renew_now.clear()
            try:
                mine = self.delivery.local()
                if mine:
                    lost = await self.renew(keys=[owner_key(t) for t in mine],
                                            args=[self.me, self.lease_ms])
                    for i in lost:
                        self.delivery.lost(mine[int(i) - 1])
                    # Listed again (a listing may have been lost in an outage); the list
                    # goes once no process of the site has a table for LIVE_KEEP leases.
                    await self.redis.sadd(self.live_key, *mine)
                    await self.redis.pexpire(self.live_key, LIVE_KEEP * self.lease_ms)
            except (RedisError, OSError) as e:
                log.warning("renewing table leases failed: %s", e)

    def track(self, table_id: str) -> None:
        """A table is live here now: listed at once (and at each renewal), so that others
        take it over if this process stops renewing its lease."""
        task = asyncio.get_running_loop().create_task(self._track(table_id))
        self.tracking.add(task)  # the loop keeps only a weak reference to a task
        task.add_done_callback(self.tracking.discard)

    async def _track(self, table_id: str) -> None:
        with contextlib.suppress(RedisError, OSError):
            await self.redis.sadd(self.live_key, table_id)

    async def untrack(self, table_ids: list[str]) -> None:
        """Tables dropped from memory for good (over, or expired): no longer to take over."""
        with contextlib.suppress(RedisError, OSError):
            await self.redis.srem(self.live_key, *table_ids)

    async def _watch(self) -> None:
        """Several times a lease: take over the tables whose owner stopped renewing, and
        close the sockets relayed to owners that lost theirs."""
        while True:
            await asyncio.sleep(self.lease / 6)
            try:
                if not self._outage():
                    await self._adopt()
                await self._drop_orphans()
            except (RedisError, OSError) as e:
                log.warning("watching table leases failed: %s", e)
            except Exception:
                log.exception("watching table leases failed")

    async def _adopt(self) -> None:
        """Take every listed table whose lease ran out (a compare-and-set: one process wins
        each); one that is no game under way is struck off the list."""
        mine = set(self.delivery.local())
        others = [str(t) for t in await self.redis.smembers(self.live_key)
                  if str(t) not in mine]
        if not others:
            return
        holders = await self.redis.mget([owner_key(t) for t in others])
        for table_id, holder in zip(others, holders, strict=True):
            if holder is not None or await self.owner_of(table_id) is not None:
                continue
            taken = await self.delivery.adopt(table_id)
            if taken is False:
                await self.redis.srem(self.live_key, table_id)
            if not taken:
                continue
            log.info("table %s: its owner stopped renewing its lease; taken over", table_id)
            for link in [k for k in self.links.values() if k.table_id == table_id]:
                self._drop(link, 1012, "the table moved; reconnect")

    async def _drop_orphans(self) -> None:
        """Close the sockets relayed to an owner that is gone: dead (see :meth:`_bury`), or
        no longer holding the table's lease (it moved, or ran out: the owner is stuck), so
        that they reconnect and the table is taken over."""
        owners = {link.owner for link in self.links.values()}
        if not owners:
            return
        listening = dict(await self.redis.pubsub_numsub(*(f"sucker:in:{o}" for o in owners)))
        state = {o: self._silence(o, bool(listening.get(f"sucker:in:{o}"))) for o in owners}
        links = list(self.links.values())
        holders = await self.redis.mget([owner_key(link.table_id) for link in links])
        # In or just after an outage, a lease that ran out is its owner's still (it takes
        # it again); otherwise its owner is stuck, and the table is to move.
        recent = self._outage()
        for owner in owners:
            if state[owner] == "dead":
                await self._bury(owner)
        for link, holder in zip(links, holders, strict=True):
            moved = holder != link.owner and not (holder is None and recent)
            if state[link.owner] == "heard" and moved:
                self._drop(link, 1012, "the table moved; reconnect")

    async def _bury(self, owner: str, *table_ids: str) -> None:
        """Nobody listens on a process's channel: it is dead (or cut off from Redis). The
        leases of its tables known here are freed for whoever comes next (fencing keeps it
        from writing if it still runs), and the sockets relayed to it are closed at once,
        so that their clients reconnect and the tables are taken over."""
        links = [link for link in self.links.values() if link.owner == owner]
        keys = {owner_key(t) for t in table_ids} | {owner_key(link.table_id) for link in links}
        await self.release(keys=sorted(keys), args=[owner])
        for link in links:
            self._drop(link, 1012, "the table moved; reconnect")

    # ------------------------------------------------------------------ edge side

    def _drop(self, link: Link, code: int, reason: str) -> None:
        """Close a relayed socket (once) and forget its link."""
        if self.links.pop(link.conn, None) is link:
            link.client.close(code, reason)

    def link(self, owner: str, table_id: str, client: Peer, who: c.Who) -> Link:
        link = Link(self, owner, table_id, client, who)
        self.links[link.conn] = link
        return link

    async def call(self, owner: str, table_id: str, cmd: c.Command) -> Any:
        """Run a command at the table's owner and return its answer (or raise its error)."""
        n = next(self.ids)
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.calls[n] = fut
        message = {"k": "op", "id": n, "reply": self.me, "table": table_id,
                   "cmd": c.to_json(cmd)}
        while (heard := self._silence(owner, bool(await self.redis.publish(
                f"sucker:in:{owner}", json.dumps(message))))) != "heard":
            if heard == "dead":
                self.calls.pop(n, None)
                await self._bury(owner, table_id)
                raise OwnerGone(owner)
            await asyncio.sleep(RESEND_EVERY)
        try:
            deadline = time.monotonic() + RPC_TIMEOUT
            while True:
                try:
                    return await asyncio.wait_for(asyncio.shield(fut), self.lease / 6)
                except TimeoutError:
                    if time.monotonic() > deadline:
                        raise owner_silent() from None
                # An owner that stopped renewing (frozen) may never answer: once its lease
                # has run out, the table is to be taken, not waited for.
                holder = await self.redis.get(owner_key(table_id))
                if holder != owner and not (holder is None and self._outage()):
                    raise OwnerGone(owner)
        finally:
            self.calls.pop(n, None)

    def _outage(self) -> bool:
        """This process's listener is away, or came back from an outage just now: the
        others may be resubscribing too, and their leases may have run out meanwhile."""
        return not self.listening.is_set() or time.monotonic() - self.back_at < RESEND_FOR

    def _silence(self, process: str, heard: bool) -> str:
        """What a process's channel found ``heard`` or not says of it: "heard"; "dead"; or,
        during or just after this process's own outage, "waiting" (while this one is away,
        then until it has been silent for SILENT_DEAD)."""
        if heard:
            self.silent.pop(process, None)
            return "heard"
        now = time.monotonic()
        since = self.silent.setdefault(process, now)
        if not self.listening.is_set() or (self._outage() and now - since < SILENT_DEAD):
            return "waiting"
        self.silent.pop(process, None)
        return "dead"

    # ------------------------------------------------------------------ both

    def publish(self, process: str, message: dict[str, Any]) -> None:
        """Queue a message for a process's channel; one task sends them in order."""
        kind = "out" if message["k"] in ("send", "reply", "close") else "in"
        conn = message["conn"] if message["k"] == "ws" else ""
        self.outbox.put_nowait((f"sucker:{kind}:{process}", json.dumps(message), conn))

    async def _publish(self) -> None:
        """Send queued messages in order; while Redis is away, keep them and retry (those
        of other kinds than a socket's lines for up to a lease's time)."""
        while True:
            batch = []
            for entry in [await self.outbox.get()] + [self.outbox.get_nowait()
                                                      for _ in range(self.outbox.qsize())]:
                link = self.links.get(entry[2]) if entry[2] else None
                if link is not None and link.held is not None:
                    link.held.append(entry[1])  # behind the socket's lines to send again
                else:
                    batch.append(entry)
            pause, waited = 0.05, 0.0
            while batch:
                try:
                    async with self.redis.pipeline(transaction=False) as pipe:
                        for channel, text, _ in batch:
                            pipe.publish(channel, text)
                        heard = await pipe.execute()
                    self._heard(batch, heard)
                    break
                except (RedisError, OSError) as e:
                    if waited > self.lease:
                        # A socket's lines are kept until they are heard (its client waits
                        # for their answer); the rest is made up for by resyncs and 503s.
                        kept = [m for m in batch if m[2] in self.links]
                        if len(kept) < len(batch):
                            log.warning("dropped %d relay messages: %s",
                                        len(batch) - len(kept), e)
                        batch = kept
                    await asyncio.sleep(pause)
                    waited += pause
                    pause = min(pause * 2, RETRY_MAX)

    def _heard(self, batch: list[tuple[str, str, str]], heard: list[int]) -> None:
        """A socket's line that reached nobody (its table's owner was resubscribing after an
        outage, or is dead) is held, with the lines after it, and sent again shortly; if
        nobody hears it for RESEND_FOR, the socket is closed for its client to reconnect."""
        for (_, text, conn), n in zip(batch, heard, strict=True):
            link = self.links.get(conn) if conn else None
            if link is None:
                continue
            if n:
                link.held_since = 0.0
                continue
            if link.held is None:
                link.held = []
                link.held_since = link.held_since or time.monotonic()
                asyncio.get_running_loop().call_later(RESEND_EVERY, self._resend, link)
            link.held.append(text)

    def _resend(self, link: Link) -> None:
        held, link.held = link.held or [], None
        if self.links.get(link.conn) is not link:
            return
        if time.monotonic() - link.held_since > RESEND_FOR:
            self._drop(link, 1012, "the table's server did not hear; reconnect")
            return
        for text in held:
            self.outbox.put_nowait((f"sucker:in:{link.owner}", text, link.conn))

    async def _listen(self) -> None:
        pause, lapsed = 0.05, False
        while True:
            pubsub = self.redis.pubsub()
            try:
                await pubsub.subscribe(f"sucker:in:{self.me}", f"sucker:out:{self.me}")
                if lapsed:  # what was published meanwhile is gone: relayed sockets catch up
                    self.back_at = time.monotonic()
                    self.renew_now.set()
                    for link in list(self.links.values()):
                        link.resync()
                    for fut in self.calls.values():  # their answers may be lost too
                        if not fut.done():
                            fut.set_exception(owner_silent())
                self.listening.set()
                lapsed = False
                pause = 0.05
                async for message in pubsub.listen():
                    if message["type"] != "message":
                        continue
                    try:
                        self._handle(json.loads(message["data"]))
                    except Exception:
                        log.exception("bad relay message")
            except (RedisError, OSError) as e:
                self.listening.clear()
                if not lapsed:  # once an outage, not at every try
                    log.warning("relay listener lost Redis (%s); resubscribing", e)
                lapsed = True
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]
            await asyncio.sleep(pause)
            pause = min(pause * 2, RETRY_MAX)

    def _handle(self, m: dict[str, Any]) -> None:
        kind = m["k"]
        loop = asyncio.get_running_loop()
        if kind == "send" or kind == "close":
            link = self.links.get(m["conn"])
            if link is None and kind == "send":
                # A socket gone from here whose bye was lost (in an outage): say it again,
                # or the owner keeps its stand-in (and a player's seat shows connected).
                self.publish(m["from"], {"k": "bye", "edge": self.me, "conn": m["conn"]})
            elif link is not None:
                if kind == "send":
                    link.deliver(m["text"], m.get("seq", 0), m.get("snap", False))
                else:
                    self._drop(link, m["code"], m["reason"])
        elif kind == "reply":
            fut = self.calls.get(m["id"])
            if fut is not None and not fut.done():
                if "error" in m:
                    fut.set_exception(ApiError.from_json(m["error"]))
                else:
                    fut.set_result(m["ok"])
        elif kind == "op":
            loop.create_task(self._op(m))
        elif kind == "ws":
            key = (m["edge"], m["conn"])
            cmd = c.from_json(m["cmd"])
            peer = self.peers.get(key)
            if peer is None:
                peer = self.peers[key] = RemotePeer(self, m["edge"], m["conn"], cmd.who.guest,
                                                    cmd.who.name)
                loop.create_task(self._serve(peer, m["table"]))
            peer.inbox.put_nowait(m["cmd"])
        elif kind == "bye":
            peer = self.peers.get((m["edge"], m["conn"]))
            if peer is not None:
                peer.inbox.put_nowait(None)

    # ------------------------------------------------------------------ owner side

    async def _op(self, m: dict[str, Any]) -> None:
        reply: dict[str, Any] = {"k": "reply", "id": m["id"]}
        try:
            reply["ok"] = await self.delivery.run(m["table"], c.from_json(m["cmd"]), None)
        except ApiError as e:
            reply["error"] = e.to_json()
        except Exception:
            log.exception("relayed command failed")
            reply["error"] = [500, "error", "the server failed", None]
        self.publish(m["reply"], reply)

    async def _serve(self, peer: RemotePeer, table_id: str) -> None:
        """A relayed socket's commands, in order, as for a local one."""
        try:
            while (data := await peer.inbox.get()) is not None:
                cmd = c.from_json(data)
                try:
                    await self.delivery.run(table_id, cmd, peer)
                except ApiError as e:
                    peer.send(error_frame(e.code, e.message, getattr(cmd, "ref", None),
                                          e.retry_after))
                    if e.code == "moved":  # no longer here: its client reconnects
                        peer.close(1012, "the table moved; reconnect")
        finally:
            self.peers.pop((peer.edge, peer.conn), None)
            with contextlib.suppress(Exception):
                await self.delivery.gone(table_id, peer)
