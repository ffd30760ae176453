"""Bots online (bot-protocol.md, "Online"): bot accounts, their tokens, the bots connected
now, and the bots' websocket."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Annotated, Any, cast

from fastapi import APIRouter, Body, Request
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from sucker.server import metrics
from sucker.server.bothub import BotLink
from sucker.server.context import Guest, Server, server_of
from sucker.server.limits import Buckets
from sucker.server.routes.socket import Client
from sucker.server.schemas import ERRORS, TokenIn
from sucker.server.wire import ApiError, loads_message

FRAME_MAX = 64 * 1024  # bytes in one message of a bot (an answer and its leading actions)

router = APIRouter()


def _account(who: Any) -> str:
    if not who.account:
        raise ApiError(403, "no-account", "only an account can do this")
    assert who.guest is not None
    return str(who.guest)


@router.post("/api/account/bot", responses=ERRORS)
async def become_bot(who: Guest, request: Request) -> Any:
    """Make the caller's account a bot account, for good (only without rated games)."""
    _account(who)
    await server_of(request).tokens.make_bot(who)
    return {"bot": True}


@router.post("/api/account/tokens", responses=ERRORS)
async def make_token(who: Guest, request: Request,
                     body: Annotated[TokenIn | None, Body()] = None) -> Any:
    """A new token of the bot account: ``{"id", "token"}``; the secret is shown only now."""
    _account(who)
    return await server_of(request).tokens.make(who, (body or TokenIn()).scopes)


@router.get("/api/account/tokens", responses=ERRORS)
async def list_tokens(who: Guest, request: Request) -> Any:
    """The account's tokens, without their secrets, each with its last use; ``bot``: whether
    it is a bot account."""
    tokens = server_of(request).tokens
    guest = _account(who)
    return {"tokens": await tokens.listing(guest), "bot": await tokens.is_bot(guest)}


@router.delete("/api/account/tokens/{token_id}", responses=ERRORS)
async def revoke_token(who: Guest, request: Request, token_id: str) -> Any:
    """Revoke a token: refused from the next call on, and a bot connected with it to this
    process is cut off."""
    await server_of(request).tokens.revoke(_account(who), token_id)
    server_of(request).tables.bots.revoked(token_id)
    return {"ok": True}


@router.get("/api/bots", responses=ERRORS)
async def connected_bots(request: Request) -> Any:
    """The bots connected now (to this server process), each with the games it plays."""
    return {"bots": server_of(request).tables.bots.listing()}


class _Written:
    """A bot's websocket as its :class:`Client` writes to it, calling back once a frame is
    handed to the socket (a decide is timed from there, not from its queueing)."""

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.waiting: dict[int, Callable[[], None]] = {}  # id of a queued text -> callback

    def queue(self, client: Client, text: str, written: Callable[[], None] | None) -> None:
        if written is not None:
            self.waiting[id(text)] = written
        client.send(text)

    async def send_text(self, text: str) -> None:
        await self.ws.send_text(text)
        written = self.waiting.pop(id(text), None)
        if written is not None:
            written()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.ws, name)


def _frame(e: ApiError, game: object) -> str:
    data: dict[str, Any] = {"type": "error", "code": e.code, "message": e.message}
    if isinstance(game, str) and len(game) <= 16:
        data["game"] = game
    if e.retry_after is not None:
        data["retry_after"] = round(e.retry_after, 1)
    return json.dumps(data)


@router.websocket("/api/bot/ws")
async def bot_socket(ws: WebSocket) -> None:
    """sls-bot/1 for a bot account (``Authorization: Bearer TOKEN``): every message carries
    ``game``; challenges, and the games it plays (bot-protocol.md, "Online")."""
    server: Server = ws.app.state.server
    address = ws.client.host if ws.client else ""
    try:
        header = ws.headers.get("authorization")
        if header is None:
            raise ApiError(401, "bad-token", "send Authorization: Bearer TOKEN")
        who = await server.tokens.who(header, "/api/bot/ws", address)
        if not who.bot:
            raise ApiError(403, "not-a-bot", "only bot accounts play over this socket")
    except ApiError as e:
        await ws.accept()
        await ws.send_text(_frame(e, None))
        await ws.close(4000 + e.status)
        return
    if not server.sockets.add(address):
        metrics.refused.labels("sockets per address").inc()
        await ws.close(4429, "too many open sockets from this address")
        return
    metrics.sockets.inc()
    await ws.accept()
    out = _Written(ws)
    client = Client(cast(WebSocket, out), who, server.settings.bot_rate)
    link = BotLink(who, lambda text, written: out.queue(client, text, written), client.close)
    hub = server.tables.bots
    hub.connect(link)
    messages = Buckets(server.settings.bot_rate, 2 * server.settings.bot_rate, keys=1)
    try:
        while ws.client_state == WebSocketState.CONNECTED and client.closing is None:
            msg = await ws.receive()
            if msg["type"] == "websocket.disconnect":
                return
            at = time.monotonic()
            text = msg.get("text")
            data: object = None
            try:
                if text is None:
                    raise ApiError(400, "bad-message", "send JSON in text frames")
                if len(text) > FRAME_MAX // 4 and len(text.encode()) > FRAME_MAX:
                    raise ApiError(413, "too-large", f"a message has at most {FRAME_MAX} bytes")
                wait = messages.take("")
                if wait is not None:
                    raise ApiError(429, "rate-limited", "too many messages: slow down", wait)
                data = loads_message(text)
                if not isinstance(data, dict):
                    raise ApiError(400, "bad-message", "a message is a JSON object")
                if data.get("type") == "accept" and not await server.tokens.alive(who.token):
                    client.close(4401, "this token was revoked")  # by another process
                    await client.task  # the close frame sent
                    return
                await hub.received(link, data, at)
            except ApiError as e:
                client.send(_frame(e, data.get("game") if isinstance(data, dict) else None))
    except WebSocketDisconnect:
        pass
    finally:
        hub.disconnect(link)
        server.sockets.remove(address)
        metrics.sockets.dec()
        if client.closing is None:
            client.task.cancel()
