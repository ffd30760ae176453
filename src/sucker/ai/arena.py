"""The host loop: drive one :class:`Seat` per colour through a whole game and produce its
``sls-record/1`` :class:`Record`, never trusting a seat (every answer is checked; a bad one
is replaced by a fallback, and the game goes on). The arena command runs many of these in
parallel (:func:`play_match` is its picklable unit of work)."""

from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sucker.ai.base import Decision, Seat, make_seat
from sucker.engine import (
    COLORS,
    KILL_PRISONER,
    PHASE_RESCUE,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    IllegalAction,
    Rules,
)
from sucker.records import ChatLine, Record

log = logging.getLogger(__name__)

MAX_LEADING = 20  # any-time actions allowed before the answer, per decision
MAX_SAY = 500  # characters of one chat line


def validate(game: Game, you: int, decision: Decision) -> list[Action]:
    """The actions of ``decision`` if they are a legal answer of ``you`` now (bot-protocol.md:
    any-time transfers/kills, then exactly one answer to the decision). Raises IllegalAction
    naming the fault. ``game`` is not changed."""
    actions = decision.actions
    if not actions:
        raise IllegalAction("format", "the answer holds no action")
    if len(actions) > MAX_LEADING + 1:
        raise IllegalAction("format", f"more than {MAX_LEADING} actions before the answer")
    g = game.copy()
    for i, a in enumerate(actions):
        if a.by != you:
            raise IllegalAction("turn", f"action {i} is by {COLORS[a.by]}, not {COLORS[you]}")
        if i < len(actions) - 1:
            if a.act != TRANSFER and a.act != KILL_PRISONER:
                raise IllegalAction("format", f"action {i} comes before the answer but is no "
                                    "transfer or kill_prisoner")
            g.check(a)
            g.apply(a)
            if you not in g.deciders():
                raise IllegalAction("format", f"action {i} left {COLORS[you]} nothing to answer")
        elif a not in g.legal_actions(you):
            g.check(a)  # names the broken rule
            raise IllegalAction("answer", f"{a} does not answer the pending decision")
    return list(actions)


def fallback(game: Game, you: int, seat: Seat | None) -> Decision:
    """What the host plays for a seat that failed: refuse in a rescue, else ``seat``'s (a
    built-in AI's) answer, else the first legal answer."""
    if game.phase == PHASE_RESCUE:
        return Decision([Action(REFUSE, you)])
    if seat is not None:
        try:
            decision = seat.decide(game.copy())
            return Decision(validate(game, you, decision))
        except Exception:  # the fallback must never stop the game
            log.exception("fallback seat failed")
    return Decision([game.legal_actions(you)[0]])


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
        seat.start(i, rules, meta)
    if fallback_seat is not None:
        fallback_seat.start(0, rules, meta)
    while not game.is_over():
        you = game.deciders()[0]
        seat = seats[you]
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
        if isinstance(decision.say, str) and decision.say.strip():
            text = decision.say.strip()[:MAX_SAY]
            record.chat.append(ChatLine(COLORS[you], text, len(record.actions)))
            for j, other in enumerate(seats):
                if j != you:
                    other.chat(you, text)
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
