"""Hint flood: how long AI seats at another person's table wait while one player floods
the server with hint requests (issue 31: the pool serves the seats of running games first).

Starts its own ``sucker serve`` (SQLite, 2 AI workers). A watcher plays against three
medium AIs, answering its own decisions at once; a flooder at its own casual table sends
``--hints`` hint requests at once (from ``--players`` players of one address; the
per-address limit lifted with ``--no-limit``). Reported: each AI move's wait at the
watcher's table (from the action before it, by the server's clock; a game's first AI move,
which also makes the seats in their worker, left out) before and during the flood, and the
answers the flood got.

    .venv/bin/python bench/hint_flood.py --hints 300
    .venv/bin/python bench/hint_flood.py --hints 300 --players 30 --no-limit
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Client, Server, choose, my_decision  # noqa: E402


async def watch(server: Server, waits: list[tuple[float, float]], stop: asyncio.Event) -> None:
    """Play against AIs until ``stop``; note (when, wait) for every AI move."""
    me = Client(server, "Watcher")
    while not stop.is_set():
        table = me.post("/api/play/computer", {"level": "medium", "players": 4})
        await me.connect(table["id"])
        last: float | None = None  # a game's first AI move also makes the seats: left out
        while not stop.is_set():
            if my_decision(me.state, me.clock, me.you) and me.state != me.acted_on:
                me.acted_on = me.state
                assert me.state is not None and me.you is not None
                await me.send({"type": "action", "action": choose(me.state, me.you)})
            msg = await me.recv(60)
            if msg["type"] == "action":
                # The server's times (``t``): this process is busy with the flood too.
                if msg["action"]["by"] != me.you and last is not None:
                    waits.append((time.monotonic(), msg["t"] - last))
                last = msg["t"]
            if msg["type"] == "end":
                break
        await me.close()
        me.state = me.clock = me.acted_on = None


async def learners(server: Server, players: int) -> list[tuple[Client, str]]:
    """Players at their own casual tables, each with a decision pending."""
    out = []
    for i in range(players):
        c = Client(server, f"Learner{i}")
        table = c.post("/api/play/computer", {"level": "easy", "players": 3})
        await c.connect(table["id"])
        for _ in range(3):  # past the opening, where a hint is a real search
            await c.until(lambda m, c=c: my_decision(c.state, c.clock, c.you), 60)
            assert c.state is not None and c.you is not None
            await c.send({"type": "action", "action": choose(c.state, c.you)})
            await c.until(lambda m, c=c: m["type"] == "action" and m["action"]["by"] == c.you)
        await c.until(lambda m, c=c: my_decision(c.state, c.clock, c.you), 60)
        out.append((c, table["id"]))
    return out


async def flood(server: Server, hints: int, at: list[tuple[Client, str]]) -> Counter[str]:
    """``hints`` hint requests at once, spread over the players ``at`` their tables."""
    learners = [c for c, _ in at]
    tables = [t for _, t in at]
    players = len(at)
    limits = httpx.Limits(max_connections=hints)
    clients = [httpx.AsyncClient(base_url=server.url, cookies=c.http.cookies, timeout=60,
                                 limits=limits) for c in learners]

    t0 = time.monotonic()

    async def ask(i: int) -> str:
        r = await clients[i % players].post(f"/api/tables/{tables[i % players]}/hint")
        answer = f"{r.status_code} {r.json().get('detail', {}).get('code', '')}".strip()
        slowest[answer] = max(slowest.get(answer, 0), round(time.monotonic() - t0, 1))
        return answer

    slowest: dict[str, float] = {}
    answers = Counter(await asyncio.gather(*(ask(i) for i in range(hints))))
    print("the last answer of each kind came after (s):", slowest)
    for http in clients:
        await http.aclose()
    for c in learners:
        await c.close()
    return answers


def summary(waits: list[float]) -> str:
    if not waits:
        return "no AI move"
    return (f"{len(waits)} AI moves, median {statistics.median(waits):.2f} s, "
            f"longest {max(waits):.2f} s")


async def run(args: argparse.Namespace) -> None:
    env = {"SUCKER_AI_DELAY": "0.2", "SUCKER_AI_WORKERS": "2", "SUCKER_RATE": "1000"}
    if args.no_limit:
        env["SUCKER_HINTS_BURST"] = "1000000"
    server = Server(Path(tempfile.mkdtemp()), "", **env)
    if args.verbose:
        print("server log:", server.data / "server.log")
    server.start()
    try:
        waits: list[tuple[float, float]] = []
        stop = asyncio.Event()
        watcher = asyncio.create_task(watch(server, waits, stop))
        at = await learners(server, args.players)
        await asyncio.sleep(args.before)
        start = time.monotonic()
        answers = await flood(server, args.hints, at)
        end = time.monotonic()
        await asyncio.sleep(args.after)
        stop.set()
        await asyncio.wait_for(watcher, 60)
    finally:
        server.stop()
    before = [w for t, w in waits if t < start]
    during = [w for t, w in waits if start <= t <= end + args.after]
    print(f"{args.hints} hints from {args.players} player(s), one address"
          f"{' (no per-address limit)' if args.no_limit else ''}: answered in "
          f"{end - start:.1f} s: {dict(sorted(answers.items()))}")
    print(f"before the flood: {summary(before)}")
    print(f"during the flood: {summary(during)}")
    if args.verbose:
        print("the longest waits (seconds after the flood began, wait):",
              sorted(((round(t - start, 1), round(w, 2)) for t, w in waits),
                     key=lambda x: -x[1])[:8])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hints", type=int, default=300)
    ap.add_argument("--players", type=int, default=1)
    ap.add_argument("--no-limit", action="store_true", help="lift the per-address hint limit")
    ap.add_argument("--before", type=float, default=5, help="seconds watched before the flood")
    ap.add_argument("--verbose", action="store_true", help="list the longest waits")
    ap.add_argument("--after", type=float, default=3, help="seconds watched after it")
    asyncio.run(run(ap.parse_args()))


if __name__ == "__main__":
    main()
