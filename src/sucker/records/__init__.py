"""Game records in the public ``sls-record/1`` format (``../shared/design/record-format.md``).

:func:`parse_record` checks a document's shape, :func:`replay` its legality, and
:meth:`Record.to_json` writes one back. Every error is a :class:`RecordError` whose message
is one line; an illegal action's error carries its 0-based ``index``.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from sucker.engine import (
    COLORS,
    VARIANTS,
    Action,
    Game,
    IllegalAction,
    Rules,
    RulesError,
    action_from_json,
    action_to_json,
    color_index,
)

FORMAT = "sls-record/1"


class RecordError(ValueError):
    """A record that cannot be read or replayed. ``index`` names the bad action, if any."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message if index is None else f"action {index}: {message}")
        self.index = index
        self.reason = message


CHAT_MAX = 300  # characters in one chat line, wherever a line is said (server, arena, bots)


def chat_text(text: str, newlines: bool = False) -> str:
    """A chat line as it is kept: printable characters and spaces of every kind (French puts a
    no-break space before ``!?:;``), newlines only if ``newlines``, trimmed."""
    return "".join(ch for ch in text if ch.isprintable() or ch == "\n" and newlines
                   or unicodedata.category(ch) == "Zs").strip()


@dataclass
class ChatLine:
    """One line of table talk: ``by`` a colour or ``"spectator"``; ``after`` how many actions
    had been played when it was said; ``name``, ``ai`` and ``lang`` as record-format.md says."""

    by: str
    text: str
    after: int
    name: str | None = None
    ai: bool = False
    lang: str | None = None
    texts: dict[str, str] | None = None  # an AI's line as each language wrote it
    acts: list[dict[str, Any]] | None = None  # an AI's line's dialogue acts

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"by": self.by, "text": self.text, "after": self.after}
        if self.name is not None:
            out["name"] = self.name
        if self.ai:
            out["ai"] = True
        if self.lang is not None:
            out["lang"] = self.lang
        if self.texts:
            out["texts"] = self.texts
        if self.acts:
            out["acts"] = self.acts
        return out


@dataclass
class Record:
    """One game: rules, first player, actions, and the optional metadata of the format."""

    rules: Rules = field(default_factory=Rules)
    first: int = 0
    actions: list[Action] = field(default_factory=list)
    times: list[float | None] = field(default_factory=list)  # per-action "t", or None
    seats: list[dict[str, Any]] | None = None
    started: str | None = None
    ended: str | None = None
    result: dict[str, Any] | None = None
    chat: list[ChatLine] = field(default_factory=list)
    rated: bool | None = None

    def new_game(self) -> Game:
        return Game(self.rules, self.first)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules.to_json(),
            "first": COLORS[self.first],
        }
        if self.seats is not None:
            out["seats"] = self.seats
        if self.started is not None:
            out["started"] = self.started
        if self.ended is not None:
            out["ended"] = self.ended
        if self.result is not None:
            out["result"] = self.result
        if self.rated is not None:
            out["rated"] = self.rated
        actions = []
        for i, action in enumerate(self.actions):
            item = action_to_json(action)
            t = self.times[i] if i < len(self.times) else None
            if t is not None:
                item["t"] = t
            actions.append(item)
        out["actions"] = actions
        if self.chat:
            out["chat"] = [line.to_json() for line in self.chat]
        return out

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)


def _rules(data: object) -> Rules:
    if data is None:
        return Rules()
    if not isinstance(data, dict):
        raise RecordError("rules must be an object")
    unknown = set(data) - {"players", "chips", "variant"}
    if unknown:
        raise RecordError(f"unknown rules field {sorted(unknown)[0]!r}")
    players = data.get("players", 4)
    chips = data.get("chips", 7)
    variant = data.get("variant", "nash1950")
    for name, value in (("players", players), ("chips", chips)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise RecordError(f"rules.{name} must be an integer")
    if not isinstance(variant, str):
        raise RecordError(f"rules.variant must be one of {', '.join(VARIANTS)}")
    try:
        return Rules(players, chips, variant).check()
    except RulesError as e:
        raise RecordError(f"bad rules: {e}") from None


def _optional_str(data: dict[str, Any], key: str) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise RecordError(f"{key} must be a string")
    return value


def _check_color(data: dict[str, Any], key: str, players: int, where: str) -> None:
    """An optional colour field: absent, null, or a colour of the game."""
    if data.get(key) is not None:
        try:
            color_index(data[key], players)
        except IllegalAction as e:
            raise RecordError(f"{where}: {key}: {e.message}") from None


def parse_record(source: str | bytes | dict[str, Any]) -> Record:
    """Read a record from JSON text or a parsed document, checking its shape (not legality)."""
    if isinstance(source, str | bytes):
        try:
            data = json.loads(source)
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise RecordError(f"not valid JSON: {e}") from None
    else:
        data = source
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise RecordError(f"unknown format {fmt!r} (expected {FORMAT!r})")
    rules = _rules(data.get("rules"))
    if "first" not in data:
        raise RecordError("the record has no 'first' player")
    try:
        first = color_index(data["first"], rules.players)
    except IllegalAction as e:
        raise RecordError(f"first: {e.message}") from None
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list):
        raise RecordError("actions must be a list")
    actions: list[Action] = []
    times: list[float | None] = []
    for i, item in enumerate(raw_actions):
        try:
            actions.append(action_from_json(item, rules.players))
        except IllegalAction as e:
            raise RecordError(e.message, i) from None
        t = item.get("t")
        if t is not None and (not isinstance(t, int | float) or isinstance(t, bool)):
            raise RecordError("t must be a number of seconds", i)
        times.append(t)
    seats = data.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
            raise RecordError("seats must be a list of objects")
        for seat in seats:
            _check_color(seat, "color", rules.players, "seats")
            for key in ("name", "kind"):
                if seat.get(key) is not None and not isinstance(seat[key], str):
                    raise RecordError(f"seats: {key} must be a string")
    result = data.get("result")
    if result is not None:
        if not isinstance(result, dict):
            raise RecordError("result must be an object")
        _check_color(result, "winner", rules.players, "result")
    chat: list[ChatLine] = []
    raw_chat = data.get("chat", [])
    if not isinstance(raw_chat, list):
        raise RecordError("chat must be a list")
    for line in raw_chat:
        if (
            not isinstance(line, dict)
            or not isinstance(line.get("by"), str)
            or not isinstance(line.get("text"), str)
            or not isinstance(line.get("after"), int)
            or isinstance(line.get("after"), bool)
        ):
            raise RecordError("each chat line needs by (string), text (string), after (integer)")
        if not 0 <= line["after"] <= len(actions):
            raise RecordError(f"chat after {line['after']}: the record has {len(actions)} actions")
        name, lang = line.get("name"), line.get("lang")
        chat.append(ChatLine(line["by"], line["text"], line["after"],
                             name if isinstance(name, str) else None, line.get("ai") is True,
                             lang if isinstance(lang, str) else None, _texts(line.get("texts")),
                             _acts(line.get("acts"))))
    return Record(
        rules=rules,
        first=first,
        actions=actions,
        times=times,
        seats=seats,
        started=_optional_str(data, "started"),
        ended=_optional_str(data, "ended"),
        result=result,
        chat=chat,
        rated=data["rated"] if isinstance(data.get("rated"), bool) else None,
    )


def _texts(value: object) -> dict[str, str] | None:
    """A chat line's ``texts``: language tags to strings, or RecordError."""
    if value is None:
        return None
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) and len(v) <= CHAT_MAX
            for k, v in value.items()):
        raise RecordError("a chat line's texts map languages to lines of text")
    return value


def _acts(value: object) -> list[dict[str, Any]] | None:
    """A chat line's ``acts``: a list of act objects (bot-protocol.md), or RecordError."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(
            isinstance(a, dict) and isinstance(a.get("kind"), str) for a in value):
        raise RecordError("a chat line's acts are objects with a kind")
    return value


def replay(record: Record, upto: int | None = None) -> Game:
    """The game after the record's first ``upto`` actions (all by default).

    Raises RecordError naming the first illegal action's index and the rule it breaks, or
    if ``upto`` is not between 0 and the number of actions.
    """
    game = record.new_game()
    actions = record.actions
    if upto is not None:
        if not 0 <= upto <= len(actions):
            raise RecordError(f"upto {upto} is outside 0..{len(actions)}, the record's actions")
        actions = actions[:upto]
    for i, action in enumerate(actions):
        try:
            game.apply(action)
        except IllegalAction as e:
            raise RecordError(e.message, i) from None
    return game


def load(source: str | bytes | dict[str, Any], upto: int | None = None) -> tuple[Record, Game]:
    """Parse and replay in one step."""
    record = parse_record(source)
    return record, replay(record, upto)


__all__ = [
    "CHAT_MAX", "FORMAT", "ChatLine", "Record", "RecordError", "chat_text", "load", "parse_record",
    "replay",
]
