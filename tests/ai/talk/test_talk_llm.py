"""The LLM seat against a small stand-in for an OpenAI-compatible endpoint on loopback: it is
offered only the legal answers (strict schema, enum of indexes), its replies are checked,
and the fallback's move is played on a bad reply, an HTTP error or a timeout."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from talk_helpers import StandIn, host

from sucker.ai.llm import LLMSeat, parse_reply
from sucker.ai.seat import RandomSeat
from sucker.engine import NEXT, Action, Game, Rules

RED, BLUE, GREEN, YELLOW = range(4)
Reply = Callable[[dict[str, Any]], tuple[int, str]]  # request body -> (status, content)


class Endpoint:
    """A chat-completions stand-in; ``reply`` decides each answer; requests are kept."""

    def __init__(self) -> None:
        self.reply: Reply = lambda body: (200, json.dumps({"action": 0, "say": ""}))
        self.requests: list[tuple[dict[str, str], dict[str, Any]]] = []
        self.release = threading.Event()  # set to free a handler told to hang
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                size = int(self.headers["Content-Length"])
                body = json.loads(self.rfile.read(size))
                endpoint.requests.append((dict(self.headers), body))
                assert self.path == "/v1/chat/completions"
                status, content = endpoint.reply(body)
                if status == 0:  # hang until released (the client times out first)
                    endpoint.release.wait(10)
                    return
                data = json.dumps({"choices": [{"message": {"content": content}}]}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"


@pytest.fixture
def endpoint(monkeypatch: pytest.MonkeyPatch) -> Iterator[Endpoint]:
    ep = Endpoint()
    thread = threading.Thread(target=ep.server.serve_forever, args=(0.02,), daemon=True)
    thread.start()
    monkeypatch.setenv("SUCKER_LLM_BASE_URL", ep.url)
    monkeypatch.setenv("SUCKER_LLM_API_KEY", "test-key")
    yield ep
    ep.release.set()
    ep.server.shutdown()
    ep.server.server_close()


def _fallback() -> StandIn:
    """A fallback that always gives the move to yellow (recognisable)."""
    return StandIn(lambda game, a: 1.0 if a.act == NEXT and a.to == YELLOW else 0.0)


def _seat_to_give_the_move(timeout: float = 5.0) -> tuple[LLMSeat, Game]:
    seat = LLMSeat("test-model", seed=1, timeout=timeout, fallback=_fallback())
    seat.start(RED, Rules(), [])
    game = Game(Rules())
    game.apply(Action(0, RED, RED))  # red plays a red chip on a new pile: next is blue/green/yellow
    return seat, game


def test_plays_the_chosen_legal_answer_and_talks(endpoint: Endpoint) -> None:
    endpoint.reply = lambda body: (200, json.dumps({"action": 1, "say": "Green, deal?"}))
    seat, game = _seat_to_give_the_move()
    seat.chat(BLUE, "Give me the move, red")
    decision = seat.decide(game.copy())
    assert decision.actions == [Action(NEXT, RED, to=GREEN)]
    assert decision.say == "Green, deal?"
    headers, body = endpoint.requests[0]
    assert headers["Authorization"] == "Bearer test-key"
    assert body["model"] == "test-model"
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
    assert fmt["json_schema"]["schema"]["properties"]["action"]["enum"] == [0, 1, 2]
    prompt = body["messages"][-1]["content"]
    assert "You are red" in prompt and "blue: Give me the move, red" in prompt
    assert '0: {"by": "red", "act": "next", "to": "blue"}' in prompt
    assert seat.faults == 0
    seat.close()


@pytest.mark.parametrize(
    ("status", "content"),
    [
        (200, json.dumps({"action": 3, "say": ""})),  # out of range
        (200, json.dumps({"action": "1", "say": ""})),  # not an integer
        (200, json.dumps({"action": True, "say": ""})),
        (200, json.dumps({"action": 1})),  # no say
        (200, json.dumps({"action": 1, "say": "x" * 301})),
        (200, json.dumps({"action": 1, "say": "", "extra": 1})),
        (200, "I pick the second one"),  # not JSON
        (500, json.dumps({"action": 1, "say": ""})),
    ],
)
def test_bad_replies_fall_back(endpoint: Endpoint, status: int, content: str) -> None:
    endpoint.reply = lambda body: (status, content)
    seat, game = _seat_to_give_the_move()
    decision = seat.decide(game.copy())
    assert decision.actions == [Action(NEXT, RED, to=YELLOW)]
    assert seat.faults == 1
    seat.close()


def test_a_timeout_falls_back(endpoint: Endpoint) -> None:
    endpoint.reply = lambda body: (0, "")
    seat, game = _seat_to_give_the_move(timeout=0.3)
    decision = seat.decide(game.copy())
    assert decision.actions == [Action(NEXT, RED, to=YELLOW)]
    assert seat.faults == 1
    seat.close()


def test_a_whole_game_is_legal(endpoint: Endpoint) -> None:
    def reply(body: dict[str, Any]) -> tuple[int, str]:
        options = body["response_format"]["json_schema"]["schema"]["properties"]["action"]
        return 200, json.dumps({"action": options["enum"][-1], "say": ""})

    endpoint.reply = reply
    seat = LLMSeat("m", fallback=RandomSeat(0))
    game, _ = host([seat, RandomSeat(1), RandomSeat(2)], Rules(3, 3))
    assert game.is_over() and seat.faults == 0 and endpoint.requests
    seat.close()


def test_needs_an_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SUCKER_LLM_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="SUCKER_LLM_BASE_URL"):
        LLMSeat("m", fallback=RandomSeat(0))


def test_parse_reply() -> None:
    assert parse_reply({"action": 2, "say": " hi "}, 3) == (2, "hi")
    for bad in ([], {"action": -1, "say": ""}, {"action": 1.0, "say": ""}, {"say": ""}):
        with pytest.raises(ValueError):
            parse_reply(bad, 3)
