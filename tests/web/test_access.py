"""WCAG 2.2 AA and serving like a real site: axe-core finds no violation on any page, in
both languages, on a desktop and at 320 px (where nothing scrolls sideways); a game played
with the keyboard alone never leaves the focus on <body>; table talk and others' moves reach
the polite live region; assets are versioned and cached for good, the page is revalidated;
unknown paths get the page's own "not found"."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from server_kit import Client, play_a_game

expect.set_options(timeout=15_000)

HERE = Path(__file__).resolve().parent
AXE = HERE / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
DESKTOP = {"width": 1280, "height": 800}
NARROW = {"width": 320, "height": 640}


@pytest.fixture(scope="module")
def axe() -> Path:
    if not AXE.exists():  # installed at test time, into an ignored folder
        subprocess.run(["npm", "install", "--prefix", str(HERE), "--no-save", "--no-package-lock",
                        "axe-core@4"], check=True, capture_output=True, timeout=300)
    return AXE


def violations(page: Page, axe: Path) -> list[str]:
    page.add_script_tag(path=str(axe))
    found = page.evaluate(
        "async (tags) => (await axe.run(document, {runOnly: tags})).violations"
        ".map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)",
        TAGS,
    )
    return list(found)


def context(browser: Browser, locale: str, viewport: dict[str, int]) -> BrowserContext:
    # axe is injected as a script: the test lifts the page's CSP for itself only.
    return browser.new_context(locale=locale, viewport=viewport, bypass_csp=True)


def decide_first(page: Page) -> None:
    """Take the first choice with the keys; a chip picked first, then its first pile."""
    page.keyboard.press("1")
    if page.locator('#decision [data-key="cancel"]').count():
        page.keyboard.press("1")


def name_myself(page: Page, url: str, name: str) -> None:
    page.goto(url + "/")
    page.fill("#name", name)
    page.locator("#name").press("Enter")
    expect(page.locator("#me")).to_contain_text(name)


def finished_table(server: Any) -> str:
    # Playwright's sync API holds this thread's event loop: the clients play in another.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, play_a_game(server, ("Axa", "Bea", "Cal"))).result()


@pytest.mark.parametrize("locale", ["en-GB", "fr-FR"])
@pytest.mark.parametrize("viewport", [DESKTOP, NARROW], ids=["desktop", "320px"])
def test_axe_finds_nothing(browser: Browser, server: Any, axe: Path, locale: str,
                           viewport: dict[str, int]) -> None:
    over = finished_table(server)
    ctx = context(browser, locale, viewport)
    page = ctx.new_page()
    found: dict[str, list[str]] = {}
    wide: dict[str, int] = {}

    def check(what: str) -> None:
        found[what] = violations(page, axe)
        width = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        if width > 0:
            wide[what] = width

    page.goto(server.url + "/")
    expect(page.locator("#name")).to_be_visible()
    check("lobby, no name")
    name_myself(page, server.url, "Ida")
    expect(page.locator("form.create")).to_be_visible()
    check("lobby")
    table = page.context.request.post(server.url + "/api/play/computer", data={}).json()
    page.goto(f"{server.url}/table/{table['id']}")
    expect(page.locator("#decision.mine")).to_be_visible()
    check("table mid-game")
    page.goto(f"{server.url}/table/{over}")
    expect(page.locator(".end")).to_be_visible()
    check("finished table")
    page.goto(f"{server.url}/replay/{over}")
    expect(page.locator(".replay-view")).to_be_visible()
    page.keyboard.press("End")
    check("replay viewer")
    page.goto(server.url + "/replay")
    expect(page.locator("#replay-list .table-line").first).to_be_visible()
    check("replays")
    page.goto(server.url + "/rules")
    expect(page.locator("#tutorial")).to_be_visible()
    check("rules and tutorial")
    page.evaluate("localStorage.setItem('sucker.tutorial', '12')")  # mid-way: prisoners
    page.goto(server.url + "/rules#tutorial")
    expect(page.locator("#tutorial .progress")).to_contain_text("13")
    expect(page.locator("#tutorial #deals li")).to_have_count(1)  # the deal made in chat
    check("tutorial mid-way")
    page.goto(server.url + "/leaderboard")
    expect(page.locator("h1")).to_be_visible()
    expect(page.locator("main .loading")).to_have_count(0)
    check("leaderboard")
    page.goto(server.url + "/no/such/page")
    expect(page.locator("h1")).to_be_visible()
    check("not found")
    ctx.close()
    bad = {k: v for k, v in found.items() if v}
    assert not bad, json.dumps(bad, indent=1)
    assert wide == {}  # nothing scrolls sideways


def test_keyboard_only_game_keeps_the_focus(browser: Browser, server: Any) -> None:
    ctx = context(browser, "en-GB", DESKTOP)
    page = ctx.new_page()
    on_body = "document.activeElement === document.body || document.activeElement === null"

    def tab_to(name: str) -> None:
        for _ in range(40):
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.textContent.trim()") == name:
                return
        raise AssertionError(f"no {name!r} by Tab")

    page.goto(server.url + "/")
    page.locator("#name").focus()
    page.keyboard.type("Kim")
    page.keyboard.press("Enter")
    expect(page.locator("#play-computer")).to_be_focused()  # the next step
    tab_to("Create table")
    page.keyboard.press("Enter")
    page.wait_for_url("**/table/*")
    expect(page.get_by_role("button", name="Fill empty seats with AI")).to_be_visible()
    tab_to("Fill empty seats with AI")
    page.keyboard.press("Enter")
    expect(page.get_by_role("button", name="Start the game")).to_be_focused()  # where it goes on
    page.keyboard.press("Enter")
    board = page.locator("#board")
    actions = 0
    while page.locator("#decision .end").count() == 0 and actions < 40:
        expect(page.locator("#decision.mine, #decision .end").first).to_be_visible()
        if page.locator("#decision .end").count():
            break
        seq = board.get_attribute("data-seq")
        decide_first(page)
        expect(board).not_to_have_attribute("data-seq", seq or "")
        assert not page.evaluate(on_body), f"focus on <body> after action {actions}"
        actions += 1
    assert actions >= 3
    ctx.close()


def test_a_page_still_loading_never_takes_the_focus_from_a_person_typing(
        browser: Browser, server: Any) -> None:
    """The lobby draws its name box before its lists of tables arrive; someone who starts
    typing their name meanwhile keeps the focus, and Enter names them."""
    ctx = context(browser, "en-GB", DESKTOP)
    page = ctx.new_page()
    page.goto(server.url + "/rules")
    held: list[Any] = []  # the lists' requests wait until the name is typed
    released = False

    def hold(route: Any) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    page.route(lambda url: "/api/tables?" in url, hold)
    page.get_by_role("link", name="Play", exact=True).click()
    page.locator("#name").fill("Lou")
    page.locator("#name").press("Enter")
    expect(page.locator("#me")).to_contain_text("Lou")
    released = True
    for route in held:
        route.continue_()
    expect(page.locator("#over-tables li")).not_to_have_count(0)  # the lists came
    expect(page.locator("#play-computer")).to_be_focused()
    ctx.close()


def test_talk_and_moves_reach_the_live_region(browser: Browser, server: Any) -> None:
    ctx = context(browser, "en-GB", DESKTOP)
    page = ctx.new_page()
    name_myself(page, server.url, "Lea")
    other = Client(server, "Max")
    third = Client(server, "Ned")
    table = page.context.request.post(server.url + "/api/tables",
                                      data={"players": 3, "decision_seconds": 600}).json()["id"]
    for c in (other, third):
        c.post(f"/api/tables/{table}/join")
    page.goto(f"{server.url}/table/{table}")
    expect(page.locator("#decision")).to_contain_text("Every seat is taken")
    talk = page.locator("#talk")
    expect(talk).to_have_attribute("aria-live", "polite")

    async def speak_and_play() -> None:
        await other.connect(table)
        await other.send({"type": "chat", "text": "Deal, Red?", "lang": "en"})
        await other.until(lambda m: m["type"] == "chat")
        await other.close()

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, speak_and_play()).result()
    expect(talk).to_have_text("Max says: Deal, Red?")
    # Others' moves, at a game against AIs: whoever moves first, AIs soon play.
    table = page.context.request.post(server.url + "/api/play/computer", data={}).json()["id"]
    page.goto(f"{server.url}/table/{table}")
    board = page.locator("#board")
    expect(board).to_have_attribute("data-state", re.compile("phase"))
    moved = re.compile(r"\((Blue|Green|Yellow)\) (played|gave|kill)")
    for _ in range(6):
        if moved.search(talk.text_content() or ""):
            break
        expect(page.locator("#decision.mine")).to_be_visible()
        seq = board.get_attribute("data-seq") or ""
        decide_first(page)
        expect(board).not_to_have_attribute("data-seq", seq)
    expect(talk).to_have_text(moved)
    # Muted: nothing more is read out.
    page.locator("#talk-toggle").click()
    expect(page.locator("#talk-toggle")).to_have_attribute("aria-pressed", "false")
    ctx.close()


def test_versioned_assets_cache_headers_and_not_found(browser: Browser, server: Any) -> None:
    page = httpx.get(server.url + "/")
    assert page.headers["cache-control"] == "no-cache"
    assert "text/html" in page.headers["content-type"]
    assert '<meta name="description"' in page.text
    assets = re.findall(r'(?:href|src)="(/static/v/[0-9a-f]{12}/[\w.]+)"', page.text)
    assert {a.rsplit("/", 1)[1] for a in assets} == {"app.css", "app.js"}
    assert '"/static/app' not in page.text
    for url in assets:
        r = httpx.get(server.url + url, headers={"Accept-Encoding": "gzip"})
        assert r.status_code == 200
        assert r.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert r.headers.get("content-encoding") == "gzip"
    version = assets[0].split("/")[3]
    module = httpx.get(f"{server.url}/static/v/{version}/rules.js")
    assert module.headers["cache-control"].endswith("immutable")
    assert httpx.get(f"{server.url}/static/v/000000000000/rules.js").status_code == 404
    assert httpx.get(server.url + "/static/rules.js").headers["cache-control"] == "no-cache"
    assert httpx.head(server.url + "/").status_code == 200
    # Unknown paths: the page itself with 404 outside the API, JSON in it.
    missing = httpx.get(server.url + "/no/such/page")
    assert missing.status_code == 404
    assert missing.text == page.text
    api = httpx.get(server.url + "/api/no-such-thing")
    assert api.status_code == 404 and api.json()["detail"]["code"] == "not-found"
    assert httpx.post(server.url + "/no/such/page").status_code == 404
    ctx = browser.new_context()
    tab = ctx.new_page()
    loaded: list[str] = []
    tab.on("request", lambda r: loaded.append(r.url))
    tab.goto(server.url + "/no/such/page")
    expect(tab.locator("h1")).to_have_text("Page not found")
    expect(tab).to_have_title(re.compile("Page not found"))
    # Only the modules a page needs: the 404 page loads no view.
    assert not [u for u in loaded if re.search(r"/(table|lobby|replay|rulespage)\.js$", u)]
    tab.get_by_role("link", name="Rules").click()
    expect(tab.locator("#tutorial")).to_be_visible()
    assert [u for u in loaded if u.endswith("/rulespage.js")]
    assert not [u for u in loaded if u.endswith("/table.js")]
    ctx.close()
