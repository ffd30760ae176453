"""The easy level: no search, only the heuristics of :mod:`sucker.ai.heuristics` — capture
when you can, don't hand piles to others, give the move to whoever gains least from it (or
to someone who cannot play), kill the leader's chips, rescue only friends or useful allies.
Attitude: see :mod:`sucker.ai.level`."""

from __future__ import annotations

from sucker.ai.heuristics import evaluate, score_action
from sucker.ai.level import LevelSeat, Ranked
from sucker.engine import Action, Game


class EasySeat(LevelSeat):
    level = "easy"

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        base = evaluate(game)[me]
        jitter = self.rng.random
        scored = [(a, score_action(game, me, a, self.attitude) + 0.01 * jitter()) for a in acts]
        scored.sort(key=lambda item: -item[1])
        # squash heuristic scores around the static win chance so values read as chances
        return [(a, min(1.0, max(0.0, base + 0.02 * s))) for a, s in scored]
