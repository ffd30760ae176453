"""The grown sls-bot/1 over real pipes: decide ids and limits, start's first and state, chat
with by/name/lang, and say lines at any time — `sucker bot --talk` answering chat at once,
ProgramSeat taking say lines and matching answers by id, the arena recording them."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

from sucker.ai.arena import play_game
from sucker.ai.kinds import make_seat
from sucker.ai.program import ProgramSeat
from sucker.ai.talk import read
from sucker.engine import Game, Rules

PY = sys.executable


class Pipe:
    """`sucker bot` as a child process, driven line by line."""

    def __init__(self, *args: str) -> None:
        self.proc = subprocess.Popen(
            [PY, "-m", "sucker", "bot", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, encoding="utf-8", bufsize=1)

    def send(self, msg: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()

    def get(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        out: dict[str, Any] = json.loads(self.proc.stdout.readline())
        return out

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def _start(pipe: Pipe, you: str, first: int = 0) -> dict[str, Any]:
    game = Game(Rules(), first)
    seats = [{"color": c, "name": n, "kind": "human"}
             for c, n in zip(("red", "blue", "green", "yellow"), ("Ann", "Bob", "Cid", "Dee"),
                             strict=True)]
    pipe.send({"type": "start", "protocol": "sls-bot/1", "you": you, "rules": {},
               "seats": seats, "first": game.state_json()["to_act"],
               "state": game.state_json()})
    return pipe.get()


def test_talking_bot_answers_chat_at_once_and_echoes_decide_ids() -> None:
    pipe = Pipe("--level", "easy", "--talk", "--lang", "fr")
    try:
        ready = _start(pipe, "blue", first=1)
        assert ready["type"] == "ready" and ready["name"]
        pipe.send({"type": "chat", "by": "red", "name": "Ann", "text": "hello blue",
                   "lang": "en"})
        hello = pipe.get()
        assert hello["type"] == "say" and read(hello["text"]).lang in ("en", "")
        pipe.send({"type": "chat", "by": "red", "name": "Ann", "text": "bleu, qui gagne ?"})
        who = pipe.get()
        assert who["type"] == "say" and read(who["text"]).lang != "en"
        pipe.send({"type": "chat", "by": None, "name": "watcher", "text": "go blue!"})
        game = Game(Rules(), 1)
        pipe.send({"type": "decide", "id": 41, "state": game.state_json(), "you": "blue",
                   "limit": 5})
        answer = pipe.get()  # no line for the spectator's cheer: the answer comes next
        assert answer["id"] == 41 and answer["actions"][0]["act"] == "play"
    finally:
        pipe.close()


def test_talking_bot_speaks_first_when_a_decision_concerns_it() -> None:
    pipe = Pipe("--level", "easy", "--talk")
    try:
        _start(pipe, "blue")
        game = Game(Rules(), 0)
        pipe.send({"type": "chat", "by": "red", "text": "I'll rescue you, blue"})
        for data in ({"by": "red", "act": "play", "chip": "red", "pile": "new"},):
            from sucker.engine import action_from_json

            game.apply(action_from_json(data, 4))
            pipe.send({"type": "event", "action": data, "state": game.state_json()})
        # red must now give the move, and blue is an option: blue bargains before it
        pipe.send({"type": "chat", "by": "red", "text": "hello blue"})  # answered after
        said = [pipe.get(), pipe.get()]
        assert [line["type"] for line in said] == ["say", "say"]
        acts = read(said[0]["text"], 1).acts
        assert [(a.kind, a.to, a.want) for a in acts] == [("deal", 0, "move")]
        assert read(said[1]["text"], 1).topic == "greet" and "red" in said[1]["text"].lower()
    finally:
        pipe.close()


def _script(tmp_path: Path, name: str, body: str) -> str:
    """A bot that says a line at start, and runs ``body`` on each message (``msg``,
    ``out(obj)``, ``legal(msg)`` the first legal answer of a decide)."""
    code = textwrap.dedent("""
        import json, sys
        from sucker.ai.bot import game_from_state, parse_rules
        from sucker.engine import action_to_json, color_index
        rules = None
        def out(obj):
            sys.stdout.write(json.dumps(obj) + "\\n"); sys.stdout.flush()
        def legal(msg):
            g = game_from_state(msg["state"], rules)
            return [action_to_json(g.legal_actions(color_index(msg["you"], 4))[0])]
        for line in sys.stdin:
            msg = json.loads(line)
            if msg["type"] == "start":
                rules = parse_rules(msg["rules"])
                out({"type": "say", "text": "hi all, first is " + msg["first"]})
                out({"type": "ready", "name": "talker"})
                continue
    """) + textwrap.indent(textwrap.dedent(body), " " * 4)
    path = tmp_path / f"{name}.py"
    path.write_text(code)
    return f"{PY} {path}"


def test_program_seat_takes_say_lines_and_matches_answers_by_id(tmp_path: Path) -> None:
    cmd = _script(tmp_path, "ids", """
        if msg["type"] == "chat":
            out({"type": "say", "text": "heard %s %s %s" % (msg["by"], msg.get("name"),
                                                             msg.get("lang"))})
        elif msg["type"] == "decide":
            out({"id": msg["id"] + 1000, "actions": []})  # an answer to no open decide
            out({"type": "say", "text": "limit %s" % msg["limit"]})
            out({"id": msg["id"], "actions": legal(msg)})
    """)
    seat = ProgramSeat(cmd, limit=5)
    try:
        game = Game(Rules(), 0)
        seats = [{"color": "red", "name": "Ann", "kind": "cmd:x"},
                 {"color": "blue", "name": "Bob", "kind": "human"}]
        seat.start(0, Rules(), seats, game.copy())
        # the line said before ready waits: chat hands it over; the reply comes later
        assert seat.chat(1, "salut", "fr", game) == "hi all, first is red"
        decision = seat.decide(game.copy())  # after the reply, by the pipe's order
        assert decision.actions and decision.actions[-1] in game.legal_actions(0)
        assert seat.faults == []  # the answer to no open decide was dropped, not taken
        said = [seat.speak(game) for _ in range(3)]
        assert said == ["heard blue Bob fr", "limit 5", None]
    finally:
        seat.close()


def test_arena_records_a_programs_say_lines_as_ai_with_lang(tmp_path: Path) -> None:
    cmd = _script(tmp_path, "chatty", """
        if msg["type"] == "decide":
            out({"type": "say", "text": "Bleu, donne-moi la main et je te sauverai"})
            out({"actions": legal(msg)})  # an old-style answer without id
    """)
    seat = ProgramSeat(cmd, limit=5)
    try:
        seats = [seat] + [make_seat("talk:easy", seed=i) for i in range(1, 4)]
        result = play_game(seats, Rules(), first=0, kinds=["cmd:x"] + ["talk:easy"] * 3)
        assert seat.faults == []
        chat = result.record.to_json()["chat"]
        red = [line for line in chat if line["by"] == "red"]
        assert red and all(line["ai"] for line in chat)
        assert red[0]["text"] == "hi all, first is red"
        assert any(line["lang"] == "fr" and "donne-moi" in line["text"] for line in red)
        assert all(line.get("name") for line in chat)
    finally:
        seat.close()


def test_a_bot_thinks_within_the_hosts_limit() -> None:
    from sucker.ai.bot import BotSession

    for kind in ("ai:hard@2", "talk:hard@2"):
        session = BotSession(lambda kind=kind: make_seat(kind, seed=1))  # type: ignore[misc]
        session.handle({"type": "start", "protocol": "sls-bot/1", "you": "red", "rules": {},
                        "seats": []})
        game = Game(Rules(), 0)
        answer = session.handle({"type": "decide", "id": 3, "state": game.state_json(),
                                 "you": "red", "limit": 0.2})
        assert answer is not None and answer["id"] == 3 and answer["actions"]
        seat = session.seat
        level = getattr(seat, "inner", seat)
        assert level.think == 0.1  # type: ignore[union-attr]


def test_program_seat_sends_what_a_chat_line_means(tmp_path: Path) -> None:
    cmd = _script(tmp_path, "acts", """
        if msg["type"] == "chat":
            out({"type": "say", "text": json.dumps([msg["acts"], msg["topic"]])})
        elif msg["type"] == "decide":
            out({"id": msg["id"], "actions": legal(msg)})
    """)
    seat = ProgramSeat(cmd, limit=5)
    try:
        game = Game(Rules(), 0)
        seats = [{"color": "red", "name": "Ann", "kind": "cmd:x"},
                 {"color": "blue", "name": "Bob", "kind": "human"},
                 {"color": "green", "name": "Cid", "kind": "human"}]
        seat.start(0, Rules(), seats, game.copy())
        assert seat.chat(1, "Cid, passe-moi la main et je te sauverai", "fr", game) == (
            "hi all, first is red")
        said = [seat.chat(2, "qui gagne ?", None, game)]  # the first reply, if already there
        seat.decide(game.copy())  # after both replies, by the pipe's order
        said += [seat.speak(game) for _ in range(2)]
        deal = {"kind": "deal", "to": "green", "want": "move", "give": "rescue", "about": None}
        assert [json.loads(line) for line in said if line is not None] == [
            [[deal], None], [[], "winning"]]
    finally:
        seat.close()
