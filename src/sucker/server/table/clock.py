"""The table's clock: the timer of each decision's deadline, the grace period of an absent
player, and the other timers of a table (a bot's challenge, "find a game"'s wait). It only
posts messages to its actor when they ring; what they mean is decided there (state.py for
the deadline). An untimed table (``decision_seconds`` 0, the casual game against the
computer) has no deadline and no grace period while one person plays it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sucker.server.table.deps import Clock
from sucker.server.table.state import DeadlinePassed, TableState


@dataclass
class GraceOver:
    """The grace period of the player of ``seat`` ran out (``epoch``: their (dis)connections
    when it began: any since makes it moot)."""

    seat: int
    epoch: int


class TableClock:
    """Timers of one table: ``post`` hands their messages to the actor."""

    def __init__(self, clock: Clock, post: Callable[[Any], None], grace: float) -> None:
        self.clock = clock
        self.post = post
        self.grace = grace
        self.timer: Any = None  # the deadline's
        self.timer_at = 0.0  # when it rings
        self.due: tuple[float, Any] | None = None  # the deadline and its decision's key

    def time(self) -> float:
        return self.clock.time()

    def arm(self, state: TableState) -> None:
        """Set the pending decision's deadline. Each action moves it later: the timer set
        for an earlier deadline is kept, and when it rings it sets itself again for what is
        left, so a game costs a timer a deadline's length rather than one an action."""
        if state.deadline is None or state.status != "playing":
            self.due = None
            return
        self.due = (state.deadline, state.decision_key)
        if self.timer is None or self.timer_at > state.deadline:
            self._set(state.deadline)

    def _set(self, at: float) -> None:
        if self.timer is not None:
            self.timer.cancel()
        self.timer_at = at
        self.timer = self.clock.call_later(max(0.0, at - self.clock.time()), self._ring)

    def _ring(self) -> None:
        self.timer = None
        if self.due is None:
            return
        at, key = self.due
        if at > self.clock.time():
            self._set(at)
        else:
            self.due = None
            self.post(DeadlinePassed(key))

    def arm_grace(self, state: TableState, seat: int, epoch: int) -> None:
        """An absent player's grace period, at a table where others wait on them."""
        if state.status == "playing" and not state.untimed_alone():
            self.clock.call_later(self.grace, self.post, GraceOver(seat, epoch))

    def later(self, seconds: float, message: Any) -> None:
        self.clock.call_later(seconds, self.post, message)

    def stop(self) -> None:
        self.due = None
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
