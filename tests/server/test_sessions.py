"""Sessions as a bank keeps them, and password guessing slowed without locking the owner
out: on a real server."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import websockets

from server_kit import Client, Server, make_server

pytestmark = pytest.mark.anyio

LOGIN = "/api/account/login"


def account(server: Server, name: str, password: str = "correct horse") -> Client:
    c = Client(server, None)
    r = c.http.post("/api/account", json={"username": name, "password": password})
    assert r.status_code == 200, r.text
    return c


def copy_of(client: Client) -> httpx.Client:
    """Another browser holding a copy of the client's session cookie (a stolen one)."""
    cookie = client.http.cookies.get("sucker_session")
    assert cookie
    return httpx.Client(base_url=client.server.url, cookies={"sucker_session": cookie})


def test_sign_up_gives_a_new_session_and_the_guests_cookie_opens_nothing(
        server: Server) -> None:
    guest = Client(server, "Fixated")
    before = copy_of(guest)
    assert before.get("/api/session").json()["name"] == "Fixated"
    r = guest.http.post("/api/account", json={"username": "Fixation Proof",
                                               "password": "long enough"})
    assert r.status_code == 200
    assert guest.http.get("/api/session").json()["account"] is True
    assert before.get("/api/session").json() is None
    assert before.get("/api/account/data").status_code == 401


def test_logout_revokes_the_cookie_at_once(server: Server) -> None:
    me = account(server, "Revoked Rita")
    stolen = copy_of(me)
    assert stolen.get("/api/account/data").status_code == 200
    assert me.http.post("/api/account/logout").status_code == 200
    assert stolen.get("/api/account/data").status_code == 401
    assert stolen.post("/api/tables", json={}).status_code == 401
    # Logging in again is a new session; the old cookie stays dead.
    again = Client(server, None)
    r = again.http.post(LOGIN, json={"username": "revoked rita", "password": "correct horse"})
    assert r.status_code == 200
    assert again.http.cookies.get("sucker_session") != stolen.cookies.get("sucker_session")
    assert stolen.get("/api/session").json() is None


def test_the_session_list_ends_one_and_a_new_password_ends_the_others(
        server: Server) -> None:
    home = account(server, "Many Browsers", "first password")
    work = Client(server, None)
    assert work.http.post(LOGIN, json={"username": "Many Browsers",
                                       "password": "first password"},
                          headers={"User-Agent": "Mozilla/5.0 (X11; Linux x86_64) "
                                   "Firefox/128.0"}).status_code == 200
    phone = Client(server, None)
    assert phone.http.post(LOGIN, json={"username": "Many Browsers",
                                        "password": "first password"}).status_code == 200
    listed = home.http.get("/api/account/sessions").json()["sessions"]
    assert len(listed) == 3 and sum(s["current"] for s in listed) == 1
    assert "Firefox on Linux" in {s["agent"] for s in listed}
    # "Log out this one": the work browser's session.
    ref = next(s["id"] for s in work.http.get("/api/account/sessions").json()["sessions"]
               if s["current"])
    assert home.http.post(f"/api/account/sessions/{ref}/end").status_code == 200
    assert work.http.get("/api/session").json() is None
    assert home.http.post(f"/api/account/sessions/{ref}/end").status_code == 404
    # A password change needs the current one, and ends every other session.
    r = home.http.post("/api/account/password", json={"current": "not it at all",
                                                      "new": "second password"})
    assert r.status_code == 401
    r = home.http.post("/api/account/password", json={"current": "first password",
                                                      "new": "second password"})
    assert r.status_code == 200
    assert phone.http.get("/api/session").json() is None
    assert home.http.get("/api/session").json()["name"] == "Many Browsers"
    assert httpx.post(server.url + LOGIN, json={"username": "Many Browsers",
                                                "password": "first password"}
                      ).status_code == 401
    assert httpx.post(server.url + LOGIN, json={"username": "Many Browsers",
                                                "password": "second password"}
                      ).status_code == 200


def test_a_deleted_account_ends_its_sessions(server: Server) -> None:
    me = account(server, "Short Lived", "goodbye-all")
    other = Client(server, None)
    assert other.http.post(LOGIN, json={"username": "Short Lived",
                                        "password": "goodbye-all"}).status_code == 200
    assert me.http.post("/api/account/delete", json={"password": "goodbye-all"}
                        ).status_code == 200
    assert other.http.get("/api/account/data").status_code == 401


def test_a_made_up_or_old_signed_cookie_opens_nothing(server: Server) -> None:
    for cookie in ("x" * 43, "WyJhYmMiLDBd.aaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbb", "a" * 600):
        r = httpx.get(server.url + "/api/session", cookies={"sucker_session": cookie})
        assert r.status_code == 200 and r.json() is None


# ------------------------------------------------------------------ guessing


@pytest.fixture(scope="module")
def tight(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with the login limits small enough to reach in a test."""
    s = make_server(tmp_path_factory.mktemp("tight"), SUCKER_LOGINS_BURST="4",
                    SUCKER_LOGINS_PER_HOUR="1")
    yield s
    s.stop()


async def _guesses(server: Server, username: str, addresses: list[str]) -> dict[int, int]:
    """Wrong passwords sent all at once, one per address (X-Forwarded-For: the test
    client is the trusted proxy); how many got each status."""
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
        answers = await asyncio.gather(*(http.post(LOGIN, json={
            "username": username, "password": f"guess number {i}"},
            headers={"X-Forwarded-For": a}) for i, a in enumerate(addresses)))
    counts: dict[int, int] = {}
    for r in answers:
        counts[r.status_code] = counts.get(r.status_code, 0) + 1
    return counts


async def test_a_burst_of_guesses_is_counted_before_any_is_checked(tight: Server) -> None:
    account(tight, "Burst Target", "the right one")
    wrong = [httpx.post(tight.url + LOGIN, json={"username": u, "password": "x" * 8},
                        headers={"X-Forwarded-For": "10.0.0.1"})
             for u in ("burst target", "nobody by this name")]
    assert [r.status_code for r in wrong] == [401, 401]
    assert wrong[0].json() == wrong[1].json()  # the same answer for an unknown name
    one = await _guesses(tight, "Burst Target", ["10.0.1.1"] * 40)
    assert one.get(401, 0) <= 4 and one[429] >= 36
    many = await _guesses(tight, "Burst Target", [f"10.0.2.{i % 10}" for i in range(40)])
    # The account's own budget (4, two of it spent above) holds across addresses.
    assert many.get(401, 0) <= 2 and many[429] >= 38
    r = httpx.post(tight.url + LOGIN, json={"username": "Burst Target",
                                            "password": "the right one"},
                   headers={"X-Forwarded-For": "10.0.3.1"})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1


async def test_the_owners_browser_gets_in_while_strangers_hold_the_account(
        tight: Server) -> None:
    owner = account(tight, "Owner Olga", "my own password")  # this browser: a device cookie
    assert owner.http.post("/api/account/logout").status_code == 200
    await _guesses(tight, "Owner Olga", [f"10.1.0.{i}" for i in range(30)])
    r = httpx.post(tight.url + LOGIN, json={"username": "Owner Olga",
                                            "password": "my own password"},
                   headers={"X-Forwarded-For": "10.1.1.1"})
    assert r.status_code == 429  # a browser the account does not know waits
    r = owner.http.post(LOGIN, json={"username": "Owner Olga", "password": "my own password"})
    assert r.status_code == 200, r.text
    assert owner.http.get("/api/session").json()["name"] == "Owner Olga"
    # Signed in, the owner may change the password while strangers still hold the account.
    r = owner.http.post("/api/account/password", json={"current": "my own password",
                                                       "new": "a fresh password"})
    assert r.status_code == 200, r.text
    # A device cookie of another account is a stranger's.
    other = account(tight, "Other Oscar", "another password")
    r = other.http.post(LOGIN, json={"username": "Owner Olga", "password": "my own password"},
                        headers={"X-Forwarded-For": "10.1.1.2"})
    assert r.status_code == 429


def test_the_database_file_and_folder_are_private(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "folder"
    s = make_server(tmp_path, f"sqlite:///{folder / 'games.db'}",
                    SUCKER_DATA=str(tmp_path / "data"))
    try:
        assert folder.stat().st_mode & 0o777 == 0o700
        assert (folder / "games.db").stat().st_mode & 0o777 == 0o600
        assert (tmp_path / "data").stat().st_mode & 0o777 == 0o700
        assert (tmp_path / "data" / "secret").stat().st_mode & 0o777 == 0o600
    finally:
        s.stop()


async def test_a_socket_opened_with_a_session_closes_once_it_has_ended(
        server: Server) -> None:
    me = account(server, "Socket Sam")
    table = me.post("/api/tables", {"players": 3, "private": True})
    thief = Client(server, None)
    thief.http.cookies.set("sucker_session", me.http.cookies.get("sucker_session") or "")
    await thief.connect(table["id"])
    assert (await thief.recv())["type"] == "snapshot"
    assert me.http.post("/api/account/logout").status_code == 200
    await thief.send({"type": "ping"})
    with pytest.raises(websockets.ConnectionClosed) as closed:
        while True:
            await thief.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 4401
