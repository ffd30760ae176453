"""The hard level: Monte Carlo tree search, for ``think`` seconds a decision (default 1).

- The endgame solver of :mod:`sucker.ai.solver` is tried first: a forced win is played.
- Nodes keep a return per player (max^n backup). At this seat's nodes the child is picked by
  UCT on its own (attitude-tilted) mean return, with heuristic move ordering and progressive
  widening. The other players are not searched as perfect players (that made the AI fear
  replies real opponents never find) but *modelled*, and the model is fitted to them as the
  game goes: the seat checks (:meth:`HardSeat.event`) how often each one answers what a
  medium player would (:func:`sucker.ai.medium.choose`) — medium players about 4 times in
  5, hard ones 1 in 3 — and in the tree each of their answers is, that often, the predicted
  one (medium's near the root, computed once per node; the easy level's deeper down), else
  one drawn from the easy judgement's odds (:func:`sucker.ai.heuristics.softmax`). A
  predictable player is exploited exactly; an unpredictable one is met by a tree that
  samples their plausible answers, and that sample, unlike a single predicted line, gets
  better with more time.
- Playouts play on to the end with the easy level's judgement and a little noise.

Measured on a quiet 2-core machine (``bench/ai_strength.py``; hard given 0.25 s, or 0.1 and
0.2 s, for the long runs):

- 1 hard vs 3 medium: 39.5% [33.0, 46.4] (200 games; fair share 25%). The previous model
  (always medium's answer) won 47.0% [40.2, 53.9] in the same conditions.
- 2 hard at 0.2 s vs 2 at 0.1 s (``--only time``): 2T won 56.7% [49.4, 63.7] of 180 games
  (even: 50%); the previous model 52.5% [46.2, 58.7] of 240 — more time bought it nothing,
  since a single predicted line is searched out in 0.1 s.
- Not kept: the others always drawn from the easy odds, everyone's playouts too: 2T won
  57.5% [51.2, 63.6] but 1 vs 3 medium only 20.8%; with half the answers medium's and
  plain playouts 22.5%; judging every root answer by medium's own sampled value with
  successive halving, 25% (80 games).

Attitude: see :mod:`sucker.ai.level`."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from sucker.ai.heuristics import (
    ZERO,
    decider,
    decision_actions,
    dedupe_plays,
    evaluate,
    play_key,
    policy,
    rollout,
    sample,
    score_action,
    softmax,
    tilt,
)
from sucker.ai.level import LevelSeat, Ranked, spread
from sucker.ai.medium import choose
from sucker.ai.solver import forced_win
from sucker.engine import KILL_PRISONER, TRANSFER, Action, Game, Rules

UCT_C = 0.5
PLAYOUT_EPS = 0.03
TEMPERATURE = 0.5  # of the odds of the others' unpredicted answers in the tree
CHECKS = 20  # of each other player's answers against the medium model, per game
PRIOR = (3.0, 4.0)  # matches and checks assumed before the first check
MODEL_DEPTH = 8  # tree plies within which the others are modelled as medium players
SOLVER_NODES_PER_SECOND = 6000


class Node:
    __slots__ = ("action", "children", "player", "untried", "visits", "total", "odds", "model")

    def __init__(self, game: Game, action: Action | None, player: int, acts: list[Action]) -> None:
        self.action = action
        self.children: list[Node] = []
        self.player = player
        # expanded best-first: the heuristically best answer is popped first
        if len(acts) > 1:
            acts = sorted(acts, key=lambda a: score_action(game, player, a, ZERO))
        self.untried = acts
        self.visits = 0
        self.total = [0.0] * game.n
        # another player's node: their answers and cumulative odds, and the medium answer
        self.odds: list[float] = []
        self.model: Action | None = None


def _node(game: Game, action: Action | None, me: int) -> Node:
    """A new node; only ``me``'s nodes need their answers (the others' are modelled)."""
    if game.is_over():
        return Node(game, action, -1, [])
    who = decider(game)
    return Node(game, action, who, decision_actions(game) if who == me else [])


class HardSeat(LevelSeat):
    level = "hard"
    default_think = 1.0
    model_cost = 0.02  # running mean of a modelled answer's seconds
    before: Game | None = None  # the position before the last event
    matches: list[list[float]] = []  # per player: answers predicted, answers checked

    def start(self, you: int, rules: Rules, seats: list[dict[str, Any]]) -> None:
        super().start(you, rules, seats)
        self.before = None
        self._prior(rules.players)

    def _prior(self, n: int) -> None:
        """Forget the checks: every player as predictable as the prior says."""
        self.matches = [[PRIOR[0], PRIOR[1]] for _ in range(n)]

    def predictability(self, player: int) -> float:
        """The share of ``player``'s answers the medium model predicted so far (a prior of
        3 in 4 before the first check)."""
        matches, checks = self.matches[player]
        return matches / checks

    def event(self, action: Action, game: Game) -> None:
        """Check how often each other player answers what the medium model predicts: the
        share of the model's answer among theirs in the tree (:meth:`_model_answer`)."""
        before, self.before = self.before, game.copy()
        if len(self.matches) != game.n:  # not started
            self._prior(game.n)
        if before is None or action.act in (TRANSFER, KILL_PRISONER) or before.is_over():
            return
        q = decider(before)
        if q == self.you or q != action.by or self.matches[q][1] >= CHECKS + PRIOR[1]:
            return
        acts = decision_actions(before)
        if len(acts) < 2:
            return
        guess = choose(before, self.rng.randrange(1 << 30))
        self.matches[q][0] += play_key(before, guess) == play_key(before, action)
        self.matches[q][1] += 1

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        start = time.perf_counter()
        deadline = start + 0.95 * self.think - 0.005  # room for the answer itself
        win = forced_win(game, me, max(200, int(SOLVER_NODES_PER_SECOND * self.think)))
        if win is not None:
            return [(win, 1.0)] + [(a, evaluate(_child(game, a))[me]) for a in acts if a != win]
        if len(self.matches) != game.n:  # not started
            self._prior(game.n)
        root = Node(game, None, me, dedupe_plays(game, acts))
        iterations = 0
        seed = self.rng.randrange(1 << 30)
        while True:
            self._iterate(game, root, me, self.attitude, seed, deadline)
            iterations += 1
            if time.perf_counter() >= deadline:
                break
        values: dict[tuple[int, ...], float] = {}
        for child in root.children:
            assert child.action is not None
            mean = [x / child.visits for x in child.total]
            # most visited first; the value shown is the mean return
            values[play_key(game, child.action)] = tilt(mean, me, self.attitude)
        floor = min(values.values(), default=None)
        for a in root.untried:  # not searched: ranked last, the static score if nothing else
            static = tilt(evaluate(_child(game, a)), me, self.attitude)
            values[play_key(game, a)] = static if floor is None else min(floor, static)
        visits = {play_key(game, c.action): c.visits for c in root.children if c.action}
        ranked = spread(game, acts, values)
        ranked.sort(key=lambda item: -visits.get(play_key(game, item[0]), 0))
        self.last_iterations = iterations
        return ranked

    def _iterate(
        self,
        root_game: Game,
        root: Node,
        me: int,
        attitude: Sequence[float],
        seed: int,
        deadline: float,
    ) -> None:
        g = root_game.copy()
        node = root
        path = [root]
        depth = 0
        while node.player >= 0:
            if node.player != me:  # another player: one answer drawn from the model
                a = self._model_answer(g, node, depth, seed, deadline)
                child = next((c for c in node.children if c.action == a), None)
                g.apply(a)
                if child is None:
                    child = _node(g, a, me)
                    node.children.append(child)
                    path.append(child)
                    break
                node = child
                path.append(node)
                depth += 1
                continue
            allowed = 1 + int(2.0 * math.sqrt(node.visits))
            if node.untried and len(node.children) < allowed:
                a = node.untried.pop()
                g.apply(a)
                child = _node(g, a, me)
                node.children.append(child)
                path.append(child)
                break
            if not node.children:
                break
            node = _select(node, me, attitude)
            assert node.action is not None
            g.apply(node.action)
            path.append(node)
            depth += 1
        value = rollout(g, self.rng, PLAYOUT_EPS)
        for nd in path:
            nd.visits += 1
            total = nd.total
            for i, v in enumerate(value):
                total[i] += v

    def _model_answer(self, g: Game, node: Node, depth: int, seed: int, deadline: float) -> Action:
        """What another player answers in this iteration: as often as they have answered as
        predicted so far, the predicted answer (near the root a medium player's, computed
        once per node, time allowing; deeper the easy level's), else one drawn from the easy
        judgement's odds (:func:`softmax`), so that the tree learns their other answers too."""
        if not node.odds:
            node.untried = decision_actions(g)
            node.odds = softmax(g, node.player, node.untried, TEMPERATURE)
        if self.rng.random() < self.predictability(node.player):
            if node.model is None:
                if depth < MODEL_DEPTH and time.perf_counter() + 2 * self.model_cost < deadline:
                    t = time.perf_counter()
                    node.model = choose(g, seed)
                    self.model_cost = 0.8 * self.model_cost + 0.2 * (time.perf_counter() - t)
                else:  # deep down, or no time left for the model: the easy judgement
                    node.model = policy(g, self.rng, 0.0)
            return node.model
        return node.untried[sample(node.odds, self.rng)]


def _select(node: Node, me: int, attitude: Sequence[float]) -> Node:
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


def _child(game: Game, action: Action) -> Game:
    g = game.copy()
    g.apply(action)
    return g
