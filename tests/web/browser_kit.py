"""What several browser tests share: a watch on console errors, and a person's own context."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page

DESKTOP = {"width": 1280, "height": 800}


class Problems(list[str]):
    """Console errors and warnings, and page errors, of the pages it watches."""

    def watch(self, page: Page, who: str) -> Page:
        page.on(
            "console", lambda m: m.type in ("error", "warning") and self.append(f"{who}: {m.text}")
        )
        page.on("pageerror", lambda e: self.append(f"{who}: page error {e}"))
        return page


def person(
    browser: Browser, problems: Problems, who: str, **options: Any
) -> tuple[BrowserContext, Page]:
    """A browser context of its own (desktop size unless told) and its watched page."""
    ctx = browser.new_context(**{"viewport": DESKTOP, **options})
    ctx.set_default_timeout(10_000)
    return ctx, problems.watch(ctx.new_page(), who)
