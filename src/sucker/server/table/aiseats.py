"""AI seats: each thinks in an AI worker process (``Deps.ai``), hears every action and chat
line, and answers through the one fallback policy of :mod:`sucker.ai.answer` when late or
wrong. A person's seat is played by a silent AI of the table's level while they are away."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from sucker.ai.answer import clean_say, fallback, validate
from sucker.ai.seat import Decision
from sucker.ai.talk import detect_lang
from sucker.engine import COLORS, Action, IllegalAction
from sucker.server.table.play import PlayMixin

log = logging.getLogger("sucker.server")


class AiMixin(PlayMixin):
    ai_kinds: dict[int, str]  # seats with an AI in a worker, and its kind
    spoke_for: dict[int, tuple[int, int, int] | None]  # the decision each last spoke before
    ai_pending: dict[int, list[tuple[Any, ...]]]  # news since it last decided
    ai_busy: dict[int, asyncio.Future[Decision]]
    thinking: set[int]

    def seat_ais(self) -> None:
        """At the start: the AI seats bargain (``talk:LEVEL/TEMPERAMENT``, their persona) and
        hear the chat from now on."""
        for p, s in enumerate(self.seats):
            if s.kind is not None and s.kind.startswith("ai:"):
                kind = "talk:" + s.kind.removeprefix("ai:")
                if s.persona is not None:
                    kind += "/" + s.persona["temperament"]
                self.ai_kinds[p] = kind
                self.ai_pending[p] = []

    def spec(self, p: int) -> tuple[str, int | None, str]:
        return self.ai_kinds[p], self.seats[p].seed, self.lang

    def start_info(self, p: int) -> tuple[Any, ...]:
        return (p, self.rules, self.seats_meta())

    def seats_meta(self) -> list[dict[str, Any]]:
        """The seats as a record and a bot's ``start`` give them."""
        return [{"color": COLORS[i], "name": s.name, "kind": s.kind}
                for i, s in enumerate(self.seats)]

    def talkers(self) -> list[int]:
        """The seats whose AI talks (not the silent stand-in of an absent person)."""
        return [p for p, kind in self.ai_kinds.items() if kind.startswith("talk:")]

    def ai_controls(self, p: int) -> bool:
        s = self.seats[p]
        return s.kind != "human" or s.ai_playing

    def acted(self, action: Action) -> None:
        snapshot = self.game.copy() if self.ai_kinds and self.game else None
        for p in self.ai_kinds:
            self.ai_pending[p].append(("event", action, snapshot))

    def heard(self, seat: int | None, text: str, lang: str | None, ai: bool) -> None:
        """Every AI hears the line; a talking one answers a person's line at once (in a
        worker), whether or not it has a decision pending. Lines of AIs are heard with the
        next decision, so that AIs never chatter among themselves without end."""
        by = -1 if seat is None else seat
        talkers = self.talkers()
        for p in self.ai_kinds:
            if not ai and p in talkers and self.game is not None and self.status == "playing":
                pending, self.ai_pending[p] = self.ai_pending[p], []
                fut = self.deps.ai.hear((self.id, p), self.spec(p), self.start_info(p),
                                        pending, (by, text, lang), self.game.copy())
                asyncio.get_running_loop().create_task(self._reply(p, fut))
            else:
                self.ai_pending[p].append(("chat", by, text, lang, None))

    async def _reply(self, p: int, fut: Any) -> None:
        try:
            line = await asyncio.wait_for(asyncio.wrap_future(fut), self.settings.ai_seconds)
        except TimeoutError:
            log.warning("table %s: %s did not answer a line in time", self.id, COLORS[p])
            return
        except Exception:
            log.exception("table %s: %s failed to answer a line", self.id, COLORS[p])
            return
        text = clean_say(line)
        if text is not None:
            self.post(self._ai_says, p, text)

    async def _ai_says(self, p: int, text: str) -> None:
        if self.status == "playing" and p in self.talkers():
            await self.say(p, self.seats[p].name or COLORS[p], text, ai=True,
                           lang=detect_lang(text))

    def _speak_first(self) -> None:
        """A new decision is pending: each talking AI it is not for may say something
        before it is taken (once per decision; the seat keeps its own pace)."""
        if self.game is None:
            return
        deciders = self.game.deciders()
        for p in self.talkers():
            if p in deciders or self.spoke_for.get(p) == self.decision_key:
                continue
            self.spoke_for[p] = self.decision_key
            pending, self.ai_pending[p] = self.ai_pending[p], []
            fut = self.deps.ai.speak((self.id, p), self.spec(p), self.start_info(p), pending,
                                     self.game.copy())
            asyncio.get_running_loop().create_task(self._reply(p, fut))

    def finish(self) -> None:
        super().finish()
        if self.deps.finished is not None and self.game is not None:
            order = [self.game.winner, *reversed(self.game.defeated)]
            places = [(p, self.seats[p].player(), self.seats[p].name or "", place + 1)
                      for place, p in enumerate(order)]
            asyncio.get_running_loop().create_task(
                self.deps.finished(self.id, places, self.rated, self.rules.players))
        record = self.record().to_json()
        winner = self.winner if self.winner is not None else -1
        for p in self.ai_kinds:
            self.deps.ai.end((self.id, p), winner, record)

    def schedule(self) -> None:
        """After any change: arm the deadline timer and let the AI think where it decides."""
        if self.status != "playing" or self.game is None or self.gone:
            return
        self.arm_deadline()
        self._speak_first()
        for p in self.game.deciders():
            if self.ai_controls(p) and p not in self.thinking:
                self.thinking.add(p)
                asyncio.get_running_loop().create_task(self._think(p))

    async def _think(self, p: int) -> None:
        """Let the AI decide for seat ``p`` in a worker process; the actor applies its answer.

        A human's seat is played at the table's level; an AI that thinks too long, fails or
        is still lost in an earlier decision gets the fallback (see _ai_decided).
        """
        decision: Decision | None = None
        try:
            await asyncio.sleep(self.settings.ai_delay)
            if (self.gone or self.game is None or p not in self.game.deciders()
                    or not self.ai_controls(p)):
                return
            if p not in self.ai_kinds:  # a human's seat: a silent AI at the table's level
                self.ai_kinds[p] = f"ai:{self.ai_level}"
                self.ai_pending[p] = []
            busy = self.ai_busy.get(p)
            if busy is None or busy.done():
                pending, self.ai_pending[p] = self.ai_pending[p], []
                fut = asyncio.wrap_future(self.deps.ai.decide(
                    (self.id, p), self.spec(p), self.start_info(p), pending,
                    self.game.copy()))
                self.ai_busy[p] = fut
                try:
                    decision = await asyncio.wait_for(asyncio.shield(fut),
                                                      self.settings.ai_seconds)
                except TimeoutError:
                    log.warning("table %s: %s thought too long", self.id, COLORS[p])
                except Exception:
                    log.exception("table %s: %s failed to decide", self.id, COLORS[p])
        finally:
            self.post(self._ai_decided, p, decision)

    def _ai_turn(self, p: int) -> bool:
        """Whether the AI must answer for seat ``p`` now."""
        return (self.status == "playing" and self.game is not None
                and p in self.game.deciders() and self.ai_controls(p))

    async def _ai_decided(self, p: int, decision: Decision | None) -> None:
        """Apply an AI's answer if still wanted; a missing or illegal one gets the fallback."""
        self.thinking.discard(p)
        if not self._ai_turn(p):
            self.schedule()
            return
        assert self.game is not None
        auto = self.seats[p].kind == "human"
        try:
            if decision is None:
                raise IllegalAction("late", "no answer in time")
            actions = validate(self.game, p, decision)
        except IllegalAction as e:
            log.warning("table %s: %s answered badly (%s); fallback", self.id, COLORS[p], e)
            decision, actions = None, fallback(self.game, p).actions
        for a in actions:
            await self.apply_action(a, auto)
        say = clean_say(decision.say) if decision is not None else None
        if say is not None and not auto:  # never in a person's name
            await self.say(p, self.seats[p].name or COLORS[p], say, ai=True)

    def resume(self) -> None:
        """After loading from storage: restart the clock, AI seats and grace periods."""
        if self.status != "playing" or self.game is None:
            return
        self.decision_key = (self.game.phase, self.game.to_act, self.game.ply)
        if self.deadline is None:
            self.deadline = self.deps.clock.time() + self.limit(self.game)
        self.seat_ais()
        for p, s in enumerate(self.seats):
            if s.kind == "human":
                self.arm_grace(p)
        self.schedule()
