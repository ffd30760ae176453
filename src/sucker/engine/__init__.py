"""The rules of So Long Sucker (``../shared/design/rules.md``), pure and fast.

Standard library only, no I/O, plain typed data (ints, lists, tuples) so that the module can
be compiled with mypyc unchanged. Players and colours are seat indexes ``0..N-1``; the public
names (``red``, ``blue``...) appear only at the JSON boundary (:meth:`Game.state_json`,
:func:`action_from_json`, :func:`action_to_json`).

Typical use::

    game = Game(Rules(players=4, chips=7), first=0)
    while not game.is_over():
        game.apply(random.choice(game.legal_actions()))

Two builds of the same rules: game.py as it is (pure Python), or compiled by Cython with
game.pxd plus the C playouts of _native.pyx (``make install`` builds them with
:mod:`sucker.engine.build`). The compiled one is used when it is built and newer than its
sources, unless ``SUCKER_PURE_ENGINE`` is set; :data:`ENGINE` says which runs.
"""

import os
import random
import sys
from collections.abc import Callable
from importlib.machinery import EXTENSION_SUFFIXES, SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader

_HERE = os.path.dirname(__file__)


def _unusable() -> str:
    """Why the compiled engine cannot run, or "" when it can."""
    if os.environ.get("SUCKER_PURE_ENGINE"):
        return "SUCKER_PURE_ENGINE is set"
    try:
        built = min(
            os.stat(os.path.join(_HERE, m + EXTENSION_SUFFIXES[0])).st_mtime
            for m in ("game", "_native")
        )
    except OSError:
        return "not compiled: make install builds it where there is a C compiler"
    sources = ("game.py", "game.pxd", "_native.pyx")
    if built < max(os.stat(os.path.join(_HERE, f)).st_mtime for f in sources):
        return "the compiled engine is older than its sources: make install rebuilds it"
    return ""


_WHY_PURE = _unusable()
if _WHY_PURE:  # import game.py itself, not the .so beside it
    _loader = SourceFileLoader("sucker.engine.game", os.path.join(_HERE, "game.py"))
    _spec = spec_from_loader(_loader.name, _loader)
    assert _spec is not None
    sys.modules[_loader.name] = game = module_from_spec(_spec)  # also sucker.engine.game
    _loader.exec_module(game)

from sucker.engine.game import (  # noqa: E402
    ACT_NAMES,
    COLORS,
    KILL,
    KILL_PRISONER,
    NEW_PILE,
    NEXT,
    NOBODY,
    PHASE_KILL,
    PHASE_NAMES,
    PHASE_NEXT,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_RESCUE,
    PLAY,
    REFUSE,
    TRANSFER,
    VARIANTS,
    Action,
    Game,
    IllegalAction,
    Rules,
    RulesError,
    action_from_json,
    action_to_json,
    color_index,
)
from sucker.engine.playout import Playout  # noqa: E402

native_policy: Callable[[Game, random.Random, float, int], int] | None = None
if _WHY_PURE:
    from sucker.engine.playout import play_random, play_random_games
else:
    from sucker.engine._native import play_policy as native_policy  # type: ignore[no-redef]
    from sucker.engine._native import (  # type: ignore[no-redef]
        play_random,
        play_random_games,
    )

COMPILED = not _WHY_PURE
ENGINE = "compiled (Cython)" if COMPILED else f"pure Python ({_WHY_PURE})"

__all__ = [
    "COMPILED",
    "ENGINE",
    "ACT_NAMES",
    "COLORS",
    "KILL",
    "KILL_PRISONER",
    "NEW_PILE",
    "NEXT",
    "NOBODY",
    "PHASE_NAMES",
    "PHASE_KILL",
    "PHASE_NEXT",
    "PHASE_OVER",
    "PHASE_PLAY",
    "PHASE_RESCUE",
    "PLAY",
    "REFUSE",
    "TRANSFER",
    "VARIANTS",
    "Action",
    "Game",
    "IllegalAction",
    "Rules",
    "RulesError",
    "action_from_json",
    "action_to_json",
    "color_index",
    "native_policy",
    "play_random",
    "play_random_games",
    "Playout",
]
