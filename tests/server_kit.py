"""A real server process on loopback, and scripted clients speaking docs/protocol.md."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import websockets

PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/test"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """``sucker serve`` in a child process; restartable on the same data and port."""

    def __init__(self, data: Path, db: str, python: tuple[str, ...] = (), **env: str) -> None:
        self.data = data
        self.db = db
        self.python = python  # options of the child's interpreter (bench: a profiler)
        self.port = free_port()
        # Bytecode caching on: the child starts in a second instead of four.
        # Tests make many players and tables from one address: generous limits, except
        # where a test sets its own (new accounts' rated games count at once, too).
        self.env = {**os.environ, "SUCKER_DATA": str(data), "SUCKER_AI_DELAY": "0",
                    "SUCKER_GRACE": "1.5", "PYTHONDONTWRITEBYTECODE": "",
                    "SUCKER_GUESTS_BURST": "10000", "SUCKER_TABLES_BURST": "10000",
                    "SUCKER_SOCKETS_PER_ADDRESS": "10000", "SUCKER_LOGINS_BURST": "10000",
                    "SUCKER_CASUAL_BEFORE_RATED": "0", **env}
        self.proc: subprocess.Popen[bytes] | None = None
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        log = open(self.data / "server.log", "ab")  # noqa: SIM115 (kept by the child)
        args = [sys.executable, *self.python, "-m", "sucker", "serve", "--port", str(self.port)]
        if self.db:
            args += ["--db", self.db]
        self.proc = subprocess.Popen(args, env=self.env, stdout=log, stderr=log)
        deadline = time.monotonic() + 60  # a loaded 2-core machine can take that long
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, self.log()
            try:
                if httpx.get(self.url + "/api/tables", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.05)  # polling the port until it listens: no event to wait on
        # Not left running: a stray server would keep taking part (in Redis) in later tests.
        self.proc.kill()
        self.proc.wait()
        raise AssertionError("server did not start:\n" + self.log())

    def children(self) -> set[int]:
        """The pids of the server's child processes (its AI workers), from /proc."""
        assert self.proc is not None
        return children_of(self.proc.pid)

    def kill(self) -> None:
        """Kill the process without warning (as a crash would)."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def log(self) -> str:
        return (self.data / "server.log").read_text(errors="replace")[-4000:]


def children_of(pid: int) -> set[int]:
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:  # gone meanwhile
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.add(int(entry.name))
    return out


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def make_server(tmp: Path, db: str = "", **env: str) -> Server:
    server = Server(tmp, db, **env)
    server.start()
    return server


class TableReader:
    """A test client's websocket to one table, as both kits read it: what it keeps of each
    message (the log, the arrival time, the checked sequence number, the last state, clock
    and seat). A kit gives ``ws`` (``send``, ``close``) and :meth:`_read`."""

    def __init__(self) -> None:
        self.ws: Any = None
        self.got: list[dict[str, Any]] = []
        self.times: list[float] = []  # when each message of ``got`` arrived
        self.seq = 0
        self.state: dict[str, Any] | None = None
        self.clock: dict[str, Any] | None = None
        self.you: str | None = None
        self.acted_on: dict[str, Any] | None = None  # the last state this client acted in

    async def _read(self, timeout: float) -> str:
        raise NotImplementedError

    async def send(self, msg: dict[str, Any]) -> None:
        assert self.ws is not None
        await self.ws.send(json.dumps(msg))

    async def recv(self, timeout: float = 10) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(await self._read(timeout))
        self.got.append(msg)
        self.times.append(time.time())
        if "seq" in msg and msg["type"] != "error":
            assert msg["seq"] == self.seq + 1 or msg["type"] == "snapshot", (msg, self.seq)
            self.seq = msg["seq"]
        if msg.get("state") is not None:
            self.state = msg["state"]
        if "clock" in msg:
            self.clock = msg["clock"]
        if msg["type"] == "snapshot":
            self.you = msg["you"]
        return msg

    async def until(self, pred: Callable[[dict[str, Any]], bool],
                    timeout: float = 15) -> dict[str, Any]:
        """Read messages until one satisfies ``pred``; return it."""
        return await read_until(self.recv, pred, timeout)

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            self.ws = None


class Client(TableReader):
    """A guest with a session cookie, and (once connected) a websocket to one table."""

    def __init__(self, server: Server, name: str | None) -> None:
        super().__init__()
        self.server = server
        # An idle connection is dropped before the server's own 5 s keep-alive ends it: else
        # a request sent as the server closes it gets "connection reset" on a slow machine.
        self.http = httpx.Client(base_url=server.url, timeout=10,
                                 limits=httpx.Limits(keepalive_expiry=2))
        if name is not None:
            r = self.http.post("/api/session", json={"name": name})
            assert r.status_code == 200, r.text

    def post(self, path: str, body: object = None) -> dict[str, Any]:
        r = self.http.post(path, json=body)
        assert r.status_code == 200, r.text
        data: dict[str, Any] = r.json()
        return data

    async def connect(self, table: str, since: int | None = 0, query: str = "") -> None:
        """Open a websocket to ``table`` and say hello (unless ``since`` is None)."""
        cookie = self.http.cookies.get("sucker_session")
        headers = {"Cookie": f"sucker_session={cookie}"} if cookie else {}
        self.ws = await websockets.connect(
            f"{self.server.ws_url}/ws/tables/{table}{query}", additional_headers=headers,
            max_size=None,
        )
        if since is not None:
            await self.send({"type": "hello", "since": since})

    async def _read(self, timeout: float) -> str:
        return str(await asyncio.wait_for(self.ws.recv(), timeout))

def my_decision(state: dict[str, Any] | None, clock: dict[str, Any] | None,
                me: str | None) -> bool:
    return bool(state and clock and me in clock["to"] and state["phase"] != "over")


def choose(state: dict[str, Any], me: str) -> dict[str, Any]:
    """A simple fixed strategy: stack on the first pile, give the first option, refuse."""
    phase = state["phase"]
    if phase == "play":
        chip = sorted(state["hands"][me])[0]
        pile = state["piles"][0]["id"] if state["piles"] else "new"
        return {"act": "play", "chip": chip, "pile": pile}
    if phase == "next":
        return {"act": "next", "to": state["options"][0]}
    if phase == "kill":
        return {"act": "kill", "chip": state["options"][0]}
    return {"act": "refuse"}


async def play_until_end(c: Client, stop_after: int | None = None) -> dict[str, Any]:
    """Play with :func:`choose` until the game ends (or ``stop_after`` actions are seen).

    Acts once per state in which it has to decide; errors fail the test.
    """
    while True:
        if my_decision(c.state, c.clock, c.you) and c.state != c.acted_on:
            c.acted_on = c.state
            assert c.state is not None and c.you is not None
            await c.send({"type": "action", "action": choose(c.state, c.you)})
        msg = await c.recv(20)
        assert msg["type"] != "error", msg
        if msg["type"] == "end":
            return msg
        if stop_after is not None and msg["type"] == "action":
            stop_after -= 1
            if stop_after <= 0:
                return msg


def new_table(clients: list[Client], **options: Any) -> str:
    """The first client creates a table, the others join in order; returns its id."""
    table = clients[0].post("/api/tables", {"players": len(clients), **options})
    for c in clients[1:]:
        c.post(f"/api/tables/{table['id']}/join", {"invite": table.get("invite")})
    return str(table["id"])


async def play_a_game(server: Server, names: tuple[str, ...]) -> str:
    """Guests of these names play a whole 1-chip game at a new table, to its end, with
    :func:`choose`; returns the table's id."""
    clients = [Client(server, name) for name in names]
    table = new_table(clients, chips=1)
    clients[0].post(f"/api/tables/{table}/start")
    for c in clients:
        await c.connect(table)
    await asyncio.gather(*(play_until_end(c) for c in clients))
    for c in clients:
        await c.close()
    return table


class TcpProxy:
    """A TCP proxy on loopback in its own thread, to cut a service (Redis) off from the
    servers for a while: :meth:`cut` closes every connection and refuses new ones."""

    def __init__(self, target_port: int) -> None:
        self.target = target_port
        self.port = free_port()
        self.refusing_until = 0.0
        self.conns: set[asyncio.StreamWriter] = set()
        self.loop = asyncio.new_event_loop()
        ready = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(ready,), daemon=True)
        self.thread.start()
        ready.wait(5)

    def _run(self, ready: Any) -> None:
        asyncio.set_event_loop(self.loop)

        async def main() -> None:
            self.server = await asyncio.start_server(self._serve, "127.0.0.1", self.port)
            ready.set()
            await self.server.serve_forever()

        # close() cancels every task; the pipes then finish here, before the loop closes.
        with contextlib.suppress(Exception, asyncio.CancelledError):
            self.loop.run_until_complete(main())
        rest = asyncio.all_tasks(self.loop)
        self.loop.run_until_complete(asyncio.gather(*rest, return_exceptions=True))
        self.loop.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if time.monotonic() < self.refusing_until:
            writer.close()
            return
        try:
            up_r, up_w = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            writer.close()
            return
        self.conns.update((writer, up_w))

        async def pipe(r: asyncio.StreamReader, w: asyncio.StreamWriter) -> None:
            try:
                while data := await r.read(65536):
                    w.write(data)
                    await w.drain()
            except (OSError, asyncio.CancelledError):
                pass
            finally:
                w.close()
                self.conns.discard(w)

        await asyncio.gather(pipe(reader, up_w), pipe(up_r, writer))

    def cut(self, seconds: float) -> None:
        """Drop every connection now and refuse new ones for ``seconds``."""
        def drop() -> None:
            self.refusing_until = time.monotonic() + seconds
            for w in list(self.conns):
                w.transport.abort()
            self.conns.clear()

        self.loop.call_soon_threadsafe(drop)

    def close(self) -> None:
        def shut() -> None:
            self.server.close()
            for w in list(self.conns):
                w.transport.abort()
            for task in asyncio.all_tasks(self.loop):
                task.cancel()

        self.loop.call_soon_threadsafe(shut)
        self.thread.join(5)


async def read_until(recv: Callable[[float], Awaitable[dict[str, Any]]],
                     pred: Callable[[dict[str, Any]], bool], timeout: float) -> dict[str, Any]:
    """Read messages with ``recv`` until one satisfies ``pred`` (within ``timeout`` in all)."""
    end = time.monotonic() + timeout
    while True:
        msg = await recv(max(0.01, end - time.monotonic()))
        if pred(msg):
            return msg
