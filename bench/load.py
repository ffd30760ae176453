"""Load benchmark of the game server: N concurrent 4-player games over real websockets.

Starts its own ``sucker serve`` processes on free loopback ports (a fresh SQLite database,
or ``--db``; with ``--processes 2`` two processes share ``--db`` and ``--redis``, each player
connecting to either, so half the traffic is relayed), then plays scripted games from this
one asyncio process. Each player acts ``--think`` seconds after its decision comes (0: as
fast as possible). Latency is measured from a client's action to the moment each table
member receives its event.

    .venv/bin/python bench/load.py --games 50,100,200 --seconds 30
    .venv/bin/python bench/load.py --games 20 --think 0 --seconds 10   # max actions/s
    .venv/bin/python bench/load.py --games 400 --processes 2 --db postgresql://... \\
        --redis redis://127.0.0.1:6379/5 --seconds 30 [--chaos]
    .venv/bin/python bench/load.py --ai-latency --seconds 10  # ping while hard AIs think
    .venv/bin/python bench/load.py --memory 500               # RSS per open table, socket
    .venv/bin/python bench/load.py --games 50 --think 0 --profile /tmp/server.prof

``--chaos`` cuts Redis for 3 s (through a proxy) a third of the way in and kills the busiest
process two thirds of the way in: players reconnect to the survivor, and the run reports
actions lost (an action a player saw that the stored record lacks, or the reverse) and the
longest silence of a table across each fault (recovery).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
import httpx
import orjson
import uvloop
import websockets

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Server, TcpProxy  # noqa: E402

COLORS = ("red", "blue", "green", "yellow")
REDIS_CUT = 3.0  # seconds
LIMITS = {"SUCKER_RATE": "1000", "SUCKER_AI_DELAY": "0", "SUCKER_GRACE": "600",
          "SUCKER_GUESTS_BURST": "1000000", "SUCKER_TABLES_BURST": "1000000",
          "SUCKER_SOCKETS_PER_ADDRESS": "1000000", "SUCKER_SPECTATORS": "1000000"}


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
    def __init__(self, games: int) -> None:
        self.latencies: list[float] = []
        self.actions = 0
        self.errors = 0  # refused actions (a rescue answered by someone else first)
        self.error_kinds: dict[str, int] = {}
        self.games_done = 0
        self.measuring = False
        self.seated = 0
        self.games = games
        self.all_seated = asyncio.Event()
        self.until = float("inf")  # monotonic end of the run, set once everybody sits
        self.reconnects = 0
        self.gaps = 0  # numbered events that came after a gap (the client resynced)
        self.servers = 0
        self.played: list[tuple[str, list[dict[str, Any]]]] = []  # table, actions red saw
        self.events: dict[str, list[float]] = {}  # table -> monotonic times of its events


class Game:
    """One table: four players, the time each action was sent, and who received it."""

    def __init__(self, urls: list[str], think: float, stats: Stats, rng: random.Random) -> None:
        self.urls = urls
        self.think = think
        self.stats = stats
        self.rng = rng
        self.sent: dict[bytes, float] = {}  # action JSON -> when it was sent
        self.browsers: dict[int, str] = {}  # each player's browser id cookie, once given

    def url(self) -> str:
        return self.rng.choice(self.urls)

    async def session(self, http: aiohttp.ClientSession, name: str) -> str:
        async with http.post(self.url() + "/api/session", json={"name": name}) as r:
            r.raise_for_status()
            return r.cookies["sucker_session"].value

    async def run(self, http: aiohttp.ClientSession) -> None:
        cookies = [await self.session(http, f"p{i}") for i in range(4)]
        first = True
        while time.monotonic() < self.stats.until:
            try:
                await self.one_game(http, cookies, first)
            except (aiohttp.ClientError, OSError, websockets.WebSocketException):
                if len(self.urls) == self.stats.servers:
                    raise  # no process was killed: a real failure
                continue  # its server was killed between two games: start again elsewhere
            first = False

    async def one_game(self, http: aiohttp.ClientSession, cookies: list[str],
                       first: bool) -> None:
        def h(i: int) -> dict[str, str]:
            browser = self.browsers.get(i)
            return {"Cookie": f"sucker_session={cookies[i]}"
                              + (f"; sucker_browser={browser}" if browser else "")}

        async def post(path: str, i: int, body: dict[str, Any] | None) -> Any:
            async with http.post(self.url() + path, headers=h(i), json=body) as r:
                r.raise_for_status()
                if "sucker_browser" in r.cookies:  # kept, as a browser keeps it
                    self.browsers[i] = r.cookies["sucker_browser"].value
                return await r.json()

        table = (await post("/api/tables", 0, {"players": 4, "decision_seconds": 3600}))["id"]
        for i in range(1, 4):
            await post(f"/api/tables/{table}/join", i, {})
        players = [Player(self, table, COLORS[i], h(i)) for i in range(4)]
        for p in players:
            await p.connect(0)
        await post(f"/api/tables/{table}/start", 0, None)
        if first:
            self.stats.seated += 1
            if self.stats.seated == self.stats.games:
                self.stats.all_seated.set()
        try:
            await asyncio.gather(*(p.play() for p in players))
        finally:
            for p in players:
                await p.ws.close()
        self.stats.played.append((table, players[0].seen))


class Player:
    def __init__(self, game: Game, table: str, me: str, headers: dict[str, str]) -> None:
        self.game = game
        self.stats = game.stats
        self.table = table
        self.me = me
        self.headers = headers
        self.seq = 0
        self.seen: list[dict[str, Any]] = []  # the actions, in order
        self.ended = False
        self.ws: Any = None

    async def connect(self, since: int) -> None:
        url = self.game.url().replace("http", "ws", 1)
        self.ws = await websockets.connect(f"{url}/ws/tables/{self.table}",
                                           additional_headers=self.headers, max_size=None)
        await self.ws.send(orjson.dumps({"type": "hello", "since": since}).decode())

    def decide(self, state: dict[str, Any] | None, clock: dict[str, Any] | None) -> None:
        if state and clock and self.me in clock["to"]:
            action = choose(state, self.me, self.game.rng)
            self.pending = asyncio.create_task(self.act(action))

    async def play(self) -> None:
        self.pending: asyncio.Task[None] | None = None
        try:
            async with asyncio.timeout(None) as guard:
                await self._frames(guard)
        except TimeoutError:
            pass
        if self.pending:
            self.pending.cancel()

    async def _frames(self, guard: asyncio.Timeout) -> None:
        """Read frames and act, until the game or the run ends."""
        acted_on = -1
        state = clock = None
        loop = asyncio.get_running_loop()
        while time.monotonic() < self.stats.until:
            # A silent socket gives up after 60 s, or at the end of the run: one timeout,
            # moved at most every 5 s (not a timer a frame, nor a task as wait_for makes).
            end = loop.time() + min(60, self.stats.until - time.monotonic())
            when = guard.when()
            if when is None or when > end or when < end - 5:
                guard.reschedule(end)
            try:
                raw = await self.ws.recv()
            except websockets.ConnectionClosed:
                self.stats.reconnects += 1
                for _ in range(100):
                    try:
                        await self.connect(self.seq)
                        break
                    except (OSError, websockets.WebSocketException):
                        await asyncio.sleep(0.2)
                acted_on = self.seq  # an action sent into the dropped socket may be lost:
                self.decide(state, clock)  # decide again (a duplicate is refused, harmless)
                continue
            now = time.perf_counter()
            msg = orjson.loads(raw)
            kind = msg["type"]
            if kind == "snapshot":
                self.seq = msg["seq"]
                self.seen = [e["action"] for e in msg["log"]]
            elif "seq" in msg:
                if msg["seq"] <= self.seq:
                    continue
                if msg["seq"] > self.seq + 1:  # a gap (messages lost): resync
                    self.stats.gaps += 1
                    await self.ws.close()
                    continue
                self.seq = msg["seq"]
            if kind == "error":
                self.stats.errors += 1
                self.stats.error_kinds[msg["message"][:60]] = \
                    self.stats.error_kinds.get(msg["message"][:60], 0) + 1
                continue
            if kind == "end":
                self.ended = True
                if self.me == "red":
                    self.stats.games_done += 1
                break
            if kind == "action":
                self.seen.append(msg["action"])
                if self.me == "red":
                    self.stats.events.setdefault(self.table, []).append(time.monotonic())
                key = orjson.dumps(msg["action"], option=orjson.OPT_SORT_KEYS)
                sent = self.game.sent.get(key)
                if sent is not None and self.stats.measuring:
                    self.stats.latencies.append(now - sent)
                if msg["action"]["by"] == self.me and self.stats.measuring:
                    self.stats.actions += 1
            if msg.get("state") is not None:
                state, clock = msg["state"], msg.get("clock")
                if self.seq > acted_on:
                    acted_on = self.seq
                    self.decide(state, clock)

    async def act(self, action: dict[str, Any]) -> None:
        if self.game.think:
            await asyncio.sleep(self.game.think)
        key = orjson.dumps({"by": self.me, **action}, option=orjson.OPT_SORT_KEYS)
        self.game.sent[key] = time.perf_counter()
        # If the socket closed, the reader reconnects and the decision comes again.
        with contextlib.suppress(websockets.ConnectionClosed):
            await self.ws.send(orjson.dumps({"type": "action", "action": action}).decode())


async def lost_actions(url: str, played: list[tuple[str, list[dict[str, Any]]]]) -> int:
    """Actions a player saw that the stored record lacks or holds otherwise, over all games
    (the record may go on past the end of the run: the rest is not compared)."""
    lost = 0
    async with httpx.AsyncClient(timeout=30) as http:
        for table, seen in played:
            r = await http.get(f"{url}/api/tables/{table}/record")
            if r.status_code == 409:  # never started
                continue
            stored = [{k: v for k, v in a.items() if k != "t"} for a in r.json()["actions"]]
            lost += sum(1 for a, b in zip(stored, seen, strict=False) if a != b)
            lost += max(0, len(seen) - len(stored))
    return lost


def recovery(stats: Stats, at: float, fault: float) -> float:
    """How long after a fault of ``fault`` seconds, starting at ``at``, the slowest table
    moved again: its longest silence across ``at``, less the fault's length."""
    worst = 0.0
    for times in stats.events.values():
        before = [t for t in times if t <= at]
        after = [t for t in times if t > at]
        if before and after:
            worst = max(worst, after[0] - before[-1])
    return round(max(0.0, worst - fault), 2)


async def load(servers: list[Server], games: int, seconds: float, think: float, seed: int,
               chaos: TcpProxy | None) -> dict[str, Any]:
    urls = [s.url for s in servers]
    stats = Stats(games)
    stats.servers = len(servers)
    rng = random.Random(seed)
    t0 = time.monotonic()
    faults: dict[str, float] = {}
    # The players' HTTP client: aiohttp, whose own cost per request is a fraction of
    # httpx's (this process shares the machine with the server it measures). Idle
    # connections are dropped well before uvicorn's 5 s keep-alive ends: a request on a
    # connection the server is closing fails (a POST is not retried). No cookie jar: each
    # request names its player in its own Cookie header.
    connector = aiohttp.TCPConnector(limit=50, keepalive_timeout=2.0)
    async with aiohttp.ClientSession(connector=connector, cookie_jar=aiohttp.DummyCookieJar(),
                                     timeout=aiohttp.ClientTimeout(total=60)) as http:
        tasks = [asyncio.create_task(Game(urls, think, stats, random.Random(rng.random()))
                                     .run(http)) for _ in range(games)]
        waiting = asyncio.create_task(stats.all_seated.wait())
        await asyncio.wait([waiting, *tasks], timeout=300, return_when=asyncio.FIRST_COMPLETED)
        seating = time.monotonic() - t0
        await asyncio.sleep(min(2.0, think * 2))  # let the first decisions come round
        stats.measuring = True
        cpu = [cpu_seconds(s) for s in servers] if chaos is None else []  # one is killed
        own = time.process_time()
        started = time.monotonic()
        stats.until = started + seconds
        if chaos is not None:
            await asyncio.sleep(seconds / 3)
            faults["redis_cut"] = time.monotonic()
            chaos.cut(REDIS_CUT)
            await asyncio.sleep(seconds / 3)
            busiest = servers[0]
            faults["owner_killed"] = time.monotonic()
            busiest.kill()
            urls.remove(busiest.url)
        results = await asyncio.gather(*tasks, return_exceptions=True)
        elapsed = time.monotonic() - started
        own = time.process_time() - own
        cpu = [cpu_seconds(s) - c for s, c in zip(servers, cpu, strict=False)]
    failures = [r for r in results if isinstance(r, BaseException)]
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 1) if lat else float("nan")

    out = {
        "games": games, "processes": len(servers), "think": think,
        "seconds": round(elapsed, 1), "seating_s": round(seating, 1),
        "actions": stats.actions, "actions_per_s": round(stats.actions / elapsed, 1),
        # the servers' own CPU (all their threads) per action measured: what one process can
        # do on a core of its own is about 1000 / this, whatever else shares the machine
        "server_cpu_ms_per_action": round(1000 * sum(cpu) / max(1, stats.actions), 3)
        if chaos is None else None,
        # this client's own CPU per action: if it nears 1000 / actions_per_s, the figure
        # measures the client
        "client_cpu_ms_per_action": round(1000 * own / max(1, stats.actions), 3),
        "deliveries": len(lat), "p50_ms": pct(0.50), "p99_ms": pct(0.99),
        "max_ms": round(1000 * lat[-1], 1) if lat else None,
        "mean_ms": round(1000 * statistics.fmean(lat), 1) if lat else None,
        "errors": stats.errors, "error_kinds": stats.error_kinds,
        "games_finished": stats.games_done, "reconnects": stats.reconnects,
        "gaps": stats.gaps,
        "failed_games": len(failures),
        "failure": repr(failures[0])[:200] if failures else None,
    }
    if chaos is not None:
        out["lost_actions"] = await lost_actions(urls[-1], stats.played)
        out["checked_games"] = len(stats.played)
        out["recovery_s"] = {"redis_cut": recovery(stats, faults["redis_cut"], REDIS_CUT),
                             "owner_killed": recovery(stats, faults["owner_killed"], 0)}
    return out


def cpu_seconds(server: Server) -> float:
    """The CPU time (user and system, every thread) a server process has used so far."""
    assert server.proc is not None
    fields = Path(f"/proc/{server.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def memory(server: Server, n: int) -> dict[str, Any]:
    """Resident memory the server takes per open table (loaded, one player connected) and
    per extra socket (spectators)."""
    assert server.proc is not None
    pid = server.proc.pid
    async with httpx.AsyncClient(timeout=60) as http:
        r = await http.post(server.url + "/api/session", json={"name": "m"})
        cookie = {"Cookie": f"sucker_session={r.cookies['sucker_session']}"}
        http.cookies.clear()
        base = rss_kb(pid)
        tables = []
        socks = []
        for _ in range(n):
            t = (await http.post(server.url + "/api/tables", headers=cookie, json={})).json()["id"]
            tables.append(t)
            ws = await websockets.connect(f"{server.ws_url}/ws/tables/{t}",
                                          additional_headers=cookie)
            await ws.send('{"type":"hello"}')
            await ws.recv()
            socks.append(ws)
        with_tables = rss_kb(pid)
        for i in range(n):
            ws = await websockets.connect(f"{server.ws_url}/ws/tables/{tables[i % 10]}")
            await ws.send('{"type":"hello"}')
            await ws.recv()
            socks.append(ws)
        with_sockets = rss_kb(pid)
        for ws in socks:
            await ws.close()
    return {"tables": n, "kb_per_table_with_its_socket": round((with_tables - base) / n, 1),
            "kb_per_spectator_socket": round((with_sockets - with_tables) / n, 1),
            "rss_mb": round(with_sockets / 1024, 1)}


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
    ap.add_argument("--db", default="", help="database URL (default: a fresh SQLite)")
    ap.add_argument("--redis", default="", help="Redis URL, for several processes")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--chaos", action="store_true", help="cut Redis, then kill a process")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--ai-latency", action="store_true",
                    help="measure ping round trips while hard AIs think, instead")
    ap.add_argument("--memory", type=int, default=0, help="measure RSS with N tables, instead")
    ap.add_argument("--profile", default="",
                    help="write the (first) server's cProfile stats to this file")
    args = ap.parse_args()
    if args.processes > 1 and not (args.redis and args.db):
        raise SystemExit("several processes need --db (PostgreSQL) and --redis")
    with tempfile.TemporaryDirectory() as tmp:
        proxy = None
        env = dict(LIMITS, SUCKER_SECRET="bench")
        if args.redis:
            host_port, _, db = args.redis.removeprefix("redis://").partition("/")
            if args.chaos:
                proxy = TcpProxy(int(host_port.rsplit(":", 1)[1]))
                host_port = f"127.0.0.1:{proxy.port}"
            env["SUCKER_REDIS"] = f"redis://{host_port}/{db or '0'}"
            env["SUCKER_LEASE"] = "3"
        servers = []
        for i in range(args.processes):
            (Path(tmp) / str(i)).mkdir()
            python = ("-m", "cProfile", "-o", args.profile) if args.profile and i == 0 else ()
            server = Server(Path(tmp) / str(i), args.db, python, **env)
            server.start()
            servers.append(server)
        try:
            if args.ai_latency:
                print(json.dumps(asyncio.run(ai_latency(servers[0].url, args.seconds))))
            elif args.memory:
                print(json.dumps(asyncio.run(memory(servers[0], args.memory))))
            else:
                for n in (int(x) for x in args.games.split(",")):
                    result = uvloop.run(load(servers, n, args.seconds, args.think, args.seed,
                                             proxy))
                    print(json.dumps(result), flush=True)
        finally:
            for s in servers:
                s.stop()
            if proxy is not None:
                proxy.close()


if __name__ == "__main__":
    main()
