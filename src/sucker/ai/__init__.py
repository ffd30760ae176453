"""AI players. Every seat — built-in level, outside program, random — is a :class:`Seat`,
made from a seat kind by :func:`make_seat`.

- :mod:`.easy`, :mod:`.medium`, :mod:`.hard`: the three levels (``ai:LEVEL``); each has
  ``rank(game)`` (its answers, valued, best first) and an ``attitude`` per colour that tilts
  its choices towards friends and against enemies (:mod:`.level` explains both).
- :mod:`.heuristics`: evaluation and heuristic policy; :mod:`.solver`: endgame solver.
- :mod:`.bot`: ``sucker bot``, the sls-bot/1 side; :mod:`.program`: :class:`ProgramSeat`,
  the host side (``cmd:PROGRAM``).
- :mod:`.arena`: the host loop that plays one game between seats (arena, benchmarks).
"""

from sucker.ai.kinds import make_seat
from sucker.ai.seat import Decision, RandomSeat, Seat

__all__ = ["Decision", "RandomSeat", "Seat", "make_seat"]
