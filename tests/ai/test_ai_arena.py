"""The arena command: a tiny tournament, its table, records that replay, and a chart."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from typer.testing import CliRunner

import sucker.cli.ai  # noqa: F401  (registers the commands)
from sucker.ai.arena import MatchSpec, play_match, wilson
from sucker.cli.root import app
from sucker.engine import COLORS, Rules
from sucker.records import load

runner = CliRunner()


def test_tiny_tournament_writes_records_that_replay(tmp_path: Path) -> None:
    out = tmp_path / "games"
    plot = tmp_path / "rates.png"
    result = runner.invoke(app, [
        "arena", "--games", "6", "--seat", "red=easy", "--seat", "blue=random",
        "--seat", f"green=cmd:{sys.executable} -m sucker bot --level easy",
        "--rotate", "--jobs", "2", "--seed", "4", "--out", str(out), "--plot", str(plot),
    ])
    assert result.exit_code == 0, result.output
    assert "win rate" in result.output and "red=ai:easy" in result.output
    files = sorted(out.glob("game-*.json"))
    assert [f.name for f in files] == [f"game-{i}.json" for i in range(1, 7)]
    colours_of_bot = set()
    for f in files:
        doc = json.loads(f.read_text())
        _, game = load(doc)
        assert doc["result"] == {"winner": COLORS[game.winner]}
        kinds = [s["kind"] for s in doc["seats"]]
        assert sorted(k.split(":")[0] for k in kinds) == ["ai", "cmd", "random"]
        colours_of_bot.add(kinds.index("ai:easy"))
    assert colours_of_bot == {0, 1, 2}  # rotated: the easy bot played every colour
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bad_seats_are_refused() -> None:
    for args in (
        ["--seat", "red=expert", "--seat", "blue=easy", "--seat", "green=easy"],
        ["--seat", "red=easy", "--seat", "blue=easy"],  # two players
        ["--seat", "red=easy", "--seat", "blue=easy", "--seat", "yellow=easy"],  # no green
        ["--seat", "red:easy", "--seat", "blue=easy", "--seat", "green=easy"],
    ):
        result = runner.invoke(app, ["arena", "--games", "1", *args])
        assert result.exit_code != 0


def test_play_match_reports_times_and_no_faults() -> None:
    res = play_match(MatchSpec(["ai:easy", "random", "random", "random"], Rules(), 1, 5))
    _, game = load(res["record"])
    assert game.is_over()
    plays = sum(1 for a in res["record"]["actions"] if a["by"] == "red" and a["act"] == "play")
    assert len(res["times"][0]) >= plays > 0
    assert res["faults"] == [0, 0, 0, 0]


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
