"""How a table is seen: the table object of docs/protocol.md, snapshots, per-viewer events,
the game record, and the lobby's summary of a table that is not in memory."""

from __future__ import annotations

from typing import Any

from sucker.engine import COLORS, action_from_json
from sucker.records import ChatLine, Record
from sucker.server.fairplay import casual_reason
from sucker.server.table.core import Peer, SeatInfo, TableCore, is_bot, seats_from_json
from sucker.server.wire import Event, dumps, iso


def seat_json(i: int, s: SeatInfo, you: bool, connected: bool) -> dict[str, Any]:
    out: dict[str, Any] = {
        "color": COLORS[i],
        "name": s.name,
        "kind": s.kind,
        "you": you,
        "connected": connected,
        "ai_playing": s.ai_playing or (s.kind is not None and s.kind != "human"),
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
        "ai_level": row["ai_level"],
        "seats": [seat_json(i, s, False, s.kind is not None and s.kind != "human")
                  for i, s in enumerate(seats)],
        "created": iso(row["created"]),
        "started": iso(row["started"]),
        "ended": iso(row["ended"]),
        "winner": None if row["winner"] is None else COLORS[row["winner"]],
        "seq": row["seq"],
        "rematch": row["rematch"],
    }


class ViewMixin(TableCore):
    def table_json(self, guest: str | None = None) -> dict[str, Any]:
        """The table object of docs/protocol.md as ``guest`` sees it."""
        mine = self.seat_of(guest)
        out: dict[str, Any] = {
            "id": self.id,
            "status": self.status,
            "private": self.private,
            "rated": self.rated,
            "no_bots": self.no_bots,
            "casual_reason": self.casual_reason(),
            "lang": self.lang,
            "rules": self.rules.to_json(),
            "decision_seconds": self.decision_seconds,
            "ai_level": self.ai_level,
            "seats": [seat_json(i, s, mine == i, s.kind is not None
                                and (s.kind != "human" or self.connected(i)))
                      for i, s in enumerate(self.seats)],
            "created": iso(self.created),
            "started": iso(self.started),
            "ended": iso(self.ended),
            "winner": None if self.winner is None else COLORS[self.winner],
            "seq": self.seq,
            "rematch": self.rematch,
            "hints": self.hints_allowed(mine),
        }
        if self.fill_at is not None and self.status == "open":
            out["fill_at"] = round(self.fill_at, 3)  # AIs fill the empty seats then
        if self.private and mine is not None:
            out["invite"] = self.invite
        return out

    def hints_allowed(self, seat: int | None) -> bool:
        """Hints are for a seated learner at a casual table where every other seat is an AI."""
        return (seat is not None and not self.rated
                and all(s.kind != "human" for i, s in enumerate(self.seats) if i != seat))

    def clock_json(self) -> dict[str, Any] | None:
        """Overridden by the clock."""
        return None

    def table_event(self) -> dict[str, Any]:
        return self.new_event({
            "type": "table",
            "table": self.table_json(None),
            "state": self.game.state_json() if self.game else None,
            "clock": self.clock_json(),
            "_g": [s.guest for s in self.seats],
        })

    def render(self, ev: Event, client: Peer) -> str:
        if ev.text is not None:
            return ev.text
        assert ev.data is not None
        data = dict(ev.data)
        guests = data.pop("_g")
        mine = client.guest is not None and client.guest in guests
        table = dict(data["table"])
        table["seats"] = [dict(s, you=(g is not None and g == client.guest))
                          for s, g in zip(table["seats"], guests, strict=True)]
        table["hints"] = self.hints_allowed(guests.index(client.guest) if mine else None)
        if self.private and mine:
            table["invite"] = self.invite
        data["table"] = table
        return dumps(data)

    def presence(self) -> dict[str, Any]:
        """Who is connected: sent unnumbered and never stored, since it changes with every
        reconnection and is no part of the game."""
        return {"type": "presence",
                "connected": {COLORS[i]: s.kind is not None
                              and (s.kind != "human" or self.connected(i))
                              for i, s in enumerate(self.seats)}}

    def snapshot(self, client: Peer) -> str:
        seat = self.seat_of(client.guest)
        keep = self.settings.snapshot_chat
        return dumps({
            "type": "snapshot",
            "seq": self.seq,
            "table": self.table_json(client.guest),
            "state": self.game.state_json() if self.game else None,
            "you": None if seat is None else COLORS[seat],
            "log": self.log,
            "chat": self.chat[-keep:] if keep else [],
            "chat_before": self.chat[-keep]["seq"] if len(self.chat) > keep else None,
            "deals": self.deals.entries(),
            "clock": self.clock_json(),
        })

    def chat_page(self, before: int, limit: int) -> dict[str, Any]:
        """Chat lines with seq < ``before`` (0: the latest), at most ``limit``, oldest first."""
        lines = [c for c in self.chat if not before or c["seq"] < before]
        page = lines[-limit:]
        return {"chat": page, "before": page[0]["seq"] if len(lines) > len(page) else None}

    def record(self) -> Record:
        """The sls-record/1 of the game so far, with seats, times and chat."""
        actions = [action_from_json(e["action"], self.rules.players) for e in self.log]
        chat = [ChatLine(c["by"] or "spectator", c["text"], c["after"], c.get("name"),
                         bool(c.get("ai")), c.get("lang"), c.get("texts"), c.get("acts"))
                for c in self.chat]
        result = None if self.winner is None else {"winner": COLORS[self.winner]}
        return Record(
            rules=self.rules,
            first=self.first or 0,
            actions=actions,
            times=[e["t"] for e in self.log],
            seats=[{"color": COLORS[i], "name": s.name, "kind": s.kind,
                    **({"rating": s.rating} if s.rating is not None else {})}
                   for i, s in enumerate(self.seats)],
            rated=self.counts(),
            started=iso(self.started),
            ended=iso(self.ended),
            result=result,
            chat=chat,
        )
