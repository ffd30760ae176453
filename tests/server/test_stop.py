"""A stopped server leaves nothing behind: its AI workers and the resource tracker exit,
and neither a "leaked semaphore" warning nor a worker's KeyboardInterrupt is logged."""

from __future__ import annotations

import signal
import time
from pathlib import Path

import pytest

from server_kit import Client, alive, make_server, my_decision

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
async def test_a_stop_releases_the_ai_workers(tmp_path: Path, sig: signal.Signals) -> None:
    server = make_server(tmp_path)
    ada = Client(server, "Ada")
    table = ada.post("/api/play/computer", {"level": "easy", "players": 3})
    await ada.connect(table["id"])
    await ada.until(lambda m: my_decision(ada.state, ada.clock, ada.you), 30)  # AIs moved
    await ada.close()
    children = server.children()
    assert len(children) >= 3  # the seats' workers and the resource tracker
    assert server.proc is not None
    server.proc.send_signal(sig)
    assert server.proc.wait(20) == 0
    deadline = time.monotonic() + 10
    while any(alive(p) for p in children):  # no event tells when another process ends
        assert time.monotonic() < deadline, "a child of the server outlived it"
        time.sleep(0.05)
    log = server.log()
    assert "leaked semaphore" not in log and "KeyboardInterrupt" not in log, log
