"""The host loop: drive one :class:`Seat` per colour through a whole game and produce its
``sls-record/1`` :class:`Record`, never trusting a seat (every answer is checked; a bad one
is replaced by a fallback, and the game goes on). The arena command runs many of these in
parallel (:func:`play_match` is its picklable unit of work).

Talk: before each decision every other seat may speak first (:meth:`Seat.speak`), and every
line posted is heard by the others at once (:meth:`Seat.chat`), whose replies are posted in
turn — within the limits of :mod:`sucker.ai.seat`, and at most :data:`LINES_PER_ACTION` lines
between two actions, so that two seats never talk forever. Lines are recorded as the seat's
colour with its name, ``ai: true`` and their language."""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sucker.ai.answer import clean_say, fallback, validate
from sucker.ai.kinds import make_seat
from sucker.ai.seat import REPLIES_PER_ACTION, SPEAK_GAP, Seat
from sucker.ai.talk.acts import detect_lang
from sucker.engine import (
    COLORS,
    PHASE_RESCUE,
    TRANSFER,
    Game,
    Rules,
)
from sucker.records import ChatLine, Record

log = logging.getLogger(__name__)

LINES_PER_ACTION = 8  # lines the table may hear between two actions


class TableTalk:
    """Posts the seats' lines to the record and to the other seats, within the limits."""

    def __init__(self, seats: list[Seat], record: Record) -> None:
        self.seats = seats
        self.record = record
        self.spoke = [-SPEAK_GAP] * len(seats)  # ply of each seat's last unprompted line
        self.ply = -1
        self.lines = 0
        self.replies: dict[tuple[int, int], int] = {}  # (seat, speaker): replies this ply

    def _now(self, game: Game) -> None:
        if game.ply != self.ply:
            self.ply, self.lines = game.ply, 0
            self.replies = {}

    def before(self, game: Game, decider: int) -> None:
        """A decision is pending: the others may speak first."""
        self._now(game)
        for i, seat in enumerate(self.seats):
            if i != decider and game.ply - self.spoke[i] >= SPEAK_GAP:
                text = _safe(seat.speak, game)
                if text is not None:
                    self.spoke[i] = game.ply
                    self.post(i, text, game)

    def post(self, by: int, text: str, game: Game) -> None:
        """Record ``by``'s line, let the others hear it and post their replies."""
        self._now(game)
        queue = [(by, text)]
        while queue and self.lines < LINES_PER_ACTION:
            who, line = queue.pop(0)
            seat = self.seats[who]
            lang = detect_lang(line) or seat.lang
            self.record.chat.append(ChatLine(COLORS[who], line, len(self.record.actions),
                                             name=seat.name, ai=True, lang=lang))
            self.lines += 1
            for j, other in enumerate(self.seats):
                if j == who:
                    continue
                reply = _safe(other.chat, who, line, lang, game)
                given = self.replies.get((j, who), 0)
                if reply is not None and given < REPLIES_PER_ACTION:
                    self.replies[j, who] = given + 1
                    queue.append((j, reply))


def _safe(say: Callable[..., str | None], *args: Any) -> str | None:
    """A seat's line, cleaned; None if it has none or fails (talk never stops a game)."""
    try:
        return clean_say(say(*args))
    except Exception:
        log.exception("a seat failed to talk")
        return None

@dataclass
class GameResult:
    record: Record
    faults: list[int]  # answers replaced by the fallback, per colour
    rescues: list[int]  # rescues given, per colour
    times: list[list[float]] = field(default_factory=list)  # decide() seconds, per colour


def play_game(
    seats: list[Seat],
    rules: Rules,
    first: int,
    kinds: list[str] | None = None,
    fallback_seat: Seat | None = None,
) -> GameResult:
    """Play one game to the end. ``kinds`` are the seat kinds written in the record."""
    n = rules.players
    if len(seats) != n:
        raise ValueError(f"{n} seats needed, {len(seats)} given")
    kinds = kinds or ["?"] * n
    meta = [{"color": COLORS[i], "name": s.name, "kind": kinds[i]} for i, s in enumerate(seats)]
    game = Game(rules, first)
    record = Record(rules=rules, first=first, seats=meta, started=_now())
    result = GameResult(record, [0] * n, [0] * n, [[] for _ in range(n)])
    t0 = time.perf_counter()
    for i, seat in enumerate(seats):
        seat.start(i, rules, meta, game.copy())
    if fallback_seat is not None:
        fallback_seat.start(0, rules, meta, game.copy())
    talk = TableTalk(seats, record)
    while not game.is_over():
        you = game.deciders()[0]
        seat = seats[you]
        talk.before(game, you)
        started = time.perf_counter()
        try:
            decision = seat.decide(game.copy())
            actions = validate(game, you, decision)
        except Exception as e:  # a seat's fault never stops the game
            log.warning("%s (%s) answered badly, fallback used: %s", COLORS[you], kinds[you], e)
            result.faults[you] += 1
            if fallback_seat is not None:
                fallback_seat.you = you
            decision = fallback(game, you, fallback_seat)
            actions = decision.actions
        result.times[you].append(time.perf_counter() - started)
        text = clean_say(decision.say)
        if text is not None:
            talk.post(you, text, game)
        for a in actions:
            if a.act == TRANSFER and game.phase == PHASE_RESCUE and a.to == game.to_act:
                result.rescues[you] += 1
            game.apply(a)
            record.actions.append(a)
            record.times.append(round(time.perf_counter() - t0, 3))
            for other in seats:
                other.event(a, game)
    record.ended = _now()
    record.result = {"winner": COLORS[game.winner]}
    doc = record.to_json()
    for seat in seats:
        seat.end(game.winner, doc)
    return result


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class MatchSpec:
    """One arena game: seat kinds by colour, rules, who starts, a seed, hard AI's budget."""

    kinds: list[str]
    rules: Rules
    first: int
    seed: int
    think: float | None = None


def play_match(spec: MatchSpec) -> dict[str, Any]:
    """Play one arena game in this process; a plain dict travels back to the parent."""
    seats: list[Seat] = []
    try:
        for i, kind in enumerate(spec.kinds):
            seats.append(make_seat(kind, seed=spec.seed * 10 + i, think=_think_for(kind, spec)))
        result = play_game(
            seats, spec.rules, spec.first, spec.kinds, make_seat("ai:easy", seed=spec.seed)
        )
        for i, seat in enumerate(seats):  # faults a ProgramSeat handled itself
            result.faults[i] += len(getattr(seat, "faults", []))
    finally:
        for seat in seats:
            seat.close()
    return {
        "record": result.record.to_json(),
        "faults": result.faults,
        "rescues": result.rescues,
        "times": result.times,
    }


def _think_for(kind: str, spec: MatchSpec) -> float | None:
    """``--think`` applies to hard levels without their own ``@SECONDS``."""
    if spec.think is None or "@" in kind:
        return None
    return spec.think if kind.endswith("hard") else None


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    d = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / d
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / d
    return max(0.0, centre - half), min(1.0, centre + half)
