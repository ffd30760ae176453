"""Engine speed: the pure-Python and the compiled engine side by side, and ``sucker simulate``
against the peer's JS engine in Node, whole process against whole process.

    python bench/engine.py                  # both engines; the peer too if it is at hand
    python bench/engine.py --games 20000    # games per process for the peer comparison
    python bench/engine.py --mypyc          # also game.py compiled with mypyc, in a temp dir
    python bench/engine.py --peer-only --games 30000 --baseline ../main/.venv/bin/sucker

Per engine (4 players, 7 chips, one core; best of 10 rounds of 0.3 s of CPU time, since the
machine may be busy): random complete games/s played from Python (``legal_actions`` +
``rng.choice`` + ``apply``), the same games/s played by ``play_random`` (native code when
compiled), and by ``play_random_games`` (the whole loop of ``sucker simulate`` in native
code), and legal-action generations/s and state copies/s on states met in random games.

The peer is stanley-fork/so-long-sucker, copied (never committed) into bench/peer/
so-long-sucker; bench/peer_random.mjs drives its js/game.js with random answers. Both
processes are timed from start to exit, in turn, best of ``--rounds``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PEER = ROOT / "bench" / "peer" / "so-long-sucker"
ROUNDS = 10
ROUND_SECONDS = 0.3


def best_rate(work: Callable[[], int]) -> float:
    """The best of ROUNDS rounds of ``work`` (which returns how many units it did) per second
    of this process's CPU time (the machine may be busy: time waiting for a core is left out)."""
    best = 0.0
    for _ in range(ROUNDS):
        done = 0
        start = time.process_time()
        while time.process_time() - start < ROUND_SECONDS:
            done += work()
        best = max(best, done / (time.process_time() - start))
    return best


def measure() -> dict[str, Any]:
    from sucker.engine import ENGINE, Game, Rules, play_random, play_random_games

    rules = Rules(players=4, chips=7)
    rng = random.Random(1)

    def one_game() -> int:
        game = Game(rules, rng.randrange(4))
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        return 1

    def one_playout() -> int:
        play_random(Game(rules, rng.randrange(4)), rng)
        return 1

    def batch() -> int:
        return len(play_random_games(rules, rng, 100))

    # States met along random games, for the per-call figures.
    states: list[Game] = []
    sample = random.Random(2)
    while len(states) < 2000:
        game = Game(rules, sample.randrange(4))
        while not game.is_over():
            states.append(game.copy())
            game.apply(sample.choice(game.legal_actions()))
    states = states[:2000]

    def generate() -> int:
        for state in states:
            state.legal_actions()
        return len(states)

    def copy() -> int:
        for state in states:
            state.copy()
        return len(states)

    return {
        "engine": ENGINE,
        "games": best_rate(one_game),
        "playouts": best_rate(one_playout),
        "batches": best_rate(batch),
        "legal_actions": best_rate(generate),
        "copies": best_rate(copy),
    }


def figures_in(env: dict[str, str], cwd: Path = ROOT) -> dict[str, Any]:
    """measure() in a fresh process (the engine is chosen at import)."""
    run = subprocess.run(
        [sys.executable, __file__, "--json"], cwd=cwd, env=env, capture_output=True, text=True
    )
    if run.returncode != 0:
        raise SystemExit(run.stderr)
    figures: dict[str, Any] = json.loads(run.stdout)
    return figures


def mypyc_figures() -> dict[str, Any]:
    """Compile game.py with mypyc in a temp dir and measure there."""
    with tempfile.TemporaryDirectory() as tmp:
        pkg = Path(tmp) / "sucker" / "engine"
        pkg.mkdir(parents=True)
        (pkg.parent / "__init__.py").write_text("")
        for name in ("game.py", "playout.py"):
            shutil.copy(ROOT / "src" / "sucker" / "engine" / name, pkg / name)
        (pkg / "__init__.py").write_text(
            "from sucker.engine.game import *\n"
            "from sucker.engine.playout import play_random\n"
            "ENGINE = 'mypyc'\n"
        )
        build = subprocess.run(
            [sys.executable, "-m", "mypyc", "sucker/engine/game.py"],
            cwd=tmp,
            capture_output=True,
            text=True,
        )
        if build.returncode != 0:
            raise SystemExit(f"mypyc failed:\n{build.stdout}{build.stderr}")
        (pkg / "game.py").unlink()  # make sure the compiled module is used
        return figures_in(dict(os.environ, PYTHONPATH=tmp), Path(tmp))


def whole_process(command: list[str]) -> tuple[float, str]:
    start = time.perf_counter()
    run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{run.stderr}")
    return seconds, run.stdout


def against_peer(games: int, rounds: int, baseline: str | None = None) -> None:
    ours = [str(Path(sys.executable).with_name("sucker")), "simulate", "--games", str(games)]
    peer = ["node", "bench/peer_random.mjs", str(PEER.relative_to(ROOT)), str(games)]
    base = [baseline, *ours[1:]] if baseline else None
    times: dict[str, list[float]] = {"ours": [], "peer": [], "baseline": []}
    for _ in range(rounds):  # in turn, so that a busy spell hits all alike
        seconds, table = whole_process(ours)
        times["ours"].append(seconds)
        seconds, out = whole_process(peer)
        times["peer"].append(seconds)
        if base is not None:
            seconds, _ = whole_process(base)
            times["baseline"].append(seconds)
    mean = re.search(r"actions\s*│\s*([\d.]+)", table)
    our_actions = float(mean.group(1)) if mean else float("nan")
    peer_actions = json.loads(out)["actions"] / games
    print(f"\nwhole process, {games:,} random complete games (best of {rounds}, in turn):")
    print(
        f"  ours: {' '.join(ours[1:])}  {min(times['ours']):.2f} s"
        f"  ({games / min(times['ours']):,.0f} games/s, {our_actions:.1f} actions a game)"
    )
    print(
        f"  peer: {' '.join(peer)}  {min(times['peer']):.2f} s"
        f"  ({games / min(times['peer']):,.0f} games/s, {peer_actions:.1f} actions a game)"
    )
    print(f"  ratio ours/peer (games/s): {min(times['peer']) / min(times['ours']):.2f}")
    if base is not None:
        print(f"  baseline: {' '.join(base)}  {min(times['baseline']):.2f} s, ratio to the "
              f"peer {min(times['peer']) / min(times['baseline']):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000, help="games per process vs peer")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each process vs peer")
    parser.add_argument("--mypyc", action="store_true", help="also time a mypyc-compiled engine")
    parser.add_argument("--baseline", metavar="SUCKER", help="also time this sucker command "
                        "(another checkout's .venv/bin/sucker) against the peer, in turn")
    parser.add_argument("--peer-only", action="store_true",
                        help="only the whole-process comparison with the peer")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure()))
        return
    if args.peer_only:
        against_peer(args.games, args.rounds, args.baseline)
        return
    rows = [figures_in(dict(os.environ, SUCKER_PURE_ENGINE="1"))]
    rows.append(figures_in({k: v for k, v in os.environ.items() if k != "SUCKER_PURE_ENGINE"}))
    if args.mypyc:
        rows.append(mypyc_figures())
    print(f"engine: 4 players, 7 chips, one core (best of {ROUNDS} rounds)")
    print(
        f"{'':20} {'games/s':>9} {'play_random/s':>14} {'play_random_games/s':>20} "
        f"{'legal_actions/s':>16} {'copies/s':>10}"
    )
    for f in rows:
        name = f["engine"].split(" (")[0] if f["engine"].startswith("pure") else f["engine"]
        print(
            f"{name:20} {f['games']:>9,.0f} {f['playouts']:>14,.0f} {f['batches']:>20,.0f} "
            f"{f['legal_actions']:>16,.0f} {f['copies']:>10,.0f}"
        )
    if not rows[1]["engine"].startswith("compiled"):
        print(f"(no compiled engine: {rows[1]['engine']})")
    if (PEER / "js" / "game.js").exists() and shutil.which("node"):
        against_peer(args.games, args.rounds, args.baseline)
    else:
        print(
            f"\n(peer not compared: copy stanley-fork/so-long-sucker into {PEER}, and install node)"
        )


if __name__ == "__main__":
    main()
