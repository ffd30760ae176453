"""A seat that bargains at the table: any level inside, plain words outside.

It reads every line into a public :class:`Ledger`, answers proposals made to it by expected
value, proposes deals when it wants the move or will soon need a rescue, offers alliances
against the strongest, promises rescues to friends in trouble, threatens the untrustworthy and
accuses promise-breakers. Deals and trust set the inner seat's ``attitude`` (friends are
helped, enemies hurt; an inner seat that predicts the others, as hard does, keeps it only
while someone at the table does not bargain, else plays for its own win and carries out a
defied threat itself), and its promises bind its choices: it
keeps its word unless breaking it gains more win chance than the trust it would lose is worth
— and trust is worth less as the table empties, so betrayals come late, as in the real game.

It hears at once: :meth:`TalkingSeat.chat` answers a proposal made to it (accept or refuse,
by the same expected value), an answer to its own proposal, a greeting, thanks, rudeness (by
temperament, and held against the speaker), an accusation, and questions about what they ask
— why it killed a chip, refused a rescue, gave the move elsewhere or broke its word (from
what it did, its ledger and its grudges; "I never did" when it did not), who is winning (from
the evaluation), what it wants; a line addressed to it that it cannot read gets a short
"didn't understand", anything else silence. It owns a promise it breaks in the same breath,
says gg once at the end, and still answers after it. Every line is a
:class:`~.speech.Said`: the words in each language, so each reader reads their own; the
speaker's language is the one their host says, else the one they write most in.
:meth:`TalkingSeat.speak` bargains before a decision that concerns it ("Red, give me the move
and I'll rescue you"). No reply searches: a reply reads the ledger and the cheap evaluation
only.

Its :class:`~.persona.Persona` gives it a name and a temperament that sets how readily it
deals, betrays and punishes. At most one line per decision; besides answers and accusations
it speaks only every few decisions, and within the limits of :mod:`sucker.ai.seat`. All
choices come from the inner seat and a seeded generator: deterministic for a seed when the
inner seat is.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Collection, Hashable
from typing import Any, Final, cast

from sucker.ai.heuristics import decision_actions, evaluate
from sucker.ai.medium import rank as medium_rank
from sucker.ai.seat import REPLIES_PER_ACTION, REPLIES_TO_PEOPLE, SPEAK_GAP, Decision, Seat
from sucker.ai.talk.acts import (
    ACCEPT,
    ACCUSE,
    ALLIANCE,
    DEAL,
    GREET,
    LANGS,
    MOVE,
    PRAISE,
    PROMISE,
    PROPOSALS,
    REJECT,
    RESCUE,
    SPARE,
    THANKS,
    THREATEN,
    WANT,
    WHY,
    WINNING,
    Act,
    Reading,
    normalise,
    read,
)
from sucker.ai.talk.ledger import ACCEPTED, BROKEN, OPEN, REJECTED, Ledger, Offer, Promise
from sucker.ai.talk.persona import Persona, Temper
from sucker.ai.talk.speech import Said, say_line, utter
from sucker.engine import (
    KILL,
    KILL_PRISONER,
    NEXT,
    NOBODY,
    PHASE_KILL,
    PHASE_NEXT,
    PHASE_RESCUE,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    Rules,
)

BETRAY_MARGIN: Final = 1.0  # win chance a broken promise must gain, times the trust it costs
ALLY: Final = 0.5  # attitude towards an ally (and minus this towards the common enemy)
GRUDGE: Final = 0.4  # attitude lost towards who broke a promise to us or defied a threat
QUIET: Final = (2, 5)  # decisions to wait between unprompted lines (seeded, inclusive)
PLAIN: Final = Temper(betray=1.0, eager=0.0, grudge=GRUDGE, forgives=True)  # no temperament
INSULT: Final = "insult"  # the reader's topic for rudeness (acts.TOPICS once it has it)
RUDE: Final = 0.15  # attitude lost towards who insults us
# Small talk a person addresses to an AI, by the line it is answered with (words as
# acts.normalise writes them: « c'est » is "ce est", « t'es » "te es").
_SMALL_TALK: Final = (
    ("small_bot", re.compile(r"\b(?:bots?|robots?|ia|(?<!je )(?<!en )(?<!ne )ai|machines?|"
                             r"computers?|ordis?|ordinateurs?)\b.*\?|"
                             r"\b(?:are you|es tu|tu es|te es|vous etes) (?:a |an |un |une |des )?"
                             r"(?:bots?|robots?|ia|ai|humans?|humains?|real|vrais?)")),
    ("small_who", re.compile(r"\b(?:who are you|qui es tu|te es qui|tu es qui|"
                             r"ce est qui toi|your name|ton nom|tu te appelles)\b")),
    ("small_how", re.compile(r"\b(?:how are you|how s it going|how you doing|ca va|comment "
                             r"(?:tu vas|vas tu|ca va)|la forme)\b")),
    ("small_sorry", re.compile(r"\b(?:sorry|my bad|apologi[sz]e|just kidding|jk|kidding|"
                               r"desole|pardon|excuse|je rigol\w*|je plaisant\w*|"
                               r"ce est pour rire|pour rire)\b")),
    ("small_betray", re.compile(r"\b(?:betray|backstab|trahir|trahis|trahiras|lacher)\w*.*\?")),
    ("small_trust", re.compile(r"\b(?:i trust you|trust me|je te fais confiance|fais moi "
                               r"confiance|are we friends|on est (?:potes|amis)|friends\?)")),
    ("small_capture", re.compile(r"\bhow (?:do|does|can) (?:i|you|we|one) (?:capture|take)|"
                                 r"\bcomment (?:on |je |tu )?(?:capture|prend)|"
                                 r"\bregle\w* (?:pour|de la|du) (?:captur|prise|prendre)")),
    ("small_nochips", re.compile(
        r"\b(?:if|when) (?:i|you|we|someone|a player) (?:have|has|run|runs|got|get) "
        r"(?:no|out of|zero) (?:more )?chips?\b|\bno chips? left\b"
        r"|\bsi (?:je|on|tu|te) (?:ne |n )?(?:ai|a|as|en a|en ai) (?:plus|pas|aucun)"
        r"(?: de)? (?:jetons?|rien)\b|\bplus de jetons? (?:du tout )?\?")),
    ("small_win", re.compile(r"\bhow (?:do|does|can) (?:i|you|we|one) win\b|"
                             r"\bcomment (?:on |je |tu )?(?:gagne|gagner)\b")),
    ("small_rules", re.compile(r"\bwhat are the rules\b|\brules\?|\bhow (?:does|do) (?:this|the) "
                               r"game work\b|\bhow do (?:i|you|we) play\b|\bce est quoi (?:la|les) "
                               r"regle|\bles regle\w* ?\?|\bcomment (?:ok|fonctionne) ce jeu\b|"
                               r"\bcomment (?:on |je )?joue\b")),
    ("small_plan", re.compile(r"\b(?:who will you|who are you going to|who do you) give|"
                              r"\ba qui (?:tu vas|vas tu|tu) donne")),
)
# "How many chips do you have?" (words normalised: colours in English, elisions spelt out);
# the hands are on the board, so any seat answers it truly.
_CHIPS_ASKED: Final = re.compile(
    r"\bhow many (?:chips?|pieces?|prisoners?)\b|\bhow many (?:do|have) you\b|"
    r"\bhow many (?:you )?(?:got|have|left)\b|\b(?:chip|your) count\b|"
    r"\bcombien (?:de |d )?(?:jetons?|prisonniers?)\b|"
    r"\bcombien (?:tu |te |vous )?(?:en )?(?:as|avez|reste|restent|tiens)\b|"
    r"\bcombien (?:il |elle )?(?:te |vous )(?:en )?reste\b|"
    r"\b(?:te|tu|vous) (?:en )?(?:as|avez|reste|restent) combien\b|"
    r"\bje (?:en )?ai combien\b|\bcombien je (?:en )?ai\b")
# "Who has the most chips?": answered from the board, not by the chances of winning
_MOST_CHIPS: Final = re.compile(r"\b(?:the )?most (?:chips|pieces)\b|\ble plus de jetons\b")
# ...about the speaker's own hand ("how many do I have?", « combien j'en ai ? »)
_OWN_ASKED: Final = re.compile(r"\b(?:do|have|did) i\b|\bi (?:have|got)\b|\bje (?:en )?ai\b|"
                               r"\bme (?:en )?reste\b|\bmoi\b")
_PRISONERS_ASKED: Final = re.compile(r"\bprisoners?\b|\bprisonniers?\b")
# What a "why" question asks about, from its words once normalised (acts.normalise).
_ABOUT: Final = (
    ("kill", re.compile(r"\b(?:kill\w*|sacrifi\w*|tue\w*|took|take|taken|pris|prendre|prends"
                        r"|mange\w*|captur\w*)\b")),
    ("rescue", re.compile(r"\b(?:rescue\w*|save\w*|help\w*|sauve\w*|aide\w*|secour\w*)\b")),
    ("move", re.compile(r"\b(?:move|turn|main|tour)\b")),
    ("promise", re.compile(r"\b(?:promis\w*|lie|lied|liar|menti\w*|menteur|word|parole"
                           r"|betray\w*|trahi\w*|broke)\b")),
)

Ranked = list[tuple[Action, float]]


class TalkingSeat(Seat):
    """Wraps ``inner`` (ideally a level seat with ``rank`` and ``attitude``). ``persona``:
    its name, temperament and language (None: a plain seat named after the inner one)."""

    def __init__(
        self,
        inner: Seat,
        seed: int | None = None,
        betray_margin: float = BETRAY_MARGIN,
        persona: Persona | None = None,
    ):
        self.inner = inner
        self.rng = random.Random(None if seed is None else seed * 7919 + 17)
        self.persona = persona
        self.temper = persona.temper if persona is not None else PLAIN
        self.betray_margin = betray_margin * self.temper.betray
        self.lang = persona.lang if persona is not None else "en"
        self.ledger = Ledger(6)

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.persona.name if self.persona is not None else f"talking {self.inner.name}"

    @property
    def temperament(self) -> str | None:  # type: ignore[override]
        return self.persona.temperament if self.persona is not None else None

    # ------------------------------------------------------------------ host calls

    def start(
        self, you: int, rules: Rules, seats: list[dict[str, Any]], game: Game | None = None
    ) -> None:
        super().start(you, rules, seats, game)
        self.inner.start(you, rules, seats, game)
        n = rules.players
        self.ledger = Ledger(n)
        if game is not None:
            self.ledger.start(game)
        self.grudge = [0.0] * n
        self.threats: set[int] = set()  # players we told to give us the move "or else"
        self.vowed: set[int] = set()  # who defied our threat: a chip of theirs is owed
        self.answered: set[tuple[int, int, Act]] = set()
        self.accused: set[int] = set()  # ledger indexes of broken promises called out
        self.wronged: set[int] = set()  # ledger indexes of promises broken to us, held
        self.unheard: list[str] = []  # our lines the host may still echo back to us
        self.quiet = 0
        self.gap = self._gap()
        self.betrayals = 0
        self.langs = [self.lang] * n  # the language each player last spoke in
        self.names = {
            str(s["name"]): i
            for i, s in enumerate(seats[:n])
            if isinstance(s, dict) and isinstance(s.get("name"), str) and i != you
        }
        self.names[self.name] = you
        talkers = [i for i, s in enumerate(seats[:n]) if str(s.get("kind", "")).startswith("talk")]
        self.talkers = talkers if you in talkers else [you]
        self.spoke_at = -SPEAK_GAP  # the ply of our last unprompted line
        self.replies: dict[int, int] = {}  # replies given to each speaker at this ply
        self.heard_now: dict[Hashable, str] = {}  # (speaker, line): our answer's key
        self.replied_at = -1
        self.deeds: dict[int, tuple[str, int]] = {}  # per player: our last deed against them
        self.greeted: set[int] = set()
        self.votes = [dict.fromkeys(LANGS, 0) for _ in range(n)]  # languages each one wrote
        self.killed_by: dict[int, int] = {}  # per colour: who last killed a chip of it
        self.breaking: Promise | None = None  # the promise our pending answer breaks
        self.farewell = False  # said our word at the end of the game
        if hasattr(self.inner, "minds"):  # it predicts the others: tell it what sways them
            self.inner.minds = self

    def event(self, action: Action, game: Game) -> None:
        modelling = getattr(self.inner, "minds", None) is self
        if modelling:  # it checks the answer against what swayed it: the ledger before it
            self.inner.event(action, game)
        before = self.ledger.before
        if before is not None and action.act == NEXT and action.by in self.threats:
            if action.to == self.you:
                self.threats.discard(action.by)
            elif self.you in before.options:
                self.grudge[action.by] -= self.temper.grudge  # defied: carry out the threat
                self.threats.discard(action.by)
                if modelling:  # no attitude to carry it out: a kill is owed (_carry_out)
                    self.vowed.add(action.by)
        if action.act in (KILL, KILL_PRISONER) and action.chip != action.by:
            self.killed_by[action.chip] = action.by
        self.ledger.on_action(action, game)
        for i, p in enumerate(self.ledger.promises):
            if p.to == self.you and p.state == BROKEN and i not in self.wronged:
                self.wronged.add(i)
                self.grudge[p.by] -= self.temper.grudge  # broken to us: held against them
        if not modelling:
            self.inner.event(action, game)

    def chat(
        self, by: int, text: str, lang: str | None = None, game: Game | None = None
    ) -> Said | None:
        """Hear a line; answer it at once if it calls for it (after the end of the game too:
        the host decides for how long)."""
        if by == self.you:
            self._echo(text)
            return None
        self.inner.chat(by, text, lang, game)
        reading = read(text, by, self.names)
        lang = self._language(by, lang, reading.lang)
        ours = [o for o in self.ledger.offers if o.by == self.you]
        self.ledger.on_chat(by, text, self.ledger.ply, self.names)
        closed = next((o for o in ours if o.state != OPEN and o.act.to in (by, NOBODY)), None)
        now = game if game is not None else self.ledger.before
        if now is None:
            return None
        if self.replied_at != now.ply:
            self.replied_at, self.replies, self.heard_now = now.ply, {}, {}
        person = by not in self.talkers  # a person, a bot, or an AI we cannot tell apart
        if self.replies.get(by, 0) >= (REPLIES_TO_PEOPLE if person else REPLIES_PER_ACTION):
            return None
        words = normalise(text[:1000]).text
        if closed is not None and 0 <= by < now.n and closed.state in (ACCEPTED, REJECTED):
            key = "deal_on" if closed.state == ACCEPTED else "deal_off"
            reply: Said | None = say_line(key, self.rng, lang, to=by)
        else:
            reply = self._reply(by, reading, words, now, lang)
        heard = (by, words, reading.lang)
        if person and reply is not None and self.heard_now.get(heard) == reply.key \
                and not reply.acts and not reply.key.startswith("deal_"):
            return None  # the same answer to the same line since the last action: said once
        if reply is not None:
            self.heard_now[heard] = reply.key
            self.replies[by] = self.replies.get(by, 0) + 1
            self.ledger.on_chat(self.you, reply, now.ply)
            self._said(reply)
        return reply

    def _said(self, text: str) -> None:
        self.unheard = [*self.unheard[-7:], text]

    def _echo(self, text: str) -> None:
        """Our own line, as the host passes it round: already in our ledger (we read it when
        we said it), but its place among the others' lines is where the host put it, so a
        proposal it made moves after those said meanwhile (an "ok" answers the latest)."""
        mine = next((s for s in self.unheard
                     if text == s or text in getattr(s, "texts", {}).values()), None)
        if mine is None:
            self.ledger.on_chat(self.you, text, self.ledger.ply)
            return
        self.unheard.remove(mine)
        acts = read(text, self.you, self.names).acts
        moved = [o for o in self.ledger.offers if o.by == self.you
                 and any(o.act == a or a.to == NOBODY and o.act._replace(to=NOBODY) == a
                         for a in acts)]
        self.ledger.offers = [o for o in self.ledger.offers if o not in moved] + moved

    def _language(self, by: int, host: str | None, read_as: str) -> str:
        """The language to answer ``by`` in: the one the host says they read (their page's),
        else the line's own. What we say to them unprompted later is in the host's language,
        else in the one they wrote most lines in: one line in another language does not
        switch it."""
        host = (host or "").split("-")[0].lower()
        if not 0 <= by < len(self.langs):
            return host if host in LANGS else read_as or self.lang
        if host in LANGS:
            self.langs[by] = host
        elif read_as in LANGS:
            votes = self.votes[by]
            votes[read_as] += 1
            if votes[read_as] > votes.get(self.langs[by], 0):
                self.langs[by] = read_as
            return read_as
        return self.langs[by]

    def speak(self, game: Game) -> Said | None:
        if game.is_over():
            return self._farewell(game)
        if self.you in game.deciders() or not game.alive[self.you]:
            return None
        if game.ply - self.spoke_at < SPEAK_GAP:
            return None
        if self.ledger.before is None:
            self.ledger.start(game)
        act = self._bargain(game)
        if act is None:
            return None
        text = utter(act, self.rng, self.langs[act.to])
        self.spoke_at = game.ply
        self.ledger.on_chat(self.you, text, game.ply)
        self._said(text)
        return text

    def time_limit(self, seconds: float) -> None:
        self.inner.time_limit(seconds)

    def end(self, winner: int, record: dict[str, Any]) -> None:
        self.inner.end(winner, record)

    def close(self) -> None:
        self.inner.close()

    def decide(self, game: Game) -> Decision:
        if self.ledger.before is None:
            self.ledger.start(game)
        self.quiet += 1
        self._set_attitude(game)
        self.breaking = None
        decision = self._choose(game)
        self._remember(game, decision.actions[-1])
        if self.breaking is not None:  # we say so at once, in our own way
            to = self.breaking.to
            text: Said | None = self._owning(to, self.langs[to])
        else:
            text = self._talk(game, decision.actions[-1])
        if text is not None:
            self.ledger.on_chat(self.you, text, game.ply)  # hosts need not echo our lines
            self._said(text)
            self.quiet = 0
            self.gap = self._gap()
        decision.say = text
        return decision

    def _remember(self, game: Game, answer: Action) -> None:
        """What we did against whom, to explain it when asked why."""
        if game.phase == PHASE_RESCUE and answer.act == REFUSE:
            self.deeds[game.to_act] = ("refused", game.ply)
        elif answer.act == NEXT:  # to another, or kept for ourselves
            for q in game.options:
                if q not in (answer.to, self.you):
                    self.deeds[q] = ("passed", answer.to)

    # ------------------------------------------------------------------ deeds

    def _choose(self, game: Game) -> Decision:
        """The inner seat's choice, bent to keep our word unless betrayal pays enough."""
        me = self.you
        rank: Callable[[Game], Ranked] | None = getattr(self.inner, "rank", None)
        if rank is None:
            inner = self.inner.decide(game.copy())
            ranked = [(inner.actions[-1], 0.0)]
            ranked += [(a, 0.0) for a in game.legal_actions(me) if a != inner.actions[-1]]
            lead = inner.actions[:-1]
        else:
            helpful = getattr(self.inner, "helpful_anytime", None)
            use = getattr(self.inner, "anytime", False)
            lead = helpful(game) if helpful is not None and use else []
            ranked = []
        lead = [a for a in lead if not self._breaks_spare(a)]
        g = game.copy()
        for a in lead:
            g.apply(a)
        if me not in g.deciders():  # cannot happen with the levels; be safe
            lead, g = [], game
        if rank is not None:
            ranked = rank(g)
        if not ranked:
            return Decision(lead + [g.legal_actions(me)[0]])
        best, best_value = ranked[0]
        duty = self._duty(g)
        if duty is None:
            return Decision(lead + [self._carry_out(g, ranked)])
        ok = _keeping(duty.what, duty.to)
        keep = next(((a, v) for a, v in ranked if ok(a)), None)
        if ok(best):
            return Decision(lead + [best])
        if keep is None or best_value - keep[1] > self._stake(g):
            self.breaking = duty  # chosen, or no answer keeps it: owned in words either way
            if keep is not None:
                self.betrayals += 1
            return Decision(lead + [best])
        return Decision(lead + [keep[0]])

    def _carry_out(self, game: Game, ranked: Ranked) -> Action:
        """The best answer, unless killing a chip of someone who defied our threat costs no
        more than a broken word would: a threat is a word too, and one never carried out
        makes every later threat empty. Seats with an attitude carry theirs out through it."""
        best, best_value = ranked[0]
        if not self.vowed:
            return best
        for a, v in ranked:
            if a.act == KILL and a.chip in self.vowed and best_value - v <= self._stake(game):
                self.vowed.discard(a.chip)
                return a
        return best

    def _duty(self, game: Game, by: int | None = None) -> Promise | None:
        """Our (``by``'s) oldest open promise that the pending decision keeps or breaks."""
        me = self.you if by is None else by
        for p in self.ledger.open_promises(by=me):
            if p.what == MOVE and game.phase == PHASE_NEXT and p.to in game.options:
                return p
            if p.what == RESCUE and game.phase == PHASE_RESCUE and game.to_act == p.to:
                return p
            if p.what == SPARE and game.phase == PHASE_KILL and p.to in game.options:
                return p
        return None

    def _breaks_spare(self, action: Action) -> bool:
        return action.act == KILL_PRISONER and any(
            p.what == SPARE and p.to == action.chip for p in self.ledger.open_promises(self.you)
        )

    def _stake(self, game: Game, by: int | None = None) -> float:
        """What a broken promise costs us (``by``, whose temperament we do not know: a plain
        seat's), in win chance: the trust it loses, times how many players are left to care
        (nobody, when only two remain)."""
        c = self.ledger.counts(self.you if by is None else by)
        kept, broken = c["kept"], c["broken"]
        drop = (kept + 1) / (kept + broken + 2) - (kept + 1) / (kept + broken + 3)
        n = game.n
        margin = self.betray_margin if by is None else BETRAY_MARGIN
        return margin * drop * max(0, game.alive_count - 2) / max(1, n - 2)

    def _set_attitude(self, game: Game) -> None:
        """The inner seat's attitude, from deals and trust: how a seat returns favours and
        punishes. An inner seat that predicts the others (its ``minds`` is us:
        ``talk:hard``) keeps it only while someone at the table does not bargain: those who
        bargain then win as a bloc against those who do not, whose answers no deal sways.
        Once every other living player bargains, their answers to its favours are in its
        search (what sways them is the ledger), and goodwill would only hand a friend the
        win: it plays for its own, its word binding it through :meth:`_choose` all the same."""
        if not hasattr(self.inner, "attitude"):
            return
        me, ledger = self.you, self.ledger
        att = [0.0] * len(self.inner.attitude)
        if getattr(self.inner, "minds", None) is self and all(
            ledger.spoke[q] for q in range(game.n) if q != me and game.alive[q]
        ):
            self.inner.attitude = att
            return
        allies = ledger.allies(me)
        enemies = ledger.enemies(me)
        for q in range(game.n):
            if q == me or not game.alive[q]:
                continue
            a = _goodwill(ledger, me, q, self.grudge[q], allies, enemies)
            if self.grudge[q] < 0 and not self.temper.forgives:
                a = -1.0  # the vengeful hurt whoever wronged them, whatever it costs
            att[q] = max(-1.0, min(1.0, a))
        self.inner.attitude = att

    # ------------------------------------------------------------------ the others' minds

    def mind(self, game: Game, player: int) -> Hashable | None:
        """What sways ``player``'s pending decision, as a talking seat is swayed (for an inner
        seat that predicts the others, :class:`sucker.ai.hard.Minds`): their attitude by
        colour, from the public ledger as ours is (their grudges guessed: a plain seat's
        for each promise broken to them), and their oldest open promise that this decision
        keeps or breaks, with what breaking it must gain. None for a player who never
        bargained (silent players have no attitude) or who is swayed by nothing."""
        ledger = self.ledger
        if player == self.you or not 0 <= player < game.n or not ledger.spoke[player]:
            return None
        allies = ledger.allies(player)
        enemies = ledger.enemies(player)
        att = [0.0] * game.n
        for q in range(game.n):
            if q == player or not game.alive[q]:
                continue
            broken = sum(1 for p in ledger.promises
                         if p.by == q and p.to == player and p.state == BROKEN)
            a = _goodwill(ledger, player, q, -GRUDGE * broken, allies, enemies)
            att[q] = max(-1.0, min(1.0, a))
        duty = self._duty(game, player)
        if duty is None:
            return None if not any(att) else (tuple(att), "", NOBODY, 0.0)
        return (tuple(att), duty.what, duty.to, self._stake(game, player))

    def answer(self, game: Game, player: int, mind: Hashable, seed: int) -> Action:
        """``player``'s answer as a medium talking seat swayed by ``mind`` (:meth:`mind`)
        answers: medium's, tilted by their attitude, bent to keep their word unless breaking
        it gains more than it costs them."""
        att, what, to, stake = cast(tuple[tuple[float, ...], str, int, float], mind)
        ranked = medium_rank(game, player, decision_actions(game), att, seed)
        best, best_value = ranked[0]
        if not what:
            return best
        ok = _keeping(what, to)
        keep = next(((a, v) for a, v in ranked if ok(a)), None)
        if ok(best) or keep is None or best_value - keep[1] > stake:
            return best
        return keep[0]

    # ------------------------------------------------------------------ words

    def _gap(self) -> int:
        return self.rng.randint(*QUIET)

    def _talk(self, game: Game, answer: Action) -> Said | None:
        """At most one line: an answer to a proposal, an accusation, or (now and then) a
        request, a deal, a promise, a threat or an alliance."""
        act = self._answer(game) or self._accusation()
        if act is None and self.quiet >= self.gap:
            act = (
                self._rescue_request(game)
                or self._rescue_promise(game)
                or self._alliance(game)
                or self._move_request(game, answer)
            )
        return None if act is None else utter(act, self.rng, self.langs[act.to])

    # ------------------------------------------------------------------ replies

    def _reply(self, by: int, reading: Reading, words: str, game: Game,
               lang: str) -> Said | None:
        """A reply to a line just heard (``words``: as :func:`normalise` writes it): an answer
        to a proposal made to us, an accusation, a question (about what it asks), rudeness,
        a greeting, praise, small talk; "didn't understand" if addressed and unread; else
        nothing. Cheap."""
        me = self.you
        about = _about(words)
        to = by if 0 <= by < game.n else NOBODY
        person = by not in self.talkers
        targets = {a.about for a in reading.acts if a.kind == ALLIANCE}  # spoken of, not to
        named = [c for c in reading.named if c not in targets]
        addressed = me in named or any(a.to == me for a in reading.acts)
        ours = addressed or (not named and self._answers_for_table(by, game, besides=targets))
        to_all = addressed or not named
        if over := game.is_over():
            ours = addressed or (not named and self._answers_for_table(by, game, True))
        elif any(a.kind in PROPOSALS for a in reading.acts) and 0 <= by < game.n:
            act = self._answer(game)
            if act is None and ours and not named and person:
                act = self._answer_table(game, by, reading.acts)
            if act is not None:
                return utter(act, self.rng, lang)
            if addressed:
                return None  # a table offer we pass on, or one we already answered
        topic = reading.topic
        if topic == WHY and to_all and to != NOBODY:  # "you promised! why did you kill...?"
            return self._why(to, about, lang, ours, addressed)  # is about the kill
        if to != NOBODY and any(a.kind == ACCUSE and a.to == me for a in reading.acts):
            return self._owning(to, lang) if self._broke_to(to) else say_line(
                "kept_word", self.rng, lang, to=to)
        if person and to != NOBODY and not words.rstrip().endswith("?") \
                and any(a.kind == THREATEN and a.to == me for a in reading.acts):
            self.grudge[to] -= RUDE  # a threat is remembered as rudeness is
            key = self.temperament if self.temperament in ("loyal", "vengeful") else "opportunist"
            return say_line(f"threatened_{key}", self.rng, lang, to=to)
        if topic == INSULT and to_all and to != NOBODY:
            self.grudge[to] -= RUDE  # remembered: we trust them less
            if not ours:
                return None
            key = self.temperament if self.temperament in ("loyal", "vengeful") else "opportunist"
            return say_line(f"insult_{key}", self.rng, lang, to=to)
        if not ours:
            return None
        if over:
            return say_line("after_game", self.rng, lang, to=to) if to != NOBODY else None
        if to != NOBODY and not reading.acts and topic != WHY and _CHIPS_ASKED.search(words):
            return self._chips(game, named, to, words, lang)
        if person and to != NOBODY and not reading.acts and topic in ("", WINNING, WANT):
            # Praise and small talk (the AIs' own lines are never either), before the
            # questions that share their words ("t'es qui ?" is not "who is winning?").
            key = "praised" if addressed and not topic and PRAISE.search(words) else next(
                (k for k, rx in _SMALL_TALK if rx.search(words)), "")
            if key == "small_sorry" and self.grudge[to] < 0:  # an apology half-mends
                self.grudge[to] = min(0.0, self.grudge[to] + RUDE)
            if key:
                return say_line(key, self.rng, lang, to=to, name=self.name)
        if topic == GREET:
            if to in self.greeted:
                return None  # once each: two AIs never trade hellos
            self.greeted.add(to)
            return say_line("greet", self.rng, lang, to=to, name=self.name)
        if topic == THANKS:
            return say_line("thanks", self.rng, lang, to=to)
        if topic == WINNING and _MOST_CHIPS.search(words):
            most = max(range(game.n), key=lambda q: (game.held[q], q == self.you))
            key = "chips_most_me" if most == self.you else "chips_most"
            return say_line(key, self.rng, lang, to=to, who=most, counts={"n": game.held[most]})
        if topic == WINNING:
            return self._who_wins(game, lang)
        if topic == WANT:
            return self._wants(game, to, lang)
        if addressed and not reading.acts and to != NOBODY:  # a player's, not a spectator's
            return say_line("huh", self.rng, lang, to=to)
        return None

    def _answers_for_table(self, by: int, game: Game, anyone: bool = False,
                           besides: Collection[int] = ()) -> bool:
        """Whether we answer a line addressed to nobody: the first talking seat after the
        speaker does (still in, unless ``anyone``; never one of ``besides``, whom the line
        speaks of), so that one AI answers "hello" rather than all."""
        alive = [t for t in self.talkers if t != by and t < game.n and t not in besides
                 and (anyone or game.alive[t])]
        n = game.n
        return bool(alive) and min(alive, key=lambda t: (t - by) % n) == self.you

    def _broke_to(self, to: int, what: str = "") -> bool:
        return any(p.by == self.you and p.to == to and p.state == BROKEN
                   and what in ("", p.what) for p in self.ledger.promises)

    def _owning(self, to: int, lang: str) -> Said:
        """A promise we broke to ``to``, owned in words: an excuse (loyal), a taunt (vengeful,
        towards who wronged it) or a reason (anyone else)."""
        if self.temperament == "loyal":
            key = "broke_loyal"
        elif self.temperament == "vengeful" and self.grudge[to] < 0:
            key = "broke_vengeful"
        else:
            key = "broke_opportunist"
        return say_line(key, self.rng, lang, to=to)

    def _why(self, to: int, about: str, lang: str, ours: bool,
             addressed: bool) -> Said | None:
        """Why we acted against ``to``, about what they ask (a kill, a rescue, the move, a
        promise): from the record of deeds, the ledger and our grudges. A deed we never did
        is denied only by the seat answering for the table (or the one asked); a bare "why?"
        about nothing we did, only when asked."""
        me = self.you
        offer = self.ledger.offer_for(to)
        if offer is not None and offer.act.to == to and offer.made == self.ledger.ply \
                and about in ("", offer.act.want) and (offer.by == me or not addressed):
            if offer.by != me:  # "why me?" to a proposal just made: its author answers
                return None
            key = "why_offer_ally" if offer.act.kind == ALLIANCE else (
                f"why_offer_{offer.act.want}" if offer.act.want in (MOVE, RESCUE)
                else "why_offer")
            return say_line(key, self.rng, lang, to=to, who=offer.act.about)
        deed = self.deeds.get(to)
        wronged = self.grudge[to] < 0 or self.ledger.trust(to) < 0.5
        if about == "kill":
            killer = self.killed_by.get(to, NOBODY)
            if killer == me:
                if self._broke_to(to, SPARE):
                    return self._owning(to, lang)
                return say_line("why_kill_wronged" if wronged else "why_kill", self.rng, lang,
                                to=to)
            if not ours:
                return None
            key = "why_kill_none" if killer in (NOBODY, to) else "why_kill_other"
            return say_line(key, self.rng, lang, to=to, who=killer)
        if about == "rescue":
            if deed is not None and deed[0] == "refused":
                if self._broke_to(to, RESCUE):
                    return self._owning(to, lang)
                return say_line("why_refused" if wronged else "why_cost", self.rng, lang,
                                to=to)
            return say_line("why_rescue_none", self.rng, lang, to=to) if ours else None
        if about == "move":
            if deed is not None and deed[0] == "passed":
                if self._broke_to(to, MOVE):
                    return self._owning(to, lang)
                return self._why_passed(to, deed[1], lang)
            return say_line("why_move_none", self.rng, lang, to=to) if ours else None
        broken = self._broke_to(to)
        if about == "promise" or (broken and deed is None):
            if broken:
                return self._owning(to, lang)
            return say_line("kept_word", self.rng, lang, to=to) if ours else None
        if deed is not None and deed[0] == "refused":
            return say_line("why_refused" if wronged else "why_cost", self.rng, lang, to=to)
        if deed is not None and deed[0] == "passed":
            return self._why_passed(to, deed[1], lang)
        if self.killed_by.get(to) == me:
            return say_line("why_kill", self.rng, lang, to=to)
        return say_line("why_none", self.rng, lang, to=to) if addressed else None

    def _why_passed(self, to: int, given: int, lang: str) -> Said:
        """Why ``to`` was passed over for the move we gave ``given`` (ourselves, maybe)."""
        key = "why_move_kept" if given == self.you else "why_move"
        return say_line(key, self.rng, lang, to=to, who=given)

    def _farewell(self, game: Game) -> Said | None:
        """Once, at the end of the game: gg (the winner to all, the others to the winner)."""
        if self.farewell:
            return None
        self.farewell = True
        lang = self.lang
        if game.winner == self.you:
            return say_line("gg_won", self.rng, lang)
        return say_line("gg_lost", self.rng, lang, who=game.winner)

    def _who_wins(self, game: Game, lang: str) -> Said:
        chances = evaluate(game)
        ranked = sorted(range(game.n), key=lambda q: -chances[q])
        if chances[ranked[0]] - chances[ranked[1]] < 0.03:
            return say_line("even", self.rng, lang)
        if ranked[0] == self.you:
            return say_line("me_leader", self.rng, lang)
        return say_line("leader", self.rng, lang, who=ranked[0])

    def _chips(self, game: Game, named: list[int], to: int, words: str,
               lang: str) -> Said | None:
        """How many chips, or prisoners, a player holds: the asker's own ("how many do I
        have?"), the player the question names after the one asked, or ours. Only the
        player asked answers ("blue, how many has green?" is blue's to answer)."""
        me = self.you
        if named and named[0] != me:
            return None
        if _OWN_ASKED.search(words):
            who, whose = to, "yours"
        else:
            who = next((c for c in named if c != me and 0 <= c < game.n), me)
            whose = "mine" if who == me else "other"
        held, prisoners = game.held[who], game.prisoners(who)
        if _PRISONERS_ASKED.search(words):
            key = f"prisoners_{whose}" if prisoners else f"prisoners_{whose}_none"
        elif whose == "mine":
            key = "chips_mine_prisoners" if prisoners else "chips_mine" if held else "chips_out"
        else:
            key = f"chips_{whose}" if held else f"chips_{whose}_out"
        return say_line(key, self.rng, lang, to=to, who=who,
                        counts={"n": held, "k": prisoners})

    def _wants(self, game: Game, to: int, lang: str) -> Said:
        me = self.you
        if game.held[me] <= 2:
            return say_line("want_rescue", self.rng, lang, to=to)
        leader = _leader(game, me)
        if not self.ledger.allies(me) and leader not in (NOBODY, to):
            return say_line("want_ally", self.rng, lang, who=leader)
        if to != NOBODY:
            return say_line("want_move", self.rng, lang, to=to)
        return say_line("want_win", self.rng, lang)

    def _bargain(self, game: Game) -> Act | None:
        """Before someone else's decision that concerns us: ask for the move we may be given,
        or for the rescue we need — a deal to the trusted, a threat to enemies."""
        me, q = self.you, game.to_act
        ledger = self.ledger
        if game.phase == PHASE_RESCUE and q == me:
            helpers = [h for h in game.awaiting if ledger.trust(h) >= 0.4 and self.grudge[h] >= 0]
            if not helpers or any(p.what == RESCUE for p in ledger.open_promises(to=me)):
                return None
            h = max(helpers, key=lambda h: (game.prisoners(h), -h))
            give = SPARE if self._owes_move(h) else MOVE
            return None if self._pending(DEAL, h) else Act(DEAL, h, want=RESCUE, give=give)
        if game.phase != PHASE_NEXT or me not in game.options or q == me or q < 0:
            return None
        if any(p.what == MOVE for p in ledger.open_promises(q, me)) or self._pending(DEAL, q):
            return None
        if self.grudge[q] < 0 or ledger.trust(q) < 0.4:
            if self.temper.forgives or game.hands[me][q] == 0:
                return None
            self.threats.add(q)
            return Act(THREATEN, q, want=MOVE)
        if self.temper.eager <= 0 and q not in ledger.allies(me) and not ledger.spoke[q]:
            return None  # the wary do not court the silent
        give = RESCUE if game.prisoners(me) > 0 else SPARE
        return Act(DEAL, q, want=MOVE, give=give)

    def _answer(self, game: Game) -> Act | None:
        me = self.you
        for offer in reversed(self.ledger.offers):
            key = (offer.by, offer.made, offer.act)
            if offer.by == me or offer.act.to not in (me, NOBODY) or key in self.answered:
                continue
            self.answered.add(key)
            good = self._worth(game, offer)
            if good:
                return Act(ACCEPT, offer.by)
            if offer.act.to == me:
                return Act(REJECT, offer.by)
        return None

    def _answer_table(self, game: Game, by: int, acts: list[Act]) -> Act | None:
        """A person's proposal to the whole table that nobody took at once, answered by the
        one who answers the table (so that "anyone want to team up?" is never met by
        silence; the AIs bargain among themselves by their own offers, never to all): an
        alliance without a target becomes one against the best-stocked third player, if
        we trust the proposer; anything else a no (which leaves a table offer open to the
        others)."""
        me, n = self.you, game.n
        proposals = [a for a in acts if a.kind in PROPOSALS]
        if not proposals or any(a.to != NOBODY for a in proposals):
            return None
        thirds = [q for q in range(n) if q not in (me, by) and game.alive[q]]
        trusted = self.grudge[by] >= 0 and self.ledger.trust(by) >= 0.4
        if trusted and thirds and all(a.kind == ALLIANCE and a.about == NOBODY
                                      for a in proposals):
            target = max(thirds, key=lambda q: (game.held[q], -((q - me) % n)))
            return Act(ALLIANCE, by, about=target)
        return Act(REJECT, by)

    def _worth(self, game: Game, offer: Offer) -> bool:
        """Accept ``offer`` by expected value: what we are promised, discounted by the
        proposer's trust, against what it costs us."""
        me, p, act = self.you, offer.by, offer.act
        trust = self.ledger.trust(p)
        if self.grudge[p] < 0 or trust < 0.4:
            return False
        leader = _leader(game, me)
        if act.kind == ALLIANCE:
            target = act.about
            return target not in (NOBODY, me, p) and (
                target == leader or self.grudge[target] < 0 or game.held[target] >= game.held[p]
            )
        if act.want == RESCUE and game.prisoners(me) == 0:
            return False  # cannot keep it
        if act.want == MOVE and self._owes_move(p):
            return False  # the move is promised to someone else: one of the two would break
        cost = {MOVE: 0.3 if p == leader else 0.1, RESCUE: 0.1, SPARE: 0.1}[act.want]
        if act.want == RESCUE and game.prisoners(me) <= 1:
            cost += 0.1
        danger = 0.5 if game.held[me] <= 2 else 0.25
        gain = {MOVE: 0.25, RESCUE: danger, SPARE: 0.15, "": 0.0}[act.give] * trust
        gain += 0.1 * (1 + 2 * (trust - 0.5))  # goodwill: partners who keep deals help us
        return gain + self.temper.eager >= cost

    def _accusation(self) -> Act | None:
        me = self.you
        for i, p in enumerate(self.ledger.promises):
            if p.to == me and p.state == BROKEN and i not in self.accused:
                self.accused.add(i)
                if self.ledger.alive[p.by]:
                    return Act(ACCUSE, p.by)
        return None

    def _rescue_request(self, game: Game) -> Act | None:
        """Running low: ask the best-stocked trustworthy player for a rescue, for the move."""
        me = self.you
        promised = any(p.what == RESCUE for p in self.ledger.open_promises(to=me))
        if game.held[me] > 2 or promised or self._pending(DEAL):
            return None
        helpers = [
            q
            for q in self._others(game)
            if game.prisoners(q) > 0 and self.ledger.trust(q) >= 0.4 and self.grudge[q] >= 0
        ]
        if not helpers:
            return None
        q = max(helpers, key=lambda q: (self.ledger.spoke[q] > 0, game.prisoners(q), -q))
        return Act(DEAL, q, want=RESCUE, give=SPARE if self._owes_move(q) else MOVE)

    def _rescue_promise(self, game: Game) -> Act | None:
        """A friend is about to run dry and we hold prisoners: promise them a rescue."""
        me = self.you
        if game.prisoners(me) < 2:
            return None
        for q in self._others(game):
            friendly = q in self.ledger.allies(me) or self.ledger.trust(q) > 0.6
            promised = any(p.what == RESCUE for p in self.ledger.open_promises(me, q))
            if friendly and game.held[q] <= 1 and not promised:
                return Act(PROMISE, q, give=RESCUE)
        return None

    def _move_request(self, game: Game, answer: Action) -> Act | None:
        """Giving the move to someone: ask for it back — a deal, or a threat to the
        untrustworthy whose chips we hold."""
        me, q = self.you, answer.to
        if answer.act != NEXT or q == me or q == NOBODY:
            return None
        if any(p.what == MOVE for p in self.ledger.open_promises(q, me)) or self._pending(DEAL, q):
            return None
        if self.ledger.trust(q) < 0.5 or self.grudge[q] < 0:
            if game.hands[me][q] == 0:
                return None
            self.threats.add(q)
            return Act(THREATEN, q, want=MOVE)
        if self.ledger.spoke[q] == 0 and self.rng.random() < 0.5:
            return None  # do not waste many words on the silent
        give = RESCUE if game.prisoners(me) > 0 else SPARE
        return Act(DEAL, q, want=MOVE, give=give)

    def _alliance(self, game: Game) -> Act | None:
        """No ally yet: propose one to the most trusted player (those who talk first)
        against the strongest of the rest."""
        me, ledger = self.you, self.ledger
        if ledger.allies(me) or game.alive_count < 3 or self._pending(ALLIANCE):
            return None
        others = self._others(game)
        partners = [q for q in others if self.grudge[q] >= 0 and ledger.trust(q) >= 0.5]
        if not partners:
            return None
        p = max(partners, key=lambda q: (ledger.spoke[q] > 0, ledger.trust(q), -q))
        targets = [
            q
            for q in others
            if q != p and not ledger.open_promises(me, q) and not ledger.open_promises(q, me)
        ]
        if not targets:
            return None
        target = max(
            targets, key=lambda q: (game.held[q], -ledger.trust(q), ledger.spoke[q] == 0, -q)
        )
        return Act(ALLIANCE, p, about=target)

    def _owes_move(self, besides: int) -> bool:
        """Whether we promised the move to someone other than ``besides``."""
        return any(p.what == MOVE and p.to != besides for p in self.ledger.open_promises(self.you))

    def _pending(self, kind: str, to: int = NOBODY) -> bool:
        """Whether a proposal of ours of this kind (to ``to``, if given) awaits an answer."""
        return any(
            o.by == self.you and o.act.kind == kind and to in (NOBODY, o.act.to)
            for o in self.ledger.offers
        )

    def _others(self, game: Game) -> list[int]:
        return [q for q in range(game.n) if q != self.you and game.alive[q]]


def _about(words: str) -> str:
    """What a question is about: "kill", "rescue", "move", "promise" or "" (``words``: as
    :func:`normalise` writes them)."""
    return next((about for about, rx in _ABOUT if rx.search(words)), "")


def _keeping(what: str, to: int) -> Callable[[Action], bool]:
    """Whether an answer to the pending decision keeps a promise of ``what`` to ``to``."""
    if what == MOVE:
        return lambda a: a.act == NEXT and a.to == to
    if what == RESCUE:
        return lambda a: a.act == TRANSFER and a.to == to
    return lambda a: not (a.act == KILL and a.chip == to)


def _goodwill(ledger: Ledger, me: int, q: int, grudge: float, allies: list[int],
              enemies: set[int]) -> float:
    """``me``'s attitude towards ``q`` before bounds: trust from the ledger (goodwill only
    for those who can bargain back), less the grudge held, an ally's bonus, the common
    enemy's malus, and a little for promises open between them."""
    a = 2 * (ledger.trust(q) - 0.5)
    if not ledger.spoke[q]:
        a = min(a, 0.0)
    a += grudge
    if q in allies:
        a += ALLY
    if q in enemies:
        a -= ALLY
    if ledger.open_promises(q, me) or ledger.open_promises(me, q):
        a += 0.2
    return a


def _leader(game: Game, me: int) -> int:
    """The other player still in with strictly the most chips (NOBODY on a tie)."""
    others = sorted(
        (q for q in range(game.n) if q != me and game.alive[q]), key=lambda q: -game.held[q]
    )
    if not others or (len(others) > 1 and game.held[others[0]] == game.held[others[1]]):
        return NOBODY
    return others[0]
