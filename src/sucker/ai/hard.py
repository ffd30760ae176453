"""The hard level: Monte Carlo tree search, for ``think`` seconds a decision (default 1).

- The endgame solver of :mod:`sucker.ai.solver` is tried first, for a tenth of the time: a
  forced win is played.
- Nodes keep a return per player (max^n backup); new nodes are judged by a few decisions of
  the easy level's judgement and then the learned evaluation of :mod:`sucker.ai.value`
  (smooth and cheap, where a playout to the end is one noisy sample).
- The other players are *modelled*, and the model is fitted to them as the game goes: the
  seat checks (:meth:`HardSeat.event`) how often each one answers what a medium player would
  (:func:`sucker.ai.medium.choose`) and what the easy level's judgement would
  (:func:`sucker.ai.heuristics.policy`) — medium players answer medium's 97 times in 100,
  hard ones (0.25 s) easy's 4 times in 5 and medium's 2 in 3 (``bench/prediction.py``). A
  player the better model predicted at least ``PREDICTABLE`` of the time is predicted in the
  tree: each of their decisions is, as often as the model predicted them, its answer
  (medium's: at any depth while time allows, remembered for the whole game; easy's:
  everywhere, it is cheap). Any other player, and a predicted one the rest of the time,
  chooses like this seat does, by UCT on their own return. Before the checks, a seat the
  table names as the medium level is predicted, anyone else searched: a game gives few
  checks, and searching players (hard ones, people) answer the models' way most of the time
  in the opening, while their other answers are the ones that matter. Predicting a
  predictable player is what wins against one (without predictions the tree won 13% of games
  against three medium players; with them, nearly nine in ten at 1 s); searching a player
  who searches too is what makes time pay against them (README, "AI strength").
- This seat picks its own answers by UCT on its (attitude-tilted) return, with heuristic
  move ordering and progressive widening; it plays the most visited.

Attitude: see :mod:`sucker.ai.level`. Measured strength: the README's figures
(``bench/ai_strength.py``).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Sequence
from typing import Any

from sucker.ai.heuristics import (
    ZERO,
    decider,
    decision_actions,
    dedupe_plays,
    play_key,
    play_policy,
    policy,
    score_action,
    tilt,
)
from sucker.ai.level import LevelSeat, Ranked, spread
from sucker.ai.medium import choose
from sucker.ai.solver import forced_win, position_key
from sucker.ai.value import value
from sucker.engine import KILL_PRISONER, TRANSFER, Action, Game, Rules

UCT_C = 0.5  # exploration, at everyone's nodes
WIDENING = 2.0  # a node tries 1 + WIDENING * sqrt(visits) of its answers
PLAYOUT_DECISIONS = 4  # played on from a new node before the learned value judges it
PLAYOUT_EPS = 0.03  # share of random answers in those
CHECKS = 20  # of each other player's answers against the models, per game
PREDICTABLE = 0.9  # a player is predicted in the tree only while a model predicts this share
PRIOR = (3.0, 2.5, 4.0)  # medium's matches, easy's, and checks assumed before the first check
MEDIUM_PRIOR = (9.5, 9.0, 10.0)  # the same for a seat the table names as the medium level
MODEL_SEED = 1  # medium's predictions are made with one seed, so they can be remembered
SOLVER_SHARE = 0.1  # of the time, for the endgame solver
SOLVER_NODES_PER_SECOND = 6000


class Node:
    """A position in the tree: whose decision it is, their answers not yet tried (best last),
    visits and summed returns per player; ``model`` is another player's predicted answer."""

    __slots__ = ("action", "children", "player", "untried", "visits", "total", "model")

    def __init__(
        self, game: Game, action: Action | None, acts: list[Action] | None = None, player: int = -1
    ) -> None:
        """``acts`` and ``player``: the root's (this seat's answers, in a rescue too)."""
        self.action = action
        self.children: list[Node] = []
        if player < 0 and not game.is_over():
            player = decider(game)
        self.player = player
        if acts is None:
            acts = decision_actions(game) if self.player >= 0 else []
        if len(acts) > 1:  # expanded best-first: the heuristically best answer is popped first
            acts = sorted(acts, key=lambda a: score_action(game, self.player, a, ZERO))
        self.untried = acts
        self.visits = 0
        self.total = [0.0] * game.n
        self.model: Action | None = None


class HardSeat(LevelSeat):
    level = "hard"
    default_think = 1.0
    model_cost = 0.01  # running mean of a medium prediction's seconds
    before: Game | None = None  # the position before the last event
    matches: list[list[float]] = []  # per player: answers medium / easy predicted, checked
    checked: list[int] = []  # per player: answers checked in this game (``CHECKS`` at most)
    predicted: dict[tuple[object, ...], Action] = {}  # medium's answers, by position and pile ids
    last_iterations = 0

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        super().start(you, rules, seats, game)
        self.before = None
        self.predicted = {}
        self._prior(rules.players, seats)

    def _prior(self, n: int, seats: Sequence[dict[str, Any]] = ()) -> None:
        """Forget the checks. A seat the table names as the medium level is predicted until
        checks say otherwise (medium's model is its decision); anyone else is searched until
        checks show a model predicts them."""
        kinds = [str(s.get("kind", "")) if isinstance(s, dict) else "" for s in seats]
        kinds += [""] * n
        self.matches = [list(MEDIUM_PRIOR if _is_medium(kind) else PRIOR) for kind in kinds[:n]]
        self.checked = [0] * n

    def predictability(self, player: int) -> float:
        """The share of ``player``'s answers the better model predicted so far (before the
        first check, the prior: 19 in 20 for a medium seat, 3 in 4 for any other)."""
        medium, easy, checks = self.matches[player]
        return max(medium, easy) / checks

    def easy_model(self, player: int) -> bool:
        """Whether the easy level's judgement predicted ``player`` better than medium."""
        medium, easy, _ = self.matches[player]
        return easy > medium

    def event(self, action: Action, game: Game) -> None:
        """Check how often each other player answers what each model (medium's answer, the
        easy level's judgement) predicts: the better one predicts them in the tree, as often
        as it predicted them here."""
        before, self.before = self.before, game.copy()
        if len(self.matches) != game.n:  # not started
            self._prior(game.n)
        if before is None or action.act in (TRANSFER, KILL_PRISONER) or before.is_over():
            return
        q = decider(before)
        if q == self.you or q != action.by or self.checked[q] >= CHECKS:
            return
        if len(decision_actions(before)) < 2:
            return
        played = play_key(before, action)
        self.matches[q][0] += play_key(before, self._medium(before)) == played
        self.matches[q][1] += play_key(before, policy(before, self.rng, 0.0)) == played
        self.matches[q][2] += 1
        self.checked[q] += 1

    def _medium(self, game: Game) -> Action:
        """Medium's answer for the decider of ``game``, remembered for the game."""
        key = (position_key(game), tuple(game.pile_ids))  # answers name piles by id
        answer = self.predicted.get(key)
        if answer is None:
            t = time.perf_counter()
            answer = self.predicted[key] = choose(game, MODEL_SEED)
            self.model_cost = 0.8 * self.model_cost + 0.2 * (time.perf_counter() - t)
        return answer

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        start = time.perf_counter()
        deadline = start + 0.95 * self.think - 0.005  # room for the answer itself
        budget = int(SOLVER_NODES_PER_SECOND * SOLVER_SHARE * self.think)
        win = forced_win(game, me, max(100, budget))
        if win is not None:
            others = [(a, value(_child(game, a))[me]) for a in acts if a != win]
            return [(win, 1.0), *others]
        root = self.search(game, me, acts, deadline)
        values: dict[tuple[int, ...], float] = {}
        for child in root.children:
            assert child.action is not None
            mean = [x / child.visits for x in child.total]
            values[play_key(game, child.action)] = tilt(mean, me, self.attitude)
        floor = min(values.values(), default=None)
        for a in root.untried:  # not searched: ranked last, the static value if nothing else
            static = tilt(value(_child(game, a)), me, self.attitude)
            values[play_key(game, a)] = static if floor is None else min(floor, static)
        visits = {play_key(game, c.action): c.visits for c in root.children if c.action}
        ranked = spread(game, acts, values)  # most visited first; shown: the mean return
        ranked.sort(key=lambda item: -visits.get(play_key(game, item[0]), 0))
        return ranked

    def search(self, game: Game, me: int, acts: list[Action], deadline: float) -> Node:
        """The tree grown from ``game`` for ``me`` answering with one of ``acts`` until
        ``deadline`` (a ``time.perf_counter`` time; at least one descent). Its root's mean
        return is each player's chance as the search sees it (the analysis reads it)."""
        if len(self.matches) != game.n:  # not started
            self._prior(game.n)
        root = Node(game, None, dedupe_plays(game, acts), me)
        iterations = 0
        while True:
            self._iterate(game, root, me, self.attitude, deadline)
            iterations += 1
            if time.perf_counter() >= deadline:
                break
        self.last_iterations = iterations
        return root

    def _iterate(
        self, root_game: Game, root: Node, me: int, attitude: Sequence[float], deadline: float
    ) -> None:
        """One descent from the root to a new node, its judgement, and the backup."""
        g = root_game.copy()
        node = root
        path = [root]
        while node.player >= 0:
            p = node.player
            known = self.predictability(p) if p != me else 0.0
            if known >= PREDICTABLE and self.rng.random() < known:
                a = node.model or self._predict(g, node, deadline, self.easy_model(p))
                child = next((c for c in node.children if c.action == a), None)
                if child is None and a in node.untried:
                    node.untried.remove(a)
            elif node.untried and len(node.children) < 1 + int(WIDENING * math.sqrt(node.visits)):
                a = node.untried.pop()
                child = None
            elif node.children:
                child = _select(node, me, attitude)
                assert child.action is not None
                a = child.action
            else:
                break
            g.apply(a)
            if child is None:
                child = Node(g, a)
                node.children.append(child)
                path.append(child)
                break
            node = child
            path.append(node)
        play_policy(g, self.rng, PLAYOUT_EPS, PLAYOUT_DECISIONS)  # heuristics.policy, natively
        result = value(g)
        for nd in path:
            nd.visits += 1
            total = nd.total
            for i, v in enumerate(result):
                total[i] += v

    def _predict(self, g: Game, node: Node, deadline: float, easy: bool) -> Action:
        """Another player's predicted answer at ``node``: by their ``easy`` model the easy
        level's; else medium's, at any depth, while time allows (then the easy level's)."""
        if not easy and time.perf_counter() + 2 * self.model_cost < deadline:
            node.model = self._medium(g)
        else:
            node.model = policy(g, self.rng, 0.0)
        return node.model


def _select(node: Node, me: int, attitude: Sequence[float]) -> Node:
    """UCT: the child best for the node's decider (``me``: by attitude), plus exploration."""
    p = node.player
    log_n = math.log(node.visits + 1)
    best = node.children[0]
    best_score = -1e9
    for c in node.children:
        n = c.visits
        if n == 0:
            return c
        mean = tilt([x / n for x in c.total], me, attitude) if p == me else c.total[p] / n
        score = mean + UCT_C * math.sqrt(log_n / n)
        if score > best_score:
            best, best_score = c, score
    return best


def _is_medium(kind: str) -> bool:
    """Whether a seat kind is this site's medium level, silent or talking, with or without the
    budget it ignores (the syntax of :func:`sucker.ai.kinds.make_seat`, which imports this
    module, so it is not called here)."""
    return re.fullmatch(r"(ai|talk):medium(@[^/]*)?(/\w+)?", kind) is not None


def _child(game: Game, action: Action) -> Game:
    g = game.copy()
    g.apply(action)
    return g
