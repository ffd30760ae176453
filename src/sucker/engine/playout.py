"""Playouts: a game played on by a fixed policy, for ``sucker simulate`` and the AI.

This is the reference, in plain Python over :class:`Game`; ``_native.pyx`` plays the same games
in C (same answers from the same ``random.Random``), and ``sucker.engine`` exports those when
the engine is compiled.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from sucker.engine.game import NEW_PILE, PLAY, REFUSE, TRANSFER, Action, Game, Rules


class Playout(NamedTuple):
    """What a playout did: the winner, actions applied, captures, rescues and refusals, and
    how many players were defeated by the end."""

    winner: int
    actions: int
    captures: int
    rescues: int
    refusals: int
    defeated: int


def play_random(game: Game, rng: random.Random, record: list[Action] | None = None) -> Playout:
    """Play ``game`` to its end, each answer ``rng.choice(game.legal_actions())`` (no any-time
    actions); append the actions to ``record`` if given."""
    actions = captures = rescues = refusals = 0
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        act = action.act
        if act == PLAY:
            if action.pile != NEW_PILE:
                captures += game.piles[game.pile_ids.index(action.pile)][-1] == action.chip
        elif act == TRANSFER:
            rescues += 1  # legal_actions() only transfers to the player in trouble
        elif act == REFUSE:
            refusals += 1
        game.apply(action)
        actions += 1
        if record is not None:
            record.append(action)
    return Playout(game.winner, actions, captures, rescues, refusals, len(game.defeated))


def play_random_games(rules: Rules, rng: random.Random, games: int) -> list[Playout]:
    """``games`` complete games, each ``play_random(Game(rules, rng.randrange(players)), rng)``:
    what each did (``sucker simulate``'s loop, all in native code when compiled)."""
    return [play_random(Game(rules, rng.randrange(rules.players)), rng) for _ in range(games)]
