"""How well hard's two models of the other players predict them: at every decision with a
choice, in games of four seats of one kind, is the seat's answer the easy level's judgement
(:func:`sucker.ai.heuristics.policy`) and is it medium's (:func:`sucker.ai.medium.choose`)?
Hard predicts each player in its tree by the better model (:mod:`sucker.ai.hard`).

    .venv/bin/python bench/prediction.py --games 30                       # medium players
    .venv/bin/python bench/prediction.py --games 8 --kind ai:hard@0.25    # searching players
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from sucker.ai.arena import play_game, wilson
from sucker.ai.hard import MODEL_SEED
from sucker.ai.heuristics import decider, decision_actions, play_key, policy
from sucker.ai.kinds import make_seat
from sucker.ai.medium import choose
from sucker.ai.seat import Decision, Seat
from sucker.engine import Action, Game, Rules


class Watched(Seat):
    """A seat whose answers are checked against the two models before they are played."""

    def __init__(self, inner: Seat, tally: dict[str, float]) -> None:
        self.inner = inner
        self.name = inner.name
        self.tally = tally
        self.rng = random.Random(0)

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        self.you = you
        self.inner.start(you, rules, seats, game)

    def event(self, action: Action, game: Game) -> None:
        self.inner.event(action, game)

    def decide(self, game: Game) -> Decision:
        decision = self.inner.decide(game.copy())
        if decider(game) == self.you and len(decision_actions(game)) > 1:
            played = play_key(game, decision.actions[0])
            self.tally["decisions"] += 1
            self.tally["easy"] += play_key(game, policy(game, self.rng, 0.0)) == played
            t = time.perf_counter()
            self.tally["medium"] += play_key(game, choose(game, MODEL_SEED)) == played
            self.tally["medium_seconds"] += time.perf_counter() - t
        return decision


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--kind", default="ai:medium", help="the seats' kind (ai:medium...)")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = dict.fromkeys(("decisions", "easy", "medium", "medium_seconds"), 0.0)
    for _ in range(args.games):
        seats: list[Seat] = [
            Watched(make_seat(args.kind, seed=rng.randrange(1 << 30)), tally) for _ in range(4)
        ]
        play_game(seats, Rules(), rng.randrange(4))
    n = int(tally["decisions"])
    print(f"{args.kind} players, {args.games} games, {n} decisions with a choice:")
    for model in ("easy", "medium"):
        low, high = wilson(int(tally[model]), n)
        print(f"  {model:6s} model predicted {tally[model] / n:6.1%}  [{low:.1%}, {high:.1%}]")
    print(f"  a medium prediction: {1000 * tally['medium_seconds'] / n:.2f} ms")


if __name__ == "__main__":
    main()
