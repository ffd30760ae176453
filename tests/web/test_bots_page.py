"""A person seats a connected bot from the table page and sees it marked as a bot — in its
seat, on its player card and in the chat — in English and in French."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import websockets
from browser_kit import Problems, person
from playwright.sync_api import Browser, expect

from server_kit import Server, choose

expect.set_options(timeout=10_000)


class BackgroundBot:
    """A bot account's program in a thread: accepts every challenge (or declines it, with
    ``declines`` as its reason), says hello at each start, and answers with server_kit's
    :func:`choose`."""

    def __init__(self, server: Server, name: str, declines: str | None = None) -> None:
        self.declines = declines
        http = httpx.Client(base_url=server.url, timeout=10)
        assert http.post("/api/account", json={"username": name,
                                               "password": "a bot's password"}).is_success
        assert http.post("/api/account/bot").is_success
        self.token = http.post("/api/account/tokens", json={"scopes": ["bot:play"]}
                               ).json()["token"]
        self.url = f"{server.ws_url}/api/bot/ws"
        self.connected = threading.Event()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self._main, daemon=True)
        self.thread.start()
        assert self.connected.wait(10)

    def _main(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            self.loop.run_until_complete(self.run())

    async def run(self) -> None:
        headers = {"Authorization": f"Bearer {self.token}"}
        async with websockets.connect(self.url, additional_headers=headers) as ws:
            self.connected.set()
            async for text in ws:
                msg = json.loads(text)
                game = msg.get("game")
                if msg["type"] == "challenge" and self.declines is not None:
                    await ws.send(json.dumps({"type": "decline", "game": game,
                                              "reason": self.declines}))
                elif msg["type"] == "challenge":
                    await ws.send(json.dumps({"type": "accept", "game": game}))
                elif msg["type"] == "start":
                    await ws.send(json.dumps({"type": "say", "game": game,
                                              "text": "beep boop"}))
                elif msg["type"] == "decide":
                    await ws.send(json.dumps({"game": game, "id": msg["id"], "actions": [
                        choose(msg["state"], msg["you"])]}))

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(lambda: [t.cancel() for t in asyncio.all_tasks(self.loop)])
        self.thread.join(10)


@pytest.fixture
def bot(server: Server, request: pytest.FixtureRequest) -> Iterator[BackgroundBot]:
    b = BackgroundBot(server, f"Pagebot{request.node.callspec.params['lang']}")
    yield b
    b.stop()


WORDS = {
    "en": {"locale": "en-GB", "continue": "Continue", "seat": "Seat this bot",
           "kind": "bot (a program)", "fill": "Fill empty seats with AI",
           "start": "Start the game"},
    "fr": {"locale": "fr-FR", "continue": "Continuer", "seat": "Inviter ce bot",
           "kind": "bot (un programme)", "fill": "Compléter avec des IA",
           "start": "Lancer la partie"},
}


def test_a_bot_that_declines_frees_its_seat_and_the_person_reads_why(
        browser: Browser, server: Any, problems: Problems) -> None:
    shy = BackgroundBot(server, "Timide", declines="je joue déjà trois parties")
    ctx, page = person(browser, problems, "host", locale="fr-FR")
    try:
        page.goto(server.url + "/")
        page.fill("#name", "Hôte")
        page.get_by_role("button", name="Continuer").click()
        expect(page.locator("#me")).to_contain_text("Hôte")
        t = page.context.request.post(server.url + "/api/tables",
                                      data={"players": 3, "chips": 2}).json()
        page.goto(f"{server.url}/table/{t['id']}")
        expect(page.locator('[data-key="bot-pick-blue"]')).to_have_value("Timide")
        seat = page.locator(".seat[data-color=blue]")
        seat.get_by_role("button", name="Inviter ce bot").click()
        expect(page.locator("#toasts")).to_contain_text(
            "Timide a décliné l’invitation\u00a0: «\u00a0je joue déjà trois parties\u00a0»")
        expect(seat).to_contain_text("Bleu libre")
        expect(seat.locator(".badge.bot")).to_have_count(0)
    finally:
        ctx.close()
        shy.stop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_person_seats_a_bot_and_sees_it_marked_as_a_bot(
        browser: Browser, server: Any, problems: Problems, bot: BackgroundBot, lang: str
) -> None:
    words = WORDS[lang]
    bot_name = f"Pagebot{lang}"
    ctx, page = person(browser, problems, "host", locale=words["locale"])
    try:
        page.goto(server.url + "/")
        page.fill("#name", "Hostess")
        page.get_by_role("button", name=words["continue"]).click()
        expect(page.locator("#me")).to_contain_text("Hostess")
        t = page.context.request.post(server.url + "/api/tables",
                                      data={"players": 3, "chips": 2,
                                            "decision_seconds": 600}).json()
        page.goto(f"{server.url}/table/{t['id']}")
        picker = page.locator('[data-key="bot-pick-blue"]')
        expect(picker).to_have_value(bot_name)
        page.locator(".seat[data-color=blue]").get_by_role("button", name=words["seat"]).click()
        seat = page.locator(".seat[data-color=blue]")
        expect(seat).to_contain_text(bot_name)
        expect(seat.locator(".badge.bot")).to_have_text("BOT")
        expect(seat).to_contain_text(words["kind"])
        page.get_by_role("button", name=words["fill"]).click()
        page.get_by_role("button", name=words["start"]).click()
        card = page.locator("#players .player[data-color=blue]")
        expect(card).to_contain_text(words["kind"])
        # its name leads to its profile (a new tab: the game stays open); a guest's does not
        expect(card.locator("a.pname")).to_have_attribute("href", f"/players/{bot_name}")
        expect(card.locator("a.pname")).to_have_attribute("target", "_blank")
        expect(page.locator("#players .player.mine a.pname")).to_have_count(0)
        line = page.locator("li[data-by=blue]").filter(has_text="beep boop")
        expect(line.locator(".badge.bot")).to_have_text("BOT")
    finally:
        ctx.close()


def test_the_account_page_makes_a_bot_account_and_its_tokens(
        browser: Browser, server: Any, problems: Problems) -> None:
    ctx, page = person(browser, problems, "maker", locale="en-GB")
    try:
        page.goto(server.url + "/")
        r = page.context.request.post(server.url + "/api/account",
                                      data={"username": "Bot Maker", "password": "long enough"})
        assert r.ok
        page.goto(server.url + "/account")
        answers = [True, False, True]  # make a bot account; revoke: not yet, then yes
        asked: list[str] = []

        def answer(dialog: Any) -> None:
            asked.append(dialog.message)
            (dialog.accept if answers.pop(0) else dialog.dismiss)()

        page.on("dialog", answer)
        page.get_by_role("button", name="Make this a bot account").click()
        page.get_by_role("button", name="Make a token").click()
        secret = page.locator("#new-token-secret")
        expect(secret).to_contain_text("sls_")
        row = page.locator("#bot-account tbody tr")
        expect(row).to_have_count(1)
        expect(row).to_contain_text("never")
        secret_text = secret.inner_text()
        used = httpx.post(server.url + "/api/tables", json={"players": 3},
                          headers={"Authorization": f"Bearer {secret_text}"})
        assert used.is_success
        page.reload()
        expect(row).not_to_contain_text("never")
        token_id = row.locator("code").inner_text()
        row.get_by_role("button", name="Revoke").click()  # dismissed: nothing happens
        assert token_id in asked[-1] and "cut off" in asked[-1]
        page.reload()
        expect(row).to_have_count(1)
        row.get_by_role("button", name="Revoke").click()
        expect(row).to_have_count(0)
        assert not answers
        page.goto(server.url + "/leaderboard?bots=1")
        expect(page.locator("#leaderboard-tabs a[aria-current=page]")).to_have_text("Bots and AIs")
    finally:
        ctx.close()
