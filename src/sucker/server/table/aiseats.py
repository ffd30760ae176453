"""AI seats: each thinks in an AI worker process (``Deps.ai``), hears every action and chat
line, and answers through the one fallback policy of :mod:`sucker.ai.answer` when late or
wrong (state.decide). A person's seat is played by a silent AI of the table's level while
they are away; a bot's seat by one when the bot does not answer (botseats.py).

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
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Final

from sucker.ai.answer import clean_say
from sucker.ai.seat import Decision
from sucker.ai.talk.acts import KINDS
from sucker.ai.talk.speech import Said as SaidLine
from sucker.ai.talk.speech import reword
from sucker.engine import COLORS, Action, Game
from sucker.server.aipool import Heard, Played, SeatNews, SeatStart, Spec
from sucker.server.config import Settings
from sucker.server.table.botseats import BotSeats
from sucker.server.table.deps import AiHost, Clock
from sucker.server.table.state import AiDecided, Said, Say, TableState
from sucker.server.wire import ApiError, busy

log = logging.getLogger("sucker.server")

SAME_LINE: Final = 3.0  # seconds within which no AI line repeats another AI's


@dataclass
class AiLine:
    """What seat ``seat`` wants to say (a Said, or a bot's plain text), answering chat line
    ``line`` (None: of its own accord)."""

    seat: int
    said: Any
    line: int | None = None


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


class AiSeats:
    """The AI seats of one table. ``state`` reads the table's state now; ``post`` hands the
    actor what the AIs answered (AiDecided, AiLine)."""

    def __init__(self, table_id: str, host: AiHost, settings: Settings, clock: Clock,
                 bots: BotSeats, state: Callable[[], TableState],
                 post: Callable[[Any], None]) -> None:
        self.table_id = table_id
        self.host = host
        self.settings = settings
        self.clock = clock
        self.bots = bots
        self.state = state
        self.post = post
        self.kinds: dict[int, str] = {}  # seats with an AI in a worker, and its kind
        self.news: dict[int, list[Played | Heard]] = {}  # since each last heard
        self.busy: dict[int, asyncio.Future[Decision]] = {}
        self.thinking: set[int] = set()
        self.spoke_for: dict[int, tuple[int, int, int] | None] = {}  # last spoke before
        self.recent: list[tuple[float, set[str]]] = []  # recent AI lines: when, their texts
        self.answered: dict[int, set[str]] = {}  # per chat line: the kinds of answer given
        self.stopped = False

    def seat(self) -> None:
        """At the start: the AI seats bargain (``talk:LEVEL/TEMPERAMENT``, their persona) and
        hear the chat from now on; a bot's seat gets a silent AI of the table's level, which
        plays when the bot does not."""
        state = self.state()
        for p, s in enumerate(state.seats):
            if s.kind is not None and s.kind.startswith("ai:"):
                kind = "talk:" + s.kind.removeprefix("ai:")
                if s.persona is not None:
                    kind += "/" + s.persona["temperament"]
                self.kinds[p] = kind
                self.news[p] = []
        for p in self.bots.seat(state):
            self.kinds[p] = f"ai:{state.ai_level}"
            self.news[p] = []

    def _ask(self, p: int) -> tuple[tuple[str, int], Spec, SeatNews]:
        """A seat's key, spec and news, its news handed over."""
        state = self.state()
        news, self.news[p] = self.news[p], []
        return ((self.table_id, p), Spec(self.kinds[p], state.seats[p].seed, state.lang),
                SeatNews(SeatStart(p, state.rules, self._meta()), news))

    def _meta(self) -> list[dict[str, Any]]:
        """The seats as the AIs are told them: a talking AI's kind as it plays
        (``talk:LEVEL``), so that each knows which others answer the table and only one
        answers a line said to all."""
        meta = self.state().seats_meta()
        for p in self.talkers():
            meta[p] = {**meta[p], "kind": self.kinds[p]}
        return meta

    def talkers(self) -> list[int]:
        """The seats whose AI talks (not the silent stand-in of an absent person)."""
        return [p for p, kind in self.kinds.items() if kind.startswith("talk:")]

    def acted(self, action: Action, game: Game) -> None:
        if self.kinds:
            snapshot = game.copy()
            for p in self.kinds:
                self.news[p].append(Played(action, snapshot))
        self.bots.acted(action, game)

    def heard(self, said: Said) -> None:
        """Every AI hears the line; a talking one answers a person's line at once (in a
        worker), whether or not it has a decision pending. Lines of AIs are heard with the
        next decision, so that AIs never chatter among themselves without end."""
        state = self.state()
        line = Heard(-1 if said.seat is None else said.seat, said.text, said.lang)
        number = len(state.chat) - 1
        talkers = self.talkers()
        now = self.clock.time()
        for p in self.kinds:
            if not said.ai and p in talkers and state.game is not None \
                    and state.talking(now, self.settings):
                key, spec, news = self._ask(p)
                self._reply(p, self.host.hear(key, spec, news, line, state.game.copy()),
                            number)
            else:
                self.news[p].append(line)
        self.bots.heard(said)

    def _reply(self, p: int, fut: Future[Any], line: int | None) -> None:
        asyncio.get_running_loop().create_task(self._await_reply(p, fut, line))

    async def _await_reply(self, p: int, fut: Future[Any], line: int | None) -> None:
        try:
            said = await asyncio.wait_for(asyncio.wrap_future(fut), self.settings.ai_seconds)
        except TimeoutError:
            log.warning("table %s: %s did not answer a line in time", self.table_id, COLORS[p])
            return
        except Exception:
            log.exception("table %s: %s failed to answer a line", self.table_id, COLORS[p])
            return
        if said is not None and not self.stopped:
            self.post(AiLine(p, said, line))

    def reply(self, said_line: AiLine) -> Say | None:
        """A talking AI's reply or word of its own, while the AIs talk."""
        now = self.clock.time()
        if said_line.seat not in self.talkers() or not self.state().talking(now, self.settings):
            return None
        return self.line(said_line)

    def line(self, said_line: AiLine) -> Say | None:
        """What seat ``p`` says (in every language its line carries), unless it repeats
        another AI (see above) or the AIs no longer talk."""
        state = self.state()
        p, said, line = said_line.seat, said_line.said, said_line.line
        now = self.clock.time()
        texts = {lg: t for lg, t in ((lg, clean_say(t)) for lg, t in
                                     getattr(said, "texts", {}).items()) if t is not None}
        text = texts.get(state.lang) or clean_say(said)
        if text is None:
            return None
        self.recent = [(t, s) for t, s in self.recent if now - t < SAME_LINE]
        words = set(texts.values()) | {text}
        recent = set().union(*(s for _, s in self.recent))
        if words & recent:
            other = reword(said, recent) if isinstance(said, SaidLine) else None
            if other is None:
                return None  # the same words again: the second says nothing
            said, texts = other, dict(other.texts)
            text = texts.get(state.lang) or str(other)
            words = set(texts.values())
        voice = _voice(getattr(said, "key", ""))
        if line is not None and voice:
            kinds = self.answered.setdefault(line, set())
            if voice in kinds:
                return None
            kinds.add(voice)
            for old in [k for k in self.answered if k < line - 50]:
                del self.answered[old]
        self.recent.append((now, words))
        lang = state.lang if state.lang in texts else None
        return Say(p, state.seats[p].name or COLORS[p], text, True, lang, texts or None,
                   getattr(said, "acts", None))

    def schedule(self) -> None:
        """After any change: the talking AIs may speak first, and the AI thinks where it
        decides."""
        state = self.state()
        if state.status != "playing" or state.game is None or self.stopped:
            return
        self._speak_first(state)
        for p in state.game.deciders():
            if state.ai_controls(p) and p not in self.thinking:
                self.thinking.add(p)
                asyncio.get_running_loop().create_task(self._think(p))

    def _speak_first(self, state: TableState) -> None:
        """A new decision is pending: each talking AI it is not for may say something
        before it is taken (once per decision; the seat keeps its own pace)."""
        assert state.game is not None
        deciders = state.game.deciders()
        for p in self.talkers():
            if p in deciders or self.spoke_for.get(p) == state.decision_key:
                continue
            self.spoke_for[p] = state.decision_key
            key, spec, news = self._ask(p)
            self._reply(p, self.host.speak(key, spec, news, state.game.copy()), None)

    async def _think(self, p: int) -> None:
        """Let the AI decide for seat ``p`` in a worker process; the actor applies its
        answer (or the fallback, when None). A bot's seat: the bot is asked first, and its
        answer goes to the actor from the socket, without passing through this task."""
        decision: Decision | None = None
        handed = False  # to a bot, whose answer goes to the actor on its own
        try:
            await asyncio.sleep(self.settings.ai_delay)
            state = self.state()
            if self.stopped or not state.ai_turn(p):
                return
            assert state.game is not None
            game = state.game
            handed = self.bots.ask(p, game, lambda answer: self._bot_answered(p, game, answer))
            if not handed:
                decision = await self._decide(p)
        finally:
            if not handed:
                self.post(AiDecided(p, decision))

    def _bot_answered(self, p: int, game: Game, decision: Decision | None) -> None:
        """A bot's answer, checked against ``game``, goes to the actor at once; none (late,
        illegal, away): the AI decides."""
        if decision is not None:
            self.post(AiDecided(p, decision, checked=game))
        else:
            asyncio.get_running_loop().create_task(self._fall_back(p))

    async def _fall_back(self, p: int) -> None:
        decision: Decision | None = None
        try:
            decision = await self._decide(p)
        finally:
            self.post(AiDecided(p, decision))

    def decided(self, p: int) -> None:
        """The actor has seat ``p``'s answer: it may think again."""
        self.thinking.discard(p)

    async def _decide(self, p: int) -> Decision | None:
        """The AI's answer for seat ``p`` from a worker, or None (late or failed)."""
        state = self.state()
        assert state.game is not None
        if p not in self.kinds:  # a human's seat: a silent AI at the table's level
            self.kinds[p] = f"ai:{state.ai_level}"
            self.news[p] = []
        busy = self.busy.get(p)
        if busy is None or busy.done():
            key, spec, news = self._ask(p)
            fut = asyncio.wrap_future(self.host.decide(key, spec, news, state.game.copy()))
            self.busy[p] = fut
            try:
                return await asyncio.wait_for(asyncio.shield(fut), self.settings.ai_seconds)
            except TimeoutError:
                log.warning("table %s: %s thought too long", self.table_id, COLORS[p])
            except Exception:
                log.exception("table %s: %s failed to decide", self.table_id, COLORS[p])
        return None

    async def hint(self, guest: str | None) -> dict[str, Any]:
        """The hard AI's move for the caller's pending decision, and why in one line — for
        learners at casual tables against AIs only, never at rated tables or with people."""
        state = self.state()
        seat = state.seat_of(guest)
        if seat is None:
            raise ApiError(403, "not-seated", "hints are for the players of the table")
        if not state.hints_allowed(seat):
            raise ApiError(403, "no-hint", "hints are only given at casual tables against AIs")
        if state.status != "playing" or state.game is None or seat not in state.game.deciders():
            raise ApiError(409, "not-your-decision", "a hint is for a decision of yours")
        assert guest is not None
        # It waits behind the seats of running games; one player has one hint waiting.
        fut = self.host.hint(guest, state.game.copy(), seat, self.settings.hint_think,
                                state.seats_meta())
        try:
            result: dict[str, Any] = await asyncio.wait_for(asyncio.wrap_future(fut),
                                                            self.settings.ai_seconds)
        except TimeoutError:
            fut.cancel()
            raise busy() from None
        return result

    def finish(self, record: dict[str, Any]) -> None:
        """The game is over: the talking AIs say a word (once), every seat hears the end."""
        state = self.state()
        winner = state.winner if state.winner is not None else -1
        if state.game is not None:
            for p in self.talkers():
                key, spec, news = self._ask(p)
                self._reply(p, self.host.speak(key, spec, news, state.game.copy()), None)
        for p in self.kinds:
            self.host.end((self.table_id, p), winner, record)
        self.bots.finish(state, record)

    def stop(self) -> None:
        self.stopped = True
        self.bots.stop(self.state())
