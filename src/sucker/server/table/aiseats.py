"""AI seats: each thinks in an AI worker process (``Deps.ai``), hears every action and chat
line, and answers through the one fallback policy of :mod:`sucker.ai.answer` when late or
wrong. A person's seat is played by a silent AI of the table's level while they are away.

A talking AI's line carries its text in every language (:class:`sucker.ai.talk.speech.Said`):
it goes out with ``texts`` and ``acts``, ``text`` in the table's language, so that each reader
reads it in their own. The table keeps its AIs from repeating one another: no AI line the same
as another's within ``SAME_LINE`` seconds (a bargain is reworded, anything else dropped), and
to one line of a person, one answer of a kind (one "who is winning", one "I never did that");
answers about each AI's own deeds all go.
The AIs still answer for ``talk_after_end`` seconds after the end of the game."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Final

from sucker.ai.answer import clean_say, fallback, validate
from sucker.ai.seat import Decision
from sucker.ai.talk.acts import KINDS
from sucker.ai.talk.speech import Said, reword
from sucker.engine import COLORS, Action, IllegalAction
from sucker.server.table.play import PlayMixin

log = logging.getLogger("sucker.server")

SAME_LINE: Final = 3.0  # seconds within which no AI line repeats another AI's


def _voice(key: str) -> str:
    """The kind of answer a line's key gives, when one AI's answer of that kind to a line is
    enough ("" for a bargain — an act — or an answer about the AI's own deeds, which each
    AI gives for itself): "who is winning?" gets one opinion, "hello" one greeting."""
    own = key.startswith(("broke_", "deal_")) or (key.startswith("why_")
                                                  and not key.endswith("_none"))
    if not key or key in KINDS or own:
        return ""
    if key in ("leader", "me_leader", "even"):
        return "winning"
    return key.split("_")[0] if key.startswith(("want_", "insult_")) else key


class AiMixin(PlayMixin):
    ai_kinds: dict[int, str]  # seats with an AI in a worker, and its kind
    spoke_for: dict[int, tuple[int, int, int] | None]  # the decision each last spoke before
    ai_pending: dict[int, list[tuple[Any, ...]]]  # news since it last decided
    ai_busy: dict[int, asyncio.Future[Decision]]
    thinking: set[int]
    ai_said: list[tuple[float, set[str]]]  # recent AI lines: when, and their texts
    answered: dict[int, set[str]]  # per chat line: the kinds of answer AIs gave it

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
        line = len(self.chat) - 1
        for p in self.ai_kinds:
            if not ai and p in talkers and self.game is not None and self.talking():
                pending, self.ai_pending[p] = self.ai_pending[p], []
                fut = self.deps.ai.hear((self.id, p), self.spec(p), self.start_info(p),
                                        pending, (by, text, lang), self.game.copy())
                asyncio.get_running_loop().create_task(self._reply(p, fut, line))
            else:
                self.ai_pending[p].append(("chat", by, text, lang, None))

    def talking(self) -> bool:
        """Whether the talking AIs answer: while playing, and a while after the end."""
        return self.status == "playing" or (
            self.status == "over" and self.ended is not None
            and self.deps.clock.time() - self.ended < self.settings.talk_after_end)

    async def _reply(self, p: int, fut: Any, line: int | None) -> None:
        try:
            said = await asyncio.wait_for(asyncio.wrap_future(fut), self.settings.ai_seconds)
        except TimeoutError:
            log.warning("table %s: %s did not answer a line in time", self.id, COLORS[p])
            return
        except Exception:
            log.exception("table %s: %s failed to answer a line", self.id, COLORS[p])
            return
        if said is not None:
            self.post(self._ai_says, p, said, line)

    async def _ai_says(self, p: int, said: str, line: int | None) -> None:
        if self.talking() and p in self.talkers():
            await self.ai_line(p, said, line)

    async def ai_line(self, p: int, said: str, line: int | None = None) -> None:
        """Seat ``p``'s line (a Said, or a bot's plain text), ``line`` the chat line it
        answers: in every language it carries, unless it repeats another AI (see above)."""
        texts = {lg: t for lg, t in ((lg, clean_say(t)) for lg, t in
                                     getattr(said, "texts", {}).items()) if t is not None}
        text = texts.get(self.lang) or clean_say(said)
        if text is None:
            return
        now = self.deps.clock.time()
        self.ai_said = [(t, s) for t, s in self.ai_said if now - t < SAME_LINE]
        words = set(texts.values()) | {text}
        recent = set().union(*(s for _, s in self.ai_said))
        if words & recent:
            other = reword(said, recent) if isinstance(said, Said) else None
            if other is None:
                return  # the same words again: the second says nothing
            said, texts = other, dict(other.texts)
            text = texts.get(self.lang) or str(other)
            words = set(texts.values())
        voice = _voice(getattr(said, "key", ""))
        if line is not None and voice:
            kinds = self.answered.setdefault(line, set())
            if voice in kinds:
                return
            kinds.add(voice)
            for old in [k for k in self.answered if k < line - 50]:
                del self.answered[old]
        self.ai_said.append((now, words))
        lang = self.lang if self.lang in texts else None
        await self.say(p, self.seats[p].name or COLORS[p], text, ai=True, lang=lang,
                       texts=texts or None, acts=getattr(said, "acts", None))

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
            asyncio.get_running_loop().create_task(self._reply(p, fut, None))

    def finish(self) -> None:
        super().finish()
        if self.deps.finished is not None and self.game is not None:
            order = [self.game.winner, *reversed(self.game.defeated)]
            places = [(p, self.seats[p].player(), self.seats[p].name or "", place + 1)
                      for place, p in enumerate(order)]
            asyncio.get_running_loop().create_task(
                self.deps.finished(self.id, places, self.counts(), self.rules.players))
        record = self.record().to_json()
        winner = self.winner if self.winner is not None else -1
        if self.game is not None:
            for p in self.talkers():  # a word at the end (the seats say it once)
                pending, self.ai_pending[p] = self.ai_pending[p], []
                fut = self.deps.ai.speak((self.id, p), self.spec(p), self.start_info(p),
                                         pending, self.game.copy())
                asyncio.get_running_loop().create_task(self._reply(p, fut, None))
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
            decision = await self._decide(p)
        finally:
            self.post(self._ai_decided, p, decision)

    async def _decide(self, p: int) -> Decision | None:
        """The AI's answer for seat ``p`` from a worker, or None (late or failed)."""
        assert self.game is not None
        if p not in self.ai_kinds:  # a human's seat: a silent AI at the table's level
            self.ai_kinds[p] = f"ai:{self.ai_level}"
            self.ai_pending[p] = []
        busy = self.ai_busy.get(p)
        if busy is None or busy.done():
            pending, self.ai_pending[p] = self.ai_pending[p], []
            fut = asyncio.wrap_future(self.deps.ai.decide(
                (self.id, p), self.spec(p), self.start_info(p), pending, self.game.copy()))
            self.ai_busy[p] = fut
            try:
                return await asyncio.wait_for(asyncio.shield(fut), self.settings.ai_seconds)
            except TimeoutError:
                log.warning("table %s: %s thought too long", self.id, COLORS[p])
            except Exception:
                log.exception("table %s: %s failed to decide", self.id, COLORS[p])
        return None

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
        if decision is not None and decision.say is not None and not auto:
            await self.ai_line(p, decision.say)  # never in a person's name

    def resume(self) -> None:
        """After loading from storage: restart the clock, AI seats and grace periods."""
        if self.status != "playing" or self.game is None:
            return
        self.decision_key = (self.game.phase, self.game.to_act, self.game.ply)
        if self.deadline is None:
            self.deadline = self.deadline_for(self.game)
        self.seat_ais()
        for p, s in enumerate(self.seats):
            if s.kind == "human":
                self.arm_grace(p)
        self.schedule()
