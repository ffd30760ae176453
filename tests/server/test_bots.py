"""Bots online (bot-protocol.md, "Online"): bot accounts, tokens, the bots' websocket,
seating bots, on a real server."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets
from sqlalchemy import create_engine, text

import app_kit as kit
from app_kit import App
from server_kit import Client, Server, choose, make_server, play_until_end, read_until

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process app


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


async def test_token_life_make_use_list_revoke(app: App) -> None:
    owner = await kit.account(app, "Tokenbot")
    r = await owner.http.post("/api/account/tokens", json={"scopes": ["bot:play"]})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "not-a-bot"
    assert await owner.post("/api/account/bot") == {"bot": True}
    r = await owner.http.post("/api/account/tokens", json={"scopes": ["admin"]})
    assert r.status_code == 422
    made = await owner.post("/api/account/tokens", {"scopes": ["bot:play"]})
    assert made["token"].startswith("sls_") and made["scopes"] == ["bot:play"]
    listed = (await owner.http.get("/api/account/tokens")).json()["tokens"]
    assert [t["id"] for t in listed] == [made["id"]] and listed[0]["last_used"] is None
    assert made["token"] not in str(listed)

    bot = app.http(headers={"Authorization": f"Bearer {made['token']}"})
    before = time.time()
    r = await bot.post("/api/tables", json={"players": 3})
    assert r.status_code == 200, r.text
    used = (await owner.http.get("/api/account/tokens")).json()["tokens"][0]["last_used"]
    assert used is not None and used >= before - 1
    # Never the account's settings.
    for method, path in (("GET", "/api/account/tokens"), ("POST", "/api/account/tokens"),
                         ("GET", "/api/account/data"), ("POST", "/api/account/delete")):
        r = await bot.request(method, path, json={"password": "correct horse"})
        assert r.status_code == 403 and r.json()["detail"]["code"] == "token-scope", path

    for path in ("/api/bots", "/api/config", "/api/leaderboard"):  # need no caller
        assert (await bot.get(path)).status_code == 200, path
    assert (await owner.http.delete(f"/api/account/tokens/{made['id']}")).status_code == 200
    r = await bot.post("/api/tables", json={"players": 3})
    assert r.status_code == 401 and r.json()["detail"]["code"] == "bad-token"
    for path in ("/api/bots", "/api/config", "/api/leaderboard", "/api/tables"):
        r = await bot.get(path)  # a revoked token is refused whatever it asks
        assert r.status_code == 401 and r.json()["detail"]["code"] == "bad-token", path
    assert (await owner.http.get("/api/account/tokens")).json()["tokens"] == []
    assert (await owner.http.delete(f"/api/account/tokens/{made['id']}")).status_code == 404


async def test_wrong_tokens_are_refused(app: App) -> None:
    for header, why in (("Bearer sls_nothing-of-the-kind", "wrong or was revoked"),
                        ("Basic abc", "must be: Bearer TOKEN"), ("Bearer", "not a token"),
                        ("Bearer garbage", "not a token of this site")):
        r = await app.http().post("/api/tables", json={"players": 3},
                                  headers={"Authorization": header})
        assert r.status_code == 401 and r.json()["detail"]["code"] == "bad-token", header
        assert why in r.json()["detail"]["message"], (header, r.json())


async def test_only_an_account_without_rated_games_becomes_a_bot(app: App) -> None:
    guest = await kit.guest(app, "Plain Guest")
    r = await guest.http.post("/api/account/bot")
    assert r.status_code == 403
    veteran = await kit.account(app, "Veteran")
    me = (await veteran.http.get("/api/session")).json()["id"]
    engine = create_engine(f"sqlite:///{app.data / 'sucker.db'}")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO results (table_id, color, player, place, players, "
                          "rated, ended) VALUES ('old', 0, :p, 1, 3, 1, 0)"), {"p": me})
    engine.dispose()
    r = await veteran.http.post("/api/account/bot")
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
        return await read_until(self.recv, pred, timeout)

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


async def test_a_bot_plays_an_untimed_table_and_is_shown_away_while_disconnected(
        server: Server) -> None:
    """Untimed (0) means no table limit: the bot has its own. Its seat is its own (not the
    AI's), and shown connected only while its program is."""
    _, token = bot_account(server, "Calmbot")
    bot = Bot(server, token)
    await bot.connect()
    http = bearer(server, token)
    table = http.post("/api/tables", json={"players": 3, "chips": 2,
                                           "decision_seconds": 0}).json()["id"]
    http.post(f"/api/tables/{table}/ai", json={"all": True})
    watcher = Client(server, "Watcher")
    await watcher.connect(table)
    snap = await watcher.until(lambda m: m["type"] == "snapshot")
    red = snap["table"]["seats"][0]
    assert red["kind"] == "bot:Calmbot" and red["connected"] and not red["ai_playing"]
    http.post(f"/api/tables/{table}/start")
    decide = await bot.until(lambda m: m["type"] == "decide")
    assert decide["limit"] > 1, decide
    await bot.send({"game": table, "id": decide["id"],
                    "actions": [choose(decide["state"], decide["you"])]})
    mine = await watcher.until(lambda m: m["type"] == "action" and m["action"]["by"] == "red")
    assert not mine["auto"]
    await bot.ws.close()
    away = await watcher.until(lambda m: m["type"] == "presence")
    assert away["connected"]["red"] is False and away["connected"]["blue"] is True
    await bot.connect()
    back = await watcher.until(lambda m: m["type"] == "presence")
    assert back["connected"]["red"] is True
    end = await bot.play(table)
    assert not [m for m in bot.got if m["type"] == "error"]
    assert end["record"]["seats"][0]["kind"] == "bot:Calmbot"
    await watcher.close()
    await bot.ws.close()


@pytest.fixture(scope="module")
def paced(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server where AIs take a moment (a game lasts long enough to leave and come back)
    and a challenge lapses after a second."""
    s = make_server(tmp_path_factory.mktemp("paced"), SUCKER_AI_DELAY="0.15",
                    SUCKER_BOT_CHALLENGE_SECONDS="1")
    yield s
    s.stop()


async def test_wrong_or_revoked_tokens_are_refused_on_the_websocket(server: Server) -> None:
    owner, token = bot_account(server, "Gatebot")
    for header in (None, "Bearer sls_wrong", f"Basic {token}"):
        headers = {"Authorization": header} if header else {}
        ws = await websockets.connect(f"{server.ws_url}/api/bot/ws", additional_headers=headers)
        frame = json.loads(await ws.recv())
        assert frame["type"] == "error" and frame["code"] == "bad-token"
        with pytest.raises(websockets.ConnectionClosed) as closed:
            await ws.recv()
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401
    # A revoked token cuts off the bot connected with it at once, and is refused at the
    # next connection.
    token_id = owner.http.get("/api/account/tokens").json()["tokens"][0]["id"]
    bot = Bot(server, token)
    await bot.connect()
    assert owner.http.delete(f"/api/account/tokens/{token_id}").status_code == 200
    with pytest.raises(websockets.ConnectionClosed) as closed:
        await bot.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401
    ws = await websockets.connect(f"{server.ws_url}/api/bot/ws",
                                  additional_headers={"Authorization": f"Bearer {token}"})
    assert json.loads(await ws.recv())["code"] == "bad-token"


async def test_a_token_revoked_elsewhere_stops_the_bot_at_its_next_accept(
        server: Server) -> None:
    _, token = bot_account(server, "Farbot")
    bot = Bot(server, token)
    await bot.connect()
    # Revoked by another process of the server: only the database knows.
    engine = create_engine(f"sqlite:///{server.data / 'sucker.db'}")
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM tokens"))
    engine.dispose()
    person, table = person_table(server, "Far Host")
    person.post(f"/api/tables/{table}/ai", {"seat": "blue", "bot": "farbot"})
    await bot.until(lambda m: m["type"] == "challenge")
    await bot.send({"type": "accept", "game": table})
    with pytest.raises(websockets.ConnectionClosed) as closed:
        await bot.until(lambda m: False)
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401
    seats = person.http.get(f"/api/tables/{table}").json()["seats"]
    assert seats[1]["kind"] != "bot:Farbot" or seats[1].get("waiting")  # never sat down


async def test_a_bot_acts_only_for_its_own_seat_and_games(server: Server) -> None:
    _, token = bot_account(server, "Rogue")
    _, other_token = bot_account(server, "Honest")
    rogue, honest = Bot(server, token), Bot(server, other_token)
    await rogue.connect()
    await honest.connect()
    http = bearer(server, other_token)
    table = http.post("/api/tables", json={"players": 3, "chips": 2}).json()["id"]
    # Not challenged, not seated: every message about the game is refused.
    for msg in ({"type": "accept", "game": table}, {"type": "say", "game": table, "text": "hi"},
                {"game": table, "id": 1, "actions": [{"act": "refuse"}]}):
        await rogue.send(msg)
        frame = await rogue.recv()
        assert frame["type"] == "error" and frame["game"] == table
        assert frame["code"] in ("no-challenge", "not-at-game"), frame
    await rogue.send({"id": 1, "actions": []})
    assert (await rogue.recv())["code"] == "bad-message"  # no game
    # At its own game, an answer for another seat is refused and the fallback plays.
    http.post(f"/api/tables/{table}/ai", json={"all": True})
    http.post(f"/api/tables/{table}/start")
    first = await honest.until(lambda m: m["type"] == "decide")
    other = next(c for c in ("blue", "green") if c != first["you"])
    action = dict(choose(first["state"], first["you"]), by=other)
    await honest.send({"game": table, "id": first["id"], "actions": [action]})
    told = await honest.until(lambda m: m["type"] == "error")  # the bot is told, not only the log
    assert told["code"] == "illegal" and told["game"] == table and "fallback" in told["message"]
    await honest.play(table)
    log = (server.data / "server.log").read_text()
    assert f"bot Honest, game {table}: bad answer" in log
    await rogue.ws.close()
    await honest.ws.close()


async def test_decline_and_silence_free_the_seat_and_the_players_are_told(
        paced: Server) -> None:
    _, token = bot_account(paced, "Shybot")
    bot = Bot(paced, token)
    await bot.connect()
    person, table = person_table(paced, "Inviter")
    await person.connect(table)
    await person.until(lambda m: m["type"] == "snapshot")
    person.post(f"/api/tables/{table}/ai", {"seat": "green", "bot": "Shybot"})
    await bot.until(lambda m: m["type"] == "challenge")
    await bot.send({"type": "decline", "game": table, "reason": "busy"})
    freed = await person.until(lambda m: m["type"] == "table"
                               and m["table"]["seats"][2]["kind"] is None)
    assert freed["table"]["seats"][2]["name"] is None
    assert freed["table"]["note"] == {"kind": "bot-declined", "bot": "Shybot", "reason": "busy"}
    # Silence: the seat is free again after the challenge time, and a late accept is refused.
    person.post(f"/api/tables/{table}/ai", {"seat": "green", "bot": "Shybot"})
    await person.until(lambda m: m["type"] == "table"
                       and m["table"]["seats"][2].get("waiting"))
    await bot.until(lambda m: m["type"] == "challenge")
    lapsed = await person.until(lambda m: m["type"] == "table"
                                and m["table"]["seats"][2]["kind"] is None, timeout=10)
    assert lapsed["table"]["note"] == {"kind": "bot-silent", "bot": "Shybot"}
    assert "note" not in person.http.get(f"/api/tables/{table}").json()  # told, not kept
    await bot.send({"type": "accept", "game": table})
    assert (await bot.recv())["code"] == "no-challenge"
    # A table that refuses bots.
    _, closed = person_table(paced, "No Bots Please", no_bots=True)
    r2 = httpx.post(paced.url + f"/api/tables/{closed}/join", json={},
                    headers={"Authorization": f"Bearer {token}"})
    assert r2.status_code == 403 and r2.json()["detail"]["code"] == "no-bots"
    await person.close()
    await bot.ws.close()


async def test_the_fallback_plays_while_the_bot_is_away_and_it_plays_again_after(
        paced: Server) -> None:
    _, token = bot_account(paced, "Flakybot")
    bot = Bot(paced, token)
    await bot.connect()
    http = bearer(paced, token)
    table = http.post("/api/tables", json={"players": 3, "chips": 4}).json()["id"]
    http.post(f"/api/tables/{table}/ai", json={"all": True})
    watcher = Client(paced, "Watcher")
    await watcher.connect(table)
    await watcher.until(lambda m: m["type"] == "snapshot")
    http.post(f"/api/tables/{table}/start")
    decide = await bot.until(lambda m: m["type"] == "decide")
    await bot.send({"game": table, "id": decide["id"],
                    "actions": [choose(decide["state"], decide["you"])]})
    await bot.ws.close()
    # Away: its seat (red) is still played.
    red: list[int] = []

    def second_red_answer(m: dict[str, Any]) -> bool:
        if m["type"] == "action" and m["action"]["by"] == "red" \
                and m["action"]["act"] in ("play", "next", "kill", "refuse"):
            red.append(m["seq"])
        return len(red) >= 2

    await watcher.until(second_red_answer, timeout=30)
    await bot.connect()
    start = await bot.until(lambda m: m["type"] == "start")
    assert start["game"] == table and start["you"] == "red"
    end = await bot.play(table)
    assert end["winner"] in ("red", "blue", "green")
    decides = [m for m in bot.got[bot.got.index(start):] if m["type"] == "decide"]
    assert decides, "the bot played again after reconnecting"
    log = (paced.data / "server.log").read_text()
    assert f"bot Flakybot, game {table}: not connected" in log
    await watcher.close()
    await bot.ws.close()


async def test_sucker_bot_connect_plays_a_whole_game_with_a_stdin_stdout_bot(
        server: Server) -> None:
    _, token = bot_account(server, "Connected")
    proc = subprocess.Popen(
        [sys.executable, "-m", "sucker", "bot", "connect", server.url, "--token", token, "--",
         sys.executable, "-m", "sucker", "bot", "--level", "easy"],
        stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stderr is not None
        line = await asyncio.wait_for(asyncio.to_thread(proc.stderr.readline), 20)
        assert "connected to" in line, line
        http = bearer(server, token)
        table = http.post("/api/tables", json={"players": 3, "chips": 2}).json()["id"]
        http.post(f"/api/tables/{table}/ai", json={"all": True})
        watcher = Client(server, "Connect Watcher")
        await watcher.connect(table)
        await watcher.until(lambda m: m["type"] == "snapshot")
        http.post(f"/api/tables/{table}/start")
        end = await watcher.until(lambda m: m["type"] == "end", timeout=60)
        assert end["winner"] in ("red", "blue", "green")
        await watcher.close()
        assert "bot Connected" not in (server.data / "server.log").read_text()  # no fallback
        record = http.get(f"/api/tables/{table}/record").json()
        assert record["seats"][0]["kind"] == "bot:Connected"
    finally:
        proc.terminate()
        proc.wait(10)


async def test_sucker_bot_connect_stops_on_a_refused_token(server: Server) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "sucker", "bot", "connect", server.url, "--token", "sls_no",
         "--", "true"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 1 and "refused the token" in done.stderr
    assert "wrong or was revoked" in done.stderr and "connected" not in done.stderr


async def test_the_bot_of_docs_bots_md_plays_a_game_it_is_challenged_to(
        server: Server, tmp_path: Path) -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "bots.md").read_text()
    code = doc.split("```python\n", 1)[1].split("```", 1)[0]
    assert len(code.splitlines()) <= 40
    (tmp_path / "doc_bot.py").write_text(code)
    _, token = bot_account(server, "Docbot")
    proc = subprocess.Popen([sys.executable, str(tmp_path / "doc_bot.py"),
                             f"{server.ws_url}/api/bot/ws", token])
    try:
        person, table = person_table(server, "Doc Reader")
        deadline = time.monotonic() + 20
        while not any(b["name"] == "Docbot" for b in
                      person.http.get("/api/bots").json()["bots"]):
            assert time.monotonic() < deadline and proc.poll() is None
            await asyncio.sleep(0.05)  # the program connecting: no event to wait on
        await person.connect(table)
        person.post(f"/api/tables/{table}/ai", {"seat": "blue", "bot": "Docbot"})
        await person.until(lambda m: m["type"] == "table"
                           and m["table"]["seats"][1]["kind"] == "bot:Docbot"
                           and not m["table"]["seats"][1].get("waiting"))
        person.post(f"/api/tables/{table}/ai", {"seat": "green"})
        person.post(f"/api/tables/{table}/start")
        await play_until_end(person)
        assert "bot Docbot" not in (server.data / "server.log").read_text()  # no fallback
        await person.close()
    finally:
        proc.terminate()
        proc.wait(10)


async def test_bots_are_rated_apart_from_people(server: Server) -> None:
    _, token = bot_account(server, "Ratedbot")
    bot = Bot(server, token)
    await bot.connect()
    http = bearer(server, token)
    table = http.post("/api/tables", json={"players": 3, "chips": 2, "rated": True}).json()
    assert table["rated"]
    # A person at a rated table with a bot: it cannot start.
    someone = account(server, "Rated Human")
    someone.post(f"/api/tables/{table['id']}/join", {})
    http.post(f"/api/tables/{table['id']}/ai", json={"all": True})
    r = http.post(f"/api/tables/{table['id']}/start")
    assert r.status_code == 409 and r.json()["detail"]["code"] == "bots-and-people"
    someone.post(f"/api/tables/{table['id']}/leave")
    http.post(f"/api/tables/{table['id']}/ai", json={"all": True})
    assert http.post(f"/api/tables/{table['id']}/start").status_code == 200
    await bot.play(table["id"])
    board: dict[str, Any] = {}
    for _ in range(100):  # the result is stored just after the end event
        board = {p["name"]: p for p in httpx.get(
            server.url + "/api/leaderboard", params={"bots": "true"}).json()["players"]}
        if "Ratedbot" in board:
            break
        await asyncio.sleep(0.05)
    assert board["Ratedbot"]["bot"] and board["Ratedbot"]["games"] == 1
    people = httpx.get(server.url + "/api/leaderboard").json()["players"]
    assert "Ratedbot" not in {p["name"] for p in people}
    assert httpx.get(server.url + "/api/players/ratedbot").json()["bot"] is True
    await bot.ws.close()


async def test_a_bots_chat_lines_are_posted_as_a_bot_and_rate_limited_like_a_persons(
        server: Server) -> None:
    _, token = bot_account(server, "Chattybot")
    bot = Bot(server, token)
    await bot.connect()
    http = bearer(server, token)
    table = http.post("/api/tables", json={"players": 3, "chips": 2}).json()["id"]
    http.post(f"/api/tables/{table}/ai", json={"all": True})
    watcher = Client(server, "Chat Watcher")
    await watcher.connect(table)
    await watcher.until(lambda m: m["type"] == "snapshot")
    http.post(f"/api/tables/{table}/start")
    await bot.until(lambda m: m["type"] == "start")
    for i in range(7):  # a person may say 5 lines at once (SUCKER_CHAT_BURST)
        await bot.send({"type": "say", "game": table, "text": f"line {i}"})
    refused = await bot.until(lambda m: m["type"] == "error")
    assert refused["code"] == "rate-limited" and refused["game"] == table
    line = await watcher.until(lambda m: m["type"] == "chat" and m["text"] == "line 0")
    assert line["name"] == "Chattybot" and line["by"] == "red" and line["ai"]
    await watcher.close()
    await bot.ws.close()
