"""Ratings in storage, on SQLite and PostgreSQL: a profile's counts are of games and equal
its game list, another's private games are hidden (the player sees their own), repeated
meetings in a week count less, and the migration recomputes every rating from the games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import create_engine, inspect, select, text
from starlette.requests import Request

from sucker.server import fairplay, ratings
from sucker.server.db import Store, alembic_config, guests, migrate, origins, tables, version
from sucker.server.db import ratings as ratings_t
from sucker.server.leaderboards import Leaderboards
from sucker.server.repos import guests as guest_repo
from sucker.server.repos import ratings as repo
from sucker.server.repos import review
from sucker.server.repos import tables as table_repo


def url_for(kind: str, request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if kind == "sqlite":
        return f"sqlite:///{tmp_path / 'ratings.db'}"
    url = str(request.getfixturevalue("fresh_pg"))
    return "postgresql+psycopg://" + url.split("://", 1)[1]


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = Store(url_for(request.param, request, tmp_path))
    migrate(s.engine)
    yield s
    s.close()


def table(store: Store, table_id: str, *, private: bool = False, rated: bool = True) -> None:
    table_repo.insert(store.engine, {
        "id": table_id, "status": "over", "private": private, "invite": "x", "players": 3,
        "chips": 3, "variant": "nash1950", "decision_seconds": 60, "ai_level": "easy",
        "seats": "[]", "first": 0, "created": 0.0, "started": 0.0, "ended": 1.0,
        "winner": 0, "seq": 1, "deadline": None, "rematch": None, "seen": 0.0,
        "rated": rated, "lang": "en"})


def game(store: Store, table_id: str, seats: list[str], ended: float, *,
         private: bool = False, rated: bool = True) -> None:
    """A finished game: ``seats`` by colour, the first one the winner."""
    table(store, table_id, private=private, rated=rated)
    places = [(i, p, p.title(), i + 1) for i, p in enumerate(seats)]
    repo.record(store.engine, table_id, places, len(seats), rated, ended)


def test_a_profile_counts_games_and_agrees_with_its_list(store: Store) -> None:
    game(store, "t1", ["ada", "ai:medium", "ai:medium", "ai:medium"], 10)
    game(store, "t2", ["ai:medium", "ada", "ai:medium"], 20)
    game(store, "t3", ["bob", "ada", "ai:medium"], 30, rated=False)
    for player in ("ada", "ai:medium"):
        p = repo.profile(store.engine, player, 50, None)
        by_size = {b["players"]: (b["games"], b["wins"]) for b in p["by_players"]}
        assert sum(n for n, _ in by_size.values()) == len(p["games"]) == p["total"] == 3
        assert sum(w for _, w in by_size.values()) == sum(g["place"] == 1 for g in p["games"])
        rated = [g for g in p["games"] if g["rated"]]
        assert (p["rating"]["games"], p["rating"]["wins"]) == (
            len(rated), sum(g["place"] == 1 for g in rated))
    medium = repo.profile(store.engine, "ai:medium", 50, None)
    assert by(medium["games"]) == {"t1": 2, "t2": 1, "t3": 3}  # its best seat at each table
    assert medium["rating"]["mu"] == ratings.AI["ai:medium"]["mu"]  # never moved
    board = {r["player"]: r for r in repo.leaderboard(store.engine, 10)}
    assert set(ratings.AI) <= set(board)  # every level, played or not
    assert (board["ai:medium"]["games"], board["ai:medium"]["wins"]) == (2, 1)
    assert (board["ada"]["games"], board["ada"]["wins"]) == (2, 1)


def by(games: list[dict]) -> dict[str, int]:
    return {g["table_id"]: g["place"] for g in games}


def test_private_games_are_seen_by_their_player_only(store: Store) -> None:
    game(store, "pub", ["ada", "bob"], 10)
    game(store, "priv", ["bob", "ada"], 20, private=True)
    outsider = repo.profile(store.engine, "ada", 50, None)
    assert by(outsider["games"]) == {"pub": 1}
    assert [h["table_id"] for h in outsider["history"]] == ["pub"]
    assert (outsider["rating"]["games"], outsider["rating"]["wins"]) == (1, 1)
    mine = repo.profile(store.engine, "ada", 50, "ada")
    assert by(mine["games"]) == {"pub": 1, "priv": 2}
    assert (mine["rating"]["games"], mine["rating"]["wins"]) == (2, 1)
    assert len(mine["history"]) == 2
    seen_by = {viewer: {r["player"]: r["games"] for r in repo.leaderboard(store.engine, 10,
                                                                           viewer)}
               for viewer in (None, "ada", "cy")}
    assert seen_by[None]["ada"] == seen_by["cy"]["ada"] == 1 and seen_by["ada"]["ada"] == 2
    assert seen_by["ada"]["bob"] == 1  # ada sees her own private games, not bob's


def test_the_same_accounts_meeting_often_in_a_week_move_ratings_less(store: Store) -> None:
    gains = []
    for n in range(6):
        before = repo.of_players(store.engine, ["ada"]).get("ada", {"mu": ratings.MODEL.mu})["mu"]
        game(store, f"m{n}", ["ada", "bob", "ai:easy"], 100.0 + n)
        gains.append(repo.of_players(store.engine, ["ada"])["ada"]["mu"] - before)
    assert all(g > 0 for g in gains)
    assert gains[3] < 0.7 * gains[2] and gains[5] < 0.5 * gains[3]
    # A week later the count starts again.
    before = repo.of_players(store.engine, ["ada"])["ada"]["mu"]
    game(store, "later", ["ada", "bob", "ai:easy"], 100.0 + ratings.WEEK + 10)
    assert repo.of_players(store.engine, ["ada"])["ada"]["mu"] - before > 0.7 * gains[2]


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_the_migration_recomputes_ratings_from_the_games(
        kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    engine = create_engine(url_for(kind, request, tmp_path))
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0004")  # the openskill-over-places schema
        conn.execute(text("INSERT INTO guests (id, name, created) VALUES ('ada', 'Ada', 1), "
                          "('bob', 'Bob', 1)"))
        for i, (winner, loser) in enumerate([("ada", "bob"), ("ada", "bob"), ("bob", "ada")]):
            conn.execute(tables.insert().values(
                id=f"t{i}", status="over", private=False, invite="x", players=3, chips=3,
                variant="nash1950", decision_seconds=60, ai_level="easy", seats="[]",
                created=0.0, seq=1, rated=True, lang="en"))
            conn.execute(text(
                "INSERT INTO results (table_id, color, player, place, players, rated, ended) "
                "VALUES (:t, 0, :w, 1, 3, true, :e), (:t, 1, :l, 2, 3, true, :e), "
                "(:t, 2, 'ai:easy', 3, 3, true, :e)"), {"t": f"t{i}", "w": winner, "l": loser,
                                                         "e": float(i)})
        # Ratings the old model left: a negative one and an AI level's row.
        conn.execute(text("INSERT INTO ratings (player, name, mu, sigma, games, wins, updated) "
                          "VALUES ('ada', 'Ada', -3, 8, 3, 2, 2), "
                          "('ai:easy', 'Easy AI', 20, 2, 3, 0, 2)"))
    migrate(engine)
    counted = repo.profile(engine, "ai:easy", 50, None)
    assert counted["total"] == 3 and counted["by_players"] == [
        {"players": 3, "games": 3, "wins": 0}]
    with engine.connect() as conn:
        rows = {r["player"]: dict(r) for r in conn.execute(select(ratings_t)).mappings()}
        history = conn.execute(text("SELECT player, table_id FROM rating_history "
                                    "ORDER BY id")).all()
    engine.dispose()
    assert set(rows) == {"ada", "bob"}
    assert (rows["ada"]["games"], rows["ada"]["wins"]) == (3, 2)
    assert (rows["bob"]["games"], rows["bob"]["wins"]) == (3, 1)
    assert ratings.shown(rows["ada"]["mu"]) > ratings.shown(rows["bob"]["mu"])
    assert [t for p, t in history if p == "ada"] == ["t0", "t1", "t2"]


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_the_versions_migration_starts_the_leaderboard_at_zero_and_goes_back(
        kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    engine = create_engine(url_for(kind, request, tmp_path))
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0007")
        conn.execute(text("INSERT INTO guests (id, name, created, bot) VALUES "
                          "('ada', 'Ada', 1, false), ('robo', 'Robo', 1, true)"))
    migrate(engine)
    assert version(engine, "leaderboard") == 0
    with engine.begin() as conn:  # the bots' index holds the bot accounts alone
        bots = select(guests.c.id).where(guests.c.bot)
        assert conn.execute(bots).scalars().all() == ["robo"]
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "0007")
        assert "versions" not in inspect(conn).get_table_names()
        assert "ix_guests_bot" not in {i["name"] for i in inspect(conn).get_indexes("guests")}
        command.upgrade(cfg, "head")
        assert "ix_guests_bot" in {i["name"] for i in inspect(conn).get_indexes("guests")}
    assert version(engine, "leaderboard") == 0
    engine.dispose()


def test_the_leaderboard_puts_provisional_players_after_the_others(store: Store) -> None:
    with store.engine.begin() as conn:
        conn.execute(ratings_t.insert(), [
            {"player": "vet", "name": "Vet", "mu": 20.0, "sigma": 2.0, "games": 10,
             "wins": 1, "updated": 0.0},
            {"player": "newbie", "name": "Newbie", "mu": 40.0, "sigma": 6.0, "games": 2,
             "wins": 2, "updated": 0.0}])
    board = [r["player"] for r in repo.leaderboard(store.engine, 10)]
    assert board.index("vet") < board.index("newbie")
    assert board.index("ai:hard") < board.index("newbie")
    assert [r["player"] for r in repo.leaderboard(store.engine, 2)] == board[:2]


def test_the_review_list_finds_lopsided_pairs_and_accounts_made_together(store: Store
                                                                          ) -> None:
    with store.engine.begin() as conn:
        conn.execute(guests.insert(), [
            {"id": g, "name": g.title(), "created": created, "username_key": g}
            for g, created in (("ada", 0.0), ("bob", 600.0), ("cy", 900.0),
                               ("dee", 10 * 86400.0))])
    for n in range(5):
        game(store, f"f{n}", ["ada", "bob", "ai:easy"], 1e9 + n)
    game(store, "fair", ["cy", "ada", "ai:easy"], 1e9 + 9)
    pairs = review.lopsided_pairs(store.engine, 1e9 - 1, 5, 0.8)
    assert pairs == [{"players": ["Ada", "Bob"], "games": 5, "wins": [5, 0]}]
    for guest in ("ada", "bob", "dee"):
        fairplay.note(store.engine, guest, "a:home b:" + guest)
    fairplay.note(store.engine, "cy", "a:elsewhere b:cy")
    groups = review.made_together(store.engine, 3600)
    assert [(g["address"], g["accounts"]) for g in groups] == [("a:home", ["Ada", "Bob"])]


@pytest.mark.anyio
async def test_a_seat_origin_is_written_once_an_hour_per_guest_and_place(store: Store) -> None:
    def request(browser: str) -> Request:
        return Request({"type": "http", "headers": [(b"cookie", f"sucker_browser={browser}"
                                                                   .encode())]})

    def lasts() -> dict[tuple[str, str], float]:
        with store.engine.connect() as conn:
            return {(r.guest_id, r.origin): r.last for r in conn.execute(select(origins))}

    places = fairplay.Origins(store, "secret")
    where = await places.seat("10.0.0.1", "ada", request("one"))
    assert where == fairplay.origin("secret", "10.0.0.1", "one")
    assert set(lasts()) == {("ada", part) for part in where.split()}
    with store.engine.begin() as conn:
        conn.execute(origins.update().values(last=0.0))
    assert await places.seat("10.0.0.1", "ada", request("one")) == where
    assert set(lasts().values()) == {0.0}  # sat down again from there: not written again
    other = await places.seat("10.0.0.1", "ada", request("two"))  # another browser
    assert lasts()[("ada", other.split()[1])] > 0.0
    places.NOTE_EVERY = 0.0  # an hour later
    await places.seat("10.0.0.1", "ada", request("one"))
    assert lasts()[("ada", where.split()[0])] > 0.0


@pytest.mark.anyio
async def test_a_kept_leaderboard_page_is_new_after_a_rated_game_in_any_process(
        store: Store) -> None:
    other = Store(store.engine.url.render_as_string(hide_password=False))  # a 2nd process
    here, there = Leaderboards(store), Leaderboards(other)
    try:
        game(store, "t1", ["ada", "bob", "ai:easy"], 10)
        first = await there.page(10, False, None)
        assert await there.page(10, False, None) is first  # kept: computed once
        assert "cy" not in {r["player"] for r in first}
        game(store, "t2", ["cy", "ada", "ai:easy"], 20)  # ends in the other process
        board = {r["player"]: r for r in await there.page(10, False, None)}
        assert board["cy"]["wins"] == 1 and board["ada"]["games"] == 2
        assert board["ai:easy"]["games"] == 2
        kept = await there.page(10, False, None)
        game(store, "t3", ["cy", "ada", "ai:easy"], 30, rated=False)  # casual: not shown
        assert await there.page(10, False, None) is kept
        # Private games: counted for their player only, from the same kept page.
        game(store, "t4", ["ada", "cy", "ai:easy"], 40, private=True)
        seen = {viewer: {r["player"]: (r["games"], r["wins"])
                         for r in await here.page(10, False, viewer)}
                for viewer in (None, "ada", "dee")}
        assert seen[None]["ada"] == seen["dee"]["ada"] == (2, 1)
        assert seen["ada"]["ada"] == (3, 2) and seen["ada"]["cy"] == seen[None]["cy"] == (1, 1)
        assert "cy" in {r["player"] for r in await there.page(10, False, None)}
        guest_repo.delete(store.engine, "cy")
        assert "cy" not in {r["player"] for r in await there.page(10, False, None)}
        assert [r["player"] for r in await there.page(2, False, None)] == [
            r["player"] for r in (await there.page(10, False, None))[:2]]
    finally:
        other.close()
