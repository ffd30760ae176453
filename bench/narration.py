"""Narration: what saying the game costs. In Python (sucker.narration): the import, and the
facts of every action of random games rendered, a fact at a time. On the page (Chromium,
i18n.js with @fluent/bundle): each language's catalogues fetched and parsed (what every page
load does before it draws), and the same facts said.

    .venv/bin/python bench/narration.py --games 50 --loads 30
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import Route, sync_playwright

from sucker.engine import Game, Rules
from sucker.narration import languages, render
from sucker.narration.actions import action_facts

STATIC = Path(__file__).resolve().parents[1] / "src" / "sucker" / "web" / "static"
ORIGIN = "http://localhost"
CHROMIUM = "/usr/bin/chromium"


def facts(games: int) -> list[dict]:
    rng = random.Random(7)
    out = []
    for _ in range(games):
        game = Game(Rules(rng.randint(3, 6), 7), 0)
        while not game.is_over():
            action = rng.choice(game.legal_actions())
            before = game.copy()
            game.apply(action)
            out += [f.to_json() for f in action_facts(action, before, game)]
    return out


def import_seconds() -> float:
    code = "import time; t = time.perf_counter(); import sucker.narration; " \
           "print(time.perf_counter() - t)"
    return float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                check=True).stdout)


PAGE = """async ([facts, langs, loads]) => {
  const { FluentBundle, FluentResource } = await import("/static/vendor/fluent-bundle/index.js");
  const { say, setLang } = await import("/static/i18n.js");
  const out = {};
  for (const lang of langs) {
    const times = [];
    for (let i = 0; i < loads; i++) {
      const t = performance.now();
      const texts = await Promise.all(["narration.ftl", "page.ftl"].map(async (f) =>
        (await fetch(`/static/i18n/${lang}/${f}`, { cache: "no-store" })).text()));
      const b = new FluentBundle(lang, { useIsolating: false });
      for (const s of texts) b.addResource(new FluentResource(s));
      times.push(performance.now() - t);
    }
    await setLang(lang);
    const t = performance.now();
    for (const f of facts) say(f);
    out[lang] = { loads: times, say: performance.now() - t };
  }
  return out;
}"""


def page(all_facts: list[dict], loads: int) -> dict:
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        tab = browser.new_page()

        def serve(route: Route) -> None:
            name = route.request.url.removeprefix(ORIGIN + "/static/")
            kind = "text/plain" if name.endswith(".ftl") else "text/javascript"
            route.fulfill(path=STATIC / name, content_type=kind)

        tab.route(ORIGIN + "/static/**", serve)
        tab.route(ORIGIN + "/", lambda r: r.fulfill(body="<!doctype html>",
                                                    content_type="text/html"))
        tab.goto(ORIGIN + "/")
        out = tab.evaluate(PAGE, [all_facts, list(languages()), loads])
        browser.close()
        return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="random games whose facts are said")
    parser.add_argument("--loads", type=int, default=30, help="catalogue loads timed a language")
    args = parser.parse_args()
    all_facts = facts(args.games)
    print(f"{len(all_facts)} facts from {args.games} random games")
    print(f"python: import sucker.narration {1000 * import_seconds():.0f} ms")
    for lang in languages():
        start = time.perf_counter()
        for f in all_facts:
            render(f, lang)
        each = (time.perf_counter() - start) / len(all_facts)
        print(f"python {lang}: {1e6 * each:.0f} µs a fact")
    for lang, r in page(all_facts, args.loads).items():
        print(f"page {lang}: catalogues fetched and parsed, median "
              f"{statistics.median(r['loads']):.1f} ms (max {max(r['loads']):.1f}); "
              f"{1000 * r['say'] / len(all_facts):.0f} µs a fact")


if __name__ == "__main__":
    main()
