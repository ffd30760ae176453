"""The operators' review list (``sucker admin suspicious``): pairs of accounts that meet
often in rated games with one-sided results, and accounts made together from one address.
Nothing here acts on its own: it is for a person to look at."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from sqlalchemy import Engine, and_, case, func, select

from sucker.server.db import guests, origins, results


def lopsided_pairs(engine: Engine, since: float, min_games: int, share: float
                   ) -> list[dict[str, Any]]:
    """Pairs of people with at least ``min_games`` rated games together since ``since``,
    one of whom won at least ``share`` of the games either of them won."""
    a, b = results.alias("a"), results.alias("b")
    query = (
        select(a.c.player.label("one"), b.c.player.label("two"),
               func.count().label("games"),
               func.sum(case((a.c.place == 1, 1), else_=0)).label("one_won"),
               func.sum(case((b.c.place == 1, 1), else_=0)).label("two_won"))
        .join(b, and_(a.c.table_id == b.c.table_id, a.c.player < b.c.player))
        .where(a.c.rated, a.c.ended >= since, ~a.c.player.startswith("ai:"),
               ~b.c.player.startswith("ai:"))
        .group_by(a.c.player, b.c.player)
        .having(func.count() >= min_games))
    with engine.connect() as conn:
        names = _names(conn)
        out = []
        for r in conn.execute(query).mappings():
            won = r["one_won"] + r["two_won"]
            if won and max(r["one_won"], r["two_won"]) >= share * won:
                out.append({"players": [names.get(r["one"], r["one"]),
                                        names.get(r["two"], r["two"])],
                            "games": r["games"], "wins": [r["one_won"], r["two_won"]]})
    return sorted(out, key=lambda p: -p["games"])


def made_together(engine: Engine, window: float) -> list[dict[str, Any]]:
    """Groups of accounts that sat down from one address and were made within ``window``
    seconds of one another."""
    query = (select(origins.c.origin, guests.c.id, guests.c.created)
             .join(guests, guests.c.id == origins.c.guest_id)
             .where(origins.c.origin.startswith("a:"), guests.c.username_key.is_not(None)))
    by_address: dict[str, list[tuple[float, str]]] = defaultdict(list)
    with engine.connect() as conn:
        names = _names(conn)
        for where, guest, created in conn.execute(query):
            by_address[where].append((created, guest))
    out = []
    for where, made in by_address.items():
        made.sort()
        group = [made[0]]
        for item in [*made[1:], None]:
            if item is not None and item[0] - group[-1][0] <= window:
                group.append(item)
                continue
            if len(group) > 1:
                out.append({"address": where, "accounts": [names[g] for _, g in group],
                            "made": [t for t, _ in group]})
            if item is not None:
                group = [item]
    return out


def _names(conn: Any) -> dict[str, str]:
    return dict(conn.execute(select(guests.c.id, guests.c.name)).all())
