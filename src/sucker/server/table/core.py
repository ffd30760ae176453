"""The heart of a table actor: its state, its message queue and how a change is stored and
sent. The lobby, clock, AI seats and views are mixins over this class (the files beside it).

Every change to a table — lobby calls, intents, timer expiries, AI answers — is a message on
the table's queue, handled one at a time by its worker task, so simultaneous intents never
interleave. A change is stored (events and table row, one transaction, checked against the
table's fencing token) before it is sent to anybody.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Protocol

from sucker.ai.seat import Decision
from sucker.ai.talk.table import TableLedger
from sucker.engine import COLORS, Game, Rules, action_from_json
from sucker.server.bothub import BotHub
from sucker.server.config import Settings
from sucker.server.fairplay import casual_reason
from sucker.server.wire import ApiError, Event, LostTable, dumps, table_moved

log = logging.getLogger("sucker.server")


class Store(Protocol):
    async def save(self, table_id: str, fence: int, row: dict[str, Any],
                   events: list[tuple[int, str, str]]) -> None: ...


class Clock(Protocol):
    def time(self) -> float: ...

    def call_later(self, delay: float, fn: Callable[..., Any], *args: Any) -> Any: ...


Spec = tuple[str, int | None, str]  # (seat kind, seed, language) of an AI seat


class AiHost(Protocol):
    def decide(self, key: tuple[str, int], spec: Spec, start: tuple[Any, ...],
               pending: list[tuple[Any, ...]], game: Game) -> Future[Decision]: ...

    def hear(self, key: tuple[str, int], spec: Spec, start: tuple[Any, ...],
             pending: list[tuple[Any, ...]], line: tuple[int, str, str | None],
             game: Game) -> Future[str | None]: ...

    def speak(self, key: tuple[str, int], spec: Spec, start: tuple[Any, ...],
              pending: list[tuple[Any, ...]], game: Game) -> Future[str | None]: ...

    def hint(self, player: str, game: Game, you: int, think: float,
             seats: list[dict[str, Any]]) -> Future[dict[str, Any]]: ...

    def end(self, key: tuple[str, int], winner: int, record: dict[str, Any]) -> None: ...


class Peer(Protocol):
    """Someone at a table: a websocket in this process, or one relayed from another."""

    guest: str | None
    name: str | None

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        """Send a frame: a numbered event (``seq``), a snapshot as of ``seq``, or (0)
        something unnumbered."""

    def close(self, code: int, reason: str) -> None: ...


@dataclass
class Deps:
    """What a table is given: storage, time, AI workers, settings, and the two things it
    asks of the registry above it (making its rematch, and being dropped when lost)."""

    store: Store
    clock: Clock
    ai: AiHost
    settings: Settings
    create_table: Callable[[dict[str, Any], list[dict[str, Any]]], Awaitable[str]]
    lost: Callable[[str], None] = lambda _table_id: None
    # A game ended: (table id, its places as (colour, player, name, place), rated, seat
    # count) to store its result and, when rated, the new ratings.
    finished: Callable[[str, list[tuple[int, str | None, str, int]], bool, int],
                       Coroutine[Any, Any, None]] | None = None
    # The shown ratings of players (guest ids, "ai:LEVEL") before a rated game starts.
    ratings: Callable[[list[str]], Awaitable[dict[str, float]]] | None = None
    bots: BotHub | None = None  # the bots connected to this process
    # Whether an account's rated games count yet (see fairplay.casual_reason).
    proven: Callable[[str], Awaitable[bool]] | None = None


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


BOT = "bot:"  # the seat kind of a bot account: bot:NAME


def is_bot(kind: str | None) -> bool:
    return kind is not None and kind.startswith(BOT)


def seats_from_json(text: str) -> list[SeatInfo]:
    return [SeatInfo(**s) for s in json.loads(text)]


def seats_to_json(seats: list[SeatInfo]) -> str:
    return json.dumps([{k: v for k, v in s.__dict__.items() if v is not None or k == "kind"}
                       for s in seats])


class TableCore:
    """State and plumbing shared by the mixins; public coroutines run only inside the actor."""

    def __init__(self, deps: Deps, row: dict[str, Any], stored: list[dict[str, Any]],
                 fence: int) -> None:
        self.deps = deps
        self.settings = deps.settings
        self.fence = fence
        self.id: str = row["id"]
        self.status: str = row["status"]
        self.private: bool = row["private"]
        self.rated: bool = bool(row.get("rated"))  # asked: it needs accounts (see counts)
        self.lang: str = row.get("lang") or "en"
        self.no_bots: bool = bool(row.get("no_bots"))  # its maker refuses bots
        self.invite: str = row["invite"]
        self.rules = Rules(row["players"], row["chips"], row["variant"])
        self.decision_seconds: int = row["decision_seconds"]
        self.ai_level: str = row["ai_level"]
        self.seats = seats_from_json(row["seats"])
        self.first: int | None = row["first"]
        self.created: float = row["created"]
        self.started: float | None = row["started"]
        self.ended: float | None = row["ended"]
        self.winner: int | None = row["winner"]
        self.deadline: float | None = row["deadline"]
        self.rematch: str | None = row.get("rematch")
        self.seq: int = row["seq"]
        self.game: Game | None = Game(self.rules, self.first) if self.first is not None else None
        self.events: list[Event] = []
        self.log: list[dict[str, Any]] = []  # {"seq", "action", "t"} per applied action
        self.chat: list[dict[str, Any]] = []  # chat events
        # The deals panel: every promise and proposal read in the chat, with its status; the
        # same public ledger the talking AIs trust. Rebuilt from the stored lines and actions.
        self.deals = TableLedger(self.rules.players, self.names())
        if self.game is not None:
            self.deals.start(self.game)
        for data in stored:
            self.events.append(Event(data))
            if data["type"] == "action":
                assert self.game is not None
                self.game.apply(action_from_json(data["action"], self.rules.players))
                self.deals.acted(action_from_json(data["action"], self.rules.players),
                                 self.game)
                self.log.append({"seq": data["seq"], "action": data["action"], "t": data["t"]})
            elif data["type"] == "chat":
                self.chat.append(data)
                self.deals.said(COLORS.index(data["by"]) if data["by"] else -1, data["text"],
                                data.get("lang"), data["after"])
        self.clients: set[Peer] = set()
        self.rng = random.Random()
        self.gone = False  # lost to another process, or stopped
        self.fill_at: float | None = None  # "find a game": when AIs take the empty seats
        self.queue: asyncio.Queue[tuple[Callable[..., Awaitable[Any]], tuple[Any, ...],
                                        asyncio.Future[Any] | None]] = asyncio.Queue()
        self.worker = asyncio.get_running_loop().create_task(self._run())

    # ------------------------------------------------------------------ the actor

    async def call(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> Any:
        """Run ``fn(*args)`` inside the actor and return its result (or raise its error)."""
        self.check_here()
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self.queue.put_nowait((fn, args, fut))
        return await fut

    def check_here(self) -> None:
        if self.gone:
            raise table_moved()

    def post(self, fn: Callable[..., Awaitable[Any]], *args: Any) -> None:
        """Queue ``fn(*args)`` for the actor without waiting (timers, AI answers)."""
        if not self.gone:
            self.queue.put_nowait((fn, args, None))

    async def _run(self) -> None:
        while True:
            fn, args, fut = await self.queue.get()
            try:
                result = await fn(*args)
            except LostTable:
                self._lose()
                if fut is not None and not fut.done():
                    fut.set_exception(table_moved())
            except Exception as e:
                if fut is None:
                    log.exception("table %s: %s failed", self.id, fn.__name__)
                elif not fut.done():
                    fut.set_exception(e)
            else:
                if fut is not None and not fut.done():
                    fut.set_result(result)

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
        self.gone = True
        self.worker.cancel()
        self._stop_timers()

    def _stop_timers(self) -> None:
        """Overridden by the clock."""

    # ------------------------------------------------------------------ seats

    def casual_reason(self) -> str | None:
        """Why this rated table is played as casual, if it is (fairplay.casual_reason)."""
        return casual_reason(self.rated, self.seats)

    def counts(self) -> bool:
        """Whether the game moves ratings: rated, and no reason to play it as casual."""
        return self.rated and self.casual_reason() is None

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

    def connected(self, seat: int) -> bool:
        """Whether the guest in ``seat`` has a socket open to the table."""
        guest = self.seats[seat].guest
        return guest is not None and any(c.guest == guest for c in self.clients)

    # ------------------------------------------------------------------ storing and sending

    def new_event(self, data: dict[str, Any]) -> dict[str, Any]:
        self.seq += 1
        data["seq"] = self.seq
        return data

    def row(self) -> dict[str, Any]:
        """The table's database columns (but its fence, which only ownership changes)."""
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
            "seats": seats_to_json(self.seats),
            "first": self.first,
            "created": self.created,
            "started": self.started,
            "ended": self.ended,
            "winner": self.winner,
            "seq": self.seq,
            "deadline": self.deadline,
            "rematch": self.rematch,
        }

    def render(self, ev: Event, client: Peer) -> str:
        """Overridden by the view: an event as ``client`` receives it."""
        raise NotImplementedError

    async def commit(self, new: list[dict[str, Any]]) -> None:
        """Store the new events and the table row, then send the events to every client."""
        for data in new:  # table events carry the final seq
            if data["type"] == "table":
                data["table"]["seq"] = self.seq
        evs = [Event(data) for data in new]
        await self.deps.store.save(self.id, self.fence, self.row(), [
            (ev.seq, data["type"], ev.text or dumps(data))
            for ev, data in zip(evs, new, strict=True)])
        for ev in evs:
            self.events.append(ev)
            for client in self.clients:
                client.send(self.render(ev, client), ev.seq)

    def broadcast(self, data: dict[str, Any]) -> None:
        """Send an unnumbered, unstored message (presence) to every client."""
        text = dumps(data)
        for client in self.clients:
            client.send(text)
