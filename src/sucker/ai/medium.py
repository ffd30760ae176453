"""The medium level: a max^n search, 2 to 4 decisions deep by iterative deepening within a
small time budget, over the static evaluation of :mod:`sucker.ai.heuristics` (chips,
prisoners, pending captures and capture threats; who has the move). Every player is assumed
to maximise their own estimated win chance; this seat maximises its attitude-tilted utility
(see :mod:`sucker.ai.level`)."""

from __future__ import annotations

import time
from collections.abc import Sequence

from sucker.ai.heuristics import decider, decision_actions, dedupe_plays, evaluate, play_key, tilt
from sucker.ai.level import LevelSeat, Ranked, spread
from sucker.engine import Action, Game


class _Timeout(Exception):
    pass


class MediumSeat(LevelSeat):
    level = "medium"
    default_think = 0.15
    min_depth = 2
    max_depth = 4

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        deadline = time.perf_counter() + self.think
        reps = dedupe_plays(game, acts)
        values: dict[tuple[int, ...], float] = {}
        for depth in range(self.min_depth, self.max_depth + 1):
            try:
                values = {
                    play_key(game, a): tilt(
                        _after(game, a, depth - 1, me, self.attitude, deadline), me, self.attitude
                    )
                    for a in reps
                }
            except _Timeout:
                if values:
                    break
                # even the shallowest search is late: finish it without a deadline
                values = {
                    play_key(game, a): tilt(
                        _after(game, a, depth - 1, me, self.attitude, float("inf")),
                        me,
                        self.attitude,
                    )
                    for a in reps
                }
                break
        return spread(game, acts, values)


def _after(
    game: Game, action: Action, depth: int, me: int, attitude: Sequence[float], deadline: float
) -> list[float]:
    g = game.copy()
    g.apply(action)
    return maxn(g, depth, me, attitude, deadline)


def maxn(
    game: Game, depth: int, me: int, attitude: Sequence[float], deadline: float
) -> list[float]:
    """The value vector of ``game`` searched ``depth`` decisions deep (max^n)."""
    if depth <= 0 or game.is_over():
        return evaluate(game)
    if time.perf_counter() > deadline:
        raise _Timeout
    d = decider(game)
    best: list[float] = []
    best_u = -1e9
    for a in decision_actions(game):
        v = _after(game, a, depth - 1, me, attitude, deadline)
        u = tilt(v, d, attitude) if d == me else v[d]
        if u > best_u:
            best, best_u = v, u
    return best
