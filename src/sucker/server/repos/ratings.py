"""The queries of ratings, results and profiles: storing a finished game (and, when rated,
the new ratings, weighted against farming), the leaderboard, a player's profile, and the
recomputation of every rating from the stored games.

Every count is of games (a table counts once, however many seats a player or an AI level
had there), and a private game is counted and listed only for the player themselves."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    and_,
    bindparam,
    delete,
    exists,
    func,
    literal_column,
    or_,
    select,
    true,
)

from sucker.server import ratings
from sucker.server.db import (
    bump,
    guests,
    player_games,
    rating_history,
    results,
    tables,
    upserts,
)
from sucker.server.db import ratings as ratings_t

Place = tuple[int, str | None, str, int]  # colour, player (guest id, "ai:LEVEL", None), name, place


# Built once (every finished game runs them).
_COUNT = upserts(
    player_games,
    [player_games.c.player, player_games.c.players, player_games.c.rated, player_games.c.private],
    lambda new: {"games": player_games.c.games + new.games,
                 "wins": player_games.c.wins + new.wins})
_PRIVATE = select(tables.c.private).where(tables.c.id == bindparam("id"))


def record(engine: Engine, table_id: str, places: list[Place], players: int, rated: bool,
           ended: float) -> None:
    """Store a finished game's places and, for a rated game, people's new ratings (rows
    locked on PostgreSQL), in one transaction."""
    with engine.begin() as conn:
        conn.execute(results.insert(), [
            {"table_id": table_id, "color": color, "player": player, "place": place,
             "players": players, "rated": rated, "ended": ended}
            for color, player, _, place in places])
        private = bool(conn.execute(_PRIVATE, {"id": table_id}).scalar())
        _count(conn, places, players, rated, private)
        if rated:
            _rate(conn, table_id, places, ended)
            bump(conn, "leaderboard")


def _count(conn: Connection, places: list[Place], players: int, rated: bool,
           private: bool) -> None:
    """Add one game (and maybe a win) to each player at the table, once however many
    seats they had there."""
    best: dict[str, int] = {}
    for _, player, _, place in places:
        if player is not None:
            best[player] = min(place, best.get(player, place))
    if not best:
        return
    conn.execute(
        _COUNT[conn.dialect.name],
        [{"player": p, "players": players, "rated": rated, "private": private, "games": 1,
          "wins": int(place == 1)} for p, place in best.items()])


def _rate(conn: Connection, table_id: str, places: list[Place], ended: float) -> None:
    people = [p for _, p, _, _ in places if p is not None and not ratings.is_ai(p)]
    query = select(ratings_t).where(ratings_t.c.player.in_(people))
    if conn.dialect.name == "postgresql":
        query = query.with_for_update()
    old = {r["player"]: dict(r) for r in conn.execute(query).mappings()}
    met = meetings(conn, people, ended - ratings.WEEK, ended, table_id)
    weights = {p: ratings.weight(max((met.get(frozenset((p, q)), 0) for q in people if q != p),
                                     default=0)) for p in people}
    named = [(p, ratings.AI_NAMES.get(p, name), place) for _, p, name, place in places
             if p is not None]
    new = ratings.rate(old, named, ended, weights)
    for row in new.values():
        if row["player"] in old:
            conn.execute(ratings_t.update().where(ratings_t.c.player == row["player"])
                         .values(**row))
        else:
            conn.execute(ratings_t.insert().values(**row))
    if new:
        conn.execute(rating_history.insert(), [
            {"player": row["player"], "table_id": table_id, "mu": row["mu"],
             "sigma": row["sigma"], "at": ended} for row in new.values()])


def meetings(conn: Connection, people: list[str], since: float, until: float,
             besides: str = "") -> dict[frozenset[str], int]:
    """Rated games (other than ``besides``) that each pair of ``people`` played together
    between ``since`` and ``until``."""
    if len(people) < 2:
        return {}
    a, b = results.alias("a"), results.alias("b")
    query = (select(a.c.player, b.c.player, func.count(func.distinct(a.c.table_id)))
             .join(b, and_(a.c.table_id == b.c.table_id, a.c.player < b.c.player))
             .where(a.c.player.in_(people), b.c.player.in_(people), a.c.rated,
                    a.c.ended >= since, a.c.ended <= until, a.c.table_id != besides)
             .group_by(a.c.player, b.c.player))
    return {frozenset((p, q)): n for p, q, n in conn.execute(query)}


def of_players(engine: Engine, players: list[str]) -> dict[str, dict[str, Any]]:
    """The rating rows of these players (those who have one), by player."""
    with engine.connect() as conn:
        return {r["player"]: dict(r) for r in conn.execute(
            select(ratings_t).where(ratings_t.c.player.in_(players))).mappings()}


def casual_games(engine: Engine, player: str) -> int:
    """Casual games the player finished (a new account's rated games count after some)."""
    with engine.connect() as conn:
        return int(conn.execute(
            select(func.count(func.distinct(results.c.table_id)))
            .where(results.c.player == player, results.c.rated.is_(False))).scalar_one())


def _seen_by(viewer: str | None) -> Any:
    """The counted games a viewer may see: public ones, and all of their own."""
    public = player_games.c.private.is_(False)
    return or_(public, player_games.c.player == viewer) if viewer else public


def counts(conn: Connection, players: Iterable[str], viewer: str | None
           ) -> dict[str, tuple[int, int]]:
    """Rated games played and won by each player, as ``viewer`` may see them."""
    query = (select(player_games.c.player, func.sum(player_games.c.games),
                    func.sum(player_games.c.wins))
             .where(player_games.c.player.in_(list(players)), player_games.c.rated,
                    _seen_by(viewer))
             .group_by(player_games.c.player))
    return {p: (int(n), int(w)) for p, n, w in conn.execute(query)}


def leaderboard(engine: Engine, limit: int, viewer: str | None = None, bots: bool = False
                ) -> list[dict[str, Any]]:
    """Rated people (with ``bots``, the bot accounts instead) and the AI levels, best first
    (provisional players after the others), each with ``bot`` and the counts of the rated
    games ``viewer`` may see."""
    # Written out, not bound, so that the partial index on it (ix_ratings_settled_mu) is used.
    settled = ratings_t.c.games >= literal_column(str(ratings.PROVISIONAL_GAMES))
    machine = exists().where(guests.c.id == ratings_t.c.player, guests.c.bot)
    seen = (player_games.c.player == ratings_t.c.player, player_games.c.rated,
            _seen_by(viewer))
    # Counted for the rows taken only: one look-up each in player_games' primary key.
    games = select(func.coalesce(func.sum(player_games.c.games), 0)).where(*seen)
    wins = select(func.coalesce(func.sum(player_games.c.wins), 0)).where(*seen)
    best = (select(ratings_t, games.scalar_subquery().label("seen_games"),
                   wins.scalar_subquery().label("seen_wins"))
            .where(machine if bots else ~machine).order_by(ratings_t.c.mu.desc()))
    with engine.connect() as conn:  # each part walks the index on mu until it has enough
        rows = [dict(r) for r in conn.execute(best.where(settled).limit(limit)).mappings()]
        if len(rows) < limit:
            rows += [dict(r) for r in conn.execute(
                best.where(~settled).limit(limit - len(rows))).mappings()]
        seen_ai = counts(conn, ratings.AI, viewer)
    for row in rows:
        row["rated_games"] = row["games"]
        row["games"], row["wins"] = int(row.pop("seen_games")), int(row.pop("seen_wins"))
        row["bot"] = bots
    for player in ratings.AI:
        row = ratings.ai_row(player)
        row["rated_games"] = row["games"]
        row["games"], row["wins"] = seen_ai.get(player, (0, 0))
        rows.append(dict(row, bot=False))
    rows.sort(key=lambda r: (ratings.provisional(r), -r["mu"]))
    return rows[:limit]


def profile(engine: Engine, player: str, games: int, viewer: str | None) -> dict[str, Any]:
    """A player's rating, its history, their latest games (one per table, with their best
    place there) and their games and wins by table size, as ``viewer`` may see them."""
    mine = viewer == player
    with engine.connect() as conn:
        history = [dict(r) for r in conn.execute(
            select(rating_history.c.mu, rating_history.c.at, rating_history.c.table_id)
            .join(tables, tables.c.id == rating_history.c.table_id)
            .where(rating_history.c.player == player,
                   true() if mine else tables.c.private.is_(False))
            .order_by(rating_history.c.id)).mappings()]
        seats = conn.execute(  # enough seats for ``games`` tables of up to 6 seats each
            select(results.c.table_id, results.c.place, results.c.players, results.c.rated,
                   results.c.ended)
            .join(tables, tables.c.id == results.c.table_id)
            .where(results.c.player == player, true() if mine else tables.c.private.is_(False))
            .order_by(results.c.ended.desc(), results.c.table_id).limit(6 * games)).mappings()
        played: dict[str, dict[str, Any]] = {}
        for r in seats:
            if r["table_id"] in played:
                played[r["table_id"]]["place"] = min(played[r["table_id"]]["place"], r["place"])
            elif len(played) < games:
                played[r["table_id"]] = dict(r, rated=bool(r["rated"]))
        by_size = [dict(r) for r in conn.execute(
            select(player_games.c.players, func.sum(player_games.c.games).label("games"),
                   func.sum(player_games.c.wins).label("wins"))
            .where(player_games.c.player == player, _seen_by(viewer))
            .group_by(player_games.c.players).order_by(player_games.c.players)).mappings()]
        if ratings.is_ai(player):
            rating: dict[str, Any] | None = ratings.ai_row(player)
        else:
            row = conn.execute(select(ratings_t).where(ratings_t.c.player == player)
                               ).mappings().first()
            rating = dict(row) if row else None
        if rating is not None:
            rating["rated_games"] = rating["games"]
            rating["games"], rating["wins"] = counts(conn, [player], viewer).get(player, (0, 0))
    return {"rating": rating, "history": history, "games": list(played.values()),
            "by_players": by_size, "total": sum(int(b["games"]) for b in by_size)}


def recompute(conn: Connection) -> None:
    """Every rating, its history and every player's count of games anew from the stored
    results, game by game in the order they ended (the model or its weights changed)."""
    conn.execute(delete(rating_history))
    conn.execute(delete(ratings_t))
    conn.execute(delete(player_games))
    private = dict(conn.execute(select(tables.c.id, tables.c.private)).all())
    counted: dict[str, list[Place]] = defaultdict(list)
    sizes: dict[str, tuple[int, bool]] = {}
    for r in conn.execute(select(results).order_by(results.c.table_id)).mappings():
        counted[r["table_id"]].append((r["color"], r["player"], "", r["place"]))
        sizes[r["table_id"]] = (r["players"], r["rated"])
    for table_id, places in counted.items():
        _count(conn, places, sizes[table_id][0], sizes[table_id][1],
               bool(private.get(table_id)))
    names = dict(conn.execute(select(guests.c.id, guests.c.name)).all())
    games: dict[str, list[Place]] = defaultdict(list)
    ended: dict[str, float] = {}
    for r in conn.execute(select(results).where(results.c.rated)
                          .order_by(results.c.ended, results.c.table_id, results.c.color)
                          ).mappings():
        games[r["table_id"]].append((r["color"], r["player"], names.get(r["player"], "?"),
                                     r["place"]))
        ended[r["table_id"]] = r["ended"]
    for table_id, places in games.items():
        _rate(conn, table_id, places, ended[table_id])

