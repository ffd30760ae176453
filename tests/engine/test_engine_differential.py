"""The compiled engine against the pure one, side by side in one process.

10,000 random games over all rules (any-time transfers and kills mixed in): after every
action both states give the same JSON text and the same legal actions, and both judge a
random probe action alike (the same rule broken, the same message). From a state of each
game, the native playouts (random, and the AI's heuristic policy) and the pure ones play on
alike (same actions, same end state).
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from sucker.ai.heuristics import play_policy
from sucker.engine import (
    COMPILED,
    VARIANTS,
    game,
    native_policy,
    play_random,
    play_random_games,
    playout,
)

GAMES = 10_000
pytestmark = pytest.mark.skipif(not COMPILED, reason="needs the compiled engine")


def pure_engine() -> ModuleType:
    """game.py itself, as a module of its own beside the compiled one."""
    path = Path(playout.__file__).with_name("game.py")
    spec = importlib.util.spec_from_file_location("sucker_pure_game", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def snapshot(g: Any) -> list[Any]:
    return [getattr(g, name) for name in game.Game.__slots__]


def verdict(g: Any, action: game.Action, errors: tuple[type[Exception], ...]) -> Any:
    try:
        g.check(action)
    except errors as e:
        return (e.rule, e.message)  # type: ignore[attr-defined]
    return "legal"


def probe(g: Any, rng: random.Random) -> game.Action:
    """Any action, legal or not (fields a little out of range too)."""
    n = g.n
    pile = rng.choice([game.NEW_PILE, *g.pile_ids, g.next_pile_id])
    return game.Action(
        rng.randrange(7), rng.randrange(n + 1), rng.randrange(-1, n + 1), pile,
        rng.randrange(-1, n + 1),
    )


def test_compiled_and_pure_engines_agree_on_every_state_of_10000_games() -> None:
    pure = pure_engine()
    assert pure.Game is not game.Game and not pure.__file__.endswith(".so")
    errors = (game.IllegalAction, pure.IllegalAction)
    steps = playouts = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        chips = rng.choice([1, 2, 3, 4, 5, 7, 7])
        rules = game.Rules(rng.randint(3, 6), chips, rng.choice(VARIANTS))
        first = rng.randrange(rules.players)
        c, p = game.Game(rules, first), pure.Game(pure.Rules(*rules), first)
        anytime = 8
        fork = rng.randrange(40)
        while True:
            assert json.dumps(c.state_json()) == json.dumps(p.state_json()), (seed, steps)
            if c.ply == fork or c.is_over():
                playouts += play_on_alike(c.copy(), p.copy(), seed)
            if c.is_over():
                break
            legal = c.legal_actions()
            assert legal == p.legal_actions(), (seed, steps)
            trial = probe(c, rng)
            assert verdict(c, trial, errors) == verdict(p, trial, errors), (seed, trial)
            action = rng.choice(legal)
            if anytime and rng.random() < 0.05:
                extra = [a for q in range(c.n) for a in c.anytime_actions(q)]
                assert extra == [a for q in range(p.n) for a in p.anytime_actions(q)]
                if extra:
                    action = rng.choice(extra)
                    anytime -= 1
            c.apply(action)
            p.apply(action)
            steps += 1
        assert snapshot(c) == snapshot(p), seed
    assert steps > 30 * GAMES and playouts >= GAMES


def play_on_alike(c: game.Game, p: Any, seed: int) -> int:
    """The native playouts and the pure ones, from the same state and seed, play alike."""
    eps, limit = (0.0, 0.03, 0.1, 0.5)[seed % 4], (4, 30, 400)[seed % 3]
    c2, p2 = c.copy(), p.copy()
    assert native_policy is not None
    steps = native_policy(c2, random.Random(seed), eps, limit)
    assert steps == play_policy(p2, random.Random(seed), eps, limit, native=False), seed
    assert snapshot(c2) == snapshot(p2) and (steps == limit or c2.is_over()), seed
    native_actions: list[game.Action] = []
    pure_actions: list[game.Action] = []
    done = play_random(c, random.Random(seed), native_actions)
    assert done == playout.play_random(p, random.Random(seed), pure_actions), seed
    assert native_actions == pure_actions and snapshot(c) == snapshot(p), seed
    assert done.actions == len(native_actions) and done.winner == c.winner >= 0
    return 1


def test_playouts_the_c_arrays_cannot_hold_are_played_in_python() -> None:
    """Other random generators, and states beyond 120 chips (set by hand), play alike too."""

    class Dice(random.Random):
        pass

    big = game.Game(game.Rules(6, 20), 0)
    big.hands[0][0] += 5  # 125 chips
    big.held[0] += 5
    for start, rng in ((game.Game(game.Rules(4, 7), 1), Dice), (big, random.Random)):
        c, p = start.copy(), start.copy()
        native_actions: list[game.Action] = []
        pure_actions: list[game.Action] = []
        done = play_random(c, rng(5), native_actions)
        assert done == playout.play_random(p, rng(5), pure_actions)
        assert native_actions == pure_actions and snapshot(c) == snapshot(p) and c.is_over()
        c, p = start.copy(), start.copy()
        steps = play_policy(c, rng(6), 0.1, 50)
        assert steps == play_policy(p, rng(6), 0.1, 50, native=False) and steps > 0
        assert snapshot(c) == snapshot(p) and (steps == 50 or c.is_over())


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_native_batch_of_random_games_plays_the_games_of_the_pure_loop(variant: str) -> None:
    """play_random_games draws from its own copy of the Mersenne Twister: the same games as
    the pure loop over play_random (each Playout), over many refills of the twister's 624
    words, and the generator left in the same state."""
    for players, chips, seed in ((3, 1, 0), (4, 7, 1), (5, 3, 2), (6, 20, 3)):
        rules = game.Rules(players, chips, variant)
        native, pure = random.Random(seed), random.Random(seed)
        done = play_random_games(rules, native, 150)
        assert done == playout.play_random_games(rules, pure, 150), (rules, seed)
        assert native.getstate() == pure.getstate() and native.random() == pure.random()
        assert len({d.winner for d in done}) == players and all(d.actions for d in done)


def test_the_batch_of_random_games_takes_other_generators_and_checks_the_rules() -> None:
    class Dice(random.Random):
        pass

    rules = game.Rules(4, 7)
    assert play_random_games(rules, Dice(4), 20) == playout.play_random_games(rules, Dice(4), 20)
    with pytest.raises(game.RulesError, match="players must be 3 to 6"):
        play_random_games(game.Rules(7, 7), random.Random(0), 1)
