"""AI seats think in worker processes, so a hard AI's second of search never stalls the
event loop (threads would: they share the GIL with it). Each worker is reached through a
socket pair the event loop reads and writes itself, never waiting on it: no thread in this
process takes the GIL from the loop to pass a question or an answer on. A message is a
pickle after its length, and may cross the socket in many pieces (an analysis, a record).

Each seat lives in one worker for its whole game (chosen by hashing its key), so it keeps
its memory between decisions; what happened since its last decision travels with the next
``decide`` call. A crashed worker is replaced; its seats start afresh from the game state.
A talking seat stays ``KEEP_AFTER_END`` seconds after its game's end, to answer the chat.
Hints and analyses run in a worker of their own, behind the seats (:class:`AiPool`).
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
import signal
import socket
import struct
import time
from collections import deque
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from sucker.ai.kinds import make_seat
from sucker.ai.seat import Decision, Seat
from sucker.ai.talk import TalkingSeat
from sucker.engine import Action, Game, Rules
from sucker.server.wire import busy, superseded

log = logging.getLogger("sucker.server")

Key = tuple[str, int]  # (table id, seat)


@dataclass(frozen=True)
class Spec:
    """Which AI sits in a seat: its kind (``talk:hard/loyal``), seed, the table's language."""

    kind: str
    seed: int | None
    lang: str


@dataclass(frozen=True)
class SeatStart:
    """What a seat is told when it sits down (Seat.start)."""

    seat: int
    rules: Rules
    seats: list[dict[str, Any]]


@dataclass(frozen=True)
class Played:
    """An action was applied; ``game`` is the state after it."""

    action: Action
    game: Game


@dataclass(frozen=True)
class Heard:
    """A chat line: by whom (-1: a spectator), its text and language."""

    by: int
    text: str
    lang: str | None


@dataclass(frozen=True)
class SeatNews:
    """What travels with each question to a seat's worker: how it starts (the first time)
    and what happened since it last heard."""

    start: SeatStart
    since: list[Played | Heard]


KEEP_AFTER_END = 300.0  # seconds (more than the server's talk_after_end)

# In a worker: the seats it hosts, and when the games of talking seats kept after them ended.
_seats: dict[Key, Seat] = {}
_ended: dict[Key, float] = {}


def _seat(key: Key, spec: Spec, news: SeatNews) -> Seat:
    """The seat of ``key`` (made on first use), told what happened since it last heard (from
    the start of the game, the first time)."""
    _forget_ended()
    seat = _seats.get(key)
    if seat is None:
        seat = _seats[key] = make_seat(spec.kind, seed=spec.seed, lang=spec.lang)
        seat.start(news.start.seat, news.start.rules, news.start.seats)
    for item in news.since:
        if isinstance(item, Played):
            seat.event(item.action, item.game)
        else:
            seat.chat(item.by, item.text, item.lang, None)
    return seat


def _decide(key: Key, spec: Spec, news: SeatNews, game: Game) -> Decision:
    return _seat(key, spec, news).decide(game)


def _hear(key: Key, spec: Spec, news: SeatNews, line: Heard, game: Game) -> str | None:
    """A chat line for a talking seat, at once: its reply, if any."""
    return _seat(key, spec, news).chat(line.by, line.text, line.lang, game)


def _speak(key: Key, spec: Spec, news: SeatNews, game: Game) -> str | None:
    """A decision not this seat's is pending: what it says first, if anything."""
    return _seat(key, spec, news).speak(game)


def _end(key: Key, winner: int, record: dict[str, Any]) -> None:
    seat = _seats.pop(key, None)
    if seat is not None:
        try:
            seat.end(winner, record)
        finally:
            seat.close()
        if isinstance(seat, TalkingSeat):  # still answers the chat for a while
            _seats[key] = seat
            _ended[key] = time.monotonic()


def _forget_ended() -> None:
    now = time.monotonic()
    for key in [k for k, t in _ended.items() if now - t > KEEP_AFTER_END]:
        del _ended[key]
        _seats.pop(key, None)


def _analyze(record: dict[str, Any], think: float) -> dict[str, Any]:
    """A finished game's analysis; its progress goes to this worker's shared counter."""
    from sucker.ai.analysis import analyze
    from sucker.records import parse_record

    def progress(done: int, total: int) -> None:
        _progress[0], _progress[1] = done, total

    progress(0, 0)

    return analyze(parse_record(record), think, progress).to_json()


def _hint(game: Game, you: int, think: float, seats: list[dict[str, Any]]) -> dict[str, Any]:
    from sucker.ai.analysis import hint

    return hint(game, you, think, seats=seats)


# In a worker: (positions done, positions in all) of the analysis it runs.
_progress: Any = [0, 0]


_LENGTH = struct.Struct("!Q")  # before each message's pickle


def _frame(message: Any) -> bytes:
    """``message`` as it crosses the socket (raises if it cannot be pickled, before any of
    it is sent)."""
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    return _LENGTH.pack(len(data)) + data


def _read(sock: socket.socket, n: int) -> bytearray:
    """Exactly ``n`` bytes from a blocking socket (EOFError if it ends first)."""
    buf = bytearray(n)
    view, got = memoryview(buf), 0
    while got < n:
        k = sock.recv_into(view[got:])
        if not k:
            raise EOFError
        got += k
    return buf


def _serve(sock: socket.socket, progress: Any, nice: int) -> None:
    """A worker's life: answer each job read from the socket, one at a time, until the
    server closes its end (or is gone: the socket then ends too)."""
    global _progress
    _progress = progress
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the server, which stops us
    if nice:
        os.nice(nice)
    while True:
        try:
            (n,) = _LENGTH.unpack(_read(sock, _LENGTH.size))
            job, fn, args = pickle.loads(_read(sock, n))
        except (EOFError, OSError):
            os._exit(0)
        try:
            reply = (job, True, fn(*args))
        except BaseException as e:  # the asker gets it, as a future's exception
            reply = (job, False, e)
        try:
            try:
                frame = _frame(reply)
            except (pickle.PicklingError, TypeError, AttributeError) as e:
                frame = _frame((job, False, RuntimeError(f"an answer that cannot be sent: {e}")))
            sock.sendall(frame)
        except OSError:
            os._exit(0)


def _ready() -> None:
    """Imports the AI in a new worker ahead of its first decision."""
    import sucker.ai.kinds  # noqa: F401


class _Worker:
    """One worker process and the server's end of its socket, with the bytes read from it
    and not yet a whole message (``inbox``) and those not yet written (``outbox``); the jobs
    sent to it and not answered (``sent``: at most IN_FLIGHT, so that a job still queued here
    can be cancelled), the jobs queued here, how many of its jobs are not done
    (``running``), and (the back worker's) hints and analyses waiting until it is idle
    (``later``)."""

    IN_FLIGHT = 2

    def __init__(self, progress: Any, nice: int) -> None:
        self.progress = progress
        self.nice = nice
        self.process: Any = None
        self.sock: socket.socket | None = None
        self.inbox = bytearray()
        self.outbox = bytearray()
        self.writing = False  # the loop watches the socket until the outbox is written
        self.sent: dict[int, Future[Any]] = {}
        self.queued: deque[tuple[Future[Any], Any, tuple[Any, ...]]] = deque()
        self.running = 0
        self.later: deque[_Job] = deque()


class _Job:
    """A hint or analysis waiting for the back worker: what to run, the future given to its
    asker, and the player it is for (a hint: a newer one of theirs supersedes it)."""

    __slots__ = ("fn", "args", "future", "player")

    def __init__(self, fn: Any, args: tuple[Any, ...], player: str | None) -> None:
        self.fn = fn
        self.args = args
        self.future: Future[Any] = Future()
        self.player = player


class AiPool:
    """``workers`` worker processes for the seats of running games (a seat always goes to
    the same one), and one more, the back worker, for hints and analyses. It is used on the
    event loop's thread only (the workers' answers are read there).

    The workers run at a lower CPU priority (``nice``) than this process: on a busy machine
    its event loop, which every table's moves, talk and bots go through, comes before a
    seat's search (bounded by its time, not its CPU). Seats never wait behind a hint or an
    analysis: those run in the back worker, lower still, one at a time, waiting in this
    process until it is idle. A
    player has at most one hint waiting (a newer request supersedes it, 409
    ``superseded``), and at most LATER_MAX jobs wait in all (beyond: 503 ``busy``).
    """

    LATER_MAX = 16  # hints and analyses waiting for the back worker
    SEAT_NICE = 10  # how much less CPU priority than the server the seats' workers have
    BACK_NICE = 15  # and the back worker

    def __init__(self, workers: int) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.workers = [_Worker(None, self.SEAT_NICE) for _ in range(max(1, workers))]
        self.back = _Worker(self.context.Array("i", 2, lock=False), self.BACK_NICE)
        self.hints: dict[str, _Job] = {}  # each player's waiting hint
        self.asked = 0
        self.jobs = 0  # numbers the jobs sent
        self.closed = False

    def warm(self) -> None:
        """Start the seats' workers (the back worker starts with the first hint or analysis,
        so as not to slow the server's start)."""
        for w in self.workers:
            self._on(w, _ready)

    def _submit(self, key: Key, fn: Any, *args: Any) -> Future[Any]:
        return self._on(self.workers[hash(key) % len(self.workers)], fn, key, *args)

    def _on(self, w: _Worker, fn: Any, *args: Any) -> Future[Any]:
        """Give worker ``w`` a job (its answer completes the future on the loop)."""
        fut: Future[Any] = Future()
        w.running += 1
        fut.add_done_callback(lambda _f: self._next(w))
        w.queued.append((fut, fn, args))
        self._send(w)
        return fut

    def _send(self, w: _Worker) -> None:
        """Send worker ``w`` its queued jobs while fewer than IN_FLIGHT are unanswered (a
        worker that died is started again first)."""
        if self.closed:
            for fut, _fn, _args in w.queued:
                fut.cancel()
            w.queued.clear()
            return
        if w.process is None:
            self._start(w)
        while len(w.sent) < w.IN_FLIGHT and w.queued:
            fut, fn, args = w.queued.popleft()
            if not fut.set_running_or_notify_cancel():
                continue  # cancelled while it waited here
            self.jobs += 1
            try:
                w.outbox += _frame((self.jobs, fn, args))
            except (pickle.PicklingError, TypeError, AttributeError) as e:
                fut.set_exception(e)
                continue
            w.sent[self.jobs] = fut
        self._write(w)

    def _start(self, w: _Worker) -> None:
        ours, theirs = socket.socketpair()
        w.process = self.context.Process(target=_serve, args=(theirs, w.progress, w.nice),
                                         name="sucker-ai", daemon=True)
        w.process.start()
        theirs.close()
        ours.setblocking(False)
        w.sock = ours
        asyncio.get_running_loop().add_reader(ours.fileno(), self._answers, w)

    def _write(self, w: _Worker) -> None:
        """Write what the socket takes of ``w``'s outbox now; the loop calls again when it
        can take more (a dead worker's end is seen by :meth:`_answers`)."""
        if w.sock is None:
            return
        if w.outbox:
            try:
                sent = w.sock.send(w.outbox)
            except BlockingIOError:
                sent = 0
            except OSError:
                sent = len(w.outbox)
            del w.outbox[:sent]
        if bool(w.outbox) != w.writing:
            w.writing = bool(w.outbox)
            loop = asyncio.get_running_loop()
            if w.writing:
                loop.add_writer(w.sock.fileno(), self._write, w)
            else:
                loop.remove_writer(w.sock.fileno())

    def _answers(self, w: _Worker) -> None:
        """On the loop, when worker ``w``'s socket can be read: its answers, or its end."""
        assert w.sock is not None
        try:
            chunk = w.sock.recv(1 << 20)
            if not chunk:
                raise EOFError
        except BlockingIOError:
            return
        except (EOFError, OSError):
            log.warning("an AI worker died; starting another")
            self._stop(w, BrokenProcessPool("an AI worker died"))
            self._send(w)
            return
        w.inbox += chunk
        while len(w.inbox) >= _LENGTH.size:
            (n,) = _LENGTH.unpack_from(w.inbox)
            end = _LENGTH.size + n
            if len(w.inbox) < end:
                break
            job, ok, value = pickle.loads(w.inbox[_LENGTH.size:end])
            del w.inbox[:end]
            fut = w.sent.pop(job)
            if ok:
                fut.set_result(value)
            else:
                fut.set_exception(value)
        self._send(w)

    def _stop(self, w: _Worker, why: Exception) -> None:
        """Let worker ``w``'s process go; the jobs it was given fail with ``why``."""
        if w.sock is not None:
            loop = asyncio.get_running_loop()
            loop.remove_reader(w.sock.fileno())
            if w.writing:
                loop.remove_writer(w.sock.fileno())
            w.sock.close()
        if w.process is not None:
            w.process.kill()
            w.process.join()
        w.process, w.sock, w.writing = None, None, False
        w.inbox.clear()
        w.outbox.clear()
        sent, w.sent = w.sent, {}
        for fut in sent.values():
            fut.set_exception(why)

    def _later(self, job: _Job) -> Future[Any]:
        """Queue a hint or analysis for the back worker: it runs once that is idle."""
        w = self.back
        if len(w.later) >= self.LATER_MAX:
            w.later = deque(j for j in w.later if not j.future.done())
            if len(w.later) >= self.LATER_MAX:
                raise busy()
        if job.player is not None:
            old = self.hints.pop(job.player, None)
            if old is not None and old.future.set_running_or_notify_cancel():
                old.future.set_exception(superseded())
            self.hints[job.player] = job
        w.later.append(job)
        self._next(w, done=False)
        return job.future

    def _next(self, w: _Worker, done: bool = True) -> None:
        """A job of worker ``w`` ended (or one was queued): if it is idle, start the first
        waiting hint or analysis still wanted."""
        w.running -= done
        while w.running == 0 and w.later:
            job = w.later.popleft()
            if job.player is not None and self.hints.get(job.player) is job:
                del self.hints[job.player]
            if job.future.done() or not job.future.set_running_or_notify_cancel():
                continue  # superseded, or its asker gave up
            break
        else:
            return
        try:
            inner = self._on(w, job.fn, *job.args)
        except Exception as e:
            job.future.set_exception(e)
            return
        inner.add_done_callback(lambda f: _copy(f, job.future))

    def analyze(self, record: dict[str, Any], think: float
                ) -> tuple[Future[dict[str, Any]], Any]:
        """A finished game's analysis in the back worker, and a reader of its progress
        (done, total) once it runs."""
        progress = self.back.progress
        job = _Job(_analyze, (record, think), None)
        return self._later(job), _Progress(job.future, progress)

    def hint(self, player: str, game: Game, you: int, think: float,
             seats: list[dict[str, Any]]) -> Future[dict[str, Any]]:
        """The hard AI's move for ``player``, in the back worker once it is idle; ApiError
        ``busy`` (503) when too much is waiting already. Cancel the future to give up."""
        return self._later(_Job(_hint, (game, you, think, seats), player))

    def decide(self, key: Key, spec: Spec, news: SeatNews, game: Game) -> Future[Decision]:
        fut: Future[Decision] = self._submit(key, _decide, spec, news, game)
        self.asked += 1
        fut.add_done_callback(self._answered)
        return fut

    def hear(self, key: Key, spec: Spec, news: SeatNews, line: Heard,
             game: Game) -> Future[str | None]:
        return self._submit(key, _hear, spec, news, line, game)

    def speak(self, key: Key, spec: Spec, news: SeatNews, game: Game) -> Future[str | None]:
        return self._submit(key, _speak, spec, news, game)

    def _answered(self, _fut: Future[Any]) -> None:
        self.asked -= 1

    def waiting(self) -> int:
        """Decisions asked of the workers and not yet answered (the AI queue)."""
        return self.asked

    def end(self, key: Key, winner: int, record: dict[str, Any]) -> None:
        self._submit(key, _end, winner, record)

    def close(self) -> None:
        """Stop the workers, on the loop: waiting work is dropped and work under way is not
        waited for (a long analysis could hold the stop)."""
        self.closed = True
        closed = BrokenProcessPool("the AI workers are closed")
        for w in (*self.workers, self.back):
            for job in w.later:
                job.future.cancel()
            w.later.clear()
            for fut, _fn, _args in w.queued:
                fut.cancel()
            w.queued.clear()
            self._stop(w, closed)


class _Progress:
    """An analysis's progress as (done, total): zero until it runs in the back worker, whose
    shared counter it reads then."""

    def __init__(self, job: Future[Any], counter: Any) -> None:
        self.job = job
        self.counter = counter

    def __getitem__(self, i: int) -> int:
        started = self.job.running() or self.job.done()
        return int(self.counter[i]) if started else 0


def _copy(source: Future[Any], target: Future[Any]) -> None:
    """Pass a worker's answer on to the future its asker holds."""
    e = source.exception()
    if e is not None:
        target.set_exception(e)
    else:
        target.set_result(source.result())
