"""The deadline timer of a table: moved by every action, it costs one timer per deadline's
length, not one per action, and still rings at the latest deadline with its decision."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from test_actor import HandClock

from sucker.server.table.clock import TableClock
from sucker.server.table.state import DeadlinePassed


class CountingClock(HandClock):
    """The actor tests' clock, counting the timers made."""

    def __init__(self) -> None:
        super().__init__()
        self.made = 0

    def call_later(self, delay: float, fn: Any, *args: Any) -> Any:
        self.made += 1
        return super().call_later(delay, fn, *args)


def state(deadline: float | None, key: Any, status: str = "playing") -> Any:
    return SimpleNamespace(deadline=deadline, decision_key=key, status=status)


def test_a_deadline_moved_later_rings_once_at_the_last_one() -> None:
    clock, posted = CountingClock(), []
    timers = TableClock(clock, posted.append, grace=60)
    start = clock.now
    for ply in range(50):  # fifty actions, 1/8 s apart, each deadline 32 s on
        timers.arm(state(clock.now + 32, ("play", 0, ply)))
        clock.advance(0.125)
    assert clock.made == 1
    clock.advance(start + 32 - clock.now)  # the first deadline: not due any more
    assert posted == []
    clock.advance(49 * 0.125 - 0.125)
    assert posted == []
    clock.advance(0.125)  # the last deadline
    assert posted == [DeadlinePassed(("play", 0, 49))]
    clock.advance(100)
    assert len(posted) == 1


def test_an_earlier_deadline_sets_the_timer_again() -> None:
    clock, posted = CountingClock(), []
    timers = TableClock(clock, posted.append, grace=60)
    timers.arm(state(clock.now + 30, "a"))
    timers.arm(state(clock.now + 5, "b"))
    clock.advance(5)
    assert posted == [DeadlinePassed("b")]
    clock.advance(60)
    assert posted == [DeadlinePassed("b")]  # the first timer was cancelled


def test_no_deadline_or_a_stopped_clock_rings_nothing() -> None:
    clock, posted = CountingClock(), []
    timers = TableClock(clock, posted.append, grace=60)
    timers.arm(state(clock.now + 10, "a"))
    timers.arm(state(None, None))  # untimed from now on
    clock.advance(20)
    timers.arm(state(clock.now + 10, "b"))
    timers.arm(state(clock.now + 20, "c", status="over"))
    clock.advance(30)
    timers.arm(state(clock.now + 10, "d"))
    timers.stop()
    clock.advance(50)
    assert posted == []
