"""The medium level: a shallow search of this seat's own consecutive decisions (a play and
the move it passes, a capture and the kill: 2 plies, 3 when they follow each other), whose
leaves are scored by a few heuristic playouts to the end — everyone then plays like the easy
level, deterministically — blended with the static evaluation of :mod:`sucker.ai.heuristics`
(chips, prisoners, pending captures, capture threats, who has the move). The playouts see
the long-range effect of who moves when, which a static score misses; modelling the others
as heuristic players (a best-reply view) rather than as perfect searchers keeps it from
fearing moves they would not find. This seat maximises its attitude-tilted utility (see
:mod:`sucker.ai.level`)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from sucker.ai.heuristics import (
    ZERO,
    decider,
    decision_actions,
    dedupe_plays,
    evaluate,
    play_key,
    rollout,
    tilt,
)
from sucker.ai.level import LevelSeat, Ranked, spread
from sucker.engine import Action, Game

PLAYOUTS = 3  # per leaf
PLAYOUT_WEIGHT = 0.9  # share of the playouts in a leaf's value
DEPTH = 3  # plies of this seat's own decisions


class MediumSeat(LevelSeat):
    level = "medium"

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        return rank(game, me, acts, self.attitude, self.rng.randrange(1 << 30))


def rank(
    game: Game, me: int, acts: list[Action], attitude: Sequence[float], seed: int
) -> Ranked:
    """``me``'s answers ``acts`` valued as a medium seat of this ``attitude`` values them,
    with the playout luck of ``seed``, best first (the hard level answers so in the
    opening)."""
    values = {
        play_key(game, a): tilt(value_after(game, a, DEPTH - 1, me, attitude, seed), me, attitude)
        for a in dedupe_plays(game, acts)
    }
    return spread(game, acts, values)


def value_after(
    game: Game,
    action: Action,
    depth: int,
    me: int,
    attitude: Sequence[float],
    seed: int,
) -> list[float]:
    """Values after ``action``: ``me``'s best follow-up while ``me`` keeps deciding, else the
    leaf score."""
    g = game.copy()
    g.apply(action)
    if depth > 0 and not g.is_over() and decider(g) == me:
        best: list[float] = []
        best_u = -1e9
        for a in decision_actions(g):
            v = value_after(g, a, depth - 1, me, attitude, seed)
            u = tilt(v, me, attitude)
            if u > best_u:
                best, best_u = v, u
        return best
    return leaf(g, seed)


def choose(game: Game, seed: int) -> Action:
    """What a medium player deciding now (and not tilted) would answer, with the playout luck
    of ``seed``: the hard level's model of the others. It weighs every answer as a medium
    seat does, and so predicts medium players nearly always (``bench/prediction.py``)."""
    me = decider(game)
    return max(
        decision_actions(game), key=lambda a: value_after(game, a, DEPTH - 1, me, ZERO, seed)[me]
    )


def leaf(game: Game, seed: int) -> list[float]:
    static = evaluate(game)
    if game.is_over():
        return static
    rng = random.Random(seed)  # the same playout luck for every leaf
    totals = [0.0] * game.n
    for _ in range(PLAYOUTS):
        for i, v in enumerate(rollout(game.copy(), rng, 0.0)):
            totals[i] += v
    w = PLAYOUT_WEIGHT / PLAYOUTS
    return [(1 - PLAYOUT_WEIGHT) * s + w * t for s, t in zip(static, totals, strict=True)]
