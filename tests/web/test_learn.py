"""Learning the game: the rules page's diagrams and the tutorial are real positions (their
actions replay alike in rules.js and in the Python engine); the tutorial is played by
doing, a wrong move is explained and can be retried, progress survives a reload, and it
ends on "play against the computer"; the Replays page lists finished games with filters."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from test_rules_js import _open_blank

from server_kit import Client, play_a_game, play_until_end
from sucker.engine import COLORS, Game, Rules, action_from_json

expect.set_options(timeout=10_000)

JS = """async () => {
  const { Game } = await import("/static/rules.js");
  const { DIAGRAMS, position } = await import("/static/diagrams.js");
  const { RULES, scriptActions, action } = await import("/static/tutorial.js");
  const out = {};
  const play = (rules, first, actions) => {
    const game = new Game(rules, first);
    return actions.map((a) => { game.apply(a); return game.stateJson(); });
  };
  for (const [name, d] of Object.entries(DIAGRAMS)) {
    out[name] = { rules: d.rules, first: d.first, actions: d.actions.map(action),
      states: play(d.rules, d.first, d.actions.map(action)), shown: position(name) };
  }
  out.tutorial = { rules: RULES, first: "red", actions: scriptActions(),
    states: play(RULES, "red", scriptActions()) };
  return out;
}"""


def _python_states(rules: dict[str, Any], first: str, actions: list[Any]) -> list[Any]:
    game = Game(Rules(rules["players"], rules["chips"], "nash1950"), COLORS.index(first))
    out = []
    for a in actions:
        game.apply(action_from_json(a, rules["players"]))
        out.append(game.state_json())
    return out


def test_diagrams_and_tutorial_are_engine_positions(browser: Browser, static_dir: Path) -> None:
    page = _open_blank(browser, static_dir)
    got = page.evaluate(JS)
    page.close()
    assert {"move.after", "next", "all", "capture", "tutorial"} <= set(got)
    for name, d in got.items():
        assert d["states"] == _python_states(d["rules"], d["first"], d["actions"]), name
        if "shown" in d:  # the pile drawn is the engine's pile, and who played it is said
            final = d["states"][-1]
            assert d["shown"]["state"] == final, name
            assert d["shown"]["pile"] in final["piles"], name
            assert len(d["shown"]["by"]) == len(d["shown"]["pile"]["chips"]), name
    # The diagram of the all-colours rule is the example of rules.md: Blue moves.
    final = got["all"]["states"][-1]
    assert final["piles"][0]["chips"] == ["red", "blue", "green", "yellow", "red"]
    assert final["to_act"] == "blue"
    # The tutorial's game has every kind of event and ends with Red's win.
    tut = got["tutorial"]
    acts = {a["act"] for a in tut["actions"] if a["by"] == "red"}
    assert acts == {"play", "next", "kill", "transfer", "kill_prisoner", "refuse"}
    assert tut["states"][-1]["winner"] == "red"
    assert tut["states"][-1]["defeated"] == ["green", "blue"]


STEP_JS = """async () => {
  const { SCRIPT, action } = await import("/static/tutorial.js");
  return SCRIPT.map((s) => ({ say: s.say, act: s.act ? action(s.act) : null, ask: !!s.ask,
    deal: !!s.deal }));
}"""


def _do(page: Page, a: dict[str, Any]) -> None:
    """Make the move `a` in the tutorial with the page's buttons."""
    tut = page.locator("#tutorial")
    if a["act"] == "play":
        tut.locator(f'button[data-chip="{a["chip"]}"]').click()
        tut.locator(f'button[data-pile="{a["pile"]}"]').click()
    elif a["act"] == "next":
        tut.get_by_role("button", name=f"Give the move to {a['to'].capitalize()}").click()
    elif a["act"] == "kill":
        tut.get_by_role("button", name=f"Kill a {a['chip']} chip").click()
    elif a["act"] == "transfer":
        tut.locator(f'button[data-give="{a["chip"]}"][data-to="{a["to"]}"]').click()
    elif a["act"] == "kill_prisoner":
        tut.get_by_role("button", name=f"Kill a {a['chip']} prisoner").click()
    else:
        tut.get_by_role("button", name="Refuse to rescue").click()


def test_tutorial_by_doing(browser: Browser, server: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server.url + "/rules#tutorial")
    steps = page.evaluate(STEP_JS)
    tut = page.locator("#tutorial")
    lesson = page.locator("#tut-lesson")
    # A move the rules forbid: Red is not missing from the pile, so cannot be given the move.
    _do(page, steps[0]["act"])
    expect(lesson).to_be_focused()
    expect(tut.locator(".why")).to_have_count(0)
    tut.get_by_role("button", name="Give the move to Red").click()
    expect(tut.locator(".why")).to_have_text(
        "You may give the move only to a player whose colour is not in the pile.")
    # A legal move the lesson did not ask for gets the lesson's hint; then the retry.
    tut.get_by_role("button", name="Give the move to Blue").click()
    expect(tut.locator(".why")).to_contain_text("this lesson goes on with Green")
    expect(tut.locator(".progress")).to_have_text(f"Step 2 of {len(steps)}")
    _do(page, steps[1]["act"])
    expect(tut.locator(".progress")).to_have_text(f"Step 3 of {len(steps)}")
    expect(tut.locator(".why")).to_have_count(0)
    # Progress is remembered.
    page.reload()
    expect(tut.locator(".progress")).to_have_text(f"Step 3 of {len(steps)}")
    for k, step in enumerate(steps[2:], start=2):
        expect(tut.locator(".progress")).to_have_text(f"Step {k + 1} of {len(steps)}")
        if step["say"] == "rescue":  # giving to the player awaiting a rescue says so
            expect(tut.get_by_role("button", name="Rescue Green (give a blue prisoner)")
                   ).to_be_visible()
        if step["act"]:
            _do(page, step["act"])
        elif step["deal"]:
            # A line that promises nothing is explained; the phrase makes the deal, which
            # the deals panel shows open, and the next lesson's move keeps.
            tut.locator("#tut-chat-input").fill("hello")
            tut.locator("#tut-chat-input").press("Enter")
            expect(tut.locator(".why")).to_contain_text("Name Green and your blue prisoner")
            tut.locator("#tut-phrase").click()
            tut.locator("#tut-chat-input").press("Enter")
            deal = tut.locator("#deals li[data-by=red][data-to=green]")
            expect(deal).to_have_attribute("data-status", "open")
            expect(deal).to_contain_text("a blue prisoner")
        elif step["ask"]:
            # The question does not print its answer just above it.
            expect(lesson.locator(".last")).to_have_count(0)
            # A wrong answer first when there is one, then the right one (the engine's).
            right = {"all.ask": "green", "rebound.ask": "blue", "dead.ask": "red"}[step["say"]]
            wrong = "blue" if right != "blue" else "red"
            tut.locator(f'button[data-answer="{wrong}"]').click()
            expect(tut.locator(".why")).to_be_visible()
            tut.locator(f'button[data-answer="{right}"]').click()
        else:
            tut.locator("#tut-next").click()
        if step["say"] == "transfer":
            expect(tut.locator("#deals li[data-by=red]")).to_have_attribute("data-status", "kept")
        if step["say"] == "later":  # the script's moves are listed, Red's said to be so
            expect(lesson.locator(".last li").first).to_be_attached()
    expect(tut).to_contain_text("You won")
    expect(tut.locator(".log li").first).to_be_attached()
    # The end: without a name yet, "play against the computer" leads to the home page.
    tut.get_by_role("button", name="Play against the computer").click()
    page.wait_for_url(server.url + "/")
    expect(page.locator("#name")).to_be_visible()
    # With a name, it starts a game against AIs at once.
    page.fill("#name", "Learner")
    page.locator("#name").press("Enter")
    expect(page.locator("#me")).to_contain_text("Learner")
    page.goto(server.url + "/rules#tutorial")
    page.get_by_role("button", name="Play against the computer").click()
    page.wait_for_url("**/table/*")
    expect(page.locator("#players .player")).to_have_count(4)
    ctx.close()
    assert errors == []


def test_tutorial_in_french(browser: Browser, server: Any) -> None:
    ctx = browser.new_context(locale="fr-FR")
    page = ctx.new_page()
    page.goto(server.url + "/rules")
    tut = page.locator("#tutorial")
    expect(tut.locator("h2")).to_have_text("Apprendre en jouant")
    tut.locator('button[data-chip="red"]').click()
    tut.locator('button[data-pile="new"]').click()
    expect(tut.locator(".last")).to_contain_text(
        "Rouge a posé un jeton rouge sur une nouvelle pile")
    tut.get_by_role("button", name="Donner la main à Rouge").click()
    expect(tut.locator(".why")).to_have_text(
        "On ne peut donner la main qu’à un joueur dont la couleur n’est pas dans la pile.")
    ctx.close()


async def _finished_games(server: Any) -> None:
    await play_a_game(server, ("Ann", "Bob", "Cy"))
    dee = Client(server, "Dee")
    solo = dee.post("/api/tables", {"players": 4, "chips": 1})["id"]
    dee.post(f"/api/tables/{solo}/ai", {"all": True})
    dee.post(f"/api/tables/{solo}/start")
    await dee.connect(solo)
    await play_until_end(dee)
    await dee.close()


def test_replays_list_with_filters(browser: Browser, server: Any) -> None:
    # Playwright's sync API holds this thread's event loop: the clients play in another.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _finished_games(server)).result()
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(server.url + "/")
    page.fill("#name", "Dee")
    page.locator("#name").press("Enter")
    expect(page.locator("#me")).to_contain_text("Dee")
    page.get_by_role("link", name="Replays").click()
    expect(page.locator("h1")).to_have_text("Replays")
    lines = page.locator("#replay-list .table-line")
    expect(lines).to_have_count(2)
    page.fill("#f-name", "ann")
    expect(lines).to_have_count(1)
    expect(lines).to_contain_text("Ann, Bob, Cy")
    page.fill("#f-name", "")
    page.select_option("#f-players", "4")
    expect(lines).to_have_count(1)
    expect(lines).to_contain_text("Dee")
    page.select_option("#f-players", "")
    page.check("#f-ai")
    expect(lines).to_have_count(1)
    expect(lines).to_contain_text("Dee")
    page.uncheck("#f-ai")
    page.check("#f-mine")
    expect(lines).to_have_count(1)
    expect(lines).to_contain_text("Dee")
    page.fill("#f-name", "Bob")
    expect(page.locator("#replay-count")).to_have_text("0 games")
    # The file upload is beside the list, and a line opens the viewer.
    expect(page.locator("#record-file")).to_be_attached()
    page.fill("#f-name", "")
    page.uncheck("#f-mine")
    lines.first.get_by_role("link").click()
    page.wait_for_url("**/replay/*")
    expect(page.locator("h1")).to_contain_text("Replay")
    # On a phone the chart is drawn at the phone's size: its labels are not shrunk.
    page.set_viewport_size({"width": 390, "height": 844})
    page.reload()
    chart = page.locator(".chips-chart")
    expect(chart).to_be_visible()
    scale = chart.evaluate("s => s.getBoundingClientRect().width / s.viewBox.baseVal.width")
    assert scale > 0.9, scale
    ctx.close()


def _target(a: dict[str, Any]) -> list[str]:
    """The buttons (CSS, in any language) that make the move `a`, in order."""
    if a["act"] == "play":
        return [f'button[data-chip="{a["chip"]}"]', f'button[data-pile="{a["pile"]}"]']
    return [{"next": f'button[data-next="{a.get("to")}"]',
             "kill": f'button[data-kill="{a.get("chip")}"]',
             "transfer": f'button[data-give="{a.get("chip")}"][data-to="{a.get("to")}"]',
             "kill_prisoner": f'button[data-kill-prisoner="{a.get("chip")}"]',
             "refuse": "button[data-refuse]"}[a["act"]]]


def _key_to(page: Page, css: str) -> None:
    """Reach a button with the Tab key alone, and press it with Enter."""
    target = page.locator(f"#tutorial {css}").first
    expect(target).to_be_enabled()
    for _ in range(200):
        if target.evaluate("el => el === document.activeElement"):
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{css} cannot be reached with the keyboard")


@pytest.mark.parametrize("how", ["keyboard", "clicks"])
@pytest.mark.parametrize("locale", ["en-GB", "fr-FR"])
def test_tutorial_completed_with_the_keyboard_only_or_clicks_only(
        browser: Browser, server: Any, locale: str, how: str) -> None:
    ctx = browser.new_context(locale=locale, viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    page.goto(server.url + "/rules#tutorial")
    steps = page.evaluate(STEP_JS)
    tut = page.locator("#tutorial")
    answers = {"all.ask": "green", "rebound.ask": "blue", "dead.ask": "red"}
    for k, step in enumerate(steps):
        expect(tut.locator(".progress")).to_contain_text(str(k + 1))
        if step["act"]:
            targets = _target(step["act"])
        elif step["ask"]:
            targets = [f'button[data-answer="{answers[step["say"]]}"]']
        elif step["deal"]:  # the phrase into the chat box, then send
            targets = ["#tut-phrase", "#tut-send"]
        else:
            targets = ["#tut-next"]
        for css in targets:
            if how == "keyboard":
                _key_to(page, css)
            else:
                tut.locator(css).first.click()
    won = {"en": "You won", "fr": "Vous avez gagné"}[locale[:2]]
    expect(tut.locator("p strong")).to_contain_text(won)
    expect(page.locator("html")).to_have_attribute("lang", locale[:2])
    if how == "keyboard":
        assert page.evaluate("document.activeElement !== document.body")
    ctx.close()
