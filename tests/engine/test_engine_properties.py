"""Properties of random games: conservation, termination, exact legality, replay, JSON shape.

Hypothesis draws the rules, the first player and a seed; the seed drives a random game that
mixes in any-time transfers and kills (capped, since transfers alone could go on forever).
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sucker.engine import (
    COLORS,
    KILL,
    KILL_PRISONER,
    NEW_PILE,
    NEXT,
    PHASE_NAMES,
    PLAY,
    REFUSE,
    TRANSFER,
    VARIANTS,
    Action,
    Game,
    IllegalAction,
    Rules,
)
from sucker.records import Record, parse_record, replay

ANYTIME_CAP = 40

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

rules_st = st.builds(
    Rules,
    players=st.integers(3, 6),
    chips=st.integers(1, 20),
    variant=st.sampled_from(VARIANTS),
)


def snapshot(game: Game) -> str:
    """Every field of the game, deeply (chain, ply and next pile id included)."""
    return repr([getattr(game, name) for name in Game.__slots__])


def step_bound(game: Game) -> int:
    """More steps than any game can take: at most T captures, each kills a chip; between
    them at most T plays, each followed by at most one next/kill; plus rescues."""
    total = game.n * game.rules.chips
    return 2 * total * (total + 1) + game.n * (game.n + ANYTIME_CAP) + ANYTIME_CAP


def random_game(rules: Rules, first: int, seed: int, anytime_rate: float):
    """Yield (game, action about to be applied) along one random game, then (game, None)."""
    rng = random.Random(seed)
    game = Game(rules, first)
    anytime_left = ANYTIME_CAP
    for _ in range(step_bound(game)):
        if game.is_over():
            yield game, None
            return
        action = None
        if anytime_left and rng.random() < anytime_rate:
            extra = [a for p in range(game.n) for a in game.anytime_actions(p)]
            if extra:
                action = rng.choice(extra)
                anytime_left -= 1
        if action is None:
            action = rng.choice(game.legal_actions())
        yield game, action
        game.apply(action)
    raise AssertionError(f"the game did not end within {step_bound(game)} steps")


def candidates(game: Game) -> list[Action]:
    """Every action in canonical form (unused fields at their defaults), legal or not, plus
    a few out of range."""
    n = game.n
    piles = [NEW_PILE, *game.pile_ids, game.next_pile_id]
    out = [Action(9, 0), Action(PLAY, n, 0), Action(PLAY, 0, n), Action(PLAY, 0, -1)]
    for by in range(n):
        out.append(Action(REFUSE, by))
        out.append(Action(TRANSFER, by, n, NEW_PILE, (by + 1) % n))
        out.append(Action(TRANSFER, by, (by + 1) % n, NEW_PILE, n))
        for c in range(n):
            out.append(Action(NEXT, by, to=c))
            out.append(Action(KILL, by, c))
            out.append(Action(KILL_PRISONER, by, c))
            out.extend(Action(PLAY, by, c, pid) for pid in piles)
            out.extend(Action(TRANSFER, by, c, NEW_PILE, to) for to in range(n))
    return out


def check_state_shape(state: dict[str, Any], game: Game) -> None:
    seats = list(COLORS[: game.n])
    order = {c: i for i, c in enumerate(seats)}

    def seat_ordered(names: list[str]) -> bool:
        return [order[x] for x in names] == sorted(order[x] for x in names)

    assert list(state) == [
        "phase",
        "to_act",
        "options",
        "awaiting",
        "piles",
        "hands",
        "dead",
        "defeated",
        "winner",
    ]
    assert json.loads(json.dumps(state)) == state
    assert state["phase"] in PHASE_NAMES
    over = state["phase"] == "over"
    assert (state["to_act"] is None) == over == (state["winner"] is not None)
    assert seat_ordered(state["options"]) and seat_ordered(state["awaiting"])
    # One-option decisions are automatic, so a pending choice always has two options.
    if state["phase"] in ("next", "kill"):
        assert len(state["options"]) >= 2
    else:
        assert state["options"] == []
    assert (state["awaiting"] != []) == (state["phase"] == "rescue")
    ids = [p["id"] for p in state["piles"]]
    assert ids == sorted(set(ids)) and all(isinstance(i, int) and i >= 1 for i in ids)
    assert all(p["chips"] and set(p["chips"]) <= set(seats) for p in state["piles"])
    assert list(state["hands"]) == seats
    for counts in [*state["hands"].values(), state["dead"]]:
        assert seat_ordered(list(counts)) and all(k > 0 for k in counts.values())
    assert len(set(state["defeated"])) == len(state["defeated"])
    if over:
        assert len(state["defeated"]) == game.n - 1
        assert state["winner"] not in state["defeated"]


def chips_in_play(state: dict[str, Any]) -> int:
    hands = sum(k for hand in state["hands"].values() for k in hand.values())
    piles = sum(len(p["chips"]) for p in state["piles"])
    return hands + piles + sum(state["dead"].values())


@SETTINGS
@given(rules_st, st.integers(0, 5), st.integers(0, 2**32), st.sampled_from([0.0, 0.1, 0.3]))
def test_random_games_conserve_chips_keep_the_state_shape_and_replay(
    rules: Rules, first: int, seed: int, anytime_rate: float
) -> None:
    first %= rules.players
    actions: list[Action] = []
    final = None
    for game, action in random_game(rules, first, seed, anytime_rate):
        state = game.state_json()
        check_state_shape(state, game)
        assert chips_in_play(state) == rules.players * rules.chips
        final = game
        if action is not None:
            actions.append(action)
    assert final is not None and final.is_over()
    record = Record(rules=rules, first=first, actions=actions)
    again = replay(parse_record(json.dumps(record.to_json())))
    assert snapshot(again) == snapshot(final)


@settings(SETTINGS, max_examples=80)
@given(rules_st, st.integers(0, 2**32), st.sampled_from([0.1, 0.3]))
def test_apply_accepts_exactly_the_listed_actions_and_refusals_change_nothing(
    rules: Rules, seed: int, anytime_rate: float
) -> None:
    rules = rules._replace(chips=min(rules.chips, 5))  # short games, many kinds of state
    rng = random.Random(seed)
    for game, _ in random_game(rules, seed % rules.players, seed, anytime_rate):
        if rng.random() > 0.25 and not game.is_over():
            continue
        listed = set(game.legal_actions())
        for p in range(game.n):
            listed |= set(game.anytime_actions(p))
        assert listed == set(game.all_actions())
        before = snapshot(game)
        accepted = set()
        for action in candidates(game):
            trial = game.copy()
            try:
                trial.apply(action)
            except IllegalAction:
                assert snapshot(trial) == before, action
            else:
                accepted.add(action)
        assert accepted == listed
        assert snapshot(game) == before


@SETTINGS
@given(rules_st, st.integers(0, 2**32))
def test_copy_is_independent(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    copies: list[tuple[Game, str]] = []
    for game, _ in random_game(rules, seed % rules.players, seed, 0.1):
        if rng.random() < 0.2:
            twin = game.copy()
            assert snapshot(twin) == snapshot(game)
            copies.append((twin, snapshot(twin)))
    for twin, seen in copies:  # the original went on to the end without them
        assert snapshot(twin) == seen
    live = [twin for twin, _ in copies if not twin.is_over()]
    if live:  # playing on a copy leaves another copy of the same state alone
        twin = live[-1]
        other = twin.copy()
        seen = snapshot(other)
        twin.apply(rng.choice(twin.legal_actions()))
        assert snapshot(other) == seen and snapshot(twin) != seen
