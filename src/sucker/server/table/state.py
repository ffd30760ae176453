"""A table as plain data, and the two pure steps every change goes through.

``decide(state, command, env)`` checks a command against the state and returns the events it
causes (or raises ApiError, changing nothing); ``evolve(state, event)`` applies one event.
Neither awaits, sends or stores anything: the actor (actor.py) stores the events, sends them
and runs the effects. Events carry what ``decide`` computed (the game after an action, the
new deadline), so ``evolve`` only assigns.

>>> state = TableState.from_row(row, stored=[])
>>> for event in decide(state, c.FillAi(who, all=True), env):
...     state = evolve(state, event)
>>> state.seats[1].kind
'ai:easy'
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field, replace
from typing import Any

from sucker.ai.answer import fallback, validate
from sucker.ai.kinds import LEVELS
from sucker.ai.seat import Decision
from sucker.ai.talk import make_persona
from sucker.ai.talk.acts import acts_from_json
from sucker.ai.talk.table import TableLedger
from sucker.engine import (
    COLORS,
    KILL,
    KILL_PRISONER,
    NEXT,
    PHASE_RESCUE,
    PLAY,
    TRANSFER,
    Action,
    Game,
    IllegalAction,
    Rules,
    action_from_json,
    action_to_json,
)
from sucker.records import CHAT_MAX, chat_text
from sucker.server import commands as c
from sucker.server.config import Settings
from sucker.server.fairplay import casual_reason
from sucker.server.wire import ApiError, ChatMessage

AI_NAMES = {f"ai:{level}": f"{level.capitalize()} AI" for level in LEVELS}
BOT = "bot:"  # the seat kind of a bot account: bot:NAME
PERSONA_TRIES = 40  # seeds tried for an AI whose persona is named as someone at the table


def is_bot(kind: str | None) -> bool:
    return kind is not None and kind.startswith(BOT)


@dataclass
class SeatInfo:
    """Who sits in a seat: kind ``human`` (a guest), ``ai:*``, or None (empty)."""

    kind: str | None = None
    guest: str | None = None
    name: str | None = None
    ai_playing: bool = False  # the AI plays this human's seat for now
    persona: dict[str, str] | None = field(default=None)  # an AI seat's name and temperament
    rating: float | None = None  # at a rated table: the player's rating before the game
    seed: int | None = None  # an AI seat's seed (its persona and its play)
    waiting: float | None = None  # a challenged bot's seat: when the challenge lapses
    account: bool | None = None  # a person with an account (True); a guest: None
    origin: str | None = None  # where a person sat down from (fairplay.origin), never shown
    unproven: bool | None = None  # a new account at a rated table (fairplay.casual_reason)

    def player(self) -> str | None:
        """Who is rated for this seat: the guest (a person or a bot account), or the AI
        level (``ai:hard``)."""
        return self.guest if self.kind == "human" or is_bot(self.kind) else self.kind


def untimed_alone(decision_seconds: int, seats: list[SeatInfo]) -> bool:
    """An untimed table with one person: nobody waits on them, so nothing hurries them
    (with several people, the relaxed clock)."""
    return not decision_seconds and sum(s.kind == "human" for s in seats) < 2


def seats_from_json(text: str) -> list[SeatInfo]:
    return [SeatInfo(**s) for s in json.loads(text)]


def seats_to_json(seats: list[SeatInfo]) -> str:
    return json.dumps([{k: v for k, v in s.__dict__.items() if v is not None or k == "kind"}
                       for s in seats])


# ---------------------------------------------------------------------------- the state

DecisionKey = tuple[int, int, int]  # (phase, to act, ply) of the decision pending


@dataclass
class TableState:
    """Everything a table is: its row's columns, the game, its log and chat, the deals
    panel. ``deals`` (the public ledger the talking AIs trust) is the one part ``evolve``
    updates in place; ``dealt`` holds what the last event changed on it."""

    id: str
    status: str
    private: bool
    rated: bool
    lang: str
    no_bots: bool
    invite: str
    rules: Rules
    decision_seconds: int
    ai_level: str
    seats: list[SeatInfo]
    first: int | None
    created: float
    started: float | None
    ended: float | None
    winner: int | None
    deadline: float | None
    rematch: str | None
    seq: int
    game: Game | None
    deals: TableLedger
    log: list[dict[str, Any]] = field(default_factory=list)  # {"seq", "action", "t"}
    chat: list[dict[str, Any]] = field(default_factory=list)  # chat events
    fill_at: float | None = None  # "find a game": when AIs take the empty seats
    decision_key: DecisionKey | None = None
    anytime: list[int] = field(default_factory=list)  # per seat: transfers and kills since
    dealt: list[dict[str, Any]] = field(default_factory=list)
    seats_json: tuple[list[SeatInfo] | None, str] = (None, "")  # the seats last stored

    def __copy__(self) -> TableState:
        """A shallow copy, as ``copy.copy`` makes it, without its generic protocol: the
        actor takes one before every commit, to roll back if storing fails."""
        new = object.__new__(TableState)
        new.__dict__.update(self.__dict__)
        return new

    @classmethod
    def from_row(cls, row: dict[str, Any], stored: list[dict[str, Any]]) -> TableState:
        """The state of a stored table: its row, and its events replayed (actions, chat)."""
        rules = Rules(row["players"], row["chips"], row["variant"])
        first = row["first"]
        game = Game(rules, first) if first is not None else None
        state = cls(
            id=row["id"], status=row["status"], private=row["private"],
            rated=bool(row.get("rated")), lang=row.get("lang") or "en",
            no_bots=bool(row.get("no_bots")), invite=row["invite"], rules=rules,
            decision_seconds=row["decision_seconds"], ai_level=row["ai_level"],
            seats=seats_from_json(row["seats"]), first=first, created=row["created"],
            started=row["started"], ended=row["ended"], winner=row["winner"],
            deadline=row["deadline"], rematch=row.get("rematch"), seq=row["seq"], game=game,
            deals=TableLedger(rules.players), anytime=[0] * rules.players)
        state.deals.names = state.names()
        if game is not None:
            state.deals.start(game)
        for data in stored:
            if data["type"] == "action":
                assert game is not None
                action = action_from_json(data["action"], rules.players)
                game.apply(action)
                state.deals.acted(action, game)
                state.log.append({"seq": data["seq"], "action": data["action"], "t": data["t"]})
            elif data["type"] == "chat":
                state.chat.append(data)
                state.deals.said(COLORS.index(data["by"]) if data["by"] else -1, data["text"],
                                 data.get("lang"), data["after"])
        if game is not None and state.status == "playing":
            state.decision_key = (game.phase, game.to_act, game.ply)
        return state

    def row(self) -> dict[str, Any]:
        """The table's database columns (but its fence, which only ownership changes)."""
        seats, text = self.seats_json
        if seats is not self.seats:  # the seats changed (evolve replaces the list)
            self.seats_json = (self.seats, text := seats_to_json(self.seats))
        return {
            "id": self.id, "status": self.status, "private": self.private,
            "invite": self.invite, "players": self.rules.players, "chips": self.rules.chips,
            "variant": self.rules.variant, "decision_seconds": self.decision_seconds,
            "ai_level": self.ai_level, "seats": text,
            "first": self.first, "created": self.created, "started": self.started,
            "ended": self.ended, "winner": self.winner, "seq": self.seq,
            "deadline": self.deadline, "rematch": self.rematch,
        }

    # -------------------------------------------------------------- questions

    def seat_of(self, guest: str | None) -> int | None:
        if guest is None:
            return None
        for i, s in enumerate(self.seats):
            if (s.kind == "human" or is_bot(s.kind) and s.waiting is None) \
                    and s.guest == guest:
                return i
        return None

    def seat_index(self, color: str) -> int:
        if color not in COLORS[: self.rules.players]:
            raise ApiError(422, "bad-request", f"{color!r} is not a seat of this table")
        return COLORS.index(color)

    def names(self) -> dict[str, int]:
        """Seated players' names (any case) to colours, for reading who a line addresses."""
        return {s.name.casefold(): i for i, s in enumerate(self.seats) if s.name}

    def casual_reason(self) -> str | None:
        """Why this rated table is played as casual, if it is (fairplay.casual_reason)."""
        return casual_reason(self.rated, self.seats)

    def counts(self) -> bool:
        """Whether the game moves ratings: rated, and no reason to play it as casual."""
        return self.rated and self.casual_reason() is None

    def hints_allowed(self, seat: int | None) -> bool:
        """Hints are for a seated learner at a casual table where every other seat is an AI."""
        return (seat is not None and not self.rated
                and all(s.kind != "human" for i, s in enumerate(self.seats) if i != seat))

    def allowed(self, guest: str | None, invite: str | None) -> None:
        """Private tables are seen only with their invite, or from a seat; to anyone else
        one is no table at all (the same 404 as a missing one: an id cannot be confirmed)."""
        if self.private and invite != self.invite and self.seat_of(guest) is None:
            raise ApiError(404, "no-table", "there is no such table")

    def untimed_alone(self) -> bool:
        return untimed_alone(self.decision_seconds, self.seats)

    def limit(self, game: Game, settings: Settings) -> float | None:
        """Seconds for the decision pending in ``game``; None: no clock."""
        if self.untimed_alone():
            return None
        seconds = float(self.decision_seconds or settings.relaxed_seconds)
        if game.phase == PHASE_RESCUE:
            return min(seconds, settings.rescue_seconds)
        return seconds

    def ai_controls(self, p: int) -> bool:
        s = self.seats[p]
        return s.kind != "human" or s.ai_playing

    def ai_turn(self, p: int) -> bool:
        """Whether the AI must answer for seat ``p`` now."""
        return (self.status == "playing" and self.game is not None
                and p in self.game.deciders() and self.ai_controls(p))

    def seats_meta(self) -> list[dict[str, Any]]:
        """The seats as a record and a bot's ``start`` give them."""
        return [{"color": COLORS[i], "name": s.name, "kind": s.kind}
                for i, s in enumerate(self.seats)]

    def talking(self, now: float, settings: Settings) -> bool:
        """Whether the talking AIs answer: while playing, and a while after the end."""
        return self.status == "playing" or (
            self.status == "over" and self.ended is not None
            and now - self.ended < settings.talk_after_end)

    def knows(self, guest: str, name: str) -> bool:
        """Whether the player sits here or said something here under ``name``."""
        return (any(s.guest == guest for s in self.seats)
                or any(line.get("name") == name and not line.get("ai") for line in self.chat))


# ---------------------------------------------------------------------------- env, commands


@dataclass
class Env:
    """What ``decide`` reads besides the state: the time, the settings, a random source."""

    now: float
    settings: Settings
    rng: random.Random


# Commands the actor makes itself (timers, AI answers, lookups done before deciding); the
# others come from commands.py.


@dataclass
class SitDown:
    """A Join, with whether the account is new at a rated table (looked up beforehand)."""

    join: c.Join
    unproven: bool | None = None


@dataclass
class StartGame:
    """A Start, with the shown ratings of the players (looked up beforehand at a rated
    table that counts)."""

    guest: str
    ratings: dict[str, float] | None = None


@dataclass
class Challenge:
    """Seat a challenged bot, its seat waiting for its answer until ``until``."""

    fill: c.FillBot
    until: float


@dataclass
class ChallengeOver:
    bot: str
    until: float


@dataclass
class RematchMade:
    table_id: str


@dataclass
class DeadlinePassed:
    key: DecisionKey | None


@dataclass
class TakeOver:
    """The AI plays these seats for now (their players are away too long)."""

    seats: list[int]


@dataclass
class Present:
    """A seated player's socket said hello: the AI gives their seat back."""

    seat: int


@dataclass
class AiDecided:
    """An AI's answer for seat ``seat`` (None: late or failed, so the fallback plays);
    ``checked``: the game a bot's answer was already checked against (the same object, not
    checked again while it is still the table's game)."""

    seat: int
    decision: Decision | None
    checked: Game | None = None


@dataclass
class Say:
    """A chat line to post: a person's (checked here) or an AI's or bot's."""

    seat: int | None
    name: str
    text: str
    ai: bool
    lang: str | None = None
    texts: dict[str, str] | None = None
    acts: list[dict[str, Any]] | None = None


# ---------------------------------------------------------------------------- events


@dataclass(frozen=True)
class SeatsChanged:
    """Seats taken, freed or renamed in the lobby (``names``: the deals' names change);
    ``note``: why, when the players should be told (a challenged bot declined or was
    silent)."""

    seats: tuple[tuple[int, SeatInfo], ...]
    note: dict[str, str] | None = None


@dataclass(frozen=True)
class Forgotten:
    """A deleted account: its seat and chat lines become nameless."""

    guest: str
    name: str


@dataclass(frozen=True)
class Started:
    first: int
    game: Game
    now: float
    deadline: float | None
    key: DecisionKey
    ratings: dict[str, float] | None


@dataclass(frozen=True)
class Acted:
    """An action applied: ``game`` is the game after it."""

    action: Action
    auto: bool
    game: Game
    t: float
    now: float
    deadline: float | None
    key: DecisionKey


@dataclass(frozen=True)
class AiPlays:
    """The AI plays (``on``) or gives back these human seats; ``deadline`` the decision's new
    one, or None to keep it."""

    seats: tuple[int, ...]
    on: bool
    deadline: float | None = None


@dataclass(frozen=True)
class Said:
    seat: int | None
    name: str
    text: str
    ai: bool
    lang: str | None
    texts: dict[str, str] | None
    acts: list[dict[str, Any]] | None
    after: int


@dataclass(frozen=True)
class RematchSet:
    table_id: str


@dataclass(frozen=True)
class FillAt:
    """AIs fill the empty seats and the game starts at ``at``, if ``guest`` who asked still
    sits there (unstored, unsent)."""

    at: float
    guest: str


Event = SeatsChanged | Forgotten | Started | Acted | AiPlays | Said | RematchSet | FillAt


# ---------------------------------------------------------------------------- decide


def decide(state: TableState, command: Any, env: Env) -> list[Event]:
    """The events ``command`` causes, or ApiError; ``state`` is not changed."""
    match command:
        case SitDown(join=join, unproven=unproven):
            return _join(state, join, unproven)
        case c.Leave(who=who):
            i = _seated(state, who.guest, "you do not sit at this table")
            _open(state, "a game under way cannot be left; the AI plays for absent players")
            return [SeatsChanged(((i, SeatInfo()),))]
        case c.FillAi():
            return _fill_ai(state, command, env)
        case Challenge(fill=fill, until=until):
            return _challenge(state, fill, until)
        case c.BotReply(who=who, accept=accept, reason=reason):
            return _bot_reply(state, who.guest or "", accept, reason)
        case ChallengeOver(bot=bot, until=until):
            return _challenge_over(state, bot, until)
        case StartGame(guest=guest, ratings=ratings):
            return _start(state, guest, ratings, env)
        case c.FillLater(who=who, seconds=seconds):
            assert who.guest is not None
            return [FillAt(env.now + seconds, who.guest)]
        case RematchMade(table_id=table_id):
            return [] if state.rematch is not None else [RematchSet(table_id)]
        case c.Forget(who=who):
            assert who.guest is not None and who.name is not None
            return [Forgotten(who.guest, who.name)]
        case c.Act(who=who, action=raw):
            return _act(state, who.guest, raw, env)
        case c.Chat(who=who, text=text, lang=lang):
            if who.guest is None or who.name is None:
                raise ApiError(401, "no-session", "choose a name before chatting")
            text = chat_text(text, newlines=True)
            if not 1 <= len(text) <= CHAT_MAX:
                raise ApiError(400, "bad-message",
                               f"a chat line has 1 to {CHAT_MAX} characters")
            return [_said(state, Say(state.seat_of(who.guest), who.name, text, False, lang))]
        case c.BotSay(who=who, text=text):
            return _bot_say(state, who.guest, text)
        case Say():
            return [_said(state, command)]
        case c.Back(who=who):
            return _back(state, who.guest, env)
        case Present(seat=seat):
            return [AiPlays((seat,), False)] if state.seats[seat].ai_playing else []
        case DeadlinePassed(key=key):
            if state.status != "playing" or state.game is None or key != state.decision_key:
                return []
            late = tuple(p for p in state.game.deciders()
                         if state.seats[p].kind == "human" and not state.seats[p].ai_playing)
            return [AiPlays(late, True)] if late else []
        case TakeOver(seats=seats):
            late = tuple(p for p in seats if not state.seats[p].ai_playing)
            return [AiPlays(late, True)] if late and state.status == "playing" else []
        case AiDecided(seat=p, decision=decision, checked=checked):
            return _ai_decided(state, p, decision, checked, env)
    raise ApiError(400, "bad-request", f"no command {type(command).__name__}")


def _bot_reply(state: TableState, bot: str, accept: bool, reason: str) -> list[Event]:
    """The bot challenged to a seat here accepts (the seat is its) or declines (free, and
    the players are told, with the bot's reason)."""
    i = challenged(state, bot)
    if i is None or state.status != "open":
        raise ApiError(409, "no-challenge", "no challenge of this game waits for you")
    if accept:
        return [SeatsChanged(((i, replace(state.seats[i], waiting=None)),))]
    note = {"kind": "bot-declined", "bot": state.seats[i].name or "", "reason": reason}
    return [SeatsChanged(((i, SeatInfo()),), note)]


def _ai_seat(i: int, kind: str, seed: int, lang: str, taken: set[str]) -> SeatInfo:
    """Seat ``i``'s AI of ``kind``, its persona from ``seed`` (its worker makes it again from
    the seed): the next seeds are tried until its name is none of ``taken`` (the names in
    use, casefolded; its own is added), so that an AI never introduces itself by a player's
    name."""
    for _ in range(PERSONA_TRIES):
        persona = make_persona(seed, None, lang)
        if persona.name.casefold() not in taken:
            break
        seed += 1
    name = persona.name if persona.name.casefold() not in taken \
        else f"{persona.name} ({COLORS[i]})"
    taken.add(name.casefold())
    return SeatInfo(kind, None, name, seed=seed, persona={
        "name": name, "temperament": persona.temperament, "gender": persona.gender})


def _challenge_over(state: TableState, bot: str, until: float) -> list[Event]:
    i = challenged(state, bot)
    if i is None or state.seats[i].waiting != until:
        return []
    note = {"kind": "bot-silent", "bot": state.seats[i].name or ""}
    return [SeatsChanged(((i, SeatInfo()),), note)]


def _bot_say(state: TableState, bot: str | None, text: str) -> list[Event]:
    """A bot's chat line (rate-limited by the hub), posted as its seat."""
    i = state.seat_of(bot)
    if i is None or not is_bot(state.seats[i].kind) or state.status != "playing":
        raise ApiError(409, "not-playing", "lines are posted while your game is played")
    return [_said(state, Say(i, state.seats[i].name or COLORS[i], text, True))]


def _back(state: TableState, guest: str | None, env: Env) -> list[Event]:
    """A player whose seat the AI plays for now takes it back; a decision of theirs whose
    time had run out gets a fresh deadline (else the clock would hand it back at once)."""
    seat = state.seat_of(guest)
    if seat is None or not state.seats[seat].ai_playing:
        return []
    deadline = None
    if state.game is not None and seat in state.game.deciders() \
            and (state.deadline or 0) <= env.now:
        deadline = _deadline(state, state.game, env)
    return [AiPlays((seat,), False, deadline)]


def _seated(state: TableState, guest: str | None, why: str) -> int:
    i = state.seat_of(guest)
    if i is None:
        raise ApiError(403, "not-seated", why)
    return i


def _open(state: TableState, why: str = "the game has already started") -> None:
    if state.status != "open":
        raise ApiError(409, "not-open", why)


def challenged(state: TableState, bot: str) -> int | None:
    """The seat a challenge to ``bot`` holds, waiting for its answer."""
    return next((i for i, s in enumerate(state.seats)
                 if s.guest == bot and is_bot(s.kind) and s.waiting is not None), None)


def _join(state: TableState, join: c.Join, unproven: bool | None) -> list[Event]:
    """Sit down (a bot account with its token sits as ``bot:NAME``); ``origin``: where
    from (fairplay.origin), to play a rated table as casual when two seats share one."""
    who = join.who
    assert who.guest is not None and who.name is not None
    state.allowed(who.guest, join.invite)
    if who.bot and state.no_bots:
        raise ApiError(403, "no-bots", "this table's players do not play with bots")
    if state.rated and not who.account:
        raise ApiError(403, "no-account", "rated tables are for players with an account")
    _open(state)
    if state.seat_of(who.guest) is not None:
        raise ApiError(409, "seated", "you already sit at this table")
    free = [i for i, s in enumerate(state.seats) if s.kind is None]
    if join.seat is None:
        if not free:
            raise ApiError(409, "full", "every seat is taken")
        i = free[0]
    else:
        i = state.seat_index(join.seat)
        if i not in free:
            raise ApiError(409, "taken", f"the {join.seat} seat is taken")
    seat = SeatInfo(BOT + who.name if who.bot else "human", who.guest, who.name,
                    account=who.account or None, origin=join.origin or None, unproven=unproven)
    changed = [(i, seat)]
    # An AI seated before who bears their name takes another persona: an AI never
    # introduces itself by a player's name.
    taken = {s.name.casefold() for s in state.seats if s.name} | {who.name.casefold()}
    for k, s in enumerate(state.seats):
        if s.kind in AI_NAMES and s.name and s.name.casefold() == who.name.casefold():
            changed.append((k, _ai_seat(k, s.kind, (s.seed or 0) + 1, state.lang, taken)))
    return [SeatsChanged(tuple(changed))]


def _fill_ai(state: TableState, cmd: c.FillAi, env: Env) -> list[Event]:
    _seated(state, cmd.who.guest, "only players seated at the table may add AIs")
    _open(state)
    kind = f"ai:{cmd.level or state.ai_level}"
    if kind not in AI_NAMES:
        raise ApiError(422, "bad-request", "level must be easy, medium or hard")
    if cmd.all:
        targets = [i for i, s in enumerate(state.seats) if s.kind is None]
    elif cmd.seat is not None:
        i = state.seat_index(cmd.seat)
        if state.seats[i].kind is not None:
            raise ApiError(409, "taken", f"the {cmd.seat} seat is taken")
        targets = [i]
    else:
        raise ApiError(422, "bad-request", "give a seat or all: true")
    seed = env.rng.randrange(1 << 30)
    taken = {s.name.casefold() for s in state.seats if s.name}
    seats = []
    for i in targets:
        seat = _ai_seat(i, kind, seed, state.lang, taken)
        seats.append((i, seat))
        seed = (seat.seed or 0) + 1
    return [SeatsChanged(tuple(seats))]


def _challenge(state: TableState, cmd: c.FillBot, until: float) -> list[Event]:
    """Challenge a connected bot to take a seat: the seat waits for its answer, and is
    free again if it declines or is silent until ``until``."""
    _seated(state, cmd.who.guest, "only players seated at the table may add bots")
    _open(state)
    if state.no_bots:
        raise ApiError(403, "no-bots", "this table's players do not play with bots")
    if cmd.seat is None:
        raise ApiError(422, "bad-request", "give the seat for the bot")
    i = state.seat_index(cmd.seat)
    if state.seats[i].kind is not None:
        raise ApiError(409, "taken", f"the {cmd.seat} seat is taken")
    if any(s.guest == cmd.bot for s in state.seats):
        raise ApiError(409, "bot-seated", f"{cmd.bot_name} already sits at this table")
    seat = SeatInfo(BOT + cmd.bot_name, cmd.bot, cmd.bot_name, waiting=until)
    return [SeatsChanged(((i, seat),))]


def check_start(state: TableState, guest: str | None) -> None:
    """ApiError unless ``guest`` may start the table now."""
    _seated(state, guest, "only players seated at the table may start it")
    _open(state)
    if any(s.kind is None or s.waiting is not None for s in state.seats):
        raise ApiError(409, "seats-empty", "every seat must be taken (add AIs for the "
                       "rest; a bot takes its seat once it accepts)")
    if state.rated and any(is_bot(s.kind) for s in state.seats) \
            and any(s.kind == "human" for s in state.seats):
        raise ApiError(409, "bots-and-people", "bots are rated apart from people: a rated "
                       "table has bots and AIs, or people and AIs")


def _start(state: TableState, guest: str, ratings: dict[str, float] | None,
           env: Env) -> list[Event]:
    check_start(state, guest)
    first = env.rng.randrange(state.rules.players)
    game = Game(state.rules, first)
    return [Started(first, game, env.now, _deadline(state, game, env),
                    (game.phase, game.to_act, game.ply), ratings)]


def rematch_options(state: TableState, guest: str | None
                    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The options and seats of this finished table's rematch: the same options and AIs in
    the same seats, and the player who asked (the others sit down by asking too)."""
    _seated(state, guest, "only players of that table may ask a rematch")
    if state.status != "over":
        raise ApiError(409, "not-over", "the game is not over")
    options: dict[str, Any] = {
        "players": state.rules.players, "chips": state.rules.chips,
        "variant": state.rules.variant, "private": state.private,
        "decision_seconds": state.decision_seconds, "ai_level": state.ai_level,
        "rated": state.rated, "invite": state.invite, "no_bots": state.no_bots}
    seats = [{"kind": s.kind, "guest": s.guest, "name": s.name, "persona": s.persona,
              "seed": s.seed, "account": s.account, "origin": s.origin,
              "unproven": s.unproven}
             if s.kind != "human" or s.guest == guest else {} for s in state.seats]
    return options, seats


def _act(state: TableState, guest: str | None, raw: dict[str, Any], env: Env
         ) -> list[Event]:
    if state.status != "playing" or state.game is None:
        raise ApiError(409, "not-playing", "the game is not being played")
    seat = _seated(state, guest, "only players seated at the table may act")
    if "by" in raw and raw["by"] != COLORS[seat]:
        raise ApiError(403, "not-your-seat", f"you sit in the {COLORS[seat]} seat, "
                       f"not {str(raw['by'])[:20]!r}")
    try:
        action = action_from_json(raw, state.rules.players, seat)
    except IllegalAction as e:
        raise ApiError(400, "bad-message", e.message) from None
    try:
        state.game.check(action)
    except IllegalAction as e:
        raise ApiError(409, "illegal", e.message) from None
    limit = env.settings.anytime_actions
    if (action.act == TRANSFER or action.act == KILL_PRISONER) \
            and state.anytime[seat] >= limit:
        raise ApiError(429, "rate-limited",
                       f"at most {limit} transfers and kills of prisoners between two moves")
    acted = _acted(state, state.game, state.decision_key, action, False, env)
    if state.seats[seat].ai_playing:
        return [AiPlays((seat,), False), acted]
    return [acted]


def _acted(state: TableState, before: Game, key: DecisionKey | None, action: Action,
           auto: bool, env: Env) -> Acted:
    """A checked action applied to ``before``: the game after it, and the decision's
    deadline (restarted if ``action`` ended the decision pending before it)."""
    assert state.started is not None
    game = before.copy()
    game.apply(action)
    new = (game.phase, game.to_act, game.ply)
    deadline = state.deadline
    if game.is_over():
        deadline = None
    elif (key is None or action.act in (PLAY, NEXT, KILL) or (key[0], key[1]) != new[:2]):
        deadline = _deadline(state, game, env)
    else:
        new = key  # the same decision goes on (an any-time action, or one refusal)
    return Acted(action, auto, game, round(env.now - state.started, 3), env.now, deadline, new)


def _deadline(state: TableState, game: Game, env: Env) -> float | None:
    seconds = state.limit(game, env.settings)
    return None if seconds is None else env.now + seconds


def _ai_decided(state: TableState, p: int, decision: Decision | None,
                checked: Game | None, env: Env) -> list[Event]:
    """An AI's answer if still wanted; a missing or illegal one gets the fallback. The
    actions are ``auto`` where nobody of the seat chose them: the AI playing for a person,
    or the fallback playing for a bot."""
    if not state.ai_turn(p):
        return []
    assert state.game is not None
    kind = state.seats[p].kind
    auto = kind == "human"
    try:
        if decision is None:
            raise IllegalAction("late", "no answer in time")
        actions = decision.actions if checked is state.game else validate(state.game, p,
                                                                           decision)
    except IllegalAction:
        actions = fallback(state.game, p).actions
        auto = auto or is_bot(kind)
    events: list[Event] = []
    game, key = state.game, state.decision_key
    for a in actions:
        acted = _acted(state, game, key, a, auto, env)
        events.append(acted)
        game, key = acted.game, acted.key
        state = replace(state, deadline=acted.deadline)
    return events


def _said(state: TableState, say: Say) -> Said:
    """A chat line; an AI's may carry its text in every language (``texts``, for each
    reader to read in theirs) and its dialogue ``acts``."""
    return Said(say.seat, say.name, say.text, say.ai, say.lang, say.texts or None,
                say.acts or None, state.game.ply if state.game else 0)


# ---------------------------------------------------------------------------- evolve


def evolve(state: TableState, event: Event) -> TableState:
    """``state`` after ``event`` (updated in place: a table's state has one owner, its
    actor, and copying the game for every event would be its main cost). Numbers the
    frames the event is sent as (see view.frames)."""
    state.dealt = []
    match event:
        case SeatsChanged(seats=seats):
            new = list(state.seats)
            for i, seat in seats:
                new[i] = seat
            state.seats = new
            state.deals.names = state.names()
        case Forgotten(guest=guest, name=name):
            state.seats = [replace(s, guest=None, name="—") if s.guest == guest else s
                           for s in state.seats]
            for line in state.chat:
                if line.get("name") == name and not line.get("ai"):
                    line["name"] = "—"
            state.deals.names = state.names()
        case Started(first=first, game=game, now=now, deadline=deadline, key=key,
                     ratings=ratings):
            if ratings is not None:
                state.seats = [replace(s, rating=ratings.get(s.player() or ""))
                               for s in state.seats]
            state.first, state.game, state.status, state.started = first, game, "playing", now
            state.deadline, state.decision_key = deadline, key
            state.deals.names = state.names()
            state.deals.start(game)
        case Acted(action=action, game=game, t=t, deadline=deadline, key=key):
            state.game, state.deadline, state.decision_key = game, deadline, key
            state.seq += 1
            state.log.append({"seq": state.seq, "action": action_to_json(action), "t": t})
            state.dealt = state.deals.acted(action, game)
            state.seq += bool(state.dealt)
            anytime = list(state.anytime)
            anytime[action.by] = anytime[action.by] + 1 \
                if action.act == TRANSFER or action.act == KILL_PRISONER else 0
            state.anytime = anytime
            if game.is_over():
                state.status, state.ended, state.winner = "over", event.now, game.winner
                state.seats = [replace(s, ai_playing=False) for s in state.seats]
                state.seq += 2  # the end, and the table
            return state
        case AiPlays(seats=seats, on=on, deadline=deadline):
            state.seats = [replace(s, ai_playing=on) if i in seats else s
                           for i, s in enumerate(state.seats)]
            if deadline is not None:
                state.deadline = deadline
        case Said():
            state.seq += 1
            state.chat.append(chat_line(state, event))
            state.dealt = state.deals.said(
                -1 if event.seat is None else event.seat, event.text, event.lang, event.after,
                acts=acts_from_json(event.acts) if event.ai and event.acts is not None
                else None)
            state.seq += bool(state.dealt)
            return state
        case RematchSet(table_id=table_id):
            state.rematch = table_id
        case FillAt():
            state.fill_at = event.at
            return state
    state.seq += 1  # its table frame
    return state


def chat_line(state: TableState, said: Said) -> dict[str, Any]:
    """The chat message of a line, as kept in the table's chat (numbered by evolve)."""
    return ChatMessage(
        by=None if said.seat is None else COLORS[said.seat], name=said.name,
        spectator=said.seat is None, text=said.text, after=said.after, ai=said.ai,
        line=len(state.chat), seq=state.seq, lang=said.lang, texts=said.texts,
        acts=said.acts).to_json()


def stored(event: Event) -> bool:
    """Whether an event is stored and sent (a FillAt only arms a timer)."""
    return not isinstance(event, FillAt)
