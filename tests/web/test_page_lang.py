"""The page in French and in English, on a phone, and its rough edges: a French browser
gets the French page and can switch to English for good; on a phone the chat is one tap
away with a badge for unread lines; lines naming you stand out; keys choose again after
a chat line; a double click plays once; a blank name is refused in words; the record
keeps the server's file name; the replay has a speed; the beep can be muted."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from browser_kit import DESKTOP, Problems, person
from playwright.sync_api import Browser, Page, expect

from sucker.engine import COLORS, Game, Rules, action_to_json

expect.set_options(timeout=10_000)

PHONE = {"width": 390, "height": 844}


def name_myself(page: Page, url: str, name: str, button: str = "Continue") -> None:
    page.goto(url)
    page.fill("#name", name)
    page.get_by_role("button", name=button).click()
    expect(page.locator("#me")).to_contain_text(name)


def someone(browser: Browser, problems: Problems, base: str, name: str) -> tuple[Any, Page]:
    """Another person's context, named, at the home page."""
    ctx, page = person(browser, problems, name.lower())
    name_myself(page, base + "/", name)
    return ctx, page


def new_table(page: Page, base: str, **options: Any) -> str:
    """A table made through the API with the page's cookie; the page goes to it."""
    body = {"decision_seconds": 600, **options}
    t = page.context.request.post(base + "/api/tables", data=body).json()
    page.goto(f"{base}/table/{t['id']}")
    return str(t["id"])


def test_french_browser_gets_french_and_can_switch_to_english(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "amélie", locale="fr-FR")
    try:
        page.goto(server.url + "/")
        expect(page.locator("html")).to_have_attribute("lang", "fr")
        expect(page.locator("#name-h")).to_have_text("Bienvenue")
        expect(page.get_by_role("link", name="Règles")).to_be_visible()
        name_myself(page, server.url + "/", "Amélie", "Continuer")
        expect(page.locator("#me")).to_have_text("Vous\u00a0: Amélie")
        page.locator("form.create").get_by_role("button", name="Créer la table").click()
        page.wait_for_url("**/table/*")
        expect(page.locator("#decision h2")).to_have_text("En attente de joueurs…")
        expect(page.get_by_role("button", name="Compléter avec des IA")).to_be_visible()
        page.get_by_role("button", name="Compléter avec des IA").click()
        expect(page.locator(".seat[data-color=blue]")).to_contain_text("IA (moyenne)")
        page.get_by_role("button", name="Lancer la partie").click()
        expect(page.locator("#players .player[data-color=red]")).to_contain_text("Prisonniers")
        expect(page.locator("#decision h2")).not_to_be_empty()
        page.get_by_role("link", name="Règles").click()
        expect(page.locator("h1")).to_have_text("Comment jouer à So Long Sucker")
        page.locator('#tutorial button[data-chip="red"]').click()
        page.locator('#tutorial button[data-pile="new"]').click()
        expect(page.locator(".tutorial .log li")).to_contain_text(
            "Rouge a posé un jeton rouge sur une nouvelle pile (pile 1). Rouge choisit"
        )

        # English, on this page and after a reload.
        page.get_by_role("button", name="English").click()
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("h1")).to_have_text("How to play So Long Sucker")
        expect(page.get_by_role("button", name="English")).to_have_attribute("aria-pressed", "true")
        page.reload()
        expect(page.locator("h1")).to_have_text("How to play So Long Sucker")
        page.get_by_role("link", name="Play", exact=True).click()
        expect(page.locator("#name-h")).to_have_text("Welcome, Amélie")
        page.get_by_role("button", name="Français").click()
        expect(page.locator("#name-h")).to_have_text("Bienvenue, Amélie")
    finally:
        ctx.close()


def test_phone_chat_tab_badge_and_lines_to_you(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ada_ctx, ada = person(browser, problems, "ada", viewport=PHONE, is_mobile=True, has_touch=True)
    bob_ctx, bob = person(browser, problems, "bob")
    try:
        name_myself(ada, server.url + "/", "Ada")
        table = new_table(ada, server.url, players=3)
        name_myself(bob, f"{server.url}/table/{table}", "Bob")
        tab = ada.locator("#chat-tab")
        badge = tab.locator(".unread")
        expect(tab).to_be_visible()
        expect(ada.locator("#chat")).to_be_hidden()  # in a closed drawer, not down the page
        expect(badge).to_be_hidden()

        def say(text: str) -> None:
            bob.locator("#chat-input").fill(text)
            bob.locator("#chat-input").press("Enter")
            expect(bob.locator("#chat li").last).to_contain_text(text)

        say("Ada, alliance against Green?")
        say("Anyone there?")
        expect(badge).to_have_text("2")
        tab.tap()
        expect(ada.locator("#chat")).to_be_visible()
        expect(badge).to_be_hidden()
        lines = ada.locator("#chat li")
        expect(lines.first).to_have_class("to-me")
        expect(lines.first.locator(".mention")).to_be_visible()
        expect(lines.nth(1)).not_to_have_class("to-me")
        ada.get_by_role("button", name="Close the chat").tap()
        expect(ada.locator("#chat")).to_be_hidden()
        say("Still there?")
        expect(badge).to_have_text("1")
        # Bob's own lines are never unread for him.
        expect(bob.locator("#chat-tab .unread")).to_be_hidden()
    finally:
        ada_ctx.close()
        bob_ctx.close()


def _turn(pages: list[Page]) -> Page:
    """The page whose player must play now (waits for the first state)."""
    pages[0].wait_for_selector("#board[data-state^='{']")
    state = json.loads(pages[0].locator("#board").get_attribute("data-state") or "")
    you = [p.locator("#board").get_attribute("data-you") for p in pages]
    return pages[you.index(state["to_act"])]


def test_keys_after_chat_a_double_click_plays_once_and_back_on_a_phone(
    browser: Browser, server: Any, problems: Problems
) -> None:
    people = [person(browser, problems, who) for who in ("cy", "dan", "eve")]
    pages = [p for _, p in people]
    try:
        name_myself(pages[0], server.url + "/", "Cy")
        table = new_table(pages[0], server.url, players=3, chips=3)
        for page, name in zip(pages[1:], ("Dan", "Eve"), strict=True):
            name_myself(page, f"{server.url}/table/{table}", name)
            page.get_by_role("button", name="Sit down").click()
        pages[0].get_by_role("button", name="Start the game").click()
        me = _turn(pages)

        # A line said, then the number keys choose again.
        me.locator("#chat-input").fill("Here we go")
        me.locator("#chat-input").press("Enter")
        expect(me.locator("#chat li").last).to_contain_text("Here we go")
        me.keyboard.press("1")
        expect(me.locator("#decision button[data-pile=new]")).to_be_visible()

        # On a phone the way back is "Back", with no Esc key to mention.
        me.set_viewport_size(PHONE)
        back = me.locator("#decision button[data-key=cancel] .lab")
        expect(back).to_have_text("Back", use_inner_text=True)
        me.keyboard.press("/")  # "/" talks: on a phone it opens the chat's drawer first
        expect(me.locator("#chat-input")).to_be_focused()
        expect(me.locator("#chat-input")).to_be_in_viewport()
        me.locator("#chat-input").blur()
        me.set_viewport_size(DESKTOP)
        expect(back).to_have_text("Back (Esc)", use_inner_text=True)

        # A double click plays once: no error comes back for a second play, and a click
        # that is the second of a double click never chooses (the first one's answer may
        # already have drawn the next decision under the pointer).
        me.locator("#decision button[data-pile=new]").dispatch_event("click", {"detail": 2})
        me.locator("#decision button[data-pile=new]").dblclick()
        expect(me.locator("#log li")).to_have_count(1)
        me.locator("#chat-input").fill("done")
        me.locator("#chat-input").press("Enter")  # answered after any error, on one socket
        expect(me.locator("#chat li").last).to_contain_text("done")
        expect(me.locator(".toast.error")).to_have_count(0)
    finally:
        for ctx, _ in people:
            ctx.close()


def test_blank_name_is_refused_in_words(browser: Browser, server: Any, problems: Problems) -> None:
    ctx, page = person(browser, problems, "blank")
    try:
        page.goto(server.url + "/")
        page.fill("#name", "   ")
        page.get_by_role("button", name="Continue").click()
        expect(page.locator("#name-error")).to_have_text(
            "Type a name: at least one letter or digit."
        )
        expect(page.locator("#name")).to_have_attribute("aria-invalid", "true")
        expect(page.locator(".toast")).to_have_count(0)
        expect(page.locator("#me")).to_have_text("")
    finally:
        ctx.close()


def test_places_are_ordinals_in_each_language(
    browser: Browser, server: Any, problems: Problems
) -> None:
    """"2nd to fall", not "2th": the catalogues select ordinals with NUMBER(type: ordinal);
    French agrees "gagnée" with the wins."""
    ctx, page = person(browser, problems, "ordinals")
    try:
        page.goto(server.url + "/")
        said = page.evaluate("""async () => {
          const i18n = await import("/static/i18n.js");
          const out = {};
          for (const lang of ["en", "fr"]) {
            await i18n.setLang(lang);
            out[lang] = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(
              (n) => i18n.t("people.placeOf", { n, players: 4 }));
            out[lang + "-out"] = [2, 3].map((n) => i18n.t("player.out", { n, gender: "f" }));
            out[lang + "-won"] = [1, 2].map(
              (wins) => i18n.t("people.size.record", { n: 3, wins, rate: 33 }));
            const { decision } = await import("/static/describe.js");
            const rescue = { phase: "rescue", to_act: "red", awaiting: ["blue", "green"] };
            out[lang + "-asked"] = decision(rescue, (c) => `P${c}`, "blue").detail;
          }
          return out;
        }""")
        assert said["en"] == ["1st of 4", "2nd of 4", "3rd of 4", "4th of 4", "11th of 4",
                              "12th of 4", "13th of 4", "21st of 4", "22nd of 4", "23rd of 4"]
        assert said["en-out"] == ["out (2nd to fall)", "out (3rd to fall)"]
        assert said["fr"] == [f"{n}{'er' if n == 1 else 'e'} sur 4"
                              for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)]
        assert said["fr-out"] == ["vaincue (2e à tomber)", "vaincue (3e à tomber)"]
        assert [w.split(", ")[1].split(" (")[0] for w in said["fr-won"]] == [
            "1 gagnée", "2 gagnées"]  # agreeing with the wins, not the games
        assert said["en-won"] == ["3 games, 1 won (33%)", "3 games, 2 won (33%)"]
        # Asked to rescue, one reads "you" among those still to answer, not one's own name.
        assert said["en-asked"].endswith("Still to answer: you and Pgreen.")
        assert said["fr-asked"].endswith("Doivent encore répondre\u00a0: vous et Pgreen.")
    finally:
        ctx.close()


def test_a_double_click_on_play_makes_one_table_and_full_tables_are_watched(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "hal")
    other, bob = someone(browser, problems, server.url, "Bob")
    try:
        # Bob's table, every seat taken, waits for him to start it.
        full = bob.context.request.post(server.url + "/api/tables", data={"players": 3}).json()
        bob.context.request.post(f"{server.url}/api/tables/{full['id']}/ai", data={"all": True})
        name_myself(page, server.url + "/", "Hal")
        line = page.locator(f"li.table-line[data-table='{full['id']}'] a.button")
        expect(line).to_have_text("Watch")
        asked: list[str] = []
        page.on("request", lambda r: r.method == "POST" and r.url.endswith(
            "/api/play/computer") and asked.append(r.url))
        # Two clicks in one task of the page: the second comes before any answer can.
        page.evaluate("""() => {
          const play = document.getElementById("play-computer");
          play.click();
          play.click();
        }""")
        expect(page.locator("#decision")).to_be_visible()
        assert page.url.split("/table/")[1]
        assert len(asked) == 1
    finally:
        ctx.close()
        other.close()


def test_anyone_may_watch_without_a_name_and_take_one_to_talk(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ada, ada_page = someone(browser, problems, server.url, "Ada")
    ctx, page = person(browser, problems, "anonymous")
    try:
        table = ada_page.context.request.post(server.url + "/api/play/computer", data={}).json()
        page.goto(f"{server.url}/table/{table['id']}")
        expect(page.locator("#board .pile.new")).to_be_visible()  # the game, no name asked
        expect(page.locator("#players .player")).to_have_count(4)
        expect(page.locator(".name-first")).to_contain_text("You are watching")
        page.fill("#name", "Vic")
        page.locator("#name").press("Enter")
        expect(page.locator(".name-first")).to_have_count(0)
        expect(page.locator("#me")).to_contain_text("Vic")
        expect(page.locator("#players .player")).to_have_count(4)  # the new socket's snapshot
        page.locator("#chat-input").fill("nice game")
        page.locator("#chat-input").press("Enter")
        # The AIs talk too: Vic's line is among theirs, not always the last.
        expect(page.locator("#chat-card .chat li", has_text="nice game")).to_contain_text("Vic")
    finally:
        ctx.close()
        ada.close()


def test_a_long_name_never_widens_a_phone_page(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "long-name", viewport=PHONE, locale="fr-FR")
    try:
        name = "W" * 24  # the longest name, one word
        name_myself(page, server.url + "/", name, "Continuer")
        for path in ("/", "/leaderboard", "/replay"):
            page.goto(server.url + path)
            expect(page.locator("main h1, main h2").first).to_be_visible()
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], (path, width)
    finally:
        ctx.close()


def test_lobby_controls_line_up(browser: Browser, server: Any, problems: Problems) -> None:
    ctx, page = person(browser, problems, "fay")
    try:
        name_myself(page, server.url + "/", "Fay")
        heights = {
            name: page.locator(f"form.create [name={name}]").bounding_box()["height"]  # type: ignore[index]
            for name in ("players", "chips", "variant", "decision_seconds", "ai_level")
        }
        assert max(heights.values()) - min(heights.values()) < 1, heights
    finally:
        ctx.close()


def _record(seed: int = 3) -> dict[str, Any]:
    rng = random.Random(seed)
    game = Game(Rules(3, 3), 0)
    actions = []
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        game.apply(action)
        actions.append(action_to_json(action))
    rules = {"players": 3, "chips": 3}
    return {"format": "sls-record/1", "rules": rules, "first": COLORS[0], "actions": actions}


def test_replay_speed(browser: Browser, server: Any, problems: Problems) -> None:
    ctx, page = person(browser, problems, "gus")
    try:
        page.clock.install()
        page.goto(server.url + "/replay")
        record = _record()
        n = len(record["actions"])
        assert n > 8
        data = json.dumps(record).encode()
        file = {"name": "g.json", "mimeType": "application/json", "buffer": data}
        page.locator("#record-file").set_input_files(files=[file])
        step = page.locator("#step")
        expect(step).to_have_text(f"Move 0 of {n}")
        page.clock.pause_at(datetime.now(UTC) + timedelta(minutes=1))  # time moves when told
        page.locator("#play").click()
        page.clock.run_for(950)
        expect(step).to_have_text(f"Move 1 of {n}")
        page.locator("#speed").select_option("4")
        page.clock.run_for(950)
        expect(step).to_have_text(f"Move 5 of {n}")
    finally:
        ctx.close()


def test_sound_can_be_muted_and_stays_so(browser: Browser, server: Any, problems: Problems) -> None:
    ctx, page = person(browser, problems, "hal")
    # Count the beep's tones.
    ctx.add_init_script("""{ window.tones = 0; const real = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () {
        window.tones++;
        return real.call(this);
      }; }""")
    try:
        name_myself(page, server.url + "/", "Hal")
        new_table(page, server.url, players=3)
        sound = page.locator("#sound")
        expect(sound).to_have_attribute("aria-pressed", "true")
        beep = "async () => { (await import('/static/ui.js')).beep(); return window.tones; }"
        page.locator("h1").click()  # a click: the page may play sound from now on
        page.wait_for_function(f"async () => (await ({beep})()) > 0")  # the audio may start late
        sound.click()
        expect(sound).to_have_attribute("aria-pressed", "false")
        page.reload()
        expect(page.locator("#sound")).to_have_attribute("aria-pressed", "false")
        page.locator("h1").click()
        assert page.evaluate(beep) == 0
    finally:
        ctx.close()


def test_record_keeps_the_server_file_name(
    browser: Browser, server: Any, problems: Problems
) -> None:
    ctx, page = person(browser, problems, "ivy")
    try:
        name_myself(page, server.url + "/", "Ivy")
        table = new_table(page, server.url, players=3, chips=1)
        page.get_by_role("button", name="Fill empty seats with AI").click()
        page.get_by_role("button", name="Start the game").click()
        end = page.locator("#end")
        for _ in range(200):  # Ivy takes the first choice whenever she has one
            if end.is_visible():
                break
            choice = page.locator("#decision button.choice:not(.secondary)").first
            try:
                choice.click(timeout=2000)
            except Exception:  # noqa: BLE001 (no choice of hers now: the AIs are playing)
                continue
        expect(end).to_be_visible()
        link = page.get_by_role("link", name="Download record")
        assert link.get_attribute("download") == ""
        with page.expect_download() as got:
            link.click()
        assert got.value.suggested_filename == f"sucker-{table}.json"
    finally:
        ctx.close()


def test_persona_presence_and_earlier_chat_of_the_new_server(
    browser: Browser, server: Any, problems: Problems
) -> None:
    """What the restructured server sends (docs/protocol.md, 2026-11-23), served by a
    stand-in for the table's websocket: AI seats with a persona show its name and
    temperament, in French; `presence` marks who is away; a snapshot holding only the
    latest chat lines offers the older ones."""
    seats = [
        {"color": "red", "name": "Zoé", "kind": "human", "you": True, "connected": True},
        {"color": "blue", "name": "Hard AI", "kind": "ai:hard", "you": False, "connected": True,
         "persona": {"name": "Brutus", "temperament": "vengeful"}},
        {"color": "green", "name": "Easy AI", "kind": "ai:easy", "you": False, "connected": True,
         "persona": {"name": "Iago", "temperament": "sly"}},
    ]
    table = {"id": "fake1", "status": "open", "private": False, "seq": 1, "seats": seats,
             "rules": {"players": 3, "chips": 3, "variant": "nash1950"},
             "decision_seconds": 60, "ai_level": "medium", "rematch": None}
    said = {"type": "chat", "seq": 1, "by": "green", "name": "Iago", "spectator": False,
            "text": "Bonjour.", "after": 0, "ai": True, "lang": "fr"}
    # The latest chat lines only: the older one comes from GET /api/tables/fake1/chat.
    snapshot = {"type": "snapshot", "seq": 2, "table": table, "state": None, "you": "red",
                "log": [], "chat": [dict(said, seq=2, text="Ça commence.")], "chat_before": 2,
                "clock": None}
    line = {"type": "chat", "seq": 3, "by": "blue", "name": "Brutus", "spectator": False,
            "text": "Rouge, on s’allie contre Vert ?", "after": 0, "ai": True}
    presence = {"type": "presence", "connected": {"red": False, "blue": True, "green": True}}

    def fake_table(ws: Any) -> None:
        ws.on_message(lambda m: json.loads(m)["type"] == "hello" and (
            ws.send(json.dumps(snapshot)), ws.send(json.dumps(line)),
            ws.send(json.dumps(presence))))

    ctx, page = person(browser, problems, "zoé", locale="fr-FR")
    try:
        name_myself(page, server.url + "/", "Zoé", "Continuer")
        page.route_web_socket("**/ws/tables/fake1", fake_table)
        page.route("**/api/tables/fake1/chat?before=2*",
                   lambda r: r.fulfill(json={"chat": [said], "before": None}))
        page.goto(server.url + "/table/fake1")
        seat = page.locator(".seat[data-color=blue]")
        expect(seat).to_contain_text("Brutus — IA (forte), rancunier")
        expect(page.locator(".seat[data-color=green]")).to_contain_text("Iago — IA (facile), sly")
        expect(page.locator("#chat li[data-by=blue]")).to_have_class("to-me")
        expect(page.locator("#chat li[data-by=blue] .mention")).to_have_text("vous mentionne")
        # Presence (unnumbered) marks who is away; older lines come on demand, in front.
        expect(page.locator(".seat[data-color=red]")).to_contain_text("absent")
        expect(page.locator("#chat li")).to_have_count(2)
        page.get_by_role("button", name="Messages précédents…").click()
        expect(page.locator("#chat li .text")).to_have_text(
            ["Bonjour.", "Ça commence.", "Rouge, on s’allie contre Vert ?"]
        )
        expect(page.get_by_role("button", name="Messages précédents…")).to_be_hidden()
    finally:
        ctx.close()
