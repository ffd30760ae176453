"""Bot seats hear each chat line read once for all of them, and an AI's line with the acts
it already carries (not read again); a seat handed to no bot still frees itself."""

from __future__ import annotations

from typing import Any

import pytest

from sucker.ai.remote import RemoteSeat
from sucker.engine import COLORS, Game, Rules
from sucker.server.config import Settings
from sucker.server.table import botseats
from sucker.server.table.botseats import BotSeats
from sucker.server.table.state import Said


def bots_at_a_table(outbox: list[dict[str, Any]]) -> BotSeats:
    """Bot seats 1 and 2 of a 3-player game, whose messages go to ``outbox``."""
    seats = BotSeats("t1", None, Settings())
    names = [{"color": c, "name": n, "kind": "bot:x"} for c, n in zip(COLORS, "ABC", strict=False)]
    for p in (1, 2):
        seat = RemoteSeat("t1", f"Bot {p}", lambda msg, _w: outbox.append(msg) is None, 5.0)
        seat.start(p, Rules(3, 2), names, Game(Rules(3, 2), 0))
        seats.seats[p] = seat
    outbox.clear()
    return seats


def test_a_line_is_read_once_for_every_bot_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[str] = []
    real = botseats.chat_meaning

    def counted(seats: list[dict[str, Any]], by: int, text: str) -> dict[str, Any]:
        reads.append(text)
        return real(seats, by, text)

    monkeypatch.setattr(botseats, "chat_meaning", counted)
    outbox: list[dict[str, Any]] = []
    bots = bots_at_a_table(outbox)
    bots.heard(Said(0, "A", "B, give me a chip and I will save you", False, "en", None, None, 0))
    assert reads == ["B, give me a chip and I will save you"]
    assert [m["type"] for m in outbox] == ["chat", "chat"]
    assert outbox[0]["acts"] == outbox[1]["acts"] and outbox[0]["acts"]
    assert outbox[0]["acts"][0]["to"] == "blue" and "topic" in outbox[0]


def test_an_ai_line_passes_its_own_acts(monkeypatch: pytest.MonkeyPatch) -> None:
    def unread(*_: Any) -> dict[str, Any]:
        raise AssertionError("an AI's line is not read again")

    monkeypatch.setattr(botseats, "chat_meaning", unread)
    outbox: list[dict[str, Any]] = []
    bots = bots_at_a_table(outbox)
    acts = [{"kind": "offer", "to": "blue", "want": None, "give": None, "about": None}]
    bots.heard(Said(0, "A", "whatever it says", True, "en", None, acts, 0))
    assert [m["acts"] for m in outbox] == [acts, acts]
    assert all("topic" not in m and m["by"] == "red" and m["name"] == "A" for m in outbox)
    # A bot's own line is not sent back to it.
    outbox.clear()
    bots.heard(Said(1, "B", "hello", True, "en", None, [], 0))
    assert len(outbox) == 1 and outbox[0]["by"] == "blue"


def test_a_seat_whose_turn_passed_before_it_thought_may_think_again() -> None:
    """Its think task still tells the actor (AiDecided, None), which frees the seat."""
    import asyncio
    from types import SimpleNamespace

    from sucker.server.table.aiseats import AiSeats
    from sucker.server.table.state import AiDecided

    posted: list[Any] = []
    state = SimpleNamespace(ai_turn=lambda p: False)
    ais = AiSeats("t1", None, Settings(ai_delay=0.0), None,  # type: ignore[arg-type]
                  BotSeats("t1", None, Settings()), lambda: state,  # type: ignore[arg-type,return-value]
                  posted.append)
    asyncio.run(ais._think(2))
    assert posted == [AiDecided(2, None)]
