"""The deadline timer of a table: moved by every action, it costs one timer per deadline's
length, not one per action, and still rings at the latest deadline with its decision."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from sucker.server.table.clock import TableClock
from sucker.server.table.state import DeadlinePassed


class Clock:
    def __init__(self) -> None:
        self.now = 0.0
        self.due: list[tuple[float, Any]] = []
        self.made = 0

    def time(self) -> float:
        return self.now

    def call_later(self, delay: float, fn: Any, *args: Any) -> Any:
        entry = (self.now + delay, lambda: fn(*args))
        self.due.append(entry)
        self.made += 1
        due = self.due

        class Handle:
            def cancel(self) -> None:
                if entry in due:
                    due.remove(entry)

        return Handle()

    def advance_to(self, t: float) -> None:
        while True:
            ready = sorted((e for e in self.due if e[0] <= t), key=lambda e: e[0])
            if not ready:
                break
            self.due.remove(ready[0])
            self.now = ready[0][0]
            ready[0][1]()
        self.now = t


def state(deadline: float | None, key: Any, status: str = "playing") -> Any:
    return SimpleNamespace(deadline=deadline, decision_key=key, status=status)


def test_a_deadline_moved_later_rings_once_at_the_last_one() -> None:
    clock, posted = Clock(), []
    timers = TableClock(clock, posted.append, grace=60)
    for ply in range(50):  # fifty actions, each 0.1 s apart, each deadline 30 s on
        clock.advance_to(ply * 0.1)
        timers.arm(state(ply * 0.1 + 30, ("play", 0, ply)))
    assert clock.made == 1
    clock.advance_to(30.0)  # the first deadline's time: it is not due any more
    assert posted == []
    clock.advance_to(34.8)
    assert posted == []
    clock.advance_to(34.9)
    assert posted == [DeadlinePassed(("play", 0, 49))]
    clock.advance_to(100)
    assert len(posted) == 1


def test_an_earlier_deadline_sets_the_timer_again() -> None:
    clock, posted = Clock(), []
    timers = TableClock(clock, posted.append, grace=60)
    timers.arm(state(30.0, "a"))
    timers.arm(state(5.0, "b"))
    clock.advance_to(5.0)
    assert posted == [DeadlinePassed("b")]
    clock.advance_to(60.0)
    assert posted == [DeadlinePassed("b")]  # the first timer was cancelled


def test_no_deadline_or_a_stopped_clock_rings_nothing() -> None:
    clock, posted = Clock(), []
    timers = TableClock(clock, posted.append, grace=60)
    timers.arm(state(10.0, "a"))
    timers.arm(state(None, None))  # untimed from now on
    clock.advance_to(20.0)
    timers.arm(state(30.0, "b"))
    timers.arm(state(40.0, "c", status="over"))
    clock.advance_to(50.0)
    timers.arm(state(60.0, "d"))
    timers.stop()
    clock.advance_to(100.0)
    assert posted == []
