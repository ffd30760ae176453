"""The account page's sessions (issue 30), in Chromium: one's browsers listed, "log out this
one" ending another browser's session at once, and a new password ending the others."""

from __future__ import annotations

import httpx
from browser_kit import Problems, person
from playwright.sync_api import Browser, expect

from server_kit import Server

PASSWORD = "correct horse battery"


def test_the_session_list_logs_out_another_browser(browser: Browser, server: Server,
                                                   problems: Problems) -> None:
    ctx, page = person(browser, problems, "sam")
    try:
        page.goto(server.url + "/account")
        page.fill("#signup-user", "Sam Sessions")
        page.fill("#signup-pass", PASSWORD)
        page.get_by_role("button", name="Create my account").click()
        expect(page.locator("#sessions li")).to_have_count(1)
        expect(page.locator("#sessions li")).to_contain_text("this browser")
        assert " · this browser" in page.locator("#sessions li").inner_text()  # as shown
        # Another browser (a script) logs in: it shows up, and "log out this one" ends it.
        other = httpx.Client(base_url=server.url, headers={
            "User-Agent": "Mozilla/5.0 (Windows NT 10.0) Firefox/128.0"})
        assert other.post("/api/account/login", json={"username": "Sam Sessions",
                                                      "password": PASSWORD}).status_code == 200
        page.reload()
        row = page.locator("#sessions li", has_text="Firefox (Windows)")
        expect(row).to_have_count(1)
        row.get_by_role("button", name="Log out this one").click()
        expect(page.locator("#sessions li")).to_have_count(1)
        assert other.get("/api/session").json() is None
        # A new password: the wrong current one is refused; then the others end.
        assert other.post("/api/account/login", json={"username": "Sam Sessions",
                                                      "password": PASSWORD}).status_code == 200
        page.fill("#password-current", "not the password")
        page.fill("#password-new", "a brand new one")
        page.get_by_role("button", name="Change it").click()
        expect(page.locator("#password-error")).to_have_text("Wrong current password.")
        page.fill("#password-current", PASSWORD)
        page.get_by_role("button", name="Change it").click()
        expect(page.locator(".toast").last).to_contain_text("Password changed")
        assert other.get("/api/session").json() is None
        expect(page.locator("#sessions li")).to_have_count(1)
        expect(page.locator("#me")).to_have_text("You: Sam Sessions")
        # The browser logs the refusal asked for here (401): no problem.
        problems[:] = [p for p in problems if "status of 401" not in p]
    finally:
        ctx.close()
