"""What the three built-in levels share: attitude, ranking, any-time actions, ``decide``.

**Attitude.** ``seat.attitude`` is a list indexed by colour (6 entries, default 0.0): > 0 is
friendly, < 0 hostile, about -1..1. The constructor's ``ally_bias`` ({colour: value}) fills
it. The seat's utility is its own win chance plus half of each other player's, weighted by
attitude (:func:`sucker.ai.heuristics.tilt`), so a friend is given the move when it helps
them, rescued, and spared in kills; an enemy gets the opposite. The talk wrapper sets it from
deals and trust, at any time (it is read afresh at every decision).

**Ranking.** ``seat.rank(game)`` lists this seat's legal answers to the pending decision
with a value, higher better (about its win chance, tilted by attitude), best first;
``decide`` plays the first, after any any-time transfer/kill that helps (easy never makes
those). A seat that is not asked to decide gets an empty list.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from sucker.ai.base import Decision, Seat
from sucker.ai.heuristics import evaluate, play_key, tilt
from sucker.engine import (
    NOBODY,
    PHASE_NEXT,
    PHASE_PLAY,
    Action,
    Game,
)

Ranked = list[tuple[Action, float]]


class LevelSeat(Seat):
    """Base of the built-in levels. ``think`` is the thinking budget in seconds."""

    level = "level"
    default_think = 0.0
    anytime = True  # look for helpful any-time transfers and kills

    def __init__(
        self,
        seed: int | None = None,
        think: float | None = None,
        ally_bias: dict[int, float] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.think = self.default_think if think is None else think
        self.attitude = [0.0] * 6
        for colour, value in (ally_bias or {}).items():
            self.attitude[colour] = float(value)
        self.you = NOBODY

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"{self.level} AI"

    def rank(self, game: Game, you: int | None = None) -> Ranked:
        """This seat's (or ``you``'s) answers to the pending decision, best first."""
        me = self.you if you is None else you
        if me not in game.deciders():
            return []
        acts = game.legal_actions(me)
        if len(acts) == 1:
            return [(acts[0], evaluate(game)[me])]
        ranked = self._rank(game.copy(), me, acts)
        return ranked

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        raise NotImplementedError

    def decide(self, game: Game) -> Decision:
        lead = self.helpful_anytime(game) if self.anytime else []
        for a in lead:
            game.apply(a)
        ranked = self.rank(game)
        return Decision(lead + [ranked[0][0]])

    def helpful_anytime(self, game: Game) -> list[Action]:
        """At most one transfer or prisoner kill, made only if it beats every plain answer by
        a clear margin in a one-step look-ahead (rare: chips given away are chips lost)."""
        me = self.you
        if game.phase not in (PHASE_PLAY, PHASE_NEXT) or game.to_act != me:
            return []
        extra = game.anytime_actions(me)
        if not extra:
            return []
        base = _one_step(game, me, self.attitude)
        best, best_value = None, base + 0.02
        for a in extra:
            g = game.copy()
            g.apply(a)
            if me not in g.deciders():
                continue  # it must leave our decision pending
            value = _one_step(g, me, self.attitude)
            if value > best_value:
                best, best_value = a, value
        return [] if best is None else [best]


def _one_step(game: Game, me: int, attitude: Sequence[float]) -> float:
    best = -1.0
    for a in game.legal_actions(me):
        g = game.copy()
        g.apply(a)
        best = max(best, tilt(evaluate(g), me, attitude))
    return best


def spread(game: Game, acts: list[Action], values: dict[tuple[int, ...], float]) -> Ranked:
    """Give every legal action the value of its representative (:func:`play_key`), best
    first (stable: ties keep the engine's order)."""
    ranked = [(a, values[play_key(game, a)]) for a in acts]
    ranked.sort(key=lambda item: -item[1])
    return ranked

