"""Game analysis and hints: each player's chance to win at every position of a game, the
turning points (the actions that cost their player most) with what the hard level would
have played instead, and a one-line hint for a learner.

Both are pure functions of a record or a position (no I/O), so a host runs them where it
likes — the CLI (``sucker analyze``), or a server's AI worker with a progress callback::

    from sucker.ai.analysis import analyze, hint
    result = analyze(record, think=0.1, progress=lambda done, total: ...)
    result.to_json()  # {"positions": [{"after": 0, "chances": {...}}, ...], "turning_points": ...}
    hint(game, you=0, think=0.5)   # {"action": {...}, "why": {"en": ..., "fr": ...}, ...}

The chances blend two views of each position: the learned chances of
:func:`sucker.ai.value.chances` (a network fitted to self-play outcomes) and, with a small
weight, the hard level's search (:class:`sucker.ai.hard.HardSeat`, run for ``think`` seconds
on behalf of whoever decides there; its root's mean return) — a weighted geometric mean. The
network alone predicts the winner far better than the search (which is sure of itself: more
time made it a worse predictor); the search's small share adds what it sees of the next few
moves; ``bench/analysis.py`` measures both on held-out games. The search also finds what
hard would have played. Its opponent model is fitted along the game, as a playing hard seat
fits it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from sucker.ai.hard import HardSeat, Node
from sucker.ai.heuristics import captor, capture_gain, decider, play_key, strengths
from sucker.ai.value import chances as learned
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
SEARCH_SHARE = 0.1  # exponent of the search's chances in the blend (the network's: 1)
TURNING_POINTS = 5  # at most, the costliest first
MIN_DROP = 0.05  # a smaller fall of a chance is within the search's noise

Progress = Callable[[int, int], None]

FR_COLORS = {
    "red": "rouge", "blue": "bleu", "green": "vert",
    "yellow": "jaune", "purple": "violet", "orange": "orange",
}


@dataclass
class TurningPoint:
    """Action ``index`` (played from position ``after == index``) cost ``player`` the most:
    their chance fell from ``before`` to ``after_chance``; hard would have played ``better``
    (None: the action was an any-time gift or kill, better not made), worth ``better_chance``
    by the same search."""

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
            "drop": round(self.before - self.after_chance, 4),
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
        en = f"Action {self.index + 1}: {who} {played['en']}; {who}'s chance fell from {b} to {a}."
        fr = (f"Action {self.index + 1} : {FR_COLORS[who]} {played['fr']} ; ses chances sont "
              f"passées de {b_fr} à {a_fr}.")
        if self.better is None:
            en += " Better not to."
            fr += " Mieux valait s'en abstenir."
        else:
            better = describe(self.better, self.game)
            en += f" Hard would have {better['en_past']} ({c})."
            fr += f" L'IA forte aurait {better['fr_past']} ({c_fr})."
        return {"en": en, "fr": fr}


@dataclass
class Analysis:
    """Chances at every position (``chances[k]``: after ``k`` actions, indexed by colour),
    hard's answer there (None where the game is over), and the turning points."""

    players: int
    chances: list[list[float]]
    best: list[Action | None]
    turning_points: list[TurningPoint]

    def to_json(self) -> dict[str, Any]:
        return {
            "positions": [
                {"after": k, "chances": {COLORS[p]: x for p, x in enumerate(_rounded(c))}}
                for k, c in enumerate(self.chances)
            ],
            "turning_points": [t.to_json() for t in self.turning_points],
        }


def analyze(
    record: Record, think: float = DEFAULT_THINK, progress: Progress | None = None,
    seed: int = 0,
) -> Analysis:
    """Judge every position of ``record`` with ``think`` seconds of search each.

    ``progress(done, total)`` is called after each position. Raises
    :class:`sucker.records.RecordError` for an illegal record (checked before any search).
    """
    replay(record)  # legality first: a bad record fails fast
    seat = HardSeat(seed, think)
    seat.start(NOBODY, record.rules, record.seats or [])  # models the players as a seat would
    game = record.new_game()
    total = len(record.actions) + 1
    chances: list[list[float]] = []
    best: list[Action | None] = []
    best_chance: list[float | None] = []  # the decider's chance after hard's answer
    games: list[Game] = []
    for k in range(total):
        if k:
            game.apply(record.actions[k - 1])
            seat.event(record.actions[k - 1], game)
        games.append(game.copy())
        if game.phase == PHASE_OVER:
            chances.append([float(p == game.winner) for p in range(game.n)])
            best.append(None)
            best_chance.append(None)
        else:
            root = _search(seat, game, think)
            searched = [x / root.visits for x in root.total]
            chances.append(_blend(searched, learned(game), game.alive))
            hard = _most_visited(root)
            best.append(hard)
            best_chance.append(None if hard is None else _chance_after(root, game, hard))
        if progress is not None:
            progress(k + 1, total)
    points = _turning_points(record, games, chances, best, best_chance)
    return Analysis(record.rules.players, chances, best, points)


def _search(seat: HardSeat, game: Game, think: float) -> Node:
    me = decider(game)
    acts = game.legal_actions(me)
    return seat.search(game.copy(), me, acts, time.perf_counter() + think)


def _blend(searched: list[float], learned: list[float], alive: list[bool]) -> list[float]:
    """Each player's chance by both views (a floor keeps a player still in above 0)."""
    odds = [
        max(s, 1e-4) ** SEARCH_SHARE * max(v, 1e-4) if a else 0.0
        for s, v, a in zip(searched, learned, alive, strict=True)
    ]
    total = sum(odds)
    return [x / total for x in odds]


def _most_visited(root: Node) -> Action | None:
    if not root.children:
        return root.untried[-1] if root.untried else None
    return max(root.children, key=lambda c: c.visits).action


def _chance_after(root: Node, game: Game, action: Action) -> float | None:
    """The root decider's chance after ``action`` by the blend, from the root child it
    reaches (None: not searched)."""
    p = root.player
    key = play_key(game, action)
    for c in root.children:
        assert c.action is not None
        if c.visits and play_key(game, c.action) == key:
            after = game.copy()
            after.apply(action)
            return _blend([x / c.visits for x in c.total], learned(after), after.alive)[p]
    return None


def _turning_points(
    record: Record,
    games: list[Game],
    chances: list[list[float]],
    best: list[Action | None],
    best_chance: list[float | None],
) -> list[TurningPoint]:
    """The actions whose player's chance fell most (by at least MIN_DROP), where that
    player had a choice and hard would have chosen otherwise."""
    points = []
    for i, action in enumerate(record.actions):
        p = action.by
        before, after = chances[i][p], chances[i + 1][p]
        if before - after < MIN_DROP:
            continue
        g = games[i]
        anytime = action.act in (TRANSFER, KILL_PRISONER) and not (
            g.phase == PHASE_RESCUE and action.act == TRANSFER and action.to == g.to_act
        )
        if anytime:
            points.append(TurningPoint(i, p, action, before, after, None, before, g))
            continue
        hard = best[i]
        if hard is None or decider(g) != p or len(g.legal_actions(p)) < 2:
            continue
        if play_key(g, hard) == play_key(g, action):
            continue
        better = best_chance[i]
        points.append(TurningPoint(i, p, action, before, after, hard,
                                   before if better is None else better, g))
    points.sort(key=lambda t: t.after_chance - t.before)
    return points[:TURNING_POINTS]


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
    table's ``seats`` (as in a record: their kinds tell hard whom to predict), and why
    in one line: ``{"action": <record-format action>, "why": {"en", "fr"}, "reason": {code
    and its terms}, "chance": your chance after it, by the search}``.

    Raises ValueError when ``you`` is not asked to decide.
    """
    if you not in game.deciders():
        raise ValueError(f"{COLORS[you]} is not asked to decide")
    seat = HardSeat(seed, think)
    seat.start(you, game.rules, list(seats))
    ranked = seat.rank(game.copy(), you)
    action, chance = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else None
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
