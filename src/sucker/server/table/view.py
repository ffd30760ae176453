"""How a table is seen: pure functions of a table's state and who looks at it — the table
object of docs/protocol.md, the frames an event is sent as, snapshots, chat pages, the game
record, and the lobby's summary of a table that is not in memory.

``present`` is the set of guests with a socket open to the table (people come and go without
any event), ``now`` the time the clock is shown at.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from sucker.engine import COLORS, Game, action_from_json
from sucker.records import ChatLine, Record
from sucker.server.config import Settings
from sucker.server.fairplay import casual_reason
from sucker.server.table.state import (
    Acted,
    Event,
    Said,
    SeatInfo,
    SeatsChanged,
    TableState,
    chat_line,
    is_bot,
    seats_from_json,
    untimed_alone,
)
from sucker.server.wire import (
    ActionMessage,
    DealMessage,
    EndMessage,
    PresenceMessage,
    SnapshotMessage,
    TableFrame,
    iso,
)


def seat_json(i: int, s: SeatInfo, you: bool, connected: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "color": COLORS[i],
        "name": s.name,
        "kind": s.kind,
        "you": you,
        "connected": connected,
        # An AI's seat; a person's while the AI stands in. A bot plays its own seat (away,
        # not connected, the fallback answers for it).
        "ai_playing": s.ai_playing or (s.kind is not None and s.kind != "human"
                                       and not is_bot(s.kind)),
    }
    if s.persona is not None:
        out["persona"] = s.persona
    if is_bot(s.kind):
        out["bot"] = True  # a program: shown as a bot everywhere
        if s.waiting is not None:
            out["waiting"] = True  # challenged, not yet accepted
    if s.kind == "human":
        out["guest"] = not s.account  # shown as a guest's name: it proves nothing
    return out


def summary(row: dict[str, Any]) -> dict[str, Any]:
    """The table object of a table not in memory here (nobody connected to this process)."""
    seats = seats_from_json(row["seats"])
    return {
        "id": row["id"],
        "status": row["status"],
        "private": row["private"],
        "rated": bool(row.get("rated")),
        "no_bots": bool(row.get("no_bots")),
        "casual_reason": casual_reason(bool(row.get("rated")), seats),
        "lang": row.get("lang") or "en",
        "rules": {"players": row["players"], "chips": row["chips"], "variant": row["variant"]},
        "decision_seconds": row["decision_seconds"],
        "untimed": untimed_alone(row["decision_seconds"], seats),
        "ai_level": row["ai_level"],
        "seats": [seat_json(i, s, False, connected(s, ()))
                  for i, s in enumerate(seats)],
        "created": iso(row["created"]),
        "started": iso(row["started"]),
        "ended": iso(row["ended"]),
        "winner": None if row["winner"] is None else COLORS[row["winner"]],
        "seq": row["seq"],
        "rematch": row["rematch"],
    }


def table_json(state: TableState, guest: str | None, present: Collection[str | None]
               ) -> dict[str, Any]:
    """The table object of docs/protocol.md as ``guest`` sees it."""
    mine = state.seat_of(guest)
    out: dict[str, Any] = {
        "id": state.id,
        "status": state.status,
        "private": state.private,
        "rated": state.rated,
        "no_bots": state.no_bots,
        "casual_reason": state.casual_reason(),
        "lang": state.lang,
        "rules": state.rules.to_json(),
        "decision_seconds": state.decision_seconds,
        "untimed": state.untimed_alone(),
        "ai_level": state.ai_level,
        "seats": [seat_json(i, s, mine == i, connected(s, present))
                  for i, s in enumerate(state.seats)],
        "created": iso(state.created),
        "started": iso(state.started),
        "ended": iso(state.ended),
        "winner": None if state.winner is None else COLORS[state.winner],
        "seq": state.seq,
        "rematch": state.rematch,
        "hints": state.hints_allowed(mine),
    }
    if state.fill_at is not None and state.status == "open":
        out["fill_at"] = round(state.fill_at, 3)  # AIs fill the empty seats then
    if state.private and mine is not None:
        out["invite"] = state.invite
    return out


def clock_json(state: TableState, now: float, settings: Settings) -> dict[str, Any] | None:
    """Who decides now, and by when (``deadline`` and ``seconds`` null: untimed)."""
    if state.game is None or state.status != "playing":
        return None
    return _clock(state, state.game, now, settings)


def _clock(state: TableState, game: Game, now: float, settings: Settings) -> dict[str, Any]:
    return {
        "to": [COLORS[p] for p in game.deciders()],
        "deadline": None if state.deadline is None else round(state.deadline, 3),
        "seconds": state.limit(game, settings),
        "now": round(now, 3),
    }


def presence(state: TableState, present: Collection[str | None]) -> dict[str, Any]:
    """Who is connected: sent unnumbered and never stored, since it changes with every
    reconnection and is no part of the game."""
    return PresenceMessage({COLORS[i]: connected(s, present)
                            for i, s in enumerate(state.seats)}).to_json()


def connected(s: SeatInfo, present: Collection[str | None]) -> bool:
    """An AI is always there; a person or a bot when connected (``present``)."""
    if s.kind is None:
        return False
    return s.guest in present if s.kind == "human" or is_bot(s.kind) else True


def table_frame(state: TableState, seq: int, present: Collection[str | None], now: float,
                settings: Settings) -> TableFrame:
    return TableFrame(seq, table_json(state, None, present),
                      state.game.state_json() if state.game else None,
                      clock_json(state, now, settings), [s.guest for s in state.seats])


def frames(state: TableState, event: Event, seq: int, present: Collection[str | None],
           now: float, settings: Settings) -> list[dict[str, Any] | TableFrame]:
    """What ``event`` is sent as, numbered from ``seq``, ``state`` being the state after it
    (evolve numbered them)."""
    out: list[dict[str, Any] | TableFrame] = []
    if isinstance(event, Acted):
        game = event.game
        out.append(ActionMessage(state.log[-1]["action"], event.auto, game.state_json(),
                                 _clock(state, game, now, settings), event.t, seq).to_json())
    elif isinstance(event, Said):
        out.append(state.chat[-1])
    if isinstance(event, Acted | Said):
        if state.dealt:
            out.append(DealMessage(state.dealt, seq + len(out)).to_json())
        if isinstance(event, Acted) and event.game.is_over():
            game = event.game
            out.append(EndMessage(COLORS[game.winner], [COLORS[p] for p in game.defeated],
                                  seq + len(out)).to_json())
            out.append(table_frame(state, seq + len(out), present, now, settings))
        return out
    frame = table_frame(state, seq, present, now, settings)
    if isinstance(event, SeatsChanged) and event.note is not None:
        frame.table["note"] = event.note  # told once, with this frame; not part of the table
    return [frame]


def view_frame(state: TableState, frame: TableFrame, guest: str | None) -> str:
    """A table frame as ``guest`` sees it: their seat, its hints and a private invite."""
    mine = frame.seat_of(guest)
    return frame.view(mine, state.hints_allowed(mine),
                      state.invite if state.private and mine is not None else None)


def snapshot(state: TableState, guest: str | None, present: Collection[str | None], now: float,
             settings: Settings) -> dict[str, Any]:
    seat = state.seat_of(guest)
    keep = settings.snapshot_chat
    return SnapshotMessage(
        seq=state.seq,
        table=table_json(state, guest, present),
        state=state.game.state_json() if state.game else None,
        you=None if seat is None else COLORS[seat],
        log=state.log,
        chat=state.chat[-keep:] if keep else [],
        chat_before=state.chat[-keep]["seq"] if len(state.chat) > keep else None,
        deals=state.deals.entries(),
        clock=clock_json(state, now, settings),
    ).to_json()


def chat_page(state: TableState, before: int, limit: int) -> dict[str, Any]:
    """Chat lines with seq < ``before`` (0: the latest), at most ``limit``, oldest first."""
    lines = [c for c in state.chat if not before or c["seq"] < before]
    page = lines[-limit:]
    return {"chat": page, "before": page[0]["seq"] if len(lines) > len(page) else None}


def record(state: TableState) -> Record:
    """The sls-record/1 of the game so far, with seats, times and chat."""
    actions = [action_from_json(e["action"], state.rules.players) for e in state.log]
    chat = [ChatLine(c["by"] or "spectator", c["text"], c["after"], c.get("name"),
                     bool(c.get("ai")), c.get("lang"), c.get("texts"), c.get("acts"))
            for c in state.chat]
    result = None if state.winner is None else {"winner": COLORS[state.winner]}
    return Record(
        rules=state.rules,
        first=state.first or 0,
        actions=actions,
        times=[e["t"] for e in state.log],
        seats=[{"color": COLORS[i], "name": s.name, "kind": s.kind,
                **({"rating": s.rating} if s.rating is not None else {})}
               for i, s in enumerate(state.seats)],
        rated=state.counts(),
        started=iso(state.started),
        ended=iso(state.ended),
        result=result,
        chat=chat,
    )


__all__ = ["chat_line", "frames", "presence", "record", "snapshot", "summary", "table_json"]
