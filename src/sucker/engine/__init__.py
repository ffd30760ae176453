"""The rules of So Long Sucker (``../shared/design/rules.md``), pure and fast.

Standard library only, no I/O, plain typed data (ints, lists, tuples) so that the module can
be compiled with mypyc unchanged. Players and colours are seat indexes ``0..N-1``; the public
names (``red``, ``blue``...) appear only at the JSON boundary (:meth:`Game.state_json`,
:func:`action_from_json`, :func:`action_to_json`).

Typical use::

    game = Game(Rules(players=4, chips=7), first=0)
    while not game.is_over():
        game.apply(random.choice(game.legal_actions()))
"""

from sucker.engine.game import (
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

__all__ = [
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
]
