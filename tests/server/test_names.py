"""Names that cannot be faked, and privacy kept: look-alikes, blanks and reserved names
refused to guests and accounts alike; private tables no outsider can confirm; a deleted
account nameless everywhere, its name never taken again."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

import app_kit as kit
from app_kit import App
from server_kit import Client, Server, play_until_end
from sucker.server.names import clean_name, clean_username, new_username

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process app

TAKEN = ("ABC", "Paul Smith")  # accounts made before each name below is tried

# (name tried, why refused): "taken" = looks like an account's (409), else 422.
REFUSED = [
    ("АВС", "taken"),  # Cyrillic А, В, С: the skeleton of "ABC"
    ("ΑΒС", "mixed"),  # Greek Α, Β with a Cyrillic С
    ("abc", "taken"),  # the same name in other case
    ("ＡＢＣ", "taken"),  # full-width forms, NFKC
    ("Pau1 Smith", "taken"),  # a digit one for an l
    ("Hard AI", "reserved"),
    ("hard Al", "reserved"),  # a small L for the capital i
    ("EASY", "reserved"),
    ("Ai", "reserved"),
    ("SPECTATOR", "reserved"),
    ("Admin", "reserved"),
    ("system", "reserved"),
    ("Adа", "mixed"),  # Latin "Ad" with a Cyrillic а
    ("ΑΒΕ Latin", "mixed"),  # Greek capitals beside Latin letters
    ("a\u3164b", "blank"),  # Hangul filler
    ("\u2800\u2800", "blank"),  # Braille blank
    ("x\u115fy", "blank"),
    ("x\u1160y", "blank"),
    ("zero\u200bwidth", "blank"),
    ("A" + "\u0301" * 3, "marks"),
    ("e\u0300\u0301\u0302\u0303", "marks"),
]


@pytest.fixture(scope="module")
async def named(app: App) -> App:
    for name in TAKEN:
        r = await app.http().post("/api/account", json={"username": name,
                                                         "password": "long enough"})
        assert r.status_code == 200, r.text
    return app


@pytest.mark.parametrize(("name", "why"), REFUSED)
async def test_a_name_that_could_fool_is_refused_to_guests_and_accounts(
        named: App, name: str, why: str) -> None:
    status = 409 if why == "taken" else 422
    guest = await named.http().post("/api/session", json={"name": name})
    assert guest.status_code == status, guest.text
    acct = await named.http().post("/api/account", json={"username": name,
                                                          "password": "long enough"})
    assert acct.status_code == status, acct.text
    code = "name-taken" if why == "taken" else "bad-request"
    assert guest.json()["detail"]["code"] == acct.json()["detail"]["code"] == code


def test_everyday_names_pass() -> None:
    for name in ("Zoë", "Nguyễn Thị", "李小龍", "Иван", "Ελένη", "Jean-Luc", "O'Brien"):
        assert clean_name(name) == name
    assert clean_name("  Ｊｏｈｎ   Doe ") == "John Doe"
    # A persona's first name: a guest may be called so, an account may not.
    assert clean_name("Ada") == "Ada"
    with pytest.raises(ValueError, match="reserved"):
        clean_username("ada")


async def test_a_new_username_has_two_letters_and_an_old_one_letter_account_still_logs_in(
        named: App) -> None:
    assert clean_name("Q") == "Q" and new_username("Qi") == "Qi"  # a guest may be "Q"
    r = await named.http().post("/api/account", json={"username": "Q", "password": "long enough"})
    assert r.status_code == 422 and "2 to 24" in r.json()["detail"]["message"]
    # An account of one letter made before the rule: its name is still found at login.
    assert clean_username("Q") == "Q"


async def test_a_guest_is_marked_and_an_ai_level_has_its_own_profile(app: App) -> None:
    host = await kit.guest(app, "Marked Guest")
    table = await host.post("/api/tables", {"players": 3})
    seat = table["seats"][0]
    assert seat["name"] == "Marked Guest" and seat["guest"] is True
    member = await kit.guest(app, None)
    assert (await member.http.post("/api/account", json={"username": "Marked Member",
                                                          "password": "long enough"})
            ).status_code == 200
    joined = await member.post(f"/api/tables/{table['id']}/join", {})
    assert joined["seats"][1]["guest"] is False
    assert (await app.http().get("/api/players/ai/hard")).status_code in (200, 404)
    assert (await app.http().get("/api/players/ai/nobody")).status_code == 422


async def test_an_outsider_cannot_tell_a_private_table_from_none(app: App) -> None:
    host = await kit.guest(app, "Private Host")
    table = await host.post("/api/tables", {"players": 3, "private": True})
    outsider = await kit.guest(app, "Outsider")
    for path in (f"/api/tables/{table['id']}", f"/api/tables/{table['id']}/record",
                 f"/api/tables/{table['id']}/chat"):
        there = await outsider.http.get(path)
        missing = await outsider.http.get(path.replace(table["id"], "nosuchtable1"))
        assert there.status_code == missing.status_code == 404
        assert there.json() == missing.json()
    for action in ("join", "start", "leave"):
        there = await outsider.http.post(f"/api/tables/{table['id']}/{action}", json={})
        assert there.status_code == 404, (action, there.text)
    # The invite still opens it.
    r = await outsider.http.post(f"/api/tables/{table['id']}/join",
                                 json={"invite": table["invite"]})
    assert r.status_code == 200


async def test_a_deleted_account_is_nameless_everywhere_and_its_name_stays_taken(
        server: Server) -> None:
    leaver = Client(server, None)
    assert leaver.http.post("/api/account", json={"username": "Gone Girl",
                                                   "password": "goodbye-all"}
                            ).status_code == 200
    table = leaver.post("/api/play/computer", {"level": "easy", "players": 3})
    watcher = Client(server, "Watcher")
    await leaver.connect(table["id"])
    await leaver.recv()
    await leaver.send({"type": "chat", "text": "I was here"})
    await play_until_end(leaver)
    await leaver.close()
    before = watcher.http.get(f"/api/tables/{table['id']}/record").json()
    assert before["seats"][0]["name"] == "Gone Girl"
    assert leaver.http.post("/api/account/delete", json={"password": "goodbye-all"}
                            ).status_code == 200
    record = watcher.http.get(f"/api/tables/{table['id']}/record").json()
    assert record["seats"][0]["name"] == "—"
    said = [line for line in record["chat"] if line["text"] == "I was here"]
    assert said and all(line.get("name") == "—" for line in said)
    assert "Gone Girl" not in httpx.get(
        f"{server.url}/api/tables/{table['id']}/chat").text
    # And as stored: read afresh by the server started again.
    server.stop()
    server.start()
    again = watcher.http.get(f"/api/tables/{table['id']}/record").json()
    assert again["seats"][0]["name"] == "—" and "Gone Girl" not in str(again)
    # The name is never reused, nor a look-alike of it.
    for name in ("Gone Girl", "gone girl", "Gone Gir1"):
        r = httpx.post(server.url + "/api/account", json={"username": name,
                                                           "password": "a new person"})
        assert r.status_code == 409 and r.json()["detail"]["code"] == "name-taken"
    assert httpx.get(server.url + "/api/players/Gone Girl").status_code == 404


async def test_an_account_deleted_mid_game_is_nameless_there_at_once(server: Server) -> None:
    leaver = Client(server, None)
    assert leaver.http.post("/api/account", json={"username": "Mid Game",
                                                   "password": "goodbye-all"}
                            ).status_code == 200
    table = leaver.post("/api/play/computer", {"level": "easy", "players": 3})
    await leaver.connect(table["id"])
    await leaver.recv()
    await leaver.send({"type": "chat", "text": "back soon"})
    await leaver.until(lambda m: m["type"] == "chat")
    await leaver.close()
    assert leaver.http.post("/api/account/delete", json={"password": "goodbye-all"}
                            ).status_code == 200
    watcher = Client(server, "Mid Watcher")
    seen = watcher.http.get(f"/api/tables/{table['id']}").json()
    assert seen["seats"][0]["name"] == "—"
    chat = watcher.http.get(f"/api/tables/{table['id']}/chat").json()["chat"]
    assert [line["name"] for line in chat if line["text"] == "back soon"] == ["—"]


def test_the_migration_keeps_the_names_of_accounts_made_before(tmp_path: Path) -> None:
    from alembic import command

    from sucker.server.db import alembic_config, migrate
    from sucker.server.names import skeletons
    from sucker.server.repos.names import taken

    engine = create_engine(f"sqlite:///{tmp_path / 'old.db'}")
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0004")
        conn.execute(text("INSERT INTO guests (id, name, created, username_key, password) "
                          "VALUES ('g1', 'Old Timer', 1, 'old timer', 'x')"))
    migrate(engine)
    assert taken(engine, skeletons("0ld Timer")) and not taken(engine, skeletons("New One"))
    engine.dispose()
