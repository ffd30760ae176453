"""The web page against a real server: people create, join, play and replay a game.

Three players and a spectator, each in their own browser context, use only the page. The
test plans a game (random play-outs of the Python engine from the first player the page
shows, seeded) in which a capture with a kill choice, a next-player choice, an any-time
transfer, a rescue and a refused rescue all happen, then plays it through the page, checking
after every action that every page shows the state the engine computes.

Set SUCKER_SHOTS=docs/screenshots to also save screenshots.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, expect

from sucker.engine import (
    COLORS,
    PHASE_KILL,
    PHASE_NEXT,
    PHASE_RESCUE,
    PLAY,
    TRANSFER,
    Action,
    Game,
    Rules,
    action_to_json,
)

expect.set_options(timeout=10_000)  # two busy cores: be patient, never sleep

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
RULES = Rules(players=3, chips=3)
FEATURES = {"play", "next", "kill", "rescue", "refuse", "transfer", "kill_prisoner"}
SHOTS = os.environ.get("SUCKER_SHOTS")


class Person:
    """One browser context with its page, collecting what its console complains about."""

    def __init__(self, browser: Browser, base: str, problems: list[str], who: str) -> None:
        self.base = base
        self.ctx: BrowserContext = browser.new_context(viewport=DESKTOP)
        self.ctx.set_default_timeout(10_000)
        self.page: Page = self.ctx.new_page()
        self.who = who
        self.page.on("console", lambda m: self._console(m, problems))
        self.page.on("pageerror", lambda e: problems.append(f"{who}: page error {e}"))

    def _console(self, m: ConsoleMessage, problems: list[str]) -> None:
        if m.type in ("error", "warning"):
            problems.append(f"{self.who}: console {m.type}: {m.text} at {m.location}")

    def name_myself(self, name: str) -> None:
        self.page.fill("#name", name)
        self.page.get_by_role("button", name="Continue").click()

    def state_is(self, state_json: str) -> None:
        self.page.wait_for_function(
            "want => { const b = document.querySelector('#board');"
            " return b !== null && b.dataset.state === want; }",
            arg=state_json,
        )

    def shot(self, name: str, full: bool = False) -> None:
        if not SHOTS:
            return
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=f"{SHOTS}/{name}-desktop.png", full_page=full)
        self.page.set_viewport_size(PHONE)
        self.page.screenshot(path=f"{SHOTS}/{name}-phone.png", full_page=full)
        self.page.set_viewport_size(DESKTOP)


def plan_game(first: int, seed: int = 7) -> list[Action]:
    """A short game from ``first`` in which every feature of FEATURES happens, found by
    seeded random play-outs (an any-time transfer is tried now and then)."""
    rng = random.Random(seed)
    for _ in range(20_000):
        game = Game(RULES, first)
        plan: list[Action] = []
        seen: set[str] = {"play"}
        while not game.is_over():
            anytime = [a for p in range(game.n) for a in game.anytime_actions(p)]
            if anytime and game.phase != PHASE_RESCUE and rng.random() < 0.2:
                action = rng.choice(anytime)
                seen.add("transfer" if action.act == TRANSFER else "kill_prisoner")
            else:
                action = rng.choice(game.legal_actions())
                if game.phase == PHASE_NEXT:
                    seen.add("next")
                elif game.phase == PHASE_KILL:
                    seen.add("kill")
                elif game.phase == PHASE_RESCUE:
                    seen.add("rescue" if action.act == TRANSFER else "refuse")
            plan.append(action)
            game.apply(action)
        if seen == FEATURES and len(plan) <= 28:
            return plan
    raise AssertionError("no plan found")


def act_through_page(person: Person, game: Game, action: Action, step: int) -> str:
    """Make ``action`` with clicks (or keys, or a drag) on the page; return its feature."""
    page = person.page
    a = action_to_json(action)
    decision = page.locator("#decision")
    if a["act"] == "play":
        pile = str(a["pile"])
        if step % 3 == 0:  # pick in the decision panel, then the pile there
            decision.locator(f"button[data-chip={a['chip']}]").click()
            expect(decision.locator(f"button[data-pile='{pile}'] .effect")).to_contain_text(
                "capture"
                if game.piles
                and a["pile"] != "new"
                and game.piles[game.pile_ids.index(a["pile"])][-1] == action.chip
                else "then"
            )
            decision.locator(f"button[data-pile='{pile}']").click()
        elif step % 3 == 1:  # pick in the hand, then click the pile on the board
            page.locator(f"#hand button[data-color={a['chip']}]").click()
            page.locator(f"#board button.pile[data-pile-id='{pile}']").click()
        else:  # drag the chip from the hand onto the pile
            page.locator(f"#hand button[data-color={a['chip']}]").drag_to(
                page.locator(f"#board [data-pile-id='{pile}']")
            )
        return "play"
    if a["act"] == "next":  # by its keyboard shortcut
        buttons = decision.locator("button.choice")
        expect(buttons).to_have_count(len(game.options))
        index = [b.get_attribute("data-next") for b in buttons.all()].index(a["to"])
        page.locator("body").press(str(index + 1))
        return "next"
    if a["act"] == "kill":
        decision.locator(f"button[data-kill={a['chip']}]").click()
        return "kill"
    if a["act"] == "refuse":
        decision.locator("button[data-refuse]").click()
        return "refuse"
    if a["act"] == "transfer" and game.phase == PHASE_RESCUE and action.to == game.to_act:
        decision.locator(f"button[data-rescue={a['chip']}]").click()
        return "rescue"
    if a["act"] == "kill_prisoner":
        page.select_option("#pt-chip", a["chip"])
        page.get_by_role("button", name="Kill it").click()
        expect(page.locator("#pt-ask")).to_have_text(
            f"Kill your {a['chip']} prisoner? It goes to the dead box for good.")
        page.get_by_role("button", name="Yes").click()  # asked first: it cannot be undone
        return "kill_prisoner"
    assert a["act"] == "transfer", a
    page.select_option("#pt-chip", a["chip"])
    page.select_option("#pt-to", a["to"])
    page.get_by_role("button", name="Give to").click()
    expect(page.locator("#pt-ask")).to_contain_text(f"Give your {a['chip']} prisoner to ")
    page.get_by_role("button", name="Yes").click()
    return "transfer"


def _panels(page: Page) -> list[str]:
    """What the players' panels say about chips and who acts, panel by panel."""
    return [
        f"{(p.get_attribute('class') or '').replace(' mine', '')}|{p.locator('.own').inner_text()}|"
        f"{p.locator('.prisoners').inner_text()}"
        for p in page.locator("#players .player").all()
    ]


def test_four_people_play_a_game_to_its_end(browser: Browser, server: Any) -> None:
    problems: list[str] = []
    ada, bob, cy, dee = (
        Person(browser, server.url, problems, who) for who in ("ada", "bob", "cy", "dee")
    )
    everyone = [ada, bob, cy, dee]
    try:
        # Ada names herself and creates a private three-player table.
        ada.page.goto(server.url + "/")
        ada.name_myself("Ada")
        form = ada.page.locator("form.create")
        form.locator("select[name=players]").select_option("3")
        form.locator("input[name=chips]").fill("3")
        form.locator("select[name=decision_seconds]").select_option("600")
        form.locator("input[name=private]").check()
        form.get_by_role("button", name="Create table").click()
        ada.page.wait_for_url("**/table/*")
        invite = ada.page.locator(".invite input").input_value()
        assert "invite=" in invite
        table_id = ada.page.url.split("/table/")[1].split("?")[0]

        # Bob and Cy follow the invite link and sit down; Dee only watches.
        for person, name in ((bob, "Bob"), (cy, "Cy"), (dee, "Dee")):
            person.page.goto(invite)
            person.name_myself(name)
            if person is not dee:
                person.page.get_by_role("button", name="Sit down").click()
                expect(person.page.locator(".seat", has_text=name)).to_contain_text("(you)")
        expect(dee.page.locator(".seat", has_text="Cy")).to_be_visible()
        expect(dee.page.locator("#decision")).to_contain_text("Every seat is taken")
        ada.page.get_by_role("button", name="Start the game").click()

        # Everyone sees the first state; the plan starts from the player it names.
        ada.page.wait_for_selector("#board[data-state^='{']")
        first_state = json.loads(ada.page.locator("#board").get_attribute("data-state") or "")
        first = COLORS.index(first_state["to_act"])
        plan = plan_game(first)
        game = Game(RULES, first)
        expected = json.dumps(game.state_json(), separators=(",", ":"))
        for person in everyone:
            person.state_is(expected)
        by_color = {
            person.page.locator("#board").get_attribute("data-you"): person
            for person in (ada, bob, cy)
        }
        assert set(by_color) == set(COLORS[:3])
        assert dee.page.locator("#board").get_attribute("data-you") == ""
        expect(by_color[COLORS[first]].page).to_have_title("▶ Your move — So Long Sucker")

        # Chat: a quick phrase from Ada, a line from the spectator; everyone sees both.
        target = next(c for c, p in by_color.items() if p is not ada)
        ada.page.get_by_text("Quick phrases").click()
        ada.page.locator(".phrase-bar select").select_option(target)
        ada.page.get_by_role("button", name="Alliance against …?").click()
        expect(ada.page.locator("#chat-input")).to_have_value(
            f"Alliance against {target.capitalize()}?"
        )
        ada.page.locator("#chat-input").press("Enter")
        for person in everyone:
            expect(person.page.locator("#chat")).to_contain_text(
                f"Alliance against {target.capitalize()}?"
            )

        done: set[str] = set()
        for step, action in enumerate(plan):
            person = by_color[COLORS[action.by]]
            done.add(act_through_page(person, game, action, step))
            game.apply(action)
            expected = json.dumps(game.state_json(), separators=(",", ":"))
            for p in everyone:
                p.state_is(expected)
            if step == len(plan) // 2:
                # Mid-game: the spectator talks, a player reloads, the boards agree.
                dee.page.locator("#chat-input").fill("Good luck, everyone!")
                dee.page.get_by_role("button", name="Send").click()
                for p in everyone:
                    expect(p.page.locator("#chat li").last).to_contain_text("Good luck, everyone!")
                expect(ada.page.locator("#chat li").last).to_contain_text("Dee")
                expect(ada.page.locator("#chat li").last).to_contain_text("watching")
                bob.page.reload()
                bob.state_is(expected)
                expect(bob.page.locator("#log li")).to_have_count(step + 1)
                expect(bob.page.locator("#chat li")).to_have_count(2)
                assert (
                    dee.page.locator("#board .piles").inner_text()
                    == ada.page.locator("#board .piles").inner_text()
                )
                assert _panels(dee.page) == _panels(ada.page)
                # The next player to move picks a chip: the page shows what each pile does.
                nxt = plan[step + 1]
                if nxt.act == PLAY and SHOTS:
                    shooter = by_color[COLORS[nxt.by]]
                    shooter.page.locator(f"#decision button[data-chip={COLORS[nxt.chip]}]").click()
                    expect(shooter.page.locator("#decision .effect").first).to_be_visible()
                    shooter.shot("table")
                    shooter.page.locator("body").press("Escape")
                    expect(
                        shooter.page.locator("#decision button[data-chip]").first
                    ).to_be_visible()
                # Every player is connected, and shown so.
                expect(dee.page.locator("#players")).not_to_contain_text("away")
        assert done == FEATURES

        # The end, on every page: the winner and the order of defeat.
        winner = COLORS[game.winner]
        for person in everyone:
            end = person.page.locator("#end")
            expect(person.page.locator("#decision-title")).to_contain_text(
                f"({winner.capitalize()}) wins the game")
            expect(end).not_to_contain_text("Winner")  # named once, in the title
            expect(end.locator(".defeat li")).to_have_count(2)
        piles_fit(ada.page)
        ada.shot("end")

        # The downloadable record is the game that was played.
        href = ada.page.get_by_role("link", name="Download record").get_attribute("href")
        record = ada.ctx.request.get(server.url + (href or "")).json()
        assert record["actions"] == [
            action_to_json(a) | {"t": r["t"]} for a, r in zip(plan, record["actions"], strict=True)
        ]

        # The same file opened from disk replays in the browser.
        ada.page.goto(server.url + "/replay")
        ada.page.locator("#record-file").set_input_files(
            files=[
                {
                    "name": "game.json",
                    "mimeType": "application/json",
                    "buffer": json.dumps(record).encode(),
                }
            ]
        )
        expect(ada.page.locator("#step")).to_have_text(f"Move 0 of {len(plan)}")
        ada.page.locator("#last").click()
        expect(ada.page.locator(f"#players .player.won[data-color={winner}]")).to_be_visible()
        ada.page.go_back()

        # The replay viewer steps through it, with the chat at the moment it was said.
        dee.page.get_by_role("link", name="Watch the replay").click()
        step_text = dee.page.locator("#step")
        expect(step_text).to_have_text(f"Move 0 of {len(plan)}")
        won_by = dee.page.locator(".replay-view .table-head .meta")
        expect(won_by).to_contain_text(winner.capitalize())
        expect(won_by).not_to_contain_text(f"({winner.capitalize()})")
        expect(dee.page.locator("#chat")).to_contain_text("Alliance against")
        expect(dee.page.locator("#chat")).not_to_contain_text("Good luck")
        dee.page.locator("#next").click()
        dee.page.locator("#next").click()
        expect(step_text).to_have_text(f"Move 2 of {len(plan)}")
        replayed = Game(RULES, first)
        for a in plan[:2]:
            replayed.apply(a)
        piles = replayed.state_json()["piles"]
        expect(dee.page.locator("#board .pile")).to_have_count(len(piles))
        dee.page.locator("body").press("End")
        expect(step_text).to_have_text(f"Move {len(plan)} of {len(plan)}")
        expect(dee.page.locator("#chat")).to_contain_text("Good luck")
        expect(dee.page.locator(f"#players .player.won[data-color={winner}]")).to_be_visible()
        expect(dee.page.locator("#chart svg polyline")).to_have_count(3)
        dee.page.locator("body").press("ArrowLeft")
        expect(step_text).to_have_text(f"Move {len(plan) - 1} of {len(plan)}")
        # Stacked chips fit their pile box: step back to the last move that shows a pile of
        # two chips or more (the planned capture guarantees one).
        replayed = Game(RULES, first)
        stacked = 0
        for k, a in enumerate(plan, start=1):
            replayed.apply(a)
            if any(len(p["chips"]) > 1 for p in replayed.state_json()["piles"]):
                stacked = k
        assert stacked, "the plan never stacks two chips"
        dee.page.locator("body").press("End")
        for _ in range(len(plan) - stacked):
            dee.page.locator("body").press("ArrowLeft")
        expect(step_text).to_have_text(f"Move {stacked} of {len(plan)}")
        expect(dee.page.locator("#board .pile .chip + .chip").first).to_be_visible()
        piles_fit(dee.page)
        dee.page.locator("body").press("End")
        dee.shot("replay", full=True)

        # What people type is shown as text, never run as HTML.
        bob.page.locator("#chat-input").fill("<img src=x onerror=alert(1)> <b>gg</b>")
        bob.page.locator("#chat-input").press("Enter")
        for p in (ada, bob, cy):
            expect(p.page.locator("#chat li").last).to_contain_text(
                "<img src=x onerror=alert(1)> <b>gg</b>"
            )
            expect(p.page.locator("#chat img, #chat b")).to_have_count(0)

        # A rematch opens a new table where whoever asks sits in their old seat; the others
        # are asked, and sit down by accepting.
        ada.page.get_by_role("button", name="Rematch").click()
        expect(ada.page.locator("h1")).not_to_have_text(f"Table {table_id}")
        expect(ada.page.locator(".seat", has_text="Ada")).to_be_visible()
        expect(ada.page.locator(".seat", has_text="Cy")).to_have_count(0)
        rematch_id = ada.page.url.split("/table/")[1].split("?")[0]
        cy.page.get_by_role("button", name="Accept the rematch").click()
        expect(cy.page.locator("h1")).to_have_text(f"Table {rematch_id}")
        expect(ada.page.locator(".seat", has_text="Cy")).to_be_visible()
        expect(cy.page.locator(".seat", has_text="Cy")).to_contain_text("(you)")
    finally:
        for person in everyone:
            person.ctx.close()
    assert problems == []


def piles_fit(page: Page) -> None:
    """Every pile's box holds its whole stack, each chip drawn over the one below it."""
    assert page.evaluate("""() => [...document.querySelectorAll('#board .pile')].every(p => {
        const box = p.getBoundingClientRect();
        return [...p.querySelectorAll('.stack .chip')].every((c, i) => {
            const r = c.getBoundingClientRect();
            if (r.top < box.top || r.bottom > box.bottom) return false;
            const hit = document.elementFromPoint(r.left + r.width / 2, r.bottom - 3);
            return i === 0 || c.contains(hit);
        });
    })""")


def _play_a_while(*people: Person, actions: int) -> None:
    """For screenshots: the people play a choice picked in turn while the AIs play theirs,
    until the log has ``actions`` lines and the first person is to play; they then pick
    a chip, so that the page shows what each pile would do."""
    watcher = people[0].page
    seats = {p.page.locator("#board").get_attribute("data-you"): p for p in people}
    while True:
        state_text = watcher.locator("#board").get_attribute("data-state") or "null"
        state = json.loads(state_text)
        if state["phase"] == "over":
            return
        me = watcher.locator("#board").get_attribute("data-you")
        if (
            watcher.locator("#log li").count() >= actions
            and state["phase"] == "play"
            and state["to_act"] == me
        ):
            watcher.locator("#decision button.choice").first.click()
            return
        mine = [c for c in (state["awaiting"] or [state["to_act"]]) if c in seats]
        if mine:
            choices = seats[mine[0]].page.locator("#decision button.choice:not(.secondary)")
            turn = watcher.locator("#log li").count()
            choices.nth(turn % choices.count()).click()
            if state["phase"] == "play":
                choices.nth(turn * 5 % choices.count()).click()
        watcher.wait_for_function(
            "old => document.querySelector('#board').dataset.state !== old", arg=state_text
        )


def test_lobby_lists_open_tables_and_fills_seats_with_ai(browser: Browser, server: Any) -> None:
    problems: list[str] = []
    eve, fay = (Person(browser, server.url, problems, who) for who in ("eve", "fay"))
    try:
        eve.page.goto(server.url + "/")
        eve.name_myself("Eve")
        eve.page.locator("form.create").get_by_role("button", name="Create table").click()
        eve.page.wait_for_url("**/table/*")
        table_id = eve.page.url.split("/table/")[1]

        fay.page.goto(server.url + "/")
        fay.name_myself("Fay")
        line = fay.page.locator(f"#open-tables li[data-table='{table_id}']")
        expect(line).to_contain_text("1/4 seated")
        expect(line).to_contain_text("Eve")
        line.get_by_role("link", name="Join").click()
        fay.page.get_by_role("button", name="Sit down").click()
        # Fay's page was watching (its socket open) before she sat: she shows as here.
        expect(eve.page.locator(".seat", has_text="Fay")).to_be_visible()
        expect(eve.page.locator(".seat", has_text="Fay")).not_to_contain_text("away")

        fay.page.get_by_role("button", name="Fill empty seats with AI").click()
        for color in ("green", "yellow"):
            expect(eve.page.locator(f".seat[data-color={color}]")).to_contain_text("AI (medium)")
        eve.page.get_by_role("button", name="Start the game").click()
        for person in (eve, fay):
            expect(person.page.locator("#players .player")).to_have_count(4)
            expect(person.page.locator("#players .player[data-color=blue]")).to_contain_text(
                "connected"
            )
            expect(person.page.locator("#decision h2")).not_to_be_empty()
        if SHOTS:
            for person, text in ((eve, "Alliance against Green?"), (fay, "Deal.")):
                person.page.locator("#chat-input").fill(text)
                person.page.locator("#chat-input").press("Enter")
            _play_a_while(eve, fay, actions=14)
            piles_fit(eve.page)
            eve.shot("table-4-players")
        eve.page.goto(server.url + "/")
        expect(eve.page.locator(f"#playing-tables li[data-table='{table_id}']")).to_contain_text(
            "Watch"
        )
        eve.shot("lobby")
    finally:
        eve.ctx.close()
        fay.ctx.close()
    assert problems == []


def test_rules_page_tutorial(browser: Browser, server: Any) -> None:
    problems: list[str] = []
    gus = Person(browser, server.url, problems, "gus")
    try:
        gus.page.goto(server.url + "/rules")
        expect(gus.page.locator("h1")).to_have_text("How to play So Long Sucker")
        tut = gus.page.locator("#tutorial")
        tut.locator('button[data-chip="red"]').click()
        tut.locator('button[data-pile="new"]').click()
        tut.get_by_role("button", name="Give the move to Green").click()
        tut.locator("#tut-next").click()
        tut.locator("summary").click()
        expect(tut.locator(".log li")).to_have_count(4)
        expect(tut.locator(".log li").nth(3)).to_contain_text("Blue played a blue chip on pile 1")
        gus.shot("rules", full=True)
    finally:
        gus.ctx.close()
    assert problems == []
