"""One actor per live table, given its store, clock and AI workers (:class:`Deps`).

The actor is built in layers, each a file: ``core`` (state, queue, storing and sending) →
``view`` (what clients see) → ``clock`` (deadlines, grace) → ``play`` (actions, chat) →
``aiseats`` (AI seats in workers) → ``lobby`` (seats, start, rematch) → ``actor`` (commands
and sockets).
"""

from sucker.server.table.actor import Table
from sucker.server.table.core import Deps, Peer, SeatInfo, seats_to_json
from sucker.server.table.view import summary

__all__ = ["Deps", "Peer", "SeatInfo", "Table", "seats_to_json", "summary"]
