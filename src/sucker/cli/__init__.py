"""The ``sucker`` command. Each group of commands lives in its own module of this package,
registered on the app of :mod:`.root`; :func:`main` imports only the module of the command
asked for (start-up is most of a short command's time), and every module for ``--help``;
``simulate`` runs before typer is even imported."""

from __future__ import annotations

import importlib
import sys

# The module that registers each command; a command missing here still works, more slowly.
COMMANDS = {
    "replay": "game",
    "play": "game",
    "bot": "ai",
    "arena": "ai",
    "analyze": "analyze",
    "serve": "serve",
    "talk": "talk",
    "admin": "admin",
}


def main() -> None:
    if sys.argv[1:2] == ["simulate"]:
        from sucker.cli.simulate import run

        sys.exit(run(sys.argv[2:]))
    from sucker.cli.root import app

    name = next((arg for arg in sys.argv[1:] if not arg.startswith("-")), None)
    every = sorted(set(COMMANDS.values()))
    for module in [COMMANDS[name]] if name in COMMANDS else every:
        importlib.import_module(f"sucker.cli.{module}")
    app()


__all__ = ["main"]
