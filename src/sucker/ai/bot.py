"""The bot side of sls-bot/1 (``../shared/design/bot-protocol.md``): ``sucker bot`` reads the
host's JSON lines on stdin and answers on stdout, for any number of games in sequence.

The bot keeps its own engine :class:`Game`, rebuilt from the events (the first player is
``start``'s ``first``, else the first action's ``by``, or ``to_act`` of the first
``decide``), because the state object alone lacks who gave whom the move; it cross-checks
every state the host sends and, should they ever differ, logs it and resynchronises from the
host's state.

Talk: a ``chat`` line goes to :meth:`Seat.chat`, and its reply, if any, is sent at once as
``{"type": "say"}``; after each event that leaves a decision to someone else the seat may
speak first (:meth:`Seat.speak`), sent the same way. Answers echo the ``decide``'s ``id``;
its ``limit`` goes to :meth:`Seat.time_limit`, so that a seat thinks within it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from typing import IO, Any

from sucker.ai.seat import Seat
from sucker.engine import (
    COLORS,
    NOBODY,
    PHASE_KILL,
    PHASE_NAMES,
    PHASE_OVER,
    Game,
    IllegalAction,
    Rules,
    RulesError,
    action_from_json,
    action_to_json,
    color_index,
)

PROTOCOL = "sls-bot/1"
log = logging.getLogger(__name__)


class ProtocolError(ValueError):
    """A host message the bot cannot understand."""


def parse_rules(data: object) -> Rules:
    if data is None:
        return Rules()
    if not isinstance(data, dict):
        raise ProtocolError("rules must be an object")
    try:
        return Rules(
            int(data.get("players", 4)), int(data.get("chips", 7)), str(data.get("variant",
                                                                                "nash1950"))
        ).check()
    except (TypeError, ValueError, RulesError) as e:
        raise ProtocolError(f"bad rules: {e}") from None


def game_from_state(state: dict[str, Any], rules: Rules) -> Game:
    """A Game holding exactly the given state object (who gave whom the move is unknown, so
    a later rebound may differ from the host's: the next cross-check will tell)."""
    n = rules.players
    try:
        g = Game(rules)
        g.hands = [[0] * n for _ in range(n)]
        for name, hand in state["hands"].items():
            for chip, k in hand.items():
                g.hands[color_index(name, n)][color_index(chip, n)] = int(k)
        g.held = [sum(h) for h in g.hands]
        g.piles = [[color_index(c, n) for c in p["chips"]] for p in state["piles"]]
        g.pile_ids = [int(p["id"]) for p in state["piles"]]
        g.next_pile_id = max(g.pile_ids, default=0) + 1
        g.dead = [0] * n
        for chip, k in state["dead"].items():
            g.dead[color_index(chip, n)] = int(k)
        g.defeated = [color_index(c, n) for c in state["defeated"]]
        g.alive = [p not in g.defeated for p in range(n)]
        g.alive_count = g.alive.count(True)
        g.phase = PHASE_NAMES.index(state["phase"])
        g.to_act = NOBODY if state["to_act"] is None else color_index(state["to_act"], n)
        g.options = [color_index(c, n) for c in state["options"]]
        g.awaiting = [color_index(c, n) for c in state["awaiting"]]
        g.winner = NOBODY if state["winner"] is None else color_index(state["winner"], n)
        g.chain = []
        g.kill_pile = -1
        if g.phase == PHASE_KILL:  # the captured pile ends in two chips of one colour
            g.kill_pile = next(i for i, p in enumerate(g.piles) if len(p) > 1 and p[-1] == p[-2])
    except (KeyError, TypeError, ValueError, AttributeError, StopIteration, IllegalAction) as e:
        raise ProtocolError(f"bad state object: {e!r}") from None
    if g.phase == PHASE_OVER:
        g.to_act = NOBODY
    return g


class BotSession:
    """One bot process's view of the host: feed it messages, it returns answer lines."""

    def __init__(self, make: Callable[[], Seat]) -> None:
        self.make = make
        self.seat: Seat | None = None
        self.rules = Rules()
        self.you = NOBODY
        self.game: Game | None = None
        self.outbox: list[dict[str, Any]] = []  # say lines to send after the answer, if any

    def handle(self, msg: object) -> dict[str, Any] | None:
        """Handle one host message; return the answer object, if the message wants one."""
        if not isinstance(msg, dict):
            raise ProtocolError("a message must be a JSON object")
        kind = msg.get("type")
        if kind == "start":
            return self._start(msg)
        if self.seat is None:
            raise ProtocolError(f"{kind!r} before any start")
        if kind == "event":
            self._event(msg)
        elif kind == "chat":
            by = msg.get("by")
            n = self.rules.players
            who = COLORS.index(by) if isinstance(by, str) and by in COLORS[:n] else NOBODY
            lang = msg.get("lang")
            game = self.game.copy() if self.game is not None else None
            self._say(self.seat.chat(who, str(msg.get("text", "")),
                                     lang if isinstance(lang, str) else None, game))
        elif kind == "decide":
            return self._decide(msg)
        elif kind == "end":
            winner = msg.get("winner")
            record = msg.get("record")
            n = self.rules.players
            self.seat.end(
                COLORS.index(winner) if winner in COLORS[:n] else NOBODY,
                record if isinstance(record, dict) else {},
            )
            self.game = None
        else:
            raise ProtocolError(f"unknown message type {kind!r}")
        return None

    def _start(self, msg: dict[str, Any]) -> dict[str, Any]:
        if msg.get("protocol") != PROTOCOL:
            raise ProtocolError(f"protocol must be {PROTOCOL!r}, not {msg.get('protocol')!r}")
        self.rules = parse_rules(msg.get("rules"))
        try:
            self.you = color_index(msg.get("you"), self.rules.players)
        except IllegalAction as e:
            raise ProtocolError(f"you: {e.message}") from None
        seats = msg.get("seats")
        if self.seat is not None:
            self.seat.close()
        self.seat = self.make()
        self.game = None
        first = msg.get("first")
        if isinstance(first, str) and first in COLORS[: self.rules.players]:
            self.game = Game(self.rules, COLORS.index(first))
            self._cross_check(msg.get("state"))
        self.seat.start(self.you, self.rules, seats if isinstance(seats, list) else [],
                        self.game.copy() if self.game is not None else None)
        return {"type": "ready", "name": self.seat.name}

    def _say(self, text: str | None) -> None:
        if text:
            self.outbox.append({"type": "say", "text": text})

    def _event(self, msg: dict[str, Any]) -> None:
        assert self.seat is not None
        try:
            action = action_from_json(msg.get("action"), self.rules.players)
        except IllegalAction as e:
            raise ProtocolError(f"event action: {e.message}") from None
        if self.game is None:  # the first action is the first player's play
            self.game = Game(self.rules, action.by)
        try:
            self.game.apply(action)
        except IllegalAction as e:
            log.warning("event %s is illegal in my game (%s); resyncing", action, e.message)
        self._cross_check(msg.get("state"))
        self.seat.event(action, self.game)
        if not self.game.is_over() and self.you not in self.game.deciders():
            self._say(self.seat.speak(self.game.copy()))

    def _decide(self, msg: dict[str, Any]) -> dict[str, Any]:
        assert self.seat is not None
        state = msg.get("state")
        if self.game is None:
            if not isinstance(state, dict):
                raise ProtocolError("decide needs a state object")
            to_act = state.get("to_act")
            try:
                self.game = Game(self.rules, color_index(to_act, self.rules.players))
            except IllegalAction as e:
                raise ProtocolError(f"state.to_act: {e.message}") from None
        self._cross_check(state)
        limit = msg.get("limit")
        if isinstance(limit, (int, float)) and not isinstance(limit, bool) and limit > 0:
            self.seat.time_limit(float(limit))
        decision = self.seat.decide(self.game.copy())
        out: dict[str, Any] = {"actions": [action_to_json(a) for a in decision.actions]}
        if isinstance(msg.get("id"), int):
            out["id"] = msg["id"]
        if decision.say:
            out["say"] = decision.say
        return out

    def _cross_check(self, state: object) -> None:
        """Compare my game with the host's state; adopt the host's if they differ."""
        assert self.game is not None
        if not isinstance(state, dict):
            return
        if self.game.state_json() != state:
            log.warning("my state differs from the host's; resyncing from the host's")
            self.game = game_from_state(state, self.rules)


def run(make: Callable[[], Seat], lines: Iterable[str], out: IO[str]) -> None:
    """Serve sls-bot/1: one answer line per ``start``/``decide``, ``say`` lines when the seat
    talks. A bad message is logged (to stderr) and skipped; a ``decide`` the bot cannot
    handle gets an empty answer (with its id), so that the host falls back at once."""
    session = BotSession(make)
    for line in lines:
        if not line.strip():
            continue
        msg: object = None
        try:
            msg = json.loads(line)
            answer = session.handle(msg)
        except Exception as e:  # a bad message, or the seat failed: the bot stays up
            if isinstance(e, (json.JSONDecodeError, ProtocolError)):
                log.error("bad message from the host: %s", e)
            else:
                log.exception("the seat failed")
            if not (isinstance(msg, dict) and msg.get("type") == "decide"):
                continue
            answer = {"actions": []}
            if isinstance(msg.get("id"), int):
                answer["id"] = msg["id"]
        for obj in ([answer] if answer is not None else []) + session.outbox:
            out.write(json.dumps(obj, ensure_ascii=False) + "\n")
        out.flush()
        session.outbox.clear()
    if session.seat is not None:
        session.seat.close()
