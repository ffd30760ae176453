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

    def time(self) -> float:
        return self.clock.time()

    def arm(self, state: TableState) -> None:
        """(Re)arm the timer of the pending decision's deadline."""
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if state.deadline is not None and state.status == "playing":
            self.timer = self.clock.call_later(max(0.0, state.deadline - self.clock.time()),
                                               self.post, DeadlinePassed(state.decision_key))

    def arm_grace(self, state: TableState, seat: int, epoch: int) -> None:
        """An absent player's grace period, at a table where others wait on them."""
        if state.status == "playing" and not state.untimed_alone():
            self.clock.call_later(self.grace, self.post, GraceOver(seat, epoch))

    def later(self, seconds: float, message: Any) -> None:
        self.clock.call_later(seconds, self.post, message)

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
