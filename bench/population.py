"""The fixed population the AI is measured against (issue 26): players nobody tuned hard for,
by name, each one a :class:`Seat` made by :func:`member`.

- ``random``: a uniformly random legal answer (``RandomSeat``);
- ``erratic``: random, but half its rescues refused outright and one decision in five
  preceded by a random any-time gift or kill of a prisoner, as a beginner plays;
- ``easy``, ``medium``: this site's levels; ``noisy``: medium with a quarter of its answers
  random;
- ``talker``: ``talk:medium``, bargaining at the table;
- ``hard``: this checkout's hard (at the given budget);
- ``hard-d9b9199``, ``hard-5711658``: the hard of those commits (the end of the first round,
  the start of this one) as ``cmd:`` bots over sls-bot/1, from checkouts made by
  ``git -C /work/main archive COMMIT | tar -x -C /tmp/pop-COMMIT`` (``POP_DIR`` names the
  folder); a checkout with its own ``.venv`` runs with it, else with this interpreter.

Besides the members, a hero (:data:`HEROES`): ``talk-hard``, ``talk:hard`` (hard's judgement
behind the talk layer, bargaining as the talkers do), for tables where the others make deals.

:func:`play` is the picklable unit of work of the benchmarks: one game between members,
with the seat kinds the record and the seats are told (``names``: e.g. all ``cmd:x``, so
that nobody can judge a player by its name).
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sucker.ai.arena import play_game
from sucker.ai.kinds import make_seat
from sucker.ai.seat import Decision, RandomSeat, Seat
from sucker.engine import PHASE_NEXT, PHASE_PLAY, PHASE_RESCUE, REFUSE, Game, Rules

POP_DIR = os.environ.get("POP_DIR", "/tmp")  # where the old commits are checked out
OLD = ("d9b9199", "5711658")
MEMBERS = ("random", "erratic", "easy", "medium", "noisy", "talker", "hard",
           *(f"hard-{c}" for c in OLD))
HEROES = ("talk-hard",)  # heroes that are not members: hard bargaining as talkers do
NOISE = 0.25  # noisy: share of random answers
GIFTS = 0.2  # erratic: share of decisions preceded by a random any-time action


class NoisySeat(Seat):
    """Medium, answering at random ``NOISE`` of the time."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.inner = make_seat("ai:medium", seed=seed)
        self.name = "noisy"

    def start(self, you: int, rules: Rules, seats: list[dict[str, Any]],
              game: Game | None = None) -> None:
        super().start(you, rules, seats, game)
        self.inner.start(you, rules, seats, game)

    def event(self, action: Any, game: Game) -> None:
        self.inner.event(action, game)

    def decide(self, game: Game) -> Decision:
        if self.rng.random() < NOISE:
            return Decision([self.rng.choice(game.legal_actions(self.you))])
        return self.inner.decide(game)


class ErraticSeat(RandomSeat):
    """Random answers, refusing half the rescues asked of it, and now and then giving a
    prisoner away or killing one first."""

    name = "erratic"

    def decide(self, game: Game) -> Decision:
        lead = []
        gifts = game.anytime_actions(self.you) if game.phase in (PHASE_PLAY, PHASE_NEXT) else []
        if gifts and game.held[self.you] > 1 and self.rng.random() < GIFTS:
            lead.append(self.rng.choice(gifts))
            game.apply(lead[0])
        acts = game.legal_actions(self.you)
        refuse = [a for a in acts if a.act == REFUSE]
        if game.phase == PHASE_RESCUE and refuse and self.rng.random() < 0.5:
            return Decision([*lead, refuse[0]])
        return Decision([*lead, self.rng.choice(acts)])


def old_hard(commit: str, think: float) -> str:
    """The ``cmd:`` seat kind running the hard of ``commit`` from its checkout."""
    root = Path(POP_DIR) / f"pop-{commit}"
    if not (root / "src" / "sucker").is_dir():
        raise SystemExit(f"no checkout of {commit} in {root}: git -C /work/main archive "
                         f"{commit} | tar -x -C {root}")
    own = root / ".venv" / "bin" / "python"
    python = own if own.exists() else Path(sys.executable)
    return (f"cmd:env PYTHONPATH={root / 'src'} {python} -m sucker bot --level hard "
            f"--think {think}")


def member(name: str, seed: int, think: float) -> Seat:
    """The seat of population member ``name`` (hard ones think ``think`` seconds)."""
    if name == "random":
        return RandomSeat(seed)
    if name == "erratic":
        return ErraticSeat(seed)
    if name == "noisy":
        return NoisySeat(seed)
    if name == "talk-hard":
        return make_seat("talk:hard", seed=seed, think=think)
    if name == "talker":
        return make_seat("talk:medium", seed=seed)
    if name in ("easy", "medium", "hard"):
        return make_seat(f"ai:{name}", seed=seed, think=think)
    if name.startswith("hard-") and name[5:] in OLD:
        return make_seat(old_hard(name[5:], think), seed=seed)
    raise ValueError(f"unknown member {name!r} (one of {', '.join(MEMBERS)})")


def kind_of(name: str, think: float) -> str:
    """The seat kind a table would give this member (what a record says it is)."""
    return {"random": "random", "erratic": "random", "noisy": "ai:medium",
            "talker": "talk:medium", "talk-hard": f"talk:hard@{think}"}.get(
        name, f"ai:{name}@{think}" if name == "hard" else f"ai:{name}")


@dataclass
class Table:
    """One game: members by colour, the rules, who starts, a seed, hard's budget, and the
    kinds the seats are told (None: :func:`kind_of` each)."""

    members: list[str]
    rules: Rules
    first: int
    seed: int
    think: float = 0.25
    names: list[str] | None = None


def play(table: Table) -> dict[str, Any]:
    """Play one game in this process: the record, faults and decision times per colour."""
    seats: list[Seat] = []
    try:
        for i, name in enumerate(table.members):
            seats.append(member(name, table.seed * 10 + i, table.think))
        kinds = table.names or [kind_of(m, table.think) for m in table.members]
        result = play_game(seats, table.rules, table.first, kinds,
                           make_seat("ai:easy", seed=table.seed))
        for i, seat in enumerate(seats):  # faults a ProgramSeat handled itself
            result.faults[i] += len(getattr(seat, "faults", []))
    finally:
        for seat in seats:
            seat.close()
    return {"record": result.record.to_json(), "faults": result.faults,
            "times": result.times, "members": table.members}
