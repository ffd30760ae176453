"""Typed commands to a table, from HTTP calls and websocket messages.

Each is a small dataclass carrying who asks (:class:`Who`); a table actor dispatches on the
type. They cross processes as JSON (:func:`to_json` / :func:`from_json`) when the table is
owned by another server process. Websocket messages become commands through
:func:`parse_message`, which refuses anything malformed with an ``ApiError``.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from sucker.server.wire import REF_MAX, ApiError, good_ref

LANG_MAX = 16  # characters of a BCP 47 tag we keep


@dataclass(frozen=True)
class Who:
    """The caller: a guest id and display name, or nobody (a visitor without a session),
    and the address the request came from (for limits)."""

    guest: str | None = None
    name: str | None = None
    address: str = ""
    account: bool = False  # the guest has an account (may sit at rated tables)
    bot: bool = False  # a bot account calling with a token: it sits as ``bot:NAME``
    token: str = ""  # the id of the API token the call came with


@dataclass
class Command:
    who: Who


# ---------------------------------------------------------------- HTTP: lobby and views


@dataclass
class View(Command):
    """The table as the caller sees it (private tables need the invite or a seat)."""

    invite: str | None = None


@dataclass
class GetRecord(Command):
    invite: str | None = None


@dataclass
class GetChat(Command):
    """Older chat lines, a page at a time (the snapshot carries only the latest)."""

    before: int = 0
    limit: int = 100
    invite: str | None = None


@dataclass
class Join(Command):
    seat: str | None = None
    invite: str | None = None
    origin: str = ""  # where the caller sits down from (fairplay.origin)


@dataclass
class Leave(Command):
    pass


@dataclass
class FillAi(Command):
    seat: str | None = None
    level: str | None = None
    all: bool = False


@dataclass
class Start(Command):
    pass


@dataclass
class FillBot(Command):
    """Challenge a connected bot (its guest id and name) to take a seat."""

    seat: str | None = None
    bot: str = ""
    bot_name: str = ""


@dataclass
class BotReply(Command):
    """A challenged bot accepts or declines (``who`` is the bot)."""

    accept: bool = False
    reason: str = ""


@dataclass
class BotSay(Command):
    """A bot's chat line at a game it plays (``who`` is the bot)."""

    text: str = ""


@dataclass
class FillLater(Command):
    """Fill the empty seats with AIs and start, ``seconds`` from now, if still open (a
    table made by "find a game")."""

    seconds: float = 60.0


@dataclass
class Hint(Command):
    """What the hard AI would play now for the caller, and why (casual tables against AIs
    only)."""


@dataclass
class Rematch(Command):
    """Make (once) the rematch of a finished table: the new table's id comes back."""


# ---------------------------------------------------------------- websocket intents


@dataclass
class Hello(Command):
    since: int = 0


@dataclass
class Act(Command):
    action: dict[str, Any] = field(default_factory=dict)
    ref: str | None = None


@dataclass
class Chat(Command):
    text: str = ""
    lang: str | None = None
    ref: str | None = None


@dataclass
class Back(Command):
    pass


@dataclass
class Ping(Command):
    pass


@dataclass
class Resync(Command):
    """From the relay, never from a client: the events after ``since`` again (or a snapshot),
    for a relayed socket whose events were lost on the way (a Redis outage)."""

    since: int = 0


@dataclass
class Detach(Command):
    """From the server, never from a client: a socket (local or relayed) closed."""


@dataclass
class Forget(Command):
    """From the server, never from a client: the account ``who`` was deleted; its seat and
    chat lines at this table become nameless."""


COMMANDS: dict[str, type[Command]] = {
    c.__name__: c for c in (View, GetRecord, GetChat, Join, Leave, FillAi, Start, FillLater,
                            FillBot, BotReply, BotSay,
                            Hint, Rematch,
                            Hello, Act, Chat, Back, Ping, Resync, Detach, Forget)
}


# The websocket messages a client sends, by ``type`` (docs/protocol.md), their fields those
# of the command but ``who``.
MESSAGES: dict[str, type[Command]] = {"hello": Hello, "action": Act, "chat": Chat,
                                      "back": Back, "ping": Ping}


def to_json(command: Command) -> dict[str, Any]:
    data = dataclasses.asdict(command)
    data["who"] = dataclasses.asdict(command.who)
    data["kind"] = type(command).__name__
    return data


def from_json(data: dict[str, Any]) -> Command:
    data = dict(data)
    cls = COMMANDS[data.pop("kind")]
    who = Who(**data.pop("who"))
    return cls(who, **data)


def parse_message(data: object, who: Who) -> Command:
    """A websocket message (already JSON) as a command, or ApiError ``bad-message``."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ApiError(400, "bad-message", "a message is a JSON object with a type")
    kind = data["type"]
    ref = data.get("ref")
    if ref is not None and not good_ref(ref):
        raise ApiError(400, "bad-message", f"ref must be a string of at most {REF_MAX} "
                       "characters")
    if kind == "ping":
        return Ping(who)
    if kind == "hello":
        since = data.get("since", 0) or 0
        if not isinstance(since, int) or isinstance(since, bool) or since < 0:
            raise ApiError(400, "bad-message", "since must be a seq number (an integer ≥ 0)")
        return Hello(who, since)
    if kind == "action":
        action = data.get("action")
        if not isinstance(action, dict):
            raise ApiError(400, "bad-message", "action must be an object")
        return Act(who, action, ref)
    if kind == "chat":
        text, lang = data.get("text"), data.get("lang")
        if not isinstance(text, str):
            raise ApiError(400, "bad-message", "text must be a string")
        if lang is not None and (not isinstance(lang, str) or not 1 <= len(lang) <= LANG_MAX
                                 or not all(c.isascii() and (c.isalnum() or c == "-")
                                            for c in lang)):
            raise ApiError(400, "bad-message", "lang must be a language tag such as fr or en")
        return Chat(who, text, lang, ref)
    if kind == "back":
        return Back(who)
    raise ApiError(400, "bad-message", f"unknown message type {kind[:20]!r}")
