"""The rating model on wins alone (the winner first, everyone else tied), its Elo-like
scale, the AI levels' fixed ratings, the weight of repeated meetings, and why a rated table
is played as casual."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sucker.server import fairplay, ratings
from sucker.server.table.state import SeatInfo


def play(rows: dict[str, Any], order: list[str], games: int) -> dict[str, Any]:
    """``games`` games won by ``order[0]``, everyone else losing."""
    for g in range(games):
        places = [(p, p, i + 1) for i, p in enumerate(order)]
        rows.update(ratings.rate(rows, places, float(g)))
    return rows


def test_a_new_player_is_at_1500_and_provisional() -> None:
    row = ratings.fresh("ada", "Ada", 0)
    shown = ratings.public(row)
    assert shown["rating"] == 1500 and shown["provisional"] and not shown["ai"]
    rows = play({}, ["ada", "bob"], ratings.PROVISIONAL_GAMES - 1)
    assert ratings.public(rows["ada"])["provisional"]
    rows = play(rows, ["ada", "bob"], 1)
    assert not ratings.public(rows["ada"])["provisional"]


def test_only_the_winner_wins_and_the_others_are_tied() -> None:
    rows = play({}, ["ada", "bob", "cy", "dee"], 1)
    assert ratings.shown(rows["ada"]["mu"]) > 1500
    losers = {round(rows[p]["mu"], 9) for p in ("bob", "cy", "dee")}
    assert len(losers) == 1 and ratings.shown(rows["bob"]["mu"]) < 1500
    assert rows["ada"]["wins"] == 1 and rows["bob"]["wins"] == 0
    assert all(rows[p]["games"] == 1 for p in rows)


def test_ai_levels_keep_their_fixed_rating_and_people_move_against_it() -> None:
    rows = play({}, ["ai:hard", "ada", "ai:easy"], 3)
    assert set(rows) == {"ada"}  # no AI row is ever made
    lost_to_hard = rows["ada"]["mu"]
    easy_first = play({}, ["ai:easy", "ada", "ai:hard"], 3)["ada"]["mu"]
    assert lost_to_hard < ratings.MODEL.mu and easy_first < ratings.MODEL.mu
    assert ratings.provisional(ratings.ai_row("ai:easy")) is False
    order = [ratings.shown(ratings.AI[f"ai:{lv}"]["mu"]) for lv in ("hard", "medium", "easy")]
    assert order == sorted(order, reverse=True) and len(set(order)) == 3


@given(st.floats(min_value=-1e6, max_value=1e6))
def test_no_rating_is_shown_below_zero(mu: float) -> None:
    assert ratings.shown(mu) >= 0


def test_a_person_losing_every_game_stays_at_zero_or_more() -> None:
    rows = play({}, ["ai:hard", "ada"], 400)
    assert ratings.public(rows["ada"])["rating"] >= 0


def test_repeated_meetings_count_less() -> None:
    assert [ratings.weight(n) for n in range(6)] == [1, 1, 1, 0.5, 0.25, 0.125]
    full = ratings.rate({}, [("ada", "Ada", 1), ("bob", "Bob", 2)], 0)
    half = ratings.rate({}, [("ada", "Ada", 1), ("bob", "Bob", 2)], 0, {"ada": 0.5})
    gain = full["ada"]["mu"] - ratings.MODEL.mu
    assert half["ada"]["mu"] - ratings.MODEL.mu == pytest.approx(gain / 2)
    assert half["bob"]["mu"] == full["bob"]["mu"]
    none = ratings.rate({}, [("ada", "Ada", 1), ("bob", "Bob", 2)], 0, {"ada": 0.0})
    assert none["ada"]["mu"] == ratings.MODEL.mu and none["ada"]["games"] == 1


def seat(origin: str | None, unproven: bool | None = None) -> SeatInfo:
    return SeatInfo("human", "g", "n", origin=origin, unproven=unproven)


@pytest.mark.parametrize(("seats", "reason"), [
    ([seat("a:1 b:1"), seat("a:2 b:2"), SeatInfo("ai:easy")], None),
    ([seat("a:1 b:1"), seat("a:1 b:2")], "same-address"),
    ([seat("a:1 b:1"), seat("a:2 b:1")], "same-browser"),
    ([seat("a:1 b:1"), seat("a:2", unproven=True)], "new-account"),
    ([SeatInfo("ai:easy"), SeatInfo("ai:easy"), seat("a:1")], None),
])
def test_why_a_rated_table_is_played_as_casual(seats: list[SeatInfo], reason: str | None
                                               ) -> None:
    assert fairplay.casual_reason(True, seats) == reason
    assert fairplay.casual_reason(False, seats) is None


def test_origins_are_hashed_and_keyed() -> None:
    one = fairplay.origin("secret", "10.0.0.1", "browser-1")
    assert one.startswith("a:") and " b:" in one and "10.0.0.1" not in one
    assert fairplay.origin("secret", "10.0.0.1", None) == one.split()[0]
    assert fairplay.origin("other", "10.0.0.1", "browser-1") != one
