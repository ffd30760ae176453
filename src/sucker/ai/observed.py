"""What a seat knows of the other players from how they play, never from what they are called.

At each decision a player made with a choice, two models are checked against their answer:
medium's answer (:func:`sucker.ai.medium.choose`, which medium players give 97 times in 100)
and the easy level's judgement (:func:`sucker.ai.heuristics.policy`, which hard players give
4 times in 5); random players give either about as often as chance. Any-time gifts and kills
of prisoners are counted apart: they rarely help the one who makes them. The hard level
predicts a player in its tree by the better model while it predicts them well enough; the
analysis reads the shares as the player's observed strength (how much their chance should
count on the position, how much on luck).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sucker.ai.heuristics import decider, decision_actions, play_key, policy
from sucker.engine import KILL_PRISONER, PHASE_RESCUE, TRANSFER, Action, Game

PRIOR = (3.0, 3.0, 4.0)  # medium's matches, easy's, and checks assumed before the first check


class Observed:
    """Per player: ``matches[p] = [medium's, easy's, checks]`` (the prior included),
    ``checked[p]`` (real checks), ``decisions[p]`` and ``gifts[p]`` (any-time actions)."""

    def __init__(self, n: int, prior: tuple[float, float, float] = PRIOR) -> None:
        self.matches = [list(prior) for _ in range(n)]
        self.checked = [0] * n
        self.decisions = [0] * n
        self.gifts = [0] * n

    def predictability(self, p: int) -> float:
        """The share of ``p``'s answers the better model predicted (with the prior)."""
        medium, easy, checks = self.matches[p]
        return max(medium, easy) / checks

    def easy_model(self, p: int) -> bool:
        """Whether the easy level's judgement predicted ``p`` better than medium's answer."""
        medium, easy, _ = self.matches[p]
        return easy > medium

    def gift_rate(self, p: int) -> float:
        """Any-time gifts and kills a decision (one assumed free before any)."""
        return self.gifts[p] / (self.decisions[p] + 4.0)

    def checkable(self, before: Game, action: Action) -> bool:
        """Whether ``action`` answers a decision of its player's with a choice (not an
        any-time action)."""
        if before.is_over() or is_anytime(before, action):
            return False
        return decider(before) == action.by and len(decision_actions(before)) > 1

    def see(
        self, before: Game, action: Action, medium: Callable[[Game], Action] | None,
        rng: random.Random,
    ) -> None:
        """Count ``action``, played from ``before``: a gift, or a decision checked against
        the models (``medium``: medium's answer at a position; None: not checked, to save
        time)."""
        p = action.by
        if is_anytime(before, action):
            self.gifts[p] += 1
            return
        self.decisions[p] += 1
        if medium is None or not self.checkable(before, action):
            return
        played = play_key(before, action)
        row = self.matches[p]
        row[0] += play_key(before, medium(before)) == played
        row[1] += play_key(before, policy(before, rng, 0.0)) == played
        row[2] += 1
        self.checked[p] += 1


def is_anytime(before: Game, action: Action) -> bool:
    """A transfer or kill of a prisoner that answers no decision (a rescue answers one)."""
    if action.act == KILL_PRISONER:
        return True
    return action.act == TRANSFER and not (
        before.phase == PHASE_RESCUE and action.to == before.to_act
    )
