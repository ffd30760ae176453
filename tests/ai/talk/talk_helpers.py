"""Shared pieces of the talk tests: scripted positions reached through the engine, a ranking
stand-in whose values the test sets, and a tiny host loop that checks every answer."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sucker.ai.seat import Decision, Seat
from sucker.ai.talk import TalkingSeat
from sucker.ai.talk.persona import make_persona
from sucker.engine import Action, Game, Rules, action_from_json

J = dict[str, Any]

# 3 players, 2 chips: red ends with no chip, given the move; blue and green hold a red
# prisoner each and must answer the rescue.
RESCUE_SCRIPT: list[J] = [
    {"by": "red", "act": "play", "chip": "red", "pile": "new"},
    {"by": "red", "act": "next", "to": "green"},
    {"by": "green", "act": "play", "chip": "green", "pile": 1},
    {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
    {"by": "red", "act": "play", "chip": "red", "pile": "new"},
    {"by": "red", "act": "next", "to": "green"},
    {"by": "green", "act": "play", "chip": "green", "pile": 2},
    {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
    {"by": "blue", "act": "kill", "chip": "blue"},
    {"by": "blue", "act": "play", "chip": "green", "pile": 2},
    {"by": "green", "act": "kill", "chip": "green"},
    {"by": "green", "act": "play", "chip": "green", "pile": "new"},
    {"by": "green", "act": "next", "to": "red"},
]
# 3 players, 2 chips: blue captures pile 1 (red, green, blue, blue) and kills one of them.
KILL_SCRIPT: list[J] = RESCUE_SCRIPT[:5] + [
    {"by": "red", "act": "next", "to": "blue"},
    {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
]


class Feed:
    """A game and the listeners (ledgers, seats) told of each action, as a host does."""

    def __init__(self, rules: Rules, first: int = 0) -> None:
        self.game = Game(rules, first)
        self.listeners: list[Any] = []  # ledgers (on_action) and seats (event)

    def act(self, data: J) -> Action:
        a = action_from_json(data, self.game.n)
        self.game.apply(a)
        for listener in self.listeners:
            if isinstance(listener, Seat):
                listener.event(a, self.game)
            else:
                listener.on_action(a, self.game)
        return a

    def run(self, script: list[J]) -> None:
        for data in script:
            self.act(data)


class StandIn(Seat):
    """A level-like seat: ``rank`` values come from ``value(game, action)``; has attitude."""

    name = "stand-in"

    def __init__(self, value: Callable[[Game, Action], float]) -> None:
        self.value = value
        self.attitude = [0.0] * 6

    def rank(self, game: Game) -> list[tuple[Action, float]]:
        ranked = [(a, self.value(game, a)) for a in game.legal_actions(self.you)]
        return sorted(ranked, key=lambda av: -av[1])

    def decide(self, game: Game) -> Decision:
        return Decision([self.rank(game)[0][0]])


def random_values(seed: int) -> Callable[[Game, Action], float]:
    """Seeded, repeatable values (a stand-in for a real level's judgement)."""
    rng = random.Random(seed)
    table: dict[tuple[int, Action], float] = {}

    def value(game: Game, a: Action) -> float:
        return table.setdefault((game.ply, a), rng.random())

    return value


def host(seats: list[Seat], rules: Rules, first: int = 0) -> tuple[Game, list[tuple[int, str]]]:
    """Play a game to the end like the arena does, asserting every answer is legal; return
    the final state and the chat."""
    game = Game(rules, first)
    chat: list[tuple[int, str]] = []
    for i, s in enumerate(seats):
        s.start(i, rules, [])
    while not game.is_over():
        you = game.deciders()[0]
        d = seats[you].decide(game.copy())
        assert d.actions, "an answer holds at least one action"
        *lead, answer = d.actions
        for a in lead:
            game.check(a)
        if d.say:
            assert len(d.say) <= 300
            chat.append((you, d.say))
            for j, other in enumerate(seats):
                if j != you:
                    other.chat(you, d.say)
        for a in lead:
            game.apply(a)
            for s in seats:
                s.event(a, game)
        assert answer in game.legal_actions(you), f"{answer} does not answer the decision"
        game.apply(answer)
        for s in seats:
            s.event(answer, game)
    return game, chat


def talking_seat(you: int, values: dict[tuple[int, int], float], rules: Rules | None = None,
                 temperament: str | None = None, lang: str = "en") -> TalkingSeat:
    """A talking seat at ``you`` whose judgement of an action is ``values[(act, to)]``
    (0.1 otherwise), started on a fresh game; a persona with ``temperament`` if given."""
    rules = rules or Rules()

    def value(game: Game, a: Action) -> float:
        return values.get((a.act, a.to), 0.1)

    who = make_persona(3, temperament, lang) if temperament else None
    seat = TalkingSeat(StandIn(value), seed=3, persona=who)
    seat.start(you, rules, [], Game(rules, 0))
    return seat
