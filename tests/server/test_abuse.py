"""Bad input and abuse: a clear error to that client only, nothing applied, no 5xx."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
import websockets

from server_kit import Client, Server, new_table

pytestmark = pytest.mark.anyio


async def answers(c: Client, raw: str | bytes) -> list[dict[str, Any]]:
    """Send one raw frame; return what came back before the pong of a following ping."""
    await c.ws.send(raw)
    await c.send({"type": "ping"})
    out = []
    while (m := await c.recv())["type"] != "pong":
        out.append(m)
    return out


async def table_of_three(server: Server, **options: Any) -> tuple[list[Client], str]:
    clients = [Client(server, n) for n in ("Ada", "Bob", "Cy")]
    table = new_table(clients, chips=3, **options)
    for c in clients:
        await c.connect(table)
        await c.recv()
    return clients, table


async def test_bad_messages_get_clear_errors_and_disturb_nobody(server: Server) -> None:
    clients, table = await table_of_three(server)
    clients[0].post(f"/api/tables/{table}/start")
    for c in clients:
        await c.until(lambda m: m["type"] == "table" and m["table"]["status"] == "playing")
    assert clients[0].clock is not None
    mover = next(c for c in clients if c.you in clients[0].clock["to"])
    other = next(c for c in clients if c is not mover)
    seq = other.seq

    def only_error(code: str) -> Any:
        return lambda got: [m["type"] for m in got] == ["error"] and got[0]["code"] == code

    cases: list[tuple[Client, str | bytes, str]] = [
        (other, "{not json", "bad-json"),
        (other, "[1, 2]", "bad-message"),
        (other, json.dumps({"type": "dance"}), "bad-message"),
        (other, json.dumps({"type": "hello", "since": "x"}), "bad-message"),
        (other, b"\x00\x01", "bad-message"),
        (other, json.dumps({"type": "chat", "text": "x" * 5000}), "too-large"),
        (other, json.dumps({"type": "chat", "text": "x" * 301}), "bad-message"),
        (other, json.dumps({"type": "chat", "text": "   "}), "bad-message"),
        (other, json.dumps({"type": "action", "action": "play"}), "bad-message"),
        (other, json.dumps({"type": "action", "action": {"act": "fly"}}), "bad-message"),
        # Strings no socket can send (a lone surrogate) and refs that cannot be echoed: an
        # error, and the socket goes on answering (before, the first left it deaf).
        (other, '{"type":"action","action":{"act":"fly"},"ref":"\\ud800"}', "bad-json"),
        (other, '{"type":"chat","text":"hi \\udfff"}', "bad-json"),
        (other, '{"type":"action","action":{"act":"play","pile":"\\ud800"}}', "bad-json"),
        (other, '{"type":"ping","\\ud800":1}', "bad-json"),
        (other, json.dumps({"type": "action", "action": {"act": "fly"}, "ref": 7}),
         "bad-message"),
        (other, json.dumps({"type": "action", "action": {"act": "fly"}, "ref": ["x"]}),
         "bad-message"),
        (other, json.dumps({"type": "chat", "text": "hi", "ref": "r" * 65}), "bad-message"),
        (other, json.dumps({"type": "action", "action": {
            "by": mover.you, "act": "play", "chip": mover.you, "pile": "new"}}), "not-your-seat"),
        (other, json.dumps({"type": "action", "action": {
            "act": "play", "chip": other.you, "pile": "new"}}), "illegal"),
        (mover, json.dumps({"type": "action", "action": {
            "act": "play", "chip": mover.you, "pile": 7}}), "illegal"),
        (mover, json.dumps({"type": "action", "action": {
            "act": "transfer", "chip": other.you, "to": other.you}}), "illegal"),
    ]
    for c, raw, code in cases:
        got = await answers(c, raw)
        assert only_error(code)(got), (raw, got)
        assert got[0]["message"]
    # A good ref comes back with the error, escaped pairs (an emoji) and all.
    got = await answers(
        other, '{"type":"action","action":{"act":"fly"},"ref":"a\\ud83d\\ude00"}')
    assert only_error("bad-message")(got) and got[0]["ref"] == "a\U0001f600"
    # Nothing was applied, and the others heard nothing of it.
    await other.send({"type": "ping"})
    assert (await other.recv())["type"] == "pong"
    assert other.seq == seq
    for c in clients:
        await c.send({"type": "ping"})
        assert (await c.recv())["type"] == "pong", "another client received something"
    # A spectator cannot act; the game goes on for the players.
    watcher = Client(server, "Eve")
    await watcher.connect(table)
    await watcher.recv()
    got = await answers(watcher, json.dumps({"type": "action", "action": {"act": "refuse"}}))
    assert only_error("not-seated")(got)
    move = {"act": "play", "chip": mover.you, "pile": "new"}
    await mover.send({"type": "action", "action": move})
    applied = await watcher.until(lambda m: m["type"] == "action")
    assert applied["action"] == {"by": mover.you, **move}
    for c in [*clients, watcher]:
        await c.close()


async def test_floods_and_huge_frames_are_refused(server: Server) -> None:
    clients, table = await table_of_three(server)
    ada = clients[0]
    # Before the start: actions are refused, chat is fine.
    for c in clients:  # the others' arrivals
        await c.until(lambda m: m["type"] == "presence" and all(m["connected"].values()))
    got = await answers(ada, json.dumps({"type": "action", "action": {"act": "refuse"}}))
    assert [m["code"] for m in got] == ["not-playing"]
    # A chat flood: a few lines pass, then rate-limited errors (to the flooder only).
    for i in range(12):
        await ada.send({"type": "chat", "text": f"spam {i}"})
    await ada.send({"type": "ping"})
    got = []
    while (m := await ada.recv())["type"] != "pong":
        got.append(m)
    lines = [m for m in got if m["type"] == "chat"]
    limited = [m for m in got if m["type"] == "error" and m["code"] == "rate-limited"]
    assert 1 <= len(lines) <= 6 and len(limited) == 12 - len(lines)
    # A message flood: beyond the per-connection rate, messages are refused.
    for _ in range(200):
        await ada.ws.send('{"type":"ping"}')
    kinds = [(await ada.recv())["type"] for _ in range(200)]
    assert kinds.count("pong") < 200 and "error" in kinds
    # Bob saw only the lines that passed.
    bob = clients[1]
    await bob.send({"type": "ping"})
    seen = []
    while (m := await bob.recv())["type"] != "pong":
        seen.append(m)
    assert [m["text"] for m in seen if m["type"] == "chat"] == [m["text"] for m in lines]
    # Over 64 KiB the socket is closed; the server goes on.
    with pytest.raises(websockets.ConnectionClosed) as closed:
        await ada.ws.send("x" * 100_000)
        await ada.recv()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    await bob.send({"type": "ping"})
    await bob.until(lambda m: m["type"] == "pong")
    for c in clients[1:]:
        await c.close()


def test_bad_http_requests_get_4xx_with_a_code(server: Server) -> None:
    anon = httpx.Client(base_url=server.url)
    ada = Client(server, "Ada")
    table = ada.post("/api/tables", {"players": 3, "private": True})
    cases = [
        (anon.post("/api/tables", json={}), 401, "no-session"),
        (anon.post("/api/session", json={"name": ""}), 422, "bad-request"),
        (anon.post("/api/session", json={"name": "x" * 25}), 422, "bad-request"),
        (anon.post("/api/session", content=b"{oops", headers={"content-type":
                                                              "application/json"}), 422,
         "bad-request"),
        (ada.http.post("/api/tables", json={"players": 9}), 422, "bad-request"),
        (ada.http.post("/api/tables", json={"variant": "<script>"}), 422, "bad-request"),
        (ada.http.get("/api/tables/nope"), 404, "no-table"),
        (anon.get(f"/api/tables/{table['id']}"), 404, "no-table"),
        (ada.http.post(f"/api/tables/{table['id']}/start"), 409, "seats-empty"),
        (ada.http.post(f"/api/tables/{table['id']}/join", json={}), 409, "seated"),
        (ada.http.post(f"/api/tables/{table['id']}/ai", json={"seat": "red"}), 409, "taken"),
        (ada.http.post(f"/api/tables/{table['id']}/ai", json={"seat": "pink"}), 422,
         "bad-request"),
        (ada.http.get(f"/api/tables/{table['id']}/record"), 409, "not-started"),
        (anon.get("/api/tables", params={"status": "lost"}), 422, "bad-request"),
    ]
    for r, status, code in cases:
        assert (r.status_code, r.json()["detail"]["code"]) == (status, code), r.text
    no_session = anon.get("/api/session")  # not 401: browsers log those as errors
    assert (no_session.status_code, no_session.json()) == (200, None)
    assert anon.get(f"/api/tables/{table['id']}", params={"invite": table["invite"]}).is_success
    # The private table is not listed, but its invite opens it to others.
    listed = {t["id"] for t in anon.get("/api/tables").json()["tables"]}
    assert table["id"] not in listed
    bob = Client(server, "Bob")
    assert bob.http.post(f"/api/tables/{table['id']}/join", json={}).status_code == 404
    joined = bob.post(f"/api/tables/{table['id']}/join", {"invite": table["invite"]})
    assert joined["invite"] == table["invite"] and joined["seats"][1]["you"]


async def test_private_tables_need_the_invite_and_late_joiners_see_the_chat(
    server: Server,
) -> None:
    ada = Client(server, "Ada")
    table = ada.post("/api/tables", {"players": 3, "private": True})
    await ada.connect(table["id"])
    await ada.recv()
    await ada.send({"type": "chat", "text": "  <img src=x onerror=alert(1)>\u0007 hello  "})
    line = await ada.until(lambda m: m["type"] == "chat")
    assert line["text"] == "<img src=x onerror=alert(1)> hello" and line["by"] == "red"
    for query, expected in (("", "no-table"), ("?invite=wrong", "no-table")):
        eve = Client(server, "Eve")
        await eve.connect(table["id"], since=None, query=query)
        refusal = await eve.recv()
        assert (refusal["type"], refusal["code"]) == ("error", expected)
        with pytest.raises(websockets.ConnectionClosed):
            await eve.recv()
    nobody = Client(server, "Eve")
    await nobody.connect("nosuchtable", since=None)
    assert (await nobody.recv())["code"] == "no-table"
    eve = Client(server, "Eve")
    await eve.connect(table["id"], query=f"?invite={table['invite']}")
    snap = await eve.recv()
    assert snap["type"] == "snapshot" and snap["you"] is None
    assert [c["text"] for c in snap["chat"]] == [line["text"]]
    assert "invite" not in snap["table"]  # only the seated get the invite
    await eve.close()
    await ada.close()
