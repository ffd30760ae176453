"""Each reader in their own language, in Chromium: at one table an English person and a
French person with two talking AIs each read every AI line in their own language; a French
person accepts an AI's proposal with « d'accord » and sees it accepted on the deals panel,
which shows the deals involving them first, newest first, "All" one click away."""

from __future__ import annotations

import time
from typing import Any

from browser_kit import Problems, person
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from server_kit import Server

expect.set_options(timeout=20_000)


def _say(page: Page, text: str) -> None:
    """Say a line once the page's own socket is up (its card shows it connected, as the
    server saw it); before that the page keeps the line unsent."""
    lang = page.evaluate("document.documentElement.lang")
    connected = {"en": "connected", "fr": "connecté"}[lang]
    expect(page.locator("article.player.mine .flags")).to_contain_text(connected)
    page.locator("#chat-input").fill(text)
    page.locator("#chat-input").press("Enter")


def _ai_chat(ctx: BrowserContext, url: str, table: str) -> list[dict[str, Any]]:
    got = ctx.request.get(f"{url}/api/tables/{table}/chat?before=0&limit=100").json()
    return [m for m in got["chat"] if m["ai"]]


def _caught_up(ctx: BrowserContext, url: str, table: str, *readers: Locator
               ) -> tuple[list[Any], ...]:
    """The table's AI lines and each reader's AI lines, taken when they are as many (the AIs
    may still be talking: a line can arrive between two readings, so read again)."""
    end = time.monotonic() + 20
    while True:
        shown = [r.locator(".text").all_text_contents() for r in readers]
        lines = _ai_chat(ctx, url, table)
        if all(len(texts) == len(lines) for texts in shown):
            return (lines, *shown)
        assert time.monotonic() < end, f"readers show {[len(t) for t in shown]} of {len(lines)}"
        readers[0].page.wait_for_timeout(100)


def test_a_mixed_table_reads_every_ai_line_in_its_own_language(
        browser: Browser, server: Server, problems: Problems) -> None:
    ada_ctx, ada = person(browser, problems, "Ada", locale="en-GB")
    zoe_ctx, zoe = person(browser, problems, "Zoé", locale="fr-FR")
    try:
        for ctx, name in ((ada_ctx, "Ada"), (zoe_ctx, "Zoé")):
            assert ctx.request.post(server.url + "/api/session", data={"name": name}).ok
        tid = ada_ctx.request.post(server.url + "/api/tables", data={
            "players": 4, "chips": 3, "decision_seconds": 600, "lang": "en"}).json()["id"]
        assert zoe_ctx.request.post(f"{server.url}/api/tables/{tid}/join", data={}).ok
        assert ada_ctx.request.post(f"{server.url}/api/tables/{tid}/ai", data={"all": True}).ok
        assert ada_ctx.request.post(f"{server.url}/api/tables/{tid}/start").ok
        ada.goto(f"{server.url}/table/{tid}")
        zoe.goto(f"{server.url}/table/{tid}")
        _say(ada, "hello everyone")
        expect(zoe.locator("#chat li[data-by=red]")).to_contain_text("hello everyone")
        _say(zoe, "qui gagne ?")
        _say(zoe, "Vert, je te donnerai la main")  # a promise that is not Ada's business
        ada_ai = ada.locator("#chat li", has=ada.locator(".badge", has_text="AI"))
        zoe_ai = zoe.locator("#chat li", has=zoe.locator(".badge", has_text="IA"))
        expect(ada_ai.nth(1)).to_be_visible()  # the greeting and the question answered
        lines, ada_texts, zoe_texts = _caught_up(ada_ctx, server.url, tid, ada_ai, zoe_ai)
        assert {m["by"] for m in lines} <= {"green", "yellow"}
        assert ada_texts == [m["texts"]["en"] for m in lines]
        assert zoe_texts == [m["texts"]["fr"] for m in lines]
        assert {el.get_attribute("lang") for el in ada_ai.locator(".text").all()} == {"en"}
        assert {el.get_attribute("lang") for el in zoe_ai.locator(".text").all()} == {"fr"}
        assert all(m["texts"]["en"] != m["texts"]["fr"] for m in lines)

        # The deals panel: what involves Ada first; Zoé's promise to green one click away.
        ada.locator("#tab-deals").click()
        expect(ada.locator("#deals-mine")).to_have_attribute("aria-pressed", "true")
        theirs = ada.locator("#deals li[data-by=blue][data-to=green]")
        expect(theirs).to_have_count(0)
        for li in ada.locator("#deals li").all():
            assert "red" in (li.get_attribute("data-by"), li.get_attribute("data-to")) or \
                li.get_attribute("data-to") == ""
        ada.locator("#deals-all").click()
        expect(theirs).to_have_count(1)
        ids = [int(str(li.get_attribute("data-id"))[1:]) for li in
               ada.locator("#deals li").all()]
        assert ids == sorted(ids, reverse=True)  # newest first
    finally:
        ada_ctx.close()
        zoe_ctx.close()


def test_a_french_person_accepts_an_ais_proposal_with_daccord(
        browser: Browser, server: Server, problems: Problems) -> None:
    ctx, page = person(browser, problems, "Zoé", locale="fr-FR")
    try:
        assert ctx.request.post(server.url + "/api/session", data={"name": "Zoé"}).ok
        tid = ctx.request.post(server.url + "/api/tables", data={
            "players": 4, "chips": 3, "decision_seconds": 600, "lang": "fr"}).json()["id"]
        assert ctx.request.post(f"{server.url}/api/tables/{tid}/ai", data={"all": True}).ok
        assert ctx.request.post(f"{server.url}/api/tables/{tid}/start").ok
        page.goto(f"{server.url}/table/{tid}")
        page.locator("button.choice[data-key=hand-red]").click(timeout=60_000)
        page.locator("button.choice[data-key=pile-new]").click()
        # Zoé gives the move next: the AIs bargain for it.
        page.locator("#tab-deals").click()
        offer = page.locator("#deals li[data-kind=proposal][data-to=red][data-status=open]")
        expect(offer.first).to_be_visible()
        page.locator("#tab-chat").click()
        _say(page, "d'accord")
        page.locator("#tab-deals").click()
        accepted = page.locator("#deals li[data-kind=proposal][data-status=accepted]")
        expect(accepted).to_have_count(1)
        expect(accepted.locator(".deal-status")).to_have_text("acceptée")
        proposer = accepted.get_attribute("data-by")
        mine = page.locator("#deals li[data-kind=promise][data-by=red]")
        expect(mine.first).to_be_visible()
        assert {li.get_attribute("data-implied") for li in mine.all()} == {"false"}
        page.locator("#tab-chat").click()
        answer = page.locator(f"#chat li[data-by={proposer}] .text[lang=fr]").last
        expect(answer).to_be_visible()
        said = answer.text_content()  # once: the AI may say more meanwhile
        assert [m for m in _ai_chat(ctx, server.url, tid) if m["by"] == proposer
                and m["text"] == said]
    finally:
        ctx.close()
