"""`sucker replay`, `simulate` and `play`, run as the user runs them: in a subprocess."""

from __future__ import annotations

import importlib
import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import typer
from rich.console import Console
from typer.core import TyperGroup, TyperOption
from typer.testing import CliRunner

from sucker.cli import COMMANDS
from sucker.cli.game import HumanSeat  # importing it registers the commands on app
from sucker.cli.root import app
from sucker.cli.simulate import summary  # and simulate
from sucker.engine import COLORS, KILL_PRISONER, PLAY, Action, Game, Playout, Rules
from sucker.records import load, parse_record, replay

RECORD: dict[str, Any] = {
    "format": "sls-record/1",
    "rules": {"players": 3, "chips": 2},
    "first": "red",
    "actions": [
        {"by": "red", "act": "play", "chip": "red", "pile": "new"},
        {"by": "red", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
        {"by": "green", "act": "play", "chip": "green", "pile": "new"},
        {"by": "green", "act": "next", "to": "blue"},
        {"by": "blue", "act": "play", "chip": "blue", "pile": 1},
        {"by": "blue", "act": "kill", "chip": "blue"},
    ],
}


def sucker(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the command in a new process, as a user would."""
    return subprocess.run(
        [sys.executable, "-m", "sucker", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def in_process(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the command in this process (faster), for the many option-checking cases."""
    result = CliRunner().invoke(app, list(args), input=stdin)
    return subprocess.CompletedProcess(args, result.exit_code, result.stdout, result.stderr)


def one_error_line(done: subprocess.CompletedProcess[str], code: int = 1) -> str:
    assert done.returncode == code, done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(RECORD))
    return path


# ------------------------------------------------------------------------ replay


def test_replay_prints_exactly_the_state_json(record_file: Path) -> None:
    done = sucker("replay", str(record_file))
    assert done.returncode == 0 and done.stderr == ""
    expected = replay(parse_record(RECORD)).state_json()
    assert json.loads(done.stdout) == expected
    assert done.stdout == json.dumps(expected, indent=1) + "\n"
    assert expected["hands"]["blue"] == {"red": 1, "blue": 1}


def test_replay_reads_standard_input_and_stops_at_upto() -> None:
    done = sucker("replay", "-", "--upto", "1", stdin=json.dumps(RECORD))
    assert done.returncode == 0, done.stderr
    state = json.loads(done.stdout)
    assert state["phase"] == "next" and state["options"] == ["blue", "green"]
    zero = json.loads(sucker("replay", "-", "--upto", "0", stdin=json.dumps(RECORD)).stdout)
    assert zero == Game(Rules(3, 2)).state_json()


def test_replay_upto_beyond_the_end_is_an_error(record_file: Path) -> None:
    line = one_error_line(sucker("replay", str(record_file), "--upto", "8"))
    assert line == "error: upto 8 is outside 0..7, the record's actions"


def test_replay_names_the_illegal_action(tmp_path: Path) -> None:
    doc = json.loads(json.dumps(RECORD))
    doc["actions"][4]["to"] = "green"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    line = one_error_line(sucker("replay", str(path)))
    assert line == "error: action 4: green cannot be given the move (options: red, blue)"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{", "error: not valid JSON"),
        ('{"format": "sls-record/9"}', "error: unknown format 'sls-record/9'"),
        ('{"format": "sls-record/1", "actions": []}', "error: the record has no 'first'"),
    ],
)
def test_replay_refuses_malformed_records_in_one_line(text: str, message: str) -> None:
    assert one_error_line(in_process("replay", "-", stdin=text)).startswith(message)


def test_replay_of_a_missing_file(tmp_path: Path) -> None:
    line = one_error_line(sucker("replay", str(tmp_path / "nope.json")))
    assert line.startswith("error: cannot read") and "No such file" in line


# ---------------------------------------------------------------------- simulate


def test_simulate_saves_replayable_records_and_is_deterministic(tmp_path: Path) -> None:
    args = ["simulate", "--games", "6", "--players", "5", "--chips", "3", "--seed", "7"]
    first = sucker(*args, "--out", str(tmp_path / "a"))
    again = sucker(*args, "--out", str(tmp_path / "b"))
    assert first.returncode == 0, first.stderr
    assert first.stdout == again.stdout
    assert "6 random games" in first.stdout
    for row in ("actions", "captures", "rescues", "refusals", "defeats", "wins purple"):
        assert row in first.stdout
    files = sorted((tmp_path / "a").iterdir())
    assert [f.name for f in files] == [f"game-{i:04d}.json" for i in range(1, 7)]
    wins = {c: 0 for c in COLORS[:5]}
    for f in files:
        assert f.read_text() == (tmp_path / "b" / f.name).read_text()
        record = parse_record(f.read_text())
        game = replay(record)
        assert game.is_over() and record.rules == Rules(5, 3)
        assert record.result == {"winner": COLORS[game.winner]}
        assert [s["kind"] for s in record.seats or []] == ["random"] * 5
        wins[COLORS[game.winner]] += 1
    for color, won in wins.items():
        assert re.search(rf"wins {color} +│ +{won} \(", first.stdout), color
    other = in_process(*args[:-1], "8")
    assert other.returncode == 0 and other.stdout != first.stdout


def test_simulate_plays_the_same_games_with_or_without_saving_them(tmp_path: Path) -> None:
    """Without --out the games are played in the engine's batches, with it one by one: the
    same games from the same seed, across more than one batch."""
    args = ["simulate", "--games", "2100", "--players", "3", "--chips", "2", "--seed", "5"]
    batched = sucker(*args)
    saved = sucker(*args, "--out", str(tmp_path))
    assert batched.returncode == saved.returncode == 0, batched.stderr + saved.stderr
    assert batched.stdout == saved.stdout and "2100 random games" in batched.stdout
    assert len(list(tmp_path.iterdir())) == 2100


def test_the_summary_gives_mean_min_max_per_game_and_each_seats_wins() -> None:
    plays = [Playout(0, 40, 3, 1, 0, 2), Playout(1, 60, 5, 0, 2, 2), Playout(0, 50, 4, 0, 0, 2)]
    lines = summary(plays, 3).splitlines()
    assert lines[0] == "3 random games"
    cells = {line.split("│")[0].strip(): [c.strip() for c in line.split("│")[1:]]
             for line in lines[1:]}
    assert cells["actions"] == ["50.0", "40", "60"] and cells["refusals"] == ["0.7", "0", "2"]
    assert cells["wins red"] == ["2 (67%)", "", ""] and cells["wins green"][0] == "0 (0%)"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--games", "0"], "error: --games must be 1 or more, not 0"),
        (["--players", "7"], "error: players must be 3 to 6, not 7"),
        (["--chips", "21"], "error: chips must be 1 to 20, not 21"),
        (["--variant", "quick"], "error: variant must be one of nash1950, sucker-bench"),
    ],
)
def test_simulate_validates_its_options(args: list[str], message: str) -> None:
    assert one_error_line(in_process("simulate", *args), 2).startswith(message)


# -------------------------------------------------------------------------- play


def test_play_a_whole_game_from_standard_input(tmp_path: Path) -> None:
    # Answer "1" (the first answer to the decision: never an any-time action) each time,
    # after one answer that is not a number.
    save = tmp_path / "played.json"
    done = sucker(
        "play",
        "--players",
        "3",
        "--chips",
        "3",
        "--seed",
        "4",
        "--color",
        "blue",
        "--save",
        str(save),
        stdin="x\n" + "1\n" * 500,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "You play blue in a 3-player game" in out
    assert "please answer a number from 1 to" in out
    assert "  #1" in out and "hands" in out and "blue (you)" in out
    record = parse_record(save.read_text())
    game = replay(record)
    assert game.is_over()
    winner = COLORS[game.winner]
    assert out.rstrip().splitlines()[-1].startswith(f"{winner} wins")
    assert f"{winner.capitalize()} wins the game." in out  # the board's last status
    assert [s["kind"] for s in record.seats or []] == ["random", "human", "random"]
    assert any(a.by == 1 for a in record.actions)  # the human did play
    assert " played a" in out and " gave the move to " in out  # the page's log, in English


def test_play_stops_cleanly_when_input_ends() -> None:
    done = sucker("play", "--players", "3", "--seed", "4", stdin="1\n")
    assert done.returncode == 1
    assert done.stderr.splitlines() == ["error: the game was left unfinished"]
    assert "your choice" in done.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--color", "orange"], "error: --color must be one of red, blue, green, yellow"),
        (["--opponents", "wizard"], "error: unknown seat kind 'wizard'"),
        (["--opponents", "random,random"], "error: --opponents needs 1 or 3 kinds, not 2"),
        (["--players", "2"], "error: players must be 3 to 6, not 2"),
    ],
)
def test_play_validates_its_options(args: list[str], message: str) -> None:
    assert one_error_line(in_process("play", *args), 2).startswith(message)


def test_human_seat_offers_any_time_actions_then_answers() -> None:
    _, game = load(RECORD)  # blue to play, holding a red prisoner and a blue chip
    answers = iter(["9", "5", "1"])
    out = io.StringIO()
    seat = HumanSeat(Console(file=out, width=100), lambda _prompt: next(answers), game)
    seat.start(1, game.rules, [{"color": c, "kind": "random"} for c in COLORS[:3]])
    decision = seat.decide(game.copy())
    assert decision.actions == [Action(KILL_PRISONER, 1, 0), Action(PLAY, 1, 1)]
    text = out.getvalue()
    assert "5. kill a red prisoner" in text and "7. give a red prisoner to Green" in text
    assert "please answer a number from 1 to 7" in text
    assert "kill a red prisoner: done" in text


def test_simulate_plays_the_sucker_bench_variant() -> None:
    done = in_process("simulate", "--games", "3", "--players", "6", "--variant", "sucker-bench")
    assert done.returncode == 0 and "3 random games" in done.stdout


def _commands(group: TyperGroup, path: list[str]) -> list[tuple[list[str], Any]]:
    found = []
    for name, command in group.commands.items():
        if isinstance(command, TyperGroup):
            found += _commands(command, [*path, name])
        else:
            found.append(([*path, name], command))
    return found


def test_every_help_text_prints_whole() -> None:
    # help texts name environment variables and optional parts in square brackets, which the
    # help's rich rendering would take for markup and drop unless escaped
    for module in set(COMMANDS.values()):
        importlib.import_module(f"sucker.cli.{module}")
    root = typer.main.get_command(app)
    assert isinstance(root, TyperGroup)
    checked = 0
    for path, command in _commands(root, []):
        helps = [p.help for p in command.params if isinstance(p, TyperOption) and p.help]
        wanted = [w.replace("\\[", "[") for h in helps for w in re.findall(r"\\?\[[^\]]*\]", h)]
        if not wanted:
            continue
        result = CliRunner().invoke(app, [*path, "--help"], env={"COLUMNS": "400"})
        assert result.exit_code == 0, result.output
        for w in wanted:
            assert w in result.output, (path, w)
        checked += 1
    assert checked >= 3  # serve, admin suspicious, arena
