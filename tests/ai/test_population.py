"""Hard against every member of the benchmarks' fixed population (bench/population.py):
legal answers only, whatever the others do (gifts, refusals, random answers, talk), and
whatever the seats are called."""

from __future__ import annotations

import io
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from sucker.ai.hard import HardSeat
from sucker.ai.talk import TalkingSeat
from sucker.ai.talk.ledger import Ledger
from sucker.engine import COLORS, Rules
from sucker.records import parse_record, replay

sys.path.insert(0, str(Path(__file__).parents[2] / "bench"))
import population  # noqa: E402
from population import HEROES, MEMBERS, OLD, Table, kind_of, member, play  # noqa: E402

REPO = Path(__file__).parents[2]


def _in_history(commit: str) -> bool:
    return subprocess.run(["git", "-C", str(REPO), "cat-file", "-e", f"{commit}^{{commit}}"],
                          capture_output=True).returncode == 0


@pytest.fixture(scope="module", autouse=True)
def old_checkouts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The old commits the old hards play from, checked out from this repository's history
    when POP_DIR lacks them (as bench/population.py says to), so every run plays them."""
    saved = population.POP_DIR
    if not all((Path(saved) / f"pop-{c}").is_dir() for c in OLD) and all(map(_in_history, OLD)):
        root = tmp_path_factory.mktemp("population")
        for commit in OLD:
            archive = subprocess.run(["git", "-C", str(REPO), "archive", commit],
                                     capture_output=True, check=True).stdout
            with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
                tar.extractall(root / f"pop-{commit}", filter="data")
        population.POP_DIR = str(root)
    yield
    population.POP_DIR = saved


def _checked_out(member: str) -> bool:
    return (not member.startswith("hard-")
            or (Path(population.POP_DIR) / f"pop-{member[5:]}").is_dir())


@pytest.mark.parametrize("other", MEMBERS)
def test_hard_answers_legally_against_three_of_each_member(other: str) -> None:
    if not _checked_out(other):
        pytest.skip(f"no checkout of {other[5:]} in {population.POP_DIR} and no such commit "
                    "in this clone's history (bench/population.py)")
    think = 0.02
    members = [other, "hard", other, other]
    names = ["cmd:x"] * 4 if other in ("medium", "noisy") else None
    result = play(Table(members, Rules(4, 4), 1, seed=7, think=think, names=names))
    assert result["faults"][1] == 0
    record = parse_record(result["record"])
    game = replay(record)  # every action legal, in order
    assert game.is_over() and record.result == {"winner": COLORS[game.winner]}
    assert len(result["times"][1]) > 0


def test_the_population_is_the_issues() -> None:
    assert set(MEMBERS) >= {"random", "erratic", "easy", "medium", "noisy", "talker", "hard"}
    assert {f"hard-{c}" for c in OLD} == {"hard-d9b9199", "hard-5711658"}


def test_the_talking_hard_is_hard_behind_the_talk_layer() -> None:
    assert HEROES == ("talk-hard",)
    seat = member("talk-hard", seed=3, think=0.05)
    assert isinstance(seat, TalkingSeat) and isinstance(seat.inner, HardSeat)
    assert kind_of("talk-hard", 0.05) == "talk:hard@0.05"


@pytest.mark.parametrize("names", [None, "cmd:x"])
def test_the_talking_hard_bargains_with_talkers(names: str | None) -> None:
    """At a table of talkers it speaks, and strikes deals: promises made by or to it in
    words, whatever the seats are called; its answers stay legal."""
    members = ["talker", "talker", "talk-hard", "talker"]
    result = play(Table(members, Rules(), 0, seed=11, think=0.02,
                        names=[names] * 4 if names else None))
    assert result["faults"][2] == 0
    record = parse_record(result["record"])
    assert replay(record).is_over()
    assert any(line.by == COLORS[2] for line in record.chat)
    said = [p for p in Ledger.from_record(record).promises if not p.implied]
    assert any(2 in (p.by, p.to) for p in said)


def test_the_silent_hard_says_nothing() -> None:
    """The contrast: hard alone never speaks, so it can strike no deal in words."""
    members = ["talker", "talker", "hard", "talker"]
    record = parse_record(play(Table(members, Rules(), 0, seed=11, think=0.02))["record"])
    assert not any(line.by == COLORS[2] for line in record.chat)
