"""The host side of sls-bot/1: :class:`ProgramSeat` seats an outside program.

The program is started once (at the first ``start``) and plays every game the seat is given.
A reader thread turns its stdout into a queue of lines, so that ``decide`` can wait with a
time limit, and sets aside the ``say`` lines the program may send at any time: the host gets
them, one at a time, from :meth:`ProgramSeat.chat` and :meth:`ProgramSeat.speak` (never
waiting). Its stderr is passed to this module's logger. Every fault — late answer, not JSON,
illegal, program gone — is logged and answered by the fallback of :mod:`.answer` (a built-in
AI, or ``refuse`` in a rescue), so the game never stalls. Each ``decide`` has an ``id``; a
late answer (its id, or for a bot that sends none the oldest decide still open) is thrown
away when it comes."""

from __future__ import annotations

import json
import logging
import queue
import shlex
import subprocess
import threading
import time
from typing import IO, Any

from sucker.ai.answer import clean_say, fallback, parse_answer, validate
from sucker.ai.bot import PROTOCOL
from sucker.ai.seat import Decision, RandomSeat, Seat
from sucker.ai.talk.acts import read, reading_json
from sucker.engine import (
    COLORS,
    Action,
    Game,
    IllegalAction,
    Rules,
    action_to_json,
)

log = logging.getLogger(__name__)

DEFAULT_LIMIT = 10.0


# ------------------------------------------------------------ the messages, host to bot
# One place for each: hosts over pipes (ProgramSeat) and over websockets (the server's
# bot seats) send the same.


def start_message(you: int, rules: Rules, seats: list[dict[str, Any]],
                  game: Game | None) -> dict[str, Any]:
    msg: dict[str, Any] = {"type": "start", "protocol": PROTOCOL, "you": COLORS[you],
                           "rules": rules.to_json(), "seats": seats}
    if game is not None:
        msg["first"] = COLORS[game.to_act]
        msg["state"] = game.state_json()
    return msg


def event_message(action: Action, game: Game) -> dict[str, Any]:
    return {"type": "event", "action": action_to_json(action), "state": game.state_json()}


def chat_message(seats: list[dict[str, Any]], by: int, text: str, lang: str | None,
                 meaning: dict[str, Any] | None = None) -> dict[str, Any]:
    """A chat line as a bot hears it (``by`` -1: a spectator), with what it means (``acts``
    and ``topic``, as :func:`~sucker.ai.talk.acts.reading_json` says). ``meaning``: what the
    host already knows of it (one reading for all its seats, or an AI's own acts, without
    ``topic``), so that a line is not read again for each bot."""
    names = _names(seats)
    name = next((n for n, c in names.items() if c == by), None)
    if meaning is None:
        meaning = reading_json(read(text, by, names))
    msg: dict[str, Any] = {"type": "chat", "by": COLORS[by] if by >= 0 else None,
                           "name": name, "text": text, "acts": meaning["acts"]}
    if "topic" in meaning:
        msg["topic"] = meaning["topic"]
    if lang:
        msg["lang"] = lang
    return msg


def chat_meaning(seats: list[dict[str, Any]], by: int, text: str) -> dict[str, Any]:
    """What a chat line means (:func:`~sucker.ai.talk.acts.reading_json`), read once."""
    return reading_json(read(text, by, _names(seats)))


def _names(seats: list[dict[str, Any]]) -> dict[str, int]:
    return {s["name"]: COLORS.index(s["color"]) for s in seats
            if isinstance(s, dict) and isinstance(s.get("name"), str)
            and s.get("color") in COLORS}


def decide_message(decide_id: int, game: Game, you: int, limit: float) -> dict[str, Any]:
    return {"type": "decide", "id": decide_id, "state": game.state_json(),
            "you": COLORS[you], "limit": limit}


def end_message(winner: int, record: dict[str, Any]) -> dict[str, Any]:
    return {"type": "end", "winner": COLORS[winner] if winner >= 0 else None,
            "record": record}


class ProgramSeat(Seat):
    """An outside program speaking sls-bot/1. Thread-safe; call :meth:`close` when done."""

    def __init__(
        self,
        command: str,
        seed: int | None = None,
        limit: float = DEFAULT_LIMIT,
        fallback_seat: Seat | None = None,
    ) -> None:
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("cmd: needs a program to run")
        if not limit > 0:
            raise ValueError("the time limit must be positive")
        self.limit = limit
        self.fallback_seat = fallback_seat if fallback_seat is not None else RandomSeat(seed)
        self.name = self.argv[-1] if len(self.argv) > 1 else self.argv[0]
        self.faults: list[str] = []  # why the fallback played, one entry per fault
        self._lock = threading.RLock()
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._says: queue.Queue[str] = queue.Queue()  # say lines not yet taken by the host
        self._gone = False
        self._ids = 0  # the last decide id sent
        self._open: list[int] = []  # decides sent and not answered (late ones are dropped)

    # ----------------------------------------------------------------- process

    def _spawn(self) -> None:
        try:
            proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                bufsize=1,
            )
        except OSError as e:
            self._gone = True
            self._fault(f"cannot start {self.argv[0]}: {e.strerror}")
            return
        self._proc = proc
        assert proc.stdout is not None and proc.stderr is not None
        threading.Thread(target=self._read, args=(proc.stdout,), daemon=True).start()
        threading.Thread(target=self._log_stderr, args=(proc.stderr,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                msg = None
            if isinstance(msg, dict) and msg.get("type") == "say":
                text = clean_say(msg.get("text"))
                if text is not None:
                    self._says.put(text)
            else:
                self._lines.put(line)
        self._lines.put(None)

    def _log_stderr(self, stream: IO[str]) -> None:
        for line in stream:
            log.info("[%s] %s", self.name, line.rstrip())

    def _send(self, msg: dict[str, Any]) -> None:
        proc = self._proc
        if self._gone or proc is None or proc.stdin is None:
            return
        try:
            proc.stdin.write(json.dumps(msg, ensure_ascii=False) + "\n")
            proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._set_gone("its input is closed")

    def _set_gone(self, why: str) -> None:
        if not self._gone:
            self._gone = True
            self._fault(f"the program is gone ({why})")

    def _fault(self, why: str) -> None:
        self.faults.append(why)
        log.warning("%s: %s", self.name, why)

    def _next_line(self, deadline: float) -> str | None:
        """The next line from the program, or None if it is gone or late."""
        remaining = deadline - time.monotonic()
        try:
            line = self._lines.get(timeout=max(remaining, 0.0))
        except queue.Empty:
            return None
        if line is None:
            self._set_gone("it exited")
        return line

    def _json(self, line: str) -> object:
        try:
            return json.loads(line)
        except json.JSONDecodeError:
            self._fault(f"answered with something that is not JSON: {line[:80]!r}")
            return None

    def _ask_start(self, msg: dict[str, Any]) -> object:
        """Send ``start``; the parsed answer (``ready``), or None (fault logged)."""
        if self._gone:
            return None
        self._send(msg)
        deadline = time.monotonic() + self.limit
        while True:
            line = self._next_line(deadline)
            if line is None:
                if not self._gone:
                    self._fault(f"no answer within {self.limit:g} s")
                return None
            answer = self._json(line)
            if not (isinstance(answer, dict) and "actions" in answer):
                return answer  # else a late answer to the last game's decide: dropped

    def _ask_decide(self, game: Game) -> object:
        """Send ``decide`` with a new id; its parsed answer, or None (fault logged). Answers
        to earlier decides that come first (late) are dropped."""
        if self._gone:
            return None
        self._ids += 1
        me = self._ids
        self._open.append(me)
        self._send(decide_message(me, game, self.you, self.limit))
        deadline = time.monotonic() + self.limit
        while True:
            line = self._next_line(deadline)
            if line is None:
                if not self._gone:
                    self._fault(f"no answer within {self.limit:g} s")
                return None
            answer = self._json(line)
            if answer is None:
                self._open.remove(me)
                return None
            if isinstance(answer, dict) and "type" in answer:
                continue  # a late ready (answers have no type)
            answered = answer.get("id") if isinstance(answer, dict) else None
            if answered is None:
                answered = self._open[0]  # no id: the oldest decide still open
            elif answered not in self._open:
                log.info("%s: dropped an answer to no open decide (id %r)", self.name, answered)
                continue
            self._open.remove(answered)
            if answered == me:
                return answer

    # ------------------------------------------------------------------- seat

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        with self._lock:
            super().start(you, rules, seats, game)
            self.fallback_seat.start(you, rules, seats, game)
            if self._proc is None and not self._gone:
                self._spawn()
            self._drain()
            answer = self._ask_start(start_message(you, rules, seats, game))
            if isinstance(answer, dict) and answer.get("type") == "ready":
                name = answer.get("name")
                if isinstance(name, str) and name.strip():
                    self.name = name.strip()[:40]
            elif answer is not None:
                self._fault(f"answered start with {str(answer)[:80]!r}, not ready")

    def event(self, action: Action, game: Game) -> None:
        with self._lock:
            self._send(event_message(action, game))
            self.fallback_seat.event(action, game)

    def _drain(self) -> None:
        """Forget what a previous game left unread: late answers, unposted say lines."""
        self._open.clear()
        for q in (self._lines, self._says):
            while True:
                try:
                    item = q.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    self._set_gone("it exited")

    def chat(
        self, by: int, text: str, lang: str | None = None, game: Game | None = None
    ) -> str | None:
        """Passes the line on, with what it means (``acts`` and ``topic``, as
        :func:`~sucker.ai.talk.acts.reading_json` says); returns a say line the program
        sent, if one waits (the reply to this line may come later: hosts also ask
        :meth:`speak`)."""
        with self._lock:
            self._send(chat_message(self.seats, by, text, lang))
            return self._said()

    def speak(self, game: Game) -> str | None:
        return self._said()

    def _said(self) -> str | None:
        try:
            return self._says.get_nowait()
        except queue.Empty:
            return None

    def decide(self, game: Game) -> Decision:
        with self._lock:
            you = self.you
            answer = self._ask_decide(game)
            if answer is not None:
                try:
                    return self._decision(game, answer)
                except IllegalAction as e:
                    self._fault(f"bad answer ({e.message})")
            return fallback(game, you, self.fallback_seat)

    def _decision(self, game: Game, answer: object) -> Decision:
        decision = parse_answer(game, self.you, answer)
        validate(game, self.you, decision)
        return decision

    def end(self, winner: int, record: dict[str, Any]) -> None:
        with self._lock:
            self._send(end_message(winner, record))

    def close(self) -> None:
        with self._lock:
            proc = self._proc
            self._gone = True
            if proc is None:
                return
            self._proc = None
            try:
                if proc.stdin is not None:
                    proc.stdin.close()
            except OSError:
                pass
            try:
                proc.wait(timeout=2)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
