"""A seat played by a language model behind any OpenAI-compatible chat endpoint (``llm:MODEL``).

The endpoint is ``SUCKER_LLM_BASE_URL`` (e.g. ``https://api.openai.com/v1``) with the key
``SUCKER_LLM_API_KEY``. Each decision sends the rules in brief, the public state, the table
chat and the numbered legal answers, and asks for ``{"action": INDEX, "say": TEXT}`` under
a strict JSON schema whose ``action`` is an enum of those indexes — the model is offered
nothing else. The reply is never trusted: anything that is not exactly that (an HTTP error,
a timeout, bad JSON, an index out of range, an over-long line) is logged and replaced by
the fallback seat's move (the hard AI by default), so a model can never break or stall a
game.
"""

from __future__ import annotations

import json
import logging
import os
from typing import Any

import httpx

from sucker.ai.seat import Decision, RandomSeat, Seat
from sucker.engine import COLORS, Action, Game, Rules, action_to_json
from sucker.records import CHAT_MAX

log = logging.getLogger(__name__)

CHAT_KEPT = 30  # latest chat lines shown to the model

RULES_BRIEF = """You play So Long Sucker (Hausner, Nash, Shapley, Shubik, 1950), a game of
negotiation and betrayal. Each player owns a colour and starts with chips of it. On your turn
you play one chip (yours or a prisoner) on a new pile or on a pile. If it lands on a chip of
the same colour, that colour's owner captures the pile: kills one chip of it and takes the
rest (other colours become their prisoners) and moves next. Otherwise the move goes to a
player whose colour is missing from that pile (the one who played chooses among them). A
player given the move with no chip is rescued if someone gives them a prisoner, else is
defeated. The last player left wins. Deals are public and never binding: you may talk at
the table through "say" (empty to stay quiet) and keep or break your word."""


class LLMSeat(Seat):
    """Decides through a chat-completions endpoint; ``fallback`` answers when it fails."""

    def __init__(
        self,
        model: str,
        seed: int | None = None,
        think: float | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 8.0,
        fallback: Seat | None = None,
    ) -> None:
        if not model:
            raise ValueError("llm seat needs a model name: llm:MODEL")
        base_url = base_url or os.environ.get("SUCKER_LLM_BASE_URL", "")
        if not base_url.startswith(("http://", "https://")):
            raise ValueError("set SUCKER_LLM_BASE_URL to the endpoint, e.g. http://host/v1")
        self.model = model
        self.seed = seed
        key = api_key if api_key is not None else os.environ.get("SUCKER_LLM_API_KEY", "")
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.client = httpx.Client(base_url=base_url.rstrip("/"), headers=headers, timeout=timeout)
        self.fallback = fallback if fallback is not None else RandomSeat(seed)
        self.lines: list[str] = []
        self.faults = 0

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"LLM {self.model}"

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        super().start(you, rules, seats, game)
        self.fallback.start(you, rules, seats, game)
        self.lines = []

    def event(self, action: Action, game: Game) -> None:
        self.fallback.event(action, game)

    def chat(
        self, by: int, text: str, lang: str | None = None, game: Game | None = None
    ) -> str | None:
        """Heard for the next decision (a model call per line would be too slow to reply)."""
        who = COLORS[by] if 0 <= by < len(COLORS) else "spectator"
        self.lines = (self.lines + [f"{who}: {text}"])[-CHAT_KEPT:]
        self.fallback.chat(by, text, lang, game)
        return None

    def end(self, winner: int, record: dict[str, Any]) -> None:
        self.fallback.end(winner, record)

    def close(self) -> None:
        self.client.close()
        self.fallback.close()

    def decide(self, game: Game) -> Decision:
        options = game.legal_actions(self.you)
        if len(options) == 1:
            return Decision(options)
        try:
            index, say = self._ask(game, options)
        except (httpx.HTTPError, ValueError) as e:
            self.faults += 1
            log.warning("LLM %s failed, fallback used: %s", self.model, e)
            return self.fallback.decide(game)
        if say:
            self.lines = (self.lines + [f"{COLORS[self.you]} (you): {say}"])[-CHAT_KEPT:]
        return Decision([options[index]], say or None)

    def _ask(self, game: Game, options: list[Action]) -> tuple[int, str]:
        """One request; the validated (index, say), or ValueError / httpx.HTTPError."""
        response = self.client.post("/chat/completions", json=self.request(game, options))
        response.raise_for_status()
        try:
            content = response.json()["choices"][0]["message"]["content"]
            reply = json.loads(content)
        except (KeyError, IndexError, TypeError, json.JSONDecodeError) as e:
            raise ValueError(f"unreadable reply: {e!r}") from None
        return parse_reply(reply, len(options))

    def request(self, game: Game, options: list[Action]) -> dict[str, Any]:
        """The chat-completions request body for this decision."""
        me = COLORS[self.you]
        numbered = "\n".join(
            f"{i}: {json.dumps(action_to_json(a))}" for i, a in enumerate(options)
        )
        user = (
            f"You are {me}. Players: {', '.join(COLORS[: game.n])}.\n"
            f"State: {json.dumps(game.state_json())}\n"
            f"Table chat, oldest first:\n{chr(10).join(self.lines) or '(nothing yet)'}\n"
            f"Your legal answers now:\n{numbered}\n"
            'Reply with {"action": the number of your answer, "say": a line for the table '
            'or ""}.'
        )
        schema = {
            "type": "object",
            "properties": {
                "action": {"type": "integer", "enum": list(range(len(options)))},
                "say": {"type": "string", "maxLength": CHAT_MAX},
            },
            "required": ["action", "say"],
            "additionalProperties": False,
        }
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": RULES_BRIEF},
                {"role": "user", "content": user},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "sls_decision", "strict": True, "schema": schema},
            },
        }
        if self.seed is not None:
            body["seed"] = self.seed
        return body


def parse_reply(reply: object, count: int) -> tuple[int, str]:
    """Check a decoded reply against the schema: ``{"action": 0..count-1, "say": str}``."""
    if not isinstance(reply, dict) or set(reply) != {"action", "say"}:
        raise ValueError(f"reply must be an object with action and say only: {reply!r:.200}")
    index, say = reply["action"], reply["say"]
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
        raise ValueError(f"action must be an index 0..{count - 1}, not {index!r:.50}")
    if not isinstance(say, str) or len(say) > CHAT_MAX:
        raise ValueError(f"say must be a string of at most {CHAT_MAX} characters")
    return index, say.strip()
