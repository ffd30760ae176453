"""Checking a seat's answer, and the one fallback every host uses when it is bad.

The arena, the program host (``cmd:``) and the server all call :func:`validate` on what a
seat answered and :func:`fallback` when it fails (late, illegal, not JSON, crashed), so a
faulty player is treated the same way wherever it sits.
"""

from __future__ import annotations

import logging

from sucker.ai.seat import Decision, Seat
from sucker.engine import (
    COLORS,
    KILL_PRISONER,
    PHASE_RESCUE,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    action_from_json,
)
from sucker.engine import IllegalAction as IllegalAction
from sucker.records import CHAT_MAX, chat_text

log = logging.getLogger(__name__)

MAX_LEADING = 20  # any-time actions allowed before the answer, per decision


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


def parse_answer(game: Game, you: int, answer: object) -> Decision:
    """A bot's JSON answer to ``decide`` as a Decision (not yet checked: :func:`validate`);
    IllegalAction if it is no object with a list of actions."""
    if not isinstance(answer, dict) or not isinstance(answer.get("actions"), list):
        raise IllegalAction("format", "an answer is an object with a list of actions")
    actions = [action_from_json(a, game.n, you) for a in answer["actions"]]
    say = answer.get("say")
    return Decision(actions, say if isinstance(say, str) else None)


def fallback(game: Game, you: int, seat: Seat | None = None) -> Decision:
    """What a host plays for a seat that failed: refuse in a rescue, else ``seat``'s (a
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


def clean_say(say: object) -> str | None:
    """A seat's ``say`` as a chat line: a non-blank string, printable, at most CHAT_MAX
    characters; anything else is dropped."""
    if not isinstance(say, str):
        return None
    return chat_text(say)[:CHAT_MAX] or None
