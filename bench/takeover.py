"""Takeover at the lease: how long games stall when the process owning them freezes.

Per run: two fresh ``sucker serve`` processes on Redis and a fresh PostgreSQL database,
``--tables`` games against easy AIs made at process A (so A owns them), every player's
socket on process B (relayed to A); once every game is under way and waits for its player
alone (so that A has no move under way), A is stopped (SIGSTOP) for ``--freeze`` seconds.
Reported: for each table, the seconds from the freeze to its next action seen by its player
(the game resumed at B), median and max over every run. With ``--unwatched N``, also N games
at A that nobody is connected to, and for each the seconds from the freeze to B's log line
saying it took the table over (none: it stayed with A until A woke).

    .venv/bin/python bench/takeover.py --runs 3 --tables 3 --lease 3 --freeze 8 --unwatched 1
"""

from __future__ import annotations

import argparse
import asyncio
import re
import signal
import statistics
import sys
import tempfile
import time
import uuid
from datetime import datetime
from pathlib import Path

import psycopg
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import PG_ADMIN, Client, Server, choose, my_decision  # noqa: E402


async def play(c: Client, table: str, ready: asyncio.Event, freeze: asyncio.Event,
               frozen: list[float], resumed: list[float]) -> None:
    """Play at once whenever it is this player's turn, reconnecting (to B) when closed;
    once the game is under way, wait for the freeze at a decision of this player's alone;
    note when the first action after the freeze comes."""
    await c.connect(table)
    while not resumed:
        try:
            if my_decision(c.state, c.clock, c.you) and c.state != c.acted_on:
                assert c.state is not None and c.clock is not None and c.you is not None
                if not frozen and c.seq >= 4 and c.clock["to"] == [c.you]:
                    ready.set()
                    await freeze.wait()
                c.acted_on = c.state
                await c.send({"type": "action", "action": choose(c.state, c.you)})
            msg = await c.recv(60)
        except websockets.ConnectionClosed:
            await c.connect(table, since=c.seq)
            c.acted_on = None
            continue
        if msg["type"] == "end":
            raise SystemExit(f"table {table} ended before the freeze: more chips?")
        if msg["type"] == "action" and frozen:
            resumed.append(time.monotonic())


def taken_over(log: str, tables: list[str], since: float) -> list[float | None]:
    """Per table, the seconds from ``since`` (a Unix time) to the log line saying this
    process took it over; None if there is no such line."""
    at = {}
    for m in re.finditer(r"^(\S+ \S+) INFO table (\w+): its owner stopped renewing its "
                         r"lease; taken over", log, re.M):
        at[m[2]] = datetime.strptime(m[1], "%Y-%m-%d %H:%M:%S,%f").timestamp()
    return [at[t] - since if t in at else None for t in tables]


async def run_once(args: argparse.Namespace, redis_db: int
                   ) -> tuple[list[float], list[float | None]]:
    name = f"sucker_takeover_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    db = f"postgresql://postgres@127.0.0.1:5432/{name}"
    tmp = Path(tempfile.mkdtemp())
    env = {"SUCKER_REDIS": f"redis://127.0.0.1:6379/{redis_db}", "SUCKER_LEASE":
           str(args.lease), "SUCKER_SECRET": "shared", "SUCKER_GRACE": "600",
           "SUCKER_AI_DELAY": "0.2", "SUCKER_GUESTS_BURST": "1000",
           "SUCKER_TABLES_BURST": "1000"}
    servers: list[Server] = []
    try:
        for part in ("a", "b"):
            (tmp / part).mkdir()
            servers.append(Server(tmp / part, db, **env))
            servers[-1].start()
        a, b = servers
        unwatched = [Client(a, f"Away{i}").post("/api/play/computer", {
            "level": "easy", "players": 3})["id"] for i in range(args.unwatched)]
        players = []
        for i in range(args.tables):
            c = Client(a, f"Player{i}")
            table = c.post("/api/play/computer", {"level": "easy", "players": 3})["id"]
            c.server = b
            players.append((c, table))
        frozen: list[float] = []
        ready = [asyncio.Event() for _ in players]
        freeze = asyncio.Event()
        resumed: list[list[float]] = [[] for _ in players]
        tasks = [asyncio.create_task(play(c, t, ready[i], freeze, frozen, resumed[i]))
                 for i, (c, t) in enumerate(players)]
        await asyncio.wait_for(asyncio.gather(*(r.wait() for r in ready)), 120)
        assert a.proc is not None
        a.proc.send_signal(signal.SIGSTOP)
        frozen.append(time.monotonic())
        frozen_at = time.time()
        freeze.set()
        await asyncio.sleep(args.freeze)
        a.proc.send_signal(signal.SIGCONT)
        await asyncio.wait_for(asyncio.gather(*tasks), 120)
        return ([r[0] - frozen[0] for r in resumed],
                taken_over((b.data / "server.log").read_text(), unwatched, frozen_at))
    finally:
        for s in servers:
            if s.proc is not None:
                s.proc.send_signal(signal.SIGCONT)
            s.stop()
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def main_async(args: argparse.Namespace) -> None:
    waits: list[float] = []
    away: list[float | None] = []
    for run in range(args.runs):
        got, taken = await run_once(args, args.redis_db)
        print(f"run {run + 1}: resumed after " + ", ".join(f"{w:.1f}" for w in sorted(got))
              + " s" + (f"; unwatched taken over after {shown(taken)}" if taken else ""))
        waits += got
        away += taken
    print(f"{len(waits)} tables, lease {args.lease} s, owner frozen {args.freeze} s: resumed "
          f"after median {statistics.median(waits):.1f} s, max {max(waits):.1f} s")
    if away:
        print(f"{len(away)} unwatched tables taken over after {shown(away)}")


def shown(waits: list[float | None]) -> str:
    return ", ".join("never while frozen" if w is None else f"{w:.1f} s" for w in waits)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--tables", type=int, default=3)
    ap.add_argument("--lease", type=float, default=3)
    ap.add_argument("--freeze", type=float, default=8)
    ap.add_argument("--unwatched", type=int, default=0,
                    help="games at A that nobody is connected to")
    ap.add_argument("--redis-db", type=int, default=12)
    asyncio.run(main_async(ap.parse_args()))


if __name__ == "__main__":
    main()
