"""The talking seat: its words match its deeds, it keeps a promise when keeping is cheap and
breaks it when the gain is large, it answers and accuses, and it is legal and repeatable."""

from __future__ import annotations

from talk_helpers import RESCUE_SCRIPT, Feed, StandIn, host, random_values

from sucker.ai.kinds import make_seat
from sucker.ai.seat import RandomSeat, Seat
from sucker.ai.talk import Act, TalkingSeat, parse
from sucker.ai.talk.acts import ACCEPT, ACCUSE, REJECT
from sucker.ai.talk.ledger import BROKEN, KEPT
from sucker.engine import KILL, NEXT, TRANSFER, Action, Game, Rules

RED, BLUE, GREEN, YELLOW = range(4)
FOUR = Rules()


def _seat(you: int, values: dict[tuple[int, int], float], rules: Rules = FOUR) -> TalkingSeat:
    """A talking seat around a stand-in valuing (act, to) pairs as given (else 0.1)."""

    def value(game: Game, a: Action) -> float:
        return values.get((a.act, a.to), 0.1)

    seat = TalkingSeat(StandIn(value), seed=3)
    seat.start(you, rules, [])
    return seat


def _red_to_give_the_move(seat: TalkingSeat) -> Feed:
    feed = Feed(Rules())
    feed.listeners.append(seat)
    seat.ledger.on_chat(RED, "I'll give you the move, blue", 0)  # red's own earlier line
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    return feed


def test_keeps_a_promise_when_keeping_is_cheap() -> None:
    seat = _seat(RED, {(NEXT, BLUE): 0.40, (NEXT, GREEN): 0.45})
    feed = _red_to_give_the_move(seat)
    decision = seat.decide(feed.game.copy())
    assert decision.actions == [Action(NEXT, RED, to=BLUE)]
    feed.act({"by": "red", "act": "next", "to": "blue"})
    assert seat.ledger.promises[0].state == KEPT and seat.betrayals == 0


def test_breaks_a_promise_when_the_gain_is_large() -> None:
    seat = _seat(RED, {(NEXT, BLUE): 0.20, (NEXT, GREEN): 0.70})
    feed = _red_to_give_the_move(seat)
    decision = seat.decide(feed.game.copy())
    assert decision.actions == [Action(NEXT, RED, to=GREEN)]
    feed.act({"by": "red", "act": "next", "to": "green"})
    assert seat.ledger.promises[0].state == BROKEN and seat.betrayals == 1


def test_keeps_a_rescue_promise_unless_refusing_pays_much_more() -> None:
    for refuse_value, rescues in ((0.5, True), (0.9, False)):
        seat = _seat(BLUE, {(TRANSFER, RED): 0.45, (5, -1): refuse_value}, Rules(3, 2))
        seat.ledger.on_chat(BLUE, "I'll rescue you, red", 0)
        feed = Feed(Rules(3, 2))
        feed.listeners.append(seat)
        feed.run(RESCUE_SCRIPT)
        decision = seat.decide(feed.game.copy())
        assert (decision.actions[-1].act == TRANSFER) is rescues


def test_accepts_a_fair_deal_then_keeps_it() -> None:
    seat = _seat(RED, {(NEXT, GREEN): 0.35, (NEXT, BLUE): 0.30})
    feed = Feed(Rules())
    feed.listeners.append(seat)
    seat.chat(BLUE, "Give me the move, red, and I'll rescue you.")
    decision = seat.decide(feed.game.copy())  # red to play first
    assert decision.say is not None and parse(decision.say, RED) == [Act(ACCEPT, BLUE)]
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    assert seat.decide(feed.game.copy()).actions == [Action(NEXT, RED, to=BLUE)]


def test_rejects_a_deal_from_a_promise_breaker_and_accuses_them() -> None:
    seat = _seat(RED, {})
    feed = Feed(Rules())
    feed.listeners.append(seat)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    feed.act({"by": "red", "act": "next", "to": "blue"})
    seat.chat(BLUE, "I'll give you the move, red")
    feed.act({"by": "blue", "act": "play", "chip": "blue", "pile": "new"})
    feed.act({"by": "blue", "act": "next", "to": "green"})  # red was an option: broken
    feed.act({"by": "green", "act": "play", "chip": "green", "pile": "new"})
    feed.act({"by": "green", "act": "next", "to": "red"})
    first = seat.decide(feed.game.copy())
    assert first.say is not None and parse(first.say, RED) == [Act(ACCUSE, BLUE)]
    assert seat.inner.attitude[BLUE] < 0 < seat.inner.attitude[GREEN] + 1
    reply = seat.chat(BLUE, "Give me the move, red, and I'll rescue you.")
    assert reply is not None and parse(reply, RED) == [Act(REJECT, BLUE)]  # at once


def _table(seed: int) -> list[Seat]:
    return [
        TalkingSeat(StandIn(random_values(seed)), seed=seed),
        TalkingSeat(RandomSeat(seed + 1), seed=seed + 1),
        TalkingSeat(StandIn(random_values(seed + 2)), seed=seed + 2),
        RandomSeat(seed + 3),
    ]


def test_answers_are_legal_and_talk_is_repeatable_and_rate_limited() -> None:
    lines = 0
    for seed in range(12):
        rules = Rules(4, 5)
        game, chat = host(_table(seed), rules, first=seed % 4)
        again, chat2 = host(_table(seed), rules, first=seed % 4)
        assert chat == chat2 and again.state_json() == game.state_json()
        lines += len(chat)
        for by, text in chat:
            # every line means something: a bargain, or a broken promise owned in words
            assert parse(text, by) or text.key.startswith("broke_"), text
    assert lines > 12  # they do talk


def test_talk_is_sparse() -> None:
    seats = _table(99)
    game, chat = host(seats, Rules(4, 7))
    decisions = game.ply  # an upper bound on decisions
    for i in range(3):
        said = sum(1 for by, _ in chat if by == i)
        assert said <= decisions / 4


def test_talk_seats_from_specs() -> None:
    seat = make_seat("talk:easy", seed=1)
    assert hasattr(seat.inner, "rank") and hasattr(seat.inner, "attitude")
    assert isinstance(make_seat("talk:medium", seed=2), TalkingSeat)
    runs = [host([make_seat("talk:easy", seed=i) for i in range(4)], Rules(4, 5)) for _ in "ab"]
    assert runs[0][1] == runs[1][1] and runs[0][1]  # the same talk, and some
    assert runs[0][0].state_json() == runs[1][0].state_json()


def test_an_echo_of_its_own_line_is_not_counted_twice() -> None:
    seat = _seat(RED, {})
    feed = Feed(Rules())
    feed.listeners.append(seat)
    seat.chat(BLUE, "Give me the move, red, and I'll rescue you.")
    said = seat.decide(feed.game.copy()).say
    assert said is not None
    seat.chat(RED, said)  # a host that echoes every line to everyone
    assert seat.ledger.spoke[RED] == 1
    assert len(seat.ledger.promises) == 2


def test_seeks_an_ally_among_those_who_talk() -> None:
    seat = _seat(RED, {})
    feed = Feed(Rules())
    feed.listeners.append(seat)
    seat.chat(YELLOW, "I'll rescue you, green")  # yellow talks; blue and green never do
    lines = [seat.decide(feed.game.copy()).say for _ in range(6)]
    said = [line for line in lines if line]
    assert len(said) == 1 and lines[0] is None  # one line, and not at once
    acts = parse(said[0], RED)
    assert len(acts) == 1 and acts[0].kind == "alliance" and acts[0].to == YELLOW
    assert acts[0].about in (BLUE, GREEN)


class _Predicting(StandIn):
    """A stand-in that predicts the others, as hard does: the talking seat gives it no
    attitude, so what a threat promised must be carried out by the seat itself."""

    minds: object = None


def _blue_defies_reds_threat_then_red_captures(kill_blue: float) -> tuple[TalkingSeat, Game]:
    """Red threatens blue, blue gives the move to green though red could have had it, and
    red later captures a pile holding a blue chip: which chip does red kill?"""

    def value(game: Game, a: Action) -> float:
        if a.act == KILL:
            return kill_blue if a.chip == BLUE else 0.45
        return 0.1

    seat = TalkingSeat(_Predicting(value), seed=3)
    seat.start(RED, FOUR, [])
    feed = Feed(FOUR)
    feed.listeners.append(seat)
    seat.threats.add(BLUE)
    seat.ledger.on_chat(RED, "Blue, give me the move or I kill your chips", 0)
    feed.run([
        {"by": "red", "act": "play", "chip": "red", "pile": "new"},
        {"by": "red", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": "new"},
        {"by": "blue", "act": "next", "to": "green"},  # red was free to have it: defied
        {"by": "green", "act": "play", "chip": "green", "pile": 1},
        {"by": "green", "act": "next", "to": "yellow"},
        {"by": "yellow", "act": "play", "chip": "yellow", "pile": 2},
        {"by": "yellow", "act": "next", "to": "red"},
        {"by": "red", "act": "play", "chip": "red", "pile": 2},  # green alone may have it
        {"by": "green", "act": "play", "chip": "green", "pile": "new"},
        {"by": "green", "act": "next", "to": "red"},
        {"by": "red", "act": "play", "chip": "red", "pile": 2},  # blue, yellow, red, red: red's
    ])
    return seat, feed.game


def test_a_seat_without_attitude_carries_out_a_defied_threat_when_it_is_cheap() -> None:
    seat, game = _blue_defies_reds_threat_then_red_captures(kill_blue=0.44)
    assert seat.vowed == {BLUE}
    assert seat.decide(game.copy()).actions == [Action(KILL, RED, chip=BLUE)]
    assert seat.vowed == set()  # carried out once


def test_a_defied_threat_is_not_carried_out_at_any_cost() -> None:
    seat, game = _blue_defies_reds_threat_then_red_captures(kill_blue=0.05)
    assert seat.decide(game.copy()).actions == [Action(KILL, RED, chip=RED)]
    assert seat.vowed == {BLUE}  # still owed


def test_a_seat_with_an_attitude_owes_no_kill() -> None:
    seat = TalkingSeat(StandIn(lambda game, a: 0.1), seed=3)
    seat.start(RED, FOUR, [])
    feed = Feed(FOUR)
    feed.listeners.append(seat)
    seat.threats.add(BLUE)
    feed.run([
        {"by": "red", "act": "play", "chip": "red", "pile": "new"},
        {"by": "red", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": "new"},
        {"by": "blue", "act": "next", "to": "green"},
    ])
    assert seat.vowed == set() and seat.grudge[BLUE] < 0  # its attitude carries it out


def test_an_offer_to_another_does_not_make_an_older_offer_the_latest() -> None:
    """Yellow offers red a deal, blue then proposes red an alliance, yellow makes the same
    offer to green: red's bare "ok deal" answers blue's proposal, the latest made to red, so
    yellow does not take it for its own deal (its offer to green moved, not the one to red)."""
    seat = _seat(YELLOW, {})
    feed = Feed(Rules())
    feed.listeners.append(seat)
    feed.act({"by": "red", "act": "play", "chip": "red", "pile": "new"})
    for line in ("Red, give me the move and I won't kill your chips.",
                 "Green, give me the move and I won't kill your chips."):
        seat.ledger.on_chat(YELLOW, line, 0)  # said, as the seat notes its own lines
        seat._said(line)
        if line.startswith("Red"):
            seat.chat(YELLOW, line)  # the host passes it round
            seat.chat(BLUE, "Red, shall we team up against green?")
        else:
            seat.chat(YELLOW, line)
    reply = seat.chat(RED, "ok deal")
    assert getattr(reply, "key", None) != "deal_on", reply
    to_red = [o for o in seat.ledger.offers if o.by == YELLOW and o.act.to == RED]
    assert len(to_red) == 1, "yellow's offer to red is still open"
