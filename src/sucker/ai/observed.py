"""What a seat knows of the other players from how they play, never from what they are called.

At each decision a player made with a choice, two models are checked against their answer:
medium's answer (:func:`sucker.ai.medium.choose`, which medium players give 97 times in 100)
and the easy level's judgement (:func:`sucker.ai.heuristics.policy`, which hard players give
4 times in 5); random players give either about as often as chance. Any-time gifts and kills
of prisoners are counted apart: they rarely help the one who makes them. The hard level
tells the kinds of player apart by how often each kind gives each pair of outcomes (a
sequential likelihood test, :meth:`Observed.model`) and predicts a player in its tree by
their kind's model, searching the others; the analysis reads the shares as the player's
observed strength (how much their chance should count on the position, how much on luck).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from sucker.ai.heuristics import decider, decision_actions, play_key, policy
from sucker.engine import KILL_PRISONER, PHASE_RESCUE, TRANSFER, Action, Game

PRIOR = (3.0, 3.0, 4.0)  # medium's matches, easy's, and checks assumed before the first check
# How often each kind of player answers each way: where the two models agree, their answer;
# where they differ, medium's, the easy judgement's, or neither. Counted over the checks of
# 30 medium and 50 easy self-play games of bench/games.py (seed 101; 1,972 and 1,450
# checks): medium players 0.986, 0.959, 0.020, 0.021; easy ones 0.973, 0.051, 0.937,
# 0.012; hard at 0.02 s (40 games) 0.916, 0.186, 0.741, 0.073. The rows below are those,
# made less sure: a medium player's odd answers come in near-ties of the opening (which chip
# on a new pile), where its playout luck differs from the model's, and say little of them;
# searching players are put between hard at 0.02 s and at 0.25 s, who answers the easy
# judgement less often (80% of its answers against 85%: bench/prediction.py).
KINDS = ("medium", "easy", "searcher")
CELLS = (  # agreed and answered; differed and answered medium's, easy's, neither
    (0.95, 0.85, 0.07, 0.08),
    (0.95, 0.06, 0.88, 0.06),
    (0.90, 0.30, 0.55, 0.15),
)
KIND_PRIOR = (0.45, 0.2, 0.35)  # before any check: predicted by medium's answer
BELIEF_FLOOR = 0.02  # no kind is ever less likely: one odd answer is soon outweighed
FOLLOW = (0.97, 0.96)  # how often a medium / easy player answers their model's way
FOLLOW_WEIGHT = 5.0  # checks the rate above counts for, before a player's own


class Observed:
    """Per player: ``matches[p] = [medium's, easy's, checks]`` (the prior included),
    ``checked[p]`` (real checks), ``decisions[p]`` and ``gifts[p]`` (any-time actions)."""

    def __init__(self, n: int, prior: tuple[float, float, float] = PRIOR) -> None:
        self.n = n
        self.matches = [list(prior) for _ in range(n)]
        self.hits = [[0, 0] for _ in range(n)]  # medium's, easy's, in real checks
        self.checked = [0] * n
        self.decisions = [0] * n
        self.gifts = [0] * n
        self.belief = [list(KIND_PRIOR) for _ in range(n)]  # over KINDS

    def model(self, p: int) -> int:
        """How to predict ``p``: 0 by medium's answer, 1 by the easy judgement, -1 not at all
        (search them): the kind of player their answers make likeliest, by Bayes over the
        checks (a sequential likelihood test)."""
        belief = self.belief[p]
        kind = max(range(len(KINDS)), key=belief.__getitem__)
        return kind if kind < 2 else -1

    def follow(self, p: int) -> float:
        """How often ``p`` answers as their model predicts (0: not predicted): the model's
        rate for its kind of player, then more and more their own."""
        model = self.model(p)
        if model < 0:
            return 0.0
        return (FOLLOW[model] * FOLLOW_WEIGHT + self.hits[p][model]) / (
            FOLLOW_WEIGHT + self.checked[p])

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
        medium_key = play_key(before, medium(before))
        easy_key = play_key(before, policy(before, rng, 0.0))
        by_medium, by_easy = medium_key == played, easy_key == played
        row = self.matches[p]
        row[0] += by_medium
        row[1] += by_easy
        row[2] += 1
        self.hits[p][0] += by_medium
        self.hits[p][1] += by_easy
        self.checked[p] += 1
        belief = [b * _likelihood(cells, medium_key == easy_key, by_medium, by_easy)
                  for b, cells in zip(self.belief[p], CELLS, strict=True)]
        total = sum(belief)
        belief = [max(b / total, BELIEF_FLOOR) for b in belief]
        total = sum(belief)
        self.belief[p] = [b / total for b in belief]


def is_anytime(before: Game, action: Action) -> bool:
    """A transfer or kill of a prisoner that answers no decision (a rescue answers one)."""
    if action.act == KILL_PRISONER:
        return True
    return action.act == TRANSFER and not (
        before.phase == PHASE_RESCUE and action.to == before.to_act
    )


def _likelihood(cells: tuple[float, ...], agree: bool, by_medium: bool, by_easy: bool) -> float:
    """How likely a kind of player (its CELLS) answers as observed."""
    if agree:
        return cells[0] if by_medium else 1.0 - cells[0]
    return cells[1] if by_medium else cells[2] if by_easy else cells[3]
