"""Hard against every member of the benchmarks' fixed population (bench/population.py):
legal answers only, whatever the others do (gifts, refusals, random answers, talk), and
whatever the seats are called."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from sucker.engine import COLORS, Rules
from sucker.records import parse_record, replay

sys.path.insert(0, str(Path(__file__).parents[2] / "bench"))
from population import MEMBERS, OLD, POP_DIR, Table, play  # noqa: E402


def _checked_out(member: str) -> bool:
    return not member.startswith("hard-") or (Path(POP_DIR) / f"pop-{member[5:]}").is_dir()


@pytest.mark.parametrize("other", MEMBERS)
def test_hard_answers_legally_against_three_of_each_member(other: str) -> None:
    if not _checked_out(other):
        pytest.skip(f"no checkout of {other[5:]} in {POP_DIR} (bench/population.py)")
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
