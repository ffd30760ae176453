"""Game analysis and hints: each player's chance to win at every position of a game, the
turning points (the answers that cost their player most) with a better one, and a one-line
hint for a learner.

Both are pure functions of a record or a position (no I/O), so a host runs them where it
likes — the CLI (``sucker analyze``), or a server's AI worker with a progress callback::

    from sucker.ai.analysis import analyze, hint
    result = analyze(record, think=0.1, progress=lambda done, total: ...)
    result.to_json()  # {"positions": [{"after": 0, "chances": {...}}, ...], "turning_points": ...}
    hint(game, you=0, think=0.5)   # {"action": {...}, "why": {"en": ..., "fr": ...}, ...}

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
from sucker.records import Record, replay

DEFAULT_THINK = 0.05  # seconds of search a position: a 100-action game in about 6 s
TURNING_POINTS = 5  # at most, the costliest first (a person's own first)
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

FR_COLORS = {
    "red": "rouge", "blue": "bleu", "green": "vert",
    "yellow": "jaune", "purple": "violet", "orange": "orange",
}


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
            "text": self.sentence(),
        }

    def sentence(self) -> dict[str, str]:
        """The turning point in one English and one French sentence."""
        who = COLORS[self.player]
        played = describe(self.played, self.game)
        b, a, c = (f"{round(100 * x)}%" for x in (self.before, self.after_chance,
                                                  self.better_chance))
        b_fr, a_fr, c_fr = (x.replace("%", " %") for x in (b, a, c))
        en = f"Action {self.index + 1}: {who} {played['en']}; {who}'s chance went from {b} to {a}."
        fr = (f"Action {self.index + 1} : {FR_COLORS[who]} {played['fr']} ; ses chances sont "
              f"passées de {b_fr} à {a_fr}.")
        if self.better is None:
            en += " Better not to."
            fr += " Mieux valait s'en abstenir."
        else:
            better = describe(self.better, self.game)
            en += f" Better: {better['en_do']} ({c})."
            fr += f" Mieux valait {better['fr_do']} ({c_fr})."
        return {"en": en, "fr": fr}


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
    points.sort(key=lambda t: (t.player not in people, t.after_chance - t.better_chance))
    return Analysis(record.rules.players, chances, best, points[:TURNING_POINTS], people)


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
    """An answer in words for a page to render: ``kind`` and its colours / pile (structured),
    and English and French phrases — present (``en``/``fr``: "plays blue on pile #3") and past
    participle (``en_past``/``fr_past``: "played blue on pile #3")."""
    chip = COLORS[action.chip] if action.chip >= 0 else ""
    to = COLORS[action.to] if action.to >= 0 else ""
    chip_fr, to_fr = FR_COLORS.get(chip, ""), FR_COLORS.get(to, "")
    out: dict[str, Any]
    if action.act == PLAY:
        new = action.pile == NEW_PILE
        where_en = "on a new pile" if new else f"on pile #{action.pile}"
        where_fr = "sur une nouvelle pile" if new else f"sur la pile n°{action.pile}"
        capture = False
        if not new:
            pile = game.piles[game.pile_ids.index(action.pile)]
            capture = pile[-1] == action.chip
        out = {"kind": "play", "chip": chip, "pile": "new" if new else action.pile,
               "captures": capture}
        en, fr = f"play {chip} {where_en}", f"jouer un jeton {chip_fr} {where_fr}"
        en_now, fr_now = f"plays {chip} {where_en}", f"joue un jeton {chip_fr} {where_fr}"
        en_past, fr_past = f"played {chip} {where_en}", f"joué un jeton {chip_fr} {where_fr}"
    elif action.act == NEXT:
        out = {"kind": "next", "to": to}
        en, fr = f"give the move to {to}", f"donner la main à {to_fr}"
        en_now, fr_now = f"gives the move to {to}", f"donne la main à {to_fr}"
        en_past, fr_past = f"given the move to {to}", f"donné la main à {to_fr}"
    elif action.act == KILL:
        out = {"kind": "kill", "chip": chip}
        en, fr = f"kill a {chip} chip", f"tuer un jeton {chip_fr}"
        en_now, fr_now = f"kills a {chip} chip", f"tue un jeton {chip_fr}"
        en_past, fr_past = f"killed a {chip} chip", f"tué un jeton {chip_fr}"
    elif action.act == TRANSFER:
        rescue = game.phase == PHASE_RESCUE and action.to == game.to_act
        out = {"kind": "rescue" if rescue else "transfer", "chip": chip, "to": to}
        if rescue:
            en, fr = f"rescue {to} with a {chip} chip", f"sauver {to_fr} avec un jeton {chip_fr}"
            en_now = f"rescues {to} with a {chip} chip"
            fr_now = f"sauve {to_fr} avec un jeton {chip_fr}"
            en_past = f"rescued {to} with a {chip} chip"
            fr_past = f"sauvé {to_fr} avec un jeton {chip_fr}"
        else:
            en = f"give a {chip} prisoner to {to}"
            fr = f"donner un prisonnier {chip_fr} à {to_fr}"
            en_now = f"gives a {chip} prisoner to {to}"
            fr_now = f"donne un prisonnier {chip_fr} à {to_fr}"
            en_past = f"given a {chip} prisoner to {to}"
            fr_past = f"donné un prisonnier {chip_fr} à {to_fr}"
    elif action.act == KILL_PRISONER:
        out = {"kind": "kill_prisoner", "chip": chip}
        en, fr = f"kill a {chip} prisoner", f"tuer un prisonnier {chip_fr}"
        en_now, fr_now = f"kills a {chip} prisoner", f"tue un prisonnier {chip_fr}"
        en_past, fr_past = f"killed a {chip} prisoner", f"tué un prisonnier {chip_fr}"
    else:
        trouble = COLORS[game.to_act]
        out = {"kind": "refuse", "to": trouble}
        en, fr = f"refuse to rescue {trouble}", f"refuser de sauver {FR_COLORS[trouble]}"
        en_now = f"refuses to rescue {trouble}"
        fr_now = f"refuse de sauver {FR_COLORS[trouble]}"
        en_past = f"refused to rescue {trouble}"
        fr_past = f"refusé de sauver {FR_COLORS[trouble]}"
    out.update(en=en_now, fr=fr_now, en_past=en_past, fr_past=fr_past, en_do=en, fr_do=fr)
    return out


# ------------------------------------------------------------------------------ hint


def hint(
    game: Game, you: int, think: float = 0.5, seed: int = 0, seats: Sequence[dict[str, Any]] = ()
) -> dict[str, Any]:
    """What hard would play for ``you`` in ``game`` (who must be asked to decide), with the
    table's ``seats`` (as in a record; given to hard as a seat is, which reads no kind), and why
    in one line: ``{"action": <record-format action>, "why": {"en", "fr"}, "reason": {code
    and its terms}, "chance": your chance after it, by the analysis's :func:`evaluate`}``.

    Raises ValueError when ``you`` is not asked to decide.
    """
    if you not in game.deciders():
        raise ValueError(f"{COLORS[you]} is not asked to decide")
    seat = HardSeat(seed, think)
    seat.start(you, game.rules, list(seats))
    ranked = seat.rank(game.copy(), you)
    action = ranked[0][0]
    observed = Observed(game.n)
    chance = chance_after(game, action, observed)
    second = max((chance_after(game, a, observed) for a, _ in ranked[1:]), default=None)
    reason = _reason(game, you, action)
    move = describe(action, game)
    en = f"{move['en_do'][0].upper()}{move['en_do'][1:]}: {reason['en']}."
    fr = f"{move['fr_do'][0].upper()}{move['fr_do'][1:]} : {reason['fr']}."
    if second is not None and chance > second:
        en = en[:-1] + f" (your chance about {round(100 * chance)}%)."
        fr = fr[:-1] + f" (vos chances : environ {round(100 * chance)} %)."
    return {
        "action": action_to_json(action),
        "why": {"en": en, "fr": fr},
        "reason": {k: v for k, v in reason.items() if k not in ("en", "fr")},
        "chance": round(min(max(chance, 0.0), 1.0), 4),
    }


def _reason(game: Game, you: int, action: Action) -> dict[str, Any]:
    """The main reason for an answer, from what it does on the board: ``code``, its terms,
    and a clause in English and French."""
    act = action.act
    if len(game.legal_actions(you)) == 1:
        return {"code": "only", "en": "it is your only answer", "fr": "c'est votre seul choix"}
    if act == PLAY and action.pile != NEW_PILE:
        pile = game.piles[game.pile_ids.index(action.pile)]
        if pile[-1] == action.chip and captor(game, you, action.chip) == you:
            n = len(pile)
            return {"code": "capture", "pile": action.pile, "chips": n,
                    "en": f"you capture the pile and keep {n} chips",
                    "fr": f"vous prenez la pile et gardez {n} jetons"}
    if act == PLAY and action.chip == you and not game.bench:
        return {"code": "threat",
                "en": "a pile topped by your colour is a capture for later",
                "fr": "une pile coiffée de votre couleur est une prise pour plus tard"}
    if act == PLAY:
        c = COLORS[action.chip]
        return {"code": "spend", "chip": c,
                "en": f"you spend a {c} chip, which costs you least",
                "fr": f"vous dépensez un jeton {FR_COLORS[c]}, ce qui vous coûte le moins"}
    if act == NEXT:
        q = action.to
        to = COLORS[q]
        if q == you and capture_gain(game, you) > 0:
            return {"code": "move_to_self_capture", "to": to,
                    "en": "keep the move: you can capture",
                    "fr": "gardez la main : vous pouvez prendre une pile"}
        if game.held[q] == 0:
            return {"code": "move_to_empty", "to": to,
                    "en": f"{to} holds no chip and may be defeated",
                    "fr": f"{FR_COLORS[to]} n'a plus de jeton et peut être éliminé"}
        if capture_gain(game, q) <= 0:
            return {"code": "move_no_capture", "to": to,
                    "en": f"{to} cannot capture, so must spend a chip",
                    "fr": f"{FR_COLORS[to]} ne peut rien prendre et doit dépenser un jeton"}
        return {"code": "move_least_harm", "to": to,
                "en": f"of those who can move, {to} gains least",
                "fr": f"de ceux qui peuvent jouer, {FR_COLORS[to]} y gagne le moins"}
    if act == KILL:
        c = COLORS[action.chip]
        s = strengths(game)
        leader = max((q for q in range(game.n) if q != you), key=lambda q: s[q])
        if action.chip == leader:
            return {"code": "kill_leader", "chip": c,
                    "en": f"{c} is your strongest rival", "fr":
                    f"{FR_COLORS[c]} est votre plus fort rival"}
        return {"code": "kill", "chip": c,
                "en": f"a {c} chip is the one you miss least",
                "fr": f"un jeton {FR_COLORS[c]} est celui qui vous manque le moins"}
    if act == REFUSE:
        return {"code": "refuse", "en": "a rescue would cost you a chip for a rival",
                "fr": "un sauvetage vous coûterait un jeton au profit d'un rival"}
    if act == TRANSFER:
        to = COLORS[action.to]
        return {"code": "rescue", "to": to,
                "en": f"keeping {to} in the game holds back the leader",
                "fr": f"garder {FR_COLORS[to]} en jeu freine le meneur"}
    return {"code": "best", "en": "it keeps your chance best",
            "fr": "c'est ce qui préserve le mieux vos chances"}


__all__ = ["DEFAULT_THINK", "Analysis", "TurningPoint", "analyze", "describe", "hint"]
