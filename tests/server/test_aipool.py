"""The AI workers serve the seats of running games first: hints wait behind them, one per
player (a newer request supersedes a waiting one), and a full queue answers ``busy``."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from server_kit import alive
from sucker.engine import COLORS, Game, Rules
from sucker.server.aipool import AiPool, SeatNews, SeatStart, Spec
from sucker.server.wire import ApiError

pytestmark = pytest.mark.anyio

SEATS = [{"color": c, "name": c, "kind": "ai:easy"} for c in COLORS[:4]]


@pytest.fixture
async def pool() -> AsyncIterator[AiPool]:
    p = AiPool(1)
    await answers(*(p._on(w, int) for w in (*p.workers, p.back)))  # the workers are up
    yield p
    p.close()


async def answers(*futures: Future[Any]) -> list[Any]:
    """The futures' outcomes, waited for on the loop (which reads the workers' answers)."""
    return await asyncio.wait_for(asyncio.gather(
        *(asyncio.wrap_future(f) for f in futures), return_exceptions=True), 30)


def midgame() -> Game:
    """A position past the opening, red to decide: a hint there searches for its time."""
    game, rng = Game(Rules(), 0), random.Random(1)
    while not (game.deciders()[0] == 0 and game.ply >= 8):
        game.apply(rng.choice(game.legal_actions(game.deciders()[0])))
    return game


def hint(pool: AiPool, player: str, think: float = 0.3) -> Future[Any]:
    return pool.hint(player, midgame(), 0, think, SEATS)


async def test_a_seat_decides_before_a_waiting_hint(pool: AiPool) -> None:
    """Seats never wait behind hints: those run in a worker of their own, one at a time."""
    done: list[str] = []
    first = hint(pool, "ada", 1.0)  # runs at once: the back worker is idle
    queued = hint(pool, "bob")  # waits until the back worker has nothing else to do
    game = Game(Rules(), 1)
    decision = pool.decide(("T", 1), Spec("ai:easy", 1, "en"),
                           SeatNews(SeatStart(1, Rules(), SEATS), []), game)
    for name, fut in (("first", first), ("queued", queued), ("decision", decision)):
        fut.add_done_callback(lambda _f, name=name: done.append(name))
    await answers(first, queued, decision)
    assert done == ["decision", "first", "queued"]
    assert queued.result()["action"]["by"] == "red"


async def test_a_newer_hint_supersedes_the_waiting_one(pool: AiPool) -> None:
    running = hint(pool, "ada")
    older = hint(pool, "bob")
    newer = hint(pool, "bob")
    got_older, got_newer, got_running = await answers(older, newer, running)
    assert isinstance(got_older, ApiError)
    assert (got_older.status, got_older.code) == (409, "superseded")
    assert got_newer["action"]["by"] == "red"
    assert got_running["action"]["by"] == "red"


async def test_a_full_queue_answers_busy(pool: AiPool) -> None:
    pool.LATER_MAX = 2
    running = hint(pool, "p0")
    waiting = [hint(pool, f"p{i}", 0.05) for i in (1, 2)]
    with pytest.raises(ApiError) as e:
        hint(pool, "p3")
    assert (e.value.status, e.value.code) == (503, "busy")
    # Given up (its asker timed out), a waiting hint frees its place.
    assert waiting[0].cancel()
    got = await answers(hint(pool, "p3", 0.05), running, waiting[1])
    assert got[0]["action"]["by"] == "red"
    assert all(isinstance(g, dict) for g in got)


async def test_the_workers_run_below_the_server(pool: AiPool) -> None:
    """The event loop comes before the AIs' search on a busy machine: the seats' workers
    run at a lower CPU priority than the server, the back worker lower still."""
    def niceness(w: Any) -> int:
        pid = w.process.pid
        return os.getpriority(os.PRIO_PROCESS, pid) - os.getpriority(os.PRIO_PROCESS, 0)

    own = os.getpriority(os.PRIO_PROCESS, 0)
    assert niceness(pool.workers[0]) == min(19 - own, AiPool.SEAT_NICE) > 0
    assert niceness(pool.back) == min(19 - own, AiPool.BACK_NICE) >= niceness(pool.workers[0])


async def test_a_worker_that_dies_is_replaced(pool: AiPool) -> None:
    """The jobs a worker was given when it died fail; those still waiting here go to a new
    worker."""
    w = pool.workers[0]
    dead = w.process.pid
    given = [pool._on(w, time.sleep, 30) for _ in range(w.IN_FLIGHT)]
    waiting = pool._on(w, os.getpid)
    os.kill(dead, signal.SIGKILL)
    got = await answers(*given, waiting)
    assert all(isinstance(g, BrokenProcessPool) for g in got[:-1])
    assert got[-1] == w.process.pid != dead


async def test_large_jobs_and_answers_cross_the_pipe_whole(pool: AiPool) -> None:
    """A job or an answer larger than the pipe holds (an analysis of a long game) arrives
    whole, however the other side's writes are split: the worker is not taken for dead."""
    w = pool.workers[0]
    pid = w.process.pid
    big = bytes(3_000_000)
    got = await answers(*(pool._on(w, bytes, len(big)) for _ in range(3)),
                        pool._on(w, len, big), pool._on(w, os.getpid))
    assert got == [big, big, big, len(big), pid]


async def test_a_job_cancelled_while_it_waits_never_runs(pool: AiPool, tmp_path: Path) -> None:
    """Jobs beyond the few sent to a worker wait in the server, where they can be cancelled."""
    w = pool.workers[0]
    busy = [pool._on(w, time.sleep, 0.2) for _ in range(w.IN_FLIGHT)]
    cancelled = pool._on(w, os.mkdir, str(tmp_path / "ran"))
    after = pool._on(w, os.getpid)
    assert cancelled.cancel()
    await answers(*busy, after)
    assert not (tmp_path / "ran").exists()


def test_the_workers_end_when_the_server_is_killed(tmp_path: Path) -> None:
    """A server killed outright (no stop) leaves no worker behind: each sees its pipe end."""
    script = (
        "import asyncio, sys\n"
        "from sucker.server.aipool import AiPool\n"
        "async def main():\n"
        "    p = AiPool(2)\n"
        "    pids = await asyncio.gather(*(asyncio.wrap_future(p._on(w, __import__('os').getpid))"
        " for w in p.workers))\n"
        "    print(*pids, flush=True)\n"
        "    await asyncio.sleep(3600)\n"
        "asyncio.run(main())\n")
    server = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert server.stdout is not None
    workers = [int(pid) for pid in server.stdout.readline().split()]
    assert len(workers) == 2 and all(alive(pid) for pid in workers)
    server.kill()
    server.wait(10)
    deadline = time.monotonic() + 10
    while any(alive(pid) for pid in workers):  # no event tells when another process ends
        assert time.monotonic() < deadline, "a worker outlived the server"
        time.sleep(0.05)
