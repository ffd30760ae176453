"""The seat contract: the in-process form of the bot protocol (``bot-protocol.md``).

A host (arena, server, ``sucker bot``) drives a :class:`Seat` exactly as it would drive a
program over sls-bot/1: ``start``, then ``event``/``chat`` as they happen, ``decide`` when
the seat must decide, ``end``. Outside programs sit behind the same class, so hosts never
care which kind of player fills a seat. This module imports nothing else of ``sucker.ai``.

Talk at any moment (the sls-bot/1 ``say`` line, in process): ``chat`` returns a reply to
post at once, and ``speak`` is asked, whenever the game waits on someone else's decision,
for a line to say before it is taken ("Red, give me the move and I'll rescue you"). Both
must be quick (no search: a host answers a person within a few seconds, however busy).
To keep a table readable a seat gives at most :data:`REPLIES_PER_ACTION` replies to
another AI between two actions (:data:`REPLIES_TO_PEOPLE` to a person, who may bargain at
length while the game waits on them) and says one unprompted line per :data:`SPEAK_GAP` actions;
hosts may enforce the same limits on any seat (the arena does) and post a seat's lines as
its colour, ``ai: true``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Final

from sucker.engine import Action, Game, Rules

SPEAK_GAP: Final = 4  # actions between two unprompted lines of one seat
REPLIES_PER_ACTION: Final = 3  # replies a seat gives another AI between two actions
REPLIES_TO_PEOPLE: Final = 8  # ... and anyone else (whose lines the host rate-limits)


@dataclass
class Decision:
    """An answer to ``decide``: zero or more transfer / kill_prisoner actions, then exactly
    one action answering the decision; ``say`` goes to the table chat."""

    actions: list[Action] = field(default_factory=list)
    say: str | None = None


class Seat:
    """Base class of every player a host can seat. Subclasses override ``decide``."""

    name = "seat"  # the display name (a talking seat's persona name)
    temperament: str | None = None  # a persona's temperament ("loyal"...), None for others
    lang = "en"  # the language it opens in (BCP 47), the table's

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        """A new game begins; ``you`` is this seat's colour index, ``game`` the first state
        (who plays first) when the host gives it."""
        self.you = you
        self.rules = rules
        self.seats = seats

    def event(self, action: Action, game: Game) -> None:
        """``action`` was applied by anyone; ``game`` is the state after it (read only)."""

    def chat(
        self, by: int, text: str, lang: str | None = None, game: Game | None = None
    ) -> str | None:
        """Someone said something at the table (``by`` is a colour index, -1 a spectator;
        ``lang`` the line's language if the host knows it; ``game`` the state now, read only).
        Returns a line to say at once in reply, or None."""
        return None

    def speak(self, game: Game) -> str | None:
        """The game waits on a decision that is not this seat's: a line to say before it is
        taken, or None (hosts call it for every other seat, once per pending decision)."""
        return None

    def time_limit(self, seconds: float) -> None:
        """The host gives each answer at most ``seconds`` (sls-bot/1 ``decide.limit``):
        seats that think for a set time keep within it."""

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
