"""Learned evaluations: each player's chance to win from a position, fitted to the outcomes
of self-play games by ``bench/value.py`` (``--fit value`` writes ``value.json``, ``--fit
chances`` ``chances.json``, beside this file). Two models, for two uses:

- :func:`value`, for the hard level's search: a conditional logit — every player still in
  the game gets a score, a weighted sum of the features of :func:`features` (chips held, own
  and prisoners; chips of their colour still in play; piles they threaten; who has the move
  and what it is worth to them), and the chances are the softmax of the scores over those
  players. It costs a few microseconds and is smooth, so a search can compare many sibling
  positions by it.
- :func:`chances`, for analysis (what a player reads on the chart): the same softmax of a
  score per player, but the score is a small neural network (one hidden layer and a linear
  part) of the player's features, of the mean and the largest of the other players' same
  features, and of how many are left — the same weights for every seat. It sees what one
  player's features alone cannot (being the leader, being the only one without a capture)
  and predicts the winner far better (``bench/value.py``); yet a search judging its leaves
  by it played worse against medium than by the logit, so each model
  serves where it is measured to be better.

Unlike a playout, which is one noisy sample of the future, both are smooth; unlike
:func:`sucker.ai.heuristics.evaluate`, their weights are measured, not guessed.
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources

import numpy as np

from sucker.ai.heuristics import capture_gain, rebound_to
from sucker.engine import PHASE_KILL, PHASE_NEXT, PHASE_OVER, PHASE_PLAY, PHASE_RESCUE, Game

# The features of one player, in the order of the weights. Counts of chips are divided by
# the chips each player starts with, so one model serves every table size.
FEATURES = (
    "held",  # chips in hand
    "own",  # of which of their own colour
    "prisoners",  # of which of other colours
    "no_chip",  # holds nothing: defeated when next given the move, unless rescued
    "one_chip",
    "threat_own",  # chips under piles topped by their colour, when they hold one of it
    "threat_any",  # chips under piles topped by their colour
    "capture_now",  # to play, and the best capture open to them (net chips)
    "to_play",  # to play (and so to spend a chip, unless capturing)
    "to_give",  # to give the move (phase next)
    "kill_gain",  # capturing now: the pile they take
    "in_trouble",  # given the move with no chip (phase rescue)
    "asked",  # asked to rescue
    "colour_out",  # chips of their colour held by others
    "colour_piled",  # chips of their colour in the piles
    "held_2left",  # held, when two players are left
    "held_3left",  # held, when three players are left
    "sqrt_held",
    "rebound_capture",  # in a rescue: the capture open to whom the move rebounds to
    "may_get_move",  # phase next: among the options (1 / number of options)
    "may_get_capture",  # phase next: among the options, and the capture open to them
)


def _fitted(name: str) -> dict[str, object]:
    """A model file beside this module (checked against FEATURES)."""
    data: dict[str, object] = json.loads(resources.files("sucker.ai").joinpath(name).read_text())
    if tuple(data["features"]) != FEATURES:  # type: ignore[arg-type]
        model = name.removesuffix(".json")
        raise RuntimeError(f"{name} was fitted to other features: run bench/value.py --fit {model}")
    return data


@cache
def weights() -> tuple[float, ...]:
    """The logit's fitted weights, from value.json."""
    return tuple(float(w) for w in _fitted("value.json")["weights"])  # type: ignore[attr-defined]


class Net:
    """The chances' network: ``w1`` (inputs x hidden), ``b1``, ``w2`` (hidden) and the linear
    part ``wl`` (inputs)."""

    def __init__(self, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray, wl: np.ndarray) -> None:
        self.w1, self.b1, self.w2, self.wl = w1, b1, w2, wl

    def to_json(self) -> dict[str, object]:
        return {"features": FEATURES, **{
            k: np.round(getattr(self, k), 5).tolist() for k in ("w1", "b1", "w2", "wl")
        }}

    def forward(self, inputs: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The hidden layer and the score of each row of :func:`inputs` (any leading shape);
        the fit needs the hidden layer for its gradient."""
        hidden = np.maximum(inputs @ self.w1 + self.b1, 0.0)
        return hidden, hidden @ self.w2 + inputs @ self.wl

    def scores(self, inputs: np.ndarray) -> np.ndarray:
        """The score of each row of :func:`inputs` (any leading shape)."""
        return self.forward(inputs)[1]


@cache
def net() -> Net:
    """The fitted network, from chances.json."""
    data = _fitted("chances.json")
    return Net(*(np.array(data[k], dtype=float) for k in ("w1", "b1", "w2", "wl")))


def inputs(x: np.ndarray, alive: np.ndarray) -> np.ndarray:
    """The network's inputs for every seat of every position: ``x`` holds :func:`features`
    (positions x seats x FEATURES, zero for empty seats), ``alive`` who is still in; each
    seat gets its own features, the mean and the largest of the other live players', and
    whether 2, 3 or more players are left."""
    live = alive[..., None]
    count = live.sum(1, keepdims=True).astype(float)
    mean_others = ((x * live).sum(1, keepdims=True) - x * live) / np.maximum(count - 1, 1)
    seats = x.shape[1]
    others = np.where(  # [position, seat, other seat, feature]: the other live seats' features
        alive[:, None, :, None] & ~np.eye(seats, dtype=bool)[None, :, :, None],
        x[:, None, :, :],
        -np.inf,
    )
    max_others = others.max(2)
    max_others[np.isneginf(max_others)] = 0.0
    left = np.broadcast_to(count, (*x.shape[:2], 1))
    return np.concatenate([x, mean_others, max_others, left == 2, left == 3, left >= 4], -1)


def features(game: Game) -> list[list[float]]:
    """The features of every player (all zero for a defeated one), in the order of FEATURES."""
    n = game.n
    chips = game.rules.chips
    alive = game.alive
    hands = game.hands
    held = game.held
    threat_own = [0] * n
    threat_any = [0] * n
    piled = [0] * n
    for pile in game.piles:
        top = pile[-1]
        if alive[top]:
            threat_any[top] += len(pile) - 1
            if hands[top][top] and not game.bench:
                threat_own[top] += len(pile) - 1
        for c in pile:
            piled[c] += 1
    left = game.alive_count
    out = [[0.0] * len(FEATURES) for _ in range(n)]
    for p in range(n):
        if not alive[p]:
            continue
        f = out[p]
        h = held[p]
        own = hands[p][p]
        f[0] = h / chips
        f[1] = own / chips
        f[2] = (h - own) / chips
        f[3] = float(h == 0)
        f[4] = float(h == 1)
        f[5] = threat_own[p] / chips
        f[6] = threat_any[p] / chips
        f[13] = (sum(hands[q][p] for q in range(n)) - own) / chips
        f[14] = piled[p] / chips
        f[15] = h / chips if left == 2 else 0.0
        f[16] = h / chips if left == 3 else 0.0
        f[17] = math.sqrt(h / chips)
    phase = game.phase
    me = game.to_act
    if phase == PHASE_PLAY:
        out[me][8] = 1.0
        out[me][7] = max(capture_gain(game, me), 0) / chips
    elif phase == PHASE_NEXT:
        out[me][9] = 1.0
        share = 1.0 / len(game.options)
        for q in game.options:
            out[q][19] = share
            out[q][20] = max(capture_gain(game, q), 0) / chips
    elif phase == PHASE_KILL:
        out[me][10] = (len(game.piles[game.kill_pile]) - 1) / chips
    elif phase == PHASE_RESCUE:
        out[me][11] = 1.0
        for q in game.awaiting:
            out[q][12] = 1.0
        back = rebound_to(game)
        if back >= 0:
            out[back][18] = max(capture_gain(game, back), 0) / chips
    return out


def value(game: Game, fitted: tuple[float, ...] | None = None) -> list[float]:
    """Each player's chance to win (sums to 1; 0 for the defeated; exact once over), by the
    ``fitted`` weights (default: value.json's)."""
    n = game.n
    if game.phase == PHASE_OVER:
        won = [0.0] * n
        won[game.winner] = 1.0
        return won
    w = fitted or weights()
    alive = game.alive
    scores = [
        sum(a * x for a, x in zip(w, f, strict=True)) if alive[p] else -math.inf
        for p, f in enumerate(features(game))
    ]
    top = max(scores)
    odds = [math.exp(s - top) for s in scores]
    total = sum(odds)
    return [x / total for x in odds]


def chances(game: Game, fitted: Net | None = None) -> list[float]:
    """Each player's chance to win by the ``fitted`` network (default: chances.json's), with
    the same guarantees as :func:`value`."""
    if game.phase == PHASE_OVER:
        return [float(p == game.winner) for p in range(game.n)]
    alive = np.array(game.alive, dtype=bool)
    s = scores(game, fitted)
    odds = np.exp(np.where(alive, s, -np.inf) - s[alive].max())
    return (odds / odds.sum()).tolist()  # type: ignore[no-any-return]


def scores(game: Game, fitted: Net | None = None) -> np.ndarray:
    """Each seat's score by the network (the chances are their softmax over the players still
    in; the analysis calibrates them)."""
    alive = np.array(game.alive, dtype=bool)
    x = inputs(np.array(features(game))[None], alive[None])
    out: np.ndarray = (fitted or net()).scores(x)[0]
    return out
