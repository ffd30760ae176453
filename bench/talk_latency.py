"""How fast do the AIs answer? A person at each of ``--tables`` tables of three talking AIs
(``--level``) speaks to one AI by name while it is the person's own turn to move, and we
time the addressed AI's answer (p50, p95). Lines alternate English and French proposals.

    .venv/bin/python bench/talk_latency.py --lines 60 --tables 4 --level hard
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from server_kit import Client, Server, choose  # noqa: E402

LINES = ("{name}, give me the move and I'll rescue you", "{name}, donne-moi la main et je te "
         "sauverai", "{name}, will you rescue me if I give you the move?",
         "{name}, je te donne la main si tu ne sacrifies pas mes jetons")


async def one_table(server: Server, level: str, want: int, times: list[float],
                    missed: list[int], rng: random.Random) -> None:
    me = Client(server, f"P{rng.randrange(10**6)}")
    table = me.post("/api/play/computer", {"level": level, "players": 4})
    ais = [s for s in table["seats"] if s["kind"] != "human"]
    await me.connect(table["id"])
    await me.recv()
    asked = 0
    while len(times) < want:
        msg = await me.recv(60)
        if msg["type"] == "end":
            break
        state, clock = me.state, me.clock
        if not (state and clock and me.you in clock["to"]):
            continue
        if state["phase"] == "play" and asked < 3:  # speak, then wait for the answer
            ai = ais[asked % len(ais)]
            line = LINES[(len(times) + asked) % len(LINES)].format(name=ai["name"])
            t0 = time.perf_counter()
            await me.send({"type": "chat", "text": line,
                           "lang": "fr" if "donne" in line else "en"})
            try:
                while True:
                    got = await me.recv(10)
                    if got["type"] == "chat" and got["ai"] and got["by"] == ai["color"]:
                        times.append(time.perf_counter() - t0)
                        break
            except TimeoutError:
                missed.append(1)
            asked += 1
        await me.send({"type": "action", "action": choose(state, me.you)})  # type: ignore[arg-type]
    await me.close()


async def run(server: Server, args: argparse.Namespace) -> dict[str, Any]:
    times: list[float] = []
    missed: list[int] = []
    rng = random.Random(args.seed)
    while len(times) < args.lines:
        await asyncio.gather(*(one_table(server, args.level, args.lines, times, missed, rng)
                               for _ in range(args.tables)))
    times.sort()
    return {"lines": len(times), "unanswered": len(missed), "level": args.level,
            "tables": args.tables, "p50_s": round(times[len(times) // 2], 3),
            "p95_s": round(times[int(0.95 * len(times))], 3), "max_s": round(times[-1], 3)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lines", type=int, default=60)
    ap.add_argument("--tables", type=int, default=4)
    ap.add_argument("--level", default="hard", choices=["easy", "medium", "hard"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp), "", SUCKER_AI_DELAY="0.8", SUCKER_GRACE="600")
        server.start()
        try:
            print(json.dumps(asyncio.run(run(server, args))))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
