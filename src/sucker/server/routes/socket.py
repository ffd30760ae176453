"""The table websocket: frames in (checked here), commands to the table's owner, events out
(docs/protocol.md)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Query
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from sucker.engine import COLORS
from sucker.server import commands as c
from sucker.server import metrics
from sucker.server.context import (
    Server,
    limited,
)
from sucker.server.guard import origin_allowed
from sucker.server.inbox import Inbox
from sucker.server.limits import Buckets
from sucker.server.sessions import COOKIE
from sucker.server.wire import ApiError, error_frame, loads_message

FRAME_MAX = 4096  # bytes in one websocket text frame
IDLE_SLACK = 1.25  # a silent socket is closed after its limit, up to a quarter more

log = logging.getLogger("sucker.server")

router = APIRouter()


@router.websocket("/ws/tables/{table_id}")
async def table_socket(ws: WebSocket, table_id: str,
                       invite: Annotated[str | None, Query(max_length=64)] = None) -> None:
    await _socket(ws, table_id, invite)


class Client:
    """One websocket: who it is, and a queue of outgoing text drained by its own task."""

    OUT_MAX = 2000  # events queued for one slow client before it is disconnected

    def __init__(self, ws: WebSocket, who: c.Who, rate: float, table_id: str = "",
                 table: Any = None) -> None:
        self.ws = ws
        self.who = who
        self.table_id = table_id
        self.table = table  # the local table actor (None when relayed): to name the seat
        self.guest = who.guest
        self.name = who.name
        self.out: Inbox[str] = Inbox()
        self.messages = Buckets(rate, 2 * rate, keys=1)
        self.closing: tuple[int, str] | None = None
        self.task = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        if self.task.done() or self.closing is not None:
            return
        if len(self.out) >= self.OUT_MAX:  # too slow to follow: it can reconnect, catch up
            self.close(1013, "too slow")
            return
        self.out.put(text)

    def close(self, code: int, reason: str) -> None:
        """Close once what is queued has been sent."""
        if self.closing is None:
            self.closing = (code, reason)
            self.out.wake()

    async def _write(self) -> None:
        try:
            while True:
                while not self.out:
                    if self.closing is not None:
                        await self.ws.close(*self.closing)
                        return
                    await self.out.wait()
                await self.ws.send_text(self.out.take())
        except Exception as e:
            if self.ws.application_state != WebSocketState.CONNECTED:
                return  # the socket is gone; the reader sees it too
            # A frame that cannot be sent must not leave the socket deaf: close it, and
            # the page reconnects (with the last seq) as after any drop.
            log.warning("table %s, seat %s: a frame could not be sent (%s: %s); closing "
                        "the socket", self.table_id, self.seat(), type(e).__name__, e)
            metrics.send_failures.inc()
            self.closing = self.closing or (1011, "a message could not be sent; reconnect")
            with contextlib.suppress(Exception):
                await self.ws.close(*self.closing)

    def seat(self) -> str:
        """This socket's seat at its table, for the log (or who it is, when not seated here)."""
        seat = self.table.seat_of(self.guest) if self.table is not None else None
        return COLORS[seat] if seat is not None else f"none (guest {self.guest})"


async def _refuse(ws: WebSocket, e: ApiError) -> None:
    await ws.accept()
    await ws.send_text(error_frame(e.code, e.message, None, e.retry_after))
    await ws.close(4000 + e.status)


async def _socket(ws: WebSocket, table_id: str, invite: str | None) -> None:
    """One client at one table: intents in, events out (docs/protocol.md).

    Frames are checked here (size, JSON, nesting, rate, hello first, idle time); the
    commands go to the table's owner: this process, or another one through the relay.
    """
    server: Server = ws.app.state.server
    settings = server.settings
    if not origin_allowed(ws.headers, ws.url.scheme, settings):
        await ws.close(4403, "origin not allowed")  # before accept: an HTTP 403
        return
    address = ws.client.host if ws.client else ""
    if not server.sockets.add(address):
        metrics.refused.labels("sockets per address").inc()
        await _refuse(ws, ApiError(429, "rate-limited", "too many open sockets from this "
                                   "address", retry_after=10))
        return
    metrics.sockets.inc()
    client: Client | None = None
    link = None
    table = None
    try:
        who, _, _ = await server.who(ws.cookies.get(COOKIE), address)
        try:
            await server.tables.run(table_id, c.View(who, invite))  # may take the table
            owner = await server.tables.owner_of(table_id)
            if owner is None:
                table = await server.tables.get(table_id)
                table.admit(who.guest, invite)
        except ApiError as e:
            await _refuse(ws, e)
            return
        await ws.accept()
        client = Client(ws, who, settings.rate, table_id, table)
        if table is None:
            assert server.tables.relay is not None and owner is not None
            link = server.tables.relay.link(owner, table_id, client, who)
        await _serve(ws, server, client, table, link)
    except WebSocketDisconnect:
        pass
    finally:
        server.sockets.remove(address)
        metrics.sockets.dec()
        if client is not None:
            if client.closing is None:
                client.task.cancel()
            else:  # let it send what is queued and the close, before the socket ends
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(asyncio.shield(client.task), 5)
            if link is not None:
                link.close()
            elif table is not None and not table.gone:
                await asyncio.shield(table.handle(c.Detach(client.who), client))


async def _serve(ws: WebSocket, server: Server, client: Client, table: Any, link: Any) -> None:
    """Read frames until the socket closes or stays silent too long: ``limit`` seconds
    (``hello_seconds`` before the hello, ``idle_seconds`` after) up to a quarter more, one
    timeout moved forward at most every quarter ``limit`` rather than one timer a frame."""
    loop = asyncio.get_running_loop()
    said_hello = False
    limit = server.settings.hello_seconds
    try:
        async with asyncio.timeout_at(loop.time() + limit * IDLE_SLACK) as idle:
            while ws.client_state == WebSocketState.CONNECTED and client.closing is None:
                msg = await ws.receive()
                if msg["type"] == "websocket.disconnect":
                    return
                now = loop.time()
                if (idle.when() or 0.0) < now + limit:
                    idle.reschedule(now + limit * IDLE_SLACK)
                hello = await _frame(ws, server, client, table, link, msg.get("text"))
                if hello and not said_hello:
                    said_hello, limit = True, server.settings.idle_seconds
                    idle.reschedule(now + limit * IDLE_SLACK)
    except TimeoutError:
        if not idle.expired():
            raise
        client.close(4408, "idle too long" if said_hello else "say hello first")


async def _frame(ws: WebSocket, server: Server, client: Client, table: Any, link: Any,
                 text: str | None) -> bool:
    """One frame: checked, then its command handed to the table; True if it said hello."""
    ref, hello = None, False
    try:
        if text is None:
            raise ApiError(400, "bad-message", "send JSON in text frames")
        if len(text) > FRAME_MAX // 4 and len(text.encode()) > FRAME_MAX:
            raise ApiError(413, "too-large", f"a message has at most {FRAME_MAX} bytes")
        wait = client.messages.take("")
        if wait is not None:
            raise ApiError(429, "rate-limited", "too many messages: slow down", wait)
        if client.guest is not None and (await server.sessions.find(
                ws.cookies.get(COOKIE)))[0] is None:  # logged out meanwhile
            client.close(4401, "your session has ended")
            return False
        data = loads_message(text)
        ref = data.get("ref") if isinstance(data, dict) else None
        cmd = c.parse_message(data, client.who)
        hello = isinstance(cmd, c.Hello)
        if isinstance(cmd, c.Chat):
            limited(server.chat, client.guest or client.who.address, "chat lines")
        if link is not None:
            link.forward(cmd)
        else:
            await table.handle(cmd, client)
    except ApiError as e:
        client.send(error_frame(e.code, e.message, ref, e.retry_after))
        if e.code == "moved":  # this socket's table is gone from here: reconnect
            client.close(1012, "the table moved; reconnect")
    return hello

