"""The table's clock: each decision's deadline, the grace period of an absent player, and
the AI taking a seat over when either runs out. An untimed table (``decision_seconds`` 0,
the casual game against the computer) waits for its one person as long as they like; only
where other people wait on a player does it run a relaxed clock."""

from __future__ import annotations

import logging
from typing import Any

from sucker.engine import COLORS, KILL, NEXT, PHASE_RESCUE, PLAY, Action, Game
from sucker.server.table.view import ViewMixin

log = logging.getLogger("sucker.server")


class ClockMixin(ViewMixin):
    decision_key: tuple[int, int, int] | None = None
    timer: Any = None
    epoch: list[int]  # per seat, bumped on each (dis)connection

    def untimed_alone(self) -> bool:
        """An untimed table with one person: nobody waits on them, so nothing hurries them."""
        return not self.decision_seconds and sum(s.kind == "human" for s in self.seats) < 2

    def limit(self, game: Game) -> float | None:
        """Seconds for the decision pending in ``game``; None: no clock."""
        if self.untimed_alone():
            return None
        seconds = float(self.decision_seconds or self.settings.relaxed_seconds)
        if game.phase == PHASE_RESCUE:
            return min(seconds, self.settings.rescue_seconds)
        return seconds

    def clock_json(self) -> dict[str, Any] | None:
        """Who decides now, and by when (``deadline`` and ``seconds`` null: untimed)."""
        if self.game is None or self.status != "playing":
            return None
        return {
            "to": [COLORS[p] for p in self.game.deciders()],
            "deadline": None if self.deadline is None else round(self.deadline, 3),
            "seconds": self.limit(self.game),
            "now": round(self.deps.clock.time(), 3),
        }

    def new_decision(self, game: Game, action: Action | None) -> None:
        """Restart the clock if ``action`` ended the decision pending before it."""
        key = (game.phase, game.to_act, game.ply)
        old = self.decision_key
        if game.is_over():
            self.deadline = None
        elif (old is None or action is None or action.act in (PLAY, NEXT, KILL)
              or (old[0], old[1]) != key[:2]):
            self.deadline = self.deadline_for(game)
        else:
            key = old  # the same decision goes on (an any-time action, or one refusal)
        self.decision_key = key

    def deadline_for(self, game: Game) -> float | None:
        seconds = self.limit(game)
        return None if seconds is None else self.deps.clock.time() + seconds

    def arm_deadline(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
        if self.deadline is not None and self.status == "playing":
            self.timer = self.deps.clock.call_later(
                max(0.0, self.deadline - self.deps.clock.time()), self.post,
                self._deadline_passed, self.decision_key)

    def _stop_timers(self) -> None:
        if self.timer is not None:
            self.timer.cancel()

    def schedule(self) -> None:
        """Overridden by the AI seats: after any change, arm the clock and wake the AIs."""
        self.arm_deadline()

    async def _deadline_passed(self, key: tuple[int, int, int] | None) -> None:
        if self.status != "playing" or self.game is None or key != self.decision_key:
            return
        late = [p for p in self.game.deciders()
                if self.seats[p].kind == "human" and not self.seats[p].ai_playing]
        for p in late:
            log.info("table %s: %s out of time, the AI plays for them", self.id, COLORS[p])
            self.seats[p].ai_playing = True
        if late:
            await self.commit([self.table_event()])
        self.schedule()

    def arm_grace(self, seat: int) -> None:
        if self.status == "playing" and not self.connected(seat) and not self.untimed_alone():
            self.deps.clock.call_later(self.settings.grace, self.post, self._grace_over, seat,
                                       self.epoch[seat])

    async def _grace_over(self, seat: int, epoch: int) -> None:
        if self.status != "playing" or self.epoch[seat] != epoch or self.connected(seat):
            return
        if not self.seats[seat].ai_playing:
            log.info("table %s: %s away too long, the AI plays for them", self.id, COLORS[seat])
            self.seats[seat].ai_playing = True
            await self.commit([self.table_event()])
            self.schedule()
