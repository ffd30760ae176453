"""The deals panel beside the chat, the hint at a table against AIs, and the analysis of a
finished game on the replay page (English and French, desktop and phone)."""

from __future__ import annotations

import asyncio
import os
import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, expect

from server_kit import Client, Server, choose, make_server, my_decision, new_table, play_until_end

expect.set_options(timeout=15_000)
SHOTS = os.environ.get("SUCKER_SHOTS")
OPTIONS = {"players": 3, "chips": 3, "decision_seconds": 600}
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 780}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # Analyses slow enough for their progress to show.
    s = make_server(tmp_path_factory.mktemp("panel-server"), SUCKER_GRACE="600",
                    SUCKER_RESCUE_SECONDS="600", SUCKER_ANALYSIS_THINK="0.1",
                    SUCKER_ANALYSES_BURST="20")
    yield s
    s.stop()


def _shot(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=True)


def _context(browser: Browser, problems: list[str], locale: str = "en-US",
             viewport: dict[str, int] = DESKTOP) -> tuple[BrowserContext, Page]:
    ctx = browser.new_context(viewport=viewport, locale=locale)
    page = ctx.new_page()
    page.on("console", lambda m: _console(m, problems))
    page.on("pageerror", lambda e: problems.append(f"page error {e}"))
    return ctx, page


def _console(m: ConsoleMessage, problems: list[str]) -> None:
    if m.type in ("error", "warning"):
        problems.append(f"console {m.type}: {m.text}")


def _named(page: Page, ctx: BrowserContext, url: str, name: str) -> None:
    r = ctx.request.post(url + "/api/session", data={"name": name})
    assert r.ok, r.text()


def _ai_table(ctx: BrowserContext, url: str) -> str:
    tb = ctx.request.post(url + "/api/tables", data=OPTIONS)
    tid = str(tb.json()["id"])
    assert ctx.request.post(f"{url}/api/tables/{tid}/ai", data={"all": True}).ok
    assert ctx.request.post(f"{url}/api/tables/{tid}/start").ok
    return tid


def test_a_promise_broken_in_play_and_the_hint(browser: Browser, server: Server) -> None:
    problems: list[str] = []
    ctx, page = _context(browser, problems)
    try:
        _named(page, ctx, server.url, "Ada")
        page.goto(f"{server.url}/table/{_ai_table(ctx, server.url)}")
        # typed once the socket is open (its first state drawn): before, the page says it
        # is offline and keeps the line
        page.wait_for_function("() => document.querySelector('#board')?.dataset.state")
        page.locator("#chat-input").fill("I'll give you the move, blue")
        page.locator("#chat-input").press("Enter")
        said = page.locator("#chat li[data-by=red]")
        expect(said).to_contain_text("I'll give you the move, blue")

        page.locator("#tab-deals").click()
        expect(page.locator("#tab-deals")).to_have_attribute("aria-selected", "true")
        expect(page.locator("#chat")).to_be_hidden()
        deal = page.locator("#deals li[data-by=red][data-to=blue][data-kind=promise]")
        expect(deal).to_have_count(1)
        expect(deal).to_have_attribute("data-status", "open")
        expect(deal.locator(".deal-what")).to_have_text("give blue the move")
        expect(deal.locator(".deal-status")).to_have_text("open")
        expect(deal.locator(".deal-head")).to_contain_text("Promise")

        # My decision: a hint, its reason, the suggested choice marked (nothing played).
        pick = page.locator("button.choice[data-key=hand-red]")
        expect(pick).to_be_visible(timeout=60_000)
        moves = page.locator("#log li").count()
        page.locator("#hint").click()
        expect(page.locator("#hint-why")).to_contain_text(re.compile(r"^Hint\. \S"))
        expect(page.locator("#decision button.choice.hinted")).to_have_count(1)
        expect(page.locator("#decision .hint-mark")).to_have_text("hint")
        expect(page.locator("#log li")).to_have_count(moves)  # nothing was played
        expect(pick).to_be_visible()
        _shot(page, "panel-hint-desktop-en")

        # I play my chip on a new pile and give the move to green, not blue: broken.
        pick.click()
        page.locator("button.choice[data-key=pile-new]").click()
        page.locator("button.choice[data-key=next-green]").click()
        expect(deal).to_have_attribute("data-status", "broken")
        expect(deal.locator(".deal-status")).to_have_text("broken")
        expect(deal.locator(".deal-settled")).to_contain_text(
            re.compile(r"^Move \d+: Ada \(Red\) gave the move to .*\(Green\)"))
        _shot(page, "panel-deals-desktop-en")

        # Clicking it shows its chat line.
        deal.locator("button.deal").click()
        expect(page.locator("#tab-chat")).to_have_attribute("aria-selected", "true")
        picked = page.locator("#chat li.picked")
        expect(picked).to_have_count(1)
        expect(picked).to_contain_text("I'll give you the move, blue")
        expect(picked).to_be_in_viewport()
    finally:
        ctx.close()
    assert problems == []


def test_the_deals_in_the_phone_drawer_in_french(browser: Browser, server: Server) -> None:
    problems: list[str] = []
    ctx, page = _context(browser, problems, locale="fr-FR", viewport=PHONE)
    try:
        _named(page, ctx, server.url, "Ada")
        page.goto(f"{server.url}/table/{_ai_table(ctx, server.url)}")
        expect(page.locator("#chat-card")).to_be_hidden()
        page.locator("#chat-tab").click()
        expect(page.locator("#chat-card")).to_be_visible()
        page.locator("#chat-input").fill("Je te donne la main, bleu")
        page.locator("#chat-input").press("Enter")
        expect(page.locator("#chat li[data-by=red]")).to_contain_text("Je te donne la main, bleu")
        tab = page.get_by_role("tab", name=re.compile("^Accords"))
        expect(tab).to_be_visible()
        tab.click()
        deal = page.locator("#deals li[data-by=red][data-to=blue]")
        expect(deal.locator(".deal-what")).to_have_text("donner la main à bleu")
        expect(deal.locator(".deal-status")).to_have_text("en cours")
        expect(deal.locator(".deal-head")).to_contain_text("Promesse")
        expect(deal).to_be_in_viewport()
        _shot(page, "panel-deals-phone-fr")
        deal.locator("button.deal").click()
        expect(page.locator("#chat li.picked")).to_contain_text("Je te donne la main, bleu")
        expect(page.locator("#chat li.picked")).to_be_in_viewport()
        expect(page.locator("#deals-panel")).to_be_hidden()
    finally:
        ctx.close()
    assert problems == []


def test_no_hint_at_a_table_with_another_person(browser: Browser, server: Server) -> None:
    problems: list[str] = []
    ctx, page = _context(browser, problems)
    stop = threading.Event()
    try:
        _named(page, ctx, server.url, "Ada")
        tb = ctx.request.post(server.url + "/api/tables", data=OPTIONS)
        tid = str(tb.json()["id"])
        bob = Client(server, "Bob")
        bob.post(f"/api/tables/{tid}/join", {})
        assert ctx.request.post(f"{server.url}/api/tables/{tid}/ai", data={"all": True}).ok
        assert ctx.request.post(f"{server.url}/api/tables/{tid}/start").ok
        worker = threading.Thread(target=_plays_when_asked, args=(bob, tid, stop), daemon=True)
        worker.start()
        page.goto(f"{server.url}/table/{tid}")
        # My decision comes (Bob and the AI play theirs), and no hint is offered.
        expect(page.locator("#decision.mine button.choice").first).to_be_visible(timeout=60_000)
        expect(page.locator("#decision h2")).to_be_visible()
        expect(page.locator("#hint")).to_have_count(0)
        r = ctx.request.post(f"{server.url}/api/tables/{tid}/hint")
        assert r.status == 403 and r.json()["detail"]["code"] == "no-hint"
    finally:
        stop.set()
        ctx.close()
    assert problems == []


def _plays_when_asked(c: Client, tid: str, stop: threading.Event) -> None:
    async def main() -> None:
        await c.connect(tid)
        while not stop.is_set():
            if my_decision(c.state, c.clock, c.you) and c.state != c.acted_on:
                c.acted_on = c.state
                assert c.state is not None and c.you is not None
                await c.send({"type": "action", "action": choose(c.state, c.you)})
            try:
                await c.recv(0.3)
            except TimeoutError:
                continue
        await c.close()

    asyncio.run(main())


def _finished_game(server: Server) -> str:
    clients = [Client(server, n) for n in ("Ann", "Ben", "Cat")]
    tid = new_table(clients, chips=3, decision_seconds=600)
    clients[0].post(f"/api/tables/{tid}/start")

    async def main() -> None:
        for c in clients:
            await c.connect(tid)
        await asyncio.gather(*(play_until_end(c) for c in clients))
        for c in clients:
            await c.close()

    # Playwright's own event loop runs in this thread: the clients play in another.
    worker = threading.Thread(target=asyncio.run, args=(main(),))
    worker.start()
    worker.join(120)
    assert not worker.is_alive()
    return tid


@pytest.mark.parametrize(("locale", "viewport", "words"), [
    ("en-US", DESKTOP, {"start": "Analyse this game", "running": "Analysing",
                        "tp": r"^Move \d+: .+; their chance falls from"}),
    ("fr-FR", PHONE, {"start": "Analyser cette partie", "running": "Analyse",
                      "tp": r"^Coup \d+\u00a0: .+\u00a0; ses chances passent de"}),
])
def test_analysis_of_a_finished_game(browser: Browser, server: Server, locale: str,
                                     viewport: dict[str, int], words: dict[str, str]) -> None:
    problems: list[str] = []
    ctx, page = _context(browser, problems, locale=locale, viewport=viewport)
    try:
        # A game may have no turning point (no choice cost 5%): another one then.
        for _ in range(3):
            page.goto(f"{server.url}/replay/{_finished_game(server)}")
            button = page.locator("#analyse")
            expect(button).to_have_text(words["start"])
            n_actions = int(re.findall(r"\d+", page.locator("#step").inner_text())[-1])
            button.click()
            expect(page.locator("#analysis-progress")).to_be_visible()
            expect(page.locator("#analysis .progress")).to_contain_text(words["running"])
            chart = page.locator("#chances-chart svg")
            expect(chart).to_be_visible(timeout=60_000)
            expect(page.locator("#analysis-progress")).to_have_count(0)
            # One line a player, each in its colour, and a text alternative.
            lines = chart.locator("polyline")
            expect(lines).to_have_count(3)
            colors = {lines.nth(i).get_attribute("data-color") for i in range(3)}
            assert colors == {"red", "blue", "green"}
            expect(chart).to_have_attribute("aria-label", re.compile(rf"\b{n_actions}\b"))
            rows = page.locator("#analysis details.numbers tbody tr")
            expect(rows).to_have_count(n_actions + 1)
            expect(page.locator("#turning-points, #no-turning-points")).to_have_count(1)
            if page.locator("#turning-points").count():
                break
        tps = page.locator("#turning-points li")
        expect(tps.first).to_be_visible()
        count = tps.count()
        expect(chart.locator("circle.tp")).to_have_count(count)
        first = tps.first
        expect(first).to_contain_text(re.compile(words["tp"]))
        _shot(page, f"panel-analysis-{'phone' if viewport is PHONE else 'desktop'}-{locale[:2]}")
        # A turning point takes the replay to that moment.
        after = int(first.get_attribute("data-after") or "0")
        first.locator("button").click()
        expect(page.locator("#log li.current")).to_have_attribute("data-i", str(after + 1))
        expect(page.locator("#board")).to_be_in_viewport()  # brought back to it on a phone
        # Asked again (another page), it is kept: shown at once.
        page.reload()
        expect(page.locator("#chances-chart svg polyline")).to_have_count(3)
    finally:
        ctx.close()
    assert problems == []
