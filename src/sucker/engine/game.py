"""Game state, legal actions and their effects. See the package docstring."""

from __future__ import annotations

from typing import Any, Final, NamedTuple

COLORS: Final = ("red", "blue", "green", "yellow", "purple", "orange")
VARIANTS: Final = ("nash1950", "sucker-bench")

# Action kinds, in the order of record-format.md's table.
PLAY: Final = 0
NEXT: Final = 1
KILL: Final = 2
TRANSFER: Final = 3
KILL_PRISONER: Final = 4
REFUSE: Final = 5
ACT_NAMES: Final = ("play", "next", "kill", "transfer", "kill_prisoner", "refuse")

PHASE_PLAY: Final = 0
PHASE_NEXT: Final = 1
PHASE_KILL: Final = 2
PHASE_RESCUE: Final = 3
PHASE_OVER: Final = 4
PHASE_NAMES: Final = ("play", "next", "kill", "rescue", "over")

NEW_PILE: Final = 0  # the `pile` of a play that starts a new pile (real ids start at 1)
NOBODY: Final = -1  # an unused player / colour field
_PHASE_OF_ACT: Final = (PHASE_PLAY, PHASE_NEXT, PHASE_KILL)  # the phase of play, next, kill


class RulesError(ValueError):
    """Game options outside what rules.md allows."""


class IllegalAction(ValueError):
    """An action the rules forbid now. ``rule`` is a short code of the rule broken."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule
        self.message = message


class Rules(NamedTuple):
    """The options of a game: ``players`` 3-6, ``chips`` 1-20 each, a variant of VARIANTS."""

    players: int = 4
    chips: int = 7
    variant: str = "nash1950"

    def check(self) -> Rules:
        if not 3 <= self.players <= 6:
            raise RulesError(f"players must be 3 to 6, not {self.players}")
        if not 1 <= self.chips <= 20:
            raise RulesError(f"chips must be 1 to 20, not {self.chips}")
        if self.variant not in VARIANTS:
            raise RulesError(f"variant must be one of {', '.join(VARIANTS)}, not {self.variant!r}")
        return self

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "chips": self.chips, "variant": self.variant}


class Action(NamedTuple):
    """One action of record-format.md. Unused fields are NOBODY (pile: NEW_PILE)."""

    act: int
    by: int
    chip: int = NOBODY
    pile: int = NEW_PILE
    to: int = NOBODY

    def __str__(self) -> str:
        return str(action_to_json(self))


# Actions are immutable, so legal_actions() hands out shared ones instead of building
# thousands of tuples per game: indexed [by][colour] or [by][to] or [by][colour][to].
_NEXTS: Final = [[Action(NEXT, b, NOBODY, NEW_PILE, t) for t in range(6)] for b in range(6)]
_KILLS: Final = [[Action(KILL, b, c, NEW_PILE, NOBODY) for c in range(6)] for b in range(6)]
_KILL_PRISONERS: Final = [
    [Action(KILL_PRISONER, b, c, NEW_PILE, NOBODY) for c in range(6)] for b in range(6)
]
_TRANSFERS: Final = [
    [[Action(TRANSFER, b, c, NEW_PILE, t) for t in range(6)] for c in range(6)] for b in range(6)
]
_REFUSES: Final = [Action(REFUSE, b, NOBODY, NEW_PILE, NOBODY) for b in range(6)]
# Plays, [pile][chip * 6 + by], grown as pile ids appear (ids only exist once played). A
# dict filled idempotently, so that threads growing it at once cannot misplace a row.
_PLAYS: Final[dict[int, list[Action]]] = {}


def _grow_plays(pile_ids: int) -> None:
    for pile in range(pile_ids):
        if pile not in _PLAYS:
            _PLAYS[pile] = [Action(PLAY, k % 6, k // 6, pile, NOBODY) for k in range(36)]


def color_index(name: object, players: int) -> int:
    """The seat of a colour name, or IllegalAction if it is not a colour of this game."""
    if isinstance(name, str) and name in COLORS:
        i = COLORS.index(name)
        if i < players:
            return i
    raise IllegalAction("color", f"{name!r} is not a colour of a {players}-player game")


def action_to_json(action: Action) -> dict[str, Any]:
    """The record-format.md form of an action."""
    out: dict[str, Any] = {"by": COLORS[action.by], "act": ACT_NAMES[action.act]}
    if action.act == PLAY:
        out["chip"] = COLORS[action.chip]
        out["pile"] = "new" if action.pile == NEW_PILE else action.pile
    elif action.act == NEXT:
        out["to"] = COLORS[action.to]
    elif action.act == KILL or action.act == KILL_PRISONER:
        out["chip"] = COLORS[action.chip]
    elif action.act == TRANSFER:
        out["chip"] = COLORS[action.chip]
        out["to"] = COLORS[action.to]
    return out


def action_from_json(data: object, players: int, by: int = NOBODY) -> Action:
    """Parse a record-format.md action; ``by`` fills in a missing ``by`` (bot answers).

    Raises IllegalAction (rule ``format``) on a malformed action; legality in a given state
    is :meth:`Game.apply`'s business.
    """
    if not isinstance(data, dict):
        raise IllegalAction("format", "an action must be a JSON object")
    act_name = data.get("act")
    if act_name not in ACT_NAMES:
        raise IllegalAction("format", f"unknown act {act_name!r}")
    act = ACT_NAMES.index(act_name)
    expected = {
        PLAY: {"chip", "pile"},
        NEXT: {"to"},
        KILL: {"chip"},
        TRANSFER: {"chip", "to"},
        KILL_PRISONER: {"chip"},
        REFUSE: set(),
    }[act]
    for field in expected:
        if field not in data:
            raise IllegalAction("format", f"{act_name} needs the field {field!r}")
    if "by" in data:
        by = color_index(data["by"], players)
    elif by == NOBODY:
        raise IllegalAction("format", "the action has no 'by'")
    chip = color_index(data["chip"], players) if "chip" in expected else NOBODY
    to = color_index(data["to"], players) if "to" in expected else NOBODY
    pile = NEW_PILE
    if act == PLAY:
        raw = data["pile"]
        if raw == "new":
            pile = NEW_PILE
        elif isinstance(raw, int) and not isinstance(raw, bool) and raw >= 1:
            pile = raw
        else:
            raise IllegalAction("format", f'pile must be "new" or a pile id ≥ 1, not {raw!r}')
    return Action(act, by, chip, pile, to)


class Game:
    """The whole state of one game, with its legal actions and :meth:`apply`.

    Attributes are public for fast reading by search code; change them only via apply().
    """

    __slots__ = (
        "rules",
        "n",
        "bench",
        "first",
        "hands",
        "held",
        "piles",
        "pile_ids",
        "next_pile_id",
        "dead",
        "alive",
        "alive_count",
        "defeated",
        "phase",
        "to_act",
        "options",
        "awaiting",
        "winner",
        "chain",
        "kill_pile",
        "ply",
    )

    rules: Rules
    n: int
    bench: bool
    first: int
    hands: list[list[int]]  # hands[player][colour] = count
    held: list[int]  # chips held per player (sum of hands[player])
    piles: list[list[int]]  # chips bottom to top
    pile_ids: list[int]  # id of piles[i]
    next_pile_id: int
    dead: list[int]
    alive: list[bool]
    alive_count: int
    defeated: list[int]
    phase: int
    to_act: int  # play/kill: the one to decide; next: who just played; rescue: who is in trouble
    options: list[int]  # next: who may get the move; kill: colours that may be killed
    awaiting: list[int]  # rescue: who still has to answer, seat order
    winner: int
    chain: list[int]  # who gave whom the move, oldest first (rules.md, "Defeat and rescue")
    kill_pile: int  # kill: index in piles of the captured pile
    ply: int  # number of actions applied

    def __init__(self, rules: Rules | None = None, first: int = 0) -> None:
        rules = (rules or Rules()).check()
        if not 0 <= first < rules.players:
            raise RulesError(f"first player must be a seat 0 to {rules.players - 1}")
        n = rules.players
        self.rules = rules
        self.n = n
        self.bench = rules.variant == "sucker-bench"
        self.first = first
        self.hands = [[rules.chips if c == p else 0 for c in range(n)] for p in range(n)]
        self.held = [rules.chips] * n
        self.piles = []
        self.pile_ids = []
        self.next_pile_id = 1
        self.dead = [0] * n
        self.alive = [True] * n
        self.alive_count = n
        self.defeated = []
        self.phase = PHASE_PLAY
        self.to_act = first
        self.options = []
        self.awaiting = []
        self.winner = NOBODY
        self.chain = []
        self.kill_pile = -1
        self.ply = 0

    # ----------------------------------------------------------------- copying

    def copy(self) -> Game:
        """An independent copy, cheap enough for tree search."""
        g = Game.__new__(Game)
        g.rules = self.rules
        g.n = self.n
        g.bench = self.bench
        g.first = self.first
        g.hands = [h[:] for h in self.hands]
        g.held = self.held[:]
        g.piles = [p[:] for p in self.piles]
        g.pile_ids = self.pile_ids[:]
        g.next_pile_id = self.next_pile_id
        g.dead = self.dead[:]
        g.alive = self.alive[:]
        g.alive_count = self.alive_count
        g.defeated = self.defeated[:]
        g.phase = self.phase
        g.to_act = self.to_act
        g.options = self.options[:]
        g.awaiting = self.awaiting[:]
        g.winner = self.winner
        g.chain = self.chain[:]
        g.kill_pile = self.kill_pile
        g.ply = self.ply
        return g

    # ------------------------------------------------------------------ queries

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def deciders(self) -> list[int]:
        """Who must decide now: to_act, or in a rescue everyone still awaited."""
        if self.phase == PHASE_RESCUE:
            return self.awaiting[:]
        if self.phase == PHASE_OVER:
            return []
        return [self.to_act]

    def prisoners(self, player: int) -> int:
        """How many prisoners (chips of other colours) a player holds."""
        return self.held[player] - self.hands[player][player]

    def legal_actions(self, player: int = NOBODY) -> list[Action]:
        """The actions that answer the decision pending now, optionally only ``player``'s.

        Phase play/next/kill: to_act's options. Phase rescue: for each awaited player, a
        transfer of each prisoner colour to the player in trouble, and a refusal.
        Any-time actions are in :meth:`anytime_actions`.
        """
        phase = self.phase
        me = self.to_act
        out: list[Action] = []
        if phase == PHASE_PLAY:
            if player != NOBODY and player != me:
                return out
            hand = self.hands[me]
            ids = self.pile_ids
            plays = _PLAYS
            if len(plays) < self.next_pile_id:
                _grow_plays(self.next_pile_id)
            new = plays[NEW_PILE]
            for c in range(self.n):
                if hand[c]:
                    k = c * 6 + me
                    out.append(new[k])
                    for pid in ids:
                        out.append(plays[pid][k])
        elif phase == PHASE_NEXT:
            if player == NOBODY or player == me:
                nexts = _NEXTS[me]
                for p in self.options:
                    out.append(nexts[p])
        elif phase == PHASE_KILL:
            if player == NOBODY or player == me:
                kills = _KILLS[me]
                for c in self.options:
                    out.append(kills[c])
        elif phase == PHASE_RESCUE:
            for q in self.awaiting:
                if player != NOBODY and player != q:
                    continue
                hand = self.hands[q]
                transfers = _TRANSFERS[q]
                for c in range(self.n):
                    if c != q and hand[c]:
                        out.append(transfers[c][me])
                out.append(_REFUSES[q])
        return out

    def anytime_actions(self, player: int) -> list[Action]:
        """Transfers and kills of prisoners ``player`` may make now (rules.md, any time)."""
        out: list[Action] = []
        if self.phase == PHASE_OVER or not self.alive[player]:
            return out
        hand = self.hands[player]
        for c in range(self.n):
            if c != player and hand[c]:
                out.append(_KILL_PRISONERS[player][c])
                transfers = _TRANSFERS[player][c]
                for q in range(self.n):
                    if q != player and self.alive[q]:
                        out.append(transfers[q])
        return out

    def all_actions(self) -> list[Action]:
        """Every action apply() accepts now: the decision's and everyone's any-time ones."""
        out = self.legal_actions()
        seen = set(out)
        for p in range(self.n):
            for a in self.anytime_actions(p):
                if a not in seen:
                    out.append(a)
        return out

    # ------------------------------------------------------------------ checking

    def check(self, action: Action) -> None:
        """Raise IllegalAction naming the rule ``action`` breaks now; do nothing if legal."""
        n = self.n
        act, by, chip, pile, to = action
        if not 0 <= act < len(ACT_NAMES):
            raise IllegalAction("format", f"unknown act {act}")
        if not 0 <= by < n:
            raise IllegalAction("format", f"no player {by} in a {n}-player game")
        if self.phase == PHASE_OVER:
            raise IllegalAction("over", "the game is over")
        who = COLORS[by]
        if act == TRANSFER or act == KILL_PRISONER:
            if not self.alive[by]:
                raise IllegalAction("defeated", f"{who} is defeated and cannot act")
            if not 0 <= chip < n:
                raise IllegalAction("color", f"no colour {chip} in this game")
            if chip == by:
                raise IllegalAction(
                    "own-color", f"{who} may not {ACT_NAMES[act]} chips of their own colour"
                )
            if self.hands[by][chip] == 0:
                raise IllegalAction("not-held", f"{who} holds no {COLORS[chip]} prisoner")
            if act == TRANSFER:
                if not 0 <= to < n:
                    raise IllegalAction("color", f"no player {to} in this game")
                if to == by:
                    raise IllegalAction("transfer-self", f"{who} cannot transfer to themselves")
                if not self.alive[to]:
                    raise IllegalAction(
                        "transfer-defeated", f"{COLORS[to]} is defeated and cannot receive chips"
                    )
            return
        if act == REFUSE:
            if self.phase != PHASE_RESCUE:
                raise IllegalAction("phase", "there is no rescue to refuse")
            if by not in self.awaiting:
                raise IllegalAction(
                    "not-awaited", f"{who} is not among those asked to rescue {COLORS[self.to_act]}"
                )
            return
        phase_of_act = _PHASE_OF_ACT[act]
        if self.phase != phase_of_act:
            raise IllegalAction(
                "phase",
                f"{ACT_NAMES[act]} is not possible in phase {PHASE_NAMES[self.phase]}",
            )
        if by != self.to_act:
            raise IllegalAction("turn", f"it is {COLORS[self.to_act]}'s decision, not {who}'s")
        if act == PLAY:
            if not 0 <= chip < n or self.hands[by][chip] == 0:
                raise IllegalAction("not-held", f"{who} holds no {_name(chip, n)} chip")
            if pile != NEW_PILE and pile not in self.pile_ids:
                raise IllegalAction("no-pile", f"there is no pile {pile}")
        elif act == NEXT:
            if to not in self.options:
                names = ", ".join([COLORS[p] for p in self.options])
                raise IllegalAction(
                    "next-option",
                    f"{_name(to, n)} cannot be given the move (options: {names})",
                )
        elif act == KILL and chip not in self.options:
            names = ", ".join([COLORS[c] for c in self.options])
            raise IllegalAction(
                "kill-option", f"no {_name(chip, n)} chip in the captured pile (options: {names})"
            )

    # ------------------------------------------------------------------ applying

    def apply(self, action: Action) -> None:
        """Apply a legal action and every automatic consequence (one-option decisions,
        rescues with nobody to ask, defeats, rebounds). Raises IllegalAction, leaving the
        state unchanged, if the rules forbid it now."""
        self.check(action)
        self.ply += 1
        act, by, chip, pile, to = action
        if act == PLAY:
            self._play(by, chip, pile)
        elif act == NEXT:
            self.chain.append(by)
            self._give_move(to)
        elif act == KILL:
            self._kill(chip)
        elif act == TRANSFER:
            self._transfer(by, chip, to)
        elif act == KILL_PRISONER:
            self.hands[by][chip] -= 1
            self.held[by] -= 1
            self.dead[chip] += 1
            self._after_loss(by)
        else:  # REFUSE
            self.awaiting.remove(by)
            if not self.awaiting:
                self._defeat(self.to_act)

    def _play(self, me: int, chip: int, pile_id: int) -> None:
        self.hands[me][chip] -= 1
        self.held[me] -= 1
        if pile_id == NEW_PILE:
            idx = len(self.piles)
            self.piles.append([chip])
            self.pile_ids.append(self.next_pile_id)
            self.next_pile_id += 1
        else:
            idx = self.pile_ids.index(pile_id)
            self.piles[idx].append(chip)
        pile = self.piles[idx]
        if len(pile) >= 2 and pile[-2] == chip:
            self._capture(me, chip, idx)
            return
        # Who moves next: players still in whose colour is absent from the pile.
        alive = self.alive
        absent = [p for p in range(self.n) if alive[p] and p not in pile]
        if absent:
            if len(absent) == 1:
                self.chain.append(me)
                self._give_move(absent[0])
            else:
                self.phase = PHASE_NEXT
                self.to_act = me
                self.options = absent
            return
        self.chain.append(me)
        self._give_move(self._all_colours_next(pile))

    def _all_colours_next(self, pile: list[int]) -> int:
        """Every colour of a player still in is in the pile: who moves (rules.md)."""
        alive = self.alive
        if self.bench:  # owner of the deepest chip whose owner is still in
            for c in pile:
                if alive[c]:
                    return c
        # The player whose topmost chip of their colour lies furthest down.
        seen = [False] * self.n
        last = NOBODY
        for i in range(len(pile) - 1, -1, -1):
            c = pile[i]
            if alive[c] and not seen[c]:
                seen[c] = True
                last = c
        return last

    def _capture(self, me: int, color: int, idx: int) -> None:
        capturer = me if self.bench else color
        if not self.alive[capturer]:
            # Captured by a defeated player's colour: the pile dies, the move rebounds.
            for c in self.piles[idx]:
                self.dead[c] += 1
            del self.piles[idx]
            del self.pile_ids[idx]
            self._give_move(me)
            return
        self.chain.append(me)
        present = [False] * self.n
        for c in self.piles[idx]:
            present[c] = True
        self.phase = PHASE_KILL
        self.to_act = capturer
        self.kill_pile = idx
        self.options = [c for c in range(self.n) if present[c]]
        if len(self.options) == 1:
            self._kill(self.options[0])

    def _kill(self, chip: int) -> None:
        capturer = self.to_act
        idx = self.kill_pile
        pile = self.piles[idx]
        del self.piles[idx]
        del self.pile_ids[idx]
        self.dead[chip] += 1
        hand = self.hands[capturer]
        for c in pile:
            hand[c] += 1
        hand[chip] -= 1
        self.held[capturer] += len(pile) - 1
        self.kill_pile = -1
        self.options = []
        self._give_move(capturer)

    def _transfer(self, by: int, chip: int, to: int) -> None:
        self.hands[by][chip] -= 1
        self.held[by] -= 1
        self.hands[to][chip] += 1
        self.held[to] += 1
        if self.phase == PHASE_RESCUE and to == self.to_act:
            self.awaiting = []
            self.phase = PHASE_PLAY  # rescued: they play it, or any chip they now hold
            return
        self._after_loss(by)

    def _after_loss(self, by: int) -> None:
        """``by`` just gave away or killed a prisoner: it may start or shrink a rescue."""
        if self.phase == PHASE_PLAY and by == self.to_act and self.held[by] == 0:
            self._start_rescue(by)
        elif self.phase == PHASE_RESCUE and by in self.awaiting and self.prisoners(by) == 0:
            self.awaiting.remove(by)
            if not self.awaiting:
                self._defeat(self.to_act)

    def _give_move(self, player: int) -> None:
        self.phase = PHASE_PLAY
        self.to_act = player
        self.options = []
        if self.held[player] == 0:
            self._start_rescue(player)

    def _start_rescue(self, player: int) -> None:
        self.phase = PHASE_RESCUE
        self.to_act = player
        self.options = []
        self.awaiting = [
            q for q in range(self.n) if q != player and self.alive[q] and self.prisoners(q) > 0
        ]
        if not self.awaiting:
            self._defeat(player)

    def _defeat(self, player: int) -> None:
        self.alive[player] = False
        self.alive_count -= 1
        self.defeated.append(player)
        self.awaiting = []
        if self.alive_count == 1:
            self.phase = PHASE_OVER
            self.winner = self.alive.index(True)
            self.to_act = NOBODY
            self.options = []
            return
        # The move rebounds down the chain of move-givers, skipping the defeated.
        chain = self.chain
        while chain:
            giver = chain.pop()
            if self.alive[giver]:
                self._give_move(giver)
                return
        nxt = (player + 1) % self.n
        while not self.alive[nxt]:
            nxt = (nxt + 1) % self.n
        self._give_move(nxt)

    # ------------------------------------------------------------------ JSON

    def state_json(self) -> dict[str, Any]:
        """The state object of record-format.md, ready for ``json.dumps``."""
        n = self.n
        names = COLORS
        over = self.phase == PHASE_OVER
        return {
            "phase": PHASE_NAMES[self.phase],
            "to_act": None if over else names[self.to_act],
            "options": [names[x] for x in self.options],
            "awaiting": [names[x] for x in self.awaiting],
            "piles": [
                {"id": pid, "chips": [names[c] for c in pile]}
                for pid, pile in zip(self.pile_ids, self.piles, strict=True)
            ],
            "hands": {
                names[p]: {names[c]: k for c, k in enumerate(self.hands[p]) if k} for p in range(n)
            },
            "dead": {names[c]: k for c, k in enumerate(self.dead) if k},
            "defeated": [names[p] for p in self.defeated],
            "winner": None if self.winner == NOBODY else names[self.winner],
        }


def _name(color: int, n: int) -> str:
    return COLORS[color] if 0 <= color < n else f"colour {color}"
