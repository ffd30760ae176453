"""AI seats think in worker processes, so a hard AI's second of search never stalls the
event loop (threads would: they share the GIL with it).

Each seat lives in one worker for its whole game (chosen by hashing its key), so it keeps
its memory between decisions; what happened since its last decision travels with the next
``decide`` call. A crashed worker is replaced; its seats start afresh from the game state.
A talking seat stays ``KEEP_AFTER_END`` seconds after its game's end, to answer the chat.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from sucker.ai.kinds import make_seat
from sucker.ai.seat import Decision, Seat
from sucker.ai.talk import TalkingSeat
from sucker.engine import Game, Rules

log = logging.getLogger("sucker.server")

Key = tuple[str, int]  # (table id, seat)
Spec = tuple[str, int | None, str]  # (seat kind, seed, the table's language)

KEEP_AFTER_END = 300.0  # seconds (more than the server's talk_after_end)

# In a worker: the seats it hosts, and when the games of talking seats kept after them ended.
_seats: dict[Key, Seat] = {}
_ended: dict[Key, float] = {}


def _seat(key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
          pending: list[tuple[Any, ...]]) -> Seat:
    """The seat of ``key`` (made on first use), told what happened since it last heard (from
    the start of the game, the first time)."""
    _forget_ended()
    seat = _seats.get(key)
    if seat is None:
        kind, seed, lang = spec
        seat = _seats[key] = make_seat(kind, seed=seed, lang=lang)
        seat.start(*start)
    for item in pending:
        if item[0] == "event":
            seat.event(item[1], item[2])
        else:
            seat.chat(item[1], item[2], item[3], item[4])
    return seat


def _decide(key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
            pending: list[tuple[Any, ...]], game: Game) -> Decision:
    return _seat(key, spec, start, pending).decide(game)


def _hear(key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
          pending: list[tuple[Any, ...]], line: tuple[int, str, str | None],
          game: Game) -> str | None:
    """A chat line for a talking seat, at once: its reply, if any."""
    return _seat(key, spec, start, pending).chat(*line, game)


def _speak(key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
           pending: list[tuple[Any, ...]], game: Game) -> str | None:
    """A decision not this seat's is pending: what it says first, if anything."""
    return _seat(key, spec, start, pending).speak(game)


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

    return analyze(parse_record(record), think, progress).to_json()


def _hint(game: Game, you: int, think: float, seats: list[dict[str, Any]]) -> dict[str, Any]:
    from sucker.ai.analysis import hint

    return hint(game, you, think, seats=seats)


# In a worker: (positions done, positions in all) of the analysis it runs.
_progress: Any = [0, 0]


def _init(parent: int, progress: Any) -> None:
    global _progress
    _progress = progress
    _watch_parent(parent)


def _watch_parent(parent: int) -> None:
    """In each worker: exit once the server process is gone. A worker waits on a queue whose
    writing end it holds itself, so a killed server would otherwise leave it waiting forever."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watch, name="watch-parent", daemon=True).start()


def _ready() -> None:
    """Imports the AI in a new worker ahead of its first decision."""
    import sucker.ai.kinds  # noqa: F401


class AiPool:
    """``workers`` single-process executors; a seat always goes to the same one."""

    def __init__(self, workers: int) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.progress = [self.context.Array("i", 2, lock=False) for _ in range(max(1, workers))]
        self.workers = [self._new(i) for i in range(max(1, workers))]
        self.asked = 0

    def _new(self, i: int) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(1, mp_context=self.context, initializer=_init,
                                   initargs=(os.getpid(), self.progress[i]))

    def warm(self) -> None:
        for w in self.workers:
            w.submit(_ready)

    def _submit(self, key: Key, fn: Any, *args: Any) -> Future[Any]:
        return self._on(hash(key) % len(self.workers), fn, key, *args)

    def _on(self, i: int, fn: Any, *args: Any) -> Future[Any]:
        try:
            return self.workers[i].submit(fn, *args)
        except BrokenProcessPool:
            log.warning("an AI worker died; starting another")
            self.workers[i] = self._new(i)
            return self.workers[i].submit(fn, *args)

    def analyze(self, table_id: str, record: dict[str, Any], think: float
                ) -> tuple[Future[dict[str, Any]], Any]:
        """A finished game's analysis in a worker, and a reader of its progress (done,
        total). A worker runs one at a time, between its seats' decisions."""
        i = hash(table_id) % len(self.workers)
        self.progress[i][0] = self.progress[i][1] = 0
        return self._on(i, _analyze, record, think), self.progress[i]

    def hint(self, key: Key, game: Game, you: int, think: float,
             seats: list[dict[str, Any]]) -> Future[dict[str, Any]]:
        return self._on(hash(key) % len(self.workers), _hint, game, you, think, seats)

    def decide(self, key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
               pending: list[tuple[Any, ...]], game: Game) -> Future[Decision]:
        fut: Future[Decision] = self._submit(key, _decide, spec, start, pending, game)
        self.asked += 1
        fut.add_done_callback(self._answered)
        return fut

    def hear(self, key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
             pending: list[tuple[Any, ...]], line: tuple[int, str, str | None],
             game: Game) -> Future[str | None]:
        return self._submit(key, _hear, spec, start, pending, line, game)

    def speak(self, key: Key, spec: Spec, start: tuple[int, Rules, list[dict[str, Any]]],
              pending: list[tuple[Any, ...]], game: Game) -> Future[str | None]:
        return self._submit(key, _speak, spec, start, pending, game)

    def _answered(self, _fut: Future[Any]) -> None:
        self.asked -= 1

    def waiting(self) -> int:
        """Decisions asked of the workers and not yet answered (the AI queue)."""
        return self.asked

    def end(self, key: Key, winner: int, record: dict[str, Any]) -> None:
        self._submit(key, _end, winner, record)

    def close(self) -> None:
        for w in self.workers:
            w.shutdown(wait=False, cancel_futures=True)
