"""The talking hard predicts talkers as they are swayed: by the goodwill and the promises
of the public ledger (:meth:`TalkingSeat.mind`), not as untilted medium players; players
who never bargained are predicted as before."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from talk_helpers import Feed

from sucker.ai.hard import MODEL_SEED, HardSeat
from sucker.ai.kinds import make_seat
from sucker.ai.medium import choose
from sucker.ai.talk import TalkingSeat
from sucker.engine import COLORS, NEXT, Action, Rules
from sucker.records import parse_record

sys.path.insert(0, str(Path(__file__).parents[3] / "bench"))
from population import Table, play  # noqa: E402

RED, BLUE, GREEN, YELLOW = range(4)


def _talking_hard() -> TalkingSeat:
    seat = make_seat("talk:hard@0.02", seed=1)
    assert isinstance(seat, TalkingSeat) and isinstance(seat.inner, HardSeat)
    return seat


def test_a_talker_who_promised_the_move_is_predicted_to_keep_it() -> None:
    for to in (BLUE, GREEN, YELLOW):
        seat = _talking_hard()
        feed = Feed(Rules())
        seat.start(YELLOW, Rules(), [], feed.game.copy())
        feed.listeners.append(seat)
        assert seat.inner.minds is seat
        seat.chat(RED, f"I'll give you the move, {COLORS[to]}")
        feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
        game = feed.game
        assert set(game.options) == {BLUE, GREEN, YELLOW}
        mind = seat.mind(game, RED)
        assert mind is not None and mind[1:3] == ("move", to)
        assert seat.inner._medium(game.copy()) == Action(NEXT, RED, to=to)


def test_silent_players_are_predicted_as_medium_players() -> None:
    seat = _talking_hard()
    feed = Feed(Rules())
    seat.start(YELLOW, Rules(), [], feed.game.copy())
    feed.listeners.append(seat)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    assert seat.mind(feed.game, RED) is None
    assert seat.inner._medium(feed.game.copy()) == choose(feed.game.copy(), MODEL_SEED)


def test_only_a_predicting_inner_seat_is_told_the_minds() -> None:
    talker = make_seat("talk:medium", seed=1)
    talker.start(RED, Rules(), [], None)
    assert not hasattr(talker.inner, "minds")  # the talkers play as before
    hard = make_seat("ai:hard@0.02", seed=1)
    hard.start(RED, Rules(), [], None)
    assert hard.minds is None  # so does the silent hard


def _hits(record_json: dict[str, object], modelling: bool) -> tuple[int, int]:
    """Follow a talkers' game from red's seat as the talking hard: how many of the other
    three's checked answers its model of them predicted, of how many checked."""
    record = parse_record(record_json)
    seat = _talking_hard()
    game = record.new_game()
    seat.start(RED, record.rules, record.seats or [], game.copy())
    if not modelling:
        seat.inner.minds = None
    lines = sorted(record.chat, key=lambda line: line.after)
    i = 0
    for k, action in enumerate(record.actions):
        while i < len(lines) and lines[i].after <= k:
            seat.ledger.on_chat(COLORS.index(lines[i].by), lines[i].text, k, seat.names)
            i += 1
        game.apply(action)
        seat.event(action, game)
    seen = seat.inner.observed
    return (sum(seen.hits[p][0] for p in (BLUE, GREEN, YELLOW)),
            sum(seen.checked[p] for p in (BLUE, GREEN, YELLOW)))


def test_talkers_answers_are_predicted_from_the_ledger() -> None:
    """On two seeded games of four talkers, the model swayed by the ledger predicts their
    answers far more often than medium's untilted answer does."""
    swayed = plain = checked = 0
    for seed in (12, 13):
        record = play(Table(["talker"] * 4, Rules(), 0, seed=seed))["record"]
        hits, n = _hits(record, True)
        unswayed, m = _hits(record, False)
        assert n == m > 20  # the same answers checked
        swayed, plain, checked = swayed + hits, plain + unswayed, checked + n
    assert swayed >= 0.9 * checked
    assert plain <= 0.8 * checked


@pytest.mark.parametrize("all_bargain", [False, True])
def test_the_talking_hard_keeps_goodwill_only_while_someone_does_not_bargain(
        all_bargain: bool) -> None:
    """Blue keeps its promise of the move to red, or breaks it to green: a talker at red or
    green tilts towards or against blue; so does the talking hard while a player who never
    bargained is in (the bargainers win as a bloc), and it keeps no attitude once every
    other player bargains (it predicts blue from the same ledger and plays for its own
    win)."""
    attitudes = {}
    for kind in ("talk:medium", "talk:hard@0.02"):
        for me in (RED, GREEN):
            seat = make_seat(kind, seed=1)
            assert isinstance(seat, TalkingSeat)
            feed = Feed(Rules())
            seat.start(me, Rules(), [], feed.game.copy())
            feed.listeners.append(seat)
            seat.chat(BLUE, f"I'll give you the move, {COLORS[me]}")
            if all_bargain:
                for q in {RED, GREEN, YELLOW} - {me}:
                    seat.chat(q, f"{COLORS[me]}, can you give me the move?")
            assert sum(bool(seat.ledger.spoke[q]) for q in range(4) if q != me) == (
                3 if all_bargain else 1)
            feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
            feed.act({"by": "red", "act": "next", "to": "blue"})
            feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
            feed.act({"by": "blue", "act": "next", "to": "red"})  # kept to red, broken to green
            feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
            if me == GREEN:
                feed.act({"by": "red", "act": "next", "to": "green"})
                feed.act({"by": "green", "act": "play", "chip": "green", "pile": "new"})
            assert me in feed.game.deciders()  # to give the move
            seat.decide(feed.game.copy())
            attitudes[kind, me] = seat.inner.attitude[BLUE]
    assert attitudes["talk:medium", RED] > 0 > attitudes["talk:medium", GREEN]
    if all_bargain:
        assert attitudes["talk:hard@0.02", RED] == attitudes["talk:hard@0.02", GREEN] == 0.0
    else:
        assert attitudes["talk:hard@0.02", RED] > 0 > attitudes["talk:hard@0.02", GREEN]
