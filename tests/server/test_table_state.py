"""A table's rules of change at their own level: ``decide`` and ``evolve`` on plain data,
and the views as functions of the state — no event loop, no socket, no store."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from sucker.ai.seat import Decision
from sucker.ai.talk import make_persona
from sucker.engine import Action, action_from_json, action_to_json
from sucker.server import commands as c
from sucker.server.config import Settings
from sucker.server.table import view
from sucker.server.table.state import (
    Acted,
    AiDecided,
    AiPlays,
    DeadlinePassed,
    Env,
    Event,
    FillAt,
    Said,
    SeatsChanged,
    SitDown,
    StartGame,
    TableState,
    decide,
    evolve,
)
from sucker.server.wire import ApiError

ADA, BOB = c.Who("ada", "Ada"), c.Who("bob", "Bob")
NOW = 1_000_000.0


def env(now: float = NOW, **settings: Any) -> Env:
    rng = random.Random(1)
    rng.randrange = lambda n: 0  # type: ignore[method-assign]  # red plays first
    return Env(now, Settings(**settings), rng)


def table(players: int = 3, **extra: Any) -> TableState:
    seats = [{"kind": "human", "guest": "ada", "name": "Ada"}] + [{}] * (players - 1)
    row = {"id": "t", "status": "open", "private": False, "invite": "inv",
           "players": players, "chips": 3, "variant": "nash1950", "decision_seconds": 30,
           "ai_level": "easy", "seats": json.dumps(seats), "first": None, "created": 0.0,
           "started": None, "ended": None, "winner": None, "seq": 0, "deadline": None,
           "rematch": None, **extra}
    return TableState.from_row(row, [])


def run(state: TableState, command: Any, e: Env | None = None) -> list[Event]:
    events = decide(state, command, e or env())
    for event in events:
        state = evolve(state, event)
    return events


def started(players: int = 3, **extra: Any) -> TableState:
    state = table(players, **extra)
    run(state, c.FillAi(ADA, all=True))
    run(state, StartGame("ada"))
    return state


def test_a_refused_command_changes_nothing() -> None:
    state = table()
    before = state.row()
    for command in (StartGame("ada"), c.Leave(BOB), c.FillAi(ADA, seat="red"),
                    SitDown(c.Join(ADA)), c.Act(ADA, {"act": "play"})):
        with pytest.raises(ApiError):
            decide(state, command, env())
    assert state.row() == before and state.seq == 0


def test_seats_are_taken_and_left_in_the_lobby_one_table_event_each() -> None:
    state = table()
    events = run(state, SitDown(c.Join(BOB, seat="green")))
    assert [type(e) for e in events] == [SeatsChanged] and state.seq == 1
    assert state.seat_of("bob") == 2 and state.deals.names["bob"] == 2
    with pytest.raises(ApiError) as e:
        decide(state, SitDown(c.Join(c.Who("cy", "Cy"), seat="green")), env())
    assert e.value.code == "taken"
    run(state, c.Leave(BOB))
    assert state.seat_of("bob") is None and state.seq == 2
    events = run(state, c.FillAi(ADA, all=True))
    assert len(events) == 1 and state.seq == 3  # every seat in one table event
    assert all(s.kind == "ai:easy" and s.persona for s in state.seats[1:])


def test_no_ai_is_named_as_a_person_at_the_table() -> None:
    """The AIs' personas (which their workers make again from the seat's seed, and by whose
    name they introduce themselves) take names nobody at the table has, whatever the case."""
    state = table(4)  # Ada, the first persona's name, at red
    run(state, SitDown(c.Join(c.Who("bob", "ben"), seat="green")))  # the second's
    run(state, c.FillAi(ADA, all=True))
    ais = [s for s in state.seats if s.kind == "ai:easy"]
    assert [s.name for s in ais] == ["Clara", "Dan"]
    assert [make_persona(s.seed, None, "en").name for s in ais] == ["Clara", "Dan"]


def test_an_ai_named_as_a_person_who_sits_later_takes_another_persona() -> None:
    state = table(4)
    run(state, c.FillAi(ADA, seat="green"))  # its first persona is Ada's name: the next
    assert state.seats[2].name == "Ben"
    events = run(state, SitDown(c.Join(c.Who("bo", "BEN"), seat="blue")))
    assert len(events) == 1  # one table event: the person and the renamed AI
    ai = state.seats[2]
    assert ai.kind == "ai:easy" and ai.name.casefold() not in {"ada", "ben"}
    assert ai.persona is not None and ai.persona["name"] == ai.name
    assert make_persona(ai.seed, None, "en").name == ai.name


def test_start_deals_the_first_player_and_the_first_deadline() -> None:
    state = started()
    assert state.status == "playing" and state.first == 0 and state.game is not None
    assert state.started == NOW and state.deadline == NOW + 30


def test_an_untimed_table_of_two_people_runs_a_relaxed_clock() -> None:
    state = table(decision_seconds=0)
    run(state, SitDown(c.Join(BOB)))
    run(state, c.FillAi(ADA, all=True))
    run(state, StartGame("ada"), env(relaxed_seconds=300))
    assert state.deadline == pytest.approx(NOW + 300)
    alone = started(decision_seconds=0)
    assert alone.deadline is None  # one person against AIs: nothing hurries them


def test_an_action_is_decided_on_a_copy_and_numbered_when_applied() -> None:
    state = started()
    game = state.game
    assert game is not None
    events = decide(state, c.Act(ADA, {"act": "play", "chip": "red", "pile": "new"}), env())
    assert [type(e) for e in events] == [Acted] and state.game is game
    assert game.ply == 0  # decide changed nothing
    seq = state.seq
    evolve(state, events[0])
    assert state.game is not game and state.game.ply == 1  # type: ignore[union-attr]
    assert state.seq == seq + 1 and state.log[-1]["seq"] == state.seq
    frames = view.frames(state, events[0], seq + 1, set(), NOW, Settings())
    assert [f["type"] for f in frames if isinstance(f, dict)] == ["action"]


def test_transfers_between_two_moves_are_capped() -> None:
    state = started()
    assert state.game is not None
    state.game.hands[0][1] = 5
    state.game.hands[0][2] = 5
    codes = []
    for _ in range(3):
        try:
            run(state, c.Act(ADA, {"act": "transfer", "chip": "blue", "to": "green"}),
                env(anytime_actions=2))
            codes.append("ok")
        except ApiError as e:
            codes.append(e.code)
    assert codes == ["ok", "ok", "rate-limited"]


def test_the_deadline_hands_late_people_to_the_ai_and_back_gives_a_fresh_one() -> None:
    state = started()
    key = state.decision_key
    assert decide(state, DeadlinePassed((9, 9, 9)), env()) == []  # an old decision's timer
    assert run(state, DeadlinePassed(key), env(NOW + 31)) == [AiPlays((0,), True)]
    assert state.seats[0].ai_playing
    run(state, c.Back(ADA), env(NOW + 40))
    assert not state.seats[0].ai_playing and state.deadline == NOW + 40 + 30


def test_an_illegal_ai_answer_gets_the_fallback() -> None:
    state = started()
    run(state, DeadlinePassed(state.decision_key), env(NOW + 31))  # the AI plays red now
    bad = Decision([Action(0, 1)])  # blue's action, in red's seat
    events = run(state, AiDecided(0, bad))
    assert len(events) == 1 and isinstance(events[0], Acted)
    assert events[0].action.by == 0 and events[0].auto
    assert state.game is not None and 1 not in state.game.deciders()
    assert decide(state, AiDecided(1, None), env()) == []  # not blue's decision: dropped


def test_the_fallback_playing_for_a_bot_is_marked_auto_and_the_bot_s_own_move_is_not() -> None:
    seats = [{"kind": "bot:Robo", "guest": "robo", "name": "Robo"},
             {"kind": "human", "guest": "ada", "name": "Ada", "ai_playing": True}, {}]
    state = table(seats=json.dumps(seats))
    run(state, c.FillAi(ADA, all=True))
    run(state, StartGame("ada"))
    assert state.game is not None and state.game.deciders() == [0]  # the bot's move
    move = Decision([state.game.legal_actions()[0]])
    (mine,) = run(state, AiDecided(0, move, checked=state.game))
    assert isinstance(mine, Acted) and not mine.auto
    for late_or_illegal in (None, Decision([Action(1, 1)])):
        for _ in range(20):  # the others' turns (the AI plays Ada's seat, the third is an AI)
            if 0 in state.game.deciders():
                break
            run(state, AiDecided(state.game.deciders()[0], None))
        assert 0 in state.game.deciders()
        events = run(state, AiDecided(0, late_or_illegal))
        assert events and all(isinstance(e, Acted) and e.auto and e.action.by == 0
                              for e in events)


def test_a_bot_answer_checked_against_an_older_game_is_checked_again() -> None:
    state = started()
    run(state, DeadlinePassed(state.decision_key), env(NOW + 31))
    assert state.game is not None
    bad = Decision([Action(0, 1)])  # blue's action, in red's seat
    older = state.game.copy()  # the game it was "checked" against is no longer the table's
    events = run(state, AiDecided(0, bad, checked=older))
    assert len(events) == 1 and isinstance(events[0], Acted)
    assert events[0].action.by == 0  # checked again: the fallback played red's seat


def test_a_chat_line_and_the_deals_it_makes_are_numbered_in_order() -> None:
    state = started()
    seq = state.seq
    events = run(state, c.Chat(ADA, "I'll give you the move, blue"))
    assert [type(e) for e in events] == [Said]
    frames = view.frames(state, events[0], seq + 1, set(), NOW, Settings())
    assert [(f["type"], f["seq"]) for f in frames if isinstance(f, dict)] == [
        ("chat", seq + 1), ("deal", seq + 2)]
    assert state.seq == seq + 2 and state.chat[-1]["line"] == 0
    with pytest.raises(ApiError) as e:
        decide(state, c.Chat(ADA, " \n "), env())
    assert e.value.code == "bad-message"


def test_the_last_action_ends_the_game_with_an_end_and_a_table_event() -> None:
    state = started(chips=1)
    rng = random.Random(3)
    while state.status == "playing":
        assert state.game is not None
        p = state.game.deciders()[0]
        action = rng.choice(state.game.legal_actions(p))
        if state.ai_controls(p):
            run(state, AiDecided(p, Decision([action])))
        else:
            run(state, c.Act(ADA, action_to_json(action)))
    assert state.winner is not None and state.ended == NOW
    last = len(state.log)
    assert state.seq >= last + 3  # the lobby's and start's table events, the end's two


def test_a_table_frame_shows_each_viewer_their_own_seat_and_a_private_invite() -> None:
    state = table(private=True)
    events = run(state, SitDown(c.Join(BOB, invite="inv")))
    frame = view.frames(state, events[0], 1, {"bob"}, NOW, Settings())[0]
    assert not isinstance(frame, dict)
    seen = {who: json.loads(view.view_frame(state, frame, who)) for who in ("ada", "bob", None)}
    assert [s["you"] for s in seen["bob"]["table"]["seats"]] == [False, True, False]
    assert seen["bob"]["table"]["seats"][1]["connected"]
    assert seen["ada"]["table"]["invite"] == "inv" and "invite" not in seen[None]["table"]
    assert "guests" not in seen[None] and "_g" not in seen[None]
    stored = json.loads(frame.stored())
    assert stored["guests"] == ["ada", "bob", None]


def test_find_a_game_sets_its_fill_time_without_any_stored_event() -> None:
    state = table()
    events = run(state, c.FillLater(ADA, seconds=60))
    assert events == [FillAt(NOW + 60, "ada")] and state.seq == 0
    assert view.table_json(state, "ada", {"ada"})["fill_at"] == NOW + 60


def test_an_untimed_table_has_no_clock_for_one_person_and_the_relaxed_one_for_two() -> None:
    state = table(decision_seconds=0)
    assert view.table_json(state, "ada", {"ada"})["untimed"] is True
    assert view.summary(state.row())["untimed"] is True  # a table not in memory
    run(state, SitDown(c.Join(BOB)))
    assert view.table_json(state, "ada", {"ada"})["untimed"] is False
    assert view.summary(state.row())["untimed"] is False
    assert view.table_json(table(decision_seconds=30), "ada", {"ada"})["untimed"] is False


def test_a_stored_table_is_replayed_into_the_same_state() -> None:
    state = started()
    events: list[dict[str, Any]] = []
    for raw in ({"act": "play", "chip": "red", "pile": "new"},):
        for event in run(state, c.Act(ADA, raw)):
            events += [f for f in view.frames(state, event, state.seq, set(), NOW, Settings())
                       if isinstance(f, dict)]
    run(state, c.Chat(ADA, "hello"))
    events.append(state.chat[-1])
    again = TableState.from_row(state.row(), events)
    assert again.game is not None and state.game is not None
    assert again.game.state_json() == state.game.state_json()
    assert again.chat == state.chat and [e["action"] for e in again.log] == [
        e["action"] for e in state.log]
    assert action_from_json(again.log[0]["action"], 3).by == 0
