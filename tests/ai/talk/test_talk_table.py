"""The deals panel: every recognised proposal and promise with its live status, the action
that settled it, and the same ledger the talking seats trust by."""

from __future__ import annotations

import json

from talk_helpers import RESCUE_SCRIPT

from sucker.ai.arena import play_game
from sucker.ai.kinds import make_seat
from sucker.ai.talk import Ledger, TableLedger
from sucker.engine import Game, Rules, action_from_json, action_to_json
from sucker.records import parse_record


def _act(table: TableLedger, game: Game, data: dict[str, object]) -> list[dict[str, object]]:
    a = action_from_json(data, game.n)
    game.apply(a)
    return table.acted(a, game)


def test_a_deal_in_french_becomes_two_promises_one_kept_by_an_action() -> None:
    game = Game(Rules(), 0)
    table = TableLedger(4)
    table.start(game)
    assert table.said(-1, "allez les bleus") == []  # a spectator's line: nothing, but counted
    offer = table.said(1, "Rouge, donne-moi la main et je te sauverai", "fr")
    assert [(e["kind"], e["by"], e["to"], e["goods"], e["status"], e["line"]) for e in offer] == [
        ("proposal", "blue", "red", "deal", "open", 1)]
    assert offer[0]["what"]["en"] == "asks red for the move, offers to rescue red"
    assert offer[0]["what"]["fr"] == "demande la main à rouge, propose de sauver rouge"
    accepted = table.said(0, "ok", "fr")
    statuses = {(e["kind"], e["by"], e["goods"]): e["status"] for e in accepted}
    assert statuses == {("proposal", "blue", "deal"): "accepted",
                        ("promise", "red", "move"): "open", ("promise", "blue", "rescue"): "open"}
    move = next(e for e in accepted if e["goods"] == "move")
    assert move["line"] == 1 and move["what"] == {"en": "give blue the move",
                                                  "fr": "donner la main à bleu"}
    assert _act(table, game, {"by": "red", "act": "play", "chip": "red", "pile": "new"}) == []
    kept = _act(table, game, {"by": "red", "act": "next", "to": "blue"})
    assert [(e["id"], e["status"]) for e in kept] == [(move["id"], "kept")]
    assert kept[0]["settled_by"] == {"index": 1, "action": {"by": "red", "act": "next",
                                                            "to": "blue"}}
    json.dumps(table.entries())  # JSON-ready
    assert len(table.entries()) == 3


def test_a_refused_rescue_breaks_the_promise() -> None:
    game = Game(Rules(3, 2), 0)
    table = TableLedger(3)
    table.start(game)
    made = table.said(1, "I'll rescue you, red")
    assert [(e["kind"], e["status"]) for e in made] == [("promise", "open")]
    for data in RESCUE_SCRIPT:
        _act(table, game, data)
    assert game.awaiting and 1 in game.awaiting
    broken = _act(table, game, {"by": "blue", "act": "refuse"})
    assert [(e["id"], e["status"]) for e in broken] == [(made[0]["id"], "broken")]
    assert broken[0]["settled_by"]["index"] == len(RESCUE_SCRIPT)


def test_names_address_and_proposals_lapse() -> None:
    game = Game(Rules(), 0)
    table = TableLedger(4, names={"Ada": 2})
    table.start(game)
    asked = table.said(0, "ada, give me the move")
    assert [(e["to"], e["goods"]) for e in asked] == [("green", "ask")]
    changes: list[dict[str, object]] = []
    while not any(e["status"] == "lapsed" for e in changes) and game.ply < 40:
        a = game.legal_actions()[0]
        game.apply(a)
        changes = table.acted(a, game)
    assert changes and changes[0]["id"] == asked[0]["id"]


def test_the_panel_is_the_ledger_the_ais_trust() -> None:
    seats = [make_seat("talk:easy", seed=20 + i) for i in range(4)]
    result = play_game(seats, Rules(), first=1, kinds=["talk:easy"] * 4)
    record = result.record
    table = TableLedger(4)
    game = record.new_game()
    table.start(game)
    lines = sorted(record.chat, key=lambda line: line.after)
    i = 0
    for k, action in enumerate(record.actions):
        while i < len(lines) and lines[i].after <= k:
            table.said(["red", "blue", "green", "yellow"].index(lines[i].by), lines[i].text)
            i += 1
        game.apply(action)
        table.acted(action, game)
    for line in lines[i:]:
        table.said(["red", "blue", "green", "yellow"].index(line.by), line.text)
    assert table.summary() == Ledger.from_record(parse_record(record.to_json())).summary()
    assert any(e["kind"] == "promise" for e in table.entries())
    for seat in seats:
        assert seat.ledger.summary() == table.summary()  # type: ignore[attr-defined]
    for e in table.entries():
        if e["settled_by"] is not None:
            index = e["settled_by"]["index"]
            assert e["settled_by"]["action"] == action_to_json(record.actions[index])
