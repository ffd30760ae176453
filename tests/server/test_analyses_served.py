"""Finished games analysed on demand in the AI workers, with progress, and kept; hints for
learners at casual tables against AIs, and never elsewhere: in process."""

from __future__ import annotations

import asyncio
import time

import pytest

import app_kit as kit
from app_kit import App
from server_kit import play_until_end

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process app


async def test_a_finished_game_is_analysed_once_with_progress(app: App) -> None:
    players = [await kit.guest(app, n) for n in ("Ana", "Lyse", "Eve")]
    table = await kit.new_table(players, chips=2)
    for c in players:
        await c.connect(table)
        await c.recv()
    r = await players[0].http.post(f"/api/tables/{table}/analysis")
    assert r.status_code == 409  # not started, let alone over
    await players[0].post(f"/api/tables/{table}/start")
    await asyncio.gather(*(play_until_end(c) for c in players))
    actions = len((await players[0].http.get(f"/api/tables/{table}/record")).json()["actions"])
    watcher = await kit.guest(app, None)
    assert (await watcher.http.get(f"/api/tables/{table}/analysis")).json() == {"state": "none"}
    first = (await watcher.http.post(f"/api/tables/{table}/analysis")).json()
    assert first["state"] == "running" and first["total"] == actions + 1
    seen = []
    end = time.monotonic() + 60
    while (state := (await watcher.http.get(f"/api/tables/{table}/analysis")).json())["state"] \
            == "running":
        seen.append(state["done"])
        assert time.monotonic() < end
        await asyncio.sleep(0.05)
    assert state["state"] == "done" and seen == sorted(seen)
    positions = state["analysis"]["positions"]
    assert [p["after"] for p in positions] == list(range(actions + 1))
    assert all(abs(sum(p["chances"].values()) - 1) < 1e-3 for p in positions)
    again = (await watcher.http.post(f"/api/tables/{table}/analysis")).json()
    assert again == state  # kept, not made twice
    for c in players:
        await c.close()


async def test_hints_only_at_casual_tables_against_ais(app: App) -> None:
    learner = await kit.guest(app, "Learner")
    table = await learner.post("/api/play/computer", {"level": "easy", "players": 3})
    await learner.connect(table["id"])
    await learner.recv()
    while True:  # wait for a decision of the learner's
        if learner.clock and learner.you in learner.clock["to"]:
            break
        await learner.recv()
    r = await learner.http.post(f"/api/tables/{table['id']}/hint")
    assert r.status_code == 200, r.text
    hint = r.json()
    assert hint["action"]["act"] in ("play", "next", "kill", "refuse", "transfer")
    assert hint["why"]["en"] and hint["why"]["fr"]
    assert [f["key"] for f in hint["facts"]][0].startswith("hint-")  # for the page to say
    # With people at the table: no hint.
    ada, bob = await kit.guest(app, "Ada"), await kit.guest(app, "Bob")
    other = await kit.new_table([ada, bob, await kit.guest(app, "Cy")])
    await ada.post(f"/api/tables/{other}/start")
    r = await ada.http.post(f"/api/tables/{other}/hint")
    assert r.status_code == 403 and r.json()["detail"]["code"] == "no-hint"
    await learner.close()


async def test_a_flood_of_hints_is_superseded_and_limited(app: App) -> None:
    """Fifteen hint requests at once from one player: the waiting ones are superseded by the
    newest (409), those past the address's burst get 429, none a 5xx."""
    learner = await kit.guest(app, "Flood")
    table = await learner.post("/api/play/computer", {"level": "easy", "players": 3})
    await learner.connect(table["id"])
    await learner.until(lambda m: bool(learner.clock and learner.you in learner.clock["to"]))
    async with app.http(cookies=learner.http.cookies, timeout=30) as http:
        answers = await asyncio.gather(*(http.post(f"/api/tables/{table['id']}/hint")
                                         for _ in range(15)))
    codes = sorted(r.status_code for r in answers)
    assert set(codes) <= {200, 409, 429} and 200 in codes and 409 in codes, codes
    assert codes.count(429) >= 3, codes
    for r in answers:
        if r.status_code == 409:
            assert r.json()["detail"]["code"] == "superseded"
        if r.status_code == 429:
            assert r.headers["Retry-After"] and "hints" in r.json()["detail"]["message"]
    await learner.close()
