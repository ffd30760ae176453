"""The AI plays for a player who runs out of time or stays away past the grace period: in
process."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

import app_kit as kit
from app_kit import App
from server_kit import play_until_end

pytestmark = pytest.mark.anyio

GRACE = 1.5  # the grace of the test app (app_kit.TEST_SETTINGS)


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # one loop for the module: its tests share the in-process app


def seat(msg: dict[str, Any], color: str | None) -> dict[str, Any]:
    return next(s for s in msg["table"]["seats"] if s["color"] == color)


def playing(msg: dict[str, Any]) -> bool:
    return msg["type"] == "table" and msg["table"]["status"] == "playing"


async def test_a_player_out_of_time_is_played_by_the_ai_until_back(app: App) -> None:
    clients = [await kit.guest(app, n) for n in ("Ada", "Bob", "Cy")]
    table = await kit.new_table(clients, chips=3, decision_seconds=1)
    for c in clients:
        await c.connect(table)
        await c.recv()
    await clients[0].post(f"/api/tables/{table}/start")
    for c in clients:
        await c.until(playing)
    started = time.time()
    [idle] = [c for c in clients if c.you in c.clock["to"]]  # type: ignore[index]
    assert abs(idle.clock["now"] - started) < 5  # type: ignore[index]
    flagged = await idle.until(lambda m: m["type"] == "table" and seat(m, idle.you)["ai_playing"])
    assert time.time() - started >= 0.9
    auto = await idle.until(lambda m: m["type"] == "action")
    assert auto["auto"] and auto["action"]["by"] == idle.you
    assert flagged["seq"] < auto["seq"]
    await idle.send({"type": "back"})
    back = await idle.until(lambda m: m["type"] == "table")
    assert not seat(back, idle.you)["ai_playing"]
    for c in clients:
        await c.close()


async def test_a_player_away_past_the_grace_period_is_played_by_the_ai(app: App) -> None:
    ada, bob, gone = [await kit.guest(app, n) for n in ("Ada", "Bob", "Cy")]
    table = await kit.new_table([ada, bob, gone], chips=3)
    for c in (ada, bob, gone):
        await c.connect(table)
        await c.recv()
    await ada.post(f"/api/tables/{table}/start")
    for c in (ada, bob, gone):
        await c.until(playing)
    await gone.close()
    left = time.time()
    await ada.until(lambda m: m["type"] == "presence" and not m["connected"]["green"])
    assert not any(m["type"] == "table" and seat(m, "green")["ai_playing"] for m in ada.got)
    ends = await asyncio.gather(play_until_end(ada), play_until_end(bob))
    assert ends[0] == ends[1]
    flags = [i for i, m in enumerate(ada.got)
             if m["type"] == "table" and seat(m, "green")["ai_playing"]]
    assert flags, "the absent seat was never given to the AI"
    assert ada.times[flags[0]] - left >= GRACE - 0.1
    autos = [m for m in ada.got[flags[0]:] if m["type"] == "action" and m["auto"]]
    assert autos and all(m["action"]["by"] == "green" for m in autos)
    assert not any(m["auto"] for m in ada.got[: flags[0]] if m["type"] == "action")
    # Back again: the seat is theirs once more.
    await gone.connect(table)
    snap = await gone.recv()
    assert snap["type"] == "snapshot" and not seat(snap, "green")["ai_playing"]
    for c in (ada, bob, gone):
        await c.close()
