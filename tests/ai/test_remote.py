"""The remote seat's timing of the host's share of a bot's decision: from asking until
``decide`` is written, then from the answer read until the host applies it; the bot's time
in between is left out, and decisions the bot does not play are not timed."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from sucker.ai import remote
from sucker.ai.remote import RemoteSeat
from sucker.ai.seat import Decision
from sucker.engine import COLORS, Game, Rules, action_to_json


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    """The remote module's clock only (the event loop keeps the real one)."""
    fake = Clock()
    monkeypatch.setattr(remote, "time", SimpleNamespace(monotonic=fake.monotonic))
    return fake


def seat_and_outbox(shares: list[float]) -> tuple[RemoteSeat, list[Any]]:
    """A seat of a 3-player game whose messages are kept in the outbox (each with the
    callback that says it was written to the socket)."""
    outbox: list[tuple[dict[str, Any], Callable[[], None] | None]] = []

    def send(msg: dict[str, Any], written: Callable[[], None] | None) -> bool:
        outbox.append((msg, written))
        return True

    seat = RemoteSeat("g1", "Bot", send, 5.0, shares.append)
    seats = [{"color": c, "name": c, "kind": "ai:easy"} for c in COLORS[:3]]
    seat.start(0, Rules(3, 2), seats, Game(Rules(3, 2), 0))
    return seat, outbox


def test_the_share_counts_the_wait_to_write_and_the_apply_not_the_bots_time(
        clock: Clock) -> None:
    shares: list[float] = []
    seat, outbox = seat_and_outbox(shares)
    game = Game(Rules(3, 2), 0)
    action = game.legal_actions()[0]

    async def play() -> None:
        answers: list[Decision | None] = []
        seat.ask(game.copy(), answers.append)
        decide, written = outbox[-1]
        assert decide["type"] == "decide" and decide["game"] == "g1" and written is not None
        clock.now += 0.004  # waiting in the socket's queue: the host's
        written()
        clock.now += 2.5  # the bot thinks
        seat.answered_at = clock.now
        seat.answered({"id": decide["id"], "actions": [action_to_json(action)]})
        assert len(answers) == 1  # handed over in the turn the answer is read
        decision = answers[0]
        assert decision is not None and decision.actions == [action]
        clock.now += 0.003  # checked, stored and sent: the host's
        after = game.copy()
        after.apply(action)
        seat.event(action, after)

    asyncio.run(play())
    assert shares == [pytest.approx(0.007)]
    assert outbox[-1][0]["type"] == "event"


def test_decisions_the_bot_does_not_play_are_not_timed(clock: Clock) -> None:
    shares: list[float] = []
    seat, outbox = seat_and_outbox(shares)
    game = Game(Rules(3, 2), 0)
    first = game.legal_actions()[0]
    other = first._replace(by=1, chip=1)  # an action of another seat

    async def play() -> None:
        answers: list[Decision | None] = []
        # An illegal answer: the fallback plays.
        seat.ask(game.copy(), answers.append)
        decide, written = outbox[-1]
        assert written is not None
        written()
        seat.answered({"id": decide["id"], "actions": [{"act": "fly"}]})
        assert answers.pop() is None
        seat.event(first, game)
        # A legal answer, but another action applied (the host's fallback or a check).
        seat.ask(game.copy(), answers.append)
        decide, written = outbox[-1]
        assert written is not None
        written()
        seat.answered({"id": decide["id"], "actions": [action_to_json(first)]})
        assert answers.pop() is not None
        seat.event(other, game)
        # A decide never written (the socket closed first): answered, applied, not timed.
        seat.ask(game.copy(), answers.append)
        decide, _ = outbox[-1]
        seat.answered({"id": decide["id"], "actions": [action_to_json(first)]})
        assert answers.pop() is not None
        seat.event(first, game)

    asyncio.run(play())
    assert shares == [] and len(seat.faults) == 1


def test_a_legal_answer_of_the_wrong_turn_or_a_late_one_gets_none_once(clock: Clock) -> None:
    shares: list[float] = []
    seat, outbox = seat_and_outbox(shares)
    seat.limit = 0.01
    game = Game(Rules(3, 2), 0)
    other = game.legal_actions()[0]._replace(by=1)

    async def play() -> list[Decision | None]:
        answers: list[Decision | None] = []
        # Well-formed, but not this seat's action: checked at once, refused.
        seat.ask(game.copy(), answers.append)
        seat.answered({"id": outbox[-1][0]["id"], "actions": [action_to_json(other)]})
        # No answer within the limit: None from the timer; the answer after it is dropped.
        late = asyncio.get_running_loop().create_future()
        seat.ask(game.copy(), lambda d: (answers.append(d), late.set_result(None)))
        asked = outbox[-1][0]["id"]
        await late
        seat.answered({"id": asked, "actions": [action_to_json(game.legal_actions()[0])]})
        seat.answered({"id": "abc", "actions": []})  # not a decide's number
        return answers

    assert asyncio.run(play()) == [None, None]
    # The bot is told each time why the fallback played, and why an answer was dropped.
    assert [m["code"] for m, _ in outbox if m["type"] == "error"] == [
        "illegal", "late", "no-decide", "bad-message"]
    assert len(seat.faults) == 2 and seat.faults[1] == "no answer within 0.01 s"
    assert seat.faults[0].startswith("bad answer (action 0 is by") and shares == []


def test_a_lost_connection_hands_the_open_decide_to_the_fallback_at_once() -> None:
    """A decide written just before the bot's socket closed may never reach it: the
    fallback plays it as soon as the host sees the connection gone, not at the limit."""
    seat, outbox = seat_and_outbox([])
    seat.limit = 60.0
    game = Game(Rules(3, 2), 0)

    async def play() -> list[Decision | None]:
        answers: list[Decision | None] = []
        seat.ask(game.copy(), answers.append)
        seat.lost()
        assert answers == [None]  # at once, not after 60 s
        seat.answered({"id": outbox[-1][0]["id"], "actions": []})  # from before: dropped
        return answers

    assert asyncio.run(play()) == [None]
    assert seat.faults == ["not connected"]
    assert [m["code"] for m, _ in outbox if m["type"] == "error"] == ["no-decide"]
