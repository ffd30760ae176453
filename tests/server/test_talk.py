"""The AI seats bargain in the table's chat, under their own colours only: in process."""

from __future__ import annotations

import asyncio

import pytest

import app_kit as kit
from app_kit import App
from server_kit import play_until_end

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def anyio_backend() -> str:
    return "asyncio"  # the module-scoped in-process app's loop


async def record_seats(c: kit.Guest, table: str) -> list[dict]:
    return [s for s in (await c.http.get(f"/api/tables/{table}")).json()["seats"]
            if s["persona"]]


async def test_ai_seats_talk_at_the_table_and_never_as_a_person(app: App) -> None:
    ada = await kit.guest(app, "Ada")
    table = (await ada.post("/api/tables", {"players": 3, "chips": 3}))["id"]
    await ada.post(f"/api/tables/{table}/ai", {"all": True})
    await ada.connect(table)
    await ada.recv()
    await ada.post(f"/api/tables/{table}/start")
    await ada.until(lambda m: m["type"] == "table" and m["table"]["status"] == "playing")
    await ada.send({"type": "chat", "text": "Alliance against green?"})
    await ada.send({"type": "chat", "text": "Give me the move, blue"})
    await asyncio.wait_for(play_until_end(ada), 120)

    record = (await ada.http.get(f"/api/tables/{table}/record")).json()
    # an AI's words go out after its move, so the last mover's may follow the end
    while sum(m["type"] == "chat" for m in ada.got) < len(record["chat"]):
        await ada.recv()
    lines = [m for m in ada.got if m["type"] == "chat"]
    said = [(m["by"], m["ai"]) for m in lines if not m["ai"]]
    assert said == [("red", False), ("red", False)]
    ai_lines = [m for m in lines if m["ai"]]
    assert ai_lines, "no AI said anything in a whole game"
    assert {m["by"] for m in ai_lines} <= {"blue", "green"}
    names = {s["color"]: s["persona"]["name"] for s in await record_seats(ada, table)}
    assert all(m["name"] == names[m["by"]] and not m["spectator"] for m in ai_lines)
    assert names["blue"] != names["green"]  # each AI has its own name
    assert [s["kind"] for s in record["seats"]] == ["human", "ai:medium", "ai:medium"]
    assert [m["text"] for m in record["chat"]] == [m["text"] for m in lines]
    await ada.close()

