"""Playing: applying checked actions (stored, then broadcast), the end of the game, and the
players' intents — actions and chat."""

from __future__ import annotations

import logging
from typing import Any

from sucker.ai.talk.acts import acts_from_json
from sucker.engine import (
    COLORS,
    KILL_PRISONER,
    TRANSFER,
    Action,
    IllegalAction,
    action_from_json,
    action_to_json,
)
from sucker.records import CHAT_MAX
from sucker.server.table.clock import ClockMixin
from sucker.server.table.core import Peer
from sucker.server.wire import ApiError

log = logging.getLogger("sucker.server")


def clean_text(text: str) -> str:
    """Chat text as it is kept: printable characters and newlines, trimmed."""
    return "".join(ch for ch in text if ch == "\n" or ch.isprintable()).strip()


class PlayMixin(ClockMixin):
    anytime: list[int]  # per seat: transfers and kills of prisoners since the last move

    async def apply_action(self, action: Action, auto: bool,
                           extra: list[dict[str, Any]] | None = None) -> None:
        """Apply a checked action: store it, then broadcast it; end the game if it is over."""
        assert self.game is not None and self.started is not None
        game = self.game.copy()
        game.apply(action)
        saved = (self.deadline, self.decision_key)
        self.new_decision(game, action)
        t = round(self.deps.clock.time() - self.started, 3)
        old_game, self.game = self.game, game
        new = list(extra or [])
        data = self.new_event({
            "type": "action",
            "action": action_to_json(action),
            "auto": auto,
            "state": game.state_json(),
            "clock": self.clock_json(),
            "t": t,
        })
        new.append(data)
        changes = self.deals.acted(action, game)
        if changes:
            new.append(self.new_event({"type": "deal", "changes": changes}))
        if game.is_over():
            self.status = "over"
            self.ended = self.deps.clock.time()
            self.winner = game.winner
            new.append(self.new_event({
                "type": "end",
                "winner": COLORS[game.winner],
                "defeated": [COLORS[p] for p in game.defeated],
            }))
            for s in self.seats:
                s.ai_playing = False
            new.append(self.table_event())
        try:
            await self.commit(new)
        except Exception:
            self.game = old_game
            self.deadline, self.decision_key = saved
            self.status, self.ended, self.winner = "playing", None, None
            self.seq -= len(new)
            raise
        self.log.append({"seq": data["seq"], "action": data["action"], "t": t})
        if action.act == TRANSFER or action.act == KILL_PRISONER:
            self.anytime[action.by] += 1
        else:
            self.anytime[action.by] = 0
        self.acted(action)
        if game.is_over():
            self.finish()
        else:
            self.schedule()

    def acted(self, action: Action) -> None:
        """Overridden by the AI seats: an action was applied."""

    def finish(self) -> None:
        """Overridden by the AI seats: the game is over."""
        self._stop_timers()

    # ------------------------------------------------------------------ intents

    async def intent_action(self, client: Peer, raw: dict[str, Any]) -> None:
        if self.status != "playing" or self.game is None:
            raise ApiError(409, "not-playing", "the game is not being played")
        seat = self.seat_of(client.guest)
        if seat is None:
            raise ApiError(403, "not-seated", "only players seated at the table may act")
        if "by" in raw and raw["by"] != COLORS[seat]:
            raise ApiError(403, "not-your-seat", f"you sit in the {COLORS[seat]} seat, "
                           f"not {str(raw['by'])[:20]!r}")
        try:
            action = action_from_json(raw, self.rules.players, seat)
        except IllegalAction as e:
            raise ApiError(400, "bad-message", e.message) from None
        try:
            self.game.check(action)
        except IllegalAction as e:
            raise ApiError(409, "illegal", e.message) from None
        if (action.act == TRANSFER or action.act == KILL_PRISONER) \
                and self.anytime[seat] >= self.settings.anytime_actions:
            raise ApiError(429, "rate-limited", f"at most {self.settings.anytime_actions} "
                           "transfers and kills of prisoners between two moves")
        if self.seats[seat].ai_playing:
            self.seats[seat].ai_playing = False
            await self.apply_action(action, auto=False, extra=[self.table_event()])
        else:
            await self.apply_action(action, auto=False)

    async def intent_chat(self, client: Peer, text: str, lang: str | None) -> None:
        if client.guest is None or client.name is None:
            raise ApiError(401, "no-session", "choose a name before chatting")
        text = clean_text(text)
        if not 1 <= len(text) <= CHAT_MAX:
            raise ApiError(400, "bad-message", f"a chat line has 1 to {CHAT_MAX} characters")
        await self.say(self.seat_of(client.guest), client.name, text, ai=False, lang=lang)

    async def say(self, seat: int | None, name: str, text: str, ai: bool,
                  lang: str | None = None, texts: dict[str, str] | None = None,
                  acts: list[dict[str, Any]] | None = None) -> None:
        """A chat line; an AI's may carry its text in every language (``texts``, for each
        reader to read in theirs) and its dialogue ``acts``."""
        data = self.new_event({
            "type": "chat",
            "by": None if seat is None else COLORS[seat],
            "name": name,
            "spectator": seat is None,
            "text": text,
            "after": self.game.ply if self.game else 0,
            "ai": ai,
            "line": len(self.chat),  # its index among the table's lines (deals point to it)
        })
        if lang is not None:
            data["lang"] = lang
        if texts:
            data["texts"] = texts
        if acts:
            data["acts"] = acts
        new = [data]
        changes = self.deals.said(-1 if seat is None else seat, text, lang, data["after"],
                                  acts=acts_from_json(acts) if ai and acts is not None else None)
        if changes:
            new.append(self.new_event({"type": "deal", "changes": changes}))
        await self.commit(new)
        self.chat.append(data)
        self.heard(seat, text, lang, ai)

    def heard(self, seat: int | None, text: str, lang: str | None, ai: bool) -> None:
        """Overridden by the AI seats: a chat line was said (``ai``: by an AI seat)."""
