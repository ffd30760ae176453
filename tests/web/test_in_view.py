"""Tables as a lichess or Board Game Arena player expects them (issue 27), through the page:
one click to a casual game against the computer that waits for you (no clock hands your seat
to an AI), "Play rated" in one click, the decision in view with the chat open and with six
piles (phone and desktop), the tutorial found from the home page, words a native speaker
writes, and no double error message.

Set SUCKER_SHOTS=docs/screenshots to also save screenshots (French, phone and desktop)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_kit import DESKTOP, Problems, person
from playwright.sync_api import Browser, Page, expect

from server_kit import Client, Server, make_server

expect.set_options(timeout=10_000)

PHONE = {"width": 390, "height": 844}
SHOTS = os.environ.get("SUCKER_SHOTS")
PASSWORD = "correct horse battery"


@pytest.fixture(scope="module")
def quick(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server with the short grace period of the default settings' spirit: an absent or
    slow person at a timed table would lose their seat to the AI within seconds."""
    s = make_server(tmp_path_factory.mktemp("in-view"), SUCKER_GRACE="1", SUCKER_AI_DELAY="0")
    yield s
    s.stop()


def shot(page: Page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{name}.png")


def name_myself(page: Page, base: str, name: str) -> None:
    page.goto(base + "/")
    page.fill("#name", name)
    page.locator("form.name-form button[type=submit]").click()
    expect(page.locator("#name-h")).to_contain_text(name)


def my_turn(page: Page) -> None:
    expect(page.locator("#decision.mine")).to_be_visible(timeout=30_000)


@pytest.mark.parametrize("where", ["phone", "desktop"])
def test_one_click_gives_a_casual_game_that_waits_for_you(
    browser: Browser, quick: Server, problems: Problems, where: str
) -> None:
    viewport = PHONE if where == "phone" else DESKTOP
    ctx, page = person(browser, problems, f"cas-{where}", viewport=viewport, locale="fr-FR")
    try:
        page.clock.install()
        name_myself(page, quick.url, f"Léa {where}")
        page.get_by_role("button", name="Jouer contre l’ordinateur").click()
        page.wait_for_url("**/table/*")
        expect(page.locator(".table-view")).to_have_attribute("data-status", "playing")
        expect(page.locator(".table-head .badge.casual")).to_have_text("partie amicale")
        expect(page.locator(".table-head .meta")).to_contain_text("sans limite de temps")
        my_turn(page)
        # No clock anywhere; two minutes pass on the page and the seat is still ours.
        expect(page.locator("#decision .clock")).to_have_count(0)
        page.clock.run_for(120_000)
        expect(page.locator("#decision.mine")).to_be_visible()
        expect(page.locator("#decision")).not_to_contain_text("L’IA joue pour vous")
        shot(page, f"casual-fr-{where}")
    finally:
        ctx.close()


def test_play_rated_is_one_click_with_the_standard_clock(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    Client(quick, None).post("/api/account", {"username": "Rita", "password": PASSWORD})
    ctx, page = person(browser, problems, "rita")
    try:
        page.goto(quick.url + "/")
        page.locator("#account-link").click()
        page.fill("#login-user", "Rita")
        page.fill("#login-pass", PASSWORD)
        page.locator("#login-pass").press("Enter")
        expect(page.locator("#me a")).to_have_attribute("href", "/players/Rita")
        page.goto(quick.url + "/")
        page.get_by_role("button", name="Play rated").click()
        page.wait_for_url("**/table/*")
        expect(page.locator(".table-head .badge.rated")).to_have_text("rated")
        expect(page.locator(".table-head .meta")).to_contain_text("60 s per decision")
        my_turn(page)
        expect(page.locator("#decision .clock")).to_contain_text("Time left")
    finally:
        ctx.close()


def test_guests_have_no_play_rated_button(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "guest")
    try:
        name_myself(page, quick.url, "Gus")
        expect(page.locator("#play-computer")).to_be_visible()
        expect(page.locator("#play-rated")).to_have_count(0)
    finally:
        ctx.close()
