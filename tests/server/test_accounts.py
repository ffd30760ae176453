"""Accounts, ratings and the one-click ways to play, in process; the migrations keep the
guests and games of the schema before them."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

import app_kit as kit
from app_kit import App
from server_kit import play_until_end
from sucker.server.db import alembic_config, migrate

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process app



async def test_sign_up_log_in_log_out_everywhere(app: App) -> None:
    guest = await kit.guest(app, "Ada L")
    r = await guest.http.post("/api/account", json={"username": "Ada Lovelace",
                                                     "password": "analytical"})
    assert r.status_code == 200 and r.json()["name"] == "Ada Lovelace"
    me = (await guest.http.get("/api/session")).json()
    assert me["account"] and me["name"] == "Ada Lovelace"
    # Unique without regard to case or width.
    r = await app.http().post("/api/account",
                              json={"username": "ＡＤＡ lovelace", "password": "whatever1"})
    assert r.status_code == 409 and r.json()["detail"]["code"] == "name-taken"
    other = await kit.guest(app, None)
    r = await other.http.post("/api/account/login", json={"username": "ada LOVELACE",
                                                           "password": "analytical"})
    assert r.status_code == 200 and r.json()["id"] == me["id"]
    assert (await other.http.get("/api/session")).json()["id"] == me["id"]
    # Log out everywhere: both sessions end.
    assert (await guest.http.post("/api/account/logout-everywhere")).status_code == 200
    assert (await other.http.get("/api/session")).json() is None


async def test_a_rated_game_changes_ratings_and_shows_on_profile_and_leaderboard(
        app: App) -> None:
    ada, bob, cy = [await kit.account(app, n) for n in ("Rated Ada", "Rated Bob", "Rated Cy")]
    for i, c in enumerate((bob, cy)):  # three homes (one address would make it casual)
        c.http.headers["X-Forwarded-For"] = f"10.0.0.{i + 2}"
    guest = await kit.guest(app, "Just A Guest")
    table = await ada.post("/api/tables", {"players": 3, "chips": 3, "rated": True})
    assert table["rated"] and table["casual_reason"] is None
    r = await guest.http.post(f"/api/tables/{table['id']}/join", json={})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "no-account"
    for c in (bob, cy):
        await c.post(f"/api/tables/{table['id']}/join", {})
    for c in (ada, bob, cy):
        await c.connect(table["id"])
        await c.recv()
    await ada.post(f"/api/tables/{table['id']}/start")
    ends = await asyncio.gather(*(play_until_end(c) for c in (ada, bob, cy)))
    winner = ends[0]["winner"]
    names = {"red": "Rated Ada", "blue": "Rated Bob", "green": "Rated Cy"}
    record = (await ada.http.get(f"/api/tables/{table['id']}/record")).json()
    assert record["rated"] is True and all("rating" in s for s in record["seats"])
    board = {}
    for _ in range(100):  # the result is stored just after the end event
        board = {p["name"]: p for p in (await app.http().get("/api/leaderboard")).json()
                 ["players"]}
        if names[winner] in board:
            break
        await asyncio.sleep(0.05)
    top = board[names[winner]]
    assert top["games"] == 1 and top["wins"] == 1 and top["provisional"]
    assert all(board[n]["rating"] < top["rating"] for n in names.values() if n != top["name"])
    profile = (await app.http().get(f"/api/players/{names[winner].upper()}")).json()
    assert profile["games"][0]["place"] == 1
    assert [h["rating"] for h in profile["history"]][0] == 1500  # the chart starts at 1500
    assert len(profile["history"]) == 2 and profile["history"][1]["rating"] > 1500
    assert profile["by_players"] == {"3": {"games": 1, "wins": 1}}
    assert (await app.http().get("/api/players/nobody-at-all")).status_code == 404
    await kit.account(app, "AC/DC")  # a name with "/" has its profile and its page
    assert (await app.http().get("/api/players/AC%2FDC")).json()["name"] == "AC/DC"
    assert (await app.http().get("/players/AC%2FDC")).status_code == 200
    for c in (ada, bob, cy):
        await c.close()


async def test_one_click_against_the_computer_and_a_guest_keeps_its_game(app: App) -> None:
    kid = await kit.guest(app, "Kid")
    table = await kid.post("/api/play/computer", {"level": "easy", "players": 3})
    assert table["status"] == "playing"
    assert [s["kind"] for s in table["seats"]] == ["human", "ai:easy", "ai:easy"]
    await kid.connect(table["id"])
    await kid.recv()
    await play_until_end(kid)
    await kid.close()
    r = await kid.http.post("/api/account", json={"username": "Kid Grown",
                                                   "password": "grownup!"})
    assert r.status_code == 200
    mine = (await kid.http.get("/api/account/games")).json()["games"]
    assert [g["id"] for g in mine] == [table["id"]] and mine[0]["seats"][0]["you"]
    data = (await kid.http.get("/api/account/data")).json()
    assert data["account"] and [g["result"]["winner"] for g in data["games"]]
    assert data["games"][0]["format"] == "sls-record/1"


async def test_against_the_computer_casual_is_untimed_and_rated_takes_one_click(
        app: App) -> None:
    guest = await kit.guest(app, "Casual")
    casual = await guest.post("/api/play/computer", {"level": "easy", "players": 3})
    assert (casual["rated"], casual["decision_seconds"]) == (False, 0)
    r = await guest.http.post("/api/play/computer", json={"rated": True})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "no-account"
    rated = await (await kit.account(app, "Rated Player")).post("/api/play/computer",
                                                                {"rated": True})
    assert (rated["status"], rated["rated"], rated["decision_seconds"]) == ("playing", True, 60)


async def test_play_with_friends_and_find_a_game(app: App) -> None:
    host = await kit.guest(app, "Host")
    private = await host.post("/api/play/friends")
    assert private["private"] and private["invite"]
    # A table someone set up (a rematch keeping seats, say) is no one's seek: not joined.
    setter = await kit.guest(app, "Setter")
    own = await setter.post("/api/tables", {"players": 5})
    first = await kit.guest(app, "Finder")
    mine = await first.post("/api/play/find", {"players": 5, "wait": 60})
    assert mine["fill_at"] > time.time() + 50 and mine["id"] != own["id"]
    second = await kit.guest(app, "Second")
    joined = await second.post("/api/play/find", {"players": 5})
    assert joined["id"] == mine["id"]
    assert [s["name"] for s in joined["seats"]][:2] == ["Finder", "Second"]


async def test_a_deleted_account_is_gone_and_its_games_stay(app: App) -> None:
    leaver = await kit.account(app, "Leaver", "goodbye-all")
    r = await leaver.http.post("/api/account/delete", json={"password": "wrong-one"})
    assert r.status_code == 401
    assert (await leaver.http.post("/api/account/delete", json={"password": "goodbye-all"})
            ).status_code == 200
    assert (await leaver.http.get("/api/session")).json() is None
    r = await app.http().post("/api/account/login",
                              json={"username": "Leaver", "password": "goodbye-all"})
    assert r.status_code == 401


@pytest.mark.parametrize("db", ["sqlite", "postgres"])
def test_migrations_keep_guests_and_games(db: str, tmp_path: Path,
                                          request: pytest.FixtureRequest) -> None:
    url = (f"sqlite:///{tmp_path / 'old.db'}" if db == "sqlite"
           else str(request.getfixturevalue("fresh_pg")).replace(
               "postgresql://", "postgresql+psycopg://"))
    engine = create_engine(url)
    from alembic import command

    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0002")  # the schema of the last round
        conn.execute(text("INSERT INTO guests (id, name, created) VALUES ('g1', 'Old', 1)"))
        conn.execute(text(
            "INSERT INTO tables (id, status, private, invite, players, chips, variant, "
            "decision_seconds, ai_level, seats, created, seq) VALUES ('t0ld', 'over', false, "
            "'i', 3, 7, 'nash1950', 60, 'easy', '[]', 1, 0)"))
    migrate(engine)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT name, epoch FROM guests")).all() == [("Old", 0)]
        row = conn.execute(text("SELECT status, fence, rated FROM tables")).one()
        assert tuple(row) == ("over", 0, False)
    engine.dispose()

