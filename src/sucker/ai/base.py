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


LEVELS = ("easy", "medium", "hard")


def make_seat(kind: str, seed: int | None = None, think: float | None = None) -> Seat:
    """The seat for a seat spec: ``random``, ``ai:LEVEL`` (``easy|medium|hard``, optionally
    ``@SECONDS`` of thinking, e.g. ``ai:hard@0.25``, else ``think``; only hard has a time
    budget, the other levels do a fixed amount of work),
    ``cmd:PROGRAM ARGS`` (an outside sls-bot/1 program, shlex-split), ``talk:LEVEL`` (a level
    that bargains at the table, from :mod:`sucker.ai.talk`), ``llm:MODEL`` (a chat model
    behind an OpenAI-compatible endpoint, :mod:`sucker.ai.llm`).

    Raises ValueError for an unknown or malformed spec.
    """
    if kind == "random":
        return RandomSeat(seed)
    if kind.startswith("ai:"):
        level, _, budget = kind[3:].partition("@")
        if budget:
            try:
                think = float(budget)
            except ValueError:
                raise ValueError(f"bad thinking time in seat kind {kind!r}") from None
            if not 0 < think <= 600:
                raise ValueError(f"thinking time must be in (0, 600] seconds, not {think}")
        if level == "easy":
            from sucker.ai.easy import EasySeat

            return EasySeat(seed, think)
        if level == "medium":
            from sucker.ai.medium import MediumSeat

            return MediumSeat(seed, think)
        if level == "hard":
            from sucker.ai.hard import HardSeat

            return HardSeat(seed, think)
        raise ValueError(f"unknown AI level {level!r} (expected one of {', '.join(LEVELS)})")
    if kind.startswith("cmd:"):
        from sucker.ai.program import ProgramSeat

        return ProgramSeat(kind[4:], seed=seed)
    if kind.startswith("llm:"):
        from sucker.ai.llm import LLMSeat

        return LLMSeat(kind[4:], seed=seed, think=think)
    if kind.startswith("talk:"):
        # The bargaining wrapper (sucker.ai.talk) registers itself here.
        from sucker.ai import talk

        return talk.make_talk_seat(kind[5:], seed=seed, think=think)
    raise ValueError(f"unknown seat kind {kind!r}")
