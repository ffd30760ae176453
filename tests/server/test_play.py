"""Whole games over real websockets: players, a spectator, history, records, races."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest

from server_kit import Client, Server, make_server, my_decision, new_table, play_until_end
from sucker.ai.talk import QUICK_PHRASES
from sucker.records import CHAT_MAX, load

pytestmark = pytest.mark.anyio


async def test_four_players_and_a_spectator_play_a_whole_game(
    tmp_path: Path, storage: str
) -> None:
    server = make_server(tmp_path, storage)
    try:
        players = [Client(server, n) for n in ("Ada", "Bob", "Cy", "Di")]
        table = new_table(players, chips=3)
        watcher = Client(server, "Eve")
        for c in players:
            await c.connect(table)
            await c.recv()  # the snapshot
        await watcher.connect(table)
        await watcher.recv()
        assert watcher.you is None
        players[1].post(f"/api/tables/{table}/start")
        await players[0].send({"type": "chat", "text": "good luck <b>all</b>"})
        await watcher.send({"type": "chat", "text": "watching"})
        ends = await asyncio.gather(*(play_until_end(c) for c in players),
                                    watcher.until(lambda m: m["type"] == "end", 60))
        assert all(e == ends[0] for e in ends)
        assert watcher.state == players[0].state and watcher.state is not None
        assert watcher.state["winner"] == ends[0]["winner"]

        history = players[0].http.get("/api/tables", params={"status": "over"}).json()
        [row] = [t for t in history["tables"] if t["id"] == table]
        assert row["winner"] == ends[0]["winner"]
        assert [s["name"] for s in row["seats"]] == ["Ada", "Bob", "Cy", "Di"]

        r = watcher.http.get(f"/api/tables/{table}/record")
        assert r.status_code == 200
        record, game = load(r.content)
        assert game.state_json() == watcher.state
        assert [s["kind"] for s in r.json()["seats"]] == ["human"] * 4
        assert r.json()["started"] and r.json()["ended"]
        chat = r.json()["chat"]
        assert [(c["by"], c["text"]) for c in chat] == [
            ("red", "good luck <b>all</b>"), ("spectator", "watching")]
        assert all(c["after"] == 0 for c in chat)
        sent = [m for m in watcher.got if m["type"] == "chat"]
        assert [m["spectator"] for m in sent] == [False, True]
        # A rematch seats whoever asks for it, in their old seat; the others are asked.
        again = players[2].post(f"/api/tables/{table}/rematch")
        assert again["status"] == "open" and again["id"] != table
        names = [s["name"] for s in row["seats"]]
        assert [s["name"] for s in again["seats"]] == [None, None, names[2], None]
        assert again["seats"][2]["you"]
        pointed = await watcher.until(lambda m: m["type"] == "table" and m["table"]["rematch"])
        assert pointed["table"]["rematch"] == again["id"]
        assert watcher.http.get(f"/api/tables/{table}").json()["rematch"] == again["id"]
        accepted = players[0].post(f"/api/tables/{table}/rematch")
        assert accepted["id"] == again["id"]
        assert [s["name"] for s in accepted["seats"]] == [names[0], None, names[2], None]
        for c in [*players, watcher]:
            await c.close()
    finally:
        server.stop()


async def test_a_rematch_against_the_computer_alone_starts_at_once(server) -> None:
    ada = Client(server, "Ada")
    table = new_table([ada], players=3, chips=1, ai_level="easy")
    ada.post(f"/api/tables/{table}/ai", {"all": True})
    ada.post(f"/api/tables/{table}/start")
    await ada.connect(table)
    await play_until_end(ada)
    again = ada.post(f"/api/tables/{table}/rematch")
    assert again["id"] != table and again["status"] == "playing"  # no "Start" to click
    assert [s["you"] for s in again["seats"]] == [s["color"] == ada.you for s in again["seats"]]
    assert ada.post(f"/api/tables/{table}/rematch")["id"] == again["id"]  # asked twice: one
    await ada.close()


async def test_a_dropped_client_catches_up_from_its_last_seq(server) -> None:
    players = [Client(server, n) for n in ("Ada", "Bob", "Cy")]
    table = new_table(players, chips=4)
    for c in players:
        await c.connect(table)
        await c.recv()
    players[0].post(f"/api/tables/{table}/start")
    loose = players[2]
    await asyncio.gather(*(play_until_end(c, stop_after=3) for c in players))
    await loose.close()
    last = loose.seq
    # The table goes on while it is away: a line is said.
    await players[0].send({"type": "chat", "text": "where did Cy go?"})
    await players[0].until(lambda m: m["type"] == "chat")
    await loose.connect(table, since=last)
    missed = await loose.until(lambda m: "seq" in m)
    assert missed["type"] == "chat" and missed["seq"] == last + 1
    ends = await asyncio.gather(*(play_until_end(c) for c in players))
    assert ends[0] == ends[2]
    # A client with no history gets the whole picture.
    fresh = Client(server, None)
    await fresh.connect(table, since=0)
    snap = await fresh.recv()
    assert snap["type"] == "snapshot"
    assert snap["seq"] == fresh.http.get(f"/api/tables/{table}").json()["seq"]
    assert snap["state"] == players[0].state
    assert len(snap["log"]) == len([m for m in players[0].got if m["type"] == "action"])
    for c in [*players, fresh]:
        await c.close()


async def test_two_clients_racing_for_one_decision_exactly_one_wins(server) -> None:
    ada, bob, cy = (Client(server, n) for n in ("Ada", "Bob", "Cy"))
    table = new_table([ada, bob, cy], chips=3)
    ada.post(f"/api/tables/{table}/start")
    for c in (ada, bob, cy):
        await c.connect(table)
        await c.recv()
    mover = next(c for c in (ada, bob, cy) if my_decision(c.state, c.clock, c.you))
    twin = Client(server, None)
    twin.http.cookies = mover.http.cookies  # the same guest in a second socket
    await twin.connect(table)
    await twin.recv()
    me = mover.you
    await asyncio.gather(
        mover.send({"type": "action", "action": {"act": "play", "chip": me, "pile": "new"},
                    "ref": "a"}),
        twin.send({"type": "action", "action": {"act": "play", "chip": me, "pile": "new"},
                   "ref": "b"}),
    )
    # Each socket's messages are answered in order, so a pong comes after the answers.
    msgs = []
    for c in (mover, twin):
        await c.send({"type": "ping"})
        while (m := await c.recv())["type"] != "pong":
            msgs.append((c, m))
    errors = [m for _, m in msgs if m["type"] == "error"]
    assert len(errors) == 1 and errors[0]["code"] == "illegal", msgs
    assert errors[0]["ref"] in ("a", "b")
    for c in (mover, twin):
        assert [m["action"] for d, m in msgs if d is c and m["type"] == "action"] == [
            {"by": me, "act": "play", "chip": me, "pile": "new"}]
    for c in (ada, bob, cy, twin):
        await c.close()


def _path_to_prisoner(first: int) -> list[dict[str, object]]:
    """The shortest action sequence after which a player holds a prisoner off their turn."""
    from collections import deque

    from sucker.engine import Game, Rules, action_to_json

    start = Game(Rules(players=3, chips=2), first)
    todo = deque([(start, [])])
    while todo:
        game, path = todo.popleft()
        for p in range(3):
            if game.prisoners(p) and p not in game.deciders() and not game.is_over():
                return path
        for a in game.legal_actions():
            g = game.copy()
            g.apply(a)
            todo.append((g, [*path, action_to_json(a)]))
    raise AssertionError("no game gives a prisoner")


async def test_prisoners_move_at_any_time_not_only_in_turn(server) -> None:
    clients = [Client(server, n) for n in ("Ada", "Bob", "Cy")]
    table = new_table(clients, chips=2)
    for c in clients:
        await c.connect(table)
        await c.recv()
    clients[0].post(f"/api/tables/{table}/start")
    for c in clients:
        await c.until(lambda m: m["type"] == "table" and m["table"]["status"] == "playing")
    ada = clients[0]
    assert ada.state is not None
    by_color = {c.you: c for c in clients}
    from sucker.engine import COLORS

    for action in _path_to_prisoner(COLORS.index(ada.state["to_act"])):
        await by_color[action["by"]].send({"type": "action", "action": action})
        done = await ada.until(lambda m: m["type"] == "action")
        assert done["action"] == action
    state = ada.state
    holder = next(c for c in clients if any(k != c.you for k in state["hands"][c.you]))
    assert holder.you not in ada.clock["to"]  # type: ignore[index]
    prisoner = next(k for k in state["hands"][holder.you] if k != holder.you)
    await holder.send({"type": "action", "action": {"act": "kill_prisoner", "chip": prisoner}})
    killed = await ada.until(lambda m: m["type"] == "action")
    assert killed["action"] == {"by": holder.you, "act": "kill_prisoner", "chip": prisoner}
    assert killed["state"]["dead"].get(prisoner, 0) == state["dead"].get(prisoner, 0) + 1
    for c in clients:
        await c.close()


async def test_seats_show_who_is_connected_as_people_come_sit_and_go(server) -> None:
    ada, bob = Client(server, "Ada"), Client(server, "Bob")
    table = ada.post("/api/tables", {"players": 3})["id"]
    await ada.connect(table)
    await ada.recv()
    await bob.connect(table)  # watching first
    await bob.recv()

    def blue(m: dict) -> dict:
        return m["table"]["seats"][1]

    bob.post(f"/api/tables/{table}/join", {})
    sat = await ada.until(lambda m: m["type"] == "table" and blue(m)["name"] == "Bob")
    assert blue(sat)["connected"] and not blue(sat)["you"]
    mine = await bob.until(lambda m: m["type"] == "table")
    assert blue(mine)["you"]
    await bob.close()
    gone = await ada.until(lambda m: m["type"] == "presence")
    assert gone["connected"] == {"red": True, "blue": False, "green": False}
    await bob.connect(table)
    back = await ada.until(lambda m: m["type"] == "presence")
    assert back["connected"]["blue"]
    # Comings and goings are not stored: the table's numbered history did not grow.
    assert gone.get("seq") is None and back.get("seq") is None
    await ada.close()
    await bob.close()


def test_config_serves_the_shared_constants(server: Server) -> None:
    """The page's limits and phrases come from the server (one source), not a copy."""
    data = httpx.get(f"{server.url}/api/config").json()
    assert data["chat_max"] == CHAT_MAX
    assert data["levels"] == ["easy", "medium", "hard"]
    assert data["quick_phrases"] == {k: list(v) for k, v in QUICK_PHRASES.items()}
