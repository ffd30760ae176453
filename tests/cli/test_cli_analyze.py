"""`sucker analyze`, run as the user runs it: in a subprocess."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

from sucker.engine import COLORS, COMPILED, Game, Rules, action_to_json
from sucker.records import Record


def sucker(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "sucker", *args],
        input=stdin, capture_output=True, text=True, timeout=120, check=False,
    )


def long_game(actions: int) -> Record:
    """A random 4-player game of at least ``actions`` actions (the first seed that gives one)."""
    for seed in range(1000):
        rng = random.Random(seed)
        g = Game(Rules(), 0)
        record = Record(rules=g.rules, first=0)
        while not g.is_over():
            a = rng.choice(g.legal_actions())
            g.apply(a)
            record.actions.append(a)
        if len(record.actions) >= actions:
            return record
    raise AssertionError("no game that long")


def test_json_has_one_position_per_action_and_turning_points(tmp_path: Path) -> None:
    record = long_game(100)
    path = tmp_path / "game.json"
    path.write_text(record.dumps())
    t = time.perf_counter()
    done = sucker("analyze", str(path), "--json", "--think", "0.02")
    seconds = time.perf_counter() - t
    assert done.returncode == 0, done.stderr
    if COMPILED:  # the bound is the site's engine's, at a small budget (bench/analysis.py)
        assert seconds < 20
    doc = json.loads(done.stdout)
    assert set(doc) == {"positions", "turning_points"}
    n = len(record.actions)
    assert [p["after"] for p in doc["positions"]] == list(range(n + 1))
    assert [round(sum(p["chances"].values()), 9) for p in doc["positions"]] == [1.0] * (n + 1)
    g = Game(record.rules, 0)
    for a in record.actions:
        g.apply(a)
    assert doc["positions"][-1]["chances"] == {c: float(i == g.winner)
                                               for i, c in enumerate(COLORS[:4])}
    played = [action_to_json(a) for a in record.actions]
    for t in doc["turning_points"]:
        assert t["played"] == played[t["after"]]


def test_stdin_and_the_readable_form() -> None:
    record = long_game(10)
    done = sucker("analyze", "-", "--think", "0.005", stdin=record.dumps())
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["after", *COLORS[:4]]
    n = len(record.actions)
    rows = [line.split() for line in lines[1 : n + 2]]
    assert [int(row[0]) for row in rows] == list(range(n + 1))
    assert rows[-1][1:].count("100.0%") == 1 and lines[n + 2] == ""


def test_a_bad_file_is_one_line_on_stderr_and_exit_1(tmp_path: Path) -> None:
    record = long_game(10)
    doc = json.loads(record.dumps())
    doc["actions"][3] = {"by": "red", "act": "next", "to": "purple"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    for args, stdin, message in (
        ((str(bad),), "", "action 3: "),
        (("-",), "not json", "not valid JSON"),
        ((str(tmp_path / "missing.json"),), "", "cannot read"),
    ):
        done = sucker("analyze", *args, stdin=stdin)
        assert done.returncode == 1
        assert done.stdout == ""
        lines = done.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0]
