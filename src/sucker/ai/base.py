"""The in-process form of the bot protocol (``../shared/design/bot-protocol.md``).

A host (arena, server, ``sucker bot``) drives a :class:`Seat` exactly as it would drive a
program over sls-bot/1: ``start``, then ``event``/``chat`` as they happen, ``decide`` when
the seat must decide, ``end``. Outside programs sit behind the same class, so hosts never
care which kind of player fills a seat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from sucker.engine import Action, Game, Rules


@dataclass
class Decision:
    """An answer to ``decide``: zero or more transfer / kill_prisoner actions, then exactly
    one action answering the decision; ``say`` goes to the table chat."""

    actions: list[Action] = field(default_factory=list)
    say: str | None = None


class Seat:
    """Base class of every player a host can seat. Subclasses override ``decide``."""

    name = "seat"

    def start(self, you: int, rules: Rules, seats: list[dict[str, Any]]) -> None:
        """A new game begins; ``you`` is this seat's colour index."""
        self.you = you
        self.rules = rules
        self.seats = seats

    def event(self, action: Action, game: Game) -> None:
        """``action`` was applied by anyone; ``game`` is the state after it (read only)."""

    def chat(self, by: int, text: str) -> None:
        """Someone said something at the table (``by`` is a colour index, -1 a spectator)."""

    def decide(self, game: Game) -> Decision:
        """The seat must decide now (it is to_act, or awaited in a rescue).

        ``game`` is the seat's own copy: it may be changed freely.
        """
        raise NotImplementedError

    def end(self, winner: int, record: dict[str, Any]) -> None:
        """The game is over."""

    def close(self) -> None:
        """Release what the seat holds (a child process, say)."""


class RandomSeat(Seat):
    """Plays a uniformly random legal answer; the baseline and the stand-in."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, game: Game) -> Decision:
        return Decision([self.rng.choice(game.legal_actions(self.you))])


def make_seat(kind: str, seed: int | None = None) -> Seat:
    """The seat for a seat spec: ``random``, ``ai:easy|medium|hard``, ``cmd:PROGRAM``…

    Raises ValueError for an unknown spec. (Levels are added by the AI issue; until then
    every ``ai:*`` level is played at random.)
    """
    if kind == "random" or kind.startswith("ai:"):
        return RandomSeat(seed)
    raise ValueError(f"unknown seat kind {kind!r}")
