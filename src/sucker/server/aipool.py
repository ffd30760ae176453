"""AI seats think in worker processes, so a hard AI's second of search never stalls the
event loop (threads would: they share the GIL with it).

Each seat lives in one worker for its whole game (chosen by hashing its key), so it keeps
its memory between decisions; what happened since its last decision travels with the next
``decide`` call. A crashed worker is replaced; its seats start afresh from the game state.
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

from sucker.ai.base import Decision, Seat, make_seat
from sucker.engine import Game, Rules

log = logging.getLogger("sucker.server")

Key = tuple[str, int]  # (table id, seat)

# In a worker: the seats it hosts.
_seats: dict[Key, Seat] = {}


def _decide(key: Key, kind: str, start: tuple[int, Rules, list[dict[str, Any]]],
            pending: list[tuple[Any, ...]], game: Game) -> Decision:
    seat = _seats.get(key)
    if seat is None:
        seat = _seats[key] = make_seat(kind)
        seat.start(*start)
    for item in pending:
        if item[0] == "event":
            seat.event(item[1], item[2])
        else:
            seat.chat(item[1], item[2])
    return seat.decide(game)


def _end(key: Key, winner: int, record: dict[str, Any]) -> None:
    seat = _seats.pop(key, None)
    if seat is not None:
        try:
            seat.end(winner, record)
        finally:
            seat.close()


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
    import sucker.ai.base  # noqa: F401


class AiPool:
    """``workers`` single-process executors; a seat always goes to the same one."""

    def __init__(self, workers: int) -> None:
        self.context = multiprocessing.get_context("spawn")
        self.workers = [self._new() for _ in range(max(1, workers))]

    def _new(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            1, mp_context=self.context, initializer=_watch_parent, initargs=(os.getpid(),)
        )

    def warm(self) -> None:
        for w in self.workers:
            w.submit(_ready)

    def _submit(self, key: Key, fn: Any, *args: Any) -> Future[Any]:
        i = hash(key) % len(self.workers)
        try:
            return self.workers[i].submit(fn, key, *args)
        except BrokenProcessPool:
            log.warning("an AI worker died; starting another")
            self.workers[i] = self._new()
            return self.workers[i].submit(fn, key, *args)

    def decide(self, key: Key, kind: str, start: tuple[int, Rules, list[dict[str, Any]]],
               pending: list[tuple[Any, ...]], game: Game) -> Future[Decision]:
        return self._submit(key, _decide, kind, start, pending, game)

    def end(self, key: Key, winner: int, record: dict[str, Any]) -> None:
        self._submit(key, _end, winner, record)

    def close(self) -> None:
        for w in self.workers:
            w.shutdown(wait=False, cancel_futures=True)
