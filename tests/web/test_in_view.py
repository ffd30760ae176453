"""Tables as a lichess or Board Game Arena player expects them (issue 27), through the page:
one click to a casual game against the computer that waits for you (no clock hands your seat
to an AI), "Play rated" in one click, the decision in view with the chat open and with six
piles (phone and desktop), the tutorial found from the home page, words a native speaker
writes, and no double error message.

Set SUCKER_SHOTS=docs/screenshots to also save screenshots (French, phone and desktop)."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser_kit import DESKTOP, Problems, person
from playwright.sync_api import Browser, Page, expect

from server_kit import Client, Server, make_server
from sucker.engine import COLORS, Game, Rules, action_to_json

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


def test_guests_have_no_play_rated_button_and_may_make_an_untimed_table(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "guest")
    try:
        name_myself(page, quick.url, "Gus")
        expect(page.locator("#play-computer")).to_be_visible()
        expect(page.locator("#play-rated")).to_have_count(0)
        # A table of one's own may be untimed too.
        page.locator("form.create select[name=decision_seconds]").select_option("0")
        page.locator("form.create button[type=submit]").click()
        page.wait_for_url("**/table/*")
        expect(page.locator(".table-head .meta")).to_contain_text("no time limit")
        # A second person sits down: the relaxed clock is theirs, and the header says so.
        other, hal = person(browser, problems, "hal")
        try:
            name_myself(hal, quick.url, "Hal")
            table = page.url.split("/table/")[1].split("?")[0]
            hal.context.request.post(f"{quick.url}/api/tables/{table}/join", data={})
            expect(page.locator(".table-head .meta")).to_contain_text("relaxed clock")
            expect(page.locator(".table-head .meta")).not_to_contain_text("no time limit")
        finally:
            other.close()
    finally:
        ctx.close()


def six_piles() -> dict[str, Any]:
    """A six-player game's state with six piles on the board, red to play (from seeded
    random games)."""
    for seed in range(500):
        rng, game = random.Random(seed), Game(Rules(6, 7), 0)
        while not game.is_over():
            state = game.state_json()
            if (len(state["piles"]) >= 6 and state["phase"] == "play" and game.to_act == 0
                    and sum(state["hands"]["red"].values()) >= 3):
                return state
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no such game")


def fake_six(page: Page, lang: str, state: dict[str, Any] | None = None,
             personas: dict[str, dict[str, str]] | None = None) -> list[dict[str, Any]]:
    """A stand-in for the table's websocket: Zoé (red) to play among six piles and five AIs,
    with a few lines of chat; returns the messages the page sends."""
    seats = [{"color": c, "name": "Zoé" if c == "red" else f"AI {c}", "you": c == "red",
              "kind": "human" if c == "red" else "ai:medium", "connected": True,
              "ai_playing": False} for c in COLORS[:6]]
    for seat in seats:
        if seat["color"] in (personas or {}):
            seat["persona"] = (personas or {})[seat["color"]]
            seat["name"] = seat["persona"]["name"]
    sent: list[dict[str, Any]] = []
    table = {"id": "six", "status": "playing", "private": False, "rated": False, "lang": lang,
             "seq": 1, "seats": seats, "rules": {"players": 6, "chips": 7, "variant": "nash1950"},
             "decision_seconds": 0, "ai_level": "medium", "rematch": None}
    chat = [{"type": "chat", "seq": i + 1, "by": "blue", "name": "AI blue", "spectator": False,
             "text": f"Line {i}", "after": 0, "ai": True} for i in range(12)]
    snapshot = {"type": "snapshot", "seq": 12, "table": table, "state": state or six_piles(),
                "you": "red", "log": [], "chat": chat, "chat_before": None,
                "clock": {"to": ["red"], "deadline": None, "seconds": None, "now": 0}}

    def heard(ws: Any, text: str) -> None:
        sent.append(json.loads(text))
        if sent[-1]["type"] == "hello":
            ws.send(json.dumps(snapshot))
        elif sent[-1]["type"] == "action":  # refused: the page says so (a toast)
            ws.send(json.dumps({"type": "error", "code": "not-playing", "message": "no"}))

    page.route_web_socket("**/ws/tables/six", lambda ws: ws.on_message(lambda m: heard(ws, m)))
    return sent


def in_view(page: Page, selector: str) -> None:
    """Wholly inside the viewport (not merely in the page)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None
    assert box["y"] >= -1 and box["y"] + box["height"] <= size["height"] + 1, (selector, box)


def not_covered(page: Page, selector: str) -> None:
    """The element's middle is what a tap there would hit (no drawer over it)."""
    assert page.locator(selector).evaluate(
        "el => { const r = el.getBoundingClientRect();"
        " const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
        " return el.contains(top); }"), selector


@pytest.mark.parametrize("where,lang", [("phone", "fr"), ("phone", "en"), ("desktop", "fr")])
def test_the_decision_and_piles_stay_in_view_with_the_chat_open_and_six_piles(
    browser: Browser, quick: Server, problems: Problems, where: str, lang: str
) -> None:
    viewport = PHONE if where == "phone" else DESKTOP
    ctx, page = person(browser, problems, f"six-{where}", viewport=viewport,
                       locale="fr-FR" if lang == "fr" else "en-GB")
    try:
        name_myself(page, quick.url, "Zoé")
        fake_six(page, lang)
        page.goto(quick.url + "/table/six")
        expect(page.locator("#decision.mine")).to_be_visible()
        expect(page.locator("#board .pile:not(.new)")).to_have_count(6)
        for selector in ("#decision", "#board .piles"):  # before the chat opens too
            in_view(page, selector)
        if where == "phone":
            page.locator("#chat-tab").click()
        expect(page.locator("#chat-card")).to_be_visible()
        page.locator("#chat-input").click()
        page.keyboard.type("Bleu, donne-moi la main et je te sauverai")
        shot(page, f"chat-open-{lang}-{where}")
        drawer = page.locator("#chat-card").bounding_box()
        assert drawer is not None
        for selector in ("#decision", "#board .piles"):
            in_view(page, selector)
            not_covered(page, selector)
            box = page.locator(selector).bounding_box()
            assert box is not None
            if where == "phone":  # above the drawer, not under it
                assert box["y"] + box["height"] <= drawer["y"] + 1, (selector, box, drawer)
        in_view(page, "#chat-input")
    finally:
        ctx.close()


def test_the_phone_chat_button_steps_aside_while_the_page_scrolls_down(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    """The round chat button floats over the page: scrolling down moves it away, so what was
    under it can be tapped; scrolling up, or reaching the end, brings it back."""
    ctx, page = person(browser, problems, "chat-tab-scroll", viewport=PHONE, locale="fr-FR")
    try:
        name_myself(page, quick.url, "Zoé")
        fake_six(page, "fr")
        page.goto(quick.url + "/table/six")
        expect(page.locator("#decision.mine")).to_be_visible()
        tab = page.locator("#chat-tab")
        expect(tab).to_be_in_viewport()
        height = page.evaluate("document.documentElement.scrollHeight - innerHeight")
        assert height > 300, height  # a page taller than the phone
        page.mouse.move(200, 400)
        page.mouse.wheel(0, 200)
        expect(tab).not_to_be_in_viewport()
        page.mouse.wheel(0, -100)
        expect(tab).to_be_in_viewport()
        page.mouse.wheel(0, 100)
        expect(tab).not_to_be_in_viewport()
        page.mouse.wheel(0, height)  # the page's end: nothing lies under it there
        expect(tab).to_be_in_viewport()
        tab.click()
        expect(page.locator("#chat-card")).to_be_visible()
    finally:
        ctx.close()


def _fake_four(page: Page, table_id: str, lang: str, game: Game, log: list[dict[str, Any]],
               chat: list[dict[str, Any]]) -> None:
    """The table's socket answers hello with this snapshot: four people, red being us."""
    seats = [{"color": c, "name": f"P{c}", "you": c == "red", "kind": "human",
              "connected": True, "ai_playing": False} for c in COLORS[:4]]
    seq = len(log) + len(chat) + 60
    table = {"id": table_id, "status": "playing", "private": False, "rated": False,
             "lang": lang, "seq": seq, "seats": seats,
             "rules": {"players": 4, "chips": 7, "variant": "nash1950"},
             "decision_seconds": 0, "ai_level": "medium", "rematch": None}
    snapshot = {"type": "snapshot", "seq": seq, "table": table, "state": game.state_json(),
                "you": "red", "log": log, "chat": chat, "chat_before": None,
                "clock": {"to": [], "deadline": None, "seconds": None, "now": 0}}
    page.route_web_socket(f"**/ws/tables/{table_id}", lambda ws: ws.on_message(
        lambda m: ws.send(json.dumps(snapshot)) if json.loads(m)["type"] == "hello" else None))


def test_the_moves_keep_their_room_beside_a_long_chat(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    """On a wide screen the log of moves keeps its height however long the chat grows (it
    was squeezed to two lines by the end of a talkative game)."""
    rng, game = random.Random(5), Game(Rules(4, 7), 0)
    log = []
    while len(log) < 40:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        log.append({"seq": len(log) + 1, "action": action_to_json(action)})
    chat = [{"type": "chat", "seq": 41 + i, "by": "blue", "name": "Pblue", "spectator": False,
             "text": f"Line {i}: green, give me the move and I will save you", "after": 40}
            for i in range(60)]
    ctx, page = person(browser, problems, "long-chat")
    try:
        name_myself(page, quick.url, "Pred")
        _fake_four(page, "long", "en", game, log, chat)
        page.goto(quick.url + "/table/long")
        expect(page.locator(".log li")).to_have_count(40)
        expect(page.locator("#chat-card .chat li")).to_have_count(60)
        rem = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
        moves = page.locator(".log").evaluate("e => e.clientHeight")
        assert moves >= 12 * rem - 1, (moves, rem)  # .log's own 12rem, not squeezed
        assert page.locator("#chat-card .chat").evaluate("e => e.clientHeight") >= 4 * rem - 1
        in_view(page, "#chat-input")
    finally:
        ctx.close()


def test_the_phone_chat_opens_on_its_latest_lines(
    browser: Browser, quick: Server, problems: Problems
) -> None:
    """Lines said while the phone's chat was closed could not scroll it (it was hidden):
    opening it shows the latest, not the oldest."""
    chat = [{"type": "chat", "seq": 1 + i, "by": "blue", "name": "Pblue", "spectator": False,
             "text": f"Ligne {i} : vert, donne-moi la main", "after": 0} for i in range(40)]
    ctx, page = person(browser, problems, "talky-phone", viewport=PHONE, locale="fr-FR")
    try:
        name_myself(page, quick.url, "Pred")
        _fake_four(page, "talky", "fr", Game(Rules(4, 7), 0), [], chat)
        page.goto(quick.url + "/table/talky")
        expect(page.locator("#chat-card .chat li")).to_have_count(40)
        page.locator("#chat-tab").click()
        lines = page.locator("#chat-card .chat li")
        expect(lines.last).to_be_in_viewport()
        expect(lines.first).not_to_be_in_viewport()
    finally:
        ctx.close()


@pytest.mark.parametrize("locale,learn", [("en-GB", "Learn in five minutes"),
                                          ("fr-FR", "Apprendre en cinq minutes")])
def test_the_tutorial_is_found_from_the_home_page_and_the_top_of_the_rules(
    browser: Browser, quick: Server, problems: Problems, locale: str, learn: str
) -> None:
    ctx, page = person(browser, problems, f"learn-{locale}", locale=locale, viewport=PHONE)
    try:
        page.goto(quick.url + "/")
        page.get_by_role("link", name=learn).click()
        page.wait_for_url("**/rules#tutorial")
        expect(page.locator("#tutorial")).to_be_in_viewport()
        shot(page, f"tutorial-{locale[:2]}-phone")
        # At the top of the rules, the same way in.
        page.goto(quick.url + "/rules")
        expect(page.locator("#tutorial")).not_to_be_in_viewport()
        page.get_by_role("link", name=learn).click()
        expect(page.locator("#tutorial")).to_be_in_viewport()
    finally:
        ctx.close()


WORDS = {
    "en": {"mine": "your {n} chips", "own": "{n} chips of their own",
           "persona": "Gaëlle — AI (medium), vengeful", "out": "out (1st to fall)",
           "ask": "Give your blue prisoner to Gaëlle (Yellow)? You cannot take it back.",
           "gone": "This table does not exist, or it is private: then you need its invite link.",
           "fill": "AI players take the empty seats in",
           "log": ["Gaëlle is out of the game (no chip and no rescue).",
                   "Hervé is out of the game (no chip and no rescue)."]},
    "fr": {"mine": "vos {n} jetons", "own": "{n} jetons de sa couleur",
           "persona": "Gaëlle — IA (moyenne), rancunière", "out": "vaincue (1re à tomber)",
           "ask": "Donner votre prisonnier bleu à Gaëlle (Jaune)\u00a0? Vous ne pourrez pas "
                  "le reprendre.",
           "gone": "Cette table n’existe pas, ou elle est privée\u00a0: il faut alors son lien "
                   "d’invitation.",
           "fill": "des IA prendront les places libres dans",
           "log": ["Gaëlle est vaincue (plus de jeton, et personne ne l’a sauvée).",
                   "Hervé est vaincu (plus de jeton, et personne ne l’a sauvé)."]},
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_words_as_a_native_speaker_writes_them(
    browser: Browser, quick: Server, problems: Problems, lang: str
) -> None:
    words = WORDS[lang]
    state = six_piles()
    state["hands"]["red"]["blue"] = 1  # a prisoner to give away
    state["hands"]["green"] = {}
    state["defeated"] = ["green"]
    mine = state["hands"]["red"]["red"]
    personas = {"green": {"name": "Gaëlle", "temperament": "vengeful", "gender": "f"},
                "yellow": {"name": "Gaëlle", "temperament": "vengeful", "gender": "f"}}
    personas["yellow"] = dict(personas["yellow"])
    ctx, page = person(browser, problems, f"words-{lang}", locale="fr-FR" if lang == "fr"
                       else "en-GB")
    try:
        name_myself(page, quick.url, "Zoé")
        sent = fake_six(page, lang, state, personas)
        page.goto(quick.url + "/table/six")
        # Plurals: "your 5 chips", not "your chip ×5".
        expect(page.locator("#decision")).to_contain_text(words["mine"].format(n=mine))
        expect(page.locator("#players .player[data-color=red] .own")).to_contain_text(
            words["own"].format(n=mine))
        # A persona's gender: her temperament and her defeat agree with it.
        green = page.locator("#players .player[data-color=green]")
        expect(green).to_contain_text(words["persona"].split(" — ")[1].split(", ")[1])
        expect(green).to_contain_text(words["out"])
        # The log's words agree too (the same catalogue forms, picked by the gender).
        said = page.evaluate("""async () => {
          const { say } = await import("/static/i18n.js");
          const names = { green: "Gaëlle", red: "Hervé" };
          const out = (c) => ({ key: "log-out", args: { who: { player: c } } });
          return [say(out("green"), (c) => names[c], (c) => (c === "green" ? "f" : undefined)),
                  say(out("red"), (c) => names[c])];
        }""")
        assert said == words["log"]
        # Icons drawn, not emoji (an empty box without an emoji font).
        talk = page.locator("#talk-toggle")
        expect(talk.locator("svg")).to_have_count(1)
        assert not any(ord(ch) > 0x1F000 for ch in talk.inner_text())
        # Giving a prisoner away asks first; nothing is sent until the answer.
        page.select_option("#pt-chip", "blue")
        page.select_option("#pt-to", "yellow")
        page.locator("[data-key=pt-give]").click()
        expect(page.locator("#pt-ask")).to_have_text(words["ask"])
        assert not [m for m in sent if m["type"] == "action"]
        page.locator("[data-key=pt-no]").click()
        expect(page.locator("#pt-ask")).to_have_count(0)
        page.locator("[data-key=pt-give]").click()
        page.locator("[data-key=pt-yes]").click()
        expect(page.locator("#pt-ask")).to_have_count(0)
        expect(page.locator(".toast.error")).to_be_visible()  # the answer to what was sent
        assert [m["action"] for m in sent if m["type"] == "action"] == [
            {"act": "transfer", "chip": "blue", "to": "yellow"}]
        # One message for an unknown table, not one inside another.
        page.goto(quick.url + "/table/nosuch")
        expect(page.locator("[role=alert]").first).to_have_text(words["gone"])
        # "Find a game" says what happens when the wait ends.
        page.goto(quick.url + "/")
        page.locator("select[name=quick-players]").select_option("3")  # not another test's
        page.locator("select[name=wait]").select_option("300")
        page.locator("#find-game").click()
        page.wait_for_url("**/table/*")
        expect(page.locator("#fill-at")).to_contain_text(words["fill"])
        shot(page, f"find-{lang}-desktop")
    finally:
        ctx.close()
