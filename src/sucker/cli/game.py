"""Commands about games themselves: replay and play (simulate has a module of its own)."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from sucker.ai.seat import Decision, Seat
from sucker.cli.root import app, checked_rules, fail
from sucker.engine import (
    COLORS,
    PHASE_KILL,
    PHASE_NEXT,
    PHASE_PLAY,
    PHASE_RESCUE,
    VARIANTS,
    Action,
    Game,
    Rules,
)
from sucker.records import RecordError, load

# ------------------------------------------------------------------------ replay


@app.command()
def replay(
    file: Annotated[str, typer.Argument(help="An sls-record/1 file, or - for standard input.")],
    upto: Annotated[
        int | None,
        typer.Option(
            "--upto",
            metavar="K",
            help="Replay only the first K actions; K above the record's number of actions is "
            "an error, not clamped.",
        ),
    ] = None,
) -> None:
    """Print the state JSON after a record (or its first K actions), and nothing else.

    Errors: one line on stderr (an illegal action's 0-based index and why), exit status 1.
    """
    try:
        text = sys.stdin.buffer.read() if file == "-" else Path(file).read_bytes()
    except OSError as e:
        raise fail(f"cannot read {file}: {e.strerror}", 1) from None
    try:
        _, game = load(text, upto)
    except RecordError as e:
        raise fail(str(e), 1) from None
    typer.echo(json.dumps(game.state_json(), indent=1))


# -------------------------------------------------------------------------- play

STYLES = {
    "red": "bold red",
    "blue": "bold blue",
    "green": "bold green",
    "yellow": "bold yellow",
    "purple": "bold magenta",
    "orange": "bold dark_orange",
}


def chip(color: int) -> Text:
    return Text(COLORS[color], style=STYLES[COLORS[color]])


def counts(values: list[int]) -> Text:
    out = Text()
    for c, k in enumerate(values):
        if k:
            out.append(" ")
            out.append_text(chip(c))
            out.append(f"×{k}")
    return out if out else Text(" —")


def names(players: list[int]) -> str:
    return ", ".join(COLORS[p] for p in players)


def status(game: Game) -> str:
    """Who decides now, and what, as the page's decision box says it."""
    from sucker.narration import Fact, player, players, render

    who = player(game.to_act) if game.to_act >= 0 else None
    if game.phase == PHASE_PLAY:
        fact = Fact("decision-play", {"who": who})
    elif game.phase == PHASE_NEXT:
        fact = Fact("decision-next", {"who": who, "options": players(list(game.options))})
    elif game.phase == PHASE_KILL:
        fact = Fact("decision-kill", {"who": who, "pile": game.pile_ids[game.kill_pile]})
    elif game.phase == PHASE_RESCUE:
        fact = Fact("decision-rescue", {"who": who})
    else:
        fact = Fact("decision-over", {"who": player(game.winner)})
    return render(fact, who=_name)


def board(game: Game, you: int) -> Table:
    table = Table.grid(padding=(0, 1))
    table.add_row(Text("piles", style="bold"), Text("(bottom to top)", style="dim"))
    for pid, pile in zip(game.pile_ids, game.piles, strict=True):
        line = Text()
        for c in pile:
            line.append_text(chip(c))
            line.append(" ")
        table.add_row(f"  #{pid}", line)
    if not game.piles:
        table.add_row("  —", "")
    table.add_row(Text("hands", style="bold"), "")
    for p in range(game.n):
        label = COLORS[p] + (" (you)" if p == you else "")
        mark = Text(" defeated", style="dim") if not game.alive[p] else Text()
        table.add_row(Text("  " + label, style=STYLES[COLORS[p]]), counts(game.hands[p]) + mark)
    table.add_row(Text("dead", style="bold"), counts(game.dead))
    table.add_row(Text("now", style="bold"), status(game))
    return table


def describe(action: Action, before: Game, after: Game) -> list[str]:
    """The move log: what ``action`` did, and what followed by itself, in the words of the
    page's log (sucker.narration), players named by their colour."""
    from sucker.narration import render
    from sucker.narration.actions import action_facts

    return [render(fact, who=_name) for fact in action_facts(action, before, after)]


def _name(color: str) -> str:
    """A player as the command line names them: their colour, capitalised."""
    from sucker.narration import color_word

    return color_word(color).capitalize()


def option_text(action: Action, game: Game) -> str:
    """A menu line for one of the human's actions, as hints say it ("give the move to Blue")."""
    from sucker.narration import render
    from sucker.narration.actions import answer_fact

    return render(answer_fact(action, game, "do"), who=_name)


class InputEnded(BaseException):
    """Standard input ended mid-game. A BaseException, so that a host which survives a
    seat's faults (and plays a fallback for it) still stops the game."""


class HumanSeat(Seat):
    """The person at the terminal, as a seat: prompts at each of their decisions (any-time
    transfers and kills included) and prints everyone's moves in plain words."""

    name = "you"

    def __init__(self, console: Console, read: Callable[[str], str], game: Game) -> None:
        self.console = console
        self.read = read
        self.seen = game.copy()  # the state before the next event, to describe it

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        super().start(you, rules, seats, game)
        self.console.print(
            f"You play {COLORS[you]} in a {rules.players}-player game, {rules.chips} chips "
            f"each, rules {rules.variant}; opponents: "
            + ", ".join(f"{s['color']} {s['kind']}" for s in seats if s["color"] != COLORS[you])
        )

    def event(self, action: Action, game: Game) -> None:
        for line in describe(action, self.seen, game):
            self.console.print("  " + line)
        self.seen = game.copy()

    def chat(
        self, by: int, text: str, lang: str | None = None, game: Game | None = None
    ) -> str | None:
        self.console.print(f"  {COLORS[by] if by >= 0 else 'spectator'} says: {text}")
        return None

    def decide(self, game: Game) -> Decision:
        leading: list[Action] = []
        while True:
            self.console.print(board(game, self.you))
            answers = game.legal_actions(self.you)
            extra = [a for a in game.anytime_actions(self.you) if self._keeps_answer(game, a)]
            menu = answers + [a for a in extra if a not in answers]
            for i, a in enumerate(menu, 1):
                self.console.print(f"  {i:>2}. {option_text(a, game)}")
            action = menu[self._choose(len(menu)) - 1]
            if action in answers:
                return Decision([*leading, action])
            self.console.print("  " + option_text(action, game) + ": done")
            game.apply(action)
            leading.append(action)

    def _keeps_answer(self, game: Game, action: Action) -> bool:
        """Leave out any-time actions after which the human has nothing left to answer."""
        trial = game.copy()
        trial.apply(action)
        return self.you in trial.deciders()

    def _choose(self, count: int) -> int:
        while True:
            try:
                raw = self.read(f"your choice (1-{count}): ").strip()
            except EOFError:
                raise InputEnded from None
            if raw.isdigit() and 1 <= int(raw) <= count:
                return int(raw)
            self.console.print(f"  please answer a number from 1 to {count}")


@app.command()
def play(
    players: Annotated[int, typer.Option("--players", help="3 to 6.")] = 4,
    chips: Annotated[int, typer.Option("--chips", help="Chips per player, 1 to 20.")] = 7,
    variant: Annotated[
        str, typer.Option("--variant", help=" or ".join(VARIANTS) + ".")
    ] = "nash1950",
    seed: Annotated[
        int | None, typer.Option("--seed", help="Fix who starts and the AIs' dice.")
    ] = None,
    color: Annotated[str, typer.Option("--color", help="Your colour.")] = "red",
    opponents: Annotated[
        str,
        typer.Option(
            "--opponents",
            help="Seat kind of every opponent (random, ai:easy, ai:medium, ai:hard, cmd:PROGRAM), "
            "or a comma-separated kind per opponent in seat order.",
        ),
    ] = "random",
    save: Annotated[
        Path | None, typer.Option("--save", help="Write the game record there.")
    ] = None,
) -> None:
    """Play a game in the terminal against AI or random opponents."""
    from sucker.ai import make_seat
    from sucker.ai.arena import play_game

    rules = checked_rules(players, chips, variant)
    if color not in COLORS[:players]:
        raise fail(f"--color must be one of {', '.join(COLORS[:players])}, not {color!r}")
    you = COLORS.index(color)
    kinds = [k.strip() for k in opponents.split(",")]
    if len(kinds) == 1:
        kinds *= players - 1
    if len(kinds) != players - 1:
        raise fail(f"--opponents needs 1 or {players - 1} kinds, not {len(kinds)}")
    kinds.insert(you, "human")
    rng = random.Random(seed)
    first = rng.randrange(players)
    console = Console(highlight=False)
    human = HumanSeat(console, console.input, Game(rules, first))
    seats: list[Seat] = []
    try:
        for i, kind in enumerate(kinds):
            seats.append(human if i == you else make_seat(kind, seed=rng.randrange(2**31)))
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        result = play_game(seats, rules, first, kinds)
    except (InputEnded, KeyboardInterrupt):
        raise fail("the game was left unfinished", 1) from None
    finally:
        for seat in seats:
            seat.close()
    record = result.record
    game = load(record.to_json())[1]
    console.print(board(game, you))
    winner = COLORS[game.winner]
    console.print(f"{winner} wins" + (" — well played!" if game.winner == you else "."))
    if save is not None:
        save.write_text(record.dumps() + "\n")
