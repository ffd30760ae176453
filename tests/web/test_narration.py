"""One narration source: the page (describe.js, i18n.js with @fluent/bundle) and Python
(sucker.narration with fluent.runtime) derive the same facts from the same games and render
them to the same words, plurals and grammatical gender included, in every language."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Route

from sucker.engine import VARIANTS, Game, Rules, action_to_json
from sucker.narration import Fact, chip, languages, nested, player, render
from sucker.narration.actions import FORMS, action_facts, answer_fact

ORIGIN = "http://localhost"
# Names as the page shows them, and the personas' grammatical genders.
NAMES = {"red": "Zoé", "blue": "Iris — IA", "green": "Hervé", "yellow": "Gaëlle (Jaune)",
         "purple": "Ana", "orange": "Omar"}
GENDERS = {"blue": "f", "yellow": "f", "purple": "f", "green": "m"}


def _games(rng: random.Random, count: int) -> list[dict[str, Any]]:
    """Random games (any-time transfers and kills mixed in): each state, each action, and
    the facts Python gives for each action."""
    out = []
    for _ in range(count):
        rules = Rules(rng.randint(3, 6), rng.randint(1, 4), rng.choice(VARIANTS))
        game = Game(rules, rng.randrange(rules.players))
        states, actions, facts, answers = [game.state_json()], [], [], []
        while not game.is_over():
            anytime = game.anytime_actions(rng.randrange(rules.players))
            action = (rng.choice(anytime) if anytime and rng.random() < 0.15
                      else rng.choice(game.legal_actions()))
            before = game.copy()
            game.apply(action)
            states.append(game.state_json())
            actions.append(action_to_json(action))
            facts.append([f.to_json() for f in action_facts(action, before, game)])
            answers += [answer_fact(action, before, form).to_json() for form in FORMS]
        out.append({"states": states, "actions": actions, "facts": facts, "answers": answers})
    return out


def _said(fact: dict[str, Any], lang: str) -> str:
    return render(fact, lang, NAMES.__getitem__, GENDERS.get)


# Facts with plurals, genders, nested facts and capitals, and the words both must give.
EXPECTED = [
    (Fact("log-out", {"who": player("yellow")}),
     {"en": "Gaëlle (Jaune) is out of the game (no chip and no rescue).",
      "fr": "Gaëlle (Jaune) est vaincue (plus de jeton, et personne ne l’a sauvée)."}),
    (Fact("log-out", {"who": player("green")}),
     {"fr": "Hervé est vaincu (plus de jeton, et personne ne l’a sauvé)."}),
    (Fact("reason-capture", {"pile": 2, "chips": 3}),
     {"en": "you capture the pile and keep 3 chips",
      "fr": "vous prenez la pile et gardez 3 jetons"}),
    (Fact("reason-capture", {"pile": 2, "chips": 1}),
     {"en": "you capture the pile and keep 1 chip",
      "fr": "vous prenez la pile et gardez 1 jeton"}),
    (Fact("reason-capture", {"pile": 2, "chips": 0}),
     {"en": "you capture the pile and keep 0 chips",
      "fr": "vous prenez la pile et gardez 0 jeton"}),
    (Fact("log-capture-choose", {"chips": chip(1, 2), "who": player(1), "pile": 4}),
     {"fr": "Deux jetons bleus se suivent\u00a0: Iris — IA capture la pile 4 et doit "
            "sacrifier un jeton."}),
    (Fact("log-rescue-ask", {"who": player("blue"), "helpers": {"players": ["red", "green"],
                                                                "join": "and"}, "n": 2}),
     {"en": "Iris — IA has the move but no chip: Zoé and Hervé may rescue.",
      "fr": "Iris — IA a la main mais plus de jeton\u00a0: Zoé et Hervé peuvent la sauver."}),
    (Fact("hint-answer", {"move": nested(Fact("do-kill", {"chip": chip(5)}), start=True),
                       "reason": nested(Fact("reason-kill-leader", {"chip": chip(5),
                                                                    "rival": player(5)}))}),
     {"en": "Kill an orange chip: Omar is your strongest rival.",
      "fr": "Sacrifier un jeton orange\u00a0: Omar est votre plus fort rival."}),
    (Fact("turning-point", {"n": 12, "who": player("blue"), "before": 40, "after": 21,
                            "played": nested(Fact("does-play", {"chip": chip(0),
                                                                "pile": "new"}))}),
     {"en": "Move 12: Iris — IA plays red on a new pile; their chance falls from 40% to 21%.",
      "fr": "Coup 12\u00a0: Iris — IA joue un jeton rouge sur une nouvelle pile\u00a0; ses "
            "chances passent de 40\u00a0% à 21\u00a0%."}),
    (Fact("turning-point-better", {"better": nested(Fact("do-next", {"to": player("green")})),
                                   "chance": 35}),
     {"en": "Better: give the move to Hervé (35%).",
      "fr": "Mieux valait donner la main à Hervé (35\u00a0%)."}),
    (Fact("reason-move-to-empty", {"to": player("purple")}),
     {"fr": "Ana n’a plus de jeton et peut être éliminée"}),
]


JS = """async ([games, extra, langs, names, genders]) => {
  const { explainFacts } = await import("/static/describe.js");
  const { say, setLang } = await import("/static/i18n.js");
  const who = (c) => names[c];
  const genderOf = (c) => genders[c];
  const out = { facts: [], said: {} };
  for (const g of games) {
    out.facts.push(g.actions.map((a, k) => explainFacts(g.states[k], a, g.states[k + 1])));
  }
  for (const lang of langs) {
    await setLang(lang);
    out.said[lang] = [...games.flatMap((g) => [...g.facts.flat(), ...g.answers]), ...extra]
      .map((f) => say(f, who, genderOf));
  }
  return out;
}"""


def _open_blank(browser: Browser, static_dir: Path) -> Page:
    """A page on a fake origin whose /static/ is the web package's static folder."""
    page = browser.new_page()

    def serve(route: Route) -> None:
        name = route.request.url.removeprefix(ORIGIN + "/static/")
        kind = "application/json" if name.endswith(".json") else (
            "text/plain; charset=utf-8" if name.endswith(".ftl") else "text/javascript")
        route.fulfill(path=static_dir / name, content_type=kind)

    page.route(ORIGIN + "/static/**", serve)
    page.route(ORIGIN + "/", lambda r: r.fulfill(body="<!doctype html><title>t</title>",
                                                 content_type="text/html"))
    page.goto(ORIGIN + "/")
    return page


def test_python_says_the_expected_words() -> None:
    for fact, want in EXPECTED:
        for lang, text in want.items():
            assert _said(fact.to_json(), lang) == text


def test_the_page_derives_and_says_what_python_does(browser: Browser, static_dir: Path) -> None:
    games = _games(random.Random(20261125), 40)
    extra = [fact.to_json() for fact, _ in EXPECTED]
    langs = list(languages())
    assert langs[:2] == ["en", "fr"]
    page = _open_blank(browser, static_dir)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    got = page.evaluate(JS, [games, extra, langs, NAMES, GENDERS])
    page.close()
    assert errors == []
    for g, facts in zip(games, got["facts"], strict=True):
        assert facts == g["facts"]  # the same facts from the same states
    everything = [f for g in games for f in [*sum(g["facts"], []), *g["answers"]]] + extra
    assert len(everything) > 2000
    for lang in langs:
        want = [_said(f, lang) for f in everything]
        assert got["said"][lang] == want, lang
    for (_, expected), i in zip(EXPECTED, range(len(everything) - len(extra), len(everything)),
                                strict=True):
        for lang, text in expected.items():
            assert got["said"][lang][i] == text
