"""The table actor in process: no server, no network, no database. It is given a store, a
clock and AI workers (here: a dict, a hand-turned clock and a random player), as the
server gives it real ones."""

from __future__ import annotations

import asyncio
import itertools
import json
from concurrent.futures import Future
from typing import Any

import pytest

from sucker.ai.seat import Decision
from sucker.engine import Game
from sucker.server import aipool
from sucker.server import commands as c
from sucker.server.config import Settings
from sucker.server.table import Deps, Table, view
from sucker.server.wire import ApiError, LostTable

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class MemoryStore:
    """Events and rows by table; a save whose fence is not the table's raises LostTable."""

    def __init__(self) -> None:
        self.events: dict[str, list[dict[str, Any]]] = {}
        self.fences: dict[str, int] = {}

    async def save(self, table_id: str, fence: int, row: dict[str, Any],
                   events: list[tuple[int, str, str]]) -> None:
        if self.fences[table_id] != fence:
            raise LostTable(table_id)
        self.events.setdefault(table_id, []).extend(json.loads(t) for _, _, t in events)


class HandClock:
    """Time moves only when the test says so."""

    def __init__(self) -> None:
        self.now = 1_000_000.0
        self.due: list[tuple[float, Any, tuple[Any, ...]]] = []

    def time(self) -> float:
        return self.now

    def call_later(self, delay: float, fn: Any, *args: Any) -> Any:
        entry = (self.now + delay, fn, args)
        self.due.append(entry)

        class Handle:
            def cancel(_self) -> None:
                if entry in self.due:
                    self.due.remove(entry)

        return Handle()

    def advance(self, seconds: float) -> None:
        self.now += seconds
        for entry in sorted((e for e in self.due if e[0] <= self.now), key=lambda e: e[0]):
            self.due.remove(entry)
            entry[1](*entry[2])


class InProcessAi:
    """The AI workers' own functions, run in this process at once: real seats (talking
    ones too), no processes."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int]] = []
        self.ended: list[tuple[str, int]] = []

    @staticmethod
    def _done(fn: Any, *args: Any) -> Future[Any]:
        fut: Future[Any] = Future()
        fut.set_result(fn(*args))
        return fut

    def decide(self, key: tuple[str, int], spec: aipool.Spec, news: aipool.SeatNews,
               game: Game) -> Future[Decision]:
        self.asked.append(key)
        return self._done(aipool._decide, key, spec, news, game)

    def hear(self, key: tuple[str, int], spec: aipool.Spec, news: aipool.SeatNews,
             line: aipool.Heard, game: Game) -> Future[str | None]:
        return self._done(aipool._hear, key, spec, news, line, game)

    def speak(self, key: tuple[str, int], spec: aipool.Spec, news: aipool.SeatNews,
              game: Game) -> Future[str | None]:
        return self._done(aipool._speak, key, spec, news, game)

    def hint(self, player: str, game: Game, you: int, think: float,
             seats: list[dict[str, Any]]) -> Future[dict[str, Any]]:
        return self._done(aipool._hint, game, you, think, seats)

    def end(self, key: tuple[str, int], winner: int, record: dict[str, Any]) -> None:
        self.ended.append(key)
        aipool._end(key, winner, record)


class Peer:
    def __init__(self, guest: str | None, name: str | None = None) -> None:
        self.guest = guest
        self.name = name or guest
        self.got: list[dict[str, Any]] = []
        self.closed: tuple[int, str] | None = None

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        frame = json.loads(text)
        # What the relay relies on to keep a relayed socket's events whole: the seq given
        # with a frame is the frame's own, and only snapshots are flagged as such.
        assert seq == frame.get("seq", 0) and snapshot == (frame["type"] == "snapshot"), frame
        self.got.append(frame)

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)

    def who(self) -> c.Who:
        return c.Who(self.guest, self.name)


def row(table_id: str = "t1", players: int = 3, **extra: Any) -> dict[str, Any]:
    seats = [{"kind": "human", "guest": "ada", "name": "Ada"}] + [{}] * (players - 1)
    return {"id": table_id, "status": "open", "private": False, "invite": "inv",
            "players": players, "chips": 3, "variant": "nash1950", "decision_seconds": 30,
            "ai_level": "easy", "seats": json.dumps(seats), "first": None, "created": 0.0,
            "started": None, "ended": None, "winner": None, "seq": 0, "deadline": None,
            "rematch": None, **extra}


IDS = itertools.count(1)


async def settle() -> None:
    """Let the actor's queue and the AI tasks run until nothing is left to do (each step
    of an AI's answer — its future, the actor's queue, the store — takes a few turns)."""
    for _ in range(500):
        await asyncio.sleep(0)


async def play_out(table: Table, clock: HandClock) -> None:
    """Let the AIs play the game to its end while red never answers (its clock runs out)."""
    for _ in range(400):
        await settle()
        if table.status == "over":
            return
        if table.state.game is not None and 0 in table.state.game.deciders():
            clock.advance(31)


def make(table: dict[str, Any] | None = None, **settings: Any
         ) -> tuple[Table, MemoryStore, HandClock, InProcessAi, list[Any]]:
    store, clock, ai = MemoryStore(), HandClock(), InProcessAi()
    made: list[Any] = []

    async def create(options: dict[str, Any], seats: list[dict[str, Any]]) -> str:
        made.append((options, seats))
        await asyncio.sleep(0.01)  # a real store takes time: a second ask could slip in
        return f"new{len(made)}"

    deps = Deps(store, clock, ai, Settings(ai_delay=0, **settings), create)
    made_id = f"t{next(IDS)}"  # seats in the AI host are kept by table id: one per table
    store.fences[made_id] = 1
    return Table(deps, row(made_id, **(table or {})), [], 1), store, clock, ai, made


async def test_lobby_then_ai_seats_play_a_whole_game_stored_before_sent() -> None:
    table, store, _clock, ai, _ = make()
    ada = Peer("ada", "Ada")
    await table.handle(c.Hello(ada.who(), 0), ada)
    assert ada.got[0]["type"] == "snapshot" and ada.got[0]["you"] == "red"
    with pytest.raises(ApiError) as e:
        await table.handle(c.Start(ada.who()))
    assert e.value.code == "seats-empty"
    await table.handle(c.FillAi(ada.who(), all=True))
    await table.handle(c.Start(ada.who()))
    # Ada plays her own turns with the AI's help: she never answers, so the clock runs.
    await play_out(table, table.deps.clock)  # type: ignore[arg-type]
    assert table.status == "over"
    sent = [m for m in ada.got if "seq" in m and m["type"] != "snapshot"]
    assert [m["seq"] for m in sent] == list(range(1, table.state.seq + 1))
    assert [e["seq"] for e in store.events[table.id]] == [m["seq"] for m in sent]
    assert sorted(ai.ended) == [(table.id, 0), (table.id, 1), (table.id, 2)]
    autos = [m for m in sent if m["type"] == "action" and m["auto"]]
    assert autos and all(m["action"]["by"] == "red" for m in autos)


async def test_a_lost_fence_drops_the_table_and_closes_its_sockets() -> None:
    table, store, _, _, _ = make()
    ada, watcher = Peer("ada", "Ada"), Peer(None)
    await table.handle(c.Hello(ada.who(), 0), ada)
    await table.handle(c.Hello(watcher.who(), 0), watcher)
    store.fences[table.id] = 2  # another process took the table
    with pytest.raises(ApiError) as e:
        await table.handle(c.Join(c.Who("bob", "Bob")))
    assert e.value.status == 503 and table.gone
    assert ada.closed == (1012, "the table moved; reconnect") and watcher.closed is not None
    assert table.id not in store.events  # nothing was written
    with pytest.raises(ApiError):
        await table.handle(c.View(ada.who()))  # a gone table refuses every command


async def test_two_rematch_asks_at_once_make_one_table() -> None:
    table, _, _, _, made = make()
    ada = Peer("ada", "Ada")
    await table.handle(c.FillAi(ada.who(), all=True))
    table.state.status = "over"
    first, second = await asyncio.gather(table.handle(c.Rematch(ada.who())),
                                         table.handle(c.Rematch(ada.who())))
    assert first == second == {"rematch": "new1", "color": "red", "invite": "inv"}
    assert len(made) == 1 and made[0][0]["invite"] == "inv"
    assert [s.get("kind") for s in made[0][1]] == ["human", "ai:easy", "ai:easy"]


async def test_presence_is_sent_but_never_stored() -> None:
    table, store, _, _, _ = make()
    ada, bob = Peer("ada", "Ada"), Peer("bob", "Bob")
    await table.handle(c.Join(bob.who()))
    stored = len(store.events[table.id])
    for _ in range(5):  # a page reconnecting again and again
        await table.handle(c.Hello(bob.who(), 0), bob)
        await table.handle(c.Detach(bob.who()), bob)
    await table.handle(c.Hello(ada.who(), 0), ada)
    await table.handle(c.Hello(bob.who(), 0), bob)
    assert len(store.events[table.id]) == stored
    assert ada.got[-1] == {"type": "presence",
                           "connected": {"red": True, "blue": True, "green": False}}


async def test_snapshots_carry_the_latest_chat_and_older_lines_come_in_pages() -> None:
    table, _, _, _, _ = make(snapshot_chat=3)
    ada = Peer("ada", "Ada")
    await table.handle(c.Hello(ada.who(), 0), ada)
    for i in range(7):
        await table.handle(c.Chat(ada.who(), f"line {i}"), ada)
    late = Peer(None)
    await table.handle(c.Hello(late.who(), 0), late)
    snap = late.got[0]
    assert [m["text"] for m in snap["chat"]] == ["line 4", "line 5", "line 6"]
    page = view.chat_page(table.state, snap["chat_before"], 3)
    assert [m["text"] for m in page["chat"]] == ["line 1", "line 2", "line 3"]
    assert [m["text"] for m in view.chat_page(table.state, page["before"], 3)["chat"]] == ["line 0"]


async def test_a_resync_sends_the_events_after_since_again_or_attaches() -> None:
    """What the relay asks for a relayed socket whose events were lost on the way."""
    table, _, _, _, _ = make()
    ada, late = Peer("ada", "Ada"), Peer(None)
    await table.handle(c.Hello(ada.who(), 0), ada)
    for i in range(3):
        await table.handle(c.Chat(ada.who(), f"line {i}"), ada)
    top = table.state.seq
    del ada.got[:]
    await table.handle(c.Resync(ada.who(), top - 2), ada)
    assert [m["seq"] for m in ada.got] == [top - 1, top]
    assert [m["text"] for m in ada.got] == ["line 1", "line 2"]
    await table.handle(c.Resync(late.who(), 0), late)  # its hello was lost: now it is in
    assert late.got[0]["type"] == "snapshot" and late in table.hello
    await table.handle(c.Chat(ada.who(), "line 3"), ada)
    assert late.got[-1]["text"] == "line 3"


async def test_spectators_are_capped_and_players_never_are() -> None:
    table, _, _, _, _ = make(spectators=2)
    for _ in range(2):
        table.admit(None, None)
        await table.handle(c.Hello(c.Who(), 0), Peer(None))
    with pytest.raises(ApiError) as e:
        table.admit(None, None)
    assert e.value.status == 429 and e.value.retry_after
    table.admit("ada", None)  # a seated player always gets in


async def started_with_ada_first(lang: str) -> tuple[Table, Peer]:
    table, _, _, _, _ = make({"lang": lang, "players": 4})
    ada = Peer("ada", "Ada")
    await table.handle(c.Hello(ada.who(), 0), ada)
    await table.handle(c.FillAi(ada.who(), all=True))
    table.rng.randrange = lambda n: 0  # type: ignore[method-assign]  # Ada plays first
    await table.handle(c.Start(ada.who()))
    await settle()
    return table, ada


async def test_ais_have_personas_and_answer_a_french_line_at_once_in_french() -> None:
    table, ada = await started_with_ada_first("fr")
    seats = table.table_json("ada")["seats"]
    personas = [s["persona"] for s in seats[1:]]
    assert all(p["temperament"] in ("loyal", "opportunist", "vengeful") for p in personas)
    assert len({p["name"] for p in personas}) == 3 and all(
        s["name"] == s["persona"]["name"] for s in seats[1:])
    blue = seats[1]["name"]
    before = len(ada.got)
    await table.handle(c.Chat(ada.who(), f"{blue}, donne-moi la main et je te sauverai",
                              "fr"), ada)
    await settle()
    said = [m for m in ada.got[before:] if m["type"] == "chat" and m["ai"]]
    assert "blue" in [m["by"] for m in said], said  # the one addressed answers
    assert all(m["lang"] == "fr" for m in said), said
    assert not [m for m in ada.got[before:] if m["type"] == "action"]  # Ada is to move


async def test_a_promise_in_chat_is_on_the_deals_panel_and_marked_broken() -> None:
    table, ada = await started_with_ada_first("en")
    await table.handle(c.Chat(ada.who(), "I'll give you the move, blue"), ada)
    made = [ch for m in ada.got if m["type"] == "deal" for ch in m["changes"]]
    promise = next(ch for ch in made if ch["kind"] == "promise" and ch["by"] == "red")
    assert (promise["to"], promise["status"]) == ("blue", "open")
    await table.handle(c.Act(ada.who(), {"act": "play", "chip": "red", "pile": "new"}), ada)
    await table.handle(c.Act(ada.who(), {"act": "next", "to": "green"}), ada)
    changed = [ch for m in ada.got if m["type"] == "deal" for ch in m["changes"]
               if ch["id"] == promise["id"]]
    assert changed[-1]["status"] == "broken"
    assert changed[-1]["settled_by"]["action"] == {"by": "red", "act": "next", "to": "green"}
    late = Peer(None)
    await table.handle(c.Hello(late.who(), 0), late)
    assert [d["status"] for d in late.got[0]["deals"] if d["id"] == promise["id"]] == ["broken"]


async def test_back_after_a_time_out_gives_a_fresh_deadline() -> None:
    table, ada = await started_with_ada_first("en")
    clock = table.deps.clock
    clock.advance(61)  # type: ignore[attr-defined]  # Ada's time runs out: the AI has her seat
    await settle()
    assert table.state.seats[0].ai_playing or table.state.game.ply > 0  # type: ignore[union-attr]
    if table.state.game is not None and 0 in table.state.game.deciders():
        await table.handle(c.Back(ada.who()), ada)
        assert not table.state.seats[0].ai_playing
        assert table.state.deadline is not None and table.state.deadline > clock.time()
        await settle()
        assert not table.state.seats[0].ai_playing  # not handed straight back to the AI


async def test_an_untimed_game_against_the_computer_waits_for_its_player() -> None:
    table, _, _, _, _ = make({"decision_seconds": 0, "players": 4})
    ada = Peer("ada", "Ada")
    await table.handle(c.Hello(ada.who(), 0), ada)
    await table.handle(c.FillAi(ada.who(), all=True))
    table.rng.randrange = lambda n: 0  # type: ignore[method-assign]  # Ada plays first
    await table.handle(c.Start(ada.who()))
    await settle()
    clock = view.clock_json(table.state, table.deps.clock.time(), table.settings)
    assert clock is not None and (clock["to"], clock["deadline"]) == (["red"], None)
    await table.detach(ada)  # she closes the page: no grace period runs out either
    table.deps.clock.advance(3600)  # type: ignore[attr-defined]  # an hour, gone or not
    await settle()
    assert not table.state.seats[0].ai_playing and table.state.game is not None
    assert table.state.game.ply == 0 and table.state.game.deciders() == [0]
