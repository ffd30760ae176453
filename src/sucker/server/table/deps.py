"""What a table actor is given (:class:`Deps`) and the interfaces of what it talks to:
storage, time, AI workers, and the sockets of the people at the table."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from sucker.ai.seat import Decision
from sucker.engine import Game
from sucker.server.aipool import Heard, Key, SeatNews, Spec
from sucker.server.bothub import BotHub
from sucker.server.config import Settings


class Store(Protocol):
    async def save(self, table_id: str, fence: int, row: dict[str, Any],
                   events: list[tuple[int, str, str]]) -> None: ...


class Clock(Protocol):
    def time(self) -> float: ...

    def call_later(self, delay: float, fn: Callable[..., Any], *args: Any) -> Any: ...


class AiHost(Protocol):
    """The AI workers (aipool.AiPool): each seat's news travels with its next question."""

    def decide(self, key: Key, spec: Spec, news: SeatNews, game: Game) -> Future[Decision]: ...

    def hear(self, key: Key, spec: Spec, news: SeatNews, line: Heard,
             game: Game) -> Future[str | None]: ...

    def speak(self, key: Key, spec: Spec, news: SeatNews, game: Game) -> Future[str | None]: ...

    def hint(self, player: str, game: Game, you: int, think: float,
             seats: list[dict[str, Any]]) -> Future[dict[str, Any]]: ...

    def end(self, key: Key, winner: int, record: dict[str, Any]) -> None: ...


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
