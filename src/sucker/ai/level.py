"""What the three built-in levels share: attitude, ranking, any-time actions, ``decide``.

**Attitude.** ``seat.attitude`` is a list indexed by colour (6 entries, default 0.0): > 0 is
friendly, < 0 hostile, about -1..1. The constructor's ``ally_bias`` ({colour: value}) fills
it. The seat's utility is its own win chance plus half of each other player's, weighted by
attitude (:func:`sucker.ai.heuristics.tilt`), so a friend is given the move when it helps
them, rescued, and spared in kills; an enemy gets the opposite. The talk wrapper sets it from
deals and trust, at any time (it is read afresh at every decision).

**Ranking.** ``seat.rank(game)`` lists this seat's legal answers to the pending decision
with a value, higher better (about its win chance, tilted by attitude), best first;
``decide`` plays the first, after any any-time action that helps (:meth:`helpful_anytime`:
sharing a prisoner with a struggling close friend). A seat that is not asked to decide gets
an empty list.
"""

from __future__ import annotations

import random

from sucker.ai.heuristics import evaluate, play_key, strengths
from sucker.ai.seat import Decision, Seat
from sucker.engine import (
    NEW_PILE,
    NOBODY,
    PHASE_NEXT,
    PHASE_PLAY,
    TRANSFER,
    Action,
    Game,
)

Ranked = list[tuple[Action, float]]


class LevelSeat(Seat):
    """Base of the built-in levels. ``think`` is the thinking budget in seconds."""

    level = "level"
    default_think = 0.0
    anytime = True  # decide() (and the talk wrapper) look for helpful any-time actions

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

    def time_limit(self, seconds: float) -> None:
        """Think at most half the host's limit (the rest for the pipes and a busy machine)."""
        self.think = min(self.think, 0.5 * seconds)

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
        """Any-time actions worth making before answering: only one, sharing a prisoner with
        a close friend (attitude >= 0.5) who is down to one chip or none while we can spare
        it — a coalition keeping its partner alive. Otherwise chips given away or killed
        are chips lost, so none."""
        me = self.you
        if game.phase not in (PHASE_PLAY, PHASE_NEXT) or game.to_act != me:
            return []
        if game.held[me] < 4 or game.prisoners(me) < 2:
            return []
        friends = [
            q for q in range(game.n)
            if q != me and game.alive[q] and self.attitude[q] >= 0.5 and game.held[q] <= 1
        ]
        if not friends:
            return []
        friend = max(friends, key=lambda q: self.attitude[q])
        s = strengths(game)
        hand = game.hands[me]
        # the chip that helps no rival: a defeated colour, else the weakest player's
        chip = min(
            (c for c in range(game.n) if c != me and hand[c]),
            key=lambda c: s[c] if game.alive[c] else -1.0,
        )
        return [Action(TRANSFER, me, chip, NEW_PILE, friend)]


def spread(game: Game, acts: list[Action], values: dict[tuple[int, ...], float]) -> Ranked:
    """Give every legal action the value of its representative (:func:`play_key`), best
    first (stable: ties keep the engine's order)."""
    ranked = [(a, values[play_key(game, a)]) for a in acts]
    ranked.sort(key=lambda item: -item[1])
    return ranked

