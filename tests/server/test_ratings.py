"""The rating model: openskill Plackett–Luce over each game's order of places, with drift for
people only (an AI level's strength is fixed, so its uncertainty keeps shrinking)."""

from __future__ import annotations

from sucker.server import ratings


def play(rows: dict, order: list[str], games: int) -> dict:
    """``games`` games whose places are always ``order`` (the winner first)."""
    for g in range(games):
        places = [(p, p, i + 1) for i, p in enumerate(order)]
        rows.update(ratings.rate(rows, places, float(g)))
    return rows


def test_the_order_of_places_orders_the_ratings() -> None:
    rows = play({}, ["ai:hard", "ai:medium", "ai:easy"], 30)
    shown = [ratings.shown(rows[p]["mu"], rows[p]["sigma"])
             for p in ("ai:hard", "ai:medium", "ai:easy")]
    assert shown == sorted(shown, reverse=True) and len(set(shown)) == 3
    assert rows["ai:hard"]["wins"] == 30 and rows["ai:easy"]["wins"] == 0


def test_an_ai_level_converges_while_a_person_keeps_some_doubt() -> None:
    # Alternate results so that the means stay close: only the drift differs.
    rows: dict = {}
    for _ in range(200):
        play(rows, ["ai:medium", "ada"], 1)
        play(rows, ["ada", "ai:medium"], 1)
    ai, person = rows["ai:medium"]["sigma"], rows["ada"]["sigma"]
    assert ai < 0.9 * person, (ai, person)
    # The person's uncertainty has a floor set by the drift; the AI's goes below it.
    assert person > ratings.TAU and ai < person


def test_a_new_player_is_provisional_and_ai_levels_are_marked() -> None:
    rows = play({}, ["ada", "ai:easy"], ratings.PROVISIONAL_GAMES - 1)
    assert ratings.public(rows["ada"])["provisional"]
    assert ratings.public(rows["ai:easy"])["ai"] and not ratings.public(rows["ada"])["ai"]
    rows = play(rows, ["ada", "ai:easy"], 1)
    assert not ratings.public(rows["ada"])["provisional"]
