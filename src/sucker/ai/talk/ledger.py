"""The public ledger of a game's promises: who promised what to whom, and whether they kept it.

Everything at the table is public, so every player (and the arena, and the replay viewer)
can keep the same ledger from the chat lines and the actions. A promise is judged at the
first chance its promiser has to keep it:

- the move ("I'll give you the move, blue"): kept when the promiser next gives the move to
  blue, broken when they give it to someone else while blue was an option;
- a rescue ("I'll rescue you"): kept when the promiser transfers a prisoner to blue in
  blue's rescue, broken when they refuse (or drop out of the rescue by giving away or
  killing their last prisoner);
- sparing ("I won't kill your chips"): broken when the promiser kills a blue chip, kept
  when they kill another colour while blue's was an option.

Proposals (deals, requests, alliances) become promises when their addressee accepts — in
words ("Deal.") or in deeds (giving the asked-for move or rescue). Promises to or from a
defeated player are void, and so is a promise its beneficiary turns down ("No."). Trust is
Beta-like: (kept + 1) / (kept + broken + 2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from sucker.ai.talk.acts import (
    ACCEPT,
    ACCUSE,
    ALLIANCE,
    ASK,
    DEAL,
    MOVE,
    PROMISE,
    PROPOSALS,
    REJECT,
    RESCUE,
    SPARE,
    Act,
    parse,
)
from sucker.engine import (
    COLORS,
    KILL,
    KILL_PRISONER,
    NEXT,
    NOBODY,
    PHASE_RESCUE,
    REFUSE,
    TRANSFER,
    Action,
    Game,
)

OPEN: Final = "open"
KEPT: Final = "kept"
BROKEN: Final = "broken"
VOID: Final = "void"


# What became of a proposal.
ACCEPTED: Final = "accepted"
REJECTED: Final = "rejected"
LAPSED: Final = "lapsed"  # unanswered for offer_ttl actions
WITHDRAWN: Final = "withdrawn"  # replaced by a new proposal of its author to the same player


@dataclass
class Promise:
    by: int
    to: int
    what: str  # MOVE, RESCUE or SPARE
    made: int  # actions played when it was made
    state: str = OPEN
    settled: int = -1  # actions played when it was kept or broken
    line: int = -1  # the chat line that made it (the promise, or the proposal it answers)
    settled_by: Action | None = None  # the action that kept, broke or voided it
    implied: bool = False  # made by a deed (giving what was asked), never said nor accepted


@dataclass
class Offer:
    """A proposal (DEAL, ASK or ALLIANCE); ``act.to`` NOBODY: to all. Live while ``state``
    is OPEN."""

    by: int
    act: Act
    made: int
    line: int = -1
    state: str = OPEN


@dataclass
class Alliance:
    a: int
    b: int
    against: int  # NOBODY: an alliance against nobody in particular
    made: int


class Ledger:
    """Promises, proposals, alliances and rescues of one game, fed in order with
    :meth:`on_chat` and :meth:`on_action`."""

    offer_ttl: int  # actions after which an unanswered proposal lapses

    def __init__(self, players: int) -> None:
        self.n = players
        self.offer_ttl = 4 * players
        self.promises: list[Promise] = []
        self.offers: list[Offer] = []  # live proposals
        self.proposals: list[Offer] = []  # every proposal, live or not
        self.line = -1  # the index of the chat line being read, for promises' ``line``
        self.action: Action | None = None  # the action being judged
        self.alliances: list[Alliance] = []
        self.rescues = [0] * players  # rescues given
        self.refusals = [0] * players  # rescues refused
        self.accusations = [0] * players  # times accused of breaking a promise
        self.spoke = [0] * players  # chat lines with at least one act
        self.alive = [True] * players
        self.ply = 0
        self._last_addresser = [NOBODY] * players  # who last spoke to each player
        self.before: Game | None = None  # the state before the next action

    # ------------------------------------------------------------------ queries

    def counts(self, player: int) -> dict[str, int]:
        out = {"made": 0, OPEN: 0, KEPT: 0, BROKEN: 0, VOID: 0}
        for p in self.promises:
            if p.by == player:
                out["made"] += 1
                out[p.state] += 1
        return out

    def trust(self, player: int) -> float:
        c = self.counts(player)
        return (c[KEPT] + 1) / (c[KEPT] + c[BROKEN] + 2)

    def open_promises(self, by: int = NOBODY, to: int = NOBODY) -> list[Promise]:
        return [
            p
            for p in self.promises
            if p.state == OPEN and by in (NOBODY, p.by) and to in (NOBODY, p.to)
        ]

    def allies(self, player: int) -> list[int]:
        return [al.b if al.a == player else al.a for al in self.alliances if player in (al.a, al.b)]

    def enemies(self, player: int) -> set[int]:
        """Those ``player``'s alliances are against."""
        return {al.against for al in self.alliances if player in (al.a, al.b)}

    def summary(self) -> dict[str, dict[str, Any]]:
        """Per colour: promises made/kept/broken/open, rescues given and refused, trust."""
        out: dict[str, dict[str, Any]] = {}
        for p in range(self.n):
            c = self.counts(p)
            out[COLORS[p]] = {
                "made": c["made"],
                "kept": c[KEPT],
                "broken": c[BROKEN],
                "open": c[OPEN],
                "rescues": self.rescues[p],
                "refusals": self.refusals[p],
                "accused": self.accusations[p],
                "trust": round(self.trust(p), 3),
            }
        return out

    # ------------------------------------------------------------------ chat

    def on_chat(
        self, by: int, text: str, after: int, names: dict[str, int] | None = None,
        acts: list[Act] | None = None,
    ) -> list[Act]:
        """Read a chat line said by ``by`` after ``after`` actions; return its acts with the
        addressee resolved from context (spectators' and defeated players' lines count for
        nothing). ``names``: players' display names to colours; ``acts``: the line's acts
        when its speaker says them (an AI's line), instead of reading its words."""
        if not 0 <= by < self.n or not self.alive[by]:
            return []
        self.ply = max(self.ply, after)
        self._expire()
        said = parse(text, by, names) if acts is None else acts
        acts = [a for a in (self._resolve(by, a) for a in said) if a is not None]
        if acts:
            self.spoke[by] += 1
        offers_before = list(self.offers)
        for act in acts:
            if act.to != NOBODY:
                self._last_addresser[act.to] = by
            self._apply_act(by, act, offers_before)
        return acts

    def _resolve(self, by: int, act: Act) -> Act | None:
        """Fill in "you" from context; drop acts addressed to nobody that need someone."""
        to = act.to
        if to != NOBODY and not (to < self.n and to != by and self.alive[to]):
            return None
        if act.about != NOBODY and not (act.about < self.n and self.alive[act.about]):
            return None
        if to != NOBODY:
            return act
        if act.kind in (ACCEPT, REJECT):
            offer = self.offer_for(by)
            return act._replace(to=offer.by) if offer else None
        if act.kind == ALLIANCE or (act.kind == ASK and act.want == RESCUE):
            return act  # to the whole table
        last = self._last_addresser[by]
        return act._replace(to=last) if last != NOBODY and self.alive[last] else None

    def offer_for(self, player: int, proposer: int = NOBODY) -> Offer | None:
        """The latest live proposal to ``player`` (or to all), optionally by ``proposer``."""
        for offer in reversed(self.offers):
            if offer.by == player or (proposer != NOBODY and offer.by != proposer):
                continue
            if offer.act.to == player or offer.act.to == NOBODY:
                return offer
        return None

    def _apply_act(self, by: int, act: Act, earlier: list[Offer]) -> None:
        """``earlier``: the offers live before this line (a new proposal withdraws those of
        its speaker to the same player, not the others the same line makes)."""
        if act.kind == PROMISE:
            self._promise(by, act.to, act.give)
        elif act.kind == ALLIANCE and (mirror := self._same_alliance(by, act)) is not None:
            # « ok, alliance contre bleu » to the one who proposed just that: a yes
            self.offers.remove(mirror)
            mirror.state = ACCEPTED
            self._accepted(mirror, by)
        elif act.kind == ALLIANCE and any({al.a, al.b} == {by, act.to} and al.against == act.about
                                          for al in self.alliances):
            pass  # "deal: alliance against blue" — the yes just made it; nothing new to answer
        elif act.kind in PROPOSALS:
            for o in earlier:
                if o.by == by and o.act.to == act.to:
                    o.state = WITHDRAWN
            self.offers = [o for o in self.offers if o.state == OPEN]
            made = Offer(by, act, self.ply, line=self.line)
            self.offers.append(made)
            self.proposals.append(made)
        elif act.kind in (ACCEPT, REJECT):
            offer = self.offer_for(by, act.to)
            if offer is None:
                if act.kind == REJECT:
                    self._turned_down(act.to, by)
                return
            if offer.act.to != NOBODY or act.kind == ACCEPT:
                self.offers.remove(offer)  # a table offer stays open to the others on a no
                offer.state = ACCEPTED if act.kind == ACCEPT else REJECTED
            if act.kind == ACCEPT:
                self._accepted(offer, by)
        elif act.kind == ACCUSE:
            self.accusations[act.to] += 1

    def _same_alliance(self, by: int, act: Act) -> Offer | None:
        """The live alliance ``act.to`` (anyone, if ``act`` is to all) offered ``by`` (or
        everyone) against the same player."""
        return next((o for o in reversed(self.offers)
                     if act.to in (o.by, NOBODY) and o.by != by and o.act.kind == ALLIANCE
                     and o.act.to in (by, NOBODY) and o.act.about == act.about), None)

    def _turned_down(self, promiser: int, by: int) -> None:
        """``by`` said no to ``promiser``, who had made them no proposal: the latest open
        promise ``promiser`` made them lately is turned down (void), as a gift refused —
        nobody is held to a promise its beneficiary declined."""
        recent = [p for p in self.open_promises(promiser, by)
                  if not p.implied and self.ply - p.made <= self.offer_ttl]
        if recent:
            self._settle(recent[-1], VOID)

    def _accepted(self, offer: Offer, by: int) -> None:
        """``by`` accepted ``offer`` in words: both sides' promises start."""
        act = offer.act
        if act.kind == ALLIANCE:
            self.alliances.append(Alliance(offer.by, by, act.about, self.ply))
            self._promise(offer.by, by, SPARE, offer.line)
            self._promise(by, offer.by, SPARE, offer.line)
            return
        self._promise(by, offer.by, act.want, offer.line)
        if act.kind == DEAL:
            self._promise(offer.by, by, act.give, offer.line)

    def _promise(self, by: int, to: int, what: str, line: int | None = None) -> Promise:
        """A new promise, replacing an open one of the same kind (a promise is made once)."""
        for p in self.open_promises(by, to):
            if p.what == what:
                return p
        p = Promise(by, to, what, self.ply, line=self.line if line is None else line)
        self.promises.append(p)
        return p

    def _expire(self) -> None:
        for o in self.offers:
            if self.ply - o.made > self.offer_ttl:
                o.state = LAPSED
        self.offers = [o for o in self.offers if o.state == OPEN]

    # ------------------------------------------------------------------ actions

    def on_action(self, action: Action, game: Game) -> None:
        """An action was applied; ``game`` is the state after it (as hosts pass to
        :meth:`Seat.event`). The ledger keeps its own copy to judge the next action."""
        before = self.before
        self.ply = game.ply
        self.action = action
        if before is not None:
            self._judge(action, before, game)
        for p in range(self.n):
            if self.alive[p] and not game.alive[p]:
                self._defeated(p)
        self._expire()
        self.before = game.copy()

    def _judge(self, action: Action, before: Game, after: Game) -> None:
        by, act = action.by, action.act
        if act == NEXT:
            for p in self.open_promises(by=by):
                if p.what == MOVE:
                    if p.to == action.to:
                        self._settle(p, KEPT)
                    elif p.to in before.options:
                        self._settle(p, BROKEN)
            self._deed(by, action.to, MOVE)
        elif act == KILL or act == KILL_PRISONER:
            for p in self.open_promises(by=by):
                if p.what != SPARE:
                    continue
                if p.to == action.chip:
                    self._settle(p, BROKEN)
                elif act == KILL and p.to in before.options:
                    self._settle(p, KEPT)
        if before.phase != PHASE_RESCUE or by not in before.awaiting:
            return
        trouble = before.to_act
        if act == TRANSFER and action.to == trouble:
            self.rescues[by] += 1
            self._settle_rescue(by, trouble, KEPT)
            self._deed(by, trouble, RESCUE)
        elif act == REFUSE or (after.phase != PHASE_RESCUE or by not in after.awaiting):
            # Refused, or dropped out by giving away / killing the last prisoner.
            self.refusals[by] += 1
            self._settle_rescue(by, trouble, BROKEN)

    def _settle_rescue(self, by: int, trouble: int, state: str) -> None:
        for p in self.open_promises(by, trouble):
            if p.what == RESCUE:
                self._settle(p, state)

    def _settle(self, p: Promise, state: str) -> None:
        p.state = state
        p.settled = self.ply
        p.settled_by = self.action
        if state == BROKEN:
            self.alliances = [
                al for al in self.alliances if {al.a, al.b} != {p.by, p.to}
            ]

    def _deed(self, giver: int, taker: int, what: str) -> None:
        """``giver`` gave ``taker`` the move or a rescue: if ``taker`` had asked for it, that
        accepts the proposal in deeds — the giver's part is kept (a promise implied by the
        deed, unless they had made it), the taker's part starts."""
        for offer in reversed(self.offers):
            act = offer.act
            if offer.by == taker and act.to in (giver, NOBODY) and act.want == what:
                self.offers.remove(offer)
                offer.state = ACCEPTED
                # a promise of it said before (kept by this very action) stands for it
                said = next((p for p in reversed(self.promises)
                             if (p.by, p.to, p.what) == (giver, taker, what)
                             and (p.state == OPEN or p.state == KEPT
                                  and p.settled_by is self.action)), None)
                if said is None:
                    said = self._promise(giver, taker, what, offer.line)
                    said.implied = True
                if said.state == OPEN:
                    self._settle(said, KEPT)
                if act.kind == DEAL:
                    self._promise(taker, giver, act.give, offer.line)
                return

    def _defeated(self, player: int) -> None:
        self.alive[player] = False
        for p in self.promises:
            if p.state == OPEN and player in (p.by, p.to):
                p.state = VOID
                p.settled = self.ply
                p.settled_by = self.action
        for o in self.offers:
            if player in (o.by, o.act.to, o.act.about):
                o.state = VOID
        self.offers = [o for o in self.offers if o.state == OPEN]
        self.alliances = [
            al for al in self.alliances if player not in (al.a, al.b, al.against)
        ]

    # ------------------------------------------------------------------ records

    @classmethod
    def from_record(cls, record: Any) -> Ledger:
        """The ledger of a whole :class:`sucker.records.Record` (actions and chat)."""
        game = record.new_game()
        ledger = cls(game.n)
        lines = sorted(record.chat, key=lambda line: line.after)
        i = 0
        for k, action in enumerate(record.actions):
            while i < len(lines) and lines[i].after <= k:
                ledger._record_line(lines[i])
                i += 1
            if ledger.before is None:
                ledger.before = game.copy()
            game.apply(action)
            ledger.on_action(action, game)
        for line in lines[i:]:
            ledger._record_line(line)
        return ledger

    def _record_line(self, line: Any) -> None:
        if line.by in COLORS[: self.n]:
            self.on_chat(COLORS.index(line.by), line.text, line.after)

    def start(self, game: Game) -> None:
        """Give the state before the first action (hosts that know it; optional)."""
        self.before = game.copy()
