"""Only honest games move ratings, on a real server: a rated table with two seats from one
address or one browser, or with a new account, is played as casual and says so before it
starts; ``sucker admin suspicious`` lists what an operator should look at."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from collections.abc import Iterator

import httpx
import pytest

from server_kit import Client, Server, make_server, play_until_end

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = make_server(tmp_path_factory.mktemp("fair"), SUCKER_CASUAL_BEFORE_RATED="1")
    yield s
    s.stop()


def account(server: Server, name: str, address: str | None = None) -> Client:
    c = Client(server, None)
    if address is not None:
        c.http.headers["X-Forwarded-For"] = address
    r = c.http.post("/api/account", json={"username": name, "password": "correct horse"})
    assert r.status_code == 200, r.text
    return c


async def play(clients: list[Client], table: str) -> None:
    clients[0].post(f"/api/tables/{table}/start")
    for c in clients:
        c.acted_on = None  # a new game can repeat a state a client acted on in the last one
        await c.connect(table)
    await asyncio.gather(*(play_until_end(c) for c in clients))
    for c in clients:
        await c.close()


def profile(server: Server, name: str) -> dict:
    """The profile once the finished game's result is stored (just after its end)."""
    end = time.monotonic() + 10
    while True:
        p = httpx.get(f"{server.url}/api/players/{name}").json()
        if p["games"] or time.monotonic() > end:
            return p
        time.sleep(0.05)


async def test_three_accounts_from_one_address_cannot_move_a_rating(server: Server) -> None:
    farm = [account(server, n) for n in ("Farmer", "Alt One", "Alt Two")]
    for c in farm:  # proven accounts: each finished a casual game already
        table = c.post("/api/tables", {"players": 3, "chips": 1})["id"]
        c.post(f"/api/tables/{table}/ai", {"all": True, "level": "easy"})
        await play([c], table)
    table = farm[0].post("/api/tables", {"players": 3, "chips": 1, "rated": True})
    assert table["rated"] and table["casual_reason"] is None
    for c in farm[1:]:
        seen = c.post(f"/api/tables/{table['id']}/join", {})
    assert seen["casual_reason"] == "same-address"  # said before it starts
    listed = httpx.get(f"{server.url}/api/tables", params={"status": "open"}).json()["tables"]
    assert [t["casual_reason"] for t in listed if t["id"] == table["id"]] == ["same-address"]
    await play(farm, table["id"])
    record = farm[0].http.get(f"/api/tables/{table['id']}/record").json()
    assert record["rated"] is False and all("rating" not in s for s in record["seats"])
    board = {p["name"] for p in httpx.get(f"{server.url}/api/leaderboard").json()["players"]}
    for name in ("Farmer", "Alt One", "Alt Two"):
        p = profile(server, name)
        assert p["rating"] is None and not any(g["rated"] for g in p["games"])
        assert name not in board


def test_one_browser_and_a_new_account_make_a_rated_table_casual(server: Server) -> None:
    ada = account(server, "Browser Ada", "10.1.0.1")
    bob = account(server, "Browser Bob", "10.1.0.2")
    assert httpx.get(server.url + "/").cookies.get("sucker_browser")  # the page gives one
    table = ada.post("/api/tables", {"players": 3, "rated": True})
    assert ada.http.cookies.get("sucker_browser")
    bob.http.cookies.set("sucker_browser", ada.http.cookies["sucker_browser"])
    seen = bob.post(f"/api/tables/{table['id']}/join", {})
    # Both are new accounts too, but the shared browser is said first.
    assert seen["casual_reason"] == "same-browser"
    cy = account(server, "New Cy", "10.1.0.3")
    fresh = cy.post("/api/tables", {"players": 3, "rated": True})
    assert fresh["casual_reason"] == "new-account"


async def test_a_new_account_counts_after_a_casual_game(server: Server) -> None:
    dee = account(server, "Proving Dee", "10.2.0.1")
    table = dee.post("/api/tables", {"players": 3, "chips": 1, "rated": True})
    assert table["casual_reason"] == "new-account"
    casual = dee.post("/api/tables", {"players": 3, "chips": 1})["id"]
    dee.post(f"/api/tables/{casual}/ai", {"all": True, "level": "easy"})
    await play([dee], casual)
    profile(server, "Proving Dee")
    again = dee.post("/api/tables", {"players": 3, "chips": 1, "rated": True})
    assert again["casual_reason"] is None
    dee.post(f"/api/tables/{again['id']}/ai", {"all": True, "level": "easy"})
    await play([dee], again["id"])
    end = time.monotonic() + 10
    while profile(server, "Proving Dee")["rating"] is None:
        assert time.monotonic() < end
    p = profile(server, "Proving Dee")
    assert p["rating"]["games"] == 1 and p["rating"]["provisional"]


def test_admin_suspicious_lists_lopsided_pairs_and_accounts_made_together(
        server: Server) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "sucker", "admin", "suspicious", "--db",
         f"sqlite:///{server.data / 'sucker.db'}", "--json"],
        capture_output=True, text=True, timeout=60, check=True)
    found = json.loads(out.stdout)
    together = [set(g["accounts"]) for g in found["made_together"]]
    assert {"Farmer", "Alt One", "Alt Two"} in together
    assert not any("Proving Dee" in g for g in together)


async def test_private_games_are_hidden_from_others_and_shown_to_their_player(
        server: Server) -> None:
    ivy = account(server, "Private Ivy", "10.3.0.1")
    table = ivy.post("/api/play/friends")["id"]
    ivy.post(f"/api/tables/{table}/ai", {"all": True, "level": "easy"})
    await play([ivy], table)
    mine = ivy.http.get("/api/players/Private Ivy").json()
    end = time.monotonic() + 10
    while not mine["games"]:  # the result is stored just after the end
        assert time.monotonic() < end
        mine = ivy.http.get("/api/players/Private Ivy").json()
    assert [g["table"] for g in mine["games"]] == [table] and mine["total"] == 1
    theirs = httpx.get(f"{server.url}/api/players/Private Ivy").json()
    assert theirs["games"] == [] and theirs["by_players"] == {} and theirs["total"] == 0
    assert table not in httpx.get(f"{server.url}/api/players/Private Ivy").text
