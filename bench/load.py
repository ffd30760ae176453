"""Load benchmark of the game server: N concurrent 4-player games over real websockets.

Starts its own ``sucker serve`` on a free loopback port (fresh SQLite database in a temporary
directory, or ``--db``), then plays scripted games from this one asyncio process. Each
player acts ``--think`` seconds after its decision comes (0: as fast as possible). Latency
is measured from a client's action to the moment each table member receives its event.

    .venv/bin/python bench/load.py --games 50,100,200 --seconds 30
    .venv/bin/python bench/load.py --games 20 --think 0 --seconds 10   # max actions/s
    .venv/bin/python bench/load.py --ai-latency --seconds 10  # ping while hard AIs think
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

COLORS = ("red", "blue", "green", "yellow")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(data: Path, db: str | None) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    env = {**os.environ, "SUCKER_DATA": str(data), "SUCKER_RATE": "1000",
           "SUCKER_AI_DELAY": "0", "SUCKER_GRACE": "600",
           "PYTHONDONTWRITEBYTECODE": ""}
    args = [sys.executable, "-m", "sucker", "serve", "--port", str(port)]
    if db:
        args += ["--db", db]
    log = open(data / "server.log", "wb")  # noqa: SIM115 (kept by the child)
    proc = subprocess.Popen(args, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    end = time.monotonic() + 30
    while time.monotonic() < end:
        try:
            if httpx.get(url + "/api/tables", timeout=1).status_code == 200:
                return proc, url
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start; see " + str(data / "server.log"))


def choose(state: dict[str, Any], me: str, rng: random.Random) -> dict[str, Any]:
    """A random answer to the decision pending for ``me`` (rescues are refused)."""
    phase = state["phase"]
    if phase == "play":
        chip = rng.choice(sorted(state["hands"][me]))
        piles = [p["id"] for p in state["piles"]]
        return {"act": "play", "chip": chip, "pile": rng.choice(piles + ["new"])}
    if phase == "next":
        return {"act": "next", "to": rng.choice(state["options"])}
    if phase == "kill":
        return {"act": "kill", "chip": rng.choice(state["options"])}
    return {"act": "refuse"}


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.actions = 0
        self.errors = 0  # refused actions (a rescue answered by someone else first)
        self.error_kinds: dict[str, int] = {}
        self.games_done = 0
        self.measuring = False
        self.seated = 0  # games started at least once
        self.all_seated = asyncio.Event()
        self.games = 0
        self.until = float("inf")  # monotonic end of the run, set once everybody sits


class Game:
    """One table: four players, the time each action was sent, and who received it."""

    def __init__(self, url: str, think: float, stats: Stats, rng: random.Random) -> None:
        self.url = url
        self.ws_url = url.replace("http", "ws", 1)
        self.think = think
        self.stats = stats
        self.rng = rng
        self.sent: dict[str, float] = {}  # action JSON -> when it was sent

    async def session(self, http: httpx.AsyncClient, name: str) -> str:
        r = await http.post(self.url + "/api/session", json={"name": name})
        r.raise_for_status()
        http.cookies.clear()  # each request names its player in its own Cookie header
        return r.cookies["sucker_session"]

    async def run(self, http: httpx.AsyncClient) -> None:
        cookies = [await self.session(http, f"p{i}") for i in range(4)]
        first = True
        while time.monotonic() < self.stats.until:
            await self.one_game(http, cookies, first)
            first = False

    async def one_game(self, http: httpx.AsyncClient, cookies: list[str], first: bool) -> None:
        def h(i: int) -> dict[str, str]:
            return {"Cookie": f"sucker_session={cookies[i]}"}

        r = await http.post(self.url + "/api/tables", headers=h(0),
                            json={"players": 4, "decision_seconds": 3600})
        table = r.json()["id"]
        for i in range(1, 4):
            (await http.post(f"{self.url}/api/tables/{table}/join", headers=h(i),
                             json={})).raise_for_status()
        sockets = [await websockets.connect(f"{self.ws_url}/ws/tables/{table}",
                                            additional_headers=h(i), max_size=None)
                   for i in range(4)]
        for ws in sockets:
            await ws.send('{"type":"hello"}')
            await ws.recv()
        (await http.post(f"{self.url}/api/tables/{table}/start", headers=h(0))).raise_for_status()
        if first:
            self.stats.seated += 1
            if self.stats.seated == self.stats.games:
                self.stats.all_seated.set()
        try:
            await asyncio.gather(*(self.player(ws, COLORS[i])
                                   for i, ws in enumerate(sockets)))
        finally:
            for ws in sockets:
                await ws.close()

    async def player(self, ws: Any, me: str) -> None:
        acted_on = -1
        pending: asyncio.Task[None] | None = None
        while time.monotonic() < self.stats.until:
            try:
                left = min(60, self.stats.until - time.monotonic())
                raw = await asyncio.wait_for(ws.recv(), left)
            except TimeoutError:
                break
            now = time.perf_counter()
            msg = json.loads(raw)
            kind = msg["type"]
            if kind == "error":
                self.stats.errors += 1
                self.stats.error_kinds[msg["message"][:60]] = \
                    self.stats.error_kinds.get(msg["message"][:60], 0) + 1
                continue
            if kind == "end":
                self.stats.games_done += 1
                break
            if kind == "action":
                key = json.dumps(msg["action"], sort_keys=True)
                sent = self.sent.get(key)
                if sent is not None and self.stats.measuring:
                    self.stats.latencies.append(now - sent)
                if msg["action"]["by"] == me and self.stats.measuring:
                    self.stats.actions += 1
            clock = msg.get("clock")
            state = msg.get("state")
            if state and clock and me in clock["to"] and msg["seq"] > acted_on:
                acted_on = msg["seq"]
                action = choose(state, me, self.rng)
                pending = asyncio.create_task(self.act(ws, me, action))
        if pending:
            pending.cancel()

    async def act(self, ws: Any, me: str, action: dict[str, Any]) -> None:
        if self.think:
            await asyncio.sleep(self.think)
        key = json.dumps({"by": me, **action}, sort_keys=True)
        self.sent[key] = time.perf_counter()
        await ws.send(json.dumps({"type": "action", "action": action}))


async def load(url: str, games: int, seconds: float, think: float, seed: int) -> dict[str, Any]:
    stats = Stats()
    stats.games = games
    rng = random.Random(seed)
    limits = httpx.Limits(max_connections=50)
    t0 = time.monotonic()
    async with httpx.AsyncClient(limits=limits, timeout=60) as http:
        tasks = [asyncio.create_task(Game(url, think, stats, random.Random(rng.random()))
                                     .run(http)) for _ in range(games)]
        waiting = asyncio.create_task(stats.all_seated.wait())
        await asyncio.wait([waiting, *tasks], timeout=120, return_when=asyncio.FIRST_COMPLETED)
        seating = time.monotonic() - t0
        await asyncio.sleep(min(2.0, think * 2))  # let the first decisions come round
        stats.measuring = True
        started = time.monotonic()
        stats.until = started + seconds
        results = await asyncio.gather(*tasks, return_exceptions=True)
        elapsed = time.monotonic() - started
    failures = [r for r in results if isinstance(r, BaseException)]
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1) if lat else float("nan")

    return {
        "games": games, "think": think, "seconds": round(elapsed, 1),
        "seating_s": round(seating, 1),
        "actions": stats.actions, "actions_per_s": round(stats.actions / elapsed, 1),
        "deliveries": len(lat), "p50_ms": pct(0.50), "p99_ms": pct(0.99),
        "max_ms": round(1000 * lat[-1], 1) if lat else None,
        "mean_ms": round(1000 * statistics.fmean(lat), 1) if lat else None,
        "errors": stats.errors, "error_kinds": stats.error_kinds,
        "games_finished": stats.games_done,
        "failed_games": len(failures),
        "failure": repr(failures[0])[:200] if failures else None,
    }


async def ai_latency(url: str, seconds: float) -> dict[str, Any]:
    """Ping round trips on one table while three hard AIs think (the event loop's health)."""
    async with httpx.AsyncClient(timeout=30) as http:
        r = await http.post(url + "/api/session", json={"name": "watcher"})
        cookie = {"Cookie": f"sucker_session={r.cookies['sucker_session']}"}
        http.cookies.clear()
        table = (await http.post(url + "/api/tables", headers=cookie,
                                 json={"players": 3, "ai_level": "hard",
                                       "decision_seconds": 1})).json()["id"]
        # Two hard AIs, and a third plays the watcher's seat once its first second runs out.
        await http.post(f"{url}/api/tables/{table}/ai", headers=cookie, json={"all": True})
        await http.post(f"{url}/api/tables/{table}/start", headers=cookie)
        rtts = []
        async with websockets.connect(f"{url.replace('http', 'ws', 1)}/ws/tables/{table}",
                                      additional_headers=cookie) as ws:
            await ws.send('{"type":"hello"}')
            end = time.monotonic() + seconds
            actions = 0
            while time.monotonic() < end:
                t0 = time.perf_counter()
                await ws.send('{"type":"ping"}')
                while True:
                    msg = json.loads(await ws.recv())
                    if msg["type"] == "pong":
                        break
                    actions += msg["type"] == "action"
                rtts.append(time.perf_counter() - t0)
                await asyncio.sleep(0.02)
    rtts.sort()
    return {"pings": len(rtts), "actions_seen": actions,
            "p50_ms": round(1000 * rtts[len(rtts) // 2], 1),
            "p99_ms": round(1000 * rtts[int(0.99 * len(rtts))], 1),
            "max_ms": round(1000 * rtts[-1], 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default="50", help="concurrent games; a list runs each level")
    ap.add_argument("--seconds", type=float, default=30, help="measured seconds per level")
    ap.add_argument("--think", type=float, default=1.0, help="seconds before each action")
    ap.add_argument("--db", default=None, help="database URL (default: a fresh SQLite)")
    ap.add_argument("--url", default=None, help="use this running server instead")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai-latency", action="store_true",
                    help="measure ping round trips while hard AIs think, instead")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        proc, url = (None, args.url) if args.url else start_server(Path(tmp), args.db)
        try:
            if args.ai_latency:
                print(json.dumps(asyncio.run(ai_latency(url, args.seconds))), flush=True)
                return
            for n in (int(x) for x in args.games.split(",")):
                result = asyncio.run(load(url, n, args.seconds, args.think, args.seed))
                print(json.dumps(result), flush=True)
        finally:
            if proc is not None:
                proc.terminate()
                proc.wait(15)


if __name__ == "__main__":
    main()
