"""The AI workers serve the seats of running games first: hints wait behind them, one per
player (a newer request supersedes a waiting one), and a full queue answers ``busy``."""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from concurrent.futures import Future, wait
from typing import Any

import pytest

from sucker.engine import COLORS, Game, Rules
from sucker.server.aipool import AiPool, SeatNews, SeatStart, Spec
from sucker.server.wire import ApiError

SEATS = [{"color": c, "name": c, "kind": "ai:easy"} for c in COLORS[:4]]


@pytest.fixture
def pool() -> Iterator[AiPool]:
    p = AiPool(1)
    wait([w.executor.submit(int) for w in (*p.workers, p.back)])  # the workers are up
    yield p
    p.close()


def midgame() -> Game:
    """A position past the opening, red to decide: a hint there searches for its time."""
    game, rng = Game(Rules(), 0), random.Random(1)
    while not (game.deciders()[0] == 0 and game.ply >= 8):
        game.apply(rng.choice(game.legal_actions(game.deciders()[0])))
    return game


def hint(pool: AiPool, player: str, think: float = 0.3) -> Future[Any]:
    return pool.hint(player, midgame(), 0, think, SEATS)


def test_a_seat_decides_before_a_waiting_hint(pool: AiPool) -> None:
    """Seats never wait behind hints: those run in a worker of their own, one at a time."""
    done: list[str] = []
    first = hint(pool, "ada", 1.0)  # runs at once: the back worker is idle
    queued = hint(pool, "bob")  # waits until the back worker has nothing else to do
    game = Game(Rules(), 1)
    decision = pool.decide(("T", 1), Spec("ai:easy", 1, "en"),
                           SeatNews(SeatStart(1, Rules(), SEATS), []), game)
    for name, fut in (("first", first), ("queued", queued), ("decision", decision)):
        fut.add_done_callback(lambda _f, name=name: done.append(name))
    wait([first, queued, decision], timeout=30)
    assert done == ["decision", "first", "queued"]
    assert queued.result()["action"]["by"] == "red"


def test_a_newer_hint_supersedes_the_waiting_one(pool: AiPool) -> None:
    running = hint(pool, "ada")
    older = hint(pool, "bob")
    newer = hint(pool, "bob")
    with pytest.raises(ApiError) as e:
        older.result(timeout=30)
    assert (e.value.status, e.value.code) == (409, "superseded")
    assert newer.result(timeout=30)["action"]["by"] == "red"
    assert running.result(timeout=30)["action"]["by"] == "red"


def test_a_full_queue_answers_busy(pool: AiPool) -> None:
    pool.LATER_MAX = 2
    running = hint(pool, "p0")
    waiting = [hint(pool, f"p{i}", 0.05) for i in (1, 2)]
    with pytest.raises(ApiError) as e:
        hint(pool, "p3")
    assert (e.value.status, e.value.code) == (503, "busy")
    # Given up (its asker timed out), a waiting hint frees its place.
    assert waiting[0].cancel()
    assert hint(pool, "p3", 0.05).result(timeout=30)["action"]["by"] == "red"
    assert running.result(timeout=30) and waiting[1].result(timeout=30)


def test_the_workers_run_below_the_server(pool: AiPool) -> None:
    """The event loop comes before the AIs' search on a busy machine: the seats' workers
    run at a lower CPU priority than the server, the back worker lower still."""
    def niceness(w: Any) -> int:
        (pid,) = w.executor._processes  # no public way
        return os.getpriority(os.PRIO_PROCESS, pid) - os.getpriority(os.PRIO_PROCESS, 0)

    own = os.getpriority(os.PRIO_PROCESS, 0)
    assert niceness(pool.workers[0]) == min(19 - own, AiPool.SEAT_NICE) > 0
    assert niceness(pool.back) == min(19 - own, AiPool.BACK_NICE) >= niceness(pool.workers[0])
