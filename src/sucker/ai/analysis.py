"""Game analysis and hints: each player's chance to win at every position of a game, the
turning points (the answers that cost their player most) with a better one, and a one-line
hint for a learner.

Both are pure functions of a record or a position (no I/O), so a host runs them where it
likes — the CLI (``sucker analyze``), or a server's AI worker with a progress callback::

    from sucker.ai.analysis import analyze, hint
    result = analyze(record, think=0.1, progress=lambda done, total: ...)
    result.to_json()  # {"positions": [{"after": 0, "chances": {...}}, ...], "turning_points": ...}
    hint(game, you=0, think=0.5)   # {"action": {...}, "facts": [...], "why": {"en": ...}, ...}

**One evaluation** (:func:`evaluate`) gives every chance the analysis shows: the chart's,
and a turning point's before, after and "better" (each answer judged by the position it
leads to), and the hint's. It is the learned network of :mod:`sucker.ai.value` (fitted to
medium self-play outcomes), calibrated for the players at the table: a conditional logit over
the network's scores, scaled by how well the players have been seen to play so far
(:mod:`sucker.ai.observed`: how often their answers were medium's or the easy level's, and
their gifts of prisoners) — random players' games are far more open than medium's. Its
weights (``calibration.json``) are fitted by ``bench/calibration.py`` on games of random,
erratic, easy, medium, hard players and mixed tables, and checked there on other games. A
player still in and holding chips never reads below ``FLOOR``.

The chances after an action use what was seen of the players before it, so that the chart's
chance after an action is the one the turning point compares with the other answers. The
hard level's search (``think`` seconds a position) says what hard would have played; a
turning point offers it as the better answer when the evaluation agrees it is better, and
the evaluation's own best answer otherwise.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

import numpy as np

from sucker.ai.hard import MODEL_SEED, HardSeat
from sucker.ai.heuristics import (
    captor,
    capture_gain,
    decider,
    decision_actions,
    play_key,
    strengths,
)
from sucker.ai.medium import choose
from sucker.ai.observed import Observed, is_anytime
from sucker.ai.value import scores
from sucker.engine import (
    COLORS,
    KILL,
    KILL_PRISONER,
    NEW_PILE,
    NEXT,
    NOBODY,
    PHASE_OVER,
    PHASE_RESCUE,
    PLAY,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    action_to_json,
)
from sucker.narration import Fact, chip, nested, player, render_all
from sucker.narration.actions import FORMS, answer_fact
from sucker.records import Record, replay

DEFAULT_THINK = 0.05  # seconds of search a position: a 100-action game in about 6 s
TURNING_POINTS = 5  # at most: the costliest (a person's own first), in the game's order
MIN_DROP = 0.05  # a smaller cost is within the evaluation's noise
FLOOR = 0.01  # the least chance of a player still in who holds chips
# The calibration's inputs for each player, in the order of calibration.json's weights.
CALIBRATION = (
    "score",  # the network's score
    "score_medium",  # the score times the table's share of medium's answers (players in)
    "score_easy",  # the score times the table's share of the easy level's answers
    "score_medium2",  # the score times the square of the first share
    "score_easy2",  # the score times the square of the second
    "score_own_medium",  # the score times the player's own share of medium's answers
    "score_own_easy",  # the score times the player's own share of the easy level's
    "medium_share",  # the player's share of medium's answers
    "easy_share",  # the player's share of the easy level's answers
    "gifts",  # any-time gifts and kills of prisoners a decision
)

Progress = Callable[[int, int], None]

@cache
def calibration() -> np.ndarray:
    """The calibration's weights, from calibration.json (checked against CALIBRATION)."""
    data = json.loads(resources.files("sucker.ai").joinpath("calibration.json").read_text())
    if tuple(data["inputs"]) != CALIBRATION:
        raise RuntimeError("calibration.json was fitted to other inputs: run "
                           "bench/calibration.py --fit")
    return np.array(data["weights"], dtype=float)


def calibration_inputs(
    score: np.ndarray, medium: np.ndarray, easy: np.ndarray, gifts: np.ndarray,
    alive: np.ndarray,
) -> np.ndarray:
    """The CALIBRATION inputs (``[..., seat, input]``) from each seat's network score,
    shares of answers that were medium's and the easy level's, gifts a decision, and who is
    in (each ``[..., seat]``)."""
    count = np.maximum(alive.sum(-1, keepdims=True), 1)
    table_medium = (medium * alive).sum(-1, keepdims=True) / count
    table_easy = (easy * alive).sum(-1, keepdims=True) / count
    return np.stack([
        score, score * table_medium, score * table_easy, score * table_medium ** 2,
        score * table_easy ** 2, score * medium, score * easy, medium, easy, gifts,
    ], -1)


def observations(game: Game, observed: Observed) -> tuple[np.ndarray, ...]:
    """The arguments of :func:`calibration_inputs` at ``game``."""
    rows = np.array([observed.matches[p] for p in range(game.n)], dtype=float)
    gifts = np.array([observed.gift_rate(p) for p in range(game.n)])
    alive = np.array(game.alive, dtype=bool)
    return scores(game), rows[:, 0] / rows[:, 2], rows[:, 1] / rows[:, 2], gifts, alive


def evaluate(game: Game, observed: Observed, weights: np.ndarray | None = None) -> list[float]:
    """Each player's chance to win at ``game`` for players seen to play as ``observed`` says
    (sums to 1; 0 for the defeated; exact once over; at least FLOOR for a player in who holds
    chips)."""
    if game.phase == PHASE_OVER:
        return [float(p == game.winner) for p in range(game.n)]
    seen = observations(game, observed)
    z = calibration_inputs(*seen) @ (calibration() if weights is None else weights)
    alive = seen[-1]
    odds = np.exp(np.where(alive, z, -np.inf) - z[alive].max())
    holding = [a and h > 0 for a, h in zip(game.alive, game.held, strict=True)]
    return floored((odds / odds.sum()).tolist(), holding)


def floored(chances: list[float], holding: list[bool]) -> list[float]:
    """``chances`` with every player ``holding`` chips (and in) raised to FLOOR, the others'
    scaled down to keep the sum at 1."""
    low = [p for p, c in enumerate(chances) if holding[p] and c < FLOOR]
    out = list(chances)
    while low:
        rest = [p for p in range(len(out)) if p not in low]
        mass = sum(chances[p] for p in rest)
        for p in rest:
            out[p] = chances[p] * (1.0 - FLOOR * len(low)) / mass
        for p in low:
            out[p] = FLOOR
        more = [p for p in rest if holding[p] and out[p] < FLOOR]
        low += more
        if not more:
            break
    return out


def medium_answer(game: Game) -> Action:
    """Medium's answer at ``game``, the model the players are checked against (as hard's)."""
    return choose(game, MODEL_SEED)


@dataclass
class TurningPoint:
    """Action ``index`` (played from position ``after == index``) cost ``player``: their
    chance went from ``before`` to ``after_chance``, where ``better`` (None: the action was an
    any-time gift or kill, better not made) would have left them ``better_chance``, by the
    same evaluation (:func:`evaluate`)."""

    index: int
    player: int
    played: Action
    before: float
    after_chance: float
    better: Action | None
    better_chance: float
    game: Game = field(repr=False)  # the position before the action

    def to_json(self) -> dict[str, Any]:
        played = describe(self.played, self.game)
        better = describe(self.better, self.game) if self.better is not None else None
        return {
            "after": self.index,
            "player": COLORS[self.player],
            "played": action_to_json(self.played),
            "better": action_to_json(self.better) if self.better is not None else None,
            "chance_before": round(self.before, 4),
            "chance_after": round(self.after_chance, 4),
            "chance_better": round(self.better_chance, 4),
            "drop": round(self.better_chance - self.after_chance, 4),
            "description": {
                "played": played,
                "better": better,
            },
            "facts": [f.to_json() for f in self.facts()],
            "text": self.sentence(),
        }

    def facts(self) -> list[Fact]:
        """The turning point as facts (sucker.narration): what was played and what it cost,
        then the better answer (or better not to)."""
        percent = {k: round(100 * x) for k, x in (("before", self.before),
                                                  ("after", self.after_chance),
                                                  ("chance", self.better_chance))}
        played = answer_fact(self.played, self.game, "does")
        # "falls" only where it does: a missed chance may leave it level, or even higher
        fell = percent["after"] < percent["before"]
        out = [Fact("turning-point" if fell else "turning-point-missed", {
            "n": self.index + 1, "who": player(self.player), "played": nested(played),
            "before": percent["before"], "after": percent["after"]})]
        if self.better is None:
            out.append(Fact("turning-point-abstain"))
        else:
            better = answer_fact(self.better, self.game, "do")
            out.append(Fact("turning-point-better", {"better": nested(better),
                                                     "chance": percent["chance"]}))
        return out

    def sentence(self) -> dict[str, str]:
        """The turning point in a sentence or two in each catalogue's language."""
        said = [render_all(f) for f in self.facts()]
        return {lang: " ".join(s[lang] for s in said) for lang in said[0]}


@dataclass
class Analysis:
    """Chances at every position (``chances[k]``: after ``k`` actions, indexed by colour),
    hard's answer there (None where the game is over), and the turning points: the people's
    (seats of kind ``human``) first, each one's costliest first."""

    players: int
    chances: list[list[float]]
    best: list[Action | None]
    turning_points: list[TurningPoint]
    people: set[int] = field(default_factory=set)

    def to_json(self) -> dict[str, Any]:
        return {
            "positions": [
                {"after": k, "chances": {COLORS[p]: x for p, x in enumerate(_rounded(c))}}
                for k, c in enumerate(self.chances)
            ],
            "turning_points": [
                {**t.to_json(), "person": t.player in self.people} for t in self.turning_points
            ],
        }


def analyze(
    record: Record, think: float = DEFAULT_THINK, progress: Progress | None = None,
    seed: int = 0,
) -> Analysis:
    """Judge every position of ``record`` (:func:`evaluate`) and find what hard would have
    played there with ``think`` seconds of search each.

    ``progress(done, total)`` is called after each position. Raises
    :class:`sucker.records.RecordError` for an illegal record (checked before any search).
    """
    replay(record)  # legality first: a bad record fails fast
    seat = HardSeat(seed, think)
    seat.start(NOBODY, record.rules, record.seats or [])  # fits its models as a seat would
    observed = Observed(record.rules.players)
    rng = random.Random(seed)
    people = {i for i, s in enumerate(record.seats or []) if s.get("kind") == "human"}
    game = record.new_game()
    total = len(record.actions) + 1
    chances = [evaluate(game, observed)]
    best: list[Action | None] = []
    points: list[TurningPoint] = []
    for k, action in enumerate(record.actions):
        before = game.copy()
        hard = _hard_answer(seat, before, think)
        best.append(hard)
        game.apply(action)
        seat.event(action, game)
        chances.append(evaluate(game, observed))  # what was seen of the players before it
        point = _turning_point(k, before, action, chances[k], chances[k + 1], hard, observed)
        if point is not None:
            points.append(point)
        observed.see(before, action, medium_answer, rng)
        if progress is not None:
            progress(k + 1, total)
    best.append(None if game.is_over() else _hard_answer(seat, game, think))
    if progress is not None:
        progress(total, total)
    return Analysis(record.rules.players, chances, best, shown(points, people), people)


def shown(points: list[TurningPoint], people: set[int]) -> list[TurningPoint]:
    """The TURNING_POINTS costliest (the people's own first), told in the game's order."""
    costliest = sorted(points, key=lambda t: (t.player not in people,
                                              t.after_chance - t.better_chance))
    return sorted(costliest[:TURNING_POINTS], key=lambda t: t.index)


def _hard_answer(seat: HardSeat, game: Game, think: float) -> Action | None:
    """What hard would answer for the decider of ``game``, by ``think`` seconds of search."""
    if game.is_over():
        return None
    me = decider(game)
    acts = game.legal_actions(me)
    if len(acts) == 1:
        return acts[0]
    root = seat.search(game.copy(), me, acts, time.perf_counter() + think)
    if not root.children:
        return root.untried[-1] if root.untried else None
    return max(root.children, key=lambda c: c.visits).action


def chance_after(game: Game, action: Action, observed: Observed) -> float:
    """The chance of ``action``'s player after it, by :func:`evaluate`."""
    child = game.copy()
    child.apply(action)
    return evaluate(child, observed)[action.by]


def _turning_point(
    k: int, before: Game, action: Action, chances_before: list[float],
    chances_after: list[float], hard: Action | None, observed: Observed,
) -> TurningPoint | None:
    """Action ``k`` as a turning point, if it cost its player at least MIN_DROP against the
    better answer (an any-time gift or kill: against not making it), all by the same
    evaluation."""
    p = action.by
    after = chances_after[p]
    if is_anytime(before, action):
        if chances_before[p] - after < MIN_DROP:
            return None
        return TurningPoint(k, p, action, chances_before[p], after, None, chances_before[p],
                            before)
    if decider(before) != p:
        return None
    answers = decision_actions(before)
    if len(answers) < 2:
        return None
    judged = {play_key(before, a): (chance_after(before, a, observed), a) for a in answers}
    played = play_key(before, action)
    judged[played] = (after, action)
    better_chance, better = max(judged.values(), key=lambda item: item[0])
    if hard is not None:
        key = play_key(before, hard)
        if key != played and key in judged and judged[key][0] > after:
            better_chance, better = judged[key][0], hard
    if play_key(before, better) == played or better_chance - after < MIN_DROP:
        return None
    return TurningPoint(k, p, action, chances_before[p], after, better, better_chance, before)


def _rounded(chances: list[float]) -> list[float]:
    """Four decimals, still summing to 1: the largest takes the rounding error."""
    out = [round(x, 4) for x in chances]
    top = max(range(len(out)), key=lambda p: out[p])
    out[top] = round(out[top] + 1.0 - sum(out), 4)
    return out


# ----------------------------------------------------------------------------- words


def describe(action: Action, game: Game) -> dict[str, Any]:
    """An answer for a page to render: ``kind`` and its colours / pile (structured), its
    ``facts`` (sucker.narration: ``does``, ``did`` and ``do`` forms), and those forms in every
    catalogue's language — ``en``/``fr``: "plays blue on pile 3", ``en_past``/``fr_past``:
    "played …", ``en_do``/``fr_do``: "play …"."""
    chip = COLORS[action.chip] if action.chip >= 0 else ""
    to = COLORS[action.to] if action.to >= 0 else ""
    out: dict[str, Any]
    if action.act == PLAY:
        new = action.pile == NEW_PILE
        capture = not new and game.piles[game.pile_ids.index(action.pile)][-1] == action.chip
        out = {"kind": "play", "chip": chip, "pile": "new" if new else action.pile,
               "captures": capture}
    elif action.act == NEXT:
        out = {"kind": "next", "to": to}
    elif action.act == TRANSFER:
        rescue = game.phase == PHASE_RESCUE and action.to == game.to_act
        out = {"kind": "rescue" if rescue else "transfer", "chip": chip, "to": to}
    elif action.act in (KILL, KILL_PRISONER):
        out = {"kind": "kill" if action.act == KILL else "kill_prisoner", "chip": chip}
    else:
        out = {"kind": "refuse", "to": COLORS[game.to_act]}
    facts = {form: answer_fact(action, game, form) for form in FORMS}
    out["facts"] = {form: f.to_json() for form, f in facts.items()}
    for suffix, form in (("", "does"), ("_past", "did"), ("_do", "do")):
        for lang, text in render_all(facts[form]).items():
            out[lang + suffix] = text
    return out


# ------------------------------------------------------------------------------ hint


def hint(
    game: Game, you: int, think: float = 0.5, seed: int = 0, seats: Sequence[dict[str, Any]] = ()
) -> dict[str, Any]:
    """What hard's search would play for ``you`` in ``game`` (who must be asked to decide),
    with the table's ``seats`` (as in a record; given to hard as a seat is, which reads no
    kind), and why in one line: ``{"action": <record-format action>, "why": {"en", "fr"},
    "reason": {code and its terms}, "chance": your chance after it, by the analysis's
    :func:`evaluate`}``.

    Raises ValueError when ``you`` is not asked to decide.
    """
    if you not in game.deciders():
        raise ValueError(f"{COLORS[you]} is not asked to decide")
    seat = HardSeat(seed, think)
    seat.opening_checks = 0  # it has seen none of the game: its search, not medium's answer
    seat.start(you, game.rules, list(seats))
    ranked = seat.rank(game.copy(), you)
    action = ranked[0][0]
    observed = Observed(game.n)
    chance = chance_after(game, action, observed)
    second = max((chance_after(game, a, observed) for a, _ in ranked[1:]), default=None)
    reason = _reason(game, you, action)
    terms: dict[str, Any] = {"move": nested(answer_fact(action, game, "do"), start=True),
                             "reason": nested(reason)}
    why = Fact("hint-answer", terms)
    if second is not None and chance > second:
        why = Fact("hint-answer-chance", {**terms, "chance": round(100 * chance)})
    return {
        "action": action_to_json(action),
        "why": render_all(why),
        "reason": {"code": reason.key.removeprefix("reason-").replace("-", "_"),
                   **_plain(reason.args)},
        "facts": [why.to_json()],
        "chance": round(min(max(chance, 0.0), 1.0), 4),
    }


def _plain(args: dict[str, Any]) -> dict[str, Any]:
    """A reason's terms as the hint's ``reason`` gives them: colours and numbers."""
    return {k: (v.get("player") or v.get("chip")) if isinstance(v, dict) else v
            for k, v in args.items() if k != "rival"}


def _reason(game: Game, you: int, action: Action) -> Fact:
    """The main reason for an answer, from what it does on the board, as a fact whose key
    after "reason-" is the hint's reason code."""
    act = action.act
    if len(game.legal_actions(you)) == 1:
        return Fact("reason-only")
    if act == PLAY and action.pile != NEW_PILE:
        pile = game.piles[game.pile_ids.index(action.pile)]
        if pile[-1] == action.chip and captor(game, you, action.chip) == you:
            return Fact("reason-capture", {"pile": action.pile, "chips": len(pile)})
    if act == PLAY and action.chip == you and not game.bench:
        return Fact("reason-threat")
    if act == PLAY:
        return Fact("reason-spend", {"chip": chip(action.chip)})
    if act == NEXT:
        q = action.to
        if q == you and capture_gain(game, you) > 0:
            return Fact("reason-move-to-self-capture", {"to": player(q)})
        if game.held[q] == 0:
            return Fact("reason-move-to-empty", {"to": player(q)})
        if capture_gain(game, q) <= 0:
            return Fact("reason-move-no-capture", {"to": player(q)})
        return Fact("reason-move-least-harm", {"to": player(q)})
    if act == KILL:
        s = strengths(game)
        leader = max((q for q in range(game.n) if q != you), key=lambda q: s[q])
        if action.chip == leader:
            return Fact("reason-kill-leader", {"chip": chip(action.chip),
                                               "rival": player(action.chip)})
        return Fact("reason-kill", {"chip": chip(action.chip)})
    if act == REFUSE:
        return Fact("reason-refuse")
    if act == TRANSFER:
        return Fact("reason-rescue", {"to": player(action.to)})
    return Fact("reason-best")


__all__ = ["DEFAULT_THINK", "Analysis", "TurningPoint", "analyze", "describe", "hint"]
