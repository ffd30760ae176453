"""A frame that cannot be sent closes its socket (the page reconnects), and is logged with
the table and seat: no socket stays open and deaf."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
from starlette.websockets import WebSocketState

from sucker.server import commands as c
from sucker.server.routes.socket import Client

pytestmark = pytest.mark.anyio


class Socket:
    """The part of a websocket the writer uses; its sends fail like a lone surrogate's."""

    def __init__(self) -> None:
        self.application_state = WebSocketState.CONNECTED
        self.sent: list[str] = []
        self.closed: tuple[int, str] | None = None
        self.done = asyncio.Event()

    async def send_text(self, text: str) -> None:
        text.encode()  # what the server does to each frame
        self.sent.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)
        self.application_state = WebSocketState.DISCONNECTED
        self.done.set()


class Seated:
    def seat_of(self, guest: str | None) -> int | None:
        return 2 if guest == "g1" else None


async def test_a_frame_that_cannot_be_sent_closes_the_socket_and_is_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    ws = Socket()
    client = Client(ws, c.Who("g1", "Ada"), 10, "T1", Seated())  # type: ignore[arg-type]
    client.send('{"type":"pong"}')
    client.send('{"type":"chat","text":"\ud800"}')
    client.send('{"type":"pong"}')
    with caplog.at_level(logging.WARNING, "sucker.server"):
        await asyncio.wait_for(ws.done.wait(), 5)
        await asyncio.wait_for(client.task, 5)
    assert ws.sent == ['{"type":"pong"}']
    assert ws.closed is not None and ws.closed[0] == 1011
    assert "table T1, seat green" in caplog.text


async def test_a_gone_socket_is_not_reported(caplog: pytest.LogCaptureFixture) -> None:
    ws: Any = Socket()
    ws.application_state = WebSocketState.DISCONNECTED

    async def gone(text: str) -> None:
        raise RuntimeError("closed")

    ws.send_text = gone
    client = Client(ws, c.Who("g1", "Ada"), 10, "T1")
    with caplog.at_level(logging.WARNING, "sucker.server"):
        client.send('{"type":"pong"}')
        await asyncio.wait_for(client.task, 5)
    assert ws.closed is None and caplog.text == ""
