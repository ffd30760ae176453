"""The page at a table with AI players: the countdown follows the server's clock, and the
AIs' chat lines carry an "AI" tag."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, ConsoleMessage, expect

expect.set_options(timeout=10_000)


def test_countdown_and_ai_chat_at_a_table_of_ais(browser: Browser, server) -> None:  # noqa: ANN001
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    problems: list[str] = []
    try:
        page = ctx.new_page()
        page.on("console", lambda m: _console(m, problems))
        page.on("pageerror", lambda e: problems.append(f"page error {e}"))
        # This browser's clock is an hour fast.
        page.add_init_script("{ const real = Date.now; Date.now = () => real() + 3600e3; }")
        page.goto(server.url + "/")
        page.fill("#name", "Ada")
        page.get_by_role("button", name="Continue").click()
        expect(page.locator("#me")).to_have_text("You: Ada")

        def table(seconds: int) -> str:
            t = ctx.request.post(server.url + "/api/tables",
                                 data={"players": 3, "chips": 3, "decision_seconds": seconds})
            tid = t.json()["id"]
            assert ctx.request.post(f"{server.url}/api/tables/{tid}/ai", data={"all": True}).ok
            assert ctx.request.post(f"{server.url}/api/tables/{tid}/start").ok
            return str(tid)

        # Ten minutes to decide read as such, not as 0:00 (the browser's hour is corrected).
        page.goto(f"{server.url}/table/{table(600)}")
        main_clock = page.locator("[data-clock=main]")
        expect(main_clock).to_have_text(re.compile(r"Time left: (9:5\d|10:00)"))

        # Ada says something and then lets the clock run out: the AI plays for her, silent,
        # and the AI players talk, each line tagged.
        page.goto(f"{server.url}/table/{table(1)}")
        # typed once the socket is open (its first state drawn): before, the page says
        # it is offline and keeps the line
        page.wait_for_function("() => document.querySelector('#board')?.dataset.state")
        page.locator("#chat-input").fill("Alliance against green?")
        page.locator("#chat-input").press("Enter")
        expect(page.locator("#chat li[data-by=red]")).to_contain_text("Alliance against green?")
        expect(page.locator("#end")).to_be_visible(timeout=90_000)
        ai_lines = page.locator("#chat li", has=page.locator(".badge", has_text="AI"))
        expect(ai_lines.first).to_be_visible()
        assert {li.get_attribute("data-by") for li in ai_lines.all()} <= {"blue", "green"}
        expect(page.locator("#chat li[data-by=red] .badge")).to_have_count(0)
    finally:
        ctx.close()
    assert problems == []


def _console(m: ConsoleMessage, problems: list[str]) -> None:
    if m.type in ("error", "warning"):
        problems.append(f"console {m.type}: {m.text}")
