"""Bots online (bot-protocol.md, "Online"): bot accounts, tokens, the bots' websocket,
seating bots, on a real server."""

from __future__ import annotations

import time

import httpx
import pytest
from sqlalchemy import create_engine, text

from server_kit import Client, Server

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
