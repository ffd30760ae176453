"""The table actor: one per live table. It takes typed commands (:mod:`sucker.server.commands`)
from HTTP calls and sockets, local or relayed, and holds what it is handed or makes: the
table's state (state.py), its clock, AI seats, bot seats and lobby.

Every change — lobby calls, intents, timer expiries, AI answers — is a message on the
table's queue, handled one at a time by its worker task, so simultaneous intents never
interleave. A change is decided (state.decide), stored (events and table row, one
transaction, checked against the table's fencing token), applied (state.evolve), sent to
every client, and then followed by one list of effects (see ``_effects``).
"""

from __future__ import annotations

import asyncio
import copy
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from sucker.engine import COLORS
from sucker.server import commands as c
from sucker.server.table import view
from sucker.server.table.aiseats import AiLine, AiSeats
from sucker.server.table.botseats import BotSeats
from sucker.server.table.clock import GraceOver, TableClock
from sucker.server.table.deps import Deps
from sucker.server.table.lobby import Lobby
from sucker.server.table.mailbox import Mailbox
from sucker.server.table.state import (
    Acted,
    AiDecided,
    Challenge,
    ChallengeOver,
    Env,
    Event,
    FillAt,
    Present,
    Said,
    Started,
    TableState,
    TakeOver,
    decide,
    evolve,
    stored,
)
from sucker.server.wire import (
    ApiError,
    Numbered,
    Peer,
    PongMessage,
    TableFrame,
    dumps,
)

log = logging.getLogger("sucker.server")

PONG = PongMessage().encode()


@dataclass
class FillAndStart:
    """"Find a game"'s wait is over: AIs take the empty seats and the game starts, if the
    table is still open and ``guest`` who made it still sits there."""

    guest: str


class Table:
    """The actor owning one table."""

    def __init__(self, deps: Deps, row: dict[str, Any], stored_events: list[dict[str, Any]],
                 fence: int) -> None:
        self.deps = deps
        self.settings = deps.settings
        self.fence = fence
        self.state = TableState.from_row(row, stored_events)
        self.id = self.state.id
        self.events = [Numbered.load(data) for data in stored_events]
        self.clients: set[Peer] = set()
        self.hello: set[Peer] = set()  # sockets that have said hello
        self.epoch = [0] * self.state.rules.players  # per seat, bumped on each (dis)connection
        self.rng = random.Random()
        self.clock = TableClock(deps.clock, self.post, self.settings.grace)
        self.bots = BotSeats(self.id, deps.bots, self.settings)
        self.ais = AiSeats(self.id, deps.ai, self.settings, deps.clock, self.bots,
                           lambda: self.state, self.post)
        self.lobby = Lobby(self.id, deps)
        self.mailbox = Mailbox(self.id, self._lose)

    @property
    def status(self) -> str:
        return self.state.status

    @property
    def gone(self) -> bool:
        """Lost to another process, or stopped."""
        return self.mailbox.closed

    async def call(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """Run ``fn(*args)`` inside the actor and return its result (or raise its error)."""
        return await self.mailbox.call(fn, *args)

    def post(self, message: Any) -> None:
        """Queue a message of the table's own (a timer's, an AI's answer) without waiting."""
        self.mailbox.post(self._message, message)

    def _lose(self) -> None:
        """Another process owns the table now: close every socket (they reconnect there)."""
        if self.gone:
            return
        log.warning("table %s: lost to another process; dropping it", self.id)
        self.stop()
        for client in list(self.clients):
            client.close(1012, "the table moved; reconnect")
        self.clients.clear()
        self.deps.lost(self.id)

    def stop(self) -> None:
        self.mailbox.close()
        self.clock.stop()
        self.ais.stop()

    # ------------------------------------------------------------------ commands

    async def handle(self, cmd: c.Command, peer: Peer | None = None) -> Any:
        """Run one command; HTTP commands answer the table as the caller sees it."""
        self.mailbox.check()
        guest, name = cmd.who.guest, cmd.who.name
        match cmd:
            case c.View(invite=invite):
                self.state.allowed(guest, invite)
                return self.table_json(guest)
            case c.GetRecord(invite=invite):
                self.state.allowed(guest, invite)
                if self.state.game is None:
                    raise ApiError(409, "not-started", "the game has not started")
                return view.record(self.state).to_json()
            case c.GetChat(invite=invite, before=before, limit=limit):
                self.state.allowed(guest, invite)
                return view.chat_page(self.state, before, max(1, min(limit, 200)))
            case c.Hint():
                self.state.allowed(guest, None)
                return await self.ais.hint(guest)
            case c.Ping():
                assert peer is not None
                peer.send(PONG)
                return None
            case c.Hello(since=since):
                assert peer is not None
                return await self.call(self.attach, peer, since)
            case c.Resync(since=since):
                assert peer is not None
                return await self.call(self.resend, peer, since)
            case c.Detach():
                assert peer is not None
                return await self.call(self.detach, peer)
            case c.Act() | c.Chat() | c.Back():
                if peer not in self.hello:
                    raise ApiError(400, "bad-message", "send hello first")
                await self.call(self.apply, cmd)
                return None
        if guest is None or name is None:
            raise ApiError(401, "no-session", "choose a name first (POST /api/session)")
        if isinstance(cmd, c.Forget):
            await self.call(self.apply, cmd)
            return None
        self.state.allowed(guest, cmd.invite if isinstance(cmd, c.Join) else None)
        match cmd:
            case c.Join():
                await self.call(self._join, cmd)
            case c.Leave() | c.FillAi() | c.FillLater():
                await self.call(self.apply, cmd)
            case c.FillBot():
                await self.call(self._fill_bot, cmd)
            case c.BotReply() | c.BotSay():
                await self.call(self.apply, cmd)
                return None
            case c.Start():
                await self.call(self._start, guest)
            case c.Rematch():
                made = await self.call(self._rematch, guest)
                # The rematch of a private table keeps its invite: its players may sit down.
                return {"rematch": made, "color": COLORS[self.state.seat_of(guest) or 0],
                        "invite": self.state.invite}
            case _:
                raise ApiError(400, "bad-request", f"no command {type(cmd).__name__}")
        return self.table_json(guest)

    async def _message(self, message: Any) -> None:
        """A message of the table's own (clock.py, aiseats.py, FillAndStart)."""
        match message:
            case GraceOver(seat=seat, epoch=epoch):
                if self.epoch[seat] == epoch and not self.connected(seat):
                    await self.apply(TakeOver([seat]))
            case AiLine():
                say = self.ais.reply(message)
                if say is not None:
                    await self.apply(say)
            case AiDecided(seat=p, decision=decision):
                self.ais.decided(p)
                events = await self.apply(message)
                played = [e.action for e in events if isinstance(e, Acted)]
                if played and (decision is None or played != decision.actions):
                    log.warning("table %s: %s answered late or badly; fallback", self.id,
                                COLORS[p])
                elif decision is not None and decision.say is not None and played \
                        and self.state.seats[p].kind != "human":
                    say = self.ais.line(AiLine(p, decision.say))  # never in a person's name
                    if say is not None:
                        await self.apply(say)
            case FillAndStart(guest=guest):
                if self.state.status == "open" and self.state.seat_of(guest) is not None:
                    if any(s.kind is None for s in self.state.seats):
                        await self.apply(c.FillAi(c.Who(guest), all=True))
                    await self._start(guest)
            case ChallengeOver(bot=bot):
                if await self.apply(message) and self.deps.bots is not None:
                    self.deps.bots.withdraw(bot, self.id)
            case _:
                await self.apply(message)

    async def _join(self, join: c.Join) -> None:
        await self.apply(await self.lobby.sit(self.state, join))

    async def _start(self, guest: str) -> None:
        await self.apply(await self.lobby.start(self.state, guest))

    async def _rematch(self, guest: str) -> str | None:
        made = await self.lobby.rematch(self.state, guest)
        if made is not None:
            await self.apply(made)
        return self.state.rematch

    async def _fill_bot(self, cmd: c.FillBot) -> None:
        seconds = self.settings.bot_challenge_seconds
        until = self.deps.clock.time() + seconds
        await self._commit(self.lobby.challenge(self.state, Challenge(cmd, until), self._env(),
                                                self.present()))
        self.clock.later(seconds, ChallengeOver(cmd.bot, until))

    # ------------------------------------------------------------------ deciding, committing

    def _env(self) -> Env:
        return Env(self.deps.clock.time(), self.settings, self.rng)

    async def apply(self, command: Any) -> list[Event]:
        """Decide ``command``, commit its events, and run the effects."""
        events = decide(self.state, command, self._env())
        if events:
            await self._commit(events)
        else:
            self._schedule()
        return events

    async def _commit(self, events: list[Event]) -> None:
        """Apply the events, store them and the table row, send them to every client; then
        the effects. Nothing is changed if storing fails."""
        state = self.state
        now = self.deps.clock.time()
        before = copy.copy(state)
        lines, log_size = len(state.chat), len(state.log)
        present = self.present()
        out: list[dict[str, Any] | TableFrame] = []
        for ev in events:
            seq = state.seq + 1
            state = evolve(state, ev)
            if stored(ev):
                out.extend(view.frames(state, ev, seq, present, now, self.settings))
        sent: list[Numbered] = []
        rows: list[tuple[int, str, str]] = []
        for frame in out:
            if isinstance(frame, TableFrame):
                frame.table["seq"] = state.seq  # table events carry the final seq
                sent.append(Numbered(frame.seq, None, frame))
                rows.append((frame.seq, "table", frame.stored()))
            else:
                text = dumps(frame)
                sent.append(Numbered(frame["seq"], text))
                rows.append((frame["seq"], frame["type"], text))
        if rows:
            try:
                await self.deps.store.save(self.id, self.fence, state.row(), rows)
            except BaseException:
                state.__dict__.update(before.__dict__)
                del state.chat[lines:], state.log[log_size:]
                raise
        self.state = state
        for numbered in sent:
            self.events.append(numbered)
            for client in self.clients:
                client.send(self.render(numbered, client), numbered.seq)
        self._effects(events)

    def _effects(self, events: list[Event]) -> None:
        """After each commit, in this order: the AI and bot seats hear what happened, and
        then either the game's end is told or the clock and the AIs are armed for the
        decision pending."""
        state = self.state
        for ev in events:
            match ev:
                case Started():
                    self.ais.seat()
                    for p, s in enumerate(state.seats):
                        if s.kind == "human" and not self.connected(p):
                            self.clock.arm_grace(state, p, self.epoch[p])
                case Acted(action=action, game=game):
                    self.ais.acted(action, game)
                case Said():
                    self.ais.heard(ev)
                case FillAt(at=at, guest=guest):
                    self.clock.later(at - self.deps.clock.time(), FillAndStart(guest))
        if any(isinstance(ev, Acted) and ev.game.is_over() for ev in events):
            self._finish()
        else:
            self._schedule()

    def _schedule(self) -> None:
        """Arm the deadline timer and let the AI think where it decides."""
        if self.state.status != "playing" or self.state.game is None or self.gone:
            return
        self.clock.arm(self.state)
        self.ais.schedule()

    def _finish(self) -> None:
        state = self.state
        self.clock.stop()
        if self.deps.finished is not None and state.game is not None:
            order = [state.game.winner, *reversed(state.game.defeated)]
            places = [(p, state.seats[p].player(), state.seats[p].name or "", place + 1)
                      for place, p in enumerate(order)]
            asyncio.get_running_loop().create_task(
                self.deps.finished(self.id, places, state.counts(), state.rules.players))
        self.ais.finish(view.record(state).to_json())

    def resume(self) -> None:
        """After loading from storage: restart the clock, AI seats and grace periods."""
        state = self.state
        if state.status != "playing" or state.game is None:
            return
        if state.deadline is None:
            seconds = state.limit(state.game, self.settings)
            state.deadline = None if seconds is None else self.deps.clock.time() + seconds
        self.ais.seat()
        for p, s in enumerate(state.seats):
            if s.kind == "human":
                self.clock.arm_grace(state, p, self.epoch[p])
        self._schedule()

    # ------------------------------------------------------------------ views

    def table_json(self, guest: str | None = None) -> dict[str, Any]:
        return view.table_json(self.state, guest, self.present())

    def render(self, ev: Numbered, client: Peer) -> str:
        """A numbered event as ``client`` receives it."""
        if ev.text is not None:
            return ev.text
        assert ev.table is not None
        return view.view_frame(self.state, ev.table, client.guest)

    def seat_of(self, guest: str | None) -> int | None:
        return self.state.seat_of(guest)

    def knows(self, guest: str, name: str) -> bool:
        return self.state.knows(guest, name)

    # ------------------------------------------------------------------ sockets

    def connected(self, seat: int) -> bool:
        """Whether the guest in ``seat`` has a socket open to the table."""
        guest = self.state.seats[seat].guest
        return guest is not None and any(c.guest == guest for c in self.clients)

    def present(self) -> set[str | None]:
        """The guests with a socket open to the table; a bot seat's, with its program
        connected to this process (not its account watching in a browser)."""
        bots = self.bots.guests(self.state)
        present: set[str | None] = {c.guest for c in self.clients
                                    if c.guest is not None and c.guest not in bots}
        present.update(self.bots.linked(bots))
        return present

    def bot_linked(self) -> None:
        """A bot seated here connected or left: everyone is told who is connected."""
        self.broadcast(view.presence(self.state, self.present()))

    def broadcast(self, data: dict[str, Any]) -> None:
        """Send an unnumbered, unstored message (presence) to every client."""
        text = dumps(data)
        for client in self.clients:
            client.send(text)

    def admit(self, guest: str | None, invite: str | None) -> None:
        """May a new socket watch this table? (Private tables; the spectators' cap.)"""
        self.state.allowed(guest, invite)
        if self.state.seat_of(guest) is None:
            watching = sum(1 for p in self.clients if self.state.seat_of(p.guest) is None)
            if watching >= self.settings.spectators:
                raise ApiError(429, "spectators-full", "this table has as many spectators as "
                               "it takes; try again later", retry_after=30)

    async def attach(self, client: Peer, since: int) -> None:
        """A client said hello: send what it missed (or a snapshot) and start sending it."""
        if client in self.hello:
            raise ApiError(400, "bad-message", "hello was already said")
        self._catch_up(client, since)
        seat = self.state.seat_of(client.guest)
        arrived = seat is not None and not self.connected(seat)
        self.clients.add(client)
        self.hello.add(client)
        if seat is not None:
            self.epoch[seat] += 1
            if self.state.seats[seat].ai_playing:
                await self.apply(Present(seat))
            elif arrived:
                self.broadcast(view.presence(self.state, self.present()))

    def _catch_up(self, client: Peer, since: int) -> None:
        """Send the events after ``since``, or a snapshot if they are not all at hand."""
        seq = self.state.seq
        if 0 < since <= seq and since - 1 < len(self.events) and \
                self.events[since - 1].seq == since:
            for ev in self.events[since:]:
                client.send(self.render(ev, client), ev.seq)
        else:
            snap = view.snapshot(self.state, client.guest, self.present(),
                                 self.deps.clock.time(), self.settings)
            client.send(dumps(snap), seq, snapshot=True)

    async def resend(self, client: Peer, since: int) -> None:
        """A relayed socket lost events on the way: send them again (a socket that never
        got to say hello is attached now)."""
        if client in self.hello:
            self._catch_up(client, since)
        else:
            await self.attach(client, since)

    async def detach(self, client: Peer) -> None:
        self.hello.discard(client)
        if client not in self.clients:
            return
        self.clients.discard(client)
        seat = self.state.seat_of(client.guest)
        if seat is not None and not self.connected(seat):
            self.epoch[seat] += 1
            self.broadcast(view.presence(self.state, self.present()))
            self.clock.arm_grace(self.state, seat, self.epoch[seat])

    def idle(self) -> bool:
        """Nobody is here: an open table to expire, or a finished one to drop from memory."""
        return not self.clients
