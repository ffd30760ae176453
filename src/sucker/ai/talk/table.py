"""The deals panel of a table: every proposal and promise the reader recognised, by people and
AIs alike, with its status as the game goes, for a host to show live.

It is the same :class:`~.ledger.Ledger` every talking seat keeps from the same public lines
and actions, so what the panel shows is what the AIs' trust follows. A host feeds it every
chat line (:meth:`TableLedger.said`, spectators' too, in order: their index is the line's
``line``) and every action (:meth:`TableLedger.acted`); each call returns the entries that
appeared or changed, JSON-ready:

``{"id": "p3", "kind": "promise", "by": "red", "to": "blue", "goods": "move",
"what": {"en": "give blue the move", "fr": "donner la main à bleu"}, "status": "open",
"line": 7, "settled_by": null, "implied": false}``

``kind`` is ``promise`` (status ``open``, ``kept``, ``broken`` or ``void`` when a side was
defeated) or ``proposal`` (a deal, request or alliance awaiting an answer: ``open``,
``accepted``, ``rejected``, ``lapsed`` or ``withdrawn``; accepted ones become promises).
``settled_by`` is ``{"index": i, "action": {...}}``, the action that kept, broke or voided
it (``index`` counts actions from 0, as in the record). A promise carries ``implied``: true
when nobody said or accepted it in words — its maker gave what a proposal asked for, and the
deed stands for the promise (it is shown as such, never as something they said).
"""

from __future__ import annotations

from typing import Any

from sucker.ai.talk.acts import ALLIANCE, ASK, DEAL, MOVE, RESCUE, SPARE, Act, color_name
from sucker.ai.talk.ledger import Ledger, Offer, Promise
from sucker.engine import COLORS, NOBODY, Action, Game, action_to_json

_GIVE = {
    MOVE: {"en": "give {to} the move", "fr": "donner la main à {to}"},
    RESCUE: {"en": "rescue {to}", "fr": "sauver {to}"},
    SPARE: {"en": "not kill {to}'s chips", "fr": "ne pas sacrifier les jetons de {to}"},
}
_WANT = {
    MOVE: {"en": "the move", "fr": "la main"},
    RESCUE: {"en": "a rescue", "fr": "un sauvetage"},
}


class TableLedger:
    """One table's public ledger, for the deals panel. ``names``: players' display names
    (any case) to colours, so that "Ada, give me the move" is read as addressed to Ada."""

    def __init__(self, players: int, names: dict[str, int] | None = None) -> None:
        self.ledger = Ledger(players)
        self.names = names or {}
        self.lines = 0  # chat lines heard
        self.actions = 0  # actions applied
        self._shown: dict[str, dict[str, Any]] = {}
        # id() of a Promise or Offer to the item itself (kept, so that its id is never
        # reused), its entry id and the fields its entry was last built from: an entry is
        # built again only when they change, not at every action of a long game
        self._built: dict[int, tuple[Promise | Offer, str, tuple[Any, ...]]] = {}

    def start(self, game: Game) -> None:
        """The first state (optional: lets the first action be judged too)."""
        self.ledger.start(game)

    def said(self, by: int, text: str, lang: str | None = None, after: int | None = None,
             game: Game | None = None, acts: list[Act] | None = None
             ) -> list[dict[str, Any]]:
        """A chat line (``by`` a colour index, -1 a spectator, said after ``after`` actions,
        by default all so far): the entries it made or changed. ``acts``: the acts an AI's
        line carries (its words are not read again). ``lang`` and ``game`` are accepted for
        symmetry with :meth:`Seat.chat`; the reader tells languages itself."""
        self.ledger.line = self.lines
        self.lines += 1
        self.ledger.on_chat(by, text, self.actions if after is None else after, self.names,
                            acts)
        return self._changes()

    def acted(self, action: Action, game: Game) -> list[dict[str, Any]]:
        """An action was applied; ``game`` is the state after it."""
        self.ledger.on_action(action, game)
        self.actions += 1
        return self._changes()

    def entries(self) -> list[dict[str, Any]]:
        """The whole panel (for a client that joins late)."""
        self._changes()
        return list(self._shown.values())

    def summary(self) -> dict[str, dict[str, Any]]:
        """Per colour: promises made/kept/broken/open, rescues, trust (as the AIs see it)."""
        return self.ledger.summary()

    def _changes(self) -> list[dict[str, Any]]:
        out = []
        items: list[Promise | Offer] = [*self.ledger.proposals, *self.ledger.promises]
        for item in items:
            fields = _fields(item)
            built = self._built.get(id(item))
            if built is None:
                eid = f"{'p' if isinstance(item, Promise) else 'o'}{len(self._built) + 1}"
            elif built[2] == fields:
                continue
            else:
                eid = built[1]
            self._built[id(item)] = (item, eid, fields)
            entry = self._entry(eid, item)
            if self._shown.get(entry["id"]) != entry:
                self._shown[entry["id"]] = entry
                out.append(entry)
        return out

    def _entry(self, eid: str, item: Promise | Offer) -> dict[str, Any]:
        if isinstance(item, Promise):
            settled = None
            if item.settled_by is not None:
                settled = {"index": item.settled - 1, "action": action_to_json(item.settled_by)}
            return {
                "id": eid, "kind": "promise", "by": COLORS[item.by], "to": COLORS[item.to],
                "goods": item.what, "what": _words(item.what, item.to), "status": item.state,
                "line": item.line, "settled_by": settled, "implied": item.implied,
            }
        act = item.act
        return {
            "id": eid, "kind": "proposal", "by": COLORS[item.by],
            "to": COLORS[act.to] if act.to != NOBODY else None,
            "goods": act.kind, "what": _proposal_words(item), "status": item.state,
            "line": item.line, "settled_by": None,
        }


def _fields(item: Promise | Offer) -> tuple[Any, ...]:
    """What an item's entry is built from."""
    if isinstance(item, Promise):
        return (item.by, item.to, item.what, item.state, item.line, item.settled,
                item.settled_by, item.implied)
    return item.by, item.act, item.state, item.line


def _words(what: str, to: int) -> dict[str, str]:
    return {lang: _GIVE[what][lang].format(to=color_name(to, lang)) for lang in ("en", "fr")}


def _proposal_words(offer: Offer) -> dict[str, str]:
    act = offer.act
    out = {}
    for lang in ("en", "fr"):
        to = color_name(act.to, lang) if act.to != NOBODY else (
            "everyone" if lang == "en" else "tout le monde")
        if act.kind == ALLIANCE:
            against = color_name(act.about, lang) if act.about != NOBODY else ""
            out[lang] = (f"alliance with {to}" + (f" against {against}" if against else "")
                         if lang == "en" else
                         f"alliance avec {to}" + (f" contre {against}" if against else ""))
        elif act.kind == ASK or not act.give:
            want = _WANT.get(act.want, {}).get(lang, "")
            out[lang] = f"asks {to} for {want}" if lang == "en" else f"demande {want} à {to}"
        else:
            assert act.kind == DEAL
            want = _WANT.get(act.want, {}).get(lang, "")
            give = _GIVE[act.give][lang].format(to=to)
            out[lang] = (f"asks {to} for {want}, offers to {give}" if lang == "en"
                         else f"demande {want} à {to}, propose de {give}")
    return out
