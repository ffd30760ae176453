"""The door of a real server: sizes, deadlines, origins, hosts, names, per-client limits and
odd ids — each refused with a clear JSON answer, the server unharmed."""

from __future__ import annotations

import asyncio
import json
import resource
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import websockets

from server_kit import Client, Server, make_server

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def tight(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with small limits, so that the tests reach them quickly."""
    s = make_server(tmp_path_factory.mktemp("tight"), SUCKER_HEADER_SECONDS="1",
                    SUCKER_HELLO_SECONDS="1", SUCKER_GUESTS_BURST="4",
                    SUCKER_GUESTS_PER_MINUTE="1", SUCKER_TABLES_BURST="2",
                    SUCKER_TABLES_PER_HOUR="1", SUCKER_SOCKETS_PER_ADDRESS="3")
    yield s
    s.stop()


def raw_http(server: Server, data: bytes, wait: float = 5) -> bytes:
    """Send raw bytes to the server and return all it answers before closing."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=wait) as s:
        s.sendall(data)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
    return out


def test_answers_carry_security_headers_and_the_page_answers_head(server: Server) -> None:
    for path in ("/", "/api/tables"):
        r = httpx.get(server.url + path)
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["x-frame-options"] == "DENY"
        assert r.headers["referrer-policy"] == "same-origin"
        csp = r.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "'unsafe-inline'" not in csp
    assert httpx.head(server.url + "/").status_code == 200


def test_cross_site_requests_cannot_change_anything(server: Server) -> None:
    ada = Client(server, "Ada")
    r = ada.http.post("/api/tables", headers={"Origin": "http://evil.example"})
    assert r.status_code == 403 and r.json()["detail"]["code"] == "bad-origin"
    r = ada.http.post("/api/tables", headers={"Sec-Fetch-Site": "cross-site"})
    assert r.status_code == 403
    r = ada.http.post("/api/tables", headers={"Origin": server.url})
    assert r.status_code == 200


async def test_a_socket_from_another_origin_is_refused(server: Server) -> None:
    ada = Client(server, "Ada")
    table = ada.post("/api/tables", {"players": 3})["id"]
    cookie = ada.http.cookies.get("sucker_session")
    with pytest.raises(websockets.InvalidStatus) as e:
        await websockets.connect(f"{server.ws_url}/ws/tables/{table}", origin="http://evil.example",  # type: ignore[arg-type]
                                 additional_headers={"Cookie": f"sucker_session={cookie}"})
    assert e.value.response.status_code == 403
    ok = await websockets.connect(f"{server.ws_url}/ws/tables/{table}", origin=server.url,  # type: ignore[arg-type]
                                  additional_headers={"Cookie": f"sucker_session={cookie}"})
    await ok.send(json.dumps({"type": "hello"}))
    assert json.loads(await ok.recv())["type"] == "snapshot"
    await ok.close()


def test_the_host_header_drives_no_redirect(server: Server) -> None:
    r = httpx.post(server.url + "/api/tables/", headers={"Host": "evil.example"})
    assert r.status_code in (401, 403, 404, 405) and "location" not in r.headers


def test_big_bodies_and_headers_are_refused(server: Server) -> None:
    ada = Client(server, "Ada")
    r = ada.http.post("/api/tables", content=b"{" + b" " * 70_000 + b"}",
                      headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and r.json()["detail"]["code"] == "too-large"
    answer = raw_http(server, b"GET /api/tables HTTP/1.1\r\nHost: x\r\nX-Big: "
                      + b"a" * 20_000 + b"\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 431") and b'"too-large"' in answer
    answer = raw_http(server, b"GET /" + b"a" * 60_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n")
    assert answer.startswith(b"HTTP/1.1 414") and b'"too-large"' in answer
    assert httpx.get(server.url + "/api/tables").status_code == 200


def test_chunked_bodies_over_the_limit_get_413(server: Server) -> None:
    """A body without Content-Length (chunked) is counted too: 413, not the app's 400."""
    ada = Client(server, "Ada")

    def chunks(n: int, size: int = 8192) -> Iterator[bytes]:
        yield b'{"players": 3' + b" " * size
        for _ in range(n):
            yield b" " * size
        yield b"}"

    headers = {"Content-Type": "application/json"}
    r = ada.http.post("/api/tables", content=chunks(10), headers=headers)
    assert r.request.headers.get("transfer-encoding") == "chunked"
    assert r.status_code == 413 and r.json()["detail"]["code"] == "too-large", r.text
    r = ada.http.post("/api/tables", content=chunks(2), headers=headers)
    assert r.status_code == 200 and r.json()["rules"]["players"] == 3, r.text
    assert httpx.get(server.url + "/api/tables").status_code == 200


def test_half_sent_headers_are_not_kept(tight: Server) -> None:
    start = time.monotonic()
    answer = raw_http(tight, b"GET /api/tables HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    assert answer.startswith(b"HTTP/1.1 408")
    assert time.monotonic() - start < 5
    assert raw_http(tight, b"").startswith(b"HTTP/1.1 408")  # a silent connection too


async def test_a_socket_that_never_says_hello_is_closed(tight: Server) -> None:
    ada = Client(tight, None)
    ada.http.cookies.clear()
    owner = Client(tight, "Own")
    table = owner.post("/api/tables", {"players": 3})["id"]
    ws = await websockets.connect(f"{tight.ws_url}/ws/tables/{table}")
    with pytest.raises(websockets.ConnectionClosed) as e:
        await asyncio.wait_for(ws.recv(), 5)
    assert e.value.rcvd is not None and e.value.rcvd.code == 4408


async def test_a_socket_is_closed_once_silent_too_long_not_while_it_talks(
        tmp_path: Path) -> None:
    s = make_server(tmp_path, SUCKER_IDLE_SECONDS="1.5")
    try:
        ada = Client(s, "Ada")
        table = ada.post("/api/tables", {"players": 3})["id"]
        await ada.connect(table)
        start = time.monotonic()
        while time.monotonic() - start < 3:  # twice the limit, a frame every 0.4 s
            await ada.send({"type": "ping"})
            await ada.until(lambda m: m["type"] == "pong")
            await asyncio.sleep(0.4)
        silent = time.monotonic()
        with pytest.raises(websockets.ConnectionClosed) as e:
            while True:
                await asyncio.wait_for(ada.ws.recv(), 5)
        assert e.value.rcvd is not None and e.value.rcvd.code == 4408
        assert e.value.rcvd.reason == "idle too long"
        assert 1.4 < time.monotonic() - silent < 1.5 * 1.25 + 1
    finally:
        s.stop()


async def test_deeply_nested_json_gets_an_error_and_the_socket_stays(server: Server) -> None:
    ada = Client(server, "Ada")
    table = ada.post("/api/tables", {"players": 3})["id"]
    await ada.connect(table)
    await ada.recv()
    await ada.ws.send("[" * 1500 + "]" * 1500)
    err = await ada.until(lambda m: m["type"] != "presence")
    assert err["type"] == "error" and err["code"] == "bad-json"
    await ada.send({"type": "ping"})
    assert (await ada.recv())["type"] == "pong"
    await ada.close()


def test_odd_table_ids_are_404_on_both_databases(storage: str, tmp_path: Path) -> None:
    s = make_server(tmp_path, storage)
    try:
        for bad in ["a%00b", "x" * 5000, "t%C3%A0ble", "..", "%00", "a%2Fb", "%F0%9F%98%80"]:
            for path in (f"/api/tables/{bad}", f"/api/tables/{bad}/record"):
                r = httpx.get(s.url + path)
                assert r.status_code == 404, (bad, r.text)
                assert r.json()["detail"]["code"] in ("no-table", "not-found")
    finally:
        s.stop()


@pytest.mark.parametrize("name", ["\u0410da", "Ad\u200ba", "x\u202eevil", "\u200b", " \t "])
def test_look_alike_and_invisible_names_are_refused(server: Server, name: str) -> None:
    r = httpx.post(server.url + "/api/session", json={"name": name})
    assert r.status_code == 422
    message = r.json()["detail"]["message"]
    assert message.startswith("name: ") and "Value error" not in message


def test_names_are_normalised(server: Server) -> None:
    r = httpx.post(server.url + "/api/session", json={"name": "  Ｊｏｅ\u00a0 Blow "})
    assert r.status_code == 200 and r.json()["name"] == "Joe Blow"


async def test_sockets_per_address_are_capped(tight: Server) -> None:
    owner = Client(tight, None)
    r = httpx.post(tight.url + "/api/session", json={"name": "Sox"})
    owner.http.cookies.update(r.cookies)
    table = owner.post("/api/tables", {"players": 3})["id"]
    socks = [await websockets.connect(f"{tight.ws_url}/ws/tables/{table}") for _ in range(3)]
    extra = await websockets.connect(f"{tight.ws_url}/ws/tables/{table}")
    err = json.loads(await extra.recv())
    assert err["code"] == "rate-limited"
    for ws in [*socks, extra]:
        await ws.close()


def test_new_guests_and_tables_are_limited_with_retry_after(tight: Server) -> None:
    codes = [httpx.post(tight.url + "/api/session", json={"name": f"G{i}"}).status_code
             for i in range(8)]
    assert codes.count(429) >= 3 and codes[0] == 200
    r = httpx.post(tight.url + "/api/session", json={"name": "One more"})
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert r.json()["detail"]["code"] == "rate-limited"


def test_one_guest_cannot_make_tables_without_end(tmp_path: Path) -> None:
    s = make_server(tmp_path, SUCKER_TABLES_BURST="3", SUCKER_TABLES_PER_HOUR="1")
    try:
        ada = Client(s, "Ada")
        codes = [ada.http.post("/api/tables", json={}).status_code for _ in range(5)]
        assert codes == [200, 200, 200, 429, 429]
    finally:
        s.stop()


async def test_abandoned_open_and_playing_tables_leave_the_lobby(tmp_path: Path) -> None:
    s = make_server(tmp_path, SUCKER_OPEN_MINUTES="0.01")  # 0.6 s
    try:
        ada, bob = Client(s, "Ada"), Client(s, "Bob")
        left = ada.post("/api/tables", {"players": 3})["id"]
        waits = ada.post("/api/play/computer", {})["id"]  # untimed: waits for Ada for ever
        kept = bob.post("/api/tables", {"players": 3})["id"]
        played = bob.post("/api/play/computer", {})["id"]
        await bob.connect(kept)
        await bob.recv()
        watcher = Client(s, None)
        await watcher.connect(played)
        await watcher.recv()
        listed: set[str] = {left, waits}
        end = time.monotonic() + 10
        while {left, waits} & listed:  # the tables listed, until the abandoned ones are gone
            assert time.monotonic() < end, f"abandoned tables stayed in the lobby: {listed}"
            listed = {t["id"] for t in httpx.get(s.url + "/api/tables").json()["tables"]}
            await asyncio.sleep(0.1)
        assert {kept, played} <= listed  # someone is at these
        await bob.close()
        await watcher.close()
    finally:
        s.stop()


async def test_connections_per_address_are_capped(tmp_path: Path) -> None:
    """Past the cap, a new connection from the address gets 429 at once and is closed;
    websockets count against their own cap, not this one; a closed connection frees its
    place. The process raised its open-file limit to the hard limit, and says so."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(400, hard), hard))  # the child's, at start
    try:
        s = make_server(tmp_path, SUCKER_CONNECTIONS_PER_ADDRESS="4", SUCKER_PROXIES="")
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    try:
        ada = Client(s, "Ada")
        table = ada.post("/api/play/friends", {})
        sockets = []
        for _ in range(6):  # more websockets than the connection cap
            c = Client(s, None)
            await c.connect(table["id"], since=None)
            sockets.append(c)
        held = [socket.create_connection(("127.0.0.1", s.port), timeout=5) for _ in range(4)]
        answer = raw_http(s, b"")  # answered at once (a request sent would be reset)
        assert answer.startswith(b"HTTP/1.1 429") and b"connections" in answer
        assert b"retry-after: 10" in answer.lower()
        held[0].sendall(b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")  # a counted one works
        metrics = b""
        while b"sucker_open_files_limit" not in metrics or not metrics.endswith(b"\n"):
            metrics += held[0].recv(65536)
        assert metrics.startswith(b"HTTP/1.1 200")
        assert f"sucker_open_files_limit {float(hard)}".encode() in metrics
        for h in held:
            h.close()
        deadline = time.monotonic() + 10
        while httpx.get(s.url + "/api/tables").status_code != 200:  # the server sees closes
            assert time.monotonic() < deadline
        for c in sockets:
            await c.close()
    finally:
        s.stop()
