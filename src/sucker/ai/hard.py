"""The hard level: Monte Carlo tree search, for ``think`` seconds a decision (default 1).

- The endgame solver of :mod:`sucker.ai.solver` is tried first, for a tenth of the time: a
  forced win is played.
- Nodes keep a return per player (max^n backup); new nodes are judged by a few decisions of
  the easy level's judgement and then the learned evaluation of :mod:`sucker.ai.value`
  (smooth and cheap, where a playout to the end is one noisy sample).
- The other players are *modelled*, from how they play and never from what the table calls
  them (a name may lie, and a person is no level): the seat checks (:meth:`HardSeat.event`,
  :class:`sucker.ai.observed.Observed`) each of their answers against what a medium player
  would answer (:func:`sucker.ai.medium.choose`) and what the easy level's judgement would
  (:func:`sucker.ai.heuristics.policy`). Medium players answer medium's nearly always,
  easy ones easy's, searching ones (hard, people) neither reliably, and each kind gives
  its own mix of the four outcomes, so each check moves the odds of each kind (a sequential
  likelihood test); the likeliest kind decides. A player whose likeliest kind is medium or
  easy is predicted in the tree: each of their decisions is, as often as they have followed
  it, their model's answer (medium's: at any depth while time allows, remembered for the
  whole game; easy's: everywhere, it is cheap). Anyone else, and a predicted player the rest
  of the time, chooses like this seat does, by UCT on their own return. Before any check
  everyone is taken for a medium player; a searching player leaves that kind within a few
  checks. Predicting a predictable player is what wins against one (without predictions the
  tree loses most games against three medium players); searching a player who searches too
  is what makes time pay against them. A wrapper that knows what
  sways the others sets :attr:`HardSeat.minds` (:class:`Minds`): the talk layer
  (``talk:hard``) gives each player who bargains their attitude from its public ledger and
  the promise their decision keeps, and medium's answer is then theirs as a talking medium
  seat so swayed answers (talkers follow it far more often than medium's untilted answer:
  tests/ai/talk/test_talk_minds.py); the silent are predicted as before.
- This seat picks its own answers by UCT on its (attitude-tilted) return, with heuristic
  move ordering and progressive widening; it plays the most visited.
- In the opening, until each other player still in has answered ``OPENING_CHECKS``
  decisions it checked, it answers as a medium seat does (:func:`sucker.ai.medium.rank`)
  instead of searching: too little is known of the others to predict them, and the opening
  sets the race that decides games against players who play by the easy judgement (once
  every colour is in one pile, each drops a chip in turn and whoever comes first in that
  round runs out first, far beyond the tree's leaves). Medium's answer plays every leaf out
  to the end with everyone on that judgement, a best reply to such players, and medium and
  searching players answer the judgement's way in most opening decisions too; the tree,
  taking everyone for a medium player there, lost races medium's answer wins. The hint
  (:func:`sucker.ai.analysis.hint`), which sees no history, searches from the first
  decision (``opening_checks = 0``).

Attitude: see :mod:`sucker.ai.level`. Measured strength: docs/benchmarks.md, "Arena"
(``bench/ai_strength.py``) and "Ladder" (``bench/ladder.py``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Hashable, Sequence
from typing import Any, Protocol

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
from sucker.ai.medium import rank as medium_rank
from sucker.ai.observed import Observed
from sucker.ai.solver import forced_win, position_key
from sucker.ai.value import value
from sucker.engine import Action, Game, Rules

UCT_C = 0.5  # exploration, at everyone's nodes
WIDENING = 2.0  # a node tries 1 + WIDENING * sqrt(visits) of its answers
PLAYOUT_DECISIONS = 4  # played on from a new node before the learned value judges it
PLAYOUT_EPS = 0.03  # share of random answers in those
CHECKS = 20  # of each other player's answers against the models, per game
OPENING_CHECKS = 1  # of each other player's answers, before the seat searches
MODEL_SEED = 1  # medium's predictions are made with one seed, so they can be remembered
SOLVER_SHARE = 0.1  # of the time, for the endgame solver
SOLVER_NODES_PER_SECOND = 6000


class Minds(Protocol):
    """What a wrapper knows of the others beyond their answers (the talk layer: their deals
    and goodwill, from its ledger), for predicting a medium-like player's answer."""

    def mind(self, game: Game, player: int) -> Hashable | None:
        """What sways ``player``'s pending decision in ``game`` (a hashable key), or None:
        nothing, they answer as a medium player does."""

    def answer(self, game: Game, player: int, mind: Hashable, seed: int) -> Action:
        """``player``'s answer as a medium player swayed by ``mind``, with the playout luck
        of ``seed``."""


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
    observed: Observed = Observed(0)  # what this seat has seen of each player's answers
    predicted: dict[tuple[object, ...], Action] = {}  # medium's answers, by position and pile ids
    last_iterations = 0
    opening_checks = OPENING_CHECKS  # 0: search from the first decision (the hint)
    minds: Minds | None = None  # set by a wrapper that knows what sways the others

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        super().start(you, rules, seats, game)
        self.before = None
        self.predicted = {}
        self.observed = Observed(rules.players)  # seat kinds are not read: names may lie

    def event(self, action: Action, game: Game) -> None:
        """Check another player's answer against each model (medium's answer, the easy
        level's judgement): their answers say which kind of player they are, and so whether
        and how the tree predicts them."""
        before, self.before = self.before, game.copy()
        if self.observed.n != game.n:  # not started
            self.observed = Observed(game.n)
        if before is None or action.by == self.you or not self.observed.checkable(before, action):
            return
        if self.observed.checked[action.by] < CHECKS:
            self.observed.see(before, action, self._medium, self.rng)

    def _medium(self, game: Game) -> Action:
        """Medium's answer for the decider of ``game`` (swayed as :attr:`minds` says, if
        set), remembered for the game."""
        minds = self.minds
        mind = None if minds is None else minds.mind(game, decider(game))
        key = (position_key(game), tuple(game.pile_ids), mind)  # answers name piles by id
        answer = self.predicted.get(key)
        if answer is None:
            t = time.perf_counter()
            if minds is None or mind is None:
                answer = choose(game, MODEL_SEED)
            else:
                answer = minds.answer(game, decider(game), mind, MODEL_SEED)
            self.predicted[key] = answer
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
        if self.opening(game, me):
            return medium_rank(game, me, acts, self.attitude, self.rng.randrange(1 << 30))
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

    def opening(self, game: Game, me: int) -> bool:
        """Whether some other player still in ``game`` has answered fewer than
        ``opening_checks`` decisions this seat checked: too little is known of them to
        predict them in a tree."""
        if not self.opening_checks:
            return False
        if self.observed.n != game.n:  # not started
            return True
        return any(p != me and game.alive[p] and self.observed.checked[p] < self.opening_checks
                   for p in range(game.n))

    def search(self, game: Game, me: int, acts: list[Action], deadline: float) -> Node:
        """The tree grown from ``game`` for ``me`` answering with one of ``acts`` until
        ``deadline`` (a ``time.perf_counter`` time; at least one descent). Its root's mean
        return is each player's chance as the search sees it (the analysis reads it)."""
        if self.observed.n != game.n:  # not started
            self.observed = Observed(game.n)
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
            known = self.observed.follow(p) if p != me else 0.0
            if known and self.rng.random() < known:
                a = node.model or self._predict(g, node, deadline, self.observed.model(p) == 1)
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


def _child(game: Game, action: Action) -> Game:
    g = game.copy()
    g.apply(action)
    return g
