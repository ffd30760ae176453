"""A person speaks to an AI on their own turn, through the page, in French or in English: the
AI answers at once, in that language, before any AI acts."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from server_kit import Server

expect.set_options(timeout=20_000)

LINES = {"fr": "{name}, donne-moi la main et je te sauverai",
         "en": "{name}, give me the move and I'll rescue you"}


@pytest.mark.parametrize("locale", ["fr-FR", "en-GB"])
def test_a_line_on_your_own_turn_is_answered_at_once_in_its_language(
        browser: Browser, server: Server, locale: str) -> None:
    lang = locale[:2]
    ctx = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        page.goto(server.url + "/")
        expect(page.locator("html")).to_have_attribute("lang", lang)
        page.locator("select[name=level]").select_option("easy")
        page.locator("#play-computer").click()  # one click, after a name
        page.locator("#name").fill("Zoé")
        page.locator("#name").press("Enter")
        page.wait_for_url("**/table/*")
        table_id = page.url.split("/table/")[1].split("?")[0]
        table = ctx.request.get(f"{server.url}/api/tables/{table_id}").json()
        assert table["lang"] == lang  # the AIs open in the page's language
        # Wait for a move of the person's own (the AIs may play first).
        expect(page.locator("#decision button[data-chip]").first).to_be_visible(timeout=60_000)
        moves = page.locator("#log li").count()
        blue = next(s for s in table["seats"] if s["color"] == "blue")
        page.locator("#chat-input").fill(LINES[lang].format(name=blue["name"]))
        page.locator("#chat-input").press("Enter")
        answer = page.locator(f"#chat li[data-by=blue] .text[lang={lang}]").first
        expect(answer).to_be_visible()
        expect(page.locator("#decision button[data-chip]").first).to_be_visible()  # still ours
        assert page.locator("#log li").count() == moves  # no AI acted meanwhile
    finally:
        ctx.close()


def test_a_private_table_refuses_with_no_board_and_no_chat(browser: Browser,
                                                           server: Server) -> None:
    owner = browser.new_context()
    outsider = browser.new_context(locale="fr-FR")
    try:
        assert owner.request.post(server.url + "/api/session", data={"name": "Host"}).ok
        table = owner.request.post(server.url + "/api/play/friends").json()
        assert outsider.request.post(server.url + "/api/session", data={"name": "Zoé"}).ok
        page = outsider.new_page()
        page.goto(f"{server.url}/table/{table['id']}")  # no invite
        expect(page.locator("h1")).to_have_text("Entrée refusée")
        expect(page.locator("[role=alert]")).to_contain_text("lien d’invitation")
        expect(page.locator("#board")).to_have_count(0)
        expect(page.locator("#chat-input")).to_have_count(0)
        expect(page.locator("h1")).to_be_focused()
        page.get_by_role("link", name="Retour à l’accueil").click()
        page.wait_for_url(server.url + "/")
    finally:
        owner.close()
        outsider.close()
