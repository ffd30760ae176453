"""Bots online (bot-protocol.md, "Online"): bot accounts, tokens, the bots' websocket,
seating bots, on a real server."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

import httpx
import pytest
import websockets
from sqlalchemy import create_engine, text

from server_kit import Client, Server, choose, play_until_end

pytestmark = pytest.mark.anyio


def account(server: Server, name: str, password: str = "correct horse") -> Client:
    c = Client(server, None)
    r = c.http.post("/api/account", json={"username": name, "password": password})
    assert r.status_code == 200, r.text
    return c


def bot_account(server: Server, name: str) -> tuple[Client, str]:
    """A new bot account and a bot:play token of it."""
    owner = account(server, name)
    assert owner.post("/api/account/bot") == {"bot": True}
    made = owner.post("/api/account/tokens", {"scopes": ["bot:play"]})
    return owner, str(made["token"])


def bearer(server: Server, token: str) -> httpx.Client:
    return httpx.Client(base_url=server.url, timeout=10,
                        headers={"Authorization": f"Bearer {token}"})


def test_token_life_make_use_list_revoke(server: Server) -> None:
    owner = account(server, "Tokenbot")
    r = owner.http.post("/api/account/tokens", json={"scopes": ["bot:play"]})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "not-a-bot"
    assert owner.post("/api/account/bot") == {"bot": True}
    r = owner.http.post("/api/account/tokens", json={"scopes": ["admin"]})
    assert r.status_code == 422
    made = owner.post("/api/account/tokens", {"scopes": ["bot:play"]})
    assert made["token"].startswith("sls_") and made["scopes"] == ["bot:play"]
    listed = owner.http.get("/api/account/tokens").json()["tokens"]
    assert [t["id"] for t in listed] == [made["id"]] and listed[0]["last_used"] is None
    assert made["token"] not in str(listed)

    bot = bearer(server, made["token"])
    before = time.time()
    r = bot.post("/api/tables", json={"players": 3})
    assert r.status_code == 200, r.text
    used = owner.http.get("/api/account/tokens").json()["tokens"][0]["last_used"]
    assert used is not None and used >= before - 1
    # Never the account's settings.
    for method, path in (("GET", "/api/account/tokens"), ("POST", "/api/account/tokens"),
                         ("GET", "/api/account/data"), ("POST", "/api/account/delete")):
        r = bot.request(method, path, json={"password": "correct horse"})
        assert r.status_code == 403 and r.json()["detail"]["code"] == "token-scope", path

    assert owner.http.delete(f"/api/account/tokens/{made['id']}").status_code == 200
    r = bot.post("/api/tables", json={"players": 3})
    assert r.status_code == 401 and r.json()["detail"]["code"] == "bad-token"
    assert owner.http.get("/api/account/tokens").json()["tokens"] == []
    assert owner.http.delete(f"/api/account/tokens/{made['id']}").status_code == 404


def test_wrong_tokens_are_refused(server: Server) -> None:
    for header in ("Bearer sls_nothing-of-the-kind", "Basic abc", "Bearer"):
        r = httpx.post(server.url + "/api/tables", json={"players": 3},
                       headers={"Authorization": header})
        assert r.status_code == 401 and r.json()["detail"]["code"] == "bad-token", header


def test_only_an_account_without_rated_games_becomes_a_bot(server: Server) -> None:
    guest = Client(server, "Plain Guest")
    r = guest.http.post("/api/account/bot")
    assert r.status_code == 403
    veteran = account(server, "Veteran")
    me = veteran.http.get("/api/session").json()["id"]
    engine = create_engine(f"sqlite:///{server.data / 'sucker.db'}")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO results (table_id, color, player, place, players, "
                          "rated, ended) VALUES ('old', 0, :p, 1, 3, 1, 0)"), {"p": me})
    engine.dispose()
    r = veteran.http.post("/api/account/bot")
    assert r.status_code == 409 and r.json()["detail"]["code"] == "has-rated-games"


class Bot:
    """A bot program over /api/bot/ws, playing with server_kit's :func:`choose`."""

    def __init__(self, server: Server, token: str) -> None:
        self.server = server
        self.token = token
        self.ws: Any = None
        self.got: list[dict[str, Any]] = []

    async def connect(self) -> None:
        self.ws = await websockets.connect(
            f"{self.server.ws_url}/api/bot/ws", max_size=None,
            additional_headers={"Authorization": f"Bearer {self.token}"})

    async def send(self, msg: dict[str, Any]) -> None:
        await self.ws.send(json.dumps(msg))

    async def recv(self, timeout: float = 15) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.got.append(msg)
        return msg

    async def until(self, pred: Callable[[dict[str, Any]], bool],
                    timeout: float = 15) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while True:
            msg = await self.recv(max(0.01, end - time.monotonic()))
            if pred(msg):
                return msg

    async def play(self, game: str, answer: Callable[[dict[str, Any]], dict[str, Any]]
                   | None = None) -> dict[str, Any]:
        """Answer every decide of ``game`` (with ``answer``, else :func:`choose`) till its
        end; returns the end message."""
        while True:
            msg = await self.recv(30)
            assert msg["type"] != "error", msg
            if msg.get("game") != game:
                continue
            if msg["type"] == "decide":
                reply = answer(msg) if answer else {
                    "id": msg["id"], "actions": [choose(msg["state"], msg["you"])]}
                await self.send({"game": game, **reply})
            elif msg["type"] == "end":
                return msg


def person_table(server: Server, name: str, **options: Any) -> tuple[Client, str]:
    person = Client(server, name)
    table = person.post("/api/tables", {"players": 3, "chips": 2, **options})
    return person, str(table["id"])


async def test_a_person_seats_a_bot_which_accepts_and_plays_a_whole_game(
        server: Server) -> None:
    _, token = bot_account(server, "Playbot")
    bot = Bot(server, token)
    await bot.connect()
    person, table = person_table(server, "Host Person")
    assert {"name": "Playbot", "games": 0} in person.http.get("/api/bots").json()["bots"]
    seated = person.post(f"/api/tables/{table}/ai", {"seat": "blue", "bot": "playbot"})
    blue = seated["seats"][1]
    assert blue["kind"] == "bot:Playbot" and blue["bot"] and blue["waiting"]
    r = person.http.post(f"/api/tables/{table}/start")
    assert r.status_code == 409  # the bot has not accepted yet
    challenge = await bot.until(lambda m: m["type"] == "challenge")
    assert challenge["game"] == table and challenge["from"] == "Host Person"
    assert challenge["table"]["id"] == table
    await bot.send({"type": "accept", "game": table})
    await person.connect(table)
    await person.until(lambda m: m["type"] == "table" and not m["table"]["seats"][1].get(
        "waiting") or m["type"] == "snapshot" and not m["table"]["seats"][1].get("waiting"))
    person.post(f"/api/tables/{table}/ai", {"seat": "green", "level": "easy"})
    person.post(f"/api/tables/{table}/start")
    start = await bot.until(lambda m: m["type"] == "start")
    assert start["game"] == table and start["you"] == "blue"
    assert start["protocol"] == "sls-bot/1" and start["seats"][1]["kind"] == "bot:Playbot"
    await bot.send({"type": "ready", "game": table, "name": "Playbot"})
    bot_task = asyncio.create_task(bot.play(table))
    await play_until_end(person)
    end = await bot_task
    assert end["record"]["seats"][1]["kind"] == "bot:Playbot"
    assert "bot Playbot" not in (server.data / "server.log").read_text()  # no fallback
    await person.close()
    await bot.ws.close()


async def test_a_bot_with_a_token_makes_a_table_of_ais_and_plays_it(server: Server) -> None:
    _, token = bot_account(server, "Studybot")
    bot = Bot(server, token)
    await bot.connect()
    http = bearer(server, token)
    r = http.post("/api/tables", json={"players": 3, "chips": 2})
    assert r.status_code == 200, r.text
    table = r.json()
    assert table["seats"][0]["kind"] == "bot:Studybot" and table["seats"][0]["bot"]
    assert http.post(f"/api/tables/{table['id']}/ai", json={"all": True}).status_code == 200
    assert http.post(f"/api/tables/{table['id']}/start").status_code == 200
    end = await bot.play(table["id"])
    assert end["record"]["seats"][0]["kind"] == "bot:Studybot"
    r = http.get(f"/api/tables/{table['id']}/record")
    assert r.status_code == 200 and r.json()["seats"][0]["kind"] == "bot:Studybot"
    await bot.ws.close()
