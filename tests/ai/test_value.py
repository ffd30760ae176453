"""The learned evaluations (the search's value, the analysis's chances): their answers are
chances, exact at the end, and their fitted weights judge plain positions the way anyone
would."""

from __future__ import annotations

import random
from collections.abc import Callable

import numpy as np
import pytest

from position_kit import place_chips
from sucker.ai.value import FEATURES, chances, features, inputs, value, weights
from sucker.engine import Game, Rules

Model = Callable[[Game], list[float]]


def _random_positions(seed: int, count: int) -> list[Game]:
    rng = random.Random(seed)
    out: list[Game] = []
    while len(out) < count:
        rules = Rules(rng.choice([3, 4, 5, 6]), rng.choice([1, 3, 7, 12]),
                      rng.choice(["nash1950", "sucker-bench"]))
        g = Game(rules, rng.randrange(rules.players))
        while not g.is_over():
            if rng.random() < 0.1:
                out.append(g.copy())
            g.apply(rng.choice(g.legal_actions()))
        out.append(g)  # and the end
    return out


@pytest.mark.parametrize("model", [value, chances])
def test_value_is_a_chance_per_player_and_exact_at_the_end(model: Model) -> None:
    assert len(weights()) == len(FEATURES)
    for g in _random_positions(seed=5, count=300):
        v = model(g)
        assert len(v) == g.n
        assert abs(sum(v) - 1.0) < 1e-9
        for p in range(g.n):
            if not g.alive[p]:
                assert v[p] == 0.0
                assert features(g)[p] == [0.0] * len(FEATURES)
            else:
                assert 0.0 < v[p] <= 1.0
        if g.is_over():
            assert v[g.winner] == 1.0


def _position(hands: list[dict[int, int]], piles: list[list[int]]) -> Game:
    """A 4-player position to judge, red to play."""
    g = Game(Rules(), 0)
    place_chips(g, hands, piles)
    return g


@pytest.mark.parametrize("model", [value, chances])
def test_more_chips_and_a_capture_to_make_are_worth_more(model: Model) -> None:
    # the same chips played, but red holds more of them than blue
    g = _position([{0: 5, 2: 1}, {1: 2}, {2: 3}, {3: 3}], [[1, 3, 2], [3, 1, 1]])
    v = model(g)
    assert v[0] > max(v[1:])
    # green, who can capture pile 1, is better off to play than when blue is
    g = _position([{0: 3}, {1: 3}, {2: 3}, {3: 3}], [[1, 3, 0, 2], [0]])
    g.to_act = 1
    before = model(g)[2]
    g.to_act = 2
    assert model(g)[2] > before


@pytest.mark.parametrize("model", [value, chances])
def test_the_first_position_is_even_but_for_who_moves(model: Model) -> None:
    for first in range(5):
        v = model(Game(Rules(5, 7), first))
        others = [v[p] for p in range(5) if p != first]
        assert max(others) - min(others) < 1e-12


def test_the_networks_inputs_see_only_the_other_live_players() -> None:
    """Each seat's inputs: its features, the mean and the largest of the other live seats'
    (an empty or defeated seat counts for nothing), and how many are left."""
    x = np.zeros((1, 4, 2))
    x[0, :, 0] = [1.0, 2.0, 4.0, 9.0]  # seat 3 is defeated: its row must be ignored
    alive = np.array([[True, True, True, False]])
    z = inputs(x, alive)[0]
    assert z[0, :2].tolist() == [1.0, 0.0]
    assert z[0, 2] == 3.0  # mean of seats 1 and 2
    assert z[0, 4] == 4.0  # largest of seats 1 and 2
    assert z[2, 2] == 1.5 and z[2, 4] == 2.0
    assert z[0, 6:].tolist() == [0.0, 1.0, 0.0]  # three left
