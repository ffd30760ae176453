"""Build games from short scripts, one action a line, for readable rule tests.

A line is ``BY ACT ARGS`` with colour names: ``red play blue 2`` (pile id or ``new``),
``red next green``, ``red kill blue``, ``red transfer blue green`` (chip, to),
``red killp blue`` (kill_prisoner), ``red refuse``. ``#`` starts a comment.
"""

from __future__ import annotations

from typing import Any

from sucker.engine import COLORS, Action, Game, Rules, action_from_json

_FIELDS = {
    "play": ("chip", "pile"),
    "next": ("to",),
    "kill": ("chip",),
    "transfer": ("chip", "to"),
    "killp": ("chip",),
    "refuse": (),
}


def parse(line: str, players: int) -> Action:
    by, act, *args = line.split()
    fields = _FIELDS[act]
    assert len(args) == len(fields), line
    data: dict[str, Any] = {"by": by, "act": "kill_prisoner" if act == "killp" else act}
    for name, value in zip(fields, args, strict=True):
        data[name] = int(value) if value.isdigit() else value
    return action_from_json(data, players)


def lines(script: str) -> list[str]:
    out = []
    for raw in script.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


def run(
    script: str, players: int = 4, chips: int = 7, variant: str = "nash1950", first: str = "red"
) -> tuple[Game, list[Action]]:
    """The game after the script, and the actions applied (for records)."""
    game = Game(Rules(players, chips, variant), COLORS.index(first))
    actions = []
    for line in lines(script):
        action = parse(line, players)
        game.apply(action)
        actions.append(action)
    return game, actions


def do(game: Game, script: str) -> None:
    """Apply more script lines to ``game``."""
    for line in lines(script):
        game.apply(parse(line, game.n))
