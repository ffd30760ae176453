"""One actor per live table, given its store, clock and AI workers (:class:`Deps`).

``state`` (the table as data, and the pure ``decide`` and ``evolve``) → ``view`` (what
clients see: pure functions of the state and the viewer) → ``clock``, ``botseats``,
``aiseats``, ``lobby``, ``mailbox`` (what the actor holds) → ``actor`` (committing,
effects, sockets).
"""

from sucker.server.table.actor import Table
from sucker.server.table.deps import Deps
from sucker.server.table.state import SeatInfo, seats_to_json
from sucker.server.table.view import summary

__all__ = ["Deps", "SeatInfo", "Table", "seats_to_json", "summary"]
