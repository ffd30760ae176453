"""Game analysis and hints: chances at every position that are chances (summing to 1 over
the players still in, exact at the end), turning points that name real, costly actions and
a better legal one, and hints that find the obvious move."""

from __future__ import annotations

import random

import pytest

from position_kit import place_chips
from sucker.ai.analysis import MIN_DROP, TURNING_POINTS, analyze, describe, hint
from sucker.engine import COLORS, NEXT, PLAY, Action, Game, Rules, action_to_json
from sucker.records import Record, RecordError, replay


def random_record(seed: int, rules: Rules) -> Record:
    """A whole game of random answers (random players blunder: turning points to find)."""
    rng = random.Random(seed)
    g = Game(rules, rng.randrange(rules.players))
    record = Record(rules=rules, first=g.to_act)
    while not g.is_over():
        a = rng.choice(g.legal_actions())
        g.apply(a)
        record.actions.append(a)
    return record


def test_chances_at_every_position_are_chances() -> None:
    record = random_record(3, Rules(4, 4))
    calls: list[tuple[int, int]] = []
    result = analyze(record, think=0.005, progress=lambda done, total: calls.append((done, total)))
    doc = result.to_json()
    n = len(record.actions)
    assert [p["after"] for p in doc["positions"]] == list(range(n + 1))
    assert calls == [(k, n + 1) for k in range(1, n + 2)]
    for k, position in enumerate(doc["positions"]):
        assert set(position) == {"after", "chances"}
        g = replay(record, k)
        chances = position["chances"]
        assert list(chances) == list(COLORS[:4])
        assert abs(sum(chances.values()) - 1.0) < 1e-9
        for p, colour in enumerate(COLORS[:4]):
            assert 0.0 <= chances[colour] <= 1.0
            if not g.alive[p]:
                assert chances[colour] == 0.0
    end = replay(record)
    assert doc["positions"][-1]["chances"][COLORS[end.winner]] == 1.0


def test_turning_points_are_the_costliest_actions_with_a_better_legal_one() -> None:
    record = random_record(11, Rules())
    result = analyze(record, think=0.01)
    points = result.to_json()["turning_points"]
    assert 1 <= len(points) <= TURNING_POINTS
    drops = [t["drop"] for t in points]
    assert drops == sorted(drops, reverse=True)
    for t in points:
        k = t["after"]
        action = record.actions[k]
        assert t["played"] == action_to_json(action)
        assert t["player"] == COLORS[action.by]
        before = result.chances[k][action.by]
        after = result.chances[k + 1][action.by]
        assert t["drop"] == pytest.approx(before - after, abs=1e-3) and t["drop"] >= MIN_DROP
        g = replay(record, k)
        if t["better"] is not None:
            better = next(a for a in g.legal_actions(action.by)
                          if action_to_json(a) == t["better"])
            assert better != action
            assert t["description"]["better"]["kind"] == t["better"]["act"] or (
                t["better"]["act"] in ("transfer", "refuse"))
        assert t["text"]["en"].startswith(f"Action {k + 1}: {COLORS[action.by]} ")
        assert t["text"]["fr"].startswith(f"Action {k + 1} : ")


def test_an_illegal_record_is_refused_before_any_search() -> None:
    record = random_record(5, Rules(3, 2))
    record.actions[2] = Action(NEXT, record.actions[2].by, to=9)
    with pytest.raises(RecordError) as e:
        analyze(record, think=60.0)
    assert e.value.index == 2


def _capture_position() -> Game:
    """Red to play, holding a red chip, with pile 1 topped by red: capturing takes 4 chips."""
    g = Game(Rules(), 0)
    place_chips(g, [{0: 2, 1: 1}, {1: 4}, {2: 4}, {3: 4}], [[1, 2, 3, 0], [2]])
    return g


def test_the_hint_is_the_capture_and_says_so_in_both_languages() -> None:
    g = _capture_position()
    result = hint(g, 0, think=0.05)
    assert result["action"] == {"by": "red", "act": "play", "chip": "red", "pile": 1}
    assert result["reason"]["code"] == "capture"
    assert "capture" in result["why"]["en"] and "4 chips" in result["why"]["en"]
    assert "prenez la pile" in result["why"]["fr"]
    assert 0.0 <= result["chance"] <= 1.0
    with pytest.raises(ValueError):
        hint(g, 1, think=0.05)  # blue is not asked to decide


def test_the_hint_is_legal_wherever_it_is_asked() -> None:
    rng = random.Random(2)
    g = Game(Rules(3, 3), 0)
    while not g.is_over():
        you = g.deciders()[0]
        result = hint(g, you, think=0.005)
        legal = [action_to_json(a) for a in g.legal_actions(you)]
        assert result["action"] in legal
        assert result["why"]["en"] and result["why"]["fr"]
        g.apply(rng.choice(g.legal_actions(you)))


def test_moves_are_described_in_words() -> None:
    g = _capture_position()
    words = describe(Action(PLAY, 0, 0, 1), g)
    assert words["kind"] == "play" and words["captures"] is True and words["pile"] == 1
    assert words["en"] == "plays red on pile #1"
    assert words["fr"] == "joue un jeton rouge sur la pile n°1"
    words = describe(Action(PLAY, 0, 1, 2), g)
    assert words["captures"] is False and words["en_past"] == "played blue on pile #2"
