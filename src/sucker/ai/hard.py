"""The hard level: Monte Carlo tree search, for ``think`` seconds a decision (default 1).

- The endgame solver of :mod:`sucker.ai.solver` is tried first: a forced win is played.
- Nodes keep a return per player (max^n backup). At this seat's nodes the child is picked by
  UCT on its own (attitude-tilted) mean return, with heuristic move ordering and progressive
  widening. The other players are not searched but *modelled*: near the root each of their
  decisions is what a medium player would answer (:func:`sucker.ai.medium.choose`, computed
  once per node), deeper down the easy level's choice — searching them as perfect players
  made the AI fear replies real opponents never find.
- Playouts play on to the end with the easy level's judgement and a little noise.

Measured (bench/ai_strength.py --only hard --think 0.25): 1 hard vs 3 medium won 28%
[21, 37], short of the 40% target; the medium answers modelled in the tree take about a quarter
of the budget (one per decision or so). At twice the time (``--only time``, 40 games) 1 hard
at 0.5 s vs 3 at 0.25 s won 35% [22, 51]: above an even 25%, not significantly.
Tried and not kept: judging every root answer by medium's own sampled value, rounds of one
more playout per answer with successive halving (a strict superset of medium, tens of times its
samples) won 25% [17, 36] over 80 games — medium's near-deterministic playouts give no new
information when repeated; with 10% random answers in them, 16% [10, 26].

Attitude: see :mod:`sucker.ai.level`."""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from sucker.ai.heuristics import (
    ZERO,
    decider,
    decision_actions,
    dedupe_plays,
    evaluate,
    play_key,
    policy,
    rollout,
    score_action,
    tilt,
)
from sucker.ai.level import LevelSeat, Ranked, spread
from sucker.ai.medium import choose
from sucker.ai.solver import forced_win
from sucker.engine import Action, Game

UCT_C = 0.5
PLAYOUT_EPS = 0.03
MODEL_DEPTH = 8  # tree plies within which the others are modelled as medium players
SOLVER_NODES_PER_SECOND = 6000


class Node:
    __slots__ = ("action", "children", "player", "untried", "visits", "total")

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

    def _rank(self, game: Game, me: int, acts: list[Action]) -> Ranked:
        start = time.perf_counter()
        deadline = start + 0.95 * self.think - 0.005  # room for the answer itself
        win = forced_win(game, me, max(200, int(SOLVER_NODES_PER_SECOND * self.think)))
        if win is not None:
            return [(win, 1.0)] + [(a, evaluate(_child(game, a))[me]) for a in acts if a != win]
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
            if node.player != me:  # another player: one modelled answer
                if node.children:
                    node = node.children[0]
                    assert node.action is not None
                    g.apply(node.action)
                    path.append(node)
                    depth += 1
                    continue
                if depth < MODEL_DEPTH and time.perf_counter() + 2 * self.model_cost < deadline:
                    t = time.perf_counter()
                    a = choose(g, seed)
                    self.model_cost = 0.8 * self.model_cost + 0.2 * (time.perf_counter() - t)
                else:  # deep down, or no time left for the model: the easy judgement
                    a = policy(g, self.rng, 0.0)
                g.apply(a)
                node.children.append(_node(g, a, me))
                path.append(node.children[0])
                break
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
