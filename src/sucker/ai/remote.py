"""A bot playing from elsewhere: :class:`RemoteSeat` is a seat whose program is reached by
messages (the server's bots, over a websocket) rather than a child's pipes.

It sends the very messages :class:`~.program.ProgramSeat` writes to a child (the builders
of :mod:`.program`), each with ``game``, through ``send``, which drops them while the bot is
away. The host is asynchronous: :meth:`RemoteSeat.ask` sends ``decide`` and
:meth:`RemoteSeat.answered` hands the bot's :class:`Decision`, checked once with
:func:`~.answer.validate`, straight to the callback the host gave, in the turn the answer is
read (or None, once: late, illegal or away); an answer to no open decide, or one that is not
an answer at all, is dropped and logged, and the host's fallback plays.

It also times the host's own share of each decision the bot plays: from :meth:`ask` until
``decide`` is written to the bot's socket (``send`` calls back then), and from the answer
read (``answered_at``) until the host applies it (:meth:`event` hears that action).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from typing import Any

from sucker.ai.answer import parse_answer, validate
from sucker.ai.program import (
    chat_message,
    decide_message,
    end_message,
    event_message,
    start_message,
)
from sucker.ai.seat import Decision, Seat
from sucker.engine import Action, Game, IllegalAction, Rules

log = logging.getLogger(__name__)

# Sends a message to the bot: True if queued; the callback runs once it is written.
Send = Callable[[dict[str, Any], Callable[[], None] | None], bool]
# Given the bot's checked decision, or None for the fallback to play.
Answered = Callable[[Decision | None], None]


class _Decide:
    """A decide still open: the game it asks about, who is told, and the time limit."""

    __slots__ = ("game", "done", "timer")

    def __init__(self, game: Game, done: Answered, timer: asyncio.TimerHandle) -> None:
        self.game = game
        self.done = done
        self.timer = timer


class RemoteSeat(Seat):
    """One seat of one game, played by a program that ``send`` reaches (True: queued; the
    callback it is given, if any, runs once the message is written to the bot's socket).
    ``timed`` is given the host's share of each decision the bot plays, in seconds."""

    def __init__(self, game_id: str, name: str, send: Send, limit: float,
                 timed: Callable[[float], None] | None = None) -> None:
        self.game_id = game_id
        self.name = name
        self.send = send
        self.limit = limit
        self.timed = timed
        self.faults: list[str] = []  # why the fallback played, one entry per fault
        self.answered_at = 0.0  # when the host received the last answer (time.monotonic())
        self._ids = 0
        self._open: dict[int, _Decide] = {}
        self._start: dict[str, Any] | None = None
        self._asking: dict[int, float] = {}  # open decide -> the host's time on it so far
        self._applying: tuple[float, Action] | None = None  # (share so far, last action)

    def _post(self, msg: dict[str, Any], written: Callable[[], None] | None = None) -> bool:
        msg["game"] = self.game_id
        return self.send(msg, written)

    def fault(self, why: str, code: str = "") -> None:
        """The fallback plays this decision: logged, and told to the bot (``code``) so that
        its author can see why."""
        self.faults.append(why)
        log.warning("bot %s, game %s: %s; the fallback plays", self.name, self.game_id, why)
        if code:
            self._post({"type": "error", "code": code,
                        "message": f"{why}: the host's fallback plays this decision"})

    # ------------------------------------------------------------------ the seat

    def start(self, you: int, rules: Rules, seats: list[dict[str, Any]],
              game: Game | None = None) -> None:
        super().start(you, rules, seats, game)
        self._start = start_message(you, rules, seats, game)
        self.restart()

    def restart(self) -> None:
        """The bot (re)connected: ``start`` again; it plays from its next ``decide``."""
        if self._start is not None:
            self._post(dict(self._start))

    def lost(self) -> None:
        """The bot's connection is gone: a decide it was sent may never have reached it, so
        the fallback plays each open one now rather than at its limit."""
        self._drop_open("not connected")

    def event(self, action: Action, game: Game) -> None:
        if self._applying is not None and action == self._applying[1] and self.timed:
            self.timed(self._applying[0] + time.monotonic())
            self._applying = None
        self._post(event_message(action, game))

    def chat(self, by: int, text: str, lang: str | None = None, game: Game | None = None,
             meaning: dict[str, Any] | None = None) -> str | None:
        """``meaning``: the line's reading if the host has it (:func:`.program.chat_message`)."""
        self._post(chat_message(self.seats, by, text, lang, meaning))
        return None  # its say lines come on their own (the host rate-limits them)

    def end(self, winner: int, record: dict[str, Any]) -> None:
        self._post(end_message(winner, record))
        self.close()

    def close(self) -> None:
        """The game is over or the table stopped: every open decide gets None."""
        self._drop_open(None)

    def _drop_open(self, fault: str | None) -> None:
        open_, self._open = self._open, {}
        self._asking.clear()
        for decide in open_.values():
            decide.timer.cancel()
            if fault is not None:
                self.fault(fault)
            decide.done(None)

    # ------------------------------------------------------------------ deciding

    def ask(self, game: Game, done: Answered) -> None:
        """Send ``decide``; ``done`` is called once: with the bot's legal decision as soon as
        it is read, or with None if it is away, late (after ``limit`` seconds) or illegal."""
        asked = time.monotonic()
        self._ids += 1
        decide_id = self._ids
        self._applying = None

        def written() -> None:
            if decide_id in self._open:
                self._asking[decide_id] = time.monotonic() - asked

        if not self._post(decide_message(decide_id, game, self.you, self.limit), written):
            self.fault("not connected")
            done(None)
            return

        def late() -> None:
            if self._close(decide_id) is not None:
                self.fault(f"no answer within {self.limit:g} s", "late")
                done(None)

        timer = asyncio.get_running_loop().call_later(self.limit, late)
        self._open[decide_id] = _Decide(game, done, timer)

    def _close(self, decide_id: int) -> _Decide | None:
        self._asking.pop(decide_id, None)
        return self._open.pop(decide_id, None)

    def answered(self, answer: dict[str, Any]) -> None:
        """The bot answered a decide: check it and tell the host (an answer without ``id``
        answers the oldest one still open); an answer to none is dropped, and the bot told
        (``no-decide``: answered already, too late, or never asked)."""
        answered = answer.get("id")
        if answered is not None and (not isinstance(answered, int)
                                     or isinstance(answered, bool)):
            self._post({"type": "error", "code": "bad-message",
                        "message": "id must be the number of the decide answered"})
            return
        if answered is None and self._open:
            answered = min(self._open)
        if answered is None or answered not in self._open:
            log.info("bot %s, game %s: dropped an answer to no open decide (id %r)",
                     self.name, self.game_id, answered)
            self._post({"type": "error", "code": "no-decide",
                        "message": f"no decide is open with id {answered}: answered "
                        "already, too late, or never asked; the answer is dropped"})
            return
        asking = self._asking.get(answered)
        decide = self._close(answered)
        assert decide is not None
        decide.timer.cancel()
        try:
            decision = parse_answer(decide.game, self.you, answer)
            validate(decide.game, self.you, decision)
        except IllegalAction as e:
            self.fault(f"bad answer ({e.message})", "illegal")
            decide.done(None)
            return
        if asking is not None:
            self._applying = (asking - self.answered_at, decision.actions[-1])
        decide.done(decision)
