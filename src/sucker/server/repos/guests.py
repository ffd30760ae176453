"""The guests' rows (a guest is anyone who chose a name; an account is a guest with a
username and a password), and forgetting one."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, Engine, select

from sucker.server.db import (
    bump,
    events,
    guests,
    names,
    player_games,
    rating_history,
    ratings,
    results,
    tables,
)


def put(engine: Engine, guest_id: str, name: str, created: float) -> None:
    """Make a guest, or rename one that exists (``created`` is then kept)."""
    with engine.begin() as conn:
        done = conn.execute(guests.update().where(guests.c.id == guest_id).values(name=name))
        if done.rowcount == 0:
            conn.execute(guests.insert().values(id=guest_id, name=name, created=created))


def get(engine: Engine, guest_id: str) -> dict[str, Any] | None:
    """A guest's row: id, name, username_key (None for a guest without an account),
    password hash."""
    return _row(engine, guests.c.id == guest_id)


def account(engine: Engine, username_key: str) -> dict[str, Any] | None:
    """The row of the account with this username key."""
    return _row(engine, guests.c.username_key == username_key)


def id_of_account(engine: Engine, username_key: str) -> str | None:
    """The guest id of the account with this username key, or None."""
    with engine.connect() as conn:
        return conn.execute(select(guests.c.id).where(guests.c.username_key == username_key)
                            ).scalar_one_or_none()


def _row(engine: Engine, where: Any) -> dict[str, Any] | None:
    with engine.connect() as conn:
        row = conn.execute(select(guests).where(where)).mappings().first()
        return dict(row) if row else None


def delete(engine: Engine, guest_id: str) -> None:
    """Forget a player: their row, rating and history; their seats in past games are
    kept (the games stay whole) under the name "—", and so are their chat lines
    (seated or watching); an account's name stays taken (rows of ``names``)."""
    with engine.begin() as conn:
        name = conn.execute(select(guests.c.name).where(guests.c.id == guest_id)
                            ).scalar_one_or_none()
        for row in conn.execute(select(tables.c.id, tables.c.seats).where(
                tables.c.seats.contains(guest_id))).all():
            seats = json.loads(row.seats)
            for seat in seats:
                if seat.get("guest") == guest_id:
                    seat["guest"], seat["name"] = None, "—"
            conn.execute(tables.update().where(tables.c.id == row.id)
                         .values(seats=json.dumps(seats)))
        if name is not None:
            _nameless_events(conn, guest_id, name)
        conn.execute(names.update().where(names.c.guest == guest_id).values(guest=None))
        conn.execute(results.update().where(results.c.player == guest_id).values(player=None))
        conn.execute(rating_history.delete().where(rating_history.c.player == guest_id))
        conn.execute(player_games.delete().where(player_games.c.player == guest_id))
        conn.execute(ratings.delete().where(ratings.c.player == guest_id))
        bump(conn, "leaderboard")
        conn.execute(guests.delete().where(guests.c.id == guest_id))


def _nameless_events(conn: Connection, guest_id: str, name: str) -> None:
    """The stored chat lines said under a deleted account's name, and the seats of table
    events bearing it or its id, renamed "—" (names of people are unique: see ``names``)."""
    needle = json.dumps(name, ensure_ascii=False)[1:-1]
    for row in conn.execute(select(events.c.table_id, events.c.seq, events.c.data).where(
            events.c.type.in_(("chat", "table")),
            events.c.data.contains(needle) | events.c.data.contains(guest_id))).all():
        data = json.loads(row.data)
        if data["type"] == "chat" and data.get("name") == name and not data.get("ai"):
            data["name"] = "—"
        elif data["type"] == "table":
            for seat in data["table"].get("seats", []):
                if seat.get("name") == name and seat.get("kind") == "human":
                    seat["name"] = "—"
            key = "guests" if "guests" in data else "_g"  # "_g": the name of old
            data[key] = [None if g == guest_id else g for g in data.get(key, [])]
        else:
            continue
        conn.execute(events.update().where((events.c.table_id == row.table_id)
                                           & (events.c.seq == row.seq))
                     .values(data=json.dumps(data, separators=(",", ":"),
                                             ensure_ascii=False)))
