"""Players as people (issue 13), through the page: a newcomer plays against the computer in
one click after giving a name; accounts (sign up, a guest keeps their games); a rated game
changes the rating on the profile and the leaderboard (in both languages); a timed-out
player takes their seat back; an abandoned open table leaves the lobby.

Set SUCKER_SHOTS=docs/screenshots to also save screenshots (desktop and phone)."""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_kit import DESKTOP, Problems, person
from playwright.sync_api import Browser, Page, expect

from server_kit import Client, Server, make_server, play_until_end

expect.set_options(timeout=10_000)

PHONE = {"width": 390, "height": 844}
SHOTS = os.environ.get("SUCKER_SHOTS")
PASSWORD = "correct horse battery"


def shot(page: Page, name: str) -> None:
    if not SHOTS:
        return
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    page.screenshot(path=f"{SHOTS}/{name}-desktop.png", full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=f"{SHOTS}/{name}-phone.png", full_page=True)
    page.set_viewport_size(DESKTOP)


def sign_up(page: Page, base: str, username: str) -> None:
    page.goto(base + "/")
    page.locator("#account-link").click()
    page.fill("#signup-user", username)
    page.fill("#signup-pass", PASSWORD)
    page.get_by_role("button", name="Create my account").click()
    expect(page.locator(".account .lead")).to_contain_text(f"You are logged in as {username}.")
    expect(page.locator("#me a")).to_have_attribute("href", f"/players/{username}")


def play_through(page: Page, seconds: float = 90) -> None:
    """Click the first choice of each of this page's decisions until the game ends."""
    end = time.monotonic() + seconds
    mine = page.locator("#decision.mine button.choice:not(.secondary)")
    while True:
        assert time.monotonic() < end, "the game did not end"
        page.locator("#end").or_(mine.first).wait_for()
        if page.locator("#end").count():
            return
        try:
            mine.first.click(timeout=2_000)
        except Exception:  # noqa: BLE001 (the decision moved on meanwhile: look again)
            continue


def api_player(server: Server, name: str) -> Client:
    """A player with an account, through HTTP only."""
    c = Client(server, None)
    c.post("/api/account", {"username": name, "password": PASSWORD})
    return c


def stored(server: Server, name: str, what: str) -> None:
    """Wait until the server has stored a finished game's result (it does so just after
    the end) for ``name``: their profile's ``what`` is no longer empty."""
    end = time.monotonic() + 15
    while not Client(server, None).http.get(f"/api/players/{name}").json()[what]:
        assert time.monotonic() < end, f"no {what} for {name}"


def play_in_thread(c: Client, table: str) -> tuple[threading.Thread, list[Any]]:
    """``c`` plays its seat to the end in a thread of its own (the page plays in this one)."""
    out: list[Any] = []

    async def run() -> None:
        await c.connect(table)
        out.append(await play_until_end(c))
        await c.close()

    def main() -> None:
        try:
            asyncio.run(run())
        except BaseException as e:  # noqa: BLE001 (reported to the test)
            out.append(e)

    th = threading.Thread(target=main, daemon=True)
    th.start()
    return th, out


def test_newcomer_plays_against_the_computer_in_one_click(
    browser: Browser, server: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "nia")
    try:
        page.goto(server.url + "/")
        expect(page.locator("#name-h")).to_have_text("Welcome")
        expect(page.get_by_role("link", name="How to play")).to_have_attribute("href", "/rules")
        shot(page, "home-newcomer")
        page.locator("select[name=level]").select_option("easy")
        page.get_by_role("button", name="Play against the computer").click()
        # Asked for a name first, then the game starts with no further click.
        expect(page.locator("#name-why")).to_have_text(
            "First your name: the game starts right after."
        )
        expect(page.locator("#name")).to_be_focused()
        page.keyboard.type("Nia")
        page.keyboard.press("Enter")
        page.wait_for_url("**/table/*")
        expect(page.locator(".table-view")).to_have_attribute("data-status", "playing")
        expect(page.locator("#players .player")).to_have_count(4)
        expect(page.locator("#players .player[data-color=blue]")).to_contain_text("AI (easy)")
        expect(page.locator("#me")).to_have_text("You: Nia")

        # The level is remembered: the next game is one click, at that level.
        page.goto(server.url + "/")
        expect(page.locator("select[name=level]")).to_have_value("easy")
        expect(page.locator("#name-h")).to_have_text("Welcome, Nia")
        shot(page, "home-named")
        page.get_by_role("button", name="Play against the computer").click()
        page.wait_for_url("**/table/*")
        expect(page.locator(".table-view")).to_have_attribute("data-status", "playing")
    finally:
        ctx.close()


def test_play_with_friends_copies_the_invite_link(
    browser: Browser, server: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "fred", permissions=["clipboard-read", "clipboard-write"])
    try:
        page.goto(server.url + "/")
        page.fill("#name", "Fred")
        page.get_by_role("button", name="Continue").click()
        expect(page.locator("#me")).to_have_text("You: Fred")
        page.get_by_role("button", name="Play with friends").click()
        expect(page.locator("#friends-box [role=status]")).to_contain_text("Invite link copied")
        link = page.locator("#friends-box input").input_value()
        assert "/table/" in link and "?invite=" in link
        assert page.evaluate("navigator.clipboard.readText()") == link
        page.get_by_role("link", name="Go to your table").click()
        expect(page.locator("#decision h2")).to_have_text("Waiting for players…")
        expect(page.locator(".invite input")).to_have_value(link)
    finally:
        ctx.close()


def test_find_a_game_and_who_may_start_it(
    browser: Browser, server: Server, problems: Problems
) -> None:
    people = [person(browser, problems, who) for who in ("ann", "ben", "cat")]
    (_, ann), (_, ben), (_, cat) = people
    try:
        for page, name in ((ann, "Ann"), (ben, "Ben"), (cat, "Cat")):
            page.goto(server.url + "/")
            page.fill("#name", name)
            page.get_by_role("button", name="Continue").click()
            expect(page.locator("#me")).to_have_text(f"You: {name}")
        # Ann waits (a 6-player table: no other test's table fits); Ben finds her table.
        for page in (ann, ben):
            page.locator("select[name=quick-players]").select_option("6")
            page.locator("select[name=wait]").select_option("300")
            page.get_by_role("button", name="Find a game").click()
            page.wait_for_url("**/table/*")
        assert ann.url == ben.url
        expect(ann.locator(".seat", has_text="Ben")).to_contain_text("person")
        ann.get_by_role("button", name="Fill empty seats with AI").click()
        # Cat only watches: she is told who may start it, and has no button to.
        cat.goto(ann.url)
        expect(cat.locator("#starters")).to_have_text(
            "Any player seated may start the game: Ann or Ben."
        )
        expect(cat.get_by_role("button", name="Start the game")).to_have_count(0)
        ben.get_by_role("button", name="Start the game").click()
        expect(cat.locator(".table-view")).to_have_attribute("data-status", "playing")
    finally:
        for ctx, _ in people:
            ctx.close()


def test_rated_game_changes_the_rating_on_profile_and_leaderboard(
    browser: Browser, server: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "rae")
    sam = api_player(server, "Sam")
    sam.http.headers["X-Forwarded-For"] = "10.9.0.2"  # not Rae's address: the game counts
    try:
        sign_up(page, server.url, "Rae")
        page.locator("#me a").click()
        expect(page.locator("#rating-value")).to_have_text(
            "Not rated yet: ratings come from rated games."
        )

        page.get_by_role("link", name="Play", exact=True).click()
        form = page.locator("form.create")
        rated = form.locator("input[name=rated]")
        expect(rated).to_be_enabled()
        form.locator("select[name=players]").select_option("3")
        form.locator("input[name=chips]").fill("1")
        form.locator("select[name=decision_seconds]").select_option("600")
        form.locator("select[name=ai_level]").select_option("easy")
        rated.check()
        form.get_by_role("button", name="Create table").click()
        page.wait_for_url("**/table/*")
        table = page.url.split("/table/")[1]
        expect(page.locator(".table-head .badge.rated")).to_have_text("rated")
        sam.post(f"/api/tables/{table}/join", {})
        expect(page.locator(".seat", has_text="Sam")).to_be_visible()
        page.get_by_role("button", name="Fill empty seats with AI").click()
        # Full: who may start it is said, to people watching too.
        expect(page.locator("#starters")).to_have_text(
            "Any player seated may start the game: Rae or Sam."
        )
        th, out = play_in_thread(sam, table)
        page.get_by_role("button", name="Start the game").click()
        play_through(page)
        th.join(30)
        assert out and isinstance(out[0], dict) and out[0]["type"] == "end", out

        # The profile: a rating now, its chart, the game with its place and replay.
        stored(server, "Rae", "rating")
        page.locator("#me a").click()
        expect(page.locator("#rating-value")).to_contain_text("(provisional)")
        # The chart starts at 1500, where everyone starts; then the game.
        expect(page.locator("#rating-chart svg circle")).to_have_count(2)
        expect(page.locator("#rating-chart li").first).to_have_text("Start: 1500")
        expect(page.locator("#rating-chart figcaption")).to_contain_text("1 game")
        row = page.locator(f"#games tr[data-table='{table}']")
        expect(row).to_contain_text("of 3")
        expect(row).to_contain_text("rated")
        expect(row.get_by_role("link")).to_have_attribute("href", f"/replay/{table}")
        expect(page.locator("#by-size li[data-players='3']")).to_contain_text("1 game")
        shot(page, "profile")

        # The leaderboard: Rae, Sam and the easy AI, marked as such.
        page.get_by_role("link", name="Leaderboard").click()
        rae = page.locator("#leaderboard tr[data-player=Rae]")
        expect(rae).to_contain_text("Rae")
        expect(rae.locator("td").nth(2)).to_have_text("1")  # games
        expect(rae.locator(".provisional")).to_be_visible()
        ai = page.locator("#leaderboard tr[data-player='Easy AI']")
        expect(ai).to_contain_text("AI (easy)")
        expect(ai.locator(".badge.ai")).to_have_text("AI")
        shot(page, "leaderboard")
        ai.get_by_role("link").click()
        expect(page.locator("h1")).to_contain_text("AI (easy)")

        # In French, from a French browser.
        fr_ctx, fr = person(browser, problems, "rené", locale="fr-FR")
        try:
            fr.goto(server.url + "/leaderboard")
            expect(fr.locator("h1")).to_have_text("Classement")
            expect(fr.locator("#leaderboard thead")).to_contain_text("Parties")
            expect(fr.locator("#leaderboard tr[data-player='Easy AI']")).to_contain_text(
                "IA (facile)"
            )
            shot(fr, "leaderboard-fr")
            fr.goto(server.url + "/players/Rae")
            expect(fr.locator("#rating-value")).to_contain_text("(provisoire)")
            shot(fr, "profile-fr")
        finally:
            fr_ctx.close()
    finally:
        ctx.close()


def test_guest_finishes_a_game_signs_up_and_finds_it_on_their_profile(
    browser: Browser, server: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "gil")
    try:
        page.goto(server.url + "/")
        page.fill("#name", "Gil")
        page.get_by_role("button", name="Continue").click()
        expect(page.locator("form.create input[name=rated]")).to_be_disabled()
        form = page.locator("form.create")
        form.locator("select[name=players]").select_option("3")
        form.locator("input[name=chips]").fill("1")
        form.locator("select[name=decision_seconds]").select_option("600")
        form.get_by_role("button", name="Create table").click()
        page.wait_for_url("**/table/*")
        table = page.url.split("/table/")[1]
        page.get_by_role("button", name="Fill empty seats with AI").click()
        page.get_by_role("button", name="Start the game").click()
        play_through(page)

        # The end of the game offers to keep it: the account page, where signing up does.
        page.get_by_role("link", name="Keep this game in your profile: sign up").click()
        expect(page.locator("#signup")).to_contain_text("Your games as Gil come with you.")
        shot(page, "account-guest")
        expect(page.locator("#signup-user")).to_have_value("Gil")
        page.fill("#signup-pass", "short")
        page.locator("#signup-pass").press("Enter")  # refused by the browser: too short
        expect(page.locator("#signup-pass")).to_have_js_property("validity.valid", False)
        page.fill("#signup-pass", PASSWORD)
        page.get_by_role("button", name="Create my account").click()
        expect(page.locator("#account-link")).to_have_text("Account")
        expect(page.locator("#me a")).to_have_attribute("href", "/players/Gil")
        shot(page, "account")
        stored(server, "Gil", "games")
        page.get_by_role("link", name="Your profile and games").click()
        expect(page.locator(f"#games tr[data-table='{table}']")).to_contain_text("casual")
        expect(page.locator("#games-h")).to_have_text("My games")
    finally:
        ctx.close()


def test_log_in_out_and_delete(browser: Browser, server: Server, problems: Problems) -> None:
    ctx, page = person(browser, problems, "lou")
    try:
        sign_up(page, server.url, "Lou")
        page.get_by_role("button", name="Log out", exact=True).click()
        expect(page.locator("#me")).to_have_text("")
        expect(page.locator("#account-link")).to_have_text("Log in")
        page.locator("#account-link").click()
        page.fill("#login-user", "Lou")
        page.fill("#login-pass", "wrong password")
        page.get_by_role("button", name="Log in", exact=True).click()
        expect(page.locator("#login-error")).to_have_text("Wrong username or password.")
        page.fill("#login-pass", PASSWORD)
        page.get_by_role("button", name="Log in", exact=True).click()
        expect(page.locator("#me")).to_have_text("You: Lou")
        # Logged in on a second browser too; "log out everywhere" ends both sessions.
        ctx2, page2 = person(browser, problems, "lou-2")
        page2.goto(server.url + "/account")
        page2.fill("#login-user", "Lou")
        page2.fill("#login-pass", PASSWORD)
        page2.get_by_role("button", name="Log in", exact=True).click()
        expect(page2.locator("#me")).to_have_text("You: Lou")
        page2.get_by_role("button", name="Log out everywhere").click()
        expect(page2.locator("#me")).to_have_text("")
        ctx2.close()
        page.reload()
        expect(page.locator("#account-link")).to_have_text("Log in")
        expect(page.locator("#me")).to_have_text("")
        page.fill("#login-user", "Lou")
        page.fill("#login-pass", PASSWORD)
        page.get_by_role("button", name="Log in", exact=True).click()
        expect(page.locator("#me")).to_have_text("You: Lou")
        with page.expect_download() as dl:
            page.locator("#my-data").click()
        data = json.loads(Path(dl.value.path()).read_text())
        assert data["name"] == "Lou" and data["account"] is True
        page.fill("#delete-pass", "not it at all")
        page.get_by_role("button", name="Delete my account for good").click()
        expect(page.locator("#delete-error")).to_have_text("Wrong password.")
        page.fill("#delete-pass", PASSWORD)
        page.get_by_role("button", name="Delete my account for good").click()
        page.wait_for_url(server.url + "/")
        expect(page.locator("#me")).to_have_text("")
        page.goto(server.url + "/players/Lou")
        expect(page.locator(".error")).to_have_text("There is no such player.")
        # The browser logs the refusals asked for here (401, 404): those are no problem.
        problems[:] = [p for p in problems if "Failed to load resource" not in p]
    finally:
        ctx.close()


@pytest.fixture(scope="module")
def slow_ai(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    # The AI waits 3 s before it plays a seat: long enough to click while it plays ours.
    s = make_server(tmp_path_factory.mktemp("slow-ai"), SUCKER_AI_DELAY="3", SUCKER_GRACE="1")
    yield s
    s.stop()


def test_timed_out_player_takes_the_seat_back(
    browser: Browser, slow_ai: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "tim")
    try:
        page.goto(slow_ai.url + "/")
        page.fill("#name", "Tim")
        page.get_by_role("button", name="Continue").click()
        expect(page.locator("#me")).to_have_text("You: Tim")
        r = page.context.request
        tb = r.post(slow_ai.url + "/api/tables", data={"players": 3, "decision_seconds": 2}).json()
        r.post(f"{slow_ai.url}/api/tables/{tb['id']}/ai", data={"all": True})
        r.post(f"{slow_ai.url}/api/tables/{tb['id']}/start")
        page.goto(f"{slow_ai.url}/table/{tb['id']}")
        expect(page.locator("#players .player")).to_have_count(3)
        me = page.locator("#board").get_attribute("data-you")
        card = page.locator(f"#players .player[data-color={me}]")

        # Tim lets his time run out: the AI plays for him, and the page offers his seat back.
        back = page.locator("#decision:not(.mine) #back")
        expect(back).to_be_visible(timeout=30_000)
        expect(card).to_contain_text("AI playing for now")
        shot(page, "table-back")
        back.click()
        expect(page.locator("#back")).to_be_hidden()
        expect(card).not_to_contain_text("AI playing for now")

        # Out of time again; this time he just plays his move, which takes the seat back too.
        waiting = page.locator("#decision.mine #back")
        expect(waiting).to_be_visible(timeout=30_000)
        state = json.loads(page.locator("#board").get_attribute("data-state") or "{}")
        played = page.locator("#log li").count()
        page.locator("#decision button.choice").first.click()
        if state.get("phase") == "play":
            page.locator("#decision button.choice[data-pile]").first.click()
        mine = page.locator("#log li").nth(played)
        expect(mine.locator(f".chip.c-{me}")).to_be_visible()
        expect(mine).not_to_contain_text("(auto)")
        expect(card).not_to_contain_text("AI playing for now")
    finally:
        ctx.close()


def test_abandoned_open_table_leaves_the_lobby(
    browser: Browser, tmp_path: Path, problems: Problems
) -> None:
    server = make_server(tmp_path, SUCKER_OPEN_MINUTES="0.01")
    ctx, page = person(browser, problems, "abe")
    try:
        ann = Client(server, "Ann")
        gone = ann.post("/api/tables", {"players": 3})["id"]
        playing = ann.post("/api/play/computer", {"level": "easy", "players": 3})["id"]
        assert ann.http.get(f"/api/tables/{gone}").json()["status"] == "open"
        # Someone watches the game, so it stays listed however slowly this machine runs.
        watcher = ctx.new_page()
        watcher.goto(f"{server.url}/table/{playing}")
        expect(watcher.locator("#players .player")).to_have_count(3)
        page.goto(server.url + "/")
        expect(page.locator(f"#playing-tables li[data-table='{playing}']")).to_contain_text(
            "casual"
        )
        expect(page.locator(f"#open-tables li[data-table='{gone}']")).to_have_count(0)
        expect(page.locator("#open-tables")).to_have_text("No open table — create one!")
    finally:
        ctx.close()
        server.stop()


def test_home_in_french(browser: Browser, server: Server, problems: Problems) -> None:
    ctx, page = person(browser, problems, "zoé", locale="fr-FR")
    try:
        page.goto(server.url + "/")
        expect(page.locator("#quick-h")).to_have_text("Jouer maintenant")
        expect(page.get_by_role("button", name="Jouer contre l’ordinateur")).to_be_visible()
        expect(page.get_by_role("link", name="Comment jouer")).to_be_visible()
        expect(page.locator("#account-link")).to_have_text("Connexion")
        shot(page, "home-fr")
        page.locator("#account-link").click()
        expect(page.locator("#signup h2")).to_have_text("Créer un compte")
        shot(page, "account-fr")
    finally:
        ctx.close()


def test_a_rated_table_played_as_casual_says_why_before_it_starts(
    browser: Browser, server: Server, problems: Problems
) -> None:
    one, two = api_player(server, "Home One"), api_player(server, "Home Two")
    table = one.post("/api/tables", {"players": 3, "rated": True})["id"]
    two.post(f"/api/tables/{table}/join", {})  # the same address: played as casual
    for locale, badge, words in (
        ("en-GB", "casual", "Played as casual: two seats come from one address"),
        ("fr-FR", "amicale", "Jouée en amicale\u202f: deux places viennent de la même adresse"),
    ):
        ctx, page = person(browser, problems, f"watcher-{locale}", locale=locale)
        try:
            page.goto(f"{server.url}/table/{table}")  # watched without a name
            expect(page.locator("#casual-reason")).to_contain_text(words)
            expect(page.locator(".table-head .badge.rated")).to_have_count(0)
            expect(page.locator(".table-head .badge", has_text=badge)).to_be_visible()
        finally:
            ctx.close()
