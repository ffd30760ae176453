"""``sucker bot connect``: any program speaking sls-bot/1 on stdin/stdout plays online as a
bot account (bot-protocol.md, "Online"), with no change to it.

One websocket to ``/api/bot/ws`` carries every game; each game gets a child process of its
own, started at ``start`` and told ``end`` (then its input closes). Messages go to the child
of their ``game`` without that field, and what a child writes goes back with it. Challenges
are accepted while fewer than ``games`` games run. A lost connection is retried with a
growing pause (1 s doubling to 60 s); the children of the lost connection are stopped, since
the server sends ``start`` again for each running game on reconnection. A refused token
ends the command.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import random
from typing import Any

import httpx
import websockets
from websockets.exceptions import ConnectionClosed, InvalidStatus

log = logging.getLogger(__name__)

BACKOFF_MAX = 60.0
LINE_MAX = 1 << 22  # bytes of one line from a child, and of one message from the server


class Refused(Exception):
    """The server refused the token (or the account is no bot): retrying will not help."""


def socket_url(url: str) -> str:
    """``http(s)://host[:port]`` (or ``ws(s)://``), with or without the path, as the bots'
    websocket URL."""
    url = url.rstrip("/")
    for http, ws in (("https://", "wss://"), ("http://", "ws://")):
        if url.startswith(http):
            url = ws + url.removeprefix(http)
    if not url.startswith(("ws://", "wss://")):
        raise ValueError("the URL starts with http://, https://, ws:// or wss://")
    return url if url.endswith("/api/bot/ws") else url + "/api/bot/ws"


class Child:
    """One game's program."""

    def __init__(self, game: str, proc: asyncio.subprocess.Process) -> None:
        self.game = game
        self.proc = proc
        self.reader: asyncio.Task[None] | None = None

    async def write(self, msg: dict[str, Any]) -> None:
        stdin = self.proc.stdin
        if stdin is None or stdin.is_closing():
            return
        try:
            stdin.write((json.dumps(msg, ensure_ascii=False) + "\n").encode())
            await stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            log.warning("game %s: the program's input is closed", self.game)

    async def finish(self) -> None:
        """Close its input (a bot ends at end of input), and stop it if it lingers."""
        if self.proc.stdin is not None and not self.proc.stdin.is_closing():
            self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 5)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()
        if self.reader is not None:
            self.reader.cancel()


class Connector:
    def __init__(self, url: str, token: str, argv: list[str], games: int = 8) -> None:
        if not argv:
            raise ValueError("give the program to run after --")
        self.url = socket_url(url)
        self.token = token
        self.argv = argv
        self.games = games
        self.children: dict[str, Child] = {}

    async def run_forever(self) -> None:
        """Connect, play, and reconnect with backoff; returns only if the token is refused
        (:class:`Refused`)."""
        pause = 1.0
        while True:
            try:
                await self.run_once()
                pause = 1.0
            except Refused:
                raise
            except (OSError, ConnectionClosed, InvalidStatus, TimeoutError,
                    httpx.TransportError) as e:
                log.warning("connection lost (%s); again in %.0f s", e, pause)
            await asyncio.sleep(pause * random.uniform(0.8, 1.2))
            pause = min(BACKOFF_MAX, pause * 2)

    async def check_token(self) -> None:
        """An HTTP call first, so that a wrong or revoked token is told as such (the socket
        is opened before the server can refuse it)."""
        site = self.url.removesuffix("/api/bot/ws").replace("ws", "http", 1)
        async with httpx.AsyncClient(timeout=10) as http:
            r = await http.get(site + "/api/bots",
                               headers={"Authorization": f"Bearer {self.token}"})
        if r.status_code in (401, 403):
            detail = r.json().get("detail", {}) if r.headers.get(
                "content-type", "").startswith("application/json") else {}
            raise Refused(detail.get("message", r.text[:200]) if isinstance(detail, dict)
                          else str(detail))

    async def run_once(self) -> None:
        await self.check_token()
        headers = {"Authorization": f"Bearer {self.token}"}
        async with websockets.connect(self.url, additional_headers=headers,
                                      max_size=LINE_MAX) as ws:
            log.info("connected to %s", self.url)
            try:
                await self._serve(ws)
            finally:
                await asyncio.gather(*(c.finish() for c in self.children.values()))
                self.children.clear()

    async def _serve(self, ws: Any) -> None:
        async for text in ws:
            msg = json.loads(text)
            if not isinstance(msg, dict):
                continue
            kind, game = msg.get("type"), msg.pop("game", None)
            if kind == "error":
                if msg.get("code") in ("bad-token", "not-a-bot", "token-scope"):
                    raise Refused(msg.get("message", ""))
                log.warning("the server says: %s (%s)", msg.get("message"), game)
                continue
            if not isinstance(game, str):
                continue
            if kind == "challenge":
                busy = len(self.children) >= self.games
                answer = {"type": "decline", "game": game, "reason": "busy"} if busy \
                    else {"type": "accept", "game": game}
                await ws.send(json.dumps(answer))
                log.info("challenge to game %s from %s: %s", game, msg.get("from"),
                         answer["type"])
                continue
            if kind == "start":
                old = self.children.pop(game, None)
                if old is not None:
                    await old.finish()
                self.children[game] = await self._spawn(game, ws)
                log.info("game %s: started, playing %s", game, msg.get("you"))
            child = self.children.get(game)
            if child is None:
                continue  # a game whose program is gone: the server's fallback plays
            await child.write(msg)
            if kind == "end":
                del self.children[game]
                await child.finish()
                log.info("game %s: over, won by %s", game, msg.get("winner"))

    async def _spawn(self, game: str, ws: Any) -> Child:
        proc = await asyncio.create_subprocess_exec(
            *self.argv, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            limit=LINE_MAX)
        child = Child(game, proc)
        child.reader = asyncio.get_running_loop().create_task(self._relay(child, ws))
        return child

    async def _relay(self, child: Child, ws: Any) -> None:
        """What the child writes goes to the server, with its game."""
        assert child.proc.stdout is not None
        async for line in child.proc.stdout:
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                log.warning("game %s: the program wrote something that is not JSON: %r",
                            child.game, line[:80])
                continue
            if isinstance(msg, dict):
                msg["game"] = child.game
                with contextlib.suppress(ConnectionClosed):
                    await ws.send(json.dumps(msg, ensure_ascii=False))
