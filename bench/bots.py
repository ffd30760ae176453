"""Bots online under load, against a real server (fresh SQLite): ``--bots`` bot accounts
connected through ``sucker bot connect`` with bench/random_bot.py, each playing a game
against AIs at once, and one bot that drops mid-game and comes back.

Measures:
- the server's own share of each bot decision, p50 and p99, from the server's
  ``sucker_bot_decision_share_seconds`` histogram (interpolated within its buckets): from
  asking until ``decide`` is written to the bot's socket, then from the answer read from the
  socket until it is applied (stored and sent out); the bot's time, the network's and the
  client's (``sucker bot connect``) are left out;
- the server process's CPU time while the games are played, per table event (what the
  machine's load does not change);
- the server's memory per connected bot (its resident size with every bot connected and no
  game, minus before, over the bots);
- the dropped bot: its game goes on under the fallback while it is away, and it plays again
  once reconnected (no fallback after); stalls: games with no new event for 20 s.

    nice -n 10 .venv/bin/python bench/bots.py --bots 50
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from server_kit import Server  # noqa: E402

STALL = 20.0


def rss(pid: int) -> int:
    """Resident bytes of a process."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def cpu_seconds(pid: int) -> float:
    """CPU time a process has used (user + system; its children, the AI workers, apart)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def bot_account(url: str, name: str) -> str:
    http = httpx.Client(base_url=url, timeout=30)
    assert http.post("/api/account", json={"username": name,
                                           "password": "a bot password"}).is_success
    assert http.post("/api/account/bot").is_success
    return str(http.post("/api/account/tokens", json={"scopes": ["bot:play"]}).json()["token"])


def connect(url: str, token: str, log: Path) -> subprocess.Popen[bytes]:
    """Bots and their clients run at a lower priority than the server: on the site they are
    on their own machines, not sharing the server's two cores."""
    return subprocess.Popen(
        ["nice", "-n", "9", sys.executable, "-m", "sucker", "bot", "connect", url,
         "--token", token, "--", sys.executable, "-S", str(ROOT / "bench" / "random_bot.py")],
        stderr=open(log, "ab"), stdout=subprocess.DEVNULL)  # noqa: SIM115 (kept by the child)


def get(http: httpx.Client, path: str) -> dict[str, object]:
    """GET with a retry: a kept-alive connection the server just closed is reset."""
    for attempt in range(3):
        try:
            data: dict[str, object] = http.get(path).json()
            return data
        except httpx.TransportError:
            if attempt == 2:
                raise
    raise AssertionError


def quantile(buckets: list[tuple[float, float]], q: float) -> float:
    """The q-quantile of a cumulative histogram [(upper bound, count)], interpolated."""
    total = buckets[-1][1]
    target = q * total
    lo_bound, lo_count = 0.0, 0.0
    for bound, count in buckets:
        if count >= target:
            if bound == float("inf"):
                return lo_bound
            share = (target - lo_count) / (count - lo_count) if count > lo_count else 0.0
            return lo_bound + share * (bound - lo_bound)
        lo_bound, lo_count = bound, count
    return lo_bound


def histogram(url: str, name: str) -> list[tuple[float, float]]:
    text = httpx.get(url + "/metrics").text
    out = []
    for m in re.finditer(name + r'_bucket\{le="([^"]+)"\} (\S+)', text):
        out.append((float(m.group(1)), float(m.group(2))))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", type=int, default=50)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--chips", type=int, default=7)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="bench-bots-"))
    server = Server(tmp, "", SUCKER_AI_DELAY="0.1", SUCKER_TABLES_BURST="100000",
                    SUCKER_GUESTS_BURST="100000", SUCKER_SOCKETS_PER_ADDRESS="100000")
    server.start()
    procs: list[subprocess.Popen[bytes]] = []
    try:
        assert server.proc is not None
        tokens = [bot_account(server.url, f"Bench Bot {i}") for i in range(args.bots)]
        before = rss(server.proc.pid)
        procs = [connect(server.url, tok, tmp / f"bot{i}.log") for i, tok in enumerate(tokens)]
        t0 = time.monotonic()
        while len(httpx.get(server.url + "/api/bots").json()["bots"]) < args.bots:
            assert time.monotonic() - t0 < 600, "the bots did not all connect"
            time.sleep(0.2)
        per_bot = (rss(server.proc.pid) - before) / args.bots
        print(f"{args.bots} bots connected in {time.monotonic() - t0:.1f} s; "
              f"server memory per connected bot: {per_bot / 1024:.0f} KiB")

        tables = []
        for tok in tokens:
            http = httpx.Client(base_url=server.url, timeout=30,
                                headers={"Authorization": f"Bearer {tok}"})
            t = http.post("/api/tables", json={"players": args.players, "chips": args.chips,
                                               "ai_level": "easy"}).json()
            http.post(f"/api/tables/{t['id']}/ai", json={"all": True})
            tables.append((t["id"], http))
        dropped_id = tables[0][0]
        dropped_at: float | None = None
        dropped_from = back_from = 0
        resumed_at: float | None = None
        again = tmp / "bot0-again.log"

        def watch(t: dict[str, object]) -> None:
            """Drop the first bot once its game is under way (killed, then started again
            at once: the fallback plays while it starts); note when it plays again."""
            nonlocal dropped_at, dropped_from, back_from, resumed_at
            seq = int(str(t["seq"]))
            if dropped_at is None and seq >= 6 and t["status"] == "playing":
                procs[0].send_signal(signal.SIGKILL)
                procs[0].wait()
                dropped_at, dropped_from = time.monotonic(), seq
                procs[0] = connect(server.url, tokens[0], again)
            elif dropped_at is not None and resumed_at is None and again.exists() \
                    and "started" in again.read_text():
                resumed_at, back_from = time.time(), seq

        start = time.monotonic()
        cpu_before = cpu_seconds(server.proc.pid)
        for table_id, http in tables:
            assert http.post(f"/api/tables/{table_id}/start").is_success
        # Watching must not load the server it measures: one listing of every table a
        # second (a table's own GET would wait in its actor's queue, before the bots'
        # answers), and the dropped bot's table alone more often until it is back.
        seen: dict[str, tuple[int, float]] = {}
        stalls = 0
        polled = 0.0
        ids = {table_id for table_id, _ in tables}
        while True:
            now = time.monotonic()
            if resumed_at is None:
                watch(get(tables[0][1], f"/api/tables/{dropped_id}"))
            if now - polled < 1.0:
                time.sleep(0.2)
                continue
            polled = now
            listing: Any = get(tables[0][1], "/api/tables")["tables"]
            listed = {t["id"]: t for t in listing if t["id"] in ids}
            playing = 0
            for table_id, http in tables:
                t = listed.get(table_id) or get(http, f"/api/tables/{table_id}")
                last = seen.get(table_id)
                if last is None or t["seq"] != last[0]:
                    seen[table_id] = (int(str(t["seq"])), now)
                elif t["status"] == "playing" and now - last[1] > STALL:
                    stalls += 1
                    seen[table_id] = (int(str(t["seq"])), now)
                playing += t["status"] != "over"
            if not playing:
                break
            assert now - start < 1200, "the games did not end"
        took = time.monotonic() - start
        cpu = cpu_seconds(server.proc.pid) - cpu_before
        events = sum(seq for seq, _ in seen.values())
        share = histogram(server.url, "sucker_bot_decision_share_seconds")
        n = share[-1][1] if share else 0
        log = (tmp / "server.log").read_text(errors="replace")
        name = "Bench Bot 0"
        faults = [line for line in log.splitlines()
                  if f"bot {name}, game {dropped_id}:" in line]
        print(f"{args.bots} games ({args.players} players, {args.chips} chips, easy AIs) "
              f"ended in {took:.1f} s; {int(n)} bot decisions")
        print(f"server process CPU while they played: {cpu:.1f} s ({100 * cpu / took:.0f}% of "
              f"a core), {1000 * cpu / max(events, 1):.2f} ms per table event ({events} events)")
        if share:
            print(f"server's share of a bot decision: p50 {1000 * quantile(share, 0.5):.2f} ms, "
                  f"p99 {1000 * quantile(share, 0.99):.2f} ms")
        away = back_from - dropped_from if resumed_at is not None else 0
        after = [line.rsplit(": ", 2)[-1] for line in faults if resumed_at is not None
                 and datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f").timestamp()
                 > resumed_at]
        print(f"dropped bot: its game went on while it was away ({away} events, "
              f"{len(faults) - len(after)} decisions by the fallback); start again after "
              f"reconnecting: {'yes' if resumed_at else 'no'}; fallback decisions after: "
              f"{len(after)} {after}")
        print(f"stalls (a game with no event for {STALL:.0f} s): {stalls}")
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} "
              "(shared with other work)")
    finally:
        for p in procs:
            if p.poll() is None:
                p.terminate()
        for p in procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        server.stop()


if __name__ == "__main__":
    main()
