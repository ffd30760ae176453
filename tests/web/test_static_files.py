"""The static assets the page loads by itself stay in step with their sources."""

from __future__ import annotations

import json
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_quick_phrases_copy_matches_docs(static_dir: Path) -> None:
    """static/quick-phrases.json is a copy of docs/quick-phrases.json (the page loads it
    from /static/); update it with `cp docs/quick-phrases.json src/sucker/web/static/`."""
    docs = json.loads((DOCS / "quick-phrases.json").read_text())
    static = json.loads((static_dir / "quick-phrases.json").read_text())
    assert static == docs
    assert all(isinstance(p, str) and p for p in static)
