"""The ``sucker`` command. Each group of commands lives in its own module of this package,
registered on the app of :mod:`.root`."""

from __future__ import annotations

from sucker.cli.root import app


def main() -> None:
    # Importing a module registers its commands on `app`.
    from sucker.cli import admin, ai, analyze, game, serve  # noqa: F401

    app()


__all__ = ["app", "main"]
