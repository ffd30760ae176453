"""Bargaining at the table: dialogue acts read from and written in plain words
(:mod:`.acts`), the public ledger of promises kept and broken (:mod:`.ledger`), and the
seat that talks and acts on it (:mod:`.seat`, seat kind ``talk:LEVEL``)."""

from __future__ import annotations

from sucker.ai.talk.acts import QUICK_PHRASES, Act, parse, say
from sucker.ai.talk.ledger import Ledger, Promise
from sucker.ai.talk.seat import TalkingSeat


def make_talk_seat(level: str, seed: int | None = None, think: float | None = None) -> TalkingSeat:
    """The seat of kind ``talk:LEVEL`` (``LEVEL`` as in ``ai:LEVEL``, e.g. ``hard@0.25``)."""
    from sucker.ai.base import make_seat

    return TalkingSeat(make_seat(f"ai:{level}", seed=seed, think=think), seed=seed)


__all__ = [
    "QUICK_PHRASES",
    "Act",
    "Ledger",
    "Promise",
    "TalkingSeat",
    "make_talk_seat",
    "parse",
    "say",
]
