"""Names taken by accounts, by their look-alike skeletons (see sucker.server.names)."""

from __future__ import annotations

from sqlalchemy import Engine, select
from sqlalchemy.exc import IntegrityError

from sucker.server.db import guests, names


def taken(engine: Engine, skeletons: frozenset[str], guest: str | None = None) -> bool:
    """Whether a name with these skeletons looks like an account's (``guest``'s own aside)."""
    query = select(names.c.guest).where(names.c.skeleton.in_(skeletons))
    with engine.connect() as conn:
        owners = set(conn.execute(query).scalars())
    return bool(owners - {guest}) if guest is not None else bool(owners)


def make_account(engine: Engine, guest: str, name: str, key: str, password: str,
                 skeletons: frozenset[str]) -> bool:
    """Turn a guest into an account, taking the name's skeletons in the same transaction;
    False if the username (or a look-alike of it) is taken."""
    try:
        with engine.begin() as conn:
            conn.execute(names.insert(), [{"skeleton": s, "guest": guest} for s in skeletons])
            conn.execute(guests.update().where(guests.c.id == guest).values(
                name=name, username_key=key, password=password))
    except IntegrityError:
        return False
    return True


def set_password(engine: Engine, guest: str, password: str) -> None:
    with engine.begin() as conn:
        conn.execute(guests.update().where(guests.c.id == guest).values(password=password))
