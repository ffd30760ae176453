"""docs/protocol.md's websocket message tables name exactly the types and fields the server
sends (wire.SERVER_MESSAGES) and reads (commands.MESSAGES)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from sucker.server.commands import MESSAGES
from sucker.server.wire import SERVER_MESSAGES, TableFrame

DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def outside_parentheses(text: str) -> str:
    out, depth = [], 0
    for ch in text:
        depth += ch == "("
        if not depth:
            out.append(ch)
        depth -= ch == ")" and depth > 0
    return "".join(out)


def table_rows(heading: str) -> dict[str, set[str]]:
    """The rows of the table under ``heading``: type → the field names it lists (in
    backquotes, outside any parenthesis, each followed by its description or the next)."""
    section = DOC.read_text().split(heading, 1)[1]
    rows: dict[str, set[str]] = {}
    for line in section.splitlines():
        if rows and not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        kind = re.fullmatch(r"`(\w+)`", cells[0]) if cells else None
        if kind is None or kind[1] == "type" or len(cells) < 3:
            continue
        listed = outside_parentheses(cells[1])
        rows[kind[1]] = set(re.findall(r"`(\w+)`(?=\s*[:,;]|\s*$|\s+and\b)", listed))
    return rows


def test_server_messages_match_the_documented_table() -> None:
    rows = table_rows("### Server → client")
    assert set(rows) == set(SERVER_MESSAGES)
    for kind, cls in SERVER_MESSAGES.items():
        fields = set(TableFrame.FIELDS) if cls is TableFrame else {
            f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
        assert rows[kind] == fields, kind


def test_client_messages_match_the_documented_table() -> None:
    rows = table_rows("### Client → server")
    assert set(rows) == set(MESSAGES)
    for kind, cls in MESSAGES.items():
        fields = {f.name for f in dataclasses.fields(cls)} - {"who"}
        assert rows[kind] == fields, kind
