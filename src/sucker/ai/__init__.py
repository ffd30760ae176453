"""AI players. Every seat — built-in level, outside program, random — is a :class:`Seat`."""

from sucker.ai.base import Decision, RandomSeat, Seat, make_seat

__all__ = ["Decision", "RandomSeat", "Seat", "make_seat"]
