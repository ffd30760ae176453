"""One live table: the single owner of a game (an actor), its clients, clock and AI seats.

Every change to a table — lobby calls, intents, timer expiries, AI answers — is a message
on the table's queue, handled one at a time by its worker task, so simultaneous intents can
never interleave. A change is stored (events and table row, one transaction) before it is
sent to anybody; a restarted server rebuilds the table from its stored events.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sucker.ai.base import Decision
from sucker.engine import (
    COLORS,
    KILL,
    KILL_PRISONER,
    NEXT,
    PHASE_RESCUE,
    PLAY,
    REFUSE,
    TRANSFER,
    Action,
    Game,
    IllegalAction,
    Rules,
    action_from_json,
    action_to_json,
)
from sucker.records import ChatLine, Record

if TYPE_CHECKING:
    from sucker.server.hub import Hub, Peer

log = logging.getLogger("sucker.server")

CHAT_MAX = 300
AI_NAMES = {"ai:easy": "Easy AI", "ai:medium": "Medium AI", "ai:hard": "Hard AI"}


class ApiError(Exception):
    """A refused request or intent: HTTP status, protocol error code, and why."""

    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message


def iso(t: float | None) -> str | None:
    if t is None:
        return None
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


def _dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@dataclass
class SeatInfo:
    """Who sits in a seat: kind ``human`` (a guest), ``ai:*``/``cmd:*``, or None (empty)."""

    kind: str | None = None
    guest: str | None = None
    name: str | None = None
    ai_playing: bool = False  # the AI plays this human's seat for now


class _Event:
    """A stored event: its JSON ``text``, or for a ``table`` event (made per viewer) its
    ``data``. Only text is kept otherwise: fewer live objects, shorter GC pauses."""

    __slots__ = ("seq", "data", "text")

    def __init__(self, data: dict[str, Any]) -> None:
        self.seq: int = data["seq"]
        self.data = data if data["type"] == "table" else None
        self.text = None if self.data else _dumps(data)


class LiveTable:
    """The actor owning one table. Public coroutine methods run only inside the actor."""

    def __init__(self, hub: Hub, row: dict[str, Any], stored: list[dict[str, Any]]) -> None:
        self.hub = hub
        self.id: str = row["id"]
        self.status: str = row["status"]
        self.private: bool = row["private"]
        self.invite: str = row["invite"]
        self.rules = Rules(row["players"], row["chips"], row["variant"])
        self.decision_seconds: int = row["decision_seconds"]
        self.ai_level: str = row["ai_level"]
        self.seats = [SeatInfo(**s) for s in json.loads(row["seats"])]
        self.first: int | None = row["first"]
        self.created: float = row["created"]
        self.started: float | None = row["started"]
        self.ended: float | None = row["ended"]
        self.winner: int | None = row["winner"]
        self.deadline: float | None = row["deadline"]
        self.rematch: str | None = row.get("rematch")  # the table made as its rematch
        self.seq: int = row["seq"]
        self.game: Game | None = None
        self.events: list[_Event] = []
        self.log: list[dict[str, Any]] = []  # {"seq", "action", "t"} per applied action
        self.chat: list[dict[str, Any]] = []  # chat events
        self.defeated_at: list[int] = []
        if self.first is not None:
            self.game = Game(self.rules, self.first)
        for data in stored:
            self.events.append(_Event(data))
            if data["type"] == "action":
                assert self.game is not None
                self.game.apply(action_from_json(data["action"], self.rules.players))
                self.log.append({"seq": data["seq"], "action": data["action"], "t": data["t"]})
            elif data["type"] == "chat":
                self.chat.append(data)
        self.clients: set[Peer] = set()
        self.epoch: list[int] = [0] * self.rules.players  # bumped on each (dis)connection
        self.decision_key: tuple[int, int, int] | None = None
        self.timer: asyncio.TimerHandle | None = None
        self.ai_kinds: dict[int, str] = {}  # seats with an AI in a worker, and its kind
        self.ai_pending: dict[int, list[tuple[Any, ...]]] = {}  # news since it last decided
        self.ai_busy: dict[int, asyncio.Future[Decision]] = {}
        self.thinking: set[int] = set()
        self.rng = random.Random()
        self.queue: asyncio.Queue[tuple[Callable[..., Awaitable[Any]], tuple[Any, ...],
                                        asyncio.Future[Any] | None]] = asyncio.Queue()
        self.worker = asyncio.get_running_loop().create_task(self._run())

    # ------------------------------------------------------------------ the actor

    async def call(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """Run ``fn(*args)`` inside the actor and return its result (or raise its error)."""
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queue.put_nowait((fn, args, fut))
        return await fut

    def post(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> None:
        """Queue ``fn(*args)`` for the actor without waiting (timers, AI answers)."""
        self.queue.put_nowait((fn, args, None))

    async def _run(self) -> None:
        while True:
            fn, args, fut = await self.queue.get()
            try:
                result = await fn(*args)
            except Exception as e:
                if fut is None:
                    log.exception("table %s: %s failed", self.id, fn.__name__)
                elif not fut.done():
                    fut.set_exception(e)
            else:
                if fut is not None and not fut.done():
                    fut.set_result(result)

    def stop(self) -> None:
        self.worker.cancel()
        if self.timer:
            self.timer.cancel()

    # ------------------------------------------------------------------ views

    def seat_of(self, guest: str | None) -> int | None:
        if guest is None:
            return None
        for i, s in enumerate(self.seats):
            if s.kind == "human" and s.guest == guest:
                return i
        return None

    def table_json(self, guest: str | None = None) -> dict[str, Any]:
        """The table object of docs/protocol.md as ``guest`` sees it."""
        mine = self.seat_of(guest)
        out: dict[str, Any] = {
            "id": self.id,
            "status": self.status,
            "private": self.private,
            "rules": self.rules.to_json(),
            "decision_seconds": self.decision_seconds,
            "ai_level": self.ai_level,
            "seats": [
                {
                    "color": COLORS[i],
                    "name": s.name,
                    "kind": s.kind,
                    "you": mine == i,
                    "connected": s.kind is not None
                    and (s.kind != "human" or self.connected(i)),
                    "ai_playing": s.ai_playing or (s.kind is not None and s.kind != "human"),
                }
                for i, s in enumerate(self.seats)
            ],
            "created": iso(self.created),
            "started": iso(self.started),
            "ended": iso(self.ended),
            "winner": None if self.winner is None else COLORS[self.winner],
            "seq": self.seq,
            "rematch": self.rematch,
        }
        if self.private and mine is not None:
            out["invite"] = self.invite
        return out

    def row(self) -> dict[str, Any]:
        """The table's database columns."""
        return {
            "id": self.id,
            "status": self.status,
            "private": self.private,
            "invite": self.invite,
            "players": self.rules.players,
            "chips": self.rules.chips,
            "variant": self.rules.variant,
            "decision_seconds": self.decision_seconds,
            "ai_level": self.ai_level,
            "seats": json.dumps([s.__dict__ for s in self.seats]),
            "first": self.first,
            "created": self.created,
            "started": self.started,
            "ended": self.ended,
            "winner": self.winner,
            "seq": self.seq,
            "deadline": self.deadline,
            "rematch": self.rematch,
        }

    def clock(self) -> dict[str, Any] | None:
        if self.game is None or self.status != "playing" or self.deadline is None:
            return None
        return {
            "to": [COLORS[p] for p in self.game.deciders()],
            "deadline": round(self.deadline, 3),
            "seconds": self._limit(self.game),
            "now": round(time.time(), 3),
        }

    def render(self, ev: _Event, client: Peer) -> str:
        """An event as ``client`` receives it."""
        if ev.text is not None:
            return ev.text
        assert ev.data is not None
        data = dict(ev.data)
        guests = data.pop("_g")
        mine = client.guest is not None and client.guest in guests
        table = dict(data["table"])
        table["seats"] = [dict(s, you=(g is not None and g == client.guest))
                          for s, g in zip(table["seats"], guests, strict=True)]
        if self.private and mine:
            table["invite"] = self.invite
        data["table"] = table
        return _dumps(data)

    def snapshot(self, client: Peer) -> str:
        seat = self.seat_of(client.guest)
        return _dumps({
            "type": "snapshot",
            "seq": self.seq,
            "table": self.table_json(client.guest),
            "state": self.game.state_json() if self.game else None,
            "you": None if seat is None else COLORS[seat],
            "log": self.log,
            "chat": self.chat,
            "clock": self.clock(),
        })

    def record(self) -> Record:
        """The sls-record/1 of the game so far, with seats, times and chat."""
        actions = [action_from_json(e["action"], self.rules.players) for e in self.log]
        chat = [ChatLine(c["by"] or "spectator", c["text"], c["after"]) for c in self.chat]
        result = None if self.winner is None else {"winner": COLORS[self.winner]}
        return Record(
            rules=self.rules,
            first=self.first or 0,
            actions=actions,
            times=[e["t"] for e in self.log],
            seats=[{"color": COLORS[i], "name": s.name, "kind": s.kind}
                   for i, s in enumerate(self.seats)],
            started=iso(self.started),
            ended=iso(self.ended),
            result=result,
            chat=chat,
        )

    # ------------------------------------------------------------------ storing and sending

    def _new_event(self, data: dict[str, Any]) -> dict[str, Any]:
        self.seq += 1
        data["seq"] = self.seq
        return data

    def _table_event(self) -> dict[str, Any]:
        return self._new_event({
            "type": "table",
            "table": self.table_json(None),
            "state": self.game.state_json() if self.game else None,
            "clock": self.clock(),
            "_g": [s.guest for s in self.seats],
        })

    async def _commit(self, new: list[dict[str, Any]]) -> None:
        """Store the new events and the table row, then send the events to every client."""
        for data in new:  # table events carry the final seq
            if data["type"] == "table":
                data["table"]["seq"] = self.seq
        evs = [_Event(data) for data in new]
        await self.hub.store.save(self.id, self.row(), [
            (ev.seq, data["type"], ev.text or _dumps(data))
            for ev, data in zip(evs, new, strict=True)])
        for ev in evs:
            self.events.append(ev)
            for client in self.clients:
                client.send(self.render(ev, client))

    # ------------------------------------------------------------------ lobby (actor calls)

    async def join(self, guest: str, name: str, color: str | None, invite: str | None) -> None:
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        if self.private and invite != self.invite and self.seat_of(guest) is None:
            raise ApiError(403, "invite", "this table is private: you need its invite link")
        if self.seat_of(guest) is not None:
            raise ApiError(409, "seated", "you already sit at this table")
        free = [i for i, s in enumerate(self.seats) if s.kind is None]
        if color is None:
            if not free:
                raise ApiError(409, "full", "every seat is taken")
            i = free[0]
        else:
            i = self._seat_index(color)
            if i not in free:
                raise ApiError(409, "taken", f"the {color} seat is taken")
        self.seats[i] = SeatInfo("human", guest, name)
        await self._commit([self._table_event()])

    async def leave(self, guest: str) -> None:
        i = self.seat_of(guest)
        if i is None:
            raise ApiError(403, "not-seated", "you do not sit at this table")
        if self.status != "open":
            raise ApiError(409, "not-open", "a game under way cannot be left; the AI plays "
                           "for absent players")
        self.seats[i] = SeatInfo()
        await self._commit([self._table_event()])

    async def fill_ai(self, guest: str, color: str | None, level: str | None, all_: bool) -> None:
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players seated at the table may add AIs")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        kind = f"ai:{level or self.ai_level}"
        if kind not in AI_NAMES:
            raise ApiError(422, "bad-request", "level must be easy, medium or hard")
        if all_:
            targets = [i for i, s in enumerate(self.seats) if s.kind is None]
        elif color is not None:
            i = self._seat_index(color)
            if self.seats[i].kind is not None:
                raise ApiError(409, "taken", f"the {color} seat is taken")
            targets = [i]
        else:
            raise ApiError(422, "bad-request", "give a seat or all: true")
        for i in targets:
            self.seats[i] = SeatInfo(kind, None, AI_NAMES[kind])
        await self._commit([self._table_event()])

    async def start(self, guest: str) -> None:
        if self.seat_of(guest) is None:
            raise ApiError(403, "not-seated", "only players seated at the table may start it")
        if self.status != "open":
            raise ApiError(409, "not-open", "the game has already started")
        if any(s.kind is None for s in self.seats):
            raise ApiError(409, "seats-empty", "every seat must be taken (add AIs for the rest)")
        self.first = self.rng.randrange(self.rules.players)
        self.game = Game(self.rules, self.first)
        self.status = "playing"
        self.started = time.time()
        self._new_decision(self.game, None)
        await self._commit([self._table_event()])
        self._seat_ais()
        for p, s in enumerate(self.seats):
            if s.kind == "human":
                self._arm_grace(p)
        self._schedule()

    async def seat_like(self, seats: list[SeatInfo]) -> None:
        """A rematch: the same people and AIs in the same seats."""
        self.seats = [SeatInfo(s.kind, s.guest, s.name) for s in seats]
        await self._commit([self._table_event()])

    async def rematched(self, table_id: str) -> None:
        """Point every page at this finished table to its rematch (the first one made, if
        two players asked at once)."""
        if self.rematch is None:
            self.rematch = table_id
            await self._commit([self._table_event()])

    def _seat_index(self, color: str) -> int:
        if color not in COLORS[: self.rules.players]:
            raise ApiError(422, "bad-request", f"{color!r} is not a seat of this table")
        return COLORS.index(color)

    # ------------------------------------------------------------------ clients (actor calls)

    async def attach(self, client: Peer, since: int) -> None:
        """A client said hello: send what it missed (or a snapshot) and start sending it."""
        if 0 < since <= self.seq and since - 1 < len(self.events) and \
                self.events[since - 1].seq == since:
            for ev in self.events[since:]:
                client.send(self.render(ev, client))
        else:
            client.send(self.snapshot(client))
        seat = self.seat_of(client.guest)
        arrived = seat is not None and not self.connected(seat)
        self.clients.add(client)
        if seat is not None:
            self.epoch[seat] += 1
            back = self.seats[seat].ai_playing
            self.seats[seat].ai_playing = False
            if arrived or back:
                await self._commit([self._table_event()])

    async def detach(self, client: Peer) -> None:
        if client not in self.clients:
            return
        self.clients.discard(client)
        seat = self.seat_of(client.guest)
        if seat is not None and not self.connected(seat):
            self.epoch[seat] += 1
            await self._commit([self._table_event()])
            self._arm_grace(seat)

    def connected(self, seat: int) -> bool:
        """Whether the guest in ``seat`` has a socket open to the table."""
        guest = self.seats[seat].guest
        return guest is not None and any(c.guest == guest for c in self.clients)

    def _arm_grace(self, seat: int) -> None:
        if self.status == "playing" and not self.connected(seat):
            epoch = self.epoch[seat]
            asyncio.get_running_loop().call_later(
                self.hub.settings.grace, self.post, self._grace_over, seat, epoch)

    async def _grace_over(self, seat: int, epoch: int) -> None:
        if self.status != "playing" or self.epoch[seat] != epoch or self.connected(seat):
            return
        if not self.seats[seat].ai_playing:
            log.info("table %s: %s away too long, the AI plays for them", self.id, COLORS[seat])
            self.seats[seat].ai_playing = True
            await self._commit([self._table_event()])
            self._schedule()

    async def back(self, client: Peer) -> None:
        """A player whose seat the AI plays for now takes it back."""
        seat = self.seat_of(client.guest)
        if seat is not None and self.seats[seat].ai_playing:
            self.seats[seat].ai_playing = False
            await self._commit([self._table_event()])

    # ------------------------------------------------------------------ intents (actor calls)

    async def intent_action(self, client: Peer, raw: object) -> None:
        if self.status != "playing" or self.game is None:
            raise ApiError(409, "not-playing", "the game is not being played")
        seat = self.seat_of(client.guest)
        if seat is None:
            raise ApiError(403, "not-seated", "only players seated at the table may act")
        if not isinstance(raw, dict):
            raise ApiError(400, "bad-message", "action must be an object")
        if "by" in raw and raw["by"] != COLORS[seat]:
            raise ApiError(403, "not-your-seat", f"you sit in the {COLORS[seat]} seat, "
                           f"not {str(raw['by'])[:20]!r}")
        try:
            action = action_from_json(raw, self.rules.players, seat)
        except IllegalAction as e:
            raise ApiError(400, "bad-message", e.message) from None
        try:
            self.game.check(action)
        except IllegalAction as e:
            raise ApiError(409, "illegal", e.message) from None
        if self.seats[seat].ai_playing:
            self.seats[seat].ai_playing = False
            await self._apply(action, auto=False, extra=[self._table_event()])
        else:
            await self._apply(action, auto=False)

    async def intent_chat(self, client: Peer, text: object) -> None:
        if client.guest is None or client.name is None:
            raise ApiError(401, "no-session", "choose a name before chatting")
        if not isinstance(text, str):
            raise ApiError(400, "bad-message", "text must be a string")
        text = "".join(ch for ch in text if ch == "\n" or ch.isprintable()).strip()
        if not 1 <= len(text) <= CHAT_MAX:
            raise ApiError(400, "bad-message", f"a chat line has 1 to {CHAT_MAX} characters")
        seat = self.seat_of(client.guest)
        await self._say(seat, client.name, text, ai=False)

    async def _say(self, seat: int | None, name: str, text: str, ai: bool) -> None:
        data = self._new_event({
            "type": "chat",
            "by": None if seat is None else COLORS[seat],
            "name": name,
            "spectator": seat is None,
            "text": text,
            "after": self.game.ply if self.game else 0,
            "ai": ai,
        })
        await self._commit([data])
        self.chat.append(data)
        for p in self.ai_kinds:
            self.ai_pending[p].append(("chat", -1 if seat is None else seat, text))

    # ------------------------------------------------------------------ applying actions

    def _limit(self, game: Game) -> float:
        if game.phase == PHASE_RESCUE:
            return min(self.decision_seconds, self.hub.settings.rescue_seconds)
        return float(self.decision_seconds)

    def _new_decision(self, game: Game, action: Action | None) -> None:
        """Restart the clock if ``action`` ended the decision pending before it."""
        key = (game.phase, game.to_act, game.ply)
        old = self.decision_key
        if game.is_over():
            self.deadline = None
        elif (old is None or action is None or action.act in (PLAY, NEXT, KILL)
              or (old[0], old[1]) != key[:2]):
            self.deadline = time.time() + self._limit(game)
        else:
            key = old  # the same decision goes on (an any-time action, or one refusal)
        self.decision_key = key

    async def _apply(self, action: Action, auto: bool,
                     extra: list[dict[str, Any]] | None = None) -> None:
        """Apply a checked action: store it, then broadcast it; end the game if it is over."""
        assert self.game is not None and self.started is not None
        game = self.game.copy()
        game.apply(action)
        saved = (self.deadline, self.decision_key)
        self._new_decision(game, action)
        t = round(time.time() - self.started, 3)
        old_game, self.game = self.game, game
        new = list(extra or [])
        data = self._new_event({
            "type": "action",
            "action": action_to_json(action),
            "auto": auto,
            "state": game.state_json(),
            "clock": self.clock(),
            "t": t,
        })
        new.append(data)
        if game.is_over():
            self.status = "over"
            self.ended = time.time()
            self.winner = game.winner
            new.append(self._new_event({
                "type": "end",
                "winner": COLORS[game.winner],
                "defeated": [COLORS[p] for p in game.defeated],
            }))
            for s in self.seats:
                s.ai_playing = False
            new.append(self._table_event())
        try:
            await self._commit(new)
        except Exception:
            self.game = old_game
            self.deadline, self.decision_key = saved
            self.status, self.ended, self.winner = "playing", None, None
            self.seq -= len(new) - len(extra or [])
            raise
        self.log.append({"seq": data["seq"], "action": data["action"], "t": t})
        snapshot = game.copy() if self.ai_kinds else None
        for p in self.ai_kinds:
            self.ai_pending[p].append(("event", action, snapshot))
        if game.is_over():
            self._finish()
        else:
            self._schedule()

    def _finish(self) -> None:
        if self.timer:
            self.timer.cancel()
        record = self.record().to_json()
        winner = self.winner if self.winner is not None else -1
        for p in self.ai_kinds:
            self.hub.ai_pool.end((self.id, p), winner, record)

    # ------------------------------------------------------------------ clock and AI

    def _seat_ais(self) -> None:
        """At the start: the AI seats bargain (``talk:LEVEL``) and hear the chat from now on."""
        for p, s in enumerate(self.seats):
            if s.kind is not None and s.kind.startswith("ai:"):
                self.ai_kinds[p] = "talk:" + s.kind.removeprefix("ai:")
                self.ai_pending[p] = []

    def _ai_controls(self, p: int) -> bool:
        s = self.seats[p]
        return s.kind != "human" or s.ai_playing

    def _schedule(self) -> None:
        """After any change: arm the deadline timer and let the AI think where it decides."""
        if self.status != "playing" or self.game is None:
            return
        if self.timer:
            self.timer.cancel()
        if self.deadline is not None:
            self.timer = asyncio.get_running_loop().call_later(
                max(0.0, self.deadline - time.time()), self.post, self._deadline_passed,
                self.decision_key)
        for p in self.game.deciders():
            if self._ai_controls(p) and p not in self.thinking:
                self.thinking.add(p)
                asyncio.get_running_loop().create_task(self._think(p))

    async def _deadline_passed(self, key: tuple[int, int, int] | None) -> None:
        if self.status != "playing" or self.game is None or key != self.decision_key:
            return
        late = [p for p in self.game.deciders()
                if self.seats[p].kind == "human" and not self.seats[p].ai_playing]
        for p in late:
            log.info("table %s: %s out of time, the AI plays for them", self.id, COLORS[p])
            self.seats[p].ai_playing = True
        if late:
            await self._commit([self._table_event()])
        self._schedule()

    async def _think(self, p: int) -> None:
        """Let the AI decide for seat ``p`` in a worker process; the actor applies its answer.

        A human's seat is played at the table's level; an AI that thinks too long, fails or
        is still lost in an earlier decision gets the fallback (see _ai_decided).
        """
        decision: Decision | None = None
        try:
            await asyncio.sleep(self.hub.settings.ai_delay)
            if self.game is None or p not in self.game.deciders() or not self._ai_controls(p):
                return
            if p not in self.ai_kinds:  # a human's seat: a silent AI at the table's level
                self.ai_kinds[p] = f"ai:{self.ai_level}"
                self.ai_pending[p] = []
            busy = self.ai_busy.get(p)
            if busy is None or busy.done():
                pending, self.ai_pending[p] = self.ai_pending[p], []
                seats = [{"color": COLORS[i], "name": s.name, "kind": s.kind}
                         for i, s in enumerate(self.seats)]
                fut = asyncio.wrap_future(self.hub.ai_pool.decide(
                    (self.id, p), self.ai_kinds[p], (p, self.rules, seats), pending,
                    self.game.copy()))
                self.ai_busy[p] = fut
                try:
                    decision = await asyncio.wait_for(asyncio.shield(fut),
                                                      self.hub.settings.ai_seconds)
                except TimeoutError:
                    log.warning("table %s: %s thought too long", self.id, COLORS[p])
                except Exception:
                    log.exception("table %s: %s failed to decide", self.id, COLORS[p])
        finally:
            self.post(self._ai_decided, p, decision)

    def _ai_turn(self, p: int) -> bool:
        """Whether the AI must answer for seat ``p`` now."""
        return (self.status == "playing" and self.game is not None
                and p in self.game.deciders() and self._ai_controls(p))

    async def _ai_decided(self, p: int, decision: Decision | None) -> None:
        """Apply an AI's answer if still wanted; an illegal or missing one gets the fallback."""
        self.thinking.discard(p)
        if not self._ai_turn(p):
            self._schedule()
            return
        auto = self.seats[p].kind == "human"
        actions = decision.actions if decision else []
        for a in actions[:-1]:
            if a.by == p and a.act in (TRANSFER, KILL_PRISONER) and self._legal(a):
                await self._apply(a, auto)
                if not self._ai_turn(p):
                    return
        assert self.game is not None
        answer = actions[-1] if actions else None
        legal = self.game.legal_actions(p)
        if answer is None or answer not in legal:
            if decision is not None:
                log.warning("table %s: %s answered %s, not legal now; fallback",
                            self.id, COLORS[p], answer)
            refusals = [a for a in legal if a.act == REFUSE]
            answer = refusals[0] if refusals else self.rng.choice(legal)
        await self._apply(answer, auto)
        if decision is not None and decision.say and not auto:  # never in a person's name
            await self._say(p, self.seats[p].name or COLORS[p], decision.say[:CHAT_MAX], ai=True)

    def _legal(self, action: Action) -> bool:
        try:
            self.game.check(action)  # type: ignore[union-attr]
        except IllegalAction:
            return False
        return True

    # ------------------------------------------------------------------ resuming

    def resume(self) -> None:
        """After loading from storage: restart the clock, AI seats and grace periods."""
        if self.status != "playing" or self.game is None:
            return
        self.decision_key = (self.game.phase, self.game.to_act, self.game.ply)
        if self.deadline is None:
            self.deadline = time.time() + self._limit(self.game)
        self._seat_ais()
        for p, s in enumerate(self.seats):
            if s.kind == "human":
                self._arm_grace(p)
        self._schedule()
