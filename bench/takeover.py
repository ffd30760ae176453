"""Takeover at the lease: how long games stall when the process owning them freezes.

Per run: two fresh ``sucker serve`` processes on Redis and a fresh PostgreSQL database,
``--tables`` games against easy AIs made at process A (so A owns them), every player's
socket on process B (relayed to A); once each game is under way A is stopped (SIGSTOP) for
``--freeze`` seconds. Reported: for each table, the seconds from the freeze to its next
action seen by its player (the game resumed at B), median and max over every run.

    .venv/bin/python bench/takeover.py --runs 3 --tables 3 --lease 3 --freeze 8
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import psycopg
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import PG_ADMIN, Client, Server, choose, my_decision  # noqa: E402


async def play(c: Client, table: str, started: asyncio.Event, frozen: list[float],
               resumed: list[float]) -> None:
    """Play at once whenever it is this player's turn, reconnecting (to B) when closed;
    note when the first action after the freeze comes."""
    await c.connect(table)
    while not resumed:
        try:
            if my_decision(c.state, c.clock, c.you) and c.state != c.acted_on:
                c.acted_on = c.state
                assert c.state is not None and c.you is not None
                await c.send({"type": "action", "action": choose(c.state, c.you)})
            msg = await c.recv(60)
        except websockets.ConnectionClosed:
            await c.connect(table, since=c.seq)
            c.acted_on = None
            continue
        if msg["type"] == "end":
            raise SystemExit(f"table {table} ended before the freeze: more chips?")
        if msg["type"] == "action":
            if frozen:
                resumed.append(time.monotonic())
            elif c.seq >= 4:
                started.set()


async def run_once(args: argparse.Namespace, redis_db: int) -> list[float]:
    name = f"sucker_takeover_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    db = f"postgresql://postgres@127.0.0.1:5432/{name}"
    tmp = Path(tempfile.mkdtemp())
    env = {"SUCKER_REDIS": f"redis://127.0.0.1:6379/{redis_db}", "SUCKER_LEASE":
           str(args.lease), "SUCKER_SECRET": "shared", "SUCKER_GRACE": "600",
           "SUCKER_AI_DELAY": "0.2", "SUCKER_GUESTS_BURST": "1000",
           "SUCKER_TABLES_BURST": "1000"}
    servers = []
    for part in ("a", "b"):
        (tmp / part).mkdir()
        servers.append(Server(tmp / part, db, **env))
        servers[-1].start()
    a, b = servers
    try:
        players = []
        for i in range(args.tables):
            c = Client(a, f"Player{i}")
            table = c.post("/api/play/computer", {"level": "easy", "players": 3})["id"]
            c.server = b
            players.append((c, table))
        frozen: list[float] = []
        starts = [asyncio.Event() for _ in players]
        resumed: list[list[float]] = [[] for _ in players]
        tasks = [asyncio.create_task(play(c, t, starts[i], frozen, resumed[i]))
                 for i, (c, t) in enumerate(players)]
        await asyncio.wait_for(asyncio.gather(*(s.wait() for s in starts)), 120)
        assert a.proc is not None
        a.proc.send_signal(signal.SIGSTOP)
        frozen.append(time.monotonic())
        await asyncio.sleep(args.freeze)
        a.proc.send_signal(signal.SIGCONT)
        await asyncio.wait_for(asyncio.gather(*tasks), 120)
        return [r[0] - frozen[0] for r in resumed]
    finally:
        if a.proc is not None:
            a.proc.send_signal(signal.SIGCONT)
        for s in servers:
            s.stop()
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def main_async(args: argparse.Namespace) -> None:
    waits: list[float] = []
    for run in range(args.runs):
        got = await run_once(args, args.redis_db)
        print(f"run {run + 1}: resumed after " + ", ".join(f"{w:.1f}" for w in sorted(got))
              + " s")
        waits += got
    print(f"{len(waits)} tables, lease {args.lease} s, owner frozen {args.freeze} s: resumed "
          f"after median {statistics.median(waits):.1f} s, max {max(waits):.1f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--tables", type=int, default=3)
    ap.add_argument("--lease", type=float, default=3)
    ap.add_argument("--freeze", type=float, default=8)
    ap.add_argument("--redis-db", type=int, default=12, help="a Redis db nobody else uses")
    asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    main()
