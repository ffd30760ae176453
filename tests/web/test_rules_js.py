"""static/rules.js (the replay viewer's engine) agrees with the Python engine, and
describe.js tells the truth about it.

Random games, with any-time transfers and kills mixed in, are replayed in the browser; the
state after every action must be the same JSON, and random well-formed actions must be
accepted or refused alike.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, Route

from sucker.engine import COLORS, VARIANTS, Action, Game, Rules, action_to_json

ORIGIN = "http://localhost"  # a secure context (for crypto.subtle), served by page.route
GAMES = 300


def _random_game(rng: random.Random) -> tuple[dict[str, Any], list[Any], list[list[Any]]]:
    """A record, the state after each action, and probes [index, action, legal?]."""
    rules = Rules(rng.randint(3, 6), rng.randint(1, 5), rng.choice(VARIANTS))
    first = rng.randrange(rules.players)
    game = Game(rules, first)
    actions: list[dict[str, Any]] = []
    states = [game.state_json()]
    probes: list[list[Any]] = []
    n = rules.players
    while not game.is_over():
        probe = Action(
            rng.randrange(6), rng.randrange(n), rng.randrange(n), rng.randrange(4), rng.randrange(n)
        )
        probes.append([len(actions), action_to_json(probe), _legal(game, probe)])
        anytime = game.anytime_actions(rng.randrange(n))
        if anytime and rng.random() < 0.15:
            action = rng.choice(anytime)
        else:
            action = rng.choice(game.legal_actions())
        game.apply(action)
        actions.append(action_to_json(action))
        states.append(game.state_json())
    record = {
        "format": "sls-record/1",
        "rules": rules.to_json(),
        "first": COLORS[first],
        "actions": actions,
    }
    return record, states, probes


def _digest(states: list[Any]) -> str:
    """SHA-256 of the states as JSON.stringify writes them (same key order, no spaces)."""
    text = json.dumps(states, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def _legal(game: Game, action: Action) -> bool:
    try:
        game.check(action)
    except ValueError:
        return False
    return True


JS = """async (games) => {
  const { Game, replayRecord } = await import("/static/rules.js");
  const { explain, previewPlay } = await import("/static/describe.js");
  const { words } = await import("/static/ui.js");
  const out = [];
  const wrong = [];
  const same = (c) => c;
  for (const [record, probes, digest] of games) {
    const states = replayRecord(record);
    record.actions.forEach((a, k) => {
      const line = explain(states[k], a, states[k + 1], same);
      if (!line.startsWith(a.by)) wrong.push(["explain", k, line]);
      if (a.act !== "play") return;
      const said = previewPlay(states[k], a.by, a.chip, a.pile, record.rules.variant, same);
      const next = states[k + 1];
      const gone = a.pile !== "new" && !next.piles.some((p) => p.id === a.pile);
      let ok;
      if (said.startsWith("capture!")) ok = next.phase === "kill" || gone;
      else if (said.startsWith("captured by nobody")) ok = gone;
      else if (said.startsWith("then you choose: ")) ok = next.phase === "next" &&
        said === `then you choose: ${words(next.options)}`;
      else {
        const x = said.split(" ")[1];
        ok = next.to_act === x || next.defeated.includes(x) || next.phase === "over";
      }
      if (!ok) wrong.push(["preview", k, said, next]);
    });
    const game = new Game(record.rules, record.first);
    const legal = [];
    let done = 0;
    for (const [index, action] of probes) {
      while (done < index) game.apply(record.actions[done++]);
      let ok = true;
      try { game.check(action); } catch (e) { ok = false; }
      legal.push(ok);
    }
    // Only a digest of the states crosses back, unless they differ from the engine's.
    const text = new TextEncoder().encode(JSON.stringify(states));
    const hex = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", text)),
      (b) => b.toString(16).padStart(2, "0")).join("");
    out.push([hex === digest ? null : states, legal]);
  }
  return [out, wrong];
}"""


def _open_blank(browser: Browser, static_dir: Path) -> Page:
    """A page on a fake origin whose /static/ is the web package's static folder."""
    page = browser.new_page()

    def serve(route: Route) -> None:
        name = route.request.url.removeprefix(ORIGIN + "/static/")
        kind = "application/json" if name.endswith(".json") else "text/javascript"
        route.fulfill(path=static_dir / name, content_type=kind)

    page.route(ORIGIN + "/static/**", serve)
    page.route(
        ORIGIN + "/",
        lambda r: r.fulfill(body="<!doctype html><title>t</title>", content_type="text/html"),
    )
    page.goto(ORIGIN + "/")
    return page


def test_rules_js_matches_python_engine(browser: Browser, static_dir: Path) -> None:
    rng = random.Random(20261121)
    games = [_random_game(rng) for _ in range(GAMES)]
    page = _open_blank(browser, static_dir)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    results, wrong = page.evaluate(
        JS, [[record, probes, _digest(states)] for record, states, probes in games]
    )
    page.close()
    assert errors == []
    assert wrong == []  # describe.js: each log line names its actor; previews tell the truth
    assert len(results) == GAMES
    actions = 0
    for (record, states, probes), (js_states, js_legal) in zip(games, results, strict=True):
        if js_states is not None:  # the digests differ: find the first different state
            for k, (want, got) in enumerate(zip(states, js_states, strict=True)):
                assert got == want, f"{record} after action {k}"
            raise AssertionError(f"same states, different JSON text: {record}")
        assert js_legal == [p[2] for p in probes], record
        actions += len(record["actions"])
    assert actions > 5000  # the games really were played out


def test_rules_js_refuses_illegal_record(browser: Browser, static_dir: Path) -> None:
    page = _open_blank(browser, static_dir)
    message = page.evaluate("""async () => {
      const { replayRecord } = await import("/static/rules.js");
      try {
        replayRecord({format: "sls-record/1", rules: {players: 3, chips: 2}, first: "red",
                      actions: [{by: "red", act: "play", chip: "red", pile: "new"},
                                {by: "red", act: "play", chip: "red", pile: 1}]});
      } catch (e) { return e.message; }
      return "accepted";
    }""")
    page.close()
    assert message.startswith("action 1: ")
