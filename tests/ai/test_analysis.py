"""Game analysis and hints: chances at every position that are chances (summing to 1 over
the players still in, exact at the end), turning points that name real, costly actions and
a better legal one, and hints that find the obvious move."""

from __future__ import annotations

import random

import pytest

from position_kit import place_chips
from sucker.ai.analysis import (
    FLOOR,
    MIN_DROP,
    TURNING_POINTS,
    TurningPoint,
    analyze,
    chance_after,
    describe,
    evaluate,
    hint,
    medium_answer,
    shown,
)
from sucker.ai.observed import Observed
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


def test_turning_points_are_costly_actions_with_a_better_legal_one_in_the_game_s_order(
) -> None:
    record = random_record(11, Rules())
    result = analyze(record, think=0.01)
    points = result.to_json()["turning_points"]
    assert 1 <= len(points) <= TURNING_POINTS
    assert [t["after"] for t in points] == sorted(t["after"] for t in points)
    for t in points:
        k = t["after"]
        action = record.actions[k]
        assert t["played"] == action_to_json(action)
        assert t["player"] == COLORS[action.by]
        assert t["person"] is False
        # the chart's chances, before and after the action
        assert t["chance_before"] == pytest.approx(result.chances[k][action.by], abs=1e-4)
        assert t["chance_after"] == pytest.approx(result.chances[k + 1][action.by], abs=1e-4)
        assert t["drop"] >= MIN_DROP
        assert t["chance_better"] - t["chance_after"] == pytest.approx(t["drop"], abs=2e-4)
        g = replay(record, k)
        if t["better"] is not None:
            better = next(a for a in g.legal_actions(action.by)
                          if action_to_json(a) == t["better"])
            assert better != action
            assert t["description"]["better"]["kind"] == t["better"]["act"] or (
                t["better"]["act"] in ("transfer", "refuse"))
        assert t["text"]["en"].startswith(f"Move {k + 1}: {COLORS[action.by]} ")
        # "falls" only where the chart's chance does fall
        fell = round(100 * t["chance_after"]) < round(100 * t["chance_before"])
        assert ("their chance falls" in t["text"]["en"]) == fell, t["text"]["en"]
        assert t["text"]["fr"].startswith(f"Coup {k + 1}\u00a0: ")  # no-break space


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_every_turning_points_better_answer_has_the_higher_chance_by_the_same_evaluation(
    seed: int,
) -> None:
    record = random_record(seed, Rules())
    result = analyze(record, think=0.002)
    assert result.turning_points
    observed = Observed(4)  # what the analysis had seen at each action, replayed
    rng = random.Random(0)
    game = record.new_game()

    by_index = {t.index: t for t in result.turning_points}
    for k, action in enumerate(record.actions):
        point = by_index.get(k)
        if point is not None:
            assert point.better_chance > point.after_chance
            assert point.after_chance == pytest.approx(chance_after(game, action, observed))
            if point.better is not None:
                assert point.better_chance == pytest.approx(
                    chance_after(game, point.better, observed))
            else:  # a gift: better not made, the chance before it
                assert point.better_chance == pytest.approx(result.chances[k][action.by])
        before = game.copy()
        game.apply(action)
        observed.see(before, action, medium_answer, rng)


@pytest.mark.parametrize("seed", range(4))
def test_no_live_player_holding_chips_is_given_less_than_one_percent_in_random_games(
    seed: int,
) -> None:
    record = random_record(100 + seed, Rules() if seed % 2 else Rules(5, 5))
    result = analyze(record, think=0.002)
    for k, chances in enumerate(result.chances):
        g = replay(record, k)
        if g.is_over():
            continue
        for p in range(g.n):
            if g.alive[p] and g.held[p]:
                assert chances[p] >= FLOOR - 1e-12, (k, p, chances)
    for position in result.to_json()["positions"]:
        g = replay(record, position["after"])
        for p, colour in enumerate(COLORS[: g.n]):
            if g.alive[p] and g.held[p] and not g.is_over():
                assert position["chances"][colour] >= FLOOR - 1e-4


def test_the_costliest_are_shown_a_persons_own_first_in_the_game_s_order() -> None:
    game = Game(Rules(), 0)
    action = game.legal_actions()[0]

    def point(index: int, player: int, drop: float) -> TurningPoint:
        return TurningPoint(index, player, action, 0.5, 0.4, None, 0.4 + drop, game)

    points = [point(k, k % 4, drop) for k, drop in enumerate(
        [0.30, 0.06, 0.25, 0.07, 0.20, 0.08, 0.40, 0.09])]
    assert [t.index for t in shown(points, set())] == [0, 2, 4, 6, 7]
    # blue's (1, 5) come in before costlier ones of the AIs', still in the game's order
    assert [t.index for t in shown(points, {1})] == [0, 1, 2, 5, 6]
    assert len(shown(points[:3], set())) == 3


def test_a_persons_own_turning_points_are_marked() -> None:
    record = random_record(11, Rules())
    everyone = analyze(record, think=0.002).turning_points
    person = min(everyone, key=lambda t: t.better_chance - t.after_chance).player
    record.seats = [{"color": c, "name": c, "kind": "human" if i == person else "ai:medium"}
                    for i, c in enumerate(COLORS[:4])]
    points = analyze(record, think=0.002).to_json()["turning_points"]
    assert any(t["person"] for t in points)
    assert all((t["player"] == COLORS[person]) == t["person"] for t in points)


def test_the_evaluation_floors_only_players_holding_chips() -> None:
    g = Game(Rules(), 0)
    place_chips(g, [{0: 20}, {1: 1}, {}, {3: 1}], [])
    chances = evaluate(g, Observed(4))
    assert sum(chances) == pytest.approx(1.0)
    assert chances[1] >= FLOOR and chances[3] >= FLOOR
    assert chances[0] == max(chances)


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
    capture = Action(PLAY, 0, 0, 1)
    assert result["chance"] == pytest.approx(chance_after(g, capture, Observed(4)), abs=1e-4)
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
    assert words["en"] == "plays red on pile 1"
    assert words["fr"] == "joue un jeton rouge sur la pile 1"
    words = describe(Action(PLAY, 0, 1, 2), g)
    assert words["captures"] is False and words["en_past"] == "played blue on pile 2"
