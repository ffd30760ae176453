"""The page takes the constants it shares with the server from GET /api/config, not from a
copy of its own: the AI levels of the home page and of the new-table form, and its rules."""

from __future__ import annotations

from typing import Any

from browser_kit import Problems, person
from playwright.sync_api import Browser, expect

from sucker.ai.kinds import LEVELS
from sucker.engine import VARIANTS

STATIC_LOBBY = "lobby.js"


def test_the_lobby_offers_the_servers_levels_and_rules(
    browser: Browser, server: Any, problems: Problems, static_dir: Any
) -> None:
    lobby = (static_dir / STATIC_LOBBY).read_text()
    assert '"easy"' not in lobby and '"sucker-bench"' not in lobby  # no copy of either
    ctx, page = person(browser, problems, "levels", locale="en-GB")
    try:
        page.goto(server.url + "/")
        page.fill("#name", "Lev")
        page.locator("form.name-form button[type=submit]").click()
        quick = page.locator("select[name=level] option")
        expect(quick).to_have_count(len(LEVELS))
        assert quick.evaluate_all("(os) => os.map((o) => o.value)") == list(LEVELS)
        form = page.locator("select[name=ai_level] option")
        expect(form).to_have_count(len(LEVELS))
        assert form.evaluate_all("(os) => os.map((o) => o.value)") == list(LEVELS)
        assert form.evaluate_all("(os) => os.map((o) => o.textContent)") == ["Easy", "Medium",
                                                                             "Hard"]
        rules = page.locator("select[name=variant] option")
        expect(rules).to_have_count(len(VARIANTS))
        assert rules.evaluate_all("(os) => os.map((o) => o.value)") == list(VARIANTS)
        assert rules.evaluate_all("(os) => os.map((o) => o.textContent)") == [
            "Standard (Nash 1950)", "Simplified (benchmark sheet)"]
    finally:
        ctx.close()
