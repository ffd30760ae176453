"""What travels between the server and its clients: errors, events and their JSON.

A leaf: it imports nothing of the server, so every layer (table actor, relay, app) can use it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, ClassVar, Protocol

import orjson

MAX_DEPTH = 16  # nesting of arrays and objects in one websocket message
REF_MAX = 64  # characters of the ``ref`` a client may attach to an intent


class Peer(Protocol):
    """Someone at a table: a websocket in this process, or one relayed from another. The
    one sender interface: the table actor writes to it, and so does the relay, to a local
    socket whose table another process owns."""

    guest: str | None
    name: str | None

    def send(self, text: str, seq: int = 0, snapshot: bool = False) -> None:
        """Send a frame: a numbered event (``seq``), a snapshot as of ``seq``, or (0)
        something unnumbered."""

    def close(self, code: int, reason: str) -> None: ...


class ApiError(Exception):
    """A refused request or intent: HTTP status, protocol error code, why, and for 429 and
    503 how many seconds to wait before trying again."""

    def __init__(self, status: int, code: str, message: str,
                 retry_after: float | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.retry_after = retry_after

    def to_json(self) -> list[Any]:
        return [self.status, self.code, self.message, self.retry_after]

    @classmethod
    def from_json(cls, data: list[Any]) -> ApiError:
        return cls(*data)

    def body(self) -> dict[str, Any]:
        """The JSON body of an HTTP error answer."""
        detail: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.retry_after is not None:
            detail["retry_after"] = self.retry_after
        return {"detail": detail}

    def headers(self) -> dict[str, str] | None:
        if self.retry_after is None:
            return None
        return {"Retry-After": str(max(1, round(self.retry_after + 0.5)))}


def table_moved() -> ApiError:
    """The answer to a command for a table this process no longer runs."""
    return ApiError(503, "moved", "the table moved to another server; try again",
                    retry_after=1)


def owner_silent() -> ApiError:
    """The answer to a relayed command whose owner's answer did not come (or was lost)."""
    return ApiError(503, "unavailable", "the table's server did not answer; try again",
                    retry_after=2)


def busy() -> ApiError:
    """The answer when the AI workers have more waiting than they can do soon."""
    return ApiError(503, "busy", "the AI is busy with the games under way; try again in a "
                    "few seconds", retry_after=5)


def superseded() -> ApiError:
    return ApiError(409, "superseded", "a newer hint request of yours replaced this one")


class LostTable(Exception):
    """A table's fencing token is no longer the stored one: another process owns the table
    now, and this one must drop it without writing anything."""


def dumps(data: dict[str, Any]) -> str:
    """Compact JSON, UTF-8 left as is: the form of every message on a socket (orjson: each
    action's event carries the whole state, and this runs for every one)."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()


def error_frame(code: str, message: str, ref: object = None,
                retry_after: float | None = None) -> str:
    """An ``error`` message, sent to one client only."""
    return ErrorMessage(code, message, ref if good_ref(ref) else None,
                        None if retry_after is None else round(retry_after, 1)).encode()


def good_ref(ref: object) -> bool:
    """Whether a client's ``ref`` may be echoed: a string of at most REF_MAX characters that
    is valid Unicode (a lone surrogate cannot be sent as UTF-8)."""
    return isinstance(ref, str) and len(ref) <= REF_MAX and encodable(ref)


def encodable(text: str) -> bool:
    """Whether ``text`` can travel as UTF-8: JSON's ``\\ud800`` escapes decode to lone
    surrogates, which no socket can send."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


def loads_message(text: str) -> object:
    """A websocket message's JSON, refused (ApiError ``bad-json``) when it is not JSON, nests
    deeper than MAX_DEPTH (checked before parsing so that no input can exhaust the parser's
    recursion) or holds a string that is not valid Unicode."""
    depth = 0
    in_string = escaped = False
    brackets = text.count("[") + text.count("{")  # few: no need to walk the text
    for ch in text if brackets > MAX_DEPTH else ():
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch == "[" or ch == "{":
            depth += 1
            if depth > MAX_DEPTH:
                raise ApiError(400, "bad-json", f"the message nests deeper than {MAX_DEPTH}")
        elif ch == "]" or ch == "}":
            depth -= 1
    try:
        data = json.loads(text)
    except ValueError:
        raise ApiError(400, "bad-json", "the message is not valid JSON") from None
    # Only a \\u escape can make a lone surrogate: whatever holds one is refused here, so
    # that nothing the server echoes or broadcasts can fail to encode.
    if "\\u" in text and not encodable(json.dumps({"m": data}, ensure_ascii=False)):
        raise ApiError(400, "bad-json", "the message holds a lone surrogate (an unpaired "
                       "\\ud800-\\udfff escape): not valid Unicode")
    return data


def iso(t: float | None) -> str | None:
    """A Unix time as ISO 8601 in UTC (``2026-11-21T10:00:00Z``)."""
    if t is None:
        return None
    return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")


# ---------------------------------------------------------------- server → client messages
# One class per ``type`` of docs/protocol.md's table (tests/server/test_protocol_doc.py
# checks the two against each other); ``to_json`` gives the message, fields in order,
# optional ones left out when None.


class Message:
    """A message of a ``type``: its subclasses are slotted dataclasses."""

    __slots__: ClassVar[tuple[str, ...]] = ()
    TYPE: ClassVar[str]
    OPTIONAL: ClassVar[tuple[str, ...]] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.TYPE}
        for f in self.__slots__:  # the fields, in order (ClassVars are no slots)
            value = getattr(self, f)
            if value is not None or f not in self.OPTIONAL:
                out[f] = value
        return out

    def encode(self) -> str:
        return dumps(self.to_json())


@dataclass(frozen=True, slots=True)
class ActionMessage(Message):
    TYPE: ClassVar[str] = "action"
    action: dict[str, Any]
    auto: bool
    state: dict[str, Any]
    clock: dict[str, Any] | None
    t: float
    seq: int


@dataclass(frozen=True, slots=True)
class ChatMessage(Message):
    TYPE: ClassVar[str] = "chat"
    OPTIONAL: ClassVar[tuple[str, ...]] = ("lang", "texts", "acts")
    by: str | None
    name: str
    spectator: bool
    text: str
    after: int
    ai: bool
    line: int  # its index among the table's lines (deals point to it)
    seq: int
    lang: str | None = None
    texts: dict[str, str] | None = None
    acts: list[dict[str, Any]] | None = None


@dataclass(frozen=True, slots=True)
class DealMessage(Message):
    TYPE: ClassVar[str] = "deal"
    changes: list[dict[str, Any]]
    seq: int


@dataclass(frozen=True, slots=True)
class EndMessage(Message):
    TYPE: ClassVar[str] = "end"
    winner: str
    defeated: list[str]
    seq: int


@dataclass(frozen=True, slots=True)
class PresenceMessage(Message):
    TYPE: ClassVar[str] = "presence"
    connected: dict[str, bool]


@dataclass(frozen=True, slots=True)
class SnapshotMessage(Message):
    TYPE: ClassVar[str] = "snapshot"
    seq: int
    table: dict[str, Any]
    state: dict[str, Any] | None
    you: str | None
    log: list[dict[str, Any]]
    chat: list[dict[str, Any]]
    chat_before: int | None
    deals: list[dict[str, Any]]
    clock: dict[str, Any] | None


@dataclass(frozen=True, slots=True)
class ErrorMessage(Message):
    TYPE: ClassVar[str] = "error"
    OPTIONAL: ClassVar[tuple[str, ...]] = ("retry_after",)
    code: str
    message: str
    ref: object = None
    retry_after: float | None = None


@dataclass(frozen=True, slots=True)
class PongMessage(Message):
    TYPE: ClassVar[str] = "pong"


class TableFrame:
    """The ``table`` message, a numbered event: the table as anybody sees it, and who sits
    in each seat (``guests``), to show each viewer their own seat (``you``), hints and
    invite."""

    TYPE: ClassVar[str] = "table"
    FIELDS: ClassVar[tuple[str, ...]] = ("table", "state", "clock", "seq")  # as sent
    __slots__ = ("seq", "table", "state", "clock", "guests")

    def __init__(self, seq: int, table: dict[str, Any], state: dict[str, Any] | None,
                 clock: dict[str, Any] | None, guests: list[str | None]) -> None:
        self.seq = seq
        self.table = table
        self.state = state
        self.clock = clock
        self.guests = guests

    def seat_of(self, guest: str | None) -> int | None:
        if guest is None or guest not in self.guests:
            return None
        return self.guests.index(guest)

    def public(self) -> dict[str, Any]:
        return {"type": "table", "table": self.table, "state": self.state,
                "clock": self.clock, "seq": self.seq}

    def view(self, seat: int | None, hints: bool, invite: str | None) -> str:
        """As the viewer in ``seat`` sees it (None: a spectator)."""
        table = dict(self.table)
        table["seats"] = [dict(s, you=i == seat) for i, s in enumerate(table["seats"])]
        table["hints"] = hints
        if invite is not None:
            table["invite"] = invite
        return dumps({"type": "table", "table": table, "state": self.state,
                      "clock": self.clock, "seq": self.seq})

    def stored(self) -> str:
        """The form kept in the database: the public event and who sat where."""
        return dumps({**self.public(), "guests": self.guests})

    @classmethod
    def load(cls, data: dict[str, Any]) -> TableFrame:
        """From its stored form (``_g``: its name before the guests were a field)."""
        guests = data["guests"] if "guests" in data else data.get("_g", [])
        return cls(data["seq"], data["table"], data.get("state"), data.get("clock"), guests)


class Numbered:
    """A numbered event as kept in memory: its JSON ``text``, or a table frame (whose
    ``you`` differs per viewer). Only text is kept otherwise: fewer live objects, shorter
    collector pauses."""

    __slots__ = ("seq", "text", "table")

    def __init__(self, seq: int, text: str | None, table: TableFrame | None = None) -> None:
        self.seq = seq
        self.text = text
        self.table = table

    @classmethod
    def load(cls, data: dict[str, Any]) -> Numbered:
        if data["type"] == "table":
            return cls(data["seq"], None, TableFrame.load(data))
        return cls(data["seq"], dumps(data))


SERVER_MESSAGES: dict[str, type[Message] | type[TableFrame]] = {
    m.TYPE: m for m in (SnapshotMessage, ActionMessage, ChatMessage, PresenceMessage,
                        DealMessage, TableFrame, EndMessage, ErrorMessage, PongMessage)}
