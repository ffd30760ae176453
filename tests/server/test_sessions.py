"""Sessions as a bank keeps them, and password guessing slowed without locking the owner
out, and the server's files private: in process."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

import app_kit as kit
from app_kit import App

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process apps

LOGIN = "/api/account/login"



def copy_of(app: App, guest: kit.Guest) -> httpx.AsyncClient:
    """Another browser holding a copy of the guest's session cookie (a stolen one)."""
    cookie = guest.http.cookies.get("sucker_session")
    assert cookie
    return app.http(cookies={"sucker_session": cookie})


async def test_sign_up_gives_a_new_session_and_the_guests_cookie_opens_nothing(
        app: App) -> None:
    guest = await kit.guest(app, "Fixated")
    before = copy_of(app, guest)
    assert (await before.get("/api/session")).json()["name"] == "Fixated"
    r = await guest.http.post("/api/account", json={"username": "Fixation Proof",
                                                     "password": "long enough"})
    assert r.status_code == 200
    assert (await guest.http.get("/api/session")).json()["account"] is True
    assert (await before.get("/api/session")).json() is None
    assert (await before.get("/api/account/data")).status_code == 401


async def test_logout_revokes_the_cookie_at_once(app: App) -> None:
    me = await kit.account(app, "Revoked Rita")
    stolen = copy_of(app, me)
    assert (await stolen.get("/api/account/data")).status_code == 200
    assert (await me.http.post("/api/account/logout")).status_code == 200
    assert (await stolen.get("/api/account/data")).status_code == 401
    assert (await stolen.post("/api/tables", json={})).status_code == 401
    # Logging in again is a new session; the old cookie stays dead.
    again = await kit.guest(app, None)
    r = await again.http.post(LOGIN, json={"username": "revoked rita",
                                           "password": "correct horse"})
    assert r.status_code == 200
    assert again.http.cookies.get("sucker_session") != stolen.cookies.get("sucker_session")
    assert (await stolen.get("/api/session")).json() is None


async def test_the_session_list_ends_one_and_a_new_password_ends_the_others(
        app: App) -> None:
    home = await kit.account(app, "Many Browsers", "first password")
    work = await kit.guest(app, None)
    assert (await work.http.post(LOGIN, json={"username": "Many Browsers",
                                              "password": "first password"},
                                 headers={"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) "
                                          "Firefox/128.0"})).status_code == 200
    phone = await kit.guest(app, None)
    assert (await phone.http.post(LOGIN, json={"username": "Many Browsers",
                                               "password": "first password"})
            ).status_code == 200
    listed = (await home.http.get("/api/account/sessions")).json()["sessions"]
    assert len(listed) == 3 and sum(s["current"] for s in listed) == 1
    assert "Firefox (Linux)" in {s["agent"] for s in listed}
    # "Log out this one": the work browser's session.
    ref = next(s["id"] for s in (await work.http.get("/api/account/sessions")).json()
               ["sessions"] if s["current"])
    assert (await home.http.post(f"/api/account/sessions/{ref}/end")).status_code == 200
    assert (await work.http.get("/api/session")).json() is None
    assert (await home.http.post(f"/api/account/sessions/{ref}/end")).status_code == 404
    # A password change needs the current one, and ends every other session.
    r = await home.http.post("/api/account/password", json={"current": "not it at all",
                                                            "new": "second password"})
    assert r.status_code == 401
    r = await home.http.post("/api/account/password", json={"current": "first password",
                                                            "new": "second password"})
    assert r.status_code == 200
    assert (await phone.http.get("/api/session")).json() is None
    assert (await home.http.get("/api/session")).json()["name"] == "Many Browsers"
    assert (await app.http().post(LOGIN, json={"username": "Many Browsers",
                                               "password": "first password"})
            ).status_code == 401
    assert (await app.http().post(LOGIN, json={"username": "Many Browsers",
                                               "password": "second password"})
            ).status_code == 200


async def test_a_deleted_account_ends_its_sessions(app: App) -> None:
    me = await kit.account(app, "Short Lived", "goodbye-all")
    other = await kit.guest(app, None)
    assert (await other.http.post(LOGIN, json={"username": "Short Lived",
                                               "password": "goodbye-all"})
            ).status_code == 200
    assert (await me.http.post("/api/account/delete", json={"password": "goodbye-all"})
            ).status_code == 200
    assert (await other.http.get("/api/account/data")).status_code == 401


async def test_a_made_up_or_old_signed_cookie_opens_nothing(app: App) -> None:
    for cookie in ("x" * 43, "WyJhYmMiLDBd.aaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbb", "a" * 600):
        r = await app.http(cookies={"sucker_session": cookie}).get("/api/session")
        assert r.status_code == 200 and r.json() is None


# ------------------------------------------------------------------ guessing


@pytest.fixture(scope="module")
async def tight(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[App]:
    """An app with the login limits small enough to reach in a test."""
    async with kit.running(tmp_path_factory.mktemp("tight"), logins_burst=4,
                           logins_per_hour=1) as app:
        yield app


async def _guesses(app: App, username: str, addresses: list[str]) -> dict[int, int]:
    """Wrong passwords sent all at once, one per address (X-Forwarded-For: the test
    client is the trusted proxy); how many got each status."""
    async with app.http(timeout=30) as http:
        answers = await asyncio.gather(*(http.post(LOGIN, json={
            "username": username, "password": f"guess number {i}"},
            headers={"X-Forwarded-For": a}) for i, a in enumerate(addresses)))
    counts: dict[int, int] = {}
    for r in answers:
        counts[r.status_code] = counts.get(r.status_code, 0) + 1
    return counts


async def test_a_burst_of_guesses_is_counted_before_any_is_checked(tight: App) -> None:
    await kit.account(tight, "Burst Target", "the right one")
    wrong = [await tight.http().post(LOGIN, json={"username": u, "password": "x" * 8},
                                     headers={"X-Forwarded-For": "10.0.0.1"})
             for u in ("burst target", "nobody by this name")]
    assert [r.status_code for r in wrong] == [401, 401]
    assert wrong[0].json() == wrong[1].json()  # the same answer for an unknown name
    one = await _guesses(tight, "Burst Target", ["10.0.1.1"] * 40)
    assert one.get(401, 0) <= 4 and one[429] >= 36
    many = await _guesses(tight, "Burst Target", [f"10.0.2.{i % 10}" for i in range(40)])
    # The account's own budget (4, two of it spent above) holds across addresses.
    assert many.get(401, 0) <= 2 and many[429] >= 38
    r = await tight.http().post(LOGIN, json={"username": "Burst Target",
                                             "password": "the right one"},
                                headers={"X-Forwarded-For": "10.0.3.1"})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1


async def test_the_owners_browser_gets_in_while_strangers_hold_the_account(
        tight: App) -> None:
    # This browser: a device cookie.
    owner = await kit.account(tight, "Owner Olga", "my own password")
    assert (await owner.http.post("/api/account/logout")).status_code == 200
    await _guesses(tight, "Owner Olga", [f"10.1.0.{i}" for i in range(30)])
    r = await tight.http().post(LOGIN, json={"username": "Owner Olga",
                                             "password": "my own password"},
                                headers={"X-Forwarded-For": "10.1.1.1"})
    assert r.status_code == 429  # a browser the account does not know waits
    r = await owner.http.post(LOGIN, json={"username": "Owner Olga",
                                           "password": "my own password"})
    assert r.status_code == 200, r.text
    assert (await owner.http.get("/api/session")).json()["name"] == "Owner Olga"
    # Signed in, the owner may change the password while strangers still hold the account.
    r = await owner.http.post("/api/account/password", json={"current": "my own password",
                                                             "new": "a fresh password"})
    assert r.status_code == 200, r.text
    # A device cookie of another account is a stranger's.
    other = await kit.account(tight, "Other Oscar", "another password")
    r = await other.http.post(LOGIN, json={"username": "Owner Olga",
                                           "password": "my own password"},
                              headers={"X-Forwarded-For": "10.1.1.2"})
    assert r.status_code == 429


async def test_the_database_file_and_folder_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "folder"
    async with kit.running(tmp_path / "data", db=f"sqlite:///{folder / 'games.db'}"):
        assert folder.stat().st_mode & 0o777 == 0o700
        assert (folder / "games.db").stat().st_mode & 0o777 == 0o600
        assert (tmp_path / "data").stat().st_mode & 0o777 == 0o700
        assert (tmp_path / "data" / "secret").stat().st_mode & 0o777 == 0o600


async def test_a_socket_opened_with_a_session_closes_once_it_has_ended(app: App) -> None:
    me = await kit.account(app, "Socket Sam")
    table = await me.post("/api/tables", {"players": 3, "private": True})
    thief = await kit.guest(app, None)
    thief.http.cookies.set("sucker_session", me.http.cookies.get("sucker_session") or "")
    await thief.connect(table["id"])
    assert (await thief.recv())["type"] == "snapshot"
    assert (await me.http.post("/api/account/logout")).status_code == 200
    await thief.send({"type": "ping"})
    with pytest.raises(kit.Closed) as closed:
        while True:
            await thief.recv()
    assert closed.value.code == 4401
