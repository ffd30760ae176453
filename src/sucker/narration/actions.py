"""Facts of actions: what an action did and what followed by itself (the move log), and an
answer as someone does it, did it or would do it (hints, analysis). The page derives the
same log facts from the states it holds (``describe.js``; a browser test compares both)::

    facts = action_facts(action, before, after)
    [render(f) for f in facts]  # ['red played a blue chip on pile 3.', 'green moves.']
"""

from __future__ import annotations

from sucker.engine import (
    KILL,
    KILL_PRISONER,
    NEW_PILE,
    NEXT,
    PHASE_KILL,
    PHASE_NEXT,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_RESCUE,
    PLAY,
    TRANSFER,
    Action,
    Game,
)
from sucker.narration import Fact, chip, player, players

# An answer's fact key after its form's prefix ("does-", "did-", "do-").
FORMS = ("does", "did", "do")


def action_facts(action: Action, before: Game, after: Game) -> list[Fact]:
    """What ``action`` did from ``before`` to ``after``, then defeats, the winner, a rescue
    asked or who moves (and why), as the page's log says them."""
    by = player(action.by)
    out: list[Fact] = []
    if action.act == PLAY:
        out += _play(action, before, after)
    elif action.act == NEXT:
        out.append(Fact("log-next", {"by": by, "to": player(action.to)}))
    elif action.act == KILL:
        pile = _captured(before)
        if pile is None:
            out.append(Fact("log-kill-somewhere", {"by": by, "chip": chip(action.chip)}))
        else:
            pid, chips = pile
            out.append(Fact("log-kill", {"by": by, "chip": chip(action.chip), "pile": pid,
                                         "n": len(chips) - 1}))
    elif action.act == TRANSFER:
        rescue = before.phase == PHASE_RESCUE and action.to == before.to_act
        out.append(Fact("log-rescue" if rescue else "log-give",
                        {"by": by, "to": player(action.to), "chip": chip(action.chip)}))
    elif action.act == KILL_PRISONER:
        out.append(Fact("log-kill-prisoner", {"by": by, "chip": chip(action.chip)}))
    else:
        out.append(Fact("log-refuse", {"by": by, "who": player(before.to_act)}))
    for p in after.defeated[len(before.defeated):]:
        out.append(Fact("log-out", {"who": player(p)}))
    if after.phase == PHASE_OVER:
        out.append(Fact("log-wins", {"who": player(after.winner)}))
    elif after.phase == PHASE_RESCUE and (before.phase != PHASE_RESCUE
                                          or before.to_act != after.to_act):
        out.append(Fact("log-rescue-ask", {"who": player(after.to_act),
                                           "helpers": players(list(after.awaiting), "and"),
                                           "n": len(after.awaiting)}))
    elif after.phase == PHASE_PLAY and (len(after.defeated) > len(before.defeated) or (
        action.act != NEXT and (action.act in (PLAY, KILL) or before.to_act != after.to_act
                                or before.phase != PHASE_PLAY))):
        out.append(Fact(f"move-{_why_move(action, before, after)}", {"who": player(after.to_act)}))
    return out


def answer_fact(action: Action, game: Game, form: str = "does") -> Fact:
    """``action`` played at ``game`` as one ``form`` of FORMS says it: "plays red on pile
    #1", "played …", "play …" (a transfer to the player being rescued is a rescue)."""
    if form not in FORMS:
        raise ValueError(f"unknown form {form!r} (expected one of {', '.join(FORMS)})")
    if action.act == PLAY:
        pile: int | str = "new" if action.pile == NEW_PILE else action.pile
        return Fact(f"{form}-play", {"chip": chip(action.chip), "pile": pile})
    if action.act == NEXT:
        return Fact(f"{form}-next", {"to": player(action.to)})
    if action.act == KILL:
        return Fact(f"{form}-kill", {"chip": chip(action.chip)})
    if action.act == TRANSFER:
        rescue = game.phase == PHASE_RESCUE and action.to == game.to_act
        return Fact(f"{form}-{'rescue' if rescue else 'give'}",
                    {"chip": chip(action.chip), "to": player(action.to)})
    if action.act == KILL_PRISONER:
        return Fact(f"{form}-kill-prisoner", {"chip": chip(action.chip)})
    return Fact(f"{form}-refuse", {"to": player(game.to_act)})


def _play(action: Action, before: Game, after: Game) -> list[Fact]:
    by, played = player(action.by), chip(action.chip)
    pid = before.next_pile_id if action.pile == NEW_PILE else action.pile
    out = [Fact("log-play-new" if action.pile == NEW_PILE else "log-play",
                {"by": by, "chip": played, "pile": pid})]
    pile = [] if action.pile == NEW_PILE else before.piles[before.pile_ids.index(pid)]
    if pile and pile[-1] == action.chip:
        twice = chip(action.chip, 2)
        if after.phase == PHASE_KILL:
            out.append(Fact("log-capture-choose", {"chips": twice, "who": player(after.to_act),
                                                   "pile": pid}))
        elif sum(after.dead) - sum(before.dead) > 1:
            out.append(Fact("log-capture-dead", {"chips": twice, "owner": player(action.chip)}))
        else:
            out.append(Fact("log-capture-auto", {"chips": twice, "chip": played,
                                                 "who": player(after.to_act), "pile": pid}))
    elif after.phase == PHASE_NEXT:
        out.append(Fact("log-chooses", {"by": by, "options": players(list(after.options),
                                                                      self=action.by)}))
    return out


def _captured(game: Game) -> tuple[int, list[int]] | None:
    """The pile being captured in phase "kill": the one whose top two chips match."""
    for pid, pile in zip(game.pile_ids, game.piles, strict=True):
        if len(pile) >= 2 and pile[-1] == pile[-2]:
            return pid, list(pile)
    return None


def _why_move(action: Action, before: Game, after: Game) -> str:
    """Why the move went where it did after an automatic decision: a key after "move-"."""
    if action.act == KILL:
        return "capturer"
    if action.act == TRANSFER and before.phase == PHASE_RESCUE:
        return "rescued"
    if len(after.defeated) > len(before.defeated):
        return "back"  # the defeated player's move rebounds down the chain
    if action.act != PLAY:
        return "plain"
    if action.pile in after.pile_ids:
        pile: list[int] | None = list(after.piles[after.pile_ids.index(action.pile)])
    elif action.pile == NEW_PILE and after.piles:
        pile = list(after.piles[-1])
    else:
        pile = None
    if pile is None:
        return "again" if sum(after.dead) - sum(before.dead) > 1 else "capturer"
    absent = [p for p in range(after.n) if p not in after.defeated and p not in pile]
    if len(absent) == 1:
        return "only"
    return "deepest" if not absent else "plain"
