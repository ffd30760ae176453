"""sls-bot/1 both ways: ``sucker bot`` over real pipes, and ProgramSeat's fallbacks on bots
that misbehave."""

from __future__ import annotations

import random
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from sucker.ai.arena import play_game
from sucker.ai.bot import BotSession, game_from_state
from sucker.ai.kinds import make_seat
from sucker.ai.program import ProgramSeat
from sucker.ai.seat import Seat
from sucker.engine import COLORS, PHASE_RESCUE, REFUSE, Action, Game, Rules, action_to_json
from sucker.records import load

PY = sys.executable


def _bot(tmp_path: Path, name: str, on_decide: str) -> str:
    """A tiny bot: ready on start, ``on_decide`` (Python, with ``msg``, ``n`` the decide
    count, ``answer(obj)``, ``legal()`` the first legal answer) on each decide."""
    code = textwrap.dedent(
        """
        import json, sys, time
        from sucker.ai.bot import game_from_state, parse_rules
        from sucker.engine import action_to_json, color_index
        rules, n = None, 0
        def answer(obj):
            sys.stdout.write(json.dumps(obj) + "\\n"); sys.stdout.flush()
        for line in sys.stdin:
            msg = json.loads(line)
            if msg["type"] == "start":
                rules = parse_rules(msg["rules"]); answer({"type": "ready", "name": "%s"})
            elif msg["type"] == "decide":
                n += 1
                def legal():
                    g = game_from_state(msg["state"], rules)
                    you = color_index(msg["you"], rules.players)
                    return {"actions": [action_to_json(g.legal_actions(you)[0])]}
        %s
        """
    ) % (name, textwrap.indent(textwrap.dedent(on_decide), " " * 8))
    path = tmp_path / f"{name}.py"
    path.write_text(code)
    return f"{PY} {path}"


def _play(seat: Seat, seed: int = 1) -> tuple[dict, Game]:
    seats = [seat] + [make_seat("ai:easy", seed=seed + i) for i in range(1, 4)]
    kinds = ["cmd:bot", "ai:easy", "ai:easy", "ai:easy"]
    result = play_game(seats, Rules(), first=seed % 4, kinds=kinds)
    doc = result.record.to_json()
    _, game = load(doc)  # every action the host accepted replays
    assert game.is_over() and doc["result"]["winner"] == COLORS[game.winner]
    return doc, game


def test_sucker_bot_plays_full_games_over_pipes() -> None:
    seat = ProgramSeat(f"{PY} -m sucker bot --level easy", limit=10)
    try:
        for seed in (1, 2):  # two games in sequence, one process
            doc, _ = _play(seat, seed)
            assert any(a["by"] == "red" and a["act"] == "play" for a in doc["actions"])
        assert seat.faults == []
        assert seat.name == "easy AI"  # from its ready line
    finally:
        seat.close()


def test_talking_bot_speaks_through_the_protocol() -> None:
    """`sucker bot --talk` bargains: its `say` lines reach the host's chat as its colour."""
    seat = ProgramSeat(f"{PY} -m sucker bot --level easy --talk", limit=10)
    try:
        seats = [seat] + [make_seat("talk:easy", seed=i) for i in range(1, 4)]
        result = play_game(seats, Rules(), first=0, kinds=["cmd:bot"] + ["talk:easy"] * 3)
        chat = result.record.to_json().get("chat", [])
        assert any(line["by"] == "red" for line in chat), chat
        assert seat.faults == []
    finally:
        seat.close()


def test_sucker_bot_hard_answers_within_the_host_limit() -> None:
    seat = ProgramSeat(f"{PY} -m sucker bot --level hard --think 0.05", limit=10)
    try:
        _play(seat, 3)
        assert seat.faults == []
    finally:
        seat.close()


def test_late_answer_falls_back_and_is_not_taken_for_the_next(tmp_path: Path) -> None:
    cmd = _bot(tmp_path, "late", """
        if n == 1:
            time.sleep(1.0)
        answer(legal())
    """)
    seat = ProgramSeat(cmd, limit=0.3)
    try:
        doc, _ = _play(seat)
        # the bot may still be busy for the next question or two; then its answers count,
        # and an old answer taken for a new question would show as a bad answer
        decisions = sum(1 for a in doc["actions"] if a["by"] == "red")
        assert 1 <= len(seat.faults) <= 4 < decisions
        assert all("no answer within 0.3 s" in f for f in seat.faults)
    finally:
        seat.close()


@pytest.mark.parametrize(
    ("name", "on_decide", "why"),
    [
        ("illegal", 'answer({"actions": [{"act": "play", "chip": "yellow", "pile": 99}]})',
         "bad answer"),
        ("garbage", 'sys.stdout.write("hello there\\n"); sys.stdout.flush()', "not JSON"),
        ("empty", 'answer({"actions": []})', "holds no action"),
        ("someone_else", 'answer({"actions": [{"by": "blue", "act": "refuse"}]})',
         "not red"),
    ],
)
def test_bad_answers_fall_back_every_time(
    tmp_path: Path, name: str, on_decide: str, why: str
) -> None:
    seat = ProgramSeat(_bot(tmp_path, name, on_decide), limit=5)
    try:
        doc, _ = _play(seat)
        decisions = sum(1 for a in doc["actions"] if a["by"] == "red")
        assert seat.faults and all(why in f for f in seat.faults)
        assert len(seat.faults) <= decisions
    finally:
        seat.close()


def test_crash_is_noticed_once_and_the_game_goes_on(tmp_path: Path) -> None:
    seat = ProgramSeat(_bot(tmp_path, "crash", "sys.exit(3)"), limit=5)
    try:
        _play(seat)
        assert len(seat.faults) == 1 and "gone" in seat.faults[0]
    finally:
        seat.close()


def test_missing_program_falls_back() -> None:
    seat = ProgramSeat("/nonexistent/bot --x", limit=1)
    try:
        _play(seat)
        assert "cannot start" in seat.faults[0]
    finally:
        seat.close()


def test_rescue_fallback_is_refuse_and_seat_works_from_a_thread(tmp_path: Path) -> None:
    seat = ProgramSeat(_bot(tmp_path, "garbage2", 'sys.stdout.write("?\\n")\nsys.stdout.flush()'),
                       limit=5)
    g = Game(Rules(), 0)
    g.hands = [[2, 0, 0, 1], [0, 0, 0, 0], [0, 0, 3, 0], [0, 0, 0, 3]]
    g.held = [3, 0, 3, 3]
    g.phase, g.to_act, g.awaiting = PHASE_RESCUE, 1, [0]
    answers = []
    try:
        seat.start(0, g.rules, [])
        worker = threading.Thread(target=lambda: answers.append(seat.decide(g.copy())))
        worker.start()
        worker.join(timeout=30)
        assert answers and answers[0].actions == [Action(REFUSE, 0)]
    finally:
        seat.close()


def test_bot_session_rebuilds_the_game_and_resyncs_on_a_different_state() -> None:
    session = BotSession(lambda: make_seat("ai:easy", seed=1))
    ready = session.handle({"type": "start", "protocol": "sls-bot/1", "you": "blue",
                            "rules": {"players": 4, "chips": 7}, "seats": []})
    assert ready == {"type": "ready", "name": "easy AI"}
    host = Game(Rules(), 2)  # green starts
    rng = random.Random(5)
    for _ in range(12):
        a = rng.choice(host.legal_actions())
        host.apply(a)
        session.handle({"type": "event", "action": action_to_json(a),
                        "state": host.state_json()})
    assert session.game is not None and session.game.chain == host.chain  # not from state
    # a host state that differs from the bot's (a chip moved): the bot adopts the host's
    odd = host.state_json()
    odd["dead"] = {"red": 1}
    session.handle({"type": "chat", "by": "red", "text": "hi"})
    if host.to_act == 1 and host.phase != PHASE_RESCUE:
        answer = session.handle({"type": "decide", "state": odd, "you": "blue"})
        assert answer is not None and answer["actions"]
    else:
        session._cross_check(odd)
    assert session.game.state_json() == odd


def test_game_from_state_round_trips() -> None:
    rng = random.Random(9)
    for _ in range(30):
        g = Game(Rules(rng.choice([3, 4, 6]), 3), rng.randrange(3))
        for _ in range(rng.randrange(60)):
            if g.is_over():
                break
            g.apply(rng.choice(g.legal_actions()))
        h = game_from_state(g.state_json(), g.rules)
        assert h.state_json() == g.state_json()
        assert h.legal_actions() == g.legal_actions()


def test_sucker_bot_skips_bad_host_lines() -> None:
    import io

    from sucker.ai.bot import run

    lines = [
        "not json\n",
        '{"type": "decide"}\n',  # before any start
        '{"type": "start", "protocol": "sls-bot/0", "you": "red"}\n',
        '{"type": "start", "protocol": "sls-bot/1", "you": "red", "rules": {}}\n',
        '{"type": "decide", "state": {"to_act": "mauve"}, "you": "red"}\n',
    ]
    out = io.StringIO()
    run(lambda: make_seat("ai:easy"), lines, out)
    answers = out.getvalue().splitlines()
    # empty answers to the bad decides (the host falls back at once), ready to the good start
    assert answers == ['{"actions": []}', '{"type": "ready", "name": "easy AI"}',
                       '{"actions": []}']
